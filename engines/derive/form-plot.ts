// A page's Plot panel and "solve for" question, computed from the form's text:
// the form is read by the same functions as the calculation (form-inputs.ts), so
// "4k7" in a box means the same in the chart, the solve and the answer; then the
// generic sweep() and solve() every surface shares do the work. The browser's
// engine worker and the server's render of a page URL both run these functions,
// so a shared plot URL draws the same chart before and after the page hydrates.
import type { Picture } from '../core/contract.ts';
import { roundSig } from '../core/numeric.ts';
import { CURRENCY_KEY } from '../core/quantity/currency.ts';
import type { Envelope } from '../core/run.ts';
import type { ProblemBody } from '../core/problem.ts';
import { inputsFromForm } from './form-inputs.ts';
import { chosenValue, type FormModel, type FormValues } from './form-text.ts';
import { settleUnits } from './form-units.ts';
import { PLOT_MAX_POINTS, type PlotState, type SolveState } from './plot-text.ts';
import { domainOf, scaleOf } from './search-grid.ts';
import { numberInputs, numericOutputs, outputValue, readInputNumber, solve, type OperationOptions, type SolveMember, type StandardValue } from './solve.ts';
import { DEFAULT_SWEEP_POINTS, MAX_SWEEP_POINTS, sweep, type SweepBody } from './sweep.ts';
import { defaultChartOutput, sweepPicture, type ChartSize } from './sweep-chart.ts';
import type { ResolvedTool } from './tools.ts';

export { DEFAULT_SWEEP_POINTS, MAX_SWEEP_POINTS, PLOT_MAX_POINTS };

/** A number output of the calculator and its unit: what a chart can draw and a target can name. */
export interface OutputChoice {
  key: string;
  unit: string | null;
}

/** Which box a message belongs to: a part of the plot or solve state, or null for the calculation's inputs. */
export type StateField = keyof PlotState | keyof SolveState | null;

export interface PlotRow {
  x: number;
  y: number | null;
  /** Why a point has no value (the calculation's message there). */
  note?: string;
}

export type PlotAnswer =
  | {
      ok: true;
      input: string;
      /** The range drawn: the state's, or its defaults where it was blank. */
      from: number;
      to: number;
      points: number;
      scale: 'linear' | 'log';
      /** The unit of the varied input (the one chosen beside it, when the page offers a choice). */
      unit: string | null;
      output: string;
      outputs: OutputChoice[];
      picture: Picture;
      rows: PlotRow[];
      /** Set when no point gave a value: what the calculation said at the first point. */
      note?: string;
    }
  | { ok: false; field: StateField; detail: string; outputs: OutputChoice[]; budget?: true };

export type SolveView =
  | {
      ok: true;
      input: string;
      unit: string | null;
      output: string;
      outputUnit: string | null;
      target: number;
      value: number;
      /** Every value found (ascending); more than one for status multiple_solutions. */
      solutions: number[];
      standard: StandardValue[];
    }
  | { ok: false; field: StateField; detail: string; reachable?: { min: number; max: number } | null; budget?: true };

/** The calculator has number inputs and number outputs: its page offers the Plot and Solve panels. */
export const plottable = (tool: ResolvedTool): boolean => numberInputs(tool).length > 0 && numericOutputs(tool).size > 0;

/** The calculator's number outputs (a chart's y choices and a solve's targets). */
export const outputChoices = (tool: ResolvedTool): OutputChoice[] => [...numericOutputs(tool)].map(([key, unit]) => ({ key, unit }));

/** The inputs the form's text gives (units typed with numbers settled as the calculation settles them). */
function formInputs(tool: ResolvedTool, model: FormModel, values: FormValues): Record<string, unknown> {
  return inputsFromForm(model, settleUnits(tool, model, values, {})).inputs;
}

/** The unit a number field's values are in: the one chosen beside it where the engine offers a choice, else its declared one. */
function unitOf(tool: ResolvedTool, model: FormModel, values: FormValues, key: string): string | null {
  const field = model.fields.find((f) => f.key === key);
  const select = field?.unitField ? model.fields.find((f) => f.key === field.unitField) : undefined;
  if (select && !select.pageUnit) return chosenValue(select, values) ?? null;
  return tool.plan.hints[key]?.unit ?? null;
}

