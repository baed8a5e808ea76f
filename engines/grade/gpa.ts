// Grade point average: from a list of courses, from transcript totals, or the
// planner that asks what average the next credits need to reach a target GPA.
import * as z from 'zod/mini';
import { boundedList, type ListRule } from '../core/lists.ts';
import { defineEngine, type EngineError, type Warning } from '../core/contract.ts';
import { empty, fail, invalid, isEngineError, missing, ok, warning } from '../core/outcome.ts';
import { Dec, dec, num, rounded, sum } from './_lib/exact.ts';
import { REACHABILITY, reachabilityOf } from './_lib/reachability.ts';
import { isBlank, numberCell, readRows, type RowSpec } from './_lib/rows.ts';

const MODES = ['courses', 'quick', 'planner'] as const;

const course = z.object({ name: z.optional(z.string()), credits: z.number(), grade: z.union([z.string(), z.number()]) });

/** 200 courses: a bachelor's degree is about 40, a whole transcript with graduate school rarely 100. */
const COURSE_LIST: ListRule = { max: 200, noun: 'courses', hint: 'for a longer transcript use mode quick with its totals', description: "Array of {name?, credits, grade}, or text rows 'name:credits:grade' (one per line or separated by ';')." };

const input = z.object({
  mode: z._default(z.enum(MODES), 'courses'),
  scale: z.optional(z.string()),
  aplus: z.optional(z.number()),
  courses: z.optional(boundedList(course, COURSE_LIST)),
  totalPoints: z.optional(z.number()),
  totalCredits: z.optional(z.number()),
  priorGpa: z.optional(z.number()),
  priorCredits: z.optional(z.number()),
  targetGpa: z.optional(z.number()),
  additionalCredits: z.optional(z.number()),
});

const scaleId = z.enum(['4.33', '4.0']);
const cumulative = {
  cumulativeGpa: z.nullable(z.number()),
  cumulativeGpaRounded: z.nullable(z.number()),
  cumulativeCredits: z.nullable(z.number()),
};
const output = z.union([
  z.strictObject({
    mode: z.literal('courses'),
    scale: scaleId,
    gpa: z.nullable(z.number()),
    gpaRounded: z.nullable(z.number()),
    qualityPoints: z.number(),
    gpaCredits: z.number(),
    earnedCredits: z.number(),
    excludedCredits: z.number(),
    courses: z.array(
      z.strictObject({
        name: z.nullable(z.string()),
        credits: z.number(),
        grade: z.string(),
        points: z.nullable(z.number()),
        qualityPoints: z.nullable(z.number()),
        counted: z.boolean(),
      }),
    ),
    ...cumulative,
  }),
  z.strictObject({ mode: z.literal('quick'), scale: scaleId, gpa: z.nullable(z.number()), gpaRounded: z.nullable(z.number()), qualityPoints: z.number(), gpaCredits: z.number(), ...cumulative }),
  z.strictObject({
    mode: z.literal('planner'),
    scale: scaleId,
    maxGpa: z.number(),
    priorGpa: z.number(),
    priorCredits: z.number(),
    targetGpa: z.number(),
    additionalCredits: z.number(),
    neededGpa: z.number(),
    neededGpaRounded: z.number(),
    reachability: z.enum(REACHABILITY),
    unreachable: z.boolean(),
    minAdditionalCredits: z.nullable(z.number()),
    unreachableExact: z.boolean(),
    bestCaseGpa: z.number(),
    worstCaseGpa: z.number(),
  }),
]);

// ---- Grade scales -------------------------------------------------------------------------

/**
 * Plus/minus grade points in thirds, as published by e.g. the University of New
 * Mexico (fractional grading, A+ = 4.33) and West Chester University registrar
 * (4.00 scale: no grade above 4.00). The two scales differ only in A+.
 */
const LETTER_POINTS: Record<string, string> = {
  A: '4.00', 'A-': '3.67', 'B+': '3.33', B: '3.00', 'B-': '2.67', 'C+': '2.33', C: '2.00', 'C-': '1.67', 'D+': '1.33', D: '1.00', 'D-': '0.67', F: '0.00', E: '0.00',
};
const A_PLUS: Record<ScaleId, string> = { '4.33': '4.33', '4.0': '4.00' };
type ScaleId = '4.33' | '4.0';

