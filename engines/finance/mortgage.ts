// Mortgage with taxes and insurance: the principal-and-interest payment of a fixed-rate
// home loan plus property tax, homeowner's insurance, private mortgage insurance (PMI,
// until the balance reaches 78 % of the original value) and HOA dues; an extra monthly
// payment shortens the cent-rounded schedule, with the payoff month and the interest saved.
import * as z from 'zod/mini';
import { defineEngine, type ScheduleRow } from '../core/contract.ts';
import { fail, isOutcome, ok, warning } from '../core/outcome.ts';
import { wholeNumber } from '../core/whole-number.ts';
import { type OneTimePayment, centSchedule } from './_lib/cent-schedule.ts';
import { firstFailure, nonNegative, positive, resultNumber } from './_lib/checks.ts';
import { rationalToNumber } from '../core/exact-rational.ts';
import { type Rational, centsOf, exactOf, int, ratDiv, ratMul, ratSub } from './_lib/exact-money.ts';
import { LOAN_ASSUMPTIONS, loan, type Loan } from './_lib/loan.ts';
import { dec, money, num } from './_lib/money.ts';

/** 100 years of monthly payments, as amortization: the whole schedule is computed twice (with and without the extra payment). */
const MAX_TERM_MONTHS = 1200;
/** The API returns the first 12 months, as amortization does; pages show every month. */
const SHOWN_PERIODS = 12;
/** PMI ends when the balance reaches 78 % of the original value (Homeowners Protection Act of 1998, 12 U.S.C. 4902(b)). */
const PMI_END_LTV_PCT = 78n;
const START_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

const input = z.object({
  homePrice: z.number(),
  downPayment: z._default(z.number(), 0),
  ratePct: z.number(),
  termMonths: wholeNumber({ min: 1, max: MAX_TERM_MONTHS, example: 360, below: 'TERM_MUST_BE_POSITIVE', above: 'TERM_TOO_LONG' }),
  propertyTax: z._default(z.number(), 0),
  insurance: z._default(z.number(), 0),
  pmiPct: z._default(z.number(), 0),
  hoa: z._default(z.number(), 0),
  extraMonthly: z._default(z.number(), 0),
  lumpSum: z._default(z.number(), 0),
  lumpSumMonth: z.optional(wholeNumber({ min: 1, max: MAX_TERM_MONTHS, example: 12 })),
  startMonth: z.optional(z.string()),
});
type Input = z.output<typeof input>;

const row = z.object({
  period: resultNumber('Month number, from 1.'),
  payment: resultNumber('Principal and interest paid this month, the extra payment included, to the cent.'),
  interest: resultNumber('Interest part: previous balance × monthly rate, to the cent.'),
  principal: resultNumber('Principal part: payment − interest.'),
  balance: resultNumber('Balance left after this payment.'),
});

const output = z.object({
  loanAmount: resultNumber('homePrice − downPayment.'),
  downPaymentPct: resultNumber('downPayment / homePrice, %.'),
  loanToValuePct: resultNumber('loanAmount / homePrice at the start, %.'),
  payment: resultNumber('Level principal-and-interest payment, exact (unrounded).'),
  paymentRounded: resultNumber('Principal and interest to the cent (the amount billed).'),
  monthlyTax: resultNumber('propertyTax / 12 to the cent.'),
  monthlyInsurance: resultNumber('insurance / 12 to the cent.'),
  monthlyPmi: resultNumber('loanAmount × pmiPct / 1200 to the cent, while PMI is charged.'),
  hoa: resultNumber('HOA dues per month, echoed.'),
  extraMonthly: resultNumber('Extra principal paid every month, echoed.'),
  monthlyTotal: resultNumber('First month: principal and interest + tax + insurance + PMI + HOA + extra (without a one-time payment).'),
  monthlyTotalAfterPmi: resultNumber('The same once PMI has ended.'),
  pmiMonths: resultNumber('Months PMI is charged: until the balance reaches 78 % of the home price.'),
  pmiTotal: resultNumber('PMI paid in all.'),
  payoffMonths: resultNumber('Months until the loan is repaid, with the extra payments.'),
  payoffMonthsWithoutExtra: resultNumber('Months until the loan is repaid without any extra payment.'),
  monthsSaved: resultNumber('payoffMonthsWithoutExtra − payoffMonths.'),
  payoffDate: z.optional(z.string().check(z.meta({ description: 'Month of the last payment (YYYY-MM), when startMonth is given.' }))),
  totalInterest: resultNumber('Interest paid over the cent-rounded schedule, with the extra payments.'),
  totalInterestWithoutExtra: resultNumber('Interest over the schedule without any extra payment.'),
  interestSaved: resultNumber('totalInterestWithoutExtra − totalInterest.'),
  totalCost: resultNumber('Everything paid until payoff: principal, interest, tax, insurance, PMI and HOA.'),
  finalPayment: resultNumber('The last principal-and-interest payment, which clears the balance.'),
  schedule: z.array(row).check(z.meta({ description: 'The first 12 months of the cent-rounded schedule with the extra payments.' })),
});

