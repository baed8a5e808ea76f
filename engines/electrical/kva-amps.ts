// kVA to amps: line current of a single-phase or balanced three-phase load or
// source from its apparent power. Apparent power already contains the power
// factor, so PF does not change the current; when given, it adds the real power.
// Maths shared with the phase-quotient helper (a × factor / (b × k)).
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { ok } from '../core/outcome.ts';
import { formatQuantity } from '../core/numeric.ts';
import {
  AC_PHASES,
  NUMBER_CONVENTIONS,
  PHASE_CONVENTIONS,
  PHASE_SYNONYMS,
  divisorText,
  factorGuard,
  phaseField,
  phaseOptions,
  phaseQuotient,
  powerFactorField,
  resolvePowerFactor,
  voltageGuard,
} from './_lib/phase-power.ts';
import { canonicalChoices, magnitude, nonNegativeGuard } from './_lib/power-inputs.ts';

const input = z.object({
  a: magnitude('Apparent power S in kVA'),
  b: z.number().check(z.meta({ description: 'Voltage V in V (line-to-line for three-phase), > 0' })),
  phase: phaseField(AC_PHASES),
  pf: powerFactorField,
  factor: z._default(z.number(), 1000),
});

const output = z.strictObject({
  value: z.number(),
  I: z.number(),
  S: z.number(),
  S_kVA: z.number(),
  V: z.number(),
  phase: z.enum(AC_PHASES),
  P_kW: z.optional(z.number()),
  pf: z.optional(z.number()),
});

export const engine = defineEngine({
  id: 'kva-amps',
  area: 'electrical',
  title: 'kVA to amps',
  description: 'Convert apparent power in kVA to current in amps for single-phase and balanced three-phase AC: I = kVA × 1000 / V, or kVA × 1000 / (√3 × V_LL). Give a power factor to see the real power in kW as well.',
  keywords: ['kva to amps', 'kVA to A', 'transformer current', 'generator amps', 'full load current', 'kilovolt-amperes to amperes', 'three phase kva'],
  capability_id: 'electrical.kva_to_amps',
  version: '1.4.1',
  tools: [{ id: 'kva-to-amps', page: 'electric' }],
  input,
  output,
  prepare: canonicalChoices({ phase: PHASE_SYNONYMS }),
  unit: 'A',
  errors: [
    'APPARENT_POWER_MUST_BE_NONNEGATIVE',
    'FACTOR_MUST_BE_POSITIVE',
    'POWER_FACTOR_OUT_OF_RANGE',
    'VOLTAGE_MUST_BE_POSITIVE',
  ],
  warnings: [],
  formula: { id: 'kva-amps', expression: 'I = S(kVA) × factor / (k × V) (k = √3 three-phase, else 1; factor 1000)', label: 'Current from apparent power' },
  assumptions: [
    PHASE_CONVENTIONS,
    'Inputs: a = apparent power in kVA, b = voltage in V (> 0; line-to-line for three-phase), factor = scale of a to VA (default 1000; use 1 when a is in VA). Phase omitted means single-phase.',
    'The current follows from apparent power alone (S = k × V × I); PF does not change it. An optional pf in (0, 1] adds P_kW = S_kVA × PF; an invalid pf is an error (POWER_FACTOR_OUT_OF_RANGE).',
    'Through the phase-quotient helper the same current is a = kVA, b = V, factor = 1000 with pf left out (or 1).',
    NUMBER_CONVENTIONS,
  ],
  ui: {
    fields: {
      phase: { label: 'Supply', unit: '', kind: 'select', options: phaseOptions(AC_PHASES) },
      a: { label: 'Apparent power', unit: 'kVA' },
      b: { label: 'Voltage (line-to-line for three-phase)', unit: 'V' },
      pf: { label: 'Power factor, optional (0–1)', unit: '', step: 0.01, min: 0, max: 1, help: 'Only adds the real power in kW' },
      factor: { label: 'Scale of a to VA', unit: '×', help: '1000 when a is in kVA (default), 1 when in VA' },
    },
    tabs: [
      {
        field: 'phase',
        tabs: [
          { value: 'single', label: 'Single-phase', fields: ['a', 'b', 'pf'] },
          { value: 'three', label: 'Three-phase', fields: ['a', 'b', 'pf'] },
        ],
      },
    ],
    initial: { phase: 'three', a: 25, b: 400 },
    headline: 'value',
    outputs: {
      value: { label: 'Line current', unit: 'A' },
      I: { label: 'Line current', unit: 'A' },
      S: { label: 'Apparent power', unit: 'VA' },
      S_kVA: { label: 'Apparent power', unit: 'kVA' },
      V: { label: 'Voltage (line-to-line for three-phase)', unit: 'V' },
      P_kW: { label: 'Real power', unit: 'kW' },
    },
  },
  examples: [
    {
      name: '25 kVA three-phase generator at 400 V',
      inputs: { phase: 'three', a: 25, b: 400 },
      expect: { status: 'success', values: { value: 36.08, I: 36.08 }, rel: 2e-4 },
      source: 'VoltConvert, "kVA to amps" worked example: I = 1000 × 25 / (1.732 × 400) = 36.08 A per line; exact 62.5/√3 A.',
    },
    {
      name: '10 kVA single-phase at 230 V',
      inputs: { phase: 'single', a: 10, b: 230 },
      expect: { status: 'success', values: { value: 43.47826086956522 }, rel: 1e-12 },
      source: 'Hammond Power Solutions FAQ "How are single phase and three phase load amps and load kVA calculated?": single-phase amps = kVA × 1000 / volts = 10000 / 230 = 43.478 A.',
    },
    {
      name: '100 kVA three-phase at 400 V with PF 0.8',
      inputs: { phase: 'three', a: 100, b: 400, pf: 0.8 },
      expect: { status: 'success', values: { I: 144.34, P_kW: 80 }, rel: 1e-4 },
      source: 'VoltConvert kVA-to-amps reference table (100 kVA at 400 V three-phase = 144.34 A); kW = kVA × PF = 80 kW.',
    },
    {
      name: 'Zero voltage',
      inputs: { phase: 'single', a: 10, b: 0 },
      expect: { status: 'error', code: 'VOLTAGE_MUST_BE_POSITIVE' },
      source: 'Spec (Errors, Codes): VOLTAGE_MUST_BE_POSITIVE when the voltage is not > 0.',
    },
  ],
  limitations: ['Balanced three-phase with line-to-line voltage only; no two-phase systems, harmonics or unbalance; not a conductor or breaker sizing tool (apply your wiring code).'],
  compute(inp) {
    const bad = nonNegativeGuard(inp.a, 'a', 'apparent power', 'kVA') ?? voltageGuard(inp.b, 'b') ?? factorGuard(inp.factor);
    if (bad) return bad;
    const phase = inp.phase ?? 'single';
    let pf: number | undefined;
    if (inp.pf !== undefined) {
      const checked = resolvePowerFactor(phase, inp.pf, { field: 'pf' });
      if (!checked.ok) return checked.outcome;
      pf = checked.pf;
    }
    const I = phaseQuotient(inp.a, inp.b, phase, 1, inp.factor);
    const S = inp.a * inp.factor;
    return ok(
      { value: I, I, S, S_kVA: S / 1000, V: inp.b, phase, ...(pf === undefined ? {} : { P_kW: (S / 1000) * pf, pf }) },
      {
        formatted: formatQuantity(I, 'A'),
        formula: { id: `kva-amps.${phase}`, expression: `I = a × ${inp.factor} / ${divisorText(phase, ['V'], false)}`, label: 'Current from apparent power' },
      },
    );
  },
});
