// node:http ⇄ the API's request/response shape. Thin on purpose: no
// web-standard Request is built on the hot path.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { ApiRequest, ApiResponse, BodyRead } from '../http.ts';

/** After a 413, at most this many more bytes of the refused body are read (and discarded) before the connection is cut. */
const DRAIN_LIMIT = 8 * 1024 * 1024;
/** …and for at most this long. */
const DRAIN_MS = 5000;

export function fromNode(req: IncomingMessage, path: string, query: string): ApiRequest {
  return {
    method: req.method ?? 'GET',
    path,
    query,
    header(name) {
      const v = req.headers[name];
      return Array.isArray(v) ? v.join(', ') : v;
    },
    ip: req.socket.remoteAddress ?? '',
    body: (limit) => readBody(req, limit),
  };
}

function readBody(req: IncomingMessage, limit: number): Promise<BodyRead> {
  return new Promise((resolve) => {
    let first: Buffer | undefined;
    let chunks: Buffer[] | undefined;
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      if (over) return;
      size += chunk.length;
      if (size > limit) {
        over = true;
        first = chunks = undefined;
        // Answer now; send() drains the rest (closeAfterDrain) so the client can read the 413.
        resolve({ ok: false, reason: 'too_large' });
        return;
      }
      // Most bodies arrive in one chunk: keep it without copying.
      if (first === undefined) first = chunk;
      else (chunks ??= [first]).push(chunk);
    });
    req.on('end', () => {
      if (!over) resolve({ ok: true, bytes: chunks ? Buffer.concat(chunks, size) : (first ?? Buffer.alloc(0)) });
    });
    req.on('error', () => resolve({ ok: false, reason: 'aborted' }));
  });
}

/** `streams`: where a long-lived answer registers how to end it cleanly (a stopping server ends them, shutdown.ts). */
export function send(req: IncomingMessage, res: ServerResponse, r: ApiResponse, head = false, streams?: Set<() => void>): void {
  if (res.headersSent || res.destroyed) return;
  if (r.status === 413) {
    r.headers.connection = 'close';
    closeAfterDrain(req, res);
  }
  if (r.body !== null && typeof r.body !== 'string' && r.body instanceof ReadableStream) {
    res.writeHead(r.status, r.headers);
    if (head) {
      void r.body.cancel();
      res.end();
      return;
    }
    // Long-lived stream: flush each event as it comes; stop it when the client leaves.
    const stream = Readable.fromWeb(r.body as import('node:stream/web').ReadableStream<Uint8Array>);
    const end = () => {
      stream.unpipe(res);
      stream.destroy();
      res.end();
    };
    streams?.add(end);
    res.once('close', () => {
      streams?.delete(end);
      stream.destroy();
    });
    stream.pipe(res);
    return;
  }
  const compressed = r.body === null || head ? null : compress(req, r);
  if (compressed) r.body = compressed;
  // A known length lets Node send headers and body in one write instead of chunked framing.
  const length = r.body === null ? 0 : typeof r.body === 'string' ? Buffer.byteLength(r.body) : r.body.byteLength;
  if (r.status !== 204) r.headers['content-length'] = String(length); // each response owns its headers object
  res.writeHead(r.status, r.headers);
  res.end(head ? undefined : (r.body ?? undefined));
}

/** Answers at least this large are compressed for a client that accepts it; smaller ones cost more CPU than they save. */
const COMPRESS_MIN_BYTES = 16 * 1024;

/**
 * A large answer (the MCP Apps view that resources/read returns, a long search, the catalogs, OpenAPI) in
 * the encoding the client accepts: brotli at a fast level, else gzip. Sets content-encoding and vary.
 */
function compress(req: IncomingMessage, r: ApiResponse): Buffer | null {
  const body = r.body as string | Uint8Array;
  const size = typeof body === 'string' ? body.length : body.byteLength;
  if (size < COMPRESS_MIN_BYTES || r.headers['content-encoding']) return null;
  const accept = String(req.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
  if (!encoding) return null;
  r.headers['content-encoding'] = encoding;
  r.headers.vary = r.headers.vary ? `${r.headers.vary}, Accept-Encoding` : 'Accept-Encoding';
  return encoding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : gzipSync(body, { level: 4 });
}

/**
 * A refused body may still be arriving when its 413 is written. Node would
 * destroy the socket as soon as a `Connection: close` response is written, and
 * the client, still sending, would see EPIPE or a reset instead of the answer.
 * So the socket only half-closes after the response, reads on (discarding)
 * until the request ends, DRAIN_LIMIT bytes or DRAIN_MS have passed, and is
 * destroyed only then, once the response has been flushed.
 */
function closeAfterDrain(req: IncomingMessage, res: ServerResponse): void {
  const socket = res.socket;
  if (!socket) return;
  socket.destroySoon = () => socket.end();
  let drained = 0;
  let timer: NodeJS.Timeout | undefined;
  const cut = () => {
    clearTimeout(timer);
    if (res.writableFinished) socket.destroy();
    else res.once('finish', () => socket.destroy());
  };
  timer = setTimeout(cut, DRAIN_MS);
  timer.unref();
  if (req.complete) return cut();
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_LIMIT) cut();
  });
  req.once('end', cut);
  req.once('error', cut);
  req.resume();
}
