// Test kit for the finance engines: exact rational reference arithmetic
// (mathjs fractions, BigInt inside), the public conformance vectors of a tool,
// and one assertion for "rejected with this code, on this field, with a suggestion".
import { all, create, type Fraction } from 'mathjs';
import { expect } from 'vitest';
import { close, failure } from '../../../helpers/calc.ts';

/** One test per public conformance vector of a tool. */
export { conformanceVectors } from '../../../helpers/conformance.ts';

const math = create(all, { number: 'Fraction' });

/** An exact rational from a number's shortest decimal form (0.1 → 1/10), or from a/b. */
export const q = (a: number | string | bigint, b: number | bigint = 1): Fraction => math.divide(math.fraction(String(a)), math.fraction(String(b))) as Fraction;
export const add = (...xs: Fraction[]): Fraction => xs.reduce((s, x) => math.add(s, x) as Fraction);
export const sub = (a: Fraction, b: Fraction): Fraction => math.subtract(a, b) as Fraction;
export const mul = (...xs: Fraction[]): Fraction => xs.reduce((s, x) => math.multiply(s, x) as Fraction);
export const div = (a: Fraction, b: Fraction): Fraction => math.divide(a, b) as Fraction;
/** a^n for an integer n, exact. */
export const pow = (a: Fraction, n: number): Fraction => math.pow(a, n) as Fraction;

/** The rational as the nearest double (mathjs' own conversion overflows for long numerators). */
export function num(f: Fraction): number {
  const n = BigInt(f.s) * BigInt(f.n);
  const d = BigInt(f.d);
  const k = Math.max(40, d.toString().length - (n < 0n ? -n : n).toString().length + 40);
  return Number(`${(n * 10n ** BigInt(k)) / d}e-${k}`);
}

/** Exact level loan payment P·i / (1 − (1 + i)^−n), i = ratePct / 1200 (P / n without interest). */
export function exactLoanPayment(P: number, ratePct: number, n: number): Fraction {
  if (ratePct === 0) return div(q(P), q(n));
  const i = div(q(ratePct), q(1200));
  const g = pow(add(q(1), i), n);
  return div(mul(q(P), i, g), sub(g, q(1)));
}

/** Relative closeness with a message that shows both numbers. */
export function expectClose(got: unknown, want: number, rel = 1e-12, what = '') {
  expect(close(got, want, rel), `${what} got ${JSON.stringify(got)}, want ${want} (rel ${rel})`).toBe(true);
}

/** Rejected with `code` on `field`, with a suggestion a user can act on. */
export function expectRejected(tool: string, inputs: Record<string, unknown>, code: string, field: string) {
  const f = failure(tool, inputs);
  expect(f, JSON.stringify(f.body)).toMatchObject({ http: 400, code, field });
  expect(f.suggestion?.length ?? 0, `suggestion for ${code}`).toBeGreaterThan(10);
  return f;
}

/** The engine declares exactly the codes it returns (shared with the other areas' tests). */
export { declaresTheCodesItReturns } from '../../../helpers/declared-codes.ts';
