// Free-space path loss shared by fspl and rf-link-budget (ITU-R P.525-4 §2.2;
// Friis transmission formula). Far field, isotropic antennas, no obstruction.
import { SPEED_OF_LIGHT } from './rf-units.ts';
import * as det from '../../core/det-math.ts';

/** Basic free-space transmission loss Lbf = 20·log10(4π·d·f / c) dB, d in m, f in Hz. */
export const fsplDb = (frequencyHz: number, distanceM: number) => 20 * det.log10((4 * Math.PI * distanceM * frequencyHz) / SPEED_OF_LIGHT);

/** Distance in m at which the free-space loss reaches `lossDb`: d = c / (4π f) · 10^(L/20). */
export const distanceForFsplM = (frequencyHz: number, lossDb: number) => (SPEED_OF_LIGHT / (4 * Math.PI * frequencyHz)) * det.pow(10, lossDb / 20);

/** Far-field rule used for the validity warning: FSPL assumes d ≥ 2λ (and d ≥ 2D²/λ for large antennas). */
export const FAR_FIELD_MIN_WAVELENGTHS = 2;
