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

/**
 * K(k) = R_F(0, 1 − k², 1) by Carlson's duplication algorithm (B. C. Carlson, "Numerical computation of real or complex
 * elliptic integrals", Numer. Algorithms 10 (1995); Numerical Recipes §6.11 rf), a different algorithm from the engine's AGM.
 */
function carlsonRF(x: number, y: number, z: number): number {
  for (;;) {
    const sx = Math.sqrt(x), sy = Math.sqrt(y), sz = Math.sqrt(z);
    const lambda = sx * (sy + sz) + sy * sz;
    x = 0.25 * (x + lambda);
    y = 0.25 * (y + lambda);
    z = 0.25 * (z + lambda);
    const ave = (x + y + z) / 3;
    const dx = (ave - x) / ave, dy = (ave - y) / ave, dz = (ave - z) / ave;
    if (Math.max(Math.abs(dx), Math.abs(dy), Math.abs(dz)) < 1e-4) {
      const e2 = dx * dy - dz * dz, e3 = dx * dy * dz;
      return (1 + (e2 / 24 - 0.1 - (3 * e3) / 44) * e2 + e3 / 14) / Math.sqrt(ave);
    }
  }
}
/** K(k)/K(k′) with k′² = (1 − k)(1 + k). */
const q = (k: number) => carlsonRF(0, (1 - k) * (1 + k), 1) / carlsonRF(0, k * k, 1);

/**
 * KiCad pcb_calculator transline/coplanar.cpp (and Qucs cpwline.cpp) typed from its source: Z0 and εeff of CPW (backside air)
 * or grounded CPW (backside metal) with strip thickness t; lengths in any one unit.
 */
