// Powers y = a^n, and the two inversions: the base a = y^(1/n) (both signs for
// an even power) and the exponent n = log_a y. Give any two of a, n, y.
import * as z from 'zod/mini';
import type { Outcome, Warning } from '../core/contract.ts';
import { defineEngine } from '../core/contract.ts';
import { fail, isOutcome, ok, warning } from '../core/outcome.ts';
import { formatNumber } from '../core/numeric.ts';
import { finalDouble, real, type Real } from './_lib/real-decimal.ts';
import { logBase, power, powerDomainError } from './_lib/real-powers.ts';
import { chooseUnknown } from './_lib/solve-for-missing.ts';

const KEYS = ['a', 'n', 'y'] as const;

const input = z.object({
  a: z.optional(z.number()),
  n: z.optional(z.number()),
  y: z.optional(z.number()),
  solve_for: z.optional(z.enum(['y', 'a', 'n'])),
});
const output = z.strictObject({
  solve_for: z.enum(KEYS),
  value: z.number(),
  a: z.number(),
  n: z.number(),
  y: z.number(),
  /** Every real solution, ascending (solving for a). */
  solutions: z.optional(z.array(z.number())),
});

const FORMULAS = {
  y: { id: 'exponent.y', expression: 'y = a^n', label: 'a to the power n' },
  a: { id: 'exponent.a', expression: 'a = ±y^(1/n)', label: 'Base with a given power (n-th root)' },
  n: { id: 'exponent.n', expression: 'n = log_a y = ln y / ln a', label: 'Exponent that turns a into y' },
};

