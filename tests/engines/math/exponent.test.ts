// Exponent y = a^n: integer powers against exact BigInt rationals (random
// decimals included), fractional powers against mathjs BigNumber and V8, the
// base and exponent inversions checked by substitution, and every code.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ok, result, run } from '../../helpers/calc.ts';
import { conformanceVectors, expectRejected, num, pow, q, ref, warningCodes } from './_lib/real-math-kit.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'exponent';

describe('exponent', () => {
  conformanceVectors(ID);

  it('integer powers are exact decimals (BigInt rationals)', () => {
    for (const [a, n] of [[2, 10], [1.1, 2], [-2, -3], [0.1, 3], [-1.5, 7], [10, -5], [3, 40], [7.25, -4], [0, 5], [-0.3, 2]] as const) {
      expect(result(ID, { a, n }), `${a}^${n}`).toMatchObject({ solve_for: 'y', value: num(pow(q(a), n)), a, n });
    }
    expect(result(ID, { a: 1.1, n: 2 }).value).toBe(1.21); // binary doubles: 1.2100000000000002
  });

  it('random decimal bases to random integer powers match exact rationals', () => {
    const base = fc.integer({ min: -99_999, max: 99_999 }).filter((m) => m !== 0).chain((m) => fc.integer({ min: 0, max: 3 }).map((s) => Number((m / 10 ** s).toFixed(s))));
    fc.assert(
      fc.property(base, fc.integer({ min: -20, max: 20 }), (a, n) => {
        expect(result(ID, { a, n }).value).toBe(num(pow(q(a), n)));
      }),
      { numRuns: 200 },
    );
  });

  it('fractional powers are correctly rounded (mathjs BigNumber) and close to Math.pow', () => {
    expect(result(ID, { a: 2, n: 0.5 }).value).toBe(Math.SQRT2); // OEIS A002193
    expect(result(ID, { a: 8, n: 1 / 3 }).value).toBe(ref('8^0.3333333333333333'));
    fc.assert(
      fc.property(fc.double({ min: 1e-3, max: 1e3, noNaN: true }), fc.double({ min: -50, max: 50, noNaN: true }), (a, n) => {
        const y = result(ID, { a, n }).value;
        expect(y).toBe(ref('a^n', { a, n }));
        expect(Math.abs(y - a ** n)).toBeLessThanOrEqual(2 ** -52 * (2 + Math.abs(n) * (1 + Math.abs(Math.log(a)))) * y);
      }),
      { numRuns: 150 },
    );
  });

  describe('solving for the base a', () => {
    it('even power: both signs, principal positive, TWO_REAL_SOLUTIONS', () => {
      expect(result(ID, { y: 81, n: 4, solve_for: 'a' })).toMatchObject({ solve_for: 'a', value: 3, a: 3, solutions: [-3, 3] });
      expect(result(ID, { y: 0.25, n: -2 })).toMatchObject({ value: 2, solutions: [-2, 2] });
      expect(warningCodes(ID, { y: 81, n: 4, solve_for: 'a' })).toContain('TWO_REAL_SOLUTIONS');
    });

    it('odd power keeps the sign; non-integer power needs a positive base', () => {
      expect(result(ID, { y: -27, n: 3 })).toMatchObject({ value: -3, solutions: [-3] });
      expect(result(ID, { y: 9, n: 0.5 })).toMatchObject({ value: 81, solutions: [81] });
      expect(result(ID, { y: 0, n: 3 })).toMatchObject({ value: 0, solutions: [0] });
      expect(warningCodes(ID, { y: -27, n: 3 })).not.toContain('TWO_REAL_SOLUTIONS');
    });

    it('every solution raised to n gives y back', () => {
      fc.assert(
        fc.property(fc.double({ min: 1e-6, max: 1e6, noNaN: true }), fc.integer({ min: -9, max: 9 }).filter((n) => n !== 0), (y, n) => {
          const r = result(ID, { y, n, solve_for: 'a' });
          for (const a of r.solutions) expect(Math.abs(a ** n - y)).toBeLessThanOrEqual(1e-13 * y);
          expect(r.value).toBeGreaterThan(0);
        }),
        { numRuns: 100 },
      );
    });
  });

  describe('solving for the exponent n', () => {
    it('exact at exact powers, and log_a y elsewhere', () => {
      expect(result(ID, { a: 2, y: 1024 })).toMatchObject({ solve_for: 'n', value: 10, n: 10 });
      expect(result(ID, { a: 10, y: 0.001 }).value).toBe(-3);
      expect(result(ID, { a: 1.5, y: 7 }).value).toBe(ref('log(7) / log(1.5)'));
    });

    it('a negative base reaches y only at a whole-number n', () => {
      expect(result(ID, { a: -2, y: -8 }).value).toBe(3);
      expect(result(ID, { a: -2, y: 16 }).value).toBe(4);
      expect(result(ID, { a: -0.5, y: -0.125 }).value).toBe(3);
    });
  });

  it('accepts base / exponent and the page aliases', () => {
    expect(result(ID, { base: 2, exponent: 3 }).value).toBe(8);
    expect(result(ID, { aInput: 2, nInput: 3 }).value).toBe(8);
    expect(result(ID, { yInput: 8, nInput: 3 }).a).toBe(2);
  });

  it('returns 0 with UNDERFLOW_TO_ZERO below the smallest double', () => {
    expect(result(ID, { a: 10, n: -400 }).value).toBe(0);
    expect(warningCodes(ID, { a: 10, n: -400 })).toContain('UNDERFLOW_TO_ZERO');
    expect(result(ID, { a: 0.5, n: 1e20 }).value).toBe(0);
  });

  it('answers with the formula of the unknown it solved', () => {
    expect(ok(ID, { a: 2, n: 10 }).formula).toMatchObject({ id: 'exponent.y' });
    expect(ok(ID, { y: 81, n: 4, solve_for: 'a' }).formula).toMatchObject({ id: 'exponent.a' });
    expect(ok(ID, { a: 2, y: 1024 }).formula).toMatchObject({ id: 'exponent.n' });
  });

  it('an explicit solve_for y or n solves that unknown and ignores its given value', () => {
    expect(result(ID, { a: 2, n: 10, y: 5, solve_for: 'y' })).toMatchObject({ solve_for: 'y', value: 1024, a: 2, n: 10, y: 1024 }); // 2¹⁰ = 1024
    expect(warningCodes(ID, { a: 2, n: 10, y: 5, solve_for: 'y' })).toEqual(['SOLVED_INPUT_IGNORED']);
    expect(result(ID, { a: 2, n: 5, y: 8, solve_for: 'n' })).toMatchObject({ solve_for: 'n', value: 3, a: 2, n: 3, y: 8 }); // 2³ = 8
    expect(warningCodes(ID, { a: 2, n: 5, y: 8, solve_for: 'n' })).toEqual(['SOLVED_INPUT_IGNORED']);
  });

  it('the underflow warning names what underflowed and its exact magnitude', () => {
    const detail = (inputs: Record<string, unknown>) => ((run(ID, inputs).body as { warnings: { code: string; detail: string }[] }).warnings ?? []).map((w) => `${w.code}: ${w.detail}`);
    expect(detail({ a: 10, n: -400 })[0]).toMatch(/^UNDERFLOW_TO_ZERO: a\^n is about 1e-400\b/); // 10^−400
    // the base with a^0.5 = 1e-300 is (1e-300)² = 1e-600
    expect(result(ID, { y: 1e-300, n: 0.5 })).toMatchObject({ solve_for: 'a', value: 0, a: 0, solutions: [0] });
    expect(detail({ y: 1e-300, n: 0.5 })[0]).toMatch(/^UNDERFLOW_TO_ZERO: The base is about 1e-600\b/);
  });

  it.each([
    [{ y: 1e300, n: 0.5, solve_for: 'a' }, 'NON_FINITE_RESULT', 'y'], // base (1e300)² = 1e600
    [{ y: 1e-300, n: -0.5 }, 'NON_FINITE_RESULT', 'y'], // base (1e-300)^−2 = 1e600
    [{ y: -1, a: 1 }, 'NO_SOLUTION', 'y'], // 1^n is always 1
    [{ a: -1, y: 2 }, 'NO_SOLUTION', 'y'], // (−1)^n is only 1 or −1
    [{ a: -1, y: 1 }, 'UNDEFINED', 'n'], // every even n
    [{ a: 2, y: 0 }, 'NO_SOLUTION', 'y'], // 2^n > 0
    [{ a: 0.5, y: 0 }, 'NO_SOLUTION', 'y'],
  ])('%o → %s on %s (base overflow, the bases 1 and −1, y = 0 for a positive base)', (inputs, code, field) => expectRejected(ID, inputs, code, field));

  it.each([
    [{ a: 0, n: 0 }, 'UNDEFINED_POWER', 'n'],
    [{ a: 0, n: -1 }, 'DIVISION_BY_ZERO', 'a'],
    [{ a: -8, n: 0.5 }, 'NOT_REAL', 'n'],
    [{ a: 10, n: 400 }, 'NON_FINITE_RESULT', 'n'],
    [{ a: -2, n: 1e20 + 1 }, 'NON_FINITE_RESULT', 'n'],
    [{ y: -27, n: 4, solve_for: 'a' }, 'NOT_REAL', 'y'],
    [{ y: -27, n: 0.5 }, 'NOT_REAL', 'y'],
    [{ y: 1, n: 0 }, 'UNDEFINED', 'n'],
    [{ y: 5, n: 0 }, 'NO_SOLUTION', 'y'],
    [{ y: 0, n: -2 }, 'NO_SOLUTION', 'y'],
    [{ a: 3, y: -9 }, 'NO_SOLUTION', 'y'],
    [{ a: 1, y: 1 }, 'UNDEFINED', 'n'],
    [{ a: 1, y: 2 }, 'NO_SOLUTION', 'y'],
    [{ a: 0, y: 0 }, 'UNDEFINED', 'n'],
    [{ a: 0, y: 3 }, 'NO_SOLUTION', 'y'],
    [{ a: -1, y: -1 }, 'UNDEFINED', 'n'],
    [{ a: -2, y: 8 }, 'NO_SOLUTION', 'y'],
    [{ a: 2 }, 'MISSING_REQUIRED_INPUT', 'n'],
    [{ a: 2, solve_for: 'n' }, 'MISSING_REQUIRED_INPUT', 'y'],
    [{ a: 'two', n: 2 }, 'INVALID_NUMBER', 'a'],
  ])('%o → %s on %s', (inputs, code, field) => expectRejected(ID, inputs, code, field));
});

declaresTheCodesItReturns('exponent', [{ y: 1, n: 0 }, { y: 5, n: 0 }, { a: 0, n: -1 }]);
