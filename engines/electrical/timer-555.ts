// NE555 timer: astable (frequency, duty cycle, high/low times from RA, RB, C; or the
// resistors / capacitor for a target) and monostable (pulse width from RA and C, or
// the RA / C for a target pulse), with the ideal 1/3–2/3 Vcc thresholds.
import * as z from 'zod/mini';
import type { Warning } from '../core/contract.ts';
import { defineEngine } from '../core/contract.ts';
import { fail, isOutcome, ok, warning } from '../core/outcome.ts';
import { formatNumber } from '../core/numeric.ts';
import { unknownOf, unusedInputsWarning } from './_lib/input-combinations.ts';
import { CAPACITANCE_UNITS, TIME_UNITS, capacitanceFarads, capacitanceUnitField, durationSeconds, formatInUnit, resistanceOhms, timeUnitField, unitOptions } from './_lib/passive-units.ts';
import { FREQUENCY_UNITS, frequencyHz, frequencyUnitField } from './_lib/rf-units.ts';
import * as det from '../core/det-math.ts';
import { drawTimer555 } from './timer-555.picture.ts';

const MODES = ['astable', 'monostable'] as const;
/** Charging from 1/3 to 2/3 Vcc, or discharging from 2/3 to 1/3: ln 2 time constants. */
const LN2 = Math.LN2;
/** Charging from 0 to 2/3 Vcc (monostable): ln 3 time constants. */
const LN3 = det.log(3);
/** Threshold current (0.25 µA max at 15 V) limits RA + RB to about 20 MΩ (Signetics/TI NE555 data). */
const MAX_TIMING_RESISTANCE = 20e6;

const input = z.object({
  mode: z._default(z.enum(MODES), 'astable'),
  RA: z.optional(z.number()),
  RB: z.optional(z.number()),
  C: z.optional(z.number()),
  C_unit: capacitanceUnitField('uF'),
  f: z.optional(z.number()),
  f_unit: frequencyUnitField('Hz'),
  duty: z.optional(z.number()),
  t_pulse: z.optional(z.number()),
  t_unit: timeUnitField('ms'),
});

const output = z.object({
  mode: z.enum(MODES),
  solved_for: z.enum(['timing', 'resistors', 'C', 'RA', 't_pulse']),
  RA: z.number(),
  RB: z.optional(z.number()),
  C: z.number(),
  frequency: z.optional(z.number()),
  period: z.optional(z.number()),
  t_high: z.optional(z.number()),
  t_low: z.optional(z.number()),
  duty_pct: z.optional(z.number()),
  t_pulse: z.optional(z.number()),
});

const FORMULAS = {
  timing: { id: 'timer-555.astable', expression: 't_high = ln2·(RA + RB)·C;  t_low = ln2·RB·C;  f = 1 / (ln2·(RA + 2RB)·C);  D = (RA + RB)/(RA + 2RB)', label: '555 astable timing' },
  resistors: { id: 'timer-555.astable-design', expression: 'RB = (1 − D)/(ln2·f·C);  RA = (2D − 1)/(ln2·f·C)', label: '555 astable resistors for a frequency and duty cycle' },
  C: { id: 'timer-555.astable-capacitor', expression: 'C = 1 / (ln2·f·(RA + 2RB))', label: '555 astable capacitor for a frequency' },
  monostable: { id: 'timer-555.monostable', expression: 't_pulse = ln3·RA·C  (≈ 1.1·RA·C)', label: '555 monostable pulse width' },
};

