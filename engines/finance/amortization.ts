// Amortization schedule of a fixed-rate loan: the level payment, the totals and
// the first 12 months of the cent-rounded schedule (interest, principal, balance).
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { isOutcome, ok, warning } from '../core/outcome.ts';
import { resultNumber } from './_lib/checks.ts';
import { LOAN_ASSUMPTIONS, LOAN_FORMULAS, loan, loanHints, loanInput, loanOutputHints, loanResult, loanResultShape } from './_lib/loan.ts';
import { centSchedule } from './_lib/cent-schedule.ts';
import { money, num } from './_lib/money.ts';
import { drawAmortization } from './amortization.picture.ts';

/** The spec returns the first 12 periods of the schedule. */
const SHOWN_PERIODS = 12;
/** 100 years of monthly payments: the whole schedule is computed for its totals, so the term is bounded (TERM_TOO_LONG, by the input schema). */
const MAX_TERM_MONTHS = 1200;

const row = z.object({
  period: resultNumber('Month number, from 1.'),
  payment: resultNumber('Amount paid this month, to the cent.'),
  interest: resultNumber('Interest part: previous balance × monthly rate, to the cent.'),
  principal: resultNumber('Principal part: payment − interest.'),
  balance: resultNumber('Balance left after this payment.'),
});

const output = z.object({
  ...loanResultShape,
  totalPaidRounded: resultNumber('Sum of all cent-rounded payments of the schedule.'),
  totalInterestRounded: resultNumber('Sum of all cent-rounded interest of the schedule.'),
  finalPayment: resultNumber('The last payment, which absorbs the rounding remainder.'),
  payoffPeriod: resultNumber('Month in which the balance reaches 0 (termMonths unless the rounded payment repays sooner).'),
  schedule: z.array(row).check(z.meta({ description: 'The first 12 months of the cent-rounded schedule.' })),
});

