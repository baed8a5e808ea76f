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
    ['dec-sci', { mode: 'dec-sci', value: '5' }],
    ['sci-dec', { mode: 'sci-dec', coef: '5', exp: 1 }],
    ['convert', { mode: 'convert', value: '5' }],
    ['engineering', { mode: 'engineering', value: '5' }],
    ['normalize', { mode: 'normalize', coef: '50', exp: 1 }],
    ['operate', { mode: 'operate', aCoef: '5', op: '+', bCoef: '5' }],
  ])('names the formula of mode %s', (mode, inputs) => {
    expect(ok(ID, inputs).formula).toMatchObject({ id: `scientific-notation.${mode}` });
  });

  it('reads the mode case-blind with _ for -', () => {
    expect(result(ID, { mode: 'SCI_DEC', coef: '1.5', exp: -7 })).toMatchObject({ mode: 'sci-dec', value: '0.00000015' });
    expect(result(ID, { mode: ' Dec_Sci\t', value: '1500' })).toMatchObject({ mode: 'dec-sci', value: '1.5 × 10^3' });
  });

  it('normalize and sci-dec read coef/exp before value; dec-sci reads value first', () => {
    expect(result(ID, { mode: 'normalize', coef: '123.4', exp: 5, value: '7' })).toMatchObject({ value: '1.234 × 10^7', exp: 7 });
    expect(result(ID, { mode: 'sci-dec', coef: '2.5', exp: 2, value: '7' })).toMatchObject({ value: '250' });
    expect(result(ID, { mode: 'dec-sci', coef: '2.5', exp: 2, value: '7' })).toMatchObject({ value: '7 × 10^0' });
  });

  it('accepts a coef/exp power of ten of exactly ±1000', () => {
    expect(result(ID, { mode: 'sci-dec', coef: '1', exp: 1000 })).toMatchObject({ exp: 1000, value: `1${'0'.repeat(1000)}` });
    expect(result(ID, { mode: 'sci-dec', coef: '10', exp: 999 })).toMatchObject({ exp: 1000, coefficient: '1' });
    expect(result(ID, { mode: 'sci-dec', coef: '1', exp: -1000 })).toMatchObject({ exp: -1000, value: `0.${'0'.repeat(999)}1` });
    expect(result(ID, { mode: 'operate', aCoef: '1', aExp: 1000, op: '*', bCoef: '1', bExp: -1000 })).toMatchObject({ value: '1 × 10^0' });
  });

  describe('operate: every operation name', () => {
    // 6 ∘ 3: 6 + 3 = 9, 6 − 3 = 3, 6 × 3 = 18, 6 ÷ 3 = 2.
    const want: Record<string, [string, string]> = { '+': ['+', '9 × 10^0'], '-': ['−', '3 × 10^0'], '*': ['×', '1.8 × 10^1'], '/': ['÷', '2 × 10^0'] };
    it.each([
      ['+', '+'], ['add', '+'], ['plus', '+'], ['sum', '+'], [' Plus ', '+'],
      ['-', '-'], ['subtract', '-'], ['sub', '-'], ['minus', '-'], ['−', '-'], ['difference', '-'],
      ['*', '*'], ['multiply', '*'], ['mul', '*'], ['times', '*'], ['x', '*'], ['×', '*'], ['·', '*'], ['product', '*'], [' TIMES ', '*'],
      ['/', '/'], ['divide', '/'], ['div', '/'], ['÷', '/'], ['quotient', '/'],
    ])('op %j is %s', (op, canonical) => {
      const [sign, value] = want[canonical];
      expect(result(ID, { mode: 'operate', aCoef: '6', op, bCoef: '3' })).toMatchObject({ value, operation: `(6 × 10^0) ${sign} (3 × 10^0)`, exact: true });
    });
  });

  it('operate: the operation text shows both operands with the operator sign', () => {
    expect(result(ID, { mode: 'operate', aCoef: '1.5', aExp: 3, op: '+', bCoef: '2.5', bExp: 2 })).toMatchObject({ value: '1.75 × 10^3', operation: '(1.5 × 10^3) + (2.5 × 10^2)' });
    expect(result(ID, { mode: 'operate', aCoef: '5', aExp: -2, op: '-', bCoef: '3', bExp: -2 })).toMatchObject({ value: '2 × 10^-2', operation: '(5 × 10^-2) − (3 × 10^-2)' });
    expect(result(ID, { mode: 'operate', aCoef: '1', op: '/', bCoef: '8' })).toMatchObject({ value: '1.25 × 10^-1', operation: '(1 × 10^0) ÷ (8 × 10^0)' });
  });

  it('operate: a terminating quotient has no ROUNDED_QUOTIENT warning; a rounded one warns at severity info', () => {
    const exactQ = ok(ID, { mode: 'operate', aCoef: '1', op: '/', bCoef: '8' });
    expect(exactQ.warnings.map((w) => w.code)).not.toContain('ROUNDED_QUOTIENT');
    expect((exactQ.result as { exact: boolean }).exact).toBe(true);
    const rounded = ok(ID, { mode: 'operate', aCoef: '2', op: '/', bCoef: '3' });
    expect(rounded.warnings.find((w) => w.code === 'ROUNDED_QUOTIENT')).toMatchObject({ severity: 'info' });
  });

  it('operate: digits keep the result exact when it has no more figures than that', () => {
    // 3 × 2 = 6 padded to 3 figures; 1.5 × 1 = 1.5 has exactly 2 figures; 1 ÷ 8 = 0.125 exactly 3.
    expect(result(ID, { mode: 'operate', aCoef: '3', op: '*', bCoef: '2', digits: 3 })).toMatchObject({ value: '6.00 × 10^0', exact: true });
    expect(result(ID, { mode: 'operate', aCoef: '1.5', op: '*', bCoef: '1', digits: 2 })).toMatchObject({ value: '1.5 × 10^0', exact: true });
    expect(result(ID, { mode: 'operate', aCoef: '1', op: '/', bCoef: '8', digits: 3 })).toMatchObject({ value: '1.25 × 10^-1', exact: true });
    expect(result(ID, { mode: 'operate', aCoef: '1', op: '/', bCoef: '8', digits: 2 })).toMatchObject({ value: '1.3 × 10^-1', exact: false });
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
    [{ mode: 'sci-dec', coef: 'abc' }, 'INVALID_NUMBER', 'coef'],
    [{ mode: 'sci-dec', coef: 'abc', exp: 3 }, 'INVALID_NUMBER', 'coef'],
    [{ mode: 'normalize', coef: '1', exp: 1001 }, 'EXPONENT_OUT_OF_RANGE', 'exp'],
    [{ mode: 'operate', aCoef: '1', aExp: 2000, op: '+', bCoef: '1' }, 'EXPONENT_OUT_OF_RANGE', 'aExp'],
    [{ mode: 'operate', aCoef: '1', op: '+' }, 'MISSING_REQUIRED_INPUT', 'bCoef'],
    [{ mode: 'operate', aCoef: '1', op: '+', bCoef: 'x' }, 'INVALID_NUMBER', 'bCoef'],
    [{ mode: 'operate', aCoef: '1', op: '/', bCoef: 'x', bExp: 2 }, 'INVALID_NUMBER', 'bCoef'],
    [{ mode: 'operate', aCoef: '1', op: '+', bCoef: '1', bExp: -2000 }, 'EXPONENT_OUT_OF_RANGE', 'bExp'],
  ])('%o → %s on %s', (inputs, code, field) => expectRejected(ID, inputs, code, field));
});

declaresTheCodesItReturns('scientific-notation', [{ value: '1e1001' }]);
