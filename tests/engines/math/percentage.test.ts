// Percentage: every mode and page alias against exact rational arithmetic
// (random decimals included), the public conformance vector, the Y / percent /
// base relation, the formula text, and every error code.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ok, result } from '../../helpers/calc.ts';
import { abs, add, conformanceVectors, div, expectRejected, mul, num, q, sub, warningCodes, type Q } from './_lib/real-math-kit.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'percentage';
const HUNDRED = q(100);

/** Exact reference of value and Y for each mode. */
function reference(mode: string, v: Record<string, number>): { value: Q; Y: Q } {
  switch (mode) {
    case 'of': {
      const Y = div(mul(q(v.p), q(v.x)), HUNDRED);
      return { value: Y, Y };
    }
    case 'is-what':
      return { value: mul(div(q(v.x), q(v.y)), HUNDRED), Y: q(v.x) };
    case 'of-what':
      return { value: div(mul(q(v.x), HUNDRED), q(v.p)), Y: q(v.x) };
    case 'change':
      return { value: mul(div(sub(q(v.new), q(v.old)), abs(q(v.old))), HUNDRED), Y: sub(q(v.new), q(v.old)) };
    case 'adjust-up':
    case 'adjust-down': {
      const Y = div(mul(q(v.x), q(v.p)), HUNDRED);
      return { value: mode === 'adjust-up' ? add(q(v.x), Y) : sub(q(v.x), Y), Y };
    }
    default: {
      const Y = abs(sub(q(v.a), q(v.b)));
      return { value: mul(div(Y, div(add(q(v.a), q(v.b)), q(2))), HUNDRED), Y };
    }
  }
}

const CASES: [string, Record<string, number>][] = [
  ['of', { p: 20, x: 50 }],
  ['of', { p: 3.3, x: 20 }],
  ['of', { p: 17.5, x: 39.99 }],
  ['of', { p: -5, x: 80 }],
  ['is-what', { x: 45, y: 60 }],
  ['is-what', { x: 1, y: 3 }],
  ['is-what', { x: -2, y: 8 }],
  ['of-what', { p: 15, x: 30 }],
  ['of-what', { p: 7, x: 0.35 }],
  ['change', { old: 50, new: 75 }],
  ['change', { old: -50, new: -25 }],
  ['change', { old: -10, new: 10 }],
  ['change', { old: 80, new: 60 }],
  ['adjust-up', { x: 19.99, p: 15 }],
  ['adjust-up', { x: 100, p: -20 }],
  ['adjust-down', { x: 80, p: 25 }],
  ['adjust-down', { x: 0.1, p: 0.2 }],
  ['difference', { a: 40, b: 60 }],
  ['difference', { a: 0, b: 7 }],
  ['difference', { a: 2.5, b: 2.5 }],
];

