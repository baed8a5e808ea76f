// Descriptive statistics of a pasted list: count, sum, mean, median, mode(s), minimum,
// maximum, range, quartiles (Excel QUARTILE.INC / R type 7 by default, QUARTILE.EXC / R
// type 6 on request), and population and sample variance and standard deviation. Every
// value is read as the decimal it is written as; everything but the square roots is an
// exact rational.
import * as z from 'zod/mini';
import { boundedList, type ListRule } from '../core/lists.ts';
import { type EngineError, type Warning, defineEngine } from '../core/contract.ts';
import { isBlank } from '../core/inputs.ts';
import { isEngineError, ok, warning } from '../core/outcome.ts';
import { type Decimal } from '../core/exact-decimal.ts';
import { type Rational, formatExact, jsonValue, rational } from '../core/exact-rational.ts';
import { asListError, canonicalChoice, failWith, itemField, jsonNumberWarnings, listItems, numberOrText, readDecimalInput } from './_lib/exact-inputs.ts';

const METHODS = ['inclusive', 'exclusive'] as const;
type Method = (typeof METHODS)[number];
const METHOD_SYNONYMS: Record<string, string> = { inc: 'inclusive', 'quartile.inc': 'inclusive', type7: 'inclusive', '7': 'inclusive', exc: 'exclusive', 'quartile.exc': 'exclusive', type6: 'exclusive', '6': 'exclusive' };
/**
 * 2000 numbers: a pasted column of a few hundred measurements or marks is the use; with at most
 * MAX_DIGITS digits each, the exact sums of squares of 2000 of them stay under the 20 ms an answer
 * may take (BENCHMARKS.md).
 */
const VALUES: ListRule = { max: 2000, noun: 'numbers', hint: 'summarise a sample of the data, or split it and combine the counts, sums and sums of squares' };
/** Digits written out per number (integer digits and decimal places, as add counts them): measurements, not big-number arithmetic. */
const MAX_DIGITS = 50;
/** Significant digits of the square roots before the one rounding to a double. */
const ROOT_DIGITS = 40;

const input = z.object({
  values: boundedList(numberOrText(), VALUES),
  quartile_method: z._default(z.enum(METHODS), 'inclusive'),
});

const num = () => z.union([z.number(), z.string()]);
const output = z.strictObject({
  count: z.number(),
  sum: num(),
  mean: num(),
  mean_exact: z.string(),
  median: num(),
  modes: z.array(num()),
  mode_frequency: z.number(),
  min: num(),
  max: num(),
  range: num(),
  q1: num(),
  q3: num(),
  iqr: num(),
  quartile_method: z.enum(METHODS),
  population_variance: num(),
  population_variance_exact: z.string(),
  population_sd: num(),
  sample_variance: z.optional(num()),
  sample_variance_exact: z.optional(z.string()),
  sample_sd: z.optional(num()),
});

