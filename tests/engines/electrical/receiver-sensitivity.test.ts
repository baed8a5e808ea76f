// Receiver sensitivity: the −174 dBm/Hz rule of thumb, kTB from mathjs constants, the source-temperature
// term, the µV / dBµV conversion (dBµV = dBm + 107 in 50 Ω) and each error.
import * as math from 'mathjs';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const k = math.boltzmann.toNumber('J/K');

describe('receiver-sensitivity', () => {
  it.each([
    [125e3, 6, -20],
    [2.4e3, 10, 10],
    [10e6, 3.83, -1],
    [200e3, 8, 9],
    [1, 0, 0],
  ])('B = %s Hz, NF %s dB, SNR %s dB agrees with −174 + NF + 10·log10 B + SNR to the rounding of −174', (b, nf, snr) => {
    const r = result('receiver-sensitivity', { bandwidth: b, bandwidth_unit: 'Hz', noise_figure_db: nf, snr_db: snr });
    expect(Math.abs(r.sensitivity_dbm - (-174 + nf + 10 * Math.log10(b) + snr))).toBeLessThan(0.03);
    // Independent: kT0·B·F in watts from mathjs's Boltzmann constant.
    const floorW = k * 290 * b * 10 ** (nf / 10);
    expect(r.noise_floor_dbm).toBeCloseTo(10 * Math.log10(floorW / 1e-3), 10);
    expect(r.sensitivity_w / (floorW * 10 ** (snr / 10))).toBeCloseTo(1, 12);
  });

  it('reproduces the LoRa SF12 figure of Semtech AN1200.22 (−137 dBm) and the noise temperature of NF 6 dB', () => {
    const r = result('receiver-sensitivity', { bandwidth: 0.125, bandwidth_unit: 'MHz', noise_figure_db: 6, snr_db: -20 });
    expect(r.sensitivity_dbm).toBeCloseTo(-137, 1);
    expect(r.noise_temperature_k).toBeCloseTo(290 * (10 ** 0.6 - 1), 10);
    expect(r.bandwidth_hz).toBe(125000);
  });

  it('uses the source temperature: N = k(Ts + Te)B', () => {
    const cold = result('receiver-sensitivity', { bandwidth: 1, bandwidth_unit: 'MHz', noise_figure_db: 1, snr_db: 0, source_temperature_k: 50 });
    const te = 290 * (10 ** 0.1 - 1);
    expect(cold.system_noise_temperature_k).toBeCloseTo(50 + te, 10);
    expect(cold.noise_floor_dbm).toBeCloseTo(10 * Math.log10((k * (50 + te) * 1e6) / 1e-3), 10);
    expect(cold.thermal_noise_dbm).toBeCloseTo(10 * Math.log10((k * 50 * 1e6) / 1e-3), 10);
  });

  it('converts to µV and dBµV across the input impedance', () => {
    const r = result('receiver-sensitivity', { bandwidth: 2.4, noise_figure_db: 8, snr_db: 10 });
    expect(r.sensitivity_uv).toBeCloseTo(Math.sqrt(r.sensitivity_w * 50) * 1e6, 12);
    // Rule of thumb in 50 Ω systems: dBµV = dBm + 107 (exactly + 106.99).
    expect(r.sensitivity_dbuv - r.sensitivity_dbm).toBeCloseTo(106.99, 2);
    const r75 = result('receiver-sensitivity', { bandwidth: 2.4, noise_figure_db: 8, snr_db: 10, impedance_ohm: 75 });
    expect(r75.sensitivity_uv / r.sensitivity_uv).toBeCloseTo(Math.sqrt(75 / 50), 12);
  });

  it('echoes the defaults and formats the headline', () => {
    const env = ok('receiver-sensitivity', { bandwidth: '125', noise_figure_db: '6', snr_db: '-20' });
    expect(env.inputs).toMatchObject({ bandwidth_unit: 'kHz', source_temperature_k: 290, impedance_ohm: 50 });
    expect(env.result_detail.formatted).toMatch(/^S = -137\.0\d* dBm \(/);
  });

  it.each([
    [{ bandwidth: 0, noise_figure_db: 5, snr_db: 10 }, 'BANDWIDTH_MUST_BE_POSITIVE', 'bandwidth'],
    [{ bandwidth: -1, noise_figure_db: 5, snr_db: 10 }, 'BANDWIDTH_MUST_BE_POSITIVE', 'bandwidth'],
    [{ bandwidth: 10, noise_figure_db: -0.5, snr_db: 10 }, 'NOISE_FIGURE_MUST_BE_NONNEGATIVE', 'noise_figure_db'],
    [{ bandwidth: 10, noise_figure_db: 5, snr_db: 10, source_temperature_k: 0 }, 'TEMPERATURE_MUST_BE_POSITIVE', 'source_temperature_k'],
    [{ bandwidth: 10, noise_figure_db: 5, snr_db: 10, impedance_ohm: 0 }, 'IMPEDANCE_MUST_BE_POSITIVE', 'impedance_ohm'],
    [{ bandwidth: 10, noise_figure_db: 5 }, 'MISSING_REQUIRED_INPUT', 'snr_db'],
    [{ bandwidth: 10, bandwidth_unit: 'THz', noise_figure_db: 5, snr_db: 10 }, 'INVALID_MODE', 'bandwidth_unit'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure('receiver-sensitivity', inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });
});

declaresTheCodesItReturns('receiver-sensitivity');