/** Grades that carry no grade points: left out of the GPA; `earned` says whether the credits still count as earned. */
const NON_GPA_GRADES: Record<string, { meaning: string; earned: boolean }> = {
  P: { meaning: 'pass', earned: true },
  NP: { meaning: 'no pass', earned: false },
  S: { meaning: 'satisfactory', earned: true },
  U: { meaning: 'unsatisfactory', earned: false },
  CR: { meaning: 'credit', earned: true },
  NC: { meaning: 'no credit', earned: false },
  W: { meaning: 'withdrawn', earned: false },
  I: { meaning: 'incomplete', earned: false },
  AU: { meaning: 'audit', earned: false },
};
const ACCEPTED_GRADES = 'A+ A A- B+ B B- C+ C C- D+ D D- F (or E), a number of grade points, or P NP S U CR NC W I AU (not counted)';

interface Scale {
  id: ScaleId;
  /** The A+ value, which is also the most grade points a course can earn (aplus is at least A = 4.00). */
  max: Dec;
}

/** Scale ids: '4.33' and '4.0' (also 4, 4.00); legacy 'custom' means 4.33; anything else becomes 4.33 with a warning. */
function resolveScale(raw: string | undefined, warnings: Warning[]): ScaleId {
  if (raw === undefined) return '4.33';
  const t = raw.trim().toLowerCase();
  const n = Number(t);
  if (t !== '' && Number.isFinite(n) && (n === 4 || n === 4.33)) return n === 4 ? '4.0' : '4.33';
  if (t === 'custom') {
    warnings.push(warning('LEGACY_SCALE_ID', "Scale 'custom' is the legacy name of the 4.33 scale.", "Send scale '4.33'.", 'info'));
    return '4.33';
  }
  warnings.push(warning('UNKNOWN_SCALE', `Scale '${raw}' is not a known scale id; the 4.33 scale (A+ = 4.33) was used.`, "Use scale '4.33' or '4.0'; set aplus for another A+ value."));
  return '4.33';
}

type GradeParse = { ok: true; token: string; points: Dec | null; earned: boolean } | { ok: false; error: EngineError };

/** Letter (with +/−, any case, Unicode minus or dash), a number of grade points, or a non-GPA grade. */
function parseGrade(grade: string | number, scale: Scale, field: string): GradeParse {
  const maxText = scale.max.toString();
  if (typeof grade === 'number' || /^\s*[-+]?(\d+(?:\.\d*)?|\.\d+)\s*$/.test(grade)) {
    const points = dec(typeof grade === 'number' ? grade : grade.trim());
    if (points.lt(0) || points.gt(scale.max)) {
      return { ok: false, error: { code: 'GRADE_POINTS_OUT_OF_RANGE', field, detail: `Grade points ${points.toString()} are outside 0–${maxText} on the ${scale.id} scale.`, suggestion: `Give grade points from 0 to ${maxText}, a letter grade, or raise aplus for a weighted scale.` } };
    }
    return { ok: true, token: points.toString(), points, earned: points.gt(0) };
  }
  const token = grade.trim().toUpperCase().replace(/[\u2212\u2012\u2013\u2014]/g, '-').replace(/\s+/g, '');
  if (token === 'A+') return { ok: true, token, points: scale.max, earned: true };
  if (token in LETTER_POINTS) return { ok: true, token, points: dec(LETTER_POINTS[token]), earned: token !== 'F' && token !== 'E' };
  if (token in NON_GPA_GRADES) return { ok: true, token, points: null, earned: NON_GPA_GRADES[token].earned };
  return {
    ok: false,
    error: { code: 'INVALID_GRADE', field, detail: `'${grade}' is not a grade this calculator knows.`, suggestion: `Use ${ACCEPTED_GRADES}.` },
  };
}

/** Course rows: credits must be a number; a grade is kept as typed (letter or grade points) for parseGrade. */
const COURSE_ROWS: RowSpec = {
  field: 'courses',
  noun: 'Course',
  list: COURSE_LIST,
  columns: ['credits', 'grade'],
  example: "'Calculus:4:A-'",
  cells: {
    credits: numberCell('credits'),
    grade: (v, path, what) => {
      if (isBlank(v)) return { code: 'MISSING_REQUIRED_INPUT', field: path, detail: `${what} has no grade.`, suggestion: `Give a grade: ${ACCEPTED_GRADES}.` };
      if (typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))) return v;
      return { code: 'INVALID_GRADE', field: path, detail: `${what}: grade ${JSON.stringify(v)} is neither a letter nor a number.`, suggestion: `Use ${ACCEPTED_GRADES}.` };
    },
  },
};

