// Browser-side figures: JavaScript shipped to a calculator page (gzip), the
// worker's recalculation latency, and Lighthouse's mobile performance score,
// all with Debian's Chromium.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { FULL_CHROMIUM as CHROMIUM } from '../helpers/browser.ts';
import { ROOT } from './load.ts';

const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export const launchBrowser = () => chromium.launch({ executablePath: CHROMIUM, args: FLAGS });

/** Every script the page runs (inline and loaded, the worker and its engine chunk), gzip-compressed. */
export async function pageJavaScript(browser: Browser, base: string, pagePath: string, fill: Record<string, string>) {
  const ctx = await browser.newContext({ serviceWorkers: 'block' });
  const page = await ctx.newPage();
  const files = new Set<string>();
  page.on('response', (r) => {
    const u = new URL(r.url());
    if (u.pathname.endsWith('.js') || (r.headers()['content-type'] ?? '').includes('javascript')) files.add(u.pathname);
  });
  await page.goto(base + pagePath, { waitUntil: 'networkidle' });
  for (const [k, v] of Object.entries(fill)) await page.fill(`[name="${k}"]`, v);
  await page.waitForSelector('.result output');
  await page.waitForLoadState('networkidle');
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')].filter((s) => !(s as HTMLScriptElement).type || (s as HTMLScriptElement).type === 'module').map((s) => s.textContent).join('\n'),
  );
  let bytes = gzipSync(inline, { level: 9 }).length;
  for (const f of files) bytes += gzipSync(readFileSync(path.join(ROOT, 'dist/client', f)), { level: 9 }).length;
  await ctx.close();
  return bytes;
}

/**
 * Milliseconds from an input event to the result in the DOM, over n keystrokes,
 * on a settled page: on a first visit the service worker precaches every page
 * for offline use (a few MB), which competes for the two cores and would be
 * measured instead of the recalculation.
 */
export async function recalcLatency(browser: Browser, base: string, pagePath: string, fill: Record<string, string>, field: string, n = 40) {
  const page = await browser.newPage();
  await page.goto(base + pagePath, { waitUntil: 'networkidle' });
  for (const [k, v] of Object.entries(fill)) await page.fill(`[name="${k}"]`, v);
  await page.waitForSelector('.result output');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForTimeout(1000);
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const ms = await page.evaluate(
      ([name, digit]) =>
        new Promise<number>((resolve) => {
          const input = document.querySelector(`[name="${name}"]`) as HTMLInputElement;
          const target = document.querySelector('.result')!;
          const before = target.textContent;
          const obs = new MutationObserver(() => {
            if (target.textContent !== before) {
              obs.disconnect();
              resolve(performance.now() - t0);
            }
          });
          obs.observe(target, { subtree: true, childList: true, characterData: true });
          const t0 = performance.now();
          input.value = input.value.replace(/\d$/, digit);
          input.dispatchEvent(new Event('input', { bubbles: true }));
        }),
      [field, String(1 + (i % 9))] as const,
    );
    samples.push(ms);
  }
  await page.close();
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(samples.length / 2)], p99: samples[Math.min(samples.length - 1, Math.ceil(samples.length * 0.99) - 1)] };
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** Lighthouse performance score (0–100) with its default mobile settings. */
export async function lighthouseScore(url: string): Promise<number> {
  const port = await freePort();
  const chrome = spawn(CHROMIUM, [...FLAGS, `--remote-debugging-port=${port}`, '--user-data-dir=/tmp/cx-lh-profile', 'about:blank'], { stdio: 'ignore' });
  try {
    for (let i = 0; i < 50; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const { default: lighthouse } = await import('lighthouse');
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    return Math.round((result?.lhr.categories.performance.score ?? 0) * 100);
  } finally {
    chrome.kill('SIGKILL');
  }
}
