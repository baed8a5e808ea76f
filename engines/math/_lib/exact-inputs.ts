// Inputs and results of the exact math engines. Their number fields take a
// JSON number or text, so digits beyond a double (a 40-digit integer, 0.1
// exactly) reach the engine untouched: the shared input layer would turn a
// numeric string into a double, so these fields are declared number-or-text
// and read here. `prepare` hooks call the readers (errors before validation);
// `compute` reads the same values again, which cannot fail then. Results go
// out as JSON numbers where a double holds them, as exact text otherwise.
import * as z from 'zod/mini';
import { splitList, type ListRule } from '../../core/lists.ts';
import type { EngineError, Warning } from '../../core/contract.ts';
import { isBlank } from '../../core/inputs.ts';
import { fail, isEngineError, warning } from '../../core/outcome.ts';
import { type Decimal, MAX_DECIMAL_DIGITS, decimalDigitCount, parseDecimal } from '../../core/exact-decimal.ts';
import { MAX_INTEGER_DIGITS, readInteger } from './exact-integer.ts';
import { type Rational, jsonValue, parseRational } from '../../core/exact-rational.ts';
import { own } from '../../core/own.ts';

/** Schema of a field that takes a JSON number or its text (kept as text so no digit is lost). */
export const numberOrText = () => z.union([z.number(), z.string()]);

/** The error outcome (HTTP 400) for an error read from an input. */
export const failWith = (e: EngineError) => fail(e.code, e.field, e.detail, e.suggestion);

// ------------------------------------------------------------ single values

const shown = (raw: unknown) => (typeof raw === 'string' ? `'${raw.length > 40 ? `${raw.slice(0, 40)}…` : raw}'` : String(raw));

function typeError(raw: unknown, field: string, example: string): EngineError | null {
  if (typeof raw === 'string') return null;
  if (typeof raw === 'number') {
    return Number.isFinite(raw) ? null : { code: 'INVALID_NUMBER', field, detail: `${field} must be a finite number, got ${raw}.`, suggestion: `Give ${field} as a finite number, e.g. ${example}.` };
  }
  const kind = raw === null ? 'null' : Array.isArray(raw) ? 'an array' : typeof raw;
  return { code: 'INVALID_NUMBER', field, detail: `${field} must be a number or a numeric string, got ${kind}.`, suggestion: `Give ${field} as a number, e.g. ${example}.` };
}

const tooLong = (field: string, raw: unknown, digits: number, max: number): EngineError => ({
  code: 'TOO_MANY_DIGITS',
  field,
  detail: `${field} = ${shown(raw)} has ${Number.isFinite(digits) ? digits : 'too many'} digits written out; at most ${max} are accepted.`,
  suggestion: `Give ${field} with at most ${max} digits (digits written out, counting zeros an exponent adds).`,
});

/** A decimal number, exactly as written, or an error naming the field. */
export function readDecimalInput(raw: unknown, field: string, maxDigits = MAX_DECIMAL_DIGITS): Decimal | EngineError {
  const bad = typeError(raw, field, '12.75');
  if (bad) return bad;
  const r = parseDecimal(String(raw), maxDigits);
  if (r.ok) return r.value;
  if (r.reason === 'too_long') return tooLong(field, raw, r.digits, maxDigits);
  return {
    code: 'INVALID_NUMBER',
    field,
    detail: `${field} = ${shown(raw)} is not a decimal number.`,
    suggestion: `Write ${field} with digits, an optional sign, point and exponent, e.g. -12.75 or 1.5e3; no thousands separators.`,
  };
}

/** Several decimal fields at once: every value, or the first error. */
export function readDecimals<K extends string>(fields: Record<K, unknown>): Record<K, Decimal> | EngineError {
  const out = {} as Record<K, Decimal>;
  for (const key of Object.keys(fields) as K[]) {
    const read = readDecimalInput(fields[key], key);
    if (isEngineError(read)) return read;
    out[key] = read;
  }
  return out;
}

