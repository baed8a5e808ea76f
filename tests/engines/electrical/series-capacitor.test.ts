// series-capacitor: OpenStax's worked example, exact rational arithmetic, charge
// conservation and voltage sharing, the target solver and every error code.
import fc from 'fast-check';
import { type MathType, all, create } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'series-capacitor';
const exact = create(all, { number: 'Fraction' });
const exactSeries = (cs: number[]) => Number(exact.divide(1, cs.reduce<MathType>((s, c) => exact.add(s, exact.divide(1, exact.fraction(c)) as MathType), exact.fraction(0))));

describe('series-capacitor', () => {
  it('reproduces OpenStax College Physics §19.6: 1, 5 and 8 µF in series give 0.755 µF', () => {
    const r = result(ID, { capacitors: '1 5 8', C_unit: 'uF' });
    expect(r.C_total * 1e6).toBeCloseTo(0.755, 3);
    expect(r.C_total).toBeCloseTo(40e-6 / 53, 18);
  });

  it('matches exact rational arithmetic and conserves charge (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 8 }), fc.integer({ min: 1, max: 400 }), (cs, V) => {
        const r = result(ID, { capacitors: cs, C_unit: 'nF', V });
        const want = exactSeries(cs) * 1e-9;
        expect(Math.abs(r.C_total - want)).toBeLessThanOrEqual(1e-13 * want);
        // The same charge on every capacitor; the voltages add up to V; energies add up.
        for (const p of r.parts) expect(p.Q).toBe(r.Q);
        expect(r.parts.reduce((s: number, p: { V: number }) => s + p.V, 0)).toBeCloseTo(V, 9);
        const energy = r.parts.reduce((s: number, p: { energy_J: number }) => s + p.energy_J, 0);
        expect(Math.abs(energy - r.energy_J)).toBeLessThanOrEqual(1e-12 * r.energy_J);
      }),
      { numRuns: 150 },
    );
  });

  it('shares voltage inversely to capacitance: 0.1 µF takes 8 V, 0.2 µF takes 4 V of 12 V', () => {
    const r = result(ID, { capacitors: [0.1, 0.2], V: 12 });
    expect(r.parts.map((p: { V: number }) => p.V)).toEqual([8, 4]);
    expect(r.Q).toBeCloseTo(0.8e-6, 18);
    expect(r.energy_J).toBeCloseTo(0.5 * (0.2e-6 / 3) * 144, 18);
    expect(result(ID, { capacitors: '47n 47n', V: 12 }).parts.map((p: { V: number }) => p.V)).toEqual([6, 6]);
  });

  it('accepts letter-coded values regardless of the unit select', () => {
    expect(result(ID, { capacitors: '100n, 100nF', C_unit: 'pF' }).C_total).toBeCloseTo(50e-9, 20);
    expect(result(ID, { capacitors: [100, 100], C_unit: 'pF' }).C_total).toBeCloseTo(50e-12, 24);
    expect(result(ID, { capacitors: ['4u7'] }).C_total).toBeCloseTo(4.7e-6, 20);
  });

  it('finds the capacitor to add in series for a target', () => {
    const r = result(ID, { mode: 'target', capacitors: [10], target: 4.7 });
    expect(r.C_missing).toBeCloseTo(47e-6 / 5.3, 18);
    expect(r.standard).toMatchObject({ series: 'E12', value: 8.2e-6, below: 8.2e-6, above: 10e-6 });
    expect(exactSeries([10e-6, r.C_missing])).toBeCloseTo(4.7e-6, 18);
    expect(r.standard.C_total).toBeCloseTo(82e-12 / 18.2e-6, 18);
    const e6 = result(ID, { mode: 'target', capacitors: [1], C_unit: 'nF', target: 0.5, series: 'E6' });
    expect(e6.C_missing).toBeCloseTo(1e-9, 20);
    expect(e6.standard.value).toBeCloseTo(1e-9, 20);
    expect(ok(ID, { mode: 'target', capacitors: [1], target: 0.999 }).warnings.map((w) => w.code)).toContain('TARGET_SENSITIVE_TO_TOLERANCE');
  });

  it.each([
    [{ capacitors: [1, 0] }, 'CAPACITANCE_MUST_BE_POSITIVE', 'capacitors.1'],
    [{ capacitors: [-1] }, 'CAPACITANCE_MUST_BE_POSITIVE', 'capacitors.0'],
    [{ capacitors: ['1u', 'x'] }, 'INVALID_NUMBER', 'capacitors.1'],
    [{ capacitors: [] }, 'MISSING_REQUIRED_INPUT', 'capacitors'],
    [{}, 'MISSING_REQUIRED_INPUT', 'capacitors'],
    [{ capacitors: Array.from({ length: 101 }, () => 1) }, 'TOO_MANY_VALUES', 'capacitors'],
    [{ mode: 'target', capacitors: [1] }, 'MISSING_REQUIRED_INPUT', 'target'],
    [{ mode: 'target', capacitors: [1], target: 0 }, 'CAPACITANCE_MUST_BE_POSITIVE', 'target'],
    [{ mode: 'target', capacitors: [2, 2], target: 1 }, 'NO_FINITE_SOLUTION', 'target'],
    [{ mode: 'target', capacitors: [2, 2], target: 1.5 }, 'TARGET_NOT_REACHABLE', 'target'],
    [{ capacitors: [1], C_unit: 'kF' }, 'INVALID_MODE', 'C_unit'],
    [{ mode: 'parallel', capacitors: [1] }, 'INVALID_MODE', 'mode'],
    [{ capacitors: [1e-320], C_unit: 'F' }, 'INPUT_OUT_OF_RANGE', 'capacitors.0'],
    [{ mode: 'target', capacitors: [1.7e308], C_unit: 'F', target: 1.69999e308 }, 'NON_FINITE_RESULT', 'target'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure(ID, inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });
});

