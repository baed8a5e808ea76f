// A Smith-chart reading: from an impedance, normalised impedance, admittance or Γ, every value the chart
// gives (z, y, Γ, VSWR, return loss, Q, WTG scale, voltage max/min positions), optionally after moving
// along a lossless line toward the generator.
import * as z from 'zod/mini';
import type { Warning } from '../core/contract.ts';
import { defineEngine } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { fail, missing, ok } from '../core/outcome.ts';
import {
  abs,
  admittanceParts,
  complex,
  fromPolar,
  gammaParts,
  gammaReadingOutputHints,
  gammaReadingShape,
  impedanceParts,
  infinityWarnings,
  pointFromAdmittance,
  pointFromGamma,
  pointFromImpedance,
  pointThroughLine,
  reflectionMetrics,
  type ChartPoint,
} from './_lib/rf-complex.ts';
import { requirePositive } from './_lib/rf-units.ts';
import { drawSmithChart } from './smith-chart.picture.ts';

const input = z.object({
  mode: z._default(z.enum(['impedance', 'normalized', 'admittance', 'gamma']), 'impedance'),
  z0: z._default(z.number(), 50),
  resistance: z.optional(z.number()),
  reactance: z.optional(z.number()),
  z_norm_re: z.optional(z.number()),
  z_norm_im: z.optional(z.number()),
  conductance: z.optional(z.number()),
  susceptance: z.optional(z.number()),
  gamma_mag: z.optional(z.number()),
  gamma_angle_deg: z.optional(z.number()),
  line_length_wl: z.optional(z.number()),
});

const nullableNumber = z.nullable(z.number());
const readingShape = {
  resistance_ohm: nullableNumber,
  reactance_ohm: nullableNumber,
  z_norm_re: nullableNumber,
  z_norm_im: nullableNumber,
  conductance_s: nullableNumber,
  susceptance_s: nullableNumber,
  y_norm_re: nullableNumber,
  y_norm_im: nullableNumber,
  ...gammaReadingShape,
  q_factor: nullableNumber,
  wtg_wl: nullableNumber,
  wtl_wl: nullableNumber,
};
const readingSchema = z.strictObject(readingShape);
type Reading = z.infer<typeof readingSchema>;
const output = z.strictObject({
  ...readingShape,
  vmax_distance_wl: nullableNumber,
  vmin_distance_wl: nullableNumber,
  /** Present when line_length_wl is given: the reading at the line input. */
  line_length_wl: z.optional(z.number()),
  line_input: z.optional(readingSchema),
});

/** Position on a λ/2 scale, in [0, 0.5). */
const onHalfWave = (x: number) => ((x % 0.5) + 0.5) % 0.5;

/** Everything read off the chart at one point. */
function reading(p: ChartPoint, z0: number): { values: Reading; warnings: Warning[] } {
  const { metrics, warnings } = reflectionMetrics(abs(p.gamma));
  const g = gammaParts(p.gamma);
  const centre = metrics.gamma_mag === 0;
  // WTG scale: 0 at the short-circuit end of the real axis (Γ ∠180°), increasing clockwise (Pozar Fig. 2.10).
  const wtg = centre ? null : onHalfWave((180 - g.gamma_angle_deg) / 720);
  return {
    values: {
      ...impedanceParts(p.z, z0),
      ...admittanceParts(p.y, z0),
      ...g,
      ...metrics,
      q_factor: p.z && p.z.re > 0 ? Math.abs(p.z.im) / p.z.re : null,
      wtg_wl: wtg,
      wtl_wl: wtg === null ? null : onHalfWave(0.5 - wtg),
    },
    warnings,
  };
}

/** A negative real part is an active load: outside the unit circle of the chart. */
const negativeRealPart = (field: string, code: 'RESISTANCE_MUST_BE_NONNEGATIVE' | 'CONDUCTANCE_MUST_BE_NONNEGATIVE', quantity: string) =>
  fail(code, field, `${field} is negative: a passive load has a non-negative ${quantity} (it absorbs power).`, `Give ${field} ≥ 0; active (negative-resistance) loads lie outside the Smith chart.`);

