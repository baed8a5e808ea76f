// Solve and sweep answer the same on every surface: the REST handler (called in
// process as fetch(Request) → Response), the library and the command line
// (--json) give the same body for the same request, as they do for calculate().
import { describe, expect, it } from 'vitest';
import { createApiContext } from '../../api/context.ts';
import { createFetchHandler } from '../../api/fetch-adapter.ts';
import { operationCost } from '../../api/solve.ts';
import { runCli } from '../../lib/cli/main.ts';
import { devLibrary } from '../../lib/dev.ts';
import { execute, inspect, solveCalculation, sweepCalculation } from '../../api/mcp/tools.ts';

const fetchApi = createFetchHandler(await createApiContext({ RATE_LIMIT_DISABLED: '1' }));
const BASE = 'http://service.test/api/v1/calc';
const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
  const res = await fetchApi(new Request(`${BASE}/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }));
  return { res, status: res.status, text: await res.text() };
};
async function cli(...argv: string[]) {
  let out = '';
  let err = '';
  const status = await runCli(argv, devLibrary, { out: (t) => (out += t), err: (t) => (err += t) }, '9.9.9');
  return { status, out, err };
}

describe('the same solve on REST, the library and the CLI', () => {
  const request = { inputs: { Vin: 12, R1: '10k' }, solve_for: 'R2', target: { Vout: '3.3' } };

  it('gives the same body', async () => {
    const rest = await post('voltage-divider/solve', request);
    expect(rest.status).toBe(200);
    const restBody = JSON.parse(rest.text);
    const lib = await devLibrary.solve('voltage-divider', request);
    const line = await cli('voltage-divider', 'Vin=12', 'R1=10k', '--solve', 'R2', '--target', 'Vout=3.3', '--json');
    expect(line.status).toBe(0);
    expect(JSON.parse(line.out)).toEqual(restBody);
    expect(JSON.parse(JSON.stringify(lib))).toEqual(restBody);
    const mcp = solveCalculation({ capability_id: 'electrical.voltage_divider', ...request }, undefined, {});
    expect(mcp.ok).toBe(true);
    expect(JSON.parse(JSON.stringify((mcp as { data: unknown }).data))).toEqual(restBody);
    expect(mcp.text).toContain('R2 = 3793.10344828 Ω gives Vout = 3.3 V');
    // R2 = R1·Vout / (Vin − Vout), exactly.
    expect(restBody.solve.value / (33000 / 8.7) - 1).toBeCloseTo(0, 10);
    expect(restBody.inputs.R2).toBe(restBody.solve.value);
  });

  it('gives the same sweep, and CSV by Accept', async () => {
    const req = { inputs: { Vin: 12, R1: '10k' }, vary: { input: 'R2', from: '1k', to: '100k', points: 50, scale: 'log' } };
    const rest = JSON.parse((await post('voltage-divider/sweep', req)).text);
    const lib = await devLibrary.sweep('voltage-divider', req);
    const line = await cli('voltage-divider', 'Vin=12', 'R1=10k', '--sweep', 'R2=1k..100k:50:log', '--json');
    expect(JSON.parse(line.out)).toEqual(rest);
    expect(JSON.parse(JSON.stringify(lib))).toEqual(rest);
    expect(rest.points).toHaveLength(50);
    const mcp = sweepCalculation({ capability_id: 'voltage-divider', ...req, vary: { ...req.vary, scale: 'log' as const } }, undefined, {});
    expect(JSON.parse(JSON.stringify((mcp as { data: unknown }).data))).toEqual(rest);
    expect(mcp.text.split('\n')[1]).toBe('R2 (Ω),Vout (V)');

    const csv = await post('voltage-divider/sweep', req, { accept: 'text/csv' });
    expect(csv.res.headers.get('content-type')).toContain('text/csv');
    const cliCsv = await cli('voltage-divider', 'Vin=12', 'R1=10k', '--sweep', 'R2=1k..100k:50:log', '--csv');
    expect(cliCsv.out).toBe(csv.text);
    expect(csv.text.trimEnd().split('\r\n')).toHaveLength(51);

    const svg = await post('voltage-divider/sweep?output=I', req, { accept: 'image/svg+xml' });
    expect(svg.res.headers.get('content-type')).toContain('image/svg+xml');
    expect(svg.text).toContain('I (A) against R2 (Ω)');
  });
});

describe('REST solve and sweep', () => {
  it('runs the OpenAPI examples of /solve and /sweep', async () => {
    const doc = (await import('../../engines/derive/openapi.ts')).openApiDocument((await import('../../engines/registry.ts')).registry) as any;
    for (const op of ['solve', 'sweep']) {
      const examples = doc.paths[`/api/v1/calc/{id}/${op}`].post.requestBody.content['application/json'].examples;
      for (const ex of Object.values(examples) as { value: unknown }[]) {
        const r = await post(`voltage-divider/${op}`, ex.value);
        expect(r.status, r.text.slice(0, 200)).toBe(200);
      }
    }
  });

  it('answers NO_SOLUTION as status invalid (HTTP 200), with the range', async () => {
    const r = await post('voltage-divider/solve', { inputs: { Vin: 12, R1: 1000 }, solve_for: 'R2', target: { Vout: 20 } });
    expect(r.status).toBe(200);
    expect(JSON.parse(r.text)).toMatchObject({ status: 'invalid', code: 'NO_SOLUTION', field: 'R2', solve: { solutions: [] } });
  });

  it('refuses bad requests with the error body, an unknown id with 404, GET with 405', async () => {
    const bad = await post('voltage-divider/solve', { inputs: { Vin: 12 }, solve_for: 'Rz', target: { Vout: 1 } });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text)).toMatchObject({ status: 'error', code: 'INVALID_SOLVE_FIELD', field: 'solve_for' });
    expect((await post('no-such-tool/sweep', {})).status).toBe(404);
    const get = await fetchApi(new Request(`${BASE}/voltage-divider/solve`));
    expect(get.status).toBe(405);
    const svgBad = await post('voltage-divider/sweep?output=nope', { inputs: { Vin: 12, R1: 1000 }, vary: { input: 'R2', from: 1, to: 2 } }, { accept: 'image/svg+xml' });
    expect(svgBad.status).toBe(400);
    expect(JSON.parse(svgBad.text)).toMatchObject({ code: 'INVALID_TARGET', field: 'output' });
  });

  it('takes the pin from Service-Spec-Version', async () => {
    const r = await post('voltage-divider/solve', { inputs: { Vin: 12, R1: 1000 }, solve_for: 'R2', target: { Vout: 3 } }, { 'service-spec-version': '0.0.9' });
    expect(r.status).toBe(409);
    const pinned = await post('voltage-divider/solve', { inputs: { Vin: 12, R1: 1000 }, solve_for: 'R2', target: { Vout: 3 } }, { 'service-spec-version': '1.5.1' });
    expect(JSON.parse(pinned.text).calculation_version).toBe('1.5.1');
    const clash = await post('voltage-divider/sweep', { inputs: { Vin: 12, R1: 1000 }, vary: { input: 'R2', from: 1, to: 2 }, calculation_version: '1.5.1' }, { 'service-spec-version': '1.5.0' });
    expect(clash.status).toBe(409);
  });

  it('costs 2 calculations a solve and 1 + points/100 a sweep', () => {
    expect(operationCost('solve', {})).toBe(2);
    expect(operationCost('sweep', { vary: { points: 50 } })).toBe(2);
    expect(operationCost('sweep', { vary: { points: 1000 } })).toBe(11);
    expect(operationCost('sweep', {})).toBe(2);
  });
});

describe('MCP keeps REST-only calculators off solve and sweep, as execute_calculation does', () => {
  it.each(['loan-payment', 'gpa', 'base64'])('%s', (id) => {
    const exec = execute({ capability_id: id, inputs: {} });
    const solved = solveCalculation({ capability_id: id, inputs: {}, solve_for: 'x', target: { y: 1 } });
    const swept = sweepCalculation({ capability_id: id, inputs: {}, vary: { input: 'x', from: 1, to: 2 } });
    expect(exec.ok).toBe(false);
    for (const out of [solved, swept]) {
      expect(out.ok).toBe(false);
      expect((out as { error: unknown }).error).toEqual((exec as { error: unknown }).error);
    }
  });
});

describe('inspect_capability says what can be solved for, targeted and varied', () => {
  it('voltage divider', () => {
    const out = inspect({ capability_id: 'electrical.voltage_divider' });
    expect((out as { data: Record<string, unknown> }).data.solve_and_sweep).toEqual({
      number_inputs: ['Vin', 'R1', 'R2', 'Vout'],
      numeric_outputs: ['Vin', 'R1', 'R2', 'Vout', 'I', 'P1', 'P2', 'Ptotal', 'ratio', 'Rth'],
      mcp_tools: ['solve_calculation', 'sweep_calculation'],
      rest: ['POST /api/v1/calc/voltage-divider/solve', 'POST /api/v1/calc/voltage-divider/sweep'],
    });
    expect(out.text).toContain('solve_calculation can solve for Vin, R1, R2, Vout');
  });
});
