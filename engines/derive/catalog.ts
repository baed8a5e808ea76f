// GET /api/v1/calc: every acceptable id, and per-area catalogs with page links.
import { API_CONTRACT_VERSION, API_VERSION } from '../core/run.ts';
import type { Area } from '../core/contract.ts';
import type { Registry } from './registry.ts';
import type { ResolvedTool } from './tools.ts';

/**
 * The catalog's calculation_version names the whole set of tool versions: a
 * digest of every "tool@version", so it changes exactly when one of them does.
 */
export function catalogVersion(reg: Registry): string {
  const text = reg.ids.map((id) => `${id}@${reg.tools.get(id)!.version}`).join('\n');
  return `1.0.0+${fnv1a(text)}`;
}

/** 32-bit FNV-1a as 8 hex digits: a stable digest that needs no crypto module. */
export function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

export interface CatalogEntry {
  id: string;
  engine: string;
  title: string;
  capability_id: string | null;
  calculation_version: string;
  page: string | null;
  tier: string;
}

export const catalogEntry = (t: ResolvedTool): CatalogEntry => ({
  id: t.id,
  engine: t.engine.id,
  title: t.title,
  capability_id: t.capability_id,
  calculation_version: t.version,
  page: t.page,
  tier: t.verification.tier,
});

const AREAS: Area[] = ['electrical', 'math', 'finance', 'grade', 'dev'];

export function catalogJson(reg: Registry) {
  const catalogs = Object.fromEntries(AREAS.map((a) => [a, reg.byArea(a).map(catalogEntry)]));
  return {
    calculation_version: catalogVersion(reg),
    api_version: API_VERSION,
    api_contract_version: API_CONTRACT_VERSION,
    ids: reg.ids,
    engines: reg.engines.map((e) => ({
      id: e.id,
      area: e.area,
      title: e.title,
      capability_id: e.capability_id ?? null,
      calculation_version: e.version,
      aliases: (e.tools ?? []).map((t) => t.id),
    })),
    catalogs,
    links: {
      openapi: '/openapi.json',
      capabilities: '/.well-known/service-capabilities.json',
      mcp: '/mcp',
      pages: '/capabilities/',
    },
  };
}
