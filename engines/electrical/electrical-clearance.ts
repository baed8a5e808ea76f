// Minimum spacing between PCB conductors from IPC-2221B Table 6-1 (electrical conductor spacing)
// by the peak voltage between them and where they are (B1–B4 bare board, A5–A7 assembly), with the
// per-volt rule above 500 V; an RMS sine voltage is turned into its peak first.
import * as z from 'zod/mini';
import { defineEngine, type Warning } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { ok, warning } from '../core/outcome.ts';

const LOCATIONS = ['B1', 'B2', 'B3', 'B4', 'A5', 'A6', 'A7'] as const;
type Location = (typeof LOCATIONS)[number];
const VOLTAGE_KINDS = ['peak', 'rms'] as const;

const LOCATION_NAMES: Record<Location, string> = {
  B1: 'B1 internal conductors',
  B2: 'B2 external conductors, uncoated, sea level to 3050 m',
  B3: 'B3 external conductors, uncoated, over 3050 m',
  B4: 'B4 external conductors, permanent polymer coating (any elevation)',
  A5: 'A5 external conductors, conformal coating over the assembly (any elevation)',
  A6: 'A6 external component lead/termination, uncoated, sea level to 3050 m',
  A7: 'A7 external component lead/termination, conformal coating (any elevation)',
};

/**
 * IPC-2221B Table 6-1, minimum spacing in mm, columns B1, B2, B3, B4, A5, A6, A7; each row covers peak voltages up to
 * `upTo` V (whole volts: 0–15, 16–30 …). Above 500 V the 301–500 V value grows by PER_VOLT_ABOVE_500 mm per volt.
 */
const TABLE_6_1: readonly { upTo: number; label: string; mm: readonly number[] }[] = [
  { upTo: 15, label: '0–15 V', mm: [0.05, 0.1, 0.1, 0.05, 0.13, 0.13, 0.13] },
  { upTo: 30, label: '16–30 V', mm: [0.05, 0.1, 0.1, 0.05, 0.13, 0.25, 0.13] },
  { upTo: 50, label: '31–50 V', mm: [0.1, 0.6, 0.6, 0.13, 0.13, 0.4, 0.13] },
  { upTo: 100, label: '51–100 V', mm: [0.1, 0.6, 1.5, 0.13, 0.13, 0.5, 0.13] },
  { upTo: 150, label: '101–150 V', mm: [0.2, 0.6, 3.2, 0.4, 0.4, 0.8, 0.4] },
  { upTo: 170, label: '151–170 V', mm: [0.2, 1.25, 3.2, 0.4, 0.4, 0.8, 0.4] },
  { upTo: 250, label: '171–250 V', mm: [0.2, 1.25, 6.4, 0.4, 0.4, 0.8, 0.4] },
  { upTo: 300, label: '251–300 V', mm: [0.2, 1.25, 12.5, 0.4, 0.4, 0.8, 0.8] },
  { upTo: 500, label: '301–500 V', mm: [0.25, 2.5, 12.5, 0.8, 0.8, 1.5, 0.8] },
];
const PER_VOLT_ABOVE_500 = [0.0025, 0.005, 0.025, 0.00305, 0.00305, 0.00305, 0.00305];
const MIL_MM = 0.0254;
/** A sine's peak is √2 × its RMS value. */
const SQRT2 = Math.SQRT2;

const output = z.strictObject({
  voltage_peak: z.number(),
  voltage_rms: z.optional(z.number()),
  row: z.string(),
  location: z.enum(LOCATIONS),
  spacing_mm: z.number(),
  spacing_mil: z.number(),
  B1: z.number(),
  B2: z.number(),
  B3: z.number(),
  B4: z.number(),
  A5: z.number(),
  A6: z.number(),
  A7: z.number(),
});

