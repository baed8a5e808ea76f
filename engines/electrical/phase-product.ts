// Helper engine: a × b × k × PF × factor, the shape of every "amps and volts to
// power" conversion (k = √3 for three-phase line-to-line, 1 otherwise). REST-only;
// amps-kw is the named calculator built on the same maths.
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { ok } from '../core/outcome.ts';
import { formatNumber } from '../core/numeric.ts';
import {
  NUMBER_CONVENTIONS,
  PHASE_CONVENTIONS,
  POWER_FACTOR_CONVENTIONS,
  phaseOperationInput,
  phaseOperationOutput,
  phaseOperationResult,
  phaseOptions,
  phaseProduct,
  productText,
  PHASE_SYNONYMS,
  resolvePhaseOperands,
} from './_lib/phase-power.ts';
import { canonicalChoices } from './_lib/power-inputs.ts';

const input = phaseOperationInput('First factor, e.g. current in A', 'Second factor, e.g. voltage in V (line-to-line for three-phase)');

export const engine = defineEngine({
  id: 'phase-product',
  area: 'electrical',
  title: 'Phase product (a × b × √3 × PF × factor)',
  description: 'General single- or three-phase product: value = a × b × k × PF × factor, with k = √3 for a three-phase line-to-line system and 1 for DC or single-phase. Amps × volts to watts or kW, with an optional power factor and scale factor.',
  keywords: ['phase product', 'amps to watts', 'amps to kW', 'volts times amps', 'three phase power', 'sqrt 3', 'power factor'],
  version: '1.0.0',
  input,
  output: phaseOperationOutput,
  prepare: canonicalChoices({ phase: PHASE_SYNONYMS }),
  unit: null,
  errors: ['FACTOR_MUST_BE_POSITIVE', 'POWER_FACTOR_OUT_OF_RANGE', 'VALUE_MUST_BE_NONNEGATIVE'],
  warnings: ['POWER_FACTOR_ASSUMED', 'POWER_FACTOR_IGNORED'],
  formula: { id: 'phase-product', expression: 'value = a × b × k × PF × factor (k = √3 three-phase, else 1)', label: 'Phase product' },
  assumptions: [
    PHASE_CONVENTIONS,
    POWER_FACTOR_CONVENTIONS,
    'Phase omitted: single-phase when a PF is given, otherwise DC (the two agree at PF 1). AC with PF left blank uses PF = 1 and says so (warning POWER_FACTOR_ASSUMED).',
    'factor is a unit scale (default 1): 0.001 turns W into kW. a and b are non-negative RMS magnitudes.',
    NUMBER_CONVENTIONS,
  ],
  ui: {
    fields: {
      phase: { label: 'Circuit', unit: '', kind: 'select', options: phaseOptions() },
      a: { label: 'Current a', unit: 'A' },
      b: { label: 'Voltage b', unit: 'V' },
      pf: { label: 'Power factor (0–1)', unit: '', step: 0.01, min: 0, max: 1 },
      factor: { label: 'Scale factor', unit: '×', help: '1 for watts, 0.001 for kilowatts' },
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
    initial: { phase: 'three', a: 20, b: 400, pf: 1, factor: 0.001 },
    headline: 'value',
    outputs: {
      value: { label: 'Product a × b × k × PF × factor' },
      k: { label: 'Phase constant k (√3 three-phase, 1 otherwise)' },
    },
  },
  examples: [
    {
      name: 'Three-phase 400 V, 20 A, resistive load, in kW',
      inputs: { phase: 'three', a: 20, b: 400, pf: 1, factor: 0.001 },
      expect: { status: 'success', values: { value: 13.856406460551018, k: Math.sqrt(3) }, rel: 1e-12 },
      source: 'Engineering ToolBox, "Three-Phase Power Equations", pure resistive load example: √3 × 400 V × 20 A × 1 = 13856 W = 13.9 kW; exact value 8√3 kW.',
    },
    {
      name: 'Single-phase 230 V, 10 A, PF 0.8',
      inputs: { phase: 'single', a: 10, b: 230, pf: 0.8 },
      expect: { status: 'success', values: { value: 1840, k: 1 } },
      source: 'Exact arithmetic: P = V × I × cos φ = 230 × 10 × 0.8 = 1840 W (Hughes, Electrical and Electronic Technology, 10th ed., power in AC circuits).',
    },
    {
      name: 'Power factor above 1',
      inputs: { phase: 'single', a: 10, b: 230, pf: 1.2 },
      expect: { status: 'error', code: 'POWER_FACTOR_OUT_OF_RANGE' },
      source: 'Spec (Errors, Codes): PF outside (0, 1] gives POWER_FACTOR_OUT_OF_RANGE.',
    },
  ],
  limitations: ['Balanced three-phase only (one line current, one line-to-line voltage); no line-to-neutral × 3 form, harmonics or unbalance.'],
  compute(inp) {
    const op = resolvePhaseOperands(inp);
    if (!op.ok) return op.outcome;
    const { phase } = op;
    const value = phaseProduct(inp.a, inp.b, phase, op.pf, inp.factor);
    return ok(phaseOperationResult(value, op, inp.factor), {
      warnings: op.warnings,
      formula: { id: `phase-product.${phase}`, expression: `value = ${productText(phase, ['a', 'b'])} × factor`, label: 'Phase product' },
      formatted: formatNumber(value),
    });
  },
});
