// What a CDN in front of the instances relies on (api/server/static-files.ts,
// api/server/pages.ts; docs/operating.md "A CDN in front"): built files carry a
// strong ETag from their bytes (so two instances of one build agree, whatever
// their files' mtimes) and the build's Last-Modified; If-None-Match and
// If-Modified-Since are answered 304 with what a cache needs; hashed assets are
// immutable for a year, pages revalidated (a CDN keeps them 5 minutes); pages
// computed from a query say how long they may be kept and on what they vary,
// and nothing a client owns (its quota, its cookie's choice) is in an answer a
// shared cache may keep.
import { cpSync, mkdtempSync, readdirSync, statSync, utimesSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createApiContext } from '../../api/context.ts';
import { ASSET_CACHE, createPageHandler, PAGE_CACHE } from '../../api/server/pages.ts';
import { noneMatch } from '../../api/server/static-files.ts';
import { sharedServer, spawnServer } from '../helpers/server.ts';

const DIST = path.resolve(import.meta.dirname, '../../dist');
const PAGE = '/calc/electric/voltage-divider';
let base: string;
beforeAll(() => {
  base = sharedServer().url;
});

interface Got {
  status: number;
  headers: http.IncomingHttpHeaders;
  bytes: number;
}

function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Got> {
  return new Promise((resolve, reject) => {
    http
      .request(url, { method, headers }, (res) => {
        let bytes = 0;
        res.on('data', (d: Buffer) => (bytes += d.length));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, bytes }));
      })
      .on('error', reject)
      .end();
  });
}

const BR = { 'accept-encoding': 'br, gzip' };

describe('a pre-rendered page', () => {
  it('is served pre-compressed with a strong ETag, the build time and a policy that revalidates', async () => {
    const r = await get(`${base}${PAGE}`, BR);
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers.etag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    expect(Date.parse(r.headers['last-modified']!)).toBe(Math.floor(statSync(path.join(DIST, '.build-stamp')).mtimeMs / 1000) * 1000);
    expect(r.headers['cache-control']).toBe(PAGE_CACHE);
    expect(PAGE_CACHE).toMatch(/\bmax-age=0\b.*\bs-maxage=300\b/);
    expect(r.headers.vary).toBe('Accept-Encoding');
    expect(Number(r.headers['content-length'])).toBe(r.bytes);
    // Each representation has its own tag; the same one at /path, /path/ and /path/index.html.
    const gz = await get(`${base}${PAGE}`, { 'accept-encoding': 'gzip' });
    const plain = await get(`${base}${PAGE}/index.html`);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(new Set([r.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3);
    expect((await get(`${base}${PAGE}/`, BR)).headers.etag).toBe(r.headers.etag);
    const head = await get(`${base}${PAGE}`, BR, 'HEAD');
    expect(head).toMatchObject({ status: 200, bytes: 0 });
    expect(head.headers['content-length']).toBe(r.headers['content-length']);
  });

  it('answers a revalidation 304 with the validators, Cache-Control and Vary, and no body', async () => {
    const { headers } = await get(`${base}${PAGE}`, BR);
    const etag = headers.etag!;
    for (const inm of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const r = await get(`${base}${PAGE}`, { ...BR, 'if-none-match': inm });
      expect(r.status, inm).toBe(304);
      expect(r.bytes).toBe(0);
      expect(r.headers).toMatchObject({ etag, 'cache-control': PAGE_CACHE, vary: 'Accept-Encoding', 'last-modified': headers['last-modified'] });
    }
    expect((await get(`${base}${PAGE}`, { ...BR, 'if-none-match': '"stale"' })).status).toBe(200);
    // A cache holding the gzip copy does not get a 304 for the br one.
    expect((await get(`${base}${PAGE}`, { 'accept-encoding': 'gzip', 'if-none-match': etag })).status).toBe(200);
    expect((await get(`${base}${PAGE}`, { ...BR, 'if-modified-since': headers['last-modified']! })).status).toBe(304);
    expect((await get(`${base}${PAGE}`, { ...BR, 'if-modified-since': 'Thu, 01 Jan 2015 00:00:00 GMT' })).status).toBe(200);
    // If-None-Match decides when both are sent.
    expect((await get(`${base}${PAGE}`, { ...BR, 'if-none-match': '"stale"', 'if-modified-since': headers['last-modified']! })).status).toBe(200);
  });

  it('has the same ETag on another instance whose copy of the build has other mtimes', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'cx-cdn-'));
    cpSync(path.join(DIST, 'client'), path.join(dist, 'client'), { recursive: true });
    cpSync(path.join(DIST, 'server'), path.join(dist, 'server'), { recursive: true });
    const when = new Date('2025-01-02T03:04:05Z');
    for (const f of readdirSync(path.join(dist, 'client', 'calc', 'electric', 'voltage-divider'))) utimesSync(path.join(dist, 'client', 'calc', 'electric', 'voltage-divider', f), when, when);
    const handle = createPageHandler(dist, await createApiContext({ RATE_LIMIT_DISABLED: '1' }));
    const srv = http.createServer((req, res) => handle(req, res, req.url!.split('?')[0], ''));
    await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
    try {
      const other = `http://127.0.0.1:${(srv.address() as { port: number }).port}`;
      for (const enc of ['br', 'gzip', 'identity']) {
        const [a, b] = await Promise.all([get(`${base}${PAGE}`, { 'accept-encoding': enc }), get(`${other}${PAGE}`, { 'accept-encoding': enc })]);
        expect(b.headers.etag, enc).toBe(a.headers.etag);
      }
    } finally {
      srv.close();
    }
  });
});