export const engine = defineEngine({
  id: 'timer-555',
  area: 'electrical',
  title: '555 timer calculator (astable and monostable)',
  description:
    'NE555 astable oscillator frequency, period, duty cycle and high/low times from RA, RB and C, or the resistors or capacitor for a target frequency and duty cycle; monostable (one-shot) pulse width from RA and C, or the resistor or capacitor for a target pulse.',
  keywords: ['555 timer', 'NE555', 'LM555', 'astable multivibrator', 'monostable', 'one shot', 'oscillator frequency', 'duty cycle', 'pulse width', 'square wave generator', '1.44/((RA+2RB)C)', '1.1RC'],
  capability_id: 'electrical.timer_555',
  version: '1.2.0',
  page: 'electric',
  input,
  output,
  unit: 'Hz',
  errors: [
    'CAPACITANCE_MUST_BE_POSITIVE',
    'DUTY_CYCLE_OUT_OF_RANGE',
    'FREQUENCY_MUST_BE_POSITIVE',
    'INPUT_OUT_OF_RANGE',
    'RESISTANCE_MUST_BE_NONZERO',
    'RESISTANCE_MUST_BE_POSITIVE',
  ],
  warnings: ['INPUT_IGNORED', 'OUTSIDE_VALIDITY_RANGE'],
  formula: FORMULAS.timing,
  assumptions: [
    'Ideal bipolar 555 (TI NE555 datasheet SLFS022, "Applications"): thresholds at 1/3 and 2/3 Vcc, so astable charging through RA + RB and discharging through RB each take ln 2 time constants and the monostable pulse ln 3. The datasheet rounds these to 0.693, 1.44 (= 1/0.693) and 1.1; this engine uses ln 2 = 0.693147 and ln 3 = 1.098612 (1.1 is 0.13 % longer).',
    'Astable: t_high = ln2·(RA + RB)·C, t_low = ln2·RB·C, period = ln2·(RA + 2RB)·C, duty = t_high/period (output high share), always above 50 %; a target duty of 50 % or less needs a diode across RB, which this engine does not model.',
    'Give RA, RB and C for the timing; f, duty and C for RA and RB; or RA, RB and f for C. Monostable: give two of RA, C and t_pulse.',
    'RA + RB above about 20 MΩ (the threshold-current limit at 15 V in the NE555 data) gets OUTSIDE_VALIDITY_RANGE. Not modelled: discharge-transistor saturation, output rise/fall times, supply dependence (about 0.1 %/V), capacitor leakage and tolerance; CMOS 555s (TLC555, ICM7555) follow the same formulas with higher resistance limits.',
    'SI results: Hz, s, Ω, F; duty in %. Inputs in the frequency, capacitance and time units selected.',
  ],
  ui: {
    fields: {
      mode: { label: 'Mode', options: [{ value: 'astable', label: 'Astable (oscillator)' }, { value: 'monostable', label: 'Monostable (one-shot)' }] },
      RA: { label: 'RA (pin 7 to Vcc)', unit: 'Ω' },
      RB: { label: 'RB (pin 7 to pins 6/2)', unit: 'Ω' },
      // The NE555 datasheet's timing charts run from about 100 pF (below it, stray capacitance rules) to about 1000 µF.
      C: { label: 'Timing capacitor C', typical: ['100 pF', '10 mF'] },
      C_unit: { label: 'Capacitance unit', options: unitOptions(CAPACITANCE_UNITS) },
      f: { label: 'Target frequency (astable)' },
      f_unit: { label: 'Frequency unit' },
      duty: { label: 'Target duty cycle, output high (astable)', unit: '%' },
      t_pulse: { label: 'Pulse width (monostable)', unitSelect: 't_unit' },
      t_unit: { label: 'Time unit', options: unitOptions(TIME_UNITS) },
    },
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'astable', label: 'Astable', fields: ['RA', 'RB', 'C', 'C_unit', 'f', 'f_unit', 'duty'] },
          { value: 'monostable', label: 'Monostable', fields: ['RA', 'C', 'C_unit', 't_pulse', 't_unit'] },
        ],
      },
    ],
    initial: { mode: 'astable', RA: 10000, RB: 68000, C: 10, C_unit: 'uF' },
    headline: 'frequency',
    outputs: {
      // Named like inputs entered in a chosen unit; the results are always in these.
      C: { unit: 'F' },
      t_pulse: { unit: 's' },
      solved_for: { label: 'Solved for' },
      frequency: { label: 'Frequency', unit: 'Hz' },
      period: { label: 'Period', unit: 's' },
      t_high: { label: 'Output high time', unit: 's' },
      t_low: { label: 'Output low time', unit: 's' },
      duty_pct: { label: 'Duty cycle (output high)', unit: '%' },
    },
  },
  examples: [
    {
      name: 'Astable with RA = 10 kΩ, RB = 68 kΩ, C = 10 µF',
      inputs: { mode: 'astable', RA: 10000, RB: 68000, C: 10, C_unit: 'uF' },
      expect: { status: 'success', values: { t_high: 0.54, t_low: 0.47, period: 1.01, frequency: 0.99, duty_pct: 53.4 }, rel: 1e-2 },
      source: 'Electronics Tutorials, "555 Oscillator Tutorial", astable example: t1 = 0.54 s, t2 = 0.47 s, T = 1.01 s, f = 0.99 Hz, duty 53.4 % (datasheet constant 0.693).',
    },
    {
      name: 'Same circuit, exact ln 2 values',
      inputs: { mode: 'astable', RA: 10000, RB: 68000, C: 10, C_unit: 'uF' },
      expect: { status: 'success', values: { frequency: 0.988147288280112, duty_pct: 53.42465753424658 }, rel: 1e-12 },
      source: 'Exact arithmetic: f = 1/(ln2·(10k + 136k)·10 µF); D = 78/146.',
    },
    {
      name: 'Resistors for 1 kHz at 60 % duty with 10 nF',
      inputs: { mode: 'astable', f: 1, f_unit: 'kHz', duty: 60, C: 10, C_unit: 'nF' },
      expect: { status: 'success', values: { RA: 28853.900817779268, RB: 57707.801635558536, frequency: 1000, duty_pct: 60 }, rel: 1e-9 },
      source: 'Exact arithmetic from the datasheet relations: RB = 0.4/(ln2·1000·10⁻⁸), RA = 0.2/(ln2·1000·10⁻⁸).',
    },
    {
      name: 'Monostable pulse with RA = 100 kΩ, C = 10 µF',
      inputs: { mode: 'monostable', RA: 100000, C: 10, C_unit: 'uF', t_unit: 's' },
      expect: { status: 'success', values: { t_pulse: 1.1 }, rel: 2e-3 },
      source: 'TI NE555 datasheet (SLFS022), monostable operation: tw = 1.1·RA·C = 1.1 s (exact ln 3 gives 1.0986 s).',
    },
    {
      name: 'Duty cycle of 40 %',
      inputs: { mode: 'astable', f: 1000, duty: 40, C: 10, C_unit: 'nF' },
      expect: { status: 'error', code: 'DUTY_CYCLE_OUT_OF_RANGE' },
      source: 'In the standard astable t_high = ln2·(RA + RB)·C exceeds t_low = ln2·RB·C, so the duty is above 50 %.',
    },
  ],
  limitations: ['Standard RA/RB astable (no diode-steered 50 %-and-below circuits) and the basic monostable; no control-voltage modulation or supply-dependent thresholds.'],
  picture: drawTimer555,
  compute(inp) {
    return inp.mode === 'astable' ? astable(inp) : monostable(inp);
  },
});

