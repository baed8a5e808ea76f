// Coplanar waveguide on a PCB: a trace between two coplanar ground planes, with or without a ground
// plane under the dielectric (CPW / grounded CPW). Quasi-static conformal mapping (Wen 1969; Ghione &
// Naldi; Wadell, Transmission Line Design Handbook §3.4), the strip-thickness corrections KiCad and
// Qucs use; the impedance of a width, or the width for a target impedance at a given gap.
import * as z from 'zod/mini';
import type { Warning } from '../core/contract.ts';
import { defineEngine } from '../core/contract.ts';
import * as det from '../core/det-math.ts';
import { isOutcome } from '../core/outcome.ts';
import { warning } from '../core/outcome.ts';
import { modeHint, readLength, singleEndedFields, singleEndedOutputFields, singleEndedOutputHints, solveSingleEnded, stackupHints, type Stackup } from './_lib/pcb-impedance.ts';
import { type LineMath, type LineModel } from './_lib/pcb-transmission-line.ts';
import { ETA0 } from './_lib/rf-units.ts';

const GROUNDS = ['none', 'grounded'] as const;
type Ground = (typeof GROUNDS)[number];

/**
 * K(k)/K(k′), k′ = √(1 − k²), by the arithmetic–geometric mean: K(k) = π/(2·AGM(1, k′)), so the ratio is
 * AGM(1, k)/AGM(1, k′). Only +, ×, ÷ and √ (correctly rounded everywhere): deterministic without det-math.
 */
function ellipticRatio(k: number): number {
  const kp = Math.sqrt((1 - k) * (1 + k));
  return agm(1, k) / agm(1, kp);
}

function agm(a: number, b: number): number {
  for (let i = 0; i < 64 && Math.abs(a - b) > 1e-16 * a; i++) [a, b] = [(a + b) / 2, Math.sqrt(a * b)];
  return (a + b) / 2;
}

/** sinh(a)/sinh(b) for 0 < a < b, without overflow for wide lines: e^(a−b)·(1 − e^(−2a))/(1 − e^(−2b)). */
const sinhRatio = (a: number, b: number, m: LineMath) => m.exp(a - b) * (m.expm1(-2 * a) / m.expm1(-2 * b));

/**
 * Z0 and εeff of a coplanar waveguide: centre strip w, gaps s to the coplanar grounds, substrate h and εr, strip
 * thickness t (0 allowed), with or without a ground plane under the substrate. KiCad / Qucs (Margraf, Jahn):
 * k1 = w/(w+2s); CPW k2 = sinh(πw/4h)/sinh(π(w+2s)/4h), εeff = 1 + (εr−1)/2·q2/q1, Z0 = η0/(4·q1·√εeff);
 * grounded k3 = tanh(πw/4h)/tanh(π(w+2s)/4h), εeff = 1 + (εr−1)·q3/(q1+q3), Z0 = η0/(2·(q1+q3)·√εeff);
 * q = K(k)/K(k′). Thickness: w and s become w + d and s − d, d = 1.25t/π·(1 + ln(4πw/t)), and
 * εeff − 0.7(εeff−1)(t/s)/(q1 + 0.7t/s).
 */