function kicadCoplanar(w: number, s: number, h: number, t: number, er: number, grounded: boolean) {
  const q1 = q(w / (w + s + s));
  const a = (Math.PI / 4) * (w / h), b = (Math.PI / 4) * ((w + s + s) / h);
  let q3 = 0, er0: number, zl: number;
  if (grounded) {
    q3 = q(Math.tanh(a) / Math.tanh(b));
    er0 = 1 + (q3 / (q1 + q3)) * (er - 1);
    zl = ETA0 / 2 / (q1 + q3);
  } else {
    er0 = 1 + ((er - 1) / 2) * (q(Math.sinh(a) / Math.sinh(b)) / q1);
    zl = ETA0 / 4 / q1;
  }
  if (t > 0) {
    const d = ((t * 1.25) / Math.PI) * (1 + Math.log((4 * Math.PI * w) / t));
    const se = s - d, We = w + d;
    const qe = q(We / (We + se + se));
    if (grounded) {
      er0 = 1 + (q3 / (qe + q3)) * (er - 1);
      zl = ETA0 / 2 / (qe + q3);
    } else zl = ETA0 / 4 / qe;
    er0 = er0 - (0.7 * (er0 - 1) * t) / s / (q1 + (0.7 * t) / s);
  }
  return { Z0: zl / Math.sqrt(er0), eps: er0 };
}

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

  it('Carlson R_F reproduces Abramowitz & Stegun Table 17.1', () => {
    for (const [m, K_] of Object.entries(K)) expect(carlsonRF(0, 1 - Number(m), 1)).toBeCloseTo(K_, 8);
  });

  // Finite substrates, with and without the lower ground, thin and 1 oz copper: the engine against KiCad's model above.
  it.each([
    // w, s, h, t (mm), εr
    [1, 0.2, 1.6, 0, 4.4],
    [1, 0.2, 1.6, 0.035, 4.4],
    [0.3, 0.15, 0.2, 0.018, 3.66],
    [2, 0.5, 0.8, 0.07, 2.2],
    [0.5, 1.5, 0.5, 0.035, 9.8],
    [3, 0.25, 10, 0.035, 4.4],
  ])('w %s, s %s, h %s, t %s mm, εr %s: KiCad’s coplanar model (CPW and grounded CPW)', (w, s, h, t, er) => {
    for (const grounded of [false, true]) {
      const want = kicadCoplanar(w, s, h, t, er, grounded);
      const r = result(ID, { mode: 'impedance', width: w, gap: s, height: h, unit: 'mm', copper: t, copper_unit: 'mm', er, ground: grounded ? 'grounded' : 'none' });
      expect(r.Z0 / want.Z0 - 1, `grounded ${grounded}`).toBeCloseTo(0, 10);
      expect(r.eps_eff / want.eps - 1, `grounded ${grounded}`).toBeCloseTo(0, 10);
      expect(r.k).toBeCloseTo(w / (w + 2 * s), 14);
      expect(r.gap_mm).toBeCloseTo(s, 14);
      // The width mode finds that width back for that impedance.
      const back = result(ID, { mode: 'width', z0_target: want.Z0, gap: s, height: h, unit: 'mm', copper: t, copper_unit: 'mm', er, ground: grounded ? 'grounded' : 'none' });
      expect(back.width_mm / w - 1, `grounded ${grounded}`).toBeCloseTo(0, 7);
    }
  });

  it('holds the thickness step d at half the gap where it would close it (t = 0.1 mm beside a 0.1 mm gap) and warns', () => {
    // d = 1.25·0.1/π·(1 + ln(4π·1/0.1)) = 0.232 mm > s/2: the model is evaluated with d = s/2 = 0.05 mm, i.e. the strip
    // 1.05 mm wide and gaps of 0.05 mm: k = 1.05/1.15, with the εeff thickness term of t = 0.1 mm over s = 0.1 mm.
    const w = 1, s = 0.1, h = 1.6, t = 0.1, er = 4.4;
    const q1 = q(w / (w + 2 * s));
    const er0 = 1 + ((er - 1) / 2) * (q(Math.sinh((Math.PI / 4) * (w / h)) / Math.sinh((Math.PI / 4) * ((w + 2 * s) / h))) / q1);
    const eps = er0 - (0.7 * (er0 - 1) * (t / s)) / (q1 + 0.7 * (t / s));
    const z0 = ETA0 / (4 * q(1.05 / 1.15) * Math.sqrt(eps));
    const env = ok(ID, { mode: 'impedance', width: w, gap: s, height: h, unit: 'mm', copper: t, copper_unit: 'mm', er, ground: 'none' });
    const r = env.result as Record<string, number>;
    expect(r.eps_eff / eps - 1).toBeCloseTo(0, 10);
    expect(r.Z0 / z0 - 1).toBeCloseTo(0, 10);
    expect(env.warnings?.map((x) => (typeof x === 'string' ? x : x.code))).toContain('OUTSIDE_VALIDITY_RANGE');
    // Copper thinner than the gap whose step still passes half of it: 35 µm beside a 0.15 mm gap,
    // d = 1.25·0.035/π·(1 + ln(4π/0.035)) = 0.0958 mm > s/2 = 0.075 mm: held at 0.075 mm (k = 1.075/1.225), and the hold warns.
    const held = ok(ID, { mode: 'impedance', width: 1, gap: 0.15, height: h, unit: 'mm', copper: 0.035, copper_unit: 'mm', er, ground: 'none' });
    const q1b = q(1 / 1.3);
    const er0b = 1 + ((er - 1) / 2) * (q(Math.sinh(Math.PI / 4 / h) / Math.sinh((Math.PI / 4) * (1.3 / h))) / q1b);
    const epsb = er0b - (0.7 * (er0b - 1) * (0.035 / 0.15)) / (q1b + 0.7 * (0.035 / 0.15));
    expect((held.result as Record<string, number>).Z0 / (ETA0 / (4 * q(1.075 / 1.225) * Math.sqrt(epsb))) - 1).toBeCloseTo(0, 10);
    expect(held.warnings?.map((x) => (typeof x === 'string' ? x : x.code))).toEqual(['OUTSIDE_VALIDITY_RANGE']);
    // Just inside: d < s/2 (t = 5 µm beside a 0.1 mm gap: d = 0.0186 mm) is not held, and there is no warning.
    const thin = ok(ID, { mode: 'impedance', width: w, gap: s, height: h, unit: 'mm', copper: 0.005, copper_unit: 'mm', er, ground: 'none' });
    expect((thin.result as Record<string, number>).Z0 / kicadCoplanar(w, s, h, 0.005, er, false).Z0 - 1).toBeCloseTo(0, 10);
    expect(thin.warnings ?? []).toEqual([]);
  });

  it('finds widths with thick copper on thin dielectrics (2 oz on 1.6 mm used to give NaN Ω at the narrow end of the search)', () => {
    // d = 1.25t/π·(1 + ln(4πw/t)) is negative for w < t/(4πe): at w = h/1000 = 1.6 µm beside t = 70 µm it was −6.9 µm,
    // the strip's width negative and Z0 NaN, so every target was "unreachable".
    for (const [h, t, target] of [[1.6, 0.07, 50], [0.8, 0.07, 72.4], [0.2, 0.018, 75.5]] as const) {
      for (const ground of ['none', 'grounded'] as const) {
        // A 0.5 mm gap keeps the width step below half the gap (KiCad's model has no hold there).
        const stack = { gap: 0.5, height: h, unit: 'mm', copper: t, copper_unit: 'mm', er: 4.4, ground };
        const w = result(ID, { ...stack, mode: 'width', z0_target: target });
        expect(w.Z0).toBeCloseTo(target, 9);
        expect(kicadCoplanar(w.width_mm, 0.5, h, t, 4.4, ground === 'grounded').Z0 / target - 1).toBeCloseTo(0, 9);
      }
    }
    // A strip narrower than t/(4πe) (1 µm beside 70 µm: ln(4π/70) = −1.72) gets no width step: only the εeff term of t.
    const w = 0.001, s = 0.2, h = 1.6, t = 0.07, er = 4.4;
    const q1 = q(w / (w + 2 * s));
    const er0 = 1 + ((er - 1) / 2) * (q(Math.sinh((Math.PI / 4) * (w / h)) / Math.sinh((Math.PI / 4) * ((w + 2 * s) / h))) / q1);
    const eps = er0 - (0.7 * (er0 - 1) * (t / s)) / (q1 + 0.7 * (t / s));
    const r = result(ID, { mode: 'impedance', width: w, gap: s, height: h, unit: 'mm', copper: t, copper_unit: 'mm', er, ground: 'none' });
    expect(r.eps_eff / eps - 1).toBeCloseTo(0, 10);
    expect(r.Z0 / (ETA0 / (4 * q1 * Math.sqrt(eps))) - 1).toBeCloseTo(0, 10);
  });

  it('warns for w/h outside 0.05–20 (as information) and for copper as thick as the gap, not inside', () => {
    const env = (inputs: Record<string, unknown>) => ok(ID, { mode: 'impedance', unit: 'mm', er: 4.4, copper: 0, ...inputs });
    const codes = (inputs: Record<string, unknown>) => (env(inputs).warnings ?? []).map((x) => (typeof x === 'string' ? x : x.code));
    // w/h exactly 0.05 and 20 (0.1/2 and 40/2 are those doubles exactly) are inside.
    expect(env({ width: 0.1, gap: 0.2, height: 2 }).result).toMatchObject({ w_over_h: 0.05 });
    expect(codes({ width: 0.1, gap: 0.2, height: 2 })).toEqual([]);
    expect(codes({ width: 0.098, gap: 0.2, height: 2 })).toEqual(['OUTSIDE_VALIDITY_RANGE']);
    expect(env({ width: 40, gap: 0.2, height: 2 }).result).toMatchObject({ w_over_h: 20 });
    expect(codes({ width: 40, gap: 0.2, height: 2 })).toEqual([]);
    expect(codes({ width: 40.2, gap: 0.2, height: 2 })).toEqual(['OUTSIDE_VALIDITY_RANGE']);
    expect(codes({ width: 1, gap: 0.2, height: 2 })).toEqual([]);
    expect(env({ width: 0.098, gap: 0.2, height: 2 }).warnings?.[0]).toMatchObject({ severity: 'info' });
    // Thin copper beside a wide gap: no warning.
    expect(codes({ width: 1, gap: 0.2, height: 2, copper: 0.01 })).toEqual([]);
    // Copper as thick as the gap warns even where the width step stays below half the gap: a 2 µm strip beside 35 µm
    // copper has d = 1.25·0.035/π·(1 + ln(4π·0.002/0.035)) = 0.0093 mm < s/2 = 0.0175 mm (w/h = 0.1).
    expect(codes({ width: 0.002, gap: 0.035, height: 0.02, copper: 0.035, copper_unit: 'mm' })).toEqual(['OUTSIDE_VALIDITY_RANGE']);
    expect(codes({ width: 0.002, gap: 0.036, height: 0.02, copper: 0.035, copper_unit: 'mm' })).toEqual([]);
  });

  it('is grounded CPW unless told otherwise, and names the formula of each mode', () => {
    const stack = { width: 1, gap: 0.2, height: 1.6, unit: 'mm', copper: 0.035, copper_unit: 'mm', er: 4.4 };
    const env = ok(ID, { mode: 'impedance', ...stack });
    expect(env.inputs).toMatchObject({ ground: 'grounded' });
    expect((env.result as Record<string, number>).Z0 / kicadCoplanar(1, 0.2, 1.6, 0.035, 4.4, true).Z0 - 1).toBeCloseTo(0, 10);
    expect(env.formula).toMatchObject({ id: 'pcb-cpw.conformal' });
    expect(ok(ID, { ...stack, mode: 'width', z0_target: 50 }).formula).toMatchObject({ id: 'pcb-cpw.synthesis' });
  });

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
