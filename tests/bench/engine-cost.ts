// The cost of one calculation, worst case per tool, for BENCHMARKS.md: for
// every tool of the registry, a deterministic search over its declared input
// range for the input that makes `calculate()` (engines/core/run.ts, what REST,
// MCP and pages call) slowest, and the page's extra work on the answer (the
// full schedule and the picture a server-rendered page draws).
//
// Candidates per field: every enum value; for numbers the schema's bounds and
// just inside them, 0, ±1, 1e±300, 1e±9, large primes and a semiprime (the
// slowest numbers to factor), the worked examples' values scaled and seeded
// random points; for text and lists the examples, long digit strings and texts
// up to what a 64 KiB request body carries, and lists at the schema's maxItems
// (200 and 2000 items where none is declared, and the longest an engine takes
// when it refuses those). The search runs every worked example and tab, a few
// known hard inputs (KNOWN_HARD), each field set to each candidate in turn,
// seeded random mixes, and a climb from the slowest inputs; the slowest few are
// timed again (the fastest of repeats) to report. Timings are wall-clock on a
// shared machine: compare only figures measured in the same run.
//
// `npm run bench:engines` rewrites only this section; `npm run bench` writes it
// too. `npm run bench:engines -- --only=id,id` searches some tools and prints
// without writing.
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { calculate, type Answer } from '../../engines/core/run.ts';
import { pictureFor } from '../../engines/derive/picture.ts';
import { scheduleFor } from '../../engines/derive/schedule.ts';
import { inputJsonSchema, type JsonSchema } from '../../engines/derive/schemas.ts';
import type { ResolvedTool } from '../../engines/derive/tools.ts';
import { registry } from '../../engines/registry.ts';
import { MAX_BODY_BYTES } from '../../api/body.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const ENGINE_COST_START = '<!-- engine cost: written by tests/bench/engine-cost.ts -->';
export const ENGINE_COST_END = '<!-- /engine cost -->';
/** The goal per calculation, and the margin aimed for so a slower day stays under it. */
const GOAL_MS = 20;
const AIM_MS = 10;
/** List lengths tried where the schema declares no maxItems. */
const LONG_LISTS = [200, 2000];
/** Wall-clock spent searching one tool before the rest of its candidates are skipped (said in the table). */
const TOOL_BUDGET_MS = 6000;
const REPEATS = 5;

type Inputs = Record<string, unknown>;

interface FieldInfo {
  key: string;
  kind: string;
  values: unknown[];
}

interface Trial {
  inputs: Inputs;
  ms: number;
  http: number;
}

export interface ToolCost {
  id: string;
  worstMs: number;
  worstInput: Inputs;
  worstHttp: number;
  p50Ms: number;
  scheduleMs?: number;
  pictureMs?: number;
  pictureInput?: Inputs;
  trials: number;
  cut: boolean;
}

// ---- deterministic randomness (mulberry32) ----
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const seedOf = (text: string) => [...text].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261);

// ---- candidates from the schema ----

/** Bounds of a JSON Schema property, looking into anyOf/oneOf branches and array items. */
function bounds(p: JsonSchema | undefined): { min?: number; max?: number; exMin?: number; exMax?: number; maxItems?: number; maxLength?: number; int: boolean } {
  const out: ReturnType<typeof bounds> = { int: false };
  const visit = (s: JsonSchema | undefined) => {
    if (!s) return;
    if (typeof s.minimum === 'number') out.min = s.minimum;
    if (typeof s.maximum === 'number') out.max = s.maximum;
    if (typeof s.exclusiveMinimum === 'number') out.exMin = s.exclusiveMinimum;
    if (typeof s.exclusiveMaximum === 'number') out.exMax = s.exclusiveMaximum;
    if (typeof s.maxItems === 'number') out.maxItems = s.maxItems;
    if (typeof s.maxLength === 'number') out.maxLength = s.maxLength;
    if (s.type === 'integer' || s.multipleOf === 1) out.int = true;
    for (const k of ['anyOf', 'oneOf', 'allOf']) for (const b of (s[k] as JsonSchema[] | undefined) ?? []) visit(b);
  };
  visit(p);
  return out;
}

