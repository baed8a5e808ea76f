// Compound interest against exact rationals (integer numbers of periods),
// formulajs FV and EFFECT (Excel's functions), the conformance vectors, and every error code.
import * as formulajs from '@formulajs/formulajs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { result } from '../../helpers/calc.ts';
import { add, conformanceVectors, declaresTheCodesItReturns, div, expectClose, expectRejected, mul, num, pow, q, sub } from './_lib/finance-kit.ts';

const ID = 'compound-interest';

/** Exact FV = P (1 + r/m)^(m t) for an integer m t. */
const exactFv = (P: number, ratePct: number, years: number, m: number) => mul(q(P), pow(add(q(1), div(q(ratePct), q(100 * m))), years * m));

describe('compound interest', () => {
  conformanceVectors(ID);

  it.each([
    [1000, 5, 10, 12],
    [1000, 5, 10, 1],
    [2500, 3.75, 7, 4],
    [100000, 0.5, 2, 365],
    [1, 12, 1, 12],
    [50000, 8.25, 2.5, 2],
    [999.99, 0, 5, 12],
  ])('P=%s at %s percent for %s years, m=%s matches exact rationals and formulajs FV', (P, ratePct, years, m) => {
    const r = result(ID, { principal: P, ratePct, years, compoundsPerYear: m });
    const fv = exactFv(P, ratePct, years, m);
    expectClose(r.fv, num(fv), 1e-15, 'fv');
    expectClose(r.interest, num(sub(fv, q(P))), 1e-13, 'interest');
    expectClose(r.fv, formulajs.FV(ratePct / 100 / m, years * m, 0, -P) as number, 1e-11, 'formulajs FV');
    expect(r.fvRounded).toBe(Math.round(num(fv) * 100) / 100);
    expect(r.periods).toBe(years * m);
  });

  it('effective annual rate matches formulajs EFFECT', () => {
    for (const [ratePct, m] of [[12, 12], [5, 365], [8, 4], [3, 1]]) {
      const r = result(ID, { principal: 100, ratePct, years: 1, compoundsPerYear: m });
      expectClose(r.effectiveAnnualRatePct, (formulajs.EFFECT(ratePct / 100, m) as number) * 100, 1e-12, 'EAR');
      expectClose(r.periodicRatePct, ratePct / m, 1e-15, 'periodic rate');
    }
  });

  it('fractional periods use a fractional exponent: 1,000 at 10 % yearly for 1.5 years = 1000·1.1^1.5', () => {
    expectClose(result(ID, { principal: 1000, ratePct: 10, years: 1.5, compoundsPerYear: 1 }).fv, 1000 * Math.pow(1.1, 1.5), 1e-14);
  });

  it('agrees with formulajs FV over random inputs (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 1e7, noNaN: true }),
        fc.double({ min: -20, max: 50, noNaN: true }),
        fc.integer({ min: 1, max: 40 }),
        fc.constantFrom(1, 2, 4, 12, 52, 365),
        (P, ratePct, years, m) => {
          const r = result(ID, { principal: P, ratePct, years, compoundsPerYear: m });
          return Math.abs(r.fv - (formulajs.FV(ratePct / 100 / m, years * m, 0, -P) as number)) <= 1e-9 * r.fv;
        },
      ),
      { numRuns: 200 },
    );
  });

  it('accepts a negative rate (a shrinking balance)', () => {
    expectClose(result(ID, { principal: 1000, ratePct: -10, years: 2, compoundsPerYear: 1 }).fv, 810, 1e-15);
  });

  it('accepts numeric strings from forms', () => {
    expectClose(result(ID, { principal: '1000', ratePct: '5', years: '10', compoundsPerYear: '12' }).fv, 1647.009497690283, 1e-15);
  });

  it('162 at 7 % monthly for 1/12 year (typed 0.08333333333333333) is one period: fv = 162 × 1207/1200 = 162.945 → 162.95', () => {
    // Exact: 162 × 1207 / 1200 = 162.945 and interest 0.945, both half-cent ties that round up; the 50-digit
    // factor 1.0058333… gives 162.94499…, so the tie is only seen when m·t counts as one whole period.
    const r = result(ID, { principal: 162, ratePct: 7, years: 0.08333333333333333, compoundsPerYear: 12 });
    expect(r.periods).toBe(1);
    expect(r.fv).toBe(num(exactFv(162, 7, 1 / 12, 12)));
    expect(r.fvRounded).toBe(162.95);
    expect(r.interestRounded).toBe(0.95);
  });

  it('a tie with no exact factor (too many periods) is rounded from the 50-digit value', () => {
    // 0.005 at 0 % for 40,000 yearly periods: fv = 0.005 exactly (a tie → 0.01), but 40,000 factors of 1/1 are
    // 320,000 bits, past the exact limit, so the decimal value decides.
    expect(result(ID, { principal: 0.005, ratePct: 0, years: 40000, compoundsPerYear: 1 })).toMatchObject({ fv: 0.005, fvRounded: 0.01, interest: 0 });
    // At −50 % a year the interest tends to −0.005 (fv = 0.005 / 2^40000): a tie for the 50-digit value, again
    // without an exact factor. Rounded half away from zero: −0.01.
    expect(result(ID, { principal: 0.005, ratePct: -50, years: 40000, compoundsPerYear: 1 }).interestRounded).toBe(-0.01);
  });

  it('an overflowing effective annual rate names ratePct', () => {
    // (1 + 10000/365)^365 ≈ 10^530 overflows; over 0.01 years (3.65 periods) the growth factor stays ≈ 2e5.
    expectRejected(ID, { principal: 1000, ratePct: 1e6, years: 0.01, compoundsPerYear: 365 }, 'NON_FINITE_RESULT', 'ratePct');
  });

  declaresTheCodesItReturns(ID);

  it.each([
    [{ principal: 0, ratePct: 5, years: 10, compoundsPerYear: 12 }, 'PRINCIPAL_MUST_BE_POSITIVE', 'principal'],
    [{ principal: -100, ratePct: 5, years: 10, compoundsPerYear: 12 }, 'PRINCIPAL_MUST_BE_POSITIVE', 'principal'],
    [{ principal: 1000, ratePct: 5, years: 0, compoundsPerYear: 12 }, 'TERM_MUST_BE_POSITIVE', 'years'],
    [{ principal: 1000, ratePct: 5, years: -1, compoundsPerYear: 12 }, 'TERM_MUST_BE_POSITIVE', 'years'],
    [{ principal: 1000, ratePct: 5, years: 10, compoundsPerYear: 0 }, 'COMPOUNDS_PER_YEAR_MUST_BE_POSITIVE', 'compoundsPerYear'],
    [{ principal: 1000, ratePct: -100, years: 10, compoundsPerYear: 1 }, 'RATE_OUT_OF_RANGE', 'ratePct'],
    [{ principal: 1000, ratePct: -1300, years: 10, compoundsPerYear: 12 }, 'RATE_OUT_OF_RANGE', 'ratePct'],
    [{ principal: 1000, ratePct: 50, years: 1e6, compoundsPerYear: 1 }, 'NON_FINITE_RESULT', 'years'],
    [{ principal: 1000, ratePct: 5, years: 10, compoundsPerYear: 2.5 }, 'INVALID_NUMBER', 'compoundsPerYear'],
    [{ principal: 1000, ratePct: 5, years: 10 }, 'MISSING_REQUIRED_INPUT', 'compoundsPerYear'],
    [{ principal: 'abc', ratePct: 5, years: 10, compoundsPerYear: 12 }, 'INVALID_NUMBER', 'principal'],
  ])('%o → %s on %s', (inputs, code, field) => {
    expectRejected(ID, inputs, code, field);
  });
});
