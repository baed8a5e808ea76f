// General unit converter: length, area, volume, mass, energy, power, pressure, speed and
// data, exact. Units of the shared quantity model (engines/core/quantity/units.ts) take
// their definitions from it; the others are defined here, each as an exact multiple of
// its SI unit with the definition it comes from (NIST SP 811, NIST Handbook 44, the SI
// Brochure, IEC 80000-13).
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { fail, ok } from '../core/outcome.ts';
import { type Rational, exactDecimalText, formatFraction, parseRational, ratDiv, ratMul, rational, rationalToNumber } from '../core/exact-rational.ts';
import { findUnit } from '../core/quantity/units.ts';

type Kind = 'length' | 'area' | 'volume' | 'mass' | 'energy' | 'power' | 'pressure' | 'speed' | 'data';

interface UnitRow {
  id: string;
  kind: Kind;
  name: string;
  /** Size in the kind's base unit (m, m², m³, kg, J, W, Pa, m/s, byte): a rational text, or the shared table's unit ("model:km"). */
  size: string;
  /** Where the definition comes from. */
  definition: string;
}

const NIST811 = 'NIST SP 811 (2008), Appendix B.8';
const HB44 = 'NIST Handbook 44 (2024), Appendix C';
const SI = 'SI Brochure, 9th ed. (BIPM 2019)';

