// Base64: RFC 4648 test vectors, Node's Buffer as an independent codec over all
// of Unicode and over random bytes, and every rejection with its position.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failure, ok, result, run } from '../../helpers/calc.ts';
import { requiredConformanceVectors } from '../../helpers/conformance.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const encode = (text: string, variant?: string) => result<string>('base64', { mode: 'encode', text, ...(variant ? { variant } : {}) });
const decode = (text: string, variant?: string) => result<string>('base64', { mode: 'decode', text, ...(variant ? { variant } : {}) });
/** The detail text of an error answer. */
const detailOf = (inputs: Record<string, unknown>) => (failure('base64', inputs).body as { detail: string }).detail;
/** Non-blank text: whitespace-only text counts as missing in the service. */
const text = fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== '');

describe('base64', () => {
  requiredConformanceVectors('base64');

  // RFC 4648 §10 (the empty string is a blank input here, so it is left out).
  it.each([
    ['f', 'Zg=='],
    ['fo', 'Zm8='],
    ['foo', 'Zm9v'],
    ['foob', 'Zm9vYg=='],
    ['fooba', 'Zm9vYmE='],
    ['foobar', 'Zm9vYmFy'],
  ])('RFC 4648 §10: BASE64(%s) = %s, and back', (plain, b64) => {
    expect(encode(plain)).toBe(b64);
    expect(decode(b64)).toBe(plain);
  });

  it('encodes any Unicode text like Buffer (standard and base64url)', () => {
    fc.assert(
      fc.property(text, (s) => {
        expect(encode(s)).toBe(Buffer.from(s, 'utf8').toString('base64'));
        expect(encode(s, 'url')).toBe(Buffer.from(s, 'utf8').toString('base64url'));
        expect(decode(encode(s))).toBe(s);
        expect(decode(encode(s, 'url'), 'url')).toBe(s);
      }),
      { numRuns: 300 },
    );
  });

  it('decodes random bytes exactly when they are UTF-8, as a fatal TextDecoder says', () => {
    const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 24 }), (bytes) => {
        let expected: string | null;
        try {
          expected = strict.decode(bytes);
        } catch {
          expected = null;
        }
        const answer = run('base64', { mode: 'decode', text: Buffer.from(bytes).toString('base64') });
        if (expected === null) expect((answer.body as { code: string }).code).toBe('INVALID_UTF8');
        else if (expected.trim() !== '') expect((answer.body as { result: string }).result).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps a leading byte-order mark', () => {
    expect(decode('77u/QQ==')).toBe('\uFEFFA');
  });

  it('skips MIME line breaks and accepts missing padding', () => {
    expect(decode('Zm9v\r\nYmFy\n')).toBe('foobar');
    expect(decode(' aGVs bG8 ')).toBe('hello');
    expect(decode('Zm9vYg')).toBe('foob');
    expect(decode('8J-YgA', 'url')).toBe('😀');
    expect(decode('8J-YgA==', 'url')).toBe('😀');
  });

  it('warns about non-zero unused bits but still decodes', () => {
    const env = ok('base64', { mode: 'decode', text: 'aGVsbG9=' });
    expect(env.result).toBe('hello');
    expect(env.warnings.map((w) => w.code)).toContain('NONZERO_PADDING_BITS');
    expect(ok('base64', { mode: 'decode', text: 'aGVsbG8=' }).warnings).toEqual([]);
  });

  it('skips tab and form feed, the other ASCII whitespace of the WHATWG forgiving-base64 decoder', () => {
    // WHATWG Infra: ASCII whitespace is U+0009 TAB, U+000A LF, U+000C FF, U+000D CR and U+0020 SPACE.
    expect(decode('Zm9v\tYmFy')).toBe('foobar');
    expect(decode('Zm9v\fYmFy')).toBe('foobar');
  });

  it('rejects characters above z (U+007B and up), which are in neither alphabet', () => {
    for (const [b64, position] of [
      ['aGVsbG8~', 8],
      ['Zm9{', 4],
      ['Zm9é', 4],
    ] as const) {
      for (const variant of ['standard', 'url']) {
        const f = failure('base64', { mode: 'decode', text: b64, variant });
        expect(f).toMatchObject({ http: 400, code: 'INVALID_BASE64_CHARACTER', field: 'text' });
        expect(JSON.stringify(f.body)).toContain(`Character ${position} `);
      }
    }
  });

  it('warns about non-zero unused bits after 2 characters (4 bits) and only then', () => {
    // 'Zh==': Z = 25 = 011001, h = 33 = 100001 → byte 01100110 = 'f', unused bits 0001 ≠ 0.
    const cut2 = ok('base64', { mode: 'decode', text: 'Zh==' });
    expect(cut2.result).toBe('f');
    expect(cut2.warnings.map((w) => w.code)).toEqual(['NONZERO_PADDING_BITS']);
    // 'Zg==' (RFC 4648 §10): g = 32 = 100000, unused bits 0000.
    expect(ok('base64', { mode: 'decode', text: 'Zg==' }).warnings).toEqual([]);
    expect(ok('base64', { mode: 'decode', text: 'Zg' }).warnings).toEqual([]);
    // A whole group has no unused bits, whatever its last character: 'v' = 47 = 101111.
    expect(ok('base64', { mode: 'decode', text: 'Zm9v' }).warnings).toEqual([]);
    expect(ok('base64', { mode: 'decode', text: 'Zm9vYmFy' }).warnings).toEqual([]);
  });

  it("names the first '=' when padding is followed by more data", () => {
    const f = failure('base64', { mode: 'decode', text: 'aGVs==bG8' });
    expect(f.code).toBe('INVALID_BASE64_PADDING');
    expect((f.body as { detail: string }).detail).toMatch(/^Padding '=' at character 5 is followed by more data at character 7;/);
  });

  it('says which modes exist when mode is missing', () => {
    const f = failure('base64', { text: 'abc' });
    expect(f).toMatchObject({ code: 'MISSING_REQUIRED_INPUT', field: 'mode' });
    expect((f.body as { detail: string }).detail).toBe('mode is required: one of encode, decode.');
    expect(f.suggestion).toBe('Add mode, e.g. "mode": "encode".');
  });

  it('words whitespace-only text by the mode: nothing to encode or to decode', () => {
    expect(detailOf({ mode: 'encode', text: ' \n ' })).toMatch(/nothing to encode\.$/);
    expect(detailOf({ mode: 'decode', text: ' \n ' })).toMatch(/nothing to decode\.$/);
    expect(detailOf({ mode: 'decode', text: '\t', variant: 'url' })).toMatch(/nothing to decode\.$/);
  });

  it('echoes the default variant and ignores unknown inputs with a warning', () => {
    const env = ok('base64', { mode: 'encode', text: 'hi', extra: 1 });
    expect(env.inputs).toMatchObject({ mode: 'encode', text: 'hi', variant: 'standard' });
    expect(env.warnings.map((w) => w.code)).toContain('UNKNOWN_INPUT_IGNORED');
  });

  it.each([
    [{ mode: 'decode', text: 'aGVs*G8=' }, 'INVALID_BASE64_CHARACTER', /Character 5/, 'text'],
    [{ mode: 'decode', text: 'ab-_' }, 'INVALID_BASE64_CHARACTER', /variant/, 'text'],
    [{ mode: 'decode', text: 'ab+/', variant: 'url' }, 'INVALID_BASE64_CHARACTER', /variant/, 'text'],
    [{ mode: 'decode', text: 'aGVs=bG8' }, 'INVALID_BASE64_PADDING', /character 5/, 'text'],
    [{ mode: 'decode', text: 'aGVsbG8==' }, 'INVALID_BASE64_PADDING', /exactly 1/, 'text'],
    [{ mode: 'decode', text: 'Zm9v=' }, 'INVALID_BASE64_PADDING', /no padding/, 'text'],
    [{ mode: 'decode', text: 'Zm9vY' }, 'INVALID_BASE64_LENGTH', /5 base64 characters/, 'text'],
    [{ mode: 'decode', text: '/w==' }, 'INVALID_UTF8', /byte 1.*0xFF/, 'text'],
    [{ mode: 'decode', text: 'wyg=' }, 'INVALID_UTF8', /byte 2/, 'text'],
    [{ mode: 'encode', text: 'a\ud800b' }, 'UNPAIRED_SURROGATE', /Character 2/, 'text'],
    [{ mode: 'decode', text: '\udc00' }, 'UNPAIRED_SURROGATE', /U\+DC00/, 'text'],
    [{ mode: 'encode', text: '   ' }, 'MISSING_REQUIRED_INPUT', /whitespace/, 'text'],
    [{ mode: 'encode' }, 'MISSING_REQUIRED_INPUT', /text/, 'text'],
    [{ text: 'abc' }, 'MISSING_REQUIRED_INPUT', /mode/, 'mode'],
    [{ mode: 'compress', text: 'abc' }, 'INVALID_MODE', /encode/, 'mode'],
    [{ mode: 'encode', text: 'abc', variant: 'mime' }, 'INVALID_MODE', /standard/, 'variant'],
  ])('%o → %s', (inputs, code, detail, field) => {
    const f = failure('base64', inputs as Record<string, unknown>);
    expect(f).toMatchObject({ http: 400, code });
    expect(f.field).toBe(field);
    expect(f.suggestion?.length).toBeGreaterThan(10);
    expect(JSON.stringify(f.body)).toMatch(detail);
  });
});

declaresTheCodesItReturns('base64', [
  { mode: 'decode', text: 'aGVs*G8=' },
  { mode: 'decode', text: 'Zm9vY' },
  { mode: 'decode', text: 'aGVs=bG8' },
  { mode: 'decode', text: '/w==' },
  { mode: 'encode', text: 'a\ud800b' },
  { mode: 'decode', text: 'Zh==' },
]);
