// What a number field takes, read once from its declaration: the unit its
// number is in (the `unit` of its hint, or the option chosen in its unit select),
// whether SI prefixes and RKM codes apply, whether it is money, and the names of
// its unit select's options. Everything here is derived: an engine declares a
// field's unit once, as a symbol people read ('mA', 'µF', 'mil', '°C').
import { parseRational } from '../exact-rational.ts';
import type { FieldHint } from '../contract.ts';
import type { FieldQuantity } from './read.ts';
import { findUnit, UNITS, unitSymbol, type Dimension, type Unit, type UnitDef } from './units.ts';

/** Units a select's options may name besides the table: temperature scales by letter, the elementary charge. */
const TEMPERATURE_LETTERS: Record<string, string> = { C: '°C', F: '°F', K: 'K', R: '°R' };
const CONTEXTUAL = UNITS.filter((u) => u.contextual);

/** A few units of each dimension, for messages ("A, mA or µA"). */
const EXAMPLES: Partial<Record<Dimension, string>> = {
  voltage: 'V, mV or kV',
  current: 'A, mA or µA',
  resistance: 'Ω, kΩ or MΩ',
  conductance: 'S, mS or µS',
  capacitance: 'F, µF, nF or pF',
  inductance: 'H, mH, µH or nH',
  frequency: 'Hz, kHz, MHz or GHz',
  time: 's, ms, µs, min or h',
  length: 'm, mm, µm, mil or in',
  area: 'm², mm², in² or mil²',
  power: 'W, mW or kW',
  'apparent power': 'VA or kVA',
  'reactive power': 'var or kvar',
  energy: 'J, Wh or kWh',
  charge: 'C, mAh or Ah',
  temperature: '°C, K or °F',
  ratio: '% or ppm',
};

const orList = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`);

/** Money: an amount whose unit is the currency the caller chose. */
const isMoney = (unit: string | undefined) => unit !== undefined && /^currency\b/.test(unit);

/** The table's unit for a declared unit text, if it names one exactly ('mA', 'uF', '%', '% per year'). */
function declaredUnit(text: string | undefined): Unit | undefined {
  if (!text) return undefined;
  return findUnit(text, CONTEXTUAL) ?? (text.startsWith('% per ') ? findUnit('%') : undefined);
}

/**
 * The field as its declaration describes it. `selectOptions`: the values of the enum that chooses this field's
 * unit (C_unit for C), when it has one; the number is then in the chosen unit (see withUnit).
 */
export function fieldQuantity(hint: Partial<FieldHint> | undefined, kind: 'number' | 'integer', selectOptions?: readonly string[]): FieldQuantity {
  const names = new Map<string, Unit>();
  let unit = declaredUnit(hint?.unit);
  const options = selectOptions ? selectUnits(selectOptions) : undefined;
  if (options) {
    for (const [value, u] of options) names.set(value, u);
    unit = options.values().next().value;
  } else if (hint?.units?.length) {
    // Units only a page offers (a loan term in months or years): factors of the field's own unit.
    const own = localUnit(hint.units[0].value, 1);
    for (const { value, factor } of hint.units) names.set(value, value === hint.units[0].value ? own : localUnit(value, factor, own.def));
    unit = own;
  }
  const prefixes = kind === 'number' && (hint?.prefixes ?? (unit?.def.prefixable === true));
  const dimension = unit?.def.dimension;
  const examples = names.size ? orList([...names.keys()].map((k) => unitSymbol(names.get(k)!))) : unit ? (EXAMPLES[dimension!] ?? unitSymbol(unit)) : 'a plain number';
  return {
    unit: unit ?? null,
    prefixes,
    money: isMoney(hint?.unit),
    names,
    context: [...(unit?.def.contextual ? [unit.def] : []), ...[...names.values()].filter((u) => u.def.contextual).map((u) => u.def)],
    ...(hint?.unit && !unit ? { literal: hint.unit } : {}),
    examples,
    ...(hint?.difference ? { difference: true } : {}),
  };
}

/** The same field with its number in `unit` (a select's choice). */
export const withUnit = (field: FieldQuantity, unit: Unit): FieldQuantity => ({ ...field, unit });

/**
 * Option value → unit, for a select whose options all name units of one dimension ('uF', 'nF', 'pF';
 * 'C', 'K', 'F' as temperature scales; 'e', 'C' as charges); undefined when they do not.
 */
export function selectUnits(options: readonly string[]): Map<string, Unit> | undefined {
  for (const read of [(v: string) => findUnit(v, CONTEXTUAL), (v: string) => findUnit(TEMPERATURE_LETTERS[v] ?? v, CONTEXTUAL)]) {
    const units = options.map(read);
    if (units.every((u): u is Unit => u !== undefined) && new Set(units.map((u) => u.def.dimension)).size === 1) return new Map(options.map((v, i) => [v, units[i]]));
  }
  return undefined;
}

/** A unit only one field knows ("years" = 12 "months" in a loan term). */
function localUnit(symbol: string, factor: number, base?: UnitDef): Unit {
  const exact = parseRational(String(factor));
  if (!exact.ok) throw new Error(`unit ${symbol}: factor ${factor} is not a decimal`);
  const def: UnitDef = { symbol, dimension: base?.dimension ?? (`${symbol} of this field` as Dimension), factor: exact.value, spellings: [symbol], words: [], prefixable: false };
  return { def, exponent: 0 };
}
