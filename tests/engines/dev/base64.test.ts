// Base64: RFC 4648 test vectors, Node's Buffer as an independent codec over all
// of Unicode and over random bytes, and every rejection with its position.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failure, ok, result, run } from '../../helpers/calc.ts';
import { requiredConformanceVectors } from '../../helpers/conformance.ts';

const encode = (text: string, variant?: string) => result<string>('base64', { mode: 'encode', text, ...(variant ? { variant } : {}) });
const decode = (text: string, variant?: string) => result<string>('base64', { mode: 'decode', text, ...(variant ? { variant } : {}) });
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
