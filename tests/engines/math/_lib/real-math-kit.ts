// Test kit of the algebra / logarithm / trigonometry math engines: the public
// conformance vectors of a tool, error assertions, and two independent
// references — exact rationals on BigInt (for +, −, ×, ÷ and integer powers)
// and mathjs BigNumber at 60 digits (for roots, logarithms and trig), both
// reduced to the nearest double only at the end.
import { all, create } from 'mathjs';
import { expect } from 'vitest';
import { failure, run } from '../../../helpers/calc.ts';

// ---- conformance vectors -----------------------------------------------------

export { conformanceVectors } from '../../../helpers/conformance.ts';

// ---- errors --------------------------------------------------------------------

/** The answer is rejected with `code` on `field` (HTTP 400 unless http says 200 for status invalid) and a usable suggestion. */
export function expectRejected(tool: string, inputs: Record<string, unknown>, code: string, field: string | undefined, http = 400) {
  const f = failure(tool, inputs);
  expect({ http: f.http, code: f.code, field: f.field }, JSON.stringify(f.body)).toEqual({ http, code, field });
  expect(f.suggestion?.length ?? 0, 'suggestion').toBeGreaterThan(8);
  if (http === 200) expect((f.body as { status: string }).status).toBe('invalid');
}

/** Warning codes of a successful answer. */
export function warningCodes(tool: string, inputs: Record<string, unknown>): string[] {
  const a = run(tool, inputs);
  expect(a.http, JSON.stringify(a.body)).toBe(200);
  return ((a.body as { warnings: { code: string }[] }).warnings ?? []).map((w) => w.code);
}

// ---- mathjs BigNumber reference --------------------------------------------------

export const big = create(all, { number: 'BigNumber', precision: 60 });

/** The double nearest a mathjs BigNumber expression evaluated to 60 digits (scope values are read as their decimals); −0 reads as 0. */
export const ref = (expr: string, scope: Record<string, number> = {}): number =>
  Number(big.evaluate(expr, Object.fromEntries(Object.entries(scope).map(([k, v]) => [k, big.bignumber(String(v))]))).toString()) + 0;

/** |got − want| ≤ rel·|want| (or exactly equal), with a readable message. */
export function expectClose(got: unknown, want: number, rel = 1e-15, label = '') {
  expect(typeof got, label).toBe('number');
  const g = got as number;
  if (g === want) return;
  expect(Math.abs(g - want), `${label} got ${g}, want ${want}`).toBeLessThanOrEqual(rel * Math.abs(want));
}

/** Distance in units in the last place between two doubles of the same sign. */
export function ulps(a: number, b: number): number {
  if (a === b) return 0;
  const buf = new DataView(new ArrayBuffer(16));
  buf.setFloat64(0, a);
  buf.setFloat64(8, b);
  const d = buf.getBigInt64(0) - buf.getBigInt64(8);
  return Number(d < 0n ? -d : d);
}

// ---- exact rationals -------------------------------------------------------------

/** An exact rational n/d (d > 0). */
export type Q = { n: bigint; d: bigint };

const gcd = (a: bigint, b: bigint): bigint => {
  a = a < 0n ? -a : a;
  b = b < 0n ? -b : b;
  while (b) [a, b] = [b, a % b];
  return a;
};
const norm = (n: bigint, d: bigint): Q => {
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d) || 1n;
  return { n: n / g, d: d / g };
};

/** A double read as the decimal it prints as (String(0.1) = "0.1"), exactly. */
export function q(x: number | string): Q {
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i.exec(String(x));
  if (!m) throw new Error(`not a decimal: ${x}`);
  const [, sign, int, frac = '', e = '0'] = m;
  const exp = Number(e) - frac.length;
  const digits = BigInt(sign + int + frac);
  return exp >= 0 ? norm(digits * 10n ** BigInt(exp), 1n) : norm(digits, 10n ** BigInt(-exp));
}
export const add = (a: Q, b: Q) => norm(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Q, b: Q) => norm(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Q, b: Q) => norm(a.n * b.n, a.d * b.d);
export const div = (a: Q, b: Q) => norm(a.n * b.d, a.d * b.n);
export const abs = (a: Q): Q => ({ n: a.n < 0n ? -a.n : a.n, d: a.d });
export const pow = (a: Q, k: number): Q => (k >= 0 ? norm(a.n ** BigInt(k), a.d ** BigInt(k)) : div(q(1), pow(a, -k)));

/** The double nearest n/d: 40 significant digits of the quotient, then the (correctly rounding) string-to-double conversion. */
export function num(a: Q): number {
  if (a.n === 0n) return 0;
  const neg = a.n < 0n;
  const n = neg ? -a.n : a.n;
  const shift = 40 - (n.toString().length - a.d.toString().length);
  const scaled = shift >= 0 ? (n * 10n ** BigInt(shift)) / a.d : n / (a.d * 10n ** BigInt(-shift));
  return Number(`${neg ? '-' : ''}${scaled}e${-shift}`);
}
