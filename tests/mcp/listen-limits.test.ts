// subscriptions/listen streams are bounded: a few per client address, each
// ended after MCP_LISTEN_SECONDS (a client that still listens opens a new one);
// and a tool that fails inside answers INTERNAL_ERROR without its exception text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contained } from '../../api/mcp/server.ts';
import { spawnServer, type Running } from '../helpers/server.ts';

let server: Running;
beforeAll(async () => {
  server = await spawnServer({ RATE_LIMIT_DISABLED: '1', MCP_LISTEN_STREAMS_PER_IP: '2', MCP_LISTEN_SECONDS: '2' });
});
afterAll(async () => server?.close());

const listen = () =>
  fetch(`${server.url}/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'subscriptions/listen', 'mcp-name': '-' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'subscriptions/listen', params: { notifications: { toolsListChanged: true } } }),
  });

/** Reads a stream to its end; how long that took. */
async function untilEnd(res: Response): Promise<number> {
  const t0 = performance.now();
  const reader = res.body!.getReader();
  while (!(await reader.read()).done);
  return performance.now() - t0;
}

describe('subscriptions/listen', () => {
  it('allows two open streams per address, ends each after its lifetime, then admits new ones', async () => {
    const [a, b] = [await listen(), await listen()];
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.headers.get('content-type')).toMatch(/text\/event-stream/);
    const third = await listen();
    expect(third.status).toBe(429);
    expect((await third.json()).error.message).toMatch(/At most 2 subscriptions\/listen streams/);
    const lived = await Promise.all([untilEnd(a), untilEnd(b)]);
    for (const ms of lived) expect(ms).toBeLessThan(4000);
    const again = await listen();
    expect(again.status).toBe(200);
    await again.body!.cancel();
  });
});

describe('a tool that throws', () => {
  it('fails that call with INTERNAL_ERROR and keeps the exception text out of the answer', async () => {
    const r = await contained('execute_calculation', () => {
      throw new Error('secret at /srv/app/engines/x.ts:12');
    });
    expect(r.isError).toBe(true);
    expect(JSON.stringify(r)).not.toMatch(/secret|\/srv\//);
    expect(r.structuredContent).toMatchObject({ code: 'INTERNAL_ERROR', http_status: 500, status: 'error' });
  });
});
