// ldo-thermal: Toshiba's published LDO examples, the limits it derives (at the reported
// maximum current or ambient the junction sits exactly at Tj max), warnings and errors.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'ldo-thermal';

describe('ldo-thermal', () => {
  it('Toshiba e-learning example: 3.6 → 1.8 V, 100 mA, PD 600 mW, Tj max 150 °C, 40 °C → 77.5 °C', () => {
    const r = result(ID, { vin: 3.6, vout: 1.8, iout: 0.1, ambient: 40, pd_rated: 0.6, tj_max: 150 });
    expect(r.power_w).toBeCloseTo(0.18, 14);
    expect(r.rth_ja).toBeCloseTo(208.3333333333, 9);
    expect(r.tj).toBeCloseTo(77.5, 12);
    expect(r.within_limit).toBe(true);
  });

  it('Toshiba FAQ example with 20 µA bias current: P = 100.03 mW, Tj ≈ 80.84 °C', () => {
    const r = result(ID, { vin: 1.5, vout: 1, iout: 0.2, ground_current_ma: 0.02, ambient: 60, pd_rated: 0.6, tj_max: 150 });
    expect(r.pass_power_w).toBeCloseTo(0.1, 14);
    expect(r.ground_power_w).toBeCloseTo(0.00003, 15);
    expect(r.tj).toBeCloseTo(80.8396, 4);
  });

  it('7805-style linear regulator without heatsink overheats, with the warning and the current it could carry', () => {
    const a = ok(ID, { vin: 12, vout: 5, iout: 0.5, ambient: 25, rth_ja: 65, tj_max: 125 });
    const r = a.result as Record<string, number | boolean>;
    expect(r.tj).toBeCloseTo(252.5, 12);
    expect(r.within_limit).toBe(false);
    expect(r.tj_margin).toBeCloseTo(-127.5, 12);
    expect(r.efficiency_pct).toBeCloseTo((100 * 5) / 12, 12);
    expect(a.warnings.map((w) => w.code)).toEqual(['JUNCTION_TEMPERATURE_EXCEEDS_MAX']);
    expect(a.warnings[0].suggestion).toMatch(/0\.22 A/);
  });

  it('at max_iout and at max_ambient the junction is exactly at Tj max (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 2, max: 30, noNaN: true }),
        fc.double({ min: 0.05, max: 0.9, noNaN: true }),
        fc.double({ min: 0, max: 3, noNaN: true }),
        fc.double({ min: 0, max: 5, noNaN: true }),
        fc.double({ min: 10, max: 150, noNaN: true }),
        (vin, share, iout, ignd, rth) => {
          const base = { vin, vout: vin * share, ground_current_ma: ignd, ambient: 25, rth_ja: rth, tj_max: 125 };
          const r = result(ID, { ...base, iout });
          if (r.max_ambient > -200) expect(result(ID, { ...base, ambient: r.max_ambient, iout }).tj).toBeCloseTo(125, 7);
          if (r.max_iout > 0) expect(result(ID, { ...base, iout: r.max_iout }).tj).toBeCloseTo(125, 7);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('Tj max defaults to 125 °C with RθJA; the dropout check warns', () => {
    expect(result(ID, { vin: 5, vout: 3.3, iout: 0.5, ambient: 40, rth_ja: 60 }).tj_max).toBe(125);
    const a = ok(ID, { vin: 3.5, vout: 3.3, iout: 0.5, ambient: 25, rth_ja: 60, dropout: 0.3 });
    expect(a.warnings.map((w) => w.code)).toEqual(['DROPOUT_NOT_MET']);
    expect(ok(ID, { vin: 3.7, vout: 3.3, iout: 0.5, ambient: 25, rth_ja: 60, dropout: 0.3 }).warnings).toEqual([]);
  });

  it('no load: only the ground current heats the part; efficiency 0', () => {
    const r = result(ID, { vin: 5, vout: 3.3, iout: 0, ground_current_ma: 2, ambient: 25, rth_ja: 100 });
    expect(r.power_w).toBeCloseTo(0.01, 15);
    expect(r.tj).toBeCloseTo(26, 12);
    expect(r.efficiency_pct).toBe(0);
  });

  it('efficiency counts the ground current in the input power', () => {
    // 100 × 3.3 V × 0.5 A / (5 V × (0.5 + 0.001) A) = 165 / 2.505 = 33000/501 %
    const r = result(ID, { vin: 5, vout: 3.3, iout: 0.5, ground_current_ma: 1, ambient: 40, rth_ja: 60 });
    expect(r.efficiency_pct).toBeCloseTo(33000 / 501, 12);
  });

  it('no load and no ground current: no power and efficiency 0', () => {
    const r = result(ID, { vin: 5, vout: 3.3, iout: 0, ambient: 25, rth_ja: 100 });
    expect(r).toMatchObject({ power_w: 0, tj: 25, efficiency_pct: 0 });
  });

  it('a headroom exactly at the dropout voltage meets it', () => {
    // 3.5 − 3.25 = 0.25 V exactly
    expect(ok(ID, { vin: 3.5, vout: 3.25, iout: 0.5, ambient: 25, rth_ja: 60, dropout: 0.25 }).warnings).toEqual([]);
  });

  it('a junction exactly at Tj max is within the limit', () => {
    // (5 − 3) V × 0.5 A = 1 W; 25 + 1 × 100 = 125 °C = the default Tj max
    const a = ok(ID, { vin: 5, vout: 3, iout: 0.5, ambient: 25, rth_ja: 100 });
    expect(a.result).toMatchObject({ tj: 125, tj_margin: 0, within_limit: true });
    expect(a.warnings).toEqual([]);
  });

  it.each([
    [{ vin: 0, vout: 3.3, iout: 0.1, ambient: 25, rth_ja: 50 }, 'VOLTAGE_MUST_BE_POSITIVE', 'vin'],
    [{ vin: 5, vout: -1, iout: 0.1, ambient: 25, rth_ja: 50 }, 'VOLTAGE_MUST_BE_POSITIVE', 'vout'],
    [{ vin: 3.3, vout: 3.3, iout: 0.1, ambient: 25, rth_ja: 50 }, 'VOUT_MUST_BE_BELOW_VIN', 'vout'],
    [{ vin: 5, vout: 3.3, iout: -0.1, ambient: 25, rth_ja: 50 }, 'CURRENT_MUST_BE_NONNEGATIVE', 'iout'],
    [{ vin: 5, vout: 3.3, iout: 0.1, ground_current_ma: -1, ambient: 25, rth_ja: 50 }, 'GROUND_CURRENT_MUST_BE_NONNEGATIVE', 'ground_current_ma'],
    [{ vin: 5, vout: 3.3, iout: 0.1, ambient: 25 }, 'MISSING_REQUIRED_INPUT', 'rth_ja'],
    [{ vin: 5, vout: 3.3, iout: 0.1, ambient: 25, rth_ja: 50, pd_rated: 1 }, 'INVALID_INPUT', 'pd_rated'],
    [{ vin: 5, vout: 3.3, iout: 0.1, ambient: 25, rth_ja: 0 }, 'THERMAL_RESISTANCE_MUST_BE_POSITIVE', 'rth_ja'],
    [{ vin: 5, vout: 3.3, iout: 0.1, ambient: 25, pd_rated: 1 }, 'MISSING_REQUIRED_INPUT', 'tj_max'],
    [{ vin: 5, vout: 3.3, iout: 0.1, ambient: 25, pd_rated: 0, tj_max: 150 }, 'POWER_RATING_MUST_BE_POSITIVE', 'pd_rated'],
    [{ vin: 5, vout: 3.3, iout: 0.1, ambient: 25, pd_rated: 1, tj_max: 20 }, 'TJ_MAX_NOT_ABOVE_REFERENCE', 'tj_max'],
    [{ vin: 5, vout: 3.3, iout: 0.1, ambient: -274, rth_ja: 50 }, 'TEMPERATURE_BELOW_ABSOLUTE_ZERO', 'ambient'],
    [{ vin: 5, vout: 3.3, iout: 0.1, ambient: 25, rth_ja: 50, tj_max: -300 }, 'TEMPERATURE_BELOW_ABSOLUTE_ZERO', 'tj_max'],
    [{ vin: 5, vout: 3.3, iout: 0.1, ambient: 25, rth_ja: 50, dropout: -0.1 }, 'DROPOUT_VOLTAGE_MUST_BE_NONNEGATIVE', 'dropout'],
    [{ vout: 3.3, iout: 0.1, ambient: 25, rth_ja: 50 }, 'MISSING_REQUIRED_INPUT', 'vin'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure(ID, inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(10);
  });
});

declaresTheCodesItReturns('ldo-thermal');
