// The capability catalog agents see: one card per capability id, the search
// over it (the site's own index, search.ts) and the trust filter of the spec.
import type { Registry } from './registry.ts';
import { inputJsonSchema, schemaUrl, type JsonSchema } from './schemas.ts';
import { rankSearch, searchIndexOf } from './search.ts';
import type { ResolvedTool } from './tools.ts';

export const TRUST_LEVELS = ['engine_tested', 'internally_reviewed', 'expert_verified', 'candidate', 'verified'] as const;
export type TrustLevel = (typeof TRUST_LEVELS)[number];

/** What a search answer says of any calculator, capability or not. */
export interface ToolCard {
  tool_id: string;
  engine: string;
  area: string;
  title: string;
  description: string;
  tier: string;
  calculation_version: string;
  page: string | null;
}

export type CapabilityCard = { capability_id: string } & ToolCard & { aliases: string[] };

function toolCard(t: ResolvedTool): ToolCard {
  return {
    tool_id: t.id,
    engine: t.engine.id,
    area: t.engine.area,
    title: t.title,
    description: t.description,
    tier: t.verification.tier,
    calculation_version: t.version,
    page: t.page,
  };
}

export function capabilityCard(t: ResolvedTool, reg: Registry): CapabilityCard {
  return {
    capability_id: t.capability_id!,
    ...toolCard(t),
    aliases: [...reg.tools.values()].filter((o) => o.capability_id === t.capability_id && o.id !== t.id).map((o) => o.id),
  };
}

export function capabilityCards(reg: Registry): CapabilityCard[] {
  return [...reg.capabilities.values()]
    .map((t) => capabilityCard(t, reg))
    .sort((a, b) => a.capability_id.localeCompare(b.capability_id));
}

/** The tiers a trust filter admits; `verified` means the highest level only. */
export function tiersFor(level: TrustLevel): string[] {
  return level === 'verified' ? ['expert_verified'] : [level];
}

export interface SearchArgs {
  query?: string;
  trust_level?: TrustLevel;
  limit?: number;
}

/**
 * A REST-only calculator that matched a search: not an MCP capability (the
 * spec keeps it off MCP), so the answer says how to call it over REST.
 */
export interface RestOnlyCard extends ToolCard {
  score: number;
  method: 'POST';
  url: string;
  input_schema_url: string;
  input_schema: JsonSchema;
  /** A request body from the calculator's first worked example that succeeds. */
  example: { name: string; body: { inputs: Record<string, unknown> } } | null;
}

/** At most this many REST-only calculators ride along with a search answer. */
const REST_ONLY_MAX = 5;

export const REST_ONLY_NOTE =
  'REST-only calculators are not MCP capabilities: execute_calculation cannot run them. Call POST <url> on this server (the origin of /mcp) with a JSON body {"inputs": {...}} shaped by input_schema; example.body is a worked example.';

export function restOnlyCard(t: ResolvedTool, score: number): RestOnlyCard {
  const ex = t.engine.examples.find((x) => (!x.tool || x.tool === t.id) && (x.expect.status === undefined || x.expect.status === 'success'));
  return {
    ...toolCard(t),
    score: round2(score),
    method: 'POST',
    url: `/api/v1/calc/${t.id}`,
    input_schema_url: schemaUrl(t, 'input'),
    input_schema: inputJsonSchema(t),
    example: ex ? { name: ex.name, body: { inputs: ex.inputs } } : null,
  };
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * Capabilities ranked by the site's search (engines/derive/search.ts), best
 * first, and beside them the REST-only calculators that match, so an agent
 * asking for "gpa" or "monthly mortgage payment" learns where to call them.
 * Without a query: every capability, by id.
 */
export function searchCapabilities(reg: Registry, { query = '', trust_level, limit = 20 }: SearchArgs) {
  const admitted = trust_level ? tiersFor(trust_level) : null;
  const admits = (t: ResolvedTool) => !admitted || admitted.includes(t.verification.tier);
  const capabilities: (CapabilityCard & { score: number })[] = [];
  const restOnly: RestOnlyCard[] = [];
  if (query.trim() === '') {
    for (const card of capabilityCards(reg)) if (!admitted || admitted.includes(card.tier)) capabilities.push({ ...card, score: 0 });
  } else {
    const seen = new Set<string>();
    for (const hit of rankSearch(searchIndexOf(reg), query)) {
      const tool = hit.capability ? reg.capabilities.get(hit.capability) : reg.tools.get(hit.id);
      const key = hit.capability ?? hit.id;
      if (!tool || seen.has(key) || !admits(tool)) continue;
      seen.add(key);
      if (hit.capability) capabilities.push({ ...capabilityCard(tool, reg), score: round2(hit.score) });
      else if (restOnly.length < REST_ONLY_MAX) restOnly.push(restOnlyCard(tool, hit.score));
    }
  }
  const items = capabilities.slice(0, limit);
  const rest = restOnly.slice(0, Math.min(limit, REST_ONLY_MAX));
  return {
    query,
    trust_level: trust_level ?? null,
    total: capabilities.length,
    returned: items.length,
    items,
    rest_only: { note: REST_ONLY_NOTE, returned: rest.length, items: rest },
  };
}
