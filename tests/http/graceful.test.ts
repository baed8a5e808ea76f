// Stopping without losing a request (api/server/shutdown.ts): on SIGTERM an
// instance answers /readyz 503 "draining" at once, gives every answer
// `Connection: close` (an idle keep-alive connection's next answer included),
// keeps accepting for SHUTDOWN_DELAY_SECONDS, then refuses new connections,
// finishes a request still arriving after longer than the old fixed 5 s (worker)
// and 7 s (cluster primary) cuts, and exits 0. (No MCP subscriptions/listen stream
// stays open to end: the tool, resource and prompt lists never change, so a listen
// request is acknowledged and ended at once; tests/mcp covers that.) `npm start` passes a SIGTERM sent to npm alone (PID 1 in a container)
// on to the server, and waits for it.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { shutdownTimes } from '../../api/server/shutdown.ts';
import { freePort, spawnServer, type Running } from '../helpers/server.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const started: Running[] = [];
afterAll(async () => Promise.all(started.map((s) => s.close())));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** SHUTDOWN_DELAY_SECONDS of the drained instances: the checks made while they still accept fit in it. */
const DELAY_S = 2;

interface Answer {
  status?: number;
  connection?: string;
  body?: string;
  reused?: boolean;
  error?: string;
}

function request(url: string, { method = 'GET', path: p = '/', agent, body }: { method?: string; path?: string; agent?: http.Agent | false; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve) => {
    const req = http.request(new URL(p, url), { method, agent, headers: body ? { 'content-type': 'application/json' } : {} }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection, body: text, reused: req.reusedSocket }));
      res.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    });
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    req.end(body);
  });
}

/** A REST calculation whose body arrives `ms` after its headers: a request the server holds that long. */
function slowRequest(url: string, ms: number): Promise<Answer> {
  const body = '{"inputs":{"V":12,"R":6}}';
  return new Promise((resolve) => {
    const req = http.request(new URL('/api/v1/calc/ohms-law', url), { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': String(body.length) } }, (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection, body: text }));
      res.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    });
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    req.write(body.slice(0, 10));
    setTimeout(() => req.end(body.slice(10)), ms);
  });
}

const exitOf = (child: import('node:child_process').ChildProcess) =>
  new Promise<{ code: number | null; signal: string | null }>((resolve) => {
    if (child.exitCode !== null) return resolve({ code: child.exitCode, signal: null });
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });

/** The worker processes of a cluster primary. */
const workersOf = (pid: number) => readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);

describe('SHUTDOWN_DELAY_SECONDS and SHUTDOWN_TIMEOUT_SECONDS', () => {
  it('default to 0 and 30 s, take fractions, and ignore what is not a number of seconds', () => {
    expect(shutdownTimes({})).toEqual({ delayMs: 0, timeoutMs: 30_000 });
    expect(shutdownTimes({ SHUTDOWN_DELAY_SECONDS: '2.5', SHUTDOWN_TIMEOUT_SECONDS: '0' })).toEqual({ delayMs: 2500, timeoutMs: 0 });
    expect(shutdownTimes({ SHUTDOWN_DELAY_SECONDS: '-1', SHUTDOWN_TIMEOUT_SECONDS: 'soon' })).toEqual({ delayMs: 0, timeoutMs: 30_000 });
  });
});

