// Multiplication: exact products against mathjs BigNumber and formulajs
// PRODUCT, the long-multiplication rows of a textbook example, and every error.
import * as formulajs from '@formulajs/formulajs';
import fc from 'fast-check';
import { type BigNumber, all, create } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const big = create(all, { number: 'BigNumber', precision: 1000 });
const decimalText = fc
  .tuple(fc.boolean(), fc.stringMatching(/^\d{1,25}$/), fc.stringMatching(/^\d{0,25}$/))
  .map(([neg, i, f]) => `${neg ? '-' : ''}${i}${f ? `.${f}` : ''}`);

function rejects(inputs: Record<string, unknown>, code: string, field: string) {
  const f = failure('multiplication', inputs);
  expect(f).toMatchObject({ http: 400, code, field });
  expect(f.suggestion?.length).toBeGreaterThan(10);
}

describe('multiplication', () => {
  it('multiplies decimals exactly: 0.1 × 0.2 = 0.02, 1.1 × 1.1 = 1.21', () => {
    expect(result('multiplication', { a: 0.1, b: 0.2 })).toEqual({ mode: 'product', product: 0.02, productStr: '0.02' });
    expect(result('multiplication', { a: 1.1, b: 1.1 }).productStr).toBe('1.21');
    expect(result('multiplication', { a: '-2.50', b: '4' }).productStr).toBe('-10');
  });

  it('agrees with formulajs PRODUCT where doubles are exact', () => {
    for (const [a, b] of [[123, 45], [-7, 8], [0.5, 0.25], [1024, 1048576], [0, -3.5]]) {
      // + 0: exact arithmetic has no negative zero (0 × −3.5 is 0).
      expect(result('multiplication', { a, b }).product).toBe(Number(formulajs.PRODUCT(a, b)) + 0);
    }
  });

  it('matches mathjs BigNumber digit for digit on random 50-digit decimals', () => {
    fc.assert(
      fc.property(decimalText, decimalText, (a, b) => {
        const r = result('multiplication', { a, b });
        const exact = big.multiply(big.bignumber(a), big.bignumber(b)) as BigNumber;
        expect(r.productStr).toBe(exact.toFixed());
        expect(r.product).toBe(Number(exact.toFixed()) + 0);
      }),
      { numRuns: 150 },
    );
  });

  it('keeps every digit of long integers (Python int: 30-digit × 30-digit)', () => {
    const r = result('multiplication', { a: '123456789012345678901234567890', b: '987654321098765432109876543210' });
    expect(r.productStr).toBe('121932631137021795226185032733622923332237463801111263526900');
    expect(r.product).toBe(1.2193263113702179e59);
  });

  it('long mode: the partial products of 123 × 45 and the sign rule', () => {
    const r = result('multiplication', { mode: 'long', a: 123, b: 45 });
    expect(r.steps.partials.map((p: { shifted: string }) => p.shifted)).toEqual(['615', '4920']);
    expect(r.steps).toMatchObject({ top: '123', bottom: '45', digits_product: '5535', decimal_places: 0, negative: false });
    expect(r.text).toContain('Add the rows: 615 + 4920 = 5535.');

    const neg = result('multiplication', { mode: 'long', a: '-1.23', b: '4.5' });
    expect(neg).toMatchObject({ productStr: '-5.535', steps: { digits_product: '5535', decimal_places: 3, negative: true } });
    expect(neg.text).toContain('The signs differ, so the product is negative: -5.535.');
    expect(result('multiplication', { mode: 'long', a: -3, b: -4 }).text).toContain('Both factors are negative');
    expect(result('multiplication', { mode: 'long', a: -3, b: 0 })).toMatchObject({ productStr: '0', steps: { negative: false } });
    expect(result('multiplication', { mode: 'long', a: -3, b: 0 }).text).not.toContain('negative');
  });

  it('accepts mode synonyms and numeric strings, echoing inputs as sent', () => {
    expect(result('multiplication', { mode: 'times', a: '6', b: '7' }).mode).toBe('product');
    expect(result('multiplication', { mode: 'Column', a: 6, b: 7 }).mode).toBe('long');
    expect(ok('multiplication', { a: '6', b: 7 }).inputs).toEqual({ a: '6', b: 7 });
  });

  it.each([
    ['multiply', 'product'], ['times', 'product'], ['standard', 'product'],
    ['long-multiplication', 'long'], ['column', 'long'], ['written', 'long'],
  ])('mode %s means %s (the answer echoes the mode it understood)', (synonym, mode) => {
    const env = ok('multiplication', { mode: synonym, a: 6, b: 7 });
    expect(env.inputs).toMatchObject({ mode });
    expect(env.result).toMatchObject({ mode, productStr: '42' });
  });

  it('long mode: no sign note for 0 × −4 (0 is not negative) nor for a positive product; warnings kept', () => {
    // 0 × −4 = 0: the product is not negative, and the factors are not both negative.
    expect(result('multiplication', { mode: 'long', a: 0, b: -4 })).toMatchObject({ productStr: '0', steps: { negative: false }, text: '  0\n× 4\n  -\n  0' });
    // 12 × 3 = 36: one digit in the bottom factor, one row, no sign to explain.
    expect(result('multiplication', { mode: 'long', a: 12, b: 3 }).text).toBe('  12\n×  3\n  --\n  36');
    // 2^60 sent as a JSON number is read as its shortest round-trip form 1152921504606847000, hence the warning.
    const env = ok('multiplication', { mode: 'long', a: 2 ** 60, b: 1 });
    expect(env.warnings.map((w) => w.code)).toEqual(['IMPRECISE_JSON_NUMBER']);
    expect((env.result as { productStr: string }).productStr).toBe('1152921504606847000');
  });

  it('edge cases: zero, tiny, huge beyond the double range, JSON numbers beyond 2^53', () => {
    expect(result('multiplication', { a: 0, b: '-99999' }).productStr).toBe('0');
    expect(result('multiplication', { a: '1e-200', b: '1e-200' }).productStr).toBe(`0.${'0'.repeat(399)}1`);
    const huge = ok('multiplication', { a: '1e200', b: '1e200' });
    expect((huge.result as { product: unknown }).product).toBe(`1${'0'.repeat(400)}`);
    expect(huge.warnings.map((w) => w.code)).toContain('BEYOND_DOUBLE_RANGE');
    const tiny = ok('multiplication', { a: '1e-200', b: '1e-200' });
    expect(tiny.warnings.map((w) => w.code)).toContain('BEYOND_DOUBLE_RANGE');
    const unsafe = ok('multiplication', { a: 2 ** 60, b: 1 });
    expect(unsafe.warnings.map((w) => w.code)).toEqual(['IMPRECISE_JSON_NUMBER']);
  });

  it('rejects a missing factor with INVALID_INPUT, as the spec says', () => {
    rejects({ a: 12 }, 'INVALID_INPUT', 'b');
    rejects({ b: 12 }, 'INVALID_INPUT', 'a');
    rejects({ a: '  ', b: 3 }, 'INVALID_INPUT', 'a');
    // The detail names the missing factor.
    expect((failure('multiplication', { a: 12 }).body as { detail?: string }).detail).toMatch(/\bb is missing/);
    expect((failure('multiplication', { b: 12 }).body as { detail?: string }).detail).toMatch(/\ba is missing/);
  });

  it('rejects non-numbers, over-long numbers and unknown modes', () => {
    for (const bad of ['abc', '1,5', true, [1], { x: 1 }, '1e']) rejects({ a: bad, b: 2 }, 'INVALID_NUMBER', 'a');
    rejects({ a: 2, b: '9'.repeat(401) }, 'TOO_MANY_DIGITS', 'b');
    rejects({ a: 2, b: '1e999999999' }, 'TOO_MANY_DIGITS', 'b');
    rejects({ mode: 'long', a: '1'.repeat(51), b: 2 }, 'TOO_MANY_DIGITS', 'a');
    rejects({ mode: 'long', a: 2, b: '1'.repeat(51) }, 'TOO_MANY_DIGITS', 'b');
    rejects({ mode: 'lattice', a: 1, b: 2 }, 'INVALID_MODE', 'mode');
  });
});

declaresTheCodesItReturns('multiplication', [{ a: 2 ** 60, b: 1 }]);
