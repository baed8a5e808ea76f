// minuend − subtrahend = difference: give any two, get the third exactly;
// mode long shows column subtraction with borrowing (column addition when the
// minuend is the unknown).
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { isBlank } from '../core/inputs.ts';
import { fail, isEngineError, ok } from '../core/outcome.ts';
import { type Decimal, addDecimals, compareDecimals, formatDecimal, subtractDecimals } from '../core/exact-decimal.ts';
import { canonicalChoice, checkLongModeDigits, failWith, jsonNumberWarnings, jsonResult, numberOrText, readDecimals } from './_lib/exact-inputs.ts';
import { ratFromDecimal } from '../core/exact-rational.ts';
import { chooseUnknown } from './_lib/solve-for-missing.ts';
import { columnAddition, columnSubtraction } from './_lib/written-methods.ts';

const MODES = ['difference', 'long'] as const;
const MODE_SYNONYMS: Record<string, string> = { subtract: 'difference', minus: 'difference', standard: 'difference', column: 'long', 'column-subtraction': 'long', 'long-subtraction': 'long', written: 'long', borrowing: 'long' };
const KEYS = ['minuend', 'subtrahend', 'difference'] as const;
type Term = (typeof KEYS)[number];

const input = z.object({
  minuend: z.optional(numberOrText()),
  subtrahend: z.optional(numberOrText()),
  difference: z.optional(numberOrText()),
  solve_for: z.optional(z.enum(KEYS)),
  mode: z.optional(z.enum(MODES)),
});

const additionColumn = z.object({ place: z.number(), place_name: z.string(), digits: z.array(z.number()), carry_in: z.number(), total: z.number(), digit: z.number(), carry_out: z.number() });
const subtractionColumn = z.object({ place: z.number(), place_name: z.string(), top: z.number(), lent: z.number(), borrowed: z.boolean(), working: z.number(), bottom: z.number(), digit: z.number() });
const output = z.object({
  mode: z.enum(MODES),
  solve_for: z.enum(KEYS),
  value: z.union([z.number(), z.string()]),
  valueStr: z.string(),
  minuend: z.string(),
  subtrahend: z.string(),
  difference: z.string(),
  formula: z.string(),
  steps: z.optional(
    z.object({
      method: z.enum(['column subtraction', 'column addition']),
      swapped: z.boolean(),
      aligned: z.array(z.string()),
      columns: z.array(z.union([subtractionColumn, additionColumn])),
      answer: z.string(),
    }),
  ),
  text: z.optional(z.string()),
});

const FORMULAS: Record<Term, { id: string; expression: string; label: string }> = {
  difference: { id: 'subtraction.difference', expression: 'difference = minuend − subtrahend', label: 'Difference' },
  subtrahend: { id: 'subtraction.subtrahend', expression: 'subtrahend = minuend − difference', label: 'Subtrahend from minuend and difference' },
  minuend: { id: 'subtraction.minuend', expression: 'minuend = difference + subtrahend', label: 'Minuend from difference and subtrahend' },
};

