// The calculatorx package as a user gets it: `npm pack` (its prepack builds
// it), installed into a clean project without network, imported from plain
// JavaScript under the machine's Node 20 and under Node 24, type-checked from
// TypeScript, and compared with REST for every worked example: the answer's
// JSON text (toJson) equals REST's body byte for byte, for the library, each
// tool's own module and the CLI's --json. One pack and one install per run.
import { execFile, execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Metafile } from 'esbuild';
import { own } from '../../engines/core/own.ts';
import type { ResolvedTool } from '../../engines/derive/tools.ts';
import { rankSearch, searchIndexOf } from '../../engines/derive/search.ts';
import { registry } from '../../engines/registry.ts';
import { loadedWith } from '../../lib/build.ts';
import type { Running } from '../helpers/server.ts';
import { available } from '../helpers/services.ts';

const exec = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
const PACKAGE = path.join(ROOT, 'lib/package');
const FIXTURES = path.join(ROOT, 'tests/fixtures/package-consumer');
const BIG = { maxBuffer: 256 * 1024 * 1024 };

/** The machine's own `node` (not the project's Node 24 from node_modules): Node 20 here. */
function systemNode(): string | undefined {
  const found = execFileSync('which', ['-a', 'node'], { encoding: 'utf8' }).split('\n').filter((p) => p && !p.includes('node_modules'));
  return found[0];
}
const NODE_SYSTEM = systemNode();
const nodeVersion = (bin: string) => execFileSync(bin, ['--version'], { encoding: 'utf8' }).trim();

interface Case {
  tool: string;
  inputs: Record<string, unknown>;
  argv: string[];
}

/**
 * An example's inputs as CLI arguments: numbers in number fields as text (read
 * back through the everyday parser), text in text fields as typed, anything
 * else as key:=JSON, so the arguments mean exactly the example's inputs.
 */
function argvFor(tool: ResolvedTool, inputs: Record<string, unknown>): string[] {
  return Object.entries(inputs).map(([key, value]) => {
    const field = Object.hasOwn(tool.plan.shape, key) ? key : own(tool.engine.inputAliases, key);
    const kind = field === undefined ? undefined : tool.plan.shape[field].kind;
    const numeric = kind === 'number' || kind === 'integer';
    if (typeof value === 'number' && numeric) return `${key}=${value}`;
    if (typeof value === 'string' && !numeric && kind !== 'array' && kind !== 'object') return `${key}=${value}`;
    return `${key}:=${JSON.stringify(value)}`;
  });
}

const cases: Case[] = registry.engines.flatMap((engine) =>
  engine.examples.map((ex) => {
    const tool = ex.tool ?? engine.id;
    return { tool, inputs: ex.inputs, argv: argvFor(registry.tools.get(tool)!, ex.inputs) };
  }),
);
/** Every published version of every tool, and versions that are not published. */
const pins = registry.ids.flatMap((id) => {
  const t = registry.tools.get(id)!;
  return [...Object.keys(t.versions), '0.0.0', 'latest'].map((version) => ({ tool: id, inputs: t.initial, version }));
});

let tmp: string;
let project: string;
let server: Running;
let packInfo: { filename: string; size: number; unpackedSize: number; files: { path: string }[] };
/** REST's answers, fetched once: worked examples by [tool, inputs], pins in order, schemas by tool id, the catalog. */
const rest = { cases: new Map<string, { status: number; text: string }>(), pins: [] as string[], schemas: new Map<string, { input: unknown; output: unknown }>(), catalog: undefined as unknown };

