// RC time constant τ = R·C, and the capacitor voltage, current and charge at a time t
// while charging towards a supply or discharging towards 0 V; or the time to reach a voltage.
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { fail, isOutcome, ok } from '../core/outcome.ts';
import { formatNumber } from '../core/numeric.ts';
import { unusedInputsWarning } from './_lib/input-combinations.ts';
import { CAPACITANCE_UNITS, TIME_UNITS, capacitanceFarads, capacitanceUnitField, resistanceOhms, timeUnitField, unitOptions } from './_lib/passive-units.ts';
import * as det from '../core/det-math.ts';
import { drawRcTimeConstant } from './rc-time-constant.picture.ts';

const MODES = ['charge', 'discharge'] as const;

const input = z.object({
  mode: z._default(z.enum(MODES), 'charge'),
  R: z.number(),
  C: z.number(),
  C_unit: capacitanceUnitField('uF'),
  Vs: z.optional(z.number()),
  V0: z.optional(z.number()),
  t: z.optional(z.number()),
  t_unit: timeUnitField('ms'),
  V_target: z.optional(z.number()),
});

const milestone = z.object({ n: z.number(), t: z.number(), percent: z.number(), V: z.optional(z.number()) });

const output = z.object({
  mode: z.enum(MODES),
  tau: z.number(),
  settle_5tau: z.number(),
  V_start: z.optional(z.number()),
  V_final: z.optional(z.number()),
  t: z.optional(z.number()),
  fraction: z.optional(z.number()),
  V_t: z.optional(z.number()),
  I_t: z.optional(z.number()),
  Q_t: z.optional(z.number()),
  energy_J: z.optional(z.number()),
  t_to_target: z.optional(z.number()),
  milestones: z.array(milestone),
});

const FORMULAS = {
  charge: { id: 'rc-time-constant.charge', expression: 'τ = R·C;  V(t) = Vs + (V0 − Vs)·e^(−t/τ);  I(t) = (Vs − V0)/R·e^(−t/τ)', label: 'RC charging towards Vs' },
  discharge: { id: 'rc-time-constant.discharge', expression: 'τ = R·C;  V(t) = V0·e^(−t/τ);  I(t) = −V0/R·e^(−t/τ)', label: 'RC discharge towards 0 V' },
  target: { id: 'rc-time-constant.time-to-voltage', expression: 't = τ·ln((V0 − V∞) / (V_target − V∞))', label: 'Time for an RC circuit to reach a voltage' },
};

