// The four MCP tools as plain functions over the registry: search, inspect,
// execute (the same engine and envelope as REST) and the paid path.
import * as z from 'zod/mini';
import { engineCodes } from '../../engines/core/codes.ts';
import type { EngineDeclaration } from '../../engines/core/contract.ts';
import { calculate, type Envelope } from '../../engines/core/run.ts';
import { problem, type ProblemBody } from '../../engines/core/problem.ts';
import { capabilityCard, searchCapabilities, TRUST_LEVELS } from '../../engines/derive/capabilities.ts';
import { inputJsonSchema, outputJsonSchema } from '../../engines/derive/schemas.ts';
import { headlineOf, headlineWords } from '../../engines/derive/headline.ts';
import { pageModel } from '../../engines/derive/page-model.ts';
import { nearestIds } from '../../engines/derive/nearest.ts';
import type { ResolvedTool } from '../../engines/derive/tools.ts';
import { inputSummary } from '../../engines/derive/input-summary.ts';
import { registry } from '../../engines/registry.ts';
import { paidOutcome, paidRequestSchema, PRICE_USD } from '../commerce.ts';
import { numberInputs, numericOutputs, prepareOperation, solve, type OperationOptions, type SolveMember } from '../../engines/derive/solve.ts';
import { MAX_SWEEP_POINTS, sweep, type SweepBody } from '../../engines/derive/sweep.ts';
import { defaultChartOutput } from '../../engines/derive/sweep-chart.ts';
import { formatNumber } from '../../engines/core/numeric.ts';
import { outputValue } from '../../engines/derive/solve.ts';
import { operationBudget } from '../solve.ts';

export type ToolOutcome = { ok: true; data: Record<string, unknown>; text: string; meta?: Record<string, unknown> } | { ok: false; error: ProblemBody; text: string };

/** Every id an agent may name: capability ids, and the tool ids and aliases that run a capability. */
const runnableIds = () => [...registry.capabilities.keys(), ...[...registry.tools.values()].filter((t) => t.capability_id).map((t) => t.id)];

const notFound = (id: string): ToolOutcome => {
  const near = nearestIds(id, runnableIds());
  const error = problem(404, 'CAPABILITY_NOT_FOUND', `No capability has the id ${JSON.stringify(id.slice(0, 80))}.`, {
    field: 'capability_id',
    suggestion: `${near.length ? `Did you mean ${near.map((n) => JSON.stringify(n)).join(' or ')}? ` : ''}Call search_capabilities to find capability ids (REST-only calculators such as gpa are not capabilities).`,
    ...(near.length ? { extra: { nearest_ids: near } } : {}),
  });
  return { ok: false, error, text: `${error.code}: ${error.detail} ${error.suggestion}` };
};

/** A REST-only calculator named by its tool id: where to run it instead (the spec keeps it off MCP execution). */
function restOnly(id: string, origin: string | undefined): ToolOutcome {
  const tool = registry.tools.get(id)!;
  const url = `${origin ?? ''}/api/v1/calc/${tool.id}`;
  const example = tool.engine.examples.find((e) => (e.tool ?? tool.engine.id) === tool.id && (e.expect.status ?? 'success') === 'success');
  const body = JSON.stringify({ inputs: example?.inputs ?? {} });
  const error = problem(404, 'CAPABILITY_NOT_FOUND', `${tool.id} (${tool.title}) is a REST-only calculator: execute_calculation does not run it.`, {
    field: 'capability_id',
    suggestion: `POST ${url} with a JSON body {"inputs": {...}}, e.g. curl -X POST ${url} -H 'Content-Type: application/json' -d '${body}'`,
    extra: { rest: { method: 'POST', url, example_body: JSON.parse(body) } },
  });
  return { ok: false, error, text: `${error.code}: ${error.detail} ${error.suggestion}` };
}

/**
 * The calculator an agent named: a capability id, or a tool id or alias that runs a capability
 * (`ohms-law`, `amps-to-kw` with its presets). A REST-only tool id answers where to run it.
 */
function resolve(id: string, origin?: string): { tool: ResolvedTool } | ToolOutcome {
  const byCapability = registry.capabilities.get(id);
  if (byCapability) return { tool: byCapability };
  const byTool = registry.tools.get(id);
  if (byTool?.capability_id) return { tool: byTool };
  return byTool ? restOnly(id, origin) : notFound(id);
}

export const searchInput = z.object({
  query: z.optional(z.string().check(z.maxLength(500), z.meta({ description: 'Words or a plain question ("resistor for a 20 mA LED on 5 V"); leave out to list every capability.' }))),
  trust_level: z.optional(z.enum(TRUST_LEVELS).check(z.meta({ description: 'Only capabilities at this verification tier (verified = the highest level only).' }))),
  limit: z.optional(z.int().check(z.gte(1), z.lte(500), z.meta({ description: 'Most results to return (default 20).' }))),
});

