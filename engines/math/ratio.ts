// Ratios with exact rational terms: simplify a:b(:c:d), solve a proportion
// a:b = c:d, scale by k, split a total, compare two ratios, convert a ratio
// to fraction, decimal and percent. Every term is a BigInt rational.
import * as z from 'zod/mini';
import { type EngineError, type Warning, defineEngine } from '../core/contract.ts';
import { isBlank } from '../core/inputs.ts';
import { isEngineError, ok } from '../core/outcome.ts';
import { canonicalChoice, failWith, jsonNumberWarnings, jsonResult, numberOrText, readRationalInput, unusedInputs } from './_lib/exact-inputs.ts';
import {
  type Rational,
  decimalExpansion,
  formatExact,
  formatFraction,
  gcdBigInt,
  jsonInteger,
  lcmBigInt,
  rational,
  ratAdd,
  ratCmp,
  ratDiv,
  ratIsZero,
  ratMul,
  terminates,
  preperiodLength,
} from '../core/exact-rational.ts';
import { drawRatio } from './ratio.picture.ts';

const MODES = ['simplify', 'proportion', 'scale', 'split', 'compare', 'convert'] as const;
type Mode = (typeof MODES)[number];
const MODE_SYNONYMS: Record<string, string> = {
  reduce: 'simplify',
  simplest: 'simplify',
  'lowest-terms': 'simplify',
  solve: 'proportion',
  proportions: 'proportion',
  missing: 'proportion',
  'cross-multiply': 'proportion',
  multiply: 'scale',
  enlarge: 'scale',
  'scale-up': 'scale',
  share: 'split',
  divide: 'split',
  distribute: 'split',
  equivalent: 'compare',
  comparison: 'compare',
  fraction: 'convert',
  percent: 'convert',
  decimal: 'convert',
};
const TERM_KEYS = ['a', 'b', 'c', 'd'] as const;
type TermKey = (typeof TERM_KEYS)[number];
const NUMBER_KEYS = ['a', 'b', 'c', 'd', 'k', 'total'] as const;
type NumberKey = (typeof NUMBER_KEYS)[number];

/** Inputs each mode reads; anything else given is reported as unused. */
const USES: Record<Mode, readonly NumberKey[]> = {
  simplify: ['a', 'b', 'c', 'd'],
  proportion: ['a', 'b', 'c', 'd'],
  scale: ['a', 'b', 'c', 'd', 'k'],
  split: ['a', 'b', 'c', 'd', 'total'],
  compare: ['a', 'b', 'c', 'd'],
  convert: ['a', 'b'],
};

const input = z.object({
  mode: z.optional(z.enum(MODES)),
  a: z.optional(numberOrText()),
  b: z.optional(numberOrText()),
  c: z.optional(numberOrText()),
  d: z.optional(numberOrText()),
  k: z.optional(numberOrText()),
  total: z.optional(numberOrText()),
});

const num = z.union([z.number(), z.string()]);
const output = z.object({
  mode: z.enum(MODES),
  value: z.union([z.number(), z.string(), z.array(num)]),
  terms: z.array(num),
  terms_exact: z.array(z.string()),
  gcf: num,
  simplified: z.string(),
  // Mode-specific parts.
  scaled_by: z.optional(num),
  solve_for: z.optional(z.enum(TERM_KEYS)),
  exact: z.optional(z.string()),
  equation: z.optional(z.string()),
  k: z.optional(z.string()),
  total: z.optional(z.string()),
  shares: z.optional(z.array(num)),
  shares_exact: z.optional(z.array(z.string())),
  part: z.optional(z.string()),
  equivalent: z.optional(z.boolean()),
  statement: z.optional(z.string()),
  left: z.optional(num),
  right: z.optional(num),
  left_exact: z.optional(z.string()),
  right_exact: z.optional(z.string()),
  simplified_other: z.optional(z.string()),
  fraction: z.optional(z.string()),
  decimal: z.optional(z.string()),
  percent: z.optional(num),
  percent_exact: z.optional(z.string()),
  part_of_whole: z.optional(z.object({ fraction: z.string(), percent: num })),
  one_to_n: z.optional(z.string()),
  n_to_one: z.optional(z.string()),
  formula: z.string(),
});