const nextUp = (x: number) => (x === 0 ? Number.MIN_VALUE : x * (1 + 2 ** -52 * Math.sign(x)));
const nextDown = (x: number) => (x === 0 ? -Number.MIN_VALUE : x * (1 - 2 ** -52 * Math.sign(x)));

/** Primes just below 1e9, 1e10, 1e11, 1e12, 1e15 and 2^53, and a product of two primes near 1e6: the slowest numbers to factor. */
const HARD_INTEGERS = [999_999_937, 9_999_999_967, 99_999_999_977, 999_999_999_989, 999_962_000_357, 999_999_999_999_989, 9_007_199_254_740_881];
const GENERIC_NUMBERS = [0, 1, -1, 0.5, 2, 1e-300, 1e300, -1e300, 1e-9, 1e9, 1e15, -1e9, 123.456, ...HARD_INTEGERS];
const GENERIC_INTEGERS = [0, 1, -1, 2, 10, 100, 1000, 5000, 10_000, 1e6, 2 ** 31, Number.MAX_SAFE_INTEGER, ...HARD_INTEGERS];
/** Text that fills a request body: ASCII, multi-byte, digits, and the encodings a decoder reads. */
function longTexts(budget: number): string[] {
  const ascii = 'The quick brown fox jumps over the lazy dog. '.repeat(Math.ceil(budget / 45)).slice(0, budget);
  return [
    ascii,
    '€😀é'.repeat(Math.floor(budget / 9)),
    '9'.repeat(budget),
    ' '.repeat(budget),
    ' \n'.repeat(budget / 2),
    '9'.repeat(48),
    '9'.repeat(1000),
    '1.' + '3'.repeat(budget - 2),
    Buffer.from(ascii.slice(0, Math.floor((budget * 3) / 4))).toString('base64'),
    '%E2%82%AC'.repeat(Math.floor(budget / 9)),
    '0.' + '142857'.repeat(Math.floor(budget / 6) - 1),
  ];
}

/** Items a long list is made of: each example's items, and large or awkward numbers where the items are numbers. */
function listItems(examples: unknown[]): unknown[][] {
  const perExample = examples.map((v) => (Array.isArray(v) ? v : typeof v === 'string' ? v.split(/[,;\n]+/).map((x) => x.trim()).filter(Boolean) : [])).filter((items) => items.length);
  const sets: unknown[][] = [...perExample];
  if (perExample.flat().some((x) => typeof x === 'number' || (typeof x === 'string' && /^-?\d+(\.\d+)?$/.test(x)))) {
    sets.push(['9'.repeat(48), '8'.repeat(47) + '7', '7'.repeat(48)]);
    sets.push([1e300, 1e-300, 123456789]);
    sets.push(HARD_INTEGERS);
    const r = rng(7);
    sets.push(Array.from({ length: 64 }, () => String(Math.floor(r() * 1e15) + 1)));
  }
  return sets;
}

/** Repeat `items` to `n`, shortened until a request body of the inputs fits in 64 KiB. */
function fill(items: unknown[], n: number, base: Inputs, key: string): unknown[] | undefined {
  let len = n;
  for (;;) {
    const list = Array.from({ length: len }, (_, i) => items[i % items.length]);
    if (JSON.stringify({ inputs: { ...base, [key]: list } }).length <= MAX_BODY_BYTES) return list;
    if (len < 2) return undefined;
    len = Math.floor(len * 0.9);
  }
}

