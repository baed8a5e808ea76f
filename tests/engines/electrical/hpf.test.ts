// hpf: the Electronics Tutorials worked example, the transfer function against mathjs
// complex circuit analysis, the −3 dB point, solving each component, units and errors.
import fc from 'fast-check';
import { abs, arg, complex, divide, type Complex } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'hpf';

/** Voltage-divider transfer of the RC (series C, shunt R) and RL (series R, shunt L) high-pass, by mathjs. */
function highPass(circuit: 'rc' | 'rl', R: number, X: number, f: number): { gain: number; phaseDeg: number } {
  const w = 2 * Math.PI * f;
  const H =
    circuit === 'rc'
      ? (divide(complex(0, w * R * X), complex(1, w * R * X)) as Complex) // R/(R + 1/(jωC))
      : (divide(complex(0, w * X), complex(R, w * X)) as Complex); // jωL/(R + jωL)
  return { gain: abs(H) as unknown as number, phaseDeg: (arg(H) * 180) / Math.PI };
}

describe('hpf', () => {
  it('gives fc ≈ 8.09 kHz for 82 pF and 240 kΩ (Electronics Tutorials, Passive High Pass Filter, Example 1)', () => {
    const r = result(ID, { circuit: 'rc', R: 240000, C: 82, C_unit: 'pF' });
    expect(r.fc / 1000).toBeCloseTo(8.09, 2);
    expect(r.fc).toBeCloseTo(1 / (2 * Math.PI * 240e3 * 82e-12), 9);
  });

  it('matches the complex voltage divider (mathjs) for RC and RL at many frequencies', () => {
    for (const [circuit, R, X, unitKey, unit, scale] of [
      ['rc', 240000, 82, 'C_unit', 'pF', 1e-12],
      ['rl', 1000, 10, 'L_unit', 'mH', 1e-3],
    ] as const) {
      for (const f of [1, 100, 8000, 8087.14, 16000, 1e6, 1e8]) {
        const r = result(ID, { circuit, R, [circuit === 'rc' ? 'C' : 'L']: X, [unitKey]: unit, f });
        const want = highPass(circuit, R, X * scale, f);
        expect(r.gain).toBeCloseTo(want.gain, 12);
        expect(r.phase_deg).toBeCloseTo(want.phaseDeg, 9);
        expect(r.gain_dB).toBeCloseTo(20 * Math.log10(want.gain), 9);
      }
    }
  });

  it('is −3.01 dB and +45° at the cutoff, and falls 20 dB/decade below it', () => {
    const fcut = result(ID, { R: 10000, C: 1, C_unit: 'uF' }).fc;
    const at = (f: number) => result(ID, { R: 10000, C: 1, C_unit: 'uF', f });
    expect(at(fcut).gain).toBeCloseTo(Math.SQRT1_2, 12);
    expect(at(fcut).phase_deg).toBeCloseTo(45, 10);
    expect(at(fcut / 1000).gain_dB - at(fcut / 100).gain_dB).toBeCloseTo(-20, 3);
    expect(at(fcut * 1000).gain).toBeCloseTo(1, 6);
    expect(at(fcut * 1e6).phase_deg).toBeCloseTo((180 / Math.PI) * 1e-6, 12);
  });

  it('solves the coupling capacitor and the resistor and round-trips (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 1e7, noNaN: true }), fc.double({ min: 0.1, max: 1e6, noNaN: true }), (R, f0) => {
        const C = result(ID, { circuit: 'rc', R, fc: f0, C_unit: 'F' }).C;
        expect(C).toBeCloseTo(1 / (2 * Math.PI * f0 * R), 15);
        expect(result(ID, { circuit: 'rc', R, C, C_unit: 'F' }).fc / f0).toBeCloseTo(1, 12);
        const L = result(ID, { circuit: 'rl', R, fc: f0, L_unit: 'H' }).L;
        expect(result(ID, { circuit: 'rl', R, L, L_unit: 'H' }).fc / f0).toBeCloseTo(1, 12);
      }),
      { numRuns: 40 },
    );
  });

  it('reports the solved capacitor in the chosen unit', () => {
    const env = ok(ID, { circuit: 'rc', R: 10000, fc: 20, C_unit: 'uF' });
    expect(env.result_detail.formatted).toBe('C = 0.795775 µF');
    expect(env.formula?.id).toBe('hpf.rc.C');
    expect(ok(ID, { circuit: 'rl', R: 1000, L: 10, L_unit: 'mH', f_unit: 'kHz' }).result_detail.formatted).toBe('fc = 15.9155 kHz');
  });

  it.each([
    [{ C: 10 }, 'MISSING_REQUIRED_INPUT', 'R'],
    [{ circuit: 'rl', R: 1000, L: 1, fc: 100 }, 'INVALID_INPUT', 'fc'],
    [{ R: 0, fc: 10 }, 'RESISTANCE_MUST_BE_NONZERO', 'R'],
    [{ R: -1, fc: 10 }, 'RESISTANCE_MUST_BE_POSITIVE', 'R'],
    [{ R: 1000, C: 0 }, 'CAPACITANCE_MUST_BE_POSITIVE', 'C'],
    [{ circuit: 'rl', L: -2, fc: 10 }, 'INDUCTANCE_MUST_BE_POSITIVE', 'L'],
    [{ C: 10, fc: -5 }, 'FREQUENCY_MUST_BE_POSITIVE', 'fc'],
    [{ R: 100, C: 10, f: -1 }, 'FREQUENCY_MUST_BE_POSITIVE', 'f'],
    [{ circuit: 'rl', R: 1e-300, L: 1e300, L_unit: 'H' }, 'NON_FINITE_RESULT', 'fc'],
    [{ circuit: 'band', R: 1000, C: 10 }, 'INVALID_MODE', 'circuit'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure(ID, inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });
});

declaresTheCodesItReturns('hpf');
