// Every whole-number input of every tool (a count, a term in months, bits, an
// index, a base…) refuses what is not a whole number in its range: 5e-324,
// 1e-20, 0.5, 2.5, -1 (where the range starts above it) and 2**53 + 2, as JSON
// numbers and as text, each with an HTTP 400 naming that field and a documented
// code, never a 500 and never a success with a silly value (1e-20 months once
// gave a loan payment of 1e23). The fields are read from the published input
// JSON Schemas (type integer, with their minimum and maximum), so a new engine is
// covered without being listed here; a second test fails when a field named like
// a count is declared as a plain number.
import { describe, expect, it } from 'vitest';
import { engineCodes } from '../../engines/core/codes.ts';
import { calculate } from '../../engines/core/run.ts';
import { inputJsonSchema, type JsonSchema } from '../../engines/derive/schemas.ts';
import type { ResolvedTool } from '../../engines/derive/tools.ts';
import { registry } from '../../engines/registry.ts';
import { baseInputs, sweptTools } from '../helpers/hostile.ts';

const PROBES: unknown[] = [5e-324, 1e-20, 0.5, 2.5, -1, 2 ** 53 + 2, '2.5', '1e-20', '-1'];

/**
 * Whole numbers the engine itself reads and checks, declared as number (or number-or-text) because
 * they are more than a safe integer can hold or refuse with codes of their own: min is the smallest
 * accepted value. They get the same probes.
 */
const ENGINE_CHECKED: Record<string, Record<string, number>> = {
  // Exact integers of up to 48 digits, given as decimal text beyond the safe integers (UNSAFE_INTEGER otherwise).
  fractions: { aNum: -Infinity, aDen: -Infinity, bNum: -Infinity, bDen: -Infinity, aWhole: -Infinity, bWhole: -Infinity },
  // Every bad channel is listed at once, with COLOR_CHANNEL_NOT_INTEGER / COLOR_CHANNEL_OUT_OF_RANGE.
  'rgb-to-hex': { r: 0, g: 0, b: 0 },
};

/**
 * Numeric fields named like a count that are rightly not whole numbers. This list may only
 * shrink: an entry that no longer names a plain number field fails the test below.
 */
const NOT_WHOLE: Record<string, Record<string, string>> = {
  'battery-aging': { cycles: 'equivalent full cycles: partial cycles add up to fractions' },
  'diode-equation': { n: 'the ideality factor of the Shockley equation, a real number around 1 to 2' },
  'electricity-bill': { days: 'days in the billing period, as the standing charge is prorated (an average month is 30.4 days)' },
  'energy-cost': { days: 'days of use (an average month is 30.4 days)' },
  exponent: { n: 'a real exponent (2^0.5)' },
};

/** Field names that say "a count of something" (and other whole-number quantities: bits, months, bases, digits). */
const COUNT_LIKE = /^n$|^n_|^num_|(^|_)count(_|$)|Count|bits|plates|stages|months|Months|PerYear|decimals|digits|band_count|leds|strings|cycles|days|index|^exp$|Exp$|(^|_)base$|Base$|^code$|order|turns|periods|Num$|Den$|Whole$/;

const isWholeIn = (v: unknown, min: number, max: number) => {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= min && n <= max;
};

/** The integer properties of the tool's published input schema (its own fields, not the aliases listed beside them). */
function integerFields(tool: ResolvedTool): [string, JsonSchema][] {
  const props = inputJsonSchema(tool).properties ?? {};
  return Object.entries(props).filter(([key, p]) => p.type === 'integer' && Object.hasOwn(tool.plan.shape, key));
}

function expectRefused(tool: ResolvedTool, key: string, v: unknown, range: { min: number; max: number }) {
  const what = `${tool.id} ${key}=${JSON.stringify(v)}`;
  const answer = calculate(tool, { ...baseInputs(tool), [key]: v });
  const body = answer.body as { status?: string; code?: string; field?: string; suggestion?: string };
  expect(answer.http, what).toBe(400);
  expect(body.field, what).toBe(key);
  expect(engineCodes(tool.engine).errors.map((c) => c.code), `${what}: ${body.code} is documented`).toContain(body.code);
  expect(body.suggestion?.length ?? 0, what).toBeGreaterThan(10);
  // A fraction is told what a whole number the field takes, with the bounds it has.
  if (typeof v === 'number' && !Number.isInteger(v) && !Object.hasOwn(ENGINE_CHECKED, tool.engine.id)) {
    expect(body.suggestion, what).toMatch(/whole number/);
    if (range.max < Number.MAX_SAFE_INTEGER) expect(body.suggestion, what).toContain(String(range.max));
    if (range.min > -Number.MAX_SAFE_INTEGER) expect(body.suggestion, what).toContain(String(range.min));
  }
}

