// Voltage drop along a cable run from the load current, the one-way length and
// the conductor resistance per km: DC and single-phase loops, balanced
// three-phase (√3), and the percentage of a supply voltage.
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { fail, ok, warning } from '../core/outcome.ts';
import { NUMBER_CONVENTIONS, PHASES, PHASE_SYNONYMS, type Phase, SQRT3, voltageGuard } from './_lib/phase-power.ts';
import { canonicalChoices, nonNegativeGuard } from './_lib/power-inputs.ts';

/** Drop = k × I × R_conductor: the current crosses two conductors of a DC or single-phase loop; √3 converts a three-phase line drop to line-to-line. */
const DROP_MULTIPLIER: Record<Phase, number> = { dc: 2, single: 2, three: SQRT3 };
/** Conductors that carry the current and heat up: out and back, or the three lines of a balanced load (no neutral current). */
const LOSS_CONDUCTORS: Record<Phase, number> = { dc: 2, single: 2, three: 3 };

/** Design guidance: 3 % for a branch circuit, 5 % feeder plus branch (NEC 210.19(A) Informational Note; IEC 60364-5-52 Annex G: 3 % lighting, 5 % other uses). */
const GUIDANCE_BRANCH_PCT = 3;
const GUIDANCE_TOTAL_PCT = 5;

const FORMULAS: Record<Phase, { id: string; expression: string; label: string }> = {
  dc: { id: 'voltage-drop.dc', expression: 'Vd = 2 × I × L × R / 1000', label: 'DC two-wire loop' },
  single: { id: 'voltage-drop.single', expression: 'Vd = 2 × I × L × R / 1000', label: 'Single-phase two-wire loop' },
  three: { id: 'voltage-drop.three', expression: 'Vd = √3 × I × L × R / 1000', label: 'Balanced three-phase, line-to-line' },
};

const output = z.strictObject({
  mode: z.enum(PHASES),
  Vd: z.number(),
  k: z.number(),
  R_conductor: z.number(),
  P_loss: z.number(),
  Vd_pct: z.optional(z.number()),
  V_load: z.optional(z.number()),
});

