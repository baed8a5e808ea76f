// Line-of-sight radio link budget: received power = EIRP − free-space loss − other losses + receive gain,
// and the fade margin / free-space range against a receiver sensitivity.
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { fail, isOutcome, ok, warning } from '../core/outcome.ts';
import { FAR_FIELD_MIN_WAVELENGTHS, fsplDb } from './_lib/rf-propagation.ts';
import { LENGTH_UNITS, SPEED_OF_LIGHT, dbmToWatts, frequencyHz, frequencyUnitField, lengthMeters, lengthUnitField, powerInDbm, powerUnitField } from './_lib/rf-units.ts';
import * as det from '../core/det-math.ts';

const DISTANCE_UNITS = ['m', 'km', 'ft', 'mi', 'nmi'] as const;
const LOSS_FIELDS = ['tx_cable_loss_db', 'rx_cable_loss_db', 'other_losses_db'] as const;

const input = z.object({
  tx_power: z.number(),
  tx_power_unit: powerUnitField('dBm'),
  tx_antenna_gain_dbi: z._default(z.number(), 0),
  tx_cable_loss_db: z._default(z.number(), 0),
  frequency: z.number(),
  frequency_unit: frequencyUnitField('MHz'),
  distance: z.number(),
  distance_unit: lengthUnitField(DISTANCE_UNITS, 'km'),
  other_losses_db: z._default(z.number(), 0),
  rx_antenna_gain_dbi: z._default(z.number(), 0),
  rx_cable_loss_db: z._default(z.number(), 0),
  rx_sensitivity_dbm: z.optional(z.number()),
});

const output = z.strictObject({
  tx_power_dbm: z.number(),
  eirp_dbm: z.number(),
  eirp_w: z.number(),
  fspl_db: z.number(),
  total_path_loss_db: z.number(),
  rx_power_dbm: z.number(),
  rx_power_w: z.number(),
  distance_m: z.number(),
  wavelength_m: z.number(),
  /** Present when rx_sensitivity_dbm is given. */
  margin_db: z.optional(z.number()),
  link_closes: z.optional(z.boolean()),
  max_distance_km: z.optional(z.number()),
});

