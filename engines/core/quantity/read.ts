// Reading typed text as a quantity of one field: "2.2 µF", "2u2", "4k7",
// "4.7 kΩ", "20 mA", "3 mm" in a mil field, "5 min" in seconds, "6.5 %",
// "$1,500", "1,500.25", "1.5e3". The number is read as exact decimal digits,
// a prefix or unit is applied once, exactly (rational arithmetic), and the
// result is rounded to a double once, at the end. A unit of another dimension
// is refused naming both ("20 mV is a voltage; … needs a current").
//
// Every surface reads typed text through this one function (engines/core/inputs.ts
// calls it for any number field given as text), so a page, REST, MCP, the library
// and the command line cannot read "100n" two ways.
import { parseDecimal } from '../exact-decimal.ts';
import { ratAdd, ratDiv, ratFromDecimal, ratMul, ratSub, rational, type Rational } from '../exact-rational.ts';
import { findUnit, isTableDimension, PREFIX_EXPONENT, unitSymbol, withArticle, type Dimension, type Unit, type UnitDef } from './units.ts';

/** What a number field takes, derived once from its declaration (field.ts). */
export interface FieldQuantity {
  /** The unit a plain number is in; null for a field without one (counts, money, grades, compound units). */
  unit: Unit | null;
  /** SI prefixes alone ("20m", "2.2µ") and RKM codes ("4k7", "2u2"): fields of a prefixable unit only. */
  prefixes: boolean;
  /** A currency sign before or after the number ("$1,500", "1 500 €"). */
  money: boolean;
  /** Unit names this field knows beyond the table: its unit select's options ("C" for °C, "years" for a term). */
  names: ReadonlyMap<string, Unit>;
  /** Contextual units it takes (oz in a copper field). */
  context: readonly UnitDef[];
  /** The declared unit text, which may follow the number as it is ("5 °C/W" in a °C/W field). */
  literal?: string;
  /** A few units of its dimension, for messages: "V, mV or kV". */
  examples: string;
  /** A temperature difference: units convert by their factors alone (FieldHint.difference). */
  difference?: boolean;
}

export type QuantityReading =
  | { ok: true; value: Rational; /** The unit the text named, when it named one. */ typed?: Unit; /** "$", "€"…, when typed. */ currency?: string }
  /** `notNumber`: the text does not start with a number at all (the input layer words that like any other field). */
  | { ok: false; code: 'INVALID_NUMBER' | 'UNIT_MISMATCH'; detail: string; suggestion: string; notNumber?: true };

const CURRENCY = /^[$€£¥₹]|[$€£¥₹]$/;
const MINUS = /^[−–-]/; // U+2212 minus sign and an en dash typed as minus
/** RKM codes (IEC 60062): the letter stands where the point would be; R means no scaling. */
const RKM = /^(\d+)([RrTGMkKmunpf\u00b5\u03bc])(\d+)(.*)$/;

/**
 * `decimal`: the point people type ("." in URLs, REST and the command line; a page whose visitor writes
 * "1,5" converts before it gets here). The other of "." and ",", a space, an apostrophe or an underscore
 * groups digits, only in threes.
 */
