// Op-amp DC error budget: offset voltage and its drift, bias and offset currents
// through the circuit resistances, CMRR, PSRR, finite open-loop gain and resistor
// tolerance of an inverting or non-inverting stage, each at the output, referred
// to the signal input and in ppm of full scale, summed worst case and root-sum-square.
import * as z from 'zod/mini';
import { defineEngine, type Warning } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { fail, isOutcome, ok, warning } from '../core/outcome.ts';
import { CONFIG_SYNONYMS, OPAMP_CONFIGS, checkStageResistors, configField, fromDb20, gainErrorFraction, idealSignalGain, noiseGain, parallel } from './_lib/opamp-stage.ts';
import { canonicalChoices } from './_lib/power-inputs.ts';
import * as det from '../core/det-math.ts';

const SOURCES = ['offset_voltage', 'offset_drift', 'bias_current', 'offset_current', 'cmrr', 'psrr', 'open_loop_gain', 'resistor_tolerance'] as const;
type Source = (typeof SOURCES)[number];
const KINDS = ['offset', 'gain'] as const;

const spec = (description: string) => z.optional(z.number().check(z.meta({ description })));
const input = z.object({
  config: configField,
  R1: z.optional(z.number()),
  R2: z._default(z.number(), 0),
  Rs: z._default(z.number(), 0),
  Vin_fs: z.number(),
  Vos_uV: spec('Input offset voltage, µV (± datasheet limit; the magnitude is used)'),
  TCVos_uV_per_C: spec('Offset voltage drift, µV/°C'),
  dT_C: spec('Temperature change from the offset specification or calibration, °C'),
  Ib_nA: spec('Input bias current, nA'),
  Ios_nA: spec('Input offset current, nA'),
  cmrr_dB: spec('Common-mode rejection ratio, dB'),
  Vcm_V: spec('Common-mode input voltage, V (default: Vin_fs non-inverting, 0 inverting)'),
  psrr_dB: spec('Power-supply rejection ratio, dB'),
  dVs_V: spec('Total supply-voltage change, V'),
  aol_dB: spec('Open-loop gain, dB'),
  R_tol_pct: spec('Tolerance of R1 and R2, %'),
});

const term = z.strictObject({ source: z.enum(SOURCES), kind: z.enum(KINDS), output_mV: z.number(), input_uV: z.number(), ppm_fs: z.number() });
const output = z.strictObject({
  config: z.enum(OPAMP_CONFIGS),
  signal_gain: z.number(),
  noise_gain: z.number(),
  output_fs_V: z.number(),
  terms: z.array(term),
  worst_case_output_mV: z.number(),
  worst_case_input_uV: z.number(),
  worst_case_ppm_fs: z.number(),
  rss_output_mV: z.number(),
  rss_input_uV: z.number(),
  rss_ppm_fs: z.number(),
  accuracy_bits: z.optional(z.number()),
});

