// Number helpers shared by engines: finiteness, tolerant comparison and display.

/**
 * Number text as a program writes it: optional sign, digits with an optional point, optional exponent
 * ("12", "-0.5", ".5", "1e-3"); no grouping and no decimal comma. "Digits, then optionally a point and
 * digits" is spelt \d+(?:\.\d*)?, never \d+\.?\d*: that form can split one run of digits two ways, and
 * a long run followed by a letter then takes quadratic time (60,000 digits held a REST request for 19 s).
 */
export const NUMBER_TEXT = /^[-+]?(\d+(?:\.\d*)?|\.\d+)(e[-+]?\d+)?$/i;

/**
 * A JSON number as it is, or number text read as a number (blanks around it allowed: Number() skips the
 * same ones trim() removes); undefined for anything else.
 */
export const numberFromText = (v: unknown): number | undefined =>
  typeof v === 'number' ? v : typeof v === 'string' && NUMBER_TEXT.test(v.trim()) ? Number(v) : undefined;

export const isFiniteNumber = (x: unknown): x is number => Number.isFinite(x);

/**
 * Thrown by a shared helper that meets an intermediate value a double cannot
 * carry (an overflow to Infinity, or an underflow to 0 where only a positive
 * value makes sense, several steps before the result). calculate() answers it as
 * NON_FINITE_RESULT (HTTP 400), like a non-finite result; any other exception
 * is a bug and fails its request with 500.
 */
export class NonFiniteValue extends RangeError {}

/** |a - b| within a relative tolerance (and an absolute floor for values near zero). */
export function nearlyEqual(a: number, b: number, rel = 1e-12, abs = 1e-300): boolean {
  return Math.abs(a - b) <= Math.max(abs, rel * Math.max(Math.abs(a), Math.abs(b)));
}

/** Round to `sig` significant digits, as a number (display and snapping only, never mid-calculation). */
export function roundSig(x: number, sig = 12): number {
  if (x === 0 || !Number.isFinite(x)) return x;
  return Number(x.toPrecision(sig));
}

/**
 * Display form: up to `sig` significant digits, trailing zeros trimmed,
 * plain notation between 1e-6 and 1e15, scientific outside.
 */
export function formatNumber(x: number, sig = 12): string {
  if (!Number.isFinite(x)) return String(x);
  if (x === 0) return '0';
  const abs = Math.abs(x);
  if (abs >= 1e15 || abs < 1e-6) {
    const [m, e] = x.toExponential(sig - 1).split('e');
    return `${trimZeros(m)}e${e.replace('+', '')}`;
  }
  // From 10^sig toPrecision writes an exponent: write every digit before the point instead, and at most
  // sig − 1 after it, within a double's 15 exact digits (1e12 + 0.1 read 1000000000000.09997558594).
  const precise = x.toPrecision(sig);
  const [, exponent] = precise.split('e');
  if (exponent === undefined) return trimZeros(precise);
  return trimZeros(x.toFixed(Math.min(sig - 1, Math.max(0, 14 - Number(exponent)))));
}

/** "2.500" → "2.5", "3.000" → "3"; text without a point is left as it is. */
export function trimZeros(s: string): string {
  return s.includes('.') ? s.replace(/(?:\.0+|(?<!0)0+)$/, '') : s;
}

export const formatQuantity = (x: number, unit?: string | null) => (unit ? `${formatNumber(x)} ${unit}` : formatNumber(x));

/** Path of the first NaN or ±Infinity inside a value, or null when every number is finite. */
export function nonFinitePath(value: unknown, path = 'result'): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  // An array's keys are its indices, in order: result.rows.2.value.
  if (value !== null && typeof value === 'object') {
    for (const k of Object.keys(value)) {
      const p = nonFinitePath((value as Record<string, unknown>)[k], `${path}.${k}`);
      if (p) return p;
    }
  }
  return null;
}
