// Ten things an agent is asked to work out, done through the official SDK
// client as an agent would: search → inspect → execute, or one call when it
// already knows the calculator's name (a tool id or alias is enough). Each
// checks the answer against a closed form worked here, and that the first line
// of the result's text says what was asked for, with its unit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { startInProcess, type Running } from '../helpers/server.ts';

let server: Running;
let client: Client;
beforeAll(async () => {
  server = await startInProcess();
  client = new Client({ name: 'agent-tasks', version: '1.0.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
  await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', server.url)));
});
afterAll(async () => {
  await client?.close();
  await server?.close();
});

type Result = { content: { type: string; text: string }[]; structuredContent: Record<string, any>; isError?: boolean };
const call = async (name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as unknown as Result;
const firstLine = (r: Result) => r.content[0].text.split('\n')[0];

/** search → the first result's capability → inspect it → execute with `inputs`. */
async function viaSearch(question: string, inputs: Record<string, unknown>): Promise<Result> {
  const found = await call('search_capabilities', { query: question, limit: 3 });
  const capability = found.structuredContent.items[0]?.capability_id;
  expect(capability, question).toBeTruthy();
  const inspected = await call('inspect_capability', { capability_id: capability });
  expect(inspected.isError).toBeFalsy();
  return call('execute_calculation', { capability_id: capability, inputs });
}

describe('agent tasks', () => {
  it('1. the resistor for a 20 mA LED with 2 V forward voltage on 5 V', async () => {
    const r = await viaSearch('resistor for an LED', { Vs: 5, Vf: 2, I_f: '20 mA' });
    // (5 − 2) V / 20 mA = 150 Ω, an E24 value.
    expect(r.structuredContent.result.R).toBe(150);
    expect(firstLine(r)).toBe('Series resistor R: 150 Ω');
  });

  it('2. the upper resistor that makes 3.3 V from 12 V over 10 kΩ, in one call by tool id', async () => {
    const r = await call('execute_calculation', { capability_id: 'voltage-divider', inputs: { Vin: 12, R2: '10k', Vout: 3.3 } });
    // R1 = R2 (Vin − Vout) / Vout = 10 kΩ × 8.7 / 3.3.
    expect(r.structuredContent.result.R1).toBeCloseTo((10_000 * 8.7) / 3.3, 6);
    expect(firstLine(r)).toBe('Upper resistor R1: 26.36 kΩ');
  });

  it('3. the microstrip width for 50 Ω on 1.6 mm FR4 (εr 4.4)', async () => {
    const r = await viaSearch('microstrip trace width for 50 ohm', { mode: 'width', z0_target: 50, height: 1.6, er: 4.4 });
    // Hammerstad–Wheeler synthesis for w/h > 2: about 3 mm on 1.6 mm FR4 (published charts: 2.9–3.1 mm).
    expect(r.structuredContent.result.width_mm).toBeGreaterThan(2.9);
    expect(r.structuredContent.result.width_mm).toBeLessThan(3.1);
    expect(firstLine(r)).toMatch(/^Trace width: 3\.0\d+ mm$/);
  });

  it('4. the current through 6 Ω at 12 V, in one call by alias', async () => {
    const r = await call('execute_calculation', { capability_id: 'ohms-law', inputs: { V: '12 V', R: '6 Ω' } });
    expect(r.structuredContent.result.I).toBe(2);
    expect(firstLine(r)).toBe('Current: 2 A');
  });

  it('5. the RC time constant of 4.7 kΩ and 2.2 µF', async () => {
    const r = await viaSearch('time constant of a resistor and capacitor', { R: '4k7', C: '2.2 µF' });
    expect(r.structuredContent.result.tau).toBeCloseTo(4700 * 2.2e-6, 12);
    expect(firstLine(r)).toMatch(/10\.34 ms$/);
  });

  it('6. the frequency of a 555 astable with 1 kΩ, 10 kΩ and 10 µF', async () => {
    const r = await viaSearch('blink an LED with a 555', { mode: 'astable', RA: '1k', RB: '10k', C: '10 µF' });
    expect(r.structuredContent.result.frequency).toBeCloseTo(1 / (Math.LN2 * 21_000 * 10e-6), 9);
    expect(firstLine(r)).toBe('Frequency: 6.87 Hz');
  });

  it('7. how much a price rose from 80 to 100', async () => {
    const r = await viaSearch('it was 80 and now it is 100, how much did it go up', { v1: 80, v2: 100 });
    expect(r.structuredContent.result.value).toBe(25);
    expect(firstLine(r)).toMatch(/25 %$/);
  });

  it('8. the least number both 8 and 14 divide', async () => {
    const r = await viaSearch('least number that both 8 and 14 divide', { values: [8, 14] });
    expect(r.structuredContent.result.value).toBe(56);
    expect(firstLine(r)).toMatch(/: 56$/);
  });

  it('9. the diagonal of a 16 by 9 screen', async () => {
    const r = await viaSearch('diagonal of a 16 by 9 screen', { a: 16, b: 9 });
    expect(r.structuredContent.result.value).toBeCloseTo(Math.sqrt(16 ** 2 + 9 ** 2), 12);
    expect(firstLine(r)).toMatch(/: 18\.357/);
  });

  it('10. a monthly mortgage payment: a REST-only calculator, run over REST as the answer says', async () => {
    const found = await call('search_capabilities', { query: 'monthly mortgage payment' });
    const item = found.structuredContent.rest_only[0];
    expect(item).toMatchObject({ tool_id: 'loan-payment', rest_only: true });
    // The agent is told it cannot execute it here, and how to run it: the same id to execute_calculation says so too.
    const refused = await call('execute_calculation', { capability_id: 'loan-payment', inputs: {} });
    expect(refused.isError).toBe(true);
    expect(firstLine(refused)).toMatch(/REST-only calculator: execute_calculation does not run it/);
    const res = await fetch(item.run.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ inputs: { principal: 300000, ratePct: 6.5, termMonths: 360 } }) });
    const body = await res.json();
    // P i / (1 − (1 + i)^−n), i = 6.5 % / 12.
    const i = 0.065 / 12;
    expect(body.result.payment).toBeCloseTo((300000 * i) / (1 - (1 + i) ** -360), 6);
  });
});
