// Battery pack sizing: cells in series for a target voltage and strings in parallel for
// a target capacity, energy and continuous current (NSxP), with the resulting pack ratings.
import * as z from 'zod/mini';
import { defineEngine, type Warning } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { fail, ok, warning } from '../core/outcome.ts';
import { canonicalChoices, synonymsOf } from './_lib/power-inputs.ts';
import { requirePositive } from './_lib/rf-units.ts';
import { SNAP_ASSUMPTION, countAtLeast, reaches } from './_lib/standard-snap.ts';

const ROUNDING = ['up', 'nearest'] as const;
const LIMITS = ['capacity', 'energy', 'current'] as const;

const input = z.object({
  target_voltage: z.number().check(z.meta({ description: 'Wanted nominal pack voltage, V' })),
  cell_voltage: z.number().check(z.meta({ description: 'Nominal cell voltage, V' })),
  cell_capacity_ah: z.number().check(z.meta({ description: 'Cell capacity, Ah' })),
  target_capacity_ah: z.optional(z.number()),
  target_energy_wh: z.optional(z.number()),
  max_current: z.optional(z.number().check(z.meta({ description: 'Continuous pack current the load draws, A' }))),
  cell_max_current: z.optional(z.number().check(z.meta({ description: 'Continuous discharge current rating of one cell, A' }))),
  series_rounding: z._default(z.enum(ROUNDING), 'up'),
  cell_voltage_max: z.optional(z.number().check(z.meta({ description: 'Cell voltage when full, V' }))),
  cell_voltage_min: z.optional(z.number().check(z.meta({ description: 'Cell cut-off voltage, V' }))),
});

const output = z.object({
  series: z.number(),
  parallel: z.number(),
  cells: z.number(),
  configuration: z.string(),
  pack_voltage: z.number(),
  pack_capacity_ah: z.number(),
  pack_energy_wh: z.number(),
  voltage_deviation_pct: z.number(),
  limited_by: z.enum(LIMITS),
  pack_voltage_max: z.optional(z.number()),
  pack_voltage_min: z.optional(z.number()),
  pack_max_current: z.optional(z.number()),
  cell_current: z.optional(z.number()),
});

const FORMULA = {
  id: 'battery-pack-sizing.nsxp',
  expression: 'S = ⌈V_target / V_cell⌉;  P = max(⌈C_target / C_cell⌉, ⌈E_target / (S·V_cell·C_cell)⌉, ⌈I_max / I_cell⌉)',
  label: 'Series cells for the voltage, parallel strings for capacity, energy and current',
};

