// Γ ↔ Z: against mathjs complex arithmetic on a grid and random loads, Pozar Example 2.2, the open,
// short, matched and purely reactive cases, and each error.
import * as math from 'mathjs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

describe('gamma-z', () => {
  it('Z → Γ equals (Z − Z0)/(Z + Z0) computed by mathjs, for a grid of loads and reference impedances', () => {
    for (const z0 of [50, 75, 100])
      for (const R of [0, 1, 25, 50, 120, 1000])
        for (const X of [-300, -50, 0, 10, 400]) {
          const r = result('gamma-z', { z0, resistance: R, reactance: X });
          const Z = math.complex(R, X);
          const g = math.divide(math.subtract(Z, z0), math.add(Z, z0)) as math.Complex;
          expect(r.gamma_re).toBeCloseTo(g.re, 13);
          expect(r.gamma_im).toBeCloseTo(g.im, 13);
          expect(r.gamma_mag).toBeCloseTo(math.abs(g) as unknown as number, 13);
          expect(r.z_norm_re).toBeCloseTo(R / z0, 13);
        }
  });

  it('Γ → Z inverts Z → Γ for random passive loads (rectangular and polar)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 1e4, noNaN: true }), fc.double({ min: -1e4, max: 1e4, noNaN: true }), (R, X) => {
        const g = result('gamma-z', { resistance: R, reactance: X });
        const rect = result('gamma-z', { mode: 'gamma-rect-to-z', gamma_re: g.gamma_re, gamma_im: g.gamma_im });
        const polar = result('gamma-z', { mode: 'gamma-polar-to-z', gamma_mag: g.gamma_mag, gamma_angle_deg: g.gamma_angle_deg });
        const scale = Math.hypot(R, X, 50);
        // Conditioning near |Γ| = 1 (|Z| ≫ Z0) amplifies rounding by ~|Z|²/Z0²; the tolerance follows it.
        const tol = 1e-12 * (scale / 50) ** 2 * scale + 1e-9;
        for (const back of [rect, polar]) {
          expect(Math.abs(back.resistance_ohm - R)).toBeLessThan(tol);
          expect(Math.abs(back.reactance_ohm - X)).toBeLessThan(tol);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('reproduces Pozar Example 2.2 (ZL = 40 + j70 Ω, Z0 = 100 Ω): 0.59 ∠104°, SWR 3.87, RL 4.6 dB', () => {
    const r = result('gamma-z', { z0: 100, resistance: 40, reactance: 70 });
    expect(r.gamma_mag).toBeCloseTo(0.59, 2);
    expect(r.gamma_angle_deg).toBeCloseTo(104, 0);
    expect(r.vswr).toBeCloseTo(3.87, 2);
    expect(r.return_loss_db).toBeCloseTo(4.6, 1);
    expect(r.impedance_mag_ohm).toBeCloseTo(Math.hypot(40, 70), 12);
    expect(r.impedance_angle_deg).toBeCloseTo((Math.atan2(70, 40) * 180) / Math.PI, 12);
  });

  it('handles the open, short, matched and purely reactive points', () => {
    const open = ok('gamma-z', { mode: 'gamma-polar-to-z', gamma_mag: 1, gamma_angle_deg: 0 });
    expect(open.result).toMatchObject({ resistance_ohm: null, reactance_ohm: null, impedance_mag_ohm: null, vswr: null });
    expect(open.warnings.map((w) => w.code)).toEqual(['INFINITE_IMPEDANCE', 'TOTAL_REFLECTION']);
    expect(open.result_detail.formatted).toBe('Z = ∞ (open circuit)');
    expect(result('gamma-z', { mode: 'gamma-polar-to-z', gamma_mag: 1, gamma_angle_deg: 180 })).toMatchObject({ resistance_ohm: 0, reactance_ohm: 0 });
    // Γ = j is z = j: a +50 Ω reactance with exactly zero resistance.
    expect(result('gamma-z', { mode: 'gamma-rect-to-z', gamma_re: 0, gamma_im: 1 })).toMatchObject({ resistance_ohm: 0, reactance_ohm: 50 });
    const matched = ok('gamma-z', { resistance: 75, z0: 75 });
    expect(matched.result).toMatchObject({ gamma_mag: 0, gamma_angle_deg: 0, vswr: 1, return_loss_db: null });
    expect(matched.warnings.map((w) => w.code)).toEqual(['PERFECT_MATCH']);
    // 75 Ω on 50 Ω: Γ = 0.2, VSWR 1.5 (blank reactance = 0).
    expect(result('gamma-z', { resistance: 75 }).vswr).toBeCloseTo(1.5, 14);
    // Textbook symbols are accepted as input aliases.
    expect(result('gamma-z', { R: 40, X: 70, Z0: 100 })).toEqual(result('gamma-z', { resistance: 40, reactance: 70, z0: 100 }));
  });

  it.each([
    [{ z0: 0, resistance: 50 }, 'IMPEDANCE_MUST_BE_POSITIVE', 'z0'],
    [{ z0: -50, resistance: 50 }, 'IMPEDANCE_MUST_BE_POSITIVE', 'z0'],
    [{ resistance: -1 }, 'RESISTANCE_MUST_BE_NONNEGATIVE', 'resistance'],
    [{ mode: 'gamma-polar-to-z', gamma_mag: 1.2 }, 'GAMMA_MAGNITUDE_OUT_OF_RANGE', 'gamma_mag'],
    [{ mode: 'gamma-polar-to-z', gamma_mag: -0.2 }, 'GAMMA_MAGNITUDE_OUT_OF_RANGE', 'gamma_mag'],
    [{ mode: 'gamma-rect-to-z', gamma_re: 0.8, gamma_im: 0.8 }, 'GAMMA_MAGNITUDE_OUT_OF_RANGE', 'gamma_re'],
    [{ reactance: 20 }, 'MISSING_REQUIRED_INPUT', 'resistance'],
    [{ mode: 'gamma-polar-to-z' }, 'MISSING_REQUIRED_INPUT', 'gamma_mag'],
    [{ mode: 'gamma-rect-to-z', gamma_im: 0.1 }, 'MISSING_REQUIRED_INPUT', 'gamma_re'],
    [{ mode: 'y-to-gamma', resistance: 1 }, 'INVALID_MODE', 'mode'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure('gamma-z', inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });
});

describe('gamma-z: modes, formulas and the edges of the chart', () => {
  it('names the formula of each direction, also when the default mode is named', () => {
    const named = ok('gamma-z', { mode: 'z-to-gamma', resistance: 100 });
    expect(named.formula?.id).toBe('gamma-z.gamma');
    // Γ = (100 − 50)/(100 + 50) = 1/3.
    expect((named.result as any).gamma_re).toBeCloseTo(1 / 3, 15);
    expect(ok('gamma-z', { resistance: 100 }).formula?.id).toBe('gamma-z.gamma');
    expect(ok('gamma-z', { mode: 'gamma-polar-to-z', gamma_mag: 0.5 }).formula?.id).toBe('gamma-z.impedance');
    expect(ok('gamma-z', { mode: 'gamma-rect-to-z', gamma_re: 0.5 }).formula?.id).toBe('gamma-z.impedance');
  });

  it('accepts |Γ| = 0 in polar form: the matched load Z = Z0', () => {
    // Z = Z0·(1 + 0)/(1 − 0) = 50 Ω.
    const r = ok('gamma-z', { mode: 'gamma-polar-to-z', gamma_mag: 0, gamma_angle_deg: 30 });
    expect(r.result).toMatchObject({ resistance_ohm: 50, reactance_ohm: 0, vswr: 1, return_loss_db: null });
    expect(r.warnings.map((w) => w.code)).toEqual(['PERFECT_MATCH']);
  });

  it('writes the angle of an impedance whose reactance underflows as 0, not −0', () => {
    // X/Z0 = −5e−324/50 rounds to −0; the angle atan(−1e−325) is 0 to double precision.
    expect(result('gamma-z', { resistance: 100, reactance: -5e-324 }).impedance_angle_deg).toBe(0);
  });

  it('reads Γ within 1e−12 of the rim as the rim point at the same angle: near Γ = 1 that is the open circuit', () => {
    // |Γ| = 1 − 1e−13 and 1 + 5e−13 at 0° are total reflection beside the open circuit (Z infinite), not 0 Ω.
    for (const gamma_re of [1 - 1e-13, 1 + 5e-13]) {
      const open = ok('gamma-z', { mode: 'gamma-rect-to-z', gamma_re });
      expect(open.result).toMatchObject({ resistance_ohm: null, reactance_ohm: null, gamma_mag: 1, vswr: null });
      expect(open.warnings.map((w) => w.code)).toEqual(['INFINITE_IMPEDANCE', 'TOTAL_REFLECTION']);
    }
    expect(result('gamma-z', { mode: 'gamma-polar-to-z', gamma_mag: 1 - 1e-13, gamma_angle_deg: 0 })).toMatchObject({ resistance_ohm: null });
    // Beside the short circuit it stays the short: Z = 0.
    expect(result('gamma-z', { mode: 'gamma-rect-to-z', gamma_re: -1 + 1e-13 })).toMatchObject({ resistance_ohm: 0, reactance_ohm: 0 });
    // Γ = 1 − 1e−13 + j1e−30: the rim point at θ = 1e−30 rad has z = j·cot(θ/2) ≈ j·2e30, so X ≈ 50 × 2e30 = 1e32 Ω.
    const nearOpen = result('gamma-z', { mode: 'gamma-rect-to-z', gamma_re: 1 - 1e-13, gamma_im: 1e-30 });
    expect(nearOpen.resistance_ohm).toBe(0);
    expect(nearOpen.reactance_ohm / 1e32).toBeCloseTo(1, 9);
  });

  it('refuses |Γ| more than 1e−12 above 1 instead of answering NaN', () => {
    // The double nearest 1 + 1e−12 is 1 + 4504·2^−52 = 1 + 1.00009e−12, beyond the rounding allowance.
    expect(failure('gamma-z', { mode: 'gamma-rect-to-z', gamma_re: 1 + 1e-12 })).toMatchObject({ http: 400, code: 'GAMMA_MAGNITUDE_OUT_OF_RANGE', field: 'gamma_re' });
    expect(failure('gamma-z', { mode: 'gamma-rect-to-z', gamma_re: 0.6, gamma_im: 0.8 + 1e-11 })).toMatchObject({ code: 'GAMMA_MAGNITUDE_OUT_OF_RANGE', field: 'gamma_re' });
  });
});

declaresTheCodesItReturns('gamma-z', [
  { resistance: 50 }, // PERFECT_MATCH (Γ = 0 on 50 Ω)
  { mode: 'gamma-rect-to-z', gamma_re: 1 }, // INFINITE_IMPEDANCE (open circuit)
]);
