// Savings goal: the monthly deposit that, with what is already saved, grows to
// a target amount at a given interest rate.
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { trimZeros } from '../core/numeric.ts';
import { fail, ok, warning } from '../core/outcome.ts';
import { firstFailure, nonNegative, overflow, positive, resultNumber } from './_lib/checks.ts';
import { decideCentsUp, exactGrowth, exactOf, exactRatePerPeriod, exactSinkingDeposit, ratMul, ratSub } from './_lib/exact-money.ts';
import { dec, fromPct, growthFactor, money, num, sinkingFundDeposit } from './_lib/money.ts';
import { drawSavingsGoal } from './savings-goal.picture.ts';

/** A term within this many months (about 3.6 hours) of a whole month counts as whole: years typed as 0.0833 mean 1 month. */
const WHOLE_MONTH_TOLERANCE = 0.005;

const input = z.object({ goal: z.number(), ratePct: z.number(), years: z.number(), principal: z.optional(z.number()) });

const output = z.object({
  payment: resultNumber('Monthly end-of-month deposit that reaches the goal exactly, unrounded (0 when the savings already reach it).'),
  paymentRounded: resultNumber('payment rounded up to the next cent.'),
  months: resultNumber('Number of monthly deposits: 12 × years.'),
  totalDeposits: resultNumber('months × payment.'),
  interestEarned: resultNumber('Interest earned on the savings and deposits by the end.'),
  principalFutureValue: resultNumber('What the amount already saved grows to by the end.'),
  surplus: resultNumber('How far the savings alone exceed the goal (0 when deposits are needed).'),
  goal: resultNumber('The goal, echoed.'),
});

const FORMULAS = {
  deposit: { id: 'savings-goal.payment', expression: 'payment = (goal − P·(1 + i)^n) × i / ((1 + i)^n − 1), i = ratePct / 1200, n = 12 × years', label: 'Monthly deposit to reach a goal (sinking fund)' },
  zeroRate: { id: 'savings-goal.payment.zero-rate', expression: 'payment = (goal − P) / n', label: 'Monthly deposit without interest' },
};

