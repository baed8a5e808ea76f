// node:http ⇄ the API's request/response shape. Thin on purpose: no
// web-standard Request is built on the hot path.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ApiRequest, ApiResponse, BodyRead } from '../http.ts';

/** Past this many bytes an oversized body is no longer drained but the connection is closed. */
const DRAIN_LIMIT = 8 * 1024 * 1024;

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
      size += chunk.length;
      if (over) {
        if (size > DRAIN_LIMIT) req.destroy();
        return;
      }
      if (size > limit) {
        over = true;
        first = chunks = undefined;
        // Answer now; keep reading (and discarding) so the client can read the 413.
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

export function send(res: ServerResponse, r: ApiResponse, head = false): void {
  if (res.headersSent || res.destroyed) return;
  if (r.body !== null && typeof r.body !== 'string' && r.body instanceof ReadableStream) {
    res.writeHead(r.status, r.headers);
    if (head) {
      void r.body.cancel();
      res.end();
      return;
    }
    // Long-lived stream: flush each event as it comes; stop it when the client leaves.
    const stream = Readable.fromWeb(r.body as import('node:stream/web').ReadableStream<Uint8Array>);
    res.once('close', () => stream.destroy());
    stream.pipe(res);
    return;
  }
  // A known length lets Node send headers and body in one write instead of chunked framing.
  const length = r.body === null ? 0 : typeof r.body === 'string' ? Buffer.byteLength(r.body) : r.body.byteLength;
  if (r.status !== 204) r.headers['content-length'] = String(length); // each response owns its headers object
  res.writeHead(r.status, r.headers);
  res.end(head ? undefined : (r.body ?? undefined));
}