export const engine = defineEngine({
  id: 'exponent',
  area: 'math',
  title: 'Exponent (power) calculator',
  description: 'Raise a number to a power, y = a^n (negative and fractional exponents included), or find the base a or the exponent n from the other two.',
  keywords: ['exponent', 'power', 'a to the n', 'x to the power', 'raise to a power', 'squared', 'cubed', 'negative exponent', 'fractional exponent', 'solve for exponent', 'solve for base'],
  capability_id: 'math.exponent',
  version: '1.0.0',
  page: 'math',
  input,
  output,
  inputAliases: { aInput: 'a', nInput: 'n', yInput: 'y', base: 'a', exponent: 'n' },
  errors: ['DIVISION_BY_ZERO', 'NOT_REAL', 'NO_SOLUTION', 'UNDEFINED', 'UNDEFINED_POWER'],
  warnings: ['SOLVED_INPUT_IGNORED', 'TWO_REAL_SOLUTIONS', 'UNDERFLOW_TO_ZERO'],
  formula: FORMULAS.y,
  assumptions: [
    'y = a^n over the real numbers. Give any two of a, n, y; solve_for picks the unknown (default y), otherwise the blank one is solved; a value given for the unknown is ignored (warning SOLVED_INPUT_IGNORED).',
    'Forward: 0^0 → UNDEFINED_POWER; 0 to a negative power → DIVISION_BY_ZERO; a negative base to a non-integer power → NOT_REAL (no real value).',
    'Solving for a: an even integer n gives two real bases ±y^(1/n); value is the principal (positive) one, solutions lists both ascending, with warning TWO_REAL_SOLUTIONS. Odd n keeps the sign of y; a non-integer n needs y ≥ 0 (positive base). y < 0 with an even or non-integer n → NOT_REAL; n = 0 → UNDEFINED when y = 1 (every a ≠ 0 works), NO_SOLUTION otherwise.',
    'Solving for n: n = log_a y for a > 0, a ≠ 1, y > 0. A negative base only reaches y at a whole-number n (found exactly when it exists). a = 1 or a = 0 → UNDEFINED when every n works (y = 1, resp. y = 0), otherwise NO_SOLUTION.',
    'Computed with decimal.js at 40 significant digits from the inputs as typed, then rounded once to the nearest double: integer powers of decimals are exact (1.1² = 1.21), perfect roots are exact (27^(1/3) → 3).',
  ],
  unit: null,
  ui: {
    fields: {
      a: { label: 'Base a' },
      n: { label: 'Exponent n' },
      y: { label: 'Result y = a^n' },
      solve_for: {
        label: 'Solve for',
        blank: 'solve for the field left blank',
        options: [
          { value: 'y', label: 'Power y' },
          { value: 'a', label: 'Base a' },
          { value: 'n', label: 'Exponent n' },
        ],
      },
    },
    initial: { a: 2, n: 10 },
    headline: 'value',
    outputs: {
      value: { label: 'Solved value' },
      solutions: { label: 'All real solutions' },
    },
  },
  examples: [
    {
      name: '2^10',
      inputs: { a: 2, n: 10 },
      expect: { status: 'success', values: { value: 1024, y: 1024 } },
      source: 'Exact arithmetic: 2¹⁰ = 1024.',
    },
    {
      name: '1.1² is exactly 1.21',
      inputs: { a: 1.1, n: 2 },
      expect: { status: 'success', values: { value: 1.21 } },
      source: 'Exact decimal arithmetic: 1.1 × 1.1 = 1.21 (binary doubles give 1.2100000000000002).',
    },
    {
      name: '(−2)^−3',
      inputs: { a: -2, n: -3 },
      expect: { status: 'success', values: { value: -0.125 } },
      source: 'Exact arithmetic: 1 / (−2)³ = −1/8.',
    },
    {
      name: '2^0.5 is √2',
      inputs: { a: 2, n: 0.5 },
      expect: { status: 'success', values: { value: Math.SQRT2 } },
      source: 'OEIS A002193: √2 = 1.41421356237309504880….',
    },
    {
      name: 'Base with a⁴ = 81: ±3',
      inputs: { y: 81, n: 4, solve_for: 'a' },
      expect: { status: 'success', code: 'TWO_REAL_SOLUTIONS', values: { value: 3, 'solutions.0': -3, 'solutions.1': 3 } },
      source: 'Exact arithmetic: (±3)⁴ = 81.',
    },
    {
      name: 'Base with a³ = −27',
      inputs: { y: -27, n: 3, solve_for: 'a' },
      expect: { status: 'success', values: { value: -3 } },
      source: 'Exact arithmetic: (−3)³ = −27.',
    },
    {
      name: 'Exponent with 2^n = 1024',
      inputs: { a: 2, y: 1024 },
      expect: { status: 'success', values: { value: 10, n: 10 } },
      source: 'Exact arithmetic: 2¹⁰ = 1024.',
    },
    {
      name: '0^0',
      inputs: { a: 0, n: 0 },
      expect: { status: 'error', code: 'UNDEFINED_POWER' },
      source: 'Public conformance vector "exponent 0^0 is undefined".',
    },
    {
      name: '(−8)^0.5',
      inputs: { a: -8, n: 0.5 },
      expect: { status: 'error', code: 'NOT_REAL' },
      source: '√−8 is imaginary.',
    },
  ],
  limitations: ['Real results only; complex powers and roots are not computed.', 'A non-integer exponent is taken as the decimal typed, so (−8)^(1/3) typed as n = 0.333… is NOT_REAL: use root (nth-root) for odd roots of negatives.'],
  compute(inp) {
    const choice = chooseUnknown(inp, KEYS, inp.solve_for, 'y');
    if ('error' in choice) return choice.error;
    const { target, warnings } = choice;
    const { a, n, y } = inp as Record<(typeof KEYS)[number], number>;
    const done = (value: number, fields: { a: number; n: number; y: number }, solutions?: number[]): Outcome<z.output<typeof output>> =>
      ok({ solve_for: target, value, ...fields, ...(solutions ? { solutions } : {}) }, { formula: FORMULAS[target], warnings, formatted: `${fields.a < 0 ? `(${formatNumber(fields.a)})` : formatNumber(fields.a)}^${formatNumber(fields.n)} = ${formatNumber(fields.y)}` });

    if (target === 'y') {
      const bad = powerDomainError(a, n, 'a', 'n');
      if (bad) return bad;
      const v = finalDouble(power(real(a), real(n)), 'n', 'a^n', warnings);
      return isOutcome(v) ? v : done(v, { a, n, y: v });
    }
    if (target === 'a') return solveBase(y, n, warnings, (v, sols) => done(v, { a: v, n, y }, sols));
    return solveExponent(a, y, warnings, (v) => done(v, { a, n: v, y }));
  },
});