export const engine = defineEngine({
  id: 'savings-goal',
  area: 'finance',
  title: 'Savings goal calculator',
  description:
    'How much to save each month to reach a goal: give the target amount, the annual interest rate, the number of years and what you have already saved; get the monthly deposit, the total you deposit and the interest earned.',
  keywords: ['savings goal', 'savings plan', 'monthly savings', 'how much to save', 'save for a goal', 'sinking fund', 'target savings', 'savings calculator', 'deposit needed', 'reach a goal'],
  version: '1.0.0',
  page: 'finance',
  input,
  output,
  unit: null,
  errors: [
    'GOAL_MUST_BE_POSITIVE',
    'PRINCIPAL_MUST_BE_NON_NEGATIVE',
    'RATE_MUST_BE_NON_NEGATIVE',
    'TERM_MUST_BE_POSITIVE',
    'TERM_NOT_WHOLE_MONTHS',
  ],
  warnings: ['GOAL_ALREADY_REACHED'],
  formula: FORMULAS.deposit,
  assumptions: [
    'Monthly deposits at the end of each month (ordinary annuity); ratePct is the nominal annual rate in percent, compounded monthly at i = ratePct / 1200; n = 12 × years deposits. principal is the amount already saved today (blank means 0) and grows to principalFutureValue = P·(1 + i)^n.',
    'payment = (goal − P·(1 + i)^n) × i / ((1 + i)^n − 1), the sinking-fund deposit (Excel −PMT(i, n, −P, goal)); with i = 0 it is (goal − P) / n. When the savings already reach the goal, payment is 0 and surplus says by how much the goal is exceeded.',
    'Arithmetic in 50-digit decimal; payment, totalDeposits = n × payment and interestEarned = goal − P − totalDeposits are unrounded values converted to JSON numbers. paymentRounded is the payment rounded UP to the next cent, so depositing it reaches the goal; whether the payment is already a whole number of cents is decided on the exact rational (goal − P·(1 + i)^n)·i / ((1 + i)^n − 1), i = ratePct/1200, not on its 50-digit approximation (beyond about 250,000 bits of exact value the 50-digit value, cut to 40 digits, decides).',
    'years must give a whole number of months (e.g. 2.5 years = 30 months), to within 0.005 month so that 0.0833 years counts as 1 month.',
  ],
  ui: {
    fields: {
      goal: { label: 'Savings goal', unit: 'currency', step: 'any', min: 0 },
      ratePct: { label: 'Annual interest rate (nominal)', unit: '% per year', step: 'any', min: 0, help: 'Compounded monthly.' },
      years: { label: 'Time to reach the goal', unit: 'years', step: 'any', min: 0 },
      principal: { label: 'Already saved (optional)', unit: 'currency', step: 'any', min: 0 },
    },
    initial: { goal: 10000, ratePct: 5, years: 5, principal: 0 },
    headline: 'payment',
    outputs: {
      payment: { label: 'Monthly deposit', unit: 'currency' },
      paymentRounded: { label: 'Monthly deposit, rounded up to the cent', unit: 'currency' },
      months: { label: 'Number of monthly deposits' },
      totalDeposits: { label: 'Total deposited', unit: 'currency' },
      interestEarned: { label: 'Interest earned', unit: 'currency' },
      principalFutureValue: { label: 'Future value of the amount already saved', unit: 'currency' },
      surplus: { label: 'Surplus of the savings over the goal', unit: 'currency' },
    },
  },
  examples: [
    {
      name: '10,000 in 5 years at 5 %, starting from 0',
      inputs: { goal: 10000, ratePct: 5, years: 5, principal: 0 },
      expect: { status: 'success', values: { payment: 147.04566977344265, paymentRounded: 147.05, months: 60, totalDeposits: 8822.74018640656, interestEarned: 1177.2598135934402 }, rel: 1e-13 },
      source: 'Exact arithmetic (rationals); formulajs −PMT(0.05/12, 60, 0, 10000) = 147.045669773443.',
    },
    {
      name: '20,000 in 3 years at 4 % with 5,000 already saved',
      inputs: { goal: 20000, ratePct: 4, years: 3, principal: 5000 },
      expect: { status: 'success', values: { payment: 376.1931084359886, principalFutureValue: 5636.359372589556, paymentRounded: 376.2 }, rel: 1e-13 },
      source: 'Exact arithmetic (rationals); formulajs −PMT(0.04/12, 36, −5000, 20000).',
    },
    {
      name: 'No interest: 12,000 in 2 years',
      inputs: { goal: 12000, ratePct: 0, years: 2 },
      expect: { status: 'success', values: { payment: 500, totalDeposits: 12000, interestEarned: 0 } },
      source: 'Exact arithmetic: 12000 / 24.',
    },
    {
      name: 'Goal already reached by the savings',
      inputs: { goal: 1000, ratePct: 3, years: 1, principal: 2000 },
      expect: { status: 'success', code: 'GOAL_ALREADY_REACHED', values: { payment: 0 } },
      source: 'The existing savings exceed the goal without deposits.',
    },
    {
      name: 'A term that is not a whole number of months',
      inputs: { goal: 1000, ratePct: 3, years: 0.1 },
      expect: { status: 'error', code: 'TERM_NOT_WHOLE_MONTHS' },
      source: 'Domain rule: deposits are monthly, 0.1 years is 1.2 months.',
    },
  ],
  limitations: ['Monthly end-of-month deposits only (no deposits at the start of the month, no yearly deposits), fixed rate, no tax or inflation.'],
  picture: drawSavingsGoal,
  compute(inp) {
    const principalInput = inp.principal ?? 0;
    const bad = firstFailure(
      positive({ field: 'goal', value: inp.goal, what: 'The savings goal', example: 10000 }),
      nonNegative({ field: 'ratePct', value: inp.ratePct, what: 'The interest rate', example: 5, hint: 'Use 0 for savings without interest.' }),
      positive({ field: 'years', value: inp.years, what: 'The time to reach the goal', example: 5 }),
      nonNegative({ field: 'principal', value: principalInput, what: 'The amount already saved', example: 0 }),
    );
    if (bad) return bad;
    const exactMonths = dec(inp.years).times(12);
    const months = exactMonths.round();
    const nearest = Math.max(1, months.toNumber());
    if (months.lt(1) || exactMonths.minus(months).abs().gt(WHOLE_MONTH_TOLERANCE)) {
      return fail(
        'TERM_NOT_WHOLE_MONTHS',
        'years',
        `${inp.years} years is ${exactMonths.toSignificantDigits(6).toString()} months; deposits are monthly, so the time must be a whole number of months (at least 1).`,
        `Give years as whole months ÷ 12, e.g. ${trimZeros((nearest / 12).toFixed(4))} for ${nearest} month${nearest > 1 ? 's' : ''}.`,
      );
    }
    const n = months.toNumber();
    const i = fromPct(inp.ratePct).div(12);
    const principal = dec(principalInput);
    const goal = dec(inp.goal);
    // Nothing saved stays nothing (0 × an overflowing growth factor would be NaN).
    const principalFutureValue = principal.isZero() ? principal : principal.times(growthFactor(i, n));
    const tooBig = overflow(principalFutureValue, 'years', 'The future value of the savings');
    if (tooBig) return tooBig;
    const formula = i.isZero() ? FORMULAS.zeroRate : FORMULAS.deposit;
    const remaining = goal.minus(principalFutureValue);

    if (remaining.lte(0)) {
      const surplus = remaining.neg();
      return ok(
        {
          payment: 0,
          paymentRounded: 0,
          months: n,
          totalDeposits: 0,
          interestEarned: num(principalFutureValue.minus(principal)),
          principalFutureValue: num(principalFutureValue),
          surplus: num(surplus),
          goal: inp.goal,
        },
        {
          formula,
          formatted: 'No deposits needed',
          warnings: [warning('GOAL_ALREADY_REACHED', `What is already saved grows to ${money(principalFutureValue)}, ${money(surplus)} above the goal, without further deposits.`, 'Raise the goal or shorten the time to plan deposits.', 'info')],
        },
      );
    }
    const payment = sinkingFundDeposit(remaining, i, n);
    // Without interest the deposits are exactly what is missing (n × (x / n) would leave a 1e-47 remainder).
    const totalDeposits = i.isZero() ? remaining : payment.times(n);
    // Rounded up from the exact deposit, so an exact 300.00 stays 300.00 and 300.000…01 becomes 300.01.
    const paymentRounded = decideCentsUp(payment, () => {
      const iExact = exactRatePerPeriod(inp.ratePct, 12);
      const growth = exactGrowth(iExact, n);
      return growth && exactSinkingDeposit(ratSub(exactOf(inp.goal), ratMul(exactOf(principalInput), growth)), iExact, n);
    });
    return ok(
      {
        payment: num(payment),
        paymentRounded: num(paymentRounded),
        months: n,
        totalDeposits: num(totalDeposits),
        interestEarned: num(goal.minus(principal).minus(totalDeposits)),
        principalFutureValue: num(principalFutureValue),
        surplus: 0,
        goal: inp.goal,
      },
      { formula, formatted: `Save ${money(paymentRounded)} a month` },
    );
  },
});
