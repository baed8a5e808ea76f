// The cent-rounded schedule of a level-payment loan (amortization): what a borrower
// actually pays month by month, each interest rounded from the exact balance × rate.
import type { Decimal } from 'decimal.js';
import { parseDecimal } from '../../core/exact-decimal.ts';
import type { Rational } from './exact-money.ts';
import { dec } from './money.ts';

import type { ScheduleRow } from '../../core/contract.ts';

export type { ScheduleRow };

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
 * Amounts as whole multiples of 10^−scale (BigInt), scale ≥ 2 so that cents are whole
 * units and the principal's own decimals (1000.005) are kept. A month then costs one BigInt
 * product and quotient: in decimal.js, with a round trip through an exact rational for each
 * month's interest, 1,200 months of a 300-digit principal took 20–30 ms.
 *
 * The balance, interest and principal part are rounded as the finance engines' decimal.js (Money)
 * rounds its results: to 50 significant digits, halves away from zero. Below 10^48 (scale 2) that
 * never happens, so the schedule is exact; above, the months stay those of the decimal schedule
 * this replaced (where an exact interest against a 50-digit payment would let the balance grow
 * without end).
 */
const MONEY_DIGITS = 50;
const MONEY_EXACT = 10n ** BigInt(MONEY_DIGITS);
const SAFE = BigInt(Number.MAX_SAFE_INTEGER);
/** 10^k as a BigInt, kept once made: the schedule rounds amounts of the same few sizes every month. */
const BIG_POWERS_OF_TEN: bigint[] = [1n];
function powerOfTen(k: number): bigint {
  while (BIG_POWERS_OF_TEN.length <= k) BIG_POWERS_OF_TEN.push(BIG_POWERS_OF_TEN[BIG_POWERS_OF_TEN.length - 1] * 10n);
  return BIG_POWERS_OF_TEN[k];
}
/** Decimal digits of a > 0, from its bit length (hex digits, cheaper than decimal ones) and one or two comparisons. */
function digitCount(a: bigint): number {
  const bits = a.toString(16).length * 4;
  let d = Math.max(1, Math.floor((bits - 4) * 0.30102999566398114)); // ≤ the true count
  while (a >= powerOfTen(d)) d++;
  return d;
}
/** 10^0 … 10^22, each exact as a double (5^22 < 2^53), by exact multiplications. */
const POWERS_OF_TEN = Array.from({ length: 22 }).reduce<number[]>((p) => [...p, p[p.length - 1] * 10], [1]);

class FixedPoint {
  readonly scale: number;
  readonly unit: bigint;
  private readonly centsPerUnit: bigint;
  constructor(scale: number) {
    this.scale = scale;
    this.unit = 10n ** BigInt(scale);
    this.centsPerUnit = 10n ** BigInt(scale - 2);
  }
  static scaleOf(x: Decimal): number {
    const read = parseDecimal(x.toFixed(), Number.POSITIVE_INFINITY);
    return read.ok ? read.value.scale : 0;
  }
  of(x: Decimal): bigint {
    const read = parseDecimal(x.toFixed(), Number.POSITIVE_INFINITY);
    // Unreachable: decimal.js writes finite values in plain notation, and the scale covers every amount given.
    if (!read.ok || read.value.scale > this.scale) throw new RangeError(`not an amount of scale ${this.scale}: ${x.toFixed()}`);
    return read.value.coef * 10n ** BigInt(this.scale - read.value.scale);
  }
  /** The nearest cent of a / d (d > 0), halves away from zero, in units, as Money keeps it. */
  centsOf(a: bigint, d: bigint): bigint {
    const n = a * 100n;
    let cents = n / d;
    const rest = n % d;
    if (2n * (rest < 0n ? -rest : rest) >= d) cents += n < 0n ? -1n : 1n;
    return this.money(cents * this.centsPerUnit);
  }
  /** a to 50 significant digits, halves away from zero: Money's precision and rounding. */
  money(a: bigint): bigint {
    const abs = a < 0n ? -a : a;
    if (abs < MONEY_EXACT) return a;
    const drop = powerOfTen(digitCount(abs) - MONEY_DIGITS);
    let kept = abs / drop;
    if (2n * (abs - kept * drop) >= drop) kept += 1n;
    return a < 0n ? -kept * drop : kept * drop;
  }
  text(a: bigint): string {
    const digits = (a < 0n ? -a : a).toString().padStart(this.scale + 1, '0');
    return `${a < 0n ? '-' : ''}${digits.slice(0, -this.scale)}.${digits.slice(-this.scale)}`;
  }
  /** The exact amount as the nearest double, as decimal.js's toNumber gives it. */
  number(a: bigint): number {
    // Both operands exact (a below 2^53, 10^scale a double up to 10^22): one IEEE division, correctly rounded.
    if (this.scale <= 22 && a <= SAFE && a >= -SAFE) return Number(a) / POWERS_OF_TEN[this.scale];
    // A whole amount (what 50-digit rounding leaves of a large one): BigInt to Number rounds correctly.
    const whole = a / this.unit;
    if (whole * this.unit === a) return Number(whole);
    return Number(this.text(a));
  }
  decimal(a: bigint): Decimal {
    return dec(this.text(a));
  }
}

