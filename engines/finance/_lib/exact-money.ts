// Cent rounding decided on the exact value. Every input of a finance engine is a
// finite decimal (a JSON number is read as the digits typed), so a sum, product or
// quotient of inputs is a rational number, and so are the loan, savings and
// compounding formulas over a whole number of periods. A half-cent tie
// (162 × 7 % / 12 = 0.945) is a property of that rational; a 50-digit decimal
// approximation of it (0.94499…9 or 0.94500…1) decides it by accident. So the
// roundings a user sees are taken from the exact rational (BigInt), never from the
// approximation alone.
import { Decimal } from 'decimal.js';
import { parseDecimal } from '../../core/exact-decimal.ts';
import { type Rational, ratFromDecimal, rational } from '../../core/exact-rational.ts';
import { Money, dec, growthFactor, toCents } from './money.ts';

export type { Rational };

/** The exact value of a decimal.js value, or of a JSON number read as its shortest decimal (0.1 is 1/10). */
export function exactOf(x: Decimal | number): Rational {
  const text = typeof x === 'number' ? String(x) : x.toFixed();
  const read = parseDecimal(text, Number.POSITIVE_INFINITY);
  // Unreachable for finite inputs: both forms are plain or exponent decimal notation.
  if (!read.ok) throw new RangeError(`not a finite decimal: ${text}`);
  return ratFromDecimal(read.value);
}

export const ONE: Rational = rational(1n);
export const int = (k: number | bigint): Rational => rational(BigInt(k));

// Arithmetic on fractions left as they come, not in lowest terms. Finance only rounds its
// exact values (to the cent, or up to a whole number), which any n/d with d > 0 gives; reducing
// costs a gcd by Euclid's algorithm, which on the 60,000-bit powers (1 + i)^n of a long loan at a
// rate with many decimals took seconds per answer, while the products themselves take microseconds.
export const ratMul = (a: Rational, b: Rational): Rational => ({ n: a.n * b.n, d: a.d * b.d });
/** a ÷ b; b must be non-zero (callers check first). */
export function ratDiv(a: Rational, b: Rational): Rational {
  if (b.n === 0n) throw new RangeError('division of an exact value by zero');
  return b.n < 0n ? { n: -a.n * b.d, d: a.d * -b.n } : { n: a.n * b.d, d: a.d * b.n };
}
export const ratAdd = (a: Rational, b: Rational): Rational => (a.d === b.d ? { n: a.n + b.n, d: a.d } : { n: a.n * b.d + b.n * a.d, d: a.d * b.d });
export const ratSub = (a: Rational, b: Rational): Rational => ratAdd(a, { n: -b.n, d: b.d });

/** A percentage as an exact fraction per period: ratePct / (100 × periodsPerYear); 7 % monthly is 7/1200. */
export const exactRatePerPeriod = (ratePct: number, periodsPerYear: number): Rational => {
  const q = ratDiv(exactOf(ratePct), int(100 * periodsPerYear));
  return rational(q.n, q.d); // in lowest terms (small numbers): the powers of 1 + i stay as small as they can
};

const abs = (x: bigint) => (x < 0n ? -x : x);

/** q in whole cents: halves away from zero ('half-away'), or the next cent up ('up'). Exact. */
function roundCents(q: Rational, mode: 'half-away' | 'up'): Decimal {
  const n = q.n * 100n;
  let cents = n / q.d; // truncated toward zero
  const rest = n % q.d; // carries the sign of n
  if (mode === 'half-away' && 2n * abs(rest) >= q.d) cents += n < 0n ? -1n : 1n;
  if (mode === 'up' && rest > 0n) cents += 1n;
  return dec(cents.toString()).div(100);
}

/** Nearest cent of an exact value, halves away from zero (0.945 → 0.95, −0.945 → −0.95). */
export const centsOf = (q: Rational): Decimal => roundCents(q, 'half-away');

/** The next cent at or above an exact value (300 stays 300.00; 300.0001 → 300.01). */
export const centsUpOf = (q: Rational): Decimal => roundCents(q, 'up');

/** The smallest whole number at or above an exact value (a count that must be reached). */
export function ceilOf(q: Rational): Decimal {
  const t = q.n / q.d;
  return dec((q.n % q.d > 0n ? t + 1n : t).toString());
}

/**
 * Largest exact power computed: 2^18 bits (~79,000 digits) in numerator and
 * denominator together, a few milliseconds of BigInt work. (1 + 7/1200)^360 needs
 * about 3,700 bits; 30 years of daily compounding at a rate with four decimals
 * about 330,000, and is then left to the 50-digit value (see decideCents).
 */
