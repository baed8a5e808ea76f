// The exact number helpers of the arithmetic, fraction and ratio engines,
// checked against mathjs (BigNumber and Fraction, test-only) and against
// published values, with fast-check properties over random digit strings.
import fc from 'fast-check';
import { type BigNumber, all, create } from 'mathjs';
import { describe, expect, it } from 'vitest';
import {
  addDecimals,
  compareDecimals,
  decimalDigitCount,
  formatDecimal,
  formatDecimalAtScale,
  multiplyDecimals,
  parseDecimal,
  subtractDecimals,
} from '../../../../engines/core/exact-decimal.ts';
import {
  decimalExpansion,
  formatExact,
  formatFraction,
  formatMixed,
  gcdBigInt,
  jsonInteger,
  jsonValue,
  lcmBigInt,
  parseRational,
  parseUnreduced,
  rational,
  ratAdd,
  ratCmp,
  ratDiv,
  ratMul,
  ratSub,
  ratFromDecimal,
  rationalToNumber,
  roundRational,
  terminates,
  type Rational,
} from '../../../../engines/core/exact-rational.ts';
import { FACTOR_LIMIT, euclidSteps, formatPrimePowers, primeFactors, readInteger } from '../../../../engines/math/_lib/exact-integer.ts';
import { dec } from './decimal-input.ts';

const big = create(all, { number: 'BigNumber', precision: 2000 });
const frac = (n: bigint, d: bigint) => rational(n, d);

/** Decimal text with up to 30 integer and 30 fraction digits and a sign. */
const decimalText = fc
  .tuple(fc.boolean(), fc.stringMatching(/^\d{1,30}$/), fc.stringMatching(/^\d{0,30}$/))
  .map(([neg, i, f]) => `${neg ? '-' : ''}${i}${f ? `.${f}` : ''}`);
const nonZeroBigInt = fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).filter((x) => x !== 0n);
const ratArb = fc.tuple(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), nonZeroBigInt).map(([n, d]) => rational(n, d));

describe('exact decimals', () => {
  it('reads plain, signed, exponent and point-only forms exactly', () => {
    expect(formatDecimal(dec('0.1'))).toBe('0.1');
    expect(formatDecimal(dec('-12.500'))).toBe('-12.5');
    expect(formatDecimal(dec('.25'))).toBe('0.25');
    expect(formatDecimal(dec('7.'))).toBe('7');
    expect(formatDecimal(dec('+3'))).toBe('3');
    expect(formatDecimal(dec('\u22124.5'))).toBe('-4.5');
    expect(formatDecimal(dec('1.5e3'))).toBe('1500');
    expect(formatDecimal(dec('1.5E-3'))).toBe('0.0015');
    expect(formatDecimal(dec('000'))).toBe('0');
    expect(formatDecimal(dec('-0.0'))).toBe('0');
    expect(formatDecimal(dec(String(1e21)))).toBe('1000000000000000000000');
    expect(formatDecimal(dec(String(1.5e-7)))).toBe('0.00000015');
  });

  it('refuses text that is not a decimal, and long numbers before building them', () => {
    for (const bad of ['', 'abc', '1,000', '1.2.3', '0x10', '1e', 'e5', '1 000', '--1', 'Infinity', 'NaN']) expect(parseDecimal(bad).ok, bad).toBe(false);
    expect(parseDecimal('1e999999999')).toMatchObject({ ok: false, reason: 'too_long' });
    expect(parseDecimal('1e-999999999')).toMatchObject({ ok: false, reason: 'too_long' });
    expect(parseDecimal('1'.repeat(401))).toMatchObject({ ok: false, reason: 'too_long', digits: 401 });
    expect(parseDecimal('1'.repeat(400)).ok).toBe(true);
    // Every finite double fits the 400-digit limit.
    expect(parseDecimal(String(Number.MAX_VALUE)).ok).toBe(true);
    expect(parseDecimal(String(Number.MIN_VALUE)).ok).toBe(true);
  });

  it('counts digits written out', () => {
    expect(decimalDigitCount(dec('0.001'))).toBe(3);
    expect(decimalDigitCount(dec('123.45'))).toBe(5);
    expect(decimalDigitCount(dec('1e300'))).toBe(301);
    expect(decimalDigitCount(dec('0'))).toBe(1);
  });

  it('keeps the scale when asked: 1.50 stays 1.50', () => {
    expect(formatDecimalAtScale({ coef: 150n, scale: 2 })).toBe('1.50');
    expect(formatDecimalAtScale({ coef: -5n, scale: 3 })).toBe('-0.005');
  });

  it('adds, subtracts and multiplies exactly (0.1 + 0.2 = 0.3), as mathjs BigNumber does', () => {
    expect(formatDecimal(addDecimals(dec('0.1'), dec('0.2')))).toBe('0.3');
    expect(formatDecimal(multiplyDecimals(dec('0.1'), dec('0.2')))).toBe('0.02');
    fc.assert(
      fc.property(decimalText, decimalText, (x, y) => {
        const [a, b] = [dec(x), dec(y)];
        expect(formatDecimal(addDecimals(a, b))).toBe(big.add(big.bignumber(x), big.bignumber(y)).toFixed());
        expect(formatDecimal(subtractDecimals(a, b))).toBe(big.subtract(big.bignumber(x), big.bignumber(y)).toFixed());
        expect(formatDecimal(multiplyDecimals(a, b))).toBe((big.multiply(big.bignumber(x), big.bignumber(y)) as BigNumber).toFixed());
        expect(compareDecimals(a, b)).toBe(Number(big.compare(big.bignumber(x), big.bignumber(y))));
      }),
      { numRuns: 300 },
    );
  });

  it('reads a JSON number as its shortest decimal, which converts back to the same double', () => {
    expect(formatDecimal(dec(String(0.1 + 0.2)))).toBe('0.30000000000000004');
    expect(rationalToNumber(ratFromDecimal(dec('1e399')))).toBe(Infinity);
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (x) => {
        expect(rationalToNumber(ratFromDecimal(dec(String(x))))).toBe(x + 0);
      }),
    );
  });
});

