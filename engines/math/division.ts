// a ÷ b as an exact rational: the quotient rounded to `decimals` places, its
// repeating decimal, its fraction and (for whole numbers) quotient and
// remainder; mode long shows each step of long division.
import * as z from 'zod/mini';
import { wholeNumber } from '../core/whole-number.ts';
import { defineEngine } from '../core/contract.ts';
import { fail, isEngineError, ok } from '../core/outcome.ts';
import { absDecimal, formatDecimal } from '../core/exact-decimal.ts';
import { blankField, canonicalChoice, checkLongModeDigits, failWith, jsonNumberWarnings, jsonResult, numberOrText, readDecimals } from './_lib/exact-inputs.ts';
import { decimalExpansion, formatExact, formatFraction, jsonInteger, ratDiv, ratFromDecimal, roundRational, terminates } from '../core/exact-rational.ts';
import { longDivision } from './_lib/written-methods.ts';

const MODES = ['quotient', 'long'] as const;
const MODE_SYNONYMS: Record<string, string> = { divide: 'quotient', standard: 'quotient', 'long-division': 'long', written: 'long' };
const DEFAULT_DECIMALS = 10;
const MAX_DECIMALS = 100;

const input = z.object({
  a: numberOrText(),
  b: numberOrText(),
  mode: z.optional(z.enum(MODES)),
  decimals: z.optional(wholeNumber({ min: 0, max: MAX_DECIMALS, example: DEFAULT_DECIMALS })),
});

const integerOrText = z.union([z.number(), z.string()]);
const output = z.object({
  mode: z.enum(MODES),
  value: z.union([z.number(), z.string()]),
  quotient: z.string(),
  rounded: z.boolean(),
  decimals: z.number(),
  repeating: z.string(),
  fraction: z.string(),
  whole: z.optional(integerOrText),
  remainder: z.optional(integerOrText),
  steps: z.optional(
    z.object({
      shift: z.number(),
      dividend: z.string(),
      divisor: z.string(),
      digits: z.array(
        z.object({
          column: z.number(),
          place: z.number(),
          place_name: z.string(),
          brought_down: z.number(),
          partial: z.string(),
          quotient_digit: z.number(),
          product: z.string(),
          remainder: z.string(),
        }),
      ),
      written_quotient: z.string(),
      remainder: z.string(),
      complete: z.boolean(),
      negative: z.boolean(),
    }),
  ),
  text: z.optional(z.string()),
});

