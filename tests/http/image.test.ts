// The image itself (Dockerfile), when one is given: CALCULATORX_IMAGE names an
// image built from this tree (docs/operating.md, "The image"), run with docker,
// or podman where a container can run. Building it takes minutes (a full npm ci
// and the build), so `npm test` does not: without CALCULATORX_IMAGE, or without
// a container engine that runs, this file is skipped, saying so.
// Started as an orchestrator would (read-only root, /tmp in memory), it runs as
// a user that is not root with npm start as PID 1, serves without building,
// answers its health check, and on `stop` finishes the request it holds and
// exits 0.
import { spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/server.ts';

const IMAGE = process.env.CALCULATORX_IMAGE ?? '';
const NAME = `cx-image-test-${process.pid}`;

/** The first engine and flags that run a container of the image here (podman may need runc and explicit limits). */
function runner(): string[] | null {
  if (!IMAGE) return null;
  const nofile = spawnSync('sh', ['-c', 'ulimit -Hn'], { encoding: 'utf8' }).stdout.trim();
  const candidates = [['docker'], ['podman'], ['podman', '--runtime', 'runc', '--ulimit', `nofile=${nofile}:${nofile}`, '--ulimit', 'nproc=4096:4096']];
  for (const c of candidates) {
    const [bin, ...flags] = c;
    const global = flags[0] === '--runtime' ? flags.slice(0, 2) : [];
    const local = flags[0] === '--runtime' ? flags.slice(2) : flags;
    const probe = spawnSync(bin, [...global, 'run', '--rm', ...local, IMAGE, 'node', '-e', '0'], { stdio: 'ignore', timeout: 60_000 });
    if (probe.status === 0) return c;
  }
  return null;
}
const engine = runner();
if (!engine) console.warn(`[skip] tests/http/image.test.ts: ${IMAGE ? `no container engine runs ${IMAGE} here` : 'CALCULATORX_IMAGE is not set (build the image first: docs/operating.md)'}`);

const sh = (args: string[], timeout = 60_000) => {
  const [bin, ...flags] = engine!;
  const global = flags[0] === '--runtime' ? flags.slice(0, 2) : [];
  const local = flags[0] === '--runtime' ? flags.slice(2) : flags;
  const withLocal = args[0] === 'run' ? ['run', ...local, ...args.slice(1)] : args;
  return spawnSync(bin, [...global, ...withLocal], { encoding: 'utf8', timeout });
};

/** As sh, without blocking this process (a request of this test must go on meanwhile). */
const shAsync = (args: string[]) =>
  new Promise<number | null>((resolve) => {
    const [bin, ...flags] = engine!;
    spawn(bin, [...(flags[0] === '--runtime' ? flags.slice(0, 2) : []), ...args], { stdio: 'ignore' }).once('exit', resolve);
  });

afterAll(() => {
  if (engine) sh(['rm', '-f', NAME]);
});

function slowRequest(port: number, ms: number): Promise<{ status?: number; connection?: string; error?: string }> {
  const body = '{"inputs":{"V":12,"R":6}}';
  return new Promise((resolve) => {
    const req = http.request(`http://127.0.0.1:${port}/api/v1/calc/ohms-law`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(body.length) } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection }));
    });
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code }));
    req.write(body.slice(0, 10));
    setTimeout(() => req.end(body.slice(10)), ms);
  });
}

describe.skipIf(!engine)(`the image ${IMAGE}`, () => {
  it('runs as a user that is not root, serves without building, answers its health check, and drains on stop', async () => {
    const port = await freePort();
    const run = sh(['run', '-d', '--name', NAME, '--network', 'host', '--read-only', '--tmpfs', '/tmp', '-e', `PORT=${port}`, '-e', 'WORKERS=2', '-e', 'SHUTDOWN_DELAY_SECONDS=1', '-e', 'SNAPSHOT_SIGNING_KEY=image-test', IMAGE]);
    expect(run.status, run.stderr).toBe(0);
    const url = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 120 && !(await fetch(`${url}/healthz`).then((r) => r.ok, () => false)); i++) await new Promise((r) => setTimeout(r, 250));
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    expect(sh(['exec', NAME, 'id', '-u']).stdout.trim()).not.toBe('0');
    // PID 1 is npm (its process title is "npm start"); the server is its child, not a shell's.
    expect(sh(['exec', NAME, 'cat', '/proc/1/cmdline']).stdout.replace(/\0/g, ' ').trim()).toBe('npm start');
    const health = sh(['image', 'inspect', '--format', '{{json .Config.Healthcheck}}', IMAGE]).stdout;
    expect(health).toContain('/healthz');
    expect(sh(['exec', NAME, 'node', '-e', `fetch('http://127.0.0.1:${port}/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))`]).status).toBe(0);
    const page = await fetch(`${url}/calc/electric/voltage-divider`, { headers: { 'accept-encoding': 'br' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('etag')).toMatch(/^"/);
    expect(sh(['logs', NAME]).stdout + sh(['logs', NAME]).stderr).not.toMatch(/\[build\]/); // served the built tree as it is

    const held = slowRequest(port, 3000);
    await new Promise((r) => setTimeout(r, 300));
    const stopped = shAsync(['stop', '-t', '40', NAME]);
    expect(await held).toEqual({ status: 200, connection: 'close' });
    expect(await stopped).toBe(0);
    expect(sh(['inspect', '--format', '{{.State.ExitCode}}', NAME]).stdout.trim()).toBe('0');
  }, 180_000);
});
