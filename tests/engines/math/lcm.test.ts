// LCM (lcd): exact against mathjs lcm on BigNumbers, formulajs LCM and
// Python's math.lcm; the zero rule LCM(0, 0) = 0; 48-digit inputs; the
// gcd-formula and prime-factorisation write-ups; every error.
import * as formulajs from '@formulajs/formulajs';
import fc from 'fast-check';
import { all, create } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const big = create(all, { number: 'BigNumber', precision: 2000 });
const int48 = fc.bigInt({ min: 1n, max: 10n ** 48n - 1n });

function rejects(inputs: Record<string, unknown>, code: string) {
  const f = failure('lcm', inputs);
  expect(f).toMatchObject({ http: 400, code, field: 'values' });
  expect(f.suggestion?.length).toBeGreaterThan(10);
}

describe('lcm', () => {
  it('LCM(4, 6, 10) = 60 by the gcd formula and by prime factorisation, through lcm and lcd', () => {
    for (const id of ['lcm', 'lcd']) {
      const env = ok(id, { values: [4, 6, 10] });
      expect(env).toMatchObject({ engine: 'lcm', capability_id: 'math.lcm', calculation_version: '1.0.3' });
      expect(env.result).toMatchObject({ value: 60, exact: '60', formula: 'LCM(4, 6, 10) = 60' });
    }
    const r = result('lcm', { values: [4, 6, 10] });
    expect(r.methods.gcd_formula.pairs.map((p: { text: string }) => p.text)).toEqual(['lcm(4, 6) = 4 × 6 ÷ gcd(4, 6) = 24 ÷ 2 = 12', 'lcm(12, 10) = 12 × 10 ÷ gcd(12, 10) = 120 ÷ 2 = 60']);
    expect(r.methods.gcd_formula.pairs[0].euclid.lines).toEqual(['6 = 1 × 4 + 2', '4 = 2 × 2 + 0']);
    expect(r.methods.prime_factorization.result).toBe('LCM = 2^2 × 3 × 5 = 60');
    expect(r.methods.gcd_formula.text).toBe('lcm(4, 6) = 4 × 6 ÷ gcd(4, 6) = 24 ÷ 2 = 12\nlcm(12, 10) = 12 × 10 ÷ gcd(12, 10) = 120 ÷ 2 = 60');
    expect(r.methods.note).toBeUndefined();
  });

  it('writes out the pairwise steps for exactly 10 numbers: lcm(1, …, 10) = 2520 = 2^3 × 3^2 × 5 × 7', () => {
    const r = result('lcm', { values: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] });
    expect(r).toMatchObject({ value: 2520, exact: '2520' });
    // Running LCM: 1·2 → 2, ·3 → 6, with 4 → 12, ·5 → 60, 6 | 60, ·7 → 420, with 8 → 840, with 9 → 2520, 10 | 2520.
    expect(r.methods.gcd_formula.pairs.map((p: { lcm: number }) => p.lcm)).toEqual([2, 6, 12, 60, 60, 420, 840, 2520, 2520]);
    expect(r.methods.gcd_formula.text.split('\n')).toHaveLength(9);
    expect(r.methods.gcd_formula.text.split('\n')[8]).toBe('lcm(2520, 10) = 2520 × 10 ÷ gcd(2520, 10) = 25200 ÷ 10 = 2520');
    expect(r.methods.prime_factorization.result).toBe('LCM = 2^3 × 3^2 × 5 × 7 = 2520');
    expect(r.methods.note).toBeUndefined();
  });

  it('agrees with formulajs LCM on small numbers and with mathjs lcm on random 48-digit integers', () => {
    for (const xs of [[8, 12, 18], [7, 13], [21, 6], [1, 1], [2, 3, 4, 5, 6, 7, 8, 9, 10]]) expect(result('lcm', { values: xs }).value).toBe(formulajs.LCM(...xs));
    fc.assert(
      fc.property(fc.array(int48, { minLength: 2, maxLength: 4 }), (xs) => {
        const want = xs.reduce((l, x) => big.lcm(l, big.bignumber(x.toString())), big.bignumber(1));
        expect(result('lcm', { values: xs.map(String) }).exact).toBe(want.toFixed());
      }),
      { numRuns: 100 },
    );
  });

  it('48-digit inputs (Python math.lcm) and coprime Fibonacci neighbours (lcm = product)', () => {
    const a = '100000000000000000039000000700000000000000000273';
    const b = '100000000000000000039000000900000000000000000351';
    expect(result('lcm', { values: [a, b] }).exact).toBe('100000000000000000039000001600000000000000000624000006300000000000000002457');
    const F228 = 199387062373213542599493807777207997205533596336n;
    const F229 = 322615043836854783580186309282650000354271239929n;
    expect(result('lcm', { values: [String(F228), String(F229)] }).value).toBe(String(F228 * F229));
  });

  it('any 0 gives 0, LCM(0, 0) included (spec)', () => {
    expect(result('lcm', { values: [0, 0] })).toMatchObject({ value: 0, exact: '0', formula: 'LCM(0, 0) = 0' });
    const r = result('lcm', { values: [5, 0, 7] });
    expect(r).toMatchObject({ value: 0, exact: '0' });
    expect(r.methods.note).toContain('only common multiple');
    expect(r.methods.gcd_formula).toEqual({ pairs: [], text: 'lcm(a, 0) = 0' });
    // A negative number beside the 0 still gets its warning.
    const env = ok('lcm', { values: [0, -5] });
    expect(env.result).toMatchObject({ value: 0, formula: 'LCM(0, -5) = 0' });
    expect(env.warnings).toEqual([expect.objectContaining({ code: 'ABSOLUTE_VALUES_USED', severity: 'info' })]);
  });

  it('takes absolute values with an info warning; value becomes a string beyond 2^53', () => {
    const env = ok('lcm', { values: [-4, 6] });
    expect(env.result).toMatchObject({ value: 12, formula: 'LCM(-4, 6) = 12' });
    expect(env.warnings.map((w) => w.code)).toEqual(['ABSOLUTE_VALUES_USED']);
    expect(env.warnings[0].detail).toBe('The LCM is defined on absolute values: -4 was taken without the sign.');
    expect(result('lcm', { values: [9007199254740991, 2] }).value).toBe('18014398509481982');
  });

  it('skips prime factorisation for large or many numbers, with a note', () => {
    const r = result('lcm', { values: ['1000000000039', 2] });
    expect(r.methods.prime_factorization).toBeUndefined();
    expect(r.methods.note).toContain('at most 10^12');
    expect(result('lcm', { values: [1, 1] }).methods.prime_factorization.result).toBe('LCM = 1 (every number is 1)');
    // lcm(2, …, 13) = 360360 (OEIS A003418, lcm of 1 … 13); twelve numbers: no pairwise write-up.
    const many = result('lcm', { values: Array.from({ length: 12 }, (_, i) => i + 2) });
    expect(many).toMatchObject({ value: 360360, methods: { gcd_formula: { pairs: [] } } });
    expect(many.methods.note).toContain('at most 10 numbers');
    expect(many.methods.gcd_formula.text).toBe('lcm(a, b) = a × b ÷ gcd(a, b), applied pairwise to all 12 numbers.');
  });

  it('lists the primes in ascending order whatever the order of the numbers, under the highest-power rule', () => {
    // 9 = 3^2 and 4 = 2^2: the prime 3 is met first, but the LCM is written 2^2 × 3^2 = 36.
    const f = result('lcm', { values: [9, 4] }).methods.prime_factorization;
    expect(f.numbers.map((x: { text: string }) => x.text)).toEqual(['9 = 3^2', '4 = 2^2']);
    expect(f.result).toBe('LCM = 2^2 × 3^2 = 36');
    expect(f.rule).toBe('Take every prime that divides any of the numbers, to the highest power it has in any of them.');
    // No negative number (0 is not one), so no ABSOLUTE_VALUES_USED warning.
    expect(ok('lcm', { values: [9, 4] }).warnings).toEqual([]);
    expect(ok('lcm', { values: [5, 0, 7] }).warnings).toEqual([]);
  });

  it('answers 100 numbers of 48 digits exactly and compactly', () => {
    const values = Array.from({ length: 100 }, (_, i) => (10n ** 47n + BigInt(2 * i + 1) * 1234567n).toString());
    const env = ok('lcm', { values });
    // Reference in plain BigInt (the LCM has ~4800 digits, beyond the mathjs precision set above).
    const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
    const want = values.map(BigInt).reduce((l, x) => (l / gcd(l, x)) * x, 1n);
    expect((env.result as { exact: string }).exact).toBe(want.toString());
    expect(JSON.stringify(env).length).toBeLessThan(100_000);
  });

  it('reads numsInput text lists', () => {
    expect(result('lcd', { numsInput: '8 12 18' }).value).toBe(72);
  });

  it('rejects bad counts, digits, types and unsafe JSON numbers', () => {
    rejects({}, 'MISSING_REQUIRED_INPUT');
    rejects({ values: [12] }, 'TOO_FEW_VALUES');
    rejects({ values: Array(101).fill(1) }, 'TOO_MANY_VALUES');
    rejects({ values: ['9'.repeat(49), 3] }, 'TOO_MANY_DIGITS');
    rejects({ values: [2 ** 60, 3] }, 'UNSAFE_INTEGER');
    rejects({ values: [4, 2.5] }, 'INVALID_NUMBER');
    rejects({ numsInput: '4, six' }, 'INVALID_NUMBER');
  });
});

declaresTheCodesItReturns('lcm', [{ values: [-4, 6] }]);
