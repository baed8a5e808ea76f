// rlc-resonance: the Electronics Tutorials series and parallel worked examples, the
// impedance of the circuit evaluated with mathjs complex numbers at f0 and at the
// half-power frequencies, solving L or C, damping, units and every error code.
import fc from 'fast-check';
import { abs, complex, divide, multiply, type Complex } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'rlc-resonance';

/** |Z| of the series (R + jωL + 1/(jωC)) or parallel (R ∥ L ∥ C) circuit, by mathjs. */
function impedance(circuit: 'series' | 'parallel', R: number, L: number, C: number, f: number): Complex {
  const w = 2 * Math.PI * f;
  if (circuit === 'series') return complex(R, w * L - 1 / (w * C));
  return divide(complex(1, 0), complex(1 / R, w * C - 1 / (w * L))) as Complex;
}
const mag = (z: Complex) => abs(z) as unknown as number;

describe('rlc-resonance', () => {
  it('reproduces Electronics Tutorials Series Resonance Example 1 (30 Ω, 2 µF, 20 mH, 9 V)', () => {
    const r = result(ID, { circuit: 'series', L: 20, L_unit: 'mH', C: 2, C_unit: 'uF', R: 30, V: 9 });
    expect(Math.round(r.f0)).toBe(796);
    expect(r.I_source).toBeCloseTo(0.3, 12);
    expect(r.V_L).toBeCloseTo(30, 10);
    expect(r.V_C).toBeCloseTo(30, 10);
    expect(r.Q).toBeCloseTo(3.33, 2);
    expect(Math.round(r.bandwidth)).toBe(239);
    expect(r.damping).toBe('underdamped');
  });

  it('reproduces Electronics Tutorials Parallel Resonance Example 1 (60 Ω, 120 µF, 200 mH, 100 V)', () => {
    const r = result(ID, { circuit: 'parallel', L: 200, L_unit: 'mH', C: 120, C_unit: 'uF', R: 60, V: 100 });
    expect(r.f0).toBeCloseTo(32.5, 1);
    expect(r.Q).toBeCloseTo(1.47, 2);
    expect(r.bandwidth).toBeCloseTo(22.1, 1);
    expect(r.I_source).toBeCloseTo(1.67, 2);
    expect(r.I_L).toBeCloseTo(2.45, 2);
    expect(r.I_C).toBeCloseTo(r.I_L, 12);
  });

  it.each(['series', 'parallel'] as const)('%s: |Z| is R at f0 and R·√2^±1 at the half-power frequencies (mathjs)', (circuit) => {
    for (const [L, C, R] of [[20e-3, 2e-6, 30], [10e-6, 100e-12, 5], [1, 1e-3, 1000], [1e-3, 1e-6, 200]]) {
      const r = result(ID, { circuit, L, L_unit: 'H', C, C_unit: 'F', R });
      expect(mag(impedance(circuit, R, L, C, r.f0)) / R).toBeCloseTo(1, 9);
      const edge = circuit === 'series' ? Math.SQRT2 : Math.SQRT1_2;
      expect(mag(impedance(circuit, R, L, C, r.f_low)) / R).toBeCloseTo(edge, 9);
      expect(mag(impedance(circuit, R, L, C, r.f_high)) / R).toBeCloseTo(edge, 9);
      expect((r.f_high - r.f_low) / r.bandwidth).toBeCloseTo(1, 10);
      expect((r.f_low * r.f_high) / (r.f0 * r.f0)).toBeCloseTo(1, 12);
      expect(r.zeta).toBeCloseTo(1 / (2 * r.Q), 14);
    }
  });

  it('gives the voltage magnification of the series circuit as the coil voltage at f0 (mathjs)', () => {
    const r = result(ID, { circuit: 'series', L: 20, L_unit: 'mH', C: 2, C_unit: 'uF', R: 30, V: 9 });
    const I = divide(complex(9, 0), impedance('series', 30, 20e-3, 2e-6, r.f0)) as Complex;
    const vL = multiply(I, complex(0, 2 * Math.PI * r.f0 * 20e-3)) as Complex;
    expect(mag(vL)).toBeCloseTo(r.V_L, 9);
    const vC = divide(I, complex(0, 2 * Math.PI * r.f0 * 2e-6)) as Complex;
    expect(mag(vC)).toBeCloseTo(r.V_C, 9);
  });

  it('solves L or C for a resonance and round-trips (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-9, max: 10, noNaN: true }), fc.double({ min: 1, max: 1e9, noNaN: true }), (L, f0) => {
        const C = result(ID, { L, L_unit: 'H', f0, C_unit: 'F' }).C;
        expect(C * L * (2 * Math.PI * f0) ** 2).toBeCloseTo(1, 12);
        expect(result(ID, { L, L_unit: 'H', C, C_unit: 'F' }).f0 / f0).toBeCloseTo(1, 12);
        expect(result(ID, { C, C_unit: 'F', f0 }).L / L).toBeCloseTo(1, 12);
      }),
      { numRuns: 40 },
    );
  });

  it('classifies damping and leaves loss figures out without R', () => {
    const L = 1e-3;
    const C = 1e-6;
    const critical = 2 * Math.sqrt(L / C);
    expect(result(ID, { L: 1, C: 1, R: critical }).damping).toBe('critically damped');
    expect(result(ID, { L: 1, C: 1, R: critical * 3 }).damping).toBe('overdamped');
    expect(result(ID, { circuit: 'parallel', L: 1, C: 1, R: critical }).damping).toBe('underdamped');
    const lossless = result(ID, { L: 1, C: 1 });
    expect(lossless).not.toHaveProperty('Q');
    expect(lossless.Z_characteristic).toBeCloseTo(Math.sqrt(L / C), 12);
    expect(lossless.reactance).toBeCloseTo(Math.sqrt(L / C), 9);
    expect(lossless.period).toBeCloseTo(1 / lossless.f0, 15);
  });

  it('reads units and reports the solved value in them', () => {
    expect(result(ID, { L: 10, L_unit: 'uH', C: 100, C_unit: 'pF' }).f0).toBeCloseTo(result(ID, { L: 1e-5, L_unit: 'H', C: 1e-10, C_unit: 'F' }).f0, 6);
    expect(ok(ID, { L: 10, L_unit: 'uH', f0: 1, f_unit: 'MHz', C_unit: 'nF' }).result_detail.formatted).toBe('C = 2.53303 nF');
    expect(ok(ID, { L: 20, C: 2, R: 30 }).result_detail.formatted).toBe('f0 = 795.775 Hz, Q = 3.333');
  });

  it('names the formula of the quantity it solved for', () => {
    expect(ok(ID, { L: 20, C: 2 }).formula).toMatchObject({ id: 'rlc-resonance.f0' });
    expect(ok(ID, { C: 2, f0: 1000 }).formula).toMatchObject({ id: 'rlc-resonance.L' });
    expect(ok(ID, { L: 10, L_unit: 'uH', f0: 1, f_unit: 'MHz' }).formula).toMatchObject({ id: 'rlc-resonance.C' });
  });

  it.each([
    [{ L: 10, C: 1, f0: 1000 }, 'INVALID_INPUT', 'f0'],
    [{ L: 10 }, 'MISSING_REQUIRED_INPUT', 'C'],
    [{ L: 10, C: 1, V: 5 }, 'MISSING_REQUIRED_INPUT', 'R'],
    [{ L: 0, C: 1 }, 'INDUCTANCE_MUST_BE_POSITIVE', 'L'],
    [{ L: 1, C: -1 }, 'CAPACITANCE_MUST_BE_POSITIVE', 'C'],
    [{ L: 1, f0: 0 }, 'FREQUENCY_MUST_BE_POSITIVE', 'f0'],
    [{ L: 1, C: 1, R: 0 }, 'RESISTANCE_MUST_BE_NONZERO', 'R'],
    [{ circuit: 'parallel', L: 1, C: 1, R: 0 }, 'RESISTANCE_MUST_BE_NONZERO', 'R'],
    [{ L: 1, C: 1, R: -3 }, 'RESISTANCE_MUST_BE_POSITIVE', 'R'],
    [{ L: 1e300, L_unit: 'H', f0: 1e300 }, 'NON_FINITE_RESULT', 'C'],
    [{ circuit: 'bridge', L: 1, C: 1 }, 'INVALID_MODE', 'circuit'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure(ID, inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });
});

declaresTheCodesItReturns('rlc-resonance');
