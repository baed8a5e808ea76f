// Arctangent: exact at every special value (tan of multiples of 15°), correctly
// rounded against mathjs BigNumber elsewhere, close to V8's Math.atan, odd,
// limits at ±90°, the conformance vector, every code.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { result } from '../../helpers/calc.ts';
import { conformanceVectors, expectRejected, ref } from './_lib/real-math-kit.ts';
import { expectReference, TAN_SPECIALS } from './_lib/inverse-trig-cases.ts';
import { exactTextValue } from './_lib/trig-cases.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'arctan';

describe('arctan', () => {
  conformanceVectors(ID, 'atan');

  it.each(TAN_SPECIALS)('arctan of the double nearest tan(%i·15°) is exactly that angle', (k, x) => {
    const r = result(ID, { x });
    expect(r.deg).toBe(15 * k);
    expect(r.rad).toBe(ref(`${k} * pi / 12`));
    expect(exactTextValue(r.exact)).toBe(r.rad);
  });

  it('is correctly rounded for any finite x, odd, and close to Math.atan', () => {
    expect(expectReference(ID, 'atan', -0.5)).toMatchObject({ rad: -0.4636476090008061, deg: -26.56505117707799 });
    fc.assert(
      fc.property(fc.double({ min: -1e300, max: 1e300, noNaN: true }), (x) => {
        const r = expectReference(ID, 'atan', x);
        expect(result(ID, { x: -x }).deg).toBe(-r.deg + 0);
        expect(Math.abs(r.rad - Math.atan(x))).toBeLessThanOrEqual(4e-16 * Math.abs(r.rad) + 1e-300);
      }),
      { numRuns: 200 },
    );
  });

  it('approaches ±90° for huge |x| without an error', () => {
    expect(result(ID, { x: 1e20 })).toMatchObject({ deg: 90, rad: Math.PI / 2 });
    expect(result(ID, { x: -1.7976931348623157e308 }).deg).toBe(-90);
    expect(result(ID, { x: 1e20 }).exact).toBeUndefined(); // not a special value, only rounded to 90°
  });

  it('accepts xInput and the synonym atan', () => {
    expect(result('atan', { xInput: 1 })).toMatchObject({ deg: 45, exact: 'π/4' });
  });

  it.each([
    [{}, 'MISSING_REQUIRED_INPUT', 'x'],
    [{ x: 'Infinity' }, 'INVALID_NUMBER', 'x'],
    [{ x: '1e400' }, 'INVALID_NUMBER', 'x'],
  ])('%o → %s on %s', (inputs, code, field) => expectRejected(ID, inputs, code, field));
});

declaresTheCodesItReturns('arctan');
