// Natural logarithm: correctly rounded against mathjs BigNumber (60 digits),
// within 1 ulp of V8's Math.log, published constants (OEIS A002392 ln 10,
// A002162 ln 2), the 'e' token, the e^y check, and every error code.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ok, result } from '../../helpers/calc.ts';
import { big, conformanceVectors, expectRejected, ref, ulps } from './_lib/real-math-kit.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'ln';

describe('ln', () => {
  conformanceVectors(ID);

  it('published constants', () => {
    expect(result(ID, { x: 10 })).toMatchObject({ y: 2.302585092994046, value: 2.302585092994046 }); // A002392
    expect(result(ID, { x: 2 }).y).toBe(0.6931471805599453); // A002162: 0.69314718055994530941…
    expect(result(ID, { x: 0.5 }).y).toBe(-0.6931471805599453);
    expect(result(ID, { x: 1 }).y).toBe(0);
  });

  it('ln e = 1 for the letter e and for the double nearest e', () => {
    for (const x of ['e', ' E ', Math.E]) expect(result(ID, { x })).toMatchObject({ x: Math.E, y: 1, verification: 'e^1 = 2.7182818284590452' });
    expect(ok(ID, { x: 'e' }).result_detail.formatted).toBe('ln e = 1');
  });

  it('is correctly rounded (mathjs BigNumber) and agrees with Math.log across the normal double range', () => {
    fc.assert(
      fc.property(fc.double({ min: 2.2250738585072014e-308, max: 1.7976931348623157e308, noNaN: true }), (x) => {
        const y = result(ID, { x }).y;
        expect(y).toBe(ref('log(x)', { x }));
        // The engine reads x as its printed decimal, Math.log as its binary value: they differ by at most
        // 2^-53 relative, so the logarithms differ by at most 2^-53 absolute, plus an ulp of rounding.
        expect(Math.abs(y - Math.log(x))).toBeLessThanOrEqual(2 ** -52 * (1 + Math.abs(y)));
        if (Math.abs(y) > 1) expect(ulps(y, Math.log(x))).toBeLessThanOrEqual(2);
      }),
      { numRuns: 200 },
    );
  });

  it('verification e^y gives x back to within the rounding of y, even at the top of the double range', () => {
    expect(result(ID, { x: 10 }).verification).toBe('e^2.302585092994046 = 10.000000000000003');
    for (const x of [10, 1e-300, 12345.678, 1e300, 0.001, 1.7976931348623157e308]) {
      const r = result(ID, { x });
      expect(r.verification.startsWith(`e^`)).toBe(true);
      // compared in 60-digit decimals: near the largest double e^y may lie just beyond it
      const relative = big.evaluate(`abs(${r.verification.split(' = ')[1]} / x - 1)`, { x: big.bignumber(String(x)) });
      expect(Number(relative.toString()), `x = ${x}`).toBeLessThanOrEqual(1e-15 * Math.max(1, Math.abs(r.y)));
    }
  });

  it('accepts the page alias xInput and the synonym natural-log', () => {
    expect(result('natural-log', { xInput: 10 }).y).toBe(2.302585092994046);
  });

  it('takes a subnormal x as the decimal it prints as', () => {
    expect(result(ID, { x: 5e-324 }).y).toBe(ref('log(5) - 324 * log(10)'));
  });

  it.each([
    [{ x: 0 }, 'LOG_OF_ZERO', 'x'],
    [{ x: -1 }, 'NOT_REAL', 'x'],
    [{ x: -1e-300 }, 'NOT_REAL', 'x'],
    [{}, 'MISSING_REQUIRED_INPUT', 'x'],
    [{ x: 'pi' }, 'INVALID_NUMBER', 'x'],
    [{ x: '1e999' }, 'INVALID_NUMBER', 'x'],
  ])('%o → %s on %s', (inputs, code, field) => expectRejected(ID, inputs, code, field));
});

declaresTheCodesItReturns('ln');
