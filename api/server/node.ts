// The one-process server: a thin node:http entry. API paths go straight to
// the handlers in api/ (no page routing on the hot path); everything else to
// the built pages.
import http from 'node:http';
import path from 'node:path';
import type { ApiContext } from '../context.ts';
import { observe } from '../ops/observe.ts';
import { createApiHandler, isApiPath } from '../router.ts';
import { answerClientErrors } from './client-error.ts';
import { fromNode, send } from './node-adapter.ts';
import { createPageHandler } from './pages.ts';
import { servingPort } from './port.ts';
import { ROOT } from './root.ts';
import { lastAnswer, requestTracker } from './shutdown.ts';

export function createService(ctx: ApiContext, { distDir = path.join(ROOT, 'dist') } = {}): http.Server {
  const pages = createPageHandler(distDir, ctx);
  const handleApi = createApiHandler(ctx);
  // Node checks the header and request timeouts on this interval (30 s by default), so a client trickling
  // its headers was cut after 10–40 s rather than the 10 s SECURITY.md states.
  const server = http.createServer({ connectionsCheckingInterval: 1000 }, (req, res) => {
    // What a stop must wait for (shutdown.ts); once it has begun, every answer is its connection's last.
    tracker.open.add(res);
    res.once('close', () => tracker.open.delete(res));
    if (ctx.draining) lastAnswer(res);
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const pathname = q < 0 ? url : url.slice(0, q);
    const observation = observe(req, res, pathname);
    if (isApiPath(pathname)) {
      const head = req.method === 'HEAD';
      // The handler answers its own failures with a 500 body; this catch is for the write itself.
      handleApi(fromNode(req, pathname, q < 0 ? '' : url.slice(q + 1)))
        .then((r) => {
          observation.code = r.code;
          observation.tool = r.tool;
          send(req, res, r, head, tracker.streams);
        })
        .catch((e: unknown) => {
          console.error(`[api] ${req.method} ${pathname}: could not send the answer:`, e);
          res.destroy();
        });
      return;
    }
    pages(req, res, pathname, q < 0 ? '' : url.slice(q + 1));
  });
  const tracker = requestTracker(server);
  // Slow or stalled clients cannot hold connections open.
  server.requestTimeout = 30_000;
  server.headersTimeout = 10_000;
  server.keepAliveTimeout = 5_000;
  answerClientErrors(server);
  return server;
}

export function listen(server: http.Server, port = servingPort(), host = process.env.HOST ?? '127.0.0.1'): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const addr = server.address();
      const p = typeof addr === 'object' && addr ? addr.port : port;
      resolve(`http://${host.includes(':') ? `[${host}]` : host}:${p}`);
    });
  });
}