/** The load point of the chosen input form, or the error that makes it impossible. */
function loadPoint(inp: z.infer<typeof input>): ChartPoint | ReturnType<typeof fail> {
  const z0 = inp.z0;
  switch (inp.mode) {
    case 'impedance':
      if (inp.resistance === undefined) return missing('resistance', 'The load resistance R is required.', 'Give resistance in Ω and reactance (blank = 0), e.g. 40 and 70.');
      if (inp.resistance < 0) return negativeRealPart('resistance', 'RESISTANCE_MUST_BE_NONNEGATIVE', 'resistance');
      return pointFromImpedance(complex(inp.resistance / z0, (inp.reactance ?? 0) / z0));
    case 'normalized':
      if (inp.z_norm_re === undefined) return missing('z_norm_re', 'The normalised resistance r = R/Z0 is required.', 'Give z_norm_re and z_norm_im (blank = 0), e.g. 0.4 and 0.7.');
      if (inp.z_norm_re < 0) return negativeRealPart('z_norm_re', 'RESISTANCE_MUST_BE_NONNEGATIVE', 'resistance');
      return pointFromImpedance(complex(inp.z_norm_re, inp.z_norm_im ?? 0));
    case 'admittance':
      if (inp.conductance === undefined) return missing('conductance', 'The load conductance G is required.', 'Give conductance and susceptance in siemens (blank = 0), e.g. 0.01 and −0.005.');
      if (inp.conductance < 0) return negativeRealPart('conductance', 'CONDUCTANCE_MUST_BE_NONNEGATIVE', 'conductance');
      return pointFromAdmittance(complex(inp.conductance * z0, (inp.susceptance ?? 0) * z0));
    case 'gamma':
      if (inp.gamma_mag === undefined) return missing('gamma_mag', '|Γ| is required.', 'Give gamma_mag in [0, 1] and gamma_angle_deg (blank = 0°).');
      if (!(inp.gamma_mag >= 0 && inp.gamma_mag <= 1)) return fail('GAMMA_MAGNITUDE_OUT_OF_RANGE', 'gamma_mag', `|Γ| = ${inp.gamma_mag} is outside the chart (0 ≤ |Γ| ≤ 1).`, 'A passive load has |Γ| ≤ 1; from S11 in dB use |Γ| = 10^(S11/20).');
      return pointFromGamma(fromPolar(inp.gamma_mag, inp.gamma_angle_deg ?? 0));
  }
}

