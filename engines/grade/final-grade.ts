// Final exam / course grade: the score needed on the final, the overall grade
// after it, a weighted average of grade categories, and the points version.
import * as z from 'zod/mini';
import { boundedList, type ListRule } from '../core/lists.ts';
import { defineEngine, type Warning } from '../core/contract.ts';
import { fail, invalid, isEngineError, missing, ok, warning } from '../core/outcome.ts';
import { Dec, dec, num, rounded, sum } from './_lib/exact.ts';
import { REACHABILITY, reachabilityOf } from './_lib/reachability.ts';
import { type Cell, numberCell, readRows, type RowSpec } from './_lib/rows.ts';
import { drawFinalGrade } from './final-grade.picture.ts';

const MODES = ['need', 'overall', 'weighted', 'points'] as const;

const category = z.object({ name: z.optional(z.string()), weight: z.number(), score: z.number() });

/** 100 categories: a syllabus has a handful; even one row per assignment of a long course stays well below. */
const CATEGORY_LIST: ListRule = { max: 100, noun: 'categories', hint: 'merge assignments of one kind into a category', description: "Array of {name?, weight, score}, or text rows 'name:weight:score' (one per line or separated by ';'); score may be 'earned/possible'." };

const input = z.object({
  mode: z._default(z.enum(MODES), 'need'),
  current: z.optional(z.number()),
  goal: z.optional(z.number()),
  weight: z.optional(z.number()),
  final: z.optional(z.number()),
  categories: z.optional(boundedList(category, CATEGORY_LIST)),
  earned: z.optional(z.number()),
  possible: z.optional(z.number()),
  finalPoints: z.optional(z.number()),
});

const reach = z.enum(REACHABILITY);
const output = z.union([
  z.strictObject({
    mode: z.literal('need'),
    needed: z.number(),
    neededRounded: z.number(),
    reachability: reach,
    current: z.number(),
    goal: z.number(),
    weight: z.number(),
    overallIfZero: z.number(),
    overallIfFull: z.number(),
  }),
  z.strictObject({ mode: z.literal('overall'), overall: z.number(), overallRounded: z.number(), current: z.number(), final: z.number(), weight: z.number(), change: z.number() }),
  z.strictObject({
    mode: z.literal('weighted'),
    average: z.number(),
    averageRounded: z.number(),
    completedWeight: z.number(),
    remainingWeight: z.number(),
    securedPoints: z.number(),
    categories: z.array(z.strictObject({ name: z.nullable(z.string()), weight: z.number(), score: z.number(), contribution: z.number() })),
    goal: z.nullable(z.number()),
    needed: z.nullable(z.number()),
    neededRounded: z.nullable(z.number()),
    reachability: z.nullable(reach),
  }),
  z.strictObject({
    mode: z.literal('points'),
    currentPercent: z.nullable(z.number()),
    currentPercentRounded: z.nullable(z.number()),
    earned: z.number(),
    possible: z.number(),
    finalPoints: z.nullable(z.number()),
    totalPossible: z.number(),
    goal: z.nullable(z.number()),
    neededPoints: z.nullable(z.number()),
    needed: z.nullable(z.number()),
    neededRounded: z.nullable(z.number()),
    reachability: z.nullable(reach),
    maxPercent: z.nullable(z.number()),
  }),
]);

const FORMULAS = {
  need: { id: 'final-grade.need', expression: 'Needed = (Goal × 100 − Current × (100 − W)) / W', label: 'Score needed on the final' },
  overall: { id: 'final-grade.overall', expression: 'Overall = Current × (100 − W) / 100 + Final × W / 100', label: 'Course grade after the final' },
  weighted: { id: 'final-grade.weighted', expression: 'Average = Σ(wᵢ × sᵢ) / Σwᵢ; Needed = (Goal × 100 − Σ wᵢsᵢ) / (100 − Σwᵢ)', label: 'Weighted grade categories' },
  points: { id: 'final-grade.points', expression: 'Needed points = Goal / 100 × (possible + final points) − earned', label: 'Points needed on the final' },
};

const HUNDRED = new Dec(100);
const pct = (x: number) => `${Number(x.toFixed(2))} %`;

