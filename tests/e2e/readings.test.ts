// Results as a visitor reads them, in Chromium: the text the server rendered
// (in the visitor's locale, amounts in the calculation's own currency) is the
// text the island shows after hydration, with no flash of other numbers; the
// currency chosen is an input (in the URL), remembered only to pre-select a new
// calculation's; the API names view, the exact-value copy and the whole
// amortization schedule work.
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launch } from '../helpers/browser.ts';
import { sharedServer } from '../helpers/server.ts';

const LOAN = '/calc/finance/loan-payment?principal=300000&ratePct=6.5&termMonths=360';
const LOAN_USD = `${LOAN}&currency=USD`;

describe.skipIf(!hasChromium)('results read for people, in Chromium', () => {
  let server: { url: string };
  let browser: Browser;
  beforeAll(async () => {
    server = sharedServer();
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const hydrated = (page: Page) => page.waitForFunction(() => document.querySelector('astro-island') !== null && document.querySelector('astro-island[ssr]') === null);
  // The result as read.
  const resultText = (page: Page) => page.locator('section.result').evaluate((el) => (el as HTMLElement).innerText);

  /** The result's text as the server sent it (island scripts held back), then after hydration and a moment more. */
  async function beforeAndAfter(context: BrowserContext, url: string) {
    const page = await context.newPage();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/_astro/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(server.url + url, { waitUntil: 'commit' });
    await page.waitForSelector('section.result .headline');
    const before = await resultText(page);
    release();
    await hydrated(page);
    await page.waitForTimeout(300);
    return { page, before, after: await resultText(page) };
  }

  for (const [locale, url, headline] of [
    // The calculation's currency for everyone, grouped the visitor's way; none without one.
    ['en-US', LOAN_USD, '$1,896.20'],
    ['de-DE', LOAN_USD, '1.896,20\u00a0$'],
    ['de-DE', LOAN, '1.896,20'],
    ['en-US', '/calc/electric/ohms-law?V=12&R=470', '25.53 mA'],
    // From transcript totals: course rows are read differently by the island today (issue 19's first point, the input side's fix).
    ['en-US', '/calc/grade/gpa?mode=quick&scale=4.0&totalPoints=46&totalCredits=14', '3.29 grade points'],
    ['fr-FR', '/calc/electric/timer-555?mode=astable&RA=10000&RB=68000&C=10&C_unit=uF', '0,9881 Hz'],
  ] as const) {
    it(`shows the same text before and after hydration: ${locale} ${url.split('?')[0]}`, async () => {
      const context = await browser.newContext({ locale });
      const { before, after } = await beforeAndAfter(context, url);
      expect(before).toContain(headline);
      expect(after).toBe(before);
      await context.close();
    });
  }

  it('keeps the chosen currency in the URL, which the server renders; the choice pre-selects only a new calculation', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(server.url + LOAN);
    await hydrated(page);
    await page.selectOption('select[name="currency"]', 'EUR');
    await expect.poll(() => page.locator('.headline output').textContent()).toBe('€1,896.20');
    await expect.poll(() => new URL(page.url()).searchParams.get('currency')).toBe('EUR');
    const { before, after } = await beforeAndAfter(context, page.url().replace(server.url, ''));
    expect(before).toContain('€1,896.20');
    expect(after).toBe(before);
    // The remembered EUR never changes a link's currency, nor a link without one.
    for (const [url, shown] of [[LOAN_USD, '$1,896.20'], [LOAN, '1,896.20']]) {
      const { page: linked } = await beforeAndAfter(context, url);
      expect(await linked.locator('.headline output').textContent()).toBe(shown);
    }
    // A new calculation (the page without inputs) starts in EUR.
    const fresh = await context.newPage();
    await fresh.goto(`${server.url}/calc/finance/loan-payment`);
    await hydrated(fresh);
    await expect.poll(() => fresh.inputValue('select[name="currency"]')).toBe('EUR');
    await expect.poll(() => fresh.locator('.headline output').textContent()).toMatch(/^€/);
    await page.selectOption('select[name="currency"]', '');
    await expect.poll(() => page.locator('.headline output').textContent()).toBe('1,896.20');
    await context.close();
  });

  it('shows API names only in the API names view, remembered across pages', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(server.url + LOAN);
    await hydrated(page);
    const key = page.locator('th code.key', { hasText: 'totalPaid' });
    expect(await key.isVisible()).toBe(false);
    expect(await page.locator('.field .key').first().isVisible()).toBe(false);
    await page.click('[data-api-names-toggle]');
    expect(await key.isVisible()).toBe(true);
    expect(await page.locator('.field .key').first().isVisible()).toBe(true);
    expect(await page.getAttribute('[data-api-names-toggle]', 'aria-pressed')).toBe('true');
    await page.reload();
    expect(await page.locator('th code.key', { hasText: 'totalPaid' }).isVisible()).toBe(true);
    await context.close();
  });

  it('copies the exact value', async () => {
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    await page.goto(server.url + LOAN);
    await hydrated(page);
    await page.click('.headline .copy');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('1896.2040704788913');
    await context.close();
  });

  it('shows the whole amortization schedule with a CSV download, also after typing', async () => {
    const context = await browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(`${server.url}/calc/finance/amortization?principal=300000&ratePct=6.5&termMonths=360`);
    await hydrated(page);
    expect(await page.locator('table.years tbody tr').count()).toBe(30);
    // Months are drawn when opened.
    expect(await page.locator('details.months tbody tr').count()).toBe(0);
    await page.click('text=Every month (360)');
    // Drawn on the next render after the click, not within it.
    await expect.poll(() => page.locator('details.months tbody tr:not(.year)').count()).toBe(360);
    const [file] = await Promise.all([page.waitForEvent('download'), page.click('text=Download the schedule (CSV)')]);
    expect(file.suggestedFilename()).toBe('amortization-schedule.csv');
    const csv = readFileSync((await file.path())!, 'utf8');
    expect(csv.trim().split('\r\n')).toHaveLength(361);
    expect(csv.split('\r\n')[1]).toBe('1,1896.20,1625.00,271.20,299728.80');
    // The island computes the whole schedule in the worker as the visitor types.
    await page.fill('input[name="termMonths"]', '24');
    await expect.poll(() => page.locator('table.years tbody tr').count()).toBe(2);
    await context.close();
  });
});
