// The API reference page's renderer: Scalar's self-contained browser bundle
// (@scalar/api-reference, dist/browser), copied into the built site at
// /vendor/scalar/ so that no page loads code from another origin. Only
// site/pages/docs/api.astro loads it; the entry imports its chunks on demand.
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export function copyApiReferenceAssets(clientDir: string): number {
  // The package's exports do not name the browser bundle; it sits beside the main entry (dist/index.js).
  const from = path.join(path.dirname(fileURLToPath(import.meta.resolve('@scalar/api-reference'))), 'browser');
  if (!existsSync(path.join(from, 'standalone.esm.js'))) throw new Error(`@scalar/api-reference has no browser bundle at ${from}`);
  const to = path.join(clientDir, 'vendor', 'scalar');
  rmSync(to, { recursive: true, force: true });
  mkdirSync(to, { recursive: true });
  // The ES module entry and its chunks; not the 4 MB all-in-one script, nor the source maps (19 MB).
  cpSync(from, to, { recursive: true, filter: (src) => !src.endsWith('.map') && path.basename(src) !== 'standalone.js' });
  return readdirSync(path.join(to, 'chunks')).length + 1;
}
