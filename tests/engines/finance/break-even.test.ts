// Break-even against exact rationals (cost-volume-profit identities), the public
// conformance vector, whole-unit rounding, and every error code.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { result } from '../../helpers/calc.ts';
import { conformanceVectors, declaresTheCodesItReturns, div, expectClose, expectRejected, mul, num, q, sub } from './_lib/finance-kit.ts';

const ID = 'break-even';

describe('break-even', () => {
  conformanceVectors(ID);

  it.each([
    [10000, 50, 30],
    [1000, 9, 6],
    [0, 10, 4],
    [250000, 19.99, 12.49],
    [1e9, 1e-3, 0],
    [45000, 120, 119.5],
  ])('fixed %s, price %s, variable %s matches exact rationals', (fixedCost, price, variableCost) => {
    const r = result(ID, { fixedCost, price, variableCost });
    const contribution = sub(q(price), q(variableCost));
    const units = div(q(fixedCost), contribution);
    expectClose(r.units, num(units), 1e-15, 'units');
    expectClose(r.contribution, num(contribution), 1e-15, 'contribution');
    expectClose(r.revenue, num(mul(units, q(price))), 1e-15, 'revenue');
    expectClose(r.contributionMarginPct, num(mul(div(contribution, q(price)), q(100))), 1e-15, 'CM ratio');
    expect(r.unitsWhole).toBe(Math.max(0, Math.ceil(num(units) - 1e-9)));
  });

  it('at the break-even units profit is zero: units × contribution = fixed costs (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e8, noNaN: true }), fc.double({ min: 0, max: 1e4, noNaN: true }), fc.double({ min: 0.01, max: 1e4, noNaN: true }), (fixedCost, variableCost, margin) => {
        const r = result(ID, { fixedCost, price: variableCost + margin, variableCost });
        return Math.abs(r.units * r.contribution - fixedCost) <= 1e-9 * Math.max(1, fixedCost) && r.unitsWhole >= r.units && r.unitsWhole - r.units <= 1;
      }),
      { numRuns: 200 },
    );
  });

  it('an overflowing revenue names fixedCost even when the price is the largest input', () => {
    // Contribution 2e300 − 1.9999999999999998e300 = 2e284: 1e293 / 2e284 × 2e300 = 1e309. The run layer alone would name price.
    expectRejected(ID, { fixedCost: 1e293, price: 2e300, variableCost: 1.9999999999999998e300 }, 'NON_FINITE_RESULT', 'fixedCost');
  });

  declaresTheCodesItReturns(ID);

  it.each([
    [{ fixedCost: 10000, price: 30, variableCost: 30 }, 'NO_BREAK_EVEN', 'price'],
    [{ fixedCost: 10000, price: 25, variableCost: 30 }, 'NO_BREAK_EVEN', 'price'],
    [{ fixedCost: -1, price: 50, variableCost: 30 }, 'FIXED_COST_MUST_BE_NON_NEGATIVE', 'fixedCost'],
    [{ fixedCost: 10000, price: 0, variableCost: 0 }, 'PRICE_MUST_BE_POSITIVE', 'price'],
    [{ fixedCost: 10000, price: 50, variableCost: -5 }, 'VARIABLE_COST_MUST_BE_NON_NEGATIVE', 'variableCost'],
    [{ fixedCost: 10000, price: 50 }, 'MISSING_REQUIRED_INPUT', 'variableCost'],
    [{ fixedCost: 1e300, price: 1e10, variableCost: 9999999999 }, 'NON_FINITE_RESULT', 'fixedCost'],
  ])('%o → %s on %s', (inputs, code, field) => {
    expectRejected(ID, inputs, code, field);
  });
});
