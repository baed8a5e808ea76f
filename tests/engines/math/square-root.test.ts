// Square root: correctly rounded against mathjs BigNumber and equal to V8's
// Math.sqrt on exact decimals, perfect squares exact, the imaginary root of
// negatives (principal null, imag = √|x|), radical forms, every code.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ok, result } from '../../helpers/calc.ts';
import { conformanceVectors, expectRejected, ref } from './_lib/real-math-kit.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'square-root';

describe('square-root', () => {
  conformanceVectors(ID, 'sqrt');

  it('perfect squares of decimals are exact', () => {
    for (const r of [0, 1, 4, 12, 0.25, 0.1, 1.5, 99999, 0.003]) {
      const x = Number((r * r).toPrecision(15));
      expect(result(ID, { x }), `√${x}`).toMatchObject({ principal: r, real: r, imag: 0, is_real: true, exact: true });
    }
  });

  it('is correctly rounded (mathjs BigNumber) for random inputs; equals Math.sqrt on safe integers', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e300, noNaN: true }), (x) => {
        expect(result(ID, { x }).principal).toBe(ref('sqrt(x)', { x }));
      }),
      { numRuns: 150 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 53 - 1 }), (x) => {
        expect(result(ID, { x }).principal).toBe(Math.sqrt(x));
      }),
      { numRuns: 150 },
    );
  });

  it('published constants (OEIS A002193 √2, A002194 √3)', () => {
    expect(result(ID, { x: 2 })).toMatchObject({ principal: 1.4142135623730951, exact: false, radical: '√2' });
    expect(result(ID, { x: 3 }).principal).toBe(1.7320508075688772);
    expect(result(ID, { x: 12 })).toMatchObject({ principal: 3.4641016151377544, radical: '2√3' });
  });

  it('a negative number has the principal root i·√|x|', () => {
    expect(result(ID, { x: -4 })).toEqual({ x: -4, principal: null, real: 0, imag: 2, is_real: false, exact: true, radical: '2i' });
    expect(result(ID, { x: -12 })).toMatchObject({ imag: 3.4641016151377544, radical: '2√3 i' });
    expect(ok(ID, { x: -4 }).result_detail.formatted).toBe('√-4 = 2i');
    expect(ok(ID, { x: 16 }).result_detail.formatted).toBe('√16 = 4');
  });

  it('covers the extremes of the double range', () => {
    expect(result(ID, { x: 1.7976931348623157e308 }).principal).toBe(1.3407807929942596e154);
    expect(result(ID, { x: 5e-324 }).principal).toBe(ref('sqrt(5e-324)'));
    expect(result(ID, { x: 999999999999 }).radical).toBe('3√111111111111'); // 3³·7·11·13·37·101·9901
    expect(result(ID, { x: 1e13 }).radical).toBeUndefined(); // beyond the simplification bound
  });

  it('accepts xInput and the synonym sqrt', () => {
    expect(result('sqrt', { xInput: 16 }).principal).toBe(4);
  });

  it.each([
    [{}, 'MISSING_REQUIRED_INPUT', 'x'],
    [{ x: 'sixteen' }, 'INVALID_NUMBER', 'x'],
    [{ x: 'NaN' }, 'INVALID_NUMBER', 'x'],
  ])('%o → %s on %s', (inputs, code, field) => expectRejected(ID, inputs, code, field));
});

declaresTheCodesItReturns('square-root');
