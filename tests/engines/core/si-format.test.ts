// SI-prefixed readings: the prefixes each unit takes, typed here from the rule in
// engines/core/si-format.ts's comment and the SI prefix factors (BIPM SI Brochure,
// table 7), not read from the module's tables.
import { describe, expect, it } from 'vitest';
import { formatSI, siScale, takesPrefix } from '../../../engines/core/si-format.ts';

const FACTOR: Record<string, number> = { T: 1e12, G: 1e9, M: 1e6, k: 1e3, '': 1, m: 1e-3, µ: 1e-6, n: 1e-9, p: 1e-12, f: 1e-15 };

/** Largest first; '' is the unit itself. */
const LADDER: [unit: string, prefixes: string][] = [
  ['A', 'k . m µ n p'],
  ['V', 'M k . m µ n'],
  ['W', 'G M k . m µ n p'],
  ['Ω', 'G M k . m µ'],
  ['F', '. m µ n p f'],
  ['H', '. m µ n p'],
  ['Hz', 'T G M k .'],
  ['s', '. m µ n p f'],
  ['J', 'G M k . m µ n'],
  ['C', '. m µ n p'],
  ['S', 'k . m µ n'],
  ['VA', 'G M k .'],
  ['var', 'G M k .'],
  ['Wh', 'G M k . m'],
  ['Ah', 'k . m'],
  ['m', 'k . m µ n'],
  ['', 'T G M k . m µ n p f'], // a bare number takes every prefix
];
const prefixesOf = (ladder: string) => ladder.split(' ').map((p) => (p === '.' ? '' : p));

describe('siScale: the prefix each unit takes', () => {
  it.each(LADDER)('%s takes exactly %s', (unit, ladder) => {
    const prefixes = prefixesOf(ladder);
    for (const p of Object.keys(FACTOR)) {
      // 47 of a prefix reads as 47 of it where the unit takes it.
      const got = siScale(47 * FACTOR[p], unit, 3);
      if (prefixes.includes(p)) expect(got, `47 ${p}${unit}`).toEqual({ mantissa: 47, prefix: p });
      else expect(got.prefix, `47 ${p}${unit}`).not.toBe(p);
    }
    // Past the ends the mantissa leaves 1…999 rather than take a prefix the unit does not.
    const largest = prefixes[0];
    const smallest = prefixes[prefixes.length - 1];
    expect(siScale(4700 * FACTOR[largest], unit, 3)).toEqual({ mantissa: 4700, prefix: largest });
    expect(siScale(0.0047 * FACTOR[smallest], unit, 3)).toEqual({ mantissa: 0.0047, prefix: smallest });
    expect(siScale(-47 * FACTOR[largest], unit, 3)).toEqual({ mantissa: -47, prefix: largest });
  });

  it('takes the next prefix once the rounded value reaches it', () => {
    expect(siScale(999.96, 'Ω', 3)).toEqual({ mantissa: 1, prefix: 'k' }); // rounds to 1000 first
    expect(siScale(1000, 'V', 3)).toEqual({ mantissa: 1, prefix: 'k' });
    expect(siScale(999.4, 'V', 3)).toEqual({ mantissa: 999, prefix: '' });
    expect(siScale(0.001, 'A', 3)).toEqual({ mantissa: 1, prefix: 'm' }); // not 1.0000000000000002
  });

  it('leaves zero and non-finite values unprefixed', () => {
    expect(siScale(0, 'A', 3)).toEqual({ mantissa: 0, prefix: '' });
    expect(siScale(Infinity, 'V', 3)).toEqual({ mantissa: Infinity, prefix: '' });
    expect(siScale(-Infinity, '', 3)).toEqual({ mantissa: -Infinity, prefix: '' });
    expect(siScale(NaN, 'W', 3).mantissa).toBeNaN();
    expect(siScale(NaN, 'W', 3).prefix).toBe('');
  });

  it('gives a unit it does not list no prefix', () => {
    expect(siScale(12_000, 'kW', 3)).toEqual({ mantissa: 12_000, prefix: '' });
    expect(siScale(0.002, '°C', 3)).toEqual({ mantissa: 0.002, prefix: '' });
    expect([takesPrefix('kW'), takesPrefix('dB'), takesPrefix('toString'), takesPrefix('A'), takesPrefix('Hz')]).toEqual([false, false, false, true, true]);
  });
});

describe('formatSI', () => {
  it('writes the mantissa, a space, the prefix and the unit', () => {
    expect(formatSI(4700, 'Ω')).toBe('4.7 kΩ');
    expect(formatSI(8.2e-11, 'F')).toBe('82 pF');
    expect(formatSI(0.98814, 'Hz')).toBe('0.988 Hz');
    expect(formatSI(3600, 's')).toBe('3600 s');
    expect(formatSI(-0.006, 'A')).toBe('-6 mA');
    expect(formatSI(123456, 'W', 5)).toBe('123.46 kW');
  });
  it('writes a bare number with its prefix and no space', () => {
    expect(formatSI(10_000)).toBe('10k');
    expect(formatSI(1.5e6)).toBe('1.5M');
    expect(formatSI(2.2e-9)).toBe('2.2n');
  });
  it('writes zero and non-finite values as numbers, with the unit when there is one', () => {
    expect(formatSI(0, 'A')).toBe('0 A');
    expect(formatSI(0)).toBe('0');
    expect(formatSI(Infinity, 'V')).toBe('Infinity V');
    expect(formatSI(NaN)).toBe('NaN');
  });
});
