// SI-prefixed display of quantities (4700 Ω → "4.7 kΩ", 8.2e-11 F → "82 pF"),
// for picture labels and the page's readings, where a plain 0.000000000082
// would not be read. Which prefixes a unit takes is a rule per unit (below):
// an engineer writes 0.988 Hz, not 988 mHz, and 3,600 s, not 3.6 ks.
import { formatNumber } from './numeric.ts';

const SCALES: Record<string, number> = { T: 1e12, G: 1e9, M: 1e6, k: 1e3, '': 1, m: 1e-3, µ: 1e-6, n: 1e-9, p: 1e-12, f: 1e-15 };

/**
 * The prefixes each unit takes, largest first ('' is the unit itself). A unit
 * not listed takes none: prefixed or compound units (kW, mm, dB, °C, K) are
 * shown as they are.
 * - Hz never goes below the unit: a frequency under 1 Hz reads in Hz (0.9881 Hz).
 * - s never goes above it: 3,600 s, not 3.6 ks (hours and minutes are their own fields).
 * - m takes k, m, µ and n (no Mm or cm).
 */
const UNIT_PREFIXES: Record<string, string[]> = {
  A: ['k', '', 'm', 'µ', 'n', 'p'],
  V: ['M', 'k', '', 'm', 'µ', 'n'],
  W: ['G', 'M', 'k', '', 'm', 'µ', 'n', 'p'],
  Ω: ['G', 'M', 'k', '', 'm', 'µ'],
  F: ['', 'm', 'µ', 'n', 'p', 'f'],
  H: ['', 'm', 'µ', 'n', 'p'],
  Hz: ['T', 'G', 'M', 'k', ''],
  s: ['', 'm', 'µ', 'n', 'p', 'f'],
  J: ['G', 'M', 'k', '', 'm', 'µ', 'n'],
  C: ['', 'm', 'µ', 'n', 'p'],
  S: ['k', '', 'm', 'µ', 'n'],
  VA: ['G', 'M', 'k', ''],
  var: ['G', 'M', 'k', ''],
  Wh: ['G', 'M', 'k', '', 'm'],
  Ah: ['k', '', 'm'],
  m: ['k', '', 'm', 'µ', 'n'],
};

/** Units that take an SI prefix on a page or in a picture. */
export const takesPrefix = (unit: string): boolean => Object.hasOwn(UNIT_PREFIXES, unit);

/** Every prefix from tera to femto: for a bare number ("10k", "1.5M") in pictures. */
const ANY = Object.keys(SCALES);

/**
 * `x` (in base units) as a mantissa and the prefix that keeps it in 1…999
 * where the unit allows one, after rounding to `sig` significant digits (so
 * 999.96 reads "1 k", not "1000").
 */
export function siScale(x: number, unit: string, sig: number): { mantissa: number; prefix: string } {
  if (!Number.isFinite(x) || x === 0) return { mantissa: x, prefix: '' };
  const allowed = unit === '' ? ANY : (UNIT_PREFIXES[unit] ?? ['']);
  const rounded = Number(Math.abs(x).toPrecision(sig));
  const prefix = allowed.find((p) => rounded >= SCALES[p]) ?? allowed[allowed.length - 1];
  // Scale the rounded magnitude, then round again: 0.001 × 1e3 must read 1, not 1.0000000000000002.
  return { mantissa: Math.sign(x) * Number((rounded / SCALES[prefix]).toPrecision(sig)), prefix };
}

/**
 * `x` (in base units) with the prefix its unit takes, to `sig` significant
 * digits: "4.7 kΩ", "6 mA", "1 kHz", "0.988 Hz"; without a unit "10k", "1.5M".
 */
export function formatSI(x: number, unit = '', sig = 3): string {
  const { mantissa, prefix } = siScale(x, unit, sig);
  const digits = formatNumber(mantissa, sig);
  return unit ? `${digits} ${prefix}${unit}` : `${digits}${prefix}`;
}
