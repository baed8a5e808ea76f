// Money arithmetic shared by the finance engines: one decimal.js configuration,
// the time-value-of-money factors and the cent-rounded loan schedule, so every
// finance engine rounds the same way and no engine repeats the maths.
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

export interface ScheduleRow {
  period: number;
  payment: number;
  interest: number;
  principal: number;
  balance: number;
}

export interface CentSchedule {
  /** The first `keep` periods. */
  rows: ScheduleRow[];
  /** The level payment rounded to the cent. */
  paymentRounded: Decimal;
  /** The payment of the period that clears the loan (it absorbs every rounding remainder). */
  finalPayment: Decimal;
  /** The period in which the balance reaches exactly 0 (n, unless the rounded payment clears it sooner). */
  payoffPeriod: number;
  totalPaid: Decimal;
  totalInterest: Decimal;
}

/**
 * The schedule a borrower actually pays: each period's interest is the balance
 * times r rounded to the cent, the level payment is rounded to the cent, and the
 * period that clears the loan pays the remaining balance plus its interest, so the
 * principal parts add up to the principal exactly and the balance ends at 0.
 * Runs all n periods (the totals need them) and keeps the first `keep` rows.
 */
export function centSchedule(principal: Decimal, r: Decimal, n: number, payment: Decimal, keep: number): CentSchedule {
  const paymentRounded = toCents(payment);
  const rows: ScheduleRow[] = [];
  let balance = principal;
  let totalPaid = dec(0);
  let totalInterest = dec(0);
  let finalPayment = paymentRounded;
  let period = 0;
  while (period < n && balance.gt(0)) {
    period++;
    const interest = toCents(balance.times(r));
    let principalPart = paymentRounded.minus(interest);
    let paid = paymentRounded;
    // Last period, or a rounded payment that would overshoot: pay off exactly.
    if (period === n || principalPart.gte(balance)) {
      principalPart = balance;
      paid = balance.plus(interest);
      finalPayment = paid;
    }
    balance = balance.minus(principalPart);
    totalPaid = totalPaid.plus(paid);
    totalInterest = totalInterest.plus(interest);
    if (rows.length < keep) rows.push({ period, payment: num(paid), interest: num(interest), principal: num(principalPart), balance: num(balance) });
  }
  return { rows, paymentRounded, finalPayment, payoffPeriod: period, totalPaid, totalInterest };
}
