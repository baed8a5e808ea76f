// Feedback relations of a voltage-feedback op-amp stage shared by opamp-gain,
// opamp-noise and opamp-error-budget. R1 is the resistor from the inverting
// input to ground (non-inverting) or to the signal (inverting), R2 the
// feedback resistor, as in Sedra & Smith, Microelectronic Circuits, ch. 2.
import * as z from 'zod/mini';
import * as det from '../../core/det-math.ts';

export const OPAMP_CONFIGS = ['inverting', 'non-inverting'] as const;
export type OpampConfig = (typeof OPAMP_CONFIGS)[number];
export const CONFIG_SYNONYMS: Record<string, string> = {
  inverting: 'inverting',
  inv: 'inverting',
  'non-inverting': 'non-inverting',
  noninverting: 'non-inverting',
  non_inverting: 'non-inverting',
  'non-inv': 'non-inverting',
  noninv: 'non-inverting',
  follower: 'non-inverting',
};
export const configField = z._default(z.enum(OPAMP_CONFIGS), 'non-inverting');

/**
 * Noise gain 1/β = 1 + R2/R1: the gain the op amp's own input errors (offset, voltage noise)
 * see in both configurations. R1 absent (open) makes a follower, 1/β = 1.
 */
export const noiseGain = (R1: number | undefined, R2: number) => (R1 === undefined ? 1 : 1 + R2 / R1);

/** Ideal signal gain: −R2/R1 inverting, 1 + R2/R1 non-inverting. */
export const idealSignalGain = (config: OpampConfig, R1: number | undefined, R2: number) =>
  config === 'inverting' ? -R2 / R1! : noiseGain(R1, R2);

/**
 * Closed-loop gain with a finite open-loop gain A: G = G_ideal / (1 + (1/β)/A)
 * (Sedra & Smith, Microelectronic Circuits, ch. 2, effect of finite open-loop gain; exact for a frequency-independent A).
 */
export const finiteGain = (ideal: number, noise: number, aol: number) => ideal / (1 + noise / aol);

/** Relative gain shortfall caused by a finite open-loop gain: 1 − G/G_ideal = (1/β) / (A + 1/β). */
export const gainErrorFraction = (noise: number, aol: number) => noise / (aol + noise);

/** Closed-loop −3 dB bandwidth of a single-pole op amp: GBW / (1/β) (Sedra & Smith ch. 2, frequency response of closed-loop amplifiers; Analog Devices MT-033). */
export const closedLoopBandwidth = (gbw: number, noise: number) => gbw / noise;

export const db20 = (ratio: number) => 20 * det.log10(ratio);
export const fromDb20 = (db: number) => det.pow(10, db / 20);

/** a ∥ b; an absent resistor counts as open. */
export const parallel = (a: number | undefined, b: number | undefined): number =>
  a === undefined ? (b ?? Infinity) : b === undefined ? a : (a * b) / (a + b);
