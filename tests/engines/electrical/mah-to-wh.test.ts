// mah-to-wh: Wh = mAh × V / 1000 against mathjs unit arithmetic and published
// battery examples, agreement with the scale-product helper, and error codes.
import { all, create } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const math = create(all, { number: 'BigNumber', precision: 64 });
const ref = (expr: string, unit: string): number => math.evaluate(`${expr} to ${unit}`).toNumber(unit);

describe('mah-to-wh', () => {
  it.each([
    [10000, 3.7, 37], // power bank (WJR AeroTDG / ICAO)
    [4400, 11.1, 48.84], // laptop pack (Battery Guy: 48.8 Wh)
    [2500, 10.8, 27], // Axcellence example
    [26800, 3.7, 99.16], // the largest power banks under the 100 Wh airline limit
    [3000, 3.6, 10.8],
  ])('%d mAh at %d V is %d Wh (mathjs)', (mah, v, wh) => {
    const got = result<number>('mah-to-wh', { a: mah, b: v });
    expect(Math.abs(got / ref(`${mah} mAh * ${v} V`, 'Wh') - 1)).toBeLessThan(5e-16);
    expect(got).toBeCloseTo(wh, 12);
  });

  it('is its own page and capability, and reports Wh', () => {
    const env = ok('mah-to-wh', { a: 10000, b: 3.7 });
    expect(env).toMatchObject({ engine: 'mah-to-wh', capability_id: 'electrical.mah_to_wh', calculation_version: '1.3.1', page: '/calc/electric/mah-to-wh' });
    expect(env.result_detail.unit).toBe('Wh');
    expect(env.result_detail.formatted).toBe('37 Wh');
  });

  it('accepts mAh and V as input names and equals scale-product with scale 0.001', () => {
    expect(result('mah-to-wh', { mAh: 2200, V: 3.7 })).toBe(result('scale-product', { a: 2200, b: 3.7, scale: 0.001 }));
  });

  it.each([
    [{ mah: 2200, V: 3.7 }],
    [{ capacity: 2200, V: 3.7 }],
    [{ capacity_mAh: 2200, V: 3.7 }],
    [{ mAh: 2200, voltage: 3.7 }],
    [{ mAh: 2200, volts: 3.7 }],
  ])('input names %o give 2200 mAh × 3.7 V = 8.14 Wh', (inputs) => {
    expect(result<number>('mah-to-wh', inputs)).toBeCloseTo(8.14, 12);
  });

  it('zero capacity is zero energy', () => {
    expect(result('mah-to-wh', { a: 0, b: 3.7 })).toBe(0);
  });

  it.each([
    [{ a: 3000, b: 0 }, 'VOLTAGE_MUST_BE_POSITIVE', 'b'],
    [{ a: 3000, b: -3.7 }, 'VOLTAGE_MUST_BE_POSITIVE', 'b'],
    [{ a: -3000, b: 3.7 }, 'CAPACITY_MUST_BE_NONNEGATIVE', 'a'],
    [{ a: 3000 }, 'MISSING_REQUIRED_INPUT', 'b'],
    [{ a: '3000 mWh', b: 3.7 }, 'UNIT_MISMATCH', 'a'],
    [{ a: '3000 mAhh', b: 3.7 }, 'INVALID_NUMBER', 'a'],
  ] as const)('%o → %s', (inputs, code, field) => {
    const f = failure('mah-to-wh', inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(10);
  });
});

declaresTheCodesItReturns('mah-to-wh');