// ---- Shared checks --------------------------------------------------------------------------

type Prior = { P: Dec; G: Dec } | null;
type Checked<T> = { ok: true; value: T } | { ok: false; outcome: ReturnType<typeof fail> };

/** Both prior fields or neither; credits ≥ 0 (status invalid otherwise, spec 'States and transitions' 3); GPA within the scale (HTTP 400). */
function checkPrior(priorGpa: number | undefined, priorCredits: number | undefined, scale: Scale, warnings: Warning[]): Checked<Prior> {
  if (priorGpa === undefined && priorCredits === undefined) return { ok: true, value: null };
  if (priorGpa === undefined || priorCredits === undefined) {
    const missingField = priorGpa === undefined ? 'priorGpa' : 'priorCredits';
    return {
      ok: false,
      outcome: invalid('PRIOR_CREDITS_REQUIRED', missingField, `A prior GPA needs the credits it was earned over, and prior credits need their GPA; ${missingField} is missing.`, 'Give both priorGpa and priorCredits (from your transcript), or leave both blank.', warnings),
    };
  }
  if (priorCredits < 0) return { ok: false, outcome: invalid('CREDITS_OUT_OF_RANGE', 'priorCredits', `priorCredits is ${priorCredits}; credits cannot be negative.`, 'Give the number of GPA credits completed so far (0 or more).', warnings) };
  const G = dec(priorGpa);
  if (G.lt(0) || G.gt(scale.max)) {
    return { ok: false, outcome: fail('GPA_OUT_OF_RANGE', 'priorGpa', `priorGpa ${priorGpa} is outside 0–${scale.max.toString()} on the ${scale.id} scale.`, scale.max.lt(dec(priorGpa)) ? `Check the scale: a GPA above ${scale.max.toString()} needs a higher aplus (weighted scales) or another scale.` : 'A GPA cannot be negative.') };
  }
  return { ok: true, value: { P: dec(priorCredits), G } };
}

/** GPA over the courses plus prior credits, or nulls without a prior. */
function cumulativeOf(prior: Prior, qualityPoints: Dec, credits: Dec) {
  if (!prior) return { cumulativeGpa: null, cumulativeGpaRounded: null, cumulativeCredits: null };
  const totalCredits = prior.P.plus(credits);
  if (totalCredits.isZero()) return { cumulativeGpa: null, cumulativeGpaRounded: null, cumulativeCredits: 0 };
  const g = prior.G.times(prior.P).plus(qualityPoints).div(totalCredits);
  return { cumulativeGpa: num(g), cumulativeGpaRounded: rounded(g), cumulativeCredits: num(totalCredits) };
}

const FORMULAS = {
  courses: { id: 'gpa.courses', expression: 'GPA = Σ(grade points × credits) / Σ credits (graded courses only)', label: 'Grade point average' },
  quick: { id: 'gpa.quick', expression: 'GPA = quality points / GPA credits', label: 'GPA from transcript totals' },
  planner: { id: 'gpa.planner', expression: 'needed = (target × (prior credits + additional credits) − prior GPA × prior credits) / additional credits', label: 'GPA needed on the next credits' },
};

