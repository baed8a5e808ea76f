// npm run bench:cluster: what running behind a balancer and a CDN costs on this machine, written
// to its own section of BENCHMARKS.md (between the markers below; nothing else in the file changes).
//  - REST through HAProxy (deploy/haproxy.cfg, tests/helpers/balancer.ts) in front of one, two and three
//    instances (WORKERS=1 each, npm start's bundle), against one instance answered directly, same run.
//  - The pre-rendered page against a static file server (sirv over the same built files), measured as
//    `npm run bench` does, and its revalidation (If-None-Match answered 304) against the same server's.
// Options: --label NAME (default "current"): the run's table replaces the one of the same label and keeps
// the others (a "before" table stays beside an "after" one); --quick (shorter runs).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, compare, load, startPrintingPort, stopChild, type LoadResult, type LoadSpec } from './load.ts';
import { spawnServer } from '../helpers/server.ts';
import { startBalancer } from '../helpers/balancer.ts';
import { workerCount } from '../../api/server/cluster.ts';
import { CLUSTER_END as END, CLUSTER_START as START, currentClusterSection } from './report.ts';


const args = process.argv.slice(2);
const QUICK = args.includes('--quick');
const LABEL = args.includes('--label') ? args[args.indexOf('--label') + 1] : 'current';
const SECONDS = QUICK ? 3 : 6;
const ROUNDS = 2;

interface Row {
  figure: string;
  value: string;
}

const rps = (r: { rps: number }) => `${Math.round(r.rps)} req/s`;
const round = (x: number, d = 3) => Math.round(x * 10 ** d) / 10 ** d;

/** Each spec measured ROUNDS times, the specs taking turns; the mean req/s of each, and the failures. */
async function alternate(specs: LoadSpec[]): Promise<{ rps: number; failures: number }[]> {
  const runs: LoadResult[][] = specs.map(() => []);
  for (let r = 0; r < ROUNDS; r++) for (const [i, s] of specs.entries()) runs[i].push(await load(s));
  return runs.map((xs) => ({ rps: xs.reduce((a, x) => a + x.rps, 0) / xs.length, failures: xs.reduce((a, x) => a + x.non2xx + x.errors, 0) }));
}

async function balancerFigures(rows: Row[]) {
  const env = { RATE_LIMIT_DISABLED: '1', WORKERS: '1', LOG_LEVEL: 'info' };
  const instances = await Promise.all([0, 1, 2].map(() => spawnServer(env, { bundled: true, keepStdout: false })));
  const ports = instances.map((s) => Number(new URL(s.url).port));
  const balancers = await Promise.all([1, 2, 3].map((n) => startBalancer({ ports: ports.slice(0, n), quiet: true })));
  try {
    // Each balancer sends requests once its checks have found every instance up.
    for (const b of balancers) {
      for (const deadline = Date.now() + 15_000; (await b.servers()).some((s) => s.status !== 'UP') && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 100));
    }
    const body = JSON.stringify({ inputs: { Vin: 12, R1: 1000, R2: 1000 } });
    const spec = (base: string): LoadSpec => ({ url: `${base}/api/v1/calc/voltage-divider`, method: 'POST', body, seconds: SECONDS });
    const [direct, ...through] = await alternate([spec(instances[0].url), ...balancers.map((b) => spec(b.url))]);
    rows.push({ figure: 'REST voltage-divider, one instance answered directly (the baseline)', value: `${rps(direct)}${direct.failures ? `, ${direct.failures} failed` : ''}` });
    through.forEach((r, i) =>
      rows.push({ figure: `REST voltage-divider through HAProxy, ${i + 1} instance${i ? 's' : ''}`, value: `${rps(r)} (${round(r.rps / direct.rps, 2)} of the baseline)${r.failures ? `, ${r.failures} failed` : ''}` }),
    );
  } finally {
    await Promise.all(balancers.map((b) => b.close()));
    await Promise.all(instances.map((s) => s.close()));
  }
}

