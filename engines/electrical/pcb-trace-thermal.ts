// Temperature rise of a PCB trace of known width carrying a current, or the current
// it may carry for an allowed rise: the IPC-2221 chart fit solved the other two ways
// round from pcb-trace-width (same fit, same copper model).
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { fail, isOutcome, ok } from '../core/outcome.ts';
import { formatNumber } from '../core/numeric.ts';
import { unusedInputsWarning } from './_lib/input-combinations.ts';
import {
  IPC2221_K,
  MIL,
  MIL2,
  conductorLoss,
  conductorLossFields,
  conductorLossOutputHints,
  ipc2221Current,
  ipc2221RangeWarnings,
  ipc2221Rise,
  traceConditionFields,
  traceConditionHints,
  traceConditions,
} from './_lib/pcb-copper.ts';
import { lengthMeters, lengthUnitField, requirePositive } from './_lib/rf-units.ts';

const MODES = ['rise', 'current'] as const;

const input = z.object({
  mode: z._default(z.enum(MODES), 'rise'),
  width: z.number(),
  width_unit: lengthUnitField(['mm', 'mil'], 'mm'),
  current: z.optional(z.number()),
  temp_rise: z.optional(z.number()),
  ...traceConditionFields,
});

const output = z.object({
  mode: z.enum(MODES),
  temp_rise_C: z.number(),
  trace_temperature_C: z.number(),
  current_A: z.number(),
  current_density_A_per_mm2: z.number(),
  width_mm: z.number(),
  width_mil: z.number(),
  area_mm2: z.number(),
  area_mil2: z.number(),
  k: z.number(),
  ...conductorLossFields,
});

const FORMULAS = {
  rise: { id: 'pcb-trace-thermal.rise', expression: 'ΔT = (I / (k·A^0.725))^(1/0.44);  A = w·t in mil²', label: 'IPC-2221 temperature rise of a trace carrying I' },
  current: { id: 'pcb-trace-thermal.current', expression: 'I = k·ΔT^0.44·A^0.725;  A = w·t in mil²', label: 'IPC-2221 current for an allowed temperature rise' },
};

const COMMON_FIELDS = ['width', 'width_unit', 'copper', 'copper_unit', 'layer', 'ambient', 'length', 'length_unit'];