/** Scores are percentages; 'earned/possible' (16/20) is read as a percentage too (80). */
const scoreCell: Cell = (v, path, what) => {
  const m = typeof v === 'string' ? /^\s*([-+]?(?:\d+(?:\.\d*)?|\.\d+))\s*\/\s*(\d+(?:\.\d*)?|\.\d+)\s*$/.exec(v) : null;
  if (!m) return numberCell('score')(v, path, what);
  const possible = dec(m[2]);
  if (possible.isZero()) return { code: 'INVALID_NUMBER', field: path, detail: `${what}: score '${(v as string).trim()}' is out of 0 possible points.`, suggestion: "Write the score as earned/possible with possible above 0, e.g. '16/20', or as a percentage." };
  return num(dec(m[1]).div(possible).times(100));
};

const CATEGORY_ROWS: RowSpec = { field: 'categories', noun: 'Category', columns: ['weight', 'score'], example: "'Homework:20:92'", list: CATEGORY_LIST, cells: { weight: numberCell('weight'), score: scoreCell } };

export const engine = defineEngine({
  id: 'final-grade',
  area: 'grade',
  title: 'Final grade calculator',
  description: 'What score you need on the final exam to reach a goal grade, your course grade after the final, a weighted average of grade categories (homework, midterm, …) with the score needed on the rest, or the same with points.',
  keywords: ['final grade calculator', 'final exam calculator', 'what do i need on my final', 'grade needed', 'required final score', 'course grade', 'weighted grade', 'grade average', 'class grade', 'exam weight', 'points needed'],
  capability_id: 'education.final_grade',
  version: '1.1.1',
  page: 'grade',
  input,
  output,
  inputAliases: { currentInput: 'current', goalInput: 'goal', weightInput: 'weight' },
  prepare(raw) {
    const categories = readRows(raw.categories, CATEGORY_ROWS);
    return isEngineError(categories) ? categories : categories === raw.categories ? raw : { ...raw, categories };
  },
  unit: '%',
  errors: [
    'FINAL_POINTS_MUST_BE_POSITIVE',
    'INVALID_ROW',
    'POINTS_MUST_BE_NON_NEGATIVE',
    'POSSIBLE_POINTS_MUST_BE_POSITIVE',
    'SCORE_MUST_BE_NON_NEGATIVE',
    'TOO_MANY_VALUES',
    'WEIGHTS_EXCEED_100',
    'WEIGHT_OUT_OF_RANGE',
    'WEIGHT_REQUIRED',
  ],
  warnings: ['FINAL_WEIGHT_ZERO', 'WEIGHTS_LOOK_LIKE_FRACTIONS', 'WEIGHT_LOOKS_LIKE_FRACTION'],
  formula: FORMULAS.need,
  assumptions: [
    'All grades, goals and weights are percentages (0–100 %); scores above 100 % (extra credit) are allowed, negative ones are not.',
    'need: Needed = (Goal × 100 − Current × (100 − W)) / W, where W is the final\'s weight in % and Current the grade on the other (100 − W) % of the course (as grade-calculators.com and calculatorx.com state it). Weight missing or 0: status invalid, WEIGHT_REQUIRED; weight outside 0–100: WEIGHT_OUT_OF_RANGE; a weight of 1 % or less gets warning WEIGHT_LOOKS_LIKE_FRACTION.',
    'Reachability (DECISIONS.md 2): needed ≤ 0 % → secured (the goal is met even with 0 on the final); 0 % < needed ≤ 100 % → attainable; needed > 100 % → unreachable.',
    'overall: Overall = Current × (100 − W) / 100 + Final × W / 100; a weight of 0 returns the current grade with warning FINAL_WEIGHT_ZERO.',
    "weighted: categories {name?, weight %, score %} (or rows 'name:weight:score'; a score 'earned/possible' such as 16/20 is read as 80 %). Average = Σ(w × s) / Σw over the graded weight; with a goal, Needed = (Goal × 100 − Σ w × s) / (100 − Σw) on the remaining weight. Σw = 0: WEIGHT_REQUIRED (invalid); Σw > 100: WEIGHTS_EXCEED_100. When all weights are 1 or less, warning WEIGHTS_LOOK_LIKE_FRACTIONS (weights are percentages).",
    'points: current % = earned / possible × 100; with finalPoints and goal, needed points = Goal / 100 × (possible + finalPoints) − earned and needed % = needed points / finalPoints × 100.',
    'Exact decimal arithmetic (40 significant digits), so boundary cases (needed exactly 100 %) are classified exactly; results are doubles, and the *Rounded fields are rounded half up to 2 decimals.',
  ],
  ui: {
    fields: {
      mode: { label: 'Calculate', kind: 'select', options: [{ value: 'need', label: 'Score needed on the final' }, { value: 'overall', label: 'Course grade after the final' }, { value: 'weighted', label: 'Weighted categories' }, { value: 'points', label: 'Points' }] },
      current: { label: 'Current grade', unit: '%', kind: 'number', step: 'any', min: 0 },
      goal: { label: 'Goal grade for the course', unit: '%', kind: 'number', step: 'any', min: 0 },
      weight: { label: 'Final exam weight', unit: '%', kind: 'number', step: 'any', min: 0, max: 100 },
      final: { label: 'Final exam score', unit: '%', kind: 'number', step: 'any', min: 0 },
      categories: { label: 'Grade categories', unit: 'name:weight %:score %', kind: 'rows', row: '[{name}:]{weight}:{score}', placeholder: 'Homework:20:92\nMidterm:30:78\nQuizzes:10:45/50', help: 'One category per line as name:weight:score; a score may be points such as 45/50.' },
      earned: { label: 'Points earned so far', unit: 'points', kind: 'number', step: 'any', min: 0 },
      possible: { label: 'Points possible so far', unit: 'points', kind: 'number', step: 'any', min: 0 },
      finalPoints: { label: 'Points the final is worth', unit: 'points', kind: 'number', step: 'any', min: 0 },
    },
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'need', label: 'Needed on final', fields: ['current', 'goal', 'weight'] },
          { value: 'overall', label: 'Grade after final', fields: ['current', 'weight', 'final'] },
          { value: 'weighted', label: 'Weighted', fields: ['categories', 'goal'] },
          { value: 'points', label: 'Points', fields: ['earned', 'possible', 'finalPoints', 'goal'] },
        ],
      },
    ],
    initial: { mode: 'need', current: 70, goal: 80, weight: 50 },
    headline: 'needed',
    outputs: {
      needed: { label: 'Score needed on the final or remaining work', unit: '%' },
      neededRounded: { label: 'Score needed, rounded to 2 decimals', unit: '%' },
      reachability: { label: 'Reachability of the goal' },
      overallIfZero: { label: 'Course grade with 0 on the final', unit: '%' },
      overallIfFull: { label: 'Course grade with full marks on the final', unit: '%' },
      overall: { label: 'Course grade after the final', unit: '%' },
      overallRounded: { label: 'Course grade, rounded to 2 decimals', unit: '%' },
      change: { label: 'Change from the current grade', unit: 'percentage points' },
      average: { label: 'Weighted average so far', unit: '%' },
      averageRounded: { label: 'Weighted average, rounded to 2 decimals', unit: '%' },
      completedWeight: { label: 'Weight graded so far', unit: '%' },
      remainingWeight: { label: 'Weight still to be graded', unit: '%' },
      securedPoints: { label: 'Course grade already secured', unit: '%' },
      currentPercent: { label: 'Current grade', unit: '%' },
      currentPercentRounded: { label: 'Current grade, rounded to 2 decimals', unit: '%' },
      totalPossible: { label: 'Total points possible', unit: 'points' },
      neededPoints: { label: 'Points needed on the final', unit: 'points' },
      maxPercent: { label: 'Highest course grade reachable', unit: '%' },
    },
  },
  examples: [
    {
      name: 'Current 70 %, goal 80 %, final worth 50 %',
      inputs: { mode: 'need', currentInput: 70, goalInput: 80, weightInput: 50 },
      expect: { status: 'success', values: { needed: 90, reachability: 'attainable' } },
      source: 'grade-calculators.com / calculatorx.com final grade calculator, example 1: (100 % × 80 % − (100 % − 50 %) × 70 %) / 50 % = 90 %.',
    },
    {
      name: 'Current 88 %, goal 90 %, final worth 30 %',
      inputs: { mode: 'need', current: 88, goal: 90, weight: 30 },
      expect: { status: 'success', values: { needed: 284 / 3, neededRounded: 94.67, reachability: 'attainable' } },
      source: 'gpacalculator.net, "How to calculate Final Grades": (90 − 88 × 0.7) / 0.3 = 28.4 / 0.3 = 94.7 %.',
    },
    {
      name: 'Goal out of reach',
      inputs: { mode: 'need', current: 80, goal: 85, weight: 20 },
      expect: { status: 'success', values: { needed: 105, reachability: 'unreachable' } },
      source: 'Exact arithmetic: (8500 − 80 × 80) / 20 = 2100 / 20 = 105 % > 100 %.',
    },
    {
      name: 'Goal already secured',
      inputs: { mode: 'need', current: 95, goal: 70, weight: 20 },
      expect: { status: 'success', values: { needed: -30, reachability: 'secured' } },
      source: 'Exact arithmetic: (7000 − 95 × 80) / 20 = −600 / 20 = −30 % ≤ 0.',
    },
    {
      name: 'Final weight 0',
      inputs: { mode: 'need', currentInput: 80, goalInput: 85, weightInput: 0 },
      expect: { status: 'invalid', code: 'WEIGHT_REQUIRED' },
      source: "Conformance vector; spec 'States and transitions', outcome rule 4.",
    },
    {
      name: 'Course grade after the final',
      inputs: { mode: 'overall', current: 85, weight: 30, final: 75 },
      expect: { status: 'success', values: { overall: 82, change: -3 } },
      source: 'Exact arithmetic: 85 × 0.7 + 75 × 0.3 = 59.5 + 22.5 = 82 %.',
    },
    {
      name: 'Needed on the remaining assignments',
      inputs: { mode: 'weighted', categories: 'Assignment 1:50:16/20', goal: 85 },
      expect: { status: 'success', values: { average: 80, remainingWeight: 50, needed: 90, reachability: 'attainable' } },
      source: 'calculatorx.com final grade calculator, example 2: assignment 1 weighs 50 % with 16/20 = 80 %; (85 % − 50 % × 80 %) / 50 % = 90 % needed on the other 50 %.',
    },
    {
      name: 'Points needed on a 200-point final',
      inputs: { mode: 'points', earned: 420, possible: 500, finalPoints: 200, goal: 80 },
      expect: { status: 'success', values: { currentPercent: 84, neededPoints: 140, needed: 70, totalPossible: 700 } },
      source: 'Exact arithmetic: 80 % of 700 = 560 points; 560 − 420 = 140 of 200 = 70 %.',
    },
    {
      name: 'Weights above 100 %',
      inputs: { mode: 'weighted', categories: 'Homework:60:90; Exams:60:80' },
      expect: { status: 'error', code: 'WEIGHTS_EXCEED_100' },
      source: 'Category weights are shares of one course grade and cannot add up to more than 100 %.',
    },
  ],
  limitations: [
    'Letter grades are not converted to percentages (schools differ); enter percentages.',
    'Curves, dropped lowest scores and minimum-score rules of a syllabus are not modelled.',
  ],
  picture: drawFinalGrade,
  compute(inp) {
    switch (inp.mode) {
      case 'need':
        return need(inp);
      case 'overall':
        return overall(inp);
      case 'weighted':
        return weighted(inp);
      case 'points':
        return points(inp);
    }
  },
});

