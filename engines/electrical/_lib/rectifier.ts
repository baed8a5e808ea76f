import * as det from '../../core/det-math.ts';
// Single-phase diode rectifier topologies and the exact averages of their output
// waveform with a constant-drop diode model, shared by ac-dc-rectifier and
// rectifier-ripple-cap (which needs the pulse count of the same topologies).

export const RECTIFIER_CIRCUITS = ['half', 'center-tap', 'bridge'] as const;
export type RectifierCircuit = (typeof RECTIFIER_CIRCUITS)[number];

/** Words people use for the three circuits → canonical id. "full-wave" alone is ambiguous (centre-tap or bridge) and is not guessed. */
export const RECTIFIER_SYNONYMS: Record<string, string> = {
  half: 'half',
  'half-wave': 'half',
  half_wave: 'half',
  halfwave: 'half',
  hw: 'half',
  'center-tap': 'center-tap',
  'centre-tap': 'center-tap',
  center_tap: 'center-tap',
  centre_tap: 'center-tap',
  centertap: 'center-tap',
  ct: 'center-tap',
  'full-wave-center-tap': 'center-tap',
  'full-wave-centre-tap': 'center-tap',
  bridge: 'bridge',
  'full-bridge': 'bridge',
  full_bridge: 'bridge',
  'full-wave-bridge': 'bridge',
  'bridge-rectifier': 'bridge',
  graetz: 'bridge',
};

export const RECTIFIER_LABELS: Record<RectifierCircuit, string> = {
  half: 'Half-wave (1 diode)',
  'center-tap': 'Full-wave centre-tap (2 diodes)',
  bridge: 'Full-wave bridge (4 diodes)',
};

/** Output pulses per mains cycle: the ripple frequency is this times the mains frequency. */
export const PULSES: Record<RectifierCircuit, 1 | 2> = { half: 1, 'center-tap': 2, bridge: 2 };

/** Diodes in series with the load while it conducts: their drops subtract from the peak. */
export const DIODES_IN_PATH: Record<RectifierCircuit, 1 | 2> = { half: 1, 'center-tap': 1, bridge: 2 };

/**
 * Peak reverse voltage across a non-conducting diode with a resistive load
 * (Boylestad & Nashelsky, Electronic Devices and Circuit Theory, ch. 2 (half-wave and full-wave rectification)):
 * half-wave Vp, centre-tap 2·Vp − Vd (the other half winding plus the output), bridge Vp − Vd.
 */
export function peakInverseVoltage(circuit: RectifierCircuit, vPeak: number, vDiode: number): number {
  switch (circuit) {
    case 'half':
      return vPeak;
    case 'center-tap':
      return 2 * vPeak - vDiode;
    case 'bridge':
      return vPeak - vDiode;
  }
}

export interface RectifiedWave {
  /** Mean (DC) value. */
  average: number;
  /** True RMS, DC included. */
  rms: number;
  /** Conduction angle of each pulse, rad. */
  conduction: number;
}

/**
 * Exact mean and RMS of v(θ) = max(0, Vp·sin θ − Vdrop) repeated `pulses` times per
 * 2π (1: half-wave, 2: full-wave). Conduction from θ1 = asin(Vdrop/Vp) to π − θ1:
 *   mean = (p/2π)·[2·Vp·cos θ1 − Vdrop·(π − 2θ1)]
 *   mean square = (p/2π)·[Vp²·((π − 2θ1)/2 + sin(2θ1)/2) − 4·Vp·Vdrop·cos θ1 + Vdrop²·(π − 2θ1)]
 * With Vdrop = 0 these are the textbook Vp/π, Vp/2 (half) and 2Vp/π, Vp/√2 (full).
 * Returns null when Vp ≤ Vdrop: the diodes never conduct.
 */
export function rectifiedWave(vPeak: number, vDrop: number, pulses: 1 | 2): RectifiedWave | null {
  if (!(vPeak > vDrop)) return null;
  const t1 = det.asin(vDrop / vPeak);
  const span = Math.PI - 2 * t1;
  const c = det.cos(t1);
  const k = pulses / (2 * Math.PI);
  const average = k * (2 * vPeak * c - vDrop * span);
  const meanSquare = k * (vPeak * vPeak * (span / 2 + det.sin(2 * t1) / 2) - 4 * vPeak * vDrop * c + vDrop * vDrop * span);
  return { average, rms: Math.sqrt(Math.max(meanSquare, average * average)), conduction: span };
}
