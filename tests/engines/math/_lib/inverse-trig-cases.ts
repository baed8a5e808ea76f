// Shared checks of the arcsin, arccos and arctan tests: the special values
// (the double nearest sin/tan of each multiple of 15°, from mathjs BigNumber)
// and a correctly-rounded reference in both units.
import { expect } from 'vitest';
import { result } from '../../../helpers/calc.ts';
import { ref } from './real-math-kit.ts';

/** [k, the double nearest sin(k·15°)] for k = −6…6, and the same for tan with k = −5…5. */
export const SIN_SPECIALS = Array.from({ length: 13 }, (_, i) => i - 6).map((k) => [k, ref(`sin(${k} * pi / 12)`)] as const);
export const TAN_SPECIALS = Array.from({ length: 11 }, (_, i) => i - 5).map((k) => [k, ref(`tan(${k} * pi / 12)`)] as const);

/** The engine answer for x equals mathjs in both units (correctly rounded). */
export function expectReference(id: string, fn: 'asin' | 'acos' | 'atan', x: number) {
  const r = result(id, { x });
  expect(r.rad, `${id} ${x} rad`).toBe(ref(`${fn}(x)`, { x }));
  expect(r.deg, `${id} ${x} deg`).toBe(ref(`${fn}(x) * 180 / pi`, { x }));
  return r;
}
