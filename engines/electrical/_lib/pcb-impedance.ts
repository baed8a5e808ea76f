// Inputs, checks and the analyse / synthesise flow shared by the PCB impedance
// engines (pcb-microstrip, pcb-stripline, pcb-diff-impedance): one stack-up
// description (width, dielectric height, copper, εr in mm / mil / µm), one set of
// error codes, one result shape for the line parameters.
import * as z from 'zod/mini';
import type { FieldHint, OutputHint, Outcome, Warning } from '../../core/contract.ts';
import { fail, isOutcome, ok } from '../../core/outcome.ts';
import { formatNumber } from '../../core/numeric.ts';
import { unusedInputsWarning } from './input-combinations.ts';
import { COPPER_UNIT_OPTIONS, MIL, copperUnitField, stripThicknessMeters, type CopperUnit } from './pcb-copper.ts';
import * as fast from '../../core/fast-math.ts';
import { type LineMath, type LineModel, lineParameters, permittivityError, unreachableImpedance, widthForImpedance } from './pcb-transmission-line.ts';
import { LENGTH_UNITS, lengthMeters, lengthUnitField } from './rf-units.ts';

export const GEOMETRY_UNITS = ['mm', 'mil', 'um'] as const;
type GeometryUnit = (typeof GEOMETRY_UNITS)[number];

/** Stack-up fields every impedance engine takes. */
export const stackupFields = {
  height: z.number(),
  unit: lengthUnitField(GEOMETRY_UNITS, 'mm'),
  copper: z._default(z.number(), 1),
  copper_unit: copperUnitField,
  er: z.number(),
};

export const stackupHints = (heightLabel: string, heightHelp: string): Record<keyof typeof stackupFields, FieldHint> => ({
  height: { label: heightLabel, help: heightHelp, unitSelect: 'unit' },
  unit: { label: 'Unit of width, spacing and height', options: [{ value: 'mm', label: 'mm' }, { value: 'mil', label: 'mil' }, { value: 'um', label: 'µm' }] },
  copper: { label: 'Copper thickness', help: '1 oz/ft² ≈ 35 µm; 0 gives the zero-thickness model.' },
  copper_unit: { label: 'Copper unit', options: COPPER_UNIT_OPTIONS },
  er: { label: 'Dielectric constant εr (Dk)', help: 'FR-4 ≈ 4.2–4.6, RO4350B 3.66, PTFE 2.1–2.2.' },
});

export interface Stackup {
  h: number;
  t: number;
  er: number;
}

/** Height, copper thickness and εr checked and converted to metres, or the first error. */
export function readStackup(inp: { height: number; unit: GeometryUnit; copper: number; copper_unit: CopperUnit; er: number }): Stackup | Outcome<never> {
  const h = lengthMeters('height', inp.height, inp.unit, 'HEIGHT_MUST_BE_POSITIVE', 'Dielectric height');
  if (isOutcome(h)) return h;
  const t = stripThicknessMeters('copper', inp.copper, inp.copper_unit);
  if (isOutcome(t)) return t;
  return permittivityError('er', inp.er) ?? { h, t, er: inp.er };
}

/** A width-like input (trace width, gap) in metres, or its error. */
export const readLength = (field: string, value: number, unit: GeometryUnit, code: string, what: string) => lengthMeters(field, value, unit, code, what);

// ---- Single-ended lines: analyse (width → Z0) or synthesise (Z0 → width) -------------

export const IMPEDANCE_MODES = ['impedance', 'width'] as const;

export const singleEndedFields = {
  mode: z._default(z.enum(IMPEDANCE_MODES), 'impedance'),
  width: z.optional(z.number()),
  ...stackupFields,
  z0_target: z.optional(z.number()),
};

export const singleEndedOutputFields = {
  mode: z.enum(IMPEDANCE_MODES),
  Z0: z.number(),
  eps_eff: z.number(),
  width_mm: z.number(),
  width_mil: z.number(),
  w_over_h: z.number(),
  Z0_ipc2141: z.optional(z.number()),
  velocity_factor: z.number(),
  delay_ps_per_mm: z.number(),
  delay_ps_per_in: z.number(),
  L_nH_per_mm: z.number(),
  C_pF_per_mm: z.number(),
};

// One set of result labels for singleEndedOutputFields, so pcb-microstrip and pcb-stripline cannot drift apart.
export const singleEndedOutputHints: Record<string, OutputHint> = {
  Z0: { label: 'Characteristic impedance Z0', unit: 'Ω' },
  eps_eff: { label: 'Effective dielectric constant εeff' },
  width_mm: { label: 'Trace width', unit: 'mm' },
  width_mil: { label: 'Trace width', unit: 'mil' },
  w_over_h: { label: 'Width-to-height ratio w/h' },
  Z0_ipc2141: { label: 'IPC-2141 impedance estimate', unit: 'Ω' },
  velocity_factor: { label: 'Velocity factor v/c' },
  delay_ps_per_mm: { label: 'Propagation delay', unit: 'ps/mm' },
  delay_ps_per_in: { label: 'Propagation delay', unit: 'ps/in' },
  L_nH_per_mm: { label: 'Inductance per length', unit: 'nH/mm' },
  C_pF_per_mm: { label: 'Capacitance per length', unit: 'pF/mm' },
};

