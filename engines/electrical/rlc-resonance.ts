// Resonant frequency of an LC / RLC circuit (series or parallel), or the L or C for a
// wanted resonance; with R: quality factor, bandwidth, half-power frequencies, damping,
// and with a source voltage the current and the voltage/current magnification at resonance.
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { fail, isOutcome, ok } from '../core/outcome.ts';
import { formatNumber } from '../core/numeric.ts';
import { unknownOf } from './_lib/input-combinations.ts';
import {
  CAPACITANCE_UNITS,
  INDUCTANCE_UNITS,
  capacitanceFarads,
  capacitanceUnitField,
  formatInUnit,
  inductanceHenries,
  inductanceUnitField,
  resistanceOhms,
  unitOptions,
} from './_lib/passive-units.ts';
import { FREQUENCY_UNITS, frequencyHz, frequencyUnitField } from './_lib/rf-units.ts';
import * as det from '../core/det-math.ts';

const CIRCUITS = ['series', 'parallel'] as const;

const input = z.object({
  circuit: z._default(z.enum(CIRCUITS), 'series'),
  L: z.optional(z.number()),
  L_unit: inductanceUnitField('mH'),
  C: z.optional(z.number()),
  C_unit: capacitanceUnitField('uF'),
  f0: z.optional(z.number()),
  f_unit: frequencyUnitField('Hz'),
  R: z.optional(z.number()),
  V: z.optional(z.number()),
});

const output = z.object({
  circuit: z.enum(CIRCUITS),
  solved_for: z.enum(['L', 'C', 'f0']),
  f0: z.number(),
  omega0: z.number(),
  period: z.number(),
  L: z.number(),
  C: z.number(),
  reactance: z.number(),
  Z_characteristic: z.number(),
  R: z.optional(z.number()),
  Q: z.optional(z.number()),
  bandwidth: z.optional(z.number()),
  f_low: z.optional(z.number()),
  f_high: z.optional(z.number()),
  zeta: z.optional(z.number()),
  damping: z.optional(z.enum(['underdamped', 'critically damped', 'overdamped'])),
  Z_resonance: z.optional(z.number()),
  I_source: z.optional(z.number()),
  V_L: z.optional(z.number()),
  V_C: z.optional(z.number()),
  I_L: z.optional(z.number()),
  I_C: z.optional(z.number()),
});

const LABELS = { L: 'inductance', C: 'capacitance', f0: 'resonant frequency' } as const;
const EXPRESSIONS = { f0: 'f0 = 1 / (2π·√(L·C))', L: 'L = 1 / ((2π·f0)²·C)', C: 'C = 1 / ((2π·f0)²·L)' } as const;