/**
 * The range a plot of `key` starts with: a tenth to ten times its current value on a log scale (the field's
 * usual value when it has none), inside its declared domain; over the whole domain, linearly, when that is
 * narrow (a ratio 0…1), 0…100 linearly for a value in % between them, and around 0 linearly when the value is 0.
 */
export function defaultRange(tool: ResolvedTool, key: string, current: number | undefined): { from: number; to: number; scale: 'linear' | 'log' } {
  const d = domainOf(tool, key);
  const x = current !== undefined && Number.isFinite(current) ? current : scaleOf(tool, key);
  const finite = d.min !== undefined && d.max !== undefined;
  let from: number;
  let to: number;
  let scale: 'linear' | 'log';
  if (finite && d.max! - d.min! <= 1000 * Math.max(Math.abs(x), Number.MIN_VALUE)) {
    [from, to, scale] = [d.min!, d.max!, 'linear'];
  } else if (tool.plan.hints[key]?.unit === '%' && x >= 0 && x <= 100 && (d.min ?? 0) <= 0 && (d.max ?? 100) >= 100) {
    // A plain percentage (a grade, a weight, a share) reads best from 0 to 100 %, even where more is allowed.
    [from, to, scale] = [Math.max(d.min ?? 0, 0), 100, 'linear'];
  } else if (x === 0) {
    const s = scaleOf(tool, key);
    [from, to, scale] = [d.min !== undefined && d.min >= 0 ? d.min : -s, s, 'linear'];
  } else {
    [from, to, scale] = x > 0 ? [x / 10, x * 10, 'log'] : [x * 10, x / 10, 'log'];
    if (d.min !== undefined && from < d.min) from = d.min;
    if (d.max !== undefined && to > d.max) to = d.max;
  }
  // An exclusive bound is not itself a value of the field: step just inside it.
  const span = to - from;
  if (d.minExclusive && d.min !== undefined && from <= d.min) from = d.min + (d.integer ? 1 : span / 1000);
  if (d.maxExclusive && d.max !== undefined && to >= d.max) to = d.max - (d.integer ? 1 : span / 1000);
  if (d.integer) [from, to] = [Math.ceil(from), Math.floor(to)];
  [from, to] = [roundSig(from, 6), roundSig(to, 6)];
  if (!(to > from)) to = from + Math.max(1, Math.abs(from));
  // A log range needs ends of one sign, neither 0.
  if (scale === 'log' && !(from > 0 === to > 0 && from !== 0 && to !== 0 && to / from >= 2)) scale = 'linear';
  return { from, to, scale };
}

/** The chart a phone's page asks for: its labels stay readable when it fills a narrow screen. */
export const NARROW_CHART: ChartSize = { width: 420, height: 320 };

const SWEEP_FIELDS: Record<string, StateField> = { 'vary.input': 'input', 'vary.from': 'from', 'vary.to': 'to', 'vary.points': 'points', 'vary.scale': 'scale' };

/**
 * The chart of the plot state over the form's text: the varied input's other values are the form's, the points
 * are sweep()'s, the picture is sweepPicture()'s. A state that cannot be read names its box.
 */
