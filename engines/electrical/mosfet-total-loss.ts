// Total MOSFET loss in a hard-switched PWM stage: conduction (I_rms²·RDS(on) at Tj) +
// switching (½·V·I·t·f) + Coss; optionally at the junction temperature those losses
// produce through RθJA (solved self-consistently). All maths from _lib/mosfet-loss.ts.
import * as z from 'zod/mini';
import { defineEngine, type Warning } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { fail, isOutcome, ok, warning } from '../core/outcome.ts';
import { unusedInputsWarning } from './_lib/input-combinations.ts';
import {
  DEFAULT_ALPHA_PCT,
  periodGuard,
  RDS_ASSUMPTION,
  RDS_HINTS,
  rdsFields,
  resolveRds,
  resolveSwitchingBasics,
  resolveTransitions,
  resolveWaveform,
  selfConsistentTj,
  SWITCHING_ASSUMPTIONS,
  SWITCHING_HINTS,
  SWITCHING_METHOD_SYNONYMS,
  SWITCHING_METHODS,
  switchingFields,
  switchingLoss,
  WAVEFORM_HINTS,
  waveformFields,
} from './_lib/mosfet-loss.ts';
import { canonicalChoices, requiredGuard, synonymsOf } from './_lib/power-inputs.ts';
import { junctionLimitWarnings, temperatureGuard, THERMAL_FIELD_HINTS, thermalResistanceGuard } from './_lib/thermal-path.ts';

const DEFAULT_TJ_MAX_C = 150;

const input = z.object({
  mode: z._default(z.enum(SWITCHING_METHODS), 'times'),
  ...waveformFields,
  ...switchingFields,
  ...rdsFields,
  rth_ja: z.optional(z.number().check(z.meta({ description: 'Junction-to-ambient thermal resistance, °C/W: solves Tj from the losses' }))),
  ambient: z.optional(z.number()),
  tj_max: z._default(z.number(), DEFAULT_TJ_MAX_C),
});

const output = z.object({
  mode: z.enum(SWITCHING_METHODS),
  p_total: z.number(),
  p_conduction: z.number(),
  p_turn_on: z.number(),
  p_turn_off: z.number(),
  p_switching: z.number(),
  p_coss: z.number(),
  p_gate_drive: z.number(),
  conduction_share_pct: z.number(),
  i_rms: z.number(),
  i_on: z.number(),
  i_off: z.number(),
  t_on_ns: z.number(),
  t_off_ns: z.number(),
  rds_on_tj_mohm: z.number(),
  tj: z.number(),
  tj_solved: z.boolean(),
});

const FORMULA = {
  id: 'mosfet-total-loss.sum',
  expression: 'P = D·(I² + ΔI²/12)·RDS(on)(Tj) + ½·V_DS·(I_on·t_on + I_off·t_off)·f_sw + ½·Coss·V_DS²·f_sw',
  label: 'Conduction + switching + Coss loss of a hard-switched MOSFET',
};

const COMMON = ['vds', 'current', 'duty_pct', 'ripple_pp', 'fsw', 'fsw_unit', 'rds_on', 'rds_temp', 'tj', 'alpha_pct', 'coss', 'qg', 'rth_ja', 'ambient', 'tj_max'];

