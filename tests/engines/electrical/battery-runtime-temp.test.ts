// battery-runtime-temp: the IEC 60896 correction as printed in manufacturers' datasheets,
// agreement with battery-runtime at the rating temperature and on the derated capacity,
// the datasheet-factor override, warnings and every error code.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'battery-runtime-temp';

describe('battery-runtime-temp', () => {
  it('IEC 60896 / Vela Power: C = Ct/(1 + 0.006(t − 25)) → 100 Ah C10 at 0 °C gives 85 Ah', () => {
    const r = result(ID, { capacity_ah: 100, current: 10, peukert: 1, rated_hours: 10, temperature: 0 });
    expect(r.temperature_factor).toBeCloseTo(0.85, 15);
    expect(r.capacity_at_temp_ah).toBeCloseTo(85, 12);
    expect(r.runtime_h).toBeCloseTo(8.5, 12);
    expect(r.runtime_at_reference_h).toBe(10);
    expect(r.runtime_change_pct).toBeCloseTo(-15, 10);
    // The datasheet direction: a capacity measured at 0 °C corrected back to 25 °C.
    expect(r.capacity_at_temp_ah / (1 + 0.006 * (0 - 25))).toBeCloseTo(100, 12);
  });

  it('short-discharge coefficient 0.01 /°C (1 h and 3 h rates)', () => {
    const r = result(ID, { capacity_ah: 60, current: 20, peukert: 1, rated_hours: 3, temperature: -5, temp_coefficient_pct: 1 });
    expect(r.capacity_at_temp_ah).toBeCloseTo(42, 12);
    expect(r.runtime_h).toBeCloseTo(2.1, 12);
  });

  it('equals battery-runtime at the rating temperature and on the derated capacity (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 5, max: 500, noNaN: true }),
        fc.double({ min: 0.1, max: 1, noNaN: true }),
        fc.double({ min: 1, max: 1.4, noNaN: true }),
        fc.double({ min: 0, max: 40, noNaN: true }),
        (C, crate, k, T) => {
          const base = { capacity_ah: C, current: C * crate, peukert: k, rated_hours: 20 };
          const atRef = result(ID, { ...base, temperature: 25 });
          expect(atRef.runtime_h).toBeCloseTo(result('battery-runtime', base).runtime_h, 10);
          const hot = result(ID, { ...base, temperature: T });
          // Peukert on C_T: t = H·(C_T/(I·H))^k, so t_T / t_25 = (C_T/C)^k.
          expect(hot.runtime_h / atRef.runtime_h).toBeCloseTo((1 + 0.006 * (T - 25)) ** k, 10);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('a datasheet capacity reading replaces the coefficient (and says so when both are given)', () => {
    const r = ok(ID, { capacity_ah: 10, current: 2, peukert: 1.05, rated_hours: 5, temperature: -20, capacity_pct_at_temp: 50, temp_coefficient_pct: 0.6 });
    const res = r.result as Record<string, number>;
    expect(res.capacity_at_temp_ah).toBe(5);
    expect(res.runtime_h).toBeCloseTo(5 * 0.5 ** 1.05, 12);
    expect(r.warnings.map((w) => w.code)).toEqual(['INPUT_IGNORED']);
  });

  it('warns outside 0–40 °C for the linear coefficient, not for a datasheet reading; formats both runtimes', () => {
    expect(ok(ID, { capacity_ah: 100, current: 5, peukert: 1.2, temperature: -10 }).warnings.map((w) => w.code)).toEqual(['OUTSIDE_VALIDITY_RANGE']);
    expect(ok(ID, { capacity_ah: 100, current: 5, peukert: 1.2, temperature: -10, capacity_pct_at_temp: 70 }).warnings).toEqual([]);
    expect(ok(ID, { capacity_ah: 100, current: 5, peukert: 1.2, temperature: 45 }).warnings.map((w) => w.code)).toEqual(['OUTSIDE_VALIDITY_RANGE']);
    expect(ok(ID, { capacity_ah: 100, current: 10, peukert: 1, rated_hours: 10, temperature: 0 }).result_detail.formatted).toBe('8 h 30 min at 0 °C (10 h at 25 °C)');
  });

  it.each([
    [{ capacity_ah: 100, current: 10 }, 'MISSING_REQUIRED_INPUT', 'temperature'],
    [{ capacity_ah: 100, current: 10, temperature: -300 }, 'TEMPERATURE_BELOW_ABSOLUTE_ZERO', 'temperature'],
    [{ capacity_ah: 100, current: 10, temperature: 0, reference_temp: -300 }, 'TEMPERATURE_BELOW_ABSOLUTE_ZERO', 'reference_temp'],
    [{ capacity_ah: 100, current: 10, temperature: 0, temp_coefficient_pct: -0.5 }, 'TEMPERATURE_COEFFICIENT_MUST_BE_NONNEGATIVE', 'temp_coefficient_pct'],
    [{ capacity_ah: 100, current: 10, temperature: -200, temp_coefficient_pct: 1 }, 'CAPACITY_DERATED_TO_ZERO', 'temperature'],
    [{ capacity_ah: 100, current: 10, temperature: -40, capacity_pct_at_temp: 0 }, 'CAPACITY_FACTOR_MUST_BE_POSITIVE', 'capacity_pct_at_temp'],
    [{ capacity_ah: -1, current: 10, temperature: 0 }, 'CAPACITY_MUST_BE_POSITIVE', 'capacity_ah'],
    [{ capacity_ah: 100, current: 0, temperature: 0 }, 'CURRENT_MUST_BE_POSITIVE', 'current'],
    [{ capacity_ah: 100, current: 10, temperature: 0, peukert: 0.5 }, 'PEUKERT_EXPONENT_OUT_OF_RANGE', 'peukert'],
    [{ mode: 'power', capacity_ah: 100, power: 100, voltage: 12, efficiency_pct: 0, temperature: 0 }, 'EFFICIENCY_OUT_OF_RANGE', 'efficiency_pct'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure(ID, inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(10);
  });

  it('a coefficient that derates to exactly 0 is CAPACITY_DERATED_TO_ZERO', () => {
    // 1 + 0.01 × (−75 − 25) = 0.
    expect(failure(ID, { capacity_ah: 100, current: 10, temperature: -75, temp_coefficient_pct: 1 })).toMatchObject({ code: 'CAPACITY_DERATED_TO_ZERO', field: 'temperature' });
  });

  it.each([0, 25, 40])('no warning at %d °C, inside the 0–40 °C range of the linear coefficient', (temperature) => {
    expect(ok(ID, { capacity_ah: 100, current: 10, peukert: 1, rated_hours: 10, temperature }).warnings).toEqual([]);
  });

  it('INPUT_IGNORED for a coefficient beside a datasheet reading is an info', () => {
    const w = ok(ID, { capacity_ah: 10, current: 2, peukert: 1, rated_hours: 5, temperature: -20, capacity_pct_at_temp: 50, temp_coefficient_pct: 0.6 }).warnings;
    expect(w).toMatchObject([{ code: 'INPUT_IGNORED', severity: 'info' }]);
  });

  it('a load in watts (mode synonym "watts"): 120 W / 12 V = 10 A; a current given beside it is ignored', () => {
    const base = { mode: 'watts', capacity_ah: 100, power: 120, voltage: 12, peukert: 1, rated_hours: 10, temperature: 25 };
    const plain = ok(ID, base);
    expect(plain).toMatchObject({ inputs: { mode: 'power' }, result: { load_current: 10, runtime_h: 10 }, warnings: [] });
    expect(ok(ID, { ...base, current: 5 }).warnings.map((w) => w.code)).toEqual(['INPUT_IGNORED']);
  });
});

declaresTheCodesItReturns('battery-runtime-temp');