/** A rational: decimal, fraction "3/4" or repeating decimal "0.(3)". */
export function readRationalInput(raw: unknown, field: string): Rational | EngineError {
  const bad = typeError(raw, field, '1.5');
  if (bad) return bad;
  const r = parseRational(String(raw));
  return r.ok ? r.value : rationalError(r, raw, field);
}

/** The error for text that is not a rational (syntax, length or a zero denominator). */
export function rationalError(r: { reason: 'syntax' | 'too_long' | 'zero_denominator'; digits: number }, raw: unknown, field: string): EngineError {
  if (r.reason === 'too_long') return tooLong(field, raw, r.digits, MAX_DECIMAL_DIGITS);
  if (r.reason === 'zero_denominator') {
    return { code: 'DENOMINATOR_MUST_BE_NONZERO', field, detail: `${field} = ${shown(raw)} divides by zero.`, suggestion: `Give ${field} a non-zero denominator, e.g. 3/4.` };
  }
  return {
    code: 'INVALID_NUMBER',
    field,
    detail: `${field} = ${shown(raw)} is not a number.`,
    suggestion: `Write ${field} as a decimal (1.5), a fraction (3/2) or a repeating decimal with the block in parentheses (0.(3) for 0.333…).`,
  };
}

/** An exact integer: a safe JSON integer, or a string of at most `maxDigits` digits. */
export function readIntegerInput(raw: unknown, field: string, maxDigits = MAX_INTEGER_DIGITS): bigint | EngineError {
  const bad = typeError(raw, field, '12');
  if (bad) return bad;
  const r = readInteger(raw as number | string, maxDigits);
  if (r.ok) return r.value;
  switch (r.reason) {
    case 'unsafe_number':
      return {
        code: 'UNSAFE_INTEGER',
        field,
        detail: `${field} = ${shown(raw)} is a JSON number beyond ±9007199254740991 (2^53 − 1); JSON parsers may already have rounded its digits.`,
        suggestion: `Send ${field} as a decimal string (in quotes) with the exact digits, e.g. "12345678901234567890".`,
      };
    case 'too_long':
      return tooLong(field, raw, r.digits, maxDigits);
    case 'not_integer':
      return { code: 'INVALID_NUMBER', field, detail: `${field} = ${shown(raw)} is not a whole number.`, suggestion: `Give ${field} as a whole number, e.g. 12.` };
    default:
      return { code: 'INVALID_NUMBER', field, detail: `${field} = ${shown(raw)} is not a whole number.`, suggestion: `Write ${field} with digits and an optional sign, e.g. -42 or "123456789012345678901".` };
  }
}

/** The first blank field among `fields`, as MISSING_REQUIRED_INPUT (or the code the spec names). */
export function blankField(values: Record<string, unknown>, fields: readonly string[], detail: (field: string) => string, suggestion: string, code = 'MISSING_REQUIRED_INPUT'): EngineError | undefined {
  const field = fields.find((f) => isBlank(values[f]));
  return field === undefined ? undefined : { code, field, detail: detail(field), suggestion };
}

/**
 * Canonical spelling of a choice field (mode, op): trims, lower-cases and maps
 * synonyms; anything unknown is left for the schema to reject with INVALID_MODE.
 */
export function canonicalChoice(values: Record<string, unknown>, field: string, synonyms: Record<string, string>): Record<string, unknown> {
  const v = values[field];
  if (typeof v !== 'string' || isBlank(v)) return values;
  const key = v.trim().toLowerCase();
  return { ...values, [field]: own(synonyms, key) ?? key };
}

// -------------------------------------------------------------------- lists

/**
 * Items of the list input `values`: an array, or text separated by commas, semicolons, spaces
 * or new lines ("1, 2, 3.5"), read no further than the list's maximum (its error past it).
 */