export const engine = defineEngine({
  id: 'rc-time-constant',
  area: 'electrical',
  title: 'RC time constant calculator (charge / discharge)',
  description:
    'Time constant τ = R·C of a resistor–capacitor circuit, the capacitor voltage, current, charge and energy at a time t while charging or discharging, the time to reach a given voltage, and the 1τ…5τ milestones (63.2 %, 86.5 %, 95 %, 98.2 %, 99.3 %).',
  keywords: ['RC time constant', 'tau', 'capacitor charging', 'capacitor discharging', 'charge time', 'discharge time', 'RC circuit', 'exponential', '5 tau', 'time to charge capacitor', 'RC delay', 'bleeder resistor'],
  capability_id: 'electrical.rc_time_constant',
  version: '1.0.0',
  page: 'electric',
  input,
  output,
  unit: 's',
  errors: [
    'CAPACITANCE_MUST_BE_POSITIVE',
    'INPUT_OUT_OF_RANGE',
    'RESISTANCE_MUST_BE_NONZERO',
    'RESISTANCE_MUST_BE_POSITIVE',
    'TARGET_NEVER_REACHED',
    'TARGET_OUT_OF_RANGE',
    'TIME_MUST_NOT_BE_NEGATIVE',
  ],
  warnings: ['INPUT_IGNORED'],
  formula: FORMULAS.charge,
  assumptions: [
    'Series R–C driven by an ideal step: charging towards Vs from V0 (default 0 V), or discharging from V0 towards 0 V through R. Solution of R·C·dV/dt + V = V∞: V(t) = V∞ + (V0 − V∞)·e^(−t/τ), τ = R·C (Horowitz & Hill, The Art of Electronics, 3rd ed., §1.4.2).',
    'I(t) = (V∞ − V(t))/R, positive when charging (into the capacitor), negative when discharging; Q = C·V(t); stored energy ½·C·V(t)².',
    'fraction = 1 − e^(−t/τ) is the share of the total change completed; 5τ (99.3 %) is taken as "fully" charged or discharged.',
    'Time to a target voltage t = τ·ln((V0 − V∞)/(V_target − V∞)); the target must lie between the start and the final voltage, and the final voltage itself is only approached, never reached.',
    'Ideal components (no ESR, leakage or dielectric absorption); SI results: τ and t in s, V, A, C, J; inputs in the capacitance and time units selected.',
  ],
  ui: {
    fields: {
      mode: { label: 'Circuit', options: [{ value: 'charge', label: 'Charging towards Vs' }, { value: 'discharge', label: 'Discharging towards 0 V' }] },
      R: { label: 'Resistance R', unit: 'Ω' },
      C: { label: 'Capacitance C', typical: ['1 pF', '10 F'] },
      C_unit: { label: 'Capacitance unit', options: unitOptions(CAPACITANCE_UNITS) },
      Vs: { label: 'Supply voltage Vs (charge target)', unit: 'V' },
      V0: { label: 'Initial capacitor voltage V0', unit: 'V', help: 'Charging: defaults to 0 V. Discharging: the voltage it starts from.' },
      t: { label: 'Time t (optional)' },
      t_unit: { label: 'Time unit', options: unitOptions(TIME_UNITS) },
      V_target: { label: 'Target voltage (optional: time to reach it)', unit: 'V' },
    },
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'charge', label: 'Charge', fields: ['R', 'C', 'C_unit', 'Vs', 'V0', 't', 't_unit', 'V_target'] },
          { value: 'discharge', label: 'Discharge', fields: ['R', 'C', 'C_unit', 'V0', 't', 't_unit', 'V_target'] },
        ],
      },
    ],
    initial: { mode: 'charge', R: 47000, C: 1000, C_unit: 'uF', Vs: 5, t: 47, t_unit: 's' },
    headline: 'tau',
    outputs: {
      tau: { label: 'Time constant τ = R·C', unit: 's' },
      settle_5tau: { label: 'Settling time 5τ (99.3 %)', unit: 's' },
      V_start: { label: 'Start voltage', unit: 'V' },
      V_final: { label: 'Final voltage', unit: 'V' },
      t: { label: 'Time t', unit: 's' },
      fraction: { label: 'Share of the total change completed at t' },
      V_t: { label: 'Capacitor voltage at t', unit: 'V' },
      I_t: { label: 'Current at t (positive into the capacitor)', unit: 'A' },
      Q_t: { label: 'Charge at t', unit: 'C' },
      energy_J: { label: 'Stored energy at t', unit: 'J' },
      t_to_target: { label: 'Time to reach the target voltage', unit: 's' },
      milestones: {
        label: 'Milestones 1τ to 5τ',
        columns: { n: { label: 'After n·τ', reads: { as: 'fixed', decimals: 0 } }, t: { label: 'Time', unit: 's' }, percent: { label: 'Share of the change', unit: '%' }, V: { label: 'Capacitor voltage', unit: 'V' } },
      },
    },
  },
  examples: [
    {
      name: '47 kΩ and 1000 µF charged from 0 to 5 V: τ and V after one time constant',
      inputs: { mode: 'charge', R: 47000, C: 1000, C_unit: 'uF', Vs: 5, t: 47, t_unit: 's' },
      expect: { status: 'success', values: { tau: 47, settle_5tau: 235, V_t: 3.1606027941427883, fraction: 0.6321205588285577 }, rel: 1e-12 },
      source: 'Electronics Tutorials, "RC Charging Circuit", Example No1: τ = 47 kΩ × 1000 µF = 47 s, Vc = 3.16 V after 1τ, fully charged after 5τ = 235 s; exact 5·(1 − e^−1).',
    },
    {
      name: 'After 0.7 time constants',
      inputs: { mode: 'charge', R: 47000, C: 1000, C_unit: 'uF', Vs: 5, t: 32.9, t_unit: 's' },
      expect: { status: 'success', values: { V_t: 2.5171 }, rel: 1e-4 },
      source: 'Electronics Tutorials, "RC Charging Circuit", Example No1: Vc = 5·(1 − e^−0.7) = 2.52 V at 0.7τ.',
    },
    {
      name: '100 µF discharging from 12 V through 100 kΩ, after 10 s',
      inputs: { mode: 'discharge', R: 100000, C: 100, C_unit: 'uF', V0: 12, t: 10, t_unit: 's' },
      expect: { status: 'success', values: { tau: 10, V_t: 4.414553294057308, I_t: -0.00004414553294057308 }, rel: 1e-12 },
      source: 'Exact arithmetic: one time constant leaves e^−1 = 36.79 % of the voltage, 12·e^−1 = 4.4146 V (the 37 % rule, Horowitz & Hill §1.4.2).',
    },
    {
      name: 'Time for 10 kΩ / 10 µF to charge to 3.3 V from a 5 V supply',
      inputs: { mode: 'charge', R: 10000, C: 10, C_unit: 'uF', Vs: 5, V_target: 3.3 },
      expect: { status: 'success', values: { t_to_target: 0.107880966137193 }, rel: 1e-12 },
      source: 'Exact arithmetic: t = 0.1 s · ln(5 / 1.7).',
    },
    {
      name: 'Target at the supply voltage is never reached',
      inputs: { mode: 'charge', R: 10000, C: 10, Vs: 5, V_target: 5 },
      expect: { status: 'error', code: 'TARGET_NEVER_REACHED' },
      source: 'The exponential approaches Vs only asymptotically.',
    },
  ],
  limitations: ['Single RC with an ideal step source; no RL or RLC transients, no source resistance other than R, no capacitor ESR or leakage.'],
  picture: drawRcTimeConstant,
  compute(inp) {
    const R = resistanceOhms('R', inp.R, 'τ = R·C would be 0 and the current infinite.');
    if (isOutcome(R)) return R;
    const C = capacitanceFarads('C', inp.C, inp.C_unit);
    if (isOutcome(C)) return C;
    const tau = R * C;
    if (!(tau > 0) || !Number.isFinite(tau)) return fail('NON_FINITE_RESULT', 'C', `τ = R·C = ${tau} s is not a usable number with these magnitudes.`, 'Check the units of R and C.');

    const charging = inp.mode === 'charge';
    const vStart = charging ? (inp.V0 ?? (inp.Vs === undefined ? undefined : 0)) : inp.V0;
    const vFinal = charging ? inp.Vs : vStart === undefined ? undefined : 0;
    const voltages = vStart !== undefined && vFinal !== undefined;
    const needVoltages = (field: string) =>
      charging
        ? fail('MISSING_REQUIRED_INPUT', 'Vs', `The ${field} needs the supply voltage Vs the capacitor charges towards.`, 'Give Vs in V, e.g. 5.')
        : fail('MISSING_REQUIRED_INPUT', 'V0', `The ${field} needs the voltage V0 the capacitor discharges from.`, 'Give V0 in V, e.g. 12.');

    const at = (t: number) => (voltages ? vFinal + (vStart - vFinal) * det.exp(-t / tau) : undefined);
    let state = {};
    if (inp.t !== undefined) {
      if (inp.t < 0) return fail('TIME_MUST_NOT_BE_NEGATIVE', 't', `t = ${inp.t} ${inp.t_unit} is before the step.`, 'Give t ≥ 0 (0 is the moment of the step).');
      const t = inp.t * TIME_UNITS[inp.t_unit];
      const decay = det.exp(-t / tau);
      const V = at(t);
      state = {
        t,
        fraction: 1 - decay,
        ...(V === undefined ? {} : { V_t: V, I_t: ((vFinal! - vStart!) / R) * decay, Q_t: C * V, energy_J: 0.5 * C * V * V }),
      };
    }
    let target = {};
    if (inp.V_target !== undefined) {
      if (!voltages) return needVoltages('time to a target voltage');
      const vt = inp.V_target;
      if (vt === vFinal && vStart !== vFinal) {
        return fail('TARGET_NEVER_REACHED', 'V_target', `The capacitor approaches ${vFinal} V exponentially and never quite reaches it.`, `Ask for 99 % of the way instead (V_target = ${formatNumber(vStart + 0.99 * (vFinal - vStart))} V, reached after 4.6 τ).`);
      }
      const between = Math.sign(vt - vStart) * Math.sign(vFinal - vt) > 0;
      if (!between && vt !== vStart) {
        return fail('TARGET_OUT_OF_RANGE', 'V_target', `${vt} V is not between the start (${vStart} V) and the final voltage (${vFinal} V), so the capacitor never passes it.`, `Give V_target between ${vStart} V and ${vFinal} V.`);
      }
      target = { t_to_target: vt === vStart ? 0 : tau * det.log((vStart - vFinal) / (vt - vFinal)) };
    }

    const milestones = [1, 2, 3, 4, 5].map((n) => {
      const V = at(n * tau);
      return { n, t: n * tau, percent: 100 * (1 - det.exp(-n)), ...(V === undefined ? {} : { V }) };
    });
    const result = {
      mode: inp.mode,
      tau,
      settle_5tau: 5 * tau,
      ...(voltages ? { V_start: vStart, V_final: vFinal } : {}),
      ...state,
      ...target,
      milestones,
    };
    const shown = `τ = ${formatNumber(tau)} s` + ('V_t' in state ? `; V(${formatNumber(inp.t!)} ${inp.t_unit}) = ${formatNumber(state.V_t as number, 6)} V` : '') + ('t_to_target' in target ? `; ${formatNumber(inp.V_target!)} V after ${formatNumber(target.t_to_target as number, 6)} s` : '');
    return ok(result, {
      warnings: charging
        ? inp.Vs === undefined
          ? unusedInputsWarning(inp, ['V0'], 'without a supply voltage Vs to charge towards')
          : []
        : unusedInputsWarning(inp, ['Vs'], 'when discharging (the capacitor discharges towards 0 V)'),
      formula: inp.V_target !== undefined ? FORMULAS.target : FORMULAS[inp.mode],
      formatted: shown,
    });
  },
});
