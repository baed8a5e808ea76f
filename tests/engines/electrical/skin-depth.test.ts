// Skin depth: a published table (copper, aluminium, transformer steel at 1 Hz–200 kHz), Pozar's copper
// at 10 GHz, δ = √(2ρ/ωμ) with mathjs's μ0, scaling laws, presets, units, warnings and each error.
import * as math from 'mathjs';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const mu0 = math.magneticConstant.toNumber('H/m');
const twoSig = (x: number) => Number(x.toPrecision(2));

/** launchloop.com "Skin Depth" table (K. Lofstrom; copper after Matula 1979, aluminium after Simmons 1960), depths in mm. */
const TABLE: [string, number, number, [number, number][]][] = [
  ['copper', 1.7e-8, 1, [[1, 66], [60, 8.5], [400, 3.3], [1000, 2.1], [5000, 0.93], [20000, 0.46], [200000, 0.15]]],
  ['aluminium', 2.8e-8, 1, [[1, 84], [60, 11], [400, 4.2], [1000, 2.7], [5000, 1.2], [20000, 0.6], [200000, 0.19]]],
  ['3 % Si transformer steel', 5e-7, 700, [[1, 13], [60, 1.7], [400, 0.67], [1000, 0.43], [5000, 0.19], [200000, 0.03]]],
];