type Input = z.output<typeof input>;
type Field = 'current' | 'goal' | 'final' | 'earned' | 'possible';

/** MISSING_REQUIRED_INPUT for a field the mode needs, saying what it means. */
const required = (field: string, why: string, example: string) => missing(field, `${field} is required: ${why}.`, `Give ${field}, e.g. ${example}.`);

/** A percentage or points value must not be negative (extra credit above 100 is fine). */
function negativeIn(inp: Input, fields: Field[]) {
  const f = fields.find((k) => inp[k] !== undefined && inp[k]! < 0);
  return f ? fail(f === 'earned' || f === 'possible' ? 'POINTS_MUST_BE_NON_NEGATIVE' : 'SCORE_MUST_BE_NON_NEGATIVE', f, `${f} is ${inp[f]}; it cannot be negative.`, `Give ${f} as 0 or more.`) : null;
}

/** Weight of the final: required and non-zero where the formula divides by it (spec: status invalid, WEIGHT_REQUIRED). */
function checkWeight(weight: number | undefined, allowZero: boolean) {
  if (weight === undefined || (weight === 0 && !allowZero)) {
    return invalid('WEIGHT_REQUIRED', 'weight', weight === undefined ? 'The weight of the final exam is missing.' : 'The final exam weighs 0 %, so no score on it can change the course grade.', 'Give the final exam weight in %, from the syllabus (e.g. 20 for 20 %).');
  }
  if (weight < 0 || weight > 100) return fail('WEIGHT_OUT_OF_RANGE', 'weight', `weight is ${weight} %; the final's share of the course grade lies between 0 and 100 %.`, 'Give the weight from 0 to 100 %.');
  return null;
}

