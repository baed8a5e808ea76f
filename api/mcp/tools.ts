// The four MCP tools as plain functions over the registry: search, inspect,
// execute (the same engine and envelope as REST) and the paid path.
import * as z from 'zod/mini';
import { engineCodes } from '../../engines/core/codes.ts';
import type { EngineDeclaration } from '../../engines/core/contract.ts';
import { calculate, type Envelope } from '../../engines/core/run.ts';
import { problem, type ProblemBody } from '../../engines/core/problem.ts';
import { capabilityCard, searchCapabilities, TRUST_LEVELS } from '../../engines/derive/capabilities.ts';
import { inputJsonSchema, outputJsonSchema } from '../../engines/derive/schemas.ts';
import { registry } from '../../engines/registry.ts';
import { paidOutcome, paidRequestSchema, PRICE_USD } from '../commerce.ts';

export type ToolOutcome = { ok: true; data: Record<string, unknown>; text: string; meta?: Record<string, unknown> } | { ok: false; error: ProblemBody; text: string };

const notFound = (id: string): ToolOutcome => {
  const error = problem(404, 'CAPABILITY_NOT_FOUND', `No capability has the id ${JSON.stringify(id.slice(0, 80))}.`, {
    field: 'capability_id',
    suggestion: 'Call search_capabilities to find capability ids (REST-only calculators such as gpa are not capabilities).',
  });
  return { ok: false, error, text: `${error.code}: ${error.detail} ${error.suggestion}` };
};

export const searchInput = z.object({
  query: z.optional(z.string().check(z.maxLength(500))),
  trust_level: z.optional(z.enum(TRUST_LEVELS)),
  limit: z.optional(z.int().check(z.gte(1), z.lte(500))),
});

const searchItem = z.looseObject({ capability_id: z.string(), tool_id: z.string(), title: z.string(), tier: z.string(), calculation_version: z.string(), score: z.number() });
const restOnlyItem = z.looseObject({
  tool_id: z.string(),
  title: z.string(),
  tier: z.string(),
  calculation_version: z.string(),
  score: z.number(),
  method: z.literal('POST'),
  url: z.string(),
  input_schema_url: z.string(),
  input_schema: z.record(z.string(), z.unknown()),
  example: z.nullable(z.object({ name: z.string(), body: z.object({ inputs: z.record(z.string(), z.unknown()) }) })),
});

/** What search_capabilities answers: capabilities, and beside them the REST-only calculators that match. */
export const searchOutput = z.object({
  query: z.string(),
  trust_level: z.nullable(z.string()),
  total: z.int(),
  returned: z.int(),
  items: z.array(searchItem),
  rest_only: z.object({ note: z.string(), returned: z.int(), items: z.array(restOnlyItem) }),
});

export function search(args: z.infer<typeof searchInput>): ToolOutcome {
  const data = searchCapabilities(registry, args);
  const asked = data.query ? ` "${data.query}"` : '';
  const lines = data.items.slice(0, 10).map((i) => `- ${i.capability_id} (${i.tier}, score ${i.score}): ${i.title}`);
  let text = data.total || !data.rest_only.returned ? `${data.total} capabilities match${asked}${data.total ? ', best first' : ''}.\n${lines.join('\n')}` : `No MCP capability matches${asked}.`;
  if (data.rest_only.returned) {
    const rest = data.rest_only.items.map((r) => `- ${r.tool_id}: ${r.title} — ${r.method} ${r.url}, input schema ${r.input_schema_url}${r.example ? `, e.g. ${JSON.stringify(r.example.body)}` : ''}`);
    text += `\n\nREST-only calculators that match (not MCP capabilities, so execute_calculation cannot run them; call the REST API on this server instead, POST with a JSON body {"inputs": {...}}):\n${rest.join('\n')}`;
  }
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

export const inspectInput = z.object({ capability_id: z.string().check(z.maxLength(200)) });

export function inspect({ capability_id }: z.infer<typeof inspectInput>): ToolOutcome {
  const tool = registry.capabilities.get(capability_id);
  if (!tool) return notFound(capability_id);
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
    commerce: {
      free: true,
      execute_with: 'execute_calculation',
      paid_path: { mcp_tool: 'compute_paid', rest: 'POST /api/v1/commerce/compute', price_usd: PRICE_USD, live_charging: false },
    },
  };
  return { ok: true, data, text: `${tool.title} (${capability_id} ${tool.version}): ${tool.description}\nInputs: ${Object.keys(tool.plan.shape).join(', ')}${e.errors.length ? `\nError codes besides the input codes: ${e.errors.join(', ')}` : ''}` };
}

export const executeInput = z.object({
  capability_id: z.string().check(z.maxLength(200)),
  inputs: z.record(z.string(), z.unknown()),
  calculation_version: z.optional(z.string().check(z.maxLength(40))),
  snapshot: z.optional(z.boolean().check(z.meta({ description: 'true: also return a link to an immutable snapshot of this calculation (nothing is stored: the link carries the inputs and version, and the result is recomputed when it is opened).' }))),
});

export function execute({ capability_id, inputs, calculation_version }: z.infer<typeof executeInput>): ToolOutcome {
  const tool = registry.capabilities.get(capability_id);
  if (!tool) return notFound(capability_id);
  const answer = calculate(tool, inputs, calculation_version);
  if (answer.http !== 200) {
    const error = answer.body as ProblemBody;
    return { ok: false, error, text: `${error.code}${error.field ? ` (${error.field})` : ''}: ${error.detail} ${error.suggestion}` };
  }
  const env = answer.body as Envelope;
  const shown = env.result_detail.formatted ?? JSON.stringify(env.result);
  // An agent that reads only the text must not miss a warning (outside the validity range, a clamped input…).
  const warnings = env.warnings.map((w) => `\nWarning ${w.code}: ${w.detail}${w.suggestion ? ` ${w.suggestion}` : ''}`).join('');
  // An `invalid` answer says why at the top level (DECISIONS.md 1), as an error does.
  const why = env.status === 'invalid' ? ` — ${env.code}${env.field ? ` (${env.field})` : ''}: ${env.detail} ${env.suggestion}` : '';
  return { ok: true, data: env as unknown as Record<string, unknown>, text: `${tool.title}: ${env.status}${env.status === 'success' ? ` — ${shown}` : why}\n${JSON.stringify(env.result)}${warnings}` };
}

export const paidInput = paidRequestSchema;

export function computePaid(args: z.infer<typeof paidInput>): ToolOutcome {
  const error = paidOutcome(args);
  return { ok: false, error, text: `${error.code}: ${error.detail} ${error.suggestion}` };
}