export const engine = defineEngine({
  id: 'gpa',
  area: 'grade',
  title: 'GPA calculator',
  description: 'Grade point average from courses (credits and letter grades A+ to F), from transcript totals, or plan the average you need on your next credits to reach a target cumulative GPA; 4.0 and 4.33 scales.',
  keywords: ['gpa', 'grade point average', 'gpa calculator', 'cumulative gpa', 'semester gpa', 'college gpa', 'quality points', 'credit hours', 'target gpa', 'raise gpa', 'gpa planner', '4.0 scale', '4.33 scale', 'cgpa'],
  version: '1.0.0',
  page: 'grade',
  input,
  output,
  inputAliases: { currentGpa: 'priorGpa', currentCredits: 'priorCredits', qualityPoints: 'totalPoints', target: 'targetGpa' },
  prepare(raw) {
    const courses = readRows(raw.courses, COURSE_ROWS);
    return isEngineError(courses) ? courses : courses === raw.courses ? raw : { ...raw, courses };
  },
  unit: null,
  errors: [
    'ADDITIONAL_CREDITS_MUST_BE_POSITIVE',
    'APLUS_OUT_OF_RANGE',
    'CREDITS_OUT_OF_RANGE',
    'GPA_OUT_OF_RANGE',
    'GRADE_POINTS_OUT_OF_RANGE',
    'INVALID_GRADE',
    'INVALID_ROW',
    'PRIOR_CREDITS_REQUIRED',
    'QUALITY_POINTS_OUT_OF_RANGE',
    'TARGET_GPA_OUT_OF_RANGE',
    'TOO_MANY_VALUES',
  ],
  warnings: ['COURSES_NOT_COUNTED', 'LEGACY_SCALE_ID', 'UNKNOWN_SCALE'],
  formula: FORMULAS.courses,
  assumptions: [
    'GPA = Σ(grade points × credits) / Σ(credits) over graded courses (the registrar method, e.g. West Chester University: 40.68 quality points / 15 credits = 2.71).',
    'Letter grades: A 4.00, A− 3.67, B+ 3.33, B 3.00, B− 2.67, C+ 2.33, C 2.00, C− 1.67, D+ 1.33, D 1.00, D− 0.67, F (or E) 0.00. A+ is 4.33 on the 4.33 scale (University of New Mexico fractional grading) and 4.00 on the 4.0 scale; a filled aplus replaces only the A+ value (4 to 5, e.g. 4.3).',
    "Scale ids: '4.33' (default) and '4.0' (4 and 4.00 are read as 4.0); the legacy id 'custom' means 4.33; any other id is read as 4.33 with warning UNKNOWN_SCALE.",
    'Grades may be written in any case with -, − or – for minus; a number is taken as the grade points themselves (0 up to the A+ value). P, NP, S, U, CR, NC, W, I and AU carry no grade points and are left out of the GPA; P, S and CR credits still count as earned.',
    "Courses: an array of {name?, credits, grade} or text rows 'name:credits:grade' (or 'credits:grade'), one per line or separated by ';'. Credits are ≥ 0 (negative credits: status invalid, CREDITS_OUT_OF_RANGE); a 0-credit course has no effect.",
    'No counted credits (no courses, or only P/W/…): HTTP 200, status empty, gpa null.',
    'quick mode: totalPoints (quality points) / totalCredits (GPA credits), as printed on a transcript.',
    'priorGpa + priorCredits (aliases currentGpa, currentCredits) add earlier terms: cumulative GPA = (priorGpa × priorCredits + quality points) / (priorCredits + credits). Give both or neither (PRIOR_CREDITS_REQUIRED).',
    'planner mode: needed = (target × (priorCredits + additionalCredits) − priorGpa × priorCredits) / additionalCredits, the average grade points needed over the additional credits. Without a prior the plan starts from 0 credits. reachability: needed ≤ 0 secured, up to the A+ value attainable, above it unreachable (as DECISIONS.md 2 for final grades); unreachable is reachability = unreachable.',
    'planner minAdditionalCredits = priorCredits × (target − priorGpa) / (A+ value − target): the fewest credits, all at A+, that reach the target (0 when the prior GPA already meets it); null with unreachableExact true when no number of credits can (target above the A+ value, or equal to it with a lower prior GPA).',
    'Arithmetic is exact in decimal (40 significant digits): grade points and credits are read as the decimals typed; gpa is the exact quotient as a double, gpaRounded rounds half up to 2 decimals (some registrars truncate instead).',
  ],
  ui: {
    fields: {
      mode: { label: 'Calculate', kind: 'select', options: [{ value: 'courses', label: 'GPA from courses' }, { value: 'quick', label: 'GPA from totals' }, { value: 'planner', label: 'Target GPA planner' }] },
      scale: { label: 'Grade scale', kind: 'select', blank: '4.33', options: [{ value: '4.33', label: '4.33 (A+ = 4.33)' }, { value: '4.0', label: '4.0 (A+ = 4.0)' }] },
      aplus: { label: 'A+ value (optional)', unit: 'grade points', kind: 'number', step: 'any', min: 4, max: 5, help: 'Overrides only the A+ value of the scale, e.g. 4.3.' },
      courses: { label: 'Courses', unit: 'name:credits:grade', kind: 'rows', row: '[{name}:]{credits}:{grade}', placeholder: 'Calculus:4:A-\nPhysics:4:B+\nWriting:3:A', help: "One course per line as name:credits:grade; P, W and similar grades are not counted." },
      totalPoints: { label: 'Quality points', unit: 'grade points × credits', kind: 'number', step: 'any', min: 0 },
      totalCredits: { label: 'GPA credits', unit: 'credits', kind: 'number', step: 'any', min: 0 },
      priorGpa: { label: 'Current cumulative GPA', unit: 'grade points', kind: 'number', step: 'any', min: 0, help: 'Leave blank together with the credits when there are no earlier terms.' },
      priorCredits: { label: 'Credits completed so far', unit: 'credits', kind: 'number', step: 'any', min: 0 },
      targetGpa: { label: 'Target cumulative GPA', unit: 'grade points', kind: 'number', step: 'any', min: 0 },
      additionalCredits: { label: 'Additional credits', unit: 'credits', kind: 'number', step: 'any', min: 0 },
    },
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'courses', label: 'Courses', fields: ['scale', 'aplus', 'courses', 'priorGpa', 'priorCredits'] },
          { value: 'quick', label: 'Totals', fields: ['scale', 'aplus', 'totalPoints', 'totalCredits', 'priorGpa', 'priorCredits'] },
          { value: 'planner', label: 'Planner', fields: ['scale', 'aplus', 'priorGpa', 'priorCredits', 'targetGpa', 'additionalCredits'] },
        ],
      },
    ],
    initial: { mode: 'courses', scale: '4.0', courses: 'Calculus:4:A-\nPhysics:4:B+\nWriting:3:A\nHistory:3:B' },
    headline: 'gpa',
    outputs: {
      courses: {
        label: 'Courses',
        columns: { name: { label: 'Course' }, credits: { label: 'Credits', reads: { as: 'digits', digits: 4 } }, grade: { label: 'Grade' }, points: { label: 'Grade points', reads: { as: 'fixed', decimals: 2 } }, qualityPoints: { label: 'Quality points', reads: { as: 'fixed', decimals: 2 } }, counted: { label: 'Counted in the GPA', reads: { as: 'words', yes: 'Yes', no: 'No' } } },
      },
      gpa: { label: 'GPA', unit: 'grade points' },
      gpaRounded: { label: 'GPA, rounded to 2 decimals', unit: 'grade points' },
      qualityPoints: { label: 'Quality points', unit: 'grade points × credits' },
      gpaCredits: { label: 'GPA credits', unit: 'credits' },
      earnedCredits: { label: 'Credits earned', unit: 'credits' },
      excludedCredits: { label: 'Credits not counted in the GPA', unit: 'credits' },
      cumulativeGpa: { label: 'Cumulative GPA', unit: 'grade points' },
      cumulativeGpaRounded: { label: 'Cumulative GPA, rounded to 2 decimals', unit: 'grade points' },
      cumulativeCredits: { label: 'Cumulative GPA credits', unit: 'credits' },
      maxGpa: { label: 'Highest grade points of a course (A+ value)', unit: 'grade points' },
      neededGpa: { label: 'Average needed on the additional credits', unit: 'grade points' },
      neededGpaRounded: { label: 'Average needed, rounded to 2 decimals', unit: 'grade points' },
      reachability: { label: 'Reachability of the target' },
      unreachable: { label: 'Target unreachable' },
      minAdditionalCredits: { label: 'Fewest additional credits (all A+) that reach the target', unit: 'credits' },
      unreachableExact: { label: 'No number of credits reaches the target' },
      bestCaseGpa: { label: 'Cumulative GPA with A+ on every additional credit', unit: 'grade points' },
      worstCaseGpa: { label: 'Cumulative GPA with F on every additional credit', unit: 'grade points' },
    },
  },
  examples: [
    {
      name: 'Registrar example with an F and a P',
      inputs: { mode: 'courses', scale: '4.0', courses: '1st:3:A; 2nd:3:C+; 3rd:4:B-; 4th:2:F; 5th:3:A-; 6th:3:P' },
      expect: { status: 'success', values: { gpa: 2.712, gpaRounded: 2.71, qualityPoints: 40.68, gpaCredits: 15, earnedCredits: 16, excludedCredits: 3 } },
      source: 'West Chester University Registrar, "Grades: Calculate GPA", example calculation: 40.68 / 15.0 = 2.71, 16.0 credits earned.',
    },
    {
      name: 'Quality points over credit hours',
      inputs: { mode: 'courses', scale: '4.0', courses: [{ credits: 4, grade: 'A' }, { credits: 2, grade: 'A' }, { credits: 3, grade: 'C' }, { credits: 3, grade: 'F' }, { credits: 2, grade: 'B' }] },
      expect: { status: 'success', values: { gpa: 36 / 14, gpaRounded: 2.57, qualityPoints: 36, gpaCredits: 14 } },
      source: 'Southern Polytechnic State University Registrar, "How to calculate your GPA": 36 quality points / 14 hours = 2.57.',
    },
    {
      name: 'A+ on the 4.33 scale',
      inputs: { mode: 'courses', scale: '4.33', courses: 'Seminar:3:A+\nLab:3:B' },
      expect: { status: 'success', values: { gpa: 3.665, qualityPoints: 21.99, 'courses.0.points': 4.33 } },
      source: 'University of New Mexico fractional grades (A+ = 4.33, B = 3.00); exact arithmetic (3 × 4.33 + 3 × 3) / 6 = 21.99 / 6 = 3.665.',
    },
    {
      name: 'No courses: empty',
      inputs: { mode: 'courses', scale: '4.0', courses: [] },
      expect: { status: 'empty', values: { gpa: null } },
      source: "Conformance vector; spec 'States and transitions', outcome rule 2.",
    },
    {
      name: 'Negative credits',
      inputs: { mode: 'courses', scale: '4.0', courses: [{ name: 'A', credits: -3, grade: 'A' }] },
      expect: { status: 'invalid', code: 'CREDITS_OUT_OF_RANGE' },
      source: "Conformance vector; spec 'States and transitions', outcome rule 3.",
    },
    {
      name: 'Transcript totals',
      inputs: { mode: 'quick', scale: '4.0', totalPoints: 40.68, totalCredits: 15 },
      expect: { status: 'success', values: { gpa: 2.712, gpaRounded: 2.71 } },
      source: 'West Chester University Registrar example totals: 40.68 quality points over 15.0 credits attempted.',
    },
    {
      name: 'Planner: 3.2 over 60 credits to 3.5 with 30 more (4.0 scale)',
      inputs: { mode: 'planner', scale: '4.0', priorGpa: 3.2, priorCredits: 60, targetGpa: 3.5, additionalCredits: 30 },
      expect: { status: 'success', values: { neededGpa: 4.1, reachability: 'unreachable', unreachable: true, minAdditionalCredits: 36, unreachableExact: false } },
      source: 'Exact arithmetic of x = (G(c + a) − g·c) / a: (3.5 × 90 − 3.2 × 60) / 30 = 123 / 30 = 4.1; minimum credits 60 × 0.3 / 0.5 = 36.',
    },
    {
      name: 'Planner: the same target on the 4.33 scale',
      inputs: { mode: 'planner', scale: '4.33', priorGpa: 3.2, priorCredits: 60, targetGpa: 3.5, additionalCredits: 30 },
      expect: { status: 'success', values: { neededGpa: 4.1, reachability: 'attainable', unreachable: false } },
      source: 'Exact arithmetic: 4.1 ≤ 4.33 (A+), so the target is attainable.',
    },
    {
      name: 'Planner with zero additional credits',
      inputs: { mode: 'planner', scale: '4.0', priorGpa: 3.2, priorCredits: 60, targetGpa: 3.5, additionalCredits: 0 },
      expect: { status: 'invalid', code: 'ADDITIONAL_CREDITS_MUST_BE_POSITIVE' },
      source: "Spec 'States and transitions', outcome rule 3 (planner A = 0).",
    },
    {
      name: 'Prior GPA without its credits',
      inputs: { mode: 'courses', scale: '4.0', courses: 'Math:3:A', priorGpa: 3.1 },
      expect: { status: 'invalid', code: 'PRIOR_CREDITS_REQUIRED' },
      source: "Spec 'States and transitions', outcome rule 3 (incomplete prior GPA or credits).",
    },
  ],
  limitations: [
    'One plus/minus table in thirds; schools with other values (A− = 3.7, B+ = 3.5, …) can type grade points as numbers instead of letters.',
    'No course repeats or grade replacement, no honors/AP weighting beyond a higher aplus, no GPA cap at 4.00 (some schools, e.g. UNM, cap the cumulative GPA).',
    'The planner treats the additional credits as one block with an average grade; it does not pick letter grades per course.',
  ],
  compute(inp) {
    const warnings: Warning[] = [];
    const id = resolveScale(inp.scale, warnings);
    if (inp.aplus !== undefined && (inp.aplus < 4 || inp.aplus > 5)) {
      return fail('APLUS_OUT_OF_RANGE', 'aplus', `aplus ${inp.aplus} is outside 4–5: A+ is worth at least an A (4.00).`, 'Give aplus from 4 to 5 (e.g. 4.3 or 4.33), or leave it blank to use the scale value.');
    }
    const scale: Scale = { id, max: inp.aplus !== undefined ? dec(inp.aplus) : dec(A_PLUS[id]) };
    if (inp.mode === 'planner') return plan(inp, scale, warnings);
    return inp.mode === 'quick' ? fromTotals(inp, scale, warnings) : fromCourses(inp, scale, warnings);
  },
});

