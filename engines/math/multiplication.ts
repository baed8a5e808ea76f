// a × b, exact on the decimal digits given; mode long shows long multiplication.
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { isEngineError, ok } from '../core/outcome.ts';
import { absDecimal, formatDecimal, multiplyDecimals } from '../core/exact-decimal.ts';
import { blankField, canonicalChoice, checkLongModeDigits, failWith, jsonNumberWarnings, jsonResult, numberOrText, readDecimals } from './_lib/exact-inputs.ts';
import { ratFromDecimal } from '../core/exact-rational.ts';
import { longMultiplication } from './_lib/written-methods.ts';

const MODES = ['product', 'long'] as const;
const MODE_SYNONYMS: Record<string, string> = { multiply: 'product', times: 'product', standard: 'product', 'long-multiplication': 'long', column: 'long', written: 'long' };

const input = z.object({
  a: numberOrText(),
  b: numberOrText(),
  mode: z.optional(z.enum(MODES)),
});

const output = z.object({
  mode: z.enum(MODES),
  product: z.union([z.number(), z.string()]),
  productStr: z.string(),
  steps: z.optional(
    z.object({
      top: z.string(),
      bottom: z.string(),
      partials: z.array(z.object({ digit: z.number(), place: z.number(), place_name: z.string(), partial: z.string(), shifted: z.string() })),
      digits_product: z.string(),
      decimal_places: z.number(),
      negative: z.boolean(),
    }),
  ),
  text: z.optional(z.string()),
});

const FORMULA = { id: 'multiplication.product', expression: 'product = a × b', label: 'Product of two numbers' };

