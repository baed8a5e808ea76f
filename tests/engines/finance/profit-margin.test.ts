// Profit margin against exact rationals, the margin/markup identity, the public
// conformance vector, the zero-cost warning, and every error code.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ok, result } from '../../helpers/calc.ts';
import { conformanceVectors, declaresTheCodesItReturns, div, expectClose, expectRejected, mul, num, q, sub } from './_lib/finance-kit.ts';

const ID = 'profit-margin';

describe('profit margin', () => {
  conformanceVectors(ID);

  it.each([
    [200, 150],
    [80, 100],
    [1, 0.35],
    [1234567.89, 987654.32],
    [100, 100],
  ])('revenue %s, cost %s matches exact rationals', (revenue, cost) => {
    const r = result(ID, { revenue, cost });
    const profit = sub(q(revenue), q(cost));
    expectClose(r.marginPct, num(mul(div(profit, q(revenue)), q(100))), 1e-15, 'margin');
    expectClose(r.profit, num(profit), 1e-15, 'profit');
    expectClose(r.markupPct, num(mul(div(profit, q(cost)), q(100))), 1e-15, 'markup');
  });

  it('margin = markup / (100 + markup) × 100, and agrees with the markup calculator (property)', () => {
    fc.assert(
      // revenue ≥ cost / 2 keeps 100 + markup away from the cancellation at −100 % in the double check.
      fc.property(fc.double({ min: 0.01, max: 1e7, noNaN: true }), fc.double({ min: 0.5, max: 1e3, noNaN: true }), (cost, ratio) => {
        const revenue = cost * ratio;
        const r = result(ID, { revenue, cost });
        const m = result('markup', { cost, sellingPrice: revenue });
        return Math.abs(r.marginPct - (r.markupPct / (100 + r.markupPct)) * 100) <= 1e-9 * Math.max(1, Math.abs(r.marginPct)) && r.marginPct === m.marginPct && r.markupPct === m.markupPct;
      }),
      { numRuns: 200 },
    );
  });

  it('zero cost: 100 % margin, markup left out with an info warning', () => {
    const env = ok(ID, { revenue: 50, cost: 0 });
    expect(env.result).toEqual({ marginPct: 100, profit: 50, revenue: 50, cost: 0 });
    expect(env.warnings).toEqual([expect.objectContaining({ code: 'MARKUP_UNDEFINED', severity: 'info' })]);
  });

  declaresTheCodesItReturns(ID);

  it.each([
    [{ revenue: 0, cost: 50 }, 'REVENUE_MUST_BE_POSITIVE', 'revenue'],
    [{ revenue: -10, cost: 50 }, 'REVENUE_MUST_BE_POSITIVE', 'revenue'],
    [{ revenue: 100, cost: -1 }, 'COST_MUST_BE_NON_NEGATIVE', 'cost'],
    [{ revenue: 100 }, 'MISSING_REQUIRED_INPUT', 'cost'],
    [{ revenue: 1e300, cost: 1e-300 }, 'NON_FINITE_RESULT', 'cost'],
  ])('%o → %s on %s', (inputs, code, field) => {
    expectRejected(ID, inputs, code, field);
  });
});
