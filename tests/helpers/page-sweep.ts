// Every calculator page, as a visitor on a phone meets it (issue 19), in one
// Chromium, one page after another (tests/e2e/page-inputs-{1,2}.test.ts each
// sweep every other page, so the two halves run side by side):
// (a) a URL built from the tool's worked example shows the same result before
//     and after the island hydrates, keeps its URL, and the browser's worker
//     computes the same result from the same form text, with no uncaught error;
// (b) the URL without its choices (tabs, selects) computes with the choices the
//     page shows: the same result as the URL that names them;
// (c) nothing on the page is wider than a 390 px phone;
// (d) axe-core finds no WCAG 2 A/AA violation.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formValuesFromInputs, queryFromFormValues } from '../../engines/derive/form-text.ts';
import { pageModel } from '../../engines/derive/page-model.ts';
import type { ResolvedTool } from '../../engines/derive/tools.ts';
import { registry } from '../../engines/registry.ts';
import { AXE, hasChromium, launch, runAxe } from '../helpers/browser.ts';
import { sharedServer } from '../helpers/server.ts';

const PHONE = { width: 390, height: 844 };

/** The worked example a page is tested with: the tool's first that succeeds, else what the page opens with. */
function exampleOf(tool: ResolvedTool): Record<string, unknown> {
  const ex = tool.engine.examples.find((e) => (e.tool ?? tool.engine.id) === tool.id && (!e.expect.status || e.expect.status === 'success') && Object.keys(e.inputs).length > 0);
  return ex?.inputs ?? tool.initial;
}


/** The calculatorx-result block of a server-rendered URL. */
async function block(base: string, url: string): Promise<{ http_status: number; status: string; code?: string; result: unknown }> {
  const html = await (await fetch(base + url)).text();
  const m = /<script type="application\/json" id="calculatorx-result">([^<]*)<\/script>/.exec(html);
  if (!m) throw new Error(`${url}: no result block`);
  return JSON.parse(m[1]);
}

/** The sweep over every `of`-th calculator page, starting with the `half`-th (1-based). */
export function sweepPages(half: number, of: number): void {
  const tools = registry.pages.filter((_, i) => i % of === half - 1);
  describe.skipIf(!hasChromium)(`every calculator page on a phone (${half} of ${of})`, () => {
    let server: { url: string };
    let browser: Browser;
    let context: BrowserContext;
    let page: Page;
    /** The server's HTML as it arrives: a context that runs no script. */
    let serverView: Page;
    /** Uncaught exceptions in the page's scripts since the current page's test began. */
    const pageErrors: string[] = [];

    beforeAll(async () => {
      server = sharedServer();
      browser = await launch();
      serverView = await (await browser.newContext({ viewport: PHONE, javaScriptEnabled: false, locale: 'en-US' })).newPage();
      // No service worker: it would precache every page while the sweep runs.
      context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block', locale: 'en-US' });
      await context.addInitScript({ content: AXE });
      page = await context.newPage();
      page.on('pageerror', (e) => pageErrors.push(String(e)));
      // The island's timers run on a clock the test moves forward instead of sleeping past them.
      await page.clock.install();
    });
    afterAll(async () => {
      await browser?.close();
    });

    const resultText = () => page.locator('section.result').innerText();
    const hydrated = () => page.waitForFunction(() => document.querySelector('astro-island') !== null && document.querySelector('astro-island[ssr]') === null);

    it.each(tools.map((t) => [t.page!, t] as const))('%s', async (url, tool) => {
      pageErrors.length = 0;
      const model = pageModel(tool);
      const values = formValuesFromInputs(model.fields, exampleOf(tool));
      const query = queryFromFormValues(model.fields, values).toString();
      const full = `${url}?${query}`;

      // (a) The server's HTML, then the same URL once the island has hydrated.
      await serverView.goto(server.url + full);
      const before = await serverView.locator('section.result').innerText();
      expect(before, 'the server computes the example').not.toMatch(/Enter values to see the result/);
      await page.goto(server.url + full, { waitUntil: 'commit' });
      await hydrated();
      await page.clock.runFor(150); // past the island's URL timer (120 ms): a rewrite of the URL would show
      expect(await resultText()).toBe(before);
      expect(new URL(page.url()).search).toBe(query ? `?${query}` : '');
      // The worker reads the same form text to the same result: retype a box as it is.
      const box = page.locator('form input[type="text"]:visible, form textarea:visible').first();
      if (await box.count()) {
        await box.fill(await box.inputValue());
        await page.clock.runFor(150);
        await expect.poll(resultText).toBe(before);
        await expect.poll(() => new URLSearchParams(new URL(page.url()).search).toString()).toBe(query);
      }

      expect(pageErrors.splice(0), 'uncaught errors in the page').toEqual([]);

      // (c) Nothing is wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

      // (d) axe-core (loaded by the context's init script), WCAG 2 A and AA.
      const violations = await runAxe(page);
      expect(violations).toEqual([]);

      // (b) Without its choices, the page computes with the choices it shows.
      const choices = model.fields.filter((f) => f.kind === 'select' && values[f.key] !== undefined).map((f) => f.key);
      const rest = Object.fromEntries(Object.entries(values).filter(([k]) => !choices.includes(k)));
      if (choices.length === 0 || model.fields.every((f) => choices.includes(f.key) || rest[f.key] === undefined)) return;
      const bare = `${url}?${queryFromFormValues(model.fields, rest)}`;
      await page.goto(server.url + bare, { waitUntil: 'commit' });
      await hydrated();
      const shown: Record<string, string> = {};
      for (const key of choices) {
        const f = model.fields.find((x) => x.key === key)!;
        const bar = model.tabs.find((b) => b.field === key);
        const value = bar
          ? await page.locator(`[role="tablist"][aria-label="${f.label}"] [role="tab"][aria-selected="true"]`).getAttribute('data-value')
          : await page.locator(`select[name="${key}"]`).evaluate((s: HTMLSelectElement) => {
              // A blank option that names its default stands for that option.
              const named = /^\(default: (.+)\)$/.exec(s.selectedOptions[0]?.textContent ?? '');
              return s.value !== '' ? s.value : ([...s.options].find((o) => o.value !== '' && o.textContent === named?.[1])?.value ?? '');
            });
        if (value) shown[key] = value;
      }
      expect(Object.keys(shown).length, 'every tab bar shows a chosen tab').toBeGreaterThanOrEqual(model.tabs.filter((b) => choices.includes(b.field)).length);
      const explicit = `${url}?${queryFromFormValues(model.fields, { ...rest, ...shown })}`;
      const [withoutChoice, named] = await Promise.all([block(server.url, bare), block(server.url, explicit)]);
      expect({ http: withoutChoice.http_status, code: withoutChoice.code, result: withoutChoice.result }).toEqual({ http: named.http_status, code: named.code, result: named.result });
    }, 30_000);
  });
}
