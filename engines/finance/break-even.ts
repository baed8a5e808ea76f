// Break-even point: units = fixed costs / (price − variable cost per unit).
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { fail, ok } from '../core/outcome.ts';
import { firstFailure, nonNegative, overflow, positive, resultNumber } from './_lib/checks.ts';
import { ceilOf, exactOf, ratDiv } from './_lib/exact-money.ts';
import { dec, money, num, toPct } from './_lib/money.ts';

const input = z.object({ fixedCost: z.number(), price: z.number(), variableCost: z.number() });

const output = z.object({
  units: resultNumber('Break-even quantity, exact (may be fractional).'),
  unitsWhole: resultNumber('Whole units to sell to cover the fixed costs (units rounded up).'),
  contribution: resultNumber('Contribution margin per unit: price − variableCost.'),
  contributionMarginPct: resultNumber('Contribution margin ratio, %: contribution / price × 100.'),
  revenue: resultNumber('Break-even revenue: units × price.'),
});

export const engine = defineEngine({
  id: 'break-even',
  area: 'finance',
  title: 'Break-even point calculator',
  description:
    'How many units you must sell to cover your fixed costs: give the fixed costs, the selling price per unit and the variable cost per unit; get the break-even units, the break-even revenue and the contribution margin per unit.',
  keywords: ['break-even', 'break even point', 'BEP', 'break-even analysis', 'contribution margin', 'cost-volume-profit', 'CVP', 'units to break even', 'break-even sales', 'stop losing money', 'how many to sell', 'sell before profit', 'cover my costs'],
  version: '1.0.0',
  page: 'finance',
  input,
  output,
  unit: 'units',
  errors: [
    'FIXED_COST_MUST_BE_NON_NEGATIVE',
    'NO_BREAK_EVEN',
    'PRICE_MUST_BE_POSITIVE',
    'VARIABLE_COST_MUST_BE_NON_NEGATIVE',
  ],
  warnings: [],
  formula: { id: 'break-even.units', expression: 'units = fixedCost / (price − variableCost); revenue = units × price', label: 'Break-even point in units' },
  assumptions: [
    'Linear cost-volume-profit model (as in management-accounting texts, e.g. Horngren, Cost Accounting: A Managerial Emphasis): one product, constant price and variable cost per unit, fixed costs for the period.',
    'contribution = price − variableCost (contribution margin per unit); contributionMarginPct = contribution / price × 100; units = fixedCost / contribution; revenue = units × price = fixedCost / (contributionMarginPct / 100).',
    'units is exact (may be fractional); unitsWhole rounds it up to the whole number of units that must be sold to cover the fixed costs, on the exact quotient fixedCost / (price − variableCost), so an exact 100 units stays 100. Arithmetic in 50-digit decimal, results converted to JSON numbers.',
  ],
  ui: {
    fields: {
      fixedCost: { label: 'Fixed costs (for the period)', unit: 'currency', step: 'any', min: 0 },
      price: { label: 'Selling price per unit', unit: 'currency per unit', step: 'any', min: 0 },
      variableCost: { label: 'Variable cost per unit', unit: 'currency per unit', step: 'any', min: 0 },
    },
    initial: { fixedCost: 10000, price: 50, variableCost: 30 },
    headline: 'units',
    outputs: {
      units: { label: 'Break-even quantity', unit: 'units' },
      unitsWhole: { label: 'Whole units to sell', unit: 'units' },
      contribution: { label: 'Contribution margin per unit', unit: 'currency per unit' },
      contributionMarginPct: { label: 'Contribution margin ratio', unit: '%' },
      revenue: { label: 'Break-even revenue', unit: 'currency' },
    },
  },
  examples: [
    {
      name: 'Fixed 10,000, price 50, variable 30',
      inputs: { fixedCost: 10000, price: 50, variableCost: 30 },
      expect: { status: 'success', values: { units: 500, unitsWhole: 500, contribution: 20, contributionMarginPct: 40, revenue: 25000 } },
      source: 'Exact arithmetic: 10000 / (50 − 30) = 500 units; conformance vector (units 500, revenue 25000).',
    },
    {
      name: 'Fractional break-even rounds up to whole units',
      inputs: { fixedCost: 1000, price: 9, variableCost: 6 },
      expect: { status: 'success', values: { units: 1000 / 3, unitsWhole: 334, revenue: 3000 }, rel: 1e-15 },
      source: 'Exact arithmetic: 1000 / 3 = 333.33… units, so 334 must be sold.',
    },
    {
      name: 'Price equal to the variable cost',
      inputs: { fixedCost: 10000, price: 30, variableCost: 30 },
      expect: { status: 'error', code: 'NO_BREAK_EVEN' },
      source: 'With no contribution per unit the fixed costs are never covered.',
    },
  ],
  limitations: ['One product at one price; no stepped fixed costs, volume discounts or taxes. For a product mix, use the weighted-average contribution margin yourself.'],
  compute(inp) {
    const bad = firstFailure(
      nonNegative({ field: 'fixedCost', value: inp.fixedCost, what: 'The fixed costs', example: 10000 }),
      positive({ field: 'price', value: inp.price, what: 'The selling price per unit', example: 50 }),
      nonNegative({ field: 'variableCost', value: inp.variableCost, what: 'The variable cost per unit', example: 30 }),
    );
    if (bad) return bad;
    const price = dec(inp.price);
    const contribution = price.minus(inp.variableCost);
    if (contribution.lte(0)) {
      return fail(
        'NO_BREAK_EVEN',
        'price',
        `The price ${inp.price} does not exceed the variable cost ${inp.variableCost} per unit: each unit sold adds ${contribution.isZero() ? 'nothing' : 'a loss'}, so the fixed costs are never covered.`,
        `Give a price above the variable cost (${inp.variableCost}), or lower the variable cost.`,
      );
    }
    const units = dec(inp.fixedCost).div(contribution);
    const revenue = units.times(price);
    const tooBig = overflow(revenue, 'fixedCost', 'The break-even revenue');
    if (tooBig) return tooBig;
    return ok(
      {
        units: num(units),
        // Ceiling of the exact quotient: an exact 100 units stays 100.
        unitsWhole: num(ceilOf(ratDiv(exactOf(inp.fixedCost), exactOf(contribution)))),
        contribution: num(contribution),
        contributionMarginPct: num(toPct(contribution.div(price))),
        revenue: num(revenue),
      },
      { formatted: `Break even at ${units.toDecimalPlaces(2).toString()} units (revenue ${money(revenue)})` },
    );
  },
});
