// Edges of the input readers of the exact math engines (exact-inputs.ts).
// Expected values are written out by hand.
import { describe, expect, it } from 'vitest';
import {
  canonicalChoice,
  checkLongModeDigits,
  jsonNumberWarnings,
  listItems,
  readDecimalInput,
  readIntegerInput,
  readRationalInput,
} from '../../../../engines/math/_lib/exact-inputs.ts';

describe('type errors of the single-value readers', () => {
  it('refuses a non-finite JSON number as INVALID_NUMBER asking for a finite number', () => {
    expect(readDecimalInput(Number.NaN, 'a')).toEqual({
      code: 'INVALID_NUMBER',
      field: 'a',
      detail: 'a must be a finite number, got NaN.',
      suggestion: 'Give a as a finite number, e.g. 12.75.',
    });
  });

  it('refuses null as neither a number nor text (not as a non-finite number)', () => {
    expect(readDecimalInput(null, 'a')).toEqual({
      code: 'INVALID_NUMBER',
      field: 'a',
      detail: 'a must be a number or a numeric string, got null.',
      suggestion: 'Give a as a number, e.g. 12.75.',
    });
  });

  it('reports a rational field of the wrong type as a type error, not as unreadable text', () => {
    expect(readRationalInput(Number.POSITIVE_INFINITY, 'q')).toEqual({
      code: 'INVALID_NUMBER',
      field: 'q',
      detail: 'q must be a finite number, got Infinity.',
      suggestion: 'Give q as a finite number, e.g. 1.5.',
    });
    expect(readRationalInput(null, 'q')).toMatchObject({ detail: 'q must be a number or a numeric string, got null.' });
  });
});

describe('readIntegerInput', () => {
  it('asks for a whole number when given one with a fractional part', () => {
    expect(readIntegerInput('1.5', 'n')).toEqual({
      code: 'INVALID_NUMBER',
      field: 'n',
      detail: "n = '1.5' is not a whole number.",
      suggestion: 'Give n as a whole number, e.g. 12.',
    });
    expect(readIntegerInput(2.5, 'n')).toMatchObject({ suggestion: 'Give n as a whole number, e.g. 12.' });
  });
});

describe('canonicalChoice', () => {
  it('trims and lower-cases the choice before mapping synonyms', () => {
    expect(canonicalChoice({ mode: '  Sum ' }, 'mode', { sum: 'add' })).toEqual({ mode: 'add' });
    expect(canonicalChoice({ mode: ' LONG ' }, 'mode', {})).toEqual({ mode: 'long' });
  });

  it('leaves a blank or non-text choice as it is (for the schema to judge)', () => {
    const blank = { mode: '   ' };
    expect(canonicalChoice(blank, 'mode', { '': 'add' })).toBe(blank);
    const numeric = { mode: 5 };
    expect(canonicalChoice(numeric, 'mode', {})).toBe(numeric);
  });
});

describe('listItems', () => {
  const THREE = { max: 3, noun: 'numbers' };

  it('takes a single JSON number as a list of one', () => {
    expect(listItems(5, THREE)).toEqual([5]);
  });

  it('splits text on runs of separators and refuses other types', () => {
    expect(listItems('1,, 2;\n3', THREE)).toEqual(['1', '2', '3']);
    expect(listItems(' ,1 2 3; ', THREE)).toEqual(['1', '2', '3']);
    expect(listItems(null, THREE)).toBeNull();
  });

  it('refuses a text list of more items than the maximum with TOO_MANY_VALUES on values', () => {
    expect(listItems('1 2 3 4', THREE)).toMatchObject({ code: 'TOO_MANY_VALUES', field: 'values', detail: 'values holds more than 3 numbers; at most 3 are accepted.' });
  });
});

describe('checkLongModeDigits', () => {
  it('accepts exactly 50 significant digits, positive or negative (the sign is not a digit)', () => {
    const fifty = 10n ** 50n - 1n; // 50 nines
    expect(checkLongModeDigits({ coef: fifty, scale: 0 }, 'a')).toBeUndefined();
    expect(checkLongModeDigits({ coef: -fifty, scale: 3 }, 'a')).toBeUndefined();
  });

  it('refuses 51 digits with TOO_MANY_DIGITS naming the count', () => {
    expect(checkLongModeDigits({ coef: -(10n ** 50n), scale: 0 }, 'b')).toEqual({
      code: 'TOO_MANY_DIGITS',
      field: 'b',
      detail: 'b has 51 significant digits; the long (written) method is shown for at most 50.',
      suggestion: 'Use the default mode for the exact result, or give b with at most 50 digits.',
    });
  });

  it('counts the columns a column method writes: integer digits and decimal places, leading zeros after the point included', () => {
    // 7e-50 is 0.000…07: 50 decimal places, one significant digit.
    expect(checkLongModeDigits({ coef: 7n, scale: 50 }, 'a', 'written')).toBeUndefined();
    expect(checkLongModeDigits({ coef: 7n, scale: 51 }, 'a', 'written')).toMatchObject({ code: 'TOO_MANY_DIGITS', detail: 'a has 51 digits written out (integer digits and decimal places); the long (written) method is shown for at most 50.' });
    // 0.5 writes one digit after the point (the leading 0 is not counted); 12.5 writes three; trailing zeros are not digits.
    expect(checkLongModeDigits({ coef: 10n ** 49n + 5n, scale: 1 }, 'a', 'written')).toBeUndefined();
    expect(checkLongModeDigits({ coef: 7n * 10n ** 40n, scale: 90 }, 'a', 'written')).toBeUndefined();
    // Significant digits alone let 7e-300 through: multiplication writes only those.
    expect(checkLongModeDigits({ coef: 7n, scale: 300 }, 'a')).toBeUndefined();
  });
});

describe('jsonNumberWarnings', () => {
  it('warns only for integers beyond 2^53, not for fractions or safe integers', () => {
    expect(jsonNumberWarnings({ a: 1.5, b: 2 ** 53 - 1, c: '12345678901234567890' })).toEqual([]);
    expect(jsonNumberWarnings({ a: 2 ** 60 }).map((w) => w.code)).toEqual(['IMPRECISE_JSON_NUMBER']);
  });
});
