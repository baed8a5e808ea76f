// Scientific notation: every mode; round trips against JavaScript's own
// number formatting (toExponential / Number parsing) for random doubles;
// operate against exact BigInt rationals (the printed result is read back as a
// rational and compared exactly, or within half a unit in the last figure for
// rounded quotients); significant-figure rules from OpenStax Chemistry 2e
// §1.5; SI prefixes from the SI Brochure; every code.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ok, result } from '../../helpers/calc.ts';
import { abs, add, div, expectRejected, mul, q, sub, warningCodes, type Q } from './_lib/real-math-kit.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'scientific-notation';
const same = (a: Q, b: Q) => a.n === b.n && a.d === b.d;
const cmp = (a: Q, b: Q) => (a.n * b.d < b.n * a.d ? -1 : a.n * b.d > b.n * a.d ? 1 : 0);

describe('scientific-notation', () => {
  describe('dec-sci', () => {
    it('textbook conversions (OpenStax Chemistry 2e, Appendix B)', () => {
      expect(result(ID, { mode: 'dec-sci', value: '0.000123' })).toMatchObject({ value: '1.23 × 10^-4', coef: 1.23, exp: -4, e_notation: '1.23e-4', significant_figures: 3 });
      expect(result(ID, { value: '602200000000000000000000' })).toMatchObject({ coefficient: '6.022', exp: 23 });
      expect(result(ID, { value: '-0.0000000000000000001602' })).toMatchObject({ coefficient: '-1.602', exp: -19 });
    });

    it('agrees with toExponential for random doubles, and both texts read back as the same number', () => {
      fc.assert(
        fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }).filter((x) => x !== 0), (x) => {
          const r = result(ID, { value: x });
          const [mantissa, e] = x.toExponential().split('e');
          expect(r.coefficient).toBe(mantissa);
          expect(r.exp).toBe(Number(e));
          expect(r.coef).toBe(Number(mantissa));
          expect(Number(r.e_notation)).toBe(x);
          expect(Number(r.decimal)).toBe(x);
        }),
        { numRuns: 300 },
      );
    });

    it('follows the significant-figure rules (OpenStax Chemistry 2e §1.5)', () => {
      expect(result(ID, { value: '0.002500' })).toMatchObject({ coefficient: '2.500', significant_figures: 4, decimal: '0.002500' });
      expect(result(ID, { value: '1200' })).toMatchObject({ coefficient: '1.2', significant_figures: 2 });
      expect(result(ID, { value: '1200.' })).toMatchObject({ coefficient: '1.200', significant_figures: 4 });
      expect(result(ID, { value: '1.50e3' })).toMatchObject({ coefficient: '1.50', exp: 3 });
      expect(result(ID, { value: '0' })).toMatchObject({ coefficient: '0', exp: 0, scientific: '0 × 10^0' });
    });

    it('rounds to digits significant figures, halves away from zero, padding when short', () => {
      expect(result(ID, { value: '123456', digits: 3 })).toMatchObject({ value: '1.23 × 10^5' });
      expect(result(ID, { value: '-0.0012345', digits: 4 })).toMatchObject({ coefficient: '-1.235', exp: -3 });
      expect(result(ID, { value: '9.996', digits: 3 })).toMatchObject({ coefficient: '1.00', exp: 1 });
      expect(result(ID, { value: '1.5', digits: 4 })).toMatchObject({ coefficient: '1.500', decimal: '1.500' });
    });

    it('reads every common notation', () => {
      for (const value of ['4.2e-4', '4.2E-4', '4.2 × 10^-4', '4.2x10^(-4)', '4.2*10^-4', '4.2·10⁻⁴', ' 0.00042 ', '.00042', '42e-5', '−4.2e-4'.replace('−', '')]) {
        expect(result(ID, { value }), value).toMatchObject({ coefficient: '4.2', exp: -4 });
      }
      expect(result(ID, { value: '−4.2e-4' }).coefficient).toBe('-4.2');
      expect(result(ID, { value: '10^5' })).toMatchObject({ coefficient: '1', exp: 5 });
      expect(result(ID, { value: '1 000 000' }).exp).toBe(6);
    });
  });

  describe('sci-dec and convert', () => {
    it('writes the plain decimal with every significant figure', () => {
      expect(result(ID, { mode: 'sci-dec', coef: '6.022', exp: 23 }).value).toBe('602200000000000000000000');
      expect(result(ID, { mode: 'sci-dec', coef: '1.5', exp: -7 }).value).toBe('0.00000015');
      expect(result(ID, { mode: 'sci-dec', coef: '2.50', exp: -2 }).value).toBe('0.0250');
      expect(result(ID, { mode: 'sci-dec', coef: '3e2', exp: 1 }).value).toBe('3000'); // the coefficient may carry its own exponent
      expect(result(ID, { mode: 'sci-dec', value: '1.1e1000' }).value).toBe(`11${'0'.repeat(999)}`);
    });

    it('convert goes the other way from the notation it reads', () => {
      expect(result(ID, { mode: 'convert', value: '4.2 × 10⁻⁴' }).value).toBe('0.00042');
      expect(result(ID, { mode: 'convert', value: '0.00042' }).value).toBe('4.2 × 10^-4');
    });
  });

  describe('engineering and normalize', () => {
    it('engineering notation with SI prefixes (SI Brochure, 9th ed.)', () => {
      expect(result(ID, { mode: 'engineering', value: '47000' })).toMatchObject({ value: '47 × 10^3', si_prefix: 'k', si_prefix_name: 'kilo' });
      expect(result(ID, { mode: 'engineering', value: '0.0000047' })).toMatchObject({ value: '4.7 × 10^-6', si_prefix: 'µ' });
      expect(result(ID, { mode: 'engineering', value: '1e5' })).toMatchObject({ eng_coefficient: '100', eng_exp: 3 });
      expect(result(ID, { mode: 'engineering', value: '-1.23456e-10' })).toMatchObject({ value: '-123.456 × 10^-12', si_prefix: 'p' });
      expect(result(ID, { mode: 'engineering', value: '2e31' }).si_prefix).toBe('Q');
      expect(result(ID, { mode: 'engineering', value: '2e33' }).si_prefix).toBeUndefined();
      expect(result(ID, { mode: 'engineering', value: '12' }).si_prefix).toBeUndefined();
    });

    it('normalize moves the point of any coefficient', () => {
      expect(result(ID, { mode: 'normalize', coef: '123.4', exp: 5 })).toMatchObject({ value: '1.234 × 10^7' });
      expect(result(ID, { mode: 'normalize', coef: '0.00056', exp: -3 })).toMatchObject({ value: '5.6 × 10^-7' });
      expect(result(ID, { mode: 'normalize', coef: '-45', exp: 0 })).toMatchObject({ value: '-4.5 × 10^1' });
      expect(result(ID, { mode: 'normalize', coef: '7' })).toMatchObject({ value: '7 × 10^0' });
    });
  });

  describe('operate', () => {
    const decimal = fc.integer({ min: -99_999_999, max: 99_999_999 }).chain((m) => fc.integer({ min: 0, max: 6 }).map((s) => (m / 10 ** s).toFixed(s)));
    const exponent = fc.integer({ min: -300, max: 300 });
    const exact = (coef: string, exp: number) => mul(q(coef), exp >= 0 ? q(`1e${exp}`) : div(q(1), q(`1e${-exp}`)));

    it('+, − and × are exact', () => {
      fc.assert(
        fc.property(decimal, exponent, decimal, exponent, fc.constantFrom('+', '-', '*'), (aCoef, aExp, bCoef, bExp, op) => {
          const r = result(ID, { mode: 'operate', aCoef, aExp, op, bCoef, bExp });
          const a = exact(aCoef, aExp);
          const b = exact(bCoef, bExp);
          const want = op === '+' ? add(a, b) : op === '-' ? sub(a, b) : mul(a, b);
          expect(same(q(r.e_notation.replace('e+', 'e')), want)).toBe(true);
          expect(r.exact).toBe(true);
        }),
        { numRuns: 200 },
      );
    });

    it('÷ is exact when it terminates and otherwise within half a unit of the last kept figure', () => {
      fc.assert(
        fc.property(decimal, exponent, decimal.filter((b) => Number(b) !== 0), exponent, fc.integer({ min: 1, max: 30 }), (aCoef, aExp, bCoef, bExp, digits) => {
          const r = ok(ID, { mode: 'operate', aCoef, aExp, op: '/', bCoef, bExp, digits });
          const res = r.result as { e_notation: string; exact: boolean; exp: number; significant_figures: number };
          const want = div(exact(aCoef, aExp), exact(bCoef, bExp));
          const got = q(res.e_notation.replace('e+', 'e'));
          if (res.exact) expect(same(got, want)).toBe(true);
          else {
            const halfUnit = exact('5', res.exp - res.significant_figures);
            expect(cmp(abs(sub(got, want)), halfUnit)).toBeLessThanOrEqual(0);
          }
        }),
        { numRuns: 200 },
      );
    });

    it('worked examples', () => {
      expect(result(ID, { mode: 'operate', aCoef: '3', aExp: 5, op: '*', bCoef: '2', bExp: -3 })).toMatchObject({ value: '6 × 10^2', exact: true, operation: '(3 × 10^5) × (2 × 10^-3)' });
      expect(result(ID, { mode: 'operate', aCoef: '1.5', aExp: 3, op: 'add', bCoef: '2.5', bExp: 2 })).toMatchObject({ value: '1.75 × 10^3' });
      expect(result(ID, { mode: 'operate', aCoef: '6.0', aExp: 4, op: 'minus', bCoef: '6', bExp: 4 })).toMatchObject({ value: '0 × 10^0' });
      expect(result(ID, { mode: 'operate', aCoef: '1', op: '÷', bCoef: '8' })).toMatchObject({ decimal: '0.125', exact: true });
      expect(result(ID, { mode: 'operate', aCoef: '2', op: '/', bCoef: '3' })).toMatchObject({ coefficient: '6.66666666666667', exact: false });
      expect(result(ID, { mode: 'operate', aCoef: '1', op: '/', bCoef: '3', digits: 4 })).toMatchObject({ value: '3.333 × 10^-1', exact: false });
      expect(result(ID, { mode: 'operate', aCoef: '1.23456', op: 'times', bCoef: '1', digits: 3 })).toMatchObject({ value: '1.23 × 10^0', exact: false });
      expect(warningCodes(ID, { mode: 'operate', aCoef: '2', op: '/', bCoef: '3' })).toContain('ROUNDED_QUOTIENT');
    });
  });

  it('formats the headline and names the formula of the mode', () => {
    const env = ok(ID, { mode: 'engineering', value: '47000' });
    expect(env.result_detail.formatted).toBe('47 × 10^3');
    expect(env.formula).toMatchObject({ id: 'scientific-notation.engineering' });
  });

  it.each([
    [{ value: '12,5' }, 'INVALID_NUMBER', 'value'],
    [{ value: 'abc' }, 'INVALID_NUMBER', 'value'],
    [{ value: '1e1001' }, 'EXPONENT_OUT_OF_RANGE', 'value'],
    [{ value: '1'.repeat(1001) }, 'INVALID_INPUT', 'value'],
    [{ mode: 'sci-dec', coef: '2', exp: 2000 }, 'EXPONENT_OUT_OF_RANGE', 'exp'],
    [{ mode: 'sci-dec', coef: '2', exp: 2.5 }, 'INVALID_NUMBER', 'exp'],
    [{ mode: 'sci-dec' }, 'MISSING_REQUIRED_INPUT', 'coef'],
    [{ mode: 'dec-sci' }, 'MISSING_REQUIRED_INPUT', 'value'],
    [{ mode: 'operate', op: '+', bCoef: '1' }, 'MISSING_REQUIRED_INPUT', 'aCoef'],
    [{ mode: 'operate', aCoef: '1', bCoef: '1' }, 'MISSING_REQUIRED_INPUT', 'op'],
    [{ mode: 'operate', aCoef: '1', op: '^', bCoef: '3' }, 'INVALID_MODE', 'op'],
    [{ mode: 'operate', aCoef: '5', op: '/', bCoef: '0' }, 'DIVISION_BY_ZERO', 'bCoef'],
    [{ mode: 'operate', aCoef: 'x', op: '+', bCoef: '1' }, 'INVALID_NUMBER', 'aCoef'],
    [{ value: '5', digits: 0 }, 'INVALID_INPUT', 'digits'],
    [{ value: '5', digits: 101 }, 'INVALID_INPUT', 'digits'],
    [{ mode: 'hex', value: '5' }, 'INVALID_MODE', 'mode'],
    [{ value: true }, 'INVALID_INPUT', 'value'],
  ])('%o → %s on %s', (inputs, code, field) => expectRejected(ID, inputs, code, field));
});

declaresTheCodesItReturns('scientific-notation', [{ value: '1e1001' }]);
