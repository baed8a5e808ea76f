// Helper engine: a × factor / (b × k × PF), the shape of "power over current
// (or voltage)" conversions. Its public alias watts-to-volts reads a as watts and
// b as amps: V = P / (k × I × PF). kva-amps and volts-kw share the maths.
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { ok } from '../core/outcome.ts';
import { formatNumber } from '../core/numeric.ts';
import {
  NUMBER_CONVENTIONS,
  PHASE_CONVENTIONS,
  POWER_FACTOR_CONVENTIONS,
  PHASE_SYNONYMS,
  divisorText,
  phaseOperationInput,
  phaseOperationOutput,
  phaseOperationResult,
  phaseOptions,
  phaseQuotient,
  resolvePhaseOperands,
  zeroDivisorGuard,
} from './_lib/phase-power.ts';
import { canonicalChoices } from './_lib/power-inputs.ts';

const input = phaseOperationInput('Dividend, e.g. power in W', 'Divisor, e.g. current in A');

const WATTS_TO_VOLTS_FIELDS = {
  a: { label: 'Power P', unit: 'W' },
  b: { label: 'Current I', unit: 'A' },
};

export const engine = defineEngine({
  id: 'phase-quotient',
  area: 'electrical',
  title: 'Phase quotient (a × factor ÷ (b × √3 × PF))',
  description: 'General single- or three-phase quotient: value = a × factor / (b × k × PF), with k = √3 for a three-phase line-to-line system and 1 for DC or single-phase. Watts and amps to volts, or kVA and volts to amps.',
  keywords: ['phase quotient', 'watts to volts', 'power to voltage', 'volts from watts and amps', 'three phase', 'power factor'],
  version: '1.0.0',
  tools: [
    {
      id: 'watts-to-volts',
      page: 'electric',
      title: 'Watts to volts',
      description: 'Voltage from power and current: V = P / I for DC, P / (I × PF) single-phase, P / (√3 × I × PF) three-phase (line-to-line).',
      keywords: ['watts to volts', 'W to V', 'power and current to voltage', 'volts from watts'],
      fields: WATTS_TO_VOLTS_FIELDS,
      initial: { phase: 'dc', a: 60, b: 5 },
    },
  ],
  input,
  output: phaseOperationOutput,
  prepare: canonicalChoices({ phase: PHASE_SYNONYMS }),
  unit: null,
  errors: [
    'CURRENT_MUST_BE_NONZERO',
    'FACTOR_MUST_BE_POSITIVE',
    'POWER_FACTOR_OUT_OF_RANGE',
    'VALUE_MUST_BE_NONNEGATIVE',
  ],
  warnings: ['POWER_FACTOR_ASSUMED', 'POWER_FACTOR_IGNORED'],
  formula: { id: 'phase-quotient', expression: 'value = a × factor / (b × k × PF) (k = √3 three-phase, else 1)', label: 'Phase quotient' },
  assumptions: [
    PHASE_CONVENTIONS,
    POWER_FACTOR_CONVENTIONS,
    'watts-to-volts: a is the power P in W, b the current I in A, the result the voltage in V (line-to-line for three-phase).',
    'Phase omitted: single-phase when a PF is given, otherwise DC (the two agree at PF 1). AC with PF left blank uses PF = 1 and says so (warning POWER_FACTOR_ASSUMED).',
    'b = 0 with a > 0 gives CURRENT_MUST_BE_NONZERO (the spec\'s watts path V = P/I); a = b = 0 gives UNDEFINED. factor is a unit scale (default 1).',
    NUMBER_CONVENTIONS,
  ],
  ui: {
    fields: {
      phase: { label: 'Circuit', unit: '', kind: 'select', options: phaseOptions() },
      a: { label: 'Dividend a (power)', unit: 'W' },
      b: { label: 'Divisor b (current)', unit: 'A' },
      pf: { label: 'Power factor (0–1)', unit: '', step: 0.01, min: 0, max: 1 },
      factor: { label: 'Scale factor', unit: '×', help: '1 for plain units, 1000 for kVA → VA' },
    },
    tabs: [
      {
        field: 'phase',
        tabs: [
          { value: 'dc', label: 'DC', fields: ['a', 'b', 'factor'] },
          { value: 'single', label: 'Single-phase', fields: ['a', 'b', 'pf', 'factor'] },
          { value: 'three', label: 'Three-phase', fields: ['a', 'b', 'pf', 'factor'] },
        ],
      },
    ],
    initial: { phase: 'dc', a: 60, b: 5 },
    headline: 'value',
    outputs: {
      value: { label: 'Quotient a × factor ÷ (b × k × PF)' },
      k: { label: 'Phase constant k (√3 three-phase, 1 otherwise)' },
    },
  },
  examples: [
    {
      name: 'DC: 60 W at 5 A is 12 V',
      tool: 'watts-to-volts',
      inputs: { phase: 'dc', a: 60, b: 5 },
      expect: { status: 'success', values: { value: 12, k: 1, pf: 1 } },
      source: 'Exact arithmetic: V = P / I = 60 / 5 = 12 V (Joule\'s law P = V × I).',
    },
    {
      name: 'Three-phase: 30 kW motor drawing 51 A at PF 0.85',
      tool: 'watts-to-volts',
      inputs: { phase: 'three', a: 30000, b: 51, pf: 0.85 },
      expect: { status: 'success', values: { value: 400 }, rel: 2e-3 },
      source: 'Energy Academy UK, "Power in Three-Phase Systems", example 2 (a 30 kW motor on 400 V at PF 0.85 draws ≈ 51 A), solved for the voltage: 30000 / (√3 × 51 × 0.85) = 399.6 V; the tolerance covers the source rounding the current to 51 A.',
    },
    {
      name: 'kVA to amps through the helper: 10 kVA at 400 V three-phase',
      inputs: { phase: 'three', a: 10, b: 400, factor: 1000, pf: 1 },
      expect: { status: 'success', values: { value: 14.433756729740644 }, rel: 1e-12 },
      source: 'Hammond Power Solutions FAQ: three-phase amps = kVA × 1000 / (V × 1.73); 10 kVA at 400 V ≈ 14.43 A; exact 25/√3 A.',
    },
    {
      name: 'Power with no current',
      tool: 'watts-to-volts',
      inputs: { phase: 'dc', a: 100, b: 0 },
      expect: { status: 'error', code: 'CURRENT_MUST_BE_NONZERO' },
      source: 'Spec (Errors, Codes): watts path V = P/I with P > 0 and I = 0 gives CURRENT_MUST_BE_NONZERO.',
    },
  ],
  limitations: ['Balanced three-phase only (one line current, one line-to-line voltage); no harmonics or unbalance.'],
  compute(inp) {
    const op = resolvePhaseOperands(inp);
    if (!op.ok) return op.outcome;
    const zero = zeroDivisorGuard(inp.a, inp.b, { numerator: 'a', divisor: 'b' }, 'current');
    if (zero) return zero;
    const { phase } = op;
    const value = phaseQuotient(inp.a, inp.b, phase, op.pf, inp.factor);
    return ok(phaseOperationResult(value, op, inp.factor), {
      warnings: op.warnings,
      formula: { id: `phase-quotient.${phase}`, expression: `value = a × factor / ${divisorText(phase, ['b'])}`, label: 'Phase quotient' },
      formatted: formatNumber(value),
    });
  },
});
