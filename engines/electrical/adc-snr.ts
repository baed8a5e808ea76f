// ADC signal-to-noise ratio: the ideal quantisation-limited SNR of an N-bit
// converter (6.02·N + 1.76 dB, plus oversampling processing gain), and ENOB ↔
// SINAD both ways, with SINAD from SNR and THD.
import * as z from 'zod/mini';
import { wholeNumber } from '../core/whole-number.ts';
import { defineEngine, type Warning } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { fail, isOutcome, ok, warning } from '../core/outcome.ts';
import { unusedInputsWarning } from './_lib/input-combinations.ts';
import { canonicalChoices, synonymsOf } from './_lib/power-inputs.ts';
import { frequencyHz, frequencyUnitField, ratioToDb } from './_lib/rf-units.ts';
import * as det from '../core/det-math.ts';

const MODES = ['bits', 'sinad', 'enob', 'snr-thd'] as const;
type Mode = (typeof MODES)[number];
const MODE_SYNONYMS = synonymsOf(MODES, {
  resolution: 'bits',
  n: 'bits',
  ideal: 'bits',
  'sinad-to-enob': 'sinad',
  'enob-from-sinad': 'sinad',
  'enob-to-sinad': 'enob',
  'sinad-from-enob': 'enob',
  snr_thd: 'snr-thd',
  snrthd: 'snr-thd',
  thd: 'snr-thd',
});

/** dB per bit and full-scale sine offset of the textbook formula (MT-001: 20·log10 2 = 6.0206, 10·log10 1.5 = 1.7609, rounded as datasheets use them). */
const DB_PER_BIT = 6.02;
const SINE_OFFSET_DB = 1.76;

const input = z.object({
  mode: z._default(z.enum(MODES), 'bits'),
  n_bits: z.optional(wholeNumber({ min: 1, max: 32, example: 12 })),
  fs: z.optional(z.number()),
  bandwidth: z.optional(z.number()),
  f_unit: frequencyUnitField('MHz'),
  sinad_dB: z.optional(z.number()),
  enob: z.optional(z.number()),
  snr_dB: z.optional(z.number()),
  thd_dB: z.optional(z.number()),
  signal_dBFS: z._default(z.number(), 0),
});

const output = z.strictObject({
  mode: z.enum(MODES),
  sinad_dB: z.number(),
  enob: z.number(),
  n_bits: z.optional(z.number()),
  snr_ideal_dB: z.optional(z.number()),
  snr_exact_dB: z.optional(z.number()),
  processing_gain_dB: z.optional(z.number()),
  snr_dB: z.optional(z.number()),
  thd_dB: z.optional(z.number()),
  signal_dBFS: z.optional(z.number()),
  sinad_full_scale_dB: z.optional(z.number()),
});

const FORMULAS: Record<Mode, { id: string; expression: string; label: string }> = {
  bits: { id: 'adc-snr.ideal', expression: 'SNR = 6.02·N + 1.76 dB + 10·log10(fs / (2·BW))', label: 'Ideal N-bit ADC signal-to-noise ratio' },
  sinad: { id: 'adc-snr.enob', expression: 'ENOB = (SINAD − 1.76 dB − signal_dBFS) / 6.02 dB', label: 'Effective number of bits from SINAD' },
  enob: { id: 'adc-snr.sinad', expression: 'SINAD = 6.02·ENOB + 1.76 dB', label: 'SINAD of an effective resolution' },
  'snr-thd': { id: 'adc-snr.sinad-from-snr-thd', expression: 'SINAD = −10·log10(10^(−SNR/10) + 10^(−|THD|/10));  ENOB = (SINAD − 1.76) / 6.02', label: 'SINAD and ENOB from SNR and THD' },
};

const enobOf = (sinad: number) => (sinad - SINE_OFFSET_DB) / DB_PER_BIT;

