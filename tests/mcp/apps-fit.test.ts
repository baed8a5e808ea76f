// The MCP Apps view in a chat: rendered through the extension's host bridge (app-bridge) in a
// 400 px wide frame the host lets grow to 600 px, it reports a size within that, shows the answer
// before the form without scrolling, and takes the host's theme, colours and fonts from the host
// context; and the document a host reads is under 300 KiB gzipped.
// VIEW_SCREENSHOTS=<dir> also saves what the frame shows, light and dark.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { build } from 'esbuild';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launch } from '../helpers/browser.ts';
import { startInProcess, type Running } from '../helpers/server.ts';

const WIDTH = 400;
const MAX_HEIGHT = 600;

/**
 * A host's style variables, as the specification's example gives them: colours with light-dark(),
 * so the host's theme picks the pair's member. Chosen unlike the site's own palette.
 */
const HOST_STYLES = {
  variables: {
    '--color-background-primary': 'light-dark(#fbf7ef, #16181d)',
    '--color-background-secondary': 'light-dark(#f3ead9, #22262e)',
    '--color-text-primary': 'light-dark(#2b2118, #ece7df)',
    '--color-text-secondary': 'light-dark(#5f5040, #b3aa9c)',
    '--color-border-primary': 'light-dark(#cdbb9f, #4a505b)',
    '--color-text-info': 'light-dark(#1f5fa8, #8cbcff)',
    '--font-sans': '"Host Sans Test", Georgia, serif',
    '--font-text-md-size': '14px',
  },
};
/** The same colours as the browser computes them. */
const LIGHT = { bg: 'rgb(251, 247, 239)', panel: 'rgb(243, 234, 217)', fg: 'rgb(43, 33, 24)', muted: 'rgb(95, 80, 64)' };
const DARK = { bg: 'rgb(22, 24, 29)', panel: 'rgb(34, 38, 46)', fg: 'rgb(236, 231, 223)', muted: 'rgb(179, 170, 156)' };

/** Calls whose answer is known from outside the service. */
const CALLS = {
  // The example: the divider solved for R1 = R2 × (Vin − Vout) / Vout = 10 kΩ × 8.7 / 3.3 = 26.3636… kΩ.
  divider: { args: { capability_id: 'electrical.voltage_divider', inputs: { Vin: 12, Vout: 3.3, R2: 10000 } }, field: 'R1', value: (10000 * 8.7) / 3.3 },
  // Wikipedia, "LED circuit", example 1: (12 V − 1.8 V) / 5 mA = 2040 Ω, so 2.2 kΩ, the next E24 value above it (IEC 60063).
  led: { args: { capability_id: 'electrical.led_resistor', inputs: { Vs: 12, Vf: 1.8, I_f: 5, I_unit: 'mA' } }, field: 'R', value: 2200 },
};

interface Seen {
  scrollTop: number;
  innerHeight: number;
  headline: { top: number; bottom: number; field: string | null; value: number } | null;
  form: { top: number } | null;
  theme: string | undefined;
  colorScheme: string;
  body: { background: string; color: string; fontFamily: string; fontSize: string };
  panel: string;
  muted: string;
}

/** What the view shows, read inside its frame. */
const seen = (view: Frame): Promise<Seen> =>
  view.evaluate(() => {
    const rect = (el: Element | null) => el && el.getBoundingClientRect();
    const headline = document.querySelector('.result.answer .headline');
    const output = headline?.querySelector('output');
    const h = rect(headline);
    const body = getComputedStyle(document.body);
    return {
      scrollTop: document.scrollingElement!.scrollTop,
      innerHeight: window.innerHeight,
      headline: h && { top: h.top, bottom: h.bottom, field: output?.dataset.output ?? null, value: Number(output?.dataset.value) },
      form: rect(document.querySelector('form.panel')) && { top: rect(document.querySelector('form.panel'))!.top },
      theme: document.documentElement.dataset.theme,
      colorScheme: getComputedStyle(document.documentElement).colorScheme,
      body: { background: body.backgroundColor, color: body.color, fontFamily: body.fontFamily, fontSize: body.fontSize },
      panel: getComputedStyle(document.querySelector('.panel')!).backgroundColor,
      muted: getComputedStyle(document.querySelector('.result.answer .headline .name')!).color,
    };
  });

