// Debian's Chromium driven by playwright-core (a test tool's own browser download
// is not possible on these machines). Suites skip, saying why, when it is missing;
// with CI=true a missing Chromium fails the run instead (tests/helpers/services.ts).
// The tests prefer Debian's chromium-headless-shell (Chromium's old headless mode,
// the browser without its UI): the page sweep took a third less CPU in it than in
// the full browser's headless mode (14.8 against 22.6 CPU-s for 16 pages).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { available } from './services.ts';

/** The full browser: what visitors run, and what the benchmarks and Lighthouse measure. */
export const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** The browser the tests drive. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);
export const hasChromium = available(`Chromium at ${CHROMIUM}`, existsSync(CHROMIUM), 'apt-get install chromium-headless-shell (or chromium), or set CHROMIUM_PATH');

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** axe-core's source: evaluated in a page by axeViolations, or a context's init script (the page sweep). */
export const AXE = readFileSync(path.resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js'), 'utf8');

/** What axe-core, already loaded in the page, finds against WCAG 2.2 A and AA now: "rule: its first targets" per violation. */
export async function runAxe(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const r = await (window as unknown as { axe: { run(o: unknown): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe.run({ runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'], resultTypes: ['violations'] });
    return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  });
}

/** runAxe on a page that has not loaded axe-core. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE);
  return runAxe(page);
}
