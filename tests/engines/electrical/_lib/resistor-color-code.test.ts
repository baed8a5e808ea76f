import { describe, expect, it } from 'vitest';
import { firstOrderResponse } from '../../../../engines/electrical/_lib/first-order-filter.ts';
import {
  COLOR_CODE,
  TEMPCOS,
  TOLERANCES,
  bandColors,
  decodeBands,
  parseColor,
  parseResistanceText,
  roundToBands,
  seriesForTolerance,
  seriesOf,
  splitBands,
  tempcoColor,
  toleranceColor,
} from '../../../../engines/electrical/_lib/resistor-color-code.ts';

describe('resistor-color-code', () => {
  it('parses colour names, spellings and IEC 60757 codes', () => {
    expect(parseColor(' Gray ')).toBe('grey');
    expect(parseColor('VT')).toBe('violet');
    expect(parseColor('purple')).toBe('violet');
    expect(parseColor('magenta')).toBeUndefined();
  });

  it('parses RKM and prefixed values without binary rounding', () => {
    expect(parseResistanceText('4K7')).toBe('4700');
    expect(parseResistanceText('R1')).toBe('0.1');
    expect(parseResistanceText('1M5')).toBe('1500000');
    expect(parseResistanceText('0.33k')).toBe('330');
    expect(parseResistanceText('4m7')).toBeUndefined();
    expect(parseResistanceText('abc')).toBeUndefined();
  });

  it('rounds to significant figures as digits and exponent, carrying over a decade', () => {
    expect(roundToBands(4700, 2)).toEqual({ digits: '47', exponent: 2, value: 4700 });
    expect(roundToBands(0.47, 2)).toEqual({ digits: '47', exponent: -2, value: 0.47 });
    expect(roundToBands(996, 2)).toEqual({ digits: '10', exponent: 2, value: 1000 });
    expect(roundToBands(1234, 3)).toEqual({ digits: '123', exponent: 1, value: 1230 });
    expect(bandColors(roundToBands(4700, 2), 'gold')).toEqual(['yellow', 'violet', 'red', 'gold']);
  });

  it('decodes exactly in decimal (no 0.1 + 0.2 artefacts)', () => {
    expect(decodeBands(['grey', 'red', 'silver', 'gold'])).toMatchObject({ resistance: 0.82, digits: '82', exponent: -2 });
    expect(decodeBands(['brown', 'red', 'pink', 'gold'])).toMatchObject({ resistance: 0.012 });
  });

  it('maps values and tolerances to E-series', () => {
    expect(seriesOf(4700)).toBe('E6');
    expect(seriesOf(0.0033)).toBe('E6');
    expect(seriesOf(5.1e3)).toBe('E24');
    expect(seriesOf(9.2)).toBe('E192');
    expect(seriesOf(0)).toBeNull();
    expect([20, 10, 5, 2, 1, 0.5].map(seriesForTolerance)).toEqual(['E6', 'E12', 'E24', 'E48', 'E96', 'E192']);
  });
});

