// Quasi-static models of PCB transmission lines, shared by pcb-microstrip,
// pcb-stripline and pcb-diff-impedance: Hammerstad–Jensen microstrip, Wheeler
// stripline, the IPC-2141 closed forms for comparison, Kirschning–Jansen and Cohn
// edge-coupled pairs, per-length line parameters and width synthesis. Lengths in metres.
//
// The models take the elementary functions they are evaluated with: det-math
// (correctly rounded, ~0.1 ms a call) by default, for the values an answer
// reports; fast-math (a few ulps, ~0.1 µs) inside the width solver, which
// evaluates a model a dozen times, and for the Kirschning–Jansen pair, whose
// ~80 calls took 8 ms in det-math. The fits are accurate to 0.2–0.6 %, so the
// last bits of the functions mean nothing; both are deterministic.
import type { Outcome, Warning } from '../../core/contract.ts';
import { fail, warning } from '../../core/outcome.ts';
import { ETA0, LENGTH_UNITS, SPEED_OF_LIGHT } from './rf-units.ts';
import * as det from '../../core/det-math.ts';
import * as fast from '../../core/fast-math.ts';

/** The elementary functions a model is evaluated with (det-math or fast-math). */
export type LineMath = Pick<typeof det, 'exp' | 'expm1' | 'log' | 'pow' | 'tanh' | 'cosh'>;

// ---- Microstrip: E. Hammerstad & Ø. Jensen, "Accurate Models for Microstrip Computer-Aided Design", IEEE MTT-S 1980

/** Impedance of a zero-thickness microstrip in air, width ratio u = w/h (accurate to 0.03 % for u ≤ 1000). */
export function hjAirImpedance(u: number, m: LineMath = det): number {
  const f = 6 + (2 * Math.PI - 6) * m.exp(-(m.pow(30.666 / u, 0.7528)));
  return (ETA0 / (2 * Math.PI)) * m.log(f / u + Math.sqrt(1 + m.pow(2 / u, 2)));
}

/** Effective permittivity of a zero-thickness microstrip (accurate to 0.2 % for 0.01 ≤ u ≤ 100, εr ≤ 128). */
export function hjEffectivePermittivity(u: number, er: number, m: LineMath = det): number {
  const a = 1 + m.log((m.pow(u, 4) + m.pow(u / 52, 2)) / (m.pow(u, 4) + 0.432)) / 49 + m.log(1 + m.pow(u / 18.1, 3)) / 18.7;
  const b = 0.564 * m.pow((er - 0.9) / (er + 3), 0.053);
  return (er + 1) / 2 + ((er - 1) / 2) * m.pow(1 + 10 / u, -a * b);
}

export interface LineModel {
  z0: number;
  epsEff: number;
}

/**
 * Microstrip of width w over a dielectric of height h and permittivity er, strip thickness t
 * (0 allowed). Thickness enters as H&J's width corrections Δu1 (in air) and Δur (on the substrate).
 */
export function microstrip(w: number, h: number, t: number, er: number, m: LineMath = det): LineModel {
  const u = w / h;
  const { du1, dur } = hjThicknessCorrection(u, t / h, er, m);
  const zAir = hjAirImpedance(u + dur, m);
  const epsR = hjEffectivePermittivity(u + dur, er, m);
  return { z0: zAir / Math.sqrt(epsR), epsEff: epsR * m.pow(hjAirImpedance(u + du1, m) / zAir, 2) };
}

/** H&J increments of w/h that stand for a strip thickness tn = t/h: Δu1 in air, Δur on the substrate. */
export function hjThicknessCorrection(u: number, tn: number, er: number, m: LineMath = det): { du1: number; dur: number } {
  if (!(tn > 0)) return { du1: 0, dur: 0 };
  const coth = 1 / m.tanh(Math.sqrt(6.517 * u));
  const du1 = (tn / Math.PI) * m.log(1 + (4 * Math.E) / (tn * coth * coth));
  return { du1, dur: 0.5 * (1 + 1 / m.cosh(Math.sqrt(er - 1))) * du1 };
}

export const MICROSTRIP_RANGE = { u: [0.01, 100], er: [1, 128] } as const;