export const engine = defineEngine({
  id: 'adc-snr',
  area: 'electrical',
  title: 'ADC SNR and ENOB calculator',
  description:
    'Ideal signal-to-noise ratio of an N-bit analog-to-digital converter (6.02·N + 1.76 dB, with the processing gain of oversampling), effective number of bits (ENOB) from a measured SINAD and back, and SINAD/ENOB from datasheet SNR and THD.',
  keywords: ['ADC SNR', 'ENOB', 'effective number of bits', 'SINAD', 'SNR 6.02N + 1.76', 'quantization noise', 'THD', 'THD+N', 'oversampling', 'processing gain', 'dynamic range', 'ADC resolution', 'bits to dB'],
  capability_id: 'electrical.adc.snr',
  version: '1.1.0',
  page: 'electric',
  input,
  output,
  prepare: canonicalChoices({ mode: MODE_SYNONYMS }),
  unit: 'dB',
  errors: ['BANDWIDTH_EXCEEDS_NYQUIST', 'ENOB_MUST_BE_POSITIVE', 'SIGNAL_ABOVE_FULL_SCALE', 'SINAD_TOO_LOW'],
  warnings: ['INPUT_IGNORED', 'PROCESSING_GAIN_APPLIED'],
  formula: FORMULAS.bits,
  assumptions: [
    'Ideal N-bit converter driven by a full-scale sine wave: quantisation noise q/√12 spread uniformly over DC to fs/2 gives SNR = 20·log10(2^N·√1.5) = 6.02·N + 1.76 dB (Kester, Analog Devices MT-001). The rounded constants 6.02 and 1.76 are used throughout, as datasheets do; snr_exact_dB gives 20·log10(2^N·√1.5) for comparison.',
    'Oversampling: when the signal occupies only a bandwidth BW < fs/2 (and the rest of the noise is filtered out digitally), processing gain 10·log10(fs/(2·BW)) adds to the SNR (MT-001); enob then counts the resolution gained in the band.',
    'ENOB = (SINAD − 1.76 dB)/6.02 dB and SINAD = 6.02·ENOB + 1.76 dB (Kester, Analog Devices MT-003; IEEE Std 1241). A SINAD measured with a tone below full scale is referred to full scale by subtracting signal_dBFS (MT-003: + 20·log10(full scale / amplitude)).',
    'SINAD from SNR and THD adds the noise and distortion powers: SINAD = −10·log10(10^(−SNR/10) + 10^(−|THD|/10)) (MT-003). THD is taken as dB below the carrier whichever sign it is given with (−80 dBc and 80 dB mean the same), since harmonics above the fundamental are not a converter specification.',
    'All levels in dB relative to the (full-scale) signal; frequencies in the unit selected. IEEE-754 double arithmetic.',
  ],
  ui: {
    fields: {
      mode: {
        label: 'Calculate',
        options: [
          { value: 'bits', label: 'Ideal SNR of N bits' },
          { value: 'sinad', label: 'ENOB from SINAD' },
          { value: 'enob', label: 'SINAD from ENOB' },
          { value: 'snr-thd', label: 'SINAD and ENOB from SNR and THD' },
        ],
      },
      n_bits: { label: 'Resolution N', unit: 'bits', kind: 'integer', min: 1, max: 32, step: 1 },
      fs: { label: 'Sample rate fs (optional: oversampling)', unitSelect: 'f_unit' },
      bandwidth: { label: 'Signal bandwidth BW (optional)', unitSelect: 'f_unit' },
      f_unit: { label: 'Frequency unit' },
      sinad_dB: { label: 'SINAD (signal to noise and distortion)', unit: 'dB' },
      enob: { label: 'Effective number of bits', unit: 'bits' },
      snr_dB: { label: 'SNR (without harmonics)', unit: 'dB' },
      thd_dB: { label: 'THD (total harmonic distortion)', unit: 'dBc', help: '−80 and 80 both mean harmonics 80 dB below the fundamental' },
      signal_dBFS: { label: 'Test tone level', unit: 'dBFS', help: '0 for a full-scale tone; e.g. −1 for a −1 dBFS measurement' },
    },
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'bits', label: 'Ideal SNR', fields: ['n_bits', 'fs', 'bandwidth', 'f_unit'] },
          { value: 'sinad', label: 'SINAD → ENOB', fields: ['sinad_dB', 'signal_dBFS'] },
          { value: 'enob', label: 'ENOB → SINAD', fields: ['enob'] },
          { value: 'snr-thd', label: 'SNR + THD', fields: ['snr_dB', 'thd_dB', 'signal_dBFS'] },
        ],
      },
    ],
    initial: { mode: 'bits', n_bits: 12 },
    headline: 'sinad_dB',
    outputs: {
      snr_ideal_dB: { label: 'Ideal SNR (6.02·N + 1.76)', unit: 'dB' },
      snr_exact_dB: { label: 'Ideal SNR, exact constants', unit: 'dB' },
      processing_gain_dB: { label: 'Oversampling processing gain', unit: 'dB' },
      sinad_full_scale_dB: { label: 'SINAD referred to full scale', unit: 'dB' },
    },
  },
  examples: [
    {
      name: 'Ideal 12-bit converter',
      inputs: { mode: 'bits', n_bits: 12 },
      expect: { status: 'success', values: { snr_ideal_dB: 74, sinad_dB: 74, enob: 12 }, rel: 1e-12 },
      source: 'Kester, Analog Devices MT-001: SNR = 6.02N + 1.76 dB, 74 dB for N = 12.',
    },
    {
      name: 'Ideal 16-bit converter, exact constants',
      inputs: { mode: 'bits', n_bits: 16 },
      expect: { status: 'success', values: { snr_ideal_dB: 98.08, snr_exact_dB: 98.09, enob: 16 }, rel: 2e-4 },
      source: 'Analog Devices MT-001: 6.02 × 16 + 1.76 = 98.08 dB; exact 20·log10(2^16·√1.5) = 98.09 dB.',
    },
    {
      name: 'SINAD of 62 dB',
      inputs: { mode: 'sinad', sinad_dB: 62 },
      expect: { status: 'success', values: { enob: (62 - 1.76) / 6.02 }, rel: 1e-12 },
      source: 'Analog Devices MT-003: ENOB = (SINAD − 1.76)/6.02; electrotopic.com SINAD-to-ENOB example: 62 dB ≈ 10 bits.',
    },
    {
      name: '12-bit ADC oversampled: 100 MSPS, 1 MHz bandwidth',
      inputs: { mode: 'bits', n_bits: 12, fs: 100, bandwidth: 1, f_unit: 'MHz' },
      expect: { status: 'success', values: { processing_gain_dB: 16.989700043360188, snr_dB: 90.98970004336019 }, rel: 1e-12 },
      source: 'Analog Devices MT-001: processing gain 10·log10(fs/(2·BW)) = 10·log10 50 = 16.99 dB on top of 74 dB.',
    },
    {
      name: 'SNR 70 dB and THD −70 dBc',
      inputs: { mode: 'snr-thd', snr_dB: 70, thd_dB: -70 },
      expect: { status: 'success', values: { sinad_dB: 66.98970004336019 /* 70 − 10·log10(2), mathjs BigNumber */, enob: 10.835498346073122 /* (70 − 10·log10(2) − 1.76) / 6.02 */ }, rel: 1e-12 },
      source: 'Exact arithmetic with MT-003: equal noise and distortion powers add to 3.01 dB less, SINAD = 66.99 dB.',
    },
    {
      name: 'SINAD from 10.5 effective bits',
      inputs: { mode: 'enob', enob: 10.5 },
      expect: { status: 'success', values: { sinad_dB: 64.97 }, rel: 1e-12 },
      source: 'Analog Devices MT-003: SINAD = 6.02·ENOB + 1.76 = 64.97 dB.',
    },
    {
      name: 'Resolution missing',
      inputs: { mode: 'bits' },
      expect: { status: 'error', code: 'MISSING_REQUIRED_INPUT' },
      source: 'Mode bits needs n_bits.',
    },
  ],
  limitations: [
    'Sine-wave, full-scale definitions only: no aperture jitter, input noise or thermal-noise models (they show up in a measured SINAD, which this engine converts).',
    'Processing gain assumes white quantisation noise and an ideal digital filter; it is not the noise shaping of sigma-delta converters.',
  ],
  compute(inp) {
    const outcome = solve(inp);
    const unused = unusedInputsWarning(inp, MODE_UNUSED[inp.mode], `in mode ${inp.mode}`);
    return outcome.status === 'success' && unused.length ? { ...outcome, warnings: [...(outcome.warnings ?? []), ...unused] } : outcome;
  },
});

