// Amps to kilowatts: real power from current, voltage and power factor for DC,
// single-phase and three-phase (line-to-line) circuits. The maths is the
// phase-product helper's (a × b × k × PF × factor) with a = amps, b = volts and
// factor 0.001 (W → kW), so both ids give the same number for the same inputs.
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { ok } from '../core/outcome.ts';
import { formatQuantity } from '../core/numeric.ts';
import {
  NUMBER_CONVENTIONS,
  PHASE_CONVENTIONS,
  PHASES,
  PHASE_SYNONYMS,
  POWER_FACTOR_CONVENTIONS,
  factorGuard,
  productText,
  phaseField,
  phaseOptions,
  phaseTabs,
  phaseOrDefault,
  phaseProduct,
  powerFactorField,
  resolvePowerFactor,
  scaledPowerUnit,
  voltageGuard,
} from './_lib/phase-power.ts';
import { canonicalChoices, magnitude, nonNegativeGuard } from './_lib/power-inputs.ts';

const input = z.object({
  a: magnitude('Current I in A (line current for three-phase)'),
  b: z.number().check(z.meta({ description: 'Voltage V in V (line-to-line for three-phase), > 0' })),
  phase: phaseField(PHASES),
  pf: powerFactorField,
  factor: z._default(z.number(), 0.001),
});

const output = z.strictObject({
  value: z.number(),
  P: z.number(),
  P_kW: z.number(),
  S_kVA: z.optional(z.number()),
  I: z.number(),
  V: z.number(),
  phase: z.enum(PHASES),
  pf: z.number(),
  factor: z.number(),
});

