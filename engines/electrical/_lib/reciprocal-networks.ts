// Reciprocal sums: resistors in parallel, capacitors in series and current
// division all combine as 1/X = Σ 1/Xi (Horowitz & Hill, The Art of
// Electronics, 3rd ed., §1.2.2 and §1.4.1). Shared by parallel-resistor,
// series-capacitor and current-divider so the maths and the "missing element
// for a target" solver are written once.

/**
 * 1 / Σ(1/xi) for values > 0, written m / Σ(m/xi) with m the smallest value: every term is at most 1,
 * so the sum cannot overflow (two 1e-308 F capacitors in series gave Σ 1/Ci = Infinity and C = 0).
 */
export function reciprocalSum(values: readonly number[]): number {
  const m = Math.min(...values);
  let sum = 0;
  for (const x of values) sum += m / x;
  return m / sum;
}

export type MissingTerm =
  | { ok: true; value: number }
  /** 'equal': the known elements already give the target (the missing one must be infinite); 'beyond': the target cannot be reached. */
  | { ok: false; reason: 'equal' | 'beyond'; combined: number };

/**
 * The element x that brings the reciprocal combination of `known` plus x to `target`:
 * 1/x = 1/target − Σ 1/known. Adding an element can only lower the combination, so a
 * target at or above the combination of the known elements has no finite answer.
 * With no known elements the answer is the target itself.
 */
export function missingReciprocalTerm(known: readonly number[], target: number): MissingTerm {
  if (known.length === 0) return { ok: true, value: target };
  const combined = reciprocalSum(known);
  // x = target·combined / (combined − target): one subtraction, so exact inputs give exact answers.
  const gap = combined - target;
  if (Math.abs(gap) <= 1e-12 * combined) return { ok: false, reason: 'equal', combined };
  if (gap < 0) return { ok: false, reason: 'beyond', combined };
  const product = target * combined;
  // The product form is exact for exact inputs; the quotient form avoids its overflow or underflow at extreme magnitudes.
  return { ok: true, value: product !== 0 && Number.isFinite(product) ? product / gap : target / (1 - target / combined) };
}

/** Share of the total taken by each element of a reciprocal network: (1/xi) / Σ(1/xj). */
export function reciprocalShares(values: readonly number[]): number[] {
  const total = reciprocalSum(values);
  return values.map((x) => total / x);
}
