// kVA to kW: real power from apparent power and power factor, P = S × PF.
// The arithmetic is the product helper's (a × b with b a power factor), called
// here so the two can never disagree.
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { NUMBER_CONVENTIONS, POWER_FACTOR_CONVENTIONS } from './_lib/phase-power.ts';
import { nonNegativeGuard } from './_lib/power-inputs.ts';
import { engine as product } from './product.ts';

export const engine = defineEngine({
  id: 'kva-kw',
  area: 'electrical',
  title: 'kVA to kW converter',
  description: 'Real power in kW from apparent power in kVA and the power factor: kW = kVA × PF. Works for single- and three-phase alike.',
  keywords: ['kva to kw', 'kVA to kW', 'apparent power to real power', 'generator kW rating', 'transformer kW', 'kilovolt-amperes to kilowatts', 'power factor'],
  capability_id: 'electrical.kva_to_kw',
  version: '1.4.1',
  tools: [{ id: 'kva-to-kw', page: 'electric' }],
  input: z.object({
    a: z.number().check(z.meta({ description: 'Apparent power S in kVA, ≥ 0' })),
    b: z.number().check(z.meta({ description: 'Power factor PF, 0 < PF ≤ 1' })),
  }),
  inputAliases: { kVA: 'a', kva: 'a', S: 'a', pf: 'b', power_factor: 'b', PF: 'b' },
  output: z.number(),
  unit: 'kW',
  errors: ['APPARENT_POWER_MUST_BE_NONNEGATIVE', 'POWER_FACTOR_OUT_OF_RANGE'],
  warnings: [],
  formula: { id: 'kva-kw', expression: 'P (kW) = S (kVA) × PF', label: 'Real power from apparent power' },
  assumptions: [
    'P = S × PF, from the definition of power factor λ = P / S (IEC 60050-131-11-46). The relation holds per phase and in total, so single- and three-phase need no √3 here.',
    'a = apparent power in kVA (a magnitude, ≥ 0), b = power factor; the result is in kW. Computed by the product helper (a × b with b checked as a power factor).',
    POWER_FACTOR_CONVENTIONS,
    NUMBER_CONVENTIONS,
  ],
  ui: {
    fields: {
      a: { label: 'Apparent power', unit: 'kVA' },
      b: { label: 'Power factor (0–1)', unit: '', step: 0.01, min: 0, max: 1 },
    },
    initial: { a: 50, b: 0.8 },
  },
  examples: [
    {
      name: 'A 50 kVA generating set at PF 0.8 is 40 kW',
      inputs: { a: 50, b: 0.8 },
      expect: { status: 'success', values: { '': 40 }, rel: 1e-12 },
      source: 'ISO 8528-1 rates generating sets at a power factor of 0.8 (lagging): 50 kVA × 0.8 = 40 kW, the kVA/kW pairing printed on generator datasheets.',
    },
    {
      name: '10 kVA at PF 0.95',
      tool: 'kva-to-kw',
      inputs: { a: 10, b: 0.95 },
      expect: { status: 'success', values: { '': 9.5 }, rel: 1e-12 },
      source: 'Exact arithmetic: P = S × PF = 10 × 0.95 = 9.5 kW.',
    },
    {
      name: 'Power factor 0',
      inputs: { a: 10, b: 0 },
      expect: { status: 'error', code: 'POWER_FACTOR_OUT_OF_RANGE' },
      source: 'Spec, Errors and DECISIONS.md 3: an explicit power factor must lie in (0, 1].',
    },
  ],
  limitations: ['Sinusoidal quantities: with harmonic distortion the true power factor differs from the displacement factor cos φ.'],
  compute({ a, b }) {
    const negative = nonNegativeGuard(a, 'a', 'apparent power', 'kVA');
    if (negative) return negative;
    return product.compute({ a, b, b_kind: 'power_factor' });
  },
});
