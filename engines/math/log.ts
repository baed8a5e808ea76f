// Logarithm y = log_b x and its two inversions: give any two of x, y and the
// base b, and the engine solves for the third (x = b^y, b = x^(1/y)).
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { fail, isOutcome, ok } from '../core/outcome.ts';
import { formatNumber } from '../core/numeric.ts';
import { finalDouble, real, realOrE, showNumber } from './_lib/real-decimal.ts';
import { baseError, logArgumentError, logBase, power, readEToken } from './_lib/real-powers.ts';
import { chooseUnknown } from './_lib/solve-for-missing.ts';

const KEYS = ['x', 'y', 'b'] as const;

const input = z.object({
  x: z.optional(z.number()),
  y: z.optional(z.number()),
  b: z.optional(z.number()),
  solve_for: z.optional(z.enum(KEYS)),
});
const output = z.strictObject({ solve_for: z.enum(KEYS), value: z.number(), b: z.number(), x: z.number(), y: z.number() });

const FORMULAS = {
  y: { id: 'log.y', expression: 'y = log_b x = ln x / ln b', label: 'Logarithm of x to base b' },
  x: { id: 'log.x', expression: 'x = b^y', label: 'Number whose base-b logarithm is y (antilogarithm)' },
  b: { id: 'log.b', expression: 'b = x^(1/y)', label: 'Base for which log_b x = y' },
};