export const engine = defineEngine({
  id: 'multiplication',
  area: 'math',
  title: 'Multiplication calculator',
  description: 'Multiply two numbers exactly, decimals and very long integers included (0.1 × 0.2 = 0.02), or show the long multiplication a student writes: one partial product per digit, then the rows added and the decimal point placed.',
  keywords: ['multiply', 'multiplication', 'times', 'product', 'long multiplication', 'multiply decimals', 'partial products', 'column multiplication', 'big number multiplication'],
  capability_id: 'math.multiplication',
  version: '1.0.0',
  page: 'math',
  input,
  output,
  errors: ['TOO_MANY_DIGITS'],
  warnings: ['BEYOND_DOUBLE_RANGE', 'IMPRECISE_JSON_NUMBER'],
  formula: FORMULA,
  assumptions: [
    'Exact decimal arithmetic on the digits given: a number is read as the decimal it is written as (a JSON number as its shortest round-trip form, so 0.1 is exactly one tenth); productStr is the exact product with trailing zeros after the point removed.',
    'product is productStr as the nearest double-precision number (exact text instead, with warning BEYOND_DOUBLE_RANGE, when it is outside the double range).',
    'Each factor may have up to 400 digits written out; mode long lays out factors of up to 50 significant digits.',
    'Long mode: the decimal points are ignored, the top factor is multiplied by each digit of the bottom factor from the right (rows shifted with placeholder zeros), the rows are added, and the point is placed so the product has as many decimal places as both factors together; signs are multiplied separately (unlike signs give a negative product).',
  ],
  ui: {
    fields: {
      mode: { label: 'Method', options: [{ value: 'product', label: 'Product' }, { value: 'long', label: 'Long multiplication' }] },
      a: { label: 'First factor (a)', kind: 'text', placeholder: '12.5' },
      b: { label: 'Second factor (b)', kind: 'text', placeholder: '4' },
    },
    tabs: [{ field: 'mode', tabs: [{ value: 'product', label: 'Product', fields: ['a', 'b'] }, { value: 'long', label: 'Long multiplication', fields: ['a', 'b'] }] }],
    initial: { mode: 'product', a: 12.5, b: 4 },
    headline: 'productStr',
    outputs: {
      product: { label: 'Product' },
      productStr: { label: 'Exact product' },
      steps: { label: 'Long multiplication steps' },
      text: { label: 'Long multiplication written out' },
    },
  },
  examples: [
    {
      name: '0.1 × 0.2 is exactly 0.02',
      inputs: { a: 0.1, b: 0.2 },
      expect: { status: 'success', values: { productStr: '0.02', product: 0.02 } },
      source: 'Exact arithmetic: 1/10 × 2/10 = 2/100 (binary floating point gives 0.020000000000000004).',
    },
    {
      name: 'Long multiplication 123 × 45',
      inputs: { mode: 'long', a: 123, b: 45 },
      expect: { status: 'success', values: { productStr: '5535', 'steps.partials.0.shifted': '615', 'steps.partials.1.shifted': '4920' } },
      source: 'Standard written algorithm: 123 × 5 = 615, 123 × 40 = 4920, 615 + 4920 = 5535.',
    },
    {
      name: 'Decimal places add up: 1.23 × 4.5',
      inputs: { mode: 'long', a: '1.23', b: '4.5' },
      expect: { status: 'success', values: { productStr: '5.535', 'steps.digits_product': '5535', 'steps.decimal_places': 3 } },
      source: 'Exact arithmetic: 123 × 45 = 5535 with 2 + 1 = 3 decimal places.',
    },
    {
      name: 'Thirty-digit integers, every digit kept',
      inputs: { a: '123456789012345678901234567890', b: '987654321098765432109876543210' },
      expect: { status: 'success', values: { productStr: '121932631137021795226185032733622923332237463801111263526900' } },
      source: 'Exact integer arithmetic (Python int / JavaScript BigInt).',
    },
    {
      name: 'A factor is missing',
      inputs: { a: 12 },
      expect: { status: 'error', code: 'INVALID_INPUT' },
      source: 'Spec, math catalog: missing a or b gives INVALID_INPUT.',
    },
  ],
  limitations: ['Two factors per calculation; no scientific-notation output (see scientific-notation).'],
  prepare(values) {
    // The spec names INVALID_INPUT (not MISSING_REQUIRED_INPUT) for a missing factor.
    const missing = blankField(values, ['a', 'b'], (f) => `Factor ${f} is missing: multiplication needs both a and b.`, 'Give both factors, e.g. a = 12.5 and b = 4.', 'INVALID_INPUT');
    if (missing) return missing;
    const read = readDecimals({ a: values.a, b: values.b });
    return isEngineError(read) ? read : canonicalChoice(values, 'mode', MODE_SYNONYMS);
  },
  compute({ a, b, mode = 'product' }) {
    const read = readDecimals({ a, b });
    if (isEngineError(read)) return failWith(read);
    const { a: x, b: y } = read;
    const tooLong = mode === 'long' ? (checkLongModeDigits(x, 'a') ?? checkLongModeDigits(y, 'b')) : undefined;
    if (tooLong) return failWith(tooLong);

    const exact = multiplyDecimals(x, y);
    const productStr = formatDecimal(exact);
    const { value: product, warnings } = jsonResult(ratFromDecimal(exact), 'The product');
    warnings.unshift(...jsonNumberWarnings({ a, b }));
    if (mode !== 'long') return ok({ mode, product, productStr }, { warnings });

    const written = longMultiplication(absDecimal(x), absDecimal(y));
    const signs = exact.coef < 0n ? `The signs differ, so the product is negative: ${productStr}.` : x.coef < 0n && y.coef < 0n ? 'Both factors are negative, so the product is positive.' : '';
    const steps = {
      top: written.top,
      bottom: written.bottom,
      partials: written.partials,
      digits_product: written.digits_product,
      decimal_places: written.decimal_places,
      negative: exact.coef < 0n,
    };
    return ok({ mode, product, productStr, steps, text: signs ? `${written.text}\n${signs}` : written.text }, { warnings });
  },
});