/** A final weight of 1 % or less is legal but usually a fraction typed for a percentage (0.2 for 20 %). */
const fractionWeightWarnings = (weight: number): Warning[] =>
  weight > 0 && weight <= 1 ? [warning('WEIGHT_LOOKS_LIKE_FRACTION', `The final weighs ${weight} %: if it is worth ${weight * 100} % of the course, the weight was given as a fraction.`, `Weights are percentages: write ${weight * 100} for ${weight * 100} %.`)] : [];

function need(inp: Input) {
  if (inp.current === undefined) return required('current', 'the grade before the final, in %', '85');
  if (inp.goal === undefined) return required('goal', 'the course grade you want, in %', '90');
  const bad = checkWeight(inp.weight, false) ?? negativeIn(inp, ['current', 'goal']);
  if (bad) return bad;
  const [C, G, W] = [dec(inp.current), dec(inp.goal), dec(inp.weight!)];
  const rest = C.times(HUNDRED.minus(W));
  const needed = G.times(100).minus(rest).div(W);
  const reachability = reachabilityOf(needed, HUNDRED);
  return ok(
    {
      mode: 'need' as const,
      needed: num(needed),
      neededRounded: rounded(needed),
      reachability,
      current: inp.current,
      goal: inp.goal,
      weight: inp.weight!,
      overallIfZero: num(rest.div(100)),
      overallIfFull: num(rest.div(100).plus(W)),
    },
    { warnings: fractionWeightWarnings(inp.weight!), formula: FORMULAS.need, formatted: reachability === 'secured' ? `Goal secured: even 0 % on the final gives ${pct(num(rest.div(100)))}` : `${pct(num(needed))} needed on the final (${reachability})` },
  );
}

