// Simple interest against exact rationals, formulajs YEARFRAC (actual/360 and
// actual/365 day counts, Excel basis 2 and 3), every term unit and day basis,
// the synonyms a user types, the spec's vector and every error code.
import * as formulajs from '@formulajs/formulajs';
import { describe, expect, it } from 'vitest';
import { result } from '../../helpers/calc.ts';
import { add, conformanceVectors, declaresTheCodesItReturns, div, expectClose, expectRejected, mul, num, q } from './_lib/finance-kit.ts';

const ID = 'simple-interest';
const PER_YEAR = { years: 1, months: 12, days: { exact: 365, ordinary: 360 } } as const;

describe('simple interest', () => {
  conformanceVectors(ID);

  it('the spec vector: 1,000 at 5 % for 2 years → interest 100, balance 1,100', () => {
    expect(result(ID, { principal: 1000, ratePct: 5, term: 2, termUnit: 'years' })).toMatchObject({ interest: 100, balance: 1100, years: 2 });
  });

  it.each([
    [1000, 5, 2, 'years', 'exact'],
    [5000, 6, 9, 'months', 'exact'],
    [2000, 9, 120, 'days', 'ordinary'],
    [2000, 9, 120, 'days', 'exact'],
    [12345.67, 3.3, 17, 'months', 'ordinary'],
    [1e6, 0.25, 1, 'days', 'ordinary'],
    [750, 0, 3, 'years', 'exact'],
  ] as const)('P=%s at %s percent for %s %s (%s) matches exact rationals', (P, ratePct, term, termUnit, mode) => {
    const r = result(ID, { principal: P, ratePct, term, termUnit, mode });
    const perYear = termUnit === 'days' ? PER_YEAR.days[mode] : PER_YEAR[termUnit];
    const interest = mul(q(P), div(q(ratePct), q(100)), div(q(term), q(perYear)));
    expectClose(r.interest, num(interest), 1e-15, 'interest');
    expectClose(r.balance, num(add(q(P), interest)), 1e-15, 'balance');
    expect(r.mode).toBe(mode);
    expect(r.interestRounded).toBe(Math.round(num(interest) * 100) / 100);
  });

  it('day counts agree with formulajs YEARFRAC (actual/360 = basis 2, actual/365 = basis 3)', () => {
    const start = new Date(Date.UTC(2023, 2, 1));
    for (const days of [1, 30, 91, 120, 180, 364]) {
      const end = new Date(start.getTime() + days * 86_400_000);
      const ordinary = result(ID, { principal: 10000, ratePct: 4, term: days, termUnit: 'days', mode: 'ordinary' });
      const exact = result(ID, { principal: 10000, ratePct: 4, term: days, termUnit: 'days', mode: 'exact' });
      expectClose(ordinary.years, formulajs.YEARFRAC(start, end, 2) as number, 1e-12, `${days} d actual/360`);
      expectClose(exact.years, formulajs.YEARFRAC(start, end, 3) as number, 1e-12, `${days} d actual/365`);
      expectClose(ordinary.interest, 10000 * 0.04 * (formulajs.YEARFRAC(start, end, 2) as number), 1e-12);
    }
  });

  it("ordinary vs exact: 2,000 at 9 % for 120 days is 60.00 ordinary and 59.18 exact (banker's rule pays more)", () => {
    const ordinary = result(ID, { principal: 2000, ratePct: 9, term: 120, termUnit: 'days', mode: 'ordinary' });
    const exact = result(ID, { principal: 2000, ratePct: 9, term: 120, termUnit: 'days', mode: 'exact' });
    expect([ordinary.interestRounded, exact.interestRounded]).toEqual([60, 59.18]);
    expect(ordinary.interest).toBeGreaterThan(exact.interest);
  });

  it('mode defaults to exact and does not change years or months', () => {
    expect(result(ID, { principal: 1000, ratePct: 5, term: 100, termUnit: 'days' })).toMatchObject({ mode: 'exact', daysPerYear: 365 });
    expect(result(ID, { principal: 1000, ratePct: 5, term: 6, termUnit: 'months', mode: 'ordinary' }).interest).toBe(25);
  });

  it('accepts the unit and basis names people type', () => {
    expect(result(ID, { principal: 1000, ratePct: 5, term: 2, termUnit: 'Year' }).interest).toBe(100);
    expect(result(ID, { principal: 1000, ratePct: 5, term: 6, termUnit: 'mo' }).interest).toBe(25);
    expect(result(ID, { principal: 3600, ratePct: 10, term: 36, termUnit: 'day', mode: 'Actual/360' }).interest).toBe(36);
    expect(result(ID, { principal: 3650, ratePct: 10, term: 73, termUnit: 'days', mode: '365' }).interest).toBe(73);
    expect(result(ID, { principal: 3600, ratePct: 10, term: 36, termUnit: 'days', mode: "banker's rule" }).mode).toBe('ordinary');
  });

  it.each([
    ['year', 'years'], ['y', 'years'], ['yr', 'years'], ['yrs', 'years'],
    ['month', 'months'], ['m', 'months'], ['mo', 'months'], ['mos', 'months'],
    ['day', 'days'], ['d', 'days'],
  ])('termUnit %s means %s', (typed, unit) => {
    // 3650 at 10 % for 2 units: 730 a year-term, 730/12 a month-term, 730/365 a day-term (I = P·r·t).
    const want = { years: 730, months: 730 / 12, days: 2 }[unit]!;
    expectClose(result(ID, { principal: 3650, ratePct: 10, term: 2, termUnit: typed }).interest, want, 1e-15, typed);
  });

  it.each(['actual-360', 'actual/360', 'act/360', '360', 'banker', 'bankers', "banker's", "banker's-rule"])('day basis %s is the ordinary (360-day) year', (typed) => {
    // 3600 at 10 % for 36 days over 360 days a year: 36 exactly (365-day year: 35.506…).
    expect(result(ID, { principal: 3600, ratePct: 10, term: 36, termUnit: 'days', mode: typed })).toMatchObject({ mode: 'ordinary', daysPerYear: 360, interest: 36 });
  });

  it.each(['actual-365', 'actual/365', 'act/365', '365'])('day basis %s is the exact (365-day) year', (typed) => {
    expect(result(ID, { principal: 3650, ratePct: 10, term: 73, termUnit: 'days', mode: typed })).toMatchObject({ mode: 'exact', daysPerYear: 365, interest: 73 });
  });

  it('an overflowing balance names the principal even when the rate is the largest input', () => {
    // 1e10 × 1e300 % × 100 years = 1e310; the run layer alone would name ratePct.
    expectRejected(ID, { principal: 1e10, ratePct: 1e300, term: 100, termUnit: 'years' }, 'NON_FINITE_RESULT', 'principal');
  });

  declaresTheCodesItReturns(ID);

  it.each([
    [{ principal: 0, ratePct: 5, term: 2, termUnit: 'years' }, 'PRINCIPAL_MUST_BE_POSITIVE', 'principal'],
    [{ principal: 1000, ratePct: -5, term: 2, termUnit: 'years' }, 'RATE_MUST_BE_NON_NEGATIVE', 'ratePct'],
    [{ principal: 1000, ratePct: 5, term: 0, termUnit: 'years' }, 'TERM_MUST_BE_POSITIVE', 'term'],
    [{ principal: 1000, ratePct: 5, term: -3, termUnit: 'months' }, 'TERM_MUST_BE_POSITIVE', 'term'],
    [{ principal: 1000, ratePct: 5, term: 2, termUnit: 'weeks' }, 'INVALID_MODE', 'termUnit'],
    [{ principal: 1000, ratePct: 5, term: 2, termUnit: 'years', mode: 'compound' }, 'INVALID_MODE', 'mode'],
    [{ principal: 1000, ratePct: 5, term: 2 }, 'MISSING_REQUIRED_INPUT', 'termUnit'],
    [{ principal: 1e300, ratePct: 1e10, term: 1e10, termUnit: 'years' }, 'NON_FINITE_RESULT', 'principal'],
  ])('%o → %s on %s', (inputs, code, field) => {
    expectRejected(ID, inputs, code, field);
  });
});
