// Fractions: the conformance vectors, every operation and alias against
// mathjs Fraction (test-only), mixed numbers, simplify, to-dec and from-dec
// (0.1 = 1/10 exactly, 0.(3) = 1/3), big integers and every error code.
import fc from 'fast-check';
import { all, create } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const math = create(all);
type F = { s: bigint; n: bigint; d: bigint };
const fr = (x: string) => math.fraction(x as never) as unknown as F;
const text = (f: F) => (f.d === 1n ? `${f.s * f.n}` : `${f.s * f.n}/${f.d}`);
const MATHJS_OP = { '+': math.add, '-': math.subtract, '*': math.multiply, '/': math.divide } as const;

function rejects(inputs: Record<string, unknown>, code: string, field: string) {
  const f = failure('fractions', inputs);
  expect(f).toMatchObject({ http: 400, code, field });
  expect(f.suggestion?.length).toBeGreaterThan(10);
}

describe('fractions: operate', () => {
  it('passes the conformance vector 1/2 + 1/3 = 5/6 with n and d as exact numbers', () => {
    const env = ok('fractions', { mode: 'operate', op: '+', aNum: 1, aDen: 2, bNum: 1, bDen: 3 });
    expect(env).toMatchObject({ status: 'success', capability_id: 'math.fractions', calculation_version: '1.0.5' });
    expect(env.result).toMatchObject({ n: 5, d: 6, improper: '5/6', mixed: '5/6', decimal: '0.8(3)', expression: '1/2 + 1/3 = 5/6' });
    expect((env.result as { steps: string[] }).steps).toEqual(['Common denominator lcm(2, 3) = 6: 1/2 = 3/6, 1/3 = 2/6.', 'Add the numerators: 3/6 + 2/6 = 5/6.']);
  });

  it('agrees with mathjs Fraction for every operation on random fractions', () => {
    const part = fc.integer({ min: -500, max: 500 });
    const den = fc.integer({ min: 1, max: 500 });
    fc.assert(
      fc.property(part, den, part, den, fc.constantFrom('+', '-', '*', '/'), (an, ad, bn, bd, op) => {
        fc.pre(op !== '/' || bn !== 0);
        const r = result('fractions', { op, aNum: an, aDen: ad, bNum: bn, bDen: bd });
        const want = MATHJS_OP[op as keyof typeof MATHJS_OP](fr(`${an}/${ad}`) as never, fr(`${bn}/${bd}`) as never) as unknown as F;
        expect(r.improper).toBe(text(want));
        expect([BigInt(r.n), BigInt(r.d)]).toEqual([want.s * want.n, want.d]);
      }),
      { numRuns: 300 },
    );
  });

  it('accepts the operation aliases', () => {
    const cases: [string, string][] = [
      ['add', '5/6'], ['plus', '5/6'], ['subtract', '1/6'], ['sub', '1/6'], ['minus', '1/6'], ['−', '1/6'],
      ['multiply', '1/6'], ['times', '1/6'], ['mul', '1/6'], ['×', '1/6'], ['x', '1/6'], ['divide', '3/2'], ['div', '3/2'], ['÷', '3/2'], ['DIVIDE', '3/2'],
    ];
    for (const [op, want] of cases) expect(result('fractions', { op, aNum: 1, aDen: 2, bNum: 1, bDen: 3 }).improper, op).toBe(want);
  });

  it('works with mixed numbers (sign on the whole part) and whole numbers', () => {
    expect(result('fractions', { op: '-', aWhole: 2, aNum: 1, aDen: 4, bWhole: 1, bNum: 2, bDen: 3 })).toMatchObject({ improper: '7/12', expression: '2 1/4 − 1 2/3 = 7/12' });
    expect(result('fractions', { op: '*', aWhole: -1, aNum: 1, aDen: 2, bNum: -2, bDen: 3 })).toMatchObject({ improper: '1', n: 1, d: 1 });
    expect(result('fractions', { op: '+', aWhole: 3, bNum: 1, bDen: 4 })).toMatchObject({ improper: '13/4', mixed: '3 1/4' });
    expect(result('fractions', { op: '/', aNum: 3, aDen: 4, bNum: 5, bDen: 6 })).toMatchObject({ improper: '9/10', gcf: 2, value: 0.9 });
  });

  it('a whole part of 0 is a plain fraction: its own sign allowed, no mixed-number step', () => {
    // −1/2 + 1/3 = −3/6 + 2/6 = −1/6.
    const env = ok('fractions', { op: '+', aWhole: 0, aNum: -1, aDen: 2, bNum: 1, bDen: 3 });
    expect(env.result).toMatchObject({ improper: '-1/6', n: -1, d: 6, expression: '-1/2 + 1/3 = -1/6' });
    const plain = result('fractions', { op: '+', aWhole: 0, aNum: 1, aDen: 2, bWhole: 0, bNum: 1, bDen: 3 });
    expect(plain).toMatchObject({ improper: '5/6', expression: '1/2 + 1/3 = 5/6' });
    expect(plain.steps.some((s: string) => s.startsWith('Write'))).toBe(false);
  });

  it('keeps 48-digit numerators exact; n and d become strings beyond 2^53', () => {
    const big = '1'.repeat(48);
    const r = result('fractions', { op: '*', aNum: big, aDen: 3, bNum: 1, bDen: big });
    expect(r).toMatchObject({ improper: '1/3', n: 1, d: 3 });
    const s = result('fractions', { op: '+', aNum: big, aDen: 1, bNum: 1, bDen: 1 });
    expect(s).toMatchObject({ n: `${'1'.repeat(47)}2`, d: 1 });
  });
});

