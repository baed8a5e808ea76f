// Pictures on the calculator pages, one page per area, in Chromium: typing draws
// the SVG with the computed values, changing an input redraws it, a URL with
// inputs carries the picture in the server-rendered HTML, and screenshots in the
// light and dark themes are saved to /tmp/pictures/ for a person to look at.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inputsToQuery } from '../../engines/derive/query.ts';
import { registry } from '../../engines/registry.ts';
import { hasChromium, launch } from '../helpers/browser.ts';
import { sharedServer } from '../helpers/server.ts';

const SHOTS = '/tmp/pictures';

interface PageCase {
  area: string;
  path: string;
  /** Typed in this order. */
  inputs: [string, string][];
  /** data-key → data-value the picture must carry for those inputs. */
  expect: Record<string, string>;
  /** One input changed, and a value of the redrawn picture. */
  change: [string, string];
  expectAfter: Record<string, string>;
}

const CASES: PageCase[] = [
  {
    area: 'electric',
    path: '/calc/electric/voltage-divider',
    inputs: [['Vin', '12'], ['R1', '1000'], ['R2', '1000']],
    expect: { Vout: '6', I: '0.006', R2: '1000' },
    change: ['R2', '2000'],
    expectAfter: { Vout: '8', R2: '2000' },
  },
  {
    area: 'math',
    path: '/calc/math/pythagorean',
    inputs: [['a', '3'], ['b', '4']],
    expect: { c: '5', a: '3', b: '4', area: '6' },
    change: ['b', '2.25'],
    expectAfter: { c: '3.75' },
  },
  {
    area: 'finance',
    path: '/calc/finance/loan-payment',
    inputs: [['principal', '10000'], ['ratePct', '6'], ['termMonths', '12']],
    expect: { payment: '860.6642970708066', totalInterest: '327.9715648496795', principal: '10000' },
    change: ['termMonths', '24'],
    expectAfter: { payment: '443.20610252756904' },
  },
  {
    area: 'grade',
    path: '/calc/grade/final-grade',
    inputs: [['current', '70'], ['goal', '80'], ['weight', '50']],
    expect: { needed: '90', goal: '80', current: '70' },
    change: ['goal', '85'],
    expectAfter: { needed: '100' },
  },
];

const SVG = 'section.result figure.picture svg';

/** data-value of the picture element with this data-key, as the page shows it. */
const valueIn = (page: Page, key: string) => page.locator(`${SVG} [data-key="${key}"]`).first().getAttribute('data-value');

describe.skipIf(!hasChromium)('pictures on calculator pages in Chromium', () => {
  let server: { url: string };
  let browser: Browser;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = sharedServer();
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function open(url: string): Promise<Page> {
    const page = await (await browser.newContext({ viewport: { width: 1100, height: 900 } })).newPage();
    await page.goto(server.url + url, { waitUntil: 'load' });
    await page.waitForFunction(() => document.querySelector('astro-island:not([ssr])') !== null || !document.querySelector('astro-island'));
    return page;
  }

  it.each(CASES.map((c) => [c.area, c.path, c] as const))('%s page %s draws the picture from the result and redraws it on input', async (_area, _path, c) => {
    const page = await open(c.path);
    // The page opens with its worked example computed, picture included.
    expect(await page.locator(SVG).count()).toBe(1);
    for (const [name, value] of c.inputs) await page.fill(`input[name="${name}"]`, value);
    for (const [key, value] of Object.entries(c.expect)) await expect.poll(() => valueIn(page, key)).toBe(value);
    // Accessible: the SVG is an image whose label states what it shows, repeated as the caption.
    const label = await page.locator(SVG).getAttribute('aria-label');
    expect(await page.locator(SVG).getAttribute('role')).toBe('img');
    expect(label!.length).toBeGreaterThan(20);
    expect(await page.locator('section.result figure.picture figcaption').textContent()).toBe(label);
    await page.locator('section.result').screenshot({ path: `${SHOTS}/${c.area}.png` });

    const before = await page.locator(SVG).innerHTML();
    await page.fill(`input[name="${c.change[0]}"]`, c.change[1]);
    for (const [key, value] of Object.entries(c.expectAfter)) await expect.poll(() => valueIn(page, key)).toBe(value);
    expect(await page.locator(SVG).innerHTML()).not.toBe(before);
    expect(await page.locator(SVG).getAttribute('aria-label')).not.toBe(label);
    await page.context().close();
  });

  it.each(CASES.map((c) => [c.area, c.path, c] as const))('%s page %s renders the picture on the server, in the dark theme too', async (_area, _path, c) => {
    const query = inputsToQuery(registry.tools.get(c.path.split('/').pop()!)!, Object.fromEntries(c.inputs));
    const html = await (await fetch(`${server.url}${c.path}?${query}`)).text();
    expect(html).toContain('<figure class="picture">');
    for (const [key, value] of Object.entries(c.expect)) expect(html).toMatch(new RegExp(`data-key="${key}" data-value="${value.replace('.', '\\.')}"`));

    const page = await open(`${c.path}?${query}&theme=dark`);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    for (const [key, value] of Object.entries(c.expect)) await expect.poll(() => valueIn(page, key)).toBe(value);
    // Colours come from the theme: the accent stroke is the dark theme's light blue.
    const accent = page.locator(`${SVG} .pic-accent`).first();
    if (await accent.count()) expect(await accent.evaluate((el) => getComputedStyle(el).stroke)).toBe('rgb(122, 183, 255)');
    await page.locator('section.result').screenshot({ path: `${SHOTS}/${c.area}-dark.png` });
    await page.context().close();
  });
});