export const engine = defineEngine({
  id: 'opamp-error-budget',
  area: 'electrical',
  title: 'Op-amp DC error budget calculator',
  description:
    'DC error budget of an inverting or non-inverting op-amp stage: input offset voltage and drift, bias and offset currents through the circuit resistances, CMRR, PSRR, finite open-loop gain and resistor tolerance, each as output error, input-referred error and ppm of full scale, totalled worst case and root-sum-square, with the resulting accuracy in bits.',
  keywords: ['op amp error budget', 'DC error budget', 'offset voltage', 'input offset voltage', 'Vos drift', 'input bias current', 'offset current', 'bias current compensation resistor', 'CMRR error', 'PSRR error', 'open loop gain error', 'gain error', 'resistor tolerance', 'precision amplifier', 'accuracy bits'],
  capability_id: 'electrical.opamp.error_budget',
  version: '1.0.0',
  page: 'electric',
  input,
  output,
  prepare: canonicalChoices({ config: CONFIG_SYNONYMS }),
  unit: 'mV',
  errors: [
    'REJECTION_RATIO_TOO_LOW',
    'RESISTANCE_MUST_BE_NONZERO',
    'RESISTANCE_MUST_BE_POSITIVE',
    'TOLERANCE_OUT_OF_RANGE',
    'VOLTAGE_MUST_BE_POSITIVE',
  ],
  warnings: ['ERROR_EXCEEDS_FULL_SCALE'],
  formula: {
    id: 'opamp-error-budget.total',
    expression: 'offset-type: e_out = NG·{|Vos|, |TC|·ΔT, |Ib|·|R1∥R2 − Rs|, (|Ios|/2)·(R1∥R2 + Rs), Vcm/CMRR, ΔVs/PSRR};  gain-type: e_out = ε·|G|·Vin_fs, ε = NG/(A + NG) or resistor tolerance;  total = Σ (worst case) or √Σ² (RSS)',
    label: 'Op-amp DC error budget',
  },
  assumptions: [
    'Offset-type errors are input-referred voltages at the op amp, multiplied at the output by the noise gain NG = 1 + R2/R1 in both configurations: offset voltage (Analog Devices MT-037), offset drift TCVos·ΔT, common-mode error Vcm/CMRR (MT-042; Vcm defaults to Vin_fs for a non-inverting stage, 0 for an inverting one), supply error ΔVs/PSRR (MT-043), with CMRR and PSRR in dB (linear 10^(dB/20)).',
    'Bias currents (MT-038): with Ib± = Ib ± Ios/2, the output error is NG·(Ib−·(R1∥R2) − Ib+·Rs); its worst case splits into bias_current = NG·|Ib|·|R1∥R2 − Rs| and offset_current = NG·(|Ios|/2)·(R1∥R2 + Rs). With Rs = R1∥R2 (bias-current compensation) the first vanishes and the second becomes Ios·R2. R1 open (follower) makes R1∥R2 = R2.',
    'Gain-type errors scale with the signal and are evaluated at full scale, output_fs = |G|·Vin_fs: finite open-loop gain A = 10^(aol_dB/20) lowers the gain by NG/(A + NG) (MT-044; Sedra & Smith ch. 2); resistor tolerance t on R1 and R2 in opposite directions gives a worst-case gain error 2t/(1 − t) (inverting) or (R2/R1)/(1 + R2/R1)·2t/(1 − t) (non-inverting).',
    'Datasheet ± limits are used as magnitudes; the worst case adds all terms, RSS treats them as independent. input_uV is the output error divided by |G| (referred to the signal input); ppm_fs relative to output_fs; accuracy_bits = log2(output_fs / worst-case error), at least 0. Only terms whose inputs are given appear. Noise, gain drift of the resistors and thermocouple EMFs are not included.',
  ],
  ui: {
    fields: {
      config: { label: 'Configuration', options: [{ value: 'non-inverting', label: 'Non-inverting' }, { value: 'inverting', label: 'Inverting' }] },
      R1: { label: 'R1: gain resistor (to ground, or input resistor)', unit: 'Ω', help: 'Blank for a follower (non-inverting)' },
      R2: { label: 'R2: feedback resistor', unit: 'Ω' },
      Rs: { label: 'Rs: resistance at the non-inverting input', unit: 'Ω', help: 'Source resistance plus bias-compensation resistor' },
      Vin_fs: { label: 'Full-scale input signal', unit: 'V' },
      Vos_uV: { label: 'Input offset voltage Vos', unit: 'µV' },
      TCVos_uV_per_C: { label: 'Offset drift TCVos', unit: 'µV/°C' },
      dT_C: { label: 'Temperature change ΔT', unit: '°C', difference: true },
      Ib_nA: { label: 'Input bias current Ib', unit: 'nA' },
      Ios_nA: { label: 'Input offset current Ios', unit: 'nA' },
      cmrr_dB: { label: 'CMRR', unit: 'dB' },
      Vcm_V: { label: 'Common-mode voltage (optional)', unit: 'V' },
      psrr_dB: { label: 'PSRR', unit: 'dB' },
      dVs_V: { label: 'Supply voltage change ΔVs', unit: 'V' },
      aol_dB: { label: 'Open-loop gain A', unit: 'dB' },
      R_tol_pct: { label: 'Resistor tolerance (R1, R2)', unit: '%' },
    },
    tabs: [
      {
        field: 'config',
        tabs: [
          { value: 'non-inverting', label: 'Non-inverting', fields: ['R1', 'R2', 'Rs', 'Vin_fs', 'Vos_uV', 'TCVos_uV_per_C', 'dT_C', 'Ib_nA', 'Ios_nA', 'cmrr_dB', 'Vcm_V', 'psrr_dB', 'dVs_V', 'aol_dB', 'R_tol_pct'] },
          { value: 'inverting', label: 'Inverting', fields: ['R1', 'R2', 'Rs', 'Vin_fs', 'Vos_uV', 'TCVos_uV_per_C', 'dT_C', 'Ib_nA', 'Ios_nA', 'cmrr_dB', 'Vcm_V', 'psrr_dB', 'dVs_V', 'aol_dB', 'R_tol_pct'] },
        ],
      },
    ],
    initial: { config: 'non-inverting', R1: 1000, R2: 100000, Rs: 0, Vin_fs: 0.1, Vos_uV: 25, TCVos_uV_per_C: 0.3, dT_C: 50, Ib_nA: 1, cmrr_dB: 120, aol_dB: 120, R_tol_pct: 0.1 },
    headline: 'worst_case_output_mV',
    outputs: {
      signal_gain: { label: 'Signal gain G' },
      noise_gain: { label: 'Noise gain 1 + R2/R1' },
      output_fs_V: { label: 'Full-scale output |G|·Vin_fs', unit: 'V' },
      terms: {
        label: 'Error terms (output, input-referred, ppm of full scale)',
        columns: { source: { label: 'Source' }, kind: { label: 'Kind' }, output_mV: { label: 'At the output', unit: 'mV' }, input_uV: { label: 'Referred to the input', unit: 'µV' }, ppm_fs: { label: 'Of full scale', unit: 'ppm' } },
      },
      worst_case_output_mV: { label: 'Worst-case error at the output', unit: 'mV' },
      worst_case_input_uV: { label: 'Worst-case error referred to the input', unit: 'µV' },
      worst_case_ppm_fs: { label: 'Worst-case error relative to full scale', unit: 'ppm' },
      rss_output_mV: { label: 'RSS error at the output', unit: 'mV' },
      rss_input_uV: { label: 'RSS error referred to the input', unit: 'µV' },
      rss_ppm_fs: { label: 'RSS error relative to full scale', unit: 'ppm' },
      accuracy_bits: { label: 'Accuracy (worst case)', unit: 'bits' },
    },
  },
  examples: [
    {
      name: 'Bias-current compensation leaves Ios·R2',
      inputs: { config: 'non-inverting', R1: 1000, R2: 100000, Rs: 100000000 / 101000, Vin_fs: 0.01, Ib_nA: 10, Ios_nA: 1 },
      expect: { status: 'success', values: { 'terms.0.output_mV': 0, 'terms.1.output_mV': 0.1, worst_case_output_mV: 0.1 }, rel: 1e-9, abs: 1e-12 },
      source: 'Analog Devices MT-038 "Op Amp Input Bias Current": with the compensation resistor R3 = R1∥R2 the bias-current errors cancel and the output offset becomes Ios × R2 = 1 nA × 100 kΩ = 0.1 mV.',
    },
    {
      name: 'Gain-of-101 stage: offset, drift, bias, CMRR, open-loop gain, 0.1 % resistors',
      inputs: { config: 'non-inverting', R1: 1000, R2: 100000, Vin_fs: 0.1, Vos_uV: 25, TCVos_uV_per_C: 0.3, dT_C: 50, Ib_nA: 1, cmrr_dB: 120, aol_dB: 120, R_tol_pct: 0.1 },
      expect: {
        status: 'success',
        values: {
          'terms.0.output_mV': 2.525,
          'terms.1.output_mV': 1.515,
          'terms.2.output_mV': 0.1,
          'terms.3.output_mV': 0.0101,
          'terms.4.output_mV': (10100 * 101) / (1e6 + 101),
          'terms.5.output_mV': ((10100 * 100) / 101) * (0.002 / 0.999),
        },
        rel: 1e-9,
      },
      source: 'Exact arithmetic with MT-037 (Vos·NG = 25 µV × 101), MT-038 (1 nA × (1k∥100k) × 101 = 0.1 mV), MT-042 (0.1 V/10⁶ × 101), MT-044 (NG/(A + NG) of 10.1 V) and the worst-case tolerance 2t/(1 − t)·(R2/R1)/G.',
    },
    {
      name: 'Inverting ×−10 with a 2 mV offset',
      inputs: { config: 'inverting', R1: 10000, R2: 100000, Vin_fs: 1, Vos_uV: 2000 },
      expect: { status: 'success', values: { signal_gain: -10, noise_gain: 11, worst_case_output_mV: 22, worst_case_input_uV: 2200, worst_case_ppm_fs: 2200 }, rel: 1e-12 },
      source: 'Analog Devices MT-037: offset is amplified by the noise gain 1 + R2/R1 = 11 (not the signal gain 10): 2 mV × 11 = 22 mV at the output.',
    },
    {
      name: 'No error source given',
      inputs: { R1: 1000, R2: 9000, Vin_fs: 1 },
      expect: { status: 'error', code: 'MISSING_REQUIRED_INPUT' },
      source: 'A budget needs at least one datasheet error term.',
    },
  ],
  limitations: [
    'DC errors of one stage only: no noise (see opamp-noise), no input-stage nonlinearity, resistor drift or self-heating, leakage or thermocouple effects; multi-stage budgets must be combined by hand.',
    'Bias-current drift is not a separate input: give Ib at the hot end of the range.',
  ],
  compute(inp) {
    const stage = checkStageResistors(inp, 'Give R1 in Ω, e.g. 10000.');
    if (isOutcome(stage)) return stage;
    const { R1 } = stage;
    if (!(inp.Vin_fs > 0)) return fail('VOLTAGE_MUST_BE_POSITIVE', 'Vin_fs', `Vin_fs = ${formatNumber(inp.Vin_fs)} V is not above 0 V.`, 'Give the full-scale input signal amplitude in V, e.g. 0.1.');
    const pairs: [keyof typeof inp, keyof typeof inp, string][] = [
      ['TCVos_uV_per_C', 'dT_C', 'Offset drift'],
      ['psrr_dB', 'dVs_V', 'The power-supply error'],
    ];
    for (const [a, b, what] of pairs) {
      const missing = inp[a] !== undefined && inp[b] === undefined ? b : inp[b] !== undefined && inp[a] === undefined ? a : undefined;
      if (missing) return fail('MISSING_REQUIRED_INPUT', missing, `${what} needs both ${a} and ${b}.`, `Give ${missing} too, or leave both blank.`);
    }
    for (const [field, value] of [['cmrr_dB', inp.cmrr_dB], ['psrr_dB', inp.psrr_dB], ['aol_dB', inp.aol_dB]] as const) {
      if (value !== undefined && !(value > 0)) return fail('REJECTION_RATIO_TOO_LOW', field, `${field} = ${formatNumber(value)} dB: datasheet CMRR, PSRR and open-loop gain are large positive dB values.`, `Give ${field} in dB as the datasheet lists it, e.g. 100.`);
    }
    if (inp.R_tol_pct !== undefined && !(inp.R_tol_pct >= 0 && inp.R_tol_pct < 100)) {
      return fail('TOLERANCE_OUT_OF_RANGE', 'R_tol_pct', `R_tol_pct = ${formatNumber(inp.R_tol_pct)} % is outside 0 to 100 %.`, 'Give the resistor tolerance in %, e.g. 1 or 0.1.');
    }

    const NG = noiseGain(R1, inp.R2);
    const G = idealSignalGain(inp.config, R1, inp.R2);
    const outputFs = Math.abs(G) * inp.Vin_fs;
    const Rminus = inp.R2 === 0 ? 0 : parallel(R1, inp.R2);
    const Vcm = inp.Vcm_V ?? (inp.config === 'non-inverting' ? inp.Vin_fs : 0);
    const mag = Math.abs;
    // Output error in V of each term whose inputs are given.
    const offsetAtOutput: [Source, number | undefined][] = [
      ['offset_voltage', inp.Vos_uV === undefined ? undefined : mag(inp.Vos_uV) * 1e-6],
      ['offset_drift', inp.TCVos_uV_per_C === undefined ? undefined : mag(inp.TCVos_uV_per_C * inp.dT_C!) * 1e-6],
      ['bias_current', inp.Ib_nA === undefined ? undefined : mag(inp.Ib_nA) * 1e-9 * mag(Rminus - inp.Rs)],
      ['offset_current', inp.Ios_nA === undefined ? undefined : (mag(inp.Ios_nA) * 1e-9 * (Rminus + inp.Rs)) / 2],
      ['cmrr', inp.cmrr_dB === undefined ? undefined : mag(Vcm) / fromDb20(inp.cmrr_dB)],
      ['psrr', inp.psrr_dB === undefined ? undefined : mag(inp.dVs_V!) / fromDb20(inp.psrr_dB)],
    ];
    const ratio = R1 === undefined ? 0 : inp.R2 / R1;
    const t = (inp.R_tol_pct ?? 0) / 100;
    const toleranceError = inp.config === 'inverting' ? (2 * t) / (1 - t) : (ratio / (1 + ratio)) * ((2 * t) / (1 - t));
    const gainFractions: [Source, number | undefined][] = [
      ['open_loop_gain', inp.aol_dB === undefined ? undefined : gainErrorFraction(NG, fromDb20(inp.aol_dB))],
      ['resistor_tolerance', inp.R_tol_pct === undefined ? undefined : toleranceError],
    ];
    const rows = [
      ...offsetAtOutput.filter(([, v]) => v !== undefined).map(([source, v]) => ({ source, kind: 'offset' as const, out: v! * NG })),
      ...gainFractions.filter(([, v]) => v !== undefined).map(([source, v]) => ({ source, kind: 'gain' as const, out: v! * outputFs })),
    ];
    if (!rows.length) {
      return fail('MISSING_REQUIRED_INPUT', 'Vos_uV', 'No error source was given, so there is nothing to budget.', 'Give at least one datasheet value: Vos_uV, Ib_nA, Ios_nA, cmrr_dB, psrr_dB with dVs_V, aol_dB or R_tol_pct.');
    }
    const terms = rows.map((r) => ({ source: r.source, kind: r.kind, output_mV: r.out * 1e3, input_uV: (r.out / mag(G)) * 1e6, ppm_fs: (r.out / outputFs) * 1e6 }));
    const worst = rows.reduce((s, r) => s + r.out, 0);
    const rss = det.hypot(...rows.map((r) => r.out));
    const warnings: Warning[] = [];
    if (worst >= outputFs) {
      warnings.push(warning('ERROR_EXCEEDS_FULL_SCALE', `The worst-case error ${formatNumber(worst * 1e3, 4)} mV is at least the ${formatNumber(outputFs)} V full-scale output.`, 'Check the units (µV, nA, %) and the full-scale input, or choose a more precise op amp.'));
    }
    return ok(
      {
        config: inp.config,
        signal_gain: G,
        noise_gain: NG,
        output_fs_V: outputFs,
        terms,
        worst_case_output_mV: worst * 1e3,
        worst_case_input_uV: (worst / mag(G)) * 1e6,
        worst_case_ppm_fs: (worst / outputFs) * 1e6,
        rss_output_mV: rss * 1e3,
        rss_input_uV: (rss / mag(G)) * 1e6,
        rss_ppm_fs: (rss / outputFs) * 1e6,
        // Omitted when every given term is exactly 0 (e.g. perfectly compensated bias current alone).
        ...(worst > 0 ? { accuracy_bits: Math.max(0, det.log2(outputFs / worst)) } : {}),
      },
      {
        warnings,
        formatted: `${formatNumber(worst * 1e3, 5)} mV worst case, ${formatNumber(rss * 1e3, 5)} mV RSS at the output (${formatNumber((worst / outputFs) * 1e6, 4)} ppm of ${formatNumber(outputFs)} V full scale)`,
      },
    );
  },
});
