// Serves the built tree from one process on PORT/HOST (npm start builds first when needed).
import { closeApiContext, createApiContext } from '../context.ts';
import { createService, listen, shutdownOnSignals } from './node.ts';

const ctx = await createApiContext();
const server = createService(ctx);
shutdownOnSignals(server, () => closeApiContext(ctx));
console.log(`[server] listening on ${await listen(server)}`);
