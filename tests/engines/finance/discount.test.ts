// Discount against exact rationals, cent rounding that always adds up, the 100 %
// warning, the public conformance vector, and every error code.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ok, result } from '../../helpers/calc.ts';
import { conformanceVectors, declaresTheCodesItReturns, div, expectClose, expectRejected, mul, num, q, sub } from './_lib/finance-kit.ts';

const ID = 'discount';

describe('discount', () => {
  conformanceVectors(ID);

  it.each([
    [80, 25],
    [19.99, 15],
    [1299, 33.3],
    [0.99, 50],
    [250, 0],
    [1e9, 12.5],
  ])('price %s with %s percent off matches exact rationals', (originalPrice, discountPct) => {
    const r = result(ID, { originalPrice, discountPct });
    const saved = mul(q(originalPrice), div(q(discountPct), q(100)));
    expectClose(r.saved, num(saved), 1e-15, 'saved');
    expectClose(r.salePrice, num(sub(q(originalPrice), saved)), 1e-15, 'sale price');
    expect(r.salePriceRounded).toBe(Math.round(num(sub(q(originalPrice), saved)) * 100 + 1e-9) / 100);
  });

  it('rounded sale price and saving always add up to the original price (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_00 }), fc.integer({ min: 0, max: 1000 }), (cents, tenthsPct) => {
        const r = result(ID, { originalPrice: cents / 100, discountPct: tenthsPct / 10 });
        return Math.round(r.salePriceRounded * 100) + Math.round(r.savedRounded * 100) === cents && Math.abs(r.salePriceRounded - r.salePrice) <= 0.005 + 1e-9;
      }),
      { numRuns: 300 },
    );
  });

  it('a discount below 100 % carries no warning', () => {
    // 80 at 25 % off: 60, nothing unusual to point out.
    expect(ok(ID, { originalPrice: 80, discountPct: 25 }).warnings).toEqual([]);
  });

  it('100 % off is free, with an info warning', () => {
    const env = ok(ID, { originalPrice: 50, discountPct: 100 });
    expect(env.result).toMatchObject({ salePrice: 0, saved: 50 });
    expect(env.warnings).toEqual([expect.objectContaining({ code: 'DISCOUNT_IS_100_PCT', severity: 'info' })]);
  });

  declaresTheCodesItReturns(ID);

  it.each([
    [{ originalPrice: 50, discountPct: 100.5 }, 'DISCOUNT_ABOVE_100_PCT', 'discountPct'],
    [{ originalPrice: 50, discountPct: 250 }, 'DISCOUNT_ABOVE_100_PCT', 'discountPct'],
    [{ originalPrice: 50, discountPct: -10 }, 'DISCOUNT_MUST_BE_NON_NEGATIVE', 'discountPct'],
    [{ originalPrice: 0, discountPct: 10 }, 'ORIGINAL_PRICE_MUST_BE_POSITIVE', 'originalPrice'],
    [{ originalPrice: -5, discountPct: 10 }, 'ORIGINAL_PRICE_MUST_BE_POSITIVE', 'originalPrice'],
    [{ discountPct: 10 }, 'MISSING_REQUIRED_INPUT', 'originalPrice'],
    [{ originalPrice: 50, discountPct: '10 ms' }, 'UNIT_MISMATCH', 'discountPct'],
    [{ originalPrice: 50, discountPct: '10%%' }, 'INVALID_NUMBER', 'discountPct'],
  ])('%o → %s on %s', (inputs, code, field) => {
    expectRejected(ID, inputs, code, field);
  });
});
