// Complex arithmetic and reflection-coefficient relations for the RF engines
// (gamma-z, smith-chart, vswr, lc-match). Lossless lines and a real reference
// impedance Z0, as on a Smith chart (Pozar, Microwave Engineering, 4th ed., §2.3–2.4).
import * as z from 'zod/mini';
import type { OutputHint, Warning } from '../../core/contract.ts';
import { warning } from '../../core/outcome.ts';
import * as det from '../../core/det-math.ts';

export interface Complex {
  re: number;
  im: number;
}

export const complex = (re: number, im = 0): Complex => ({ re, im });
export const add = (a: Complex, b: Complex): Complex => ({ re: a.re + b.re, im: a.im + b.im });
export const sub = (a: Complex, b: Complex): Complex => ({ re: a.re - b.re, im: a.im - b.im });
export const mul = (a: Complex, b: Complex): Complex => ({ re: a.re * b.re - a.im * b.im, im: a.re * b.im + a.im * b.re });
export const scale = (a: Complex, k: number): Complex => ({ re: a.re * k, im: a.im * k });
export const abs = (a: Complex) => det.hypot(a.re, a.im);
/** Argument in degrees, (−180, 180]. */
export const argDeg = (a: Complex) => (det.atan2(a.im, a.re) * 180) / Math.PI;
/** Unit phasor of an angle in degrees; exact on the axes so a short circuit 1∠180° is exactly −1. */
function unitPhasor(angleDeg: number): Complex {
  const a = ((angleDeg % 360) + 360) % 360;
  if (a === 0) return { re: 1, im: 0 };
  if (a === 90) return { re: 0, im: 1 };
  if (a === 180) return { re: -1, im: 0 };
  if (a === 270) return { re: 0, im: -1 };
  const t = (a * Math.PI) / 180;
  return { re: det.cos(t), im: det.sin(t) };
}
export const fromPolar = (magnitude: number, angleDeg: number): Complex => scale(unitPhasor(angleDeg), magnitude);

/** a / b by Smith's algorithm (no overflow for large parts); b must not be 0. */
export function div(a: Complex, b: Complex): Complex {
  if (Math.abs(b.re) >= Math.abs(b.im)) {
    const r = b.im / b.re;
    const d = b.re + b.im * r;
    return { re: (a.re + a.im * r) / d, im: (a.im - a.re * r) / d };
  }
  const r = b.re / b.im;
  const d = b.re * r + b.im;
  return { re: (a.re * r + a.im) / d, im: (a.im * r - a.re) / d };
}

export const ONE = complex(1);
export const isZero = (a: Complex) => a.re === 0 && a.im === 0;

/** Γ = (z − 1) / (z + 1) for a normalised impedance z = Z / Z0 (z ≠ −1). */
export const gammaFromNormalized = (z: Complex): Complex => div(sub(z, ONE), add(z, ONE));

/** z = (1 + Γ) / (1 − Γ); Γ = 1 (open circuit) has no finite z and must be excluded by the caller. */
export const normalizedFromGamma = (g: Complex): Complex => div(add(ONE, g), sub(ONE, g));

/** Γ seen through a lossless line `lengthWl` wavelengths long: Γ·e^(−j4πℓ/λ) (Pozar eq. 2.42). */
export function gammaThroughLine(g: Complex, lengthWl: number): Complex {
  // Reduce to one half wavelength first: the chart repeats every λ/2 and sin/cos stay exact for long lines.
  const turns = lengthWl - Math.floor(lengthWl * 2) / 2;
  return mul(g, fromPolar(1, -720 * turns));
}

/** |Γ| within this of 1 is total reflection (rounding of a purely reactive load). */
const UNIT_TOLERANCE = 1e-12;