const currencyPerYear = 'currency per year';
const currencyPerMonth = 'currency per month';

/** The validated mortgage, or the error that stops it. */
interface Mortgage {
  price: Rational;
  loanAmount: Rational;
  l: Loan;
  extra: Rational;
  once?: OneTimePayment;
}

function mortgageOf(inp: Input): Mortgage | ReturnType<typeof fail> {
  const bad = firstFailure(
    positive({ field: 'homePrice', value: inp.homePrice, what: 'The home price', example: 400000 }),
    nonNegative({ field: 'downPayment', value: inp.downPayment, what: 'The down payment', example: 80000, hint: 'Use 0 for no down payment.' }),
    nonNegative({ field: 'ratePct', value: inp.ratePct, what: 'The interest rate', example: 6.5, hint: 'Use 0 for an interest-free loan.' }),
    nonNegative({ field: 'propertyTax', value: inp.propertyTax, what: 'The yearly property tax', example: 4800 }),
    nonNegative({ field: 'insurance', value: inp.insurance, what: "The yearly homeowner's insurance", example: 1500 }),
    nonNegative({ field: 'pmiPct', value: inp.pmiPct, what: 'The PMI rate', example: 0.5, hint: 'Yearly premium in % of the loan amount; 0 when there is no PMI.' }),
    nonNegative({ field: 'hoa', value: inp.hoa, what: 'The monthly HOA dues', example: 150 }),
    nonNegative({ field: 'extraMonthly', value: inp.extraMonthly, what: 'The extra monthly payment', example: 200 }),
    nonNegative({ field: 'lumpSum', value: inp.lumpSum, what: 'The one-time extra payment', example: 10000 }),
  );
  if (bad) return bad;
  if (!(inp.downPayment < inp.homePrice)) {
    return fail('DOWN_PAYMENT_MUST_BE_BELOW_PRICE', 'downPayment', `A down payment of ${inp.downPayment} covers the whole home price ${inp.homePrice}: there is nothing to borrow.`, `Give a down payment below ${inp.homePrice}, e.g. 20 % of it (${inp.homePrice * 0.2}).`);
  }
  if (inp.lumpSum > 0 && inp.lumpSumMonth === undefined) {
    return fail('MISSING_REQUIRED_INPUT', 'lumpSumMonth', `A one-time payment of ${inp.lumpSum} needs the month it is paid in.`, 'Give lumpSumMonth, the payment number it is added to (1 is the first month), e.g. 12.');
  }
  if (inp.startMonth !== undefined && !START_MONTH.test(inp.startMonth.trim())) {
    return fail('INVALID_INPUT', 'startMonth', `startMonth '${inp.startMonth.slice(0, 20)}' is not a month written YYYY-MM.`, 'Give the month of the first payment as YYYY-MM, e.g. 2027-01, or leave it out.');
  }
  const price = exactOf(inp.homePrice);
  // The loan as the nearest double (the exact difference for every amount with up to 15 digits), read back exactly.
  const l = loan({ principal: rationalToNumber(ratSub(price, exactOf(inp.downPayment))), ratePct: inp.ratePct, termMonths: inp.termMonths });
  if (isOutcome(l)) return l;
  const once = inp.lumpSum > 0 && inp.lumpSumMonth !== undefined ? { period: inp.lumpSumMonth, amount: dec(inp.lumpSum) } : undefined;
  return { price, loanAmount: exactOf(l.principal), l, extra: exactOf(inp.extraMonthly), ...(once ? { once } : {}) };
}

