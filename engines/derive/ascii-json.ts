// Every JSON body the API writes is pure ASCII: characters past U+007F are
// written as \uXXXX escapes (as Python's json.dumps does by default). Parsed,
// the text is the same; on the wire it stays a one-byte string, which Node
// measures and writes several times faster than a two-byte one (units such as
// Ω and × would otherwise turn every answer two-byte).
const NON_ASCII = /[\u0080-\uffff]/;
const NON_ASCII_ALL = /[\u0080-\uffff]/g;
const escape = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** `json` with its non-ASCII characters escaped: the same text in any JavaScript runtime (the library's toJson uses it). */
export const escapeNonAscii = (json: string): string => (NON_ASCII.test(json) ? json.replace(NON_ASCII_ALL, escape) : json);

/** `json` with its non-ASCII characters escaped (JSON text stays valid JSON text). */
export function asciiJson(json: string): string {
  if (!NON_ASCII.test(json)) return json;
  // V8 keeps a replace() result two-byte even when every character is ASCII;
  // the latin1 round trip stores it one-byte.
  return Buffer.from(escapeNonAscii(json), 'latin1').toString('latin1');
}

/** JSON.stringify, ASCII-only. */
export const toAsciiJson = (value: unknown): string => asciiJson(JSON.stringify(value) ?? 'null');