export const engine = defineEngine({
  id: 'statistics',
  area: 'math',
  title: 'Statistics calculator: mean (average), median, mode, standard deviation',
  description:
    'Descriptive statistics of a list of numbers: count, sum, mean, median, mode(s), minimum, maximum, range, quartiles and interquartile range (Excel QUARTILE.INC or QUARTILE.EXC), and the population and sample variance and standard deviation, exact where the answer is a fraction.',
  keywords: [
    'statistics',
    'standard deviation',
    'std dev',
    'stdev',
    'sample standard deviation',
    'population standard deviation',
    'variance',
    'mean',
    'average',
    'median',
    'mode',
    'range',
    'quartiles',
    'interquartile range',
    'IQR',
    'descriptive statistics',
    'five number summary',
    'data set',
    'spread of the data',
    'dispersion',
    'variability',
    'middle value',
    'typical value',
    'central tendency',
    'scores',
  ],
  capability_id: 'math.statistics',
  version: '1.0.0',
  page: 'math',
  tools: [{ id: 'standard-deviation' }],
  input,
  output,
  inputAliases: { statsInput: 'values', numsInput: 'values', data: 'values', method: 'quartile_method' },
  errors: ['TOO_MANY_DIGITS', 'TOO_MANY_VALUES'],
  warnings: ['IMPRECISE_JSON_NUMBER', 'SAMPLE_NEEDS_TWO_VALUES'],
  formula: {
    id: 'statistics.describe',
    expression: 'mean x̄ = Σx/n;  population variance σ² = Σ(x − x̄)²/n;  sample variance s² = Σ(x − x̄)²/(n − 1);  σ = √σ², s = √s²;  quartile Q(p) = x₍ⱼ₎ + g·(x₍ⱼ₊₁₎ − x₍ⱼ₎), h = (n − 1)p + 1 (inclusive) or (n + 1)p (exclusive), j = ⌊h⌋, g = h − j',
    label: 'Descriptive statistics of a sample',
  },
  assumptions: [
    'Exact arithmetic: each number is read as the decimal it is written as (a JSON number as its shortest round-trip form), so the count, sum, mean, median, modes, minimum, maximum, range, quartiles and both variances are exact rationals; the *_exact texts give the mean and variances exactly (a fraction such as 32/7 when the decimal does not end), the numbers are the nearest doubles (with at most 50 digits per number every result lies well inside the double range).',
    'Variance: population σ² = Σ(x − x̄)²/n (Excel VAR.P) and sample s² = Σ(x − x̄)²/(n − 1) (Excel VAR.S, Bessel\'s correction), computed exactly as (n·Σx² − (Σx)²)/(n²) and /(n(n − 1)); the standard deviations are their square roots, computed to 40 significant digits and rounded once to a double. With one number the sample statistics are not defined and are left out (warning SAMPLE_NEEDS_TWO_VALUES).',
    'Median: the middle value of the sorted list, or the mean of the two middle values for an even count. Mode: every value that occurs most often, in ascending order (as Excel MODE.MULT); when no value occurs more than once there is no mode (modes is empty, mode_frequency 1).',
    'Quartiles, quartile_method inclusive (default): Excel QUARTILE.INC, R quantile type 7, NumPy\'s default linear method (Hyndman & Fan 1996, definition 7): the p-quantile of the sorted x₁ … xₙ is at position h = (n − 1)p + 1, interpolated linearly between x₍⌊h⌋₎ and the next value. Method exclusive: Excel QUARTILE.EXC, R type 6, Minitab (Hyndman & Fan definition 6): h = (n + 1)p; where h falls below 1 or above n (Excel answers #NUM! there) the minimum or maximum is taken, as R does. q1 = Q(1/4), the median is Q(1/2) in both methods, q3 = Q(3/4), iqr = q3 − q1.',
    'values is an array of numbers or numeric strings, or (statsInput) text separated by commas, semicolons, spaces or new lines (a column pasted from a spreadsheet); the point is the decimal separator, there are no thousands separators. 1 to 2000 numbers, each up to 50 digits written out (integer digits and decimal places, zeros an exponent adds included: 1e-49 has 50).',
  ],
  unit: null,
  ui: {
    fields: {
      values: { label: 'Numbers (the data set)', kind: 'list', placeholder: '2, 4, 4, 4, 5, 5, 7, 9', help: 'Paste a column, or separate the numbers with commas, spaces or new lines.' },
      quartile_method: {
        label: 'Quartile method',
        options: [
          { value: 'inclusive', label: 'Inclusive (Excel QUARTILE.INC, R type 7)' },
          { value: 'exclusive', label: 'Exclusive (Excel QUARTILE.EXC, R type 6)' },
        ],
      },
    },
    initial: { values: [2, 4, 4, 4, 5, 5, 7, 9], quartile_method: 'inclusive' },
    headline: 'mean',
    outputs: {
      count: { label: 'Count n', reads: { as: 'count' } },
      sum: { label: 'Sum Σx' },
      mean: { label: 'Mean x̄' },
      mean_exact: { label: 'Mean, exact' },
      median: { label: 'Median' },
      modes: { label: 'Mode(s)' },
      mode_frequency: { label: 'Times the mode occurs', reads: { as: 'count' } },
      min: { label: 'Minimum' },
      max: { label: 'Maximum' },
      range: { label: 'Range (maximum − minimum)' },
      q1: { label: 'First quartile Q1' },
      q3: { label: 'Third quartile Q3' },
      iqr: { label: 'Interquartile range Q3 − Q1' },
      quartile_method: { label: 'Quartile method' },
      population_variance: { label: 'Population variance σ²' },
      population_variance_exact: { label: 'Population variance, exact' },
      population_sd: { label: 'Population standard deviation σ' },
      sample_variance: { label: 'Sample variance s²' },
      sample_variance_exact: { label: 'Sample variance, exact' },
      sample_sd: { label: 'Sample standard deviation s' },
    },
  },
  examples: [
    {
      name: 'Eight grades: population standard deviation 2',
      inputs: { values: [2, 4, 4, 4, 5, 5, 7, 9] },
      expect: { status: 'success', values: { mean: 5, population_variance: 4, population_sd: 2, sample_variance_exact: '32/7', sample_sd: 2.138089935299395, median: 4.5, 'modes.0': 4, mode_frequency: 3 }, rel: 1e-15 },
      source: 'Wikipedia, "Standard deviation", basic example (population of eight values 2, 4, 4, 4, 5, 5, 7, 9: mean 5, standard deviation 2; sample standard deviation √(32/7) ≈ 2.138); √(32/7) by mathjs BigNumber.',
    },
    {
      name: 'Breaking strength of ten tools (Excel STDEV.S and STDEV.P)',
      inputs: { values: [1345, 1301, 1368, 1322, 1310, 1370, 1318, 1350, 1303, 1299] },
      expect: { status: 'success', values: { sample_sd: 27.46391572, population_sd: 26.05455814, mean: 1328.6 }, rel: 2e-10 },
      source: 'Microsoft Support, "STDEV.S function" and "STDEV.P function", examples: 27.46391572 and 26.05455814 for these ten values.',
    },
    {
      name: 'First quartile, inclusive (Excel QUARTILE.INC)',
      inputs: { values: [1, 2, 4, 7, 8, 9, 10, 12] },
      expect: { status: 'success', values: { q1: 3.5, median: 7.5 } },
      source: 'Microsoft Support, "QUARTILE.INC function", example: first quartile of 1, 2, 4, 7, 8, 9, 10, 12 is 3.5.',
    },
    {
      name: 'Quartiles, exclusive (Excel QUARTILE.EXC)',
      inputs: { values: [6, 7, 15, 36, 39, 40, 41, 42, 43, 47, 49], quartile_method: 'exclusive' },
      expect: { status: 'success', values: { q1: 15, q3: 43, median: 40, iqr: 28 } },
      source: 'Microsoft Support, "QUARTILE.EXC function", example: Q1 = 15 and Q3 = 43 for 6, 7, 15, 36, 39, 40, 41, 42, 43, 47, 49.',
    },
    {
      name: 'Several modes (Excel MODE.MULT)',
      inputs: { values: [1, 2, 3, 4, 3, 2, 1, 2, 3, 5, 6, 1] },
      expect: { status: 'success', values: { 'modes.length': 3, 'modes.0': 1, 'modes.1': 2, 'modes.2': 3, mode_frequency: 3 } },
      source: 'Microsoft Support, "MODE.MULT function", example: the modes of 1, 2, 3, 4, 3, 2, 1, 2, 3, 5, 6, 1 are 1, 2 and 3.',
    },
    {
      name: 'Decimals stay exact: 0.1, 0.2, 0.3',
      inputs: { statsInput: '0.1, 0.2, 0.3' },
      expect: { status: 'success', values: { mean_exact: '0.2', sum: 0.6, population_variance_exact: '1/150', sample_variance_exact: '0.01', sample_sd: 0.1 } },
      source: 'Exact arithmetic: mean 0.6/3 = 0.2; deviations −0.1, 0, 0.1; squares sum 0.02; /3 = 1/150, /2 = 0.01, √0.01 = 0.1.',
    },
    {
      name: 'An empty list',
      inputs: { values: [] },
      expect: { status: 'error', code: 'MISSING_REQUIRED_INPUT' },
      source: 'Statistics of no numbers are not defined.',
    },
  ],
  limitations: [
    'Unweighted data only (no frequency or weight column); no grouped-data formulas.',
    'No inferential statistics (confidence intervals, tests), skewness or kurtosis.',
    'Quartiles by the two spreadsheet methods only (Hyndman & Fan types 7 and 6); textbooks that take medians of halves (Tukey\'s hinges) may give other quartiles.',
  ],
  prepare(raw) {
    const values = canonicalChoice(raw, 'quartile_method', METHOD_SYNONYMS);
    if (isBlank(values.values)) return values;
    const items = listItems(values.values, VALUES);
    if (isEngineError(items)) return items;
    if (!items) return { code: 'INVALID_INPUT', field: 'values', detail: 'values must be a list of numbers.', suggestion: 'Send an array such as [2, 4, 4, 5], or statsInput as text "2, 4, 4, 5".' };
    const read = readValues(items);
    return isEngineError(read) ? read : { ...values, values: items };
  },
  compute({ values, quartile_method }) {
    const read = readValues(values);
    if (isEngineError(read)) return failWith(read);
    const method = quartile_method as Method;
    const n = read.length;
    const N = BigInt(n);
    // Every value as c / 10^S at one scale S: sums, sorting and equality are then on integers.
    const S = Math.max(...read.map((d) => d.scale));
    const unit = 10n ** BigInt(S);
    const c = read.map((d) => d.coef * 10n ** BigInt(S - d.scale)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    let sum = 0n;
    let squares = 0n;
    for (const x of c) {
      sum += x;
      squares += x * x;
    }
    // n·Σx² − (Σx)² = n·Σ(x − x̄)² ≥ 0, in units of 10^−2S.
    const spread = N * squares - sum * sum;
    const at = (x: bigint) => rational(x, unit);
    const populationVariance = rational(spread, N * N * unit * unit);
    const sampleVariance = n > 1 ? rational(spread, N * (N - 1n) * unit * unit) : undefined;

    const warnings: Warning[] = [];
    // Every result is inside the double range: at most 2000 values below 1e50 in steps of at least 1e-50 (MAX_DIGITS)
    // give sums below 2e53 and non-zero results above 1e-107 (a variance's least step, 1/(n²·10^100)).
    const out = (q: Rational) => jsonValue(q).value;
    const q1 = quantile(c, 1n, 4n, method);
    const q3 = quantile(c, 3n, 4n, method);
    const { modes, frequency } = modesOf(c);
    const result: z.output<typeof output> = {
      count: n,
      sum: out(at(sum)),
      mean: out(rational(sum, N * unit)),
      mean_exact: formatExact(rational(sum, N * unit)),
      median: out(ratOver(quantile(c, 1n, 2n, 'inclusive'), unit)),
      modes: modes.map((m) => out(at(m))),
      mode_frequency: frequency,
      min: out(at(c[0])),
      max: out(at(c[n - 1])),
      range: out(at(c[n - 1] - c[0])),
      q1: out(ratOver(q1, unit)),
      q3: out(ratOver(q3, unit)),
      iqr: out(ratOver({ n: q3.n * q1.d - q1.n * q3.d, d: q1.d * q3.d }, unit)),
      quartile_method: method,
      population_variance: out(populationVariance),
      population_variance_exact: formatExact(populationVariance),
      population_sd: squareRoot(populationVariance),
    };
    if (sampleVariance) {
      result.sample_variance = out(sampleVariance);
      result.sample_variance_exact = formatExact(sampleVariance);
      result.sample_sd = squareRoot(sampleVariance);
    } else {
      warnings.push(warning('SAMPLE_NEEDS_TWO_VALUES', 'With one number the sample variance and standard deviation (divided by n − 1 = 0) are not defined; they are left out.', 'Give at least two numbers for the sample statistics; the population ones are 0.'));
    }
    warnings.unshift(...jsonNumberWarnings(Object.fromEntries(values.map((v, i) => [itemField('values', i), v]))));
    return ok(result, { warnings, formatted: `n = ${n}, mean ${result.mean_exact}` });
  },
});

/** Every item as an exact decimal, or the first bad one (field: values, item number in the detail). */
function readValues(items: unknown[]): Decimal[] | EngineError {
  if (items.length === 0) return { code: 'MISSING_REQUIRED_INPUT', field: 'values', detail: 'values is empty: there are no numbers to describe.', suggestion: 'Give at least one number, e.g. [2, 4, 4, 5].' };
  const out: Decimal[] = [];
  for (const [i, item] of items.entries()) {
    const read = readDecimalInput(item, itemField('values', i), MAX_DIGITS);
    if (isEngineError(read)) return asListError(read, 'values');
    out.push(read);
  }
  return out;
}

/** q (in units of the common scale) / unit. */
const ratOver = (q: Rational, unit: bigint) => rational(q.n, q.d * unit);

/**
 * The (num/den)-quantile of the sorted integers c, as an unreduced fraction in the same units:
 * Hyndman & Fan definition 7 (inclusive) or 6 (exclusive, clamped to the ends), exactly.
 */
function quantile(c: bigint[], num: bigint, den: bigint, method: Method): Rational {
  const n = BigInt(c.length);
  // 1-based position h = top/den: (n − 1)p + 1 or (n + 1)p.
  const top = method === 'inclusive' ? (n - 1n) * num + den : (n + 1n) * num;
  if (top <= den) return { n: c[0], d: 1n };
  if (top >= n * den) return { n: c[c.length - 1], d: 1n };
  const j = top / den; // ⌊h⌋, 1 ≤ j < n
  const g = top - j * den; // (h − j)·den
  const lo = c[Number(j) - 1];
  const hi = c[Number(j)];
  return { n: lo * den + g * (hi - lo), d: den };
}

/** The values that occur most often (ascending) and how often; none when every value occurs once. */
function modesOf(sorted: bigint[]): { modes: bigint[]; frequency: number } {
  let best = 1;
  let modes: bigint[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j < sorted.length && sorted[j] === sorted[i]) j++;
    const run = j - i;
    if (run > best) {
      best = run;
      modes = [sorted[i]];
    } else if (run === best && run > 1) modes.push(sorted[i]);
    i = j;
  }
  return { modes, frequency: best };
}

