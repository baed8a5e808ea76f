// scale-quotient: value = a × scale / factor, and its aliases watts-to-kva
// (÷ PF, × 0.001) and kwh-to-watts (÷ h, × 1000), against mathjs unit
// arithmetic; operand-kind rules, alias metadata and every error code.
import fc from 'fast-check';
import { all, create } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const math = create(all, { number: 'BigNumber', precision: 64 });
const ref = (expr: string, unit: string): number => math.evaluate(`${expr} to ${unit}`).toNumber(unit);
const relErr = (got: number, want: number) => Math.abs(got - want) / Math.abs(want);

describe('scale-quotient, watts-to-kva, kwh-to-watts', () => {
  it.each([
    [8000, 0.8],
    [1000, 1],
    [4500, 0.95],
    [250, 0.6],
  ])('watts-to-kva: %d W at PF %d matches S = P / PF in mathjs', (w, pf) => {
    expect(relErr(result('watts-to-kva', { a: w, factor: pf }), ref(`${w} W / ${pf}`, 'kW'))).toBeLessThan(3e-16);
  });

  it.each([
    [3, 2],
    [1, 0.5],
    [24, 24],
    [0.75, 1.5],
  ])('kwh-to-watts: %d kWh over %d h matches P = E / t in mathjs', (kwh, h) => {
    expect(relErr(result('kwh-to-watts', { a: kwh, factor: h }), ref(`${kwh} kWh / ${h} h`, 'W'))).toBeLessThan(3e-16);
  });

  it('aliases carry the table’s capability, version and page; the helper is REST-only 1.0.0', () => {
    expect(ok('watts-to-kva', { a: 8000, factor: 0.8 })).toMatchObject({ engine: 'scale-quotient', capability_id: 'electrical.watts_to_kva', calculation_version: '1.3.1', page: '/calc/electric/watts-to-kva', result: 10 });
    expect(ok('kwh-to-watts', { a: 3, factor: 2 })).toMatchObject({ engine: 'scale-quotient', capability_id: 'electrical.kwh_to_watts', calculation_version: '1.2.1', page: '/calc/electric/kwh-to-watts', result: 1500 });
    expect(ok('kwh-to-watts', { a: 3, factor: 2 }).inputs).toEqual({ a: 3, factor: 2, scale: 1000, factor_kind: 'time' });
    expect(ok('scale-quotient', { a: 9, factor: 3 })).toMatchObject({ capability_id: null, calculation_version: '1.0.0', page: null, result: 3 });
  });

  it('helper: default scale 1 and plain-number divisor of any sign', () => {
    expect(result('scale-quotient', { a: 9, factor: -3 })).toBe(-3);
    expect(result('scale-quotient', { a: 1, factor: 8, scale: 1000 })).toBe(125);
  });

  it('equals a × scale / factor for random inputs (property, mathjs reference)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.double({ min: 1e-3, max: 1e3, noNaN: true }), fc.constantFrom(0.001, 1, 1000), (a, f, s) => {
        const want = math.divide(math.multiply(math.bignumber(a), math.bignumber(s)), math.bignumber(f)) as unknown as { toNumber(): number };
        const got = result<number>('scale-quotient', { a, factor: f, scale: s });
        expect(Math.abs(got - want.toNumber())).toBeLessThanOrEqual(Math.abs(want.toNumber()) * 5e-16 + 1e-300);
      }),
      { numRuns: 200 },
    );
  });

  it.each([
    ['watts-to-kva', { a: 1000, factor: 1.2 }, 'POWER_FACTOR_OUT_OF_RANGE', 'factor'],
    ['watts-to-kva', { a: 1000, factor: 0 }, 'POWER_FACTOR_OUT_OF_RANGE', 'factor'],
    ['watts-to-kva', { a: 1000, factor: -0.8 }, 'POWER_FACTOR_OUT_OF_RANGE', 'factor'],
    ['watts-to-kva', { a: 1000 }, 'MISSING_REQUIRED_INPUT', 'factor'],
    ['kwh-to-watts', { a: 3, factor: 0 }, 'TIME_MUST_BE_POSITIVE', 'factor'],
    ['kwh-to-watts', { a: 3, factor: -2 }, 'TIME_MUST_BE_POSITIVE', 'factor'],
    ['scale-quotient', { a: 5, factor: 0 }, 'DIVISION_BY_ZERO', 'factor'],
    ['scale-quotient', { a: 0, factor: 0 }, 'UNDEFINED', 'factor'],
    ['scale-quotient', { a: 5, factor: 1, scale: 0 }, 'FACTOR_MUST_BE_POSITIVE', 'scale'],
    ['scale-quotient', { a: 5, factor: 1, factor_kind: 'ratio' }, 'INVALID_MODE', 'factor_kind'],
    ['scale-quotient', { a: 1e300, factor: 1e-300 }, 'NON_FINITE_RESULT', 'a'],
  ] as const)('%s %o → %s', (tool, inputs, code, field) => {
    const f = failure(tool, inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(10);
  });
});

declaresTheCodesItReturns('scale-quotient');