type Input = z.output<typeof input>;

function timingWarnings(RA: number, RB = 0): Warning[] {
  if (RA + RB <= MAX_TIMING_RESISTANCE) return [];
  return [warning('OUTSIDE_VALIDITY_RANGE', `RA + RB = ${formatNumber((RA + RB) / 1e6, 4)} MΩ is above the ~20 MΩ the NE555 threshold current allows (at 15 V); timing becomes unreliable.`, 'Use a larger capacitor and smaller resistors, or a CMOS 555 (TLC555, ICM7555).')];
}

/** The first input missing from the astable shape the given values come closest to. */
function missingAstableInput(RA?: number, RB?: number, C?: number, f?: number, duty?: number): string {
  if (RA !== undefined || RB !== undefined) {
    // Resistors given: the timing needs both of them and C (or f to solve C).
    if (RA === undefined) return 'RA';
    if (RB === undefined) return 'RB';
    return 'f';
  }
  // No resistors: design them from f, duty and C (a duty alone asks for f; nothing of it, RA).
  if (f === undefined) return duty === undefined ? 'RA' : 'f';
  if (duty === undefined) return 'duty';
  return 'C';
}

function astable(inp: Input) {
  const RA = inp.RA === undefined ? undefined : resistanceOhms('RA', inp.RA, 'pin 7 would short the supply when the discharge transistor turns on.');
  if (isOutcome(RA)) return RA;
  const RB = inp.RB === undefined ? undefined : resistanceOhms('RB', inp.RB, 'the capacitor would discharge instantly and the astable cannot oscillate.');
  if (isOutcome(RB)) return RB;
  const C = inp.C === undefined ? undefined : capacitanceFarads('C', inp.C, inp.C_unit);
  if (isOutcome(C)) return C;
  const f = inp.f === undefined ? undefined : frequencyHz('f', inp.f, inp.f_unit);
  if (isOutcome(f)) return f;
  const warnings: Warning[] = [...unusedInputsWarning(inp, ['t_pulse'], 'in astable mode')];

  let solved: 'timing' | 'resistors' | 'C';
  let ra: number;
  let rb: number;
  let c: number;
  if (RA !== undefined && RB !== undefined && (C !== undefined || f !== undefined)) {
    if (C !== undefined) {
      solved = 'timing';
      c = C;
      warnings.push(...unusedInputsWarning(inp, ['f', 'duty'], 'when RA, RB and C fix the timing'));
    } else {
      solved = 'C';
      c = 1 / (LN2 * f! * (RA + 2 * RB));
      warnings.push(...unusedInputsWarning(inp, ['duty'], 'when solving C (RA and RB fix the duty cycle)'));
    }
    ra = RA;
    rb = RB;
  } else if (f !== undefined && inp.duty !== undefined && C !== undefined) {
    const D = inp.duty / 100;
    if (!(D > 0.5 && D < 1)) {
      return fail('DUTY_CYCLE_OUT_OF_RANGE', 'duty', `A standard 555 astable has a duty cycle between 50 % and 100 % (exclusive); ${inp.duty} % is outside it.`, inp.duty <= 50 ? 'For 50 % or less put a diode across RB (charging through RA only), or invert the output; otherwise use a duty above 50 %, e.g. 60.' : 'Use a duty cycle below 100 %, e.g. 90.');
    }
    solved = 'resistors';
    c = C;
    rb = (1 - D) / (LN2 * f * C);
    ra = (2 * D - 1) / (LN2 * f * C);
    warnings.push(...unusedInputsWarning(inp, ['RA', 'RB'], 'when designing RA and RB for f and duty'));
  } else {
    const missing = missingAstableInput(RA, RB, C, f, inp.duty);
    return fail('MISSING_REQUIRED_INPUT', missing, 'An astable needs RA, RB and C (timing), f, duty and C (resistors), or RA, RB and f (capacitor).', `Add ${missing}; e.g. RA = 10000, RB = 68000, C = 10 µF.`);
  }
  const tHigh = LN2 * (ra + rb) * c;
  const tLow = LN2 * rb * c;
  const period = tHigh + tLow;
  if (![ra, rb, c, period].every((x) => Number.isFinite(x) && x > 0)) {
    return fail('NON_FINITE_RESULT', solved === 'C' ? 'f' : 'C', 'The timing overflows or underflows a double with these magnitudes.', 'Check the units (µF vs F, kHz vs Hz).');
  }
  const result = { mode: inp.mode, solved_for: solved, RA: ra, RB: rb, C: c, frequency: 1 / period, period, t_high: tHigh, t_low: tLow, duty_pct: (100 * tHigh) / period };
  const shown =
    solved === 'timing'
      ? `f = ${formatInUnit(result.frequency, FREQUENCY_UNITS, inp.f_unit)}, duty ${formatNumber(result.duty_pct, 4)} %`
      : solved === 'resistors'
        ? `RA = ${formatNumber(ra, 6)} Ω, RB = ${formatNumber(rb, 6)} Ω`
        : `C = ${formatInUnit(c, CAPACITANCE_UNITS, inp.C_unit)}`;
  return ok(result, { warnings: [...warnings, ...timingWarnings(ra, rb)], formula: FORMULAS[solved], formatted: shown });
}

