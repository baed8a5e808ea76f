// One structured JSON line per request (pino), written off the hot path: an
// asynchronous destination buffers lines and writes them in batches. A line
// carries the method, the route's template (never the raw path, which is text
// from the client), the tool, the status, the duration and the request id;
// never inputs, and the client's address only with LOG_CLIENT_IP=1.
// LOG_LEVEL=silent turns request lines off (default info).
import pino from 'pino';

// Lines are written 8 KiB at a time (about 35), and at least once a second when traffic is light.
// Where stdout is a pipe, each write also wakes the reader: with a write per line, the conformance
// harness (which reads the pipe and runs the load in one process) measured REST at 0.230–0.294 of its
// bare server, with 8 KiB batches 0.291–0.342 (six runs each), with the log off 0.438–0.446
// (tests/bench/analysis.md).
// pino writes what is left in the batch when the process exits (a stop, an uncaught error).
//
// The batch holds Buffers, one per line (SonicBoom's buffer mode). In its default string mode SonicBoom
// measures the UTF-8 length of the whole pending batch on every line it adds, which also flattens the
// growing string each time: 3–8 µs a line against 1–2 µs, lines written a few per event-loop turn as a
// server does (tests/bench/analysis.md, "The request log's batch").
const batch = pino.destination({ dest: 1, sync: false, minLength: 8192, periodicFlush: 1000, contentMode: 'buffer' });
// (SonicBoom's types know only strings; its buffer mode takes Buffers.)
const destination = { write: (line: string) => batch.write(Buffer.from(line) as unknown as string) };
export const logger = pino({ level: process.env.LOG_LEVEL ?? 'info', base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime }, destination);
export const logClientIp = process.env.LOG_CLIENT_IP === '1';

export interface RequestLine {
  req_id: string;
  method: string;
  route: string;
  surface: string;
  tool?: string;
  status: number;
  ms: number;
  code?: string;
  ip?: string;
}

export const logRequest = (line: RequestLine) => logger.info(line, 'request');
