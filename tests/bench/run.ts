// npm run bench: every surface against a baseline measured in the same run,
// written to BENCHMARKS.md with the machine's cores and the Node version.
// Options: --quick (shorter runs, no build, no Lighthouse, no test-suite timing), --no-build,
// --no-browser, --no-test (skip timing `npm test`).
// npm run bench:rest and bench:mcp measure one figure each, for a quick look.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, compare, load, startPrintingPort, stopChild, type Child } from './load.ts';
import { launchBrowser, lighthouseScore, pageJavaScript, recalcLatency } from './browser.ts';
import { MCP_EXECUTE_BODY, MCP_EXECUTE_HEADERS } from './mcp-request.ts';
import { writeReport, type Figure } from './report.ts';
import { librarySection } from './library-size.ts';
import { viewSection } from './view-size.ts';
import { engineCost } from './engine-cost.ts';
import { spawnServer } from '../helpers/server.ts';
import { workerCount } from '../../api/server/cluster.ts';

const args = new Set(process.argv.slice(2));
const QUICK = args.has('--quick');
const SECONDS = QUICK ? 3 : 8;
const figures: Figure[] = [];
const add = (f: Figure) => {
  figures.push(f);
  console.log(`${f.name}: ${f.value}${f.unit ? ` ${f.unit}` : ''} (goal ${f.goal})${f.ok === false ? '  ✗' : ''}`);
};
const tmp = mkdtempSync(path.join(os.tmpdir(), 'cx-bench-'));
const children: Child[] = [];
const baselineScript = path.join(ROOT, 'tests/bench/baseline-servers.ts');

/**
 * Zero-compute servers answering what the service answers for `url`: 'json' sends the
 * body with a content-type only (the conformance harness's bare server, with our body);
 * 'replay' sends the same body and every header we send (the physical limit for our bytes).
 */
async function baselineFor(kind: 'json' | 'replay', url: string, init: RequestInit): Promise<string> {
  const res = await fetch(url, init);
  const body = await res.text();
  const file = path.join(tmp, `${children.length}.json`);
  // Headers Node writes itself (date, connection, keep-alive, length) are left to the baseline's Node.
  const headers = Object.fromEntries([...res.headers].filter(([k]) => !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(k)));
  writeFileSync(file, kind === 'json' ? body : JSON.stringify({ headers, body }));
  const child = await startPrintingPort([baselineScript, kind, file]);
  children.push(child);
  return `http://127.0.0.1:${child.port}/`;
}

function timeBuild(): number {
  rmSync(path.join(ROOT, 'dist/.build-stamp'), { force: true });
  const t0 = Date.now();
  execFileSync(process.execPath, [path.join(ROOT, 'api/server/build.ts')], { stdio: 'inherit', cwd: ROOT });
  return (Date.now() - t0) / 1000;
}

