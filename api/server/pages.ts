// Everything that is not an API path: built static files (pre-rendered pages,
// scripts, styles) through sirv; calculator URLs whose query carries inputs,
// rendered from their pre-rendered page (dist/server/render-calculator.mjs);
// and Astro's handler for the other routes rendered on demand (snapshots).
// Astro and the renderer load on first use, so API cold start does not pay for them.
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import sirv from 'sirv';
import { hasMeaningfulInputs } from '../../engines/derive/query.ts';
import { registry } from '../../engines/registry.ts';
import type { ApiContext } from '../context.ts';

type RenderCalculator = (template: string, toolId: string, search: URLSearchParams) => string | null;
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

/** Compressed for clients that accept it, at fast settings (a page is rendered per request). */
function sendHtml(req: IncomingMessage, res: ServerResponse, html: string) {
  const accept = String(req.headers['accept-encoding'] ?? '');
  const headers: Record<string, string> = { ...PAGE_HEADERS, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=300', vary: 'Accept-Encoding' };
  let body: Buffer | string = html;
  if (/\bbr\b/.test(accept)) {
    body = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
    headers['content-encoding'] = 'br';
  } else if (/\bgzip\b/.test(accept)) {
    body = gzipSync(html, { level: 1 });
    headers['content-encoding'] = 'gzip';
  }
  headers['content-length'] = String(Buffer.byteLength(body));
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

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

  let renderer: Promise<RenderCalculator> | undefined;
  const templates = new Map<string, string>();
  const template = (pathname: string) => {
    let t = templates.get(pathname);
    if (t === undefined) templates.set(pathname, (t = readFileSync(path.join(clientDir, pathname, 'index.html'), 'utf8')));
    return t;
  };

  /** A calculator URL with inputs: the pre-rendered page with its result filled in. */
  const withResult = (req: IncomingMessage, res: ServerResponse, pathname: string, toolId: string, search: URLSearchParams) => {
    renderer ??= import(pathToFileURL(path.join(distDir, 'server', 'render-calculator.mjs')).href).then((m: { renderCalculator: RenderCalculator }) => m.renderCalculator);
    renderer.then(
      (render) => {
        const html = render(template(pathname.replace(/\/$/, '')), toolId, search);
        if (html === null) return notFound(res);
        sendHtml(req, res, html);
      },
      (e) => {
        console.error('[pages] could not render', pathname, e);
        notFound(res);
      },
    );
  };

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
      const search = new URLSearchParams(query);
      if (tool?.ownPage === m[1] && statics && hasMeaningfulInputs(search, tool)) return withResult(req, res, pathname, tool.id, search);
    }
    if (statics) statics(req, res, () => dynamic(req, res));
    else dynamic(req, res);
  };
}