describe('skin-depth', () => {
  it.each(TABLE)('%s (ρ = %s Ω·m, μr = %s) matches the published table to its two digits', (_name, rho, mur, rows) => {
    for (const [f, mm] of rows) {
      const r = result('skin-depth', { frequency: f, frequency_unit: 'Hz', material: 'custom', resistivity: rho, relative_permeability: mur });
      expect(twoSig(r.skin_depth_mm)).toBe(mm);
    }
  });

  it('gives Pozar’s copper values at 10 GHz (δ = 0.66 µm, Rs = 0.026 Ω) and matches √(2ρ/ωμ) with mathjs μ0', () => {
    const sigma = 5.813e7;
    const r = result('skin-depth', { frequency: 10, frequency_unit: 'GHz', material: 'custom', resistivity: 1 / sigma });
    const omega = 2 * Math.PI * 1e10;
    expect(r.skin_depth_m).toBeCloseTo(Math.sqrt(2 / (omega * mu0 * sigma)), 15);
    expect(r.skin_depth_um).toBeCloseTo(0.66, 2);
    expect(r.surface_resistance_ohm).toBeCloseTo(Math.sqrt((omega * mu0) / (2 * sigma)), 12);
    expect(r.surface_resistance_ohm).toBeCloseTo(0.026, 3);
    expect(r.skin_depth_mil).toBeCloseTo(r.skin_depth_m / 25.4e-6, 12);
  });

  it('scales as 1/√f and 1/√μr', () => {
    const at = (f: number, mur = 1) => result('skin-depth', { frequency: f, material: 'aluminium', relative_permeability: mur }).skin_depth_m;
    expect(at(4) / at(1)).toBeCloseTo(0.5, 14);
    expect(at(1, 100) / at(1)).toBeCloseTo(0.1, 14);
  });

  it('uses the preset resistivities and orders the metals by conductivity', () => {
    const depth = (material: string) => result('skin-depth', { frequency: 100, material });
    expect(depth('copper').resistivity_ohm_m).toBe(1.68e-8);
    expect(depth('annealed-copper').resistivity_ohm_m).toBe(1.7241e-8);
    const order = ['silver', 'copper', 'annealed-copper', 'gold', 'aluminium', 'tungsten', 'brass', 'tin', 'stainless-304'].map((m) => depth(m).skin_depth_m);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(depth('copper').conductivity_s_per_m).toBeCloseTo(1 / 1.68e-8, 0);
  });

  // Resistivities at 20 °C as published: CRC Handbook of Chemistry and Physics ("Electrical resistivity
  // of pure metals", as tabulated in Wikipedia's "Electrical resistivity and conductivity"), IEC 60028
  // for annealed copper (1/58 Ω·mm²/m = 1.7241 µΩ·cm), ASM for brass C26000 and AISI for 304 stainless.
  // Each preset is pinned (the ordering test let aluminium's value drift between gold and tungsten).
  it.each([
    ['silver', 1.59e-8],
    ['copper', 1.68e-8],
    ['annealed-copper', 1.7241e-8],
    ['gold', 2.44e-8],
    ['aluminium', 2.65e-8],
    ['tungsten', 5.6e-8],
    ['brass', 6.16e-8],
    ['tin', 1.09e-7],
    ['stainless-304', 7.2e-7],
  ])('preset %s: ρ = %s Ω·m and δ = √(ρ/(π·f·μ0)) at 60 Hz', (material, rho) => {
    const r = result('skin-depth', { frequency: 60, frequency_unit: 'Hz', material });
    expect(r.resistivity_ohm_m).toBe(rho);
    expect(r.material).toBe(material);
    expect(r.skin_depth_m).toBeCloseTo(Math.sqrt(rho / (Math.PI * 60 * mu0)), 15);
  });

  it('aluminium at 60 Hz: δ = 10.6 mm (ρ 2.65 µΩ·cm)', () => {
    // √(2.65e-8 / (π·60·4π·1e-7)) = 10.58 mm, the usual figure for aluminium bus bars at mains frequency.
    expect(result('skin-depth', { frequency: 60, frequency_unit: 'Hz', material: 'aluminium' }).skin_depth_mm).toBeCloseTo(10.58, 2);
  });

  it('reads resistivity in Ω·m, µΩ·cm and Ω·mm²/m alike, and reports an overridden preset', () => {
    const want = result('skin-depth', { frequency: 1, material: 'custom', resistivity: 1.72e-8 }).skin_depth_m;
    expect(result('skin-depth', { frequency: 1, material: 'custom', resistivity: 1.72, resistivity_unit: 'uohm-cm' }).skin_depth_m).toBeCloseTo(want, 18);
    expect(result('skin-depth', { frequency: 1, material: 'custom', resistivity: 0.0172, resistivity_unit: 'ohm-mm2-per-m' }).skin_depth_m).toBeCloseTo(want, 18);
    const env = ok('skin-depth', { frequency: 1, material: 'gold', resistivity: 1.72e-8 });
    expect(env.warnings.map((w) => w.code)).toEqual(['PRESET_OVERRIDDEN']);
    expect((env.result as any).material).toBe('custom');
    expect(env.result_detail.unit).toBe('µm');
  });

  it('warns when the material is not a good conductor at that frequency (sea water at 10 GHz)', () => {
    expect(ok('skin-depth', { frequency: 10, frequency_unit: 'GHz', material: 'custom', resistivity: 0.2 }).warnings.map((w) => w.code)).toEqual(['OUTSIDE_VALIDITY_RANGE']);
    expect(ok('skin-depth', { frequency: 1, frequency_unit: 'kHz', material: 'custom', resistivity: 0.2 }).warnings).toEqual([]);
  });

  it('reports an overridden preset as information, not as a warning', () => {
    expect(ok('skin-depth', { frequency: 1, material: 'copper', resistivity: 1.72e-8 }).warnings).toEqual([
      expect.objectContaining({ code: 'PRESET_OVERRIDDEN', severity: 'info' }),
    ]);
  });

  it('puts the good-conductor limit at σ/(ωε0) = 100 (sea water, ρ = 0.2 Ω·m, between 100 MHz and 1 GHz)', () => {
    // σ = 1/0.2 = 5 S/m, ε0 = 8.8541878128e-12 F/m (mathjs, CODATA 2018).
    // 1 GHz:   ωε0 = 2π·1e9·8.854e-12 = 0.05563 S/m, σ/(ωε0) = 5/0.05563 = 89.9  → below 100: warned.
    // 100 MHz: ωε0 = 0.005563 S/m,                   σ/(ωε0) = 899             → a good conductor.
    const eps0 = math.electricConstant.toNumber('F/m');
    expect(5 / (2 * Math.PI * 1e9 * eps0)).toBeCloseTo(89.88, 2);
    const codes = (frequency: number) => ok('skin-depth', { frequency, frequency_unit: 'MHz', material: 'custom', resistivity: 0.2 }).warnings.map((w) => w.code);
    expect(codes(1000)).toEqual(['OUTSIDE_VALIDITY_RANGE']);
    expect(codes(100)).toEqual([]);
  });

  it('does not warn at σ/(ωε0) = 100 itself (the warning is for ratios below 100)', () => {
    // ρ = 0.17975103584521562 Ω·m at 1 GHz: σ/(ωε0) = 1/(0.17975…·2π·1e9·ε0) = 100 (the double for which the
    // ratio rounds to exactly 100; mathjs's ε0 confirms it to 12 digits). The next double up gives 99.99999999999999.
    const rho = 0.17975103584521562;
    const eps0 = math.electricConstant.toNumber('F/m');
    expect(1 / (rho * 2 * Math.PI * 1e9 * eps0)).toBeCloseTo(100, 10);
    expect(ok('skin-depth', { frequency: 1, frequency_unit: 'GHz', material: 'custom', resistivity: rho }).warnings).toEqual([]);
  });

  it.each([
    [{ frequency: 0 }, 'FREQUENCY_MUST_BE_POSITIVE', 'frequency'],
    [{ frequency: 1, material: 'custom', resistivity: 0 }, 'RESISTIVITY_MUST_BE_POSITIVE', 'resistivity'],
    [{ frequency: 1, resistivity: -1e-8 }, 'RESISTIVITY_MUST_BE_POSITIVE', 'resistivity'],
    [{ frequency: 1, relative_permeability: 0 }, 'PERMEABILITY_MUST_BE_POSITIVE', 'relative_permeability'],
    [{ frequency: 1, material: 'custom' }, 'MISSING_REQUIRED_INPUT', 'resistivity'],
    [{ material: 'copper' }, 'MISSING_REQUIRED_INPUT', 'frequency'],
    [{ frequency: 1, material: 'unobtainium' }, 'INVALID_MODE', 'material'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure('skin-depth', inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });
});

declaresTheCodesItReturns('skin-depth');
