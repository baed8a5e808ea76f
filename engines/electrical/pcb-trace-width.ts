// Minimum PCB trace width for a current and an allowed temperature rise, from the
// IPC-2221 conductor charts (curve fit I = k·ΔT^0.44·A^0.725) and from IPC-2152 (the
// Brooks & Adam fits of its charts), side by side, with optional DC resistance,
// voltage drop and dissipation over a given length.
import * as z from 'zod/mini';
import { defineEngine, type Outcome, type Reading, type Warning } from '../core/contract.ts';
import { isOutcome, ok, warning } from '../core/outcome.ts';
import { formatNumber } from '../core/numeric.ts';
import {
  IPC2221_K,
  MIL,
  MIL2,
  conductorLoss,
  conductorLossFields,
  conductorLossOutputHints,
  ipc2152InternalFit,
  ipc2152WidthMil,
  ipc2221Area,
  ipc2221RangeWarnings,
  traceConditionFields,
  traceConditionHints,
  traceConditions,
} from './_lib/pcb-copper.ts';
import { requirePositive } from './_lib/rf-units.ts';

const STANDARDS = ['ipc2221', 'ipc2152'] as const;
/** How the page names the standard an answer picked or found more conservative. */
const STANDARD_NAMES: Reading = { as: 'names', names: { ipc2221: 'IPC-2221', ipc2152: 'IPC-2152' } };

const input = z.object({
  current: z.number(),
  temp_rise: z._default(z.number(), 10),
  ...traceConditionFields,
  standard: z._default(z.enum(STANDARDS), 'ipc2221'),
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
  // Both standards side by side (added within 1.1.1: optional fields, no number of the IPC-2221 answer changes).
  standard: z.optional(z.enum(STANDARDS)),
  width_ipc2221_mm: z.optional(z.number()),
  width_ipc2221_mil: z.optional(z.number()),
  width_ipc2152_mm: z.optional(z.number()),
  width_ipc2152_mil: z.optional(z.number()),
  ipc2152_fit_oz: z.optional(z.number()),
  more_conservative: z.optional(z.enum(STANDARDS)),
});

type Input = z.output<typeof input>;

const FORMULAS = {
  ipc2221: {
    id: 'pcb-trace-width.ipc2221',
    expression: 'A = (I / (k·ΔT^0.44))^(1/0.725) [mil²];  w = A / t;  k = 0.048 external, 0.024 internal',
    label: 'IPC-2221 conductor width for a current and temperature rise',
  },
  ipc2152: {
    id: 'pcb-trace-width.ipc2152',
    expression: 'ΔT = K·I^a·W^b·Th^c (W, Th in mil), solved for W;  external K = 215.3, a = 2, b = −1.15, c = −1;  internal per copper weight, e.g. 1 oz K = 200, a = 1.9, b = −1.10, c = −1.52',
    label: 'IPC-2152 conductor width (Brooks & Adam fit of the IPC-2152 charts)',
  },
};

/**
 * The IPC-2221 width, its range warnings and its one-line text as they were before IPC-2152 came beside it (the default
 * standard gives exactly these; compute builds the area, temperature and loss of whichever width the standard picks).
 */
function computeIpc2221Only(inp: Input) {
  const bad =
    requirePositive('current', inp.current, inp.current, 'CURRENT_MUST_BE_POSITIVE', 'Current', '1 A') ??
    requirePositive('temp_rise', inp.temp_rise, inp.temp_rise, 'TEMPERATURE_RISE_MUST_BE_POSITIVE', 'Temperature rise', '10 °C');
  if (bad) return bad;
  const cond = traceConditions(inp);
  if (isOutcome(cond)) return cond;

  const areaMil2 = ipc2221Area(inp.current, inp.temp_rise, inp.layer);
  const areaM2 = areaMil2 * MIL2;
  const widthM = areaM2 / cond.thicknessM;
  const result = {
    width_mm: widthM * 1e3,
    width_mil: widthM / MIL,
    thickness_um: cond.thicknessM * 1e6,
    k: IPC2221_K[inp.layer],
  };
  return ok(result, {
    warnings: ipc2221RangeWarnings({ current: inp.current, riseC: inp.temp_rise, widthMil: result.width_mil, thicknessM: cond.thicknessM, layer: inp.layer }),
    formatted: `${formatNumber(result.width_mm, 4)} mm (${formatNumber(result.width_mil, 4)} mil) minimum width, ${inp.layer} layer`,
  });
}

