// Elementary functions in plain double arithmetic, for the inner loops of
// solvers and for empirical models evaluated many times per answer.
//
// det-math gives correctly rounded results by computing in decimal.js, which
// costs about 0.1 ms a call: a width solver that evaluates a 20-call impedance
// model 200 times held a request for 0.4 s. These use only +, −, ×, ÷, √ and
// exact bit operations, which IEEE 754 fixes and JavaScript may not fuse or
// widen, so they too give the same bits in every engine (Node, browsers); they
// are within a few ulps of the true value instead of correctly rounded, and
// two to three orders of magnitude faster. Use them where a few ulps are far below what the answer
// means (the root a solver converges to, a fit accurate to 0.2 %), and det-math
// for values reported as computed.
//
// exp and log follow fdlibm's argument reductions (ln 2 split in two parts,
// mantissa into [√½, √2)); the reduced arguments go through Taylor series
// (e^r) and the atanh series (ln m). tests/engines/core/fast-math.test.ts
// checks them against det-math.

const LN2_HI = 6.93147180369123816490e-1; // ln 2 with its last 32 bits zero: k·LN2_HI is exact for |k| < 2^20
const LN2_LO = 1.90821492927058770002e-10; // ln 2 − LN2_HI
const INV_LN2 = 1.44269504088896338700;
/** e^x overflows above this and underflows to 0 below EXP_UNDER (fdlibm's thresholds). */
const EXP_OVER = 7.09782712893383973096e2;
const EXP_UNDER = -7.45133219101941108420e2;

// Bit access with a fixed byte order, so the result does not depend on the platform's.
const view = new DataView(new ArrayBuffer(8));

/** 2^k for a whole k in [−1022, 1023], built from its exponent bits. */
function pow2(k: number): number {
  view.setUint32(0, (k + 1023) << 20);
  view.setUint32(4, 0);
  return view.getFloat64(0);
}

/** y·2^k for y in [½, 2] and any whole k: in two steps where 2^k itself is out of the double range. */
function scale(y: number, k: number): number {
  if (k > 1023) return y * pow2(1023) * pow2(k - 1023);
  if (k < -1022) return y * pow2(-1022) * pow2(k + 1022); // k ≥ −1075 here
  return y * pow2(k);
}

/** e^r − 1 for |r| ≤ ½·ln 2 by its Taylor series in Horner form: 16 terms leave < 1e-18 relative. */
function expm1Reduced(r: number): number {
  let t = 1;
  for (let k = 16; k >= 2; k--) t = 1 + (r * t) / k;
  return r * t;
}

/** e^x as (1 + (e^r − 1))·2^k with x = k·ln 2 + r, |r| ≤ ½·ln 2 (for |x| ≤ 746). */
function expParts(x: number): [number, number] {
  const k = Math.round(x * INV_LN2);
  const r = x - k * LN2_HI - k * LN2_LO;
  return [1 + expm1Reduced(r), k];
}

/** e^x, within 2 ulps. */
export function exp(x: number): number {
  if (x !== x) return NaN;
  if (x > EXP_OVER) return Infinity;
  if (x < EXP_UNDER) return 0;
  const [m, k] = expParts(x);
  return scale(m, k);
}

/** e^x − 1, accurate for small x too (where 1 + x would lose x's digits). */
export function expm1(x: number): number {
  if (Math.abs(x) <= 0.34657359027997264) return x === 0 ? x : expm1Reduced(x);
  return x < -40 ? -1 : exp(x) - 1;
}

/** ln(1 + x), accurate for small x too: ln(u)·x/(u − 1) with u = 1 + x cancels the rounding of u (Goldberg 1991, Theorem 4). */
export function log1p(x: number): number {
  const u = 1 + x;
  if (u === 1) return x;
  if (u === Infinity) return u;
  return log(u) * (x / (u - 1));
}

/** ln x, within 2 ulps; NaN below 0, −∞ at 0. */
export function log(x: number): number {
  if (!(x > 0)) return x === 0 ? -Infinity : NaN;
  if (x === Infinity) return x;
  let e = 0;
  if (x < 2.2250738585072014e-308) {
    x *= 18014398509481984; // 2^54: a subnormal's mantissa to a normal one
    e = -54;
  }
  view.setFloat64(0, x);
  const hi = view.getUint32(0);
  e += (hi >>> 20) - 1023;
  view.setUint32(0, (hi & 0x000fffff) | 0x3ff00000); // the mantissa m in [1, 2)
  let m = view.getFloat64(0);
  if (m > Math.SQRT2) {
    m /= 2; // exact
    e += 1;
  }
  // ln m = 2·atanh(s), s = (m − 1)/(m + 1), |s| ≤ 0.1716: the series to s^25 leaves < 1e-18.
  const f = m - 1; // exact for m in [½, 2]
  const s = f / (2 + f);
  const z = s * s;
  let t = 1 / 25;
  for (let k = 23; k >= 3; k -= 2) t = 1 / k + z * t;
  const lnM = 2 * s + 2 * s * z * t;
  return e * LN2_HI + (e * LN2_LO + lnM);
}

/**
 * x^y as e^(y·ln x), within about (2 + |y·ln x|)·2⁻⁵² relative; the exact cases (squares,
 * reciprocals, square roots, whole powers of a negative base) as det-math has them.
 */
export function pow(x: number, y: number): number {
  if (y === 0) return 1;
  if (y === 1) return x;
  if (y === 2) return x * x;
  if (y === -1) return 1 / x;
  if (y === 0.5 && x > 0) return Math.sqrt(x);
  if (x !== x || y !== y) return NaN;
  if (x === 0) return y > 0 ? 0 : Infinity;
  if (x < 0) {
    if (!Number.isInteger(y)) return NaN;
    const p = exp(y * log(-x));
    return y % 2 === 0 ? p : -p;
  }
  return exp(y * log(x));
}

/** tanh x from e^(−2|x|) − 1, accurate near 0; ±1 beyond |x| = 20, where it rounds to 1. */
export function tanh(x: number): number {
  if (x === 0 || x !== x) return x;
  const a = Math.abs(x);
  if (a > 20) return Math.sign(x);
  const e = expm1(-2 * a);
  return (Math.sign(x) * -e) / (2 + e);
}

/** cosh x = (e^|x| + e^−|x|)/2. */
export function cosh(x: number): number {
  const a = Math.abs(x);
  if (a > 709) {
    if (a > 711) return Infinity;
    const [m, k] = expParts(a);
    return scale(m, k - 1); // e^a/2, where e^a alone would overflow
  }
  const e = exp(a);
  return 0.5 * e + 0.5 / e;
}
