// Serves the built tree on PORT/HOST (npm start builds first when needed):
// one worker process per core (WORKERS, default the available cores, at most 4),
// all sharing the listening socket. Per-IP rate limits stay one limit across
// workers: counted in this primary process (or in Redis with RATE_LIMIT_STORE).
import cluster from 'node:cluster';
import os from 'node:os';

const workers = Number(process.env.WORKERS) || Math.min(os.availableParallelism(), 4);

if (workers > 1 && cluster.isPrimary) {
  const { RateLimiterClusterMaster } = await import('rate-limiter-flexible');
  new RateLimiterClusterMaster(); // answers the workers' counters over IPC
  let stopping = false;
  const fork = () => cluster.fork().on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[server] worker exited (${signal ?? code}); starting another`);
      fork();
    }
  });
  for (let i = 0; i < workers; i++) fork();
  let announced = false;
  cluster.on('listening', (_w, addr) => {
    if (!announced) console.log(`[server] listening on http://${addr.address}:${addr.port} with ${workers} workers`);
    announced = true;
  });
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill(signal);
    setTimeout(() => process.exit(0), 6000).unref();
    cluster.on('exit', () => Object.keys(cluster.workers ?? {}).length === 0 && process.exit(0));
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGTERM'));
} else {
  const { closeApiContext, createApiContext } = await import('../context.ts');
  const { createService, listen, shutdownOnSignals } = await import('./node.ts');
  const ctx = await createApiContext();
  const server = createService(ctx);
  shutdownOnSignals(server, () => closeApiContext(ctx));
  const url = await listen(server);
  if (!cluster.isWorker) console.log(`[server] listening on ${url}`);
}
