// The Plot and Solve panels of calculator pages in Chromium, one page per area
// with a number output (electric, wire, finance, math, grade; dev has none):
// the panel is collapsed and computes nothing until opened; opened, it draws the
// chart in the worker (no API request), redraws it as the form is typed (text
// such as "4k7" read as the calculation reads it), its URL round-trips (the
// server renders the chart for it, and the page there shows the same chart), and
// axe-core finds nothing. "Solve" beside a field finds its value for a target
// output, lists the standard values, and says the reachable range when there is
// no solution. Screenshots at 390 and 1280 px go to /tmp/plot-shots/.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AXE, hasChromium, launch, runAxe } from '../helpers/browser.ts';
import { sharedServer } from '../helpers/server.ts';

const SHOTS = '/tmp/plot-shots';

interface PlotCase {
  area: string;
  path: string;
  /** The form's inputs (the query of the page). */
  query: string;
  /** The input varied, and the output the chart shows by default. */
  vary: string;
  output: string;
  /** Typed into a form field: the chart is redrawn. */
  type: [string, string];
}

const CASES: PlotCase[] = [
  { area: 'electric', path: '/calc/electric/voltage-divider', query: 'Vin=12&R1=1000&R2=1000', vary: 'R2', output: 'Vout', type: ['R1', '4k7'] },
  { area: 'wire', path: '/calc/wire/voltage-drop', query: 'mode=single&I=20&length_m=25&R_ohm_per_km=7.41&V_supply=230', vary: 'I', output: 'Vd', type: ['length_m', '50'] },
  { area: 'finance', path: '/calc/finance/loan-payment', query: 'principal=10000&ratePct=6&termMonths=12', vary: 'ratePct', output: 'payment', type: ['principal', '25000'] },
  // (Not pythagorean: its exact decimal arithmetic takes ~3 ms a point, so the server may leave a chart to the browser.)
  { area: 'math', path: '/calc/math/exponent', query: 'a=2&n=10', vary: 'n', output: 'value', type: ['a', '3'] },
  { area: 'grade', path: '/calc/grade/final-grade', query: 'current=70&goal=80&weight=50', vary: 'current', output: 'needed', type: ['goal', '90'] },
];

const CHART = '.plot-panel .plot-chart figure.picture svg';

