// led-resistor: Wikipedia, maker.pro and the andromeda LED resistor table, series
// strings and parallel strings, E-series rounding, power rating, and every error code.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { MANTISSAS } from '../../../engines/electrical/_lib/e-series.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'led-resistor';

describe('led-resistor', () => {
  it('reproduces Wikipedia "LED circuit" example 1: 1.8 V at 5 mA → 2040 Ω from 12 V, 1440 Ω from 9 V', () => {
    const twelve = result(ID, { Vs: 12, Vf: 1.8, I_f: 5 });
    expect(twelve.R_exact).toBeCloseTo(2040, 9);
    expect(twelve).toMatchObject({ R: 2200, R_nearest: 2000 });
    const nine = result(ID, { Vs: 9, Vf: 1.8, I_f: 5 });
    expect(nine.R_exact).toBeCloseTo(1440, 9);
    expect(nine.R).toBe(1500);
    expect(nine.I_string).toBeCloseTo(7.2 / 1500, 15);
  });

  it('reproduces maker.pro: 60 Ω for 20 mA from 3 V, and 120 mA through 10 Ω', () => {
    expect(result(ID, { Vs: 3, Vf: 1.8, I_f: 20 }).R_exact).toBeCloseTo(60, 12);
    expect(result(ID, { mode: 'current', Vs: 3, Vf: 1.8, R: 10 }).I_string).toBeCloseTo(0.12, 14);
  });

  // andromeda.df.lu.lv "LED notes" table rows whose entry is the next E24 value at or above (Vs − Vf)/If.
  it.each([
    [5, 2.1, 10, 300],
    [12, 2.1, 20, 510],
    [3.3, 1.8, 2, 750],
    [12, 1.8, 10, 1100],
    [5, 1.8, 5, 680],
    [12, 1.8, 5, 2200],
    [3, 2.1, 20, 47],
    [5, 2.1, 2, 1500],
  ])('table: Vs %d V, Vf %d V, %d mA → %d Ω (E24)', (Vs, Vf, mA, R) => {
    expect(result(ID, { Vs, Vf, I_f: mA, series: 'E24' }).R).toBe(R);
  });

  it('rounds up to the series, so the current never exceeds If (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 2, max: 48, noNaN: true }), fc.double({ min: 1.5, max: 3.5, noNaN: true }), fc.double({ min: 0.5, max: 100, noNaN: true }), fc.constantFrom('E12', 'E24', 'E96'), (Vs, Vf, mA, series) => {
        fc.pre(Vs > Vf * 1.01);
        const r = result(ID, { Vs, Vf, I_f: mA, series });
        expect(r.R).toBeGreaterThanOrEqual(r.R_exact * (1 - 1e-12));
        expect(r.I_string).toBeLessThanOrEqual((mA / 1000) * (1 + 1e-12));
        const mantissa = Number((r.R / 10 ** Math.floor(Math.log10(r.R))).toPrecision(3));
        expect(MANTISSAS[series as 'E24']).toContain(mantissa);
        expect(r.P_R).toBeCloseTo(r.I_string ** 2 * r.R, 12);
        expect(r.P_R_rating).toBeGreaterThanOrEqual(2 * r.P_R);
      }),
      { numRuns: 150 },
    );
  });

  it('handles series strings and parallel strings with one resistor each', () => {
    const r = result(ID, { Vs: 12, Vf: 3.2, I_f: 20, leds_in_series: 3, strings: 2 });
    expect(r).toMatchObject({ R: 120, resistor_count: 2, P_R_rating: 0.1 });
    expect(r.R_exact).toBeCloseTo(120, 12);
    expect(r.I_total).toBeCloseTo(0.04, 14);
    expect(r.P_total).toBeCloseTo(0.48, 14);
    expect(r.P_led).toBeCloseTo(0.064, 14);
    expect(r.efficiency_pct).toBeCloseTo(80, 12);
    expect(r.V_R).toBeCloseTo(2.4, 14);
  });

  it('warns about low headroom and resistor power beyond common ratings', () => {
    const low = ok(ID, { Vs: 3.3, Vf: 3.1, I_f: 20 });
    expect(low.warnings.map((w) => w.code)).toEqual(['LOW_HEADROOM']);
    expect(low.warnings[0].detail).toContain('50 %');
    const hot = ok(ID, { Vs: 230, Vf: 3, I_f: 500, I_unit: 'mA' });
    expect(hot.warnings.map((w) => w.code)).toEqual(['HIGH_RESISTOR_POWER']);
    expect(hot.result).not.toHaveProperty('P_R_rating');
    expect(ok(ID, { Vs: 5, Vf: 2, I_f: 10, R: 100 }).warnings.map((w) => w.code)).toEqual(['INPUT_IGNORED']);
    expect(ok(ID, { mode: 'current', Vs: 5, Vf: 2, R: 100, I_f: 3 }).warnings.map((w) => w.code)).toEqual(['INPUT_IGNORED']);
  });

  it('exactly 10 % of the supply across the resistor is not low headroom', () => {
    // 10 V − 9 V = 1 V = 10 % of 10 V
    expect(ok(ID, { Vs: 10, Vf: 9, I_f: 10 }).warnings).toEqual([]);
  });

  it('names the formula of each mode', () => {
    expect(ok(ID, { Vs: 5, Vf: 2, I_f: 10 }).formula?.id).toBe('led-resistor.resistor');
    expect(ok(ID, { mode: 'current', Vs: 5, Vf: 2, R: 100 }).formula?.id).toBe('led-resistor.current');
  });

  it.each([
    [{ Vs: 0, Vf: 2, I_f: 10 }, 'VOLTAGE_MUST_BE_POSITIVE', 'Vs'],
    [{ Vs: 5, Vf: 0, I_f: 10 }, 'VOLTAGE_MUST_BE_POSITIVE', 'Vf'],
    [{ Vs: 5, Vf: 2, I_f: 0 }, 'CURRENT_MUST_BE_POSITIVE', 'I_f'],
    [{ Vs: 5, Vf: 2 }, 'MISSING_REQUIRED_INPUT', 'I_f'],
    [{ Vs: 5, Vf: 3.2, I_f: 20, leds_in_series: 2 }, 'SUPPLY_BELOW_LED_VOLTAGE', 'Vs'],
    [{ Vs: 2, Vf: 2, I_f: 20 }, 'SUPPLY_BELOW_LED_VOLTAGE', 'Vs'],
    // 9 × 1.7 V = 15.3 V: nothing left for the resistor (1.8e-15 V in doubles is rounding noise).
    [{ Vs: 15.3, Vf: 1.7, I_f: 20, leds_in_series: 9 }, 'SUPPLY_BELOW_LED_VOLTAGE', 'Vs'],
    [{ mode: 'current', Vs: 5, Vf: 2 }, 'MISSING_REQUIRED_INPUT', 'R'],
    [{ mode: 'current', Vs: 5, Vf: 2, R: 0 }, 'RESISTANCE_MUST_BE_NONZERO', 'R'],
    [{ mode: 'current', Vs: 5, Vf: 2, R: -5 }, 'RESISTANCE_MUST_BE_POSITIVE', 'R'],
    [{ Vs: 5, Vf: 2, I_f: 10, leds_in_series: 1.5 }, 'INVALID_NUMBER', 'leds_in_series'],
    [{ Vs: 5, Vf: 2, I_f: 10, strings: 0 }, 'INVALID_INPUT', 'strings'],
    [{ Vs: 5, Vf: 2, I_f: 10, series: 'E3' }, 'INVALID_MODE', 'series'],
    [{ Vf: 2, I_f: 10 }, 'MISSING_REQUIRED_INPUT', 'Vs'],
    [{ Vs: 5, Vf: 2, I_f: 1e-300, I_unit: 'fA' }, 'NON_FINITE_RESULT', 'I_f'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure(ID, inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });

  it('suggests how many LEDs fit the supply', () => {
    expect(failure(ID, { Vs: 12, Vf: 3.2, I_f: 20, leds_in_series: 4 }).suggestion).toContain('at most 3 LEDs');
  });
});

declaresTheCodesItReturns('led-resistor');
