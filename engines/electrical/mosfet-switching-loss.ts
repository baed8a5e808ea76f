// MOSFET hard-switching loss: ½·V·I·(t_on + t_off)·f from datasheet transition times or
// from the gate charge moved through the gate resistance, plus the Coss and gate-drive terms.
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { isOutcome, ok } from '../core/outcome.ts';
import { unusedInputsWarning } from './_lib/input-combinations.ts';
import {
  periodGuard,
  resolveSwitchingBasics,
  resolveTransitions,
  resolveWaveform,
  SWITCHING_ASSUMPTIONS,
  SWITCHING_HINTS,
  SWITCHING_METHOD_SYNONYMS,
  SWITCHING_METHODS,
  switchingFields,
  switchingLoss,
  WAVEFORM_HINTS,
} from './_lib/mosfet-loss.ts';
import { canonicalChoices, synonymsOf } from './_lib/power-inputs.ts';

const input = z.object({
  mode: z._default(z.enum(SWITCHING_METHODS), 'times'),
  current: z.number().check(z.meta({ description: 'Drain current switched (centre of the ripple), A' })),
  ripple_pp: z._default(z.number(), 0).check(z.meta({ description: 'Peak-to-peak ripple: turn-on at I − ΔI/2, turn-off at I + ΔI/2, A' })),
  ...switchingFields,
});

const output = z.object({
  mode: z.enum(SWITCHING_METHODS),
  t_on_ns: z.number(),
  t_off_ns: z.number(),
  i_on: z.number(),
  i_off: z.number(),
  e_on_uj: z.number(),
  e_off_uj: z.number(),
  p_turn_on: z.number(),
  p_turn_off: z.number(),
  p_switching: z.number(),
  p_coss: z.number(),
  p_device: z.number(),
  p_gate_drive: z.number(),
  f_hz: z.number(),
});

const FORMULAS = {
  times: { id: 'mosfet-switching-loss.times', expression: 'P_sw = ½·V_DS·(I_on·t_r + I_off·t_f)·f_sw  (= ½·V·I·(t_r + t_f)·f for I_on = I_off)', label: 'Switching loss from transition times' },
  'gate-charge': { id: 'mosfet-switching-loss.gate-charge', expression: 't_on = Qsw·R_G/(V_drive − V_GP);  t_off = Qsw·R_G/V_GP;  P_sw = ½·V_DS·(I_on·t_on + I_off·t_off)·f_sw', label: 'Switching loss from gate charge and gate drive' },
};

const COMMON = ['vds', 'current', 'ripple_pp', 'fsw', 'fsw_unit', 'coss', 'qg'];