describe('percentage', () => {
  conformanceVectors(ID);

  it.each(CASES)('%s %o matches exact rational arithmetic', (mode, v) => {
    const r = result(ID, { mode, ...v });
    const want = reference(mode, v);
    expect(r.mode).toBe(mode);
    expect(r.value).toBe(num(want.value));
    expect(r.Y).toBe(num(want.Y));
  });

  it('gives exact decimal answers where binary doubles show noise', () => {
    expect(result(ID, { mode: 'of', p: 3.3, x: 20 }).value).toBe(0.66); // 3.3 * 20 / 100 = 0.6599999999999999
    expect(result(ID, { mode: 'adjust-up', x: 19.99, p: 15 }).value).toBe(22.9885); // 19.99 * 1.15 = 22.988499999999998
    expect(result(ID, { mode: 'adjust-down', x: 0.3, p: 10 }).value).toBe(0.27);
  });

  it('matches exact arithmetic for random decimals in every mode', () => {
    const decimal = fc.integer({ min: -10_000_000, max: 10_000_000 }).chain((m) => fc.integer({ min: 0, max: 4 }).map((s) => Number((m / 10 ** s).toFixed(s))));
    const positive = decimal.filter((x) => x > 0);
    fc.assert(
      fc.property(decimal, decimal.filter((x) => x !== 0), positive, positive, (a, b, c, d) => {
        expect(result(ID, { mode: 'of', p: a, x: b }).value).toBe(num(reference('of', { p: a, x: b }).value));
        expect(result(ID, { mode: 'is-what', x: a, y: b }).value).toBe(num(reference('is-what', { x: a, y: b }).value));
        expect(result(ID, { mode: 'change', old: b, new: a }).value).toBe(num(reference('change', { old: b, new: a }).value));
        expect(result(ID, { mode: 'adjust-down', x: a, p: b }).value).toBe(num(reference('adjust-down', { x: a, p: b }).value));
        expect(result(ID, { mode: 'difference', a: c, b: d }).value).toBe(num(reference('difference', { a: c, b: d }).value));
      }),
      { numRuns: 150 },
    );
  });

  it('keeps Y = percent / 100 × base in every mode', () => {
    for (const [mode, v] of CASES) {
      const r = result(ID, { mode, ...v });
      expect(Math.abs(r.Y - (r.percent / 100) * r.base), `${mode} ${JSON.stringify(v)}`).toBeLessThanOrEqual(1e-12 * Math.max(1, Math.abs(r.Y)));
    }
    expect(result(ID, { mode: 'change', old: -50, new: -25 })).toMatchObject({ base: 50, percent: 50, Y: 25 });
    expect(result(ID, { mode: 'difference', a: 40, b: 60 })).toMatchObject({ base: 50, percent: 40, Y: 20 });
  });

  it('maps the page aliases of the mode and the input aliases', () => {
    expect(result(ID, { mode: 'what', xInput: 45, yInput: 60 })).toMatchObject({ mode: 'is-what', value: 75 });
    expect(result(ID, { mode: 'whole', pInput: 15, xInput: 30 })).toMatchObject({ mode: 'of-what', value: 200 });
    expect(result(ID, { mode: 'adjust', x: 100, p: -20 })).toMatchObject({ mode: 'adjust-up', value: 80 });
    expect(result(ID, { mode: 'diff', aInput: 40, bInput: 60 })).toMatchObject({ mode: 'difference', value: 40 });
    expect(result(ID, { mode: 'change', oldInput: 50, newInput: 75 })).toMatchObject({ value: 50 });
    expect(result(ID, { mode: 'Adjust_Down', x: 80, p: 25 })).toMatchObject({ mode: 'adjust-down', value: 60 });
    expect(result('percent', { p: 20, x: 50 })).toMatchObject({ mode: 'of', value: 10 }); // REST synonym, default mode
  });

  it('writes the formula with the numbers and reports the unit of the answer', () => {
    expect(result(ID, { mode: 'of', p: 20, x: 50 }).formula).toBe('20 / 100 × 50 = 10');
    expect(result(ID, { mode: 'change', old: -50, new: -25 }).formula).toBe('((-25) − (-50)) / |(-50)| × 100 = 50 %');
    const env = ok(ID, { mode: 'is-what', x: 45, y: 60 });
    expect(env.result_detail).toMatchObject({ unit: '%', formatted: '75 %' });
    expect(env.formula).toMatchObject({ id: 'percentage.is-what' });
    expect(ok(ID, { mode: 'of', p: 20, x: 50 }).result_detail.unit).toBeNull();
  });

  it('accepts query-string text and ignores fields the mode does not use', () => {
    expect(result(ID, { mode: 'of', p: '20', x: '50', y: '7', old: '' }).value).toBe(10);
  });

  it('warns when a decrease exceeds 100 %', () => {
    expect(warningCodes(ID, { mode: 'adjust-down', x: 50, p: 150 })).toContain('DECREASE_OVER_100_PERCENT');
    expect(result(ID, { mode: 'adjust-down', x: 50, p: 150 }).value).toBe(-25);
    // An information, not a caution: the answer stands.
    expect(ok(ID, { mode: 'adjust-down', x: 50, p: 150 }).warnings).toMatchObject([{ code: 'DECREASE_OVER_100_PERCENT', severity: 'info' }]);
  });

  it('warns only when a decrease is over 100 %: not at exactly 100 %, not below, not for an increase over 100 %, and not in other modes', () => {
    expect(ok(ID, { mode: 'adjust-down', x: 80, p: 100 })).toMatchObject({ result: { value: 0 }, warnings: [] }); // 80 − 80
    expect(ok(ID, { mode: 'adjust-down', x: 80, p: 25 })).toMatchObject({ result: { value: 60 }, warnings: [] });
    expect(ok(ID, { mode: 'adjust-up', x: 50, p: 150 })).toMatchObject({ result: { value: 125 }, warnings: [] }); // 50 + 75
    expect(ok(ID, { mode: 'of', p: 20, x: 50 }).warnings).toEqual([]);
  });

  it.each([
    ['of', { p: 0, x: 50 }, '0 / 100 × 50 = 0', null], // a zero is written without parentheses
    ['is-what', { x: 45, y: 60 }, '45 / 60 × 100 = 75 %', '%'],
    ['of-what', { p: 15, x: 30 }, '30 × 100 / 15 = 200', null],
    ['change', { old: 50, new: 75 }, '(75 − 50) / |50| × 100 = 50 %', '%'],
    ['adjust-up', { x: 19.99, p: 15 }, '19.99 × (1 + 15 / 100) = 22.9885', null],
    ['adjust-down', { x: 80, p: 25 }, '80 × (1 − 25 / 100) = 60', null],
    ['difference', { a: 40, b: 60 }, '|40 − 60| / ((40 + 60) / 2) × 100 = 40 %', '%'],
  ])('mode %s %o: formula text %s, unit %s, formula id percentage.<mode>', (mode, v, text, unit) => {
    const env = ok(ID, { mode, ...v });
    expect((env.result as { formula: string }).formula).toBe(text);
    expect(env.result_detail.unit).toBe(unit);
    expect(env.formula).toMatchObject({ id: `percentage.${mode}` });
  });

  it('trims the mode before mapping its page alias', () => {
    expect(result(ID, { mode: ' What ', x: 45, y: 60 })).toMatchObject({ mode: 'is-what', value: 75 });
    expect(result(ID, { mode: '  adjust', x: 100, p: -20 })).toMatchObject({ mode: 'adjust-up', value: 80 });
  });

  it.each([
    [{ mode: 'of', p: 20 }, 'MISSING_REQUIRED_INPUT', 'x'],
    [{ mode: 'is-what', x: 5 }, 'MISSING_REQUIRED_INPUT', 'y'],
    [{ mode: 'change', new: 5 }, 'MISSING_REQUIRED_INPUT', 'old'],
    [{ mode: 'difference', a: 5 }, 'MISSING_REQUIRED_INPUT', 'b'],
    [{ mode: 'of-what', x: 5 }, 'MISSING_REQUIRED_INPUT', 'p'],
    [{ mode: 'of-what', p: 5 }, 'MISSING_REQUIRED_INPUT', 'x'],
    [{ mode: 'change', old: 5 }, 'MISSING_REQUIRED_INPUT', 'new'],
    [{ mode: 'adjust-up', x: 5 }, 'MISSING_REQUIRED_INPUT', 'p'],
    [{ mode: 'adjust-up', p: 5 }, 'MISSING_REQUIRED_INPUT', 'x'],
    [{ mode: 'adjust-down', x: 5 }, 'MISSING_REQUIRED_INPUT', 'p'],
    [{ mode: 'adjust-down', p: 5 }, 'MISSING_REQUIRED_INPUT', 'x'],
    [{ mode: 'is-what', x: 5, y: 0 }, 'DIVISION_BY_ZERO', 'y'],
    [{ mode: 'is-what', x: 0, y: 0 }, 'UNDEFINED', 'y'],
    [{ mode: 'of-what', x: 5, p: 0 }, 'DIVISION_BY_ZERO', 'p'],
    [{ mode: 'of-what', x: 0, p: 0 }, 'UNDEFINED', 'p'],
    [{ mode: 'change', old: 0, new: 5 }, 'DIVISION_BY_ZERO', 'old'],
    [{ mode: 'change', old: 0, new: 0 }, 'UNDEFINED', 'old'],
    [{ mode: 'difference', a: -1, b: 3 }, 'VALUE_MUST_BE_NON_NEGATIVE', 'a'],
    [{ mode: 'difference', a: 1, b: -3 }, 'VALUE_MUST_BE_NON_NEGATIVE', 'b'],
    [{ mode: 'difference', a: 0, b: 0 }, 'UNDEFINED', 'a'],
    [{ mode: 'of', p: 1e300, x: 1e300 }, 'NON_FINITE_RESULT', 'p'],
    [{ mode: 'sideways', p: 1, x: 2 }, 'INVALID_MODE', 'mode'],
    [{ mode: 'of', p: 'abc', x: 2 }, 'INVALID_NUMBER', 'p'],
    [{ mode: 'of', p: 'Infinity', x: 2 }, 'INVALID_NUMBER', 'p'],
  ])('%o → %s on %s', (inputs, code, field) => expectRejected(ID, inputs, code, field));
});

declaresTheCodesItReturns('percentage', [{ mode: 'is-what', x: 0, y: 0 }, { mode: 'adjust-down', x: 50, p: 150 }]);
