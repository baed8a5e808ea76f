// List maxima: the helper, the bounded text splitter and the check of the shared
// input layer, on a small declaration made for the test. Expected messages are
// written out by hand.
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { defineEngine } from '../../../engines/core/contract.ts';
import { boundedList, listCheck, splitList, tooManyItems } from '../../../engines/core/lists.ts';
import { ok } from '../../../engines/core/outcome.ts';
import { calculate } from '../../../engines/core/run.ts';
import { inputJsonSchema } from '../../../engines/derive/schemas.ts';
import { resolveEngine } from '../../../engines/derive/tools.ts';

const THREE = { max: 3, noun: 'numbers' };

describe('boundedList and listCheck', () => {
  it('publishes maxItems (and minItems) and gives the input layer the rule', () => {
    const s = boundedList(z.number(), { min: 1, max: 3, noun: 'stages', code: 'CIRCUIT_TOO_LARGE', hint: 'merge some', description: 'Stages' });
    expect(z.toJSONSchema(s)).toMatchObject({ type: 'array', minItems: 1, maxItems: 3, description: 'Stages' });
    expect(listCheck(s)).toEqual({ max: 3, noun: 'stages', code: 'CIRCUIT_TOO_LARGE', hint: 'merge some' });
    expect(s.safeParse([1, 2, 3]).success).toBe(true);
    expect(s.safeParse([1, 2, 3, 4]).success).toBe(false);
  });

  it('reads a plain z.maxLength as a maximum of items with TOO_MANY_VALUES; no maximum, no rule', () => {
    expect(listCheck(z.array(z.number()).check(z.maxLength(7)))).toEqual({ max: 7, noun: 'items', code: 'TOO_MANY_VALUES' });
    expect(listCheck(z.array(z.number()))).toBeUndefined();
  });

  it('refuses a maximum that is not a whole number ≥ 1 when the engine is declared', () => {
    expect(() => boundedList(z.number(), { max: 0, noun: 'x' })).toThrow();
    expect(() => boundedList(z.number(), { max: 2.5, noun: 'x' })).toThrow();
  });
});

describe('tooManyItems', () => {
  it('names the field, the count when known, the maximum and what to do', () => {
    expect(tooManyItems('values', THREE, 4)).toEqual({ code: 'TOO_MANY_VALUES', field: 'values', detail: 'values holds 4 numbers; at most 3 are accepted.', suggestion: 'Give at most 3 numbers.' });
    expect(tooManyItems('bands', { max: 6, noun: 'bands', code: 'INVALID_BAND_COUNT', hint: 'one per ring' })).toEqual({
      code: 'INVALID_BAND_COUNT',
      field: 'bands',
      detail: 'bands holds more than 6 bands; at most 6 are accepted.',
      suggestion: 'Give at most 6 bands; one per ring.',
    });
  });
});

describe('splitList', () => {
  it('gives the non-blank items, untrimmed, for any separator', () => {
    expect(splitList(' 1, 2;;3 ', /[,;]+/, 'values', THREE)).toEqual([' 1', ' 2', '3 ']);
    expect(splitList('a\r\nb\n\n c', /\r\n|\r|\n/, 'rows', THREE)).toEqual(['a', 'b', ' c']);
    expect(splitList('', /,/, 'values', THREE)).toEqual([]);
    expect(splitList(',,,', /,/, 'values', THREE)).toEqual([]);
    expect(splitList('1,2,3', /,/g, 'values', THREE)).toEqual(['1', '2', '3']);
  });

  it('leaves out items that `keep` refuses, from the list and from the count', () => {
    expect(splitList('*x;1;*y;2;3', /;/, 'elements', THREE, (s) => !s.startsWith('*'))).toEqual(['1', '2', '3']);
  });

  it('stops reading one item past the maximum', () => {
    const seen: string[] = [];
    const read = splitList('1,2,3,4,5,6,7', /,/, 'values', THREE, (s) => (seen.push(s), true));
    expect(read).toEqual({ code: 'TOO_MANY_VALUES', field: 'values', detail: 'values holds more than 3 numbers; at most 3 are accepted.', suggestion: 'Give at most 3 numbers.' });
    expect(seen).toEqual(['1', '2', '3', '4']);
  });

  it('is linear in a long text: 200,000 items over a maximum of 3 are not all split', () => {
    const text = '1,'.repeat(200_000);
    const seen: string[] = [];
    splitList(text, /,/, 'values', THREE, (s) => (seen.push(s), true));
    expect(seen).toHaveLength(4);
  });
});

// prepare turns text into an array without a maximum of its own: the layer refuses the result too.
let prepared = 0;
const probe = defineEngine({
  id: 'list-probe',
  area: 'math',
  title: 'List probe',
  description: 'Echoes its inputs.',
  version: '1.0.0',
  input: z.object({ values: boundedList(z.number(), { max: 3, noun: 'numbers', hint: 'add the part sums' }), other: z.optional(z.array(z.number())) }),
  output: z.object({ echo: z.record(z.string(), z.unknown()) }),
  prepare: (raw) => {
    prepared++;
    return typeof raw.values === 'string' ? { ...raw, values: raw.values.split(' ').map(Number) } : raw;
  },
  compute: (i) => ok({ echo: i }),
  errors: ['TOO_MANY_VALUES'],
  warnings: [],
  formula: { expression: 'echo' },
  assumptions: [],
  ui: { fields: { values: { label: 'Values' }, other: { label: 'Other' } } },
  examples: [],
});
const [tool] = resolveEngine(probe);
const body = (inputs: Record<string, unknown>): Record<string, unknown> => {
  const a = calculate(tool, inputs);
  return { http: a.http, ...(a.body as unknown as Record<string, unknown>) };
};

describe('the shared input layer checks list lengths', () => {
  it('publishes the maximum in the input schema', () => {
    expect(inputJsonSchema(tool).properties?.values).toMatchObject({ type: 'array', maxItems: 3 });
  });

  it('refuses an array over the maximum before the engine’s prepare reads it', () => {
    prepared = 0;
    expect(body({ values: [1, 2, 3, 4] })).toMatchObject({
      http: 400,
      code: 'TOO_MANY_VALUES',
      field: 'values',
      detail: 'values holds 4 numbers; at most 3 are accepted.',
      suggestion: 'Give at most 3 numbers; add the part sums.',
    });
    expect(prepared).toBe(0);
  });

  it('refuses a list that prepare made too long, and accepts the maximum', () => {
    expect(body({ values: '1 2 3 4' })).toMatchObject({ http: 400, code: 'TOO_MANY_VALUES', field: 'values', detail: 'values holds 4 numbers; at most 3 are accepted.' });
    expect(body({ values: '1 2 3' })).toMatchObject({ http: 200, status: 'success' });
    expect(body({ values: [1, 2, 3] })).toMatchObject({ http: 200, status: 'success' });
  });

  it('leaves a list without a maximum to the schema', () => {
    expect(body({ values: [1], other: Array.from({ length: 50 }, () => 1) })).toMatchObject({ http: 200, status: 'success' });
  });
});
