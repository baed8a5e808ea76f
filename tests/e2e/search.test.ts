// Finding a calculator in Chromium: the natural questions typed into the home
// page's box find their calculator in the first 3; the box is a combobox
// (arrow keys, Enter, Escape); the index loads only when the visitor reaches for
// the box; the home page is short on a phone yet links every calculator; the
// 404 page offers the calculators nearest to the path; axe-core finds nothing.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../engines/registry.ts';
import { axeViolations, hasChromium, launch } from '../helpers/browser.ts';
import { pageTool, QUESTIONS, REQUIRED_SHARE, score } from '../helpers/search-questions.ts';
import { sharedServer } from '../helpers/server.ts';

describe.skipIf(!hasChromium)('finding a calculator in Chromium', () => {
  let server: { url: string };
  let browser: Browser;
  beforeAll(async () => {
    server = sharedServer();
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function open(url: string, width = 1280): Promise<{ page: Page; requests: string[] }> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await page.goto(server.url + url, { waitUntil: 'load' });
    return { page, requests };
  }

  /**
   * Types like a person (key by key, or pasted: one input event) and returns the pages listed
   * once the list shows these words.
   */
  async function typeAndRead(page: Page, words: string, how: 'keys' | 'paste' = 'keys'): Promise<string[]> {
    const box = page.locator('#find');
    await box.fill('');
    if (how === 'keys') await box.pressSequentially(words);
    else await box.fill(words);
    await page.waitForFunction((q) => {
      const list = document.getElementById('find-results')!;
      return list.dataset.query === q;
    }, words);
    return page.locator('#find-results [role="option"]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname));
  }

  it(`the home page finds a right calculator in the first 3 for at least ${REQUIRED_SHARE * 100} % of ${QUESTIONS.length} natural questions`, async () => {
    const { page } = await open('/');
    // Pasted: 143 questions key by key took a minute, and the list after the last key is the same (the combobox test below types).
    const { share, misses } = await score(async (q) => {
      const shown = (await typeAndRead(page, q.q, 'paste')).slice(0, 3);
      return q.expect.some((id) => shown.includes(pageTool(id).page!));
    });
    expect(share, `misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(REQUIRED_SHARE);
    await page.context().close();
  }, 180_000);

  it('loads the index only when the visitor reaches for the box, then lists results best first', async () => {
    const { page, requests } = await open('/');
    await page.waitForTimeout(300);
    expect(requests.filter((p) => p.includes('search-client'))).toEqual([]);
    await page.locator('#find').focus();
    await expect.poll(() => requests.filter((p) => p.includes('search-client')).length).toBe(1);
    expect(await typeAndRead(page, 'monthly mortgage payment')).toEqual(['/calc/finance/loan-payment', '/calc/finance/mortgage', '/calc/finance/amortization']);
    await page.context().close();
  });

  it('is a combobox: arrow keys move the highlight, Enter opens it (or the first result), Escape closes then clears', async () => {
    const { page } = await open('/');
    const box = page.locator('#find');
    const shown = await typeAndRead(page, 'resistor');
    expect(shown.length).toBeGreaterThan(2);
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    expect(await box.getAttribute('aria-activedescendant')).toBeNull();
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    const second = page.locator('#find-results [role="option"]').nth(1);
    expect(await box.getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
    expect(await second.getAttribute('aria-selected')).toBe('true');
    await box.press('ArrowUp');
    await box.press('ArrowUp');
    // Up from the first wraps to the last.
    expect(await box.getAttribute('aria-activedescendant')).toBe(`find-results-${shown.length - 1}`);
    await box.press('Escape');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('#find-results').isHidden()).toBe(true);
    await box.press('Escape');
    expect(await box.inputValue()).toBe('');
    expect(await page.locator('[data-hide-while-searching]').isVisible()).toBe(true);

    await typeAndRead(page, 'rgb to hex');
    await Promise.all([page.waitForURL('**/calc/dev/rgb-to-hex'), box.press('Enter')]);

    await page.goto(`${server.url}/`);
    const listed = await typeAndRead(page, 'ohms law');
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await Promise.all([page.waitForURL(`**${listed[1]}`), box.press('Enter')]);
    await page.context().close();
  });

  it('opens the first result on Enter even when typed faster than the index loads', async () => {
    const { page } = await open('/');
    await page.locator('#find').pressSequentially('mortage');
    await Promise.all([page.waitForURL(/\/calc\/finance\/(amortization|loan-payment|mortgage)$/), page.locator('#find').press('Enter')]);
    await page.context().close();
  });

  it('reads ?q= from the address (the form without scripts sends it)', async () => {
    const { page } = await open('/?q=gpa');
    await expect.poll(() => page.locator('#find-results [role="option"]').first().getAttribute('href')).toBe('/calc/grade/gpa');
    await page.context().close();
  });

  it('is short on a phone before any search, no wider than the screen, and links every calculator page and area page', async () => {
    const { page } = await open('/', 390);
    const { height, width } = await page.evaluate(() => ({ height: document.documentElement.scrollHeight, width: document.documentElement.scrollWidth }));
    expect(width).toBeLessThanOrEqual(390);
    expect(height).toBeLessThan(2000);
    const links = new Set(await page.locator('main a[href^="/calc/"]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname)));
    for (const t of registry.pages) expect(links, t.id).toContain(t.page);
    // The groups open to show their links.
    await page.locator('details[data-area="finance"] summary').click();
    expect(await page.locator('details[data-area="finance"] a[href="/calc/finance/loan-payment"]').isVisible()).toBe(true);
    // …and lead to their area's own page.
    for (const area of new Set(registry.pages.map((t) => t.ownPage))) expect(links, `area ${area}`).toContain(`/calc/${area}`);
    await page.context().close();
  });

  it('passes axe-core on the home page, with and without results', async () => {
    const { page } = await open('/');
    expect(await axeViolations(page)).toEqual([]);
    await typeAndRead(page, 'voltage');
    await page.locator('#find').press('ArrowDown');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('the 404 page names the path, offers the nearest calculators and searches; axe-core finds nothing', async () => {
    const { page } = await open('/calc/finance/home-loan', 390);
    expect(await page.locator('#missing').textContent()).toBe('Nothing is served at /calc/finance/home-loan.');
    const near = await page.locator('#nearest a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname));
    expect(near).toEqual(expect.arrayContaining(['/calc/finance/loan-payment', '/calc/finance/amortization']));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await typeAndRead(page, 'gpa')).toEqual(['/calc/grade/gpa']);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
