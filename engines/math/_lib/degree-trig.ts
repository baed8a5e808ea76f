// Trigonometry shared by sin, cos, tan, arcsin, arccos and arctan: the input
// schema, the maths and the exact forms at multiples of 15°.
//
// Degrees are reduced exactly (decimal arithmetic: |θ| mod 360, then folded to
// 0…45°), so sin 30° = 0.5, cos 90° = 0 and tan 45° = 1 come out exactly
// rather than as 6.1e-17, and huge angles (1e22°) lose nothing. The functions
// themselves are decimal.js at 40 significant digits, rounded once to a double.
import * as z from 'zod/mini';
import type { FieldHint, OutputHint, Outcome, UnitOnly, Warning } from '../../core/contract.ts';
import { fail, isOutcome, ok, warning } from '../../core/outcome.ts';
import { formatNumber } from '../../core/numeric.ts';
import { finalDouble, PI, Real, real, type Real as RealT } from './real-decimal.ts';

export const ANGLE_UNITS = ['deg', 'rad'] as const;
export type AngleUnit = (typeof ANGLE_UNITS)[number];

/** Input of sin, cos and tan: an angle and its unit (degrees by default). */
export const angleInput = z.object({ theta: z.number(), unit: z.optional(z.enum(ANGLE_UNITS)) });

export const angleFields: Record<'theta' | 'unit', FieldHint> = {
  theta: { label: 'Angle θ', unit: '° or rad', unitSelect: 'unit' },
  unit: { label: 'Angle unit', blank: 'deg', options: [{ value: 'deg', label: 'Degrees (°)' }, { value: 'rad', label: 'Radians' }] },
};

/** Accepts the spelled-out units people type (degrees, radians, °). */
export function normaliseAngleUnit(raw: Record<string, unknown>): Record<string, unknown> {
  if (typeof raw.unit !== 'string') return raw;
  const u = raw.unit.trim().toLowerCase();
  const unit = ['°', 'degree', 'degrees', 'degs'].includes(u) ? 'deg' : ['radian', 'radians', 'rads'].includes(u) ? 'rad' : u;
  return { ...raw, unit };
}

/** Result of sin, cos and tan. */
export const trigOutput = z.strictObject({
  value: z.number(),
  theta: z.number(),
  unit: z.enum(ANGLE_UNITS),
  theta_deg: z.number(),
  theta_rad: z.number(),
  /** Exact value at multiples of 15° in degree mode, e.g. "√3/2", "−(√6 − √2)/4". */
  exact: z.optional(z.string()),
});

// Result labels of trigOutput that sin, cos and tan share; each engine labels its own `value` (sine, cosine, tangent).
export const trigOutputHints: Record<string, OutputHint | UnitOnly> = {
  // θ echoes the input, in the unit chosen beside it.
  theta: { reads: { as: 'digits', digits: 10 } },
  theta_deg: { label: 'Angle θ', unit: '°' },
  theta_rad: { label: 'Angle θ', unit: 'rad' },
  exact: { label: 'Exact value' },
};

export const TRIG_ASSUMPTIONS = [
  'θ in degrees (unit deg, default) or radians (unit rad). In degrees the angle is reduced exactly (|θ| mod 360 in decimal arithmetic, then folded into 0…45° by the symmetries of the functions), so multiples of 15° are exact: sin 30° = 0.5, cos 90° = 0, tan 45° = 1, with the symbolic value in exact.',
  'In radians θ is taken as the decimal typed: the double 3.141592653589793 is not π, so sin of it is 2.4e-16, not 0; use degrees for exact angles.',
  'decimal.js at 40 significant digits, rounded once to the nearest double: correctly rounded except in rare halfway cases (within 1 ulp). theta_deg and theta_rad give the angle in both units (the converted one rounded to a double).',
];

const SIN_EXACT = ['0', '(√6 − √2)/4', '1/2', '√2/2', '√3/2', '(√6 + √2)/4', '1'];
const TAN_EXACT = ['0', '2 − √3', '√3/3', '1', '√3', '2 + √3'];

const toRad = (deg: RealT) => deg.times(PI).div(180);
const signed = (negative: boolean, s: string | undefined) => (s === undefined || s === '0' || !negative ? s : `−${s.includes(' ') && !s.startsWith('(') ? `(${s})` : s}`);
const multipleOf15 = (deg: RealT) => (deg.mod(15).isZero() ? deg.div(15).toNumber() : undefined);