function fieldInfos(tool: ResolvedTool, bases: Inputs[]): FieldInfo[] {
  const props = inputJsonSchema(tool).properties ?? {};
  const hints = tool.plan.hints;
  return Object.entries(tool.plan.shape).map(([key, shape]) => {
    const p = props[key];
    const b = bounds(p);
    const examples = bases.map((x) => x[key]).filter((v) => v !== undefined && v !== null && v !== '');
    const values: unknown[] = [];
    const add = (...vs: unknown[]) => {
      for (const v of vs) if (!values.some((w) => Object.is(w, v) || (typeof v === 'object' && JSON.stringify(w) === JSON.stringify(v)))) values.push(v);
    };
    if (shape.kind === 'enum' || shape.kind === 'boolean') {
      add(...(shape.values ?? [true, false]));
    } else if (shape.kind === 'number' || shape.kind === 'integer') {
      const int = shape.kind === 'integer' || b.int;
      const lo = b.min ?? (b.exMin !== undefined ? (int ? b.exMin + 1 : nextUp(b.exMin)) : undefined) ?? hints[key]?.min;
      const hi = b.max ?? (b.exMax !== undefined ? (int ? b.exMax - 1 : nextDown(b.exMax)) : undefined) ?? hints[key]?.max;
      for (const edge of [lo, hi]) if (edge !== undefined) add(edge);
      if (lo !== undefined) add(int ? lo + 1 : nextUp(lo) === lo ? lo : lo === 0 ? 1e-12 : lo * (1 + 1e-9));
      if (hi !== undefined) add(int ? hi - 1 : hi === 0 ? -1e-12 : hi * (1 - 1e-9));
      add(...examples);
      for (const e of examples) if (typeof e === 'number' && e !== 0) add(...(int ? [e * 10, e * 100] : [e * 1e3, e * 1e-3, e * 1e6, e * 1e-6]));
      add(...(int ? GENERIC_INTEGERS : GENERIC_NUMBERS));
      // Seeded random points, log-uniform over 1e±4 of each example value (or of 1).
      const r = rng(seedOf(`${tool.id}.${key}`));
      for (const e of examples.length ? examples : [1]) {
        if (typeof e !== 'number' || e === 0) continue;
        for (let i = 0; i < 4; i++) {
          const v = e * 10 ** (8 * r() - 4);
          add(int ? Math.round(v) : Number(v.toPrecision(6)));
        }
      }
      // Keep what the schema declares (outside it is a fast validation error, not a cost).
      const inside = (v: unknown) => typeof v !== 'number' || ((lo === undefined || v >= lo) && (hi === undefined || v <= hi) && (!int || Number.isInteger(v)));
      values.splice(0, values.length, ...values.filter(inside));
    } else if (shape.kind === 'array') {
      add(...examples);
      const lengths = b.maxItems !== undefined ? [b.maxItems] : LONG_LISTS;
      for (const items of listItems(examples)) {
        for (const n of lengths) {
          const list = fill(items, n, {}, key);
          if (list) add(list, list.join(','));
        }
      }
    } else {
      // string or mixed (numbers as text): the examples, then long texts up to the body limit.
      add(...examples);
      const budget = Math.min(b.maxLength ?? Infinity, MAX_BODY_BYTES - 1024);
      add(...longTexts(budget), '9'.repeat(20), '1e308', '1e-308', -12345.678, 1e21);
      const numeric = examples.filter((e) => typeof e === 'number' || (typeof e === 'string' && /^-?\d/.test(e)));
      if (numeric.length) add('1' + '0'.repeat(400), '0.' + '0'.repeat(300) + '7', '123456789'.repeat(10) + '.' + '987654321'.repeat(10));
      if (b.maxLength !== undefined) values.splice(0, values.length, ...values.filter((v) => typeof v !== 'string' || v.length <= b.maxLength!));
    }
    return { key, kind: shape.kind, values };
  });
}

