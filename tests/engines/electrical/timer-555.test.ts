// timer-555: the Electronics Tutorials astable example and the TI datasheet constants,
// an independent time-stepping simulation of the 555 comparators, design round trips,
// monostable solves, warnings and every error code.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'timer-555';

/**
 * Independent check: step the capacitor voltage of the astable (charge through RA + RB
 * towards Vcc, discharge through RB towards 0) with comparators at 1/3 and 2/3 Vcc.
 * Returns the measured high time and period of the second cycle.
 */
function simulateAstable(RA: number, RB: number, C: number): { tHigh: number; period: number } {
  const vcc = 1;
  const dt = ((RA + 2 * RB) * C) / 2e5;
  let v = vcc / 3;
  let t = 0;
  let high = true;
  const edges: number[] = [];
  while (edges.length < 5) {
    // Exact update of one step of the linear RC equation keeps the stepping error tiny.
    v = high ? vcc + (v - vcc) * Math.exp(-dt / ((RA + RB) * C)) : v * Math.exp(-dt / (RB * C));
    t += dt;
    if (high && v >= (2 * vcc) / 3) {
      high = false;
      edges.push(t);
    } else if (!high && v <= vcc / 3) {
      high = true;
      edges.push(t);
    }
  }
  return { tHigh: edges[2] - edges[1], period: edges[3] - edges[1] };
}

