// npm start: build when the sources changed since the last build, then serve
// everything from one process on PORT/HOST.
import module from 'node:module';

module.enableCompileCache?.();
const { buildIsCurrent } = await import('./build-stamp.ts');
if (!buildIsCurrent()) {
  const { build } = await import('./build.ts');
  await build();
}
const { createService, listen, shutdownOnSignals } = await import('./node.ts');
const server = createService();
shutdownOnSignals(server);
const url = await listen(server);
console.log(`[server] listening on ${url}`);