export function microstripRangeWarnings(u: number, er: number): Warning[] {
  const out: Warning[] = [];
  if (u < MICROSTRIP_RANGE.u[0] || u > MICROSTRIP_RANGE.u[1]) {
    out.push(warning('OUTSIDE_VALIDITY_RANGE', `w/h = ${fmt(u)} is outside 0.01–100, where Hammerstad–Jensen state their accuracy (0.2 % on εeff, 0.03 % on Z0 in air).`, 'Check the width and the dielectric height (same unit), or use a field solver.'));
  }
  if (er > MICROSTRIP_RANGE.er[1]) {
    out.push(warning('OUTSIDE_VALIDITY_RANGE', `εr = ${fmt(er)} is above 128, the limit of the Hammerstad–Jensen fit.`, 'Use a field solver for such high-permittivity substrates.'));
  }
  return out;
}

// ---- Symmetric stripline: H. A. Wheeler, IEEE MTT-26 (1978), as reproduced in Wadell, Transmission Line Design Handbook

/**
 * Stripline of width w and thickness t centred between planes b apart (permittivity er).
 * Accurate to 0.5 % for w'/(b − t) < 10; with t = 0 the width correction vanishes.
 */
export function stripline(w: number, b: number, t: number, er: number, m: LineMath = det): LineModel {
  let dw = 0;
  if (t > 0) {
    const e = (6 * (b - t)) / (3 * b - t);
    dw = (t / Math.PI) * (1 - 0.5 * m.log(m.pow(t / (2 * b - t), 2) + m.pow((0.0796 * t) / (w + 1.1 * t), e)));
  }
  const A = (4 * (b - t)) / (Math.PI * (w + dw));
  const z0 = (ETA0 / (4 * Math.PI * Math.sqrt(er))) * m.log(1 + A * (2 * A + Math.sqrt(4 * A * A + 6.27)));
  return { z0, epsEff: er };
}

export function striplineRangeWarnings(w: number, b: number, t: number): Warning[] {
  const ratio = w / (b - t);
  if (ratio <= 10) return [];
  return [warning('OUTSIDE_VALIDITY_RANGE', `w/(b − t) = ${fmt(ratio)} is above 10, where Wheeler's formula is no longer within 0.5 %.`, 'Check the width and heights (same unit), or use a field solver.')];
}

// ---- IPC-2141 closed forms (shown for comparison; valid only in their stated ranges)

/** IPC-2141 microstrip: 87/√(εr + 1.41)·ln(5.98h / (0.8w + t)); valid 0.1 < w/h < 2, 1 < εr < 15. */
export function ipc2141Microstrip(w: number, h: number, t: number, er: number): number | undefined {
  const u = w / h;
  if (!(u > 0.1 && u < 2 && er > 1 && er < 15)) return undefined;
  return (87 / Math.sqrt(er + 1.41)) * det.log((5.98 * h) / (0.8 * w + t));
}

/** IPC-2141 stripline: 60/√εr·ln(4b / (0.67π(0.8w + t))); valid w/(b − t) < 0.35, t/b < 0.25. */
export function ipc2141Stripline(w: number, b: number, t: number, er: number): number | undefined {
  if (!(w / (b - t) < 0.35 && t / b < 0.25)) return undefined;
  return (60 / Math.sqrt(er)) * det.log((4 * b) / (0.67 * Math.PI * (0.8 * w + t)));
}

export const ipc2141Note = (z: number | undefined, range: string): Warning[] =>
  z === undefined ? [warning('IPC2141_NOT_APPLICABLE', `The IPC-2141 closed-form estimate is not reported: the geometry is outside its range (${range}).`, undefined, 'info')] : [];

// ---- Edge-coupled pairs ---------------------------------------------------------

export interface CoupledModel {
  zEven: number;
  zOdd: number;
  epsEven: number;
  epsOdd: number;
}

/** Kirschning–Jansen even mode of a zero-thickness pair: impedance and effective permittivity. */
function kjEven(u: number, g: number, er: number, m: LineMath): { z: number; eps: number } {
  const epsSingle = hjEffectivePermittivity(u, er, m);
  const zSingle = hjAirImpedance(u, m) / Math.sqrt(epsSingle);
  // H&J filling factor at the equivalent width v.
  const eps = hjEffectivePermittivity((u * (20 + g * g)) / (10 + g * g) + g * m.exp(-g), er, m);
  const z = (zSingle * Math.sqrt(epsSingle / eps)) / (1 - (Math.sqrt(epsSingle) * kjQ4(u, g, m) * zSingle) / ETA0);
  return { z, eps };
}

