// The edges of the exact rationals that exact-arithmetic.test.ts's properties do not reach:
// zero's sign, the digit caps of a decimal expansion and of a repeating decimal typed in,
// and the text around a fraction or a repeating block. Expected values are worked by hand.
import { describe, expect, it } from 'vitest';
import {
  decimalExpansion,
  formatMixed,
  jsonInteger,
  lcmBigInt,
  parseRational,
  parseUnreduced,
  preperiodLength,
  rational,
  terminates,
} from '../../../engines/core/exact-rational.ts';

describe('exact-rational edges', () => {
  it('refuses a zero denominator by name, and lcm(0, 0) is 0', () => {
    expect(() => rational(1n, 0n)).toThrow(/zero denominator/);
    expect(lcmBigInt(0n, 0n)).toBe(0n);
  });

  it('writes zero without a sign', () => {
    expect(formatMixed(rational(0n))).toBe('0');
    expect(decimalExpansion(rational(0n))).toEqual({ text: '0', terminating: true, preperiod: '', repetend: '', truncated: false });
  });

  it('keeps −(2⁵³ − 1), the most negative safe integer, a JSON number', () => {
    expect(jsonInteger(-9007199254740991n)).toBe(-9007199254740991);
  });

  it('cuts a long terminating expansion at the digit cap: 1/2²⁰ = 0.00000095367431640625', () => {
    expect(decimalExpansion(rational(1n, 2n ** 20n), 5)).toEqual({ text: '0.00000…', terminating: false, preperiod: '00000', repetend: '', truncated: true });
    expect(decimalExpansion(rational(1n, 2n ** 20n), 20)).toEqual({ text: '0.00000095367431640625', terminating: true, preperiod: '00000095367431640625', repetend: '', truncated: false });
  });

  it('cuts a repeating block that does not fit: 1/7 = 0.(142857) needs 6 digits', () => {
    expect(decimalExpansion(rational(1n, 7n), 5)).toEqual({ text: '0.14285…', terminating: false, preperiod: '', repetend: '', truncated: true });
    expect(decimalExpansion(rational(-1n, 7n), 6)).toEqual({ text: '-0.(142857)', terminating: false, preperiod: '', repetend: '142857', truncated: false });
    expect(decimalExpansion(rational(1n, 6n), 1)).toEqual({ text: '0.1…', terminating: false, preperiod: '1', repetend: '', truncated: true });
  });

  it('counts the digits of a repeating decimal typed in, leading zeros of the integer part not counted', () => {
    expect(parseRational('0.(123)', 3)).toEqual({ ok: true, value: { n: 41n, d: 333n } });
    expect(parseRational('0.(1234)', 3)).toEqual({ ok: false, reason: 'too_long', digits: 4 });
    expect(parseRational('0.12(34)', 3)).toEqual({ ok: false, reason: 'too_long', digits: 4 });
    expect(parseRational('100.(3)', 3)).toEqual({ ok: false, reason: 'too_long', digits: 4 });
    expect(parseRational('00.(3)', 1)).toEqual({ ok: true, value: { n: 1n, d: 3n } });
    expect(parseRational('.(3)')).toEqual({ ok: true, value: { n: 1n, d: 3n } });
  });

  it('reads a repeating block only when it ends the text', () => {
    expect(parseRational('0.(3)x')).toMatchObject({ ok: false, reason: 'syntax' });
    expect(parseRational('1.(3)4')).toMatchObject({ ok: false, reason: 'syntax' });
  });

  it('refuses a fraction whose top or bottom is not a number, and says a typed fraction is not a repeating decimal', () => {
    expect(parseRational('x/4')).toMatchObject({ ok: false, reason: 'syntax' });
    expect(parseRational('3/x')).toMatchObject({ ok: false, reason: 'syntax' });
    expect(parseUnreduced('6/8')).toEqual({ ok: true, n: 3n, d: 4n, repeating: false });
  });

  it('counts the twos and fives of a denominator like dividing them out one at a time (2^a·5^b·c, huge ones too)', () => {
    const naive = (d: bigint) => {
      let twos = 0;
      let fives = 0;
      let rest = d;
      for (; rest % 2n === 0n; rest /= 2n) twos++;
      for (; rest % 5n === 0n; rest /= 5n) fives++;
      return { pre: Math.max(twos, fives), ends: rest === 1n };
    };
    for (const a of [0, 1, 2, 3, 7, 8, 31, 64, 100, 1023, 1024, 3000]) {
      for (const b of [0, 1, 2, 3, 5, 15, 16, 17, 255, 256, 600, 1500]) {
        for (const c of [1n, 3n, 7n, 999_999_937n]) {
          const d = 2n ** BigInt(a) * 5n ** BigInt(b) * c;
          expect({ pre: preperiodLength({ n: 1n, d }), ends: terminates({ n: 1n, d }) }, `2^${a}·5^${b}·${c}`).toEqual(naive(d));
        }
      }
    }
  });
});