async function post(tool: string, body: unknown) {
  const res = await fetch(`${server.url}/api/v1/calc/${tool}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, text: await res.text() };
}

beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'calculatorx-package-'));
  // `npm pack` runs the package's prepack, npm run build:lib; its output precedes the JSON.
  const packed = await exec('npm', ['pack', '--json', '--pack-destination', tmp], { cwd: PACKAGE, ...BIG });
  [packInfo] = JSON.parse(packed.stdout.slice(packed.stdout.search(/^\[$/m)));
  // The dependencies are the service's own copies, packed, so installing needs neither network nor npm cache.
  const deps = [];
  for (const dep of ['zod', 'decimal.js', 'minisearch']) {
    const out = await exec('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', tmp], { cwd: path.join(ROOT, 'node_modules', dep), ...BIG });
    deps.push(path.join(tmp, JSON.parse(out.stdout)[0].filename));
  }
  project = path.join(tmp, 'project');
  mkdirSync(project);
  writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  await exec('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', path.join(tmp, packInfo.filename), ...deps], { cwd: project, ...BIG });
  for (const f of ['check.mjs', 'consumer.ts']) copyFileSync(path.join(FIXTURES, f), path.join(project, f));
  writeFileSync(path.join(project, 'cases.json'), JSON.stringify({ cases, pins }));
  for (const node of [NODE_SYSTEM, process.execPath]) if (node) runConsumer(node);

  server = await (await import('../helpers/server.ts')).startInProcess();
  for (const c of cases) rest.cases.set(JSON.stringify([c.tool, c.inputs]), await post(c.tool, { inputs: c.inputs }));
  for (const p of pins) rest.pins.push((await post(p.tool, { inputs: p.inputs, calculation_version: p.version })).text);
  const get = async (url: string) => (await fetch(`${server.url}${url}`)).json();
  for (const id of registry.ids) {
    const t = registry.tools.get(id)!;
    rest.schemas.set(id, { input: await get(t.links.schema_input), output: await get(t.links.schema_output) });
  }
  rest.catalog = await get('/api/v1/calc');
}, 300_000);

afterAll(async () => {
  await server?.close();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

/** What the consumer script got under one Node (the two runs start together, while REST is asked). */
interface ConsumerResult {
  node: string;
  answers: { text: string; json: string; module: string; cliJson: CliRun; cliHuman: CliRun }[];
  schemas: Record<string, { input: unknown; output: unknown }>;
  catalog: unknown;
  pins: string[];
  searches: Record<string, string[]>;
}
interface CliRun {
  status: number;
  out: string;
  err: string;
}
const consumerRuns = new Map<string, Promise<ConsumerResult>>();
function runConsumer(node: string) {
  const out = path.join(tmp, `result-${consumerRuns.size}.json`);
  const run = exec(node, ['check.mjs', 'cases.json', out], { cwd: project, ...BIG }).then(() => JSON.parse(readFileSync(out, 'utf8')) as ConsumerResult);
  run.catch(() => {}); // awaited by its test
  consumerRuns.set(node, run);
}

/** Compares everything the consumer script got under `node` with REST. */
async function checkAgainstRest(node: string) {
  const got = await consumerRuns.get(node)!;
  expect(got.node).toBe(nodeVersion(node));

  let refused = 0;
  cases.forEach((c, i) => {
    const want = rest.cases.get(JSON.stringify([c.tool, c.inputs]))!;
    const a = got.answers[i];
    const where = `${c.tool} ${JSON.stringify(c.inputs)}`;
    expect(a.text, where).toBe(want.text);
    expect(JSON.parse(a.json), where).toEqual(JSON.parse(want.text));
    expect(a.module, `${where} (the tool's own module)`).toBe(want.text);

    const body = JSON.parse(want.text);
    const answered = want.status === 200 && body.status !== 'invalid';
    expect(a.cliJson, `${where} --json`).toEqual({ status: answered ? 0 : 1, out: `${want.text}\n`, err: '' });
    expect(a.cliHuman.status, `${where} (for people)`).toBe(answered ? 0 : 1);
    if (answered) {
      expect(a.cliHuman.out.split('\n')[0], where).toBe(`${registry.tools.get(c.tool)!.title} (${c.tool} ${body.calculation_version}, ${body.verification.tier.replace('_', ' ')})`);
      expect(a.cliHuman.err, where).toBe('');
    } else {
      refused++;
      expect(a.cliHuman.err, where).toContain(` ${body.code}`);
      expect(a.cliHuman.err, where).toContain(body.suggestion);
    }
  });
  expect(refused).toBeGreaterThan(0);

  expect(got.catalog).toEqual(rest.catalog);
  for (const id of registry.ids) expect(got.schemas[id], `${id} schemas`).toEqual(rest.schemas.get(id));
  pins.forEach((p, i) => expect(got.pins[i], `${p.tool} pinned to ${p.version}`).toBe(rest.pins[i]));
  expect(got.pins.filter((t) => t.includes('"VERSION_MISMATCH"')).length).toBe(2 * registry.ids.length);
  // The packed search index ranks as the service's does (the pages and MCP use that one).
  for (const [q, top] of Object.entries(got.searches)) expect(top, q).toEqual(rankSearch(searchIndexOf(registry), q).slice(0, 3).map((h) => h.id));
  expect(got.searches.mortage).toContain('loan-payment');
}

