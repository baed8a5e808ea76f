// The service exactly as npm start serves it (built tree, one process), on a free port, printing {"port": n}.
import { createApiContext } from '../../api/context.ts';
import { createService } from '../../api/server/node.ts';

const server = createService(await createApiContext());
server.listen(0, '127.0.0.1', () => process.stdout.write(`${JSON.stringify({ port: (server.address() as { port: number }).port })}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
