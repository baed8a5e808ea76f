// Calculator pages in a real browser: typing computes in the worker with no
// API request, the URL follows and restores the inputs, server-rendered URLs
// carry the result block and JSON-LD, query values cannot inject markup, one
// page per area works, the worker answers exactly as REST does for every
// worked example, and axe-core finds no accessibility violations.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../engines/registry.ts';
import { inputsToQuery } from '../../engines/derive/query.ts';
import { axeViolations, hasChromium, launch } from '../helpers/browser.ts';
import { sharedServer } from '../helpers/server.ts';

describe.skipIf(!hasChromium)('calculator pages in Chromium', () => {
  let server: { url: string };
  let browser: Browser;
  beforeAll(async () => {
    server = sharedServer();
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function open(url: string): Promise<{ page: Page; apiCalls: string[] }> {
    const context = await browser.newContext({ bypassCSP: false });
    const page = await context.newPage();
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(r.url());
    });
    await page.goto(server.url + url, { waitUntil: 'load' });
    await page.waitForFunction(() => document.querySelector('astro-island:not([ssr])') !== null || !document.querySelector('astro-island'));
    return { page, apiCalls };
  }

  const output = (page: Page, key: string) => page.locator(`output[data-output="${key}"]`).first().textContent();

  it('computes as you type, in the worker, and keeps the inputs in the URL', async () => {
    const { page, apiCalls } = await open('/calc/electric/voltage-divider');
    for (const [name, value] of [['Vin', '12'], ['R1', '1000'], ['R2', '1000']]) await page.fill(`input[name="${name}"]`, value);
    await expect.poll(() => output(page, 'Vout')).toBe('6');
    expect(apiCalls).toEqual([]);
    await expect.poll(() => new URL(page.url()).search).toBe('?Vin=12&R1=1000&R2=1000');
    await page.reload();
    await expect.poll(() => page.inputValue('input[name="R2"]')).toBe('1000');
    await expect.poll(() => output(page, 'Vout')).toBe('6');
    // Share freezes the calculation as a snapshot whose page shows the same result.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await page.click('text=Share snapshot');
    const link = await page.locator('#share-link').inputValue();
    expect(link).toMatch(/\/s\/cx_e1_/);
    // The link is on the clipboard, and the page says so.
    expect(await page.locator('.share-note').textContent()).toBe('Link copied to the clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    const snapshot = await (await fetch(link)).text();
    expect(snapshot).toContain('data-output="Vout" data-value="6">6<');
    expect(apiCalls.map((u) => new URL(u).pathname)).toEqual(['/api/v1/share']);
    apiCalls.length = 0;
    // The engine's own error appears next to the field it names.
    await page.fill('input[name="R2"]', 'abc');
    await expect.poll(() => page.locator('.field[data-invalid] .error').first().textContent()).toContain('must be a number');
    expect(apiCalls).toEqual([]);
    await page.context().close();
  });

  it('keeps what was typed before the island hydrated', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // Hold the island's scripts until the visitor has typed into the server's HTML.
    let release!: () => void;
    const typed = new Promise<void>((r) => (release = r));
    await page.route('**/_astro/*.js', async (route) => {
      await typed;
      await route.continue();
    });
    // Module scripts hold DOMContentLoaded back, so wait only for the HTML's first bytes.
    await page.goto(`${server.url}/calc/electric/voltage-divider`, { waitUntil: 'commit' });
    // The page opens with its example (12 V over 1 kΩ and 1 kΩ); the visitor types another, "1k" as people write it.
    for (const [name, value] of [['Vin', '10'], ['R1', '1k'], ['R2', '3000']]) await page.fill(`input[name="${name}"]`, value);
    expect(await page.locator('astro-island[ssr]').count()).toBe(1);
    release();
    await expect.poll(() => output(page, 'Vout')).toBe('7.5');
    // "1k" also sets R1's unit select to kΩ (a prefix typed with a number shows in its select), and the URL
    // says both; the prefix is still applied once, so the link opens on the same 7.5 V.
    await expect.poll(() => new URL(page.url()).search).toBe('?Vin=10&R1=1k&R1_unit=k%CE%A9&R2=3000');
    const shared = await (await fetch(`${server.url}/calc/electric/voltage-divider${new URL(page.url()).search}`)).text();
    expect(shared).toContain('data-output="Vout" data-value="7.5"');
    await context.close();
  });

  it('renders a URL with inputs on the server: result block, JSON-LD Action, escaped values', async () => {
    const res = await fetch(`${server.url}/calc/electric/voltage-divider?Vin=12&R1=1000&R2=1000&v=9`);
    const html = await res.text();
    const block = JSON.parse(/<script type="application\/json" id="calculatorx-result">([^<]*)<\/script>/.exec(html)![1]);
    expect(block).toMatchObject({ inputs: { Vin: 12, R1: 1000, R2: 1000 }, result: { Vout: 6 }, calculation_version: '1.5.1', verification: { tier: 'engine_tested' } });
    const ld = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1]);
    expect(ld['@graph'].some((n: { '@type': string }) => n['@type'].endsWith('Action'))).toBe(true);
    expect(html).toContain('data-output="Vout" data-value="6">6<');
    for (const probe of ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>']) {
      for (const q of [`Vin=${encodeURIComponent(probe)}&R1=1&R2=1`, `Vin=1&R1=1&R2=1&x=${encodeURIComponent(probe)}`, `Vin=1&R1=1&R2=1&${encodeURIComponent(probe)}=1`]) {
        const r = await fetch(`${server.url}/calc/electric/voltage-divider?${q}`);
        expect(r.status).toBeLessThan(500);
        expect((await r.text()).toLowerCase()).not.toContain(probe.toLowerCase());
      }
    }
  });

  const perArea = ['electric', 'wire', 'math', 'finance', 'grade', 'dev']
    .map((area) => registry.pages.find((t) => t.ownPage === area && t.engine.examples.some((e) => !e.expect.status || e.expect.status === 'success')))
    .filter((t) => t !== undefined);

  it.each(perArea.map((t) => [t.ownPage, t.id, t] as const))('%s page (%s) computes a worked example, updates on input and passes axe-core', async (_area, _id, tool) => {
    const ex = tool.engine.examples.find((e) => (!e.expect.status || e.expect.status === 'success') && (!e.tool || e.tool === tool.id))!;
    const { page, apiCalls } = await open(`${tool.page}?${inputsToQuery(tool, ex.inputs)}`);
    await expect.poll(() => page.locator('.result output').count()).toBeGreaterThan(0);
    // Edit one field: the result must come from the worker, not the API.
    const first = page.locator('form input[type="text"], form textarea').first();
    if (await first.count()) {
      await first.fill((await first.inputValue()) + '1');
      await page.waitForTimeout(200);
    }
    expect(apiCalls).toEqual([]);
    const violations = await axeViolations(page);
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it('gives exactly the REST answer for every worked example of every engine', async () => {
    const { page } = await open('/calc/electric/voltage-divider');
    const mismatches: string[] = [];
    for (const engine of registry.engines) {
      for (const ex of engine.examples) {
        const toolId = ex.tool ?? engine.id;
        const [browserAnswer, rest] = await Promise.all([
          page.evaluate(([m, t, i]) => (window as unknown as { calculatorx: { calculate(...a: unknown[]): Promise<{ answer: { http: number; body: unknown } }> } }).calculatorx.calculate(m, t, i), [`${engine.area}/${engine.id}`, toolId, ex.inputs] as const),
          fetch(`${server.url}/api/v1/calc/${toolId}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ inputs: ex.inputs }) }).then(async (r) => ({ http: r.status, body: await r.json() })),
        ]);
        if (JSON.stringify(browserAnswer.answer) !== JSON.stringify(rest)) mismatches.push(`${toolId} ${ex.name}`);
      }
    }
    expect(mismatches).toEqual([]);
    await page.context().close();
  }, 120_000);
});
