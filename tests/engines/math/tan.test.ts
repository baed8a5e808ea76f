// Tangent: exact at multiples of 15° (sin/cos of the exact table), UNDEFINED at
// every odd multiple of 90°, NEAR_SINGULARITY close to one (with the value still
// correctly rounded), mathjs BigNumber and V8 cross-checks, every code.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { result } from '../../helpers/calc.ts';
import { conformanceVectors, expectRejected, ref, warningCodes } from './_lib/real-math-kit.ts';
import { exactSinExpr, exactTextValue, MULTIPLES_OF_15, refDegrees } from './_lib/trig-cases.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'tan';

describe('tan', () => {
  it('reads the angle under its other names, thetaInput and angle', () => {
    expect(result(ID, { thetaInput: 45 }).value).toBe(1);
    expect(result(ID, { angle: 45 }).value).toBe(1);
  });

  conformanceVectors(ID, 'tangent');

  it.each(MULTIPLES_OF_15.filter((k) => k % 6 !== 0 || k % 12 === 0))('tan(%i × 15°) is the exact special value', (k) => {
    const r = result(ID, { theta: 15 * k });
    const want = k % 12 === 0 ? 0 : ref(`(${exactSinExpr(k)}) / (${exactSinExpr(k + 6)})`);
    expect(r.value).toBe(want);
    expect(exactTextValue(r.exact)).toBe(want);
  });

  it.each([90, 270, -90, -270, 450, 810, 90 + 360 * 1000])('tan %s° is UNDEFINED', (theta) => expectRejected(ID, { theta }, 'UNDEFINED', 'theta'));

  it('classic values', () => {
    expect(result(ID, { theta: 45 })).toMatchObject({ value: 1, exact: '1' }); // Math.tan(Math.PI/4) = 0.9999999999999999
    expect(result(ID, { theta: 60 })).toMatchObject({ value: Math.sqrt(3), exact: '√3' });
    expect(result(ID, { theta: 135 }).value).toBe(-1);
    expect(result(ID, { theta: -105 }).exact).toBe('2 + √3');
    expect(result(ID, { theta: 1, unit: 'rad' }).value).toBe(1.5574077246549023); // OEIS A049471
  });

  it('is correctly rounded in degrees away from the poles and close to Math.tan', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e5, max: 1e5, noNaN: true }), (t) => {
        const distance = Math.abs((((t % 180) + 180) % 180) - 90);
        if (distance < 1e-3) return;
        const v = result(ID, { theta: t }).value;
        expect(v).toBe(refDegrees('tan', t));
        expect(Math.abs(v - Math.tan((t * Math.PI) / 180))).toBeLessThanOrEqual(1e-12 * (1 + v * v) * (1 + Math.abs(t)));
      }),
      { numRuns: 200 },
    );
  });

  it('near a pole: a finite, correctly rounded value with NEAR_SINGULARITY', () => {
    const r = result(ID, { theta: 89.99999 });
    expect(r.value).toBe(5729577.951308174); // cot(1e-5°) = 1/δ − δ/3 with δ = π/18e6
    expect(r.value).toBe(refDegrees('tan', 89.99999));
    expect(warningCodes(ID, { theta: 89.99999 })).toContain('NEAR_SINGULARITY');
    expect(warningCodes(ID, { theta: 90.0000001 })).toContain('NEAR_SINGULARITY');
    expect(result(ID, { theta: 90.0000001 }).value).toBeLessThan(-1e8);
    expect(warningCodes(ID, { theta: 89.9 })).not.toContain('NEAR_SINGULARITY');
    const rad = result(ID, { theta: 1.5707963267948966, unit: 'rad' });
    expect(rad.value).toBe(ref('tan(1.5707963267948966)'));
    expect(warningCodes(ID, { theta: 1.5707963267948966, unit: 'rad' })).toContain('NEAR_SINGULARITY');
    expect(warningCodes(ID, { theta: 1.5, unit: 'rad' })).toEqual([]);
  });

  it('accepts the synonym tangent and spelled-out units', () => {
    expect(result('tangent', { theta: Math.PI / 4, unit: 'radian' }).value).toBe(ref('tan(0.7853981633974483)'));
  });

  it.each([
    [{}, 'MISSING_REQUIRED_INPUT', 'theta'],
    [{ theta: 45, unit: 'gon' }, 'INVALID_MODE', 'unit'],
    [{ theta: 'Infinity' }, 'INVALID_NUMBER', 'theta'],
  ])('%o → %s on %s', (inputs, code, field) => expectRejected(ID, inputs, code, field));
});

declaresTheCodesItReturns('tan');