describe.skipIf(!hasChromium)('Plot and Solve panels in Chromium', () => {
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

  async function open(url: string, width = 1100): Promise<{ page: Page; apiCalls: string[] }> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addInitScript(AXE);
    const page = await context.newPage();
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(r.url());
    });
    await page.goto(server.url + url, { waitUntil: 'load' });
    await page.waitForFunction(() => document.querySelector('astro-island:not([ssr])') !== null);
    return { page, apiCalls };
  }

  const alt = (page: Page) => page.locator(CHART).getAttribute('aria-label');

  it.each(CASES.map((c) => [c.area, c.path, c] as const))('%s page %s plots in the worker, redraws as you type, and its URL round-trips', async (_area, _path, c) => {
    const { page, apiCalls } = await open(`${c.path}?${c.query}`);
    // Collapsed: nothing drawn until the visitor opens it.
    expect(await page.locator('.plot-panel').getAttribute('open')).toBeNull();
    expect(await page.locator(CHART).count()).toBe(0);
    await page.click('.plot-panel > summary');
    await page.selectOption('#plot-input', c.vary);
    await expect.poll(() => alt(page)).toMatch(new RegExp(`^${c.output}\\b.* against ${c.vary}\\b`));
    // A blank range becomes the drawn one, in the boxes and the URL.
    await expect.poll(() => page.inputValue('#plot-from')).not.toBe('');
    expect(await page.inputValue('#plot-points')).toBe('50');
    expect(await page.locator('.plot-panel .plot-data tbody tr').count()).toBe(50);
    const before = await alt(page);
    const beforeRows = await page.locator('.plot-panel .plot-data tbody').textContent();

    // Typing in the form redraws the chart (the other inputs of every point are the form's).
    await page.fill(`input[name="${c.type[0]}"]`, c.type[1]);
    await expect.poll(() => page.locator('.plot-panel .plot-data tbody').textContent()).not.toBe(beforeRows);
    // Typing in the panel too: fewer points.
    await page.fill('#plot-points', '20');
    await expect.poll(() => page.locator('.plot-panel .plot-data tbody tr').count()).toBe(20);
    const drawn = await alt(page);
    expect(drawn).not.toBe(before);
    expect(apiCalls).toEqual([]);

    // The URL holds the plot; opened elsewhere, the server has drawn the same chart, and the island keeps it.
    await expect.poll(() => new URL(page.url()).searchParams.get('plot_points')).toBe('20');
    const url = new URL(page.url());
    expect(url.searchParams.get('plot')).toBe(c.vary);
    expect(url.searchParams.get(c.type[0])).toBe(c.type[1]);
    const html = await (await fetch(url)).text();
    expect(html).toMatch(/<details class="panel plot-panel" open/);
    expect(html).toContain(`aria-label="${drawn!.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`);
    const again = await open(url.pathname + url.search);
    expect(await again.page.locator('.plot-panel').getAttribute('open')).toBe('');
    expect(await alt(again.page)).toBe(drawn);
    expect(await again.page.inputValue('#plot-points')).toBe('20');

    // Accessible, with the data table open as well.
    await again.page.click('.plot-panel .plot-data > summary');
    expect(await runAxe(again.page)).toEqual([]);
    await page.context().close();
    await again.page.context().close();
    // Two pages, a server render and axe: longer than one poll on two shared cores.
  }, 60_000);

  it('reads a point under the pointer and with the arrow keys', async () => {
    const { page } = await open('/calc/electric/voltage-divider?Vin=12&R1=1000&R2=1000&plot=R2&plot_from=100&plot_to=10000&plot_points=51&plot_scale=log');
    const readout = page.locator('.plot-panel .readout');
    expect(await readout.textContent()).toMatch(/arrow keys/);
    // The middle of the chart is R2 = 1 kΩ on this log axis: Vout = 6 V.
    await page.locator(CHART).scrollIntoViewIfNeeded();
    const box = (await page.locator(CHART).boundingBox())!;
    await page.mouse.move(box.x + box.width * (70 + 540 / 2) / 640, box.y + box.height / 2);
    await expect.poll(() => readout.textContent()).toMatch(/R2 \(Ω\) 1000 → Output voltage \(V\) 6$/);
    expect(await page.locator(`${CHART} circle.pic-solid`).count()).toBe(1);
    await readout.focus();
    await page.keyboard.press('End');
    await expect.poll(() => readout.textContent()).toMatch(/10000 → .* 10\.9091$/);
    await page.keyboard.press('ArrowLeft');
    expect(await readout.getAttribute('aria-valuenow')).toBe('50');
    expect(await runAxe(page)).toEqual([]);
    await page.context().close();
  });

  it('opens a URL\'s plot that the server did not draw (no inputs: the page as built, with its example)', async () => {
    const html = await (await fetch(`${server.url}/calc/electric/voltage-divider?plot=R2&plot_y=I`)).text();
    expect(html).not.toContain('calculatorx-panels');
    const { page } = await open('/calc/electric/voltage-divider?plot=R2&plot_y=I');
    await expect.poll(() => page.locator('.plot-panel').getAttribute('open')).toBe('');
    await expect.poll(() => alt(page)).toMatch(/^I \(A\) against R2 \(Ω\)/);
    // The URL now carries the example's inputs with the plot: a link the server renders.
    await expect.poll(() => new URL(page.url()).searchParams.get('Vin')).not.toBeNull();
    expect(new URL(page.url()).searchParams.get('plot_from')).not.toBeNull();
    await page.context().close();
  });

  it('is not offered where nothing can be plotted or solved (text in, text out)', async () => {
    const html = await (await fetch(`${server.url}/calc/dev/base64`)).text();
    expect(html).not.toContain('plot-panel');
    expect(html).not.toContain('solve-this');
    expect(await (await fetch(`${server.url}/calc/electric/voltage-divider`)).text()).toContain('<details class="panel plot-panel">');
  });

  it('says what is wrong with the range next to its box', async () => {
    const { page } = await open('/calc/electric/voltage-divider?Vin=12&R1=1000&R2=1000&plot=R2&plot_scale=log');
    await expect.poll(() => alt(page)).toMatch(/log scale/);
    await page.fill('#plot-from', '-5');
    await expect.poll(() => page.locator('#plot-from-err').textContent()).toMatch(/log sweep needs from and to of one sign/);
    expect(await page.locator('#plot-from').getAttribute('aria-invalid')).toBe('true');
    await page.fill('#plot-from', '10');
    // A box emptied while typing stays empty (the chart takes the default meanwhile).
    await page.fill('#plot-to', '');
    await page.waitForTimeout(1000);
    expect(await page.inputValue('#plot-to')).toBe('');
    expect(await alt(page)).toMatch(/from 10 to 10000/);
    await page.fill('#plot-to', '5000');
    await expect.poll(() => alt(page)).toMatch(/from 10 to 5000/);
    await page.fill('#plot-points', '5000');
    await expect.poll(() => page.locator('#plot-points-err').textContent()).toMatch(/from 2 to 1000/);
    await page.context().close();
  });

  it('solves for a field: the value, standard values and the reachable range', async () => {
    const { page, apiCalls } = await open('/calc/electric/voltage-divider?Vin=12&R1=1000&R2=1000');
    expect(await page.locator('.solve-panel').getAttribute('open')).toBeNull();
    await page.click('button[aria-label="Solve for Lower resistor R2"]');
    await expect.poll(() => page.locator('.solve-panel').getAttribute('open')).toBe('');
    expect(await page.inputValue('#solve-input')).toBe('R2');
    await expect.poll(() => page.inputValue('#solve-output')).toBe('Vout');
    await page.fill('#solve-target', '3.3');
    await expect.poll(() => page.locator('.solve-answer .solved output').textContent()).toBe('379.31');
    expect(await page.locator('.solve-answer table').textContent()).toContain('E96');
    // The URL holds the question; the server answers it too.
    await expect.poll(() => new URL(page.url()).searchParams.get('solve_target')).toBe('3.3');
    const html = await (await fetch(page.url())).text();
    expect(html).toContain('<output>379.31</output>');
    // No solution: the range Vout can reach with these inputs.
    await page.fill('#solve-target', '20');
    await expect.poll(() => page.locator('.solve-answer .error').textContent()).toMatch(/between 0 and 12 V/);
    // The solved value goes into its box on request, and the calculation follows.
    await page.fill('#solve-target', '3.3');
    await page.locator('.solve-answer .solved button').click();
    await expect.poll(() => page.inputValue('input[name="R2"]')).toBe('379.3103448275862');
    await expect.poll(() => page.locator('output[data-output="Vout"]').first().textContent()).toBe('3.3');
    expect(await runAxe(page)).toEqual([]);
    expect(apiCalls).toEqual([]);
    await page.context().close();
  });

  it('a URL with a solve question opens the panel answered, by the browser when the server leaves it (math)', async () => {
    // This solve takes the server longer than its budget (SERVER_PANEL_MS): the page comes without the answer.
    const url = '/calc/math/pythagorean?a=3&b=4&solve=a&solve_y=c&solve_target=10';
    expect(await (await fetch(server.url + url)).text()).toMatch(/<details class="panel solve-panel" open/);
    const { page } = await open(url);
    expect(await page.locator('.solve-panel').getAttribute('open')).toBe('');
    await expect.poll(() => page.locator('.solve-answer .solved output').textContent()).toBe('9.16515');
    await page.context().close();
    // A periodic output: several angles give it, all listed.
    const cos = await open('/calc/math/cos?theta=45&solve=theta&solve_y=value&solve_target=0.5');
    await expect.poll(() => cos.page.locator('.solve-answer .solutions li').count()).toBeGreaterThan(1);
    expect(await cos.page.locator('.solve-answer').textContent()).toMatch(/\d+ values give value = 0\.5/);
    await cos.page.context().close();
  });

  it.each([390, 1280])('looks right at %i px: no overflow, the chart fills the panel', async (width) => {
    const { page } = await open('/calc/electric/voltage-divider?Vin=12&R1=1000&R2=1000&plot=R2&solve=R2&solve_y=Vout&solve_target=3.3', width);
    await expect.poll(() => alt(page)).toMatch(/Vout/);
    // A phone asks for the narrow chart once the island runs.
    if (width < 640) await expect.poll(() => page.locator(CHART).getAttribute('viewBox')).toBe('0 0 420 320');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const box = await page.locator(CHART).boundingBox();
    const panel = await page.locator('.plot-panel').boundingBox();
    expect(box!.width).toBeGreaterThan(panel!.width * 0.8);
    await page.locator('.plot-panel').screenshot({ path: `${SHOTS}/plot-${width}.png` });
    await page.locator('.solve-panel').screenshot({ path: `${SHOTS}/solve-${width}.png` });
    await page.context().close();
  });
});
