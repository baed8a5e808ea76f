// Feedback relations of a voltage-feedback op-amp stage shared by opamp-gain,
// opamp-noise and opamp-error-budget. R1 is the resistor from the inverting
// input to ground (non-inverting) or to the signal (inverting), R2 the
// feedback resistor, as in Sedra & Smith, Microelectronic Circuits, ch. 2.
import * as z from 'zod/mini';
import type { Outcome } from '../../core/contract.ts';
import * as det from '../../core/det-math.ts';
import { formatNumber } from '../../core/numeric.ts';
import { fail, isOutcome } from '../../core/outcome.ts';
import { resistanceOhms } from './passive-units.ts';

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

/**
 * The resistors of a stage as opamp-noise and opamp-error-budget take them: R1 blank is a
 * follower (non-inverting only; `r1Suggestion` tells an inverting stage what to give),
 * R2 and the source resistance Rs are ≥ 0 (0 for none), and an inverting stage needs R2 > 0.
 * Returns R1 (undefined for a follower) or the error of the first bad resistor.
 */
export function checkStageResistors(inp: { config: OpampConfig; R1?: number; R2: number; Rs: number }, r1Suggestion: string): { R1: number | undefined } | Outcome<never> {
  let R1: number | undefined;
  if (inp.R1 !== undefined) {
    const r = resistanceOhms('R1', inp.R1, 'the noise gain 1 + R2/R1 would be infinite; leave R1 blank for a follower.');
    if (isOutcome(r)) return r;
    R1 = r;
  } else if (inp.config === 'inverting') {
    return fail('MISSING_REQUIRED_INPUT', 'R1', 'An inverting stage needs its input resistor R1 (gain −R2/R1).', r1Suggestion);
  }
  for (const [field, value] of [['R2', inp.R2], ['Rs', inp.Rs]] as const) {
    if (value < 0) return fail('RESISTANCE_MUST_BE_POSITIVE', field, `${field} = ${formatNumber(value)} Ω is negative.`, `Give ${field} ≥ 0 Ω (0 for none).`);
  }
  if (inp.config === 'inverting' && !(inp.R2 > 0)) {
    return fail('RESISTANCE_MUST_BE_NONZERO', 'R2', 'An inverting stage with R2 = 0 Ω has no gain.', 'Give the feedback resistor R2 > 0 Ω.');
  }
  return { R1 };
}