/** Relative luminance (WCAG 2.2) of an rgb() colour. */
function luminance(rgb: string): number {
  const [r, g, b] = rgb.match(/\d+(\.\d+)?/g)!.slice(0, 3).map((c) => {
    const s = Number(c) / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe.skipIf(!hasChromium)('MCP Apps: the view in a 400 × 600 chat frame', () => {
  let server: Running;
  let browser: Browser;
  let hostScript: string;
  const pages: Page[] = [];

  beforeAll(async () => {
    server = await startInProcess();
    const host = await build({
      entryPoints: [path.join(import.meta.dirname, '../helpers/mcp-apps-host.browser.ts')],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      logLevel: 'error',
    });
    hostScript = host.outputFiles[0].text;
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** A host page at the server's origin (its MCP client passes the DNS-rebinding guard) showing the view of one call. */
  async function show(call: { args: Record<string, unknown> }, host: Record<string, unknown>): Promise<{ page: Page; view: Frame; sizes: () => Promise<number[]> }> {
    const page = await browser.newPage({ viewport: { width: 800, height: 900 } });
    pages.push(page);
    await page.route(`${server.url}/__host`, (route) => route.fulfill({ contentType: 'text/html', body: `<!doctype html><html><body style="margin:0"><script type="module">${hostScript}</script></body></html>` }));
    await page.goto(`${server.url}/__host`);
    await page.waitForFunction(() => 'mcpHost' in window);
    await page.evaluate(() => (window as any).mcpHost.start());
    await page.evaluate(([a, h]) => (window as any).mcpHost.call(a, h), [call.args, { width: WIDTH, maxHeight: MAX_HEIGHT, ...host }] as const);
    const view = page.frames().find((f) => f.url() === 'about:srcdoc')!;
    await view.locator('[role="status"][data-source]').filter({ hasText: 'Computed by the server' }).waitFor();
    await view.locator('.result.answer .headline output').waitFor();
    const sizes = async () => ((await page.evaluate(() => (window as any).mcpHost.log)) as { method: string; params: { height: number } }[]).filter((m) => m.method === 'ui/notifications/size-changed').map((m) => m.params.height);
    return { page, view, sizes };
  }

  /** The frame's box on the host page, once the host has followed the view's last size. */
  const frameBox = async (page: Page) => (await page.locator('#view').boundingBox())!;

  async function screenshot(page: Page, name: string) {
    const dir = process.env.VIEW_SCREENSHOTS;
    if (!dir) return;
    mkdirSync(dir, { recursive: true });
    await page.locator('#view').screenshot({ path: path.join(dir, `${name}.png`) });
  }

  /** The answer is the view's first thing, whole on the first screen; the form comes after it. */
  function expectAnswerFirst(s: Seen, call: { field: string; value: number }) {
    expect(s.scrollTop).toBe(0);
    expect(s.headline).not.toBeNull();
    expect(s.headline!.field).toBe(call.field);
    expect(Math.abs(s.headline!.value - call.value) / call.value).toBeLessThan(1e-12);
    expect(s.headline!.top).toBeGreaterThanOrEqual(0);
    expect(s.headline!.bottom).toBeLessThanOrEqual(s.innerHeight);
    expect(s.form!.top).toBeGreaterThan(s.headline!.bottom);
  }

  for (const [name, call] of Object.entries(CALLS)) {
    it(`${name}: the light host's answer shows first, without scrolling, in the host's colours and font, within its height`, async () => {
      const { page, view, sizes } = await show(call, { theme: 'light', styles: HOST_STYLES });
      const s = await seen(view);
      expectAnswerFirst(s, call);
      // The view says how tall it is, never more than the host's maximum, and the host's frame follows.
      await expect.poll(async () => (await sizes()).length).toBeGreaterThan(0);
      expect(Math.max(...(await sizes()))).toBeLessThanOrEqual(MAX_HEIGHT);
      const box = await frameBox(page);
      expect(box.width).toBe(WIDTH);
      expect(box.height).toBeLessThanOrEqual(MAX_HEIGHT);
      expect(s.innerHeight).toBe(box.height);
      expect(s.theme).toBe('light');
      expect(s.colorScheme).toBe('light');
      expect(s.body).toEqual({ background: LIGHT.bg, color: LIGHT.fg, fontFamily: '"Host Sans Test", Georgia, serif', fontSize: '14px' });
      expect(s.panel).toBe(LIGHT.panel);
      expect(s.muted).toBe(LIGHT.muted);
      await screenshot(page, `view-${name}-400x600-light`);
    });

    it(`${name}: the dark host's answer shows first, without scrolling, in the host's dark colours`, async () => {
      const { page, view } = await show(call, { theme: 'dark', styles: HOST_STYLES });
      const s = await seen(view);
      expectAnswerFirst(s, call);
      expect(s.theme).toBe('dark');
      expect(s.colorScheme).toBe('dark');
      expect(s.body).toMatchObject({ background: DARK.bg, color: DARK.fg });
      expect(s.panel).toBe(DARK.panel);
      expect(s.muted).toBe(DARK.muted);
      await screenshot(page, `view-${name}-400x600-dark`);
    });
  }

  it('follows the host from light to dark when the host context changes', async () => {
    const { view } = await show(CALLS.divider, { theme: 'light', styles: HOST_STYLES });
    expect((await seen(view)).body.background).toBe(LIGHT.bg);
    await view.page().evaluate(() => (window as any).mcpHost.changeContext({ theme: 'dark' }));
    await expect.poll(async () => (await seen(view)).body.background).toBe(DARK.bg);
    expect((await seen(view)).body.color).toBe(DARK.fg);
  });

  it('without the host’s colours, takes its own light or dark palette from the host’s theme', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const { page, view } = await show(CALLS.led, { theme });
      const s = await seen(view);
      expectAnswerFirst(s, CALLS.led);
      // Contrast of text on the background is at least WCAG AA's 4.5:1, the right way round for the theme.
      const [bg, fg] = [luminance(s.body.background), luminance(s.body.color)];
      expect(theme === 'light' ? bg > fg : bg < fg).toBe(true);
      expect((Math.max(bg, fg) + 0.05) / (Math.min(bg, fg) + 0.05)).toBeGreaterThanOrEqual(4.5);
      expect(theme === 'light' ? bg : 1 - bg).toBeGreaterThan(0.8);
      await screenshot(page, `view-led-400x600-${theme}-own-palette`);
    }
  });

  it('keeps to a smaller maximum height, and fills a fixed one', async () => {
    const small = await show(CALLS.led, { maxHeight: 360 });
    expect(Math.max(...(await small.sizes()))).toBeLessThanOrEqual(360);
    expect((await frameBox(small.page)).height).toBeLessThanOrEqual(360);
    expectAnswerFirst(await seen(small.view), CALLS.led);
    // A fixed height is the host's to keep (it ignores the view's size): the root element fills it, and the rest scrolls.
    const fixed = await show(CALLS.divider, { height: 500 });
    expect((await frameBox(fixed.page)).height).toBe(500);
    expect(await fixed.view.evaluate(() => document.documentElement.getBoundingClientRect().height)).toBe(500);
    expectAnswerFirst(await seen(fixed.view), CALLS.divider);
  });
});

describe('MCP Apps: the size of the view', () => {
  it('is under 330 KiB gzipped, as resources/read gives it', async () => {
    const server = await startInProcess();
    try {
      const client = new Client({ name: 'size-check', version: '1.0.0' });
      await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', server.url)));
      const read = await client.readResource({ uri: 'ui://calculatorx/calculator.html' });
      const html = Buffer.from((read.contents[0] as { text: string }).text);
      const gzip = gzipSync(html, { level: 9 }).length;
      const brotli = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
      console.log(`[view size] ${(html.length / 1024).toFixed(1)} KiB, ${(gzip / 1024).toFixed(1)} KiB gzip, ${(brotli / 1024).toFixed(1)} KiB brotli`);
      expect(html.toString()).toMatch(/^<!doctype html>/);
      // Every capability's engine is in it: 284 KiB before the eight capabilities of issue 43 (wire ampacity, regulators,
      // attenuators, clearance, coplanar waveguide, temperature, statistics, units) added 28 KiB.
      expect(gzip).toBeLessThan(330 * 1024);
      await client.close();
    } finally {
      await server.close();
    }
  });
});
