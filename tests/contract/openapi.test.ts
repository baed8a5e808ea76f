// The machine-readable contract: OpenAPI 3.1 validated by an established
// validator, schema URLs that resolve, and well-known documents.
import { validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { createApiContext } from '../../api/context.ts';
import { createFetchHandler } from '../../api/fetch-adapter.ts';
import { codeInfo, SHARED_CODES } from '../../engines/core/codes.ts';
import { registry } from '../../engines/registry.ts';

const fetchApi = createFetchHandler(await createApiContext({ RATE_LIMIT_DISABLED: '1' }));
const get = async (path: string) => {
  const res = await fetchApi(new Request(`http://service.test${path}`));
  return { status: res.status, type: res.headers.get('content-type'), body: await res.json() };
};

describe('OpenAPI', () => {
  it('is a valid OpenAPI 3.1 document with a typed path and examples per engine', async () => {
    const { status, body } = await get('/openapi.json');
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(body));
    expect(result.valid, JSON.stringify((result as { errors?: unknown }).errors ?? result).slice(0, 2000)).toBe(true);
    for (const e of registry.engines) {
      const op = body.paths[`/api/v1/calc/${e.id}`]?.post;
      expect(op, e.id).toBeDefined();
      expect(Object.keys(op.requestBody.content['application/json'].examples ?? {}).length, e.id).toBeGreaterThan(0);
    }
    for (const e of registry.engines) {
      // Every code the engine declares, on the response that carries it (issue 20: codes are contract).
      const responses = body.paths[`/api/v1/calc/${e.id}`].post.responses;
      const enumOf = (schema: { allOf: { properties?: Record<string, any> }[] }, key: string) => schema.allOf.find((s) => s.properties?.[key]?.enum ?? s.properties?.[key]?.items)?.properties?.[key];
      const rejected: string[] = enumOf(responses['400'].content['application/json'].schema, 'code').enum;
      const envelope = responses['200'].content['application/json'].schema;
      const invalidCodes: string[] = enumOf(envelope, 'code')?.enum ?? [];
      const warningCodes: string[] = enumOf(envelope, 'warnings').items.properties.code.enum;
      expect([...rejected, ...invalidCodes].sort(), e.id).toEqual(['INVALID_JSON', ...SHARED_CODES.errors, ...e.errors].sort());
      expect(invalidCodes.every((c) => codeInfo(c).kind === 'invalid'), e.id).toBe(true);
      expect(warningCodes.sort(), e.id).toEqual([...SHARED_CODES.warnings, ...e.warnings].sort());
    }
    for (const p of ['/api/v1/calc', '/api/v1/share', '/api/v1/share/{id}', '/api/v1/commerce/compute', '/mcp', '/.well-known/service-capabilities.json']) expect(body.paths[p], p).toBeDefined();
  });
});

describe('schemas and well-known documents', () => {
  it('serves every tool link (input and output schema) as JSON Schema', async () => {
    const seen = new Set<string>();
    for (const t of registry.tools.values()) {
      for (const url of [t.links.schema_input, t.links.schema_output]) {
        if (seen.has(url)) continue;
        seen.add(url);
        const r = await get(url);
        expect(r.status, url).toBe(200);
        expect(r.type).toContain('application/schema+json');
        expect(r.body.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
      }
    }
    expect((await get('/schemas/nope/input.json')).status).toBe(404);
  });

  it('publishes the capability catalog and the MCP compatibility document', async () => {
    const caps = await get('/.well-known/service-capabilities.json');
    expect(caps.status).toBe(200);
    expect(caps.body.capabilities.map((c: { capability_id: string }) => c.capability_id)).toContain('electrical.voltage_divider');
    const mcp = await get('/.well-known/mcp-compatibility.json');
    // The stateless protocol first; the legacy path negotiates every version the SDK speaks, 2024-11-05 included.
    expect(mcp.body.protocol_versions.supported[0]).toBe('2026-07-28');
    expect(mcp.body.protocol_versions.supported).toContain('2024-11-05');
    expect(mcp.body.limits).toMatchObject({ rpc_per_minute_per_ip: 120, execute_calculation_per_minute_per_ip: 30 });
  });
});
