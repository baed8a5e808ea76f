// Markup on cost and the margin it gives, from a cost and a selling price.
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { ok } from '../core/outcome.ts';
import { firstFailure, overflow, positive, resultNumber } from './_lib/checks.ts';
import { gainOnCostPct, marginOnPricePct } from './_lib/margins.ts';
import { dec, money, num, percent } from './_lib/money.ts';

const input = z.object({ cost: z.number(), sellingPrice: z.number() });

const output = z.object({
  markupPct: resultNumber('Markup on cost, %: (sellingPrice − cost) / cost × 100.'),
  marginPct: resultNumber('Margin on price, %: (sellingPrice − cost) / sellingPrice × 100.'),
  profit: resultNumber('sellingPrice − cost.'),
  multiplier: resultNumber('sellingPrice / cost.'),
  cost: resultNumber('The cost, echoed.'),
  sellingPrice: resultNumber('The selling price, echoed.'),
});

export const engine = defineEngine({
  id: 'markup',
  area: 'finance',
  title: 'Markup calculator (markup and margin)',
  description:
    'Markup percentage from the cost and the selling price, with the profit per unit and the profit margin it corresponds to. Shows why a 25 % markup is only a 20 % margin.',
  keywords: ['markup', 'mark-up', 'markup percentage', 'markup on cost', 'markup vs margin', 'margin', 'gross margin', 'selling price', 'retail markup', 'price multiplier', 'keystone'],
  version: '1.0.0',
  page: 'finance',
  input,
  output,
  unit: '%',
  errors: ['COST_MUST_BE_POSITIVE', 'SELLING_PRICE_MUST_BE_POSITIVE'],
  warnings: [],
  formula: { id: 'markup.pct', expression: 'markup = (price − cost) / cost × 100; margin = (price − cost) / price × 100', label: 'Markup on cost and margin on price' },
  assumptions: [
    'markupPct = (sellingPrice − cost) / cost × 100 (profit on the cost); marginPct = (sellingPrice − cost) / sellingPrice × 100 (profit on the price); they are linked by margin = markup / (100 + markup) × 100. multiplier = sellingPrice / cost.',
    'A selling price below the cost gives a negative markup and margin (selling at a loss).',
    'Arithmetic in 50-digit decimal with the division last, so a percentage that is an exact decimal is exact; results are the unrounded values converted to JSON numbers. Only the formatted headline rounds: percentages to two decimals and money to the cent, halves away from zero.',
  ],
  ui: {
    fields: {
      cost: { label: 'Cost', unit: 'currency', step: 'any', min: 0 },
      sellingPrice: { label: 'Selling price', unit: 'currency', step: 'any', min: 0 },
    },
    initial: { cost: 80, sellingPrice: 100 },
    headline: 'markupPct',
    outputs: {
      markupPct: { label: 'Markup on cost', unit: '%' },
      marginPct: { label: 'Margin on selling price', unit: '%' },
      profit: { label: 'Profit', unit: 'currency' },
      multiplier: { label: 'Price multiplier (selling price / cost)' },
    },
  },
  examples: [
    {
      name: 'Cost 80, price 100',
      inputs: { cost: 80, sellingPrice: 100 },
      expect: { status: 'success', values: { markupPct: 25, marginPct: 20, profit: 20, multiplier: 1.25 } },
      source: 'Exact arithmetic: 20 / 80 = 25 % markup, 20 / 100 = 20 % margin; conformance vector.',
    },
    {
      name: 'Keystone pricing: price twice the cost',
      inputs: { cost: 35, sellingPrice: 70 },
      expect: { status: 'success', values: { markupPct: 100, marginPct: 50, multiplier: 2 } },
      source: 'Exact arithmetic: keystone (doubling the cost) is a 100 % markup and a 50 % margin.',
    },
    {
      name: 'Zero cost',
      inputs: { cost: 0, sellingPrice: 100 },
      expect: { status: 'error', code: 'COST_MUST_BE_POSITIVE' },
      source: 'Markup divides by the cost: undefined for 0.',
    },
    {
      name: 'Zero selling price',
      inputs: { cost: 10, sellingPrice: 0 },
      expect: { status: 'error', code: 'SELLING_PRICE_MUST_BE_POSITIVE' },
      source: 'The margin divides by the selling price: undefined for 0.',
    },
  ],
  limitations: ['Per-unit figures before tax; no discounts or overheads beyond what is included in the cost.'],
  compute(inp) {
    const bad = firstFailure(
      positive({ field: 'cost', value: inp.cost, what: 'The cost', example: 80, hint: 'Markup is relative to the cost, so it is undefined for 0.' }),
      positive({ field: 'sellingPrice', value: inp.sellingPrice, what: 'The selling price', example: 100 }),
    );
    if (bad) return bad;
    const cost = dec(inp.cost);
    const price = dec(inp.sellingPrice);
    const markupPct = gainOnCostPct(price, cost);
    const marginPct = marginOnPricePct(price, cost);
    const tooBig = firstFailure(overflow(markupPct, 'cost', 'The markup'), overflow(marginPct, 'sellingPrice', 'The margin'));
    if (tooBig) return tooBig;
    return ok(
      {
        markupPct: num(markupPct),
        marginPct: num(marginPct),
        profit: num(price.minus(cost)),
        multiplier: num(price.div(cost)),
        cost: inp.cost,
        sellingPrice: inp.sellingPrice,
      },
      { formatted: `Markup ${percent(markupPct)} % = margin ${percent(marginPct)} % (profit ${money(price.minus(cost))})` },
    );
  },
});