export function listItems(raw: unknown, rule: ListRule): unknown[] | EngineError | null {
  if (Array.isArray(raw)) return raw;
  if (typeof raw === 'string') return splitList(raw, /[\s,;]+/, 'values', rule);
  if (typeof raw === 'number') return [raw];
  return null;
}

/** Item i of a list field, for messages ("values item 3"). */
export const itemField = (field: string, i: number) => `${field} item ${i + 1}`;

/** An item's error reported on the list field (the form control); the detail still names the item. */
export const asListError = (err: EngineError, field: string): EngineError => ({ ...err, field });

// ---------------------------------------------------------------- long mode

/** Digits of a number the written methods lay out (a page of steps, not a wall). */
export const LONG_MODE_MAX_DIGITS = 50;

/**
 * A number too long for a written method. Column methods (addition, subtraction, division) write
 * every digit in its column, zeros after the point included: `written` counts integer digits plus
 * decimal places (0.0000007 is 7), because 7e-300 has one significant digit but lays out 300 columns
 * (a 730 KB division write-up). Multiplication writes only the significant digits and places the
 * point at the end: `significant`.
 */
export function checkLongModeDigits(d: Decimal, field: string, count: 'significant' | 'written' = 'significant'): EngineError | undefined {
  const digits = count === 'written' ? decimalDigitCount(d) : (d.coef < 0n ? -d.coef : d.coef).toString().length;
  if (digits <= LONG_MODE_MAX_DIGITS) return undefined;
  const what = count === 'written' ? `${digits} digits written out (integer digits and decimal places)` : `${digits} significant digits`;
  return {
    code: 'TOO_MANY_DIGITS',
    field,
    detail: `${field} has ${what}; the long (written) method is shown for at most ${LONG_MODE_MAX_DIGITS}.`,
    suggestion: `Use the default mode for the exact result, or give ${field} with at most ${LONG_MODE_MAX_DIGITS} digits.`,
  };
}

// ------------------------------------------------------ results and warnings

/**
 * An exact result for JSON: the nearest double, or the exact text when the
 * value is outside the double range (with a warning saying so), so a success
 * never carries Infinity or a silent 0.
 */
export function jsonResult(q: Rational, name: string): { value: number | string; warnings: Warning[] } {
  const { value, inDoubleRange } = jsonValue(q);
  if (inDoubleRange) return { value, warnings: [] };
  return {
    value,
    warnings: [warning('BEYOND_DOUBLE_RANGE', `${name} is outside the range of a double-precision number (magnitudes from about 5e-324 to 1.8e308), so it is given as exact text.`, 'Read the exact text, or scale the inputs (e.g. change units).')],
  };
}

/**
 * A JSON number that is an integer beyond 2^53 may have lost digits before the
 * engine saw it (JSON parsing rounds to a double); say so rather than guess.
 */
export function jsonNumberWarnings(fields: Record<string, unknown>): Warning[] {
  const out: Warning[] = [];
  for (const [field, raw] of Object.entries(fields)) {
    if (typeof raw === 'number' && Number.isInteger(raw) && !Number.isSafeInteger(raw)) {
      out.push(warning('IMPRECISE_JSON_NUMBER', `${field} was sent as the JSON number ${raw}, beyond 2^53 where a double cannot hold every integer: digits you typed may have been rounded away before the calculation saw them.`, `Send ${field} as a decimal string to keep every digit.`));
    }
  }
  return out;
}

/** Info warning for inputs the chosen mode does not read (a page keeps other tabs' values). */
export function unusedInputs(given: readonly string[], used: readonly string[], mode: string): Warning[] {
  const unused = given.filter((k) => !used.includes(k));
  if (!unused.length) return [];
  return [warning('INPUT_NOT_USED', `${unused.join(', ')} ${unused.length === 1 ? 'is' : 'are'} not used in mode ${mode}.`, `Mode ${mode} reads ${used.join(', ')}.`, 'info')];
}
