// kva-kw (kva-to-kw): P = S × PF against mathjs, generator ratings at PF 0.8
// (ISO 8528-1), agreement with the product helper it reuses, and error codes.
import fc from 'fast-check';
import { all, create } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const math = create(all, { number: 'BigNumber', precision: 64 });

describe('kva-kw', () => {
  it.each([
    [50, 0.8, 40],
    [10, 0.95, 9.5],
    [100, 1, 100],
    [2.5, 0.85, 2.125],
    [1250, 0.8, 1000],
  ])('%d kVA at PF %d is %d kW (exact decimal arithmetic)', (kva, pf, kw) => {
    const exact = Number(math.multiply(math.bignumber(kva), math.bignumber(pf)));
    expect(exact).toBe(kw);
    expect(Math.abs(result<number>('kva-kw', { a: kva, b: pf }) - kw)).toBeLessThanOrEqual(kw * 2.3e-16);
  });

  it('kva-to-kw alias: table capability, version and page; result in kW', () => {
    const env = ok('kva-to-kw', { a: 50, b: 0.8 });
    expect(env).toMatchObject({ engine: 'kva-kw', capability_id: 'electrical.kva_to_kw', calculation_version: '1.4.1', page: '/calc/electric/kva-to-kw', result: 40 });
    expect(env.result_detail).toEqual({ value: 40, unit: 'kW', formatted: '40 kW' });
    expect(ok('kva-kw', { a: 50, b: 0.8 }).page).toBe('/calc/electric/kva-to-kw');
  });

  it('accepts kVA, kva, S, pf, power_factor and PF as input names', () => {
    expect(result('kva-kw', { kVA: 20, pf: 0.9 })).toBe(18);
    expect(result('kva-to-kw', { kva: 20, power_factor: 0.5 })).toBe(10);
    expect(result('kva-kw', { S: 20, PF: 0.25 })).toBe(5);
  });

  it('returns exactly what the product helper returns with b as a power factor', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e5, noNaN: true }), fc.double({ min: 0.01, max: 1, noNaN: true }), (a, b) => {
        expect(result('kva-kw', { a, b })).toBe(result('product', { a, b, b_kind: 'power_factor' }));
      }),
      { numRuns: 100 },
    );
  });

  it.each([
    [{ a: 10, b: 0 }, 'POWER_FACTOR_OUT_OF_RANGE', 'b'],
    [{ a: 10, b: 1.01 }, 'POWER_FACTOR_OUT_OF_RANGE', 'b'],
    [{ a: 10, b: 80 }, 'POWER_FACTOR_OUT_OF_RANGE', 'b'],
    [{ a: -10, b: 0.8 }, 'APPARENT_POWER_MUST_BE_NONNEGATIVE', 'a'],
    [{ a: 10 }, 'MISSING_REQUIRED_INPUT', 'b'],
    [{ b: 0.8 }, 'MISSING_REQUIRED_INPUT', 'a'],
  ] as const)('%o → %s', (inputs, code, field) => {
    const f = failure('kva-kw', inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(10);
  });
});

declaresTheCodesItReturns('kva-kw');
