// npm start: build when the sources changed since the last build, then serve
// from the bundled entry, with one worker process per core.
//
// The build (and even the check whether one is needed, which reads every source
// file) runs in a child process that exits when it is done: Astro, Vite and
// esbuild never load into the serving primary, which stays small (it only forks
// workers and counts rate limits for them).
import { spawnSync } from 'node:child_process';
import module from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

module.enableCompileCache?.();
const { ROOT } = await import('./root.ts');
const built = spawnSync(process.execPath, [path.join(ROOT, 'api/server/build.ts'), '--if-needed'], { stdio: 'inherit' });
if (built.status !== 0) {
  console.error(`[server] the build failed (${built.signal ?? `exit ${built.status}`}); not starting`);
  process.exit(1);
}
const entry = path.join(ROOT, 'dist/server/serve.mjs');
const { runCluster, workerCount } = await import('./cluster.ts');
if (workerCount() > 1) runCluster(entry);
else await import(pathToFileURL(entry).href);
