// Op-amp circuit noise: the output (and input-referred) noise density and rms
// noise of an inverting or non-inverting stage from the op amp's voltage and
// current noise (with 1/f corners) and the Johnson noise of its resistors,
// integrated over a band with the noise-bandwidth factor of the roll-off.
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { fail, isOutcome, ok, warning } from '../core/outcome.ts';
import { TEMPERATURE_UNIT_OPTIONS, absoluteTemperature, johnsonNoiseDensity, temperatureUnitField } from './_lib/junction-physics.ts';
import { CONFIG_SYNONYMS, OPAMP_CONFIGS, checkStageResistors, configField, idealSignalGain, noiseGain } from './_lib/opamp-stage.ts';
import { canonicalChoices } from './_lib/power-inputs.ts';
import { frequencyHz, frequencyUnitField } from './_lib/rf-units.ts';
import * as det from '../core/det-math.ts';

const RESPONSES = ['brickwall', '1-pole', '2-pole', '3-pole', '4-pole'] as const;
type Response = (typeof RESPONSES)[number];

/**
 * Equivalent noise bandwidth / −3 dB bandwidth of n identical real poles:
 * (π/2)·kₙ / √(2^(1/n) − 1) with kₙ = Γ(n − ½)/(√π·Γ(n)) = 1, 1/2, 3/8, 5/16, i.e. 1.571, 1.220,
 * 1.155, 1.128 (Analog Devices MT-048 table: 1.57, 1.22, 1.16, 1.13).
 */
const ENBW_FACTOR: Record<Response, number> = {
  brickwall: 1,
  '1-pole': poleFactor(1, 1),
  '2-pole': poleFactor(2, 1 / 2),
  '3-pole': poleFactor(3, 3 / 8),
  '4-pole': poleFactor(4, 5 / 16),
};
function poleFactor(n: number, k: number): number {
  return ((Math.PI / 2) * k) / Math.sqrt(det.pow(2, 1 / n) - 1);
}
/** Gaussian noise: peak-to-peak is taken as 6.6 × rms (exceeded 0.1 % of the time; MT-048). */
const PP_PER_RMS = 6.6;

const SOURCES = ['op_amp_voltage_noise', 'current_noise_Rs', 'current_noise_R2', 'thermal_Rs', 'thermal_R1', 'thermal_R2'] as const;
type Source = (typeof SOURCES)[number];

const input = z.object({
  config: configField,
  R1: z.optional(z.number()),
  R2: z._default(z.number(), 0),
  Rs: z._default(z.number(), 0),
  en_nV: z.number(),
  in_pA: z._default(z.number(), 0),
  fce_Hz: z._default(z.number(), 0),
  fci_Hz: z._default(z.number(), 0),
  f_low_Hz: z._default(z.number(), 0),
  f_high: z.number(),
  f_unit: frequencyUnitField('kHz'),
  response: z._default(z.enum(RESPONSES), 'brickwall'),
  T: z._default(z.number(), 25),
  T_unit: temperatureUnitField,
});

const contribution = z.strictObject({ source: z.enum(SOURCES), density_rto_nV: z.number(), rms_rto_uV: z.number(), share_pct: z.number() });
const output = z.strictObject({
  config: z.enum(OPAMP_CONFIGS),
  noise_gain: z.number(),
  signal_gain: z.number(),
  T_K: z.number(),
  enbw_Hz: z.number(),
  density_rto_nV: z.number(),
  density_rti_nV: z.number(),
  rms_rto_uV: z.number(),
  rms_rti_uV: z.number(),
  rms_signal_referred_uV: z.number(),
  pp_rto_uV: z.number(),
  /** `none` when nothing in the stage is noisy (every source 0, e.g. at 0 K with an ideal op-amp). */
  dominant: z.enum([...SOURCES, 'none']),
  contributions: z.array(contribution),
});

