import { describe, expect, it } from 'vitest';
import { asciiJson, toAsciiJson } from '../../engines/derive/ascii-json.ts';

describe('ASCII-only JSON', () => {
  it('escapes every character past U+007F and parses back to the same value', () => {
    const value = { unit: 'Ω', formula: 'P = I²·R × 1', emoji: 'ok 😀', cjk: '計算', lone: '\ud800', ctrl: '\u007f' };
    const text = toAsciiJson(value);
    expect(text).toMatch(/^[\x00-\x7f]*$/);
    expect(text).toContain('"unit":"\\u03a9"');
    expect(text).toContain('\\ud83d\\ude00'); // a surrogate pair stays a pair
    expect(JSON.parse(text)).toEqual(value);
  });

  it('returns ASCII text unchanged (the same string)', () => {
    const text = '{"a":[1,2,"x"]}';
    expect(asciiJson(text)).toBe(text);
  });

  it('writes undefined as null, like a JSON body must', () => {
    expect(toAsciiJson(undefined)).toBe('null');
  });
});
