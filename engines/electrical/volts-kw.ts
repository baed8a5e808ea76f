// Volts to kW and back: real power from voltage and current (v-kw), or the
// voltage that delivers a power at a current (kw-v), for DC, single-phase and
// three-phase (line-to-line) circuits. Both directions use the shared phase
// product/quotient, so they are exact inverses of each other.
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
  productText,
  divisorText,
  phaseField,
  phaseOptions,
  phaseTabs,
  phaseOrDefault,
  phaseProduct,
  phaseQuotient,
  powerFactorField,
  resolvePowerFactor,
  voltageGuard,
  zeroDivisorGuard,
} from './_lib/phase-power.ts';
import { canonicalChoices, magnitude, nonNegativeGuard, synonymsOf } from './_lib/power-inputs.ts';

const MODES = ['v-kw', 'kw-v'] as const;
const MODE_SYNONYMS = synonymsOf(MODES, {
  'volts-to-kw': 'v-kw',
  'v-to-kw': 'v-kw',
  v_kw: 'v-kw',
  'kw-to-volts': 'kw-v',
  'kw-to-v': 'kw-v',
  kw_v: 'kw-v',
});

const input = z.object({
  mode: z._default(z.enum(MODES), 'v-kw'),
  a: z.number().check(z.meta({ description: 'v-kw: voltage V in V (> 0); kw-v: real power P in kW (≥ 0)' })),
  b: magnitude('Current I in A (line current for three-phase), ≥ 0'),
  phase: phaseField(PHASES),
  pf: powerFactorField,
});

const output = z.strictObject({
  value: z.number(),
  mode: z.enum(MODES),
  V: z.number(),
  I: z.number(),
  P: z.number(),
  P_kW: z.number(),
  phase: z.enum(PHASES),
  pf: z.number(),
});

