// The library's catalog data, derived from the registry: REST's catalog
// document (GET /api/v1/calc) and one summary per callable id for listing and
// search. The package build computes it once and ships it as data, so listing
// the catalog loads no engine.
import { catalogJson } from '../engines/derive/catalog.ts';
import type { Registry } from '../engines/derive/registry.ts';
import { toolSummary } from './tool.ts';
import type { ToolSummary } from './types.ts';

export interface LibraryData {
  /** The body of GET /api/v1/calc. */
  catalog: ReturnType<typeof catalogJson>;
  /** Every callable id (canonical and aliases), sorted by id. */
  tools: ToolSummary[];
}

/** A copy owned by the caller (the library freezes it; the registry's own arrays stay as they are). */
export function libraryData(reg: Registry): LibraryData {
  return structuredClone({
    catalog: catalogJson(reg),
    tools: reg.ids.map((id) => toolSummary(reg.tools.get(id)!)),
  });
}