/** A one-time payment on top of the level payment, in one period (a mortgage's lump sum). */
export interface OneTimePayment {
  period: number;
  amount: Decimal;
}

/**
 * The schedule a borrower actually pays: each period's interest is the balance
 * times the exact periodic rate rounded to the cent, the level payment is rounded to the cent, and the
 * period that clears the loan pays the remaining balance plus its interest, so the
 * principal parts add up to the principal exactly and the balance ends at 0.
 * Runs all n periods (the totals need them) and keeps the first `keep` rows. A one-time payment
 * (`once`) adds to the payment of its period, if the loan is still open then.
 */
export function centSchedule(principal: Decimal, rateExact: Rational, n: number, paymentRounded: Decimal, keep: number, once?: OneTimePayment): CentSchedule {
  const fp = new FixedPoint(Math.max(2, FixedPoint.scaleOf(principal), FixedPoint.scaleOf(paymentRounded), once ? FixedPoint.scaleOf(once.amount) : 0));
  const payment = fp.of(paymentRounded);
  const extraOnce = once ? fp.of(once.amount) : 0n;
  // interest = balance/unit × rate.n/rate.d, as a fraction of the balance in units.
  const rateNumerator = rateExact.n;
  const rateDenominator = rateExact.d * fp.unit;
  const rows: ScheduleRow[] = [];
  let balance = fp.of(principal);
  let totalPaid = 0n;
  let totalInterest = 0n;
  let finalPayment = payment;
  let period = 0;
  while (period < n && balance > 0n) {
    period++;
    // balance × ratePct / 1200 exactly, then rounded: a half-cent tie (162 × 7/1200 = 0.945) goes up.
    const interest = fp.centsOf(balance * rateNumerator, rateDenominator);
    const due = once && period === once.period ? payment + extraOnce : payment;
    let principalPart = fp.money(due - interest);
    let paid = due;
    // Last period, or a rounded payment that would overshoot: pay off exactly.
    if (period === n || principalPart >= balance) {
      principalPart = balance;
      paid = fp.money(balance + interest);
      finalPayment = paid;
    }
    balance = fp.money(balance - principalPart);
    // The totals are only reported as doubles: summed exactly, they differ from Money's running
    // 50-digit sums (above 10^48 only) by less than 1e-46 relative, far below a double's last bit.
    totalPaid += paid;
    totalInterest += interest;
    if (rows.length < keep) rows.push({ period, payment: fp.number(paid), interest: fp.number(interest), principal: fp.number(principalPart), balance: fp.number(balance) });
  }
  return { rows, paymentRounded, finalPayment: fp.decimal(finalPayment), payoffPeriod: period, totalPaid: fp.decimal(totalPaid), totalInterest: fp.decimal(totalInterest) };
}
