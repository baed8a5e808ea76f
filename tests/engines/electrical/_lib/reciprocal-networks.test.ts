// Reciprocal sums (parallel resistors, series capacitors, current shares) against
// exact rational arithmetic (mathjs fractions), and the missing-element solver.
import fc from 'fast-check';
import { type MathType, all, create } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { missingReciprocalTerm, reciprocalShares, reciprocalSum } from '../../../../engines/electrical/_lib/reciprocal-networks.ts';

const exact = create(all, { number: 'Fraction' });
const exactReciprocalSum = (xs: number[]) => Number(exact.divide(1, xs.reduce<MathType>((s, x) => exact.add(s, exact.divide(1, exact.fraction(x)) as MathType), exact.fraction(0))));

describe('reciprocal networks', () => {
  it('matches exact rational arithmetic (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1, maxLength: 12 }), (xs) => {
        const want = exactReciprocalSum(xs);
        expect(Math.abs(reciprocalSum(xs) - want)).toBeLessThanOrEqual(1e-14 * want);
        const shares = reciprocalShares(xs);
        expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
      }),
      { numRuns: 200 },
    );
    expect(reciprocalSum([10000, 2000, 1000])).toBe(625);
  });

  it('does not overflow for the smallest doubles (1/1e-308 twice is beyond the largest double)', () => {
    // Exact: two equal elements combine to half of one.
    expect(reciprocalSum([1e-308, 1e-308]) / 5e-309).toBeCloseTo(1, 12);
  });

  it('finds the missing element exactly and rejects unreachable targets', () => {
    expect(missingReciprocalTerm([10000], 6000)).toEqual({ ok: true, value: 15000 });
    expect(missingReciprocalTerm([1000], 900)).toEqual({ ok: true, value: 9000 });
    expect(missingReciprocalTerm([], 470)).toEqual({ ok: true, value: 470 });
    expect(missingReciprocalTerm([1000, 1000], 500)).toMatchObject({ ok: false, reason: 'equal', combined: 500 });
    expect(missingReciprocalTerm([1000, 1000], 600)).toMatchObject({ ok: false, reason: 'beyond' });
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 10, max: 1_000_000 }), { minLength: 1, maxLength: 6 }), fc.double({ min: 0.01, max: 0.99, noNaN: true }), (known, frac) => {
        const target = frac * reciprocalSum(known);
        const r = missingReciprocalTerm(known, target);
        expect(r.ok).toBe(true);
        if (r.ok) expect(reciprocalSum([...known, r.value])).toBeCloseTo(target, 6);
      }),
      { numRuns: 200 },
    );
  });

  it('keeps extreme magnitudes finite: the smallest value scales the terms, not the largest', () => {
    // 1 / (1/1e200 + 1/1e-200) = 1e-200 / (1 + 1e-400): 1e-200 to double precision.
    // Scaled by the largest value instead, the term 1e200/1e-200 = 1e400 overflows and the result is 0.
    expect(reciprocalSum([1e200, 1e-200])).toBe(1e-200);
  });

  it('counts a target exactly 1e-12 (relative) below the combination as equal, and 2e-12 below as reachable', () => {
    // known [1e12]: combined = 1e12. Target 999999999999 leaves gap 1 = 1e-12 · 1e12 exactly (the boundary is included).
    expect(missingReciprocalTerm([1e12], 999999999999)).toMatchObject({ ok: false, reason: 'equal', combined: 1e12 });
    // Target 1e12 − 2: 1/x = 1/(1e12 − 2) − 1/1e12 = 2 / ((1e12 − 2)·1e12), so x = 499999999999·1e12.
    const r = missingReciprocalTerm([1e12], 1e12 - 2);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value / 4.99999999999e23).toBeCloseTo(1, 12);
  });

  it('solves targets whose product target·combined overflows or underflows a double', () => {
    // 1/x = 1/target − 1/combined with combined = 2·target gives x = 2·target (exact: 1/t − 1/(2t) = 1/(2t)).
    // target·combined = 2e400 overflows to Infinity ...
    expect(missingReciprocalTerm([2e200], 1e200)).toEqual({ ok: true, value: 2e200 });
    // ... and 2e-400 underflows to 0; either way the product form target·combined / gap is unusable.
    expect(missingReciprocalTerm([2e-200], 1e-200)).toEqual({ ok: true, value: 2e-200 });
  });
});

