// The trial values of one input, from its declared domain: where solve()
// looks for sign changes of (output − target), and where sweep() checks that a
// range lies inside the domain. Deterministic: the same declaration and the
// same known value give the same grid on every machine (no randomness, no clock).
//
// - A finite domain whose span is at most SPAN_FOR_LINEAR × the field's scale
//   (a percentage 0…100, a ratio 0…1): LINEAR_INTERVALS equal intervals.
// - Otherwise: logarithmic, DECADES decades each side of the scale with
//   POINTS_PER_DECADE points per decade, inside the domain; the negative side
//   (the mirror image) only when the domain allows negatives and the engine
//   answers at −scale; 0 when the domain holds it.
// Whole-number fields take the grid rounded to whole numbers (every whole number
// of a small range), duplicates removed.
import { numberFromText } from '../core/numeric.ts';
import { own } from '../core/own.ts';
import { inputJsonSchema } from './schemas.ts';
import type { ResolvedTool } from './tools.ts';

export const LINEAR_INTERVALS = 32;
export const SPAN_FOR_LINEAR = 1e3;
export const DECADES = 6;
export const POINTS_PER_DECADE = 2;

/** The declared domain of a number input (JSON Schema bounds, whole-number rule). */
export interface Domain {
  min?: number;
  max?: number;
  /** The bound itself is outside the domain. */
  minExclusive: boolean;
  maxExclusive: boolean;
  integer: boolean;
}

export function domainOf(tool: ResolvedTool, key: string): Domain {
  const p = inputJsonSchema(tool).properties?.[key] ?? {};
  const shape = own(tool.plan.shape, key);
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
  const d: Domain = { minExclusive: false, maxExclusive: false, integer: shape?.kind === 'integer' };
  const lo = num(p.minimum);
  const loEx = num(p.exclusiveMinimum);
  if (loEx !== undefined && (lo === undefined || loEx >= lo)) {
    d.min = loEx;
    d.minExclusive = true;
  } else if (lo !== undefined) d.min = lo;
  const hi = num(p.maximum);
  const hiEx = num(p.exclusiveMaximum);
  if (hiEx !== undefined && (hi === undefined || hiEx <= hi)) {
    d.max = hiEx;
    d.maxExclusive = true;
  } else if (hi !== undefined) d.max = hi;
  if (d.integer && shape?.whole) {
    d.min = Math.max(d.min ?? -Infinity, shape.whole.min);
    d.max = Math.min(d.max ?? Infinity, shape.whole.max);
  }
  return d;
}

export const inDomain = (d: Domain, x: number): boolean =>
  Number.isFinite(x) &&
  (d.min === undefined || (d.minExclusive ? x > d.min : x >= d.min)) &&
  (d.max === undefined || (d.maxExclusive ? x < d.max : x <= d.max)) &&
  (!d.integer || Number.isInteger(x));

/** "≥ 0", "> 0 and ≤ 100", "any number": the domain in words, for messages. */
export function domainText(d: Domain): string {
  const parts: string[] = [];
  if (d.min !== undefined) parts.push(`${d.minExclusive ? '>' : '≥'} ${d.min}`);
  if (d.max !== undefined) parts.push(`${d.maxExclusive ? '<' : '≤'} ${d.max}`);
  const range = parts.length ? parts.join(' and ') : 'any value';
  return d.integer ? `a whole number ${parts.length ? range : ''}`.trim() : range;
}

/**
 * The field's scale: the magnitude its values usually have. The caller's guess when it gave one,
 * else the page's initial value, the first worked example's, the schema default, else 1.
 */
export function scaleOf(tool: ResolvedTool, key: string, guess?: number): number {
  const candidates = [guess, own(tool.initial, key), ...tool.engine.examples.map((e) => own(e.inputs, key)), own(tool.plan.shape, key)?.default];
  for (const c of candidates) {
    const n = numberFromText(c);
    if (n !== undefined && Number.isFinite(n) && n !== 0) return Math.abs(n);
  }
  return 1;
}

export interface GridOptions {
  /** Evaluated only for a log grid whose domain allows negatives: does the engine answer at x (−scale)? */
  answersAt?: (x: number) => boolean;
}

export interface Grid {
  points: number[];
  kind: 'linear' | 'log';
  scale: number;
}

/** Ascending trial values inside the domain. */
export function searchGrid(d: Domain, scale: number, options: GridOptions = {}): Grid {
  const s = Number.isFinite(scale) && scale > 0 ? scale : 1;
  let points: number[] = [];
  let kind: Grid['kind'];
  if (d.min !== undefined && d.max !== undefined && d.max - d.min <= SPAN_FOR_LINEAR * s) {
    kind = 'linear';
    const span = d.max - d.min;
    for (let i = 0; i <= LINEAR_INTERVALS; i++) {
      let x = i === LINEAR_INTERVALS ? d.max : d.min + (span * i) / LINEAR_INTERVALS;
      // An excluded bound is replaced by a point just inside it.
      if (i === 0 && d.minExclusive) x = d.min + span * 1e-9;
      if (i === LINEAR_INTERVALS && d.maxExclusive) x = d.max - span * 1e-9;
      points.push(x);
    }
  } else {
    kind = 'log';
    const positive: number[] = [];
    const n = DECADES * POINTS_PER_DECADE;
    for (let k = -n; k <= n; k++) positive.push(s * 10 ** (k / POINTS_PER_DECADE));
    points.push(...positive);
    if (inDomain(d, 0) || (d.integer && inDomain(d, 0))) points.push(0);
    const negativesAllowed = d.min === undefined || d.min < 0;
    if (negativesAllowed && (options.answersAt?.(-s) ?? false)) points.push(...positive.map((x) => -x));
    // A finite bound inside the span is a trial value too (a VSWR of exactly 1, an efficiency of 100 %).
    if (d.min !== undefined && !d.minExclusive) points.push(d.min);
    if (d.max !== undefined && !d.maxExclusive) points.push(d.max);
  }
  if (d.integer) points = points.map((x) => Math.round(x));
  if (d.integer && d.min !== undefined && d.max !== undefined && d.max - d.min <= 2 * LINEAR_INTERVALS) {
    points = [];
    for (let x = Math.ceil(d.min); x <= d.max; x++) points.push(x);
  }
  const inside = [...new Set(points.filter((x) => inDomain(d, x)))].sort((a, b) => a - b);
  return { points: inside, kind, scale: s };
}