export const engine = defineEngine({
  id: 'division',
  area: 'math',
  title: 'Division calculator',
  description: 'Divide a by b exactly: the quotient to the decimal places you choose, the exact repeating decimal (1 ÷ 3 = 0.(3)), the fraction, and quotient with remainder for whole numbers; or show long division step by step, each digit with its multiply, subtract and bring down.',
  keywords: ['divide', 'division', 'quotient', 'long division', 'remainder', 'divided by', 'repeating decimal', 'divide decimals', 'bus stop method'],
  capability_id: 'math.divide',
  version: '1.0.0',
  page: 'math',
  tools: [{ id: 'divide' }],
  input,
  output,
  errors: ['DIVISION_BY_ZERO', 'TOO_MANY_DIGITS'],
  warnings: ['BEYOND_DOUBLE_RANGE', 'IMPRECISE_JSON_NUMBER'],
  formula: { id: 'division.quotient', expression: 'quotient = a ÷ b', label: 'Quotient of a by b' },
  assumptions: [
    'a and b are read as the decimals they are written as (a JSON number as its shortest round-trip form) and divided exactly as rationals; b = 0 gives DIVISION_BY_ZERO, 0 ÷ 0 included.',
    'value is the exact quotient as the nearest double (exact text instead, with warning BEYOND_DOUBLE_RANGE, outside the double range); it does not depend on decimals.',
    `quotient is the exact decimal when it ends within decimals places (default ${DEFAULT_DECIMALS}, at most ${MAX_DECIMALS}); otherwise it is rounded half away from zero to exactly decimals places and rounded is true.`,
    'repeating is the exact decimal with the repeating block in parentheses (1 ÷ 6 = 0.1(6)), cut with "…" after 1000 digits; fraction is the quotient in lowest terms.',
    'For whole-number a and b: whole and remainder follow truncated division, a = b × whole + remainder with the remainder taking the sign of a (as in JavaScript, C and Java), e.g. −7 ÷ 2 = −3 remainder −1.',
    'Long mode: a decimal divisor is made whole by moving both decimal points right; the dividend is divided digit by digit (divide, multiply, subtract, bring down), zeros are brought down after the point up to decimals places; the written digits are not rounded. Signs are divided separately; a and b up to 50 digits written out each (integer digits and decimal places: 0.0007 has 4), since every column is written.',
  ],
  ui: {
    fields: {
      mode: { label: 'Method', options: [{ value: 'quotient', label: 'Quotient' }, { value: 'long', label: 'Long division' }] },
      a: { label: 'Dividend (a)', kind: 'text', placeholder: '22' },
      b: { label: 'Divisor (b)', kind: 'text', placeholder: '7' },
      decimals: { label: 'Decimal places', kind: 'integer', min: 0, max: MAX_DECIMALS, step: 1, placeholder: String(DEFAULT_DECIMALS) },
    },
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'quotient', label: 'Quotient', fields: ['a', 'b', 'decimals'] },
          { value: 'long', label: 'Long division', fields: ['a', 'b', 'decimals'] },
        ],
      },
    ],
    initial: { mode: 'quotient', a: 22, b: 7, decimals: 4 },
    headline: 'quotient',
    outputs: {
      value: { label: 'Quotient' },
      quotient: { label: 'Quotient to the decimal places' },
      rounded: { label: 'Rounded' },
      repeating: { label: 'Repeating decimal' },
      fraction: { label: 'Fraction in lowest terms' },
      whole: { label: 'Whole-number quotient' },
      remainder: { label: 'Remainder' },
      steps: { label: 'Long division steps' },
      text: { label: 'Long division written out' },
    },
  },
  examples: [
    {
      name: '22 ÷ 7 to 4 decimal places',
      inputs: { a: 22, b: 7, decimals: 4 },
      expect: { status: 'success', values: { quotient: '3.1429', rounded: true, repeating: '3.(142857)', fraction: '22/7', whole: 3, remainder: 1 } },
      source: 'Exact arithmetic: 22/7 = 3.142857142857…, period 142857; 22 = 7 × 3 + 1.',
    },
    {
      name: 'Long division 1260 ÷ 12',
      inputs: { mode: 'long', a: 1260, b: 12 },
      expect: { status: 'success', values: { quotient: '105', value: 105, 'steps.complete': true, 'steps.digits.1.product': '12', 'steps.digits.3.partial': '60' } },
      source: 'Written long division: 12 into 12 is 1, bring down 6 (0), bring down 0: 60 ÷ 12 = 5; 12 × 105 = 1260.',
    },
    {
      name: 'Decimal divisor: 12.5 ÷ 0.25',
      inputs: { mode: 'long', a: '12.5', b: '0.25' },
      expect: { status: 'success', values: { quotient: '50', 'steps.shift': 2, 'steps.dividend': '1250', 'steps.divisor': '25' } },
      source: 'Moving both points two places: 12.5 ÷ 0.25 = 1250 ÷ 25 = 50.',
    },
    {
      name: 'Division by zero',
      inputs: { a: 1, b: 0 },
      expect: { status: 'error', code: 'DIVISION_BY_ZERO' },
      source: 'Spec, math catalog (b = 0 gives DIVISION_BY_ZERO) and conformance vector "division by zero".',
    },
    {
      name: '0 ÷ 0 is also division by zero',
      inputs: { a: 0, b: 0 },
      expect: { status: 'error', code: 'DIVISION_BY_ZERO' },
      source: 'DECISIONS.md 4: the division engine answers DIVISION_BY_ZERO for any b = 0, including 0 ÷ 0.',
    },
  ],
  limitations: ['Remainders are given for whole-number operands only; long mode shows the written digits, not the rounding.'],
  prepare(raw) {
    const missing = blankField(raw, ['a', 'b'], (f) => `${f === 'a' ? 'The dividend a' : 'The divisor b'} is missing.`, 'Give both numbers, e.g. a = 22 and b = 7.');
    if (missing) return missing;
    const read = readDecimals({ a: raw.a, b: raw.b });
    if (isEngineError(read)) return read;
    return canonicalChoice(raw, 'mode', MODE_SYNONYMS);
  },
  compute({ a, b, mode = 'quotient', decimals = DEFAULT_DECIMALS }) {
    const read = readDecimals({ a, b });
    if (isEngineError(read)) return failWith(read);
    const { a: x, b: y } = read;
    if (y.coef === 0n) {
      return fail(
        'DIVISION_BY_ZERO',
        'b',
        x.coef === 0n ? '0 ÷ 0 has no value: every number times 0 is 0, so no single quotient exists.' : `${formatDecimal(x)} ÷ 0 has no value: no number times 0 gives ${formatDecimal(x)}.`,
        'Give a divisor b other than 0.',
      );
    }
    const tooLong = mode === 'long' ? (checkLongModeDigits(x, 'a', 'written') ?? checkLongModeDigits(y, 'b', 'written')) : undefined;
    if (tooLong) return failWith(tooLong);

    const exact = ratDiv(ratFromDecimal(x), ratFromDecimal(y));
    const { value, warnings } = jsonResult(exact, 'The quotient');
    warnings.unshift(...jsonNumberWarnings({ a, b }));
    const expansion = decimalExpansion(exact);
    const fitsExactly = terminates(exact) && expansion.preperiod.length <= decimals;
    const quotient = fitsExactly ? formatExact(exact) : roundRational(exact, decimals).text;
    const result = {
      mode,
      value,
      quotient,
      rounded: !fitsExactly,
      decimals,
      repeating: expansion.text,
      fraction: formatFraction(exact),
      ...(x.scale === 0 && y.scale === 0 ? { whole: jsonInteger(x.coef / y.coef), remainder: jsonInteger(x.coef % y.coef) } : {}),
    };
    if (mode !== 'long') return ok(result, { warnings });

    const written = longDivision(absDecimal(x), absDecimal(y), decimals);
    const negative = exact.n < 0n;
    const notes = [
      ...(fitsExactly ? [] : [`Rounded to ${decimals === 0 ? 'a whole number' : `${decimals} decimal place${decimals === 1 ? '' : 's'}`} (half away from zero): ${quotient.replace(/^-/, '')}.`]),
      ...(negative ? [`One of the numbers is negative, so the quotient is negative: ${quotient}.`] : x.coef < 0n ? ['Both numbers are negative, so the quotient is positive.'] : []),
    ];
    const steps = {
      shift: written.shift,
      dividend: written.dividend,
      divisor: written.divisor,
      digits: written.steps,
      written_quotient: written.quotient,
      remainder: written.remainder,
      complete: written.complete,
      negative,
    };
    return ok({ ...result, steps, text: [written.text, ...notes].join('\n') }, { warnings });
  },
});
