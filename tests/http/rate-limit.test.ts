// Rate limits over HTTP with the real server: the 429 body and headers,
// informative headers, spoofed forwarding headers, TRUST_PROXY, and two
// instances enforcing one limit through a shared Redis.
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer, type Running } from '../helpers/server.ts';
import { needRedis } from '../helpers/services.ts';

const post = (url: string, headers: Record<string, string> = {}) =>
  fetch(`${url}/api/v1/calc/ohms-law`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{"inputs":{"V":12,"R":6}}' });

const started: Running[] = [];
afterAll(async () => Promise.all(started.map((s) => s.close())));
const start = async (env: Record<string, string>) => {
  const s = await spawnServer(env);
  started.push(s);
  return s;
};

describe('per-IP REST limit', () => {
  it('admits the limit, then answers 429 in the error shape with Retry-After, and ignores spoofed forwarding headers', async () => {
    const s = await start({ RATE_LIMIT_REST_PER_MINUTE: '10' });
    const first = await post(s.url);
    expect(first.headers.get('ratelimit-limit')).toBe('10');
    expect(first.headers.get('ratelimit-policy')).toBe('"rest";q=10;w=60');
    for (let i = 1; i < 10; i++) expect((await post(s.url)).status).not.toBe(429);
    const limited = await post(s.url);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('access-control-allow-origin')).toBe('*');
    expect(await limited.json()).toMatchObject({
      type: expect.any(String),
      title: expect.any(String),
      status: 'error',
      http_status: 429,
      code: 'RATE_LIMITED',
      recoverable: true,
      retry_after_seconds: expect.any(Number),
      limit: 10,
    });
    for (const [h, v] of [['x-forwarded-for', '198.51.100.23'], ['x-real-ip', '198.51.100.24'], ['forwarded', 'for=198.51.100.25'], ['cf-connecting-ip', '198.51.100.26']]) {
      expect((await post(s.url, { [h]: v })).status, h).toBe(429);
    }
    // Reading the catalog is not limited.
    expect((await fetch(`${s.url}/api/v1/calc`)).status).toBe(200);
  });

  it('uses X-Forwarded-For only from a proxy TRUST_PROXY names', async () => {
    const s = await start({ RATE_LIMIT_REST_PER_MINUTE: '3', TRUST_PROXY: 'loopback' });
    for (let i = 0; i < 3; i++) expect((await post(s.url, { 'x-forwarded-for': '203.0.113.1' })).status).not.toBe(429);
    expect((await post(s.url, { 'x-forwarded-for': '203.0.113.1' })).status).toBe(429);
    expect((await post(s.url, { 'x-forwarded-for': '203.0.113.2' })).status).not.toBe(429);
  });

  it('is one limit across worker processes', async () => {
    const s = await start({ RATE_LIMIT_REST_PER_MINUTE: '10', WORKERS: '2' });
    const statuses = [];
    for (let i = 0; i < 14; i++) statuses.push((await post(s.url)).status);
    expect(statuses.filter((x) => x === 429)).toHaveLength(4);
  });

  it('is off with RATE_LIMIT_DISABLED=1', async () => {
    const s = await start({ RATE_LIMIT_DISABLED: '1', RATE_LIMIT_REST_PER_MINUTE: '2' });
    for (let i = 0; i < 5; i++) expect((await post(s.url)).status).not.toBe(429);
  });
});

