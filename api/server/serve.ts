// One serving process: the API, pages and static files on PORT/HOST. npm start
// runs it from dist/server/serve.mjs (a bundle: faster start), once per worker
// (api/server/cluster.ts); tests run this source directly.
import cluster from 'node:cluster';
import module from 'node:module';

// Compiled (and type-stripped) modules are cached on disk: workers and restarts start faster.
module.enableCompileCache?.();
const { closeApiContext, createApiContext } = await import('../context.ts');
const { createService, listen } = await import('./node.ts');
const { shutdownOnSignals } = await import('./shutdown.ts');
const { EXIT_CANNOT_LISTEN, listenFailure } = await import('./listen-failure.ts');
// Every request path handles its own failures; should one still slip through, it is logged, and the
// other requests this process is serving go on (the default would end the process).
process.on('unhandledRejection', (e) => console.error('[server] unhandled rejection:', e));
const ctx = await createApiContext();
const server = createService(ctx);
shutdownOnSignals(server, ctx, () => closeApiContext(ctx));
// First uses compiled and loaded before the first visitor's request waits on them (warm-up.ts); WARM_UP=0 skips it.
if (process.env.WARM_UP !== '0') await (await import('./warm-up.ts')).warmUp(server);
const url = await listen(server).catch((e: NodeJS.ErrnoException) => {
  console.error(`[server] ${listenFailure(e)}`);
  process.exit(EXIT_CANNOT_LISTEN);
});
// Said once per service (the first worker), after it listens, where an operator reads it.
if (!cluster.isWorker || cluster.worker?.id === 1) for (const w of ctx.snapshots.warnings) console.warn(`[share] ${w}`);
if (!cluster.isWorker) {
  console.log(`[server] listening on ${url}`);
  // A lone process answers METRICS_PORT itself (in a cluster the primary does).
  (await import('../ops/metrics.ts')).serveMetrics();
}
