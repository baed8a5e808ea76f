// Skin depth of a good conductor, δ = √(ρ / (π·f·μ0·μr)), and its surface resistance Rs = ρ/δ,
// for preset metals or a custom resistivity and permeability.
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { fail, isOutcome, ok, warning } from '../core/outcome.ts';
import type { Warning } from '../core/contract.ts';
import { EPS0, LENGTH_UNITS, MU0, frequencyHz, frequencyUnitField, requirePositive } from './_lib/rf-units.ts';

interface Material {
  label: string;
  /** Resistivity at 20 °C, Ω·m. */
  resistivity: number;
}

// Resistivities at 20 °C: CRC Handbook of Chemistry and Physics (as tabulated in "Electrical resistivity and
// conductivity"), IEC 60028 for annealed copper, ASM / AISI data for brass and 304 stainless steel.
const MATERIALS = {
  silver: { label: 'Silver', resistivity: 1.59e-8 },
  copper: { label: 'Copper (pure)', resistivity: 1.68e-8 },
  'annealed-copper': { label: 'Annealed copper (100 % IACS)', resistivity: 1.7241e-8 },
  gold: { label: 'Gold', resistivity: 2.44e-8 },
  aluminium: { label: 'Aluminium', resistivity: 2.65e-8 },
  tungsten: { label: 'Tungsten', resistivity: 5.6e-8 },
  brass: { label: 'Brass (C26000, 28 % IACS)', resistivity: 6.16e-8 },
  tin: { label: 'Tin', resistivity: 1.09e-7 },
  'stainless-304': { label: 'Stainless steel 304 (non-magnetic)', resistivity: 7.2e-7 },
} satisfies Record<string, Material>;
type MaterialId = keyof typeof MATERIALS;
const MATERIAL_IDS = Object.keys(MATERIALS) as MaterialId[];
const MATERIAL_CHOICES = ['custom', ...MATERIAL_IDS] as [MaterialId | 'custom', ...(MaterialId | 'custom')[]];

/** Ω·m per unit of resistivity. */
const RESISTIVITY_UNITS = { 'ohm-m': 1, 'uohm-cm': 1e-8, 'ohm-mm2-per-m': 1e-6 } as const;
type ResistivityUnit = keyof typeof RESISTIVITY_UNITS;

/** σ/(ωε0) above which the good-conductor formula is within 0.5 % (displacement current negligible). */
const GOOD_CONDUCTOR_RATIO = 100;

const input = z.object({
  frequency: z.number(),
  frequency_unit: frequencyUnitField('MHz'),
  material: z._default(z.enum(MATERIAL_CHOICES), 'copper'),
  resistivity: z.optional(z.number()),
  resistivity_unit: z._default(z.enum(Object.keys(RESISTIVITY_UNITS) as [ResistivityUnit, ...ResistivityUnit[]]), 'ohm-m'),
  relative_permeability: z._default(z.number(), 1),
});

const output = z.strictObject({
  skin_depth_m: z.number(),
  skin_depth_mm: z.number(),
  skin_depth_um: z.number(),
  skin_depth_mil: z.number(),
  surface_resistance_ohm: z.number(),
  resistivity_ohm_m: z.number(),
  conductivity_s_per_m: z.number(),
  relative_permeability: z.number(),
  material: z.string(),
  frequency_hz: z.number(),
});