export const engine = defineEngine({
  id: 'subtraction',
  area: 'math',
  title: 'Subtraction calculator',
  description: 'Subtract exactly (minuend − subtrahend = difference), decimals included, or find the missing number from any two; mode long shows column subtraction with borrowing, step by step, as taught in school.',
  keywords: ['subtract', 'subtraction', 'minus', 'difference', 'take away', 'minuend', 'subtrahend', 'column subtraction', 'borrowing', 'regrouping', 'subtract decimals'],
  capability_id: 'math.subtraction',
  version: '1.0.0',
  page: 'math',
  tools: [{ id: 'subtract' }],
  input,
  output,
  inputAliases: { minInput: 'minuend', subInput: 'subtrahend', diffInput: 'difference' },
  errors: ['LONG_MODE_NEEDS_NON_NEGATIVE', 'TOO_MANY_DIGITS'],
  warnings: ['BEYOND_DOUBLE_RANGE', 'IMPRECISE_JSON_NUMBER', 'SOLVED_INPUT_IGNORED'],
  formula: FORMULAS.difference,
  assumptions: [
    'minuend − subtrahend = difference. Give any two; the blank one is solved (or the one named by the optional solve_for). When all three are given without solve_for the difference is recalculated and the given one ignored (warning SOLVED_INPUT_IGNORED).',
    'Exact decimal arithmetic on the digits given (a JSON number is read as its shortest round-trip decimal): valueStr is exact, value the nearest double (exact text instead, with warning BEYOND_DOUBLE_RANGE, outside the double range). Numbers up to 400 digits written out.',
    'Long mode: the given numbers must be ≥ 0, with up to 50 digits written out (integer digits and decimal places: 0.0007 has 4). Column subtraction by decomposition: the numbers are written with the same decimal places, each column is subtracted from the right and a column whose top digit is too small borrows ten from the column on its left. When the number taken away is larger, the subtraction is done the other way round and the difference is negative. Solving for the minuend is a column addition (difference + subtrahend).',
  ],
  ui: {
    fields: {
      mode: { label: 'Method', options: [{ value: 'difference', label: 'Difference' }, { value: 'long', label: 'Column subtraction' }] },
      minuend: { label: 'Minuend (number subtracted from)', kind: 'text', placeholder: '52.3' },
      subtrahend: { label: 'Subtrahend (number taken away)', kind: 'text', placeholder: '17.85' },
      difference: { label: 'Difference (leave blank to solve)', kind: 'text' },
      solve_for: { label: 'Solve for', blank: 'solve for the field left blank', help: 'Optional: which of the three to calculate; by default the blank one.' },
    },
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'difference', label: 'Difference', fields: ['minuend', 'subtrahend', 'difference', 'solve_for'] },
          { value: 'long', label: 'Column subtraction', fields: ['minuend', 'subtrahend', 'difference', 'solve_for'] },
        ],
      },
    ],
    initial: { mode: 'difference', minuend: 52.3, subtrahend: 17.85 },
    headline: 'valueStr',
    outputs: {
      value: { label: 'Result' },
      valueStr: { label: 'Exact result' },
      formula: { label: 'Calculation' },
      steps: { label: 'Column method steps' },
      text: { label: 'Column method written out' },
    },
  },
  examples: [
    {
      name: '52.3 − 17.85',
      inputs: { minuend: 52.3, subtrahend: 17.85 },
      expect: { status: 'success', values: { solve_for: 'difference', valueStr: '34.45', value: 34.45 } },
      source: 'Exact arithmetic: 5230/100 − 1785/100 = 3445/100.',
    },
    {
      name: 'Missing subtrahend: 100 − ? = 58',
      inputs: { minInput: 100, diffInput: 58 },
      expect: { status: 'success', values: { solve_for: 'subtrahend', valueStr: '42' } },
      source: 'Exact arithmetic: subtrahend = 100 − 58 = 42.',
    },
    {
      name: 'Column subtraction 1000 − 1 borrows across zeros',
      inputs: { mode: 'long', minuend: 1000, subtrahend: 1 },
      expect: { status: 'success', values: { valueStr: '999', 'steps.columns.0.borrowed': true, 'steps.columns.1.working': 9, 'steps.columns.3.digit': 0 } },
      source: 'Decomposition method: the ones borrow from the tens, which borrow from the hundreds, which borrow from the thousands; 1000 − 1 = 999.',
    },
    {
      name: 'Long mode with a larger subtrahend gives a negative difference',
      inputs: { mode: 'long', minuend: 7, subtrahend: 12.5 },
      expect: { status: 'success', values: { valueStr: '-5.5', 'steps.swapped': true } },
      source: 'Exact arithmetic: 7 − 12.5 = −(12.5 − 7) = −5.5.',
    },
    {
      name: 'A negative number in long mode',
      inputs: { mode: 'long', minuend: -3, subtrahend: 2 },
      expect: { status: 'error', code: 'LONG_MODE_NEEDS_NON_NEGATIVE' },
      source: 'Spec, math catalog: long mode needs non-negative terms.',
    },
  ],
  limitations: ['Long mode shows non-negative numbers only; a negative difference comes from subtracting the other way round.'],
  prepare(raw) {
    const present = Object.fromEntries(KEYS.filter((k) => !isBlank(raw[k])).map((k) => [k, raw[k]]));
    const read = readDecimals(present);
    return isEngineError(read) ? read : canonicalChoice(raw, 'mode', MODE_SYNONYMS);
  },
  compute(inp) {
    const mode = inp.mode ?? 'difference';
    const choice = chooseUnknown(inp, KEYS, inp.solve_for, 'difference');
    if ('error' in choice) return choice.error;
    const unknown = choice.target;
    const known = KEYS.filter((k) => k !== unknown);
    const read = readDecimals(Object.fromEntries(known.map((k) => [k, inp[k]])) as Record<Term, unknown>);
    if (isEngineError(read)) return failWith(read);

    if (mode === 'long') {
      for (const k of known) {
        if (read[k].coef < 0n) return fail('LONG_MODE_NEEDS_NON_NEGATIVE', k, `${k} is negative (${formatDecimal(read[k])}); column subtraction is for numbers ≥ 0.`, 'Use mode difference for negative numbers.');
        const tooLong = checkLongModeDigits(read[k], k, 'written');
        if (tooLong) return failWith(tooLong);
      }
    }
    const terms = { ...read } as Record<Term, Decimal>;
    terms[unknown] = unknown === 'minuend' ? addDecimals(terms.difference, terms.subtrahend) : subtractDecimals(terms.minuend, unknown === 'difference' ? terms.subtrahend : terms.difference);
    const exact = terms[unknown];
    const valueStr = formatDecimal(exact);
    const { value, warnings } = jsonResult(ratFromDecimal(exact), `The ${unknown}`);
    warnings.unshift(...choice.warnings, ...jsonNumberWarnings(Object.fromEntries(known.map((k) => [k, inp[k]]))));
    const shown = (k: Term) => (terms[k].coef < 0n ? `(${formatDecimal(terms[k])})` : formatDecimal(terms[k]));
    const result = {
      mode,
      solve_for: unknown,
      value,
      valueStr,
      minuend: formatDecimal(terms.minuend),
      subtrahend: formatDecimal(terms.subtrahend),
      difference: formatDecimal(terms.difference),
      formula: `${shown('minuend')} − ${shown('subtrahend')} = ${formatDecimal(terms.difference)}`,
    };
    const extras = { warnings, formula: FORMULAS[unknown] };
    if (mode !== 'long') return ok(result, extras);
    return ok({ ...result, ...writtenMethod(unknown, terms) }, extras);
  },
});

/** The column method for the unknown: addition for the minuend, subtraction (larger minus smaller) otherwise. */
function writtenMethod(unknown: Term, t: Record<Term, Decimal>) {
  if (unknown === 'minuend') {
    const { text, ...steps } = columnAddition([t.difference, t.subtrahend]);
    return { steps: { method: 'column addition' as const, swapped: false, ...steps }, text: `minuend = difference + subtrahend\n${text}` };
  }
  const [top, bottom] = unknown === 'difference' ? [t.minuend, t.subtrahend] : [t.minuend, t.difference];
  const swapped = compareDecimals(top, bottom) < 0;
  const { text, ...steps } = swapped ? columnSubtraction(bottom, top) : columnSubtraction(top, bottom);
  const heading = unknown === 'subtrahend' ? 'subtrahend = minuend − difference\n' : '';
  const note = swapped
    ? `\n${formatDecimal(bottom)} is larger than ${formatDecimal(top)}, so subtract the other way round and make the answer negative: ${formatDecimal(top)} − ${formatDecimal(bottom)} = −${steps.answer}.`
    : '';
  return { steps: { method: 'column subtraction' as const, swapped, ...steps }, text: `${heading}${text}${note}` };
}
