// Money arithmetic shared by the finance engines: one decimal.js configuration,
// the time-value-of-money factors and the cent roundings, so every finance engine
// rounds the same way and no engine repeats the maths. Roundings a user sees are
// decided on exact values in exact-money.ts; the loan schedule is cent-schedule.ts.
import { Decimal } from 'decimal.js';

/**
 * 50 significant digits, far beyond the ~16 a JSON number keeps: the only
 * roundings a user sees are the final conversion to a double and the explicit
 * cent roundings of the *Rounded fields and schedules. A private clone, so no
 * other module's Decimal settings can change finance results.
 */
export const Money = Decimal.clone({ precision: 50, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -100, toExpPos: 100 });

export const dec = (x: Decimal.Value): Decimal => new Money(x);

/** A percentage input as a fraction: 5 → 0.05, exact in decimal (5 / 100 is not exact in doubles). */
export const fromPct = (pct: number): Decimal => dec(pct).div(100);

export const toPct = (fraction: Decimal): Decimal => fraction.times(100);

/** Nearest cent, halves away from zero (commercial rounding: 0.125 → 0.13, −0.125 → −0.13). */
export const toCents = (x: Decimal): Decimal => x.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/**
 * Next cent up, for an amount that must be reached (a savings deposit). The value is
 * first cut to 40 significant digits so that noise in the 50th digit (300.000…0001
 * from a 50-digit division) cannot push an exact 300 up to 300.01.
 */
export const upToCents = (x: Decimal): Decimal => x.toSignificantDigits(40).toDecimalPlaces(2, Decimal.ROUND_CEIL);

/** The exact decimal as the nearest JSON number (a double). */
export const num = (x: Decimal): number => x.toNumber();

/** Display form of an amount: two decimals, no grouping (locale-neutral). */
export const money = (x: Decimal): string => toCents(x).toFixed(2);

/** Display form of a percentage: at most two decimals. */
export const percent = (x: Decimal): string => x.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toString();

/** (1 + r)^n: what one unit grows to over n periods at periodic rate r; n may be fractional. */
export const growthFactor = (r: Decimal, n: Decimal.Value): Decimal => dec(1).plus(r).pow(n);

/**
 * s(r, n) = ((1 + r)^n − 1) / r, the future value of n end-of-period payments of 1
 * (n when r = 0). When |n·r| < 1e-20 the difference (1 + r)^n − 1 would lose most
 * of its 50 digits, so the series n + n(n−1)r/2 is used instead (next term ~ n³r²,
 * relative error below 1e-40).
 */
export function annuityFutureFactor(r: Decimal, n: number): Decimal {
  if (r.isZero()) return dec(n);
  if (r.times(n).abs().lt('1e-20')) return dec(n).plus(dec(n).times(n - 1).times(r).div(2));
  return growthFactor(r, n).minus(1).div(r);
}

/**
 * Level payment that repays `principal` over n periods at periodic rate r:
 * P·r / (1 − (1 + r)^−n), written with the discount factor so that a very long term
 * tends to P·r instead of overflowing (1 + r)^n; P / n when r = 0, and P / s(r, n)·(1 + r)^n
 * (the same value) where r·n is too small for the difference 1 − (1 + r)^−n.
 */
export function levelPayment(principal: Decimal, r: Decimal, n: number): Decimal {
  if (r.isZero() || r.times(n).abs().lt('1e-20')) return principal.times(growthFactor(r, n)).div(annuityFutureFactor(r, n));
  return principal.times(r).div(dec(1).minus(growthFactor(r, -n)));
}

/** Level end-of-period deposit that grows to `target` in n periods at periodic rate r: target / s(r, n). */
export const sinkingFundDeposit = (target: Decimal, r: Decimal, n: number): Decimal => target.div(annuityFutureFactor(r, n));
