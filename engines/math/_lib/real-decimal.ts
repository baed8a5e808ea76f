// Real-number arithmetic for the algebra, logarithm and trigonometry engines:
// one decimal.js configuration (40 significant digits, far beyond the ~17 a
// double keeps) so that each engine rounds exactly once, at the end, to the
// nearest double. Inputs are read as the decimals they print as (the JSON
// number 1.1 is 1.1, not 1.100000000000000088…), which is why 1.1² = 1.21,
// 3.3 × 20 / 100 = 0.66 and cos 90° = 0 come out without float noise.
// (engines/core/exact-decimal.ts is the BigInt fixed-point type of the
// arithmetic engines; this module adds roots, powers, logarithms and trig.)
import { Decimal } from 'decimal.js';
import type { Outcome, Warning } from '../../core/contract.ts';
import { fail, warning } from '../../core/outcome.ts';
import { formatNumber } from '../../core/numeric.ts';

/** A private clone, so no other module's Decimal settings can change these results. */
export const Real = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_EVEN, toExpNeg: -30, toExpPos: 30 });
export type Real = Decimal;

/** e and π to the working precision (computed once; Decimal values are immutable). */
export const E = Real.exp(1);
export const PI = Real.acos(-1);

/** The double nearest e: read as e itself wherever e is a natural argument (ln, log base, antilog base). */
export const E_DOUBLE = Math.E;

export const real = (x: Decimal.Value): Real => new Real(x);

/** A double read as e when it is the double nearest e, otherwise as its printed decimal. */
export const realOrE = (x: number): Real => (x === E_DOUBLE ? E : real(x));

/** The largest finite double; beyond it a result has no JSON number. */
const MAX_DOUBLE = real('1.7976931348623157e308');

/** The nearest double, or `overflow` when |d| exceeds the largest double. */
export function toDouble(d: Real): { value: number; overflow: boolean; underflow: boolean } {
  if (d.abs().gt(MAX_DOUBLE)) return { value: d.isNeg() ? -Infinity : Infinity, overflow: true, underflow: false };
  const value = d.toNumber() + 0; // + 0 turns −0 into 0
  return { value, overflow: false, underflow: value === 0 && !d.isZero() };
}

/**
 * Converts a final result to a double. Overflow is NON_FINITE_RESULT naming
 * `field` (the input to shrink); underflow to 0 succeeds with an
 * UNDERFLOW_TO_ZERO warning pushed onto `warnings`.
 */
export function finalDouble(d: Real, field: string, what: string, warnings: Warning[]): number | Outcome<never> {
  const { value, overflow, underflow } = toDouble(d);
  if (overflow) {
    return fail('NON_FINITE_RESULT', field, `${what} is about ${d.toSignificantDigits(6).toString()}, beyond the largest JSON number (about 1.8e308).`, `Use a smaller magnitude for ${field}.`);
  }
  if (underflow) {
    warnings.push(warning('UNDERFLOW_TO_ZERO', `${what} is about ${d.toSignificantDigits(6).toString()}, below the smallest JSON number (about 5e-324); it is returned as 0.`, 'Rescale the inputs (e.g. other units) if you need the digits; the exact magnitude is given in this warning.'));
  }
  return value;
}

/** Display of an input in formula text: the double nearest e shows as e. */
export const showNumber = (x: number) => (x === E_DOUBLE ? 'e' : formatNumber(x));
