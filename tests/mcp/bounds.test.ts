// What one MCP client can hold: subscriptions/listen streams (the server's lists
// are fixed, so a stream is acknowledged and ended at once; the per-client and
// per-instance slots of api/listen-streams.ts, tested in tests/api/client-limits.test.ts,
// bound any that would stay open) and the computation of one request (a batch's
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
  it('is acknowledged and ended at once for notifications this server never sends (its lists are fixed), holding no slot', async () => {
    // Two slots per address, yet six in a row are answered: none of them stays open.
    for (let i = 0; i < 6; i++) {
      const res = await listen();
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
      expect(await untilEnd(res)).toBeLessThan(1000);
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
