// search_capabilities over HTTP with real MCP clients: the natural questions
// find their calculator in the first 3 of one list ranked by score, a REST-only
// calculator in its place, marked, with what an agent needs to call it: an
// absolute URL that answers the example body, the input schema it serves and a
// curl line. Every answer validates against the tool's declared output schema
// (the v1 client checks it, as the Inspector does).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { Client as LegacyClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as LegacyTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { pageTool, QUESTIONS, REQUIRED_SHARE, score, SITUATIONS } from '../helpers/search-questions.ts';
import { startInProcess, type Running } from '../helpers/server.ts';

let server: Running;
let client: Client;
let validating: LegacyClient;

beforeAll(async () => {
  server = await startInProcess();
  client = new Client({ name: 'test', version: '1.0.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
  await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', server.url)));
  validating = new LegacyClient({ name: 'validating', version: '1.0.0' });
  await validating.connect(new LegacyTransport(new URL('/mcp', server.url)));
  await validating.listTools(); // the v1 client validates structuredContent against the listed output schemas
});
afterAll(async () => {
  await client?.close();
  await validating?.close();
  await server?.close();
});

type Run = { with: 'execute_calculation'; arguments: { capability_id: string; inputs: Record<string, unknown> } } | { with: 'rest'; method: 'POST'; url: string; input_schema_url: string; body: { inputs: Record<string, unknown> }; curl: string };

type Item = { capability_id: string | null; tool_id: string; score: number; rank: number; rest_only: boolean; run: Run };
/** The one ranking the text follows: the capabilities and the REST-only calculators by their rank. */
const ranked = (r: Answer) => [...r.structuredContent.items, ...r.structuredContent.rest_only].sort((a, b) => a.rank - b.rank);

interface Answer {
  structuredContent: {
    total: number;
    returned: number;
    excluded_by_trust: number;
    items: Item[];
    rest_only: Item[];
  };
  content: { type: string; text: string }[];
  isError?: boolean;
}

const search = async (query: string, extra: Record<string, unknown> = {}) => (await validating.callTool({ name: 'search_capabilities', arguments: { query, ...extra } })) as unknown as Answer;

describe('search_capabilities', () => {
  it(`finds a right calculator in the first 3 for at least ${REQUIRED_SHARE * 100} % of ${QUESTIONS.length} natural questions`, async () => {
    const { share, misses } = await score(async (q) => {
      const r = (await client.callTool({ name: 'search_capabilities', arguments: { query: q.q } })) as unknown as Answer;
      const top = ranked(r).slice(0, 3).map((i) => i.capability_id ?? i.tool_id);
      return q.expect.some((id) => {
        const t = pageTool(id);
        return top.includes(t.capability_id ?? t.id);
      });
    });
    expect(share, `misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(REQUIRED_SHARE);
  }, 60_000);

  it(`finds a right calculator in the first 3 for at least ${REQUIRED_SHARE * 100} % of ${SITUATIONS.length} questions that describe the situation`, async () => {
    const { share, misses } = await score(async (q) => {
      const r = (await client.callTool({ name: 'search_capabilities', arguments: { query: q.q } })) as unknown as Answer;
      const top = ranked(r).slice(0, 3).map((i) => i.capability_id ?? i.tool_id);
      return q.expect.some((id) => {
        const t = pageTool(id);
        return top.includes(t.capability_id ?? t.id);
      });
    }, SITUATIONS);
    expect(share, `misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(REQUIRED_SHARE);
  }, 60_000);

  it('ranks one list by score, best first, and answers in the declared output schema', async () => {
    for (const { q } of QUESTIONS.slice(0, 30)) {
      const r = await search(q);
      expect(r.isError, q).toBeFalsy();
      const scores = ranked(r).map((i) => i.score);
      expect(scores, q).toEqual([...scores].sort((a, b) => b - a));
      expect(ranked(r).map((i) => i.rank), q).toEqual(ranked(r).map((_, k) => k + 1));
      // The capability list is the spec's catalog: nothing execute_calculation refuses.
      expect(r.structuredContent.items.every((i) => i.capability_id && !i.rest_only), q).toBe(true);
      expect(r.structuredContent.rest_only.every((i) => i.capability_id === null && i.rest_only), q).toBe(true);
    }
    // A REST-only calculator that scores higher is not shown below a capability that scores lower.
    const hex = await search('convert hexadecimal 1F to binary');
    expect(ranked(hex)[0]).toMatchObject({ tool_id: 'base-convert', rest_only: true, rank: 1 });
    expect(hex.content[0].text.split('\n')[1]).toMatch(/^- base-convert \(REST only/);
  });

  it.each([
    ['monthly mortgage payment', 'loan-payment'],
    ['gpa', 'gpa'],
    ['base64', 'base64'],
  ])('"%s" answers the REST-only %s in place, with an absolute URL, its input schema, a body and a curl line that work', async (query, toolId) => {
    const r = await search(query);
    const card = r.structuredContent.rest_only.find((i) => i.tool_id === toolId)!;
    expect(r.structuredContent.items.some((i) => i.tool_id === toolId)).toBe(false);
    expect(card).toMatchObject({ capability_id: null, rest_only: true });
    const run = card.run as Extract<Run, { with: 'rest' }>;
    expect(run).toMatchObject({ with: 'rest', method: 'POST', url: `${server.url}/api/v1/calc/${toolId}` });
    const text = r.content[0].text;
    expect(text).toContain(`${toolId} (REST only`);
    expect(text).toContain(`curl -X POST ${server.url}/api/v1/calc/${toolId}`);
    // An agent following the answer gets a result, and the schema named is served.
    const answer = await fetch(run.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(run.body) });
    expect(answer.status).toBe(200);
    expect((await answer.json()).status).toBe('success');
    expect(run.curl).toContain(JSON.stringify(run.body));
    expect((await fetch(run.input_schema_url)).status).toBe(200);
  });

  it('says how to run a capability, and which filter removed what a trust level leaves out', async () => {
    const r = await search("ohm's law");
    expect(r.structuredContent.items[0]).toMatchObject({ capability_id: 'electrical.ohms_law', rest_only: false, run: { with: 'execute_calculation', arguments: { capability_id: 'electrical.ohms_law' } } });
    expect(r.content[0].text).not.toContain('REST only');
    const verified = await search('gpa', { trust_level: 'verified' });
    expect(ranked(verified)).toEqual([]);
    expect(verified.structuredContent.excluded_by_trust).toBeGreaterThan(0);
    expect(verified.content[0].text).toMatch(/No calculator at trust level verified matches "gpa" \(\d+ more match at other trust levels/);
  });

  it('without a query lists every capability by id, as before', async () => {
    const r = await search('', { limit: 500 });
    const ids = r.structuredContent.items.map((i) => i.capability_id!);
    expect(ids).toEqual([...ids].sort((a, b) => a.localeCompare(b)));
    expect(r.structuredContent.total).toBe(ids.length);
    expect(r.structuredContent.items.every((i) => !i.rest_only)).toBe(true);
  });
});