describe('resistor-color-code tables, parsing and error texts', () => {
  // IEC 60062:2016 Table 1, typed from the standard: significant figure, multiplier exponent,
  // tolerance (%), temperature coefficient (10⁻⁶/K); no tolerance band means ±20 %.
  const IEC_60062 = {
    pink: { exponent: -3 },
    silver: { exponent: -2, tolerancePct: 10 },
    gold: { exponent: -1, tolerancePct: 5 },
    black: { digit: 0, exponent: 0, tempcoPpm: 250 },
    brown: { digit: 1, exponent: 1, tolerancePct: 1, tempcoPpm: 100 },
    red: { digit: 2, exponent: 2, tolerancePct: 2, tempcoPpm: 50 },
    orange: { digit: 3, exponent: 3, tolerancePct: 0.05, tempcoPpm: 15 },
    yellow: { digit: 4, exponent: 4, tolerancePct: 0.02, tempcoPpm: 25 },
    green: { digit: 5, exponent: 5, tolerancePct: 0.5, tempcoPpm: 20 },
    blue: { digit: 6, exponent: 6, tolerancePct: 0.25, tempcoPpm: 10 },
    violet: { digit: 7, exponent: 7, tolerancePct: 0.1, tempcoPpm: 5 },
    grey: { digit: 8, exponent: 8, tolerancePct: 0.01, tempcoPpm: 1 },
    white: { digit: 9, exponent: 9 },
    none: { tolerancePct: 20 },
  };

  it('holds the IEC 60062 table, including ±20 % for the missing tolerance band', () => {
    expect(COLOR_CODE).toStrictEqual(IEC_60062);
  });

  it('lists the tolerance and tempco choices in ascending order, each once', () => {
    // IEC 60062 tolerance colours (no band, ±20 %, is not a colour): 0.01 grey … 10 silver.
    expect(TOLERANCES).toStrictEqual([0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10]);
    // IEC 60062 temperature-coefficient colours: grey 1 … black 250 (10⁻⁶/K).
    expect(TEMPCOS).toStrictEqual([1, 5, 10, 15, 20, 25, 50, 100, 250]);
  });

  it('finds tolerance and tempco colours, never "none" (±20 % is the absence of a band)', () => {
    expect(toleranceColor(5)).toBe('gold');
    expect(toleranceColor(0.05)).toBe('orange');
    expect(toleranceColor(20)).toBeUndefined();
    expect(toleranceColor(3)).toBeUndefined();
    expect(tempcoColor(15)).toBe('orange');
    expect(tempcoColor(250)).toBe('black');
    expect(tempcoColor(30)).toBeUndefined();
  });

  it('reads every spelling variant and IEC 60757 letter code', () => {
    // IEC 60757 two-letter codes.
    const IEC_60757 = { BK: 'black', BN: 'brown', RD: 'red', OG: 'orange', YE: 'yellow', GN: 'green', BU: 'blue', VT: 'violet', GY: 'grey', WH: 'white', PK: 'pink', GD: 'gold', SR: 'silver' };
    for (const [code, color] of Object.entries(IEC_60757)) {
      expect(parseColor(code)).toBe(color);
      expect(parseColor(code.toLowerCase())).toBe(color);
    }
    // US spellings, common abbreviations, and a blank / dash for the missing tolerance band.
    const VARIANTS = { gray: 'grey', purple: 'violet', gld: 'gold', slv: 'silver', blank: 'none', '-': 'none' };
    for (const [word, color] of Object.entries(VARIANTS)) expect(parseColor(word)).toBe(color);
    expect(parseColor('toString')).toBeUndefined();
  });

  it('splits band text on runs of separators and wraps anything else', () => {
    expect(splitBands(' brown, black ;red/ gold ')).toStrictEqual(['brown', 'black', 'red', 'gold']);
    expect(splitBands('-BN--BK-RD-GD-')).toStrictEqual(['BN', 'BK', 'RD', 'GD']);
    expect(splitBands(['brown', 1])).toStrictEqual(['brown', 1]);
    expect(splitBands(42)).toStrictEqual([42]);
    expect(splitBands(null)).toStrictEqual([null]);
  });

  it('parses plain decimals, decimal prefixed values, and refuses lone letters and misplaced marks', () => {
    expect(parseResistanceText('4.75')).toBe('4.75');
    expect(parseResistanceText('.47')).toBe('.47');
    expect(parseResistanceText('470 Ω')).toBe('470');
    // 10.5 × 10³ = 10500; 0.47 × 10³ = 470; 2.25 × 10⁶ = 2250000.
    expect(parseResistanceText('10.5k')).toBe('10500');
    expect(parseResistanceText('.47k')).toBe('470');
    expect(parseResistanceText('2.25M')).toBe('2250000');
    // RKM with an empty side: 4K = 4 × 10³, R5 = 0.5.
    expect(parseResistanceText('4K')).toBe('4000');
    expect(parseResistanceText('R5')).toBe('0.5');
    // A letter without figures is no value; a sign or the Ω in the middle is not read away.
    for (const text of ['K', 'R', 'M', '-4.7k', 'x4.7k', '4Ω7', 'ohm10']) expect(parseResistanceText(text)).toBeUndefined();
  });

  it('decodes the zero-ohm link and 3/4-band markings with exactly the fields they carry', () => {
    expect(decodeBands(['black'])).toStrictEqual({ resistance: 0, digits: '0', exponent: 0, tolerancePct: null });
    // 4-7 × 10² = 4700 Ω, gold ±5 %; no tempco band, so no tempcoPpm key.
    expect(decodeBands(['yellow', 'violet', 'red', 'gold'])).toStrictEqual({ resistance: 4700, digits: '47', exponent: 2, tolerancePct: 5 });
    // 3-3 × 10¹ = 330 Ω ±20 %, with or without the trailing "none".
    expect(decodeBands(['orange', 'orange', 'brown', 'none'])).toStrictEqual({ resistance: 330, digits: '33', exponent: 1, tolerancePct: 20 });
    // 1-0-0 × 10¹ = 1000 Ω, brown ±1 %, red 50 × 10⁻⁶/K.
    expect(decodeBands(['brown', 'black', 'black', 'brown', 'brown', 'red'])).toStrictEqual({ resistance: 1000, digits: '100', exponent: 1, tolerancePct: 1, tempcoPpm: 50 });
  });

  it('refuses "none" as the multiplier of a 5- or 6-band marking (only a 4th of 4 bands may be left out)', () => {
    expect(decodeBands(['brown', 'black', 'black', 'none', 'brown'])).toMatchObject({ code: 'COLOR_NOT_VALID_FOR_BAND', detail: 'Band 4 is none, which is not the multiplier colour in a 5-band code.' });
    expect(decodeBands(['brown', 'black', 'black', 'none', 'brown', 'red'])).toMatchObject({ code: 'COLOR_NOT_VALID_FOR_BAND', detail: 'Band 4 is none, which is not the multiplier colour in a 6-band code.' });
  });

  it('names the valid colours of the band that is wrong, as IEC 60062 tabulates them', () => {
    // IEC 60062 Table 1 columns, in chart order (pink, silver, gold, then black 0 … white 9).
    const FIGURE = 'black, brown, red, orange, yellow, green, blue, violet, grey, white';
    const MULTIPLIER = 'pink, silver, gold, black, brown, red, orange, yellow, green, blue, violet, grey, white';
    const TOLERANCE = 'silver, gold, brown, red, orange, yellow, green, blue, violet, grey';
    const TEMPCO = 'black, brown, red, orange, yellow, green, blue, violet, grey';
    expect(decodeBands(['brown', 'pink', 'red', 'gold'])).toStrictEqual({
      code: 'COLOR_NOT_VALID_FOR_BAND',
      detail: 'Band 2 is pink, which is not a significant-figure colour in a 4-band code.',
      suggestion: `Check band 2; valid significant-figure colours are ${FIGURE}.`,
    });
    expect(decodeBands(['brown', 'black', 'none', 'gold'])).toStrictEqual({
      code: 'COLOR_NOT_VALID_FOR_BAND',
      detail: 'Band 3 is none, which is not the multiplier colour in a 4-band code.',
      suggestion: `Check band 3; valid multiplier colours are ${MULTIPLIER}.`,
    });
    expect(decodeBands(['brown', 'black', 'red', 'white'])).toMatchObject({ suggestion: `Check band 4; valid tolerance colours are ${TOLERANCE}.` });
    expect(decodeBands(['brown', 'black', 'black', 'red', 'none'])).toMatchObject({ suggestion: `Check band 5; valid tolerance colours are ${TOLERANCE}.` });
    expect(decodeBands(['brown', 'black', 'black', 'red', 'brown', 'white'])).toMatchObject({ suggestion: `Check band 6; valid temperature-coefficient colours are ${TEMPCO}.` });
    // Gold or silver first: the resistor is read from the wrong end.
    expect(decodeBands(['gold', 'red', 'violet', 'yellow'])).toMatchObject({ suggestion: 'Gold and silver are tolerance or multiplier bands: read the resistor from the other end.' });
  });
});

describe('first-order-filter', () => {
  it('is −3 dB and ∓45° at the cutoff and complementary between low- and high-pass', () => {
    expect(firstOrderResponse('low', 1).gain).toBeCloseTo(Math.SQRT1_2, 15);
    expect(firstOrderResponse('low', 1).phase_deg).toBe(-45);
    expect(firstOrderResponse('high', 1).gain).toBeCloseTo(Math.SQRT1_2, 15);
    expect(firstOrderResponse('high', 1).phase_deg).toBeCloseTo(45, 12);
    for (const x of [0.01, 0.3, 2, 50]) {
      const lo = firstOrderResponse('low', x);
      const hi = firstOrderResponse('high', x);
      expect(lo.gain ** 2 + hi.gain ** 2).toBeCloseTo(1, 14);
      expect(hi.phase_deg - lo.phase_deg).toBeCloseTo(90, 12);
    }
  });
});
