// Square root √x: the principal (non-negative) root of x ≥ 0, and for x < 0
// the principal imaginary root i·√|x|, with the simplest radical form of whole numbers.
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { ok } from '../core/outcome.ts';
import { formatNumber } from '../core/numeric.ts';
import { real } from './_lib/real-decimal.ts';
import { radicalForm } from './_lib/radical-form.ts';

const input = z.object({ x: z.number() });
const output = z.strictObject({
  x: z.number(),
  /** √x for x ≥ 0; null for x < 0, whose principal root real + imag·i is not a real number. */
  principal: z.nullable(z.number()),
  real: z.number(),
  imag: z.number(),
  is_real: z.boolean(),
  /** √x squared gives x back exactly (x is a perfect square of a decimal). */
  exact: z.boolean(),
  /** Simplest radical form for whole numbers |x| ≤ 10¹² (√12 = 2√3, √−9 = 3i). */
  radical: z.optional(z.string()),
});

export const engine = defineEngine({
  id: 'square-root',
  area: 'math',
  title: 'Square root',
  description: 'Principal square root √x of any real number: a real root for x ≥ 0, an imaginary one (i·√|x|) for x < 0, with the simplified radical form of whole numbers.',
  keywords: ['square root', 'sqrt', 'root', 'radical', '√', 'simplify square root', 'imaginary root', 'perfect square', 'principal root', 'times itself', 'multiplied by itself', 'what number squared'],
  capability_id: 'math.square_root',
  version: '1.0.0',
  page: 'math',
  tools: [{ id: 'sqrt' }],
  input,
  output,
  inputAliases: { xInput: 'x' },
  errors: [],
  warnings: [],
  formula: { id: 'square-root', expression: '√x = r with r ≥ 0 and r² = x;  √x = i·√|x| for x < 0', label: 'Principal square root' },
  assumptions: [
    'The principal square root: the non-negative r with r² = x. For x < 0 it is the imaginary number i·√|x|: real = 0, imag = √|x|, principal = null and is_real = false. The other root is the negative of the principal one.',
    'exact is true when the returned root squared reproduces x exactly in decimal (√0.01 = 0.1); otherwise the root is the nearest double to the irrational value.',
    'radical is the simplest radical form k√m (m square-free) for whole numbers with |x| ≤ 10¹².',
    'decimal.js square root at 40 significant digits of x as typed, rounded once to the nearest double (correctly rounded).',
  ],
  unit: null,
  ui: {
    fields: { x: { label: 'Number x' } },
    initial: { x: 16 },
    headline: 'principal',
    outputs: {
      principal: { label: 'Principal square root' },
      real: { label: 'Real part' },
      imag: { label: 'Imaginary part' },
      is_real: { label: 'Real root' },
      exact: { label: 'Exact root' },
      radical: { label: 'Simplest radical form' },
    },
  },
  examples: [
    {
      name: '√16',
      inputs: { x: 16 },
      expect: { status: 'success', values: { principal: 4, real: 4, imag: 0, exact: true, is_real: true } },
      source: 'Public conformance vector "square root of 16": 4² = 16.',
    },
    {
      name: '√2',
      inputs: { x: 2 },
      expect: { status: 'success', values: { principal: 1.4142135623730951, exact: false, radical: '√2' }, rel: 1e-16 },
      source: 'OEIS A002193: √2 = 1.41421356237309504880….',
    },
    {
      name: '√12 simplifies to 2√3',
      inputs: { x: 12 },
      expect: { status: 'success', values: { principal: 3.4641016151377544, radical: '2√3' }, rel: 1e-15 },
      source: '12 = 2² × 3, so √12 = 2√3 = 3.46410161513775458705… (2 × OEIS A002194).',
    },
    {
      name: '√0.0625',
      inputs: { x: 0.0625 },
      expect: { status: 'success', values: { principal: 0.25, exact: true } },
      source: 'Exact arithmetic: 0.25² = 0.0625.',
    },
    {
      name: '√−4 is 2i',
      inputs: { x: -4 },
      expect: { status: 'success', values: { principal: null, real: 0, imag: 2, is_real: false, radical: '2i' } },
      source: 'Definition of the principal root of a negative number: √−4 = i√4 = 2i.',
    },
  ],
  limitations: ['Real inputs only (no complex x); for higher roots use root (nth-root).'],
  compute({ x }) {
    const magnitude = real(x).abs().sqrt();
    const r = magnitude.toNumber(); // √ of a double never overflows or underflows to 0
    const exact = real(r).pow(2).eq(real(x).abs());
    const radical = radicalForm(x, 2);
    const common = { x, exact, ...(radical ? { radical } : {}) };
    if (x >= 0) return ok({ principal: r, real: r, imag: 0, is_real: true, ...common }, { formatted: `√${formatNumber(x)} = ${formatNumber(r)}` });
    return ok({ principal: null, real: 0, imag: r, is_real: false, ...common }, { formatted: `√${formatNumber(x)} = ${formatNumber(r)}i` });
  },
});
