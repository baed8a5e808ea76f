// Finding a tool by words: a plain word match over ids, titles and keywords
// (descriptions count least). This is the one place the library and the CLI
// search; when the catalog's full-text index (engines/derive/search.ts,
// MiniSearch) lands, searchTools() should delegate to it and keep its signature.
import { tokens } from '../engines/derive/capabilities.ts';
import type { ToolSummary } from './types.ts';

const FIELDS: [weight: number, text: (t: ToolSummary) => string][] = [
  [5, (t) => `${t.id} ${t.engine} ${t.capability_id ?? ''}`],
  [4, (t) => t.title],
  [3, (t) => t.keywords.join(' ')],
  [1, (t) => `${t.area} ${t.description}`],
];

/**
 * Tools matching every word of `query` (a word matches a word of the tool, or
 * the start of one from three letters on), best first; every tool, by id, for
 * an empty query.
 */
export function searchTools(tools: readonly ToolSummary[], query: string): ToolSummary[] {
  const words = tokens(query);
  if (!words.length) return [...tools];
  const scored: { tool: ToolSummary; score: number }[] = [];
  for (const tool of tools) {
    const fields = FIELDS.map(([weight, text]) => ({ weight, words: tokens(text(tool)) }));
    let score = 0;
    for (const w of words) {
      let best = 0;
      for (const f of fields) {
        if (f.words.includes(w)) best = Math.max(best, f.weight);
        else if (w.length >= 3 && f.words.some((fw) => fw.startsWith(w))) best = Math.max(best, f.weight * 0.6);
      }
      if (best === 0) {
        score = 0;
        break;
      }
      score += best;
    }
    if (score > 0) scored.push({ tool, score });
  }
  return scored.sort((a, b) => b.score - a.score || a.tool.id.localeCompare(b.tool.id)).map((s) => s.tool);
}
