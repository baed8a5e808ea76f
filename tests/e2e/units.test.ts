// Quantities, not bare numbers (issue 44), in Chromium: a unit typed with a
// number switches the select beside it and computes at once; a unit of another
// dimension is refused at the field, naming both; a link's currency is the one
// everybody sees, grouped the visitor's way, on the page and on its snapshot.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launch } from '../helpers/browser.ts';
import { sharedServer } from '../helpers/server.ts';

describe.skipIf(!hasChromium)('units and currencies on pages, in Chromium', () => {
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

  it('switches the LED current’s unit to the one typed, and refuses a voltage there', async () => {
    const context = await browser.newContext({ locale: 'en-US', serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${server.url}/calc/electric/led-resistor?mode=resistor&Vs=5&Vf=2&I_f=5&I_unit=mA`);
    await hydrated(page);
    const current = page.locator('input[name="I_f"]');
    // A phone shows a keyboard with letters for a number that takes a unit.
    expect(await current.getAttribute('inputmode')).toBe('text');
    await current.fill('0.02 A');
    await expect.poll(() => page.inputValue('select[name="I_unit"]')).toBe('A');
    await expect.poll(() => page.locator('.headline').innerText()).toMatch(/150\s*Ω/);
    // Leaving the box keeps the number; the unit is in the select (and the URL).
    await current.press('Tab');
    await expect.poll(() => current.inputValue()).toBe('0.02');
    await expect.poll(() => new URL(page.url()).search).toBe('?mode=resistor&Vs=5&Vf=2&I_f=0.02&I_unit=A');
    await current.fill('20 mV');
    const error = page.locator('.field[data-invalid] .error');
    await expect.poll(() => error.textContent()).toBe('"20 mV" is a voltage; LED current If needs a current.');
    expect(await error.evaluate((el) => el.closest('.field')!.querySelector('input')!.name)).toBe('I_f');
    await context.close();
  });

  it('shows a link’s dollars to a German visitor, grouped the German way, and the same currency on its snapshot', async () => {
    // The visitor once chose euros: that pre-selects new calculations only, never a link's currency.
    const context = await browser.newContext({ locale: 'de-DE', serviceWorkers: 'block' });
    await context.addCookies([{ name: 'cx-currency', value: 'EUR', url: server.url }]);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const page = await context.newPage();
    await page.goto(`${server.url}/calc/finance/loan-payment?principal=%24300%2C000&ratePct=6.5&termMonths=360&currency=USD`);
    await hydrated(page);
    await expect.poll(() => page.locator('.headline output').textContent()).toBe('1.896,20\u00a0$');
    expect(await page.locator('output[data-output="totalPaid"]').textContent()).toBe('682.633,47\u00a0$');
    expect(await page.inputValue('select[name="currency"]')).toBe('USD');
    // The box keeps the number, in the visitor's notation.
    expect(await page.inputValue('input[name="principal"]')).toBe('300.000');
    await page.click('text=Share snapshot');
    const link = await page.locator('#share-link').inputValue();
    const snapshot = await context.newPage();
    await snapshot.goto(link);
    expect(await snapshot.locator('.headline output').textContent()).toBe('1.896,20\u00a0$');
    expect(await snapshot.locator('tr', { hasText: 'Loan amount' }).locator('td').first().textContent()).toBe('300.000,00\u00a0$');
    // Its live link carries the currency back to the calculator.
    expect(await snapshot.locator('a', { hasText: 'Open in the live calculator' }).getAttribute('href')).toContain('currency=USD');
    await context.close();
  });
});
