import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalFromNumber, decimalFromText, product, scaledByPowerOfTen, toNumber, toPlainText } from '../../../engines/core/decimal-text.ts';

const plain = (text: string) => toPlainText(decimalFromText(text)!);

describe('exact decimal scaling for typed numbers', () => {
  it('reads decimal text and writes it back without an exponent', () => {
    expect(plain('4.7e3')).toBe('4700');
    expect(plain('1e-7')).toBe('0.0000001');
    expect(plain('.5')).toBe('0.5');
    expect(plain('-2.50')).toBe('-2.5');
    expect(plain('000120.0')).toBe('120');
    expect(plain('0e5')).toBe('0');
    for (const bad of ['', '.', 'e5', '1e', 'Infinity', '1.2.3', '0x10']) expect(decimalFromText(bad)).toBeNull();
  });

  it('scales by powers of ten with no binary rounding: 0.1 k is 100, 4.7 µ is 0.0000047', () => {
    expect(toNumber(scaledByPowerOfTen(decimalFromText('0.1')!, 3))).toBe(100);
    expect(toPlainText(scaledByPowerOfTen(decimalFromText('4.7')!, -6))).toBe('0.0000047');
    // In binary floating point 4.7 × 1e-6 is 0.0000047000000000000004.
    expect(toNumber(scaledByPowerOfTen(decimalFromText('4.7')!, -6))).toBe(0.0000047);
  });

  it('multiplies exactly: agrees with decimal.js at 60 digits on random decimals and factors', () => {
    const Exact = Decimal.clone({ precision: 60 });
    const decimalText = fc.tuple(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), fc.integer({ min: -20, max: 20 })).map(([c, e]) => `${c}e${e}`);
    fc.assert(
      fc.property(decimalText, fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }), (text, factor) => {
        const ours = product(decimalFromText(text)!, decimalFromNumber(factor));
        const reference = new Exact(text).times(new Exact(String(factor)));
        expect(toPlainText(ours)).toBe(reference.toFixed());
        expect(toNumber(ours)).toBe(Number(reference.toString()));
      }),
    );
  });

  it('a double read back as its shortest decimal is the same double', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (x) => {
        expect(toNumber(decimalFromNumber(x))).toBe(x === 0 ? 0 : x); // -0 prints as "0"
      }),
    );
  });
});
