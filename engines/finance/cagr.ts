// Compound annual growth rate: (end / start)^(1 / years) − 1.
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { ok } from '../core/outcome.ts';
import { firstFailure, nonNegative, overflow, positive, resultNumber } from './_lib/checks.ts';
import { dec, num, percent, toPct } from './_lib/money.ts';

const input = z.object({ startValue: z.number(), endValue: z.number(), years: z.number() });

const output = z.object({
  cagrPct: resultNumber('Compound annual growth rate, % per year.'),
  totalGrowthPct: resultNumber('Growth over the whole period, %: (end / start − 1) × 100.'),
  multiple: resultNumber('endValue / startValue.'),
});

export const engine = defineEngine({
  id: 'cagr',
  area: 'finance',
  title: 'CAGR calculator (compound annual growth rate)',
  description:
    'Compound annual growth rate between a start value and an end value over a number of years: the constant yearly rate that turns the start into the end, with the total growth.',
  keywords: ['CAGR', 'compound annual growth rate', 'annual growth rate', 'annualized return', 'annualised return', 'average annual return', 'growth rate', 'RRI', 'investment growth'],
  version: '1.0.0',
  page: 'finance',
  input,
  output,
  unit: '%',
  errors: ['END_VALUE_MUST_BE_NON_NEGATIVE', 'START_VALUE_MUST_BE_POSITIVE', 'TERM_MUST_BE_POSITIVE'],
  warnings: [],
  formula: { id: 'cagr.pct', expression: 'CAGR = ((end / start)^(1 / years) − 1) × 100', label: 'Compound annual growth rate' },
  assumptions: [
    'CAGR = (endValue / startValue)^(1/years) − 1, the geometric-mean growth rate (as Excel RRI(years, start, end)); years may be fractional. totalGrowthPct = (end / start − 1) × 100; multiple = end / start.',
    'Only the two end points count: deposits or withdrawals in between are not modelled. An end value of 0 gives −100 %.',
    'Arithmetic in 50-digit decimal (the root to 50 significant digits); results are converted to JSON numbers.',
  ],
  ui: {
    fields: {
      startValue: { label: 'Start value', unit: 'currency', step: 'any', min: 0 },
      endValue: { label: 'End value', unit: 'currency', step: 'any', min: 0 },
      years: { label: 'Time', unit: 'years', step: 'any', min: 0 },
    },
    initial: { startValue: 1000, endValue: 2000, years: 5 },
    headline: 'cagrPct',
    outputs: {
      cagrPct: { label: 'Compound annual growth rate', unit: '% per year' },
      totalGrowthPct: { label: 'Total growth over the period', unit: '%' },
      multiple: { label: 'Growth multiple (end / start)' },
    },
  },
  examples: [
    {
      name: 'Doubling in 5 years',
      inputs: { startValue: 1000, endValue: 2000, years: 5 },
      expect: { status: 'success', values: { cagrPct: 14.8698354997035, totalGrowthPct: 100, multiple: 2 }, rel: 1e-13 },
      source: 'Exact: 2^(1/5) − 1 = 0.148698354997035006798…; formulajs RRI(5, 1000, 2000); conformance vector 14.869835499704.',
    },
    {
      name: '10,000 to 19,000 in 3 years',
      inputs: { startValue: 10000, endValue: 19000, years: 3 },
      expect: { status: 'success', values: { cagrPct: 23.85623296301708, totalGrowthPct: 90 }, rel: 1e-13 },
      source: 'Exact: 1.9^(1/3) − 1 = 0.2385623296301708…; formulajs RRI(3, 10000, 19000).',
    },
    {
      name: 'Zero start value',
      inputs: { startValue: 0, endValue: 2000, years: 5 },
      expect: { status: 'error', code: 'START_VALUE_MUST_BE_POSITIVE' },
      source: 'Growth from 0 is undefined (division by zero).',
    },
  ],
  limitations: ['Two values only: no cash flows in between (that needs a money-weighted return such as XIRR).'],
  compute(inp) {
    const bad = firstFailure(
      positive({ field: 'startValue', value: inp.startValue, what: 'The start value', example: 1000, hint: 'Growth from 0 is undefined.' }),
      nonNegative({ field: 'endValue', value: inp.endValue, what: 'The end value', example: 2000 }),
      positive({ field: 'years', value: inp.years, what: 'The time', example: 5 }),
    );
    if (bad) return bad;
    const multiple = dec(inp.endValue).div(inp.startValue);
    const annual = multiple.pow(dec(1).div(inp.years));
    const tooBig = firstFailure(overflow(multiple, 'startValue', 'The growth multiple'), overflow(annual, 'years', 'The yearly growth factor'));
    if (tooBig) return tooBig;
    const cagrPct = toPct(annual.minus(1));
    return ok({ cagrPct: num(cagrPct), totalGrowthPct: num(toPct(multiple.minus(1))), multiple: num(multiple) }, { formatted: `CAGR ${percent(cagrPct)} % per year` });
  },
});
