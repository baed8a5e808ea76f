// Battery state of health after cycling and storage: linear cycle fade to the rated
// end-of-life capacity plus calendar fade accelerated with temperature (rate doubling
// every ΔT, the Arrhenius / van 't Hoff rule of thumb).
import * as z from 'zod/mini';
import { defineEngine, type Warning } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { fail, ok, warning } from '../core/outcome.ts';
import { nonNegativeGuard } from './_lib/power-inputs.ts';
import { requirePositive } from './_lib/rf-units.ts';
import { temperatureGuard } from './_lib/thermal-path.ts';
import * as det from '../core/det-math.ts';

/** Temperatures over which the doubling rule is a fair description of calendar ageing. */
const AGING_RANGE_C: readonly [number, number] = [-20, 60];

const input = z.object({
  capacity_ah: z.optional(z.number().check(z.meta({ description: 'Rated (new) capacity, Ah' }))),
  cycle_life: z.number().check(z.meta({ description: 'Rated cycle life: full cycles until the capacity reaches eol_pct', })),
  eol_pct: z._default(z.number(), 80).check(z.meta({ description: 'End-of-life capacity of the cycle-life rating, % of rated' })),
  cycles: z._default(z.number(), 0).check(z.meta({ description: 'Equivalent full cycles done (total Ah discharged / rated Ah)' })),
  years: z._default(z.number(), 0).check(z.meta({ description: 'Age (calendar time), years' })),
  calendar_fade_pct_per_year: z.optional(z.number().check(z.meta({ description: 'Calendar capacity loss at reference_temp, % of rated per year' }))),
  temperature: z._default(z.number(), 25).check(z.meta({ description: 'Average storage / operating temperature, °C' })),
  reference_temp: z._default(z.number(), 25),
  doubling_c: z._default(z.number(), 10).check(z.meta({ description: 'Temperature rise that doubles the calendar ageing rate, °C' })),
});

const output = z.object({
  soh_pct: z.number(),
  cycle_fade_pct: z.number(),
  calendar_fade_pct: z.number(),
  total_fade_pct: z.number(),
  acceleration_factor: z.number(),
  end_of_life: z.boolean(),
  cycles_to_eol: z.number(),
  remaining_capacity_ah: z.optional(z.number()),
  eol_capacity_ah: z.optional(z.number()),
  years_to_eol: z.optional(z.number()),
});

const FORMULA = {
  id: 'battery-aging.linear-arrhenius',
  expression: 'SoH = 100 − (100 − EOL)·N/N_life − r_cal·t·2^((T − T_ref)/ΔT₂)',
  label: 'Linear cycle fade plus temperature-accelerated calendar fade',
};

