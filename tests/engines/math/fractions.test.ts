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

// Every expected value below is worked by hand (lcm, gcd, shift and subtract).
const steps = (inputs: Record<string, unknown>) => result('fractions', inputs).steps as string[];

describe('fractions: modes, synonyms, formula ids and warnings', () => {
  it('accepts every mode synonym and echoes the canonical mode', () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['calculate', { op: '+', aNum: 1, aDen: 2, bNum: 1, bDen: 3 }, 'operate', '5/6'],
      ['arithmetic', { op: '+', aNum: 1, aDen: 2, bNum: 1, bDen: 3 }, 'operate', '5/6'],
      ['reduce', { aNum: 84, aDen: 126 }, 'simplify', '2/3'],
      ['lowest-terms', { aNum: 84, aDen: 126 }, 'simplify', '2/3'],
      ['to-decimal', { aNum: 1, aDen: 8 }, 'to-dec', '1/8'],
      ['decimal', { aNum: 1, aDen: 8 }, 'to-dec', '1/8'],
      ['fraction-to-decimal', { aNum: 1, aDen: 8 }, 'to-dec', '1/8'],
      ['from-decimal', { decimal: '0.75' }, 'from-dec', '3/4'],
      ['decimal-to-fraction', { decimal: '0.75' }, 'from-dec', '3/4'],
    ];
    for (const [mode, inputs, canonical, improper] of cases) {
      const env = ok('fractions', { mode, ...inputs });
      expect(env.inputs, mode).toMatchObject({ mode: canonical });
      expect(env.result, mode).toMatchObject({ mode: canonical, improper });
    }
  });

  it('accepts every operation synonym and echoes the canonical op', () => {
    // 1/2 + 1/3 = 5/6, 1/2 − 1/3 = 1/6, 1/2 × 1/3 = 1/6, 1/2 ÷ 1/3 = 3/2.
    const cases: [string, string, string][] = [
      ['add', '+', '5/6'], ['plus', '+', '5/6'], ['sum', '+', '5/6'], ['addition', '+', '5/6'],
      ['subtract', '-', '1/6'], ['sub', '-', '1/6'], ['minus', '-', '1/6'], ['subtraction', '-', '1/6'], ['−', '-', '1/6'], ['–', '-', '1/6'],
      ['multiply', '*', '1/6'], ['times', '*', '1/6'], ['mul', '*', '1/6'], ['multiplication', '*', '1/6'], ['×', '*', '1/6'], ['x', '*', '1/6'], ['·', '*', '1/6'],
      ['divide', '/', '3/2'], ['div', '/', '3/2'], ['division', '/', '3/2'], ['over', '/', '3/2'], ['÷', '/', '3/2'], [':', '/', '3/2'],
    ];
    for (const [op, canonical, improper] of cases) {
      expect(result('fractions', { op, aNum: 1, aDen: 2, bNum: 1, bDen: 3 }), op).toMatchObject({ op: canonical, improper });
    }
  });

  it('gives each mode its own formula id', () => {
    const formula = (inputs: Record<string, unknown>) => ok('fractions', inputs).formula;
    expect(formula({ mode: 'operate', op: '+', aNum: 1, aDen: 2, bNum: 1, bDen: 3 })).toMatchObject({ id: 'fractions.operate', label: 'Fraction arithmetic' });
    expect(formula({ mode: 'simplify', aNum: 2, aDen: 4 })).toMatchObject({ id: 'fractions.simplify', label: 'Fraction in lowest terms' });
    expect(formula({ mode: 'to-dec', aNum: 1, aDen: 4 })).toMatchObject({ id: 'fractions.to_dec', label: 'Fraction to decimal' });
    expect(formula({ mode: 'from-dec', decimal: '0.25' })).toMatchObject({ id: 'fractions.from_dec', label: 'Decimal to fraction' });
  });

  it('warns about no input a mode reads, and about op outside operate', () => {
    const codes = (inputs: Record<string, unknown>) => ok('fractions', inputs).warnings.map((w) => w.code);
    expect(codes({ mode: 'operate', op: '+', aWhole: 1, aNum: 1, aDen: 2, bWhole: 1, bNum: 1, bDen: 3 })).toEqual([]);
    expect(codes({ mode: 'simplify', aWhole: 1, aNum: 2, aDen: 4 })).toEqual([]);
    expect(codes({ mode: 'to-dec', aWhole: 1, aNum: 1, aDen: 4 })).toEqual([]);
    expect(codes({ mode: 'simplify', op: '+', aNum: 2, aDen: 4 })).toEqual(['INPUT_NOT_USED']);
  });
});

