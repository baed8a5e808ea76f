// Snapshots without a store: self-describing ids that round-trip, resist
// tampering and forgery, and never store (or show) a failed calculation.
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createApiContext } from '../../api/context.ts';
import { createFetchHandler } from '../../api/fetch-adapter.ts';
import { decodeEmbedded, encodeEmbedded } from '../../api/share/embedded-id.ts';

const fetchApi = createFetchHandler(await createApiContext({ RATE_LIMIT_DISABLED: '1' }));
const BASE = 'http://service.test';
const share = async (body: unknown) => {
  const res = await fetchApi(new Request(`${BASE}/api/v1/share`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }));
  return { status: res.status, body: await res.json() };
};
const read = async (id: string) => {
  const res = await fetchApi(new Request(`${BASE}/api/v1/share/${encodeURIComponent(id)}`));
  return { status: res.status, body: await res.json() };
};
const VD = { tool_id: 'voltage-divider', inputs: { Vin: 12, R1: 1000, R2: 1000 }, calculation_version: '1.5.1' };

describe('embedded snapshots', () => {
  it('creates a self-describing id that reads back the same frozen result', async () => {
    const { status, body } = await share(VD);
    expect(status).toBe(201);
    expect(body.id).toMatch(/^cx_e1_[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(body.links.snapshot).toBe(`/s/${body.id}`);
    expect(body.links.live).toBe('/calc/electric/voltage-divider?Vin=12&R1=1000&R2=1000');
    expect(body.result.result.Vout).toBe(6);
    expect(body.calculation_version).toBe('1.5.1');
    const again = await read(body.id);
    expect(again.status).toBe(200);
    expect(again.body.result).toEqual(body.result);
    expect(again.body.created_at).toBe(body.created_at.replace(/\.\d{3}Z$/, '.000Z'));
  });

  it('rejects every single-character change to the id', async () => {
    const { body } = await share(VD);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (let pos = 6; pos < body.id.length; pos++) {
      const c = body.id[pos];
      if (c === '.') continue;
      const flipped = body.id.slice(0, pos) + alphabet[(alphabet.indexOf(c) + 1) % 64] + body.id.slice(pos + 1);
      const r = await read(flipped);
      expect(r.status, `position ${pos}`).toBe(404);
      expect(r.body.code).toBe('SNAPSHOT_NOT_FOUND');
    }
  });

  it('cannot be forged: a re-encoded payload without the MAC is refused, and a result is never read from the id', async () => {
    const { body } = await share(VD);
    const [payload, mac] = body.id.slice(6).split('.');
    const forgedJson = JSON.stringify({ t: 'voltage-divider', v: '1.5.1', i: { Vin: 12, R1: 1000, R2: 1000 }, c: 0, result: { Vout: 7.654321 } });
    const forged = `cx_e1_z${deflateRawSync(Buffer.from(forgedJson)).toString('base64url')}.${mac}`;
    expect((await read(forged)).status).toBe(404);
    // Even a validly signed payload carries inputs only; the result shown is recomputed.
    const signed = encodeEmbedded({ t: 'voltage-divider', v: '1.5.1', i: { Vin: 12, R1: 1000, R2: 1000, result: 7.654321 } as never, c: Math.floor(Date.now() / 1000) });
    expect(decodeEmbedded(signed, 32 * 1024)).not.toBeNull();
    expect(payload.length).toBeGreaterThan(10);
  });

  it.each([
    [{ ...VD, tool_id: 'no-such-tool' }, 404, 'ENGINE_NOT_FOUND'],
    [{ ...VD, inputs: { Vin: 12 } }, 400, 'MISSING_REQUIRED_INPUT'],
    [{ ...VD, calculation_version: '9.9.9' }, 409, 'VERSION_MISMATCH'],
    [{ inputs: {} }, 400, 'MISSING_REQUIRED_INPUT'],
  ])('refuses %j with %i %s and stores nothing', async (req, status, code) => {
    const r = await share(req);
    expect(r.status).toBe(status);
    expect(r.body).toMatchObject({ status: 'error', code, http_status: status });
    expect(r.body.id).toBeUndefined();
  });

  it('reads a minted id with the limits of making one: 40,000 GPA rows in a few hundred characters compute nothing', async () => {
    // Without SNAPSHOT_SIGNING_KEY anyone can mint an id (the MAC's key is public): this one inflates to
    // 240 KB of rows, and was recomputed into a 9 MB answer (and 16.8 MB of HTML on /s/<id>).
    const rows = (n: number) => Array.from({ length: n }, () => '4:A').join('\n');
    const mint = (courses: string) => encodeEmbedded({ t: 'gpa', v: '1.0.0', i: { mode: 'courses', scale: '4.0', courses }, c: Math.floor(Date.now() / 1000) });
    const minted = mint(rows(40_000));
    expect(minted.length).toBeLessThan(1000);
    const r = await read(minted);
    expect(r.status).toBe(404);
    expect(r.body.code).toBe('SNAPSHOT_NOT_FOUND');
    // What POST /api/v1/share refuses to make (over SNAPSHOT_MAX_BYTES or the engine's bounds), GET refuses to read.
    const made = await share({ tool_id: 'gpa', inputs: { mode: 'courses', scale: '4.0', courses: rows(4000) } });
    expect(made.status).toBeGreaterThanOrEqual(400);
    expect((await read(mint(rows(4000)))).status).toBe(404);
    // A small one reads as before.
    expect((await read(mint(rows(3)))).status).toBe(200);
  });

  it('answers an unknown id with 404 SNAPSHOT_NOT_FOUND in the error shape', async () => {
    const r = await read('cx_doesnotexist');
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ status: 'error', http_status: 404, code: 'SNAPSHOT_NOT_FOUND', recoverable: false });
  });
});
