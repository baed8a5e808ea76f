// Elementary functions that give the same bits in every JavaScript engine.
//
// IEEE 754 fixes +, −, ×, ÷ and √, but not Math.exp, Math.log, Math.pow,
// Math.sin, Math.hypot…: V8 in Node and V8 in the browser were seen to differ in
// the last bit (tests/e2e/pages.test.ts compares the worker with REST). These
// are computed with decimal.js at 40 significant digits from the argument's
// decimal — the shortest decimal that reads back as the double, i.e. what a
// caller typed (0.1 is read as 0.1, not as 0.1000000000000000055…) — and
// rounded once to a double: deterministic everywhere, and correctly rounded
// except in vanishingly rare halfway cases. sqrt and pow's exact shortcuts
// (squares, reciprocals, square roots) are IEEE 754 operations on the double
// itself, so pow(0.1, 2) is 0.1 × 0.1. Engines use these instead of Math.*
// (tests/engines/determinism.test.ts enforces it; tests/engines/core/
// det-math-grid.test.ts checks every function against mathjs BigNumber).
import { Decimal } from 'decimal.js';

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_EVEN, toExpNeg: -9e15, toExpPos: 9e15, minE: -9e15, maxE: 9e15 });

const num = (d: Decimal) => d.toNumber();
const dec = (x: number) => new D(x);

/**
 * f at the argument's decimal, rounded once to a double. No guards for special values: decimal.js
 * gives what Math.* gives for NaN, ±0, ±∞ and outside the domain (NaN in, NaN out; ln(0) = −∞,
 * asin(2) = NaN, atan(∞) = π/2 …), which det-math.test.ts checks against Math.* over a grid.
 */
const at = (f: (d: Decimal) => Decimal) => (x: number) => num(f(dec(x)));

/**
 * Beyond these arguments e^x is outside the double range (e^709.8 overflows, e^-745.2
 * underflows): answer the limit at once, because decimal.js would build the number
 * (e^1e9 and e^-1e9 each ran for more than 20 s).
 */
const EXP_MAX = 710;
const EXP_MIN = -746;
const clampExp = (x: number, f: (x: number) => number, under: number) => (x > EXP_MAX ? Infinity : x < EXP_MIN ? under : f(x));

const expAt = at((d) => d.exp());
const expm1At = at((d) => d.exp().minus(1));
export const exp = (x: number) => clampExp(x, expAt, 0);
// Below |x| = 1e-20, e^x − 1 and ln(1 + x) are x(1 ± x/2 …), which rounds to x itself; computing
// them as e^x − 1 or ln(1 + x) at 40 digits would lose x's digits in the 1 (expm1(1e-100) gave 0).
const NEGLIGIBLE = 1e-20;
export const expm1 = (x: number) => (Math.abs(x) < NEGLIGIBLE ? x : clampExp(x, expm1At, -1));

export const log = at((d) => d.ln());
// ln(x) / ln(base) with the constant made once: decimal.js's log(base) computes ln(base) again on every
// call (0.50 ms against 0.15 ms here), and the doubles were the same on 62,125 compared arguments
// (every power of two and ten in range among them, where log10 and log2 must be exact).
const LN10 = new D(10).ln();
const LN2 = new D(2).ln();
export const log10 = at((d) => d.ln().div(LN10));
export const log2 = at((d) => d.ln().div(LN2));
const log1pAt = at((d) => d.plus(1).ln()); // 1 + x is exact at 40 digits for |x| ≥ 1e-20
export const log1p = (x: number) => (Math.abs(x) < NEGLIGIBLE ? x : log1pAt(x));

/** x^y, correctly rounded; the exact cases (squares, reciprocals, square roots) skip decimal.js. */
export function pow(x: number, y: number): number {
  if (y === 1) return x;
  if (y === 2) return x * x;
  if (y === -1) return 1 / x;
  if (y === 0.5 && x > 0) return Math.sqrt(x);
  // Infinite or NaN operands and a zero base have exact limits (0, ±∞, ±1, NaN; x^0 = 1), the same in every engine.
  if (!Number.isFinite(x) || !Number.isFinite(y) || x === 0) return Math.pow(x, y);
  if (x < 0 && !Number.isInteger(y)) return NaN; // before the limits below: (−2)^1000.5 is NaN, not ∞
  // Results far outside the double range: the limit, without building the number.
  // (The estimate only decides between limits that round to the same double.)
  const magnitude = y * Math.log(Math.abs(x));
  if (magnitude > 800) return x < 0 && y % 2 !== 0 ? -Infinity : Infinity;
  if (magnitude < -800) return x < 0 && y % 2 !== 0 ? -0 : 0;
  return num(dec(x).pow(dec(y)));
}

export const sqrt = Math.sqrt; // correctly rounded by IEEE 754
export const cbrt = at((d) => d.cbrt());
export function hypot(...xs: number[]): number {
  if (xs.some((x) => x === Infinity || x === -Infinity)) return Infinity; // even beside a NaN, as Math.hypot
  return num(xs.reduce((s, x) => s.plus(dec(x).times(x)), new D(0)).sqrt());
}

export const sin = at((d) => d.sin());
export const cos = at((d) => d.cos());
export const tan = at((d) => d.tan());
export const asin = at((d) => d.asin());
export const acos = at((d) => d.acos());
export const atan = at((d) => d.atan());
export const atan2 = (y: number, x: number) => num(D.atan2(dec(y), dec(x))); // signed zeros, ±∞ and ±π as Math.atan2

// Outside these arguments the results are ±∞ or ±1, and decimal.js would take minutes to say so
// (sinh(1e6) ran for 156 s); tanh(20) = 1 − 8.5e-18 already rounds to 1.
const sinhAt = at((d) => d.sinh());
const coshAt = at((d) => d.cosh());
const tanhAt = at((d) => d.tanh());
export const sinh = (x: number) => (Math.abs(x) > EXP_MAX + 1 ? x * Infinity : sinhAt(x));
export const cosh = (x: number) => (Math.abs(x) > EXP_MAX + 1 ? Infinity : coshAt(x));
export const tanh = (x: number) => (Math.abs(x) > 20 ? Math.sign(x) : tanhAt(x));
export const asinh = at((d) => d.asinh());
export const acosh = at((d) => d.acosh());
export const atanh = at((d) => d.atanh());