export function readQuantity(input: string, field: FieldQuantity, name: string, decimal: '.' | ',' = '.'): QuantityReading {
  let text = input.trim().replace(/[\u00a0\u202f\u2009]/g, ' ');
  const shown = text.length > 40 ? `${text.slice(0, 40)}…` : text;
  const notNumber = (why = ''): QuantityReading => ({ ok: false, code: 'INVALID_NUMBER', detail: `"${shown}" is not a number${why}.`, suggestion: `Type a number such as ${field.unit ? `12, 1,500 or 2.5 ${unitSymbol(field.unit)}` : '12, 1,500 or 2.5'}.`, notNumber: true });
  if (text === '') return fail('INVALID_NUMBER', `${name} is empty.`, `Type a number.`);

  let negative = false;
  if (MINUS.test(text) || text.startsWith('+')) {
    negative = text[0] !== '+';
    text = text.slice(1).trimStart();
  }
  let currency: string | undefined;
  const sign = CURRENCY.exec(text);
  if (sign) {
    currency = sign[0];
    text = (sign.index === 0 ? text.slice(1) : text.slice(0, -1)).trim();
    if (!field.money) return fail('UNIT_MISMATCH', `"${shown}" is money; ${name} needs ${field.unit ? withArticle(field.unit.def.dimension) : 'a plain number'}.`, `Type it without ${currency}${field.unit ? `, in ${field.examples}` : ''}.`);
  }
  if (!negative && MINUS.test(text)) {
    negative = true;
    text = text.slice(1).trimStart();
  }

  // The number, and what follows it. An RKM code carries a prefix where the point would be.
  let digits: string;
  let rest: string;
  let rkmExponent: number | undefined;
  const rkm = field.prefixes ? RKM.exec(text) : null;
  if (rkm) {
    digits = `${rkm[1]}.${rkm[3]}`;
    rkmExponent = PREFIX_EXPONENT.get(rkm[2]) ?? 0;
    rest = rkm[4].trim();
  } else {
    const split = splitNumber(text, decimal);
    if (!split) return notNumber(decimal === '.' ? ': use a point for decimals and commas only between groups of three digits' : ': use a comma for decimals and points or spaces only between groups of three digits');
    [digits, rest] = split;
  }
  const read = parseDecimal(digits);
  if (!read.ok) return fail('INVALID_NUMBER', `"${shown}" has more digits than a number can carry.`, 'Type at most 400 digits, or use an exponent (1.5e-9).');
  let value = ratFromDecimal(read.value);
  if (negative) value = { n: -value.n, d: value.d };

  // What the text names: nothing (the field's own unit), the field's own text, a unit, or a prefix alone.
  // A unit of the field's dimension wins over a prefix ("5m" in metres is 5 m; in amperes it is 5 mA).
  let typed: Unit | undefined;
  if (rest === '' || (field.literal !== undefined && rest === field.literal)) typed = undefined;
  else if (field.names.has(rest)) typed = field.names.get(rest);
  else if (rest === '%' && !field.unit) {
    // A percentage of a field without a unit is a hundredth of it (a ratio, a factor).
    return { ok: true, value: ratDiv(value, rational(100n)), currency };
  } else {
    // "4.7k ohm": a prefix written apart from its unit.
    const found = findUnit(rest, field.context) ?? findUnit(rest.replace(/^(\S)\s+/, '$1'), field.context);
    const prefixAlone = !rkm && field.prefixes && field.unit && PREFIX_EXPONENT.has(rest);
    if (prefixAlone && found?.def.dimension !== field.unit!.def.dimension) typed = { def: field.unit!.def, exponent: PREFIX_EXPONENT.get(rest)! };
    else typed = found;
    if (!typed && !field.unit) return notNumber();
    if (!typed) {
      return fail(
        'INVALID_NUMBER',
        `"${shown}": ${rest.length > 20 ? `${rest.slice(0, 20)}…` : rest} is not a unit${field.unit ? ` ${name} takes` : ''}.`,
        field.unit ? `Type ${name} in ${field.examples}, e.g. ${exampleOf(field.unit)}.` : `Type ${name} as a plain number, e.g. 12 or 1,500.`,
      );
    }
  }
  if (rkmExponent !== undefined) {
    if (typed && typed.exponent !== 0) return notNumber(': an RKM code (4k7) carries its prefix; add only the unit');
    // "4k7" is 4.7 k of the field's unit (or of the unit typed after it: "4k7Ω").
    typed = { def: (typed ?? field.unit!).def, exponent: rkmExponent };
  }
  if (typed === undefined) return { ok: true, value, currency };
  const target = field.unit;
  if (!target) return fail('UNIT_MISMATCH', `"${shown}" is ${withArticle(typed.def.dimension)}; ${name} needs a plain number.`, `Type ${name} without a unit, e.g. 12.`);
  if (typed.def.dimension !== target.def.dimension || ((typed.def.isolated || target.def.isolated) && typed.def !== target.def)) {
    const sameDimension = typed.def.dimension === target.def.dimension;
    return fail(
      'UNIT_MISMATCH',
      sameDimension
        ? `"${shown}" is in ${typed.def.symbol}, which does not convert exactly into the ${target.def.symbol} ${name} takes.`
        : `"${shown}" is ${withArticle(typed.def.dimension)}; ${name} ${isTableDimension(target.def.dimension) ? `needs ${withArticle(target.def.dimension)}` : `takes ${field.examples}`}.`,
      sameDimension ? `Give ${name} in ${unitSymbol(target)}${field.names.size ? ', or choose its unit beside it' : ''}.` : `Type ${name} in ${field.examples}, e.g. ${exampleOf(target)}.`,
    );
  }
  return { ok: true, value: convert(value, typed, target, field.difference), typed, currency };
}

/** The value of `x` typed in `from`, in `to` (same dimension): through the base unit, offsets included unless `x` is a difference. */
export function convert(x: Rational, from: Unit, to: Unit, difference = false): Rational {
  if (from.def === to.def && from.exponent === to.exponent) return x;
  let base = ratMul(scale(x, from.exponent), from.def.factor);
  if (from.def.offset && !difference) base = ratAdd(base, from.def.offset);
  if (to.def.offset && !difference) base = ratSub(base, to.def.offset);
  return scale(ratDiv(base, to.def.factor), -to.exponent);
}

/** x × 10^e, exactly. */
function scale(x: Rational, e: number): Rational {
  if (e === 0) return x;
  const p = 10n ** BigInt(Math.abs(e));
  return e > 0 ? rational(x.n * p, x.d) : rational(x.n, x.d * p);
}

const exampleOf = (u: Unit) => (u.def.dimension === 'temperature' ? `25 ${unitSymbol(u)}` : `20 ${unitSymbol(u)}`);

/**
 * The number at the start of `text` as plain decimal text ("1,500.25" → "1500.25", "2.2e-6"), and what follows
 * it, trimmed; null when the start is not a number, or its grouping is not in threes.
 */
function splitNumber(text: string, decimal: '.' | ','): [digits: string, rest: string] | null {
  const group = decimal === '.' ? ',' : '.';
  const g = group === '.' ? '\\.' : ',';
  const d = decimal === '.' ? '\\.' : ',';
  // Digits grouped in threes by the group mark, a space, an apostrophe or an underscore, or ungrouped.
  const m = new RegExp(`^((?:\\d{1,3}(?:[${g} '_]\\d{3})+|\\d+)(?:${d}\\d*)?|${d}\\d+)([eE][-+]?\\d+)?`).exec(text);
  if (!m) return null;
  const rest = text.slice(m[0].length);
  // "1,5" (a comma that does not group threes) or "1.2.3" is not a number; nor is "1.k" (a unit follows a digit).
  if (/^[\d.,'_]/.test(rest) || (m[1].endsWith(decimal) && rest.trim() !== '')) return null;
  const plain = m[1].replace(new RegExp(`[${g} '_]`, 'g'), '').replace(decimal, '.');
  return [`${plain}${m[2] ?? ''}`, rest.trim()];
}

function fail(code: 'INVALID_NUMBER' | 'UNIT_MISMATCH', detail: string, suggestion: string): QuantityReading {
  return { ok: false, code, detail, suggestion };
}

export type { Dimension };
