// GCF (gcd, hcf): exact against mathjs gcd on BigNumbers, formulajs GCD and
// Python's math.gcd; Euclid's published worked example; 48-digit inputs;
// zeros, negatives, limits and every error.
import * as formulajs from '@formulajs/formulajs';
import fc from 'fast-check';
import { all, create } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const big = create(all, { number: 'BigNumber', precision: 200 });
const int48 = fc.bigInt({ min: -(10n ** 48n) + 1n, max: 10n ** 48n - 1n });

function rejects(inputs: Record<string, unknown>, code: string) {
  const f = failure('gcf', inputs);
  expect(f).toMatchObject({ http: 400, code, field: 'values' });
  expect(f.suggestion?.length).toBeGreaterThan(10);
}

describe('gcf', () => {
  it('GCF(12, 18, 24) = 6 by Euclid and by prime factorisation, through gcf, gcd and hcf', () => {
    for (const id of ['gcf', 'gcd', 'hcf']) {
      const env = ok(id, { values: [12, 18, 24] });
      expect(env).toMatchObject({ engine: 'gcf', capability_id: 'math.gcf', calculation_version: '1.0.2' });
      expect(env.result).toMatchObject({ value: 6, exact: '6', formula: 'GCF(12, 18, 24) = 6' });
    }
    const r = result('gcf', { values: [12, 18, 24] });
    expect(r.methods.euclid.text).toBe('gcd(12, 18): 18 = 1 × 12 + 6; 12 = 2 × 6 + 0 → 6\ngcd(6, 24): 24 = 4 × 6 + 0 → 6');
    expect(r.methods.prime_factorization.numbers.map((x: { text: string }) => x.text)).toEqual(['12 = 2^2 × 3', '18 = 2 × 3^2', '24 = 2^3 × 3']);
    expect(r.methods.prime_factorization.result).toBe('GCF = 2 × 3 = 6');
  });

  it("reproduces the published worked example of Euclid's algorithm: gcd(1071, 462) = 21", () => {
    const r = result('gcf', { numsInput: '1071, 462' });
    expect(r.methods.euclid.pairs[0].lines).toEqual(['1071 = 2 × 462 + 147', '462 = 3 × 147 + 21', '147 = 7 × 21 + 0']);
    expect(r.methods.euclid.pairs[0].steps[1]).toEqual({ dividend: 462, divisor: 147, quotient: 3, remainder: 21 });
    expect(r.value).toBe(21);
  });

  it('handles 48-digit integers exactly (Python math.gcd; gcd(F_228, F_231) = F_3 = 2)', () => {
    const a = '100000000000000000039000000700000000000000000273';
    const b = '100000000000000000039000000900000000000000000351';
    const r = result('gcf', { values: [a, b] });
    expect(r).toMatchObject({ value: '100000000000000000039', exact: '100000000000000000039' });
    expect(r.methods.prime_factorization).toBeUndefined();
    expect(r.methods.note).toContain('at most 10^12');
    expect(big.gcd(big.bignumber(a), big.bignumber(b)).toFixed()).toBe('100000000000000000039');
    expect(result('gcf', { values: ['199387062373213542599493807777207997205533596336', '844617150046923109759866426342507997914076076194'] }).value).toBe(2);
  });

  it('agrees with mathjs gcd on random 48-digit integers and with formulajs GCD on small ones', () => {
    fc.assert(
      fc.property(fc.array(int48, { minLength: 2, maxLength: 6 }), (xs) => {
        fc.pre(xs.some((x) => x !== 0n));
        const want = xs.reduce((g, x) => big.gcd(g, big.bignumber(x.toString())), big.bignumber(0));
        expect(result('gcf', { values: xs.map(String) }).exact).toBe(want.toFixed());
      }),
      { numRuns: 150 },
    );
    for (const xs of [[48, 180], [17, 5], [0, 9, 12], [100, 75, 50, 25]]) expect(result('gcf', { values: xs }).value).toBe(formulajs.GCD(...xs));
  });

  it('gives value as a string beyond the safe-integer range (DECISIONS.md 6)', () => {
    expect(result('gcf', { values: [String(2n ** 60n), String(2n ** 58n * 3n)] })).toMatchObject({ value: '288230376151711744', exact: '288230376151711744' });
    expect(result('gcf', { values: [9007199254740991, 9007199254740991] }).value).toBe(9007199254740991);
  });

  it('ignores zeros unless all are 0, and takes absolute values with an info warning', () => {
    const r = result('gcf', { values: [0, 12, 0, 18] });
    expect(r.value).toBe(6);
    expect(r.methods.note).toContain('2 zeros were left out');
    expect(result('gcf', { values: [0, -7] })).toMatchObject({ value: 7, methods: { euclid: { pairs: [] } } });
    const env = ok('gcf', { values: [-12, 18] });
    expect(env.result).toMatchObject({ value: 6, formula: 'GCF(-12, 18) = 6' });
    expect(env.warnings).toEqual([expect.objectContaining({ code: 'ABSOLUTE_VALUES_USED', severity: 'info' })]);
    expect(env.warnings[0].detail).toBe('The GCF is defined on absolute values: -12 was taken without the sign.');
  });

  it('writes a note only when there is something to say, sentence by sentence', () => {
    // No zero, three numbers, all factorised: nothing to note.
    expect(result('gcf', { values: [12, 18, 24] }).methods.note).toBeUndefined();
    // One zero, one non-zero number left (7, factorised).
    expect(result('gcf', { values: [0, -7] }).methods.note).toBe('1 zero was left out: gcd(a, 0) = a. Only one non-zero number remains, so the GCF is that number, 7.');
    // One non-zero number above 10^12: not factorised, but with a single number there is nothing to factor for.
    const one = result('gcf', { values: [0, 0, '10000000000000'] });
    expect(one).toMatchObject({ value: 10000000000000, exact: '10000000000000' });
    expect(one.methods.prime_factorization).toBeUndefined();
    expect(one.methods.note).toBe('2 zeros were left out: gcd(a, 0) = a. Only one non-zero number remains, so the GCF is that number, 10000000000000.');
    // gcd(2·10^12, 3·10^12) = 10^12; both above 10^12, so no factorisation.
    const two = result('gcf', { values: ['2000000000000', 0, '3000000000000'] });
    expect(two.exact).toBe('1000000000000');
    expect(two.methods.note).toBe('1 zero was left out: gcd(a, 0) = a. Prime factorisations are written out for at most 10 numbers of at most 10^12.');
  });

  it('shows prime factorisation only for at most 10 numbers of at most 10^12', () => {
    expect(result('gcf', { values: [999999999989, 999999999989] }).methods.prime_factorization.result).toBe('GCF = 999999999989');
    expect(result('gcf', { values: Array(11).fill(6) }).methods.prime_factorization).toBeUndefined();
    expect(result('gcf', { values: [7, 11] }).methods.prime_factorization.result).toBe('GCF = 1 (no prime divides every number)');
  });

  it('shared list helpers: item errors name the item, warnings only for negatives, factorisation up to 10^12 inclusive, the lowest-power rule', () => {
    // An item error is reported on the list field, but its detail names the item ("values item 2").
    expect((failure('gcf', { values: [12, 1.5] }).body as { detail: string }).detail).toContain('values item 2 = 1.5');
    // No negative number, so no ABSOLUTE_VALUES_USED: 0 is not negative.
    expect(ok('gcf', { values: [0, 12, 0, 18] }).warnings).toEqual([]);
    // 10^12 = (2·5)^12 = 2^12 × 5^12 is at the factorisation limit itself, so it is still factorised.
    const limit = result('gcf', { values: [1000000000000, 1000000000000] }).methods.prime_factorization;
    expect(limit.numbers[0].text).toBe('1000000000000 = 2^12 × 5^12');
    expect(limit.result).toBe('GCF = 2^12 × 5^12 = 1000000000000');
    // The GCF states the lowest-power rule (the LCM states the highest-power one).
    expect(limit.rule).toBe('Take each prime that divides every number, to the lowest power it has in any of them.');
  });

  it('accepts text lists and integer strings in exponent form', () => {
    expect(result('gcf', { values: '12 18;24\n30' }).value).toBe(6);
    expect(result('gcf', { values: ['1e3', '250'] }).value).toBe(250);
  });

  it('rejects all zeros, bad counts, digits, types and unsafe JSON numbers', () => {
    rejects({ values: [0, 0] }, 'UNDEFINED');
    rejects({ values: [0, 0, 0] }, 'UNDEFINED');
    rejects({}, 'MISSING_REQUIRED_INPUT');
    rejects({ values: [12] }, 'TOO_FEW_VALUES');
    rejects({ numsInput: '12' }, 'TOO_FEW_VALUES');
    rejects({ values: Array(101).fill(2) }, 'TOO_MANY_VALUES');
    rejects({ values: ['1'.repeat(49), 3] }, 'TOO_MANY_DIGITS');
    rejects({ values: [2 ** 53, 6] }, 'UNSAFE_INTEGER');
    rejects({ values: [12, 1.5] }, 'INVALID_NUMBER');
    rejects({ values: [12, 'abc'] }, 'INVALID_NUMBER');
    rejects({ values: [12, null] }, 'INVALID_NUMBER');
    rejects({ values: { a: 1 } }, 'INVALID_INPUT');
    expect(failure('gcf', { values: [2 ** 53, 6] }).suggestion).toContain('decimal string');
  });
});

declaresTheCodesItReturns('gcf', [{ values: [-12, 18] }]);
