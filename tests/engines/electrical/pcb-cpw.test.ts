// pcb-cpw: Wen's closed form checked with the complete elliptic integrals of Abramowitz & Stegun
// Table 17.1 (typed here), its thick-substrate and symmetric limits, grounded CPW tending to CPW as the
// lower plane recedes, the width solver, the thickness correction's direction and every error code.
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'pcb-cpw';
/** η0 = μ0·c with μ0 = 1.25663706212e-6 H/m (CODATA 2018), c = 299 792 458 m/s. */
const ETA0 = 1.25663706212e-6 * 299792458;
/** Abramowitz & Stegun Table 17.1, K(m) for m = k²: 0.1 … 0.9. */
const K: Record<string, number> = {
  '0.1': 1.612441349, '0.2': 1.659623599, '0.25': 1.685750355, '0.3': 1.713889448, '0.4': 1.777519371,
  '0.5': 1.854074677, '0.6': 1.949567749, '0.7': 2.075363135, '0.75': 2.156515648, '0.8': 2.257205326, '0.9': 2.578092113,
};
const air = { mode: 'impedance', ground: 'none', height: 100000, unit: 'mm', copper: 0, er: 1 };

describe('pcb-cpw', () => {
  // k² = m and 1 − m both in the table: k = √m, s = w(1 − k)/(2k).
  it.each([['0.1', '0.9'], ['0.2', '0.8'], ['0.25', '0.75'], ['0.3', '0.7'], ['0.4', '0.6'], ['0.5', '0.5']])(
    'Wen (1969) on a very thick substrate in air, k² = %s: Z0 = η0/4·K(k′)/K(k) with A&S values',
    (m, mp) => {
      const k = Math.sqrt(Number(m));
      const gap = (1 - k) / (2 * k);
      const r = result(ID, { ...air, width: 1, gap });
      expect(r.k).toBeCloseTo(k, 12);
      expect(r.Z0 / ((ETA0 / 4) * (K[mp] / K[m])) - 1).toBeCloseTo(0, 8);
      expect(r.eps_eff).toBe(1);
    },
  );

  it('on a very thick substrate εeff → (εr + 1)/2, and grounded CPW → CPW as its lower plane recedes', () => {
    const thick = { width: 1, gap: 0.4, height: 100000, unit: 'mm', copper: 0, er: 9.8 };
    const cpw = result(ID, { ...thick, ground: 'none' });
    const g = result(ID, { ...thick, ground: 'grounded' });
    expect(cpw.eps_eff).toBeCloseTo(5.4, 6);
    expect(g.eps_eff).toBeCloseTo(5.4, 6);
    expect(g.Z0 / cpw.Z0 - 1).toBeCloseTo(0, 6);
  });

  it('a lower ground plane close under the line lowers Z0 and raises εeff towards εr (thin copper)', () => {
    const base = { width: 0.5, gap: 0.3, unit: 'mm', copper: 0, er: 4.4 };
    const far = result(ID, { ...base, height: 5, ground: 'grounded' });
    const near = result(ID, { ...base, height: 0.2, ground: 'grounded' });
    expect(near.Z0).toBeLessThan(far.Z0);
    expect(near.eps_eff).toBeGreaterThan(far.eps_eff);
    expect(near.eps_eff).toBeLessThan(4.4);
    expect(result(ID, { ...base, height: 1.6, ground: 'grounded' }).Z0).toBeLessThan(result(ID, { ...base, height: 1.6, ground: 'none' }).Z0);
  });

  it('copper thickness widens the strip and narrows the gap: Z0 falls', () => {
    const base = { width: 1, gap: 0.5, height: 1.6, unit: 'mm', er: 4.4, ground: 'none' };
    expect(result(ID, { ...base, copper: 1, copper_unit: 'oz' }).Z0).toBeLessThan(result(ID, { ...base, copper: 0 }).Z0);
  });

  it('width mode finds the width whose impedance is the target, and the impedance mode agrees', () => {
    const stack = { gap: 0.2, height: 1.6, unit: 'mm', copper: 1, copper_unit: 'oz', er: 4.4, ground: 'grounded' };
    const w = result(ID, { ...stack, mode: 'width', z0_target: 50 });
    expect(w.Z0).toBeCloseTo(50, 9);
    expect(result(ID, { ...stack, mode: 'impedance', width: w.width_mm }).Z0).toBeCloseTo(50, 9);
    // Per-length parameters of a TEM line: L·C = εeff/c², √(L/C) = Z0.
    expect(Math.sqrt((w.L_nH_per_mm * 1e-6) / (w.C_pF_per_mm * 1e-9))).toBeCloseTo(50, 6);
  });

  it('warns where copper is thick beside the gap', () => {
    const env = ok(ID, { mode: 'impedance', width: 1, gap: 0.03, height: 1.6, unit: 'mm', copper: 2, copper_unit: 'oz', er: 4.4 });
    expect(env.warnings?.map((x) => (typeof x === 'string' ? x : x.code))).toContain('OUTSIDE_VALIDITY_RANGE');
  });

  it('errors name the field and a fix', () => {
    const stack = { height: 1.6, unit: 'mm', er: 4.4 };
    for (const [inputs, code, field] of [
      [{ ...stack, width: 1, gap: 0 }, 'GAP_MUST_BE_POSITIVE', 'gap'],
      [{ ...stack, width: 0, gap: 0.2 }, 'WIDTH_MUST_BE_POSITIVE', 'width'],
      [{ ...stack, width: 1, gap: 0.2, height: 0 }, 'HEIGHT_MUST_BE_POSITIVE', 'height'],
      [{ ...stack, width: 1, gap: 0.2, er: 0.5 }, 'PERMITTIVITY_OUT_OF_RANGE', 'er'],
      [{ ...stack, width: 1, gap: 0.2, copper: -1 }, 'COPPER_THICKNESS_NEGATIVE', 'copper'],
      [{ ...stack, mode: 'width', gap: 0.2, z0_target: 0 }, 'IMPEDANCE_MUST_BE_POSITIVE', 'z0_target'],
      [{ ...stack, mode: 'width', gap: 0.2, z0_target: 2000 }, 'IMPEDANCE_TARGET_UNREACHABLE', 'z0_target'],
      [{ ...stack, gap: 0.2 }, 'MISSING_REQUIRED_INPUT', 'width'],
    ] as const) {
      const f = failure(ID, inputs);
      expect(f, JSON.stringify(inputs)).toMatchObject({ http: 400, code, field });
      expect(f.suggestion).toBeTruthy();
    }
  });

  declaresTheCodesItReturns(ID, [
    { mode: 'width', gap: 0.2, z0_target: 2000, height: 1.6, er: 4.4 },
    { mode: 'width', gap: 0.2, z0_target: 0, height: 1.6, er: 4.4 },
    { mode: 'impedance', width: 1, gap: 1e300, height: 1.6, unit: 'mm', er: 4.4 },
    { mode: 'impedance', width: 1, gap: 0.2, height: 1.6, er: 4.4, z0_target: 50 },
    { mode: 'impedance', width: 1, gap: 0.03, height: 1.6, unit: 'mm', copper: 2, copper_unit: 'oz', er: 4.4 },
  ]);
});