export const engine = defineEngine({
  id: 'amps-kw',
  area: 'electrical',
  title: 'Amps to kW',
  description: 'Convert current in amps to real power in kilowatts for DC, single-phase AC and three-phase AC (line-to-line voltage): P(kW) = I × V × PF / 1000, or √3 × I × V_LL × PF / 1000 for three-phase.',
  keywords: ['amps to kw', 'amps to kilowatts', 'A to kW', 'current to power', 'three phase kw', 'amperes to kilowatts', 'kW from amps'],
  capability_id: 'electrical.amps_to_kw',
  version: '1.4.3',
  tools: [{ id: 'amps-to-kw', page: 'electric' }],
  input,
  output,
  prepare: canonicalChoices({ phase: PHASE_SYNONYMS }),
  unit: 'kW',
  errors: [
    'CURRENT_MUST_BE_NONNEGATIVE',
    'FACTOR_MUST_BE_POSITIVE',
    'POWER_FACTOR_OUT_OF_RANGE',
    'VOLTAGE_MUST_BE_POSITIVE',
  ],
  warnings: ['POWER_FACTOR_ASSUMED', 'POWER_FACTOR_IGNORED'],
  formula: { id: 'amps-kw', expression: 'P(kW) = k × I × V × PF × factor (k = √3 three-phase, else 1; factor 0.001)', label: 'Real power from current' },
  assumptions: [
    PHASE_CONVENTIONS,
    POWER_FACTOR_CONVENTIONS,
    'Inputs: a = current I in A, b = voltage V in V (> 0), factor = output scale (default 0.001: W → kW; 1 gives W). value = P × factor; P (W) and P_kW are always given too.',
    'Phase omitted: single-phase when a PF is given, otherwise DC (the two agree at PF 1). AC with PF left blank uses PF = 1 (resistive load) and says so (warning POWER_FACTOR_ASSUMED).',
    NUMBER_CONVENTIONS,
  ],
  ui: {
    fields: {
      phase: { label: 'Circuit', unit: '', kind: 'select', options: phaseOptions() },
      a: { label: 'Current', unit: 'A' },
      b: { label: 'Voltage (line-to-line for three-phase)', unit: 'V' },
      pf: { label: 'Power factor (0–1)', unit: '', step: 0.01, min: 0, max: 1 },
      factor: { label: 'Output scale', unit: '×', help: '0.001 gives kW (default); 1 gives W' },
    },
    tabs: [
      phaseTabs('phase', ['a', 'b'], 'pf'),
    ],
    initial: { phase: 'three', a: 20, b: 400, pf: 0.9 },
    headline: 'value',
    outputs: {
      value: { label: 'Real power × output scale' },
      P: { label: 'Real power', unit: 'W' },
      P_kW: { label: 'Real power', unit: 'kW' },
      S_kVA: { label: 'Apparent power', unit: 'kVA' },
      I: { label: 'Current', unit: 'A' },
      V: { label: 'Voltage', unit: 'V' },
    },
  },
  examples: [
    {
      name: 'Three-phase 400 V, 20 A, resistive (PF 1)',
      inputs: { phase: 'three', a: 20, b: 400, pf: 1 },
      expect: { status: 'success', values: { value: 13.856, P: 13856 }, rel: 1e-4 },
      source: 'Engineering ToolBox, "Three-Phase Power Equations", pure resistive load example: √3 × 400 V × 20 A × 1 = 13856 W = 13.9 kW.',
    },
    {
      name: 'Three-phase 400 V motor, 20 A, PF 0.9',
      inputs: { phase: 'three', a: 20, b: 400, pf: 0.9 },
      expect: { status: 'success', values: { P: 12456 }, rel: 2e-3 },
      source: 'Energy Academy UK, "Power in Three-Phase Systems", example 1: 1.73 × 400 × 20 × 0.9 = 12,456 W ≈ 12.5 kW (√3 rounded to 1.73 there; exact 12470.8 W).',
    },
    {
      name: 'Single-phase 230 V, 10 A, PF 0.8',
      inputs: { phase: 'single', a: 10, b: 230, pf: 0.8 },
      expect: { status: 'success', values: { value: 1.84, P: 1840, S_kVA: 2.3 }, rel: 1e-12 },
      source: 'Exact arithmetic: P = V × I × cos φ = 230 × 10 × 0.8 = 1840 W (Hughes, Electrical and Electronic Technology, 10th ed., power in AC circuits).',
    },
    {
      name: 'DC 12 V, 10 A',
      inputs: { phase: 'dc', a: 10, b: 12 },
      expect: { status: 'success', values: { value: 0.12, P: 120 }, rel: 1e-12 },
      source: 'Exact arithmetic: P = V × I = 12 × 10 = 120 W = 0.12 kW.',
    },
    {
      name: 'Zero voltage',
      inputs: { phase: 'single', a: 10, b: 0, pf: 0.9 },
      expect: { status: 'error', code: 'VOLTAGE_MUST_BE_POSITIVE' },
      source: 'Spec (Errors, Codes): VOLTAGE_MUST_BE_POSITIVE when the voltage is not > 0.',
    },
    {
      name: 'Power factor given as a percentage',
      inputs: { phase: 'three', a: 20, b: 400, pf: 90 },
      expect: { status: 'error', code: 'POWER_FACTOR_OUT_OF_RANGE' },
      source: 'Spec (Errors, Codes): PF outside (0, 1] gives POWER_FACTOR_OUT_OF_RANGE; an explicit invalid PF is never replaced.',
    },
  ],
  limitations: ['Balanced three-phase only with line-to-line voltage (no line-to-neutral × 3 form); sinusoidal waveforms; motor efficiency is not applied (the result is electrical input power).'],
  compute(inp) {
    const bad = nonNegativeGuard(inp.a, 'a', 'current', 'A') ?? voltageGuard(inp.b, 'b') ?? factorGuard(inp.factor);
    if (bad) return bad;
    const phase = phaseOrDefault(inp.phase, inp.pf !== undefined);
    const pf = resolvePowerFactor(phase, inp.pf, { field: 'pf' });
    if (!pf.ok) return pf.outcome;
    const P = phaseProduct(inp.a, inp.b, phase, pf.pf);
    const value = P * inp.factor;
    const unit = scaledPowerUnit(inp.factor);
    return ok(
      {
        value,
        P,
        P_kW: P / 1000,
        ...(phase === 'dc' ? {} : { S_kVA: phaseProduct(inp.a, inp.b, phase, 1, 0.001) }),
        I: inp.a,
        V: inp.b,
        phase,
        pf: pf.pf,
        factor: inp.factor,
      },
      {
        warnings: pf.warnings,
        unit,
        formatted: formatQuantity(value, unit),
        formula: { id: `amps-kw.${phase}`, expression: `value = ${productText(phase, ['I', 'V'])} × factor`, label: 'Real power from current' },
      },
    );
  },
});
