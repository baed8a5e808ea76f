// Runs one tool on raw inputs and returns what every surface sends: the
// calculation envelope (HTTP 200) or the error body with its HTTP status.
// Pure: REST, MCP, snapshots, server-rendered pages and the browser worker call
// it alike, so they cannot disagree.
import type { Outcome, Warning } from './contract.ts';
import type { RunnableTool, ToolLinks, VerificationObject } from './runnable.ts';
import { prepareInputs } from './inputs.ts';
import { formatNumber, isFiniteNumber, NonFiniteValue, nonFinitePath } from './numeric.ts';
import { engineProblem, problem, type ProblemBody } from './problem.ts';

export const API_VERSION = 'v1';
export const API_CONTRACT_VERSION = '1.0.0';

export interface Envelope {
  id: string;
  tool: string;
  engine: string;
  capability_id: string | null;
  status: 'success' | 'empty' | 'invalid' | 'multiple_solutions';
  inputs: Record<string, unknown>;
  result: unknown;
  result_detail: { value: unknown; unit: string | null; formatted: string | null };
  formula: { id?: string; expression?: string; label?: string } | null;
  assumptions: string[];
  warnings: Warning[];
  verification: VerificationObject;
  calculation_version: string;
  spec_version: string;
  api_version: string;
  api_contract_version: string;
  page: string | null;
  links: ToolLinks;
  derived?: Record<string, unknown>;
  // Present when status is 'invalid' (DECISIONS.md 1).
  code?: string;
  field?: string;
  detail?: string;
  suggestion?: string;
}

export type Answer = { http: 200; body: Envelope } | { http: number; body: ProblemBody };

/** The form of every published calculation version (MAJOR.MINOR.PATCH); a pin is checked against it before any lookup. */
export const VERSION_FORMAT = /^\d{1,6}\.\d{1,6}\.\d{1,6}$/;

/** Resolves a pin (header or body) against the tool's published versions. */
export function checkPin(tool: RunnableTool, pin: unknown): ProblemBody | null {
  if (pin === undefined || pin === null || pin === '') return null;
  if (typeof pin !== 'string') {
    return problem(400, 'INVALID_INPUT', 'calculation_version must be a version string such as "1.0.0".', {
      field: 'calculation_version',
      suggestion: `Send "${tool.version}" or leave calculation_version out for the current version.`,
    });
  }
  if (VERSION_FORMAT.test(pin) && Object.hasOwn(tool.versions, pin)) return null;
  const published = Object.keys(tool.versions);
  const what = VERSION_FORMAT.test(pin) ? 'has no published calculation version' : 'has no calculation version named';
  return problem(409, 'VERSION_MISMATCH', `${tool.id} ${what} ${JSON.stringify(pin.slice(0, 40))}; published: ${published.join(', ')}.`, {
    field: 'calculation_version',
    recoverable: true,
    suggestion: `Pin one of ${published.join(', ')}, or leave the pin out to run the current version ${tool.version}.`,
    extra: { published_versions: published, current_version: tool.version },
  });
}

export function calculate(tool: RunnableTool, rawInputs: unknown, pin?: unknown): Answer {
  const pinProblem = checkPin(tool, pin);
  if (pinProblem) return { http: pinProblem.http_status, body: pinProblem };
  const version = typeof pin === 'string' && pin ? pin : tool.version;

  try {
    const prepared = prepareInputs(tool.plan, rawInputs);
    if (!prepared.ok) return { http: 400, body: engineProblem(prepared.error) };
    const outcome = tool.versions[version](prepared.input) as Outcome;
    // The currency is the calculation's, not the engine's: echoed with the inputs, named as the amounts' unit.
    const inputs = prepared.currency ? { ...prepared.input, currency: prepared.currency } : prepared.input;
    return answer(tool, version, inputs, prepared.warnings, outcome, prepared.currency);
  } catch (e) {
    // An overflow or underflow deep inside a helper comes from the caller's input, not a bug; anything else propagates (HTTP 500).
    // prepareInputs refused anything but a plain object before any code that can throw one ran.
    if (e instanceof NonFiniteValue) return { http: 400, body: engineProblem(nonFinite(rawInputs as Record<string, unknown>, e.message)) };
    throw e;
  }
}

/**
 * The answer for an outcome reached outside one engine call (the generic solver's NO_SOLUTION on the
 * inputs it was given): the same envelope or error body calculate() sends for that outcome.
 */
