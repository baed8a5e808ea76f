// n! = n × (n − 1) × … × 2 × 1, exact with BigInt for 0 ≤ n ≤ 5000.
import * as z from 'zod/mini';
import { wholeNumber } from '../core/whole-number.ts';
import { defineEngine } from '../core/contract.ts';
import { isBlank } from '../core/inputs.ts';
import { isEngineError, ok } from '../core/outcome.ts';
import { readIntegerInput } from './_lib/exact-inputs.ts';
import { jsonInteger } from '../core/exact-rational.ts';
import { eText, roundSig, trimZeros } from './_lib/sci-digits.ts';

/** The spec's limit: 5000! has 16,326 digits. */
const MAX_N = 5000;
/** Significant digits of the scientific form. */
const SCIENTIFIC_DIGITS = 12;
/** Up to this n the expansion lists every factor and its value. */
const FULL_EXPANSION_MAX = 20;

const input = z.object({ n: wholeNumber({ min: 0, max: MAX_N, example: 10 }) });

const output = z.object({
  n: z.number(),
  value: z.union([z.number(), z.string()]),
  exact: z.string(),
  digits: z.number(),
  expansion: z.string(),
  scientific: z.string(),
  trailing_zeros: z.number(),
  max_n: z.number(),
});

export const engine = defineEngine({
  id: 'factorial',
  area: 'math',
  title: 'Factorial calculator (n!)',
  description: 'The exact factorial n! = n × (n − 1) × … × 1 for whole numbers 0 to 5000, every digit (5000! has 16,326), with its digit count, trailing zeros, scientific form and the product written out.',
  keywords: ['factorial', 'n!', 'n factorial', 'exact factorial', 'big factorial', 'permutations', 'number of digits of n!', 'trailing zeros', 'ways to arrange', 'arrangements', 'lined up', 'orderings', 'how many ways'],
  capability_id: 'math.factorial',
  version: '1.0.2',
  page: 'math',
  input,
  output,
  inputAliases: { nInput: 'n' },
  errors: [],
  warnings: [],
  formula: { id: 'factorial.product', expression: 'n! = n × (n − 1) × … × 2 × 1, 0! = 1', label: 'Factorial' },
  assumptions: [
    'n is a whole number from 0 to 5000; 0! = 1 (the empty product). Factorials of negative or non-integer numbers are not computed (the gamma function extends them; it has poles at the negative integers).',
    'Exact integer arithmetic (BigInt); no floating point is involved. exact is the decimal string; value is the same as a JSON number while it is a safe integer (n ≤ 18), otherwise the same decimal string (DECISIONS.md 6).',
    `scientific is the exact value rounded half up to ${SCIENTIFIC_DIGITS} significant digits, trailing zeros dropped, as mantissa e+exponent; digits counts the decimal digits of n!.`,
    "trailing_zeros follows Legendre's formula: Σ ⌊n / 5^k⌋ over k ≥ 1.",
  ],
  ui: {
    fields: { n: { label: 'Whole number (0 to 5000)', kind: 'integer', min: 0, max: MAX_N, step: 1 } },
    initial: { n: 10 },
    headline: 'exact',
    outputs: {
      value: { label: 'Factorial n!' },
      exact: { label: 'Exact factorial n!' },
      digits: { label: 'Number of digits' },
      expansion: { label: 'Product written out' },
      scientific: { label: 'Scientific form' },
      trailing_zeros: { label: 'Trailing zeros' },
      max_n: { label: 'Largest n accepted' },
    },
  },
  examples: [
    {
      name: '10! = 3628800',
      inputs: { n: 10 },
      expect: { status: 'success', values: { value: 3628800, exact: '3628800', digits: 7, trailing_zeros: 2, scientific: '3.6288e+6' } },
      source: 'OEIS A000142 (factorial numbers): a(10) = 3628800.',
    },
    {
      name: '0! = 1',
      inputs: { n: 0 },
      expect: { status: 'success', values: { value: 1, exact: '1', digits: 1 } },
      source: 'OEIS A000142: a(0) = 1 (empty product).',
    },
    {
      name: '25! is past the safe-integer range, so value is a string',
      inputs: { nInput: 25 },
      expect: { status: 'success', values: { value: '15511210043330985984000000', exact: '15511210043330985984000000', digits: 26, trailing_zeros: 6 } },
      source: 'OEIS A000142: a(25) = 15511210043330985984000000.',
    },
    {
      name: '5000! has 16326 digits',
      inputs: { n: 5000 },
      expect: { status: 'success', values: { digits: 16326, trailing_zeros: 1249, max_n: 5000 } },
      source: 'OEIS A034886 (number of digits in n!): a(5000) = 16326; Legendre: 1000 + 200 + 40 + 8 + 1 = 1249 trailing zeros.',
    },
    {
      name: 'n above 5000',
      inputs: { n: 5001 },
      expect: { status: 'error', code: 'INVALID_INPUT' },
      source: 'Spec, Limits: factorial n is an integer from 0 to 5000.',
    },
  ],
  limitations: ['No gamma function: n must be a whole number from 0 to 5000.'],
  prepare(values) {
    // Range and integrality are checked here so that 2.5 and 6000 get messages that say why.
    const raw = values.n;
    if (isBlank(raw)) return values;
    const n = readIntegerInput(raw, 'n', 30);
    if (isEngineError(n) && n.code === 'INVALID_NUMBER') return { ...n, suggestion: 'Give n as a whole number from 0 to 5000, e.g. 10.' };
    // Past here n is a whole number, possibly too long to read: its sign decides the message.
    if (isEngineError(n) ? String(raw).trim().startsWith('-') : n < 0n) {
      return { code: 'INVALID_INPUT', field: 'n', detail: `n = ${String(raw)} is negative: n! is defined for whole numbers n ≥ 0 (the gamma function has poles at the negative integers).`, suggestion: 'Give n from 0 to 5000.' };
    }
    if (isEngineError(n) || n > BigInt(MAX_N)) return tooLarge(raw);
    return values;
  },
  compute({ n }) {
    const product = n < 2 ? 1n : productOfRange(2, n);
    const exact = product.toString();
    return ok({
      n,
      value: jsonInteger(product),
      exact,
      digits: exact.length,
      expansion: expansion(n, exact),
      scientific: eText(trimZeros(roundSig({ negative: false, digits: exact, pow: 0 }, SCIENTIFIC_DIGITS))),
      trailing_zeros: legendreTrailingZeros(n),
      max_n: MAX_N,
    });
  },
});