/** sin of s degrees for s ≥ 0, negated when `negative` (exact at multiples of 15°). */
function sinReduced(s: RealT, negative: boolean): { value: RealT; exact?: string } {
  s = s.mod(360);
  if (s.gte(180)) {
    s = s.minus(180);
    negative = !negative;
  }
  if (s.gt(90)) s = real(180).minus(s);
  // s in [0°, 90°]: sin s = cos(90° − s) keeps the argument of the series below 45°
  const magnitude = s.gt(45) ? Real.cos(toRad(real(90).minus(s))) : Real.sin(toRad(s));
  const k = multipleOf15(s);
  return { value: negative ? magnitude.neg() : magnitude, exact: signed(negative, k === undefined ? undefined : SIN_EXACT[k]) };
}

export type TrigFunction = 'sin' | 'cos' | 'tan';

/**
 * sin, cos or tan of θ in the given unit; `pole` when tan θ is undefined
 * (θ an exact odd multiple of 90°, which only degrees can express).
 */
export function trig(fn: TrigFunction, theta: number, unit: AngleUnit): { value: RealT; exact?: string } | 'pole' {
  if (unit === 'rad') {
    const t = real(theta);
    return { value: fn === 'sin' ? Real.sin(t) : fn === 'cos' ? Real.cos(t) : Real.tan(t), ...(theta === 0 ? { exact: fn === 'cos' ? '1' : '0' } : {}) };
  }
  const d = real(theta);
  if (fn === 'sin') return sinReduced(d.abs(), d.isNeg());
  if (fn === 'cos') return sinReduced(d.abs().mod(360).plus(90), false); // cos θ = sin(|θ| + 90°), exact in decimal
  let t = d.abs().mod(180);
  let negative = d.isNeg();
  if (t.eq(90)) return 'pole';
  if (t.gt(90)) {
    t = real(180).minus(t);
    negative = !negative;
  }
  // t in [0°, 90°): above 45° use tan t = 1 / tan(90° − t), accurate right up to the pole
  const magnitude = t.gt(45) ? real(1).div(Real.tan(toRad(real(90).minus(t)))) : Real.tan(toRad(t));
  const k = multipleOf15(t);
  return { value: negative ? magnitude.neg() : magnitude, exact: signed(negative, k === undefined ? undefined : TAN_EXACT[k]) };
}

/** The angle in both units, for the result. */
export function bothUnits(theta: number, unit: AngleUnit): { theta_deg: number; theta_rad: number } {
  const t = real(theta);
  return unit === 'deg' ? { theta_deg: theta, theta_rad: toRad(t).toNumber() } : { theta_deg: t.times(180).div(PI).toNumber(), theta_rad: theta };
}

/** |tan θ| above this: θ is within about 1e-6 rad (5.7e-5°) of a pole. */
const NEAR_POLE_TAN = 1e6;

const angleText = (theta: number, unit: AngleUnit) => (unit === 'deg' ? `${formatNumber(theta)}°` : `${formatNumber(theta)} rad`);

/** The whole compute of sin, cos and tan: value, UNDEFINED at a pole of tan, NEAR_SINGULARITY close to one. */
export function computeTrig(fn: TrigFunction, theta: number, unit: AngleUnit = 'deg'): Outcome<z.output<typeof trigOutput>> {
  const r = trig(fn, theta, unit);
  if (r === 'pole') {
    return fail('UNDEFINED', 'theta', `tan ${angleText(theta, unit)} is undefined: cos θ = 0 at odd multiples of 90°, where tan θ jumps from +∞ to −∞.`, 'Use an angle that is not an odd multiple of 90°; tan grows without bound on either side.');
  }
  const warnings: Warning[] = [];
  if (fn === 'tan' && r.value.abs().gt(NEAR_POLE_TAN)) {
    warnings.push(warning('NEAR_SINGULARITY', `θ = ${angleText(theta, unit)} is within about ${formatNumber(Math.abs(1 / r.value.toNumber()), 3)} rad of a pole of tan (an odd multiple of 90°): |tan θ| > 10⁶ and a tiny change of θ changes the result greatly.`, 'Check that θ is what you meant; near 90° the result is very sensitive to the last digits of θ.'));
  }
  const value = finalDouble(r.value, 'theta', `${fn} θ`, warnings);
  if (isOutcome(value)) return value;
  return ok(
    { value, theta, unit, ...bothUnits(theta, unit), ...(r.exact ? { exact: r.exact } : {}) },
    { warnings, formatted: `${fn} ${angleText(theta, unit)} = ${r.exact && r.exact.includes('√') ? `${r.exact} ≈ ` : ''}${formatNumber(value)}` },
  );
}

// ---- inverse functions ------------------------------------------------------

