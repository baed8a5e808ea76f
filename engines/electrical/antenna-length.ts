// Physical length of simple wire antennas: fraction of a free-space wavelength × end-effect factor k.
// The default k reproduces the ARRL rules 468/f (λ/2 dipole), 234/f (λ/4 vertical) and 1005/f (loop).
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { fail, isOutcome, ok, warning } from '../core/outcome.ts';
import { LENGTH_UNITS, SPEED_OF_LIGHT, frequencyHz, frequencyUnitField, lengthIn } from './_lib/rf-units.ts';

/** Free-space wavelength at 1 MHz in feet (≈ 983.57 ft): turns the ARRL ft·MHz constants into factors k. */
const WAVELENGTH_FT_AT_1MHZ = SPEED_OF_LIGHT / 1e6 / LENGTH_UNITS.ft;

interface AntennaType {
  label: string;
  /** Electrical length in wavelengths. */
  fraction: number;
  /** ARRL rule constant in ft·MHz (L(ft) = constant / f(MHz)) that sets the default k. */
  arrlConstantFtMhz: number;
}

const ANTENNAS = {
  'half-wave-dipole': { label: 'Half-wave dipole (total length)', fraction: 0.5, arrlConstantFtMhz: 468 },
  'quarter-wave-vertical': { label: 'Quarter-wave vertical / ground plane', fraction: 0.25, arrlConstantFtMhz: 234 },
  'five-eighths-vertical': { label: '5/8-wave vertical', fraction: 0.625, arrlConstantFtMhz: 585 },
  'full-wave-loop': { label: 'Full-wave loop (perimeter)', fraction: 1, arrlConstantFtMhz: 1005 },
} satisfies Record<string, AntennaType>;
type AntennaId = keyof typeof ANTENNAS;
const ANTENNA_IDS = Object.keys(ANTENNAS) as [AntennaId, ...AntennaId[]];

/** Default end-effect factor of a type: the one that makes fraction·λ·k equal the ARRL rule. */
const defaultFactor = (a: AntennaType) => a.arrlConstantFtMhz / (a.fraction * WAVELENGTH_FT_AT_1MHZ);

/** Band the ARRL thin-wire rules were derived for (HF wire antennas). */
const RULE_RANGE_MHZ = { min: 1.8, max: 30 };
const FACTOR_RANGE = { min: 0.5, max: 1.1 };

const input = z.object({
  frequency: z.number(),
  frequency_unit: frequencyUnitField('MHz'),
  antenna: z._default(z.enum(ANTENNA_IDS), 'half-wave-dipole'),
  length_factor: z.optional(z.number()),
});

const output = z.strictObject({
  antenna: z.string(),
  length_m: z.number(),
  length_ft: z.number(),
  length_in: z.number(),
  length_cm: z.number(),
  /** Dipoles only: one side of the feed point. */
  leg_m: z.optional(z.number()),
  leg_ft: z.optional(z.number()),
  electrical_length_wl: z.number(),
  free_space_wavelength_m: z.number(),
  length_factor: z.number(),
  rule_constant_ft_mhz: z.number(),
});

