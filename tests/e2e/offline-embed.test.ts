// Offline use and embedding, in Chromium: after one visit the service worker
// serves visited and not-yet-visited calculator pages and their engines with
// no network; the embed snippet works from another origin, sizes itself and
// posts result envelopes to the host page.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launch } from '../helpers/browser.ts';
import { sharedServer } from '../helpers/server.ts';

describe.skipIf(!hasChromium)('offline and embedding', () => {
  let server: { url: string };
  let browser: Browser;
  beforeAll(async () => {
    server = sharedServer();
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('works offline after the first visit, for visited and unvisited calculator pages', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/calc/electric/voltage-divider`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.active?.state))).toBe('activated');
    const manifest = await (await fetch(`${server.url}/manifest.webmanifest`)).json();
    expect(manifest.icons.some((i: { sizes: string }) => i.sizes === '512x512')).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await page.fill('input[name="Vin"]', '10');
    await page.fill('input[name="R1"]', '3000');
    await page.fill('input[name="R2"]', '2000');
    await expect.poll(() => page.locator('output[data-output="Vout"]').first().textContent()).toBe('4');

    // Never visited, with inputs in the URL: served from the precache, computed locally.
    await page.goto(`${server.url}/calc/electric/ohms-law?V=13&R=4`);
    await expect.poll(() => page.locator('output[data-output="I"]').first().textContent()).toBe('3.25');
    await context.setOffline(false);
    await context.close();
  });

  it('embeds on another origin with the documented snippet and reports results', async () => {
    // The snippet as a visitor copies it from the embed page: naming the origin they see, with no inputs preset.
    const docs = await browser.newPage();
    await docs.goto(`${server.url}/embed`);
    await docs.uncheck('input[name="example"]');
    const snippet = (await docs.locator('#snippet-script').textContent())!;
    expect(snippet).toBe(`<script src="${server.url}/embed.js" data-calculator="electric/voltage-divider" async></script>`);
    await docs.close();
    const host = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<!doctype html><html><body style="font: 40px serif; color: rgb(255, 0, 0)"><h1>Host</h1>${snippet}
        <script>window.results = []; addEventListener('message', (e) => e.data && e.data.type === 'calculatorx:result' && results.push(e.data));</script></body></html>`);
    });
    await new Promise<void>((r) => host.listen(0, '127.0.0.1', r));
    const hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/`;
    const page = await browser.newPage();
    await page.goto(hostUrl);
    const frameEl = page.locator('iframe');
    await expect.poll(() => frameEl.count()).toBe(1);
    const frame = (await frameEl.elementHandle())!.contentFrame();
    const f = (await frame)!;
    await f.waitForSelector('input[name="Vin"]');
    type Posted = { results: { envelope: { result: { Vout: number } } }[] };
    // The worked example the page opens with (12 V over 1 kΩ + 1 kΩ) is posted without a keystroke.
    await expect.poll(() => page.evaluate(() => (window as unknown as Posted).results[0]?.envelope.result.Vout)).toBe(6);
    await f.fill('input[name="Vin"]', '12');
    await f.fill('input[name="R1"]', '1000');
    await f.fill('input[name="R2"]', '3000');
    await expect.poll(() => f.locator('output[data-output="Vout"]').first().textContent()).toBe('9');
    // The host's styles do not leak in; the widget's chrome is hidden; the frame fits its content.
    expect(await f.evaluate(() => getComputedStyle(document.body).color)).not.toBe('rgb(255, 0, 0)');
    expect(await f.locator('header.site').isVisible()).toBe(false);
    await expect.poll(() => frameEl.evaluate((el: HTMLIFrameElement) => el.style.height)).not.toBe('520px');
    await expect.poll(() => page.evaluate(() => (window as unknown as Posted).results.at(-1)?.envelope.result.Vout)).toBe(9);
    await page.close();
    await new Promise((r) => host.close(r));
  });
});
