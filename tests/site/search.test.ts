// The search every surface uses (engines/derive/search.ts): the natural
// questions find their calculator, the browser's index (built by the Vite
// plugin) ranks exactly as the server's, results come best first, and the
// 404 page offers the calculators nearest to the path asked for.
import { describe, expect, it } from 'vitest';
import { searchIndexPlugin } from '../../api/server/search-index-plugin.ts';
import { findPages, loadSearchIndex, processTerm, rankSearch, searchDocuments, searchIndexOf, serialiseSearchIndex, tokenize } from '../../engines/derive/search.ts';
import { registry } from '../../engines/registry.ts';
import { POPULAR } from '../../site/lib/popular.ts';
import { notFoundPage, pathWords } from '../../site/ssr/render-not-found.ts';
import { pageTool, QUESTIONS, REQUIRED_SHARE, score, SITUATIONS } from '../helpers/search-questions.ts';

const index = searchIndexOf(registry);
const top = (q: string, n = 3) => findPages(index, q, n).map((h) => h.id);

describe('natural questions', () => {
  it(`find a right calculator page in the first 3 for at least ${REQUIRED_SHARE * 100} % of ${QUESTIONS.length} questions`, async () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(60);
    for (const q of QUESTIONS) q.expect.forEach(pageTool);
    const { share, misses } = await score((q) => top(q.q).some((id) => q.expect.includes(id)));
    expect(share, `misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(REQUIRED_SHARE);
  });

  it(`find a right calculator page in the first 3 for at least ${REQUIRED_SHARE * 100} % of ${SITUATIONS.length} questions that describe the situation`, async () => {
    expect(SITUATIONS.length).toBeGreaterThanOrEqual(60);
    for (const q of SITUATIONS) q.expect.forEach(pageTool);
    const { share, misses } = await score((q) => top(q.q).some((id) => q.expect.includes(id)), SITUATIONS);
    expect(share, `misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(REQUIRED_SHARE);
  });

  it.each([
    ['mortage', ['mortgage', 'amortization', 'loan-payment']],
    ['monthly mortgage payment', ['loan-payment']],
    ["ohm's law", ['ohms-law']],
    ['Ohm’s Law', ['ohms-law']],
    ['how thick should my pcb trace be for 3 amps', ['pcb-trace-width']],
    ['sales tax', ['vat']],
    ['rgb to hex', ['rgb-to-hex']],
    ['hex to rgb', ['hex-to-rgb']],
    ['2 to the power of 10', ['exponent']],
    ['how much is 20% off', ['discount']],
    ['what is 15 percent of 80', ['percentage']],
    ['e to the x', ['antilog']],
    ['brown black red resistor', ['resistor-color']],
  ])('"%s" puts %j first', (q, first) => {
    expect(first).toContain(top(q, 1)[0]);
  });

  it('finds nothing for words no calculator has, and for words that carry no meaning', () => {
    expect(rankSearch(index, 'xyzzy plugh')).toEqual([]);
    expect(rankSearch(index, 'how much is the')).toEqual([]);
    expect(rankSearch(index, '')).toEqual([]);
  });

  it('finds every calculator page by its own title', () => {
    const lost = registry.pages.filter((t) => !top(t.title).includes(t.id)).map((t) => `${t.id}: ${t.title} → ${top(t.title).join(', ')}`);
    expect(lost).toEqual([]);
  });
});

describe('ranking', () => {
  it('orders results by score, best first', () => {
    for (const { q } of QUESTIONS) {
      const scores = rankSearch(index, q).map((h) => h.score);
      expect(scores, q).toEqual([...scores].sort((a, b) => b - a));
    }
  });

  it('ranks the same in the browser: the index the Vite plugin ships loads into the same results and scores', async () => {
    const plugin = searchIndexPlugin();
    const resolved = (plugin.resolveId as (id: string) => string)('virtual:search-index');
    const code = (await (plugin.load as (id: string) => Promise<string>)(resolved)) as string;
    const shipped = (await import(`data:text/javascript,${encodeURIComponent(code)}`)).default;
    expect(shipped).toEqual(JSON.parse(JSON.stringify(serialiseSearchIndex(index))));
    const browser = loadSearchIndex(shipped);
    for (const { q } of QUESTIONS) expect(rankSearch(browser, q), q).toEqual(rankSearch(index, q));
  });
});

