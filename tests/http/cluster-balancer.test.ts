// Three instances behind HAProxy (deploy/haproxy.cfg, tests/helpers/balancer.ts),
// sharing one Redis for the per-address limits and one PostgreSQL for snapshots,
// everything on loopback: what running on many machines must keep.
// - A snapshot made through one instance reads back through the others.
// - A per-address limit is one limit across instances: the address HAProxy
//   forwards is believed (TRUST_PROXY names the proxy), the client's own
//   X-Forwarded-For is not.
// - A rolling restart of all three under steady load answers every request.
// - SIGKILL loses at most the requests the instance held, and the balancer
//   takes it out within its check interval.
// - With Redis stopped every instance says degraded and keeps answering, and
//   the balancer keeps all three.
// The Redis is one this test starts on a port of its own (the shared one must not
// be stopped), and PostgreSQL holds the snapshots in a database of its own.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haproxyInstalled, PROXY_SOURCE, startBalancer, type Balancer } from '../helpers/balancer.ts';
import { freePort, spawnServer } from '../helpers/server.ts';
import { available, needPostgres, redisAnswers } from '../helpers/services.ts';

const haproxy = available('HAProxy', haproxyInstalled(), 'apt-get install haproxy (.ci/run installs it)');
const redisServer = available('redis-server (this test starts a Redis of its own, to stop it)', spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0, 'apt-get install redis-server');
const postgresUp = await needPostgres();

const DATABASE = 'calculatorx_balancer';
const SHARE_PER_HOUR = 8;
// Checks every 300 ms; after a failure every 100 ms; two failures take an instance out, one success brings it back.
const CHECK = { inter: 300, fastinter: 100, fall: 2 };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Instance = Awaited<ReturnType<typeof spawnServer>>;
let balancer: Balancer;
let redis: ChildProcess | undefined;
let redisPort = 0;
let ports: number[] = [];
const instances: Instance[] = [];
const retired: Instance[] = [];

const instanceEnv = () => ({
  WORKERS: '1',
  RATE_LIMIT_STORE: `redis://127.0.0.1:${redisPort}/0`,
  SNAPSHOTS: `postgresql://postgres@127.0.0.1:5432/${DATABASE}`,
  SNAPSHOT_SIGNING_KEY: 'cluster-balancer-test-key',
  TRUST_PROXY: PROXY_SOURCE,
  SHUTDOWN_DELAY_SECONDS: '0.6',
  RATE_LIMIT_REST_PER_MINUTE: '1000000',
  RATE_LIMIT_SHARE_PER_HOUR: String(SHARE_PER_HOUR),
});
const startInstance = (port: number) => spawnServer(instanceEnv(), { port });

async function createDatabase() {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: 'postgresql://postgres@127.0.0.1:5432/test' });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${DATABASE}`);
  } catch (e) {
    // Already there, or made at this moment by the same test in another checkout.
    if (!['42P04', '23505'].includes((e as { code?: string }).code ?? '')) throw e;
  } finally {
    await admin.end();
  }
}

async function startRedis() {
  redisPort = await freePort();
  redis = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  for (let i = 0; !(await redisAnswers(`redis://127.0.0.1:${redisPort}`)); i++) {
    if (i > 50) throw new Error('redis-server did not start');
    await sleep(100);
  }
}

const stopProcess = (child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM') =>
  new Promise<void>((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });

/** Until HAProxy says `server` is `status` (UP, DOWN), or 15 s; how long that took. */
async function until(server: string, status: string): Promise<number> {
  const t0 = performance.now();
  for (;;) {
    const s = (await balancer.servers()).find((x) => x.name === server);
    if (s?.status === status) return performance.now() - t0;
    if (performance.now() - t0 > 15_000) throw new Error(`${server} is ${s?.status}, not ${status}:\n${balancer.output().slice(-2000)}`);
    await sleep(20);
  }
}

interface Answer {
  status?: number;
  body?: string;
  error?: string;
}

/** One request through `url`, from the local address `from` (each 127.x address is a client of its own). */
function send(url: string, { method = 'GET', path = '/', body, headers = {}, from, agent }: { method?: string; path?: string; body?: string; headers?: Record<string, string>; from?: string; agent?: http.Agent }): Promise<Answer> {
  return new Promise((resolve) => {
    const req = http.request(new URL(path, url), { method, agent: agent ?? false, localAddress: from, headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode, body: text }));
      res.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    });
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    req.end(body);
  });
}

