// The limits beyond the spec's REST and MCP rates, with a real server and small
// settings: the snapshot write quota and size cap, the paid path, pages the
// server computes, MCP messages counted per batch entry, batch and response
// bounds; a 429 carries the headers of the bucket that refused it. Oversized
// bodies get a readable 413, and a taken port stops `npm start` with one line.
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, spawnServer, type Running } from '../helpers/server.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
let server: Running;
beforeAll(async () => {
  server = await spawnServer({
    RATE_LIMIT_SHARE_PER_HOUR: '3',
    RATE_LIMIT_PAGES_PER_MINUTE: '3',
    RATE_LIMIT_PAID_PER_MINUTE: '2',
    RATE_LIMIT_MCP_PER_MINUTE: '6',
    SNAPSHOT_MAX_BYTES: '6000',
    MCP_MAX_RESPONSE_BYTES: '20000',
  });
});
afterAll(async () => server?.close());

const post = (p: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${p}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
const LEGACY_MCP = { accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2024-11-05' };

function expectRefusedBy(res: Response, bucket: string, limit: number) {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(res.headers.get('ratelimit-policy')).toMatch(new RegExp(`^"${bucket}";q=${limit};w=\\d+$`));
  expect(res.headers.get('ratelimit-remaining')).toBe('0');
}

describe('limits on what writes or computes', () => {
  it('snapshots: a size cap and a per-IP write quota per hour', async () => {
    // 200 courses, the most a GPA takes: within the list's maximum, beyond this server's snapshot size.
    const rows = Array.from({ length: 200 }, (_, i) => `Course ${i}:3:A`).join('\n');
    const big = await post('/api/v1/share', { tool_id: 'gpa', inputs: { mode: 'courses', courses: rows } });
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ code: 'SNAPSHOT_TOO_LARGE', field: 'inputs' });
    // The refused one counted: two more fit, the next is over the quota of 3 an hour.
    for (let i = 0; i < 2; i++) expect((await post('/api/v1/share', { tool_id: 'ohms-law', inputs: { V: 12, R: i + 1 } })).status).toBe(201);
    const over = await post('/api/v1/share', { tool_id: 'ohms-law', inputs: { V: 12, R: 9 } });
    expectRefusedBy(over, 'share', 3);
    expect((await over.json()).detail).toMatch(/per hour/);
  });

  it('the paid path has its own limit', async () => {
    const body = { capability_id: 'electrical.ohms_law', inputs: { V: 12, R: 6 } };
    for (let i = 0; i < 2; i++) expect((await post('/api/v1/commerce/compute', body)).status).toBe(402);
    expectRefusedBy(await post('/api/v1/commerce/compute', body), 'paid', 2);
  });

  it('pages the server computes: over the limit, a 429 whose page still computes in the browser', async () => {
    const page = (r: number) => fetch(`${server.url}/calc/electric/ohms-law?V=12&R=${r}`);
    for (let i = 1; i <= 3; i++) expect((await page(i)).status).toBe(200);
    const over = await page(4);
    expectRefusedBy(over, 'pages', 3);
    expect(over.headers.get('content-type')).toMatch(/text\/html/);
    expect(over.headers.get('content-security-policy')).toMatch(/script-src/);
    expect(await over.text()).toMatch(/<astro-island/);
    // The page without inputs is a static file and is never limited.
    expect((await fetch(`${server.url}/calc/electric/ohms-law`)).status).toBe(200);
  });

  it('MCP: every message of a batch counts; batches and answers are bounded', async () => {
    const list = (id: number) => ({ jsonrpc: '2.0', id, method: 'ping' });
    const tooMany = await post('/mcp', Array.from({ length: 21 }, (_, i) => list(i)), LEGACY_MCP);
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).error.message).toMatch(/at most 20 messages/);
    // A search of the whole catalog answers far more than MCP_MAX_RESPONSE_BYTES.
    const huge = await post('/mcp', { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'search_capabilities', arguments: { limit: 500 } } }, LEGACY_MCP);
    expect(huge.status).toBe(400);
    expect((await huge.json()).error.message).toMatch(/exceed 20000 bytes/);
    // The two requests above counted 1 + 1 (the refused batch was not read as messages): a batch of 4 fits the 6, a batch of 2 does not.
    expect((await post('/mcp', [list(1), list(2), list(3), list(4)], LEGACY_MCP)).status).toBe(200);
    expectRefusedBy(await post('/mcp', [list(5), list(6)], LEGACY_MCP), 'mcp', 6);
  });
});

describe('oversized bodies', () => {
  it('answer 413 that the client can read, even while it is still sending', async () => {
    const unlimited = await spawnServer({ RATE_LIMIT_DISABLED: '1' });
    const body = Buffer.alloc(2 * 1024 * 1024, 0x20);
    const { port } = new URL(unlimited.url);
    const send = (p: string) =>
      new Promise<number | string>((resolve) => {
        const req = http.request({ host: '127.0.0.1', port, path: p, method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' } }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode!));
        });
        req.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'));
        // Chunked: the server cannot refuse it from a Content-Length before reading.
        req.write(body.subarray(0, 1024 * 1024));
        setTimeout(() => req.end(body.subarray(1024 * 1024)), 20);
      });
    const statuses = [];
    for (let i = 0; i < 5; i++) for (const p of ['/api/v1/calc/ohms-law', '/mcp', '/api/v1/share']) statuses.push(await send(p));
    await unlimited.close();
    expect(new Set(statuses)).toEqual(new Set([413]));
  });
});

describe('a port that is taken', () => {
  for (const workers of ['1', '2']) {
    it(`stops the server with one line and a non-zero status (${workers} worker${workers === '1' ? '' : 's'})`, async () => {
      const port = await freePort();
      const blocker = http.createServer().listen(port, '127.0.0.1');
      await new Promise((r) => blocker.once('listening', r));
      const entry = workers === '1' ? 'api/server/serve.ts' : 'api/server/cluster.ts';
      const child = spawn(process.execPath, [path.join(ROOT, entry)], { cwd: ROOT, env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', WORKERS: workers }, stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      child.stdout.on('data', (b) => (out += b));
      child.stderr.on('data', (b) => (out += b));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      blocker.close();
      expect(code).not.toBe(0);
      const lines = out.trim().split('\n');
      expect(lines).toEqual([`[server] cannot listen on 127.0.0.1:${port}: the port is in use by another process; stop it or set PORT to a free port.`]);
    });
  }
});
