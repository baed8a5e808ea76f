// kw-va (kw-to-va): S = 1000 × P / PF against mathjs unit arithmetic,
// agreement with the scale-quotient helper it reuses, and error codes.
import fc from 'fast-check';
import { all, create } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const math = create(all, { number: 'BigNumber', precision: 64 });
const ref = (expr: string, unit: string): number => math.evaluate(`${expr} to ${unit}`).toNumber(unit);

describe('kw-va', () => {
  it.each([
    [8, 0.8],
    [40, 0.8],
    [1, 1],
    [3.7, 0.93],
    [0.25, 0.6],
  ])('%d kW at PF %d matches S = P / PF in mathjs (VA)', (kw, pf) => {
    const got = result<number>('kw-va', { a: kw, factor: pf });
    expect(Math.abs(got / ref(`${kw} kW / ${pf}`, 'W') - 1)).toBeLessThan(3e-16);
  });

  it('kw-to-va alias: table capability, version and page; result in VA', () => {
    const env = ok('kw-to-va', { a: 8, factor: 0.8 });
    expect(env).toMatchObject({ engine: 'kw-va', capability_id: 'electrical.kw_to_va', calculation_version: '1.3.1', page: '/calc/electric/kw-to-va', result: 10000 });
    expect(env.result_detail).toEqual({ value: 10000, unit: 'VA', formatted: '10000 VA' });
  });

  it('accepts kW and pf as input names', () => {
    expect(result('kw-va', { kW: 4, pf: 0.5 })).toBe(8000);
  });

  it.each([
    [{ kw: 4, PF: 0.5 }],
    [{ P: 4, power_factor: 0.5 }],
  ])('input names %o give 4 kW / 0.5 = 8000 VA', (inputs) => {
    expect(result('kw-va', inputs)).toBe(8000);
  });

  it('returns exactly what scale-quotient returns with scale 1000 and a power factor', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e5, noNaN: true }), fc.double({ min: 0.01, max: 1, noNaN: true }), (a, factor) => {
        expect(result('kw-va', { a, factor })).toBe(result('scale-quotient', { a, factor, scale: 1000, factor_kind: 'power_factor' }));
      }),
      { numRuns: 100 },
    );
  });

  it.each([
    [{ a: 1, factor: 1.5 }, 'POWER_FACTOR_OUT_OF_RANGE', 'factor'],
    [{ a: 1, factor: 0 }, 'POWER_FACTOR_OUT_OF_RANGE', 'factor'],
    [{ a: -1, factor: 0.8 }, 'REAL_POWER_MUST_BE_NONNEGATIVE', 'a'],
    [{ a: 1 }, 'MISSING_REQUIRED_INPUT', 'factor'],
  ] as const)('%o → %s', (inputs, code, field) => {
    const f = failure('kw-va', inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(10);
  });
});

declaresTheCodesItReturns('kw-va');
