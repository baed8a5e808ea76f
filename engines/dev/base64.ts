// Base64 encode/decode of UTF-8 text (RFC 4648 §4, and the URL-safe alphabet of §5).
// Hand-written over bytes instead of btoa/Buffer: btoa only takes Latin-1 and
// Buffer is Node-only; this gives the same bytes in Node and the browser.
import * as z from 'zod/mini';
import { defineEngine, type Warning } from '../core/contract.ts';
import { fail, ok, warning } from '../core/outcome.ts';
import { codePointLabel, findLoneSurrogate, hexBytes, loneSurrogateError, missingModeError, utf8Decode, utf8Encode, whitespaceOnlyError } from './_lib/text.ts';

const input = z.object({
  mode: z.enum(['encode', 'decode']),
  text: z.string(),
  variant: z._default(z.enum(['standard', 'url']), 'standard'),
});

type Variant = 'standard' | 'url';

/** Value 0–63 of a base64 character in the variant's alphabet, or -1. */
function sextetOf(c: number, variant: Variant): number {
  if (c >= 65 && c <= 90) return c - 65; // A–Z
  if (c >= 97 && c <= 122) return c - 71; // a–z → 26–51
  if (c >= 48 && c <= 57) return c + 4; // 0–9 → 52–61
  if (variant === 'standard') return c === 43 ? 62 : c === 47 ? 63 : -1; // + /
  return c === 45 ? 62 : c === 95 ? 63 : -1; // - _
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const alphabetOf = (variant: Variant) => ALPHABET + (variant === 'standard' ? '+/' : '-_');

/**
 * Standard output is padded with '='; URL-safe output is unpadded, as in JWT and most URL uses (RFC 4648 §5, §3.2).
 * The output is ASCII, written as bytes and read back once (a string per character took 6 ms for 60 KB).
 */
function encodeBase64(bytes: Uint8Array, variant: Variant): string {
  const abc = Uint8Array.from(alphabetOf(variant), (c) => c.charCodeAt(0));
  const out = new Uint8Array(Math.ceil(bytes.length / 3) * 4);
  let o = 0;
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | (bytes[i + 1] << 8) | bytes[i + 2];
    out[o++] = abc[n >> 18];
    out[o++] = abc[(n >> 12) & 63];
    out[o++] = abc[(n >> 6) & 63];
    out[o++] = abc[n & 63];
  }
  const rest = bytes.length - i;
  const pad = variant === 'standard';
  if (rest === 1) {
    const n = bytes[i] << 16;
    out[o++] = abc[n >> 18];
    out[o++] = abc[(n >> 12) & 63];
    if (pad) {
      out[o++] = 61; // '='
      out[o++] = 61;
    }
  } else if (rest === 2) {
    const n = (bytes[i] << 16) | (bytes[i + 1] << 8);
    out[o++] = abc[n >> 18];
    out[o++] = abc[(n >> 12) & 63];
    out[o++] = abc[(n >> 6) & 63];
    if (pad) out[o++] = 61; // '='
  }
  return new TextDecoder().decode(out.subarray(0, o));
}

// ASCII whitespace as in the WHATWG forgiving-base64 decoder: line breaks of MIME/PEM bodies are skipped.
const isSkipped = (u: number) => u === 0x20 || u === 0x09 || u === 0x0a || u === 0x0d || u === 0x0c;

type Decoded = { ok: true; bytes: Uint8Array; nonCanonical: boolean } | { ok: false; code: string; detail: string; suggestion: string };

/**
 * Forgiving decode: whitespace is skipped and '=' padding may be left out, but
 * every other character must belong to the alphabet, padding may only end the
 * text, and the length must be a possible base64 length. Positions in messages
 * count characters (code points); the text has no lone surrogates (checked before).
 */
