// Power-MOSFET loss maths shared by mosfet-conduction-loss, mosfet-switching-loss and
// mosfet-total-loss: the on-state RMS current of a trapezoidal waveform, RDS(on) at the
// junction temperature, the linear-transition switching loss (from datasheet times or
// from gate charge), the Coss and gate-drive terms, and the self-consistent junction
// temperature. The total-loss engine is the sum of the same functions, never a copy.
import * as z from 'zod/mini';
import type { FieldHint, Outcome, Warning } from '../../core/contract.ts';
import { formatNumber } from '../../core/numeric.ts';
import { fail, warning } from '../../core/outcome.ts';
import { nonNegativeGuard } from './power-inputs.ts';
import { FREQUENCY_UNITS, frequencyHz, frequencyUnitField, requirePositive, type FrequencyUnit } from './rf-units.ts';
import { temperatureGuard } from './thermal-path.ts';
import * as det from '../../core/det-math.ts';
import * as fast from '../../core/fast-math.ts';

// ---------------------------------------------------------------------------
// Conduction

/** Default RDS(on) temperature coefficient, %/K, when a junction temperature is given without one. */
export const DEFAULT_ALPHA_PCT = 0.5;
/** Junction range over which datasheets publish the normalised RDS(on) and VGS(th) curves. */
export const DATASHEET_TJ_RANGE: readonly [number, number] = [-55, 175];

/**
 * RMS of the on-state current: a trapezoid of centre value I and peak-to-peak ripple ΔI
 * flowing for the fraction D of the period, I_rms = √(D·(I² + ΔI²/12)); ΔI = 0 is a
 * rectangular pulse (I·√D), D = 1 a DC current (Erickson & Maksimović, Fundamentals of
 * Power Electronics, 3rd ed., App. A, RMS of common waveforms).
 */
export const onStateRms = (current: number, duty: number, ripplePp: number) => Math.sqrt(duty * (current * current + (ripplePp * ripplePp) / 12));

/**
 * RDS(on) at the junction temperature (Infineon, "MOSFET Power Losses Calculation Using
 * the Data-Sheet Parameters", Graovac, Pürschel & Kiep, 2006):
 * R(Tj) = R(Tref)·(1 + α/100)^(Tj − Tref), α in %/K.
 */
export const rdsAtTemperature = (rdsRef: number, tRef: number, tj: number, alphaPct: number) => rdsRef * det.pow(1 + alphaPct / 100, tj - tRef);

/** α from two points of the datasheet's normalised RDS(on)–Tj curve, for the help text and tests. */
export const alphaFromCurve = (ratio: number, tj: number, tRef = 25) => 100 * (det.pow(ratio, 1 / (tj - tRef)) - 1);

export const rdsFields = {
  rds_on: z.number().check(z.meta({ description: 'Drain-source on-resistance RDS(on) at rds_temp, mΩ' })),
  rds_temp: z._default(z.number(), 25).check(z.meta({ description: 'Junction temperature at which rds_on is specified, °C' })),
  tj: z.optional(z.number().check(z.meta({ description: 'Operating junction temperature, °C (default: rds_temp)' }))),
  alpha_pct: z.optional(z.number().check(z.meta({ description: 'RDS(on) temperature coefficient α, %/K' }))),
};

export const RDS_HINTS = {
  rds_on: { label: 'On-resistance RDS(on)', unit: 'mΩ', help: 'Datasheet value at your gate voltage; the maximum, not the typical, for a worst-case estimate.' },
  rds_temp: { label: 'Temperature of that RDS(on)', unit: '°C', help: 'Usually 25 °C; give 125 °C (and leave α blank) if you read RDS(on) at 125 °C.' },
  tj: { label: 'Junction temperature', unit: '°C', help: 'Operating junction temperature; RDS(on) is scaled to it.' },
  alpha_pct: { label: 'RDS(on) temperature coefficient α', unit: '%/°C', help: `Read from the normalised RDS(on)–Tj curve: α = 100·(ratio^(1/(Tj − 25)) − 1), e.g. ratio 1.6 at 125 °C → 0.47 %/°C. Default ${DEFAULT_ALPHA_PCT} %/°C.` },
} satisfies Record<string, FieldHint>;

