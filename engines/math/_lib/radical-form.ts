// Simplest radical form of an integer: ⁿ√a = k·ⁿ√m with m free of n-th powers
// (√12 = 2√3, ∛54 = 3∛2), shared by square-root and root. The factorisation is
// bounded by MAX_RADICAND so a request can never run long.
import { formatNumber } from '../../core/numeric.ts';
import { primeFactors } from './exact-integer.ts';

/** Largest |a| simplified: the factorisation's limit (exact-integer.ts FACTOR_LIMIT). */
export const MAX_RADICAND = 1e12;

const SUPERSCRIPT: Record<string, string> = { 0: '⁰', 1: '¹', 2: '²', 3: '³', 4: '⁴', 5: '⁵', 6: '⁶', 7: '⁷', 8: '⁸', 9: '⁹' };

/** The radical sign for index n: √, ∛, ∜, then ⁵√, ⁶√, … */
export const radicalSign = (n: number) => (n === 2 ? '√' : n === 3 ? '∛' : n === 4 ? '∜' : `${String(n).replace(/\d/g, (d) => SUPERSCRIPT[d])}√`);

/**
 * a = outside^n × inside with inside free of n-th powers (a ≥ 0 integer ≤ MAX_RADICAND, n ≥ 2 integer),
 * from a's prime factorisation; every power is a divisor of a, so the products are exact doubles.
 * (Trial division with a det-math power for each of 10^6 trial divisors took 1.1 s for a prime near 10^12.)
 */
export function extractPowers(a: number, n: number): { outside: number; inside: number } {
  if (a <= 1) return { outside: 1, inside: a };
  let outside = 1;
  let inside = 1;
  for (const { prime, exponent } of primeFactors(BigInt(a))) {
    const p = Number(prime);
    for (let k = 0; k < Math.floor(exponent / n); k++) outside *= p;
    for (let k = 0; k < exponent % n; k++) inside *= p;
  }
  return { outside, inside };
}

/**
 * Simplest radical form of ⁿ√a for a whole number |a| ≤ MAX_RADICAND, or
 * undefined when a is not a whole number in range, n is 1 or n is beyond 64.
 * A negative a under an odd index keeps its sign outside (∛−54 = −3∛2); under
 * an even index the result is imaginary and ends in i (√−12 = 2√3 i).
 */
export function radicalForm(a: number, n: number): string | undefined {
  if (!Number.isInteger(a) || Math.abs(a) > MAX_RADICAND || n < 2 || n > 64) return undefined;
  const { outside, inside } = extractPowers(Math.abs(a), n);
  const sign = a < 0 && n % 2 === 1 ? '-' : '';
  const imaginary = a < 0 && n % 2 === 0 ? ' i' : '';
  if (inside === 1 || a === 0) return `${sign}${formatNumber(a === 0 ? 0 : outside)}${imaginary ? 'i' : ''}`;
  return `${sign}${outside === 1 ? '' : formatNumber(outside)}${radicalSign(n)}${formatNumber(inside)}${imaginary}`;
}
