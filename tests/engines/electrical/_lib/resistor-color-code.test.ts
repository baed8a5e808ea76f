import { describe, expect, it } from 'vitest';
import { firstOrderResponse } from '../../../../engines/electrical/_lib/first-order-filter.ts';
import { bandColors, decodeBands, parseColor, parseResistanceText, roundToBands, seriesForTolerance, seriesOf } from '../../../../engines/electrical/_lib/resistor-color-code.ts';

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
