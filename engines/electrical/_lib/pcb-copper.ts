// PCB copper: thickness units (oz/ft², µm, mil, mm), the IPC-2221 conductor
// current chart fit, and DC resistance of copper with temperature. Shared by
// pcb-trace-width, pcb-trace-thermal and pcb-via-current (one chart fit, one
// copper model), and by the impedance engines for the conductor thickness.
import * as z from 'zod/mini';
import type { FieldHint, OutputHint, Outcome, Warning } from '../../core/contract.ts';
import { fail, isOutcome, warning } from '../../core/outcome.ts';
import { LENGTH_UNITS, lengthMeters, lengthUnitField, requirePositive } from './rf-units.ts';
import * as det from '../../core/det-math.ts';

export const MIL = LENGTH_UNITS.mil;
export const MIL2 = MIL * MIL;

/**
 * Metres per unit of copper thickness. 1 oz/ft² is taken as 1.378 mil (35.0 µm), the
 * value of the IPC-2221 charts and of the common trace-width calculators built on them.
 */
export const COPPER_UNITS = { oz: 1.378 * MIL, um: 1e-6, mil: MIL, mm: 1e-3 } as const;
export type CopperUnit = keyof typeof COPPER_UNITS;
export const copperUnitField = z._default(z.enum(Object.keys(COPPER_UNITS) as [CopperUnit, ...CopperUnit[]]), 'oz');
export const COPPER_UNIT_OPTIONS = [
  { value: 'oz', label: 'oz/ft²' },
  { value: 'um', label: 'µm' },
  { value: 'mil', label: 'mil' },
  { value: 'mm', label: 'mm' },
];

/** Copper thickness in m (must be above 0: it carries current), or COPPER_THICKNESS_MUST_BE_POSITIVE. */
export function copperThicknessMeters(field: string, value: number, unit: CopperUnit): number | Outcome<never> {
  const m = value * COPPER_UNITS[unit];
  return requirePositive(field, value, m, 'COPPER_THICKNESS_MUST_BE_POSITIVE', 'Copper thickness', unit === 'oz' ? '1 oz' : `35 µm`) ?? m;
}

/** Copper thickness in m for the impedance models, where 0 means an infinitely thin strip. */
export function stripThicknessMeters(field: string, value: number, unit: CopperUnit): number | Outcome<never> {
  if (value < 0) return fail('COPPER_THICKNESS_NEGATIVE', field, `Copper thickness ${value} ${unit} is negative.`, `Give ${field} ≥ 0 (0 for the zero-thickness model), e.g. 1 oz or 35 µm.`);
  return value * COPPER_UNITS[unit];
}

// ---- IPC-2221 conductor sizing --------------------------------------------------

export type Layer = 'external' | 'internal';
export const LAYERS = ['external', 'internal'] as const;

/**
 * IPC-2221B §6.2 (Figure 6-4) curve fit: I = k·ΔT^0.44·A^0.725, I in A, ΔT in °C, A in mil².
 * k = 0.048 for external conductors; internal conductors use half (0.024), the standard's derating.
 */
export const IPC2221_K: Record<Layer, number> = { external: 0.048, internal: 0.024 };
const B = 0.44;
const C = 0.725;

export const ipc2221Current = (areaMil2: number, riseC: number, layer: Layer) => IPC2221_K[layer] * det.pow(riseC, B) * det.pow(areaMil2, C);
export const ipc2221Area = (current: number, riseC: number, layer: Layer) => det.pow(current / (IPC2221_K[layer] * det.pow(riseC, B)), 1 / C);
export const ipc2221Rise = (current: number, areaMil2: number, layer: Layer) => det.pow(current / (IPC2221_K[layer] * det.pow(areaMil2, C)), 1 / B);

/** The range the IPC-2221 charts cover (KiCad and the IPC-2221 calculators state the same limits). */
export const IPC2221_RANGE = { maxCurrent: { external: 35, internal: 17.5 }, riseC: [10, 100], maxWidthMil: 400, copperOz: [0.5, 3] } as const;

