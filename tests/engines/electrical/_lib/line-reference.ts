// Independent reference maths for the PCB transmission-line tests (pcb-microstrip,
// pcb-stripline, pcb-diff-impedance), written here rather than taken from the engines.
import { type BigNumber, all, create } from 'mathjs';

/** Impedance of free space η0 = μ0·c (CODATA 2018 μ0, exact c), in Ω. */
export const ETA0 = 1.25663706212e-6 * 299792458;

/** Complete elliptic integral K(k) by the arithmetic-geometric mean. */
export function ellipticK(k: number): number {
  let a = 1;
  let b = Math.sqrt(1 - k * k);
  for (let i = 0; i < 40; i++) [a, b] = [(a + b) / 2, Math.sqrt(a * b)];
  return Math.PI / (2 * a);
}

// ---- Microstrip, after E. Hammerstad & Ø. Jensen, IEEE MTT-S 1980 (eqs. 4, 6, 7, 8; thickness eqs. 2, 3)

/** Z01(u): zero-thickness microstrip in air, u = w/h. */
export const hjZ01 = (u: number) => (ETA0 / (2 * Math.PI)) * Math.log((6 + (2 * Math.PI - 6) * Math.exp(-((30.666 / u) ** 0.7528))) / u + Math.sqrt(1 + 4 / (u * u)));

/** εeff(u, εr) of a zero-thickness microstrip. */
export function hjEps(u: number, er: number): number {
  const a = 1 + Math.log((u ** 4 + (u / 52) ** 2) / (u ** 4 + 0.432)) / 49 + Math.log(1 + (u / 18.1) ** 3) / 18.7;
  const b = 0.564 * ((er - 0.9) / (er + 3)) ** 0.053;
  return (er + 1) / 2 + ((er - 1) / 2) * (1 + 10 / u) ** (-a * b);
}

/** Δu1, the width increment (in units of h) in air for a strip of thickness tn = t/h > 0. */
export function hjDeltaU1(u: number, tn: number): number {
  const coth = 1 / Math.tanh(Math.sqrt(6.517 * u));
  return (tn / Math.PI) * Math.log(1 + (4 * Math.E) / (tn * coth ** 2));
}

/** Δur, the width increment on the substrate: ½(1 + 1/cosh√(εr − 1))·Δu1. */
export const hjDeltaUr = (u: number, tn: number, er: number) => ((1 + 1 / Math.cosh(Math.sqrt(er - 1))) / 2) * hjDeltaU1(u, tn);

// ---- Edge-coupled microstrip: M. Kirschning & R. H. Jansen, IEEE MTT-32 (1984) 83–90, with the
// MTT-33 (1985) correction; thickness after R. H. Jansen, IEEE MTT-26 (1978) 75–82 (as in Qucs).

/** Static even- and odd-mode impedances and permittivities; each mode at its thickness-corrected width. */
export function kirschningJansen(w: number, s: number, h: number, t: number, er: number) {
  const u = w / h;
  const g = s / h;
  let ue = u;
  let uo = u;
  if (t > 0) {
    const dW = hjDeltaUr(u, t / h, er);
    const dT = (2 * t * h) / (s * er) / h; // Jansen's Δt = 2th/(εr s), in units of h
    ue = u + dW * (1 - 0.5 * Math.exp((-0.69 * dW) / dT));
    uo = ue + dT;
  }
  const q2 = 1 + 0.7519 * g + 0.189 * g ** 2.31;
  const q3 = 0.1975 + (16.6 + (8.4 / g) ** 6) ** -0.387 + Math.log(g ** 10 / (1 + (g / 3.4) ** 10)) / 241;
  const q4 = (x: number) => ((2 * 0.8695 * x ** 0.194) / q2) / (Math.exp(-g) * x ** q3 + (2 - Math.exp(-g)) * x ** -q3);
  // Even mode (eqs. 3, 8).
  const e1 = hjEps(ue, er);
  const zl1 = hjZ01(ue) / Math.sqrt(e1);
  const epsEven = hjEps((ue * (20 + g * g)) / (10 + g * g) + g * Math.exp(-g), er);
  const zEven = (zl1 * Math.sqrt(e1 / epsEven)) / (1 - (zl1 * Math.sqrt(e1) * q4(ue)) / ETA0);
  // Odd mode (eqs. 4, 9).
  const e2 = hjEps(uo, er);
  const zl2 = hjZ01(uo) / Math.sqrt(e2);
  const ao = 0.7287 * (e2 - (er + 1) / 2) * (1 - Math.exp(-0.179 * uo));
  const bo = (0.747 * er) / (0.15 + er);
  const co = bo - (bo - 0.207) * Math.exp(-0.414 * uo);
  const dO = 0.593 + 0.694 * Math.exp(-0.562 * uo);
  const epsOdd = ((er + 1) / 2 + ao - e2) * Math.exp(-co * g ** dO) + e2;
  const q5 = 1.794 + 1.14 * Math.log(1 + 0.638 / (g + 0.517 * g ** 2.43));
  const q6 = 0.2305 + Math.log(g ** 10 / (1 + (g / 5.8) ** 10)) / 281.3 + Math.log(1 + 0.598 * g ** 1.154) / 5.1;
  const q7 = (10 + 190 * g ** 2) / (1 + 82.3 * g ** 3);
  const q8 = Math.exp(-6.5 - 0.95 * Math.log(g) - (g / 0.15) ** 5);
  const q9 = Math.log(q7) * (q8 + 1 / 16.5);
  const q10 = q4(uo) - (q5 / q2) * Math.exp(Math.log(uo) * q6 * uo ** -q9);
  const zOdd = (zl2 * Math.sqrt(e2 / epsOdd)) / (1 - (zl2 * Math.sqrt(e2) * q10) / ETA0);
  return { zEven, zOdd, epsEven, epsOdd };
}

