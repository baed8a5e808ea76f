import { describe, expect, it } from 'vitest';
import {
  COPPER_UNITS,
  copperResistance,
  copperResistivity,
  copperThicknessMeters,
  ipc2221Area,
  ipc2221Current,
  ipc2221RangeWarnings,
  ipc2221Rise,
  stripThicknessMeters,
} from '../../../../engines/electrical/_lib/pcb-copper.ts';

describe('pcb-copper', () => {
  it('takes 1 oz/ft² as 1.378 mil (35.0 µm)', () => {
    expect(COPPER_UNITS.oz * 1e6).toBeCloseTo(35.0012, 4);
    expect(copperThicknessMeters('copper', 2, 'oz')).toBeCloseTo(70.0024e-6, 12);
    expect(copperThicknessMeters('copper', 35, 'um')).toBeCloseTo(35e-6, 15);
  });

  it('solves the IPC-2221 fit consistently for current, area and rise', () => {
    for (const layer of ['external', 'internal'] as const) {
      const A = ipc2221Area(3, 20, layer);
      expect(ipc2221Current(A, 20, layer)).toBeCloseTo(3, 12);
      expect(ipc2221Rise(3, A, layer)).toBeCloseTo(20, 10);
    }
    expect(ipc2221Current(100, 10, 'internal')).toBeCloseTo(ipc2221Current(100, 10, 'external') / 2, 14);
  });

  it('uses IEC 60028 copper: 1/58 Ω·mm²/m at 20 °C, +0.393 %/K', () => {
    expect(copperResistivity(20)).toBe(1 / 58e6);
    expect(copperResistivity(120) / copperResistivity(20)).toBeCloseTo(1.393, 12);
    expect(copperResistance(1, 1e-6, 20)).toBeCloseTo(1 / 58, 14);
  });

  it('rejects non-positive conducting copper but allows a zero-thickness strip for impedance models', () => {
    expect(copperThicknessMeters('copper', 0, 'oz')).toMatchObject({ status: 'error', error: { code: 'COPPER_THICKNESS_MUST_BE_POSITIVE', field: 'copper' } });
    expect(stripThicknessMeters('copper', 0, 'oz')).toBe(0);
    expect(stripThicknessMeters('copper', -1, 'um')).toMatchObject({ status: 'error', error: { code: 'COPPER_THICKNESS_NEGATIVE' } });
  });

  it('names each chart limit that is left', () => {
    expect(ipc2221RangeWarnings({ current: 5, riseC: 20, widthMil: 100, thicknessM: COPPER_UNITS.oz, layer: 'external' })).toEqual([]);
    const all = ipc2221RangeWarnings({ current: 40, riseC: 150, widthMil: 500, thicknessM: 4 * COPPER_UNITS.oz, layer: 'external' });
    expect(all.map((w) => w.code)).toEqual(Array(4).fill('OUTSIDE_VALIDITY_RANGE'));
    expect(ipc2221RangeWarnings({ current: 20, layer: 'internal' })).toHaveLength(1);
    expect(ipc2221RangeWarnings({ current: 20, layer: 'external' })).toHaveLength(0);
  });
});
