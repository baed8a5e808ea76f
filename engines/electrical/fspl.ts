// Free-space path loss between isotropic antennas (ITU-R P.525), or the distance for a given loss.
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { fail, isOutcome, missing, ok, warning } from '../core/outcome.ts';
import { FAR_FIELD_MIN_WAVELENGTHS, distanceForFsplM, fsplDb } from './_lib/rf-propagation.ts';
import { LENGTH_UNITS, SPEED_OF_LIGHT, frequencyHz, frequencyUnitField, lengthMeters, lengthUnitField } from './_lib/rf-units.ts';
import * as det from '../core/det-math.ts';

const DISTANCE_UNITS = ['m', 'km', 'ft', 'mi', 'nmi'] as const;

const input = z.object({
  mode: z._default(z.enum(['loss', 'distance']), 'loss'),
  frequency: z.number(),
  frequency_unit: frequencyUnitField('MHz'),
  distance: z.optional(z.number()),
  distance_unit: lengthUnitField(DISTANCE_UNITS, 'km'),
  loss_db: z.optional(z.number()),
});

const output = z.strictObject({
  fspl_db: z.number(),
  distance_m: z.number(),
  distance_km: z.number(),
  distance_mi: z.number(),
  frequency_hz: z.number(),
  wavelength_m: z.number(),
  distance_wavelengths: z.number(),
  path_gain_ratio: z.number(),
});

const FORMULAS = {
  loss: { id: 'fspl.loss', expression: 'FSPL = 20·log10(4π·d·f / c) = 32.45 + 20·log10 f(MHz) + 20·log10 d(km) dB', label: 'Free-space path loss (ITU-R P.525)' },
  distance: { id: 'fspl.distance', expression: 'd = c / (4π·f) · 10^(FSPL/20)', label: 'Distance for a given free-space loss' },
};

