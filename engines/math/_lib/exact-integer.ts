// Exact integers for the gcf and lcm engines (and fraction parts): reading
// them from JSON numbers or digit strings without ever passing through a
// double, Euclid's algorithm with its steps, and small prime factorisations.
import { cleanNumberText, decimalDigitCount, normalizeDecimal, parseDecimal } from '../../core/exact-decimal.ts';
import { absBigInt, gcdBigInt } from '../../core/exact-rational.ts';

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

/** Largest number factored (write-ups of gcf/lcm, radical forms of square-root and root). */
export const FACTOR_LIMIT = 10n ** 12n;

export interface PrimePower {
  prime: bigint;
  exponent: number;
}

/**
 * Prime factorisation of 1 ≤ n ≤ FACTOR_LIMIT, primes ascending; 1 has no factors. Trial division
 * by the primes below 100, then Miller–Rabin says whether what is left is prime, and Pollard's rho
 * splits it when not. Trial division alone needed 333,000 divisions for a prime near 10^12 (7 ms;
 * ten of them in one GCF write-up, 20–60 ms); this takes well under a millisecond. Deterministic:
 * fixed bases and a fixed sequence of rho constants.
 */
export function primeFactors(n: bigint): PrimePower[] {
  if (n < 1n || n > FACTOR_LIMIT) throw new RangeError('primeFactors: n outside 1 … 10^12');
  const found: bigint[] = [];
  let rest = n;
  for (const p of PRIMES_BELOW_100) {
    while (rest % p === 0n) {
      rest /= p;
      found.push(p);
    }
  }
  const pending = rest > 1n ? [rest] : [];
  while (pending.length) {
    const m = pending.pop()!;
    if (isPrime(m)) found.push(m);
    else {
      const d = splitComposite(m);
      pending.push(d, m / d);
    }
  }
  found.sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
  const out: PrimePower[] = [];
  for (const p of found) {
    if (out.length && out[out.length - 1].prime === p) out[out.length - 1].exponent++;
    else out.push({ prime: p, exponent: 1 });
  }
  return out;
}

const PRIMES_BELOW_100 = [2n, 3n, 5n, 7n, 11n, 13n, 17n, 19n, 23n, 29n, 31n, 37n, 41n, 43n, 47n, 53n, 59n, 61n, 67n, 71n, 73n, 79n, 83n, 89n, 97n];

function powMod(base: bigint, exponent: bigint, m: bigint): bigint {
  let result = 1n;
  let b = base % m;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % m;
    b = (b * b) % m;
  }
  return result;
}

/**
 * Miller–Rabin with the bases 2, 3, 5, 7, 11, 13, 17: no composite below 341,550,071,728,321 passes
 * them all (Jaeschke 1993), far above FACTOR_LIMIT, so the answer is exact. n is odd and > 97 here.
 */
function isPrime(n: bigint): boolean {
  let d = n - 1n;
  let s = 0;
  while ((d & 1n) === 0n) {
    d >>= 1n;
    s++;
  }
  witness: for (const a of [2n, 3n, 5n, 7n, 11n, 13n, 17n]) {
    let x = powMod(a, d, n);
    if (x === 1n || x === n - 1n) continue;
    for (let r = 1; r < s; r++) {
      x = (x * x) % n;
      if (x === n - 1n) continue witness;
    }
    return false;
  }
  return true;
}

/** Steps of Pollard's rho before a composite is split by trial division instead (never reached for n ≤ 10^12 in tests). */
const RHO_MAX_STEPS = 200_000;

/**
 * A factor 1 < d < m of a composite m with no prime factor below 100: Brent's variant of Pollard's
 * rho on x ↦ x² + c mod m, c = 1, 2, … until one splits m (about √p steps for the smallest prime p,
 * at most 10^6 here: a few thousand). Trial division by 6k ± 1 bounds the worst case.
 */
function splitComposite(m: bigint): bigint {
  let steps = 0;
  for (let c = 1n; steps < RHO_MAX_STEPS; c++) {
    const f = (v: bigint) => (v * v + c) % m;
    let y = 2n;
    let x = y;
    let ys = y;
    let g = 1n;
    let q = 1n;
    for (let r = 1; g === 1n && steps < RHO_MAX_STEPS; r *= 2) {
      x = y;
      for (let i = 0; i < r; i++) y = f(y);
      for (let k = 0; k < r && g === 1n; k += 64) {
        ys = y;
        for (let i = 0; i < Math.min(64, r - k); i++) {
          y = f(y);
          q = (q * absBigInt(x - y)) % m;
        }
        steps += 64;
        g = gcdBigInt(q, m);
      }
    }
    // The batch product hit 0 mod m: step back one value at a time to the factor it passed.
    if (g === m) {
      do {
        ys = f(ys);
        g = gcdBigInt(absBigInt(x - ys), m);
      } while (g === 1n);
    }
    if (g !== m && g !== 1n) return g;
  }
  for (let p = 101n; p * p <= m; p += 2n) if (m % p === 0n) return p;
  return m; // unreachable: m is composite
}

/** "2^3 × 3 × 5^2"; "1" for the empty product. */
export const formatPrimePowers = (f: PrimePower[]) =>
  f.length ? f.map((p) => (p.exponent === 1 ? `${p.prime}` : `${p.prime}^${p.exponent}`)).join(' × ') : '1';

/** Value of a product of prime powers. */
export const multiplyPrimePowers = (f: PrimePower[]) => f.reduce((acc, p) => acc * p.prime ** BigInt(p.exponent), 1n);
