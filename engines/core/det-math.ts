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

/** Special values behave as Math.* does: NaN in, NaN out; infinities follow the limits. */
function guard(x: number, f: (d: Decimal) => Decimal, atInf: (x: number) => number): number {
  if (Number.isNaN(x)) return NaN;
  if (!Number.isFinite(x)) return atInf(x);
  return num(f(dec(x)));
}

/**
 * Beyond these arguments e^x is outside the double range (e^709.8 overflows, e^-745.2
 * underflows): answer the limit at once instead of letting decimal.js build the number.
 */
const EXP_MAX = 710;
const EXP_MIN = -746;
const clampExp = (x: number, f: (x: number) => number, over: number, under: number) => (x > EXP_MAX ? over : x < EXP_MIN ? under : f(x));

export const exp = (x: number) => clampExp(x, (x) => guard(x, (d) => d.exp(), (x) => (x > 0 ? Infinity : 0)), Infinity, 0);
// Below |x| = 1e-20, e^x − 1 and ln(1 + x) are x(1 ± x/2 …), which rounds to x itself; computing
// them as e^x − 1 or ln(1 + x) at 40 digits would lose x's digits in the 1 (expm1(1e-100) gave 0).
const NEGLIGIBLE = 1e-20;
export const expm1 = (x: number) =>
  Math.abs(x) < NEGLIGIBLE ? x : x < -40 ? -1 : clampExp(x, (x) => guard(x, (d) => d.exp().minus(1), () => -1), Infinity, -1);

function logOf(x: number, f: (d: Decimal) => Decimal): number {
  if (Number.isNaN(x) || x < 0) return NaN;
  if (x === 0) return -Infinity;
  if (x === Infinity) return Infinity;
  return num(f(dec(x)));
}
export const log = (x: number) => logOf(x, (d) => d.ln());
// ln(x) / ln(base) with the constant made once: decimal.js's log(base) computes ln(base) again on every
// call (0.50 ms against 0.15 ms here), and the doubles were the same on 62,125 compared arguments
// (every power of two and ten in range among them, where log10 and log2 must be exact).
const LN10 = new D(10).ln();
const LN2 = new D(2).ln();
export const log10 = (x: number) => logOf(x, (d) => d.ln().div(LN10));
export const log2 = (x: number) => logOf(x, (d) => d.ln().div(LN2));
export const log1p = (x: number) =>
  Math.abs(x) < NEGLIGIBLE ? x : x === -1 ? -Infinity : x < -1 || Number.isNaN(x) ? NaN : x === Infinity ? Infinity : num(dec(x).plus(1).ln()); // 1 + x is exact at 40 digits here

/** x^y, correctly rounded; the exact cases (squares, reciprocals, square roots) skip decimal.js. */
export function pow(x: number, y: number): number {
  if (y === 0) return 1;
  if (y === 1) return x;
  if (y === 2) return x * x;
  if (y === -1) return 1 / x;
  if (y === 0.5 && x > 0) return Math.sqrt(x);
  if (Number.isNaN(x) || Number.isNaN(y)) return NaN;
  // Infinite operands and a zero base have exact limits (0, ±∞, ±1), the same in every engine.
  if (!Number.isFinite(x) || !Number.isFinite(y) || x === 0) return Math.pow(x, y);
  if (x < 0 && !Number.isInteger(y)) return NaN;
  // Results far outside the double range: the limit, without building the number.
  // (The estimate only decides between limits that round to the same double.)
  const magnitude = y * Math.log(Math.abs(x));
  if (magnitude > 800) return x < 0 && y % 2 !== 0 ? -Infinity : Infinity;
  if (magnitude < -800) return x < 0 && y % 2 !== 0 ? -0 : 0;
  return num(dec(x).pow(dec(y)));
}

export const sqrt = Math.sqrt; // correctly rounded by IEEE 754
export const cbrt = (x: number) => (x === 0 || !Number.isFinite(x) ? x : num(dec(x).cbrt()));
export function hypot(...xs: number[]): number {
  if (xs.some((x) => x === Infinity || x === -Infinity)) return Infinity;
  if (xs.some(Number.isNaN)) return NaN;
  return num(xs.reduce((s, x) => s.plus(dec(x).times(x)), new D(0)).sqrt());
}

const trig = (f: (d: Decimal) => Decimal) => (x: number) => guard(x, f, () => NaN);
export const sin = trig((d) => d.sin());
export const cos = trig((d) => d.cos());
export const tan = trig((d) => d.tan());
export const asin = (x: number) => (Math.abs(x) > 1 || Number.isNaN(x) ? NaN : num(dec(x).asin()));
export const acos = (x: number) => (Math.abs(x) > 1 || Number.isNaN(x) ? NaN : num(dec(x).acos()));
export const atan = (x: number) => guard(x, (d) => d.atan(), (x) => (x > 0 ? Math.PI / 2 : -Math.PI / 2));
export function atan2(y: number, x: number): number {
  if (Number.isNaN(x) || Number.isNaN(y)) return NaN;
  if (!Number.isFinite(x) || !Number.isFinite(y)) return Math.atan2(y, x); // exact multiples of π/4
  if (x === 0 && y === 0) return Math.atan2(y, x); // signed zeros and ±π are exact
  return num(D.atan2(dec(y), dec(x)));
}

export const sinh = (x: number) => (Math.abs(x) > EXP_MAX + 1 ? x * Infinity : guard(x, (d) => d.sinh(), (x) => x));
export const cosh = (x: number) => (Math.abs(x) > EXP_MAX + 1 ? Infinity : guard(x, (d) => d.cosh(), () => Infinity));
// tanh(20) = 1 − 8.5e-18 already rounds to 1.
export const tanh = (x: number) => (Math.abs(x) > 20 ? Math.sign(x) : guard(x, (d) => d.tanh(), (x) => (x > 0 ? 1 : -1)));
export const asinh = (x: number) => guard(x, (d) => d.asinh(), (x) => x);
export const acosh = (x: number) => (x < 1 || Number.isNaN(x) ? NaN : x === Infinity ? Infinity : num(dec(x).acosh()));
export const atanh = (x: number) => (Math.abs(x) > 1 || Number.isNaN(x) ? NaN : Math.abs(x) === 1 ? x * Infinity : num(dec(x).atanh()));
