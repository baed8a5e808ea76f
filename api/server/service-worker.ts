// Generates dist/client/sw.js with Workbox: every page a visitor may open
// offline (calculator pages, home, catalog, embed docs) and every script,
// style and engine chunk is precached under a content revision, so a new build
// installs a new worker that replaces them all at once (the page offers a
// reload); an old engine is never served under a new page, or the reverse.
import path from 'node:path';
import { generateSW } from 'workbox-build';

export async function buildServiceWorker(clientDir: string): Promise<{ count: number; size: number }> {
  const { count, size, warnings } = await generateSW({
    globDirectory: clientDir,
    globPatterns: ['index.html', 'calc/**/index.html', 'capabilities/index.html', 'embed/index.html', 'errors/index.html', '_astro/**/*.{js,css}', 'icons/*', 'manifest.webmanifest', 'embed.js'],
    swDest: path.join(clientDir, 'sw.js'),
    mode: 'production',
    sourcemap: false,
    inlineWorkboxRuntime: true,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    // The page asks the visitor before the new version takes over (SKIP_WAITING message).
    skipWaiting: false,
    // Hashed file names already change with their content.
    dontCacheBustURLsMatching: /^_astro\//,
    // A page URL with inputs opens the same page; the island computes from the query.
    ignoreURLParametersMatching: [/.*/],
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    // Pages are served at their directory URL: /calc/electric/ohms-law, not …/index.html.
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.map((e) => ({ ...e, url: e.url === 'index.html' ? '/' : e.url.endsWith('/index.html') ? `/${e.url.slice(0, -'/index.html'.length)}` : `/${e.url}` })),
        warnings: [],
      }),
    ],
    runtimeCaching: [{ urlPattern: ({ url }) => /^\/(api|mcp|s|schemas)(\/|$)/.test(url.pathname), handler: 'NetworkOnly' }],
  });
  for (const w of warnings) console.warn(`[sw] ${w}`);
  return { count, size };
}
