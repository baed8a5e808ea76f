// energy (alias energy-consumption): E = P × t against exact rational arithmetic
// (mathjs Fractions, i.e. fraction.js) and the U.S. DOE worked example; SI
// conversions; every error code.
import fc from 'fast-check';
import { all, create } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../engines/registry.ts';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const exact = create(all, { number: 'Fraction' });
/** Exact rational value of an expression over decimal literals, as the nearest double. */
const q = (expr: string): number => Number(exact.evaluate(expr).valueOf());

describe('energy', () => {
  it('energy-consumption is the capability page; energy is callable directly', () => {
    expect(registry.tools.get('energy-consumption')).toMatchObject({ capability_id: 'electrical.energy_consumption', version: '1.4.2', page: '/calc/electric/energy-consumption' });
    expect(registry.tools.get('energy')).toMatchObject({ capability_id: 'electrical.energy_consumption', version: '1.4.2' });
  });

  it('U.S. DOE Energy Saver: 200 W window fan, 4 h/day × 120 days = 96 kWh; PC + monitor 270 W × 4 h × 365 d ≈ 394 kWh', () => {
    expect(result('energy-consumption', { W: 200, hours: 480 })).toMatchObject({ value: 96, kWh: 96, Wh: 96000, J: 345600000, MJ: 345.6 });
    expect(result('energy', { W: 270, hours: 1460 }).kWh).toBe(394.2);
  });

  it('SI: 1 kWh = 3.6 MJ exactly (BIPM SI Brochure, Table 8)', () => {
    expect(result('energy', { W: 1000, hours: 1 })).toMatchObject({ kWh: 1, Wh: 1000, J: 3600000, MJ: 3.6 });
  });

  it('is exact for decimal inputs where doubles are not (0.1 W × 3 h = 0.3 Wh)', () => {
    expect(0.1 * 3).not.toBe(0.3);
    expect(result('energy', { W: 0.1, hours: 3 }).Wh).toBe(0.3);
    expect(result('energy', { W: 60, hours: 0.7 }).kWh).toBe(0.042);
  });

  it('matches exact rational arithmetic for random decimal inputs', () => {
    const decimal = (max: number, places: number) => fc.integer({ min: 0, max: max * 10 ** places }).map((n) => n / 10 ** places);
    fc.assert(
      fc.property(decimal(100000, 3), decimal(10000, 2), (W, hours) => {
        const got = result('energy', { W, hours });
        expect(got.kWh).toBe(q(`${W} * ${hours} / 1000`));
        expect(got.Wh).toBe(q(`${W} * ${hours}`));
        expect(got.J).toBe(q(`${W} * ${hours} * 3600`));
      }),
      { numRuns: 300 },
    );
  });

  it('aliases watts / P / power / h / t; zero time is zero energy; formatted in kWh', () => {
    expect(result('energy', { watts: 2000, h: 1.5 }).kWh).toBe(3);
    expect(result('energy', { P: 100, t: 0 }).kWh).toBe(0);
    expect(result('energy', { power: 1500, hours: 2 }).kWh).toBe(3);
    expect(ok('energy', { W: 200, hours: 480 }).result_detail).toMatchObject({ unit: 'kWh', formatted: '96 kWh' });
  });

  it.each([
    [{ W: 100, hours: -1 }, 'HOURS_MUST_BE_NONNEGATIVE', 'hours'],
    [{ W: -100, hours: 1 }, 'POWER_MUST_BE_NONNEGATIVE', 'W'],
    [{ W: 100 }, 'MISSING_REQUIRED_INPUT', 'hours'],
    [{ hours: 1 }, 'MISSING_REQUIRED_INPUT', 'W'],
    [{ W: 'lots', hours: 1 }, 'INVALID_NUMBER', 'W'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure('energy', inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });

  it('overflow is NON_FINITE_RESULT', () => {
    expect(failure('energy', { W: 1e300, hours: 1e300 })).toMatchObject({ code: 'NON_FINITE_RESULT' });
  });
});

declaresTheCodesItReturns('energy');
