// Constants, unit tables and input checks shared by the RF engines (wavelength,
// antenna length, FSPL, link budget, receiver sensitivity, coax, skin depth…),
// so every RF page offers the same units and rejects bad magnitudes the same way.
import * as z from 'zod/mini';
import type { Outcome } from '../../core/contract.ts';
import { fail } from '../../core/outcome.ts';
import * as det from '../../core/det-math.ts';

/** Speed of light in vacuum, m/s (exact by the SI definition of the metre). */
export const SPEED_OF_LIGHT = 299_792_458;
/** Boltzmann constant, J/K (exact since the 2019 SI redefinition). */
export const BOLTZMANN = 1.380649e-23;
/** Reference temperature of noise figure, K (IEEE Std 161 / Friis 1944: T0 = 290 K). */
export const T0_KELVIN = 290;
/** Vacuum permeability, H/m (CODATA 2018; equals 4π × 10⁻⁷ to about 1 part in 10⁹). */
export const MU0 = 1.25663706212e-6;
/** Vacuum permittivity, F/m: 1 / (μ0 c²). */
export const EPS0 = 1 / (MU0 * SPEED_OF_LIGHT * SPEED_OF_LIGHT);
/** Impedance of free space, Ω: μ0 c ≈ 376.73 Ω. */
export const ETA0 = MU0 * SPEED_OF_LIGHT;

// ---- Frequency -------------------------------------------------------------

export const FREQUENCY_UNITS = { Hz: 1, kHz: 1e3, MHz: 1e6, GHz: 1e9 } as const;
export type FrequencyUnit = keyof typeof FREQUENCY_UNITS;
const FREQUENCY_UNIT_NAMES = Object.keys(FREQUENCY_UNITS) as [FrequencyUnit, ...FrequencyUnit[]];

/** Schema of a frequency unit field (Hz, kHz, MHz, GHz) with the default a page starts with. */
export const frequencyUnitField = (fallback: FrequencyUnit) => z._default(z.enum(FREQUENCY_UNIT_NAMES), fallback);

// ---- Length ----------------------------------------------------------------

/** Metres per unit; ft, in, mil and mi are the international (1959) definitions, nmi is 1852 m exactly. */
export const LENGTH_UNITS = {
  m: 1,
  km: 1e3,
  cm: 1e-2,
  mm: 1e-3,
  um: 1e-6,
  mil: 25.4e-6,
  in: 0.0254,
  ft: 0.3048,
  mi: 1609.344,
  nmi: 1852,
} as const;
export type LengthUnit = keyof typeof LENGTH_UNITS;

/** Schema of a length unit field restricted to the units that make sense for the quantity. */
export const lengthUnitField = <U extends LengthUnit>(allowed: readonly [U, ...U[]], fallback: U) => z._default(z.enum(allowed), fallback);

/** A length in metres expressed in several display units. */
export function lengthIn(meters: number, units: readonly LengthUnit[]): Record<string, number> {
  return Object.fromEntries(units.map((u) => [u, meters / LENGTH_UNITS[u]]));
}

// ---- Power and decibels ----------------------------------------------------

export const POWER_UNITS = ['dBm', 'dBW', 'W', 'mW'] as const;
export type PowerUnit = (typeof POWER_UNITS)[number];
export const powerUnitField = (fallback: PowerUnit) => z._default(z.enum(POWER_UNITS), fallback);

/** 10·log10 of a power ratio. */
export const ratioToDb = (ratio: number) => 10 * det.log10(ratio);
/** Power ratio of a decibel value. */
export const dbToRatio = (db: number) => det.pow(10, db / 10);
export const wattsToDbm = (watts: number) => ratioToDb(watts) + 30;
export const dbmToWatts = (dbm: number) => det.pow(10, (dbm - 30) / 10);

/** A power in any of POWER_UNITS as dBm; linear powers must be above 0 (checked by `powerInDbm`). */
function toDbm(value: number, unit: PowerUnit): number {
  switch (unit) {
    case 'dBm':
      return value;
    case 'dBW':
      return value + 30;
    case 'W':
      return wattsToDbm(value);
    case 'mW':
      return ratioToDb(value);
  }
}

/** A power as dBm, or the error that explains why it has no logarithm (0 or negative watts). */
export function powerInDbm(field: string, value: number, unit: PowerUnit): number | Outcome<never> {
  if ((unit === 'W' || unit === 'mW') && !(value > 0)) {
    return fail('POWER_MUST_BE_POSITIVE', field, `${field} = ${value} ${unit}: a power in ${unit} must be above 0 to have a level in dBm.`, `Give ${field} > 0 ${unit}, or give the level in dBm (any real number).`);
  }
  return toDbm(value, unit);
}

// ---- Input checks ----------------------------------------------------------

/**
 * The error for a quantity that must be above 0 (given as `value` in the user's unit,
 * `si` after conversion), or undefined when it is fine. A conversion that overflows or
 * underflows to 0 is reported instead of silently producing 0 or Infinity downstream.
 */
export function requirePositive(field: string, value: number, si: number, code: string, what: string, example: string): Outcome<never> | undefined {
  if (!(value > 0)) return fail(code, field, `${what} must be above 0; got ${value}.`, `Give ${field} > 0, e.g. ${example}.`);
  if (!Number.isFinite(si) || si === 0) {
    return fail('INPUT_OUT_OF_RANGE', field, `${what} ${value} cannot be represented in SI units as a double.`, `Give ${field} with a realistic magnitude, or in another unit.`);
  }
  return undefined;
}

/** A frequency in Hz, or the error for a non-positive / unrepresentable one. */
export function frequencyHz(field: string, value: number, unit: FrequencyUnit): number | Outcome<never> {
  const hz = value * FREQUENCY_UNITS[unit];
  return requirePositive(field, value, hz, 'FREQUENCY_MUST_BE_POSITIVE', `Frequency ${field}`, `100 ${unit}`) ?? hz;
}

/** A length in metres, or the error (with `code`) for a non-positive / unrepresentable one. */
export function lengthMeters(field: string, value: number, unit: LengthUnit, code: string, what: string): number | Outcome<never> {
  const m = value * LENGTH_UNITS[unit];
  return requirePositive(field, value, m, code, what, `1 ${unit}`) ?? m;
}

/** Velocity factor v/c of a line or medium: (0, 1]. */
export function velocityFactorError(field: string, vf: number): Outcome<never> | undefined {
  if (vf > 0 && vf <= 1) return undefined;
  return fail('VELOCITY_FACTOR_OUT_OF_RANGE', field, `Velocity factor ${vf} is outside (0, 1]: waves on a line travel at a fraction of c, never faster.`, 'Use a value in (0, 1]: 1 for air / free space, about 0.66 for solid-PE coax, 0.82–0.85 for foam PE, 0.695 for PTFE.');
}
