// scale-product: value = a × b × scale against mathjs unit arithmetic
// (mAh × V → Wh with scale 0.001, Ah × V → Wh with scale 1) and its error codes.
import { all, create } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const math = create(all, { number: 'BigNumber', precision: 64 });
const ref = (expr: string, unit: string): number => math.evaluate(`${expr} to ${unit}`).toNumber(unit);

describe('scale-product', () => {
  it.each([
    [3000, 3.7],
    [10000, 3.7],
    [2200, 11.1],
    [500, 1.2],
  ])('%d mAh × %d V × 0.001 matches mathjs Wh', (mah, v) => {
    const got = result<number>('scale-product', { a: mah, b: v, scale: 0.001 });
    expect(Math.abs(got / ref(`${mah} mAh * ${v} V`, 'Wh') - 1)).toBeLessThan(5e-16);
  });

  it('scale defaults to 1 and the helper is REST-only', () => {
    expect(ok('scale-product', { a: 2.5, b: 12 })).toMatchObject({ result: 30, capability_id: null, calculation_version: '1.0.0', page: null });
    expect(ok('scale-product', { a: 2.5, b: 12 }).inputs).toEqual({ a: 2.5, b: 12, scale: 1 });
  });

  it('keeps signs', () => {
    expect(result('scale-product', { a: -2, b: 3, scale: 10 })).toBe(-60);
  });

  it.each([
    [{ a: 1, b: 1, scale: 0 }, 'FACTOR_MUST_BE_POSITIVE', 'scale'],
    [{ a: 1, b: 1, scale: -0.001 }, 'FACTOR_MUST_BE_POSITIVE', 'scale'],
    [{ a: 1 }, 'MISSING_REQUIRED_INPUT', 'b'],
    [{ a: 1e200, b: 1e200, scale: 1 }, 'NON_FINITE_RESULT', 'a'],
  ] as const)('%o → %s', (inputs, code, field) => {
    const f = failure('scale-product', inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(10);
  });
});

declaresTheCodesItReturns('scale-product');
