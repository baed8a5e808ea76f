// Right triangle by the Pythagorean theorem a² + b² = c²: the missing side from
// the other two, with area, perimeter, altitude and the acute angles; or, given
// all three sides, a check whether they form a right triangle.
import * as z from 'zod/mini';
import type { Warning } from '../core/contract.ts';
import { defineEngine } from '../core/contract.ts';
import { fail, isOutcome, missing, ok } from '../core/outcome.ts';
import { formatNumber } from '../core/numeric.ts';
import { finalDouble, PI, Real, real, type Real as RealT } from './_lib/real-decimal.ts';
import { chooseUnknown } from './_lib/solve-for-missing.ts';
import { drawPythagorean } from './pythagorean.picture.ts';

const SIDES = ['a', 'b', 'c'] as const;
type Side = (typeof SIDES)[number];

/** Relative tolerance of the verify mode: |a² + b² − c²| ≤ 1e-12 · c². */
const RIGHT_ANGLE_TOLERANCE = 1e-12;

const side = z.optional(z.number());
const input = z.object({ a: side, b: side, c: side, solve_for: z.optional(z.enum(SIDES)), mode: z.optional(z.enum(['solve', 'verify'])) });

const output = z.union([
  z.strictObject({
    mode: z.literal('solve'),
    solve_for: z.enum(SIDES),
    value: z.number(),
    a: z.number(),
    b: z.number(),
    c: z.number(),
    area: z.number(),
    perimeter: z.number(),
    /** Altitude from the right angle to the hypotenuse, ab / c. */
    height: z.number(),
    /** Angle opposite a and opposite b, in degrees (they add to 90°). */
    angle_a_deg: z.number(),
    angle_b_deg: z.number(),
  }),
  z.strictObject({
    mode: z.literal('verify'),
    is_right: z.boolean(),
    /** a² + b² equals c² exactly in decimal arithmetic. */
    exact: z.boolean(),
    a: z.number(),
    b: z.number(),
    c: z.number(),
    sum_of_squares: z.number(),
    c_squared: z.number(),
    difference: z.number(),
  }),
]);

const FORMULAS = {
  c: { id: 'pythagorean.c', expression: 'c = √(a² + b²)', label: 'Hypotenuse from the legs' },
  a: { id: 'pythagorean.a', expression: 'a = √(c² − b²)', label: 'Leg from the hypotenuse and the other leg' },
  b: { id: 'pythagorean.b', expression: 'b = √(c² − a²)', label: 'Leg from the hypotenuse and the other leg' },
  verify: { id: 'pythagorean.verify', expression: 'a² + b² = c² ?', label: 'Right-triangle check (converse of Pythagoras)' },
};

