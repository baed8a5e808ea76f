// Percent change: the signed |v1| convention against exact rationals, the three
// solve directions, the 0/1/2-solution inverse (DECISIONS.md 5) checked by
// substituting every solution back, the conformance vectors and every code.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ok, result, run } from '../../helpers/calc.ts';
import { abs, add, conformanceVectors, div, expectRejected, mul, num, q, sub, warningCodes } from './_lib/real-math-kit.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'percent-change';
const pct = (v1: number, v2: number) => num(mul(div(sub(q(v2), q(v1)), abs(q(v1))), q(100)));

describe('percent-change', () => {
  conformanceVectors(ID);

  it.each([
    [80, 100, 25, 'increase'],
    [100, 80, -20, 'decrease'],
    [-50, -25, 50, 'increase'],
    [-25, -50, -100, 'decrease'],
    [-10, 10, 200, 'increase'],
    [3, 4, pct(3, 4), 'increase'],
    [42, 42, 0, 'no change'],
    [0.1, 0.3, 200, 'increase'],
  ])('%s → %s is %s % (%s)', (v1, v2, p, direction) => {
    const r = result(ID, { v1, v2 });
    expect(r).toMatchObject({ solve_for: 'p', value: p, p, v1, v2, direction });
    expect(r.value).toBe(pct(v1, v2));
    expect(r.change).toBe(num(sub(q(v2), q(v1))));
  });

  it('solves v2 = v1 + p/100 · |v1| exactly', () => {
    expect(result(ID, { v1: 200, p: -15, solve_for: 'v2' })).toMatchObject({ value: 170, v2: 170, direction: 'decrease' });
    expect(result(ID, { v1: -40, p: 25 })).toMatchObject({ solve_for: 'v2', value: -30 });
    expect(result(ID, { v1: 19.99, p: 7.5 }).value).toBe(num(add(q(19.99), mul(div(q(7.5), q(100)), q(19.99)))));
  });

  it('round-trips random values: p from (v1, v2), then v2 from (v1, p), then every v1 from (v2, p)', () => {
    const value = fc.integer({ min: -1_000_000, max: 1_000_000 }).filter((x) => x !== 0).map((x) => x / 100);
    fc.assert(
      fc.property(value, value, (v1, v2) => {
        const p = result(ID, { v1, v2 }).value;
        expect(p).toBe(pct(v1, v2));
        expect(result(ID, { v1, p, solve_for: 'v2' }).value).toBeCloseTo(v2, 6);
        const body = ok(ID, { v2, p, solve_for: 'v1' });
        const solutions: number[] = (body.result as { solutions: number[] }).solutions;
        expect(solutions.some((s) => Math.abs(s - v1) <= 1e-9 * Math.abs(v1))).toBe(true);
        for (const s of solutions) expect(pct(s, v2)).toBeCloseTo(p, 6); // every listed start really gives p
      }),
      { numRuns: 200 },
    );
  });

  describe('inverse for v1 (DECISIONS.md 5)', () => {
    it('two solutions: multiple_solutions with solutions ascending', () => {
      const body = ok(ID, { v2: 10, p: 200, solve_for: 'v1' });
      expect(body.status).toBe('multiple_solutions');
      const r = body.result as { solutions: number[]; solve_for: string };
      expect(r.solve_for).toBe('v1');
      expect(r.solutions).toEqual([-10, num(div(q(10), q(3)))]);
      expect(pct(-10, 10)).toBe(200);
      expect(body.result_detail.formatted).toContain(' or ');
    });

    it('one solution: success with value and solutions', () => {
      const r = result(ID, { v2: 80, p: -20, solve_for: 'v1' });
      expect(r).toMatchObject({ value: 100, v1: 100, solutions: [100], change: -20 });
      expect(result(ID, { v2: -30, p: 25, solve_for: 'v1' })).toMatchObject({ value: -40, solutions: [-40] });
      expect(result(ID, { v2: 10, p: 100, solve_for: 'v1' })).toMatchObject({ value: 5, solutions: [5] }); // v1 < 0 branch divides by 0
    });

    it('no solution: status invalid with NO_SOLUTION', () => {
      expectRejected(ID, { v2: 10, p: -150, solve_for: 'v1' }, 'NO_SOLUTION', 'p', 200);
      expectRejected(ID, { v2: 0, p: 30, solve_for: 'v1' }, 'NO_SOLUTION', 'p', 200);
      expect((run(ID, { v2: 10, p: -150, solve_for: 'v1' }).body as { result: unknown }).result).toBeNull();
    });

    it('infinitely many: status invalid with INFINITE_SOLUTIONS', () => {
      expectRejected(ID, { v2: 0, p: -100, solve_for: 'v1' }, 'INFINITE_SOLUTIONS', 'p', 200);
      expectRejected(ID, { v2: 0, p: 100, solve_for: 'v1' }, 'INFINITE_SOLUTIONS', 'p', 200);
    });
  });

  it('accepts the input aliases and the REST synonym', () => {
    expect(result(ID, { oldV: 80, newV: 100 }).value).toBe(25);
    expect(result(ID, { v1Input: 80, v2Input: 100 }).value).toBe(25);
    expect(result('percentage-change', { v1: 80, pInput: 25, solve_for: 'v2' }).value).toBe(100);
  });

  it('ignores a given unknown with SOLVED_INPUT_IGNORED', () => {
    expect(warningCodes(ID, { v1: 80, v2: 100, p: 99 })).toContain('SOLVED_INPUT_IGNORED');
    expect(result(ID, { v1: 80, v2: 100, p: 99 }).value).toBe(25);
  });

  it('picks the unknown by the shared solve-for rule: the SOLVED_INPUT_IGNORED warning is info, and two blanks name the first that is not the unknown', () => {
    expect(ok(ID, { v1: 80, v2: 100, p: 99 }).warnings).toEqual([expect.objectContaining({ code: 'SOLVED_INPUT_IGNORED', severity: 'info' })]);
    // Only p given: the default unknown p is not blank, so the unknown is the first blank, v1,
    // and the missing input named is the other blank, v2.
    expectRejected(ID, { p: 5 }, 'MISSING_REQUIRED_INPUT', 'v2');
  });

  it('answers with the formula of what it solved, a % unit only for p, and keeps its warnings when solving v1', () => {
    const p = ok(ID, { v1: 80, v2: 100 });
    expect(p.formula).toMatchObject({ id: 'percent-change.p' });
    expect(p.result_detail.unit).toBe('%');
    const v2 = ok(ID, { v1: 80, p: 25 });
    expect(v2.formula).toMatchObject({ id: 'percent-change.v2' });
    expect(v2.result_detail.unit).toBeNull();
    // 80 is 100 after −20 % (100 − 20 = 80); the given v1 = 5 is ignored.
    const v1 = ok(ID, { v1: 5, v2: 80, p: -20, solve_for: 'v1' });
    expect(v1).toMatchObject({ status: 'success', result: { value: 100 }, formula: { id: 'percent-change.v1' } });
    expect(v1.result_detail.unit).toBeNull();
    expect(v1.warnings.map((w) => w.code)).toEqual(['SOLVED_INPUT_IGNORED']);
    expect(ok(ID, { v2: 10, p: 200, solve_for: 'v1' }).formula).toMatchObject({ id: 'percent-change.v1' });
  });

  it('names the input to shrink when a result is beyond the largest double', () => {
    // v2 = 1e300 + 1e11 / 100 × 1e300 ≈ 1e309.
    expectRejected(ID, { v1: 1e300, p: 1e11 }, 'NON_FINITE_RESULT', 'p');
    // p = 200 %, but the change v2 − v1 = 2e308.
    expectRejected(ID, { v1: -1e308, v2: 1e308 }, 'NON_FINITE_RESULT', 'v2');
    // v1 = 1e308 / (1 + (−0.999999)) = 1e314 (the v1 < 0 branch, 1e308 / 1.999999, is positive: no candidate).
    expectRejected(ID, { v2: 1e308, p: -99.9999, solve_for: 'v1' }, 'NON_FINITE_RESULT', 'v2');
  });

  it.each([
    [{ v1: 5 }, 'MISSING_REQUIRED_INPUT', 'v2'],
    [{ p: 5, solve_for: 'v1' }, 'MISSING_REQUIRED_INPUT', 'v2'],
    [{ v2: 5, solve_for: 'v2' }, 'MISSING_REQUIRED_INPUT', 'v1'],
    [{}, 'MISSING_REQUIRED_INPUT', 'v1'],
    [{ v1: 0, v2: 5 }, 'DIVISION_BY_ZERO', 'v1'],
    [{ v1: 0, v2: 0 }, 'UNDEFINED', 'v1'],
    [{ v1: 0, p: 5 }, 'DIVISION_BY_ZERO', 'v1'],
    [{ v1: 1e-300, v2: 1e300 }, 'NON_FINITE_RESULT', 'v2'],
    [{ v1: 1, v2: 2, solve_for: 'x' }, 'INVALID_MODE', 'solve_for'],
    [{ v1: 'ten', v2: 2 }, 'INVALID_NUMBER', 'v1'],
  ])('%o → %s on %s', (inputs, code, field) => expectRejected(ID, inputs, code, field));
});

declaresTheCodesItReturns('percent-change', [{ v2: 0, p: -100, solve_for: 'v1' }, { v1: 0, v2: 0 }, { v1: 5e-324, p: -90 }]);