// ---- Stripline: H. A. Wheeler, IEEE MTT-26 (1978) 866–876, in Wadell's normalised form (§4.2.2)

/** Z0 of a strip of width w, thickness t, centred between planes b apart. */
export function wheelerStripline(w: number, b: number, t: number, er: number): number {
  const x = t / b;
  let wEff = w / (b - t); // W′/(b − t)
  if (t > 0) {
    const m = 2 / (1 + ((2 / 3) * x) / (1 - x));
    wEff += (x / (Math.PI * (1 - x))) * (1 - 0.5 * Math.log((x / (2 - x)) ** 2 + ((0.0796 * x) / (w / b + 1.1 * x)) ** m));
  }
  const p = 8 / (Math.PI * wEff);
  return (ETA0 / (4 * Math.PI * Math.sqrt(er))) * Math.log(1 + (p / 2) * (p + Math.sqrt(p * p + 6.27)));
}

/**
 * Cohn's thick coupled stripline (IRE MTT-3, 1955, eqs. 18 and 20; Wadell §4.6.5): the zero-thickness
 * pair Z0e(0), Z0o(0) corrected by the single strip's Z0(t), Z0(0) and the ratio of the edge fringing
 * capacitances C′f(t)/C′f(0), C′f(t)/ε = (1/π)[2/(1 − x)·ln(1/(1 − x) + 1) − (1/(1 − x) − 1)·ln(1/(1 − x)² − 1)],
 * x = t/b, and C′f(0)/ε = (2/π)·ln 2.
 */
export function cohnThickPair(zEven0: number, zOdd0: number, w: number, b: number, t: number, er: number) {
  const y = 1 / (1 - t / b);
  const cf = (2 * y * Math.log(y + 1) - (y - 1) * Math.log(y * y - 1)) / Math.PI / ((2 / Math.PI) * Math.LN2);
  const zt = wheelerStripline(w, b, t, er);
  const z0 = wheelerStripline(w, b, 0, er);
  return { zEven: 1 / (1 / zt - cf * (1 / z0 - 1 / zEven0)), zOdd: 1 / (1 / zt + cf * (1 / zOdd0 - 1 / z0)) };
}

/**
 * Cohn's exact zero-thickness coupled stripline (IRE MTT-3, 1955) in BigNumber arithmetic:
 * Z = η0/(4√εr)·K(k′)/K(k), ke = tanh(πw/2b)·tanh(π(w+s)/2b), ko = tanh(πw/2b)·coth(π(w+s)/2b), K by the AGM.
 * k′² ≈ 4e^(−πw/b), so 40 digits more than πw/(b·ln 10) keep k′ = √(1 − k²) exact where doubles round tanh to 1 (w ≳ 12b).
 */
export function cohnPairExact(w: number, s: number, b: number, er: number) {
  const m = create(all, { number: 'BigNumber', precision: 40 + Math.ceil((Math.PI * w) / (b * Math.LN10)) });
  const big = (x: number): BigNumber => m.bignumber(x);
  const pi = big(-1).acos();
  /** K of the modulus whose complement is kp: π / (2·AGM(1, kp)). */
  const K = (kp: BigNumber) => {
    let a = big(1);
    let g = kp;
    for (let i = 0; i < 40; i++) [a, g] = [a.plus(g).div(2), a.times(g).sqrt()];
    return pi.div(a.times(2));
  };
  const a = pi.times(w).div(2 * b).tanh();
  const c = pi.times(w + s).div(2 * b).tanh();
  const z = (k: BigNumber) => (ETA0 / (4 * Math.sqrt(er))) * K(k).div(K(big(1).minus(k.times(k)).sqrt())).toNumber();
  return { even: z(a.times(c)), odd: z(a.div(c)) };
}
