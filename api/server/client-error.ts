// Requests Node's parser refuses before any handler sees them: a request line or
// headers over the limit (a 64 KiB query, 10,000 parameters, a 100,000-digit
// number), or bytes that are not HTTP. Node's own answer is a bare status line
// and a closed socket; a client still sending its long request then sees a
// reset instead of the answer. Here the answer says what was wrong, and the
// socket reads on (discarding) for a moment before it closes, as for a 413.
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { boundHit, type Bound } from '../ops/bounds.ts';

/** After the answer, at most this much more of the refused request is read (and discarded)… */
const DRAIN_BYTES = 8 * 1024 * 1024;
/** …for at most this long. */
const DRAIN_MS = 5000;

const ANSWERS: Record<number, [reason: string, text: string]> = {
  414: ['URI Too Long', 'The address is longer than this server reads (16 KiB with the headers). A calculator page takes its inputs in the query: send fewer or shorter ones, or POST them to /api/v1/calc/<id>.\n'],
  431: ['Request Header Fields Too Large', 'The request headers are larger than this server reads (16 KiB with the request line).\n'],
  408: ['Request Timeout', 'The request headers did not arrive in time.\n'],
  400: ['Bad Request', 'The request is not well-formed HTTP.\n'],
};

const BOUND_OF: Record<number, Bound> = { 414: 'request_line', 431: 'request_headers', 408: 'request_timeout', 400: 'request_line' };

export function answerClientErrors(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    const status = statusOf(err);
    boundHit(BOUND_OF[status], `${status} ${ANSWERS[status][0]}`);
    const [reason, text] = ANSWERS[status];
    socket.end(`HTTP/1.1 ${status} ${reason}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`);
    // Read what the client is still sending, so that closing does not reset the answer away.
    let drained = 0;
    const timer = setTimeout(() => socket.destroy(), DRAIN_MS);
    timer.unref();
    socket.on('data', (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > DRAIN_BYTES) socket.destroy();
    });
    socket.once('close', () => clearTimeout(timer));
    socket.on('error', () => socket.destroy());
    socket.resume();
  });
}

function statusOf(err: NodeJS.ErrnoException & { rawPacket?: Buffer }): number {
  if (err.code === 'HPE_HEADER_OVERFLOW') {
    // The request line filled the parser's buffer: the address is what is too long. The packet is the
    // chunk being parsed: the request's start (a method, then a line past any sane length) or its middle.
    const packet = err.rawPacket;
    if (!packet) return 431;
    const lineEnd = packet.indexOf('\r\n');
    const atStart = /^[A-Z]{3,10} /.test(packet.subarray(0, 12).toString('latin1'));
    return (atStart && (lineEnd < 0 || lineEnd > 8192)) || (!atStart && lineEnd < 0) ? 414 : 431;
  }
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT' || err.code === 'HPE_HEADERS_TIMEOUT') return 408;
  return 400;
}