const kjQ2 = (g: number, m: LineMath) => 1 + 0.7519 * g + 0.189 * m.pow(g, 2.31);
function kjQ4(u: number, g: number, m: LineMath): number {
  const q1 = 0.8695 * m.pow(u, 0.194);
  const q3 = 0.1975 + m.pow(16.6 + m.pow(8.4 / g, 6), -0.387) + m.log(m.pow(g, 10) / (1 + m.pow(g / 3.4, 10))) / 241;
  return (2 * q1) / (kjQ2(g, m) * (m.exp(-g) * m.pow(u, q3) + (2 - m.exp(-g)) * m.pow(u, -q3)));
}

/** Kirschning–Jansen odd mode of a zero-thickness pair (εeff with the 1985 correction). */
function kjOdd(u: number, g: number, er: number, m: LineMath): { z: number; eps: number } {
  const epsSingle = hjEffectivePermittivity(u, er, m);
  const zSingle = hjAirImpedance(u, m) / Math.sqrt(epsSingle);
  const ao = 0.7287 * (epsSingle - (er + 1) / 2) * (1 - m.exp(-0.179 * u));
  const bo = (0.747 * er) / (0.15 + er);
  const co = bo - (bo - 0.207) * m.exp(-0.414 * u);
  const dO = 0.593 + 0.694 * m.exp(-0.562 * u);
  const eps = ((er + 1) / 2 + ao - epsSingle) * m.exp(-co * m.pow(g, dO)) + epsSingle;
  const q2 = kjQ2(g, m);
  const q5 = 1.794 + 1.14 * m.log(1 + 0.638 / (g + 0.517 * m.pow(g, 2.43)));
  const q6 = 0.2305 + m.log(m.pow(g, 10) / (1 + m.pow(g / 5.8, 10))) / 281.3 + m.log(1 + 0.598 * m.pow(g, 1.154)) / 5.1;
  const q7 = (10 + 190 * g * g) / (1 + 82.3 * m.pow(g, 3));
  const q8 = m.exp(-6.5 - 0.95 * m.log(g) - m.pow(g / 0.15, 5));
  const q9 = m.log(q7) * (q8 + 1 / 16.5);
  const q10 = (q2 * kjQ4(u, g, m) - q5 * m.exp(m.log(u) * q6 * m.pow(u, -q9))) / q2;
  const z = (zSingle * Math.sqrt(epsSingle / eps)) / (1 - (Math.sqrt(epsSingle) * q10 * zSingle) / ETA0);
  return { z, eps };
}

/**
 * Edge-coupled microstrip, static even/odd-mode impedances and permittivities:
 * M. Kirschning & R. H. Jansen, IEEE MTT-32 (1984) 83–90 with the MTT-33 (1985) correction;
 * accurate to about 0.6 % for 0.1 ≤ w/h ≤ 10, 0.1 ≤ s/h ≤ 10, 1 ≤ εr ≤ 18 at t = 0.
 * Thickness follows Jansen (IEEE MTT-26, 1978): each mode is the zero-thickness model at an
 * equivalent width, the even mode widened by (most of) the H&J increment Δw and the odd mode
 * by Δt = 2·t·h/(εr·s) more, for the side-wall field across the gap. For a wide gap both
 * modes tend to the single H&J microstrip with the same thickness.
 * About 80 elementary functions: pcb-diff-impedance passes fast-math (det-math took 8 ms).
 */
export function coupledMicrostrip(w: number, s: number, h: number, t: number, er: number, m: LineMath = det): CoupledModel {
  const u = w / h;
  const g = s / h;
  let ue = u;
  let uo = u;
  if (t > 0) {
    const { dur } = hjThicknessCorrection(u, t / h, er, m);
    const dt = (2 * (t / h)) / (er * g);
    ue = u + dur * (1 - 0.5 * m.exp((-0.69 * dur) / dt));
    uo = ue + dt;
  }
  const even = kjEven(ue, g, er, m);
  const odd = kjOdd(uo, g, er, m);
  return { zEven: even.z, zOdd: odd.z, epsEven: even.eps, epsOdd: odd.eps };
}

