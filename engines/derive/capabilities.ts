// The capability catalog agents see: one card per capability id, search over
// ids, titles, descriptions and synonyms, and the trust filter of the spec.
import type { Registry } from './registry.ts';
import type { ResolvedTool } from './tools.ts';

export const TRUST_LEVELS = ['engine_tested', 'internally_reviewed', 'expert_verified', 'candidate', 'verified'] as const;
export type TrustLevel = (typeof TRUST_LEVELS)[number];

export interface CapabilityCard {
  capability_id: string;
  tool_id: string;
  engine: string;
  area: string;
  title: string;
  description: string;
  tier: string;
  calculation_version: string;
  page: string | null;
  aliases: string[];
}

export function capabilityCard(t: ResolvedTool, reg: Registry): CapabilityCard {
  return {
    capability_id: t.capability_id!,
    tool_id: t.id,
    engine: t.engine.id,
    area: t.engine.area,
    title: t.title,
    description: t.description,
    tier: t.verification.tier,
    calculation_version: t.version,
    page: t.page,
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

const STOP = new Set(['a', 'an', 'and', 'the', 'of', 'to', 'in', 'for', 'from', 'with', 'calculator', 'calc', 'calculate', 'compute', 'convert', 'converter']);

export function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9²³]+/)
    .filter((w) => w && !STOP.has(w))
    .map(stem);
}

/** Plural and common suffixes folded, so "resistors" finds "resistor". */
function stem(w: string): string {
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

interface Indexed {
  card: CapabilityCard;
  fields: { words: Set<string>; weight: number }[];
}

const indexes = new WeakMap<Registry, Indexed[]>();

function index(reg: Registry): Indexed[] {
  let idx = indexes.get(reg);
  if (idx) return idx;
  idx = capabilityCards(reg).map((card) => {
    const t = reg.capabilities.get(card.capability_id)!;
    const field = (text: string, weight: number) => ({ words: new Set(tokens(text)), weight });
    return {
      card,
      fields: [
        field(`${card.capability_id} ${card.tool_id} ${card.aliases.join(' ')}`, 5),
        field(card.title, 4),
        field(t.keywords.join(' '), 3),
        field(`${card.area} ${card.description}`, 1),
      ],
    };
  });
  indexes.set(reg, idx);
  return idx;
}

export interface SearchArgs {
  query?: string;
  trust_level?: TrustLevel;
  limit?: number;
}

/** Ranked by how many query words a capability matches, then by where they match. */
export function searchCapabilities(reg: Registry, { query = '', trust_level, limit = 20 }: SearchArgs) {
  const words = tokens(query);
  const admitted = trust_level ? tiersFor(trust_level) : null;
  const scored = [];
  for (const { card, fields } of index(reg)) {
    if (admitted && !admitted.includes(card.tier)) continue;
    let matched = 0;
    let score = 0;
    for (const w of words) {
      let best = 0;
      for (const f of fields) {
        if (f.words.has(w)) best = Math.max(best, f.weight);
        else if (w.length >= 3) for (const fw of f.words) if (fw.startsWith(w)) best = Math.max(best, f.weight * 0.6);
      }
      if (best > 0) matched++;
      score += best;
    }
    if (words.length && matched === 0) continue;
    scored.push({ card, matched, score });
  }
  scored.sort((a, b) => b.matched - a.matched || b.score - a.score || a.card.capability_id.localeCompare(b.card.capability_id));
  const items = scored.slice(0, limit).map(({ card, score }) => ({ ...card, score: Math.round(score * 100) / 100 }));
  return { query, trust_level: trust_level ?? null, total: scored.length, returned: items.length, items };
}
