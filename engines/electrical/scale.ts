// Helper engine: value = a × factor, a unit conversion by a fixed factor.
// REST-only; its alias va-to-kva presets factor = 0.001 (1 kVA = 1000 VA).
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { ok } from '../core/outcome.ts';
import { factorGuard } from './_lib/phase-power.ts';

export const engine = defineEngine({
  id: 'scale',
  area: 'electrical',
  title: 'Scale by a factor (a × factor)',
  description: 'Multiplies a value by a unit-conversion factor: value = a × factor, e.g. VA × 0.001 = kVA.',
  keywords: ['scale', 'multiply by factor', 'unit conversion factor', 'prefix conversion', 'kilo'],
  version: '1.0.0',
  tools: [
    {
      id: 'va-to-kva',
      page: 'electric',
      capability_id: 'electrical.va_to_kva',
      version: '1.3.1',
      title: 'VA to kVA converter',
      description: 'Convert apparent power from volt-amperes (VA) to kilovolt-amperes (kVA): kVA = VA / 1000.',
      keywords: ['va to kva', 'volt-amperes to kilovolt-amperes', 'VA kVA conversion', 'apparent power units', 'UPS VA rating', 'transformer kVA'],
      defaults: { factor: 0.001 },
      fields: {
        a: { label: 'Apparent power', unit: 'VA' },
        factor: { label: 'kVA per VA', unit: 'kVA/VA', help: '0.001: 1 kVA = 1000 VA (SI prefix kilo)' },
      },
      initial: { a: 1500 },
    },
  ],
  input: z.object({ a: z.number(), factor: z.number() }),
  output: z.number(),
  unit: null,
  errors: ['FACTOR_MUST_BE_POSITIVE'],
  warnings: [],
  formula: { id: 'scale', expression: 'value = a × factor', label: 'Scaled value' },
  assumptions: [
    'value = a × factor; the factor is a positive unit-conversion factor (FACTOR_MUST_BE_POSITIVE otherwise). The sign of a is kept.',
    'va-to-kva presets factor = 0.001 (SI prefix kilo = 10³, BIPM SI Brochure, 9th ed., Table 7): kVA = VA / 1000. Apparent power is the same quantity in both units; no power factor is involved.',
    'IEEE-754 double arithmetic: one rounding, about 1e-16 relative (1500 × 0.001 prints as 1.5).',
  ],
  ui: {
    fields: {
      a: { label: 'Value a', unit: '' },
      factor: { label: 'Factor', unit: '×', help: 'e.g. 0.001 for VA → kVA, 1000 for kW → W' },
    },
    initial: { a: 1500, factor: 0.001 },
  },
  examples: [
    {
      name: '1500 VA is 1.5 kVA',
      tool: 'va-to-kva',
      inputs: { a: 1500 },
      expect: { status: 'success', values: { '': 1.5 }, rel: 1e-15 },
      source: 'SI prefix kilo = 10³ (BIPM SI Brochure, 9th ed., Table 7): 1500 VA / 1000 = 1.5 kVA.',
    },
    {
      name: 'A 10 000 VA UPS is 10 kVA',
      tool: 'va-to-kva',
      inputs: { a: 10000 },
      expect: { status: 'success', values: { '': 10 }, rel: 1e-15 },
      source: 'SI prefix kilo = 10³: 10 000 VA / 1000 = 10 kVA.',
    },
    {
      name: 'Helper: 2.5 × 4',
      inputs: { a: 2.5, factor: 4 },
      expect: { status: 'success', values: { '': 10 } },
      source: 'Exact arithmetic: 2.5 × 4 = 10.',
    },
    {
      name: 'Zero factor',
      inputs: { a: 2.5, factor: 0 },
      expect: { status: 'error', code: 'FACTOR_MUST_BE_POSITIVE' },
      source: 'A unit-conversion factor is positive; 0 would turn every value into 0.',
    },
  ],
  limitations: ['No units are inferred: the alias (va-to-kva) gives a and the result their meaning.'],
  compute({ a, factor }) {
    const bad = factorGuard(factor);
    if (bad) return bad;
    const value = a * factor;
    return ok(value);
  },
});
