// SI-prefixed display of quantities (4700 Ω → "4.7 kΩ", 8.2e-11 F → "82 pF"),
// for picture labels where a plain 0.000000000082 would not be read.
import { formatNumber } from './numeric.ts';

const PREFIXES: [number, string][] = [
  [1e12, 'T'], [1e9, 'G'], [1e6, 'M'], [1e3, 'k'], [1, ''], [1e-3, 'm'], [1e-6, 'µ'], [1e-9, 'n'], [1e-12, 'p'], [1e-15, 'f'],
];

/**
 * `x` (in base units) with the prefix that keeps the mantissa in 1…999, to `sig`
 * significant digits: "4.7 kΩ", "6 mA", "1 kHz"; without a unit "10k", "1.5M".
 */
export function formatSI(x: number, unit = '', sig = 3): string {
  if (!Number.isFinite(x) || x === 0) return unit ? `${formatNumber(x)} ${unit}` : formatNumber(x);
  // Round before choosing the prefix, so 999.96 reads "1 k" and not "1000".
  const rounded = Number(Math.abs(x).toPrecision(sig));
  const [scale, prefix] = PREFIXES.find(([s]) => rounded >= s) ?? PREFIXES[PREFIXES.length - 1];
  const mantissa = formatNumber((Math.sign(x) * rounded) / scale, sig);
  return unit ? `${mantissa} ${prefix}${unit}` : `${mantissa}${prefix}`;
}
