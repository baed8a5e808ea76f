// Battery runtime under a constant load with Peukert's law: t = H·(C/(I·H))^k, to the
// usable depth of discharge; the load as a current or as a power through a converter.
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { isOutcome, ok } from '../core/outcome.ts';
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
import { canonicalChoices, synonymsOf } from './_lib/power-inputs.ts';

const input = z.object(batteryRunFields);
const output = z.object(batteryRunOutput);

const FORMULA = { id: 'battery-runtime.peukert', expression: 't = DoD × H × (C / (I × H))^k', label: "Runtime by Peukert's law (C rated at the H-hour rate)" };

export const engine = defineEngine({
  id: 'battery-runtime',
  area: 'electrical',
  title: "Battery runtime (Peukert's law)",
  description:
    "How long a battery runs a constant load, from its rated Ah capacity and the load current or power, with Peukert's law for the capacity lost at high discharge rates, the rated hour rate (C20, C5…), usable depth of discharge and inverter efficiency.",
  keywords: ['battery runtime calculator', 'battery life calculator', 'how long will a battery last', 'Peukert', 'Peukert exponent', 'amp hour runtime', 'UPS runtime', 'inverter battery backup time', 'discharge time', 'C20 rating', 'lead acid runtime'],
  capability_id: 'electrical.battery_runtime',
  version: '1.2.1',
  page: 'electric',
  input,
  output,
  prepare: canonicalChoices({ mode: synonymsOf(LOAD_MODES, LOAD_MODE_SYNONYMS) }),
  unit: 'h',
  errors: [
    'CAPACITY_MUST_BE_POSITIVE',
    'CURRENT_MUST_BE_POSITIVE',
    'DEPTH_OF_DISCHARGE_OUT_OF_RANGE',
    'PEUKERT_EXPONENT_OUT_OF_RANGE',
    'RATED_HOURS_MUST_BE_POSITIVE',
  ],
  warnings: ['INPUT_IGNORED', 'OUTSIDE_VALIDITY_RANGE', 'PEUKERT_EXPONENT_ASSUMED'],
  formula: FORMULA,
  assumptions: [...PEUKERT_ASSUMPTIONS, 'Battery at 20–25 °C (see battery-runtime-temp for temperature derating), new and fully charged.'],
  ui: {
    fields: BATTERY_RUN_HINTS,
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'current', label: 'Load in amps', fields: ['capacity_ah', ...CURRENT_TAB_FIELDS, ...BATTERY_RUN_FIELDS.slice(1)] },
          { value: 'power', label: 'Load in watts', fields: ['capacity_ah', ...POWER_TAB_FIELDS, ...BATTERY_RUN_FIELDS.slice(1)] },
        ],
      },
    ],
    initial: { mode: 'current', capacity_ah: 100, current: 10, peukert: 1.2, rated_hours: 20, dod_pct: 100 },
    headline: 'runtime_h',
    outputs: batteryRunOutputHints,
  },
  examples: [
    {
      name: '100 Ah, k = 1.2, 5 A (capacity rated at 1 A)',
      inputs: { capacity_ah: 100, current: 5, peukert: 1.2, rated_hours: 100 },
      expect: { status: 'success', values: { runtime_h: 14.4956 }, rel: 1e-4 },
      source: 'electrotechnik.net, "Peukert\'s Law and discharge of lead acid batteries": a 100 Ah capacity with Peukert constant 1.2 supplies 5 A for 14.5 hours (t = Cp/I^k, Cp at 1 A, i.e. H = 100 h).',
    },
    {
      name: '250 Ah, n = 1.3, 20 A',
      inputs: { capacity_ah: 250, current: 20, peukert: 1.3, rated_hours: 250 },
      expect: { status: 'success', values: { runtime_h: 5.088631644 }, rel: 1e-9 },
      source: 'easycalculation.com Peukert tutorial example: C = 250 Ah, I = 20 A, n = 1.3 → T = 250 / 20^1.3 = 5.0886 h.',
    },
    {
      name: '100 Ah C20 lead-acid, k = 1.2, 10 A, 50 % depth of discharge',
      inputs: { capacity_ah: 100, current: 10, peukert: 1.2, rated_hours: 20, dod_pct: 50 },
      expect: { status: 'success', values: { runtime_h: 4.352752816480621 /* 10 × 0.5^1.2, mathjs BigNumber */, effective_capacity_ah: 87.05505632961241 /* 200 × 0.5^1.2 */, ideal_runtime_h: 5 }, rel: 1e-12 },
      source: "Exact arithmetic on Peukert's law: t = 20 × (100/(10 × 20))^1.2 = 8.706 h to empty, × 50 %.",
    },
    {
      name: '120 W through a 90 % inverter from a 12 V 100 Ah C20 battery, k = 1.2',
      inputs: { mode: 'power', capacity_ah: 100, power: 120, voltage: 12, efficiency_pct: 90, peukert: 1.2, rated_hours: 20 },
      expect: { status: 'success', values: { load_current: 100 / 9, runtime_h: 7.671583425634433 /* 20 × 0.45^1.2, mathjs BigNumber */ }, rel: 1e-12 },
      source: 'Exact arithmetic: I = 120/(12 × 0.9) = 11.11 A; t = 20 × (100/(11.11 × 20))^1.2.',
    },
    {
      name: 'Peukert exponent below 1',
      inputs: { capacity_ah: 100, current: 10, peukert: 0.9 },
      expect: { status: 'error', code: 'PEUKERT_EXPONENT_OUT_OF_RANGE' },
      source: "Peukert 1897: the exponent of real batteries is at least 1.",
    },
  ],
  limitations: ['Constant load only (no duty cycle or pulsed loads), no voltage sag, ageing or self-discharge; temperature effects are in battery-runtime-temp.'],
  compute(inp) {
    const bad = batteryInputsGuard(inp);
    if (bad) return bad;
    const current = loadCurrent(inp);
    if (isOutcome(current)) return current;
    const { run, warnings } = batteryRun(inp, inp.capacity_ah, current);
    warnings.push(...unusedInputsWarning(inp, inp.mode === 'current' ? ['power'] : ['current'], `with the load given as ${inp.mode}`));
    return ok(run, { warnings, formatted: `${formatHours(run.runtime_h)} (${formatNumber(run.runtime_h, 4)} h) at ${formatNumber(current, 4)} A` });
  },
});
