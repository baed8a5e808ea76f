// The exact roundings of engines/finance/_lib/exact-money.ts, each against an independent value:
// integer-cent rounding of ./exact-cents.ts (BigInt, written from the definitions), mathjs fractions
// (./finance-kit.ts) and the published formulas. Engine tests reach these helpers only at the few
// inputs where a 50-digit value is near a rounding boundary, so each rule is pinned here directly.
import { describe, expect, it } from 'vitest';
import {
  type Rational,
  centsOf,
  centsUpOf,
  ceilOf,
  decideCents,
  decideCentsUp,
  exactGrowth,
  exactLevelPayment,
  exactOf,
  exactPower,
  exactSinkingDeposit,
} from '../../../../engines/finance/_lib/exact-money.ts';
import { dec } from '../../../../engines/finance/_lib/money.ts';
import { Q, centsHalfAway, centsUp } from './exact-cents.ts';
import { div, exactLoanPayment, q } from './finance-kit.ts';

const r = (n: bigint, d = 1n): Rational => ({ n, d });
/** The same number, whatever the terms (finance's exact arithmetic leaves fractions unreduced). */
const equal = (x: Rational | undefined, y: Rational) => !!x && x.n * y.d === y.n * x.d;
/** Compare a rational with a mathjs fraction exactly (cross-multiplied). */
const same = (x: Rational | undefined, f: { s: number | bigint; n: number | bigint; d: number | bigint }) => !!x && x.n * BigInt(f.d) === BigInt(f.s) * BigInt(f.n) * x.d;

