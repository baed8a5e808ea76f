// Arccosine: exact at every special value (90° − arcsin), correctly rounded
// against mathjs BigNumber elsewhere, close to V8's Math.acos, the identity
// arccos x + arccos(−x) = 180°, every code.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { result } from '../../helpers/calc.ts';
import { conformanceVectors, expectRejected, ref } from './_lib/real-math-kit.ts';
import { expectReference, SIN_SPECIALS } from './_lib/inverse-trig-cases.ts';
import { exactTextValue } from './_lib/trig-cases.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'arccos';

describe('arccos', () => {
  conformanceVectors(ID, 'acos');

  it.each(SIN_SPECIALS)('arccos of the double nearest sin(%i·15°) is exactly 90° minus that angle', (k, x) => {
    const r = result(ID, { x });
    expect(r.deg).toBe(90 - 15 * k);
    expect(r.rad).toBe(ref(`(6 - ${k}) * pi / 12`));
    expect(exactTextValue(r.exact)).toBe(r.rad);
  });

  it('classic values', () => {
    expect(result(ID, { x: 0.5 })).toMatchObject({ deg: 60, rad: 1.0471975511965979, exact: 'π/3' });
    expect(result(ID, { x: -1 })).toMatchObject({ deg: 180, rad: Math.PI, exact: 'π' });
    expect(result(ID, { x: 1 })).toMatchObject({ deg: 0, rad: 0, exact: '0' });
  });

  it('is correctly rounded elsewhere, supplementary, and close to Math.acos', () => {
    fc.assert(
      fc.property(fc.double({ min: -1, max: 1, noNaN: true }), (x) => {
        const r = expectReference(ID, 'acos', x);
        expect(r.deg + result(ID, { x: -x }).deg).toBeCloseTo(180, 12);
        // decimal vs binary reading of x differs by 2^-53·|x|, amplified by the slope 1/√(1 − x²)
        expect(Math.abs(r.rad - Math.acos(x))).toBeLessThanOrEqual(2 ** -52 * (Math.abs(r.rad) + Math.abs(x) / Math.sqrt(1 - x * x)) + 1e-300);
      }),
      { numRuns: 200 },
    );
  });

  it('accepts xInput and the synonym acos', () => {
    expect(result('acos', { xInput: 0 })).toMatchObject({ deg: 90, exact: 'π/2' });
  });

  it.each([
    [{ x: -1.5 }, 'NOT_REAL', 'x'],
    [{ x: 1.0000000000000002 }, 'NOT_REAL', 'x'],
    [{}, 'MISSING_REQUIRED_INPUT', 'x'],
    [{ x: true }, 'INVALID_NUMBER', 'x'],
  ])('%o → %s on %s', (inputs, code, field) => expectRejected(ID, inputs, code, field));
});

declaresTheCodesItReturns('arccos');
