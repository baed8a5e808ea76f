// ac-dc-rectifier: textbook values (Hughes exercise, Boylestad constants), the exact
// averages with diode drops against numerical integration, the three circuits,
// peak/RMS input, load currents and powers, and every error code.
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'ac-dc-rectifier';

/** Average and RMS of max(0, Vp·|sin| − drop) (or the half-wave version) by a 100 000-point midpoint rule. */
function integrate(vp: number, drop: number, full: boolean) {
  const n = 100_000;
  let m = 0;
  let q = 0;
  for (let i = 0; i < n; i++) {
    const s = Math.sin(((i + 0.5) / n) * 2 * Math.PI);
    const v = Math.max(0, vp * (full ? Math.abs(s) : s) - drop);
    m += v;
    q += v * v;
  }
  return { avg: m / n, rms: Math.sqrt(q / n) };
}

describe('ac-dc-rectifier', () => {
  it('Hughes exercise: half-wave, ideal diode, 230 V RMS, 1000 Ω → 0.325 A peak, 0.104 A mean, 0.163 A RMS, 26.5 W', () => {
    const r = result(ID, { circuit: 'half', vin: 230, diode_drop: 0, load_resistance: 1000 });
    expect(r.diode_i_peak).toBeCloseTo(0.3253, 4);
    expect(r.diode_i_avg).toBeCloseTo(0.1035, 4);
    expect(r.diode_i_rms).toBeCloseTo(0.1626, 4);
    expect(r.p_load).toBeCloseTo(26.45, 10);
    expect(r.i_dc).toBe(r.diode_i_avg);
    expect(r.p_diodes).toBe(0);
  });

  it('ideal textbook constants: half-wave 0.318·Vp, ripple 1.21, 40.5 %; full-wave 0.636·Vp, 0.483, 81.1 %', () => {
    const half = result(ID, { circuit: 'half', vin: 10, vin_kind: 'peak', diode_drop: 0 });
    expect(half.vout_avg).toBeCloseTo(10 / Math.PI, 13);
    expect(half.vout_rms).toBeCloseTo(5, 13);
    expect(half.ripple_factor).toBeCloseTo(1.2114, 4);
    expect(half.rectification_ratio_pct).toBeCloseTo(40.53, 2);
    expect(half.conduction_angle_deg).toBeCloseTo(180, 12);
    expect(half.ripple_frequency).toBe(50);
    for (const circuit of ['center-tap', 'bridge']) {
      const full = result(ID, { circuit, vin: 10, vin_kind: 'peak', diode_drop: 0, frequency: 60 });
      expect(full.vout_avg).toBeCloseTo(20 / Math.PI, 13);
      expect(full.ripple_factor).toBeCloseTo(0.4834, 4);
      expect(full.rectification_ratio_pct).toBeCloseTo(81.06, 2);
      expect(full.form_factor).toBeCloseTo(1.1107, 4);
      expect(full.ripple_frequency).toBe(120);
    }
  });

  it.each([
    ['half', 12, 0.7, false],
    ['center-tap', 12, 0.7, true],
    ['bridge', 12, 1.4, true],
    ['bridge', 3, 1.4, true],
    ['half', 230, 1.1, false],
  ] as const)('%s from %s V RMS with %s V of drops matches numerical integration', (circuit, vrms, drop, full) => {
    const r = result(ID, { circuit, vin: vrms, diode_drop: circuit === 'bridge' ? drop / 2 : drop });
    const num = integrate(vrms * Math.SQRT2, drop, full);
    expect(r.vout_avg).toBeCloseTo(num.avg, 6);
    expect(r.vout_rms).toBeCloseTo(num.rms, 6);
    expect(r.vout_peak).toBeCloseTo(vrms * Math.SQRT2 - drop, 12);
    // The common shortcut 0.318/0.636·(Vp − drop) overestimates slightly.
    expect(r.vout_avg).toBeLessThan(((full ? 2 : 1) * (vrms * Math.SQRT2 - drop)) / Math.PI);
  });

  it('PIV per circuit (Boylestad): half Vp, centre-tap 2Vp − Vf, bridge Vp − Vf; bridge diodes carry half the load', () => {
    const vp = 12 * Math.SQRT2;
    expect(result(ID, { circuit: 'half', vin: 12 }).piv).toBeCloseTo(vp, 12);
    expect(result(ID, { circuit: 'center-tap', vin: 12 }).piv).toBeCloseTo(2 * vp - 0.7, 12);
    const b = result(ID, { circuit: 'bridge', vin: 12, load_resistance: 100 });
    expect(b.piv).toBeCloseTo(vp - 0.7, 12);
    expect(b.diodes_in_path).toBe(2);
    expect(b.diode_i_avg).toBeCloseTo(b.i_dc / 2, 15);
    expect(b.diode_i_rms).toBeCloseTo(b.i_rms / Math.SQRT2, 15);
    expect(b.p_diodes).toBeCloseTo(1.4 * b.i_dc, 15);
    expect(b.p_load).toBeCloseTo(b.vout_rms ** 2 / 100, 12);
  });

  it('peak input, defaults, circuit synonyms and the formatted headline', () => {
    expect(result(ID, { vin: 16.97056274847714, vin_kind: 'peak' }).vin_rms).toBeCloseTo(12, 12);
    const a = ok(ID, { circuit: 'Full-Bridge', vin: 12 });
    expect(a.inputs).toMatchObject({ circuit: 'bridge', diode_drop: 0.7, frequency: 50, vin_kind: 'rms' });
    expect(a.result_detail.unit).toBe('V');
    expect(a.result_detail.formatted).toMatch(/^V_dc = [\d.]+ V \(peak [\d.]+ V, RMS [\d.]+ V\)$/);
    expect(result(ID, { circuit: 'centre-tap', vin: 12 }).circuit).toBe('center-tap');
    expect(result(ID, { circuit: 'half-wave', vin: 12 }).circuit).toBe('half');
  });

  it('DC load power p_dc = V_dc² / R: half-wave, ideal diode, 230 V RMS, 1000 Ω → (230·√2/π)² / 1000 = 105.8/π² W', () => {
    expect(result(ID, { circuit: 'half', vin: 230, diode_drop: 0, load_resistance: 1000 }).p_dc).toBeCloseTo(105.8 / Math.PI ** 2, 12);
  });

  it('diode peak current is (Vp − 2·Vf) / R for a bridge (Boylestad: output peak Vm − 2VK): 12 V RMS, 0.7 V, 100 Ω', () => {
    expect(result(ID, { circuit: 'bridge', vin: 12, load_resistance: 100 }).diode_i_peak).toBeCloseTo((12 * Math.SQRT2 - 1.4) / 100, 14);
  });

  it.each([
    ['pk', 'vin_peak'],
    ['vpeak', 'vin_peak'],
    ['amplitude', 'vin_peak'],
    ['vrms', 'vin_rms'],
    ['ac', 'vin_rms'],
  ])('vin_kind synonym %s reads vin as %s', (vin_kind, field) => {
    expect(result(ID, { circuit: 'half', vin: 10, vin_kind })[field]).toBe(10);
  });

  it('just above the drops the diodes conduct for a sliver of the cycle', () => {
    const r = result(ID, { circuit: 'bridge', vin: 1.4 / Math.SQRT2 + 0.001 });
    expect(r.conduction_angle_deg).toBeGreaterThan(0);
    expect(r.conduction_angle_deg).toBeLessThan(10);
    expect(r.vout_avg).toBeGreaterThan(0);
  });

  it.each([
    [{ vin: 0 }, 'VOLTAGE_MUST_BE_POSITIVE', 'vin'],
    [{ vin: -12 }, 'VOLTAGE_MUST_BE_POSITIVE', 'vin'],
    [{ vin: 12, diode_drop: -0.7 }, 'DIODE_DROP_MUST_BE_NONNEGATIVE', 'diode_drop'],
    [{ vin: 12, frequency: 0 }, 'FREQUENCY_MUST_BE_POSITIVE', 'frequency'],
    [{ vin: 0.9, circuit: 'bridge' }, 'NO_CONDUCTION', 'vin'],
    [{ vin: 0.45, circuit: 'half' }, 'NO_CONDUCTION', 'vin'],
    [{ vin: 12, load_resistance: 0 }, 'RESISTANCE_MUST_BE_NONZERO', 'load_resistance'],
    [{ vin: 12, load_resistance: -10 }, 'RESISTANCE_MUST_BE_POSITIVE', 'load_resistance'],
    [{ vin: 12, circuit: 'full' }, 'INVALID_MODE', 'circuit'],
    [{ vin: 12, vin_kind: 'pp' }, 'INVALID_MODE', 'vin_kind'],
    [{ circuit: 'bridge' }, 'MISSING_REQUIRED_INPUT', 'vin'],
    [{ vin: 'Infinity' }, 'INVALID_NUMBER', 'vin'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure(ID, inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(10);
  });
});

declaresTheCodesItReturns('ac-dc-rectifier');
