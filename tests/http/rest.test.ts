// The REST surface over real HTTP (the node:http entry, not the fetch adapter):
// oversized bodies, HEAD, the paid path, and that nothing leaks internals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInProcess, type Running } from '../helpers/server.ts';

let server: Running;
beforeAll(async () => {
  server = await startInProcess();
});
afterAll(() => server.close());

const post = (path: string, body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  fetch(`${server.url}${path}`, { method: 'POST', headers, body });

describe('REST over HTTP', () => {
  it('answers 413 for a 2 MB body and keeps serving', async () => {
    const big = await post('/api/v1/calc/voltage-divider', `{"inputs":{"pad":"${'a'.repeat(2 * 1024 * 1024)}"}}`);
    expect(big.status).toBe(413);
    expect((await big.json()).code).toBe('PAYLOAD_TOO_LARGE');
    const ok = await post('/api/v1/calc/voltage-divider', '{"inputs":{"Vin":12,"R1":1000,"R2":1000}}');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-length')).toBe(String(Buffer.byteLength(await ok.text())));
  });

  it('answers HEAD on the catalog without a body, and never shows a stack trace', async () => {
    const head = await fetch(`${server.url}/api/v1/calc`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    for (const body of ['{', '[]', 'null', '{"inputs":{"Vin":{"__proto__":1}}}']) {
      const text = await (await post('/api/v1/calc/voltage-divider', body)).text();
      expect(text).not.toMatch(/at \S+ \(|node_modules|\.ts:\d+/);
    }
  });

  it('checks a paid request before asking for payment: 400 when malformed, 402 with a quote otherwise', async () => {
    const bad = await post('/api/v1/commerce/compute', JSON.stringify({ capability_id: 'electrical.voltage_divider' }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: 'inputs', code: 'MISSING_REQUIRED_INPUT' });
    const unknown = await post('/api/v1/commerce/compute', JSON.stringify({ capability_id: 'nope', inputs: {} }));
    expect(unknown.status).toBe(404);
    const paid = await post('/api/v1/commerce/compute', JSON.stringify({ capability_id: 'electrical.voltage_divider', inputs: { Vin: 12, R1: 1000, R2: 1000 }, idempotency_key: 'k1' }));
    expect(paid.status).toBe(402);
    const body = await paid.json();
    expect(body).toMatchObject({ status: 'error', http_status: 402, code: 'PAYMENT_REQUIRED', recoverable: true, quote: { capability_id: 'electrical.voltage_divider', currency: 'USD', live_charging: false } });
    const again = await (await post('/api/v1/commerce/compute', JSON.stringify({ capability_id: 'electrical.voltage_divider', inputs: { Vin: 12, R1: 1000, R2: 1000 } }))).json();
    expect(again.quote.quote_id).toBe(body.quote.quote_id);
  });
});
