// Minimum PCB trace width for a current and an allowed temperature rise, from the
// IPC-2221 conductor charts (curve fit I = k·ΔT^0.44·A^0.725), with optional DC
// resistance, voltage drop and dissipation over a given length.
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { isOutcome, ok } from '../core/outcome.ts';
import { formatNumber } from '../core/numeric.ts';
import {
  IPC2221_K,
  MIL,
  MIL2,
  conductorLoss,
  conductorLossFields,
  conductorLossOutputHints,
  ipc2221Area,
  ipc2221RangeWarnings,
  traceConditionFields,
  traceConditionHints,
  traceConditions,
} from './_lib/pcb-copper.ts';
import { requirePositive } from './_lib/rf-units.ts';

const input = z.object({
  current: z.number(),
  temp_rise: z._default(z.number(), 10),
  ...traceConditionFields,
});

const output = z.object({
  width_mm: z.number(),
  width_mil: z.number(),
  area_mm2: z.number(),
  area_mil2: z.number(),
  thickness_um: z.number(),
  k: z.number(),
  trace_temperature_C: z.number(),
  ...conductorLossFields,
});

export const engine = defineEngine({
  id: 'pcb-trace-width',
  area: 'electrical',
  title: 'PCB trace width calculator (IPC-2221)',
  description:
    'Minimum width of a PCB copper trace that carries a given current with a chosen temperature rise, for external or internal layers, from the IPC-2221 charts; with the trace resistance, voltage drop and power loss over a length.',
  keywords: ['trace width', 'track width', 'PCB current capacity', 'IPC-2221', 'IPC 2221', 'ampacity', 'copper weight', 'oz copper', 'trace current', 'conductor width', 'mil', 'power trace', 'how thick a trace', 'trace for amps', 'trace size for a current'],
  capability_id: 'electrical.pcb.trace_width',
  version: '1.1.1',
  page: 'electric',
  input,
  output,
  unit: 'mm',
  errors: [
    'COPPER_THICKNESS_MUST_BE_POSITIVE',
    'CURRENT_MUST_BE_POSITIVE',
    'INPUT_OUT_OF_RANGE',
    'LENGTH_MUST_BE_POSITIVE',
    'TEMPERATURE_OUT_OF_RANGE',
    'TEMPERATURE_RISE_MUST_BE_POSITIVE',
  ],
  warnings: ['OUTSIDE_VALIDITY_RANGE'],
  formula: {
    id: 'pcb-trace-width.ipc2221',
    expression: 'A = (I / (k·ΔT^0.44))^(1/0.725) [mil²];  w = A / t;  k = 0.048 external, 0.024 internal',
    label: 'IPC-2221 conductor width for a current and temperature rise',
  },
  assumptions: [
    'IPC-2221B §6.2 (Figure 6-4, conductor current vs. temperature rise): the widely used curve fit I = k·ΔT^0.44·A^0.725, I in A, ΔT in °C, cross-section A in mil²; k = 0.048 for external and 0.024 for internal conductors (the standard derates internal conductors to half the external current).',
    'Copper thickness: 1 oz/ft² = 1.378 mil = 35.0 µm, as on the IPC-2221 charts; the width is A divided by this thickness (rectangular cross-section, no etch factor, no plating build-up).',
    'Chart range: up to 35 A external / 17.5 A internal, widths up to 400 mil (10.16 mm), 0.5–3 oz copper, 10–100 °C rise; outside it the answer carries OUTSIDE_VALIDITY_RANGE and is an extrapolation.',
    'IPC-2152 (2009) replaces these charts with measured data: one baseline chart for internal and external conductors (in a 1.6 mm FR-4 board, no copper planes) plus modifiers for board thickness, thermal conductivity, copper planes and their distance. It usually allows narrower internal traces than IPC-2221, whose internal curve is simply half the external one, and nearby planes allow more current still; use IPC-2152 when the margin matters.',
    'Resistance (when a length is given): ρ = 1.7241 µΩ·cm at 20 °C with α = 0.00393 /K (IEC 60028 annealed copper), evaluated at the trace temperature = ambient + rise; drop = I·R, loss = I²·R.',
    'Continuous DC (or RMS) current in a single isolated trace; no pulse ratings, no neighbouring heat sources.',
  ],
  ui: {
    fields: {
      current: { label: 'Current', unit: 'A', typical: ['1 mA', '500 A'] },
      temp_rise: { label: 'Allowed temperature rise', unit: '°C', difference: true, help: '10 °C is conservative; 20–30 °C is common for power traces.' },
      ...traceConditionHints,
    },
    initial: { current: 1, temp_rise: 10, copper: 1, copper_unit: 'oz', layer: 'external' },
    headline: 'width_mm',
    outputs: {
      width_mm: { label: 'Minimum trace width', unit: 'mm' },
      width_mil: { label: 'Minimum trace width', unit: 'mil' },
      area_mm2: { label: 'Cross-section area', unit: 'mm²' },
      area_mil2: { label: 'Cross-section area', unit: 'mil²' },
      thickness_um: { label: 'Copper thickness', unit: 'µm' },
      k: { label: 'IPC-2221 constant k' },
      trace_temperature_C: { label: 'Trace temperature', unit: '°C' },
      ...conductorLossOutputHints,
    },
  },
  examples: [
    {
      name: '1 A, 1 oz copper, 10 °C rise, external layer',
      inputs: { current: 1, temp_rise: 10, copper: 1, copper_unit: 'oz', layer: 'external' },
      expect: { status: 'success', values: { width_mil: 11.83, width_mm: 0.3005, area_mil2: 16.30 }, rel: 2e-3 },
      source: 'Advanced Circuits (4pcb.com) IPC-2221 trace width calculator, reproduced by polestark.com and pcbinsider.com: 1 A, 1 oz, 10 °C → 16.30 mil², 11.83 mil (0.300 mm) external.',
    },
    {
      name: '1 A, 1 oz copper, 10 °C rise, internal layer',
      inputs: { current: 1, temp_rise: 10, copper: 1, copper_unit: 'oz', layer: 'internal' },
      expect: { status: 'success', values: { width_mil: 30.76, width_mm: 0.781 }, rel: 2e-3 },
      source: 'Advanced Circuits (4pcb.com) IPC-2221 trace width calculator via polestark.com: 1 A, 1 oz, 10 °C → 30.76 mil (0.781 mm) internal.',
    },
    {
      name: '3 A on 2 oz copper, 20 °C rise, 100 mm long, at 25 °C ambient',
      inputs: { current: 3, temp_rise: 20, copper: 2, copper_unit: 'oz', layer: 'external', ambient: 25, length: 100, length_unit: 'mm' },
      expect: { status: 'success', values: { area_mil2: 48.695101, width_mil: 17.668759, trace_temperature_C: 45, resistance_ohm: 0.06027268, voltage_drop_V: 0.18081805 }, rel: 1e-6 },
      source: 'Exact arithmetic on the IPC-2221 fit: A = (3/(0.048·20^0.44))^(1/0.725) mil²; R = 1.7241e-8·(1 + 0.00393·25)·0.1 / (A·(25.4e-6)²).',
    },
    {
      name: '40 A is beyond the IPC-2221 chart',
      inputs: { current: 40, temp_rise: 20, copper: 2, copper_unit: 'oz' },
      expect: { status: 'success', code: 'OUTSIDE_VALIDITY_RANGE' },
      source: 'IPC-2221 external chart covers currents up to 35 A.',
    },
    {
      name: 'Zero current',
      inputs: { current: 0 },
      expect: { status: 'error', code: 'CURRENT_MUST_BE_POSITIVE' },
      source: 'A trace width is defined for a current above 0 A.',
    },
  ],
  limitations: [
    'IPC-2221 chart fit only (not the IPC-2152 modifiers for planes, board thickness or material).',
    'Does not add etch-back, solder-mask, plating or manufacturing tolerances; add your own margin (e.g. 20 %).',
  ],
  related: ['electrical-clearance', 'pcb-via-current', 'pcb-trace-thermal'],
  compute(inp) {
    const bad =
      requirePositive('current', inp.current, inp.current, 'CURRENT_MUST_BE_POSITIVE', 'Current', '1 A') ??
      requirePositive('temp_rise', inp.temp_rise, inp.temp_rise, 'TEMPERATURE_RISE_MUST_BE_POSITIVE', 'Temperature rise', '10 °C');
    if (bad) return bad;
    const cond = traceConditions(inp);
    if (isOutcome(cond)) return cond;

    const areaMil2 = ipc2221Area(inp.current, inp.temp_rise, inp.layer);
    const areaM2 = areaMil2 * MIL2;
    const widthM = areaM2 / cond.thicknessM;
    const traceTemp = inp.ambient + inp.temp_rise;
    const result = {
      width_mm: widthM * 1e3,
      width_mil: widthM / MIL,
      area_mm2: areaM2 * 1e6,
      area_mil2: areaMil2,
      thickness_um: cond.thicknessM * 1e6,
      k: IPC2221_K[inp.layer],
      trace_temperature_C: traceTemp,
      ...conductorLoss(cond.lengthM, areaM2, traceTemp, inp.current),
    };
    return ok(result, {
      warnings: ipc2221RangeWarnings({ current: inp.current, riseC: inp.temp_rise, widthMil: result.width_mil, thicknessM: cond.thicknessM, layer: inp.layer }),
      formatted: `${formatNumber(result.width_mm, 4)} mm (${formatNumber(result.width_mil, 4)} mil) minimum width, ${inp.layer} layer`,
    });
  },
});
