// Numbers as digit strings with a power of ten, for the scientific-notation
// engine: parsing every common notation, significant figures, rounding,
// exact +, −, × and ÷ (BigInt), and the scientific, engineering, E and plain
// renderings. Nothing passes through a double, so coefficients carry no
// binary noise. (engines/core/exact-decimal.ts keeps fixed-point decimals
// for plain arithmetic; here the exponent floats and trailing zeros that are
// significant figures survive, which that type normalises away.)

/** value = (negative ? −1 : 1) × digits × 10^pow; digits has no leading zeros ("0" for zero); its trailing zeros are significant figures. */
export interface SciNumber {
  negative: boolean;
  digits: string;
  pow: number;
}

/** Largest |exponent| accepted in inputs (the plain decimal of 1e1000 has 1001 digits). */
export const MAX_INPUT_EXPONENT = 1000;
/** Longest number text accepted. */
export const MAX_TEXT_LENGTH = 1000;

const ZERO: SciNumber = Object.freeze({ negative: false, digits: '0', pow: 0 });

const SUPERSCRIPTS: Record<string, string> = { '⁰': '0', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9', '⁻': '-', '⁺': '+' };

// coefficient, then optionally e±n or (×|x|*|·) 10^±n; or a bare 10^n.
const WITH_COEFFICIENT = /^([+-]?)(\d+(?:\.\d*)?|\.\d+)(?:e([+-]?\d+)|(?:[×x*·])10\^\(?([+-]?\d+)\)?)?$/i;
const BARE_POWER = /^([+-]?)10\^\(?([+-]?\d+)\)?$/;

export type SciReading = { ok: true; value: SciNumber; notation: 'decimal' | 'scientific' } | { ok: false; reason: 'syntax' | 'too_long' | 'exponent' };

/**
 * Reads "0.00042", "4.2e-4", "4.2E-4", "4.2 × 10^-4", "4.2x10^(-4)", "4.2·10⁻⁴"
 * and "10^5"; blanks are ignored (so "1 000" is 1000) and the typographic minus
 * is a minus. No decimal comma. Significant figures: leading zeros never count; trailing
 * zeros count when the coefficient has a decimal point ("1.50", "1200."), not
 * in a whole number without one ("1200" has 2).
 */
export function parseSci(text: string): SciReading {
  if (text.length > MAX_TEXT_LENGTH) return { ok: false, reason: 'too_long' };
  let t = text.trim().replace(/\u2212/g, '-').replace(/\s+/g, '');
  // 10⁻⁴ → 10^-4
  t = t.replace(/10([⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺]+)$/, (_, sup: string) => `10^${[...sup].map((c) => SUPERSCRIPTS[c]).join('')}`);
  const bare = BARE_POWER.exec(t);
  if (bare) return finish({ negative: bare[1] === '-', digits: '1', pow: 0 }, Number(bare[2]), 'scientific');
  const m = WITH_COEFFICIENT.exec(t);
  if (!m) return { ok: false, reason: 'syntax' };
  const [, sign, body, eExp, tenExp] = m;
  const [intPart, fracPart = ''] = body.split('.');
  const hasPoint = body.includes('.');
  let digits = (intPart + fracPart).replace(/^0+/, '');
  let pow = -fracPart.length;
  if (digits === '') return { ok: true, value: ZERO, notation: eExp ?? tenExp ? 'scientific' : 'decimal' };
  if (!hasPoint) {
    const trimmed = digits.replace(/(?<!0)0+$/, '');
    pow += digits.length - trimmed.length;
    digits = trimmed;
  }
  const exponent = eExp ?? tenExp;
  return finish({ negative: sign === '-', digits, pow }, exponent === undefined ? 0 : Number(exponent), exponent === undefined ? 'decimal' : 'scientific');
}

function finish(n: SciNumber, shift: number, notation: 'decimal' | 'scientific'): SciReading {
  const value = { ...n, pow: n.pow + shift };
  if (!Number.isSafeInteger(shift) || Math.abs(exponentOf(value)) > MAX_INPUT_EXPONENT) return { ok: false, reason: 'exponent' };
  return { ok: true, value, notation };
}

export const isZero = (n: SciNumber) => n.digits === '0';

/** Exponent of the normalised scientific form d.ddd × 10^exp. */
export const exponentOf = (n: SciNumber) => (isZero(n) ? 0 : n.pow + n.digits.length - 1);

/** Multiplies by 10^k (shifts the exponent). */
export const shift = (n: SciNumber, k: number): SciNumber => (isZero(n) ? n : { ...n, pow: n.pow + k });

/** Drops trailing zeros: for exact results, whose zeros are not measured figures. */
export function trimZeros(n: SciNumber): SciNumber {
  if (isZero(n)) return ZERO;
  const digits = n.digits.replace(/(?<!0)0+$/, '');
  return { ...n, digits, pow: n.pow + n.digits.length - digits.length };
}

/** To `sig` significant figures, halves away from zero; pads with zeros when there are fewer digits. */
export function roundSig(n: SciNumber, sig: number): SciNumber {
  if (isZero(n)) return n;
  if (n.digits.length <= sig) return { ...n, digits: n.digits.padEnd(sig, '0'), pow: n.pow - (sig - n.digits.length) };
  const drop = n.digits.length - sig;
  let kept = BigInt(n.digits.slice(0, sig));
  if (n.digits[sig] >= '5') kept += 1n;
  let digits = kept.toString();
  let pow = n.pow + drop;
  if (digits.length > sig) {
    // 9.99 → 10.0: one digit more; drop the trailing zero to keep `sig` figures
    digits = digits.slice(0, sig);
    pow += 1;
  }
  return { negative: n.negative, digits, pow };
}

// ---- exact arithmetic on BigInt mantissas ------------------------------------

const toBig = (n: SciNumber) => (n.negative ? -BigInt(n.digits) : BigInt(n.digits));
const fromBig = (m: bigint, pow: number): SciNumber => (m === 0n ? ZERO : trimZeros({ negative: m < 0n, digits: (m < 0n ? -m : m).toString(), pow }));
const TEN = 10n;

export function add(a: SciNumber, b: SciNumber): SciNumber {
  const pow = Math.min(a.pow, b.pow);
  return fromBig(toBig(a) * TEN ** BigInt(a.pow - pow) + toBig(b) * TEN ** BigInt(b.pow - pow), pow);
}

export const negate = (n: SciNumber): SciNumber => (isZero(n) ? n : { ...n, negative: !n.negative });

export const multiply = (a: SciNumber, b: SciNumber): SciNumber => fromBig(toBig(a) * toBig(b), a.pow + b.pow);

const gcd = (x: bigint, y: bigint): bigint => {
  while (y) [x, y] = [y, x % y];
  return x < 0n ? -x : x;
};

/**
 * a ÷ b (b ≠ 0): exact when the quotient terminates (its reduced denominator
 * has no prime factors but 2 and 5), otherwise rounded to `sig` significant
 * figures, halves away from zero.
 */
export function divide(a: SciNumber, b: SciNumber, sig: number): { value: SciNumber; exact: boolean } {
  // Callers refuse a zero divisor with an error code first; without this a 0 would loop for ever below.
  if (isZero(b)) throw new RangeError('divide: the divisor is 0');
  const g = gcd(toBig(a), toBig(b)) || 1n;
  let num = toBig(a) / g;
  let den = toBig(b) / g;
  if (den < 0n) [num, den] = [-num, -den];
  let rest = den;
  let twos = 0;
  let fives = 0;
  while (rest % 2n === 0n) [rest, twos] = [rest / 2n, twos + 1];
  while (rest % 5n === 0n) [rest, fives] = [rest / 5n, fives + 1];
  if (rest === 1n) {
    const k = Math.max(twos, fives); // den divides 10^k
    return { value: fromBig((num * TEN ** BigInt(k)) / den, a.pow - b.pow - k), exact: true };
  }
  // Enough digits for sig figures plus one rounding digit.
  const s = sig + 2 + den.toString().length - (num < 0n ? -num : num).toString().length;
  // Truncated quotient with at least sig + 1 digits: the digit after the kept ones decides the rounding.
  const scaled = s >= 0 ? (num * TEN ** BigInt(s)) / den : num / (den * TEN ** BigInt(-s));
  const q = fromBig(scaled, a.pow - b.pow - s);
  return { value: trimZeros(roundSig(q, sig)), exact: false };
}

// ---- renderings --------------------------------------------------------------

const sign = (n: SciNumber) => (n.negative ? '-' : '');

/** d.ddd, the coefficient of the scientific form (significant zeros kept). */
export function coefficientText(n: SciNumber): string {
  return `${sign(n)}${n.digits[0]}${n.digits.length > 1 ? `.${n.digits.slice(1)}` : ''}`;
}

export const scientificText = (n: SciNumber) => `${coefficientText(n)} × 10^${exponentOf(n)}`;

/** E notation as JavaScript and spreadsheets print it: 1.5e+3, 2e-7. */
export const eText = (n: SciNumber) => {
  const e = exponentOf(n);
  return `${coefficientText(n)}e${e < 0 ? '-' : '+'}${Math.abs(e)}`;
};

/** Plain positional notation with every significant figure: 1500, 0.00150. */
export function decimalText(n: SciNumber): string {
  if (isZero(n)) return '0';
  if (n.pow >= 0) return sign(n) + n.digits + '0'.repeat(n.pow);
  const point = n.digits.length + n.pow; // digits before the point
  return point > 0 ? `${sign(n)}${n.digits.slice(0, point)}.${n.digits.slice(point)}` : `${sign(n)}0.${'0'.repeat(-point)}${n.digits}`;
}

const SI_PREFIXES: Record<number, [string, string]> = {
  [-30]: ['q', 'quecto'], [-27]: ['r', 'ronto'], [-24]: ['y', 'yocto'], [-21]: ['z', 'zepto'], [-18]: ['a', 'atto'], [-15]: ['f', 'femto'],
  [-12]: ['p', 'pico'], [-9]: ['n', 'nano'], [-6]: ['µ', 'micro'], [-3]: ['m', 'milli'], 0: ['', ''], 3: ['k', 'kilo'], 6: ['M', 'mega'],
  9: ['G', 'giga'], 12: ['T', 'tera'], 15: ['P', 'peta'], 18: ['E', 'exa'], 21: ['Z', 'zetta'], 24: ['Y', 'yotta'], 27: ['R', 'ronna'], 30: ['Q', 'quetta'],
};

/** Engineering form: exponent a multiple of 3, coefficient 1 ≤ |c| < 1000, and the SI prefix of that power when there is one. */
export function engineering(n: SciNumber): { coefficient: string; exp: number; text: string; prefix?: string; prefixName?: string } {
  const e = exponentOf(n);
  const exp = Math.floor(e / 3) * 3;
  const intDigits = e - exp + 1;
  const coefficient = isZero(n) ? '0' : `${sign(n)}${n.digits.slice(0, intDigits).padEnd(intDigits, '0')}${n.digits.length > intDigits ? `.${n.digits.slice(intDigits)}` : ''}`;
  const si = SI_PREFIXES[exp];
  return { coefficient, exp, text: `${coefficient} × 10^${exp}`, ...(si && exp !== 0 ? { prefix: si[0], prefixName: si[1] } : {}) };
}

/** The nearest double of the coefficient (exact digits are in coefficientText). */
export const coefficientNumber = (n: SciNumber) => Number(coefficientText(n));
