// The units a page offers beside a number that has no unit select of its own
// (a supply voltage in V: mV, V, kV), and beside a result a visitor may read in
// another unit (a trace width in mil: mm, mil, in…). Derived once from the
// quantity's dimension in the one unit table (engines/core/quantity/units.ts),
// with the declared unit always among them and the one chosen by default.
// A result shown in another unit is converted exactly (rationals, as the
// input layer converts "3 mm" into mil) and rounded once, for reading only: the
// answer's JSON keeps the declared unit.
import { parseDecimal } from '../core/exact-decimal.ts';
import { ratFromDecimal, rationalToNumber } from '../core/exact-rational.ts';
import { convert } from '../core/quantity/read.ts';
import { findUnit, unitSymbol, type Dimension, type Unit } from '../core/quantity/units.ts';

/** A few common units per dimension, as people choose them (symbols the unit table reads). */
const COMMON: Partial<Record<Dimension, readonly string[]>> = {
  voltage: ['mV', 'V', 'kV'],
  current: ['µA', 'mA', 'A'],
  resistance: ['Ω', 'kΩ', 'MΩ'],
  conductance: ['µS', 'mS', 'S'],
  capacitance: ['pF', 'nF', 'µF', 'F'],
  inductance: ['nH', 'µH', 'mH', 'H'],
  frequency: ['Hz', 'kHz', 'MHz', 'GHz'],
  time: ['µs', 'ms', 's', 'min', 'h'],
  length: ['mm', 'cm', 'm', 'km', 'mil', 'in', 'ft'],
  area: ['mm²', 'cm²', 'm²', 'mil²', 'in²'],
  power: ['mW', 'W', 'kW', 'MW'],
  'apparent power': ['VA', 'kVA', 'MVA'],
  'reactive power': ['var', 'kvar'],
  energy: ['J', 'kJ', 'Wh', 'kWh'],
  charge: ['mAh', 'Ah', 'C'],
  temperature: ['°C', 'K', '°F'],
  mass: ['g', 'kg', 'lb'],
};

/**
 * Dimensions whose results a page lets a visitor read in another unit: those with units that are
 * not just the same unit with another SI prefix (results in V, A, Ω, W, F, H or Hz already read
 * with the prefix that fits: 25.53 mA).
 */
const RESULT_DIMENSIONS = new Set<Dimension>(['length', 'area', 'temperature', 'time', 'energy', 'charge', 'mass']);

/**
 * The units a page offers for a quantity in `unit` (its declared unit): the common units of its
 * dimension, the declared one first when it is not among them; undefined for a dimension without
 * choices (ratios, angles, levels in dB) and for temperature differences.
 */
export function unitChoices(unit: Unit | null | undefined, difference = false): string[] | undefined {
  if (!unit || unit.def.isolated || unit.def.contextual) return undefined;
  const common = COMMON[unit.def.dimension];
  if (!common) return undefined;
  // °C and K differ by an offset a difference must not take (FieldHint.difference): no other unit is offered for one.
  if (unit.def.dimension === 'temperature' && difference) return undefined;
  const own = unitSymbol(unit);
  return common.includes(own) ? [...common] : [own, ...common];
}

/** The units a result field in `declared` may be read in (see RESULT_DIMENSIONS), or undefined. */
export function resultUnitChoices(declared: string | undefined, difference = false): string[] | undefined {
  const unit = declared ? findUnit(declared) : undefined;
  if (!unit || !RESULT_DIMENSIONS.has(unit.def.dimension) || unitSymbol(unit) !== declared) return undefined;
  return unitChoices(unit, difference);
}

/** The unit an option names ('µA', 'kΩ', '°F'). */
export const unitOf = (symbol: string): Unit | undefined => findUnit(symbol);

/** `value` in `from` read in `to` (same dimension), converted exactly and rounded once; undefined when it cannot be. */
export function convertValue(value: number, from: string, to: string): number | undefined {
  if (from === to) return value;
  const a = findUnit(from);
  const b = findUnit(to);
  if (!a || !b || a.def.dimension !== b.def.dimension || a.def.isolated || b.def.isolated || !Number.isFinite(value)) return undefined;
  const read = parseDecimal(String(value));
  if (!read.ok) return undefined;
  const n = rationalToNumber(convert(ratFromDecimal(read.value), a, b));
  return Number.isFinite(n) ? n + 0 : undefined;
}