export const engine = defineEngine({
  id: 'rf-link-budget',
  area: 'electrical',
  title: 'RF link budget calculator',
  description: 'Received power of a line-of-sight radio link from transmitter power, antenna gains, cable losses, free-space path loss and extra losses; with a receiver sensitivity it gives the link margin and the free-space range.',
  keywords: ['link budget', 'RF link budget', 'received power', 'Friis transmission equation', 'EIRP', 'fade margin', 'link margin', 'radio range', 'path loss', 'wireless range calculator'],
  capability_id: 'electrical.rf.link_budget',
  version: '1.1.1',
  page: 'electric',
  input,
  output,
  unit: 'dBm',
  errors: [
    'DISTANCE_MUST_BE_POSITIVE',
    'FREQUENCY_MUST_BE_POSITIVE',
    'INPUT_OUT_OF_RANGE',
    'LOSS_MUST_BE_NONNEGATIVE',
    'POWER_MUST_BE_POSITIVE',
  ],
  warnings: ['OUTSIDE_VALIDITY_RANGE'],
  formula: { id: 'rf-link-budget.prx', expression: 'Prx = Ptx + Gtx − Ltx − FSPL − Lother + Grx − Lrx;  FSPL = 20·log10(4π·d·f / c);  margin = Prx − Srx', label: 'Friis link budget in decibels' },
  assumptions: [
    'Friis transmission equation in decibels (Friis 1946; Rappaport, Wireless Communications, 2nd ed., eq. 4.5): Prx = Ptx + Gtx − Ltx − FSPL − Lother + Grx − Lrx, all in dB/dBm; EIRP = Ptx + Gtx − Ltx.',
    'FSPL = 20·log10(4π·d·f / c) (ITU-R P.525-4), far field, free space line of sight; other_losses_db lumps obstruction, rain, polarisation and body losses and any fade allowance.',
    'Antenna gains are in dBi (dBd + 2.15); losses are ≥ 0 dB. Antennas are assumed aligned, polarisation-matched and impedance-matched.',
    'With rx_sensitivity_dbm: margin = Prx − sensitivity; max_distance_km is the free-space distance where the margin falls to 0 (d·10^(margin/20)), keeping every other term fixed.',
    'Power units: dBm, dBW (+30 dB), W and mW (must be > 0). IEEE-754 doubles.',
  ],
  ui: {
    fields: {
      tx_power: { label: 'Transmitter power', unit: 'dBm / dBW / W / mW' },
      tx_power_unit: { label: 'Power unit', unit: '', kind: 'select' },
      tx_antenna_gain_dbi: { label: 'Transmit antenna gain', unit: 'dBi' },
      tx_cable_loss_db: { label: 'Transmit cable / connector loss', unit: 'dB' },
      frequency: { label: 'Frequency', unit: 'Hz / kHz / MHz / GHz' },
      frequency_unit: { label: 'Frequency unit', unit: '', kind: 'select' },
      distance: { label: 'Distance', unit: 'm / km / ft / mi / nmi' },
      distance_unit: { label: 'Distance unit', unit: '', kind: 'select' },
      other_losses_db: { label: 'Other losses (obstruction, rain, fade allowance)', unit: 'dB' },
      rx_antenna_gain_dbi: { label: 'Receive antenna gain', unit: 'dBi' },
      rx_cable_loss_db: { label: 'Receive cable / connector loss', unit: 'dB' },
      rx_sensitivity_dbm: { label: 'Receiver sensitivity (optional)', unit: 'dBm' },
    },
    initial: { tx_power: 20, tx_power_unit: 'dBm', tx_antenna_gain_dbi: 2, frequency: 2400, frequency_unit: 'MHz', distance: 1, distance_unit: 'km', rx_antenna_gain_dbi: 2, rx_sensitivity_dbm: -80 },
    headline: 'rx_power_dbm',
    outputs: {
      tx_power_dbm: { label: 'Transmitter power', unit: 'dBm' },
      eirp_dbm: { label: 'EIRP', unit: 'dBm' },
      eirp_w: { label: 'EIRP', unit: 'W' },
      fspl_db: { label: 'Free-space path loss', unit: 'dB' },
      total_path_loss_db: { label: 'Total path loss (free space + other losses)', unit: 'dB' },
      rx_power_dbm: { label: 'Received power', unit: 'dBm' },
      rx_power_w: { label: 'Received power', unit: 'W' },
      distance_m: { label: 'Distance', unit: 'm' },
      wavelength_m: { label: 'Wavelength λ', unit: 'm' },
      margin_db: { label: 'Link margin (received power − sensitivity)', unit: 'dB' },
      link_closes: { label: 'Link closes (received power ≥ sensitivity)' },
      max_distance_km: { label: 'Free-space range at zero margin', unit: 'km' },
    },
  },
  examples: [
    {
      name: '50 W at 900 MHz, unity-gain antennas, 100 m',
      inputs: { tx_power: 50, tx_power_unit: 'W', frequency: 900, distance: 100, distance_unit: 'm' },
      expect: { status: 'success', values: { tx_power_dbm: 47.0, rx_power_dbm: -24.5, rx_power_w: 3.5e-6 }, rel: 0.005 },
      source: 'Rappaport, Wireless Communications: Principles and Practice, 2nd ed., Example 4.1: Pt = 47.0 dBm, Pr(100 m) = 3.5 × 10⁻⁶ W = −24.5 dBm.',
    },
    {
      name: 'Same link at 10 km',
      inputs: { tx_power: 50, tx_power_unit: 'W', frequency: 900, distance: 10, distance_unit: 'km' },
      expect: { status: 'success', values: { rx_power_dbm: -64.5 }, abs: 0.05 },
      source: 'Rappaport, Wireless Communications, 2nd ed., Example 4.1: Pr(10 km) = Pr(100 m) − 40 dB = −64.5 dBm.',
    },
    {
      name: '2.4 GHz, 20 dBm, 2 dBi each side, 1 km, sensitivity −80 dBm',
      inputs: { tx_power: 20, tx_antenna_gain_dbi: 2, frequency: 2.4, frequency_unit: 'GHz', distance: 1, rx_antenna_gain_dbi: 2, rx_sensitivity_dbm: -80 },
      expect: { status: 'success', values: { eirp_dbm: 22, fspl_db: 100.0520080561155, rx_power_dbm: -76.0520080561155, margin_db: 3.947991943884503, link_closes: true, max_distance_km: 1.575431762866024 }, rel: 1e-12 },
      source: 'Exact arithmetic: FSPL = 20·log10(4π·1000·2.4e9 / 299792458) = 100.052 dB; Prx = 20 + 2 − 100.052 + 2 = −76.052 dBm; range = 1 km × 10^(3.948/20).',
    },
    {
      name: 'Negative cable loss',
      inputs: { tx_power: 20, frequency: 2400, distance: 1, tx_cable_loss_db: -2 },
      expect: { status: 'error', code: 'LOSS_MUST_BE_NONNEGATIVE' },
      source: 'A cable or connector loss is ≥ 0 dB; a gain belongs in the antenna-gain fields.',
    },
    {
      name: 'Zero watts',
      inputs: { tx_power: 0, tx_power_unit: 'W', frequency: 2400, distance: 1 },
      expect: { status: 'error', code: 'POWER_MUST_BE_POSITIVE' },
      source: '0 W has no level in dBm (log of 0).',
    },
  ],
  limitations: ['Free-space path loss only (no terrain, multipath, Fresnel-zone clearance or atmospheric model); no noise/SNR budget (see receiver-sensitivity).'],
  compute(inp) {
    const ptx = powerInDbm('tx_power', inp.tx_power, inp.tx_power_unit);
    if (isOutcome(ptx)) return ptx;
    for (const field of LOSS_FIELDS) {
      if (inp[field] < 0) return fail('LOSS_MUST_BE_NONNEGATIVE', field, `${field} = ${inp[field]} dB is negative; losses are entered as positive dB.`, `Give ${field} ≥ 0 dB (e.g. 1.5), and enter gains in the antenna-gain fields.`);
    }
    const f = frequencyHz('frequency', inp.frequency, inp.frequency_unit);
    if (isOutcome(f)) return f;
    const d = lengthMeters('distance', inp.distance, inp.distance_unit, 'DISTANCE_MUST_BE_POSITIVE', 'Distance');
    if (isOutcome(d)) return d;

    const eirp = ptx + inp.tx_antenna_gain_dbi - inp.tx_cable_loss_db;
    const fspl = fsplDb(f, d);
    const pathLoss = fspl + inp.other_losses_db;
    const prx = eirp - pathLoss + inp.rx_antenna_gain_dbi - inp.rx_cable_loss_db;
    const lambda = SPEED_OF_LIGHT / f;
    const warnings =
      d < FAR_FIELD_MIN_WAVELENGTHS * lambda
        ? [warning('OUTSIDE_VALIDITY_RANGE', `The distance ${formatNumber(d)} m is under ${FAR_FIELD_MIN_WAVELENGTHS} wavelengths: near field, where the Friis equation does not hold.`, 'Use distances of many wavelengths.')]
        : [];
    const margin =
      inp.rx_sensitivity_dbm === undefined
        ? {}
        : {
            margin_db: prx - inp.rx_sensitivity_dbm,
            link_closes: prx >= inp.rx_sensitivity_dbm,
            max_distance_km: (d * det.pow(10, (prx - inp.rx_sensitivity_dbm) / 20)) / LENGTH_UNITS.km,
          };
    if (margin.max_distance_km !== undefined && !Number.isFinite(margin.max_distance_km)) {
      return fail('NON_FINITE_RESULT', 'rx_sensitivity_dbm', `A margin of ${formatNumber(margin.margin_db!)} dB puts the free-space range beyond the range of a double.`, 'Check rx_sensitivity_dbm (typical receivers: −50 to −140 dBm).');
    }
    return ok(
      { tx_power_dbm: ptx, eirp_dbm: eirp, eirp_w: dbmToWatts(eirp), fspl_db: fspl, total_path_loss_db: pathLoss, rx_power_dbm: prx, rx_power_w: dbmToWatts(prx), distance_m: d, wavelength_m: lambda, ...margin },
      { warnings, formatted: `Prx = ${formatNumber(prx, 5)} dBm${margin.margin_db === undefined ? '' : `, margin ${formatNumber(margin.margin_db, 4)} dB`}` },
    );
  },
});
