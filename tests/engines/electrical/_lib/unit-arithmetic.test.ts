// Operand-kind rules and the zero-divisor guard of the unit-conversion helpers.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { operandKindError, operandKindField, zeroDivisionError } from '../../../../engines/electrical/_lib/unit-arithmetic.ts';

const code = (o: unknown) => (o as { error?: { code: string; field: string } } | null)?.error;

describe('unit-arithmetic helpers', () => {
  it('power factors must lie in (0, 1]', () => {
    expect(operandKindError(1, 'power_factor', 'b')).toBeNull();
    expect(operandKindError(0.01, 'power_factor', 'b')).toBeNull();
    for (const bad of [0, -0.5, 1.0001, 85]) expect(code(operandKindError(bad, 'power_factor', 'b'))).toMatchObject({ code: 'POWER_FACTOR_OUT_OF_RANGE', field: 'b' });
  });

  it('times must be above 0; plain numbers are anything', () => {
    expect(operandKindError(0.5, 'time', 'factor')).toBeNull();
    for (const bad of [0, -1]) expect(code(operandKindError(bad, 'time', 'factor'))).toMatchObject({ code: 'TIME_MUST_BE_POSITIVE', field: 'factor' });
    for (const x of [-5, 0, 1e300]) expect(operandKindError(x, 'number', 'b')).toBeNull();
  });

  it('x ÷ 0 is DIVISION_BY_ZERO, 0 ÷ 0 is UNDEFINED, anything else passes', () => {
    expect(code(zeroDivisionError(3, 0, 'a', 'b'))).toMatchObject({ code: 'DIVISION_BY_ZERO', field: 'b' });
    expect(code(zeroDivisionError(0, 0, 'a', 'b'))).toMatchObject({ code: 'UNDEFINED', field: 'b' });
    expect(zeroDivisionError(0, 2, 'a', 'b')).toBeNull();
  });

  it('a blank operand kind is a plain number (the default published in the field shape)', () => {
    expect(z.parse(operandKindField, undefined)).toBe('number');
    expect(z.parse(operandKindField, 'time')).toBe('time');
  });
});