export function plotForm(tool: ResolvedTool, model: FormModel, values: FormValues, state: PlotState, options: OperationOptions = {}, narrow = false): PlotAnswer {
  const outputs = outputChoices(tool);
  const refuse = (field: StateField, detail: string, budget = false): PlotAnswer => ({ ok: false, field, detail, outputs, ...(budget ? { budget: true as const } : {}) });
  const inputs = formInputs(tool, model, values);
  const key = state.input;
  let from: string | number = state.from.trim();
  let to: string | number = state.to.trim();
  let scale = state.scale.trim();
  if (from === '' || to === '') {
    const raw = inputs[key];
    const current = raw === undefined ? undefined : readInputNumber(tool, key, raw, inputs, key);
    const range = Object.hasOwn(tool.plan.shape, key) ? defaultRange(tool, key, current?.ok ? current.value : undefined) : undefined;
    if (range) {
      if (from === '') from = range.from;
      if (to === '') to = range.to;
      if (scale === '') scale = state.from.trim() === '' && state.to.trim() === '' ? range.scale : 'linear';
    }
  }
  const pointsText = state.points.trim();
  const points = pointsText === '' ? DEFAULT_SWEEP_POINTS : Number(pointsText);
  if (!Number.isInteger(points)) return refuse('points', `Points must be a whole number from 2 to ${MAX_SWEEP_POINTS}, got ${JSON.stringify(pointsText.slice(0, 20))}.`);
  const a = sweep(tool, { inputs, vary: { input: key, from, to, points, scale: scale || 'linear' } }, options);
  if (a.http !== 200) {
    const e = a.body as ProblemBody;
    if (e.code === 'COMPUTE_BUDGET_EXCEEDED') return refuse(null, e.detail, true);
    return refuse(SWEEP_FIELDS[e.field ?? ''] ?? null, e.detail);
  }
  const body = a.body as SweepBody;
  // Amounts are in the calculation's currency: its code on the axes ('USD per kWh'), or no unit without one.
  const currency = values[CURRENCY_KEY]?.trim();
  const money = (u: string | null) => (u && /^currency\b/.test(u) ? u.replace(/^currency\b\s*/, currency ? `${currency} ` : '').trim() || null : u);
  body.vary.unit = money(unitOf(tool, model, values, body.vary.input));
  body.outputs = body.outputs.map((o) => ({ ...o, unit: money(o.unit) }));
  const drawable = body.outputs.filter((o) => o.key !== body.vary.input);
  // The output asked for, else the first that changes, else (no point answered) the page's headline or the first there is.
  const headline = drawable.find((o) => o.key === tool.engine.ui.headline)?.key;
  const output = drawable.some((o) => o.key === state.y) ? state.y : (defaultChartOutput(body) ?? headline ?? drawable[0]?.key ?? null);
  if (output === null) return refuse(null, `${tool.title} has no number output to plot.`);
  const answered = (s: string) => s === 'success' || s === 'multiple_solutions' || s === 'empty';
  const rows: PlotRow[] = body.points.map((p) => {
    const x = p.inputs[body.vary.input];
    const y = answered(p.status) ? outputValue(p.result, output) : null;
    return { x: typeof x === 'number' ? x : Number(x), y, ...(y === null && p.detail ? { note: p.detail } : {}) };
  });
  const firstNote = rows.every((r) => r.y === null) ? (rows.find((r) => r.note)?.note ?? `No point gave a value of ${output}.`) : undefined;
  return {
    ok: true,
    input: body.vary.input,
    from: body.vary.from,
    to: body.vary.to,
    points: body.vary.points,
    scale: body.vary.scale,
    unit: body.vary.unit,
    output,
    outputs: drawable,
    picture: narrow ? sweepPicture(body, output, NARROW_CHART) : sweepPicture(body, output),
    rows,
    ...(firstNote ? { note: firstNote } : {}),
  };
}

const SOLVE_FIELDS: Record<string, StateField> = { solve_for: 'input', target: 'target' };

/**
 * The value of the solve question's input that makes its output take the target, the other inputs being
 * the form's (the box's own value, when it holds one, is the guess that picks among several solutions).
 */
export function solveForm(tool: ResolvedTool, model: FormModel, values: FormValues, state: SolveState, options: OperationOptions = {}): SolveView {
  if (state.target.trim() === '') return { ok: false, field: 'target', detail: `Give the value ${state.output || 'the output'} should have.` };
  const inputs = formInputs(tool, model, values);
  const a = solve(tool, { inputs, solve_for: state.input, target: { [state.output]: state.target.trim() } }, options);
  if (a.http !== 200) {
    const e = a.body as ProblemBody;
    if (e.code === 'COMPUTE_BUDGET_EXCEEDED') return { ok: false, field: null, detail: e.detail, budget: true };
    const field = SOLVE_FIELDS[e.field ?? ''];
    return { ok: false, field: field ?? null, detail: field === undefined && e.field ? `${e.field}: ${e.detail}` : e.detail };
  }
  const body = a.body as Envelope & { solve: SolveMember };
  const s = body.solve;
  if (body.status === 'invalid' || s.value === null) return { ok: false, field: null, detail: body.detail ?? `No value of ${state.input} was found.`, reachable: s.reachable ?? null };
  return {
    ok: true,
    input: s.solve_for,
    unit: unitOf(tool, model, values, s.solve_for),
    output: s.target.output,
    outputUnit: s.target.unit,
    target: s.target.value,
    value: s.value,
    solutions: s.solutions,
    standard: s.standard_values ?? [],
  };
}

