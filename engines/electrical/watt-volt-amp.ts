// Watts, volts, amps and ohms: give any two of P, V, I, R; the other two are
// calculated. Same physics as ohms-law (shared solver), presented power-first.
import { defineEngine } from '../core/contract.ts';
import { OHM_POWER_ASSUMPTIONS, ohmPowerFormulas, ohmPowerInput, ohmPowerOutput, solveOhmPower } from './_lib/ohm-power-solver.ts';

const FORMULAS = ohmPowerFormulas('watt-volt-amp');

export const engine = defineEngine({
  id: 'watt-volt-amp',
  area: 'electrical',
  title: 'Watts, volts, amps and ohms calculator',
  description: 'Power, voltage, current and resistance of a resistive load: give any two of P, V, I and R and get the other two (P = V·I = I²·R = V²/R).',
  keywords: ['watts volts amps', 'watts to amps', 'amps to watts', 'volts to watts', 'watts to ohms', 'power formula', 'PIE triangle', 'electrical power calculator'],
  capability_id: 'electrical.watt_volt_amp',
  version: '1.5.1',
  page: 'electric',
  input: ohmPowerInput,
  output: ohmPowerOutput,
  errors: [
    'CURRENT_MUST_BE_NONZERO',
    'NO_FINITE_SOLUTION',
    'POWER_MUST_BE_NONNEGATIVE',
    'VOLTAGE_MUST_BE_NONNEGATIVE',
    'VOLTAGE_MUST_BE_POSITIVE',
  ],
  warnings: [],
  formula: FORMULAS['V,P'],
  assumptions: OHM_POWER_ASSUMPTIONS,
  ui: {
    fields: {
      P: { label: 'Power', unit: 'W' },
      V: { label: 'Voltage', unit: 'V' },
      I: { label: 'Current', unit: 'A' },
      R: { label: 'Resistance', unit: 'Ω' },
    },
    initial: { P: 1000, V: 230 },
    headline: 'I',
  },
  examples: [
    {
      name: '1 kW heater on 230 V',
      inputs: { P: 1000, V: 230 },
      expect: { status: 'success', values: { I: 1000 / 230, R: 52.9 }, rel: 1e-12 },
      source: 'Exact arithmetic: I = 1000 / 230 = 4.3478… A, R = 230² / 1000 = 52.9 Ω.',
    },
    {
      name: '1500 W appliance drawing 12.5 A',
      inputs: { P: 1500, I: 12.5 },
      expect: { status: 'success', values: { V: 120, R: 9.6 }, rel: 1e-12 },
      source: 'Exact arithmetic: V = 1500 / 12.5 = 120 V, R = 1500 / 12.5² = 9.6 Ω.',
    },
    {
      name: '5 V at 2 A',
      inputs: { V: 5, I: 2 },
      expect: { status: 'success', values: { P: 10, R: 2.5 }, rel: 1e-12 },
      source: 'Exact arithmetic: P = 5 × 2 = 10 W, R = 5 / 2 = 2.5 Ω.',
    },
    {
      name: 'Power with no current',
      inputs: { P: 100, I: 0 },
      expect: { status: 'error', code: 'CURRENT_MUST_BE_NONZERO' },
      source: 'Spec, Errors: CURRENT_MUST_BE_NONZERO for V = P/I with P > 0 and I = 0.',
    },
  ],
  limitations: [
    'Resistive (power factor 1) loads only; for AC loads with a power factor use the watts-to-amps or power calculators.',
    'Exactly two values: giving three or four is rejected rather than checked for consistency.',
  ],
  compute: (inp) => solveOhmPower(inp, FORMULAS),
});
