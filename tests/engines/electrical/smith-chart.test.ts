// Smith chart: Pozar Example 2.2, the line-input impedance against the independent tan-formula
// Zin = Z0(ZL + jZ0 tan βℓ)/(Z0 + jZL tan βℓ) in mathjs, consistency of the four input forms,
// periodicity, chart scales, the open/short/matched points and each error.
import * as math from 'mathjs';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

/** Pozar eq. 2.44, evaluated with mathjs complex numbers. */
function zinTan(R: number, X: number, z0: number, lengthWl: number): math.Complex {
  const zl = math.complex(R, X);
  const t = math.complex(0, Math.tan(2 * Math.PI * lengthWl));
  return math.multiply(z0, math.divide(math.add(zl, math.multiply(t, z0)), math.add(z0, math.multiply(t, zl)))) as math.Complex;
}

describe('smith-chart', () => {
  it('reproduces Pozar Example 2.2 (40 + j70 Ω, Z0 = 100 Ω, ℓ = 0.3 λ)', () => {
    const r = result('smith-chart', { z0: 100, resistance: 40, reactance: 70, line_length_wl: 0.3 });
    expect(r).toMatchObject({ z_norm_re: 0.4, z_norm_im: 0.7, line_length_wl: 0.3 });
    expect(r.gamma_mag).toBeCloseTo(0.59, 2);
    expect(r.gamma_angle_deg).toBeCloseTo(104, 0);
    expect(r.vswr).toBeCloseTo(3.87, 2);
    expect(r.return_loss_db).toBeCloseTo(4.6, 1);
    expect(r.wtg_wl).toBeCloseTo(0.106, 3);
    expect(r.line_input.wtg_wl).toBeCloseTo(0.406, 3);
    expect(r.line_input.resistance_ohm).toBeCloseTo(36.5, 1);
    expect(r.line_input.reactance_ohm).toBeCloseTo(-61.1, 1);
    expect(r.line_input.gamma_mag).toBeCloseTo(r.gamma_mag, 14);
    expect(r.line_input.vswr).toBeCloseTo(r.vswr, 12);
  });

  it.each([
    [40, 70, 100, 0.3],
    [10, -25, 50, 0.1],
    [200, 0, 50, 0.125],
    [75, 30, 75, 1.37],
    [5, 5, 50, 0.45],
    [120, -80, 50, -0.2],
  ])('input impedance of %s + j%s Ω on Z0 = %s Ω after %s λ matches the tan formula', (R, X, z0, l) => {
    const r = result('smith-chart', { z0, resistance: R, reactance: X, line_length_wl: l });
    const want = zinTan(R, X, z0, l);
    expect(r.line_input.resistance_ohm).toBeCloseTo(want.re, 9);
    expect(r.line_input.reactance_ohm).toBeCloseTo(want.im, 9);
    // Admittance is the reciprocal of the impedance at the same point.
    const y = math.divide(1, want) as math.Complex;
    expect(r.line_input.conductance_s).toBeCloseTo(y.re, 12);
    expect(r.line_input.susceptance_s).toBeCloseTo(y.im, 12);
  });

  it('gives the same reading from Z, normalised z, Y and Γ', () => {
    const fromZ = result('smith-chart', { z0: 50, resistance: 30, reactance: -45 });
    const fromz = result('smith-chart', { mode: 'normalized', z_norm_re: 0.6, z_norm_im: -0.9 });
    const y = math.divide(1, math.complex(30, -45)) as math.Complex;
    const fromY = result('smith-chart', { mode: 'admittance', conductance: y.re, susceptance: y.im });
    const fromG = result('smith-chart', { mode: 'gamma', gamma_mag: fromZ.gamma_mag, gamma_angle_deg: fromZ.gamma_angle_deg });
    for (const other of [fromz, fromY, fromG]) {
      for (const k of ['resistance_ohm', 'reactance_ohm', 'y_norm_re', 'y_norm_im', 'gamma_re', 'gamma_im', 'vswr', 'q_factor', 'wtg_wl', 'vmin_distance_wl']) {
        expect(other[k]).toBeCloseTo(fromZ[k], 12);
      }
    }
    expect(fromZ.q_factor).toBeCloseTo(1.5, 14);
    expect(result('smith-chart', { R: 30, X: -45, Z0: 50 })).toEqual(fromZ);
    expect(result('smith-chart', { mode: 'admittance', G: y.re, B: y.im })).toEqual(fromY);
  });

  it('repeats every half wavelength; a negative length moves toward the load', () => {
    const at = (l: number) => result('smith-chart', { resistance: 22, reactance: 31, line_length_wl: l }).line_input;
    for (const k of ['resistance_ohm', 'reactance_ohm']) {
      expect(at(0.17 + 0.5)[k]).toBeCloseTo(at(0.17)[k], 10);
      expect(at(-0.1)[k]).toBeCloseTo(at(0.4)[k], 10);
    }
  });

  it('reads the chart scales: quarter-wave inversion, WTG and voltage max/min positions', () => {
    // Pozar eq. 2.61: a λ/4 line transforms ZL to Z0²/ZL.
    const q = result('smith-chart', { resistance: 100, reactance: 40, line_length_wl: 0.25 });
    const inv = math.divide(2500, math.complex(100, 40)) as math.Complex;
    expect(q.line_input.resistance_ohm).toBeCloseTo(inv.re, 10);
    expect(q.line_input.reactance_ohm).toBeCloseTo(inv.im, 10);
    // Resistive loads: RL > Z0 has a voltage maximum at the load (0.25 λ WTG), RL < Z0 a minimum (0 λ WTG).
    expect(result('smith-chart', { resistance: 100 })).toMatchObject({ wtg_wl: 0.25, wtl_wl: 0.25, vmax_distance_wl: 0, vmin_distance_wl: 0.25 });
    expect(result('smith-chart', { resistance: 25 })).toMatchObject({ wtg_wl: 0, wtl_wl: 0, vmin_distance_wl: 0, vmax_distance_wl: 0.25 });
  });

  it('handles the short, open and matched points with nulls and info warnings', () => {
    const short = ok('smith-chart', { resistance: 0, reactance: 0, line_length_wl: 0.25 });
    const s = short.result as any;
    expect(s).toMatchObject({ gamma_re: -1, conductance_s: null, y_norm_re: null, vswr: null, q_factor: null, wtg_wl: 0, vmin_distance_wl: 0 });
    // λ/4 of line turns the short into an open.
    expect(s.line_input).toMatchObject({ resistance_ohm: null, conductance_s: 0, gamma_re: 1 });
    expect(short.warnings.map((w) => w.code)).toEqual(['INFINITE_ADMITTANCE', 'TOTAL_REFLECTION', 'INFINITE_IMPEDANCE']);
    expect(short.result_detail.formatted).toBe('Zin = ∞ (open circuit)');
    const matched = ok('smith-chart', { mode: 'normalized', z_norm_re: 1 });
    expect(matched.result).toMatchObject({ vswr: 1, return_loss_db: null, wtg_wl: null, vmax_distance_wl: null, vmin_distance_wl: null });
    expect(matched.warnings.map((w) => w.code)).toEqual(['PERFECT_MATCH']);
    const reactive = result('smith-chart', { resistance: 0, reactance: 50 });
    expect(reactive).toMatchObject({ gamma_mag: 1, q_factor: null, vswr: null });
  });

  it.each([
    [{ z0: 0, resistance: 10 }, 'IMPEDANCE_MUST_BE_POSITIVE', 'z0'],
    [{ resistance: -1 }, 'RESISTANCE_MUST_BE_NONNEGATIVE', 'resistance'],
    [{ mode: 'normalized', z_norm_re: -0.1 }, 'RESISTANCE_MUST_BE_NONNEGATIVE', 'z_norm_re'],
    [{ mode: 'admittance', conductance: -0.01 }, 'CONDUCTANCE_MUST_BE_NONNEGATIVE', 'conductance'],
    [{ mode: 'gamma', gamma_mag: 1.5 }, 'GAMMA_MAGNITUDE_OUT_OF_RANGE', 'gamma_mag'],
    [{ reactance: 5 }, 'MISSING_REQUIRED_INPUT', 'resistance'],
    [{ mode: 'normalized' }, 'MISSING_REQUIRED_INPUT', 'z_norm_re'],
    [{ mode: 'admittance', susceptance: 0.01 }, 'MISSING_REQUIRED_INPUT', 'conductance'],
    [{ mode: 'gamma' }, 'MISSING_REQUIRED_INPUT', 'gamma_mag'],
    [{ mode: 'polar', resistance: 5 }, 'INVALID_MODE', 'mode'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure('smith-chart', inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });
});

describe('smith-chart: scales, the rim and the edges of each input form', () => {
  it('reads the wavelengths-toward-load scale as 0.5 λ minus the WTG reading (Pozar Example 2.2: 0.106 → 0.394 λ)', () => {
    const r = result('smith-chart', { z0: 100, resistance: 40, reactance: 70 });
    // Γ = (z − 1)/(z + 1) for z = 0.4 + j0.7; WTG = (180° − ∠Γ)/720°, WTL = 0.5 − WTG.
    const g = math.divide(math.complex(-0.6, 0.7), math.complex(1.4, 0.7)) as math.Complex;
    const wtg = (180 - (Math.atan2(g.im, g.re) * 180) / Math.PI) / 720;
    expect(r.wtg_wl).toBeCloseTo(wtg, 12);
    expect(r.wtl_wl).toBeCloseTo(0.5 - wtg, 12);
    expect(r.wtl_wl).toBeCloseTo(0.394, 3);
  });

  it('has no scale position at the matched centre: WTL is null like WTG', () => {
    expect(result('smith-chart', { mode: 'normalized', z_norm_re: 1 })).toMatchObject({ wtg_wl: null, wtl_wl: null });
    // |Γ| = 0 is a valid Γ input: the same centre, Z = Z0.
    const centre = ok('smith-chart', { mode: 'gamma', gamma_mag: 0 });
    expect(centre.result).toMatchObject({ resistance_ohm: 50, reactance_ohm: 0, wtg_wl: null, wtl_wl: null });
    expect(centre.warnings.map((w) => w.code)).toEqual(['PERFECT_MATCH']);
  });

  it('accepts a zero real part: z = j1 is Γ = j, and G = 0, B = 0.02 S on 50 Ω is Γ = −j', () => {
    // (j − 1)/(j + 1) = j.
    expect(result('smith-chart', { mode: 'normalized', z_norm_re: 0, z_norm_im: 1 })).toMatchObject({ gamma_re: 0, gamma_im: 1, resistance_ohm: 0, reactance_ohm: 50, vswr: null });
    // y = 0.02 × 50 j = j, z = 1/j = −j (X = −50 Ω), Γ = (1 − j)/(1 + j) = −j.
    const r = result('smith-chart', { mode: 'admittance', conductance: 0, susceptance: 0.02 });
    expect(r).toMatchObject({ resistance_ohm: 0, gamma_re: 0, vswr: null });
    expect(r.reactance_ohm).toBeCloseTo(-50, 12);
    expect(r.gamma_im).toBeCloseTo(-1, 15);
  });

  it('refuses a negative |Γ|', () => {
    expect(failure('smith-chart', { mode: 'gamma', gamma_mag: -0.2, gamma_angle_deg: 30 })).toMatchObject({ http: 400, code: 'GAMMA_MAGNITUDE_OUT_OF_RANGE', field: 'gamma_mag' });
  });

  it('takes Z0 through its textbook alias', () => {
    // 40 + j70 Ω on Z0 = 100 Ω: z = 0.4 + j0.7.
    expect(result('smith-chart', { R: 40, X: 70, Z0: 100 })).toMatchObject({ z_norm_re: 0.4, z_norm_im: 0.7 });
  });

  it('reads |Γ| within 1e−12 of 1 at 0° as the open circuit, not as 0 Ω', () => {
    const open = ok('smith-chart', { mode: 'gamma', gamma_mag: 1 - 1e-13, gamma_angle_deg: 0 });
    expect(open.result).toMatchObject({ resistance_ohm: null, conductance_s: 0, susceptance_s: 0, vswr: null, wtg_wl: 0.25 });
    expect(open.warnings.map((w) => w.code)).toEqual(['INFINITE_IMPEDANCE', 'TOTAL_REFLECTION']);
    // At 180° it is the short circuit: Z = 0, admittance infinite.
    const short = ok('smith-chart', { mode: 'gamma', gamma_mag: 1 - 1e-13, gamma_angle_deg: 180 });
    expect(short.result).toMatchObject({ resistance_ohm: 0, reactance_ohm: 0, conductance_s: null });
    expect(short.warnings.map((w) => w.code)).toEqual(['INFINITE_ADMITTANCE', 'TOTAL_REFLECTION']);
  });
});

declaresTheCodesItReturns('smith-chart', [
  // CONDUCTANCE_MUST_BE_NONNEGATIVE: an active load in admittance form.
  { mode: 'admittance', conductance: -0.01 },
  // INFINITE_ADMITTANCE: a short circuit.
  { resistance: 0, reactance: 0 },
]);
