// HTML responses from the node server: every one carries the CSP header (with
// the script hashes the build collected, and frame-ancestors), a real status
// line and a cache-control; result text never breaks the head; and a page whose
// rendering throws fails alone, with a 500 page, while the server goes on, as
// does a built file removed under it; Range headers get the right bytes or none.
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiContext } from '../../api/context.ts';
import { createPageHandler } from '../../api/server/pages.ts';
import { sharedServer } from '../helpers/server.ts';

const DIST = path.resolve(import.meta.dirname, '../../dist');
let server: { url: string };
beforeAll(async () => {
  server = sharedServer();
});

/** Status line (through a raw request, so the reason phrase is the server's own), headers and body. */
function get(url: string): Promise<{ line: string; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ line: `${res.statusCode} ${res.statusMessage}`, headers: res.headers, body }));
      })
      .on('error', reject);
  });
}

/** Every inline script the browser would run must be allowed by its hash, or the page loses it (theme, embed mode). */
function expectInlineScriptsAllowed(csp: string, body: string, what: string) {
  const scripts = body.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g);
  for (const [, text] of scripts) expect(csp, `${what}: ${text.slice(0, 60)}`).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
}

function expectPageHeaders(headers: http.IncomingHttpHeaders, what: string, body = '') {
  const csp = String(headers['content-security-policy']);
  expectInlineScriptsAllowed(csp, body, what);
  expect(csp, what).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
  expect(csp, what).toMatch(/frame-ancestors \*/);
  expect(csp, what).toMatch(/object-src 'none'/);
  expect(headers['cache-control'], what).toBeTruthy();
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['content-type'], what).toMatch(/^text\/html/);
}

describe('HTML responses', () => {
  it('carry the CSP header, a real status line and a cache-control: static, computed, snapshot and missing pages', async () => {
    const share = await fetch(`${server.url}/api/v1/share`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"tool_id":"voltage-divider","inputs":{"Vin":12,"R1":1000,"R2":1000}}' });
    const { id } = await share.json();
    const cases: [string, string][] = [
      ['/', '200 OK'],
      ['/calc/electric/ohms-law', '200 OK'],
      ['/calc/electric/ohms-law?V=12&R=6', '200 OK'],
      [`/s/${id}`, '200 OK'],
      ['/s/cx_e1_nothing.here', '404 Not Found'],
      ['/no/such/page', '404 Not Found'],
    ];
    for (const [p, line] of cases) {
      const r = await get(`${server.url}${p}`);
      expect(r.line, p).toBe(line);
      expectPageHeaders(r.headers, p, r.body);
    }
    const snapshot = await get(`${server.url}/s/${id}`);
    expect(snapshot.headers['cache-control']).toMatch(/immutable/);
    expect(snapshot.body).toMatch(/<title>Snapshot: Voltage divider — CalculatorX<\/title>/);
    expect(snapshot.body).toMatch(/<output data-output="Vout" data-value="6">6<\/output> V/);
  });

  it('keeps result text out of the head: "$&" in a result is text, not a replacement pattern', async () => {
    const r = await get(`${server.url}/calc/dev/url-codec?mode=decode&text=${encodeURIComponent('%24%26%24%60')}`);
    expect(r.line).toBe('200 OK');
    const head = r.body.slice(0, r.body.indexOf('</head>'));
    expect(head).toContain('<title>URL encoder and decoder calculator — Result $&#38;$`</title>');
    expect(head).toMatch(/<meta http-equiv="content-security-policy"/);
    expect(head.match(/<title>/g)).toHaveLength(1);
  });
});

