// electricity-bill (alias electricity): energy + standing charge + fees from kWh
// or meter readings, against a utility's published worked bill, exact rational
// arithmetic (fraction.js) and formulajs ROUND for the printed cent rounding;
// every error code.
import * as formulajs from '@formulajs/formulajs';
import fc from 'fast-check';
import { all, create } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../engines/registry.ts';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const exact = create(all, { number: 'Fraction' });
const q = (expr: string): number => Number(exact.evaluate(expr).valueOf());
/** Cents, half-up, in exact rationals (fraction.js): what a printed bill line shows. */
const cents = (expr: string): string => exact.evaluate(expr).round(2).toString();
const decimal = (max: number, places: number) => fc.integer({ min: 0, max: max * 10 ** places }).map((n) => n / 10 ** places);

describe('electricity-bill', () => {
  it('electricity is the capability page; electricity-bill is callable directly', () => {
    expect(registry.tools.get('electricity')).toMatchObject({ capability_id: 'electrical.electricity_bill', version: '1.3.1', page: '/calc/electric/electricity' });
    expect(registry.tools.get('electricity-bill')).toMatchObject({ capability_id: 'electrical.electricity_bill', version: '1.3.1' });
  });

  it('JCPB residential example: 9975 − 8865 = 1110 kWh × $.0951 = $105.56, + $18.48 availability fee', () => {
    const bill = result('electricity', { mode: 'meter', prev: 8865, curr: 9975, rate: 0.0951, fee: 18.48 });
    expect(bill).toMatchObject({ kWh: 1110, energy_charge: 105.561, fee: 18.48, standing_charge: 0, total: 124.041, total_rounded: 124.04 });
    expect(formulajs.ROUND(bill.energy_charge, 2)).toBe(105.56);
    expect(ok('electricity', { mode: 'meter', prev: 8865, curr: 9975, rate: 0.0951, fee: 18.48 }).result_detail.formatted).toBe('total 124.04');
  });

  it('unit rate + daily standing charge: 300 kWh at 0.25 + 0.50/day × 30 days = 90', () => {
    expect(result('electricity', { kWh: 300, rate: 0.25, standing: 0.5, days: 30 })).toMatchObject({ mode: 'usage', energy_charge: 75, standing_charge: 15, total: 90, cost_per_kWh: 0.3, cost_per_day: 3 });
  });

  it('matches exact rational arithmetic, with each line rounded half-up for total_rounded', () => {
    fc.assert(
      fc.property(decimal(5000, 2), decimal(1, 4), decimal(2, 4), fc.integer({ min: 1, max: 92 }), decimal(50, 2), (kWh, rate, standing, days, fee) => {
        const got = result('electricity', { kWh, rate, standing, days, fee });
        const lines = [`${kWh} * ${rate}`, `${standing} * ${days}`, `${fee}`];
        expect(got.total).toBe(q(lines.join(' + ')));
        expect(got.energy_charge).toBe(q(lines[0]));
        expect(got.total_rounded).toBe(q(lines.map(cents).join(' + ')));
        if (kWh > 0) expect(got.cost_per_kWh).toBe(q(`(${lines.join(' + ')}) / ${kWh}`));
      }),
      { numRuns: 300 },
    );
  });

  it('meter readings: equal readings are 0 kWh (no cost per kWh); decimal readings are exact', () => {
    const none = result('electricity', { mode: 'meter', prev: 500, curr: 500, rate: 0.2, fee: 5 });
    expect(none).toMatchObject({ kWh: 0, total: 5 });
    expect(none).not.toHaveProperty('cost_per_kWh');
    expect(result('electricity', { mode: 'readings', previous: 1234.5, current: 1300.7, rate: 0.1 }).kWh).toBe(66.2);
  });

  it('standing 0 needs no days; days alone give a cost per day', () => {
    expect(result('electricity', { kWh: 100, rate: 0.2, standing: 0 }).total).toBe(20);
    expect(result('electricity', { kWh: 100, rate: 0.2, days: 10 })).toMatchObject({ total: 20, cost_per_day: 2 });
  });

  it('mode meter-readings is read as meter: 1300 − 1200 = 100 kWh', () => {
    expect(result('electricity', { mode: 'meter-readings', prev: 1200, curr: 1300, rate: 0.2 })).toMatchObject({ mode: 'meter', kWh: 100, total: 20 });
  });

  it('takes price for rate and standing_charge for standing: 100 × 0.2 + 0.5 × 10 = 25', () => {
    expect(result('electricity', { kWh: 100, price: 0.2, standing_charge: 0.5, days: 10 })).toMatchObject({ energy_charge: 20, standing_charge: 5, total: 25 });
  });

  it.each([
    [{ mode: 'meter', prev: 9975, curr: 8865, rate: 0.0951 }, 'METER_READING_DECREASED', 'curr'],
    [{ mode: 'meter', prev: 5, curr: -1, rate: 0.0951 }, 'METER_READING_MUST_BE_NONNEGATIVE', 'curr'],
    [{ mode: 'meter', prev: 9975, rate: 0.0951 }, 'MISSING_REQUIRED_INPUT', 'curr'],
    [{ mode: 'meter', prev: -1, curr: 5, rate: 0.0951 }, 'METER_READING_MUST_BE_NONNEGATIVE', 'prev'],
    [{ mode: 'usage', rate: 0.2 }, 'MISSING_REQUIRED_INPUT', 'kWh'],
    [{ kWh: 300, rate: 0.25, standing: 0.5 }, 'MISSING_REQUIRED_INPUT', 'days'],
    [{ kWh: 300, rate: 0.25, days: 0 }, 'DAYS_MUST_BE_POSITIVE', 'days'],
    [{ kWh: -300, rate: 0.25 }, 'ENERGY_MUST_BE_NONNEGATIVE', 'kWh'],
    [{ kWh: 300, rate: -0.25 }, 'RATE_MUST_BE_NONNEGATIVE', 'rate'],
    [{ kWh: 300, rate: 0.25, standing: -1, days: 30 }, 'STANDING_CHARGE_MUST_BE_NONNEGATIVE', 'standing'],
    [{ kWh: 300, rate: 0.25, fee: -5 }, 'FEE_MUST_BE_NONNEGATIVE', 'fee'],
    [{ kWh: 300 }, 'MISSING_REQUIRED_INPUT', 'rate'],
    [{ mode: 'estimate', kWh: 300, rate: 0.25 }, 'INVALID_MODE', 'mode'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure('electricity', inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });
});

declaresTheCodesItReturns('electricity-bill');
