// Hex → RGB: CSS Color 4 named colours as published values, every notation
// (#RGB, #RGBA, #RRGGBB, #RRGGBBAA) against an independent parse, and errors.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failure, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';
import { requiredConformanceVectors } from '../../helpers/conformance.ts';

const rgb = (hex: unknown) => result('hex-to-rgb', { hex });
const byte = fc.integer({ min: 0, max: 255 });
const hex2 = (n: number) => n.toString(16).padStart(2, '0');

describe('hex-to-rgb', () => {
  requiredConformanceVectors('hex-to-rgb');

  it.each([
    // CSS Color Module Level 4 §6.1, named colour table (hex and rgb columns).
    ['#663399', 102, 51, 153],
    ['#6495ED', 100, 149, 237],
    ['#FF6347', 255, 99, 71],
    ['#008080', 0, 128, 128],
    ['#F0F8FF', 240, 248, 255],
    ['#000000', 0, 0, 0],
    ['#FFFFFF', 255, 255, 255],
  ])('%s = rgb(%d, %d, %d)', (hex, r, g, b) => {
    expect(rgb(hex)).toEqual({ r, g, b, alpha: 1, hasAlpha: false, hex, css: `rgb(${r}, ${g}, ${b})` });
  });

  it('reads any 6- and 8-digit colour, in either case, with or without #', () => {
    fc.assert(
      fc.property(byte, byte, byte, fc.option(byte, { nil: undefined }), fc.boolean(), fc.boolean(), (r, g, b, a, hash, upper) => {
        let s = hex2(r) + hex2(g) + hex2(b) + (a === undefined ? '' : hex2(a));
        if (upper) s = s.toUpperCase();
        const got = rgb(hash ? `#${s}` : s);
        expect(got).toMatchObject({ r, g, b, alpha: a === undefined ? 1 : a / 255, hasAlpha: a !== undefined, hex: `#${s.toUpperCase()}` });
        // The round trip through rgb-to-hex gives the same colour back.
        expect(result('rgb-to-hex', { r, g, b, ...(a === undefined ? {} : { alpha: a / 255 }) })).toBe(got.hex);
      }),
      { numRuns: 300 },
    );
  });

  it('expands the short forms by repeating each digit', () => {
    expect(rgb('#F80')).toMatchObject({ r: 255, g: 136, b: 0, hex: '#FF8800' });
    expect(rgb('abc')).toMatchObject({ r: 0xaa, g: 0xbb, b: 0xcc });
    expect(rgb('#F808')).toMatchObject({ r: 255, g: 136, b: 0, alpha: 0x88 / 255, hex: '#FF880088', css: 'rgba(255, 136, 0, 0.533)' });
    expect(rgb('  #ff8000  ')).toMatchObject({ r: 255, g: 128, b: 0 });
    expect(rgb('#00000000')).toMatchObject({ alpha: 0, css: 'rgba(0, 0, 0, 0)' });
  });

  it.each([
    ['#FF800', /5 hex digits/],
    ['#FF80000', /7 hex digits/],
    ['#', /0 hex digits/],
    ['#GG0000', /'G' at character 2/],
    ['0xFF8000', /0x prefix/],
    ['FF0x00', /only the digits 0–9/],
    ['#ff 800', /' ' at character 4/],
    ['rgb(1,2,3)', /not a hex digit/],
    // A long text is counted and quoted by its first 20 characters; a character outside the BMP is one character.
    ['9'.repeat(60_000), /'9{20}…' has 60000 hex digits/],
    [`#${'a'.repeat(30)}😀`, /'😀' at character 32 of '#a{19}…'/],
  ])('%s → INVALID_HEX_COLOR', (hex, message) => {
    const f = failure('hex-to-rgb', { hex });
    expect(f).toMatchObject({ http: 400, code: 'INVALID_HEX_COLOR', field: 'hex' });
    expect(f.suggestion?.length).toBeGreaterThan(10);
    expect(JSON.stringify(f.body)).toMatch(message);
  });

  it('a missing hex is MISSING_REQUIRED_INPUT', () => {
    expect(failure('hex-to-rgb', {})).toMatchObject({ http: 400, code: 'MISSING_REQUIRED_INPUT', field: 'hex' });
  });
});

declaresTheCodesItReturns('hex-to-rgb', [{ hex: '#12345' }]);
