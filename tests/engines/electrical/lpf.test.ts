// lpf: the Electronics Tutorials worked example, the transfer function against mathjs
// complex circuit analysis, the −3 dB point, solving each component, units and errors.
import fc from 'fast-check';
import { abs, add, arg, complex, divide, type Complex } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';
import { registry } from '../../../engines/registry.ts';

const ID = 'lpf';

/** Voltage-divider transfer of the RC (series R, shunt C) and RL (series L, shunt R) low-pass, by mathjs. */
function lowPass(circuit: 'rc' | 'rl', R: number, X: number, f: number): { gain: number; phaseDeg: number } {
  const w = 2 * Math.PI * f;
  const H =
    circuit === 'rc'
      ? (divide(complex(1, 0), add(complex(1, 0), complex(0, w * R * X))) as Complex) // Zc/(R+Zc)
      : (divide(complex(R, 0), complex(R, w * X)) as Complex); // R/(R+jωL)
  return { gain: abs(H) as unknown as number, phaseDeg: (arg(H) * 180) / Math.PI };
}

describe('lpf', () => {
  it('gives fc ≈ 720 Hz for 4.7 kΩ and 47 nF (Electronics Tutorials, Passive Low Pass Filter, Example 1)', () => {
    const r = result(ID, { circuit: 'rc', R: 4700, C: 47, C_unit: 'nF' });
    expect(Math.round(r.fc)).toBe(720);
    expect(r.fc).toBeCloseTo(1 / (2 * Math.PI * 4700 * 47e-9), 10);
    expect(r.tau).toBeCloseTo(4700 * 47e-9, 16);
    expect(r.omega_c).toBeCloseTo(1 / (4700 * 47e-9), 8);
    expect(r.C).toBeCloseTo(47e-9, 20);
  });

  it('matches the complex voltage divider (mathjs) for RC and RL at many frequencies', () => {
    for (const [circuit, R, X, unitKey, unit, scale] of [
      ['rc', 4700, 47, 'C_unit', 'nF', 1e-9],
      ['rl', 1000, 10, 'L_unit', 'mH', 1e-3],
    ] as const) {
      for (const f of [1, 50, 700, 720.4841, 5000, 1e5, 1e7]) {
        const inputs = { circuit, R, [circuit === 'rc' ? 'C' : 'L']: X, [unitKey]: unit, f };
        const r = result(ID, inputs);
        const want = lowPass(circuit, R, X * scale, f);
        expect(r.gain).toBeCloseTo(want.gain, 12);
        expect(r.phase_deg).toBeCloseTo(want.phaseDeg, 9);
        expect(r.gain_dB).toBeCloseTo(20 * Math.log10(want.gain), 9);
      }
    }
  });

  it('is −3.01 dB and −45° at the cutoff, and rolls off at 20 dB/decade', () => {
    const fcut = result(ID, { R: 1000, C: 1, C_unit: 'uF' }).fc;
    const at = (f: number) => result(ID, { R: 1000, C: 1, C_unit: 'uF', f });
    expect(at(fcut).gain).toBeCloseTo(Math.SQRT1_2, 12);
    expect(at(fcut).phase_deg).toBeCloseTo(-45, 10);
    expect(at(fcut * 1000).gain_dB - at(fcut * 100).gain_dB).toBeCloseTo(-20, 3);
    expect(at(fcut / 1000).gain).toBeCloseTo(1, 6);
  });

  it('solves R, C or L from the cutoff and round-trips (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 1e7, noNaN: true }), fc.double({ min: 1, max: 1e6, noNaN: true }), (R, f0) => {
        const C = result(ID, { circuit: 'rc', R, fc: f0, C_unit: 'F' }).C;
        expect(result(ID, { circuit: 'rc', R, C, C_unit: 'F' }).fc).toBeCloseTo(f0, 6);
        expect(result(ID, { circuit: 'rc', C, C_unit: 'F', fc: f0 }).R / R).toBeCloseTo(1, 12);
        const L = result(ID, { circuit: 'rl', R, fc: f0, L_unit: 'H' }).L;
        expect(L).toBeCloseTo(R / (2 * Math.PI * f0), 12);
        expect(result(ID, { circuit: 'rl', L, L_unit: 'H', fc: f0 }).R / R).toBeCloseTo(1, 12);
      }),
      { numRuns: 40 },
    );
  });

  it('reads capacitance, inductance and frequency in any unit', () => {
    const base = result(ID, { R: 1000, C: 100, C_unit: 'nF' }).fc;
    expect(result(ID, { R: 1000, C: 0.1, C_unit: 'uF' }).fc).toBeCloseTo(base, 9);
    expect(result(ID, { R: 1000, C: 100000, C_unit: 'pF' }).fc).toBeCloseTo(base, 9);
    expect(result(ID, { R: 1000, C: 1e-7, C_unit: 'F' }).fc).toBeCloseTo(base, 9);
    expect(result(ID, { R: 1000, fc: base / 1000, f_unit: 'kHz', C_unit: 'nF' }).C).toBeCloseTo(1e-7, 18);
    expect(result(ID, { circuit: 'rl', R: 1000, L: 10000, L_unit: 'uH' }).fc).toBeCloseTo(result(ID, { circuit: 'rl', R: 1000, L: 10, L_unit: 'mH' }).fc, 9);
  });

  it('names the solved quantity in the formula and the formatted answer', () => {
    const env = ok(ID, { circuit: 'rc', C: 100, C_unit: 'nF', fc: 1, f_unit: 'kHz' });
    expect(env.formula).toMatchObject({ id: 'lpf.rc.R', expression: 'R = 1 / (2π·fc·C)' });
    expect(env.result_detail.formatted).toBe('R = 1591.55 Ω');
    expect(ok(ID, { circuit: 'rl', R: 100, fc: 50, L_unit: 'mH' }).result_detail.formatted).toBe('L = 318.31 mH');
    expect(ok(ID, { R: 4700, C: 47, C_unit: 'nF', f: 10, f_unit: 'kHz' }).result_detail.formatted).toBe('fc = 0.720484 kHz; -22.87 dB, -85.88° at 10 kHz');
  });

  it('notes a component the chosen circuit does not use', () => {
    expect(ok(ID, { circuit: 'rc', R: 1000, C: 10, L: 5 }).warnings.map((w) => w.code)).toEqual(['INPUT_IGNORED']);
    expect(ok(ID, { circuit: 'rl', R: 1000, L: 5, C: 10 }).warnings.map((w) => w.code)).toEqual(['INPUT_IGNORED']);
    expect(ok(ID, { circuit: 'rc', R: 1000, C: 10, L: 5 }).warnings[0].detail).toContain('by the RC circuit');
    expect(ok(ID, { circuit: 'rl', R: 1000, L: 5, C: 10 }).warnings[0].detail).toContain('by the RL circuit');
  });

  // The engine names the solved quantity when it leaves the double range; the generic
  // backstop would name the largest input instead. Each case trips exactly one check:
  it.each([
    [{ circuit: 'rl', L: 1e300, L_unit: 'H', fc: 1e300 }, 'R'], // R = 2π·fc·L = 2π·1e600 → Infinity
    [{ circuit: 'rc', C: 1e300, C_unit: 'F', fc: 1e300 }, 'R'], // R = 1/(2π·fc·C) = 1/Infinity → 0
    [{ circuit: 'rl', R: 1e300, fc: 1e-300 }, 'L'], // L = R/(2π·fc) = 1e600/2π → Infinity
    [{ circuit: 'rc', R: 1e300, fc: 1e300 }, 'C'], // C = 1/(2π·fc·R) = 1/Infinity → 0
    [{ circuit: 'rl', R: 1e300, L: 1e-300, L_unit: 'H' }, 'fc'], // fc = R/(2π·L) = 1e600/2π → Infinity
  ])('%o: the solved %s overflows or underflows → NON_FINITE_RESULT on it', (inputs, field) => {
    expect(failure(ID, inputs)).toMatchObject({ http: 400, code: 'NON_FINITE_RESULT', field, suggestion: expect.stringContaining('Check the units') });
  });

  it.each([
    [{ R: 1000 }, 'MISSING_REQUIRED_INPUT', 'C'],
    [{ circuit: 'rl', fc: 100 }, 'MISSING_REQUIRED_INPUT', 'R'],
    [{ R: 1000, C: 10, fc: 100 }, 'INVALID_INPUT', 'fc'],
    [{ R: 0, C: 10 }, 'RESISTANCE_MUST_BE_NONZERO', 'R'],
    [{ R: -10, C: 10 }, 'RESISTANCE_MUST_BE_POSITIVE', 'R'],
    [{ R: 1000, C: -1 }, 'CAPACITANCE_MUST_BE_POSITIVE', 'C'],
    [{ circuit: 'rl', R: 1000, L: 0 }, 'INDUCTANCE_MUST_BE_POSITIVE', 'L'],
    [{ R: 1000, fc: 0 }, 'FREQUENCY_MUST_BE_POSITIVE', 'fc'],
    [{ R: 1000, C: 10, f: 0 }, 'FREQUENCY_MUST_BE_POSITIVE', 'f'],
    [{ R: 1e300, C: 1e300, C_unit: 'F' }, 'NON_FINITE_RESULT', 'fc'],
    [{ circuit: 'lc', R: 1000, C: 10 }, 'INVALID_MODE', 'circuit'],
    [{ R: 1000, C: 10, C_unit: 'µF' }, 'INVALID_MODE', 'C_unit'],
    [{ R: '1k H', C: 10 }, 'UNIT_MISMATCH', 'R'],
    [{ R: '1 kiloohm', C: 10 }, 'INVALID_NUMBER', 'R'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure(ID, inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });
});

declaresTheCodesItReturns('lpf');
