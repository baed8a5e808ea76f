// resistor-color: published worked examples, every IEC 60062 colour against an
// independent decimal reading, encode/decode round trips over the E-series, value
// text parsing, nearest standard values, warnings and every error code.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MANTISSAS } from '../../../engines/electrical/_lib/e-series.ts';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'resistor-color';
const DIGIT = ['black', 'brown', 'red', 'orange', 'yellow', 'green', 'blue', 'violet', 'grey', 'white'];
const MULTIPLIER: Record<string, number> = { pink: -3, silver: -2, gold: -1, ...Object.fromEntries(DIGIT.map((c, i) => [c, i])) };
// IEC 60062:2016 Table 1, typed again here from the standard's table as the independent reference.
const TOLERANCE: Record<string, number> = { brown: 1, red: 2, orange: 0.05, yellow: 0.02, green: 0.5, blue: 0.25, violet: 0.1, grey: 0.01, gold: 5, silver: 10 };
const TEMPCO: Record<string, number> = { black: 250, brown: 100, red: 50, orange: 15, yellow: 25, green: 20, blue: 10, violet: 5, grey: 1 };

describe('resistor-color', () => {
  it.each([
    ['brown black red gold', 1000, 5, '1 kΩ'],
    ['yellow violet red gold', 4700, 5, '4.7 kΩ'],
    ['red red orange gold', 22000, 5, '22 kΩ'],
    ['brown black black gold brown', 10, 1, '10 Ω'],
  ])('reads the resistorcolorcodes.org worked example %s', (bands, ohms, tol, text) => {
    const r = result(ID, { dir: 'decode', bands });
    expect(r).toMatchObject({ resistance: ohms, tolerance_pct: tol, value_text: text });
  });

  it('reads every digit, multiplier, tolerance and tempco colour as IEC 60062 tabulates them', () => {
    for (const [m, exp] of Object.entries(MULTIPLIER)) {
      for (const [t, tol] of Object.entries(TOLERANCE)) {
        const r = result(ID, { bands: ['brown', 'green', m, t] });
        expect(r.resistance).toBe(Number(`15e${exp}`));
        expect(r.tolerance_pct).toBe(tol);
        expect(r.min).toBeCloseTo(r.resistance * (1 - tol / 100), 12);
        expect(r.max).toBeCloseTo(r.resistance * (1 + tol / 100), 12);
      }
    }
    for (const [c, ppm] of Object.entries(TEMPCO)) expect(result(ID, { bands: ['red', 'red', 'black', 'brown', 'brown', c] }).tempco_ppm).toBe(ppm);
    DIGIT.forEach((c, d) => expect(result(ID, { bands: ['brown', c, 'black', 'black', 'brown'] }).resistance).toBe(100 + 10 * d));
  });

  it('reads 3-band resistors as ±20 % and a single black band as a zero-ohm link', () => {
    expect(result(ID, { bands: 'orange orange brown' })).toMatchObject({ resistance: 330, tolerance_pct: 20, min: 264, max: 396 });
    expect(result(ID, { bands: 'orange orange brown none' })).toMatchObject({ resistance: 330, tolerance_pct: 20 });
    expect(result(ID, { bands: 'black' })).toMatchObject({ resistance: 0, tolerance_pct: null, value_text: '0 Ω' });
    expect(result(ID, { dir: 'encode', resistance: 0 })).toMatchObject({ bands: ['black'], band_count: 1 });
  });

  it('accepts spellings, IEC 60757 letter codes and separators', () => {
    for (const bands of ['Brown, Black, Red, Gold', 'BN-BK-RD-GD', 'bn bk rd gd', ['BROWN', 'black', 'red', 'gold']]) {
      expect(result(ID, { bands }).resistance).toBe(1000);
    }
    expect(result(ID, { bands: 'brown purple gray silver' })).toMatchObject({ resistance: 1.7e9, tolerance_pct: 10 });
  });

  it('round-trips every E6–E192 value through the bands (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...(['E6', 'E12', 'E24', 'E48', 'E96', 'E192'] as const)), fc.integer({ min: -1, max: 8 }), fc.nat(), (series, decade, pick) => {
        const values = MANTISSAS[series];
        const ohms = Number(`${values[pick % values.length]}e${decade}`);
        const count = ['E6', 'E12', 'E24'].includes(series) ? 4 : 5;
        const enc = result(ID, { dir: 'encode', resistance: ohms, band_count: count, series });
        expect(enc.resistance).toBe(ohms);
        expect(enc.nearest_standard.value).toBe(ohms);
        expect(enc.nearest_standard.error_pct).toBe(0);
        expect(ok(ID, { dir: 'encode', resistance: ohms, band_count: count, series }).warnings).toEqual([]);
        const dec = result(ID, { bands: enc.bands });
        expect(dec.resistance).toBe(ohms);
        expect(dec.e_series).not.toBeNull();
      }),
      { numRuns: 120 },
    );
  });

  it('encodes tolerance and tempco colours and defaults by band count', () => {
    expect(result(ID, { dir: 'encode', resistance: 4700 }).bands).toEqual(['yellow', 'violet', 'red', 'gold']);
    expect(result(ID, { dir: 'encode', resistance: 4700, band_count: 3 }).bands).toEqual(['yellow', 'violet', 'red']);
    expect(result(ID, { dir: 'encode', resistance: 4700, band_count: 5 }).bands).toEqual(['yellow', 'violet', 'black', 'brown', 'brown']);
    expect(result(ID, { dir: 'encode', resistance: 4700, band_count: 6 }).bands).toEqual(['yellow', 'violet', 'black', 'brown', 'brown', 'brown']);
    expect(result(ID, { dir: 'encode', resistance: 4700, band_count: 6, tolerance: 0.1, tempco: 15 }).bands).toEqual(['yellow', 'violet', 'black', 'brown', 'violet', 'orange']);
    expect(result(ID, { dir: 'encode', resistance: 0.01, band_count: 4, tolerance: 10 }).bands).toEqual(['brown', 'black', 'pink', 'silver']);
    expect(result(ID, { dir: 'encode', resistance: 99e9 }).bands).toEqual(['white', 'white', 'white', 'gold']);
  });

  it('parses IEC 60062 RKM and prefixed value text', () => {
    for (const [text, ohms] of [['4K7', 4700], ['4k7', 4700], ['R47', 0.47], ['0R22', 0.22], ['2M2', 2.2e6], ['4.7k', 4700], ['10 kΩ', 10000], ['1G', 1e9], ['220R', 220], ['470 ohm', 470]] as const) {
      expect(result(ID, { dir: 'encode', resistance: text, band_count: 5 }).requested).toBe(ohms);
    }
  });

  it('rounds to the marked figures and points to the nearest standard value', () => {
    const env = ok(ID, { dir: 'encode', resistance: 1234 });
    const r = env.result as Record<string, any>;
    expect(r).toMatchObject({ resistance: 1200, requested: 1234, bands: ['brown', 'red', 'red', 'gold'] });
    expect(r.nearest_standard).toMatchObject({ series: 'E24', value: 1200, bands: ['brown', 'red', 'red', 'gold'] });
    expect(env.warnings.map((w) => w.code)).toEqual(['VALUE_ROUNDED_TO_BAND_DIGITS']);
    // e-series lib landmarks: 157 → 160 in E24; tolerance picks the series.
    expect(result(ID, { dir: 'encode', resistance: 157 }).nearest_standard).toMatchObject({ series: 'E24', value: 160 });
    expect(result(ID, { dir: 'encode', resistance: 157, tolerance: 10 }).nearest_standard).toMatchObject({ series: 'E12', value: 150 });
    expect(result(ID, { dir: 'encode', resistance: 157, band_count: 5, tolerance: 1 }).nearest_standard).toMatchObject({ series: 'E96', value: 158 });
    expect(result(ID, { dir: 'encode', resistance: 155, band_count: 5 }).nearest_standard).toMatchObject({ series: 'E96', value: 154 });
    expect(result(ID, { dir: 'encode', resistance: 155, band_count: 5, series: 'E192' }).nearest_standard).toMatchObject({ value: 156 });
    // 2 % with four bands stays in a two-figure series.
    expect(result(ID, { dir: 'encode', resistance: 157, tolerance: 2 }).nearest_standard.series).toBe('E24');
    const n = result(ID, { dir: 'encode', resistance: 157 }).nearest_standard;
    expect(n.error_pct).toBeCloseTo(((160 - 157) / 157) * 100, 12);
  });

  it('reports the smallest E-series of a decoded value', () => {
    expect(result(ID, { bands: 'yellow violet red gold' }).e_series).toBe('E6');
    expect(result(ID, { bands: 'red red red gold' }).e_series).toBe('E6');
    expect(result(ID, { bands: 'brown grey red gold' }).e_series).toBe('E12');
    expect(result(ID, { bands: 'brown black brown brown brown' }).e_series).toBe('E192');
    expect(result(ID, { bands: 'brown black green brown brown' }).e_series).toBe('E48');
    expect(result(ID, { bands: 'brown black red brown brown' }).e_series).toBe('E96');
    expect(result(ID, { bands: 'brown black black gold' }).e_series).toBe('E6');
    expect(result(ID, { bands: 'green green red gold' }).e_series).toBeNull();
  });

  it('flags a leading black band and a tempco on fewer than 6 bands', () => {
    expect(ok(ID, { bands: 'black brown red gold' }).warnings.map((w) => w.code)).toEqual(['LEADING_ZERO_BAND']);
    expect(ok(ID, { dir: 'encode', resistance: 100, tempco: 50 }).warnings.map((w) => w.code)).toEqual(['INPUT_IGNORED']);
    expect(ok(ID, { bands: 'yellow violet red gold' }).result_detail.formatted).toBe('4.7 kΩ ±5 %');
    expect(ok(ID, { dir: 'encode', resistance: '4k7' }).result_detail.formatted).toBe('yellow violet red gold (4.7 kΩ ±5 %)');
  });

  it('writes value_text with the SI prefix of its decade, switching exactly at 1 kΩ, 1 MΩ and 1 GΩ', () => {
    // 99 × 10⁰ = 99 Ω; 10 × 10² = 1 kΩ; 99 × 10⁴ = 990 kΩ; 10 × 10⁵ = 1 MΩ; 22 × 10⁶ = 22 MΩ;
    // 99 × 10⁷ = 990 MΩ; 10 × 10⁸ = 1 GΩ; 17 × 10⁸ = 1.7 GΩ; 12 × 10⁹ = 12 GΩ.
    for (const [bands, text] of [
      ['white white black gold', '99 Ω'],
      ['brown black red gold', '1 kΩ'],
      ['white white yellow gold', '990 kΩ'],
      ['brown black green gold', '1 MΩ'],
      ['red red blue gold', '22 MΩ'],
      ['white white violet gold', '990 MΩ'],
      ['brown black grey gold', '1 GΩ'],
      ['brown violet grey silver', '1.7 GΩ'],
      ['brown red white gold', '12 GΩ'],
    ]) {
      expect(result(ID, { bands }).value_text).toBe(text);
    }
  });

  it('treats blank and null band text as no bands (the input layer reads blanks as missing)', () => {
    for (const bands of [null, '', '   ']) {
      expect(failure(ID, { dir: 'decode', bands })).toMatchObject({ code: 'MISSING_REQUIRED_INPUT', field: 'bands' });
      // Encoding ignores the missing bands: no error, and the echoed inputs carry no bands.
      const env = ok(ID, { dir: 'encode', resistance: 100, bands });
      expect(env.inputs).not.toHaveProperty('bands');
      expect(env.inputs).toMatchObject({ dir: 'encode', resistance: 100 });
    }
  });

  it('gives LEADING_ZERO_BAND (info) only for a black first figure of a multi-band marking', () => {
    const w = ok(ID, { bands: 'black brown red gold' }).warnings;
    expect(w).toEqual([expect.objectContaining({ code: 'LEADING_ZERO_BAND', severity: 'info' })]);
    expect(ok(ID, { bands: 'black brown black brown brown' }).warnings.map((x) => x.code)).toEqual(['LEADING_ZERO_BAND']);
    // The single black band is the zero-ohm link, not a leading zero; ordinary markings get no warning.
    expect(ok(ID, { bands: 'black' }).warnings).toEqual([]);
    expect(ok(ID, { bands: 'brown black red gold' }).warnings).toEqual([]);
    expect(ok(ID, { bands: 'red black black brown brown' }).warnings).toEqual([]);
  });

  it('gives tempco_ppm only for six bands, decoding and encoding', () => {
    expect(result(ID, { bands: 'brown black red gold' })).not.toHaveProperty('tempco_ppm');
    expect(result(ID, { bands: 'brown black black brown brown' })).not.toHaveProperty('tempco_ppm');
    expect(result(ID, { bands: 'black' })).not.toHaveProperty('tempco_ppm');
    expect(result(ID, { dir: 'encode', resistance: 4700 })).not.toHaveProperty('tempco_ppm');
    expect(result(ID, { dir: 'encode', resistance: 4700, band_count: 5 })).not.toHaveProperty('tempco_ppm');
    // Six bands: the 100 ppm/K default (stated in the assumptions) or the tempco given.
    expect(result(ID, { dir: 'encode', resistance: 4700, band_count: 6 }).tempco_ppm).toBe(100);
    const six = ok(ID, { dir: 'encode', resistance: 4700, band_count: 6, tempco: 15 });
    expect((six.result as Record<string, unknown>).tempco_ppm).toBe(15);
    // A tempco on six bands is used, not ignored; on four it is ignored (info).
    expect(six.warnings).toEqual([]);
    expect(ok(ID, { dir: 'encode', resistance: 4700, band_count: 4, tempco: 15 }).warnings).toEqual([expect.objectContaining({ code: 'INPUT_IGNORED', severity: 'info' })]);
  });

  it('encodes 0 Ω as the zero-ohm link with its value text', () => {
    expect(result(ID, { dir: 'encode', resistance: 0 })).toEqual({ dir: 'encode', resistance: 0, value_text: '0 Ω', bands: ['black'], band_count: 1, tolerance_pct: null, min: 0, max: 0, e_series: null });
  });

  it('gives the tolerance limits of an encoded value', () => {
    // 4.7 kΩ ±5 %: 4700 × 0.95 = 4465, 4700 × 1.05 = 4935.
    expect(result(ID, { dir: 'encode', resistance: 4700 })).toMatchObject({ tolerance_pct: 5, min: expect.closeTo(4465, 9), max: expect.closeTo(4935, 9) });
    // 1234 Ω on five bands is marked 1.23 kΩ ±1 %: 1230 × 0.99 = 1217.7, 1230 × 1.01 = 1242.3.
    expect(result(ID, { dir: 'encode', resistance: 1234, band_count: 5 })).toMatchObject({ resistance: 1230, min: expect.closeTo(1217.7, 9), max: expect.closeTo(1242.3, 9) });
    // Three bands, ±20 %: 330 × 0.8 = 264, 330 × 1.2 = 396.
    expect(result(ID, { dir: 'encode', resistance: 330, band_count: 3 })).toMatchObject({ tolerance_pct: 20, min: expect.closeTo(264, 9), max: expect.closeTo(396, 9) });
  });

  it('gives the nearest standard value its bands at both ends of the multiplier range, and null beyond', () => {
    // 10 mΩ = 10 × 10⁻³: brown black pink, gold ±5 %; it is the E24 value itself.
    expect(result(ID, { dir: 'encode', resistance: 0.01 }).nearest_standard).toMatchObject({ value: 0.01, bands: ['brown', 'black', 'pink', 'gold'] });
    // 10 GΩ = 10 × 10⁹: brown black white gold.
    expect(result(ID, { dir: 'encode', resistance: 1e10 }).nearest_standard).toMatchObject({ value: 1e10, bands: ['brown', 'black', 'white', 'gold'] });
    // 99 GΩ is marked white white white; its nearest E24 value is 100 GΩ (99/91 = 1.088 > 100/99 = 1.010),
    // 10 × 10¹⁰, beyond the white (10⁹) multiplier: no bands.
    const top = result(ID, { dir: 'encode', resistance: 99e9 });
    expect(top.bands).toEqual(['white', 'white', 'white', 'gold']);
    expect(top.nearest_standard).toMatchObject({ value: 1e11, bands: null });
  });

  it('does not report binary noise in the resistance as rounding to the band digits', () => {
    // 8.2 × 10⁶ in binary is 8199999.999999999: 8.2 MΩ up to the last bit, so no rounding warning.
    const noisy = 8.2 * 1e6;
    expect(noisy).not.toBe(8200000);
    const env = ok(ID, { dir: 'encode', resistance: noisy });
    expect(env.result).toMatchObject({ resistance: 8200000, bands: ['grey', 'red', 'green', 'gold'] });
    expect(env.warnings).toEqual([]);
    // 1.1 × 100 is 110.00000000000001 in binary: 110 Ω, no warning either.
    expect(ok(ID, { dir: 'encode', resistance: 1.1 * 100 }).warnings).toEqual([]);
  });

  it.each([
    [{ bands: 'brown black rouge gold' }, 'UNKNOWN_COLOR', 'bands'],
    [{ bands: [1, 0, 2] }, 'UNKNOWN_COLOR', 'bands'],
    [{ bands: 'brown black' }, 'INVALID_BAND_COUNT', 'bands'],
    [{ bands: 'brown black red gold brown red blue' }, 'INVALID_BAND_COUNT', 'bands'],
    [{ bands: 'red' }, 'INVALID_BAND_COUNT', 'bands'],
    [{ bands: 'gold red violet yellow' }, 'COLOR_NOT_VALID_FOR_BAND', 'bands'],
    [{ bands: 'brown pink red gold' }, 'COLOR_NOT_VALID_FOR_BAND', 'bands'],
    [{ bands: 'brown black red white' }, 'COLOR_NOT_VALID_FOR_BAND', 'bands'],
    [{ bands: 'brown black black red none' }, 'COLOR_NOT_VALID_FOR_BAND', 'bands'],
    [{ bands: 'brown black black red brown white' }, 'COLOR_NOT_VALID_FOR_BAND', 'bands'],
    [{ dir: 'decode' }, 'MISSING_REQUIRED_INPUT', 'bands'],
    [{ dir: 'encode' }, 'MISSING_REQUIRED_INPUT', 'resistance'],
    [{ dir: 'encode', resistance: -10 }, 'RESISTANCE_MUST_NOT_BE_NEGATIVE', 'resistance'],
    [{ dir: 'encode', resistance: 100, band_count: 7 }, 'INVALID_BAND_COUNT', 'band_count'],
    [{ dir: 'encode', resistance: 100, tolerance: 3 }, 'TOLERANCE_NOT_IN_COLOR_CODE', 'tolerance'],
    [{ dir: 'encode', resistance: 100, tolerance: 20 }, 'TOLERANCE_NOT_IN_COLOR_CODE', 'tolerance'],
    [{ dir: 'encode', resistance: 100, band_count: 3, tolerance: 5 }, 'TOLERANCE_NOT_IN_COLOR_CODE', 'tolerance'],
    [{ dir: 'encode', resistance: 100, band_count: 6, tempco: 30 }, 'TEMPCO_NOT_IN_COLOR_CODE', 'tempco'],
    [{ dir: 'encode', resistance: 1e12 }, 'RESISTANCE_OUT_OF_COLOR_CODE_RANGE', 'resistance'],
    [{ dir: 'encode', resistance: 0.05, band_count: 5 }, 'RESISTANCE_OUT_OF_COLOR_CODE_RANGE', 'resistance'],
    [{ dir: 'encode', resistance: 100, series: 'E96' }, 'SERIES_NEEDS_MORE_BANDS', 'series'],
    [{ dir: 'read', bands: 'brown black red gold' }, 'INVALID_MODE', 'dir'],
    [{ dir: 'encode', resistance: '4 kilo' }, 'INVALID_NUMBER', 'resistance'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure(ID, inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });
});