const FORMULAS: Record<Mode, { id: string; expression: string; label: string }> = {
  simplify: { id: 'ratio.simplify', expression: 'a : b = (a·L / g) : (b·L / g), L = lcm of the denominators, g = gcd of the whole terms', label: 'Ratio in lowest terms' },
  proportion: { id: 'ratio.proportion', expression: 'a : b = c : d ⇔ a·d = b·c', label: 'Proportion by cross-multiplication' },
  scale: { id: 'ratio.scale', expression: 'a : b → k·a : k·b', label: 'Ratio scaled by k' },
  split: { id: 'ratio.split', expression: 'share_i = total × term_i / (a + b + …)', label: 'Total shared in a ratio' },
  compare: { id: 'ratio.compare', expression: 'a : b vs c : d ⇔ a/b vs c/d', label: 'Comparison of two ratios' },
  convert: { id: 'ratio.convert', expression: 'a : b = a/b = 100·a/b %; part of the whole a/(a + b)', label: 'Ratio as fraction, decimal and percent' },
};

export const engine = defineEngine({
  id: 'ratio',
  area: 'math',
  title: 'Ratio calculator',
  description: 'Exact ratio arithmetic: simplify a ratio to lowest terms (1.5 : 2.5 = 3 : 5), solve a proportion a : b = c : d for the missing term, scale a ratio, split a total in a ratio, compare two ratios, or convert a ratio to a fraction, decimal and percentage.',
  keywords: ['ratio', 'ratios', 'simplify ratio', 'proportion', 'solve proportion', 'cross multiply', 'equivalent ratios', 'split in a ratio', 'share in a ratio', 'scale ratio', 'compare ratios', 'ratio to percentage', 'ratio to fraction'],
  capability_id: 'math.ratio',
  version: '1.0.2',
  page: 'math',
  input,
  output,
  inputAliases: { aInput: 'a', bInput: 'b', cInput: 'c', dInput: 'd', kInput: 'k', totalInput: 'total' },
  errors: [
    'DENOMINATOR_MUST_BE_NONZERO',
    'DIVISION_BY_ZERO',
    'SCALE_FACTOR_MUST_BE_POSITIVE',
    'SPLIT_NEGATIVE_TERM',
    'SPLIT_ZERO_SUM',
    'TOO_MANY_DIGITS',
    'UNDEFINED',
  ],
  warnings: ['BEYOND_DOUBLE_RANGE', 'IMPRECISE_JSON_NUMBER', 'INPUT_NOT_USED'],
  formula: FORMULAS.simplify,
  assumptions: [
    'Terms are exact rationals: a, b, c, d, k and total may be integers, decimals (1.5 is exactly 3/2; a JSON number is read as its shortest round-trip decimal), fractions ("3/4") or repeating decimals ("0.(3)"). No floating point is used until results are given as JSON numbers.',
    'simplify: a : b (: c : d) is made whole by multiplying every term by scaled_by (a power of ten when every term is a finite decimal, as taught: 1.5 : 2.5 → 15 : 25; otherwise the least common multiple of the denominators), then divided by the greatest common factor of the whole terms (gcf); if every term is negative the signs are dropped. 0 : 0 has no simplest form (UNDEFINED).',
    'proportion: give three of a, b, c, d; the fourth solves a·d = b·c. If its partner term is 0 there is no answer (DIVISION_BY_ZERO) or, when the other product is also 0, every value works (UNDEFINED).',
    'scale: every term times k; k must be > 0 (SCALE_FACTOR_MUST_BE_POSITIVE). split: total × term / sum of terms; every term must be ≥ 0 (SPLIT_NEGATIVE_TERM) and their sum > 0 (SPLIT_ZERO_SUM). compare: a/b against c/d (b and d non-zero). convert: a/b as a fraction in lowest terms, an exact (repeating) decimal and a percentage, plus a/(a + b) as the part of the whole.',
    'In every mode gcf and simplified describe the first ratio (a : b, with c and d in simplify, scale and split). Numbers in the result are nearest doubles; the *_exact fields and the text fields are exact (a fraction where the decimal does not end).',
  ],
  ui: {
    fields: {
      mode: {
        label: 'Calculation',
        options: [
          { value: 'simplify', label: 'Simplify' },
          { value: 'proportion', label: 'Solve a : b = c : d' },
          { value: 'scale', label: 'Scale by k' },
          { value: 'split', label: 'Split a total' },
          { value: 'compare', label: 'Compare two ratios' },
          { value: 'convert', label: 'Convert to fraction / percent' },
        ],
      },
      a: { label: 'a (first term)', kind: 'text', placeholder: '3' },
      b: { label: 'b (second term)', kind: 'text', placeholder: '4' },
      c: { label: 'c (third term; first of the second ratio in proportion and compare)', kind: 'text' },
      d: { label: 'd (fourth term)', kind: 'text' },
      k: { label: 'Scale factor k', kind: 'text', placeholder: '2' },
      total: { label: 'Total to split', kind: 'text', placeholder: '100' },
    },
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'simplify', label: 'Simplify', fields: ['a', 'b', 'c', 'd'] },
          { value: 'proportion', label: 'Proportion', fields: ['a', 'b', 'c', 'd'] },
          { value: 'scale', label: 'Scale', fields: ['a', 'b', 'c', 'd', 'k'] },
          { value: 'split', label: 'Split', fields: ['a', 'b', 'c', 'd', 'total'] },
          { value: 'compare', label: 'Compare', fields: ['a', 'b', 'c', 'd'] },
          { value: 'convert', label: 'Convert', fields: ['a', 'b'] },
        ],
      },
    ],
    initial: { mode: 'simplify', a: 1.5, b: 2.5 },
    headline: 'value',
    outputs: {
      value: { label: 'Answer' },
      terms: { label: 'Terms' },
      terms_exact: { label: 'Terms, exact' },
      gcf: { label: 'Greatest common factor of the whole terms' },
      simplified: { label: 'Ratio in lowest terms' },
      scaled_by: { label: 'Multiplier that makes the terms whole' },
      solve_for: { label: 'Solved term' },
      exact: { label: 'Solved term, exact' },
      equation: { label: 'Proportion' },
      shares: { label: 'Shares' },
      shares_exact: { label: 'Shares, exact' },
      part: { label: 'Amount per part' },
      equivalent: { label: 'Equivalent ratios' },
      statement: { label: 'Comparison' },
      left: { label: 'First ratio a/b' },
      right: { label: 'Second ratio c/d' },
      left_exact: { label: 'First ratio a/b, exact' },
      right_exact: { label: 'Second ratio c/d, exact' },
      simplified_other: { label: 'Second ratio in lowest terms' },
      fraction: { label: 'Fraction a/b' },
      decimal: { label: 'Decimal a/b' },
      percent: { label: 'a/b as a percentage', unit: '%' },
      percent_exact: { label: 'a/b as a percentage, exact', unit: '%' },
      part_of_whole: { label: 'a as a part of the whole a + b' },
      one_to_n: { label: 'As 1 : n' },
      n_to_one: { label: 'As n : 1' },
      formula: { label: 'Working' },
    },
  },
  examples: [
    {
      name: 'Simplify 1.5 : 2.5',
      inputs: { mode: 'simplify', a: 1.5, b: 2.5 },
      expect: { status: 'success', values: { value: '3:5', 'terms.0': 3, 'terms.1': 5, gcf: 5, scaled_by: 10 } },
      source: 'Textbook method for decimal ratios: ×10 → 15 : 25, ÷ gcf 5 → 3 : 5 (exact arithmetic).',
    },
    {
      name: 'Simplify 12 : 18 : 30',
      inputs: { mode: 'simplify', a: 12, b: 18, c: 30 },
      expect: { status: 'success', values: { value: '2:3:5', gcf: 6 } },
      source: 'Exact arithmetic: gcd(12, 18, 30) = 6.',
    },
    {
      name: 'Proportion 3 : 4 = x : 12',
      inputs: { mode: 'proportion', a: 3, b: 4, d: 12 },
      expect: { status: 'success', values: { solve_for: 'c', value: 9, exact: '9' } },
      source: 'Cross-multiplication: c = a·d / b = 3 × 12 / 4 = 9.',
    },
    {
      name: 'Split 100 in the ratio 1 : 2',
      inputs: { mode: 'split', a: 1, b: 2, total: 100 },
      expect: { status: 'success', values: { 'shares_exact.0': '100/3', 'shares_exact.1': '200/3', 'shares.0': 33.333333333333336 } },
      source: 'Exact arithmetic: 100 × 1/3 = 100/3, 100 × 2/3 = 200/3.',
    },
    {
      name: 'Compare 2 : 3 with 3 : 4',
      inputs: { mode: 'compare', a: 2, b: 3, c: 3, d: 4 },
      expect: { status: 'success', values: { value: '<', equivalent: false, statement: '2:3 < 3:4' } },
      source: 'Exact arithmetic: 2/3 = 8/12 < 9/12 = 3/4.',
    },
    {
      name: 'Convert 3 : 5 to fraction and percent',
      inputs: { mode: 'convert', a: 3, b: 5 },
      expect: { status: 'success', values: { fraction: '3/5', decimal: '0.6', percent: 60, 'part_of_whole.fraction': '3/8', 'part_of_whole.percent': 37.5 } },
      source: 'Exact arithmetic: 3/5 = 0.6 = 60 %; 3/(3 + 5) = 3/8 = 37.5 %.',
    },
    {
      name: 'Split with a zero sum',
      inputs: { mode: 'split', a: 0, b: 0, total: 100 },
      expect: { status: 'error', code: 'SPLIT_ZERO_SUM' },
      source: 'Spec, math catalog and conformance vector "ratio split with zero sum".',
    },
  ],
  limitations: ['At most four terms (a, b, c, d). Ratios of quantities in different units must be converted to the same unit first.'],
  prepare(raw) {
    for (const key of NUMBER_KEYS) {
      if (isBlank(raw[key])) continue;
      const read = readRationalInput(raw[key], key);
      if (isEngineError(read)) return read;
    }
    return canonicalChoice(raw, 'mode', MODE_SYNONYMS);
  },
  picture: drawRatio,
  compute(inp) {
    const mode: Mode = inp.mode ?? 'simplify';
    const given: Partial<Record<NumberKey, Rational>> = {};
    for (const key of NUMBER_KEYS) {
      if (inp[key] === undefined) continue;
      const read = readRationalInput(inp[key], key);
      if (isEngineError(read)) return failWith(read);
      given[key] = read;
    }
    const warnings: Warning[] = [...jsonNumberWarnings(Object.fromEntries(NUMBER_KEYS.map((k) => [k, inp[k]])))];
    warnings.push(...unusedInputs(NUMBER_KEYS.filter((k) => given[k] !== undefined), USES[mode], mode));

    const outcome = MODE_COMPUTE[mode](given);
    if (isEngineError(outcome)) return failWith(outcome);
    return ok(outcome.result, { warnings: [...warnings, ...outcome.warnings], formula: FORMULAS[mode] });
  },
});

