// Result values as a person reads them: Intl.NumberFormat in the visitor's
// locale, with the reading each output declares (engines/derive/readings.ts).
// The same function runs in the server render and in the island, with the same
// ReadingPrefs (engines/derive/reading-prefs.ts), so hydration shows the same text.
import type { Reading } from '../core/contract.ts';
import { siScale } from '../core/si-format.ts';

export interface ReadingPrefs {
  /** A BCP 47 locale Intl supports. */
  locale: string;
  /** ISO 4217 code shown on money, or null for plain grouped amounts. Never converts. */
  currency: string | null;
}

/** A value read for a person: `text` is the number (with the currency sign for money), `unit` what follows it. */
export interface Readout {
  text: string;
  unit: string;
}

const formats = new Map<string, Intl.NumberFormat>();
/** Locales come from requests (reduced to language and region, reading-prefs.ts): past this many formats the memo starts over. */
const FORMATS_LIMIT = 2048;

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) {
    if (formats.size >= FORMATS_LIMIT) formats.clear();
    formats.set(key, (f = new Intl.NumberFormat(locale, options)));
  }
  return f;
}

const SUPERSCRIPT: Record<string, string> = { '-': '⁻', '0': '⁰', '1': '¹', '2': '²', '3': '³', '4': '⁴', '5': '⁵', '6': '⁶', '7': '⁷', '8': '⁸', '9': '⁹' };

/** Beyond these magnitudes a grouped decimal is unreadable: 1.219 × 10¹⁷. */
const tooLarge = (x: number) => Math.abs(x) >= 1e15;
const tooSmall = (x: number) => x !== 0 && Math.abs(x) < 1e-6;

function scientific(x: number, digits: number, locale: string): string {
  const s = numberFormat(locale, { notation: 'scientific', maximumSignificantDigits: digits }).format(x);
  return s.replace(/E(-?\d+)$/, (_, e: string) => ` × 10${[...e].map((c) => SUPERSCRIPT[c]).join('')}`);
}

/** About `digits` significant digits, never rounding away whole digits (123,457, not 123,500). */
function significant(x: number, digits: number, locale: string): string {
  if (tooLarge(x) || tooSmall(x)) return scientific(x, digits, locale);
  return numberFormat(locale, { maximumSignificantDigits: digits, maximumFractionDigits: 0, roundingPriority: 'morePrecision' }).format(x);
}

/** `min`…`max` decimals; a non-zero value that would show as 0 keeps 2 significant digits instead. */
function decimals(x: number, min: number, max: number, locale: string): string {
  if (tooLarge(x)) return scientific(x, 4, locale);
  if (x !== 0 && Math.abs(x) < 0.5 * 10 ** -max) return significant(x, 2, locale);
  return numberFormat(locale, { minimumFractionDigits: min, maximumFractionDigits: max }).format(x);
}

/** What follows a money amount: 'currency per unit' → 'per unit'. */
const moneyUnit = (unit: string | null | undefined) => (unit ?? '').replace(/^currency\b\s*/, '');

function money(x: number, maxDecimals: number, unit: string | null | undefined, prefs: ReadingPrefs): Readout {
  const digits = { minimumFractionDigits: 2, maximumFractionDigits: Math.max(2, maxDecimals) };
  const f = prefs.currency ? numberFormat(prefs.locale, { style: 'currency', currency: prefs.currency, ...digits }) : numberFormat(prefs.locale, digits);
  return { text: f.format(x), unit: moneyUnit(unit) };
}

/** A number read as `reading` says, in `unit` (the field's or the answer's). */
export function readNumber(value: number, reading: Reading, unit: string | null | undefined, prefs: ReadingPrefs): Readout {
  const x = value + 0; // -0 reads as 0
  // '—' declares a dimensionless quantity: nothing follows the number.
  const u = unit === '—' ? '' : (unit ?? '');
  const { locale } = prefs;
  if (!Number.isFinite(x)) return { text: String(x), unit: u };
  switch (reading.as) {
    case 'money':
      return money(x, reading.maxDecimals ?? 2, unit, prefs);
    case 'si': {
      const { mantissa, prefix } = siScale(x, u, reading.digits ?? 4);
      return { text: significant(mantissa, reading.digits ?? 4, locale), unit: u && `${prefix}${u}` };
    }
    case 'fixed':
      return { text: decimals(x, reading.decimals, reading.decimals, locale), unit: u };
    case 'round':
      return { text: decimals(x, 0, reading.decimals, locale), unit: u };
    case 'digits':
      return { text: significant(x, reading.digits, locale), unit: u };
    case 'count':
      return { text: tooLarge(x) ? scientific(x, 4, locale) : numberFormat(locale, { maximumFractionDigits: 0 }).format(x), unit: u };
    case 'plain':
    case 'words':
    case 'names':
      return { text: String(x), unit: u };
  }
}

/** Any scalar result value: numbers by their reading, booleans as words, codes by their names, other text as it is, null as a dash. */
export function readValue(value: unknown, reading: Reading | null, unit: string | null | undefined, prefs: ReadingPrefs): Readout {
  if (typeof value === 'number') return readNumber(value, reading ?? { as: 'digits', digits: 10 }, unit, prefs);
  if (typeof value === 'boolean') return { text: reading?.as === 'words' ? (value ? reading.yes : reading.no) : value ? 'Yes' : 'No', unit: '' };
  if (value === null || value === undefined) return { text: '—', unit: '' };
  if (typeof value === 'string' && reading?.as === 'names' && Object.hasOwn(reading.names, value)) return { text: reading.names[value], unit: '' };
  return { text: String(value), unit: '' };
}

/** The readout as one string: "25.53 mA", "$1,896.20", "360 months". */
export const readoutText = (r: Readout) => (r.unit ? `${r.text} ${r.unit}` : r.text);
