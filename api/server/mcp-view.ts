// Builds the MCP Apps view from its sources in site/mcp-app/: one self-contained HTML
// document (dist/mcp/calculator-view.html) holding the view's script (Preact, the
// extension's App, the calculator island, and the engine module of every MCP capability,
// evaluated only when first used) and the site's stylesheet, under a CSP that admits
// those two by hash and nothing else. Run by api/server/build.ts, like the other builds.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'esbuild';
import { registry } from '../../engines/registry.ts';
import { SERVER_INFO } from '../mcp/info.ts';
import { ROOT } from './root.ts';

/** The view's sources: entry, components and stylesheet. */
const VIEW_DIR = path.join(ROOT, 'site/mcp-app');

/** virtual:view-engines: capability → engine module and tool, as the registry resolves them, and a lazy import of each module. */
function viewEngines(): Plugin {
  const capabilities = [...registry.capabilities].map(([id, tool]) => [id, { moduleKey: `${tool.engine.area}/${tool.engine.id}`, toolId: tool.id }] as const);
  const modules = [...new Set(capabilities.map(([, c]) => c.moduleKey))];
  const source = [
    `export const CAPABILITIES = new Map(${JSON.stringify(capabilities)});`,
    `const modules = new Map([${modules.map((m) => `[${JSON.stringify(m)}, () => import(${JSON.stringify(path.join(ROOT, 'engines', `${m}.ts`))})]`).join(',')}]);`,
    'export const loadEngine = (moduleKey) => modules.get(moduleKey)?.();',
  ].join('\n');
  return {
    name: 'view-engines',
    setup(build) {
      build.onResolve({ filter: /^virtual:view-engines$/ }, () => ({ path: 'view-engines', namespace: 'virtual' }));
      build.onLoad({ filter: /.*/, namespace: 'virtual' }, () => ({ contents: source, loader: 'js', resolveDir: ROOT }));
    },
  };
}

/**
 * zod's namespace re-exports all ~50 of its message locales, and the MCP SDK's
 * `import * as z` keeps every one in the bundle (a quarter megabyte). Its messages
 * are English by default, which is all the view needs.
 */
function zodEnglishOnly(): Plugin {
  return {
    name: 'zod-english-only',
    setup(build) {
      build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
        args.importer.includes(`${path.sep}zod${path.sep}`) ? { path: path.join(path.dirname(args.importer), '../locales/en.js'), namespace: 'zod-locales' } : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: 'zod-locales' }, (args) => ({ contents: `export { default as en } from ${JSON.stringify(args.path)};`, loader: 'js', resolveDir: VIEW_DIR }));
    },
  };
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

export interface ViewBuild {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export async function buildMcpView(outFile = path.join(ROOT, 'dist', 'mcp', 'calculator-view.html')): Promise<ViewBuild> {
  const { build } = await import('esbuild');
  const out = await build({
    entryPoints: [path.join(VIEW_DIR, 'main.tsx')],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    legalComments: 'none',
    define: { VIEW_VERSION: JSON.stringify(SERVER_INFO.version) },
    plugins: [viewEngines(), zodEnglishOnly()],
    logLevel: 'warning',
    // The page's worker client comes in with the island's default host; the view never starts it.
    logOverride: { 'empty-import-meta': 'silent' },
    metafile: true,
  });
  // What the script is made of, for `VIEW_METAFILE=file node api/server/mcp-view.ts` (BENCHMARKS.md lists it).
  if (process.env.VIEW_METAFILE) writeFileSync(process.env.VIEW_METAFILE, JSON.stringify(out.metafile));
  const script = out.outputFiles[0].text;
  // Inline, "</script" would end the element early (esbuild escapes it in strings; this checks).
  if (/<\/script/i.test(script)) throw new Error('the view script contains "</script"');
  const style = `${readFileSync(path.join(ROOT, 'site/styles/global.css'), 'utf8')}\n${readFileSync(path.join(VIEW_DIR, 'view.css'), 'utf8')}`;
  // Only this document's own script and style run: no network, no frames, no other origin.
  const csp = `default-src 'none'; script-src ${sha256(script)}; style-src ${sha256(style)}; base-uri 'none'; form-action 'none'`;
  const html = [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${csp}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>CalculatorX calculator</title>',
    `<style>${style}</style>`,
    '</head>',
    '<body>',
    '<div id="app"></div>',
    `<script>${script}</script>`,
    '</body>',
    '</html>',
  ].join('\n');
  mkdirSync(path.dirname(outFile), { recursive: true });
  writeFileSync(outFile, html);
  return { file: outFile, bytes: Buffer.byteLength(html), gzipBytes: gzipSync(html, { level: 9 }).length };
}

if (import.meta.main) {
  const b = await buildMcpView();
  console.log(`[build] MCP Apps view: ${path.relative(ROOT, b.file)}, ${(b.bytes / 1024).toFixed(0)} KiB (${(b.gzipBytes / 1024).toFixed(0)} KiB gzip)`);
}
