// attenuator: the closed-form pad equations evaluated here, published pad values (50 Ω tables, the
// Microwave Software T/Pi manual's 3 dB T pad and its 10/10/150 Ω check, Maxim tutorial 972's
// 75/50 Ω minimum-loss pad), and the performance of rounded values checked by an independent
// two-port (ABCD and Y-parameter) analysis instead of the engine's nodal one.
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'attenuator';
type M = [number, number, number, number]; // A, B, C, D
const mul = (x: M, y: M): M => [x[0] * y[0] + x[1] * y[2], x[0] * y[1] + x[1] * y[3], x[2] * y[0] + x[3] * y[2], x[2] * y[1] + x[3] * y[3]];
const series = (R: number): M => [1, R, 0, 1];
const shunt = (R: number): M => [1, 0, 1 / R, 1];
/** Transducer loss in dB, input impedance and VSWR of a two-port between Zs and ZL (Pozar, Microwave Engineering, Table 4.2). */
function twoPort([A, B, C, D]: M, Zs: number, ZL: number) {
  const loss = 20 * Math.log10(Math.abs(A * ZL + B + C * Zs * ZL + D * Zs) / (2 * Math.sqrt(Zs * ZL)));
  const Zin = (A * ZL + B) / (C * ZL + D);
  const g = Math.abs((Zin - Zs) / (Zin + Zs));
  return { loss, Zin, vswr: (1 + g) / (1 - g) };
}
/** ABCD of a T in parallel with a bridge resistor: the Y-parameters of parallel two-ports add. */
function bridgedT(Ra: number, Rs: number, Rb: number): M {
  const [A, B, C, D] = mul(mul(series(Ra), shunt(Rs)), series(Ra));
  const y11 = D / B + 1 / Rb;
  const y12 = -1 / B - 1 / Rb;
  const y22 = A / B + 1 / Rb;
  return [-y22 / y12, -1 / y12, -(y11 * y22 - y12 * y12) / y12, -y11 / y12];
}
const K = (dB: number) => 10 ** (dB / 20);

