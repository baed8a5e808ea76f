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

/** How to run a calculator found by a search: execute_calculation for a capability, REST for the others. */
export type RunWith =
  | { with: 'execute_calculation'; arguments: { capability_id: string; inputs: Record<string, unknown> } }
  | { with: 'rest'; method: 'POST'; url: string; input_schema_url: string; body: { inputs: Record<string, unknown> }; curl: string };

/** One search result: a capability, or a REST-only calculator marked as such (the spec keeps it off MCP execution). */
export type SearchItem = ToolCard & {
  capability_id: string | null;
  rest_only: boolean;
  score: number;
  /** A request that works, from the calculator's first succeeding worked example. */
  run: RunWith;
};

const firstExample = (t: ResolvedTool) => t.engine.examples.find((x) => (x.tool ?? t.engine.id) === t.id && (x.expect.status ?? 'success') === 'success')?.inputs ?? {};

/** `origin`: where this service is reached (absolute URLs for REST-only results); relative without it. */
export function searchItem(t: ResolvedTool, score: number, origin = ''): SearchItem {
  const inputs = firstExample(t);
  if (t.capability_id) return { capability_id: t.capability_id, ...toolCard(t), rest_only: false, score: round2(score), run: { with: 'execute_calculation', arguments: { capability_id: t.capability_id, inputs } } };
  const url = `${origin}/api/v1/calc/${t.id}`;
  const body = { inputs };
  return {
    capability_id: null,
    ...toolCard(t),
    rest_only: true,
    score: round2(score),
    run: { with: 'rest', method: 'POST', url, input_schema_url: `${origin}${schemaUrl(t, 'input')}`, body, curl: `curl -X POST ${url} -H 'Content-Type: application/json' -d '${JSON.stringify(body).replaceAll("'", "'\\''")}'` },
  };
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * Calculators ranked by the site's search (engines/derive/search.ts), best first, in one ranking: each result's
 * `rank` is its place in it, a REST-only calculator (gpa, the finance and developer tools) included, marked, with a
 * ready REST request. `items` are the capabilities (the spec's catalog, which MCP executes) and `rest_only` the
 * others, so the catalog never lists what execute_calculation refuses, and the text reads the one ranking. Without a
 * query: every capability, by id. `excluded_by_trust`: how many matched but were left out by the trust filter.
 */
export function searchCapabilities(reg: Registry, { query = '', trust_level, limit = 20 }: SearchArgs, origin = '') {
  const admitted = trust_level ? tiersFor(trust_level) : null;
  const admits = (tier: string) => !admitted || admitted.includes(tier);
  const found: SearchItem[] = [];
  let excluded = 0;
  if (query.trim() === '') {
    for (const t of [...reg.capabilities.values()].sort((a, b) => a.capability_id!.localeCompare(b.capability_id!))) {
      if (admits(t.verification.tier)) found.push(searchItem(t, 0, origin));
      else excluded++;
    }
  } else {
    const seen = new Set<string>();
    for (const hit of rankSearch(searchIndexOf(reg), query)) {
      const tool = hit.capability ? reg.capabilities.get(hit.capability) : reg.tools.get(hit.id);
      const key = hit.capability ?? hit.id;
      if (!tool || seen.has(key)) continue;
      seen.add(key);
      if (admits(tool.verification.tier)) found.push(searchItem(tool, hit.score, origin));
      else excluded++;
    }
  }
  const ranked = found.slice(0, limit).map((item, i) => ({ ...item, rank: i + 1 }));
  return {
    query,
    trust_level: trust_level ?? null,
    total: found.length,
    returned: ranked.length,
    excluded_by_trust: excluded,
    items: ranked.filter((i) => !i.rest_only),
    rest_only: ranked.filter((i) => i.rest_only),
  };
}
