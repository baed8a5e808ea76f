// The shared number helpers, with expected values written out by hand.
import { describe, expect, it } from 'vitest';
import { formatNumber, formatQuantity, isFiniteNumber, nearlyEqual, nonFinitePath, numberFromText, NUMBER_TEXT, roundSig, trimZeros } from '../../../engines/core/numeric.ts';

describe('NUMBER_TEXT', () => {
  it.each(['12', '-0.5', '+3', '.5', '.25', '5.', '1e-3', '2.5E+10', '007'])('reads %s', (t) => expect(NUMBER_TEXT.test(t)).toBe(true));
  it.each(['', '-', '.', 'e5', '1e', '1,5', '1 000', ' 1', '1 ', '0x10', '1e5.5', '--1', 'Infinity', 'NaN'])('refuses %j', (t) => expect(NUMBER_TEXT.test(t)).toBe(false));
});

describe('numberFromText', () => {
  it.each([
    [12, 12],
    [Number.NaN, Number.NaN],
    [' 12 ', 12],
    ['-0.5', -0.5],
    ['1e400', Infinity],
    ['\t.5\n', 0.5],
  ])('reads %j as %s', (v, n) => expect(numberFromText(v)).toBe(n));
  it.each(['', ' ', '1,5', '12px', 'Infinity', null, undefined, true, [3], { n: 3 }])('has no number in %j', (v) => expect(numberFromText(v)).toBeUndefined());
});

describe('isFiniteNumber', () => {
  it('is true only for finite numbers', () => {
    expect([0, -1.5, 1e308].map(isFiniteNumber)).toEqual([true, true, true]);
    expect([NaN, Infinity, -Infinity, '1', null, undefined, 1n].map(isFiniteNumber)).toEqual([false, false, false, false, false, false, false]);
  });
});

describe('nearlyEqual', () => {
  it('counts a difference of exactly the tolerance as equal', () => {
    expect(nearlyEqual(0, 1e-300)).toBe(true);
    expect(nearlyEqual(0, 2e-300)).toBe(false);
  });
  it('compares within a relative tolerance of the larger magnitude', () => {
    expect(nearlyEqual(1, 1 + 1e-13)).toBe(true);
    expect(nearlyEqual(1, 1 + 1e-11)).toBe(false);
    expect(nearlyEqual(-1e6, -1e6 - 1e-7)).toBe(true); // 1e-7 ≤ 1e-12 × 1e6
    expect(nearlyEqual(-1e6, -1e6 - 1e-5)).toBe(false);
    expect(nearlyEqual(1, 1.01, 0.02)).toBe(true);
    expect(nearlyEqual(1, 1.03, 0.02)).toBe(false);
    // The tolerance scales with the larger of the two: 1 vs 2 at 60 % of 2 = 1.2 ≥ 1.
    expect(nearlyEqual(1, 2, 0.6)).toBe(true);
    expect(nearlyEqual(2, 1, 0.6)).toBe(true);
    expect(nearlyEqual(1, 2, 0.4)).toBe(false);
  });
  it('has an absolute floor near zero', () => {
    expect(nearlyEqual(0, 1e-301)).toBe(true);
    expect(nearlyEqual(0, 1e-299)).toBe(false);
    expect(nearlyEqual(0, 0.001, 0, 0.01)).toBe(true);
    expect(nearlyEqual(0, 0.1, 0, 0.01)).toBe(false);
  });
});

