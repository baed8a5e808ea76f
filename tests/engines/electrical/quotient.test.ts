// quotient: value = a ÷ b, its alias kwh-to-kw (kWh ÷ h), 0 ÷ 0 vs x ÷ 0, and
// the error codes; values against mathjs unit arithmetic.
import { all, create } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const math = create(all, { number: 'BigNumber', precision: 64 });
const ref = (expr: string, unit: string): number => math.evaluate(`${expr} to ${unit}`).toNumber(unit);

describe('quotient and kwh-to-kw', () => {
  it.each([
    [30, 8],
    [1, 3],
    [0.5, 0.25],
    [8760, 8760],
  ])('kwh-to-kw: %d kWh over %d h matches mathjs', (kwh, h) => {
    const got = result<number>('kwh-to-kw', { a: kwh, b: h });
    expect(Math.abs(got - ref(`${kwh} kWh / ${h} h`, 'kW'))).toBeLessThanOrEqual(Math.abs(got) * 2.3e-16);
  });

  it('kwh-to-kw resolves to quotient with its own page and no capability of its own', () => {
    expect(ok('kwh-to-kw', { a: 30, b: 8 })).toMatchObject({ engine: 'quotient', capability_id: null, calculation_version: '1.0.0', page: '/calc/electric/kwh-to-kw', result: 3.75 });
  });

  it('helper: any non-zero divisor, signs kept', () => {
    expect(result('quotient', { a: 7, b: 2 })).toBe(3.5);
    expect(result('quotient', { a: -1, b: 4 })).toBe(-0.25);
    expect(result('quotient', { a: 0, b: -3 })).toBe(-0);
  });

  it.each([
    ['quotient', { a: 5, b: 0 }, 'DIVISION_BY_ZERO', 'b'],
    ['quotient', { a: -5, b: 0 }, 'DIVISION_BY_ZERO', 'b'],
    ['quotient', { a: 0, b: 0 }, 'UNDEFINED', 'b'],
    ['kwh-to-kw', { a: 30, b: 0 }, 'TIME_MUST_BE_POSITIVE', 'b'],
    ['kwh-to-kw', { a: 0, b: 0 }, 'TIME_MUST_BE_POSITIVE', 'b'],
    ['quotient', { b: 2 }, 'MISSING_REQUIRED_INPUT', 'a'],
    ['quotient', { a: 1e300, b: 1e-300 }, 'NON_FINITE_RESULT', 'a'],
  ] as const)('%s %o → %s', (tool, inputs, code, field) => {
    const f = failure(tool, inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(10);
  });
});

declaresTheCodesItReturns('quotient');
