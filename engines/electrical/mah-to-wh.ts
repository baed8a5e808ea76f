// mAh to Wh: energy of a battery from its capacity and nominal voltage,
// Wh = mAh × V / 1000. The arithmetic is the scale-product helper's.
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { NUMBER_CONVENTIONS, voltageGuard } from './_lib/phase-power.ts';
import { nonNegativeGuard } from './_lib/power-inputs.ts';
import { engine as scaleProduct } from './scale-product.ts';

/** Wh per (mAh × V): 1 Wh = 1 A·h × 1 V = 1000 mAh × 1 V. */
const WH_PER_MAH_VOLT = 0.001;

export const engine = defineEngine({
  id: 'mah-to-wh',
  area: 'electrical',
  title: 'mAh to Wh converter',
  description: 'Battery energy in watt-hours from capacity in mAh and nominal voltage: Wh = mAh × V / 1000. Check power banks and spare batteries against the 100 Wh airline limit.',
  keywords: ['mah to wh', 'milliamp-hours to watt-hours', 'battery capacity', 'power bank Wh', 'battery energy', 'airline battery limit', 'Ah to Wh'],
  capability_id: 'electrical.mah_to_wh',
  version: '1.3.1',
  page: 'electric',
  input: z.object({
    a: z.number().check(z.meta({ description: 'Capacity in mAh, ≥ 0' })),
    b: z.number().check(z.meta({ description: 'Nominal voltage in V, > 0' })),
  }),
  inputAliases: { mAh: 'a', mah: 'a', capacity: 'a', capacity_mAh: 'a', V: 'b', voltage: 'b', volts: 'b' },
  output: z.number(),
  unit: 'Wh',
  errors: ['CAPACITY_MUST_BE_NONNEGATIVE', 'VOLTAGE_MUST_BE_POSITIVE'],
  warnings: [],
  formula: { id: 'mah-to-wh', expression: 'E (Wh) = Q (mAh) × V / 1000', label: 'Battery energy from capacity' },
  assumptions: [
    'E = Q × V with Q in Ah (1 Wh = 1 Ah × 1 V); 1 Ah = 1000 mAh, so Wh = mAh × V / 1000. This is how IATA and battery labels state the watt-hour rating.',
    'V is the nominal (average) voltage of the cell or pack, e.g. 3.6–3.7 V for Li-ion, not the charge or cut-off voltage; the result is the nominal energy.',
    'a = capacity in mAh (≥ 0), b = voltage in V (> 0). Computed by the scale-product helper with scale 0.001.',
    NUMBER_CONVENTIONS,
  ],
  ui: {
    fields: {
      a: { label: 'Capacity', unit: 'mAh' },
      b: { label: 'Nominal voltage', unit: 'V' },
    },
    initial: { a: 10000, b: 3.7 },
  },
  examples: [
    {
      name: '10 000 mAh power bank at 3.7 V is 37 Wh',
      inputs: { a: 10000, b: 3.7 },
      expect: { status: 'success', values: { '': 37 }, rel: 1e-12 },
      source: 'WJR AeroTDG lithium battery calculator (ICAO Technical Instructions): Wh = mAh / 1000 × V; 10 000 mAh × 3.7 V = 37 Wh.',
    },
    {
      name: '11.1 V, 4400 mAh laptop battery',
      inputs: { a: 4400, b: 11.1 },
      expect: { status: 'success', values: { '': 48.84 }, rel: 1e-12 },
      source: 'Battery Guy knowledge base, "How to calculate the watt-hours of a lithium battery", example 1: 4.4 Ah × 11.1 V = 48.8 Wh (exact 48.84).',
    },
    {
      name: '10.8 V, 2500 mAh',
      inputs: { a: 2500, b: 10.8 },
      expect: { status: 'success', values: { '': 27 }, rel: 1e-12 },
      source: 'Axcellence, "How to calculate battery watt-hour rating": 10.8 V × 2.5 Ah = 27 Wh.',
    },
    {
      name: 'Zero voltage',
      inputs: { a: 3000, b: 0 },
      expect: { status: 'error', code: 'VOLTAGE_MUST_BE_POSITIVE' },
      source: 'Spec, Errors: VOLTAGE_MUST_BE_POSITIVE for a voltage not > 0.',
    },
  ],
  limitations: ['Nominal energy only: usable energy is lower (depth of discharge, converter efficiency, temperature, ageing).'],
  compute({ a, b }) {
    const bad = nonNegativeGuard(a, 'a', 'capacity', 'mAh') ?? voltageGuard(b, 'b');
    if (bad) return bad;
    return scaleProduct.compute({ a, b, scale: WH_PER_MAH_VOLT });
  },
});