describe('attenuator', () => {
  it.each([1, 3, 6, 10, 20, 40])('%d dB Pi and T pads in 50 Ω: the closed forms, matched both ways', (dB) => {
    const k = K(dB);
    const pi = result(ID, { topology: 'pi', Z0: 50, attenuation_dB: dB, series: 'E192' });
    expect(pi.R_shunt_exact).toBeCloseTo((50 * (k + 1)) / (k - 1), 9);
    expect(pi.R_series_exact).toBeCloseTo((50 * (k * k - 1)) / (2 * k), 9);
    const t = result(ID, { topology: 't', Z0: 50, attenuation_dB: dB });
    expect(t.R_series_exact).toBeCloseTo((50 * (k - 1)) / (k + 1), 9);
    expect(t.R_shunt_exact).toBeCloseTo((100 * k) / (k * k - 1), 9);
    // The exact values, checked through mode analyze: A dB and Zin = Z0.
    const back = result(ID, { mode: 'analyze', topology: 'pi', Z0: 50, R_series: pi.R_series_exact, R_shunt: pi.R_shunt_exact });
    expect(back.attenuation_dB).toBeCloseTo(dB, 9);
    expect(back.Zin).toBeCloseTo(50, 9);
  });

  it('50 Ω 10 dB Pi: 96.25 Ω and 71.15 Ω (published tables), E24 100 Ω and 68 Ω, and what those give', () => {
    const r = result(ID, { topology: 'pi', Z0: 50, attenuation_dB: 10 });
    expect(r.R_shunt_exact).toBeCloseTo(96.25, 2);
    expect(r.R_series_exact).toBeCloseTo(71.15, 2);
    expect([r.R_shunt, r.R_series]).toEqual([100, 68]);
    const want = twoPort(mul(mul(shunt(100), series(68)), shunt(100)), 50, 50);
    expect(r.attenuation_dB).toBeCloseTo(want.loss, 10);
    expect(r.Zin).toBeCloseTo(want.Zin, 10);
    expect(r.Zout).toBeCloseTo(want.Zin, 10);
    expect(r.vswr_in).toBeCloseTo(want.vswr, 10);
    expect(r.return_loss_in_dB).toBeCloseTo(-20 * Math.log10((want.vswr - 1) / (want.vswr + 1)), 9);
  });

  it('Microwave Software T/Pi manual: 3 dB T in 50 Ω is 8.550 Ω and 141.926 Ω; built with 10, 10, 150 Ω it is 3.17 dB with VSWR 1.057', () => {
    const r = result(ID, { topology: 't', Z0: 50, attenuation_dB: 3 });
    expect(r.R_series_exact).toBeCloseTo(8.55, 3);
    expect(r.R_shunt_exact).toBeCloseTo(141.926, 3);
    const built = result(ID, { mode: 'analyze', topology: 't', Z0: 50, R_series: 10, R_shunt: 150 });
    expect(built.attenuation_dB).toBeCloseTo(3.17, 2);
    expect(built.vswr_in).toBeCloseTo(1.057, 3);
    const want = twoPort(mul(mul(series(10), shunt(150)), series(10)), 50, 50);
    expect(built.attenuation_dB).toBeCloseTo(want.loss, 10);
    expect(built.Zin).toBeCloseTo(want.Zin, 10);
  });

  it('bridged-T: arms Z0, bridge Z0(K−1), shunt Z0/(K−1); rounded values checked by the Y-parameter sum', () => {
    const k = K(10);
    const r = result(ID, { topology: 'bridged-t', Z0: 50, attenuation_dB: 10 });
    expect(r.R_bridge_exact).toBeCloseTo(50 * (k - 1), 9);
    expect(r.R_shunt_exact).toBeCloseTo(50 / (k - 1), 9);
    expect([r.R_series, r.R_bridge, r.R_shunt]).toEqual([51, 110, 24]);
    const want = twoPort(bridgedT(51, 24, 110), 50, 50);
    expect(r.attenuation_dB).toBeCloseTo(want.loss, 10);
    expect(r.Zin).toBeCloseTo(want.Zin, 10);
    // Exact values: A dB and matched.
    const exact = result(ID, { mode: 'analyze', topology: 'bridged-t', Z0: 50, R_series: 50, R_bridge: 50 * (k - 1), R_shunt: 50 / (k - 1) });
    expect(exact.attenuation_dB).toBeCloseTo(10, 9);
    expect(exact.Zin).toBeCloseTo(50, 9);
  });

  it('a perfectly matched pad has no return loss and says so (bridged-T 100 Ω with 100 Ω everywhere: R_bridge·R_shunt = Z0², 6.02 dB)', () => {
    const env = ok(ID, { mode: 'analyze', topology: 'bridged-t', Z0: 100, R_series: 100, R_bridge: 100, R_shunt: 100 });
    const r = env.result as Record<string, number>;
    expect(r.attenuation_dB).toBeCloseTo(20 * Math.log10(2), 10);
    expect(r.return_loss_in_dB).toBeUndefined();
    expect(r.vswr_in).toBeCloseTo(1, 12);
    expect(env.warnings?.map((w) => (typeof w === 'string' ? w : w.code))).toContain('PERFECT_MATCH');
    // Good news, not a problem.
    expect(env.warnings?.find((w) => typeof w !== 'string' && w.code === 'PERFECT_MATCH')).toMatchObject({ severity: 'info' });
  });

  it('Maxim tutorial 972: the 75 Ω/50 Ω minimum-loss pad is 43.3 Ω and 86.6 Ω with 5.72 dB either way', () => {
    const r = result(ID, { topology: 'min-loss', Z_source: 75, Z_load: 50, series: 'E96' });
    expect(r.R_series_exact).toBeCloseTo(Math.sqrt(75 * 25), 10);
    expect(r.R_shunt_exact).toBeCloseTo(50 * Math.sqrt(3), 10);
    expect(r.min_loss_dB).toBeCloseTo(5.72, 2);
    expect(r.min_loss_dB).toBeCloseTo(20 * Math.log10(Math.sqrt(1.5) + Math.sqrt(0.5)), 12);
    expect(r.series_arm_side).toBe('source');
    expect([r.R_series, r.R_shunt]).toEqual([43.2, 86.6]);
    const want = twoPort(mul(series(43.2), shunt(86.6)), 75, 50);
    expect(r.attenuation_dB).toBeCloseTo(want.loss, 10);
    expect(r.Zin).toBeCloseTo(want.Zin, 10);
    const reverse = result(ID, { topology: 'min-loss', Z_source: 50, Z_load: 75, series: 'E96' });
    expect(reverse.series_arm_side).toBe('load');
    expect(reverse.attenuation_dB).toBeCloseTo(twoPort(mul(shunt(86.6), series(43.2)), 50, 75).loss, 10);
    // Exact values: matched at both ports, loss = the minimum.
    const exact = result(ID, { mode: 'analyze', topology: 'min-loss', Z_source: 75, Z_load: 50, R_series: Math.sqrt(1875), R_shunt: 50 * Math.sqrt(3) });
    expect(exact.attenuation_dB).toBeCloseTo(exact.min_loss_dB, 10);
    expect(exact.Zin).toBeCloseTo(75, 9);
    expect(exact.Zout).toBeCloseTo(50, 9);
  });

  it('says which inputs a pad does not use, naming them', () => {
    const codes = (inputs: Record<string, unknown>) => (ok(ID, inputs).warnings ?? []).map((w) => (typeof w === 'string' ? w : w.code));
    const ignored = (inputs: Record<string, unknown>) => (ok(ID, inputs).warnings ?? []).filter((w) => typeof w !== 'string' && w.code === 'INPUT_IGNORED').map((w) => (w as { detail: string }).detail);
    expect(codes({ topology: 'min-loss', Z_source: 75, Z_load: 50, attenuation_dB: 6 })).toContain('INPUT_IGNORED');
    expect(codes({ topology: 'pi', attenuation_dB: 6, Z_load: 75 })).toContain('INPUT_IGNORED');
    expect(codes({ topology: 'pi', attenuation_dB: 6, R_shunt: 100 })).toContain('INPUT_IGNORED');
    expect(ignored({ topology: 'min-loss', Z_source: 75, Z_load: 50, attenuation_dB: 6 })).toEqual(['attenuation_dB is not used by a minimum-loss pad (its loss follows from the two impedances).']);
    expect(ignored({ topology: 't', attenuation_dB: 6, Z_source: 75, Z_load: 50 })).toEqual(['Z_source, Z_load are not used by a Pi, T or bridged-T pad (both sides are Z0).']);
    expect(ignored({ topology: 'pi', attenuation_dB: 6, R_shunt: 100 })).toEqual(['R_shunt is not used in mode design (the resistors are calculated).']);
    expect(ignored({ topology: 'bridged-t', attenuation_dB: 6, R_series: 50, R_bridge: 50 })).toEqual(['R_series, R_bridge are not used in mode design (the resistors are calculated).']);
    expect(ignored({ mode: 'analyze', topology: 'pi', R_series: 68, R_shunt: 100, attenuation_dB: 6, R_bridge: 10 })).toEqual([
      'attenuation_dB is not used in mode analyze (the attenuation is calculated).',
      'R_bridge is not used by a pi pad.',
    ]);
    expect(ignored({ mode: 'analyze', topology: 'bridged-t', R_series: 50, R_shunt: 24, R_bridge: 110 })).toEqual([]);
    // The ignored bridge resistor of a Pi pad is not part of the pad it reports.
    expect(result(ID, { mode: 'analyze', topology: 'pi', R_series: 68, R_shunt: 100, R_bridge: 10 })).not.toHaveProperty('R_bridge');
    expect(ignored({ topology: 'pi', attenuation_dB: 6 })).toEqual([]);
  });

  it('a pad matched at its input only: no input return loss, an output one, and no PERFECT_MATCH', () => {
    // 75 Ω source, 50 Ω load, series 50 Ω then 50 Ω across the load: Zin = 50 + 50‖50 = 75 Ω (matched);
    // Zout = 50 ‖ (50 + 75) = 250/7 Ω, Γout = (250/7 − 50)/(250/7 + 50) = −1/6, VSWR 7/5, return loss 20·log10 6 dB.
    const env = ok(ID, { mode: 'analyze', topology: 'min-loss', Z_source: 75, Z_load: 50, R_series: 50, R_shunt: 50 });
    const r = env.result as Record<string, number>;
    expect(r.Zin).toBeCloseTo(75, 10);
    expect(r.Zout).toBeCloseTo(250 / 7, 10);
    expect(r.vswr_in).toBeCloseTo(1, 10);
    expect(r.vswr_out).toBeCloseTo(1.4, 10);
    expect(r).not.toHaveProperty('return_loss_in_dB');
    expect(r.return_loss_out_dB).toBeCloseTo(20 * Math.log10(6), 10);
    expect(r.attenuation_dB).toBeCloseTo(twoPort(mul(series(50), shunt(50)), 75, 50).loss, 10);
    expect((env.warnings ?? []).map((w) => (typeof w === 'string' ? w : w.code))).not.toContain('PERFECT_MATCH');
    // The same two resistors seen from the other side (source 50 Ω, load 75 Ω: the series arm faces the load):
    // Zin = 50 ‖ 125 = 250/7 Ω, Zout = 75 Ω.
    const back = result(ID, { mode: 'analyze', topology: 'min-loss', Z_source: 50, Z_load: 75, R_series: 50, R_shunt: 50 });
    expect(back.Zin).toBeCloseTo(250 / 7, 10);
    expect(back.Zout).toBeCloseTo(75, 10);
    expect(back.vswr_in).toBeCloseTo(1.4, 10);
    expect(back.return_loss_in_dB).toBeCloseTo(20 * Math.log10(6), 10);
    expect(back).not.toHaveProperty('return_loss_out_dB');
    expect(back.attenuation_dB).toBeCloseTo(twoPort(mul(shunt(50), series(50)), 50, 75).loss, 10);
  });

  it('the output side of rounded pads: Zout, VSWR and return loss by the two-port seen from the load', () => {
    // Seen from the load, a reciprocal two-port [A B; C D] is [D B; C A] (Pozar §4.4).
    const flip = ([A, B, C, D]: M): M => [D, B, C, A];
    const cases: [Record<string, unknown>, M, number, number][] = [
      [{ topology: 'min-loss', Z_source: 75, Z_load: 50, series: 'E24' }, mul(series(43), shunt(91)), 75, 50],
      [{ topology: 'min-loss', Z_source: 50, Z_load: 75, series: 'E24' }, mul(shunt(91), series(43)), 50, 75],
      [{ mode: 'analyze', topology: 't', Z0: 50, R_series: 10, R_shunt: 150 }, mul(mul(series(10), shunt(150)), series(10)), 50, 50],
      [{ mode: 'analyze', topology: 'bridged-t', Z0: 50, R_series: 51, R_shunt: 24, R_bridge: 110 }, bridgedT(51, 24, 110), 50, 50],
    ];
    for (const [inputs, m, Zs, ZL] of cases) {
      const r = result(ID, inputs);
      const want = twoPort(flip(m), ZL, Zs);
      expect(r.Zout, JSON.stringify(inputs)).toBeCloseTo(want.Zin, 9);
      expect(r.vswr_out, JSON.stringify(inputs)).toBeCloseTo(want.vswr, 9);
      const g = (want.vswr - 1) / (want.vswr + 1);
      expect(r.return_loss_out_dB, JSON.stringify(inputs)).toBeCloseTo(-20 * Math.log10(g), 8);
      expect(r.Z_source).toBe(Zs);
      expect(r.Z_load).toBe(ZL);
    }
  });

  it('only a minimum-loss pad reports its minimum loss and side; only a design reports exact values', () => {
    const pi = result(ID, { topology: 'pi', attenuation_dB: 6 });
    expect(pi).not.toHaveProperty('min_loss_dB');
    expect(pi).not.toHaveProperty('series_arm_side');
    expect(pi).not.toHaveProperty('R_bridge');
    expect(pi).not.toHaveProperty('R_bridge_exact');
    expect(pi).toMatchObject({ mode: 'design', topology: 'pi', attenuation_target_dB: 6, series: 'E24' });
    const ml = result(ID, { topology: 'min-loss', Z_source: 75, Z_load: 50 });
    expect(ml).not.toHaveProperty('attenuation_target_dB');
    const an = result(ID, { mode: 'analyze', topology: 'pi', R_series: 68, R_shunt: 100 });
    for (const k of ['R_series_exact', 'R_shunt_exact', 'series', 'attenuation_target_dB']) expect(an).not.toHaveProperty(k);
    expect(ok(ID, { topology: 'pi', attenuation_dB: 6 }).result_detail).toMatchObject({ unit: 'dB' });
    // 300 dB is the largest attenuation accepted (K = 10^15).
    expect(result(ID, { topology: 'pi', attenuation_dB: 300, series: 'E192' }).R_shunt_exact).toBeCloseTo(50, 9);
  });

  it('errors name the field and a fix', () => {
    for (const [inputs, code, field] of [
      [{ attenuation_dB: 0 }, 'ATTENUATION_MUST_BE_POSITIVE', 'attenuation_dB'],
      [{ attenuation_dB: -3 }, 'ATTENUATION_MUST_BE_POSITIVE', 'attenuation_dB'],
      [{ attenuation_dB: 500 }, 'INVALID_INPUT', 'attenuation_dB'],
      [{ attenuation_dB: 6, Z0: 0 }, 'IMPEDANCE_MUST_BE_POSITIVE', 'Z0'],
      [{ topology: 'min-loss', Z_source: 50, Z_load: 50 }, 'IMPEDANCES_MUST_DIFFER', 'Z_load'],
      [{ topology: 'min-loss', Z_source: -75, Z_load: 50 }, 'IMPEDANCE_MUST_BE_POSITIVE', 'Z_source'],
      [{ topology: 'min-loss', Z_load: 50 }, 'MISSING_REQUIRED_INPUT', 'Z_source'],
      [{ topology: 'min-loss', Z_source: 75 }, 'MISSING_REQUIRED_INPUT', 'Z_load'],
      [{ topology: 'min-loss', Z_source: 75, Z_load: 0 }, 'IMPEDANCE_MUST_BE_POSITIVE', 'Z_load'],
      [{ attenuation_dB: 300.5 }, 'INVALID_INPUT', 'attenuation_dB'],
      [{ mode: 'analyze', topology: 'pi', R_shunt: 100 }, 'MISSING_REQUIRED_INPUT', 'R_series'],
      [{ mode: 'analyze', topology: 'bridged-t', R_series: 50, R_shunt: 24, R_bridge: -1 }, 'RESISTANCE_MUST_BE_POSITIVE', 'R_bridge'],
      [{ mode: 'analyze', topology: 'pi', R_series: 68, R_shunt: 0 }, 'RESISTANCE_MUST_BE_POSITIVE', 'R_shunt'],
      [{ topology: 'pi' }, 'MISSING_REQUIRED_INPUT', 'attenuation_dB'],
      [{ mode: 'analyze', topology: 'pi', R_series: 68 }, 'MISSING_REQUIRED_INPUT', 'R_shunt'],
      [{ mode: 'analyze', topology: 'bridged-t', R_series: 50, R_shunt: 24 }, 'MISSING_REQUIRED_INPUT', 'R_bridge'],
      [{ mode: 'analyze', topology: 't', R_series: 0, R_shunt: 150 }, 'RESISTANCE_MUST_BE_POSITIVE', 'R_series'],
    ] as const) {
      const f = failure(ID, inputs);
      expect(f, JSON.stringify(inputs)).toMatchObject({ http: 400, code, field });
      expect(f.suggestion).toBeTruthy();
    }
  });

  declaresTheCodesItReturns(ID, [
    { topology: 'min-loss', Z_source: 50, Z_load: 50 },
    { mode: 'analyze', topology: 'bridged-t', Z0: 100, R_series: 100, R_bridge: 100, R_shunt: 100 },
    { mode: 'analyze', topology: 't', R_series: 0, R_shunt: 150 },
    { topology: 'pi', attenuation_dB: 6, R_shunt: 100 },
  ]);
});