describe('fractions: operands and input checks', () => {
  it('checks every part given, even those the mode does not read', () => {
    rejects({ mode: 'simplify', aNum: 1, aDen: 2, bNum: 'abc' }, 'INVALID_NUMBER', 'bNum');
    rejects({ mode: 'operate', op: '+', aNum: 1, aDen: 2, bNum: 1, bDen: 3, decimal: 'abc' }, 'INVALID_NUMBER', 'decimal');
  });

  it('points only a non-integer part at from-dec, not an unsafe or too long one', () => {
    expect(failure('fractions', { op: '+', aNum: 2 ** 60, aDen: 2, bNum: 1, bDen: 3 }).suggestion).not.toContain('from-dec');
    expect(failure('fractions', { op: '+', aNum: '1'.repeat(49), aDen: 2, bNum: 1, bDen: 3 }).suggestion).not.toContain('from-dec');
  });

  it('a whole part with a denominator but no numerator is missing the numerator', () => {
    rejects({ op: '+', aWhole: 2, aDen: 3, bNum: 1, bDen: 3 }, 'MISSING_REQUIRED_INPUT', 'aNum');
    rejects({ mode: 'simplify', aNum: 1 }, 'MISSING_REQUIRED_INPUT', 'aDen');
  });

  it('a mixed number with numerator 0 is its whole part; the sign check names the negative part', () => {
    // 2 0/5 = 10/5 = 2; 2 + 1/5 = 11/5.
    expect(result('fractions', { op: '+', aWhole: 2, aNum: 0, aDen: 5, bNum: 1, bDen: 5 })).toMatchObject({ improper: '11/5', mixed: '2 1/5' });
    rejects({ op: '+', aWhole: 1, aNum: 0, aDen: -2, bNum: 1, bDen: 3 }, 'MIXED_NUMBER_SIGN', 'aDen');
  });
});

