// The built static files (pre-rendered pages, hashed assets, icons) served the
// way a CDN wants them, and without touching the disk on the hot path:
// - the pre-compressed variant the client accepts (.br, then .gz, written by the
//   build), read once and kept in memory (up to a budget; past it, and for
//   ranges and unknown types, the caller's fallback streams from disk);
// - a strong ETag from the bytes of that variant, so every instance serving the
//   same build gives the same validator whatever its files' mtimes, and a
//   Last-Modified from the build (dist/.build-stamp), the same on every instance;
// - If-None-Match (any of a list, weak comparison, `*`) and else
//   If-Modified-Since answered 304 with the validators, Cache-Control and Vary
//   a cache needs to refresh what it holds (RFC 9110 §15.4.5);
// - one byte range (`bytes=first-` or `bytes=first-last`), with If-Range; any
//   other Range header is ignored and the whole file sent, as RFC 9110 allows.
// The headers of each variant are made once (the page's CSP and cache policy
// come from the caller), so a request is a map lookup and one write.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

type Encoding = 'br' | 'gzip' | 'identity';

interface Variant {
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
  /** What a 304 carries: the validators and what a cache stores with them. */
  notModified: Record<string, string>;
}

interface Entry {
  /** The request path the file answers for, as the caller's headers() sees it. */
  urlPath: string;
  file: string;
  type: string;
  encodings: Partial<Record<Encoding, string>>;
  /** Read on first use; null when it is not kept (over the budget, or unreadable): the fallback serves it. */
  variants: Partial<Record<Encoding, Variant | null>>;
}

export interface StaticFilesOptions {
  /** Headers of the file answering `urlPath` (a page's CSP, the cache policy); content headers are added here. */
  headers(urlPath: string, type: string): Record<string, string>;
  /** Bytes kept in memory in all (each process keeps its own). */
  budgetBytes?: number;
  /** Files larger than this are streamed by the fallback. */
  maxFileBytes?: number;
}

export type StaticAnswer = 'served' | 'fallback' | 'missing';

const ENCODED = /\.(br|gz)$/;

/** Every file under `dir` (dot-files aside), by the URL paths that reach it, as sirv resolves them. */
function index(dir: string): Map<string, Entry> {
  const files: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      if (name.startsWith('.')) continue;
      const p = path.join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (!ENCODED.test(name)) files.push(p);
    }
  };
  if (existsSync(dir)) walk(dir);
  const byUrl = new Map<string, Entry>();
  const entryOf = (file: string): Entry => {
    // A type not listed here is left to the fallback.
    const type = TYPES[path.extname(file)] ?? '';
    const rel = `/${path.relative(dir, file).split(path.sep).join('/')}`;
    const encodings: Entry['encodings'] = { identity: file };
    if (existsSync(`${file}.br`)) encodings.br = `${file}.br`;
    if (existsSync(`${file}.gz`)) encodings.gzip = `${file}.gz`;
    return { urlPath: rel, file, type, encodings, variants: {} };
  };
  const entries = files.map(entryOf);
  // sirv's order: the path itself, then <path>/index.html, then <path>.html (the last found wins here).
  for (const e of entries) byUrl.set(e.urlPath, e);
  for (const e of entries) if (e.urlPath.endsWith('/index.html')) byUrl.set(e.urlPath.slice(0, -'/index.html'.length) || '/', { ...e, urlPath: e.urlPath.slice(0, -'index.html'.length) });
  for (const e of entries) if (e.urlPath.endsWith('.html') && !e.urlPath.endsWith('/index.html')) byUrl.set(e.urlPath.slice(0, -'.html'.length), e);
  return byUrl;
}

