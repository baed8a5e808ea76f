// Large answers travel compressed when the client accepts it: the MCP Apps
// view that resources/read returns (about 0.9 MB of HTML inside JSON), and
// REST's large documents; small answers (a calculation) are sent as they are.
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInProcess, type Running } from '../helpers/server.ts';

let server: Running;
beforeAll(async () => {
  server = await startInProcess();
});
afterAll(async () => server?.close());

/** The raw answer: status, headers and the bytes on the wire. */
function raw(path: string, init: { method?: string; headers?: Record<string, string>; body?: string }): Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${server.url}${path}`, { method: init.method ?? 'GET', headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, bytes: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

const MCP = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'resources/read', 'mcp-name': 'ui://calculatorx/calculator.html' };
const readView = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'resources/read', params: { uri: 'ui://calculatorx/calculator.html' } });

describe('compressed answers', () => {
  it('send the MCP Apps view gzip-compressed to a client that accepts it, to less than a third of its size', async () => {
    const plain = await raw('/mcp', { method: 'POST', headers: MCP, body: readView });
    const zipped = await raw('/mcp', { method: 'POST', headers: { ...MCP, 'accept-encoding': 'gzip' }, body: readView });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
    expect(gunzipSync(zipped.bytes).toString()).toBe(plain.bytes.toString());
    expect(zipped.bytes.length).toBeLessThan(plain.bytes.length / 3);
    console.log(`[compression] MCP Apps view over /mcp: ${plain.bytes.length} bytes, ${zipped.bytes.length} gzip`);
  });

  it('send a small calculation as it is', async () => {
    const r = await raw('/api/v1/calc/ohms-law', { method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, br' }, body: '{"inputs":{"V":12,"R":6}}' });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBeUndefined();
  });
});
