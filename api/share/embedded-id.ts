// Self-describing snapshot ids (no store): cx_e1_<payload>.<mac>.
// The payload is what is needed to show the snapshot again: tool, pinned
// version, inputs and creation time (deflated when that is shorter). The result
// is NOT in the id: reading recomputes it with the pinned version, so an id can
// never make the service show a result it did not compute. The MAC (HMAC-SHA256,
// 96 bits) rejects damaged and altered ids; with SNAPSHOT_SIGNING_KEY set it is
// a signature only this operator can make, otherwise a checksum under a public key.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { boundHit } from '../ops/bounds.ts';

export const EMBEDDED_PREFIX = 'cx_e1_';
const PUBLIC_KEY = 'calculatorx-embedded-snapshot-v1';
export const MAX_ID_LENGTH = 16 * 1024;

export interface EmbeddedPayload {
  /** tool id */
  t: string;
  /** pinned calculation version */
  v: string;
  /** inputs */
  i: Record<string, unknown>;
  /** created, seconds since the epoch */
  c: number;
}

/** Snapshots are made from 2026 on; a creation time outside 2020…2100 is forged or damaged. */
const EARLIEST = Date.UTC(2020, 0, 1) / 1000;
const LATEST = Date.UTC(2100, 0, 1) / 1000;
const isCreationTime = (c: unknown): c is number => Number.isInteger(c) && (c as number) >= EARLIEST && (c as number) < LATEST;

const key = () => process.env.SNAPSHOT_SIGNING_KEY || PUBLIC_KEY;

/** True when ids are checksummed under the public key: anyone can make one (the result is still recomputed). */
export const signedWithPublicKey = () => !process.env.SNAPSHOT_SIGNING_KEY;
const mac = (body: string) => createHmac('sha256', key()).update(body).digest().subarray(0, 12);

export function encodeEmbedded(p: EmbeddedPayload): string {
  const json = Buffer.from(JSON.stringify(p), 'utf8');
  const deflated = deflateRawSync(json, { level: 9 });
  // 'z' marks a deflated payload, 'j' plain JSON: compress only where it helps.
  const body = deflated.length < json.length ? `z${deflated.toString('base64url')}` : `j${json.toString('base64url')}`;
  return `${EMBEDDED_PREFIX}${body}.${mac(body).toString('base64url')}`;
}

/**
 * The payload of an intact id, or null for anything damaged, altered or malformed, or whose payload
 * is larger than `maxBytes` once inflated: a few hundred characters of deflated JSON can stand for
 * megabytes of inputs, and no snapshot this service makes holds more than SNAPSHOT_MAX_BYTES.
 */
export function decodeEmbedded(id: string, maxBytes: number): EmbeddedPayload | null {
  if (!id.startsWith(EMBEDDED_PREFIX) || id.length > MAX_ID_LENGTH) return null;
  const [body, tag, extra] = id.slice(EMBEDDED_PREFIX.length).split('.');
  if (!body || !tag || extra !== undefined || !/^[A-Za-z0-9_-]+$/.test(body + tag)) return null;
  const given = Buffer.from(tag, 'base64url');
  const want = mac(body);
  if (given.length !== want.length || !timingSafeEqual(given, want)) return null;
  try {
    const raw = Buffer.from(body.slice(1), 'base64url');
    // Inflating past the bound throws (ERR_BUFFER_TOO_LARGE) after at most maxBytes of output.
    const json = body[0] === 'z' ? inflateRawSync(raw, { maxOutputLength: maxBytes }) : body[0] === 'j' ? raw : null;
    if (!json) return null;
    if (json.length > maxBytes) return tooLarge(maxBytes);
    const p = JSON.parse(json.toString('utf8')) as EmbeddedPayload;
    const valid = typeof p.t === 'string' && typeof p.v === 'string' && isCreationTime(p.c) && p.i !== null && typeof p.i === 'object' && !Array.isArray(p.i);
    return valid ? p : null;
  } catch (e) {
    return (e as NodeJS.ErrnoException)?.code === 'ERR_BUFFER_TOO_LARGE' ? tooLarge(maxBytes) : null;
  }
}

function tooLarge(maxBytes: number): null {
  boundHit('snapshot_read_size', `a self-describing snapshot id inflating past ${maxBytes} bytes (SNAPSHOT_MAX_BYTES) was read as not found`);
  return null;
}
