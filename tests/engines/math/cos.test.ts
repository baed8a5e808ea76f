// Cosine: exact at every multiple of 15° (cos x = sin(x + 90°) on the exact
// table), correctly rounded against mathjs BigNumber in degrees and radians,
// close to V8's Math.cos, evenness and periodicity, every code.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ok, result } from '../../helpers/calc.ts';
import { conformanceVectors, expectRejected, ref } from './_lib/real-math-kit.ts';
import { exactAt, exactSinExpr, exactTextValue, MULTIPLES_OF_15, refDegrees } from './_lib/trig-cases.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'cos';

describe('cos', () => {
  it('reads the angle under its other names, thetaInput and angle', () => {
    expect(result(ID, { thetaInput: 60 }).value).toBe(0.5);
    expect(result(ID, { angle: 60 }).value).toBe(0.5);
  });

  conformanceVectors(ID, 'cosine');

  it.each(MULTIPLES_OF_15)('cos(%i × 15°) is the exact special value', (k) => {
    const r = result(ID, { theta: 15 * k });
    expect(r.value).toBe(exactAt(exactSinExpr(k + 6)));
    expect(exactTextValue(r.exact)).toBe(r.value);
  });

  it('no float noise at the classic angles', () => {
    expect(result(ID, { theta: 90 })).toMatchObject({ value: 0, exact: '0' }); // Math.cos(Math.PI/2) = 6.1e-17
    expect(result(ID, { theta: 60 }).value).toBe(0.5);
    expect(result(ID, { theta: 135 })).toMatchObject({ value: -Math.SQRT1_2, exact: '−√2/2' });
    expect(result(ID, { theta: 1, unit: 'rad' }).value).toBe(0.5403023058681398); // OEIS A049470
  });

  it('is correctly rounded in degrees and radians, even, and close to Math.cos', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (t) => {
        const v = result(ID, { theta: t }).value;
        expect(v).toBe(refDegrees('cos', t));
        expect(result(ID, { theta: -t }).value).toBe(v);
        expect(Math.abs(v - Math.cos((t * Math.PI) / 180))).toBeLessThanOrEqual(2e-16 * (1 + Math.abs(t)));
        const radians = t / 100;
        expect(result(ID, { theta: radians, unit: 'rad' }).value).toBe(ref('cos(r)', { r: radians }));
      }),
      { numRuns: 200 },
    );
  });

  it('is 360°-periodic, exactly, even for huge angles', () => {
    expect(result(ID, { theta: 720 }).value).toBe(1);
    expect(result(ID, { theta: 1e22 }).value).toBe(result(ID, { theta: 280 }).value);
    expect(ok(ID, { theta: 60 }).result_detail.formatted).toBe('cos 60° = 0.5');
    expect(result('cosine', { thetaInput: 180, unit: 'deg' }).value).toBe(-1);
  });

  it.each([
    [{}, 'MISSING_REQUIRED_INPUT', 'theta'],
    [{ theta: 30, unit: 'turns' }, 'INVALID_MODE', 'unit'],
    [{ theta: [30] }, 'INVALID_NUMBER', 'theta'],
  ])('%o → %s on %s', (inputs, code, field) => expectRejected(ID, inputs, code, field));
});

declaresTheCodesItReturns('cos');