function decodeBase64(text: string, variant: Variant): Decoded {
  const sextets = new Uint8Array(text.length);
  let count = 0;
  let padding = 0;
  let firstPad = 0;
  let position = 0;
  for (let i = 0; i < text.length; i++) {
    position++;
    const u = text.charCodeAt(i);
    if (isSkipped(u)) continue;
    if (u === 0x3d) {
      // '='
      if (!padding) firstPad = position;
      padding++;
      continue;
    }
    const v = sextetOf(u, variant);
    if (v < 0) {
      const ch = String.fromCodePoint(text.codePointAt(i)!);
      const cp = ch.codePointAt(0)!;
      const otherAlphabet = sextetOf(cp, variant === 'standard' ? 'url' : 'standard') >= 0;
      return {
        ok: false,
        code: 'INVALID_BASE64_CHARACTER',
        detail: `Character ${position} ('${ch}', ${codePointLabel(cp)}) is not in the ${variant === 'standard' ? 'standard base64 alphabet (A–Z a–z 0–9 + /)' : 'URL-safe base64 alphabet (A–Z a–z 0–9 - _)'}.`,
        suggestion: otherAlphabet
          ? `'${ch}' belongs to the ${variant === 'standard' ? 'URL-safe' : 'standard'} alphabet: set variant to '${variant === 'standard' ? 'url' : 'standard'}'.`
          : `Remove or fix character ${position}; base64 text contains only letters, digits, ${variant === 'standard' ? "'+', '/'" : "'-', '_'"} and '=' padding at the end.`,
      };
    }
    if (padding) {
      return {
        ok: false,
        code: 'INVALID_BASE64_PADDING',
        detail: `Padding '=' at character ${firstPad} is followed by more data at character ${position}; '=' may only end the text.`,
        suggestion: 'Remove the stray "=", or split concatenated base64 strings and decode each on its own.',
      };
    }
    sextets[count++] = v;
  }
  const rem = count % 4;
  if (rem === 1) {
    return {
      ok: false,
      code: 'INVALID_BASE64_LENGTH',
      detail: `${count} base64 characters (ignoring whitespace and padding) leave one character over; a group of 4 can only be cut to 2 or 3 characters, so the text is truncated or has an extra character.`,
      suggestion: 'Check that the whole base64 string was copied; its length without padding must not be 1 more than a multiple of 4.',
    };
  }
  if (padding) {
    const expected = rem === 0 ? 0 : 4 - rem;
    if (padding !== expected) {
      return {
        ok: false,
        code: 'INVALID_BASE64_PADDING',
        detail: `${padding} '=' after ${count} characters; this length takes ${expected === 0 ? 'no padding' : `exactly ${expected} '='`}.`,
        suggestion: expected === 0 ? "Remove the '=' characters." : `End the text with ${'='.repeat(expected)}, or leave the padding out.`,
      };
    }
  }
  const bytes = new Uint8Array(Math.floor((count * 6) / 8));
  let b = 0;
  for (let i = 0; i < count; i += 4) {
    const n = (sextets[i] << 18) | (sextets[i + 1] << 12) | (sextets[i + 2] << 6) | sextets[i + 3];
    bytes[b++] = n >> 16;
    if (b < bytes.length) bytes[b++] = (n >> 8) & 255;
    if (b < bytes.length) bytes[b++] = n & 255;
  }
  // The unused low bits of a cut group are 0 in canonical output (RFC 4648 §3.5).
  const last = sextets[count - 1];
  const nonCanonical = (rem === 2 && (last & 0x0f) !== 0) || (rem === 3 && (last & 0x03) !== 0);
  return { ok: true, bytes, nonCanonical };
}

