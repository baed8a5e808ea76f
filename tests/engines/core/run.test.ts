// calculate(), the one path every surface takes, on a fixture engine whose compute returns each
// kind of outcome on request: the envelope's members and their order (service-spec.md,
// "Calculation response"), version pins, engine statuses, non-finite results and the generic
// `formatted` line. Expected values are the spec's or worked by hand.
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { defineEngine } from '../../../engines/core/contract.ts';
import { NonFiniteValue } from '../../../engines/core/numeric.ts';
import { empty, fail, invalid, ok, warning } from '../../../engines/core/outcome.ts';
import { calculate, checkPin, type Envelope } from '../../../engines/core/run.ts';
import { resolveEngine } from '../../../engines/derive/tools.ts';

const MODES = [
  'number', 'unitless', 'text', 'headline', 'headline-unitless', 'headline-text', 'no-headline', 'own-formatted', 'no-formatted',
  'invalid', 'invalid-unnamed', 'error', 'infinite', 'nan-derived', 'throws-non-finite', 'throws', 'null-success', 'undefined-success', 'empty-null', 'extras',
] as const;

const fixture = defineEngine({
  id: 'run-probe',
  area: 'math',
  title: 'Run probe',
  description: 'Answers each kind of outcome on request.',
  version: '10.20.30',
  previous: { '1.0.0': () => ok(-1) },
  unit: 'V',
  input: z.object({ mode: z.enum(MODES), a: z.optional(z.number()), b: z.optional(z.number()) }),
  output: z.unknown(),
  compute: ({ mode, a = 12 }) => {
    switch (mode) {
      case 'number': return ok(a);
      case 'unitless': return ok(a, { unit: null });
      case 'text': return ok('1/3');
      case 'headline': return ok({ total: 1234.5, other: 1 });
      case 'headline-unitless': return ok({ total: 1234.5 }, { unit: null });
      case 'headline-text': return ok({ total: '1/3' }, { unit: null });
      case 'no-headline': return ok({ other: 1 });
      case 'own-formatted': return ok(a, { formatted: 'twelve volts' });
      case 'no-formatted': return ok(a, { formatted: null });
      case 'invalid': return invalid('WEIGHT_REQUIRED', 'a', 'a is needed here.', 'Give a.', [warning('ABSOLUTE_VALUES_USED', 'From the engine.')]);
      case 'invalid-unnamed': return invalid('WEIGHT_REQUIRED', undefined, 'Something is needed.', 'Give it.');
      case 'error': return fail('VOLTAGE_MUST_BE_POSITIVE', 'a', 'a must be > 0.', 'Give a > 0.');
      case 'infinite': return ok({ rows: [{ x: 1 }, { x: Infinity }] });
      case 'nan-derived': return ok(a, { derived: { p: NaN } });
      case 'throws-non-finite': throw new NonFiniteValue('a² overflowed');
      case 'throws': throw new Error('a bug');
      case 'null-success': return ok(null);
      case 'undefined-success': return ok(undefined);
      case 'empty-null': return empty(null);
      case 'extras': return ok(a, { warnings: [warning('ABSOLUTE_VALUES_USED', 'From the engine.')], assumptions: ['Added by this answer.'], formula: { expression: 'y = a' }, derived: { q: 2 } });
    }
  },
  errors: ['VOLTAGE_MUST_BE_POSITIVE', 'WEIGHT_REQUIRED'],
  warnings: ['ABSOLUTE_VALUES_USED'],
  formula: { expression: 'y = x' },
  assumptions: ['Declared.'],
  ui: { fields: { mode: { label: 'Mode' }, a: { label: 'A' }, b: { label: 'B' } }, headline: 'total' },
  examples: [],
});
const [tool] = resolveEngine(fixture);
const run = (inputs: unknown, pin?: unknown) => calculate(tool, inputs, pin);
const body = (inputs: unknown, pin?: unknown) => run(inputs, pin).body as Envelope & Record<string, unknown>;

