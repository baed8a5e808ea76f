// /mcp with real clients: the v2 SDK client pinned to 2026-07-28, the legacy
// v1 client negotiating 2024-11-05, raw JSON-RPC for the header rules, the
// DNS-rebinding guard, and the official conformance suite with its baseline.
import { execFile } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, StreamableHTTPClientTransport, PROTOCOL_VERSION_META_KEY, CLIENT_CAPABILITIES_META_KEY } from '@modelcontextprotocol/client';
import { Client as LegacyClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as LegacyTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { startInProcess, type Running } from '../helpers/server.ts';

const TOOLS = ['compute_paid', 'execute_calculation', 'inspect_capability', 'search_capabilities', 'solve_calculation', 'sweep_calculation'];
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
  it('negotiates 2026-07-28 and lists the six tools with input and output schemas', async () => {
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

  it('solve_calculation and sweep_calculation answer as REST /solve and /sweep; REST-only calculators are refused', async () => {
    const solved = await call('solve_calculation', { capability_id: 'electrical.voltage_divider', inputs: { Vin: 12, R1: '10k' }, solve_for: 'R2', target: { Vout: '3.3 V' } });
    expect(solved.isError).toBeFalsy();
    // R2 = R1·Vout / (Vin − Vout) = 33000 / 8.7.
    expect(solved.structuredContent.solve.value / (33000 / 8.7) - 1).toBeCloseTo(0, 10);
    expect(solved.structuredContent.inputs.R2).toBe(solved.structuredContent.solve.value);
    const swept = await call('sweep_calculation', { capability_id: 'voltage-divider', inputs: { Vin: 12, R1: 1000 }, vary: { input: 'R2', from: 0, to: 1000, points: 5 } });
    expect(swept.structuredContent.points.map((p: any) => p.result.Vout)).toEqual([0, 12 * 250 / 1250, 12 * 500 / 1500, 12 * 750 / 1750, 6]);
    const refused = await call('solve_calculation', { capability_id: 'loan-payment', inputs: {}, solve_for: 'ratePct', target: { payment: 1500 } });
    expect(refused.isError).toBe(true);
    expect(refused.structuredContent.code).toBe('CAPABILITY_NOT_FOUND');
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
    // The codes it can answer with, from the declaration: the shared input codes and its own.
    const codes = d.error_codes.map((c: { code: string }) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['MISSING_REQUIRED_INPUT', 'INVALID_NUMBER', 'VOUT_EXCEEDS_VIN', 'RESISTANCE_MUST_BE_NONZERO']));
    expect(d.error_codes.find((c: { code: string }) => c.code === 'VOUT_EXCEEDS_VIN')).toMatchObject({ http_status: 400, meaning: expect.any(String) });
    expect(d.warning_codes.map((c: { code: string }) => c.code)).toContain('UNKNOWN_INPUT_IGNORED');
    expect(r.content[0].text).toContain('VOUT_EXCEEDS_VIN');
  });

  it('inspect_capability lists a status-invalid code with its HTTP 200 and an engine warning', async () => {
    const d = (await call('inspect_capability', { capability_id: 'math.percent_change' })).structuredContent;
    expect(d.error_codes.find((c: { code: string }) => c.code === 'NO_SOLUTION')).toMatchObject({ http_status: 200, status: 'invalid' });
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

describe('the MCP Apps extension (io.modelcontextprotocol/ui)', () => {
  it('links execute_calculation to one ui:// view, lists it and reads it as a self-contained document', async () => {
    const { tools } = await client.listTools();
    const uri = (tools.find((t) => t.name === 'execute_calculation')?._meta as any)?.ui?.resourceUri;
    expect(uri).toBe('ui://calculatorx/calculator.html');
    for (const t of tools.filter((t) => t.name !== 'execute_calculation')) expect(t._meta?.ui).toBeUndefined();
    const { resources } = await client.listResources();
    expect(resources).toEqual([expect.objectContaining({ uri, mimeType: 'text/html;profile=mcp-app', name: 'calculator-view' })]);
    const { contents } = await client.readResource({ uri });
    const html = (contents[0] as { text: string }).text;
    expect(contents[0]).toMatchObject({ uri, mimeType: 'text/html;profile=mcp-app', _meta: { ui: { csp: { connectDomains: [], resourceDomains: [] } } } });
    expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'sha256-[^']+'; style-src 'sha256-[^']+';/);
    // Nothing is fetched: no src, href or url() points anywhere.
    expect(html).not.toMatch(/<(script|link|img|iframe)[^>]+(src|href)=/i);
    expect(html.match(/<script>/g)).toHaveLength(1);
  });

  it('declares the extension and puts cache hints on resources/list and resources/read', async () => {
    const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2026-07-28', 'mcp-name': '-' };
    const rpc = async (method: string, params: Record<string, unknown>, name = '-') =>
      (await (await fetch(`${server.url}/mcp`, { method: 'POST', headers: { ...headers, 'mcp-method': method, 'mcp-name': name }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })).json()).result;
    expect((await rpc('server/discover', {})).capabilities).toMatchObject({ resources: {}, extensions: { 'io.modelcontextprotocol/ui': { mimeTypes: ['text/html;profile=mcp-app'] } } });
    expect(await rpc('resources/list', {})).toMatchObject({ ttlMs: 300_000, cacheScope: 'public' });
    expect(await rpc('resources/templates/list', {})).toMatchObject({ resourceTemplates: [], ttlMs: 300_000, cacheScope: 'public' });
    expect(await rpc('resources/read', { uri: 'ui://calculatorx/calculator.html' }, 'ui://calculatorx/calculator.html')).toMatchObject({ ttlMs: 3_600_000, cacheScope: 'public' });
    const doc = await (await fetch(`${server.url}/.well-known/mcp-compatibility.json`)).json();
    expect(doc).toMatchObject({ resources: ['ui://calculatorx/calculator.html'], extensions: { 'io.modelcontextprotocol/ui': { view: 'ui://calculatorx/calculator.html', linked_from: ['execute_calculation'] } } });
  });

  it('gives a snapshot link when asked (snapshot: true), which opens the same calculation, and none otherwise', async () => {
    const plain = await call('execute_calculation', VD);
    expect(plain._meta?.['calculatorx/snapshot']).toBeUndefined();
    const r = await call('execute_calculation', { ...VD, snapshot: true });
    const link = r._meta['calculatorx/snapshot'];
    expect(link.url).toBe(`${server.url}${link.path}`);
    expect(link.path).toBe(`/s/${link.id}`);
    expect(r.content[0].text).toContain(`\nSnapshot: ${link.url}`);
    expect(r.structuredContent).toEqual(plain.structuredContent);
    const snapshot = await (await fetch(`${server.url}/api/v1/share/${link.id}`)).json();
    expect(snapshot.result).toEqual(plain.structuredContent);
    const failed = await call('execute_calculation', { capability_id: 'electrical.ohms_law', inputs: { V: 1, R: -1 }, snapshot: true });
    expect(failed._meta?.['calculatorx/snapshot']).toBeUndefined();
  });
});

describe('reused 2026-07-28 server instances', () => {
  it('answer many concurrent calls, each with its own result, between legacy requests and failures', async () => {
    const legacy = new LegacyClient({ name: 'legacy', version: '1.0.0' });
    await legacy.connect(new LegacyTransport(new URL('/mcp', server.url)));
    const calls = Array.from({ length: 60 }, (_, i) => {
      if (i % 10 === 3) return call('execute_calculation', { capability_id: 'electrical.ohms_law', inputs: { V: 12, R: -i } }).then((r) => expect(r.structuredContent.code).toBe('RESISTANCE_MUST_BE_NONNEGATIVE'));
      if (i % 10 === 7) return (legacy.callTool({ name: 'execute_calculation', arguments: { capability_id: 'electrical.ohms_law', inputs: { V: i, R: 2 } } }) as Promise<any>).then((r) => expect(r.structuredContent.result.I).toBe(i / 2));
      // R2 = i kΩ of 1 kΩ + i kΩ: Vout = 12 i / (1 + i), exactly as the divider rule gives it.
      return call('execute_calculation', { capability_id: 'electrical.voltage_divider', inputs: { Vin: 12, R1: 1000, R2: 1000 * i } }).then((r) => expect(r.structuredContent.result.Vout).toBeCloseTo((12 * i) / (1 + i), 12));
    });
    await Promise.all(calls);
    await legacy.close();
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

  it('gives clients that check results against the output schema (as the official Inspector does) our error, not a schema complaint', async () => {
    const legacy = new LegacyClient({ name: 'validating', version: '1.0.0' });
    await legacy.connect(new LegacyTransport(new URL('/mcp', server.url)));
    await legacy.listTools(); // the v1 client validates structuredContent against the listed output schemas
    const bad = (await legacy.callTool({ name: 'execute_calculation', arguments: { capability_id: 'electrical.ohms_law', inputs: { V: 12, R: -5 } } })) as any;
    expect(bad.isError).toBe(true);
    expect(bad.structuredContent).toMatchObject({ code: 'RESISTANCE_MUST_BE_NONNEGATIVE', field: 'R' });
    expect(bad.content[0].text).toMatch(/^RESISTANCE_MUST_BE_NONNEGATIVE \(R\): /);
    const unknown = (await legacy.callTool({ name: 'inspect_capability', arguments: { capability_id: 'no.such' } })) as any;
    expect(unknown.structuredContent).toMatchObject({ code: 'CAPABILITY_NOT_FOUND' });
    await legacy.close();
  });
});

describe('result text', () => {
  it('names every warning, so an agent reading only the text sees them', async () => {
    const r = await call('execute_calculation', { capability_id: 'electrical.pcb.trace_width', inputs: { current: 40, temp_rise: 10 } });
    const codes = r.structuredContent.warnings.map((w: { code: string }) => w.code);
    expect(codes.filter((c: string) => c === 'OUTSIDE_VALIDITY_RANGE')).toHaveLength(2);
    const text: string = r.content[0].text;
    expect(text.match(/^Warning [A-Z_]+: /gm)).toHaveLength(codes.length);
    for (const w of r.structuredContent.warnings) expect(text).toContain(`Warning ${w.code}: ${w.detail}`);
  });

  it('says why an answer is invalid (code, field, detail and suggestion), as an error does', async () => {
    const r = await call('execute_calculation', { capability_id: 'education.final_grade', inputs: { mode: 'need', current: 80, goal: 85, weight: 0 } });
    const { code, field, detail, suggestion } = r.structuredContent;
    expect(r.structuredContent.status).toBe('invalid');
    expect(code).toBe('WEIGHT_REQUIRED');
    expect(r.content[0].text.split('\n')[0]).toBe(`Final grade calculator: invalid — ${code} (${field}): ${detail} ${suggestion}`);
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
    expect(body.result.tools).toHaveLength(6);
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
    expect(info.protocol_versions[0]).toBe('2026-07-28');
    expect(info.protocol_versions).toContain('2024-11-05');
  });

  it('lists in its compatibility document exactly the versions the legacy path negotiates', async () => {
    const doc = await (await fetch(`${server.url}/.well-known/mcp-compatibility.json`)).json();
    const legacy: string[] = doc.protocol_versions.legacy.versions;
    expect(doc.protocol_versions.supported).toEqual(['2026-07-28', ...legacy]);
    for (const version of [...legacy, '2023-01-01']) {
      const res = await fetch(`${server.url}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: version, capabilities: {}, clientInfo: { name: 't', version: '1' } } }),
      });
      const negotiated = /"protocolVersion":"([^"]+)"/.exec(await res.text())?.[1];
      // A listed version is answered as itself; an unknown one with a listed one.
      if (version === '2023-01-01') expect(legacy).toContain(negotiated);
      else expect(negotiated).toBe(version);
    }
  });

  it('accepts loopback addresses however they are written, and answers a malformed Host with 400', async () => {
    const port = new URL(server.url).port;
    for (const host of [`127.0.0.1:${port}`, `127.0.0.2:${port}`, `[::1]:${port}`, `[::ffff:127.0.0.1]:${port}`, `localhost:${port}`]) {
      expect((await hostRequest(port, host)).status, host).toMatch(/^HTTP\/1\.1 200/);
    }
    expect((await hostRequest(port, `evil.example:${port}`)).status).toMatch(/^HTTP\/1\.1 403/);
    expect((await hostRequest(port, `[::ffff:10.0.0.1]:${port}`)).status).toMatch(/^HTTP\/1\.1 403/);
    for (const host of ['[::1', 'a b', 'x:y:z', '']) expect((await hostRequest(port, host)).status, JSON.stringify(host)).toMatch(/^HTTP\/1\.1 (400|403)/);
    expect((await hostRequest(port, '[::1')).body).toMatch(/malformed/);
  });

  it('answers a tools/call of a name that is not one of its tools, including names of Object.prototype members', async () => {
    for (const name of ['toString', 'constructor', '__proto__', 'no_such_tool']) {
      const res = await raw({ jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name, arguments: {} } }, { 'mcp-method': 'tools/call', 'mcp-name': name });
      const body = await res.json();
      expect(body.error.code, name).toBe(-32602);
      expect(body.error.message).toBe(`Unknown tool ${JSON.stringify(name)}; the tools are search_capabilities, inspect_capability, execute_calculation, solve_calculation, sweep_calculation, compute_paid.`);
    }
  });
});

/** A raw tools/list with this Host header (fetch would not send a malformed one). */
function hostRequest(port: string, host: string): Promise<{ status: string; body: string }> {
  const body = '{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{}}';
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    let out = '';
    socket.on('data', (d) => (out += d));
    socket.on('close', () => resolve({ status: out.split('\r\n')[0], body: out.split('\r\n\r\n').slice(1).join('') }));
    socket.end(
      `POST /mcp HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nMCP-Protocol-Version: 2026-07-28\r\nMcp-Method: tools/list\r\nMcp-Name: -\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}

describe('official MCP conformance suite', () => {
  // Each revision the endpoint serves, with the scenarios that cannot apply listed (and why) in its baseline.
  it.each([
    ['2026-07-28', 'conformance-baseline.yml'],
    ['2025-11-25', 'conformance-baseline-2025-11-25.yml'],
  ])('passes every scenario of %s that applies to a tools-and-resources server (%s lists the rest)', async (revision, file) => {
    const root = path.resolve(import.meta.dirname, '../..');
    const bin = path.join(root, 'node_modules/@modelcontextprotocol/conformance/dist/index.js');
    const baseline = path.join(import.meta.dirname, file);
    const run = promisify(execFile);
    const { stdout } = await run(process.execPath, [bin, 'server', '--url', `${server.url}/mcp`, '--requirements', revision, '--expected-failures', baseline], {
      timeout: 180_000,
      maxBuffer: 16 * 1024 * 1024,
    }).catch((e) => {
      throw new Error(`conformance failed:\n${String(e.stdout).split('\n').slice(-40).join('\n')}`);
    });
    expect(stdout).toContain('Baseline check passed');
  }, 200_000);
});
