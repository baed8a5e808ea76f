// Battery runtime at a temperature: the rated capacity is derated with the linear
// IEC 60896 coefficient (or a datasheet capacity-vs-temperature reading), then the
// runtime follows Peukert's law exactly as in battery-runtime.
import * as z from 'zod/mini';
import { defineEngine, type Warning } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { fail, isOutcome, ok, warning } from '../core/outcome.ts';
import {
  BATTERY_RUN_FIELDS,
  BATTERY_RUN_HINTS,
  batteryInputsGuard,
  batteryRun,
  batteryRunFields,
  batteryRunOutput,
  batteryRunOutputHints,
  CURRENT_TAB_FIELDS,
  formatHours,
  LOAD_MODE_SYNONYMS,
  LOAD_MODES,
  loadCurrent,
  PEUKERT_ASSUMPTIONS,
  POWER_TAB_FIELDS,
} from './_lib/battery-runtime.ts';
import { unusedInputsWarning } from './_lib/input-combinations.ts';
import { canonicalChoices, nonNegativeGuard, synonymsOf } from './_lib/power-inputs.ts';
import { requirePositive } from './_lib/rf-units.ts';
import { temperatureGuard } from './_lib/thermal-path.ts';

/** IEC 60896-11/-21 capacity temperature coefficient for 10 h and 20 h rates, %/°C (0.01 /°C for 1–3 h rates). */
const DEFAULT_COEFFICIENT_PCT = 0.6;
/** Range in which a linear capacity coefficient is a fair description (manufacturers' derating tables). */
const LINEAR_RANGE_C: readonly [number, number] = [0, 40];

const input = z.object({
  ...batteryRunFields,
  temperature: z.number().check(z.meta({ description: 'Battery (electrolyte) temperature during discharge, °C' })),
  reference_temp: z._default(z.number(), 25).check(z.meta({ description: 'Temperature at which capacity_ah is rated, °C' })),
  temp_coefficient_pct: z.optional(z.number().check(z.meta({ description: 'Capacity temperature coefficient, %/°C' }))),
  capacity_pct_at_temp: z.optional(z.number().check(z.meta({ description: 'Datasheet capacity at this temperature, % of rated (overrides the coefficient)' }))),
});

const output = z.object({
  ...batteryRunOutput,
  temperature_factor: z.number(),
  capacity_at_temp_ah: z.number(),
  runtime_at_reference_h: z.number(),
  runtime_change_pct: z.number(),
});

const FORMULA = {
  id: 'battery-runtime-temp.peukert',
  expression: 'C_T = C × (1 + λ·(T − T_ref));  t = DoD × H × (C_T / (I × H))^k',
  label: "Temperature-derated capacity, then Peukert's law",
};

const TEMP_FIELDS = ['temperature', 'reference_temp', 'temp_coefficient_pct', 'capacity_pct_at_temp'];