type Input = z.output<typeof input>;

/** quick mode: transcript totals, quality points / GPA credits. */
function fromTotals(inp: Input, scale: Scale, warnings: Warning[]) {
  const prior = checkPrior(inp.priorGpa, inp.priorCredits, scale, warnings);
  if (inp.totalPoints === undefined) return missing('totalPoints', 'Quick mode needs the total quality points (grade points × credits, summed).', 'Give totalPoints and totalCredits from your transcript, or use mode courses.');
  if (inp.totalCredits === undefined) return missing('totalCredits', 'Quick mode needs the total GPA credits the quality points were earned over.', 'Give totalCredits from your transcript (GPA hours / credits attempted).');
  if (inp.totalCredits < 0) return invalid('CREDITS_OUT_OF_RANGE', 'totalCredits', `totalCredits is ${inp.totalCredits}; credits cannot be negative.`, 'Give the GPA credits (0 or more).', warnings);
  if (!prior.ok) return prior.outcome;
  const credits = dec(inp.totalCredits);
  const points = dec(inp.totalPoints);
  const most = scale.max.times(credits);
  if (points.lt(0) || points.gt(most)) {
    return fail('QUALITY_POINTS_OUT_OF_RANGE', 'totalPoints', `${inp.totalPoints} quality points over ${inp.totalCredits} credits is ${points.lt(0) ? 'negative' : `above ${most.toString()}, the most the ${scale.id} scale allows (A+ = ${scale.max.toString()} on every credit)`}.`, 'Check the two totals (quality points are grade points × credits), or the scale.');
  }
  const base = { mode: 'quick' as const, scale: scale.id, qualityPoints: num(points), gpaCredits: num(credits), ...cumulativeOf(prior.value, points, credits) };
  if (credits.isZero()) return empty({ ...base, gpa: null, gpaRounded: null }, { warnings, formula: FORMULAS.quick });
  const gpa = points.div(credits);
  return ok({ ...base, gpa: num(gpa), gpaRounded: rounded(gpa) }, { warnings, formula: FORMULAS.quick, formatted: `GPA ${rounded(gpa).toFixed(2)} over ${credits.toString()} credits` });
}

