// The units people type after a number, each with its dimension and its exact
// size in the dimension's base unit (a rational: 1 mil = 0.0000254 m, 1 °F =
// 5/9 K), so that converting "3 mm" into mil, or "5 min" into seconds, is
// exact arithmetic and rounds once, at the end. One table for every surface.
//
// Spellings are matched as typed (symbols are case-sensitive: mA is not MA);
// words of two or more letters also in any case ("Ohms", "VOLTS"). A prefixable
// unit takes an SI prefix (k, M, µ…): "kΩ", "mA", "GHz", "kWh".
import { parseRational, type Rational } from '../exact-rational.ts';

export type Dimension =
  | 'voltage'
  | 'current'
  | 'resistance'
  | 'conductance'
  | 'capacitance'
  | 'inductance'
  | 'frequency'
  | 'time'
  | 'length'
  | 'area'
  | 'power'
  | 'apparent power'
  | 'reactive power'
  | 'energy'
  | 'charge'
  | 'temperature'
  | 'ratio'
  | 'mass'
  | 'angle'
  | 'power level'
  | 'gain';

/** "a voltage", "an energy": for messages. */
export const withArticle = (d: Dimension) => `${/^[aeiou]/.test(d) ? 'an' : 'a'} ${d}`;

export interface UnitDef {
  /** How the unit is shown: "Ω", "mil", "°C". */
  symbol: string;
  dimension: Dimension;
  /** Size in the dimension's base unit. */
  factor: Rational;
  /** Added after scaling (temperature scales): base = value × factor + offset. */
  offset?: Rational;
  /** Other spellings matched exactly ("ohm" → Ω is a word; "\u2126" is a spelling). */
  spellings: string[];
  /** Words matched in any case. */
  words: string[];
  prefixable: boolean;
  /** Only in a field whose units include it (oz is copper weight in a copper field, a mass elsewhere). */
  contextual?: boolean;
  /** Not convertible exactly into the other units of its dimension (radians and degrees). */
  isolated?: boolean;
}

const q = (text: string): Rational => {
  const r = parseRational(text);
  if (!r.ok) throw new Error(`unit table: ${text} is not a rational`);
  return r.value;
};

type Row = [symbol: string, dimension: Dimension, factor: string, options?: { spellings?: string[]; words?: string[]; prefixable?: boolean; offset?: string; contextual?: boolean; isolated?: boolean }];

// Exact by definition: the inch is 0.0254 m (1959), the pound 0.45359237 kg, the
// electronvolt 1.602176634e-19 J (SI 2019); °F and °R are 5/9 K. One ounce of
// copper per square foot is taken as 1.378 mil, as the PCB engines do.
const ROWS: Row[] = [
  ['V', 'voltage', '1', { words: ['volt', 'volts'], prefixable: true }],
  ['A', 'current', '1', { words: ['amp', 'amps', 'ampere', 'amperes'], prefixable: true }],
  ['Ω', 'resistance', '1', { spellings: ['\u2126', 'R'], words: ['ohm', 'ohms'], prefixable: true }],
  ['S', 'conductance', '1', { words: ['siemens'], prefixable: true }],
  ['F', 'capacitance', '1', { words: ['farad', 'farads'], prefixable: true }],
  ['H', 'inductance', '1', { words: ['henry', 'henries', 'henrys'], prefixable: true }],
  ['Hz', 'frequency', '1', { words: ['hz', 'hertz'], prefixable: true }],
  ['s', 'time', '1', { words: ['sec', 'secs', 'second', 'seconds'], prefixable: true }],
  ['min', 'time', '60', { words: ['mins', 'minute', 'minutes'] }],
  ['h', 'time', '3600', { words: ['hr', 'hrs', 'hour', 'hours'] }],
  ['day', 'time', '86400', { words: ['days'] }],
  ['m', 'length', '1', { words: ['metre', 'metres', 'meter', 'meters'], prefixable: true }],
  ['cm', 'length', '0.01', { words: ['centimetre', 'centimetres', 'centimeter', 'centimeters'] }],
  ['in', 'length', '0.0254', { spellings: ['"', '″'], words: ['inch', 'inches'] }],
  ['mil', 'length', '0.0000254', { words: ['mils', 'thou'] }],
  ['ft', 'length', '0.3048', { spellings: ['′'], words: ['foot', 'feet'] }],
  ['yd', 'length', '0.9144', { words: ['yard', 'yards'] }],
  ['mi', 'length', '1609.344', { words: ['mile', 'miles'] }],
  ['nmi', 'length', '1852', { words: ['nautical mile', 'nautical miles'] }],
  ['oz', 'length', '0.0000350012', { spellings: ['oz/ft²', 'oz/ft2'], contextual: true }],
  ['e', 'charge', '1.602176634e-19', { contextual: true }],
  ['m²', 'area', '1', { spellings: ['m2', 'm^2'], words: ['sq m'] }],
  ['mm²', 'area', '0.000001', { spellings: ['mm2', 'mm^2'], words: ['sq mm'] }],
  ['cm²', 'area', '0.0001', { spellings: ['cm2', 'cm^2'] }],
  ['km²', 'area', '1000000', { spellings: ['km2', 'km^2'] }],
  ['in²', 'area', '0.00064516', { spellings: ['in2', 'in^2'], words: ['sq in'] }],
  ['mil²', 'area', '0.00000000064516', { spellings: ['mil2', 'mil^2'], words: ['sq mil'] }],
  ['ft²', 'area', '0.09290304', { spellings: ['ft2', 'ft^2'], words: ['sq ft'] }],
  ['W', 'power', '1', { words: ['watt', 'watts'], prefixable: true }],
  ['VA', 'apparent power', '1', { prefixable: true }],
  ['var', 'reactive power', '1', { spellings: ['VAR', 'VAr'], prefixable: true }],
  ['J', 'energy', '1', { words: ['joule', 'joules'], prefixable: true }],
  ['Wh', 'energy', '3600', { prefixable: true }],
  ['eV', 'energy', '1.602176634e-19', { prefixable: true }],
  ['C', 'charge', '1', { words: ['coulomb', 'coulombs'], prefixable: true }],
  ['Ah', 'charge', '3600', { prefixable: true }],
  ['K', 'temperature', '1', { words: ['kelvin'] }],
  ['°C', 'temperature', '1', { spellings: ['℃', 'degC'], words: ['celsius'], offset: '273.15' }],
  ['°F', 'temperature', '5/9', { spellings: ['℉', 'degF'], words: ['fahrenheit'], offset: '45967/180' }],
  ['°R', 'temperature', '5/9', { spellings: ['degR'], words: ['rankine'] }],
  ['%', 'ratio', '0.01', { words: ['percent'] }],
  ['ppm', 'ratio', '0.000001'],
  ['g', 'mass', '0.001', { words: ['gram', 'grams'], prefixable: true }],
  ['lb', 'mass', '0.45359237', { spellings: ['lbs'], words: ['pound', 'pounds'] }],
  ['°', 'angle', '1', { spellings: ['deg'], words: ['degree', 'degrees'], isolated: true }],
  ['rad', 'angle', '1', { words: ['radian', 'radians'], isolated: true }],
  ['dBm', 'power level', '1', { isolated: true }],
  ['dB', 'gain', '1', { isolated: true }],
];

