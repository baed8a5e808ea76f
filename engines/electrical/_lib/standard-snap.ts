// One rule for every "next standard value at or above", "nearest standard value"
// and "whole count at least" in the electrical engines (E-series, transformer
// ratings, resistor power ratings, cells, vias). A value computed in doubles lands
// a few ulps off an exact boundary (0.68 A / (2 · 50 Hz · 1 V) = 6800.000000000001 µF
// for exactly 6800 µF), and a strict comparison then picks the next size. Here a
// value within a relative 1e-9 of a boundary is that boundary: far above double
// noise (1e-16 per operation, ~1e-14 after a long formula) and far below any step
// between standard values (E192 steps by 1.2 %).

/** Relative tolerance within which a computed value equals a standard value or a whole count. */
export const SNAP_RELATIVE_TOLERANCE = 1e-9;

/** The assumption every engine that snaps states, in the same words. */
export const SNAP_ASSUMPTION =
  'Standard values and whole counts: a computed value within a relative 1e-9 of a standard value (or of a whole number) counts as equal to it, so floating-point noise such as 6800.000000000001 µF for an exact 6800 µF keeps 6800 instead of skipping to the next size; a value more than 1e-9 above a standard value takes the next one.';

const slack = (x: number) => Math.abs(x) * SNAP_RELATIVE_TOLERANCE;

/** value ≥ target, with values within the tolerance of target counting as equal. */
export const reaches = (value: number, target: number): boolean => value >= target - slack(target);

/** a and b are the same value up to the tolerance. */
export const sameValue = (a: number, b: number): boolean => Math.abs(a - b) <= slack(Math.max(Math.abs(a), Math.abs(b)));

/** The smallest entry of an ascending list that reaches `target`, or undefined when none does. */
export const smallestAtLeast = (ascending: readonly number[], target: number): number | undefined => ascending.find((v) => reaches(v, target));

/** The largest entry of an ascending list that `target` reaches (entry ≤ target), or undefined when none. */
export function largestAtMost(ascending: readonly number[], target: number): number | undefined {
  let best: number | undefined;
  for (const v of ascending) {
    if (!reaches(target, v)) break;
    best = v;
  }
  return best;
}

/** The smallest whole number ≥ x (x ≥ 0), a whole number within the tolerance counting as reached: 3.0000000000000004 → 3. */
export function countAtLeast(x: number): number {
  const whole = Math.round(x);
  return sameValue(x, whole) ? whole : Math.ceil(x);
}