export function answerFor(tool: RunnableTool, version: string, inputs: Record<string, unknown>, outcome: Outcome): Answer {
  return answer(tool, version, inputs, [], outcome);
}

function answer(tool: RunnableTool, version: string, inputs: Record<string, unknown>, inputWarnings: Warning[], outcome: Outcome, currency?: string): Answer {
  if (outcome.status === 'error') return { http: 400, body: engineProblem(outcome.error) };

  const decl = tool.engine;
  const warnings = outcome.warnings?.length ? [...inputWarnings, ...outcome.warnings] : inputWarnings;

  if (outcome.status === 'invalid') {
    const e = outcome.error;
    const body: Envelope = envelope(tool, version, 'invalid', inputs, null, { value: null, unit: null, formatted: null }, decl.formula, decl.assumptions, warnings);
    body.code = e.code;
    if (e.field !== undefined) body.field = e.field;
    body.detail = e.detail;
    body.suggestion = e.suggestion;
    return { http: 200, body };
  }

  const bad = nonFinitePath(outcome.result) ?? (outcome.derived ? nonFinitePath(outcome.derived, 'derived') : null);
  if (bad) return { http: 400, body: engineProblem(nonFinite(inputs, `${bad} is not finite`)) };
  if (outcome.status === 'success' && (outcome.result === null || outcome.result === undefined)) {
    throw new Error(`${decl.id}: success without a result`);
  }

  const declared = outcome.unit !== undefined ? outcome.unit : tool.unit;
  const unit = currency && declared ? declared.replace(/^currency\b/, currency) : declared;
  const detail = {
    value: outcome.result,
    unit,
    formatted: outcome.formatted !== undefined ? outcome.formatted : formatted(outcome.result, unit, decl.ui.headline),
  };
  const assumptions = outcome.assumptions?.length ? [...decl.assumptions, ...outcome.assumptions] : decl.assumptions;
  const body = envelope(tool, version, outcome.status, inputs, outcome.result, detail, outcome.formula ?? decl.formula, assumptions, warnings);
  if (outcome.derived) body.derived = outcome.derived;
  return { http: 200, body };
}

/** One literal, always the same key order: a single object shape, and the order the spec lists. */
function envelope(
  tool: RunnableTool,
  version: string,
  status: Envelope['status'],
  inputs: Record<string, unknown>,
  result: unknown,
  result_detail: Envelope['result_detail'],
  formula: Envelope['formula'],
  assumptions: string[],
  warnings: Warning[],
): Envelope {
  return {
    id: tool.id,
    tool: tool.id,
    engine: tool.engine.id,
    capability_id: tool.capability_id,
    status,
    inputs,
    result,
    result_detail,
    formula,
    assumptions,
    warnings,
    verification: tool.verification,
    calculation_version: version,
    spec_version: version,
    api_version: API_VERSION,
    api_contract_version: API_CONTRACT_VERSION,
    page: tool.page,
    links: tool.links,
  };
}

/** Overflow or underflow: name the largest input as the likely cause. */
function nonFinite(inputs: Record<string, unknown>, reason: string) {
  let field: string | undefined;
  let biggest = -1;
  for (const [k, v] of Object.entries(inputs)) {
    if (isFiniteNumber(v) && Math.abs(v) > biggest) {
      biggest = Math.abs(v);
      field = k;
    }
  }
  return {
    code: 'NON_FINITE_RESULT',
    field,
    detail: `The calculation leaves the range of double-precision numbers (${reason}).`,
    suggestion: field ? `Use a smaller magnitude for ${field}, or different units.` : 'Use smaller input magnitudes.',
  };
}

/** Generic display of a result: a number with its unit, or the headline field of an object. */
function formatted(result: unknown, unit: string | null, headline?: string): string | null {
  if (isFiniteNumber(result)) return unit ? `${formatNumber(result)} ${unit}` : formatNumber(result);
  if (typeof result === 'string') return result;
  if (headline && result && typeof result === 'object') {
    const v = (result as Record<string, unknown>)[headline];
    if (isFiniteNumber(v)) return `${headline} = ${formatNumber(v)}${unit ? ` ${unit}` : ''}`;
    if (typeof v === 'string') return `${headline} = ${v}`;
  }
  return null;
}
