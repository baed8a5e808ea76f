// Finding a tool by words, with the site's own search: the same MiniSearch index
// and ranking as the home page, the 404 page and MCP search_capabilities
// (engines/derive/search.ts), so "mortage" or "sales tax" find here what they
// find there. The index is loaded on the first search (in the package, a
// separate module serialised at build time), never with the library itself.
import { loadSearchIndex, rankSearch, type SearchIndex } from '../engines/derive/search.ts';
import type { ToolSummary } from './types.ts';

/** The serialised index (MiniSearch's toJSON), from the package build or the registry. */
export type IndexLoader = () => Promise<Parameters<typeof loadSearchIndex>[0] | SearchIndex>;

/** Search over `tools` with the index `loadIndex` gives: best first; every tool, by id, for a query without words. */
export function toolSearch(tools: readonly ToolSummary[], loadIndex: IndexLoader): (query: string) => Promise<ToolSummary[]> {
  const byId = new Map(tools.map((t) => [t.id, t]));
  let index: Promise<SearchIndex> | undefined;
  return async (query) => {
    if (!/[\p{L}\p{N}]/u.test(query)) return [...tools];
    index ??= loadIndex().then((data) => ('search' in data ? data : loadSearchIndex(data)));
    // One result per tool id; an id the library does not carry (none today) is skipped.
    return rankSearch(await index, query).flatMap((hit) => byId.get(hit.id) ?? []);
  };
}
