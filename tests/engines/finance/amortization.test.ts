// Amortization schedule against an independent integer-cents implementation of
// the same lender rules (BigInt cents, exact rational rate), published schedule
// rows (Chase, CFPB H-25(B)), formulajs IPMT/PPMT/CUMIPMT for the unrounded
// figures, the schedule invariants, and every error code.
import * as formulajs from '@formulajs/formulajs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../engines/registry.ts';
import { ok, result } from '../../helpers/calc.ts';
import { asMoney as cents, centSchedule as referenceSchedule } from './_lib/exact-cents.ts';
import { declaresTheCodesItReturns, exactLoanPayment, expectClose, expectRejected, num } from './_lib/finance-kit.ts';

const ID = 'amortization';

describe('amortization', () => {
  it.each([
    [10000, 6, 12],
    [200000, 5, 360],
    [162000, 3.875, 360],
    [25000, 4.5, 60],
    [1000, 0, 3],
    [750000, 12.99, 120],
    [100, 36, 7],
    [5000, 0.1, 1200],
  ])('P=%s at %s percent over %s months matches the integer-cents reference', (P, ratePct, n) => {
    const r = result(ID, { principal: P, ratePct, termMonths: n });
    const ref = referenceSchedule(P, ratePct, n);
    expect(r.paymentRounded).toBe(cents(ref.payment));
    expect(r.schedule).toEqual(
      ref.rows.slice(0, 12).map((row) => ({ period: row.period, payment: cents(row.payment), interest: cents(row.interest), principal: cents(row.principal), balance: cents(row.balance) })),
    );
    const last = ref.rows[ref.rows.length - 1];
    expect(r.finalPayment).toBe(cents(last.payment));
    expect(r.payoffPeriod).toBe(n);
    expect(r.totalPaidRounded).toBe(cents(ref.rows.reduce((s, x) => s + x.payment, 0n)));
    expect(r.totalInterestRounded).toBe(cents(ref.rows.reduce((s, x) => s + x.interest, 0n)));
    // Schedule invariants: principal parts repay the principal exactly; balance ends at 0.
    expect(ref.rows.reduce((s, x) => s + x.principal, 0n)).toBe(BigInt(Math.round(P * 100)));
    expect(last.balance).toBe(0n);
    expect(r.schedule.length).toBe(Math.min(12, n));
  });

  it('headline totals are the exact unrounded values, as loan-payment and formulajs CUMIPMT give', () => {
    const r = result(ID, { principal: 200000, ratePct: 5, termMonths: 360 });
    const lp = result('loan-payment', { principal: 200000, ratePct: 5, termMonths: 360 });
    for (const k of ['payment', 'totalPaid', 'totalInterest', 'paymentRounded', 'monthlyRatePct'] as const) expect(r[k]).toBe(lp[k]);
    expectClose(r.payment, num(exactLoanPayment(200000, 5, 360)), 1e-15);
    expectClose(r.totalInterest, -(formulajs.CUMIPMT(5 / 1200, 360, 200000, 1, 360, 0) as number), 1e-10, 'CUMIPMT');
    // The cent-rounded total differs from the exact one only by accumulated rounding.
    expect(Math.abs(r.totalInterestRounded - r.totalInterest)).toBeLessThan(5);
  });

  it('each of the first 12 rows is within a few cents of formulajs IPMT/PPMT (unrounded schedule)', () => {
    const P = 350000;
    const i = 6.75 / 1200;
    const r = result(ID, { principal: P, ratePct: 6.75, termMonths: 360 });
    for (const row of r.schedule) {
      expect(Math.abs(row.interest + (formulajs.IPMT(i, row.period, 360, P) as number))).toBeLessThan(0.05);
      expect(Math.abs(row.principal + (formulajs.PPMT(i, row.period, 360, P) as number))).toBeLessThan(0.05);
      expectClose(row.payment, row.interest + row.principal, 1e-12, `row ${row.period}`);
    }
  });

  it('published schedule rows: Chase (200,000 at 5 %) and CFPB H-25(B) (162,000 at 3.875 %)', () => {
    const chase = result(ID, { principal: 200000, ratePct: 5, termMonths: 360 }).schedule;
    expect(chase.slice(0, 3)).toEqual([
      { period: 1, payment: 1073.64, interest: 833.33, principal: 240.31, balance: 199759.69 },
      { period: 2, payment: 1073.64, interest: 832.33, principal: 241.31, balance: 199518.38 },
      { period: 3, payment: 1073.64, interest: 831.33, principal: 242.31, balance: 199276.07 },
    ]);
    // 162000 × 0.03875 / 12 = 523.125 exactly: halves round away from zero.
    const cfpb = result(ID, { principal: 162000, ratePct: 3.875, termMonths: 360 });
    expect(cfpb.paymentRounded).toBe(761.78);
    expect(cfpb.schedule[0]).toEqual({ period: 1, payment: 761.78, interest: 523.13, principal: 238.65, balance: 161761.35 });
  });

  it('returns every period for terms up to 12 months, and only 12 beyond', () => {
    expect(result(ID, { principal: 1200, ratePct: 5, termMonths: 1 }).schedule).toHaveLength(1);
    expect(result(ID, { principal: 1200, ratePct: 5, termMonths: 1 }).schedule[0]).toEqual({ period: 1, payment: 1205, interest: 5, principal: 1200, balance: 0 });
    expect(result(ID, { principal: 1200, ratePct: 5, termMonths: 1200 }).schedule).toHaveLength(12);
  });

  it('schedule invariants hold for random loans (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 100_000_000 }), fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 1, max: 480 }), (cents, bp, n) => {
        const P = cents / 100;
        const r = result(ID, { principal: P, ratePct: bp / 100, termMonths: n });
        const ref = referenceSchedule(P, bp / 100, n);
        const last = ref.rows[ref.rows.length - 1];
        return r.finalPayment === Number(last.payment) / 100 && r.totalPaidRounded === Number(ref.rows.reduce((s, x) => s + x.payment, 0n)) / 100 && last.balance === 0n;
      }),
      { numRuns: 60 },
    );
  });

  it('a cent-rounded payment that repays early ends the schedule early, with a warning', () => {
    // 10 over 1200 months interest-free: 0.008333… rounds to 0.01, which repays in month 1000.
    const env = ok(ID, { principal: 10, ratePct: 0, termMonths: 1200 });
    const r = env.result as { payoffPeriod: number; finalPayment: number; totalPaidRounded: number };
    expect(r.payoffPeriod).toBe(1000);
    expect(r.finalPayment).toBe(0.01);
    expect(r.totalPaidRounded).toBe(10);
    expect(env.warnings.map((w) => w.code)).toContain('SCHEDULE_ENDS_EARLY');
  });

  it('a schedule that runs the full term has no warning', () => {
    // 200,000 at 5 % over 360 months repays in month 360 (the Chase schedule above): nothing to warn about.
    const env = ok(ID, { principal: 200000, ratePct: 5, termMonths: 360 });
    expect((env.result as { payoffPeriod: number }).payoffPeriod).toBe(360);
    expect(env.warnings).toEqual([]);
  });

  it('the page schedule (fullSchedule) is every month of the integer-cents reference, up to the 1200-month limit', () => {
    const full = registry.engines.find((e) => e.id === ID)!.fullSchedule!;
    const ref = referenceSchedule(200000, 5, 360);
    const rows = full({ principal: 200000, ratePct: 5, termMonths: 360 });
    expect(rows).toHaveLength(360);
    expect(rows).toEqual(ref.rows.map((row) => ({ period: row.period, payment: cents(row.payment), interest: cents(row.interest), principal: cents(row.principal), balance: cents(row.balance) })));
    // At the limit the schedule is still drawn (this one's rounded payment repays in month 1195, as the reference says).
    expect(full({ principal: 10000, ratePct: 6, termMonths: 1200 })).toHaveLength(referenceSchedule(10000, 6, 1200).rows.length);
    // Above the limit, and for inputs the engine rejects, there is no schedule to show.
    expect(full({ principal: 10000, ratePct: 6, termMonths: 1201 })).toBeNull();
    expect(full({ principal: 0, ratePct: 6, termMonths: 12 })).toBeNull();
  });

  // The probes never make a rounded payment repay early; 10 over 1200 months interest-free does (above).
  declaresTheCodesItReturns(ID, [{ principal: 10, ratePct: 0, termMonths: 1200 }]);

  it.each([
    [{ principal: 0, ratePct: 6, termMonths: 12 }, 'PRINCIPAL_MUST_BE_POSITIVE', 'principal'],
    [{ principal: 10000, ratePct: -3, termMonths: 12 }, 'RATE_MUST_BE_NON_NEGATIVE', 'ratePct'],
    [{ principal: 10000, ratePct: 6, termMonths: 0 }, 'TERM_MUST_BE_POSITIVE', 'termMonths'],
    [{ principal: 10000, ratePct: 6, termMonths: 1201 }, 'TERM_TOO_LONG', 'termMonths'],
    [{ principal: 10000, ratePct: 6, termMonths: 6.5 }, 'INVALID_NUMBER', 'termMonths'],
    [{ principal: 1e300, ratePct: 1e12, termMonths: 12 }, 'NON_FINITE_RESULT', 'principal'],
    [{ principal: 10000, ratePct: 6 }, 'MISSING_REQUIRED_INPUT', 'termMonths'],
  ])('%o → %s on %s', (inputs, code, field) => {
    expectRejected(ID, inputs, code, field);
  });
});