describe('series-capacitor at the smallest doubles', () => {
  it('two 1e-308 F capacitors in series are 5e-309 F, not 0 (the reciprocal sum overflowed)', () => {
    expect(result(ID, { capacitors: [1e-308, 1e-308], C_unit: 'F' }).C_total / 5e-309).toBeCloseTo(1, 12);
  });
});

describe('series-capacitor: shares, warnings and the standard value', () => {
  it('gives each capacitor its share of V: 0.1 µF takes 8/12 = 66.7 %, 0.2 µF 4/12 = 33.3 %', () => {
    const r = result(ID, { capacitors: [0.1, 0.2], V: 12 });
    expect(r.parts[0].share_pct).toBeCloseTo(200 / 3, 10);
    expect(r.parts[1].share_pct).toBeCloseTo(100 / 3, 10);
  });

  it('total mode: names its formula and flags a target it does not use, with or without V', () => {
    for (const inputs of [{ capacitors: [0.1, 0.2], target: 1 }, { capacitors: [0.1, 0.2], V: 12, target: 1 }]) {
      const env = ok(ID, inputs);
      expect(env.formula?.id).toBe('series-capacitor.total');
      expect(env.warnings.map((w) => w.code)).toEqual(['INPUT_IGNORED']);
    }
  });

  it('target mode: counts the added capacitor, names its formula, flags an unused V and gives the standard value’s error', () => {
    const env = ok(ID, { mode: 'target', capacitors: [10], target: 4.7 });
    const r = env.result as any;
    expect(env.formula?.id).toBe('series-capacitor.missing');
    expect(r.count).toBe(2);
    // 8.2 µF in series with 10 µF: 82/18.2 = 4.5055 µF; (4.5055 − 4.7)/4.7 = −17.7/427.7 = −4.1384 %.
    expect(r.standard.total_error_pct).toBeCloseTo((-17.7 / 427.7) * 100, 9);
    // Cx = 8.87 µF is far below 100 × 10 µF: no tolerance warning, and nothing unused.
    expect(env.warnings).toEqual([]);
    expect(ok(ID, { mode: 'target', capacitors: [10], target: 4.7, V: 5 }).warnings.map((w) => w.code)).toEqual(['INPUT_IGNORED']);
    expect(result(ID, { mode: 'target', capacitors: [1, 2, 3], target: 0.5 }).count).toBe(4);
  });

  it('warns about tolerance only above 100 × the listed combination', () => {
    // 101 F and Cx = 100·101/(101 − 100) = 10 100 F = exactly 100 × 101 F: not above, so no warning.
    const r = ok(ID, { mode: 'target', capacitors: [101], C_unit: 'F', target: 100 });
    expect((r.result as any).C_missing).toBe(10100);
    expect(r.warnings).toEqual([]);
  });

  it('blames the target for an overflowing capacitor even when an unused V is larger', () => {
    const f = failure(ID, { mode: 'target', capacitors: [1.7e308], C_unit: 'F', target: 1.69999e308, V: 1.75e308 });
    expect(f).toMatchObject({ http: 400, code: 'NON_FINITE_RESULT', field: 'target' });
  });
});

declaresTheCodesItReturns('series-capacitor', [
  // NO_FINITE_SOLUTION: 2 µF and 2 µF already make the 1 µF target.
  { mode: 'target', capacitors: [2, 2], target: 1 },
  // TARGET_NOT_REACHABLE: a series capacitor can only lower 1 µF, never reach 1.5 µF.
  { mode: 'target', capacitors: [2, 2], target: 1.5 },
  // TARGET_SENSITIVE_TO_TOLERANCE: 0.999 µF from 1 µF needs 999 µF, a change under 1 %.
  { mode: 'target', capacitors: [1], target: 0.999 },
]);
