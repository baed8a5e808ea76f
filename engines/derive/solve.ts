// Solve for any number input of any calculator: which value of `solve_for`
// makes the output `target` take a given value, with the other inputs known.
// Derived from the declaration alone: the trial values come from the field's
// declared domain (search-grid.ts), the roots from the same calculate() every
// surface runs (roots.ts), so a new engine is solvable with nothing added.
//
// The answer is the calculation envelope for the completed inputs (its inputs
// hold the solved value) with a `solve` member: solve_for, target, value,
// solutions (every root found in the domain, ascending), the tolerance reached
// and the method. Several roots → status multiple_solutions (value is the root
// nearest the caller's guess, else the field's usual value); none → status
// invalid with code NO_SOLUTION, saying the range the output reaches here.
import type { Outcome } from '../core/contract.ts';
import { numberFromText, formatNumber } from '../core/numeric.ts';
import { own } from '../core/own.ts';
import { problem, type ProblemBody } from '../core/problem.ts';
import { fieldQuantity } from '../core/quantity/field.ts';
import { readTypedNumber } from '../core/quantity/input.ts';
import { numberFields } from '../core/quantity/plan.ts';
import { readQuantity } from '../core/quantity/read.ts';
import { unitSymbol } from '../core/quantity/units.ts';
import { rationalToNumber } from '../core/exact-rational.ts';
import { answerFor, calculate, checkPin, type Answer, type Envelope } from '../core/run.ts';
import { nearestStandard, type ESeries } from '../electrical/_lib/e-series.ts';
import { ACCEPT_REL, BudgetExceeded, findRoots, MAX_EVALUATIONS, MAX_SOLUTIONS, type Root } from './roots.ts';
import { domainOf, domainText, searchGrid, scaleOf, type Domain } from './search-grid.ts';
import { inputJsonSchema, outputJsonSchema, type JsonSchema } from './schemas.ts';
import { resultLabels } from './result-labels.ts';
import type { ResolvedTool } from './tools.ts';

/** What solve() and sweep() take besides the request: a bound the surface sets (its time budget). */
export interface OperationOptions {
  /** Asked before each calculation: true stops the operation with COMPUTE_BUDGET_EXCEEDED. */
  overBudget?: () => boolean;
  /** Named in the budget error (the surface's setting, e.g. SOLVE_COMPUTE_MS=250). */
  budgetText?: string;
}

export interface SolveRequest {
  inputs?: Record<string, unknown>;
  solve_for: string;
  target: Record<string, number | string>;
  calculation_version?: string;
}

export interface StandardValue {
  series: ESeries;
  value: number;
  /** The target output with this value in place of the solved one; null where the calculation gives none. */
  output: number | null;
  error_pct: number | null;
}

export interface SolveMember {
  solve_for: string;
  /** The unit of value and solutions (a unit select's choice, or the field's unit). */
  unit: string | null;
  target: { output: string; value: number; unit: string | null };
  value: number | null;
  solutions: number[];
  /** Largest |output − target| / |target| over the solutions (the scale of the outputs seen when the target is 0). */
  tolerance: number | null;
  method: string;
  /** Where the search looked: the field's domain and the grid's ends. */
  searched: { domain: string; from: number; to: number; grid: 'linear' | 'log'; points: number };
  evaluations: number;
  /** More than MAX_SOLUTIONS roots: the ones nearest the guess (or the field's usual value) are listed. */
  truncated?: true;
  /** Resistor, capacitor and inductor fields: the nearest E12, E24 and E96 values and the output each gives. */
  standard_values?: StandardValue[];
  /** NO_SOLUTION only: the least and greatest output found over the domain with these inputs. */
  reachable?: { min: number; max: number } | null;
}

/** A refused request: the error body and its HTTP status. */
export type Refusal = { http: number; body: ProblemBody };
export type SolveAnswer = { http: 200; body: Envelope & { solve: SolveMember } } | Refusal;

