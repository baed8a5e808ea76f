// Exact decimal scaling for numbers typed on a page: "4.7" × 10³, "6.5" ÷ 100,
// "2.5" (years) × 12 (months). A value is a BigInt coefficient and a power of
// ten, so nothing is rounded until the one final conversion to a double, which
// JavaScript's Number() rounds correctly from the exact decimal text.
//
// Why not decimal.js (which the exact engines use): this runs in every page's
// island and worker, and decimal.js would add 12.7 KiB gzip to pages whose
// engine never needs it; scaling by powers of ten and unit factors is all the
// form reading does.

/** coefficient × 10^exponent, exactly. */
export interface ExactDecimal {
  coefficient: bigint;
  exponent: number;
}

const DECIMAL_TEXT = /^([-+]?)(\d*)(?:\.(\d*))?(?:e([-+]?\d+))?$/i;

/** "1.5e-9", "300000", ".5", "12" → exact value; null for anything else (including "", ".", "Infinity"). */
export function decimalFromText(text: string): ExactDecimal | null {
  const m = DECIMAL_TEXT.exec(text);
  if (!m || (m[2] === '' && !m[3])) return null;
  const fraction = m[3] ?? '';
  const coefficient = BigInt(`${m[1]}${m[2]}${fraction}` || '0');
  return { coefficient, exponent: Number(m[4] ?? 0) - fraction.length };
}

/** The exact value of a double: its shortest round-tripping decimal, as JavaScript prints it. */
export const decimalFromNumber = (x: number): ExactDecimal => decimalFromText(String(x))!;

export const scaledByPowerOfTen = (d: ExactDecimal, power: number): ExactDecimal => ({ coefficient: d.coefficient, exponent: d.exponent + power });

export const product = (a: ExactDecimal, b: ExactDecimal): ExactDecimal => ({ coefficient: a.coefficient * b.coefficient, exponent: a.exponent + b.exponent });

export const negated = (d: ExactDecimal): ExactDecimal => ({ coefficient: -d.coefficient, exponent: d.exponent });

/** The nearest double (Number() of the exact text rounds correctly); ±Infinity beyond the double range. */
export const toNumber = (d: ExactDecimal): number => Number(`${d.coefficient}e${d.exponent}`);

/** Plain decimal text with no exponent and no trailing fraction zeros: 4700, 0.0000001, -2.5. */
export function toPlainText(d: ExactDecimal): string {
  const negative = d.coefficient < 0n;
  let digits = (negative ? -d.coefficient : d.coefficient).toString();
  let text: string;
  if (d.exponent >= 0) text = digits === '0' ? '0' : digits + '0'.repeat(d.exponent);
  else {
    const point = -d.exponent;
    digits = digits.padStart(point + 1, '0');
    const whole = digits.slice(0, digits.length - point);
    const fraction = digits.slice(digits.length - point).replace(/0+$/, '');
    text = fraction ? `${whole}.${fraction}` : whole;
  }
  return negative && text !== '0' ? `-${text}` : text;
}
