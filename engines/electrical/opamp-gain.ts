// Op-amp amplifier gain: inverting, non-inverting and difference (differential)
// amplifiers from their resistors, with the output voltage, the effect of a finite
// open-loop gain, the closed-loop bandwidth from the gain-bandwidth product and,
// for the difference amplifier, the common-mode gain and CMRR of mismatched resistors.
import * as z from 'zod/mini';
import { defineEngine, type Warning } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { fail, isOutcome, ok, warning } from '../core/outcome.ts';
import { unusedInputsWarning } from './_lib/input-combinations.ts';
import { CONFIG_SYNONYMS, closedLoopBandwidth, db20, finiteGain, fromDb20, gainErrorFraction } from './_lib/opamp-stage.ts';
import { resistanceOhms } from './_lib/passive-units.ts';
import { canonicalChoices } from './_lib/power-inputs.ts';
import { frequencyHz, frequencyUnitField } from './_lib/rf-units.ts';
import { drawOpampGain } from './opamp-gain.picture.ts';

const MODES = ['inverting', 'non-inverting', 'differential'] as const;
type Mode = (typeof MODES)[number];
const MODE_SYNONYMS: Record<string, string> = { ...CONFIG_SYNONYMS, follower: 'non-inverting', buffer: 'non-inverting', differential: 'differential', difference: 'differential', diff: 'differential', subtractor: 'differential' };
/** Loop gain A·β below this leaves the ideal-gain formulas more than ~9 % off. */
const MIN_LOOP_GAIN = 10;

const ohms = z.optional(z.number());
const input = z.object({
  mode: z._default(z.enum(MODES), 'non-inverting'),
  R1: ohms,
  R2: ohms,
  R3: ohms,
  R4: ohms,
  Vin: z.optional(z.number()),
  V1: z.optional(z.number()),
  V2: z.optional(z.number()),
  aol_dB: z.optional(z.number()),
  gbw: z.optional(z.number()),
  f_unit: frequencyUnitField('MHz'),
  Vout_max: z.optional(z.number()),
});

const output = z.strictObject({
  mode: z.enum(MODES),
  gain: z.number(),
  gain_dB: z.number(),
  phase_deg: z.number(),
  noise_gain: z.number(),
  R_in: z.optional(z.number()),
  Vout: z.optional(z.number()),
  gain_cm: z.optional(z.number()),
  cmrr_dB: z.optional(z.number()),
  aol: z.optional(z.number()),
  gain_actual: z.optional(z.number()),
  gain_error_pct: z.optional(z.number()),
  Vout_actual: z.optional(z.number()),
  bandwidth_Hz: z.optional(z.number()),
});

const FORMULAS: Record<Mode, { id: string; expression: string; label: string }> = {
  inverting: { id: 'opamp-gain.inverting', expression: 'G = −R2/R1;  with open-loop gain A: G = −(R2/R1) / (1 + (1 + R2/R1)/A)', label: 'Inverting amplifier' },
  'non-inverting': { id: 'opamp-gain.non-inverting', expression: 'G = 1 + R2/R1;  with open-loop gain A: G = (1 + R2/R1) / (1 + (1 + R2/R1)/A)', label: 'Non-inverting amplifier' },
  differential: { id: 'opamp-gain.difference', expression: 'Vout = V2·(R4/(R3 + R4))·(1 + R2/R1) − V1·(R2/R1);  = (R2/R1)·(V2 − V1) when R4/R3 = R2/R1', label: 'Difference amplifier' },
};

