// Ratio: every mode against exact rational arithmetic (mathjs Fraction,
// test-only) and textbook examples, the conformance vector for split, the
// aliases, and every error code.
import fc from 'fast-check';
import { all, create } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const math = create(all);
type F = { s: bigint; n: bigint; d: bigint };
const fr = (x: string | number) => math.fraction(x as never) as unknown as F;
const text = (f: F) => (f.d === 1n ? `${f.s * f.n}` : `${f.s * f.n}/${f.d}`);
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
const term = fc.integer({ min: 0, max: 10_000 }).chain((n) => fc.constantFrom(`${n}`, `${n / 100}`, `${n}/7`));

function rejects(inputs: Record<string, unknown>, code: string, field: string) {
  const f = failure('ratio', inputs);
  expect(f).toMatchObject({ http: 400, code, field });
  expect(f.suggestion?.length).toBeGreaterThan(10);
}

describe('ratio: simplify', () => {
  it('clears decimals by a power of ten, then divides by the gcf: 1.5 : 2.5 = 3 : 5', () => {
    const r = result('ratio', { mode: 'simplify', a: 1.5, b: 2.5 });
    expect(r).toMatchObject({ value: '3:5', terms: [3, 5], terms_exact: ['3', '5'], gcf: 5, scaled_by: 10, simplified: '3:5' });
    expect(r.formula).toContain('15:25');
  });

  it('three and four terms, fractions, repeating decimals and all-negative ratios', () => {
    expect(result('ratio', { a: 12, b: 18, c: 30 })).toMatchObject({ value: '2:3:5', gcf: 6 });
    expect(result('ratio', { a: 4, b: 8, c: 12, d: 20 }).value).toBe('1:2:3:5');
    expect(result('ratio', { a: '3/4', b: '5/6' })).toMatchObject({ value: '9:10', scaled_by: 12 });
    expect(result('ratio', { mode: 'reduce', aInput: '0.(3)', bInput: 1 }).value).toBe('1:3');
    expect(result('ratio', { a: -2, b: -4 }).value).toBe('1:2');
    expect(result('ratio', { a: 0, b: 5 }).value).toBe('0:1');
  });

  it('gives coprime whole terms in the same proportion (mathjs Fraction)', () => {
    fc.assert(
      fc.property(term, term.filter((t) => fr(t).n !== 0n), (a, b) => {
        const r = result('ratio', { a, b });
        const [x, y] = r.terms_exact.map(BigInt);
        expect(gcd(x, y)).toBe(1n);
        expect(text(math.divide(fr(a) as never, fr(b) as never) as unknown as F)).toBe(text(fr(`${x}/${y}`)));
      }),
      { numRuns: 150 },
    );
  });
});

describe('ratio: proportion', () => {
  it('solves each position by cross-multiplication (3 : 4 = 9 : 12)', () => {
    expect(result('ratio', { mode: 'proportion', a: 3, b: 4, d: 12 })).toMatchObject({ solve_for: 'c', value: 9, exact: '9', equation: '3:4 = 9:12' });
    expect(result('ratio', { mode: 'proportion', b: 4, c: 9, d: 12 })).toMatchObject({ solve_for: 'a', value: 3 });
    expect(result('ratio', { mode: 'proportion', a: 3, c: 9, d: 12 })).toMatchObject({ solve_for: 'b', value: 4 });
    expect(result('ratio', { mode: 'solve', a: 3, b: 4, c: 9 })).toMatchObject({ solve_for: 'd', value: 12, formula: 'd = b × c ÷ a = 4 × 9 ÷ 3 = 12' });
  });

  it('keeps non-terminating answers exact: 3 : 7 = 1 : d gives d = 7/3', () => {
    const r = result('ratio', { mode: 'proportion', a: 3, b: 7, c: 1 });
    expect(r).toMatchObject({ exact: '7/3', value: 7 / 3, terms_exact: ['3', '7', '1', '7/3'] });
  });

  it('no value when the partner term is 0, every value when both sides vanish; exactly one blank', () => {
    rejects({ mode: 'proportion', a: 0, b: 4, c: 5 }, 'DIVISION_BY_ZERO', 'a');
    rejects({ mode: 'proportion', a: 0, b: 0, c: 5 }, 'UNDEFINED', 'a');
    rejects({ mode: 'proportion', a: 1, b: 2, c: 3, d: 6 }, 'INVALID_INPUT', 'd');
    rejects({ mode: 'proportion', a: 1, b: 2 }, 'MISSING_REQUIRED_INPUT', 'c');
  });
});

