// Profit margin: profit as a share of revenue.
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { ok, warning } from '../core/outcome.ts';
import { firstFailure, nonNegative, overflow, positive, resultNumber } from './_lib/checks.ts';
import { gainOnCostPct, marginOnPricePct } from './_lib/margins.ts';
import { dec, money, num, percent } from './_lib/money.ts';

const input = z.object({ revenue: z.number(), cost: z.number() });

const output = z.object({
  marginPct: resultNumber('Profit margin, %: (revenue − cost) / revenue × 100.'),
  profit: resultNumber('revenue − cost (negative for a loss).'),
  markupPct: z.optional(resultNumber('Markup on cost, %: (revenue − cost) / cost × 100; left out when cost is 0.')),
  revenue: resultNumber('The revenue, echoed.'),
  cost: resultNumber('The cost, echoed.'),
});

export const engine = defineEngine({
  id: 'profit-margin',
  area: 'finance',
  title: 'Profit margin calculator',
  description:
    'Profit margin from revenue and cost: the profit and the margin as a percentage of revenue (gross margin when cost is the cost of goods sold, net margin when it is all costs), with the equivalent markup on cost.',
  keywords: ['profit margin', 'margin', 'gross margin', 'net margin', 'gross profit', 'margin percentage', 'profit percentage', 'revenue and cost', 'markup vs margin'],
  version: '1.0.0',
  page: 'finance',
  input,
  output,
  unit: '%',
  errors: ['COST_MUST_BE_NON_NEGATIVE', 'REVENUE_MUST_BE_POSITIVE'],
  warnings: ['MARKUP_UNDEFINED'],
  formula: { id: 'profit-margin.pct', expression: 'profit = revenue − cost; margin = profit / revenue × 100', label: 'Profit margin on revenue' },
  assumptions: [
    'marginPct = (revenue − cost) / revenue × 100 (margin on the selling price); markupPct = (revenue − cost) / cost × 100 is the same profit on the cost, given when cost > 0. Which margin it is (gross, operating, net) depends on which costs are entered.',
    'A cost above the revenue gives a negative profit and margin (a loss).',
    'Arithmetic in 50-digit decimal with the division last, so a percentage that is an exact decimal is exact; results are the unrounded values converted to JSON numbers. Only the formatted headline rounds: percentages to two decimals and money to the cent, halves away from zero.',
  ],
  ui: {
    fields: {
      revenue: { label: 'Revenue (selling price)', unit: 'currency', step: 'any', min: 0 },
      cost: { label: 'Cost', unit: 'currency', step: 'any', min: 0 },
    },
    initial: { revenue: 200, cost: 150 },
    headline: 'marginPct',
    outputs: {
      marginPct: { label: 'Profit margin', unit: '%' },
      profit: { label: 'Profit', unit: 'currency' },
      markupPct: { label: 'Markup on cost', unit: '%' },
    },
  },
  examples: [
    {
      name: 'Revenue 200, cost 150',
      inputs: { revenue: 200, cost: 150 },
      expect: { status: 'success', values: { marginPct: 25, profit: 50, markupPct: 100 / 3 }, rel: 1e-15 },
      source: 'Exact arithmetic: 50 / 200 = 25 % margin, 50 / 150 = 33.3 % markup; conformance vector (margin 25, profit 50).',
    },
    {
      name: 'A loss: revenue 80, cost 100',
      inputs: { revenue: 80, cost: 100 },
      expect: { status: 'success', values: { marginPct: -25, profit: -20, markupPct: -20 } },
      source: 'Exact arithmetic: −20 / 80 = −25 %.',
    },
    {
      name: 'Zero revenue',
      inputs: { revenue: 0, cost: 50 },
      expect: { status: 'error', code: 'REVENUE_MUST_BE_POSITIVE' },
      source: 'The margin divides by the revenue: undefined for 0.',
    },
  ],
  limitations: ['One revenue and one cost figure; no tax, no allocation of costs between products.'],
  compute(inp) {
    const bad = firstFailure(
      positive({ field: 'revenue', value: inp.revenue, what: 'The revenue', example: 200, hint: 'The margin is a share of the revenue, so it is undefined for 0.' }),
      nonNegative({ field: 'cost', value: inp.cost, what: 'The cost', example: 150 }),
    );
    if (bad) return bad;
    const revenue = dec(inp.revenue);
    const cost = dec(inp.cost);
    const marginPct = marginOnPricePct(revenue, cost);
    const profit = revenue.minus(cost);
    const result = { marginPct: num(marginPct), profit: num(profit), revenue: inp.revenue, cost: inp.cost };
    const formatted = `Margin ${percent(marginPct)} % (profit ${money(profit)})`;
    if (cost.isZero()) {
      return ok(result, { formatted, warnings: [warning('MARKUP_UNDEFINED', 'With a cost of 0 the markup on cost is undefined, so markupPct is left out; the margin is 100 %.', 'Enter the cost to see the markup.', 'info')] });
    }
    const markupPct = gainOnCostPct(revenue, cost);
    const tooBig = overflow(markupPct, 'cost', 'The markup');
    if (tooBig) return tooBig;
    return ok({ ...result, markupPct: num(markupPct) }, { formatted });
  },
});
