// Antilog b^y: exact for integer powers of 10 and 2, correctly rounded against
// mathjs BigNumber elsewhere and within 1 ulp of V8's Math.pow / Math.exp, the
// base presets and how a numeric base is read, overflow, underflow, every code.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ok, result } from '../../helpers/calc.ts';
import { conformanceVectors, expectRejected, ref, warningCodes } from './_lib/real-math-kit.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'antilog';

describe('antilog', () => {
  conformanceVectors(ID, 'anti-log');

  it('integer powers of 10 are the exact decimals (10^-3 = 0.001, not 0.0010000000000000002)', () => {
    for (let k = -320; k <= 308; k++) expect(result(ID, { y: k })).toBe(Number(`1e${k}`));
  });

  it('base 2 and e, and custom bases', () => {
    expect(result(ID, { y: -3, base: '2' })).toBe(0.125);
    expect(result(ID, { y: 1, base: 'e' })).toBe(Math.E); // OEIS A001113
    expect(result(ID, { y: 3, base: 'custom', b: 5 })).toBe(125);
    expect(result(ID, { y: 0.5, base: 'custom', b: 9 })).toBe(3);
  });

  it('reads a numeric base as the preset or as custom, and b alone as custom', () => {
    expect(result(ID, { y: 3, base: 10 })).toBe(1000);
    expect(result(ID, { y: 3, base: '2' })).toBe(8);
    expect(result(ID, { y: 2, base: 5 })).toBe(25);
    expect(result(ID, { y: 2, base: '5' })).toBe(25);
    expect(result(ID, { y: 2, b: 5 })).toBe(25);
    expect(result(ID, { y: 1, base: Math.E })).toBe(Math.E);
    expect(result('anti-log', { yInput: 2, bInput: 3 })).toBe(9);
    expect(ok(ID, { y: 2, b: 5 }).result_detail.formatted).toBe('5^2 = 25');
    expect(result(ID, { y: 2, base: 'custom', b: 'e' })).toBe(ref('exp(2)'));
    expect(ok(ID, { y: 2, b: 'e' }).result_detail.formatted).toBe('e^2 = 7.38905609893');
  });

  it('is correctly rounded (mathjs BigNumber) and within 1 ulp of V8 for random exponents', () => {
    fc.assert(
      fc.property(fc.double({ min: -300, max: 300, noNaN: true }), (y) => {
        const ten = result(ID, { y });
        expect(ten).toBe(ref('10^y', { y }));
        const e = result(ID, { y: y / 2, base: 'e' });
        expect(e).toBe(ref('exp(y)', { y: y / 2 }));
        // decimal vs binary reading of y: at most 2^-53 relative in y, so |y|·2^-53 relative in e^y, plus an ulp
        expect(Math.abs(e - Math.exp(y / 2))).toBeLessThanOrEqual(2 ** -52 * (1 + Math.abs(y)) * e);
      }),
      { numRuns: 150 },
    );
  });

  it('returns 0 with UNDERFLOW_TO_ZERO below the smallest double', () => {
    expect(result(ID, { y: -400 })).toBe(0);
    expect(warningCodes(ID, { y: -400 })).toContain('UNDERFLOW_TO_ZERO');
    expect(warningCodes(ID, { y: -300 })).toEqual([]);
  });

  it('reads a blank, null or padded base or b as not given, and b typed as text as custom', () => {
    for (const base of ['', '  ', null]) {
      expect(result(ID, { y: 2, base }), `base ${JSON.stringify(base)}`).toBe(100); // default 10: 10² = 100
      expect(result(ID, { y: 2, base, b: 5 }), `base ${JSON.stringify(base)} with b`).toBe(25); // b alone: 5² = 25
    }
    for (const b of ['', '  ', null]) expect(result(ID, { y: 2, b }), `b ${JSON.stringify(b)}`).toBe(100);
    expect(result(ID, { y: 2, b: '5' })).toBe(25);
    expect(result(ID, { y: 1, base: ' E ' })).toBe(Math.E); // OEIS A001113
  });

  it('accepts b together with a base it agrees with', () => {
    expect(result(ID, { y: 2, base: '10', b: 10 })).toBe(100);
    expect(result(ID, { y: 3, base: '2', b: 2 })).toBe(8);
    expect(result(ID, { y: 1, base: 'e', b: 'e' })).toBe(Math.E);
    expect(result(ID, { y: 1, base: 'e', b: Math.E })).toBe(Math.E);
    expect(result(ID, { y: 2, base: 5, b: 5 })).toBe(25);
    expect(result(ID, { y: 2, base: '5', b: ' 5 ' })).toBe(25);
  });

  it('echoes a numeric 10, 2 or e as its preset, not as a custom base', () => {
    expect(ok(ID, { y: 2, base: 10 }).inputs).toEqual({ y: 2, base: '10' });
    expect(ok(ID, { y: 2, base: '2' }).inputs).toEqual({ y: 2, base: '2' });
    expect(ok(ID, { y: 2, base: Math.E }).inputs).toEqual({ y: 2, base: 'e' });
    expect(ok(ID, { y: 2, base: 5 }).inputs).toEqual({ y: 2, base: 'custom', b: 5 });
  });

  it('says which power underflowed, with its exact magnitude', () => {
    const w = ok(ID, { y: -400 }).warnings.find((x) => x.code === 'UNDERFLOW_TO_ZERO');
    expect(w?.detail).toMatch(/^b\^y is about 1e-400\b/); // 10^-400
  });

  it.each([
    [{ y: 2, b: -4 }, 'INVALID_BASE', 'b'],
    [{ y: 2, b: 1 }, 'INVALID_BASE', 'b'],
    [{ y: 2, base: 0 }, 'INVALID_BASE', 'b'],
    [{ y: 2, base: 'custom' }, 'MISSING_REQUIRED_INPUT', 'b'],
    [{ y: 2, base: '10', b: 3 }, 'INVALID_INPUT', 'b'],
    [{ y: 2, base: 2, b: 3 }, 'INVALID_INPUT', 'b'],
    [{ y: 1, base: Math.E, b: 3 }, 'INVALID_INPUT', 'b'],
    [{ y: 1, base: 'e', b: 3 }, 'INVALID_INPUT', 'b'],
    [{ y: 2, base: '10', b: Math.E }, 'INVALID_INPUT', 'b'],
    // A numeric base is b itself: a different b contradicts it, as it does a preset.
    [{ y: 2, base: 5, b: 3 }, 'INVALID_INPUT', 'b'],
    [{ y: 2, base: '5', b: ' 3 ' }, 'INVALID_INPUT', 'b'],
    [{ y: 2, base: 5, b: 'e' }, 'INVALID_INPUT', 'b'],
    [{ y: 2, base: 5, b: 'three' }, 'INVALID_NUMBER', 'b'],
    [{ y: 400 }, 'NON_FINITE_RESULT', 'y'],
    [{ y: 1e10, base: 'e' }, 'NON_FINITE_RESULT', 'y'],
    [{}, 'MISSING_REQUIRED_INPUT', 'y'],
    [{ y: 2, base: 'pi' }, 'INVALID_MODE', 'base'],
    [{ y: 'two' }, 'INVALID_NUMBER', 'y'],
  ])('%o → %s on %s', (inputs, code, field) => expectRejected(ID, inputs, code, field));
});

declaresTheCodesItReturns('antilog');