describe('ratio: scale, split, compare, convert', () => {
  it('scale multiplies every term by k > 0', () => {
    expect(result('ratio', { mode: 'scale', a: 2, b: 3, k: '1.5' })).toMatchObject({ value: '3:4.5', terms: [3, 4.5], k: '1.5', simplified: '2:3' });
    expect(result('ratio', { mode: 'scale', a: 2, b: 3, c: 4, kInput: '1/2' }).value).toBe('1:1.5:2');
    rejects({ mode: 'scale', a: 2, b: 3, k: 0 }, 'SCALE_FACTOR_MUST_BE_POSITIVE', 'k');
    rejects({ mode: 'scale', a: 2, b: 3, k: -2 }, 'SCALE_FACTOR_MUST_BE_POSITIVE', 'k');
    rejects({ mode: 'scale', a: 2, b: 3 }, 'MISSING_REQUIRED_INPUT', 'k');
  });

  it('split shares a total exactly: 100 in 1 : 2 is 100/3 and 200/3; shares always add up to the total', () => {
    const r = result('ratio', { mode: 'split', a: 1, b: 2, total: 100 });
    expect(r).toMatchObject({ shares_exact: ['100/3', '200/3'], shares: [100 / 3, 200 / 3], part: '100/3', value: [100 / 3, 200 / 3] });
    expect(result('ratio', { mode: 'share', a: 2, b: 3, c: 5, totalInput: 1000 }).shares).toEqual([200, 300, 500]);
    fc.assert(
      fc.property(fc.array(term, { minLength: 2, maxLength: 4 }), term, (terms, total) => {
        fc.pre(terms.some((t) => fr(t).n !== 0n));
        const keys = ['a', 'b', 'c', 'd'];
        const r = result('ratio', { mode: 'split', total, ...Object.fromEntries(terms.map((t, i) => [keys[i], t])) });
        const sum = r.shares_exact.reduce((s: F, x: string) => math.add(s as never, fr(x) as never) as unknown as F, fr(0));
        expect(text(sum)).toBe(text(fr(total)));
      }),
      { numRuns: 100 },
    );
  });

  it('split refuses negative terms and a zero sum (conformance vector)', () => {
    rejects({ mode: 'split', a: 0, b: 0, total: 100 }, 'SPLIT_ZERO_SUM', 'a');
    rejects({ mode: 'split', a: 3, b: -1, total: 100 }, 'SPLIT_NEGATIVE_TERM', 'b');
    rejects({ mode: 'split', a: 3, b: 1 }, 'MISSING_REQUIRED_INPUT', 'total');
  });

  it('compare orders a/b against c/d exactly', () => {
    expect(result('ratio', { mode: 'compare', a: 2, b: 3, c: 3, d: 4 })).toMatchObject({ value: '<', equivalent: false, statement: '2:3 < 3:4', left_exact: '2/3', right_exact: '0.75' });
    expect(result('ratio', { mode: 'compare', a: 2, b: 3, c: 4, d: 6 })).toMatchObject({ value: '=', equivalent: true, simplified: '2:3', simplified_other: '2:3' });
    expect(result('ratio', { mode: 'compare', a: '0.(3)', b: 1, c: 1, d: 3 }).equivalent).toBe(true);
    rejects({ mode: 'compare', a: 2, b: 0, c: 3, d: 4 }, 'DIVISION_BY_ZERO', 'b');
    rejects({ mode: 'compare', a: 2, b: 3, c: 3 }, 'MISSING_REQUIRED_INPUT', 'd');
  });

  it('convert gives fraction, decimal, percent and the part of the whole', () => {
    expect(result('ratio', { mode: 'convert', a: 3, b: 5 })).toMatchObject({ value: 0.6, fraction: '3/5', decimal: '0.6', percent: 60, percent_exact: '60', part_of_whole: { fraction: '3/8', percent: 37.5 }, one_to_n: '1:5/3', n_to_one: '0.6:1' });
    expect(result('ratio', { mode: 'percent', a: 1, b: 3 })).toMatchObject({ decimal: '0.(3)', percent_exact: '100/3' });
    const zeroA = result('ratio', { mode: 'convert', a: 0, b: 3 });
    expect(zeroA.one_to_n).toBeUndefined();
    expect(result('ratio', { mode: 'convert', a: 2, b: -2 }).part_of_whole).toBeUndefined();
    rejects({ mode: 'convert', a: 3, b: 0 }, 'DIVISION_BY_ZERO', 'b');
  });
});

