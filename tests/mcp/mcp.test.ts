// /mcp with real clients: the v2 SDK client pinned to 2026-07-28, the legacy
// v1 client negotiating 2024-11-05, raw JSON-RPC for the header rules, the
// DNS-rebinding guard, and the official conformance suite with its baseline.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, StreamableHTTPClientTransport, PROTOCOL_VERSION_META_KEY, CLIENT_CAPABILITIES_META_KEY } from '@modelcontextprotocol/client';
import { Client as LegacyClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as LegacyTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { startInProcess, type Running } from '../helpers/server.ts';

const TOOLS = ['compute_paid', 'execute_calculation', 'inspect_capability', 'search_capabilities'];
const VD = { capability_id: 'electrical.voltage_divider', inputs: { Vin: 12, R1: 1000, R2: 1000 } };
let server: Running;
let client: Client;

beforeAll(async () => {
  server = await startInProcess();
  client = new Client({ name: 'test', version: '1.0.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
  await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', server.url)));
});
afterAll(async () => {
  await client?.close();
  await server?.close();
});

const call = (name: string, args: Record<string, unknown>) => client.callTool({ name, arguments: args }) as Promise<any>;

describe('MCP 2026-07-28 with the v2 client', () => {
  it('negotiates 2026-07-28 and lists the four tools with input and output schemas', async () => {
    expect(client.getNegotiatedProtocolVersion()).toBe('2026-07-28');
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(TOOLS);
    for (const t of tools) expect(t.outputSchema?.type).toBe('object');
  });

  it('execute_calculation returns the REST envelope as structured content with a text rendering', async () => {
    const r = await call('execute_calculation', VD);
    expect(r.isError).toBeFalsy();
    expect(r.structuredContent).toMatchObject({ engine: 'voltage-divider', status: 'success', calculation_version: '1.5.1', result: { Vout: 6 } });
    expect(r.content[0].text).toContain('Vout = 6 V');
  });

  it('search ranks the voltage divider first for "resistor divider" and filters by trust level', async () => {
    const r = await call('search_capabilities', { query: 'resistor divider' });
    expect(r.structuredContent.items[0].capability_id).toBe('electrical.voltage_divider');
    const tested = await call('search_capabilities', { trust_level: 'engine_tested', limit: 500 });
    expect(tested.structuredContent.items.every((i: any) => i.tier === 'engine_tested')).toBe(true);
    const verified = await call('search_capabilities', { trust_level: 'verified', limit: 500 });
    expect(verified.structuredContent.items).toEqual([]);
  });

  it('inspect_capability gives JSON Schemas, examples, versions and the free commerce terms', async () => {
    const r = await call('inspect_capability', { capability_id: 'electrical.voltage_divider' });
    const d = r.structuredContent;
    expect(Object.keys(d.input_schema.properties)).toEqual(['Vin', 'R1', 'R2', 'Vout']);
    expect(d.input_schema.additionalProperties).toBe(false);
    expect(Object.keys(d.output_schema.properties)).toContain('Vout');
    expect(d.published_versions).toEqual(['1.5.1']);
    expect(d.examples.length).toBeGreaterThan(0);
    expect(d.commerce).toMatchObject({ free: true, paid_path: { mcp_tool: 'compute_paid' } });
  });

  it.each([
    ['execute_calculation', { capability_id: 'electrical.nope', inputs: {} }, 'CAPABILITY_NOT_FOUND'],
    ['execute_calculation', { ...VD, calculation_version: '9.9.9' }, 'VERSION_MISMATCH'],
    ['execute_calculation', { capability_id: 'electrical.voltage_divider', inputs: { Vin: 12 } }, 'MISSING_REQUIRED_INPUT'],
    ['inspect_capability', { capability_id: 'education.gpa' }, 'CAPABILITY_NOT_FOUND'],
    ['compute_paid', VD, 'PAYMENT_REQUIRED'],
  ])('%s %j → %s as a tool error in the error shape', async (name, args, code) => {
    const r = await call(name, args);
    expect(r.isError).toBe(true);
    expect(r.structuredContent).toMatchObject({ status: 'error', code });
    expect(r.content[0].text).toContain(code);
  });
});

describe('MCP 2024-11-05 with the legacy v1 client', () => {
  it('initialises on the same endpoint and runs tools', async () => {
    const offerLegacy: typeof fetch = async (url, init = {}) => {
      if (typeof init.body === 'string' && init.body.includes('"initialize"')) {
        const msg = JSON.parse(init.body);
        init = { ...init, body: JSON.stringify({ ...msg, params: { ...msg.params, protocolVersion: '2024-11-05' } }) };
      }
      return fetch(url, init);
    };
    const transport = new LegacyTransport(new URL('/mcp', server.url), { fetch: offerLegacy });
    const legacy = new LegacyClient({ name: 'legacy', version: '1.0.0' });
    await legacy.connect(transport);
    expect(transport.protocolVersion).toBe('2024-11-05');
    const { tools } = await legacy.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(TOOLS);
    const r = (await legacy.callTool({ name: 'execute_calculation', arguments: VD })) as any;
    expect(r.structuredContent.result.Vout).toBe(6);
    await legacy.close();
  });
});

describe('raw 2026-07-28 requests', () => {
  const raw = (body: unknown, headers: Record<string, string>) =>
    fetch(`${server.url}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2026-07-28', 'mcp-name': '-', ...headers },
      body: JSON.stringify(body),
    });
  const meta = { [PROTOCOL_VERSION_META_KEY]: '2026-07-28', [CLIENT_CAPABILITIES_META_KEY]: {} };

  it('accepts a header-only request without _meta (DECISIONS.md 8)', async () => {
    const res = await raw({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }, { 'mcp-method': 'tools/list' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.result.tools).toHaveLength(4);
    expect(body.result).toMatchObject({ resultType: 'complete', ttlMs: expect.any(Number), cacheScope: 'public' });
  });

  it('rejects an Mcp-Method header that contradicts the body with HTTP 400 and -32020', async () => {
    const res = await raw({ jsonrpc: '2.0', id: 2, method: 'tools/list', params: { _meta: meta } }, { 'mcp-method': 'tools/call' });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe(-32020);
  });

  it('rejects a present but incomplete _meta', async () => {
    const res = await raw({ jsonrpc: '2.0', id: 3, method: 'tools/list', params: { _meta: { [PROTOCOL_VERSION_META_KEY]: '2026-07-28' } } }, { 'mcp-method': 'tools/list' });
    expect(res.status).toBe(400);
  });

  it('server/discover names the supported versions and server info', async () => {
    const res = await raw({ jsonrpc: '2.0', id: 4, method: 'server/discover', params: { _meta: meta } }, { 'mcp-method': 'server/discover' });
    const body = await res.json();
    expect(body.result.supportedVersions).toContain('2026-07-28');
    expect(body.result._meta['io.modelcontextprotocol/serverInfo'].name).toBe('calculatorx');
    expect(body.result.capabilities.tools).toBeDefined();
  });

  it('refuses a foreign Host or Origin (DNS rebinding) and serves GET /mcp metadata', async () => {
    const evil = await raw({ jsonrpc: '2.0', id: 5, method: 'tools/list', params: {} }, { 'mcp-method': 'tools/list', origin: 'http://evil.example.com' });
    expect(evil.status).toBe(403);
    const info = await (await fetch(`${server.url}/mcp`)).json();
    expect(info.tools.sort()).toEqual(TOOLS);
    expect(info.protocol_versions).toEqual(['2026-07-28', '2024-11-05']);
  });
});

describe('official MCP conformance suite', () => {
  it('passes every scenario that applies to a tools-only server (baseline lists the rest)', async () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const bin = path.join(root, 'node_modules/@modelcontextprotocol/conformance/dist/index.js');
    const baseline = path.join(import.meta.dirname, 'conformance-baseline.yml');
    const run = promisify(execFile);
    const { stdout } = await run(process.execPath, [bin, 'server', '--url', `${server.url}/mcp`, '--requirements', '2026-07-28', '--expected-failures', baseline], {
      timeout: 180_000,
      maxBuffer: 16 * 1024 * 1024,
    }).catch((e) => {
      throw new Error(`conformance failed:\n${String(e.stdout).split('\n').slice(-40).join('\n')}`);
    });
    expect(stdout).toContain('Baseline check passed');
  }, 200_000);
});