// Base units: m, m², m³, kg, J, W, Pa, m/s, byte.
const ROWS: UnitRow[] = [
  // length
  { id: 'mm', kind: 'length', name: 'millimetre', size: 'model:mm', definition: `${SI}: SI prefix milli` },
  { id: 'cm', kind: 'length', name: 'centimetre', size: 'model:cm', definition: `${SI}: SI prefix centi` },
  { id: 'm', kind: 'length', name: 'metre', size: 'model:m', definition: `${SI}: SI base unit` },
  { id: 'km', kind: 'length', name: 'kilometre', size: 'model:km', definition: `${SI}: SI prefix kilo` },
  { id: 'um', kind: 'length', name: 'micrometre', size: 'model:µm', definition: `${SI}: SI prefix micro` },
  { id: 'mil', kind: 'length', name: 'mil (thou)', size: 'model:mil', definition: `${NIST811}: 1 mil = 0.001 in = 2.54e-5 m exactly` },
  { id: 'in', kind: 'length', name: 'inch', size: 'model:in', definition: `${NIST811}: 1 in = 0.0254 m exactly (international inch, 1959)` },
  { id: 'ft', kind: 'length', name: 'foot', size: 'model:ft', definition: `${NIST811}: 1 ft = 0.3048 m exactly (international foot)` },
  { id: 'yd', kind: 'length', name: 'yard', size: 'model:yd', definition: `${NIST811}: 1 yd = 0.9144 m exactly (international yard, 1959)` },
  { id: 'mi', kind: 'length', name: 'mile', size: 'model:mi', definition: `${NIST811}: 1 mi = 5280 ft = 1609.344 m exactly (international mile)` },
  { id: 'nmi', kind: 'length', name: 'nautical mile', size: 'model:nmi', definition: `${SI}, table 8: 1 nautical mile = 1852 m exactly` },
  // area
  { id: 'mm2', kind: 'area', name: 'square millimetre', size: 'model:mm²', definition: `${SI}: (10⁻³ m)²` },
  { id: 'cm2', kind: 'area', name: 'square centimetre', size: 'model:cm²', definition: `${SI}: (10⁻² m)²` },
  { id: 'm2', kind: 'area', name: 'square metre', size: 'model:m²', definition: `${SI}: SI derived unit` },
  { id: 'ha', kind: 'area', name: 'hectare', size: '10000', definition: `${SI}, table 8: 1 ha = 10⁴ m² exactly` },
  { id: 'km2', kind: 'area', name: 'square kilometre', size: 'model:km²', definition: `${SI}: (10³ m)²` },
  { id: 'in2', kind: 'area', name: 'square inch', size: 'model:in²', definition: `${NIST811}: 1 in² = 6.4516e-4 m² exactly` },
  { id: 'ft2', kind: 'area', name: 'square foot', size: 'model:ft²', definition: `${NIST811}: 1 ft² = 0.09290304 m² exactly` },
  { id: 'yd2', kind: 'area', name: 'square yard', size: '0.83612736', definition: `${NIST811}: 1 yd² = 0.9144² m² = 0.83612736 m² exactly` },
  { id: 'acre', kind: 'area', name: 'acre', size: '4046.8564224', definition: `${HB44}: 1 acre = 43,560 ft²; with the international foot (the US survey foot was retired at the end of 2022) 4046.8564224 m² exactly; NIST SP 811's 4.046 873 E+03 m² is the survey-foot acre` },
  { id: 'mi2', kind: 'area', name: 'square mile', size: '2589988.110336', definition: `${NIST811}: 1 mi² = 1609.344² m² = 2,589,988.110336 m² exactly` },
  // volume
  { id: 'mL', kind: 'volume', name: 'millilitre', size: '0.000001', definition: `${SI}, table 8: 1 L = 10⁻³ m³, so 1 mL = 1 cm³ = 10⁻⁶ m³ exactly` },
  { id: 'L', kind: 'volume', name: 'litre', size: '0.001', definition: `${SI}, table 8: 1 L = 1 dm³ = 10⁻³ m³ exactly` },
  { id: 'm3', kind: 'volume', name: 'cubic metre', size: '1', definition: `${SI}: SI derived unit` },
  { id: 'in3', kind: 'volume', name: 'cubic inch', size: '0.000016387064', definition: `${NIST811}: 1 in³ = 0.0254³ m³ = 1.6387064e-5 m³ exactly` },
  { id: 'ft3', kind: 'volume', name: 'cubic foot', size: '0.028316846592', definition: `${NIST811}: 1 ft³ = 0.3048³ m³ = 0.028316846592 m³ exactly` },
  { id: 'gal', kind: 'volume', name: 'US gallon', size: '0.003785411784', definition: `${HB44}: 1 US gallon = 231 in³ = 3.785411784 L exactly` },
  { id: 'qt', kind: 'volume', name: 'US liquid quart', size: '0.000946352946', definition: `${HB44}: 1 US quart = ¼ US gallon = 0.946352946 L exactly` },
  { id: 'pt', kind: 'volume', name: 'US liquid pint', size: '0.000473176473', definition: `${HB44}: 1 US pint = ⅛ US gallon = 0.473176473 L exactly` },
  { id: 'cup', kind: 'volume', name: 'US cup', size: '0.0002365882365', definition: `${HB44}: 1 US cup = 8 US fl oz = 1/16 US gallon = 236.5882365 mL exactly` },
  { id: 'floz', kind: 'volume', name: 'US fluid ounce', size: '0.0000295735295625', definition: `${HB44}: 1 US fl oz = 1/128 US gallon = 29.5735295625 mL exactly` },
  { id: 'tbsp', kind: 'volume', name: 'US tablespoon', size: '0.00001478676478125', definition: `${HB44}: 1 tablespoon = ½ US fl oz = 14.78676478125 mL exactly` },
  { id: 'tsp', kind: 'volume', name: 'US teaspoon', size: '0.00000492892159375', definition: `${HB44}: 1 teaspoon = ⅙ US fl oz = 4.92892159375 mL exactly` },
  { id: 'impgal', kind: 'volume', name: 'imperial gallon', size: '0.00454609', definition: `${NIST811}: 1 imperial gallon = 4.54609 L exactly (UK Weights and Measures Act 1985)` },
  { id: 'imppt', kind: 'volume', name: 'imperial pint', size: '0.00056826125', definition: `${NIST811}: 1 imperial pint = ⅛ imperial gallon = 568.26125 mL exactly` },
  { id: 'impfloz', kind: 'volume', name: 'imperial fluid ounce', size: '0.0000284130625', definition: `${NIST811}: 1 imperial fl oz = 1/160 imperial gallon = 28.4130625 mL exactly` },
  // mass
  { id: 'mg', kind: 'mass', name: 'milligram', size: 'model:mg', definition: `${SI}: SI prefix milli of the gram` },
  { id: 'g', kind: 'mass', name: 'gram', size: 'model:g', definition: `${SI}: 10⁻³ kg` },
  { id: 'kg', kind: 'mass', name: 'kilogram', size: 'model:kg', definition: `${SI}: SI base unit` },
  { id: 't', kind: 'mass', name: 'tonne (metric ton)', size: '1000', definition: `${SI}, table 8: 1 t = 10³ kg exactly` },
  { id: 'gr', kind: 'mass', name: 'grain', size: '0.00006479891', definition: `${NIST811}: 1 grain = 1/7000 lb = 64.79891 mg exactly` },
  { id: 'oz', kind: 'mass', name: 'ounce (avoirdupois)', size: '0.028349523125', definition: `${NIST811}: 1 oz = 1/16 lb = 28.349523125 g exactly` },
  { id: 'lb', kind: 'mass', name: 'pound (avoirdupois)', size: 'model:lb', definition: `${NIST811}: 1 lb = 0.45359237 kg exactly (international pound, 1959)` },
  { id: 'st', kind: 'mass', name: 'stone', size: '6.35029318', definition: `${NIST811}: 1 stone = 14 lb = 6.35029318 kg exactly` },
  { id: 'shortton', kind: 'mass', name: 'short ton (US)', size: '907.18474', definition: `${NIST811}: 1 short ton = 2000 lb = 907.18474 kg exactly` },
  { id: 'longton', kind: 'mass', name: 'long ton (UK)', size: '1016.0469088', definition: `${NIST811}: 1 long ton = 2240 lb = 1016.0469088 kg exactly` },
  // energy
  { id: 'J', kind: 'energy', name: 'joule', size: 'model:J', definition: `${SI}: SI derived unit` },
  { id: 'kJ', kind: 'energy', name: 'kilojoule', size: 'model:kJ', definition: `${SI}: SI prefix kilo` },
  { id: 'MJ', kind: 'energy', name: 'megajoule', size: 'model:MJ', definition: `${SI}: SI prefix mega` },
  { id: 'Wh', kind: 'energy', name: 'watt hour', size: 'model:Wh', definition: `${SI}: 1 W × 3600 s = 3600 J exactly` },
  { id: 'kWh', kind: 'energy', name: 'kilowatt hour', size: 'model:kWh', definition: `${NIST811}: 1 kWh = 3.6e6 J exactly` },
  { id: 'cal', kind: 'energy', name: 'calorie (thermochemical)', size: '4.184', definition: `${NIST811}: 1 cal_th = 4.184 J exactly` },
  { id: 'kcal', kind: 'energy', name: 'kilocalorie (food Calorie)', size: '4184', definition: `${NIST811}: 1 kcal_th = 4184 J exactly (the Calorie of US food labels)` },
  { id: 'BTU', kind: 'energy', name: 'British thermal unit (IT)', size: '1055.05585262', definition: `${NIST811}: 1 Btu_IT = 1055.05585262 J exactly` },
  { id: 'ftlbf', kind: 'energy', name: 'foot pound-force', size: '1.3558179483314004', definition: `${NIST811}: 1 ft·lbf = 0.3048 m × 4.4482216152605 N = 1.3558179483314004 J exactly` },
  { id: 'eV', kind: 'energy', name: 'electronvolt', size: 'model:eV', definition: `${SI}: 1 eV = 1.602176634e-19 J exactly (2019)` },
  // power
  { id: 'W', kind: 'power', name: 'watt', size: 'model:W', definition: `${SI}: SI derived unit` },
  { id: 'kW', kind: 'power', name: 'kilowatt', size: 'model:kW', definition: `${SI}: SI prefix kilo` },
  { id: 'MW', kind: 'power', name: 'megawatt', size: 'model:MW', definition: `${SI}: SI prefix mega` },
  { id: 'hp', kind: 'power', name: 'horsepower (mechanical)', size: '745.69987158227022', definition: `${NIST811}: 1 hp = 550 ft·lbf/s = 745.69987158227022 W exactly` },
  { id: 'PS', kind: 'power', name: 'metric horsepower (PS)', size: '735.49875', definition: `${NIST811}: 1 metric hp = 75 kgf·m/s = 735.49875 W exactly` },
  { id: 'BTUh', kind: 'power', name: 'BTU per hour', size: '1055.05585262/3600', definition: `${NIST811}: 1 Btu_IT/h = 1055.05585262 J / 3600 s exactly` },
  // pressure
  { id: 'Pa', kind: 'pressure', name: 'pascal', size: '1', definition: `${SI}: SI derived unit, N/m²` },
  { id: 'kPa', kind: 'pressure', name: 'kilopascal', size: '1000', definition: `${SI}: SI prefix kilo` },
  { id: 'MPa', kind: 'pressure', name: 'megapascal', size: '1000000', definition: `${SI}: SI prefix mega` },
  { id: 'bar', kind: 'pressure', name: 'bar', size: '100000', definition: `${SI}, table 8 (non-SI units): 1 bar = 10⁵ Pa exactly` },
  { id: 'mbar', kind: 'pressure', name: 'millibar', size: '100', definition: `${SI}: 1 mbar = 100 Pa exactly` },
  { id: 'atm', kind: 'pressure', name: 'standard atmosphere', size: '101325', definition: `${NIST811}: 1 atm = 101,325 Pa exactly` },
  { id: 'psi', kind: 'pressure', name: 'pound-force per square inch', size: '4.4482216152605/0.00064516', definition: `${NIST811}: 1 psi = 1 lbf/in² = 4.4482216152605 N / 6.4516e-4 m² = 6894.757293168… Pa exactly` },
  { id: 'torr', kind: 'pressure', name: 'torr', size: '101325/760', definition: `${NIST811}: 1 torr = 1/760 atm = 133.322368… Pa exactly` },
  { id: 'mmHg', kind: 'pressure', name: 'millimetre of mercury (conventional)', size: '133.322387415', definition: `conventional millimetre of mercury: 13.5951 g/cm³ × 9.80665 m/s² × 1 mm = 133.322387415 Pa exactly (${NIST811} gives 1.333 224 E+02 Pa)` },
  { id: 'inHg', kind: 'pressure', name: 'inch of mercury (conventional)', size: '3386.3886403410', definition: `conventional inch of mercury: 25.4 conventional mmHg = 3386.388640341 Pa exactly (${NIST811} gives 3.386 389 E+03 Pa)` },
  // speed
  { id: 'mps', kind: 'speed', name: 'metre per second', size: '1', definition: `${SI}: SI derived unit` },
  { id: 'kmh', kind: 'speed', name: 'kilometre per hour', size: '1000/3600', definition: `${SI}: 1000 m / 3600 s exactly` },
  { id: 'mph', kind: 'speed', name: 'mile per hour', size: '1609.344/3600', definition: `${NIST811}: 1 mi/h = 1609.344 m / 3600 s = 0.44704 m/s exactly` },
  { id: 'fps', kind: 'speed', name: 'foot per second', size: '0.3048', definition: `${NIST811}: 1 ft/s = 0.3048 m/s exactly` },
  { id: 'kn', kind: 'speed', name: 'knot', size: '1852/3600', definition: `${SI}, table 8: 1 knot = 1 nautical mile per hour = 1852/3600 m/s exactly` },
  // data
  { id: 'bit', kind: 'data', name: 'bit', size: '1/8', definition: 'IEC 80000-13:2008: 1 byte = 8 bits' },
  { id: 'B', kind: 'data', name: 'byte', size: '1', definition: 'IEC 80000-13:2008: the byte (octet) of 8 bits' },
  { id: 'kB', kind: 'data', name: 'kilobyte (10³ B)', size: '1000', definition: `${SI} prefix kilo: 1 kB = 1000 B (IEC 80000-13)` },
  { id: 'MB', kind: 'data', name: 'megabyte (10⁶ B)', size: '1000000', definition: `${SI} prefix mega: 1 MB = 10⁶ B (IEC 80000-13)` },
  { id: 'GB', kind: 'data', name: 'gigabyte (10⁹ B)', size: '1000000000', definition: `${SI} prefix giga: 1 GB = 10⁹ B (IEC 80000-13)` },
  { id: 'TB', kind: 'data', name: 'terabyte (10¹² B)', size: '1000000000000', definition: `${SI} prefix tera: 1 TB = 10¹² B (IEC 80000-13)` },
  { id: 'KiB', kind: 'data', name: 'kibibyte (2¹⁰ B)', size: '1024', definition: 'IEC 80000-13:2008 binary prefix kibi: 1 KiB = 1024 B' },
  { id: 'MiB', kind: 'data', name: 'mebibyte (2²⁰ B)', size: '1048576', definition: 'IEC 80000-13:2008 binary prefix mebi: 1 MiB = 1,048,576 B' },
  { id: 'GiB', kind: 'data', name: 'gibibyte (2³⁰ B)', size: '1073741824', definition: 'IEC 80000-13:2008 binary prefix gibi: 1 GiB = 1,073,741,824 B' },
  { id: 'TiB', kind: 'data', name: 'tebibyte (2⁴⁰ B)', size: '1099511627776', definition: 'IEC 80000-13:2008 binary prefix tebi: 1 TiB = 2⁴⁰ B' },
  { id: 'kbit', kind: 'data', name: 'kilobit', size: '125', definition: `${SI} prefix kilo: 1 kbit = 1000 bits = 125 B` },
  { id: 'Mbit', kind: 'data', name: 'megabit', size: '125000', definition: `${SI} prefix mega: 1 Mbit = 10⁶ bits = 125,000 B` },
  { id: 'Gbit', kind: 'data', name: 'gigabit', size: '125000000', definition: `${SI} prefix giga: 1 Gbit = 10⁹ bits = 1.25e8 B` },
];