/** From `npm start` on a built tree to the first 200 answer (median of three). */
async function coldStart(): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const port = 20000 + Math.floor(Math.random() * 20000);
    const t0 = performance.now();
    const proc = spawn('npm', ['start'], { cwd: ROOT, env: { ...process.env, PORT: String(port), RATE_LIMIT_DISABLED: '1' }, stdio: 'ignore', detached: true });
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/v1/calc`)).ok) break;
      } catch {
        await new Promise((r) => setTimeout(r, 10));
      }
    }
    times.push(performance.now() - t0);
    process.kill(-proc.pid!, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
  }
  return times.sort((a, b) => a - b)[1];
}

const childrenOf = (pid: number) => readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);

/** Resident set of a process, with its children (the worker processes) unless `withChildren` is false, MiB. */
function rssOf(pid: number, withChildren = true): number {
  const own = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
  return withChildren ? own + childrenOf(pid).reduce((sum, c) => sum + rssOf(c), 0) : own;
}

/** `npm test` as the README gives it, on the built tree: wall-clock seconds, and whether it passed. */
function timeTestSuite(): { seconds: number; passed: boolean } {
  const t0 = Date.now();
  let passed = true;
  try {
    execFileSync('npm', ['test'], { stdio: 'ignore', cwd: ROOT });
  } catch {
    passed = false;
  }
  return { seconds: (Date.now() - t0) / 1000, passed };
}

let service: Awaited<ReturnType<typeof spawnServer>> | undefined;

async function main() {
  if (!args.has('--no-build') && !QUICK) add({ name: 'Build (pre-render every page)', value: round(timeBuild()), unit: 's', goal: '< 120 s', ok: undefined });
  const cold = await coldStart();
  add({ name: 'Cold start: npm start to first 200', value: Math.round(cold), unit: 'ms', goal: '< 1000 ms', ok: cold < 1000 });

  // The service as npm start serves it (the bundle, every worker process, a request log line per request,
  // written to /dev/null here), with limits off.
  service = await spawnServer({ RATE_LIMIT_DISABLED: '1', WORKERS: String(workerCount()), LOG_LEVEL: 'info' }, { keepStdout: false, bundled: true });
  const base = service.url;
  const post = (id: string, inputs: unknown) => ({ url: `${base}/api/v1/calc/${id}`, method: 'POST' as const, body: JSON.stringify({ inputs }) });

  // REST against zero-compute node:http servers answering the same bytes.
  const init = (body: string) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const cheap = post('voltage-divider', { Vin: 12, R1: 1000, R2: 1000 });
  const replay = await compare({ url: await baselineFor('replay', cheap.url, init(cheap.body)), method: 'POST', body: cheap.body, seconds: SECONDS }, { ...cheap, seconds: SECONDS });
  add({ name: 'REST voltage-divider (cheap): service / our envelope and headers replayed', value: round(replay.ratio, 3), goal: '≥ 0.8', ok: replay.ratio >= 0.8 && replay.subject.failures === 0, ratio: true, detail: `${Math.round(replay.subject.rps)} vs ${Math.round(replay.baseline.rps)} req/s` });
  for (const [label, id, inputs, goal] of [
    ['REST voltage-divider (cheap)', 'voltage-divider', { Vin: 12, R1: 1000, R2: 1000 }, 0.7],
    ['REST factorial 5000 (expensive)', 'factorial', { n: 5000 }, undefined],
    ['REST amortization (expensive)', 'amortization', { principal: 250000, ratePct: 6.5, termMonths: 360 }, undefined],
  ] as const) {
    const spec = post(id, inputs);
    const bare = await baselineFor('json', spec.url, init(spec.body));
    const r = await compare({ url: bare, method: 'POST', body: spec.body, seconds: SECONDS }, { ...spec, seconds: SECONDS });
    add({ name: `${label}: service / bare`, value: round(r.ratio, 3), goal: goal ? `≥ ${goal}` : 'reported', ok: goal ? r.ratio >= goal && r.subject.failures === 0 : undefined, ratio: true, detail: `${Math.round(r.subject.rps)} vs ${Math.round(r.baseline.rps)} req/s` });
    add({ name: `${label}: p99 at 16 connections`, value: r.subject.p99, unit: 'ms', goal: id === 'voltage-divider' ? '< 5 ms' : 'reported', ok: id === 'voltage-divider' ? r.subject.p99 < 5 : undefined });
  }

  // MCP execute_calculation against REST for the same engine.
  const mcp = await compare(
    { ...post('voltage-divider', { Vin: 12, R1: 1000, R2: 1000 }), seconds: SECONDS },
    { url: `${base}/mcp`, method: 'POST', body: MCP_EXECUTE_BODY, headers: MCP_EXECUTE_HEADERS, seconds: SECONDS },
  );
  add({ name: 'MCP execute_calculation / REST (voltage divider)', value: round(mcp.ratio, 3), goal: '≥ 0.4', ok: mcp.ratio >= 0.4 && mcp.subject.failures === 0, ratio: true, detail: `${Math.round(mcp.subject.rps)} vs ${Math.round(mcp.baseline.rps)} req/s` });
  // The MCP Apps view's sizes, and what /mcp sends for it: a section of their own (tests/bench/view-size.ts).
  const view = await viewSection(base);

  // Pages against a plain static file server over the same built files.
  const statics = await startPrintingPort([baselineScript, 'static', path.join(ROOT, 'dist/client')]);
  children.push(statics);
  const pagePath = '/calc/electric/voltage-divider';
  const html = { headers: { 'accept-encoding': 'br, gzip' } };
  const pre = await compare({ url: `http://127.0.0.1:${statics.port}${pagePath}/`, ...html, seconds: SECONDS }, { url: `${base}${pagePath}`, ...html, seconds: SECONDS });
  add({ name: 'Pre-rendered page / static file server', value: round(pre.ratio, 3), goal: '≥ 0.8', ok: pre.ratio >= 0.8, ratio: true, detail: `${Math.round(pre.subject.rps)} vs ${Math.round(pre.baseline.rps)} req/s` });
  const ssr = await compare({ url: `http://127.0.0.1:${statics.port}${pagePath}/`, ...html, seconds: SECONDS }, { url: `${base}${pagePath}?Vin=12&R1=1000&R2=1000`, ...html, seconds: SECONDS });
  add({ name: 'Parameterised (server-rendered) page / static file server', value: round(ssr.ratio, 3), goal: '≥ 0.3', ok: ssr.ratio >= 0.3, ratio: true, detail: `${Math.round(ssr.subject.rps)} vs ${Math.round(ssr.baseline.rps)} req/s` });

  // Memory: resident set after 100,000 mixed requests against after the first 10,000.
  const mixed = [
    { method: 'POST', path: '/api/v1/calc/voltage-divider', body: JSON.stringify({ inputs: { Vin: 12, R1: 1000, R2: 2000 } }), headers: { 'content-type': 'application/json' } },
    { method: 'POST', path: '/api/v1/calc/percentage', body: JSON.stringify({ inputs: { mode: 'of', p: 20, x: 50 } }), headers: { 'content-type': 'application/json' } },
    { method: 'POST', path: '/api/v1/calc/nope', body: '{}', headers: { 'content-type': 'application/json' } },
    { method: 'GET', path: '/api/v1/calc' },
    { method: 'GET', path: pagePath },
    { method: 'GET', path: `${pagePath}?Vin=5&R1=1&R2=2` },
    { method: 'POST', path: '/mcp', body: MCP_EXECUTE_BODY, headers: { 'content-type': 'application/json', ...MCP_EXECUTE_HEADERS } },
  ];
  const { default: autocannon } = await import('autocannon');
  const burst = (amount: number) => new Promise((resolve) => autocannon({ url: base, connections: 16, amount, requests: mixed as never }, resolve));
  await burst(10_000);
  const rss10k = rssOf(service.child.pid!);
  await burst(QUICK ? 30_000 : 90_000);
  const rss100k = rssOf(service.child.pid!);
  const growth = (rss100k - rss10k) / rss10k;
  add({ name: `Memory: RSS of all processes after ${QUICK ? '40k' : '100k'} vs after 10k mixed requests`, value: `${Math.round(rss10k)} → ${Math.round(rss100k)} MiB (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} %)`, goal: 'within 20 %', ok: Math.abs(growth) <= 0.2 });
  const primary = rssOf(service.child.pid!, false);
  const worker = Math.max(...childrenOf(service.child.pid!).map((pid) => rssOf(pid)));
  add({ name: 'Memory: cluster primary RSS (forks workers, counts rate limits)', value: Math.round(primary), unit: 'MiB', goal: '< 80 MiB', ok: primary < 80 });
  add({ name: `Memory: largest worker RSS after ${QUICK ? '40k' : '100k'} mixed requests`, value: Math.round(worker), unit: 'MiB', goal: '< 150 MiB', ok: worker < 150 });

  if (!args.has('--no-browser')) {
    const browser = await launchBrowser();
    const areas: [string, string, Record<string, string>, string][] = [
      ['electric', '/calc/electric/voltage-divider', { Vin: '12', R1: '1000', R2: '1000' }, 'Vin'],
      ['wire', '/calc/wire/voltage-drop', { I: '10', length_m: '20', R_ohm_per_km: '7.41' }, 'I'],
      ['math', '/calc/math/pythagorean', { a: '3', b: '4' }, 'a'],
      ['finance', '/calc/finance/loan-payment', { principal: '10000', ratePct: '6', termMonths: '12' }, 'principal'],
      ['grade', '/calc/grade/final-grade', { current: '80', goal: '85', weight: '30' }, 'current'],
      ['dev', '/calc/dev/base-convert', { value: '255', fromBase: '10', toBase: '16' }, 'value'],
    ];
    for (const [area, p, fill, field] of areas) {
      const kb = (await pageJavaScript(browser, base, p, fill)) / 1024;
      add({ name: `JavaScript on a ${area} page (${p}), gzip`, value: round(kb, 1), unit: 'KiB', goal: '≤ 35 KiB', ok: kb <= 35 });
      const lat = await recalcLatency(browser, base, p, fill, field, QUICK ? 15 : 40);
      add({ name: `Worker recalculation on a settled page, ${area}: median / p99`, value: `${round(lat.median, 2)} / ${round(lat.p99, 2)}`, unit: 'ms', goal: 'median < 2 ms', ok: lat.median < 2 });
    }
    await browser.close();
    if (!QUICK) {
      for (const [area, p] of areas) {
        const score = await lighthouseScore(`${base}${p}`);
        add({ name: `Lighthouse performance (mobile), ${area}`, value: score, goal: '≥ 95', ok: score >= 95 });
      }
    }
  }
  await service.close();
  service = undefined;
  if (!QUICK && !args.has('--no-test')) {
    const { seconds, passed } = timeTestSuite();
    add({ name: 'npm test (every test file, on a built tree)', value: `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s${passed ? '' : ', FAILED'}`, goal: '< 4 min', ok: passed && seconds < 240 });
  }
  // Each calculation's worst case, in this process with the service stopped (a few minutes).
  const costs = engineCost();
  writeReport(path.join(ROOT, 'BENCHMARKS.md'), figures, { cores: os.cpus().length, node: process.version, quick: QUICK }, { library: await librarySection(), view, engineCost: costs });
}

const round = (x: number, d = 2) => Math.round(x * 10 ** d) / 10 ** d;

main()
  .catch((e) => {
    console.error(e);
    process.exitCode = 1;
  })
  .finally(async () => {
    await Promise.all(children.map((c) => stopChild(c.proc)));
    await service?.close();
    rmSync(tmp, { recursive: true, force: true });
  });