const SHARE_BODY = JSON.stringify({ tool_id: 'voltage-divider', inputs: { Vin: 12, R1: 1000, R2: 1000 }, calculation_version: '1.5.1' });

interface Failure {
  at: number;
  what: string;
}

/** `connections` clients sending REST calculations through the balancer back to back, on keep-alive connections. */
function steadyLoad(connections = 6) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const failures: Failure[] = [];
  let answered = 0;
  let running = true;
  const bodies = ['{"inputs":{"V":12,"R":6}}', '{"inputs":{"V":5,"I":0.5}}'];
  const loops = Array.from({ length: connections }, async (_, i) => {
    for (let n = 0; running; n++) {
      const a = await send(balancer.url, { method: 'POST', path: '/api/v1/calc/ohms-law', body: bodies[(i + n) % 2], agent });
      if (a.status === 200) answered++;
      else failures.push({ at: performance.now(), what: a.error ?? `${a.status} ${a.body?.slice(0, 200)}` });
    }
  });
  return {
    answered: () => answered,
    failures,
    async stop() {
      running = false;
      await Promise.all(loops);
      agent.destroy();
    },
  };
}

const ready = haproxy && redisServer && postgresUp;

beforeAll(async () => {
  if (!ready) return;
  await Promise.all([createDatabase(), startRedis()]);
  ports = await Promise.all([freePort(), freePort(), freePort()]);
  instances.push(...(await Promise.all(ports.map(startInstance))));
  balancer = await startBalancer({ ports, defaultServer: `default-server check inter ${CHECK.inter}ms fastinter ${CHECK.fastinter}ms downinter ${CHECK.inter}ms fall ${CHECK.fall} rise 1` });
  for (const name of ['app1', 'app2', 'app3']) await until(name, 'UP');
}, 120_000);

afterAll(async () => {
  await Promise.all([...[...instances, ...retired].map((s) => s.close()), balancer?.close(), stopProcess(redis)]);
});

