// Conversion of a final decimal result to a JSON number: the largest double
// (2^1024 − 2^971 ≈ 1.7976931348623157e308) and the smallest subnormal (2^−1074 ≈ 4.9e−324) are the edges.
import { describe, expect, it } from 'vitest';
import { real, toDouble } from '../../../../engines/math/_lib/real-decimal.ts';

describe('toDouble', () => {
  it('overflows to an infinity of the same sign, and an overflow is not an underflow', () => {
    expect(toDouble(real('1e400'))).toEqual({ value: Infinity, overflow: true, underflow: false });
    expect(toDouble(real('-1e400'))).toEqual({ value: -Infinity, overflow: true, underflow: false });
  });

  it('keeps the largest double, and flags a nonzero value below the smallest subnormal as underflow', () => {
    expect(toDouble(real('-1.7976931348623157e308'))).toEqual({ value: -Number.MAX_VALUE, overflow: false, underflow: false });
    expect(toDouble(real('1e-400'))).toEqual({ value: 0, overflow: false, underflow: true });
    expect(toDouble(real('-1e-400'))).toEqual({ value: 0, overflow: false, underflow: true });
    expect(toDouble(real(0))).toEqual({ value: 0, overflow: false, underflow: false });
  });
});