declaresTheCodesItReturns('resistor-color', [
  // INVALID_BAND_COUNT: two bands
  { dir: 'decode', bands: 'brown black' },
  // LEADING_ZERO_BAND: black as the first figure
  { dir: 'decode', bands: 'black brown red gold' },
  // RESISTANCE_MUST_NOT_BE_NEGATIVE
  { dir: 'encode', resistance: -100 },
  // RESISTANCE_OUT_OF_COLOR_CODE_RANGE: 1 TΩ is above the white (10⁹) multiplier
  { dir: 'encode', resistance: 1e12, band_count: 4 },
  // SERIES_NEEDS_MORE_BANDS: E96 values have three figures, four bands show two
  { dir: 'encode', resistance: 4700, band_count: 4, series: 'E96' },
  // TEMPCO_NOT_IN_COLOR_CODE: 30 ppm/K has no colour
  { dir: 'encode', resistance: 1000, band_count: 6, tempco: 30 },
  // TOLERANCE_NOT_IN_COLOR_CODE: ±3 % has no colour
  { dir: 'encode', resistance: 1000, band_count: 4, tolerance: 3 },
  // INPUT_IGNORED: tempco on a 4-band resistor
  { dir: 'encode', resistance: 1000, band_count: 4, tempco: 50 },
]);