function overall(inp: Input) {
  if (inp.current === undefined) return required('current', 'the grade before the final, in %', '85');
  if (inp.final === undefined) return required('final', 'the score on the final exam, in %', '75');
  const bad = checkWeight(inp.weight, true) ?? negativeIn(inp, ['current', 'final']);
  if (bad) return bad;
  const [C, F, W] = [dec(inp.current), dec(inp.final), dec(inp.weight!)];
  const total = C.times(HUNDRED.minus(W)).plus(F.times(W)).div(100);
  const warnings: Warning[] = W.isZero() ? [warning('FINAL_WEIGHT_ZERO', 'The final weighs 0 %, so the course grade equals the current grade.', 'Check the final exam weight in the syllabus.')] : fractionWeightWarnings(inp.weight!);
  return ok(
    { mode: 'overall' as const, overall: num(total), overallRounded: rounded(total), current: inp.current, final: inp.final, weight: inp.weight!, change: num(total.minus(C)) },
    { warnings, formula: FORMULAS.overall, formatted: `Course grade ${pct(num(total))}` },
  );
}

function weighted(inp: Input) {
  if (inp.categories === undefined) return required('categories', "the graded categories as 'name:weight:score' rows", "'Homework:20:92; Midterm:30:78'");
  const goalBad = negativeIn(inp, ['goal']);
  if (goalBad) return goalBad;
  for (const [i, c] of inp.categories.entries()) {
    const label = `Category ${i + 1}${c.name ? ` (${c.name})` : ''}`;
    if (c.weight < 0 || c.weight > 100) return fail('WEIGHT_OUT_OF_RANGE', `categories.${i}.weight`, `${label} weighs ${c.weight} %; a weight lies between 0 and 100 %.`, 'Give each weight as its percentage of the course grade.');
    if (c.score < 0) return fail('SCORE_MUST_BE_NON_NEGATIVE', `categories.${i}.score`, `${label} has score ${c.score} %; scores cannot be negative.`, 'Give the score in % (or as earned/possible, e.g. 45/50).');
  }
  const rows = inp.categories.map((c) => ({ c, w: dec(c.weight), ws: dec(c.weight).times(dec(c.score)) }));
  const completed = sum(rows.map((r) => r.w));
  const weightedSum = sum(rows.map((r) => r.ws));
  if (completed.isZero()) {
    return invalid('WEIGHT_REQUIRED', 'categories', 'The categories weigh 0 % in total, so there is no grade to average.', "Give each category its weight in % of the course grade, e.g. 'Homework:20:92'.");
  }
  if (completed.gt(HUNDRED)) {
    return fail('WEIGHTS_EXCEED_100', 'categories', `The category weights add up to ${completed.toString()} %; together they can be at most 100 % of the course grade.`, 'Check the weights against the syllabus; give each as its percentage of the whole course.');
  }
  const warnings: Warning[] = [];
  if (completed.lte(1) && rows.every((r) => r.w.lte(1))) {
    warnings.push(warning('WEIGHTS_LOOK_LIKE_FRACTIONS', `The weights add up to ${completed.toString()} %: they look like fractions (0.2 for 20 %).`, 'Weights are percentages: write 20 for 20 %.'));
  }
  const remaining = HUNDRED.minus(completed);
  const average = weightedSum.div(completed);
  let needed: Dec | null = null;
  let reachability: (typeof REACHABILITY)[number] | null = null;
  if (inp.goal !== undefined) {
    const G = dec(inp.goal);
    if (remaining.isZero()) reachability = average.gte(G) ? 'secured' : 'unreachable';
    else {
      needed = G.times(100).minus(weightedSum).div(remaining);
      reachability = reachabilityOf(needed, HUNDRED);
    }
  }
  return ok(
    {
      mode: 'weighted' as const,
      average: num(average),
      averageRounded: rounded(average),
      completedWeight: num(completed),
      remainingWeight: num(remaining),
      securedPoints: num(weightedSum.div(100)),
      categories: rows.map((r) => ({ name: r.c.name ?? null, weight: r.c.weight, score: r.c.score, contribution: num(r.ws.div(100)) })),
      goal: inp.goal ?? null,
      needed: needed ? num(needed) : null,
      neededRounded: needed ? rounded(needed) : null,
      reachability,
    },
    {
      warnings,
      formula: FORMULAS.weighted,
      formatted: needed ? `${pct(num(needed))} needed on the remaining ${remaining.toString()} % (${reachability})` : `Weighted average ${pct(num(average))} over ${completed.toString()} %`,
    },
  );
}