export const engine = defineEngine({
  id: 'opamp-noise',
  area: 'electrical',
  title: 'Op-amp noise calculator',
  description:
    'Total output and input-referred noise of an inverting or non-inverting op-amp stage: the op amp’s voltage and current noise (with 1/f corners) and the Johnson (thermal) noise of the feedback, gain and source resistors, as spectral density and rms / peak-to-peak noise over a bandwidth, with each source’s share.',
  keywords: ['op amp noise', 'opamp noise calculator', 'output noise', 'input referred noise', 'RTI RTO', 'noise gain', 'voltage noise density', 'current noise', 'nV/√Hz', 'Johnson noise', 'thermal noise', 'resistor noise', '1/f noise', 'flicker noise corner', 'noise bandwidth', 'rms noise', 'peak to peak noise'],
  capability_id: 'electrical.opamp.noise',
  version: '1.0.0',
  page: 'electric',
  input,
  output,
  prepare: canonicalChoices({ config: CONFIG_SYNONYMS }),
  unit: 'µV',
  errors: [
    'FREQUENCY_MUST_BE_NONNEGATIVE',
    'FREQUENCY_MUST_BE_POSITIVE',
    'FREQUENCY_RANGE_EMPTY',
    'INPUT_OUT_OF_RANGE',
    'LOW_FREQUENCY_LIMIT_REQUIRED',
    'NOISE_DENSITY_MUST_BE_NONNEGATIVE',
    'RESISTANCE_MUST_BE_NONZERO',
    'RESISTANCE_MUST_BE_POSITIVE',
    'TEMPERATURE_BELOW_ABSOLUTE_ZERO',
  ],
  warnings: ['OUTSIDE_VALIDITY_RANGE'],
  formula: {
    id: 'opamp-noise.total',
    expression: 'e_o² = (en·NG)² + (in·Rs·NG)² + (in·R2)² + 4kT·(Rs·NG² + R1·(R2/R1)² + R2);  NG = 1 + R2/R1;  v_rms² = Σ eᵢ²·[(K·f_high − f_low) + fcᵢ·ln(K·f_high/f_low)]',
    label: 'Total output noise of an op-amp stage',
  },
  assumptions: [
    'Noise model of Analog Devices MT-049 / TI OPA1611 datasheet (SBOS450, "Noise calculation in gain configurations"): op-amp voltage noise en at the non-inverting input, uncorrelated current noise in at each input, and Johnson noise √(4kTR) of each resistor (k = 1.380649e-23 J/K). All sources are uncorrelated and add in power (root-sum-square).',
    'R1 runs from the inverting input to ground (non-inverting) or to the signal source (inverting: include the source resistance in R1); blank R1 is open (a follower). R2 is the feedback resistor, Rs the resistance in series with the non-inverting input (source plus any bias-balance resistor). Referred to the output: en·NG, in·Rs·NG, in·R2, √(4kTRs)·NG, √(4kTR1)·R2/R1, √(4kTR2), with noise gain NG = 1 + R2/R1 in both configurations.',
    'Densities in nV/√Hz (white part); 1/f noise follows e²(f) = e²·(1 + fc/f) with corner fce_Hz for en and fci_Hz for in (0: white). Over the band the power is e²·[(K·f_high − f_low) + fc·ln(K·f_high/f_low)] (MT-048), where K is the noise-bandwidth factor of the roll-off at f_high: 1 (brick wall), 1.571 (1 pole), 1.220, 1.155, 1.128 (2–4 equal real poles, MT-048). Resistor noise is white.',
    'density_rti_nV and rms_rti_uV are referred to the op-amp input (divided by NG, MT-049); rms_signal_referred_uV is divided by the signal gain instead (−R2/R1 inverting), the noise as it compares with the input signal. Peak-to-peak = 6.6 × rms (Gaussian, 0.1 % of the time; MT-048). Results in nV/√Hz, µV and Hz.',
  ],
  ui: {
    fields: {
      config: { label: 'Configuration', options: [{ value: 'non-inverting', label: 'Non-inverting' }, { value: 'inverting', label: 'Inverting' }] },
      R1: { label: 'R1: gain resistor (to ground, or input resistor)', unit: 'Ω', help: 'Blank for a follower; inverting: include the source resistance' },
      R2: { label: 'R2: feedback resistor', unit: 'Ω' },
      Rs: { label: 'Rs: resistance at the non-inverting input', unit: 'Ω', help: 'Source resistance plus any bias-balance resistor' },
      en_nV: { label: 'Op-amp voltage noise density en', unit: 'nV/√Hz' },
      in_pA: { label: 'Op-amp current noise density in', unit: 'pA/√Hz' },
      fce_Hz: { label: 'Voltage-noise 1/f corner', unit: 'Hz', help: '0 for white noise only' },
      fci_Hz: { label: 'Current-noise 1/f corner', unit: 'Hz' },
      f_low_Hz: { label: 'Lower band edge', unit: 'Hz', help: 'Must be above 0 when a 1/f corner is given, e.g. 0.1' },
      f_high: { label: 'Upper band edge / −3 dB bandwidth', unitSelect: 'f_unit' },
      f_unit: { label: 'Upper edge unit' },
      response: {
        label: 'Roll-off at the upper edge',
        options: [
          { value: 'brickwall', label: 'Brick wall (ideal filter)' },
          { value: '1-pole', label: '1 pole (×1.57)' },
          { value: '2-pole', label: '2 poles (×1.22)' },
          { value: '3-pole', label: '3 poles (×1.16)' },
          { value: '4-pole', label: '4 poles (×1.13)' },
        ],
      },
      T: { label: 'Temperature of the resistors' },
      T_unit: { label: 'Temperature unit', options: TEMPERATURE_UNIT_OPTIONS },
    },
    tabs: [
      {
        field: 'config',
        tabs: [
          { value: 'non-inverting', label: 'Non-inverting', fields: ['R1', 'R2', 'Rs', 'en_nV', 'in_pA', 'fce_Hz', 'fci_Hz', 'f_low_Hz', 'f_high', 'f_unit', 'response', 'T', 'T_unit'] },
          { value: 'inverting', label: 'Inverting', fields: ['R1', 'R2', 'Rs', 'en_nV', 'in_pA', 'fce_Hz', 'fci_Hz', 'f_low_Hz', 'f_high', 'f_unit', 'response', 'T', 'T_unit'] },
        ],
      },
    ],
    initial: { config: 'non-inverting', R1: 100, R2: 900, Rs: 50, en_nV: 1.1, in_pA: 1.7, f_high: 20, f_unit: 'kHz', response: 'brickwall', T: 25, T_unit: 'C' },
    headline: 'rms_rto_uV',
    outputs: {
      noise_gain: { label: 'Noise gain 1 + R2/R1' },
      signal_gain: { label: 'Signal gain G' },
      T_K: { label: 'Resistor temperature', unit: 'K' },
      enbw_Hz: { label: 'Equivalent noise bandwidth', unit: 'Hz' },
      density_rto_nV: { label: 'Output noise density (white)', unit: 'nV/√Hz' },
      density_rti_nV: { label: 'Noise density referred to the op-amp input', unit: 'nV/√Hz' },
      rms_rto_uV: { label: 'RMS noise at the output', unit: 'µV' },
      rms_rti_uV: { label: 'RMS noise referred to the op-amp input', unit: 'µV' },
      rms_signal_referred_uV: { label: 'RMS noise referred to the signal input', unit: 'µV' },
      pp_rto_uV: { label: 'Peak-to-peak noise at the output (6.6 × rms)', unit: 'µV' },
      dominant: { label: 'Largest noise source' },
      contributions: {
        label: 'Noise contributions by source',
        columns: { source: { label: 'Source' }, density_rto_nV: { label: 'Output density', unit: 'nV/√Hz' }, rms_rto_uV: { label: 'Output RMS', unit: 'µV' }, share_pct: { label: 'Share of the noise power', unit: '%' } },
      },
    },
  },
  examples: [
    {
      name: 'OPA1611-class op amp (1.1 nV/√Hz, 1.7 pA/√Hz), gain 10, 50 Ω source',
      inputs: { config: 'non-inverting', R1: 100, R2: 900, Rs: 50, en_nV: 1.1, in_pA: 1.7, f_high: 20, f_unit: 'kHz', T: 25 },
      expect: { status: 'success', values: { density_rto_nV: 18.830349960529148, density_rti_nV: 1.8830349960529147, rms_rto_uV: 18.830349960529148e-3 * Math.sqrt(20000), 'contributions.0.density_rto_nV': 11 }, rel: 1e-9 },
      source: 'TI OPA1611/OPA1612 datasheet (SBOS450), "Noise calculation in gain configurations" (Figure 32 equation) with its en = 1.1 nV/√Hz and in = 1.7 pA/√Hz, evaluated exactly at 25 °C.',
    },
    {
      name: 'A 1 kΩ resistor at room temperature',
      inputs: { config: 'non-inverting', Rs: 1000, en_nV: 0, f_high: 1, f_unit: 'Hz', T: 25 },
      expect: { status: 'success', values: { density_rto_nV: 4 }, rel: 0.02 },
      source: 'Analog Devices MT-048: a 1 kΩ resistor has about 4 nV/√Hz of Johnson noise at room temperature (exact √(4kTR) = 4.058 nV/√Hz at 25 °C).',
    },
    {
      name: '10 nV/√Hz with a 100 Hz 1/f corner over 0.1–10 Hz',
      inputs: { config: 'non-inverting', en_nV: 10, fce_Hz: 100, f_low_Hz: 0.1, f_high: 10, f_unit: 'Hz' },
      expect: { status: 'success', values: { rms_rto_uV: 0.21689099073009213 }, rel: 1e-9 },
      source: 'Analog Devices MT-048 1/f integration: v = en·√(fc·ln(fH/fL) + (fH − fL)) = 10 nV·√(100·ln 100 + 9.9) = 0.2169 µV rms.',
    },
    {
      name: 'Follower with a single-pole 10 kHz roll-off',
      inputs: { config: 'non-inverting', en_nV: 10, f_high: 10, f_unit: 'kHz', response: '1-pole' },
      expect: { status: 'success', values: { enbw_Hz: 5000 * Math.PI, rms_rto_uV: 1.2533141373155004, pp_rto_uV: 6.6 * 1.2533141373155004 }, rel: 1e-12 },
      source: 'Analog Devices MT-048: single-pole noise bandwidth = 1.57 × f−3dB (exactly π/2), 10 nV·√(15 708 Hz) = 1.253 µV rms; peak-to-peak ≈ 6.6 × rms.',
    },
    {
      name: '1/f corner without a lower band edge',
      inputs: { en_nV: 10, fce_Hz: 100, f_high: 10, f_unit: 'Hz' },
      expect: { status: 'error', code: 'LOW_FREQUENCY_LIMIT_REQUIRED' },
      source: 'MT-048: 1/f noise power fc·ln(fH/fL) diverges as fL → 0.',
    },
  ],
  limitations: [
    'Frequency-flat gain up to f_high: no noise-gain peaking from feedback capacitance, no op-amp GBW roll-off modelling (give the closed-loop bandwidth GBW/NG as f_high with response 1-pole), and no correlated input current noise.',
    'The source’s own signal and noise figure are not computed; add a source resistance as Rs (non-inverting) or in R1 (inverting).',
  ],
  compute(inp) {
    const T_K = absoluteTemperature('T', inp.T, inp.T_unit);
    if (isOutcome(T_K)) return T_K;
    const stage = checkStageResistors(inp, 'Give R1 in Ω, including the source resistance, e.g. 1000.');
    if (isOutcome(stage)) return stage;
    const { R1 } = stage;
    for (const [field, value, unit] of [['en_nV', inp.en_nV, 'nV/√Hz'], ['in_pA', inp.in_pA, 'pA/√Hz']] as const) {
      if (value < 0) return fail('NOISE_DENSITY_MUST_BE_NONNEGATIVE', field, `${field} = ${formatNumber(value)} ${unit} is negative; a noise density is a magnitude.`, `Give ${field} ≥ 0 from the datasheet (the white-noise value, e.g. at 1 kHz).`);
    }
    for (const [field, value] of [['fce_Hz', inp.fce_Hz], ['fci_Hz', inp.fci_Hz], ['f_low_Hz', inp.f_low_Hz]] as const) {
      if (value < 0) return fail('FREQUENCY_MUST_BE_NONNEGATIVE', field, `${field} = ${formatNumber(value)} Hz is negative.`, `Give ${field} ≥ 0 Hz.`);
    }
    const fHigh = frequencyHz('f_high', inp.f_high, inp.f_unit);
    if (isOutcome(fHigh)) return fHigh;
    const K = ENBW_FACTOR[inp.response];
    const fTop = K * fHigh;
    const fLow = inp.f_low_Hz;
    if (!(fTop > fLow)) {
      return fail('FREQUENCY_RANGE_EMPTY', 'f_low_Hz', `The band from ${formatNumber(fLow)} Hz to ${formatNumber(fTop)} Hz (noise bandwidth of f_high) is empty.`, 'Give f_low_Hz below f_high.');
    }
    const hasFlicker = inp.fce_Hz > 0 || (inp.fci_Hz > 0 && inp.in_pA > 0);
    if (hasFlicker && !(fLow > 0)) {
      return fail('LOW_FREQUENCY_LIMIT_REQUIRED', 'f_low_Hz', '1/f noise integrates to infinity down to 0 Hz (fc·ln(fH/fL) with fL = 0).', 'Give f_low_Hz > 0, e.g. 0.1 Hz (the usual 0.1–10 Hz band), or set the 1/f corners to 0.');
    }
    const whiteBand = fTop - fLow;
    const flickerBand = fLow > 0 ? det.log(fTop / fLow) : 0;

    const NG = noiseGain(R1, inp.R2);
    const G = idealSignalGain(inp.config, R1, inp.R2);
    const en = inp.en_nV * 1e-9;
    const iN = inp.in_pA * 1e-12;
    const densities: Record<Source, { e: number; corner: number }> = {
      op_amp_voltage_noise: { e: en * NG, corner: inp.fce_Hz },
      current_noise_Rs: { e: iN * inp.Rs * NG, corner: inp.fci_Hz },
      current_noise_R2: { e: iN * inp.R2, corner: inp.fci_Hz },
      thermal_Rs: { e: johnsonNoiseDensity(inp.Rs, T_K) * NG, corner: 0 },
      thermal_R1: { e: R1 === undefined ? 0 : johnsonNoiseDensity(R1, T_K) * (inp.R2 / R1), corner: 0 },
      thermal_R2: { e: johnsonNoiseDensity(inp.R2, T_K), corner: 0 },
    };
    const power = SOURCES.map((s) => det.pow(densities[s].e, 2) * (whiteBand + densities[s].corner * flickerBand));
    const totalPower = power.reduce((a, b) => a + b, 0);
    const density = Math.sqrt(SOURCES.reduce((a, s) => a + det.pow(densities[s].e, 2), 0));
    const rms = Math.sqrt(totalPower);
    const contributions = SOURCES.map((source, i) => ({
      source,
      density_rto_nV: densities[source].e * 1e9,
      rms_rto_uV: Math.sqrt(power[i]) * 1e6,
      share_pct: totalPower > 0 ? (100 * power[i]) / totalPower : 0,
    }));
    const dominant = totalPower > 0 ? contributions.reduce((a, b) => (b.share_pct > a.share_pct ? b : a)).source : 'none';
    const warnings = inp.response !== 'brickwall' && fLow > 0 && inp.f_low_Hz > 0.1 * fHigh
      ? [warning('OUTSIDE_VALIDITY_RANGE', 'The noise-bandwidth factor assumes the roll-off starts far above f_low_Hz; with f_low this close to f_high the band is approximate.', 'Use response brickwall for narrow bands.')]
      : [];
    return ok(
      {
        config: inp.config,
        noise_gain: NG,
        signal_gain: G,
        T_K,
        enbw_Hz: whiteBand,
        density_rto_nV: density * 1e9,
        density_rti_nV: (density / NG) * 1e9,
        rms_rto_uV: rms * 1e6,
        rms_rti_uV: (rms / NG) * 1e6,
        rms_signal_referred_uV: (rms / Math.abs(G)) * 1e6,
        pp_rto_uV: PP_PER_RMS * rms * 1e6,
        dominant,
        contributions,
      },
      { warnings, formatted: `${formatNumber(rms * 1e6, 4)} µV rms at the output (${formatNumber(density * 1e9, 4)} nV/√Hz, noise gain ${formatNumber(NG, 6)}); largest: ${dominant}` },
    );
  },
});
