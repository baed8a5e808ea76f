// battery-pack-sizing: the worked packs, a brute-force search for the smallest pack that
// meets every target (independent of the engine's ceilings), rounding, errors.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'battery-pack-sizing';

describe('battery-pack-sizing', () => {
  it('"48 V" e-bike pack 13S8P from 3.6 V 2.5 Ah cells: 104 cells, 46.8 V, 54.6 V full, 39 V empty, 936 Wh', () => {
    const a = ok(ID, { target_voltage: 48, cell_voltage: 3.6, cell_capacity_ah: 2.5, target_capacity_ah: 20, max_current: 30, cell_max_current: 10, series_rounding: 'nearest', cell_voltage_max: 4.2, cell_voltage_min: 3 });
    const r = a.result as Record<string, number | string>;
    expect(r).toMatchObject({ series: 13, parallel: 8, cells: 104, configuration: '13S8P', limited_by: 'capacity', pack_capacity_ah: 20, cell_current: 3.75, pack_max_current: 80 });
    expect(r.pack_voltage).toBeCloseTo(46.8, 12);
    expect(r.pack_voltage_max).toBeCloseTo(54.6, 12);
    expect(r.pack_voltage_min).toBeCloseTo(39, 12);
    expect(r.pack_energy_wh).toBeCloseTo(936, 10);
    expect(r.voltage_deviation_pct).toBeCloseTo(-2.5, 10);
    expect(a.warnings.map((w) => w.code)).toEqual(['BELOW_TARGET_VOLTAGE']);
    expect(a.result_detail.formatted).toBe('13S8P: 104 cells, 46.8 V, 20 Ah, 936 Wh');
  });

  it('round-up series count, energy and current limits, exact integer ratios', () => {
    expect(result(ID, { target_voltage: 48, cell_voltage: 3.6, cell_capacity_ah: 2.5, target_capacity_ah: 20 })).toMatchObject({ series: 14, parallel: 8 });
    expect(result(ID, { target_voltage: 12.8, cell_voltage: 3.2, cell_capacity_ah: 100, target_energy_wh: 5000 })).toMatchObject({ series: 4, parallel: 4, limited_by: 'energy' });
    expect(result(ID, { target_voltage: 7.2, cell_voltage: 3.6, cell_capacity_ah: 3, target_capacity_ah: 2, max_current: 45, cell_max_current: 10 })).toMatchObject({ series: 2, parallel: 5, limited_by: 'current' });
    // 48 / 3.2 is 15.000000000000002 in doubles: still 15 cells.
    expect(result(ID, { target_voltage: 48, cell_voltage: 3.2, cell_capacity_ah: 100, target_capacity_ah: 100 }).series).toBe(15);
    // A cell above the target voltage: one cell, reported above the target.
    expect(result(ID, { target_voltage: 3, cell_voltage: 3.6, cell_capacity_ah: 2, target_capacity_ah: 2 })).toMatchObject({ series: 1, parallel: 1 });
  });

  it('is the smallest pack meeting every target (brute force, property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 3, max: 120, noNaN: true }),
        fc.constantFrom(1.2, 2, 3.2, 3.6, 3.7),
        fc.double({ min: 0.5, max: 5, noNaN: true }),
        fc.double({ min: 1, max: 60, noNaN: true }),
        fc.double({ min: 10, max: 3000, noNaN: true }),
        fc.double({ min: 1, max: 100, noNaN: true }),
        fc.double({ min: 2, max: 30, noNaN: true }),
        (V, vc, cap, Ah, Wh, I, Icell) => {
          const r = result(ID, { target_voltage: V, cell_voltage: vc, cell_capacity_ah: cap, target_capacity_ah: Ah, target_energy_wh: Wh, max_current: I, cell_max_current: Icell });
          let s = 1;
          while (s * vc < V * (1 - 1e-12)) s++;
          let p = 1;
          while (p * cap < Ah * (1 - 1e-12) || s * vc * p * cap < Wh * (1 - 1e-12) || p * Icell < I * (1 - 1e-12)) p++;
          expect(r.series).toBe(s);
          expect(r.parallel).toBe(p);
          expect(r.pack_capacity_ah).toBeGreaterThanOrEqual(Ah * (1 - 1e-9));
          expect(r.pack_energy_wh).toBeGreaterThanOrEqual(Wh * (1 - 1e-9));
          expect(r.pack_max_current).toBeGreaterThanOrEqual(I * (1 - 1e-9));
        },
      ),
      { numRuns: 80 },
    );
  });

  it.each([
    [{ target_voltage: 12, cell_voltage: 3.6, cell_capacity_ah: 3 }, 'MISSING_REQUIRED_INPUT', 'target_capacity_ah'],
    [{ target_voltage: 12, cell_voltage: 3.6, cell_capacity_ah: 3, max_current: 20 }, 'MISSING_REQUIRED_INPUT', 'cell_max_current'],
    [{ cell_voltage: 3.6, cell_capacity_ah: 3, target_capacity_ah: 10 }, 'MISSING_REQUIRED_INPUT', 'target_voltage'],
    [{ target_voltage: 0, cell_voltage: 3.6, cell_capacity_ah: 3, target_capacity_ah: 10 }, 'VOLTAGE_MUST_BE_POSITIVE', 'target_voltage'],
    [{ target_voltage: 12, cell_voltage: -3.6, cell_capacity_ah: 3, target_capacity_ah: 10 }, 'VOLTAGE_MUST_BE_POSITIVE', 'cell_voltage'],
    [{ target_voltage: 12, cell_voltage: 3.6, cell_capacity_ah: 0, target_capacity_ah: 10 }, 'CAPACITY_MUST_BE_POSITIVE', 'cell_capacity_ah'],
    [{ target_voltage: 12, cell_voltage: 3.6, cell_capacity_ah: 3, target_capacity_ah: -10 }, 'CAPACITY_MUST_BE_POSITIVE', 'target_capacity_ah'],
    [{ target_voltage: 12, cell_voltage: 3.6, cell_capacity_ah: 3, target_energy_wh: 0 }, 'ENERGY_MUST_BE_POSITIVE', 'target_energy_wh'],
    [{ target_voltage: 12, cell_voltage: 3.6, cell_capacity_ah: 3, max_current: 0, cell_max_current: 5 }, 'CURRENT_MUST_BE_POSITIVE', 'max_current'],
    [{ target_voltage: 12, cell_voltage: 3.6, cell_capacity_ah: 3, max_current: 10, cell_max_current: 0 }, 'CURRENT_MUST_BE_POSITIVE', 'cell_max_current'],
    [{ target_voltage: 12, cell_voltage: 3.6, cell_capacity_ah: 3, target_capacity_ah: 10, cell_voltage_max: 3.4 }, 'CELL_VOLTAGE_RANGE_INCONSISTENT', 'cell_voltage_max'],
    [{ target_voltage: 12, cell_voltage: 3.6, cell_capacity_ah: 3, target_capacity_ah: 10, cell_voltage_min: 3.8 }, 'CELL_VOLTAGE_RANGE_INCONSISTENT', 'cell_voltage_min'],
    [{ target_voltage: 12, cell_voltage: 3.6, cell_capacity_ah: 3, target_capacity_ah: 10, cell_voltage_min: 0 }, 'VOLTAGE_MUST_BE_POSITIVE', 'cell_voltage_min'],
    [{ target_voltage: 12, cell_voltage: 3.6, cell_capacity_ah: 3, target_capacity_ah: 10, series_rounding: 'down' }, 'INVALID_MODE', 'series_rounding'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure(ID, inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(10);
  });

  it('accepts a full-charge or cut-off voltage equal to the nominal one (cut-off ≤ nominal ≤ full)', () => {
    // 3 × 3.6 V = 10.8 V, limits 3 × 3.6 V on both sides.
    const r = result(ID, { target_voltage: 10.8, cell_voltage: 3.6, cell_capacity_ah: 3, target_capacity_ah: 3, cell_voltage_max: 3.6, cell_voltage_min: 3.6 });
    expect(r.series).toBe(3);
    expect(r.pack_voltage_max).toBeCloseTo(10.8, 12);
    expect(r.pack_voltage_min).toBeCloseTo(10.8, 12);
  });

  it.each([
    [4.2, 3.8],
    [3.6, 3.8],
  ])('a cut-off above nominal with a consistent full voltage (%s V) names cell_voltage_min', (max, min) => {
    expect(failure(ID, { target_voltage: 12, cell_voltage: 3.6, cell_capacity_ah: 3, target_capacity_ah: 10, cell_voltage_max: max, cell_voltage_min: min })).toMatchObject({ code: 'CELL_VOLTAGE_RANGE_INCONSISTENT', field: 'cell_voltage_min' });
  });

  it('a full-charge voltage of 0 is VOLTAGE_MUST_BE_POSITIVE on cell_voltage_max', () => {
    expect(failure(ID, { target_voltage: 12, cell_voltage: 3.6, cell_capacity_ah: 3, target_capacity_ah: 10, cell_voltage_max: 0 })).toMatchObject({ code: 'VOLTAGE_MUST_BE_POSITIVE', field: 'cell_voltage_max' });
  });

  it('a tie names the first target in the order capacity, energy, current', () => {
    // 4 × 3.2 V × 100 Ah = 1280 Wh a string: 300 Ah → 3 strings, 3000 Wh → ⌈2.34⌉ = 3, 30 A / 10 A → 3.
    const base = { target_voltage: 12.8, cell_voltage: 3.2, cell_capacity_ah: 100 };
    expect(result(ID, { ...base, target_capacity_ah: 300, target_energy_wh: 3000, max_current: 30, cell_max_current: 10 })).toMatchObject({ parallel: 3, limited_by: 'capacity' });
    expect(result(ID, { ...base, target_energy_wh: 3000, max_current: 30, cell_max_current: 10 })).toMatchObject({ parallel: 3, limited_by: 'energy' });
  });

  it('warns BELOW_TARGET_VOLTAGE (severity info) only when the nominal voltage is below the target', () => {
    expect(ok(ID, { target_voltage: 48, cell_voltage: 3.6, cell_capacity_ah: 2.5, target_capacity_ah: 20 }).warnings).toEqual([]);
    const w = ok(ID, { target_voltage: 48, cell_voltage: 3.6, cell_capacity_ah: 2.5, target_capacity_ah: 20, series_rounding: 'nearest' }).warnings;
    expect(w).toMatchObject([{ code: 'BELOW_TARGET_VOLTAGE', severity: 'info' }]);
  });

  it.each([
    ['ceil', 14],
    ['ceiling', 14],
    ['at-least', 14],
    ['round', 13],
    ['closest', 13],
  ])('series_rounding synonym %s: 48 V from 3.6 V cells is %iS', (rounding, series) => {
    // 48 / 3.6 = 13.33: up → 14, nearest → 13.
    expect(result(ID, { target_voltage: 48, cell_voltage: 3.6, cell_capacity_ah: 2.5, target_capacity_ah: 20, series_rounding: rounding }).series).toBe(series);
  });
});

declaresTheCodesItReturns('battery-pack-sizing');
