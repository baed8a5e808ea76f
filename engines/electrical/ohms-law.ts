// Ohm's law calculator: give any two of V, I, R, P; the other two are calculated.
import { defineEngine } from '../core/contract.ts';
import { OHM_POWER_ASSUMPTIONS, ohmPowerFormulas, ohmPowerInput, ohmPowerOutput, solveOhmPower } from './_lib/ohm-power-solver.ts';

const FORMULAS = ohmPowerFormulas('ohms-law');

export const engine = defineEngine({
  id: 'ohms-law',
  area: 'electrical',
  title: 'Ohm’s law calculator',
  description: 'Voltage, current, resistance and power of a resistor: give any two of V, I, R and P and get the other two (V = I·R, P = V·I).',
  keywords: ['ohms law', 'V = IR', 'voltage current resistance', 'calculate resistance', 'calculate current', 'amps volts ohms', 'resistor power', 'VIR triangle'],
  capability_id: 'electrical.ohms_law',
  version: '1.5.1',
  page: 'electric',
  input: ohmPowerInput,
  output: ohmPowerOutput,
  errors: [
    'RESISTANCE_MUST_BE_NONNEGATIVE',
    'RESISTANCE_MUST_BE_NONZERO',
    'UNDEFINED',
    'VOLTAGE_MUST_BE_NONNEGATIVE',
  ],
  warnings: [],
  formula: FORMULAS['V,R'],
  assumptions: OHM_POWER_ASSUMPTIONS,
  ui: {
    fields: {
      V: { label: 'Voltage', unit: 'V' },
      I: { label: 'Current', unit: 'A' },
      R: { label: 'Resistance', unit: 'Ω' },
      P: { label: 'Power', unit: 'W' },
    },
    initial: { V: 12, R: 6 },
    headline: 'I',
  },
  examples: [
    {
      name: '12 V across 6 Ω',
      inputs: { V: 12, R: 6 },
      expect: { status: 'success', values: { I: 2, P: 24, V: 12, R: 6 }, rel: 1e-12 },
      source: 'Exact arithmetic: I = 12 / 6 = 2 A, P = 12² / 6 = 24 W (conformance vector "ohms law from V and R").',
    },
    {
      name: '60 W lamp on 120 V',
      inputs: { V: 120, P: 60 },
      expect: { status: 'success', values: { I: 0.5, R: 240 }, rel: 1e-12 },
      source: 'Exact arithmetic: I = 60 / 120 = 0.5 A, R = 120² / 60 = 240 Ω (the classic 60 W, 120 V lamp of introductory circuit texts).',
    },
    {
      name: '2 A through 47 Ω',
      inputs: { I: 2, R: 47 },
      expect: { status: 'success', values: { V: 94, P: 188 }, rel: 1e-12 },
      source: 'Exact arithmetic: V = 2 × 47 = 94 V, P = 2² × 47 = 188 W.',
    },
    {
      name: 'A 0.25 W, 100 Ω resistor at full rating',
      inputs: { R: 100, P: 0.25 },
      expect: { status: 'success', values: { V: 5, I: 0.05 }, rel: 1e-12 },
      source: 'Exact arithmetic: V = √(0.25 × 100) = 5 V, I = √(0.25 / 100) = 0.05 A.',
    },
    {
      name: 'Zero resistance',
      inputs: { V: 12, R: 0 },
      expect: { status: 'error', code: 'RESISTANCE_MUST_BE_NONZERO' },
      source: 'Spec, Errors: RESISTANCE_MUST_BE_NONZERO for I = V/R with V ≠ 0 and R = 0 (conformance vector "ohms law with zero resistance").',
    },
    {
      name: '0 V across 0 Ω',
      inputs: { V: 0, R: 0 },
      expect: { status: 'error', code: 'UNDEFINED' },
      source: 'DECISIONS.md 4: ohms-law with V = 0 and R = 0 asked for I is the indeterminate form 0 ÷ 0.',
    },
  ],
  limitations: [
    'A single linear resistance: no reactance, power factor, temperature coefficient or non-linear loads (lamps change resistance when hot).',
    'Exactly two values: giving three or four is rejected rather than checked for consistency.',
  ],
  compute: (inp) => solveOhmPower(inp, FORMULAS),
});
