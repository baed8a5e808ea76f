import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as fast from '../../../../engines/core/fast-math.ts';
import {
  WIDTH_SOLVER_MAX_STEPS,
  coupledMicrostrip,
  coupledMicrostripRangeWarnings,
  coupledStripline,
  coupledStriplineRangeWarnings,
  hjAirImpedance,
  hjEffectivePermittivity,
  ipc2141Microstrip,
  ipc2141Stripline,
  lineParameters,
  microstrip,
  microstripRangeWarnings,
  microstripWidthGuess,
  stripline,
  striplineRangeWarnings,
  striplineWidthGuess,
  widthForImpedance,
} from '../../../../engines/electrical/_lib/pcb-transmission-line.ts';
import { ETA0, cohnPairExact, cohnThickPair, hjDeltaUr, hjEps, hjZ01, kirschningJansen, wheelerStripline } from './line-reference.ts';

/** Relative difference, for comparing with the independent reference maths. */
const rel = (x: number, ref: number) => Math.abs(x / ref - 1);
const codes = (ws: { code: string }[]) => ws.map((w) => w.code);

describe('pcb-transmission-line', () => {
  it('has the H&J limits: εeff = 1 in air, → εr for very wide strips, rising with width between (εr+1)/2 and εr', () => {
    expect(hjEffectivePermittivity(1, 1)).toBe(1);
    expect(hjEffectivePermittivity(1e6, 4)).toBeCloseTo(4, 2);
    let last = 2.5;
    for (const u of [0.01, 0.1, 1, 10, 100]) {
      const e = hjEffectivePermittivity(u, 4);
      expect(e).toBeGreaterThan(last);
      expect(e).toBeLessThan(4);
      last = e;
    }
    // Wide air strips follow Wheeler's wide-strip form η0/(u + 1.393 + 0.667·ln(u + 1.444)) (Pozar eq. 3.196).
    for (const u of [10, 100, 1000]) expect(hjAirImpedance(u) / (376.730313668 / (u + 1.393 + 0.667 * Math.log(u + 1.444)))).toBeCloseTo(1, 2);
  });

  it('reduces to the zero-thickness model at t = 0 and lowers Z0 with thickness', () => {
    expect(microstrip(1, 1, 0, 4).z0).toBe(hjAirImpedance(1) / Math.sqrt(hjEffectivePermittivity(1, 4)));
    expect(microstrip(1, 1, 0.05, 4).z0).toBeLessThan(microstrip(1, 1, 0, 4).z0);
    expect(stripline(1, 2, 0.05, 4).z0).toBeLessThan(stripline(1, 2, 0, 4).z0);
    expect(stripline(1, 2, 0, 4).epsEff).toBe(4);
  });

  it('finds a width to a relative 1e-13, or reports the target unreachable with the impedances of the range', () => {
    const z = (w: number) => 100 / w;
    const found = widthForImpedance(z, 50, 0.01, 100);
    expect(found.ok && Math.abs(found.w / 2 - 1)).toBeLessThan(1e-12);
    expect(widthForImpedance(z, 1e5, 0.01, 100)).toEqual({ ok: false, zMin: 1, zMax: 10000 });
    expect(widthForImpedance(z, 0.1, 0.01, 100)).toEqual({ ok: false, zMin: 1, zMax: 10000 });
  });

  it('gives IPC-2141 values only inside their ranges', () => {
    expect(ipc2141Microstrip(1, 1, 0, 4)).toBeCloseTo((87 / Math.sqrt(5.41)) * Math.log(5.98 / 0.8), 12);
    expect(ipc2141Microstrip(3, 1, 0, 4)).toBeUndefined();
    expect(ipc2141Microstrip(1, 1, 0, 20)).toBeUndefined();
    expect(ipc2141Stripline(0.2, 1, 0.02, 4)).toBeCloseTo(30 * Math.log(4 / (0.67 * Math.PI * 0.18)), 12);
    expect(ipc2141Stripline(0.5, 1, 0, 4)).toBeUndefined();
  });

  it('keeps coupled lines symmetric and decoupled at large gaps', () => {
    const m = coupledMicrostrip(1, 1000, 1, 0, 4.4);
    expect(m.zEven / m.zOdd).toBeCloseTo(1, 6);
    const s = coupledStripline(1, 1000, 2, 0, 4.4);
    expect(s.zEven).toBeCloseTo(s.zOdd, 9);
    const close = coupledStripline(0.3, 0.05, 1, 0, 4);
    expect(close.zEven).toBeGreaterThan(close.zOdd);
  });

  it('derives per-length L and C from Z0 and εeff', () => {
    const p = lineParameters(50, 4);
    expect(p.velocity_factor).toBe(0.5);
    expect(p.delay_ps_per_mm).toBeCloseTo(2e9 / 299792458, 12);
    expect(p.L_nH_per_mm / p.C_pF_per_mm).toBeCloseTo(2500 / 1e3, 12);
  });

  it('takes a target equal to z at either end of the range as reachable', () => {
    // z(0.01) = 10 000 and z(100) = 1 exactly: the targets lie on the range, not outside it.
    const z = (w: number) => 100 / w;
    expect(widthForImpedance(z, 10000, 0.01, 100)).toEqual({ ok: true, w: 0.01, steps: 0 });
    expect(widthForImpedance(z, 1, 0.01, 100)).toEqual({ ok: true, w: 100, steps: 0 });
  });

  it('states the model ranges with their limits included', () => {
    // H&J: 0.01 ≤ w/h ≤ 100, εr ≤ 128; Wheeler: w/(b − t) ≤ 10; Kirschning–Jansen: 0.1 ≤ u, g ≤ 10, εr ≤ 18.
    expect(microstripRangeWarnings(0.01, 4)).toEqual([]);
    expect(microstripRangeWarnings(100, 4)).toEqual([]);
    expect(microstripRangeWarnings(1, 128)).toEqual([]);
    expect(striplineRangeWarnings(10, 1, 0)).toEqual([]);
    expect(codes(striplineRangeWarnings(10.5, 1, 0))).toEqual(['OUTSIDE_VALIDITY_RANGE']);
    for (const [u, g] of [[0.1, 1], [10, 1], [1, 0.1], [1, 10]]) expect(coupledMicrostripRangeWarnings(u, g, 4)).toEqual([]);
    expect(coupledMicrostripRangeWarnings(1, 1, 18)).toEqual([]);
    expect(coupledMicrostripRangeWarnings(10.5, 1, 4)[0].detail).toMatch(/^w\/h = 10.5 is outside 0.1–10/);
    expect(coupledMicrostripRangeWarnings(1, 10.5, 4)[0].detail).toMatch(/^s\/h = 10.5 is outside 0.1–10/);
  });

  it('gives IPC-2141 values only strictly inside their ranges', () => {
    // Microstrip 0.1 < w/h < 2, 1 < εr < 15: every bound itself is outside.
    for (const [w, er] of [[0.1, 4], [2, 4], [1, 1], [1, 15]]) expect(ipc2141Microstrip(w, 1, 0, er)).toBeUndefined();
    // Stripline w/(b − t) < 0.35 and t/b < 0.25.
    expect(ipc2141Stripline(0.35, 1, 0, 4)).toBeUndefined(); // w/(b − t) = 0.35
    expect(ipc2141Stripline(0.3, 1, 0.2, 4)).toBeUndefined(); // w/(b − t) = 0.375 (w/(b + t) would be 0.25)
    expect(ipc2141Stripline(0.1, 1, 0.25, 4)).toBeUndefined(); // t/b = 0.25
    expect(ipc2141Stripline(0.05, 0.5, 0.2, 4)).toBeUndefined(); // t/b = 0.4 (t·b would be 0.1)
  });

  it('warns on Cohn\'s thickness correction only outside w/(b − t) ≥ 0.35, t/b ≤ 0.1, s ≥ 5t, and not at all for t = 0', () => {
    expect(coupledStriplineRangeWarnings(0.1, 1, 1, 0)).toEqual([]);
    // w/(b − t) = (21/64)/(15/16) = 0.35 exactly.
    expect(coupledStriplineRangeWarnings(0.328125, 1, 1, 0.0625)).toEqual([]);
    // t/b = 0.1 and s = 5t = 0.5 exactly; w/(b − t) = 0.33/0.9 > 0.35 (w/(b + t) would be 0.3).
    expect(coupledStriplineRangeWarnings(0.33, 0.5, 1, 0.1)).toEqual([]);
    const all = coupledStriplineRangeWarnings(0.1, 0.3, 1, 0.2);
    expect(codes(all)).toEqual(['OUTSIDE_VALIDITY_RANGE', 'OUTSIDE_VALIDITY_RANGE', 'OUTSIDE_VALIDITY_RANGE']);
    expect(all.map((w) => w.detail.split(' ')[0])).toEqual(['w/(b', 't/b', 'Spacing']);
  });

  it('matches the Kirschning–Jansen equations for a coupled microstrip, with Jansen\'s thickness widths', () => {
    // u ≠ 1 so that the exponents Q3, Q6, Q9 matter; g = 0.1 (Q7, Q8) and g = 8 (the g/3.4 and g/5.8 terms);
    // h ≠ 1 with copper, so that Δt = 2t·h/(εr·s) is not mistaken for 2t/(εr·s·h).
    for (const [w, s, h, t, er] of [[3, 0.1, 1, 0, 4], [3, 8, 1, 0, 4], [0.5, 0.1, 1, 0, 10], [0.3, 0.2, 0.2, 0.035, 4.3], [0.15, 0.4, 0.1, 0.018, 3.5]]) {
      const m = coupledMicrostrip(w, s, h, t, er);
      const ref = kirschningJansen(w, s, h, t, er);
      for (const k of ['zEven', 'zOdd', 'epsEven', 'epsOdd'] as const) expect(rel(m[k], ref[k]), `${k} at ${[w, s, h, t, er]}`).toBeLessThan(1e-12);
    }
  });

  it('matches Cohn\'s thickness correction of a coupled stripline', () => {
    // b ≠ 1 so that t/b is not mistaken for t·b.
    for (const [w, s, b, t, er] of [[0.3, 0.2, 1, 0.05, 4], [0.5, 0.3, 1.6, 0.035, 3.7]]) {
      const thin = coupledStripline(w, s, b, 0, er);
      const thick = coupledStripline(w, s, b, t, er);
      const ref = cohnThickPair(thin.zEven, thin.zOdd, w, b, t, er);
      expect(rel(thick.zEven, ref.zEven)).toBeLessThan(1e-12);
      expect(rel(thick.zOdd, ref.zOdd)).toBeLessThan(1e-12);
    }
  });

  it('keeps Cohn\'s coupled stripline exact for strips much wider than the plane spacing', () => {
    // Beyond w ≈ 12b, tanh(πw/2b) rounds to 1 in doubles; 1 − k² must not be formed by cancellation
    // (it gave k′ = 0 and Zeven = Zodd = 2.6e-18 Ω).
    for (const w of [0.3, 11, 13, 20, 100]) {
      const p = coupledStripline(w, 0.5, 1, 0, 4);
      const ref = cohnPairExact(w, 0.5, 1, 4);
      expect(rel(p.zEven, ref.even), `w = ${w}b`).toBeLessThan(1e-12);
      expect(rel(p.zOdd, ref.odd)).toBeLessThan(1e-12);
    }
    // w = 1000b, where k′ ≈ 2e^(−πw/2b) underflows: an isolated wide strip has C/ε = 4w/b + (8/π)·ln 2
    // (parallel plates plus Cohn's four thin-edge fringing capacitances), so Z = η0/(√εr·C/ε); a gap of
    // 20b leaves the pair uncoupled to double precision.
    const wide = coupledStripline(1000, 20, 1, 0, 4);
    const z = ETA0 / (2 * (4000 + (8 / Math.PI) * Math.LN2));
    expect(rel(wide.zEven, z)).toBeLessThan(1e-12);
    expect(rel(wide.zOdd, z)).toBeLessThan(1e-12);
  });

  describe('width solver', () => {
    /** The reference solver (the engines' until 2026): bisection on ln w to the last bit. */
    function bisect(z: (w: number) => number, target: number, lo: number, hi: number): number {
      let a = Math.log(lo);
      let b = Math.log(hi);
      for (;;) {
        const mid = (a + b) / 2;
        if (mid === a || mid === b) return Math.exp(mid);
        if (z(Math.exp(mid)) > target) a = mid;
        else b = mid;
      }
    }
    const stack = fc.record({
      h: fc.double({ min: 1e-5, max: 1e-1, noNaN: true }),
      tn: fc.oneof(fc.constant(0), fc.double({ min: 1e-3, max: 0.5, noNaN: true })),
      er: fc.double({ min: 1, max: 20, noNaN: true }),
      // ln w/h across the range: the target is z at that width, so it is always reachable.
      v: fc.double({ min: -6.5, max: 6.5, noNaN: true }),
    });

    const microstripSolve = (h: number, t: number, er: number, target: number) =>
      widthForImpedance((w) => microstrip(w, h, t, er, fast).z0, target, h * 1e-3, h * 1e3, microstripWidthGuess(target, h, er));
    const striplineSolve = (h: number, t: number, er: number, target: number) =>
      widthForImpedance((w) => stripline(w, 2 * h + t, t, er, fast).z0, target, h * 1e-3, h * 1e3, striplineWidthGuess(target, 2 * h + t, er));

    /** Z0 of the independent reference maths (line-reference.ts, in Math.*). */
    const referenceMicrostrip = (w: number, h: number, t: number, er: number) => {
      const ur = w / h + (t > 0 ? hjDeltaUr(w / h, t / h, er) : 0);
      return hjZ01(ur) / Math.sqrt(hjEps(ur, er));
    };

    it('finds the width bisection finds on the independent reference model, to 1e-11 (random stack-ups)', () => {
      fc.assert(
        fc.property(stack, ({ h, tn, er, v }) => {
          const t = tn * h;
          const ms = referenceMicrostrip(h * Math.exp(v), h, t, er);
          const found = microstripSolve(h, t, er, ms);
          const reference = bisect((w) => referenceMicrostrip(w, h, t, er), ms, h * 1e-3, h * 1e3);
          expect(found.ok && Math.abs(found.w / reference - 1)).toBeLessThan(1e-11);
          const sl = wheelerStripline(h * Math.exp(v), 2 * h + t, t, er);
          const foundSl = striplineSolve(h, t, er, sl);
          const referenceSl = bisect((w) => wheelerStripline(w, 2 * h + t, t, er), sl, h * 1e-3, h * 1e3);
          expect(foundSl.ok && Math.abs(foundSl.w / referenceSl - 1)).toBeLessThan(1e-11);
        }),
        { numRuns: 100, seed: 1 },
      );
    });

    it('reports the det-math model at the width found: Z0 equals the target to 1e-12', () => {
      for (const [h, t, er, z0] of [[2e-4, 35e-6, 4.3, 50], [0.1, 0, 1, 200], [1.27e-3, 0, 2.2, 50], [1e-5, 1e-6, 12, 20]]) {
        const found = microstripSolve(h, t, er, z0);
        expect(found.ok && Math.abs(microstrip(found.w, h, t, er).z0 / z0 - 1)).toBeLessThan(1e-12);
      }
    });

    it('converges in a few steps from the closed-form guess (400 random stack-ups)', () => {
      let [mostMs, mostSl] = [0, 0];
      fc.assert(
        fc.property(stack, ({ h, tn, er, v }) => {
          const t = tn * h;
          const ms = microstripSolve(h, t, er, microstrip(h * Math.exp(v), h, t, er, fast).z0);
          const sl = striplineSolve(h, t, er, stripline(h * Math.exp(v), 2 * h + t, t, er, fast).z0);
          mostMs = Math.max(mostMs, ms.ok ? ms.steps : Infinity);
          mostSl = Math.max(mostSl, sl.ok ? sl.steps : Infinity);
        }),
        { numRuns: 400, seed: 2 },
      );
      expect(mostMs).toBeLessThanOrEqual(10);
      // Narrow strips much thinner than the copper take longest: Wheeler's width correction flattens Z0 there.
      expect(mostSl).toBeLessThanOrEqual(20);
    });

    it('starts from synthesis formulas within a few % of the models (Pozar Example 3.7: 50 Ω on εr 2.2 is w/h = 3.081)', () => {
      expect(microstripWidthGuess(50, 1, 2.2)).toBeCloseTo(3.081, 2);
      for (const [z0, er] of [[30, 4.3], [50, 4.3], [75, 3.66], [100, 2.2], [150, 4.3]]) {
        const u = microstripWidthGuess(z0, 1, er);
        expect(Math.abs(microstrip(u, 1, 0, er).z0 / z0 - 1), `${z0} Ω, εr ${er}`).toBeLessThan(0.03);
        const x = striplineWidthGuess(z0, 1, er);
        if (x > 0) expect(Math.abs(stripline(x, 1, 0, er).z0 / z0 - 1), `stripline ${z0} Ω, εr ${er}`).toBeLessThan(0.03);
      }
    });

    it('ends within its step limit however poor the guess or the function', () => {
      // A guess at the far end, no guess, a guess outside the range, and a function flat over most of the range.
      const z = (w: number) => 100 / w;
      for (const guess of [0.0100001, 99.99, undefined, 1e9, Number.NaN]) {
        const found = widthForImpedance(z, 3, 0.01, 100, guess);
        expect(found.ok && found.steps <= 12 && Math.abs(found.w / (100 / 3) - 1) < 1e-12, `guess ${guess}`).toBe(true);
      }
      const cliff = (w: number) => (w < 1 ? 1000 - w : 1 / w);
      const found = widthForImpedance(cliff, 500, 0.01, 100);
      expect(found.ok && found.steps).toBeLessThanOrEqual(WIDTH_SOLVER_MAX_STEPS);
      expect(found.ok && Math.abs(found.w - 1)).toBeLessThan(1e-12);
    });
  });
});
