// Energy consumption of a load: E = P × t, in Wh, kWh, J and MJ, computed in
// exact decimal arithmetic so 0.1 kW-class inputs give clean kWh.
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { ok } from '../core/outcome.ts';
import { formatQuantity } from '../core/numeric.ts';
import { dec, kWhOf, num } from './_lib/energy-tariff.ts';
import { magnitude, nonNegativeGuard } from './_lib/power-inputs.ts';

const input = z.object({
  W: magnitude('Power of the load in W, ≥ 0'),
  hours: magnitude('Running time in hours, ≥ 0'),
});

const output = z.strictObject({
  value: z.number(),
  kWh: z.number(),
  Wh: z.number(),
  J: z.number(),
  MJ: z.number(),
});

export const engine = defineEngine({
  id: 'energy',
  area: 'electrical',
  title: 'Energy consumption (watts × hours)',
  description: 'Electrical energy used by a load: E = P × t, from power in watts and running time in hours, in kWh, Wh, joules and megajoules.',
  keywords: ['energy consumption', 'kWh', 'watts to kWh', 'watt-hours', 'energy usage', 'power times time', 'joules', 'appliance energy'],
  capability_id: 'electrical.energy_consumption',
  version: '1.4.2',
  tools: [{ id: 'energy-consumption', page: 'electric' }],
  input,
  output,
  inputAliases: { watts: 'W', P: 'W', power: 'W', h: 'hours', t: 'hours' },
  unit: 'kWh',
  errors: ['HOURS_MUST_BE_NONNEGATIVE', 'POWER_MUST_BE_NONNEGATIVE'],
  warnings: [],
  formula: { id: 'energy', expression: 'E(kWh) = P(W) × t(h) / 1000', label: 'Energy from power and time' },
  assumptions: [
    'E = P × t at constant power P over the time t (the average power when it varies). 1 Wh = 3600 J exactly, 1 kWh = 3.6 MJ (BIPM SI Brochure, 9th ed., Table 8; IEC 80000-6).',
    'W in watts and hours in hours, both ≥ 0 (POWER_MUST_BE_NONNEGATIVE, HOURS_MUST_BE_NONNEGATIVE). Computed exactly in decimal arithmetic (decimal.js) from the values as typed, then returned as JSON numbers.',
  ],
  ui: {
    fields: {
      W: { label: 'Power', unit: 'W' },
      hours: { label: 'Running time', unit: 'h' },
    },
    initial: { W: 200, hours: 480 },
    headline: 'kWh',
    outputs: {
      value: { label: 'Energy', unit: 'kWh' },
      kWh: { label: 'Energy', unit: 'kWh' },
      Wh: { label: 'Energy', unit: 'Wh' },
      J: { label: 'Energy', unit: 'J' },
      MJ: { label: 'Energy', unit: 'MJ' },
    },
  },
  examples: [
    {
      name: 'Window fan: 200 W for 480 h (4 h a day, 120 days)',
      inputs: { W: 200, hours: 480 },
      expect: { status: 'success', values: { kWh: 96, Wh: 96000 } },
      source: 'U.S. Department of Energy, Energy Saver, "Estimating Appliance and Home Electronic Energy Use": window fan (200 W × 4 h/day × 120 days/yr) ÷ 1000 = 96 kWh.',
    },
    {
      name: '1 kW for 1 hour is 3.6 MJ',
      inputs: { W: 1000, hours: 1 },
      expect: { status: 'success', values: { kWh: 1, J: 3600000, MJ: 3.6 } },
      source: 'BIPM SI Brochure, 9th ed., Table 8: 1 kWh = 3.6 MJ exactly.',
    },
    {
      name: 'Negative running time',
      inputs: { W: 100, hours: -1 },
      expect: { status: 'error', code: 'HOURS_MUST_BE_NONNEGATIVE' },
      source: 'A running time cannot be negative.',
    },
  ],
  limitations: ['Constant (or average) power only; standby loads, duty cycles and efficiency are for the user to fold into W or hours.'],
  compute(inp) {
    const bad = nonNegativeGuard(inp.W, 'W', 'power', 'W') ?? nonNegativeGuard(inp.hours, 'hours', 'hours', 'h');
    if (bad) return bad;
    const kWh = kWhOf(inp.W, inp.hours);
    const Wh = dec(inp.W).times(inp.hours);
    const value = num(kWh);
    return ok(
      { value, kWh: value, Wh: num(Wh), J: num(Wh.times(3600)), MJ: num(Wh.times(3600).div(1e6)) },
      { formatted: formatQuantity(value, 'kWh') },
    );
  },
});
