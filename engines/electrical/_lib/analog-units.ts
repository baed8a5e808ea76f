// Unit selects of the analog circuit engines (parallel-resistor, current-divider,
// diode-equation, led-resistor): people type resistors in kΩ and currents in mA
// or fA, so those fields get an explicit unit and the engines convert to Ω and A here.
// ASCII 'u' stands for µ so values can be typed in query strings.
import * as z from 'zod/mini';

/** Ohms per unit. */
export const RESISTANCE_UNITS = { ohm: 1, kohm: 1e3, Mohm: 1e6 } as const;
export type ResistanceUnit = keyof typeof RESISTANCE_UNITS;
export const resistanceUnitField = (fallback: ResistanceUnit) => z._default(z.enum(['ohm', 'kohm', 'Mohm']), fallback);
export const RESISTANCE_UNIT_OPTIONS = [
  { value: 'ohm', label: 'Ω' },
  { value: 'kohm', label: 'kΩ' },
  { value: 'Mohm', label: 'MΩ' },
];
export const RESISTANCE_SYMBOL: Record<ResistanceUnit, string> = { ohm: 'Ω', kohm: 'kΩ', Mohm: 'MΩ' };

/** Amperes per unit. */
export const CURRENT_UNITS = { A: 1, mA: 1e-3, uA: 1e-6, nA: 1e-9, pA: 1e-12, fA: 1e-15 } as const;
export type CurrentUnit = keyof typeof CURRENT_UNITS;
const CURRENT_UNIT_NAMES = Object.keys(CURRENT_UNITS) as [CurrentUnit, ...CurrentUnit[]];
export const currentUnitField = (fallback: CurrentUnit) => z._default(z.enum(CURRENT_UNIT_NAMES), fallback);
export const currentUnitSymbol = (u: CurrentUnit) => u.replace(/^u/, 'µ');
