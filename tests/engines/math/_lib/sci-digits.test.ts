// The digit-string numbers behind scientific-notation and factorial: parsing,
// rounding, exact division and the renderings, against values worked by hand
// and the SI prefix table typed from the SI Brochure.
import { describe, expect, it } from 'vitest';
import { decimalText, divide, engineering, parseSci, roundSig, trimZeros, type SciNumber } from '../../../../engines/math/_lib/sci-digits.ts';

/** (negative ? −1 : 1) × digits × 10^pow */
const sci = (digits: string, pow: number, negative = false): SciNumber => ({ negative, digits, pow });
const zero = sci('0', 0);

describe('parseSci', () => {
  it.each([
    // every superscript digit and the superscript plus (10⁴ and 10⁻ⁿ are covered in the engine tests)
    ['10⁰', 0], ['10¹', 1], ['10²', 2], ['10³', 3], ['10⁵', 5], ['10⁶', 6], ['10⁷', 7], ['10⁸', 8], ['10⁹', 9], ['10⁺³', 3],
    // plain bare powers: several exponent digits and a negative exponent
    ['10^12', 12], ['10^-5', -5], ['10^(+7)', 7],
  ])('reads the bare power %s as 1 × 10^%i', (text, pow) => {
    expect(parseSci(text)).toEqual({ ok: true, value: sci('1', pow), notation: 'scientific' });
  });

  it('keeps the sign of a bare power', () => {
    expect(parseSci('-10^5')).toEqual({ ok: true, value: sci('1', 5, true), notation: 'scientific' });
  });

  it('reads a × 10^n exponent without a sign and with several digits', () => {
    expect(parseSci('4.2×10^4')).toEqual({ ok: true, value: sci('42', 3), notation: 'scientific' });
    expect(parseSci('4.2×10^12')).toEqual({ ok: true, value: sci('42', 11), notation: 'scientific' });
  });

  it('names the notation it read, also for zero', () => {
    expect(parseSci('4.2e-4')).toEqual({ ok: true, value: sci('42', -5), notation: 'scientific' });
    expect(parseSci('0e5')).toEqual({ ok: true, value: zero, notation: 'scientific' });
    expect(parseSci('0×10^5')).toEqual({ ok: true, value: zero, notation: 'scientific' });
    expect(parseSci('0.000')).toEqual({ ok: true, value: zero, notation: 'decimal' });
  });

  it.each([
    'abc',
    '10²5', // a superscript exponent must end the text
    '10³⁺', // a stray superscript plus is refused, not dropped
    '10⁺⁺³',
    '10^2.5', // not 10^2 followed by rubbish
  ])('refuses %j as syntax', (text) => {
    expect(parseSci(text)).toEqual({ ok: false, reason: 'syntax' });
  });

  it('accepts a text of exactly the maximum length (1000 characters)', () => {
    expect(parseSci('1'.repeat(1000))).toEqual({ ok: true, value: sci('1'.repeat(1000), 0), notation: 'decimal' });
    expect(parseSci('1'.repeat(1001))).toEqual({ ok: false, reason: 'too_long' });
  });
});

describe('zero', () => {
  it('trimZeros and roundSig leave zero as the single digit 0', () => {
    expect(trimZeros(zero)).toEqual(zero);
    expect(trimZeros(sci('0', 0, true))).toEqual(zero);
    expect(roundSig(zero, 3)).toEqual(zero);
  });

  it('decimalText writes 0 whatever power the zero carries', () => {
    expect(decimalText(zero)).toBe('0');
    expect(decimalText(sci('0', -3))).toBe('0');
  });

  it('engineering writes the coefficient 0 with no prefix', () => {
    expect(engineering(zero)).toEqual({ coefficient: '0', exp: 0, text: '0 × 10^0' });
  });
});

describe('decimalText', () => {
  it('writes a whole number with no decimal point', () => {
    expect(decimalText(sci('15', 0))).toBe('15');
    expect(decimalText(sci('15', 0, true))).toBe('-15');
  });
});

describe('divide', () => {
  it('refuses a zero divisor instead of looping', () => {
    expect(() => divide(sci('1', 0), sci('0', 0), 15)).toThrow(RangeError);
  });

  it('is exact for a negative divisor whose denominator has only the factor 2', () => {
    // 1 ÷ (−8) = −0.125
    expect(divide(sci('1', 0), sci('8', 0, true), 15)).toEqual({ value: sci('125', -3, true), exact: true });
  });

  it('is exact when the denominator has the factor 5', () => {
    // 1 ÷ 5 = 0.2; 3 ÷ 40 = 0.075
    expect(divide(sci('1', 0), sci('5', 0), 15)).toEqual({ value: sci('2', -1), exact: true });
    expect(divide(sci('3', 0), sci('4', 1), 15)).toEqual({ value: sci('75', -3), exact: true });
  });
});

describe('engineering: SI prefixes', () => {
  // SI Brochure, 9th edition (BIPM 2019), Table 7, with ronna, quetta, ronto and quecto added
  // by the 27th CGPM (2022). The engine writes micro with the micro sign U+00B5.
  it.each([
    [-30, 'q', 'quecto'], [-27, 'r', 'ronto'], [-24, 'y', 'yocto'], [-21, 'z', 'zepto'], [-18, 'a', 'atto'], [-15, 'f', 'femto'],
    [-12, 'p', 'pico'], [-9, 'n', 'nano'], [-6, 'µ', 'micro'], [-3, 'm', 'milli'],
    [3, 'k', 'kilo'], [6, 'M', 'mega'], [9, 'G', 'giga'], [12, 'T', 'tera'], [15, 'P', 'peta'],
    [18, 'E', 'exa'], [21, 'Z', 'zetta'], [24, 'Y', 'yotta'], [27, 'R', 'ronna'], [30, 'Q', 'quetta'],
  ])('10^%i is %s (%s)', (exp, prefix, prefixName) => {
    expect(engineering(sci('1', exp))).toEqual({ coefficient: '1', exp, text: `1 × 10^${exp}`, prefix, prefixName });
  });

  it.each([0, 33, -33])('10^%i carries no prefix', (exp) => {
    expect(engineering(sci('1', exp))).toEqual({ coefficient: '1', exp, text: `1 × 10^${exp}` });
  });
});
