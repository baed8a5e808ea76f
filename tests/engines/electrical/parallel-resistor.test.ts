// parallel-resistor: Kuphaldt's worked example, exact rational arithmetic (mathjs
// fractions) for random networks, the target solver round trip, E-series picks,
// list notation and every error code.
import fc from 'fast-check';
import { type MathType, all, create } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'parallel-resistor';
const exact = create(all, { number: 'Fraction' });
const exactParallel = (rs: number[]) => Number(exact.divide(1, rs.reduce<MathType>((s, r) => exact.add(s, exact.divide(1, exact.fraction(r)) as MathType), exact.fraction(0))));

describe('parallel-resistor', () => {
  it('reproduces Lessons in Electric Circuits Vol. I ch. 5: 10 k, 2 k, 1 k on 9 V → 625 Ω, 0.9/4.5/9 mA, 14.4 mA', () => {
    const r = result(ID, { resistors: '10k 2k 1k', V: 9 });
    expect(r.R_total).toBe(625);
    expect(r.branches.map((b: { I: number }) => b.I)).toEqual([0.0009, 0.0045, 0.009]);
    expect(r.I_total).toBeCloseTo(0.0144, 15);
    expect(r.branches.map((b: { share_pct: number }) => Math.round(b.share_pct * 100) / 100)).toEqual([6.25, 31.25, 62.5]);
    expect(r.P_total).toBeCloseTo(9 * 0.0144, 15);
    // Pk = V²/Rk: 81/10000 = 8.1 mW, 81/2000 = 40.5 mW, 81/1000 = 81 mW.
    expect(r.branches.map((b: { P: number }) => b.P)).toEqual([0.0081, 0.0405, 0.081]);
    expect(ok(ID, { resistors: '10k 2k 1k', V: 9 }).formula?.id).toBe('parallel-resistor.total');
  });

  it('matches exact rational arithmetic for random networks (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1, maxLength: 10 }), fc.integer({ min: -50, max: 50 }), (rs, V) => {
        const r = result(ID, { resistors: rs, V });
        const want = exactParallel(rs);
        expect(Math.abs(r.R_total - want)).toBeLessThanOrEqual(1e-13 * want);
        expect(r.R_total).toBeLessThanOrEqual(Math.min(...rs) * (1 + 1e-15));
        // KCL: the branch currents add up to the total.
        const sum = r.branches.reduce((s: number, b: { I: number }) => s + b.I, 0);
        expect(Math.abs(sum - V / want)).toBeLessThanOrEqual(1e-12 * Math.abs(V / want) + 1e-300);
      }),
      { numRuns: 150 },
    );
  });

  it('accepts text lists with IEC 60062 letters and the unit select for plain numbers', () => {
    expect(result(ID, { resistors: '4k7, 10k' }).R_total).toBeCloseTo(47e6 / 14700, 9);
    expect(result(ID, { resistors: [4.7, 10], R_unit: 'kohm' }).R_total).toBeCloseTo(47e6 / 14700, 9);
    expect(result(ID, { resistors: '2M2 2M2', R_unit: 'kohm' }).R_total).toBe(1.1e6);
    expect(result(ID, { resistors: ['1', 'R47'], R_unit: 'ohm' }).R_total).toBeCloseTo(0.47 / 1.47, 15);
    expect(result(ID, { resistors: 1000 }).R_total).toBe(1000);
    expect(result(ID, { resistors: ['1000', 1000] }).R_total).toBe(500);
  });

  it('finds the resistor to add for a target and the nearest standard value (round trip, property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 10, max: 1_000_000 }), { minLength: 1, maxLength: 5 }), fc.double({ min: 0.05, max: 0.95, noNaN: true }), (rs, frac) => {
        const target = frac * exactParallel(rs);
        const r = result(ID, { mode: 'target', resistors: rs, target });
        expect(exactParallel([...rs, r.R_missing])).toBeCloseTo(target, 6);
        expect(r.standard.value / r.R_missing).toBeGreaterThan(1 / 1.11);
        expect(r.standard.value / r.R_missing).toBeLessThan(1.11);
        expect(r.standard.R_total).toBeCloseTo(exactParallel([...rs, r.standard.value]), 6);
      }),
      { numRuns: 100 },
    );
    const e96 = result(ID, { mode: 'target', resistors: [10], R_unit: 'kohm', target: 7, series: 'E96' });
    expect(e96.R_missing).toBeCloseTo(70000 / 3, 9);
    expect(e96.standard).toMatchObject({ series: 'E96', value: 23200, below: 23200, above: 23700 });
    expect(ok(ID, { mode: 'target', resistors: [1000], target: 999 }).warnings.map((w) => w.code)).toContain('TARGET_SENSITIVE_TO_TOLERANCE');
  });

  it('target mode: the added resistor counts, G = 1/target, and the total error of the standard value', () => {
    // 1/6000 − 1/10000 = 1/15000: 15 kΩ, 1.5 × the 10 kΩ, far from the 100 × that makes the total tolerance-sensitive.
    const a = ok(ID, { mode: 'target', resistors: [10], R_unit: 'kohm', target: 6 });
    expect(a.formula?.id).toBe('parallel-resistor.missing');
    expect(a.result).toMatchObject({ count: 2, R_missing: 15000, R_total: 6000 });
    expect((a.result as { G_total: number }).G_total).toBeCloseTo(1 / 6000, 18);
    expect(a.warnings).toEqual([]);
    // 1 kΩ for 900 Ω: 9 kΩ, nearest E24 9.1 kΩ; 1 k ∥ 9.1 k = 91000/101 Ω, and
    // (91000/101 − 900)/900 = (91000 − 90900)/(101·900) = 1/909, i.e. +0.110011 %.
    const e24 = result(ID, { mode: 'target', resistors: ['1k'], target: 900 });
    expect(e24.count).toBe(2);
    expect(e24.standard.R_total).toBeCloseTo(91000 / 101, 9);
    expect(e24.standard.total_error_pct).toBeCloseTo(100 / 909, 9);
  });

  it('TARGET_SENSITIVE_TO_TOLERANCE only for an added resistor more than 100 × the listed combination', () => {
    // 1/100 − 1/101 = 1/10100: the added resistor is exactly 100 × 101 Ω, not more.
    const at = ok(ID, { mode: 'target', resistors: [101], target: 100 });
    expect((at.result as { R_missing: number }).R_missing).toBe(10100);
    expect(at.warnings).toEqual([]);
    // 1/1000·(1/0.995 − 1) = 1/199000: 199 × the 1 kΩ.
    expect(ok(ID, { mode: 'target', resistors: [1000], target: 995 }).warnings.map((w) => w.code)).toEqual(['TARGET_SENSITIVE_TO_TOLERANCE']);
  });

  it('an added resistor that overflows is NON_FINITE_RESULT on target, even beside a larger ignored input', () => {
    // 1.7e308 ∥ Rx = 1.69999e308 needs Rx = 1.7e313 Ω, beyond a double; V is ignored in target mode.
    const f = failure(ID, { mode: 'target', resistors: [1.7e308], target: 1.69999e308, V: 1.7e308 });
    expect(f).toMatchObject({ http: 400, code: 'NON_FINITE_RESULT', field: 'target' });
  });

  it('reports unused inputs and formats in the chosen unit', () => {
    const total = ok(ID, { resistors: [10, 10], R_unit: 'kohm', target: 3 });
    expect(total.warnings.map((w) => w.code)).toEqual(['INPUT_IGNORED']);
    expect(total.result_detail.formatted).toBe('R = 5 kΩ');
    expect(ok(ID, { mode: 'target', resistors: [10], target: 5, V: 3 }).warnings.map((w) => w.code)).toEqual(['INPUT_IGNORED']);
    const negative = result(ID, { resistors: [100, 100], V: -5 });
    expect(negative.I_total).toBe(-0.1);
    expect(negative.P_total).toBeCloseTo(0.5, 15);
  });

  it.each([
    [{ resistors: [1000, 0] }, 'RESISTANCE_MUST_BE_NONZERO', 'resistors.1'],
    [{ resistors: [1000, -10] }, 'RESISTANCE_MUST_BE_POSITIVE', 'resistors.1'],
    [{ resistors: ['1k', 'ten'] }, 'INVALID_NUMBER', 'resistors.1'],
    [{ resistors: [] }, 'MISSING_REQUIRED_INPUT', 'resistors'],
    [{ resistors: '' }, 'MISSING_REQUIRED_INPUT', 'resistors'],
    [{}, 'MISSING_REQUIRED_INPUT', 'resistors'],
    [{ resistors: Array.from({ length: 101 }, () => 1000) }, 'TOO_MANY_VALUES', 'resistors'],
    [{ mode: 'target', resistors: [1000] }, 'MISSING_REQUIRED_INPUT', 'target'],
    [{ mode: 'target', resistors: [1000], target: 0 }, 'RESISTANCE_MUST_BE_NONZERO', 'target'],
    [{ mode: 'target', resistors: [1000], target: -5 }, 'RESISTANCE_MUST_BE_POSITIVE', 'target'],
    [{ mode: 'target', resistors: [1000, 1000], target: 500 }, 'NO_FINITE_SOLUTION', 'target'],
    [{ mode: 'target', resistors: [1000, 1000], target: 600 }, 'TARGET_NOT_REACHABLE', 'target'],
    [{ mode: 'series', resistors: [1000] }, 'INVALID_MODE', 'mode'],
    [{ resistors: [1000], R_unit: 'GΩ' }, 'INVALID_MODE', 'R_unit'],
    [{ resistors: [1000], V: 'NaN' }, 'INVALID_NUMBER', 'V'],
    [{ resistors: [1e-320] }, 'INPUT_OUT_OF_RANGE', 'resistors.0'],
    [{ mode: 'target', resistors: [1.7e308], target: 1.69999e308 }, 'NON_FINITE_RESULT', 'target'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure(ID, inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });
});

declaresTheCodesItReturns('parallel-resistor', [
  // NO_FINITE_SOLUTION: two 1 kΩ already give the 500 Ω target
  { mode: 'target', resistors: [1000, 1000], target: 500 },
  // TARGET_SENSITIVE_TO_TOLERANCE: 995 Ω from 1 kΩ needs 199 kΩ, more than 100 × the 1 kΩ
  { mode: 'target', resistors: [1000], target: 995 },
]);
