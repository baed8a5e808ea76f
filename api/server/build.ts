// npm run build: regenerate the engine registry, pre-render every page with
// Astro, build the MCP Apps view, generate the offline service worker,
// pre-compress the static files, and stamp dist/ with the source digest.
// `--if-needed` skips all of it when the stamp matches (npm start and npm test use it).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { writeRegistryIfStale } from '../../engines/derive/generate-registry.ts';
import { buildIsCurrent, sourceDigest, writeStamp } from './build-stamp.ts';
import { copyApiReferenceAssets } from './api-reference.ts';
import { writePageHeaders } from './page-headers.ts';
import { ROOT } from './root.ts';
import { buildServerBundles } from './server-bundle.ts';
import { writeSiteFiles } from './site-files.ts';
import { siteUrl, unsetSiteUrlWarning } from './site-url.ts';

const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|txt|webmanifest|map)$/;

export async function build({ ifNeeded = false } = {}): Promise<void> {
  if (writeRegistryIfStale()) console.log('[build] engines/registry.generated.ts updated');
  if (ifNeeded && buildIsCurrent()) return;
  // Loaded only for a build: Vite for the MCP view and workbox-build take seconds to import, and npm start
  // runs this file before every start only to find the build current (cold start 2.6 s with them loaded).
  const [{ buildMcpView }, { buildServiceWorker }] = await Promise.all([import('./mcp-view.ts'), import('./service-worker.ts')]);
  const digest = sourceDigest();
  const site = siteUrl();
  const unset = unsetSiteUrlWarning();
  if (unset) console.warn(`[build] ${unset}`);
  const started = Date.now();
  process.env.ASTRO_TELEMETRY_DISABLED = '1';
  const { build: astroBuild } = await import('astro');
  await astroBuild({ root: ROOT, logLevel: 'warn' });
  await buildServerBundles();
  const view = await buildMcpView();
  writePageHeaders(path.join(ROOT, 'dist'));
  const client = path.join(ROOT, 'dist', 'client');
  const listed = writeSiteFiles(client, site);
  copyApiReferenceAssets(client);
  const sw = await buildServiceWorker(client);
  const n = precompress(client);
  writeStamp(digest, site);
  console.log(`[build] done in ${((Date.now() - started) / 1000).toFixed(1)} s for ${site} (${listed} pages in sitemap.xml; ${sw.count} files precached for offline use, ${(sw.size / 1024).toFixed(0)} KiB; ${n} files pre-compressed; MCP Apps view ${(view.bytes / 1024).toFixed(0)} KiB, ${(view.gzipBytes / 1024).toFixed(0)} KiB gzip)`);
}

/** .br and .gz beside every text asset, so the static handler never compresses per request. */
function precompress(dir: string): number {
  let count = 0;
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) count += precompress(p);
    else if (COMPRESSIBLE.test(name)) {
      const data = readFileSync(p);
      if (data.length < 512) continue;
      writeFileSync(`${p}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${p}.gz`, gzipSync(data, { level: 9 }));
      count++;
    }
  }
  return count;
}

if (import.meta.main) {
  build({ ifNeeded: process.argv.includes('--if-needed') }).catch((e) => {
    // A production install (npm ci --omit=dev) has no build tools: it serves a dist/ built elsewhere.
    if ((e as NodeJS.ErrnoException)?.code === 'ERR_MODULE_NOT_FOUND') {
      console.error(`[build] dist/ is missing or was built from other sources, and the build tools are not installed (${(e as Error).message.split('\n')[0]}): run npm install and npm run build, or ship a dist/ built from these sources.`);
    } else console.error('[build] failed:', e);
    process.exit(1);
  });
}
