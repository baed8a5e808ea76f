// Coax: Z0 = η0/(2π√εr)·ln(D/d) with mathjs's vacuum impedance, the TEM identities Z0 = √(L/C) and
// v = 1/√(LC), the IEEE 287 7 mm air line, design-mode round trips, units and each error.
import * as math from 'mathjs';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const eta0 = math.vacuumImpedance.toNumber('ohm');
const c = math.speedOfLight.toNumber('m/s');

describe('coax-impedance', () => {
  it.each([
    [0.81, 2.95, 2.25],
    [1.02, 4.57, 1.5],
    [3.04, 7, 1],
    [0.91, 2.98, 2.1],
    [1, 100, 4],
  ])('d = %s mm, D = %s mm, εr = %s matches η0/(2π√εr)·ln(D/d) and the TEM identities', (d, D, er) => {
    const r = result('coax-impedance', { inner_diameter: d, outer_diameter: D, dielectric_constant: er });
    expect(r.impedance_ohm).toBeCloseTo((eta0 / (2 * Math.PI * Math.sqrt(er))) * Math.log(D / d), 6);
    const L = r.inductance_nh_per_m * 1e-9;
    const C = r.capacitance_pf_per_m * 1e-12;
    expect(Math.sqrt(L / C)).toBeCloseTo(r.impedance_ohm, 8);
    expect(1 / Math.sqrt(L * C) / c).toBeCloseTo(r.velocity_factor, 10);
    expect(r.delay_ns_per_m).toBeCloseTo((1e9 * Math.sqrt(er)) / c, 12);
  });

  it('gives 50 Ω for the IEEE 287 7 mm precision air line, in mm, inches and mils', () => {
    const mm = result('coax-impedance', { inner_diameter: 3.04, outer_diameter: 7 }).impedance_ohm;
    expect(mm).toBeCloseTo(50, 1);
    expect(result('coax-impedance', { inner_diameter: 3.04 / 25.4, outer_diameter: 7 / 25.4, diameter_unit: 'in' }).impedance_ohm).toBeCloseTo(mm, 10);
    expect(result('coax-impedance', { inner_diameter: 3040 / 25.4, outer_diameter: 7000 / 25.4, diameter_unit: 'mil' }).impedance_ohm).toBeCloseTo(mm, 10);
    expect(result('coax-impedance', { inner_diameter: 0.304, outer_diameter: 0.7, diameter_unit: 'cm' }).inner_diameter).toBe(0.304);
    // TE11 cutoff ≈ 19 GHz: the 7 mm line is specified mode-free to 18 GHz.
    const fc = result('coax-impedance', { inner_diameter: 3.04, outer_diameter: 7 }).te11_cutoff_ghz;
    expect(fc).toBeGreaterThan(18);
    expect(fc).toBeCloseTo((2 * c) / (Math.PI * 10.04e-3) / 1e9, 10);
  });

  it('matches the solid-PE 50 Ω cable data of Belden 8259 (RG-58A/U): 101 pF/m, VP 66 %', () => {
    const r = result('coax-impedance', { mode: 'outer-diameter', inner_diameter: 0.9, dielectric_constant: 2.25, impedance_ohm: 50 });
    expect(r.capacitance_pf_per_m).toBeCloseTo(1.5 / (c * 50) * 1e12, 8);
    expect(Math.abs(r.capacitance_pf_per_m - 101) / 101).toBeLessThan(0.01);
    expect(r.velocity_factor).toBeCloseTo(0.667, 3);
  });

  it('design modes invert the impedance mode', () => {
    for (const [z0, er] of [[50, 1], [75, 1.5], [93, 2.25], [25, 4]]) {
      const outer = ok('coax-impedance', { mode: 'outer-diameter', inner_diameter: 1.2, dielectric_constant: er, impedance_ohm: z0 });
      const D = (outer.result as any).outer_diameter;
      expect(outer.result_detail.unit).toBe('mm');
      expect(result('coax-impedance', { inner_diameter: 1.2, outer_diameter: D, dielectric_constant: er }).impedance_ohm).toBeCloseTo(z0, 9);
      const inner = result('coax-impedance', { mode: 'inner-diameter', outer_diameter: D, dielectric_constant: er, impedance_ohm: z0 });
      expect(inner.inner_diameter).toBeCloseTo(1.2, 12);
    }
  });

  it.each([
    [{ inner_diameter: 0, outer_diameter: 3 }, 'DIAMETER_MUST_BE_POSITIVE', 'inner_diameter'],
    [{ inner_diameter: 1, outer_diameter: -3 }, 'DIAMETER_MUST_BE_POSITIVE', 'outer_diameter'],
    [{ inner_diameter: 2, outer_diameter: 2 }, 'OUTER_DIAMETER_MUST_EXCEED_INNER', 'outer_diameter'],
    [{ inner_diameter: 3, outer_diameter: 1 }, 'OUTER_DIAMETER_MUST_EXCEED_INNER', 'outer_diameter'],
    [{ inner_diameter: 1, outer_diameter: 3, dielectric_constant: 0.9 }, 'PERMITTIVITY_OUT_OF_RANGE', 'dielectric_constant'],
    [{ mode: 'outer-diameter', inner_diameter: 1, impedance_ohm: 0 }, 'IMPEDANCE_MUST_BE_POSITIVE', 'impedance_ohm'],
    [{ mode: 'outer-diameter', inner_diameter: 1, impedance_ohm: 1e6 }, 'NON_FINITE_RESULT', 'impedance_ohm'],
    [{ mode: 'outer-diameter', inner_diameter: 1 }, 'MISSING_REQUIRED_INPUT', 'impedance_ohm'],
    [{ mode: 'inner-diameter', impedance_ohm: 50 }, 'MISSING_REQUIRED_INPUT', 'outer_diameter'],
    [{ mode: 'inner-diameter', outer_diameter: 0, impedance_ohm: 50 }, 'DIAMETER_MUST_BE_POSITIVE', 'outer_diameter'],
    [{ outer_diameter: 3 }, 'MISSING_REQUIRED_INPUT', 'inner_diameter'],
    [{ inner_diameter: 1 }, 'MISSING_REQUIRED_INPUT', 'outer_diameter'],
    [{ inner_diameter: 1, outer_diameter: 3, diameter_unit: 'm' }, 'INVALID_MODE', 'diameter_unit'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure('coax-impedance', inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });
});

describe('coax-impedance: what each mode reports', () => {
  it('answers in Ω with the impedance formula, also when the mode is named', () => {
    const named = ok('coax-impedance', { mode: 'impedance', inner_diameter: 2, outer_diameter: 7 });
    expect(named.result_detail.unit).toBe('Ω');
    expect(named.formula?.id).toBe('coax-impedance.z0');
    // 59.9585 Ω × ln 3.5 = 59.9585 × 1.252763 = 75.1138 Ω (η0/2π = 376.7303 / 6.283185 = 59.9585 Ω).
    expect((named.result as any).impedance_ohm).toBeCloseTo(75.1138, 3);
    expect(ok('coax-impedance', { inner_diameter: 2, outer_diameter: 7 }).result_detail.unit).toBe('Ω');
  });

  it('names the design formula of each design mode', () => {
    expect(ok('coax-impedance', { mode: 'outer-diameter', inner_diameter: 0.9, impedance_ohm: 50 }).formula?.id).toBe('coax-impedance.outer');
    expect(ok('coax-impedance', { mode: 'inner-diameter', outer_diameter: 2.95, impedance_ohm: 50 }).formula?.id).toBe('coax-impedance.inner');
  });

  it('echoes the target impedance exactly in the design modes (not recomputed from the rounded diameters)', () => {
    expect(result('coax-impedance', { mode: 'outer-diameter', inner_diameter: 0.9, impedance_ohm: 50 }).impedance_ohm).toBe(50);
    expect(result('coax-impedance', { mode: 'inner-diameter', outer_diameter: 2.95, impedance_ohm: 50 }).impedance_ohm).toBe(50);
    expect(result('coax-impedance', { mode: 'outer-diameter', inner_diameter: 0.9, impedance_ohm: 100 }).impedance_ohm).toBe(100);
  });

  it('lowers the TE11 cutoff by √εr: d = 0.9 mm, D = 2.95 mm in solid PE (εr 2.25) → 33.05 GHz', () => {
    // fc ≈ 2c / (π·√εr·(d + D)) = 599 584 916 / (π × 1.5 × 3.85e-3) Hz = 33.048 GHz.
    const r = result('coax-impedance', { inner_diameter: 0.9, outer_diameter: 2.95, dielectric_constant: 2.25 });
    expect(r.te11_cutoff_ghz).toBeCloseTo((2 * c) / (Math.PI * 1.5 * 3.85e-3) / 1e9, 9);
    expect(r.te11_cutoff_ghz).toBeCloseTo(33.048, 3);
  });

  it('blames the impedance for an overflowing diameter ratio even when another input is larger', () => {
    // ln(D/d) = 2π·√εr·Z0/η0 = 2π × 1e4 × 10 / 376.73 = 1668, beyond ln(1.8e308) = 709.8.
    const f = failure('coax-impedance', { mode: 'outer-diameter', inner_diameter: 1, impedance_ohm: 10, dielectric_constant: 1e8 });
    expect(f).toMatchObject({ http: 400, code: 'NON_FINITE_RESULT', field: 'impedance_ohm' });
  });
});

declaresTheCodesItReturns('coax-impedance', [
  { mode: 'outer-diameter', inner_diameter: 0.9, impedance_ohm: 0 }, // IMPEDANCE_MUST_BE_POSITIVE
]);