export const RDS_ASSUMPTION = `RDS(on) at the junction temperature: R(Tj) = R(Tref)·(1 + α/100)^(Tj − Tref) (Infineon application note "MOSFET Power Losses Calculation Using the Data-Sheet Parameters", 2006). A blank Tj means the temperature at which RDS(on) was given (no scaling). α defaults to ${DEFAULT_ALPHA_PCT} %/°C (silicon: RDS(on) about ×1.6 at 125 °C and ×1.9 at 150 °C); read it from the datasheet curve for your part. The engine warns outside α 0–1.5 %/°C and Tj ${DATASHEET_TJ_RANGE[0]}…${DATASHEET_TJ_RANGE[1]} °C, the span of datasheet curves.`;

export interface RdsAtTj {
  rdsOhm: number;
  tj: number;
  factor: number;
  alphaPct: number;
  warnings: Warning[];
}

/** RDS(on) in Ω at the junction temperature (tjOverride when the engine solved it), or the error. */
export function resolveRds(inp: { rds_on: number; rds_temp: number; tj?: number; alpha_pct?: number }, tjOverride?: number): RdsAtTj | Outcome<never> {
  const bad =
    requirePositive('rds_on', inp.rds_on, inp.rds_on, 'RESISTANCE_MUST_BE_POSITIVE', 'RDS(on)', '10 mΩ') ??
    temperatureGuard('rds_temp', inp.rds_temp) ??
    (inp.tj === undefined ? null : temperatureGuard('tj', inp.tj));
  if (bad) return bad;
  if (inp.alpha_pct !== undefined && !(inp.alpha_pct > -100)) {
    return fail('ALPHA_OUT_OF_RANGE', 'alpha_pct', `α = ${formatNumber(inp.alpha_pct)} %/°C would make RDS(on) zero or negative.`, 'Give α in %/°C, typically 0.3–1 for silicon MOSFETs (e.g. 0.5).');
  }
  const tj = tjOverride ?? inp.tj ?? inp.rds_temp;
  const warnings: Warning[] = [];
  let alpha = inp.alpha_pct ?? 0;
  if (inp.alpha_pct === undefined && tj !== inp.rds_temp) {
    alpha = DEFAULT_ALPHA_PCT;
    warnings.push(warning('ALPHA_ASSUMED', `No RDS(on) temperature coefficient given: α = ${DEFAULT_ALPHA_PCT} %/°C was used to scale RDS(on) from ${formatNumber(inp.rds_temp)} °C to ${formatNumber(tj, 4)} °C.`, 'Give alpha_pct from the normalised RDS(on)–Tj curve of your datasheet.', 'info'));
  }
  if (alpha < 0 || alpha > 1.5) {
    warnings.push(warning('OUTSIDE_VALIDITY_RANGE', `α = ${formatNumber(alpha)} %/°C is outside the 0–1.5 %/°C usual for power MOSFETs.`, 'Check the unit: α is in percent per °C (0.5 means RDS(on) rises 0.5 % per °C).'));
  }
  if (tj < DATASHEET_TJ_RANGE[0] || tj > DATASHEET_TJ_RANGE[1]) {
    warnings.push(warning('OUTSIDE_VALIDITY_RANGE', `Junction temperature ${formatNumber(tj, 4)} °C is outside ${DATASHEET_TJ_RANGE[0]}…${DATASHEET_TJ_RANGE[1]} °C, where datasheet RDS(on) curves end.`, 'Use a temperature within the rated junction range.'));
  }
  const factor = det.pow(1 + alpha / 100, tj - inp.rds_temp);
  return { rdsOhm: (inp.rds_on / 1000) * factor, tj, factor, alphaPct: alpha, warnings };
}

// ---------------------------------------------------------------------------
// Current waveform