function cpw(w: number, s: number, st: Stackup, ground: Ground, m: LineMath = det): LineModel & { thickClamped: boolean } {
  const { h, t, er } = st;
  const q1 = ellipticRatio(w / (w + 2 * s));
  const a = (Math.PI / 4) * (w / h);
  const b = (Math.PI / 4) * ((w + 2 * s) / h);
  let q3 = 0;
  let er0: number;
  if (ground === 'grounded') {
    q3 = ellipticRatio(m.tanh(a) / m.tanh(b));
    er0 = 1 + (q3 / (q1 + q3)) * (er - 1);
  } else {
    er0 = 1 + ((er - 1) / 2) * (ellipticRatio(sinhRatio(a, b, m)) / q1);
  }
  let qe = q1;
  let thickClamped = false;
  if (t > 0) {
    let d = ((t * 1.25) / Math.PI) * (1 + m.log((4 * Math.PI * w) / t));
    // Below w = t/(4πe) the formula turns negative and would narrow the strip, past zero width (NaN) soon after:
    // such a strip gets no width step (the width solver evaluates down to h/1000, e.g. 1.6 µm beside 2 oz copper).
    if (d < 0) d = 0;
    // The correction assumes t ≪ s; a d beyond half the gap would close it (its formula is then outside its range).
    if (d > s / 2) {
      d = s / 2;
      thickClamped = true;
    }
    qe = ellipticRatio((w + d) / (w + d + 2 * (s - d)));
    if (ground === 'grounded') er0 = 1 + (q3 / (qe + q3)) * (er - 1);
    er0 -= (0.7 * (er0 - 1) * (t / s)) / (q1 + (0.7 * t) / s);
  }
  const z0 = ground === 'grounded' ? ETA0 / (2 * (qe + q3) * Math.sqrt(er0)) : ETA0 / (4 * qe * Math.sqrt(er0));
  return { z0, epsEff: er0, thickClamped };
}

const input = z.object({
  ...singleEndedFields,
  gap: z.number().check(z.meta({ description: 'Gap s between the trace edge and each coplanar ground, in the chosen unit' })),
  ground: z._default(z.enum(GROUNDS), 'grounded'),
});

const output = z.object({
  ...singleEndedOutputFields,
  gap_mm: z.number(),
  k: z.number(),
});

const FORMULAS = {
  impedance: {
    id: 'pcb-cpw.conformal',
    expression: 'k = w/(w+2s);  CPW: εeff = 1 + (εr−1)/2·[K(k2)/K(k2′)]/[K(k)/K(k′)], Z0 = η0/(4√εeff)·K(k′)/K(k);  grounded: Z0 = η0/(2√εeff)·1/(K(k)/K(k′) + K(k3)/K(k3′))',
    label: 'Coplanar waveguide impedance by conformal mapping',
  },
  width: {
    id: 'pcb-cpw.synthesis',
    expression: 'w such that Z0_CPW(w, s, h, t, εr) = Z0 target at the given gap (bracketed secant iteration on the analysis formula)',
    label: 'Coplanar waveguide width for a target impedance',
  },
};

const STACK_FIELDS = ['gap', 'ground', 'height', 'unit', 'copper', 'copper_unit', 'er'];

