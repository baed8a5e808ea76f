// Exact integers for the gcf and lcm engines (and fraction parts): reading
// them from JSON numbers or digit strings without ever passing through a
// double, Euclid's algorithm with its steps, and small prime factorisations.
import { cleanNumberText, decimalDigitCount, normalizeDecimal, parseDecimal } from '../../core/exact-decimal.ts';
import { absBigInt } from '../../core/exact-rational.ts';

/** The spec's limit for gcf and lcm: each integer at most 48 digits. */
export const MAX_INTEGER_DIGITS = 48;

export type IntegerReading =
  | { ok: true; value: bigint }
  /**
   * syntax: not a number; not_integer: a number with a fractional part;
   * too_long: more digits than allowed; unsafe_number: a JSON number beyond
   * ±(2^53 − 1), which JSON parsing may already have rounded.
   */
  | { ok: false; reason: 'syntax' | 'not_integer' | 'too_long' | 'unsafe_number'; digits: number };

/**
 * Reads an exact integer from a JSON number (a safe integer) or text
 * ("123456789012345678901234567890", "-42", "1e3", "12.0").
 */
export function readInteger(raw: number | string, maxDigits = MAX_INTEGER_DIGITS): IntegerReading {
  if (typeof raw === 'number') {
    if (!Number.isFinite(raw)) return { ok: false, reason: 'syntax', digits: 0 };
    if (!Number.isInteger(raw)) return { ok: false, reason: 'not_integer', digits: 0 };
    if (!Number.isSafeInteger(raw)) return { ok: false, reason: 'unsafe_number', digits: String(Math.abs(raw)).length };
    return checkDigits(BigInt(raw), maxDigits);
  }
  const text = cleanNumberText(raw);
  if (/^[+-]?\d+$/.test(text)) {
    const digits = text.replace(/^[+-]?0*/, '').length;
    if (digits > maxDigits) return { ok: false, reason: 'too_long', digits };
    return { ok: true, value: BigInt(text) };
  }
  // Exponent or point forms that still name an integer ("1e3", "12.0"); the
  // digit bound keeps "1e999999" from being built.
  const parsed = parseDecimal(text, maxDigits + 1);
  if (!parsed.ok) return parsed;
  const d = normalizeDecimal(parsed.value);
  if (d.scale > 0) return { ok: false, reason: 'not_integer', digits: decimalDigitCount(d) };
  return checkDigits(d.coef, maxDigits);
}

function checkDigits(value: bigint, maxDigits: number): IntegerReading {
  const digits = value === 0n ? 1 : absBigInt(value).toString().length;
  return digits > maxDigits ? { ok: false, reason: 'too_long', digits } : { ok: true, value };
}

/** One line of Euclid's algorithm: dividend = quotient × divisor + remainder. */
export interface EuclidStep {
  dividend: bigint;
  divisor: bigint;
  quotient: bigint;
  remainder: bigint;
}

/**
 * Euclid's algorithm on |a| and |b| (not both 0), larger first: each step
 * divides the last divisor by the last remainder until the remainder is 0;
 * the last non-zero remainder (the last divisor) is the gcd. Euclid, Elements
 * VII.2; Knuth, TAOCP vol. 2, §4.5.2, Algorithm E.
 */
export function euclidSteps(a: bigint, b: bigint): { gcd: bigint; steps: EuclidStep[] } {
  let x = absBigInt(a);
  let y = absBigInt(b);
  if (x < y) [x, y] = [y, x];
  const steps: EuclidStep[] = [];
  while (y !== 0n) {
    const step = { dividend: x, divisor: y, quotient: x / y, remainder: x % y };
    steps.push(step);
    [x, y] = [y, step.remainder];
  }
  return { gcd: x, steps };
}

export const formatEuclidStep = (s: EuclidStep) => `${s.dividend} = ${s.quotient} × ${s.divisor} + ${s.remainder}`;

/** Largest number factored by trial division (√10^12 = 10^6 trial divisors, a few ms). */
export const FACTOR_LIMIT = 10n ** 12n;

export interface PrimePower {
  prime: bigint;
  exponent: number;
}

/** Prime factorisation of 1 ≤ n ≤ FACTOR_LIMIT by trial division by 2, 3 and 6k ± 1. 1 has no factors. */
export function primeFactors(n: bigint): PrimePower[] {
  if (n < 1n || n > FACTOR_LIMIT) throw new RangeError('primeFactors: n outside 1 … 10^12');
  const out: PrimePower[] = [];
  const divideOut = (p: bigint) => {
    let exponent = 0;
    while (n % p === 0n) {
      n /= p;
      exponent++;
    }
    if (exponent) out.push({ prime: p, exponent });
  };
  divideOut(2n);
  divideOut(3n);
  for (let p = 5n; p * p <= n; p += 6n) {
    divideOut(p);
    divideOut(p + 2n);
  }
  if (n > 1n) out.push({ prime: n, exponent: 1 });
  return out;
}

/** "2^3 × 3 × 5^2"; "1" for the empty product. */
export const formatPrimePowers = (f: PrimePower[]) =>
  f.length ? f.map((p) => (p.exponent === 1 ? `${p.prime}` : `${p.prime}^${p.exponent}`)).join(' × ') : '1';

/** Value of a product of prime powers. */
export const multiplyPrimePowers = (f: PrimePower[]) => f.reduce((acc, p) => acc * p.prime ** BigInt(p.exponent), 1n);
