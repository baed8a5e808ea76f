// ADC static error budget: gain, offset, INL and DNL errors (in LSB) combined
// by root-sum-square or worst-case sum, in LSB, volts, % of full scale and the
// number of bits the converter is accurate to.
import * as z from 'zod/mini';
import { wholeNumber } from '../core/whole-number.ts';
import { defineEngine, type Warning } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { fail, ok, warning } from '../core/outcome.ts';
import { canonicalChoices, synonymsOf } from './_lib/power-inputs.ts';
import * as det from '../core/det-math.ts';

const COMBINE = ['rss', 'worst_case'] as const;
type Combine = (typeof COMBINE)[number];

const TERMS = ['gain_err_LSB', 'offset_err_LSB', 'inl_LSB', 'dnl_LSB'] as const;

const COMBINE_SYNONYMS = synonymsOf(COMBINE, {
  'root-sum-square': 'rss',
  root_sum_square: 'rss',
  rms: 'rss',
  'worst-case': 'worst_case',
  worstcase: 'worst_case',
  worst: 'worst_case',
  sum: 'worst_case',
  linear: 'worst_case',
});

const FORMULAS: Record<Combine, { id: string; expression: string; label: string }> = {
  rss: { id: 'adc-error-budget.rss', expression: 'E = √(gain² + offset² + INL² + DNL²) LSB; E_V = E × FSR / 2ⁿ', label: 'Root-sum-square error budget' },
  worst_case: { id: 'adc-error-budget.worst-case', expression: 'E = |gain| + |offset| + |INL| + |DNL| LSB; E_V = E × FSR / 2ⁿ', label: 'Worst-case error budget' },
};

const output = z.strictObject({
  combine: z.enum(COMBINE),
  n_bits: z.number(),
  lsb_V: z.number(),
  total_LSB: z.number(),
  total_V: z.number(),
  total_pct_FSR: z.number(),
  effective_bits: z.number(),
  rss_LSB: z.number(),
  worst_case_LSB: z.number(),
});

const lsbField = (label: string) => z.number().check(z.meta({ description: `${label} in LSB (± datasheet value; the magnitude is used)` }));