const searchItem = z.looseObject({
  capability_id: z.nullable(z.string()),
  tool_id: z.string(),
  title: z.string(),
  tier: z.string(),
  calculation_version: z.string(),
  score: z.number(),
  rank: z.int(),
  rest_only: z.boolean(),
  run: z.record(z.string(), z.unknown()),
});

/** What search_capabilities answers: the capabilities, and apart the REST-only calculators with a ready REST request; `rank` is each one's place in the one ranking by score. */
export const searchOutput = z.object({
  query: z.string(),
  trust_level: z.nullable(z.string()),
  total: z.int(),
  returned: z.int(),
  excluded_by_trust: z.int(),
  items: z.array(searchItem),
  rest_only: z.array(searchItem),
});

export function search(args: z.infer<typeof searchInput>, origin?: string): ToolOutcome {
  const data = searchCapabilities(registry, args, origin);
  const asked = data.query ? ` "${data.query}"` : '';
  const ranked = [...data.items, ...data.rest_only].sort((a, b) => a.rank - b.rank);
  const lines = ranked.slice(0, 10).map((i) =>
    i.run.with === 'rest'
      ? `- ${i.tool_id} (REST only, score ${i.score}): ${i.title} — execute_calculation cannot run it; ${i.run.curl}`
      : `- ${i.capability_id} (${i.tier}, score ${i.score}): ${i.title}`,
  );
  const filtered = data.excluded_by_trust ? ` (${data.excluded_by_trust} more match at other trust levels than ${data.trust_level}: leave trust_level out to see them)` : '';
  const text = data.total ? `${data.total} ${data.total === 1 ? 'calculator matches' : 'calculators match'}${asked}${data.total > 1 ? ', best first' : ''}${filtered}.\n${lines.join('\n')}` : data.excluded_by_trust ? `No calculator at trust level ${data.trust_level} matches${asked}${filtered}.` : `No calculator matches${asked}.`;
  return { ok: true, data, text };
}

/** Error and warning codes as inspect_capability lists them: code, HTTP status (and `invalid` for a 200 answer), meaning. */
function declaredCodes(e: EngineDeclaration) {
  const { errors, warnings } = engineCodes(e);
  return {
    error_codes: errors.map((i) => ({ code: i.code, http_status: i.http_status, ...(i.kind === 'invalid' ? { status: 'invalid' } : {}), meaning: i.meaning })),
    warning_codes: warnings.map((i) => ({ code: i.code, meaning: i.meaning })),
    errors_reference: '/errors',
  };
}

export const inspectInput = z.object({ capability_id: z.string().check(z.maxLength(200), z.meta({ description: 'A capability id from search_capabilities (electrical.led_resistor), or a tool id or alias that runs one (led-resistor).' })) });

export function inspect({ capability_id }: z.infer<typeof inspectInput>, origin?: string): ToolOutcome {
  const found = resolve(capability_id, origin);
  if (!('tool' in found)) return found;
  const { tool } = found;
  const e = tool.engine;
  const data = {
    ...capabilityCard(tool, registry),
    published_versions: Object.keys(tool.versions),
    input_schema: inputJsonSchema(tool),
    output_schema: outputJsonSchema(tool),
    formula: e.formula,
    assumptions: e.assumptions,
    limitations: e.limitations ?? [],
    // Every code this calculator can answer with (the shared input codes first): code is the contract.
    ...declaredCodes(e),
    examples: e.examples.filter((x) => !x.tool || x.tool === tool.id).map(({ name, inputs, expect, source }) => ({ name, inputs, expect, source })),
    verification: tool.verification,
    links: tool.links,
    // What solve_calculation may solve for and target, and sweep_calculation vary (REST: /solve and /sweep).
    solve_and_sweep: {
      number_inputs: numberInputs(tool),
      numeric_outputs: [...numericOutputs(tool).keys()],
      mcp_tools: ['solve_calculation', 'sweep_calculation'],
      rest: [`POST /api/v1/calc/${tool.id}/solve`, `POST /api/v1/calc/${tool.id}/sweep`],
    },
    commerce: {
      free: true,
      execute_with: 'execute_calculation',
      paid_path: { mcp_tool: 'compute_paid', rest: 'POST /api/v1/commerce/compute', price_usd: PRICE_USD, live_charging: false },
    },
  };
  const example = data.examples.find((x) => (x.expect.status ?? 'success') === 'success');
  const text = [
    `${tool.title} (${capability_id} ${tool.version}): ${tool.description}`,
    'Inputs (a number may also be text with its unit, e.g. "2.2 µF"):',
    inputSummary(tool),
    ...(example ? [`Example: execute_calculation {"capability_id": "${capability_id}", "inputs": ${JSON.stringify(example.inputs)}}`] : []),
    ...(e.errors.length ? [`Error codes besides the input codes: ${e.errors.join(', ')}`] : []),
    ...(numberInputs(tool).length ? [`solve_calculation can solve for ${numberInputs(tool).join(', ')} with a target among ${[...numericOutputs(tool).keys()].join(', ')}; sweep_calculation varies any of those inputs.`] : []),
  ].join('\n');
  return { ok: true, data, text };
}

