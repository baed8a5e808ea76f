// URL percent-encoding of UTF-8 text: encodeURIComponent semantics by default
// (DECISIONS.md 7), plus the application/x-www-form-urlencoded variant as
// separate modes. Decoding is strict: a malformed escape or bytes that are not
// UTF-8 are errors with their position, never replaced or passed through.
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { fail, ok } from '../core/outcome.ts';
import { codePointCount, findLoneSurrogate, hexBytes, loneSurrogateError, missingModeError, utf8Decode, utf8Encode, whitespaceOnlyError } from './_lib/text.ts';

const MODES = ['encode', 'decode', 'form-encode', 'form-decode'] as const;
type Mode = (typeof MODES)[number];

const input = z.object({ mode: z.enum(MODES), text: z.string() });

const isAlnum = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
/** ECMA-262 encodeURIComponent leaves the RFC 3986 unreserved set plus ! * ' ( ) unescaped. */
const URI_COMPONENT_SAFE = new Set("-_.!~*'()".split('').map((c) => c.charCodeAt(0)));
/** WHATWG URL §5.2 application/x-www-form-urlencoded: only * - . _ stay; space becomes '+'. */
const FORM_SAFE = new Set('*-._'.split('').map((c) => c.charCodeAt(0)));

const HEX_DIGITS = '0123456789ABCDEF';

/**
 * Over the text's UTF-8 bytes at once: an ASCII character is its own single byte, and every byte
 * of a longer sequence is ≥ 0x80 and escaped, so this is the per-character rule. The output is
 * ASCII, written as bytes and read back once. (Encoding each character on its own and joining
 * strings took 15–35 ms for 60 KB of non-ASCII text.)
 */
function percentEncode(text: string, form: boolean): string {
  const safe = form ? FORM_SAFE : URI_COMPONENT_SAFE;
  const bytes = utf8Encode(text);
  const out = new Uint8Array(bytes.length * 3);
  let n = 0;
  for (const b of bytes) {
    if (b < 0x80 && (isAlnum(b) || safe.has(b))) out[n++] = b;
    else if (form && b === 0x20) out[n++] = 0x2b; // '+'
    else {
      out[n++] = 0x25; // '%'
      out[n++] = HEX_DIGITS.charCodeAt(b >> 4);
      out[n++] = HEX_DIGITS.charCodeAt(b & 15);
    }
  }
  return new TextDecoder().decode(out.subarray(0, n));
}

const hexValue = (u: number) => (u >= 48 && u <= 57 ? u - 48 : u >= 65 && u <= 70 ? u - 55 : u >= 97 && u <= 102 ? u - 87 : -1);

type Decoded = { ok: true; text: string } | { ok: false; code: string; detail: string; suggestion: string };

/**
 * Percent-decoding as decodeURIComponent does it (every escape is decoded,
 * reserved characters included), with the failing position reported (1-based,
 * in characters: code points). In form mode an unescaped '+' is a space, as in
 * URLSearchParams. Text between escapes is copied a run at a time.
 */
function percentDecode(text: string, form: boolean): Decoded {
  const out: string[] = [];
  let i = 0; // UTF-16 index
  let position = 0; // code points before i
  while (i < text.length) {
    if (text.charCodeAt(i) !== 0x25) {
      const run = text.indexOf('%', i);
      const end = run < 0 ? text.length : run;
      const plain = text.slice(i, end);
      out.push(form ? plain.replaceAll('+', ' ') : plain);
      position += codePointCount(plain);
      i = end;
      continue;
    }
    // A run of escapes is one byte sequence: a multi-byte character spans several.
    const bytes: number[] = [];
    const positions: number[] = [];
    while (i < text.length && text.charCodeAt(i) === 0x25) {
      const hi = hexValue(text.charCodeAt(i + 1));
      const lo = hi < 0 ? -1 : hexValue(text.charCodeAt(i + 2));
      if (lo < 0) {
        const got = Array.from(text.slice(i + 1, i + 5)).slice(0, 2).join('');
        return {
          ok: false,
          code: 'MALFORMED_PERCENT_ESCAPE',
          detail: `'%' at character ${position + 1} is followed by ${got ? `'${got}'` : 'the end of the text'}, not by two hex digits.`,
          suggestion: "Every '%' must start an escape %XX with two hex digits (0–9, A–F); write a literal '%' as %25.",
        };
      }
      bytes.push(hi * 16 + lo);
      positions.push(position + 1);
      i += 3;
      position += 3;
    }
    const utf8 = utf8Decode(bytes);
    if (!utf8.ok) {
      return {
        ok: false,
        code: 'INVALID_UTF8',
        detail: `The escapes starting at character ${positions[0]} (${hexBytes(bytes.slice(0, 12))}${bytes.length > 12 ? ' …' : ''}) are not UTF-8: at the escape at character ${positions[utf8.offset]}, ${utf8.reason}.`,
        suggestion: 'The text was percent-encoded from another character set (e.g. Latin-1 %E9 for é; UTF-8 is %C3%A9) or is cut inside a character; re-encode it as UTF-8.',
      };
    }
    out.push(utf8.text);
  }
  return { ok: true, text: out.join('') };
}