describe('documents', () => {
  const docs = searchDocuments(registry);
  const ids = new Set(docs.map((d) => d.id));

  it('cover every page, every capability and every REST-only engine, once each', () => {
    expect(ids.size).toBe(docs.length);
    for (const t of registry.pages) expect(ids, t.id).toContain(t.id);
    const capabilities = new Set(docs.map((d) => d.capability).filter(Boolean));
    for (const cap of registry.capabilities.keys()) expect(capabilities, cap).toContain(cap);
    for (const t of registry.tools.values()) if (t.canonical && !t.capability_id) expect(docs.some((d) => d.ids.split(' ').includes(t.id)), t.id).toBe(true);
  });

  it('give a calculator the words people use for it (synonym table)', () => {
    const doc = (id: string) => docs.find((d) => d.id === id)!;
    expect(doc('loan-payment').synonyms).toContain('mortgage');
    expect(doc('amortization').synonyms).toContain('mortgage');
    expect(doc('vat').synonyms).toContain('sales tax');
    expect(doc('ohms-law').synonyms).not.toContain('mortgage');
  });
});

describe('words', () => {
  it.each([
    ['Ohm’s law', ['ohm', 'law']],
    ["ohm's law", ['ohm', 'law']],
    ['resistors in parallel', ['resistor', 'parallel']],
    ['20% off', ['off']],
    ['what % is 3 of 4', ['percent']],
    ['5v LED at 2.4GHz', ['5', 'led', '2', '4', 'ghz'].filter(Boolean)],
    ['base64 decode', ['base64', 'decode']],
  ])('%j → %j', (text, want) => {
    const got = tokenize(text)
      .map(processTerm)
      .filter((w) => w !== null);
    expect(got).toEqual(want.filter((w) => processTerm(w) !== null).map((w) => processTerm(w)));
  });

  it('keeps numbers that name things (555, 18650) and drops the values in a question', () => {
    expect(processTerm('555')).toBe('555');
    expect(processTerm('3')).toBeNull();
    expect(processTerm('the')).toBeNull();
    expect(processTerm('series')).toBe('series');
  });
});

describe('the 404 page', () => {
  const shell =
    '<html><head><title>Page not found — CalculatorX</title></head><body><main id="main" class="wrap"><h1>Page not found</h1>' +
    '<p class="lede" id="missing">Nothing is served at this address.</p><div id="nearest"></div><form data-finder></form></main></body></html>';

  it('offers the loan calculators for /calc/finance/home-loan', () => {
    const html = notFoundPage(shell, '/calc/finance/home-loan');
    expect(html).toContain('Nothing is served at <code>/calc/finance/home-loan</code>.');
    expect(html).toContain('<a href="/calc/finance/loan-payment">');
    expect(html).toContain('<a href="/calc/finance/amortization">');
    expect(html).toContain('<form data-finder>');
  });

  it('reads a mistyped or encoded path', () => {
    expect(pathWords('/calc/electric/ohms%20lwa.html')).toBe('calc electric ohms lwa');
    expect(notFoundPage(shell, '/calc/electric/ohms-lwa')).toContain('<a href="/calc/electric/ohms-law">');
    expect(pathWords('/%E0%A4%A')).toBe('%E0%A4%A');
  });

  it('offers the popular calculators when nothing is near, and never echoes markup', () => {
    const html = notFoundPage(shell, '/<script>alert(1)</script>');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&#60;script&#62;');
    expect(html).toContain('Popular calculators');
    expect(html).toContain(`<a href="${registry.tools.get(POPULAR[0])!.page}">`);
  });
});

describe('the home page', () => {
  it('lists popular calculators that have pages of their own', () => {
    for (const id of POPULAR) pageTool(id);
  });
});
