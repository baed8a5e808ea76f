// Snapshots in real stores (SNAPSHOTS=<url>): short ids that survive a
// restart (sqlite), are shared by instances (Redis, PostgreSQL), and a store
// that is down answers 503 in the error shape instead of hanging.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer, type Running } from '../helpers/server.ts';
import { needPostgres, needRedis } from '../helpers/services.ts';

const REQ = { tool_id: 'voltage-divider', inputs: { Vin: 12, R1: 1000, R2: 1000 }, calculation_version: '1.5.1' };
const started: Running[] = [];
afterAll(async () => Promise.all(started.map((s) => s.close())));
const start = async (env: Record<string, string>) => {
  const s = await spawnServer(env);
  started.push(s);
  return s;
};
const create = async (url: string) => {
  const res = await fetch(`${url}/api/v1/share`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(REQ) });
  return { status: res.status, body: await res.json() };
};
const read = async (url: string, id: string) => {
  const res = await fetch(`${url}/api/v1/share/${id}`);
  return { status: res.status, body: await res.json() };
};

const redisUp = await needRedis();
const postgresUp = await needPostgres();

describe('sqlite store (a file on this machine)', () => {
  it('gives short ids and keeps snapshots across a restart', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'cx-snap-')), 'snapshots.sqlite');
    const first = await start({ SNAPSHOTS: file, SNAPSHOT_SIGNING_KEY: '' });
    // Self-describing ids are still read with a store (MCP hands them out): unsigned, anyone can mint one.
    expect(first.output()).toMatch(/SNAPSHOT_SIGNING_KEY is not set/);
    const made = await create(first.url);
    expect(made.status).toBe(201);
    expect(made.body.id).toMatch(/^cx_[0-9A-Za-z]{16}$/);
    await first.close();
    const second = await start({ SNAPSHOTS: `sqlite://${file}` });
    const back = await read(second.url, made.body.id);
    expect(back.status).toBe(200);
    expect(back.body.result).toEqual(made.body.result);
    expect((await read(second.url, 'cx_0000000000000000')).body.code).toBe('SNAPSHOT_NOT_FOUND');
  });
});

describe.each([
  ['Redis', redisUp, 'redis://127.0.0.1:6379/8'],
  ['PostgreSQL', postgresUp, 'postgresql://postgres@127.0.0.1:5432/test'],
])('%s store shared by two instances', (_name, up, url) => {
  it.skipIf(!up)('reads a snapshot made by the other instance', async () => {
    const [a, b] = await Promise.all([start({ SNAPSHOTS: url }), start({ SNAPSHOTS: url })]);
    const made = await create(a.url);
    expect(made.status).toBe(201);
    const back = await read(b.url, made.body.id);
    expect(back.status).toBe(200);
    expect(back.body.result.result.Vout).toBe(6);
  });
});

describe('PostgreSQL closing the pool\'s idle connections', () => {
  // A restart, a failover, idle_session_timeout or a pooler do this in production: pg reports it on
  // the pool, and a pool nothing listens to ended every worker.
  it.skipIf(!postgresUp)('ends no worker, and the next snapshot reconnects', async () => {
    const app = `cx-idle-${process.pid}-${Date.now()}`;
    const s = await start({ SNAPSHOTS: `postgresql://postgres@127.0.0.1:5432/test?application_name=${app}`, WORKERS: '2' });
    const workers = async () => (await fetch(`${s.url}/api/v1/calc`)).ok;
    for (let i = 0; i < 4; i++) expect((await create(s.url)).status).toBe(201); // both workers hold an idle connection
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: 'postgresql://postgres@127.0.0.1:5432/test' });
    await admin.connect();
    const { rows } = await admin.query('select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where application_name = $1', [app]);
    await admin.end();
    expect(rows[0].n).toBeGreaterThanOrEqual(1);
    await new Promise((r) => setTimeout(r, 500));
    expect(s.child.exitCode).toBeNull();
    expect(s.output()).not.toMatch(/worker exited|Unhandled 'error' event/);
    expect(s.output()).toMatch(/PostgreSQL connection closed while idle/);
    expect(await workers()).toBe(true);
    for (let i = 0; i < 4; i++) {
      const made = await create(s.url);
      expect(made.status).toBe(201);
      expect((await read(s.url, made.body.id)).status).toBe(200);
    }
    expect(s.output()).not.toMatch(/worker exited/);
  });
});

describe('a store that is down', () => {
  it('answers 503 STORE_UNAVAILABLE within seconds and keeps computing', async () => {
    const s = await start({ SNAPSHOTS: 'redis://127.0.0.1:1/0' });
    const t0 = Date.now();
    const made = await create(s.url);
    expect(made.status).toBe(503);
    expect(made.body).toMatchObject({ status: 'error', code: 'STORE_UNAVAILABLE', http_status: 503, recoverable: true });
    expect(Date.now() - t0).toBeLessThan(6000);
    const calc = await fetch(`${s.url}/api/v1/calc/voltage-divider`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ inputs: REQ.inputs }) });
    expect(calc.status).toBe(200);
  });
});
