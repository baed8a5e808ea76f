// Markup and margin against exact rationals, keystone pricing, the public
// conformance vector, and every error code.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { result } from '../../helpers/calc.ts';
import { conformanceVectors, declaresTheCodesItReturns, div, expectClose, expectRejected, mul, num, q, sub } from './_lib/finance-kit.ts';

const ID = 'markup';

describe('markup', () => {
  conformanceVectors(ID);

  it.each([
    [80, 100],
    [35, 70],
    [100, 80],
    [0.3, 1.99],
    [19.99, 19.99],
    [12345.6, 98765.4],
  ])('cost %s, price %s matches exact rationals', (cost, sellingPrice) => {
    const r = result(ID, { cost, sellingPrice });
    const profit = sub(q(sellingPrice), q(cost));
    expectClose(r.markupPct, num(mul(div(profit, q(cost)), q(100))), 1e-15, 'markup');
    expectClose(r.marginPct, num(mul(div(profit, q(sellingPrice)), q(100))), 1e-15, 'margin');
    expectClose(r.profit, num(profit), 1e-15, 'profit');
    expectClose(r.multiplier, num(div(q(sellingPrice), q(cost))), 1e-15, 'multiplier');
  });

  it('keystone (price = 2 × cost) is 100 % markup and 50 % margin; 25 % markup is a 20 % margin', () => {
    expect(result(ID, { cost: 35, sellingPrice: 70 })).toMatchObject({ markupPct: 100, marginPct: 50, multiplier: 2 });
    expect(result(ID, { cost: 80, sellingPrice: 100 })).toMatchObject({ markupPct: 25, marginPct: 20 });
  });

  it('the margin is always below the markup for a profit, and 100 × (1 − cost/price) (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 1e6, noNaN: true }), fc.double({ min: 0.01, max: 1e6, noNaN: true }), (cost, sellingPrice) => {
        const r = result(ID, { cost, sellingPrice });
        const marginOk = Math.abs(r.marginPct - 100 * (1 - cost / sellingPrice)) <= 1e-9 * Math.max(1, Math.abs(r.marginPct));
        // At the limit of double precision both percentages can round to the same number.
        return marginOk && r.marginPct <= r.markupPct + 1e-9 * Math.abs(r.marginPct);
      }),
      { numRuns: 200 },
    );
  });

  declaresTheCodesItReturns(ID);

  it.each([
    [{ cost: 0, sellingPrice: 100 }, 'COST_MUST_BE_POSITIVE', 'cost'],
    [{ cost: -5, sellingPrice: 100 }, 'COST_MUST_BE_POSITIVE', 'cost'],
    [{ cost: 10, sellingPrice: 0 }, 'SELLING_PRICE_MUST_BE_POSITIVE', 'sellingPrice'],
    [{ cost: 10 }, 'MISSING_REQUIRED_INPUT', 'sellingPrice'],
    [{ cost: 1e-300, sellingPrice: 1e300 }, 'NON_FINITE_RESULT', 'cost'],
    [{ cost: 1e300, sellingPrice: 1e-300 }, 'NON_FINITE_RESULT', 'sellingPrice'],
  ])('%o → %s on %s', (inputs, code, field) => {
    expectRejected(ID, inputs, code, field);
  });
});
