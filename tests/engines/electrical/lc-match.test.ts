// L-network matching: Pozar Example 5.1, the classic resistive L-match (Bowick), and for random loads
// an independent check that every network returned really presents Z0 (network solved with mathjs).
import * as math from 'mathjs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failure, ok } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

type Sol = { topology: string; series: { reactance_ohm: number; component: string; value?: number }; shunt: { susceptance_s: number; component: string; value?: number }; response: string; q_factor: number };

/** Input impedance seen by the source through the network, computed in mathjs from the returned X and B. */
function inputImpedance(s: Sol, R: number, X: number): math.Complex {
  const zl = math.complex(R, X);
  const jX = math.complex(0, s.series.reactance_ohm);
  const jB = math.complex(0, s.shunt.susceptance_s);
  const parallel = (z: math.Complex) => math.divide(1, math.add(math.divide(1, z), jB)) as math.Complex;
  return s.topology === 'shunt-at-load' ? (math.add(jX, parallel(zl)) as math.Complex) : parallel(math.add(zl, jX) as math.Complex);
}

/** The result whatever the status (several networks answer with multiple_solutions). */
const solve = (inputs: Record<string, unknown>) => ok('lc-match', inputs).result as any;

describe('lc-match', () => {
  it('reproduces Pozar Example 5.1 (200 − j100 Ω to 100 Ω at 500 MHz)', () => {
    const env = ok('lc-match', { frequency: 500, source_resistance: 100, load_resistance: 200, load_reactance: -100 });
    expect(env.status).toBe('multiple_solutions');
    const [a, b] = (env.result as any).solutions as Sol[];
    // Normalised values printed by Pozar: b = 0.29, x = 1.22 and b = −0.69, x = −1.22.
    expect(a.shunt.susceptance_s * 100).toBeCloseTo(0.29, 2);
    expect(a.series.reactance_ohm / 100).toBeCloseTo(1.22, 2);
    expect(b.shunt.susceptance_s * 100).toBeCloseTo(-0.69, 2);
    expect(b.series.reactance_ohm / 100).toBeCloseTo(-1.22, 2);
    expect(a.shunt.value! * 1e12).toBeCloseTo(0.92, 2);
    expect(a.series.value! * 1e9).toBeCloseTo(38.98, 2);
    expect(b.shunt.value! * 1e9).toBeCloseTo(46.1, 1);
    expect(b.series.value! * 1e12).toBeCloseTo(2.6, 1);
    expect([a.response, b.response]).toEqual(['low-pass', 'high-pass']);
  });

  it('gives the classic resistive L-match: Q = √(Rhigh/Rlow − 1), X = Q·Rlow, B = Q/Rhigh', () => {
    for (const [rl, z0] of [[10, 50], [5, 50], [12.5, 75]]) {
      const q = Math.sqrt(z0 / rl - 1);
      const s = solve({ frequency: 900, source_resistance: z0, load_resistance: rl }).solutions[0] as Sol;
      expect(s.topology).toBe('series-at-load');
      expect(s.q_factor).toBeCloseTo(q, 12);
      expect(s.series.reactance_ohm).toBeCloseTo(q * rl, 10);
      expect(s.shunt.susceptance_s).toBeCloseTo(q / z0, 14);
      expect(s.series.value).toBeCloseTo((q * rl) / (2 * Math.PI * 900e6), 20);
    }
  });

  it('returns only networks that present exactly Z0, with component values consistent with X and B', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.5, max: 2000, noNaN: true }),
        fc.double({ min: -2000, max: 2000, noNaN: true }),
        fc.constantFrom(25, 50, 75, 300),
        (R, X, z0) => {
          const env = ok('lc-match', { frequency: 144, source_resistance: z0, load_resistance: R, load_reactance: X });
          const r = env.result as any;
          const omega = 2 * Math.PI * 144e6;
          expect(r.solution_count).toBe(r.solutions.length);
          expect(r.solution_count).toBeGreaterThanOrEqual(1);
          for (const s of r.solutions as Sol[]) {
            const zin = inputImpedance(s, R, X);
            const scale = Math.max(1, Math.hypot(R, X) / z0) ** 2;
            expect(Math.abs(zin.re - z0) / z0).toBeLessThan(1e-9 * scale);
            expect(Math.abs(zin.im) / z0).toBeLessThan(1e-9 * scale);
            if (s.series.component === 'inductor') expect(s.series.value! * omega).toBeCloseTo(s.series.reactance_ohm, 6);
            if (s.series.component === 'capacitor') expect(-1 / (s.series.value! * omega)).toBeCloseTo(s.series.reactance_ohm, 6);
            if (s.shunt.component === 'capacitor') expect(s.shunt.value! * omega / s.shunt.susceptance_s).toBeCloseTo(1, 12);
            if (s.shunt.component === 'inductor') expect(-1 / (s.shunt.value! * omega) / s.shunt.susceptance_s).toBeCloseTo(1, 12);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('lists both topologies when both are possible, and each once', () => {
    // RL < Z0 and |ZL|² > Z0·RL: inside neither forbidden region, four networks.
    const four = solve({ frequency: 100, source_resistance: 50, load_resistance: 25, load_reactance: 50 });
    expect(four.solutions.map((s: Sol) => s.topology)).toEqual(['shunt-at-load', 'shunt-at-load', 'series-at-load', 'series-at-load']);
    // RL = Z0: a single series element cancelling XL appears once, plus one two-element network.
    const cancel = solve({ frequency: 100, source_resistance: 50, load_resistance: 50, load_reactance: 30 });
    expect(cancel.solution_count).toBe(2);
    const single = (cancel.solutions as Sol[]).find((s) => s.shunt.component === 'none')!;
    expect(single.series).toMatchObject({ component: 'capacitor', reactance_ohm: -30 });
    // RL < Z0 with |ZL|² < Z0·RL: only the series-at-load networks exist.
    expect(solve({ frequency: 100, load_resistance: 20, load_reactance: 5 }).solutions.map((s: Sol) => s.topology)).toEqual(['series-at-load', 'series-at-load']);
  });

  it('says so when the load is already matched, and accepts any frequency unit', () => {
    const env = ok('lc-match', { frequency: 1, frequency_unit: 'GHz', load_resistance: 50 });
    expect(env.status).toBe('success');
    expect(env.warnings.map((w) => w.code)).toEqual(['ALREADY_MATCHED']);
    const a = solve({ frequency: 0.5, frequency_unit: 'GHz', source_resistance: 100, load_resistance: 200, load_reactance: -100 });
    const b = solve({ frequency: 500000, frequency_unit: 'kHz', source_resistance: 100, load_resistance: 200, load_reactance: -100 });
    expect(a.solutions[0].series.value).toBeCloseTo(b.solutions[0].series.value, 20);
    expect(solve({ frequency: 500, Z0: 100, RL: 200, XL: -100 })).toEqual(a);
    expect(a.solutions[0].description).toBe('Load ‖ shunt C 0.9228 pF, then series L 38.98 nH to the source');
  });

  // Series-only networks: RL = Z0, so the one element cancels XL (X = −XL), L = |X|/ω, C = 1/(ω·|X|), ω = 2πf.
  const seriesOnly = (f_hz: number, z0: number, xl: number) =>
    (solve({ frequency: f_hz, frequency_unit: 'Hz', source_resistance: z0, load_resistance: z0, load_reactance: xl }).solutions as any[]).find((s) => s.shunt.component === 'none');

  it('displays each value with the prefix parts are sold in (H: none, m, µ, n; F: none, µ, n, p)', () => {
    // X = 2π Ω at f = 1 Hz: L = 2π / 2π = 1 H exactly, shown as 1 H (not 1000 mH).
    expect(seriesOnly(1, 1, -2 * Math.PI).series.display).toBe('series L 1 H');
    // The prefix follows the value as shown: 0.99997 H is 1.000 H to 4 digits (not "1000 mH"), 0.99994 H is 999.9 mH;
    // C = 1/(2π·1 MHz·|X|) = 0.99997 µF reads 1 µF (not "1000 nF").
    expect(seriesOnly(1, 1, -2 * Math.PI * 0.99997).series.display).toBe('series L 1 H');
    expect(seriesOnly(1, 1, -2 * Math.PI * 0.99994).series.display).toBe('series L 999.9 mH');
    expect(seriesOnly(1e6, 50, 1 / (2 * Math.PI * 1e6 * 0.99997e-6)).series.display).toBe('series C 1 µF');
    // X = 1 Ω at 1 Hz: L = 1/(2π) = 0.1591549 H → 159.2 mH; at 1 kHz 159.2 µH.
    expect(seriesOnly(1, 50, -1).series.display).toBe('series L 159.2 mH');
    expect(seriesOnly(1000, 50, -1).series.display).toBe('series L 159.2 µH');
    // X = −0.05 Ω at 1 Hz: C = 1/(2π·0.05) = 3.18310 F; at 1 MHz 3.183 µF; X = −50 Ω at 1 MHz: 1/(2π·5e7) = 3.183 nF.
    expect(seriesOnly(1, 50, 0.05).series.display).toBe('series C 3.183 F');
    expect(seriesOnly(1e6, 50, 0.05).series.display).toBe('series C 3.183 µF');
    const c = seriesOnly(1e6, 50, 50);
    expect(c.series).toMatchObject({ component: 'capacitor', reactance_ohm: -50, display: 'series C 3.183 nF' });
    expect(c.shunt).toEqual({ component: 'none', susceptance_s: 0, display: 'none (open)' });
    expect(c.response).toBe('high-pass');
  });

  it('gives the networks of 10 ± j30 Ω to 50 Ω by hand, all four, with their responses, displays and Q', () => {
    // Series at load: X = ±√(10·40) − XL = ±20 − XL; shunt at load: B = [XL ± √(10/50)·√(10² + 30² − 500)]/1000 = (XL ± 10)/1000.
    // XL = +30: B = 0.04 → Y = 0.01 − j0.03 + j0.04 → Z = 50 − j50 → X = +50 (L, C: low-pass, Q = 50/50 = 1);
    //           B = 0.02 → Z = 50 + j50 → X = −50 (C, C: mixed);
    //           X = −10 → 10 + j20, Y = 0.02 − j0.04 → B = 0.04 (C, C: mixed, Q = 20/10 = 2); X = −50 → B = −0.04 (C, L: high-pass).
    // Networks 1 and 3 share B = 0.04 S, networks 2 and 4 share X = −50 Ω: four distinct networks all the same.
    const plus = solve({ frequency: 1, frequency_unit: 'MHz', source_resistance: 50, load_resistance: 10, load_reactance: 30 });
    const rows = (r: any) => (r.solutions as any[]).map((s) => [s.topology, s.series.component, s.series.reactance_ohm, s.shunt.component, s.shunt.susceptance_s, s.response, s.q_factor]);
    const want = [
      ['shunt-at-load', 'inductor', 50, 'capacitor', 0.04, 'low-pass', 1],
      ['shunt-at-load', 'capacitor', -50, 'capacitor', 0.02, 'mixed', 1],
      ['series-at-load', 'capacitor', -10, 'capacitor', 0.04, 'mixed', 2],
      ['series-at-load', 'capacitor', -50, 'inductor', -0.04, 'high-pass', 2],
    ];
    expect(plus.solution_count).toBe(4);
    rows(plus).forEach((row: any[], i: number) => {
      expect(row.slice(0, 2).concat(row[3], row[5])).toEqual(want[i].slice(0, 2).concat(want[i][3], want[i][5]));
      for (const k of [2, 4, 6]) expect(row[k]).toBeCloseTo(want[i][k] as number, 9);
    });
    // load_q = |XL|/RL = 30/10 = 3.
    expect(plus.load_q).toBe(3);
    // XL = −30 mirrors it: B = (−30 ± 10)/1000 = −0.02 (X = +50: L, L mixed) and −0.04 (X = −50: C, L high-pass);
    // X = 20 + 30 = 50 (B = +0.04: L, C low-pass) and −20 + 30 = 10 (B = −0.04: L, L mixed).
    const minus = solve({ frequency: 1, frequency_unit: 'MHz', source_resistance: 50, load_resistance: 10, load_reactance: -30 });
    expect(rows(minus).map((r: any[]) => [r[1], r[3], r[5]])).toEqual([
      ['inductor', 'inductor', 'mixed'],
      ['capacitor', 'inductor', 'high-pass'],
      ['inductor', 'capacitor', 'low-pass'],
      ['inductor', 'inductor', 'mixed'],
    ]);
    // Shunt L of B = −0.02 S at 1 MHz: L = 1/(2π·1e6·0.02) = 7.957747 µH; series C of −10 Ω: C = 1/(2π·1e6·10) = 15.92 nF.
    expect(minus.solutions[0].shunt.display).toBe('shunt L 7.958 µH');
    expect(plus.solutions[2].series.display).toBe('series C 15.92 nF');
  });

  it('lists the single shunt element once, under shunt-at-load, when |ZL|² = Z0·RL exactly', () => {
    // 25 + j25 Ω, Z0 = 50: |ZL|² = 1250 = 50·25. Y_L = (25 − j25)/1250 = 0.02 − j0.02: a shunt B = 0.02 S alone gives 50 Ω
    // (low-pass: no series element, a shunt C). Series at load: X = ±√(25·25) − 25 = 0 (the same network) or −50 (B = −0.02).
    const r = solve({ frequency: 1, frequency_unit: 'MHz', source_resistance: 50, load_resistance: 25, load_reactance: 25 });
    expect(r.solutions.map((s: Sol) => [s.topology, s.series.component, s.shunt.component, s.response])).toEqual([
      ['shunt-at-load', 'none', 'capacitor', 'low-pass'],
      ['series-at-load', 'capacitor', 'inductor', 'high-pass'],
    ]);
    expect(r.solutions[0].series.display).toBe('none (direct connection)');
    expect(r.solutions[0].shunt.susceptance_s).toBeCloseTo(0.02, 15);
  });

  it('gives the nodal Q of the shunt-at-load networks (Pozar 5.1: Q = |x| = 1.22) and load_q = |XL|/RL', () => {
    const r = solve({ frequency: 500, source_resistance: 100, load_resistance: 200, load_reactance: -100 });
    expect(r.solutions[0].q_factor).toBeCloseTo(1.22, 2);
    expect(r.solutions[1].q_factor).toBeCloseTo(1.22, 2);
    expect(r.load_q).toBe(0.5); // 100 / 200
  });

  it('keeps a shunt element of a high-impedance match (B = 5e-7 S is an element, not rounding noise)', () => {
    // Resistive L-match 800 kΩ → 1 MΩ: Q = √(1e6/8e5 − 1) = 0.5, X = Q·RL = 400 kΩ, B = Q/Z0 = 5e-7 S (C = 5e-7/(2π·1e6) = 79.58 fF → 0.07958 pF).
    const s = solve({ frequency: 1, source_resistance: 1e6, load_resistance: 8e5 }).solutions[0] as Sol;
    expect(s.shunt.component).toBe('capacitor');
    expect(s.shunt.susceptance_s).toBeCloseTo(5e-7, 18);
    expect(s.series.reactance_ohm).toBeCloseTo(4e5, 6);
  });

  it.each([
    [50, 0.003],
    [100, -1e-4],
    [75, 2.5],
    [50, 3e5], // the two copies of the series −XL network differ in their last bits: only a relative tolerance merges them
  ])('lists each network of RL = Z0 = %s Ω with XL = %s Ω once (cancel XL in series, or a shunt B then the opposite X)', (z0, xl) => {
    // By hand for RL = Z0: |ZL|² − Z0·RL = XL², so B = (XL ± |XL|)/|ZL|². B = 0 leaves a series X = −XL; B = 2XL/|ZL|²
    // turns the load into its conjugate at the junction, Z0 − jXL, so the series X is +XL. Series-at-load:
    // X = ±√(RL(Z0 − RL)) − XL = −XL for both signs, the first network again. mag2 rounding once listed it twice.
    const r = solve({ frequency: 1, frequency_unit: 'MHz', source_resistance: z0, load_resistance: z0, load_reactance: xl });
    const solutions = r.solutions as Sol[];
    expect(solutions).toHaveLength(2);
    const cancel = solutions.find((s) => s.shunt.component === 'none')!;
    const conjugate = solutions.find((s) => s.shunt.component !== 'none')!;
    expect(cancel.series.reactance_ohm / -xl).toBeCloseTo(1, 12);
    expect(conjugate.series.reactance_ohm / xl).toBeCloseTo(1, 9);
    expect(conjugate.shunt.susceptance_s / ((2 * xl) / (z0 * z0 + xl * xl))).toBeCloseTo(1, 9);
  });

  it('treats |X| ≤ 1e-12·Z0 as no series element and |B| ≤ 1e-12/Z0 as no shunt element (limits included)', () => {
    // RL = Z0 = 50 and XL = 1e-12·50 exactly: the network needs nothing, and says so (info).
    const env = ok('lc-match', { frequency: 100, source_resistance: 50, load_resistance: 50, load_reactance: -(1e-12 * 50) });
    expect(env.status).toBe('success');
    // Its conjugate network (B = 2·XL/|ZL|², 2e-12/Z0) sits at the same noise floor and is not listed.
    expect((env.result as any).solutions).toEqual([expect.objectContaining({ response: 'none' })]);
    expect((env.result as any).solutions[0].series.component).toBe('none');
    expect(env.warnings).toEqual([expect.objectContaining({ code: 'ALREADY_MATCHED', severity: 'info' })]);
  });

  it.each([
    [1, 1e-12],
    [3, 3e-12],
    [3, -3e-12],
  ])('answers the direct connection for RL = Z0 = %s Ω and XL = %s Ω (|XL| = 1e-12·Z0, the limit included)', (z0, xl) => {
    // Series at load: X = ±√(RL(Z0 − RL)) − XL = −XL exactly, at the limit, so 'none'; the shunt-at-load
    // networks reach it only through rounded complex divisions.
    const env = ok('lc-match', { frequency: 1, source_resistance: z0, load_resistance: z0, load_reactance: xl });
    expect((env.result as any).solutions).toEqual([expect.objectContaining({ response: 'none' })]);
    expect(env.warnings).toEqual([expect.objectContaining({ code: 'ALREADY_MATCHED' })]);
  });

  it.each([
    [{ frequency: 0, load_resistance: 10 }, 'FREQUENCY_MUST_BE_POSITIVE', 'frequency'],
    [{ frequency: 100, source_resistance: 0, load_resistance: 10 }, 'SOURCE_RESISTANCE_MUST_BE_POSITIVE', 'source_resistance'],
    [{ frequency: 100, load_resistance: 0, load_reactance: 20 }, 'LOAD_RESISTANCE_MUST_BE_POSITIVE', 'load_resistance'],
    [{ frequency: 100, load_resistance: -5 }, 'LOAD_RESISTANCE_MUST_BE_POSITIVE', 'load_resistance'],
    [{ frequency: 100 }, 'MISSING_REQUIRED_INPUT', 'load_resistance'],
    [{ load_resistance: 10 }, 'MISSING_REQUIRED_INPUT', 'frequency'],
    [{ frequency: 100, load_resistance: 10, frequency_unit: 'rad/s' }, 'INVALID_MODE', 'frequency_unit'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure('lc-match', inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });
});

declaresTheCodesItReturns('lc-match');
