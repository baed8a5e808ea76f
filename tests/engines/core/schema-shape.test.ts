// What the input layer reads out of a zod object schema: field kinds, whether a field may be left
// out, enum values and defaults. The schemas are written here; the expected shapes by hand.
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { isStrictObject, objectShape } from '../../../engines/core/schema-shape.ts';

describe('objectShape', () => {
  it('reads the kind of every field type', () => {
    const shape = objectShape(
      z.object({
        n: z.number(),
        i: z.int(),
        checked: z.number().check(z.int()),
        s: z.string(),
        e: z.enum(['dc', 'ac']),
        l: z.literal(['x', 2]),
        b: z.boolean(),
        a: z.array(z.number()),
        o: z.object({ x: z.number() }),
        r: z.record(z.string(), z.number()),
        u: z.union([z.number(), z.string()]),
      }),
    );
    expect(Object.fromEntries(Object.entries(shape).map(([k, f]) => [k, f.kind]))).toEqual({
      n: 'number', i: 'integer', checked: 'integer', s: 'string', e: 'enum', l: 'enum', b: 'boolean', a: 'array', o: 'object', r: 'object', u: 'mixed',
    });
    expect(shape.e.values).toEqual(['dc', 'ac']);
    expect(shape.l.values).toEqual(['x', '2']);
    expect(shape.n).not.toHaveProperty('values');
    // Only the whole-number check makes a number an integer.
    expect(objectShape(z.object({ p: z.number().check(z.minimum(0), z.maximum(9)) })).p.kind).toBe('number');
  });

  it('keeps the declaration order', () => {
    expect(Object.keys(objectShape(z.object({ b: z.number(), a: z.number(), c: z.number() })))).toEqual(['b', 'a', 'c']);
  });

  it('tells required fields from those that may be left out, and reads defaults', () => {
    const shape = objectShape(
      z.object({
        plain: z.number(),
        opt: z.optional(z.number()),
        def: z._default(z.number(), 7),
        pre: z.prefault(z.number(), 3),
        nul: z.nullable(z.number()),
        optNul: z.optional(z.nullable(z.string())),
        piped: z.pipe(z.string(), z.transform((s) => s.length)),
        defOfOpt: z._default(z.optional(z.enum(['a', 'b'])), 'b'),
      }),
    );
    expect(Object.fromEntries(Object.entries(shape).map(([k, f]) => [k, [f.kind, f.required, f.default]]))).toEqual({
      plain: ['number', true, undefined],
      opt: ['number', false, undefined],
      def: ['number', false, 7],
      pre: ['number', false, undefined],
      nul: ['number', true, undefined], // null is a value, not leaving the field out
      optNul: ['string', false, undefined],
      piped: ['string', true, undefined], // the input side of a pipe
      defOfOpt: ['enum', false, 'b'],
    });
    expect(shape.plain).not.toHaveProperty('default');
    // The outermost default wins.
    expect(objectShape(z.object({ d: z._default(z._default(z.number(), 1), 2) })).d.default).toBe(2);
  });

  it('reads an optional or piped object schema, and refuses anything that is not an object', () => {
    expect(Object.keys(objectShape(z.optional(z.object({ a: z.number() }))))).toEqual(['a']);
    expect(Object.keys(objectShape(z.pipe(z.object({ a: z.number() }), z.transform((o) => o))))).toEqual(['a']);
    expect(() => objectShape(z.number())).toThrow('engine input schema must be an object schema');
    expect(() => objectShape(z.array(z.number()))).toThrow('engine input schema must be an object schema');
  });
});

describe('isStrictObject', () => {
  it('is true only when unknown keys are refused', () => {
    expect(isStrictObject(z.strictObject({ a: z.number() }))).toBe(true);
    expect(isStrictObject(z.optional(z.strictObject({ a: z.number() })))).toBe(true);
    expect(isStrictObject(z.object({ a: z.number() }))).toBe(false);
    expect(isStrictObject(z.looseObject({ a: z.number() }))).toBe(false);
    expect(isStrictObject(z.catchall(z.object({ a: z.number() }), z.string()))).toBe(false);
  });
});
