// mosfet-total-loss: equals the conduction and switching engines added up (same maths,
// checked through their public answers), the rftools worked example, the self-consistent
// junction temperature against an independent bisection, runaway, warnings and errors.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'mosfet-total-loss';

/** Junction temperature solving T = Ta + Rθ·(P0 + I²·R25·(1 + α/100)^(T − 25)) by bisection. */
function bisectTj(ta: number, rth: number, p0: number, i2r25: number, alpha: number): number {
  let lo = ta;
  let hi = 1000;
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