export const waveformFields = {
  current: z.optional(z.number().check(z.meta({ description: 'Drain current while on (centre of the ripple), A' }))),
  duty_pct: z.optional(z.number().check(z.meta({ description: 'Fraction of the period the MOSFET conducts, %' }))),
  ripple_pp: z._default(z.number(), 0).check(z.meta({ description: 'Peak-to-peak ripple of the drain current while on, A' })),
};

export const WAVEFORM_HINTS = {
  current: { label: 'Drain current while on', unit: 'A', help: 'For a buck high-side switch: the load current (the centre of the inductor ripple).' },
  duty_pct: { label: 'Duty cycle (on-time)', unit: '%', help: 'Buck high side ≈ 100·Vout/Vin; low side ≈ 100 − that; 100 for a static switch.' },
  ripple_pp: { label: 'Current ripple (peak-to-peak)', unit: 'A', help: 'Inductor ripple ΔI; 0 for a flat (rectangular) pulse.' },
} satisfies Record<string, FieldHint>;

export interface Waveform {
  current: number;
  duty: number;
  ripple: number;
  iRms: number;
  /** Current the switch turns on into (valley), ≥ 0. */
  iOn: number;
  /** Current the switch turns off (peak). */
  iOff: number;
  warnings: Warning[];
}

/** The on-state current waveform from current, duty and ripple (all required here), or the error. */
export function resolveWaveform(current: number, dutyPct: number, ripplePp: number): Waveform | Outcome<never> {
  const bad = nonNegativeGuard(current, 'current', 'current', 'A') ?? nonNegativeGuard(ripplePp, 'ripple_pp', 'ripple', 'A');
  if (bad) return bad;
  if (!(dutyPct > 0 && dutyPct <= 100)) {
    return fail('DUTY_CYCLE_OUT_OF_RANGE', 'duty_pct', `Duty cycle ${formatNumber(dutyPct)} % is outside (0, 100] %.`, 'Give the on-time share in percent, e.g. 40 (not 0.4); 100 for a switch that stays on.');
  }
  const warnings: Warning[] = [];
  const valley = current - ripplePp / 2;
  if (valley < 0) {
    warnings.push(warning('CURRENT_REVERSES', `The ripple (${formatNumber(ripplePp)} A pp) exceeds twice the current (${formatNumber(current)} A): the current starts at ${formatNumber(valley, 4)} A, so the switch turns on at zero voltage (body diode conducting) and its turn-on loss is taken as 0.`, 'This is expected at light load in a synchronous converter; check that the RMS current is what you meant.', 'info'));
  }
  return { current, duty: dutyPct / 100, ripple: ripplePp, iRms: onStateRms(current, dutyPct / 100, ripplePp), iOn: Math.max(0, valley), iOff: current + ripplePp / 2, warnings };
}

// ---------------------------------------------------------------------------
// Switching

export const SWITCHING_METHODS = ['times', 'gate-charge'] as const;
export type SwitchingMethod = (typeof SWITCHING_METHODS)[number];
export const SWITCHING_METHOD_SYNONYMS = { time: 'times', 'rise-fall': 'times', datasheet: 'times', charge: 'gate-charge', gate_charge: 'gate-charge', qg: 'gate-charge', qsw: 'gate-charge' };

export const switchingFields = {
  vds: z.number().check(z.meta({ description: 'Drain-source voltage the MOSFET blocks when off, V' })),
  fsw: z.number().check(z.meta({ description: 'Switching frequency, in fsw_unit' })),
  fsw_unit: frequencyUnitField('kHz'),
  t_rise: z.optional(z.number().check(z.meta({ description: 'Turn-on transition (current rise + voltage fall) time, ns' }))),
  t_fall: z.optional(z.number().check(z.meta({ description: 'Turn-off transition (voltage rise + current fall) time, ns' }))),
  qsw: z.optional(z.number().check(z.meta({ description: 'Switching gate charge Qsw = Qgs2 + Qgd, nC' }))),
  rg: z.optional(z.number().check(z.meta({ description: 'Total gate resistance (driver + external + internal), Ω' }))),
  vdrive: z.optional(z.number().check(z.meta({ description: 'Gate drive voltage, V' }))),
  vplateau: z.optional(z.number().check(z.meta({ description: 'Miller plateau voltage, V' }))),
  coss: z.optional(z.number().check(z.meta({ description: 'Output capacitance Coss (energy-related Co(er) if listed), pF' }))),
  qg: z.optional(z.number().check(z.meta({ description: 'Total gate charge at vdrive, nC' }))),
};

