// battery-aging: exact arithmetic on the linear cycle-fade rating and the doubling
// rule, consistency properties, a plausibility check against Battery University's
// storage table, warnings and every error code.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'battery-aging';

describe('battery-aging', () => {
  it('500 of 2000 rated cycles to 80 % → 95 % (95 Ah of 100 Ah), 1500 cycles left', () => {
    const r = result(ID, { capacity_ah: 100, cycle_life: 2000, cycles: 500 });
    expect(r).toMatchObject({ soh_pct: 95, cycle_fade_pct: 5, calendar_fade_pct: 0, remaining_capacity_ah: 95, eol_capacity_ah: 80, cycles_to_eol: 1500, end_of_life: false, acceleration_factor: 1 });
    expect(r.years_to_eol).toBeUndefined();
  });

  it('doubling rule: +10 °C doubles, −10 °C halves the calendar fade; 8 °C doubling interval', () => {
    const at = (temperature: number, doubling_c = 10) => result(ID, { cycle_life: 1000, years: 2, calendar_fade_pct_per_year: 2, temperature, doubling_c });
    expect(at(35)).toMatchObject({ acceleration_factor: 2, calendar_fade_pct: 8, soh_pct: 92, years_to_eol: 3 });
    expect(at(15).calendar_fade_pct).toBeCloseTo(2, 14);
    expect(at(33, 8).acceleration_factor).toBe(2);
  });

  it('cycle and calendar fade add up (property); the SoH never rises with more cycles or years', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 10000 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.double({ min: 0, max: 10, noNaN: true }),
        fc.double({ min: 0, max: 5, noNaN: true }),
        fc.double({ min: -10, max: 55, noNaN: true }),
        (life, cycles, years, rate, temperature) => {
          const inputs = { cycle_life: life, cycles, years, calendar_fade_pct_per_year: rate, temperature };
          const both = result(ID, inputs);
          const cyc = result(ID, { ...inputs, years: 0 });
          expect(both.total_fade_pct).toBeCloseTo(cyc.cycle_fade_pct + rate * years * 2 ** ((temperature - 25) / 10), 9);
          expect(both.soh_pct).toBeCloseTo(Math.max(0, 100 - both.total_fade_pct), 9);
          expect(result(ID, { ...inputs, cycles: cycles + 10 }).soh_pct).toBeLessThanOrEqual(both.soh_pct);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('plausible against Battery University BU-808 storage data (Li-ion, 40 % charge: 4 %/year at 25 °C, 85 % left after a year at 40 °C)', () => {
    const r = result(ID, { cycle_life: 500, years: 1, calendar_fade_pct_per_year: 4, temperature: 40 });
    expect(r.soh_pct).toBeCloseTo(100 - 4 * 2 ** 1.5, 12);
    expect(Math.abs(r.soh_pct - 85)).toBeLessThan(5);
  });

  it('past end of life: warning, SoH floored at 0, no cycles left', () => {
    const a = ok(ID, { cycle_life: 2000, cycles: 3000 });
    expect(a.result).toMatchObject({ soh_pct: 70, end_of_life: true, cycles_to_eol: 0 });
    expect(a.warnings.map((w) => w.code)).toEqual(['END_OF_LIFE_REACHED']);
    expect(result(ID, { cycle_life: 100, cycles: 1000 })).toMatchObject({ soh_pct: 0, total_fade_pct: 200 });
    expect(ok(ID, { cycle_life: 2000, cycles: 10, years: 1, calendar_fade_pct_per_year: 0.5, temperature: 65 }).warnings.map((w) => w.code)).toEqual(['OUTSIDE_VALIDITY_RANGE']);
  });

  it.each([
    [{ cycles: 100 }, 'MISSING_REQUIRED_INPUT', 'cycle_life'],
    [{ cycle_life: 2000, cycles: 100, years: 3 }, 'MISSING_REQUIRED_INPUT', 'calendar_fade_pct_per_year'],
    [{ cycle_life: 0, cycles: 100 }, 'CYCLE_LIFE_MUST_BE_POSITIVE', 'cycle_life'],
    [{ cycle_life: 2000, cycles: -1 }, 'CYCLES_MUST_BE_NONNEGATIVE', 'cycles'],
    [{ cycle_life: 2000, years: -1, calendar_fade_pct_per_year: 2 }, 'YEARS_MUST_BE_NONNEGATIVE', 'years'],
    [{ cycle_life: 2000, years: 1, calendar_fade_pct_per_year: -2 }, 'CALENDAR_FADE_MUST_BE_NONNEGATIVE', 'calendar_fade_pct_per_year'],
    [{ cycle_life: 2000, eol_pct: 100 }, 'EOL_OUT_OF_RANGE', 'eol_pct'],
    [{ cycle_life: 2000, eol_pct: 0 }, 'EOL_OUT_OF_RANGE', 'eol_pct'],
    [{ cycle_life: 2000, doubling_c: 0 }, 'DOUBLING_INTERVAL_MUST_BE_POSITIVE', 'doubling_c'],
    [{ cycle_life: 2000, capacity_ah: 0 }, 'CAPACITY_MUST_BE_POSITIVE', 'capacity_ah'],
    [{ cycle_life: 2000, temperature: -300 }, 'TEMPERATURE_BELOW_ABSOLUTE_ZERO', 'temperature'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure(ID, inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(10);
  });

  it('end of life is reached at exactly the end-of-life capacity', () => {
    // 20 % over 1600 cycles is 1/80 % a cycle (exact in binary): 1600 cycles → 20 % fade, SoH 80 % = EOL.
    const a = ok(ID, { cycle_life: 1600, cycles: 1600 });
    expect(a.result).toMatchObject({ soh_pct: 80, end_of_life: true, cycles_to_eol: 0 });
    expect(a.warnings.map((w) => w.code)).toEqual(['END_OF_LIFE_REACHED']);
  });

  it.each([
    [-20, []],
    [0, []],
    [60, []],
    [-21, ['OUTSIDE_VALIDITY_RANGE']],
    [61, ['OUTSIDE_VALIDITY_RANGE']],
  ])('at %d °C the doubling rule (stated fair from −20 to 60 °C) warns %j', (temperature, codes) => {
    expect(ok(ID, { cycle_life: 2000, years: 1, calendar_fade_pct_per_year: 0.001, temperature }).warnings.map((w) => w.code)).toEqual(codes);
  });

  it('a reference temperature below absolute zero is refused on reference_temp', () => {
    expect(failure(ID, { cycle_life: 2000, reference_temp: -300 })).toMatchObject({ code: 'TEMPERATURE_BELOW_ABSOLUTE_ZERO', field: 'reference_temp' });
  });
});

declaresTheCodesItReturns('battery-aging');
