// Percent change between two values, signed and measured against |v1|; give
// any two of v1, v2 and p. Solving for v1 inverts p = (v2 − v1)/|v1| × 100,
// which has one branch for v1 > 0 and one for v1 < 0, so there can be 0, 1 or
// 2 starting values (DECISIONS.md 5).
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { fail, invalid, isOutcome, multiple, ok } from '../core/outcome.ts';
import { formatNumber } from '../core/numeric.ts';
import { directionOf, PERCENT_CHANGE_CONVENTION, percentChange } from './_lib/percent-change-math.ts';
import { finalDouble, real, type Real } from './_lib/real-decimal.ts';
import { chooseUnknown } from './_lib/solve-for-missing.ts';

const KEYS = ['v1', 'v2', 'p'] as const;
const DIRECTIONS = ['increase', 'decrease', 'no change'] as const;

const input = z.object({
  v1: z.optional(z.number()),
  v2: z.optional(z.number()),
  p: z.optional(z.number()),
  solve_for: z.optional(z.enum(KEYS)),
});

const output = z.union([
  z.strictObject({
    solve_for: z.enum(KEYS),
    value: z.number(),
    direction: z.enum(DIRECTIONS),
    v1: z.number(),
    v2: z.number(),
    p: z.number(),
    change: z.number(),
    solutions: z.optional(z.array(z.number())),
  }),
  // multiple_solutions: both starting values, ascending
  z.strictObject({ solve_for: z.literal('v1'), solutions: z.array(z.number()), direction: z.enum(DIRECTIONS), v2: z.number(), p: z.number() }),
]);

const FORMULAS = {
  p: { id: 'percent-change.p', expression: 'p = (v2 − v1) / |v1| × 100', label: 'Percent change from v1 to v2' },
  v2: { id: 'percent-change.v2', expression: 'v2 = v1 + p / 100 × |v1|', label: 'Value after a change of p percent' },
  v1: { id: 'percent-change.v1', expression: 'v1 = v2 / (1 + p/100) if v1 > 0;  v1 = v2 / (1 − p/100) if v1 < 0', label: 'Starting value before a change of p percent' },
};