describe('fractions: simplify, to-dec, from-dec', () => {
  it('simplifies by the gcd (84/126 = 2/3, gcd 42) and mixed numbers via their improper form', () => {
    expect(result('fractions', { mode: 'simplify', aNum: 84, aDen: 126 })).toMatchObject({ improper: '2/3', gcf: 42 });
    expect(result('fractions', { mode: 'reduce', aWhole: 2, aNum: 6, aDen: 8 })).toMatchObject({ improper: '11/4', mixed: '2 3/4', gcf: 2 });
    expect(result('fractions', { mode: 'simplify', aNum: 6, aDen: -8 })).toMatchObject({ improper: '-3/4', gcf: 2 });
    expect(result('fractions', { mode: 'simplify', aNum: 5, aDen: 7 }).steps[0]).toContain('already in lowest terms');
  });

  it('writes fractions as exact decimals with the repeating block', () => {
    expect(result('fractions', { mode: 'to-dec', aNum: 1, aDen: 7 })).toMatchObject({ decimal: '0.(142857)', repetend: '142857', terminating: false, value: 1 / 7 });
    expect(result('fractions', { mode: 'to-decimal', aNum: 3, aDen: 8 })).toMatchObject({ decimal: '0.375', terminating: true, repetend: '' });
    expect(result('fractions', { mode: 'to-dec', aWhole: 1, aNum: 1, aDen: 6 }).decimal).toBe('1.1(6)');
  });

  it('reads decimals exactly as written: 0.1 = 1/10 (not the double), 0.(3) = 1/3, 0.1(6) = 1/6', () => {
    expect(result('fractions', { mode: 'from-dec', decimal: 0.1 })).toMatchObject({ improper: '1/10', n: 1, d: 10 });
    expect(result('fractions', { mode: 'from-dec', decimal: '0.(3)' })).toMatchObject({ improper: '1/3', gcf: 3 });
    expect(result('fractions', { mode: 'from-decimal', decimalInput: '0.1(6)' })).toMatchObject({ improper: '1/6', gcf: 15 });
    expect(result('fractions', { mode: 'from-dec', decimal: '-1.25' })).toMatchObject({ improper: '-5/4', mixed: '-1 1/4', gcf: 25 });
    expect(result('fractions', { mode: 'from-dec', decimal: '6/8' }).improper).toBe('3/4');
    expect(text(fr('0.1(6)'))).toBe('1/6');
  });

  it('from-dec round-trips to-dec on random fractions (mathjs agrees on the decimal text)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 10_000 }), fc.integer({ min: 1, max: 400 }), (n, d) => {
        const dec = result('fractions', { mode: 'to-dec', aNum: n, aDen: d }).decimal;
        expect(result('fractions', { mode: 'from-dec', decimal: dec }).improper).toBe(text(fr(`${n}/${d}`)));
        expect(text(fr(dec))).toBe(text(fr(`${n}/${d}`)));
      }),
      { numRuns: 150 },
    );
  });

  it('warns about inputs the mode does not read and JSON decimals beyond 2^53', () => {
    expect(ok('fractions', { mode: 'to-dec', aNum: 1, aDen: 2, decimal: 3 }).warnings.map((w) => w.code)).toEqual(['INPUT_NOT_USED']);
    expect(ok('fractions', { mode: 'from-dec', decimal: 2 ** 60 }).warnings.map((w) => w.code)).toEqual(['IMPRECISE_JSON_NUMBER']);
  });
});

