// Sum of a list of numbers, exact on their decimal digits; mode long shows column addition with carries.
import * as z from 'zod/mini';
import { boundedList, type ListRule } from '../core/lists.ts';
import { type EngineError, defineEngine } from '../core/contract.ts';
import { isBlank } from '../core/inputs.ts';
import { fail, isEngineError, ok } from '../core/outcome.ts';
import { type Decimal, DECIMAL_ZERO, addDecimals, formatDecimal } from '../core/exact-decimal.ts';
import {
  asListError,
  canonicalChoice,
  checkLongModeDigits,
  failWith,
  itemField,
  jsonNumberWarnings,
  jsonResult,
  listItems,
  numberOrText,
  readDecimalInput,
} from './_lib/exact-inputs.ts';
import { ratFromDecimal } from '../core/exact-rational.ts';
import { columnAddition } from './_lib/written-methods.ts';

const MODES = ['sum', 'long'] as const;
const MODE_SYNONYMS: Record<string, string> = { add: 'sum', total: 'sum', addition: 'sum', column: 'long', 'column-addition': 'long', 'long-addition': 'long', written: 'long' };
/** Long mode stacks at most LONG_MAX_TERMS rows. */
const LONG_MAX_TERMS = 20;
/** 1000 numbers per sum: far more than anyone types, and each may have 400 digits, so an answer stays small. */
const TERMS: ListRule = { max: 1000, noun: 'numbers', hint: 'split the list into parts and add the part sums' };

const input = z.object({
  values: boundedList(numberOrText(), TERMS),
  mode: z.optional(z.enum(MODES)),
});

const output = z.object({
  mode: z.enum(MODES),
  value: z.union([z.number(), z.string()]),
  sum: z.union([z.number(), z.string()]),
  sumStr: z.string(),
  count: z.number(),
  steps: z.optional(
    z.object({
      aligned: z.array(z.string()),
      columns: z.array(
        z.object({ place: z.number(), place_name: z.string(), digits: z.array(z.number()), carry_in: z.number(), total: z.number(), digit: z.number(), carry_out: z.number() }),
      ),
      answer: z.string(),
    }),
  ),
  text: z.optional(z.string()),
});