describe('exact-money', () => {
  it('exactOf reads a number as its shortest decimal and a Decimal exactly; a non-finite number is refused', () => {
    expect(exactOf(0.1)).toEqual(r(1n, 10n));
    expect(exactOf(dec('-12.345'))).toEqual(r(-2469n, 200n));
    expect(exactOf(dec('1e-120'))).toEqual(r(1n, 10n ** 120n));
    expect(() => exactOf(Number.POSITIVE_INFINITY)).toThrow(new RangeError('not a finite decimal: Infinity'));
  });

  it('centsOf rounds halves away from zero, on both signs (reference: centsHalfAway)', () => {
    for (const text of ['0.945', '-0.945', '0.9449', '-0.9451', '162.945', '-0.005', '0.004']) {
      expect(centsOf(exactOf(dec(text))).toFixed(2), text).toBe((Number(centsHalfAway(Q(text))) / 100).toFixed(2));
    }
    expect(centsOf(r(-189n, 200n)).toNumber()).toBe(-0.95);
  });

  it('centsUpOf is the ceiling in cents: a whole cent stays, anything above goes up (reference: centsUp)', () => {
    for (const text of ['300', '300.0001', '0.946', '0.941', '-0.946', '12']) {
      expect(centsUpOf(exactOf(dec(text))).toFixed(2), text).toBe((Number(centsUp(Q(text))) / 100).toFixed(2));
    }
    expect(centsUpOf(r(300_0001n, 10_000n)).toNumber()).toBe(300.01);
    expect(centsUpOf(r(946n, 1000n)).toNumber()).toBe(0.95);
  });

  it('ceilOf is the smallest whole number at or above', () => {
    expect(ceilOf(r(100n)).toNumber()).toBe(100);
    expect(ceilOf(r(201n, 2n)).toNumber()).toBe(101);
    expect(ceilOf(r(-201n, 2n)).toNumber()).toBe(-100);
  });

  it('exactPower: whole exponents k ≥ 0 only, up to 2^18 bits (hex digits × 4) of numerator and denominator', () => {
    expect(exactPower(r(3n, 2n), 3)).toEqual(r(27n, 8n));
    expect(exactPower(r(3n, 2n), 0)).toEqual(r(1n, 1n));
    expect(exactPower(r(3n, 2n), -1)).toBeUndefined();
    expect(exactPower(r(3n, 2n), 2.5)).toBeUndefined();
    expect(exactPower(r(3n, 2n), Number.MAX_SAFE_INTEGER + 1)).toBeUndefined();
    // 3 and 2 are one hex digit each: 8 bits a factor, so 32768 factors are exactly 2^18 bits.
    expect(exactPower(r(3n, 2n), 32768)).toEqual(r(3n ** 32768n, 2n ** 32768n));
    expect(exactPower(r(3n, 2n), 32769)).toBeUndefined();
    expect(exactGrowth(r(1n, 100n), 2)).toEqual(r(10201n, 10000n));
  });

  it('decideCents: near a half cent the exact value decides; elsewhere the approximation is rounded', () => {
    // 162 × 7/1200 = 0.945 exactly; a 50-digit quotient may read 0.94499…9.
    const tie = r(189n, 200n);
    expect(decideCents(dec('0.94499999999999999999999999999999999999999999999999'), () => tie).toNumber()).toBe(0.95);
    expect(decideCents(dec('-0.94499999999999999999999999999999999999999999999999'), () => r(-189n, 200n)).toNumber()).toBe(-0.95);
    // Far from a boundary the exact value is not asked for.
    expect(decideCents(dec('0.9449'), () => { throw new Error('not needed'); }).toNumber()).toBe(0.94);
    // Too large to compute exactly: the 50-digit value decides.
    expect(decideCents(dec('0.945'), () => undefined).toNumber()).toBe(0.95);
  });

  it('decideCentsUp: near a whole cent the exact value says whether it is reached', () => {
    expect(decideCentsUp(dec('12.000000000000000000000000000000000000048'), () => r(12n)).toNumber()).toBe(12);
    expect(decideCentsUp(dec('12.0001'), () => { throw new Error('not needed'); }).toNumber()).toBe(12.01);
  });

  it('exactLevelPayment is P·i·(1+i)^n / ((1+i)^n − 1), P / n without interest (reference: mathjs fractions)', () => {
    expect(same(exactLevelPayment(exactOf(1000), r(0n), 3), q(1000, 3))).toBe(true);
    expect(same(exactLevelPayment(exactOf(10000), r(6n, 1200n), 12), exactLoanPayment(10000, 6, 12))).toBe(true);
    expect(same(exactLevelPayment(exactOf(162), r(7n, 1200n), 1), div(q(162 * 1207), q(1200)))).toBe(true);
  });

  it('exactLevelPayment over a term too long for the exact power', () => {
    // 162 at 7 %/12 for 1,000,000 months: the payment is 0.945 plus a remainder 0.945 / ((1 + 7/1200)^1e6 − 1)
    // below 1e-2000, far below the half cent of headroom, so it rounds as P·i = 0.945 exactly.
    expect(equal(exactLevelPayment(exactOf(162), r(7n, 1200n), 1_000_000), r(189n, 200n))).toBe(true);
    // A negative rate (never passed by the loan engines): (1 + i)^n tends to 0, so the remainder P·i / ((1 + i)^n − 1)
    // tends to −P·i and the payment to 0, nowhere near P·i; without the exact power there is nothing to decide on,
    // even for a P·i as small as 0.01 × −7/1200 (well inside the half cent of headroom).
    expect(exactLevelPayment(exactOf(162), r(-7n, 1200n), 1_000_000)).toBeUndefined();
    expect(exactLevelPayment(exactOf(0.01), r(-7n, 1200n), 1_000_000)).toBeUndefined();
    // P·i = 0.004 (100·P·i + 1/2 = 0.9, headroom 0.1 cent to the next boundary) and a remainder
    // 0.004 / ((1 + i)^n − 1) of about 0.0023 with i = 1/250,000 and n = 250,000 ((1 + i)^n ≈ e):
    // twice the remainder is 0.47 cent, past the headroom, so P·i cannot decide the rounding.
    expect(exactLevelPayment(exactOf(1000), r(1n, 250_000n), 250_000)).toBeUndefined();
    // The same loan with a remainder far inside the headroom: 1e-12 of the payment at n = 27 e-folds.
    expect(equal(exactLevelPayment(exactOf(1000), r(1n, 250_000n), 27 * 250_000), r(1n, 250n))).toBe(true);
  });

  it('leaves fractions unreduced (no gcd of huge powers), with a positive denominator also after dividing by a negative', () => {
    // 0.0065 %/12 for 1,200 months: (1 + i)^1200 has about 58,000 bits; reducing the payment took a second.
    const big = exactLevelPayment(exactOf(123456789.01), r(13n, 2_400_000n), 1200)!;
    expect(big.d > 0n && same(big, exactLoanPayment(123456789.01, 0.0065, 1200))).toBe(true);
    // A negative rate divides by (1 + i)^n − 1 < 0.
    const negative = exactLevelPayment(exactOf(1000), r(-7n, 1200n), 12)!;
    expect(negative.d > 0n && same(negative, exactLoanPayment(1000, -7, 12))).toBe(true);
  });

  it('exactSinkingDeposit is target·i / ((1+i)^n − 1), target / n without interest, undefined when too large', () => {
    expect(equal(exactSinkingDeposit(exactOf(1200), r(0n), 12), r(100n))).toBe(true);
    // 24.12 × 0.01 / (1.01² − 1) = 0.2412 / 0.0201 = 12 exactly.
    expect(same(exactSinkingDeposit(exactOf(24.12), r(1n, 100n), 2), q(12))).toBe(true);
    // 1207 and 1200 are three hex digits each: 24 bits a factor, so 20,000 months are far past 2^18 bits.
    expect(exactSinkingDeposit(exactOf(1000), r(7n, 1200n), 20_000)).toBeUndefined();
  });
});
