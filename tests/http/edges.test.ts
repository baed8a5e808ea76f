// The edges of HTTP that the hostile review found: requests Node's parser
// refuses (an address or headers over 16 KiB) answer a readable 414/431 even
// while the client is still sending; pages refuse methods that are not reads;
// the 404 page's own file is a 404; MCP error texts do not echo a long request
// back; and a client trickling its headers is cut after the 10 s SECURITY.md states.
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type Running } from '../helpers/server.ts';

let server: Running;
let port: number;
beforeAll(async () => {
  server = await spawnServer({ RATE_LIMIT_DISABLED: '1' });
  port = Number(new URL(server.url).port);
});
afterAll(async () => server?.close());

/** Writes `request` in one go (as a client with a long request does) and reads the answer until the server closes. */
function raw(request: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (b) => (answer += b.toString('latin1')));
    socket.on('close', () => resolve(answer));
    socket.on('error', (e) => (answer ? resolve(answer) : reject(e)));
    socket.write(request);
  });
}

describe('requests over the parser’s limits', () => {
  it.each([
    ['a 64 KiB query', `/calc/electric/ohms-law?x=${'1'.repeat(64 * 1024)}`],
    ['10,000 parameters', `/calc/electric/ohms-law?${Array.from({ length: 10_000 }, (_, i) => `a${i}=1`).join('&')}`],
    ['a 100,000-digit number', `/calc/electric/ohms-law?V=${'9'.repeat(100_000)}&R=2`],
    ['a 20 KiB API path', `/api/v1/calc/${'x'.repeat(20 * 1024)}`],
  ])('answer %s with a readable 414, not a reset', async (_what, path) => {
    const answer = await raw(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1.1 414 /);
    expect(answer).toMatch(/\r\n\r\nThe address is longer than this server reads/);
  });

  it('answer headers over the limit with a readable 431', async () => {
    const answer = await raw(`GET /calc/electric/ohms-law HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1.1 431 /);
    expect(answer).toMatch(/request headers are larger/);
  });
});

describe('pages', () => {
  it.each(['TRACE', 'PROPFIND', 'DELETE', 'PUT', 'POST'])('refuse %s with 405 and say which methods they take', async (method) => {
    const res = await new Promise<http.IncomingMessage & { text: string }>((resolve, reject) => {
      const req = http.request(`${server.url}/calc/electric/ohms-law`, { method }, (r) => {
        let text = '';
        r.on('data', (b) => (text += b));
        r.on('end', () => resolve(Object.assign(r, { text })));
      });
      req.on('error', reject);
      req.end();
    });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(res.text).toBe('');
  });

  it('answer the 404 page’s own file with 404', async () => {
    for (const p of ['/404.html', '/404', '/404/']) expect((await fetch(`${server.url}${p}`)).status, p).toBe(404);
    expect((await fetch(`${server.url}/calc/electric/ohms-law`)).status).toBe(200);
  });
});

describe('MCP error texts', () => {
  it('quote at most a few hundred characters of what was sent', async () => {
    const uri = `ui://${'a'.repeat(200_000)}`;
    for (const version of ['2024-11-05', '2026-07-28']) {
      const res = await fetch(`${server.url}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': version, 'mcp-method': 'resources/read', 'mcp-name': '-' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'resources/read', params: { uri } }),
      });
      const text = await res.text();
      expect(text.length, version).toBeLessThan(2000);
      expect(text).toMatch(/cut at 400 characters/);
    }
  });
});

describe('slow clients', () => {
  it('are cut within about 10 s when they trickle their headers', async () => {
    const t0 = performance.now();
    const closedAfter = await new Promise<number>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n');
      const drip = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 1000);
      socket.on('data', () => {});
      socket.on('close', () => {
        clearInterval(drip);
        resolve(performance.now() - t0);
      });
      socket.on('error', () => {});
    });
    expect(closedAfter).toBeGreaterThan(9_000);
    expect(closedAfter).toBeLessThan(12_000);
  }, 20_000);
});