describe('calculate', () => {
  it('answers with the members of the spec, in its order, with the API and contract versions', () => {
    const a = run({ mode: 'number', a: 12 });
    expect(a.http).toBe(200);
    expect(Object.keys(a.body)).toEqual([
      'id', 'tool', 'engine', 'capability_id', 'status', 'inputs', 'result', 'result_detail', 'formula', 'assumptions', 'warnings',
      'verification', 'calculation_version', 'spec_version', 'api_version', 'api_contract_version', 'page', 'links',
    ]);
    expect(a.body).toMatchObject({
      id: 'run-probe', tool: 'run-probe', engine: 'run-probe', status: 'success', inputs: { mode: 'number', a: 12 }, result: 12,
      result_detail: { value: 12, unit: 'V', formatted: '12 V' }, formula: { expression: 'y = x' }, assumptions: ['Declared.'], warnings: [],
      calculation_version: '10.20.30', spec_version: '10.20.30', api_version: 'v1', api_contract_version: '1.0.0',
    });
  });

  it('writes the headline line for people when the engine does not', () => {
    expect(body({ mode: 'unitless', a: 1234.5 }).result_detail).toEqual({ value: 1234.5, unit: null, formatted: '1234.5' });
    expect(body({ mode: 'text' }).result_detail.formatted).toBe('1/3');
    expect(body({ mode: 'headline' }).result_detail.formatted).toBe('total = 1234.5 V');
    expect(body({ mode: 'headline-unitless' }).result_detail.formatted).toBe('total = 1234.5');
    expect(body({ mode: 'headline-text' }).result_detail.formatted).toBe('total = 1/3');
    expect(body({ mode: 'no-headline' }).result_detail.formatted).toBeNull();
    expect(body({ mode: 'own-formatted' }).result_detail.formatted).toBe('twelve volts');
    expect(body({ mode: 'no-formatted' }).result_detail.formatted).toBeNull();
  });

  it('adds the answer\'s own warnings after the input layer\'s, its assumptions after the declared ones, its formula and derived values', () => {
    const b = body({ mode: 'extras', extra: 1 });
    expect(b.warnings.map((w) => w.code)).toEqual(['UNKNOWN_INPUT_IGNORED', 'ABSOLUTE_VALUES_USED']);
    expect(b.assumptions).toEqual(['Declared.', 'Added by this answer.']);
    expect(b.formula).toEqual({ expression: 'y = a' });
    expect(b.derived).toEqual({ q: 2 });
    expect(body({ mode: 'number' })).not.toHaveProperty('derived');
  });

  it('answers an invalid status on HTTP 200 with no result and the error on top (DECISIONS.md 1)', () => {
    const a = run({ mode: 'invalid' });
    expect(a.http).toBe(200);
    expect(a.body).toMatchObject({
      status: 'invalid', result: null, result_detail: { value: null, unit: null, formatted: null },
      code: 'WEIGHT_REQUIRED', field: 'a', detail: 'a is needed here.', suggestion: 'Give a.',
    });
    expect((a.body as Envelope).warnings.map((w) => w.code)).toEqual(['ABSOLUTE_VALUES_USED']);
    expect(body({ mode: 'invalid-unnamed' })).not.toHaveProperty('field');
  });

  it('answers an engine error with its 400 body', () => {
    expect(run({ mode: 'error' })).toMatchObject({ http: 400, body: { code: 'VOLTAGE_MUST_BE_POSITIVE', field: 'a', status: 'error' } });
  });

  it('refuses a non-finite number anywhere in the result or derived values, naming the largest input', () => {
    expect(run({ mode: 'infinite', a: 3, b: -3 })).toMatchObject({
      http: 400,
      body: {
        code: 'NON_FINITE_RESULT', field: 'a',
        detail: 'The calculation leaves the range of double-precision numbers (result.rows.1.x is not finite).',
        suggestion: 'Use a smaller magnitude for a, or different units.',
      },
    });
    expect(run({ mode: 'infinite', a: 3, b: 1 }).body).toMatchObject({ field: 'a' });
    expect(run({ mode: 'infinite', a: 0.5 }).body).toMatchObject({ field: 'a' });
    expect(run({ mode: 'nan-derived', b: -7 }).body).toMatchObject({ code: 'NON_FINITE_RESULT', field: 'b', detail: expect.stringContaining('(derived.p is not finite)') });
    expect(run({ mode: 'infinite' }).body).toMatchObject({ code: 'NON_FINITE_RESULT', suggestion: 'Use smaller input magnitudes.' });
    expect(run({ mode: 'infinite' }).body).not.toHaveProperty('field');
  });

  it('turns an overflow thrown inside a helper into the same 400, and lets anything else propagate', () => {
    expect(run({ mode: 'throws-non-finite', a: 1e200 })).toMatchObject({ http: 400, body: { code: 'NON_FINITE_RESULT', field: 'a', detail: expect.stringContaining('(a² overflowed)') } });
    expect(() => run({ mode: 'throws' })).toThrow('a bug');
  });

  it('never sends success without a result; an empty status may carry none', () => {
    expect(() => run({ mode: 'null-success' })).toThrow('run-probe: success without a result');
    expect(() => run({ mode: 'undefined-success' })).toThrow('run-probe: success without a result');
    expect(run({ mode: 'empty-null' })).toMatchObject({ http: 200, body: { status: 'empty', result: null } });
  });
});

describe('version pins', () => {
  it('runs the current version when the pin is absent, null or empty', () => {
    for (const pin of [undefined, null, '']) {
      expect(body({ mode: 'number' }, pin), String(pin)).toMatchObject({ result: 12, calculation_version: '10.20.30', spec_version: '10.20.30' });
    }
  });

  it('runs a published older version when pinned to it', () => {
    expect(body({ mode: 'number' }, '1.0.0')).toMatchObject({ result: -1, calculation_version: '1.0.0', spec_version: '1.0.0' });
    expect(checkPin(tool, '10.20.30')).toBeNull();
  });

  it('refuses a pin that is not text with a 400 naming the current version', () => {
    expect(run({ mode: 'number' }, 1)).toMatchObject({
      http: 400,
      body: { code: 'INVALID_INPUT', field: 'calculation_version', suggestion: 'Send "10.20.30" or leave calculation_version out for the current version.' },
    });
  });

  it('answers an unpublished pin with 409, the published versions and the current one', () => {
    const a = run({ mode: 'number' }, '9.9.9');
    expect(a).toMatchObject({
      http: 409,
      body: {
        code: 'VERSION_MISMATCH', field: 'calculation_version', recoverable: true,
        detail: 'run-probe has no published calculation version "9.9.9"; published: 1.0.0, 10.20.30.',
        suggestion: 'Pin one of 1.0.0, 10.20.30, or leave the pin out to run the current version 10.20.30.',
        published_versions: ['1.0.0', '10.20.30'], current_version: '10.20.30',
      },
    });
  });

  it.each(['x10.20.30', '10.20.30x', 'latest', 'toString', '1234567.0.0'])('reads %j as no version name at all', (pin) => {
    expect(run({ mode: 'number' }, pin)).toMatchObject({ http: 409, body: { detail: expect.stringContaining(`has no calculation version named ${JSON.stringify(pin)}`) } });
  });

  it('quotes at most 40 characters of a long pin', () => {
    const detail = (run({ mode: 'number' }, 'v'.repeat(100)).body as { detail: string }).detail;
    expect(detail).toContain(`"${'v'.repeat(40)}"`);
    expect(detail).not.toContain('v'.repeat(41));
  });
});
