// mortgage: the CFPB sample Closing Disclosure (H-25(B)) to the cent, and the schedule with
// an extra payment, PMI months, payoff month and interest saved against an integer-cents
// reference written here (BigInt, exact rational rate; the no-extra schedule is the test
// kit's reference), formulajs NPER for the payoff month, the amortization calculator for
// the no-extra case, the payoff date, the page's full schedule and every code.
import * as formulajs from '@formulajs/formulajs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../engines/registry.ts';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';
import { Q, asMoney, centSchedule as referenceSchedule, centsHalfAway, div, mul, periodicRate } from './_lib/exact-cents.ts';

const ID = 'mortgage';

/**
 * The schedule paying payment + extra cents every month (and lump cents once, in month lumpMonth), in integer
 * cents, with the months whose opening balance is above 78 % of the price.
 */
function reference(price: number, down: number, ratePct: number, n: number, extraCents: bigint, lumpCents = 0n, lumpMonth = 0) {
  const principal = Math.round((price - down) * 100) / 100;
  const base = referenceSchedule(principal, ratePct, n);
  const payment = base.payment + extraCents;
  const i = periodicRate(ratePct, 12);
  const limitCents = mul(Q(price), Q(78)); // balance/100 > 0.78·price ⇔ balance in cents > 78·price
  let balance = BigInt(Math.round(principal * 100));
  let interestTotal = 0n;
  let pmiMonths = 0;
  let pmiOpen = true;
  let k = 0;
  let last = 0n;
  while (k < n && balance > 0n) {
    k++;
    // PMI in a month that opens above 78 % of the price: balance/100 > 0.78·price.
    if (pmiOpen && balance * limitCents.d > limitCents.n) pmiMonths++;
    else pmiOpen = false;
    const interest = centsHalfAway(mul({ n: balance, d: 100n }, i));
    const due = k === lumpMonth ? payment + lumpCents : payment;
    let part = due - interest;
    let paid = due;
    if (k === n || part >= balance) {
      part = balance;
      paid = balance + interest;
    }
    balance -= part;
    interestTotal += interest;
    last = paid;
  }
  return { months: k, interestTotal, last, pmiMonths, base };
}

