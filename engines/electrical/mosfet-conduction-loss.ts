// MOSFET conduction loss P = I_rms² · RDS(on)(Tj), from an RMS current or from the
// on-state current, duty cycle and ripple; RDS(on) scaled to the junction temperature.
import * as z from 'zod/mini';
import { defineEngine, type Warning } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { fail, isOutcome, ok } from '../core/outcome.ts';
import { unusedInputsWarning } from './_lib/input-combinations.ts';
import { RDS_ASSUMPTION, RDS_HINTS, rdsFields, resolveRds, resolveWaveform, WAVEFORM_HINTS, waveformFields } from './_lib/mosfet-loss.ts';
import { canonicalChoices, nonNegativeGuard, synonymsOf } from './_lib/power-inputs.ts';

const MODES = ['duty', 'rms'] as const;

const input = z.object({
  mode: z._default(z.enum(MODES), 'duty'),
  i_rms: z.optional(z.number().check(z.meta({ description: 'RMS drain current, A' }))),
  ...waveformFields,
  ...rdsFields,
});

const output = z.object({
  mode: z.enum(MODES),
  i_rms: z.number(),
  p_conduction: z.number(),
  rds_on_tj_mohm: z.number(),
  rds_factor: z.number(),
  tj: z.number(),
  alpha_pct: z.number(),
  i_avg: z.optional(z.number()),
  v_ds_peak: z.optional(z.number()),
});

const FORMULAS = {
  duty: { id: 'mosfet-conduction-loss.duty', expression: 'P = D·(I² + ΔI²/12) · RDS(on)(Tj);  RDS(on)(Tj) = RDS(on)·(1 + α/100)^(Tj − Tref)', label: 'Conduction loss from on-state current, duty and ripple' },
  rms: { id: 'mosfet-conduction-loss.rms', expression: 'P = I_rms² · RDS(on)(Tj);  RDS(on)(Tj) = RDS(on)·(1 + α/100)^(Tj − Tref)', label: 'Conduction loss from the RMS current' },
};

const RDS_FIELDS = ['rds_on', 'rds_temp', 'tj', 'alpha_pct'];

