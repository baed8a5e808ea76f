// energy-cost: running cost from watts × hours/day × days × rate, or kWh × rate,
// against the U.S. DOE and Super-Calc worked examples and exact rational
// arithmetic (fraction.js through mathjs); every error code.
import fc from 'fast-check';
import { all, create } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../engines/registry.ts';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const exact = create(all, { number: 'Fraction' });
const q = (expr: string): number => Number(exact.evaluate(expr).valueOf());
const decimal = (max: number, places: number) => fc.integer({ min: 0, max: max * 10 ** places }).map((n) => n / 10 ** places);

describe('energy-cost', () => {
  it('is its own page and capability', () => {
    expect(registry.tools.get('energy-cost')).toMatchObject({ capability_id: 'electrical.energy_cost', version: '1.4.2', page: '/calc/electric/energy-cost' });
  });

  it('U.S. DOE Energy Saver examples: window fan $8.16/yr, computer + monitor $33.51/yr at 8.5 ¢/kWh', () => {
    expect(result('energy-cost', { mode: 'power', W: 200, hours: 4, days: 120, rate: 0.085 })).toMatchObject({ kWh: 96, cost: 8.16, value: 8.16, kWh_per_day: 0.8, cost_per_day: 0.068 });
    const pc = result('energy-cost', { mode: 'power', W: 270, hours: 4, days: 365, rate: 0.085 });
    expect(pc.kWh).toBe(394.2);
    expect(pc.cost).toBe(33.507);
    expect(pc.cost.toFixed(2)).toBe('33.51');
  });

  it('Super-Calc appliance examples at $0.16/kWh: AC 40 kWh = $6.40/day; dryer 4.5 kWh = $0.72/day, 675 kWh/yr', () => {
    expect(result('energy-cost', { W: 5000, hours: 8, rate: 0.16 })).toMatchObject({ kWh: 40, cost: 6.4, days: 1 });
    expect(result('energy-cost', { W: 3000, hours: 1.5, days: 150, rate: 0.16 })).toMatchObject({ kWh_per_day: 4.5, cost_per_day: 0.72, kWh: 675, cost: 108 });
  });

  it('power mode matches exact rational arithmetic for random decimal inputs', () => {
    fc.assert(
      fc.property(decimal(10000, 1), decimal(24, 2), fc.integer({ min: 1, max: 366 }), decimal(2, 4), (W, hours, days, rate) => {
        const got = result('energy-cost', { W, hours, days, rate });
        expect(got.kWh).toBe(q(`${W} * ${hours} * ${days} / 1000`));
        expect(got.cost).toBe(q(`${W} * ${hours} * ${days} / 1000 * ${rate}`));
        expect(got.cost_per_day).toBe(q(`${W} * ${hours} / 1000 * ${rate}`));
      }),
      { numRuns: 300 },
    );
  });

  it('energy mode: kWh × rate, per-day values when days are given', () => {
    expect(result('energy-cost', { mode: 'energy', kWh: 96, rate: 0.085 })).toMatchObject({ cost: 8.16, kWh: 96 });
    expect(result('energy-cost', { mode: 'energy', kWh: 96, rate: 0.085 })).not.toHaveProperty('cost_per_day');
    expect(result('energy-cost', { mode: 'kWh', kWh: 300, rate: 0.3, days: 30 })).toMatchObject({ cost: 90, kWh_per_day: 10, cost_per_day: 3 });
  });

  it('formatted headline shows two decimals; field aliases watts and price', () => {
    expect(ok('energy-cost', { watts: 200, hours: 4, days: 120, price: 0.085 }).result_detail.formatted).toBe('8.16 for 96 kWh');
    expect(ok('energy-cost', { W: 270, hours: 4, days: 365, rate: 0.085 }).result_detail.formatted).toBe('33.51 for 394.2 kWh');
  });

  it('field aliases P, hoursPerDay and energy: 500 W × 2 h = 1 kWh a day; 10 kWh at 0.2 = 2', () => {
    expect(result('energy-cost', { P: 500, hoursPerDay: 2, rate: 0.2 })).toMatchObject({ kWh: 1, cost: 0.2 });
    expect(result('energy-cost', { mode: 'energy', energy: 10, rate: 0.2 })).toMatchObject({ kWh: 10, cost: 2 });
  });

  it.each([
    [{ W: 100, hours: 2, rate: 0.2 }, 'energy-cost.power'],
    [{ mode: 'energy', kWh: 10, rate: 0.2 }, 'energy-cost.energy'],
  ])('%o names formula %s', (inputs, id) => {
    expect(ok('energy-cost', inputs).formula?.id).toBe(id);
  });

  it('edge cases: 24 h/day allowed, rate 0 is free', () => {
    expect(result('energy-cost', { W: 100, hours: 24, days: 365, rate: 0.2 })).toMatchObject({ kWh: 876, cost: 175.2 });
    expect(result('energy-cost', { W: 100, hours: 5, rate: 0 }).cost).toBe(0);
  });

  it.each([
    [{ W: 100, hours: 30, rate: 0.2 }, 'HOURS_PER_DAY_ABOVE_24', 'hours'],
    [{ W: 100, hours: -1, rate: 0.2 }, 'HOURS_MUST_BE_NONNEGATIVE', 'hours'],
    [{ W: -100, hours: 1, rate: 0.2 }, 'POWER_MUST_BE_NONNEGATIVE', 'W'],
    [{ W: 100, hours: 1, days: 0, rate: 0.2 }, 'DAYS_MUST_BE_POSITIVE', 'days'],
    [{ mode: 'energy', kWh: 10, days: -3, rate: 0.2 }, 'DAYS_MUST_BE_POSITIVE', 'days'],
    [{ W: 100, hours: 1, rate: -0.2 }, 'RATE_MUST_BE_NONNEGATIVE', 'rate'],
    [{ mode: 'energy', kWh: -10, rate: 0.2 }, 'ENERGY_MUST_BE_NONNEGATIVE', 'kWh'],
    [{ mode: 'energy', rate: 0.2 }, 'MISSING_REQUIRED_INPUT', 'kWh'],
    [{ mode: 'power', hours: 2, rate: 0.2 }, 'MISSING_REQUIRED_INPUT', 'W'],
    [{ W: 100, hours: 2 }, 'MISSING_REQUIRED_INPUT', 'rate'],
    [{ mode: 'gas', W: 100, hours: 2, rate: 0.2 }, 'INVALID_MODE', 'mode'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure('energy-cost', inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });
});

declaresTheCodesItReturns('energy-cost');
