// In Chromium: every header and footer link works offline after a first visit
// (with or without a trailing slash); the embed page's snippets name the origin
// the visitor sees, its preview shows a computed result and posts it without a
// keystroke, and Copy puts the snippet on the clipboard and says so; the API
// reference renders the operations of /openapi.json.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launch } from '../helpers/browser.ts';
import { sharedServer } from '../helpers/server.ts';

describe.skipIf(!hasChromium)('site pages in the browser', () => {
  let server: { url: string };
  let browser: Browser;
  beforeAll(async () => {
    server = sharedServer();
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const chromeLinks = (page: Page) => page.evaluate(() => [...document.querySelectorAll('header.site a, footer.site a')].map((a) => a.getAttribute('href')!));

  it('opens every header and footer link offline after a first visit', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/calc/finance/loan-payment`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.active?.state))).toBe('activated');
    const links = [...new Set(await chromeLinks(page))];
    expect(links).toEqual(expect.arrayContaining(['/', '/calculators/', '/capabilities/', '/embed', '/docs/api', '/errors', '/mcp']));

    await context.setOffline(true);
    // Pages the site serves offline, at the address as linked and in its other spelling.
    const offlinePages: Record<string, RegExp> = {
      '/': /^CalculatorX — /,
      '/calculators/': /^All calculators/,
      '/calculators': /^All calculators/,
      '/capabilities/': /^Developer catalog/,
      '/embed': /^Embed a calculator/,
      '/errors': /^Error codes/,
      '/calc/finance': /^Finance calculators/,
      '/calc/finance/': /^Finance calculators/,
      '/calc/electric/ohms-law/': /Ohm/,
    };
    // Pages that need the network say so, inside the site, instead of the browser's error page.
    const needNetwork = ['/mcp', '/docs/api', '/openapi.json', '/s/cx_e1_anything'];
    for (const link of links) expect(link in offlinePages || needNetwork.includes(link), `${link} is checked below`).toBe(true);
    for (const [path, title] of Object.entries(offlinePages)) {
      const r = await page.goto(`${server.url}${path}`);
      expect(r?.status(), path).toBe(200);
      expect(await page.title(), path).toMatch(title);
      expect(await chromeLinks(page), path).toContain('/docs/api');
    }
    for (const path of needNetwork) {
      const r = await page.goto(`${server.url}${path}`);
      expect(r?.status(), path).toBe(200);
      expect(await page.title(), path).toBe('You are offline — CalculatorX');
      expect(await page.locator('main a[href="/calc/finance"]').count(), path).toBe(1);
    }
    await context.setOffline(false);
    await context.close();
    // Ten pages opened offline and four online: about 10 s alone, twice that beside the other browser suites.
  }, 60_000);

  it('embed page: the snippet names the origin the visitor sees, the preview computes without a keystroke, Copy copies', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const page = await context.newPage();
    await page.goto(`${server.url}/embed?calculator=electric/voltage-divider`);

    const script = (await page.locator('#snippet-script').textContent())!;
    expect(script).toBe(`<script src="${server.url}/embed.js" data-calculator="electric/voltage-divider" data-inputs="Vin=12&amp;R1=1000&amp;R2=1000" async></script>`);
    expect(await page.locator('#snippet-listener').textContent()).toContain(`e.origin !== '${server.url}'`);
    expect(await page.content()).not.toContain('{BASE_URL}');

    // The preview runs that snippet: the frame's first result is posted to this page with no input typed.
    await expect.poll(() => page.locator('#preview-status').textContent()).toBe('Result event received from the preview: status success.');
    const frame = (await page.locator('#preview iframe').elementHandle())!;
    const f = (await frame.contentFrame())!;
    const block = JSON.parse((await f.locator('#calculatorx-result').textContent())!);
    expect(block.result.Vout).toBe(6); // 12 V × 1 kΩ / (1 kΩ + 1 kΩ)
    expect(await f.locator('main').textContent()).not.toMatch(/Enter values/);

    // The plain iframe's documented height is what the preview measured: the whole calculator, result included.
    const iframe = (await page.locator('#snippet-iframe').textContent())!;
    const height = Number(/height="(\d+)"/.exec(iframe)?.[1]);
    const content = await f.evaluate(() => Math.ceil(document.body.getBoundingClientRect().height));
    expect(height).toBe(content);
    const resultBottom = await f.evaluate(() => Math.ceil(document.querySelector('#calculatorx-result')!.previousElementSibling!.getBoundingClientRect().bottom));
    expect(resultBottom).toBeLessThanOrEqual(height);
    expect(await frame.evaluate((el) => (el as HTMLIFrameElement).style.height)).toBe(`${height}px`);
    expect(iframe).toContain(`src="${server.url}/calc/electric/voltage-divider?Vin=12&amp;R1=1000&amp;R2=1000&amp;embed=1"`);

    await page.click('button[data-copy="snippet-script"]');
    await expect.poll(() => page.locator('#copied').textContent()).toBe('Copied the script tag to the clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(script);

    // Another calculator: the snippets and the preview follow, and the address keeps the choice.
    await page.selectOption('#embed-calculator', 'finance/loan-payment');
    await expect.poll(() => page.locator('#snippet-script').textContent()).toContain('data-calculator="finance/loan-payment"');
    expect(new URL(page.url()).searchParams.get('calculator')).toBe('finance/loan-payment');
    await expect.poll(() => page.locator('#preview iframe').getAttribute('src')).toContain('/calc/finance/loan-payment?');
    await context.close();
  });

  it('API reference renders the operations of the OpenAPI document', async () => {
    const doc = await (await fetch(`${server.url}/openapi.json`)).json();
    const voltageDivider = doc.paths['/api/v1/calc/voltage-divider'].post.summary as string;
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const refused: string[] = [];
    page.on('console', (m) => m.type() === 'error' && refused.push(m.text()));
    await page.goto(`${server.url}/docs/api`);
    await expect.poll(() => page.getByText('/api/v1/calc/voltage-divider').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await page.getByText(voltageDivider).count()).toBeGreaterThan(0);
    expect(await page.locator('#api-reference-loading').count()).toBe(0);
    // Nothing was refused by the page's policy or failed to load.
    expect(refused).toEqual([]);
    await page.close();
  }, 60_000);
});
