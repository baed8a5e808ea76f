// Factorial: exact values against OEIS A000142, a BigInt product and
// formulajs FACT; digit counts against OEIS A034886 (5000! has 16326 digits);
// the scientific form against mathjs BigNumber; limits and every error.
import * as formulajs from '@formulajs/formulajs';
import { all, create } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const exactFactorial = (n: number) => {
  let p = 1n;
  for (let k = 2n; k <= BigInt(n); k++) p *= k;
  return p;
};

function rejects(inputs: Record<string, unknown>, code: string) {
  const f = failure('factorial', inputs);
  expect(f).toMatchObject({ http: 400, code, field: 'n' });
  expect(f.suggestion?.length).toBeGreaterThan(10);
}

describe('factorial', () => {
  it('matches OEIS A000142 for published values', () => {
    const A000142: Record<number, string> = {
      0: '1',
      1: '1',
      5: '120',
      10: '3628800',
      12: '479001600',
      20: '2432902008176640000',
      25: '15511210043330985984000000',
      30: '265252859812191058636308480000000',
    };
    for (const [n, exact] of Object.entries(A000142)) expect(result('factorial', { n: Number(n) }).exact, `${n}!`).toBe(exact);
  });

  it('equals the BigInt product for every n up to 300, with formulajs FACT where doubles are exact', () => {
    for (let n = 0; n <= 300; n++) {
      const r = result('factorial', { n });
      expect(r.exact).toBe(exactFactorial(n).toString());
      if (n <= 18) expect(r.value).toBe(formulajs.FACT(n));
    }
  });

  it('value is a JSON number up to 18! and the decimal string from 19! (DECISIONS.md 6)', () => {
    expect(result('factorial', { n: 18 }).value).toBe(6402373705728000);
    expect(result('factorial', { n: 19 }).value).toBe('121645100408832000');
  });

  it('5000!: 16326 digits (OEIS A034886), 1249 trailing zeros, leading digits as mathjs computes them', () => {
    const r = result('factorial', { n: 5000 });
    expect(r).toMatchObject({ n: 5000, digits: 16326, trailing_zeros: 1249, max_n: 5000, scientific: '4.22857792661e+16325' });
    expect(r.exact).toHaveLength(16326);
    expect(r.exact).toBe(exactFactorial(5000).toString());
    expect(r.exact.endsWith('0'.repeat(1249))).toBe(true);
    expect(r.exact.at(-1250)).not.toBe('0');
    const math = create(all, { number: 'BigNumber', precision: 40 });
    expect((math.factorial(math.bignumber(5000)) as unknown as { toExponential: (d: number) => string }).toExponential(11)).toBe('4.22857792661e+16325');
    expect(result('factorial', { n: 100 }).digits).toBe(158);
    expect(result('factorial', { n: 1000 }).digits).toBe(2568);
  });

  it('scientific form: 12 significant digits rounded half up, as mathjs BigNumber toExponential', () => {
    const math = create(all, { number: 'BigNumber', precision: 1200 });
    for (let n = 0; n <= 400; n += 7) {
      const want = (math.factorial(math.bignumber(n)) as unknown as { toExponential: (d: number) => string }).toExponential(11).replace(/\.?0+e/, 'e');
      expect(result('factorial', { n }).scientific, `${n}!`).toBe(want);
    }
    expect(result('factorial', { n: 0 }).scientific).toBe('1e+0');
  });

  it('writes the product out, eliding the middle above 20', () => {
    expect(result('factorial', { n: 0 }).expansion).toBe('0! = 1 (the empty product)');
    expect(result('factorial', { n: 1 }).expansion).toBe('1! = 1');
    expect(result('factorial', { n: 5 }).expansion).toBe('5! = 5 × 4 × 3 × 2 × 1 = 120');
    // 20! = 2432902008176640000 (OEIS A000142): the last n written out in full.
    expect(result('factorial', { n: 20 }).expansion).toBe('20! = 20 × 19 × 18 × 17 × 16 × 15 × 14 × 13 × 12 × 11 × 10 × 9 × 8 × 7 × 6 × 5 × 4 × 3 × 2 × 1 = 2432902008176640000');
    expect(result('factorial', { n: 21 }).expansion).toBe('21! = 21 × 20 × 19 × … × 3 × 2 × 1');
    expect(result('factorial', { n: 100 }).expansion).toBe('100! = 100 × 99 × 98 × … × 3 × 2 × 1');
  });

  it('accepts the nInput alias and numeric strings; warns about unknown keys', () => {
    expect(result('factorial', { nInput: 7 }).exact).toBe('5040');
    expect(result('factorial', { n: '7' }).exact).toBe('5040');
    expect(result('factorial', { n: '12.0' }).exact).toBe('479001600');
    expect(ok('factorial', { n: 3, x: 1 }).warnings.map((w) => w.code)).toEqual(['UNKNOWN_INPUT_IGNORED']);
  });

  it('rejects n outside 0 … 5000, non-integers, text and a missing n', () => {
    rejects({}, 'MISSING_REQUIRED_INPUT');
    rejects({ n: 5001 }, 'INVALID_INPUT');
    rejects({ n: 1e300 }, 'INVALID_INPUT');
    rejects({ n: '1e400' }, 'INVALID_INPUT');
    rejects({ n: -1 }, 'INVALID_INPUT');
    rejects({ n: '-1e400' }, 'INVALID_INPUT');
    rejects({ n: 2.5 }, 'INVALID_NUMBER');
    rejects({ n: 'ten' }, 'INVALID_NUMBER');
    rejects({ n: true }, 'INVALID_NUMBER');
    expect(failure('factorial', { n: -3 }).body.detail).toContain('negative');
    expect(failure('factorial', { n: 6000 }).body.detail).toContain('above the limit 5000');
    // Too many digits to read: the sign alone decides between the two messages (surrounding blanks included).
    const detail = (n: unknown) => (failure('factorial', { n }).body as { detail: string }).detail;
    expect(detail('-1e400')).toContain('is negative');
    expect(detail(' -1e400 ')).toContain('is negative');
    expect(detail('-' + '9'.repeat(40))).toContain('is negative');
    expect(detail(-1e300)).toContain('is negative');
    expect(detail('1e400')).toContain('above the limit 5000');
    expect(detail('9'.repeat(40))).toContain('above the limit 5000');
  });
});

declaresTheCodesItReturns('factorial');
