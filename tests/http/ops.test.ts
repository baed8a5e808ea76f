// What an operator relies on: /healthz and /readyz (with the degraded state
// when Redis is cut), Prometheus metrics summed across cluster workers, and one
// JSON log line per request that carries the request id and never the inputs.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, spawnServer, type Running } from '../helpers/server.ts';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy.ts';
import { needRedis } from '../helpers/services.ts';

const redisUp = await needRedis();

const started: Running[] = [];
let proxy: TcpProxy | undefined;
afterAll(async () => {
  await Promise.all(started.map((s) => s.close()));
  await proxy?.close();
});

const postCalc = (url: string, inputs: object, headers: Record<string, string> = {}) =>
  fetch(`${url}/api/v1/calc/ohms-law`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ inputs }) });

/** The request log lines a server has written so far. */
const requestLines = (s: { output(): string }): any[] =>
  s.output().split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l)).filter((l) => l.msg === 'request');

/** How many workers' registries a cluster's /metrics answer sums (0 when it did not answer). */
const workerCount = (text: string) => sample(text, 'cx_metrics_workers_answered', {});

/** The value of one sample line of a Prometheus text exposition, or 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const want = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    const m = /^(\w+)(?:\{([^}]*)\})? (\S+)$/.exec(line);
    if (m && m[1] === name && want.every((l) => (m[2] ?? '').split(',').includes(l))) return Number(m[3]);
  }
  return 0;
}

describe('health probes', () => {
  it('/healthz and /readyz answer without a rate limit, echo a request id, and are in OpenAPI', async () => {
    const s = await spawnServer({ RATE_LIMIT_REST_PER_MINUTE: '5' });
    started.push(s);
    for (let i = 0; i < 30; i++) expect((await fetch(`${s.url}/healthz`)).status).toBe(200);
    const health = await fetch(`${s.url}/healthz`, { headers: { 'x-request-id': 'probe-42' } });
    expect(health.headers.get('x-request-id')).toBe('probe-42');
    expect(await health.json()).toMatchObject({ status: 'ok' });
    const ready = await fetch(`${s.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { rate_limit: { status: 'ok', store: 'process' }, snapshots: { status: 'ok', store: 'embedded' } } });
    // A made-up id is replaced, not echoed.
    const odd = await fetch(`${s.url}/healthz`, { headers: { 'x-request-id': 'x'.repeat(200) } });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect((await fetch(`${s.url}/readyz`, { method: 'POST' })).status).toBe(405);
    const openapi = await (await fetch(`${s.url}/openapi.json`)).json();
    expect(Object.keys(openapi.paths)).toEqual(expect.arrayContaining(['/healthz', '/readyz']));
  });

  it.skipIf(!redisUp)('/readyz says degraded, with the reason, while Redis is cut, and ready once it is back', async () => {
    proxy = await startTcpProxy(6379);
    const s = await spawnServer({ RATE_LIMIT_STORE: `redis://127.0.0.1:${proxy.port}/11`, SNAPSHOTS: `redis://127.0.0.1:${proxy.port}/12` });
    started.push(s);
    const readiness = async () => {
      const t0 = performance.now();
      const r = await fetch(`${s.url}/readyz`, { signal: AbortSignal.timeout(5000) });
      return { status: r.status, ms: performance.now() - t0, body: await r.json() };
    };
    // Each store notices the outage on its own (snapshots at once, the limiter at its next check): wait for both.
    const until = async (want: string, check = want === 'ready' ? 'ok' : want) => {
      for (let i = 0; i < 60; i++) {
        const r = await readiness();
        if (r.body.status === want && r.body.checks.snapshots.status === check && r.body.checks.rate_limit.status === check) return r;
        await postCalc(s.url, { V: 12, R: 6 }); // a limiter check notices the outage
        await new Promise((res) => setTimeout(res, 250));
      }
      return readiness();
    };
    expect((await until('ready')).body.checks).toMatchObject({ rate_limit: { status: 'ok', store: 'redis' }, snapshots: { status: 'ok', store: 'redis' } });
    proxy.set('refuse');
    const down = await until('degraded');
    expect(down.status).toBe(200);
    expect(down.ms).toBeLessThan(1500);
    expect(down.body.checks.snapshots).toMatchObject({ status: 'degraded', reason: expect.stringMatching(/snapshots cannot be made or read/) });
    expect(down.body.checks.rate_limit).toMatchObject({ status: 'degraded', reason: expect.stringMatching(/counting in this process/) });
    expect((await postCalc(s.url, { V: 12, R: 6 })).status).toBe(200);
    proxy.set('up');
    expect((await until('ready')).body.status).toBe('ready');
  });
});

describe('metrics and request logs', () => {
  it('sums requests, errors and refusals across cluster workers on METRICS_PORT', async () => {
    const metricsPort = await freePort();
    const s = await spawnServer({ WORKERS: '2', METRICS_PORT: String(metricsPort), RATE_LIMIT_REST_PER_MINUTE: '8' });
    started.push(s);
    // The second worker starts once the first listens; until both answer, a scrape says how many did not.
    const scrape = () => fetch(`http://127.0.0.1:${metricsPort}/metrics`).then((r) => r.text(), () => '');
    await expect.poll(async () => workerCount(await scrape()), { timeout: 30_000 }).toBe(2);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await postCalc(s.url, { V: 12, R: 6 })).status);
    statuses.push((await postCalc(s.url, { V: 12, R: -5 })).status);
    for (let i = 0; i < 3; i++) statuses.push((await postCalc(s.url, { V: 12, R: 6 })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 400, 200, 429, 429]);
    // A bound that is not a rate: counted, and said on stderr.
    const huge = await fetch(`${s.url}/api/v1/calc/ohms-law`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"inputs":{"V":"${'1'.repeat(70_000)}"}}` });
    expect(huge.status).toBe(413);
    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(sample(text, 'cx_bound_refusals_total', { bound: 'body_size' })).toBe(1);
    expect(s.output()).toMatch(/\[bounds\] body_size: a body over 64 KiB/);
    expect(sample(text, 'cx_requests_total', { surface: 'rest', tool: 'ohms-law', status: '200' })).toBe(7);
    expect(sample(text, 'cx_requests_total', { surface: 'rest', tool: 'ohms-law', status: '429' })).toBe(2);
    expect(sample(text, 'cx_engine_errors_total', { tool: 'ohms-law', code: 'RESISTANCE_MUST_BE_NONNEGATIVE' })).toBe(1);
    expect(sample(text, 'cx_rate_limit_refusals_total', { bucket: 'rest' })).toBe(2);
    expect(sample(text, 'cx_request_duration_seconds_count', { surface: 'rest', tool: 'ohms-law' })).toBe(11); // the 413 too
    // Both workers answered the primary (each exports its own default process metrics, summed here).
    expect(text).toMatch(/^cx_process_cpu_user_seconds_total \d/m);
    expect(sample(text, 'cx_metrics_workers_missing', {})).toBe(0);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/other`)).status).toBe(404);
    // Both workers run with the memory settings of api/server/cluster.ts: V8 flags and glibc's malloc tunables.
    const workers = readFileSync(`/proc/${s.child.pid}/task/${s.child.pid}/children`, 'utf8').trim().split(/\s+/);
    expect(workers).toHaveLength(2);
    for (const pid of workers) {
      expect(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')).toEqual(expect.arrayContaining(['--max-semi-space-size=8', '--min-semi-space-size=8', '--heap-growing-percent=30']));
      expect(readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0')).toEqual(expect.arrayContaining(['MALLOC_MMAP_THRESHOLD_=65536', 'MALLOC_TRIM_THRESHOLD_=131072']));
    }
  });

  it('answers /metrics within a second when a worker does not answer, and says how many are missing', async () => {
    const metricsPort = await freePort();
    const s = await spawnServer({ WORKERS: '2', METRICS_PORT: String(metricsPort), RATE_LIMIT_DISABLED: '1' });
    started.push(s);
    const scrape = () => fetch(`http://127.0.0.1:${metricsPort}/metrics`).then((r) => r.text(), () => '');
    await expect.poll(async () => workerCount(await scrape()), { timeout: 30_000 }).toBe(2);
    const [stuck] = readFileSync(`/proc/${s.child.pid}/task/${s.child.pid}/children`, 'utf8').trim().split(/\s+/).map(Number);
    process.kill(stuck, 'SIGSTOP'); // a worker that cannot answer, as one blocked in a long request
    try {
      const t0 = performance.now();
      const text = await scrape();
      expect(performance.now() - t0).toBeLessThan(1500);
      expect(sample(text, 'cx_metrics_workers_missing', {})).toBe(1);
      expect(text).toMatch(/^cx_process_cpu_user_seconds_total \d/m);
    } finally {
      process.kill(stuck, 'SIGCONT');
    }
  });

  it('writes one JSON line per request with the request id, never the inputs, and the address only when asked', async () => {
    for (const logIp of ['', '1']) {
      const s = await spawnServer({ RATE_LIMIT_DISABLED: '1', LOG_CLIENT_IP: logIp, LOG_LEVEL: 'info' });
      started.push(s);
      const r = await postCalc(s.url, { V: 12345.678, R: 6 }, { 'x-request-id': `req-${logIp || 'plain'}` });
      expect(r.headers.get('x-request-id')).toBe(`req-${logIp || 'plain'}`);
      // Each answer read to its end: a line is written when its answer has been sent, so an unread page
      // could finish after the next request's 404 and swap their lines.
      await fetch(`${s.url}/calc/electric/ohms-law?V=98765&R=2`).then((r) => r.text());
      await fetch(`${s.url}/no/such/secret-path`).then((r) => r.text());
      // Not the start-up probe of /api/v1/calc. Lines are written in batches, at the latest a second after
      // they were logged (request-log.ts).
      const served = () => requestLines(s).filter((l) => l.route !== '/api/v1/calc');
      await expect.poll(served).toHaveLength(3);
      const lines = served();
      expect(lines[0]).toMatchObject({ req_id: `req-${logIp || 'plain'}`, method: 'POST', route: '/api/v1/calc/:id', surface: 'rest', tool: 'ohms-law', status: 200 });
      expect(lines[0].ms).toBeGreaterThan(0);
      expect(lines[1]).toMatchObject({ method: 'GET', route: '/calc/:area/:alias', surface: 'pages', tool: 'ohms-law', status: 200 });
      expect(lines[2]).toMatchObject({ route: '/:page', status: 404 });
      const all = s.output();
      for (const secret of ['12345.678', '98765', 'secret-path']) expect(all).not.toContain(secret);
      for (const l of lines) expect('ip' in l).toBe(logIp === '1');
      await s.close();
    }
  });

  it('writes the lines still in its batch when it is stopped', async () => {
    const s = await spawnServer({ RATE_LIMIT_DISABLED: '1', LOG_LEVEL: 'info' });
    started.push(s);
    await postCalc(s.url, { V: 12, R: 6 }, { 'x-request-id': 'req-before-stop' });
    // Stopped at once, well before the batch's one-second flush: only the exit handler can write the line.
    await s.close();
    await expect.poll(() => requestLines(s).find((l) => l.req_id === 'req-before-stop')).toMatchObject({ msg: 'request', route: '/api/v1/calc/:id', tool: 'ohms-law', status: 200 });
  });
});
