// Division: exact quotients against mathjs Fraction/BigNumber and IEEE
// division, remainders against formulajs QUOTIENT, long division steps, the
// conformance vector and DECISIONS.md 4 (0 ÷ 0), and every error.
import * as formulajs from '@formulajs/formulajs';
import fc from 'fast-check';
import { all, create } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const big = create(all, { number: 'BigNumber', precision: 400 });
const ROUND_HALF_UP = 4; // decimal.js: half away from zero
const decimalText = fc
  .tuple(fc.boolean(), fc.stringMatching(/^\d{1,15}$/), fc.stringMatching(/^\d{0,10}$/))
  .map(([neg, i, f]) => `${neg ? '-' : ''}${i}${f ? `.${f}` : ''}`);
const nonZero = decimalText.filter((s) => /[1-9]/.test(s));

function rejects(inputs: Record<string, unknown>, code: string, field: string) {
  const f = failure('division', inputs);
  expect(f).toMatchObject({ http: 400, code, field });
  expect(f.suggestion?.length).toBeGreaterThan(10);
}

describe('division', () => {
  it('22 ÷ 7: rounded quotient, exact repeating decimal, fraction, quotient and remainder', () => {
    const r = result('division', { a: 22, b: 7, decimals: 4 });
    expect(r).toEqual({ mode: 'quotient', value: 22 / 7, quotient: '3.1429', rounded: true, decimals: 4, repeating: '3.(142857)', fraction: '22/7', whole: 3, remainder: 1 });
  });

  it('gives the exact quotient when it ends (1 ÷ 8 = 0.125) and rounds otherwise (default 10 places)', () => {
    expect(result('division', { a: 1, b: 8 })).toMatchObject({ quotient: '0.125', rounded: false, repeating: '0.125', decimals: 10 });
    expect(result('division', { a: 2, b: 3 })).toMatchObject({ quotient: '0.6666666667', rounded: true, repeating: '0.(6)' });
    expect(result('division', { a: 1, b: 8, decimals: 2 })).toMatchObject({ quotient: '0.13', rounded: true });
    expect(result('division', { a: -1, b: 8, decimals: 2 })).toMatchObject({ quotient: '-0.13', rounded: true });
    expect(result('division', { a: 7, b: 2, decimals: 0 })).toMatchObject({ quotient: '4', rounded: true, whole: 3, remainder: 1 });
    expect(result('division', { a: '0.3', b: '0.1' })).toMatchObject({ quotient: '3', value: 3, fraction: '3' });
  });

  it('value is the correctly rounded double: equal to IEEE a / b for integer operands', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer().filter((b) => b !== 0), (a, b) => {
        expect(result('division', { a, b }).value).toBe(a / b + 0);
      }),
      { numRuns: 200 },
    );
  });

  it('fraction and rounded quotient agree with mathjs Fraction and BigNumber (half away from zero)', () => {
    fc.assert(
      fc.property(decimalText, nonZero, fc.integer({ min: 0, max: 30 }), (a, b, decimals) => {
        const r = result('division', { a, b, decimals });
        const f = big.divide(big.fraction(a), big.fraction(b)) as unknown as { s: bigint; n: bigint; d: bigint };
        expect(r.fraction).toBe(f.d === 1n ? `${f.s * f.n}` : `${f.s * f.n}/${f.d}`);
        const q = big.divide(big.bignumber(a), big.bignumber(b)) as unknown as { toFixed: (dp: number, rm: number) => string };
        const rounded = q.toFixed(decimals, ROUND_HALF_UP).replace(/^-(0\.?0*)$/, '$1');
        if (r.rounded) expect(r.quotient).toBe(rounded);
        else expect(big.bignumber(r.quotient).equals(big.bignumber(rounded))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('whole and remainder follow truncated division, as formulajs QUOTIENT and JavaScript %', () => {
    for (const [a, b] of [[-7, 2], [7, -2], [-7, -2], [1260, 12], [5, 9]]) {
      const r = result('division', { a, b });
      expect(r.whole).toBe(formulajs.QUOTIENT(a, b) + 0);
      expect(r.remainder).toBe((a % b) + 0);
    }
    expect(result('division', { a: '123456789012345678901234567890', b: 7 })).toMatchObject({ whole: '17636684144620811271604938270', remainder: 0 });
    expect(result('division', { a: 7.5, b: 2 }).whole).toBeUndefined();
  });

  it('long mode: 1260 ÷ 12 step by step; decimal divisors move both points', () => {
    const r = result('division', { mode: 'long', a: 1260, b: 12 });
    expect(r.steps.digits.map((s: { partial: string; quotient_digit: number; product: string; remainder: string }) => [s.partial, s.quotient_digit, s.product, s.remainder])).toEqual([
      ['1', 0, '0', '1'],
      ['12', 1, '12', '0'],
      ['6', 0, '0', '6'],
      ['60', 5, '60', '0'],
    ]);
    expect(r.steps).toMatchObject({ written_quotient: '105', remainder: '0', complete: true, shift: 0 });
    expect(r.text).toContain('12 ) 1260');

    expect(result('division', { mode: 'long', a: '12.5', b: '0.25' }).steps).toMatchObject({ shift: 2, dividend: '1250', divisor: '25', written_quotient: '50' });
    const neg = result('division', { mode: 'long', a: '-22.5', b: '0.7', decimals: 3 });
    expect(neg).toMatchObject({ quotient: '-32.143', steps: { written_quotient: '32.142', negative: true, complete: false } });
    expect(neg.text).toContain('Rounded to 3 decimal places (half away from zero): 32.143.');
    expect(neg.text).toContain('the quotient is negative: -32.143.');
    expect(result('division', { mode: 'long-division', a: 1, b: 7, decimals: 6 }).steps.written_quotient).toBe('0.142857');
    const whole = result('division', { mode: 'long', a: 7, b: 2, decimals: 0 });
    expect(whole).toMatchObject({ quotient: '4', whole: 3, remainder: 1, steps: { written_quotient: '3', remainder: '1' } });
    expect(whole.text).toContain('7 ÷ 2 = 3 remainder 1.\nRounded to a whole number (half away from zero): 4.');
  });

  it.each([
    ['divide', 'quotient'], ['standard', 'quotient'], ['long-division', 'long'], ['written', 'long'],
  ])('mode %s means %s (the answer echoes the mode it understood)', (synonym, mode) => {
    const env = ok('division', { mode: synonym, a: 8, b: 2 });
    expect(env.inputs).toMatchObject({ mode });
    expect(env.result).toMatchObject({ mode, quotient: '4' });
  });

  it('long mode notes: none for an exact positive quotient or a zero one, rounding to 1 place, both numbers negative; warnings kept', () => {
    // 8 ÷ 2 = 4 exactly: one step, nothing to round, no sign to explain.
    const exact = result('division', { mode: 'long', a: 8, b: 2 });
    expect(exact).toMatchObject({ quotient: '4', rounded: false, steps: { negative: false } });
    expect(exact.text).toBe('    4\n    -\n2 ) 8\n    8\n    -\n    0\n\nStart with 8: 8 ÷ 2 = 4; 4 × 2 = 8; 8 − 8 = 0.\nRemainder 0: 8 ÷ 2 = 4 exactly.');
    // 0 ÷ −5 = 0: zero is not negative, and only one of the numbers is.
    const zero = result('division', { mode: 'long', a: 0, b: -5 });
    expect(zero).toMatchObject({ quotient: '0', steps: { negative: false } });
    expect(zero.text).toMatch(/exactly\.$/);
    expect(zero.text).not.toContain('negative');
    // 2 ÷ 3 = 0.666… rounds to 0.7 at one decimal place (singular "place").
    expect(result('division', { mode: 'long', a: 2, b: 3, decimals: 1 }).text).toMatch(/\nRounded to 1 decimal place \(half away from zero\): 0\.7\.$/);
    // −6 ÷ −3 = 2.
    const both = result('division', { mode: 'long', a: -6, b: -3 });
    expect(both).toMatchObject({ quotient: '2', steps: { negative: false } });
    expect(both.text).toMatch(/exactly\.\nBoth numbers are negative, so the quotient is positive\.$/);
    // 2^60 sent as a JSON number may have lost digits: warned in every mode.
    for (const mode of ['quotient', 'long']) {
      expect(ok('division', { mode, a: 2 ** 60, b: 1 }).warnings.map((w) => w.code)).toEqual(['IMPRECISE_JSON_NUMBER']);
    }
  });

  it('a quotient with exactly `decimals` places is exact, not rounded; whole and remainder need two whole numbers', () => {
    expect(result('division', { a: 1, b: 8, decimals: 3 })).toMatchObject({ quotient: '0.125', rounded: false });
    expect(result('division', { a: 6, b: 3, decimals: 0 })).toMatchObject({ quotient: '2', rounded: false, whole: 2, remainder: 0 });
    // 7 ÷ 2.5 = 2.8 = 14/5: no whole-number division for a decimal divisor.
    const r = result('division', { a: 7, b: '2.5' });
    expect(r).toMatchObject({ quotient: '2.8', fraction: '14/5' });
    expect(r).not.toHaveProperty('whole');
    expect(r).not.toHaveProperty('remainder');
  });

  it('edge cases: zero dividend, 100 decimals, results beyond the double range', () => {
    expect(result('division', { a: 0, b: -5 })).toMatchObject({ value: 0, quotient: '0', fraction: '0' });
    expect(result('division', { a: 1, b: 3, decimals: 100 }).quotient).toBe(`0.${'3'.repeat(100)}`);
    const tiny = ok('division', { a: '1e-300', b: '1e100' });
    expect(tiny.warnings.map((w) => w.code)).toEqual(['BEYOND_DOUBLE_RANGE']);
    expect((tiny.result as { value: unknown }).value).toBe(`0.${'0'.repeat(399)}1`);
  });

  it('any b = 0 is DIVISION_BY_ZERO, 0 ÷ 0 included (conformance vector, DECISIONS.md 4), also via divide', () => {
    rejects({ a: 1, b: 0 }, 'DIVISION_BY_ZERO', 'b');
    rejects({ a: 0, b: 0 }, 'DIVISION_BY_ZERO', 'b');
    rejects({ a: 5, b: '-0.000' }, 'DIVISION_BY_ZERO', 'b');
    expect(failure('divide', { a: 1, b: 0 }).code).toBe('DIVISION_BY_ZERO');
  });

  it('rejects missing, non-numeric and over-long numbers, bad decimals and modes', () => {
    rejects({ b: 2 }, 'MISSING_REQUIRED_INPUT', 'a');
    rejects({ a: 2 }, 'MISSING_REQUIRED_INPUT', 'b');
    // The detail names the missing number.
    expect((failure('division', { b: 2 }).body as { detail?: string }).detail).toContain('dividend a');
    expect((failure('division', { a: 2 }).body as { detail?: string }).detail).toContain('divisor b');
    rejects({ a: 'ten', b: 2 }, 'INVALID_NUMBER', 'a');
    rejects({ a: 1, b: false }, 'INVALID_NUMBER', 'b');
    rejects({ a: '1'.repeat(401), b: 2 }, 'TOO_MANY_DIGITS', 'a');
    rejects({ mode: 'long', a: 1, b: '3'.repeat(51) }, 'TOO_MANY_DIGITS', 'b');
    rejects({ mode: 'long', a: '3'.repeat(51), b: 1 }, 'TOO_MANY_DIGITS', 'a');
    // Every column is written: 7e-300 is one significant digit but 300 decimal places (a 730 KB write-up).
    rejects({ mode: 'long', a: 1e21, b: '7e-300' }, 'TOO_MANY_DIGITS', 'b');
    rejects({ mode: 'long', a: `0.${'0'.repeat(50)}1`, b: 3 }, 'TOO_MANY_DIGITS', 'a');
    expect(ok('division', { mode: 'long', a: 1, b: `0.${'0'.repeat(48)}7`, decimals: 2 }).status).toBe('success');
    rejects({ a: 1, b: 3, decimals: 101 }, 'INVALID_INPUT', 'decimals');
    rejects({ a: 1, b: 3, decimals: -1 }, 'INVALID_INPUT', 'decimals');
    rejects({ a: 1, b: 3, decimals: 1.5 }, 'INVALID_NUMBER', 'decimals');
    rejects({ a: 1, b: 3, decimals: 'many' }, 'INVALID_NUMBER', 'decimals');
    rejects({ a: 1, b: 3, mode: 'short' }, 'INVALID_MODE', 'mode');
  });
});

declaresTheCodesItReturns('division', [{ a: 2 ** 60, b: 1 }]);