export const engine = defineEngine({
  id: 'antenna-length',
  area: 'electrical',
  title: 'Antenna length calculator (dipole, vertical, loop)',
  description: 'Cut length of a half-wave dipole, quarter-wave or 5/8-wave vertical, or full-wave loop for a frequency, using the ARRL end-effect rules (468/f, 234/f, 1005/f) or your own shortening factor.',
  keywords: ['antenna length', 'dipole length', 'half wave dipole', 'quarter wave antenna', 'ground plane', '5/8 wave', 'loop antenna', '468/f', '234/f', 'ham radio antenna', 'wire antenna calculator'],
  capability_id: 'electrical.rf.antenna_length',
  version: '1.0.3',
  page: 'electric',
  input,
  output,
  unit: 'm',
  errors: ['FREQUENCY_MUST_BE_POSITIVE', 'INPUT_OUT_OF_RANGE', 'LENGTH_FACTOR_OUT_OF_RANGE'],
  warnings: ['OUTSIDE_VALIDITY_RANGE'],
  formula: { id: 'antenna-length.arrl', expression: 'L = fraction × (c / f) × k;  default k gives L(ft) = 468/f, 234/f, 585/f, 1005/f (f in MHz)', label: 'Wire antenna length with end-effect factor' },
  assumptions: [
    'L = fraction × λ0 × k, λ0 = c/f (c = 299 792 458 m/s); fraction = 1/2 (dipole, total tip-to-tip), 1/4 and 5/8 (vertical radiator above its ground plane), 1 (loop perimeter).',
    'Default k (end effect of a thin wire) reproduces the ARRL Antenna Book / ARRL Handbook cutting rules L(ft) = 468/f(MHz) for a λ/2 dipole and 234/f for a λ/4 vertical (k ≈ 0.9516), 585/f for a 5/8-λ vertical (same k) and 1005/f for a full-wave loop (k ≈ 1.0218).',
    `The rules hold for HF wire antennas (${RULE_RANGE_MHZ.min}–${RULE_RANGE_MHZ.max} MHz, length/diameter of several thousand, in the clear); outside that band the default k gives warning OUTSIDE_VALIDITY_RANGE. Thick VHF/UHF elements need a smaller k from their length/diameter ratio.`,
    'For a dipole, leg_m (each side of the feed point) is half the total length, ignoring the centre gap. Cut a little long and trim: height, insulation and nearby objects shift resonance by a few percent.',
    `An explicit length_factor k replaces the default (allowed ${FACTOR_RANGE.min}–${FACTOR_RANGE.max}; use the velocity factor of insulated wire, ≈ 0.95–0.97 extra, or a measured value).`,
  ],
  ui: {
    fields: {
      frequency: { label: 'Frequency', unit: 'Hz / kHz / MHz / GHz' },
      frequency_unit: { label: 'Frequency unit', unit: '', kind: 'select' },
      antenna: { label: 'Antenna type', unit: '', kind: 'select', options: ANTENNA_IDS.map((id) => ({ value: id, label: ANTENNAS[id].label })) },
      length_factor: { label: 'End-effect / velocity factor k (blank = ARRL rule)', unit: '—', step: 'any', placeholder: 'ARRL default' },
    },
    initial: { frequency: 14.2, frequency_unit: 'MHz', antenna: 'half-wave-dipole' },
    headline: 'length_m',
    outputs: {
      length_m: { label: 'Antenna length', unit: 'm' },
      length_ft: { label: 'Antenna length', unit: 'ft' },
      length_in: { label: 'Antenna length', unit: 'in' },
      length_cm: { label: 'Antenna length', unit: 'cm' },
      leg_m: { label: 'Dipole leg (each side of the feed point)', unit: 'm' },
      leg_ft: { label: 'Dipole leg (each side of the feed point)', unit: 'ft' },
      electrical_length_wl: { label: 'Electrical length', unit: 'λ' },
      free_space_wavelength_m: { label: 'Free-space wavelength', unit: 'm' },
      rule_constant_ft_mhz: { label: 'Rule constant (L = constant / f)', unit: 'ft·MHz' },
    },
  },
  examples: [
    {
      name: '40 m dipole at 7.15 MHz (468/f)',
      inputs: { frequency: 7.15, frequency_unit: 'MHz', antenna: 'half-wave-dipole' },
      expect: { status: 'success', values: { length_ft: 468 / 7.15, length_m: (468 / 7.15) * 0.3048, leg_ft: 234 / 7.15, rule_constant_ft_mhz: 468 }, rel: 1e-12 },
      source: 'ARRL Antenna Book, ch. "Dipoles and Monopoles": L(ft) = 468 / f(MHz) = 65.45 ft at 7.15 MHz.',
    },
    {
      name: '20 m quarter-wave vertical at 14.2 MHz (234/f)',
      inputs: { frequency: 14.2, antenna: 'quarter-wave-vertical' },
      expect: { status: 'success', values: { length_ft: 234 / 14.2, electrical_length_wl: 0.25 }, rel: 1e-12 },
      source: 'ARRL Handbook, antenna chapter: quarter-wave vertical L(ft) = 234 / f(MHz) = 16.48 ft.',
    },
    {
      name: '80 m full-wave loop at 3.6 MHz (1005/f)',
      inputs: { frequency: 3.6, antenna: 'full-wave-loop' },
      expect: { status: 'success', values: { length_ft: 1005 / 3.6 }, rel: 1e-12 },
      source: 'ARRL Antenna Book, loop antennas: full-wave loop perimeter L(ft) = 1005 / f(MHz) = 279.2 ft.',
    },
    {
      name: 'Theoretical half-wave with k = 1 at 100 MHz',
      inputs: { frequency: 100, antenna: 'half-wave-dipole', length_factor: 1 },
      expect: { status: 'success', values: { length_m: 1.49896229, free_space_wavelength_m: 2.99792458 }, rel: 1e-12 },
      source: 'Exact arithmetic: λ/2 = 299792458 / (2 × 1e8) m.',
    },
    {
      name: '5/8-wave vertical for 2 m (146 MHz) is outside the HF rule',
      inputs: { frequency: 146, antenna: 'five-eighths-vertical' },
      expect: { status: 'success', code: 'OUTSIDE_VALIDITY_RANGE', values: { length_ft: 585 / 146 }, rel: 1e-12 },
      source: 'Common 5/8-λ rule L(ft) = 585 / f(MHz) (0.625 × 984 × 0.95); warning because the ARRL factors are for HF wire.',
      // 585 = 0.625 × 984 × 0.95 is the engine's own derivation of the rule; no publication is named for it.
      ownModel: true,
    },
    {
      name: 'Negative frequency',
      inputs: { frequency: -7 },
      expect: { status: 'error', code: 'FREQUENCY_MUST_BE_POSITIVE' },
      source: 'A resonant length needs f > 0.',
    },
    {
      name: 'Length factor of 2',
      inputs: { frequency: 7, length_factor: 2 },
      expect: { status: 'error', code: 'LENGTH_FACTOR_OUT_OF_RANGE' },
      source: `End-effect / velocity factors of wire antennas lie between ${FACTOR_RANGE.min} and ${FACTOR_RANGE.max}.`,
    },
  ],
  limitations: [
    'No feed-point impedance, height-above-ground or wire-diameter model (NEC analysis is needed for those); no loading coils or traps.',
    'Quarter- and 5/8-wave verticals give the radiator only; radials are typically cut to λ/4 as well.',
  ],
  compute(inp) {
    const f = frequencyHz('frequency', inp.frequency, inp.frequency_unit);
    if (isOutcome(f)) return f;
    const type: AntennaType = ANTENNAS[inp.antenna];
    const k = inp.length_factor ?? defaultFactor(type);
    if (!(k >= FACTOR_RANGE.min && k <= FACTOR_RANGE.max)) {
      return fail('LENGTH_FACTOR_OUT_OF_RANGE', 'length_factor', `Length factor k = ${k} is outside ${FACTOR_RANGE.min}–${FACTOR_RANGE.max}.`, 'Leave length_factor blank for the ARRL rule, or use 0.95–0.98 for bare wire dipoles and verticals.');
    }
    const lambda0 = SPEED_OF_LIGHT / f;
    const length = type.fraction * lambda0 * k;
    const shown = lengthIn(length, ['m', 'ft', 'in', 'cm']);
    const fMhz = f / 1e6;
    const warnings =
      inp.length_factor === undefined && (fMhz < RULE_RANGE_MHZ.min || fMhz > RULE_RANGE_MHZ.max)
        ? [warning('OUTSIDE_VALIDITY_RANGE', `${formatNumber(fMhz)} MHz is outside the ${RULE_RANGE_MHZ.min}–${RULE_RANGE_MHZ.max} MHz HF band the ARRL end-effect rule was derived for.`, 'Give length_factor for your element (thick VHF/UHF tubing often needs k ≈ 0.90–0.95), then trim to resonance.')]
        : [];
    return ok(
      {
        antenna: inp.antenna,
        length_m: shown.m,
        length_ft: shown.ft,
        length_in: shown.in,
        length_cm: shown.cm,
        ...(inp.antenna === 'half-wave-dipole' ? { leg_m: shown.m / 2, leg_ft: shown.ft / 2 } : {}),
        electrical_length_wl: type.fraction,
        free_space_wavelength_m: lambda0,
        length_factor: k,
        rule_constant_ft_mhz: type.fraction * k * WAVELENGTH_FT_AT_1MHZ,
      },
      { warnings, formatted: `${type.label}: ${formatNumber(shown.m, 4)} m (${formatNumber(shown.ft, 4)} ft)` },
    );
  },
});
