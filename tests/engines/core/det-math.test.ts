// Deterministic elementary functions: the same as the correctly rounded value
// (checked against mathjs BigNumber at 60 digits), within 1 ulp of V8's Math.*,
// and the same special values.
import { create, all } from 'mathjs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as dm from '../../../engines/core/det-math.ts';

const big = create(all, { number: 'BigNumber', precision: 60 });
const exact = (expr: string, scope: Record<string, number>) =>
  Number(big.evaluate(expr, Object.fromEntries(Object.entries(scope).map(([k, v]) => [k, big.bignumber(String(v))]))).toString());
const ulps = (a: number, b: number) => Math.abs(a - b) / Math.max(Number.MIN_VALUE, Math.abs(b) * Number.EPSILON);

const UNARY: [keyof typeof dm, string, fc.Arbitrary<number>][] = [
  ['exp', 'exp(x)', fc.double({ min: -700, max: 700, noNaN: true })],
  ['log', 'log(x)', fc.double({ min: 1e-300, max: 1e300, noNaN: true })],
  ['log10', 'log10(x)', fc.double({ min: 1e-300, max: 1e300, noNaN: true })],
  ['sin', 'sin(x)', fc.double({ min: -1e3, max: 1e3, noNaN: true })],
  ['cos', 'cos(x)', fc.double({ min: -1e3, max: 1e3, noNaN: true })],
  ['atan', 'atan(x)', fc.double({ min: -1e6, max: 1e6, noNaN: true })],
  ['tanh', 'tanh(x)', fc.double({ min: -20, max: 20, noNaN: true })],
  ['cbrt', 'cbrt(x)', fc.double({ min: -1e6, max: 1e6, noNaN: true })],
];

describe('deterministic math', () => {
  it.each(UNARY)('%s is correctly rounded (checked at 60 digits)', (name, expr, arb) => {
    fc.assert(
      fc.property(arb, (x) => {
        const got = (dm[name] as (x: number) => number)(x);
        return got === exact(expr, { x }) || ulps(got, exact(expr, { x })) <= 0.5;
      }),
      { numRuns: 150 },
    );
  });

  it('pow is correctly rounded and exact where the maths is', () => {
    expect(dm.pow(10, -3)).toBe(0.001);
    expect(dm.pow(2, 10)).toBe(1024);
    expect(dm.pow(1.1, 2)).toBe(1.1 * 1.1);
    expect(dm.pow(-8, 1 / 3)).toBeNaN();
    expect(dm.pow(-2, 3)).toBe(-8);
    expect(dm.pow(0, -1)).toBe(Infinity);
    // x^½ is the IEEE 754 square root of the double itself, as documented: the root of the decimal 0.017
    // would round to 0.13038404810405296 instead.
    expect(dm.pow(0.017, 0.5)).toBe(Math.sqrt(0.017));
    fc.assert(
      fc.property(fc.double({ min: 1e-3, max: 1e3, noNaN: true }), fc.double({ min: -20, max: 20, noNaN: true }), (x, y) => ulps(dm.pow(x, y), exact('x^y', { x, y })) <= 0.5),
      { numRuns: 150 },
    );
  });

  it('keeps the special values of Math.*', () => {
    expect([dm.log(0), dm.log(-1), dm.exp(Infinity), dm.exp(-Infinity), dm.atan(Infinity), dm.sin(Infinity)]).toEqual([-Infinity, NaN, Infinity, 0, Math.PI / 2, NaN]);
    expect([dm.atan2(0, -1), dm.hypot(3, 4), dm.acosh(1), dm.atanh(1), dm.log1p(-1)]).toEqual([Math.PI, 5, 0, Infinity, -Infinity]);
  });
});

describe('arguments far outside the double range', () => {
  it('answer the limits (without building huge decimals; the test timeout would catch that)', () => {
    // decimal.js would build e^±1e9 digit by digit (more than 20 s each here).
    expect([dm.exp(-1e9), dm.exp(1e9), dm.exp(1e300), dm.expm1(-1e9), dm.expm1(1e9), dm.cosh(1e6), dm.sinh(-1e6), dm.tanh(1e9)]).toEqual([0, Infinity, Infinity, -1, Infinity, Infinity, -Infinity, 1]);
    expect([dm.pow(10, 1e6), dm.pow(0.5, 1e7), dm.pow(-2, 1e6 + 1), dm.pow(1e300, 1e300)]).toEqual([Infinity, 0, -Infinity, Infinity]);
    // A negative base to a fractional power has no real value, however large the result would be.
    expect([dm.pow(-10, 1000.5), dm.pow(-10, -1000.5)]).toEqual([NaN, NaN]);
  });
  it('stay exact at the edge of the range', () => {
    expect(dm.exp(709)).toBe(8.218407461554972e307);
    expect(dm.exp(-745)).toBe(5e-324);
  });
});

// Special values, domain edges and the limits far outside the double range are exact in IEEE 754
// and ECMAScript (Math.* in every engine agrees on them): every function must give the same there,
// to the sign of a zero. Finite answers in between may differ from V8's by its last-bit error only.
describe('the special values and limits of Math.*, over a grid', () => {
  const SPECIAL = [NaN, Infinity, -Infinity, 0, -0, 1, -1, 0.5, -0.5, 2, -2, 3, -3, 1e-30, -1e-30, 1e-5, -1e-5, 20.5, -20.5, 45, -45, 709, 711, -745, -747, 1e6, -1e6, 10_000_001, -10_000_001];
  // Two-argument grids use arguments whose double is their decimal: det-math reads 1e-5 as the decimal
  // 0.00001 (what was typed), Math.pow as the nearest double, so their powers differ in the last digits.
  const BINARY = [...SPECIAL.filter((x) => Math.abs(x) !== 1e-30 && Math.abs(x) !== 1e-5), 2 ** -17, -(2 ** -17)];
  const same = (got: number, want: number) => Object.is(got, want) || (Number.isFinite(got) && Number.isFinite(want) && got !== 0 && want !== 0 && ulps(got, want) <= 1);
  const UNARY_NAMES = ['exp', 'expm1', 'log', 'log10', 'log2', 'log1p', 'sqrt', 'cbrt', 'sin', 'cos', 'tan', 'asin', 'acos', 'atan', 'sinh', 'cosh', 'tanh', 'asinh', 'acosh', 'atanh'] as const;

  it.each(UNARY_NAMES)('%s', (name) => {
    const f = dm[name] as (x: number) => number;
    const g = Math[name] as (x: number) => number;
    const wrong = SPECIAL.filter((x) => !same(f(x), g(x))).map((x) => `${name}(${x}) = ${f(x)}, Math: ${g(x)}`);
    expect(wrong).toEqual([]);
  });

  it.each([
    ['pow', dm.pow, Math.pow],
    ['atan2', dm.atan2, Math.atan2],
    ['hypot', dm.hypot, Math.hypot],
  ] as const)('%s', (name, f, g) => {
    const wrong = BINARY.flatMap((x) => BINARY.filter((y) => !same(f(x, y), g(x, y))).map((y) => `${name}(${x}, ${y}) = ${f(x, y)}, Math: ${g(x, y)}`));
    expect(wrong).toEqual([]);
  });

  it('hypot of one or three arguments', () => {
    expect([dm.hypot(-3), dm.hypot(NaN, Infinity), dm.hypot(1, 2, 2), dm.hypot()]).toEqual([3, Infinity, 3, 0]);
  });
});