describe('exact rationals', () => {
  it('normalises sign and lowest terms', () => {
    expect(frac(6n, -8n)).toEqual({ n: -3n, d: 4n });
    expect(frac(0n, -5n)).toEqual({ n: 0n, d: 1n });
    expect(() => frac(1n, 0n)).toThrow(RangeError);
    expect(gcdBigInt(0n, 0n)).toBe(0n);
    expect(gcdBigInt(-12n, 18n)).toBe(6n);
    expect(lcmBigInt(4n, 6n)).toBe(12n);
    expect(lcmBigInt(0n, 6n)).toBe(0n);
  });

  it('agrees with mathjs Fraction on + − × ÷ and comparison', () => {
    const mf = (q: Rational) => big.fraction(`${q.n}/${q.d}`) as unknown as { n: bigint; d: bigint; s: bigint };
    const same = (q: Rational, f: { n: bigint; d: bigint; s: bigint }) => expect([q.n, q.d]).toEqual([f.s * f.n, f.d]);
    fc.assert(
      fc.property(ratArb, ratArb, (x, y) => {
        same(ratAdd(x, y), big.add(mf(x) as never, mf(y) as never) as never);
        same(ratSub(x, y), big.subtract(mf(x) as never, mf(y) as never) as never);
        same(ratMul(x, y), big.multiply(mf(x) as never, mf(y) as never) as never);
        if (y.n !== 0n) same(ratDiv(x, y), big.divide(mf(x) as never, mf(y) as never) as never);
        expect(ratCmp(x, y)).toBe(Number(big.compare(mf(x) as never, mf(y) as never)));
      }),
      { numRuns: 300 },
    );
  });

  it('formats fractions, mixed numbers and exact values', () => {
    expect(formatFraction(frac(5n, 1n))).toBe('5');
    expect(formatMixed(frac(-3n, 2n))).toBe('-1 1/2');
    expect(formatMixed(frac(7n, 12n))).toBe('7/12');
    expect(formatMixed(frac(-4n, 2n))).toBe('-2');
    expect(formatExact(frac(5n, 4n))).toBe('1.25');
    expect(formatExact(frac(100n, 3n))).toBe('100/3');
    expect(terminates(frac(3n, 40n))).toBe(true);
    expect(terminates(frac(1n, 6n))).toBe(false);
  });

  it('writes repeating decimals with the block in parentheses (published periods)', () => {
    expect(decimalExpansion(frac(1n, 7n))).toMatchObject({ text: '0.(142857)', repetend: '142857', terminating: false });
    expect(decimalExpansion(frac(1n, 6n)).text).toBe('0.1(6)');
    expect(decimalExpansion(frac(22n, 7n)).text).toBe('3.(142857)');
    expect(decimalExpansion(frac(-1n, 3n)).text).toBe('-0.(3)');
    expect(decimalExpansion(frac(1n, 8n))).toMatchObject({ text: '0.125', terminating: true });
    expect(decimalExpansion(frac(5n, 1n)).text).toBe('5');
    // 1/97 has the full period 96 (10 is a primitive root mod 97).
    expect(decimalExpansion(frac(1n, 97n)).repetend).toHaveLength(96);
    // 1/983 has period 982 > the 500-digit cap: cut with an ellipsis.
    expect(decimalExpansion(frac(1n, 983n), 500)).toMatchObject({ truncated: true, repetend: '' });
    expect(decimalExpansion(frac(1n, 983n), 500).text.endsWith('…')).toBe(true);
  });

  it('reads back what it writes: parse(expansion(q)) = q', () => {
    fc.assert(
      // Denominators ≤ 1000 keep every expansion within the 1000-digit cap (period < d).
        fc.property(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), fc.bigInt({ min: 1n, max: 1000n }), (n, d) => {
        const q = frac(n, d);
        const r = parseRational(decimalExpansion(q).text, 2000);
        expect(r.ok && r.value).toEqual(q);
      }),
      { numRuns: 300 },
    );
  });

  it('reads fractions and repeating decimals, keeping the unreduced form for steps', () => {
    expect(parseRational('0.(3)')).toEqual({ ok: true, value: { n: 1n, d: 3n } });
    expect(parseRational('0.(9)')).toEqual({ ok: true, value: { n: 1n, d: 1n } });
    expect(parseRational('-1.5/2')).toEqual({ ok: true, value: { n: -3n, d: 4n } });
    expect(parseRational(' 3 / 4 ')).toEqual({ ok: true, value: { n: 3n, d: 4n } });
    expect(parseRational('1/0')).toMatchObject({ ok: false, reason: 'zero_denominator' });
    expect(parseRational('0.333...')).toMatchObject({ ok: false, reason: 'syntax' });
    expect(parseUnreduced('0.1(6)')).toEqual({ ok: true, n: 15n, d: 90n, repeating: true });
    expect(parseUnreduced('0.75')).toEqual({ ok: true, n: 75n, d: 100n, repeating: false });
    expect(big.fraction('0.1(6)')).toMatchObject({ n: 1n, d: 6n });
  });

  it('rounds half away from zero to a number of places', () => {
    expect(roundRational(frac(1n, 8n), 2)).toEqual({ text: '0.13', exact: false });
    expect(roundRational(frac(-1n, 8n), 2)).toEqual({ text: '-0.13', exact: false });
    expect(roundRational(frac(2n, 3n), 4)).toEqual({ text: '0.6667', exact: false });
    expect(roundRational(frac(1n, 4n), 4)).toEqual({ text: '0.2500', exact: true });
    expect(roundRational(frac(-1n, 1000n), 2)).toEqual({ text: '0.00', exact: false });
    expect(roundRational(frac(22n, 7n), 0)).toEqual({ text: '3', exact: false });
    expect(roundRational(frac(5n, 2n), 0)).toEqual({ text: '3', exact: false });
  });

  it('converts to the correctly rounded double, also for huge numerators and denominators', () => {
    expect(rationalToNumber(frac(1n, 3n))).toBe(1 / 3);
    expect(rationalToNumber(frac(-2n, 3n))).toBe(-2 / 3);
    expect(rationalToNumber(frac(1n, 10n ** 400n))).toBe(0);
    expect(rationalToNumber(frac(10n ** 400n, 3n))).toBe(Infinity);
    // (2^53 + 1) / 1 lies halfway between two doubles: ties go to even.
    expect(rationalToNumber(frac(2n ** 53n + 1n, 1n))).toBe(2 ** 53);
    // Just above the tie rounds up (only the sticky digit shows it).
    expect(rationalToNumber(frac((2n ** 53n + 1n) * 10n ** 30n + 1n, 10n ** 30n))).toBe(2 ** 53 + 2);
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1 }), (n, d) => {
        expect(rationalToNumber(frac(BigInt(n), BigInt(d)))).toBe(n / d + 0);
      }),
    );
  });

  it('gives JSON numbers only when safe or in range (DECISIONS.md 6)', () => {
    expect(jsonInteger(9007199254740991n)).toBe(9007199254740991);
    expect(jsonInteger(9007199254740992n)).toBe('9007199254740992');
    expect(jsonInteger(-9007199254740992n)).toBe('-9007199254740992');
    expect(jsonValue(frac(1n, 4n))).toEqual({ value: 0.25, inDoubleRange: true });
    expect(jsonValue(frac(1n, 10n ** 400n))).toEqual({ value: `0.${'0'.repeat(399)}1`, inDoubleRange: false });
    expect(jsonValue(frac(10n ** 400n, 3n))).toEqual({ value: `${10n ** 400n}/3`, inDoubleRange: false });
    expect(jsonValue(frac(0n, 1n))).toEqual({ value: 0, inDoubleRange: true });
  });
});