describe('a page whose rendering throws', () => {
  let base: string;
  let close: () => void;
  beforeAll(async () => {
    // The built site, with a renderer that fails on calculator pages (and works for the error page).
    const dist = mkdtempSync(path.join(tmpdir(), 'cx-pages-'));
    cpSync(path.join(DIST, 'client'), path.join(dist, 'client'), { recursive: true });
    mkdirSync(path.join(dist, 'server'));
    cpSync(path.join(DIST, 'server', 'page-headers.json'), path.join(dist, 'server', 'page-headers.json'));
    const real = pathToFileURL(path.join(DIST, 'server', 'render.mjs')).href;
    writeFileSync(path.join(dist, 'server', 'render.mjs'), `export { renderSnapshot, messagePage } from ${JSON.stringify(real)};\nexport function renderCalculator() { throw new Error('renderer bug'); }\n`);
    const handle = createPageHandler(dist, await createApiContext({ RATE_LIMIT_DISABLED: '1' }));
    const srv = http.createServer((req, res) => {
      const [p, q = ''] = (req.url ?? '/').split('?');
      handle(req, res, p, q);
    });
    await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(srv.address() as { port: number }).port}`;
    close = () => srv.close();
  });
  afterAll(() => close?.());

  it('answers that request with a 500 page and goes on serving', async () => {
    const failed = await get(`${base}/calc/electric/ohms-law?V=12&R=6`);
    expect(failed.line).toBe('500 Internal Server Error');
    expectPageHeaders(failed.headers, 'the 500 page');
    expect(failed.headers['cache-control']).toBe('no-store');
    expect(failed.body).toMatch(/<h1>Something went wrong<\/h1>/);
    expect(failed.body).not.toMatch(/renderer bug/);
    expect((await get(`${base}/calc/electric/ohms-law`)).line).toBe('200 OK');
  });
});

/** A page handler over a dist/ of only these client files, served on a free port. */
async function servedDist(files: Record<string, string>): Promise<{ dist: string; base: string; close: () => void }> {
  const dist = mkdtempSync(path.join(tmpdir(), 'cx-pages-'));
  mkdirSync(path.join(dist, 'client'));
  mkdirSync(path.join(dist, 'server'));
  cpSync(path.join(DIST, 'server', 'page-headers.json'), path.join(dist, 'server', 'page-headers.json'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dist, 'client', name), text);
  const handle = createPageHandler(dist, await createApiContext({ RATE_LIMIT_DISABLED: '1' }));
  const srv = http.createServer((req, res) => handle(req, res, req.url ?? '/', ''));
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  return { dist, base: `http://127.0.0.1:${(srv.address() as { port: number }).port}`, close: () => srv.close() };
}

describe('a built file removed under a running server', () => {
  it('ends that response and goes on serving, where an unheard stream error would end the process', async () => {
    // dist/ rebuilt while the server runs: sirv listed the file at start, and it is gone when asked for.
    const { dist, base, close } = await servedDist({ 'kept.css': 'a{}', 'rebuilt.css': 'b{}' });
    try {
      rmSync(path.join(dist, 'client', 'rebuilt.css'));
      await expect(get(`${base}/rebuilt.css`)).rejects.toThrow();
      const kept = await get(`${base}/kept.css`);
      expect(kept.line).toBe('200 OK');
      expect(kept.body).toBe('a{}');
    } finally {
      close();
    }
  });
});

describe('range requests for built files', () => {
  let served: Awaited<ReturnType<typeof servedDist>>;
  beforeAll(async () => {
    served = await servedDist({ 'ten.txt': '0123456789' });
  });
  afterAll(() => served?.close());

  const ranged = (range: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      http
        .get(`${served.base}/ten.txt`, { headers: { range } }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (d) => (body += d));
          res.on('end', () => resolve({ status: res.statusCode!, body }));
        })
        .on('error', reject);
    });

  it('serves one range of bytes (RFC 9110 §14), and past the end none', async () => {
    expect(await ranged('bytes=2-4')).toEqual({ status: 206, body: '234' });
    expect(await ranged('bytes=7-')).toEqual({ status: 206, body: '789' });
    expect(await ranged('bytes=8-20')).toEqual({ status: 206, body: '89' });
    expect((await ranged('bytes=20-')).status).toBe(416);
  });

  it('sends the whole file for a range it does not serve, instead of wrong bytes or a dropped connection', async () => {
    for (const range of ['bytes=-3', 'bytes=0-0,5-6', 'bytes=1e3-2e3', 'bytes=5-3', 'bytes=abc', 'items=0-1']) {
      expect(await ranged(range), range).toEqual({ status: 200, body: '0123456789' });
    }
  });
});