/** The tool's worked examples (canonical field names) and its first inputs, plus one base per tab value. */
function basesOf(tool: ResolvedTool): Inputs[] {
  const aliases = tool.engine.inputAliases ?? {};
  const canonical = (x: Inputs) => Object.fromEntries(Object.entries(x).map(([k, v]) => [Object.hasOwn(aliases, k) ? aliases[k] : k, v]));
  const out: Inputs[] = [];
  const seen = new Set<string>();
  const push = (x: Inputs) => {
    const key = JSON.stringify(x);
    if (!seen.has(key)) {
      seen.add(key);
      out.push(x);
    }
  };
  for (const e of tool.engine.examples) if ((e.tool ?? tool.engine.id) === tool.id || tool.canonical) push(canonical(e.inputs));
  push(canonical(tool.initial ?? {}));
  for (const bar of tool.engine.ui.tabs ?? []) {
    for (const tab of bar.tabs) {
      if (out.some((x) => x[bar.field] === tab.value)) continue;
      push({ ...out[0], [bar.field]: tab.value });
    }
  }
  return out;
}

/**
 * Inputs known to be expensive that a generic search does not build (a valid 200-element netlist,
 * an operating point at the edge of thermal runaway, a 64 KB text of rows), and the ones the
 * hardening issue names; each is timed like the other candidates.
 */
const KNOWN_HARD: Record<string, Inputs[]> = {
  'pcb-microstrip': [{ mode: 'width', z0_target: 200, height: 100, er: 1 }],
  'pcb-stripline': [{ mode: 'width', z0_target: 200, height: 100, er: 1 }],
  kirchhoff: [{ elements: ['V1 1 0 10', ...Array.from({ length: 98 }, (_, i) => `R${i} ${i + 1} ${i + 2} 1k`), ...Array.from({ length: 99 }, (_, i) => `Rg${i} ${i + 1} 0 10k`)].join('\n') }],
  'mosfet-total-loss': [
    { vds: 12, current: 40, duty_pct: 100, fsw: 100, t_rise: 10, t_fall: 10, rds_on: 10, alpha_pct: 0.8, ambient: 40, rth_ja: 2.53575 },
    { vds: 12, current: 30, duty_pct: 100, fsw: 100, t_rise: 10, t_fall: 10, rds_on: 20, alpha_pct: -5, rth_ja: 40, ambient: 25 },
  ],
  factorial: [{ n: 5000 }],
  // Ten numbers up to 10^12 are factorised for the write-up: semiprimes of two primes near 10^6 are the hardest.
  gcf: [{ values: Array.from({ length: 10 }, () => 999_983 * 999_979) }],
  lcm: [{ values: [999_983 * 999_979, 999_961 * 999_959, 999_953 * 999_931, 999_917 * 999_907, 999_883 * 999_863, 999_853 * 999_847, 999_839 * 999_809, 999_773 * 999_769, 999_763 * 999_749, 999_727 * 999_721] }],
  'square-root': [{ x: 999_983 * 999_979 }, { x: 999_999_999_989 }],
  root: [{ a: 999_983 * 999_979, n: 3 }],
  amortization: [{ principal: 250000, ratePct: 6.5, termMonths: 1200 }, { principal: 1e300, ratePct: 6.5, termMonths: 1200 }],
  division: [{ mode: 'long', a: '9'.repeat(50), b: `0.${'0'.repeat(48)}7`, decimals: 100 }],
  gpa: [{ mode: 'courses', scale: '4.0', courses: '3:A;'.repeat(16_000) }],
  'cascaded-nf': [{ stages: Array.from({ length: 50 }, (_, i) => [1 + i / 10, 15 - i]) }],
};

// ---- timing ----

function timeOnce(tool: ResolvedTool, inputs: Inputs): { ms: number; answer: Answer | undefined } {
  const t0 = performance.now();
  let answer: Answer | undefined;
  try {
    answer = calculate(tool, inputs);
  } catch {
    answer = undefined; // a 500: still a cost, reported with http 500
  }
  return { ms: performance.now() - t0, answer };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : 0;
};

