// One serving process: the API, pages and static files on PORT/HOST. npm start
// runs it from dist/server/serve.mjs (a bundle: faster start), once per worker
// (api/server/cluster.ts); tests run this source directly.
import cluster from 'node:cluster';
import module from 'node:module';

// Compiled (and type-stripped) modules are cached on disk: workers and restarts start faster.
module.enableCompileCache?.();
const { closeApiContext, createApiContext } = await import('../context.ts');
const { createService, listen, shutdownOnSignals } = await import('./node.ts');
const ctx = await createApiContext();
const server = createService(ctx);
shutdownOnSignals(server, () => closeApiContext(ctx));
const url = await listen(server);
if (!cluster.isWorker) console.log(`[server] listening on ${url}`);
