// Exact decimals: a BigInt of all digits and the count of digits after the
// point. The arithmetic engines work on the digits people typed, so
// 0.1 + 0.2 is 0.3 and a 40-digit product keeps every digit; a JSON number is
// read as its shortest round-trip decimal (String(0.1) = "0.1").

export interface Decimal {
  /** Signed integer of all digits. */
  coef: bigint;
  /** Digits after the point, ≥ 0: value = coef / 10^scale. */
  scale: number;
}

/** Digits a decimal may have in plain notation (every finite double fits: 1.8e308 has 309, 5e-324 has 324). */
export const MAX_DECIMAL_DIGITS = 400;

export const DECIMAL_ZERO: Decimal = Object.freeze({ coef: 0n, scale: 0 });

// Optional sign, digits with an optional point, optional exponent. No grouping
// separators: a comma separates list items and is never a decimal comma.
const DECIMAL_TEXT = /^([+-]?)(\d+(?:\.\d*)?|\.\d+)(?:e([+-]?\d+))?$/i;

export type DecimalReading =
  | { ok: true; value: Decimal }
  /** syntax: not a decimal number; too_long: more plain digits than allowed (digits says how many). */
  | { ok: false; reason: 'syntax' | 'too_long'; digits: number };

/** Normalises the typographic minus (U+2212) and surrounding blanks. */
export const cleanNumberText = (text: string) => text.trim().replace(/^\u2212/, '-');

/**
 * Reads "12", "-0.5", ".25", "1e-7", "3.0E+4" exactly. The digit count is
 * checked before any power of ten is built, so "1e999999999" is refused cheaply.
 */
export function parseDecimal(text: string, maxDigits = MAX_DECIMAL_DIGITS): DecimalReading {
  const m = DECIMAL_TEXT.exec(cleanNumberText(text));
  if (!m) return { ok: false, reason: 'syntax', digits: 0 };
  const [, sign, body, expText] = m;
  const [intPart, fracPart = ''] = body.split('.');
  const significant = (intPart + fracPart).replace(/^0+/, '');
  if (significant === '') return { ok: true, value: DECIMAL_ZERO };
  const core = significant.replace(/(?<!0)0+$/, '');
  const exp10 = Number(expText ?? 0) - fracPart.length + (significant.length - core.length);
  const digits = plainDigitCount(core.length, exp10);
  if (!Number.isFinite(digits) || digits > maxDigits) return { ok: false, reason: 'too_long', digits };
  let coef = BigInt(core);
  if (exp10 > 0) coef *= 10n ** BigInt(exp10);
  return { ok: true, value: { coef: sign === '-' ? -coef : coef, scale: Math.max(0, -exp10) } };
}

/** Digits of core × 10^exp10 written out plainly: integer digits plus digits after the point. */
const plainDigitCount = (coreLength: number, exp10: number) => (exp10 >= 0 ? coreLength + exp10 : Math.max(coreLength, -exp10));

/** Digits of d written plainly (integer digits without leading zeros, plus its scale); 0 counts 1. */
export function decimalDigitCount(d: Decimal): number {
  const n = normalizeDecimal(d);
  if (n.coef === 0n) return 1;
  return Math.max(absBig(n.coef).toString().length, n.scale);
}

const absBig = (x: bigint) => (x < 0n ? -x : x);

/** Removes trailing zeros after the point: 1.50 → 1.5. */
export function normalizeDecimal(d: Decimal): Decimal {
  let { coef, scale } = d;
  if (coef === 0n) return DECIMAL_ZERO;
  while (scale > 0 && coef % 10n === 0n) {
    coef /= 10n;
    scale--;
  }
  return { coef, scale };
}

/** The same value with exactly `scale` digits after the point (scale ≥ d.scale). */
export function rescale(d: Decimal, scale: number): Decimal {
  return { coef: d.coef * 10n ** BigInt(scale - d.scale), scale };
}

/** Absolute value of the coefficient, with at least scale + 1 digits ("5" at scale 2 → "005"). */
export function digitsOf(d: Decimal): string {
  return absBig(d.coef).toString().padStart(d.scale + 1, '0');
}

/** Plain notation, trailing zeros kept as given by the scale: {coef 150, scale 2} → "1.50". */
export function formatDecimalAtScale(d: Decimal): string {
  const digits = digitsOf(d);
  const sign = d.coef < 0n ? '-' : '';
  if (d.scale === 0) return sign + digits;
  const cut = digits.length - d.scale;
  return `${sign}${digits.slice(0, cut)}.${digits.slice(cut)}`;
}

/** Canonical plain notation: "0.3", "-12", "1000000". */
export const formatDecimal = (d: Decimal) => formatDecimalAtScale(normalizeDecimal(d));

export function addDecimals(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  return normalizeDecimal({ coef: rescale(a, scale).coef + rescale(b, scale).coef, scale });
}

export const negateDecimal = (d: Decimal): Decimal => ({ coef: -d.coef, scale: d.scale });
export const absDecimal = (d: Decimal): Decimal => ({ coef: absBig(d.coef), scale: d.scale });
export const subtractDecimals = (a: Decimal, b: Decimal) => addDecimals(a, negateDecimal(b));
export const multiplyDecimals = (a: Decimal, b: Decimal) => normalizeDecimal({ coef: a.coef * b.coef, scale: a.scale + b.scale });

export function compareDecimals(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const scale = Math.max(a.scale, b.scale);
  const x = rescale(a, scale).coef;
  const y = rescale(b, scale).coef;
  return x < y ? -1 : x > y ? 1 : 0;
}