export const engine = defineEngine({
  id: 'amortization',
  area: 'finance',
  title: 'Loan amortization schedule',
  description:
    'Amortization schedule of a fixed-rate loan repaid monthly: the level payment, total paid and total interest, and month by month how much of each payment is interest and how much repays principal, with the remaining balance.',
  keywords: ['amortization', 'amortisation', 'amortization schedule', 'amortization table', 'loan schedule', 'repayment schedule', 'mortgage schedule', 'principal and interest', 'remaining balance', 'payoff'],
  version: '1.0.0',
  page: 'finance',
  input: loanInput(MAX_TERM_MONTHS),
  output,
  unit: null,
  errors: [
    'PRINCIPAL_MUST_BE_POSITIVE',
    'RATE_MUST_BE_NON_NEGATIVE',
    'TERM_MUST_BE_POSITIVE',
    'TERM_TOO_LONG',
  ],
  warnings: ['SCHEDULE_ENDS_EARLY'],
  formula: LOAN_FORMULAS.annuity,
  assumptions: [
    ...LOAN_ASSUMPTIONS,
    'Schedule (what a borrower actually pays): the level payment is paymentRounded; each month the interest is balance × ratePct / 1200 computed exactly (a rational, division last) and then rounded to the cent, halves away from zero (162 × 7 / 1200 = 0.945 → 0.95), principal = payment − interest, balance = previous balance − principal. The month that clears the loan (the last, or an earlier one if the rounded payment would overshoot) pays the remaining balance plus its interest, so the principal column adds up to the principal exactly and the balance ends at exactly 0.',
    'totalPaidRounded and totalInterestRounded are the sums over the whole cent-rounded schedule; they differ from the exact totalPaid and totalInterest by the accumulated rounding, which finalPayment absorbs. The API returns the first 12 months of the schedule; the calculator page shows every month (by year) and offers the whole schedule as a CSV file.',
    `The term is at most ${MAX_TERM_MONTHS} months (100 years), because the whole schedule is computed for its totals.`,
  ],
  ui: {
    fields: loanHints,
    initial: { principal: 10000, ratePct: 6, termMonths: 12 },
    headline: 'payment',
    outputs: {
      ...loanOutputHints,
      totalPaidRounded: { label: 'Total of the payments as billed, in whole cents (the final payment takes up the rounding)', unit: 'currency' },
      totalInterestRounded: { label: 'Total interest as billed, in whole cents', unit: 'currency' },
      finalPayment: { label: 'Final payment', unit: 'currency' },
      payoffPeriod: { label: 'Month the loan is paid off' },
      schedule: { label: 'Schedule of the first 12 months' },
    },
  },
  examples: [
    {
      name: '10,000 at 6 % over 12 months',
      inputs: { principal: 10000, ratePct: 6, termMonths: 12 },
      expect: {
        status: 'success',
        values: {
          payment: 860.6642970708066,
          totalPaid: 10327.97156484968,
          paymentRounded: 860.66,
          'schedule.length': 12,
          'schedule.0.interest': 50,
          'schedule.0.principal': 810.66,
          'schedule.0.balance': 9189.34,
          'schedule.1.interest': 45.95,
          'schedule.11.balance': 0,
          finalPayment: 860.7,
          totalPaidRounded: 10327.96,
          totalInterestRounded: 327.96,
        },
        rel: 1e-13,
      },
      source: 'Decimal arithmetic of the schedule rules, checked by hand for months 1–2 (10000 × 0.005 = 50.00; 9189.34 × 0.005 = 45.9467 → 45.95) and against an independent integer-cents (BigInt) implementation in the test file; payment as formulajs PMT(0.005, 12, 10000) = −860.664297070823; conformance vector for loan-payment.',
    },
    {
      name: '200,000 at 5 % over 30 years: first three months',
      inputs: { principal: 200000, ratePct: 5, termMonths: 360 },
      expect: {
        status: 'success',
        values: {
          paymentRounded: 1073.64,
          'schedule.0.interest': 833.33,
          'schedule.0.principal': 240.31,
          'schedule.0.balance': 199759.69,
          'schedule.1.interest': 832.33,
          'schedule.1.balance': 199518.38,
          'schedule.2.principal': 242.31,
          'schedule.2.balance': 199276.07,
        },
        rel: 1e-13,
      },
      source: 'Chase consumer-education page "Loan amortization" sample schedule (200,000 at 5 % APR for 30 years: payment 1,073.64, rows 1–3), as recorded in the mortgagemath test fixtures.',
    },
    {
      name: 'CFPB sample closing disclosure: 162,000 at 3.875 % over 30 years',
      inputs: { principal: 162000, ratePct: 3.875, termMonths: 360 },
      expect: { status: 'success', values: { paymentRounded: 761.78, 'schedule.0.interest': 523.13 }, rel: 1e-13 },
      source: 'CFPB Closing Disclosure sample H-25(B) (Ficus Bank): monthly principal & interest 761.78; month-1 interest 162000 × 0.03875/12 = 523.125 exactly, which rounds half away from zero to 523.13.',
    },
    {
      name: 'Interest-free: 1,000 over 3 months',
      inputs: { principal: 1000, ratePct: 0, termMonths: 3 },
      expect: { status: 'success', values: { payment: 1000 / 3, paymentRounded: 333.33, finalPayment: 333.34, 'schedule.2.balance': 0, totalPaidRounded: 1000, totalInterest: 0 } },
      source: 'Exact arithmetic: 333.33 + 333.33 + 333.34 = 1000.',
    },
    {
      name: 'Term above 100 years',
      inputs: { principal: 10000, ratePct: 6, termMonths: 1500 },
      expect: { status: 'error', code: 'TERM_TOO_LONG' },
      source: 'Engine limit: schedules are computed for at most 1200 months.',
    },
  ],
  limitations: [
    'Monthly payments only; no extra payments, fees, escrow, balloon or variable rate.',
    'The API returns only the first 12 months of the schedule (the totals cover the whole term); the page shows all of them.',
    'Interest is balance × APR / 12 every month (30/360), not by the actual days in each month.',
  ],
  picture: drawAmortization,
  // Pages show every month; the API keeps the spec's first 12 (the same schedule code either way).
  fullSchedule(inp) {
    const l = loan(inp);
    // Called on validated inputs; a term over the limit (refused by the schema) has no schedule here either.
    if (isOutcome(l) || l.months > MAX_TERM_MONTHS) return null;
    return centSchedule(l.principal, l.monthlyRateExact, l.months, l.paymentRounded, l.months).rows;
  },
  compute(inp) {
    const l = loan(inp);
    if (isOutcome(l)) return l;
    const s = centSchedule(l.principal, l.monthlyRateExact, l.months, l.paymentRounded, SHOWN_PERIODS);
    const warnings =
      s.payoffPeriod < l.months
        ? [
            warning(
              'SCHEDULE_ENDS_EARLY',
              `Rounded up to the cent, the payment ${money(s.paymentRounded)} repays the loan in month ${s.payoffPeriod} instead of ${l.months}.`,
              'The payment is very small; a shorter term or a larger amount gives a schedule that runs the full term.',
            ),
          ]
        : [];
    return ok(
      {
        ...loanResult(l),
        totalPaidRounded: num(s.totalPaid),
        totalInterestRounded: num(s.totalInterest),
        finalPayment: num(s.finalPayment),
        payoffPeriod: s.payoffPeriod,
        schedule: s.rows,
      },
      { formula: l.formula, warnings, formatted: `Monthly payment ${money(l.paymentRounded)}; total interest ${money(l.totalInterest)}` },
    );
  },
});
