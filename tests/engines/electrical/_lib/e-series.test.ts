import { describe, expect, it } from 'vitest';
import { MANTISSAS, nearestStandard, standardAtLeast } from '../../../../engines/electrical/_lib/e-series.ts';

describe('IEC 60063 E-series', () => {
  it('has the standard sizes and landmark values', () => {
    expect(Object.fromEntries(Object.entries(MANTISSAS).map(([k, v]) => [k, v.length]))).toEqual({ E6: 6, E12: 12, E24: 24, E48: 48, E96: 96, E192: 192 });
    expect(MANTISSAS.E12).toEqual([1.0, 1.2, 1.5, 1.8, 2.2, 2.7, 3.3, 3.9, 4.7, 5.6, 6.8, 8.2]);
    // Published E96 values (IEC 60063 table): 1.00 1.02 1.05 … 9.76
    expect(MANTISSAS.E96.slice(0, 4)).toEqual([1.0, 1.02, 1.05, 1.07]);
    expect(MANTISSAS.E96.at(-1)).toBe(9.76);
    expect(MANTISSAS.E192[185]).toBe(9.2);
    expect(MANTISSAS.E48.includes(4.64)).toBe(true);
  });

  it('finds the nearest value in ratio terms, across decades', () => {
    expect(nearestStandard(150, 'E24').value).toBe(150);
    expect(nearestStandard(157, 'E24')).toMatchObject({ value: 160, below: 150, above: 160 });
    expect(nearestStandard(9.6, 'E12')).toMatchObject({ value: 10, below: 8.2, above: 10 });
    expect(nearestStandard(0.0047, 'E6').value).toBeCloseTo(0.0047, 15);
    expect(standardAtLeast(152, 'E12')).toBe(180);
  });
});
