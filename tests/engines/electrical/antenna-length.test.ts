// Antenna length: the ARRL cutting rules (468/f, 234/f, 585/f, 1005/f) across HF, the theoretical
// fraction of c/f with an explicit factor, the validity warning and each error.
import * as math from 'mathjs';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const RULES: [string, number][] = [
  ['half-wave-dipole', 468],
  ['quarter-wave-vertical', 234],
  ['five-eighths-vertical', 585],
  ['full-wave-loop', 1005],
];
const BANDS_MHZ = [1.85, 3.6, 7.15, 10.12, 14.2, 18.1, 21.2, 24.94, 28.5];

describe('antenna-length', () => {
  it.each(RULES)('%s follows the ARRL rule L(ft) = %s / f(MHz) on every HF band', (antenna, constant) => {
    for (const f of BANDS_MHZ) {
      const env = ok('antenna-length', { frequency: f, antenna });
      const r = env.result as any;
      expect(r.length_ft).toBeCloseTo(constant / f, 10);
      expect(r.length_m).toBeCloseTo((constant / f) * 0.3048, 10);
      expect(r.length_in).toBeCloseTo((12 * constant) / f, 8);
      expect(r.rule_constant_ft_mhz).toBeCloseTo(constant, 10);
      expect(env.warnings).toEqual([]);
    }
  });

  it('with k = 1 gives the exact fraction of the free-space wavelength (mathjs speedOfLight / f)', () => {
    const lambda = math.evaluate('speedOfLight / (50 MHz)').toNumber('m');
    expect(result('antenna-length', { frequency: 50, antenna: 'half-wave-dipole', length_factor: 1 }).length_m).toBeCloseTo(lambda / 2, 12);
    expect(result('antenna-length', { frequency: 50, antenna: 'quarter-wave-vertical', length_factor: 1 }).length_m).toBeCloseTo(lambda / 4, 12);
    expect(result('antenna-length', { frequency: 50, antenna: 'full-wave-loop', length_factor: 1 }).length_m).toBeCloseTo(lambda, 12);
    // The ARRL 468 rule corresponds to k = 468 / 491.79 ≈ 0.9516 (ARRL Antenna Book: about 95 % of a free-space half wave).
    expect(result('antenna-length', { frequency: 14 }).length_factor).toBeCloseTo(0.95163, 5);
  });

  it('reports dipole legs only for dipoles, and accepts any frequency unit', () => {
    const dipole = result('antenna-length', { frequency: 7150, frequency_unit: 'kHz' });
    expect(dipole.leg_ft).toBeCloseTo(234 / 7.15, 10);
    expect(dipole.length_ft).toBeCloseTo(468 / 7.15, 10);
    const vertical = result('antenna-length', { frequency: 0.0142, frequency_unit: 'GHz', antenna: 'quarter-wave-vertical' });
    expect(vertical.leg_m).toBeUndefined();
    expect(vertical.length_ft).toBeCloseTo(234 / 14.2, 10);
  });

  it('dipole leg is half the total: 100 MHz, k = 1 → λ/4 = 299792458 / (4 × 1e8) = 0.749481145 m', () => {
    expect(result('antenna-length', { frequency: 100, length_factor: 1 }).leg_m).toBeCloseTo(0.749481145, 12);
  });

  it.each([
    [0.5, 0.749481145],
    [1.1, 1.648858519],
  ])('length_factor %s, an end of the allowed 0.5–1.1, is accepted: 100 MHz dipole → %s m (k × 2.99792458 / 2)', (k, m) => {
    expect(result('antenna-length', { frequency: 100, length_factor: k }).length_m).toBeCloseTo(m, 12);
  });

  it('warns outside 1.8–30 MHz with the default factor only', () => {
    expect(ok('antenna-length', { frequency: 146 }).warnings.map((w) => w.code)).toEqual(['OUTSIDE_VALIDITY_RANGE']);
    expect(ok('antenna-length', { frequency: 0.5 }).warnings.map((w) => w.code)).toEqual(['OUTSIDE_VALIDITY_RANGE']);
    expect(ok('antenna-length', { frequency: 146, length_factor: 0.93 }).warnings).toEqual([]);
    expect(ok('antenna-length', { frequency: 1.8 }).warnings).toEqual([]);
    expect(ok('antenna-length', { frequency: 30 }).warnings).toEqual([]);
  });

  it.each([
    [{ frequency: 0 }, 'FREQUENCY_MUST_BE_POSITIVE', 'frequency'],
    [{ frequency: -14 }, 'FREQUENCY_MUST_BE_POSITIVE', 'frequency'],
    [{ frequency: 14, length_factor: 0 }, 'LENGTH_FACTOR_OUT_OF_RANGE', 'length_factor'],
    [{ frequency: 14, length_factor: 1.5 }, 'LENGTH_FACTOR_OUT_OF_RANGE', 'length_factor'],
    [{ frequency: 14, length_factor: -0.95 }, 'LENGTH_FACTOR_OUT_OF_RANGE', 'length_factor'],
    [{ antenna: 'half-wave-dipole' }, 'MISSING_REQUIRED_INPUT', 'frequency'],
    [{ frequency: 14, antenna: 'yagi' }, 'INVALID_MODE', 'antenna'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure('antenna-length', inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });
});

declaresTheCodesItReturns('antenna-length');
