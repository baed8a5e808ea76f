// Everything that is not an API path: built static files (pre-rendered pages,
// scripts, styles) from memory, pre-compressed and with validators
// (static-files.ts; sirv streams what that does not keep: ranges, large files),
// and the pages the server composes from them
// (site/ssr/, bundled into dist/server/render.mjs, loaded on first use):
// calculator URLs whose query carries inputs, snapshots at /s/<id>, and the
// 404, 429, 500 and 503 pages. Astro never runs at request time.
//
// Every HTML response carries the CSP header the build derived from the pages
// (page-headers.ts), a real status line and a cache-control. A failure while
// answering one request ends in a 500 page for that request, never in the
// process: each request runs inside one promise whose rejection is handled.
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import sirv from 'sirv';
import type { Snapshot } from '../../engines/derive/snapshot.ts';
import { StoreUnavailable } from '../share/store.ts';
import { hasMeaningfulInputs } from '../../engines/derive/query.ts';
import { requestPrefs, type VisitorPrefs } from '../../engines/derive/reading-prefs.ts';
import { registry } from '../../engines/registry.ts';
import type { ApiContext } from '../context.ts';
import { clientKey, rateLimitedHeaders, type Bucket } from '../rate-limit.ts';
import { metrics } from '../ops/metrics.ts';
import { fromNode } from './node-adapter.ts';
import { loadOwnPageHeaders, loadPageHeaders } from './page-headers.ts';
import { createStaticFiles } from './static-files.ts';

interface Renderers {
  renderCalculator(template: string, toolId: string, search: URLSearchParams, prefs: VisitorPrefs): string | null;
  renderSnapshot(shell: string, snap: Snapshot, prefs: VisitorPrefs): string;
  messagePage(shell: string, title: string, paragraphs: string[]): string;
  notFoundPage(shell: string, pathname: string): string;
}

const CALC_PAGE = /^\/calc\/([a-z]+)\/([a-z0-9-]+)\/?$/;
const SNAPSHOT_PAGE = /^\/s\/([^/]+)\/?$/;

/**
 * One range of the form sirv reads correctly (`bytes=first-` or `bytes=first-last`, first ≤ last).
 * Anything else is ignored, as RFC 9110 allows, and the whole file is sent: sirv would answer a
 * suffix range (`bytes=-5`) with the first bytes, several ranges or `bytes=1e3-` with wrong ones, and
 * `bytes=5-3` with a stream error.
 */
const SINGLE_RANGE = /^bytes=(\d{1,15})-(\d{0,15})$/;
function servableRange(range: string): boolean {
  const m = SINGLE_RANGE.exec(range);
  return m !== null && (m[2] === '' || Number(m[1]) <= Number(m[2]));
}

const NO_STORE = 'no-store';
const PAGE_METHODS = 'GET, HEAD, OPTIONS';
/**
 * Built files whose names carry their content's hash (/_astro/) never change: a year, immutable. Every
 * other built file (pages, the service worker, icons, the manifest) changes with a deploy: a browser
 * revalidates it at each use (max-age=0; a 304 when it has not changed), a shared cache (a CDN) keeps it
 * 5 minutes before revalidating (s-maxage), and may serve it a day past that while the origin fails.
 */
export const ASSET_CACHE = 'public, max-age=31536000, immutable';
export const PAGE_CACHE = 'public, max-age=0, s-maxage=300, stale-if-error=86400';
/** Computed pages: the same URL gives the same page until the next deploy. */
const COMPUTED = 'public, max-age=300';
/** A snapshot never changes. */
const IMMUTABLE = 'public, max-age=86400, immutable';
/**
 * Computed pages read their numbers in the visitor's locale (Accept-Language), as
 * the island will after hydration; amounts are in the calculation's own currency
 * (the URL's or the snapshot's), so no cookie changes a page.
 */
const VARY_READING = 'Accept-Encoding, Accept-Language';
const prefsOf = (req: IncomingMessage) => requestPrefs(req.headers['accept-language']);

