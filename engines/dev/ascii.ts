// ASCII / Unicode code of one character: decimal, hex, binary, octal, UTF-8
// and UTF-16 forms. Beyond ASCII the numbers are the Unicode code point.
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { fail, ok, warning } from '../core/outcome.ts';
import { codePointCount, codePointLabel, findLoneSurrogate, hexBytes, loneSurrogateError, utf8Encode } from './_lib/text.ts';

const input = z.object({ char: z.string() });

const output = z.strictObject({
  char: z.string(),
  codePoint: z.string(),
  dec: z.number(),
  hex: z.string(),
  bin: z.string(),
  oct: z.string(),
  isAscii: z.boolean(),
  name: z.nullable(z.string()),
  utf8: z.string(),
  utf8Bytes: z.number(),
  utf16: z.string(),
  html: z.string(),
});

// Control-character mnemonics of ASCII (ANSI X3.4-1986, RFC 20 §2); SP is the space.
const CONTROL_NAMES = 'NUL SOH STX ETX EOT ENQ ACK BEL BS HT LF VT FF CR SO SI DLE DC1 DC2 DC3 DC4 NAK SYN ETB CAN EM SUB ESC FS GS RS US SP'.split(' ');
const asciiName = (cp: number) => (cp <= 32 ? CONTROL_NAMES[cp] : cp === 127 ? 'DEL' : null);

/** 'U+20AC' / 'u+1f600' names a code point; the only way to give whitespace, which the input layer treats as blank. */
const UNICODE_NOTATION = /^U\+([0-9A-F]{1,6})$/i;

/** Digits of n in `base`, left-padded with zeros to a multiple of `group` digits. */
const padded = (n: number, base: number, group: number) => {
  const s = n.toString(base).toUpperCase();
  return s.padStart(Math.ceil(s.length / group) * group, '0');
};

