// Simple interest: I = P·r·t, with the term in years, months or days and, for
// days, the exact (365-day) or ordinary (360-day, banker's rule) year.
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { ok } from '../core/outcome.ts';
import { canonicalChoices, firstFailure, nonNegative, overflow, positive, resultNumber } from './_lib/checks.ts';
import { centsOf, exactOf, int, ratAdd, ratDiv, ratMul } from './_lib/exact-money.ts';
import { dec, money, num } from './_lib/money.ts';

const TERM_UNITS = ['years', 'months', 'days'] as const;
const DAY_BASES = ['exact', 'ordinary'] as const;
/** Days in the year each basis divides by. */
const DAYS_PER_YEAR: Record<(typeof DAY_BASES)[number], number> = { exact: 365, ordinary: 360 };

const input = z.object({
  principal: z.number(),
  ratePct: z.number(),
  term: z.number(),
  termUnit: z.enum(TERM_UNITS),
  mode: z.optional(z.enum(DAY_BASES)),
});

const output = z.object({
  interest: resultNumber('Simple interest P·r·t, unrounded.'),
  balance: resultNumber('principal + interest (maturity value), unrounded.'),
  principal: resultNumber('The principal, echoed.'),
  years: resultNumber('The term in years, t.'),
  mode: z.enum(DAY_BASES),
  daysPerYear: resultNumber('Days per year of the day-count basis (used when termUnit is days).'),
  interestRounded: resultNumber('interest rounded to the cent.'),
  balanceRounded: resultNumber('balance rounded to the cent.'),
});

const SYNONYMS = {
  termUnit: { year: 'years', y: 'years', yr: 'years', yrs: 'years', month: 'months', m: 'months', mo: 'months', mos: 'months', day: 'days', d: 'days' },
  mode: {
    'actual-365': 'exact',
    'actual/365': 'exact',
    'act/365': 'exact',
    '365': 'exact',
    'actual-360': 'ordinary',
    'actual/360': 'ordinary',
    'act/360': 'ordinary',
    '360': 'ordinary',
    banker: 'ordinary',
    bankers: 'ordinary',
    "banker's": 'ordinary',
    "banker's-rule": 'ordinary',
  },
};