/** courses mode: Σ(points × credits) / Σ credits over graded courses. */
function fromCourses(inp: Input, scale: Scale, warnings: Warning[]) {
  const prior = checkPrior(inp.priorGpa, inp.priorCredits, scale, warnings);
  if (inp.courses === undefined) {
    return missing('courses', 'Courses mode needs the list of courses.', "Give courses as rows 'name:credits:grade', e.g. 'Calculus:4:A-; Physics:4:B+', or an array of {name, credits, grade}.");
  }
  const parsed = [];
  for (const [i, c] of inp.courses.entries()) {
    const g = parseGrade(c.grade, scale, `courses.${i}.grade`);
    if (!g.ok) return fail(g.error.code, g.error.field, `Course ${i + 1}${c.name ? ` (${c.name})` : ''}: ${g.error.detail}`, g.error.suggestion);
    parsed.push({ ...c, ...g });
  }
  const negative = parsed.findIndex((c) => c.credits < 0);
  if (negative >= 0) {
    const c = parsed[negative];
    return invalid('CREDITS_OUT_OF_RANGE', `courses.${negative}.credits`, `Course ${negative + 1}${c.name ? ` (${c.name})` : ''} has ${c.credits} credits; credits cannot be negative.`, 'Give each course its credit hours (0 or more).', warnings);
  }
  if (!prior.ok) return prior.outcome;

  const rows = parsed.map((c) => {
    const credits = dec(c.credits);
    const qp = c.points ? c.points.times(credits) : null;
    return { c, credits, qp };
  });
  const counted = rows.filter((r) => r.qp !== null);
  const gpaCredits = sum(counted.map((r) => r.credits));
  const qualityPoints = sum(counted.map((r) => r.qp!));
  const excluded = rows.filter((r) => r.qp === null);
  if (excluded.length) {
    warnings.push(warning('COURSES_NOT_COUNTED', `${excluded.length} course${excluded.length === 1 ? '' : 's'} (${excluded.map((r) => `${r.c.token} ${NON_GPA_GRADES[r.c.token].meaning}`).join(', ')}) carry no grade points and are left out of the GPA.`, undefined, 'info'));
  }
  const base = {
    mode: 'courses' as const,
    scale: scale.id,
    qualityPoints: num(qualityPoints),
    gpaCredits: num(gpaCredits),
    earnedCredits: num(sum(rows.filter((r) => r.c.earned).map((r) => r.credits))),
    excludedCredits: num(sum(excluded.map((r) => r.credits))),
    courses: rows.map((r) => ({ name: r.c.name ?? null, credits: r.c.credits, grade: r.c.token, points: r.c.points ? num(r.c.points) : null, qualityPoints: r.qp ? num(r.qp) : null, counted: r.qp !== null })),
    ...cumulativeOf(prior.value, qualityPoints, gpaCredits),
  };
  if (gpaCredits.isZero()) return empty({ ...base, gpa: null, gpaRounded: null }, { warnings });
  const gpa = qualityPoints.div(gpaCredits);
  return ok({ ...base, gpa: num(gpa), gpaRounded: rounded(gpa) }, { warnings, formatted: `GPA ${rounded(gpa).toFixed(2)} over ${gpaCredits.toString()} credits` });
}

