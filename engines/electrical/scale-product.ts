// Helper engine: value = a × b × scale, a product with a unit-prefix change,
// e.g. mAh × V × 0.001 = Wh (the mah-to-wh engine is built on it).
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { ok } from '../core/outcome.ts';
import { factorGuard, NUMBER_CONVENTIONS } from './_lib/phase-power.ts';
import { unitScaleField } from './_lib/unit-arithmetic.ts';

export const engine = defineEngine({
  id: 'scale-product',
  area: 'electrical',
  title: 'Scaled product (a × b × scale)',
  description: 'Multiplies two quantities and applies a unit scale: value = a × b × scale, e.g. mAh × V × 0.001 = Wh.',
  keywords: ['scaled product', 'multiply and convert', 'mAh times volts', 'amp-hours to watt-hours'],
  version: '1.0.0',
  input: z.object({ a: z.number(), b: z.number(), scale: unitScaleField }),
  output: z.number(),
  unit: null,
  errors: ['FACTOR_MUST_BE_POSITIVE'],
  warnings: [],
  formula: { id: 'scale-product', expression: 'value = a × b × scale', label: 'Scaled product' },
  assumptions: [
    'value = a × b × scale; scale is a positive unit-conversion factor (default 1; FACTOR_MUST_BE_POSITIVE otherwise). Signs of a and b are kept.',
    'mah-to-wh uses a = capacity in mAh, b = voltage in V and scale = 0.001 (1 Wh = 1000 mAh·V).',
    NUMBER_CONVENTIONS,
  ],
  ui: {
    fields: {
      a: { label: 'Value a', unit: '' },
      b: { label: 'Value b', unit: '' },
      scale: { label: 'Unit scale', unit: '×', help: 'e.g. 0.001 for mAh·V → Wh' },
    },
    initial: { a: 3000, b: 3.7, scale: 0.001 },
  },
  examples: [
    {
      name: '3000 mAh at 3.7 V with scale 0.001 is 11.1 Wh',
      inputs: { a: 3000, b: 3.7, scale: 0.001 },
      expect: { status: 'success', values: { '': 11.1 }, rel: 1e-14 },
      source: 'Exact arithmetic: Wh = mAh × V / 1000 = 3000 × 3.7 / 1000 = 11.1 Wh.',
    },
    {
      name: 'Default scale 1',
      inputs: { a: 2.5, b: 12 },
      expect: { status: 'success', values: { '': 30 } },
      source: 'Exact arithmetic: 2.5 Ah × 12 V × 1 = 30 Wh.',
    },
    {
      name: 'Negative scale',
      inputs: { a: 1, b: 1, scale: -1 },
      expect: { status: 'error', code: 'FACTOR_MUST_BE_POSITIVE' },
      source: 'A unit-conversion factor is positive.',
    },
  ],
  compute({ a, b, scale }) {
    const bad = factorGuard(scale, 'scale');
    if (bad) return bad;
    return ok(a * b * scale);
  },
});
