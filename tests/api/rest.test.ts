// The REST contract, called as fetch(Request) → Response without a server:
// envelope, error bodies, status codes, CORS and version pinning.
import { describe, expect, it } from 'vitest';
import { createApiContext } from '../../api/context.ts';
import { createFetchHandler } from '../../api/fetch-adapter.ts';

const fetchApi = createFetchHandler(await createApiContext({ RATE_LIMIT_DISABLED: '1' }));

const BASE = 'http://service.test';
const VD = `${BASE}/api/v1/calc/voltage-divider`;
const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});
const call = async (url: string, init?: RequestInit) => {
  const res = await fetchApi(new Request(url, init));
  const text = await res.text();
  return { res, status: res.status, body: text ? JSON.parse(text) : null };
};

function expectErrorBody(status: number, body: any, code?: string) {
  expect(body).toMatchObject({ status: 'error', http_status: status });
  for (const k of ['type', 'title', 'code', 'error', 'detail', 'suggestion']) expect(typeof body[k], k).toBe('string');
  expect(typeof body.recoverable).toBe('boolean');
  if (code) expect(body.code).toBe(code);
}

describe('GET /api/v1/calc', () => {
  it('lists every id with calculation_version and per-area catalogs with page links', async () => {
    const { status, body, res } = await call(`${BASE}/api/v1/calc`);
    expect(status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(body.calculation_version).toMatch(/^\d+\.\d+\.\d+\+[0-9a-f]{8}$/);
    expect(body.ids).toContain('voltage-divider');
    expect(body.catalogs.electrical.find((e: any) => e.id === 'voltage-divider')).toMatchObject({
      capability_id: 'electrical.voltage_divider',
      calculation_version: '1.5.1',
      page: '/calc/electric/voltage-divider',
    });
  });
  it('answers other methods with 405 and Allow', async () => {
    const { status, body, res } = await call(`${BASE}/api/v1/calc`, json({}));
    expect(status).toBe(405);
    expect(res.headers.get('allow')).toContain('GET');
    expectErrorBody(405, body, 'METHOD_NOT_ALLOWED');
  });
});

describe('POST /api/v1/calc/:id', () => {
  it('returns the full envelope', async () => {
    const inputs = { Vin: 12, R1: 1000, R2: 1000 };
    const { status, body, res } = await call(VD, json({ inputs }));
    expect(status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(body).toMatchObject({
      id: 'voltage-divider',
      tool: 'voltage-divider',
      engine: 'voltage-divider',
      capability_id: 'electrical.voltage_divider',
      status: 'success',
      inputs,
      calculation_version: '1.5.1',
      spec_version: '1.5.1',
      api_version: 'v1',
      api_contract_version: '1.0.0',
      page: '/calc/electric/voltage-divider',
      result_detail: { unit: 'V', formatted: 'Vout = 6 V' },
      verification: { tier: 'engine_tested', engine_tested: true, expert_reviewed: false, source_checked: true, reviewed_by: null },
    });
    expect(body.result_detail.value).toEqual(body.result);
    expect(body.formula).toMatchObject({ id: expect.any(String), expression: expect.any(String), label: expect.any(String) });
    expect(Object.keys(body.links).sort()).toEqual(['capabilities', 'evidence', 'mcp', 'openapi', 'schema_input', 'schema_output']);
    expect(Array.isArray(body.assumptions) && Array.isArray(body.warnings)).toBe(true);
  });

  it('accepts the inputs as the top-level body, with a body pin', async () => {
    const { status, body } = await call(VD, json({ Vin: 12, R1: 1000, R2: 1000, calculation_version: '1.5.1' }));
    expect(status).toBe(200);
    expect(body.result.Vout).toBe(6);
    expect(body.inputs).toEqual({ Vin: 12, R1: 1000, R2: 1000 });
  });

  it.each([
    ['header', { 'service-spec-version': '9.9.9' }, {}],
    ['body', {}, { calculation_version: '9.9.9' }],
  ])('a pin to an unpublished version in the %s is 409 VERSION_MISMATCH', async (_w, headers, extra) => {
    const { status, body } = await call(VD, json({ inputs: { Vin: 12, R1: 1000, R2: 1000 }, ...extra }, headers));
    expect(status).toBe(409);
    expectErrorBody(409, body, 'VERSION_MISMATCH');
    expect(body.recoverable).toBe(true);
    expect(body.published_versions).toEqual(['1.5.1']);
  });

  it('a published pin in the header runs', async () => {
    const { status } = await call(VD, json({ inputs: { Vin: 12, R1: 1000, R2: 1000 } }, { 'service-spec-version': '1.5.1' }));
    expect(status).toBe(200);
  });

  it('rejects a header pin that contradicts the body pin', async () => {
    const { status, body } = await call(VD, json({ inputs: { Vin: 1, R1: 1, R2: 1 }, calculation_version: '1.5.1' }, { 'service-spec-version': '1.5.0' }));
    expect(status).toBe(409);
    expectErrorBody(409, body, 'VERSION_MISMATCH');
  });

  it.each([
    ['invalid JSON', '{"inputs": {"Vin": 12,', 400, 'INVALID_JSON'],
    ['an empty body', '', 400, 'INVALID_JSON'],
    ['an array body', '[1,2]', 400, 'INVALID_INPUT'],
    ['inputs: null', '{"inputs": null}', 400, 'INVALID_INPUT'],
    ['an extra key', JSON.stringify({ inputs: { Vin: 12, R1: 1000, R2: 1000, foo: 1 } }), 400, 'INVALID_INPUT'],
    ['all four keys', JSON.stringify({ inputs: { Vin: 12, R1: 1000, R2: 1000, Vout: 6 } }), 400, 'INVALID_INPUT'],
    ['1e309', '{"inputs": {"Vin": 1e309, "R1": 1, "R2": 1}}', 400, 'INVALID_NUMBER'],
    ['nesting deeper than 32', `{"inputs":{"Vin":${'['.repeat(40)}${']'.repeat(40)}}}`, 400, 'INVALID_JSON'],
  ])('%s → %i %s', async (_name, body, status, code) => {
    const r = await call(VD, json(body));
    expect(r.status).toBe(status);
    expectErrorBody(status, r.body, code);
    expect(r.res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('415 for a body that is not JSON, 413 past 64 KiB, 404 for an unknown id, 405 for GET', async () => {
    const text = await call(VD, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'Vin=12' });
    expectErrorBody(415, text.body, 'UNSUPPORTED_MEDIA_TYPE');
    const big = await call(VD, json({ inputs: { Vin: 12, R1: 1000, R2: 1000 }, pad: 'x'.repeat(70 * 1024) }));
    expectErrorBody(413, big.body, 'PAYLOAD_TOO_LARGE');
    const unknown = await call(`${BASE}/api/v1/calc/voltage-dividr`, json({ inputs: {} }));
    expectErrorBody(404, unknown.body, 'ENGINE_NOT_FOUND');
    expect(unknown.body.acceptable_ids).toContain('voltage-divider');
    expect(unknown.body.suggestion).toContain("'voltage-divider'");
    const get = await call(VD);
    expectErrorBody(405, get.body, 'METHOD_NOT_ALLOWED');
    expect(get.res.headers.get('allow')).toBe('POST, OPTIONS');
  });

  it('answers the CORS preflight for JSON POSTs from any origin', async () => {
    const res = await fetchApi(new Request(VD, { method: 'OPTIONS', headers: { origin: 'http://elsewhere.test', 'access-control-request-method': 'POST' } }));
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
  });

  it('reads __proto__ and constructor as unknown input names, never as members of an object', async () => {
    const hostile = '{"__proto__":{"polluted":1},"inputs":{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}},"Vin":12,"R1":1000,"R2":1000}}';
    // The voltage divider accepts only its four fields (spec), so it names the stranger.
    const strict = await call(VD, json(hostile));
    expectErrorBody(400, strict.body, 'INVALID_INPUT');
    expect(strict.body.field).toBe('__proto__');
    expect(strict.body.invalid_parameters.map((p: { name: string }) => p.name)).toEqual(['inputs.__proto__', 'inputs.constructor']);
    // Other calculators ignore unknown inputs with a warning.
    const lenient = await call(`${BASE}/api/v1/calc/ohms-law`, json('{"inputs":{"__proto__":{"V":1},"constructor":1,"V":12,"R":6}}'));
    expect(lenient.status).toBe(200);
    expect(Object.keys(lenient.body.inputs).sort()).toEqual(['R', 'V']);
    expect(lenient.body.warnings.map((w: { code: string }) => w.code)).toContain('UNKNOWN_INPUT_IGNORED');
    expect(({} as any).polluted).toBeUndefined();
    expect(({} as any).isAdmin).toBeUndefined();
  });

  it('unknown API paths are JSON 404s', async () => {
    const r = await call(`${BASE}/api/v2/whatever`);
    expectErrorBody(404, r.body, 'NOT_FOUND');
  });
});