const METHOD = 'Grid scan of the declared domain for sign changes of output − target, each bracket narrowed by bisection then Illinois regula falsi; touching roots by golden-section search. Deterministic: fixed grid and iteration rules.';
const COMPONENT_DIMENSIONS = new Set(['resistance', 'capacitance', 'inductance']);
const STANDARD_SERIES: ESeries[] = ['E12', 'E24', 'E96'];

const isPlainObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * Converts (once per tool, then cached) the schemas solve and sweep read, so that a surface starts its
 * compute budget after this one-time work, not during it.
 */
export function prepareOperation(tool: ResolvedTool): void {
  numericOutputs(tool);
  inputJsonSchema(tool);
}

/**
 * The unit a number input's value is in: the option its unit select has in these inputs (or the select's
 * default), else the field's declared unit; null for a field without one.
 */
export function inputUnit(tool: ResolvedTool, key: string, inputs: Record<string, unknown>): string | null {
  const select = numberFields(tool.plan).get(key)?.select;
  if (select) {
    const chosen = typeof inputs[select.key] === 'string' && select.units.has(inputs[select.key] as string) ? (inputs[select.key] as string) : select.fallback;
    const unit = chosen === undefined ? undefined : select.units.get(chosen);
    if (unit) return unitSymbol(unit);
  }
  return own(tool.plan.hints, key)?.unit ?? null;
}

/** The number inputs of a tool (the fields solve_for and vary.input may name). */
export const numberInputs = (tool: ResolvedTool): string[] => Object.keys(tool.plan.shape).filter((k) => ['number', 'integer'].includes(tool.plan.shape[k].kind));

/** The tool's numeric outputs and their units: the number fields of its result, or `result` for a result that is one number. */
export function numericOutputs(tool: ResolvedTool): Map<string, string | null> {
  const schema = outputJsonSchema(tool);
  const labels = resultLabels(tool);
  const out = new Map<string, string | null>();
  const isNumber = (s: JsonSchema | undefined) => s !== undefined && (s.type === 'number' || s.type === 'integer');
  if (isNumber(schema)) out.set('result', tool.unit);
  const visit = (s: JsonSchema) => {
    for (const [k, p] of Object.entries(s.properties ?? {})) if (isNumber(p) && !out.has(k)) out.set(k, own(labels, k)?.unit ?? (k === 'value' ? tool.unit : null));
    for (const key of ['anyOf', 'oneOf', 'allOf']) for (const b of (s[key] as JsonSchema[] | undefined) ?? []) visit(b);
  };
  visit(schema);
  return out;
}

