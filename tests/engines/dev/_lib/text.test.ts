// The hand-written UTF-8 decoder and text checks of the text engines, against the WHATWG decoder
// (TextDecoder with fatal: true, an independent implementation) at every boundary of Unicode table 3-7.
// utf8Decode answers valid text with the WHATWG decoder and refused text by hand (for the offset and
// reason), which is sound because the two accept the same sequences: checked here.
import { describe, expect, it } from 'vitest';
import { findLoneSurrogate, missingModeError, utf8Decode, utf8DecodeByHand, whitespaceOnlyError } from '../../../../engines/dev/_lib/text.ts';

const whatwg = (bytes: number[]) => {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(new Uint8Array(bytes));
  } catch {
    return null;
  }
};

// Lead bytes at and around each range edge, each followed by second bytes at and around their edges.
const LEADS = [0x00, 0x7f, 0x80, 0xbf, 0xc0, 0xc1, 0xc2, 0xdf, 0xe0, 0xe1, 0xec, 0xed, 0xee, 0xef, 0xf0, 0xf1, 0xf3, 0xf4, 0xf5, 0xff];
const SECONDS = [0x00, 0x7f, 0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xbf, 0xc0];

describe('dev text: UTF-8 decoding', () => {
  it('accepts and rejects exactly what the WHATWG decoder does at every table 3-7 boundary', () => {
    for (const b0 of LEADS) {
      for (const b1 of SECONDS) {
        for (const tail of [[], [0x80], [0x80, 0xbf], [0xbf, 0xbf], [0x80, 0x7f]]) {
          const bytes = [b0, b1, ...tail];
          const want = whatwg(bytes);
          for (const got of [utf8Decode(bytes), utf8DecodeByHand(bytes)]) {
            expect(got.ok, bytes.map((b) => b.toString(16)).join(' ')).toBe(want !== null);
            if (got.ok) expect(got.text).toBe(want);
          }
        }
      }
    }
  });

  it('names the offset of the first bad byte', () => {
    expect(utf8Decode([0x41, 0x80])).toMatchObject({ ok: false, offset: 1 });
    expect(utf8Decode([0x41, 0xe2, 0x82])).toMatchObject({ ok: false, offset: 1 });
    expect(utf8Decode([0x41, 0xe2, 0x41, 0x41])).toMatchObject({ ok: false, offset: 2 });
    expect(utf8Decode([0xed, 0xa0, 0x80])).toMatchObject({ ok: false, offset: 1 });
  });

  it('decodes long texts (past its 4096-code-point chunks) exactly', () => {
    // 2 million code points: one String.fromCodePoint call with them all would overflow the stack.
    const text = 'aé€😀'.repeat(500_000);
    expect(utf8DecodeByHand(new TextEncoder().encode(text))).toEqual({ ok: true, text });
    expect(utf8Decode(new TextEncoder().encode(text))).toEqual({ ok: true, text });
    // A leading BOM is data: kept as U+FEFF by both.
    expect(utf8Decode([0xef, 0xbb, 0xbf, 0x41])).toEqual({ ok: true, text: '\ufeffA' });
    expect(utf8DecodeByHand([0xef, 0xbb, 0xbf, 0x41])).toEqual({ ok: true, text: '\ufeffA' });
  });
});

describe('dev text: checks', () => {
  it('finds the first lone surrogate by code-point position', () => {
    expect(findLoneSurrogate('a😀b')).toBeNull();
    expect(findLoneSurrogate('ab\ud800c')).toEqual({ position: 3, unit: 0xd800 });
    expect(findLoneSurrogate('\ud83d\ud83d\ude00')).toEqual({ position: 1, unit: 0xd83d });
    expect(findLoneSurrogate('😀\udc00')).toEqual({ position: 2, unit: 0xdc00 });
    expect(findLoneSurrogate('x\udbff')).toEqual({ position: 2, unit: 0xdbff });
    expect(findLoneSurrogate('\ud800\ue000')).toEqual({ position: 1, unit: 0xd800 });
  });

  it('whitespace-only text is named; empty, missing and other text are left alone', () => {
    expect(whitespaceOnlyError('text', { text: ' \n\t' }, 'encode')).toMatchObject({ code: 'MISSING_REQUIRED_INPUT', field: 'text' });
    for (const text of ['', undefined, 5, ' a ']) expect(whitespaceOnlyError('text', { text }, 'encode')).toBeNull();
  });

  it('a missing, null or blank mode is MISSING_REQUIRED_INPUT; any other value is left to the schema', () => {
    for (const mode of [undefined, null, '', '  ']) expect(missingModeError({ mode }, ['encode', 'decode'])).toMatchObject({ code: 'MISSING_REQUIRED_INPUT', field: 'mode' });
    for (const mode of ['encode', 'x', 0, false]) expect(missingModeError({ mode }, ['encode', 'decode'])).toBeNull();
  });
});
