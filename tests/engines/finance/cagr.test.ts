// CAGR against formulajs RRI (Excel RRI), exact roots where they are rational,
// the round trip through compound-interest, the public conformance vector, and every error code.
import * as formulajs from '@formulajs/formulajs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { result } from '../../helpers/calc.ts';
import { conformanceVectors, declaresTheCodesItReturns, expectClose, expectRejected } from './_lib/finance-kit.ts';

const ID = 'cagr';

describe('cagr', () => {
  conformanceVectors(ID);

  it.each([
    [1000, 2000, 5],
    [10000, 19000, 3],
    [100, 50, 2],
    [5000, 5000, 7],
    [1, 1e6, 30],
    [250, 260, 0.5],
  ])('start %s, end %s over %s years matches formulajs RRI', (startValue, endValue, years) => {
    const r = result(ID, { startValue, endValue, years });
    expectClose(r.cagrPct, (formulajs.RRI(years, startValue, endValue) as number) * 100, 1e-11, 'RRI');
    expectClose(r.multiple, endValue / startValue, 1e-15, 'multiple');
    expectClose(r.totalGrowthPct, (endValue / startValue - 1) * 100, 1e-12, 'total growth');
  });

  it('exact roots: 1 → 4 in 2 years is 100 %, 8 → 27 in 3 years is 50 %, 100 → 121 in 2 years is 10 %', () => {
    expect(result(ID, { startValue: 1, endValue: 4, years: 2 }).cagrPct).toBe(100);
    expectClose(result(ID, { startValue: 8, endValue: 27, years: 3 }).cagrPct, 50, 1e-15);
    expectClose(result(ID, { startValue: 100, endValue: 121, years: 2 }).cagrPct, 10, 1e-15);
  });

  it('an end value of 0 is −100 %', () => {
    expect(result(ID, { startValue: 100, endValue: 0, years: 3 }).cagrPct).toBe(-100);
  });

  it('compounding the start at the CAGR gives the end value back (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 1e6, noNaN: true }), fc.double({ min: 1, max: 1e6, noNaN: true }), fc.integer({ min: 1, max: 50 }), (startValue, endValue, years) => {
        const { cagrPct } = result(ID, { startValue, endValue, years });
        if (cagrPct <= -100) return true;
        const fv = result('compound-interest', { principal: startValue, ratePct: cagrPct, years, compoundsPerYear: 1 }).fv;
        return Math.abs(fv - endValue) <= 1e-9 * endValue;
      }),
      { numRuns: 150 },
    );
  });

  declaresTheCodesItReturns(ID);

  it.each([
    [{ startValue: 0, endValue: 2000, years: 5 }, 'START_VALUE_MUST_BE_POSITIVE', 'startValue'],
    [{ startValue: -100, endValue: 2000, years: 5 }, 'START_VALUE_MUST_BE_POSITIVE', 'startValue'],
    [{ startValue: 100, endValue: -5, years: 5 }, 'END_VALUE_MUST_BE_NON_NEGATIVE', 'endValue'],
    [{ startValue: 100, endValue: 200, years: 0 }, 'TERM_MUST_BE_POSITIVE', 'years'],
    [{ startValue: 100, endValue: 200, years: -2 }, 'TERM_MUST_BE_POSITIVE', 'years'],
    [{ startValue: 1e-300, endValue: 1e300, years: 5 }, 'NON_FINITE_RESULT', 'startValue'],
    [{ startValue: 1, endValue: 1e300, years: 0.01 }, 'NON_FINITE_RESULT', 'years'],
    [{ startValue: 100, years: 2 }, 'MISSING_REQUIRED_INPUT', 'endValue'],
  ])('%o → %s on %s', (inputs, code, field) => {
    expectRejected(ID, inputs, code, field);
  });
});