/** RFC 9110 §13.1.2: does If-None-Match name this (strong) tag, compared weakly? */
export function noneMatch(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  for (const tag of header.split(',')) if (tag.trim().replace(/^W\//, '') === opaque) return true;
  return false;
}

/**
 * The one range of a Range header this serves, 'unsatisfiable' past the end, or null to send the whole
 * file: another form (a suffix, several ranges, last < first), or an If-Range that no longer matches.
 */
function byteRange(range: string, ifRange: string | undefined, variant: Variant, lastModified: string): [number, number] | 'unsatisfiable' | null {
  if (ifRange !== undefined && ifRange !== variant.etag && ifRange !== lastModified) return null;
  const m = /^bytes=(\d{1,15})-(\d{0,15})$/.exec(range);
  if (!m) return null;
  const first = Number(m[1]);
  if (m[2] !== '' && Number(m[2]) < first) return null;
  if (first >= variant.body.length) return 'unsatisfiable';
  return [first, m[2] === '' ? variant.body.length - 1 : Math.min(Number(m[2]), variant.body.length - 1)];
}

/**
 * The static files of `dir` (dist/client). `lastModified` is the build's time, for every file.
 * The handler answers 'served', or 'fallback' (the caller streams it: a range, a large or unread file, an
 * unknown type), or 'missing' (no such file).
 */
export function createStaticFiles(dir: string, lastModified: Date, { headers, budgetBytes = 32 * 1024 * 1024, maxFileBytes = 1024 * 1024 }: StaticFilesOptions) {
  const byUrl = index(dir);
  const modified = new Date(Math.floor(lastModified.getTime() / 1000) * 1000);
  const lastModifiedText = modified.toUTCString();
  let kept = 0;

  function load(entry: Entry, encoding: Encoding): Variant | null {
    const file = entry.encodings[encoding]!;
    let body: Buffer;
    try {
      if (statSync(file).size > maxFileBytes || kept >= budgetBytes) return null;
      body = readFileSync(file);
    } catch {
      return null; // gone since the index was made: the fallback answers as it can
    }
    kept += body.length;
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
    const own = headers(entry.urlPath, entry.type);
    const vary: Record<string, string> = entry.encodings.br || entry.encodings.gzip ? { vary: 'Accept-Encoding' } : {};
    const notModified: Record<string, string> = { etag, 'last-modified': lastModifiedText, 'cache-control': own['cache-control'] ?? 'no-cache', ...vary };
    const content: Record<string, string> = { 'content-type': entry.type, 'content-length': String(body.length), 'accept-ranges': 'bytes', ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }) };
    return { body, etag, headers: { ...own, ...content, ...notModified }, notModified };
  }

  return (req: IncomingMessage, res: ServerResponse, pathname: string): StaticAnswer => {
    let p = pathname;
    if (p.includes('%')) {
      try {
        p = decodeURI(p);
      } catch {
        return 'missing';
      }
    }
    if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
    const entry = byUrl.get(p);
    if (!entry) return 'missing';
    if (!entry.type) return 'fallback';
    const accept = req.headers['accept-encoding'] ?? '';
    const encoding: Encoding = entry.encodings.br && /\bbr\b/.test(accept) ? 'br' : entry.encodings.gzip && /\bgzip\b/.test(accept) ? 'gzip' : 'identity';
    let variant = entry.variants[encoding];
    if (variant === undefined) variant = entry.variants[encoding] = load(entry, encoding);
    if (variant === null) return 'fallback';
    const inm = req.headers['if-none-match'];
    const ims = req.headers['if-modified-since'];
    // If-Modified-Since counts only without If-None-Match (RFC 9110 §13.1.3).
    if (inm !== undefined ? noneMatch(inm, variant.etag) : ims !== undefined && Date.parse(ims) >= modified.getTime()) {
      res.writeHead(304, variant.notModified);
      res.end();
      return 'served';
    }
    const ifRange = req.headers['if-range'];
    const range = req.headers.range === undefined ? null : byteRange(req.headers.range, typeof ifRange === 'string' ? ifRange : undefined, variant, lastModifiedText);
    if (range === 'unsatisfiable') {
      res.writeHead(416, { 'content-range': `bytes */${variant.body.length}`, ...variant.notModified });
      res.end();
    } else if (range) {
      const [first, last] = range;
      res.writeHead(206, { ...variant.headers, 'content-range': `bytes ${first}-${last}/${variant.body.length}`, 'content-length': String(last - first + 1) });
      res.end(req.method === 'HEAD' ? undefined : variant.body.subarray(first, last + 1));
    } else {
      res.writeHead(200, variant.headers);
      res.end(req.method === 'HEAD' ? undefined : variant.body);
    }
    return 'served';
  };
}