export const engine = defineEngine({
  id: 'fspl',
  area: 'electrical',
  title: 'Free-space path loss (FSPL) calculator',
  description: 'Free-space path loss in dB between isotropic antennas for a frequency and distance (ITU-R P.525), or the distance at which a given loss is reached.',
  keywords: ['free space path loss', 'FSPL', 'path loss', 'ITU-R P.525', 'Friis', 'radio range', 'propagation loss', 'dB loss distance', 'line of sight loss'],
  capability_id: 'electrical.rf.fspl',
  version: '1.0.0',
  page: 'electric',
  input,
  output,
  unit: 'dB',
  errors: ['DISTANCE_MUST_BE_POSITIVE', 'FREQUENCY_MUST_BE_POSITIVE', 'INPUT_OUT_OF_RANGE'],
  warnings: ['OUTSIDE_VALIDITY_RANGE'],
  formula: FORMULAS.loss,
  assumptions: [
    'Basic free-space transmission loss between isotropic antennas, ITU-R P.525-4 eq. (4): Lbf = 20·log10(4π·d/λ) dB, λ = c/f, c = 299 792 458 m/s. The constant is 32.4478 dB for f in MHz and d in km (ITU writes it rounded to 32.4).',
    `Far field and unobstructed line of sight: no ground reflection, atmospheric absorption, rain or Fresnel-zone obstruction. Distances under ${FAR_FIELD_MIN_WAVELENGTHS} λ are near field and give warning OUTSIDE_VALIDITY_RANGE.`,
    'Antenna gains are not included (add them in rf-link-budget). path_gain_ratio = 10^(−FSPL/10) = (λ / 4πd)².',
    'Units: mi = 1609.344 m, nmi = 1852 m, ft = 0.3048 m. IEEE-754 doubles; results are exact to about 1e-12 dB.',
  ],
  ui: {
    fields: {
      mode: { label: 'Calculate', unit: '', kind: 'select', options: [{ value: 'loss', label: 'Path loss from distance' }, { value: 'distance', label: 'Distance from path loss' }] },
      frequency: { label: 'Frequency', unit: 'Hz / kHz / MHz / GHz' },
      frequency_unit: { label: 'Frequency unit', unit: '', kind: 'select' },
      distance: { label: 'Distance', unit: 'm / km / ft / mi / nmi' },
      distance_unit: { label: 'Distance unit', unit: '', kind: 'select' },
      loss_db: { label: 'Free-space path loss', unit: 'dB' },
    },
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'loss', label: 'Path loss', fields: ['frequency', 'frequency_unit', 'distance', 'distance_unit'] },
          { value: 'distance', label: 'Distance', fields: ['frequency', 'frequency_unit', 'loss_db', 'distance_unit'] },
        ],
      },
    ],
    initial: { mode: 'loss', frequency: 2400, frequency_unit: 'MHz', distance: 1, distance_unit: 'km' },
    headline: 'fspl_db',
    // What each choice asks for, when it is not the headline.
    headlines: { distance: 'distance_m' },
    outputs: {
      fspl_db: { label: 'Free-space path loss', unit: 'dB' },
      distance_m: { label: 'Distance', unit: 'm' },
      distance_km: { label: 'Distance', unit: 'km' },
      distance_mi: { label: 'Distance', unit: 'mi' },
      frequency_hz: { label: 'Frequency', unit: 'Hz' },
      wavelength_m: { label: 'Wavelength λ', unit: 'm' },
      distance_wavelengths: { label: 'Distance in wavelengths (d / λ)' },
      path_gain_ratio: { label: 'Path gain (power ratio, (λ / 4πd)²)' },
    },
  },
  examples: [
    {
      name: '2.4 GHz over 1 km',
      inputs: { frequency: 2400, frequency_unit: 'MHz', distance: 1, distance_unit: 'km' },
      expect: { status: 'success', values: { fspl_db: 100.05 }, abs: 0.005 },
      source: 'ITU-R P.525-4 eq. (4): 32.45 + 20·log10(2400) + 20·log10(1) = 100.05 dB (ITU prints the constant as 32.4, giving 100.0 dB).',
    },
    {
      name: '900 MHz over 100 m',
      inputs: { frequency: 900, distance: 100, distance_unit: 'm' },
      expect: { status: 'success', values: { fspl_db: 71.53 }, abs: 0.01 },
      source: 'Rappaport, Wireless Communications, 2nd ed., Example 4.1: Pr = 50 W·(λ/4πd)² = 3.5 µW at 100 m, i.e. 47.0 dBm − 71.5 dB = −24.5 dBm.',
    },
    {
      name: 'Distance at which 5.8 GHz loses 120 dB',
      inputs: { mode: 'distance', frequency: 5.8, frequency_unit: 'GHz', loss_db: 120 },
      expect: { status: 'success', values: { distance_km: 4.113228585549088, fspl_db: 120 }, rel: 1e-12 },
      source: 'Exact arithmetic: d = c / (4π·5.8e9) × 10^(120/20) m = 4113.23 m.',
    },
    {
      name: 'Zero distance',
      inputs: { frequency: 100, distance: 0 },
      expect: { status: 'error', code: 'DISTANCE_MUST_BE_POSITIVE' },
      source: 'log10(0) is undefined: FSPL needs d > 0 (and d in the far field).',
    },
    {
      name: 'Zero frequency',
      inputs: { frequency: 0, distance: 1 },
      expect: { status: 'error', code: 'FREQUENCY_MUST_BE_POSITIVE' },
      source: 'λ = c/f needs f > 0.',
    },
  ],
  limitations: ['Free space only: for terrain, buildings or two-ray ground reflection use a propagation model (ITU-R P.452, P.1546, Hata/COST-231).'],
  compute(inp) {
    const f = frequencyHz('frequency', inp.frequency, inp.frequency_unit);
    if (isOutcome(f)) return f;
    let d: number;
    if (inp.mode === 'loss') {
      if (inp.distance === undefined) return missing('distance', 'Distance is required to calculate the path loss.', 'Give distance, e.g. 1 with distance_unit km.');
      const m = lengthMeters('distance', inp.distance, inp.distance_unit, 'DISTANCE_MUST_BE_POSITIVE', 'Distance');
      if (isOutcome(m)) return m;
      d = m;
    } else {
      if (inp.loss_db === undefined) return missing('loss_db', 'The path loss in dB is required to calculate the distance.', 'Give loss_db, e.g. 100.');
      d = distanceForFsplM(f, inp.loss_db);
      if (!Number.isFinite(d) || d === 0) return fail('NON_FINITE_RESULT', 'loss_db', `A loss of ${inp.loss_db} dB gives a distance outside the range of a double.`, 'Give a realistic path loss, e.g. 40–250 dB.');
    }
    const lambda = SPEED_OF_LIGHT / f;
    const loss = inp.mode === 'loss' ? fsplDb(f, d) : inp.loss_db!;
    const warnings =
      d < FAR_FIELD_MIN_WAVELENGTHS * lambda
        ? [warning('OUTSIDE_VALIDITY_RANGE', `The distance ${formatNumber(d)} m is under ${FAR_FIELD_MIN_WAVELENGTHS} wavelengths (λ = ${formatNumber(lambda)} m): the antennas are in each other's near field, where the FSPL formula does not hold.`, 'Use distances of many wavelengths (and beyond 2D²/λ for an antenna of size D).')]
        : [];
    return ok(
      {
        fspl_db: loss,
        distance_m: d,
        distance_km: d / LENGTH_UNITS.km,
        distance_mi: d / LENGTH_UNITS.mi,
        frequency_hz: f,
        wavelength_m: lambda,
        distance_wavelengths: d / lambda,
        path_gain_ratio: det.pow(10, -loss / 10),
      },
      inp.mode === 'loss'
        ? { warnings, formula: FORMULAS.loss, unit: 'dB', formatted: `FSPL = ${formatNumber(loss, 6)} dB` }
        : { warnings, formula: FORMULAS.distance, unit: 'm', formatted: `d = ${formatNumber(d, 6)} m` },
    );
  },
});