export function coupledMicrostripRangeWarnings(u: number, g: number, er: number): Warning[] {
  const out: Warning[] = [];
  if (u < 0.1 || u > 10) out.push(warning('OUTSIDE_VALIDITY_RANGE', `w/h = ${fmt(u)} is outside 0.1–10, the range of the Kirschning–Jansen coupled-line model.`, 'Check width and dielectric height (same unit), or use a field solver.'));
  if (g < 0.1 || g > 10) out.push(warning('OUTSIDE_VALIDITY_RANGE', `s/h = ${fmt(g)} is outside 0.1–10, the range of the Kirschning–Jansen coupled-line model.`, 'Check spacing and dielectric height (same unit), or use a field solver.'));
  if (er > 18) out.push(warning('OUTSIDE_VALIDITY_RANGE', `εr = ${fmt(er)} is above 18, the range of the Kirschning–Jansen coupled-line model.`, 'Use a field solver for such substrates.'));
  return out;
}

/** K(k), the complete elliptic integral of the first kind, from the complementary modulus k′ = √(1 − k²): π / (2·AGM(1, k′)). */
function ellipticKFromComplement(kp: number): number {
  let a = 1;
  let b = kp;
  for (let i = 0; i < 64 && a !== b; i++) {
    const next = (a + b) / 2;
    b = Math.sqrt(a * b);
    a = next;
  }
  return Math.PI / (2 * a);
}

/**
 * K(k) from ln k′: π / (2·AGM(1, k′)), or ln(4/k′) once k′ < e⁻²⁰, where that asymptote is exact in
 * double precision (the next term, k′²/4·(ln(4/k′) − 1), is below 1e-17) and k′ may underflow.
 */
const ellipticKFromLogComplement = (lnKp: number) => (lnKp < -20 ? 2 * Math.LN2 - lnKp : ellipticKFromComplement(det.exp(lnKp)));

/**
 * η0/(4√εr)·K(k′)/K(k): Cohn's conformal-map impedance of a zero-thickness strip in a homogeneous
 * stripline, for modulus k and the logarithm of its complement (passed separately to keep precision near 1).
 */
const cohnImpedance = (k: number, lnKp: number, er: number) => (ETA0 / (4 * Math.sqrt(er))) * (ellipticKFromComplement(k) / ellipticKFromLogComplement(lnKp));

/**
 * Edge-coupled symmetric stripline (planes b apart): S. B. Cohn, IRE MTT-3 (1955) 29–38.
 * Zero thickness is exact (conformal mapping); a strip thickness t enters by Cohn's fringing-
 * capacitance corrections (eqs. 18 and 20, as in Wadell §4.6.5), on top of the single-strip
 * Wheeler impedances, stated for w/(b − t) ≥ 0.35, t/b ≤ 0.1 and s ≥ 5t.
 */
export function coupledStripline(w: number, s: number, b: number, t: number, er: number): CoupledModel {
  // Even mode k = tanh(x1)·tanh(x2), odd mode k = tanh(x1)·coth(x2), x1 = πw/2b, x2 = π(w+s)/2b.
  const x1 = (Math.PI * w) / (2 * b);
  const a = det.tanh(x1);
  const c = det.tanh((Math.PI * (w + s)) / (2 * b));
  // The complements k′ as ln k′ = −x1 + ½·ln M, from 1 − ke² = sech²x1 + a²·sech²x2 and
  // 1 − ko² = (c − a)(c + a)/c² with c − a = sinh(x2 − x1)·sech x1·sech x2, written with
  // E = e^(−2x1) and D = e^(−πs/b): 1 − k² is not formed by cancellation, which left
  // k′ = 0 and Zeven = Zodd ≈ 0 Ω once tanh rounded to 1 (w > 12b).
  const E = det.exp(-2 * x1);
  const D = det.exp((-Math.PI * s) / b);
  const lnKpEven = -x1 + 0.5 * det.log(4 / ((1 + E) * (1 + E)) + (4 * a * a * D) / ((1 + E * D) * (1 + E * D)));
  const lnKpOdd = -x1 + 0.5 * det.log((-2 * det.expm1((-Math.PI * s) / b) * (c + a)) / ((1 + E) * (1 + E * D) * c * c));
  const zEven0 = cohnImpedance(a * c, lnKpEven, er);
  const zOdd0 = cohnImpedance(a / c, lnKpOdd, er);
  if (t === 0) return { zEven: zEven0, zOdd: zOdd0, epsEven: er, epsOdd: er };
  const zs = stripline(w, b, t, er).z0;
  const zs0 = stripline(w, b, 0, er).z0;
  const x = 1 / (1 - t / b);
  // Fringing capacitance of a thick strip edge relative to a thin one (Cohn 1954, eq. 2 over eq. 13).
  const cfRatio = (2 * x * det.log(x + 1) - (x - 1) * det.log(x * x - 1)) / (2 * Math.LN2);
  const zEven = 1 / (1 / zs - cfRatio * (1 / zs0 - 1 / zEven0));
  const zOdd = 1 / (1 / zs + cfRatio * (1 / zOdd0 - 1 / zs0));
  return { zEven, zOdd, epsEven: er, epsOdd: er };
}