export const engine = defineEngine({
  id: 'battery-aging',
  area: 'electrical',
  title: 'Battery aging and state of health',
  description:
    'Remaining capacity (state of health) of a battery after a number of cycles and years: cycle wear from the rated cycle life to its end-of-life capacity, calendar fade accelerated by temperature (ageing rate doubling every 10 °C), with cycles and years left to end of life.',
  keywords: ['battery aging calculator', 'battery degradation', 'state of health', 'SoH', 'capacity fade', 'cycle life', 'calendar aging', 'battery lifespan', 'Arrhenius temperature', 'lithium battery wear', 'end of life 80%'],
  capability_id: 'electrical.battery.aging',
  version: '1.0.2',
  page: 'electric',
  input,
  output,
  unit: '%',
  errors: [
    'CALENDAR_FADE_MUST_BE_NONNEGATIVE',
    'CAPACITY_MUST_BE_POSITIVE',
    'CYCLES_MUST_BE_NONNEGATIVE',
    'CYCLE_LIFE_MUST_BE_POSITIVE',
    'DOUBLING_INTERVAL_MUST_BE_POSITIVE',
    'EOL_OUT_OF_RANGE',
    'TEMPERATURE_BELOW_ABSOLUTE_ZERO',
    'YEARS_MUST_BE_NONNEGATIVE',
  ],
  warnings: ['END_OF_LIFE_REACHED', 'OUTSIDE_VALIDITY_RANGE'],
  formula: FORMULA,
  assumptions: [
    'Cycle fade is linear in equivalent full cycles up to the rated end of life, the way datasheets state cycle life (N cycles until the capacity falls to a stated end-of-life percentage, usually 80 %; cf. the cycle-endurance tests of IEC 61960-3 and IEC 62620): fade = (100 − EOL)·N/N_life % of rated. N is the number of equivalent full cycles (Ah discharged ÷ rated Ah) at the rated depth of discharge and C-rate.',
    "Calendar fade = r_cal·t·AF with AF = 2^((T − T_ref)/ΔT₂): the Arrhenius / van 't Hoff rule that chemical ageing roughly doubles per 10 °C (ΔT₂ = 10 °C; VRLA float-life curves are often closer to 8 °C). Typical r_cal at 25 °C: 2–4 %/year for Li-ion held at mid to high charge (Battery University BU-808), less for LiFePO4.",
    'Cycle and calendar losses are added. Beyond end of life real cells often fade faster (the "knee"), so results past EOL are extrapolation: the engine warns and floors the state of health at 0 %.',
    `The doubling rule is a fair description between ${AGING_RANGE_C[0]} and ${AGING_RANGE_C[1]} °C; the engine warns outside. Temperature here accelerates the calendar term only.`,
    'cycles_to_eol = remaining fade budget ÷ per-cycle fade; years_to_eol = remaining budget ÷ calendar fade per year at this temperature (when a calendar rate is given).',
  ],
  ui: {
    fields: {
      capacity_ah: { label: 'Rated capacity (optional)', unit: 'Ah' },
      cycle_life: { label: 'Rated cycle life', unit: 'cycles', help: 'From the datasheet, e.g. 500 cycles to 80 % for consumer Li-ion, 3000–6000 for LiFePO4.' },
      eol_pct: { label: 'End-of-life capacity of that rating', unit: '%' },
      cycles: { label: 'Equivalent full cycles done', unit: 'cycles' },
      years: { label: 'Age', unit: 'years' },
      calendar_fade_pct_per_year: { label: 'Calendar fade at the reference temperature', unit: '%/year' },
      temperature: { label: 'Average temperature', unit: '°C' },
      reference_temp: { label: 'Reference temperature of the calendar fade', unit: '°C' },
      doubling_c: { label: 'Temperature rise that doubles ageing', unit: '°C', difference: true },
    },
    initial: { capacity_ah: 100, cycle_life: 2000, eol_pct: 80, cycles: 500, years: 2, calendar_fade_pct_per_year: 2, temperature: 35, reference_temp: 25, doubling_c: 10 },
    headline: 'soh_pct',
    outputs: {
      soh_pct: { label: 'State of health (share of rated capacity)', unit: '%' },
      cycle_fade_pct: { label: 'Cycle fade', unit: '%' },
      calendar_fade_pct: { label: 'Calendar fade', unit: '%' },
      total_fade_pct: { label: 'Total capacity fade', unit: '%' },
      acceleration_factor: { label: 'Temperature acceleration factor' },
      end_of_life: { label: 'End of life reached' },
      cycles_to_eol: { label: 'Cycles left to end of life', unit: 'cycles' },
      remaining_capacity_ah: { label: 'Remaining capacity', unit: 'Ah' },
      eol_capacity_ah: { label: 'End-of-life capacity', unit: 'Ah' },
      years_to_eol: { label: 'Years left to end of life', unit: 'years' },
    },
  },
  examples: [
    {
      name: '100 Ah, 2000 cycles to 80 %, after 500 cycles',
      inputs: { capacity_ah: 100, cycle_life: 2000, cycles: 500 },
      expect: { status: 'success', values: { soh_pct: 95, remaining_capacity_ah: 95, cycles_to_eol: 1500, end_of_life: false } },
      source: 'Exact arithmetic on the linear cycle-life rating (20 % loss over 2000 rated cycles): 500 × 20 %/2000 = 5 %.',
      // The linear fade and the doubling per 10 °C are this engine's model; no published example gives these numbers.
      ownModel: true,
    },
    {
      name: 'Plus two years at 35 °C with 2 %/year calendar fade at 25 °C',
      inputs: { capacity_ah: 100, cycle_life: 2000, cycles: 500, years: 2, calendar_fade_pct_per_year: 2, temperature: 35 },
      expect: { status: 'success', values: { acceleration_factor: 2, calendar_fade_pct: 8, soh_pct: 87, years_to_eol: 1.75 } },
      source: "Exact arithmetic: 10 °C above the reference doubles the rate (van 't Hoff rule), 2 × 2 %/year × 2 years = 8 %.",
      // The linear fade and the doubling per 10 °C are this engine's model; no published example gives these numbers.
      ownModel: true,
    },
    {
      name: '3000 cycles on a 2000-cycle battery: past end of life',
      inputs: { cycle_life: 2000, cycles: 3000 },
      expect: { status: 'success', values: { soh_pct: 70, end_of_life: true, cycles_to_eol: 0 } },
      source: 'Exact arithmetic: 3000 × 20 %/2000 = 30 % fade (linear extrapolation past the rated end of life).',
      // The linear fade and the doubling per 10 °C are this engine's model; no published example gives these numbers.
      ownModel: true,
    },
    {
      name: 'Age without a calendar fade rate',
      inputs: { cycle_life: 2000, cycles: 100, years: 3 },
      expect: { status: 'error', code: 'MISSING_REQUIRED_INPUT' },
      source: 'Calendar ageing depends on chemistry and state of charge; the engine does not guess the rate.',
    },
  ],
  limitations: ['Empirical linear model: no depth-of-discharge, C-rate or state-of-charge dependence of the fade beyond what the inputs encode, no knee after end of life, no resistance growth.'],
  compute(inp) {
    const bad =
      (inp.capacity_ah === undefined ? undefined : requirePositive('capacity_ah', inp.capacity_ah, inp.capacity_ah, 'CAPACITY_MUST_BE_POSITIVE', 'Rated capacity', '100 Ah')) ??
      requirePositive('cycle_life', inp.cycle_life, inp.cycle_life, 'CYCLE_LIFE_MUST_BE_POSITIVE', 'Rated cycle life', '2000 cycles') ??
      requirePositive('doubling_c', inp.doubling_c, inp.doubling_c, 'DOUBLING_INTERVAL_MUST_BE_POSITIVE', 'Doubling interval', '10 °C') ??
      nonNegativeGuard(inp.cycles, 'cycles', 'cycles', '') ??
      nonNegativeGuard(inp.years, 'years', 'years', '') ??
      (inp.calendar_fade_pct_per_year === undefined ? null : nonNegativeGuard(inp.calendar_fade_pct_per_year, 'calendar_fade_pct_per_year', 'calendar fade', '%/year')) ??
      temperatureGuard('temperature', inp.temperature) ??
      temperatureGuard('reference_temp', inp.reference_temp);
    if (bad) return bad;
    if (!(inp.eol_pct > 0 && inp.eol_pct < 100)) {
      return fail('EOL_OUT_OF_RANGE', 'eol_pct', `End-of-life capacity ${formatNumber(inp.eol_pct)} % is outside (0, 100) %.`, 'Give the capacity at which the cycle life is rated, usually 80 (% of rated).');
    }
    if (inp.years > 0 && inp.calendar_fade_pct_per_year === undefined) {
      return fail('MISSING_REQUIRED_INPUT', 'calendar_fade_pct_per_year', 'Ageing over years needs the calendar fade rate at the reference temperature.', 'Give calendar_fade_pct_per_year (e.g. 2–4 %/year for Li-ion at 25 °C), or set years to 0.');
    }

    const perCycle = (100 - inp.eol_pct) / inp.cycle_life;
    const cycleFade = perCycle * inp.cycles;
    const af = det.pow(2, (inp.temperature - inp.reference_temp) / inp.doubling_c);
    const calendarRate = (inp.calendar_fade_pct_per_year ?? 0) * af;
    const calendarFade = calendarRate * inp.years;
    const totalFade = cycleFade + calendarFade;
    const soh = Math.max(0, 100 - totalFade);
    const budget = Math.max(0, soh - inp.eol_pct);
    const endOfLife = soh <= inp.eol_pct;

    const warnings: Warning[] = [];
    if (endOfLife) {
      warnings.push(warning('END_OF_LIFE_REACHED', `The state of health ${formatNumber(soh, 4)} % is at or below the ${formatNumber(inp.eol_pct)} % end of life; the linear model is an extrapolation past that point (real cells often fade faster).`, 'Plan the replacement; measure the capacity for an accurate figure.'));
    }
    if (inp.temperature < AGING_RANGE_C[0] || inp.temperature > AGING_RANGE_C[1]) {
      warnings.push(warning('OUTSIDE_VALIDITY_RANGE', `${formatNumber(inp.temperature)} °C is outside ${AGING_RANGE_C[0]}…${AGING_RANGE_C[1]} °C, where the doubling rule is a fair fit.`, 'Use measured ageing data for this temperature.'));
    }
    const extra: Record<string, number> = {};
    if (inp.capacity_ah !== undefined) {
      extra.remaining_capacity_ah = (inp.capacity_ah * soh) / 100;
      extra.eol_capacity_ah = (inp.capacity_ah * inp.eol_pct) / 100;
    }
    // A vanishing calendar rate never reaches end of life: the field is left out rather than infinite.
    const yearsLeft = budget / calendarRate;
    if (calendarRate > 0 && Number.isFinite(yearsLeft)) extra.years_to_eol = yearsLeft;
    return ok(
      {
        soh_pct: soh,
        cycle_fade_pct: cycleFade,
        calendar_fade_pct: calendarFade,
        total_fade_pct: totalFade,
        acceleration_factor: af,
        end_of_life: endOfLife,
        cycles_to_eol: budget / perCycle,
        ...extra,
      },
      { warnings, formatted: `SoH ${formatNumber(soh, 4)} %${inp.capacity_ah !== undefined ? ` (${formatNumber((inp.capacity_ah * soh) / 100, 4)} Ah)` : ''}` },
    );
  },
});