type Input = z.output<typeof input>;

/** Inputs that play no part in each mode (reported as an info warning when given). */
const MODE_UNUSED: Record<Mode, (keyof Input)[]> = {
  bits: ['sinad_dB', 'enob', 'snr_dB', 'thd_dB'],
  sinad: ['n_bits', 'fs', 'bandwidth', 'enob', 'snr_dB', 'thd_dB'],
  enob: ['n_bits', 'fs', 'bandwidth', 'sinad_dB', 'snr_dB', 'thd_dB'],
  'snr-thd': ['n_bits', 'fs', 'bandwidth', 'sinad_dB', 'enob'],
};

function solve(inp: Input) {
  switch (inp.mode) {
    case 'bits':
      return idealSnr(inp);
    case 'sinad': {
      if (inp.sinad_dB === undefined) return fail('MISSING_REQUIRED_INPUT', 'sinad_dB', 'Mode sinad needs the measured SINAD in dB.', 'Give sinad_dB, e.g. 62.');
      return fromSinad(inp.mode, inp.sinad_dB, inp.signal_dBFS, 'sinad_dB', {});
    }
    case 'enob': {
      if (inp.enob === undefined) return fail('MISSING_REQUIRED_INPUT', 'enob', 'Mode enob needs the effective number of bits.', 'Give enob, e.g. 10.5.');
      if (!(inp.enob > 0)) return fail('ENOB_MUST_BE_POSITIVE', 'enob', `enob = ${formatNumber(inp.enob)}: an effective resolution must be above 0 bits.`, 'Give enob > 0, e.g. 10.5.');
      const sinad_dB = DB_PER_BIT * inp.enob + SINE_OFFSET_DB;
      return ok({ mode: inp.mode, sinad_dB, enob: inp.enob }, { formula: FORMULAS.enob, formatted: `SINAD = ${formatNumber(sinad_dB, 6)} dB` });
    }
    case 'snr-thd': {
      if (inp.snr_dB === undefined) return fail('MISSING_REQUIRED_INPUT', 'snr_dB', 'Mode snr-thd needs the SNR in dB.', 'Give snr_dB, e.g. 70.');
      if (inp.thd_dB === undefined) return fail('MISSING_REQUIRED_INPUT', 'thd_dB', 'Mode snr-thd needs the THD in dBc.', 'Give thd_dB, e.g. −80.');
      const thd = -Math.abs(inp.thd_dB);
      const sinad = -ratioToDb(det.pow(10, -inp.snr_dB / 10) + det.pow(10, thd / 10));
      return fromSinad(inp.mode, sinad, inp.signal_dBFS, 'snr_dB', { snr_dB: inp.snr_dB, thd_dB: thd });
    }
  }
}

