// rc-time-constant: the Electronics Tutorials worked example, the closed form against an
// independent numerical integration of the circuit ODE, the 1τ–5τ table, time-to-voltage
// round trips, charge/energy, and every error code.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'rc-time-constant';

/** Classical RK4 on R·C·dV/dt = V∞ − V, an independent check of the closed form. */
function integrate(R: number, C: number, v0: number, vInf: number, t: number, steps = 20000): number {
  const f = (v: number) => (vInf - v) / (R * C);
  const h = t / steps;
  let v = v0;
  for (let i = 0; i < steps; i++) {
    const k1 = f(v);
    const k2 = f(v + (h / 2) * k1);
    const k3 = f(v + (h / 2) * k2);
    const k4 = f(v + h * k3);
    v += (h / 6) * (k1 + 2 * k2 + 2 * k3 + k4);
  }
  return v;
}

describe('rc-time-constant', () => {
  it('reproduces Electronics Tutorials RC Charging Example 1: τ = 47 s, 2.52 V at 0.7τ, 3.16 V at 1τ, 235 s to charge', () => {
    const one = result(ID, { mode: 'charge', R: 47000, C: 1000, C_unit: 'uF', Vs: 5, t: 47, t_unit: 's' });
    expect(one.tau).toBeCloseTo(47, 12);
    expect(one.V_t).toBeCloseTo(3.16, 2);
    expect(one.settle_5tau).toBeCloseTo(235, 10);
    expect(result(ID, { R: 47000, C: 1000, C_unit: 'uF', Vs: 5, t: 0.7 * 47, t_unit: 's' }).V_t).toBeCloseTo(2.52, 2);
  });

  it('lists the classic 1τ…5τ percentages 63.2, 86.5, 95.0, 98.2, 99.3 %', () => {
    const r = result(ID, { R: 1000, C: 1, C_unit: 'uF', Vs: 10 });
    expect(r.milestones.map((m: { percent: number }) => Number(m.percent.toFixed(1)))).toEqual([63.2, 86.5, 95.0, 98.2, 99.3]);
    expect(r.milestones[0].t).toBeCloseTo(1e-3, 15);
    expect(r.milestones[4].V).toBeCloseTo(10 * (1 - Math.exp(-5)), 12);
  });

  it.each([
    ['charge', { Vs: 12, V0: 0 }, 12, 0],
    ['charge', { Vs: 5, V0: 2 }, 5, 2],
    ['charge', { Vs: -3.3, V0: 1 }, -3.3, 1],
    ['discharge', { V0: 12 }, 0, 12],
    ['discharge', { V0: -48 }, 0, -48],
  ] as const)('%s %o agrees with numerical integration of the ODE', (mode, volts, vInf, v0) => {
    for (const tMs of [0.1, 1, 2.2, 7]) {
      const r = result(ID, { mode, R: 2200, C: 1, C_unit: 'uF', ...volts, t: tMs, t_unit: 'ms' });
      const want = integrate(2200, 1e-6, v0, vInf, tMs * 1e-3);
      expect(r.V_t).toBeCloseTo(want, 9);
      expect(r.I_t).toBeCloseTo((vInf - want) / 2200, 11);
      expect(r.Q_t).toBeCloseTo(1e-6 * want, 15);
      expect(r.energy_J).toBeCloseTo(0.5e-6 * want * want, 15);
    }
  });

  it('finds the time to a target voltage as the inverse of V(t) (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 0.99, noNaN: true }), fc.double({ min: -50, max: 50, noNaN: true }), fc.double({ min: -50, max: 50, noNaN: true }), (frac, v0, vs) => {
        fc.pre(Math.abs(vs - v0) > 1e-3);
        const target = v0 + frac * (vs - v0);
        const t = result(ID, { mode: 'charge', R: 1000, C: 10, C_unit: 'uF', V0: v0, Vs: vs, V_target: target }).t_to_target;
        expect(t).toBeCloseTo(-0.01 * Math.log(1 - frac), 9);
        expect(result(ID, { mode: 'charge', R: 1000, C: 10, C_unit: 'uF', V0: v0, Vs: vs, t, t_unit: 's' }).V_t).toBeCloseTo(target, 8);
      }),
      { numRuns: 50 },
    );
    expect(result(ID, { mode: 'discharge', R: 1000, C: 10, V0: 10, V_target: 10 }).t_to_target).toBe(0);
    expect(result(ID, { mode: 'discharge', R: 1000, C: 10, V0: 10, V_target: 10 * Math.exp(-2) }).t_to_target).toBeCloseTo(0.02, 12);
  });

  it('works without voltages (fractions only) and with t = 0', () => {
    const r = result(ID, { R: 1000, C: 1, t: 1, t_unit: 'ms' });
    expect(r.fraction).toBeCloseTo(1 - Math.exp(-1), 14);
    expect(r).not.toHaveProperty('V_t');
    expect(r.milestones[0]).not.toHaveProperty('V');
    const zero = result(ID, { R: 1000, C: 1, Vs: 5, t: 0 });
    expect(zero.V_t).toBe(0);
    expect(zero.I_t).toBeCloseTo(0.005, 15);
  });

  it('formats the answer, uses the formula of the question and notes an unused supply when discharging', () => {
    const env = ok(ID, { mode: 'charge', R: 10000, C: 10, C_unit: 'uF', Vs: 5, V_target: 3.3 });
    expect(env.formula?.id).toBe('rc-time-constant.time-to-voltage');
    expect(env.result_detail.formatted).toBe('τ = 0.1 s; 3.3 V after 0.107881 s');
    expect(ok(ID, { mode: 'discharge', R: 1, C: 1, V0: 5, Vs: 5 }).warnings.map((w) => w.code)).toEqual(['INPUT_IGNORED']);
    expect(ok(ID, { mode: 'discharge', R: 1, C: 1, V0: 5 }).formula?.id).toBe('rc-time-constant.discharge');
    // A starting voltage without a supply to charge towards gives no voltages, and says so.
    const noSupply = ok(ID, { mode: 'charge', R: 1, C: 1, V0: 2, t: 1 });
    expect(noSupply.warnings.map((w) => w.code)).toEqual(['INPUT_IGNORED']);
    expect(noSupply.result).not.toHaveProperty('V_t');
  });

  it.each([
    [{ R: 0, C: 1 }, 'RESISTANCE_MUST_BE_NONZERO', 'R'],
    [{ R: -5, C: 1 }, 'RESISTANCE_MUST_BE_POSITIVE', 'R'],
    [{ R: 100, C: 0 }, 'CAPACITANCE_MUST_BE_POSITIVE', 'C'],
    [{ R: 100, C: 1e-320, C_unit: 'pF' }, 'INPUT_OUT_OF_RANGE', 'C'],
    [{ R: 1e300, C: 1e300, C_unit: 'F' }, 'NON_FINITE_RESULT', 'C'],
    [{ R: 100, C: 1, Vs: 5, t: -1 }, 'TIME_MUST_NOT_BE_NEGATIVE', 't'],
    [{ R: 100, C: 1, Vs: 5, V_target: 5 }, 'TARGET_NEVER_REACHED', 'V_target'],
    [{ mode: 'discharge', R: 100, C: 1, V0: 5, V_target: 0 }, 'TARGET_NEVER_REACHED', 'V_target'],
    [{ R: 100, C: 1, Vs: 5, V_target: 6 }, 'TARGET_OUT_OF_RANGE', 'V_target'],
    [{ mode: 'discharge', R: 100, C: 1, V0: 5, V_target: -1 }, 'TARGET_OUT_OF_RANGE', 'V_target'],
    [{ R: 100, C: 1, V_target: 3 }, 'MISSING_REQUIRED_INPUT', 'Vs'],
    [{ mode: 'discharge', R: 100, C: 1, V_target: 3 }, 'MISSING_REQUIRED_INPUT', 'V0'],
    [{ C: 1 }, 'MISSING_REQUIRED_INPUT', 'R'],
    [{ mode: 'hold', R: 100, C: 1 }, 'INVALID_MODE', 'mode'],
    [{ R: 100, C: 1, t_unit: 'min' }, 'INVALID_MODE', 't_unit'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure(ID, inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });

  it('rejects τ = R·C that underflows to 0 s (1e-200 Ω × 1e-200 F = 1e-400, below the smallest double)', () => {
    expect(failure(ID, { R: 1e-200, C: 1e-200, C_unit: 'F' })).toMatchObject({ code: 'NON_FINITE_RESULT', field: 'C' });
  });

  it('a capacitor already at the supply voltage is at the target at t = 0 (V0 = Vs = V_target)', () => {
    expect(result(ID, { R: 100, C: 1, Vs: 5, V0: 5, V_target: 5 }).t_to_target).toBe(0);
  });

  it('tells a target inside from one outside the range for tiny or huge voltages (no underflow of the test)', () => {
    // τ = 1000 Ω × 10 µF = 0.01 s; 0 → 1e-199 V passes 1e-200 V after τ·ln(1e-199 / 9e-200) = 0.01·ln(10/9) s.
    expect(result(ID, { R: 1000, C: 10, V0: 0, Vs: 1e-199, V_target: 1e-200 }).t_to_target).toBeCloseTo(0.01 * Math.log(10 / 9), 14);
    expect(failure(ID, { R: 1000, C: 10, V0: 0, Vs: 1e-199, V_target: -1e-200 })).toMatchObject({ code: 'TARGET_OUT_OF_RANGE', field: 'V_target' });
    expect(failure(ID, { R: 1000, C: 10, V0: 0, Vs: 1e200, V_target: -1e-200 })).toMatchObject({ code: 'TARGET_OUT_OF_RANGE', field: 'V_target' });
  });

  it('reports the start and final voltages of the step', () => {
    expect(result(ID, { R: 100, C: 1, Vs: 5, V0: 2 })).toMatchObject({ V_start: 2, V_final: 5 });
    expect(result(ID, { mode: 'discharge', R: 100, C: 1, V0: 12 })).toMatchObject({ V_start: 12, V_final: 0 });
  });

  it('charging with both Vs and V0 uses both and warns of nothing', () => {
    expect(ok(ID, { R: 100, C: 1, Vs: 5, V0: 2 }).warnings).toEqual([]);
  });

  it('names the charging formula when charging without a target', () => {
    expect(ok(ID, { R: 100, C: 1, Vs: 5 }).formula?.id).toBe('rc-time-constant.charge');
  });
});

declaresTheCodesItReturns('rc-time-constant');
