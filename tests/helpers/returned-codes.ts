// Runs every tool on its worked examples and on probing inputs (each field
// spoilt in turn: left out, zero, negative, tiny, huge, the hostile values of
// tests/helpers/hostile.ts, every enum value) and collects the error and
// warning codes each engine actually returns. The declared-codes test compares
// them with what the engine declares.
import { calculate, type Answer } from '../../engines/core/run.ts';
import type { ResolvedTool } from '../../engines/derive/tools.ts';
import { baseInputs, extremeValues } from './hostile.ts';

export interface Returned {
  errors: Map<string, string>;
  warnings: Map<string, string>;
}

/** Numbers that cross the usual domain edges of a physical or money input. */
const PROBE_NUMBERS = [0, -1, -0.5, 1e-12, 0.5, 1, 2, 99, 100, 101, 1e6, 1e12, -1e12, 360, 1000];

/** The error code and warning codes of one answer. */
function codesOf(a: Answer): { error?: string; warnings: string[] } {
  const b = a.body as { status?: string; code?: string; warnings?: { code: string }[] };
  const error = a.http !== 200 || b.status === 'invalid' ? b.code : undefined;
  return { error, warnings: (b.warnings ?? []).map((w) => w.code) };
}

/** Every probe of one tool: [what was sent, inputs]. */
export function* probes(tool: ResolvedTool): Generator<[string, Record<string, unknown>]> {
  for (const ex of tool.engine.examples) if ((ex.tool ?? tool.engine.id) === tool.id) yield [`example ${ex.name}`, ex.inputs];
  const base = baseInputs(tool);
  yield ['base', base];
  yield ['an unknown input', { ...base, not_an_input_of_any_calculator: 1 }];
  for (const [key, shape] of Object.entries(tool.plan.shape)) {
    const { [key]: _left, ...without } = base;
    yield [`${key} left out`, without];
    const values: unknown[] = [...extremeValues(shape)];
    if (shape.kind === 'number' || shape.kind === 'integer') values.push(...PROBE_NUMBERS);
    if (shape.kind === 'enum') values.push(...(shape.values ?? []));
    if (shape.kind === 'boolean') values.push(true, false);
    for (const v of values) yield [`${key}=${JSON.stringify(v)?.slice(0, 40)}`, { ...base, [key]: v }];
  }
}

/** Codes the tool returned, each with the first probe that produced it. */
export function returnedCodes(tool: ResolvedTool, into: Returned = { errors: new Map(), warnings: new Map() }): Returned {
  for (const [what, inputs] of probes(tool)) {
    const { error, warnings } = codesOf(calculate(tool, inputs));
    if (error && !into.errors.has(error)) into.errors.set(error, `${tool.id} ${what}`);
    for (const w of warnings) if (!into.warnings.has(w)) into.warnings.set(w, `${tool.id} ${what}`);
  }
  return into;
}
