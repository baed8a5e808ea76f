// Fast deterministic functions: within a few ulps of the true value (decimal.js
// at 60 digits at the double's exact binary value; det-math instead reads the
// double's shortest decimal, which for e^43.9 is already 20 ulps away), the
// same special values, and (by construction: only IEEE 754 operations, which
// tests/engines/determinism.test.ts checks for every engine file) the same bits
// in every JavaScript engine.
import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as fast from '../../../engines/core/fast-math.ts';

const D = Decimal.clone({ precision: 60, maxE: 9e15, minE: -9e15 });
/** The exact value of a double: its mantissa times a power of two. */
function exactly(x: number): Decimal {
  if (x === 0 || !Number.isFinite(x)) return new D(x);
  let e = 0;
  let m = Math.abs(x);
  while (!Number.isInteger(m)) {
    m *= 2;
    e--;
  }
  return new D(Math.sign(x) * m).times(new D(2).pow(e));
}
const REF: Record<string, (d: Decimal) => Decimal> = {
  exp: (d) => d.exp(),
  expm1: (d) => d.exp().minus(1),
  log: (d) => d.ln(),
  log1p: (d) => d.plus(1).ln(),
  tanh: (d) => d.tanh(),
  cosh: (d) => d.cosh(),
};
const ref = {
  exp: (x: number) => REF.exp(exactly(x)).toNumber(),
  expm1: (x: number) => (Math.abs(x) < 1e-30 ? x : REF.expm1(exactly(x)).toNumber()),
  log: (x: number) => REF.log(exactly(x)).toNumber(),
  log1p: (x: number) => (Math.abs(x) < 1e-30 ? x : REF.log1p(exactly(x)).toNumber()),
  tanh: (x: number) => REF.tanh(exactly(x)).toNumber(),
  cosh: (x: number) => REF.cosh(exactly(x)).toNumber(),
  pow: (x: number, y: number) => exactly(x).pow(exactly(y)).toNumber(),
};

const ulps = (a: number, b: number) => (a === b ? 0 : Math.abs(a - b) / Math.max(Number.MIN_VALUE, Math.abs(b) * Number.EPSILON));

const UNARY: [keyof typeof ref & keyof typeof fast, fc.Arbitrary<number>, number][] = [
  ['exp', fc.double({ min: -745, max: 709.7, noNaN: true }), 2],
  ['exp', fc.double({ min: -1, max: 1, noNaN: true }), 2],
  ['expm1', fc.double({ min: -1, max: 1, noNaN: true }), 2],
  ['expm1', fc.double({ min: -50, max: 700, noNaN: true }), 2],
  ['log', fc.double({ min: Number.MIN_VALUE, max: Number.MAX_VALUE, noNaN: true }), 2],
  ['log', fc.double({ min: 0.5, max: 2, noNaN: true }), 2],
  ['log1p', fc.double({ min: -0.999, max: 1e10, noNaN: true }), 3],
  ['log1p', fc.double({ min: -1e-6, max: 1e-6, noNaN: true }), 3],
  ['tanh', fc.double({ min: -25, max: 25, noNaN: true }), 3],
  ['tanh', fc.double({ min: -1e-3, max: 1e-3, noNaN: true }), 3],
  ['cosh', fc.double({ min: -710, max: 710, noNaN: true }), 3],
];

describe('fast deterministic math', () => {
  it.each(UNARY)('%s is within a few ulps of the correctly rounded value', (name, arb, maxUlps) => {
    const f = fast[name] as (x: number) => number;
    const g = ref[name] as (x: number) => number;
    fc.assert(
      fc.property(arb, (x) => ulps(f(x), g(x)) <= maxUlps),
      { numRuns: 300 },
    );
  });

  it('is close on a grid of awkward arguments: powers of two, near 1, near the ends of the range', () => {
    const xs = [1, 2, 0.5, Math.SQRT2, Math.SQRT1_2, 1 + 2 ** -52, 1 - 2 ** -53, 1e-300, 5e-324, 1e300, Number.MAX_VALUE, Math.E, 10, 0.1];
    for (const x of xs) {
      expect(ulps(fast.log(x), ref.log(x)), `log(${x})`).toBeLessThanOrEqual(2);
      expect(ulps(fast.exp(Math.log2(x)), ref.exp(Math.log2(x))), `exp(${Math.log2(x)})`).toBeLessThanOrEqual(2);
    }
    for (const x of [709.78, -708, -700, 1e-20, -1e-20, 0.34657359027997264, 0.3466]) expect(ulps(fast.exp(x), ref.exp(x)), `exp(${x})`).toBeLessThanOrEqual(2);
  });

  it('pow is within (4 + 2·|y·ln x|) ulps, and exact where det-math is', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-6, max: 1e6, noNaN: true }), fc.double({ min: -30, max: 30, noNaN: true }), (x, y) => ulps(fast.pow(x, y), ref.pow(x, y)) <= 4 + 2 * Math.abs(y * Math.log(x))),
      { numRuns: 300 },
    );
    expect([fast.pow(1.1, 2), fast.pow(3, -1), fast.pow(2, 0.5), fast.pow(7, 1), fast.pow(0, 3), fast.pow(0, -1), fast.pow(-2, 0.5), fast.pow(5, 0)]).toEqual([1.1 * 1.1, 1 / 3, Math.SQRT2, 7, 0, Infinity, NaN, 1]);
    expect(ulps(fast.pow(-2, 3), -8)).toBeLessThanOrEqual(8);
    expect(ulps(fast.pow(-2, 4), 16)).toBeLessThanOrEqual(8);
  });

  it('keeps the special values of Math.*', () => {
    expect([fast.exp(Infinity), fast.exp(-Infinity), fast.exp(NaN), fast.exp(710), fast.exp(-746)]).toEqual([Infinity, 0, NaN, Infinity, 0]);
    expect([fast.log(0), fast.log(-1), fast.log(Infinity), fast.log(NaN), fast.log(1)]).toEqual([-Infinity, NaN, Infinity, NaN, 0]);
    expect([fast.expm1(0), fast.expm1(-0), fast.expm1(-Infinity), fast.expm1(Infinity)]).toEqual([0, -0, -1, Infinity]);
    expect([fast.log1p(0), fast.log1p(-0), fast.log1p(-1), fast.log1p(-2), fast.log1p(Infinity), fast.log1p(1e-300)]).toEqual([0, -0, -Infinity, NaN, Infinity, 1e-300]);
    expect([fast.tanh(0), fast.tanh(-0), fast.tanh(Infinity), fast.tanh(-30), fast.tanh(NaN)]).toEqual([0, -0, 1, -1, NaN]);
    expect([fast.cosh(0), fast.cosh(Infinity), fast.cosh(-800)]).toEqual([1, Infinity, Infinity]);
    // Subnormal results: the same doubles as the correctly rounded ones or within an ulp of them.
    expect(Math.abs(fast.exp(-740) - ref.exp(-740))).toBeLessThanOrEqual(Number.MIN_VALUE);
  });
});
