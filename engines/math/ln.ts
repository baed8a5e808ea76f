// Natural logarithm ln x = log_e x for x > 0, with the round trip e^y as a check.
import * as z from 'zod/mini';
import type { Warning } from '../core/contract.ts';
import { defineEngine } from '../core/contract.ts';
import { isOutcome, ok } from '../core/outcome.ts';
import { formatNumber } from '../core/numeric.ts';
import { finalDouble, Real, real, realOrE, showNumber } from './_lib/real-decimal.ts';
import { logArgumentError, readEToken } from './_lib/real-powers.ts';

const input = z.object({ x: z.number() });
const output = z.strictObject({
  x: z.number(),
  y: z.number(),
  value: z.number(),
  /** The check e^y = x, evaluated from the returned y to 17 significant digits (text, so it never overflows). */
  verification: z.string(),
});

export const engine = defineEngine({
  id: 'ln',
  area: 'math',
  title: 'Natural logarithm (ln)',
  description: 'Natural logarithm ln x (log base e) of a positive number, with e^y as a check; the letter e is accepted as x.',
  keywords: ['ln', 'natural log', 'natural logarithm', 'log base e', 'loge', 'logarithm', 'napierian logarithm'],
  capability_id: 'math.ln',
  version: '1.0.0',
  page: 'math',
  tools: [{ id: 'natural-log' }],
  input,
  output,
  inputAliases: { xInput: 'x' },
  prepare: (raw) => ({ ...raw, x: readEToken(raw.x) }),
  errors: ['LOG_OF_ZERO', 'NOT_REAL'],
  warnings: [],
  formula: { id: 'ln', expression: 'y = ln x  (e^y = x)', label: 'Natural logarithm' },
  assumptions: [
    'y = ln x = log_e x, defined for x > 0; e = 2.718281828459045…. x < 0 gives NOT_REAL (the logarithm is complex) and x = 0 gives LOG_OF_ZERO (ln 0 = −∞).',
    'x may be the letter e (ln e = 1); the double nearest e, 2.718281828459045, is read as e.',
    'value equals y. verification is the check e^y = x written out, evaluated from the returned y to 17 significant digits: it equals x up to the rounding of y (relative difference about 1e-16 × |y|).',
    'Computed with decimal.js at 40 significant digits from x as typed, then rounded once to the nearest double: correctly rounded except in rare halfway cases (within 1 ulp).',
  ],
  unit: null,
  ui: {
    fields: { x: { label: 'Number x (> 0, or e)', kind: 'text', placeholder: 'e.g. 10 or e' } },
    initial: { x: 10 },
    headline: 'y',
    outputs: {
      y: { label: 'Natural logarithm ln x' },
      value: { label: 'Natural logarithm ln x' },
      verification: { label: 'Check e^y = x' },
    },
  },
  examples: [
    {
      name: 'ln 10',
      inputs: { x: 10 },
      expect: { status: 'success', values: { y: 2.302585092994046, value: 2.302585092994046 }, rel: 1e-15 },
      source: 'Public conformance vector "natural log of 10" (Python math.log(10)); OEIS A002392: ln 10 = 2.302585092994045684017991….',
    },
    {
      name: 'ln e is 1',
      inputs: { x: 'e' },
      expect: { status: 'success', values: { y: 1 } },
      source: 'Definition: ln e = 1.',
    },
    {
      name: 'ln 0.5',
      inputs: { x: 0.5 },
      expect: { status: 'success', values: { y: -0.6931471805599453 }, rel: 1e-15 },
      source: 'ln 0.5 = −ln 2; OEIS A002162: ln 2 = 0.693147180559945309417232….',
    },
    {
      name: 'ln 0',
      inputs: { x: 0 },
      expect: { status: 'error', code: 'LOG_OF_ZERO' },
      source: 'ln x → −∞ as x → 0⁺: no finite value.',
    },
    {
      name: 'ln of a negative number',
      inputs: { x: -1 },
      expect: { status: 'error', code: 'NOT_REAL' },
      source: 'ln(−1) = iπ is not real.',
    },
  ],
  limitations: ['Real logarithms only: no complex results for x < 0.'],
  compute({ x }) {
    const bad = logArgumentError(x, 'x');
    if (bad) return bad;
    const warnings: Warning[] = [];
    const y = finalDouble(realOrE(x).ln(), 'x', 'ln x', warnings);
    if (isOutcome(y)) return y;
    const verification = `e^${y} = ${Real.exp(real(y)).toSignificantDigits(17).toString()}`;
    return ok({ x, y, value: y, verification }, { formatted: `ln ${showNumber(x)} = ${formatNumber(y)}`, warnings });
  },
});
