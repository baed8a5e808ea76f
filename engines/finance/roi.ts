// Return on investment: (amount returned − cost) / cost.
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { ok } from '../core/outcome.ts';
import { firstFailure, nonNegative, overflow, positive, resultNumber } from './_lib/checks.ts';
import { gainOnCostPct } from './_lib/margins.ts';
import { dec, money, num, percent } from './_lib/money.ts';

const input = z.object({ cost: z.number(), gain: z.number() });

const output = z.object({
  roiPct: resultNumber('Return on investment, %: (gain − cost) / cost × 100.'),
  profit: resultNumber('gain − cost (negative for a loss).'),
  multiple: resultNumber('gain / cost.'),
  cost: resultNumber('The amount invested, echoed.'),
  gain: resultNumber('The amount returned, echoed.'),
});

export const engine = defineEngine({
  id: 'roi',
  area: 'finance',
  title: 'ROI calculator (return on investment)',
  description:
    'Return on investment from what you put in and what you got back: ROI in percent, the profit (or loss) and the money multiple. Gain is the total amount returned (final value or sale proceeds), not the profit.',
  keywords: ['ROI', 'return on investment', 'investment return', 'rate of return', 'profit percentage', 'gain on investment', 'money multiple', 'MOIC', 'earned', 'earn', 'bought and sold', 'sold for', 'bought for', 'what did I make'],
  version: '1.0.0',
  page: 'finance',
  input,
  output,
  unit: '%',
  errors: ['COST_MUST_BE_POSITIVE', 'GAIN_MUST_BE_NON_NEGATIVE'],
  warnings: [],
  formula: { id: 'roi.pct', expression: 'ROI = (gain − cost) / cost × 100; profit = gain − cost', label: 'Return on investment' },
  assumptions: [
    'cost is the amount invested; gain is the total amount returned (final value plus any income received), so profit = gain − cost and ROI = profit / cost × 100 (the standard ROI definition). multiple = gain / cost.',
    'ROI is not annualised: it is the same for one month or ten years (use cagr for a yearly rate).',
    'Arithmetic in 50-digit decimal with the division last, so a percentage that is an exact decimal is exact; results are the unrounded values converted to JSON numbers. Only the formatted headline rounds: percentages to two decimals and money to the cent, halves away from zero.',
  ],
  ui: {
    fields: {
      cost: { label: 'Amount invested (cost)', unit: 'currency', step: 'any', min: 0 },
      gain: { label: 'Amount returned (final value)', unit: 'currency', step: 'any', min: 0, help: 'What the investment returned in total, not the profit.' },
    },
    initial: { cost: 1000, gain: 1250 },
    headline: 'roiPct',
    outputs: {
      roiPct: { label: 'Return on investment', unit: '%' },
      profit: { label: 'Profit', unit: 'currency' },
      multiple: { label: 'Money multiple (returned / invested)' },
    },
  },
  examples: [
    {
      name: '1,000 invested, 1,250 returned',
      inputs: { cost: 1000, gain: 1250 },
      expect: { status: 'success', values: { roiPct: 25, profit: 250, multiple: 1.25 } },
      source: 'Exact arithmetic: (1250 − 1000) / 1000 = 25 %.',
    },
    {
      name: 'A loss: 5,000 invested, 3,500 returned',
      inputs: { cost: 5000, gain: 3500 },
      expect: { status: 'success', values: { roiPct: -30, profit: -1500 } },
      source: 'Exact arithmetic: (3500 − 5000) / 5000 = −30 %.',
    },
    {
      name: 'Zero cost',
      inputs: { cost: 0, gain: 100 },
      expect: { status: 'error', code: 'COST_MUST_BE_POSITIVE' },
      source: 'ROI divides by the cost: undefined for 0.',
    },
    {
      name: 'Negative amount returned',
      inputs: { cost: 100, gain: -20 },
      expect: { status: 'error', code: 'GAIN_MUST_BE_NON_NEGATIVE' },
      source: 'Domain rule: gain is the amount returned; a loss shows as gain below cost.',
    },
  ],
  limitations: ['No time dimension, taxes, fees or inflation; for a yearly growth rate use cagr.'],
  compute(inp) {
    const bad = firstFailure(
      positive({ field: 'cost', value: inp.cost, what: 'The amount invested', example: 1000, hint: 'ROI is relative to the cost, so it is undefined for 0.' }),
      nonNegative({ field: 'gain', value: inp.gain, what: 'The amount returned', example: 1250, hint: 'gain is the total amount returned, not the profit: a loss is a gain below the cost.' }),
    );
    if (bad) return bad;
    const cost = dec(inp.cost);
    const gain = dec(inp.gain);
    const roiPct = gainOnCostPct(gain, cost);
    const tooBig = overflow(roiPct, 'cost', 'The ROI');
    if (tooBig) return tooBig;
    return ok(
      { roiPct: num(roiPct), profit: num(gain.minus(cost)), multiple: num(gain.div(cost)), cost: inp.cost, gain: inp.gain },
      { formatted: `ROI ${percent(roiPct)} % (profit ${money(gain.minus(cost))})` },
    );
  },
});