describe('fractions: the steps', () => {
  it('operate: mixed numbers written as improper fractions, then subtract over the lcd', () => {
    // 2 1/4 = 9/4, 1 2/3 = 5/3; lcm(4, 3) = 12: 27/12 − 20/12 = 7/12.
    expect(steps({ op: '-', aWhole: 2, aNum: 1, aDen: 4, bWhole: 1, bNum: 2, bDen: 3 })).toEqual([
      'Write 2 1/4 = 9/4 as an improper fraction.',
      'Write 1 2/3 = 5/3 as an improper fraction.',
      'Common denominator lcm(4, 3) = 12: 9/4 = 27/12, 5/3 = 20/12.',
      'Subtract the numerators: 27/12 − 20/12 = 7/12.',
    ]);
  });

  it('operate: equal denominators need no common-denominator step; a whole number is no mixed number', () => {
    expect(steps({ op: '+', aNum: 1, aDen: 5, bNum: 2, bDen: 5 })).toEqual(['Add the numerators: 1/5 + 2/5 = 3/5.']);
    // 3 + 1/4 = 12/4 + 1/4 = 13/4 = 3 1/4.
    expect(steps({ op: '+', aWhole: 3, bNum: 1, bDen: 4 })).toEqual([
      'Common denominator lcm(1, 4) = 4: 3 = 12/4, 1/4 = 1/4.',
      'Add the numerators: 12/4 + 1/4 = 13/4.',
      'As a mixed number: 3 1/4.',
    ]);
    // 1/2 + 3/2 = 4/2 = 2: a whole result gets no mixed-number step.
    expect(steps({ op: '+', aNum: 1, aDen: 2, bNum: 3, bDen: 2 })).toEqual(['Add the numerators: 1/2 + 3/2 = 4/2.', 'Simplify by the common factor 2: 4/2 = 2.']);
  });

  it('operate: negative numerators in brackets, negative mixed results', () => {
    // 1/2 + (−1/3) = 3/6 + (−2)/6 = 1/6.
    expect(steps({ op: '+', aNum: 1, aDen: 2, bNum: -1, bDen: 3 })).toEqual(['Common denominator lcm(2, 3) = 6: 1/2 = 3/6, -1/3 = -2/6.', 'Add the numerators: 3/6 + (-2)/6 = 1/6.']);
    // 1/2 + 0/3: 0 = 0/1, lcm(2, 1) = 2; a zero numerator needs no brackets.
    expect(steps({ op: '+', aNum: 1, aDen: 2, bNum: 0, bDen: 3 })).toEqual(['Common denominator lcm(2, 1) = 2: 1/2 = 1/2, 0 = 0/2.', 'Add the numerators: 1/2 + 0/2 = 1/2.']);
    // −3/2 − 1/3 = −9/6 − 2/6 = −11/6 = −1 5/6.
    expect(steps({ op: '-', aNum: -3, aDen: 2, bNum: 1, bDen: 3 })).toEqual([
      'Common denominator lcm(2, 3) = 6: -3/2 = -9/6, 1/3 = 2/6.',
      'Subtract the numerators: -9/6 − 2/6 = -11/6.',
      'As a mixed number: -1 5/6.',
    ]);
  });

  it('operate: multiply and divide steps, simplified by the common factor', () => {
    // 2/3 × (−3/4) = −6/12 = −1/2 (common factor 6).
    const m = result('fractions', { op: '*', aNum: 2, aDen: 3, bNum: -3, bDen: 4 });
    expect(m).toMatchObject({ improper: '-1/2', gcf: 6, expression: '2/3 × -3/4 = -1/2' });
    expect(m.steps).toEqual(['Multiply numerators and denominators: 2/3 × -3/4 = (2 × (-3))/(3 × 4) = -6/12.', 'Simplify by the common factor 6: -6/12 = -1/2.']);
    // 3/4 ÷ 5/6 = 3/4 × 6/5 = 18/20 = 9/10 (common factor 2).
    const d = result('fractions', { op: '/', aNum: 3, aDen: 4, bNum: 5, bDen: 6 });
    expect(d).toMatchObject({ improper: '9/10', expression: '3/4 ÷ 5/6 = 9/10' });
    expect(d.steps).toEqual(['Dividing is multiplying by the reciprocal: 3/4 ÷ 5/6 = 3/4 × 6/5 = 18/20.', 'Simplify by the common factor 2: 18/20 = 9/10.']);
  });

  it('simplify: the gcd of the sizes of numerator and denominator, whatever their signs', () => {
    const simplify = (aNum: number, aDen: number) => steps({ mode: 'simplify', aNum, aDen });
    expect(simplify(84, 126)).toEqual(['Divide numerator and denominator by gcd(84, 126) = 42: 2/3.']);
    expect(simplify(-6, 8)).toEqual(['Divide numerator and denominator by gcd(6, 8) = 2: -3/4.']);
    expect(simplify(6, -8)).toEqual(['Divide numerator and denominator by gcd(6, 8) = 2: -3/4.']);
    expect(simplify(5, 7)).toEqual(['gcd(5, 7) = 1: 5/7 is already in lowest terms.']);
    expect(simplify(-5, 7)).toEqual(['gcd(5, 7) = 1: -5/7 is already in lowest terms.']);
    expect(simplify(5, -7)).toEqual(['gcd(5, 7) = 1: -5/7 is already in lowest terms.']);
    // 2 6/8 = 22/8 = 11/4 (gcd 2).
    expect(result('fractions', { mode: 'simplify', aWhole: 2, aNum: 6, aDen: 8 })).toMatchObject({
      mode: 'simplify',
      expression: '2 6/8 = 11/4',
      steps: ['Write 2 6/8 = 22/8 as an improper fraction.', 'Divide numerator and denominator by gcd(22, 8) = 2: 11/4.'],
    });
  });

  it('to-dec: says whether the decimal ends or repeats', () => {
    expect(result('fractions', { mode: 'to-dec', aNum: 1, aDen: 7 })).toMatchObject({
      mode: 'to-dec',
      expression: '1/7 = 0.(142857)',
      steps: ['1/7 = 0.(142857): the block in parentheses repeats forever.'],
    });
    expect(result('fractions', { mode: 'to-dec', aNum: 3, aDen: 8 })).toMatchObject({
      mode: 'to-dec',
      expression: '3/8 = 0.375',
      steps: ['3/8 = 0.375: the denominator has no prime factor other than 2 and 5, so the decimal ends.'],
    });
    // 1 1/6 = 7/6 = 1.1666…
    expect(steps({ mode: 'to-dec', aWhole: 1, aNum: 1, aDen: 6 })).toEqual(['Write 1 1/6 = 7/6 as an improper fraction.', '7/6 = 1.1(6): the block in parentheses repeats forever.']);
  });

  it('from-dec: digits over a power of ten or shift and subtract, then lowest terms and the mixed number', () => {
    // 0.(3): 10x − x = 3, x = 3/9 = 1/3.
    expect(steps({ mode: 'from-dec', decimal: '0.(3)' })).toEqual(['Shift and subtract to remove the repeating block: 0.(3) = 3/9.', 'Divide numerator and denominator by gcd = 3: 1/3.']);
    expect(steps({ mode: 'from-dec', decimal: '0.7' })).toEqual(['Write the digits over a power of ten: 0.7 = 7/10.', '7/10 is already in lowest terms.']);
    expect(steps({ mode: 'from-dec', decimal: '2.5' })).toEqual(['Write the digits over a power of ten: 2.5 = 25/10.', 'Divide numerator and denominator by gcd = 5: 5/2.', 'As a mixed number: 2 1/2.']);
    expect(steps({ mode: 'from-dec', decimal: '-1.25' })).toEqual(['Write the digits over a power of ten: -1.25 = -125/100.', 'Divide numerator and denominator by gcd = 25: -5/4.', 'As a mixed number: -1 1/4.']);
    expect(steps({ mode: 'from-dec', decimal: '3' })).toEqual(['Write the digits over a power of ten: 3 = 3/1.', '3 is already in lowest terms.']);
    // The text is echoed without the spaces around it.
    expect(result('fractions', { mode: 'from-dec', decimal: ' 0.75 ' })).toMatchObject({
      expression: '0.75 = 3/4',
      steps: ['Write the digits over a power of ten: 0.75 = 75/100.', 'Divide numerator and denominator by gcd = 25: 3/4.'],
    });
  });
});