const FORMULAS: Record<Mode, { id: string; expression: string; label: string }> = {
  encode: { id: 'url-codec.encode', expression: "each UTF-8 byte outside A–Z a–z 0–9 - _ . ! ~ * ' ( ) → %XX", label: 'encodeURIComponent (ECMA-262)' },
  decode: { id: 'url-codec.decode', expression: '%XX escapes → bytes → UTF-8 text', label: 'decodeURIComponent (ECMA-262)' },
  'form-encode': { id: 'url-codec.form-encode', expression: 'space → +; each UTF-8 byte outside A–Z a–z 0–9 * - . _ → %XX', label: 'application/x-www-form-urlencoded (WHATWG URL §5.2)' },
  'form-decode': { id: 'url-codec.form-decode', expression: '+ → space; %XX escapes → bytes → UTF-8 text', label: 'application/x-www-form-urlencoded parsing (WHATWG URL §5.1)' },
};

export const engine = defineEngine({
  id: 'url-codec',
  area: 'dev',
  title: 'URL encoder and decoder',
  description: 'Percent-encode text for a URL (like encodeURIComponent) or decode %XX escapes back to text, for any Unicode text (UTF-8); form mode uses + for spaces as HTML forms and URLSearchParams do.',
  keywords: ['url encode', 'url decode', 'urlencode', 'urldecode', 'percent encoding', 'percent-encoding', 'encodeURIComponent', 'decodeURIComponent', 'query string', 'x-www-form-urlencoded', 'URI escape', '%20', 'link', 'safe in a link', 'safe for a url', 'web address', 'query string', 'escape text'],
  version: '1.0.0',
  page: 'dev',
  input,
  output: z.string(),
  unit: null,
  errors: ['INVALID_UTF8', 'MALFORMED_PERCENT_ESCAPE', 'UNPAIRED_SURROGATE'],
  warnings: [],
  formula: FORMULAS.encode,
  assumptions: [
    'Text is UTF-8 (DECISIONS.md 7): every byte of a non-ASCII character becomes its own %XX escape, with uppercase hex digits.',
    "encode follows ECMA-262 encodeURIComponent: A–Z a–z 0–9 and - _ . ! ~ * ' ( ) stay as they are, everything else (including space, / ? # & = + and %) is escaped; decode follows decodeURIComponent and decodes every escape, reserved characters included.",
    "form-encode / form-decode follow the WHATWG URL Standard's application/x-www-form-urlencoded serializer and parser (URLSearchParams): only A–Z a–z 0–9 * - . _ stay, a space is written '+', and '+' is read back as a space (a literal plus is %2B).",
    "Decoding is strict, as decodeURIComponent is: a '%' not followed by two hex digits is MALFORMED_PERCENT_ESCAPE and escapes that do not form UTF-8 are INVALID_UTF8, each with its 1-based character position; characters that are not escapes are kept as they are.",
    'Text containing a lone UTF-16 surrogate is rejected with UNPAIRED_SURROGATE (encodeURIComponent throws a URIError for it).',
  ],
  ui: {
    fields: {
      mode: {
        label: 'Direction',
        kind: 'select',
        options: [
          { value: 'encode', label: 'Encode (encodeURIComponent)' },
          { value: 'decode', label: 'Decode (decodeURIComponent)' },
          { value: 'form-encode', label: 'Form encode (space → +)' },
          { value: 'form-decode', label: 'Form decode (+ → space)' },
        ],
      },
      text: { label: 'Text', kind: 'textarea', placeholder: 'a b&c=ü' },
    },
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'encode', label: 'Encode', fields: ['text'] },
          { value: 'decode', label: 'Decode', fields: ['text'] },
          { value: 'form-encode', label: 'Form encode', fields: ['text'] },
          { value: 'form-decode', label: 'Form decode', fields: ['text'] },
        ],
      },
    ],
    initial: { mode: 'encode', text: 'name=Jürgen & Söhne?' },
  },
  examples: [
    { name: "Encode 'test?'", inputs: { mode: 'encode', text: 'test?' }, expect: { status: 'success', values: { '': 'test%3F' } }, source: 'MDN, encodeURIComponent(): encodeURIComponent("test?") → "test%3F".' },
    { name: 'Encode Cyrillic text', inputs: { mode: 'encode', text: 'шеллы' }, expect: { status: 'success', values: { '': '%D1%88%D0%B5%D0%BB%D0%BB%D1%8B' } }, source: 'MDN, encodeURIComponent(): encodeURIComponent("шеллы") → "%D1%88%D0%B5%D0%BB%D0%BB%D1%8B".' },
    { name: 'Decode a UTF-8 escape sequence', inputs: { mode: 'decode', text: 'caf%C3%A9%20au%20lait' }, expect: { status: 'success', values: { '': 'café au lait' } }, source: 'RFC 3986 §2.5: é (U+00E9) is C3 A9 in UTF-8, so it is percent-encoded as %C3%A9; %20 is a space.' },
    { name: 'Form-encode spaces and reserved characters', inputs: { mode: 'form-encode', text: "a b&c=d/e~f'" }, expect: { status: 'success', values: { '': 'a+b%26c%3Dd%2Fe%7Ef%27' } }, source: "WHATWG URL Standard §5.2 (URLSearchParams serializer): space → '+', and & = / ~ ' are percent-encoded." },
    { name: 'Form-decode + as space', inputs: { mode: 'form-decode', text: 'Hello+World%21+1%2B1' }, expect: { status: 'success', values: { '': 'Hello World! 1+1' } }, source: "WHATWG URL Standard §5.1: '+' is a space; %21 is '!', %2B is '+'." },
    { name: 'Malformed escape', inputs: { mode: 'decode', text: '100%' }, expect: { status: 'error', code: 'MALFORMED_PERCENT_ESCAPE' }, source: "ECMA-262 decodeURIComponent throws URIError when '%' is not followed by two hex digits." },
    { name: 'Latin-1 escape is not UTF-8', inputs: { mode: 'decode', text: 'caf%E9' }, expect: { status: 'error', code: 'INVALID_UTF8' }, source: 'RFC 3629: 0xE9 starts a 3-byte sequence, so %E9 alone is not UTF-8 (decodeURIComponent throws URIError).' },
  ],
  limitations: [
    'Encodes one URL component (a path segment or a query value), not a whole URL: use it on the parts, not on "https://…" (that would escape the : and /).',
    'Text made only of whitespace counts as a blank input in this service and cannot be encoded.',
  ],
  prepare(raw) {
    return missingModeError(raw, MODES) ?? whitespaceOnlyError('text', raw, String(raw.mode ?? 'encode').includes('decode') ? 'decode' : 'encode') ?? raw;
  },
  compute({ mode, text }) {
    const lone = findLoneSurrogate(text);
    if (lone) {
      const e = loneSurrogateError('text', lone);
      return fail(e.code, e.field, e.detail, e.suggestion);
    }
    const form = mode === 'form-encode' || mode === 'form-decode';
    if (mode === 'encode' || mode === 'form-encode') return ok(percentEncode(text, form), { formula: FORMULAS[mode] });
    const decoded = percentDecode(text, form);
    if (!decoded.ok) return fail(decoded.code, 'text', decoded.detail, decoded.suggestion);
    return ok(decoded.text, { formula: FORMULAS[mode] });
  },
});
