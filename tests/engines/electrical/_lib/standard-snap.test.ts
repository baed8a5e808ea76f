// The shared snap rule at its exact boundary: a value within a relative 1e-9 of a standard value is
// that value, the boundary included. The pairs below differ by exactly 1e-9 of the larger (or the
// smaller) in exact arithmetic: B = 10^9·2^-20 = 953.67431640625 is exact in binary, 1e-9 of it is
// 2^-20, and the doubles' product B·1e-9 that the rule computes is exactly 2^-20 too (first test).
import { describe, expect, it } from 'vitest';
import { countAtLeast, largestAtMost, reaches, sameValue, smallestAtLeast } from '../../../../engines/electrical/_lib/standard-snap.ts';

const B = 1e9 / 2 ** 20;
const TOL = 2 ** -20; // 1e-9 · B

describe('standard-snap', () => {
  it('counts a value exactly 1e-9 below a boundary as reaching it, and one twice as far as not', () => {
    expect(B * 1e-9).toBe(TOL);
    expect(reaches(B - TOL, B)).toBe(true);
    expect(reaches(B - 2 * TOL, B)).toBe(false);
    expect(smallestAtLeast([100, B - TOL, 2000], B)).toBe(B - TOL);
    expect(largestAtMost([100, B + TOL, 2000], B)).toBe(B + TOL);
  });

  it('calls two values the same when they differ by exactly 1e-9 of the larger, in either order', () => {
    expect(sameValue(B - TOL, B)).toBe(true);
    expect(sameValue(B, B - TOL)).toBe(true);
    expect(sameValue(B - 2 * TOL, B)).toBe(false);
  });

  it('measures the tolerance on the larger value: 43 and 43.000000043 differ by 1e-9 of 43, less than 1e-9 of 43.000000043', () => {
    // In doubles the difference lies between 1e-9·43 and 1e-9·43.000000043 (measured on the smaller it would fail).
    expect(Math.abs(43 - 43.000000043)).toBeGreaterThan(43 * 1e-9);
    expect(sameValue(43, 43.000000043)).toBe(true);
    expect(sameValue(43.000000043, 43)).toBe(true);
  });

  it('rounds a count up unless it is within the tolerance of a whole number', () => {
    expect(countAtLeast(3.0000000000000004)).toBe(3);
    expect(countAtLeast(2.9999999999999996)).toBe(3);
    expect(countAtLeast(3.01)).toBe(4);
    expect(countAtLeast(0)).toBe(0);
  });
});
