// The whole-number helper and its check in the shared input layer, on a small
// declaration made for the test. Expected messages are written out by hand.
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { defineEngine } from '../../../engines/core/contract.ts';
import { ok } from '../../../engines/core/outcome.ts';
import { calculate } from '../../../engines/core/run.ts';
import { objectShape } from '../../../engines/core/schema-shape.ts';
import { wholeNumber, wholeNumberCheck, wholeNumberProblem, wholeRangeText } from '../../../engines/core/whole-number.ts';
import { inputJsonSchema } from '../../../engines/derive/schemas.ts';
import { resolveEngine } from '../../../engines/derive/tools.ts';

const SAFE = Number.MAX_SAFE_INTEGER;

describe('wholeNumberCheck', () => {
  it('is the rule of a wholeNumber() schema, with the default codes filled in', () => {
    expect(wholeNumberCheck(wholeNumber({ min: 1, max: 600, example: 360 }))).toEqual({ min: 1, max: 600, example: 360, notWhole: 'INVALID_NUMBER', below: 'INVALID_INPUT', above: 'INVALID_INPUT' });
    expect(wholeNumberCheck(wholeNumber({ min: 1, below: 'TERM_MUST_BE_POSITIVE' }))).toEqual({ min: 1, max: SAFE, notWhole: 'INVALID_NUMBER', below: 'TERM_MUST_BE_POSITIVE', above: 'INVALID_INPUT' });
  });

  it('reads the bounds of a plain integer schema from its checks, exclusive ones moved to the next whole number', () => {
    expect(wholeNumberCheck(z.int())).toMatchObject({ min: -SAFE, max: SAFE });
    expect(wholeNumberCheck(z.int().check(z.gte(0), z.lte(100)))).toMatchObject({ min: 0, max: 100 });
    expect(wholeNumberCheck(z.int().check(z.gt(0), z.lt(10)))).toMatchObject({ min: 1, max: 9 });
    expect(wholeNumberCheck(z.int().check(z.gt(0.5), z.lte(9.5)))).toMatchObject({ min: 1, max: 9 });
  });

  it('refuses a range that is empty or not made of safe integers when the engine is declared', () => {
    expect(() => wholeNumber({ min: 2, max: 1 })).toThrow();
    expect(() => wholeNumber({ min: 0.5 })).toThrow();
    expect(() => wholeNumber({ min: 0, max: 2 ** 53 })).toThrow();
  });
});

describe('wholeNumberProblem and wholeRangeText', () => {
  const c = wholeNumberCheck(wholeNumber({ min: 1, max: 600, notWhole: 'INVALID_INDEX', below: 'TERM_MUST_BE_POSITIVE', above: 'TERM_TOO_LONG' }));
  it.each([
    [5e-324, 'INVALID_INDEX'],
    [1e-20, 'INVALID_INDEX'],
    [2.5, 'INVALID_INDEX'],
    [-0.5, 'INVALID_INDEX'],
    [0, 'TERM_MUST_BE_POSITIVE'],
    [-1, 'TERM_MUST_BE_POSITIVE'],
    [601, 'TERM_TOO_LONG'],
  ])('%s breaks the rule with %s', (n, code) => expect(wholeNumberProblem(n, c)).toEqual({ code }));

  it('accepts the ends of the range', () => {
    expect(wholeNumberProblem(1, c)).toBeNull();
    expect(wholeNumberProblem(600, c)).toBeNull();
  });

  it('says when an integer is beyond what a JSON number holds exactly', () => {
    const open = wholeNumberCheck(z.int());
    expect(wholeNumberProblem(2 ** 53 + 2, open)).toEqual({ code: 'INVALID_INPUT', note: 'beyond the whole numbers a JSON number holds exactly' });
    expect(wholeNumberProblem(-(2 ** 53) - 2, open)).toEqual({ code: 'INVALID_INPUT', note: 'beyond the whole numbers a JSON number holds exactly' });
    expect(wholeNumberProblem(SAFE, open)).toBeNull();
  });

  it('names the range the way a person reads it', () => {
    expect(wholeRangeText({ min: 1, max: 32 })).toBe('from 1 to 32');
    expect(wholeRangeText({ min: 1, max: SAFE })).toBe('≥ 1');
    expect(wholeRangeText({ min: -SAFE, max: 100 })).toBe('≤ 100');
    expect(wholeRangeText({ min: -SAFE, max: SAFE })).toBe('from −9007199254740991 to 9007199254740991');
  });
});

