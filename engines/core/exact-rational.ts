// Exact rationals on BigInt: numerator and denominator in lowest terms with a
// positive denominator. Used wherever a math engine promises exactness
// (fractions, ratios, exact quotients); no double touches the value until the
// final conversion to a JSON number.
import { type Decimal, MAX_DECIMAL_DIGITS, cleanNumberText, parseDecimal } from './exact-decimal.ts';

export interface Rational {
  /** Numerator, carries the sign. */
  n: bigint;
  /** Denominator, always > 0. */
  d: bigint;
}

export const absBigInt = (x: bigint) => (x < 0n ? -x : x);

/** Greatest common divisor of |a| and |b| (gcd(0, 0) = 0). */
export function gcdBigInt(a: bigint, b: bigint): bigint {
  a = absBigInt(a);
  b = absBigInt(b);
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/** Least common multiple of |a| and |b|; 0 when either is 0. */
export function lcmBigInt(a: bigint, b: bigint): bigint {
  if (a === 0n || b === 0n) return 0n;
  return absBigInt((a / gcdBigInt(a, b)) * b);
}

/** n/d in lowest terms. A zero denominator is a programming error: callers check first and answer with a code. */
export function rational(n: bigint, d: bigint = 1n): Rational {
  if (d === 0n) throw new RangeError('rational with zero denominator');
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcdBigInt(n, d);
  return g > 1n ? { n: n / g, d: d / g } : { n, d };
}

export const ratFromDecimal = (x: Decimal): Rational => rational(x.coef, 10n ** BigInt(x.scale));
export const ratAdd = (a: Rational, b: Rational) => rational(a.n * b.d + b.n * a.d, a.d * b.d);
export const ratNeg = (a: Rational): Rational => ({ n: -a.n, d: a.d });
export const ratSub = (a: Rational, b: Rational) => ratAdd(a, ratNeg(b));
export const ratMul = (a: Rational, b: Rational) => rational(a.n * b.n, a.d * b.d);
/** a ÷ b; b must be non-zero (callers answer DIVISION_BY_ZERO first). */
export const ratDiv = (a: Rational, b: Rational) => rational(a.n * b.d, a.d * b.n);
export const ratIsZero = (a: Rational) => a.n === 0n;
export const ratCmp = (a: Rational, b: Rational): -1 | 0 | 1 => {
  const x = a.n * b.d;
  const y = b.n * a.d;
  return x < y ? -1 : x > y ? 1 : 0;
};

/** "3/4", "-7/2", or "5" for an integer. */
export const formatFraction = (q: Rational) => (q.d === 1n ? q.n.toString() : `${q.n}/${q.d}`);

/** Mixed number: "1 1/2", "-2 3/4", "3/4", "5". The sign belongs to the whole mixed number. */
export function formatMixed(q: Rational): string {
  const whole = absBigInt(q.n) / q.d;
  const rest = absBigInt(q.n) % q.d;
  const sign = q.n < 0n ? '-' : '';
  if (rest === 0n) return `${sign}${whole}`;
  return whole === 0n ? `${sign}${rest}/${q.d}` : `${sign}${whole} ${rest}/${q.d}`;
}

/**
 * d = 2^twos · 5^fives · rest with rest prime to 10 (d > 0). The twos come from the lowest set
 * bit; the fives are divided out by 5, 5², 5⁴, 5⁸… from the largest power that fits, so a
 * denominator like 10^600 takes a dozen BigInt divisions, not 1,200 (ratio of 1e-308 terms: 25 ms).
 */
function twosAndFives(d: bigint): { twos: number; fives: number; rest: bigint } {
  const twos = (d & -d).toString(2).length - 1;
  let rest = d >> BigInt(twos);
  const powers = [5n]; // 5^(2^j)
  while (powers[powers.length - 1] * powers[powers.length - 1] <= rest) powers.push(powers[powers.length - 1] * powers[powers.length - 1]);
  let fives = 0;
  for (let j = powers.length - 1; j >= 0; j--) {
    // Once per power at most: the largest squared exceeds rest, and what is left below 5^(2^(j+1)) holds fewer than 2^(j+1) fives.
    if (rest % powers[j] === 0n) {
      rest /= powers[j];
      fives += 1 << j;
    }
  }
  return { twos, fives, rest };
}

/** Digits before the repeating block, all the digits of a terminating decimal: max(v2(d), v5(d)) (1/8 = 0.125 → 3, 1/6 = 0.1(6) → 1). */
export function preperiodLength(q: Rational): number {
  const { twos, fives } = twosAndFives(q.d);
  return Math.max(twos, fives);
}

/** True when the decimal expansion ends (the denominator has no prime factor but 2 and 5). */
export const terminates = (q: Rational): boolean => twosAndFives(q.d).rest === 1n;

export interface Expansion {
  /** "0.1(6)", "2.5", "-0.(142857)"; ends with "…" when cut at the digit limit. */
  text: string;
  terminating: boolean;
  /** Digits after the point before the repeating block. */
  preperiod: string;
  /** The repeating block ("" when the expansion terminates). */
  repetend: string;
  truncated: boolean;
}

/**
 * Exact decimal expansion with the repeating block in parentheses. The
 * pre-period length is max(v2(d), v5(d)); the block ends when the remainder
 * after the pre-period comes back, so no remainder table is needed.
 */
export function decimalExpansion(q: Rational, maxDigits = 1000): Expansion {
  const sign = q.n < 0n ? '-' : '';
  const num = absBigInt(q.n);
  const whole = num / q.d;
  let rem = num % q.d;
  const preLength = preperiodLength(q);
  const nextDigit = () => {
    rem *= 10n;
    const digit = rem / q.d;
    rem %= q.d;
    return digit.toString();
  };
  let pre = '';
  while (pre.length < preLength && rem !== 0n && pre.length < maxDigits) pre += nextDigit();
  if (rem === 0n) return { text: pre ? `${sign}${whole}.${pre}` : `${sign}${whole}`, terminating: true, preperiod: pre, repetend: '', truncated: false };
  if (pre.length >= maxDigits) return { text: `${sign}${whole}.${pre}…`, terminating: false, preperiod: pre, repetend: '', truncated: true };
  const start = rem;
  let block = '';
  do block += nextDigit();
  while (rem !== start && pre.length + block.length < maxDigits);
  if (rem !== start) return { text: `${sign}${whole}.${pre}${block}…`, terminating: false, preperiod: pre, repetend: '', truncated: true };
  return { text: `${sign}${whole}.${pre}(${block})`, terminating: false, preperiod: pre, repetend: block, truncated: false };
}

/**
 * q rounded to `places` digits after the point, half away from zero (school
 * rounding), with exactly `places` digits. `exact` is true when nothing was lost.
 */
export function roundRational(q: Rational, places: number): { text: string; exact: boolean } {
  const scaled = absBigInt(q.n) * 10n ** BigInt(places);
  let units = scaled / q.d;
  const rem = scaled % q.d;
  if (2n * rem >= q.d) units += 1n; // the rest is at least half a unit: round away from zero
  const digits = units.toString().padStart(places + 1, '0');
  const body = places === 0 ? digits : `${digits.slice(0, digits.length - places)}.${digits.slice(digits.length - places)}`;
  return { text: units !== 0n && q.n < 0n ? `-${body}` : body, exact: rem === 0n };
}

/**
 * The nearest double: 40 significant digits by exact division plus a sticky
 * digit for any remainder, so the one decimal-to-double rounding is correct.
 * ±Infinity beyond the double range, 0 below it.
 */
export function rationalToNumber(q: Rational): number {
  if (q.n === 0n) return 0;
  const num = absBigInt(q.n);
  const k = Math.max(0, 40 - (num.toString().length - q.d.toString().length));
  const scaled = num * 10n ** BigInt(k);
  const sticky = scaled % q.d === 0n ? '0' : '1';
  return Number(`${q.n < 0n ? '-' : ''}${scaled / q.d}${sticky}e-${k + 1}`);
}

/**
 * Exact decimal text: every digit of a decimal that ends (however small: 5e-324 is written out), and for one that
 * repeats its block in brackets, cut with "…" after `digits` digits past the zeros that lead a value below 1.
 */
export function exactDecimalText(q: Rational, digits = 80): string {
  if (terminates(q)) return decimalExpansion(q, Number.MAX_SAFE_INTEGER).text;
  const lead = Math.max(0, q.d.toString().length - absBigInt(q.n).toString().length);
  return decimalExpansion(q, lead + digits).text;
}

/** Exact text: "5", "1.25", or "100/3" when the decimal does not end. */
export function formatExact(q: Rational): string {
  if (q.d === 1n) return q.n.toString();
  return terminates(q) ? decimalExpansion(q, Number.MAX_SAFE_INTEGER).text : formatFraction(q);
}

/** An exact integer for JSON (DECISIONS.md 6): a number when it is a safe integer, otherwise its decimal string. */
export function jsonInteger(x: bigint): number | string {
  return x <= BigInt(Number.MAX_SAFE_INTEGER) && x >= -BigInt(Number.MAX_SAFE_INTEGER) ? Number(x) : x.toString();
}

/**
 * A rational for JSON: the nearest double while it is finite and, for a
 * non-zero value, not flushed to 0; otherwise the exact text, so a success
 * never carries a non-finite or silently zero number.
 */
export function jsonValue(q: Rational): { value: number | string; inDoubleRange: boolean } {
  const x = rationalToNumber(q);
  if (Number.isFinite(x) && (x !== 0 || q.n === 0n)) return { value: x, inDoubleRange: true };
  return { value: formatExact(q), inDoubleRange: false };
}

export type RationalReading = { ok: true; value: Rational } | { ok: false; reason: 'syntax' | 'too_long' | 'zero_denominator'; digits: number };

/** A reading before reduction, so a method can show 75/100 before 3/4. */
export type UnreducedReading = { ok: true; n: bigint; d: bigint; repeating: boolean } | { ok: false; reason: 'syntax' | 'too_long' | 'zero_denominator'; digits: number };

const REPEATING = /^([+-]?)(\d*)\.(\d*)\((\d+)\)$/;

/**
 * Reads a rational from text: a decimal ("1.5", "2e-3"), a fraction ("3/4",
 * "-1.5/2") or a repeating decimal with the block in parentheses ("0.(3)" =
 * 1/3, "0.1(6)" = 1/6).
 */
export function parseRational(text: string, maxDigits = MAX_DECIMAL_DIGITS): RationalReading {
  const r = parseUnreduced(text, maxDigits);
  return r.ok ? { ok: true, value: rational(r.n, r.d) } : r;
}

/** As parseRational, without reducing: a decimal is digits / 10^places, a repeating decimal (IFB − IF) / (10^|F| · (10^|B| − 1)). */
export function parseUnreduced(text: string, maxDigits = MAX_DECIMAL_DIGITS): UnreducedReading {
  const t = cleanNumberText(text).replace(/\s+/g, '');
  const rep = REPEATING.exec(t);
  if (rep) {
    const [, sign, int, fixed, block] = rep;
    const digits = int.replace(/^0+/, '').length + fixed.length + block.length;
    if (digits > maxDigits) return { ok: false, reason: 'too_long', digits };
    // The usual shift-and-subtract: 10^(F+B)·x − 10^F·x removes the repeating tail.
    const n = BigInt(int + fixed + block) - BigInt(int + fixed || '0');
    const d = 10n ** BigInt(fixed.length) * (10n ** BigInt(block.length) - 1n);
    return { ok: true, n: sign === '-' ? -n : n, d, repeating: true };
  }
  const slash = t.indexOf('/');
  if (slash >= 0) {
    const top = parseDecimal(t.slice(0, slash), maxDigits);
    const bottom = parseDecimal(t.slice(slash + 1), maxDigits);
    if (!top.ok) return top;
    if (!bottom.ok) return bottom;
    if (bottom.value.coef === 0n) return { ok: false, reason: 'zero_denominator', digits: 0 };
    const q = ratDiv(ratFromDecimal(top.value), ratFromDecimal(bottom.value));
    return { ok: true, n: q.n, d: q.d, repeating: false };
  }
  const plain = parseDecimal(t, maxDigits);
  return plain.ok ? { ok: true, n: plain.value.coef, d: 10n ** BigInt(plain.value.scale), repeating: false } : plain;
}
