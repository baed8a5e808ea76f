// The cent-rounded schedule of a level-payment loan (amortization): what a borrower
// actually pays month by month, each interest rounded from the exact balance × rate.
import type { Decimal } from 'decimal.js';
import { type Rational, centsOf, exactOf, ratMul } from './exact-money.ts';
import { dec, num } from './money.ts';

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
 * The schedule a borrower actually pays: each period's interest is the balance
 * times the exact periodic rate rounded to the cent, the level payment is rounded to the cent, and the
 * period that clears the loan pays the remaining balance plus its interest, so the
 * principal parts add up to the principal exactly and the balance ends at 0.
 * Runs all n periods (the totals need them) and keeps the first `keep` rows.
 */
export function centSchedule(principal: Decimal, rateExact: Rational, n: number, paymentRounded: Decimal, keep: number): CentSchedule {
  const rows: ScheduleRow[] = [];
  let balance = principal;
  let totalPaid = dec(0);
  let totalInterest = dec(0);
  let finalPayment = paymentRounded;
  let period = 0;
  while (period < n && balance.gt(0)) {
    period++;
    // balance × ratePct / 1200 exactly, then rounded: a half-cent tie (162 × 7/1200 = 0.945) goes up.
    const interest = centsOf(ratMul(exactOf(balance), rateExact));
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