export const engine = defineEngine({
  id: 'pcb-cpw',
  area: 'electrical',
  title: 'Coplanar waveguide impedance calculator (CPW, grounded CPW)',
  description:
    'Characteristic impedance and effective dielectric constant of a coplanar waveguide: a PCB trace between two coplanar ground pours, with or without a ground plane under the dielectric (grounded CPW), from width, gap, dielectric height, copper thickness and εr by conformal mapping; or the trace width for a target impedance such as 50 Ω at a given gap.',
  keywords: ['coplanar waveguide', 'CPW', 'grounded coplanar waveguide', 'GCPW', 'CPWG', 'coplanar impedance', 'coplanar waveguide calculator', 'trace between ground pour', 'RF trace impedance', '50 ohm coplanar', 'conformal mapping', 'Wadell'],
  capability_id: 'electrical.pcb.coplanar_waveguide',
  version: '1.0.0',
  page: 'electric',
  input,
  output,
  unit: 'Ω',
  errors: ['COPPER_THICKNESS_NEGATIVE', 'GAP_MUST_BE_POSITIVE', 'HEIGHT_MUST_BE_POSITIVE', 'IMPEDANCE_MUST_BE_POSITIVE', 'IMPEDANCE_TARGET_UNREACHABLE', 'INPUT_OUT_OF_RANGE', 'PERMITTIVITY_OUT_OF_RANGE', 'WIDTH_MUST_BE_POSITIVE'],
  warnings: ['INPUT_IGNORED', 'OUTSIDE_VALIDITY_RANGE'],
  formula: FORMULAS.impedance,
  assumptions: [
    'Quasi-static conformal mapping: C. P. Wen, "Coplanar Waveguide: A Surface Strip Transmission Line…", IEEE MTT-17 (1969) for the infinitely thick substrate; the finite substrate of height h (k2 with sinh) and the ground plane under it (grounded CPW, k3 with tanh) as in Ghione & Naldi (1984) and B. C. Wadell, Transmission Line Design Handbook (1991) §3.4.1 and §3.4.3; the same formulas as KiCad’s and Qucs’ coplanar models (pcb_calculator/transline/coplanar.cpp).',
    'K(k)/K(k′) is computed by the arithmetic–geometric mean (exact to double precision). η0 = μ0·c = 376.730 Ω. Strip thickness t (copper) by the equivalent-width correction w + d, s − d with d = 1.25t/π·(1 + ln(4πw/t)) and εeff − 0.7(εeff − 1)(t/s)/(K(k)/K(k′) + 0.7t/s) (Gupta et al., Microstrip Lines and Slotlines); it assumes t ≪ s, and where d would exceed half the gap it is held there with OUTSIDE_VALIDITY_RANGE.',
    'Where it disagrees with field solvers: the model assumes coplanar grounds that are infinitely wide and, for grounded CPW, no vias; real pours narrower than about 2(w + 2s) raise Z0, and grounded CPW without stitching vias can carry parallel-plate modes. 2-D field solvers (e.g. Sonnet, Polar Si9000, openEMS) agree within about 1–3 % for 0.1 ≤ w/h ≤ 10 and s ≥ t, more where the gap is comparable to the copper thickness (the thickness correction is then the weak part) or for grounded CPW with s > h, where the line behaves as a microstrip and the coplanar grounds matter little. Solder mask lowers Z0 by a few Ω and is not modelled.',
    'No dispersion: εeff is the static value, good well below the TE0 surface-wave cutoff c/(4h√(εr − 1)) (about 24 GHz for 1.6 mm FR-4).',
    'Width mode solves the same analysis for w between h/1000 and 1000·h at the given gap (bracketed secant, relative 1e-13). Geometry in mm, mil or µm; copper in oz/ft² (1 oz = 35.0 µm), µm, mil or mm.',
  ],
  ui: {
    fields: {
      mode: modeHint,
      width: { label: 'Trace width w', unitSelect: 'unit' },
      z0_target: { label: 'Target impedance Z0', unit: 'Ω' },
      gap: { label: 'Gap s (trace edge to coplanar ground)', unitSelect: 'unit' },
      ground: { label: 'Ground plane under the dielectric', options: [{ value: 'grounded', label: 'Yes: grounded CPW (GCPW)' }, { value: 'none', label: 'No: CPW on a bare substrate' }] },
      ...stackupHints('Dielectric height h', 'Thickness of the substrate (to the ground plane under it for grounded CPW).'),
    },
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'impedance', label: 'Impedance', fields: ['width', ...STACK_FIELDS] },
          { value: 'width', label: 'Width for target Z0', fields: ['z0_target', ...STACK_FIELDS] },
        ],
      },
    ],
    initial: { mode: 'impedance', width: 1, gap: 0.2, ground: 'grounded', height: 1.6, unit: 'mm', copper: 1, copper_unit: 'oz', er: 4.4 },
    headline: 'Z0',
    headlines: { width: 'width_mm' },
    outputs: {
      ...singleEndedOutputHints,
      w_over_h: { label: 'Width-to-height ratio w/h' },
      gap_mm: { label: 'Gap', unit: 'mm' },
      k: { label: 'Aspect ratio k = w/(w + 2s)' },
    },
  },
  examples: [
    {
      name: 'Wen’s symmetric case k = 1/√2 in air: Z0 = η0/4',
      inputs: { mode: 'impedance', width: 1, gap: 0.20710678118654752, ground: 'none', height: 10000, unit: 'mm', copper: 0, er: 1 },
      expect: { status: 'success', values: { Z0: 94.18257841671337 /* η0/4, η0 = μ0·c = 376.7303136668535 Ω (CODATA 2018) */, eps_eff: 1 }, rel: 1e-9 },
      source: 'C. P. Wen (1969): Z0 = η0/(4√εeff)·K(k′)/K(k); for k = k′ = 1/√2 (s = w(√2 − 1)/2) K(k′)/K(k) = 1, so in air Z0 = η0/4 = 94.18 Ω (30π = 94.25 Ω with η0 ≈ 120π).',
    },
    {
      name: 'k = 0.5 (w = 1 mm, s = 0.5 mm) in air',
      inputs: { mode: 'impedance', width: 1, gap: 0.5, ground: 'none', height: 10000, unit: 'mm', copper: 0, er: 1 },
      expect: { status: 'success', values: { Z0: 120.48415325686196 /* η0/4 × 2.156515648/1.685750355 */ }, rel: 1e-8 },
      source: 'Abramowitz & Stegun, Handbook of Mathematical Functions, Table 17.1: K(m = 0.25) = 1.685750355, K(m = 0.75) = 2.156515648; Wen’s Z0 = η0/4 × K(k′)/K(k) with k = 0.5.',
    },
    {
      name: 'Thick substrate εr = 9.8: εeff → (εr + 1)/2',
      inputs: { mode: 'impedance', width: 1, gap: 0.20710678118654752, ground: 'none', height: 10000, unit: 'mm', copper: 0, er: 9.8 },
      expect: { status: 'success', values: { eps_eff: 5.4, Z0: 40.52972863453389 /* η0/(4√5.4) */ }, rel: 1e-6 },
      source: 'Wen (1969): on a substrate much thicker than the line εeff = (εr + 1)/2; with K(k′)/K(k) = 1, Z0 = η0/(4√5.4) = 40.53 Ω.',
    },
    {
      name: 'Gap of zero',
      inputs: { mode: 'impedance', width: 1, gap: 0, height: 1.6, er: 4.4 },
      expect: { status: 'error', code: 'GAP_MUST_BE_POSITIVE' },
      source: 'A coplanar waveguide needs a gap between the trace and its grounds.',
    },
  ],
  limitations: [
    'Quasi-static, lossless, no dispersion, no solder mask, infinitely wide coplanar grounds, one dielectric; use a field solver for production stack-ups.',
    'Symmetric gaps only; no conductor-backed CPW with finite side grounds or via fences.',
  ],
  related: ['pcb-microstrip', 'pcb-stripline', 'pcb-diff-impedance'],
  compute(inp) {
    const gap = readLength('gap', inp.gap, inp.unit, 'GAP_MUST_BE_POSITIVE', 'Gap');
    if (isOutcome(gap)) return gap;
    const model = (w: number, s: Stackup, m?: LineMath) => cpw(w, gap, s, inp.ground, m);
    return solveSingleEnded(
      inp,
      {
        model,
        guess: () => Number.NaN,
        warnings: (w, s) => {
          const out: Warning[] = [];
          if (cpw(w, gap, s, inp.ground).thickClamped || (s.t > 0 && s.t >= gap))
            out.push(warning('OUTSIDE_VALIDITY_RANGE', `The copper (${formatUm(s.t)}) is not thin beside the ${formatUm(gap)} gap: the thickness correction of the conformal-mapping model assumes t ≪ s, so Z0 is a rough estimate.`, 'Widen the gap, or check with a field solver.'));
          const u = w / s.h;
          if (u < 0.05 || u > 20) out.push(warning('OUTSIDE_VALIDITY_RANGE', `w/h = ${Number(u.toPrecision(3))} is outside 0.05–20, where field solvers and the conformal-mapping model are usually compared.`, 'Check the result with a field solver.', 'info'));
          return out;
        },
        ipc2141: () => ({ note: [] }),
        extra: (w) => ({ gap_mm: gap * 1e3, k: w / (w + 2 * gap) }),
      },
      FORMULAS,
    );
  },
});

const formatUm = (m: number) => `${Number((m * 1e6).toPrecision(4))} µm`;
