// URL codec: MDN / RFC examples, the built-in encodeURIComponent /
// decodeURIComponent and URLSearchParams as independent references over all of
// Unicode, and each rejection with its position.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const url = (mode: string, text: string) => result<string>('url-codec', { mode, text });
const text = fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== '');
/** The urlencoded serializer of the WHATWG URL Standard, as URLSearchParams implements it. */
const formEncoded = (s: string) => new URLSearchParams([['', s]]).toString().slice(1);

describe('url-codec', () => {
  it('matches the MDN encodeURIComponent examples', () => {
    expect(url('encode', 'test?')).toBe('test%3F');
    expect(url('encode', 'шеллы')).toBe('%D1%88%D0%B5%D0%BB%D0%BB%D1%8B');
    expect(url('encode', "A-Z a-z 0-9 -_.!~*'()")).toBe("A-Z%20a-z%200-9%20-_.!~*'()");
    expect(url('encode', 'a/b?c=d&e#f+g%h')).toBe('a%2Fb%3Fc%3Dd%26e%23f%2Bg%25h');
  });

  it('encodes and decodes like encodeURIComponent / decodeURIComponent for any Unicode text', () => {
    fc.assert(
      fc.property(text, (s) => {
        const enc = url('encode', s);
        expect(enc).toBe(encodeURIComponent(s));
        expect(url('decode', enc)).toBe(s);
      }),
      { numRuns: 300 },
    );
  });

  it('form mode matches URLSearchParams in both directions', () => {
    fc.assert(
      fc.property(text, (s) => {
        const enc = url('form-encode', s);
        expect(enc).toBe(formEncoded(s));
        expect(url('form-decode', enc)).toBe(new URLSearchParams(`a=${enc}`).get('a'));
        expect(url('form-decode', enc)).toBe(s);
      }),
      { numRuns: 300 },
    );
  });

  it('accepts exactly the escape sequences decodeURIComponent accepts, with the same result', () => {
    const piece = fc.constantFrom('%', 'C3', 'A9', 'E2', '82', 'AC', 'F0', '9F', 'ED', 'A0', 'C0', '80', 'FF', '2', 'zz', 'a', 'é', '+', '😀');
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 12 }), (parts) => {
        const s = parts.join('');
        let expected: string | null;
        try {
          expected = decodeURIComponent(s);
        } catch {
          expected = null;
        }
        const f = expected === null ? failure('url-codec', { mode: 'decode', text: s }) : null;
        if (f) expect(['MALFORMED_PERCENT_ESCAPE', 'INVALID_UTF8']).toContain(f.code);
        else if (expected!.trim() !== '') expect(url('decode', s)).toBe(expected);
      }),
      { numRuns: 1000 },
    );
  });

  it('decodes reserved escapes and leaves + alone outside form mode', () => {
    expect(url('decode', 'a%2Fb%3Fc+d')).toBe('a/b?c+d');
    expect(url('form-decode', 'a%2Fb%3Fc+d')).toBe('a/b?c d');
    expect(url('decode', 'caf%c3%a9')).toBe('café');
    expect(url('decode', 'déjà vu')).toBe('déjà vu');
  });

  it('reports the formula of the mode that ran', () => {
    expect(ok('url-codec', { mode: 'encode', text: 'a b' }).formula?.id).toBe('url-codec.encode');
    expect(ok('url-codec', { mode: 'form-encode', text: 'a b' }).formula?.id).toBe('url-codec.form-encode');
    expect(ok('url-codec', { mode: 'decode', text: 'a%20b' }).formula?.id).toBe('url-codec.decode');
    expect(ok('url-codec', { mode: 'form-decode', text: 'a+b' }).formula?.id).toBe('url-codec.form-decode');
  });

  it('words whitespace-only text by the mode: nothing to encode or to decode', () => {
    const detail = (mode: string) => (failure('url-codec', { mode, text: ' \t ' }).body as { detail: string }).detail;
    expect(detail('encode')).toMatch(/nothing to encode\.$/);
    expect(detail('form-encode')).toMatch(/nothing to encode\.$/);
    expect(detail('decode')).toMatch(/nothing to decode\.$/);
    expect(detail('form-decode')).toMatch(/nothing to decode\.$/);
  });

  it.each([
    [{ mode: 'decode', text: '100%' }, 'MALFORMED_PERCENT_ESCAPE', 'text', /character 4 .*end of the text/],
    [{ mode: 'decode', text: 'a%zzb' }, 'MALFORMED_PERCENT_ESCAPE', 'text', /'zz'/],
    [{ mode: 'form-decode', text: '%4' }, 'MALFORMED_PERCENT_ESCAPE', 'text', /character 1/],
    [{ mode: 'decode', text: 'caf%E9' }, 'INVALID_UTF8', 'text', /character 4.*cut off/],
    [{ mode: 'decode', text: 'x%C3%28' }, 'INVALID_UTF8', 'text', /escape at character 5/],
    // Positions count characters (code points): 😀 is one, though two UTF-16 units; so is 😀 after a '%'.
    [{ mode: 'decode', text: '😀é+%zz' }, 'MALFORMED_PERCENT_ESCAPE', 'text', /character 4 .*'zz'/],
    [{ mode: 'decode', text: '😀%A😀😀' }, 'MALFORMED_PERCENT_ESCAPE', 'text', /character 2 .*'A😀'/],
    [{ mode: 'form-decode', text: '😀😀%41%E9' }, 'INVALID_UTF8', 'text', /starting at character 3 \(41 E9\).*escape at character 6/],
    [{ mode: 'decode', text: '%ED%A0%80' }, 'INVALID_UTF8', 'text', /surrogate/],
    [{ mode: 'decode', text: '%C0%AF' }, 'INVALID_UTF8', 'text', /overlong/],
    [{ mode: 'encode', text: 'ab\udfff' }, 'UNPAIRED_SURROGATE', 'text', /Character 3/],
    [{ mode: 'encode', text: '\t\n' }, 'MISSING_REQUIRED_INPUT', 'text', /whitespace/],
    [{ text: 'a b' }, 'MISSING_REQUIRED_INPUT', 'mode', /form-encode/],
    [{ mode: 'escape', text: 'a b' }, 'INVALID_MODE', 'mode', /form-decode/],
  ])('%o → %s', (inputs, code, field, detail) => {
    const f = failure('url-codec', inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(10);
    expect(JSON.stringify(f.body)).toMatch(detail);
  });
});

declaresTheCodesItReturns('url-codec', [
  { mode: 'decode', text: '100%' },
  { mode: 'decode', text: 'caf%E9' },
  { mode: 'encode', text: 'ab\udfff' },
]);