const MAX_EXACT_BITS = 1 << 18;

const bitLength = (x: bigint) => abs(x).toString(16).length * 4;

/** base^k for a whole k ≥ 0, or undefined when the result would exceed MAX_EXACT_BITS. */
export function exactPower(base: Rational, k: number): Rational | undefined {
  if (!Number.isSafeInteger(k) || k < 0) return undefined;
  if ((bitLength(base.n) + bitLength(base.d)) * k > MAX_EXACT_BITS) return undefined;
  // A power of a fraction in lowest terms is in lowest terms.
  return { n: base.n ** BigInt(k), d: base.d ** BigInt(k) };
}

/**
 * A 50-digit value lies this close (relative) to a rounding boundary only when the
 * exact value is on it (a tie) or astronomically near it: the approximation's own
 * error (50 digits, a few roundings per squaring of the power) is ~10 orders of magnitude smaller.
 */
const NEAR_BOUNDARY = dec('1e-35');

/** 100·x lies within a relative NEAR_BOUNDARY of a whole number + `boundary` (a half cent, or a whole cent). */
function nearBoundary(x: Decimal, boundary: 0 | 0.5): boolean {
  const c = x.times(100);
  const frac = c.minus(c.floor()); // in [0, 1)
  const distance = boundary === 0.5 ? frac.minus(0.5).abs() : Money.min(frac, dec(1).minus(frac));
  return distance.lte(c.abs().plus(1).times(NEAR_BOUNDARY));
}

/**
 * Nearest cent (halves away from zero) of a value computed to 50 digits whose exact
 * rational `exact()` can give. Away from a half cent the approximation rounds the
 * same way as the exact value; near one, the exact value decides. `exact` returns
 * undefined when it is too large to compute (see MAX_EXACT_BITS): then the
 * 50-digit value decides, which is wrong only for a value within 1e-44 of a half cent.
 */
export function decideCents(approx: Decimal, exact: () => Rational | undefined): Decimal {
  if (!nearBoundary(approx, 0.5)) return toCents(approx);
  const q = exact();
  return q ? centsOf(q) : toCents(approx);
}

/** The next cent at or above, decided like decideCents: near a whole cent the exact value says whether it is reached. */
export function decideCentsUp(approx: Decimal, exact: () => Rational | undefined): Decimal {
  if (!nearBoundary(approx, 0)) return approx.toDecimalPlaces(2, Decimal.ROUND_CEIL);
  const q = exact();
  return q ? centsUpOf(q) : approx.toSignificantDigits(40).toDecimalPlaces(2, Decimal.ROUND_CEIL);
}

/** A rational to 50 digits. */
const approxOf = (q: Rational): Decimal => dec(q.n.toString()).div(q.d.toString());

/** (1 + i)^n exactly, or undefined when too large (see MAX_EXACT_BITS). */
export const exactGrowth = (i: Rational, n: number): Rational | undefined => exactPower(ratAdd(ONE, i), n);

/** Exact level payment P·i·(1 + i)^n / ((1 + i)^n − 1) (P / n when i = 0), or undefined when too large. */
export function exactLevelPayment(principal: Rational, i: Rational, n: number): Rational | undefined {
  if (i.n === 0n) return ratDiv(principal, int(n));
  const interestOnly = ratMul(principal, i);
  const g = exactGrowth(i, n);
  if (g) return ratDiv(ratMul(interestOnly, g), ratSub(g, ONE));
  if (i.n < 0n) return undefined;
  // Too long a term for the exact power: payment = P·i + r with r = P·i / ((1 + i)^n − 1) > 0.
  // P·i + r rounds like P·i when 100·r stays below the headroom 1 − frac(100·P·i + 1/2) to the
  // next rounding boundary (a tie at P·i then goes up, as the payment just above it does). r is
  // bounded from above with a factor 2 to spare the 50-digit error; without the headroom, undefined.
  const remainderBound = approxOf(interestOnly).div(growthFactor(approxOf(i), n).minus(1)).times(2);
  const y = ratAdd(ratMul(interestOnly, int(100)), rational(1n, 2n));
  const headroom = rational(y.d - (y.n % y.d), y.d);
  return remainderBound.times(100).lt(approxOf(headroom)) ? interestOnly : undefined;
}

/** Exact end-of-period deposit target·i / ((1 + i)^n − 1) (target / n when i = 0), or undefined when too large. */
export function exactSinkingDeposit(target: Rational, i: Rational, n: number): Rational | undefined {
  if (i.n === 0n) return ratDiv(target, int(n));
  const g = exactGrowth(i, n);
  return g && ratDiv(ratMul(target, i), ratSub(g, ONE));
}