describe('roundSig', () => {
  it('rounds to significant digits', () => {
    expect(roundSig(123.456789, 4)).toBe(123.5);
    expect(roundSig(0.000123456, 2)).toBe(0.00012);
    expect(roundSig(-98765, 2)).toBe(-99000);
    expect(roundSig(0.1 + 0.2)).toBe(0.3); // 12 digits by default
    expect(roundSig(1 / 3)).toBe(0.333333333333);
  });
  it('leaves zero and non-finite values as they are', () => {
    expect(Object.is(roundSig(-0), -0)).toBe(true);
    expect([roundSig(Infinity), roundSig(-Infinity), roundSig(NaN)]).toEqual([Infinity, -Infinity, NaN]);
  });
});

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [-0, '0'],
    [2.5, '2.5'],
    [3, '3'],
    [-1234.5, '-1234.5'],
    [0.1 + 0.2, '0.3'],
    [1 / 3, '0.333333333333'],
    [100, '100'],
    [1000000, '1000000'],
    [0.000001, '0.000001'],
    // Below 1e-6 and from 1e15: scientific, mantissa trimmed, no "+" in the exponent.
    [0.0000009, '9e-7'],
    [-0.000000125, '-1.25e-7'],
    [-0.00000125, '-0.00000125'],
    [1e15, '1e15'],
    [1.5e20, '1.5e20'],
    [-2e300, '-2e300'],
    // From 1e12 to 1e15 toPrecision(12) would write an exponent: the digits are written out.
    [123456789012345, '123456789012345'],
    [1e12, '1000000000000'],
    [Infinity, 'Infinity'],
    [-Infinity, '-Infinity'],
    [NaN, 'NaN'],
  ])('%s → %s', (x, want) => expect(formatNumber(x)).toBe(want));

  it('takes the number of significant digits', () => {
    expect(formatNumber(Math.PI, 3)).toBe('3.14');
    expect(formatNumber(2 / 3, 4)).toBe('0.6667');
    // Digits before the point are never dropped: the whole integer part, not 1.23e6.
    expect(formatNumber(1234567, 3)).toBe('1234567');
    expect(formatNumber(1.23456e-8, 3)).toBe('1.23e-8');
    expect(formatNumber(1e13 + 0.5, 3)).toBe('10000000000000.5');
    expect(formatNumber(1234567.891, 3)).toBe('1234567.89');
  });

  it('writes no more than 15 significant digits, a double\'s exact ones, when it writes out a large number', () => {
    // The double nearest 1e12 + 0.1 is 1000000000000.0999755859375.
    expect(formatNumber(1e12 + 0.1)).toBe('1000000000000.1');
    expect(formatNumber(1e12 / 3, 6)).toBe('333333333333.333');
    expect(formatNumber(2 ** 53 / 10, 3)).toBe('900719925474099');
  });
});

describe('trimZeros', () => {
  it.each([
    ['2.500', '2.5'],
    ['3.000', '3'],
    ['3.', '3.'],
    ['100', '100'],
    ['100.0', '100'],
    ['1.05', '1.05'],
    ['1.050', '1.05'],
    ['0.0', '0'],
    ['-7.10', '-7.1'],
  ])('%s → %s', (s, want) => expect(trimZeros(s)).toBe(want));
});

describe('formatQuantity', () => {
  it('adds the unit after a space, when there is one', () => {
    expect([formatQuantity(2.5, 'V'), formatQuantity(2.5), formatQuantity(2.5, null), formatQuantity(2.5, '')]).toEqual(['2.5 V', '2.5', '2.5', '2.5']);
  });
});

describe('nonFinitePath', () => {
  it('finds the first NaN or infinity, with its path', () => {
    expect(nonFinitePath(1)).toBeNull();
    expect(nonFinitePath(NaN)).toBe('result');
    expect(nonFinitePath({ a: 1, b: { c: [1, Infinity] } })).toBe('result.b.c.1');
    expect(nonFinitePath([1, 2, -Infinity, NaN])).toBe('result.2');
    expect(nonFinitePath({ x: 'text', y: null, z: [{ w: NaN }] }, 'out')).toBe('out.z.0.w');
    expect(nonFinitePath({ x: [1, 2], y: { z: 3 }, t: 'NaN', n: null })).toBeNull();
    expect(nonFinitePath([])).toBeNull();
  });
});