type Done = (value: number, solutions?: number[]) => Outcome<z.output<typeof output>>;

/** a from a^n = y. */
function solveBase(y: number, n: number, warnings: Warning[], done: Done) {
  if (n === 0) {
    return y === 1
      ? fail('UNDEFINED', 'n', 'a^0 = 1 for every non-zero a, so the base is undetermined.', 'Give a non-zero exponent n.')
      : fail('NO_SOLUTION', 'y', `a^0 = 1 for every a, never ${formatNumber(y)}.`, 'Give a non-zero exponent n, or y = 1.');
  }
  if (y === 0) return n > 0 ? done(0, [0]) : fail('NO_SOLUTION', 'y', `a^${formatNumber(n)} with a negative exponent is never 0.`, 'Give a non-zero y, or a positive n.');
  const even = Number.isInteger(n) && n % 2 === 0;
  const odd = Number.isInteger(n) && !even;
  if (y < 0 && !odd) {
    return fail('NOT_REAL', 'y', `No real base to the ${Number.isInteger(n) ? 'even' : 'non-integer'} power ${formatNumber(n)} is negative.`, 'Give y ≥ 0, or an odd whole-number exponent n.');
  }
  const magnitude: Real = n === 2 ? real(y).abs().sqrt() : power(real(y).abs(), real(1).div(n));
  const r = finalDouble(magnitude, 'y', 'The base', warnings);
  if (isOutcome(r)) return r;
  if (odd) return done(y < 0 ? -r : r, [y < 0 ? -r : r]);
  if (even) {
    warnings.push(warning('TWO_REAL_SOLUTIONS', `Both ${formatNumber(r)} and ${formatNumber(-r)} raised to the even power ${formatNumber(n)} give ${formatNumber(y)}; value is the principal (positive) base.`, 'Use solutions for both bases.'));
    return done(r, [-r, r]);
  }
  return done(r, [r]); // non-integer n: only a positive base has a real power
}

/** n from a^n = y. */
function solveExponent(a: number, y: number, warnings: Warning[], done: Done) {
  if (a === 0 || a === 1 || a === -1) {
    const every = a === 0 ? y === 0 : a === 1 ? y === 1 : y === 1 || y === -1;
    if (every) {
      const which = a === 0 ? 'positive' : a === 1 ? '' : y === 1 ? 'even' : 'odd';
      return fail('UNDEFINED', 'n', `${formatNumber(a)}^n = ${formatNumber(y)} for every ${which ? `${which} ` : ''}n, so the exponent is undetermined.`, 'Use a base other than 0, 1 and −1.');
    }
    return fail('NO_SOLUTION', 'y', `${formatNumber(a)}^n only takes the values ${a === 0 ? '0' : a === 1 ? '1' : '1 and −1'}, never ${formatNumber(y)}.`, 'Check a and y.');
  }
  if (a > 0) {
    if (y <= 0) return fail('NO_SOLUTION', 'y', `${formatNumber(a)}^n is positive for every real n, never ${formatNumber(y)}.`, 'Give y > 0, or a negative base a with a whole-number power.');
    const v = finalDouble(logBase(real(y), real(a)), 'y', 'log_a y', warnings);
    return isOutcome(v) ? v : done(v);
  }
  // A negative base has real powers only at whole-number exponents: try the one the magnitudes point to.
  if (y !== 0) {
    const k = logBase(real(y).abs(), real(a).abs()).round();
    if (power(real(a), k).eq(real(y))) return done(k.toNumber());
  }
  return fail('NO_SOLUTION', 'y', `No whole-number power of ${formatNumber(a)} equals ${formatNumber(y)}, and a negative base has no real non-integer powers.`, 'Check the sign of y, or use a positive base a.');
}
