// statistics: the published examples (Wikipedia's eight grades, Microsoft's STDEV.S / STDEV.P,
// QUARTILE.INC / QUARTILE.EXC and MODE.MULT examples), random lists against formulajs and
// mathjs (independent implementations of the same definitions), variances against exact
// BigInt fractions worked here from the definition Σ(x − x̄)², exactness on decimals, the
// text list, limits and every code.
import * as formulajs from '@formulajs/formulajs';
import fc from 'fast-check';
import { create, all } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../engines/registry.ts';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'statistics';
const math = create(all, { number: 'BigNumber', precision: 64 });

/** Σ(x − x̄)²/n (population) or /(n − 1) (sample) of integers, as exact text (reduced), from the definition. */
function varianceText(xs: number[], sample: boolean): string {
  const n = BigInt(xs.length);
  const sum = xs.reduce((s, x) => s + BigInt(x), 0n);
  // Σ(x − sum/n)² = Σ(n·x − sum)² / n²
  const top = xs.reduce((s, x) => s + (n * BigInt(x) - sum) ** 2n, 0n);
  let num = top;
  let den = n * n * (sample ? n - 1n : n);
  const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
  const g = gcd(num, den) || 1n;
  num /= g;
  den /= g;
  if (den === 1n) return num.toString();
  // A denominator of 2s and 5s only ends as a decimal.
  let d = den;
  while (d % 2n === 0n) d /= 2n;
  while (d % 5n === 0n) d /= 5n;
  return d === 1n ? math.format(math.divide(math.bignumber(num.toString()), math.bignumber(den.toString())), { notation: 'fixed' }) : `${num}/${den}`;
}

describe('statistics: published examples', () => {
  it('Wikipedia "Standard deviation": 2, 4, 4, 4, 5, 5, 7, 9 has mean 5 and population standard deviation 2', () => {
    const r = result(ID, { values: [2, 4, 4, 4, 5, 5, 7, 9] });
    expect(r).toMatchObject({ count: 8, sum: 40, mean: 5, population_variance: 4, population_sd: 2, population_variance_exact: '4', sample_variance_exact: '32/7' });
    expect(r.sample_sd).toBe(Number(math.format(math.sqrt(math.bignumber('32').div(7)), { precision: 20 })));
  });

  it('Microsoft STDEV.S / STDEV.P: ten breaking strengths give 27.46391572 and 26.05455814', () => {
    const r = result(ID, { values: [1345, 1301, 1368, 1322, 1310, 1370, 1318, 1350, 1303, 1299] });
    expect(r.sample_sd.toFixed(8)).toBe('27.46391572');
    expect(r.population_sd.toFixed(8)).toBe('26.05455814');
  });

  it('Microsoft QUARTILE.INC: Q1 of 1, 2, 4, 7, 8, 9, 10, 12 is 3.5; QUARTILE.EXC: Q1 15 and Q3 43 of the eleven values', () => {
    expect(result(ID, { values: [1, 2, 4, 7, 8, 9, 10, 12] }).q1).toBe(3.5);
    const exc = result(ID, { values: [6, 7, 15, 36, 39, 40, 41, 42, 43, 47, 49], quartile_method: 'exclusive' });
    expect([exc.q1, exc.median, exc.q3]).toEqual([15, 40, 43]);
    // Inclusive on the same list: positions 3.5 and 8.5 → 25.5 and 42.5 (Wikipedia "Quartile", method 4 gives the same for this list).
    const inc = result(ID, { values: [6, 7, 15, 36, 39, 40, 41, 42, 43, 47, 49] });
    expect([inc.q1, inc.q3]).toEqual([25.5, 42.5]);
  });

  it('Microsoft MODE.MULT: the modes of 1, 2, 3, 4, 3, 2, 1, 2, 3, 5, 6, 1 are 1, 2, 3; a list without repeats has none', () => {
    expect(result(ID, { values: [1, 2, 3, 4, 3, 2, 1, 2, 3, 5, 6, 1] })).toMatchObject({ modes: [1, 2, 3], mode_frequency: 3 });
    expect(result(ID, { values: [3, 1, 2] })).toMatchObject({ modes: [], mode_frequency: 1 });
    expect(result(ID, { values: ['2.50', 2.5, '2.5e0', 1] })).toMatchObject({ modes: [2.5], mode_frequency: 3 });
  });
});

