// Logarithm to any base: correctly rounded values against mathjs BigNumber (60
// digits), V8's Math.log10/log2 within an ulp, published constants (OEIS),
// exact results at exact powers, both inversions (x = b^y, b = x^(1/y)) with a
// round trip, the 'e' token, and every error code.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ok, result } from '../../helpers/calc.ts';
import { conformanceVectors, expectRejected, ref, ulps, warningCodes } from './_lib/real-math-kit.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'log';

describe('log', () => {
  conformanceVectors(ID);

  it.each([
    [1000, 10, 3],
    [0.001, 10, -3],
    [1024, 2, 10],
    [0.125, 2, -3],
    [81, 3, 4],
    [1, 7, 0],
    [2, 4, 0.5],
    [0.01, 0.1, 2],
    [1e300, 10, 300],
  ])('log_%s(%s) is exactly %s', (x, b, y) => {
    expect(result(ID, { x, b })).toEqual({ solve_for: 'y', value: y, b, x, y });
  });

  it('published constants (OEIS A007524 log10 2, A020862 log2 10, A002392 ln 10)', () => {
    expect(result(ID, { x: 2, b: 10 }).value).toBe(0.3010299956639812); // 0.30102999566398119521…
    expect(result(ID, { x: 10, b: 2 }).value).toBe(3.321928094887362); // 3.32192809488736234787…
    expect(result(ID, { x: 10, b: 'e' }).value).toBe(2.302585092994046); // 2.30258509299404568401…
  });

  it('is the correctly rounded logarithm of the decimal typed (mathjs BigNumber) and within 1 ulp of V8', () => {
    const positive = fc.double({ min: 1e-300, max: 1e300, noNaN: true });
    fc.assert(
      fc.property(positive, fc.constantFrom(2, 10, 3, 0.5, 1.5, 7.25), (x, b) => {
        const y = result(ID, { x, b }).value;
        expect(y).toBe(ref('log(x) / log(b)', { x, b }));
        if (b === 10) expect(ulps(y, Math.log10(x))).toBeLessThanOrEqual(1);
        if (b === 2) expect(ulps(y, Math.log2(x))).toBeLessThanOrEqual(1);
      }),
      { numRuns: 150 },
    );
  });

  it('solves x = b^y and b = x^(1/y), and round-trips', () => {
    expect(result(ID, { y: 3, b: 5, solve_for: 'x' })).toMatchObject({ solve_for: 'x', value: 125, x: 125 });
    expect(result(ID, { y: -2, b: 10 })).toMatchObject({ solve_for: 'x', value: 0.01 });
    expect(result(ID, { x: 81, y: 4 })).toMatchObject({ solve_for: 'b', value: 3, b: 3 });
    expect(result(ID, { x: 0.001, y: -3, solve_for: 'base' })).toMatchObject({ solve_for: 'b', value: 10 });
    expect(result(ID, { x: 2, y: 0.5 }).b).toBe(4);
    const y = result(ID, { x: 123.456, b: 7 }).value;
    expect(result(ID, { y, b: 7 }).x).toBeCloseTo(123.456, 12);
    expect(result(ID, { x: 123.456, y }).b).toBeCloseTo(7, 13);
  });

  it('reads the letter e and the double nearest e as e', () => {
    expect(result(ID, { x: 'e', b: 'e' }).value).toBe(1);
    expect(result(ID, { x: Math.E ** 2, b: Math.E }).value).toBe(ref('log(x)', { x: Math.E ** 2 }));
    expect(result(ID, { y: 1, b: 'E' }).x).toBe(Math.E);
    expect(ok(ID, { x: 10, b: 'e' }).result_detail.formatted).toBe('log_e(10) = 2.30258509299');
  });

  it('accepts base and the page aliases; ignores a given unknown with a warning', () => {
    expect(result('logarithm', { xInput: 1000, base: 10 }).value).toBe(3);
    expect(result(ID, { x: 8, bInput: 2 }).value).toBe(3);
    expect(warningCodes(ID, { x: 8, b: 2, y: 99 })).toContain('SOLVED_INPUT_IGNORED');
  });

  it('returns 0 with UNDERFLOW_TO_ZERO below the smallest double', () => {
    expect(result(ID, { y: -400, b: 10 }).x).toBe(0);
    expect(warningCodes(ID, { y: -400, b: 10 })).toContain('UNDERFLOW_TO_ZERO');
  });

  it('names the formula of the unknown it solved (log.y, log.x, log.b)', () => {
    expect(ok(ID, { x: 1000, b: 10 }).formula).toMatchObject({ id: 'log.y', expression: 'y = log_b x = ln x / ln b' });
    expect(ok(ID, { y: 3, b: 10 }).formula).toMatchObject({ id: 'log.x', expression: 'x = b^y' });
    expect(ok(ID, { x: 1000, y: 3 }).formula).toMatchObject({ id: 'log.b', expression: 'b = x^(1/y)' });
  });

  it('accepts the page aliases yInput and baseInput', () => {
    expect(result(ID, { x: 1000, yInput: 3 })).toMatchObject({ solve_for: 'b', value: 10 }); // 10³ = 1000
    expect(result(ID, { x: 8, baseInput: 2 })).toMatchObject({ solve_for: 'y', value: 3 }); // 2³ = 8
  });

  it("reads solve_for 'base' in any case and padding as b, even when b is also given", () => {
    expect(result(ID, { x: 0.001, y: -3, solve_for: ' Base ' })).toMatchObject({ solve_for: 'b', value: 10 });
    expect(result(ID, { x: 81, y: 4, b: 5, solve_for: 'base' })).toEqual({ solve_for: 'b', value: 3, b: 3, x: 81, y: 4 }); // 3⁴ = 81
    expect(warningCodes(ID, { x: 81, y: 4, b: 5, solve_for: 'base' })).toEqual(['SOLVED_INPUT_IGNORED']);
  });

  it('says which power underflowed, with its exact magnitude', () => {
    const detail = (inputs: Record<string, unknown>) => ok(ID, inputs).warnings.find((w) => w.code === 'UNDERFLOW_TO_ZERO')?.detail;
    expect(detail({ y: -400, b: 10 })).toMatch(/^b\^y is about 1e-400\b/); // 10^-400
    // b = 10^(1/-0.001) = 10^-1000
    expect(result(ID, { x: 10, y: -0.001 })).toMatchObject({ solve_for: 'b', value: 0, b: 0 });
    expect(detail({ x: 10, y: -0.001 })).toMatch(/^The base x\^\(1\/y\) is about 1e-1000\b/);
  });

  it.each([
    [{ x: 5, b: 1 }, 'INVALID_BASE', 'b'],
    [{ x: 5, b: 0 }, 'INVALID_BASE', 'b'],
    [{ x: 5, b: -2 }, 'INVALID_BASE', 'b'],
    [{ y: 2, b: 1 }, 'INVALID_BASE', 'b'],
    [{ x: -10, b: 10 }, 'NOT_REAL', 'x'],
    [{ x: 0, b: 10 }, 'LOG_OF_ZERO', 'x'],
    [{ x: -8, y: 3 }, 'NOT_REAL', 'x'],
    [{ x: 1, y: 0 }, 'UNDEFINED', 'y'],
    [{ x: 5, y: 0 }, 'NO_SOLUTION', 'y'],
    [{ x: 1, y: 2 }, 'NO_SOLUTION', 'x'],
    [{ y: 400, b: 10 }, 'NON_FINITE_RESULT', 'y'],
    [{ x: 10, y: 0.001 }, 'NON_FINITE_RESULT', 'x'], // b = 10^1000
    [{ x: 10 }, 'MISSING_REQUIRED_INPUT', 'b'],
    [{ x: 10, solve_for: 'x' }, 'MISSING_REQUIRED_INPUT', 'y'],
    [{ x: 10, b: 'ten' }, 'INVALID_NUMBER', 'b'],
    [{ x: 10, b: 10, solve_for: 'z' }, 'INVALID_MODE', 'solve_for'],
  ])('%o → %s on %s', (inputs, code, field) => expectRejected(ID, inputs, code, field));
});

declaresTheCodesItReturns('log', [{ x: 1, y: 0 }, { x: 5, y: 0 }, { y: -400, b: 10 }]);