export const engine = defineEngine({
  id: 'opamp-gain',
  area: 'electrical',
  title: 'Op-amp gain calculator (inverting, non-inverting, differential)',
  description:
    'Closed-loop gain of an inverting, non-inverting or difference op-amp amplifier from its resistors, in V/V and dB, with the output voltage, the gain error of a finite open-loop gain, the closed-loop bandwidth from the gain-bandwidth product, and the common-mode gain and CMRR of a difference amplifier with mismatched resistors.',
  keywords: ['op amp gain', 'opamp gain calculator', 'inverting amplifier', 'non-inverting amplifier', 'noninverting amplifier', 'difference amplifier', 'differential amplifier', 'subtractor', 'voltage follower', 'feedback resistor', 'Rf Rin', 'closed loop gain', 'gain bandwidth product', 'GBW', 'CMRR', 'noise gain'],
  capability_id: 'electrical.opamp_gain',
  version: '1.0.0',
  page: 'electric',
  input,
  output,
  inputAliases: { Rf: 'R2', Rin: 'R1', Rg: 'R1' },
  prepare: canonicalChoices({ mode: MODE_SYNONYMS }),
  unit: 'V/V',
  errors: [
    'FREQUENCY_MUST_BE_POSITIVE',
    'INPUT_OUT_OF_RANGE',
    'OPEN_LOOP_GAIN_TOO_LOW',
    'RESISTANCE_MUST_BE_NONZERO',
    'RESISTANCE_MUST_BE_POSITIVE',
    'VOLTAGE_MUST_BE_POSITIVE',
  ],
  warnings: ['INPUT_IGNORED', 'LOW_LOOP_GAIN', 'OUTPUT_SATURATES'],
  formula: FORMULAS['non-inverting'],
  assumptions: [
    'Voltage-feedback op amp with negative feedback, ideal unless aol_dB / gbw are given (Sedra & Smith, Microelectronic Circuits, ch. 2). R1 is the input resistor (inverting) or the resistor from the inverting input to ground (non-inverting, blank = open: a follower), R2 the feedback resistor (aliases Rin/Rg → R1, Rf → R2). Inverting: G = −R2/R1, R_in = R1. Non-inverting: G = 1 + R2/R1.',
    'Difference amplifier: V1 drives R1 into the inverting input, V2 drives the divider R3–R4 into the non-inverting input; Vout = V2·R4/(R3 + R4)·(1 + R2/R1) − V1·R2/R1. R3 and R4 default to R1 and R2 (matched). gain is the differential gain Ad = ½[(R4/(R3 + R4))(1 + R2/R1) + R2/R1], gain_cm = (R4/(R3 + R4))(1 + R2/R1) − R2/R1 and cmrr_dB = 20·log10|Ad/gain_cm| (omitted when the ratios match and gain_cm is 0).',
    'noise_gain = 1 + R2/R1 (1/β) in every configuration. With open-loop gain A = 10^(aol_dB/20): gain_actual = G/(1 + noise_gain/A) and gain_error_pct = −100·noise_gain/(A + noise_gain). With gain-bandwidth product GBW (single-pole op amp): bandwidth_Hz = GBW/noise_gain, the −3 dB closed-loop bandwidth (Sedra & Smith ch. 2; Analog Devices MT-033).',
    `Warnings: LOW_LOOP_GAIN when A·β < ${MIN_LOOP_GAIN}; OUTPUT_SATURATES when |Vout| exceeds Vout_max (the output swing limit, usually a little inside the supply rails). gain_dB = 20·log10|G|; phase_deg is 180 for an inverting gain. Any consistent resistance unit may be used (only ratios matter); volts in V.`,
  ],
  ui: {
    fields: {
      mode: { label: 'Amplifier', options: [{ value: 'inverting', label: 'Inverting' }, { value: 'non-inverting', label: 'Non-inverting' }, { value: 'differential', label: 'Difference (differential)' }] },
      R1: { label: 'R1: input resistor (to ground for non-inverting)', unit: 'Ω', help: 'Non-inverting: leave blank for a voltage follower' },
      R2: { label: 'R2: feedback resistor Rf', unit: 'Ω' },
      R3: { label: 'R3: non-inverting input resistor (difference amp)', unit: 'Ω', help: 'Default R1' },
      R4: { label: 'R4: non-inverting input to ground (difference amp)', unit: 'Ω', help: 'Default R2' },
      Vin: { label: 'Input voltage Vin (optional)', unit: 'V' },
      V1: { label: 'V1: input to the inverting side', unit: 'V' },
      V2: { label: 'V2: input to the non-inverting side', unit: 'V' },
      aol_dB: { label: 'Open-loop gain A (optional)', unit: 'dB', help: 'Datasheet AOL / AVOL, e.g. 100–140 dB' },
      gbw: { label: 'Gain-bandwidth product GBW (optional)', unitSelect: 'f_unit' },
      f_unit: { label: 'GBW unit' },
      Vout_max: { label: 'Output swing limit ± (optional)', unit: 'V' },
    },
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'inverting', label: 'Inverting', fields: ['R1', 'R2', 'Vin', 'aol_dB', 'gbw', 'f_unit', 'Vout_max'] },
          { value: 'non-inverting', label: 'Non-inverting', fields: ['R1', 'R2', 'Vin', 'aol_dB', 'gbw', 'f_unit', 'Vout_max'] },
          { value: 'differential', label: 'Difference', fields: ['R1', 'R2', 'R3', 'R4', 'V1', 'V2', 'aol_dB', 'gbw', 'f_unit', 'Vout_max'] },
        ],
      },
    ],
    initial: { mode: 'non-inverting', R1: 1000, R2: 9000, Vin: 0.1 },
    headline: 'gain',
    outputs: {
      gain: { label: 'Closed-loop gain (differential gain for a difference amp)', unit: 'V/V' },
      gain_dB: { label: 'Closed-loop gain magnitude', unit: 'dB' },
      phase_deg: { label: 'Phase shift', unit: '°' },
      noise_gain: { label: 'Noise gain 1 + R2/R1', unit: 'V/V' },
      R_in: { label: 'Input resistance', unit: 'Ω' },
      Vout: { label: 'Output voltage (ideal)', unit: 'V' },
      gain_cm: { label: 'Common-mode gain', unit: 'V/V' },
      cmrr_dB: { label: 'CMRR from resistor mismatch', unit: 'dB' },
      aol: { label: 'Open-loop gain A (linear)', unit: 'V/V' },
      gain_actual: { label: 'Closed-loop gain with finite open-loop gain', unit: 'V/V' },
      gain_error_pct: { label: 'Gain error from finite open-loop gain', unit: '%' },
      Vout_actual: { label: 'Output voltage with finite open-loop gain', unit: 'V' },
      bandwidth_Hz: { label: 'Closed-loop bandwidth (−3 dB)', unit: 'Hz' },
    },
  },
  examples: [
    {
      name: 'Non-inverting, R1 = 1 kΩ, R2 = 9 kΩ',
      inputs: { mode: 'non-inverting', R1: 1000, R2: 9000, Vin: 0.1 },
      expect: { status: 'success', values: { gain: 10, gain_dB: 20, Vout: 1, noise_gain: 10 }, rel: 1e-12 },
      source: 'Exact arithmetic: G = 1 + 9k/1k = 10 V/V = 20 dB (Sedra & Smith, Microelectronic Circuits, ch. 2, non-inverting configuration).',
    },
    {
      name: 'Inverting, 1 kΩ / 100 kΩ with A = 1000 (60 dB)',
      inputs: { mode: 'inverting', R1: 1000, R2: 100000, aol_dB: 60 },
      expect: { status: 'success', values: { gain: -100, gain_actual: -90.83, gain_error_pct: -9.17 }, rel: 1e-3 },
      source: 'Sedra & Smith, Microelectronic Circuits, ch. 2 exercise on the inverting configuration with R1 = 1 kΩ, R2 = 100 kΩ: A = 10³ gives G = −90.83 V/V, 9.17 % below the ideal −100.',
    },
    {
      name: 'Same amplifier with A = 10⁵ (100 dB)',
      inputs: { mode: 'inverting', R1: 1000, R2: 100000, aol_dB: 100 },
      expect: { status: 'success', values: { gain_actual: -99.9 }, rel: 1e-4 },
      source: 'Sedra & Smith ch. 2 exercise: A = 10⁵ gives G = −99.90 V/V (0.1 % error).',
    },
    {
      name: 'Unity-gain inverter on a 1 MHz op amp: bandwidth',
      inputs: { mode: 'inverting', R1: 10000, R2: 10000, gbw: 1, f_unit: 'MHz' },
      expect: { status: 'success', values: { gain: -1, noise_gain: 2, bandwidth_Hz: 500000 }, rel: 1e-12 },
      source: 'Sedra & Smith ch. 2, frequency response of closed-loop amplifiers, example with ft = 1 MHz: a gain of −1 has f3dB = ft/(1 + R2/R1) = 0.5 MHz.',
    },
    {
      name: 'Difference amplifier, gain 10, V2 − V1 = 0.1 V',
      inputs: { mode: 'differential', R1: 10000, R2: 100000, V1: 1, V2: 1.1 },
      expect: { status: 'success', values: { gain: 10, Vout: 1, gain_cm: 0 }, rel: 1e-12, abs: 1e-12 },
      source: 'Exact arithmetic: matched ratios give Vout = (R2/R1)(V2 − V1) = 10 × 0.1 V (Sedra & Smith ch. 2, difference amplifiers).',
    },
    {
      name: 'Difference amplifier with R4 1 % high: CMRR',
      inputs: { mode: 'differential', R1: 10000, R2: 100000, R3: 10000, R4: 101000 },
      expect: { status: 'success', values: { gain_cm: (101 / 111) * 11 - 10, gain: 0.5 * ((101 / 111) * 11 + 10) }, rel: 1e-12 },
      source: 'Exact arithmetic with Sedra & Smith ch. 2: Acm = (R4/(R3 + R4))(1 + R2/R1) − R2/R1 = 0.0090 V/V, Ad = 10.0045 V/V, CMRR = 60.9 dB.',
    },
    {
      name: 'Inverting amplifier without R1',
      inputs: { mode: 'inverting', R2: 10000 },
      expect: { status: 'error', code: 'MISSING_REQUIRED_INPUT' },
      source: 'G = −R2/R1 needs R1.',
    },
  ],
  limitations: [
    'Single-pole, voltage-feedback op amp model: no slew rate, phase margin/peaking, output current limit, input offset or noise (see opamp-error-budget and opamp-noise), and no current-feedback amplifiers.',
    'Instrumentation amplifiers (three op amps) and summing amplifiers are not modelled; solving for a resistor from a target gain is not a mode (R2 = (G − 1)·R1 non-inverting, R2 = |G|·R1 inverting).',
  ],
  picture: drawOpampGain,
  compute(inp) {
    const mode = inp.mode;
    const need = (field: 'R1' | 'R2', why: string) => fail('MISSING_REQUIRED_INPUT', field, `The ${mode} amplifier needs ${field}: ${why}.`, `Give ${field} in Ω, e.g. ${field === 'R1' ? 10000 : 100000}.`);

    let R1: number | undefined;
    let R2 = 0;
    if (mode === 'non-inverting') {
      if (inp.R1 !== undefined && inp.R2 === undefined) return need('R2', 'with R1 given the gain is 1 + R2/R1 (leave both blank for a follower)');
      if (inp.R1 !== undefined) {
        const r = resistanceOhms('R1', inp.R1, 'the gain 1 + R2/R1 would be infinite; leave R1 blank for a follower.');
        if (isOutcome(r)) return r;
        R1 = r;
      }
      if (inp.R2 !== undefined && inp.R2 !== 0) {
        const r = resistanceOhms('R2', inp.R2, '');
        if (isOutcome(r)) return r;
        R2 = r;
      }
    } else {
      if (inp.R1 === undefined) return need('R1', mode === 'inverting' ? 'the gain is −R2/R1' : 'the inverting-side gain is R2/R1');
      if (inp.R2 === undefined) return need('R2', 'it sets the gain with R1');
      const r1 = resistanceOhms('R1', inp.R1, 'the input would be a short into the virtual ground.');
      if (isOutcome(r1)) return r1;
      const r2 = resistanceOhms('R2', inp.R2, 'the gain would be 0 (the output tied to the inverting input).');
      if (isOutcome(r2)) return r2;
      R1 = r1;
      R2 = r2;
    }
    const noise_gain = R1 === undefined ? 1 : 1 + R2 / R1;
    const warnings: Warning[] = [];

    let gain: number;
    let Vout: number | undefined;
    let differential: { gain_cm: number; cmrr_dB?: number } | undefined;
    if (mode === 'differential') {
      const R3 = inp.R3 === undefined ? R1! : resistanceOhms('R3', inp.R3, 'V2 would drive the non-inverting input directly.');
      if (isOutcome(R3)) return R3;
      const R4 = inp.R4 === undefined ? R2 : resistanceOhms('R4', inp.R4, 'the non-inverting input would be grounded (an inverting amplifier).');
      if (isOutcome(R4)) return R4;
      const plusGain = (R4 / (R3 + R4)) * noise_gain;
      const minusGain = R2 / R1!;
      gain = 0.5 * (plusGain + minusGain);
      // Cross-product form so matched ratios give exactly 0 instead of a rounding residue.
      const gain_cm = (R4 * R1! - R2 * R3) / (R1! * (R3 + R4));
      differential = { gain_cm, ...(gain_cm !== 0 ? { cmrr_dB: db20(Math.abs(gain / gain_cm)) } : {}) };
      if (inp.V1 !== undefined && inp.V2 !== undefined) Vout = inp.V2 * plusGain - inp.V1 * minusGain;
      else if (inp.V1 !== undefined || inp.V2 !== undefined) return fail('MISSING_REQUIRED_INPUT', inp.V1 === undefined ? 'V1' : 'V2', 'The output voltage of a difference amplifier needs both inputs V1 and V2.', 'Give both V1 and V2 in V (0 for a grounded input), or neither for the gains only.');
      warnings.push(...unusedInputsWarning(inp, ['Vin'], 'by the difference amplifier (give V1 and V2)'));
    } else {
      gain = mode === 'inverting' ? -R2 / R1! : noise_gain;
      if (inp.Vin !== undefined) Vout = gain * inp.Vin;
      warnings.push(...unusedInputsWarning(inp, ['R3', 'R4', 'V1', 'V2'], `by the ${mode} amplifier`));
    }

    let finite = {};
    if (inp.aol_dB !== undefined) {
      if (!(inp.aol_dB > 0)) return fail('OPEN_LOOP_GAIN_TOO_LOW', 'aol_dB', `aol_dB = ${formatNumber(inp.aol_dB)} dB: an op amp’s open-loop gain is far above 1 (0 dB).`, 'Give the datasheet open-loop gain in dB, e.g. 100 (10⁵ V/V).');
      const aol = fromDb20(inp.aol_dB);
      if (aol < MIN_LOOP_GAIN * noise_gain) {
        warnings.push(warning('LOW_LOOP_GAIN', `Loop gain A·β = ${formatNumber(aol / noise_gain, 4)} is below ${MIN_LOOP_GAIN}: the closed-loop gain is well below the ideal value.`, 'Use an op amp with more open-loop gain, or less closed-loop gain per stage.'));
      }
      const gain_actual = finiteGain(gain, noise_gain, aol);
      finite = { aol, gain_actual, gain_error_pct: -100 * gainErrorFraction(noise_gain, aol), ...(Vout === undefined ? {} : { Vout_actual: finiteGain(Vout, noise_gain, aol) }) };
    }
    let bandwidth = {};
    if (inp.gbw !== undefined) {
      const gbw = frequencyHz('gbw', inp.gbw, inp.f_unit);
      if (isOutcome(gbw)) return gbw;
      bandwidth = { bandwidth_Hz: closedLoopBandwidth(gbw, noise_gain) };
    }
    if (inp.Vout_max !== undefined) {
      if (!(inp.Vout_max > 0)) return fail('VOLTAGE_MUST_BE_POSITIVE', 'Vout_max', `Vout_max = ${formatNumber(inp.Vout_max)} V is not above 0 V.`, 'Give the output swing limit as a magnitude, e.g. 13 for ±15 V supplies.');
      if (Vout !== undefined && Math.abs(Vout) > inp.Vout_max) {
        warnings.push(warning('OUTPUT_SATURATES', `The ideal output ${formatNumber(Vout)} V is beyond the ±${formatNumber(inp.Vout_max)} V swing: the output clips at the limit.`, 'Reduce the gain or the input, or raise the supply.'));
      }
    }
    const result = {
      mode,
      gain,
      gain_dB: db20(Math.abs(gain)),
      phase_deg: gain < 0 ? 180 : 0,
      noise_gain,
      ...(mode === 'inverting' ? { R_in: R1! } : {}),
      ...(Vout === undefined ? {} : { Vout }),
      ...(differential ?? {}),
      ...finite,
      ...bandwidth,
    };
    const shown = `G = ${formatNumber(gain, 10)} V/V (${formatNumber(db20(Math.abs(gain)), 6)} dB)${Vout === undefined ? '' : `, Vout = ${formatNumber(Vout, 10)} V`}`;
    return ok(result, { formula: FORMULAS[mode], warnings, formatted: shown });
  },
});