export interface ReflectionMetrics {
  gamma_mag: number;
  /** Voltage standing-wave ratio (1 + |Γ|) / (1 − |Γ|); null when infinite (|Γ| = 1). */
  vswr: number | null;
  /** −20·log10|Γ| dB; null when infinite (|Γ| = 0, a perfect match). */
  return_loss_db: number | null;
  /** −10·log10(1 − |Γ|²) dB; null when infinite (|Γ| = 1). */
  mismatch_loss_db: number | null;
  reflected_power_pct: number;
  transmitted_power_pct: number;
}

/**
 * The scalar readings of a reflection-coefficient magnitude in [0, 1], and the
 * warnings that explain any value reported as null because it is infinite.
 */
export function reflectionMetrics(magnitude: number): { metrics: ReflectionMetrics; warnings: Warning[] } {
  const m = Math.abs(1 - magnitude) <= UNIT_TOLERANCE ? 1 : magnitude;
  const warnings: Warning[] = [];
  if (m === 1) {
    warnings.push(warning('TOTAL_REFLECTION', '|Γ| = 1: all incident power is reflected, so VSWR and mismatch loss are infinite and are reported as null.', 'A load with a resistive part (R > 0) absorbs power and has a finite VSWR.', 'info'));
  }
  if (m === 0) {
    warnings.push(warning('PERFECT_MATCH', '|Γ| = 0: the load is matched, so the return loss is infinite and is reported as null (VSWR = 1, no standing wave).', undefined, 'info'));
  }
  const reflected = m * m;
  return {
    metrics: {
      gamma_mag: m,
      vswr: m === 1 ? null : (1 + m) / (1 - m),
      // `+ 0` writes −0 (log of exactly 1) as 0.
      return_loss_db: m === 0 ? null : -20 * det.log10(m) + 0,
      mismatch_loss_db: m === 1 ? null : -10 * det.log10(1 - reflected) + 0,
      reflected_power_pct: 100 * reflected,
      transmitted_power_pct: 100 * (1 - reflected),
    },
    warnings,
  };
}

/** Output schema of Γ as gammaParts and reflectionMetrics report it together (gamma-z, smith-chart); nulls are infinities. */
export const gammaReadingShape = {
  gamma_re: z.number(),
  gamma_im: z.number(),
  gamma_mag: z.number(),
  gamma_angle_deg: z.number(),
  vswr: z.nullable(z.number()),
  return_loss_db: z.nullable(z.number()),
  mismatch_loss_db: z.nullable(z.number()),
  reflected_power_pct: z.number(),
  transmitted_power_pct: z.number(),
};

// Result labels of the ReflectionMetrics fields that gamma-z, smith-chart and vswr all label alike (vswr takes vswr and return_loss_db from its inputs).
export const reflectionOutputHints: Record<string, OutputHint> = {
  mismatch_loss_db: { label: 'Mismatch loss', unit: 'dB' },
  reflected_power_pct: { label: 'Reflected power share', unit: '%' },
  transmitted_power_pct: { label: 'Transmitted power share', unit: '%' },
};

// One set of result labels for the gammaReadingShape metrics, shared by gamma-z and smith-chart.
export const gammaReadingOutputHints: Record<string, OutputHint> = {
  vswr: { label: 'VSWR' },
  return_loss_db: { label: 'Return loss', unit: 'dB' },
  ...reflectionOutputHints,
};

/** |Γ| from a VSWR ≥ 1: (S − 1) / (S + 1). */
export const magnitudeFromVswr = (vswr: number) => (vswr - 1) / (vswr + 1);
/** |Γ| from a return loss ≥ 0 dB: 10^(−RL/20). */
export const magnitudeFromReturnLoss = (rlDb: number) => det.pow(10, -rlDb / 20);

// ---- Smith-chart points ------------------------------------------------------

/** One point of the chart: Γ, and the normalised impedance and admittance where they are finite. */
export interface ChartPoint {
  gamma: Complex;
  /** z = Z / Z0; null at the open circuit (Γ = 1). */
  z: Complex | null;
  /** y = Y·Z0 = 1 / z; null at the short circuit (Γ = −1). */
  y: Complex | null;
}

