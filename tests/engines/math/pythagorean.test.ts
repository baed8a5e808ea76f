// Pythagorean theorem: Pythagorean triples (Euclid's formula) exact, random
// sides against mathjs BigNumber (hypotenuse, legs, area, angles) and V8's
// Math.hypot, the verify mode (exact, tolerant, obtuse, acute, not a triangle),
// solve_for handling and every code.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ok, result } from '../../helpers/calc.ts';
import { conformanceVectors, expectRejected, ref, warningCodes } from './_lib/real-math-kit.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'pythagorean';

/** Euclid's formula: (m² − n², 2mn, m² + n²) for m > n ≥ 1. */
const TRIPLES = [
  [2, 1],
  [3, 2],
  [4, 1],
  [5, 2],
  [7, 4],
  [20, 9],
  [1000, 999],
].map(([m, n]) => [m * m - n * n, 2 * m * n, m * m + n * n] as const);

describe('pythagorean', () => {
  conformanceVectors(ID, 'pythagoras');

  it.each(TRIPLES)('triple (%i, %i, %i): every side from the other two, exactly', (a, b, c) => {
    expect(result(ID, { a, b })).toMatchObject({ mode: 'solve', solve_for: 'c', value: c, area: (a * b) / 2, perimeter: a + b + c });
    expect(result(ID, { b, c })).toMatchObject({ solve_for: 'a', value: a });
    expect(result(ID, { a, c })).toMatchObject({ solve_for: 'b', value: b });
    expect(result(ID, { a, b, c })).toMatchObject({ mode: 'verify', is_right: true, exact: true, difference: 0 });
  });

  it('3-4-5: altitude and angles', () => {
    const r = result(ID, { a: 3, b: 4 });
    expect(r).toMatchObject({ height: 2.4, angle_a_deg: ref('atan(3/4) * 180 / pi'), angle_b_deg: ref('atan(4/3) * 180 / pi') });
    expect(r.angle_a_deg + r.angle_b_deg).toBeCloseTo(90, 13);
    expect(ok(ID, { a: 3, b: 4 }).result_detail.formatted).toBe('c = 5');
  });

  it('decimal sides without float noise', () => {
    expect(result(ID, { a: 0.3, b: 0.4 })).toMatchObject({ c: 0.5, area: 0.06, perimeter: 1.2 });
    expect(result(ID, { a: 0.1, b: 0.2 }).area).toBe(0.01); // binary: 0.1 * 0.2 / 2 = 0.010000000000000002
  });

  it('random sides match mathjs BigNumber and Math.hypot', () => {
    const side = fc.double({ min: 1e-100, max: 1e100, noNaN: true });
    fc.assert(
      fc.property(side, side, (a, b) => {
        const r = result(ID, { a, b });
        expect(r.c).toBe(ref('sqrt(a^2 + b^2)', { a, b }));
        expect(Math.abs(r.c - Math.hypot(a, b))).toBeLessThanOrEqual(4e-16 * r.c);
        expect(r.angle_a_deg).toBe(ref('atan(a / b) * 180 / pi', { a, b }));
        if (r.c > b) expect(result(ID, { c: r.c, b }).a).toBe(ref('sqrt(c^2 - b^2)', { c: r.c, b })); // c rounds to b when a ≪ b
      }),
      { numRuns: 120 },
    );
  });

  it('verify mode: tolerant is_right, exact flag and the verdict', () => {
    expect(result(ID, { a: 1, b: 1, c: Math.SQRT2 })).toMatchObject({ is_right: true, exact: false });
    expect(result(ID, { a: 2, b: 3, c: 4, mode: 'verify' })).toMatchObject({ is_right: false, sum_of_squares: 13, c_squared: 16, difference: -3 });
    expect(ok(ID, { a: 2, b: 3, c: 4 }).result_detail.formatted).toContain('obtuse');
    expect(ok(ID, { a: 4, b: 5, c: 6 }).result_detail.formatted).toContain('acute');
    expect(ok(ID, { a: 1, b: 1, c: 5 }).result_detail.formatted).toContain('do not form a triangle');
    expect(result(ID, { a: 5, b: 12, c: 13.000001 }).is_right).toBe(false);
  });

  it('solve_for with all three sides solves and ignores the given value', () => {
    expect(result(ID, { a: 3, b: 4, c: 9, solve_for: 'c' }).c).toBe(5);
    expect(result(ID, { a: 3, b: 4, c: 9, mode: 'solve' }).c).toBe(5);
    expect(warningCodes(ID, { a: 3, b: 4, c: 9, solve_for: 'c' })).toContain('SOLVED_INPUT_IGNORED');
    expect(result(ID, { a: -3, b: 4, c: 5, solve_for: 'a' }).a).toBe(3); // the ignored value is not validated
  });

  it('accepts the page aliases and the synonym pythagoras', () => {
    expect(result('pythagoras', { aInput: 6, cInput: 10 })).toMatchObject({ solve_for: 'b', value: 8 });
  });

  it('solving a leg returns the given hypotenuse and its perimeter and altitude', () => {
    // 5-12-13: perimeter 30, altitude ab/c = 60/13.
    expect(result(ID, { b: 12, c: 13 })).toMatchObject({ solve_for: 'a', value: 5, a: 5, b: 12, c: 13, area: 30, perimeter: 30, height: 60 / 13 });
    expect(result(ID, { a: 5, c: 13 })).toMatchObject({ solve_for: 'b', value: 12, a: 5, b: 12, c: 13, area: 30, perimeter: 30, height: 60 / 13 });
  });

  it('the formula id names the solved side, or the check', () => {
    expect(ok(ID, { a: 3, b: 4 }).formula).toMatchObject({ id: 'pythagorean.c', expression: 'c = √(a² + b²)' });
    expect(ok(ID, { b: 4, c: 5 }).formula).toMatchObject({ id: 'pythagorean.a', expression: 'a = √(c² − b²)' });
    expect(ok(ID, { a: 3, c: 5 }).formula).toMatchObject({ id: 'pythagorean.b', expression: 'b = √(c² − a²)' });
    expect(ok(ID, { a: 3, b: 4, c: 5 }).formula).toMatchObject({ id: 'pythagorean.verify', expression: 'a² + b² = c² ?' });
  });

  it('accepts the page alias bInput', () => {
    expect(result('pythagoras', { bInput: 12, cInput: 13 })).toMatchObject({ solve_for: 'a', value: 5, b: 12 });
    expect(result('pythagoras', { aInput: 5, bInput: 12 })).toMatchObject({ solve_for: 'c', value: 13 });
  });

  it('verify: the longest side decides "not a triangle", wherever it is given', () => {
    // 1, 5, 1: 1 + 1 ≤ 5, not a triangle, although a² + b² = 26 > c² = 1.
    expect(ok(ID, { a: 1, b: 5, c: 1 }).result_detail.formatted).toContain('do not form a triangle');
    expect(ok(ID, { a: 5, b: 1, c: 1 }).result_detail.formatted).toContain('do not form a triangle');
    expect(ok(ID, { a: 2, b: 7, c: 3 }).result_detail.formatted).toContain('do not form a triangle');
  });

  it('verify: squares beyond the double range are NON_FINITE_RESULT on c, squares below it warn', () => {
    expectRejected(ID, { a: 1e200, b: 1e200, c: 1e200 }, 'NON_FINITE_RESULT', 'c');
    expectRejected(ID, { a: 1, b: 1, c: 1e200, mode: 'verify' }, 'NON_FINITE_RESULT', 'c');
    // 1e-200² = 1e-400 is below the smallest double: returned as 0 with the exact magnitude in the warning.
    const env = ok(ID, { a: 1e-200, b: 1e-200, c: 1e-200 });
    expect(env.result).toMatchObject({ mode: 'verify', sum_of_squares: 0, c_squared: 0, difference: 0, exact: false });
    const w = env.warnings.filter((x) => x.code === 'UNDERFLOW_TO_ZERO');
    expect(w.length).toBe(3);
    expect(w[0].detail).toMatch(/^a square is about 2e-400/);
  });

  it('solving a leg: a result beyond the double range is NON_FINITE_RESULT on c', () => {
    // a ≈ c = 1.7e308, perimeter a + b + c ≈ 3.4e308 > 1.8e308.
    expectRejected(ID, { b: 1, c: 1.7e308 }, 'NON_FINITE_RESULT', 'c');
    expectRejected(ID, { a: 1, c: 1.7e308 }, 'NON_FINITE_RESULT', 'c');
    expectRejected(ID, { a: 1.7e308, b: 1 }, 'NON_FINITE_RESULT', 'a');
  });

  it.each([
    [{ a: 5, c: 4 }, 'HYPOTENUSE_MUST_BE_LONGEST', 'c'],
    [{ b: 5, c: 5 }, 'HYPOTENUSE_MUST_BE_LONGEST', 'c'],
    [{ a: 0, b: 4 }, 'SIDE_MUST_BE_POSITIVE', 'a'],
    [{ a: 3, b: -4 }, 'SIDE_MUST_BE_POSITIVE', 'b'],
    [{ a: 3, b: 4, c: 0 }, 'SIDE_MUST_BE_POSITIVE', 'c'],
    [{ a: 3, mode: 'verify' }, 'MISSING_REQUIRED_INPUT', 'b'],
    [{ a: 3 }, 'MISSING_REQUIRED_INPUT', 'b'],
    [{ a: 3, solve_for: 'b' }, 'MISSING_REQUIRED_INPUT', 'c'],
    [{ a: 1e200, b: 1e200 }, 'NON_FINITE_RESULT', 'a'],
    [{ a: 3, b: 4, mode: 'prove' }, 'INVALID_MODE', 'mode'],
    [{ a: 3, b: 4, solve_for: 'd' }, 'INVALID_MODE', 'solve_for'],
  ])('%o → %s on %s', (inputs, code, field) => expectRejected(ID, inputs, code, field));
});

declaresTheCodesItReturns('pythagorean');