/** Result of arcsin, arccos and arctan. */
export const inverseTrigOutput = z.strictObject({
  x: z.number(),
  deg: z.number(),
  rad: z.number(),
  /** Exact angle in radians when it is a multiple of 15°, e.g. "π/6". */
  exact: z.optional(z.string()),
});

// One set of result labels for inverseTrigOutput, shared by arcsin, arccos and arctan.
export const inverseTrigOutputHints: Record<string, OutputHint> = {
  deg: { label: 'Angle θ', unit: '°' },
  rad: { label: 'Angle θ', unit: 'rad' },
  exact: { label: 'Exact angle', unit: 'rad' },
};

export const INVERSE_TRIG_ASSUMPTIONS = [
  'Principal values: arcsin in [−90°, 90°], arccos in [0°, 180°], arctan in (−90°, 90°); deg in degrees and rad in radians.',
  'Special values are exact: when x is the double nearest the sine, cosine or tangent of a multiple of 15° (0.5, 0.7071067811865476 = √2/2, 1.7320508075688772 = √3 …), deg is that multiple exactly (arcsin 0.5 = 30°, arctan 1 = 45°), rad is the double nearest the matching multiple of π/12, and exact names it (π/6).',
  'Other x: decimal.js at 40 significant digits from x as typed, rounded once to the nearest double (correctly rounded except in rare halfway cases, within 1 ulp).',
];

const PI_FRACTIONS = ['0', 'π/12', 'π/6', 'π/4', 'π/3', '5π/12', 'π/2', '7π/12', '2π/3', '3π/4', '5π/6', '11π/12', 'π'];

/** The doubles nearest sin(15°·k) and tan(15°·k), k = 0…6 (tan 90° has none): the inputs read as special values. */
const SIN_OF_MULTIPLES = Object.freeze([0, 1, 2, 3, 4, 5, 6].map((k) => Real.sin(toRad(real(15 * k))).toNumber()));
const TAN_OF_MULTIPLES = Object.freeze([0, 1, 2, 3, 4, 5].map((k) => Real.tan(toRad(real(15 * k))).toNumber()));

/** Multiples of 15° in [−90°, 90°] whose sine (tangent) is the double |x|, signed like x; undefined otherwise. */
function specialMultiple(table: readonly number[], x: number): number | undefined {
  const k = table.indexOf(Math.abs(x));
  return k < 0 ? undefined : x < 0 ? -k : k;
}

export type InverseTrigFunction = 'asin' | 'acos' | 'atan';

/** The whole compute of arcsin, arccos and arctan: NOT_REAL outside [−1, 1] for arcsin and arccos. */
export function computeInverseTrig(fn: InverseTrigFunction, x: number): Outcome<z.output<typeof inverseTrigOutput>> {
  if (fn !== 'atan' && Math.abs(x) > 1) {
    const name = fn === 'asin' ? 'arcsin' : 'arccos';
    return fail('NOT_REAL', 'x', `${name} is real only for −1 ≤ x ≤ 1 (the range of ${fn === 'asin' ? 'sin' : 'cos'}); got ${formatNumber(x)}.`, 'Give x between −1 and 1.');
  }
  const r = inverseTrig(fn, x);
  const name = fn === 'asin' ? 'arcsin' : fn === 'acos' ? 'arccos' : 'arctan';
  return ok({ x, ...r }, { formatted: `${name} ${formatNumber(x)} = ${formatNumber(r.deg)}° = ${r.exact && r.exact !== '0' ? `${r.exact} ≈ ` : ''}${formatNumber(r.rad)} rad` });
}

/** Principal inverse of sin, cos or tan in both units; callers check |x| ≤ 1 for asin and acos. */
export function inverseTrig(fn: InverseTrigFunction, x: number): { deg: number; rad: number; exact?: string } {
  const k = specialMultiple(fn === 'atan' ? TAN_OF_MULTIPLES : SIN_OF_MULTIPLES, x);
  if (k !== undefined) {
    const twelfths = fn === 'acos' ? 6 - k : k; // arccos x = 90° − arcsin x
    return {
      deg: 15 * twelfths,
      rad: PI.times(twelfths).div(12).toNumber(),
      exact: `${twelfths < 0 ? '−' : ''}${PI_FRACTIONS[Math.abs(twelfths)]}`,
    };
  }
  const radians = fn === 'asin' ? Real.asin(x) : fn === 'acos' ? Real.acos(x) : Real.atan(x);
  return { deg: radians.times(180).div(PI).toNumber(), rad: radians.toNumber() };
}
