// scale: value = a × factor, and its alias va-to-kva (factor preset 0.001),
// against mathjs unit conversion; alias metadata and error codes.
import { all, create } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const math = create(all, { number: 'BigNumber', precision: 64 });
const ref = (expr: string, unit: string): number => math.evaluate(`${expr} to ${unit}`).toNumber(unit);

describe('scale and va-to-kva', () => {
  it.each([1500, 250, 0.5, 10000, 1e9, 123.456])('va-to-kva: %d VA matches mathjs', (va) => {
    const got = result<number>('va-to-kva', { a: va });
    expect(Math.abs(got - ref(`${va} VA`, 'kVA'))).toBeLessThanOrEqual(Math.abs(got) * 2.3e-16);
  });

  it('the alias resolves to the scale engine with the table’s capability, version and page', () => {
    const env = ok('va-to-kva', { a: 1500 });
    expect(env).toMatchObject({ id: 'va-to-kva', engine: 'scale', capability_id: 'electrical.va_to_kva', calculation_version: '1.3.1', page: '/calc/electric/va-to-kva', result: 1.5 });
    expect(env.inputs).toEqual({ a: 1500, factor: 0.001 });
    const helper = ok('scale', { a: 2, factor: 3 });
    expect(helper).toMatchObject({ engine: 'scale', capability_id: null, calculation_version: '1.0.0', page: null, result: 6 });
  });

  it('an explicit factor on the alias is used, not the preset', () => {
    expect(result('va-to-kva', { a: 1500, factor: 0.000001 })).toBeCloseTo(0.0015, 18);
  });

  it('keeps the sign of a and handles zero', () => {
    expect(result('scale', { a: -4, factor: 2.5 })).toBe(-10);
    expect(result('scale', { a: 0, factor: 1000 })).toBe(0);
  });

  it.each([
    ['scale', { a: 5, factor: 0 }, 'FACTOR_MUST_BE_POSITIVE', 'factor'],
    ['scale', { a: 5, factor: -1 }, 'FACTOR_MUST_BE_POSITIVE', 'factor'],
    ['va-to-kva', { a: 5, factor: -0.001 }, 'FACTOR_MUST_BE_POSITIVE', 'factor'],
    ['scale', { a: 5 }, 'MISSING_REQUIRED_INPUT', 'factor'],
    ['va-to-kva', {}, 'MISSING_REQUIRED_INPUT', 'a'],
    ['va-to-kva', { a: 'lots' }, 'INVALID_NUMBER', 'a'],
    ['scale', { a: 1e308, factor: 10 }, 'NON_FINITE_RESULT', 'a'],
  ] as const)('%s %o → %s', (tool, inputs, code, field) => {
    const f = failure(tool, inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(10);
  });
});

declaresTheCodesItReturns('scale');
