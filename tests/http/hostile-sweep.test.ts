// Every tool over every surface of one running server (REST, pages, MCP,
// share): names of Object.prototype members as query keys, input keys,
// version pins, tool ids, capability ids and snapshot ids; extreme values in
// every field; and malformed requests. No answer is a 5xx, none takes longer
// than 5 s, and the same process is still serving at the end, having logged no
// failure. (tests/engines/hostile-inputs.test.ts checks the answers themselves.)
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeEmbedded } from '../../api/share/embedded-id.ts';
import { inputsToQuery } from '../../engines/derive/query.ts';
import { registry } from '../../engines/registry.ts';
import { baseInputs, inBatches, jsonWithKey, PROTOTYPE_NAMES, SOME_PROTOTYPE_NAMES, someExtremeValues, sweptTools } from '../helpers/hostile.ts';
import { spawnServer } from '../helpers/server.ts';

let server: Awaited<ReturnType<typeof spawnServer>>;
beforeAll(async () => {
  server = await spawnServer({ RATE_LIMIT_DISABLED: '1', WORKERS: '1' });
});
afterAll(async () => server?.close());

const tools = sweptTools(registry.tools.values());
const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2026-07-28' };

interface Sent {
  what: string;
  status: number;
  body: string;
}

/** One request that must answer within 5 s; its status and body. */
async function send(what: string, path: string, init: RequestInit = {}): Promise<Sent> {
  const res = await fetch(`${server.url}${path}`, { ...init, signal: AbortSignal.timeout(5000) });
  return { what, status: res.status, body: await res.text() };
}
const postJson = (what: string, path: string, body: string, headers: Record<string, string> = {}) =>
  send(what, path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

/** A tools/call over MCP 2026-07-28 (header-only, DECISIONS.md 8). */
const mcpCall = (what: string, name: string, argsJson: string) =>
  send(what, '/mcp', {
    method: 'POST',
    headers: { ...MCP_HEADERS, 'mcp-method': 'tools/call', 'mcp-name': name },
    body: `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":${JSON.stringify(name)},"arguments":${argsJson}}}`,
  });

function expectNo5xx(results: Sent[]) {
  const failed = results.filter((r) => r.status >= 500).map((r) => `${r.what}: ${r.status} ${r.body.slice(0, 160)}`);
  expect(failed).toEqual([]);
}

/** A value as it would appear in a page URL. */
const queryText = (v: unknown) => (Array.isArray(v) ? v.join(',') : typeof v === 'object' ? JSON.stringify(v) : String(v)).slice(0, 6000);
/** Percent-encoded; a lone surrogate becomes the bytes no valid UTF-8 has. */
function encodeQuery(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80';
  }
}