function points(inp: Input) {
  if (inp.earned === undefined) return required('earned', 'the points earned so far', '420');
  if (inp.possible === undefined) return required('possible', 'the points possible so far', '500');
  const bad = negativeIn(inp, ['earned', 'possible', 'goal']);
  if (bad) return bad;
  if (inp.finalPoints !== undefined && inp.goal === undefined) return required('goal', 'the course grade you want, in %, to work out the points needed on the final', '80');
  if (inp.goal !== undefined && inp.finalPoints === undefined) return required('finalPoints', 'how many points the final is worth', '200');
  if (inp.finalPoints !== undefined && inp.finalPoints <= 0) return fail('FINAL_POINTS_MUST_BE_POSITIVE', 'finalPoints', `finalPoints is ${inp.finalPoints}; the final must be worth some points.`, 'Give the points the final exam is worth (more than 0).');
  if (inp.possible === 0 && inp.finalPoints === undefined) return fail('POSSIBLE_POINTS_MUST_BE_POSITIVE', 'possible', 'With 0 points possible so far there is no grade yet.', 'Give the points possible so far (more than 0), or add finalPoints and goal.');

  const [E, P] = [dec(inp.earned), dec(inp.possible)];
  const current = P.isZero() ? null : E.div(P).times(100);
  const base = {
    mode: 'points' as const,
    currentPercent: current ? num(current) : null,
    currentPercentRounded: current ? rounded(current) : null,
    earned: inp.earned,
    possible: inp.possible,
  };
  if (inp.finalPoints === undefined) {
    return ok(
      { ...base, finalPoints: null, totalPossible: inp.possible, goal: null, neededPoints: null, needed: null, neededRounded: null, reachability: null, maxPercent: null },
      { formula: { id: 'final-grade.points-current', expression: 'Current = earned / possible × 100', label: 'Current grade from points' }, formatted: `Current grade ${pct(num(current!))}` },
    );
  }
  const F = dec(inp.finalPoints);
  const total = P.plus(F);
  const neededPoints = dec(inp.goal!).div(100).times(total).minus(E);
  const needed = neededPoints.div(F).times(100);
  const reachability = reachabilityOf(needed, HUNDRED);
  return ok(
    {
      ...base,
      finalPoints: inp.finalPoints,
      totalPossible: num(total),
      goal: inp.goal!,
      neededPoints: num(neededPoints),
      needed: num(needed),
      neededRounded: rounded(needed),
      reachability,
      maxPercent: num(E.plus(F).div(total).times(100)),
    },
    { formula: FORMULAS.points, formatted: reachability === 'secured' ? 'Goal secured even with 0 points on the final' : `${num(neededPoints)} of ${inp.finalPoints} points (${pct(num(needed))}) needed on the final (${reachability})` },
  );
}
