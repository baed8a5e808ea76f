// Running cost of electricity: from an appliance's power, hours of use per day
// and number of days (mode power), or from an energy already in kWh (mode
// energy), at a price per kWh. Exact decimal arithmetic, unrounded results.
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { fail, ok } from '../core/outcome.ts';
import { TARIFF_CONVENTIONS, dec, kWhOf, money, num } from './_lib/energy-tariff.ts';
import { canonicalChoices, magnitude, nonNegativeGuard, requiredGuard, synonymsOf } from './_lib/power-inputs.ts';

const MODES = ['power', 'energy'] as const;
const MODE_SYNONYMS = synonymsOf(MODES, { watts: 'power', w: 'power', appliance: 'power', kwh: 'energy' });

const input = z.object({
  mode: z._default(z.enum(MODES), 'power'),
  W: z.optional(magnitude('power mode: power of the load in W, ≥ 0')),
  hours: z.optional(magnitude('power mode: hours of use per day, 0 to 24')),
  days: z.optional(magnitude('Number of days, > 0 (power mode default 1)')),
  kWh: z.optional(magnitude('energy mode: energy used in kWh, ≥ 0')),
  rate: magnitude('Price of electricity in currency per kWh (0.15 = 15 cents), ≥ 0'),
});

const output = z.strictObject({
  value: z.number(),
  cost: z.number(),
  kWh: z.number(),
  rate: z.number(),
  mode: z.enum(MODES),
  days: z.optional(z.number()),
  kWh_per_day: z.optional(z.number()),
  cost_per_day: z.optional(z.number()),
});

const daysGuard = (days: number) =>
  days > 0 ? null : fail('DAYS_MUST_BE_POSITIVE', 'days', `days = ${days}; the period must be longer than 0 days.`, 'Give the number of days above 0 (e.g. 30 for a month, 365 for a year).');

