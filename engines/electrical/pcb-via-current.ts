// Current capacity, resistance and thermal resistance of a plated through-hole via:
// the copper annulus of the barrel fed to the IPC-2221 conductor fit, as via
// calculators (Saturn PCB Toolkit and its followers) do, plus the number of vias a load needs.
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { fail, isOutcome, ok, warning } from '../core/outcome.ts';
import { formatNumber } from '../core/numeric.ts';
import { COPPER_THERMAL_CONDUCTIVITY, IPC2221_K, LAYERS, MIL2, copperResistance, ipc2221Current, ipc2221RangeWarnings, temperatureError } from './_lib/pcb-copper.ts';
import { lengthMeters, lengthUnitField, requirePositive } from './_lib/rf-units.ts';
import { SNAP_ASSUMPTION, countAtLeast } from './_lib/standard-snap.ts';

const input = z.object({
  hole_diameter: z.number(),
  board_thickness: z.number(),
  unit: lengthUnitField(['mm', 'mil'], 'mm'),
  plating_thickness: z._default(z.number(), 25),
  plating_unit: lengthUnitField(['um', 'mil', 'mm'], 'um'),
  hole_type: z._default(z.enum(['finished', 'drilled']), 'finished'),
  temp_rise: z._default(z.number(), 10),
  curve: z._default(z.enum(LAYERS), 'external'),
  ambient: z._default(z.number(), 25),
  current: z.optional(z.number()),
});

const output = z.object({
  max_current_A: z.number(),
  area_mm2: z.number(),
  area_mil2: z.number(),
  finished_diameter_mm: z.number(),
  drilled_diameter_mm: z.number(),
  resistance_ohm: z.number(),
  thermal_resistance_K_per_W: z.number(),
  current_per_via_A: z.number(),
  voltage_drop_V: z.number(),
  power_loss_W: z.number(),
  vias_needed: z.optional(z.number()),
  temp_rise_C: z.number(),
});