export function createPageHandler(distDir: string, ctx: ApiContext) {
  const clientDir = path.join(distDir, 'client');
  const pageHeaders = loadPageHeaders(distDir);
  const ownPageHeaders = loadOwnPageHeaders(distDir);
  /** A built file's own headers: a page's CSP (its own, or the shared one), nosniff, and its cache policy. */
  const fileHeaders = (pathname: string, html: boolean): Record<string, string> => ({
    // A page's URL path: /calc/electric/ohms-law for …/ohms-law/, …/ohms-law/index.html (and /x for /x.html).
    ...(html ? (ownPageHeaders.get(pathname.replace(/(\/index\.html|\.html|\/)$/, '') || '/') ?? pageHeaders) : { 'x-content-type-options': 'nosniff' }),
    'cache-control': pathname.startsWith('/_astro/') ? ASSET_CACHE : PAGE_CACHE,
  });
  const built = existsSync(clientDir);
  const stamp = path.join(distDir, '.build-stamp');
  /** When the files were built: every file's Last-Modified, the same on every instance serving this build. */
  const builtAt = built ? statSync(existsSync(stamp) ? stamp : clientDir).mtime : new Date();
  const fromMemory = built
    ? createStaticFiles(clientDir, builtAt, { headers: (pathname, type) => fileHeaders(pathname, type.startsWith('text/html')) })
    : null;
  const statics = built
    ? sirv(clientDir, {
        // What static-files.ts does not keep (files over 1 MiB as they are, types it does not know) is streamed
        // from disk, with the build's Last-Modified and no ETag (sirv's would come from the file's size and mtime,
        // which differ between instances).
        etag: false,
        gzip: true,
        brotli: true,
        setHeaders(res, pathname) {
          const ext = path.extname(pathname);
          for (const [k, v] of Object.entries(fileHeaders(pathname, ext === '' || ext === '.html'))) res.setHeader(k, v);
          res.setHeader('last-modified', builtAt.toUTCString());
        },
      })
    : null;

  let renderers: Promise<Renderers> | undefined;
  const render = () => (renderers ??= import(pathToFileURL(path.join(distDir, 'server', 'render.mjs')).href) as Promise<Renderers>);

  const files = new Map<string, string>();
  /** A built page, read once. */
  const page = (rel: string) => {
    let t = files.get(rel);
    if (t === undefined) files.set(rel, (t = readFileSync(path.join(clientDir, rel), 'utf8')));
    return t;
  };
  /** The shell of composed pages: the pre-rendered 404 page. */
  const shell = () => page('404.html');

  /** Compressed for clients that accept it, at fast settings (composed pages are made per request). */
  function sendHtml(req: IncomingMessage, res: ServerResponse, status: number, html: string, headers: Record<string, string>) {
    const accept = String(req.headers['accept-encoding'] ?? '');
    const all: Record<string, string> = { ...pageHeaders, 'content-type': 'text/html; charset=utf-8', vary: 'Accept-Encoding', ...headers };
    // Encoded once: a page holds Ω and ×, so the string is two-byte, and measuring it for the
    // content-length and then writing it would encode it twice.
    let body: Buffer;
    if (/\bbr\b/.test(accept)) {
      body = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
      all['content-encoding'] = 'br';
    } else if (/\bgzip\b/.test(accept)) {
      body = gzipSync(html, { level: 1 });
      all['content-encoding'] = 'gzip';
    } else body = Buffer.from(html);
    all['content-length'] = String(body.length);
    res.writeHead(status, all);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  const message = async (req: IncomingMessage, res: ServerResponse, status: number, title: string, paragraphs: string[], headers: Record<string, string>) =>
    sendHtml(req, res, status, (await render()).messagePage(shell(), title, paragraphs), headers);

  /** Counts a page the server computes; the refusing bucket's headers when over the limit. */
  async function refused(req: IncomingMessage, pathname: string, bucket: Bucket): Promise<Record<string, string> | null> {
    if (!ctx.limiter) return null;
    const d = await ctx.limiter.check(bucket, clientKey(fromNode(req, pathname, '')));
    if (d.allowed) return null;
    metrics?.rateLimitRefused(bucket);
    return { ...rateLimitedHeaders(bucket, d), 'cache-control': NO_STORE };
  }

  async function calculatorWithInputs(req: IncomingMessage, res: ServerResponse, pathname: string, toolId: string, search: URLSearchParams) {
    const template = page(path.join(pathname.replace(/\/$/, ''), 'index.html'));
    const limited = await refused(req, pathname, 'pages');
    // Over the limit the visitor still gets the working page: the island computes the query in the browser.
    if (limited) return sendHtml(req, res, 429, template, limited);
    const html = (await render()).renderCalculator(template, toolId, search, prefsOf(req));
    if (html === null) throw new Error(`${pathname}: the pre-rendered page does not have the expected shape`);
    sendHtml(req, res, 200, html, { 'cache-control': COMPUTED, vary: VARY_READING });
  }

  async function snapshotPage(req: IncomingMessage, res: ServerResponse, pathname: string, rawId: string) {
    let id: string;
    try {
      id = decodeURIComponent(rawId);
    } catch {
      id = '';
    }
    // An id that cannot be one of ours is answered before it counts against the limit.
    const plausible = ctx.snapshots.plausible(id);
    const limited = plausible ? await refused(req, pathname, 'pages') : null;
    if (limited) return message(req, res, 429, 'Too many requests', [`Too many pages from this address; try again in ${limited['retry-after']} s.`], limited);
    let snap: Snapshot | null = null;
    try {
      snap = plausible ? await ctx.snapshots.load(id) : null;
    } catch (e) {
      if (!(e instanceof StoreUnavailable)) throw e;
      return message(req, res, 503, 'Snapshot store unavailable', ['The snapshot store is not answering right now; try again in a moment.'], { 'cache-control': NO_STORE, 'retry-after': '5' });
    }
    if (!snap) {
      return message(req, res, 404, 'Snapshot not found', ['No snapshot has this id: it never existed, has expired, or the link was damaged or altered.'], { 'cache-control': 'public, max-age=60' });
    }
    sendHtml(req, res, 200, (await render()).renderSnapshot(shell(), snap, prefsOf(req)), { 'cache-control': IMMUTABLE, vary: VARY_READING });
  }

  /**
   * The 404 page names the path and offers the calculators nearest to its words. A missing hashed asset is
   * not kept by caches: during a rolling deploy a page of the new build may ask an instance of the old one.
   */
  async function notFound(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    const cache = pathname.startsWith('/_astro/') ? NO_STORE : 'public, max-age=60';
    if (existsSync(path.join(clientDir, '404.html'))) return sendHtml(req, res, 404, (await render()).notFoundPage(shell(), pathname), { 'cache-control': cache });
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...pageHeaders });
    res.end('Not found.\n');
  }

  async function handle(req: IncomingMessage, res: ServerResponse, pathname: string, query: string) {
    // Pages are read, never written: sirv would answer any method with the page.
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      const status = req.method === 'OPTIONS' ? 204 : 405;
      res.writeHead(status, { ...pageHeaders, allow: PAGE_METHODS, 'cache-control': NO_STORE, 'content-length': '0' });
      return void res.end();
    }
    // The 404 page's file is the shell of composed pages, not a page of its own.
    if (/^\/404(\.html)?\/?$/.test(pathname)) return notFound(req, res, pathname);
    const calc = CALC_PAGE.exec(pathname);
    if (calc && query) {
      const tool = registry.tools.get(calc[2]);
      const search = new URLSearchParams(query);
      if (tool?.ownPage === calc[1] && statics && hasMeaningfulInputs(search, tool)) return calculatorWithInputs(req, res, pathname, tool.id, search);
    }
    const snap = SNAPSHOT_PAGE.exec(pathname);
    if (snap && statics) return snapshotPage(req, res, pathname, snap[1]);
    if (!statics) return notFound(req, res, pathname);
    const answer = fromMemory!(req, res, pathname);
    if (answer === 'served') return;
    if (answer === 'missing') return notFound(req, res, pathname);
    if (req.headers.range !== undefined && !servableRange(req.headers.range)) delete req.headers.range;
    // sirv pipes a file stream into the response without an 'error' listener: a file removed after
    // sirv listed it (dist/ rebuilt under a running server) would throw ENOENT out of the process.
    res.once('pipe', (file: NodeJS.ReadableStream) => file.once('error', (e) => failed(req, res, pathname, e)));
    statics(req, res, () => void notFound(req, res, pathname).catch((e: unknown) => failed(req, res, pathname, e)));
  }

  /** A failure while answering one request ends in a 500 page for that request. */
  function failed(req: IncomingMessage, res: ServerResponse, pathname: string, e: unknown) {
    console.error(`[pages] ${req.method} ${pathname}:`, e);
    if (res.headersSent) return void res.destroy();
    message(req, res, 500, 'Something went wrong', ['This page could not be made; the failure was logged. Try again, or use the calculator without the inputs in the address.'], { 'cache-control': NO_STORE }).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', ...pageHeaders, 'cache-control': NO_STORE });
      res.end('Internal error.\n');
    });
  }

  return (req: IncomingMessage, res: ServerResponse, pathname: string, query: string) => {
    handle(req, res, pathname, query).catch((e: unknown) => failed(req, res, pathname, e));
  };
}