type Given = Partial<Record<NumberKey, Rational>>;
type ModeResult = { result: z.output<typeof output>; warnings: Warning[] } | EngineError;

const MODE_COMPUTE: Record<Mode, (g: Given) => ModeResult> = { simplify, proportion, scale, split, compare, convert };

// ------------------------------------------------------------------ helpers

const missing = (field: string, detail: string, suggestion: string): EngineError => ({ code: 'MISSING_REQUIRED_INPUT', field, detail, suggestion });

/** a, b and then c, d when given (d only after c): the terms of a ratio with up to four parts. */
function ratioTerms(g: Given): Rational[] | EngineError {
  if (!g.a) return missing('a', 'The first term a is missing.', 'Give at least a and b, e.g. a = 3 and b = 4.');
  if (!g.b) return missing('b', 'The second term b is missing.', 'Give at least a and b, e.g. a = 3 and b = 4.');
  if (g.d && !g.c) return missing('c', 'd was given without c; the terms are read in the order a, b, c, d.', 'Give c, or put the third term in c.');
  return [g.a, g.b, ...(g.c ? [g.c] : []), ...(g.d ? [g.d] : [])];
}

/**
 * Lowest whole terms as taught: clear decimals by a power of ten (1.5 : 2.5 →
 * ×10 → 15 : 25) or fractions by the lcm of the denominators, then divide by
 * the gcf of the whole terms (→ 3 : 5); all-negative ratios lose their signs.
 */