/** planner mode: the average needed over the additional credits, and whether it can be reached. */
function plan(inp: Input, scale: Scale, warnings: Warning[]) {
  if (inp.targetGpa === undefined) return missing('targetGpa', 'The planner needs the cumulative GPA you want to reach.', 'Give targetGpa, e.g. 3.5.');
  if (inp.additionalCredits === undefined) return missing('additionalCredits', 'The planner needs the number of credits still to be taken.', 'Give additionalCredits, e.g. 30 for two 15-credit terms.');
  if (inp.targetGpa < 0) return fail('TARGET_GPA_OUT_OF_RANGE', 'targetGpa', `targetGpa ${inp.targetGpa} is negative.`, `Give a target from 0 to ${scale.max.toString()}.`);
  if (inp.additionalCredits <= 0) {
    return invalid('ADDITIONAL_CREDITS_MUST_BE_POSITIVE', 'additionalCredits', `additionalCredits is ${inp.additionalCredits}; with no further credits the GPA cannot change.`, 'Give the credits you will still take (more than 0).', warnings);
  }
  const prior = checkPrior(inp.priorGpa, inp.priorCredits, scale, warnings);
  if (!prior.ok) return prior.outcome;
  const { P, G } = prior.value ?? { P: new Dec(0), G: new Dec(0) };
  const T = dec(inp.targetGpa);
  const A = dec(inp.additionalCredits);
  const max = scale.max;

  const needed = T.times(P.plus(A)).minus(G.times(P)).div(A);
  const reachability = reachabilityOf(needed, max);
  // The GPA only approaches the A+ value, so a target at it is reachable only from a record already there (or from none).
  let minCredits: Dec | null;
  if (G.gte(T)) minCredits = new Dec(0);
  else if (T.lt(max)) minCredits = P.times(T.minus(G)).div(max.minus(T));
  else minCredits = P.isZero() && T.lte(max) ? new Dec(0) : null;
  const total = P.plus(A);
  return ok(
    {
      mode: 'planner' as const,
      scale: scale.id,
      maxGpa: num(max),
      priorGpa: num(G),
      priorCredits: num(P),
      targetGpa: inp.targetGpa,
      additionalCredits: inp.additionalCredits,
      neededGpa: num(needed),
      neededGpaRounded: rounded(needed),
      reachability,
      unreachable: reachability === 'unreachable',
      minAdditionalCredits: minCredits ? num(minCredits) : null,
      unreachableExact: minCredits === null,
      bestCaseGpa: num(G.times(P).plus(max.times(A)).div(total)),
      worstCaseGpa: num(G.times(P).div(total)),
    },
    {
      warnings,
      formula: FORMULAS.planner,
      formatted: reachability === 'secured' ? `Target ${inp.targetGpa} is secured` : `Need an average of ${rounded(needed).toFixed(2)} over ${inp.additionalCredits} credits (${reachability})`,
    },
  );
}
