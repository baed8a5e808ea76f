// Builds the MCP Apps view from its sources in site/mcp-app/: one self-contained HTML
// document (dist/mcp/calculator-view.html) holding the view's script (Preact, the
// extension's App, the calculator island, and the engine module of every MCP capability,
// evaluated only when first used) and the site's stylesheet, under a CSP that admits
// those two by hash and nothing else. Run by api/server/build.ts, like the other builds.
// What the view leaves out to stay small is measured with the build's metafile
// (`VIEW_METAFILE=file`); BENCHMARKS.md lists the sizes.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'esbuild';
import type { EngineDeclaration } from '../../engines/core/contract.ts';
import { registry } from '../../engines/registry.ts';
import { SERVER_INFO } from '../mcp/info.ts';
import { ROOT } from './root.ts';
import { viewDeclarationSource } from './view-declarations.ts';

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

/**
 * Engine files with their declaration trimmed to what the view shows and runs
 * (api/server/view-declarations.ts); every capability's engine must have the literal it trims.
 */
export function viewDeclarations(): Plugin {
  const declarations = new Map<string, EngineDeclaration>(registry.engines.map((d) => [path.join(ROOT, 'engines', d.area, `${d.id}.ts`), d]));
  const capabilityFiles = new Set([...registry.capabilities.values()].map((t) => path.join(ROOT, 'engines', t.engine.area, `${t.engine.id}.ts`)));
  return {
    name: 'view-declarations',
    setup(build) {
      build.onLoad({ filter: /[\\/]engines[\\/][a-z]+[\\/][a-z0-9-]+\.ts$/ }, (args) => {
        const decl = declarations.get(args.path);
        if (!decl) return undefined;
        const contents = viewDeclarationSource(readFileSync(args.path, 'utf8'), decl);
        if (contents === null && capabilityFiles.has(args.path)) throw new Error(`${path.relative(ROOT, args.path)} has no defineEngine({...}) literal for the view to trim`);
        return contents === null ? undefined : { contents, loader: 'ts' };
      });
    },
  };
}

/**
 * The MCP SDK's client and core and the extension's App are one prebundled module each
 * whose exports the view uses in part; their packages do not say they have no side
 * effects, so esbuild would keep every module they import whether used or not (about
 * 20 KiB of the view's gzip).
 */
function mcpWithoutSideEffects(): Plugin {
  const packages = /[\\/]node_modules[\\/]@modelcontextprotocol[\\/](client|core|ext-apps)[\\/]/;
  return {
    name: 'mcp-without-side-effects',
    setup(build) {
      build.onResolve({ filter: /^@modelcontextprotocol\/|^\.\.?\// }, async (args) => {
        if (args.pluginData?.resolving || !(packages.test(args.importer) || args.path.startsWith('@modelcontextprotocol/'))) return undefined;
        const resolved = await build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: { resolving: true } });
        return resolved.errors.length || !packages.test(resolved.path) ? undefined : { ...resolved, sideEffects: false };
      });
    },
  };
}

/**
 * The App imports zod's namespace as a named binding (`import { z } from 'zod/v4'`), which
 * esbuild must build whole: every zod function, JIT compiler and JSON Schema converter
 * (about 24 KiB of the view's gzip). As a namespace import (the same object's members),
 * esbuild keeps only the members the App uses.
 */
function zodNamespaceImport(): Plugin {
  return {
    name: 'zod-namespace-import',
    setup(build) {
      build.onLoad({ filter: /[\\/]@modelcontextprotocol[\\/]ext-apps[\\/]dist[\\/]src[\\/]app\.js$/ }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        const contents = source.replace(/import\s*\{\s*z as ([\w$]+)\s*\}\s*from\s*"zod\/v4"/g, 'import * as $1 from "zod/v4"');
        if (contents === source) throw new Error(`${args.path}: no named import of zod's namespace found; look again at what the view's bundle holds`);
        return { contents, loader: 'js' };
      });
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
    plugins: [viewEngines(), zodEnglishOnly(), viewDeclarations(), mcpWithoutSideEffects(), zodNamespaceImport()],
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