export const engine = defineEngine({
  id: 'pcb-via-current',
  area: 'electrical',
  title: 'PCB via current capacity calculator',
  description:
    'How much current a plated through-hole via can carry for an allowed temperature rise, from its hole size and plating thickness (IPC-2221 conductor fit on the barrel cross-section); with via resistance, voltage drop, thermal resistance and the number of vias a load current needs.',
  keywords: ['via current', 'via ampacity', 'via current capacity', 'plated through hole current', 'PTH', 'via resistance', 'thermal via', 'how many vias', 'via stitching', 'IPC-2221', 'barrel plating'],
  capability_id: 'electrical.pcb.via_current',
  version: '1.0.0',
  page: 'electric',
  input,
  output,
  unit: 'A',
  errors: [
    'BOARD_THICKNESS_MUST_BE_POSITIVE',
    'CURRENT_MUST_BE_POSITIVE',
    'HOLE_DIAMETER_MUST_BE_POSITIVE',
    'INPUT_OUT_OF_RANGE',
    'PLATING_FILLS_HOLE',
    'PLATING_THICKNESS_MUST_BE_POSITIVE',
    'TEMPERATURE_OUT_OF_RANGE',
    'TEMPERATURE_RISE_MUST_BE_POSITIVE',
  ],
  warnings: ['OUTSIDE_VALIDITY_RANGE', 'VIA_FIT_IS_AN_ESTIMATE'],
  formula: {
    id: 'pcb-via-current.ipc2221',
    expression: 'A = π·t·(d_finished + t) = π·t·(d_drilled − t);  I = k·ΔT^0.44·A^0.725 [A, °C, mil²];  R = ρ·L/A;  Rθ = L/(λ·A)',
    label: 'Via barrel cross-section in the IPC-2221 conductor fit',
  },
  assumptions: [
    'The barrel is a copper tube: the plating of thickness t lines the drilled hole, so the finished hole is the drilled hole less 2t and the copper annulus is A = π·t·(d_finished + t) (the formula of the Saturn PCB Toolkit via calculator).',
    'Current capacity applies the IPC-2221B §6.2 conductor fit I = k·ΔT^0.44·A^0.725 (A in mil²) to the barrel cross-section, with the external-conductor k = 0.048 by default as in the Saturn PCB Toolkit (Brooks & Graves measured vias running cooler than traces of equal cross-section); choose curve = internal (k = 0.024) for the conservative reading.',
    'IPC-2221 fit range: 10–100 °C rise, up to 35 A; outside it the answer carries OUTSIDE_VALIDITY_RANGE. Pads, planes and filled vias conduct heat away and raise the real capacity.',
    'Resistance R = ρ·L/A over the board thickness L, with ρ = 1.7241 µΩ·cm at 20 °C and α = 0.00393 /K (IEC 60028) at ambient + rise; electroplated copper is typically 5–15 % more resistive.',
    'Thermal resistance of the barrel Rθ = L/(λ·A) with λ = 401 W/(m·K) for copper (conduction along the barrel only).',
    'With a load current: vias_needed = ⌈I / I_max⌉ identical vias in parallel sharing the current equally; drop and loss are given at that share (without a current, at I_max of one via).',
    SNAP_ASSUMPTION,
  ],
  ui: {
    fields: {
      hole_diameter: { label: 'Hole diameter', unitSelect: 'unit' },
      board_thickness: { label: 'Board thickness (via length)', unitSelect: 'unit' },
      unit: { label: 'Unit of hole and board' },
      plating_thickness: { label: 'Plating thickness', unitSelect: 'plating_unit', help: 'IPC-6012 class 2: 20 µm minimum average (0.8 mil); 25 µm (1 mil) is typical.' },
      plating_unit: { label: 'Plating unit', options: [{ value: 'um', label: 'µm' }, { value: 'mil', label: 'mil' }, { value: 'mm', label: 'mm' }] },
      hole_type: { label: 'Hole diameter is', options: [{ value: 'finished', label: 'Finished (after plating)' }, { value: 'drilled', label: 'Drilled (before plating)' }] },
      temp_rise: { label: 'Allowed temperature rise', unit: '°C', difference: true },
      curve: { label: 'IPC-2221 curve', options: [{ value: 'external', label: 'External conductor (k = 0.048)' }, { value: 'internal', label: 'Internal conductor, conservative (k = 0.024)' }] },
      ambient: { label: 'Ambient temperature', unit: '°C' },
      current: { label: 'Load current (optional: how many vias)', unit: 'A' },
    },
    initial: { hole_diameter: 0.3, board_thickness: 1.6, unit: 'mm', plating_thickness: 25, plating_unit: 'um', temp_rise: 10 },
    headline: 'max_current_A',
    outputs: {
      max_current_A: { label: 'Maximum current per via', unit: 'A' },
      area_mm2: { label: 'Barrel cross-section area', unit: 'mm²' },
      area_mil2: { label: 'Barrel cross-section area', unit: 'mil²' },
      finished_diameter_mm: { label: 'Finished hole diameter', unit: 'mm' },
      drilled_diameter_mm: { label: 'Drilled hole diameter', unit: 'mm' },
      resistance_ohm: { label: 'Via resistance', unit: 'Ω' },
      thermal_resistance_K_per_W: { label: 'Barrel thermal resistance', unit: 'K/W' },
      current_per_via_A: { label: 'Current per via', unit: 'A' },
      voltage_drop_V: { label: 'Voltage drop across a via', unit: 'V' },
      power_loss_W: { label: 'Power loss (all vias)', unit: 'W' },
      vias_needed: { label: 'Vias needed for the load current' },
      temp_rise_C: { label: 'Temperature rise', unit: '°C', difference: true },
    },
  },
  examples: [
    {
      name: '0.3 mm finished hole, 25 µm plating, 1.6 mm board, 10 °C rise',
      inputs: { hole_diameter: 0.3, board_thickness: 1.6, unit: 'mm', plating_thickness: 25, plating_unit: 'um', temp_rise: 10 },
      expect: { status: 'success', values: { max_current_A: 1.9023, area_mil2: 39.5645, thermal_resistance_K_per_W: 156.3156 }, rel: 1e-4 },
      source: 'Via current calculator at website-3xe.pages.dev/tools/via-current (IPC-2221 on A = π(d+t)t): 1.9023 A for these defaults; Rθ by exact arithmetic 1.6 mm / (401 W/mK · 0.0255254 mm²).',
    },
    {
      name: 'Resistance of that via at 20 °C',
      inputs: { hole_diameter: 0.3, board_thickness: 1.6, plating_thickness: 25, temp_rise: 10, ambient: 10 },
      expect: { status: 'success', values: { resistance_ohm: 0.0010806 }, rel: 2e-4 },
      source: 'Same calculator: 1.0806 mΩ with ρ = 1.724 µΩ·cm (copper at 20 °C) over 1.6 mm; IEC 60028 gives 1/58 = 1.72414 µΩ·cm, 0.01 % more.',
    },
    {
      name: '12 mil mid-wall diameter (11.016 mil finished), 25 µm plating, 62 mil board',
      inputs: { hole_diameter: 11.015748, board_thickness: 62, unit: 'mil', plating_thickness: 25, plating_unit: 'um', temp_rise: 10 },
      expect: { status: 'success', values: { area_mil2: 37.105, max_current_A: 1.8159 }, rel: 1e-3 },
      source: 'logic-gate.dev via current calculator worked example: circumference π·12 mil × 0.984 mil plating = 37.1 mil² → about 1.82 A at 10 °C (external fit).',
    },
    {
      name: 'Vias for a 5 A load',
      inputs: { hole_diameter: 0.3, board_thickness: 1.6, plating_thickness: 25, temp_rise: 10, current: 5 },
      expect: { status: 'success', values: { vias_needed: 3, current_per_via_A: 1.6666666666666667 }, rel: 1e-12 },
      source: 'Exact arithmetic: ⌈5 A / 1.9023 A⌉ = 3 vias sharing 5/3 A each.',
    },
    {
      name: 'Plating thicker than the drilled radius',
      inputs: { hole_diameter: 0.04, board_thickness: 1.6, hole_type: 'drilled', plating_thickness: 25 },
      expect: { status: 'error', code: 'PLATING_FILLS_HOLE' },
      source: 'Geometry: a 40 µm drilled hole cannot hold 25 µm of plating on each wall.',
    },
  ],
  limitations: [
    'No heat spreading into pads, planes or neighbouring vias; no filled or capped vias; no pulse ratings.',
    'The IPC-2221 fit was made for traces; applying it to via barrels is an accepted industry estimate, not an IPC rating.',
  ],
  compute(inp) {
    const hole = lengthMeters('hole_diameter', inp.hole_diameter, inp.unit, 'HOLE_DIAMETER_MUST_BE_POSITIVE', 'Hole diameter');
    if (isOutcome(hole)) return hole;
    const board = lengthMeters('board_thickness', inp.board_thickness, inp.unit, 'BOARD_THICKNESS_MUST_BE_POSITIVE', 'Board thickness');
    if (isOutcome(board)) return board;
    const t = lengthMeters('plating_thickness', inp.plating_thickness, inp.plating_unit, 'PLATING_THICKNESS_MUST_BE_POSITIVE', 'Plating thickness');
    if (isOutcome(t)) return t;
    const bad =
      requirePositive('temp_rise', inp.temp_rise, inp.temp_rise, 'TEMPERATURE_RISE_MUST_BE_POSITIVE', 'Temperature rise', '10 °C') ??
      (inp.current === undefined ? undefined : requirePositive('current', inp.current, inp.current, 'CURRENT_MUST_BE_POSITIVE', 'Load current', '3 A')) ??
      temperatureError('ambient', inp.ambient);
    if (bad) return bad;

    const finished = inp.hole_type === 'finished' ? hole : hole - 2 * t;
    // Compare with a relative margin: 0.05 mm − 2·25 µm is a few 1e-21 m in doubles, not a hole.
    if (!(finished > hole * 1e-9)) {
      return fail('PLATING_FILLS_HOLE', 'plating_thickness', `Plating ${formatNumber(t * 1e6)} µm on each wall fills a ${formatNumber(hole * 1e3)} mm drilled hole (it needs under half the diameter).`, 'Give a plating thickness below half the drilled diameter, or set hole_type = "finished" if the diameter is the finished hole.');
    }
    const area = Math.PI * t * (finished + t);
    const areaMil2 = area / MIL2;
    const maxCurrent = ipc2221Current(areaMil2, inp.temp_rise, inp.curve);
    const resistance = copperResistance(board, area, inp.ambient + inp.temp_rise);
    const vias = inp.current === undefined ? undefined : countAtLeast(inp.current / maxCurrent);
    const perVia = inp.current === undefined ? maxCurrent : inp.current / vias!;

    const warnings = ipc2221RangeWarnings({ current: maxCurrent, riseC: inp.temp_rise, layer: inp.curve });
    if (IPC2221_K[inp.curve] === IPC2221_K.external) {
      warnings.push(warning('VIA_FIT_IS_AN_ESTIMATE', 'The IPC-2221 external-conductor fit is applied to the via barrel; it is the industry estimate, not an IPC rating for vias.', 'For safety-critical paths use curve = internal or add vias in parallel.', 'info'));
    }
    return ok(
      {
        max_current_A: maxCurrent,
        area_mm2: area * 1e6,
        area_mil2: areaMil2,
        finished_diameter_mm: finished * 1e3,
        drilled_diameter_mm: (finished + 2 * t) * 1e3,
        resistance_ohm: resistance,
        thermal_resistance_K_per_W: board / (COPPER_THERMAL_CONDUCTIVITY * area),
        current_per_via_A: perVia,
        voltage_drop_V: perVia * resistance,
        power_loss_W: perVia * perVia * resistance * (vias ?? 1),
        ...(vias === undefined ? {} : { vias_needed: vias }),
        temp_rise_C: inp.temp_rise,
      },
      {
        warnings,
        formatted: `${formatNumber(maxCurrent, 4)} A per via for a ${formatNumber(inp.temp_rise, 4)} °C rise${vias === undefined ? '' : `; ${vias} via${vias > 1 ? 's' : ''} for ${formatNumber(inp.current!, 4)} A`}`,
      },
    );
  },
});