export const engine = defineEngine({
  id: 'rlc-resonance',
  area: 'electrical',
  title: 'RLC resonant frequency calculator (series / parallel)',
  description:
    'Resonant frequency of a series or parallel LC or RLC circuit, or the inductor or capacitor for a wanted resonance; with a resistance the quality factor Q, bandwidth, −3 dB frequencies and damping, and with a source voltage the current and the voltage or current magnification at resonance.',
  keywords: ['resonant frequency', 'resonance', 'LC circuit', 'RLC circuit', 'tank circuit', 'series resonance', 'parallel resonance', 'quality factor', 'Q factor', 'bandwidth', 'half power frequency', 'damping ratio', 'LC oscillator frequency'],
  capability_id: 'electrical.rlc_resonance',
  version: '1.0.0',
  page: 'electric',
  input,
  output,
  unit: 'Hz',
  errors: [
    'CAPACITANCE_MUST_BE_POSITIVE',
    'INDUCTANCE_MUST_BE_POSITIVE',
    'INPUT_OUT_OF_RANGE',
    'RESISTANCE_MUST_BE_NONZERO',
    'RESISTANCE_MUST_BE_POSITIVE',
  ],
  warnings: [],
  formula: { id: 'rlc-resonance.f0', expression: EXPRESSIONS.f0, label: 'LC resonant frequency' },
  assumptions: [
    'Ideal L and C; f0 = 1/(2π√(LC)) where the reactances cancel (ωL = 1/(ωC)); give two of L, C and f0 (Horowitz & Hill, The Art of Electronics, 3rd ed., §1.7.14; Nilsson & Riedel, Electric Circuits, ch. 14).',
    'Series RLC (R, L, C in series): Q = ω0·L/R = (1/R)·√(L/C), bandwidth f0/Q = R/(2πL), |Z| minimum = R at f0; with a source voltage V: I = V/R and V_L = V_C = Q·V.',
    'Parallel RLC (R, L, C all in parallel, ideal branches): Q = R/(ω0·L) = R·√(C/L), bandwidth f0/Q = 1/(2πRC), |Z| maximum = R at f0; with V: source current V/R and branch currents I_L = I_C = Q·V/R. A real coil\'s series resistance r maps to R ≈ (ω0L)²/r only at high Q.',
    'Half-power (−3 dB) frequencies exactly f0·(√(1 + 1/(4Q²)) ∓ 1/(2Q)); their geometric mean is f0 (f0 ± bandwidth/2 is only the high-Q approximation). Damping ratio ζ = 1/(2Q): < 1 underdamped, = 1 critically damped, > 1 overdamped.',
    'Without R the circuit is lossless and Q, bandwidth and damping are not given. SI results (Hz, H, F, Ω, s, A, V); inputs in the units selected.',
  ],
  ui: {
    fields: {
      circuit: { label: 'Circuit', options: [{ value: 'series', label: 'Series RLC' }, { value: 'parallel', label: 'Parallel RLC (tank)' }] },
      L: { label: 'Inductance L' },
      L_unit: { label: 'Inductance unit', options: unitOptions(INDUCTANCE_UNITS) },
      C: { label: 'Capacitance C' },
      C_unit: { label: 'Capacitance unit', options: unitOptions(CAPACITANCE_UNITS) },
      f0: { label: 'Resonant frequency f0', unitSelect: 'f_unit' },
      f_unit: { label: 'Frequency unit' },
      R: { label: 'Resistance R (optional: Q and bandwidth)', unit: 'Ω' },
      V: { label: 'Source voltage (optional, RMS or peak)', unit: 'V' },
    },
    tabs: [
      {
        field: 'circuit',
        tabs: [
          { value: 'series', label: 'Series', fields: ['L', 'L_unit', 'C', 'C_unit', 'f0', 'f_unit', 'R', 'V'] },
          { value: 'parallel', label: 'Parallel', fields: ['L', 'L_unit', 'C', 'C_unit', 'f0', 'f_unit', 'R', 'V'] },
        ],
      },
    ],
    initial: { circuit: 'series', L: 20, L_unit: 'mH', C: 2, C_unit: 'uF', R: 30, V: 9 },
    headline: 'f0',
    outputs: {
      // Named like inputs entered in a chosen unit; the results are always in these.
      L: { unit: 'H' },
      C: { unit: 'F' },
      f0: { unit: 'Hz' },
      solved_for: { label: 'Solved for' },
      omega0: { label: 'Angular resonant frequency ω0', unit: 'rad/s' },
      period: { label: 'Period at resonance', unit: 's' },
      reactance: { label: 'Reactance of L or C at resonance', unit: 'Ω' },
      Z_characteristic: { label: 'Characteristic impedance √(L/C)', unit: 'Ω' },
      Q: { label: 'Quality factor Q' },
      bandwidth: { label: 'Bandwidth (−3 dB)', unit: 'Hz' },
      f_low: { label: 'Lower half-power frequency', unit: 'Hz' },
      f_high: { label: 'Upper half-power frequency', unit: 'Hz' },
      zeta: { label: 'Damping ratio ζ' },
      damping: { label: 'Damping' },
      Z_resonance: { label: 'Impedance at resonance', unit: 'Ω' },
      I_source: { label: 'Source current at resonance', unit: 'A' },
      V_L: { label: 'Inductor voltage at resonance', unit: 'V' },
      V_C: { label: 'Capacitor voltage at resonance', unit: 'V' },
      I_L: { label: 'Inductor current at resonance', unit: 'A' },
      I_C: { label: 'Capacitor current at resonance', unit: 'A' },
    },
  },
  examples: [
    {
      name: 'Series: 30 Ω, 2 µF, 20 mH on a 9 V supply',
      inputs: { circuit: 'series', L: 20, L_unit: 'mH', C: 2, C_unit: 'uF', R: 30, V: 9 },
      expect: { status: 'success', values: { f0: 795.7747154594767, Q: 3.3333333333333335, bandwidth: 238.73241463784303, I_source: 0.3, V_L: 30, V_C: 30 }, rel: 1e-9 },
      source: 'Electronics Tutorials, "Series Resonance Circuit", Example No1: f0 = 796 Hz, I = 0.3 A, VL = VC = 30 V, Q = 3.33, BW = 238 Hz.',
    },
    {
      name: 'Parallel: 60 Ω, 120 µF, 200 mH on 100 V',
      inputs: { circuit: 'parallel', L: 200, L_unit: 'mH', C: 120, C_unit: 'uF', R: 60, V: 100 },
      expect: { status: 'success', values: { f0: 32.48736, Q: 1.4696938, bandwidth: 22.10485, I_source: 1.6666667, I_L: 2.4494897 }, rel: 1e-6 },
      source: 'Electronics Tutorials, "Parallel Resonance Circuit", Example No1: f0 = 32.5 Hz, Q = 1.47, BW = 22.1 Hz, I = 1.67 A, IL = IC = 2.45 A.',
    },
    {
      name: 'Capacitor for 1 MHz with a 10 µH coil',
      inputs: { L: 10, L_unit: 'uH', f0: 1, f_unit: 'MHz', C_unit: 'nF' },
      expect: { status: 'success', values: { C: 2.5330295910584444e-9, solved_for: 'C' }, rel: 1e-12 },
      source: 'Exact arithmetic: C = 1/((2π·10⁶)²·10⁻⁵) = 2.533 nF.',
    },
    {
      name: 'Three of L, C, f0 given',
      inputs: { L: 10, C: 1, f0: 1000 },
      expect: { status: 'error', code: 'INVALID_INPUT' },
      source: 'Two of L, C and f0 determine the third.',
    },
  ],
  limitations: ['Ideal lumped components; no coil or capacitor self-resonance, ESR or skin effect; the parallel model has R across the tank, not in series with the coil.'],
  compute(inp) {
    const unknown = unknownOf(inp, ['L', 'C', 'f0'] as const, LABELS);
    if (isOutcome(unknown)) return unknown;
    let L = inp.L === undefined ? undefined : inductanceHenries('L', inp.L, inp.L_unit);
    if (isOutcome(L)) return L;
    let C = inp.C === undefined ? undefined : capacitanceFarads('C', inp.C, inp.C_unit);
    if (isOutcome(C)) return C;
    let f0 = inp.f0 === undefined ? undefined : frequencyHz('f0', inp.f0, inp.f_unit);
    if (isOutcome(f0)) return f0;
    const R = inp.R === undefined ? undefined : resistanceOhms('R', inp.R, inp.circuit === 'series' ? 'a lossless series circuit has no finite Q; leave R blank for the ideal LC values.' : 'it short-circuits the tank; leave R blank for an ideal (lossless) tank.');
    if (isOutcome(R)) return R;

    const w2 = (f: number) => det.pow(2 * Math.PI * f, 2);
    if (unknown === 'f0') f0 = 1 / (2 * Math.PI * Math.sqrt(L! * C!));
    else if (unknown === 'L') L = 1 / (w2(f0!) * C!);
    else C = 1 / (w2(f0!) * L!);
    if (![L, C, f0].every((x) => Number.isFinite(x) && x! > 0)) {
      return fail('NON_FINITE_RESULT', unknown, `The ${LABELS[unknown]} overflows or underflows a double with these magnitudes.`, 'Check the units of the values (µH vs H, pF vs F, MHz vs Hz).');
    }
    const omega0 = 2 * Math.PI * f0!;
    const reactance = omega0 * L!;
    const result: z.output<typeof output> = {
      circuit: inp.circuit,
      solved_for: unknown,
      f0: f0!,
      omega0,
      period: 1 / f0!,
      L: L!,
      C: C!,
      reactance,
      Z_characteristic: Math.sqrt(L! / C!),
    };
    if (R !== undefined) {
      const series = inp.circuit === 'series';
      const Q = series ? reactance / R : R / reactance;
      const half = 1 / (2 * Q);
      const root = Math.sqrt(1 + half * half);
      Object.assign(result, {
        R,
        Q,
        bandwidth: f0! / Q,
        f_low: f0! * (root - half),
        f_high: f0! * (root + half),
        zeta: half,
        // ζ within 1e-9 of 1 counts as critical: R = 2√(L/C) rarely lands on 1 exactly in doubles.
        damping: Math.abs(half - 1) <= 1e-9 ? 'critically damped' : half < 1 ? 'underdamped' : 'overdamped',
        Z_resonance: R,
      });
      if (inp.V !== undefined) {
        const I = inp.V / R;
        Object.assign(result, series ? { I_source: I, V_L: Q * inp.V, V_C: Q * inp.V } : { I_source: I, I_L: Q * I, I_C: Q * I });
      }
    } else if (inp.V !== undefined) {
      return fail('MISSING_REQUIRED_INPUT', 'R', 'Currents and voltages at resonance need the circuit resistance: an ideal LC has zero (series) or infinite (parallel) impedance there.', 'Give R in Ω (e.g. the coil resistance), or leave V blank.');
    }
    const shown =
      unknown === 'f0'
        ? `f0 = ${formatInUnit(f0!, FREQUENCY_UNITS, inp.f_unit)}`
        : unknown === 'L'
          ? `L = ${formatInUnit(L!, INDUCTANCE_UNITS, inp.L_unit)}`
          : `C = ${formatInUnit(C!, CAPACITANCE_UNITS, inp.C_unit)}`;
    return ok(result, {
      formula: { id: `rlc-resonance.${unknown}`, expression: EXPRESSIONS[unknown], label: `LC resonance: ${LABELS[unknown]}` },
      formatted: result.Q === undefined ? shown : `${shown}, Q = ${formatNumber(result.Q, 4)}`,
    });
  },
});
