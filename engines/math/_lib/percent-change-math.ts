// Signed percent change (new − old) / |old| × 100, shared by the percentage
// engine's change mode and the percent-change engine. The absolute value in
// the denominator keeps the sign of the result equal to the direction of the
// change when the old value is negative (−50 → −25 is a 50 % increase).
import type { Outcome } from '../../core/contract.ts';
import { fail } from '../../core/outcome.ts';
import { real, type Real } from './real-decimal.ts';

export const PERCENT_CHANGE_CONVENTION =
  'Percent change is signed and measured against the size of the old value: (new − old) / |old| × 100, so a rise is positive even from a negative start (−50 → −25 is +50 %).';

/** (newValue − oldValue) / |oldValue| × 100 in exact decimal; `oldField` names the old value in errors. */
export function percentChange(oldValue: number, newValue: number, oldField: string): Real | Outcome<never> {
  if (oldValue === 0) {
    return newValue === 0
      ? fail('UNDEFINED', oldField, 'From 0 to 0 the percent change is 0 ÷ 0, which is undefined.', `Give a non-zero ${oldField}; a change from 0 has no percentage.`)
      : fail('DIVISION_BY_ZERO', oldField, `A change from 0 to ${newValue} cannot be expressed as a percentage of 0.`, `Give a non-zero ${oldField}, or report the absolute change ${newValue} instead.`);
  }
  return real(newValue).minus(oldValue).div(real(oldValue).abs()).times(100);
}

export type Direction = 'increase' | 'decrease' | 'no change';

export const directionOf = (signedChange: number): Direction => (signedChange > 0 ? 'increase' : signedChange < 0 ? 'decrease' : 'no change');