const BASE: Record<Kind, string> = { length: 'm', area: 'm²', volume: 'm³', mass: 'kg', energy: 'J', power: 'W', pressure: 'Pa', speed: 'm/s', data: 'B' };
const KIND_LABEL: Record<Kind, string> = { length: 'Length', area: 'Area', volume: 'Volume', mass: 'Mass', energy: 'Energy', power: 'Power', pressure: 'Pressure', speed: 'Speed', data: 'Data' };
/** The symbol shown for an id, where it differs. */
const SYMBOL: Record<string, string> = { um: 'µm', mm2: 'mm²', cm2: 'cm²', m2: 'm²', km2: 'km²', in2: 'in²', ft2: 'ft²', yd2: 'yd²', mi2: 'mi²', m3: 'm³', in3: 'in³', ft3: 'ft³', floz: 'fl oz', impgal: 'imp gal', imppt: 'imp pt', impfloz: 'imp fl oz', shortton: 'short ton', longton: 'long ton', ftlbf: 'ft·lbf', BTUh: 'BTU/h', mps: 'm/s', kmh: 'km/h', fps: 'ft/s' };
/** Digits of a repeating decimal written out before it is cut, after leading zeros (1 m = 3.(280839895013123359580052493438320209973753) ft has a 42-digit block). */
const EXACT_DIGITS = 80;