export const engine = defineEngine({
  id: 'pythagorean',
  area: 'math',
  title: 'Pythagorean theorem (right triangle)',
  description: 'Missing side of a right triangle from the other two (a² + b² = c²), with area, perimeter, altitude and angles; or check whether three sides form a right triangle.',
  keywords: ['pythagorean theorem', 'pythagoras', 'hypotenuse', 'right triangle', 'right angle triangle', 'leg', 'a2 + b2 = c2', 'triangle side', 'pythagorean triple', 'distance formula', 'ladder against a wall', 'ladder', 'diagonal', 'screen diagonal', 'how high', 'distance across'],
  capability_id: 'math.pythagorean',
  version: '1.0.0',
  page: 'math',
  tools: [{ id: 'pythagoras' }],
  input,
  output,
  inputAliases: { aInput: 'a', bInput: 'b', cInput: 'c' },
  errors: ['HYPOTENUSE_MUST_BE_LONGEST', 'SIDE_MUST_BE_POSITIVE'],
  warnings: ['UNDERFLOW_TO_ZERO'],
  formula: FORMULAS.c,
  assumptions: [
    'a and b are the legs and c is the hypotenuse (the side opposite the right angle), all in the same length unit; every given side must be > 0 (SIDE_MUST_BE_POSITIVE).',
    'Give any two sides and the third is solved (solve_for picks it; default c). Solving for a leg needs c longer than the other leg (HYPOTENUSE_MUST_BE_LONGEST). A value given for the unknown is ignored (warning SOLVED_INPUT_IGNORED).',
    'All three sides without solve_for, or mode verify, checks a² + b² = c²: is_right when |a² + b² − c²| ≤ 1e-12 · c² (so a rounded √2 still counts), exact when the equality holds exactly in decimal.',
    'Also returned when solving: area = ab/2, perimeter = a + b + c, height = ab/c (altitude to the hypotenuse), and the acute angles opposite a and b in degrees.',
    'Exact decimal arithmetic (decimal.js, 40 significant digits) on the sides as typed, rounded once to a double: 0.3, 0.4 → 0.5 exactly; c² − b² has no cancellation error.',
  ],
  unit: null,
  ui: {
    fields: {
      mode: { label: 'Mode', blank: 'check when all three sides are given, else solve', options: [{ value: 'solve', label: 'Find the missing side' }, { value: 'verify', label: 'Check a right triangle' }] },
      a: { label: 'Leg a' },
      b: { label: 'Leg b' },
      c: { label: 'Hypotenuse c' },
      solve_for: { label: 'Solve for', blank: 'solve for the field left blank', options: [{ value: 'c', label: 'Hypotenuse c' }, { value: 'a', label: 'Leg a' }, { value: 'b', label: 'Leg b' }] },
    },
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'solve', label: 'Find a side', fields: ['a', 'b', 'c', 'solve_for'] },
          { value: 'verify', label: 'Check', fields: ['a', 'b', 'c'] },
        ],
      },
    ],
    initial: { a: 3, b: 4 },
    headline: 'value',
    outputs: {
      value: { label: 'Missing side' },
      area: { label: 'Area' },
      perimeter: { label: 'Perimeter' },
      height: { label: 'Altitude to the hypotenuse' },
      angle_a_deg: { label: 'Angle opposite a', unit: '°' },
      angle_b_deg: { label: 'Angle opposite b', unit: '°' },
      is_right: { label: 'Right triangle' },
      exact: { label: 'Exactly a² + b² = c²' },
      sum_of_squares: { label: 'Sum of squares a² + b²' },
      c_squared: { label: 'Hypotenuse squared c²' },
      difference: { label: 'Difference a² + b² − c²' },
    },
  },
  examples: [
    {
      name: '3-4-5 triangle',
      inputs: { a: 3, b: 4 },
      expect: { status: 'success', values: { value: 5, c: 5, area: 6, perimeter: 12, height: 2.4, angle_a_deg: 36.86989764584402 }, rel: 1e-14 },
      source: 'Public conformance vector "pythagorean 3-4-5"; the (3, 4, 5) Pythagorean triple (Euclid, Elements I.47); angle = atan(3/4) = 36.8698976458440212…° (mathjs BigNumber).',
    },
    {
      name: 'Leg of a 5-12-13 triangle',
      inputs: { b: 12, c: 13 },
      expect: { status: 'success', values: { value: 5, a: 5, area: 30 } },
      source: 'Pythagorean triple (5, 12, 13): 13² − 12² = 25.',
    },
    {
      name: 'Decimal legs 0.3 and 0.4',
      inputs: { a: 0.3, b: 0.4 },
      expect: { status: 'success', values: { c: 0.5, area: 0.06 } },
      source: 'Exact arithmetic: 0.09 + 0.16 = 0.25 = 0.5².',
    },
    {
      name: 'Unit square diagonal',
      inputs: { a: 1, b: 1 },
      expect: { status: 'success', values: { c: Math.SQRT2, angle_a_deg: 45 } },
      source: 'OEIS A002193: √2 = 1.41421356237309504880…; isosceles right triangle has 45° angles.',
    },
    {
      name: 'Check 5, 12, 13',
      inputs: { a: 5, b: 12, c: 13 },
      expect: { status: 'success', values: { is_right: true, exact: true, difference: 0 } },
      source: '25 + 144 = 169 = 13².',
    },
    {
      name: 'Check 2, 3, 4',
      inputs: { a: 2, b: 3, c: 4, mode: 'verify' },
      expect: { status: 'success', values: { is_right: false, difference: -3 } },
      source: '4 + 9 = 13 ≠ 16: the triangle is obtuse.',
    },
    {
      name: 'Hypotenuse shorter than a leg',
      inputs: { a: 5, c: 4 },
      expect: { status: 'error', code: 'HYPOTENUSE_MUST_BE_LONGEST' },
      source: 'c² = a² + b² > a² forces c > a.',
    },
    {
      name: 'Zero side',
      inputs: { a: 0, b: 4 },
      expect: { status: 'error', code: 'SIDE_MUST_BE_POSITIVE' },
      source: 'A triangle side has positive length.',
    },
  ],
  limitations: ['Right triangles only; for other triangles use the law of cosines (not offered here).'],
  picture: drawPythagorean,
  compute(inp) {
    const verify = inp.mode === 'verify' || (inp.mode === undefined && inp.solve_for === undefined && SIDES.every((k) => inp[k] !== undefined));
    const positive = (keys: readonly Side[]) => {
      const bad = keys.find((k) => inp[k]! <= 0);
      return bad && fail('SIDE_MUST_BE_POSITIVE', bad, `Side ${bad} is ${formatNumber(inp[bad]!)}; a side of a triangle must be longer than 0.`, `Give ${bad} > 0.`);
    };
    if (verify) {
      const absent = SIDES.find((k) => inp[k] === undefined);
      if (absent) return missing(absent, 'Mode verify needs all three sides a, b and c.', `Give ${absent}, or use mode solve to calculate it.`);
      return positive(SIDES) || verifyRightTriangle(inp.a!, inp.b!, inp.c!);
    }

    const choice = chooseUnknown(inp, SIDES, inp.solve_for, 'c');
    if ('error' in choice) return choice.error;
    const { target, warnings } = choice;
    const bad = positive(SIDES.filter((k) => k !== target));
    if (bad) return bad;
    const s = { a: inp.a, b: inp.b, c: inp.c } as Record<Side, number>;
    const sq = (k: Side) => real(s[k]).pow(2);
    let side: RealT;
    if (target === 'c') side = sq('a').plus(sq('b')).sqrt();
    else {
      const leg = target === 'a' ? 'b' : 'a';
      if (s.c <= s[leg]) {
        return fail('HYPOTENUSE_MUST_BE_LONGEST', 'c', `The hypotenuse c = ${formatNumber(s.c)} must be longer than the leg ${leg} = ${formatNumber(s[leg])}.`, `Give c > ${formatNumber(s[leg])}, or swap the values if ${leg} is the hypotenuse.`);
      }
      side = sq('c').minus(sq(leg)).sqrt();
    }
    return solvedTriangle(target, side, s, warnings);
  },
});

