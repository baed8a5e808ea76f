// The one search over the calculators: the home page, the 404 page and MCP
// search_capabilities all rank with this index (MiniSearch: BM25, prefix and
// typo-tolerant matching). Documents are derived from the declarations (ids,
// titles, keywords, descriptions, field labels, capability ids, areas) and the
// synonym table, so nothing about an engine is typed here.
//
// The browser gets the index serialised at build time (serialiseSearchIndex,
// through api/server/search-index-plugin.ts) and loads it with the same options
// (loadSearchIndex): this file must stay free of runtime imports from the
// registry or the engines, which would pull them into the browser's chunk.
import MiniSearch, { type AsPlainObject, type Options, type SearchOptions } from 'minisearch';
import type { PageArea } from '../core/contract.ts';
import type { Registry } from './registry.ts';
import type { ResolvedTool } from './tools.ts';
import { AREA_WORDS, QUERY_PATTERNS, QUERY_PHRASES, SYNONYMS } from './search-synonyms.ts';

/** One thing a search can find: a calculator page, a capability without a page, or a REST-only engine. */
export interface SearchDoc {
  /** The tool id the result opens (its page's id when it has one). */
  id: string;
  title: string;
  page: string | null;
  /** Page area of the page, for grouping in the browser. */
  area: PageArea | null;
  capability: string | null;
  ids: string;
  keywords: string;
  synonyms: string;
  description: string;
  labels: string;
  /** Names of its worked examples: the situations it was checked on ("A 5 m ladder 3 m from a wall"). */
  examples: string;
  areaWords: string;
}

/** What a ranked result carries (the stored fields), best first. */
export interface SearchHit {
  id: string;
  score: number;
  title: string;
  page: string | null;
  area: PageArea | null;
  capability: string | null;
}

// Words that carry no meaning in a question ("how much will my … be"). Both the
// index and the query drop them, so they neither match nor dilute a match.
const STOP = new Set(
  ('a an and or the of to in on at for from with by into onto per is are be been being was were am do does did ' +
    'i me my mine we our us you your it its this that these those there here what which who whom whose when where why how ' +
    'much many can could should would will shall may might must need needs want wants get gets got give find work out ' +
    'please some any if than then so just also about over tell know calculator calculators calculate calculation calc ' +
    'compute computing convert converter conversion online free tool').split(' '),
);

/** Plurals and possessives folded, so "resistors" finds "resistor" and "ohm's" finds "ohm". */
function stem(w: string): string {
  if (w === 'series' || w === 'species') return w;
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && w.endsWith('sses')) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !/(ss|us|is|ys)$/.test(w)) return w.slice(0, -1);
  return w;
}

/**
 * Words of a text: a lone "%" read as "percent", apostrophes and possessive "s"
 * dropped ("Ohm’s" → "ohm"), a number split from the unit after it ("5v",
 * "2.4ghz"; "base64" stays one word), everything else that is not a letter or
 * digit separates words.
 */