export const engine = defineEngine({
  id: 'percent-change',
  area: 'math',
  title: 'Percent change',
  description: 'Percentage increase or decrease from an old value v1 to a new value v2, the new value after a percent change, or the old value before it; give any two of v1, v2 and p.',
  keywords: ['percent change', 'percentage change', 'percent increase', 'percent decrease', 'growth rate', 'relative change', 'original value', 'reverse percent change', 'old value', 'new value', 'went up', 'go up', 'gone up', 'went down', 'increase from', 'rise', 'last year'],
  capability_id: 'math.percent_change',
  version: '1.0.0',
  page: 'math',
  tools: [{ id: 'percentage-change' }],
  input,
  output,
  inputAliases: { v1Input: 'v1', oldV: 'v1', v2Input: 'v2', newV: 'v2', pInput: 'p' },
  errors: ['DIVISION_BY_ZERO', 'INFINITE_SOLUTIONS', 'NO_SOLUTION', 'UNDEFINED'],
  warnings: ['SOLVED_INPUT_IGNORED', 'UNDERFLOW_TO_ZERO'],
  formula: FORMULAS.p,
  assumptions: [
    PERCENT_CHANGE_CONVENTION,
    'Give any two of v1, v2, p. solve_for picks the unknown (default p); without it the blank one is solved. A value given for the unknown is ignored (warning SOLVED_INPUT_IGNORED).',
    'Solving for v1: v1 > 0 needs v1 = v2 / (1 + p/100) to be positive, v1 < 0 needs v1 = v2 / (1 − p/100) to be negative. Two valid starts give status multiple_solutions with result.solutions ascending; one gives success with value; none gives status invalid with code NO_SOLUTION; p = ∓100 with v2 = 0 fits every positive (negative) v1 and gives status invalid with code INFINITE_SOLUTIONS.',
    'direction follows the sign of the change: increase, decrease or no change.',
    'Exact decimal arithmetic (decimal.js, 40 significant digits) on the inputs as typed; each result is the nearest double.',
  ],
  unit: '%',
  ui: {
    fields: {
      v1: { label: 'Old value v1' },
      v2: { label: 'New value v2' },
      p: { label: 'Percent change p', unit: '%' },
      solve_for: {
        label: 'Solve for',
        blank: 'solve for the field left blank',
        options: [
          { value: 'p', label: 'Percent change p' },
          { value: 'v2', label: 'New value v2' },
          { value: 'v1', label: 'Old value v1' },
        ],
      },
    },
    initial: { v1: 80, v2: 100 },
    headline: 'value',
    outputs: {
      value: { label: 'Solved value' },
      direction: { label: 'Direction' },
      change: { label: 'Change v2 − v1' },
      solutions: { label: 'Possible old values v1' },
    },
  },
  examples: [
    {
      name: '80 → 100 is a 25 % increase',
      inputs: { v1: 80, v2: 100 },
      expect: { status: 'success', values: { value: 25, direction: 'increase', change: 20 } },
      source: 'Exact arithmetic: (100 − 80) / 80 × 100 = 25.',
    },
    {
      name: '−50 → −25 is +50 % (signed convention)',
      inputs: { v1: -50, v2: -25 },
      expect: { status: 'success', values: { value: 50, direction: 'increase' } },
      source: 'Public conformance vector "percent-change signed with negative v1": 25 / |−50| × 100 = 50.',
    },
    {
      name: '200 less 15 %',
      inputs: { v1: 200, p: -15, solve_for: 'v2' },
      expect: { status: 'success', values: { value: 170, direction: 'decrease' } },
      source: 'Exact arithmetic: 200 + (−15/100) × 200 = 170.',
    },
    {
      name: 'Start value that rose 200 % to 10: two answers',
      inputs: { v2: 10, p: 200, solve_for: 'v1' },
      expect: { status: 'multiple_solutions', values: { 'solutions.0': -10, 'solutions.1': 10 / 3 } },
      source: 'Public conformance vector "percent-change inverse v1 has two solutions"; check: (10 − 10/3) / (10/3) = 2 and (10 − (−10)) / 10 = 2.',
    },
    {
      name: 'Start value that fell 20 % to 80: one answer',
      inputs: { v2: 80, p: -20, solve_for: 'v1' },
      expect: { status: 'success', values: { value: 100, 'solutions.0': 100 } },
      source: 'Exact arithmetic: 80 / 0.8 = 100; the negative branch 80 / 1.2 is positive, so it is rejected.',
    },
    {
      name: 'No start value falls 150 % to 10',
      inputs: { v2: 10, p: -150, solve_for: 'v1' },
      expect: { status: 'invalid', code: 'NO_SOLUTION' },
      source: 'DECISIONS.md 5: v1 > 0 gives 10 / (−0.5) < 0 and v1 < 0 gives 10 / 2.5 > 0, both rejected.',
    },
    {
      name: 'Change from zero',
      inputs: { v1: 0, v2: 5 },
      expect: { status: 'error', code: 'DIVISION_BY_ZERO' },
      source: 'A percent change of 0 is a division by zero.',
    },
  ],
  limitations: ['Percentage points between two percentages are plain subtraction, not a percent change.'],
  compute(inp) {
    const choice = chooseUnknown(inp, KEYS, inp.solve_for, 'p');
    if ('error' in choice) return choice.error;
    const { target, warnings } = choice;
    const fin = (d: Real, field: string, what: string) => finalDouble(d, field, what, warnings);

    if (target === 'p' || target === 'v2') {
      const v1 = inp.v1!;
      let v2: number;
      let p: number;
      if (target === 'p') {
        v2 = inp.v2!;
        const pct = percentChange(v1, v2, 'v1');
        if (isOutcome(pct)) return pct;
        const pv = fin(pct, 'v2', 'The percent change');
        if (isOutcome(pv)) return pv;
        p = pv;
      } else {
        p = inp.p!;
        if (v1 === 0) return fail('DIVISION_BY_ZERO', 'v1', 'A percent change is a fraction of |v1|; from v1 = 0 no percentage applies (0 stays 0).', 'Give a non-zero v1.');
        const v = fin(real(v1).plus(real(p).div(100).times(real(v1).abs())), 'p', 'v2');
        if (isOutcome(v)) return v;
        v2 = v;
      }
      const change = fin(real(v2).minus(v1), 'v2', 'v2 − v1');
      if (isOutcome(change)) return change;
      return ok({ solve_for: target, value: target === 'p' ? p : v2, direction: directionOf(p), v1, v2, p, change }, { formula: FORMULAS[target], unit: target === 'p' ? '%' : null, warnings });
    }

    // v1 from v2 and p: one candidate per sign branch of v1.
    const v2 = inp.v2!;
    const p = inp.p!;
    const r = real(p).div(100);
    const up = real(1).plus(r); // v1 > 0: v2 = v1 (1 + r)
    const down = real(1).minus(r); // v1 < 0: v2 = v1 (1 − r)
    if (v2 === 0 && (up.isZero() || down.isZero())) {
      const sign = up.isZero() ? 'positive' : 'negative';
      return invalid('INFINITE_SOLUTIONS', 'p', `A change of ${p} % takes every ${sign} v1 to 0, so v1 cannot be determined.`, 'Give v1 directly, or a non-zero v2.', warnings);
    }
    const candidates: Real[] = [];
    if (!up.isZero() && real(v2).div(up).gt(0)) candidates.push(real(v2).div(up));
    if (!down.isZero() && real(v2).div(down).lt(0)) candidates.push(real(v2).div(down));
    if (candidates.length === 0) {
      return invalid('NO_SOLUTION', 'p', `No starting value v1 changes by ${formatNumber(p)} % to ${formatNumber(v2)}: a positive v1 keeps the sign of 1 + p/100 and a negative v1 the opposite sign of 1 − p/100.`, 'Check the sign of p or of v2 (a decrease of more than 100 % turns a positive value negative).', warnings);
    }
    const solutions: number[] = [];
    for (const c of candidates.sort((a, b) => a.cmp(b))) {
      const v = fin(c, 'v2', 'v1');
      if (isOutcome(v)) return v;
      solutions.push(v);
    }
    if (solutions.length === 2) {
      return multiple({ solve_for: 'v1' as const, solutions, direction: directionOf(p), v2, p }, { formula: FORMULAS.v1, unit: null, formatted: `v1 = ${solutions.map((s) => formatNumber(s)).join(' or ')}`, warnings });
    }
    const v1 = solutions[0];
    const change = fin(real(v2).minus(v1), 'v2', 'v2 − v1');
    if (isOutcome(change)) return change;
    return ok({ solve_for: 'v1' as const, value: v1, direction: directionOf(p), v1, v2, p, change, solutions }, { formula: FORMULAS.v1, unit: null, warnings });
  },
});