export const engine = defineEngine({
  id: 'voltage-drop',
  area: 'electrical',
  title: 'Voltage drop calculator',
  description: 'Voltage drop of a cable run from load current, one-way length and conductor resistance per km, for DC, single-phase and balanced three-phase circuits; with a supply voltage also the percentage drop, the voltage at the load and the power lost in the cable.',
  keywords: ['voltage drop', 'cable voltage drop', 'wire voltage drop', 'volt drop', 'line loss', 'cable sizing', 'percent voltage drop', 'three phase voltage drop', 'DC voltage drop', 'ohms per km', 'lights dim', 'dim at the end', 'extension lead', 'extension cord', 'long cable', 'cable thick enough', 'far end'],
  capability_id: 'electrical.voltage_drop',
  version: '1.5.2',
  page: 'wire',
  input: z.object({
    mode: z._default(z.enum(PHASES), 'single'),
    I: z.number().check(z.meta({ description: 'Load current in A (line current for three-phase)' })),
    length_m: z.number().check(z.meta({ description: 'One-way route length in m' })),
    R_ohm_per_km: z.number().check(z.meta({ description: 'Resistance of one conductor in Ω/km' })),
    V_supply: z.optional(z.number().check(z.meta({ description: 'Supply voltage in V (line-to-line for three-phase), for the percentage drop' }))),
  }),
  prepare: canonicalChoices({ mode: PHASE_SYNONYMS }),
  output,
  unit: 'V',
  errors: [
    'CURRENT_MUST_BE_NONNEGATIVE',
    'LENGTH_MUST_BE_NONNEGATIVE',
    'RESISTANCE_MUST_BE_NONNEGATIVE',
    'VOLTAGE_DROP_EXCEEDS_SUPPLY',
    'VOLTAGE_MUST_BE_POSITIVE',
  ],
  warnings: ['VOLTAGE_DROP_ABOVE_GUIDANCE'],
  formula: FORMULAS.single,
  assumptions: [
    'Resistive drop along the conductors: Vd = k × I × L × R / 1000 with I in A, L the one-way route length in m and R the resistance of one conductor in Ω/km. k = 2 for DC and single-phase (current out and back), k = √3 for a balanced three-phase load (drop between lines; no current in the neutral). IEC 60364-5-52 Annex G (b = 2 single-phase, b = 1 per phase three-phase) and NEC Chapter 9 Table 9 note 2 with cos φ = 1.',
    'mode: dc, single (default) or three; V_supply is line-to-line for three-phase, so Vd_pct = 100 × Vd / V_supply is the same percentage as the per-phase drop over the phase voltage.',
    'The load draws a constant current I whatever its voltage; reactance is neglected, which is accurate for conductors up to about 16–25 mm² (4 AWG) and conservative (the drop is the full I·R) for a load with power factor 1.',
    'R_ohm_per_km at the operating temperature: take it from the conductor table (IEC 60228 gives 20 °C values, e.g. 7.41 Ω/km for 2.5 mm² copper; NEC Chapter 9 Table 8 gives 75 °C values). P_loss = n × I² × R_conductor with n = 2 (DC, single-phase) or 3 (three-phase).',
    `Warning VOLTAGE_DROP_ABOVE_GUIDANCE when the drop exceeds ${GUIDANCE_BRANCH_PCT} % (info) or ${GUIDANCE_TOTAL_PCT} % (warning) of the supply: the NEC 210.19(A) informational note and IEC 60364-5-52 Annex G design limits. A drop at or above the supply voltage is an error (VOLTAGE_DROP_EXCEEDS_SUPPLY).`,
    NUMBER_CONVENTIONS,
  ],
  ui: {
    fields: {
      mode: {
        label: 'Circuit',
        kind: 'select',
        options: [
          { value: 'dc', label: 'DC (two-wire)' },
          { value: 'single', label: 'Single-phase AC (two-wire)' },
          { value: 'three', label: 'Three-phase AC (balanced)' },
        ],
      },
      I: { label: 'Load current', unit: 'A' },
      length_m: { label: 'One-way cable length', unit: 'm' },
      R_ohm_per_km: { label: 'Conductor resistance (one conductor)', unit: 'Ω/km', help: 'From the cable datasheet or IEC 60228 / NEC Table 8, e.g. 7.41 Ω/km for 2.5 mm² copper' },
      // Supplies from a 5 V rail to medium voltage distribution; 0.23 V was 230 V in kV.
      V_supply: { label: 'Supply voltage, optional (line-to-line for three-phase)', unit: 'V', typical: ['3 V', '50 kV'] },
    },
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'dc', label: 'DC', fields: ['I', 'length_m', 'R_ohm_per_km', 'V_supply'] },
          { value: 'single', label: 'Single-phase', fields: ['I', 'length_m', 'R_ohm_per_km', 'V_supply'] },
          { value: 'three', label: 'Three-phase', fields: ['I', 'length_m', 'R_ohm_per_km', 'V_supply'] },
        ],
      },
    ],
    initial: { mode: 'single', I: 20, length_m: 25, R_ohm_per_km: 7.41, V_supply: 230 },
    headline: 'Vd',
    outputs: {
      Vd: { label: 'Voltage drop', unit: 'V' },
      k: { label: 'Drop multiplier k (2 loop, √3 three-phase)' },
      R_conductor: { label: 'Resistance of one conductor over the run', unit: 'Ω' },
      P_loss: { label: 'Power lost in the cable', unit: 'W' },
      Vd_pct: { label: 'Voltage drop as a share of the supply', unit: '%' },
      V_load: { label: 'Voltage at the load', unit: 'V' },
    },
  },
  examples: [
    {
      name: '100 ft of 16 AWG copper, 4 A, 24 V two-wire circuit',
      inputs: { mode: 'dc', I: 4, length_m: 30.48, R_ohm_per_km: 4.99 / 0.3048, V_supply: 24 },
      expect: { status: 'success', code: 'VOLTAGE_DROP_ABOVE_GUIDANCE', values: { Vd: 3.992, Vd_pct: 16.633333333333333, V_load: 20.008 }, rel: 1e-9 },
      source: 'electrician2.com training, "Voltage drop" (NEC Chapter 9 Table 8: No. 16 copper 4.99 Ω per 1000 ft): 2 × 100 ft × 4.99/1000 Ω × 4 A = 3.992 ≈ 4.0 V, about 16.7 % of 24 V (exact 16.63 %).',
    },
    {
      name: '2.5 mm² copper, 25 m, 20 A at 230 V single-phase',
      inputs: { mode: 'single', I: 20, length_m: 25, R_ohm_per_km: 7.41, V_supply: 230 },
      expect: { status: 'success', values: { Vd: 7.41, Vd_pct: 7.41 / 2.3, V_load: 222.59, P_loss: 148.2 }, rel: 1e-12 },
      source: 'IEC 60364-5-52 Annex G with b = 2, cos φ = 1 and the IEC 60228 maximum of 7.41 Ω/km for 2.5 mm² copper: u = 2 × 0.025 km × 7.41 Ω/km × 20 A = 7.41 V (exact arithmetic).',
    },
    {
      name: '6 mm² copper, 50 m, 32 A at 400 V three-phase',
      inputs: { mode: 'three', I: 32, length_m: 50, R_ohm_per_km: 3.08, V_supply: 400 },
      expect: { status: 'success', values: { Vd: Math.sqrt(3) * 4.928, Vd_pct: (Math.sqrt(3) * 4.928) / 4, R_conductor: 0.154 }, rel: 1e-12 },
      source: 'IEC 60364-5-52 Annex G with b = 1 and IEC 60228 (6 mm² copper, 3.08 Ω/km): u = 32 × 0.05 × 3.08 = 4.928 V per phase, √3 × 4.928 = 8.535 V line-to-line, 2.13 % of 400 V (exact arithmetic).',
    },
    {
      name: 'Zero supply voltage',
      inputs: { mode: 'single', I: 10, length_m: 10, R_ohm_per_km: 7.41, V_supply: 0 },
      expect: { status: 'error', code: 'VOLTAGE_MUST_BE_POSITIVE' },
      source: 'Spec, Errors: VOLTAGE_MUST_BE_POSITIVE for a voltage not > 0.',
    },
    {
      name: 'Drop larger than the supply',
      inputs: { mode: 'dc', I: 10, length_m: 100, R_ohm_per_km: 20, V_supply: 12 },
      expect: { status: 'error', code: 'VOLTAGE_DROP_EXCEEDS_SUPPLY' },
      source: 'Exact arithmetic: 2 × 10 A × 0.1 km × 20 Ω/km = 40 V, more than the 12 V supply, so no load voltage exists.',
    },
  ],
  limitations: [
    'No conductor reactance or load power factor (the IEC term X·sin φ): for large conductors (above about 25 mm²) or long AC feeders the drop can differ.',
    'No temperature correction: give R_ohm_per_km at the conductor’s operating temperature.',
    'One conductor size along the run and a single load at its end; no unbalanced three-phase loads.',
  ],
  related: ['wire-ampacity', 'awg-to-mm'],
  compute({ mode, I, length_m, R_ohm_per_km, V_supply }) {
    const bad =
      nonNegativeGuard(I, 'I', 'current', 'A') ??
      nonNegativeGuard(length_m, 'length_m', 'length', 'm') ??
      nonNegativeGuard(R_ohm_per_km, 'R_ohm_per_km', 'resistance', 'Ω/km') ??
      (V_supply === undefined ? null : voltageGuard(V_supply, 'V_supply'));
    if (bad) return bad;

    const k = DROP_MULTIPLIER[mode];
    const R_conductor = (length_m / 1000) * R_ohm_per_km;
    const Vd = k * I * R_conductor;
    const P_loss = LOSS_CONDUCTORS[mode] * I * I * R_conductor;
    const base = { mode, Vd, k, R_conductor, P_loss };
    if (V_supply === undefined) return ok(base, { formula: FORMULAS[mode], formatted: `Vd = ${formatNumber(Vd)} V` });

    if (Vd >= V_supply) {
      return fail(
        'VOLTAGE_DROP_EXCEEDS_SUPPLY',
        'length_m',
        `The cable would drop ${formatNumber(Vd)} V, at least the whole ${formatNumber(V_supply)} V supply: the load cannot draw ${formatNumber(I)} A through ${formatNumber(length_m)} m of this conductor.`,
        'Use a thicker conductor (lower R_ohm_per_km), a shorter run or a higher supply voltage, and check the units (one-way metres, Ω per km).',
      );
    }
    const Vd_pct = (100 * Vd) / V_supply;
    const warnings =
      Vd_pct > GUIDANCE_TOTAL_PCT
        ? [warning('VOLTAGE_DROP_ABOVE_GUIDANCE', `The drop is ${formatNumber(Vd_pct, 4)} % of the supply, above the ${GUIDANCE_TOTAL_PCT} % design limit for feeder plus branch circuit (NEC 210.19(A) note; IEC 60364-5-52 Annex G).`, 'Use a larger conductor or a shorter run.')]
        : Vd_pct > GUIDANCE_BRANCH_PCT
          ? [warning('VOLTAGE_DROP_ABOVE_GUIDANCE', `The drop is ${formatNumber(Vd_pct, 4)} % of the supply, above the ${GUIDANCE_BRANCH_PCT} % usually allowed for a branch or lighting circuit.`, 'Acceptable for many loads up to 5 % in total; use a larger conductor for lighting or long branch circuits.', 'info')]
          : [];
    return ok(
      { ...base, Vd_pct, V_load: V_supply - Vd },
      { formula: FORMULAS[mode], warnings, formatted: `Vd = ${formatNumber(Vd)} V (${formatNumber(Vd_pct, 4)} %)` },
    );
  },
});