/** OUTSIDE_VALIDITY_RANGE warnings, one per chart limit the inputs leave. */
export function ipc2221RangeWarnings(q: { current?: number; riseC?: number; widthMil?: number; thicknessM?: number; layer: Layer }): Warning[] {
  const out: Warning[] = [];
  const r = IPC2221_RANGE;
  const maxI = r.maxCurrent[q.layer];
  if (q.current !== undefined && q.current > maxI) {
    out.push(warning('OUTSIDE_VALIDITY_RANGE', `Current ${fmt(q.current)} A is above the ${maxI} A the IPC-2221 ${q.layer} chart covers; the fit is extrapolated.`, 'Split the current over parallel conductors or planes, or use IPC-2152 data / a thermal simulation.'));
  }
  if (q.riseC !== undefined && (q.riseC < r.riseC[0] || q.riseC > r.riseC[1])) {
    out.push(warning('OUTSIDE_VALIDITY_RANGE', `Temperature rise ${fmt(q.riseC)} °C is outside the 10–100 °C the IPC-2221 charts cover; the fit is extrapolated.`, 'Use a rise between 10 and 100 °C (10–20 °C is usual).'));
  }
  if (q.widthMil !== undefined && q.widthMil > r.maxWidthMil) {
    out.push(warning('OUTSIDE_VALIDITY_RANGE', `Width ${fmt(q.widthMil)} mil (${fmt(q.widthMil * 0.0254)} mm) is above the 400 mil (10.16 mm) the IPC-2221 charts cover.`, 'Treat the result as an estimate; very wide conductors behave like planes.'));
  }
  if (q.thicknessM !== undefined) {
    const oz = q.thicknessM / COPPER_UNITS.oz;
    if (oz < r.copperOz[0] * (1 - 1e-9) || oz > r.copperOz[1] * (1 + 1e-9)) {
      out.push(warning('OUTSIDE_VALIDITY_RANGE', `Copper thickness ${fmt(oz)} oz/ft² is outside the 0.5–3 oz the IPC-2221 charts cover.`, 'Treat the result as an extrapolation.'));
    }
  }
  return out;
}

// ---- IPC-2152: the Brooks & Adam fits of its charts ---------------------------------

/**
 * D. Brooks & J. Adam, "PCB Trace and Via Currents and Temperatures: The Complete Analysis" (2nd ed.),
 * Table 5.1 and Appendix D: power laws fitted to the IPC-2152 charts (traces in still air, no planes),
 * ΔT = K·I^a·W^b·Th^c with ΔT in °C, I in A, W and Th in mil. External conductors follow one law;
 * internal ones a law per copper weight (K of 0.5 and 3 oz steps with the width). KiCad's track-width
 * tool uses the same fits.
 */
export const IPC2152_EXTERNAL = { K: 215.3, a: 2, b: -1.15, c: -1 } as const;
export const IPC2152_INTERNAL: readonly { oz: number; K: (wMil: number) => number; a: number; b: number; c: number; steps: readonly number[] }[] = [
  { oz: 0.5, K: (w) => (w <= 20 ? 130 : w <= 50 ? 125 : 110), a: 2, b: -1.1, c: -1.52, steps: [20, 50] },
  { oz: 1, K: () => 200, a: 1.9, b: -1.1, c: -1.52, steps: [] },
  { oz: 2, K: () => 300, a: 2, b: -1.15, c: -1.52, steps: [] },
  { oz: 3, K: (w) => (w >= 50 ? 429 : 368), a: 1.9, b: -1.1, c: -1.52, steps: [50] },
];