function monostable(inp: Input) {
  const unknown = unknownOf(inp, ['RA', 'C', 't_pulse'] as const, { RA: 'timing resistor', C: 'timing capacitor', t_pulse: 'pulse width' });
  if (isOutcome(unknown)) return unknown;
  let RA = inp.RA === undefined ? undefined : resistanceOhms('RA', inp.RA, 'the capacitor would charge instantly (no pulse) and pin 7 would short the supply.');
  if (isOutcome(RA)) return RA;
  let C = inp.C === undefined ? undefined : capacitanceFarads('C', inp.C, inp.C_unit);
  if (isOutcome(C)) return C;
  let t = inp.t_pulse === undefined ? undefined : durationSeconds('t_pulse', inp.t_pulse, inp.t_unit);
  if (isOutcome(t)) return t;
  if (unknown === 't_pulse') t = LN3 * RA! * C!;
  else if (unknown === 'RA') RA = t! / (LN3 * C!);
  else C = t! / (LN3 * RA!);
  if (![RA, C, t].every((x) => Number.isFinite(x) && x! > 0)) {
    return fail('NON_FINITE_RESULT', unknown, 'The pulse timing overflows or underflows a double with these magnitudes.', 'Check the units (µF vs F, ms vs s).');
  }
  const shown =
    unknown === 't_pulse'
      ? `t = ${formatInUnit(t!, TIME_UNITS, inp.t_unit)}`
      : unknown === 'RA'
        ? `RA = ${formatNumber(RA!, 6)} Ω`
        : `C = ${formatInUnit(C!, CAPACITANCE_UNITS, inp.C_unit)}`;
  return ok(
    { mode: inp.mode, solved_for: unknown, RA: RA!, C: C!, t_pulse: t! },
    { warnings: [...unusedInputsWarning(inp, ['RB', 'f', 'duty'], 'in monostable mode'), ...timingWarnings(RA!)], formula: FORMULAS.monostable, formatted: shown },
  );
}
