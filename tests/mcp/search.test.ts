// search_capabilities over HTTP with real MCP clients: the natural questions
// find their calculator in the first 3 (capabilities in `items`, REST-only
// calculators in `rest_only`), results come best first, and a REST-only answer
// carries what an agent needs to call it: a URL that answers the example body
// and the input schema that URL serves. Every answer validates against the
// tool's declared output schema (the v1 client checks it, as the Inspector does).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { Client as LegacyClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as LegacyTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { pageTool, QUESTIONS, REQUIRED_SHARE, score } from '../helpers/search-questions.ts';
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

interface Answer {
  structuredContent: {
    total: number;
    returned: number;
    items: { capability_id: string; score: number }[];
    rest_only: { note: string; returned: number; items: { tool_id: string; score: number; url: string; input_schema_url: string; input_schema: Record<string, unknown>; example: { body: { inputs: Record<string, unknown> } } | null }[] };
  };
  content: { type: string; text: string }[];
  isError?: boolean;
}

const search = async (query: string, extra: Record<string, unknown> = {}) => (await validating.callTool({ name: 'search_capabilities', arguments: { query, ...extra } })) as unknown as Answer;

describe('search_capabilities', () => {
  it(`finds a right calculator in the first 3 for at least ${REQUIRED_SHARE * 100} % of ${QUESTIONS.length} natural questions (REST-only ones in rest_only)`, async () => {
    const { share, misses } = await score(async (q) => {
      const r = (await client.callTool({ name: 'search_capabilities', arguments: { query: q.q } })) as unknown as Answer;
      const capabilities = r.structuredContent.items.slice(0, 3).map((i) => i.capability_id);
      const restOnly = r.structuredContent.rest_only.items.slice(0, 3).map((i) => i.tool_id);
      return q.expect.some((id) => {
        const t = pageTool(id);
        return t.capability_id ? capabilities.includes(t.capability_id) : restOnly.includes(t.id);
      });
    });
    expect(share, `misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(REQUIRED_SHARE);
  }, 60_000);

  it('sorts both lists by score, best first, and answers in the declared output schema', async () => {
    for (const { q } of QUESTIONS.slice(0, 30)) {
      const r = await search(q);
      expect(r.isError, q).toBeFalsy();
      for (const list of [r.structuredContent.items, r.structuredContent.rest_only.items]) {
        const scores = list.map((i) => i.score);
        expect(scores, q).toEqual([...scores].sort((a, b) => b - a));
      }
    }
  });

  it.each([
    ['monthly mortgage payment', 'loan-payment'],
    ['gpa', 'gpa'],
    ['base64', 'base64'],
  ])('"%s" answers the REST-only %s apart, with a URL, its input schema and an example body that work', async (query, toolId) => {
    const r = await search(query);
    expect(r.structuredContent.items).toEqual([]);
    const rest = r.structuredContent.rest_only;
    expect(rest.note).toMatch(/not MCP capabilities/);
    const card = rest.items[0];
    expect(card).toMatchObject({ tool_id: toolId, method: 'POST', url: `/api/v1/calc/${toolId}` });
    const text = r.content[0].text;
    expect(text).toContain(`No MCP capability matches "${query}"`);
    expect(text).toContain('REST-only');
    expect(text).toContain(`POST /api/v1/calc/${toolId}`);
    // An agent following the answer gets a result, and the schema the answer inlines is the one served.
    const answer = await fetch(server.url + card.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(card.example!.body) });
    expect(answer.status).toBe(200);
    expect((await answer.json()).status).toBe('success');
    const schema = await fetch(server.url + card.input_schema_url);
    expect(schema.status).toBe(200);
    expect(await schema.json()).toEqual(card.input_schema);
  });

  it('lists no REST-only calculator when only capabilities match, and filters both lists by trust level', async () => {
    const r = await search("ohm's law");
    expect(r.structuredContent.items[0].capability_id).toBe('electrical.ohms_law');
    expect(r.structuredContent.rest_only.items).toEqual([]);
    expect(r.content[0].text).not.toContain('REST-only');
    const verified = await search('gpa', { trust_level: 'verified' });
    expect(verified.structuredContent.items).toEqual([]);
    expect(verified.structuredContent.rest_only.items).toEqual([]);
  });

  it('without a query lists every capability by id, as before', async () => {
    const r = await search('', { limit: 500 });
    const ids = r.structuredContent.items.map((i) => i.capability_id);
    expect(ids).toEqual([...ids].sort((a, b) => a.localeCompare(b)));
    expect(r.structuredContent.total).toBe(ids.length);
    expect(r.structuredContent.rest_only.items).toEqual([]);
  });
});
