// Percentage discount: sale price and amount saved.
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { fail, ok, warning } from '../core/outcome.ts';
import { firstFailure, nonNegative, positive, resultNumber } from './_lib/checks.ts';
import { dec, fromPct, money, num, toCents } from './_lib/money.ts';

const input = z.object({ originalPrice: z.number(), discountPct: z.number() });

const output = z.object({
  salePrice: resultNumber('Price after the discount, unrounded.'),
  saved: resultNumber('Amount saved, unrounded.'),
  originalPrice: resultNumber('The original price, echoed.'),
  discountPct: resultNumber('The discount, echoed, %.'),
  salePriceRounded: resultNumber('salePrice rounded to the cent.'),
  savedRounded: resultNumber('originalPrice − salePriceRounded.'),
});

export const engine = defineEngine({
  id: 'discount',
  area: 'finance',
  title: 'Discount calculator',
  description: 'Price after a percentage discount and how much you save: give the original price and the discount in percent (e.g. 25 % off).',
  keywords: ['discount', 'percent off', 'sale price', 'price after discount', 'how much do I save', 'savings', 'markdown', 'sale', 'coupon', 'reduced price'],
  version: '1.0.0',
  page: 'finance',
  input,
  output,
  unit: null,
  errors: ['DISCOUNT_ABOVE_100_PCT', 'DISCOUNT_MUST_BE_NON_NEGATIVE', 'ORIGINAL_PRICE_MUST_BE_POSITIVE'],
  warnings: ['DISCOUNT_IS_100_PCT'],
  formula: { id: 'discount.sale-price', expression: 'saved = price × d / 100; salePrice = price − saved', label: 'Price after a percentage discount' },
  assumptions: [
    'One discount of discountPct percent on the original price: saved = originalPrice × discountPct / 100, salePrice = originalPrice − saved. Two stacked discounts are not the sum of their percentages: apply the calculator twice.',
    'Discounts from 0 % to 100 % (100 % means free, with a warning).',
    'Arithmetic in 50-digit decimal; salePrice and saved are the unrounded values converted to JSON numbers. salePriceRounded is the sale price rounded to the cent (halves away from zero) and savedRounded = originalPrice − salePriceRounded, so the two always add up to the original price.',
  ],
  ui: {
    fields: {
      originalPrice: { label: 'Original price', unit: 'currency', step: 'any', min: 0 },
      discountPct: { label: 'Discount', unit: '% off', step: 'any', min: 0, max: 100 },
    },
    initial: { originalPrice: 80, discountPct: 25 },
    headline: 'salePrice',
    outputs: {
      salePrice: { label: 'Sale price', unit: 'currency' },
      saved: { label: 'Amount saved', unit: 'currency' },
      salePriceRounded: { label: 'Sale price, rounded to the cent', unit: 'currency' },
      savedRounded: { label: 'Amount saved, to the cent', unit: 'currency' },
    },
  },
  examples: [
    {
      name: '25 % off 80',
      inputs: { originalPrice: 80, discountPct: 25 },
      expect: { status: 'success', values: { salePrice: 60, saved: 20 } },
      source: 'Exact arithmetic: 80 × 0.25 = 20; conformance vector (sale price 60, saved 20).',
    },
    {
      name: '15 % off 19.99',
      inputs: { originalPrice: 19.99, discountPct: 15 },
      expect: { status: 'success', values: { salePrice: 16.9915, saved: 2.9985, salePriceRounded: 16.99, savedRounded: 3 } },
      source: 'Exact arithmetic: 19.99 × 0.15 = 2.9985; 19.99 − 2.9985 = 16.9915 → 16.99.',
    },
    {
      name: '100 % off is free',
      inputs: { originalPrice: 50, discountPct: 100 },
      expect: { status: 'success', code: 'DISCOUNT_IS_100_PCT', values: { salePrice: 0, saved: 50 } },
      source: 'Exact arithmetic; a 100 % discount leaves nothing to pay.',
    },
    {
      name: 'More than 100 % off',
      inputs: { originalPrice: 50, discountPct: 120 },
      expect: { status: 'error', code: 'DISCOUNT_ABOVE_100_PCT' },
      source: 'Domain rule: a discount above 100 % would give a negative price.',
    },
  ],
  limitations: ['One percentage discount; no stacked discounts, fixed-amount coupons, or sales tax (use vat on the sale price).'],
  compute(inp) {
    const bad = firstFailure(
      positive({ field: 'originalPrice', value: inp.originalPrice, what: 'The original price', example: 80 }),
      nonNegative({ field: 'discountPct', value: inp.discountPct, what: 'The discount', example: 25, hint: 'A price increase is a markup, not a discount.' }),
    );
    if (bad) return bad;
    if (inp.discountPct > 100) {
      return fail(
        'DISCOUNT_ABOVE_100_PCT',
        'discountPct',
        `A discount of ${inp.discountPct} % is more than the whole price and would make the sale price negative.`,
        'Give discountPct between 0 and 100 (100 means free).',
      );
    }
    const price = dec(inp.originalPrice);
    const saved = price.times(fromPct(inp.discountPct));
    const salePrice = price.minus(saved);
    const salePriceRounded = toCents(salePrice);
    const warnings = inp.discountPct === 100 ? [warning('DISCOUNT_IS_100_PCT', 'A 100 % discount makes the item free: the sale price is 0.', 'Check the discount if you expected to pay something.', 'info')] : [];
    return ok(
      {
        salePrice: num(salePrice),
        saved: num(saved),
        originalPrice: inp.originalPrice,
        discountPct: inp.discountPct,
        salePriceRounded: num(salePriceRounded),
        savedRounded: num(price.minus(salePriceRounded)),
      },
      { warnings, formatted: `Sale price ${money(salePrice)} (you save ${money(saved)})` },
    );
  },
});