const inverse = (a: Complex): Complex | null => (isZero(a) ? null : div(ONE, a));

/** A point from a finite normalised impedance with Re z ≥ 0. */
export function pointFromImpedance(z: Complex): ChartPoint {
  return { gamma: gammaFromNormalized(z), z, y: inverse(z) };
}

/** A point from a finite normalised admittance with Re y ≥ 0 (Γ = (1 − y) / (1 + y)). */
export function pointFromAdmittance(y: Complex): ChartPoint {
  return { gamma: div(sub(ONE, y), add(ONE, y)), z: inverse(y), y };
}

/** A point from Γ with |Γ| ≤ 1; the open and short circuits give null z and y respectively. */
export function pointFromGamma(gamma: Complex): ChartPoint {
  // On the rim (|Γ| = 1 within rounding) the load is a pure reactance: read it at Γ/|Γ|, the rim point at the
  // same angle, and drop the rounding residue of Re z and Re y. Unscaled, Γ = 1 − 1e−13 gave z ≈ 2e13 whose
  // real part was then dropped: 0 Ω, the short circuit, for a point beside the open circuit.
  const magnitude = abs(gamma);
  const rim = Math.abs(magnitude - 1) <= UNIT_TOLERANCE;
  const g = rim && magnitude !== 1 ? { re: gamma.re / magnitude, im: gamma.im / magnitude } : gamma;
  const open = g.re === 1 && g.im === 0;
  const short = g.re === -1 && g.im === 0;
  const z = open ? null : normalizedFromGamma(g);
  const y = short ? null : div(sub(ONE, g), add(ONE, g));
  return {
    gamma,
    z: z && rim ? { re: 0, im: z.im } : z,
    y: y && rim ? { re: 0, im: y.im } : y,
  };
}

/** The point seen at the input of a lossless line `lengthWl` wavelengths long. */
export const pointThroughLine = (p: ChartPoint, lengthWl: number): ChartPoint => pointFromGamma(gammaThroughLine(p.gamma, lengthWl));

/** Γ in rectangular and polar form; −0 is written as 0 so answers read cleanly. */
export function gammaParts(g: Complex) {
  return { gamma_re: g.re + 0, gamma_im: g.im + 0, gamma_angle_deg: isZero(g) ? 0 : argDeg(g) + 0 };
}

/** Denormalised impedance (Ω) and normalised z; nulls at the open circuit. */
export function impedanceParts(z: Complex | null, z0: number) {
  return {
    resistance_ohm: z ? z.re * z0 + 0 : null,
    reactance_ohm: z ? z.im * z0 + 0 : null,
    z_norm_re: z ? z.re + 0 : null,
    z_norm_im: z ? z.im + 0 : null,
  };
}

/** Denormalised admittance (S) and normalised y; nulls at the short circuit. */
export function admittanceParts(y: Complex | null, z0: number) {
  return {
    conductance_s: y ? y.re / z0 + 0 : null,
    susceptance_s: y ? y.im / z0 + 0 : null,
    y_norm_re: y ? y.re + 0 : null,
    y_norm_im: y ? y.im + 0 : null,
  };
}

/** Warnings for the infinite impedance of an open circuit and (when admittance is reported) the infinite admittance of a short. */
export function infinityWarnings(p: ChartPoint, where: string, reportsAdmittance = true): Warning[] {
  const w: Warning[] = [];
  if (!p.z) w.push(warning('INFINITE_IMPEDANCE', `${where}: Γ = 1 is an open circuit; its impedance is infinite and is reported as null (admittance 0).`, undefined, 'info'));
  if (!p.y && reportsAdmittance) w.push(warning('INFINITE_ADMITTANCE', `${where}: Γ = −1 is a short circuit; its admittance is infinite and is reported as null (impedance 0).`, undefined, 'info'));
  return w;
}
