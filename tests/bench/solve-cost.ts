// The cost of solve and sweep, for BENCHMARKS.md: for every tool, the worst
// solve over its round-trip cases (every continuous input of its first worked
// example solved back from an output it gave, tests/helpers/solve-cases.ts) and
// a 200-point log sweep of its first such input over two decades around the
// example's value. Each is timed after a warm-up run as the fastest of REPEATS,
// in CPU time of the process (what SOLVE_COMPUTE_MS counts; on a shared machine
// the wall clock mostly measures the others). The calculations counted are
// deterministic.
//
// `npm run bench:solve` rewrites only this section of BENCHMARKS.md;
// `-- --only=id,id` times some tools and prints without writing.
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { solve, type SolveMember } from '../../engines/derive/solve.ts';
import { sweep } from '../../engines/derive/sweep.ts';
import { registry } from '../../engines/registry.ts';
import { roundTripCases } from '../helpers/solve-cases.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
import { currentSolveCostSection, SOLVE_COST_END, SOLVE_COST_START } from './solve-cost-section.ts';
const GOAL_MS = 20;
const REPEATS = 3;
const SWEEP_POINTS = 200;

/** CPU milliseconds of this process: what SOLVE_COMPUTE_MS counts, and less disturbed than the wall clock by the other processes of a shared machine. */
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

function fastest(run: () => unknown): number {
  run();
  let best = Infinity;
  for (let i = 0; i < REPEATS; i++) {
    const t0 = cpuMs();
    run();
    best = Math.min(best, cpuMs() - t0);
  }
  return best;
}

interface Row {
  id: string;
  field: string;
  output: string;
  solveMs: number;
  calculations: number;
  perCalcMs: number;
  sweepMs: number | null;
}

const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length).split(',');
const rows: Row[] = [];
const started = performance.now();
for (const t of registry.tools.values()) {
  if (!t.canonical || (only && !only.includes(t.id))) continue;
  const cases = roundTripCases(t);
  if (!cases.length) continue;
  let worst: Row | null = null;
  for (const c of cases) {
    const request = { inputs: c.known, solve_for: c.key, target: { [c.output]: c.target } };
    let calculations = 0;
    const ms = fastest(() => {
      const a = solve(t, request);
      calculations = (a.body as { solve?: SolveMember }).solve?.evaluations ?? 0;
    });
    if (!worst || ms > worst.solveMs) worst = { id: t.id, field: c.key, output: c.output, solveMs: ms, calculations, perCalcMs: ms / Math.max(1, calculations), sweepMs: null };
  }
  const c = cases[0];
  const x = Math.abs(c.x0) || 1;
  const sign = c.x0 < 0 ? -1 : 1;
  const request = { inputs: c.known, vary: { input: c.key, from: (sign * x) / 10, to: sign * x * 10, points: SWEEP_POINTS, scale: 'log' } };
  worst!.sweepMs = sweep(t, request).http === 200 ? fastest(() => sweep(t, request)) : null;
  rows.push(worst!);
  process.stderr.write('.');
}
process.stderr.write('\n');
rows.sort((a, b) => b.solveMs - a.solveMs);

const ms = (x: number) => (x < 10 ? x.toFixed(2) : x.toFixed(1));
const under = rows.filter((r) => r.solveMs < GOAL_MS).length;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const sweeps = rows.filter((r) => r.sweepMs !== null).map((r) => r.sweepMs!);
const load = os.loadavg()[0].toFixed(1);
const section = `${SOLVE_COST_START}
## Cost of solve and sweep (worst case per tool)

Written by \`npm run bench:solve\` (tests/bench/solve-cost.ts) on ${os.cpus().length} cores, Node ${process.versions.node}, load ${load}, in ${((performance.now() - started) / 1000).toFixed(0)} s.
For every tool, each continuous input of its first worked example is solved back from an output it gave
(the round trips of tests/derive/solve.test.ts); the slowest is listed, with the calculations it ran
(deterministic) and the time per calculation. The sweep is ${SWEEP_POINTS} log-spaced points of the first such input
over two decades around the example's value. Times are CPU time of the process (what SOLVE_COMPUTE_MS counts), the fastest of ${REPEATS} after a warm-up run.

- Solves under ${GOAL_MS} ms: **${under} of ${rows.length}** tools; median worst solve ${ms(median(rows.map((r) => r.solveMs)))} ms; median calculations ${median(rows.map((r) => r.calculations))}.
- ${SWEEP_POINTS}-point sweep: median ${ms(median(sweeps))} ms, slowest ${ms(Math.max(...sweeps))} ms (${rows.find((r) => r.sweepMs === Math.max(...sweeps))?.id}); voltage-divider ${ms(rows.find((r) => r.id === 'voltage-divider')?.sweepMs ?? NaN)} ms.
- A solve or sweep is stopped at SOLVE_COMPUTE_MS (250 ms by default) with COMPUTE_BUDGET_EXCEEDED; the tools over ${GOAL_MS} ms are those whose single calculation costs over about 0.3 ms (the per-calculation column).

| tool | worst solve | solving for → from | calculations | per calculation | ${SWEEP_POINTS}-point sweep |
|---|---|---|---|---|---|
${rows.map((r) => `| ${r.id} | ${ms(r.solveMs)} ms | ${r.field} → ${r.output} | ${r.calculations} | ${ms(r.perCalcMs)} ms | ${r.sweepMs === null ? '—' : `${ms(r.sweepMs)} ms`} |`).join('\n')}
${SOLVE_COST_END}`;

if (only) console.log(section);
else {
  const file = path.join(ROOT, 'BENCHMARKS.md');
  const text = readFileSync(file, 'utf8');
  const current = currentSolveCostSection(text);
  writeFileSync(file, current ? text.replace(current, section) : text.replace('\n## Where the time goes', `\n${section}\n\n## Where the time goes`));
  console.log(section.split('\n').slice(8, 10).join('\n'));
}
