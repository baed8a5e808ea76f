// Decimal arithmetic for the grade engines. Grade points (3.67), credits (1.5)
// and percentages are decimals people type; reading them as decimals and
// dividing once at 40 digits means 3 × 3.67 is 11.01 and a needed score of
// exactly 100 % is 100, not 100.00000000000001 (which would flip reachability).
import { Decimal } from 'decimal.js';

/** A private clone: no other module's Decimal settings can change grade results. */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Dec = Decimal;

/** A JSON number read as the decimal it prints as (0.1 is 0.1). */
export const dec = (x: number | string): Dec => new Dec(x);

export const sum = (xs: Dec[]): Dec => xs.reduce((a, b) => a.plus(b), new Dec(0));

/** The double nearest the exact value. */
export const num = (x: Dec): number => x.toNumber();

/** Rounded half up to `places` decimals, as a double (display figures such as a 2-decimal GPA). */
export const rounded = (x: Dec, places = 2): number => x.toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toNumber();