function idealSnr(inp: Input) {
  if (inp.n_bits === undefined) return fail('MISSING_REQUIRED_INPUT', 'n_bits', 'Mode bits needs the resolution N in bits.', 'Give n_bits, a whole number from 1 to 32, e.g. 12.');
  const N = inp.n_bits;
  const snr_ideal_dB = DB_PER_BIT * N + SINE_OFFSET_DB;
  const snr_exact_dB = 20 * det.log10(det.pow(2, N) * Math.sqrt(1.5));
  let processing_gain_dB = 0;
  const warnings: Warning[] = [];
  if (inp.fs !== undefined || inp.bandwidth !== undefined) {
    if (inp.fs === undefined) return fail('MISSING_REQUIRED_INPUT', 'fs', 'Processing gain needs the sample rate fs as well as the bandwidth.', `Give fs in ${inp.f_unit}, or leave bandwidth blank.`);
    if (inp.bandwidth === undefined) return fail('MISSING_REQUIRED_INPUT', 'bandwidth', 'Processing gain needs the signal bandwidth as well as the sample rate.', `Give bandwidth in ${inp.f_unit} (at most fs/2), or leave fs blank.`);
    const fs = frequencyHz('fs', inp.fs, inp.f_unit);
    if (isOutcome(fs)) return fs;
    const bw = frequencyHz('bandwidth', inp.bandwidth, inp.f_unit);
    if (isOutcome(bw)) return bw;
    if (bw > fs / 2) {
      return fail('BANDWIDTH_EXCEEDS_NYQUIST', 'bandwidth', `A bandwidth of ${formatNumber(inp.bandwidth)} ${inp.f_unit} is above fs/2 = ${formatNumber(inp.fs / 2)} ${inp.f_unit}: a sampled signal cannot use more than the Nyquist band.`, `Give bandwidth ≤ ${formatNumber(inp.fs / 2)} ${inp.f_unit}.`);
    }
    processing_gain_dB = ratioToDb(fs / (2 * bw));
  }
  const snr_dB = snr_ideal_dB + processing_gain_dB;
  if (processing_gain_dB > 0) warnings.push(warning('PROCESSING_GAIN_APPLIED', `${formatNumber(processing_gain_dB, 4)} dB of processing gain is included: it needs a digital filter that removes the noise outside the ${formatNumber(inp.bandwidth!)} ${inp.f_unit} band.`, undefined, 'info'));
  return ok(
    { mode: inp.mode, n_bits: N, snr_ideal_dB, snr_exact_dB, processing_gain_dB, snr_dB, sinad_dB: snr_dB, enob: enobOf(snr_dB) },
    { formula: FORMULAS.bits, warnings, formatted: `SNR = ${formatNumber(snr_dB, 6)} dB` },
  );
}

