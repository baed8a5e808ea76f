// Nth root: perfect powers exact (BigInt check), other roots correctly rounded
// against mathjs BigNumber and close to V8, odd roots of negatives, the index
// rules (safe integer ≥ 1), radical forms, the conformance vectors, every code.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ok, result } from '../../helpers/calc.ts';
import { conformanceVectors, expectRejected, ref } from './_lib/real-math-kit.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'root';

describe('root', () => {
  conformanceVectors(ID, 'nth-root');

  it('perfect powers give exact roots', () => {
    for (let n = 2; n <= 12; n++) {
      for (const r of [2, 3, 7, 0.5, 0.2, 12]) {
        const a = Number((BigInt(Math.round(r * 10)) ** BigInt(n)).toString()) / 10 ** n; // (10r)^n / 10^n
        if (!Number.isFinite(a) || String(a).length > 17) continue;
        expect(result(ID, { a, n }), `${n}√${a}`).toMatchObject({ value: r, exact: true });
      }
    }
    expect(result(ID, { a: 0.00032, n: 5 }).value).toBe(0.2);
  });

  it('odd roots of negatives are the negative real root; even roots list ±r', () => {
    expect(result(ID, { a: -8, n: 3 })).toMatchObject({ value: -2, real_roots: [-2], exact: true });
    expect(result(ID, { a: -32, n: 5 }).value).toBe(-2);
    expect(result(ID, { a: 16, n: 4 })).toMatchObject({ value: 2, real_roots: [-2, 2] });
    expect(result(ID, { a: 0, n: 6 })).toMatchObject({ value: 0, real_roots: [0], exact: true });
    expect(result(ID, { a: 7, n: 1 })).toMatchObject({ value: 7, real_roots: [7] });
  });

  it('published and correctly rounded values', () => {
    expect(result(ID, { a: 2, n: 5 })).toMatchObject({ value: 1.148698354997035, exact: false }); // OEIS A005531
    expect(result(ID, { a: 2 }).value).toBe(Math.SQRT2); // default n = 2
    fc.assert(
      fc.property(fc.double({ min: 1e-200, max: 1e200, noNaN: true }), fc.integer({ min: 2, max: 50 }), (a, n) => {
        const v = result(ID, { a, n }).value;
        expect(v).toBe(ref('nthRoot(a, n)', { a, n }));
        // Math.pow's exponent 1/n is rounded, which costs up to |ln a|·2^-53 relative
        expect(Math.abs(v - a ** (1 / n))).toBeLessThanOrEqual(2 ** -52 * (2 + Math.abs(Math.log(a))) * v);
      }),
      { numRuns: 150 },
    );
  });

  it('takes every safe-integer index', () => {
    const r = result(ID, { a: 2, n: 9007199254740991 });
    expect(r.value).toBe(ref('2^(1/9007199254740991)'));
    expect(r.value).toBe(1); // 1 + ln 2 / 9.007e15 = 1 + 7.7e-17 is closer to 1 than to the next double
  });

  it('gives the simplest radical form of whole numbers', () => {
    expect(result(ID, { a: 54, n: 3 }).radical).toBe('3∛2');
    expect(result(ID, { a: -54, n: 3 }).radical).toBe('-3∛2');
    expect(result(ID, { a: 162, n: 4 }).radical).toBe('3∜2');
    expect(result(ID, { a: 96, n: 5 }).radical).toBe('2⁵√3');
    expect(result(ID, { a: 64, n: 6 }).radical).toBe('2');
    expect(result(ID, { a: 2.5, n: 2 }).radical).toBeUndefined();
    expect(ok(ID, { a: 27, n: 3 }).result_detail.formatted).toBe('∛27 = 3');
  });

  it('accepts the page aliases and the synonym nth-root', () => {
    expect(result('nth-root', { aInput: 27, nInput: 3 }).value).toBe(3);
    expect(result(ID, { radicand: 81, index: 4 }).value).toBe(3);
  });

  it.each([
    [{ a: -8, n: 2 }, 'NOT_REAL', 'a'],
    [{ a: -16, n: 4 }, 'NOT_REAL', 'a'],
    [{ a: -8 }, 'NOT_REAL', 'a'],
    [{ a: 8, n: 2.5 }, 'INVALID_INDEX', 'n'],
    [{ a: 8, n: 0 }, 'INVALID_INDEX', 'n'],
    [{ a: 8, n: -3 }, 'INVALID_INDEX', 'n'],
    [{ a: 8, n: 9007199254740992 }, 'INVALID_INDEX', 'n'],
    [{ a: 8, n: 1e300 }, 'INVALID_INDEX', 'n'],
    [{ n: 3 }, 'MISSING_REQUIRED_INPUT', 'a'],
    [{ a: 8, n: 'three' }, 'INVALID_NUMBER', 'n'],
  ])('%o → %s on %s', (inputs, code, field) => expectRejected(ID, inputs, code, field));
});

declaresTheCodesItReturns('root');