export const engine = defineEngine({
  id: 'adc-error-budget',
  area: 'electrical',
  title: 'ADC error budget',
  description: 'Total static error of an analog-to-digital converter from its gain, offset, INL and DNL errors in LSB, combined by root-sum-square or worst case: total error in LSB, volts and % of full scale, and the effective bits of accuracy.',
  keywords: ['adc error budget', 'adc accuracy', 'total unadjusted error', 'TUE', 'INL DNL', 'gain error offset error', 'LSB to volts', 'effective bits', 'ADC resolution', 'root sum square'],
  capability_id: 'electrical.adc.error_budget',
  version: '1.0.0',
  page: 'electric',
  input: z.object({
    n_bits: wholeNumber({ min: 1, max: 32, example: 12, description: 'Resolution in bits, a whole number from 1 to 32' }),
    FSR_V: z.number().check(z.meta({ description: 'Full-scale range in V (e.g. VREF), > 0' })),
    gain_err_LSB: lsbField('Gain error'),
    offset_err_LSB: lsbField('Offset error'),
    inl_LSB: lsbField('Integral non-linearity'),
    dnl_LSB: lsbField('Differential non-linearity'),
    combine: z._default(z.enum(COMBINE), 'rss'),
  }),
  prepare: canonicalChoices({ combine: COMBINE_SYNONYMS }),
  output,
  unit: 'LSB',
  errors: ['VOLTAGE_MUST_BE_POSITIVE'],
  warnings: ['ERROR_EXCEEDS_FULL_SCALE', 'MISSING_CODES_POSSIBLE'],
  formula: FORMULAS.rss,
  assumptions: [
    'An n-bit converter divides its full-scale range into 2ⁿ steps: 1 LSB = FSR / 2ⁿ (the convention of the Microchip/Atmel AVR ADC accuracy definitions and most datasheets; some use FSR / (2ⁿ − 1), 0.02 % apart at 12 bits).',
    'Each error term is a datasheet ± limit in LSB; its magnitude is used. rss = √(gain² + offset² + INL² + DNL²) treats the terms as independent (a statistical estimate); worst_case = |gain| + |offset| + |INL| + |DNL| is the bound when all errors add at one code (STM AN2834: the true total unadjusted error lies at or below the sum). Both are returned; combine (default rss) picks total_LSB.',
    'DNL is budgeted as its own term, which is conservative: INL already accumulates the DNL of the codes below. Give dnl_LSB = 0 to follow the total-unadjusted-error convention of gain, offset and INL only. Quantisation (±0.5 LSB) and noise are not included.',
    'total_V = total_LSB × FSR / 2ⁿ; total_pct_FSR = 100 × total_LSB / 2ⁿ; effective_bits = n − log₂(total_LSB) for a total above 1 LSB (the number of bits the converter is accurate to, log₂(FSR / total_V)), n when the total is 1 LSB or less, and 0 when the error spans the whole range. This is accuracy, not ENOB from SINAD.',
    'Warnings: MISSING_CODES_POSSIBLE when |DNL| ≥ 1 LSB (a code can be skipped); ERROR_EXCEEDS_FULL_SCALE when the total is at least 2ⁿ LSB. IEEE-754 double arithmetic, about 1e-15 relative.',
  ],
  ui: {
    fields: {
      n_bits: { label: 'Resolution', unit: 'bits', kind: 'integer', min: 1, max: 32, step: 1 },
      FSR_V: { label: 'Full-scale range (VREF)', unit: 'V' },
      gain_err_LSB: { label: 'Gain error', unit: 'LSB' },
      offset_err_LSB: { label: 'Offset error', unit: 'LSB' },
      inl_LSB: { label: 'Integral non-linearity (INL)', unit: 'LSB' },
      dnl_LSB: { label: 'Differential non-linearity (DNL)', unit: 'LSB', help: '0 to leave DNL out, as total unadjusted error specs do' },
      combine: {
        label: 'Combine errors by',
        kind: 'select',
        options: [
          { value: 'rss', label: 'Root-sum-square (statistical)' },
          { value: 'worst_case', label: 'Worst case (sum of magnitudes)' },
        ],
      },
    },
    initial: { n_bits: 12, FSR_V: 3.3, gain_err_LSB: 2, offset_err_LSB: 1, inl_LSB: 1, dnl_LSB: 0.5, combine: 'rss' },
    headline: 'total_LSB',
    outputs: {
      lsb_V: { label: 'Size of 1 LSB', unit: 'V' },
      total_LSB: { label: 'Total error', unit: 'LSB' },
      total_V: { label: 'Total error voltage', unit: 'V' },
      total_pct_FSR: { label: 'Total error as share of full scale', unit: '%' },
      effective_bits: { label: 'Effective bits of accuracy', unit: 'bits' },
      rss_LSB: { label: 'Root-sum-square error', unit: 'LSB' },
      worst_case_LSB: { label: 'Worst-case error', unit: 'LSB' },
    },
  },
  examples: [
    {
      name: '12-bit, 3.3 V, gain 2, offset 1, INL 1, DNL 0.5 LSB, RSS',
      inputs: { n_bits: 12, FSR_V: 3.3, gain_err_LSB: 2, offset_err_LSB: 1, inl_LSB: 1, dnl_LSB: 0.5, combine: 'rss' },
      expect: {
        status: 'success',
        values: { total_LSB: 2.5, lsb_V: 3.3 / 4096, total_V: (2.5 * 3.3) / 4096, total_pct_FSR: 0.06103515625, effective_bits: 10.678071905112638 /* 12 − log2(2.5), mathjs BigNumber 64 digits */, worst_case_LSB: 4.5 },
        rel: 1e-12,
      },
      source: 'Exact arithmetic: √(4 + 1 + 1 + 0.25) = 2.5 LSB; 1 LSB = 3.3 V / 4096 (AVR datasheet ADC accuracy definitions: 2ⁿ steps between GND and VREF); 2.5 / 4096 = 0.0610 % FS.',
    },
    {
      name: 'Same converter, worst case',
      inputs: { n_bits: 12, FSR_V: 3.3, gain_err_LSB: 2, offset_err_LSB: -1, inl_LSB: 1, dnl_LSB: 0.5, combine: 'worst_case' },
      expect: { status: 'success', values: { total_LSB: 4.5, total_V: (4.5 * 3.3) / 4096, effective_bits: 9.830074998557688 /* 12 − log2(4.5), mathjs BigNumber */, rss_LSB: 2.5 }, rel: 1e-12 },
      source: 'Exact arithmetic: 2 + 1 + 1 + 0.5 = 4.5 LSB (magnitudes of ± limits); 12 − log₂ 4.5 = 9.83 bits.',
    },
    {
      name: '16-bit, 5 V, 3-4-12 right triangle of errors',
      inputs: { n_bits: 16, FSR_V: 5, gain_err_LSB: 12, offset_err_LSB: 4, inl_LSB: 3, dnl_LSB: 0 },
      expect: { status: 'success', values: { total_LSB: 13, total_V: (13 * 5) / 65536, effective_bits: 12.299560281858907 /* 16 − log2(13), mathjs BigNumber */ }, rel: 1e-12 },
      source: 'Exact arithmetic: √(144 + 16 + 9) = 13 LSB; 1 LSB = 5 V / 65 536.',
    },
    {
      name: 'Zero full-scale range',
      inputs: { n_bits: 12, FSR_V: 0, gain_err_LSB: 1, offset_err_LSB: 1, inl_LSB: 1, dnl_LSB: 1 },
      expect: { status: 'error', code: 'VOLTAGE_MUST_BE_POSITIVE' },
      source: 'Spec, Errors: VOLTAGE_MUST_BE_POSITIVE for a voltage not > 0.',
    },
  ],
  limitations: [
    'Static DC errors only: no noise, ENOB/SINAD, drift with temperature, reference error or front-end (amplifier, divider) errors; add those as LSB terms yourself.',
    'Gain error stated in % FS or ppm must be converted to LSB first (% × 2ⁿ / 100).',
  ],
  compute(inp) {
    const { n_bits, FSR_V, combine } = inp;
    if (!(FSR_V > 0)) {
      return fail('VOLTAGE_MUST_BE_POSITIVE', 'FSR_V', `Full-scale range FSR_V = ${formatNumber(FSR_V)} V; it must be above 0 V.`, 'Give the converter’s full-scale input range in V, usually its reference voltage (e.g. 3.3 or 2.5).');
    }
    const magnitudes = TERMS.map((t) => Math.abs(inp[t]));
    const rss_LSB = det.hypot(...magnitudes);
    const worst_case_LSB = magnitudes.reduce((s, x) => s + x, 0);
    const total_LSB = combine === 'rss' ? rss_LSB : worst_case_LSB;
    const codes = det.pow(2, n_bits);
    const lsb_V = FSR_V / codes;
    const effective_bits = Math.max(0, n_bits - det.log2(Math.max(total_LSB, 1)));

    const warnings: Warning[] = [];
    if (Math.abs(inp.dnl_LSB) >= 1) {
      warnings.push(warning('MISSING_CODES_POSSIBLE', `|DNL| = ${formatNumber(Math.abs(inp.dnl_LSB))} LSB: at −1 LSB a code width shrinks to zero, so the converter can skip codes.`, 'Check the datasheet for a "no missing codes" guarantee at this resolution.'));
    }
    if (total_LSB >= codes) {
      warnings.push(warning('ERROR_EXCEEDS_FULL_SCALE', `The total error of ${formatNumber(total_LSB)} LSB spans the whole ${codes}-code range: no bit of the result is trustworthy.`, 'Check that the error terms are in LSB (not % or ppm) and match n_bits.'));
    }
    return ok(
      { combine, n_bits, lsb_V, total_LSB, total_V: total_LSB * lsb_V, total_pct_FSR: (100 * total_LSB) / codes, effective_bits, rss_LSB, worst_case_LSB },
      { formula: FORMULAS[combine], warnings, formatted: `${formatNumber(total_LSB)} LSB = ${formatNumber(total_LSB * lsb_V)} V (${formatNumber(effective_bits, 4)} effective bits)` },
    );
  },
});
