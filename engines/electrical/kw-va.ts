// kW to VA: apparent power from real power and power factor, S = P / PF.
// The arithmetic is the scale-quotient helper's (a × 1000 / PF), called here so
// the two can never disagree.
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { NUMBER_CONVENTIONS, POWER_FACTOR_CONVENTIONS } from './_lib/phase-power.ts';
import { nonNegativeGuard } from './_lib/power-inputs.ts';
import { engine as scaleQuotient } from './scale-quotient.ts';

/** VA per kW (SI prefix kilo). */
const VA_PER_KVA = 1000;

export const engine = defineEngine({
  id: 'kw-va',
  area: 'electrical',
  title: 'kW to VA converter',
  description: 'Apparent power in volt-amperes from real power in kW and the power factor: VA = 1000 × kW / PF. Size a UPS, generator or transformer from the load in kW.',
  keywords: ['kw to va', 'kW to VA', 'kilowatts to volt-amperes', 'real power to apparent power', 'UPS sizing', 'power factor'],
  capability_id: 'electrical.kw_to_va',
  version: '1.3.1',
  tools: [{ id: 'kw-to-va', page: 'electric' }],
  input: z.object({
    a: z.number().check(z.meta({ description: 'Real power P in kW, ≥ 0' })),
    factor: z.number().check(z.meta({ description: 'Power factor PF, 0 < PF ≤ 1' })),
  }),
  inputAliases: { kW: 'a', kw: 'a', P: 'a', pf: 'factor', power_factor: 'factor', PF: 'factor' },
  output: z.number(),
  unit: 'VA',
  errors: ['POWER_FACTOR_OUT_OF_RANGE', 'REAL_POWER_MUST_BE_NONNEGATIVE'],
  warnings: [],
  formula: { id: 'kw-va', expression: 'S (VA) = 1000 × P (kW) / PF', label: 'Apparent power from real power' },
  assumptions: [
    'S = P / PF, from the definition of power factor λ = P / S (IEC 60050-131-11-46); × 1000 turns kVA into VA. Holds per phase and in total, so single- and three-phase need no √3 here.',
    'a = real power in kW (a magnitude, ≥ 0), factor = power factor; the result is in VA. Computed by the scale-quotient helper (a × 1000 / factor, factor checked as a power factor).',
    POWER_FACTOR_CONVENTIONS,
    NUMBER_CONVENTIONS,
  ],
  ui: {
    fields: {
      a: { label: 'Real power', unit: 'kW' },
      factor: { label: 'Power factor (0–1)', unit: '', step: 0.01, min: 0, max: 1 },
    },
    initial: { a: 8, factor: 0.8 },
  },
  examples: [
    {
      name: '8 kW at PF 0.8 is 10 000 VA',
      inputs: { a: 8, factor: 0.8 },
      expect: { status: 'success', values: { '': 10000 }, rel: 1e-12 },
      source: 'Exact arithmetic from S = P / PF (IEC 60050-131): 8 kW / 0.8 = 10 kVA = 10 000 VA.',
    },
    {
      name: '40 kW generator load at PF 0.8 is 50 000 VA',
      tool: 'kw-to-va',
      inputs: { a: 40, factor: 0.8 },
      expect: { status: 'success', values: { '': 50000 }, rel: 1e-12 },
      source: 'ISO 8528-1 rating convention (PF 0.8): a 40 kW generating set is 50 kVA = 50 000 VA.',
    },
    {
      name: 'Power factor above 1',
      inputs: { a: 1, factor: 1.5 },
      expect: { status: 'error', code: 'POWER_FACTOR_OUT_OF_RANGE' },
      source: 'Spec, Errors and DECISIONS.md 3: an explicit power factor must lie in (0, 1].',
    },
  ],
  limitations: ['Sinusoidal quantities: with harmonic distortion the true power factor differs from the displacement factor cos φ.'],
  compute({ a, factor }) {
    const negative = nonNegativeGuard(a, 'a', 'real power', 'kW');
    if (negative) return negative;
    return scaleQuotient.compute({ a, factor, scale: VA_PER_KVA, factor_kind: 'power_factor' });
  },
});