async function pageFigures(rows: Row[]) {
  // As `npm run bench` measures it: npm start's bundle with its workers, against sirv in one process.
  const service = await spawnServer({ RATE_LIMIT_DISABLED: '1', WORKERS: String(workerCount()), LOG_LEVEL: 'info' }, { bundled: true, keepStdout: false });
  const statics = await startPrintingPort([path.join(ROOT, 'tests/bench/baseline-servers.ts'), 'static', path.join(ROOT, 'dist/client')]);
  try {
    const page = '/calc/electric/voltage-divider';
    const staticUrl = `http://127.0.0.1:${statics.port}${page}/`;
    const html = { headers: { 'accept-encoding': 'br, gzip' }, seconds: SECONDS };
    const full = await compare({ url: staticUrl, ...html }, { url: `${service.url}${page}`, ...html });
    rows.push({ figure: 'Pre-rendered page (br) / static file server', value: `${round(full.ratio)} (${rps(full.subject)} vs ${rps(full.baseline)})` });
    // Revalidation, as a CDN or a browser does it: the validator each server gave, sent back.
    const etag = async (url: string) => (await fetch(url, { headers: { 'accept-encoding': 'br' } })).headers.get('etag') ?? '';
    const [ours, theirs] = [await etag(`${service.url}${page}`), await etag(staticUrl)];
    const revalidate = (url: string, tag: string): LoadSpec => ({ url, headers: { 'accept-encoding': 'br, gzip', 'if-none-match': tag }, seconds: SECONDS, counted: '3xx' });
    const probe = await fetch(`${service.url}${page}`, { headers: { 'accept-encoding': 'br', 'if-none-match': ours } });
    if (probe.status === 304) {
      const reval = await compare(revalidate(staticUrl, theirs), revalidate(`${service.url}${page}`, ours));
      rows.push({ figure: 'Revalidated page (If-None-Match, 304) / static file server', value: `${round(reval.ratio)} (${Math.round(reval.subject.rps)} vs ${Math.round(reval.baseline.rps)} 304/s)` });
    } else rows.push({ figure: 'Revalidated page (If-None-Match, 304) / static file server', value: `not answered 304 (status ${probe.status})` });
  } finally {
    await stopChild(statics.proc);
    await service.close();
  }
}

function git(...a: string[]): string {
  try {
    return execFileSync('git', a, { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

/** The tables of the section as it stands, by label. */
function tables(section: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of section.matchAll(/<!-- run: (\S+) -->\n([\s\S]*?)<!-- \/run -->/g)) out.set(m[1], m[0]);
  return out;
}

async function main() {
  const commit = `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--', 'api', 'engines', 'site', 'deploy') ? ' with changes' : ''}`;
  const rows: Row[] = [];
  await balancerFigures(rows);
  await pageFigures(rows);
  const load = os.loadavg()[0].toFixed(1);
  const table = `<!-- run: ${LABEL} -->
**${LABEL}** (commit ${commit}, ${new Date().toISOString().slice(0, 10)}; ${os.cpus().length} cores, Node ${process.version}; load average ${load} when it started${QUICK ? '; quick mode' : ''}):

| figure | value |
|---|---|
${rows.map((r) => `| ${r.figure} | ${r.value} |`).join('\n')}
<!-- /run -->`;
  const file = path.join(ROOT, 'BENCHMARKS.md');
  const text = readFileSync(file, 'utf8');
  const current = currentClusterSection(text);
  const kept = tables(current);
  kept.set(LABEL, table);
  const section = `${START}
## Behind a balancer and a CDN

Written by \`npm run bench:cluster\` (\`-- --label NAME\` names a run; a run replaces the table of its own label).
autocannon (16 connections, ${SECONDS} s per run, the runs of one comparison taking turns, ${ROUNDS} rounds) on the
same machine as everything it measures: HAProxy, the instances and the load share the cores, so three instances
cannot do three times the work of one here; on machines of their own, each instance adds its own cores. Behind
HAProxy each instance runs one worker (\`WORKERS=1\`); the page figures are \`npm run bench\`'s (\`npm start\`'s
workers, one per core, against sirv in one process). Every instance writes its request log, as \`npm start\` does.
The load average of the machine (shared with other work) is given with each run: at 9-11 on 2 cores, figures
of one run move by a quarter or more from one run to the next.

${[...kept.values()].join('\n\n')}
${END}`;
  // Where `npm run bench` places it: after the library sizes, before the hand-written analysis.
  const next = current ? text.replace(current, section) : text.replace('\n## Where the time goes', `\n${section}\n\n## Where the time goes`);
  writeFileSync(file, next);
  console.log(table);
}

if (import.meta.main) {
  main().catch((e) => {
    console.error(e);
    process.exitCode = 1;
  });
}