/** The solved triangle with its derived measures, every value rounded once. */
function solvedTriangle(target: Side, unknown: RealT, given: Record<Side, number>, warnings: Warning[]) {
  const a = target === 'a' ? unknown : real(given.a);
  const b = target === 'b' ? unknown : real(given.b);
  const c = target === 'c' ? unknown : real(given.c);
  // One arctangent: the acute angles of a right triangle add up to 90° (atan is the slow step).
  const angleA = Real.atan(a.div(b)).times(180).div(PI);
  const exact: Record<string, RealT> = {
    a,
    b,
    c,
    area: a.times(b).div(2),
    perimeter: a.plus(b).plus(c),
    height: a.times(b).div(c),
    angle_a_deg: angleA,
    angle_b_deg: real(90).minus(angleA),
  };
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(exact)) {
    const d = finalDouble(v, target === 'c' ? 'a' : 'c', k, warnings);
    if (isOutcome(d)) return d;
    out[k] = d;
  }
  return ok(
    { mode: 'solve' as const, solve_for: target, value: out[target], a: out.a, b: out.b, c: out.c, area: out.area, perimeter: out.perimeter, height: out.height, angle_a_deg: out.angle_a_deg, angle_b_deg: out.angle_b_deg },
    { formula: FORMULAS[target], warnings, formatted: `${target} = ${formatNumber(out[target])}` },
  );
}

/** Converse of the theorem: do a, b, c satisfy a² + b² = c²? */
function verifyRightTriangle(a: number, b: number, c: number) {
  const sum = real(a).pow(2).plus(real(b).pow(2));
  const c2 = real(c).pow(2);
  const diff = sum.minus(c2);
  const is_right = diff.abs().lte(c2.times(RIGHT_ANGLE_TOLERANCE));
  const warnings: Warning[] = [];
  const out: number[] = [];
  for (const v of [sum, c2, diff]) {
    const d = finalDouble(v, 'c', 'a square', warnings);
    if (isOutcome(d)) return d;
    out.push(d);
  }
  const [sum_of_squares, c_squared, difference] = out;
  const [p, q, r] = [a, b, c].sort((x, y) => x - y);
  const verdict = p + q <= r ? 'these lengths do not form a triangle' : is_right ? 'a right triangle' : diff.isNeg() ? 'not right: the angle opposite c is obtuse (a² + b² < c²)' : 'not right: the angle opposite c is acute (a² + b² > c²)';
  return ok(
    { mode: 'verify' as const, is_right, exact: diff.isZero(), a, b, c, sum_of_squares, c_squared, difference },
    { formula: FORMULAS.verify, warnings, formatted: `${formatNumber(a)}² + ${formatNumber(b)}² ${diff.isZero() ? '=' : is_right ? '≈' : '≠'} ${formatNumber(c)}²: ${verdict}` },
  );
}
