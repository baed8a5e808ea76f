// npm run bench:check: runs the quick benchmark and fails when a ratio falls
// more than a third below the one recorded in BENCHMARKS.md. By hand only:
// these machines are too noisy for CI.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './load.ts';
import { readFigures } from './report.ts';

const file = path.join(ROOT, 'BENCHMARKS.md');
const saved = path.join(mkdtempSync(path.join(os.tmpdir(), 'cx-check-')), 'BENCHMARKS.md');
copyFileSync(file, saved);
const recorded = readFigures(saved).filter((f) => f.ratio);
try {
  execFileSync(process.execPath, [path.join(ROOT, 'tests/bench/run.ts'), '--quick', '--no-browser'], { stdio: 'inherit', cwd: ROOT });
  const now = new Map(readFigures(file).map((f) => [f.name, f]));
  let failed = 0;
  for (const f of recorded) {
    const current = now.get(f.name);
    if (!current) continue;
    const floor = (Number(f.value) * 2) / 3;
    const ok = Number(current.value) >= floor;
    if (!ok) failed++;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${f.name}: ${current.value} (recorded ${f.value}, floor ${floor.toFixed(3)})`);
  }
  process.exitCode = failed ? 1 : 0;
} finally {
  copyFileSync(saved, file); // the recorded figures stay the reference
}