describe('timer-555', () => {
  it('reproduces the Electronics Tutorials astable example (10 kΩ, 68 kΩ, 10 µF)', () => {
    const r = result(ID, { RA: 10000, RB: 68000, C: 10, C_unit: 'uF' });
    expect(r.t_high).toBeCloseTo(0.54, 2);
    expect(r.t_low).toBeCloseTo(0.47, 2);
    expect(r.period).toBeCloseTo(1.01, 2);
    expect(r.frequency).toBeCloseTo(0.99, 2);
    expect(r.duty_pct).toBeCloseTo(53.4, 1);
  });

  it('agrees with the TI datasheet constants 1.44 and 0.693 to their rounding', () => {
    for (const [RA, RB, C] of [[1e3, 10e3, 1e-7], [4.7e3, 47e3, 1e-8], [100e3, 1e6, 1e-6]]) {
      const r = result(ID, { RA, RB, C, C_unit: 'F' });
      expect(r.frequency / (1.44 / ((RA + 2 * RB) * C))).toBeCloseTo(1, 2);
      expect(r.t_high / (0.693 * (RA + RB) * C)).toBeCloseTo(1, 3);
      expect(r.duty_pct).toBeCloseTo((100 * (RA + RB)) / (RA + 2 * RB), 10);
    }
  });

  it('matches a time-stepping simulation of the comparator thresholds', () => {
    for (const [RA, RB, C] of [[10e3, 68e3, 10e-6], [1e3, 1e3, 1e-9], [50e3, 5e3, 2.2e-7]]) {
      const r = result(ID, { RA, RB, C, C_unit: 'F' });
      const sim = simulateAstable(RA, RB, C);
      expect(sim.period / r.period).toBeCloseTo(1, 4);
      expect(sim.tHigh / r.t_high).toBeCloseTo(1, 4);
    }
  });

  it('designs RA and RB for a frequency and duty cycle, and C for a frequency (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.1, max: 1e5, noNaN: true }), fc.double({ min: 50.5, max: 99, noNaN: true }), (f, duty) => {
        const d = result(ID, { f, duty, C: 10, C_unit: 'nF' });
        expect(d.solved_for).toBe('resistors');
        const back = result(ID, { RA: d.RA, RB: d.RB, C: 10, C_unit: 'nF' });
        expect(back.frequency / f).toBeCloseTo(1, 10);
        expect(back.duty_pct).toBeCloseTo(duty, 9);
        const c = result(ID, { RA: d.RA, RB: d.RB, f });
        expect(c.solved_for).toBe('C');
        expect(c.C / 1e-8).toBeCloseTo(1, 10);
      }),
      { numRuns: 40 },
    );
  });

  it('solves the monostable pulse, resistor and capacitor (t = ln3·RA·C ≈ 1.1·RA·C)', () => {
    const t = result(ID, { mode: 'monostable', RA: 100000, C: 10, C_unit: 'uF' });
    expect(t.t_pulse).toBeCloseTo(Math.log(3), 12);
    expect(t.t_pulse / 1.1).toBeCloseTo(1, 2);
    expect(result(ID, { mode: 'monostable', t_pulse: 500, t_unit: 'ms', C: 10, C_unit: 'uF' }).RA).toBeCloseTo(0.5 / (Math.log(3) * 1e-5), 6);
    expect(result(ID, { mode: 'monostable', t_pulse: 1, t_unit: 's', RA: 1e6 }).C).toBeCloseTo(1 / (Math.log(3) * 1e6), 15);
    expect(ok(ID, { mode: 'monostable', RA: 100000, C: 10, C_unit: 'uF', t_unit: 'ms' }).result_detail.formatted).toBe('t = 1098.61 ms');
  });

  it('warns above 20 MΩ and notes inputs that play no part', () => {
    const codes = (inputs: Record<string, unknown>) => ok(ID, inputs).warnings.map((w) => w.code);
    expect(codes({ RA: 15e6, RB: 10e6, C: 1 })).toEqual(['OUTSIDE_VALIDITY_RANGE']);
    expect(codes({ mode: 'monostable', RA: 30e6, C: 1 })).toEqual(['OUTSIDE_VALIDITY_RANGE']);
    expect(codes({ RA: 1e3, RB: 1e3, C: 1, f: 100 })).toEqual(['INPUT_IGNORED']);
    expect(codes({ RA: 1e3, RB: 1e3, f: 100, duty: 60 })).toEqual(['INPUT_IGNORED']);
    expect(codes({ RA: 1e3, RB: 1e3, C: 1, t_pulse: 5 })).toEqual(['INPUT_IGNORED']);
    expect(codes({ mode: 'monostable', RA: 1e3, RB: 1e3, C: 1 })).toEqual(['INPUT_IGNORED']);
    expect(codes({ RA: 1e3, RB: 1e3, C: 1 })).toEqual([]);
  });

  it('names the branch it solved', () => {
    expect(ok(ID, { RA: 1e3, RB: 1e3, C: 1 }).formula?.id).toBe('timer-555.astable');
    expect(ok(ID, { f: 1000, duty: 60, C: 10, C_unit: 'nF' }).formula?.id).toBe('timer-555.astable-design');
    expect(ok(ID, { f: 1000, duty: 60, C: 10, C_unit: 'nF' }).result_detail.formatted).toBe('RA = 28853.9 Ω, RB = 57707.8 Ω');
    expect(ok(ID, { RA: 1e3, RB: 1e3, f: 1, f_unit: 'kHz', C_unit: 'nF' }).result_detail.formatted).toBe('C = 480.898 nF');
    expect(ok(ID, { mode: 'monostable', RA: 1e3, C: 1 }).formula?.id).toBe('timer-555.monostable');
  });

  it('warns only above 20 MΩ: RA + RB = 20 MΩ exactly is still inside', () => {
    // The NE555 limit is "above about 20 MΩ": 10 MΩ + 10 MΩ = 20 MΩ gets no warning.
    expect(ok(ID, { RA: 10e6, RB: 10e6, C: 1 }).warnings).toEqual([]);
    expect(ok(ID, { mode: 'monostable', RA: 20e6, C: 1 }).warnings).toEqual([]);
  });

  it('notes every input the chosen branch ignores', () => {
    const codes = (inputs: Record<string, unknown>) => ok(ID, inputs).warnings.map((w) => w.code);
    // Timing from RA, RB and C: a target duty plays no part.
    expect(codes({ RA: 1e3, RB: 1e3, C: 1, duty: 60 })).toEqual(['INPUT_IGNORED']);
    // Designing RA and RB from f, duty and C: a lone RA or RB given beside them is not used.
    expect(codes({ RA: 1e3, f: 1000, duty: 60, C: 10, C_unit: 'nF' })).toEqual(['INPUT_IGNORED']);
    expect(codes({ RB: 1e3, f: 1000, duty: 60, C: 10, C_unit: 'nF' })).toEqual(['INPUT_IGNORED']);
    expect(result(ID, { RB: 1e3, f: 1000, duty: 60, C: 10, C_unit: 'nF' }).solved_for).toBe('resistors');
    // Monostable: f and duty are astable inputs.
    expect(codes({ mode: 'monostable', RA: 1e3, C: 1, f: 100 })).toEqual(['INPUT_IGNORED']);
    expect(codes({ mode: 'monostable', RA: 1e3, C: 1, duty: 60 })).toEqual(['INPUT_IGNORED']);
  });

  it('names the capacitor formula when solving C, and reads a pulse width in ms by default', () => {
    expect(ok(ID, { RA: 1e3, RB: 1e3, f: 1000 }).formula?.id).toBe('timer-555.astable-capacitor');
    // t_unit defaults to ms: 500 (ms) with 10 µF gives RA = 0.5 s / (ln 3 · 10⁻⁵ F) ≈ 45.5 kΩ.
    const r = result(ID, { mode: 'monostable', t_pulse: 500, C: 10, C_unit: 'uF' });
    expect(r.RA).toBeCloseTo(0.5 / (Math.log(3) * 1e-5), 6);
  });

  it('underflow to RA = 0 in the resistor design is not a result', () => {
    // duty 50.00000000000001 % → 2D − 1 = 2⁻⁵² ≈ 2.2e-16; ln2 · 1e300 Hz · 2e8 F ≈ 1.39e308, so
    // RA = 2.2e-16 / 1.39e308 ≈ 1.6e-324, under half the smallest subnormal (4.9e-324): 0 Ω.
    // RB = 0.5 / 1.39e308 ≈ 3.6e-309 is still above 0, so only RA = 0 tells the overflow.
    const f = failure(ID, { f: 1e300, duty: 50.00000000000001, C: 2e8, C_unit: 'F' });
    expect(f).toMatchObject({ http: 400, code: 'NON_FINITE_RESULT', field: 'C' });
  });

  it.each([
    // No resistors and no f or duty: the timing shape RA, RB, C is as close as the design; RA is named.
    [{ C: 10 }, 'RA'],
    // A duty (or f) given asks for the design shape f, duty, C: its first missing input is named.
    [{ duty: 60, C: 10 }, 'f'],
    [{ duty: 60 }, 'f'],
    [{ f: 1000, duty: 60 }, 'C'],
    // One resistor given: the timing shape RA, RB, C.
    [{ RB: 1000, C: 10 }, 'RA'],
    [{ RB: 1000, f: 1000 }, 'RA'],
  ])('astable %o → MISSING_REQUIRED_INPUT on %s', (inputs, field) => {
    expect(failure(ID, inputs)).toMatchObject({ http: 400, code: 'MISSING_REQUIRED_INPUT', field });
  });

  it.each([
    [{ f: 1000, duty: 40, C: 10 }, 'DUTY_CYCLE_OUT_OF_RANGE', 'duty'],
    [{ f: 1000, duty: 50, C: 10 }, 'DUTY_CYCLE_OUT_OF_RANGE', 'duty'],
    [{ f: 1000, duty: 100, C: 10 }, 'DUTY_CYCLE_OUT_OF_RANGE', 'duty'],
    [{ RA: 1000, C: 10 }, 'MISSING_REQUIRED_INPUT', 'RB'],
    [{ f: 1000, C: 10 }, 'MISSING_REQUIRED_INPUT', 'duty'],
    [{ RA: 1000, RB: 1000 }, 'MISSING_REQUIRED_INPUT', 'f'],
    [{ RA: 0, RB: 1000, C: 1 }, 'RESISTANCE_MUST_BE_NONZERO', 'RA'],
    [{ RA: 1000, RB: 0, C: 1 }, 'RESISTANCE_MUST_BE_NONZERO', 'RB'],
    [{ RA: -1000, RB: 1000, C: 1 }, 'RESISTANCE_MUST_BE_POSITIVE', 'RA'],
    [{ RA: 1000, RB: 1000, C: 0 }, 'CAPACITANCE_MUST_BE_POSITIVE', 'C'],
    [{ f: -5, duty: 60, C: 1 }, 'FREQUENCY_MUST_BE_POSITIVE', 'f'],
    [{ RA: 1e300, RB: 1e300, C: 1e300, C_unit: 'F' }, 'NON_FINITE_RESULT', 'C'],
    // C = 1/(ln2 · 1e10 Hz · 3e300 Ω): the denominator 2.1e310 overflows, so C would be 0 F.
    [{ RA: 1e300, RB: 1e300, f: 1e10 }, 'NON_FINITE_RESULT', 'f'],
    // t = ln3 · 1e300 Ω · 1e300 F overflows; ln3 · 1e-200 Ω · 1e-200 F = 1.1e-400 underflows to 0 s.
    [{ mode: 'monostable', RA: 1e300, C: 1e300, C_unit: 'F' }, 'NON_FINITE_RESULT', 't_pulse'],
    [{ mode: 'monostable', RA: 1e-200, C: 1e-200, C_unit: 'F' }, 'NON_FINITE_RESULT', 't_pulse'],
    [{ mode: 'monostable', RA: 1000, C: 0 }, 'CAPACITANCE_MUST_BE_POSITIVE', 'C'],
    [{ mode: 'monostable', RA: 1000, t_pulse: 0 }, 'TIME_MUST_BE_POSITIVE', 't_pulse'],
    [{ mode: 'monostable', RA: 1000, C: 1, t_pulse: 5 }, 'INVALID_INPUT', 't_pulse'],
    [{ mode: 'monostable', RA: 1000 }, 'MISSING_REQUIRED_INPUT', 'C'],
    [{ mode: 'monostable', RA: 0, C: 1 }, 'RESISTANCE_MUST_BE_NONZERO', 'RA'],
    [{ mode: 'bistable', RA: 1000, RB: 1000, C: 1 }, 'INVALID_MODE', 'mode'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure(ID, inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });
});

declaresTheCodesItReturns('timer-555');
