// Which files the mutation runner mutates, and which tests judge each one. Every engine is mutated
// against its own test file and its own worked examples only (the whole examples suite took
// 5 min 20 s for vat.ts alone); an area's _lib helper against the tests of the engines that import it.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';

export const AREAS = ['grade', 'dev', 'finance', 'math', 'electrical', 'core'] as const;
export type Area = (typeof AREAS)[number];

export interface Unit {
  /** Mutated file, relative to the project root. */
  file: string;
  area: Area;
  /** Test files run against its mutants. */
  testFiles: string[];
  /** Engine ids whose worked examples run too (EXAMPLES_ENGINES for tests/engines/examples.test.ts). */
  exampleEngines: string[];
}

const ROOT = resolve(import.meta.dirname, '../..');
const EXAMPLES_TEST = 'tests/engines/examples.test.ts';
/** Test folders of the vitest `unit` project (the only ones that run in-process, without servers). */
const UNIT_TEST_DIRS = ['tests/engines', 'tests/pictures', 'tests/contract', 'tests/api', 'tests/lib', 'tests/site'];

const exists = (file: string) => existsSync(join(ROOT, file));

function tsFiles(dir: string, recursive = false): string[] {
  if (!exists(dir)) return [];
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return recursive ? tsFiles(path, true) : [];
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Project-relative files `file` imports with a relative specifier. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  return [...text.matchAll(/from '(\.{1,2}\/[^']+\.ts)'/g)].map((m) => relative(ROOT, resolve(ROOT, dirname(file), m[1])));
}

let testImports: Map<string, string[]> | undefined;
/** Unit-project test files that import `file` directly. */
function testsImporting(file: string): string[] {
  testImports ??= new Map(UNIT_TEST_DIRS.flatMap((dir) => tsFiles(dir, true)).filter((f) => f.endsWith('.test.ts')).map((f) => [f, importsOf(f)]));
  return [...testImports].filter(([, imports]) => imports.includes(file)).map(([test]) => test);
}

const isEngineFile = (file: string) => /^engines\/(?!core\/)[a-z]+\/[a-z0-9-]+\.ts$/.test(file) && !file.endsWith('.picture.ts');
const engineId = (file: string) => basename(file, '.ts');
const areaOf = (file: string) => file.split('/')[1] as Area;

/** The engine's own test file plus its examples. */
function engineUnit(file: string): Unit {
  const own = `tests/engines/${areaOf(file)}/${engineId(file)}.test.ts`;
  return { file, area: areaOf(file), testFiles: [...(exists(own) ? [own] : []), EXAMPLES_TEST], exampleEngines: [engineId(file)] };
}

let engineImports: Map<string, string[]> | undefined;
/** Engine files that import `file`, directly or through another helper of engines/<area>/_lib or engines/core. */
function enginesUsing(file: string): string[] {
  engineImports ??= new Map(AREAS.filter((a) => a !== 'core').flatMap((a) => tsFiles(`engines/${a}`)).filter(isEngineFile).map((f) => [f, importsOf(f)]));
  const helpers = new Set([file]);
  // Helpers that import this helper count as users too (one level is enough for _lib today; loop to be safe).
  for (let grew = true; grew; ) {
    grew = false;
    for (const helper of [...tsFiles(`engines/${areaOf(file)}/_lib`), ...tsFiles('engines/core')]) {
      if (!helpers.has(helper) && importsOf(helper).some((i) => helpers.has(i))) helpers.add(helper), (grew = true);
    }
  }
  return [...engineImports].filter(([, imports]) => imports.some((i) => helpers.has(i))).map(([engine]) => engine);
}

/** A shared helper: its own test (tests mirror engines/), tests importing it, and — for _lib — its engines' tests and examples. */
function helperUnit(file: string): Unit {
  const mirror = file.replace(/^engines\//, 'tests/engines/').replace(/\.ts$/, '.test.ts');
  const area = areaOf(file);
  const direct = [...new Set([...(exists(mirror) ? [mirror] : []), ...testsImporting(file)])];
  // Core code runs under every engine: its own tests judge it, not 130 engines' suites.
  const engines = area === 'core' ? [] : enginesUsing(file);
  const engineTests = engines.map((e) => `tests/engines/${areaOf(e)}/${engineId(e)}.test.ts`).filter(exists);
  const testFiles = [...new Set([...direct, ...engineTests, ...(engines.length ? [EXAMPLES_TEST] : [])])];
  return { file, area, testFiles, exampleEngines: engines.map(engineId) };
}

export function unitFor(file: string): Unit {
  return isEngineFile(file) ? engineUnit(file) : helperUnit(file);
}

/** Units of an area: its engines, then its _lib helpers (core: engines/core). Pictures are not mutated (drawing, not calculation). */
export function areaUnits(area: Area): Unit[] {
  const files = area === 'core' ? tsFiles('engines/core') : [...tsFiles(`engines/${area}`).filter(isEngineFile), ...tsFiles(`engines/${area}/_lib`)];
  return files.sort().map(unitFor);
}

/** Area names, engine ids or file paths → units, in the order given. */
export function resolveUnits(args: string[]): Unit[] {
  return args.flatMap((arg) => {
    if ((AREAS as readonly string[]).includes(arg)) return areaUnits(arg as Area);
    if (arg.endsWith('.ts')) {
      if (!exists(arg)) throw new Error(`no file ${arg}`);
      return [unitFor(arg)];
    }
    const file = AREAS.filter((a) => a !== 'core').map((a) => `engines/${a}/${arg}.ts`).find(exists);
    if (!file) throw new Error(`${arg} is neither an area (${AREAS.join(', ')}), an engine id nor a file`);
    return [unitFor(file)];
  });
}