export const engine = defineEngine({
  id: 'pcb-trace-thermal',
  area: 'electrical',
  title: 'PCB trace temperature rise and current capacity (IPC-2221)',
  description:
    'How hot a PCB trace of a given width and copper weight gets at a current, or how much current it can carry for an allowed temperature rise, from the IPC-2221 charts; with resistance, voltage drop and power loss over a length.',
  keywords: ['trace temperature rise', 'trace heating', 'PCB trace current capacity', 'maximum current trace', 'IPC-2221', 'ampacity', 'track temperature', 'copper trace heating', 'current density'],
  capability_id: 'electrical.pcb.trace_thermal',
  version: '1.0.0',
  page: 'electric',
  input,
  output,
  unit: '°C',
  errors: [
    'COPPER_THICKNESS_MUST_BE_POSITIVE',
    'CURRENT_MUST_BE_POSITIVE',
    'INPUT_OUT_OF_RANGE',
    'LENGTH_MUST_BE_POSITIVE',
    'TEMPERATURE_OUT_OF_RANGE',
    'TEMPERATURE_RISE_MUST_BE_POSITIVE',
    'WIDTH_MUST_BE_POSITIVE',
  ],
  warnings: ['INPUT_IGNORED', 'OUTSIDE_VALIDITY_RANGE'],
  formula: FORMULAS.rise,
  assumptions: [
    'IPC-2221B §6.2 (Figure 6-4) curve fit I = k·ΔT^0.44·A^0.725 (I in A, ΔT in °C, A in mil²), k = 0.048 external, 0.024 internal: the same fit as pcb-trace-width, solved for ΔT or for I.',
    'Cross-section A = width × copper thickness (rectangular, no etch factor); 1 oz/ft² = 1.378 mil = 35.0 µm.',
    'Chart range: up to 35 A external / 17.5 A internal, 10–100 °C rise, widths up to 400 mil (10.16 mm), 0.5–3 oz; outside it the answer carries OUTSIDE_VALIDITY_RANGE.',
    'IPC-2152 (2009) gives one measured baseline for internal and external traces with modifiers for board thickness, planes and material; it usually predicts cooler internal traces than IPC-2221, whose internal curve is half the external one.',
    'Trace temperature = ambient + rise. Resistance (when a length is given) uses ρ = 1.7241 µΩ·cm at 20 °C, α = 0.00393 /K (IEC 60028) at the trace temperature.',
    'Steady state, continuous DC (or RMS) current, isolated trace.',
  ],
  ui: {
    fields: {
      mode: { label: 'Calculate', options: [{ value: 'rise', label: 'Temperature rise at a current' }, { value: 'current', label: 'Maximum current for a rise' }] },
      width: { label: 'Trace width' },
      width_unit: { label: 'Width unit' },
      current: { label: 'Current', unit: 'A' },
      temp_rise: { label: 'Allowed temperature rise', unit: '°C', difference: true },
      ...traceConditionHints,
    },
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'rise', label: 'Temperature rise', fields: [...COMMON_FIELDS, 'current'] },
          { value: 'current', label: 'Maximum current', fields: [...COMMON_FIELDS, 'temp_rise'] },
        ],
      },
    ],
    initial: { mode: 'rise', width: 0.5, width_unit: 'mm', current: 2, copper: 1, copper_unit: 'oz', layer: 'external', ambient: 25 },
    headline: 'temp_rise_C',
    // What each choice asks for, when it is not the headline.
    headlines: { current: 'current_A' },
    outputs: {
      temp_rise_C: { label: 'Temperature rise', unit: '°C', difference: true },
      trace_temperature_C: { label: 'Trace temperature', unit: '°C' },
      current_A: { label: 'Current', unit: 'A' },
      current_density_A_per_mm2: { label: 'Current density', unit: 'A/mm²' },
      width_mm: { label: 'Trace width', unit: 'mm' },
      width_mil: { label: 'Trace width', unit: 'mil' },
      area_mm2: { label: 'Cross-section area', unit: 'mm²' },
      area_mil2: { label: 'Cross-section area', unit: 'mil²' },
      k: { label: 'IPC-2221 constant k' },
      ...conductorLossOutputHints,
    },
  },
  examples: [
    {
      name: '1 A in the 11.83 mil trace the 4pcb calculator sizes for a 10 °C rise',
      inputs: { mode: 'rise', width: 11.83, width_unit: 'mil', current: 1, copper: 1, copper_unit: 'oz', layer: 'external' },
      expect: { status: 'success', values: { temp_rise_C: 10, trace_temperature_C: 35 }, rel: 2e-3 },
      source: 'Advanced Circuits (4pcb.com) IPC-2221 trace width calculator via polestark.com: 1 A, 1 oz, 10 °C rise → 11.83 mil external; solved back for the rise.',
    },
    {
      name: 'Current a 10 mil, 1 oz external trace carries for a 10 °C rise',
      inputs: { mode: 'current', width: 10, width_unit: 'mil', temp_rise: 10, copper: 1, copper_unit: 'oz', layer: 'external' },
      expect: { status: 'success', values: { current_A: 0.885517, area_mil2: 13.78 }, rel: 1e-5 },
      source: 'Exact arithmetic on the IPC-2221 fit: I = 0.048 · 10^0.44 · 13.78^0.725 A.',
    },
    {
      name: '2 A in a 0.5 mm, 1 oz external trace, 50 mm long',
      inputs: { mode: 'rise', width: 0.5, width_unit: 'mm', current: 2, copper: 1, copper_unit: 'oz', layer: 'external', ambient: 25, length: 50, length_unit: 'mm' },
      expect: { status: 'success', values: { temp_rise_C: 20.86939, trace_temperature_C: 45.86939, current_density_A_per_mm2: 114.2818 }, rel: 1e-5 },
      source: 'Exact arithmetic on the IPC-2221 fit: ΔT = (2 / (0.048 · A^0.725))^(1/0.44) with A = (0.5/0.0254)·1.378 mil²; J = 2 A / (0.5 mm · 0.0350012 mm).',
    },
    {
      name: 'Rise mode without a current',
      inputs: { mode: 'rise', width: 0.5 },
      expect: { status: 'error', code: 'MISSING_REQUIRED_INPUT' },
      source: 'The rise is defined for a given current.',
    },
  ],
  limitations: ['IPC-2221 chart fit only; no IPC-2152 plane or board-thickness modifiers, no transient (pulse) heating.'],
  compute(inp) {
    const widthM = lengthMeters('width', inp.width, inp.width_unit, 'WIDTH_MUST_BE_POSITIVE', 'Trace width');
    if (isOutcome(widthM)) return widthM;
    const cond = traceConditions(inp);
    if (isOutcome(cond)) return cond;
    const areaM2 = widthM * cond.thicknessM;
    const areaMil2 = areaM2 / MIL2;

    let current: number;
    let rise: number;
    if (inp.mode === 'rise') {
      if (inp.current === undefined) return fail('MISSING_REQUIRED_INPUT', 'current', 'The temperature rise needs the current the trace carries.', 'Give current in A, e.g. 2, or switch mode to "current" to get the maximum current.');
      const bad = requirePositive('current', inp.current, inp.current, 'CURRENT_MUST_BE_POSITIVE', 'Current', '1 A');
      if (bad) return bad;
      current = inp.current;
      rise = ipc2221Rise(current, areaMil2, inp.layer);
    } else {
      if (inp.temp_rise === undefined) return fail('MISSING_REQUIRED_INPUT', 'temp_rise', 'The maximum current needs the temperature rise you allow.', 'Give temp_rise in °C, e.g. 10 or 20.');
      const bad = requirePositive('temp_rise', inp.temp_rise, inp.temp_rise, 'TEMPERATURE_RISE_MUST_BE_POSITIVE', 'Temperature rise', '10 °C');
      if (bad) return bad;
      rise = inp.temp_rise;
      current = ipc2221Current(areaMil2, rise, inp.layer);
    }
    const traceTemp = inp.ambient + rise;
    const result = {
      mode: inp.mode,
      temp_rise_C: rise,
      trace_temperature_C: traceTemp,
      current_A: current,
      current_density_A_per_mm2: current / (areaM2 * 1e6),
      width_mm: widthM * 1e3,
      width_mil: widthM / MIL,
      area_mm2: areaM2 * 1e6,
      area_mil2: areaMil2,
      k: IPC2221_K[inp.layer],
      ...conductorLoss(cond.lengthM, areaM2, traceTemp, current),
    };
    const warnings = [
      ...unusedInputsWarning(inp, inp.mode === 'rise' ? ['temp_rise'] : ['current'], `when calculating the ${inp.mode === 'rise' ? 'temperature rise' : 'maximum current'}`),
      ...ipc2221RangeWarnings({ current, riseC: rise, widthMil: widthM / MIL, thicknessM: cond.thicknessM, layer: inp.layer }),
    ];
    return ok(result, {
      warnings,
      formula: FORMULAS[inp.mode],
      unit: inp.mode === 'rise' ? '°C' : 'A',
      formatted:
        inp.mode === 'rise'
          ? `ΔT = ${formatNumber(rise, 4)} °C (trace at ${formatNumber(traceTemp, 4)} °C)`
          : `I = ${formatNumber(current, 4)} A for a ${formatNumber(rise, 4)} °C rise`,
    });
  },
});