describe.skipIf(!ready)('three instances behind HAProxy, one Redis, one PostgreSQL', () => {
  it('a snapshot made through one instance reads back through each of the others and through the balancer', async () => {
    const made = await send(instances[0].url, { method: 'POST', path: '/api/v1/share', body: SHARE_BODY, from: '127.0.0.10' });
    expect(made.status).toBe(201);
    const { id, storage } = JSON.parse(made.body!);
    expect(storage).toBe('store');
    expect(id).toMatch(/^cx_[0-9A-Za-z]{16}$/); // short: kept in PostgreSQL, not carried in the id
    for (const s of [instances[1], instances[2], balancer, balancer, balancer]) {
      const back = await send(s.url, { path: `/api/v1/share/${id}` });
      expect(back.status).toBe(200);
      expect(JSON.parse(back.body!).result.result.Vout).toBe(6);
    }
  });

  it('counts a per-address limit once across instances: the address HAProxy forwards is believed, the one a client sends is not', async () => {
    const before = await balancer.servers();
    const statuses: number[] = [];
    for (let i = 0; i < SHARE_PER_HOUR + 3; i++) {
      // A different made-up X-Forwarded-For each time: were it believed, each would have a budget of its own.
      const a = await send(balancer.url, { method: 'POST', path: '/api/v1/share', body: SHARE_BODY, from: '127.0.0.11', headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } });
      statuses.push(a.status!);
      if (a.status === 429) expect(JSON.parse(a.body!)).toMatchObject({ code: 'RATE_LIMITED', limit: SHARE_PER_HOUR });
    }
    expect(statuses).toEqual([...Array(SHARE_PER_HOUR).fill(201), 429, 429, 429]);
    // Round robin: every instance answered some of them, so no instance alone could have counted to the limit.
    const after = await balancer.servers();
    for (const s of after) expect(s.total - before.find((b) => b.name === s.name)!.total).toBeGreaterThanOrEqual(3);
    // Another address (as HAProxy forwards it) has a budget of its own: the proxy's own address is not the client.
    expect((await send(balancer.url, { method: 'POST', path: '/api/v1/share', body: SHARE_BODY, from: '127.0.0.12' })).status).toBe(201);
  });

  it('answers every request of a steady load while all three instances are restarted one after another', async () => {
    const load = steadyLoad();
    const perRestart: number[] = [];
    try {
      await sleep(300);
      for (let i = 0; i < 3; i++) {
        const before = load.answered();
        const old = instances[i];
        const exited = new Promise<number | null>((r) => old.child.once('exit', (code) => r(code)));
        old.child.kill('SIGTERM');
        expect(await exited).toBe(0);
        retired.push(old);
        instances[i] = await startInstance(ports[i]);
        await until(`app${i + 1}`, 'UP');
        perRestart.push(load.answered() - before);
      }
      await sleep(300);
    } finally {
      await load.stop();
    }
    expect(load.failures).toEqual([]);
    // The load really ran through every restart.
    for (const n of perRestart) expect(n).toBeGreaterThan(20);
    for (const old of retired.slice(-3)) expect(old.output()).toMatch(/drained in [\d.]+ s; exiting/);
    console.log(`[cluster-balancer] rolling restart: ${load.answered()} answers, none lost; answers during each restart: ${perRestart.join(', ')}`);
  }, 120_000);

  it('loses only the requests an instance held when it is killed, and routes around it within its check interval', async () => {
    const load = steadyLoad();
    let downAfter = 0;
    let killedAt = 0;
    try {
      await sleep(300);
      killedAt = performance.now();
      instances[1].child.kill('SIGKILL');
      downAfter = await until('app2', 'DOWN');
      const afterDown = load.answered();
      await sleep(500);
      expect(load.answered() - afterDown).toBeGreaterThan(10);
    } finally {
      await load.stop();
    }
    // Held = in flight on the killed instance: at most one per load connection. HAProxy sends again those it
    // can (retry-on conn-failure empty-response), so usually none is lost.
    expect(load.failures.length).toBeLessThanOrEqual(6);
    const lateFailures = load.failures.filter((f) => f.at > killedAt + downAfter);
    expect(lateFailures).toEqual([]);
    // The first check after the kill fails within `inter`, the next `fastinter` later; allow for a busy machine.
    expect(downAfter).toBeLessThan(CHECK.inter + (CHECK.fall - 1) * CHECK.fastinter + 600);
    console.log(`[cluster-balancer] SIGKILL: ${load.failures.length} requests lost (${load.answered()} answered); out of rotation after ${Math.round(downAfter)} ms`);
    retired.push(instances[1]);
    instances[1] = await startInstance(ports[1]);
    await until('app2', 'UP');
  }, 60_000);

  it('with Redis stopped every instance says degraded, keeps answering, and stays in rotation', async () => {
    await stopProcess(redis);
    const statuses: number[] = [];
    for (const s of instances) {
      let body: { status?: string; checks?: { rate_limit?: { status: string; reason?: string } } } = {};
      for (let i = 0; i < 40 && body.status !== 'degraded'; i++) {
        // A limit check notices the outage at once, if the connection's loss has not already told it.
        statuses.push((await send(s.url, { method: 'POST', path: '/api/v1/calc/ohms-law', body: '{"inputs":{"V":12,"R":6}}' })).status!);
        const r = await send(s.url, { path: '/readyz' });
        expect(r.status).toBe(200);
        body = JSON.parse(r.body!);
        if (body.status !== 'degraded') await sleep(100);
      }
      expect(body).toMatchObject({ status: 'degraded', checks: { rate_limit: { status: 'degraded', reason: expect.stringMatching(/counting in this process/) } } });
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
    // Through the balancer: answers within a second each, limits counted in each instance, snapshots still kept.
    for (let i = 0; i < 9; i++) {
      const t0 = performance.now();
      const a = await send(balancer.url, { method: 'POST', path: '/api/v1/calc/ohms-law', body: '{"inputs":{"V":12,"R":6}}' });
      expect(a.status).toBe(200);
      expect(performance.now() - t0).toBeLessThan(1000);
    }
    expect((await send(balancer.url, { method: 'POST', path: '/api/v1/share', body: SHARE_BODY, from: '127.0.0.13' })).status).toBe(201);
    await sleep(3 * CHECK.inter);
    expect((await balancer.servers()).map((s) => s.status)).toEqual(['UP', 'UP', 'UP']);
  }, 60_000);
});
