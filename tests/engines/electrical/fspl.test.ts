// FSPL: ITU-R P.525 with its 32.4 constant (to its rounding), the Friis ratio computed with mathjs units,
// the inverse (distance) mode, the near-field warning and each error.
import * as math from 'mathjs';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

/** (4πd/λ)² in dB, λ from mathjs speedOfLight: an independent path to the same loss. */
const friisLossDb = (f: string, d: string) => {
  const lambda = math.evaluate(`speedOfLight / (${f})`).toNumber('m');
  const dist = math.unit(d).toNumber('m');
  return 10 * Math.log10(((4 * Math.PI * dist) / lambda) ** 2);
};

describe('fspl', () => {
  it.each([
    [100, 1],
    [900, 0.1],
    [2400, 1],
    [5800, 12.5],
    [12000, 36000],
  ])('%s MHz over %s km: ITU-R P.525 Lbf = 32.4 + 20 log f + 20 log d within its 0.05 dB rounding', (fMhz, dKm) => {
    const r = result('fspl', { frequency: fMhz, frequency_unit: 'MHz', distance: dKm, distance_unit: 'km' });
    expect(Math.abs(r.fspl_db - (32.4 + 20 * Math.log10(fMhz) + 20 * Math.log10(dKm)))).toBeLessThan(0.05);
    expect(r.fspl_db).toBeCloseTo(friisLossDb(`${fMhz} MHz`, `${dKm} km`), 10);
    expect(r.path_gain_ratio).toBeCloseTo(10 ** (-r.fspl_db / 10), 20);
  });

  it('reproduces Rappaport Example 4.1 (900 MHz: 100 m and 10 km differ by 40 dB)', () => {
    const near = result('fspl', { frequency: 900, distance: 100, distance_unit: 'm' });
    const far = result('fspl', { frequency: 900, distance: 10, distance_unit: 'km' });
    expect(47 - near.fspl_db).toBeCloseTo(-24.5, 1);
    expect(far.fspl_db - near.fspl_db).toBeCloseTo(40, 10);
  });

  it('gives the same loss in every distance unit', () => {
    const base = result('fspl', { frequency: 1, frequency_unit: 'GHz', distance: 1609.344, distance_unit: 'm' }).fspl_db;
    expect(result('fspl', { frequency: 1, frequency_unit: 'GHz', distance: 1, distance_unit: 'mi' }).fspl_db).toBeCloseTo(base, 10);
    expect(result('fspl', { frequency: 1, frequency_unit: 'GHz', distance: 5280, distance_unit: 'ft' }).fspl_db).toBeCloseTo(base, 10);
    expect(result('fspl', { frequency: 1, frequency_unit: 'GHz', distance: 1609.344 / 1852, distance_unit: 'nmi' }).fspl_db).toBeCloseTo(base, 10);
  });

  it('distance mode inverts loss mode', () => {
    for (const loss of [40, 92.45, 150, 200]) {
      const d = result('fspl', { mode: 'distance', frequency: 433, loss_db: loss });
      expect(result('fspl', { frequency: 433, distance: d.distance_m, distance_unit: 'm' }).fspl_db).toBeCloseTo(loss, 10);
    }
    const env = ok('fspl', { mode: 'distance', frequency: 433, loss_db: 100 });
    expect(env.formula?.id).toBe('fspl.distance');
    expect(env.result_detail.unit).toBe('m');
  });

  it('warns in the near field (d < 2λ) and not beyond', () => {
    expect(ok('fspl', { frequency: 100, distance: 1, distance_unit: 'm' }).warnings.map((w) => w.code)).toEqual(['OUTSIDE_VALIDITY_RANGE']);
    expect(ok('fspl', { frequency: 100, distance: 100, distance_unit: 'm' }).warnings).toEqual([]);
    expect(ok('fspl', { mode: 'distance', frequency: 100, loss_db: 10 }).warnings.map((w) => w.code)).toEqual(['OUTSIDE_VALIDITY_RANGE']);
  });

  it('distance mode echoes the given loss exactly (92.45 dB at 433 MHz, not a recomputed 92.45000000000002)', () => {
    expect(result('fspl', { mode: 'distance', frequency: 433, loss_db: 92.45 }).fspl_db).toBe(92.45);
  });

  it('loss mode, given explicitly or by default, names formula fspl.loss and unit dB', () => {
    for (const inputs of [{ mode: 'loss', frequency: 100, distance: 1 }, { frequency: 100, distance: 1 }]) {
      const env = ok('fspl', inputs);
      expect(env.formula?.id).toBe('fspl.loss');
      expect(env.result_detail.unit).toBe('dB');
    }
  });

  it('takes distance in km by default and gives it in miles: 1.609344 km = 1 mi', () => {
    expect(result('fspl', { frequency: 100, distance: 1.609344 })).toMatchObject({ distance_m: 1609.344, distance_km: 1.609344, distance_mi: 1 });
  });

  it('at 599584916 Hz (λ = 0.5 m) 10 m is 20 wavelengths', () => {
    expect(result('fspl', { frequency: 599584916, frequency_unit: 'Hz', distance: 10, distance_unit: 'm' }).distance_wavelengths).toBe(20);
  });

  it('exactly 2 wavelengths is far field: 2 m at 299792458 Hz (λ = 1 m) gives no warning', () => {
    expect(ok('fspl', { frequency: 299792458, frequency_unit: 'Hz', distance: 2, distance_unit: 'm' }).warnings).toEqual([]);
  });

  it.each([
    // 10^(±1e5/20) leaves the double range: the distance overflows or underflows to 0; the field is loss_db, not the larger frequency.
    [{ mode: 'distance', frequency: 1e9, frequency_unit: 'Hz', loss_db: 1e5 }, 'NON_FINITE_RESULT', 'loss_db'],
    [{ mode: 'distance', frequency: 1e9, frequency_unit: 'Hz', loss_db: -1e5 }, 'NON_FINITE_RESULT', 'loss_db'],
    [{ frequency: 100, distance: 0 }, 'DISTANCE_MUST_BE_POSITIVE', 'distance'],
    [{ frequency: 100, distance: -3 }, 'DISTANCE_MUST_BE_POSITIVE', 'distance'],
    [{ frequency: 0, distance: 1 }, 'FREQUENCY_MUST_BE_POSITIVE', 'frequency'],
    [{ frequency: 100 }, 'MISSING_REQUIRED_INPUT', 'distance'],
    [{ mode: 'distance', frequency: 100 }, 'MISSING_REQUIRED_INPUT', 'loss_db'],
    [{ distance: 1 }, 'MISSING_REQUIRED_INPUT', 'frequency'],
    [{ mode: 'distance', frequency: 100, loss_db: 1e5 }, 'NON_FINITE_RESULT', 'loss_db'],
    [{ mode: 'range', frequency: 100, distance: 1 }, 'INVALID_MODE', 'mode'],
    [{ frequency: 100, distance: 1, distance_unit: 'yd' }, 'INVALID_MODE', 'distance_unit'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure('fspl', inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });
});

declaresTheCodesItReturns('fspl');
