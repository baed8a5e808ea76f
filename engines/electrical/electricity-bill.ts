// Electricity bill: energy charge (kWh × unit rate) + standing charge (per day ×
// days) + fixed fees, from the kWh used or from two meter readings. Exact
// decimal arithmetic; each line is also rounded to cents the way a bill prints it.
import type { Decimal } from 'decimal.js';
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { fail, ok } from '../core/outcome.ts';
import { TARIFF_CONVENTIONS, dec, money, num, toCents } from './_lib/energy-tariff.ts';
import { canonicalChoices, magnitude, nonNegativeGuard, requiredGuard, synonymsOf } from './_lib/power-inputs.ts';

const MODES = ['usage', 'meter'] as const;
const MODE_SYNONYMS = synonymsOf(MODES, { kwh: 'usage', consumption: 'usage', readings: 'meter', 'meter-readings': 'meter' });

const input = z.object({
  mode: z._default(z.enum(MODES), 'usage'),
  kWh: z.optional(magnitude('usage mode: energy used in the period, kWh, ≥ 0')),
  prev: z.optional(magnitude('meter mode: previous meter reading, kWh, ≥ 0')),
  curr: z.optional(magnitude('meter mode: current meter reading, kWh, ≥ prev')),
  rate: magnitude('Unit rate in currency per kWh (0.15 = 15 cents), ≥ 0'),
  standing: z.optional(magnitude('Standing (daily fixed) charge in currency per day, ≥ 0')),
  days: z.optional(magnitude('Days in the billing period, > 0 (needed with a standing charge)')),
  fee: z.optional(magnitude('Other fixed charges for the period (service, meter or availability fee), ≥ 0')),
});

const output = z.strictObject({
  value: z.number(),
  total: z.number(),
  total_rounded: z.number(),
  mode: z.enum(MODES),
  kWh: z.number(),
  energy_charge: z.number(),
  standing_charge: z.number(),
  fee: z.number(),
  days: z.optional(z.number()),
  cost_per_kWh: z.optional(z.number()),
  cost_per_day: z.optional(z.number()),
});