export const SWITCHING_HINTS = {
  vds: { label: 'Blocking voltage V_DS (off state)', unit: 'V', help: 'For a buck converter: the input voltage.' },
  fsw: { label: 'Switching frequency' },
  fsw_unit: { label: 'Frequency unit', options: Object.keys(FREQUENCY_UNITS).map((u) => ({ value: u, label: u })) },
  t_rise: { label: 'Turn-on transition time t_r', unit: 'ns', help: 'Datasheet rise time tr is a rough proxy; it was measured with the datasheet gate resistance and load.' },
  t_fall: { label: 'Turn-off transition time t_f', unit: 'ns' },
  qsw: { label: 'Switching charge Qsw', unit: 'nC', help: 'Qgs2 + Qgd; when only Qgs and Qgd are listed use Qgd + Qgs/2.' },
  rg: { label: 'Total gate resistance', unit: 'Ω', help: 'Driver output + external resistor + internal RG of the MOSFET.' },
  vdrive: { label: 'Gate drive voltage', unit: 'V' },
  vplateau: { label: 'Miller plateau voltage V_GP', unit: 'V', help: 'Datasheet "gate plateau voltage", or read from the gate-charge curve.' },
  coss: { label: 'Output capacitance Coss (optional)', unit: 'pF', help: 'Adds ½·Coss·V²·f for hard turn-on; use Co(er) when the datasheet lists it.' },
  qg: { label: 'Total gate charge Qg (optional)', unit: 'nC', help: 'Gives the gate-drive power Qg·Vdrive·f (dissipated mostly in the driver and gate resistors).' },
} satisfies Record<string, FieldHint>;

export const SWITCHING_ASSUMPTIONS = [
  'Hard switching with linear voltage and current transitions on an inductive (clamped) load: E_on = ½·V_DS·I_on·t_on, E_off = ½·V_DS·I_off·t_off, P_sw = (E_on + E_off)·f_sw, which for I_on = I_off = I is the textbook ½·V·I·(t_r + t_f)·f (Vishay AN608A "Power MOSFET Basics: Understanding Gate Charge and Using It to Assess Switching Performance"; Infineon "MOSFET Power Losses Calculation Using the Data-Sheet Parameters", 2006).',
  'Gate-charge method: the transition lasts while the gate driver moves the switching charge Qsw (= Qgs2 + Qgd) through the total gate resistance at the Miller plateau: t_on = Qsw·R_G/(V_drive − V_GP), t_off = Qsw·R_G/V_GP (Vishay AN608A; TI SLUP169, Balogh, "Fundamentals of MOSFET and IGBT Gate Driver Circuits").',
  'Output capacitance: P_Coss = ½·Coss·V_DS²·f_sw, the energy stored in Coss that the channel dissipates at each hard turn-on (constant Coss; use the energy-related Co(er)). Gate drive: P_G = Qg·V_drive·f_sw, reported separately because it is dissipated mostly in the driver and gate resistors, not in the MOSFET.',
  'Not included: body-diode conduction during dead time and reverse recovery (Qrr·V·f, dissipated mainly in the other switch), and soft (ZVS/ZCS) switching. Frequency units Hz, kHz, MHz, GHz; times in ns, charges in nC, capacitance in pF.',
];

export interface Transitions {
  tOn: number;
  tOff: number;
}

