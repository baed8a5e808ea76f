// Helper engine: value = a ÷ b, with 0 ÷ 0 and x ÷ 0 named. Its alias kwh-to-kw
// divides energy by time: average power (kW) = kWh / h.
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { ok } from '../core/outcome.ts';
import { NUMBER_CONVENTIONS } from './_lib/phase-power.ts';
import { OPERAND_KIND_CONVENTIONS, operandKindError, operandKindField, operandKindHint, zeroDivisionError } from './_lib/unit-arithmetic.ts';

export const engine = defineEngine({
  id: 'quotient',
  area: 'electrical',
  title: 'Quotient of two quantities (a ÷ b)',
  description: 'Divides one quantity by another: value = a / b, e.g. kWh ÷ hours = average kW.',
  keywords: ['quotient', 'divide', 'kwh to kw', 'average power', 'energy per time'],
  version: '1.0.0',
  tools: [
    {
      id: 'kwh-to-kw',
      page: 'electric',
      title: 'kWh to kW converter',
      description: 'Average power in kW from energy in kWh used over a time in hours: kW = kWh / h.',
      keywords: ['kwh to kw', 'kilowatt-hours to kilowatts', 'energy to power', 'average load', 'kWh per hour'],
      defaults: { b_kind: 'time' },
      fields: {
        a: { label: 'Energy', unit: 'kWh' },
        b: { label: 'Time', unit: 'h' },
      },
      initial: { a: 30, b: 8 },
    },
  ],
  input: z.object({ a: z.number(), b: z.number(), b_kind: operandKindField }),
  output: z.number(),
  unit: null,
  errors: ['DIVISION_BY_ZERO', 'POWER_FACTOR_OUT_OF_RANGE', 'TIME_MUST_BE_POSITIVE', 'UNDEFINED'],
  warnings: [],
  formula: { id: 'quotient', expression: 'value = a / b', label: 'Quotient' },
  assumptions: [
    'value = a / b; signs are kept.',
    'b = 0: a ≠ 0 gives DIVISION_BY_ZERO (no finite value); a = 0 gives UNDEFINED (0 ÷ 0 is indeterminate).',
    OPERAND_KIND_CONVENTIONS,
    'kwh-to-kw: P (kW) = E (kWh) / t (h), the average power over t (1 kWh = 1 kW × 1 h).',
    NUMBER_CONVENTIONS,
  ],
  ui: {
    fields: {
      a: { label: 'Dividend a', unit: '' },
      b: { label: 'Divisor b', unit: '' },
      b_kind: operandKindHint('What b is'),
    },
    initial: { a: 30, b: 8 },
  },
  examples: [
    {
      name: '30 kWh over 8 h is 3.75 kW',
      tool: 'kwh-to-kw',
      inputs: { a: 30, b: 8 },
      expect: { status: 'success', values: { '': 3.75 } },
      source: 'Exact arithmetic from P = E / t: 30 kWh / 8 h = 3.75 kW.',
    },
    {
      name: 'Helper: 7 ÷ 2',
      inputs: { a: 7, b: 2 },
      expect: { status: 'success', values: { '': 3.5 } },
      source: 'Exact arithmetic: 7 / 2 = 3.5.',
    },
    {
      name: 'Helper: 5 ÷ 0',
      inputs: { a: 5, b: 0 },
      expect: { status: 'error', code: 'DIVISION_BY_ZERO' },
      source: 'Spec, Errors: DIVISION_BY_ZERO; a non-zero number divided by 0 has no finite value.',
    },
    {
      name: 'Helper: 0 ÷ 0',
      inputs: { a: 0, b: 0 },
      expect: { status: 'error', code: 'UNDEFINED' },
      source: 'Spec, Errors: UNDEFINED for an indeterminate form such as 0 ÷ 0.',
    },
  ],
  limitations: ['No units are inferred: the alias (kwh-to-kw) gives a, b and the result their meaning.'],
  compute({ a, b, b_kind }) {
    const bad = operandKindError(b, b_kind, 'b') ?? zeroDivisionError(a, b, 'a', 'b');
    if (bad) return bad;
    return ok(a / b);
  },
});
