// Reflection coefficient ↔ load impedance on a line of real characteristic impedance Z0:
// Γ = (Z − Z0)/(Z + Z0) and Z = Z0·(1 + Γ)/(1 − Γ), with VSWR, return loss and mismatch loss.
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { fail, missing, ok } from '../core/outcome.ts';
import { abs, argDeg, complex, fromPolar, gammaParts, gammaReadingOutputHints, gammaReadingShape, impedanceParts, infinityWarnings, pointFromGamma, pointFromImpedance, reflectionMetrics, type ChartPoint } from './_lib/rf-complex.ts';
import { requirePositive } from './_lib/rf-units.ts';

/** |Γ| above 1 by more than rounding is an active (negative-resistance) load. */
const RIM_TOLERANCE = 1e-12;

const input = z.object({
  mode: z._default(z.enum(['z-to-gamma', 'gamma-polar-to-z', 'gamma-rect-to-z']), 'z-to-gamma'),
  z0: z._default(z.number(), 50),
  resistance: z.optional(z.number()),
  reactance: z.optional(z.number()),
  gamma_mag: z.optional(z.number()),
  gamma_angle_deg: z.optional(z.number()),
  gamma_re: z.optional(z.number()),
  gamma_im: z.optional(z.number()),
});

const nullableNumber = z.nullable(z.number());
const output = z.strictObject({
  resistance_ohm: nullableNumber,
  reactance_ohm: nullableNumber,
  impedance_mag_ohm: nullableNumber,
  impedance_angle_deg: nullableNumber,
  z_norm_re: nullableNumber,
  z_norm_im: nullableNumber,
  ...gammaReadingShape,
});

const FORMULAS = {
  toGamma: { id: 'gamma-z.gamma', expression: 'Γ = (Z − Z0) / (Z + Z0)', label: 'Reflection coefficient of a load' },
  toZ: { id: 'gamma-z.impedance', expression: 'Z = Z0 · (1 + Γ) / (1 − Γ)', label: 'Load impedance from its reflection coefficient' },
};

const GAMMA_SUGGESTION = 'A passive load has |Γ| ≤ 1; check the sign of the magnitude and that Γ is not in dB (convert S11 in dB with |Γ| = 10^(S11/20)).';

/** The chart point of the chosen input form, or the error that makes it impossible. */
function pointOf(inp: z.infer<typeof input>, z0: number): ChartPoint | ReturnType<typeof fail> {
  switch (inp.mode) {
    case 'z-to-gamma': {
      if (inp.resistance === undefined) return missing('resistance', 'The load resistance R is required.', 'Give resistance in Ω (and reactance, blank = 0), e.g. R = 75.');
      if (inp.resistance < 0) return fail('RESISTANCE_MUST_BE_NONNEGATIVE', 'resistance', `R = ${inp.resistance} Ω is negative: a passive load absorbs power (R ≥ 0).`, 'Give R ≥ 0 Ω; negative-resistance (active) devices are outside this calculator.');
      return pointFromImpedance(complex(inp.resistance / z0, (inp.reactance ?? 0) / z0));
    }
    case 'gamma-polar-to-z': {
      if (inp.gamma_mag === undefined) return missing('gamma_mag', '|Γ| is required.', 'Give gamma_mag between 0 and 1 and gamma_angle_deg (blank = 0°).');
      if (!(inp.gamma_mag >= 0 && inp.gamma_mag <= 1)) return fail('GAMMA_MAGNITUDE_OUT_OF_RANGE', 'gamma_mag', `|Γ| = ${inp.gamma_mag} is outside [0, 1].`, GAMMA_SUGGESTION);
      return pointFromGamma(fromPolar(inp.gamma_mag, inp.gamma_angle_deg ?? 0));
    }
    case 'gamma-rect-to-z': {
      if (inp.gamma_re === undefined) return missing('gamma_re', 'The real part of Γ is required.', 'Give gamma_re and gamma_im (blank = 0), e.g. 0.2 and −0.1.');
      const g = complex(inp.gamma_re, inp.gamma_im ?? 0);
      if (abs(g) - 1 > RIM_TOLERANCE) return fail('GAMMA_MAGNITUDE_OUT_OF_RANGE', 'gamma_re', `|Γ| = |${inp.gamma_re} + j${inp.gamma_im ?? 0}| = ${formatNumber(abs(g))} is above 1.`, GAMMA_SUGGESTION);
      return pointFromGamma(g);
    }
  }
}

