// statistics: the published examples (Wikipedia's eight grades, Microsoft's STDEV.S / STDEV.P,
// QUARTILE.INC / QUARTILE.EXC and MODE.MULT examples), random lists against formulajs and
// mathjs (independent implementations of the same definitions), variances against exact
// BigInt fractions worked here from the definition Σ(x − x̄)², exactness on decimals, the
// text list, limits and every code.
import * as formulajs from '@formulajs/formulajs';
import fc from 'fast-check';
import { create, all } from 'mathjs';
import { describe, expect, it } from 'vitest';
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
    expect((bad.body as { detail: string }).detail).toContain('item 2');
    expect(failure(ID, { values: ['1e50'] })).toMatchObject({ http: 400, code: 'TOO_MANY_DIGITS', field: 'values' });
    expect(result(ID, { values: ['1e49', '-1e49'] }).population_sd).toBe(1e49);
    const many = failure(ID, { values: Array.from({ length: 2001 }, (_, i) => i) });
    expect(many).toMatchObject({ http: 400, code: 'TOO_MANY_VALUES', field: 'values' });
    expect(many.suggestion).toContain('2000');
    expect(result(ID, { values: Array.from({ length: 2000 }, (_, i) => i + 1) })).toMatchObject({ count: 2000, mean: 1000.5, median: 1000.5 });
  });

  it('warns when a JSON integer beyond 2^53 may have lost digits', () => {
    const env = ok(ID, { values: [2 ** 60, 1] });
    expect(env.warnings?.map((w) => (typeof w === 'string' ? w : w.code))).toContain('IMPRECISE_JSON_NUMBER');
  });

  declaresTheCodesItReturns(ID, [{ values: [7] }, { values: [2 ** 60, 1] }]);
});
