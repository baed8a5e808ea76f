// n-th root ⁿ√a for a whole index n ≥ 1: the principal root of a ≥ 0, the
// negative real root of a < 0 for odd n; an even root of a negative is not real.
import * as z from 'zod/mini';
import { wholeNumber } from '../core/whole-number.ts';
import { defineEngine } from '../core/contract.ts';
import { fail, ok } from '../core/outcome.ts';
import { formatNumber } from '../core/numeric.ts';
import { real } from './_lib/real-decimal.ts';
import { power, realRoot } from './_lib/real-powers.ts';
import { radicalForm, radicalSign } from './_lib/radical-form.ts';

// The spec: a non-integer, negative or non-safe-integer n gives INVALID_INDEX.
const input = z.object({ a: z.number(), n: z.optional(wholeNumber({ min: 1, example: 3, notWhole: 'INVALID_INDEX', below: 'INVALID_INDEX', above: 'INVALID_INDEX' })) });
const output = z.strictObject({
  value: z.number(),
  a: z.number(),
  n: z.number(),
  /** Every real n-th root of a, ascending: ±r for even n and a > 0, otherwise the one root. */
  real_roots: z.array(z.number()),
  exact: z.boolean(),
  radical: z.optional(z.string()),
});

export const engine = defineEngine({
  id: 'root',
  area: 'math',
  title: 'Nth root',
  description: 'The n-th root of a number (square root, cube root, fourth root …): the principal real root, the negative root of a negative number for odd n, every real root, and the simplest radical form.',
  keywords: ['nth root', 'root', 'cube root', 'fourth root', 'fifth root', 'radical', 'index', 'radicand', '∛', 'simplify radical', 'real root'],
  capability_id: 'math.root',
  version: '1.0.0',
  page: 'math',
  tools: [{ id: 'nth-root' }],
  input,
  output,
  inputAliases: { aInput: 'a', nInput: 'n', radicand: 'a', index: 'n' },
  errors: ['INVALID_INDEX', 'NOT_REAL'],
  warnings: [],
  formula: { id: 'root', expression: 'ⁿ√a = r with rⁿ = a (r ≥ 0 for a ≥ 0; r < 0 for a < 0 and odd n)', label: 'Real n-th root' },
  assumptions: [
    'The index n is a whole number from 1 to 9007199254740991 (default 2); a non-integer, smaller or larger n gives INVALID_INDEX.',
    'a ≥ 0: the principal root r ≥ 0 (for even n, −r is a root too and both are in real_roots). a < 0: odd n gives the negative real root (∛−8 = −2); even n gives NOT_REAL.',
    'exact is true when value^n reproduces a exactly in decimal; radical is the simplest radical form (k·ⁿ√m) of whole numbers |a| ≤ 10¹² for 2 ≤ n ≤ 64.',
    'decimal.js at 40 significant digits from a as typed, rounded once to the nearest double: perfect powers give exact roots (∛27 = 3, ⁵√0.00032 = 0.2).',
  ],
  unit: null,
  ui: {
    fields: {
      a: { label: 'Radicand a' },
      n: { label: 'Index n (whole number ≥ 1)', kind: 'integer', min: 1, step: 1 },
    },
    initial: { a: 27, n: 3 },
    headline: 'value',
    outputs: {
      value: { label: 'Real root' },
      real_roots: { label: 'All real roots' },
      exact: { label: 'Exact root' },
      radical: { label: 'Simplest radical form' },
    },
  },
  examples: [
    {
      name: 'Cube root of 27',
      inputs: { a: 27, n: 3 },
      expect: { status: 'success', values: { value: 3, exact: true, 'real_roots.0': 3 } },
      source: 'Exact arithmetic: 3³ = 27.',
    },
    {
      name: 'Cube root of −8',
      inputs: { a: -8, n: 3 },
      expect: { status: 'success', values: { value: -2 } },
      source: 'Exact arithmetic: (−2)³ = −8; the spec: odd n with a < 0 gives the negative real root.',
    },
    {
      name: 'Fourth root of 16: ±2',
      inputs: { a: 16, n: 4 },
      expect: { status: 'success', values: { value: 2, 'real_roots.0': -2, 'real_roots.1': 2 } },
      source: 'Exact arithmetic: (±2)⁴ = 16.',
    },
    {
      name: 'Fifth root of 2',
      inputs: { a: 2, n: 5 },
      expect: { status: 'success', values: { value: 1.148698354997035, exact: false }, rel: 1e-15 },
      source: 'OEIS A005531: 2^(1/5) = 1.14869835499703500679….',
    },
    {
      name: 'Cube root of 54 simplifies to 3∛2',
      inputs: { a: 54, n: 3 },
      expect: { status: 'success', values: { radical: '3∛2' } },
      source: '54 = 3³ × 2.',
    },
    {
      name: 'Square root of −8',
      inputs: { a: -8, n: 2 },
      expect: { status: 'error', code: 'NOT_REAL' },
      source: 'Public conformance vector "even root of negative is not real".',
    },
    {
      name: 'Index 2.5',
      inputs: { a: 8, n: 2.5 },
      expect: { status: 'error', code: 'INVALID_INDEX' },
      source: 'Public conformance vector "root index 2.5 is invalid".',
    },
  ],
  limitations: ['Real roots only: complex roots of negative numbers (even n) are not listed.'],
  compute({ a, n = 2 }) {
    // n is a whole number ≥ 1 here: the input layer checked it (INVALID_INDEX otherwise).
    const even = n % 2 === 0;
    if (even && a < 0) {
      return fail('NOT_REAL', 'a', `An even root (n = ${n}) of the negative number ${formatNumber(a)} is not real.`, 'Give a ≥ 0, or an odd index n (the cube root of −8 is −2).');
    }
    // |root| lies between 1 and |a|, so it is always a finite, non-zero double when a ≠ 0.
    const value = realRoot(real(a), n).toNumber() + 0;
    const exact = power(real(value), real(n)).eq(real(a));
    const radical = radicalForm(a, n);
    const real_roots = even && value > 0 ? [-value, value] : [value];
    return ok({ value, a, n, real_roots, exact, ...(radical ? { radical } : {}) }, { formatted: `${radicalSign(n)}${formatNumber(a)} = ${formatNumber(value)}` });
  },
});
