// Thermal noise and noise-figure relations shared by cascaded-nf and
// receiver-sensitivity (IEEE Std 161 definitions, reference T0 = 290 K).
import { BOLTZMANN, T0_KELVIN, ratioToDb } from './rf-units.ts';
import * as det from '../../core/det-math.ts';

/** The functions these are evaluated with: det-math, or fast-math where a list makes them many (cascaded-nf). */
type NoiseMath = Pick<typeof det, 'expm1' | 'log1p'>;

/** Excess noise factor F − 1 of a noise figure in dB, accurate for NF near 0 dB (expm1 avoids cancellation). */
export const excessNoiseFactor = (nfDb: number, m: NoiseMath = det) => m.expm1((nfDb * Math.LN10) / 10);
/** Noise figure in dB of an excess noise factor F − 1 (log1p keeps tiny excesses exact). */
export const nfDbFromExcess = (excess: number, m: NoiseMath = det) => (10 * m.log1p(excess)) / Math.LN10;
/** Effective input noise temperature Te = T0·(F − 1), K, from the excess noise factor F − 1. */
export const noiseTemperature = (excess: number) => T0_KELVIN * excess;
/** Noise power k·T·B in watts. */
export const thermalNoiseWatts = (temperatureK: number, bandwidthHz: number) => BOLTZMANN * temperatureK * bandwidthHz;
/** Noise power k·T·B in dBm. */
export const thermalNoiseDbm = (temperatureK: number, bandwidthHz: number) => ratioToDb(thermalNoiseWatts(temperatureK, bandwidthHz)) + 30;
