// MOSFET loss maths shared by the conduction, switching and total-loss engines,
// checked against numerical integration and closed forms computed here.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alphaFromCurve,
  onStateRms,
  periodGuard,
  rdsAtTemperature,
  resolveRds,
  resolveSwitchingBasics,
  resolveTransitions,
  resolveWaveform,
  selfConsistentTj,
  TJ_SOLVER_MAX_STEPS,
  SWITCHING_METHOD_SYNONYMS,
  SWITCHING_METHODS,
  switchingLoss,
} from '../../../../engines/electrical/_lib/mosfet-loss.ts';

const errorOf = (o: unknown) => (o as { error?: { code: string; field?: string; detail?: string; suggestion?: string } } | null)?.error;
const codesOf = (o: unknown) => (o as { warnings: { code: string }[] }).warnings.map((w) => w.code);

/** RMS of the on-state trapezoid by brute-force sampling over one period (midpoint rule). */
function sampledRms(current: number, duty: number, ripple: number, n = 200_000): number {
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    if (t < duty) {
      const i_t = current - ripple / 2 + (ripple * t) / duty;
      sum += i_t * i_t;
    }
  }
  return Math.sqrt(sum / n);
}

describe('mosfet-loss', () => {
  it('on-state RMS matches sampling of the trapezoid', () => {
    for (const [I, D, dI] of [
      [10, 0.25, 0],
      [10, 0.4, 3],
      [2, 1, 6],
      [0, 0.5, 4],
    ]) {
      expect(onStateRms(I, D, dI)).toBeCloseTo(sampledRms(I, D, dI), 4);
    }
  });

  it('RDS(on) temperature law and α from a curve point are inverse', () => {
    expect(rdsAtTemperature(10, 25, 25, 0.5)).toBe(10);
    expect(rdsAtTemperature(10, 25, 125, 0.5)).toBeCloseTo(10 * Math.exp(100 * Math.log(1.005)), 12);
    fc.assert(
      fc.property(fc.double({ min: 1.05, max: 2.5, noNaN: true }), fc.double({ min: 50, max: 175, noNaN: true }), (ratio, tj) => {
        expect(rdsAtTemperature(1, 25, tj, alphaFromCurve(ratio, tj))).toBeCloseTo(ratio, 10);
      }),
    );
  });

  it('resolveRds: α default only when the temperature changes, warnings outside the datasheet range, errors', () => {
    const same = resolveRds({ rds_on: 5, rds_temp: 25 });
    expect(same).toMatchObject({ rdsOhm: 0.005, tj: 25, factor: 1, alphaPct: 0, warnings: [] });
    const hot = resolveRds({ rds_on: 5, rds_temp: 25, tj: 125 });
    expect(hot).toMatchObject({ alphaPct: 0.5, warnings: [{ code: 'ALPHA_ASSUMED' }] });
    expect(resolveRds({ rds_on: 5, rds_temp: 25, tj: 200, alpha_pct: 0.5 })).toMatchObject({ warnings: [{ code: 'OUTSIDE_VALIDITY_RANGE' }] });
    expect(errorOf(resolveRds({ rds_on: 0, rds_temp: 25 }))).toMatchObject({ code: 'RESISTANCE_MUST_BE_POSITIVE', field: 'rds_on' });
    expect(errorOf(resolveRds({ rds_on: 5, rds_temp: 25, alpha_pct: -100 }))).toMatchObject({ code: 'ALPHA_OUT_OF_RANGE', field: 'alpha_pct' });
    expect(errorOf(resolveRds({ rds_on: 5, rds_temp: 25, tj: -300 }))).toMatchObject({ code: 'TEMPERATURE_BELOW_ABSOLUTE_ZERO', field: 'tj' });
  });

  it('waveform: valley clamped at 0 with a note, duty in (0, 100]', () => {
    expect(resolveWaveform(10, 50, 4)).toMatchObject({ iOn: 8, iOff: 12, duty: 0.5, warnings: [] });
    expect(resolveWaveform(1, 50, 4)).toMatchObject({ iOn: 0, iOff: 3, warnings: [{ code: 'CURRENT_REVERSES' }] });
    expect(errorOf(resolveWaveform(1, 0, 0))).toMatchObject({ code: 'DUTY_CYCLE_OUT_OF_RANGE', field: 'duty_pct' });
    expect(errorOf(resolveWaveform(1, 100.1, 0))).toMatchObject({ code: 'DUTY_CYCLE_OUT_OF_RANGE' });
    expect(errorOf(resolveWaveform(-1, 50, 0))).toMatchObject({ code: 'CURRENT_MUST_BE_NONNEGATIVE', field: 'current' });
    expect(errorOf(resolveWaveform(1, 50, -1))).toMatchObject({ code: 'RIPPLE_MUST_BE_NONNEGATIVE', field: 'ripple_pp' });
  });

  it('gate-charge transitions: t = Q·R/ΔV, and the switching loss integrates the linear transitions', () => {
    const base = { vds: 12, fsw: 100, fsw_unit: 'kHz' as const };
    const t = resolveTransitions('gate-charge', { ...base, qsw: 10, rg: 2, vdrive: 10, vplateau: 4 });
    expect(t).toEqual({ tOn: (10e-9 * 2) / 6, tOff: (10e-9 * 2) / 4 });
    // Clamped inductive switching: the current ramps at full V, then V ramps at full I, each half of t → ½·V·I·t.
    const loss = switchingLoss(100, 4, 6, { tOn: 10e-9, tOff: 20e-9 }, 1e5, 100, 20, 10);
    expect(loss.eOn).toBeCloseTo(0.5 * 100 * 4 * 10e-9, 20);
    expect(loss.pSwitching).toBeCloseTo((0.5 * 100 * 4 * 10e-9 + 0.5 * 100 * 6 * 20e-9) * 1e5, 15);
    expect(loss.pCoss).toBeCloseTo(0.5 * 100e-12 * 1e4 * 1e5, 15);
    expect(loss.pGate).toBeCloseTo(20e-9 * 10 * 1e5, 15);
    expect(errorOf(resolveTransitions('gate-charge', { ...base, qsw: 10, rg: 2, vdrive: 4, vplateau: 4 }))).toMatchObject({ code: 'GATE_DRIVE_BELOW_PLATEAU', field: 'vdrive' });
    expect(errorOf(resolveTransitions('times', { ...base, t_rise: 5 }))).toMatchObject({ code: 'MISSING_REQUIRED_INPUT', field: 't_fall' });
  });

  it('self-consistent Tj solves T = Ta + Rθ·(P0 + Pc(T)) (checked by bisection) and detects runaway', () => {
    const pc = (t: number) => 2 * 1.005 ** (t - 25);
    const solved = selfConsistentTj(25, 20, 0.24, { pRef: 2, tRef: 25, alphaPct: 0.5 });
    let lo = 25;
    let hi = 500;
    for (let i = 0; i < 200; i++) {
      const mid = (lo + hi) / 2;
      if (25 + 20 * (0.24 + pc(mid)) - mid > 0) lo = mid;
      else hi = mid;
    }
    expect(solved?.tj).toBeCloseTo(lo, 7);
    expect(selfConsistentTj(40, 40, 0.48, { pRef: 16, tRef: 25, alphaPct: 0.8 })).toBeNull();
    expect(selfConsistentTj(25, 10, 1, { pRef: 0, tRef: 25, alphaPct: 0.5 })).toEqual({ tj: 35, iterations: expect.any(Number) });
  });

  it('resolveRds: the α range 0–1.5 %/°C and the Tj range −55…175 °C include their ends (the datasheet curves end there)', () => {
    const at = (alpha_pct: number, tj = 100) => codesOf(resolveRds({ rds_on: 5, rds_temp: 25, tj, alpha_pct }));
    expect(at(0)).toEqual([]);
    expect(at(1.5)).toEqual([]);
    expect(at(-0.1)).toEqual(['OUTSIDE_VALIDITY_RANGE']);
    expect(at(1.6)).toEqual(['OUTSIDE_VALIDITY_RANGE']);
    expect(at(0.5, -55)).toEqual([]);
    expect(at(0.5, 175)).toEqual([]);
    expect(at(0.5, -60)).toEqual(['OUTSIDE_VALIDITY_RANGE']);
    expect(at(0.5, 180)).toEqual(['OUTSIDE_VALIDITY_RANGE']);
  });

  it('resolveRds: the assumed-α note is informational and says what to give; a bad rds_temp names rds_temp', () => {
    const hot = resolveRds({ rds_on: 5, rds_temp: 25, tj: 125 }) as { warnings: { code: string; severity: string; suggestion?: string }[] };
    expect(hot.warnings).toEqual([
      expect.objectContaining({ code: 'ALPHA_ASSUMED', severity: 'info', suggestion: 'Give alpha_pct from the normalised RDS(on)–Tj curve of your datasheet.' }),
    ]);
    expect(errorOf(resolveRds({ rds_on: 5, rds_temp: -300 }))).toMatchObject({ code: 'TEMPERATURE_BELOW_ABSOLUTE_ZERO', field: 'rds_temp' });
  });

  it('waveform: a ripple of exactly twice the current starts at 0 A (no reversal); the reversal note is informational', () => {
    // I = 2 A, ΔI = 4 A pp: valley 2 − 4/2 = 0 A, peak 4 A; the ripple does not exceed 2·I, so no note.
    expect(resolveWaveform(2, 50, 4)).toMatchObject({ iOn: 0, iOff: 4, warnings: [] });
    const rev = resolveWaveform(1, 50, 4) as { warnings: { code: string; severity: string; suggestion?: string }[] };
    expect(rev.warnings).toEqual([
      expect.objectContaining({
        code: 'CURRENT_REVERSES',
        severity: 'info',
        suggestion: 'This is expected at light load in a synchronous converter; check that the RMS current is what you meant.',
      }),
    ]);
  });

  it('negative inputs are refused with their unit in the message', () => {
    expect(errorOf(resolveWaveform(-1, 50, 0))?.detail).toContain('current = -1 A is negative');
    expect(errorOf(resolveWaveform(1, 50, -1))?.detail).toContain('ripple_pp = -1 A is negative');
    const base = { vds: 12, fsw: 100, fsw_unit: 'kHz' as const };
    expect(errorOf(resolveTransitions('times', { ...base, t_rise: -1, t_fall: 10 }))).toMatchObject({ code: 'TIME_MUST_BE_NONNEGATIVE', field: 't_rise' });
    expect(errorOf(resolveTransitions('times', { ...base, t_rise: -1, t_fall: 10 }))?.detail).toContain('t_rise = -1 ns is negative');
    expect(errorOf(resolveSwitchingBasics({ ...base, coss: -1 }))?.detail).toContain('coss = -1 pF is negative');
    expect(errorOf(resolveSwitchingBasics({ ...base, qg: -1, vdrive: 10 }))?.detail).toContain('qg = -1 nC is negative');
    expect(resolveSwitchingBasics(base)).toBe(100_000);
  });

  it('every switching-method synonym names one of the methods', () => {
    // The engines default a blank mode to "times", so a synonym mapped to '' would silently pass there.
    for (const [synonym, method] of Object.entries(SWITCHING_METHOD_SYNONYMS)) expect(SWITCHING_METHODS, synonym).toContain(method);
    expect(['time', 'rise-fall', 'datasheet'].map((k) => SWITCHING_METHOD_SYNONYMS[k as keyof typeof SWITCHING_METHOD_SYNONYMS])).toEqual(['times', 'times', 'times']);
  });

  it('period guard: transitions that fill the whole period leave no on-time and are refused', () => {
    // 1 MHz → period 1000 ns; 500 ns + 500 ns = 1000 ns exactly (refused), 499 + 499 ns fits.
    expect(errorOf(periodGuard({ tOn: 500e-9, tOff: 500e-9 }, 1e6))).toMatchObject({
      code: 'SWITCHING_TIMES_EXCEED_PERIOD',
      field: 'fsw',
      detail: 'The transitions (1000 ns) take the whole switching period of 1000 ns or more: no time is left on or off.',
    });
    expect(periodGuard({ tOn: 499e-9, tOff: 499e-9 }, 1e6)).toBeNull();
  });

  describe('self-consistent Tj (Newton from T_A)', () => {
    /** W0(x), the principal branch of Lambert's W (w·e^w = x, w ≥ −1), by bisection: x ≥ −1/e. */
    function lambertW0(x: number): number {
      let lo = -1;
      let hi = Math.max(1, Math.log(1 + x));
      for (let i = 0; i < 200; i++) {
        const mid = (lo + hi) / 2;
        if (mid * Math.exp(mid) < x) lo = mid;
        else hi = mid;
      }
      return (lo + hi) / 2;
    }
    /**
     * The lowest root of T = Ta + Rθ·(P0 + pRef·e^(λ(T − tRef))) in closed form: with c = Ta + Rθ·P0 and
     * A = Rθ·pRef·e^(λ(c − tRef)), T − c = A·e^(λ(T − c)), so T = c − W0(−λA)/λ; none when −λA < −1/e.
     */
    function closedForm(ta: number, rth: number, p0: number, pRef: number, tRef: number, alphaPct: number): number | null {
      const lambda = Math.log(1 + alphaPct / 100);
      const c = ta + rth * p0;
      const A = rth * pRef * Math.exp(lambda * (c - tRef));
      if (lambda === 0) return c + A;
      if (-lambda * A < -1 / Math.E) return null;
      return c - lambertW0(-lambda * A) / lambda;
    }
    const cases = fc.record({
      ta: fc.double({ min: -40, max: 85, noNaN: true }),
      rth: fc.double({ min: 0.1, max: 200, noNaN: true }),
      p0: fc.double({ min: 0, max: 5, noNaN: true }),
      pRef: fc.double({ min: 0, max: 20, noNaN: true }),
      tRef: fc.constantFrom(25, 100),
      alphaPct: fc.oneof(fc.double({ min: -60, max: 3, noNaN: true }), fc.constant(0)),
    });

    it('agrees with the Lambert-W closed form, or says runaway exactly where it has no root below 1000 °C', () => {
      fc.assert(
        fc.property(cases, ({ ta, rth, p0, pRef, tRef, alphaPct }) => {
          const want = closedForm(ta, rth, p0, pRef, tRef, alphaPct);
          const got = selfConsistentTj(ta, rth, p0, { pRef, tRef, alphaPct });
          // Within a relative 1e-6 of the edge (a double root) the two sides cannot be told apart in doubles.
          const lambda = Math.log(1 + alphaPct / 100);
          const edge = Math.abs(-lambda * rth * pRef * Math.exp(lambda * (ta + rth * p0 - tRef)) * Math.E + 1) < 1e-6;
          if (edge) return;
          if (want === null || want > 1000) expect(got).toBeNull();
          else {
            expect(got).not.toBeNull();
            expect(Math.abs(got!.tj - want)).toBeLessThan(1e-9 * Math.max(1, Math.abs(want)));
            expect(got!.iterations).toBeLessThanOrEqual(TJ_SOLVER_MAX_STEPS);
          }
        }),
        { numRuns: 400, seed: 3 },
      );
    });

    it('converges in a few steps away from runaway, and within its limit at the edge of it', () => {
      // 2·1.005^(T − 25) W through 20 °C/W: about 5 steps.
      expect(selfConsistentTj(25, 20, 0.24, { pRef: 2, tRef: 25, alphaPct: 0.5 })!.iterations).toBeLessThanOrEqual(6);
      // A falling RDS(on) (α = −50 %/°C) coupled strongly: the fixed-point iteration it replaced oscillated for 100 000 steps.
      const falling = selfConsistentTj(25, 100, 0, { pRef: 10, tRef: 25, alphaPct: -50 })!;
      expect(falling.iterations).toBeLessThanOrEqual(10);
      expect(Math.abs(falling.tj - (25 + 100 * 10 * 0.5 ** (falling.tj - 25)))).toBeLessThan(1e-9);
      // Just below the edge, λ·A = (1 − 1e-9)/e: the root is nearly double, and Newton halves the error per step.
      const lambda = Math.log(1.005);
      const pRef = (1 - 1e-9) / (Math.E * lambda * 10);
      const edge = selfConsistentTj(25, 10, 0, { pRef, tRef: 25, alphaPct: 0.5 })!;
      expect(edge.iterations).toBeLessThanOrEqual(TJ_SOLVER_MAX_STEPS);
      expect(Math.abs(edge.tj - closedForm(25, 10, 0, pRef, 25, 0.5)!)).toBeLessThan(1e-2); // a double root is known to √ε
    });

    it('keeps the 1000 °C runaway limit, counts its steps and refuses NaN', () => {
      // No temperature dependence: one step reaches Ta + Rθ·(P0 + P), the second confirms it.
      expect(selfConsistentTj(25, 10, 1, { pRef: 0, tRef: 25, alphaPct: 0.5 })).toEqual({ tj: 35, iterations: 2 });
      expect(selfConsistentTj(0, 1, 0, { pRef: 1000, tRef: 25, alphaPct: 0 })).toEqual({ tj: 1000, iterations: 2 });
      expect(selfConsistentTj(0, 1, 0, { pRef: 1001, tRef: 25, alphaPct: 0 })).toBeNull();
      expect(selfConsistentTj(0, 1, 0, { pRef: Number.NaN, tRef: 25, alphaPct: 0.5 })).toBeNull();
      // The lowest root lies above 1000 °C (a weak coefficient, big losses): runaway as the engine defines it.
      expect(selfConsistentTj(25, 1, 0, { pRef: 990, tRef: 25, alphaPct: 0.001 })).toBeNull();
    });
  });
});
