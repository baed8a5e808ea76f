// mosfet-total-loss: equals the conduction and switching engines added up (same maths,
// checked through their public answers), the rftools worked example, the self-consistent
// junction temperature against an independent bisection, runaway, warnings and errors.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'mosfet-total-loss';

/** Junction temperature solving T = Ta + Rθ·(P0 + I²·R25·(1 + α/100)^(T − 25)) by bisection on [Ta, hi] (one sign change there). */
function bisectTj(ta: number, rth: number, p0: number, i2r25: number, alpha: number, hi = 1000): number {
  let lo = ta;
  for (let k = 0; k < 200; k++) {
    const mid = (lo + hi) / 2;
    if (ta + rth * (p0 + i2r25 * (1 + alpha / 100) ** (mid - 25)) - mid > 0) lo = mid;
    else hi = mid;
  }
  return lo;
}

describe('mosfet-total-loss', () => {
  it('rftools worked example: 0.18 W conduction + 0.864 W switching = 1.044 W', () => {
    const a = ok(ID, { vds: 48, current: 10, duty_pct: 25, fsw: 200, rds_on: 7.2, t_rise: 12, t_fall: 6 });
    const r = a.result as Record<string, number | boolean>;
    expect(r.p_conduction).toBeCloseTo(0.18, 15);
    expect(r.p_switching).toBeCloseTo(0.864, 14);
    expect(r.p_total).toBeCloseTo(1.044, 14);
    expect(r.conduction_share_pct).toBeCloseTo((100 * 0.18) / 1.044, 12);
    expect(r.tj_solved).toBe(false);
    expect(a.result_detail.unit).toBe('W');
  });

  it('is the sum of mosfet-conduction-loss and mosfet-switching-loss for the same inputs (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.5, max: 40, noNaN: true }),
        fc.double({ min: 5, max: 95, noNaN: true }),
        fc.double({ min: 0, max: 5, noNaN: true }),
        fc.double({ min: 5, max: 400, noNaN: true }),
        fc.double({ min: 1, max: 20, noNaN: true }),
        fc.double({ min: 25, max: 150, noNaN: true }),
        (I, D, dI, V, rds, tj) => {
          const common = { current: I, ripple_pp: dI, rds_on: rds, tj, alpha_pct: 0.6 };
          const sw = { vds: V, fsw: 100, fsw_unit: 'kHz', t_rise: 8, t_fall: 12, coss: 300 };
          const total = result(ID, { ...common, ...sw, duty_pct: D });
          const cond = result('mosfet-conduction-loss', { ...common, duty_pct: D });
          const swl = result('mosfet-switching-loss', { ...sw, current: I, ripple_pp: dI });
          expect(total.p_conduction).toBeCloseTo(cond.p_conduction, 12);
          expect(total.p_switching + total.p_coss).toBeCloseTo(swl.p_device, 12);
          expect(total.p_total).toBeCloseTo(cond.p_conduction + swl.p_device, 12);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('solves the junction temperature with RDS(on) rising with it (independent bisection)', () => {
    const a = ok(ID, { vds: 12, current: 20, duty_pct: 50, fsw: 100, t_rise: 10, t_fall: 10, rds_on: 10, alpha_pct: 0.5, rth_ja: 20, ambient: 25 });
    const r = a.result as Record<string, number | boolean>;
    const tj = bisectTj(25, 20, 0.24, 0.5 * 400 * 0.01, 0.5);
    expect(r.tj_solved).toBe(true);
    expect(r.tj).toBeCloseTo(tj, 7);
    expect(r.tj as number).toBeCloseTo(25 + 20 * (r.p_total as number), 7);
    expect(a.warnings).toEqual([]);
  });

  it('solves a falling RDS(on) (α < 0) however strongly it is coupled, and quickly near runaway', () => {
    // α = −5 %/°C through 40 °C/W: the fixed-point iteration this replaced oscillated here until it left 1000 °C
    // (THERMAL_RUNAWAY, though a falling resistance always has one stable steady state).
    const falling = ok(ID, { vds: 12, current: 30, duty_pct: 100, fsw: 100, t_rise: 10, t_fall: 10, rds_on: 20, alpha_pct: -5, rth_ja: 40, ambient: 25 });
    const r = falling.result as Record<string, number>;
    expect(r.tj).toBeCloseTo(bisectTj(25, 40, r.p_switching + r.p_coss, 900 * 0.02, -5), 7);
    // Just short of runaway (16 W at 25 °C, α = 0.8 %/°C: the edge is RθJA = 2.5357530 °C/W) the lowest root is
    // nearly double: found, not THERMAL_RUNAWAY, and consistent; just past it, runaway.
    const stage = { vds: 12, current: 40, duty_pct: 100, fsw: 100, t_rise: 10, t_fall: 10, rds_on: 10, alpha_pct: 0.8, ambient: 40 };
    expect(failure(ID, { ...stage, rth_ja: 2.53576 }).code).toBe('THERMAL_RUNAWAY');
    const near = result(ID, { ...stage, rth_ja: 2.53575 });
    expect(near.tj as number).toBeCloseTo(40 + 2.53575 * (near.p_total as number), 6);
  });

  it('heats the junction with the Coss loss too: ½·Coss·V²·f joins the fixed loss in the Tj loop', () => {
    // rftools stage plus Coss 1000 pF: P_Coss = ½·1e-9 F·48²·200 kHz = 0.2304 W, P_sw 0.864 W, I_rms²·R25 = 0.18 W.
    const a = ok(ID, { vds: 48, current: 10, duty_pct: 25, fsw: 200, rds_on: 7.2, t_rise: 12, t_fall: 6, coss: 1000, alpha_pct: 0.5, rth_ja: 20, ambient: 25 });
    const r = a.result as Record<string, number | boolean>;
    const tj = bisectTj(25, 20, 0.864 + 0.2304, 0.18, 0.5);
    expect(r.p_coss).toBeCloseTo(0.2304, 14);
    expect(r.tj).toBeCloseTo(tj, 7);
    expect(r.p_total).toBeCloseTo(0.864 + 0.2304 + 0.18 * 1.005 ** (tj - 25), 9);
    // Leaving Coss out of the loop would give a junction about 20 °C/W × 0.23 W = 4.6 °C cooler.
    expect(tj - bisectTj(25, 20, 0.864, 0.18, 0.5)).toBeGreaterThan(4.5);
  });

  it('a given tj is ignored when solving, with a note; Tj above the limit is warned', () => {
    const a = ok(ID, { vds: 12, current: 20, duty_pct: 50, fsw: 100, t_rise: 10, t_fall: 10, rds_on: 10, alpha_pct: 0.5, rth_ja: 20, ambient: 25, tj: 60 });
    expect(a.warnings.map((w) => w.code)).toEqual(['INPUT_IGNORED']);
    const hot = ok(ID, { vds: 12, current: 20, duty_pct: 50, fsw: 100, t_rise: 10, t_fall: 10, rds_on: 10, alpha_pct: 0.5, rth_ja: 25, ambient: 60, tj_max: 150 });
    expect(hot.warnings.map((w) => w.code)).toContain('JUNCTION_TEMPERATURE_EXCEEDS_MAX');
    expect(ok(ID, { vds: 12, current: 5, duty_pct: 50, fsw: 100, t_rise: 10, t_fall: 10, rds_on: 10, ambient: 25 }).warnings.map((w) => w.code)).toEqual(['INPUT_IGNORED']);
  });

  it('gate-charge mode works through the same path', () => {
    const r = result(ID, { mode: 'gate-charge', vds: 12, current: 20, duty_pct: 30, fsw: 500, qsw: 5.15, rg: 4, vdrive: 10, vplateau: 3.6, rds_on: 9.1 });
    const sw = result('mosfet-switching-loss', { mode: 'gate-charge', vds: 12, current: 20, fsw: 500, qsw: 5.15, rg: 4, vdrive: 10, vplateau: 3.6 });
    expect(r.p_switching).toBeCloseTo(sw.p_switching, 14);
    expect(r.t_on_ns).toBeCloseTo(sw.t_on_ns, 14);
  });

  it('warns when the transitions outlast the on-time', () => {
    const a = ok(ID, { vds: 12, current: 5, duty_pct: 1, fsw: 1, fsw_unit: 'MHz', t_rise: 10, t_fall: 10, rds_on: 10 });
    expect(a.warnings.map((w) => w.code)).toEqual(['TRANSITIONS_EXCEED_ON_TIME']);
  });

  it('reports the gate-drive power Qg·V·f (outside the total), t_off and RDS(on)(Tj) in ns and mΩ', () => {
    // rftools stage with Qg 20 nC at 10 V: P_G = 20e-9 C · 10 V · 200e3 Hz = 0.04 W, not added to 1.044 W.
    const r = result(ID, { vds: 48, current: 10, duty_pct: 25, fsw: 200, rds_on: 7.2, t_rise: 12, t_fall: 6, qg: 20, vdrive: 10 });
    expect(r.p_gate_drive).toBeCloseTo(0.04, 15);
    expect(r.p_total).toBeCloseTo(1.044, 14);
    // The times are given in ns and reported back in ns; no tj, so RDS(on) is the 7.2 mΩ as given.
    expect(r.t_on_ns).toBeCloseTo(12, 12);
    expect(r.t_off_ns).toBeCloseTo(6, 12);
    expect(r.rds_on_tj_mohm).toBeCloseTo(7.2, 12);
  });

  it('uses the given α inside the Tj loop, and the 0.5 %/°C default when α is blank', () => {
    // I_rms²·R25 = 0.5·20²·10 mΩ = 2 W, P_sw = ½·12·20·20 ns·100 kHz = 0.24 W; T = 25 + 10·(0.24 + 2·1.01^(T − 25)).
    const a = ok(ID, { vds: 12, current: 20, duty_pct: 50, fsw: 100, t_rise: 10, t_fall: 10, rds_on: 10, alpha_pct: 1, rth_ja: 10, ambient: 25 });
    const r = a.result as Record<string, number>;
    // At 100 °C the right side is 25 + 10·(0.24 + 2·1.01^75 ≈ 4.22) ≈ 69.6 < 100: the lower root lies in [25, 100].
    const tj = bisectTj(25, 10, 0.24, 2, 1, 100);
    expect(r.tj).toBeCloseTo(tj, 7);
    expect(r.rds_on_tj_mohm).toBeCloseTo(10 * 1.01 ** (tj - 25), 9);
    // Blank α: the worked example's T = 25 + 20·(0.24 + 2·1.005^(T − 25)) = 83.2979 °C, with the assumption noted.
    const d = ok(ID, { vds: 12, current: 20, duty_pct: 50, fsw: 100, t_rise: 10, t_fall: 10, rds_on: 10, rth_ja: 20, ambient: 25 });
    expect((d.result as Record<string, number>).tj).toBeCloseTo(bisectTj(25, 20, 0.24, 2, 0.5), 7);
    expect(d.warnings.map((w) => w.code)).toEqual(['ALPHA_ASSUMED']);
  });

  it('a bad α with RθJA is ALPHA_OUT_OF_RANGE, checked before the loop (not a THERMAL_RUNAWAY)', () => {
    // α = −150 %/°C makes 1 + α/100 negative: RDS(on)(Tj) has no meaning, whatever RθJA is.
    expect(failure(ID, { vds: 12, current: 5, duty_pct: 50, fsw: 100, t_rise: 10, t_fall: 10, rds_on: 10, alpha_pct: -150, rth_ja: 20, ambient: 25 })).toMatchObject({ code: 'ALPHA_OUT_OF_RANGE', field: 'alpha_pct' });
  });

  it('the notes on unused inputs are info, and name the inputs and the reason', () => {
    const solved = ok(ID, { vds: 12, current: 20, duty_pct: 50, fsw: 100, t_rise: 10, t_fall: 10, rds_on: 10, alpha_pct: 0.5, rth_ja: 20, ambient: 25, tj: 60 });
    expect(solved.warnings).toMatchObject([{ code: 'INPUT_IGNORED', severity: 'info' }]);
    const amb = ok(ID, { vds: 12, current: 5, duty_pct: 50, fsw: 100, t_rise: 10, t_fall: 10, rds_on: 10, ambient: 25 });
    expect(amb.warnings).toMatchObject([{ code: 'INPUT_IGNORED', severity: 'info', detail: 'ambient is not used without rth_ja.' }]);
    // Gate-charge inputs in times mode, and rise/fall times in gate-charge mode (vdrive is used by both).
    const times = ok(ID, { vds: 12, current: 5, duty_pct: 50, fsw: 100, t_rise: 10, t_fall: 10, rds_on: 10, qsw: 5, rg: 2, vplateau: 3, vdrive: 10 });
    expect(times.warnings).toMatchObject([{ code: 'INPUT_IGNORED', detail: 'qsw, rg, vplateau are not used with mode "times".' }]);
    const gc = { mode: 'gate-charge', vds: 12, current: 5, duty_pct: 50, fsw: 100, qsw: 5, rg: 2, vdrive: 10, vplateau: 3, rds_on: 10 };
    expect(ok(ID, gc).warnings).toEqual([]);
    expect(ok(ID, { ...gc, t_rise: 10, t_fall: 10 }).warnings).toMatchObject([{ code: 'INPUT_IGNORED', detail: 't_rise, t_fall are not used with mode "gate-charge".' }]);
  });

  it('warns at a given Tj above tj_max, but not for the temperature RDS(on) was specified at', () => {
    const hot = ok(ID, { vds: 12, current: 5, duty_pct: 50, fsw: 100, t_rise: 10, t_fall: 10, rds_on: 10, alpha_pct: 0.5, tj: 160 });
    expect(hot.warnings).toMatchObject([{ code: 'JUNCTION_TEMPERATURE_EXCEEDS_MAX', suggestion: 'Reduce the losses or the thermal resistance.' }]);
    // rds_temp is the datasheet's reference point (here a 160 °C column), not an operating Tj the user claims.
    const ref = ok(ID, { vds: 12, current: 5, duty_pct: 50, fsw: 100, t_rise: 10, t_fall: 10, rds_on: 10, rds_temp: 160 });
    expect((ref.result as Record<string, number>).tj).toBe(160);
    expect(ref.warnings).toEqual([]);
  });

  it('transitions exactly as long as the on-time are not "longer": 10 + 10 ns = 2 % of 1 µs', () => {
    expect(ok(ID, { vds: 12, current: 5, duty_pct: 2, fsw: 1, fsw_unit: 'MHz', t_rise: 10, t_fall: 10, rds_on: 10 }).warnings).toEqual([]);
    expect(ok(ID, { vds: 12, current: 5, duty_pct: 2, fsw: 1, fsw_unit: 'MHz', t_rise: 10, t_fall: 11, rds_on: 10 }).warnings.map((w) => w.code)).toEqual(['TRANSITIONS_EXCEED_ON_TIME']);
  });

  it('zero current and no Coss: every loss is 0 and the conduction share is 0 %, not 0/0', () => {
    const r = result(ID, { vds: 12, current: 0, duty_pct: 50, fsw: 100, t_rise: 10, t_fall: 10, rds_on: 10 });
    expect(r).toMatchObject({ p_total: 0, p_conduction: 0, p_switching: 0, conduction_share_pct: 0 });
  });

  it('accepts the mode synonyms and any case', () => {
    expect(result(ID, { mode: 'qsw', vds: 12, current: 5, duty_pct: 50, fsw: 100, qsw: 5, rg: 2, vdrive: 10, vplateau: 3, rds_on: 10 }).mode).toBe('gate-charge');
    expect(result(ID, { mode: ' Rise-Fall ', vds: 12, current: 5, duty_pct: 50, fsw: 100, t_rise: 10, t_fall: 10, rds_on: 10 }).mode).toBe('times');
  });

  it.each([
    [{ vds: 12, current: 40, duty_pct: 100, fsw: 100, t_rise: 10, t_fall: 10, rds_on: 10, alpha_pct: 0.8, rth_ja: 40, ambient: 40 }, 'THERMAL_RUNAWAY', 'rth_ja'],
    [{ vds: 12, current: 5, fsw: 100, t_rise: 10, t_fall: 10, rds_on: 10 }, 'MISSING_REQUIRED_INPUT', 'duty_pct'],
    [{ vds: 12, duty_pct: 50, fsw: 100, t_rise: 10, t_fall: 10, rds_on: 10 }, 'MISSING_REQUIRED_INPUT', 'current'],
    [{ vds: 12, current: 5, duty_pct: 50, fsw: 100, t_rise: 10, t_fall: 10, rds_on: 10, rth_ja: 20 }, 'MISSING_REQUIRED_INPUT', 'ambient'],
    [{ vds: 12, current: 5, duty_pct: 50, fsw: 100, t_rise: 10, t_fall: 10, rds_on: 10, rth_ja: 0, ambient: 25 }, 'THERMAL_RESISTANCE_MUST_BE_POSITIVE', 'rth_ja'],
    [{ vds: 12, current: 5, duty_pct: 50, fsw: 100, t_rise: 10, t_fall: 10, rds_on: 10, rth_ja: 20, ambient: -300 }, 'TEMPERATURE_BELOW_ABSOLUTE_ZERO', 'ambient'],
    [{ vds: 12, current: 5, duty_pct: 50, fsw: 100, t_rise: 10, t_fall: 10, rds_on: 10, tj_max: -300 }, 'TEMPERATURE_BELOW_ABSOLUTE_ZERO', 'tj_max'],
    [{ vds: 12, current: 5, duty_pct: 120, fsw: 100, t_rise: 10, t_fall: 10, rds_on: 10 }, 'DUTY_CYCLE_OUT_OF_RANGE', 'duty_pct'],
    [{ vds: -12, current: 5, duty_pct: 50, fsw: 100, t_rise: 10, t_fall: 10, rds_on: 10 }, 'VOLTAGE_MUST_BE_POSITIVE', 'vds'],
    [{ vds: 12, current: 5, duty_pct: 50, fsw: 100, t_rise: 10, t_fall: 10, rds_on: -1 }, 'RESISTANCE_MUST_BE_POSITIVE', 'rds_on'],
    [{ vds: 12, current: 5, duty_pct: 50, fsw: 100, fsw_unit: 'MHz', t_rise: 6000, t_fall: 10, rds_on: 10 }, 'SWITCHING_TIMES_EXCEED_PERIOD', 'fsw'],
    [{ mode: 'gate-charge', vds: 12, current: 5, duty_pct: 50, fsw: 100, qsw: 5, rg: 2, vdrive: 2, vplateau: 3, rds_on: 10 }, 'GATE_DRIVE_BELOW_PLATEAU', 'vdrive'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure(ID, inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(10);
  });
});

declaresTheCodesItReturns('mosfet-total-loss', [
  // GATE_CHARGE_MUST_BE_POSITIVE: gate-charge mode with Qsw = 0
  { mode: 'gate-charge', vds: 48, current: 10, duty_pct: 25, fsw: 200, rds_on: 7.2, qsw: 0, rg: 5, vdrive: 10, vplateau: 4.5 },
  // GATE_DRIVE_BELOW_PLATEAU: a 4 V drive under a 4.5 V Miller plateau
  { mode: 'gate-charge', vds: 48, current: 10, duty_pct: 25, fsw: 200, rds_on: 7.2, qsw: 10, rg: 5, vdrive: 4, vplateau: 4.5 },
]);
