import { describe, expect, it } from 'vitest';
import { MANTISSAS, nearestStandard, standardAtLeast } from '../../../../engines/electrical/_lib/e-series.ts';
import { NonFiniteValue } from '../../../../engines/core/numeric.ts';

describe('IEC 60063 E-series', () => {
  it('has the standard sizes and landmark values', () => {
    expect(Object.fromEntries(Object.entries(MANTISSAS).map(([k, v]) => [k, v.length]))).toEqual({ E6: 6, E12: 12, E24: 24, E48: 48, E96: 96, E192: 192 });
    expect(MANTISSAS.E12).toEqual([1.0, 1.2, 1.5, 1.8, 2.2, 2.7, 3.3, 3.9, 4.7, 5.6, 6.8, 8.2]);
    // Published E96 values (IEC 60063 table): 1.00 1.02 1.05 … 9.76
    expect(MANTISSAS.E96.slice(0, 4)).toEqual([1.0, 1.02, 1.05, 1.07]);
    expect(MANTISSAS.E96.at(-1)).toBe(9.76);
    expect(MANTISSAS.E192[185]).toBe(9.2);
    expect(MANTISSAS.E48.includes(4.64)).toBe(true);
  });

  // IEC 60063:2015 tables, typed from the standard (not from the engine): E24 deviates from round(10^(i/24), 1)
  // at 2.7 … 8.3, so a mistyped E24 entry (or one "corrected" to the formula) must fail here.
  it('equals the IEC 60063 tables E6, E12, E24 and E48, E96 entry by entry', () => {
    const E24 = [1.0, 1.1, 1.2, 1.3, 1.5, 1.6, 1.8, 2.0, 2.2, 2.4, 2.7, 3.0, 3.3, 3.6, 3.9, 4.3, 4.7, 5.1, 5.6, 6.2, 6.8, 7.5, 8.2, 9.1];
    const E96 = [
      1.0, 1.02, 1.05, 1.07, 1.1, 1.13, 1.15, 1.18, 1.21, 1.24, 1.27, 1.3, 1.33, 1.37, 1.4, 1.43, 1.47, 1.5, 1.54, 1.58, 1.62, 1.65, 1.69, 1.74,
      1.78, 1.82, 1.87, 1.91, 1.96, 2.0, 2.05, 2.1, 2.15, 2.21, 2.26, 2.32, 2.37, 2.43, 2.49, 2.55, 2.61, 2.67, 2.74, 2.8, 2.87, 2.94, 3.01, 3.09,
      3.16, 3.24, 3.32, 3.4, 3.48, 3.57, 3.65, 3.74, 3.83, 3.92, 4.02, 4.12, 4.22, 4.32, 4.42, 4.53, 4.64, 4.75, 4.87, 4.99, 5.11, 5.23, 5.36, 5.49,
      5.62, 5.76, 5.9, 6.04, 6.19, 6.34, 6.49, 6.65, 6.81, 6.98, 7.15, 7.32, 7.5, 7.68, 7.87, 8.06, 8.25, 8.45, 8.66, 8.87, 9.09, 9.31, 9.53, 9.76,
    ];
    expect(MANTISSAS.E24).toEqual(E24);
    expect(MANTISSAS.E12).toEqual(E24.filter((_, i) => i % 2 === 0));
    expect(MANTISSAS.E6).toEqual([1.0, 1.5, 2.2, 3.3, 4.7, 6.8]);
    expect(MANTISSAS.E96).toEqual(E96);
    // E48 is every other E96 value.
    expect(MANTISSAS.E48).toEqual(E96.filter((_, i) => i % 2 === 0));
  });

  it('finds the nearest value in ratio terms, across decades', () => {
    expect(nearestStandard(150, 'E24').value).toBe(150);
    expect(nearestStandard(157, 'E24')).toMatchObject({ value: 160, below: 150, above: 160 });
    expect(nearestStandard(9.6, 'E12')).toMatchObject({ value: 10, below: 8.2, above: 10 });
    expect(nearestStandard(0.0047, 'E6').value).toBeCloseTo(0.0047, 15);
    expect(standardAtLeast(152, 'E12')).toBe(180);
    // The top of a decade takes the next decade's first value; its floor is the decade's own first value.
    expect(nearestStandard(9.99, 'E24')).toMatchObject({ value: 10, below: 9.1, above: 10 });
    expect(nearestStandard(1000, 'E6')).toMatchObject({ value: 1000, below: 1000, above: 1000 });
    expect(nearestStandard(1e23, 'E24').value).toBe(1e23);
  });

  // Near the geometric midpoint of two neighbours the double quotients target/below and above/target
  // come out equal; which one is nearer is decided by target² against below·above in exact arithmetic
  // (Python's fractions: target as the double it is, the standard values as decimals).
  it('decides a ratio midpoint exactly, where the double quotients tie', () => {
    // 1.0488088481701516 = 2361707568900987·2^-51; its square exceeds 1 × 1.1 by 1.758e-16: nearer 1.1.
    expect(1.0488088481701516 / 1).toBe(1.1 / 1.0488088481701516);
    expect(nearestStandard(1.0488088481701516, 'E24')).toMatchObject({ value: 1.1, below: 1, above: 1.1 });
    // 8.246211251235321: square exceeds 6.8 × 10 by 1.18e-15, nearer 10; 5.653317610041028: 1.07e-15 under 4.7 × 6.8, nearer 4.7.
    expect(nearestStandard(8.246211251235321, 'E6')).toMatchObject({ value: 10, below: 6.8, above: 10 });
    expect(nearestStandard(5.653317610041028, 'E6')).toMatchObject({ value: 4.7, below: 4.7, above: 6.8 });
    // In another decade the double of the same digits falls on the other side: 2.694438717061496e-9 (a tie of the
    // quotients too) squared exceeds 2.2e-9 × 3.3e-9 by 6.3e-34, so it is nearer 3.3e-9, where 2.694438717061496 is nearer 2.2.
    expect(2.694438717061496e-9 / 2.2e-9).toBe(3.3e-9 / 2.694438717061496e-9);
    expect(nearestStandard(2.694438717061496e-9, 'E6').value).toBe(3.3e-9);
    expect(nearestStandard(2.694438717061496, 'E6').value).toBe(2.2);
  });

  it('refuses a target that is not a positive finite number (an overflow or underflow on the way)', () => {
    for (const bad of [0, -0, -4.7, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(() => nearestStandard(bad, 'E24'), String(bad)).toThrow(NonFiniteValue);
    }
    expect(() => standardAtLeast(Number.POSITIVE_INFINITY, 'E12')).toThrow(/a value to round to a standard value is Infinity/);
    // Targets above 2^53 (whole doubles with a binary exponent above 0): 1.045² = 1.092025 < 1.0 × 1.1 and 1.06² = 1.1236 > 1.1.
    expect(nearestStandard(1.045e16, 'E24').value).toBe(1e16);
    expect(nearestStandard(1.06e16, 'E24').value).toBe(1.1e16);
    // A subnormal target still compares exactly: 3e-320 lies above √(2.2e-320 × 3.3e-320) ≈ 2.69e-320.
    expect(nearestStandard(3e-320, 'E6').value).toBe(3.3e-320);
    expect(nearestStandard(2.5e-320, 'E6').value).toBe(2.2e-320);
  });
});