describe('snapshot reads', () => {
  const share = (url: string) =>
    fetch(`${url}/api/v1/share`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"tool_id":"ohms-law","inputs":{"V":12,"R":6}}' }).then((r) => r.json());

  it('count HEAD like GET: both recompute the snapshot', async () => {
    const s = await start({ RATE_LIMIT_PAGES_PER_MINUTE: '3' });
    const { id } = await share(s.url);
    for (let i = 0; i < 3; i++) expect((await fetch(`${s.url}/api/v1/share/${id}`, { method: 'HEAD' })).status).toBe(200);
    expect((await fetch(`${s.url}/api/v1/share/${id}`, { method: 'HEAD' })).status).toBe(429);
    expect((await fetch(`${s.url}/api/v1/share/${id}`)).status).toBe(429);
  });

  it('are public and immutable, so they carry nothing of the client that asked (no RateLimit headers)', async () => {
    const s = await start({});
    const { id } = await share(s.url);
    const res = await fetch(`${s.url}/api/v1/share/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/public/);
    expect([...res.headers.keys()].filter((k) => k.startsWith('ratelimit'))).toEqual([]);
    // A private answer still tells the client its quota.
    expect((await post(s.url)).headers.get('ratelimit-remaining')).not.toBeNull();
  });
});

describe('many client addresses', () => {
  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  it('leave nothing when their requests are cheaply invalid, and at most RATE_LIMIT_MAX_CLIENTS per window when valid', async () => {
    const s = await start({ TRUST_PROXY: 'loopback', WORKERS: '2', RATE_LIMIT_REST_PER_MINUTE: '3', RATE_LIMIT_SHARE_PER_HOUR: '1', RATE_LIMIT_MAX_CLIENTS: '40' });
    // Empty or malformed bodies, wrong media types and unknown ids are refused before they count.
    const junk = await Promise.all(
      Array.from({ length: 120 }, (_, i) => {
        const h = { 'content-type': i % 3 ? 'application/json' : 'text/plain', ...from(`198.51.100.${i}`) };
        return fetch(`${s.url}/api/v1/${i % 2 ? 'share' : 'calc/no-such-tool'}`, { method: 'POST', headers: h, body: i % 5 ? '' : '{"tool_id":"nope"}' }).then((r) => r.status);
      }),
    );
    expect(junk.every((x) => x >= 400 && x !== 429)).toBe(true);
    // None of those addresses was counted: each still has its one snapshot of the hour.
    const shared = await fetch(`${s.url}/api/v1/share`, { method: 'POST', headers: { 'content-type': 'application/json', ...from('198.51.100.1') }, body: '{"tool_id":"ohms-law","inputs":{"V":1,"R":1}}' });
    expect(shared.status).toBe(201);
    // 40 clients have their own REST budget…
    for (let i = 0; i < 40; i++) expect((await post(s.url, from(`203.0.113.${i}`))).status).toBe(200);
    // …past the bound new ones share one (3 a minute) until the window ends, and known ones keep theirs.
    const crowd = [];
    for (let i = 40; i < 46; i++) crowd.push((await post(s.url, from(`203.0.113.${i}`))).status);
    expect(crowd).toEqual([200, 200, 200, 429, 429, 429]);
    expect((await post(s.url, from('203.0.113.7'))).status).toBe(200);
  });

  it('count an IPv6 /64 as one client', async () => {
    const s = await start({ TRUST_PROXY: 'loopback', RATE_LIMIT_REST_PER_MINUTE: '3' });
    const statuses = [];
    for (let i = 1; i <= 4; i++) statuses.push((await post(s.url, from(`2001:db8:7:7::${i.toString(16)}`))).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await post(s.url, from('2001:db8:7:8::1'))).status).toBe(200);
  });
});

const REDIS = 'redis://127.0.0.1:6379/9';
// Database 9 is the test's own: emptied first, so counts start at zero.
const redisUp = await needRedis(REDIS, (c) => c.flushDb());

describe.skipIf(!redisUp)('shared limit in Redis (RATE_LIMIT_STORE)', () => {
  it('two instances enforce one limit together', async () => {
    const env = { RATE_LIMIT_STORE: REDIS, RATE_LIMIT_REST_PER_MINUTE: '6' };
    const [a, b] = await Promise.all([start(env), start(env)]);
    // An instance whose first connection to Redis timed out (a busy machine) counts in-process, degraded, until it
    // reconnects: wait until both count in Redis.
    for (const s of [a, b]) await expect.poll(async () => (await (await fetch(`${s.url}/readyz`)).json()).status, { timeout: 20_000 }).toBe('ready');
    const statuses = [];
    for (let i = 0; i < 8; i++) statuses.push((await post(i % 2 ? b.url : a.url)).status);
    expect(statuses.filter((x) => x === 429)).toHaveLength(2);
    expect(statuses.slice(0, 6).every((x) => x !== 429)).toBe(true);
  });
});
