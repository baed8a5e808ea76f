// Peukert runtime helper shared by battery-runtime and battery-runtime-temp.
import { describe, expect, it } from 'vitest';
import { batteryInputsGuard, batteryRun, formatHours, loadCurrent, peukertHours } from '../../../../engines/electrical/_lib/battery-runtime.ts';

const errorOf = (o: unknown) => (o as { error?: { code: string; field?: string } } | null)?.error;
const base = { mode: 'current' as const, capacity_ah: 100, efficiency_pct: 100, rated_hours: 20, dod_pct: 100 };

describe('battery-runtime lib', () => {
  it('the rated-capacity form equals the Peukert-constant form t = Cp / I^k with Cp = H·(C/H)^k (A^k·h)', () => {
    for (const [C, I, k, H] of [
      [100, 10, 1.2, 20],
      [250, 20, 1.3, 250],
      [7, 0.5, 1.1, 10],
    ]) {
      const cp = H * (C / H) ** k;
      expect(peukertHours(C, I, k, H)).toBeCloseTo(cp / I ** k, 10);
    }
    expect(peukertHours(100, 5, 1, 20)).toBe(20);
  });

  it('load current from power through a converter', () => {
    expect(loadCurrent({ ...base, mode: 'power', power: 120, voltage: 12, efficiency_pct: 80 })).toBeCloseTo(12.5, 12);
    expect(errorOf(loadCurrent({ ...base, mode: 'power', power: 120 }))).toMatchObject({ code: 'MISSING_REQUIRED_INPUT', field: 'voltage' });
    expect(errorOf(loadCurrent({ ...base, mode: 'power', power: 120, voltage: 12, efficiency_pct: 0 }))).toMatchObject({ code: 'EFFICIENCY_OUT_OF_RANGE', field: 'efficiency_pct' });
    expect(errorOf(loadCurrent({ ...base, current: 0 }))).toMatchObject({ code: 'CURRENT_MUST_BE_POSITIVE', field: 'current' });
  });

  it('guards', () => {
    expect(batteryInputsGuard(base)).toBeNull();
    expect(errorOf(batteryInputsGuard({ ...base, dod_pct: 0 }))).toMatchObject({ code: 'DEPTH_OF_DISCHARGE_OUT_OF_RANGE', field: 'dod_pct' });
    expect(errorOf(batteryInputsGuard({ ...base, peukert: 0.99 }))).toMatchObject({ code: 'PEUKERT_EXPONENT_OUT_OF_RANGE', field: 'peukert' });
    expect(errorOf(batteryInputsGuard({ ...base, rated_hours: 0 }))).toMatchObject({ code: 'RATED_HOURS_MUST_BE_POSITIVE', field: 'rated_hours' });
  });

  it('warnings: k assumed, k high, below the rated current, above 1C', () => {
    const codes = (k: number | undefined, I: number) => batteryRun({ ...base, peukert: k }, 100, I).warnings.map((w) => w.code);
    expect(codes(undefined, 5)).toEqual(['PEUKERT_EXPONENT_ASSUMED']);
    expect(codes(1.2, 5)).toEqual([]);
    expect(codes(1.7, 10)).toEqual(['OUTSIDE_VALIDITY_RANGE']);
    expect(codes(1.2, 1)).toEqual(['OUTSIDE_VALIDITY_RANGE']);
    expect(codes(1.2, 150)).toEqual(['OUTSIDE_VALIDITY_RANGE']);
  });

  it('formats runtimes for people', () => {
    expect(formatHours(8.7055)).toBe('8 h 42 min');
    expect(formatHours(0.75)).toBe('45 min');
    expect(formatHours(2)).toBe('2 h');
    expect(formatHours(76)).toBe('3 d 4 h');
  });
});