export const engine = defineEngine({
  id: 'electricity-bill',
  area: 'electrical',
  title: 'Electricity bill calculator',
  description: 'Estimate an electricity bill from kWh used or from previous and current meter readings: energy charge at the unit rate, plus a daily standing charge and fixed fees, with the average cost per kWh and per day.',
  keywords: ['electricity bill', 'electric bill', 'power bill', 'meter reading', 'unit rate', 'standing charge', 'kWh cost', 'utility bill', 'energy bill'],
  capability_id: 'electrical.electricity_bill',
  version: '1.3.1',
  tools: [{ id: 'electricity', page: 'electric' }],
  input,
  output,
  inputAliases: { previous: 'prev', current: 'curr', price: 'rate', standing_charge: 'standing' },
  prepare: canonicalChoices({ mode: MODE_SYNONYMS }),
  unit: null,
  errors: [
    'DAYS_MUST_BE_POSITIVE',
    'FEE_MUST_BE_NONNEGATIVE',
    'METER_READING_DECREASED',
    'METER_READING_MUST_BE_NONNEGATIVE',
    'RATE_MUST_BE_NONNEGATIVE',
    'STANDING_CHARGE_MUST_BE_NONNEGATIVE',
  ],
  warnings: [],
  formula: { id: 'electricity-bill', expression: 'total = kWh × rate + standing × days + fee', label: 'Electricity bill' },
  assumptions: [
    'total = energy charge + standing charge + fee, with energy charge = kWh × rate, standing charge = standing (per day) × days. Meter mode: kWh = curr − prev (readings in kWh, no rollover).',
    TARIFF_CONVENTIONS,
    'total is exact; total_rounded rounds each of the three lines to cents (half-up) and adds them, as a printed bill does. cost_per_kWh = total / kWh (when kWh > 0) and cost_per_day = total / days (when days is given).',
    'standing and fee default to 0; a standing charge needs days (MISSING_REQUIRED_INPUT otherwise). A flat unit rate: no tiers, time-of-use prices or taxes (fold a tax into rate or fee).',
  ],
  ui: {
    fields: {
      mode: {
        label: 'Usage from',
        unit: '',
        kind: 'select',
        options: [
          { value: 'usage', label: 'kWh used' },
          { value: 'meter', label: 'Meter readings' },
        ],
      },
      kWh: { label: 'Energy used', unit: 'kWh' },
      prev: { label: 'Previous meter reading', unit: 'kWh' },
      curr: { label: 'Current meter reading', unit: 'kWh' },
      rate: { label: 'Unit rate', unit: 'per kWh' },
      standing: { label: 'Standing charge', unit: 'per day' },
      days: { label: 'Days in billing period', unit: 'days' },
      fee: { label: 'Other fixed fees', unit: 'per bill' },
    },
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'usage', label: 'kWh used', fields: ['kWh', 'rate', 'standing', 'days', 'fee'] },
          { value: 'meter', label: 'Meter readings', fields: ['prev', 'curr', 'rate', 'standing', 'days', 'fee'] },
        ],
      },
    ],
    initial: { mode: 'meter', prev: 8865, curr: 9975, rate: 0.0951, fee: 18.48 },
    headline: 'total',
    outputs: {
      value: { label: 'Bill total', unit: 'currency' },
      total: { label: 'Bill total', unit: 'currency' },
      total_rounded: { label: 'Bill total, each line rounded to cents', unit: 'currency' },
      energy_charge: { label: 'Energy charge', unit: 'currency' },
      standing_charge: { label: 'Standing charge for the period', unit: 'currency' },
      cost_per_kWh: { label: 'Average cost per kWh', unit: 'per kWh', reads: { as: 'money', maxDecimals: 4 } },
      cost_per_day: { label: 'Average cost per day', unit: 'per day', reads: { as: 'money' } },
      // The fee input echoed.
      fee: { reads: { as: 'money' } },
    },
  },
  examples: [
    {
      name: 'Meter readings 8865 → 9975 at $0.0951 with an $18.48 availability fee',
      inputs: { mode: 'meter', prev: 8865, curr: 9975, rate: 0.0951, fee: 18.48 },
      expect: { status: 'success', values: { kWh: 1110, energy_charge: 105.561, total: 124.041, total_rounded: 124.04 } },
      source: 'JCPB, "How to Calculate Your Bill – Residential Example": 9975 − 8865 = 1110 kWh × $.0951 = base bill $105.56, plus availability fee $18.48.',
    },
    {
      name: '300 kWh at 0.25 with a 0.50 daily standing charge over 30 days',
      inputs: { mode: 'usage', kWh: 300, rate: 0.25, standing: 0.5, days: 30 },
      expect: { status: 'success', values: { energy_charge: 75, standing_charge: 15, total: 90, cost_per_kWh: 0.3, cost_per_day: 3 } },
      source: 'Exact arithmetic with the unit-rate plus standing-charge structure of UK domestic tariffs (Ofgem, "Energy price cap explained"): 300 × 0.25 + 0.50 × 30 = 90.',
    },
    {
      name: 'Current reading below the previous one',
      inputs: { mode: 'meter', prev: 9975, curr: 8865, rate: 0.0951 },
      expect: { status: 'error', code: 'METER_READING_DECREASED' },
      source: 'A consumption meter only counts up: curr must be ≥ prev.',
    },
    {
      name: 'Standing charge without days',
      inputs: { mode: 'usage', kWh: 300, rate: 0.25, standing: 0.5 },
      expect: { status: 'error', code: 'MISSING_REQUIRED_INPUT' },
      source: 'A daily standing charge needs the number of days in the period.',
    },
  ],
  limitations: ['Flat unit rate only: no tiered blocks, time-of-use or demand (kW) charges, no taxes or meter rollover; the currency is whatever the rate is in.'],
  compute(inp) {
    const guard =
      nonNegativeGuard(inp.rate, 'rate', 'rate', 'per kWh') ??
      (inp.standing === undefined ? null : nonNegativeGuard(inp.standing, 'standing', 'standing charge', 'per day')) ??
      (inp.fee === undefined ? null : nonNegativeGuard(inp.fee, 'fee', 'fee', '')) ??
      (inp.days === undefined || inp.days > 0 ? null : fail('DAYS_MUST_BE_POSITIVE', 'days', `days = ${inp.days}; a billing period is longer than 0 days.`, 'Give the number of days in the billing period, e.g. 30.')) ??
      (inp.standing !== undefined && inp.standing > 0 ? requiredGuard(inp, ['days'], 'A standing charge') : null);
    if (guard) return guard;

    let kWh: Decimal;
    if (inp.mode === 'meter') {
      const bad = requiredGuard(inp, ['prev', 'curr'], 'mode meter') ?? nonNegativeGuard(inp.prev!, 'prev', 'meter reading', 'kWh') ?? nonNegativeGuard(inp.curr!, 'curr', 'meter reading', 'kWh');
      if (bad) return bad;
      if (inp.curr! < inp.prev!) {
        return fail('METER_READING_DECREASED', 'curr', `Current reading ${inp.curr} is below the previous reading ${inp.prev}.`, 'Check the order of the readings (prev is the older one); a meter that rolled over needs its usage entered in usage mode.');
      }
      kWh = dec(inp.curr!).minus(inp.prev!);
    } else {
      const bad = requiredGuard(inp, ['kWh'], 'mode usage') ?? nonNegativeGuard(inp.kWh!, 'kWh', 'energy', 'kWh');
      if (bad) return bad;
      kWh = dec(inp.kWh!);
    }

    const energyCharge = kWh.times(inp.rate);
    const standingCharge = inp.standing === undefined || inp.days === undefined ? dec(0) : dec(inp.standing).times(inp.days);
    const fee = dec(inp.fee ?? 0);
    const total = energyCharge.plus(standingCharge).plus(fee);
    const totalRounded = toCents(energyCharge).plus(toCents(standingCharge)).plus(toCents(fee));
    return ok(
      {
        value: num(total),
        total: num(total),
        total_rounded: num(totalRounded),
        mode: inp.mode,
        kWh: num(kWh),
        energy_charge: num(energyCharge),
        standing_charge: num(standingCharge),
        fee: num(fee),
        ...(inp.days === undefined ? {} : { days: inp.days, cost_per_day: num(total.div(inp.days)) }),
        ...(kWh.gt(0) ? { cost_per_kWh: num(total.div(kWh)) } : {}),
      },
      { formatted: `total ${money(totalRounded)}` },
    );
  },
});
