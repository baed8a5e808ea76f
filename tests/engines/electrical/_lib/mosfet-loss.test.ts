// MOSFET loss maths shared by the conduction, switching and total-loss engines,
// checked against numerical integration and closed forms computed here.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alphaFromCurve,
  onStateRms,
  rdsAtTemperature,
  resolveRds,
  resolveTransitions,
  resolveWaveform,
  selfConsistentTj,
  switchingLoss,
} from '../../../../engines/electrical/_lib/mosfet-loss.ts';

const errorOf = (o: unknown) => (o as { error?: { code: string; field?: string } } | null)?.error;

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
    const solved = selfConsistentTj(25, 20, 0.24, pc);
    let lo = 25;
    let hi = 500;
    for (let i = 0; i < 200; i++) {
      const mid = (lo + hi) / 2;
      if (25 + 20 * (0.24 + pc(mid)) - mid > 0) lo = mid;
      else hi = mid;
    }
    expect(solved?.tj).toBeCloseTo(lo, 7);
    expect(selfConsistentTj(40, 40, 0.48, (t) => 16 * 1.008 ** (t - 25))).toBeNull();
    expect(selfConsistentTj(25, 10, 1, () => 0)).toEqual({ tj: 35, iterations: expect.any(Number) });
  });
});
