// Unloaded two-resistor voltage divider: give any three of Vin, R1, R2, Vout.
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { fail, ok } from '../core/outcome.ts';
import { drawVoltageDivider } from './voltage-divider.picture.ts';

const volts = z.optional(z.number().check(z.gte(0)));
const ohms = z.optional(z.number().check(z.gte(0)));
const KEYS = ['Vin', 'R1', 'R2', 'Vout'] as const;

const input = z
  .strictObject({ Vin: volts, R1: ohms, R2: ohms, Vout: volts })
  .check(
    // The published schema states the four shapes exactly; the engine explains a wrong count.
    z.meta({
      oneOf: [
        { required: ['Vin', 'R1', 'R2'] },
        { required: ['Vin', 'R1', 'Vout'] },
        { required: ['Vin', 'R2', 'Vout'] },
        { required: ['R1', 'R2', 'Vout'] },
      ],
    }),
  );

const output = z.strictObject({
  Vin: z.number(),
  R1: z.number(),
  R2: z.number(),
  Vout: z.number(),
  I: z.number(),
  P1: z.number(),
  P2: z.number(),
  Ptotal: z.number(),
  ratio: z.number(),
  Rth: z.number(),
});

const FORMULAS = {
  Vout: { id: 'voltage-divider.vout', expression: 'Vout = Vin × R2 / (R1 + R2)', label: 'Output of an unloaded divider' },
  R2: { id: 'voltage-divider.r2', expression: 'R2 = R1 × Vout / (Vin − Vout)', label: 'Lower resistor for a wanted output' },
  R1: { id: 'voltage-divider.r1', expression: 'R1 = R2 × (Vin − Vout) / Vout', label: 'Upper resistor for a wanted output' },
  Vin: { id: 'voltage-divider.vin', expression: 'Vin = Vout × (R1 + R2) / R2', label: 'Source voltage for a measured output' },
};

