import * as det from '../../core/det-math.ts';
import { NonFiniteValue } from '../../core/numeric.ts';
import { largestAtMost, sameValue, smallestAtLeast } from './standard-snap.ts';
// IEC 60063 preferred-number series (E6 … E192) and nearest standard values.
// E3–E24 are the standard's tables (they deviate from the geometric formula);
// E48–E192 follow round(10^(i/n), 2) except the standard's 9.20 in E192.

export type ESeries = 'E6' | 'E12' | 'E24' | 'E48' | 'E96' | 'E192';
export const E_SERIES: ESeries[] = ['E6', 'E12', 'E24', 'E48', 'E96', 'E192'];

const E24 = [1.0, 1.1, 1.2, 1.3, 1.5, 1.6, 1.8, 2.0, 2.2, 2.4, 2.7, 3.0, 3.3, 3.6, 3.9, 4.3, 4.7, 5.1, 5.6, 6.2, 6.8, 7.5, 8.2, 9.1];

// Computed on first use: 336 exact powers cost ≈ 60 ms, a tenth of a server's start.
const geometricCache = new Map<number, readonly number[]>();
function geometric(n: number): readonly number[] {
  let values = geometricCache.get(n);
  if (!values) {
    const v = Array.from({ length: n }, (_, i) => Math.round(100 * det.pow(10, i / n)) / 100);
    if (n === 192) v[185] = 9.2;
    geometricCache.set(n, (values = v));
  }
  return values;
}

/** Mantissas in [1, 10) of each series. */
export const MANTISSAS: Readonly<Record<ESeries, readonly number[]>> = {
  E6: E24.filter((_, i) => i % 4 === 0),
  E12: E24.filter((_, i) => i % 2 === 0),
  E24,
  get E48() {
    return geometric(48);
  },
  get E96() {
    return geometric(96);
  },
  get E192() {
    return geometric(192);
  },
};

export interface Nearest {
  value: number;
  below: number;
  above: number;
  /** (value − target) / target, in percent. */
  errorPct: number;
}

/**
 * floor(log10(x)) for a finite x > 0, exactly: the exponent of the shortest decimal that
 * reads back as x (ECMAScript fixes it). It is one above the true floor only for the double
 * nearest a power of ten that lies just under it (1e23), and that double is the series'
 * first value of the decade itself. det.log10 took 0.45 ms here.
 */
function decadeOf(x: number): number {
  const text = x.toExponential();
  return Number(text.slice(text.indexOf('e') + 1));
}

/**
 * The series' values in `decade` and the next, ascending (each decade is, and the next starts
 * above it): a target of that decade is at least the decade's first value (decadeOf), so its
 * neighbours lie here. The last few are kept (a lookup is mostly this).
 */
const windows = new Map<string, readonly number[]>();
function candidatesAround(series: ESeries, decade: number): readonly number[] {
  const key = `${series}${decade}`;
  let found = windows.get(key);
  if (found === undefined) {
    const out: number[] = [];
    for (const d of [decade, decade + 1]) {
      const scale = det.pow(10, d);
      for (const m of MANTISSAS[series]) out.push(round12(m * scale));
    }
    found = out;
    if (windows.size >= 64) windows.clear();
    windows.set(key, found);
  }
  return found;
}

/** The series values around `target` (> 0), and the nearest one in ratio (log) terms; a target within the snap tolerance of a series value is that value (standard-snap.ts). */
export function nearestStandard(target: number, series: ESeries): Nearest {
  // Reached with a value that overflowed or underflowed on the way (the inputs are checked positive).
  if (!(target > 0) || !Number.isFinite(target)) throw new NonFiniteValue(`a value to round to a standard value is ${target}`);
  const candidates = candidatesAround(series, decadeOf(target));
  // At a standard value (up to the shared snap tolerance) below and above are that value.
  const below = largestAtMost(candidates, target) ?? candidates[0];
  const above = smallestAtLeast(candidates, target) ?? candidates[candidates.length - 1];
  const value = sameValue(below, above) || squareAtMost(target, below, above) ? below : above;
  return { value, below, above, errorPct: ((value - target) / target) * 100 };
}

/**
 * target/below ≤ above/target, that is target² ≤ below·above, decided exactly: target as the double
 * it is, below and above as the decimals they stand for (1.1, not the double nearest it). Near the
 * geometric midpoint the two double quotients can be equal while the exact ones are not:
 * 1.0488088481701516 lies above √1.1 and is nearer 1.1, which the quotients called a tie for 1.0.
 */
function squareAtMost(target: number, below: number, above: number): boolean {
  const [m, twoExponent] = binaryParts(target);
  const [b, bExponent] = decimalParts(below);
  const [a, aExponent] = decimalParts(above);
  // m²·2^(2e) ≤ b·a·10^k, with every power moved to the side where it is a whole number.
  let left = m * m;
  let right = b * a;
  const e = 2 * twoExponent;
  const k = bExponent + aExponent;
  if (e >= 0) left <<= BigInt(e);
  else right <<= BigInt(-e);
  if (k >= 0) right *= 10n ** BigInt(k);
  else left *= 10n ** BigInt(-k);
  return left <= right;
}

/** x = m·2^e exactly, for a finite x > 0. */
function binaryParts(x: number): [bigint, number] {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  const bits = view.getBigUint64(0);
  const biased = Number(bits >> 52n);
  const fraction = bits & 0xfffffffffffffn;
  return biased === 0 ? [fraction, -1074] : [fraction | (1n << 52n), biased - 1075];
}

/** The decimal of x's shortest digits as d·10^k: 4.7e-7 → [47, -8]. */
function decimalParts(x: number): [bigint, number] {
  const [mantissa, exponent] = x.toExponential().split('e');
  const [whole, fraction = ''] = mantissa.split('.');
  return [BigInt(whole + fraction), Number(exponent) - fraction.length];
}

/** The next standard value at or above `target` (e.g. a current-limiting resistor that must not be smaller). */
export function standardAtLeast(target: number, series: ESeries): number {
  return nearestStandard(target, series).above;
}

const round12 = (x: number) => Number(x.toPrecision(12));