describe.concurrent('SIGTERM drains the instance', () => {
  // The held request outlasts the fixed cuts of before: 5 s in a worker, 7 s in the cluster primary.
  it.for<[string, string, number]>([
    ['one process', '1', 6000],
    ['a cluster primary and two workers', '2', 7500],
  ])('%s: not ready at once, Connection: close on every answer, the held request finished, then exit 0', { timeout: 60_000 }, async ([, workers, holdMs], { expect }) => {
    const s = await spawnServer({ RATE_LIMIT_DISABLED: '1', WORKERS: workers, SHUTDOWN_DELAY_SECONDS: String(DELAY_S), LOG_LEVEL: 'silent' });
    started.push(s);
    if (workers === '2') await expect.poll(() => workersOf(s.child.pid!).length, { timeout: 30_000 }).toBe(2);
    const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await request(s.url, { path: '/readyz', agent: keepAlive })).status).toBe(200); // leaves an idle keep-alive connection
    const held = slowRequest(s.url, holdMs);
    await sleep(300);
    const exited = exitOf(s.child);
    const t0 = performance.now();
    s.child.kill('SIGTERM');
    // Not ready as soon as the signal is handled (polled: a busy machine may take a moment to deliver it).
    let ready = await request(s.url, { path: '/readyz', agent: false });
    while (ready.status === 200 && performance.now() - t0 < 1000) ready = await request(s.url, { path: '/readyz', agent: false });
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body!)).toEqual({ status: 'draining' });
    expect(ready.connection).toBe('close');
    // The idle keep-alive connection is still served, and told its answer is the last.
    const onIdle = await request(s.url, { path: '/api/v1/calc', agent: keepAlive });
    expect(onIdle).toMatchObject({ status: 200, connection: 'close', reused: true });
    await sleep(Math.max(0, DELAY_S * 1000 + 400 - (performance.now() - t0)));
    expect((await request(s.url, { path: '/healthz', agent: false })).error).toBe('ECONNREFUSED');
    const answer = await held;
    expect(answer).toMatchObject({ status: 200, connection: 'close' });
    expect(JSON.parse(answer.body!).result.I).toBe(2);
    expect(performance.now() - t0).toBeGreaterThan(holdMs - 500);
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(s.output()).toMatch(/SIGTERM: draining/);
    expect(s.output()).toMatch(/drained in [\d.]+ s; exiting/);
    expect(s.output()).not.toMatch(/still open|worker exited/);
    keepAlive.destroy();
  });

  it('closes what is still open after SHUTDOWN_TIMEOUT_SECONDS, saying so', async ({ expect }) => {
    const s = await spawnServer({ RATE_LIMIT_DISABLED: '1', SHUTDOWN_TIMEOUT_SECONDS: '1' });
    started.push(s);
    const held = slowRequest(s.url, 10_000);
    await sleep(300);
    const exited = exitOf(s.child);
    const t0 = performance.now();
    s.child.kill('SIGTERM');
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(performance.now() - t0).toBeLessThan(4000);
    expect((await held).error).toBeDefined();
    expect(s.output()).toMatch(/1 requests still open 1 s after it stopped accepting: closing them/);
  }, 30_000);
});

describe('npm start in a container', () => {
  // A container runtime signals PID 1 alone: here npm. The start script execs node, so npm's child is the
  // server itself, which gets the signal, drains, and exits; npm waits for it and exits with its status.
  it('passes a SIGTERM sent to npm alone on to the server, which finishes the request it holds', async () => {
    const port = await freePort();
    const npm = spawn('npm', ['start'], { cwd: ROOT, env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', WORKERS: '2', RATE_LIMIT_DISABLED: '1', LOG_LEVEL: 'silent' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    npm.stdout.on('data', (b) => (output += b));
    npm.stderr.on('data', (b) => (output += b));
    const url = `http://127.0.0.1:${port}`;
    // npm start builds first when the sources changed since the last build (npm test builds before it runs).
    const deadline = Date.now() + 280_000;
    while ((await request(url, { path: '/healthz', agent: false })).status !== 200) {
      if (npm.exitCode !== null || Date.now() > deadline) throw new Error(`npm start did not serve: ${output}`);
      await sleep(200);
    }
    const held = slowRequest(url, 3000);
    await sleep(300);
    const exited = exitOf(npm);
    npm.kill('SIGTERM');
    expect(await held).toMatchObject({ status: 200, connection: 'close' });
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(output).toMatch(/SIGTERM: draining 2 workers/);
  }, 300_000);
});
