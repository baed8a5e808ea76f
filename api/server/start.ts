// npm start: build when the sources changed since the last build, then serve
// from the bundled entry, with one worker process per core.
import module from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

module.enableCompileCache?.();
const { buildIsCurrent } = await import('./build-stamp.ts');
const { ROOT } = await import('./root.ts');
if (!buildIsCurrent()) {
  const { build } = await import('./build.ts');
  await build();
}
const entry = path.join(ROOT, 'dist/server/serve.mjs');
const { runCluster, workerCount } = await import('./cluster.ts');
if (workerCount() > 1) runCluster(entry);
else await import(pathToFileURL(entry).href);