export const engine = defineEngine({
  id: 'mosfet-switching-loss',
  area: 'electrical',
  title: 'MOSFET switching loss',
  description:
    'Turn-on and turn-off switching loss of a hard-switched MOSFET, ½·V·I·(t_r + t_f)·f, from the datasheet transition times or from the switching gate charge, gate resistance and Miller plateau; with the Coss discharge loss and the gate-drive power.',
  keywords: ['MOSFET switching loss', 'switching power loss', 'turn-on loss', 'turn-off loss', 'Eon Eoff', 'gate charge', 'Qgd', 'Miller plateau', 'Coss loss', 'gate drive power', 'hard switching'],
  capability_id: 'electrical.mosfet.switching_loss',
  version: '1.0.0',
  page: 'electric',
  input,
  output,
  prepare: canonicalChoices({ mode: synonymsOf(SWITCHING_METHODS, SWITCHING_METHOD_SYNONYMS) }),
  unit: 'W',
  errors: [
    'CAPACITANCE_MUST_BE_NONNEGATIVE',
    'CURRENT_MUST_BE_NONNEGATIVE',
    'FREQUENCY_MUST_BE_POSITIVE',
    'GATE_CHARGE_MUST_BE_NONNEGATIVE',
    'GATE_CHARGE_MUST_BE_POSITIVE',
    'GATE_DRIVE_BELOW_PLATEAU',
    'INPUT_OUT_OF_RANGE',
    'RESISTANCE_MUST_BE_POSITIVE',
    'RIPPLE_MUST_BE_NONNEGATIVE',
    'SWITCHING_TIMES_EXCEED_PERIOD',
    'TIME_MUST_BE_NONNEGATIVE',
    'VOLTAGE_MUST_BE_POSITIVE',
  ],
  warnings: ['CURRENT_REVERSES', 'INPUT_IGNORED'],
  formula: FORMULAS.times,
  assumptions: [
    ...SWITCHING_ASSUMPTIONS,
    'With a current ripple ΔI the switch turns on at I − ΔI/2 (the valley, at least 0) and off at I + ΔI/2 (the peak), as in a buck converter in continuous conduction.',
    'p_device = p_switching + p_coss is the switching-related loss inside the MOSFET; add the conduction loss (mosfet-conduction-loss) for the total, or use mosfet-total-loss.',
  ],
  ui: {
    fields: {
      mode: { label: 'Transition times from', options: [{ value: 'times', label: 'Datasheet rise/fall times' }, { value: 'gate-charge', label: 'Gate charge and gate drive' }] },
      current: { label: 'Drain current switched', unit: 'A' },
      ripple_pp: WAVEFORM_HINTS.ripple_pp,
      ...SWITCHING_HINTS,
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
    initial: { mode: 'times', vds: 48, current: 10, ripple_pp: 0, fsw: 200, fsw_unit: 'kHz', t_rise: 12, t_fall: 6 },
    headline: 'p_switching',
    outputs: {
      t_on_ns: { label: 'Turn-on transition time', unit: 'ns' },
      t_off_ns: { label: 'Turn-off transition time', unit: 'ns' },
      i_on: { label: 'Current at turn-on', unit: 'A' },
      i_off: { label: 'Current at turn-off', unit: 'A' },
      e_on_uj: { label: 'Turn-on energy per cycle', unit: 'µJ' },
      e_off_uj: { label: 'Turn-off energy per cycle', unit: 'µJ' },
      p_turn_on: { label: 'Turn-on loss', unit: 'W' },
      p_turn_off: { label: 'Turn-off loss', unit: 'W' },
      p_switching: { label: 'Switching loss', unit: 'W' },
      p_coss: { label: 'Coss discharge loss', unit: 'W' },
      p_device: { label: 'Switching-related loss in the MOSFET (switching + Coss)', unit: 'W' },
      p_gate_drive: { label: 'Gate-drive power', unit: 'W' },
      f_hz: { label: 'Switching frequency', unit: 'Hz' },
    },
  },
  examples: [
    {
      name: '48 V, 10 A, 200 kHz, tr = 12 ns, tf = 6 ns (IPB072N15N5 buck high side)',
      inputs: { mode: 'times', vds: 48, current: 10, fsw: 200, fsw_unit: 'kHz', t_rise: 12, t_fall: 6, qg: 62, vdrive: 10 },
      expect: { status: 'success', values: { p_switching: 0.864, p_turn_on: 0.576, p_turn_off: 0.288, p_gate_drive: 0.124 }, rel: 1e-12 },
      source: 'rftools.io MOSFET power dissipation worked example (Vin 48 V, Iout 10 A, fsw 200 kHz, tr 12 ns, tf 6 ns, Qg 62 nC): Psw = 0.5 × 48 × 10 × 18 ns × 200 kHz = 0.864 W; gate Qg·V·f by exact arithmetic.',
    },
    {
      name: 'NTMFS4C13N from gate charge: 12 V, 20 A, 500 kHz, 4 Ω total gate resistance, 10 V drive',
      inputs: { mode: 'gate-charge', vds: 12, current: 20, fsw: 500, fsw_unit: 'kHz', qsw: 5.15, rg: 4, vdrive: 10, vplateau: 3.6, coss: 443 },
      expect: { status: 'success', values: { t_on_ns: (5.15 * 4) / 6.4, t_off_ns: (5.15 * 4) / 3.6, p_switching: 0.5 * 12 * 20 * ((5.15 * 4) / 6.4 + (5.15 * 4) / 3.6) * 1e-9 * 5e5, p_coss: 0.5 * 443e-12 * 144 * 5e5 }, rel: 1e-12 },
      source: 'onsemi NTMFS4C13N datasheet: Qgs 2.9 nC, Qgd 3.7 nC (Qsw ≈ Qgd + Qgs/2 = 5.15 nC), gate plateau 3.6 V, Coss 443 pF; Vishay AN608A gate-charge timing t = Q·R_G/ΔV_G, exact arithmetic.',
    },
    {
      name: 'Buck with 4 A ripple: turn-on at 8 A, turn-off at 12 A',
      inputs: { mode: 'times', vds: 24, current: 10, ripple_pp: 4, fsw: 1, fsw_unit: 'MHz', t_rise: 5, t_fall: 5 },
      expect: { status: 'success', values: { i_on: 8, i_off: 12, p_turn_on: 0.48, p_turn_off: 0.72, p_switching: 1.2 }, rel: 1e-12 },
      source: 'Exact arithmetic: E_on = ½·24·8·5 ns, E_off = ½·24·12·5 ns, × 1 MHz; equal to ½·V·I·(tr + tf)·f at the centre current.',
    },
    {
      name: 'Gate drive below the Miller plateau',
      inputs: { mode: 'gate-charge', vds: 12, current: 5, fsw: 100, qsw: 5, rg: 2, vdrive: 3, vplateau: 3.6 },
      expect: { status: 'error', code: 'GATE_DRIVE_BELOW_PLATEAU' },
      source: 'Vishay AN608A: the gate must be driven above the plateau voltage for the drain voltage to fall.',
    },
  ],
  limitations: ['Linear-transition estimate; no reverse recovery, dead-time diode conduction, parasitic-inductance ringing or soft switching. Datasheet tr/tf are measured with the datasheet gate resistance: scale them to your gate drive or use the gate-charge method.'],
  compute(inp) {
    const f = resolveSwitchingBasics(inp);
    if (isOutcome(f)) return f;
    const w = resolveWaveform(inp.current, 100, inp.ripple_pp);
    if (isOutcome(w)) return w;
    const t = resolveTransitions(inp.mode, inp);
    if (isOutcome(t)) return t;
    const tooLong = periodGuard(t, f);
    if (tooLong) return tooLong;
    const loss = switchingLoss(inp.vds, w.iOn, w.iOff, t, f, inp.coss ?? 0, inp.qg ?? 0, inp.vdrive ?? 0);
    const unused = inp.mode === 'times' ? ['qsw', 'rg', 'vplateau'] : ['t_rise', 't_fall'];
    return ok(
      {
        mode: inp.mode,
        t_on_ns: t.tOn * 1e9,
        t_off_ns: t.tOff * 1e9,
        i_on: w.iOn,
        i_off: w.iOff,
        e_on_uj: loss.eOn * 1e6,
        e_off_uj: loss.eOff * 1e6,
        p_turn_on: loss.pOn,
        p_turn_off: loss.pOff,
        p_switching: loss.pSwitching,
        p_coss: loss.pCoss,
        p_device: loss.pSwitching + loss.pCoss,
        p_gate_drive: loss.pGate,
        f_hz: f,
      },
      { warnings: [...w.warnings, ...unusedInputsWarning(inp, unused, `with mode "${inp.mode}"`)], formula: FORMULAS[inp.mode], formatted: `P_sw = ${formatNumber(loss.pSwitching, 4)} W` },
    );
  },
});
