// Test-only exact arithmetic for the grade engines: BigInt rationals built from
// the decimal text of a number, independent of decimal.js used by the engines.
export type Q = readonly [bigint, bigint];

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
const norm = ([n, d]: Q): Q => {
  const g = gcd(n, d) || 1n;
  return d < 0n ? [-n / g, -d / g] : [n / g, d / g];
};

/** The decimal a JSON number prints as (plain notation only, as the tests use). */
export function q(x: number | string): Q {
  const s = String(x);
  const neg = s.startsWith('-');
  const [int, frac = ''] = (neg ? s.slice(1) : s).split('.');
  const n = BigInt(int + frac) * (neg ? -1n : 1n);
  return norm([n, 10n ** BigInt(frac.length)]);
}
export const add = (a: Q, b: Q) => norm([a[0] * b[1] + b[0] * a[1], a[1] * b[1]]);
export const sub = (a: Q, b: Q) => add(a, [-b[0], b[1]]);
export const mul = (a: Q, b: Q) => norm([a[0] * b[0], a[1] * b[1]]);
export const div = (a: Q, b: Q) => norm([a[0] * b[1], a[1] * b[0]]);
export const cmp = (a: Q, b: Q) => {
  const d = a[0] * b[1] - b[0] * a[1];
  return d < 0n ? -1 : d > 0n ? 1 : 0;
};
export const total = (xs: Q[]) => xs.reduce(add, [0n, 1n] as Q);
export const toNumber = (a: Q) => Number(a[0]) / Number(a[1]);

/** Rounded half up (away from zero) to `places` decimals, as a number. */
export function roundHalfUp(a: Q, places = 2): number {
  const scale = 10n ** BigInt(places);
  const [n, d] = a;
  const abs = n < 0n ? -n : n;
  const r = (abs * scale * 2n + d) / (2n * d);
  return (Number(r) / Number(scale)) * (n < 0n ? -1 : 1);
}

/** Relative closeness for doubles that should be the nearest double of an exact value. */
export const near = (got: number, want: number, rel = 1e-14) => Math.abs(got - want) <= rel * Math.max(1, Math.abs(want));