describe('hostile requests to every tool never take the service down', () => {
  it('REST: prototype names as input keys, pins and ids; extreme values in every field', async () => {
    const tasks: (() => Promise<Sent>)[] = [];
    for (const name of PROTOTYPE_NAMES) {
      tasks.push(() => postJson(`calc id ${name}`, `/api/v1/calc/${encodeURIComponent(name)}`, '{"inputs":{}}'));
      tasks.push(() => send(`schema ${name}`, `/schemas/${encodeURIComponent(name)}/input.json`));
      tasks.push(() => send(`well-known ${name}`, `/.well-known/${encodeURIComponent(name)}`));
    }
    for (const tool of tools) {
      const base = baseInputs(tool);
      const path = `/api/v1/calc/${tool.id}`;
      for (const name of SOME_PROTOTYPE_NAMES) {
        tasks.push(() => postJson(`${tool.id} key ${name}`, path, `{"inputs":${jsonWithKey(base, name, 1)}}`));
        tasks.push(async () => {
          const r = await postJson(`${tool.id} pin ${name}`, path, JSON.stringify({ inputs: base, calculation_version: name }));
          expect(r.status, r.what).toBe(409);
          return r;
        });
        tasks.push(() => postJson(`${tool.id} header pin ${name}`, path, JSON.stringify({ inputs: base }), { 'service-spec-version': name }));
      }
      for (const [key, shape] of Object.entries(tool.plan.shape)) {
        for (const v of someExtremeValues(shape)) tasks.push(() => postJson(`${tool.id} ${key}=${JSON.stringify(v).slice(0, 30)}`, path, JSON.stringify({ inputs: { ...base, [key]: v } })));
      }
    }
    expectNo5xx(await inBatches(tasks));
    // 8–15 s here: the default 20 s is too short beside the browser suites on two cores.
  }, 60_000);

  it('pages: prototype names as query keys and values; extreme values in every field', async () => {
    const tasks: (() => Promise<Sent>)[] = [];
    for (const tool of tools.filter((t) => t.ownPage)) {
      const page = tool.page!;
      const example = inputsToQuery(tool, baseInputs(tool));
      const protoKeys = PROTOTYPE_NAMES.map((n) => `${encodeURIComponent(n)}=1`).join('&');
      tasks.push(() => send(`${page} prototype names alone`, `${page}?${protoKeys}`));
      tasks.push(() => send(`${page} example + prototype names`, `${page}?${example}&${protoKeys}`));
      for (const [key, shape] of Object.entries(tool.plan.shape)) {
        tasks.push(() => send(`${page} ${key}=constructor`, `${page}?${example}&${key}=constructor`));
        for (const v of someExtremeValues(shape)) tasks.push(() => send(`${page} ${key}=${queryText(v).slice(0, 30)}`, `${page}?${example}&${key}=${encodeQuery(queryText(v))}`));
      }
    }
    expectNo5xx(await inBatches(tasks, 4));
    // About 3,500 pages, many computed in full with their pictures (a page ignores a value its chosen tab hides,
    // so an extreme value there leaves a valid calculation): about 12 s alone, more beside the other suites.
  }, 60_000);

  it('MCP: prototype names as tool names, capability ids, input keys and pins; extreme values in every field', async () => {
    const tasks: (() => Promise<Sent>)[] = [];
    for (const name of PROTOTYPE_NAMES) {
      tasks.push(() => mcpCall(`tool ${name}`, name, '{}'));
      tasks.push(() => mcpCall(`inspect ${name}`, 'inspect_capability', JSON.stringify({ capability_id: name })));
      tasks.push(() => mcpCall(`execute ${name}`, 'execute_calculation', JSON.stringify({ capability_id: name, inputs: {} })));
    }
    for (const tool of registry.capabilities.values()) {
      const base = baseInputs(tool);
      const id = tool.capability_id!;
      for (const name of SOME_PROTOTYPE_NAMES) {
        tasks.push(() => mcpCall(`${id} key ${name}`, 'execute_calculation', `{"capability_id":${JSON.stringify(id)},"inputs":${jsonWithKey(base, name, 1)}}`));
        tasks.push(() => mcpCall(`${id} pin ${name}`, 'execute_calculation', JSON.stringify({ capability_id: id, inputs: base, calculation_version: name })));
      }
      for (const [key, shape] of Object.entries(tool.plan.shape)) {
        for (const v of someExtremeValues(shape)) tasks.push(() => mcpCall(`${id} ${key}=${JSON.stringify(v).slice(0, 30)}`, 'execute_calculation', JSON.stringify({ capability_id: id, inputs: { ...base, [key]: v } })));
      }
    }
    const results = await inBatches(tasks);
    expectNo5xx(results);
    // A contained failure would be a tool error carrying INTERNAL_ERROR; there must be none.
    expect(results.filter((r) => r.body.includes('INTERNAL_ERROR')).map((r) => r.what)).toEqual([]);
    // 7 s alone, and past the default 20 s beside the browser suites on two cores (a first run on a new machine).
  }, 60_000);

  it('share: prototype names as tool ids, pins, input keys and snapshot ids; forged and damaged ids', async () => {
    const tasks: (() => Promise<Sent>)[] = [];
    for (const name of PROTOTYPE_NAMES) {
      const id = encodeURIComponent(name);
      tasks.push(() => postJson(`share tool ${name}`, '/api/v1/share', JSON.stringify({ tool_id: name, inputs: {} })));
      tasks.push(() => postJson(`share pin ${name}`, '/api/v1/share', JSON.stringify({ tool_id: 'ohms-law', inputs: { V: 12, R: 6 }, calculation_version: name })));
      tasks.push(() => postJson(`share key ${name}`, '/api/v1/share', `{"tool_id":"voltage-divider","inputs":${jsonWithKey({ Vin: 12, R1: 1, R2: 1 }, name, 1)}}`));
      tasks.push(() => send(`read ${name}`, `/api/v1/share/${id}`));
      tasks.push(() => send(`page ${name}`, `/s/${id}`));
    }
    // A well-formed id (public-key MAC) whose creation time or tool is out of range reads as not found.
    const forged = [
      encodeEmbedded({ t: 'ohms-law', v: '1.5.1', i: { V: 12, R: 6 }, c: 1e20 }),
      encodeEmbedded({ t: 'constructor', v: '1.5.1', i: {}, c: 1_790_000_000 }),
      encodeEmbedded({ t: 'ohms-law', v: 'toString', i: { V: 12, R: 6 }, c: 1_790_000_000 }),
      encodeEmbedded({ t: 'rectifier-ripple-cap', v: '1.0.0', i: { mode: 'capacitance', frequency: 1e308, load_current: 1, ripple_vpp: 1 }, c: 1_790_000_000 }),
      'cx_e1_zzzz.zzzz',
      `cx_e1_${'A'.repeat(20_000)}.x`,
    ];
    for (const id of forged) {
      for (const path of [`/api/v1/share/${id}`, `/s/${id}`]) {
        tasks.push(async () => {
          const r = await send(`${path.slice(0, 40)}`, path);
          expect([404, 414, 431], r.what).toContain(r.status);
          return r;
        });
      }
    }
    for (const tool of tools.slice(0, 200)) {
      tasks.push(() => postJson(`share ${tool.id} key constructor`, '/api/v1/share', `{"tool_id":${JSON.stringify(tool.id)},"inputs":${jsonWithKey(baseInputs(tool), 'constructor', 1)}}`));
    }
    expectNo5xx(await inBatches(tasks));
  });

  it('malformed requests: broken Host, request lines, JSON-RPC and bodies', async () => {
    const raw = (text: string) =>
      new Promise<string>((resolve) => {
        const socket = net.connect(Number(new URL(server.url).port), '127.0.0.1');
        let out = '';
        socket.setTimeout(5000, () => socket.destroy());
        socket.on('data', (d) => (out += d));
        socket.on('close', () => resolve(out.split('\r\n')[0]));
        socket.on('error', () => resolve(out.split('\r\n')[0]));
        socket.end(text);
      });
    const mcpBody = '{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{}}';
    const lines = await Promise.all([
      raw(`POST /mcp HTTP/1.1\r\nHost: [::1\r\nContent-Type: application/json\r\nMcp-Method: tools/list\r\nMcp-Name: -\r\nMCP-Protocol-Version: 2026-07-28\r\nAccept: application/json, text/event-stream\r\nContent-Length: ${mcpBody.length}\r\nConnection: close\r\n\r\n${mcpBody}`),
      raw(`POST /mcp HTTP/1.1\r\nHost: a b c\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`),
      raw(`GET /calc/electric/ohms-law?V=%ZZ&R=6 HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
      raw(`GET /s/%E0%A4%A HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
      raw(`GARBAGE\r\n\r\n`),
      raw(`POST /api/v1/calc/ohms-law HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 10\r\nConnection: close\r\n\r\n{"inputs"`),
    ]);
    for (const line of lines) expect(line).not.toMatch(/^HTTP\/1\.1 5/);
    expect(lines[0]).toMatch(/^HTTP\/1\.1 400/);
    expect(lines[1]).toMatch(/^HTTP\/1\.1 400/);
    const batch = await send('mcp batch of 500', '/mcp', {
      method: 'POST',
      headers: { ...MCP_HEADERS, 'mcp-protocol-version': '2024-11-05' },
      body: JSON.stringify(Array.from({ length: 500 }, (_, i) => ({ jsonrpc: '2.0', id: i, method: 'tools/list' }))),
    });
    expect(batch.status).toBe(400);
  });

  it('is the same process, still serving, with no failure in its log', async () => {
    expect(server.child.exitCode).toBeNull();
    expect((await send('catalog', '/api/v1/calc')).status).toBe(200);
    expect(server.output()).not.toMatch(/unhandled|\[api\]|\[pages\]|\[mcp\]|recomputing a snapshot failed/i);
  });
});
