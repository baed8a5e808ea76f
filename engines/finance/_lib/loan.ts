// The fixed-rate, level-payment loan shared by loan-payment and amortization:
// same inputs (principal, ratePct, termMonths), same checks, same exact payment.
import type { Decimal } from 'decimal.js';
import * as z from 'zod/mini';
import type { FieldHint, Formula, Outcome, OutputHint } from '../../core/contract.ts';
import { wholeNumber } from '../../core/whole-number.ts';
import { firstFailure, nonNegative, overflow, positive, resultNumber } from './checks.ts';
import { type Rational, decideCents, exactLevelPayment, exactOf, exactRatePerPeriod } from './exact-money.ts';
import { dec, fromPct, levelPayment, num, toPct } from './money.ts';

/**
 * The inputs of a loan whose term is at most maxMonths (amortization computes the whole
 * schedule, so it bounds the term; the payment alone has no upper bound but the safe
 * integers: it tends to principal × monthly rate as the term grows, and is computed as fast).
 * A term is a whole number of months ≥ 1: 1e-20 months used to answer a payment of 1e23.
 * Refusing a fractional or tiny term changes no answer a client could rely on, so the
 * calculation versions stay as they are.
 */
export const loanInput = (maxMonths?: number) =>
  z.object({
    principal: z.number(),
    ratePct: z.number(),
    termMonths: wholeNumber({ min: 1, example: 360, below: 'TERM_MUST_BE_POSITIVE', ...(maxMonths ? { max: maxMonths, above: 'TERM_TOO_LONG' as const } : {}) }),
  });
export type LoanInput = z.output<ReturnType<typeof loanInput>>;

export const loanHints: Record<keyof LoanInput, FieldHint> = {
  principal: { label: 'Loan amount', unit: 'currency', step: 'any', min: 0 },
  ratePct: { label: 'Annual interest rate (APR, nominal)', unit: '% per year', step: 'any', min: 0, help: 'Charged monthly at one twelfth of the annual rate.' },
  termMonths: { label: 'Term', unit: 'months', kind: 'integer', min: 1, help: '12 months per year: a 30-year mortgage is 360 months.', units: [{ value: 'months', label: 'months', factor: 1 }, { value: 'years', label: 'years', factor: 12 }] },
};

export const LOAN_FORMULAS = {
  annuity: { id: 'loan.payment', expression: 'payment = P × i / (1 − (1 + i)^−n), i = ratePct / 1200; totalPaid = n × payment', label: 'Level monthly payment of a fixed-rate loan' },
  zeroRate: { id: 'loan.payment.zero-rate', expression: 'payment = P / n; totalPaid = P', label: 'Interest-free loan: principal split evenly' },
} satisfies Record<string, Formula>;

export const LOAN_ASSUMPTIONS = [
  'ratePct is the nominal annual rate (APR) in percent, charged monthly: the monthly rate is i = ratePct / 1200. Payments are made at the end of each month (ordinary annuity), as in Excel PMT with type 0.',
  'payment = P·i / (1 − (1 + i)^−n), the standard level-payment (annuity) formula (e.g. Brealey, Myers & Allen, Principles of Corporate Finance, ch. 2); with i = 0 the payment is P / n.',
  'Arithmetic in 50-digit decimal. payment, totalPaid = n × payment and totalInterest = totalPaid − principal are the exact, unrounded values converted to JSON numbers; paymentRounded is the payment rounded to the cent (halves away from zero), the amount a lender would bill; a payment that is exactly a half cent is recognised on the exact rational value P·i·(1 + i)^n / ((1 + i)^n − 1) with i = ratePct/1200, not on its 50-digit approximation (for a term too long to raise 1 + i to exactly, the payment is P·i plus a positive remainder P·i / ((1 + i)^n − 1); when that remainder cannot reach the next rounding boundary the payment is rounded as the exact P·i, otherwise the 50-digit value decides).',
];

export interface Loan {
  principal: Decimal;
  monthlyRate: Decimal;
  /** ratePct / 1200 exactly: the schedule's interest is rounded from this, not from the 50-digit monthlyRate. */
  monthlyRateExact: Rational;
  months: number;
  payment: Decimal;
  /** The payment to the cent, halves away from zero, decided on the exact payment. */
  paymentRounded: Decimal;
  totalPaid: Decimal;
  totalInterest: Decimal;
  formula: Formula;
}

/** The loan's exact payment and totals, or the error that stops them. */
export function loan(inp: LoanInput): Loan | Outcome<never> {
  const bad = firstFailure(
    positive({ field: 'principal', value: inp.principal, what: 'The loan amount', example: 10000 }),
    nonNegative({ field: 'ratePct', value: inp.ratePct, what: 'The interest rate', example: 6, hint: 'Use 0 for an interest-free loan.' }),
  );
  // termMonths is a whole number ≥ 1 (and ≤ the engine's maximum) here: the input layer checked it (loanInput).
  if (bad) return bad;
  const principal = dec(inp.principal);
  const monthlyRate = fromPct(inp.ratePct).div(12);
  const monthlyRateExact = exactRatePerPeriod(inp.ratePct, 12);
  const payment = levelPayment(principal, monthlyRate, inp.termMonths);
  const paymentRounded = decideCents(payment, () => exactLevelPayment(exactOf(inp.principal), monthlyRateExact, inp.termMonths));
  // Interest-free: n × (P / n) would leave a 1e-47 remainder from the 50-digit division.
  const totalPaid = monthlyRate.isZero() ? principal : payment.times(inp.termMonths);
  const tooBig = firstFailure(overflow(totalPaid, 'principal', 'The total paid'));
  if (tooBig) return tooBig;
  return {
    principal,
    monthlyRate,
    monthlyRateExact,
    months: inp.termMonths,
    payment,
    paymentRounded,
    totalPaid,
    totalInterest: totalPaid.minus(principal),
    formula: monthlyRate.isZero() ? LOAN_FORMULAS.zeroRate : LOAN_FORMULAS.annuity,
  };
}

/** The result fields both loan engines report. */
export const loanResult = (l: Loan) => ({
  payment: num(l.payment),
  totalPaid: num(l.totalPaid),
  totalInterest: num(l.totalInterest),
  paymentRounded: num(l.paymentRounded),
  monthlyRatePct: num(toPct(l.monthlyRate)),
  termMonths: l.months,
  principal: num(l.principal),
});

export const loanResultShape = {
  payment: resultNumber('Level monthly payment, exact (unrounded).'),
  totalPaid: resultNumber('termMonths × payment, exact.'),
  totalInterest: resultNumber('totalPaid − principal, exact.'),
  paymentRounded: resultNumber('payment rounded to the cent (the amount billed).'),
  monthlyRatePct: resultNumber('Monthly rate, %: ratePct / 12.'),
  termMonths: resultNumber('Number of monthly payments, echoed.'),
  principal: resultNumber('Loan amount, echoed.'),
};

// One set of result labels for loanResultShape, shared by loan-payment and amortization (termMonths and principal take the input hints).
export const loanOutputHints: Record<string, OutputHint> = {
  payment: { label: 'Monthly payment', unit: 'currency' },
  totalPaid: { label: 'Total paid', unit: 'currency' },
  totalInterest: { label: 'Total interest', unit: 'currency' },
  paymentRounded: { label: 'Monthly payment, rounded to the cent', unit: 'currency' },
  monthlyRatePct: { label: 'Monthly interest rate', unit: '% per month' },
};