export const modeHint: FieldHint = {
  label: 'Calculate',
  options: [
    { value: 'impedance', label: 'Impedance from width' },
    { value: 'width', label: 'Width for a target impedance' },
  ],
};

export const modeTabs = (stackFields: string[]) => [
  {
    field: 'mode',
    tabs: [
      { value: 'impedance', label: 'Impedance', fields: ['width', ...stackFields] },
      { value: 'width', label: 'Width for target Z0', fields: ['z0_target', ...stackFields] },
    ],
  },
];

export interface SingleEndedLine<E extends Record<string, number>> {
  /** Z0 and εeff of a trace of width w on the stack-up (all in metres), in det-math unless `m` says otherwise. */
  model: (w: number, s: Stackup, m?: LineMath) => LineModel;
  /** A closed-form width for impedance z0 that starts the width solver (any value outside the range is ignored). */
  guess: (z0: number, s: Stackup) => number;
  warnings: (w: number, s: Stackup) => Warning[];
  /** The IPC-2141 estimate where it applies, and a note when it does not. */
  ipc2141: (w: number, s: Stackup) => { z?: number; note: Warning[] };
  /** Extra result fields (e.g. the plane spacing of a stripline). */
  extra?: (w: number, s: Stackup) => E;
}

type SingleEndedInput = z.output<z.ZodMiniObject<typeof singleEndedFields>>;
export type SingleEndedResult = z.output<z.ZodMiniObject<typeof singleEndedOutputFields>>;

/** The compute of a single-ended impedance engine: analyse a width or find the width for z0_target. */
export function solveSingleEnded<E extends Record<string, number> = Record<never, number>>(
  inp: SingleEndedInput,
  line: SingleEndedLine<E>,
  formulas: Record<'impedance' | 'width', { id: string; expression: string; label: string }>,
): Outcome<SingleEndedResult & E> {
  const s = readStackup(inp);
  if (isOutcome(s)) return s;
  let w: number;
  if (inp.mode === 'impedance') {
    if (inp.width === undefined) return fail('MISSING_REQUIRED_INPUT', 'width', 'The impedance needs the trace width.', `Give width in ${inp.unit}, or set mode = "width" with z0_target to get the width.`);
    const width = readLength('width', inp.width, inp.unit, 'WIDTH_MUST_BE_POSITIVE', 'Trace width');
    if (isOutcome(width)) return width;
    w = width;
  } else {
    if (inp.z0_target === undefined) return fail('MISSING_REQUIRED_INPUT', 'z0_target', 'The width for a target impedance needs the target.', 'Give z0_target in Ω, e.g. 50.');
    if (!(inp.z0_target > 0)) return fail('IMPEDANCE_MUST_BE_POSITIVE', 'z0_target', `Target impedance ${inp.z0_target} Ω is not above 0.`, 'Give z0_target > 0 Ω, e.g. 50 or 75.');
    // Solved in fast-math from the closed-form guess; the answer below is the det-math model at that width.
    const z = (width: number) => line.model(width, s, fast).z0;
    const found = widthForImpedance(z, inp.z0_target, s.h * 1e-3, s.h * 1e3, line.guess(inp.z0_target, s));
    if (!found.ok) return unreachableImpedance('z0_target', inp.z0_target, found.zMin, found.zMax);
    w = found.w;
  }
  const { z0, epsEff } = line.model(w, s);
  const ipc = line.ipc2141(w, s);
  const result: SingleEndedResult & E = {
    mode: inp.mode,
    Z0: z0,
    eps_eff: epsEff,
    width_mm: w * 1e3,
    width_mil: w / MIL,
    w_over_h: w / s.h,
    ...(ipc.z === undefined ? {} : { Z0_ipc2141: ipc.z }),
    ...lineParameters(z0, epsEff),
    ...(line.extra?.(w, s) as E),
  };
  const warnings = [
    ...unusedInputsWarning(inp, inp.mode === 'impedance' ? ['z0_target'] : ['width'], inp.mode === 'impedance' ? 'when calculating the impedance of a given width' : 'when solving the width for z0_target'),
    ...line.warnings(w, s),
    ...ipc.note,
  ];
  const shownWidth = w / LENGTH_UNITS[inp.unit];
  return ok(result, {
    warnings,
    formula: formulas[inp.mode],
    unit: 'Ω',
    formatted:
      inp.mode === 'impedance'
        ? `Z0 = ${formatNumber(z0, 4)} Ω, εeff = ${formatNumber(epsEff, 4)}`
        : `w = ${formatNumber(shownWidth, 4)} ${inp.unit} for ${formatNumber(inp.z0_target!, 4)} Ω`,
  });
}