describe('mortgage', () => {
  it('reproduces the CFPB sample Closing Disclosure H-25(B): 761.78 + 206.13 escrow + 82.35 PMI = 1,050.26', () => {
    const r = result(ID, { homePrice: 180000, downPayment: 18000, ratePct: 3.875, termMonths: 360, propertyTax: 1263.6, insurance: 1209.96, pmiPct: 0.61 });
    expect(r).toMatchObject({ loanAmount: 162000, loanToValuePct: 90, downPaymentPct: 10, paymentRounded: 761.78, monthlyTax: 105.3, monthlyInsurance: 100.83, monthlyPmi: 82.35, monthlyTotal: 1050.26 });
    expect(r.monthlyTotalAfterPmi).toBe(asMoney(76178n + 10530n + 10083n)); // 1,050.26 − 82.35
    // PMI months: the scheduled balance first reaches 78 % of 180,000 = 140,400 (integer-cents reference).
    const ref = reference(180000, 18000, 3.875, 360, 0n);
    expect(r.pmiMonths).toBe(ref.pmiMonths);
    expect(r.pmiTotal).toBe(asMoney(8235n * BigInt(ref.pmiMonths)));
    const opening = ref.base.rows[r.pmiMonths - 1].balance; // the balance after the last PMI month
    expect(opening <= 14040000n).toBe(true);
    expect(ref.base.rows[r.pmiMonths - 2].balance > 14040000n).toBe(true);
  });

  it('with no extra payment is the amortization calculator\'s schedule', () => {
    const m = result(ID, { homePrice: 250000, downPayment: 50000, ratePct: 5, termMonths: 360 });
    const a = result('amortization', { principal: 200000, ratePct: 5, termMonths: 360 });
    expect(m.schedule).toEqual(a.schedule);
    expect(m.totalInterest).toBe(a.totalInterestRounded);
    expect(m.finalPayment).toBe(a.finalPayment);
    expect(m).toMatchObject({ payoffMonths: 360, monthsSaved: 0, interestSaved: 0, pmiMonths: 0 });
  });

  it('an extra payment shortens the schedule to the month formulajs NPER gives and saves the interest of the reference', () => {
    const r = result(ID, { homePrice: 250000, downPayment: 50000, ratePct: 5, termMonths: 360, extraMonthly: 100 });
    expect(r.payoffMonths).toBe(Math.ceil(formulajs.NPER(5 / 1200, -1173.64, 200000) as number));
    const ref = reference(250000, 50000, 5, 360, 10000n);
    const none = reference(250000, 50000, 5, 360, 0n);
    expect(r.payoffMonths).toBe(ref.months);
    expect(r.totalInterest).toBe(asMoney(ref.interestTotal));
    expect(r.totalInterestWithoutExtra).toBe(asMoney(none.interestTotal));
    expect(r.interestSaved).toBe(asMoney(none.interestTotal - ref.interestTotal));
    expect(r.finalPayment).toBe(asMoney(ref.last));
    expect(r.monthsSaved).toBe(360 - ref.months);
    expect(r.schedule[0]).toEqual({ period: 1, payment: 1173.64, interest: 833.33, principal: 340.31, balance: 199659.69 });
  });

  it('matches the reference for random loans, extras and PMI (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 50_000, max: 2_000_000 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 1200 }),
        fc.constantFrom(120, 180, 240, 360),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 1, max: 400 }),
        (price, downPct, rateHundredths, n, extraCents, lumpCents, lumpMonth) => {
          const down = Math.round((price * downPct) / 100);
          const ratePct = rateHundredths / 100;
          const lump = lumpCents > 0 ? { lumpSum: lumpCents / 100, lumpSumMonth: lumpMonth } : {};
          const r = result(ID, { homePrice: price, downPayment: down, ratePct, termMonths: n, extraMonthly: extraCents / 100, pmiPct: 0.5, ...lump });
          const ref = reference(price, down, ratePct, n, BigInt(extraCents), BigInt(lumpCents), lumpCents > 0 ? lumpMonth : 0);
          expect(r.payoffMonths).toBe(ref.months);
          expect(r.totalInterest).toBe(asMoney(ref.interestTotal));
          expect(r.pmiMonths).toBe(ref.pmiMonths);
          expect(r.paymentRounded).toBe(asMoney(ref.base.payment));
          // PMI: loan × 0.5 % / 12, to the cent, from the exact product.
          expect(r.monthlyPmi).toBe(asMoney(centsHalfAway(div(mul(Q(price - down), Q('0.5')), Q(1200)))));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('adds tax, insurance, PMI and HOA into the monthly total and the total cost', () => {
    const r = result(ID, { homePrice: 400000, downPayment: 40000, ratePct: 6.5, termMonths: 360, propertyTax: 4800, insurance: 1500, pmiPct: 0.5, hoa: 75, extraMonthly: 200 });
    // 360,000 × 6.5 %: formulajs PMT = 2,275.44; tax 400, insurance 125, PMI 360,000 × 0.5 % / 12 = 150, HOA 75, extra 200.
    expect(asMoney(BigInt(Math.round(-(formulajs.PMT(6.5 / 1200, 360, 360000) as number) * 100)))).toBe(2275.44);
    expect(r.monthlyTotal).toBe(2275.44 + 400 + 125 + 150 + 75 + 200);
    expect(r.monthlyTotalAfterPmi).toBe(2275.44 + 400 + 125 + 75 + 200);
    const ref = reference(400000, 40000, 6.5, 360, 20000n);
    expect(r.pmiMonths).toBe(ref.pmiMonths);
    const costCents = 36000000n + ref.interestTotal + 15000n * BigInt(ref.pmiMonths) + (40000n + 12500n + 7500n) * BigInt(ref.months);
    expect(r.totalCost).toBe(asMoney(costCents));
  });

  it('a one-time payment goes to principal in its month and shortens the schedule as the reference does', () => {
    const r = result(ID, { homePrice: 250000, downPayment: 50000, ratePct: 5, termMonths: 360, lumpSum: 20000, lumpSumMonth: 12 });
    const ref = reference(250000, 50000, 5, 360, 0n, 2000000n, 12);
    const none = reference(250000, 50000, 5, 360, 0n);
    expect(r.payoffMonths).toBe(ref.months);
    expect(r.totalInterest).toBe(asMoney(ref.interestTotal));
    expect(r.interestSaved).toBe(asMoney(none.interestTotal - ref.interestTotal));
    expect(r.payoffMonths).toBeLessThan(360);
    // Month 12 pays 1,073.64 + 20,000; its interest is the balance after month 11 × 5/1200.
    const twelve = r.schedule[11];
    expect(twelve.payment).toBe(21073.64);
    expect(twelve.principal).toBe(asMoney(2107364n - BigInt(Math.round(twelve.interest * 100))));
    expect(r.monthlyTotal).toBe(1073.64);
    // With a monthly extra as well, both count (property below covers the pairs).
    const both = result(ID, { homePrice: 250000, downPayment: 50000, ratePct: 5, termMonths: 360, extraMonthly: 100, lumpSum: 5000, lumpSumMonth: 1 });
    const refBoth = reference(250000, 50000, 5, 360, 10000n, 500000n, 1);
    expect([both.payoffMonths, both.totalInterest]).toEqual([refBoth.months, asMoney(refBoth.interestTotal)]);
  });

  it('says so when the one-time payment falls after the payoff, and needs its month', () => {
    const env = ok(ID, { homePrice: 12500, downPayment: 2500, ratePct: 6, termMonths: 12, lumpSum: 1000, lumpSumMonth: 13 });
    expect(env.warnings?.map((w) => (typeof w === 'string' ? w : w.code))).toEqual(['INPUT_NOT_USED']);
    expect(env.result).toMatchObject({ payoffMonths: 12, totalInterest: 327.96 });
    expect(failure(ID, { homePrice: 12500, downPayment: 2500, ratePct: 6, termMonths: 12, lumpSum: 1000 })).toMatchObject({ http: 400, code: 'MISSING_REQUIRED_INPUT', field: 'lumpSumMonth' });
    // A lump sum that clears the loan ends it in its month.
    expect(result(ID, { homePrice: 12500, downPayment: 2500, ratePct: 6, termMonths: 12, lumpSum: 50000, lumpSumMonth: 3 })).toMatchObject({ payoffMonths: 3 });
  });

  it('gives the month of the last payment from the first payment month', () => {
    const r = result(ID, { homePrice: 12500, downPayment: 2500, ratePct: 6, termMonths: 12, startMonth: '2027-01' });
    expect(r.payoffDate).toBe('2027-12');
    expect(result(ID, { homePrice: 12500, downPayment: 2500, ratePct: 6, termMonths: 13, startMonth: '2027-12' }).payoffDate).toBe('2028-12');
    expect(result(ID, { homePrice: 250000, downPayment: 50000, ratePct: 5, termMonths: 360, extraMonthly: 100, startMonth: '2026-07' }).payoffDate).toBe('2051-04'); // 298 months from July 2026
    expect(result(ID, { homePrice: 12500, ratePct: 6, termMonths: 12 })).not.toHaveProperty('payoffDate');
  });

  it('charges no PMI on a loan at or below 78 % of the price, and none at a rate of 0', () => {
    expect(result(ID, { homePrice: 100000, downPayment: 22000, ratePct: 6, termMonths: 360, pmiPct: 1 })).toMatchObject({ pmiMonths: 0, pmiTotal: 0, monthlyTotal: 467.65 });
    expect(result(ID, { homePrice: 100000, downPayment: 21999, ratePct: 6, termMonths: 360, pmiPct: 1 }).pmiMonths).toBe(1);
    expect(result(ID, { homePrice: 100000, downPayment: 5000, ratePct: 0, termMonths: 100 })).toMatchObject({ paymentRounded: 950, payoffMonths: 100, totalInterest: 0 });
  });

  it('gives pages the whole schedule, extra payment included', () => {
    const tool = registry.tools.get(ID)!;
    const env = ok(ID, { homePrice: 250000, downPayment: 50000, ratePct: 5, termMonths: 360, extraMonthly: 100 });
    const rows = tool.engine.fullSchedule!(env.inputs)!;
    expect(rows).toHaveLength(298);
    expect(rows.slice(0, 12)).toEqual((env.result as { schedule: unknown[] }).schedule);
    expect(rows[297].balance).toBe(0);
  });

  it('ends PMI in the month that opens at exactly 78 % of the price, and charges it while the balance is a cent above', () => {
    // 0 %: 100,000 over 100 months pays 1,000.00 a month; the balance after month 22 is 100,000 − 22 × 1,000 = 78,000
    // = 78 % of 100,000 exactly, so months 1–22 open above it and month 23 opens at it (no PMI): 22 months.
    expect(result(ID, { homePrice: 100000, ratePct: 0, termMonths: 100, pmiPct: 1 })).toMatchObject({ paymentRounded: 1000, pmiMonths: 22 });
    // A price of 100,000.0128205 puts 78 % at 78,000.00999999; a loan of 100,000.01 (down 0.0028205) pays 1,000.00
    // (100,000.01 / 100 to the cent) and leaves 78,000.01 after month 22, a hundred-millionth of a cent above: month 23
    // pays PMI too (23 months), month 24 opens at 77,000.01.
    const close = result(ID, { homePrice: 100000.0128205, downPayment: 0.0028205, ratePct: 0, termMonths: 100, pmiPct: 1 });
    expect(close).toMatchObject({ loanAmount: 100000.01, paymentRounded: 1000, pmiMonths: 23 });
    expect(close.schedule[10].balance).toBe(89000.01);
    // A loan a cent below 78 % of the price pays none: 100,000 − 22,000.01 = 77,999.99.
    expect(result(ID, { homePrice: 100000, downPayment: 22000.01, ratePct: 6, termMonths: 360, pmiPct: 1 })).toMatchObject({ loanAmount: 77999.99, pmiMonths: 0, pmiTotal: 0 });
  });

  it('warns only about a one-time payment that comes after the payoff: not one that clears the loan in its month, nor a month without a payment', () => {
    const base = { homePrice: 12500, downPayment: 2500, ratePct: 6, termMonths: 12 };
    const codes = (inputs: object) => (ok(ID, inputs).warnings ?? []).map((w) => (typeof w === 'string' ? w : w.code));
    expect(codes(base)).toEqual([]);
    expect(codes({ ...base, lumpSum: 1000, lumpSumMonth: 5 })).toEqual([]);
    // 50,000 in month 3 clears the loan in month 3: it is used, in the last month.
    const clears = ok(ID, { ...base, lumpSum: 50000, lumpSumMonth: 3 });
    expect((clears.result as { payoffMonths: number }).payoffMonths).toBe(3);
    expect(clears.warnings ?? []).toEqual([]);
    // A month given without a one-time payment pays nothing and changes nothing.
    expect(codes({ ...base, lumpSumMonth: 13 })).toEqual([]);
    expect(result(ID, { ...base, lumpSumMonth: 4 })).toEqual(result(ID, base));
  });

  it('reads the first payment month written YYYY-MM exactly (spaces around it allowed) and counts years from 0001', () => {
    const base = { homePrice: 12500, downPayment: 2500, ratePct: 6, termMonths: 12 };
    expect(result(ID, { ...base, startMonth: ' 2027-01 ' }).payoffDate).toBe('2027-12');
    // 12 payments from January 999 end in December 999, written with four digits.
    expect(result(ID, { ...base, startMonth: '0999-01' }).payoffDate).toBe('0999-12');
    for (const bad of ['12027-01', '2027-011', 'x2027-01']) {
      expect(failure(ID, { ...base, startMonth: bad }), bad).toMatchObject({ http: 400, code: 'INVALID_INPUT', field: 'startMonth' });
    }
  });

  it('reads the aliases price, down, extra, hoaMonthly, propertyTaxYearly and insuranceYearly', () => {
    const named = { homePrice: 180000, downPayment: 18000, ratePct: 3.875, termMonths: 360, propertyTax: 1263.6, insurance: 1209.96, pmiPct: 0.61, hoa: 50, extraMonthly: 100 };
    const aliased = { price: 180000, down: 18000, ratePct: 3.875, termMonths: 360, propertyTaxYearly: 1263.6, insuranceYearly: 1209.96, pmiPct: 0.61, hoaMonthly: 50, extra: 100 };
    const r = result(ID, aliased);
    expect(r).toEqual(result(ID, named));
    // The CFPB sample's 1,050.26 plus 50 of HOA and 100 extra.
    expect(r).toMatchObject({ loanAmount: 162000, monthlyTax: 105.3, monthlyInsurance: 100.83, hoa: 50, extraMonthly: 100, monthlyTotal: 1200.26 });
  });

  it('gives pages no schedule for inputs it refuses', () => {
    const tool = registry.tools.get(ID)!;
    expect(tool.engine.fullSchedule!({ homePrice: 300000, downPayment: 300000, ratePct: 6, termMonths: 360, propertyTax: 0, insurance: 0, pmiPct: 0, hoa: 0, extraMonthly: 0, lumpSum: 0 })).toBeNull();
  });

  it('refuses each bad input with its code, on its field, with a suggestion', () => {
    const base = { homePrice: 300000, downPayment: 60000, ratePct: 6, termMonths: 360 };
    for (const [change, code, field] of [
      [{ homePrice: 0 }, 'HOME_PRICE_MUST_BE_POSITIVE', 'homePrice'],
      [{ downPayment: -1 }, 'DOWN_PAYMENT_MUST_BE_NON_NEGATIVE', 'downPayment'],
      [{ downPayment: 300000 }, 'DOWN_PAYMENT_MUST_BE_BELOW_PRICE', 'downPayment'],
      [{ ratePct: -0.5 }, 'RATE_MUST_BE_NON_NEGATIVE', 'ratePct'],
      [{ termMonths: 0 }, 'TERM_MUST_BE_POSITIVE', 'termMonths'],
      [{ termMonths: 1201 }, 'TERM_TOO_LONG', 'termMonths'],
      [{ propertyTax: -1 }, 'PROPERTY_TAX_MUST_BE_NON_NEGATIVE', 'propertyTax'],
      [{ insurance: -1 }, 'INSURANCE_MUST_BE_NON_NEGATIVE', 'insurance'],
      [{ pmiPct: -1 }, 'PMI_MUST_BE_NON_NEGATIVE', 'pmiPct'],
      [{ hoa: -1 }, 'HOA_MUST_BE_NON_NEGATIVE', 'hoa'],
      [{ extraMonthly: -1 }, 'EXTRA_MONTHLY_MUST_BE_NON_NEGATIVE', 'extraMonthly'],
      [{ lumpSum: -1, lumpSumMonth: 1 }, 'LUMP_SUM_MUST_BE_NON_NEGATIVE', 'lumpSum'],
      [{ lumpSum: 1, lumpSumMonth: 0 }, 'INVALID_INPUT', 'lumpSumMonth'],
      [{ startMonth: '2027-13' }, 'INVALID_INPUT', 'startMonth'],
      [{ startMonth: 'next year' }, 'INVALID_INPUT', 'startMonth'],
    ] as const) {
      const f = failure(ID, { ...base, ...change });
      expect(f, JSON.stringify(change)).toMatchObject({ http: 400, code, field });
      expect(f.suggestion).toBeTruthy();
    }
  });

  declaresTheCodesItReturns(ID, [{ homePrice: 12500, downPayment: 2500, ratePct: 6, termMonths: 12, lumpSum: 1000, lumpSumMonth: 13 }]);
});