const tooLarge = (raw: unknown) => ({
  code: 'INVALID_INPUT',
  field: 'n',
  detail: `n = ${String(raw)} is above the limit ${MAX_N}: ${MAX_N}! already has 16,326 digits.`,
  suggestion: `Give n from 0 to ${MAX_N}; for larger n, Stirling's formula ln n! ≈ n ln n − n + ½ ln(2πn) gives the size.`,
});

/**
 * lo × (lo + 1) × … × hi, as the product of the two halves' products, so the large multiplications
 * are of numbers of similar size. One factor at a time, 5000! cost ≈ 3 ms and ≈ 17 MB of intermediate
 * BigInts, which a server worker kept resident after the load (42–52 MiB); this way ≈ 0.5 ms.
 */
function productOfRange(lo: number, hi: number): bigint {
  if (hi - lo < 16) {
    let product = BigInt(lo);
    for (let k = lo + 1; k <= hi; k++) product *= BigInt(k);
    return product;
  }
  const mid = Math.floor((lo + hi) / 2);
  return productOfRange(lo, mid) * productOfRange(mid + 1, hi);
}

/** "5! = 5 × 4 × 3 × 2 × 1 = 120"; beyond 20 the middle factors are elided and the value left out. */
function expansion(n: number, exact: string): string {
  if (n === 0) return '0! = 1 (the empty product)';
  if (n === 1) return '1! = 1';
  if (n <= FULL_EXPANSION_MAX) return `${n}! = ${Array.from({ length: n }, (_, i) => n - i).join(' × ')} = ${exact}`;
  return `${n}! = ${n} × ${n - 1} × ${n - 2} × … × 3 × 2 × 1`;
}

/** Trailing zeros of n!: the number of factors 5 in 1 … n (factors 2 are always more plentiful). */
function legendreTrailingZeros(n: number): number {
  let zeros = 0n;
  for (let p = 5n; p <= BigInt(n); p *= 5n) zeros += BigInt(n) / p;
  return Number(zeros);
}
