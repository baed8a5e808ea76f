// electrical-clearance: every row and column of IPC-2221B Table 6-1 typed from the table (as KiCad's
// PCB calculator tabulates it), the per-volt rule above 500 V (KiCad's 600 V B1 example), RMS to peak,
// row boundaries and the sign of the voltage.
import { describe, expect, it } from 'vitest';
import { ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'electrical-clearance';
const COLUMNS = ['B1', 'B2', 'B3', 'B4', 'A5', 'A6', 'A7'] as const;

describe('electrical-clearance', () => {
  // IPC-2221B Table 6-1, mm: a voltage inside each row → [B1, B2, B3, B4, A5, A6, A7].
  it.each([
    [5, [0.05, 0.1, 0.1, 0.05, 0.13, 0.13, 0.13]],
    [15, [0.05, 0.1, 0.1, 0.05, 0.13, 0.13, 0.13]],
    [24, [0.05, 0.1, 0.1, 0.05, 0.13, 0.25, 0.13]],
    [48, [0.1, 0.6, 0.6, 0.13, 0.13, 0.4, 0.13]],
    [100, [0.1, 0.6, 1.5, 0.13, 0.13, 0.5, 0.13]],
    [150, [0.2, 0.6, 3.2, 0.4, 0.4, 0.8, 0.4]],
    [170, [0.2, 1.25, 3.2, 0.4, 0.4, 0.8, 0.4]],
    [250, [0.2, 1.25, 6.4, 0.4, 0.4, 0.8, 0.4]],
    [300, [0.2, 1.25, 12.5, 0.4, 0.4, 0.8, 0.8]],
    [500, [0.25, 2.5, 12.5, 0.8, 0.8, 1.5, 0.8]],
  ])('%d V peak → %j mm', (voltage, mm) => {
    const r = result(ID, { voltage });
    expect(COLUMNS.map((c) => r[c])).toEqual(mm);
    COLUMNS.forEach((location, i) => expect(result(ID, { voltage, location }).spacing_mm).toBe(mm[i]));
  });

  it('takes the higher row between whole volts: 15.5 V is in 16–30 V, 30.01 V in 31–50 V', () => {
    expect(result(ID, { voltage: 15.5, location: 'A6' })).toMatchObject({ row: '16–30 V', spacing_mm: 0.25 });
    expect(result(ID, { voltage: 30.01 })).toMatchObject({ row: '31–50 V', spacing_mm: 0.6 });
    expect(result(ID, { voltage: 0 })).toMatchObject({ row: '0–15 V', spacing_mm: 0.1 });
  });

  it('above 500 V adds the per-volt value to the 500 V spacing (KiCad: B1 at 600 V is 0.25 + 100 × 0.0025 = 0.5 mm)', () => {
    const r = result(ID, { voltage: 600 });
    expect(r.row).toBe('above 500 V');
    expect(r.B1).toBeCloseTo(0.5, 12);
    expect(r.B2).toBeCloseTo(2.5 + 100 * 0.005, 12);
    expect(r.B3).toBeCloseTo(12.5 + 100 * 0.025, 12);
    expect(r.A6).toBeCloseTo(1.5 + 100 * 0.00305, 12);
    // Table 6-1's "> 500 V" row: 0.00305 mm/V for B4, A5, A6 and A7 (0.8, 0.8, 1.5, 0.8 mm at 500 V).
    expect(r.B4).toBeCloseTo(0.8 + 100 * 0.00305, 12);
    expect(r.A5).toBeCloseTo(0.8 + 100 * 0.00305, 12);
    expect(r.A7).toBeCloseTo(0.8 + 100 * 0.00305, 12);
    // 1 kV on an uncoated outer layer: 2.5 + 500 × 0.005 = 5 mm.
    expect(result(ID, { voltage: 1000 }).spacing_mm).toBeCloseTo(5, 12);
  });

  it('230 V RMS is 325 V peak: 2.5 mm on a bare outer layer (the question "clearance between traces at 230 V")', () => {
    const env = ok(ID, { voltage: 230, voltage_type: 'rms' });
    const r = env.result as Record<string, number>;
    expect(r.voltage_peak).toBeCloseTo(230 * Math.SQRT2, 12);
    expect(r.voltage_rms).toBe(230);
    expect(r.spacing_mm).toBe(2.5);
    expect(r.spacing_mil).toBeCloseTo(2.5 / 0.0254, 12);
    expect(env.result_detail.formatted).toMatch(/230 V RMS = 325\.3 V peak/);
    // 120 V RMS is 169.7 V peak, still in the 151–170 V row; 121 V RMS (171.1 V) is not.
    expect(result(ID, { voltage: 120, voltage_type: 'rms' }).row).toBe('151–170 V');
    expect(result(ID, { voltage: 121, voltage_type: 'rms' }).row).toBe('171–250 V');
  });

  it('gives the RMS value only when one was given, and warns only for a negative voltage (0 V is not)', () => {
    const env = ok(ID, { voltage: 0 });
    expect(env.warnings ?? []).toEqual([]);
    expect(env.result).not.toHaveProperty('voltage_rms');
    expect(result(ID, { voltage: 325 })).not.toHaveProperty('voltage_rms');
    expect(result(ID, { voltage: 325 }).voltage_peak).toBe(325);
    expect(result(ID, { voltage: -230, voltage_type: 'rms' })).toMatchObject({ voltage_rms: 230, row: '301–500 V' });
  });

  it('reads a negative voltage as its magnitude and says so', () => {
    const env = ok(ID, { voltage: -48 });
    expect((env.result as Record<string, number>).spacing_mm).toBe(0.6);
    expect(env.warnings?.map((w) => (typeof w === 'string' ? w : w.code))).toContain('ABSOLUTE_VALUES_USED');
    // Information, not a problem: the sign of a voltage difference does not matter.
    expect(env.warnings?.find((w) => typeof w !== 'string' && w.code === 'ABSOLUTE_VALUES_USED')).toMatchObject({ severity: 'info' });
  });

  it('reads the voltage as DC or peak by default, on an uncoated outer layer (B2)', () => {
    expect(ok(ID, { voltage: 12 }).inputs).toMatchObject({ voltage_type: 'peak', location: 'B2' });
  });

  declaresTheCodesItReturns(ID, [{ voltage: -5 }]);
});