type SwitchingInputs = { vdrive?: number; vplateau?: number; qsw?: number; rg?: number; t_rise?: number; t_fall?: number; qg?: number; coss?: number; vds: number; fsw: number; fsw_unit: FrequencyUnit };

/** Transition times in s for the chosen method, or the error naming the missing or bad input. */
export function resolveTransitions(method: SwitchingMethod, inp: SwitchingInputs): Transitions | Outcome<never> {
  if (method === 'times') {
    for (const f of ['t_rise', 't_fall'] as const) {
      if (inp[f] === undefined) return fail('MISSING_REQUIRED_INPUT', f, `The switching-time method needs ${f} in ns.`, `Give ${f} (datasheet ${f === 't_rise' ? 'tr' : 'tf'}, e.g. 10 ns), or switch mode to "gate-charge".`);
      const bad = nonNegativeGuard(inp[f]!, f, 'time', 'ns');
      if (bad) return bad;
    }
    return { tOn: inp.t_rise! * 1e-9, tOff: inp.t_fall! * 1e-9 };
  }
  for (const f of ['qsw', 'rg', 'vdrive', 'vplateau'] as const) {
    if (inp[f] === undefined) return fail('MISSING_REQUIRED_INPUT', f, 'The gate-charge method needs Qsw, the total gate resistance, the drive voltage and the Miller plateau voltage.', `Give ${f} (${SWITCHING_HINTS[f].label}, ${SWITCHING_HINTS[f].unit}), or switch mode to "times".`);
  }
  const bad =
    requirePositive('qsw', inp.qsw!, inp.qsw!, 'GATE_CHARGE_MUST_BE_POSITIVE', 'Switching charge Qsw', '5 nC') ??
    requirePositive('rg', inp.rg!, inp.rg!, 'RESISTANCE_MUST_BE_POSITIVE', 'Total gate resistance', '5 Ω') ??
    requirePositive('vplateau', inp.vplateau!, inp.vplateau!, 'VOLTAGE_MUST_BE_POSITIVE', 'Miller plateau voltage', '3.5 V');
  if (bad) return bad;
  if (!(inp.vdrive! > inp.vplateau!)) {
    return fail('GATE_DRIVE_BELOW_PLATEAU', 'vdrive', `A gate drive of ${formatNumber(inp.vdrive!)} V does not exceed the Miller plateau ${formatNumber(inp.vplateau!)} V: the MOSFET never turns fully on.`, `Give vdrive above ${formatNumber(inp.vplateau!)} V (typically 10 V for standard, 4.5–5 V for logic-level MOSFETs).`);
  }
  const q = inp.qsw! * 1e-9;
  return { tOn: (q * inp.rg!) / (inp.vdrive! - inp.vplateau!), tOff: (q * inp.rg!) / inp.vplateau! };
}

export interface SwitchingLoss {
  fHz: number;
  eOn: number;
  eOff: number;
  pOn: number;
  pOff: number;
  pSwitching: number;
  pCoss: number;
  pGate: number;
}

/** Frequency, voltage and optional Coss / Qg checks shared by both methods; returns f in Hz. */
export function resolveSwitchingBasics(inp: SwitchingInputs): number | Outcome<never> {
  const bad =
    requirePositive('vds', inp.vds, inp.vds, 'VOLTAGE_MUST_BE_POSITIVE', 'Blocking voltage V_DS', '48 V') ??
    (inp.coss === undefined ? null : nonNegativeGuard(inp.coss, 'coss', 'capacitance', 'pF')) ??
    (inp.qg === undefined ? null : nonNegativeGuard(inp.qg, 'qg', 'gate charge', 'nC'));
  if (bad) return bad;
  if (inp.qg !== undefined && inp.vdrive === undefined) {
    return fail('MISSING_REQUIRED_INPUT', 'vdrive', 'The gate-drive power Qg·V·f needs the gate drive voltage.', 'Give vdrive in V (e.g. 10), or leave qg blank.');
  }
  if (inp.vdrive !== undefined) {
    const badV = requirePositive('vdrive', inp.vdrive, inp.vdrive, 'VOLTAGE_MUST_BE_POSITIVE', 'Gate drive voltage', '10 V');
    if (badV) return badV;
  }
  return frequencyHz('fsw', inp.fsw, inp.fsw_unit);
}