describe('fractions: errors', () => {
  it('zero denominators (conformance vector) and division by a zero fraction', () => {
    rejects({ mode: 'operate', op: '+', aNum: 1, aDen: 0, bNum: 1, bDen: 3 }, 'DENOMINATOR_MUST_BE_NONZERO', 'aDen');
    rejects({ op: '+', aNum: 1, aDen: 2, bNum: 1, bDen: '0' }, 'DENOMINATOR_MUST_BE_NONZERO', 'bDen');
    rejects({ mode: 'from-dec', decimal: '1/0' }, 'DENOMINATOR_MUST_BE_NONZERO', 'decimal');
    rejects({ op: '/', aNum: 1, aDen: 2, bNum: 0, bDen: 5 }, 'DIVISION_BY_ZERO', 'bNum');
    rejects({ op: 'divide', aNum: 1, aDen: 2, bWhole: 0 }, 'DIVISION_BY_ZERO', 'bWhole');
  });

  it('missing parts, signs inside mixed numbers, non-integers, unsafe and long numbers, bad enums', () => {
    rejects({ op: '+', aDen: 2, bNum: 1, bDen: 3 }, 'MISSING_REQUIRED_INPUT', 'aNum');
    rejects({ op: '+', aNum: 1, bNum: 1, bDen: 3 }, 'MISSING_REQUIRED_INPUT', 'aDen');
    rejects({ op: '+', aNum: 1, aDen: 2 }, 'MISSING_REQUIRED_INPUT', 'bNum');
    rejects({ aNum: 1, aDen: 2, bNum: 1, bDen: 3 }, 'MISSING_REQUIRED_INPUT', 'op');
    rejects({ mode: 'from-dec' }, 'MISSING_REQUIRED_INPUT', 'decimal');
    rejects({ op: '+', aWhole: -1, aNum: -1, aDen: 2, bNum: 1, bDen: 3 }, 'MIXED_NUMBER_SIGN', 'aNum');
    rejects({ op: '+', aWhole: 1, aNum: 1, aDen: -2, bNum: 1, bDen: 3 }, 'MIXED_NUMBER_SIGN', 'aDen');
    rejects({ op: '+', aNum: 1.5, aDen: 2, bNum: 1, bDen: 3 }, 'INVALID_NUMBER', 'aNum');
    rejects({ mode: 'from-dec', decimal: '0.333...' }, 'INVALID_NUMBER', 'decimal');
    rejects({ op: '+', aNum: 2 ** 60, aDen: 2, bNum: 1, bDen: 3 }, 'UNSAFE_INTEGER', 'aNum');
    rejects({ op: '+', aNum: '1'.repeat(49), aDen: 2, bNum: 1, bDen: 3 }, 'TOO_MANY_DIGITS', 'aNum');
    rejects({ op: '^', aNum: 1, aDen: 2, bNum: 1, bDen: 3 }, 'INVALID_MODE', 'op');
    rejects({ mode: 'power', aNum: 1, aDen: 2 }, 'INVALID_MODE', 'mode');
    expect(failure('fractions', { op: '+', aNum: 1.5, aDen: 2, bNum: 1, bDen: 3 }).suggestion).toContain('from-dec');
  });
});

declaresTheCodesItReturns('fractions', [
  { op: '+', aWhole: -1, aNum: -1, aDen: 2, bNum: 1, bDen: 3 },
  { op: '+', aNum: 2 ** 60, aDen: 2, bNum: 1, bDen: 3 },
  { mode: 'from-dec', decimal: 2 ** 60 },
]);