export const engine = defineEngine({
  id: 'skin-depth',
  area: 'electrical',
  title: 'Skin depth calculator',
  description: 'Skin depth and surface resistance of copper, silver, gold, aluminium and other conductors at a frequency, or of any material from its resistivity and relative permeability.',
  keywords: ['skin depth', 'skin effect', 'penetration depth', 'surface resistance', 'copper skin depth', 'RF resistance', 'eddy current depth', 'conductor loss', 'litz wire'],
  capability_id: 'electrical.rf.skin_depth',
  version: '1.0.0',
  page: 'electric',
  input,
  output,
  unit: 'µm',
  errors: ['FREQUENCY_MUST_BE_POSITIVE', 'PERMEABILITY_MUST_BE_POSITIVE', 'RESISTIVITY_MUST_BE_POSITIVE'],
  warnings: ['OUTSIDE_VALIDITY_RANGE', 'PRESET_OVERRIDDEN'],
  formula: { id: 'skin-depth.delta', expression: 'δ = √(ρ / (π·f·μ0·μr)) = √(2ρ / (ω·μ)) ;  Rs = ρ / δ = √(π·f·μ0·μr·ρ)', label: 'Skin depth of a good conductor' },
  assumptions: [
    'Good-conductor skin depth δ = √(2/(ω·μ·σ)) (Pozar, Microwave Engineering, 4th ed., eq. 1.63; Ramo, Whinnery & Van Duzer §3.16), μ = μ0·μr with μ0 = 1.25663706212e-6 H/m (CODATA 2018); surface resistance Rs = 1/(σ·δ) Ω per square.',
    `Valid when the conductor is good, σ ≫ ω·ε0 (checked: σ/(ω·ε0) ≥ ${GOOD_CONDUCTOR_RATIO}, otherwise warning OUTSIDE_VALIDITY_RANGE), for a flat or large-radius surface (radius ≫ δ), at room temperature (the anomalous skin effect of cryogenic metals is not modelled).`,
    'Preset resistivities at 20 °C: silver 1.59, copper 1.68, annealed copper 1.7241 (IEC 60028, 100 % IACS), gold 2.44, aluminium 2.65, tungsten 5.6, brass C26000 6.16, tin 10.9, stainless 304 72 µΩ·cm (CRC Handbook; ASM/AISI for the alloys); all with μr = 1.',
    'A given resistivity replaces the preset (material is then reported as custom); relative_permeability applies to any material (ferromagnetic μr depends strongly on frequency, field and alloy: give a measured value). Resistivity rises about 0.39 %/K for copper.',
    'Resistivity units: Ω·m, µΩ·cm (= 1e-8 Ω·m) or Ω·mm²/m (= 1e-6 Ω·m). mil = 25.4 µm.',
  ],
  ui: {
    fields: {
      frequency: { label: 'Frequency', unit: 'Hz / kHz / MHz / GHz' },
      frequency_unit: { label: 'Frequency unit', unit: '', kind: 'select' },
      material: { label: 'Conductor', unit: '', kind: 'select', options: [...MATERIAL_IDS.map((id) => ({ value: id, label: MATERIALS[id].label })), { value: 'custom', label: 'Custom resistivity' }] },
      resistivity: { label: 'Resistivity (custom; overrides the preset)', unit: 'Ω·m / µΩ·cm / Ω·mm²/m' },
      resistivity_unit: { label: 'Resistivity unit', unit: '', kind: 'select' },
      relative_permeability: { label: 'Relative permeability μr', unit: '—', step: 'any' },
    },
    initial: { frequency: 1, frequency_unit: 'MHz', material: 'copper' },
    headline: 'skin_depth_um',
    outputs: {
      skin_depth_m: { label: 'Skin depth δ', unit: 'm' },
      skin_depth_mm: { label: 'Skin depth δ', unit: 'mm' },
      skin_depth_um: { label: 'Skin depth δ', unit: 'µm' },
      skin_depth_mil: { label: 'Skin depth δ', unit: 'mil' },
      surface_resistance_ohm: { label: 'Surface resistance Rs (per square)', unit: 'Ω' },
      resistivity_ohm_m: { label: 'Resistivity ρ', unit: 'Ω·m' },
      conductivity_s_per_m: { label: 'Conductivity σ', unit: 'S/m' },
      frequency_hz: { label: 'Frequency', unit: 'Hz' },
    },
  },
  examples: [
    {
      name: 'Copper (ρ = 1.7e-8 Ω·m) at 60 Hz',
      inputs: { frequency: 60, frequency_unit: 'Hz', material: 'custom', resistivity: 1.7e-8 },
      expect: { status: 'success', values: { skin_depth_mm: 8.5 }, abs: 0.05 },
      source: 'Skin-depth table of Lofstrom (launchloop.com "Skin Depth", after Matula 1979 copper data): copper 300 K, ρ = 1.7e-8 Ω·m, 60 Hz → 8.5 mm.',
    },
    {
      name: 'Silicon transformer steel (μr 700, ρ 5e-7 Ω·m) at 60 Hz',
      inputs: { frequency: 60, frequency_unit: 'Hz', material: 'custom', resistivity: 5e-7, relative_permeability: 700 },
      expect: { status: 'success', values: { skin_depth_mm: 1.7 }, abs: 0.05 },
      source: 'Same table (launchloop.com "Skin Depth"): 3 % Si transformer steel, μr 700, ρ 5e-7 Ω·m, 60 Hz → 1.7 mm.',
    },
    {
      name: 'Copper (σ = 5.813e7 S/m) at 10 GHz',
      inputs: { frequency: 10, frequency_unit: 'GHz', material: 'custom', resistivity: 1 / 5.813e7 },
      expect: { status: 'success', values: { skin_depth_um: 0.6601, surface_resistance_ohm: 0.02606 }, rel: 5e-4 },
      source: 'Pozar, Microwave Engineering, 4th ed.: σ(Cu) = 5.813e7 S/m (Appendix F); δ = √(2/ωμ0σ) = 0.66 µm and Rs = √(ωμ0/2σ) = 0.026 Ω at 10 GHz.',
    },
    {
      name: 'Preset copper at 1 MHz',
      inputs: { frequency: 1, frequency_unit: 'MHz', material: 'copper' },
      expect: { status: 'success', values: { skin_depth_um: 65.23, resistivity_ohm_m: 1.68e-8 }, rel: 5e-4 },
      source: 'Exact arithmetic: √(1.68e-8 / (π × 1e6 × 4π × 1e-7)) = 65.23 µm (CRC resistivity of copper at 20 °C).',
    },
    {
      name: 'Custom material without a resistivity',
      inputs: { frequency: 1, material: 'custom' },
      expect: { status: 'error', code: 'MISSING_REQUIRED_INPUT' },
      source: 'A custom conductor needs its resistivity.',
    },
    {
      name: 'Zero resistivity',
      inputs: { frequency: 1, material: 'custom', resistivity: 0 },
      expect: { status: 'error', code: 'RESISTIVITY_MUST_BE_POSITIVE' },
      source: 'A perfect conductor has zero skin depth; the formula needs ρ > 0.',
    },
  ],
  limitations: ['Plane-surface skin depth only: no AC/DC resistance ratio of round wires (Bessel-function solution), proximity effect, surface roughness or plating layers.'],
  compute(inp) {
    const f = frequencyHz('frequency', inp.frequency, inp.frequency_unit);
    if (isOutcome(f)) return f;
    const warnings: Warning[] = [];
    let rho: number;
    let material: string = inp.material;
    if (inp.resistivity !== undefined) {
      rho = inp.resistivity * RESISTIVITY_UNITS[inp.resistivity_unit];
      const bad = requirePositive('resistivity', inp.resistivity, rho, 'RESISTIVITY_MUST_BE_POSITIVE', 'Resistivity', `1.72e-8 ${inp.resistivity_unit}`);
      if (bad) return bad;
      if (inp.material !== 'custom') {
        warnings.push(warning('PRESET_OVERRIDDEN', `The given resistivity replaced the ${MATERIALS[inp.material].label} preset.`, 'Leave resistivity blank to use the preset.', 'info'));
      }
      material = 'custom';
    } else if (inp.material === 'custom') {
      return fail('MISSING_REQUIRED_INPUT', 'resistivity', 'A custom conductor needs its resistivity.', 'Give resistivity (e.g. 1.72e-8 Ω·m for copper) or choose a preset material.');
    } else {
      rho = MATERIALS[inp.material].resistivity;
    }
    const mur = inp.relative_permeability;
    const murError = requirePositive('relative_permeability', mur, mur, 'PERMEABILITY_MUST_BE_POSITIVE', 'Relative permeability', '1');
    if (murError) return murError;

    const delta = Math.sqrt(rho / (Math.PI * f * MU0 * mur));
    const sigma = 1 / rho;
    const conductorRatio = sigma / (2 * Math.PI * f * EPS0);
    if (conductorRatio < GOOD_CONDUCTOR_RATIO) {
      warnings.push(warning('OUTSIDE_VALIDITY_RANGE', `σ/(ωε0) = ${formatNumber(conductorRatio, 3)} is below ${GOOD_CONDUCTOR_RATIO}: at this frequency the material is not a good conductor and the skin-depth formula underestimates δ.`, 'Use the general lossy-dielectric attenuation constant for poor conductors (sea water, soil, semiconductors) at high frequency.'));
    }
    return ok(
      {
        skin_depth_m: delta,
        skin_depth_mm: delta / LENGTH_UNITS.mm,
        skin_depth_um: delta / LENGTH_UNITS.um,
        skin_depth_mil: delta / LENGTH_UNITS.mil,
        surface_resistance_ohm: rho / delta,
        resistivity_ohm_m: rho,
        conductivity_s_per_m: sigma,
        relative_permeability: mur,
        material,
        frequency_hz: f,
      },
      { warnings, formatted: `δ = ${formatNumber(delta / LENGTH_UNITS.um, 5)} µm` },
    );
  },
});