describe('exact integers', () => {
  it('reads safe JSON integers and digit strings, refusing unsafe numbers, fractions and long strings', () => {
    expect(readInteger(42)).toEqual({ ok: true, value: 42n });
    expect(readInteger('-000123')).toEqual({ ok: true, value: -123n });
    expect(readInteger('1e3')).toEqual({ ok: true, value: 1000n });
    expect(readInteger('12.0')).toEqual({ ok: true, value: 12n });
    expect(readInteger('9'.repeat(48))).toEqual({ ok: true, value: 10n ** 48n - 1n });
    expect(readInteger('1'.repeat(49))).toMatchObject({ ok: false, reason: 'too_long', digits: 49 });
    expect(readInteger('1e48')).toMatchObject({ ok: false, reason: 'too_long' });
    expect(readInteger(2 ** 53)).toMatchObject({ ok: false, reason: 'unsafe_number' });
    expect(readInteger(1.5)).toMatchObject({ ok: false, reason: 'not_integer' });
    expect(readInteger('1.5')).toMatchObject({ ok: false, reason: 'not_integer' });
    expect(readInteger('twelve')).toMatchObject({ ok: false, reason: 'syntax' });
  });

  it("runs Euclid's algorithm with the published steps, n − 1 steps on consecutive Fibonacci numbers (Lamé)", () => {
    const { gcd, steps } = euclidSteps(462n, 1071n);
    expect(gcd).toBe(21n);
    expect(steps.map((s) => [s.dividend, s.quotient, s.divisor, s.remainder])).toEqual([
      [1071n, 2n, 462n, 147n],
      [462n, 3n, 147n, 21n],
      [147n, 7n, 21n, 0n],
    ]);
    const F = [0n, 1n];
    while (F.length < 232) F.push(F[F.length - 1] + F[F.length - 2]);
    const fib = euclidSteps(F[230], F[229]);
    expect(fib.gcd).toBe(1n);
    expect(fib.steps).toHaveLength(228);
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 40n }), fc.bigInt({ min: 1n, max: 10n ** 40n }), (a, b) => {
        const { gcd, steps } = euclidSteps(a, b);
        expect(gcd).toBe(gcdBigInt(a, b));
        for (const s of steps) expect(s.quotient * s.divisor + s.remainder).toBe(s.dividend);
      }),
    );
  });

  it('factorises by trial division: the factors multiply back and are prime', () => {
    expect(formatPrimePowers(primeFactors(360n))).toBe('2^3 × 3^2 × 5');
    expect(primeFactors(1n)).toEqual([]);
    expect(primeFactors(999999999989n)).toEqual([{ prime: 999999999989n, exponent: 1 }]);
    expect(() => primeFactors(FACTOR_LIMIT + 1n)).toThrow(RangeError);
    const isPrime = (p: bigint) => {
      for (let k = 2n; k * k <= p; k++) if (p % k === 0n) return false;
      return p > 1n;
    };
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 7n }), (n) => {
        const f = primeFactors(n);
        expect(f.reduce((acc, p) => acc * p.prime ** BigInt(p.exponent), 1n)).toBe(n);
        for (const p of f) expect(isPrime(p.prime)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
