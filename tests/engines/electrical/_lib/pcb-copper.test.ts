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
  temperatureError,
} from '../../../../engines/electrical/_lib/pcb-copper.ts';
import { result } from '../../../helpers/calc.ts';

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

  it('counts each chart limit itself as covered (35 A, 17.5 A, 10 and 100 °C, 400 mil, 0.5 and 3 oz)', () => {
    expect(ipc2221RangeWarnings({ current: 35, riseC: 100, widthMil: 400, thicknessM: 3 * COPPER_UNITS.oz, layer: 'external' })).toEqual([]);
    expect(ipc2221RangeWarnings({ current: 17.5, riseC: 10, thicknessM: 0.5 * COPPER_UNITS.oz, layer: 'internal' })).toEqual([]);
    // Copper within a relative 1e-9 of a limit, that boundary included, is at the limit (the shared snap rule):
    // these thicknesses are exactly 0.5·(1 − 1e-9) and 3·(1 + 1e-9) oz once divided by 1.378 mil.
    const atLow = 0.0000175005999824994;
    const atHigh = 0.00010500360010500361;
    expect([atLow / COPPER_UNITS.oz, atHigh / COPPER_UNITS.oz]).toEqual([0.5 * (1 - 1e-9), 3 * (1 + 1e-9)]);
    expect(ipc2221RangeWarnings({ thicknessM: atLow, layer: 'external' })).toEqual([]);
    expect(ipc2221RangeWarnings({ thicknessM: atHigh, layer: 'external' })).toEqual([]);
    expect(ipc2221RangeWarnings({ thicknessM: 0.49 * COPPER_UNITS.oz, layer: 'external' })).toHaveLength(1);
  });

  it('takes the linear copper model down to −200 °C, not below', () => {
    expect(temperatureError('ambient', -200)).toBeUndefined();
    expect(temperatureError('ambient', -200.5)).toMatchObject({ error: { code: 'TEMPERATURE_OUT_OF_RANGE', field: 'ambient' } });
  });

  it('reads a trace length in mm when no length unit is given', () => {
    const inputs = { current: 3, temp_rise: 20, copper: 2, copper_unit: 'oz', layer: 'external', length: 100 };
    expect(result('pcb-trace-width', inputs)).toEqual(result('pcb-trace-width', { ...inputs, length_unit: 'mm' }));
  });
});