export const engine = defineEngine({
  id: 'mosfet-total-loss',
  area: 'electrical',
  title: 'MOSFET total power loss (conduction + switching)',
  description:
    'Total power dissipated in a hard-switched MOSFET: conduction loss from the RMS current and RDS(on) at temperature, turn-on and turn-off switching loss from datasheet times or gate charge, and the Coss loss; optionally solved together with the junction temperature the losses cause through RθJA.',
  keywords: ['MOSFET total loss', 'MOSFET power dissipation', 'conduction and switching loss', 'buck converter MOSFET loss', 'MOSFET efficiency', 'MOSFET heat', 'junction temperature', 'RDS(on)', 'gate charge', 'switching loss'],
  capability_id: 'electrical.mosfet.total_loss',
  version: '1.1.2',
  page: 'electric',
  input,
  output,
  prepare: canonicalChoices({ mode: synonymsOf(SWITCHING_METHODS, SWITCHING_METHOD_SYNONYMS) }),
  unit: 'W',
  errors: [
    'ALPHA_OUT_OF_RANGE',
    'CAPACITANCE_MUST_BE_NONNEGATIVE',
    'CURRENT_MUST_BE_NONNEGATIVE',
    'DUTY_CYCLE_OUT_OF_RANGE',
    'FREQUENCY_MUST_BE_POSITIVE',
    'GATE_CHARGE_MUST_BE_NONNEGATIVE',
    'GATE_CHARGE_MUST_BE_POSITIVE',
    'GATE_DRIVE_BELOW_PLATEAU',
    'INPUT_OUT_OF_RANGE',
    'RESISTANCE_MUST_BE_POSITIVE',
    'RIPPLE_MUST_BE_NONNEGATIVE',
    'SWITCHING_TIMES_EXCEED_PERIOD',
    'TEMPERATURE_BELOW_ABSOLUTE_ZERO',
    'THERMAL_RESISTANCE_MUST_BE_POSITIVE',
    'THERMAL_RUNAWAY',
    'TIME_MUST_BE_NONNEGATIVE',
    'VOLTAGE_MUST_BE_POSITIVE',
  ],
  warnings: [
    'ALPHA_ASSUMED',
    'CURRENT_REVERSES',
    'INPUT_IGNORED',
    'JUNCTION_TEMPERATURE_EXCEEDS_MAX',
    'OUTSIDE_VALIDITY_RANGE',
    'TRANSITIONS_EXCEED_ON_TIME',
  ],
  formula: FORMULA,
  assumptions: [
    'P_total = P_conduction + P_switching + P_Coss, the same functions as mosfet-conduction-loss and mosfet-switching-loss. The gate-drive power Qg·V·f is reported but not added: it is dissipated mostly in the driver and gate resistors.',
    'Conduction: I_rms = √(D·(I² + ΔI²/12)) for a trapezoidal on-state current (Erickson & Maksimović, App. A); turn-on at the valley I − ΔI/2 (at least 0), turn-off at the peak I + ΔI/2.',
    RDS_ASSUMPTION,
    ...SWITCHING_ASSUMPTIONS,
    'With RθJA and the ambient temperature the junction temperature is solved self-consistently, T_J = T_A + RθJA·P_total(T_J), since RDS(on) rises with T_J (switching loss taken as temperature-independent). Newton\'s method from T_A converges to the lowest solution (to a relative 1e-12); when none exists below 1000 °C the answer is THERMAL_RUNAWAY.',
  ],
  ui: {
    fields: {
      mode: { label: 'Transition times from', options: [{ value: 'times', label: 'Datasheet rise/fall times' }, { value: 'gate-charge', label: 'Gate charge and gate drive' }] },
      ...WAVEFORM_HINTS,
      ...SWITCHING_HINTS,
      ...RDS_HINTS,
      rth_ja: { ...THERMAL_FIELD_HINTS.rth_ja, label: 'RθJA (optional: solve Tj from the losses)' },
      ambient: THERMAL_FIELD_HINTS.ambient,
      tj_max: THERMAL_FIELD_HINTS.tj_max,
    },
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'times', label: 'Rise and fall times', fields: [...COMMON, 't_rise', 't_fall', 'vdrive'] },
          { value: 'gate-charge', label: 'Gate charge', fields: [...COMMON, 'qsw', 'rg', 'vdrive', 'vplateau'] },
        ],
      },
    ],
    initial: { mode: 'times', vds: 48, current: 10, duty_pct: 25, ripple_pp: 0, fsw: 200, fsw_unit: 'kHz', rds_on: 7.2, t_rise: 12, t_fall: 6 },
    headline: 'p_total',
    outputs: {
      p_total: { label: 'Total loss (conduction + switching + Coss)', unit: 'W' },
      p_conduction: { label: 'Conduction loss', unit: 'W' },
      p_turn_on: { label: 'Turn-on switching loss', unit: 'W' },
      p_turn_off: { label: 'Turn-off switching loss', unit: 'W' },
      p_switching: { label: 'Switching loss (turn-on + turn-off)', unit: 'W' },
      p_coss: { label: 'Coss loss', unit: 'W' },
      p_gate_drive: { label: 'Gate-drive power (not in the total)', unit: 'W' },
      conduction_share_pct: { label: 'Conduction share of the total loss', unit: '%' },
      i_rms: { label: 'RMS drain current', unit: 'A' },
      i_on: { label: 'Current at turn-on', unit: 'A' },
      i_off: { label: 'Current at turn-off', unit: 'A' },
      t_on_ns: { label: 'Turn-on transition time used', unit: 'ns' },
      t_off_ns: { label: 'Turn-off transition time used', unit: 'ns' },
      rds_on_tj_mohm: { label: 'RDS(on) at the junction temperature', unit: 'mΩ' },
      tj_solved: { label: 'Junction temperature solved from RθJA' },
    },
  },
  examples: [
    {
      name: '48 V → 12 V buck high side: 10 A, 25 %, 200 kHz, 7.2 mΩ, tr 12 ns, tf 6 ns',
      inputs: { mode: 'times', vds: 48, current: 10, duty_pct: 25, fsw: 200, fsw_unit: 'kHz', rds_on: 7.2, t_rise: 12, t_fall: 6 },
      expect: { status: 'success', values: { p_conduction: 0.18, p_switching: 0.864, p_total: 1.044 }, rel: 1e-12 },
      source: 'rftools.io MOSFET power dissipation worked example (IPB072N15N5): Pcond = 5² × 7.2 mΩ = 0.18 W, Psw = 0.5 × 48 × 10 × 18 ns × 200 kHz = 0.864 W.',
    },
    {
      name: 'Self-consistent Tj: 20 A at 50 %, 10 mΩ (α 0.5 %/°C), 12 V, 100 kHz, 10 ns + 10 ns, RθJA 20 °C/W, 25 °C',
      inputs: { mode: 'times', vds: 12, current: 20, duty_pct: 50, fsw: 100, fsw_unit: 'kHz', t_rise: 10, t_fall: 10, rds_on: 10, alpha_pct: 0.5, rth_ja: 20, ambient: 25 },
      expect: { status: 'success', values: { tj: 83.29791821, p_switching: 0.24, p_conduction: 2.67489591, tj_solved: true }, rel: 1e-8 },
      source: 'Independent bisection of T = 25 + 20·(0.24 + 2·1.005^(T − 25)) (Python, standard library): T = 83.2979 °C; Infineon RDS(on)(Tj) law.',
    },
    {
      name: 'Thermal runaway: the losses grow faster than the heat can leave',
      inputs: { mode: 'times', vds: 12, current: 40, duty_pct: 100, fsw: 100, fsw_unit: 'kHz', t_rise: 10, t_fall: 10, rds_on: 10, alpha_pct: 0.8, rth_ja: 40, ambient: 40 },
      expect: { status: 'error', code: 'THERMAL_RUNAWAY' },
      source: 'T = 40 + 40·(0.48 + 16·1.008^(T − 25)) has no solution: the right side exceeds T for every T.',
    },
    {
      name: 'Missing duty cycle',
      inputs: { mode: 'times', vds: 12, current: 5, fsw: 100, rds_on: 10, t_rise: 10, t_fall: 10 },
      expect: { status: 'error', code: 'MISSING_REQUIRED_INPUT' },
      source: 'The conduction loss needs the share of the period the MOSFET is on.',
    },
  ],
  limitations: ['Hard switching only; no dead-time diode conduction, reverse recovery or ringing. Switching loss is taken as independent of temperature.'],
  compute(inp) {
    const missing = requiredGuard(inp, ['current', 'duty_pct'], 'The conduction loss');
    if (missing) return missing;
    const w = resolveWaveform(inp.current!, inp.duty_pct!, inp.ripple_pp);
    if (isOutcome(w)) return w;
    const f = resolveSwitchingBasics(inp);
    if (isOutcome(f)) return f;
    const t = resolveTransitions(inp.mode, inp);
    if (isOutcome(t)) return t;
    const tooLong = periodGuard(t, f);
    if (tooLong) return tooLong;
    const sw = switchingLoss(inp.vds, w.iOn, w.iOff, t, f, inp.coss ?? 0, inp.qg ?? 0, inp.vdrive ?? 0);
    const fixed = sw.pSwitching + sw.pCoss;
    const badTmax = temperatureGuard('tj_max', inp.tj_max);
    if (badTmax) return badTmax;

    const warnings: Warning[] = [...w.warnings];
    let tjSolved: number | undefined;
    if (inp.rth_ja !== undefined) {
      const badR = thermalResistanceGuard('rth_ja', inp.rth_ja, true);
      if (badR) return badR;
      if (inp.ambient === undefined) return fail('MISSING_REQUIRED_INPUT', 'ambient', 'Solving the junction temperature from RθJA needs the ambient temperature.', 'Give ambient in °C (e.g. 40), or leave rth_ja blank and give tj.');
      const badA = temperatureGuard('ambient', inp.ambient);
      if (badA) return badA;
      // Validate the RDS(on) inputs once before using them inside the iteration.
      const check = resolveRds(inp, inp.ambient);
      if (isOutcome(check)) return check;
      const alpha = inp.alpha_pct ?? DEFAULT_ALPHA_PCT;
      const rdsRef = inp.rds_on / 1000;
      const solved = selfConsistentTj(inp.ambient, inp.rth_ja, fixed, { pRef: w.iRms * w.iRms * rdsRef, tRef: inp.rds_temp, alphaPct: alpha });
      if (!solved) {
        return fail('THERMAL_RUNAWAY', 'rth_ja', `With RθJA = ${formatNumber(inp.rth_ja)} °C/W the conduction loss grows with temperature faster than the heat can leave: there is no steady junction temperature below 1000 °C.`, 'Lower the current or RθJA (heatsink, copper, airflow), choose a MOSFET with lower RDS(on), or share the current between devices.');
      }
      tjSolved = solved.tj;
      if (inp.tj !== undefined) warnings.push(warning('INPUT_IGNORED', 'tj is not used: the junction temperature was solved from RθJA and the ambient.', 'Leave tj blank when giving rth_ja, or leave rth_ja blank to use your tj.', 'info'));
    } else {
      warnings.push(...unusedInputsWarning(inp, ['ambient'], 'without rth_ja'));
    }
    const rds = resolveRds(inp, tjSolved);
    if (isOutcome(rds)) return rds;
    warnings.push(...rds.warnings);
    const pCond = w.iRms * w.iRms * rds.rdsOhm;
    const total = pCond + fixed;

    const onTime = w.duty / f;
    if (t.tOn + t.tOff > onTime) {
      warnings.push(warning('TRANSITIONS_EXCEED_ON_TIME', `The transitions (${formatNumber((t.tOn + t.tOff) * 1e9, 4)} ns) are longer than the on-time ${formatNumber(onTime * 1e9, 4)} ns: the switch never settles fully on, so these loss terms are rough.`, 'Lower the frequency or speed up the gate drive.'));
    }
    if (tjSolved !== undefined || inp.tj !== undefined) warnings.push(...junctionLimitWarnings(rds.tj, inp.tj_max, 'Reduce the losses or the thermal resistance.'));
    warnings.push(...unusedInputsWarning(inp, inp.mode === 'times' ? ['qsw', 'rg', 'vplateau'] : ['t_rise', 't_fall'], `with mode "${inp.mode}"`));
    return ok(
      {
        mode: inp.mode,
        p_total: total,
        p_conduction: pCond,
        p_turn_on: sw.pOn,
        p_turn_off: sw.pOff,
        p_switching: sw.pSwitching,
        p_coss: sw.pCoss,
        p_gate_drive: sw.pGate,
        conduction_share_pct: total > 0 ? (100 * pCond) / total : 0,
        i_rms: w.iRms,
        i_on: w.iOn,
        i_off: w.iOff,
        t_on_ns: t.tOn * 1e9,
        t_off_ns: t.tOff * 1e9,
        rds_on_tj_mohm: rds.rdsOhm * 1000,
        tj: rds.tj,
        tj_solved: tjSolved !== undefined,
      },
      { warnings, formatted: `P_total = ${formatNumber(total, 4)} W (conduction ${formatNumber(pCond, 4)} W, switching ${formatNumber(fixed, 4)} W) at T_J ${formatNumber(rds.tj, 4)} °C` },
    );
  },
});