export const UNITS: readonly UnitDef[] = ROWS.map(([symbol, dimension, factor, o = {}]) => ({
  symbol,
  dimension,
  factor: q(factor),
  ...(o.offset ? { offset: q(o.offset) } : {}),
  spellings: [symbol, ...(o.spellings ?? [])],
  words: o.words ?? [],
  prefixable: o.prefixable ?? false,
  ...(o.contextual ? { contextual: true } : {}),
  ...(o.isolated ? { isolated: true } : {}),
}));

/** A dimension of the table (not one a single field defines for its own units, such as a loan term's months and years). */
export const isTableDimension = (d: string) => UNITS.some((u) => u.dimension === d);

/** The dimension's base unit in UNITS (factor 1, no offset); temperature's is the kelvin. */
export const baseUnitOf = (d: Dimension): UnitDef | undefined => UNITS.find((u) => u.dimension === d && u.factor.n === u.factor.d && !u.offset);

/** SI prefixes by the letter people type; µ comes as U+00B5 or U+03BC, and "u" on keyboards. K for k is common on resistors. */
export const PREFIX_EXPONENT: ReadonlyMap<string, number> = new Map([
  ['T', 12], ['G', 9], ['M', 6], ['k', 3], ['K', 3], ['m', -3], ['u', -6], ['\u00b5', -6], ['\u03bc', -6], ['n', -9], ['p', -12], ['f', -15],
]);

/** The prefix letter a page shows for an exponent. */
export const PREFIX_SYMBOL: ReadonlyMap<number, string> = new Map([[12, 'T'], [9, 'G'], [6, 'M'], [3, 'k'], [0, ''], [-3, 'm'], [-6, 'µ'], [-9, 'n'], [-12, 'p'], [-15, 'f']]);

/** A unit as typed: its definition and the power of ten of its prefix. */
export interface Unit {
  def: UnitDef;
  exponent: number;
}

export const unitSymbol = (u: Unit) => `${PREFIX_SYMBOL.get(u.exponent) ?? `e${u.exponent}`}${u.def.symbol}`;

const bySpelling = new Map<string, UnitDef>();
const byWord = new Map<string, UnitDef>();
for (const u of UNITS) {
  for (const s of u.spellings) bySpelling.set(s, u);
  for (const w of u.words) byWord.set(w.toLowerCase(), u);
}

const plain = (text: string): UnitDef | undefined => bySpelling.get(text) ?? (text.length >= 2 ? byWord.get(text.toLowerCase()) : undefined);

/**
 * The unit `text` names ("kΩ", "mA", "uF", "ohms", "min", "°F"), or undefined. A whole spelling wins over a
 * prefix reading ("min" is minutes, "mil" is mils), and contextual units are found only when `context` has them.
 */
export function findUnit(text: string, context: readonly UnitDef[] = []): Unit | undefined {
  const t = text.trim();
  const whole = plain(t);
  if (whole && (!whole.contextual || context.includes(whole))) return { def: whole, exponent: 0 };
  const exponent = PREFIX_EXPONENT.get(t[0]);
  const rest = exponent === undefined ? undefined : plain(t.slice(1));
  return rest?.prefixable ? { def: rest, exponent: exponent! } : undefined;
}