function lowestTerms(terms: Rational[]) {
  const scaledBy = terms.every(terminates)
    ? 10n ** BigInt(Math.max(...terms.map(preperiodLength)))
    : terms.reduce((l, t) => lcmBigInt(l, t.d), 1n);
  const whole = terms.map((t) => (t.n * scaledBy) / t.d);
  const gcf = whole.reduce((g, x) => gcdBigInt(g, x), 0n);
  const sign = whole.every((x) => x <= 0n) ? -1n : 1n;
  const simplified = gcf === 0n ? whole : whole.map((x) => (sign * x) / gcf);
  return { scaledBy, whole, gcf, simplified, text: simplified.join(':') };
}

const joinExact = (terms: Rational[]) => terms.map(formatExact).join(':');

/** JSON numbers for exact terms (exact text beyond the double range), with any range warnings. */
function jsonTerms(terms: Rational[], name: string) {
  const warnings: Warning[] = [];
  const values = terms.map((t, i) => {
    const r = jsonResult(t, `${name} ${i + 1}`);
    warnings.push(...r.warnings);
    return r.value;
  });
  return { values, warnings, exact: terms.map(formatExact) };
}

/** The fields every mode shares: the first ratio's gcf and lowest terms. */
function common(first: Rational[]) {
  const low = lowestTerms(first);
  return { gcf: jsonInteger(low.gcf), simplified: low.text };
}

