// Arcsine: exact at every special value (multiples of 15°), correctly rounded
// against mathjs BigNumber in degrees and radians elsewhere, close to V8's
// Math.asin, odd symmetry, the conformance vector, every code.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { result } from '../../helpers/calc.ts';
import { conformanceVectors, expectRejected, ref } from './_lib/real-math-kit.ts';
import { expectReference, SIN_SPECIALS } from './_lib/inverse-trig-cases.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'arcsin';

describe('arcsin', () => {
  conformanceVectors(ID, 'asin');

  it.each(SIN_SPECIALS)('arcsin of the double nearest sin(%i·15°) is exactly that angle', (k, x) => {
    const r = result(ID, { x });
    expect(r.deg).toBe(15 * k);
    expect(r.rad).toBe(ref(`${k} * pi / 12`));
    expect(r.exact).toBe(k === 0 ? '0' : `${k < 0 ? '−' : ''}${['', 'π/12', 'π/6', 'π/4', 'π/3', '5π/12', 'π/2'][Math.abs(k)]}`);
  });

  it('is correctly rounded elsewhere, odd, and close to Math.asin', () => {
    expect(expectReference(ID, 'asin', 0.3)).toMatchObject({ rad: 0.3046926540153975, deg: 17.45760312372209 });
    fc.assert(
      fc.property(fc.double({ min: -1, max: 1, noNaN: true }), (x) => {
        const r = expectReference(ID, 'asin', x);
        expect(result(ID, { x: -x }).rad).toBe(-r.rad + 0);
        // decimal vs binary reading of x differs by 2^-53·|x|, amplified by the slope 1/√(1 − x²)
        expect(Math.abs(r.rad - Math.asin(x))).toBeLessThanOrEqual(2 ** -52 * (Math.abs(r.rad) + Math.abs(x) / Math.sqrt(1 - x * x)) + 1e-300);
      }),
      { numRuns: 200 },
    );
  });

  it('accepts xInput and the synonym asin', () => {
    expect(result('asin', { xInput: 1 })).toMatchObject({ deg: 90, rad: Math.PI / 2 });
  });

  it.each([
    [{ x: 2 }, 'NOT_REAL', 'x'],
    [{ x: -1.0000000000000002 }, 'NOT_REAL', 'x'],
    [{}, 'MISSING_REQUIRED_INPUT', 'x'],
    [{ x: 'half' }, 'INVALID_NUMBER', 'x'],
  ])('%o → %s on %s', (inputs, code, field) => expectRejected(ID, inputs, code, field));
});

declaresTheCodesItReturns('arcsin');
