// Simplest radical form of an integer: ⁿ√a = k·ⁿ√m with m free of n-th powers
// (√12 = 2√3, ∛54 = 3∛2), shared by square-root and root. Trial division is
// bounded by MAX_RADICAND so a request can never run long.
import { formatNumber } from '../../core/numeric.ts';
import * as det from '../../core/det-math.ts';

/** Largest |a| simplified: trial division up to √a ≤ 10⁶ steps. */
export const MAX_RADICAND = 1e12;

const SUPERSCRIPT: Record<string, string> = { 0: '⁰', 1: '¹', 2: '²', 3: '³', 4: '⁴', 5: '⁵', 6: '⁶', 7: '⁷', 8: '⁸', 9: '⁹' };

/** The radical sign for index n: √, ∛, ∜, then ⁵√, ⁶√, … */
export const radicalSign = (n: number) => (n === 2 ? '√' : n === 3 ? '∛' : n === 4 ? '∜' : `${String(n).replace(/\d/g, (d) => SUPERSCRIPT[d])}√`);

/** a = outside^n × inside with inside free of n-th powers (a ≥ 0 integer ≤ MAX_RADICAND, n ≥ 2 integer). */
export function extractPowers(a: number, n: number): { outside: number; inside: number } {
  let outside = 1;
  let inside = 1;
  let rest = a; // the part not yet factored
  for (let p = 2; p * p <= rest; p++) {
    let count = 0;
    while (rest % p === 0) {
      rest /= p;
      count++;
    }
    outside *= det.pow(p, Math.floor(count / n));
    inside *= det.pow(p, count % n);
  }
  // What is left is 1 or a prime of multiplicity 1 < n.
  return { outside, inside: inside * rest };
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