export const engine = defineEngine({
  id: 'battery-runtime-temp',
  area: 'electrical',
  title: 'Battery runtime at temperature (cold-weather derating)',
  description:
    "Battery runtime at a given temperature: the rated capacity is derated (or raised) with the IEC 60896 temperature coefficient, or with the capacity your datasheet shows at that temperature, then the runtime under a constant current or power load follows Peukert's law; with the change against the rated temperature.",
  keywords: ['battery temperature derating', 'cold battery capacity', 'battery capacity vs temperature', 'winter battery runtime', 'low temperature runtime', 'temperature correction factor', 'IEC 60896', 'Peukert', 'UPS battery temperature', 'lead acid cold'],
  capability_id: 'electrical.battery.runtime_temp',
  version: '1.2.1',
  page: 'electric',
  input,
  output,
  prepare: canonicalChoices({ mode: synonymsOf(LOAD_MODES, LOAD_MODE_SYNONYMS) }),
  unit: 'h',
  errors: [
    'CAPACITY_DERATED_TO_ZERO',
    'CAPACITY_FACTOR_MUST_BE_POSITIVE',
    'CAPACITY_MUST_BE_POSITIVE',
    'CURRENT_MUST_BE_POSITIVE',
    'DEPTH_OF_DISCHARGE_OUT_OF_RANGE',
    'PEUKERT_EXPONENT_OUT_OF_RANGE',
    'RATED_HOURS_MUST_BE_POSITIVE',
    'TEMPERATURE_BELOW_ABSOLUTE_ZERO',
    'TEMPERATURE_COEFFICIENT_MUST_BE_NONNEGATIVE',
  ],
  warnings: ['INPUT_IGNORED', 'OUTSIDE_VALIDITY_RANGE', 'PEUKERT_EXPONENT_ASSUMED'],
  formula: FORMULA,
  assumptions: [
    `Capacity at temperature C_T = C·(1 + λ·(T − T_ref)), the correction of IEC 60896-11/-21 for stationary lead-acid batteries (λ = 0.006 /°C for 10 h and 20 h discharges, 0.01 /°C for 1 h and 3 h discharges; also printed in manufacturers' datasheets as C = C_t/(1 + k·(t − 25))). Default λ = ${DEFAULT_COEFFICIENT_PCT} %/°C, T_ref = 25 °C.`,
    'A datasheet capacity-vs-temperature reading (capacity_pct_at_temp, % of rated) replaces the linear coefficient; use it for lithium cells and for temperatures far from 25 °C, where real curves bend.',
    `The linear coefficient is a correction near the rating temperature; the engine warns outside ${LINEAR_RANGE_C[0]}–${LINEAR_RANGE_C[1]} °C. Above T_ref capacity rises slightly, but life shortens.`,
    ...PEUKERT_ASSUMPTIONS,
    'runtime_change_pct compares with the same load at T_ref.',
  ],
  ui: {
    fields: {
      ...BATTERY_RUN_HINTS,
      temperature: { label: 'Battery temperature', unit: '°C' },
      reference_temp: { label: 'Rating temperature', unit: '°C', help: 'Usually 25 °C (some lead-acid ratings use 20 °C).' },
      temp_coefficient_pct: { label: 'Capacity temperature coefficient λ', unit: '%/°C', help: `IEC 60896: 0.6 for 10–20 h discharges, 1.0 for 1–3 h; default ${DEFAULT_COEFFICIENT_PCT}.` },
      capacity_pct_at_temp: { label: 'Datasheet capacity at this temperature (optional)', unit: '%', help: 'Read from the capacity-vs-temperature curve; replaces the coefficient.' },
    },
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'current', label: 'Load in amps', fields: ['capacity_ah', ...CURRENT_TAB_FIELDS, ...TEMP_FIELDS, ...BATTERY_RUN_FIELDS.slice(1)] },
          { value: 'power', label: 'Load in watts', fields: ['capacity_ah', ...POWER_TAB_FIELDS, ...TEMP_FIELDS, ...BATTERY_RUN_FIELDS.slice(1)] },
        ],
      },
    ],
    initial: { mode: 'current', capacity_ah: 100, current: 10, peukert: 1.2, rated_hours: 20, dod_pct: 100, temperature: 0, reference_temp: 25, temp_coefficient_pct: 0.6 },
    headline: 'runtime_h',
    outputs: {
      ...batteryRunOutputHints,
      temperature_factor: { label: 'Capacity temperature factor' },
      capacity_at_temp_ah: { label: 'Capacity at this temperature', unit: 'Ah' },
      runtime_at_reference_h: { label: 'Runtime at the rating temperature', unit: 'h' },
      runtime_change_pct: { label: 'Runtime change against the rating temperature', unit: '%' },
    },
  },
  examples: [
    {
      name: '100 Ah (C10) lead-acid at 0 °C, 10 A, k = 1',
      inputs: { capacity_ah: 100, current: 10, peukert: 1, rated_hours: 10, temperature: 0 },
      expect: { status: 'success', values: { temperature_factor: 0.85, capacity_at_temp_ah: 85, runtime_h: 8.5, runtime_at_reference_h: 10, runtime_change_pct: -15 }, rel: 1e-12 },
      source: 'IEC 60896-11/-21 capacity correction, as printed by Vela Power (battery support page): C = Ct/(1 + k(t − 25)), k = 0.006 for 10 h and 20 h rates → 1 − 0.006 × 25 = 0.85.',
    },
    {
      name: 'C3-rated 60 Ah at −5 °C with the short-discharge coefficient 1 %/°C, 20 A',
      inputs: { capacity_ah: 60, current: 20, peukert: 1, rated_hours: 3, temperature: -5, temp_coefficient_pct: 1 },
      expect: { status: 'success', values: { temperature_factor: 0.7, capacity_at_temp_ah: 42, runtime_h: 2.1 }, rel: 1e-12 },
      source: 'IEC 60896-21 / Vela Power: k = 0.01 for 3 h and 1 h rated capacity; exact arithmetic 1 − 0.01 × 30 = 0.7.',
    },
    {
      name: 'Lithium pack at −20 °C, datasheet shows 50 % capacity, 2 A from 10 Ah',
      inputs: { capacity_ah: 10, current: 2, peukert: 1.05, rated_hours: 5, temperature: -20, capacity_pct_at_temp: 50 },
      expect: { status: 'success', values: { capacity_at_temp_ah: 5, runtime_h: 2.414840822312114 /* 5 × 0.5^1.05, mathjs BigNumber */, runtime_at_reference_h: 5 }, rel: 1e-12 },
      source: "Exact arithmetic: C_T = 10 × 50 % = 5 Ah; Peukert t = 5 × (5/(2 × 5))^1.05 h.",
    },
    {
      name: 'Zero datasheet capacity',
      inputs: { capacity_ah: 10, current: 2, temperature: -40, capacity_pct_at_temp: 0 },
      expect: { status: 'error', code: 'CAPACITY_FACTOR_MUST_BE_POSITIVE' },
      source: 'A battery with no capacity at that temperature has no runtime to compute.',
    },
  ],
  limitations: ['One temperature for the whole discharge (no self-heating); no charge-acceptance limits at low temperature, no ageing.'],
  compute(inp) {
    const bad =
      batteryInputsGuard(inp) ??
      temperatureGuard('temperature', inp.temperature) ??
      temperatureGuard('reference_temp', inp.reference_temp) ??
      (inp.temp_coefficient_pct === undefined ? null : nonNegativeGuard(inp.temp_coefficient_pct, 'temp_coefficient_pct', 'temperature coefficient', '%/°C')) ??
      (inp.capacity_pct_at_temp === undefined ? null : requirePositive('capacity_pct_at_temp', inp.capacity_pct_at_temp, inp.capacity_pct_at_temp, 'CAPACITY_FACTOR_MUST_BE_POSITIVE', 'Capacity at temperature', '80 %'));
    if (bad) return bad;
    const current = loadCurrent(inp);
    if (isOutcome(current)) return current;

    const warnings: Warning[] = [];
    let factor: number;
    if (inp.capacity_pct_at_temp !== undefined) {
      factor = inp.capacity_pct_at_temp / 100;
      if (inp.temp_coefficient_pct !== undefined) warnings.push(warning('INPUT_IGNORED', 'temp_coefficient_pct is not used: the datasheet capacity at this temperature was given.', 'Leave one of the two blank.', 'info'));
    } else {
      const lambda = (inp.temp_coefficient_pct ?? DEFAULT_COEFFICIENT_PCT) / 100;
      factor = 1 + lambda * (inp.temperature - inp.reference_temp);
      if (!(factor > 0)) {
        return fail('CAPACITY_DERATED_TO_ZERO', 'temperature', `At ${formatNumber(inp.temperature)} °C the linear coefficient leaves no capacity (factor ${formatNumber(factor, 4)}).`, 'Use a temperature nearer the rating temperature, or give capacity_pct_at_temp from the datasheet curve.');
      }
      if (inp.temperature < LINEAR_RANGE_C[0] || inp.temperature > LINEAR_RANGE_C[1]) {
        warnings.push(warning('OUTSIDE_VALIDITY_RANGE', `${formatNumber(inp.temperature)} °C is outside ${LINEAR_RANGE_C[0]}–${LINEAR_RANGE_C[1]} °C, where a linear capacity coefficient is a fair fit.`, 'Give capacity_pct_at_temp read from the datasheet capacity-vs-temperature curve.'));
      }
    }
    const derated = inp.capacity_ah * factor;
    const { run, warnings: runWarnings } = batteryRun(inp, derated, current);
    const reference = batteryRun(inp, inp.capacity_ah, current).run;
    warnings.push(...runWarnings, ...unusedInputsWarning(inp, inp.mode === 'current' ? ['power'] : ['current'], `with the load given as ${inp.mode}`));
    return ok(
      {
        ...run,
        temperature_factor: factor,
        capacity_at_temp_ah: derated,
        runtime_at_reference_h: reference.runtime_h,
        runtime_change_pct: (100 * (run.runtime_h - reference.runtime_h)) / reference.runtime_h,
      },
      { warnings, formatted: `${formatHours(run.runtime_h)} at ${formatNumber(inp.temperature)} °C (${formatHours(reference.runtime_h)} at ${formatNumber(inp.reference_temp)} °C)` },
    );
  },
});
