// Loan payment against exact rationals, formulajs PMT (Excel PMT), published
// examples (Microsoft FoxPro PAYMENT(), Broverman's SOA FM text, CFPB H-25(B)),
// the public conformance vector, and every error code.
import * as formulajs from '@formulajs/formulajs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ok, result } from '../../helpers/calc.ts';
import { conformanceVectors, declaresTheCodesItReturns, div, exactLoanPayment, expectClose, expectRejected, mul, num, q, sub } from './_lib/finance-kit.ts';

const ID = 'loan-payment';

describe('loan payment', () => {
  conformanceVectors(ID);

  it.each([
    [10000, 6, 12],
    [200000, 6.5, 360],
    [100000, 10.5, 240],
    [25000, 4.5, 60],
    [350000, 7.125, 360],
    [1000, 0.01, 6],
    [999999.99, 29.99, 84],
    [12000, 0, 24],
    [500, 100, 1],
  ])('P=%s at %s percent over %s months matches exact rationals and formulajs PMT', (P, ratePct, n) => {
    const r = result(ID, { principal: P, ratePct, termMonths: n });
    const pay = exactLoanPayment(P, ratePct, n);
    expectClose(r.payment, num(pay), 1e-15, 'payment');
    expectClose(r.totalPaid, num(mul(pay, q(n))), 1e-15, 'totalPaid');
    if (ratePct > 0) expectClose(r.totalInterest, num(sub(mul(pay, q(n)), q(P))), 1e-12, 'totalInterest');
    else expect(r.totalInterest).toBe(0);
    // Excel's double-precision PMT loses ~1e-11 to cancellation at tiny rates; the rationals above are the exact check.
    expectClose(r.payment, -(formulajs.PMT(ratePct / 1200, n, P) as number), 1e-9, 'formulajs PMT');
    expect(r.paymentRounded).toBe(Math.round(num(pay) * 100) / 100);
    expectClose(r.monthlyRatePct, ratePct / 12, 1e-15);
  });

  it.each([
    ['Microsoft Visual FoxPro PAYMENT() example: 100,000 at 10.5 % for 240 months', 100000, 10.5, 240, 998.38],
    ["Broverman, Mathematics of Investment and Credit, Example 2.7(a): 12,000 at 12 % for 36 months", 12000, 12, 36, 398.57],
    ['CFPB Closing Disclosure sample H-25(B): 162,000 at 3.875 % for 360 months', 162000, 3.875, 360, 761.78],
    ['Chase amortization education page: 200,000 at 5 % for 360 months', 200000, 5, 360, 1073.64],
  ])('%s: the rounded payment is the published figure', (_, principal, ratePct, termMonths, published) => {
    expect(result(ID, { principal, ratePct, termMonths }).paymentRounded).toBe(published);
  });

  it('agrees with formulajs PMT over random loans (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 100, max: 1e7, noNaN: true }), fc.double({ min: 0.01, max: 40, noNaN: true }), fc.integer({ min: 1, max: 600 }), (P, ratePct, n) => {
        const r = result(ID, { principal: P, ratePct, termMonths: n });
        const want = -(formulajs.PMT(ratePct / 1200, n, P) as number);
        return Math.abs(r.payment - want) <= 1e-9 * want && r.payment >= P / n - 1e-9 * P;
      }),
      { numRuns: 200 },
    );
  });

  it('tiny rates stay continuous with the interest-free payment (no division by ~0)', () => {
    const zero = result(ID, { principal: 12000, ratePct: 0, termMonths: 24 }).payment;
    const tiny = result(ID, { principal: 12000, ratePct: 1e-25, termMonths: 24 });
    expectClose(tiny.payment, zero, 1e-15);
    expect(tiny.totalInterest).toBeGreaterThan(0);
    // Σ interest ≈ P·i·(n + 1)/2 for i → 0.
    expectClose(tiny.totalInterest, (12000 * (1e-25 / 1200) * 25) / 2, 1e-6);
  });

  it('a payment of exactly a half cent rounds up: 6 at 5 % for one month pays 6 × 1205 / 1200 = 6.025 → 6.03', () => {
    // Exact: one payment of P·(1 + i) with i = 5/1200. The 50-digit annuity formula reads 6.02499…9957 here
    // (found by a scan of exact ties), so only the exact value rounds it right.
    const r = result(ID, { principal: 6, ratePct: 5, termMonths: 1 });
    expect(r.payment).toBe(num(div(q(6 * 1205), q(1200))));
    expect(r.paymentRounded).toBe(6.03);
  });

  it('reports the formula it used: the annuity, or the interest-free split', () => {
    // Formula ids are contract (the answer's formula.id); 0 % takes the P / n branch.
    expect(ok(ID, { principal: 10000, ratePct: 6, termMonths: 12 }).formula?.id).toBe('loan.payment');
    expect(ok(ID, { principal: 12000, ratePct: 0, termMonths: 24 }).formula?.id).toBe('loan.payment.zero-rate');
  });

  it('an overflowing total names the principal even when the rate is the largest input', () => {
    // P·i = 1e10 × 1e300 / 1200 ≈ 8.3e306 is finite, × 1000 months is not; the run layer alone would name ratePct.
    expectRejected(ID, { principal: 1e10, ratePct: 1e300, termMonths: 1000 }, 'NON_FINITE_RESULT', 'principal');
  });

  declaresTheCodesItReturns(ID);

  it.each([
    [{ principal: 0, ratePct: 6, termMonths: 12 }, 'PRINCIPAL_MUST_BE_POSITIVE', 'principal'],
    [{ principal: -10000, ratePct: 6, termMonths: 12 }, 'PRINCIPAL_MUST_BE_POSITIVE', 'principal'],
    [{ principal: 10000, ratePct: -0.5, termMonths: 12 }, 'RATE_MUST_BE_NON_NEGATIVE', 'ratePct'],
    [{ principal: 10000, ratePct: 6, termMonths: 0 }, 'TERM_MUST_BE_POSITIVE', 'termMonths'],
    [{ principal: 10000, ratePct: 6, termMonths: -12 }, 'TERM_MUST_BE_POSITIVE', 'termMonths'],
    [{ principal: 10000, ratePct: 6, termMonths: 12.5 }, 'INVALID_NUMBER', 'termMonths'],
    [{ principal: 1e300, ratePct: 1e12, termMonths: 12 }, 'NON_FINITE_RESULT', 'principal'],
    [{ principal: 10000, termMonths: 12 }, 'MISSING_REQUIRED_INPUT', 'ratePct'],
    [{ principal: 'ten', ratePct: 6, termMonths: 12 }, 'INVALID_NUMBER', 'principal'],
  ])('%o → %s on %s', (inputs, code, field) => {
    expectRejected(ID, inputs, code, field);
  });
});
