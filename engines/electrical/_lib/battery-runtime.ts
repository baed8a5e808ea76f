// Battery runtime under a constant load with Peukert's law, shared by battery-runtime
// and battery-runtime-temp (which derates the capacity for temperature first): the
// load (a current, or a power through a converter), the guards and the result fields.
import * as z from 'zod/mini';
import type { FieldHint, OutputHint, Outcome, Warning } from '../../core/contract.ts';
import { formatNumber } from '../../core/numeric.ts';
import { fail, warning } from '../../core/outcome.ts';
import { requirePositive } from './rf-units.ts';
import * as det from '../../core/det-math.ts';

export const LOAD_MODES = ['current', 'power'] as const;
export const LOAD_MODE_SYNONYMS = { amps: 'current', a: 'current', i: 'current', watts: 'power', w: 'power', p: 'power' };

/** Peukert exponent above which the engine warns: lead-acid lies at about 1.1–1.5, lithium cells near 1.0–1.1. */
const MAX_TYPICAL_PEUKERT = 1.6;

export const batteryRunFields = {
  mode: z._default(z.enum(LOAD_MODES), 'current'),
  capacity_ah: z.number().check(z.meta({ description: 'Rated capacity at the rated_hours discharge rate, Ah' })),
  current: z.optional(z.number().check(z.meta({ description: 'Constant load current drawn from the battery, A' }))),
  power: z.optional(z.number().check(z.meta({ description: 'Constant load power, W' }))),
  voltage: z.optional(z.number().check(z.meta({ description: 'Battery nominal voltage, V' }))),
  efficiency_pct: z._default(z.number(), 100).check(z.meta({ description: 'Efficiency of the inverter or converter between battery and load, %' })),
  peukert: z.optional(z.number().check(z.meta({ description: 'Peukert exponent k (1 = ideal)' }))),
  rated_hours: z._default(z.number(), 20).check(z.meta({ description: 'Discharge time at which capacity_ah is rated (C20 → 20), h' })),
  dod_pct: z._default(z.number(), 100).check(z.meta({ description: 'Usable depth of discharge, %' })),
};

export const BATTERY_RUN_HINTS = {
  mode: { label: 'Load given as', options: [{ value: 'current', label: 'Current (A)' }, { value: 'power', label: 'Power (W)' }] },
  capacity_ah: { label: 'Rated capacity', unit: 'Ah' },
  current: { label: 'Load current', unit: 'A' },
  power: { label: 'Load power', unit: 'W' },
  voltage: { label: 'Battery voltage', unit: 'V', help: 'Nominal voltage (12 V, 24 V, 48 V…); needed for a load in watts.' },
  efficiency_pct: { label: 'Inverter / converter efficiency', unit: '%', help: 'Only for a load in watts: 85–95 % for an inverter, 100 for a direct DC load.' },
  peukert: { label: 'Peukert exponent k', help: 'From the datasheet or two discharge points: 1.05–1.15 AGM/lithium, 1.2–1.4 flooded lead-acid; blank = 1 (ideal).' },
  rated_hours: { label: 'Capacity rating time (C-rate hours)', unit: 'h', help: 'The hour rate of the rated capacity: 20 for C20 (lead-acid), 5 for C5, 1 for lithium 1C ratings.' },
  dod_pct: { label: 'Usable depth of discharge', unit: '%', help: '50 % is common for lead-acid life, 80–100 % for lithium.' },
} satisfies Record<string, FieldHint>;

export const BATTERY_RUN_FIELDS = ['capacity_ah', 'rated_hours', 'peukert', 'dod_pct'];
export const CURRENT_TAB_FIELDS = ['current', 'voltage'];
export const POWER_TAB_FIELDS = ['power', 'voltage', 'efficiency_pct'];

export const PEUKERT_ASSUMPTIONS = [
  "Peukert's law (W. Peukert, Elektrotechnische Zeitschrift 18, 1897) in the rated-capacity form: t = H·(C/(I·H))^k, where C is the capacity rated at the H-hour rate, I the constant discharge current and k the Peukert exponent; k = 1 gives the ideal t = C/I. The delivered (effective) capacity at current I is I·t.",
  'Runtime to the usable depth of discharge: t_usable = DoD × t. Load in watts: I = P/(V·η) with V the battery nominal voltage and η the converter efficiency (voltage sag during discharge is not modelled).',
  `Validity: Peukert's fit describes constant-current discharge of one battery at one temperature. It predicts more than the rated capacity below the rated current C/H (real batteries gain much less) and is unreliable above 1C; the engine warns in both cases and for k outside 1–${MAX_TYPICAL_PEUKERT}.`,
];