export const engine = defineEngine({
  id: 'ascii',
  area: 'dev',
  title: 'ASCII code of a character',
  description: 'Decimal, hexadecimal, binary and octal code of a character, with its ASCII control name, Unicode code point, UTF-8 bytes, UTF-16 units and HTML entity; works for any Unicode character, not only ASCII.',
  keywords: ['ascii', 'ascii code', 'ascii table', 'char code', 'character code', 'charCodeAt', 'codePointAt', 'unicode code point', 'utf-8 bytes', 'ord', 'chr', 'html entity', 'char to hex', 'char to binary', 'letter', 'number of a letter', 'code of a character', 'character number'],
  version: '1.0.0',
  page: 'dev',
  input,
  output,
  unit: null,
  errors: ['INVALID_CODE_POINT', 'MORE_THAN_ONE_CHARACTER', 'UNPAIRED_SURROGATE'],
  warnings: ['NOT_ASCII'],
  formula: { id: 'ascii', expression: 'dec = code point of the character; hex, bin, oct = the same number in base 16, 2, 8', label: 'Character code' },
  assumptions: [
    'ASCII is ANSI X3.4-1986 (RFC 20): codes 0–127; names are given for the control characters 0–31 and 127 (NUL … US, DEL) and for the space (SP).',
    'Beyond ASCII, dec/hex/bin/oct are the Unicode code point (e.g. € is U+20AC = 8364), with warning NOT_ASCII; codes 128–255 are Unicode/ISO-8859-1 values, not Windows-1252 or code page 437 "extended ASCII". utf8 lists the character\'s UTF-8 bytes (RFC 3629) and utf16 its UTF-16 code units.',
    'hex has at least 2 digits (0A, 41, 20AC, 1F600), bin is padded to whole bytes (multiples of 8 bits), utf16 units to 4 hex digits; hex letters are uppercase.',
    "Exactly one code point is looked up. A character the eye sees as one but built from several code points (é as e + U+0301, flags, emoji with skin tones) is rejected with MORE_THAN_ONE_CHARACTER listing its code points, so each can be looked up on its own.",
    "A code point may also be named in Unicode notation 'U+0041' (1–6 hex digits); this is how to look up a space or other whitespace. A single whitespace character typed directly is read as its U+ notation.",
  ],
  ui: {
    fields: { char: { label: 'Character (or U+ code point)', kind: 'text', placeholder: 'A', help: "One character, or a code point such as U+0020 for a space." } },
    initial: { char: 'A' },
    headline: 'dec',
    outputs: {
      codePoint: { label: 'Unicode code point' },
      dec: { label: 'Decimal code' },
      hex: { label: 'Hexadecimal code' },
      bin: { label: 'Binary code' },
      oct: { label: 'Octal code' },
      isAscii: { label: 'Within ASCII (0–127)' },
      name: { label: 'ASCII control name' },
      utf8: { label: 'UTF-8 bytes (hex)' },
      utf8Bytes: { label: 'UTF-8 length', unit: 'bytes' },
      utf16: { label: 'UTF-16 code units (hex)' },
      html: { label: 'HTML numeric character reference' },
    },
  },
  examples: [
    { name: "Letter 'A'", inputs: { char: 'A' }, expect: { status: 'success', values: { dec: 65, hex: '41', bin: '01000001', oct: '101', isAscii: true, utf8: '41' } }, source: 'ASCII table, ANSI X3.4-1986 / RFC 20: A = 65 = 0x41 = 0b1000001.' },
    { name: 'Line feed by code point', inputs: { char: 'U+000A' }, expect: { status: 'success', values: { dec: 10, hex: '0A', name: 'LF', bin: '00001010' } }, source: 'RFC 20 §2: code 10 (0x0A) is LF, line feed.' },
    { name: 'Space given directly', inputs: { char: ' ' }, expect: { status: 'success', values: { dec: 32, hex: '20', name: 'SP' } }, source: 'RFC 20 §2: code 32 (0x20) is SP, space.' },
    { name: 'Euro sign (beyond ASCII)', inputs: { char: '€' }, expect: { status: 'success', values: { dec: 8364, hex: '20AC', codePoint: 'U+20AC', utf8: 'E2 82 AC', utf8Bytes: 3, isAscii: false } }, source: 'The Unicode Standard, Currency Symbols chart: EURO SIGN U+20AC; UTF-8 E2 82 AC per RFC 3629 §3.' },
    { name: 'Emoji outside the BMP', inputs: { char: '😀' }, expect: { status: 'success', values: { dec: 128512, hex: '1F600', utf8: 'F0 9F 98 80', utf16: 'D83D DE00' } }, source: 'Unicode Emoticons chart: GRINNING FACE U+1F600; UTF-8 per RFC 3629, UTF-16 surrogate pair per RFC 2781 §2.1.' },
    { name: 'Two characters', inputs: { char: 'AB' }, expect: { status: 'error', code: 'MORE_THAN_ONE_CHARACTER' }, source: 'The engine looks up exactly one code point.' },
  ],
  limitations: [
    'No Unicode character names or categories beyond the ASCII control mnemonics (the Unicode Character Database is not bundled).',
    'Legacy 8-bit code pages (Windows-1252, CP437, EBCDIC) are not covered: 128–255 are read as Unicode code points.',
  ],
  prepare(raw) {
    // The input layer drops whitespace-only text as blank; name a lone whitespace character by its code point instead.
    const v = raw.char;
    if (typeof v !== 'string' || v.length === 0 || v.trim() !== '') return raw;
    const count = codePointCount(v);
    // The first eight are named: a message listing all of 60,000 spaces took 80 ms and 400 KB.
    const cps = Array.from(v.slice(0, 16), (c) => c.codePointAt(0)!).slice(0, 8);
    if (count === 1) return { ...raw, char: codePointLabel(cps[0]) };
    return {
      code: 'MORE_THAN_ONE_CHARACTER',
      field: 'char',
      detail: `char is ${count} whitespace characters (${cps.map(codePointLabel).join(' ')}${count > 8 ? ' …' : ''}); give exactly one.`,
      suggestion: `Look up one at a time, e.g. char = ${codePointLabel(cps[0])}.`,
    };
  },
  compute({ char }) {
    const lone = findLoneSurrogate(char);
    if (lone) {
      const e = loneSurrogateError('char', lone);
      return fail(e.code, e.field, e.detail, e.suggestion);
    }
    // The count, and the first few code points for the messages: not all of a 60 KB text (3 ms).
    const count = codePointCount(char);
    const cps = Array.from(char.slice(0, 16), (c) => c.codePointAt(0)!).slice(0, 8);
    let cp: number;
    const notation = UNICODE_NOTATION.exec(char.trim());
    if (count === 1) cp = cps[0];
    else if (notation) {
      cp = parseInt(notation[1], 16);
      if (cp > 0x10ffff) return fail('INVALID_CODE_POINT', 'char', `${char.trim()} is beyond U+10FFFF, the last Unicode code point.`, 'Use a code point from U+0000 to U+10FFFF.');
      if (cp >= 0xd800 && cp <= 0xdfff) return fail('INVALID_CODE_POINT', 'char', `${codePointLabel(cp)} is a surrogate code point, reserved for UTF-16 pairs and not a character.`, 'Give the character itself, or its code point (e.g. U+1F600, not its surrogates D83D DE00).');
    } else {
      const listed = cps.map(codePointLabel).join(' ') + (count > 8 ? ' …' : '');
      const asNumber = /^\d+$/.test(char.trim()) && Number(char) <= 0x10ffff ? ` To look up code ${Number(char)}, give ${codePointLabel(Number(char))}.` : '';
      return fail(
        'MORE_THAN_ONE_CHARACTER',
        'char',
        `char has ${count} code points (${listed}); the engine looks up exactly one. A character built from several code points (an accent mark, a flag, an emoji sequence) counts as several.`,
        `Give one character, e.g. '${String.fromCodePoint(cps[0])}' (${codePointLabel(cps[0])}), or a code point in U+ notation.${asNumber}`,
      );
    }
    const ch = String.fromCodePoint(cp);
    const bytes = utf8Encode(ch);
    const isAscii = cp < 128;
    const result = {
      char: ch,
      codePoint: codePointLabel(cp),
      dec: cp,
      hex: cp.toString(16).toUpperCase().padStart(2, '0'),
      bin: padded(cp, 2, 8),
      oct: cp.toString(8),
      isAscii,
      name: asciiName(cp),
      utf8: hexBytes(bytes),
      utf8Bytes: bytes.length,
      utf16: Array.from({ length: ch.length }, (_, i) => padded(ch.charCodeAt(i), 16, 4)).join(' '),
      html: `&#${cp};`,
    };
    const warnings = isAscii
      ? []
      : [warning('NOT_ASCII', `${codePointLabel(cp)} is beyond ASCII (0–127): dec, hex and bin give its Unicode code point; in UTF-8 it is ${bytes.length} bytes (${result.utf8}).`, undefined, 'info')];
    return ok(result, { warnings });
  },
});