export function coupledStriplineRangeWarnings(w: number, s: number, b: number, t: number): Warning[] {
  if (t === 0) return [];
  const out: Warning[] = [];
  if (w / (b - t) < 0.35) out.push(warning('OUTSIDE_VALIDITY_RANGE', `w/(b − t) = ${fmt(w / (b - t))} is below 0.35: Cohn's thickness correction assumes wide strips, so the thickness effect is approximate.`, 'Treat the result as an estimate (typically within a few %), or use a field solver.'));
  if (t / b > 0.1) out.push(warning('OUTSIDE_VALIDITY_RANGE', `t/b = ${fmt(t / b)} is above 0.1, where Cohn's thickness correction loses accuracy.`, 'Use a field solver for thick copper in thin dielectrics.'));
  if (s < 5 * t) out.push(warning('OUTSIDE_VALIDITY_RANGE', `Spacing s = ${fmt(s / t)}·t is below 5t: the side-wall capacitance between the strips is not modelled, so Zodd and Zdiff come out high.`, 'Widen the gap or use a field solver for such tight pairs.'));
  return out;
}

// ---- Line parameters ------------------------------------------------------------

export interface LineParameters {
  velocity_factor: number;
  delay_ps_per_mm: number;
  delay_ps_per_in: number;
  L_nH_per_mm: number;
  C_pF_per_mm: number;
}

/** Propagation delay, velocity factor and per-length L, C of a TEM / quasi-TEM line. */
export function lineParameters(z0: number, epsEff: number): LineParameters {
  const v = SPEED_OF_LIGHT / Math.sqrt(epsEff);
  return {
    velocity_factor: 1 / Math.sqrt(epsEff),
    delay_ps_per_mm: (1e12 * 1e-3) / v,
    delay_ps_per_in: (1e12 * LENGTH_UNITS.in) / v,
    L_nH_per_mm: ((z0 / v) * 1e9) / 1e3,
    C_pF_per_mm: ((1 / (z0 * v)) * 1e12) / 1e3,
  };
}

// ---- Synthesis: the width that gives a target impedance ---------------------------

/** Model evaluations the width solver may make besides the two ends of the range (it needs about 5–10). */
export const WIDTH_SOLVER_MAX_STEPS = 60;
/** The solver stops when ln z is this close to ln target (Z0 within a relative 1e-13) or the bracket of ln w is this narrow. */
const WIDTH_SOLVER_TOLERANCE = 1e-13;

export type WidthSearch = { ok: true; w: number; steps: number } | { ok: false; zMin: number; zMax: number };

/**
 * Width in [lo, hi] at which the decreasing function z(w) equals `target`, or the
 * impedances of the range's ends when the target lies outside them. z is meant to be
 * a model in fast-math; the caller reports the model in det-math at the width found.
 *
 * A bracketed secant on ln z against ln w, where the line models are nearly straight
 * (Z0 ∝ ln(1/w) for narrow traces, ∝ 1/w for wide ones): it starts at `guess` (a
 * closed-form synthesis formula), and keeps the root between two points of opposite
 * sign. The Illinois rule halves the value kept at an end that survives two steps in a
 * row, and every third step bisects if the bracket did not halve, so the bracket
 * shrinks geometrically whatever z does. It stops at WIDTH_SOLVER_TOLERANCE or after
 * WIDTH_SOLVER_MAX_STEPS evaluations: no clock, the same steps and bits on every machine.
 * (It replaced 200 bisection steps in det-math, 0.1–0.4 s per answer.)
 */
