// Present value against exact rationals, formulajs PV (Excel PV), the public
// conformance vector, the round trip through compound-interest, and every error code.
import * as formulajs from '@formulajs/formulajs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { result } from '../../helpers/calc.ts';
import { add, conformanceVectors, declaresTheCodesItReturns, div, expectClose, expectRejected, num, pow, q, sub } from './_lib/finance-kit.ts';

const ID = 'present-value';

describe('present value', () => {
  conformanceVectors(ID);

  it('1,000 in 10 years at 5 % yearly (the spec vector: 613.9132535408)', () => {
    expectClose(result(ID, { futureValue: 1000, ratePct: 5, years: 10, compoundsPerYear: 1 }).pv, 613.9132535408, 1e-6);
  });

  it.each([
    [1000, 5, 10, 1],
    [10000, 8, 5, 4],
    [250000, 3.5, 30, 12],
    [1, 0, 3, 12],
    [5e6, 12, 1, 365],
    [777.77, 2.25, 2.5, 2],
  ])('FV=%s at %s percent for %s years, m=%s matches exact rationals and formulajs PV', (FV, ratePct, years, m) => {
    const r = result(ID, { futureValue: FV, ratePct, years, compoundsPerYear: m });
    const factor = pow(add(q(1), div(q(ratePct), q(100 * m))), years * m);
    const pv = div(q(FV), factor);
    expectClose(r.pv, num(pv), 1e-15, 'pv');
    expectClose(r.discount, num(sub(q(FV), pv)), 1e-12, 'discount');
    expectClose(r.discountFactor, num(div(q(1), factor)), 1e-15, 'discount factor');
    expectClose(r.pv, formulajs.PV(ratePct / 100 / m, years * m, 0, -FV) as number, 1e-11, 'formulajs PV');
    expect(r.pvRounded).toBe(Math.round(num(pv) * 100) / 100);
  });

  it('is the inverse of compound-interest', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 1e6, noNaN: true }), fc.double({ min: -5, max: 30, noNaN: true }), fc.integer({ min: 1, max: 50 }), fc.constantFrom(1, 4, 12), (FV, ratePct, years, m) => {
        const pv = result(ID, { futureValue: FV, ratePct, years, compoundsPerYear: m }).pv;
        const back = result('compound-interest', { principal: pv, ratePct, years, compoundsPerYear: m }).fv;
        return Math.abs(back - FV) <= 1e-12 * FV;
      }),
      { numRuns: 100 },
    );
  });

  it('a negative rate gives a present value above the future value', () => {
    const r = result(ID, { futureValue: 100, ratePct: -1, years: 1, compoundsPerYear: 1 });
    expectClose(r.pv, 100 / 0.99, 1e-15);
    expect(r.discount).toBeLessThan(0);
  });

  it('1.206 due in a year at 20 %: pv = 1.206 / 1.2 = 1.005 exactly → 1.01', () => {
    // Exact: 1.206 / 1.2 = 1.005, a half-cent tie. The 50-digit product 1.206 × 0.8333…3 lies 4e-51 below
    // 1.005 and rounds back to it at 50 digits, so this tie comes out right even without the exact value
    // (the next test is one that does not).
    const r = result(ID, { futureValue: 1.206, ratePct: 20, years: 1, compoundsPerYear: 1 });
    expect(r.pv).toBe(num(div(q(1.206), q(1.2))));
    expect(r.pvRounded).toBe(1.01);
  });

  it('29.985 due in a year at 200 %: pv = 29.985 / 3 = 9.995 exactly → 10.00, decided on the exact value', () => {
    // By hand: the factor is 1 + 200 % = 3 and 29.985 / 3 = 9.995, a half-cent tie, which rounds away from
    // zero to 10.00. The 50-digit value is 29.985 × 0.333…3 = 9.99499…9 (the factor's error 3.3e-51 times
    // 29.985 is more than half a unit of the 50th digit), which alone would round down to 9.99.
    const r = result(ID, { futureValue: 29.985, ratePct: 200, years: 1, compoundsPerYear: 1 });
    expect(r.pv).toBe(num(div(q(29.985), q(3))));
    expect(r.pvRounded).toBe(10);
  });

  it('a tie with no exact factor (too many periods) is rounded from the 50-digit value', () => {
    // 0.005 at 0 % for 40,000 yearly periods: pv = 0.005 (→ 0.01); 40,000 factors are past the exact limit.
    expect(result(ID, { futureValue: 0.005, ratePct: 0, years: 40000, compoundsPerYear: 1 })).toMatchObject({ pv: 0.005, pvRounded: 0.01 });
  });

  it('an overflowing present value names years even when the future value is the largest input', () => {
    // 1e300 / 0.01^5 = 1e310; the discount factor 1e10 is finite. The run layer alone would name futureValue.
    expectRejected(ID, { futureValue: 1e300, ratePct: -99, years: 5, compoundsPerYear: 1 }, 'NON_FINITE_RESULT', 'years');
  });

  declaresTheCodesItReturns(ID);

  it.each([
    [{ futureValue: 0, ratePct: 5, years: 10, compoundsPerYear: 1 }, 'FUTURE_VALUE_MUST_BE_POSITIVE', 'futureValue'],
    [{ futureValue: -5, ratePct: 5, years: 10, compoundsPerYear: 1 }, 'FUTURE_VALUE_MUST_BE_POSITIVE', 'futureValue'],
    [{ futureValue: 1000, ratePct: 5, years: 0, compoundsPerYear: 1 }, 'TERM_MUST_BE_POSITIVE', 'years'],
    [{ futureValue: 1000, ratePct: 5, years: 10, compoundsPerYear: -4 }, 'COMPOUNDS_PER_YEAR_MUST_BE_POSITIVE', 'compoundsPerYear'],
    [{ futureValue: 1000, ratePct: -400, years: 10, compoundsPerYear: 4 }, 'RATE_OUT_OF_RANGE', 'ratePct'],
    [{ futureValue: 1000, ratePct: -99, years: 1e6, compoundsPerYear: 1 }, 'NON_FINITE_RESULT', 'years'],
    [{ futureValue: 1000, ratePct: 5, years: 10, compoundsPerYear: 0.5 }, 'INVALID_NUMBER', 'compoundsPerYear'],
    [{ ratePct: 5, years: 10, compoundsPerYear: 1 }, 'MISSING_REQUIRED_INPUT', 'futureValue'],
  ])('%o → %s on %s', (inputs, code, field) => {
    expectRejected(ID, inputs, code, field);
  });
});
