// Unicode text helpers shared by the text engines (base64, url-codec, ascii).
// Everything is done by hand on code points and bytes, with no Buffer, so Node
// and the browser give the same bytes (DECISIONS.md 7: text is UTF-8).
import type { EngineError } from '../../core/contract.ts';

/** 'U+0041', 'U+1F600': the usual notation of a code point (at least 4 hex digits). */
export const codePointLabel = (cp: number) => `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;

/** Two uppercase hex digits per byte, separated by spaces: 'E2 82 AC'. */
export const hexBytes = (bytes: ArrayLike<number>) => Array.from(bytes, (b) => b.toString(16).toUpperCase().padStart(2, '0')).join(' ');

export interface LoneSurrogate {
  /** 1-based position counted in code points (what a user counts as characters). */
  position: number;
  unit: number;
}

/**
 * The first UTF-16 surrogate without its partner, or null. JSON can carry one
 * ("\ud800"), but it is not a Unicode scalar value and has no UTF-8 form, so
 * the text engines reject it instead of silently writing U+FFFD.
 */
export function findLoneSurrogate(text: string): LoneSurrogate | null {
  let position = 0;
  for (let i = 0; i < text.length; i++) {
    position++;
    const u = text.charCodeAt(i);
    if (u >= 0xd800 && u <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i++;
        continue;
      }
      return { position, unit: u };
    }
    if (u >= 0xdc00 && u <= 0xdfff) return { position, unit: u };
  }
  return null;
}

/** Code points in well-formed text (no lone surrogates): UTF-16 units less the low halves of pairs. */
export function codePointCount(s: string): number {
  let n = s.length;
  for (let k = 0; k < s.length; k++) {
    const u = s.charCodeAt(k);
    if (u >= 0xdc00 && u <= 0xdfff) n--;
  }
  return n;
}

/** The engine error for text that is not valid Unicode. */
export function loneSurrogateError(field: string, s: LoneSurrogate): EngineError {
  return {
    code: 'UNPAIRED_SURROGATE',
    field,
    detail: `Character ${s.position} of ${field} is the lone UTF-16 surrogate ${codePointLabel(s.unit)}; it is not a Unicode character and has no UTF-8 encoding.`,
    suggestion: 'Send well-formed Unicode text: a surrogate must come as a high/low pair (e.g. "\\ud83d\\ude00" for 😀).',
  };
}

/** UTF-8 bytes of well-formed text (callers check findLoneSurrogate first). */
export function utf8Encode(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

export type Utf8Result = { ok: true; text: string } | { ok: false; offset: number; reason: string };

/**
 * Strict UTF-8 decoding per Unicode 15 table 3-7 (well-formed byte sequences):
 * no overlong forms, no surrogates, nothing above U+10FFFF, no truncated
 * sequences. Reports the 0-based offset of the first bad byte. A leading BOM
 * is kept as U+FEFF (decoding must not drop data).
 *
 * The WHATWG decoder in fatal mode accepts exactly these sequences, and reads
 * 60 KB in a fraction of a millisecond; the hand-written one below (several ms)
 * runs only for text it refuses, to say where and why.
 */
export function utf8Decode(bytes: ArrayLike<number>): Utf8Result {
  try {
    return { ok: true, text: STRICT_UTF8.decode(bytes instanceof Uint8Array ? bytes : Uint8Array.from(bytes)) };
  } catch {
    return utf8DecodeByHand(bytes);
  }
}

const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The same decoding by hand, with the offset and reason of the first bad byte. */
export function utf8DecodeByHand(bytes: ArrayLike<number>): Utf8Result {
  const out: string[] = [];
  let chunk: number[] = [];
  const n = bytes.length;
  let i = 0;
  while (i < n) {
    const b0 = bytes[i];
    let cp: number;
    let len: number;
    if (b0 < 0x80) {
      cp = b0;
      len = 1;
    } else if (b0 >= 0xc2 && b0 <= 0xdf) {
      cp = b0 & 0x1f;
      len = 2;
    } else if (b0 >= 0xe0 && b0 <= 0xef) {
      cp = b0 & 0x0f;
      len = 3;
    } else if (b0 >= 0xf0 && b0 <= 0xf4) {
      cp = b0 & 0x07;
      len = 4;
    } else {
      const reason = b0 >= 0x80 && b0 <= 0xbf ? 'a continuation byte without a lead byte' : b0 === 0xc0 || b0 === 0xc1 ? 'the lead byte of an overlong encoding' : 'never valid in UTF-8';
      return { ok: false, offset: i, reason: `byte 0x${hex2(b0)} is ${reason}` };
    }
    for (let k = 1; k < len; k++) {
      const b = bytes[i + k];
      if (b === undefined) return { ok: false, offset: i, reason: `the ${len}-byte sequence starting with 0x${hex2(b0)} is cut off at the end` };
      // The second byte's allowed range is narrower after E0, ED, F0 and F4 (table 3-7).
      const lo = k === 1 && b0 === 0xe0 ? 0xa0 : k === 1 && b0 === 0xf0 ? 0x90 : 0x80;
      const hi = k === 1 && b0 === 0xed ? 0x9f : k === 1 && b0 === 0xf4 ? 0x8f : 0xbf;
      if (b < lo || b > hi) {
        const why = b >= 0x80 && b <= 0xbf ? (b0 === 0xed ? 'would encode a UTF-16 surrogate' : b0 === 0xf4 ? 'would encode a value above U+10FFFF' : 'would be an overlong encoding') : 'is not a continuation byte';
        return { ok: false, offset: i + k, reason: `byte 0x${hex2(b)} after lead byte 0x${hex2(b0)} ${why}` };
      }
      cp = (cp << 6) | (b & 0x3f);
    }
    chunk.push(cp);
    if (chunk.length >= 4096) {
      out.push(String.fromCodePoint(...chunk));
      chunk = [];
    }
    i += len;
  }
  out.push(String.fromCodePoint(...chunk));
  return { ok: true, text: out.join('') };
}

const hex2 = (b: number) => b.toString(16).toUpperCase().padStart(2, '0');

/**
 * The shared input layer treats text made only of whitespace as blank (missing).
 * A text engine calls this from `prepare` so the user learns why, instead of a
 * bare "text is required".
 */
export function whitespaceOnlyError(field: string, raw: Record<string, unknown>, what: string): EngineError | null {
  const v = raw[field];
  if (typeof v !== 'string' || v.length === 0 || v.trim() !== '') return null;
  return {
    code: 'MISSING_REQUIRED_INPUT',
    field,
    detail: `${field} contains only whitespace (${v.length} character${v.length === 1 ? '' : 's'}); the service treats whitespace-only input as blank, so there is nothing to ${what}.`,
    suggestion: `Give ${field} with at least one non-whitespace character.`,
  };
}

/**
 * A missing required enum reaches zod as undefined, which the shared layer
 * reports as INVALID_MODE; the text engines call this from `prepare` so a
 * missing mode is MISSING_REQUIRED_INPUT, as the spec's code table says.
 */
export function missingModeError(raw: Record<string, unknown>, modes: readonly string[]): EngineError | null {
  const v = raw.mode;
  if (v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '')) return null;
  return { code: 'MISSING_REQUIRED_INPUT', field: 'mode', detail: `mode is required: one of ${modes.join(', ')}.`, suggestion: `Add mode, e.g. "mode": "${modes[0]}".` };
}