/** Searches one tool; returns its worst case. */
export function searchTool(tool: ResolvedTool): ToolCost {
  const started = performance.now();
  const overBudget = () => performance.now() - started > TOOL_BUDGET_MS;
  const bases = basesOf(tool);
  const fields = fieldInfos(tool, bases);
  const trials: Trial[] = [];
  const seen = new Set<string>();
  let schedule = { ms: 0, inputs: undefined as Inputs | undefined };
  let picture = { ms: 0, inputs: undefined as Inputs | undefined };
  let cut = false;
  // Warm-up: the first calls of a tool compile its code, which is not what a request costs.
  for (let i = 0; i < 3; i++) for (const b of bases) timeOnce(tool, b);

  const run = (inputs: Inputs) => {
    if (cut || overBudget()) {
      cut = true;
      return;
    }
    const key = JSON.stringify(inputs);
    if (seen.has(key)) return;
    seen.add(key);
    if (key.length > MAX_BODY_BYTES) return;
    const { ms, answer } = timeOnce(tool, inputs);
    trials.push({ inputs, ms, http: answer?.http ?? 500 });
    if (answer?.http === 200) {
      if (tool.engine.fullSchedule) {
        const t0 = performance.now();
        scheduleFor(tool, answer);
        const s = performance.now() - t0;
        if (s > schedule.ms) schedule = { ms: s, inputs };
      }
      if (tool.engine.picture) {
        const t0 = performance.now();
        pictureFor(tool, answer);
        const p = performance.now() - t0;
        if (p > picture.ms) picture = { ms: p, inputs };
      }
    }
  };

  // 1. The examples, a base per tab and the known hard inputs; 2. every field through every candidate on every base.
  for (const b of bases) run(b);
  for (const x of Object.hasOwn(KNOWN_HARD, tool.id) ? KNOWN_HARD[tool.id] : []) run(x);
  for (const b of bases) for (const f of fields) for (const v of f.values) run({ ...b, [f.key]: v });
  // Lists an engine refuses as too long: the longest it takes, found by bisection on the length.
  for (const b of bases) {
    for (const f of fields) {
      if (f.kind !== 'array') continue;
      for (const v of f.values) {
        if (!Array.isArray(v) || v.length < 20) continue;
        if (timeOnce(tool, { ...b, [f.key]: v }).answer?.http === 200) continue;
        let [lo, hi] = [0, v.length]; // lo accepted (or none), hi refused
        while (hi - lo > 1) {
          const mid = (lo + hi) >> 1;
          if (timeOnce(tool, { ...b, [f.key]: v.slice(0, mid) }).answer?.http === 200) lo = mid;
          else hi = mid;
        }
        if (lo >= 2) run({ ...b, [f.key]: v.slice(0, lo) });
      }
    }
  }
  // 3. Seeded random mixes: a base with about half its fields replaced.
  const r = rng(seedOf(tool.id));
  for (let i = 0; i < 150; i++) {
    const x = { ...bases[Math.floor(r() * bases.length)] };
    for (const f of fields) if (f.values.length && r() < 0.5) x[f.key] = f.values[Math.floor(r() * f.values.length)];
    run(x);
  }
  // 4. Climb from the slowest: each field through its candidates, keeping a change that is clearly slower.
  const slowest = () => [...trials].sort((a, b) => b.ms - a.ms).slice(0, 3);
  for (const start of slowest()) {
    let current = start;
    for (let round = 0; round < 2; round++) {
      for (const f of fields) {
        for (const v of f.values) {
          const x = { ...current.inputs, [f.key]: v };
          const before = trials.length;
          run(x);
          const t = trials[trials.length - 1];
          if (trials.length > before && t.ms > current.ms * 1.3 && t.http === 200) current = t;
        }
      }
    }
  }

  // 5. The slowest few again, each timed REPEATS times (an input slower than a second: its first time and
  // one more); an input's cost is its fastest time, what it costs when nothing else runs (the machine is
  // shared, and other processes only ever add time); the worst is the largest of these.
  const top = [...trials].sort((a, b) => b.ms - a.ms).slice(0, 6);
  let worst = { ms: 0, inputs: bases[0], http: 200 };
  for (const t of top) {
    const ms = Math.min(t.ms, ...Array.from({ length: t.ms > 1000 ? 1 : REPEATS - 1 }, () => timeOnce(tool, t.inputs).ms));
    if (ms > worst.ms) worst = { ms, inputs: t.inputs, http: t.http };
  }
  // The page's extra work, timed again the same way at the inputs where it was slowest.
  const pageWork = (inputs: Inputs | undefined, work: (a: Answer) => unknown) => {
    if (!inputs) return 0;
    const answer = timeOnce(tool, inputs).answer!;
    return Math.min(
      ...Array.from({ length: REPEATS }, () => {
        const t0 = performance.now();
        work(answer);
        return performance.now() - t0;
      }),
    );
  };
  const scheduleMs = pageWork(schedule.inputs, (a) => scheduleFor(tool, a));
  const pictureMs = pageWork(picture.inputs, (a) => pictureFor(tool, a));
  const computed = trials.filter((t) => t.http === 200).map((t) => t.ms);
  return {
    id: tool.id,
    worstMs: worst.ms,
    worstInput: worst.inputs,
    worstHttp: worst.http,
    p50Ms: median(computed.length ? computed : trials.map((t) => t.ms)),
    ...(tool.engine.fullSchedule ? { scheduleMs } : {}),
    ...(tool.engine.picture ? { pictureMs, pictureInput: picture.inputs } : {}),
    trials: trials.length,
    cut,
  };
}

