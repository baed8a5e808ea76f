import { describe, expect, it } from 'vitest';
import {
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
  stripline,
  striplineRangeWarnings,
  widthForImpedance,
} from '../../../../engines/electrical/_lib/pcb-transmission-line.ts';
import { ETA0, cohnPairExact, cohnThickPair, kirschningJansen } from './line-reference.ts';

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

  it('finds a width by bisection to double precision, or reports the target unreachable', () => {
    const z = (w: number) => 100 / w;
    expect(widthForImpedance(z, 50, 0.01, 100)).toBeCloseTo(2, 14);
    expect(widthForImpedance(z, 1e5, 0.01, 100)).toBeUndefined();
    expect(widthForImpedance(z, 0.1, 0.01, 100)).toBeUndefined();
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
    expect(widthForImpedance(z, 10000, 0.01, 100)).toBeCloseTo(0.01, 12);
    expect(widthForImpedance(z, 1, 0.01, 100)).toBeCloseTo(100, 9);
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
});