describe('statistics: against independent implementations', () => {
  it('random integer lists agree with formulajs (AVERAGE, MEDIAN, QUARTILE.INC, VAR.P, VAR.S, STDEV.P, STDEV.S) and exact variances (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1000, max: 1000 }), { minLength: 2, maxLength: 60 }), (xs) => {
        const r = result(ID, { values: xs });
        const near = (got: number, want: number) => expect(Math.abs(got - want)).toBeLessThanOrEqual(1e-12 * Math.max(1, Math.abs(want)));
        near(r.mean, formulajs.AVERAGE(xs) as number);
        expect(r.median).toBe(formulajs.MEDIAN(xs));
        near(r.q1, formulajs.QUARTILE.INC(xs, 1) as number);
        near(r.q3, formulajs.QUARTILE.INC(xs, 3) as number);
        near(r.population_variance, formulajs.VAR.P(xs) as number);
        near(r.sample_variance, formulajs.VAR.S(xs) as number);
        near(r.population_sd, formulajs.STDEV.P(xs) as number);
        near(r.sample_sd, formulajs.STDEV.S(xs) as number);
        expect(r.population_variance_exact).toBe(varianceText(xs, false));
        expect(r.sample_variance_exact).toBe(varianceText(xs, true));
        expect(r.min).toBe(Math.min(...xs));
        expect(r.range).toBe(Math.max(...xs) - Math.min(...xs));
      }),
      { numRuns: 150 },
    );
  });

  it('exclusive quartiles agree with formulajs QUARTILE.EXC where Excel defines them, and clamp to the ends (R type 6) where it does not', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -500, max: 500 }), { minLength: 3, maxLength: 40 }), (xs) => {
        const r = result(ID, { values: xs, quartile_method: 'exclusive' });
        expect(r.q1).toBeCloseTo(formulajs.QUARTILE.EXC(xs, 1) as number, 10);
        expect(r.q3).toBeCloseTo(formulajs.QUARTILE.EXC(xs, 3) as number, 10);
      }),
      { numRuns: 100 },
    );
    // n = 2: h = 3/4 < 1 and 9/4 > 2, outside Excel's range; R's quantile(type = 6) gives the minimum and maximum.
    expect(result(ID, { values: [10, 20], quartile_method: 'exclusive' })).toMatchObject({ q1: 10, q3: 20, median: 15 });
  });

  it('standard deviations of decimals agree with mathjs BigNumber to the last bit', () => {
    const xs = ['0.1', '0.25', '3.5', '-7.125', '12', '0.001'];
    const r = result(ID, { values: xs });
    const big = xs.map((x) => math.bignumber(x));
    expect(r.sample_sd).toBe(Number(math.format(math.std(big, 'unbiased'), { precision: 40 })));
    expect(r.population_sd).toBe(Number(math.format(math.std(big, 'uncorrected'), { precision: 40 })));
    expect(r.mean).toBe(Number(math.format(math.mean(big), { precision: 40 })));
  });

  it('keeps decimals exact: 0.1, 0.2, 0.3 has mean 0.2 and sample variance 0.01 (binary arithmetic gives neither)', () => {
    const r = result(ID, { statsInput: '0.1, 0.2, 0.3' });
    expect(r).toMatchObject({ mean_exact: '0.2', mean: 0.2, sample_variance_exact: '0.01', sample_sd: 0.1, population_variance_exact: '1/150' });
    expect((0.1 + 0.2 + 0.3) / 3).not.toBe(0.2);
  });

  it('rounds a root just above a halfway point up, however far out the excess lies', () => {
    // ±(2^53 + 1 + 10^−30): σ = 9007199254740993.000…001 exactly (30 decimals), above the halfway point 2^53 + 1, so the
    // nearest double is 2^53 + 2 (JavaScript's correctly rounded parse of the same decimal agrees).
    const v = '9007199254740993.000000000000000000000000000001';
    expect(Number(v)).toBe(2 ** 53 + 2);
    expect(result(ID, { values: [v, `-${v}`] }).population_sd).toBe(2 ** 53 + 2);
  });

  it('rounds up a root whose first 40 digits are exactly a halfway point when the rest is not zero', () => {
    // x, −x, 0 with x = 11031521092846174.201402925675517242666745 (x ≥ (2^53 + 1)·√(3/2), found by hand with Python's
    // decimal module): σ² = 2x²/3, and σ exceeds the halfway point 2^53 + 1 by less than 1e-24, so its first 40 digits
    // read 9007199254740993.000…0 exactly; σ itself is irrational and above it, so the nearest double is 2^53 + 2.
    const x = '11031521092846174.201402925675517242666745';
    const sigma = math.sqrt(math.bignumber(x).pow(2).times(2).div(3));
    const excess = sigma.minus(math.bignumber('9007199254740993'));
    expect(excess.isPositive() && excess.lt(math.bignumber('1e-24'))).toBe(true);
    expect(Number(math.format(sigma, { precision: 60 }))).toBe(2 ** 53 + 2);
    expect(result(ID, { values: [x, `-${x}`, '0'] }).population_sd).toBe(2 ** 53 + 2);
  });

  it('takes the root of a tiny variance: ±1e-49 has σ = 1e-49', () => {
    expect(result(ID, { values: ['1e-49', '-1e-49'] })).toMatchObject({ population_variance_exact: `0.${'0'.repeat(97)}1`, population_sd: 1e-49 });
    // 0 and 1e-49: σ = 0.5e-49, s = √2·0.5e-49 = 1e-49/√2 (mathjs BigNumber).
    const r = result(ID, { values: ['0', '1e-49'] });
    expect(r.population_sd).toBe(5e-50);
    expect(r.sample_sd).toBe(Number(math.format(math.divide(math.bignumber('1e-49'), math.sqrt(math.bignumber(2))), { precision: 40 })));
  });

  it('sorts long shuffled lists: 1 to 999 in a scrambled order', () => {
    // 379·i mod 1000 for i = 1…999 is a permutation of 1…999 (379 is prime to 1000). Inclusive quartiles at positions
    // 998/4 + 1 = 250.5 and 3·998/4 + 1 = 749.5; median 500; σ² = (999² − 1)/12 = 83166.66…
    const xs = Array.from({ length: 999 }, (_, i) => ((i + 1) * 379) % 1000);
    expect(new Set(xs).size).toBe(999);
    expect(result(ID, { values: xs })).toMatchObject({ min: 1, max: 999, median: 500, q1: 250.5, q3: 749.5, population_variance_exact: '249500/3', modes: [] });
    const dup = [...xs, ...xs.slice(0, 400)];
    expect(result(ID, { values: dup })).toMatchObject({ count: 1399, min: 1, max: 999, median: formulajs.MEDIAN(dup), q1: formulajs.QUARTILE.INC(dup, 1), q3: formulajs.QUARTILE.INC(dup, 3), mode_frequency: 2 });
  });

  it('rounds a square root that is exactly halfway between two doubles to the even one', () => {
    // ±(2^53 + 1) has population variance (2^53 + 1)² and standard deviation 2^53 + 1 = 9007199254740993 exactly, halfway
    // between the doubles 2^53 and 2^53 + 2: IEEE 754 round-half-even gives 2^53 (a root rounded from digits cut short
    // and marked inexact would go up to 2^53 + 2).
    const r = result(ID, { values: ['9007199254740993', '-9007199254740993'] });
    expect(r.population_variance_exact).toBe((9007199254740993n ** 2n).toString());
    expect(r.population_sd).toBe(2 ** 53);
    // Just above the halfway point the root rounds up: √((2^53 + 1)² + 1) > 2^53 + 1.
    const above = result(ID, { values: ['9007199254740993', '-9007199254740993', '0'] });
    // Σx² / 3 = 2(2^53 + 1)²/3; not a square, so only the rounding direction is checked against mathjs.
    expect(above.population_sd).toBe(Number(math.format(math.sqrt(math.bignumber((2n * 9007199254740993n ** 2n).toString()).div(3)), { precision: 40 })));
  });

  it('clamps the exclusive quartiles of three values to the ends (positions (n + 1)p = 1 and 3)', () => {
    // R type 6 with n = 3: Q1 at position 1, Q3 at position 3, the median at 2.
    expect(result(ID, { values: [30, 10, 20], quartile_method: 'exclusive' })).toMatchObject({ q1: 10, median: 20, q3: 30, iqr: 20 });
    expect(formulajs.QUARTILE.EXC([10, 20, 30], 3)).toBe(30);
  });

  it('is exact where doubles lose digits: 1e15 + 0.5 steps', () => {
    const r = result(ID, { values: ['1000000000000000.5', '1000000000000001.5', '1000000000000002.5'] });
    expect(r.population_variance_exact).toBe('2/3');
    expect(r.sample_variance_exact).toBe('1');
    expect(r.sample_sd).toBe(1);
  });
});

