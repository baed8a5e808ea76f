// How a page reads each result value (engines/core/contract.ts, Reading):
// derived from the field's unit, so a declaration states only the exceptions
// (`reads` in ui.outputs). The rules, per unit:
// - money ('currency', 'currency per …'): grouped, 2 decimals, the visitor's currency sign;
// - SI units (A, V, W, Ω, F, H, Hz, s, J, C, S, VA, var, Wh, Ah, m): an SI prefix at
//   4 significant digits (2.553 mA, 14.06 mW; which prefixes per unit: engines/core/si-format.ts);
// - percentages and percentage points: rounded to 2 decimals (53.42 %, 6.5 %);
// - grade points: exactly 2 decimals (3.29, 3.00);
// - every other listed unit (already prefixed, logarithmic, imperial, counts of things):
//   about 4 significant digits, never rounding away whole digits (13.86 kW, 1,200 cycles);
// - no unit: 4 significant digits, but on math pages 10 (a calculator's display, for
//   any unit read at significant digits), and on developer pages the number as computed (codes);
// - booleans: Yes / No; text as it is.
// A unit not listed here has no default: the registry test asks for a `reads`
// (or for the unit to be added here) when an example answer shows such a number.
import type { Area, Reading } from '../core/contract.ts';
import { takesPrefix } from '../core/si-format.ts';

const MONEY: Reading = { as: 'money' };
const SI: Reading = { as: 'si', digits: 4 };
const PERCENT: Reading = { as: 'round', decimals: 2 };
const GRADE_POINTS: Reading = { as: 'fixed', decimals: 2 };
const FOUR_DIGITS: Reading = { as: 'digits', digits: 4 };

const PERCENT_UNITS = ['%', '% per year', '% per month', '% per period', '%/year', '% off', 'percentage points', '%/°C'];
const GRADE_POINT_UNITS = ['grade points', 'grade points × credits'];
/** Units shown as they are, at about 4 significant digits. */
const PLAIN_UNITS = [
  // already prefixed or derived electrical units
  'kW', 'kVA', 'kvar', 'kWh', 'kWh/day', 'MJ', 'mV', 'µV', 'mA', 'nA', 'pF', 'nC', 'ns', 'ms', 'mΩ', 'µm', 'µF', 'GHz', 'MHz',
  'nH/m', 'nH/mm', 'pF/m', 'pF/mm', 'ns/m', 'nV/√Hz', 'pA/√Hz', 'A/mm²', 'mV/°C', 'V/V', 'V/m', 'S/m', 'm/s', 'mAh', 'eV', 'e',
  'µH', 'µJ', 'Ω/km', 'Ω·m', 'ps/mm', 'ps/in', 'ppm', 'ppm/K', 'rad/s', 'rad/m',
  // logarithmic, thermal and angles
  'dB', 'dBm', 'dBi', 'dBc', 'dBFS', 'dBµV', 'dBm/Hz', 'K', '°C', '°F', '°R', '°C/W', 'K/W', '°', 'rad', 'λ',
  // lengths and areas
  'mm', 'mm²', 'cm', 'km', 'mi', 'in', 'in²', 'ft', 'mil', 'mil²', 'cmil', 'kcmil', 'm²', 'ft·MHz', 'AWG', 'SWG',
  // time and counts of things
  'h', 'min', 'h/day', 'days', 'months', 'years', 'periods', 'per year', 'cycles', 'credits', 'points', 'units', 'bits', 'bytes', 'LSB', ':1',
  // ratios and multipliers ('—' marks a dimensionless quantity)
  '×', '—',
];

const BY_UNIT = new Map<string, Reading>([
  ...PERCENT_UNITS.map((u): [string, Reading] => [u, PERCENT]),
  ...GRADE_POINT_UNITS.map((u): [string, Reading] => [u, GRADE_POINTS]),
  ...PLAIN_UNITS.map((u): [string, Reading] => [u, FOUR_DIGITS]),
]);

/** A calculator's display: math pages read their numbers at 10 significant digits. */
const MATH_DIGITS: Reading = { as: 'digits', digits: 10 };

const UNITLESS: Record<Area, Reading> = {
  math: MATH_DIGITS,
  dev: { as: 'plain' },
  electrical: FOUR_DIGITS,
  finance: FOUR_DIGITS,
  grade: FOUR_DIGITS,
};

/** The default reading of a number in `unit`, or null when the unit has none (declare `reads`). */
export function unitReading(unit: string | null | undefined, area: Area): Reading | null {
  if (!unit) return UNITLESS[area];
  if (unit === 'currency' || unit.startsWith('currency ')) return MONEY;
  if (takesPrefix(unit)) return SI;
  const reading = BY_UNIT.get(unit) ?? null;
  return area === 'math' && reading === FOUR_DIGITS ? MATH_DIGITS : reading;
}

/**
 * The reading of a result field shown in `unit` (its own, or the answer's for a
 * headline without one): its declared `reads`, else the unit's default.
 */
export const readingFor = (hint: { reads?: Reading } | undefined, unit: string | null | undefined, area: Area): Reading | null => hint?.reads ?? unitReading(unit, area);

/** The reading of a result field in its declared unit. */
export const readingOf = (hint: { unit?: string; reads?: Reading } | undefined, area: Area): Reading | null => readingFor(hint, hint?.unit, area);