export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    // "20 %" is a value, as a number is; a "%" on its own ("% off", "what %") means percent.
    .replace(/(\d\s*)%/g, '$1 ')
    .replace(/%/g, ' percent ')
    .replace(/['’]s\b/g, '')
    .replace(/['’]/g, '')
    .replace(/(?<![\p{L}\d])(\d+)(?=\p{L})/gu, '$1 ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** One word as the index keeps it, or null when it carries no meaning (stop words, lone letters, short numbers). */
export function processTerm(word: string): string | null {
  if (word.length < 2 || STOP.has(word)) return null;
  // Numbers in questions ("3 amps", "20% off") are values, not names; "555" or "18650" are names.
  if (/^\d+$/.test(word) && word.length < 3) return null;
  return stem(word);
}

const SEARCH_OPTIONS: SearchOptions = {
  boost: { ids: 3, title: 3, keywords: 2, synonyms: 2, description: 0.7, labels: 0.5, examples: 0.5, areaWords: 0.5 },
  // Any word may be the start of a longer one (the word being typed); a word of 4+ letters
  // may carry a typo (1 edit up to 7 letters, 2 from 8).
  prefix: (term) => term.length >= 2,
  fuzzy: (term) => (term.length >= 4 ? 0.2 : false),
  combineWith: 'OR',
};

const INDEX_OPTIONS: Options<SearchDoc> = {
  fields: ['ids', 'title', 'keywords', 'synonyms', 'description', 'labels', 'examples', 'areaWords'],
  storeFields: ['title', 'page', 'area', 'capability'],
  tokenize,
  processTerm,
  searchOptions: SEARCH_OPTIONS,
};

export type SearchIndex = MiniSearch<SearchDoc>;

export function createSearchIndex(docs: SearchDoc[]): SearchIndex {
  const index = new MiniSearch<SearchDoc>(INDEX_OPTIONS);
  index.addAll(docs);
  return index;
}

/** The index as plain data, for the browser (MiniSearch's own serialisation). */
export const serialiseSearchIndex = (index: SearchIndex): AsPlainObject => index.toJSON();

/** An index serialised by serialiseSearchIndex, with the same options, so it ranks exactly like the server's. */
export const loadSearchIndex = (data: AsPlainObject): SearchIndex => MiniSearch.loadJS<SearchDoc>(data, INDEX_OPTIONS);

const words = (text: string) =>
  tokenize(text)
    .map(processTerm)
    .filter((w): w is string => w !== null);

/** True when the words of `phrase` appear in a row among `haystack`. */
function hasPhrase(haystack: string[], phrase: string[]): boolean {
  if (phrase.length === 0) return false;
  outer: for (let i = 0; i + phrase.length <= haystack.length; i++) {
    for (let j = 0; j < phrase.length; j++) if (haystack[i + j] !== phrase[j]) continue outer;
    return true;
  }
  return false;
}

/** The query with the words its phrases and patterns stand for ("2 to the power of 10" and "2 to the 10th" also ask for "exponent"). */
function expandQuery(query: string): string {
  const text = ` ${query.toLowerCase().replace(/%/g, ' % ').replace(/\s+/g, ' ')} `;
  const extra = [
    ...QUERY_PHRASES.filter(([phrase]) => text.includes(` ${phrase} `)).map(([, means]) => means),
    ...QUERY_PATTERNS.filter(([pattern]) => pattern.test(text)).map(([, means]) => means),
  ];
  return extra.length ? `${query} ${extra.join(' ')}` : query;
}

/** A name asked for in its own order ("rgb to hex") outranks the same words reversed (hex-to-rgb). */
const IN_ORDER_BONUS = 1.25;

/** A match scoring under this share of the best one is noise (a stray "rate" or "power" in a long question). */
const MIN_SHARE_OF_BEST = 0.1;

/** A question longer than this many distinct meaningful words is cut there (each word costs a typo-tolerant lookup). */
const MAX_WORDS = 16;

/** The query's meaningful words, each once, at most MAX_WORDS, as typed. */
function meaningful(query: string): string {
  const kept = new Map<string, string>();
  for (const token of tokenize(query.slice(0, 500))) {
    const term = processTerm(token);
    if (term !== null && !kept.has(term) && kept.size < MAX_WORDS) kept.set(term, token);
  }
  return [...kept.values()].join(' ');
}

/** Every match of `query` worth showing, best first (ties by id, so the order never depends on insertion). */
export function rankSearch(index: SearchIndex, query: string): SearchHit[] {
  const q = query.slice(0, 500);
  const asked = words(q);
  const hits = index.search(meaningful(expandQuery(q))).map((r) => {
    const id = String(r.id);
    const name = words(id);
    const score = name.length > 1 && hasPhrase(asked, name) ? r.score * IN_ORDER_BONUS : r.score;
    // Rounded, so the last bits (which summation order and Math.log may change between the
    // server and a browser) never reorder results: nearer than this is a tie, broken by id.
    return { id, score: Math.round(score * 1e4) / 1e4, title: r.title, page: r.page ?? null, area: r.area ?? null, capability: r.capability ?? null };
  });
  const floor = Math.max(0, ...hits.map((h) => h.score)) * MIN_SHARE_OF_BEST;
  return hits.filter((h) => h.score >= floor).sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Calculator pages matching `query`, best first, one entry per page: what the home and 404 pages list. */
export function findPages(index: SearchIndex, query: string, max = 8): SearchHit[] {
  const seen = new Set<string>();
  const pages: SearchHit[] = [];
  for (const hit of rankSearch(index, query)) {
    if (!hit.page || seen.has(hit.page)) continue;
    seen.add(hit.page);
    if (pages.push(hit) === max) break;
  }
  return pages;
}

// ---------------------------------------------------------------------------
// Documents from the registry (server and build time only).

/** The tools a search can lead to: every page, every capability without a page, every REST-only engine without a page. */
function searchTargets(reg: Registry): ResolvedTool[] {
  const targets = [...reg.pages];
  for (const t of reg.capabilities.values()) if (!t.ownPage) targets.push(t);
  for (const t of reg.tools.values()) if (t.canonical && !t.capability_id && !t.page) targets.push(t);
  return targets;
}

/** Ids that lead to the same place as `t`: the other ids of its page, or of its capability. */
function sameTarget(t: ResolvedTool, reg: Registry): string[] {
  return [...reg.tools.values()]
    .filter((o) => o.engine === t.engine && (t.ownPage ? o.page === t.page : o.capability_id === t.capability_id && !o.ownPage))
    .map((o) => o.id);
}

const pageOwner = (page: string, reg: Registry) => reg.pages.find((o) => o.page === page);

/** What people call a calculator that its declaration does not say: every synonym whose meaning its name or keywords contain. */
function synonymsOf(nameWords: string[]): string[] {
  return SYNONYMS.filter(([, means]) => means.some((m) => hasPhrase(nameWords, words(m)))).map(([says]) => says);
}

export function searchDocuments(reg: Registry): SearchDoc[] {
  return searchTargets(reg).map((t) => {
    const e = t.engine;
    const ids = [...new Set([t.id, ...sameTarget(t, reg), ...(t.capability_id ? [t.capability_id] : [])])];
    const keywords = [...new Set(t.keywords)].join(', ');
    const labels = [
      ...Object.values(t.plan.hints).map((h) => h.label ?? ''),
      ...(e.ui.tabs ?? []).flatMap((bar) => bar.tabs.map((tab) => tab.label)),
    ].join(', ');
    const nameWords = [...words(ids.join(' ')), '|', ...words(t.title), '|', ...t.keywords.flatMap((k) => ['|', ...words(k)])];
    return {
      id: t.id,
      title: t.title,
      page: t.page,
      area: t.ownPage ?? (t.page ? (pageOwner(t.page, reg)?.ownPage ?? null) : null),
      capability: t.capability_id,
      ids: ids.join(' '),
      keywords,
      synonyms: synonymsOf(nameWords).join(', '),
      description: t.description,
      labels,
      examples: e.examples.filter((x) => (x.tool ?? e.id) === t.id || x.tool === undefined).map((x) => x.name).join(', '),
      areaWords: [e.area, ...(AREA_WORDS[e.area] ?? [])].join(' '),
    };
  });
}

const built = new WeakMap<Registry, SearchIndex>();

/** The registry's index, built once per process. */
export function searchIndexOf(reg: Registry): SearchIndex {
  let index = built.get(reg);
  if (!index) built.set(reg, (index = createSearchIndex(searchDocuments(reg))));
  return index;
}
