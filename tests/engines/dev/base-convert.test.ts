// Base conversion: exact values by hand, BigInt's own radix formatting and
// parsing as an independent reference for random integers of any size, and
// each rejection with the digit and position.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

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

  it('group separators sit between digits only', () => {
    expect(convert('1111_0000', 2, 10)).toBe('240');
    expect(convert('1 000 000', 10, 10)).toBe('1000000');
    for (const value of ['_1', '1_', '1__0', '1_ 0', '1 _0']) {
      expect(failure('base-convert', { value, fromBase: 10, toBase: 2 }), value).toMatchObject({ code: 'INVALID_DIGIT', field: 'value' });
    }
  });

  it.each([
    ['1.5', 10, /fractions are not supported/],
    ['1,5', 10, /fractions are not supported/],
    ['1__0', 10, /separator must sit between two digits/],
    ['0x1F', 10, /'0x' marks a base-16 number/],
    ['0X1F', 10, /'0X' marks a base-16 number/],
    ['0b101', 10, /'0b' marks a base-2 number/],
    ['0B101', 10, /'0B' marks a base-2 number/],
    ['0o17', 10, /'0o' marks a base-8 number/],
    ['0O17', 10, /'0O' marks a base-8 number/],
    ['1-2', 10, /a sign may only come first/],
    ['1+2', 10, /a sign may only come first/],
    ['19', 8, /'9' needs base 10 or higher/],
    ['1#', 10, /Remove '#'/],
    ['1x', 10, /'x' needs base 34 or higher/],
  ])('%s in base %s: the detail says why', (value, fromBase, why) => {
    const f = failure('base-convert', { value, fromBase, toBase: 10 });
    expect(f).toMatchObject({ code: 'INVALID_DIGIT', field: 'value' });
    expect(`${(f.body as { detail: string }).detail} ${f.suggestion}`).toMatch(why);
  });

  it('a prefix of another base is read as digits only where they are digits, with a warning; plain digits have none', () => {
    expect(ok('base-convert', { value: '0b1', fromBase: 16, toBase: 10 })).toMatchObject({ result: '177', warnings: [{ code: 'PREFIX_READ_AS_DIGITS' }] });
    expect(ok('base-convert', { value: '12', fromBase: 16, toBase: 10 })).toMatchObject({ result: '18', warnings: [] });
  });

  it('a character whose capital is two letters (U+FB05 → ST) is not a digit', () => {
    expect(failure('base-convert', { value: '\ufb05', fromBase: 36, toBase: 10 })).toMatchObject({ code: 'INVALID_DIGIT', field: 'value' });
  });

  it('fractional bases are INVALID_NUMBER on their field; 10 000 characters are accepted, 10 001 are not', () => {
    expect(failure('base-convert', { value: '1', fromBase: 2.5, toBase: 10 })).toMatchObject({ code: 'INVALID_NUMBER', field: 'fromBase' });
    expect(failure('base-convert', { value: '1', fromBase: 10, toBase: 2.5 })).toMatchObject({ code: 'INVALID_NUMBER', field: 'toBase' });
    expect(convert('1'.repeat(10_000), 2, 2)).toBe('1'.repeat(10_000));
    expect(failure('base-convert', { value: '1'.repeat(10_001), fromBase: 2, toBase: 2 })).toMatchObject({ code: 'VALUE_TOO_LONG', field: 'value' });
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

  // Each rejection names the character and its 1-based position in the value as given (assumptions).
  const detail = (value: string, fromBase: number) => {
    const f = failure('base-convert', { value, fromBase, toBase: 10 });
    expect(f).toMatchObject({ code: 'INVALID_DIGIT', field: 'value' });
    return `${(f.body as { detail: string }).detail} ${f.suggestion}`;
  };

  it('a separator not between two digits is reported where it stands, the first of a pair', () => {
    // '1__0': the '_' at position 2 is followed by another separator, not by a digit.
    expect(detail('1__0', 10)).toMatch(/^'_' at position 2: a group separator must sit between two digits/);
    expect(detail('1_ 0', 10)).toMatch(/^'_' at position 2: a group separator must sit between two digits/);
    // A space is a separator too: '1  0' has two in a row.
    expect(detail('1  0', 10)).toMatch(/^' ' at position 2: a group separator must sit between two digits/);
    expect(detail('1 _0', 10)).toMatch(/^' ' at position 2: a group separator must sit between two digits/);
  });

  it('only x, b or o right after a leading 0 reads as a prefix of another base', () => {
    // '09' in octal: 9 is simply not an octal digit (0–7); nothing marks a base.
    expect(detail('09', 8)).toMatch(/^'9' at position 2 is not a digit of base 8 \(digits 0–7\).*'9' needs base 10 or higher/);
    expect(detail('0#', 10)).toMatch(/^'#' at position 2 is not a digit of base 10.*Remove '#'/);
    // '00x1': the x is not at the prefix position (it follows two zeros), so it is a bad digit.
    expect(detail('00x1', 10)).toMatch(/^'x' at position 3 is not a digit of base 10.*'x' needs base 34 or higher/);
    expect(detail('0x1', 10)).toMatch(/^'x' at position 2: '0x' marks a base-16 number, but fromBase is 10/);
  });

  it('a fractional base is INVALID_NUMBER with the value it got and a whole-number base as example', () => {
    for (const [field, inputs] of [
      ['fromBase', { value: '1', fromBase: 2.5, toBase: 10 }],
      ['toBase', { value: '1', fromBase: 10, toBase: 2.5 }],
      ['fromBase', { value: '1', fromBase: '16.5', toBase: 10 }],
    ] as const) {
      const f = failure('base-convert', inputs);
      expect(f, field).toMatchObject({ http: 400, code: 'INVALID_NUMBER', field });
      expect((f.body as { detail: string }).detail, field).toContain(`got ${(inputs as Record<string, unknown>)[field]}`);
      const example = Number(/e\.g\. (\d+)\.$/.exec(f.suggestion ?? '')?.[1]);
      expect(Number.isInteger(example) && example >= 2 && example <= 36, `${field}: ${f.suggestion}`).toBe(true);
    }
  });
});

declaresTheCodesItReturns('base-convert', [
  { value: '1'.repeat(10_001), fromBase: 2, toBase: 10 },
  { value: 2 ** 64, fromBase: 10, toBase: 16 },
  { value: '0b1', fromBase: 16, toBase: 10 },
  { value: '10', fromBase: 10, toBase: 37 },
]);