/** The cent schedule paying paymentRounded + extra every month, and the one-time payment in its month (both shorten it). */
const scheduleOf = (m: Mortgage, keep: number) => centSchedule(m.l.principal, m.l.monthlyRateExact, m.l.months, m.l.paymentRounded.plus(dec(m.extra.n.toString()).div(m.extra.d.toString())), keep, m.once);

/** "2027-01" + k months. */
function monthAfter(start: string, k: number): string {
  const [, y, mo] = START_MONTH.exec(start.trim())!;
  const index = Number(y) * 12 + (Number(mo) - 1) + k;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Months whose opening balance is above 78 % of the home price (PMI is charged in them). */
function pmiMonthsOf(rows: ScheduleRow[], loanAmount: Rational, price: Rational): number {
  const limit = ratMul(price, { n: PMI_END_LTV_PCT, d: 100n });
  const limitNumber = rationalToNumber(limit);
  const exactlyAbove = (b: Rational) => b.n * limit.d > limit.n * b.d;
  // A balance (the double of an exact cent amount) clearly apart from the limit is decided as a double; near it, exactly.
  const above = (b: number) => (b > limitNumber * (1 + 1e-9) ? true : b < limitNumber * (1 - 1e-9) ? false : exactlyAbove(exactOf(b)));
  let months = 0;
  if (!exactlyAbove(loanAmount)) return 0;
  for (const r of rows) {
    months++;
    if (!above(r.balance)) break;
  }
  return months;
}

export const engine = defineEngine({
  id: 'mortgage',
  area: 'finance',
  title: 'Mortgage calculator with taxes, insurance, PMI and HOA',
  description:
    "Monthly mortgage payment with everything a homeowner pays: principal and interest of a fixed-rate loan, property tax, homeowner's insurance, PMI until the loan reaches 78 % of the home's value, and HOA dues; with extra monthly or one-time payments, the payoff month and the interest saved, and the month-by-month schedule.",
  keywords: [
    'mortgage',
    'mortgage calculator',
    'mortgage with taxes and insurance',
    'PITI',
    'property tax',
    'homeowners insurance',
    'home insurance',
    'PMI',
    'private mortgage insurance',
    'HOA',
    'escrow',
    'down payment',
    'extra payment',
    'extra principal',
    'pay off mortgage early',
    'interest saved',
    'lump sum',
    'one-time payment',
    'house payment',
    'home loan',
  ],
  version: '1.0.0',
  page: 'finance',
  input,
  output,
  inputAliases: { price: 'homePrice', down: 'downPayment', extra: 'extraMonthly', hoaMonthly: 'hoa', propertyTaxYearly: 'propertyTax', insuranceYearly: 'insurance' },
  unit: null,
  errors: [
    'DOWN_PAYMENT_MUST_BE_BELOW_PRICE',
    'DOWN_PAYMENT_MUST_BE_NON_NEGATIVE',
    'EXTRA_MONTHLY_MUST_BE_NON_NEGATIVE',
    'HOA_MUST_BE_NON_NEGATIVE',
    'HOME_PRICE_MUST_BE_POSITIVE',
    'INSURANCE_MUST_BE_NON_NEGATIVE',
    'LUMP_SUM_MUST_BE_NON_NEGATIVE',
    'PMI_MUST_BE_NON_NEGATIVE',
    'PROPERTY_TAX_MUST_BE_NON_NEGATIVE',
    'RATE_MUST_BE_NON_NEGATIVE',
    'TERM_MUST_BE_POSITIVE',
    'TERM_TOO_LONG',
  ],
  warnings: ['INPUT_NOT_USED'],
  formula: {
    id: 'mortgage.piti',
    expression: 'monthly total = P&I + propertyTax/12 + insurance/12 + PMI + HOA + extra;  P&I = L·i/(1 − (1 + i)^−n), L = homePrice − downPayment, i = ratePct/1200;  PMI = L·pmiPct/1200 while balance > 78 % × homePrice',
    label: 'Monthly mortgage payment with taxes, insurance, PMI and HOA (PITI)',
  },
  assumptions: [
    ...LOAN_ASSUMPTIONS,
    'The loan is homePrice − downPayment. Property tax and homeowner\'s insurance are yearly amounts paid monthly (one twelfth, to the cent, halves away from zero), as a lender\'s escrow collects them; HOA dues are monthly. They are taken as constant over the loan.',
    'PMI: pmiPct is the yearly premium in % of the original loan amount, charged monthly (loanAmount × pmiPct / 1200, to the cent), in every month that opens with a balance above 78 % of the home price (the original value). The Homeowners Protection Act of 1998 (12 U.S.C. 4902) ends borrower-paid PMI automatically when the balance is first scheduled to reach 78 % of the original value; here the actual balance is used, so an extra payment ends PMI sooner (under the Act the borrower may ask for cancellation at 80 %; this is not modelled). A loan that starts at or below 78 % pays no PMI.',
    'Extra payments: extraMonthly is added to every principal-and-interest payment from the first month, and lumpSum once to the payment of month lumpSumMonth (1 is the first payment; a month after the loan is repaid is not used, warning INPUT_NOT_USED); both repay principal; the cent-rounded schedule is the amortization calculator\'s (interest each month = balance × ratePct/1200 exactly, rounded to the cent; the month that clears the loan pays the remaining balance plus its interest). payoffMonths, totalInterest and interestSaved compare that schedule with the same one without any extra payment.',
    'monthlyTotal is the first month\'s regular outlay (with PMI if it is charged then, without a one-time payment); monthlyTotalAfterPmi the outlay once PMI has ended. totalCost adds principal, interest, tax, insurance, PMI and HOA over the months until payoff (taxes, insurance and HOA go on after it, and are not counted then). payoffDate is the month of the last payment when startMonth (the month of the first payment, YYYY-MM) is given.',
    `The term is at most ${MAX_TERM_MONTHS} months (100 years).`,
  ],
  ui: {
    fields: {
      homePrice: { label: 'Home price', unit: 'currency', step: 'any', min: 0 },
      downPayment: { label: 'Down payment', unit: 'currency', step: 'any', min: 0 },
      ratePct: { label: 'Interest rate (APR, nominal)', unit: '% per year', step: 'any', min: 0 },
      termMonths: { label: 'Loan term', unit: 'months', kind: 'integer', min: 1, max: MAX_TERM_MONTHS, help: '360 months is 30 years.', units: [{ value: 'months', label: 'months', factor: 1 }, { value: 'years', label: 'years', factor: 12 }] },
      propertyTax: { label: 'Property tax', unit: currencyPerYear, step: 'any', min: 0 },
      insurance: { label: "Homeowner's insurance", unit: currencyPerYear, step: 'any', min: 0 },
      pmiPct: { label: 'PMI, yearly, of the loan amount', unit: '% per year', step: 'any', min: 0, help: 'Usually 0.3–1.5 % when the down payment is below 20 %; ends at 78 % loan-to-value.' },
      hoa: { label: 'HOA dues per month', unit: currencyPerMonth, step: 'any', min: 0 },
      extraMonthly: { label: 'Extra payment per month', unit: currencyPerMonth, step: 'any', min: 0 },
      lumpSum: { label: 'One-time extra payment', unit: 'currency', step: 'any', min: 0 },
      lumpSumMonth: { label: 'Month of the one-time payment', kind: 'integer', min: 1, max: MAX_TERM_MONTHS, help: '1 is the first payment; 12 the last of the first year.' },
      startMonth: { label: 'First payment month (YYYY-MM)', kind: 'text', placeholder: '2027-01' },
    },
    initial: { homePrice: 400000, downPayment: 40000, ratePct: 6.5, termMonths: 360, propertyTax: 4800, insurance: 1500, pmiPct: 0.5, hoa: 0, extraMonthly: 200 },
    headline: 'monthlyTotal',
    outputs: {
      loanAmount: { label: 'Loan amount', unit: 'currency' },
      downPaymentPct: { label: 'Down payment', unit: '%' },
      loanToValuePct: { label: 'Loan-to-value at the start', unit: '%' },
      payment: { label: 'Principal and interest, exact', unit: 'currency' },
      paymentRounded: { label: 'Principal and interest', unit: 'currency' },
      monthlyTax: { label: 'Property tax per month', unit: 'currency' },
      monthlyInsurance: { label: 'Insurance per month', unit: 'currency' },
      monthlyPmi: { label: 'PMI per month', unit: 'currency' },
      hoa: { label: 'HOA dues per month', unit: 'currency' },
      extraMonthly: { label: 'Extra payment per month', unit: 'currency' },
      monthlyTotal: { label: 'Monthly total', unit: 'currency' },
      monthlyTotalAfterPmi: { label: 'Monthly total once PMI ends', unit: 'currency' },
      pmiMonths: { label: 'Months of PMI', unit: 'months' },
      pmiTotal: { label: 'PMI paid in all', unit: 'currency' },
      payoffMonths: { label: 'Paid off after', unit: 'months' },
      payoffMonthsWithoutExtra: { label: 'Paid off without the extra payment after', unit: 'months' },
      monthsSaved: { label: 'Months saved by the extra payment', unit: 'months' },
      payoffDate: { label: 'Last payment (month)' },
      totalInterest: { label: 'Total interest', unit: 'currency' },
      totalInterestWithoutExtra: { label: 'Total interest without the extra payment', unit: 'currency' },
      interestSaved: { label: 'Interest saved by the extra payment', unit: 'currency' },
      totalCost: { label: 'Total paid until payoff', unit: 'currency' },
      finalPayment: { label: 'Final principal-and-interest payment', unit: 'currency' },
      schedule: { label: 'Schedule of the first 12 months' },
    },
  },
  examples: [
    {
      name: 'CFPB sample Closing Disclosure: 162,000 on a 180,000 home',
      inputs: { homePrice: 180000, downPayment: 18000, ratePct: 3.875, termMonths: 360, propertyTax: 1263.6, insurance: 1209.96, pmiPct: 0.61 },
      expect: { status: 'success', values: { loanAmount: 162000, paymentRounded: 761.78, monthlyTax: 105.3, monthlyInsurance: 100.83, monthlyPmi: 82.35, monthlyTotal: 1050.26 } },
      source: "CFPB Closing Disclosure sample H-25(B) (Ficus Bank, sale price 180,000, loan 162,000 at 3.875 % for 30 years): principal & interest 761.78, mortgage insurance 82.35, estimated escrow 206.13 (property taxes 105.30 and homeowner's insurance 100.83 a month), estimated total monthly payment 1,050.26; PMI rate 82.35 × 12 / 162,000 = 0.61 %.",
    },
    {
      name: '200,000 at 5 % over 30 years with 100 a month extra',
      inputs: { homePrice: 250000, downPayment: 50000, ratePct: 5, termMonths: 360, extraMonthly: 100 },
      expect: { status: 'success', values: { paymentRounded: 1073.64, payoffMonthsWithoutExtra: 360, payoffMonths: 298, 'schedule.0.interest': 833.33, 'schedule.0.principal': 340.31, 'schedule.0.balance': 199659.69, pmiMonths: 0 } },
      source: 'Chase "Loan amortization" sample (200,000 at 5 % for 30 years: payment 1,073.64, month-1 interest 833.33); with 100 more a month the payment is 1,173.64 and formulajs NPER(5/1200, −1173.64, 200000) = 297.74 months, so the 298th payment clears the loan; month-1 principal 1,173.64 − 833.33 = 340.31.',
    },
    {
      name: 'No extra payment, no PMI: the amortization schedule',
      inputs: { homePrice: 12500, downPayment: 2500, ratePct: 6, termMonths: 12 },
      expect: { status: 'success', values: { paymentRounded: 860.66, finalPayment: 860.7, totalInterest: 327.96, interestSaved: 0, monthsSaved: 0, monthlyTotal: 860.66 } },
      source: 'Amortization of 10,000 at 6 % over 12 months (formulajs PMT(0.005, 12, 10000) = −860.66; the cent-rounded schedule ends with 860.70 and 327.96 of interest, as the amortization calculator\'s worked example).',
    },
    {
      name: 'Down payment covering the price',
      inputs: { homePrice: 300000, downPayment: 300000, ratePct: 6, termMonths: 360 },
      expect: { status: 'error', code: 'DOWN_PAYMENT_MUST_BE_BELOW_PRICE' },
      source: 'Domain rule: with nothing borrowed there is no mortgage.',
    },
    {
      name: 'Term above 100 years',
      inputs: { homePrice: 300000, ratePct: 6, termMonths: 1500 },
      expect: { status: 'error', code: 'TERM_TOO_LONG' },
      source: 'Engine limit: schedules are computed for at most 1200 months.',
    },
  ],
  limitations: [
    'Fixed rate, monthly payments; one extra monthly amount and one one-time payment at most; no adjustable rates, bi-weekly payments, points or closing costs.',
    'Taxes, insurance and HOA are constant; PMI is a level yearly percentage of the original loan, ended by the actual balance reaching 78 % of the price (no request at 80 %, no midpoint termination, no FHA mortgage insurance rules).',
    'The API returns the first 12 months of the schedule; the page shows every month and offers it as CSV.',
  ],
  fullSchedule(inp) {
    const m = mortgageOf(inp as Input);
    if (isOutcome(m)) return null;
    return scheduleOf(m, MAX_TERM_MONTHS).rows;
  },
  compute(inp) {
    const m = mortgageOf(inp);
    if (isOutcome(m)) return m;
    const { l, price, loanAmount } = m;
    const withExtra = scheduleOf(m, MAX_TERM_MONTHS);
    const without = m.extra.n === 0n && !m.once ? withExtra : centSchedule(l.principal, l.monthlyRateExact, l.months, l.paymentRounded, 0);
    // A one-time payment after the loan is repaid (or past the term) pays nothing.
    const warnings =
      m.once && m.once.period > withExtra.payoffPeriod
        ? [warning('INPUT_NOT_USED', `The loan is repaid in month ${withExtra.payoffPeriod}, before month ${m.once.period} of the one-time payment, so it is not used.`, `Give lumpSumMonth from 1 to ${withExtra.payoffPeriod}.`)]
        : [];
    const cents = (q: Rational) => num(centsOf(q));
    const monthlyTax = cents(ratDiv(exactOf(inp.propertyTax), int(12)));
    const monthlyInsurance = cents(ratDiv(exactOf(inp.insurance), int(12)));
    const monthlyPmiExact = centsOf(ratDiv(ratMul(loanAmount, exactOf(inp.pmiPct)), int(1200)));
    const pmiMonths = monthlyPmiExact.isZero() ? 0 : pmiMonthsOf(withExtra.rows, loanAmount, price);
    const fixed = dec(monthlyTax).plus(monthlyInsurance).plus(inp.hoa).plus(inp.extraMonthly).plus(l.paymentRounded);
    const pmiTotal = monthlyPmiExact.times(pmiMonths);
    const months = withExtra.payoffPeriod;
    const escrowAndDues = dec(monthlyTax).plus(monthlyInsurance).plus(inp.hoa).times(months);
    const pct = (q: Rational) => rationalToNumber(ratMul(q, int(100))) + 0;
    const result = {
      loanAmount: num(l.principal),
      downPaymentPct: pct(ratDiv(exactOf(inp.downPayment), price)),
      loanToValuePct: pct(ratDiv(loanAmount, price)),
      payment: num(l.payment),
      paymentRounded: num(l.paymentRounded),
      monthlyTax,
      monthlyInsurance,
      monthlyPmi: num(monthlyPmiExact),
      hoa: inp.hoa,
      extraMonthly: inp.extraMonthly,
      monthlyTotal: num(fixed.plus(pmiMonths > 0 ? monthlyPmiExact : 0)),
      monthlyTotalAfterPmi: num(fixed),
      pmiMonths,
      pmiTotal: num(pmiTotal),
      payoffMonths: months,
      payoffMonthsWithoutExtra: without.payoffPeriod,
      monthsSaved: without.payoffPeriod - months,
      ...(inp.startMonth !== undefined ? { payoffDate: monthAfter(inp.startMonth, months - 1) } : {}),
      totalInterest: num(withExtra.totalInterest),
      totalInterestWithoutExtra: num(without.totalInterest),
      interestSaved: num(without.totalInterest.minus(withExtra.totalInterest)),
      totalCost: num(l.principal.plus(withExtra.totalInterest).plus(pmiTotal).plus(escrowAndDues)),
      finalPayment: num(withExtra.finalPayment),
      schedule: withExtra.rows.slice(0, SHOWN_PERIODS),
    };
    return ok(result, {
      warnings,
      formatted: `Monthly total ${money(dec(result.monthlyTotal))}; paid off after ${months} months${result.payoffDate ? ` (${result.payoffDate})` : ''}`,
    });
  },
});