export const executeInput = z.object({
  capability_id: z.string().check(z.maxLength(200), z.meta({ description: 'A capability id (electrical.ohms_law), or a tool id or alias that runs one (ohms-law).' })),
  inputs: z.record(z.string(), z.unknown()).check(z.meta({ description: 'The inputs, named as inspect_capability lists them; a number may be text with its unit ("2.2 µF", "20 mA").' })),
  calculation_version: z.optional(z.string().check(z.maxLength(40), z.meta({ description: 'A published calculation version to reproduce an earlier result; leave out for the current one.' }))),
  snapshot: z.optional(z.boolean().check(z.meta({ description: 'true: also return a link to an immutable snapshot of this calculation (nothing is stored: the link carries the inputs and version, and the result is recomputed when it is opened).' }))),
});

export function execute({ capability_id, inputs, calculation_version }: z.infer<typeof executeInput>, origin?: string): ToolOutcome {
  const found = resolve(capability_id, origin);
  if (!('tool' in found)) return found;
  const { tool } = found;
  const answer = calculate(tool, inputs, calculation_version);
  if (answer.http !== 200) {
    const error = answer.body as ProblemBody;
    return { ok: false, error, text: `${error.code}${error.field ? ` (${error.field})` : ''}: ${error.detail} ${error.suggestion}` };
  }
  const env = answer.body as Envelope;
  // The first line is what was asked for, in words with its unit (as the page heads it); the JSON line has the exact values.
  const page = pageModel(tool);
  const prefs = { locale: 'en-US', currency: typeof env.inputs.currency === 'string' ? env.inputs.currency : null };
  const asked = env.status === 'success' ? headlineWords(headlineOf(env.result, env.inputs, env.result_detail.unit, page), page, prefs, ': ') : null;
  const shown = env.result_detail.formatted ?? JSON.stringify(env.result);
  // An agent that reads only the text must not miss a warning (outside the validity range, a clamped input…).
  const warnings = env.warnings.map((w) => `\nWarning ${w.code}: ${w.detail}${w.suggestion ? ` ${w.suggestion}` : ''}`).join('');
  // An `invalid` answer says why at the top level (DECISIONS.md 1), as an error does.
  const why = env.status === 'invalid' ? ` — ${env.code}${env.field ? ` (${env.field})` : ''}: ${env.detail} ${env.suggestion}` : '';
  return { ok: true, data: env as unknown as Record<string, unknown>, text: `${asked ? `${asked}\n` : ''}${tool.title}: ${env.status}${env.status === 'success' ? ` — ${shown}` : why}\n${JSON.stringify(env.result)}${warnings}` };
}

export const paidInput = paidRequestSchema;

export function computePaid(args: z.infer<typeof paidInput>): ToolOutcome {
  const error = paidOutcome(args);
  return { ok: false, error, text: `${error.code}: ${error.detail} ${error.suggestion}` };
}

const capabilityArg = z.string().check(z.maxLength(200), z.meta({ description: 'A capability id (electrical.voltage_divider), or a tool id or alias that runs one (voltage-divider).' }));
const knownInputs = z.optional(z.record(z.string(), z.unknown()).check(z.meta({ description: 'The known inputs, named as inspect_capability lists them; a number may be text with its unit ("10k", "3.3 V").' })));
const versionArg = z.optional(z.string().check(z.maxLength(40), z.meta({ description: 'A published calculation version; leave out for the current one.' })));

export const solveInput = z.object({
  capability_id: capabilityArg,
  inputs: knownInputs,
  solve_for: z.string().check(z.maxLength(100), z.meta({ description: 'The number input to find (its value in inputs, if given, is the starting guess).' })),
  target: z.record(z.string(), z.union([z.number(), z.string().check(z.maxLength(200))])).check(z.meta({ description: 'One numeric output and the value it should take, e.g. {"Vout": 3.3} or {"Vout": "3.3 V"}.' })),
  calculation_version: versionArg,
});

/** solve_calculation: the envelope at the solved value with its `solve` member, or the error body. */
export const solveOutput = z.looseObject({ status: z.string(), solve: z.looseObject({ solve_for: z.string(), value: z.nullable(z.number()), solutions: z.array(z.number()) }) });