/** The internal fit for a copper thickness: the nearest tabulated weight in ratio terms (1.2 oz uses the 1 oz law). */
export function ipc2152InternalFit(thicknessMil: number) {
  const oz = thicknessMil / 1.378;
  let best = IPC2152_INTERNAL[0];
  // Ratio distance max(x/y, y/x): |ln(x/y)| without a logarithm.
  const apart = (x: number, y: number) => (x >= y ? x / y : y / x);
  for (const f of IPC2152_INTERNAL) if (apart(oz, f.oz) < apart(oz, best.oz)) best = f;
  return best;
}

/**
 * Width in mil for a current by the IPC-2152 fit: W = (K·I^a·Th^c / ΔT)^(1/−b). Where K steps with the width
 * (0.5 and 3 oz internal), every step's width that falls inside its own range is a solution; the widest is
 * taken, and where none does (the current sits in the jump between two steps) the step boundary.
 */
export function ipc2152WidthMil(current: number, riseC: number, thicknessMil: number, layer: Layer): number {
  const fit = layer === 'external' ? { ...IPC2152_EXTERNAL, K: () => IPC2152_EXTERNAL.K, steps: [] as readonly number[] } : ipc2152InternalFit(thicknessMil);
  const widthFor = (K: number) => det.pow((K * det.pow(current, fit.a) * det.pow(thicknessMil, fit.c)) / riseC, 1 / -fit.b);
  if (!fit.steps.length) return widthFor(fit.K(1));
  const bounds = [0, ...fit.steps, Number.POSITIVE_INFINITY];
  let best: number | undefined;
  for (let i = 0; i + 1 < bounds.length; i++) {
    // A width strictly inside the step, so K(w) reads this step's constant whichever side its boundary belongs to.
    const probe = Number.isFinite(bounds[i + 1]) ? (bounds[i] + bounds[i + 1]) / 2 : bounds[i] + 1;
    const w = widthFor(fit.K(probe));
    if (fit.K(w) === fit.K(probe) && (best === undefined || w > best)) best = w;
  }
  if (best !== undefined) return best;
  // In the jump: the boundary where the law switches.
  // (K falls as the width grows, 0.5 oz: the narrower law asks for more than its range, the wider one for less.)
  return fit.steps.find((b) => widthFor(fit.K(b)) > b && widthFor(fit.K(b + 1e-9)) <= b) ?? widthFor(fit.K(1));
}

/** The current a width carries for a rise by the IPC-2152 fit (the inverse, for checks and the KiCad vectors). */
export function ipc2152Current(widthMil: number, riseC: number, thicknessMil: number, layer: Layer): number {
  const fit = layer === 'external' ? { ...IPC2152_EXTERNAL, K: () => IPC2152_EXTERNAL.K } : ipc2152InternalFit(thicknessMil);
  return det.pow(riseC / (fit.K(widthMil) * det.pow(widthMil, fit.b) * det.pow(thicknessMil, fit.c)), 1 / fit.a);
}

// ---- Copper resistance ------------------------------------------------------------

/** Annealed copper at 20 °C, IEC 60028: 1/58 Ω·mm²/m. */
export const COPPER_RESISTIVITY_20C = 1 / 58e6;
/** Temperature coefficient of that resistivity at 20 °C, 1/K (IEC 60028: 0.00393). */
export const COPPER_ALPHA_20C = 0.00393;
/** Thermal conductivity of copper near 300 K, W/(m·K) (CRC Handbook: 401). */
export const COPPER_THERMAL_CONDUCTIVITY = 401;

/** ρ(T) = ρ20·(1 + α20·(T − 20 °C)). */
export const copperResistivity = (tempC: number) => COPPER_RESISTIVITY_20C * (1 + COPPER_ALPHA_20C * (tempC - 20));

/** DC resistance of a copper conductor of `lengthM` and cross-section `areaM2` at `tempC`. */
export const copperResistance = (lengthM: number, areaM2: number, tempC: number) => (copperResistivity(tempC) * lengthM) / areaM2;

/** Lowest temperature for which the linear model stays positive; below it the model is meaningless. */
export const COPPER_MODEL_MIN_C = -200;