export const engine = defineEngine({
  id: 'voltage-divider',
  area: 'electrical',
  title: 'Voltage divider',
  description: 'Output voltage, resistor values, current, power and Thevenin resistance of an unloaded two-resistor voltage divider; give any three of Vin, R1, R2 and Vout.',
  keywords: ['resistor divider', 'potential divider', 'voltage divider', 'resistive divider', 'Vout', 'Thevenin'],
  capability_id: 'electrical.voltage_divider',
  version: '1.5.1',
  page: 'electric',
  input,
  output,
  strictInputs: true,
  unit: 'V',
  errors: ['NO_FINITE_SOLUTION', 'RESISTANCE_MUST_BE_NONZERO', 'UNDEFINED', 'VOUT_EXCEEDS_VIN'],
  warnings: [],
  formula: FORMULAS.Vout,
  assumptions: [
    'Ideal resistors and an unloaded output: no current flows out of the tap (a load in parallel with R2 lowers Vout).',
    'DC or resistive AC quantities; volts in V, resistances in Ω, current in A, power in W.',
    'I = Vin / (R1 + R2); P1 = I²·R1, P2 = I²·R2, Ptotal = Vin·I; ratio = R2 / (R1 + R2); Rth = R1·R2 / (R1 + R2).',
    'IEEE-754 double arithmetic: results agree with exact arithmetic to about 1e-15 relative.',
  ],
  ui: {
    fields: {
      Vin: { label: 'Input voltage', unit: 'V' },
      R1: { label: 'Upper resistor R1', unit: 'Ω' },
      R2: { label: 'Lower resistor R2', unit: 'Ω' },
      Vout: { label: 'Output voltage', unit: 'V' },
    },
    initial: { Vin: 12, R1: 1000, R2: 1000 },
    headline: 'Vout',
    outputs: {
      I: { label: 'Divider current', unit: 'A' },
      P1: { label: 'Power in R1', unit: 'W' },
      P2: { label: 'Power in R2', unit: 'W' },
      Ptotal: { label: 'Total power', unit: 'W' },
      ratio: { label: 'Division ratio Vout / Vin' },
      Rth: { label: 'Thevenin output resistance', unit: 'Ω' },
    },
  },
  examples: [
    {
      name: '12 V across two equal 1 kΩ resistors',
      inputs: { Vin: 12, R1: 1000, R2: 1000 },
      expect: { status: 'success', values: { Vout: 6, I: 0.006, P1: 0.036, P2: 0.036, Ptotal: 0.072, ratio: 0.5, Rth: 500 } },
      source: 'Exact arithmetic: Vout = 12 × 1000 / 2000; Horowitz & Hill, The Art of Electronics, 3rd ed., §1.2.3 (voltage dividers).',
    },
    {
      name: '5 V to 3.3 V with R1 = 10 kΩ: R2',
      inputs: { Vin: 5, R1: 10000, Vout: 3.3 },
      expect: { status: 'success', values: { R2: 19411.764705882353, ratio: 0.66 }, rel: 1e-12 },
      source: 'Exact arithmetic: R2 = 10000 × 3.3 / 1.7 = 330000/17 Ω.',
    },
    {
      name: '24 V to 5 V with R2 = 4.7 kΩ: R1',
      inputs: { Vin: 24, R2: 4700, Vout: 5 },
      expect: { status: 'success', values: { R1: 17860, I: 5 / 4700 }, rel: 1e-12 },
      source: 'Exact arithmetic: R1 = 4700 × 19 / 5 = 17860 Ω.',
    },
    {
      name: 'Source voltage from a 2.5 V reading across 1 kΩ of 3.3 kΩ + 1 kΩ',
      inputs: { R1: 3300, R2: 1000, Vout: 2.5 },
      expect: { status: 'success', values: { Vin: 10.75, Rth: 3300000 / 4300 }, rel: 1e-12 },
      source: 'Exact arithmetic: Vin = 2.5 × 4300 / 1000 = 10.75 V.',
    },
    {
      name: 'Only two values given',
      inputs: { Vin: 12, R1: 1000 },
      expect: { status: 'error', code: 'MISSING_REQUIRED_INPUT' },
      source: 'Spec: inputs are exactly three of Vin, R1, R2, Vout.',
    },
    {
      name: 'Output above input',
      inputs: { Vin: 5, R1: 1000, Vout: 6 },
      expect: { status: 'error', code: 'VOUT_EXCEEDS_VIN' },
      source: 'A passive divider cannot raise the voltage: 0 ≤ Vout ≤ Vin.',
    },
  ],
  limitations: ['No load resistance, resistor tolerance or temperature coefficient; use the Thevenin resistance Rth to estimate loading.'],
  picture: drawVoltageDivider,
  compute(inp) {
    const given = KEYS.filter((k) => inp[k] !== undefined);
    if (given.length !== 3) {
      const absent = KEYS.filter((k) => inp[k] === undefined);
      return given.length < 3
        ? fail('MISSING_REQUIRED_INPUT', absent[0], `Give exactly three of Vin, R1, R2, Vout; missing: ${absent.join(', ')}.`, `Add ${absent.slice(0, absent.length - 1).join(' or ')} so that three values are given.`)
        : fail('INVALID_INPUT', 'Vout', 'All four of Vin, R1, R2, Vout were given; the divider is then over-determined.', 'Leave out the value you want calculated (usually Vout).');
    }
    const solveFor = KEYS.find((k) => inp[k] === undefined)!;
    let { Vin, R1, R2, Vout } = inp as Record<(typeof KEYS)[number], number>;

    if (solveFor !== 'Vin' && solveFor !== 'Vout' && Vout > Vin) {
      return fail('VOUT_EXCEEDS_VIN', 'Vout', `Vout ${Vout} V is above Vin ${Vin} V; a resistive divider can only lower the voltage.`, 'Use Vout ≤ Vin, or swap the two values.');
    }
    switch (solveFor) {
      case 'Vout':
        if (R1 + R2 === 0) return fail('RESISTANCE_MUST_BE_NONZERO', 'R1', 'R1 + R2 is 0 Ω: the divider is a short circuit.', 'Give R1 or R2 a value above 0 Ω.');
        Vout = (Vin * R2) / (R1 + R2);
        break;
      case 'R2':
        if (Vout === Vin) {
          return R1 === 0 || Vin === 0
            ? fail('UNDEFINED', 'R2', 'With Vout equal to Vin and R1 = 0 Ω (or Vin = 0 V) every R2 gives the same output.', 'Give R1 > 0 Ω and Vout below Vin.')
            : fail('NO_FINITE_SOLUTION', 'Vout', 'Vout equal to Vin needs an infinite R2 (an open circuit).', 'Use Vout below Vin.');
        }
        if (R1 === 0) return fail('NO_FINITE_SOLUTION', 'R1', 'With R1 = 0 Ω the output always equals Vin.', 'Give R1 > 0 Ω.');
        R2 = (R1 * Vout) / (Vin - Vout);
        break;
      case 'R1':
        if (Vout === 0) {
          return Vin === 0 || R2 === 0
            ? fail('UNDEFINED', 'R1', 'With Vout = 0 V and Vin = 0 V (or R2 = 0 Ω) every R1 gives the same output.', 'Give Vin > 0 V, R2 > 0 Ω and Vout > 0 V.')
            : fail('NO_FINITE_SOLUTION', 'Vout', 'Vout = 0 V with Vin above 0 V needs an infinite R1 (an open circuit).', 'Use Vout above 0 V.');
        }
        if (R2 === 0) return fail('NO_FINITE_SOLUTION', 'R2', 'With R2 = 0 Ω the output is always 0 V.', 'Give R2 > 0 Ω.');
        R1 = (R2 * (Vin - Vout)) / Vout;
        break;
      case 'Vin':
        if (R2 === 0) {
          return Vout === 0
            ? fail('UNDEFINED', 'R2', 'With R2 = 0 Ω the output is 0 V for every Vin.', 'Give R2 > 0 Ω.')
            : fail('RESISTANCE_MUST_BE_NONZERO', 'R2', `With R2 = 0 Ω the output is always 0 V, never ${Vout} V.`, 'Give R2 > 0 Ω.');
        }
        Vin = (Vout * (R1 + R2)) / R2;
        break;
    }
    const Rs = R1 + R2;
    if (Rs === 0) return fail('UNDEFINED', 'R1', 'R1 and R2 are both 0 Ω: current and ratio are undefined.', 'Give R1 or R2 a value above 0 Ω.');
    const I = Vin / Rs;
    return ok(
      { Vin, R1, R2, Vout, I, P1: I * I * R1, P2: I * I * R2, Ptotal: Vin * I, ratio: R2 / Rs, Rth: (R1 * R2) / Rs },
      { formula: FORMULAS[solveFor] },
    );
  },
});