describe('the packed package', () => {
  it('holds only the built library, and depends on zod, decimal.js and minisearch alone', () => {
    const files = packInfo.files.map((f) => f.path);
    expect(files.filter((f) => !f.startsWith('dist/')).sort()).toEqual(['README.md', 'package.json']);
    const manifest = JSON.parse(readFileSync(path.join(project, 'node_modules/calculatorx/package.json'), 'utf8'));
    expect(Object.keys(manifest.dependencies).sort()).toEqual(['decimal.js', 'minisearch', 'zod']);
    // No server, Astro, Preact, store or Node built-in is imported by any file of the package.
    const bare = new Set<string>();
    for (const f of files.filter((p) => p.endsWith('.js'))) {
      const text = readFileSync(path.join(project, 'node_modules/calculatorx', f), 'utf8');
      // esbuild writes every import statement on lines of its own: `import … from "x";`, `} from "x";`, `import "x";`.
      for (const m of text.matchAll(/^(?:import .*from |\} from |import |export .*from )"([^"]+)";$|\bimport\("([^"]+)"\)/gm)) {
        const spec = m[1] ?? m[2];
        if (!spec.startsWith('.')) bare.add(spec);
      }
    }
    expect([...bare].sort()).toEqual(['decimal.js', 'minisearch', 'zod/mini']);
  });

  it(`answers every worked example, schema, pin and the catalog as REST does, under the machine's Node (${NODE_SYSTEM ? nodeVersion(NODE_SYSTEM) : 'none'})`, async () => {
    if (!available('A system Node (20 or later) on PATH beside the project\'s Node 24', !!NODE_SYSTEM, 'install nodejs from the distribution') || !NODE_SYSTEM) return;
    expect(Number(nodeVersion(NODE_SYSTEM).slice(1).split('.')[0])).toBeGreaterThanOrEqual(20);
    await checkAgainstRest(NODE_SYSTEM);
  }, 180_000);

  it(`does the same under Node 24 (${process.version})`, async () => {
    await checkAgainstRest(process.execPath);
  }, 180_000);

  it('type-checks from TypeScript: completion-grade input and result types per tool', async () => {
    writeFileSync(
      path.join(project, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, noEmit: true, types: [] }, files: ['consumer.ts'] }),
    );
    // Every @ts-expect-error in consumer.ts must meet its error, so a type that lost its precision fails here.
    const tsc = await exec(path.join(ROOT, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], { cwd: project }).catch((e) => e);
    expect(`${tsc.stdout ?? ''}${tsc.stderr ?? ''}`).toBe('');
    expect(tsc.code ?? 0).toBe(0);
  }, 120_000);

  it('runs as a bin: npx calculatorx with the machine’s Node and Node 24', async () => {
    const want = rest.cases.get(JSON.stringify(['voltage-divider', { Vin: 12, R1: 4700, R2: 1000 }])) ?? (await post('voltage-divider', { inputs: { Vin: 12, R1: 4700, R2: 1000 } }));
    const bin = path.join(project, 'node_modules/.bin/calculatorx');
    for (const node of [NODE_SYSTEM, process.execPath].filter((n): n is string => !!n)) {
      // The bin's own shebang (#!/usr/bin/env node) finds this Node first on PATH.
      const env = { ...process.env, PATH: `${path.dirname(node)}:${process.env.PATH}` };
      const run = (...args: string[]) => exec(bin, args, { cwd: project, env }).then((r) => ({ code: 0, ...r }), (e) => e);
      const json = await run('voltage-divider', 'Vin=12', 'R1=4k7', 'R2=1k', '--json');
      expect(json.code, node).toBe(0);
      expect(json.stdout).toBe(`${want.text}\n`);
      const human = await run('voltage-divider', 'Vin=12', 'R1=4k7', 'R2=1k');
      expect(human.stdout).toContain('Output voltage: Vout = 2.105 V');
      const wrong = await run('voltage-divider', 'Vin=5', 'R1=1k', 'Vout=6');
      expect(wrong.code, node).toBe(1);
      expect(wrong.stderr).toContain('Error VOUT_EXCEEDS_VIN (field Vout)');
      const unknown = await run('voltage-devider');
      expect(unknown.code, node).toBe(2);
      expect(unknown.stderr).toContain('ENGINE_NOT_FOUND');
    }
    const npx = await exec('npx', ['--offline', 'calculatorx', '--version'], { cwd: project, env: { ...process.env, PATH: `${path.dirname(NODE_SYSTEM ?? process.execPath)}:${process.env.PATH}` } });
    expect(npx.stdout.trim()).toBe(JSON.parse(readFileSync(path.join(PACKAGE, 'package.json'), 'utf8')).version);
  }, 120_000);

  it("imports only the engine a tool's module is for, and the library loads engines only on demand", () => {
    const meta: Metafile = JSON.parse(readFileSync(path.join(ROOT, 'lib/generated/metafile.json'), 'utf8'));
    const closure = (output: string) => loadedWith(meta.outputs, output).flatMap((o) => Object.keys(meta.outputs[o].inputs));
    const sourceClosure = (file: string) => {
      const seen = new Set<string>();
      const queue = [file];
      while (queue.length) {
        const f = queue.pop()!;
        if (seen.has(f) || !meta.inputs[f]) continue;
        seen.add(f);
        for (const imp of meta.inputs[f].imports) queue.push(imp.path);
      }
      return seen;
    };
    const ENGINE_FILE = /^engines\/(electrical|finance|math|grade|dev)\/[^/]+\.ts$/;
    for (const id of registry.ids) {
      const t = registry.tools.get(id)!;
      const own = `engines/${t.engine.area}/${t.engine.id}.ts`;
      const inputs = closure(`lib/package/dist/engines/${id}.js`);
      expect(inputs, id).toContain(own);
      const allowed = sourceClosure(own);
      expect(inputs.filter((f) => ENGINE_FILE.test(f) && !allowed.has(f)), id).toEqual([]);
      expect(inputs.filter((f) => /^(site|workers|api)\//.test(f)), id).toEqual([]);
    }
    for (const entry of ['lib/package/dist/index.js', 'lib/package/dist/bin.js']) expect(closure(entry).filter((f) => ENGINE_FILE.test(f)), entry).toEqual([]);
  });

  it('bundles for a browser', async () => {
    const { build } = await import('esbuild');
    const entry = path.join(project, 'browser.js');
    writeFileSync(entry, "import { calculate } from 'calculatorx/engines';\nimport * as divider from 'calculatorx/engines/voltage-divider';\nglobalThis.answers = [calculate('ohms-law', { V: 1, R: 1 }), divider.calculate({ Vin: 1, R1: 1, R2: 1 })];\n");
    const out = await build({ entryPoints: [entry], bundle: true, platform: 'browser', format: 'esm', write: false, logLevel: 'silent', absWorkingDir: project });
    expect(out.errors).toEqual([]);
    expect(out.outputFiles[0].text).not.toMatch(/from ["']node:/);
    expect(existsSync(path.join(project, 'node_modules/calculatorx/dist/engines/voltage-divider.js'))).toBe(true);
  });
});