export const engine = defineEngine({
  id: 'pcb-trace-width',
  area: 'electrical',
  title: 'PCB trace width calculator (IPC-2221, IPC-2152)',
  description:
    'Minimum width of a PCB copper trace that carries a given current with a chosen temperature rise, for external or internal layers, from the IPC-2221 charts and from IPC-2152 (Brooks & Adam fits, as in KiCad) side by side, saying which is more conservative; with the trace resistance, voltage drop and power loss over a length.',
  keywords: ['trace width', 'track width', 'PCB current capacity', 'IPC-2221', 'IPC 2221', 'ampacity', 'copper weight', 'oz copper', 'trace current', 'conductor width', 'mil', 'power trace', 'how thick a trace', 'trace for amps', 'trace size for a current', 'IPC-2152', 'IPC 2152', 'Brooks Adam'],
  capability_id: 'electrical.pcb.trace_width',
  // The spec's engine table fixes 1.1.1. IPC-2152 came as fields beside the IPC-2221 answer, whose numbers
  // and text are unchanged while standard is left at ipc2221, so answers pinned to 1.1.1 do not shift.
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
  formula: FORMULAS.ipc2221,
  assumptions: [
    'IPC-2221B §6.2 (Figure 6-4, conductor current vs. temperature rise): the widely used curve fit I = k·ΔT^0.44·A^0.725, I in A, ΔT in °C, cross-section A in mil²; k = 0.048 for external and 0.024 for internal conductors (the standard derates internal conductors to half the external current).',
    'Copper thickness: 1 oz/ft² = 1.378 mil = 35.0 µm, as on the IPC-2221 charts; the width is A divided by this thickness (rectangular cross-section, no etch factor, no plating build-up).',
    'Chart range: up to 35 A external / 17.5 A internal, widths up to 400 mil (10.16 mm), 0.5–3 oz copper, 10–100 °C rise; outside it the answer carries OUTSIDE_VALIDITY_RANGE and is an extrapolation.',
    'IPC-2152 (beside IPC-2221; standard chooses which one gives width_mm, IPC-2221 by default): the power laws D. Brooks and J. Adam fitted to the IPC-2152 charts ("PCB Trace and Via Currents and Temperatures: The Complete Analysis", Table 5.1 and Appendix D), as KiCad’s track-width tool uses them: ΔT = 215.3·I²·W^−1.15·Th^−1 for external conductors; internal by copper weight, 0.5 oz K = 130/125/110 (W ≤ 20, ≤ 50, > 50 mil), a = 2, b = −1.10; 1 oz K = 200, a = 1.9, b = −1.10; 2 oz K = 300, a = 2, b = −1.15; 3 oz K = 368/429 (W < 50, ≥ 50 mil), a = 1.9, b = −1.10; all c = −1.52 (W, Th in mil). A thickness between the tabulated weights uses the nearest one in ratio (ipc2152_fit_oz); outside 0.5–3 oz the answer carries OUTSIDE_VALIDITY_RANGE. Where a width-dependent K leaves no self-consistent width (0.5 oz around 20 mil) the step boundary is taken.',
    'The IPC-2152 charts are measured on traces in still air in a board without copper planes, so they are conservative for most real boards; the fits follow the charts to a few %, and ±10 % (the agreement with measured data the Saturn PCB Toolkit claims for its IPC-2152 fit) is the bar to read them by. IPC-2221’s internal curve is simply half the external one, so IPC-2152 usually allows narrower internal traces; more_conservative names the standard that asks for the wider trace here.',
    'IPC-2152 (2009) replaces these charts with measured data: one baseline chart for internal and external conductors (in a 1.6 mm FR-4 board, no copper planes) plus modifiers for board thickness, thermal conductivity, copper planes and their distance. It usually allows narrower internal traces than IPC-2221, whose internal curve is simply half the external one, and nearby planes allow more current still; use IPC-2152 when the margin matters.',
    'Resistance (when a length is given): ρ = 1.7241 µΩ·cm at 20 °C with α = 0.00393 /K (IEC 60028 annealed copper), evaluated at the trace temperature = ambient + rise; drop = I·R, loss = I²·R.',
    'Continuous DC (or RMS) current in a single isolated trace; no pulse ratings, no neighbouring heat sources.',
  ],
  ui: {
    fields: {
      current: { label: 'Current', unit: 'A', typical: ['1 mA', '500 A'] },
      temp_rise: { label: 'Allowed temperature rise', unit: '°C', difference: true, help: '10 °C is conservative; 20–30 °C is common for power traces.' },
      ...traceConditionHints,
      standard: { label: 'Width from', options: [{ value: 'ipc2221', label: 'IPC-2221 (charts of 1956 data)' }, { value: 'ipc2152', label: 'IPC-2152 (2009 measurements, Brooks & Adam fit)' }] },
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
      standard: { label: 'Width from', reads: STANDARD_NAMES },
      width_ipc2221_mm: { label: 'Width by IPC-2221', unit: 'mm' },
      width_ipc2221_mil: { label: 'Width by IPC-2221', unit: 'mil' },
      width_ipc2152_mm: { label: 'Width by IPC-2152', unit: 'mm' },
      width_ipc2152_mil: { label: 'Width by IPC-2152', unit: 'mil' },
      ipc2152_fit_oz: { label: 'IPC-2152 internal fit used (copper weight in oz/ft²)' },
      more_conservative: { label: 'Standard asking for the wider trace', reads: STANDARD_NAMES },
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
      name: 'KiCad IPC-2152 vector: 1.4164 A on an external layer needs 20 mil (1 oz, 10 °C)',
      inputs: { current: 1.4164, temp_rise: 10, copper: 1, copper_unit: 'oz', layer: 'external', standard: 'ipc2152' },
      expect: { status: 'success', values: { width_mil: 20, width_ipc2152_mil: 20 }, rel: 1e-4 },
      source: 'KiCad PCB calculator track-width test vectors (IPC-2152, Brooks & Adam fit): 20 mil, 1 oz, ΔT 10 °C → 1.4164 A external.',
    },
    {
      name: 'KiCad IPC-2152 vector: 1.5131 A on an internal layer needs 20 mil (1 oz, 10 °C)',
      inputs: { current: 1.5131, temp_rise: 10, copper: 1, copper_unit: 'oz', layer: 'internal', standard: 'ipc2152' },
      expect: { status: 'success', values: { width_ipc2152_mil: 20, ipc2152_fit_oz: 1, more_conservative: 'ipc2221' }, rel: 1e-4 },
      source: 'KiCad PCB calculator track-width test vectors (IPC-2152): 20 mil, 1 oz, ΔT 10 °C → 1.5131 A internal.',
    },
    {
      name: 'KiCad IPC-2152 vector: 2.2087 A on 2 oz internal copper needs 20 mil',
      inputs: { current: 2.2087, temp_rise: 10, copper: 2, copper_unit: 'oz', layer: 'internal', standard: 'ipc2152' },
      expect: { status: 'success', values: { width_ipc2152_mil: 20, ipc2152_fit_oz: 2 }, rel: 1e-4 },
      source: 'KiCad PCB calculator track-width test vectors (IPC-2152): 20 mil, 2 oz, ΔT 10 °C → 2.2087 A internal.',
    },
    {
      name: 'Zero current',
      inputs: { current: 0 },
      expect: { status: 'error', code: 'CURRENT_MUST_BE_POSITIVE' },
      source: 'A trace width is defined for a current above 0 A.',
    },
  ],
  limitations: [
    'IPC-2152 by its baseline charts only (Brooks & Adam fits): not its modifiers for copper planes, board thickness or material, which usually allow more current.',
    'Does not add etch-back, solder-mask, plating or manufacturing tolerances; add your own margin (e.g. 20 %).',
  ],
  related: ['electrical-clearance', 'pcb-via-current', 'pcb-trace-thermal'],
  compute(inp) {
    const base = computeIpc2221Only(inp);
    // Not a success: an error outcome, with no result to carry.
    if (base.status !== 'success') return base as Outcome<never>;
    const cond = traceConditions(inp);
    if (isOutcome(cond)) return cond;
    const r2221 = base.result;
    const thicknessMil = cond.thicknessM / MIL;
    const w2152Mil = ipc2152WidthMil(inp.current, inp.temp_rise, thicknessMil, inp.layer);
    const fitOz = inp.layer === 'internal' ? ipc2152InternalFit(thicknessMil).oz : undefined;
    const use2152 = inp.standard === 'ipc2152';
    const widthM = use2152 ? w2152Mil * MIL : r2221.width_mm * 1e-3;
    const areaM2 = widthM * cond.thicknessM;
    const traceTemp = inp.ambient + inp.temp_rise;
    const result = {
      width_mm: widthM * 1e3,
      width_mil: widthM / MIL,
      area_mm2: areaM2 * 1e6,
      area_mil2: areaM2 / MIL2,
      thickness_um: r2221.thickness_um,
      k: r2221.k,
      trace_temperature_C: traceTemp,
      ...conductorLoss(cond.lengthM, areaM2, traceTemp, inp.current),
      standard: inp.standard,
      width_ipc2221_mm: r2221.width_mm,
      width_ipc2221_mil: r2221.width_mil,
      width_ipc2152_mm: w2152Mil * MIL * 1e3,
      width_ipc2152_mil: w2152Mil,
      ...(fitOz === undefined ? {} : { ipc2152_fit_oz: fitOz }),
      more_conservative: r2221.width_mil >= w2152Mil ? ('ipc2221' as const) : ('ipc2152' as const),
    };
    // The IPC-2152 fits span the same 0.5–3 oz as the IPC-2221 charts: one copper warning names both.
    const warnings: Warning[] = (base.warnings ?? []).map((w) =>
      w.detail.startsWith('Copper thickness') ? warning(w.code, w.detail.replace('the IPC-2221 charts cover.', 'the IPC-2221 charts and the IPC-2152 fits cover.'), w.suggestion, w.severity) : w,
    );
    return ok(result, {
      warnings,
      formula: FORMULAS[inp.standard],
      // The IPC-2221 text stays as it was; the IPC-2152 one says so and gives the IPC-2221 width beside it.
      formatted: use2152
        ? `${formatNumber(result.width_mm, 4)} mm (${formatNumber(result.width_mil, 4)} mil) minimum width by IPC-2152, ${inp.layer} layer (IPC-2221: ${formatNumber(r2221.width_mm, 4)} mm)`
        : base.formatted,
    });
  },
});
