// wheatstone-bridge: balance in every arrangement, Kester's quarter-bridge formula,
// and the loaded output against two independent solutions: mesh analysis in exact
// fractions (mathjs) and the kirchhoff engine's nodal analysis.
import fc from 'fast-check';
import { all, create } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'wheatstone-bridge';
const exact = create(all, { number: 'Fraction' });

/** Current through a detector RL from B to A, by mesh analysis of the bridge in exact fractions. */
function meshDetectorCurrent(R1: number, R2: number, R3: number, R4: number, RL: number, Vs: number): number {
  const f = (x: number) => exact.fraction(x);
  // Clockwise meshes: a = supply, R1, R2 (left); b = R1, R3, RL (upper); c = R2, RL, R4 (lower).
  // Loop a (through the source, R1, R2): (R1 + R2)·a − R1·b − R2·c = Vs
  // Loop b (R1, R3, RL):               −R1·a + (R1 + R3 + RL)·b − RL·c = 0
  // Loop c (R2, RL, R4):               −R2·a − RL·b + (R2 + R4 + RL)·c = 0
  const A = exact.matrix([
    [f(R1 + R2), f(-R1), f(-R2)],
    [f(-R1), f(R1 + R3 + RL), f(-RL)],
    [f(-R2), f(-RL), f(R2 + R4 + RL)],
  ]);
  const x = (exact.lusolve(A, exact.matrix([[f(Vs)], [f(0)], [f(0)]])) as any).toArray().map((r: any) => r[0]);
  // Clockwise, mesh b crosses RL from B to A and mesh c from A to B.
  return Number(exact.subtract(x[1], x[2]));
}

