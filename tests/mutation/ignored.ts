// node tests/mutation/ignored.ts <file>... — what the ignore-plugin keeps out of the score, without running tests:
// Stryker's own instrumenter places every mutant of each file, and the counts are printed per reason
// (`--list` prints each ignored mutant's line and reason).
import { readFileSync } from 'node:fs';
import { Instrumenter, type InstrumenterOptions } from '@stryker-mutator/instrumenter';
import type { Logger } from '@stryker-mutator/api/logging';
import { metadataReason } from './metadata-ignorer.ts';

const quiet = () => {};
const log = { isTraceEnabled: () => false, isDebugEnabled: () => false, isInfoEnabled: () => false, isWarnEnabled: () => true, isErrorEnabled: () => true, isFatalEnabled: () => true, trace: quiet, debug: quiet, info: quiet, warn: console.warn, error: console.error, fatal: console.error } as unknown as Logger;
const options = { plugins: null, excludedMutations: [], ignorers: [{ shouldIgnore: (path: unknown) => metadataReason(path as Parameters<typeof metadataReason>[0]) }] } as unknown as InstrumenterOptions;

const list = process.argv.includes('--list');
for (const name of process.argv.slice(2).filter((a) => !a.startsWith('--'))) {
  const { mutants } = await new Instrumenter(log).instrument([{ name, content: readFileSync(name, 'utf8'), mutate: true }], options);
  const counts: Record<string, number> = {};
  for (const m of mutants) {
    const reason = m.status === 'Ignored' ? (m.statusReason ?? '').replace(/ \(.*/, '') : 'scored';
    counts[reason] = (counts[reason] ?? 0) + 1;
    if (list && m.status === 'Ignored') console.log(`  ${m.location.start.line + 1}:${m.location.start.column + 1} ${m.mutatorName} — ${m.statusReason}`);
  }
  console.log(name, counts);
}
