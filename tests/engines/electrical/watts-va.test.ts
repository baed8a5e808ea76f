// watts-va (alias watts-to-va): the power triangle S = P / PF, P = S × PF,
// Q = √(S² − P²) against exact rational arithmetic and mathjs; the required PF
// and every error code.
import fc from 'fast-check';
import { all, create } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../engines/registry.ts';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const math = create(all, { number: 'BigNumber', precision: 64 });
const rel = (got: number, want: number) => Math.abs(got / want - 1);

describe('watts-va', () => {
  it('is the watts-to-va capability with its page', () => {
    expect(registry.tools.get('watts-to-va')).toMatchObject({ capability_id: 'electrical.watts_to_va', version: '1.3.1', page: '/calc/electric/watts-to-va' });
  });

  // Pythagorean power triangles (P, Q, S) with PF = P / S exact: S, Q are exact.
  it.each([
    [8000, 6000, 10000],
    [900, 1200, 1500],
    [5, 12, 13],
    [2.4, 0.7, 2.5],
    [20, 21, 29],
  ])('triangle P=%d, Q=%d, S=%d: watts → VA and back', (P, Q, S) => {
    const pf = P / S;
    const forward = result('watts-to-va', { mode: 'watts-to-va', a: P, b: pf });
    expect(rel(forward.S, S)).toBeLessThan(1e-14);
    expect(rel(forward.Q, Q)).toBeLessThan(1e-13);
    const back = result('watts-to-va', { mode: 'va-to-watts', a: S, b: pf });
    expect(rel(back.P, P)).toBeLessThan(1e-14);
    expect(rel(back.Q, Q)).toBeLessThan(1e-13);
  });

  it('agrees with mathjs 64-digit arithmetic for arbitrary PF (sin φ from acos)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e7, noNaN: true }), fc.double({ min: 0.001, max: 1, noNaN: true }), (P, pf) => {
        const got = result('watts-to-va', { a: P, b: pf });
        // The exact binary value of pf (toFixed(100) prints all its digits): near PF 1, sin φ depends on every one of them.
        const exactPf = math.bignumber(pf.toFixed(100));
        const S = math.bignumber(P).div(exactPf);
        const Q = S.times(math.sin(math.acos(exactPf)));
        expect(Math.abs(got.S - S.toNumber())).toBeLessThanOrEqual(1e-14 * S.toNumber() + 1e-290);
        expect(Math.abs(got.Q - Q.toNumber())).toBeLessThanOrEqual(1e-12 * S.toNumber() + 1e-290);
      }),
      { numRuns: 300 },
    );
  });

  it('published: 8 kW at PF 0.8 is 10 kVA; kW and kVA fields; phase angle', () => {
    expect(result('watts-to-va', { a: 8000, b: 0.8 })).toMatchObject({ S_kVA: 10, P_kW: 8, pf: 0.8 });
    expect(result('watts-to-va', { a: 8000, b: 0.8 }).phi_deg).toBeCloseTo(36.8699, 4);
    expect(result('watts-to-va', { a: 100, b: 1 })).toMatchObject({ S: 100, Q: 0, phi_deg: 0 });
  });

  it('field and mode synonyms: P, S, power_factor, pf, va-w', () => {
    expect(result('watts-to-va', { P: 900, power_factor: 0.6 }).S).toBe(1500);
    const env = ok('watts-to-va', { mode: 'va-w', S: 1500, pf: 0.6 });
    expect((env.result as any).value).toBe(900);
    expect(env.result_detail.unit).toBe('W');
  });

  it('names each direction\'s formula and unit (S in VA, P in W)', () => {
    const forward = ok('watts-to-va', { a: 8000, b: 0.8 });
    expect(forward.formula).toMatchObject({ id: 'watts-va.watts-to-va' });
    expect(forward.result_detail.unit).toBe('VA');
    const back = ok('watts-to-va', { mode: 'va-to-watts', a: 10000, b: 0.8 });
    expect(back.formula).toMatchObject({ id: 'watts-va.va-to-watts' });
    expect(back.result_detail.unit).toBe('W');
  });

  it.each(['va-w', 's-p', 'reverse', 'REVERSE'])('mode synonym %s is VA → watts: 1500 VA at PF 0.6 is 900 W', (mode) => {
    expect(result('watts-to-va', { mode, a: 1500, b: 0.6 })).toMatchObject({ mode: 'va-to-watts', value: 900 });
  });

  it.each([
    [{ a: 8000 }, 'MISSING_REQUIRED_INPUT', 'b'],
    [{ a: 8000, b: 0 }, 'POWER_FACTOR_OUT_OF_RANGE', 'b'],
    [{ a: 8000, b: 80 }, 'POWER_FACTOR_OUT_OF_RANGE', 'b'],
    [{ a: 8000, b: -0.8 }, 'POWER_FACTOR_OUT_OF_RANGE', 'b'],
    [{ a: -8000, b: 0.8 }, 'POWER_MUST_BE_NONNEGATIVE', 'a'],
    [{ mode: 'va-to-watts', a: -1, b: 0.8 }, 'APPARENT_POWER_MUST_BE_NONNEGATIVE', 'a'],
    [{ b: 0.8 }, 'MISSING_REQUIRED_INPUT', 'a'],
    [{ mode: 'kva', a: 1, b: 0.8 }, 'INVALID_MODE', 'mode'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure('watts-to-va', inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });
});

declaresTheCodesItReturns('watts-va');
