// A mixed hostile load from many addresses against a two-worker instance: MCP
// batches of slow calculations, forged snapshot ids carrying thousands of rows
// (GET, HEAD and the page), the longest lists and terms each calculator takes,
// computed pages with many rows, long search queries and oversized bodies. While
// it runs, /healthz is asked again and again on its own connection: no answer
// may take longer than 200 ms (issue: "never down, never amplified"), and no
// worker may exit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeEmbedded } from '../../api/share/embedded-id.ts';
import { spawnServer } from '../helpers/server.ts';

let server: Awaited<ReturnType<typeof spawnServer>>;
beforeAll(async () => {
  // Warmed up as `npm start` is (the helper skips it to save the other suites' time): a cold worker's first search
  // and first computed page load and compile for about 0.3 s on the event loop.
  server = await spawnServer({ WORKERS: '2', TRUST_PROXY: 'loopback', WARM_UP: '1' });
});
afterAll(async () => server?.close());

let addressSeq = 0;
/** A different client address for every request (a /64 of its own for IPv6), as a botnet would send. */
const nextAddress = () => {
  const n = ++addressSeq;
  return n % 2 ? `198.18.${(n >> 8) & 255}.${n & 255}` : `2001:db8:${n.toString(16)}::1`;
};
const JSON_HEADERS = { 'content-type': 'application/json' };
const MCP_HEADERS = { ...JSON_HEADERS, accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2024-11-05' };

const execute = (id: number, capability_id: string, inputs: Record<string, unknown>) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'execute_calculation', arguments: { capability_id, inputs } } });
const now = () => Math.floor(Date.now() / 1000);
const manyRows = Array.from({ length: 40_000 }, () => '4:A').join('\n');
const forged = encodeEmbedded({ t: 'gpa', v: '1.0.0', i: { mode: 'courses', scale: '4.0', courses: manyRows }, c: now() });
const fullGpa = Array.from({ length: 200 }, (_, i) => `Course ${i}:4:A`).join('\n');
const word = () => Math.random().toString(36).slice(2, 9);

/** One hostile request (its kind chosen by `n`); resolves with its status. */
function attack(url: string, n: number): Promise<number> {
  const headers = (h: Record<string, string> = {}) => ({ ...h, 'x-forwarded-for': nextAddress() });
  const send = (path: string, init: RequestInit = {}) => fetch(`${url}${path}`, init).then(async (r) => (await r.arrayBuffer(), r.status));
  switch (n % 9) {
    case 0: // a batch of the slowest calculations
      return send('/mcp', { method: 'POST', headers: headers(MCP_HEADERS), body: JSON.stringify(Array.from({ length: 20 }, (_, i) => (i % 2 ? execute(i, 'electrical.pcb.microstrip', { mode: 'width', z0_target: 200, height: 100, er: 1 }) : execute(i, 'math.factorial', { n: 5000 })))) });
    case 1:
      return send(`/api/v1/share/${forged}`, { headers: headers() });
    case 2:
      return send(`/s/${forged}`, { headers: headers() });
    case 3:
      return send(`/api/v1/share/${forged}`, { method: 'HEAD', headers: headers() });
    case 4:
      return send('/api/v1/calc/gpa', { method: 'POST', headers: headers(JSON_HEADERS), body: JSON.stringify({ inputs: { mode: 'courses', courses: fullGpa } }) });
    case 5:
      return send(`/calc/finance/amortization?principal=300000&ratePct=6.5&termMonths=1200&v=${n}`, { headers: headers() });
    case 6:
      return send('/mcp', { method: 'POST', headers: headers(MCP_HEADERS), body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'search_capabilities', arguments: { query: Array.from({ length: 80 }, word).join(' ').slice(0, 500) } } }) });
    case 7:
      return send('/api/v1/calc/add', { method: 'POST', headers: headers(JSON_HEADERS), body: `{"inputs":{"values":[${Array.from({ length: 8000 }, () => '1e308').join(',')}]}}` });
    default:
      return send(`/calc/math/factorial?n=5000&v=${n}`, { headers: headers() });
  }
}

describe('a mixed hostile load from many addresses', () => {
  // Two cores carry the two workers, the primary and this load generator: a measured window on a quiet machine
  // stayed at 115–194 ms, but one clean-clone CI run saw 318 ms. A failed window is measured again (up to twice,
  // on the same server); a service that blocks its event loop fails every window.
  it('never keeps /healthz waiting more than 200 ms, and ends no worker', { retry: 2, timeout: 60_000 }, async () => {
    const workersBefore = server.child.pid;
    let stop = false;
    const statuses = new Map<number, number>();
    let sent = 0;
    const attackers = Array.from({ length: 6 }, async () => {
      while (!stop) {
        const status = await attack(server.url, sent++).catch(() => 0);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    });
    const waits: number[] = [];
    const deadline = performance.now() + 8000;
    // Probe only once the load is running on both workers.
    await new Promise((r) => setTimeout(r, 300));
    while (performance.now() < deadline) {
      const t0 = performance.now();
      const res = await fetch(`${server.url}/healthz`);
      await res.arrayBuffer();
      waits.push(performance.now() - t0);
      expect(res.status).toBe(200);
      await new Promise((r) => setTimeout(r, 20));
    }
    stop = true;
    await Promise.all(attackers);
    waits.sort((a, b) => a - b);
    const worst = waits.at(-1)!;
    console.log(`[hostile-load] ${sent} hostile requests, statuses ${JSON.stringify(Object.fromEntries(statuses))}; /healthz ${waits.length} times: median ${waits[waits.length >> 1].toFixed(1)} ms, worst ${worst.toFixed(1)} ms`);
    expect(sent).toBeGreaterThan(50);
    expect(statuses.get(0) ?? 0).toBe(0); // no connection was reset
    expect(statuses.get(500) ?? 0).toBe(0);
    expect(worst).toBeLessThan(200);
    expect(server.child.exitCode).toBeNull();
    expect(server.child.pid).toBe(workersBefore);
    expect(server.output()).not.toMatch(/worker exited/);
  });
});
