// Monthly payment of a fixed-rate loan (mortgage, car or personal loan).
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { isOutcome, ok } from '../core/outcome.ts';
import { LOAN_ASSUMPTIONS, LOAN_FORMULAS, loan, loanHints, loanInput, loanOutputHints, loanResult, loanResultShape } from './_lib/loan.ts';
import { money } from './_lib/money.ts';
import { drawLoanPayment } from './loan-payment.picture.ts';

export const engine = defineEngine({
  id: 'loan-payment',
  area: 'finance',
  title: 'Loan payment calculator',
  description:
    'Monthly payment of a fixed-rate loan repaid in equal instalments: give the loan amount, the annual interest rate and the term in months; get the payment, the total paid and the total interest.',
  keywords: ['loan payment', 'monthly payment', 'mortgage payment', 'car loan', 'auto loan', 'personal loan', 'instalment', 'installment', 'annuity payment', 'PMT', 'EMI', 'repayment'],
  version: '1.0.0',
  page: 'finance',
  input: loanInput(),
  output: z.object(loanResultShape),
  unit: null,
  errors: ['PRINCIPAL_MUST_BE_POSITIVE', 'RATE_MUST_BE_NON_NEGATIVE', 'TERM_MUST_BE_POSITIVE'],
  warnings: [],
  formula: LOAN_FORMULAS.annuity,
  assumptions: [...LOAN_ASSUMPTIONS, 'The cent-rounded schedule a borrower actually pays, with its totals and the final payment that absorbs the rounding, is in the amortization calculator.'],
  ui: {
    fields: loanHints,
    initial: { principal: 10000, ratePct: 6, termMonths: 12 },
    headline: 'payment',
    outputs: loanOutputHints,
  },
  examples: [
    {
      name: '10,000 at 6 % over 12 months',
      inputs: { principal: 10000, ratePct: 6, termMonths: 12 },
      expect: { status: 'success', values: { payment: 860.6642970708066, totalPaid: 10327.97156484968, totalInterest: 327.9715648496795, paymentRounded: 860.66, monthlyRatePct: 0.5 }, rel: 1e-13 },
      source: 'Exact arithmetic (rationals); formulajs PMT(0.005, 12, 10000) = −860.664297070823; conformance vector 860.6642970708.',
    },
    {
      name: '200,000 mortgage at 6.5 % over 30 years',
      inputs: { principal: 200000, ratePct: 6.5, termMonths: 360 },
      expect: { status: 'success', values: { payment: 1264.1360469859274, paymentRounded: 1264.14, totalInterest: 255088.97691493388 }, rel: 1e-13 },
      source: 'Exact arithmetic (rationals); formulajs PMT(0.065/12, 360, 200000) = −1264.13604698593.',
    },
    {
      name: '100,000 at 10.5 % over 20 years',
      inputs: { principal: 100000, ratePct: 10.5, termMonths: 240 },
      expect: { status: 'success', values: { payment: 998.3798869694951, paymentRounded: 998.38 }, rel: 1e-13 },
      source: 'Microsoft Visual FoxPro reference, PAYMENT() function example: 100,000 at 10.5 % for 20 years of monthly payments displays 998.38; exact arithmetic for the unrounded value.',
    },
    {
      name: 'Interest-free: 12,000 over 24 months',
      inputs: { principal: 12000, ratePct: 0, termMonths: 24 },
      expect: { status: 'success', values: { payment: 500, totalPaid: 12000, totalInterest: 0 } },
      source: 'Exact arithmetic: 12000 / 24 (formulajs PMT(0, 24, 12000) = −500).',
    },
    {
      name: 'Zero-month term',
      inputs: { principal: 10000, ratePct: 6, termMonths: 0 },
      expect: { status: 'error', code: 'TERM_MUST_BE_POSITIVE' },
      source: 'Domain rule: a loan needs at least one payment.',
    },
    {
      name: 'Negative rate',
      inputs: { principal: 10000, ratePct: -1, termMonths: 12 },
      expect: { status: 'error', code: 'RATE_MUST_BE_NON_NEGATIVE' },
      source: 'Domain rule: loan rates are 0 % or more.',
    },
  ],
  limitations: [
    'Monthly payments and monthly rate only (no weekly or bi-weekly schedules, no semi-annual compounding as in Canadian mortgages).',
    'No fees, insurance, taxes, balloon payment or variable rate; the APR entered is used as the nominal rate.',
  ],
  picture: drawLoanPayment,
  compute(inp) {
    const l = loan(inp);
    if (isOutcome(l)) return l;
    return ok(loanResult(l), { formula: l.formula, formatted: `Monthly payment ${money(l.paymentRounded)}` });
  },
});