export const engine = defineEngine({
  id: 'mosfet-conduction-loss',
  area: 'electrical',
  title: 'MOSFET conduction loss (I²·RDS(on))',
  description:
    'Conduction (on-state) power loss of a MOSFET, I_rms² × RDS(on), with RDS(on) scaled to the junction temperature; the RMS current comes directly or from the drain current, duty cycle and ripple of a PWM switch (buck high/low side, motor drive, load switch).',
  keywords: ['MOSFET conduction loss', 'I2R loss', 'RDS(on) loss', 'on-resistance power', 'MOSFET power dissipation', 'RDS(on) temperature', 'RMS current duty cycle', 'synchronous buck loss', 'load switch loss'],
  capability_id: 'electrical.mosfet.conduction_loss',
  version: '1.2.2',
  page: 'electric',
  input,
  output,
  prepare: canonicalChoices({ mode: synonymsOf(MODES, { waveform: 'duty', pwm: 'duty', 'duty-cycle': 'duty', irms: 'rms', i_rms: 'rms' }) }),
  unit: 'W',
  errors: [
    'ALPHA_OUT_OF_RANGE',
    'CURRENT_MUST_BE_NONNEGATIVE',
    'DUTY_CYCLE_OUT_OF_RANGE',
    'RESISTANCE_MUST_BE_POSITIVE',
    'RIPPLE_MUST_BE_NONNEGATIVE',
    'TEMPERATURE_BELOW_ABSOLUTE_ZERO',
  ],
  warnings: ['ALPHA_ASSUMED', 'CURRENT_REVERSES', 'INPUT_IGNORED', 'OUTSIDE_VALIDITY_RANGE'],
  formula: FORMULAS.duty,
  assumptions: [
    'Conduction loss P = I_rms²·RDS(on)(Tj) (Infineon, "MOSFET Power Losses Calculation Using the Data-Sheet Parameters", 2006; Vishay AN608A): the channel is a resistor while on.',
    'Duty mode: a trapezoidal on-state current of centre value I with peak-to-peak ripple ΔI for the fraction D of the period: I_rms = √(D·(I² + ΔI²/12)) (Erickson & Maksimović, Fundamentals of Power Electronics, App. A). ΔI = 0 gives a rectangular pulse I·√D; D = 100 % a DC current.',
    RDS_ASSUMPTION,
    'RDS(on) in mΩ, currents in A, power in W. The gate is assumed fully enhanced (RDS(on) taken at your drive voltage); switching losses are separate (mosfet-switching-loss, mosfet-total-loss).',
  ],
  ui: {
    fields: {
      mode: { label: 'Current given as', options: [{ value: 'duty', label: 'Current, duty cycle, ripple' }, { value: 'rms', label: 'RMS current' }] },
      i_rms: { label: 'RMS drain current', unit: 'A' },
      ...WAVEFORM_HINTS,
      ...RDS_HINTS,
    },
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'duty', label: 'Current and duty cycle', fields: ['current', 'duty_pct', 'ripple_pp', ...RDS_FIELDS] },
          { value: 'rms', label: 'RMS current', fields: ['i_rms', ...RDS_FIELDS] },
        ],
      },
    ],
    initial: { mode: 'duty', current: 10, duty_pct: 25, ripple_pp: 0, rds_on: 7.2, rds_temp: 25, tj: 100, alpha_pct: 0.5 },
    headline: 'p_conduction',
    outputs: {
      p_conduction: { label: 'Conduction loss', unit: 'W' },
      rds_on_tj_mohm: { label: 'RDS(on) at the junction temperature', unit: 'mΩ' },
      rds_factor: { label: 'RDS(on) temperature factor R(Tj) / R(Tref)' },
      i_avg: { label: 'Average drain current', unit: 'A' },
      v_ds_peak: { label: 'Peak on-state drain-source voltage', unit: 'V' },
    },
  },
  examples: [
    {
      name: '10 A at 25 % duty through 7.2 mΩ (IPB072N15N5 in a 48 V → 12 V buck)',
      inputs: { mode: 'duty', current: 10, duty_pct: 25, rds_on: 7.2 },
      expect: { status: 'success', values: { i_rms: 5, p_conduction: 0.18, i_avg: 2.5 }, rel: 1e-12 },
      source: 'rftools.io MOSFET power dissipation worked example: Irms = Iout·√D = 10 × 0.5 = 5 A with Rds(on) = 7.2 mΩ at 25 °C → 5² × 7.2 mΩ = 0.18 W.',
    },
    {
      name: '10 A RMS through 10 mΩ (25 °C) at Tj = 125 °C, α = 0.5 %/°C',
      inputs: { mode: 'rms', i_rms: 10, rds_on: 10, tj: 125, alpha_pct: 0.5 },
      expect: { status: 'success', values: { rds_factor: 1.6466684921165446 /* 1.005^100, mathjs BigNumber */, p_conduction: 1.6466684921165446 }, rel: 1e-12 },
      source: 'Infineon AN "MOSFET Power Losses Calculation Using the Data-Sheet Parameters": RDSon(Tj) = RDSon(25 °C)·(1 + α/100)^(Tj − 25); exact arithmetic 10² × 0.010 Ω × 1.005^100.',
    },
    {
      name: 'Buck high side: 10 A with 3 A ripple at 40 % duty, 5 mΩ',
      inputs: { mode: 'duty', current: 10, duty_pct: 40, ripple_pp: 3, rds_on: 5 },
      expect: { status: 'success', values: { i_rms: Math.sqrt(40.3), p_conduction: 0.2015, v_ds_peak: 0.0575 }, rel: 1e-12 },
      source: 'Erickson & Maksimović, Fundamentals of Power Electronics, App. A: I_rms² = D·(I² + ΔI²/12) = 0.4 × (100 + 0.75) = 40.3 A²; × 5 mΩ.',
    },
    {
      name: 'Duty cycle of 0 %',
      inputs: { mode: 'duty', current: 10, duty_pct: 0, rds_on: 5 },
      expect: { status: 'error', code: 'DUTY_CYCLE_OUT_OF_RANGE' },
      source: 'A switch that never conducts has no conduction loss to compute; the duty cycle lies in (0, 100] %.',
    },
  ],
  limitations: ['No gate-voltage dependence of RDS(on) and no body-diode conduction during dead time.'],
  compute(inp) {
    let iRms: number;
    let extra: { i_avg?: number; v_ds_peak?: number } = {};
    const warnings: Warning[] = [];
    let iPeak: number | undefined;
    if (inp.mode === 'rms') {
      if (inp.i_rms === undefined) return fail('MISSING_REQUIRED_INPUT', 'i_rms', 'RMS mode needs the RMS drain current.', 'Give i_rms in A, or switch mode to "duty" and give current and duty_pct.');
      const bad = nonNegativeGuard(inp.i_rms, 'i_rms', 'current', 'A');
      if (bad) return bad;
      iRms = inp.i_rms;
      warnings.push(...unusedInputsWarning(inp, ['current', 'duty_pct'], 'in RMS mode'));
    } else {
      for (const f of ['current', 'duty_pct'] as const) {
        if (inp[f] === undefined) return fail('MISSING_REQUIRED_INPUT', f, 'Duty mode needs the on-state drain current and the duty cycle.', `Give ${f} (${WAVEFORM_HINTS[f].label}, ${WAVEFORM_HINTS[f].unit}), or switch mode to "rms".`);
      }
      const w = resolveWaveform(inp.current!, inp.duty_pct!, inp.ripple_pp);
      if (isOutcome(w)) return w;
      iRms = w.iRms;
      iPeak = w.iOff;
      extra = { i_avg: w.current * w.duty };
      warnings.push(...w.warnings, ...unusedInputsWarning(inp, ['i_rms'], 'in duty mode'));
    }
    const rds = resolveRds(inp);
    if (isOutcome(rds)) return rds;
    if (iPeak !== undefined) extra.v_ds_peak = iPeak * rds.rdsOhm;
    const p = iRms * iRms * rds.rdsOhm;
    return ok(
      { mode: inp.mode, i_rms: iRms, p_conduction: p, rds_on_tj_mohm: rds.rdsOhm * 1000, rds_factor: rds.factor, tj: rds.tj, alpha_pct: rds.alphaPct, ...extra },
      { warnings: [...warnings, ...rds.warnings], formula: FORMULAS[inp.mode], formatted: `P = ${formatNumber(p, 4)} W (I_rms ${formatNumber(iRms, 4)} A, RDS(on) ${formatNumber(rds.rdsOhm * 1000, 4)} mΩ at ${formatNumber(rds.tj, 4)} °C)` },
    );
  },
});