const probe = defineEngine({
  id: 'whole-probe',
  area: 'finance',
  title: 'Whole-number probe',
  description: 'Echoes its inputs.',
  version: '1.0.0',
  input: z.object({
    months: wholeNumber({ min: 1, max: 600, example: 360, below: 'TERM_MUST_BE_POSITIVE', above: 'TERM_TOO_LONG' }),
    bits: z.optional(wholeNumber({ min: 1, max: 32, description: 'Resolution in bits' })),
    plain: z.optional(z.int()),
  }),
  output: z.object({ echo: z.record(z.string(), z.unknown()) }),
  compute: (i) => ok({ echo: i }),
  errors: ['TERM_MUST_BE_POSITIVE', 'TERM_TOO_LONG'],
  warnings: [],
  formula: { expression: 'echo' },
  assumptions: [],
  ui: { fields: { months: { label: 'Term', unit: 'months' }, bits: { label: 'Bits' }, plain: { label: 'Plain' } }, initial: { bits: 12 } },
  examples: [],
});
const [tool] = resolveEngine(probe);
const body = (inputs: Record<string, unknown>): Record<string, unknown> => {
  const a = calculate(tool, inputs);
  return { http: a.http, ...(a.body as unknown as Record<string, unknown>) };
};

describe('the shared input layer checks whole-number fields', () => {
  it('reads the rule into the field shape, and publishes the field as an integer with its bounds', () => {
    expect(objectShape(probe.input).months).toMatchObject({ kind: 'integer', whole: { min: 1, max: 600, example: 360 } });
    expect(inputJsonSchema(tool).properties?.months).toMatchObject({ type: 'integer', minimum: 1, maximum: 600 });
    expect(inputJsonSchema(tool).properties?.bits).toMatchObject({ type: 'integer', minimum: 1, maximum: 32, description: 'Resolution in bits' });
  });

  it('a fraction, however small, is INVALID_NUMBER naming the field, its range and an example', () => {
    for (const v of [5e-324, 1e-20, 0.5, 2.5, '12.5', ' .5 ', '25e-10']) {
      expect(body({ months: v }), String(v)).toMatchObject({
        http: 400,
        code: 'INVALID_NUMBER',
        field: 'months',
        detail: `months (Term, months) must be a whole number from 1 to 600; got ${Number(v)}.`,
        suggestion: 'Give months as a whole number from 1 to 600 (months), e.g. 360.',
      });
    }
  });

  it('a whole number outside the range has the code the rule names', () => {
    expect(body({ months: 0 })).toMatchObject({ http: 400, code: 'TERM_MUST_BE_POSITIVE', field: 'months', detail: 'months (Term, months) must be a whole number from 1 to 600; got 0.' });
    expect(body({ months: '-1' })).toMatchObject({ http: 400, code: 'TERM_MUST_BE_POSITIVE', field: 'months' });
    expect(body({ months: 601 })).toMatchObject({ http: 400, code: 'TERM_TOO_LONG', field: 'months' });
    expect(body({ months: 2 ** 53 + 2 })).toMatchObject({
      http: 400,
      code: 'TERM_TOO_LONG',
      detail: 'months (Term, months) must be a whole number from 1 to 600; got 9007199254740994, beyond the whole numbers a JSON number holds exactly.',
    });
  });

  it('whole numbers written as text or with a zero fraction are accepted', () => {
    for (const v of [1, 600, '360', ' 12 ', '12.0', '1e1', '2.5e1']) expect(body({ months: v }), String(v)).toMatchObject({ http: 200, status: 'success' });
    expect((body({ months: '1e1' }).result as { echo: { months: number } }).echo.months).toBe(10);
  });

  it('without a declared example the suggestion takes the page value, else the nearest end of the range to 0', () => {
    expect(body({ months: 1, bits: 0.5 }).suggestion).toBe('Give bits as a whole number from 1 to 32, e.g. 12.');
    expect(body({ months: 1, plain: 0.5 })).toMatchObject({
      code: 'INVALID_NUMBER',
      field: 'plain',
      suggestion: 'Give plain as a whole number from −9007199254740991 to 9007199254740991, e.g. 0.',
    });
  });

  it('a missing whole number is MISSING_REQUIRED_INPUT with the same suggestion', () => {
    expect(body({})).toMatchObject({ http: 400, code: 'MISSING_REQUIRED_INPUT', field: 'months', suggestion: 'Give months as a whole number from 1 to 600 (months), e.g. 360.' });
  });
});
