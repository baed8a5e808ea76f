// Numbers as people type them: "300,000", "$300000", "6.5%", "4.7k", "4k7",
// "100n", "2.2 µF", "1.5e-9". One parser for the pages and the command line,
// so a value reads the same wherever it is typed. REST stays strictly numeric:
// this runs before a request is made, never behind the API.
//
// The result is a plain decimal string (no exponent), exact: "4k7" → "4700",
// "100n" → "0.0000001". Scaling is done in decimal, never in binary floating
// point, so "0.1k" is exactly "100".
// The exact decimals of the arithmetic engines (BigInt digits; decimal.js would add 12.7 KiB gzip to
// every page for a shift of the point). Its digit limit also refuses "1e-99999999" before a
// hundred-million-digit string is built.
import { formatDecimal, negateDecimal, parseDecimal } from './exact-decimal.ts';

export type EverydayNumber = { ok: true; value: string } | { ok: false; reason: string };

export interface EverydayNumberOptions {
  /** The field's unit: a trailing unit is dropped ("2.2 µF" in F), and "%" decides what a percent sign means. */
  unit?: string;
  /** Accept SI prefixes and RKM codes (4k7, 2R2). Off for money, counts and grades. Default true. */
  prefixes?: boolean;
  /** The visitor's decimal separator; the other of "." and "," (and spaces, "'", "_") groups digits. Default ".". */
  decimal?: '.' | ',';
}

/** Powers of ten by prefix. µ comes in two code points (micro sign U+00B5 and Greek mu U+03BC); "u" is how keyboards type it. */
const PREFIX_EXPONENT: ReadonlyMap<string, number> = new Map([
  ['T', 12], ['G', 9], ['M', 6], ['k', 3], ['K', 3], ['m', -3], ['u', -6], ['\u00b5', -6], ['\u03bc', -6], ['n', -9], ['p', -12], ['f', -15],
]);
/** RKM codes (IEC 60062): the letter stands where the decimal point would be; R means no scaling. (E is left out: 4E7 is exponent notation.) */
const RKM_LETTERS = 'RrTGMkKmunpf\u00b5\u03bc';
const RKM = new RegExp(`^(\\d+)([${RKM_LETTERS}])(\\d+)$`);

const CURRENCY = /^[$€£¥₹]|[$€£¥₹]$/g;
const MINUS = /^[−–-]/; // U+2212 minus sign and an en dash typed as minus

const fail = (reason: string): EverydayNumber => ({ ok: false, reason });

export function parseEverydayNumber(input: string, options: EverydayNumberOptions = {}): EverydayNumber {
  const { unit, prefixes = true, decimal = '.' } = options;
  let text = input.trim().replace(/\u00a0|\u202f/g, ' ');
  if (text === '') return fail('Enter a number.');

  let negative = false;
  if (MINUS.test(text) || text.startsWith('+')) {
    negative = text[0] !== '+';
    text = text.slice(1).trimStart();
  }
  text = text.replace(CURRENCY, '').trim();

  let percent = false;
  if (text.endsWith('%')) {
    percent = true;
    text = text.slice(0, -1).trimEnd();
  }
  if (unit && unit !== '%') text = dropUnit(text, unit);

  let exponent = 0;
  const rkm = prefixes ? RKM.exec(text) : null;
  if (rkm) {
    exponent = PREFIX_EXPONENT.get(rkm[2]) ?? 0;
    text = `${rkm[1]}.${rkm[3]}`;
  } else if (prefixes) {
    const last = text.slice(-1);
    // "1e3" is exponent notation, not a prefix; a prefix follows a digit.
    if (PREFIX_EXPONENT.has(last) && /\d\s?$/.test(text.slice(0, -1))) {
      exponent = PREFIX_EXPONENT.get(last)!;
      text = text.slice(0, -1).trimEnd();
    }
  }

  const plain = ungroup(text, decimal);
  if (plain === null) {
    return fail(decimal === '.' ? `"${input.trim()}" is not a number: use a point for decimals and commas only between groups of three digits.` : `"${input.trim()}" is not a number: use a comma for decimals and points or spaces only between groups of three digits.`);
  }
  if (!/^(\d+(?:\.\d*)?|\.\d+)(e[-+]?\d+)?$/i.test(plain)) return fail(`"${input.trim()}" is not a number.`);

  const read = parseDecimal(plain);
  const shift = exponent - (percent && unit !== '%' ? 2 : 0);
  const scaled = read.ok && shift !== 0 ? parseDecimal(`${formatDecimal(read.value)}e${shift}`) : read;
  if (!scaled.ok || !Number.isFinite(Number(formatDecimal(scaled.value)))) return fail(`"${input.trim()}" is too large, or has more digits than a number can carry.`);
  return { ok: true, value: formatDecimal(negative ? negateDecimal(scaled.value) : scaled.value) };
}

/** "2.2 µF" in F → "2.2 µ"; "10kHz" in Hz → "10k"; a longer unit matches in any case ("10 khz"). */
function dropUnit(text: string, unit: string): string {
  const tail = text.slice(-unit.length);
  const same = unit.length > 1 ? tail.toLowerCase() === unit.toLowerCase() : tail === unit;
  return same ? text.slice(0, -unit.length).trimEnd() : text;
}

/**
 * Removes digit grouping: the separator that is not the decimal one may only sit
 * between groups of three digits ("1,234,567.5"); spaces, apostrophes and
 * underscores group in any locale. Returns the number with "." as its point, or
 * null when grouping is malformed ("1,23").
 */
function ungroup(text: string, decimal: '.' | ','): string | null {
  const group = decimal === '.' ? ',' : '.'; // literal inside the character class below
  const [intPart, ...rest] = text.split(decimal);
  if (rest.length > 1) return null;
  const groups = intPart.split(new RegExp(`[${group} '_]`));
  if (groups.length > 1 && !(groups[0].length >= 1 && groups[0].length <= 3 && groups.slice(1).every((g) => /^\d{3}$/.test(g)))) return null;
  const fraction = rest[0];
  if (/[,.' _]/.test(fraction ?? '')) return null; // no grouping after the point
  return fraction === undefined ? groups.join('') : `${groups.join('')}.${fraction}`;
}