export const engine = defineEngine({
  id: 'simple-interest',
  area: 'finance',
  title: 'Simple interest calculator',
  description:
    'Simple (non-compounding) interest on a principal: interest = principal × rate × time, with the time in years, months or days. For days choose exact interest (365-day year) or ordinary interest (360-day year, the banker\'s rule). Gives the interest and the balance (principal plus interest).',
  keywords: ['simple interest', 'flat interest', 'I = Prt', 'interest on principal', 'ordinary interest', 'exact interest', "banker's rule", 'actual/360', 'actual/365', 'short-term loan interest', 'maturity value'],
  version: '1.0.0',
  page: 'finance',
  input,
  output,
  prepare: canonicalChoices(SYNONYMS, ['termUnit']),
  unit: null,
  errors: ['PRINCIPAL_MUST_BE_POSITIVE', 'RATE_MUST_BE_NON_NEGATIVE', 'TERM_MUST_BE_POSITIVE'],
  warnings: [],
  formula: { id: 'simple-interest.interest', expression: 'I = P × r × t; balance = P + I', label: 'Simple interest' },
  assumptions: [
    'ratePct is the annual rate in percent; interest does not compound: I = P·r·t with t in years (the textbook simple-interest formula, e.g. any business-mathematics text).',
    "Time in years: termUnit years → t = term; months → t = term / 12; days → t = term / 365 in mode exact (the default) or term / 360 in mode ordinary (the banker's rule, as money-market actual/360). The day basis applies only to days; leap years are not counted separately.",
    'balance = principal + interest (the maturity value). Arithmetic in 50-digit decimal; interest and balance are the unrounded values converted to JSON numbers, interestRounded and balanceRounded the same rounded to the cent, halves away from zero, decided on the exact rational P × ratePct × term / (100 × periods per year) (division last), so an interest of exactly a half cent (182.5 at 1 % for 1 day, actual/365: 0.005) rounds up.',
  ],
  ui: {
    fields: {
      principal: { label: 'Principal', unit: 'currency', step: 'any', min: 0 },
      ratePct: { label: 'Annual interest rate', unit: '% per year', step: 'any', min: 0 },
      term: { label: 'Time', unit: 'years / months / days (time unit)', step: 'any', min: 0 },
      termUnit: {
        label: 'Time unit',
        kind: 'select',
        options: [
          { value: 'years', label: 'Years' },
          { value: 'months', label: 'Months' },
          { value: 'days', label: 'Days' },
        ],
      },
      mode: {
        label: 'Day-count basis (for days)',
        kind: 'select',
        options: [
          { value: 'exact', label: 'Exact interest: 365-day year' },
          { value: 'ordinary', label: "Ordinary interest: 360-day year (banker's rule)" },
        ],
      },
    },
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'exact', label: 'Exact (365-day year)', fields: ['principal', 'ratePct', 'term', 'termUnit'] },
          { value: 'ordinary', label: 'Ordinary (360-day year)', fields: ['principal', 'ratePct', 'term', 'termUnit'] },
        ],
      },
    ],
    initial: { principal: 1000, ratePct: 5, term: 2, termUnit: 'years', mode: 'exact' },
    headline: 'interest',
    outputs: {
      interest: { label: 'Interest', unit: 'currency' },
      balance: { label: 'Balance (maturity value)', unit: 'currency' },
      years: { label: 'Time used in the formula (t)', unit: 'years' },
      daysPerYear: { label: 'Days in the year (day-count basis)', unit: 'days' },
      interestRounded: { label: 'Interest, rounded to the cent', unit: 'currency' },
      balanceRounded: { label: 'Balance, rounded to the cent', unit: 'currency' },
    },
  },
  examples: [
    {
      name: '1,000 at 5 % for 2 years',
      inputs: { principal: 1000, ratePct: 5, term: 2, termUnit: 'years' },
      expect: { status: 'success', values: { interest: 100, balance: 1100 } },
      source: 'Exact arithmetic: 1000 × 0.05 × 2 = 100; conformance vector (interest 100, balance 1100).',
    },
    {
      name: '5,000 at 6 % for 9 months',
      inputs: { principal: 5000, ratePct: 6, term: 9, termUnit: 'months' },
      expect: { status: 'success', values: { interest: 225, balance: 5225, years: 0.75 } },
      source: 'Exact arithmetic: 5000 × 0.06 × 9/12 = 225.',
    },
    {
      name: "2,000 at 9 % for 120 days, ordinary interest (banker's rule)",
      inputs: { principal: 2000, ratePct: 9, term: 120, termUnit: 'days', mode: 'ordinary' },
      expect: { status: 'success', values: { interest: 60, balance: 2060, daysPerYear: 360 } },
      source: 'Exact arithmetic: 2000 × 0.09 × 120/360 = 60; formulajs YEARFRAC basis 2 (actual/360) gives t = 1/3 for 120 days.',
    },
    {
      name: '2,000 at 9 % for 120 days, exact interest',
      inputs: { principal: 2000, ratePct: 9, term: 120, termUnit: 'days', mode: 'exact' },
      expect: { status: 'success', values: { interest: 21600 / 365, interestRounded: 59.18 }, rel: 1e-14 },
      source: 'Exact arithmetic: 2000 × 0.09 × 120/365 = 59.178…; formulajs YEARFRAC basis 3 (actual/365).',
    },
    {
      name: 'Zero term',
      inputs: { principal: 1000, ratePct: 5, term: 0, termUnit: 'years' },
      expect: { status: 'error', code: 'TERM_MUST_BE_POSITIVE' },
      source: 'Domain rule: interest needs a time above 0.',
    },
    {
      name: 'Unknown time unit',
      inputs: { principal: 1000, ratePct: 5, term: 2, termUnit: 'weeks' },
      expect: { status: 'error', code: 'INVALID_MODE' },
      source: 'Spec: termUnit is years, months or days.',
    },
  ],
  limitations: ['No compounding (see compound-interest), no calendar dates: give the number of days yourself; leap days are not treated specially.'],
  compute(inp) {
    const bad = firstFailure(
      positive({ field: 'principal', value: inp.principal, what: 'The principal', example: 1000 }),
      nonNegative({ field: 'ratePct', value: inp.ratePct, what: 'The interest rate', example: 5 }),
      positive({ field: 'term', value: inp.term, what: 'The time', example: 2, hint: 'Choose the unit in termUnit (years, months or days).' }),
    );
    if (bad) return bad;
    const mode = inp.mode ?? 'exact';
    const daysPerYear = DAYS_PER_YEAR[mode];
    const perYear = inp.termUnit === 'years' ? 1 : inp.termUnit === 'months' ? 12 : daysPerYear;
    const years = dec(inp.term).div(perYear);
    const principal = dec(inp.principal);
    // P × ratePct × term / (100 × periods per year), division last: 182.5 × 1 % × 1 day / 365 is 0.005 exactly.
    const interest = principal.times(inp.ratePct).times(inp.term).div(100 * perYear);
    const balance = principal.plus(interest);
    const interestExact = ratDiv(ratMul(ratMul(exactOf(inp.principal), exactOf(inp.ratePct)), exactOf(inp.term)), int(100 * perYear));
    const tooBig = overflow(balance, 'principal', 'The balance');
    if (tooBig) return tooBig;
    return ok(
      {
        interest: num(interest),
        balance: num(balance),
        principal: inp.principal,
        years: num(years),
        mode,
        daysPerYear,
        interestRounded: num(centsOf(interestExact)),
        balanceRounded: num(centsOf(ratAdd(exactOf(inp.principal), interestExact))),
      },
      { formatted: `Interest ${money(centsOf(interestExact))}; balance ${money(centsOf(ratAdd(exactOf(inp.principal), interestExact)))}` },
    );
  },
});