export const engine = defineEngine({
  id: 'battery-pack-sizing',
  area: 'electrical',
  title: 'Battery pack sizing (series / parallel cells)',
  description:
    'How many cells in series and in parallel a battery pack needs (e.g. 13S8P) for a target voltage, capacity or energy and continuous current, from the cell voltage, capacity and current rating; with pack voltage range, Ah, Wh, maximum current and total cell count.',
  keywords: ['battery pack calculator', 'series parallel cells', '18650 pack', 'NSxP', '13S4P', 'ebike battery pack', 'LiFePO4 pack', 'lithium battery pack design', 'cell count', 'pack voltage', 'pack capacity'],
  capability_id: 'electrical.battery.pack_sizing',
  version: '1.2.0',
  page: 'electric',
  input,
  output,
  prepare: canonicalChoices({ series_rounding: synonymsOf(ROUNDING, { ceil: 'up', ceiling: 'up', 'at-least': 'up', round: 'nearest', closest: 'nearest' }) }),
  unit: null,
  errors: [
    'CAPACITY_MUST_BE_POSITIVE',
    'CELL_VOLTAGE_RANGE_INCONSISTENT',
    'CURRENT_MUST_BE_POSITIVE',
    'ENERGY_MUST_BE_POSITIVE',
    'VOLTAGE_MUST_BE_POSITIVE',
  ],
  warnings: ['BELOW_TARGET_VOLTAGE'],
  formula: FORMULA,
  assumptions: [
    'Cells in series add voltages, strings in parallel add capacity and current (identical, balanced cells): pack voltage = S·V_cell, capacity = P·C_cell, energy = S·P·V_cell·C_cell, continuous current = P·I_cell.',
    'Series count: rounded up (pack at least the target voltage) or to the nearest integer (closest nominal voltage; e.g. a "48 V" lithium e-bike pack is 13S: 13 × 3.6 = 46.8 V nominal, 13 × 4.2 = 54.6 V full). Parallel count: the smallest P that meets every target given (capacity, energy at the actual pack voltage, current); limited_by names the target that set it.',
    'Ratios within 1e-9 of an integer count as that integer, so 12.8 V / 3.2 V is exactly 4 cells.',
    'Nominal values only: no capacity derating for temperature or ageing, no allowance for BMS, wiring or cell mismatch; add margin to the targets for those.',
    SNAP_ASSUMPTION,
  ],
  ui: {
    fields: {
      target_voltage: { label: 'Target pack voltage (nominal)', unit: 'V' },
      cell_voltage: { label: 'Cell nominal voltage', unit: 'V', help: '3.6–3.7 V Li-ion, 3.2 V LiFePO4, 1.2 V NiMH, 2 V lead-acid.' },
      cell_capacity_ah: { label: 'Cell capacity', unit: 'Ah' },
      target_capacity_ah: { label: 'Target capacity (optional)', unit: 'Ah' },
      target_energy_wh: { label: 'Target energy (optional)', unit: 'Wh' },
      max_current: { label: 'Maximum continuous current (optional)', unit: 'A' },
      cell_max_current: { label: 'Cell continuous current rating', unit: 'A' },
      series_rounding: { label: 'Series count', options: [{ value: 'up', label: 'Round up (at least the target voltage)' }, { value: 'nearest', label: 'Nearest nominal voltage' }] },
      cell_voltage_max: { label: 'Cell voltage when full (optional)', unit: 'V' },
      cell_voltage_min: { label: 'Cell cut-off voltage (optional)', unit: 'V' },
    },
    initial: { target_voltage: 48, cell_voltage: 3.6, cell_capacity_ah: 2.5, target_capacity_ah: 20, max_current: 30, cell_max_current: 10, series_rounding: 'nearest', cell_voltage_max: 4.2, cell_voltage_min: 3 },
    headline: 'configuration',
    outputs: {
      series: { label: 'Cells in series' },
      parallel: { label: 'Strings in parallel' },
      cells: { label: 'Total cells' },
      configuration: { label: 'Configuration' },
      pack_voltage: { label: 'Pack nominal voltage', unit: 'V' },
      pack_capacity_ah: { label: 'Pack capacity', unit: 'Ah' },
      pack_energy_wh: { label: 'Pack energy', unit: 'Wh' },
      voltage_deviation_pct: { label: 'Nominal voltage deviation from target', unit: '%' },
      limited_by: { label: 'Parallel count set by' },
      pack_voltage_max: { label: 'Pack voltage when full', unit: 'V' },
      pack_voltage_min: { label: 'Pack cut-off voltage', unit: 'V' },
      pack_max_current: { label: 'Pack continuous current rating', unit: 'A' },
      cell_current: { label: 'Current per cell at the load current', unit: 'A' },
    },
  },
  examples: [
    {
      name: '"48 V" 20 Ah e-bike pack from 3.6 V 2.5 Ah 18650 cells (10 A), 30 A load',
      inputs: { target_voltage: 48, cell_voltage: 3.6, cell_capacity_ah: 2.5, target_capacity_ah: 20, max_current: 30, cell_max_current: 10, series_rounding: 'nearest', cell_voltage_max: 4.2, cell_voltage_min: 3 },
      expect: { status: 'success', values: { series: 13, parallel: 8, cells: 104, configuration: '13S8P', pack_voltage: 46.8, pack_voltage_max: 54.6, pack_energy_wh: 936, limited_by: 'capacity', pack_max_current: 80 }, rel: 1e-12 },
      source: 'Common e-bike practice: a "48 V" lithium pack is 13S (46.8 V nominal, 54.6 V full); exact arithmetic 20/2.5 = 8 strings, 13 × 8 = 104 cells.',
    },
    {
      name: 'Same pack with the series count rounded up: 14S',
      inputs: { target_voltage: 48, cell_voltage: 3.6, cell_capacity_ah: 2.5, target_capacity_ah: 20 },
      expect: { status: 'success', values: { series: 14, parallel: 8, pack_voltage: 50.4 }, rel: 1e-12 },
      source: 'Exact arithmetic: ⌈48/3.6⌉ = ⌈13.33⌉ = 14.',
    },
    {
      name: '12.8 V LiFePO4 storage pack of at least 5 kWh from 3.2 V 100 Ah cells',
      inputs: { target_voltage: 12.8, cell_voltage: 3.2, cell_capacity_ah: 100, target_energy_wh: 5000 },
      expect: { status: 'success', values: { series: 4, parallel: 4, configuration: '4S4P', pack_energy_wh: 5120, limited_by: 'energy' }, rel: 1e-12 },
      source: 'Exact arithmetic: 12.8/3.2 = 4 in series (12.8 V is the standard 4-cell LiFePO4 "12 V" battery); ⌈5000/(12.8 × 100)⌉ = ⌈3.9⌉ = 4.',
    },
    {
      name: 'Current-limited 2S pack: 45 A from 10 A cells',
      inputs: { target_voltage: 7.2, cell_voltage: 3.6, cell_capacity_ah: 3, target_capacity_ah: 2, max_current: 45, cell_max_current: 10 },
      expect: { status: 'success', values: { series: 2, parallel: 5, limited_by: 'current', cell_current: 9 }, rel: 1e-12 },
      source: 'Exact arithmetic: capacity needs 1 string, current ⌈45/10⌉ = 5 strings.',
    },
    {
      name: 'Pack current without the cell rating',
      inputs: { target_voltage: 12, cell_voltage: 3.6, cell_capacity_ah: 3, max_current: 20 },
      expect: { status: 'error', code: 'MISSING_REQUIRED_INPUT' },
      source: 'The parallel count for a current needs the current one cell may deliver.',
    },
  ],
  limitations: ['Identical cells only; no thermal, mass or volume estimate, and no check of charger or BMS voltage limits.'],
  compute(inp) {
    const bad =
      requirePositive('target_voltage', inp.target_voltage, inp.target_voltage, 'VOLTAGE_MUST_BE_POSITIVE', 'Target pack voltage', '48 V') ??
      requirePositive('cell_voltage', inp.cell_voltage, inp.cell_voltage, 'VOLTAGE_MUST_BE_POSITIVE', 'Cell voltage', '3.6 V') ??
      requirePositive('cell_capacity_ah', inp.cell_capacity_ah, inp.cell_capacity_ah, 'CAPACITY_MUST_BE_POSITIVE', 'Cell capacity', '2.5 Ah') ??
      (inp.target_capacity_ah === undefined ? undefined : requirePositive('target_capacity_ah', inp.target_capacity_ah, inp.target_capacity_ah, 'CAPACITY_MUST_BE_POSITIVE', 'Target capacity', '20 Ah')) ??
      (inp.target_energy_wh === undefined ? undefined : requirePositive('target_energy_wh', inp.target_energy_wh, inp.target_energy_wh, 'ENERGY_MUST_BE_POSITIVE', 'Target energy', '1000 Wh')) ??
      (inp.max_current === undefined ? undefined : requirePositive('max_current', inp.max_current, inp.max_current, 'CURRENT_MUST_BE_POSITIVE', 'Pack current', '30 A')) ??
      (inp.cell_max_current === undefined ? undefined : requirePositive('cell_max_current', inp.cell_max_current, inp.cell_max_current, 'CURRENT_MUST_BE_POSITIVE', 'Cell current rating', '10 A')) ??
      (inp.cell_voltage_max === undefined ? undefined : requirePositive('cell_voltage_max', inp.cell_voltage_max, inp.cell_voltage_max, 'VOLTAGE_MUST_BE_POSITIVE', 'Full-charge cell voltage', '4.2 V')) ??
      (inp.cell_voltage_min === undefined ? undefined : requirePositive('cell_voltage_min', inp.cell_voltage_min, inp.cell_voltage_min, 'VOLTAGE_MUST_BE_POSITIVE', 'Cut-off cell voltage', '3.0 V'));
    if (bad) return bad;
    if ((inp.cell_voltage_max !== undefined && inp.cell_voltage_max < inp.cell_voltage) || (inp.cell_voltage_min !== undefined && inp.cell_voltage_min > inp.cell_voltage)) {
      const field = inp.cell_voltage_max !== undefined && inp.cell_voltage_max < inp.cell_voltage ? 'cell_voltage_max' : 'cell_voltage_min';
      return fail('CELL_VOLTAGE_RANGE_INCONSISTENT', field, `The cell voltages must satisfy cut-off ≤ nominal ≤ full; ${field} = ${formatNumber(inp[field]!)} V against a nominal ${formatNumber(inp.cell_voltage)} V.`, 'Check the datasheet: e.g. Li-ion 3.0 V cut-off, 3.6 V nominal, 4.2 V full.');
    }
    if (inp.target_capacity_ah === undefined && inp.target_energy_wh === undefined && inp.max_current === undefined) {
      return fail('MISSING_REQUIRED_INPUT', 'target_capacity_ah', 'The parallel count needs a target: capacity, energy or continuous current.', 'Give target_capacity_ah (Ah), target_energy_wh (Wh) or max_current (A) with cell_max_current.');
    }
    if (inp.max_current !== undefined && inp.cell_max_current === undefined) {
      return fail('MISSING_REQUIRED_INPUT', 'cell_max_current', 'The parallel count for a pack current needs the continuous current one cell may deliver.', 'Give cell_max_current from the cell datasheet (e.g. 10 A), or leave max_current blank.');
    }

    // Rounded up with the shared snap tolerance, so 12.8 V / 3.2 V is 4 cells, not 5.
    const countUp = (x: number) => Math.max(1, countAtLeast(x));
    const ratio = inp.target_voltage / inp.cell_voltage;
    const series = inp.series_rounding === 'up' ? countUp(ratio) : Math.max(1, Math.round(ratio));
    const packVoltage = series * inp.cell_voltage;
    const stringWh = packVoltage * inp.cell_capacity_ah;
    const needs: Record<(typeof LIMITS)[number], number> = {
      capacity: inp.target_capacity_ah === undefined ? 0 : countUp(inp.target_capacity_ah / inp.cell_capacity_ah),
      energy: inp.target_energy_wh === undefined ? 0 : countUp(inp.target_energy_wh / stringWh),
      current: inp.max_current === undefined ? 0 : countUp(inp.max_current / inp.cell_max_current!),
    };
    const limitedBy = LIMITS.reduce((best, k) => (needs[k] > needs[best] ? k : best), LIMITS.find((k) => needs[k] > 0)!);
    const parallel = needs[limitedBy];

    const warnings: Warning[] = [];
    if (!reaches(packVoltage, inp.target_voltage)) {
      warnings.push(warning('BELOW_TARGET_VOLTAGE', `${series} cells in series give ${formatNumber(packVoltage)} V nominal, below the ${formatNumber(inp.target_voltage)} V target (nearest rounding).`, 'Choose series_rounding "up" if the nominal voltage must not be lower.', 'info'));
    }
    const extra: Record<string, number> = {};
    if (inp.cell_voltage_max !== undefined) extra.pack_voltage_max = series * inp.cell_voltage_max;
    if (inp.cell_voltage_min !== undefined) extra.pack_voltage_min = series * inp.cell_voltage_min;
    if (inp.cell_max_current !== undefined) extra.pack_max_current = parallel * inp.cell_max_current;
    if (inp.max_current !== undefined) extra.cell_current = inp.max_current / parallel;
    const configuration = `${series}S${parallel}P`;
    return ok(
      {
        series,
        parallel,
        cells: series * parallel,
        configuration,
        pack_voltage: packVoltage,
        pack_capacity_ah: parallel * inp.cell_capacity_ah,
        pack_energy_wh: parallel * stringWh,
        voltage_deviation_pct: (100 * (packVoltage - inp.target_voltage)) / inp.target_voltage,
        limited_by: limitedBy,
        ...extra,
      },
      { warnings, formatted: `${configuration}: ${series * parallel} cells, ${formatNumber(packVoltage, 4)} V, ${formatNumber(parallel * inp.cell_capacity_ah, 4)} Ah, ${formatNumber(parallel * stringWh, 4)} Wh` },
    );
  },
});
