// The MCP Apps view of execute_calculation, driven by a real host: the
// extension's app-bridge and the MCP client in Chromium, against our server.
// A tool call renders the view with the server's answer; an edit recomputes in
// the view with the same bytes as REST; the host hears the view's messages and
// runs the tool calls the view asks for (confirmation, snapshot link).
import path from 'node:path';
import { build } from 'esbuild';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launch } from '../helpers/browser.ts';
import { startInProcess, type Running } from '../helpers/server.ts';

interface Logged {
  method: string;
  params: any;
}

const VD = 'electrical.voltage_divider';

describe.skipIf(!hasChromium)('MCP Apps: the calculator view in a host built on app-bridge', () => {
  let server: Running;
  let browser: Browser;
  let page: Page;
  let view: Frame;
  const viewRequests: string[] = [];
  const consoleErrors: string[] = [];

  const rest = async (tool: string, inputs: Record<string, unknown>) =>
    (await fetch(`${server.url}/api/v1/calc/${tool}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ inputs }) })).json();
  const hostLog = () => page.evaluate(() => (window as unknown as { mcpHost: { log: Logged[] } }).mcpHost.log) as Promise<Logged[]>;
  const output = (name: string) => view.locator(`section.result output[data-output="${name}"]`).first();

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
    browser = await launch();
    page = await browser.newPage();
    // The host page lives at the server's origin, so its MCP client passes the DNS-rebinding guard.
    await page.route(`${server.url}/__host`, (route) =>
      route.fulfill({ contentType: 'text/html', body: `<!doctype html><html><body><script type="module">${host.outputFiles[0].text}</script></body></html>` }),
    );
    page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
    page.on('pageerror', (e) => consoleErrors.push(e.message));
    page.on('request', (r) => {
      if (r.frame().url() === 'about:srcdoc') viewRequests.push(r.url());
    });
    await page.goto(`${server.url}/__host`);
    await page.waitForFunction(() => 'mcpHost' in window);
    await page.evaluate(() => (window as unknown as { mcpHost: { start(): Promise<void> } }).mcpHost.start());
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('renders the view for a tool call, with the server’s answer, which is REST’s byte for byte', async () => {
    const args = { capability_id: VD, inputs: { Vin: 12, R1: 1000, R2: 2000 } };
    const { result, resource } = await page.evaluate((a) => (window as any).mcpHost.call(a), args);
    expect(resource.mimeType).toBe('text/html;profile=mcp-app');
    expect(JSON.stringify(result.structuredContent)).toBe(JSON.stringify(await rest('voltage-divider', args.inputs)));
    view = page.frames().find((f) => f.url() === 'about:srcdoc')!;
    await expect.poll(() => view.locator('[role="status"][data-source]').textContent()).toBe('Computed by the server');
    // Vout = 12 V × 2000 / (1000 + 2000) = 8 V; I = 12 V / 3000 Ω = 4 mA (read as the page reads it).
    expect(await output('Vout').textContent()).toBe('8');
    expect(await output('I').textContent()).toBe('4');
    expect(await view.locator('#in-R2').inputValue()).toBe('2000');
    // The server's assumptions, all of them (the view's engines are built without the declared ones: api/server/view-declarations.ts).
    const assumptions = (result.structuredContent as { assumptions: string[] }).assumptions;
    expect(assumptions.length).toBeGreaterThan(0);
    expect(await view.locator('details.assumptions summary').textContent()).toBe(`Assumptions (${assumptions.length})`);
  });

  it('told the host it is ready and how tall it is', async () => {
    const log = await hostLog();
    expect(log.find((m) => m.method === 'ui/notifications/initialized')?.params).toMatchObject({ name: 'CalculatorX calculator' });
    expect(log.some((m) => m.method === 'ui/notifications/size-changed' && m.params.height > 200)).toBe(true);
  });

  it('recomputes in the view when an input changes, with the bytes REST gives, and tells the model', async () => {
    await view.locator('#in-R2').fill('3000');
    // Vout = 12 V × 3000 / 4000 = 9 V.
    await expect.poll(() => output('Vout').textContent()).toBe('9');
    expect(await view.locator('[role="status"][data-source]').textContent()).toMatch(/^Changed here/);
    await expect.poll(async () => (await hostLog()).filter((m) => m.method === 'ui/update-model-context').length).toBeGreaterThan(0);
    const told = (await hostLog()).filter((m) => m.method === 'ui/update-model-context').at(-1)!.params;
    // The view read the form's text as the page does (numbers); REST is given the inputs it became.
    expect(JSON.stringify(told.structuredContent)).toBe(JSON.stringify(await rest('voltage-divider', { Vin: 12, R1: 1000, R2: 3000 })));
    expect(told.content[0].text).toContain('"R2":3000');
  });

  it('has the server confirm the changed answer through the host', async () => {
    await view.getByRole('button', { name: 'Confirm on the server' }).click();
    await expect.poll(() => view.locator('[role="status"][data-source]').textContent()).toBe('Confirmed by the server');
    const asked = (await hostLog()).filter((m) => m.method === 'tools/call').at(-1)!.params;
    expect(asked).toMatchObject({ name: 'execute_calculation', arguments: { capability_id: VD, inputs: { Vin: 12, R1: 1000, R2: 3000 } } });
    expect(await output('Vout').textContent()).toBe('9');
  });

  it('gets a snapshot link from execute_calculation through the host, and the link opens that calculation', async () => {
    await view.getByRole('button', { name: 'Share snapshot' }).click();
    await expect.poll(() => view.locator('#share-link').inputValue()).toMatch(/\/s\/cx_e1_/);
    const link = await view.locator('#share-link').inputValue();
    expect(link.startsWith(`${server.url}/s/`)).toBe(true);
    const asked = (await hostLog()).filter((m) => m.method === 'tools/call').at(-1)!.params;
    expect(asked.arguments).toMatchObject({ capability_id: VD, snapshot: true, calculation_version: '1.5.1' });
    const id = link.slice(link.lastIndexOf('/') + 1);
    const snapshot = await (await fetch(`${server.url}/api/v1/share/${id}`)).json();
    expect(snapshot.result.result.Vout).toBe(9);
  });

  it('shows an error result as the page does', async () => {
    await page.evaluate((a) => (window as any).mcpHost.call(a), { capability_id: 'electrical.ohms_law', inputs: { V: 12, R: -5 } });
    view = page.frames().filter((f) => f.url() === 'about:srcdoc').at(-1)!;
    await expect.poll(() => view.locator('section.result [role="alert"] code').textContent()).toBe('RESISTANCE_MUST_BE_NONNEGATIVE');
    expect(await view.locator('#in-R').inputValue()).toBe('-5');
  });

  it('made no network request of its own, and its CSP refused nothing it needed', () => {
    expect(viewRequests).toEqual([]);
    expect(consoleErrors.filter((e) => /Content Security Policy|Refused to|Uncaught/i.test(e))).toEqual([]);
  });
});