describe('ratio: inputs', () => {
  it('warns about inputs the mode does not read, JSON numbers beyond 2^53 and terms beyond the double range', () => {
    const env = ok('ratio', { mode: 'split', a: 1, b: 2, total: 100, k: 3 });
    expect(env.warnings).toEqual([expect.objectContaining({ code: 'INPUT_NOT_USED', severity: 'info' })]);
    expect(ok('ratio', { a: 2 ** 60, b: 2 }).warnings.map((w) => w.code)).toEqual(['IMPRECISE_JSON_NUMBER']);
    const huge = ok('ratio', { mode: 'scale', a: '1e300', b: 1, k: '1e300' });
    expect(huge.warnings.map((w) => w.code)).toEqual(['BEYOND_DOUBLE_RANGE']);
    expect((huge.result as { terms: unknown[] }).terms).toEqual([`1${'0'.repeat(600)}`, 1e300]);
  });

  it('rejects missing, malformed and zero-denominator terms and unknown modes', () => {
    rejects({ b: 2 }, 'MISSING_REQUIRED_INPUT', 'a');
    rejects({ a: 2 }, 'MISSING_REQUIRED_INPUT', 'b');
    rejects({ a: 2, b: 3, d: 4 }, 'MISSING_REQUIRED_INPUT', 'c');
    rejects({ a: 0, b: 0 }, 'UNDEFINED', 'a');
    rejects({ a: 'two', b: 3 }, 'INVALID_NUMBER', 'a');
    rejects({ a: '1/0', b: 3 }, 'DENOMINATOR_MUST_BE_NONZERO', 'a');
    rejects({ a: '1'.repeat(401), b: 3 }, 'TOO_MANY_DIGITS', 'a');
    rejects({ mode: 'golden', a: 1, b: 3 }, 'INVALID_MODE', 'mode');
  });
});

declaresTheCodesItReturns('ratio', [
  { mode: 'proportion', a: 0, b: 4, c: 3 },
  { mode: 'scale', a: 1, b: 2, k: 0 },
  { mode: 'split', a: -1, b: 2, total: 10 },
  { a: 0, b: 0 },
  { a: '1/0', b: 3 },
  { mode: 'scale', a: 2 ** 60, b: 1, k: '1e300' },
]);