// -------------------------------------------------------------------- modes

function simplify(g: Given): ModeResult {
  const terms = ratioTerms(g);
  if (isEngineError(terms)) return terms;
  const low = lowestTerms(terms);
  if (low.gcf === 0n) return { code: 'UNDEFINED', field: 'a', detail: `${joinExact(terms)} has no simplest form: every term is 0.`, suggestion: 'Give at least one non-zero term.' };
  const steps = [
    ...(low.scaledBy > 1n ? [`Multiply every term by ${low.scaledBy} to make it whole: ${low.whole.join(':')}.`] : []),
    low.gcf === 1n ? 'The whole terms have no common factor above 1, so this is the simplest form.' : `Divide every term by their greatest common factor ${low.gcf}: ${low.text}.`,
  ];
  return {
    result: {
      mode: 'simplify',
      value: low.text,
      terms: low.simplified.map(jsonInteger),
      terms_exact: low.simplified.map(String),
      gcf: jsonInteger(low.gcf),
      simplified: low.text,
      scaled_by: jsonInteger(low.scaledBy),
      formula: `${joinExact(terms)} = ${low.text}. ${steps.join(' ')}`,
    },
    warnings: [],
  };
}

function proportion(g: Given): ModeResult {
  const blank = TERM_KEYS.filter((k) => !g[k]);
  if (blank.length === 0) {
    return { code: 'INVALID_INPUT', field: 'd', detail: 'All of a, b, c and d were given; a proportion solves for one missing term.', suggestion: 'Leave the unknown term blank, or use mode compare to check whether a : b = c : d.' };
  }
  if (blank.length > 1) return missing(blank[0], `Give three of a, b, c, d; missing: ${blank.join(', ')}.`, 'Leave exactly one term blank: the one to solve for.');
  const unknown = blank[0];
  // a·d = b·c: the unknown times its diagonal partner equals the other diagonal's product.
  const partner: Record<TermKey, TermKey> = { a: 'd', d: 'a', b: 'c', c: 'b' };
  const others: Record<TermKey, [TermKey, TermKey]> = { a: ['b', 'c'], d: ['b', 'c'], b: ['a', 'd'], c: ['a', 'd'] };
  const p = partner[unknown];
  const [o1, o2] = others[unknown];
  const product = ratMul(g[o1]!, g[o2]!);
  if (ratIsZero(g[p]!)) {
    return ratIsZero(product)
      ? { code: 'UNDEFINED', field: p, detail: `With ${p} = 0 and ${o1} × ${o2} = 0, every value of ${unknown} satisfies a·d = b·c.`, suggestion: `Give ${p} a non-zero value.` }
      : { code: 'DIVISION_BY_ZERO', field: p, detail: `With ${p} = 0 no value of ${unknown} gives ${unknown} × 0 = ${o1} × ${o2} = ${formatExact(product)}.`, suggestion: `Give ${p} a non-zero value.` };
  }
  const x = ratDiv(product, g[p]!);
  const all = { ...g, [unknown]: x } as Record<TermKey, Rational>;
  const four = TERM_KEYS.map((k) => all[k]);
  const json = jsonTerms(four, 'Term');
  const solved = jsonResult(x, unknown);
  return {
    result: {
      mode: 'proportion',
      value: solved.value,
      solve_for: unknown,
      exact: formatExact(x),
      terms: json.values,
      terms_exact: json.exact,
      equation: `${joinExact([all.a, all.b])} = ${joinExact([all.c, all.d])}`,
      ...common([all.a, all.b]),
      formula: `${unknown} = ${o1} × ${o2} ÷ ${p} = ${formatExact(g[o1]!)} × ${formatExact(g[o2]!)} ÷ ${formatExact(g[p]!)} = ${formatExact(x)}`,
    },
    warnings: [...solved.warnings, ...json.warnings],
  };
}

