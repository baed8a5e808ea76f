// Sweep one number input of any calculator over a range and answer what the
// calculation gives at each point: `{tool_id, vary, points: [{inputs, status,
// result}]}`. Each point is exactly the answer of calculate() there (an error at
// a point is that point's status, with its code; the sweep itself succeeds). The
// points are fixed by the request (linear or logarithmic steps from `from` to
// `to`), bounded by MAX_SWEEP_POINTS, and each calculation asks the surface's
// budget first. CSV and an SVG chart of the same points are in sweep-chart.ts.
import { problem, type ProblemBody } from '../core/problem.ts';
import { calculate, type Envelope } from '../core/run.ts';
import { budgetProblem, inputUnit, numericOutputs, readInputNumber, readOperation, withoutField, type OperationOptions } from './solve.ts';
import { domainOf } from './search-grid.ts';
import { own } from '../core/own.ts';
import type { ResolvedTool } from './tools.ts';

export const MAX_SWEEP_POINTS = 1000;
export const DEFAULT_SWEEP_POINTS = 50;

export interface SweepPoint {
  /** The inputs the point was calculated from: the answer's canonical inputs, or those sent where it is an error. */
  inputs: Record<string, unknown>;
  /** success, empty, invalid, multiple_solutions, or error. */
  status: string;
  result: unknown;
  /** invalid and error points: the code, and what it says. */
  code?: string;
  detail?: string;
}

export interface SweepBody {
  tool_id: string;
  engine: string;
  calculation_version: string;
  vary: { input: string; from: number; to: number; points: number; scale: 'linear' | 'log'; unit: string | null };
  /** The numeric outputs of the calculator, with their units: the columns a table or chart may show. */
  outputs: { key: string; unit: string | null }[];
  points: SweepPoint[];
}

export type SweepAnswer = { http: 200; body: SweepBody } | { http: number; body: ProblemBody };

const bad = (field: string, detail: string, suggestion: string): SweepAnswer => ({ http: 400, body: problem(400, 'INVALID_SWEEP', detail, { field, suggestion }) });

/** The values of the varied input: `points` steps from `from` to `to`, both ends included. */
export function sweepValues(from: number, to: number, points: number, scale: 'linear' | 'log', integer = false): number[] {
  const out: number[] = [];
  for (let i = 0; i < points; i++) {
    const f = points === 1 ? 0 : i / (points - 1);
    let x = i === points - 1 ? to : scale === 'log' ? Math.sign(from) * Math.abs(from) ** (1 - f) * Math.abs(to) ** f : from * (1 - f) + to * f;
    if (integer) x = Math.round(x);
    out.push(x + 0);
  }
  return out;
}

export function sweep(tool: ResolvedTool, body: unknown, options: OperationOptions = {}): SweepAnswer {
  const vary = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).vary : undefined;
  if (typeof vary !== 'object' || vary === null || Array.isArray(vary)) {
    return bad('vary', 'vary must be an object naming the input to vary and its range.', 'Send {"vary": {"input": "<field>", "from": 1, "to": 100, "points": 50, "scale": "linear"}}.');
  }
  const v = vary as Record<string, unknown>;
  const op = readOperation(tool, body, 'vary.input', () => v.input);
  if (!op.ok) return op.answer;
  const { key, pin } = op;
  const { known } = withoutField(tool, op.inputs, key);

  const ends: number[] = [];
  for (const end of ['from', 'to'] as const) {
    if (v[end] === undefined || v[end] === null || v[end] === '') return bad(`vary.${end}`, `vary.${end} is required.`, `Give vary.${end} as a value of ${key}.`);
    const read = readInputNumber(tool, key, v[end], known, `vary.${end}`);
    if (!read.ok) return read.answer;
    ends.push(read.value);
  }
  const [from, to] = ends;
  const points = v.points ?? DEFAULT_SWEEP_POINTS;
  if (typeof points !== 'number' || !Number.isInteger(points) || points < 2 || points > MAX_SWEEP_POINTS) {
    return bad('vary.points', `vary.points must be a whole number from 2 to ${MAX_SWEEP_POINTS}, got ${JSON.stringify(points)?.slice(0, 40)}.`, `Use up to ${MAX_SWEEP_POINTS} points (default ${DEFAULT_SWEEP_POINTS}); split a longer range over several requests.`);
  }
  const scale = v.scale ?? 'linear';
  if (scale !== 'linear' && scale !== 'log') return bad('vary.scale', `vary.scale must be "linear" or "log", got ${JSON.stringify(scale)?.slice(0, 40)}.`, 'Use "linear" (equal steps) or "log" (equal ratios).');
  if (scale === 'log' && !(from !== 0 && to !== 0 && from > 0 === to > 0)) {
    return bad('vary.from', `A log sweep needs from and to of one sign and not 0, got ${from} and ${to}.`, `Start from a small positive value (e.g. ${to > 0 ? to / 1000 : 0.001}), or use "linear".`);
  }
  const unknownKeys = Object.keys(v).filter((k) => !['input', 'from', 'to', 'points', 'scale'].includes(k));
  if (unknownKeys.length) return bad(`vary.${unknownKeys[0]}`, `vary has no member ${JSON.stringify(unknownKeys[0].slice(0, 40))}.`, 'vary takes input, from, to, points and scale.');

  const version = typeof pin === 'string' && pin ? pin : tool.version;
  const values = sweepValues(from, to, points, scale, domainOf(tool, key).integer);
  const out: SweepPoint[] = [];
  for (const x of values) {
    if (options.overBudget?.()) return { http: 413, body: budgetProblem('sweep', out.length, options.budgetText) };
    const sent = { ...known, [key]: x };
    const a = calculate(tool, sent, version);
    if (a.http === 200) {
      const env = a.body as Envelope;
      const p: SweepPoint = { inputs: env.inputs, status: env.status, result: env.result };
      if (env.status === 'invalid') Object.assign(p, { code: env.code, detail: env.detail });
      out.push(p);
    } else {
      const e = a.body as ProblemBody;
      out.push({ inputs: sent, status: 'error', result: null, code: e.code, detail: e.detail });
    }
  }
  const outputs = [...numericOutputs(tool)].map(([k, unit]) => ({ key: k, unit }));
  const unit = inputUnit(tool, key, known);
  return { http: 200, body: { tool_id: tool.id, engine: tool.engine.id, calculation_version: version, vary: { input: key, from, to, points, scale, unit }, outputs, points: out } };
}
