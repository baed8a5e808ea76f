// Units and magnitude checks for passive components and times, shared by the
// filter, RC, RLC and 555 engines: people type capacitors in µF/nF/pF and
// inductors in mH/µH, so every such field has an explicit unit select and the
// engines convert to SI (F, H, s) once, here, with the same error codes.
import * as z from 'zod/mini';
import type { Outcome } from '../../core/contract.ts';
import { fail } from '../../core/outcome.ts';
import { formatNumber } from '../../core/numeric.ts';
import { requirePositive } from './rf-units.ts';

/** Farads per unit. ASCII 'u' stands for µ so the values can be typed in query strings. */
export const CAPACITANCE_UNITS = { F: 1, mF: 1e-3, uF: 1e-6, nF: 1e-9, pF: 1e-12 } as const;
/** Henries per unit. */
export const INDUCTANCE_UNITS = { H: 1, mH: 1e-3, uH: 1e-6, nH: 1e-9 } as const;
/** Seconds per unit. */
export const TIME_UNITS = { s: 1, ms: 1e-3, us: 1e-6, ns: 1e-9 } as const;

export type CapacitanceUnit = keyof typeof CAPACITANCE_UNITS;
export type InductanceUnit = keyof typeof INDUCTANCE_UNITS;
export type TimeUnit = keyof typeof TIME_UNITS;

const keysOf = <T extends Record<string, number>>(t: T) => Object.keys(t) as [keyof T & string, ...(keyof T & string)[]];

export const capacitanceUnitField = (fallback: CapacitanceUnit) => z._default(z.enum(keysOf(CAPACITANCE_UNITS)), fallback);
export const inductanceUnitField = (fallback: InductanceUnit) => z._default(z.enum(keysOf(INDUCTANCE_UNITS)), fallback);
export const timeUnitField = (fallback: TimeUnit) => z._default(z.enum(keysOf(TIME_UNITS)), fallback);

/** Select options that show µ while the value stays ASCII. */
export const unitOptions = (units: Record<string, number>) => Object.keys(units).map((u) => ({ value: u, label: u.replace(/^u/, 'µ') }));

/** An SI value shown in the unit the user chose, e.g. 2.533e-9 F in nF → "2.53303 nF". */
export function formatInUnit(si: number, units: Record<string, number>, unit: string): string {
  return `${formatNumber(si / units[unit], 6)} ${unit.replace(/^u/, 'µ')}`;
}

/** Capacitance in F, or CAPACITANCE_MUST_BE_POSITIVE. */
export function capacitanceFarads(field: string, value: number, unit: CapacitanceUnit): number | Outcome<never> {
  const si = value * CAPACITANCE_UNITS[unit];
  return requirePositive(field, value, si, 'CAPACITANCE_MUST_BE_POSITIVE', `Capacitance ${field}`, `100 ${unit}`) ?? si;
}

/** Inductance in H, or INDUCTANCE_MUST_BE_POSITIVE. */
export function inductanceHenries(field: string, value: number, unit: InductanceUnit): number | Outcome<never> {
  const si = value * INDUCTANCE_UNITS[unit];
  return requirePositive(field, value, si, 'INDUCTANCE_MUST_BE_POSITIVE', `Inductance ${field}`, `10 ${unit}`) ?? si;
}

/** A duration in s that must be above 0 (a pulse width, a target time), or TIME_MUST_BE_POSITIVE. */
export function durationSeconds(field: string, value: number, unit: TimeUnit): number | Outcome<never> {
  const si = value * TIME_UNITS[unit];
  return requirePositive(field, value, si, 'TIME_MUST_BE_POSITIVE', `Time ${field}`, `1 ${unit}`) ?? si;
}

/**
 * A resistance in Ω that must be above 0: 0 Ω gets the spec's RESISTANCE_MUST_BE_NONZERO
 * (the formulas divide by it or it shorts the circuit), a negative value RESISTANCE_MUST_BE_POSITIVE.
 */
export function resistanceOhms(field: string, value: number, why: string): number | Outcome<never> {
  if (value === 0) return fail('RESISTANCE_MUST_BE_NONZERO', field, `${field} = 0 Ω: ${why}`, `Give ${field} > 0 Ω, e.g. 1000.`);
  if (value < 0) return fail('RESISTANCE_MUST_BE_POSITIVE', field, `${field} = ${value} Ω: a physical resistor has a positive resistance.`, `Give ${field} > 0 Ω (drop the minus sign).`);
  return value;
}