/** A unit's size in its base unit: from the shared model (with its SI prefix; the gram scaled to the kilogram) or its own exact text. */
function sizeOf(row: UnitRow): Rational {
  if (row.size.startsWith('model:')) {
    const u = findUnit(row.size.slice('model:'.length));
    if (!u) throw new Error(`unit-convert: ${row.size} is not in the quantity model`);
    const prefix = u.exponent >= 0 ? rational(10n ** BigInt(u.exponent)) : rational(1n, 10n ** BigInt(-u.exponent));
    // The model's sizes are in the base units here (its gram is 0.001 kg).
    return ratMul(u.def.factor, prefix);
  }
  const r = parseRational(row.size);
  if (!r.ok) throw new Error(`unit-convert: bad size ${row.size}`);
  return r.value;
}

const IDS = ROWS.map((r) => r.id) as [string, ...string[]];
const UNITS_BY_ID = new Map(ROWS.map((r) => [r.id, { ...r, factor: sizeOf(r), symbol: SYMBOL[r.id] ?? r.id }]));
const OPTIONS = ROWS.map((r) => ({ value: r.id, label: `${KIND_LABEL[r.kind]}: ${SYMBOL[r.id] ?? r.id} (${r.name})` }));

const input = z.object({
  value: z.number(),
  from: z.enum(IDS),
  to: z.enum(IDS),
});