function scale(g: Given): ModeResult {
  const terms = ratioTerms(g);
  if (isEngineError(terms)) return terms;
  if (!g.k) return missing('k', 'The scale factor k is missing.', 'Give k > 0, e.g. k = 2 to double every term.');
  if (g.k.n <= 0n) return { code: 'SCALE_FACTOR_MUST_BE_POSITIVE', field: 'k', detail: `k = ${formatExact(g.k)}: a ratio is scaled by a factor greater than 0.`, suggestion: 'Give k > 0 (k < 1 scales down, k > 1 scales up).' };
  const scaled = terms.map((t) => ratMul(t, g.k!));
  const json = jsonTerms(scaled, 'Term');
  return {
    result: {
      mode: 'scale',
      value: joinExact(scaled),
      terms: json.values,
      terms_exact: json.exact,
      k: formatExact(g.k),
      ...common(terms),
      formula: `${joinExact(terms)} × ${formatExact(g.k)} = ${joinExact(scaled)}`,
    },
    warnings: json.warnings,
  };
}

function split(g: Given): ModeResult {
  const terms = ratioTerms(g);
  if (isEngineError(terms)) return terms;
  if (!g.total) return missing('total', 'The total to split is missing.', 'Give total, e.g. total = 100.');
  const negative = terms.findIndex((t) => t.n < 0n);
  if (negative >= 0) {
    return { code: 'SPLIT_NEGATIVE_TERM', field: TERM_KEYS[negative], detail: `${TERM_KEYS[negative]} = ${formatExact(terms[negative])}: a total is shared in parts that are each ≥ 0.`, suggestion: 'Give every term of the ratio as 0 or more.' };
  }
  const sum = terms.reduce(ratAdd, rational(0n));
  if (ratIsZero(sum)) return { code: 'SPLIT_ZERO_SUM', field: 'a', detail: `The terms ${joinExact(terms)} add up to 0, so there are no parts to share the total into.`, suggestion: 'Give at least one term greater than 0.' };
  const part = ratDiv(g.total, sum);
  const shares = terms.map((t) => ratMul(part, t));
  const json = jsonTerms(shares, 'Share');
  const ratioJson = jsonTerms(terms, 'Term');
  return {
    result: {
      mode: 'split',
      value: json.values,
      shares: json.values,
      shares_exact: json.exact,
      terms: ratioJson.values,
      terms_exact: ratioJson.exact,
      total: formatExact(g.total),
      part: formatExact(part),
      ...common(terms),
      formula: `${formatExact(g.total)} ÷ (${terms.map(formatExact).join(' + ')}) = ${formatExact(part)} per part; shares ${json.exact.join(', ')}`,
    },
    warnings: [...json.warnings, ...ratioJson.warnings],
  };
}

