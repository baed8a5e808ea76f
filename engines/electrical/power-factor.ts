// Power factor from measured voltage, current and real power: PF = P / S with
// S = V × I (single-phase) or √3 × V_LL × I (three-phase), plus the phase angle
// and the reactive power of the power triangle.
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { fail, ok } from '../core/outcome.ts';
import { formatNumber } from '../core/numeric.ts';
import { AC_PHASES, NUMBER_CONVENTIONS, PHASE_CONVENTIONS, PHASE_SYNONYMS, divisorText, phaseOptions, productText, phaseProduct, voltageGuard, zeroDivisorGuard } from './_lib/phase-power.ts';
import { canonicalChoices, magnitude, nonNegativeGuard } from './_lib/power-inputs.ts';
import * as det from '../core/det-math.ts';

/** Meter readings agree with P ≤ S only to their accuracy; an excess within this relative margin is rounding and reads as PF 1. */
const ROUNDING_MARGIN = 1e-9;

const input = z.object({
  mode: z._default(z.enum(AC_PHASES), 'single'),
  V: z.number().check(z.meta({ description: 'RMS voltage in V (line-to-line for three-phase), > 0' })),
  I: magnitude('RMS (line) current in A, > 0'),
  P_kW: magnitude('Real (active) power in kW, ≥ 0'),
});

const output = z.strictObject({
  value: z.number(),
  pf: z.number(),
  pf_percent: z.number(),
  phi_deg: z.number(),
  P_kW: z.number(),
  S_kVA: z.number(),
  Q_kvar: z.number(),
  mode: z.enum(AC_PHASES),
});