export interface BatteryRunInputs {
  mode: (typeof LOAD_MODES)[number];
  capacity_ah: number;
  current?: number;
  power?: number;
  voltage?: number;
  efficiency_pct: number;
  peukert?: number;
  rated_hours: number;
  dod_pct: number;
}

export interface BatteryRun {
  mode: (typeof LOAD_MODES)[number];
  load_current: number;
  runtime_h: number;
  runtime_min: number;
  effective_capacity_ah: number;
  delivered_ah: number;
  ideal_runtime_h: number;
  c_rate: number;
  rated_current: number;
  peukert: number;
  energy_wh?: number;
}

/** t = H·(C/(I·H))^k in hours. */
export const peukertHours = (capacityAh: number, currentA: number, k: number, ratedHours: number) => ratedHours * det.pow(capacityAh / (currentA * ratedHours), k);

/** "8 h 42 min", "45 min", "3 d 4 h" for a runtime in hours. */
export function formatHours(hours: number): string {
  const minutes = Math.round(hours * 60);
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h < 48) return m ? `${h} h ${m} min` : `${h} h`;
  const d = Math.floor(h / 24);
  const rh = h % 24;
  return rh ? `${d} d ${rh} h` : `${d} d`;
}

/** Checks the inputs both runtime engines share; the capacity itself is checked by the caller (it may be derated). */
export function batteryInputsGuard(inp: BatteryRunInputs): Outcome<never> | null {
  const bad =
    requirePositive('capacity_ah', inp.capacity_ah, inp.capacity_ah, 'CAPACITY_MUST_BE_POSITIVE', 'Rated capacity', '100 Ah') ??
    requirePositive('rated_hours', inp.rated_hours, inp.rated_hours, 'RATED_HOURS_MUST_BE_POSITIVE', 'Capacity rating time', '20 h');
  if (bad) return bad;
  if (!(inp.dod_pct > 0 && inp.dod_pct <= 100)) {
    return fail('DEPTH_OF_DISCHARGE_OUT_OF_RANGE', 'dod_pct', `Depth of discharge ${formatNumber(inp.dod_pct)} % is outside (0, 100] %.`, 'Give the share of the capacity you will use in percent, e.g. 50 for lead-acid or 80 for lithium.');
  }
  if (inp.peukert !== undefined && !(inp.peukert >= 1)) {
    return fail('PEUKERT_EXPONENT_OUT_OF_RANGE', 'peukert', `A Peukert exponent of ${formatNumber(inp.peukert)} below 1 would mean more capacity at higher current, which no battery shows.`, 'Give k ≥ 1 (1.05–1.15 AGM or lithium, 1.2–1.4 flooded lead-acid), or leave it blank for 1.');
  }
  return null;
}

/** The constant current the load draws from the battery, or the error. */
export function loadCurrent(inp: BatteryRunInputs): number | Outcome<never> {
  if (inp.mode === 'current') {
    if (inp.current === undefined) return fail('MISSING_REQUIRED_INPUT', 'current', 'The runtime needs the load current.', 'Give current in A (e.g. 5), or switch mode to "power" and give the load in W with the battery voltage.');
    return requirePositive('current', inp.current, inp.current, 'CURRENT_MUST_BE_POSITIVE', 'Load current', '5 A') ?? inp.current;
  }
  for (const f of ['power', 'voltage'] as const) {
    if (inp[f] === undefined) return fail('MISSING_REQUIRED_INPUT', f, 'A load in watts needs the power and the battery voltage to give the battery current.', `Give ${f} (${BATTERY_RUN_HINTS[f].label}, ${BATTERY_RUN_HINTS[f].unit}), or switch mode to "current".`);
  }
  const bad =
    requirePositive('power', inp.power!, inp.power!, 'POWER_MUST_BE_POSITIVE', 'Load power', '100 W') ??
    requirePositive('voltage', inp.voltage!, inp.voltage!, 'VOLTAGE_MUST_BE_POSITIVE', 'Battery voltage', '12 V');
  if (bad) return bad;
  if (!(inp.efficiency_pct > 0 && inp.efficiency_pct <= 100)) {
    return fail('EFFICIENCY_OUT_OF_RANGE', 'efficiency_pct', `Efficiency ${formatNumber(inp.efficiency_pct)} % is outside (0, 100] %.`, 'Give the converter efficiency in percent, e.g. 90 (100 for a direct DC load).');
  }
  return inp.power! / (inp.voltage! * (inp.efficiency_pct / 100));
}

