// The Node server's own bundles (they load much faster than the source tree):
// the serving process and the page renderers (site/ssr/render.ts: parameterised
// calculator URLs, snapshots, error pages).
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './root.ts';

/**
 * Left to node_modules: packages that find files or drivers by name at run time (pino's transport
 * workers; the store drivers, loaded only when configured, and keyv, which they extend), and CommonJS
 * packages that require Node's built-ins (an ES module bundle has no `require`).
 */
const EXTERNAL = ['pino', 'keyv', '@keyv/*', 'pg', '@redis/client', 'prom-client', 'rate-limiter-flexible'];

export async function buildServerBundles(): Promise<void> {
  const outdir = path.join(ROOT, 'dist/server');
  rmSync(outdir, { recursive: true, force: true });
  const { build: esbuild } = await import('esbuild');
  await esbuild({
    entryPoints: { serve: path.join(ROOT, 'api/server/serve.ts'), render: path.join(ROOT, 'site/ssr/render.ts') },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    // Every other dependency is bundled, tree-shaken: a worker then loads only what it uses of the MCP
    // SDK, zod (not its 50 message locales) and the rest, and after 100,000 mixed requests held
    // 6–8 MiB less (tests/bench/analysis.md).
    external: EXTERNAL,
    // The renderers share the engines, registry and core with the serving process: split into common
    // chunks, a worker that renders a page loads them once, not a second copy (≈ 5 MiB of heap, 8–12 MiB
    // of RSS per worker). Chunks sit beside the entries: root.ts finds the project two folders up.
    splitting: true,
    chunkNames: '[name]-[hash]',
    logLevel: 'warning',
  });
  for (const name of readdirSync(outdir)) {
    const file = path.join(outdir, name);
    const text = readFileSync(file, 'utf8');
    // esbuild turns a bundled CommonJS require of a built-in into __require("name"), which throws at run time.
    if (text.includes('__require("')) throw new Error(`${name}: a bundled CommonJS package requires a Node built-in; add it to EXTERNAL`);
    writeFileSync(file, latin1Source(text, name));
  }
}

/**
 * V8 keeps each module's source text (it compiles functions lazily from it) at one byte per character
 * only when every character is Latin-1. esbuild escapes the rest in strings but not in comments and
 * regular expressions, and one Ω there made the engines' 1.4 MB chunk two bytes per character. Written
 * as \u escapes they mean the same: in comments they are text, in a regular expression (or identifier)
 * an escape is the character, and a surrogate pair of escapes is one code point under the u flag. Only
 * a template literal's raw text would change, so the build refuses such a character in String.raw (and
 * after a backslash, where the escape would be read as a backslash and letters).
 */
const NOT_LATIN1 = /[^\x00-\xff]/;

function latin1Source(text: string, name: string): string {
  for (const [raw] of text.matchAll(/String\.raw`[^`]*`/g)) {
    if (NOT_LATIN1.test(raw)) throw new Error(`${name}: String.raw would see the \\u escape of a non-Latin-1 character: ${raw}`);
  }
  if (/\\[^\x00-\xff]/.test(text)) throw new Error(`${name}: a backslash before a non-Latin-1 character`);
  return text.replace(/[^\x00-\xff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
