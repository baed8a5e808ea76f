// Base conversion: exact values by hand, BigInt's own radix formatting and
// parsing as an independent reference for random integers of any size, and
// each rejection with the digit and position.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';

const convert = (value: unknown, fromBase: number, toBase: number) => result<string>('base-convert', { value, fromBase, toBase });
const base = fc.integer({ min: 2, max: 36 });

describe('base-convert', () => {
  it.each([
    ['FF', 16, 10, '255'],
    ['ff', 16, 2, '11111111'],
    ['777', 8, 10, '511'],
    ['1010', 2, 16, 'A'],
    ['ZZ', 36, 10, '1295'],
    ['0', 10, 2, '0'],
    ['-0', 10, 16, '0'],
    ['000042', 10, 10, '42'],
    ['+255', 10, 16, 'FF'],
    ['-FF', 16, 10, '-255'],
    ['18446744073709551616', 10, 16, '10000000000000000'],
  ])('%s (base %d) = %s (base %d)', (value, from, to, want) => {
    expect(convert(value, from, to)).toBe(want);
  });

  it('agrees with BigInt radix formatting for random integers up to 300 bits in every base pair', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(2n ** 300n), max: 2n ** 300n }), base, base, fc.boolean(), (n, from, to, lower) => {
        const written = n.toString(from);
        const got = convert(lower ? written : written.toUpperCase(), from, to);
        expect(got).toBe(n.toString(to).toUpperCase());
        expect(BigInt(convert(got, to, 10))).toBe(n);
      }),
      { numRuns: 500 },
    );
  });

  it('is exact at thousands of digits', () => {
    const n = 2n ** 9000n - 1n;
    expect(convert(n.toString(2), 2, 10)).toBe(n.toString());
    expect(convert(n.toString(), 10, 36)).toBe(n.toString(36).toUpperCase());
  });

  it('accepts matching prefixes, group separators and JSON numbers', () => {
    expect(convert('0xFF', 16, 10)).toBe('255');
    expect(convert('-0B1010', 2, 10)).toBe('-10');
    expect(convert('0o17', 8, 10)).toBe('15');
    expect(convert('1111 0000', 2, 16)).toBe('F0');
    expect(convert('1_000_000', 10, 16)).toBe('F4240');
    expect(convert(' 42 ', 10, 2)).toBe('101010');
    expect(convert(255, 10, 16)).toBe('FF');
    expect(convert(-9007199254740991, 10, 16)).toBe('-1FFFFFFFFFFFFF');
  });

  it('reads a prefix-like start as digits when the letter is a digit of fromBase, with a warning', () => {
    const env = ok('base-convert', { value: '0b1', fromBase: 16, toBase: 10 });
    expect(env.result).toBe('177');
    expect(env.warnings.map((w) => w.code)).toEqual(['PREFIX_READ_AS_DIGITS']);
  });

  it.each([
    [{ value: '1792', fromBase: 8, toBase: 10 }, 'INVALID_DIGIT', 'value', /'9' at position 3 is not a digit of base 8 \(digits 0–7\)/],
    [{ value: '12G', fromBase: 16, toBase: 10 }, 'INVALID_DIGIT', 'value', /'G' at position 3.*A–F/],
    [{ value: '3.14', fromBase: 10, toBase: 2 }, 'INVALID_DIGIT', 'value', /fractions are not supported/],
    [{ value: '0x1F', fromBase: 10, toBase: 2 }, 'INVALID_DIGIT', 'value', /Set fromBase to 16/],
    [{ value: '12-3', fromBase: 10, toBase: 2 }, 'INVALID_DIGIT', 'value', /sign may only come first/],
    [{ value: '1__0', fromBase: 10, toBase: 2 }, 'INVALID_DIGIT', 'value', /between two digits/],
    [{ value: '-', fromBase: 10, toBase: 2 }, 'INVALID_DIGIT', 'value', /no digits/],
    [{ value: '10', fromBase: 1, toBase: 10 }, 'BASE_OUT_OF_RANGE', 'fromBase', /2 to 36/],
    [{ value: '10', fromBase: 10, toBase: 37 }, 'BASE_OUT_OF_RANGE', 'toBase', /2 to 36/],
    [{ value: '10', fromBase: 10, toBase: 2.5 }, 'INVALID_NUMBER', 'toBase', /whole number/],
    [{ value: '10', fromBase: '16.5', toBase: 2 }, 'INVALID_NUMBER', 'fromBase', /whole number/],
    [{ value: '1'.repeat(10_001), fromBase: 2, toBase: 10 }, 'VALUE_TOO_LONG', 'value', /10000/],
    [{ value: 2 ** 64, fromBase: 10, toBase: 16 }, 'UNSAFE_INTEGER', 'value', /as a JSON string/],
    [{ fromBase: 10, toBase: 2 }, 'MISSING_REQUIRED_INPUT', 'value', /value/],
    [{ value: '1', fromBase: 'hex', toBase: 2 }, 'INVALID_NUMBER', 'fromBase', /number/],
  ])('%o → %s', (inputs, code, field, message) => {
    const f = failure('base-convert', inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(10);
    expect(JSON.stringify(f.body)).toMatch(message);
  });
});
