// VAT add/extract against exact rationals, the HMRC VAT fractions (1/6 at 20 %,
// 1/21 at 5 %, 7/47 at 17.5 %, 3/23 at 15 %), the invoice rounding rule (rounded
// figures always add up), mode synonyms, the conformance vectors and every error code.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ok, result } from '../../helpers/calc.ts';
import { add, conformanceVectors, declaresTheCodesItReturns, div, expectClose, expectRejected, mul, num, q, sub } from './_lib/finance-kit.ts';

const ID = 'vat';

describe('vat', () => {
  conformanceVectors(ID);

  it('the spec vectors: add 20 % to 100, extract 20 % from 120', () => {
    expect(result(ID, { mode: 'add', amount: 100, ratePct: 20 })).toMatchObject({ net: 100, vat: 20, gross: 120 });
    expect(result(ID, { mode: 'extract', amount: 120, ratePct: 20 })).toMatchObject({ net: 100, vat: 20, gross: 120 });
  });

  it.each([
    [20, 1, 6],
    [5, 1, 21],
    [17.5, 7, 47],
    [15, 3, 23],
    [12.5, 1, 9],
  ])('VAT fraction at %s percent is %s/%s (HMRC)', (ratePct, n, d) => {
    const r = result(ID, { mode: 'extract', amount: 117.5, ratePct });
    expectClose(r.vatFraction, n / d, 1e-15, 'fraction');
    expectClose(r.vat, (117.5 * n) / d, 1e-15, 'vat');
  });

  it('UK practitioner worked examples: VAT in 24.00 at 20 % is 4.00; in 80.00 at 5 % is 3.81', () => {
    expect(result(ID, { mode: 'extract', amount: 24, ratePct: 20 }).vatRounded).toBe(4);
    expect(result(ID, { mode: 'extract', amount: 80, ratePct: 5 }).vatRounded).toBe(3.81);
  });

  it.each([
    ['add', 99.99, 19],
    ['add', 0.05, 7.7],
    ['add', 1234.565, 21],
    ['extract', 100, 19],
    ['extract', 59.99, 8.1],
    ['extract', 1e9, 25.5],
    ['add', 0, 20],
    ['extract', 50, 0],
  ] as const)('%s: amount %s at %s percent matches exact rationals', (mode, amount, ratePct) => {
    const r = result(ID, { mode, amount, ratePct });
    const rate = div(q(ratePct), q(100));
    const net = mode === 'add' ? q(amount) : div(q(amount), add(q(1), rate));
    const gross = mode === 'add' ? mul(q(amount), add(q(1), rate)) : q(amount);
    expectClose(r.net, num(net), 1e-15, 'net');
    expectClose(r.gross, num(gross), 1e-15, 'gross');
    expectClose(r.vat, num(sub(gross, net)), 1e-13, 'vat');
    expect(r.mode).toBe(mode);
  });

  it('rounded invoice figures always add up (net + VAT = gross, to the cent)', () => {
    fc.assert(
      fc.property(fc.constantFrom('add', 'extract'), fc.integer({ min: 0, max: 10_000_000 }), fc.constantFrom(0, 5, 7, 8.1, 10, 17.5, 19, 20, 21, 25, 27), (mode, cents, ratePct) => {
        const r = result(ID, { mode, amount: cents / 100, ratePct });
        return Math.round(r.netRounded * 100) + Math.round(r.vatRounded * 100) === Math.round(r.grossRounded * 100) && Math.abs(r.vatRounded - r.vat) <= 0.010000001;
      }),
      { numRuns: 300 },
    );
  });

  it('accepts the direction names people use', () => {
    for (const m of ['exclusive', 'Plus', 'add VAT', 'from net', 'net', 'add-vat']) expect(result(ID, { mode: m, amount: 10, ratePct: 10 }).mode, m).toBe('add');
    for (const m of ['remove', 'inclusive', 'Reverse', 'from_gross', 'EXTRACT', 'remove VAT', 'subtract', 'gross']) expect(result(ID, { mode: m, amount: 11, ratePct: 10 }).mode, m).toBe('extract');
  });

  it('reports the formula of the direction it solved', () => {
    expect(ok(ID, { mode: 'add', amount: 10, ratePct: 10 }).formula).toMatchObject({ id: 'vat.add' });
    expect(ok(ID, { mode: 'extract', amount: 11, ratePct: 10 }).formula).toMatchObject({ id: 'vat.extract' });
  });

  it('an overflowing gross is blamed on the amount even when the rate is the larger number', () => {
    // 1e20 × 1e298 = 1e318 overflows; the generic guard would name the largest input (ratePct 1e300).
    expectRejected(ID, { mode: 'add', amount: 1e20, ratePct: 1e300 }, 'NON_FINITE_RESULT', 'amount');
  });

  declaresTheCodesItReturns(ID);

  it.each([
    [{ mode: 'multiply', amount: 100, ratePct: 20 }, 'INVALID_MODE', 'mode'],
    [{ amount: 100, ratePct: 20 }, 'MISSING_REQUIRED_INPUT', 'mode'],
    [{ mode: 'add', amount: -100, ratePct: 20 }, 'AMOUNT_MUST_BE_NON_NEGATIVE', 'amount'],
    [{ mode: 'extract', amount: 100, ratePct: -20 }, 'RATE_MUST_BE_NON_NEGATIVE', 'ratePct'],
    [{ mode: 'add', ratePct: 20 }, 'MISSING_REQUIRED_INPUT', 'amount'],
    [{ mode: 'add', amount: 1e308, ratePct: 200 }, 'NON_FINITE_RESULT', 'amount'],
    [{ mode: 'add', amount: '12,50', ratePct: 20 }, 'INVALID_NUMBER', 'amount'],
  ])('%o → %s on %s', (inputs, code, field) => {
    expectRejected(ID, inputs, code, field);
  });
});
