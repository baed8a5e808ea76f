// Builds dist/client/sw.js: workers/service-worker.ts bundled with the Workbox
// modules it imports, then Workbox's injectManifest puts in the precache list
// (every page a visitor may open offline, and every script, style and engine
// chunk, each under a content revision).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { injectManifest } from 'workbox-build';
import { ROOT } from './root.ts';

export async function buildServiceWorker(clientDir: string): Promise<{ count: number; size: number }> {
  const swSrc = path.join(clientDir, '..', '.sw-source.js');
  const { build: esbuild } = await import('esbuild');
  await esbuild({
    entryPoints: [path.join(ROOT, 'workers/service-worker.ts')],
    outfile: swSrc,
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2022',
    // Workbox logs only in development builds.
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  try {
    const { count, size, warnings } = await injectManifest({
      swSrc,
      swDest: path.join(clientDir, 'sw.js'),
      globDirectory: clientDir,
      globPatterns: ['index.html', 'calc/**/index.html', 'capabilities/index.html', 'calculators/index.html', 'embed/index.html', 'errors/index.html', 'offline/index.html', '_astro/**/*.{js,css}', 'icons/*', 'manifest.webmanifest', 'embed.js'],
      // Hashed file names already change with their content.
      dontCacheBustURLsMatching: /^_astro\//,
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      // Pages are served at their directory URL: /calc/electric/ohms-law, not …/index.html.
      manifestTransforms: [
        async (entries) => ({
          manifest: entries.map((e) => ({ ...e, url: e.url === 'index.html' ? '/' : e.url.endsWith('/index.html') ? `/${e.url.slice(0, -'/index.html'.length)}` : `/${e.url}` })),
          warnings: [],
        }),
      ],
    });
    for (const w of warnings) console.warn(`[sw] ${w}`);
    return { count, size };
  } finally {
    rmSync(swSrc, { force: true });
  }
}
