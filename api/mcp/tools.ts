// The four MCP tools as plain functions over the registry: search, inspect,
// execute (the same engine and envelope as REST) and the paid path.
import * as z from 'zod/mini';
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

export function search(args: z.infer<typeof searchInput>): ToolOutcome {
  const data = searchCapabilities(registry, args);
  const lines = data.items.slice(0, 10).map((i) => `- ${i.capability_id} (${i.tier}): ${i.title}`);
  return { ok: true, data, text: `${data.total} capabilities match${data.query ? ` "${data.query}"` : ''}.\n${lines.join('\n')}` };
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
    examples: e.examples.filter((x) => !x.tool || x.tool === tool.id).map(({ name, inputs, expect, source }) => ({ name, inputs, expect, source })),
    verification: tool.verification,
    links: tool.links,
    commerce: {
      free: true,
      execute_with: 'execute_calculation',
      paid_path: { mcp_tool: 'compute_paid', rest: 'POST /api/v1/commerce/compute', price_usd: PRICE_USD, live_charging: false },
    },
  };
  return { ok: true, data, text: `${tool.title} (${capability_id} ${tool.version}): ${tool.description}\nInputs: ${Object.keys(tool.plan.shape).join(', ')}` };
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