// ---- report ----

/** Inputs in a table cell: long texts and lists shortened to what they are made of. */
export function compact(x: unknown): string {
  const part = (v: unknown): string => {
    if (typeof v === 'string') {
      if (v.length <= 24) return JSON.stringify(v);
      if (v.length > 1 && v.split('').every((c) => c === v[0])) return `${JSON.stringify(v[0])}×${v.length}`;
      return `${JSON.stringify(v.slice(0, 10)).slice(0, -1)}…" (${v.length} chars)`;
    }
    if (Array.isArray(v)) return v.length <= 4 ? `[${v.map(part).join(', ')}]` : `[${part(v[0])}, … ${v.length} items]`;
    if (v && typeof v === 'object') return `{${Object.entries(v).map(([k, w]) => `${k}: ${part(w)}`).join(', ')}}`;
    return String(v);
  };
  return part(x).replace(/\|/g, '\\|');
}

const ms = (x: number | undefined) => (x === undefined ? '—' : x >= 10 ? x.toFixed(0) : x >= 1 ? x.toFixed(1) : x.toFixed(2));

export function engineCostSection(costs: ToolCost[], seconds: number): string {
  const sorted = [...costs].sort((a, b) => b.worstMs - a.worstMs);
  const over = sorted.filter((c) => c.worstMs > GOAL_MS);
  const aim = sorted.filter((c) => c.worstMs > AIM_MS);
  const cut = sorted.filter((c) => c.cut);
  const pages = sorted.filter((c) => (c.scheduleMs ?? 0) + (c.pictureMs ?? 0) > GOAL_MS);
  return `${ENGINE_COST_START}
## Cost of one calculation (worst case per tool)

\`npm run bench:engines\` (tests/bench/engine-cost.ts): for each of the ${costs.length} tools, a seeded search over the declared
input range — every worked example and tab, each field through its schema bounds (and just inside), 0, ±1,
1e±300, the examples' values scaled, long texts up to a 64 KiB body, lists at the schema's \`maxItems\`
(200 and 2000 items where none is declared, shortened to fit 64 KiB), random mixes and a climb from the
slowest — timing \`calculate()\` (engines/core/run.ts, the call REST, MCP and pages make) in one process.
**worst** is the slowest input found, timed ${REPEATS} times, at its fastest (other processes on the machine only ever
add time); **p50** is the median over every input that computed (HTTP 200), each timed once; **schedule** and
**picture** are the slowest full schedule and picture a server-rendered page adds on top, timed the same way. Machine: ${os.cpus().length} cores (shared; load average ${os.loadavg()[0].toFixed(1)} at the end), Node ${process.version}; search ${Math.round(seconds)} s.

**${over.length} of ${costs.length} tools over the ${GOAL_MS} ms goal** (${aim.length} over ${AIM_MS} ms)${pages.length ? `; ${pages.length} with a page (schedule + picture) over ${GOAL_MS} ms` : ''}${cut.length ? `; search cut at ${TOOL_BUDGET_MS / 1000} s for ${cut.map((c) => c.id).join(', ')}` : ''}.

<details><summary>Every tool, slowest first</summary>

| tool | worst ms | p50 ms | schedule ms | picture ms | slowest input (HTTP status) |
|---|---|---|---|---|---|
${sorted.map((c) => `| ${c.id} | ${ms(c.worstMs)} | ${ms(c.p50Ms)} | ${ms(c.scheduleMs)} | ${ms(c.pictureMs)} | \`${compact(c.worstInput)}\` (${c.worstHttp}) |`).join('\n')}

