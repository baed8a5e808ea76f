// What one MCP client can hold: subscriptions/listen streams (a few per client
// across the instance's workers, each ended after MCP_LISTEN_SECONDS, with slots
// kept for clients holding none) and the computation of one request (a batch's
// calls take turns within REQUEST_COMPUTE_MS); and a tool that fails inside
// answers INTERNAL_ERROR without its exception text.
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

describe('subscriptions/listen on an instance with two workers', () => {
  it('counts streams per client across workers, keeps slots for clients holding none, and says when to retry', async () => {
    const s = await spawnServer({ RATE_LIMIT_DISABLED: '1', WORKERS: '2', TRUST_PROXY: 'loopback', MCP_LISTEN_STREAMS_PER_IP: '2', MCP_LISTEN_STREAMS: '8', MCP_LISTEN_SECONDS: '30' });
    const open: Response[] = [];
    const listenFrom = async (ip: string) => {
      const res = await fetch(`${s.url}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'subscriptions/listen', 'mcp-name': '-', 'x-forwarded-for': ip },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'subscriptions/listen', params: { notifications: { toolsListChanged: true } } }),
      });
      if (res.status === 200) open.push(res);
      return res;
    };
    try {
      // Six at once from one address, spread over both workers: two in all, not two per worker.
      const burst = await Promise.all(Array.from({ length: 6 }, () => listenFrom('198.51.100.1')));
      expect(burst.map((r) => r.status).sort()).toEqual([200, 200, 429, 429, 429, 429]);
      const refused = burst.find((r) => r.status === 429)!;
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(29);
      // Addresses of one IPv6 /64 are one client.
      expect((await listenFrom('2001:db8:9:9::1')).status).toBe(200);
      expect((await listenFrom('2001:db8:9:9::2')).status).toBe(200);
      expect((await listenFrom('2001:db8:9:9::3')).status).toBe(429);
      expect((await listenFrom('198.51.100.2')).status).toBe(200);
      expect((await listenFrom('198.51.100.2')).status).toBe(200);
      // 6 of 8 are open: one more for a client already holding one, and the last slot is kept for clients holding none.
      const greedy = await listenFrom('198.51.100.3');
      expect(greedy.status).toBe(200);
      const more = await listenFrom('198.51.100.3');
      expect(more.status).toBe(503);
      expect(Number(more.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await listenFrom('198.51.100.4')).status).toBe(200);
      const full = await listenFrom('198.51.100.5');
      expect(full.status).toBe(503);
      expect((await full.json()).error.message).toMatch(/no free subscriptions\/listen stream/);
    } finally {
      await Promise.all(open.map((r) => r.body?.cancel()));
      await s.close();
    }
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

describe('the compute budget of one request', () => {
  it('runs the calls of a batch in turn and refuses those past REQUEST_COMPUTE_MS with COMPUTE_BUDGET_EXCEEDED', async () => {
    const s = await spawnServer({ RATE_LIMIT_DISABLED: '1', REQUEST_COMPUTE_MS: '1' });
    try {
      const call = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'execute_calculation', arguments: { capability_id: 'math.factorial', inputs: { n: 5000 } } } });
      const res = await fetch(`${s.url}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2024-11-05' },
        body: JSON.stringify(Array.from({ length: 20 }, (_, i) => call(i + 1))),
      });
      expect(res.status).toBe(200);
      const answers = (await res.text())
        .split('\n')
        .filter((l) => l.startsWith('data: '))
        .flatMap((l) => JSON.parse(l.slice(6)))
        .sort((a: { id: number }, b: { id: number }) => a.id - b.id);
      expect(answers).toHaveLength(20);
      const refused = answers.map((a: { result: { isError?: boolean; structuredContent: { code?: string } } }) => a.result.isError === true && a.result.structuredContent.code === 'COMPUTE_BUDGET_EXCEEDED');
      // Whatever ran came first; the rest were refused, in order, with a suggestion to send them again.
      expect(refused.filter(Boolean).length).toBeGreaterThanOrEqual(15);
      expect(refused.indexOf(true)).toBeGreaterThan(0);
      expect(refused.slice(refused.indexOf(true)).every(Boolean)).toBe(true);
      expect(answers.at(-1).result.content[0].text).toMatch(/another request/);
    } finally {
      await s.close();
    }
  });
});