describe('ratio: modes, synonyms, working and warnings', () => {
  const request: Record<string, Record<string, unknown>> = {
    simplify: { a: 2, b: 4 },
    proportion: { a: 3, b: 4, d: 12 },
    scale: { a: 2, b: 3, k: 2 },
    split: { a: 1, b: 2, total: 9 },
    compare: { a: 2, b: 3, c: 3, d: 4 },
    convert: { a: 3, b: 5 },
  };
  const synonyms: [string, string][] = [
    ['reduce', 'simplify'],
    ['simplest', 'simplify'],
    ['lowest-terms', 'simplify'],
    ['solve', 'proportion'],
    ['proportions', 'proportion'],
    ['missing', 'proportion'],
    ['cross-multiply', 'proportion'],
    ['multiply', 'scale'],
    ['enlarge', 'scale'],
    ['scale-up', 'scale'],
    ['share', 'split'],
    ['divide', 'split'],
    ['distribute', 'split'],
    ['equivalent', 'compare'],
    ['comparison', 'compare'],
    ['fraction', 'convert'],
    ['percent', 'convert'],
    ['decimal', 'convert'],
  ];

  it.each(synonyms)('mode %s is read as %s (echoed input and result mode)', (synonym, mode) => {
    const env = ok('ratio', { mode: synonym, ...request[mode] });
    expect(env.inputs.mode).toBe(mode);
    expect((env.result as { mode: string }).mode).toBe(mode);
    expect(env.warnings).toEqual([]);
  });

  it('each mode names itself in the result and in the working formula id', () => {
    for (const mode of Object.keys(request)) {
      const env = ok('ratio', { mode, ...request[mode] });
      expect((env.result as { mode: string }).mode).toBe(mode);
      expect(env.formula?.id).toBe(`ratio.${mode}`);
    }
  });

  it('reads every term a mode uses without an INPUT_NOT_USED warning, and the aliases cInput and dInput', () => {
    const quiet = (inputs: Record<string, unknown>) => expect(ok('ratio', inputs).warnings).toEqual([]);
    quiet({ mode: 'simplify', a: 1, b: 2, c: 3, d: 4 });
    quiet({ mode: 'proportion', b: 4, c: 9, d: 12 });
    quiet({ mode: 'proportion', a: 3, c: 9, d: 12 });
    quiet({ mode: 'proportion', a: 3, b: 4, d: 12 });
    quiet({ mode: 'proportion', a: 3, b: 4, c: 9 });
    quiet({ mode: 'scale', a: 1, b: 2, c: 3, d: 4, k: 2 });
    quiet({ mode: 'split', a: 1, b: 2, c: 3, d: 4, total: 20 });
    quiet({ mode: 'compare', a: 1, b: 2, c: 3, d: 4 });
    quiet({ mode: 'convert', a: 1, b: 2 });
    const env = ok('ratio', { mode: 'convert', a: 1, b: 2, c: 3 });
    expect(env.warnings).toEqual([expect.objectContaining({ code: 'INPUT_NOT_USED' })]);
    expect(result('ratio', { aInput: 4, bInput: 8, cInput: 12, dInput: 20 }).value).toBe('1:2:3:5');
  });

  it('simplify shows its working: clear decimals, then divide by the gcf, or say it is already simplest', () => {
    expect(result('ratio', { a: 1.5, b: 2.5 }).formula).toBe('1.5:2.5 = 3:5. Multiply every term by 10 to make it whole: 15:25. Divide every term by their greatest common factor 5: 3:5.');
    expect(result('ratio', { a: 12, b: 18, c: 30 }).formula).toBe('12:18:30 = 2:3:5. Divide every term by their greatest common factor 6: 2:3:5.');
    expect(result('ratio', { a: 2, b: 3 }).formula).toBe('2:3 = 2:3. The whole terms have no common factor above 1, so this is the simplest form.');
    expect(result('ratio', { a: 0.4, b: 0.9 }).formula).toBe('0.4:0.9 = 4:9. Multiply every term by 10 to make it whole: 4:9. The whole terms have no common factor above 1, so this is the simplest form.');
  });

  it('a ratio whose terms are 0 and negatives is the equivalent ratio with no signs: 0 : -5 = 0 : 1', () => {
    expect(result('ratio', { a: 0, b: -5 })).toMatchObject({ value: '0:1', gcf: 5 });
    expect(result('ratio', { a: -2, b: 0 }).value).toBe('1:0');
  });

  it('the working of scale, split, compare and convert', () => {
    expect(result('ratio', { mode: 'scale', a: 2, b: 3, k: '1.5' }).formula).toBe('2:3 × 1.5 = 3:4.5');
    expect(result('ratio', { mode: 'split', a: 1, b: 2, total: 100 }).formula).toBe('100 ÷ (1 + 2) = 100/3 per part; shares 100/3, 200/3');
    expect(result('ratio', { mode: 'compare', a: 2, b: 3, c: 3, d: 4 }).formula).toBe('a/b = 2/3 < 0.75 = c/d');
    expect(result('ratio', { mode: 'compare', a: 3, b: 4, c: 2, d: 3 })).toMatchObject({ value: '>', equivalent: false, statement: '3:4 > 2:3', formula: 'a/b = 0.75 > 2/3 = c/d' });
    expect(result('ratio', { mode: 'convert', a: 3, b: 5 })).toMatchObject({ terms: [3, 5], terms_exact: ['3', '5'], formula: '3:5 = 3/5 = 0.6 = 60 %' });
    expect(result('ratio', { mode: 'convert', a: 1, b: 3 }).formula).toBe('1:3 = 1/3 = 0.(3) = 100/3 %');
  });

  it('scale, split and convert need their terms before anything else', () => {
    rejects({ mode: 'scale', a: 2, k: 2 }, 'MISSING_REQUIRED_INPUT', 'b');
    rejects({ mode: 'split', a: 2, total: 10 }, 'MISSING_REQUIRED_INPUT', 'b');
    rejects({ mode: 'convert', b: 5 }, 'MISSING_REQUIRED_INPUT', 'a');
    rejects({ mode: 'convert', a: 3 }, 'MISSING_REQUIRED_INPUT', 'b');
  });

  it('a term that is not a number or text is refused as INVALID_NUMBER on its field, whatever the mode', () => {
    rejects({ a: true, b: 3 }, 'INVALID_NUMBER', 'a');
    rejects({ mode: 'golden', a: 'two', b: 3 }, 'INVALID_NUMBER', 'a');
  });

  // A BEYOND_DOUBLE_RANGE warning names the value it is about ("Term 2 is outside the range…").
  const outside = (inputs: Record<string, unknown>) => {
    const env = ok('ratio', inputs);
    expect(env.warnings.every((w) => w.code === 'BEYOND_DOUBLE_RANGE')).toBe(true);
    return env.warnings.map((w) => w.detail.split(' is outside the range')[0]);
  };

  it('names each value beyond the double range in its warning', () => {
    expect(outside({ mode: 'proportion', a: 1, b: '1e330', c: 1 })).toEqual(['d', 'Term 2', 'Term 4']);
    expect(outside({ mode: 'scale', a: '1e300', b: 1, k: '1e300' })).toEqual(['Term 1']);
    expect(outside({ mode: 'split', a: '1e330', b: 1, total: '1e330' })).toEqual(['Share 1', 'Term 1']);
    expect(outside({ mode: 'compare', a: 1, b: '1e330', c: '1e330', d: 1 })).toEqual(['a/b', 'c/d', 'Term 2', 'Term 3']);
    expect(outside({ mode: 'convert', a: 1, b: '1e330' })).toEqual(['a/b', 'The percentage', 'The part of the whole', 'Term 2']);
    expect(ok('ratio', { mode: 'convert', a: 2, b: -2 }).warnings).toEqual([]);
  });
});
