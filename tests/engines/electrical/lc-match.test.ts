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