export function widthForImpedance(z: (w: number) => number, target: number, lo: number, hi: number, guess?: number): WidthSearch {
  const zLo = z(lo);
  const zHi = z(hi);
  if (!(target <= zLo && target >= zHi)) return { ok: false, zMin: zHi, zMax: zLo };
  if (target === zLo) return { ok: true, w: lo, steps: 0 };
  if (target === zHi) return { ok: true, w: hi, steps: 0 };
  const lnTarget = fast.log(target);
  const f = (v: number) => fast.log(z(fast.exp(v))) - lnTarget;
  // f(a) > 0 > f(b) throughout.
  let a = fast.log(lo);
  let b = fast.log(hi);
  let fa = fast.log(zLo) - lnTarget;
  let fb = fast.log(zHi) - lnTarget;
  const secant = () => a + ((b - a) * fa) / (fa - fb);
  let x = guess !== undefined && guess > lo && guess < hi ? fast.log(guess) : secant();
  let kept = 0; // the end that survived the last step: −1 a, +1 b
  let checkpoint = b - a;
  let step = 1;
  for (; step <= WIDTH_SOLVER_MAX_STEPS; step++) {
    const fx = f(x);
    if (Math.abs(fx) <= WIDTH_SOLVER_TOLERANCE) return { ok: true, w: fast.exp(x), steps: step };
    if (fx > 0) {
      a = x;
      fa = fx;
      if (kept === 1) fb /= 2;
      kept = 1;
    } else {
      b = x;
      fb = fx;
      if (kept === -1) fa /= 2;
      kept = -1;
    }
    if (b - a <= WIDTH_SOLVER_TOLERANCE) break;
    x = secant();
    if (step % 3 === 0) {
      if (b - a > checkpoint / 2) x = (a + b) / 2;
      checkpoint = b - a;
    }
    if (!(x > a && x < b)) x = (a + b) / 2;
  }
  return { ok: true, w: fast.exp((a + b) / 2), steps: Math.min(step, WIDTH_SOLVER_MAX_STEPS) };
}

/**
 * A first width for a microstrip of impedance z0 (zero thickness): Wheeler's synthesis
 * as Hammerstad gives it (Pozar, Microwave Engineering, eq. 3.197), within a few % of
 * the H&J analysis it starts the solver for.
 */
export function microstripWidthGuess(z0: number, h: number, er: number): number {
  const A = (z0 / 60) * Math.sqrt((er + 1) / 2) + ((er - 1) / (er + 1)) * (0.23 + 0.11 / er);
  const narrow = 8 / (fast.exp(A) - 2 * fast.exp(-A)); // 8e^A/(e^2A − 2), without overflowing e^2A
  if (narrow > 0 && narrow < 2) return narrow * h;
  const B = (ETA0 * Math.PI) / (2 * z0 * Math.sqrt(er));
  return (2 / Math.PI) * (B - 1 - fast.log(2 * B - 1) + ((er - 1) / (2 * er)) * (fast.log(B - 1) + 0.39 - 0.61 / er)) * h;
}

/** A first width for a stripline of impedance z0 between planes b apart (zero thickness): Pozar eq. 3.180. NaN or ≤ 0 where it has none. */
export function striplineWidthGuess(z0: number, b: number, er: number): number {
  const x = (30 * Math.PI) / (Math.sqrt(er) * z0) - 0.441;
  return (Math.sqrt(er) * z0 < 120 ? x : 0.85 - Math.sqrt(0.6 - x)) * b;
}

/** The error for a target impedance no width in the search range reaches. */
export function unreachableImpedance(field: string, target: number, zMin: number, zMax: number): Outcome<never> {
  return fail('IMPEDANCE_TARGET_UNREACHABLE', field, `No trace width gives ${fmt(target)} Ω on this stack-up: widths from 1/1000 to 1000 times the dielectric height give ${fmt(zMin)}–${fmt(zMax)} Ω.`, `Choose a target between ${fmt(zMin)} and ${fmt(zMax)} Ω, or change the dielectric height or εr.`);
}

/** Relative permittivity must be at least 1 (vacuum). */
export function permittivityError(field: string, er: number): Outcome<never> | undefined {
  if (er >= 1) return undefined;
  return fail('PERMITTIVITY_OUT_OF_RANGE', field, `Relative permittivity εr = ${er} is below 1; no dielectric is below vacuum.`, 'Give εr ≥ 1, e.g. 4.3 for FR-4, 3.66 for Rogers RO4350B, 2.2 for PTFE.');
}

const fmt = (x: number) => String(Number(x.toPrecision(4)));