/** The transitions must fit in one switching period, or the linear model means nothing. */
export function periodGuard(t: Transitions, fHz: number): Outcome<never> | null {
  const period = 1 / fHz;
  if (t.tOn + t.tOff < period) return null;
  return fail('SWITCHING_TIMES_EXCEED_PERIOD', 'fsw', `The transitions (${formatNumber((t.tOn + t.tOff) * 1e9, 4)} ns) take the whole switching period of ${formatNumber(period * 1e9, 4)} ns or more: no time is left on or off.`, 'Lower the switching frequency, or check the units: times in ns, frequency in the unit selected.');
}

export function switchingLoss(vds: number, iOn: number, iOff: number, t: Transitions, fHz: number, cossPf = 0, qgNc = 0, vdrive = 0): SwitchingLoss {
  const eOn = 0.5 * vds * iOn * t.tOn;
  const eOff = 0.5 * vds * iOff * t.tOff;
  return {
    fHz,
    eOn,
    eOff,
    pOn: eOn * fHz,
    pOff: eOff * fHz,
    pSwitching: (eOn + eOff) * fHz,
    pCoss: 0.5 * cossPf * 1e-12 * vds * vds * fHz,
    pGate: qgNc * 1e-9 * vdrive * fHz,
  };
}

// ---------------------------------------------------------------------------
// Self-consistent junction temperature

/** Hottest junction the search visits before it calls the path a thermal runaway. */
const RUNAWAY_LIMIT_C = 1000;
/** Newton steps allowed: quadratic convergence needs about 5; at the edge of runaway (a double root) it halves the error per step. */
export const TJ_SOLVER_MAX_STEPS = 100;

/** Conduction loss at T: pRef·(1 + α/100)^(T − tRef), RDS(on) rising (or falling, α < 0) exponentially with T. */
export interface ConductionLaw {
  pRef: number;
  tRef: number;
  alphaPct: number;
}

/**
 * The junction temperature that satisfies T = T_A + Rθ·(P_fixed + P_cond(T)), the lowest
 * solution, or null when there is none below RUNAWAY_LIMIT_C (thermal runaway).
 *
 * Newton's method on g(T) = T − T_A − Rθ·(P_fixed + P_cond(T)) from T_A, in fast-math.
 * P_cond is an exponential, so g is concave for any α, and g(T_A) ≤ 0: the Newton steps
 * rise monotonically to the lowest root, and g′ ≤ 0 on the way means g never reaches 0
 * (no root: runaway). It stops when a step is below a relative 1e-12, or after
 * TJ_SOLVER_MAX_STEPS. (The fixed-point iteration T ← T_A + Rθ·P(T) it replaced crept at
 * a rate Rθ·P′(T) near runaway and oscillated for α < 0, up to 100 000 steps and 15 s.)
 */
export function selfConsistentTj(ambient: number, rth: number, fixedLoss: number, law: ConductionLaw): { tj: number; iterations: number } | null {
  const lambda = fast.log(1 + law.alphaPct / 100); // P_cond = pRef·e^(λ(T − tRef))
  let t = ambient;
  for (let i = 1; i <= TJ_SOLVER_MAX_STEPS; i++) {
    const p = law.pRef * fast.exp(lambda * (t - law.tRef));
    const g = t - ambient - rth * (fixedLoss + p);
    const slope = 1 - rth * lambda * p;
    if (!(slope > 0)) return null;
    const next = t - g / slope;
    if (!Number.isFinite(next) || next > RUNAWAY_LIMIT_C) return null;
    if (Math.abs(next - t) <= 1e-12 * Math.max(1, Math.abs(next))) return { tj: next, iterations: i };
    t = next;
  }
  return { tj: t, iterations: TJ_SOLVER_MAX_STEPS };
}