describe('wheatstone-bridge', () => {
  it('balances: R4 = R2·R3/R1 (soulshift worked question: 30 Ω) and each arm can be solved', () => {
    expect(result(ID, { mode: 'balance', R1: 10, R2: 20, R3: 15 })).toMatchObject({ R4: 30, solved_for: 'R4', ratio: 0.5 });
    expect(result(ID, { mode: 'balance', R2: 20, R3: 15, R4: 30 }).R1).toBe(10);
    expect(result(ID, { mode: 'balance', R1: 10, R3: 15, R4: 30 }).R2).toBe(20);
    expect(result(ID, { mode: 'balance', R1: 10, R2: 20, R4: 30 }).R3).toBe(15);
    expect(result(ID, { mode: 'balance', R1: 10, R2: 20, R3: 15, R_unit: 'kohm' }).R4).toBe(30000);
  });

  it('gives 0 V output for any balanced bridge (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: 1, max: 1e6 }), (R1, R2, R3) => {
        const R4 = result(ID, { mode: 'balance', R1, R2, R3 }).R4;
        const out = result(ID, { R1, R2, R3, R4, Vs: 10 });
        expect(Math.abs(out.Vout)).toBeLessThanOrEqual(1e-13);
        expect(out.balanced).toBe(true);
        expect(out.imbalance_pct).toBeCloseTo(0, 10);
      }),
      { numRuns: 100 },
    );
  });

  it('matches Kester’s single-element varying bridge Vout = (Vs/4)·ΔR/(R + ΔR/2) (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(120, 350, 1000), fc.double({ min: -0.05, max: 0.05, noNaN: true }), (R, rel) => {
        const dR = R * rel;
        const r = result(ID, { R1: R, R2: R, R3: R, R4: R + dR, Vs: 10 });
        expect(r.Vout).toBeCloseTo((10 / 4) * (dR / (R + dR / 2)), 13);
        expect(r.imbalance_pct).toBeCloseTo(100 * rel, 9);
      }),
      { numRuns: 100 },
    );
    expect(result(ID, { R1: 350, R2: 350, R3: 350, R4: 350.35, Vs: 10 }).Vout * 1000).toBeCloseTo(2.49875, 5);
  });

  it('loads the output like exact mesh analysis and like the kirchhoff engine', () => {
    for (const [R1, R2, R3, R4, RL, Vs] of [
      [100, 100, 100, 200, 1000, 12],
      [1000, 2200, 4700, 330, 50, 5],
      [350, 350, 350, 351, 1e6, 10],
    ]) {
      const r = result(ID, { R1, R2, R3, R4, Vs, R_load: RL });
      expect(r.I_load).toBeCloseTo(meshDetectorCurrent(R1, R2, R3, R4, RL, Vs), 13);
      const k = result('kirchhoff', { elements: `V1 top 0 ${Vs}; R1 top a ${R1}; R2 a 0 ${R2}; R3 top b ${R3}; R4 b 0 ${R4}; RL b a ${RL}` });
      expect(r.I_load).toBeCloseTo(k.elements[5].current, 13);
      expect(r.Vout_loaded).toBeCloseTo(k.elements[5].voltage, 11);
    }
  });

  it('reports the divider voltages, input resistance and supply current of the open bridge', () => {
    const r = result(ID, { R1: 100, R2: 100, R3: 100, R4: 200, Vs: 12 });
    expect(r).toMatchObject({ V_A: 6, V_B: 8, Vout: 2, balanced: false, R4_balance: 100, imbalance_pct: 100 });
    expect(r.Rth).toBeCloseTo(50 + 200 / 3, 12);
    expect(r.R_in).toBeCloseTo((200 * 300) / 500, 12);
    expect(r.I_supply).toBeCloseTo(12 / 200 + 12 / 300, 15);
    expect(ok(ID, { R1: 1, R2: 1, R3: 1, R4: 2, Vs: 1, R_unit: 'kohm', R_load: 1 }).result_detail.formatted).toContain('into 1 kΩ');
  });

  it('notes unused inputs in balance mode', () => {
    expect(ok(ID, { mode: 'balance', R1: 10, R2: 20, R3: 15, Vs: 5 }).warnings.map((w) => w.code)).toEqual(['INPUT_IGNORED']);
    // R_load alone is ignored too, and the detail says why.
    expect(ok(ID, { mode: 'balance', R1: 10, R2: 20, R3: 15, R_load: 1000 }).warnings).toMatchObject([{ code: 'INPUT_IGNORED', detail: 'R_load is not used in balance mode.' }]);
  });

  it('scales the arms, the ratio and R_load by R_unit in output mode', () => {
    // 1, 2, 3, 4 kΩ at 21 V: V_A = 21·2/3 = 14 V, V_B = 21·4/7 = 12 V, Vout = −2 V, ratio 1/2.
    // Rth = 1000∥2000 + 3000∥4000 = 2000/3 + 12000/7 = 50000/21 Ω; into 10 kΩ: I = −2/(10000 + 50000/21) = −21/130000 A, V = −21/13 V.
    const r = result(ID, { R1: 1, R2: 2, R3: 3, R4: 4, R_unit: 'kohm', Vs: 21, R_load: 10 });
    expect(r).toMatchObject({ R1: 1000, R2: 2000, R3: 3000, R4: 4000, ratio: 0.5 });
    expect(r.Vout).toBeCloseTo(-2, 14);
    expect(r.Rth).toBeCloseTo(50000 / 21, 10);
    expect(r.I_load).toBeCloseTo(-21 / 130000, 16);
    expect(r.Vout_loaded).toBeCloseTo(-21 / 13, 13);
  });

  it('counts |Vout| = 1e-12·Vs exactly as balanced', () => {
    // R1 + R2 = 4096 = 2^12, R3 + R4 = 244140625 = 5^12, R4·R1 − R2·R3 = 75097978116 − 75097978115 = 1,
    // so Vout = Vs·1/10^12 with every product exact; at Vs = 1024 = 2^10 the rounded quotient equals 1024 × (the double 1e-12),
    // which is 1e-12·Vs exactly: the boundary of |Vout| ≤ 1e-12·Vs, balanced although R4 is not R4_balance.
    const r = result(ID, { R1: 3761, R2: 335, R3: 224173069, R4: 19967556, Vs: 1024 });
    expect(r.Vout).toBe(1024 * 1e-12);
    expect(r.balanced).toBe(true);
    expect(r.imbalance_pct).not.toBe(0);
  });

  it('reports the formula, unit and default mode of each answer, and the arm that is missing by its position', () => {
    const out = ok(ID, { R1: 350, R2: 350, R3: 350, R4: 350.35, Vs: 10 });
    expect(out.result).toMatchObject({ mode: 'output' });
    expect(out.formula?.id).toBe('wheatstone-bridge.output');
    // Kester's 2.49875 mV, in SI prefix form.
    expect(out.result_detail.formatted).toBe('Vout = 2.49875 mV');
    const bal = ok(ID, { mode: 'balance', R1: 10, R2: 20, R3: 15 });
    expect(bal.formula?.id).toBe('wheatstone-bridge.balance');
    expect(bal.result_detail.unit).toBe('Ω');
    const arms = { R1: 'upper left', R2: 'lower left', R3: 'upper right', R4: 'lower right' };
    for (const [k, label] of Object.entries(arms)) {
      const inputs: Record<string, number> = { R1: 1, R2: 1, R3: 1, R4: 1, Vs: 1 };
      delete inputs[k];
      expect((failure(ID, inputs).body as { detail: string }).detail).toContain(`${k} (${label}) is missing`);
    }
  });

  it.each([
    [{ mode: 'balance', R1: 10, R2: 20, R3: 15, R4: 30 }, 'INVALID_INPUT', 'R4'],
    [{ mode: 'balance', R1: 10, R2: 20 }, 'MISSING_REQUIRED_INPUT', 'R3'],
    [{ mode: 'balance', R1: 0, R2: 20, R3: 15 }, 'RESISTANCE_MUST_BE_NONZERO', 'R1'],
    [{ mode: 'balance', R1: 10, R2: -20, R3: 15 }, 'RESISTANCE_MUST_BE_POSITIVE', 'R2'],
    [{ R1: 10, R2: 20, R3: 15, Vs: 5 }, 'MISSING_REQUIRED_INPUT', 'R4'],
    [{ R1: 10, R2: 20, R3: 15, R4: 30 }, 'MISSING_REQUIRED_INPUT', 'Vs'],
    [{ R1: 10, R2: 20, R3: 15, R4: 30, Vs: 0 }, 'VOLTAGE_MUST_BE_POSITIVE', 'Vs'],
    [{ R1: 10, R2: 20, R3: 0, R4: 30, Vs: 5 }, 'RESISTANCE_MUST_BE_NONZERO', 'R3'],
    [{ R1: 10, R2: 20, R3: 15, R4: 30, Vs: 5, R_load: 0 }, 'RESISTANCE_MUST_BE_NONZERO', 'R_load'],
    [{ mode: 'null', R1: 10 }, 'INVALID_MODE', 'mode'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure(ID, inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });
});

declaresTheCodesItReturns('wheatstone-bridge', [
  // VOLTAGE_MUST_BE_POSITIVE: no excitation voltage in output mode.
  { R1: 10, R2: 20, R3: 15, R4: 30, Vs: 0 },
]);