export const engine = defineEngine({
  id: 'add',
  area: 'math',
  title: 'Addition calculator (sum of numbers)',
  description: 'Add a list of numbers exactly, decimals included (0.1 + 0.2 = 0.3), or show the column addition a student writes: the numbers stacked with the points lined up, each column added from the right with its carry.',
  keywords: ['add', 'addition', 'sum', 'total', 'plus', 'add numbers', 'sum of a list', 'column addition', 'carrying', 'add decimals'],
  capability_id: 'math.sum',
  version: '1.0.0',
  page: 'math',
  tools: [{ id: 'sum' }],
  input,
  output,
  inputAliases: { sumInput: 'values' },
  errors: ['LONG_MODE_NEEDS_NON_NEGATIVE', 'TOO_MANY_DIGITS', 'TOO_MANY_VALUES'],
  warnings: ['BEYOND_DOUBLE_RANGE', 'IMPRECISE_JSON_NUMBER'],
  formula: { id: 'add.sum', expression: 'sum = x₁ + x₂ + … + xₙ', label: 'Sum of the numbers' },
  assumptions: [
    'Exact decimal arithmetic on the digits given: each number is read as the decimal it is written as (a JSON number as its shortest round-trip form), so 0.1 + 0.2 = 0.3 exactly; sumStr is the exact sum, value and sum the same as the nearest double (exact text instead, with warning BEYOND_DOUBLE_RANGE, outside the double range).',
    'values is an array of numbers or numeric strings, or (sumInput) a text list separated by commas, semicolons, spaces or new lines; the point is the decimal separator, there are no thousands separators. 1 to 1000 numbers, each up to 400 digits written out.',
    'Long mode (column addition): up to 20 non-negative numbers of up to 50 digits written out (integer digits and decimal places: 0.0007 has 4); the numbers are written with the same number of decimal places (zeros filled in), each column is added from the right and its tens are carried to the next column.',
  ],
  ui: {
    fields: {
      mode: { label: 'Method', options: [{ value: 'sum', label: 'Sum' }, { value: 'long', label: 'Column addition' }] },
      values: { label: 'Numbers to add', kind: 'list', placeholder: '1, 2, 3.5', help: 'Separate the numbers with commas, spaces or new lines.' },
    },
    tabs: [{ field: 'mode', tabs: [{ value: 'sum', label: 'Sum', fields: ['values'] }, { value: 'long', label: 'Column addition', fields: ['values'] }] }],
    initial: { mode: 'sum', values: [1, 2, 3.5] },
    headline: 'sumStr',
    outputs: {
      value: { label: 'Sum' },
      sum: { label: 'Sum' },
      sumStr: { label: 'Exact sum' },
      count: { label: 'Numbers added' },
      steps: { label: 'Column addition steps' },
      text: { label: 'Column addition written out' },
    },
  },
  examples: [
    {
      name: 'Sum of a list',
      inputs: { values: [1, 2, 3.5] },
      expect: { status: 'success', values: { sum: 6.5, value: 6.5, sumStr: '6.5', count: 3 } },
      source: 'Exact arithmetic: 1 + 2 + 3.5 = 6.5 (conformance vector "sum of a list").',
    },
    {
      name: '0.1 + 0.2 is exactly 0.3',
      inputs: { values: [0.1, 0.2] },
      expect: { status: 'success', values: { sumStr: '0.3', sum: 0.3 } },
      source: 'Exact arithmetic: 1/10 + 2/10 = 3/10 (binary floating point gives 0.30000000000000004).',
    },
    {
      name: 'Text list through the sumInput alias',
      inputs: { sumInput: '12.5, 7.25; 100' },
      expect: { status: 'success', values: { sumStr: '119.75' } },
      source: 'Exact arithmetic: 12.5 + 7.25 + 100 = 119.75.',
    },
    {
      name: 'Column addition 999 + 1 + 0.25 with carries',
      inputs: { mode: 'long', values: [999, 1, 0.25] },
      expect: { status: 'success', values: { sumStr: '1000.25', 'steps.answer': '1000.25', 'steps.columns.2.carry_out': 1, 'steps.columns.5.digit': 1 } },
      source: 'Column addition as taught in primary school: ones 9 + 1 + 0 = 10, write 0 carry 1, and so on; 999 + 1 + 0.25 = 1000.25.',
    },
    {
      name: 'A negative number in column addition',
      inputs: { mode: 'long', values: [5, -2] },
      expect: { status: 'error', code: 'LONG_MODE_NEEDS_NON_NEGATIVE' },
      source: 'Column addition is taught for non-negative numbers; use mode sum, or subtraction for 5 − 2.',
    },
  ],
  limitations: ['Long mode shows addition of non-negative numbers only; subtract with the subtraction calculator.'],
  prepare(raw) {
    const values = canonicalChoice(raw, 'mode', MODE_SYNONYMS);
    if (isBlank(values.values)) return values;
    const items = listItems(values.values, TERMS);
    if (isEngineError(items)) return items;
    if (!items) return { code: 'INVALID_INPUT', field: 'values', detail: 'values must be a list of numbers.', suggestion: 'Send an array such as [1, 2, 3.5], or sumInput as text "1, 2, 3.5".' };
    const read = readTerms(items);
    return isEngineError(read) ? read : { ...values, values: items };
  },
  compute({ values, mode = 'sum' }) {
    const terms = readTerms(values);
    if (isEngineError(terms)) return failWith(terms);
    if (mode === 'long') {
      if (terms.length > LONG_MAX_TERMS) return fail('TOO_MANY_VALUES', 'values', `Column addition is laid out for at most ${LONG_MAX_TERMS} numbers; ${terms.length} were given.`, 'Use mode sum for longer lists.');
      for (const [i, t] of terms.entries()) {
        if (t.coef < 0n) return fail('LONG_MODE_NEEDS_NON_NEGATIVE', 'values', `${itemField('values', i)} is negative (${formatDecimal(t)}); column addition is for numbers ≥ 0.`, 'Use mode sum, or write the calculation as a subtraction.');
        const tooLong = checkLongModeDigits(t, itemField('values', i), 'written');
        if (tooLong) return failWith(asListError(tooLong, 'values'));
      }
    }
    const exact = terms.reduce(addDecimals, DECIMAL_ZERO);
    const sumStr = formatDecimal(exact);
    const { value, warnings } = jsonResult(ratFromDecimal(exact), 'The sum');
    warnings.unshift(...jsonNumberWarnings(Object.fromEntries(values.map((v, i) => [itemField('values', i), v]))));
    const result = { mode, value, sum: value, sumStr, count: terms.length };
    if (mode !== 'long') return ok(result, { warnings });
    const { text, ...steps } = columnAddition(terms);
    return ok({ ...result, steps, text }, { warnings });
  },
});

/** Every item as an exact decimal, or the first bad one (field: values, item number in the detail). */
function readTerms(items: unknown[]): Decimal[] | EngineError {
  if (items.length === 0) return { code: 'MISSING_REQUIRED_INPUT', field: 'values', detail: 'values is empty: there is nothing to add.', suggestion: 'Give at least one number, e.g. [1, 2, 3.5].' };
  const out: Decimal[] = [];
  for (const [i, item] of items.entries()) {
    const read = readDecimalInput(item, itemField('values', i));
    if (isEngineError(read)) return asListError(read, 'values');
    out.push(read);
  }
  return out;
}