const output = z.strictObject({
  value: z.number(),
  exact: z.string(),
  fraction: z.string(),
  factor: z.string(),
  kind: z.string(),
  from: z.string(),
  to: z.string(),
  from_definition: z.string(),
  to_definition: z.string(),
});

const exactText = (q: Rational) => exactDecimalText(q, EXACT_DIGITS);

export const engine = defineEngine({
  id: 'unit-convert',
  area: 'math',
  title: 'Unit conversion calculator: length, area, volume, mass, energy, power, pressure, speed, data',
  description:
    'Convert between units of length, area, volume, mass, energy, power, pressure, speed and data storage, exactly: each unit is an exact multiple of its SI unit by definition (1 in = 0.0254 m, 1 lb = 0.45359237 kg, 1 US gallon = 231 in³), cited from NIST SP 811, NIST Handbook 44, the SI Brochure and IEC 80000-13.',
  keywords: [
    'unit converter',
    'unit conversion',
    'convert units',
    'inches to cm',
    'cm to inches',
    'feet to meters',
    'miles to km',
    'km to miles',
    'pounds to kg',
    'kg to lbs',
    'ounces to grams',
    'gallons to liters',
    'cups to ml',
    'psi to bar',
    'kpa to psi',
    'mph to km/h',
    'knots',
    'horsepower to kw',
    'watts to horsepower',
    'hp to watts',
    'btu to kwh',
    'calories to joules',
    'acres to hectares',
    'square feet to square meters',
    'GB to GiB',
    'MB to MiB',
    'bits to bytes',
    'metric imperial',
  ],
  capability_id: 'units.convert',
  version: '1.0.0',
  page: 'math',
  input,
  output,
  unit: null,
  errors: [],
  warnings: [],
  formula: { id: 'unit-convert.factor', expression: 'value_to = value_from × size(from) / size(to), sizes in the SI unit of the quantity', label: 'Conversion through the SI unit' },
  assumptions: [
    'Every unit is an exact rational multiple of the SI unit of its quantity (m, m², m³, kg, J, W, Pa, m/s; the byte for data), as defined: the international inch, foot, yard, mile and pound of 1959, the US gallon of 231 in³ and its parts, the imperial gallon of 4.54609 L, the thermochemical calorie, the International Table BTU, the standard atmosphere, the conventional millimetre of mercury (NIST SP 811, 2008, Appendix B.8; NIST Handbook 44, Appendix C; SI Brochure, 9th ed., table 8; IEC 80000-13:2008 for the binary prefixes). Each answer names the definitions of both units.',
    'Exact arithmetic: the value is read as the decimal it is written as (a JSON number as its shortest round-trip form) and multiplied by the exact ratio of the two sizes, so 1 mi is exactly 1.609344 km and 100 ft is exactly 30.48 m. `exact` is the result as a decimal, a repeating block in brackets (1 m = 3.(280839895013123359580052493438320209973753) ft), cut with … 80 digits after the zeros that lead a value below 1 (a decimal that ends is written out whole); `fraction` is the same value as a fraction; `value` is the nearest double.',
    'Units of length, area, mass, energy and power that the service reads in any number field (mm, in, ft², lb, kWh, eV, kW…) take their sizes from the shared quantity model, so a conversion here agrees with what every calculator reads.',
    'Data: kB, MB, GB, TB are decimal (10³ⁿ bytes); KiB, MiB, GiB, TiB binary (2¹⁰ⁿ bytes), as IEC 80000-13 names them.',
  ],
  ui: {
    fields: {
      value: { label: 'Value' },
      from: { label: 'From', options: OPTIONS },
      to: { label: 'To', options: OPTIONS },
    },
    initial: { value: 1, from: 'mi', to: 'km' },
    headline: 'value',
    outputs: {
      value: { label: 'Converted value', reads: { as: 'digits', digits: 10 } },
      exact: { label: 'Converted value, exact' },
      fraction: { label: 'Converted value as a fraction' },
      factor: { label: 'Conversion factor' },
      kind: { label: 'Quantity' },
      from_definition: { label: 'Definition of the unit converted from' },
      to_definition: { label: 'Definition of the unit converted to' },
    },
  },
  examples: [
    {
      name: 'One mile in kilometres',
      inputs: { value: 1, from: 'mi', to: 'km' },
      expect: { status: 'success', values: { value: 1.609344, exact: '1.609344' } },
      source: 'NIST SP 811 (2008), Appendix B.8: mile (international) = 1.609344 E+03 m, exact.',
    },
    {
      name: 'One US gallon in litres',
      inputs: { value: 1, from: 'gal', to: 'L' },
      expect: { status: 'success', values: { value: 3.785411784, exact: '3.785411784' } },
      source: 'NIST Handbook 44, Appendix C: 1 gallon (US) = 231 in³ = 3.785411784 L, exact.',
    },
    {
      name: 'One pound-force per square inch in kilopascals',
      inputs: { value: 1, from: 'psi', to: 'kPa' },
      expect: { status: 'success', values: { value: 6.894757 }, rel: 1e-7 },
      source: 'NIST SP 811 (2008), Appendix B.8: pound-force per square inch (psi) = 6.894 757 E+03 Pa.',
    },
    {
      name: 'One horsepower in watts',
      inputs: { value: 1, from: 'hp', to: 'W' },
      expect: { status: 'success', values: { value: 745.6999 }, rel: 1e-7 },
      source: 'NIST SP 811 (2008), Appendix B.8: horsepower (550 ft·lbf/s) = 7.456 999 E+02 W.',
    },
    {
      name: 'One gibibyte in bytes',
      inputs: { value: 1, from: 'GiB', to: 'B' },
      expect: { status: 'success', values: { value: 1073741824 } },
      source: 'IEC 80000-13:2008: gibi = 2³⁰ = 1,073,741,824.',
    },
    {
      name: 'Metres into pounds',
      inputs: { value: 1, from: 'm', to: 'lb' },
      expect: { status: 'error', code: 'UNIT_MISMATCH' },
      source: 'A length is not a mass.',
    },
  ],
  limitations: [
    'Temperatures convert with an offset: use the temperature converter. Angles, currencies and cooking measures by weight (a cup of flour) are not offered.',
    'US survey feet and miles, US dry measures, troy and apothecaries\' weights, and the 15-degree or IT calorie are not offered.',
  ],
  compute(inp) {
    const from = UNITS_BY_ID.get(inp.from)!;
    const to = UNITS_BY_ID.get(inp.to)!;
    if (from.kind !== to.kind) {
      const same = ROWS.filter((r) => r.kind === from.kind).map((r) => SYMBOL[r.id] ?? r.id);
      return fail('UNIT_MISMATCH', 'to', `${from.symbol} is a unit of ${from.kind} and ${to.symbol} one of ${to.kind}: they do not convert into each other.`, `Convert ${from.symbol} into a unit of ${from.kind}: ${same.join(', ')}.`);
    }
    const read = parseRational(String(inp.value), Number.POSITIVE_INFINITY);
    if (!read.ok) return fail('INVALID_NUMBER', 'value', `value = ${String(inp.value)} is not a decimal number.`, 'Give a number such as 12.5.');
    const factor = ratDiv(from.factor, to.factor);
    const exact = ratMul(read.value, factor);
    const value = rationalToNumber(exact) + 0;
    if (!Number.isFinite(value)) return fail('NON_FINITE_RESULT', 'value', `${formatNumber(inp.value)} ${from.symbol} is more than about 1.8e308 ${to.symbol}.`, `Give a smaller value, or convert into a larger unit than ${to.symbol}.`);
    const result = {
      value,
      exact: exactText(exact),
      fraction: formatFraction(exact),
      factor: `1 ${from.symbol} = ${exactText(factor)} ${to.symbol}`,
      kind: from.kind,
      from: from.symbol,
      to: to.symbol,
      from_definition: `${from.symbol} (${from.name}): ${from.definition}; the SI unit of ${from.kind} is ${BASE[from.kind]}.`,
      to_definition: `${to.symbol} (${to.name}): ${to.definition}.`,
    };
    return ok(result, { unit: to.symbol, formatted: `${formatNumber(inp.value)} ${from.symbol} = ${result.exact} ${to.symbol}` });
  },
});