describe('every whole-number input refuses what is not a whole number in its range', () => {
  const tools = sweptTools(registry.tools.values());

  for (const tool of tools) {
    const fields = integerFields(tool);
    if (!fields.length) continue;
    it(tool.id, () => {
      for (const [key, prop] of fields) {
        // The schema states the range: at least the safe integers, narrower where the domain says so.
        const range = { min: prop.minimum as number, max: prop.maximum as number };
        expect(Number.isSafeInteger(range.min) && Number.isSafeInteger(range.max), `${tool.id} ${key} has a range in its schema`).toBe(true);
        for (const v of PROBES) if (!isWholeIn(v, range.min, range.max)) expectRefused(tool, key, v, range);
        // The ends of the range are accepted as whole numbers (the engine may still refuse the combination).
        for (const v of [range.min, range.max]) {
          const body = calculate(tool, { ...baseInputs(tool), [key]: v }).body as { code?: string; field?: string };
          expect(body.field === key && ['INVALID_NUMBER', 'INVALID_INPUT'].includes(body.code ?? ''), `${tool.id} ${key}=${v}: ${body.code}`).toBe(false);
        }
      }
    });
  }

  it.each(Object.entries(ENGINE_CHECKED))('%s checks its own whole numbers', (id, fields) => {
    const tool = registry.tools.get(id)!;
    for (const [key, min] of Object.entries(fields)) {
      expect(tool.plan.shape[key]?.kind, `${id} ${key}`).toMatch(/^(number|mixed)$/);
      for (const v of PROBES) if (!isWholeIn(v, min, Number.MAX_SAFE_INTEGER)) expectRefused(tool, key, v, { min, max: Number.MAX_SAFE_INTEGER });
    }
  });

  it('covers the whole-number fields the issue named, with the range of their domain, and each is an integer in the published schema', () => {
    // [minimum, maximum] by the domain: a term is at least one month (amortization lists at most 100 years of them),
    // compounding happens at least once a year, a capacitor has at least two plates, a string at least one LED,
    // converters have 1 to 32 bits, resistors 3 to 6 bands, a root index is at least 1, and the spec's factorial 0 to 5000.
    const SAFE = Number.MAX_SAFE_INTEGER;
    const expected: Record<string, [number, number]> = {
      'amortization.termMonths': [1, 1200],
      'loan-payment.termMonths': [1, SAFE],
      'compound-interest.compoundsPerYear': [1, SAFE],
      'present-value.compoundsPerYear': [1, SAFE],
      'capacitance.plates': [2, SAFE],
      'led-resistor.strings': [1, 1000],
      'adc-snr.n_bits': [1, 32],
      'resistor-color.band_count': [3, 6],
      'root.n': [1, SAFE],
      'factorial.n': [0, 5000],
      'http-status.code': [100, 599],
      'base-convert.fromBase': [2, 36],
    };
    const found = Object.fromEntries(tools.flatMap((t) => integerFields(t).map(([k, p]) => [`${t.id}.${k}`, [p.minimum, p.maximum]])));
    for (const [f, range] of Object.entries(expected)) expect(found[f], f).toEqual(range);
    // The shared input layer checks exactly the fields the JSON Schema calls integer.
    for (const tool of tools) {
      const published = integerFields(tool).map(([k]) => k).sort();
      const checked = Object.entries(tool.plan.shape).filter(([, s]) => s.kind === 'integer').map(([k]) => k).sort();
      expect(published, tool.id).toEqual(checked);
    }
  });
});

describe('a field named like a count is a whole number', () => {
  it('is declared integer, checked by its engine, or listed with the reason it is not whole', () => {
    const offenders: string[] = [];
    for (const tool of registry.engines.map((d) => registry.tools.get(d.id)!)) {
      for (const [key, shape] of Object.entries(tool.plan.shape)) {
        if (!COUNT_LIKE.test(key) || (shape.kind !== 'number' && shape.kind !== 'mixed')) continue;
        if (Object.hasOwn(NOT_WHOLE[tool.id] ?? {}, key) || Object.hasOwn(ENGINE_CHECKED[tool.id] ?? {}, key)) continue;
        offenders.push(`${tool.id}.${key}`);
      }
    }
    expect(offenders, 'declare them with wholeNumber() (engines/core/whole-number.ts), or list them in NOT_WHOLE with the reason').toEqual([]);
  });

  it('the list of count-named fields that are not whole numbers holds no stale entry (it may only shrink)', () => {
    for (const [id, fields] of Object.entries(NOT_WHOLE)) {
      const tool = registry.tools.get(id);
      for (const key of Object.keys(fields)) {
        expect(tool?.plan.shape[key]?.kind, `${id}.${key}: remove it from NOT_WHOLE`).toBe('number');
        expect(COUNT_LIKE.test(key), `${id}.${key} is not named like a count: remove it from NOT_WHOLE`).toBe(true);
      }
    }
  });

  it('the name pattern is not vacuous: it finds the fields that are whole numbers', () => {
    const named = registry.engines.flatMap((d) => Object.entries(registry.tools.get(d.id)!.plan.shape).filter(([k, s]) => COUNT_LIKE.test(k) && s.kind === 'integer').map(([k]) => `${d.id}.${k}`));
    expect(named).toEqual(expect.arrayContaining(['amortization.termMonths', 'compound-interest.compoundsPerYear', 'capacitance.plates', 'led-resistor.leds_in_series', 'adc-error-budget.n_bits', 'division.decimals']));
  });
});