export const engine = defineEngine({
  id: 'smith-chart',
  area: 'electrical',
  title: 'Smith chart calculator',
  description: 'Everything a Smith chart reading gives for a load: normalised impedance and admittance, Γ, VSWR, return loss, mismatch loss, Q, wavelengths-toward-generator position and voltage max/min, and the input impedance after a length of lossless line.',
  keywords: ['Smith chart', 'smith chart calculator', 'normalized impedance', 'admittance', 'reflection coefficient', 'VSWR', 'return loss', 'input impedance of a transmission line', 'quarter wave transformer', 'wavelengths toward generator', 'impedance matching'],
  capability_id: 'electrical.rf.smith',
  version: '1.6.3',
  page: 'electric',
  input,
  output,
  inputAliases: { R: 'resistance', X: 'reactance', Z0: 'z0', G: 'conductance', B: 'susceptance' },
  unit: null,
  errors: [
    'CONDUCTANCE_MUST_BE_NONNEGATIVE',
    'GAMMA_MAGNITUDE_OUT_OF_RANGE',
    'IMPEDANCE_MUST_BE_POSITIVE',
    'RESISTANCE_MUST_BE_NONNEGATIVE',
  ],
  warnings: ['INFINITE_ADMITTANCE', 'INFINITE_IMPEDANCE', 'PERFECT_MATCH', 'TOTAL_REFLECTION'],
  formula: { id: 'smith-chart.reading', expression: 'Γ = (z − 1)/(z + 1), z = Z/Z0, y = 1/z;  Γin = Γ·e^(−j4πℓ/λ);  VSWR = (1 + |Γ|)/(1 − |Γ|)', label: 'Smith chart relations' },
  assumptions: [
    'Lossless line with a real characteristic impedance Z0 > 0 (default 50 Ω); normalised z = Z/Z0, y = Y·Z0 = 1/z; Γ = (z − 1)/(z + 1) (Pozar, Microwave Engineering, 4th ed., §2.4).',
    'line_length_wl moves toward the generator by ℓ/λ (negative moves toward the load): Γin = Γ·e^(−j4πℓ/λ) (Pozar eq. 2.42), reported as the full reading line_input; the chart repeats every 0.5 λ.',
    'wtg_wl is the outer "wavelengths toward generator" scale (0 at the short circuit, Γ ∠180°); wtl_wl the "toward load" scale. vmax/vmin_distance_wl: distance from the load to the first voltage maximum/minimum toward the generator, in [0, 0.5) λ.',
    'q_factor = |x|/r (the constant-Q arcs). Passive loads only: R, r, G ≥ 0 and |Γ| ≤ 1. Blank reactance, susceptance, imaginary part or angle mean 0. Angles in degrees.',
    'Infinite or undefined values are reported as null with an info warning: z at the open circuit (INFINITE_IMPEDANCE), y at the short (INFINITE_ADMITTANCE), VSWR and mismatch loss at |Γ| = 1 (TOTAL_REFLECTION; Q is also null when r = 0), return loss, WTG and the max/min positions at Γ = 0 (PERFECT_MATCH).',
  ],
  ui: {
    fields: {
      mode: { label: 'Load given as', unit: '', kind: 'select', options: [{ value: 'impedance', label: 'Impedance R + jX (Ω)' }, { value: 'normalized', label: 'Normalised impedance r + jx' }, { value: 'admittance', label: 'Admittance G + jB (S)' }, { value: 'gamma', label: 'Reflection coefficient |Γ| ∠ θ' }] },
      z0: { label: 'Characteristic impedance Z0', unit: 'Ω' },
      resistance: { label: 'Resistance R', unit: 'Ω' },
      reactance: { label: 'Reactance X (+ inductive)', unit: 'Ω' },
      z_norm_re: { label: 'Normalised resistance r', unit: '—' },
      z_norm_im: { label: 'Normalised reactance x', unit: '—' },
      conductance: { label: 'Conductance G', unit: 'S' },
      susceptance: { label: 'Susceptance B (+ capacitive)', unit: 'S' },
      gamma_mag: { label: '|Γ|', unit: '—' },
      gamma_angle_deg: { label: 'Angle of Γ', unit: '°' },
      line_length_wl: { label: 'Line length toward generator (optional)', unit: 'λ' },
    },
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'impedance', label: 'Z (Ω)', fields: ['z0', 'resistance', 'reactance', 'line_length_wl'] },
          { value: 'normalized', label: 'z normalised', fields: ['z0', 'z_norm_re', 'z_norm_im', 'line_length_wl'] },
          { value: 'admittance', label: 'Y (S)', fields: ['z0', 'conductance', 'susceptance', 'line_length_wl'] },
          { value: 'gamma', label: 'Γ', fields: ['z0', 'gamma_mag', 'gamma_angle_deg', 'line_length_wl'] },
        ],
      },
    ],
    initial: { mode: 'impedance', z0: 100, resistance: 40, reactance: 70, line_length_wl: 0.3 },
    headline: 'vswr',
    outputs: {
      resistance_ohm: { label: 'Resistance R', unit: 'Ω' },
      reactance_ohm: { label: 'Reactance X', unit: 'Ω' },
      conductance_s: { label: 'Conductance G', unit: 'S' },
      susceptance_s: { label: 'Susceptance B', unit: 'S' },
      y_norm_re: { label: 'Normalised conductance g' },
      y_norm_im: { label: 'Normalised susceptance b' },
      gamma_re: { label: 'Real part of Γ' },
      gamma_im: { label: 'Imaginary part of Γ' },
      ...gammaReadingOutputHints,
      q_factor: { label: 'Node quality factor Q = |x| / r' },
      wtg_wl: { label: 'Position on the wavelengths-toward-generator scale', unit: 'λ' },
      wtl_wl: { label: 'Position on the wavelengths-toward-load scale', unit: 'λ' },
      vmax_distance_wl: { label: 'Distance from the load to the first voltage maximum', unit: 'λ' },
      vmin_distance_wl: { label: 'Distance from the load to the first voltage minimum', unit: 'λ' },
      line_input: { label: 'Reading at the line input' },
    },
  },
  examples: [
    {
      name: 'Pozar Example 2.2: 40 + j70 Ω on a 100 Ω line 0.3 λ long',
      inputs: { mode: 'impedance', z0: 100, resistance: 40, reactance: 70, line_length_wl: 0.3 },
      expect: {
        status: 'success',
        values: { gamma_mag: 0.59, gamma_angle_deg: 104, vswr: 3.87, return_loss_db: 4.6, wtg_wl: 0.106, 'line_input.resistance_ohm': 36.5, 'line_input.reactance_ohm': -61.1, 'line_input.wtg_wl': 0.406 },
        rel: 0.01,
      },
      source: 'Pozar, Microwave Engineering, 4th ed., Example 2.2 (Smith-chart solution): |ΓL| = 0.59 ∠104°, SWR = 3.87, RL = 4.6 dB, 0.106 λ → 0.406 λ WTG, Zin = 36.5 − j61.1 Ω.',
    },
    {
      name: 'Quarter-wave line inverts the load: 100 Ω on 50 Ω → 25 Ω',
      inputs: { mode: 'impedance', resistance: 100, line_length_wl: 0.25 },
      expect: { status: 'success', values: { 'line_input.resistance_ohm': 25, 'line_input.reactance_ohm': 0, vswr: 2, vmax_distance_wl: 0, vmin_distance_wl: 0.25 }, rel: 1e-12, abs: 1e-12 },
      source: 'Quarter-wave transformer identity Zin = Z0²/ZL = 2500/100 = 25 Ω (Pozar eq. 2.61); the voltage maximum sits at a resistive load above Z0.',
    },
    {
      name: 'Normalised z = 1 + j1: admittance and Q',
      inputs: { mode: 'normalized', z_norm_re: 1, z_norm_im: 1 },
      expect: { status: 'success', values: { y_norm_re: 0.5, y_norm_im: -0.5, gamma_re: 0.2, gamma_im: 0.4, q_factor: 1, vswr: 2.618033988749895 }, rel: 1e-12 },
      source: 'Exact arithmetic: y = 1/(1 + j) = 0.5 − j0.5; Γ = j/(2 + j) = 0.2 + j0.4; |Γ| = 1/√5, VSWR = (√5 + 1)/(√5 − 1) = φ².',
    },
    {
      name: 'Admittance 0.02 S on 50 Ω is the matched point',
      inputs: { mode: 'admittance', conductance: 0.02, susceptance: 0 },
      expect: { status: 'success', code: 'PERFECT_MATCH', values: { gamma_mag: 0, vswr: 1, return_loss_db: null, resistance_ohm: 50 } },
      source: 'Exact arithmetic: Y = 1/Z0 gives z = 1, Γ = 0 (chart centre); return loss is infinite (null).',
    },
    {
      name: 'Open circuit from Γ = 1',
      inputs: { mode: 'gamma', gamma_mag: 1, gamma_angle_deg: 0 },
      expect: { status: 'success', code: 'INFINITE_IMPEDANCE', values: { resistance_ohm: null, conductance_s: 0, vswr: null, wtg_wl: 0.25, vmax_distance_wl: 0 } },
      source: 'Pozar §2.4: the open circuit is Γ = 1 at the right end of the real axis, 0.25 λ on the WTG scale; its impedance is infinite (null).',
    },
    {
      name: 'Negative resistance',
      inputs: { mode: 'impedance', resistance: -5, reactance: 10 },
      expect: { status: 'error', code: 'RESISTANCE_MUST_BE_NONNEGATIVE' },
      source: 'Passive loads lie inside the unit circle (R ≥ 0).',
    },
    {
      name: '|Γ| above 1',
      inputs: { mode: 'gamma', gamma_mag: 1.1 },
      expect: { status: 'error', code: 'GAMMA_MAGNITUDE_OUT_OF_RANGE' },
      source: 'The Smith chart is the unit disc |Γ| ≤ 1.',
    },
  ],
  limitations: ['Lossless lines only (no attenuation spiral), real Z0, single frequency; stub and L-network design are in lc-match.'],
  picture: drawSmithChart,
  compute(inp) {
    const z0Error = requirePositive('z0', inp.z0, inp.z0, 'IMPEDANCE_MUST_BE_POSITIVE', 'Characteristic impedance Z0', '50');
    if (z0Error) return z0Error;
    const load = loadPoint(inp);
    if ('status' in load) return load;
    const atLoad = reading(load, inp.z0);
    const warnings = [...infinityWarnings(load, 'Load'), ...atLoad.warnings];
    const centre = atLoad.values.gamma_mag === 0;
    const vmax = centre ? null : onHalfWave(atLoad.values.gamma_angle_deg / 720);
    const result = {
      ...atLoad.values,
      vmax_distance_wl: vmax,
      vmin_distance_wl: vmax === null ? null : onHalfWave(vmax + 0.25),
    };
    if (inp.line_length_wl === undefined) {
      return ok(result, { warnings, formatted: `VSWR = ${atLoad.values.vswr === null ? '∞' : formatNumber(atLoad.values.vswr, 6)}, |Γ| = ${formatNumber(atLoad.values.gamma_mag, 6)}` });
    }
    const inputPoint = pointThroughLine(load, inp.line_length_wl);
    const atInput = reading(inputPoint, inp.z0);
    // The line only rotates Γ: scalar warnings (match, total reflection) are the load's; add the input's z/y infinities.
    const inputWarnings = infinityWarnings(inputPoint, `Input (${formatNumber(inp.line_length_wl)} λ toward generator)`);
    const zin = atInput.values;
    const formatted =
      zin.resistance_ohm === null ? 'Zin = ∞ (open circuit)' : `Zin = ${formatNumber(zin.resistance_ohm, 6)} ${zin.reactance_ohm! < 0 ? '−' : '+'} j${formatNumber(Math.abs(zin.reactance_ohm!), 6)} Ω`;
    return ok({ ...result, line_length_wl: inp.line_length_wl, line_input: zin }, { warnings: [...warnings, ...inputWarnings], formatted });
  },
});
