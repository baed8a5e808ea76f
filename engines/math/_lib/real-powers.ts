// Real powers, roots and logarithms with their domain errors, shared by the
// exponent, root, log, ln, antilog and exponential-growth engines so each
// domain rule (0^0, 0^−n, even roots of negatives, log bases) is written once.
import type { Outcome } from '../../core/contract.ts';
import { fail } from '../../core/outcome.ts';
import { formatNumber } from '../../core/numeric.ts';
import { Real, real, type Real as RealT } from './real-decimal.ts';

/** Below every double: stands in for a power that even decimal.js flushes to 0, so it is reported as underflow. */
const BELOW_ALL_DOUBLES = new Real('1e-9000000000000000');

/** a^n for any real a, n that passed `powerDomainError`; exact for integer n (up to 40 significant digits). */
export function power(a: RealT, n: RealT): RealT {
  const p = a.pow(n);
  return p.isZero() && !a.isZero() ? (p.isNeg() ? BELOW_ALL_DOUBLES.neg() : BELOW_ALL_DOUBLES) : p;
}

/** Why a^n has no real value, or null: 0^0 → UNDEFINED_POWER, 0^(n<0) → DIVISION_BY_ZERO, (a<0)^(non-integer) → NOT_REAL. */
export function powerDomainError(a: number, n: number, aField: string, nField: string): Outcome<never> | null {
  if (a === 0 && n === 0) return fail('UNDEFINED_POWER', nField, '0^0 is an indeterminate form and has no agreed value here.', `Give a non-zero ${aField} or a non-zero ${nField}.`);
  if (a === 0 && n < 0) return fail('DIVISION_BY_ZERO', aField, `0^${formatNumber(n)} = 1 / 0^${formatNumber(-n)} divides by zero.`, `Give a non-zero ${aField}, or a positive ${nField}.`);
  if (a < 0 && !Number.isInteger(n)) {
    return fail('NOT_REAL', nField, `A negative number to the non-integer power ${formatNumber(n)} is not a real number.`, `Use a whole-number ${nField} with a negative ${aField}, or a positive ${aField}.`);
  }
  return null;
}

/**
 * The real n-th root for integer n ≥ 1: principal (≥ 0) root of y ≥ 0; the
 * negative real root of y < 0 for odd n. Callers reject even n with y < 0.
 * For non-integer n > 0 it is y^(1/n) of y ≥ 0.
 */
export function realRoot(y: RealT, n: number): RealT {
  if (n === 1 || y.isZero()) return y;
  if (n === 2) return y.sqrt();
  const root = y.abs().pow(real(1).div(n));
  return y.isNeg() ? root.neg() : root;
}

/** log base b of x > 0 for b > 0, b ≠ 1 (decimal.js: correctly rounded at 40 digits, exact for exact powers). */
export const logBase = (x: RealT, b: RealT): RealT => Real.log(x, b);

/** INVALID_BASE unless b > 0 and b ≠ 1 (the bases with a logarithm). */
export function baseError(b: number, field: string): Outcome<never> | null {
  if (b > 0 && b !== 1) return null;
  return fail('INVALID_BASE', field, `A logarithm base must be positive and not 1; got ${formatNumber(b)}.`, `Give ${field} > 0 and ≠ 1, e.g. 10, 2 or e.`);
}

/** NOT_REAL for x < 0 (the logarithm is complex), LOG_OF_ZERO for x = 0 (it is −∞). */
export function logArgumentError(x: number, field: string): Outcome<never> | null {
  if (x > 0) return null;
  return x === 0
    ? fail('LOG_OF_ZERO', field, 'The logarithm of 0 is −∞, not a number.', `Give ${field} > 0.`)
    : fail('NOT_REAL', field, `The logarithm of the negative number ${formatNumber(x)} is not real (it is complex).`, `Give ${field} > 0; for a magnitude use |${field}|.`);
}

/** The token 'e' (any case, blanks around) as Math.E, for inputs that accept e by name; other values unchanged. */
export const readEToken = (v: unknown): unknown => (typeof v === 'string' && v.trim().toLowerCase() === 'e' ? Math.E : v);
