// Everything that is not an API path: built static files (pre-rendered pages,
// scripts, styles) through sirv, and Astro's handler for the routes rendered
// on demand: calculator URLs whose query carries inputs, and snapshots.
// Astro is loaded on first use, so API cold start does not pay for it.
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sirv from 'sirv';
import { hasMeaningfulInputs } from '../../engines/derive/query.ts';
import { registry } from '../../engines/registry.ts';
import type { ApiContext } from '../context.ts';

type AstroHandler = (req: IncomingMessage, res: ServerResponse, next?: (err?: unknown) => void, locals?: object) => void | Promise<void>;

/**
 * Headers of every page. Script and style sources are pinned by the CSP <meta>
 * Astro writes with hashes; the header adds what a meta tag cannot carry. Any
 * site may frame the pages: embedding is a feature, and no page acts on
 * cookies or credentials a frame could abuse.
 */
const PAGE_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'content-security-policy': "frame-ancestors *; object-src 'none'; base-uri 'self'",
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

const CALC_PAGE = /^\/calc\/([a-z]+)\/([a-z0-9-]+)\/?$/;

export function createPageHandler(distDir: string, ctx: ApiContext) {
  const clientDir = path.join(distDir, 'client');
  const serverEntry = path.join(distDir, 'server', 'entry.mjs');
  const locals = { snapshots: ctx.snapshots };
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

  let astro: Promise<AstroHandler | null> | undefined;
  const loadAstro = () =>
    (astro ??= existsSync(serverEntry)
      ? import(pathToFileURL(serverEntry).href).then((m: { handler: AstroHandler }) => m.handler)
      : Promise.resolve(null));

  const notFound = (res: ServerResponse) => {
    if (res.headersSent) return;
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...PAGE_HEADERS });
    res.end('Not found. The calculators are listed at /capabilities/.\n');
  };

  const dynamic = (req: IncomingMessage, res: ServerResponse) => {
    loadAstro().then(
      (handler) => {
        if (!handler) return notFound(res);
        for (const [k, v] of Object.entries(PAGE_HEADERS)) res.setHeader(k, v);
        return handler(req, res, () => notFound(res), locals);
      },
      (e) => {
        console.error('[pages] could not load the Astro handler:', e);
        notFound(res);
      },
    );
  };

  return (req: IncomingMessage, res: ServerResponse, pathname: string, query: string) => {
    const m = CALC_PAGE.exec(pathname);
    if (m && query) {
      const tool = registry.tools.get(m[2]);
      if (tool?.ownPage === m[1] && hasMeaningfulInputs(new URLSearchParams(query), tool)) {
        // Rendered with its result on demand (site/pages/ssr/calc/…).
        req.url = `/ssr${pathname}?${query}`;
        res.setHeader('cache-control', 'public, max-age=300');
        return dynamic(req, res);
      }
    }
    if (pathname.startsWith('/ssr/')) return notFound(res);
    if (statics) statics(req, res, () => dynamic(req, res));
    else dynamic(req, res);
  };
}
