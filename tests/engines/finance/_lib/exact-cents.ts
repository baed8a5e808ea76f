// Reference arithmetic for the finance tie tests: exact rationals on BigInt and
// integer-cent rounding, written here from the definitions and sharing nothing
// with the engines (not their decimal.js setup, not engines/math's rationals).

/** n/d with d > 0 (not reduced: only compared and rounded). */
export interface Q {
  n: bigint;
  d: bigint;
}

/** A decimal literal or a JSON number, exactly as written: 3.875 → 3875/1000. */
export function Q(x: number | string | bigint): Q {
  const text = String(x);
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) throw new Error(`not a plain decimal: ${text}`);
  const frac = m[3] ?? '';
  const n = BigInt(m[2] + frac);
  return { n: m[1] ? -n : n, d: 10n ** BigInt(frac.length) };
}

export const add = (a: Q, b: Q): Q => ({ n: a.n * b.d + b.n * a.d, d: a.d * b.d });
export const sub = (a: Q, b: Q): Q => ({ n: a.n * b.d - b.n * a.d, d: a.d * b.d });
export const mul = (a: Q, b: Q): Q => ({ n: a.n * b.n, d: a.d * b.d });
export function div(a: Q, b: Q): Q {
  if (b.n === 0n) throw new Error('division by zero');
  return b.n < 0n ? { n: -a.n * b.d, d: a.d * -b.n } : { n: a.n * b.d, d: a.d * b.n };
}
export const pow = (a: Q, k: number): Q => ({ n: a.n ** BigInt(k), d: a.d ** BigInt(k) });

const abs = (x: bigint) => (x < 0n ? -x : x);

/** Whole cents of q, halves away from zero (commercial rounding). */
export function centsHalfAway(q: Q): bigint {
  const twice = (2n * 100n * abs(q.n)) / q.d; // floor(200|q|)
  const c = (twice + 1n) / 2n; // floor(100|q| + 1/2)
  return q.n < 0n ? -c : c;
}

/** Whole cents of q rounded up (ceiling). */
export function centsUp(q: Q): bigint {
  const n = 100n * q.n;
  const t = n / q.d;
  return n % q.d > 0n ? t + 1n : t;
}

/** Smallest integer ≥ q. */
export function ceilQ(q: Q): bigint {
  const t = q.n / q.d;
  return q.n % q.d > 0n ? t + 1n : t;
}

/** q is exactly half-way between two cents (x.xx5 with nothing after). */
export const isHalfCentTie = (q: Q) => (200n * q.n) % q.d === 0n && (100n * q.n) % q.d !== 0n;

/** q is a whole number of cents. */
export const isWholeCents = (q: Q) => (100n * q.n) % q.d === 0n;

/** Cents as the JSON number an engine returns (95n → 0.95, the double nearest 95/100). */
export const asMoney = (cents: bigint) => Number(cents) / 100;

/** ratePct / (100 × periodsPerYear) as an exact fraction. */
export const periodicRate = (ratePct: number, periodsPerYear: number) => div(Q(ratePct), Q(100 * periodsPerYear));

const ONE = Q(1);

/**
 * A level-payment loan's schedule in integer cents: payment = the exact annuity payment rounded to the
 * cent, each month's interest = balance × ratePct / 1200 exactly, rounded half away from zero (`tie`
 * marks an exact half cent); the last month, or one the payment would overshoot, clears the balance.
 */
export function centSchedule(principal: number, ratePct: number, n: number) {
  const i = periodicRate(ratePct, 12);
  const exactPayment = ratePct === 0 ? div(Q(principal), Q(n)) : (() => {
    const g = pow(add(ONE, i), n);
    return div(mul(mul(Q(principal), i), g), sub(g, ONE));
  })();
  const payment = centsHalfAway(exactPayment);
  let balance = centsHalfAway(Q(principal));
  const rows: { period: number; interest: bigint; tie: boolean; payment: bigint; principal: bigint; balance: bigint }[] = [];
  for (let k = 1; k <= n && balance > 0n; k++) {
    const exactInterest = mul({ n: balance, d: 100n }, i);
    const interest = centsHalfAway(exactInterest);
    let part = payment - interest;
    let paid = payment;
    if (k === n || part >= balance) {
      part = balance;
      paid = balance + interest;
    }
    balance -= part;
    rows.push({ period: k, interest, tie: isHalfCentTie(exactInterest), payment: paid, principal: part, balance });
  }
  return { payment, exactPayment, rows };
}