/** ENOB of a SINAD measured with a tone at signal_dBFS, referred to full scale (MT-003). */
function fromSinad(mode: Mode, sinad: number, signalDbfs: number, field: string, extra: { snr_dB?: number; thd_dB?: number }) {
  if (signalDbfs > 0) {
    return fail('SIGNAL_ABOVE_FULL_SCALE', 'signal_dBFS', `signal_dBFS = ${formatNumber(signalDbfs)}: a tone above 0 dBFS clips the converter.`, 'Give the test-tone level at or below 0 dBFS (0 for full scale, e.g. −1 or −0.5).');
  }
  const fullScale = sinad - signalDbfs;
  if (!(fullScale > SINE_OFFSET_DB)) {
    return fail('SINAD_TOO_LOW', field, `A SINAD of ${formatNumber(fullScale, 6)} dB (referred to full scale) is not above 1.76 dB, so ENOB would be 0 bits or less.`, 'Check the value: converters have SINAD of tens of dB (about 6 dB per bit).');
  }
  const enob = enobOf(fullScale);
  const result = { mode, sinad_dB: sinad, enob, ...extra, ...(signalDbfs !== 0 ? { signal_dBFS: signalDbfs, sinad_full_scale_dB: fullScale } : {}) };
  return ok(result, { formula: FORMULAS[mode], formatted: `ENOB = ${formatNumber(enob, 5)} bits (SINAD ${formatNumber(sinad, 6)} dB)` });
}
