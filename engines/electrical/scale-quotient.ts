// Helper engine: value = a × scale / factor. The shape of "divide by a power
// factor or a time, then change the unit prefix": W → kVA (÷ PF, × 0.001),
// kWh → W (÷ hours, × 1000), kW → VA (÷ PF, × 1000; the kw-va engine).
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { ok } from '../core/outcome.ts';
import { factorGuard, NUMBER_CONVENTIONS } from './_lib/phase-power.ts';
import { OPERAND_KIND_CONVENTIONS, operandKindError, operandKindField, operandKindHint, unitScaleField, zeroDivisionError } from './_lib/unit-arithmetic.ts';

export const engine = defineEngine({
  id: 'scale-quotient',
  area: 'electrical',
  title: 'Scaled quotient (a × scale ÷ factor)',
  description: 'Divides a value by a factor and applies a unit scale: value = a × scale / factor, e.g. watts ÷ power factor × 0.001 = kVA, or kWh ÷ hours × 1000 = W.',
  keywords: ['scaled quotient', 'divide and convert', 'watts to kva', 'kwh to watts', 'kw to va'],
  version: '1.0.0',
  tools: [
    {
      id: 'watts-to-kva',
      page: 'electric',
      capability_id: 'electrical.watts_to_kva',
      version: '1.3.1',
      title: 'Watts to kVA converter',
      description: 'Apparent power in kVA from real power in watts and the power factor: kVA = W / (1000 × PF).',
      keywords: ['watts to kva', 'W to kVA', 'real power to apparent power', 'generator sizing kVA', 'power factor', 'kilovolt-amperes'],
      defaults: { scale: 0.001, factor_kind: 'power_factor' },
      fields: {
        a: { label: 'Real power', unit: 'W' },
        factor: { label: 'Power factor (0–1)', unit: '', step: 0.01, min: 0, max: 1 },
        scale: { label: 'kVA per VA', unit: 'kVA/VA', help: '0.001: 1 kVA = 1000 VA' },
      },
      initial: { a: 8000, factor: 0.8 },
    },
    {
      id: 'kwh-to-watts',
      page: 'electric',
      capability_id: 'electrical.kwh_to_watts',
      version: '1.2.1',
      title: 'kWh to watts converter',
      description: 'Average power in watts from energy in kWh used over a time in hours: W = 1000 × kWh / h.',
      keywords: ['kwh to watts', 'kWh to W', 'energy to power', 'average power', 'kilowatt-hours to watts'],
      defaults: { scale: 1000, factor_kind: 'time' },
      fields: {
        a: { label: 'Energy', unit: 'kWh' },
        factor: { label: 'Time', unit: 'h' },
        scale: { label: 'W per kW', unit: 'W/kW', help: '1000: 1 kW = 1000 W' },
      },
      initial: { a: 3, factor: 2 },
    },
  ],
  input: z.object({ a: z.number(), factor: z.number(), scale: unitScaleField, factor_kind: operandKindField }),
  output: z.number(),
  unit: null,
  errors: ['FACTOR_MUST_BE_POSITIVE', 'POWER_FACTOR_OUT_OF_RANGE', 'TIME_MUST_BE_POSITIVE', 'UNDEFINED'],
  warnings: [],
  formula: { id: 'scale-quotient', expression: 'value = a × scale / factor', label: 'Scaled quotient' },
  assumptions: [
    'value = a × scale / factor, evaluated as (a / factor) × scale. The sign of a is kept.',
    OPERAND_KIND_CONVENTIONS,
    'factor = 0 with a plain-number kind: a ≠ 0 gives DIVISION_BY_ZERO, a = 0 gives UNDEFINED (0 ÷ 0).',
    'watts-to-kva: S (kVA) = P (W) / PF × 0.001, from PF = P / S (IEC 60050-131-11-46). kwh-to-watts: P (W) = E (kWh) / t (h) × 1000, the average power over t. kw-to-va (engine kw-va): S (VA) = P (kW) / PF × 1000.',
    NUMBER_CONVENTIONS,
  ],
  ui: {
    fields: {
      a: { label: 'Value a', unit: '' },
      factor: { label: 'Divisor (power factor, time…)', unit: '' },
      scale: { label: 'Unit scale', unit: '×', help: '1000 for k → unit, 0.001 for unit → k' },
      factor_kind: operandKindHint('What the divisor is'),
    },
    initial: { a: 8000, factor: 0.8, scale: 0.001, factor_kind: 'power_factor' },
  },
  examples: [
    {
      name: '8 kW at power factor 0.8 is 10 kVA',
      tool: 'watts-to-kva',
      inputs: { a: 8000, factor: 0.8 },
      expect: { status: 'success', values: { '': 10 }, rel: 1e-12 },
      source: 'Exact arithmetic from S = P / PF (IEC 60050-131): 8000 W / 0.8 = 10 000 VA = 10 kVA.',
    },
    {
      name: '3 kWh over 2 h is 1500 W',
      tool: 'kwh-to-watts',
      inputs: { a: 3, factor: 2 },
      expect: { status: 'success', values: { '': 1500 }, rel: 1e-12 },
      source: 'Exact arithmetic: P = E / t = 3 kWh / 2 h = 1.5 kW = 1500 W.',
    },
    {
      name: 'Power factor above 1',
      tool: 'watts-to-kva',
      inputs: { a: 1000, factor: 1.2 },
      expect: { status: 'error', code: 'POWER_FACTOR_OUT_OF_RANGE' },
      source: 'Spec, Errors: POWER_FACTOR_OUT_OF_RANGE for a PF outside (0, 1].',
    },
    {
      name: 'Zero hours',
      tool: 'kwh-to-watts',
      inputs: { a: 3, factor: 0 },
      expect: { status: 'error', code: 'TIME_MUST_BE_POSITIVE' },
      source: 'An average power needs an elapsed time above 0.',
    },
    {
      name: 'Helper: 0 ÷ 0',
      inputs: { a: 0, factor: 0 },
      expect: { status: 'error', code: 'UNDEFINED' },
      source: 'Spec, Errors: UNDEFINED for an indeterminate form such as 0 ÷ 0.',
    },
  ],
  limitations: ['No units are inferred: the aliases (watts-to-kva, kwh-to-watts) give a, factor and the result their meaning.'],
  compute({ a, factor, scale, factor_kind }) {
    const bad = factorGuard(scale, 'scale') ?? operandKindError(factor, factor_kind, 'factor') ?? zeroDivisionError(a, factor, 'a', 'factor');
    if (bad) return bad;
    const value = (a / factor) * scale;
    return ok(value);
  },
});