export const engine = defineEngine({
  id: 'log',
  area: 'math',
  title: 'Logarithm (any base)',
  description: 'Logarithm of x to any base b (10, 2, e or custom); or, given two of x, y = log_b x and b, the missing one: x = b^y or b = x^(1/y).',
  keywords: ['log', 'logarithm', 'log base 10', 'common log', 'log base 2', 'binary log', 'lg', 'log base b', 'change of base', 'solve logarithm', 'find the base', 'what power', 'to what power', 'which power of ten', 'how many times multiply'],
  capability_id: 'math.log',
  version: '1.0.0',
  page: 'math',
  tools: [{ id: 'logarithm' }],
  input,
  output,
  inputAliases: { base: 'b', xInput: 'x', yInput: 'y', bInput: 'b', baseInput: 'b' },
  prepare(raw) {
    const solve = typeof raw.solve_for === 'string' && raw.solve_for.trim().toLowerCase() === 'base' ? 'b' : raw.solve_for;
    return { ...raw, x: readEToken(raw.x), b: readEToken(raw.b), solve_for: solve };
  },
  errors: ['INVALID_BASE', 'LOG_OF_ZERO', 'NOT_REAL', 'NO_SOLUTION', 'UNDEFINED'],
  warnings: ['SOLVED_INPUT_IGNORED', 'UNDERFLOW_TO_ZERO'],
  formula: FORMULAS.y,
  assumptions: [
    'y = log_b x, i.e. b^y = x, for x > 0 and a base b > 0, b ≠ 1. Give any two of x, y, b (base is another name for b; the letter e is accepted for b and x, and 2.718281828459045 is read as e).',
    'solve_for picks the unknown (default y); without it the blank one is solved. A value given for the unknown is ignored (warning SOLVED_INPUT_IGNORED).',
    'Codes: base ≤ 0 or 1 → INVALID_BASE; x < 0 → NOT_REAL; x = 0 → LOG_OF_ZERO; solving for b with y = 0 → UNDEFINED when x = 1 (every base works) and NO_SOLUTION otherwise; x = 1 with y ≠ 0 → NO_SOLUTION (the base would be 1).',
    'Computed with decimal.js at 40 significant digits from the inputs as typed, then rounded once to the nearest double, so exact powers give exact logarithms (log10 1000 = 3, log2 8 = 3).',
  ],
  unit: null,
  ui: {
    fields: {
      x: { label: 'Number x (> 0)' },
      b: { label: 'Base b (10, 2, e or any b > 0, ≠ 1)', kind: 'text', placeholder: '10' },
      y: { label: 'Logarithm y = log_b x' },
      solve_for: {
        label: 'Solve for',
        blank: 'solve for the field left blank',
        options: [
          { value: 'y', label: 'Logarithm y' },
          { value: 'x', label: 'Number x' },
          { value: 'b', label: 'Base b' },
        ],
      },
    },
    initial: { x: 1000, b: 10 },
    headline: 'value',
    outputs: {
      value: { label: 'Solved value' },
    },
  },
  examples: [
    {
      name: 'log10 1000',
      inputs: { x: 1000, base: 10 },
      expect: { status: 'success', values: { value: 3, y: 3 } },
      source: 'Public conformance vector "log base 10 of 1000": 10³ = 1000.',
    },
    {
      name: 'log2 1024',
      inputs: { x: 1024, b: 2 },
      expect: { status: 'success', values: { value: 10 } },
      source: 'Exact arithmetic: 2¹⁰ = 1024.',
    },
    {
      name: 'log10 2',
      inputs: { x: 2, b: 10 },
      expect: { status: 'success', values: { value: 0.3010299956639812 }, rel: 1e-15 },
      source: 'OEIS A007524: log10 2 = 0.30102999566398119521….',
    },
    {
      name: 'log base e of 10 (letter e)',
      inputs: { x: 10, b: 'e' },
      expect: { status: 'success', values: { value: 2.302585092994046 }, rel: 1e-15 },
      source: 'OEIS A002392: ln 10 = 2.302585092994045684….',
    },
    {
      name: 'x from log5 x = 3',
      inputs: { y: 3, b: 5, solve_for: 'x' },
      expect: { status: 'success', values: { value: 125, x: 125 } },
      source: 'Exact arithmetic: 5³ = 125.',
    },
    {
      name: 'Base for which log_b 81 = 4',
      inputs: { x: 81, y: 4 },
      expect: { status: 'success', values: { value: 3, b: 3 } },
      source: 'Exact arithmetic: 3⁴ = 81.',
    },
    {
      name: 'Base 1',
      inputs: { x: 5, b: 1 },
      expect: { status: 'error', code: 'INVALID_BASE' },
      source: 'Definition: 1^y = 1 for every y, so log base 1 does not exist.',
    },
    {
      name: 'Log of a negative number',
      inputs: { x: -10, b: 10 },
      expect: { status: 'error', code: 'NOT_REAL' },
      source: 'b^y > 0 for every real y, so log_b of a negative number is not real.',
    },
  ],
  limitations: ['Real logarithms only: x < 0 or a negative base give errors rather than complex values.'],
  compute(inp) {
    const choice = chooseUnknown(inp, KEYS, inp.solve_for, 'y');
    if ('error' in choice) return choice.error;
    const { target, warnings } = choice;
    let { x, y, b } = inp as Record<(typeof KEYS)[number], number>;
    const done = (value: number) => ok({ solve_for: target, value, b, x, y }, { formula: FORMULAS[target], warnings, formatted: `log_${showNumber(b)}(${showNumber(x)}) = ${formatNumber(y)}` });

    if (target === 'y' || target === 'x') {
      const badBase = baseError(b, 'b');
      if (badBase) return badBase;
      if (target === 'y') {
        const badX = logArgumentError(x, 'x');
        if (badX) return badX;
        const v = finalDouble(logBase(realOrE(x), realOrE(b)), 'x', 'log_b x', warnings);
        if (isOutcome(v)) return v;
        y = v;
        return done(y);
      }
      const v = finalDouble(power(realOrE(b), real(y)), 'y', 'b^y', warnings);
      if (isOutcome(v)) return v;
      x = v;
      return done(x);
    }

    // b = x^(1/y)
    const badX = logArgumentError(x, 'x');
    if (badX) return badX;
    if (y === 0) {
      return x === 1
        ? fail('UNDEFINED', 'y', 'log_b 1 = 0 for every base b, so the base is undetermined.', 'Give a non-zero y, or an x other than 1.')
        : fail('NO_SOLUTION', 'y', `b^0 = 1 for every base, never ${formatNumber(x)}.`, 'Give a non-zero y.');
    }
    if (x === 1) return fail('NO_SOLUTION', 'x', `log_b 1 = 0 for every base, never ${formatNumber(y)}; b^y = 1 needs b = 1, which is not a base.`, 'Give x ≠ 1, or y = 0.');
    const v = finalDouble(power(realOrE(x), real(1).div(y)), 'x', 'The base x^(1/y)', warnings);
    if (isOutcome(v)) return v;
    b = v;
    return done(b);
  },
});