function compare(g: Given): ModeResult {
  for (const k of TERM_KEYS) if (!g[k]) return missing(k, `Comparing a : b with c : d needs all four terms; ${k} is missing.`, 'Give a, b, c and d, e.g. 2 : 3 and 3 : 4.');
  for (const k of ['b', 'd'] as const) {
    if (ratIsZero(g[k]!)) return { code: 'DIVISION_BY_ZERO', field: k, detail: `${k} = 0: a ratio with second term 0 has no value to compare.`, suggestion: `Give ${k} a non-zero value.` };
  }
  const left = ratDiv(g.a!, g.b!);
  const right = ratDiv(g.c!, g.d!);
  const order = ratCmp(left, right);
  const symbol = order < 0 ? '<' : order > 0 ? '>' : '=';
  const four = TERM_KEYS.map((k) => g[k]!);
  const json = jsonTerms(four, 'Term');
  const l = jsonResult(left, 'a/b');
  const r = jsonResult(right, 'c/d');
  return {
    result: {
      mode: 'compare',
      value: symbol,
      equivalent: order === 0,
      statement: `${joinExact([g.a!, g.b!])} ${symbol} ${joinExact([g.c!, g.d!])}`,
      left: l.value,
      right: r.value,
      left_exact: formatExact(left),
      right_exact: formatExact(right),
      terms: json.values,
      terms_exact: json.exact,
      ...common([g.a!, g.b!]),
      simplified_other: lowestTerms([g.c!, g.d!]).text,
      formula: `a/b = ${formatExact(left)} ${symbol} ${formatExact(right)} = c/d`,
    },
    warnings: [...l.warnings, ...r.warnings, ...json.warnings],
  };
}

function convert(g: Given): ModeResult {
  if (!g.a) return missing('a', 'The first term a is missing.', 'Give a and b, e.g. a = 3 and b = 5.');
  if (!g.b) return missing('b', 'The second term b is missing.', 'Give a and b, e.g. a = 3 and b = 5.');
  if (ratIsZero(g.b)) return { code: 'DIVISION_BY_ZERO', field: 'b', detail: 'b = 0: the ratio a : 0 has no value as a fraction.', suggestion: 'Give b a non-zero value.' };
  const q = ratDiv(g.a, g.b);
  const pct = ratMul(q, rational(100n));
  const whole = ratAdd(g.a, g.b);
  const value = jsonResult(q, 'a/b');
  const percent = jsonResult(pct, 'The percentage');
  const json = jsonTerms([g.a, g.b], 'Term');
  const partPct = ratIsZero(whole) ? undefined : jsonResult(ratMul(ratDiv(g.a, whole), rational(100n)), 'The part of the whole');
  return {
    result: {
      mode: 'convert',
      value: value.value,
      fraction: formatFraction(q),
      decimal: decimalExpansion(q).text,
      percent: percent.value,
      percent_exact: formatExact(pct),
      ...(partPct ? { part_of_whole: { fraction: formatFraction(ratDiv(g.a, whole)), percent: partPct.value } } : {}),
      ...(ratIsZero(g.a) ? {} : { one_to_n: `1:${formatExact(ratDiv(g.b, g.a))}` }),
      n_to_one: `${formatExact(q)}:1`,
      terms: json.values,
      terms_exact: json.exact,
      ...common([g.a, g.b]),
      formula: `${joinExact([g.a, g.b])} = ${formatFraction(q)} = ${decimalExpansion(q).text} = ${formatExact(pct)} %`,
    },
    warnings: [...value.warnings, ...percent.warnings, ...(partPct?.warnings ?? []), ...json.warnings],
  };
}