export function temperatureError(field: string, tempC: number): Outcome<never> | undefined {
  if (tempC >= COPPER_MODEL_MIN_C) return undefined;
  return fail('TEMPERATURE_OUT_OF_RANGE', field, `${tempC} °C is below ${COPPER_MODEL_MIN_C} °C, where the linear copper resistance model no longer holds (absolute zero is −273.15 °C).`, 'Give an ambient temperature between −200 °C and a few hundred °C, e.g. 25.');
}

// ---- Inputs and results shared by the trace engines -------------------------------------

export const TRACE_LENGTH_UNITS = ['mm', 'cm', 'm', 'mil', 'in'] as const;

/** Copper, layer, ambient and optional length: the inputs every IPC-2221 trace engine takes. */
export const traceConditionFields = {
  copper: z._default(z.number(), 1),
  copper_unit: copperUnitField,
  layer: z._default(z.enum(LAYERS), 'external'),
  ambient: z._default(z.number(), 25),
  length: z.optional(z.number()),
  length_unit: lengthUnitField(TRACE_LENGTH_UNITS, 'mm'),
};

export const traceConditionHints: Record<keyof typeof traceConditionFields, FieldHint> = {
  copper: { label: 'Copper thickness (weight)', help: '1 oz/ft² ≈ 35 µm (1.378 mil); 0.5 oz ≈ 17.5 µm, 2 oz ≈ 70 µm.' },
  copper_unit: { label: 'Copper unit', options: COPPER_UNIT_OPTIONS },
  layer: { label: 'Layer', options: [{ value: 'external', label: 'External (outer layer, in air)' }, { value: 'internal', label: 'Internal (buried in the board)' }] },
  ambient: { label: 'Ambient temperature', unit: '°C' },
  length: { label: 'Trace length (optional, for resistance and loss)' },
  length_unit: { label: 'Length unit' },
};

export const conductorLossFields = {
  resistance_ohm: z.optional(z.number()),
  voltage_drop_V: z.optional(z.number()),
  power_loss_W: z.optional(z.number()),
};

// One set of result labels for conductorLossFields, shared by pcb-trace-width and pcb-trace-thermal.
export const conductorLossOutputHints: Record<string, OutputHint> = {
  resistance_ohm: { label: 'Trace resistance over the length', unit: 'Ω' },
  voltage_drop_V: { label: 'Voltage drop over the length', unit: 'V' },
  power_loss_W: { label: 'Power loss over the length', unit: 'W' },
};

export interface TraceConditions {
  thicknessM: number;
  lengthM?: number;
}

/** Copper thickness, ambient and optional length checked and converted to SI, or the first error. */
export function traceConditions(inp: { copper: number; copper_unit: CopperUnit; ambient: number; length?: number; length_unit: (typeof TRACE_LENGTH_UNITS)[number] }): TraceConditions | Outcome<never> {
  const thicknessM = copperThicknessMeters('copper', inp.copper, inp.copper_unit);
  if (isOutcome(thicknessM)) return thicknessM;
  const cold = temperatureError('ambient', inp.ambient);
  if (cold) return cold;
  if (inp.length === undefined) return { thicknessM };
  const lengthM = lengthMeters('length', inp.length, inp.length_unit, 'LENGTH_MUST_BE_POSITIVE', 'Trace length');
  return isOutcome(lengthM) ? lengthM : { thicknessM, lengthM };
}

/** DC resistance, drop and dissipation of a conductor at `tempC` carrying `current` (when a length is known). */
export function conductorLoss(lengthM: number | undefined, areaM2: number, tempC: number, current: number) {
  if (lengthM === undefined) return {};
  const resistance_ohm = copperResistance(lengthM, areaM2, tempC);
  return { resistance_ohm, voltage_drop_V: current * resistance_ohm, power_loss_W: current * current * resistance_ohm };
}

const fmt = (x: number) => String(Number(x.toPrecision(4)));
