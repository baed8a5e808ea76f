// The state of a calculator page's Plot panel and its "solve for" question, as
// text: what the panel's boxes show and what the page URL carries, beside the
// form's own text (form-text.ts). The keys are prefixed (plot_from, not from)
// because calculators have inputs named scale, y and target. Like the form
// text, numbers are locale-neutral; blank means "the default" (the range around
// the current value, DEFAULT_SWEEP_POINTS, the first output that changes).
// Light on purpose: the island imports it (the plot code itself, form-plot.ts,
// runs in the worker and in the server's render).

/** The most points a plot may have: sweep()'s documented maximum (MAX_SWEEP_POINTS, which a test holds this to), kept here so the island need not load the sweep. */
export const PLOT_MAX_POINTS = 1000;

/** Which input is varied, over which range, and which output is drawn. */
export interface PlotState {
  /** The number input varied (its key). */
  input: string;
  from: string;
  to: string;
  points: string;
  /** 'linear' | 'log' (blank: the default range's own, else linear). */
  scale: string;
  /** The output drawn (blank: the first that changes over the range). */
  y: string;
}

/** Which input is the unknown, and which value an output should take. */
export interface SolveState {
  input: string;
  output: string;
  target: string;
}

/** URL key of each part of the plot state. */
export const PLOT_KEYS: Record<keyof PlotState, string> = { input: 'plot', from: 'plot_from', to: 'plot_to', points: 'plot_points', scale: 'plot_scale', y: 'plot_y' };
/** URL key of each part of the solve question. */
export const SOLVE_KEYS: Record<keyof SolveState, string> = { input: 'solve', output: 'solve_y', target: 'solve_target' };

/** Longest text a URL may put in one box: a number with a unit is far shorter; anything longer is cut. */
export const MAX_STATE_TEXT = 64;

const read = (search: URLSearchParams, key: string): string => (search.get(key) ?? '').trim().slice(0, MAX_STATE_TEXT);

/** The plot a page URL asks for, or null when it names no input to vary. */
export function plotFromQuery(search: URLSearchParams): PlotState | null {
  const input = read(search, PLOT_KEYS.input);
  if (!input) return null;
  const state = blankPlot(input);
  for (const k of Object.keys(PLOT_KEYS) as (keyof PlotState)[]) if (k !== 'input') state[k] = read(search, PLOT_KEYS[k]);
  return state;
}

/** The solve question a page URL asks, or null when it names no unknown. */
export function solveFromQuery(search: URLSearchParams): SolveState | null {
  const input = read(search, SOLVE_KEYS.input);
  return input ? { input, output: read(search, SOLVE_KEYS.output), target: read(search, SOLVE_KEYS.target) } : null;
}

/** The query parameters of a plot and a solve question (blank parts left out), added to `q`. */
export function stateQuery(plot: PlotState | null, solve: SolveState | null, q = new URLSearchParams()): URLSearchParams {
  const add = <S extends object>(state: S | null, keys: Record<keyof S, string>) => {
    if (!state) return;
    for (const k of Object.keys(keys) as (keyof S)[]) {
      const v = String(state[k] ?? '').trim();
      if (v) q.set(keys[k], v);
    }
  };
  add(plot, PLOT_KEYS);
  add(solve, SOLVE_KEYS);
  return q;
}

/** Every URL key of the panels' state: a page switch the URL keeps as it is, never a form field. */
export const STATE_KEYS: readonly string[] = [...Object.values(PLOT_KEYS), ...Object.values(SOLVE_KEYS)];

/** A plot of `input` over its default range. */
export const blankPlot = (input: string): PlotState => ({ input, from: '', to: '', points: '', scale: '', y: '' });

export const samePlot = (a: PlotState | null, b: PlotState | null): boolean =>
  a === b || (a !== null && b !== null && (Object.keys(PLOT_KEYS) as (keyof PlotState)[]).every((k) => a[k] === b[k]));

/**
 * A new plot (no range given: the panel just opened, or another input was chosen) with the range, points,
 * scale and output it was drawn with written in, so the boxes and the URL show what the chart shows (the
 * same chart: the numbers read back exactly). Any other state is left as it is: a box the visitor empties
 * while typing is not filled in again under their cursor (the chart uses the default meanwhile).
 */
export function filledPlot(state: PlotState, answer: { ok: false } | { ok: true; input: string; from: number; to: number; points: number; scale: 'linear' | 'log'; output: string }): PlotState {
  if (!answer.ok || answer.input !== state.input || state.from.trim() !== '' || state.to.trim() !== '') return state;
  const fill = (text: string, value: number | string) => (text.trim() === '' ? String(value) : text);
  return { ...state, from: String(answer.from), to: String(answer.to), points: fill(state.points, answer.points), scale: answer.scale, y: fill(state.y, answer.output) };
}