describe('hashed assets and other built files', () => {
  it('keeps a hashed asset a year, immutable, and never keeps a missing one (a page of a newer build may ask)', async () => {
    const asset = readdirSync(path.join(DIST, 'client', '_astro')).find((f) => f.endsWith('.js'))!;
    const r = await get(`${base}/_astro/${asset}`, BR);
    expect(r.status).toBe(200);
    expect(r.headers['cache-control']).toBe(ASSET_CACHE);
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect((await get(`${base}/_astro/${asset}`, { ...BR, 'if-none-match': r.headers.etag! })).status).toBe(304);
    const missing = await get(`${base}/_astro/not-built.B0000000.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    // The service worker and the manifest change with a deploy: revalidated.
    for (const p of ['/sw.js', '/manifest.webmanifest']) expect((await get(`${base}${p}`, BR)).headers['cache-control'], p).toBe(PAGE_CACHE);
  });
});

describe('what a shared cache may keep', () => {
  it('computed pages: five minutes, varying on what they read; the currency cookie changes nothing (amounts are in the calculation\'s currency)', async () => {
    const url = `${base}${PAGE}?Vin=12&R1=1000&R2=1000`;
    const r = await get(url, BR);
    expect(r.status).toBe(200);
    expect(r.headers['cache-control']).toBe('public, max-age=300');
    expect(r.headers.vary).toBe('Accept-Encoding, Accept-Language');
    const mine = await get(url, { ...BR, cookie: 'cx-currency=EUR' });
    expect(mine.headers['cache-control']).toBe('public, max-age=300');
  });

  it('no answer marked public carries a client\'s quota or sets a cookie; computed and personal API answers are not kept', async () => {
    // Limits on, so that every limited answer has a client's quota to show.
    const limited = await spawnServer({});
    const base = limited.url;
    onTestFinished(() => limited.close());
    const share = await fetch(`${base}/api/v1/share`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"tool_id":"voltage-divider","inputs":{"Vin":12,"R1":1000,"R2":1000}}' });
    expect(share.headers.get('cache-control')).toBe('no-store');
    const { id } = await share.json();
    const calc = await fetch(`${base}/api/v1/calc/voltage-divider`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"inputs":{"Vin":12,"R1":1000,"R2":1000}}' });
    expect(calc.headers.get('cache-control')).toBe('no-store');
    expect(calc.headers.get('ratelimit-remaining')).not.toBeNull(); // the quota, on an answer no cache keeps
    const readyz = await fetch(`${base}/readyz`);
    expect(readyz.headers.get('cache-control')).toBe('no-store');
    const publicOnes = ['/', PAGE, `${PAGE}?Vin=12&R1=1000&R2=1000`, `/s/${id}`, `/api/v1/share/${id}`, '/api/v1/calc', '/openapi.json', '/.well-known/service-capabilities.json', '/schemas/electrical.voltage_divider/input.json', '/mcp'];
    for (const p of publicOnes) {
      const r = await get(`${base}${p}`, BR);
      expect(r.status, p).toBe(200);
      expect(r.headers['cache-control'], p).toMatch(/^public\b/);
      const personal = Object.keys(r.headers).filter((h) => h.startsWith('ratelimit') || h === 'set-cookie');
      expect(personal, p).toEqual([]);
    }
  });
});

describe('If-None-Match', () => {
  it('matches any tag of a list, compared weakly, and *', () => {
    expect(noneMatch('"a"', '"a"')).toBe(true);
    expect(noneMatch('W/"a"', '"a"')).toBe(true);
    expect(noneMatch('"b" , W/"a"', '"a"')).toBe(true);
    expect(noneMatch(' * ', '"a"')).toBe(true);
    expect(noneMatch('"ab"', '"a"')).toBe(false);
    expect(noneMatch('', '"a"')).toBe(false);
  });
});