/** `budget`: the bound of this call (default SOLVE_COMPUTE_MS from now, started after the tool's one-time schema work). */
export function solveCalculation(args: z.infer<typeof solveInput>, origin?: string, budget?: OperationOptions): ToolOutcome {
  const found = resolve(args.capability_id, origin);
  if (!('tool' in found)) return found;
  const { tool } = found;
  prepareOperation(tool);
  const a = solve(tool, { inputs: args.inputs ?? {}, solve_for: args.solve_for, target: args.target, calculation_version: args.calculation_version }, budget ?? operationBudget());
  if (a.http !== 200) {
    const error = a.body as ProblemBody;
    return { ok: false, error, text: `${error.code}${error.field ? ` (${error.field})` : ''}: ${error.detail} ${error.suggestion}` };
  }
  const body = a.body as Envelope & { solve: SolveMember };
  const s = body.solve;
  const unit = s.target.unit ? ` ${s.target.unit}` : '';
  const fieldUnit = s.unit;
  const shown = (x: number) => `${formatNumber(x)}${fieldUnit ? ` ${fieldUnit}` : ''}`;
  const head =
    body.status === 'invalid'
      ? `${body.code} (${body.field}): ${body.detail} ${body.suggestion}`
      : `${s.solve_for} = ${shown(s.value!)} gives ${s.target.output} = ${formatNumber(s.target.value)}${unit} (relative tolerance ${s.tolerance}).` +
        (s.solutions.length > 1 ? ` Status multiple_solutions: every solution is ${s.solutions.map(shown).join(', ')}.` : '') +
        (s.standard_values ? ` Nearest standard values: ${s.standard_values.map((v) => `${v.series} ${shown(v.value)} → ${s.target.output} ${v.output === null ? '—' : formatNumber(v.output, 6)}${unit}`).join('; ')}.` : '');
  return { ok: true, data: body as unknown as Record<string, unknown>, text: `${tool.title}: ${head}\n${JSON.stringify(body.result)}` };
}

export const sweepInput = z.object({
  capability_id: capabilityArg,
  inputs: knownInputs,
  vary: z.object({
    input: z.string().check(z.maxLength(100), z.meta({ description: 'The number input to vary.' })),
    from: z.union([z.number(), z.string().check(z.maxLength(200))]),
    to: z.union([z.number(), z.string().check(z.maxLength(200))]),
    points: z.optional(z.int().check(z.gte(2), z.lte(MAX_SWEEP_POINTS), z.meta({ description: `Points from from to to, both included (default 50, at most ${MAX_SWEEP_POINTS}).` }))),
    scale: z.optional(z.enum(['linear', 'log']).check(z.meta({ description: 'linear: equal steps; log: equal ratios.' }))),
  }),
  calculation_version: versionArg,
});

/** sweep_calculation: the points (each the calculation there, an error at a point being its status), or the error body. */
export const sweepOutput = z.looseObject({ tool_id: z.string(), vary: z.looseObject({ input: z.string() }), points: z.array(z.looseObject({ status: z.string() })) });

export function sweepCalculation(args: z.infer<typeof sweepInput>, origin?: string, budget?: OperationOptions): ToolOutcome {
  const found = resolve(args.capability_id, origin);
  if (!('tool' in found)) return found;
  const { tool } = found;
  prepareOperation(tool);
  const a = sweep(tool, { inputs: args.inputs ?? {}, vary: args.vary, calculation_version: args.calculation_version }, budget ?? operationBudget());
  if (a.http !== 200) {
    const error = a.body as ProblemBody;
    return { ok: false, error, text: `${error.code}${error.field ? ` (${error.field})` : ''}: ${error.detail} ${error.suggestion}` };
  }
  const body = a.body as SweepBody;
  const output = defaultChartOutput(body);
  const unit = output ? (body.outputs.find((o) => o.key === output)?.unit ?? null) : null;
  const failed = body.points.filter((p) => p.status !== 'success').length;
  const rows = body.points.map((p) => `${p.inputs[body.vary.input]},${output ? (outputValue(p.result, output) ?? p.code ?? p.status) : p.status}`);
  const text = `${tool.title}: ${body.points.length} points of ${body.vary.input} from ${body.vary.from} to ${body.vary.to} (${body.vary.scale})${failed ? `; ${failed} without success (see each point's status)` : ''}.\n${body.vary.input}${body.vary.unit ? ` (${body.vary.unit})` : ''},${output ? `${output}${unit ? ` (${unit})` : ''}` : 'status'}\n${rows.join('\n')}`;
  return { ok: true, data: body as unknown as Record<string, unknown>, text };
}
