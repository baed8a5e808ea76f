// Baselines measured in the same run as the service, each in its own process:
//   node baseline-servers.ts json <file>   answers every request with the file's bytes as JSON
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