export const engine = defineEngine({
  id: 'volts-kw',
  area: 'electrical',
  title: 'Volts to kW',
  description: 'Convert volts and amps to real power in kilowatts (v-kw), or find the voltage from kW and amps (kw-v), for DC, single-phase AC and three-phase AC with line-to-line voltage and a power factor.',
  keywords: ['volts to kw', 'V to kW', 'voltage to kilowatts', 'kw to volts', 'kilowatts to volts', 'power from voltage and current', 'three phase'],
  capability_id: 'electrical.volts_to_kw',
  version: '1.3.1',
  tools: [{ id: 'volts-to-kw', page: 'electric' }],
  input,
  output,
  prepare: canonicalChoices({ mode: MODE_SYNONYMS, phase: PHASE_SYNONYMS }),
  unit: 'kW',
  errors: [
    'CURRENT_MUST_BE_NONNEGATIVE',
    'CURRENT_MUST_BE_NONZERO',
    'POWER_FACTOR_OUT_OF_RANGE',
    'VOLTAGE_MUST_BE_POSITIVE',
  ],
  warnings: ['POWER_FACTOR_ASSUMED', 'POWER_FACTOR_IGNORED'],
  formula: { id: 'volts-kw.v-kw', expression: 'P(kW) = k × V × I × PF / 1000 (k = √3 three-phase, else 1)', label: 'kW from volts and amps' },
  assumptions: [
    PHASE_CONVENTIONS,
    POWER_FACTOR_CONVENTIONS,
    'Modes: v-kw (a = volts V > 0, b = amps I) gives P in kW; kw-v (a = power in kW, b = amps I) gives V = P × 1000 / (k × I × PF). In kw-v, I = 0 with P > 0 gives CURRENT_MUST_BE_NONZERO and P = I = 0 gives UNDEFINED.',
    'Phase omitted: single-phase when a PF is given, otherwise DC (the two agree at PF 1). AC with PF left blank uses PF = 1 (resistive load) and says so (warning POWER_FACTOR_ASSUMED).',
    NUMBER_CONVENTIONS,
  ],
  ui: {
    fields: {
      mode: {
        label: 'Convert',
        unit: '',
        kind: 'select',
        options: [
          { value: 'v-kw', label: 'Volts → kW' },
          { value: 'kw-v', label: 'kW → volts' },
        ],
      },
      phase: { label: 'Circuit', unit: '', kind: 'select', options: phaseOptions() },
      a: { label: 'Voltage (v-kw) or power in kW (kw-v)', unit: 'V or kW' },
      b: { label: 'Current', unit: 'A' },
      pf: { label: 'Power factor (0–1)', unit: '', step: 0.01, min: 0, max: 1 },
    },
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'v-kw', label: 'Volts → kW', fields: ['phase', 'a', 'b', 'pf'] },
          { value: 'kw-v', label: 'kW → volts', fields: ['phase', 'a', 'b', 'pf'] },
        ],
      },
      phaseTabs('phase', ['a', 'b'], 'pf'),
    ],
    initial: { mode: 'v-kw', phase: 'single', a: 230, b: 10, pf: 0.8 },
    headline: 'value',
    outputs: {
      value: { label: 'Real power or voltage (by mode)' },
      V: { label: 'Voltage (line-to-line for three-phase)', unit: 'V' },
      I: { label: 'Current', unit: 'A' },
      P: { label: 'Real power', unit: 'W' },
      P_kW: { label: 'Real power', unit: 'kW' },
    },
  },
  examples: [
    {
      name: 'Single-phase 230 V, 10 A, PF 0.8',
      inputs: { mode: 'v-kw', phase: 'single', a: 230, b: 10, pf: 0.8 },
      expect: { status: 'success', values: { value: 1.84, P: 1840 }, rel: 1e-12 },
      source: 'Exact arithmetic: P = V × I × cos φ = 230 × 10 × 0.8 = 1840 W (Hughes, Electrical and Electronic Technology, 10th ed., power in AC circuits).',
    },
    {
      name: 'Three-phase 415 V, 20 A, resistive',
      inputs: { mode: 'v-kw', phase: 'three', a: 415, b: 20, pf: 1 },
      expect: { status: 'success', values: { value: 14.4, P: 14400 }, rel: 2e-3 },
      source: 'Engineering ToolBox, "Three-Phase Power Equations": √3 × 415 V × 20 A × 1 ≈ 14400 W = 14.4 kW (exact 14375.99 W).',
    },
    {
      name: 'kW to volts: 2.4 kW DC at 10 A',
      inputs: { mode: 'kw-v', phase: 'dc', a: 2.4, b: 10 },
      expect: { status: 'success', values: { value: 240, V: 240 }, rel: 1e-12 },
      source: 'Exact arithmetic: V = P / I = 2400 W / 10 A = 240 V.',
    },
    {
      name: 'kW to volts with zero current',
      inputs: { mode: 'kw-v', phase: 'dc', a: 2.4, b: 0 },
      expect: { status: 'error', code: 'CURRENT_MUST_BE_NONZERO' },
      source: 'Spec (Errors, Codes): V = P/I with P > 0 and I = 0 gives CURRENT_MUST_BE_NONZERO.',
    },
    {
      name: 'Negative voltage',
      inputs: { mode: 'v-kw', phase: 'dc', a: -12, b: 2 },
      expect: { status: 'error', code: 'VOLTAGE_MUST_BE_POSITIVE' },
      source: 'Spec (Errors, Codes): VOLTAGE_MUST_BE_POSITIVE when the voltage is not > 0.',
    },
  ],
  limitations: ['Balanced three-phase with line-to-line voltage only; sinusoidal waveforms; no line-to-neutral × 3 form.'],
  compute(inp) {
    const phase = phaseOrDefault(inp.phase, inp.pf !== undefined);
    const currentBad = nonNegativeGuard(inp.b, 'b', 'current', 'A');
    if (currentBad) return currentBad;
    const pf = resolvePowerFactor(phase, inp.pf, { field: 'pf' });
    if (!pf.ok) return pf.outcome;
    if (inp.mode === 'v-kw') {
      const bad = voltageGuard(inp.a, 'a');
      if (bad) return bad;
      const P = phaseProduct(inp.a, inp.b, phase, pf.pf);
      return ok(
        { value: P / 1000, mode: inp.mode, V: inp.a, I: inp.b, P, P_kW: P / 1000, phase, pf: pf.pf },
        { warnings: pf.warnings, unit: 'kW', formatted: formatQuantity(P / 1000, 'kW'), formula: { id: `volts-kw.v-kw.${phase}`, expression: `P(kW) = ${productText(phase, ['V', 'I'])} / 1000`, label: 'kW from volts and amps' } },
      );
    }
    const zero = nonNegativeGuard(inp.a, 'a', 'power', 'kW') ?? zeroDivisorGuard(inp.a, inp.b, { numerator: 'a', divisor: 'b' }, 'current');
    if (zero) return zero;
    const V = phaseQuotient(inp.a, inp.b, phase, pf.pf, 1000);
    return ok(
      { value: V, mode: inp.mode, V, I: inp.b, P: inp.a * 1000, P_kW: inp.a, phase, pf: pf.pf },
      { warnings: pf.warnings, unit: 'V', formatted: formatQuantity(V, 'V'), formula: { id: `volts-kw.kw-v.${phase}`, expression: `V = P(kW) × 1000 / ${divisorText(phase, ['I'])}`, label: 'Volts from kW and amps' } },
    );
  },
});
