// product: value = a × b, and its aliases volts-to-joules (V × C) and
// watts-to-joules (W × s), against mathjs unit arithmetic; alias metadata,
// operand kinds and error codes.
import { all, create } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const math = create(all, { number: 'BigNumber', precision: 64 });
const ref = (expr: string, unit: string): number => math.evaluate(`${expr} to ${unit}`).toNumber(unit);
const relErr = (got: number, want: number) => Math.abs(got - want) / Math.abs(want);

describe('product, volts-to-joules, watts-to-joules', () => {
  it.each([
    [12, 5],
    [1.5, 0.002],
    [400, 1e-6],
    [230, 3600],
  ])('volts-to-joules: %d V × %d C matches mathjs', (v, c) => {
    expect(relErr(result('volts-to-joules', { a: v, b: c }), ref(`${v} V * ${c} C`, 'J'))).toBeLessThan(3e-16);
  });

  it.each([
    [60, 3600],
    [1000, 1],
    [2.5, 0.04],
    [1500, 86400],
  ])('watts-to-joules: %d W for %d s matches mathjs', (w, s) => {
    expect(relErr(result('watts-to-joules', { a: w, b: s }), ref(`${w} W * ${s} s`, 'J'))).toBeLessThan(3e-16);
  });

  it('a 60 W bulb for an hour is 216 kJ = 0.06 kWh', () => {
    const j = result<number>('watts-to-joules', { a: 60, b: 3600 });
    expect(j).toBe(216000);
    expect(ref(`${j} J`, 'kWh')).toBeCloseTo(0.06, 15);
  });

  it('aliases carry the table’s capability, version and page', () => {
    expect(ok('volts-to-joules', { a: 12, b: 5 })).toMatchObject({ engine: 'product', capability_id: 'electrical.volts_to_joules', calculation_version: '1.2.0', page: '/calc/electric/volts-to-joules' });
    expect(ok('watts-to-joules', { a: 1, b: 1 })).toMatchObject({ engine: 'product', capability_id: 'electrical.watts_to_joules', calculation_version: '1.2.1', page: '/calc/electric/watts-to-joules' });
    expect(ok('product', { a: 2, b: 3 })).toMatchObject({ capability_id: null, calculation_version: '1.0.0', result: 6 });
  });

  it('signs are kept: a negative charge gives a negative energy', () => {
    expect(result('volts-to-joules', { a: 12, b: -5 })).toBe(-60);
    expect(result('product', { a: -2, b: -3 })).toBe(6);
  });

  it.each([
    ['watts-to-joules', { a: 60, b: 0 }, 'TIME_MUST_BE_POSITIVE', 'b'],
    ['watts-to-joules', { a: 60, b: -10 }, 'TIME_MUST_BE_POSITIVE', 'b'],
    ['product', { a: 10, b: 1.1, b_kind: 'power_factor' }, 'POWER_FACTOR_OUT_OF_RANGE', 'b'],
    ['volts-to-joules', { a: 12 }, 'MISSING_REQUIRED_INPUT', 'b'],
    ['product', { a: 'x', b: 2 }, 'INVALID_NUMBER', 'a'],
    ['product', { a: 1e200, b: 1e200 }, 'NON_FINITE_RESULT', 'a'],
  ] as const)('%s %o → %s', (tool, inputs, code, field) => {
    const f = failure(tool, inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(10);
  });
});

declaresTheCodesItReturns('product');
