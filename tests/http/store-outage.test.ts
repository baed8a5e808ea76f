// A shared store that goes away: Redis behind a TCP proxy the test cuts and
// restores, used for the per-IP limits (RATE_LIMIT_STORE) and the snapshots
// (SNAPSHOTS). Requests keep answering within a second (limits counted in
// process, snapshots answered STORE_UNAVAILABLE), everything works again once
// Redis is back, and an instance started while Redis is away serves at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type Running } from '../helpers/server.ts';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy.ts';
import { needRedis } from '../helpers/services.ts';

const redisUp = await needRedis();

let proxy: TcpProxy;
const started: Running[] = [];
beforeAll(async () => {
  if (redisUp) proxy = await startTcpProxy(6379);
});
afterAll(async () => {
  await Promise.all(started.map((s) => s.close()));
  await proxy?.close();
});

const env = () => ({ RATE_LIMIT_STORE: `redis://127.0.0.1:${proxy.port}/11`, SNAPSHOTS: `redis://127.0.0.1:${proxy.port}/12`, RATE_LIMIT_REST_PER_MINUTE: '1000' });

/** A request, with how long its answer took. */
async function timed(url: string, init?: RequestInit): Promise<{ status: number; ms: number; body: any }> {
  const t0 = performance.now();
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(5000) });
  const body = await res.json();
  return { status: res.status, ms: performance.now() - t0, body };
}
const calc = (url: string) => timed(`${url}/api/v1/calc/ohms-law`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"inputs":{"V":12,"R":6}}' });
const share = (url: string) =>
  timed(`${url}/api/v1/share`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"tool_id":"ohms-law","inputs":{"V":12,"R":6}}' });

async function eventually<T>(probe: () => Promise<T>, ok: (t: T) => boolean, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const t = await probe();
    if (ok(t) || Date.now() > deadline) return t;
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe.skipIf(!redisUp)('Redis goes away under a running instance', () => {
  for (const outage of ['refuse', 'blackhole'] as const) {
    it(`keeps answering within a second while Redis ${outage === 'refuse' ? 'refuses connections' : 'is partitioned away'}, and recovers`, async () => {
      proxy.set('up');
      const s = await spawnServer(env());
      started.push(s);
      expect((await calc(s.url)).status).toBe(200);
      const made = await share(s.url);
      expect(made.status).toBe(201);
      expect(made.body.storage).toBe('store');

      proxy.set(outage);
      for (let i = 0; i < 5; i++) {
        const r = await calc(s.url);
        expect(r.status).toBe(200);
        expect(r.ms).toBeLessThan(1000);
        expect(r.body.result).toBeTruthy();
      }
      const refused = await share(s.url);
      expect(refused.status).toBe(503);
      expect(refused.body.code).toBe('STORE_UNAVAILABLE');
      expect(refused.ms).toBeLessThan(1000);
      const read = await timed(`${s.url}/api/v1/share/${made.body.id}`);
      expect(read.status).toBe(503);
      expect(read.ms).toBeLessThan(1000);

      proxy.set('up');
      expect((await eventually(() => share(s.url), (r) => r.status === 201)).status).toBe(201);
      expect((await eventually(() => timed(`${s.url}/api/v1/share/${made.body.id}`), (r) => r.status === 200)).body.id).toBe(made.body.id);
      expect(s.output()).toMatch(/RATE_LIMIT_STORE not answering/);
      expect(s.child.exitCode).toBeNull();
    });
  }

  it('an instance started while Redis is away serves at once', async () => {
    proxy.set('blackhole');
    const t0 = performance.now();
    const s = await spawnServer(env());
    started.push(s);
    const first = await calc(s.url);
    expect(first.status).toBe(200);
    expect(first.ms).toBeLessThan(1000);
    // Started and answering well within what waiting for Redis would take.
    expect(performance.now() - t0).toBeLessThan(8000);
    proxy.set('up');
    expect((await eventually(() => share(s.url), (r) => r.status === 201)).status).toBe(201);
  });
});
