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

  it('warning limits are strict: k = 1.6, a given k = 1 below the rated current, and exactly 1C do not warn', () => {
    const codes = (k: number, I: number) => batteryRun({ ...base, peukert: k }, 100, I).warnings.map((w) => w.code);
    expect(codes(1.6, 10)).toEqual([]); // k at the 1.6 limit, not above it
    expect(codes(1, 1)).toEqual([]); // 1 A < C/H = 5 A, but k = 1 credits no extra capacity
    expect(codes(1.2, 100)).toEqual([]); // 100 A on 100 Ah is 1C, not above it
  });

  it('the k-assumed and below-rated-current notes are info, not warnings', () => {
    expect(batteryRun(base, 100, 10).warnings.map((w) => w.severity)).toEqual(['info']);
    expect(batteryRun({ ...base, peukert: 1.2 }, 100, 1).warnings.map((w) => w.severity)).toEqual(['info']);
  });

  it('runtime in minutes and the C-rate', () => {
    // k = 1, 100 Ah at 10 A: t = 20·(100/(10·20)) = 10 h = 600 min; C-rate 10/100 = 0.1 C.
    const { run } = batteryRun({ ...base, peukert: 1 }, 100, 10);
    expect(run.runtime_h).toBe(10);
    expect(run.runtime_min).toBe(600);
    expect(run.c_rate).toBe(0.1);
  });

  it('formats runtimes for people', () => {
    expect(formatHours(8.7055)).toBe('8 h 42 min');
    expect(formatHours(0.75)).toBe('45 min');
    expect(formatHours(2)).toBe('2 h');
    expect(formatHours(76)).toBe('3 d 4 h');
    expect(formatHours(1)).toBe('1 h'); // 60 min is shown in hours
    expect(formatHours(48)).toBe('2 d'); // 48 h is shown in days
  });
});
