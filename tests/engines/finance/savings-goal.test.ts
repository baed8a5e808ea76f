// Savings goal against exact rationals, formulajs PMT with a present and a future
// value (Excel PMT(i, n, −P, goal)), a month-by-month simulation, the goal-reached
// warning, whole-month terms, and every error code.
import * as formulajs from '@formulajs/formulajs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ok, result } from '../../helpers/calc.ts';
import { add, declaresTheCodesItReturns, div, expectClose, expectRejected, mul, num, pow, q, sub } from './_lib/finance-kit.ts';

const ID = 'savings-goal';

/** Exact deposit (goal − P(1+i)^n) i / ((1+i)^n − 1), i = ratePct / 1200. */
function exactDeposit(goal: number, ratePct: number, years: number, P = 0) {
  const n = Math.round(years * 12);
  if (ratePct === 0) return div(sub(q(goal), q(P)), q(n));
  const i = div(q(ratePct), q(1200));
  const g = pow(add(q(1), i), n);
  return div(mul(sub(q(goal), mul(q(P), g)), i), sub(g, q(1)));
}

describe('savings goal', () => {
  it.each([
    [10000, 5, 5, 0],
    [20000, 4, 3, 5000],
    [12000, 0, 2, 0],
    [1e6, 7, 40, 25000],
    [5000, 2.5, 0.5, 100],
    [300, 1, 1 / 12, 0],
  ])('goal %s at %s percent over %s years with %s saved matches exact rationals and formulajs PMT', (goal, ratePct, years, principal) => {
    const r = result(ID, { goal, ratePct, years, principal });
    const n = Math.round(years * 12);
    const pay = exactDeposit(goal, ratePct, years, principal);
    expectClose(r.payment, num(pay), 1e-14, 'payment');
    expectClose(r.payment, -(formulajs.PMT(ratePct / 1200, n, -principal, goal) as number), 1e-9, 'formulajs PMT');
    expectClose(r.totalDeposits, num(mul(pay, q(n))), 1e-14, 'total deposits');
    expect(r.months).toBe(n);
    expect(r.paymentRounded).toBe(Math.ceil(num(pay) * 100 - 1e-9) / 100);
  });

  it('depositing paymentRounded every month reaches the goal; one cent less does not', () => {
    const goal = 25000;
    const i = 4.5 / 1200;
    const r = result(ID, { goal, ratePct: 4.5, years: 4, principal: 1500 });
    const simulate = (deposit: number) => {
      let balance = 1500;
      for (let k = 0; k < 48; k++) balance = balance * (1 + i) + deposit;
      return balance;
    };
    expect(simulate(r.paymentRounded)).toBeGreaterThanOrEqual(goal);
    expect(simulate(r.paymentRounded - 0.01)).toBeLessThan(goal);
    expectClose(simulate(r.payment), goal, 1e-12);
  });

  it('interest earned + deposits + savings = goal (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 1e7 }), fc.double({ min: 0, max: 15, noNaN: true }), fc.integer({ min: 1, max: 480 }), (goal, ratePct, months) => {
        const r = result(ID, { goal, ratePct, years: months / 12 });
        return Math.abs(r.interestEarned + r.totalDeposits - goal) <= 1e-9 * goal && r.payment > 0 && r.months === months;
      }),
      { numRuns: 150 },
    );
  });

  it('savings that already reach the goal: no deposit, surplus and an info warning', () => {
    const env = ok(ID, { goal: 1000, ratePct: 3, years: 1, principal: 2000 });
    const fv = 2000 * (1 + 0.0025) ** 12;
    expect(env.result).toMatchObject({ payment: 0, paymentRounded: 0, totalDeposits: 0 });
    expectClose((env.result as { surplus: number }).surplus, fv - 1000, 1e-12);
    expectClose((env.result as { interestEarned: number }).interestEarned, fv - 2000, 1e-12);
    expect(env.warnings.map((w) => [w.code, w.severity])).toEqual([['GOAL_ALREADY_REACHED', 'info']]);
  });

  it('principal is optional (blank means nothing saved yet) and 0.0833 years counts as one month', () => {
    expect(result(ID, { goal: 1200, ratePct: 0, years: 1 }).payment).toBe(100);
    expect(result(ID, { goal: 1200, ratePct: 0, years: 1, principal: '' }).payment).toBe(100);
    expect(result(ID, { goal: 100, ratePct: 0, years: 0.0833 })).toMatchObject({ months: 1, payment: 100 });
  });

  it('one deposit at the end of one month is the goal itself: 12 stays 12.00 even at a tiny rate', () => {
    // n = 1: the only deposit earns no interest, so it is exactly the goal. At 1e-9 % the 50-digit sinking-fund
    // factor is off by ~4e-38 relative (12.0000…48), which rounded up alone gives 12.01.
    expect(result(ID, { goal: 12, ratePct: 1e-9, years: 1 / 12 })).toMatchObject({ months: 1, paymentRounded: 12 });
  });

  it('reports the formula it used: the sinking fund, or the interest-free split', () => {
    expect(ok(ID, { goal: 10000, ratePct: 5, years: 5 }).formula?.id).toBe('savings-goal.payment');
    expect(ok(ID, { goal: 1200, ratePct: 0, years: 1 }).formula?.id).toBe('savings-goal.payment.zero-rate');
  });

  it('overflowing savings name years even when the amount saved is the largest input', () => {
    // 1e300 × (1 + 0.5/12)^1200 ≈ 1e300 × 2e21 overflows; the run layer alone would name principal.
    expectRejected(ID, { goal: 1000, ratePct: 50, years: 100, principal: 1e300 }, 'NON_FINITE_RESULT', 'years');
  });

  declaresTheCodesItReturns(ID);

  it.each([
    [{ goal: 0, ratePct: 5, years: 5 }, 'GOAL_MUST_BE_POSITIVE', 'goal'],
    [{ goal: 1000, ratePct: -1, years: 5 }, 'RATE_MUST_BE_NON_NEGATIVE', 'ratePct'],
    [{ goal: 1000, ratePct: 5, years: 0 }, 'TERM_MUST_BE_POSITIVE', 'years'],
    [{ goal: 1000, ratePct: 5, years: 5, principal: -10 }, 'PRINCIPAL_MUST_BE_NON_NEGATIVE', 'principal'],
    [{ goal: 1000, ratePct: 5, years: 0.1 }, 'TERM_NOT_WHOLE_MONTHS', 'years'],
    [{ goal: 1000, ratePct: 5, years: 0.01 }, 'TERM_NOT_WHOLE_MONTHS', 'years'],
    [{ goal: 1000, ratePct: 50, years: 1e6, principal: 1 }, 'NON_FINITE_RESULT', 'years'],
    [{ ratePct: 5, years: 5 }, 'MISSING_REQUIRED_INPUT', 'goal'],
  ])('%o → %s on %s', (inputs, code, field) => {
    expectRejected(ID, inputs, code, field);
  });
});
