// The shared finance helpers: cent rounding, the annuity factor's small-rate
// series, the cent schedule's invariants, synonym mapping and the code scheme.
import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { canonicalChoices, codeSubject, nonNegative, positive } from '../../../../engines/finance/_lib/checks.ts';
import { centSchedule } from '../../../../engines/finance/_lib/cent-schedule.ts';
import { exactRatePerPeriod } from '../../../../engines/finance/_lib/exact-money.ts';
import { annuityFutureFactor, dec, fromPct, levelPayment, toCents, upToCents } from '../../../../engines/finance/_lib/money.ts';
import { Q, add, centsHalfAway, mul, periodicRate, sub } from './exact-cents.ts';

describe('finance money helpers', () => {
  it('rounds to the cent with halves away from zero', () => {
    expect(['0.125', '0.135', '-0.125', '2.675', '1.005', '0.004999'].map((x) => toCents(dec(x)).toString())).toEqual(['0.13', '0.14', '-0.13', '2.68', '1.01', '0']);
  });

  it('rounds a deposit up to the next cent, ignoring 50th-digit noise', () => {
    expect(upToCents(dec('147.0400001')).toString()).toBe('147.05');
    expect(upToCents(dec('300.00000000000000000000000000000000000000000000001')).toString()).toBe('300');
  });

  it('percent inputs become exact fractions (no 0.07 × 100 = 7.000000000000001)', () => {
    expect(fromPct(7).toString()).toBe('0.07');
    expect(fromPct(0.1).times(3).toString()).toBe('0.003');
  });

  it('annuity factor: n at r = 0, the series at tiny r joins the direct formula smoothly', () => {
    expect(annuityFutureFactor(dec(0), 24).toString()).toBe('24');
    // At r·n just above and below the 1e-20 switch the two forms agree to ~1e-40.
    const below = annuityFutureFactor(dec('4e-22'), 24);
    const above = annuityFutureFactor(dec('5e-21'), 24);
    expect(below.minus(24).div('4e-22').toNumber()).toBeCloseTo(276, 10); // n(n−1)/2
    expect(above.minus(24).div('5e-21').toNumber()).toBeCloseTo(276, 10);
    // s(r, n) for r = 1 %, n = 12: ((1.01)^12 − 1) / 0.01.
    expect(annuityFutureFactor(dec('0.01'), 12).toNumber()).toBeCloseTo(12.682503013196972, 13);
  });

  it('cent schedule: principal parts sum to the principal, balance ends at 0, totals are the row sums', () => {
    const P = dec('98765.43');
    const r = fromPct(7.9).div(12);
    const n = 97;
    const s = centSchedule(P, exactRatePerPeriod(7.9, 12), n, toCents(levelPayment(P, r, n)), n);
    expect(s.rows).toHaveLength(n);
    expect(s.rows[n - 1].balance).toBe(0);
    const sum = (k: 'payment' | 'interest' | 'principal') => s.rows.reduce((acc, row) => acc.plus(row[k]), dec(0));
    expect(sum('principal').toString()).toBe('98765.43');
    expect(sum('payment').toString()).toBe(s.totalPaid.toString());
    expect(sum('interest').toString()).toBe(s.totalInterest.toString());
    expect(s.finalPayment.toNumber()).toBe(s.rows[n - 1].payment);
    for (const row of s.rows) expect(Number.isInteger(Math.round(row.interest * 100)) && Math.abs(row.interest * 100 - Math.round(row.interest * 100)) < 1e-6).toBe(true);
  });

  it('cent schedule keeps a principal\'s own decimals (checked in exact rationals); a 300-digit one, kept to 50 digits as decimal.js keeps it, agrees to the double', () => {
    // Reference: the schedule's rules in the test's own rationals; the principal is kept exactly (1000.005 is not
    // whole cents), every interest and the payment are whole cents, and the last month clears what is left.
    function reference(principal: string, ratePct: number, n: number, payment: string) {
      const i = periodicRate(ratePct, 12);
      const pay = Q(payment);
      let balance = Q(principal);
      const rows: { paid: Q; interest: Q; balance: Q }[] = [];
      for (let k = 1; k <= n && balance.n > 0n; k++) {
        const interest = { n: centsHalfAway(mul(balance, i)), d: 100n };
        let part = sub(pay, interest);
        let paid = pay;
        if (k === n || part.n * balance.d >= balance.n * part.d) {
          part = balance;
          paid = add(balance, interest);
        }
        balance = sub(balance, part);
        rows.push({ paid, interest, balance });
      }
      return rows;
    }
    const asNumber = (q: Q) => Number(dec(q.n.toString()).div(q.d.toString()).toString());
    for (const [principal, ratePct, n, payment] of [['1000.005', 6, 12, '86.07'], ['9'.repeat(300), 3.875, 360, '4'.repeat(297) + '7.22'], ['0.001', 5, 3, '0.01']] as const) {
      const s = centSchedule(dec(principal), exactRatePerPeriod(ratePct, 12), n, dec(payment), n);
      const ref = reference(principal, ratePct, n, payment);
      expect(s.rows.map((row) => [row.payment, row.interest, row.balance])).toEqual(ref.map((row) => [asNumber(row.paid), asNumber(row.interest), asNumber(row.balance)]));
      expect(s.payoffPeriod).toBe(ref.length);
    }
    // Money's precision: beyond 50 significant digits the months' amounts are rounded, halves away from zero
    // (the last payment is balance + interest, rounded so); the totals are exact sums of them.
    const big = centSchedule(dec('9'.repeat(300)), exactRatePerPeriod(3.875, 12), 2, dec('5'.repeat(299) + '.75'), 2);
    expect(big.finalPayment.toFixed().replace(/0+$/, '').length).toBeLessThanOrEqual(50);
    const Wide = Decimal.clone({ precision: 400 });
    expect(big.totalPaid.toFixed()).toBe(new Wide('5'.repeat(299) + '.75').plus(big.finalPayment.toFixed()).toFixed());
  });

  it('error codes follow <SUBJECT>_MUST_BE_…, with term fields grouped as TERM', () => {
    expect(['principal', 'fixedCost', 'startValue', 'ratePct', 'termMonths', 'years', 'discountPct'].map(codeSubject)).toEqual(['PRINCIPAL', 'FIXED_COST', 'START_VALUE', 'RATE', 'TERM', 'TERM', 'DISCOUNT']);
    expect(positive({ field: 'goal', value: 0, what: 'The goal', example: 10 })).toMatchObject({ status: 'error', error: { code: 'GOAL_MUST_BE_POSITIVE', field: 'goal' } });
    expect(nonNegative({ field: 'ratePct', value: 0, what: 'The rate', example: 5 })).toBeNull();
  });

  it('maps synonyms case-insensitively, ignores prototype names, and reports a blank required choice', () => {
    const prepare = canonicalChoices({ mode: { plus: 'add', remove: 'extract' } }, ['mode']);
    expect(prepare({ mode: ' PLUS ' })).toEqual({ mode: 'add' });
    expect(prepare({ mode: 'Extract' })).toEqual({ mode: 'extract' });
    expect(prepare({ mode: 'constructor' })).toEqual({ mode: 'constructor' });
    expect(prepare({ mode: '  ' })).toMatchObject({ code: 'MISSING_REQUIRED_INPUT', field: 'mode' });
  });
});
