// Everything that is not an API path: built static files (pre-rendered pages,
// scripts, styles) from dist/client through sirv, then Astro's own handler for
// routes rendered on demand. Astro is loaded on first use, so API cold start
// does not pay for it.
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sirv from 'sirv';

type NodeHandler = (req: IncomingMessage, res: ServerResponse, next?: (err?: unknown) => void) => void | Promise<void>;

export interface PageHandler {
  (req: IncomingMessage, res: ServerResponse): void;
}

/** Headers of every page: no sniffing, no referrer leak; framing rules come with the embed widget. */
const PAGE_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

export function createPageHandler(distDir: string): PageHandler {
  const clientDir = path.join(distDir, 'client');
  const serverEntry = path.join(distDir, 'server', 'entry.mjs');
  const statics = existsSync(clientDir)
    ? sirv(clientDir, {
        etag: true,
        gzip: true,
        brotli: true,
        setHeaders(res, pathname) {
          for (const [k, v] of Object.entries(PAGE_HEADERS)) res.setHeader(k, v);
          // Hashed build assets never change; pages and the service worker must revalidate.
          res.setHeader('cache-control', pathname.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
        },
      })
    : null;

  let astro: Promise<NodeHandler | null> | undefined;
  const loadAstro = () =>
    (astro ??= existsSync(serverEntry)
      ? import(pathToFileURL(serverEntry).href).then((m: { handler: NodeHandler }) => m.handler)
      : Promise.resolve(null));

  const notFound = (res: ServerResponse) => {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...PAGE_HEADERS });
    res.end('Not found. The calculators are listed at /capabilities/.\n');
  };

  const dynamic = (req: IncomingMessage, res: ServerResponse) => {
    loadAstro().then(
      (handler) => (handler ? handler(req, res, () => notFound(res)) : notFound(res)),
      (e) => {
        console.error('[pages] could not load the Astro handler:', e);
        notFound(res);
      },
    );
  };

  return (req, res) => {
    if (statics) statics(req, res, () => dynamic(req, res));
    else dynamic(req, res);
  };
}