describe('statistics: inputs and codes', () => {
  it('reads a pasted column and the aliases', () => {
    expect(result(ID, { statsInput: '4\n8\n15\n16\n23\n42' })).toMatchObject({ count: 6, sum: 108, mean: 18, median: 15.5 });
    expect(result(ID, { data: '1;2;3', method: 'exc' })).toMatchObject({ count: 3, quartile_method: 'exclusive' });
    expect(result('standard-deviation', { values: [1, 3] })).toMatchObject({ sample_sd: Math.SQRT2 });
  });

  it('reads the quartile method by its Excel function name or its Hyndman & Fan type number (QUARTILE.INC = type 7, QUARTILE.EXC = type 6)', () => {
    // Microsoft's QUARTILE.EXC list: Q1 15 exclusive; 25.5 inclusive (position 3.5 between 15 and 36).
    const xs = [6, 7, 15, 36, 39, 40, 41, 42, 43, 47, 49];
    for (const method of ['inclusive', 'inc', 'QUARTILE.INC', 'quartile.inc', 'type7', 'Type7', '7', ' INC ']) {
      expect(result(ID, { values: xs, quartile_method: method }), method).toMatchObject({ quartile_method: 'inclusive', q1: 25.5, q3: 42.5 });
    }
    for (const method of ['exclusive', 'exc', 'QUARTILE.EXC', 'quartile.exc', 'type6', 'TYPE6', '6']) {
      expect(result(ID, { values: xs, quartile_method: method }), method).toMatchObject({ quartile_method: 'exclusive', q1: 15, q3: 43 });
    }
    expect(result(ID, { values: xs })).toMatchObject({ quartile_method: 'inclusive', q1: 25.5 });
    expect(failure(ID, { values: xs, quartile_method: 'type8' })).toMatchObject({ http: 400, field: 'quartile_method' });
  });

  it('gives only the most frequent values as modes: 1, 1, 1, 2, 2, 3 has the mode 1 (Excel MODE.MULT)', () => {
    expect(result(ID, { values: [3, 2, 1, 2, 1, 1] })).toMatchObject({ modes: [1], mode_frequency: 3 });
    expect(formulajs.MODE.MULT([3, 2, 1, 2, 1, 1])).toEqual([1]);
  });

  it('reads the numsInput alias, and counts a pasted list against the limit of 2000', () => {
    expect(result(ID, { numsInput: '1 2 3 4' })).toMatchObject({ count: 4, mean: 2.5 });
    const many = failure(ID, { statsInput: Array.from({ length: 2001 }, (_, i) => i).join(', ') });
    expect(many).toMatchObject({ http: 400, code: 'TOO_MANY_VALUES', field: 'values' });
  });

  it('takes a single number as a list of one, and refuses values that are not a list, or no values at all', () => {
    expect(result(ID, { values: 4.5 })).toMatchObject({ count: 1, mean: 4.5, median: 4.5 });
    for (const values of [{ a: 1 }, true]) {
      expect(failure(ID, { values }), JSON.stringify(values)).toMatchObject({ http: 400, code: 'INVALID_INPUT', field: 'values' });
    }
    expect(failure(ID, {})).toMatchObject({ http: 400, code: 'MISSING_REQUIRED_INPUT', field: 'values' });
    expect(failure(ID, { values: '  ' })).toMatchObject({ http: 400, code: 'MISSING_REQUIRED_INPUT', field: 'values' });
  });

  it('with one number gives the population statistics and leaves the sample ones out with a warning', () => {
    const env = ok(ID, { values: [7] });
    expect(env.result).toMatchObject({ count: 1, mean: 7, median: 7, population_variance: 0, population_sd: 0, q1: 7, q3: 7 });
    expect(env.result).not.toHaveProperty('sample_sd');
    expect(env.warnings?.map((w) => (typeof w === 'string' ? w : w.code))).toEqual(['SAMPLE_NEEDS_TWO_VALUES']);
  });

  it('refuses an empty list, a bad item, a number of more than 50 digits and more than 2000 numbers, on the field', () => {
    expect(failure(ID, { values: [] })).toMatchObject({ http: 400, code: 'MISSING_REQUIRED_INPUT', field: 'values' });
    const bad = failure(ID, { values: [1, 'two', 3] });
    expect(bad).toMatchObject({ http: 400, code: 'INVALID_NUMBER', field: 'values' });
    expect((bad.body as { detail: string }).detail).toContain('values item 2');
    expect(failure(ID, { values: ['1e50'] })).toMatchObject({ http: 400, code: 'TOO_MANY_DIGITS', field: 'values' });
    expect(result(ID, { values: ['1e49', '-1e49'] }).population_sd).toBe(1e49);
    const many = failure(ID, { values: Array.from({ length: 2001 }, (_, i) => i) });
    expect(many).toMatchObject({ http: 400, code: 'TOO_MANY_VALUES', field: 'values' });
    expect(many.suggestion).toContain('2000');
    expect(result(ID, { values: Array.from({ length: 2000 }, (_, i) => i + 1) })).toMatchObject({ count: 2000, mean: 1000.5, median: 1000.5 });
  });

  it('refuses a bad item in compute too, if it is ever reached without prepare', () => {
    const compute = registry.tools.get(ID)!.engine.compute as (inp: object) => { status: string; error?: { code: string; field?: string } };
    expect(compute({ values: [1, 'two'], quartile_method: 'inclusive' })).toMatchObject({ status: 'error', error: { code: 'INVALID_NUMBER', field: 'values' } });
  });

  it('warns when a JSON integer beyond 2^53 may have lost digits', () => {
    const env = ok(ID, { values: [2 ** 60, 1] });
    expect(env.warnings?.map((w) => (typeof w === 'string' ? w : w.code))).toContain('IMPRECISE_JSON_NUMBER');
    const w = env.warnings!.find((x) => typeof x !== 'string' && x.code === 'IMPRECISE_JSON_NUMBER') as { detail: string };
    expect(w.detail).toContain('values item 1');
  });

  declaresTheCodesItReturns(ID, [{ values: [7] }, { values: [2 ** 60, 1] }]);
});
