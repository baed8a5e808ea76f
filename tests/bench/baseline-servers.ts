// Baselines measured in the same run as the service, each in its own process:
//   node baseline-servers.ts json <file>   answers every request with the file's bytes as JSON
//   node baseline-servers.ts replay <file> answers with a recorded answer of ours: the same body
//                                          bytes and the same headers ({ headers, body } JSON), no compute
//   node baseline-servers.ts static <dir>  a plain static file server (sirv) over the built pages
// Prints {"port": n} when listening.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import sirv from 'sirv';

const [mode, arg] = process.argv.slice(2);
let handler: http.RequestListener;
if (mode === 'json') {
  const body = readFileSync(arg);
  handler = (req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
      res.end(body);
    });
  };
} else if (mode === 'replay') {
  const recorded = JSON.parse(readFileSync(arg, 'utf8')) as { headers: Record<string, string>; body: string };
  const body = Buffer.from(recorded.body);
  const headers = { ...recorded.headers, 'content-length': String(body.length) };
  handler = (req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, headers);
      res.end(body);
    });
  };
} else {
  const serve = sirv(arg, { etag: true, gzip: true, brotli: true });
  handler = (req, res) => serve(req, res, () => {
    res.writeHead(404);
    res.end();
  });
}
const server = http.createServer(handler);
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as { port: number }).port })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
