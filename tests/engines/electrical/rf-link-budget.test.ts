// Link budget: Rappaport Example 4.1, the Friis ratio in watts computed with mathjs units,
// power-unit equivalence, margin / range consistency, warnings and each error.
import * as math from 'mathjs';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

describe('rf-link-budget', () => {
  it('reproduces Rappaport, Wireless Communications, Example 4.1', () => {
    const base = { tx_power: 50, tx_power_unit: 'W', frequency: 900, frequency_unit: 'MHz' };
    const near = result('rf-link-budget', { ...base, distance: 100, distance_unit: 'm' });
    expect(near.tx_power_dbm).toBeCloseTo(47.0, 1);
    expect(near.rx_power_dbm).toBeCloseTo(-24.5, 1);
    expect(near.rx_power_w).toBeCloseTo(3.5e-6, 7);
    const far = result('rf-link-budget', { ...base, distance: 10, distance_unit: 'km' });
    expect(far.rx_power_dbm).toBeCloseTo(-64.5, 1);
    // Pt in dBW is 17.0 dBW: the same link entered in dBW.
    expect(result('rf-link-budget', { tx_power: 10 * Math.log10(50), tx_power_unit: 'dBW', frequency: 900, distance: 100, distance_unit: 'm' }).rx_power_dbm).toBeCloseTo(near.rx_power_dbm, 10);
  });

  it('equals the Friis transmission equation Pr = Pt·Gt·Gr·λ² / (4πd)² evaluated with mathjs units', () => {
    const lambda = math.evaluate('speedOfLight / (2.45 GHz)').toNumber('m');
    const d = math.unit('3.2 km').toNumber('m');
    const gt = 10 ** (12 / 10);
    const gr = 10 ** (6 / 10);
    const lossT = 10 ** (-1.5 / 10);
    const lossR = 10 ** (-0.5 / 10);
    const other = 10 ** (-3 / 10);
    const prW = 0.5 * gt * gr * lossT * lossR * other * (lambda / (4 * Math.PI * d)) ** 2;
    const r = result('rf-link-budget', { tx_power: 500, tx_power_unit: 'mW', tx_antenna_gain_dbi: 12, tx_cable_loss_db: 1.5, frequency: 2.45, frequency_unit: 'GHz', distance: 3.2, distance_unit: 'km', other_losses_db: 3, rx_antenna_gain_dbi: 6, rx_cable_loss_db: 0.5 });
    expect(r.rx_power_w / prW).toBeCloseTo(1, 12);
    expect(r.eirp_w).toBeCloseTo(0.5 * gt * lossT, 12);
    expect(r.total_path_loss_db).toBeCloseTo(r.fspl_db + 3, 12);
  });

  it('treats 1 W, 1000 mW, 30 dBm and 0 dBW alike', () => {
    const common = { frequency: 868, distance: 5 };
    const want = result('rf-link-budget', { ...common, tx_power: 30 }).rx_power_dbm;
    expect(result('rf-link-budget', { ...common, tx_power: 1, tx_power_unit: 'W' }).rx_power_dbm).toBeCloseTo(want, 12);
    expect(result('rf-link-budget', { ...common, tx_power: 1000, tx_power_unit: 'mW' }).rx_power_dbm).toBeCloseTo(want, 12);
    expect(result('rf-link-budget', { ...common, tx_power: 0, tx_power_unit: 'dBW' }).rx_power_dbm).toBeCloseTo(want, 12);
  });

  it('gives a margin whose free-space range puts the received power exactly at the sensitivity', () => {
    const link = { tx_power: 14, tx_antenna_gain_dbi: 2.15, frequency: 868, rx_antenna_gain_dbi: 2.15, rx_sensitivity_dbm: -137 };
    const r = result('rf-link-budget', { ...link, distance: 10 });
    expect(r.margin_db).toBeCloseTo(r.rx_power_dbm + 137, 12);
    expect(r.link_closes).toBe(true);
    const atRange = result('rf-link-budget', { ...link, distance: r.max_distance_km });
    expect(atRange.rx_power_dbm).toBeCloseTo(-137, 9);
    expect(result('rf-link-budget', { ...link, distance: r.max_distance_km * 1.01 }).link_closes).toBe(false);
    const noSens = result('rf-link-budget', { tx_power: 14, frequency: 868, distance: 10 });
    expect(Object.keys(noSens)).not.toContain('margin_db');
  });

  it('warns in the near field', () => {
    expect(ok('rf-link-budget', { tx_power: 0, frequency: 10, distance: 20, distance_unit: 'm' }).warnings.map((w) => w.code)).toEqual(['OUTSIDE_VALIDITY_RANGE']);
  });

  it('gives the wavelength c / f (mathjs) and no near-field warning many wavelengths away', () => {
    const env = ok('rf-link-budget', { tx_power: 20, frequency: 2.4, frequency_unit: 'GHz', distance: 1 });
    // λ = 299 792 458 / 2.4e9 = 0.1249 m; 1 km is 8000 wavelengths.
    expect((env.result as { wavelength_m: number }).wavelength_m).toBeCloseTo(math.evaluate('speedOfLight / (2.4 GHz)').toNumber('m'), 15);
    expect(env.warnings).toEqual([]);
  });

  it('takes d = 2λ as far field (FSPL assumes d ≥ 2λ): at f = c numerically λ is 1 m', () => {
    // f = 299 792 458 Hz gives λ = 1 m exactly, so 2 m is exactly two wavelengths and 1.99 m is under.
    const at = (distance: number) => ok('rf-link-budget', { tx_power: 0, frequency: 299792458, frequency_unit: 'Hz', distance, distance_unit: 'm' });
    expect((at(2).result as { wavelength_m: number }).wavelength_m).toBe(1);
    expect(at(2).warnings).toEqual([]);
    expect(at(1.99).warnings.map((w) => w.code)).toEqual(['OUTSIDE_VALIDITY_RANGE']);
  });

  it('closes the link at exactly zero margin (received power equal to the sensitivity)', () => {
    const link = { tx_power: 14, frequency: 868, distance: 10 };
    const prx = result('rf-link-budget', link).rx_power_dbm;
    const r = result('rf-link-budget', { ...link, rx_sensitivity_dbm: prx });
    expect(r.margin_db).toBe(0);
    expect(r.link_closes).toBe(true);
    expect(r.max_distance_km).toBeCloseTo(10, 12);
  });

  it.each([
    [{ tx_power: 20, frequency: 2400, distance: 1, tx_cable_loss_db: -1 }, 'LOSS_MUST_BE_NONNEGATIVE', 'tx_cable_loss_db'],
    [{ tx_power: 20, frequency: 2400, distance: 1, rx_cable_loss_db: -1 }, 'LOSS_MUST_BE_NONNEGATIVE', 'rx_cable_loss_db'],
    [{ tx_power: 20, frequency: 2400, distance: 1, other_losses_db: -3 }, 'LOSS_MUST_BE_NONNEGATIVE', 'other_losses_db'],
    [{ tx_power: 0, tx_power_unit: 'W', frequency: 2400, distance: 1 }, 'POWER_MUST_BE_POSITIVE', 'tx_power'],
    [{ tx_power: -5, tx_power_unit: 'mW', frequency: 2400, distance: 1 }, 'POWER_MUST_BE_POSITIVE', 'tx_power'],
    [{ tx_power: 20, frequency: -1, distance: 1 }, 'FREQUENCY_MUST_BE_POSITIVE', 'frequency'],
    [{ tx_power: 20, frequency: 2400, distance: 0 }, 'DISTANCE_MUST_BE_POSITIVE', 'distance'],
    [{ tx_power: 20, frequency: 2400, distance: 1, rx_sensitivity_dbm: -1e5 }, 'NON_FINITE_RESULT', 'rx_sensitivity_dbm'],
    // The range overflows (margin ≈ 9920 dB, 10^(9920/20) km) while the frequency in Hz is the largest input: the field is still the sensitivity.
    [{ tx_power: 20, frequency: 2.4e9, frequency_unit: 'Hz', distance: 1, rx_sensitivity_dbm: -1e4 }, 'NON_FINITE_RESULT', 'rx_sensitivity_dbm'],
    [{ frequency: 2400, distance: 1 }, 'MISSING_REQUIRED_INPUT', 'tx_power'],
    [{ tx_power: 20, tx_power_unit: 'dBmW', frequency: 2400, distance: 1 }, 'INVALID_MODE', 'tx_power_unit'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure('rf-link-budget', inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });
});

declaresTheCodesItReturns('rf-link-budget');