/** Runtime of `capacityAh` (the rated, or temperature-derated, capacity) at the load current. */
export function batteryRun(inp: BatteryRunInputs, capacityAh: number, current: number): { run: BatteryRun; warnings: Warning[] } {
  const k = inp.peukert ?? 1;
  const H = inp.rated_hours;
  const tFull = peukertHours(capacityAh, current, k, H);
  const t = tFull * (inp.dod_pct / 100);
  const warnings: Warning[] = [];
  if (inp.peukert === undefined) {
    warnings.push(warning('PEUKERT_EXPONENT_ASSUMED', 'No Peukert exponent given: k = 1 (capacity independent of current) was used.', 'Give peukert from the battery datasheet (about 1.1–1.3 for lead-acid); the runtime at high current is then shorter.', 'info'));
  } else if (k > MAX_TYPICAL_PEUKERT) {
    warnings.push(warning('OUTSIDE_VALIDITY_RANGE', `Peukert exponent ${formatNumber(k)} is above the ${MAX_TYPICAL_PEUKERT} seen in real batteries.`, 'Check the exponent (lead-acid 1.1–1.5, lithium 1.0–1.1).'));
  }
  const rated = inp.capacity_ah / H;
  if (k > 1 && current < rated) {
    warnings.push(warning('OUTSIDE_VALIDITY_RANGE', `The load ${formatNumber(current, 4)} A is below the rated current ${formatNumber(rated, 4)} A (C/${formatNumber(H)}): Peukert's law then credits more than the rated capacity, which real batteries deliver only in part.`, 'Treat the runtime as optimistic, or use k = 1 below the rated current.', 'info'));
  }
  if (current > inp.capacity_ah) {
    warnings.push(warning('OUTSIDE_VALIDITY_RANGE', `The load ${formatNumber(current, 4)} A exceeds 1C (${formatNumber(inp.capacity_ah)} A): Peukert's law and the rated capacity are unreliable at such rates.`, 'Use the manufacturer\'s high-rate discharge table for runtimes under an hour.'));
  }
  const run: BatteryRun = {
    mode: inp.mode,
    load_current: current,
    runtime_h: t,
    runtime_min: t * 60,
    effective_capacity_ah: current * tFull,
    delivered_ah: current * t,
    ideal_runtime_h: ((inp.dod_pct / 100) * capacityAh) / current,
    c_rate: current / inp.capacity_ah,
    rated_current: rated,
    peukert: k,
    ...(inp.voltage !== undefined ? { energy_wh: inp.voltage * current * t } : {}),
  };
  return { run, warnings };
}

/** Output schema fields of a BatteryRun, spread into each engine's output object. */
export const batteryRunOutput = {
  mode: z.enum(LOAD_MODES),
  load_current: z.number(),
  runtime_h: z.number(),
  runtime_min: z.number(),
  effective_capacity_ah: z.number(),
  delivered_ah: z.number(),
  ideal_runtime_h: z.number(),
  c_rate: z.number(),
  rated_current: z.number(),
  peukert: z.number(),
  energy_wh: z.optional(z.number()),
};

// One set of result labels for batteryRunOutput, so battery-runtime and battery-runtime-temp label a run alike.
export const batteryRunOutputHints: Record<string, OutputHint> = {
  load_current: { label: 'Battery current', unit: 'A' },
  runtime_h: { label: 'Runtime to the usable depth of discharge', unit: 'h' },
  runtime_min: { label: 'Runtime to the usable depth of discharge', unit: 'min' },
  effective_capacity_ah: { label: 'Effective capacity at this current (to empty)', unit: 'Ah' },
  delivered_ah: { label: 'Charge delivered to the usable depth of discharge', unit: 'Ah' },
  ideal_runtime_h: { label: 'Ideal runtime without Peukert loss', unit: 'h' },
  // C here is the C-rate (current ÷ capacity), not coulombs: no SI prefix (0.5 C, never 500 mC).
  c_rate: { label: 'Discharge rate (C-rate)', unit: 'C', reads: { as: 'digits', digits: 3 } },
  rated_current: { label: 'Rated discharge current (C/H)', unit: 'A' },
  energy_wh: { label: 'Energy drawn from the battery', unit: 'Wh' },
};
