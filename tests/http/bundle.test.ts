// What npm start serves is the built bundle (api/server/server-bundle.ts), with most
// dependencies bundled into it; every other suite runs the TypeScript sources. This
// one starts the bundle and goes through each surface once, with real clients.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { Client as LegacyClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as LegacyTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { spawnServer, type Running } from '../helpers/server.ts';

const BUNDLE = path.resolve(import.meta.dirname, '../../dist/server');
// 12 V across 1 kΩ + 1 kΩ: the divider rule gives exactly 6 V.
const VD = { capability_id: 'electrical.voltage_divider', inputs: { Vin: 12, R1: 1000, R2: 1000 } };
let server: Running;

beforeAll(async () => {
  server = await spawnServer({ RATE_LIMIT_DISABLED: '1', WORKERS: '1' }, { bundled: true });
});
afterAll(() => server?.close());

describe("npm start's bundle", () => {
  it('is Latin-1 text, so V8 keeps its source one byte per character', () => {
    for (const name of readdirSync(BUNDLE).filter((f) => f.endsWith('.mjs'))) {
      expect(readFileSync(path.join(BUNDLE, name), 'utf8'), name).not.toMatch(/[^\x00-\xff]/);
    }
  });

  it('answers REST', async () => {
    const res = await fetch(`${server.url}/api/v1/calc/voltage-divider`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ inputs: VD.inputs }) });
    expect(res.status).toBe(200);
    expect((await res.json()).result.Vout).toBe(6);
  });

  it('answers MCP in both eras', async () => {
    const modern = new Client({ name: 'bundle-test', version: '1.0.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
    await modern.connect(new StreamableHTTPClientTransport(new URL('/mcp', server.url)));
    const legacy = new LegacyClient({ name: 'bundle-test-legacy', version: '1.0.0' });
    await legacy.connect(new LegacyTransport(new URL('/mcp', server.url)));
    for (const client of [modern, legacy] as const) {
      const r = (await client.callTool({ name: 'execute_calculation', arguments: VD })) as { structuredContent: { result: { Vout: number } } };
      expect(r.structuredContent.result.Vout).toBe(6);
    }
    // An engine error still fits the tool's output schema, which the client checks.
    const failed = (await modern.callTool({ name: 'execute_calculation', arguments: { capability_id: 'electrical.ohms_law', inputs: { V: 12, R: -5 } } })) as { isError?: boolean; structuredContent: { code: string } };
    expect(failed.isError).toBe(true);
    expect(failed.structuredContent.code).toBe('RESISTANCE_MUST_BE_NONNEGATIVE');
    await Promise.all([modern.close(), legacy.close()]);
  });

  it('renders a calculator URL with its inputs, and serves a pre-rendered page', async () => {
    const computed = await fetch(`${server.url}/calc/electric/voltage-divider?Vin=12&R1=1000&R2=1000`);
    expect(computed.status).toBe(200);
    expect(await computed.text()).toContain('<title>Voltage divider calculator — Output voltage 6 V</title>');
    const plain = await fetch(`${server.url}/calc/electric/voltage-divider`, { headers: { 'accept-encoding': 'br' } });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-encoding')).toBe('br');
  });
});
