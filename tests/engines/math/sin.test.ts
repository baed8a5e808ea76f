// Sine: exact at every multiple of 15° (special-angle identities), correctly
// rounded against mathjs BigNumber in degrees and radians, close to V8's
// Math.sin, huge angles reduced exactly, unit names, every code.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ok, result } from '../../helpers/calc.ts';
import { conformanceVectors, expectRejected, ref } from './_lib/real-math-kit.ts';
import { exactAt, exactSinExpr, exactTextValue, MULTIPLES_OF_15, refDegrees } from './_lib/trig-cases.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'sin';

describe('sin', () => {
  it('reads the angle under its other names, thetaInput and angle', () => {
    expect(result(ID, { thetaInput: 30 }).value).toBe(0.5);
    expect(result(ID, { angle: 30 }).value).toBe(0.5);
  });

  conformanceVectors(ID, 'sine');

  it.each(MULTIPLES_OF_15)('sin(%i × 15°) is the exact special value', (k) => {
    const r = result(ID, { theta: 15 * k });
    expect(r.value).toBe(exactAt(exactSinExpr(k)));
    expect(exactTextValue(r.exact)).toBe(r.value);
  });

  it('no float noise at the classic angles', () => {
    expect(result(ID, { theta: 30 })).toMatchObject({ value: 0.5, exact: '1/2' }); // Math.sin(Math.PI/6) = 0.49999999999999994
    expect(result(ID, { theta: 180 }).value).toBe(0); // Math.sin(Math.PI) = 1.2246e-16
    expect(result(ID, { theta: -15 }).exact).toBe('−(√6 − √2)/4');
    expect(result(ID, { theta: 1 }).value).toBe(0.01745240643728351); // OEIS A019810: sin 1° = 0.017452406437283512819…
  });

  it('is correctly rounded in degrees (mathjs BigNumber) and close to Math.sin', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (t) => {
        const v = result(ID, { theta: t }).value;
        expect(v).toBe(refDegrees('sin', t));
        expect(Math.abs(v - Math.sin((t * Math.PI) / 180))).toBeLessThanOrEqual(2e-16 * (1 + Math.abs(t)));
      }),
      { numRuns: 200 },
    );
  });

  it('is correctly rounded in radians and close to Math.sin', () => {
    expect(result(ID, { theta: 1, unit: 'rad' }).value).toBe(0.8414709848078965); // OEIS A049469
    fc.assert(
      fc.property(fc.double({ min: -1e4, max: 1e4, noNaN: true }), (t) => {
        const v = result(ID, { theta: t, unit: 'rad' }).value;
        expect(v).toBe(ref('sin(t)', { t }));
        expect(Math.abs(v - Math.sin(t))).toBeLessThanOrEqual(2 ** -52 * (1 + Math.abs(t)));
      }),
      { numRuns: 150 },
    );
  });

  it('reduces huge angles exactly: 1e22° ≡ 280° (10^22 mod 360)', () => {
    expect(result(ID, { theta: 1e22 }).value).toBe(result(ID, { theta: 280 }).value);
    expect(result(ID, { theta: 1e300 }).value).toBe(result(ID, { theta: Number(10n ** 300n % 360n) }).value);
    expect(result(ID, { theta: 360.1 }).value).toBe(refDegrees('sin', 0.1));
  });

  it('reads the radian literally: sin of the double 3.141592653589793 is 2.38e-16', () => {
    expect(result(ID, { theta: Math.PI, unit: 'radians' }).value).toBe(ref('sin(3.141592653589793)'));
  });

  it('reports the angle in both units and a formatted line', () => {
    expect(result(ID, { theta: 180 })).toMatchObject({ theta: 180, unit: 'deg', theta_deg: 180, theta_rad: Math.PI });
    expect(result(ID, { theta: Math.PI, unit: 'rad' }).theta_deg).toBe(ref('3.141592653589793 * 180 / pi'));
    expect(ok(ID, { theta: 60 }).result_detail.formatted).toBe('sin 60° = √3/2 ≈ 0.866025403784');
    expect(result('sine', { angle: 90, unit: 'degrees' }).value).toBe(1);
  });

  it.each([
    [{}, 'MISSING_REQUIRED_INPUT', 'theta'],
    [{ theta: 30, unit: 'grad' }, 'INVALID_MODE', 'unit'],
    [{ theta: 'thirty' }, 'INVALID_NUMBER', 'theta'],
  ])('%o → %s on %s', (inputs, code, field) => expectRejected(ID, inputs, code, field));
});

declaresTheCodesItReturns('sin');