export const engine = defineEngine({
  id: 'power-factor',
  area: 'electrical',
  title: 'Power factor',
  description: 'Power factor from voltage, current and real power (kW) for single-phase or three-phase AC: PF = P / (V × I) or P / (√3 × V_LL × I), with apparent power, reactive power and phase angle.',
  keywords: ['power factor', 'PF', 'cos phi', 'cos φ', 'kW kVA kvar', 'power triangle', 'phase angle', 'reactive power', 'power factor calculator'],
  capability_id: 'electrical.power_factor',
  version: '1.5.1',
  page: 'electric',
  input,
  output,
  inputAliases: { phase: 'mode', voltage: 'V', current: 'I' },
  prepare: canonicalChoices({ mode: PHASE_SYNONYMS }),
  unit: null,
  errors: [
    'CURRENT_MUST_BE_NONNEGATIVE',
    'CURRENT_MUST_BE_NONZERO',
    'POWER_EXCEEDS_APPARENT_POWER',
    'POWER_MUST_BE_NONNEGATIVE',
    'VOLTAGE_MUST_BE_POSITIVE',
  ],
  warnings: [],
  formula: { id: 'power-factor.single', expression: 'PF = P / S = P(kW) × 1000 / (V × I)', label: 'Power factor' },
  assumptions: [
    PHASE_CONVENTIONS,
    'mode is the supply: single (S = V × I) or three (S = √3 × V_LL × I, balanced load, line-to-line voltage). PF = P / S (IEC 60050-131: power factor λ = P / S; equals cos φ for sinusoidal quantities), φ = arccos PF in degrees, Q = √(S² − P²) in kvar (magnitude: lagging or leading cannot be told from V, I and P).',
    'V must be > 0 V and I > 0 A (I = 0 with P > 0 gives CURRENT_MUST_BE_NONZERO, with P = 0 UNDEFINED). P greater than S by more than 1e-9 relative is not physical and gives POWER_EXCEEDS_APPARENT_POWER; a smaller excess is rounding and reads as PF = 1.',
    NUMBER_CONVENTIONS,
  ],
  ui: {
    fields: {
      mode: { label: 'Supply', unit: '', kind: 'select', options: phaseOptions(AC_PHASES) },
      V: { label: 'Voltage (line-to-line for three-phase)', unit: 'V' },
      I: { label: 'Current', unit: 'A' },
      P_kW: { label: 'Real power', unit: 'kW' },
    },
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'single', label: 'Single-phase', fields: ['V', 'I', 'P_kW'] },
          { value: 'three', label: 'Three-phase', fields: ['V', 'I', 'P_kW'] },
        ],
      },
    ],
    initial: { mode: 'single', V: 230, I: 10, P_kW: 1.84 },
    headline: 'pf',
    outputs: {
      value: { label: 'Power factor' },
      pf: { label: 'Power factor' },
      pf_percent: { label: 'Power factor', unit: '%' },
      phi_deg: { label: 'Phase angle φ', unit: '°' },
      S_kVA: { label: 'Apparent power', unit: 'kVA' },
      Q_kvar: { label: 'Reactive power (magnitude)', unit: 'kvar' },
    },
  },
  examples: [
    {
      name: '230 V, 10 A, 1.84 kW single-phase',
      inputs: { mode: 'single', V: 230, I: 10, P_kW: 1.84 },
      expect: { status: 'success', values: { pf: 0.8, S_kVA: 2.3, Q_kvar: 1.38, phi_deg: 36.86989764584402 }, rel: 1e-12 },
      source: 'IEC 60050-131 definition λ = P / S: 1840 W / 2300 VA = 0.8 (the 8 kW / 10 kVA = 0.8 worked example of BulkCalculator scaled); Q = √(2.3² − 1.84²) = 1.38 kvar (3-4-5 triangle).',
    },
    {
      name: 'Three-phase motor: 400 V, 20 A, 12.456 kW',
      inputs: { mode: 'three', V: 400, I: 20, P_kW: 12.456 },
      expect: { status: 'success', values: { pf: 0.9 }, rel: 2e-3 },
      source: 'Energy Academy UK, "Power in Three-Phase Systems", example 1 read backwards (400 V, 20 A, PF 0.9 gives 12,456 W with √3 ≈ 1.73): PF = 12456 / (√3 × 400 × 20) = 0.899.',
    },
    {
      name: 'Real power above apparent power',
      inputs: { mode: 'single', V: 230, I: 10, P_kW: 2.5 },
      expect: { status: 'error', code: 'POWER_EXCEEDS_APPARENT_POWER' },
      source: 'Power triangle: P ≤ S = V × I = 2.3 kVA, so PF ≤ 1 (IEC 60050-131).',
    },
    {
      name: 'No current',
      inputs: { mode: 'single', V: 230, I: 0, P_kW: 1 },
      expect: { status: 'error', code: 'CURRENT_MUST_BE_NONZERO' },
      source: 'PF = P / (V × I) has no finite value for I = 0 with P > 0.',
    },
  ],
  limitations: ['Displacement power factor of sinusoidal quantities only; no harmonics (true PF), no unbalanced three-phase loads, no sign of Q (lagging/leading).'],
  compute(inp) {
    const bad = voltageGuard(inp.V, 'V') ?? nonNegativeGuard(inp.I, 'I', 'current', 'A') ?? nonNegativeGuard(inp.P_kW, 'P_kW', 'power', 'kW') ?? zeroDivisorGuard(inp.P_kW, inp.I, { numerator: 'P_kW', divisor: 'I' }, 'current');
    if (bad) return bad;
    const phase = inp.mode;
    // Both in W: V × I is exact for typical readings and kW × 1000 rounds back to the typed watts, so 2.3 kW at 230 V, 10 A is PF 1 exactly.
    const S = phaseProduct(inp.V, inp.I, phase, 1);
    const S_kVA = S / 1000;
    let pf = (inp.P_kW * 1000) / S;
    if (pf > 1 + ROUNDING_MARGIN) {
      return fail(
        'POWER_EXCEEDS_APPARENT_POWER',
        'P_kW',
        `Real power ${inp.P_kW} kW is more than the apparent power ${formatNumber(S_kVA)} kVA (${productText(phase, ['V', 'I'], false)}); the power factor would be ${formatNumber(pf, 6)}.`,
        `Check the readings: P_kW can be at most ${formatNumber(S_kVA)} kW at ${inp.V} V and ${inp.I} A${phase === 'single' ? ' (or choose three-phase if the supply is three-phase)' : ''}.`,
      );
    }
    pf = Math.min(pf, 1);
    const Q_kvar = S_kVA * Math.sqrt((1 - pf) * (1 + pf));
    return ok(
      { value: pf, pf, pf_percent: pf * 100, phi_deg: (det.acos(pf) * 180) / Math.PI, P_kW: inp.P_kW, S_kVA, Q_kvar, mode: phase },
      {
        formatted: `PF = ${formatNumber(pf, 6)}`,
        formula: { id: `power-factor.${phase}`, expression: `PF = P(kW) × 1000 / ${divisorText(phase, ['V', 'I'], false)}`, label: 'Power factor' },
      },
    );
  },
});