/**
 * √q as the nearest double: r = ⌊√q · 10^m⌋ with about ROOT_DIGITS digits (the floor of the root of the
 * floor is the floor of the root), a sticky digit for any remainder, and one decimal-to-double rounding.
 * The variances here lie between about 1e-107 and 1e100 (see out() in compute), so the root is a finite non-zero double.
 */
function squareRoot(q: Rational): number {
  if (q.n === 0n) return 0;
  const m = ROOT_DIGITS - Math.ceil((q.n.toString().length - q.d.toString().length) / 2);
  const num = m >= 0 ? q.n * 10n ** BigInt(2 * m) : q.n;
  const den = m >= 0 ? q.d : q.d * 10n ** BigInt(-2 * m);
  const a = num / den;
  const r = isqrt(a);
  const exact = num % den === 0n && r * r === a;
  return Number(exact ? `${r}e${-m}` : `${r}1e${-m - 1}`);
}

/** ⌊√a⌋ for a ≥ 0 (Newton's method on BigInt from a power of two above the root). */
function isqrt(a: bigint): bigint {
  if (a < 2n) return a;
  let x = 1n << BigInt(Math.ceil(a.toString(2).length / 2));
  for (;;) {
    const y = (x + a / x) >> 1n;
    if (y >= x) return x;
    x = y;
  }
}
