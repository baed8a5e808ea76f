// Helper engine: value = a × b. Energy from volts × coulombs or watts × seconds,
// and (through the kva-kw engine) kW from kVA × power factor.
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { ok } from '../core/outcome.ts';
import { NUMBER_CONVENTIONS } from './_lib/phase-power.ts';
import { OPERAND_KIND_CONVENTIONS, operandKindError, operandKindField, operandKindHint } from './_lib/unit-arithmetic.ts';

export const engine = defineEngine({
  id: 'product',
  area: 'electrical',
  title: 'Product of two quantities (a × b)',
  description: 'Multiplies two quantities: value = a × b, e.g. volts × coulombs = joules, watts × seconds = joules, kVA × power factor = kW.',
  keywords: ['product', 'multiply', 'volts to joules', 'watts to joules', 'energy from power and time'],
  version: '1.0.0',
  tools: [
    {
      id: 'volts-to-joules',
      page: 'electric',
      capability_id: 'electrical.volts_to_joules',
      version: '1.2.0',
      title: 'Volts to joules calculator',
      description: 'Energy in joules of a charge moved through a voltage: E (J) = V (V) × Q (C).',
      keywords: ['volts to joules', 'V to J', 'energy of a charge', 'electric potential energy', 'coulombs times volts', 'capacitor energy charge'],
      fields: {
        a: { label: 'Voltage', unit: 'V' },
        b: { label: 'Charge', unit: 'C' },
      },
      initial: { a: 12, b: 5 },
    },
    {
      id: 'watts-to-joules',
      page: 'electric',
      capability_id: 'electrical.watts_to_joules',
      version: '1.2.1',
      title: 'Watts to joules calculator',
      description: 'Energy in joules from a constant power in watts over a time in seconds: E (J) = P (W) × t (s).',
      keywords: ['watts to joules', 'W to J', 'energy from power', 'watt-seconds', 'power times time'],
      defaults: { b_kind: 'time' },
      fields: {
        a: { label: 'Power', unit: 'W' },
        b: { label: 'Time', unit: 's' },
      },
      initial: { a: 60, b: 3600 },
    },
  ],
  input: z.object({ a: z.number(), b: z.number(), b_kind: operandKindField }),
  output: z.number(),
  unit: null,
  errors: ['POWER_FACTOR_OUT_OF_RANGE', 'TIME_MUST_BE_POSITIVE'],
  warnings: [],
  formula: { id: 'product', expression: 'value = a × b', label: 'Product' },
  assumptions: [
    'value = a × b; signs are kept (a negative charge or a power flowing back gives a negative energy).',
    OPERAND_KIND_CONVENTIONS,
    'volts-to-joules: E (J) = V × Q, the work done moving charge Q (C) through potential difference V (1 J = 1 V·C, SI Brochure 9th ed., Table 4). watts-to-joules: E (J) = P × t for a constant power P (W) over t seconds (1 J = 1 W·s). kva-to-kw (engine kva-kw): P (kW) = S (kVA) × PF.',
    NUMBER_CONVENTIONS,
  ],
  ui: {
    fields: {
      a: { label: 'Value a', unit: '' },
      b: { label: 'Value b', unit: '' },
      b_kind: operandKindHint('What b is'),
    },
    initial: { a: 12, b: 5 },
  },
  examples: [
    {
      name: '5 C through 12 V is 60 J',
      tool: 'volts-to-joules',
      inputs: { a: 12, b: 5 },
      expect: { status: 'success', values: { '': 60 } },
      source: 'Exact arithmetic from W = Q·V (1 J = 1 V × 1 C, SI Brochure 9th ed.): 12 V × 5 C = 60 J.',
    },
    {
      name: 'A 60 W bulb for one hour is 216 kJ',
      tool: 'watts-to-joules',
      inputs: { a: 60, b: 3600 },
      expect: { status: 'success', values: { '': 216000 } },
      source: 'Exact arithmetic from E = P·t (1 J = 1 W·s): 60 W × 3600 s = 216 000 J.',
    },
    {
      name: 'Negative time',
      tool: 'watts-to-joules',
      inputs: { a: 60, b: -10 },
      expect: { status: 'error', code: 'TIME_MUST_BE_POSITIVE' },
      source: 'A duration is above 0 s.',
    },
  ],
  limitations: ['Constant quantities only: energy from a varying power needs the integral of P dt.'],
  compute({ a, b, b_kind }) {
    const bad = operandKindError(b, b_kind, 'b');
    if (bad) return bad;
    return ok(a * b);
  },
});
