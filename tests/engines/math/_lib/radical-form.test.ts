// Simplest radical forms and radical signs, against forms worked by hand.
import { describe, expect, it } from 'vitest';
import { MAX_RADICAND, radicalForm, radicalSign } from '../../../../engines/math/_lib/radical-form.ts';

describe('radicalSign', () => {
  it('writes every index digit as a superscript before √', () => {
    expect(radicalSign(2)).toBe('√');
    expect(radicalSign(3)).toBe('∛');
    expect(radicalSign(4)).toBe('∜');
    // The indices together use each digit 0–9 at least once.
    expect(radicalSign(5)).toBe('⁵√');
    expect(radicalSign(7)).toBe('⁷√');
    expect(radicalSign(8)).toBe('⁸√');
    expect(radicalSign(9)).toBe('⁹√');
    expect(radicalSign(10)).toBe('¹⁰√');
    expect(radicalSign(23)).toBe('²³√');
    expect(radicalSign(64)).toBe('⁶⁴√');
  });
});

describe('radicalForm', () => {
  it('simplifies radicands near the limit, whose factors are large (factorised, not divided by every number up to 10^6)', () => {
    expect(radicalForm(999_983 * 999_979, 2)).toBe('√999962000357'); // two primes: nothing comes out
    expect(radicalForm(999_983 ** 2, 2)).toBe('999983');
    expect(radicalForm(999_999_999_989, 2)).toBe('√999999999989'); // prime
    expect(radicalForm(-(101 ** 5), 5)).toBe('-101');
    expect(radicalForm(2 ** 39, 4)).toBe('512∜8'); // 2^39 = (2^9)^4 · 2^3
  });

  it('takes out n-th powers', () => {
    expect(radicalForm(72, 2)).toBe('6√2'); // 72 = 6²·2
    expect(radicalForm(54, 3)).toBe('3∛2'); // 54 = 3³·2
    expect(radicalForm(48, 4)).toBe('2∜3'); // 48 = 2⁴·3
  });

  it('writes a perfect power as a whole number, with no radical left over', () => {
    expect(radicalForm(8, 3)).toBe('2'); // not 2∛1
    expect(radicalForm(144, 2)).toBe('12');
  });

  it('keeps the sign of an odd root outside and marks an even root of a negative as imaginary', () => {
    expect(radicalForm(-54, 3)).toBe('-3∛2');
    expect(radicalForm(-12, 2)).toBe('2√3 i');
    expect(radicalForm(-16, 4)).toBe('2i');
  });

  it('writes the root of 0 as plain 0 under any index: no sign, no i, no radical', () => {
    // Factoring 0 leaves 0 inside, so 0 takes its own branch.
    expect(radicalForm(0, 2)).toBe('0');
    expect(radicalForm(0, 3)).toBe('0');
    expect(radicalForm(0, 4)).toBe('0');
  });

  it('simplifies up to MAX_RADICAND inclusive and gives up beyond it', () => {
    expect(MAX_RADICAND).toBe(1e12);
    expect(radicalForm(1e12, 2)).toBe('1000000'); // (10⁶)² = 10¹²
    expect(radicalForm(-1e12, 3)).toBe('-10000'); // (10⁴)³ = 10¹²
    expect(radicalForm(1e12 + 1, 2)).toBeUndefined();
    expect(radicalForm(-1e12 - 1, 3)).toBeUndefined();
  });

  it('takes indices 2 to 64 only', () => {
    expect(radicalForm(8, 1)).toBeUndefined();
    expect(radicalForm(8, 0)).toBeUndefined();
    expect(radicalForm(2, 64)).toBe('⁶⁴√2');
    expect(radicalForm(1, 64)).toBe('1');
    expect(radicalForm(2, 65)).toBeUndefined();
  });

  it('gives no form for a number that is not whole', () => {
    expect(radicalForm(2.5, 2)).toBeUndefined();
  });
});