</details>
${ENGINE_COST_END}`;
}

export function measureEngineCosts(only?: Set<string>, log = (line: string) => console.log(line)): { costs: ToolCost[]; seconds: number } {
  const t0 = performance.now();
  const costs: ToolCost[] = [];
  for (const tool of registry.tools.values()) {
    if (only && !only.has(tool.id)) continue;
    const c = searchTool(tool);
    costs.push(c);
    log(`${c.id.padEnd(26)} worst ${ms(c.worstMs).padStart(6)} ms  p50 ${ms(c.p50Ms).padStart(5)}  ${c.scheduleMs !== undefined ? `schedule ${ms(c.scheduleMs)} ` : ''}${c.pictureMs !== undefined ? `picture ${ms(c.pictureMs)} ` : ''}${c.trials} inputs${c.cut ? ' (cut)' : ''}  ${compact(c.worstInput).slice(0, 140)}`);
  }
  return { costs, seconds: (performance.now() - t0) / 1000 };
}

/** The section as it stands in a BENCHMARKS.md text, or '' when it has none. */
export function currentEngineCostSection(text: string): string {
  const start = text.indexOf(ENGINE_COST_START);
  const end = text.indexOf(ENGINE_COST_END);
  return start >= 0 && end > start ? text.slice(start, end + ENGINE_COST_END.length) : '';
}

/** Runs the search and returns the section, for `npm run bench`. */
export function engineCost(): string {
  const { costs, seconds } = measureEngineCosts();
  return engineCostSection(costs, seconds);
}

if (import.meta.main) {
  const onlyArg = process.argv.find((a) => a.startsWith('--only='));
  const only = onlyArg ? new Set(onlyArg.slice('--only='.length).split(',')) : undefined;
  const { costs, seconds } = measureEngineCosts(only);
  const section = engineCostSection(costs, seconds);
  if (only) {
    console.log(`${seconds.toFixed(1)} s`);
  } else {
    const file = path.join(ROOT, 'BENCHMARKS.md');
    const text = readFileSync(file, 'utf8');
    const current = currentEngineCostSection(text);
    // After the library section, before the hand-written analysis, as `npm run bench` places it.
    const next = current ? text.replace(current, section) : text.replace('\n## Where the time goes', `\n${section}\n\n## Where the time goes`);
    writeFileSync(file, next);
    console.log(section.split('\n').slice(13, 14).join('\n'));
  }
}