export const engine = defineEngine({
  id: 'energy-cost',
  area: 'electrical',
  title: 'Energy cost calculator',
  description: 'Cost of running an electrical appliance: energy in kWh from watts × hours per day × days, times the price per kWh; or the cost of a given number of kWh. Gives the cost per day too.',
  keywords: ['energy cost', 'electricity cost', 'running cost', 'cost per kWh', 'appliance cost', 'how much does it cost to run', 'power cost', 'kWh price'],
  capability_id: 'electrical.energy_cost',
  version: '1.4.2',
  page: 'electric',
  input,
  output,
  inputAliases: { watts: 'W', P: 'W', price: 'rate', hoursPerDay: 'hours', energy: 'kWh' },
  prepare: canonicalChoices({ mode: MODE_SYNONYMS }),
  unit: null,
  errors: [
    'DAYS_MUST_BE_POSITIVE',
    'HOURS_MUST_BE_NONNEGATIVE',
    'HOURS_PER_DAY_ABOVE_24',
    'POWER_MUST_BE_NONNEGATIVE',
    'RATE_MUST_BE_NONNEGATIVE',
  ],
  warnings: [],
  formula: { id: 'energy-cost.power', expression: 'cost = W × hours × days / 1000 × rate', label: 'Running cost' },
  assumptions: [
    'Mode power: kWh per day = W × hours / 1000 (hours of use per day, 0–24), kWh = kWh per day × days (days default 1), cost = kWh × rate, cost per day = kWh per day × rate (U.S. DOE Energy Saver, "Estimating Appliance and Home Electronic Energy Use"). Mode energy: cost = kWh × rate; with days, per-day values are the totals ÷ days.',
    TARIFF_CONVENTIONS,
    'A flat price per kWh: no standing charge, tiers, time-of-use or taxes (use electricity-bill for a standing charge and fees).',
  ],
  ui: {
    fields: {
      mode: {
        label: 'Start from',
        unit: '',
        kind: 'select',
        options: [
          { value: 'power', label: 'Appliance power and hours' },
          { value: 'energy', label: 'Energy in kWh' },
        ],
      },
      W: { label: 'Power', unit: 'W' },
      hours: { label: 'Hours of use per day', unit: 'h/day' },
      days: { label: 'Days', unit: 'days' },
      kWh: { label: 'Energy', unit: 'kWh' },
      rate: { label: 'Price per kWh', unit: 'per kWh' },
    },
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'power', label: 'Watts & hours', fields: ['W', 'hours', 'days', 'rate'] },
          { value: 'energy', label: 'kWh', fields: ['kWh', 'days', 'rate'] },
        ],
      },
    ],
    initial: { mode: 'power', W: 200, hours: 4, days: 120, rate: 0.085 },
    headline: 'cost',
    outputs: {
      value: { label: 'Running cost', unit: 'currency' },
      cost: { label: 'Running cost', unit: 'currency' },
      kWh_per_day: { label: 'Energy per day', unit: 'kWh/day' },
      cost_per_day: { label: 'Cost per day', unit: 'per day', reads: { as: 'money' } },
      // The price echoed: a unit price keeps up to 4 decimals (0.085 per kWh).
      rate: { reads: { as: 'money', maxDecimals: 4 } },
    },
  },
  examples: [
    {
      name: 'Window fan: 200 W, 4 h a day, 120 days at 8.5 cents per kWh',
      inputs: { mode: 'power', W: 200, hours: 4, days: 120, rate: 0.085 },
      expect: { status: 'success', values: { cost: 8.16, kWh: 96, kWh_per_day: 0.8, cost_per_day: 0.068 } },
      source: 'U.S. Department of Energy, Energy Saver, "Estimating Appliance and Home Electronic Energy Use": window fan 96 kWh × 8.5 ¢/kWh = $8.16 per year.',
    },
    {
      name: 'Computer and monitor: 270 W, 4 h a day, 365 days at 8.5 cents',
      inputs: { mode: 'power', W: 270, hours: 4, days: 365, rate: 0.085 },
      expect: { status: 'success', values: { kWh: 394.2, cost: 33.507 } },
      source: 'U.S. DOE Energy Saver example: (120 W + 150 W) × 4 h/day × 365 days ÷ 1000 = 394 kWh × 8.5 ¢/kWh ≈ $33.51 per year (exact 394.2 kWh, $33.507).',
    },
    {
      name: 'Central AC: 5000 W, 8 h, one day at $0.16',
      inputs: { mode: 'power', W: 5000, hours: 8, rate: 0.16 },
      expect: { status: 'success', values: { kWh: 40, cost: 6.4, days: 1 } },
      source: 'Super-Calc, "Appliance Energy Cost Calculator", example 1: 5,000 W × 8 h/day = 40 kWh/day, $6.4/day at $0.16/kWh.',
    },
    {
      name: '96 kWh at 8.5 cents',
      inputs: { mode: 'energy', kWh: 96, rate: 0.085 },
      expect: { status: 'success', values: { cost: 8.16 } },
      source: 'U.S. DOE Energy Saver window-fan example: 96 kWh × $0.085 = $8.16.',
    },
    {
      name: 'More than 24 hours a day',
      inputs: { mode: 'power', W: 100, hours: 30, rate: 0.2 },
      expect: { status: 'error', code: 'HOURS_PER_DAY_ABOVE_24' },
      source: 'A day has 24 hours: hours of use per day must lie in 0–24.',
    },
  ],
  limitations: ['Flat tariff only; no tiers, time-of-use prices, standing charges or taxes. Money is not rounded to cents in the result fields.'],
  compute(inp) {
    const rateBad = nonNegativeGuard(inp.rate, 'rate', 'rate', 'per kWh');
    if (rateBad) return rateBad;
    const rate = dec(inp.rate);
    if (inp.mode === 'power') {
      const bad = requiredGuard(inp, ['W', 'hours'], 'mode power') ?? nonNegativeGuard(inp.W!, 'W', 'power', 'W') ?? nonNegativeGuard(inp.hours!, 'hours', 'hours', 'h');
      if (bad) return bad;
      if (inp.hours! > 24) return fail('HOURS_PER_DAY_ABOVE_24', 'hours', `hours = ${inp.hours} is the use per day and a day has 24 hours.`, 'Give hours of use per day (0–24) and put the number of days in days.');
      const days = inp.days ?? 1;
      const badDays = daysGuard(days);
      if (badDays) return badDays;
      const perDay = kWhOf(inp.W!, inp.hours!);
      const kWh = perDay.times(days);
      const cost = kWh.times(rate);
      return ok(
        { value: num(cost), cost: num(cost), kWh: num(kWh), rate: inp.rate, mode: inp.mode, days, kWh_per_day: num(perDay), cost_per_day: num(perDay.times(rate)) },
        { formatted: `${money(cost)} for ${num(kWh)} kWh`, formula: { id: 'energy-cost.power', expression: 'cost = W × hours × days / 1000 × rate', label: 'Running cost' } },
      );
    }
    const bad = requiredGuard(inp, ['kWh'], 'mode energy') ?? nonNegativeGuard(inp.kWh!, 'kWh', 'energy', 'kWh') ?? (inp.days === undefined ? null : daysGuard(inp.days));
    if (bad) return bad;
    const kWh = dec(inp.kWh!);
    const cost = kWh.times(rate);
    const perDay = inp.days === undefined ? {} : { days: inp.days, kWh_per_day: num(kWh.div(inp.days)), cost_per_day: num(cost.div(inp.days)) };
    return ok(
      { value: num(cost), cost: num(cost), kWh: inp.kWh!, rate: inp.rate, mode: inp.mode, ...perDay },
      { formatted: `${money(cost)} for ${inp.kWh} kWh`, formula: { id: 'energy-cost.energy', expression: 'cost = kWh × rate', label: 'Cost of an energy' } },
    );
  },
});