/** The output's number in an answer: result[key], or the result itself for `result`. */
export function outputValue(result: unknown, key: string): number | null {
  const v = key === 'result' && typeof result === 'number' ? result : isPlainObject(result) ? result[key] : undefined;
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

const bad = (code: string, field: string, detail: string, suggestion: string): Refusal => ({ http: 400, body: problem(400, code, detail, { field, suggestion }) });

export const budgetProblem = (what: string, evaluations: number, budgetText?: string): ProblemBody =>
  problem(413, 'COMPUTE_BUDGET_EXCEEDED', `The ${what} used the computation one request may use (${budgetText ?? `${MAX_EVALUATIONS} calculations`}) after ${evaluations} calculations and was stopped.`, {
    recoverable: true,
    suggestion: what === 'sweep' ? 'Ask for fewer points, or split the range over several requests.' : 'Give more of the other inputs, or solve a cheaper direction (a field the engine solves itself).',
  });

/**
 * A number field's value given as a number or as text with its unit, read by the shared input layer's
 * reader (the value an answer's inputs would show); the error names `field`.
 */
export function readInputNumber(tool: ResolvedTool, key: string, raw: unknown, given: Record<string, unknown>, field: string): { ok: true; value: number } | { ok: false; answer: Refusal } {
  const direct = numberFromText(raw);
  if (direct !== undefined && Number.isFinite(direct)) return { ok: true, value: direct + 0 };
  const number = numberFields(tool.plan).get(key);
  if (typeof raw === 'string' && number) {
    const read = readTypedNumber(number, raw, key, given, new Map());
    if (read.ok) return { ok: true, value: read.value };
    return { ok: false, answer: bad(read.code, field, read.detail, read.suggestion) };
  }
  return { ok: false, answer: bad('INVALID_NUMBER', field, `${field} must be a number or a number with its unit, got ${describe(raw)}.`, `Give ${field} as a number, e.g. ${scaleOf(tool, key)}.`) };
}

function readTarget(tool: ResolvedTool, raw: unknown): { ok: true; key: string; value: number; unit: string | null } | { ok: false; answer: Refusal } {
  const outputs = numericOutputs(tool);
  const listed = [...outputs.keys()].slice(0, 30).join(', ');
  if (!isPlainObject(raw) || Object.keys(raw).length !== 1) {
    return { ok: false, answer: bad('INVALID_TARGET', 'target', `target must be an object with exactly one output and its wanted value, got ${describe(raw)}.`, `Send e.g. {"target": {"${outputs.keys().next().value ?? 'result'}": 3.3}}; numeric outputs: ${listed}.`) };
  }
  const [key, v] = Object.entries(raw)[0];
  if (!outputs.has(key)) {
    return { ok: false, answer: bad('INVALID_TARGET', 'target', `${JSON.stringify(key.slice(0, 60))} is not a numeric output of ${tool.id}.`, `Name one of ${listed}.`) };
  }
  const unit = outputs.get(key) ?? null;
  const direct = numberFromText(v);
  if (direct !== undefined && Number.isFinite(direct)) return { ok: true, key, value: direct + 0, unit };
  if (typeof v === 'string') {
    const read = readQuantity(v, fieldQuantity(unit ? { label: key, unit } : undefined, 'number'), `target ${key}`);
    if (read.ok) {
      const n = rationalToNumber(read.value);
      if (Number.isFinite(n)) return { ok: true, key, value: n + 0, unit };
    } else return { ok: false, answer: bad(read.code === 'UNIT_MISMATCH' ? 'UNIT_MISMATCH' : 'INVALID_TARGET', 'target', read.detail, read.suggestion) };
  }
  return { ok: false, answer: bad('INVALID_TARGET', 'target', `The target value of ${key} must be a finite number${unit ? ` (or a number with its unit, e.g. "3.3 ${unit}")` : ''}, got ${describe(v)}.`, `Give the value of ${key} you want, e.g. {"${key}": 1}.`) };
}

/** Checks what solve and sweep share: the body's inputs and the number field they name. */
export function readOperation(tool: ResolvedTool, body: unknown, fieldName: string, fieldOf: (b: Record<string, unknown>) => unknown): { ok: true; inputs: Record<string, unknown>; key: string; pin: unknown } | { ok: false; answer: Refusal } {
  if (!isPlainObject(body)) return { ok: false, answer: bad('INVALID_INPUT', 'inputs', `The request must be a JSON object, got ${describe(body)}.`, 'Send {"inputs": {…}, …}.') };
  const inputs = body.inputs ?? {};
  if (!isPlainObject(inputs)) return { ok: false, answer: bad('INVALID_INPUT', 'inputs', `inputs must be an object of the known inputs, got ${describe(inputs)}.`, 'Send {"inputs": {"field": value, …}}.') };
  const pin = body.calculation_version;
  const pinProblem = checkPin(tool, pin);
  if (pinProblem) return { ok: false, answer: { http: pinProblem.http_status, body: pinProblem } };
  const named = fieldOf(body);
  const candidates = numberInputs(tool);
  const suggestion = candidates.length ? `Name one of ${tool.id}'s number inputs: ${candidates.join(', ')}.` : `${tool.id} has no number inputs to solve for or vary.`;
  if (typeof named !== 'string' || named === '') return { ok: false, answer: bad('INVALID_SOLVE_FIELD', fieldName, `${fieldName} must name a number input of ${tool.id}, got ${describe(named)}.`, suggestion) };
  const key = own(tool.engine.inputAliases, named) ?? named;
  const shape = own(tool.plan.shape, key);
  if (!shape) return { ok: false, answer: bad('INVALID_SOLVE_FIELD', fieldName, `${tool.id} has no input ${JSON.stringify(named.slice(0, 60))}.`, suggestion) };
  if (shape.kind !== 'number' && shape.kind !== 'integer') return { ok: false, answer: bad('INVALID_SOLVE_FIELD', fieldName, `${key} is ${shape.kind === 'enum' ? 'a choice' : `a ${shape.kind} input`}, not a number: only number inputs can be solved for or varied.`, suggestion) };
  return { ok: true, inputs: inputs as Record<string, unknown>, key, pin };
}

/** The known inputs without the field (under any of its names): the field's value, when given, is the guess. */
export function withoutField(tool: ResolvedTool, inputs: Record<string, unknown>, key: string): { known: Record<string, unknown>; guess: unknown } {
  // Without a prototype, a key such as "__proto__" stays an input (refused or ignored as unknown, as calculate() does).
  const known: Record<string, unknown> = Object.create(null);
  let guess: unknown;
  for (const [k, v] of Object.entries(inputs)) {
    if ((own(tool.engine.inputAliases, k) ?? k) === key) guess ??= v;
    else known[k] = v;
  }
  return { known, guess };
}

export function solve(tool: ResolvedTool, body: unknown, options: OperationOptions = {}): SolveAnswer {
  const op = readOperation(tool, body, 'solve_for', (b) => b.solve_for);
  if (!op.ok) return op.answer;
  const { key, pin } = op;
  const target = readTarget(tool, (body as Record<string, unknown>).target);
  if (!target.ok) return target.answer;
  const { known, guess: rawGuess } = withoutField(tool, op.inputs, key);
  if (target.key !== key && Object.hasOwn(known, target.key) && own(tool.plan.shape, target.key)) {
    return bad('INVALID_TARGET', 'target', `${target.key} is both a known input and the target.`, `Leave ${target.key} out of inputs: the target says which value it should have.`);
  }
  if (target.key === key) return bad('INVALID_TARGET', 'target', `${key} is the field solved for; the target must be another output.`, `Name an output that depends on ${key}.`);
  let guess: number | undefined;
  if (rawGuess !== undefined && rawGuess !== null && rawGuess !== '') {
    const read = readInputNumber(tool, key, rawGuess, known, key);
    if (!read.ok) return read.answer;
    guess = read.value;
  }

  const version = typeof pin === 'string' && pin ? pin : tool.version;
  const domain = domainOf(tool, key);
  const at = (x: number) => calculate(tool, { ...known, [key]: x }, version);
  const evaluate = (x: number) => {
    const a = at(x);
    return a.http === 200 && (a.body as Envelope).status === 'success' ? outputValue((a.body as Envelope).result, target.key) : null;
  };
  let evaluations = 0;
  const overBudget = () => options.overBudget?.() === true;
  const scale = scaleOf(tool, key, guess);
  let search;
  try {
    if (overBudget()) throw new BudgetExceeded('');
    const grid = searchGrid(domain, scale, {
      answersAt: (x) => {
        evaluations++;
        return evaluate(x) !== null;
      },
    });
    search = { grid, found: findRoots(evaluate, grid.points, target.value, { integer: domain.integer, overBudget, centre: scale }) };
  } catch (e) {
    if (e instanceof BudgetExceeded) return { http: 413, body: budgetProblem('solve', evaluations, options.budgetText) };
    throw e;
  }
  const { grid, found } = search;
  evaluations += found.evaluations;
  const searched = { domain: domainText(domain), from: grid.points[0] ?? NaN, to: grid.points.at(-1) ?? NaN, grid: grid.kind, points: grid.points.length };
  const member = (roots: Root[], value: number | null): SolveMember => ({
    solve_for: key,
    unit: inputUnit(tool, key, known),
    target: { output: target.key, value: target.value, unit: target.unit },
    value,
    solutions: roots.map((r) => r.x),
    tolerance: roots.length ? Math.max(...roots.map((r) => r.residual)) : null,
    method: domain.integer ? `${METHOD} Whole-number field: the bracketing pair's whole number nearer the target.` : METHOD,
    searched,
    evaluations,
    ...(found.truncated ? { truncated: true as const } : {}),
  });

  if (!found.roots.length) {
    const sample = at(scale);
    // Nothing answered anywhere, for a reason not about the unknown (a required input left out): that is the answer.
    if (found.range === null && sample.http !== 200 && (sample.body as ProblemBody).field !== key) return sample as Refusal;
    return noSolution(tool, version, known, key, target, domain, found.range, member([], null), sample);
  }

  // The root reported as `value`: nearest the guess (else the usual value) in ratio terms, the lower on a tie.
  const distance = (x: number) => (x > 0 && scale > 0 ? Math.abs(Math.log(x / scale)) : Math.abs(x - scale) / scale + 1e3);
  const chosen = found.roots.reduce((best, r) => (distance(r.x) < distance(best.x) ? r : best));
  const completed = at(chosen.x);
  if (completed.http !== 200) return completed as SolveAnswer;
  const env = completed.body as Envelope;
  const solveMember = member(found.roots, chosen.x);
  const component = numberFields(tool.plan).get(key)?.quantity.unit?.def.dimension;
  if (component && COMPONENT_DIMENSIONS.has(component) && chosen.x > 0) {
    solveMember.standard_values = STANDARD_SERIES.map((series) => {
      // Three calculations, always made: a budget never changes an answer, it only refuses one.
      const value = nearestStandard(chosen.x, series).value;
      const output = evaluate(value);
      solveMember.evaluations++;
      return { series, value, output, error_pct: output === null || target.value === 0 ? null : ((output - target.value) / Math.abs(target.value)) * 100 };
    });
  }
  const status = found.roots.length > 1 ? 'multiple_solutions' : env.status;
  return { http: 200, body: { ...env, status, solve: solveMember } };
}

function noSolution(tool: ResolvedTool, version: string, known: Record<string, unknown>, key: string, target: { key: string; value: number; unit: string | null }, domain: Domain, range: { min: number; max: number } | null, member: SolveMember, sample: Answer): SolveAnswer {
  const unit = target.unit && !/^currency/.test(target.unit) ? ` ${target.unit}` : '';
  const show = (x: number) => `${formatNumber(x, 6)}${unit}`;
  let detail: string;
  let suggestion: string;
  if (range) {
    const span = range.min === range.max ? `is ${show(range.min)} for every ${key} tried` : `can be between ${formatNumber(range.min, 6)} and ${show(range.max)} here`;
    detail = `No ${key} in its domain (${domainText(domain)}) gives ${target.key} = ${show(target.value)}: with these inputs ${target.key} ${span} (over ${member.searched.points} values of ${key} from ${formatNumber(member.searched.from, 6)} to ${formatNumber(member.searched.to, 6)}, and between them).`;
    suggestion = `Ask for a ${target.key} in that range, or change the other inputs.`;
  } else {
    const why = sample.http !== 200 ? ` (${(sample.body as ProblemBody).code}: ${(sample.body as ProblemBody).detail})` : (sample.body as Envelope).status === 'invalid' ? ` (${(sample.body as Envelope).code}: ${(sample.body as Envelope).detail})` : '';
    detail = `With these inputs no value of ${key} gives a ${target.key}${why}.`;
    suggestion = `Check the other inputs: calculate once with a value for ${key} to see what the calculator needs.`;
  }
  const outcome: Outcome = { status: 'invalid', error: { code: 'NO_SOLUTION', field: key, detail, suggestion } };
  const answer = answerFor(tool, version, known, outcome);
  if (answer.http !== 200) return answer as SolveAnswer;
  return { http: 200, body: { ...(answer.body as Envelope), solve: { ...member, reachable: range ? { min: range.min, max: range.max } : null } } };
}

function describe(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'string') return v.length > 40 ? `a ${v.length}-character text` : JSON.stringify(v);
  if (typeof v === 'number') return String(v);
  return typeof v;
}

export { ACCEPT_REL, MAX_SOLUTIONS };