export const engine = defineEngine({
  id: 'base64',
  area: 'dev',
  title: 'Base64 encoder and decoder',
  description: 'Encode text to Base64 or decode Base64 back to text, for any Unicode text (UTF-8), with the standard or the URL-safe (base64url) alphabet.',
  keywords: ['base64', 'base 64', 'b64', 'base64url', 'base64 decode', 'base64 encode', 'atob', 'btoa', 'RFC 4648', 'MIME', 'data URI'],
  version: '1.0.0',
  page: 'dev',
  input,
  output: z.string(),
  unit: null,
  errors: [
    'INVALID_BASE64_CHARACTER',
    'INVALID_BASE64_LENGTH',
    'INVALID_BASE64_PADDING',
    'INVALID_UTF8',
    'UNPAIRED_SURROGATE',
  ],
  warnings: ['NONZERO_PADDING_BITS'],
  formula: { id: 'base64', expression: 'every 3 UTF-8 bytes → 4 characters of a 64-letter alphabet; "=" pads the last group', label: 'Base64 (RFC 4648)' },
  assumptions: [
    'Text is encoded to bytes as UTF-8 before encoding, and decoded bytes must be valid UTF-8 (DECISIONS.md 7); a leading byte-order mark is kept as U+FEFF.',
    "variant 'standard' uses the RFC 4648 §4 alphabet (A–Z a–z 0–9 + /) and pads with '='; variant 'url' uses the §5 alphabet (- and _ instead of + and /) and writes no padding.",
    "Decoding is forgiving in the way of the WHATWG forgiving-base64 algorithm (atob): ASCII whitespace (space, tab, CR, LF, FF) is skipped and missing '=' padding is accepted; any other character outside the alphabet, '=' before the end, wrong padding or an impossible length is an error with its 1-based character position.",
    'Non-zero unused bits in the last character are accepted (as atob does) with warning NONZERO_PADDING_BITS, because such text is not what any encoder writes and often means a truncated or altered string.',
    'Text containing a lone UTF-16 surrogate (not a Unicode character) is rejected with UNPAIRED_SURROGATE rather than replaced by U+FFFD.',
  ],
  ui: {
    fields: {
      mode: { label: 'Direction', kind: 'select', options: [{ value: 'encode', label: 'Encode text → Base64' }, { value: 'decode', label: 'Decode Base64 → text' }] },
      text: { label: 'Text', kind: 'textarea', placeholder: 'hello' },
      variant: { label: 'Alphabet', kind: 'select', options: [{ value: 'standard', label: 'Standard (+ / with = padding)' }, { value: 'url', label: 'URL-safe base64url (- _ without padding)' }] },
    },
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'encode', label: 'Encode', fields: ['text', 'variant'] },
          { value: 'decode', label: 'Decode', fields: ['text', 'variant'] },
        ],
      },
    ],
    initial: { mode: 'encode', text: 'hello' },
  },
  examples: [
    { name: "Encode 'hello'", inputs: { mode: 'encode', text: 'hello' }, expect: { status: 'success', values: { '': 'aGVsbG8=' } }, source: 'Conformance vector; RFC 4648 §4 encoding of the bytes 68 65 6C 6C 6F.' },
    { name: "Decode 'aGVsbG8='", inputs: { mode: 'decode', text: 'aGVsbG8=' }, expect: { status: 'success', values: { '': 'hello' } }, source: 'Conformance vector; RFC 4648 §4.' },
    { name: "RFC 4648 test vector 'foobar'", inputs: { mode: 'encode', text: 'foobar' }, expect: { status: 'success', values: { '': 'Zm9vYmFy' } }, source: 'RFC 4648 §10 test vectors: BASE64("foobar") = "Zm9vYmFy".' },
    { name: "RFC 4648 test vector 'fooba'", inputs: { mode: 'encode', text: 'fooba' }, expect: { status: 'success', values: { '': 'Zm9vYmE=' } }, source: 'RFC 4648 §10 test vectors: BASE64("fooba") = "Zm9vYmE=".' },
    { name: 'Euro sign as UTF-8 (E2 82 AC)', inputs: { mode: 'encode', text: '€' }, expect: { status: 'success', values: { '': '4oKs' } }, source: 'Unicode: U+20AC is E2 82 AC in UTF-8 (RFC 3629); 0xE282AC in 6-bit groups is 56 40 10 44 = "4oKs".' },
    { name: 'Emoji with the URL-safe alphabet', inputs: { mode: 'encode', text: '😀', variant: 'url' }, expect: { status: 'success', values: { '': '8J-YgA' } }, source: 'U+1F600 is F0 9F 98 80 in UTF-8; RFC 4648 §5 alphabet without padding (standard: "8J+YgA==").' },
    { name: 'Character outside the alphabet', inputs: { mode: 'decode', text: 'aGVs*G8=' }, expect: { status: 'error', code: 'INVALID_BASE64_CHARACTER' }, source: "RFC 4648 §3.3: characters outside the alphabet make the data invalid ('*' at character 5)." },
    { name: 'Bytes that are not UTF-8 text', inputs: { mode: 'decode', text: '/w==' }, expect: { status: 'error', code: 'INVALID_UTF8' }, source: '"/w==" is the single byte 0xFF, which never occurs in UTF-8 (RFC 3629 §1).' },
  ],
  limitations: [
    'Works on text: binary data (images, archives) decodes to bytes that are usually not UTF-8 and is reported as INVALID_UTF8 rather than returned as bytes.',
    'Text made only of whitespace counts as a blank input in this service and cannot be encoded.',
    'No line wrapping of the output (MIME wraps at 76 characters); wrapped input decodes fine.',
  ],
  prepare(raw) {
    return missingModeError(raw, ['encode', 'decode']) ?? whitespaceOnlyError('text', raw, raw.mode === 'decode' ? 'decode' : 'encode') ?? raw;
  },
  compute({ mode, text, variant }) {
    const lone = findLoneSurrogate(text);
    if (lone) {
      const e = loneSurrogateError('text', lone);
      return fail(e.code, e.field, e.detail, e.suggestion);
    }
    if (mode === 'encode') return ok(encodeBase64(utf8Encode(text), variant));

    const decoded = decodeBase64(text, variant);
    if (!decoded.ok) return fail(decoded.code, 'text', decoded.detail, decoded.suggestion);
    const utf8 = utf8Decode(decoded.bytes);
    if (!utf8.ok) {
      const head = hexBytes(decoded.bytes.subarray(0, 12)) + (decoded.bytes.length > 12 ? ' …' : '');
      return fail(
        'INVALID_UTF8',
        'text',
        `The base64 decodes to ${decoded.bytes.length} byte${decoded.bytes.length === 1 ? '' : 's'} (${head}) that are not UTF-8 text: at byte ${utf8.offset + 1}, ${utf8.reason}.`,
        'This base64 holds binary data (or text in another encoding), not UTF-8 text; decode it with a tool that writes bytes to a file or a hex dump.',
      );
    }
    const warnings: Warning[] = decoded.nonCanonical
      ? [warning('NONZERO_PADDING_BITS', 'The last base64 character carries non-zero unused bits, so the text is not the canonical encoding of the decoded bytes; it may be truncated or altered.', 'Check that the whole string was copied.')]
      : [];
    return ok(utf8.text, { warnings });
  },
});
