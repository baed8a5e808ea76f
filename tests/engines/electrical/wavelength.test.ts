// Wavelength: against mathjs unit arithmetic (speedOfLight / f), both directions, every unit, and each error.
import * as math from 'mathjs';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const mathjsWavelength = (f: string) => math.evaluate(`speedOfLight / (${f})`).toNumber('m') as number;

describe('wavelength', () => {
  it.each([
    ['146 MHz', { frequency: 146, frequency_unit: 'MHz' }],
    ['7.1 MHz', { frequency: 7100, frequency_unit: 'kHz' }],
    ['2.45 GHz', { frequency: 2.45, frequency_unit: 'GHz' }],
    ['60 Hz', { frequency: 60, frequency_unit: 'Hz' }],
    ['10 GHz', { frequency: 1e10, frequency_unit: 'Hz' }],
  ])('free-space wavelength of %s matches mathjs speedOfLight / f', (f, inputs) => {
    const r = result('wavelength', inputs);
    expect(r.wavelength_m).toBeCloseTo(mathjsWavelength(f), 12 - Math.ceil(Math.log10(r.wavelength_m + 1)));
    expect(r.wavelength_ft).toBeCloseTo(r.wavelength_m / 0.3048, 9);
    expect(r.wavelength_in).toBeCloseTo(r.wavelength_m / 0.0254, 8);
    expect(r.wavelength_mm).toBeCloseTo(r.wavelength_m * 1000, 6);
    expect(r.free_space_wavelength_m).toBe(r.wavelength_m);
    expect(r.period_s * r.frequency_hz).toBeCloseTo(1, 14);
    expect(r.wavenumber_rad_per_m * r.wavelength_m).toBeCloseTo(2 * Math.PI, 12);
  });

  it('applies the velocity factor to λ, λ/2 and λ/4 but not to the free-space wavelength', () => {
    // ARRL Handbook: a quarter-wave of solid-PE coax (VF 0.66) at 14.2 MHz is 0.66 × 5.278 m ≈ 3.48 m.
    const r = result('wavelength', { frequency: 14.2, velocity_factor: 0.66 });
    expect(r.quarter_wavelength_m).toBeCloseTo((0.66 * 299792458) / 14.2e6 / 4, 12);
    expect(r.quarter_wavelength_m).toBeCloseTo(3.48, 2);
    expect(r.free_space_wavelength_m).toBeCloseTo(299792458 / 14.2e6, 12);
    expect(r.phase_velocity_m_per_s).toBeCloseTo(0.66 * 299792458, 3);
  });

  it('round-trips frequency → wavelength → frequency in every wavelength unit', () => {
    for (const unit of ['m', 'cm', 'mm', 'ft', 'in']) {
      const forward = result('wavelength', { frequency: 433.92, frequency_unit: 'MHz', velocity_factor: 0.8 });
      const key = `wavelength_${unit}`;
      const back = ok('wavelength', { mode: 'wavelength-to-frequency', wavelength: forward[key], wavelength_unit: unit, velocity_factor: 0.8 });
      expect((back.result as any).frequency_mhz).toBeCloseTo(433.92, 9);
      expect(back.result_detail.formatted).toMatch(/^f = 433\.92\d* MHz$/);
    }
  });

  it('accepts numeric strings and echoes the defaults it used', () => {
    const env = ok('wavelength', { frequency: '300', frequency_unit: 'MHz' });
    expect(env.inputs).toMatchObject({ mode: 'frequency-to-wavelength', frequency: 300, velocity_factor: 1 });
    expect(env.result_detail).toMatchObject({ unit: 'm', formatted: 'λ = 0.999308193333 m' });
    expect(env.capability_id).toBe('electrical.rf.wavelength');
    expect(env.calculation_version).toBe('1.0.0');
  });

  it('accepts the default mode by name and names each direction\'s formula and unit', () => {
    const fwd = ok('wavelength', { mode: 'frequency-to-wavelength', frequency: 300 });
    // λ = 299792458 / 300e6 m
    expect((fwd.result as any).wavelength_m).toBeCloseTo(299792458 / 300e6, 14);
    expect(fwd.formula?.id).toBe('wavelength.lambda');
    expect(fwd.result_detail.unit).toBe('m');
    const back = ok('wavelength', { mode: 'wavelength-to-frequency', wavelength: 2, wavelength_unit: 'm' });
    expect(back.formula?.id).toBe('wavelength.frequency');
    expect(back.result_detail.unit).toBe('Hz');
  });

  it('reads the wavelength in metres when wavelength_unit is left out', () => {
    // f = c / λ = 299792458 / 2 Hz = 149896229 Hz
    const env = ok('wavelength', { mode: 'wavelength-to-frequency', wavelength: 2 });
    expect((env.result as any).frequency_hz).toBe(149896229);
    expect(env.inputs).toMatchObject({ wavelength_unit: 'm' });
  });

  it.each([
    [{ frequency: 0 }, 'FREQUENCY_MUST_BE_POSITIVE', 'frequency'],
    [{ frequency: -5 }, 'FREQUENCY_MUST_BE_POSITIVE', 'frequency'],
    [{ frequency: 1e300, frequency_unit: 'GHz' }, 'INPUT_OUT_OF_RANGE', 'frequency'],
    [{ mode: 'wavelength-to-frequency', wavelength: 0 }, 'WAVELENGTH_MUST_BE_POSITIVE', 'wavelength'],
    [{ frequency: 100, velocity_factor: 0 }, 'VELOCITY_FACTOR_OUT_OF_RANGE', 'velocity_factor'],
    [{ frequency: 100, velocity_factor: 1.5 }, 'VELOCITY_FACTOR_OUT_OF_RANGE', 'velocity_factor'],
    [{}, 'MISSING_REQUIRED_INPUT', 'frequency'],
    [{ mode: 'wavelength-to-frequency', frequency: 100 }, 'MISSING_REQUIRED_INPUT', 'wavelength'],
    [{ mode: 'lambda', frequency: 100 }, 'INVALID_MODE', 'mode'],
    [{ frequency: 100, frequency_unit: 'THz' }, 'INVALID_MODE', 'frequency_unit'],
    [{ frequency: 'abc' }, 'INVALID_NUMBER', 'frequency'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure('wavelength', inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });
});

declaresTheCodesItReturns('wavelength', [
  // WAVELENGTH_MUST_BE_POSITIVE: a zero wavelength.
  { mode: 'wavelength-to-frequency', wavelength: 0 },
]);
