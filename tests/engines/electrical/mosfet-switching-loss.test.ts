// mosfet-switching-loss: the rftools worked example, the gate-charge method from the
// NTMFS4C13N datasheet, consistency of the two methods, ripple currents, units,
// warnings and every error code.
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'mosfet-switching-loss';

describe('mosfet-switching-loss', () => {
  it('rftools worked example: ½ × 48 V × 10 A × 18 ns × 200 kHz = 0.864 W', () => {
    const a = ok(ID, { vds: 48, current: 10, fsw: 200, fsw_unit: 'kHz', t_rise: 12, t_fall: 6 });
    const r = a.result as Record<string, number>;
    expect(r.p_switching).toBeCloseTo(0.864, 14);
    expect(r.e_on_uj).toBeCloseTo(2.88, 12);
    expect(r.e_off_uj).toBeCloseTo(1.44, 12);
    expect(r.p_coss).toBe(0);
    expect(r.p_gate_drive).toBe(0);
    expect(r.p_device).toBeCloseTo(0.864, 14);
    expect(r.f_hz).toBe(200_000);
    expect(a.formula?.id).toBe('mosfet-switching-loss.times');
  });

  it('the synonyms time, rise-fall and datasheet choose the times method (rftools example, 0.864 W)', () => {
    for (const mode of ['time', 'rise-fall', 'datasheet']) {
      const a = ok(ID, { mode, vds: 48, current: 10, fsw: 200, fsw_unit: 'kHz', t_rise: 12, t_fall: 6 });
      expect(a.formula?.id).toBe('mosfet-switching-loss.times');
      expect((a.result as Record<string, number>).p_switching).toBeCloseTo(0.864, 14);
    }
  });

  it('the same loss whatever the frequency unit', () => {
    const base = { vds: 48, current: 10, t_rise: 12, t_fall: 6 };
    const khz = result(ID, { ...base, fsw: 200, fsw_unit: 'kHz' }).p_switching;
    expect(result(ID, { ...base, fsw: 0.2, fsw_unit: 'MHz' }).p_switching).toBeCloseTo(khz, 14);
    expect(result(ID, { ...base, fsw: 200000, fsw_unit: 'Hz' }).p_switching).toBeCloseTo(khz, 14);
  });

  it('gate-charge method (NTMFS4C13N: Qsw ≈ Qgd + Qgs/2 = 5.15 nC, V_GP 3.6 V, Coss 443 pF) and gate-drive power', () => {
    const a = ok(ID, { mode: 'gate-charge', vds: 12, current: 20, fsw: 500, qsw: 3.7 + 2.9 / 2, rg: 4, vdrive: 10, vplateau: 3.6, coss: 443, qg: 7.8 });
    const r = a.result as Record<string, number>;
    expect(r.t_on_ns).toBeCloseTo((5.15 * 4) / 6.4, 12);
    expect(r.t_off_ns).toBeCloseTo((5.15 * 4) / 3.6, 12);
    expect(r.p_coss).toBeCloseTo(0.5 * 443e-12 * 144 * 5e5, 15);
    expect(r.p_gate_drive).toBeCloseTo(7.8e-9 * 10 * 5e5, 15);
    expect(r.p_device).toBeCloseTo(r.p_switching + r.p_coss, 15);
    expect(a.formula?.id).toBe('mosfet-switching-loss.gate-charge');
  });

  it('gate-charge times fed to the times method give the same loss', () => {
    const gc = result(ID, { mode: 'gate-charge', vds: 30, current: 8, fsw: 300, qsw: 12, rg: 3.3, vdrive: 12, vplateau: 4.5 });
    const times = result(ID, { mode: 'times', vds: 30, current: 8, fsw: 300, t_rise: gc.t_on_ns, t_fall: gc.t_off_ns });
    expect(times.p_switching).toBeCloseTo(gc.p_switching, 14);
  });

  it('ripple: on at the valley, off at the peak; the sum equals ½VI(tr+tf)f at the centre current when tr = tf', () => {
    const r = result(ID, { vds: 24, current: 10, ripple_pp: 4, fsw: 1, fsw_unit: 'MHz', t_rise: 5, t_fall: 5 });
    expect(r).toMatchObject({ i_on: 8, i_off: 12 });
    expect(r.p_switching).toBeCloseTo(0.5 * 24 * 10 * 10e-9 * 1e6, 14);
    const zvs = ok(ID, { vds: 24, current: 1, ripple_pp: 4, fsw: 1, fsw_unit: 'MHz', t_rise: 5, t_fall: 5 });
    expect((zvs.result as { p_turn_on: number }).p_turn_on).toBe(0);
    expect(zvs.warnings.map((w) => w.code)).toEqual(['CURRENT_REVERSES']);
  });

  it('notes inputs of the other method', () => {
    expect(ok(ID, { vds: 12, current: 5, fsw: 100, t_rise: 10, t_fall: 10, qsw: 5 }).warnings.map((w) => w.code)).toEqual(['INPUT_IGNORED']);
    const ignored = (inputs: Record<string, unknown>) => ok(ID, { vds: 12, current: 5, fsw: 100, ...inputs }).warnings.filter((w) => w.code === 'INPUT_IGNORED');
    const times = { t_rise: 10, t_fall: 10 };
    const gate = { mode: 'gate-charge', qsw: 5, rg: 2, vdrive: 10, vplateau: 4 };
    for (const [field, value] of [['qsw', 5], ['rg', 2], ['vplateau', 4]] as const) {
      const w = ignored({ ...times, [field]: value });
      expect(w).toHaveLength(1);
      expect(w[0].detail).toContain(field);
    }
    // gate-charge mode: its own qsw, rg, vdrive, vplateau are used, the datasheet times are not
    expect(ignored(gate)).toEqual([]);
    for (const field of ['t_rise', 't_fall']) {
      const w = ignored({ ...gate, [field]: 10 });
      expect(w).toHaveLength(1);
      expect(w[0].detail).toContain(field);
    }
  });

  it('mode synonyms: qg, charge and gate_charge pick the gate-charge method, time and datasheet the times method', () => {
    // gate-charge: t_on = 5 nC × 2 Ω / (10 − 4) V = 1.6667 ns, t_off = 5 × 2 / 4 = 2.5 ns
    for (const mode of ['qg', 'Charge', 'gate_charge']) {
      const r = result(ID, { mode, vds: 12, current: 5, fsw: 100, qsw: 5, rg: 2, vdrive: 10, vplateau: 4 });
      expect(r.mode).toBe('gate-charge');
      expect(r.t_off_ns).toBeCloseTo(2.5, 12);
    }
    for (const mode of ['time', 'datasheet']) expect(result(ID, { mode, vds: 12, current: 5, fsw: 100, t_rise: 10, t_fall: 10 }).mode).toBe('times');
  });

  it.each([
    [{ vds: 0, current: 5, fsw: 100, t_rise: 10, t_fall: 10 }, 'VOLTAGE_MUST_BE_POSITIVE', 'vds'],
    [{ vds: 12, current: -5, fsw: 100, t_rise: 10, t_fall: 10 }, 'CURRENT_MUST_BE_NONNEGATIVE', 'current'],
    [{ vds: 12, current: 5, fsw: 0, t_rise: 10, t_fall: 10 }, 'FREQUENCY_MUST_BE_POSITIVE', 'fsw'],
    [{ vds: 12, current: 5, fsw: 100, t_fall: 10 }, 'MISSING_REQUIRED_INPUT', 't_rise'],
    [{ vds: 12, current: 5, fsw: 100, t_rise: -1, t_fall: 10 }, 'TIME_MUST_BE_NONNEGATIVE', 't_rise'],
    [{ vds: 12, current: 5, fsw: 100, fsw_unit: 'MHz', t_rise: 600, t_fall: 600 }, 'SWITCHING_TIMES_EXCEED_PERIOD', 'fsw'],
    [{ mode: 'gate-charge', vds: 12, current: 5, fsw: 100, rg: 2, vdrive: 10, vplateau: 4 }, 'MISSING_REQUIRED_INPUT', 'qsw'],
    [{ mode: 'gate-charge', vds: 12, current: 5, fsw: 100, qsw: 0, rg: 2, vdrive: 10, vplateau: 4 }, 'GATE_CHARGE_MUST_BE_POSITIVE', 'qsw'],
    [{ mode: 'gate-charge', vds: 12, current: 5, fsw: 100, qsw: 5, rg: 0, vdrive: 10, vplateau: 4 }, 'RESISTANCE_MUST_BE_POSITIVE', 'rg'],
    [{ mode: 'gate-charge', vds: 12, current: 5, fsw: 100, qsw: 5, rg: 2, vdrive: 10, vplateau: 0 }, 'VOLTAGE_MUST_BE_POSITIVE', 'vplateau'],
    [{ mode: 'gate-charge', vds: 12, current: 5, fsw: 100, qsw: 5, rg: 2, vdrive: 3, vplateau: 3.6 }, 'GATE_DRIVE_BELOW_PLATEAU', 'vdrive'],
    [{ vds: 12, current: 5, fsw: 100, t_rise: 10, t_fall: 10, qg: 10 }, 'MISSING_REQUIRED_INPUT', 'vdrive'],
    [{ vds: 12, current: 5, fsw: 100, t_rise: 10, t_fall: 10, qg: 10, vdrive: -5 }, 'VOLTAGE_MUST_BE_POSITIVE', 'vdrive'],
    [{ vds: 12, current: 5, fsw: 100, t_rise: 10, t_fall: 10, coss: -1 }, 'CAPACITANCE_MUST_BE_NONNEGATIVE', 'coss'],
    [{ vds: 12, current: 5, fsw: 100, t_rise: 10, t_fall: 10, qg: -1, vdrive: 10 }, 'GATE_CHARGE_MUST_BE_NONNEGATIVE', 'qg'],
    [{ vds: 12, current: 5, fsw: 100, fsw_unit: 'THz', t_rise: 10, t_fall: 10 }, 'INVALID_MODE', 'fsw_unit'],
    [{ vds: 12, fsw: 100, t_rise: 10, t_fall: 10 }, 'MISSING_REQUIRED_INPUT', 'current'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure(ID, inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(10);
  });
});

declaresTheCodesItReturns('mosfet-switching-loss', [
  { mode: 'gate-charge', vds: 12, current: 5, fsw: 100, qsw: 0, rg: 2, vdrive: 10, vplateau: 4 }, // GATE_CHARGE_MUST_BE_POSITIVE
  { mode: 'gate-charge', vds: 12, current: 5, fsw: 100, qsw: 5, rg: 0, vdrive: 10, vplateau: 4 }, // RESISTANCE_MUST_BE_POSITIVE (gate resistance)
]);
