// npm run mutate -- <area|engine id|file>... [--force] [--report]
//
// Mutation testing with StrykerJS, by hand (not part of npm test or CI): one Stryker run per file,
// each against only the tests that judge that file (tests/mutation/units.ts), in incremental mode
// (reports/mutation/incremental/: a rerun tests only mutants whose code or tests changed; --force
// retests all). Declaration metadata is ignored by tests/mutation/metadata-ignorer.ts. Each run's
// counts go to tests/mutation/scores.json and the tables of MUTATION.md are rewritten from it.
//   npm run mutate -- grade dev          whole areas (engines, then _lib helpers)
//   npm run mutate -- vat skin-depth     single engines
//   npm run mutate -- --report           only rewrite MUTATION.md from scores.json
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { Stryker } from '@stryker-mutator/core';
import type { MutantResult, PartialStrykerOptions } from '@stryker-mutator/api/core';
import { resolveUnits, type Unit } from './units.ts';
import { readScores, writeMutationMd, writeScores, type UnitScore } from './scores.ts';

const ROOT = resolve(import.meta.dirname, '../..');

const slug = (file: string) => file.replace(/^engines\//, '').replace(/\.ts$/, '').replaceAll('/', '__');

function strykerOptions(unit: Unit, force: boolean): PartialStrykerOptions {
  return {
    mutate: [unit.file],
    testRunner: 'vitest',
    // Test files come from MUTATION_TESTS (see tests/mutation/vitest.config.ts), not Stryker's `testFiles`.
    vitest: { configFile: 'tests/mutation/vitest.config.ts', related: false, pool: 'threads' },
    plugins: ['@stryker-mutator/vitest-runner', resolve(ROOT, 'tests/mutation/metadata-ignorer.ts')],
    ignorers: ['engine-metadata'],
    coverageAnalysis: 'perTest',
    // The machine's two cores are shared: one test process at a time.
    concurrency: 1,
    // A mutant's tests that take longer than this count as a kill (Timeout). Stryker's default (5 s over
    // 1.5 × the unmutated run) let a busy machine (npm test beside a run) time out mutants that a quiet one
    // would have seen survive; a genuine endless loop only costs this much longer.
    timeoutMS: 30_000,
    incremental: true,
    incrementalFile: `reports/mutation/incremental/${slug(unit.file)}.json`,
    force,
    reporters: ['json', 'progress'],
    jsonReporter: { fileName: `reports/mutation/${slug(unit.file)}.json` },
    // Stryker's tsconfig preprocessor calls ts.parseConfigFileTextToJson, which TypeScript 7 no longer
    // exports; it only runs when the named file exists, and vitest strips types without it, so point it
    // at a file that does not exist.
    tsconfigFile: 'tsconfig.stryker-skips-this.json',
    // Nothing type-checks the sandbox (vitest strips types), and the `// @ts-nocheck` Stryker would put
    // at the top of every file made registry.test.ts's "registry.generated.ts is up to date" fail there.
    disableTypeChecks: false,
    // Only what the unit tests import is copied to the sandbox.
    ignorePatterns: ['/site', '/public', '/workers', '/dist', '/.astro', '/.data', '/reports', '/coverage', '/.bench', '/tests/e2e', '/tests/http', '/tests/mcp', '/tests/bench'],
    tempDirName: '.stryker-tmp',
    cleanTempDir: true,
    // LogLevel is a const enum, which type stripping cannot import: its string values, cast.
    logLevel: 'warn' as PartialStrykerOptions['logLevel'],
    fileLogLevel: 'off' as PartialStrykerOptions['fileLogLevel'],
    thresholds: { high: 85, low: 70, break: null },
  };
}

function summarise(unit: Unit, results: MutantResult[], seconds: number): UnitScore {
  const count = (...statuses: MutantResult['status'][]) => results.filter((m) => statuses.includes(m.status)).length;
  const killed = count('Killed');
  const timedOut = count('Timeout');
  const survived = count('Survived');
  const noCoverage = count('NoCoverage');
  const detected = killed + timedOut;
  const valid = detected + survived + noCoverage;
  return {
    file: unit.file,
    area: unit.area,
    date: new Date().toISOString().slice(0, 10),
    seconds: Math.round(seconds),
    tests: unit.testFiles,
    examples: unit.exampleEngines,
    killed,
    timedOut,
    survived,
    noCoverage,
    ignored: count('Ignored'),
    errors: count('RuntimeError', 'CompileError'),
    score: valid ? Math.round((1000 * detected) / valid) / 10 : null,
    survivors: results
      .filter((m) => m.status === 'Survived' || m.status === 'NoCoverage')
      .map((m) => `${m.location.start.line}:${m.location.start.column + 1} ${m.mutatorName}${m.status === 'NoCoverage' ? ' (no coverage)' : ''}: ${(m.replacement ?? '').replace(/\s+/g, ' ').slice(0, 80)}`),
  };
}

function setEnv(name: string, values: string[]) {
  if (values.length) process.env[name] = values.join(',');
  else delete process.env[name];
}

async function main() {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const targets = args.filter((a) => !a.startsWith('--'));
  if (args.includes('--report') || targets.length === 0) {
    if (targets.length === 0 && !args.includes('--report')) console.log('usage: npm run mutate -- <area|engine|file>... [--force] [--report]');
    writeMutationMd(readScores());
    return;
  }
  mkdirSync(resolve(ROOT, 'reports/mutation/incremental'), { recursive: true });
  for (const unit of resolveUnits(targets)) {
    if (unit.testFiles.length === 0) {
      // No test imports it (it is exercised only through other modules): nothing judges it on its own.
      console.log(`\n${unit.file}: skipped, no test file imports it`);
      continue;
    }
    const started = performance.now();
    // Stryker's test processes inherit the environment: the mutation vitest config runs only these test
    // files with a registry of only these engines, and the examples test only their examples.
    process.env.MUTATION_TESTS = unit.testFiles.join(',');
    setEnv('EXAMPLES_ENGINES', unit.exampleEngines);
    setEnv('MUTATION_REGISTRY', unit.exampleEngines);
    console.log(`\n${unit.file}: ${unit.testFiles.length} test file(s)${unit.exampleEngines.length ? `, examples of ${unit.exampleEngines.length} engine(s)` : ''}`);
    let results: MutantResult[];
    try {
      results = await new Stryker(strykerOptions(unit, force)).runMutationTest();
    } catch (error) {
      if (!process.env.MUTATION_REGISTRY) throw error;
      // A test needs an engine outside the unit (the initial run failed): retry with the whole registry.
      console.log(`${unit.file}: initial run failed with a narrowed registry, retrying with all engines`);
      delete process.env.MUTATION_REGISTRY;
      try {
        results = await new Stryker(strykerOptions(unit, force)).runMutationTest();
      } catch (again) {
        console.log(`${unit.file}: not scored, Stryker failed: ${again instanceof Error ? again.message.split('\n')[0] : again}`);
        continue;
      }
    }
    const score = summarise(unit, results, (performance.now() - started) / 1000);
    // Read the file again before writing: another run (another area) may have written it since this one started.
    const latest = { ...readScores(), [unit.file]: score };
    writeScores(latest);
    writeMutationMd(latest);
    console.log(`${unit.file}: ${score.score ?? '–'} % (${score.killed + score.timedOut} killed, ${score.survived} survived, ${score.noCoverage} no coverage, ${score.ignored} ignored) in ${score.seconds} s`);
  }
}

await main();