export const engine = defineEngine({
  id: 'electrical-clearance',
  area: 'electrical',
  title: 'PCB conductor spacing calculator (IPC-2221)',
  description:
    'Minimum clearance between PCB traces and pads for a voltage, from IPC-2221B Table 6-1: internal layers (B1), bare or coated outer layers (B2–B4, A5) and component leads (A6, A7), with the per-volt rule above 500 V; an AC RMS voltage is converted to its peak (230 V RMS is 325 V peak).',
  keywords: ['clearance between traces', 'trace spacing', 'trace clearance', 'conductor spacing', 'PCB clearance', 'electrical clearance', 'IPC-2221 spacing', 'IPC 2221 table 6-1', 'high voltage PCB spacing', 'mains PCB spacing', 'track spacing', 'spacing for voltage', 'air gap between traces'],
  capability_id: 'electrical.pcb.conductor_spacing',
  version: '1.0.0',
  page: 'electric',
  input: z.object({
    voltage: z.number().check(z.meta({ description: 'Voltage between the two conductors, V (DC or AC peak; or RMS with voltage_type rms)' })),
    voltage_type: z._default(z.enum(VOLTAGE_KINDS), 'peak'),
    location: z._default(z.enum(LOCATIONS), 'B2'),
  }),
  output,
  unit: 'mm',
  errors: [],
  warnings: ['ABSOLUTE_VALUES_USED'],
  formula: { id: 'electrical-clearance.ipc2221', expression: 'V ≤ 500 V: table value of the row (0–15, 16–30 … 301–500 V);  V > 500 V: s = s(500 V) + k·(V − 500);  V_peak = √2·V_rms', label: 'IPC-2221B Table 6-1 electrical conductor spacing' },
  assumptions: [
    'IPC-2221B (Generic Standard on Printed Board Design) Table 6-1, electrical conductor spacing, as tabulated in KiCad’s PCB calculator (pcb_calculator/calculator_panels/panel_electrical_spacing_ipc2221.cpp): minimum spacing in mm by the voltage between conductors, DC or AC peak, for B1 internal conductors; B2 external uncoated up to 3050 m; B3 external uncoated above 3050 m; B4 external with permanent polymer coating; A5 external with conformal coating over the assembly; A6 component leads/terminations uncoated; A7 component leads with conformal coating.',
    'The rows are whole volts (0–15, 16–30, 31–50, 51–100, 101–150, 151–170, 171–250, 251–300, 301–500 V); a voltage between two rows (15.5 V) takes the higher row. Above 500 V: the 301–500 V spacing plus, per volt above 500 V, 0.0025 mm (B1), 0.005 mm (B2), 0.025 mm (B3) or 0.00305 mm (B4, A5, A6, A7).',
    'voltage_type rms: a sinusoidal RMS voltage, turned into its peak √2·V (230 V RMS → 325.3 V peak) before the table is read; for other waveforms give the peak. A negative voltage is read as its magnitude (warning ABSOLUTE_VALUES_USED).',
    'spacing_mil = spacing_mm / 0.0254. IPC-2221 spacing is a design guideline for functional insulation; product safety standards (IEC 62368-1, IEC 60664-1, UL) set their own, usually larger, clearance and creepage, which take precedence.',
  ],
  ui: {
    fields: {
      voltage: { label: 'Voltage between the conductors', unit: 'V', typical: ['1 V', '10 kV'] },
      voltage_type: { label: 'Voltage is', options: [{ value: 'peak', label: 'DC or AC peak' }, { value: 'rms', label: 'AC RMS (sine)' }] },
      location: { label: 'Where the conductors are', options: LOCATIONS.map((value) => ({ value, label: LOCATION_NAMES[value] })) },
    },
    initial: { voltage: 230, voltage_type: 'rms', location: 'B2' },
    headline: 'spacing_mm',
    outputs: {
      voltage_peak: { label: 'Peak voltage', unit: 'V' },
      voltage_rms: { label: 'RMS voltage given', unit: 'V' },
      row: { label: 'Table 6-1 row' },
      location: { label: 'Location' },
      spacing_mm: { label: 'Minimum spacing', unit: 'mm' },
      spacing_mil: { label: 'Minimum spacing', unit: 'mil' },
      B1: { label: 'B1 internal', unit: 'mm' },
      B2: { label: 'B2 external, uncoated, ≤ 3050 m', unit: 'mm' },
      B3: { label: 'B3 external, uncoated, > 3050 m', unit: 'mm' },
      B4: { label: 'B4 external, polymer coating', unit: 'mm' },
      A5: { label: 'A5 external, conformal coating', unit: 'mm' },
      A6: { label: 'A6 component lead, uncoated', unit: 'mm' },
      A7: { label: 'A7 component lead, conformal coating', unit: 'mm' },
    },
  },
  examples: [
    {
      name: '230 V RMS mains on an uncoated outer layer: 325 V peak, 2.5 mm',
      inputs: { voltage: 230, voltage_type: 'rms', location: 'B2' },
      expect: { status: 'success', values: { voltage_peak: 325.2691193458119 /* 230·√2 */, row: '301–500 V', spacing_mm: 2.5, B1: 0.25, A6: 1.5 }, rel: 1e-12 },
      source: 'IPC-2221B Table 6-1, 301–500 V row (KiCad pcb_calculator table): B1 0.25 mm, B2 2.5 mm, A6 1.5 mm; 230 V × √2 = 325.27 V peak.',
    },
    {
      name: 'Internal layer at 600 V: 0.25 mm + 100 V × 0.0025 mm/V = 0.5 mm',
      inputs: { voltage: 600, location: 'B1' },
      expect: { status: 'success', values: { spacing_mm: 0.5 }, rel: 1e-12 },
      source: 'KiCad pcb_calculator, panel_electrical_spacing_ipc2221.cpp: "the electrical spacing for a Type B1 board with 600V is … 0.25 mm + (100V x 0.0025)" (IPC-2221 Table 6-1 note for voltages above 500 V).',
    },
    {
      name: '12 V on an outer layer: 0.1 mm',
      inputs: { voltage: 12 },
      expect: { status: 'success', values: { spacing_mm: 0.1, B1: 0.05, A5: 0.13 }, rel: 1e-12 },
      source: 'IPC-2221B Table 6-1, 0–15 V row (KiCad pcb_calculator table): B1 0.05, B2 0.1, A5 0.13 mm.',
    },
    {
      name: '120 V RMS (170 V peak) on an uncoated outer layer',
      inputs: { voltage: 120, voltage_type: 'rms' },
      expect: { status: 'success', values: { row: '151–170 V', spacing_mm: 1.25 }, rel: 1e-12 },
      source: 'IPC-2221B Table 6-1 (KiCad pcb_calculator table): 151–170 V, B2 1.25 mm; 120 V × √2 = 169.7 V peak.',
    },
  ],
  limitations: [
    'IPC-2221 Table 6-1 only: no creepage or clearance for safety insulation (IEC 62368-1, IEC 60664-1, UL 840), no pollution degree, overvoltage category or CTI; for mains-connected products check those standards.',
    'No altitude correction beyond the B2/B3 and A6 split at 3050 m.',
  ],
  related: ['pcb-trace-width', 'pcb-diff-impedance'],
  compute(inp) {
    const warnings: Warning[] = [];
    let given = inp.voltage;
    if (given < 0) {
      warnings.push(warning('ABSOLUTE_VALUES_USED', `The voltage ${formatNumber(given)} V is read as its magnitude ${formatNumber(-given)} V: spacing depends on the voltage difference, not its sign.`, undefined, 'info'));
      given = -given;
    }
    const peak = inp.voltage_type === 'rms' ? given * SQRT2 : given;
    const col = LOCATIONS.indexOf(inp.location);
    // Whole-volt rows: a peak above a row's upper end (15.5 V) takes the next row.
    const row = TABLE_6_1.find((r) => peak <= r.upTo);
    const top = TABLE_6_1[TABLE_6_1.length - 1];
    const spacing = (c: number) => (row ? row.mm[c] : top.mm[c] + PER_VOLT_ABOVE_500[c] * (peak - 500));
    const all = Object.fromEntries(LOCATIONS.map((l, c) => [l, spacing(c)])) as Record<Location, number>;
    const spacing_mm = all[inp.location];
    const result = {
      voltage_peak: peak,
      ...(inp.voltage_type === 'rms' ? { voltage_rms: given } : {}),
      row: row ? row.label : 'above 500 V',
      location: inp.location,
      spacing_mm,
      spacing_mil: spacing_mm / MIL_MM,
      ...all,
    };
    const peakText = inp.voltage_type === 'rms' ? `${formatNumber(given)} V RMS = ${formatNumber(peak, 4)} V peak; ` : '';
    return ok(result, { warnings, formatted: `${peakText}${formatNumber(spacing_mm, 4)} mm (${formatNumber(result.spacing_mil, 4)} mil) minimum spacing, ${LOCATION_NAMES[inp.location]}` });
  },
});
