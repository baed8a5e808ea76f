// ASCII: the RFC 20 table, and for every kind of code point the numbers
// checked against the platform (codePointAt, Buffer's UTF-8, UTF-16 units).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';

const lookup = (char: string) => result('ascii', { char });

/** Any Unicode scalar value (no surrogate code points). */
const scalar = fc.integer({ min: 0, max: 0x10ffff }).filter((cp) => cp < 0xd800 || cp > 0xdfff);

describe('ascii', () => {
  it.each([
    // RFC 20 §2 / ANSI X3.4-1986 code table
    ['A', 65, '41', '01000001', '101', null],
    ['a', 97, '61', '01100001', '141', null],
    ['0', 48, '30', '00110000', '60', null],
    ['~', 126, '7E', '01111110', '176', null],
    ['\u0000', 0, '00', '00000000', '0', 'NUL'],
    ['\u0007', 7, '07', '00000111', '7', 'BEL'],
    ['\u001b', 27, '1B', '00011011', '33', 'ESC'],
    ['\u007f', 127, '7F', '01111111', '177', 'DEL'],
  ])('%j is %d = 0x%s', (char, dec, hex, bin, oct, name) => {
    expect(lookup(char)).toMatchObject({ dec, hex, bin, oct, name, isAscii: true, utf8Bytes: 1, html: `&#${dec};` });
  });

  it('agrees with codePointAt, Buffer UTF-8 and UTF-16 units for any code point, typed or in U+ notation', () => {
    fc.assert(
      fc.property(scalar, (cp) => {
        const ch = String.fromCodePoint(cp);
        const want = {
          char: ch,
          dec: cp,
          utf8: Buffer.from(ch, 'utf8').toString('hex').toUpperCase().match(/../g)!.join(' '),
          utf8Bytes: Buffer.byteLength(ch, 'utf8'),
          utf16: Array.from({ length: ch.length }, (_, i) => ch.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0')).join(' '),
          isAscii: cp < 128,
        };
        const viaNotation = lookup(`U+${cp.toString(16).padStart(4, '0')}`);
        expect(viaNotation).toMatchObject(want);
        expect(parseInt(viaNotation.hex, 16)).toBe(cp);
        expect(parseInt(viaNotation.bin, 2)).toBe(cp);
        expect(viaNotation.bin.length % 8).toBe(0);
        expect(parseInt(viaNotation.oct, 8)).toBe(cp);
        if (ch.trim() !== '') expect(lookup(ch)).toEqual(viaNotation);
      }),
      { numRuns: 400 },
    );
  });

  it('reads a single whitespace character through its code point', () => {
    expect(lookup(' ')).toMatchObject({ dec: 32, name: 'SP' });
    const tab = ok('ascii', { char: '\t' });
    expect(tab.inputs.char).toBe('U+0009');
    expect(tab.result).toMatchObject({ dec: 9, name: 'HT' });
    expect(lookup('\u00a0')).toMatchObject({ dec: 160, isAscii: false });
    expect(lookup('u+1f600')).toMatchObject({ dec: 0x1f600, hex: '1F600', utf8: 'F0 9F 98 80' });
  });

  it('warns beyond ASCII and gives the code point', () => {
    const env = ok('ascii', { char: 'é' });
    expect(env.result).toMatchObject({ dec: 233, hex: 'E9', codePoint: 'U+00E9', utf8: 'C3 A9', isAscii: false, name: null });
    expect(env.warnings.map((w) => w.code)).toEqual(['NOT_ASCII']);
    expect(ok('ascii', { char: 'A' }).warnings).toEqual([]);
  });

  it('ASCII ends at 127: U+0080 is the first code point with a NOT_ASCII note', () => {
    expect(ok('ascii', { char: 'U+7F' })).toMatchObject({ result: { isAscii: true, name: 'DEL' }, warnings: [] });
    const a = ok('ascii', { char: 'U+80' });
    expect(a.result).toMatchObject({ isAscii: false, utf8: 'C2 80' });
    expect(a.warnings.map((w) => [w.code, w.severity])).toEqual([['NOT_ASCII', 'info']]);
  });

  it('U+ notation: surrounding spaces are fine, anything else around it is several characters; surrogates are not characters', () => {
    expect(result('ascii', { char: ' U+20AC ' })).toMatchObject({ char: '€', dec: 0x20ac });
    for (const char of ['xU+41', 'U+41x']) expect(failure('ascii', { char }), char).toMatchObject({ code: 'MORE_THAN_ONE_CHARACTER', field: 'char' });
    for (const char of ['U+D800', 'U+DFFF']) expect(failure('ascii', { char }), char).toMatchObject({ code: 'INVALID_CODE_POINT', field: 'char' });
    expect(result('ascii', { char: 'U+E000' }).dec).toBe(0xe000);
  });

  it('an empty char is missing', () => {
    expect(failure('ascii', { char: '' })).toMatchObject({ code: 'MISSING_REQUIRED_INPUT', field: 'char' });
  });

  it('a digit given as a JSON number is that character', () => {
    expect(lookup(7 as unknown as string)).toMatchObject({ char: '7', dec: 55 });
  });

  it.each([
    [{ char: 'AB' }, 'MORE_THAN_ONE_CHARACTER', /2 code points \(U\+0041 U\+0042\)/],
    [{ char: 'e\u0301' }, 'MORE_THAN_ONE_CHARACTER', /U\+0065 U\+0301/],
    [{ char: '🇩🇪' }, 'MORE_THAN_ONE_CHARACTER', /U\+1F1E9 U\+1F1EA/],
    [{ char: '65' }, 'MORE_THAN_ONE_CHARACTER', /give U\+0041/],
    [{ char: '  ' }, 'MORE_THAN_ONE_CHARACTER', /U\+0020 U\+0020/],
    // A long text is counted, and only its first eight code points are named.
    [{ char: ' \t'.repeat(30_000) }, 'MORE_THAN_ONE_CHARACTER', /char is 60000 whitespace characters \((U\+0020 U\+0009 ){3}U\+0020 U\+0009 …\); give exactly one\./],
    [{ char: '😀'.repeat(20_000) }, 'MORE_THAN_ONE_CHARACTER', /char has 20000 code points \((U\+1F600 ){7}U\+1F600 …\)/],
    [{ char: '\ud83d' }, 'UNPAIRED_SURROGATE', /U\+D83D/],
    [{ char: 'U+110000' }, 'INVALID_CODE_POINT', /U\+10FFFF/],
    [{ char: 'U+D800' }, 'INVALID_CODE_POINT', /surrogate/],
    [{}, 'MISSING_REQUIRED_INPUT', /char/],
    [{ char: ['A'] }, 'INVALID_INPUT', /text/],
  ])('%o → %s', (inputs, code, detail) => {
    const f = failure('ascii', inputs);
    expect(f).toMatchObject({ http: 400, code, field: 'char' });
    expect(f.suggestion?.length).toBeGreaterThan(5);
    expect(JSON.stringify(f.body)).toMatch(detail);
  });
});
