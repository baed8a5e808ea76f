// Edges of the exact integer helpers; the broad checks (Euclid against a
// reference gcd, factorisations multiplying back) are in
// exact-arithmetic.test.ts. Expected values are written out by hand.
import { describe, expect, it } from 'vitest';
import { FACTOR_LIMIT, formatPrimePowers, primeFactors, readInteger } from '../../../../engines/math/_lib/exact-integer.ts';

describe('readInteger', () => {
  it('calls NaN and ±Infinity a syntax error, not a number with a fractional part', () => {
    expect(readInteger(Number.NaN)).toEqual({ ok: false, reason: 'syntax', digits: 0 });
    expect(readInteger(Number.POSITIVE_INFINITY)).toEqual({ ok: false, reason: 'syntax', digits: 0 });
    expect(readInteger(Number.NEGATIVE_INFINITY)).toEqual({ ok: false, reason: 'syntax', digits: 0 });
  });

  it('refuses text with a stray character before the digits instead of throwing', () => {
    expect(readInteger('x5')).toEqual({ ok: false, reason: 'syntax', digits: 0 });
    expect(readInteger('#12')).toEqual({ ok: false, reason: 'syntax', digits: 0 });
  });

  it('does not count leading zeros of an unsigned digit string', () => {
    // 48 nines behind one zero: 48 digits, exactly the limit.
    expect(readInteger(`0${'9'.repeat(48)}`)).toEqual({ ok: true, value: 10n ** 48n - 1n });
    expect(readInteger('000007', 1)).toEqual({ ok: true, value: 7n });
  });

  it('accepts exactly maxDigits digits in exponent form and as a JSON number', () => {
    // 1e47 has 48 digits, the limit; 1e48 (49 digits) is refused.
    expect(readInteger('1e47')).toEqual({ ok: true, value: 10n ** 47n });
    expect(readInteger('-2.5e47')).toEqual({ ok: true, value: -25n * 10n ** 46n });
    expect(readInteger(99999, 5)).toEqual({ ok: true, value: 99999n });
    expect(readInteger(100000, 5)).toEqual({ ok: false, reason: 'too_long', digits: 6 });
  });
});

describe('primeFactors', () => {
  it('finds a square of a prime ≥ 5 (p × p = n ends the trial loop only after dividing p out)', () => {
    expect(primeFactors(25n)).toEqual([{ prime: 5n, exponent: 2 }]);
    expect(primeFactors(121n)).toEqual([{ prime: 11n, exponent: 2 }]);
    expect(primeFactors(2n * 3n * 49n)).toEqual([
      { prime: 2n, exponent: 1 },
      { prime: 3n, exponent: 1 },
      { prime: 7n, exponent: 2 },
    ]);
  });

  /** The reference: trial division by every d ≥ 2, in doubles (exact below 2^53). */
  function trialDivision(n: number): [number, number][] {
    const out: [number, number][] = [];
    let rest = n;
    for (let d = 2; d * d <= rest; d++) {
      let e = 0;
      for (; rest % d === 0; rest /= d) e++;
      if (e) out.push([d, e]);
    }
    if (rest > 1) out.push([rest, 1]);
    return out;
  }
  const asPairs = (n: bigint) => primeFactors(n).map((f) => [Number(f.prime), f.exponent]);

  it('agrees with trial division on the hard cases: primes and semiprimes near the limit, prime powers, pseudoprimes', () => {
    const cases = [
      999_999_999_989, 999_983 * 999_979, 999_983 ** 2, 9_973 ** 3, 101 ** 5, 2 ** 39, 3 ** 25, 7 ** 14, 2 * 499_999_999_979,
      // Carmichael numbers, and strong pseudoprimes to the bases 2, 3, 5 (25326001), 2, 7, 61 (4759123141) and
      // 2, 3, 5, 7 (3215031751): Miller–Rabin with too few bases would call them prime.
      561, 41_041, 825_265, 321_197_185, 25_326_001, 4_759_123_141, 3_215_031_751,
      1_000_000_000_000, 999_999_999_999, 1, 2, 97, 101, 9409, 10_403,
    ];
    for (const n of cases) expect(asPairs(BigInt(n)), String(n)).toEqual(trialDivision(n));
  });

  it('agrees with trial division on 3,000 random numbers up to 10^9 and 300 up to 10^12 (seeded)', () => {
    let seed = 12345;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let i = 0; i < 3300; i++) {
      const n = 1 + Math.floor(random() * (i < 3000 ? 1e9 : 1e12));
      expect(asPairs(BigInt(n)), String(n)).toEqual(trialDivision(n));
    }
  });

  it('refuses n below 1 and above the limit with a RangeError naming the range', () => {
    // -5 first: without the check it would quietly return [] (0 would loop forever).
    expect(() => primeFactors(-5n)).toThrow(RangeError);
    expect(() => primeFactors(0n)).toThrow('primeFactors: n outside 1 … 10^12');
    expect(() => primeFactors(FACTOR_LIMIT + 1n)).toThrow('primeFactors: n outside 1 … 10^12');
  });
});

describe('formatPrimePowers', () => {
  it('writes the empty product (the factorisation of 1) as "1"', () => {
    expect(formatPrimePowers([])).toBe('1');
    expect(formatPrimePowers([{ prime: 7n, exponent: 1 }])).toBe('7');
  });
});