export const engine = defineEngine({
  id: 'gamma-z',
  area: 'electrical',
  title: 'Reflection coefficient ↔ impedance calculator (Γ ↔ Z)',
  description: 'Converts a complex load impedance R + jX to its reflection coefficient Γ on a Z0 line (and back, from Γ in polar or rectangular form), with VSWR, return loss and mismatch loss.',
  keywords: ['reflection coefficient', 'gamma', 'impedance to reflection coefficient', 'S11 to impedance', 'Γ to Z', 'Z to Γ', 'load impedance', 'VSWR', 'return loss', 'complex impedance', 'Smith chart'],
  capability_id: 'electrical.rf.gamma_z',
  version: '1.0.0',
  page: 'electric',
  input,
  output,
  inputAliases: { R: 'resistance', X: 'reactance', Z0: 'z0' },
  unit: null,
  errors: ['GAMMA_MAGNITUDE_OUT_OF_RANGE', 'IMPEDANCE_MUST_BE_POSITIVE', 'RESISTANCE_MUST_BE_NONNEGATIVE'],
  warnings: ['INFINITE_IMPEDANCE', 'PERFECT_MATCH', 'TOTAL_REFLECTION'],
  formula: FORMULAS.toGamma,
  assumptions: [
    'Γ = (Z − Z0)/(Z + Z0) and Z = Z0·(1 + Γ)/(1 − Γ) (Pozar, Microwave Engineering, 4th ed., eqs. 2.35 and 2.52) with a real reference impedance Z0 > 0 (default 50 Ω); Γ is the voltage reflection coefficient (S11 of a one-port referred to Z0).',
    'Passive loads: R ≥ 0 and |Γ| ≤ 1. A blank reactance or imaginary part or angle means 0. Angles in degrees, (−180°, 180°].',
    'VSWR = (1 + |Γ|)/(1 − |Γ|), return loss −20·log10|Γ| dB, mismatch loss −10·log10(1 − |Γ|²) dB (Pozar eqs. 2.41–2.43).',
    'Infinite values are reported as null with an info warning: the impedance of an open circuit (Γ = 1, INFINITE_IMPEDANCE), VSWR and mismatch loss at |Γ| = 1 (TOTAL_REFLECTION), return loss at Γ = 0 (PERFECT_MATCH).',
    'IEEE-754 complex arithmetic (Smith division); results agree with exact arithmetic to about 1e-15 relative.',
  ],
  ui: {
    fields: {
      mode: { label: 'Convert', unit: '', kind: 'select', options: [{ value: 'z-to-gamma', label: 'Impedance → Γ' }, { value: 'gamma-polar-to-z', label: 'Γ (magnitude ∠ angle) → impedance' }, { value: 'gamma-rect-to-z', label: 'Γ (real + j·imag) → impedance' }] },
      z0: { label: 'Reference impedance Z0', unit: 'Ω' },
      resistance: { label: 'Load resistance R', unit: 'Ω' },
      reactance: { label: 'Load reactance X (+ inductive, − capacitive)', unit: 'Ω' },
      gamma_mag: { label: '|Γ|', unit: '—' },
      gamma_angle_deg: { label: 'Angle of Γ', unit: '°' },
      gamma_re: { label: 'Re Γ', unit: '—' },
      gamma_im: { label: 'Im Γ', unit: '—' },
    },
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'z-to-gamma', label: 'Z → Γ', fields: ['z0', 'resistance', 'reactance'] },
          { value: 'gamma-polar-to-z', label: 'Γ polar → Z', fields: ['z0', 'gamma_mag', 'gamma_angle_deg'] },
          { value: 'gamma-rect-to-z', label: 'Γ rectangular → Z', fields: ['z0', 'gamma_re', 'gamma_im'] },
        ],
      },
    ],
    initial: { mode: 'z-to-gamma', z0: 50, resistance: 40, reactance: 70 },
    headline: 'gamma_mag',
    // What each choice asks for, when it is not the headline.
    headlines: { 'gamma-polar-to-z': 'impedance_mag_ohm', 'gamma-rect-to-z': 'impedance_mag_ohm' },
    outputs: {
      resistance_ohm: { label: 'Load resistance R', unit: 'Ω' },
      reactance_ohm: { label: 'Load reactance X', unit: 'Ω' },
      impedance_mag_ohm: { label: 'Impedance magnitude |Z|', unit: 'Ω' },
      impedance_angle_deg: { label: 'Impedance angle', unit: '°' },
      z_norm_re: { label: 'Normalised resistance r = R / Z0' },
      z_norm_im: { label: 'Normalised reactance x = X / Z0' },
      ...gammaReadingOutputHints,
    },
  },
  examples: [
    {
      name: '40 + j70 Ω on a 100 Ω line',
      inputs: { z0: 100, resistance: 40, reactance: 70 },
      expect: { status: 'success', values: { gamma_mag: 0.59, gamma_angle_deg: 104, vswr: 3.87, return_loss_db: 4.6 }, rel: 0.01 },
      source: 'Pozar, Microwave Engineering, 4th ed., Example 2.2: zL = 0.4 + j0.7 → |Γ| = 0.59 ∠104°, SWR = 3.87, RL = 4.6 dB (Smith-chart readings).',
    },
    {
      name: 'Γ = 0.589 ∠104.04° back to impedance (Z0 = 100 Ω)',
      inputs: { mode: 'gamma-polar-to-z', z0: 100, gamma_mag: 0.5890150893, gamma_angle_deg: 104.0362435 },
      expect: { status: 'success', values: { resistance_ohm: 40, reactance_ohm: 70 }, rel: 1e-7 },
      source: 'Inverse of Pozar Example 2.2: Z = Z0(1 + Γ)/(1 − Γ) returns 40 + j70 Ω.',
    },
    {
      name: '100 Ω resistor on 50 Ω',
      inputs: { resistance: 100 },
      expect: { status: 'success', values: { gamma_re: 1 / 3, gamma_im: 0, vswr: 2, return_loss_db: 9.542425094393248 }, rel: 1e-12 },
      source: 'Exact arithmetic: Γ = (100 − 50)/(100 + 50) = 1/3, VSWR = R/Z0 = 2.',
    },
    {
      name: 'Γ = 0.2 − j0.1 (rectangular) on 50 Ω',
      inputs: { mode: 'gamma-rect-to-z', gamma_re: 0.2, gamma_im: -0.1 },
      expect: { status: 'success', values: { resistance_ohm: 950 / 13, reactance_ohm: -200 / 13 }, rel: 1e-12 },
      source: 'Exact arithmetic: z = (1.2 − j0.1)/(0.8 + j0.1) = (0.95 − j0.2)/0.65 → Z = 50z = 73.077 − j15.385 Ω.',
    },
    {
      name: 'Short circuit: Γ = −1, VSWR infinite',
      inputs: { resistance: 0, reactance: 0 },
      expect: { status: 'success', code: 'TOTAL_REFLECTION', values: { gamma_re: -1, gamma_mag: 1, vswr: null, return_loss_db: 0 } },
      source: 'Pozar §2.3: a short circuit reflects totally, Γ = −1; VSWR = ∞ is reported as null.',
    },
    {
      name: '|Γ| above 1',
      inputs: { mode: 'gamma-polar-to-z', gamma_mag: 1.5, gamma_angle_deg: 30 },
      expect: { status: 'error', code: 'GAMMA_MAGNITUDE_OUT_OF_RANGE' },
      source: 'A passive load has |Γ| ≤ 1.',
    },
    {
      name: 'Negative load resistance',
      inputs: { resistance: -10 },
      expect: { status: 'error', code: 'RESISTANCE_MUST_BE_NONNEGATIVE' },
      source: 'R < 0 is an active load (|Γ| > 1), outside this passive-load calculator.',
    },
  ],
  limitations: ['Real Z0 only (no complex reference impedance / power waves); single frequency; no line loss.'],
  compute(inp) {
    const z0Error = requirePositive('z0', inp.z0, inp.z0, 'IMPEDANCE_MUST_BE_POSITIVE', 'Reference impedance Z0', '50');
    if (z0Error) return z0Error;
    const p = pointOf(inp, inp.z0);
    if ('status' in p) return p;
    const { metrics, warnings } = reflectionMetrics(abs(p.gamma));
    const toGamma = inp.mode === 'z-to-gamma';
    const zPart = impedanceParts(p.z, inp.z0);
    const zMag = p.z ? abs(p.z) * inp.z0 : null;
    const result = {
      ...zPart,
      impedance_mag_ohm: zMag,
      impedance_angle_deg: p.z ? argDeg(p.z) + 0 : null,
      ...gammaParts(p.gamma),
      ...metrics,
    };
    const formatted = toGamma
      ? `Γ = ${formatNumber(metrics.gamma_mag, 6)} ∠ ${formatNumber(result.gamma_angle_deg, 6)}°`
      : p.z
        ? `Z = ${formatNumber(zPart.resistance_ohm!, 6)} ${zPart.reactance_ohm! < 0 ? '−' : '+'} j${formatNumber(Math.abs(zPart.reactance_ohm!), 6)} Ω`
        : 'Z = ∞ (open circuit)';
    return ok(result, { warnings: [...infinityWarnings(p, 'Load', false), ...warnings], formula: toGamma ? FORMULAS.toGamma : FORMULAS.toZ, formatted });
  },
});
