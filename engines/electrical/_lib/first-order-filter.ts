// First-order passive RC / RL filters, shared by the lpf and hpf engines: the same
// cutoff fc = 1/(2πRC) = R/(2πL), the same "give two of R, C (or L), fc" solver and
// the response at a frequency; only the transfer function differs (low- or high-pass).
import * as z from 'zod/mini';
import type { Outcome, OutputHint, UnitOnly } from '../../core/contract.ts';
import { fail, isOutcome, ok } from '../../core/outcome.ts';
import { formatNumber } from '../../core/numeric.ts';
import { unknownOf, unusedInputsWarning } from './input-combinations.ts';
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
} from './passive-units.ts';
import { FREQUENCY_UNITS, frequencyHz, frequencyUnitField } from './rf-units.ts';
import * as det from '../../core/det-math.ts';

export type FilterKind = 'low' | 'high';
export const FILTER_CIRCUITS = ['rc', 'rl'] as const;

export const filterInput = z.object({
  circuit: z._default(z.enum(FILTER_CIRCUITS), 'rc'),
  R: z.optional(z.number()),
  C: z.optional(z.number()),
  C_unit: capacitanceUnitField('nF'),
  L: z.optional(z.number()),
  L_unit: inductanceUnitField('mH'),
  fc: z.optional(z.number()),
  f: z.optional(z.number()),
  f_unit: frequencyUnitField('Hz'),
});

export const filterOutput = z.object({
  circuit: z.enum(FILTER_CIRCUITS),
  solved_for: z.enum(['R', 'C', 'L', 'fc']),
  fc: z.number(),
  omega_c: z.number(),
  tau: z.number(),
  R: z.number(),
  C: z.optional(z.number()),
  L: z.optional(z.number()),
  f: z.optional(z.number()),
  gain: z.optional(z.number()),
  gain_dB: z.optional(z.number()),
  phase_deg: z.optional(z.number()),
});

// One set of result labels for filterOutput, shared by lpf and hpf (the same result fields).
export const filterOutputHints: Record<string, OutputHint | UnitOnly> = {
  solved_for: { label: 'Solved for' },
  fc: { unit: 'Hz' },
  omega_c: { label: 'Cutoff angular frequency ωc', unit: 'rad/s' },
  tau: { label: 'Time constant τ', unit: 's' },
  C: { unit: 'F' },
  L: { unit: 'H' },
  f: { label: 'Signal frequency f', unit: 'Hz' },
  gain: { label: 'Gain at f', unit: 'V/V' },
  gain_dB: { label: 'Gain at f', unit: 'dB' },
  phase_deg: { label: 'Phase at f', unit: '°' },
};

type FilterInput = z.output<typeof filterInput>;
type FilterResult = z.output<typeof filterOutput>;

/** |H| of the first-order response at x = f/fc: 1/√(1 + x²) (low-pass), x/√(1 + x²) (high-pass). */
export const firstOrderGain = (kind: FilterKind, x: number) => (kind === 'low' ? 1 : x) * (1 / Math.sqrt(1 + x * x));

/** |H| and phase of the first-order response at x = f/fc. */
export function firstOrderResponse(kind: FilterKind, x: number): { gain: number; phase_deg: number } {
  const gain = firstOrderGain(kind, x);
  return kind === 'low' ? { gain, phase_deg: (-det.atan(x) * 180) / Math.PI } : { gain, phase_deg: (det.atan2(1, x) * 180) / Math.PI };
}

export const filterFieldHints = {
  circuit: { label: 'Circuit', options: [{ value: 'rc', label: 'RC (resistor + capacitor)' }, { value: 'rl', label: 'RL (resistor + inductor)' }] },
  R: { label: 'Resistance R', unit: 'Ω' },
  C: { label: 'Capacitance C', typical: ['1 pF', '10 mF'] },
  C_unit: { label: 'Capacitance unit', options: unitOptions(CAPACITANCE_UNITS) },
  L: { label: 'Inductance L' },
  L_unit: { label: 'Inductance unit', options: unitOptions(INDUCTANCE_UNITS) },
  fc: { label: 'Cutoff frequency fc (−3 dB)', unitSelect: 'f_unit' },
  f: { label: 'Signal frequency f (optional: gain and phase)' },
  f_unit: { label: 'Frequency unit (fc and f)' },
};

export const filterTabs = [
  {
    field: 'circuit',
    tabs: [
      { value: 'rc', label: 'RC', fields: ['R', 'C', 'C_unit', 'fc', 'f', 'f_unit'] },
      { value: 'rl', label: 'RL', fields: ['R', 'L', 'L_unit', 'fc', 'f', 'f_unit'] },
    ],
  },
];

const LABELS = { R: 'resistance', C: 'capacitance', L: 'inductance', fc: 'cutoff frequency' } as const;

const FORMULA: Record<(typeof FILTER_CIRCUITS)[number], Partial<Record<keyof typeof LABELS, string>>> = {
  rc: { fc: 'fc = 1 / (2π·R·C)', R: 'R = 1 / (2π·fc·C)', C: 'C = 1 / (2π·fc·R)' },
  rl: { fc: 'fc = R / (2π·L)', R: 'R = 2π·fc·L', L: 'L = R / (2π·fc)' },
};

/** The compute of a first-order filter engine of the given kind. */
export function solveFirstOrderFilter(kind: FilterKind, engineId: string) {
  return (inp: FilterInput): Outcome<FilterResult> => {
    const rc = inp.circuit === 'rc';
    const keys = rc ? (['R', 'C', 'fc'] as const) : (['R', 'L', 'fc'] as const);
    const unknown = unknownOf(inp, keys, LABELS);
    if (isOutcome(unknown)) return unknown;

    let R: number | undefined;
    let X: number | undefined; // C in F or L in H
    let fc: number | undefined;
    if (inp.R !== undefined) {
      const r = resistanceOhms('R', inp.R, 'the cutoff frequency would be 0 or infinite.');
      if (isOutcome(r)) return r;
      R = r;
    }
    const xValue = rc ? inp.C : inp.L;
    if (xValue !== undefined) {
      const x = rc ? capacitanceFarads('C', xValue, inp.C_unit) : inductanceHenries('L', xValue, inp.L_unit);
      if (isOutcome(x)) return x;
      X = x;
    }
    if (inp.fc !== undefined) {
      const f = frequencyHz('fc', inp.fc, inp.f_unit);
      if (isOutcome(f)) return f;
      fc = f;
    }
    const twoPi = 2 * Math.PI;
    if (unknown === 'fc') fc = rc ? 1 / (twoPi * R! * X!) : R! / (twoPi * X!);
    else if (unknown === 'R') R = rc ? 1 / (twoPi * fc! * X!) : twoPi * fc! * X!;
    else X = rc ? 1 / (twoPi * fc! * R!) : R! / (twoPi * fc!);
    if (!Number.isFinite(R!) || !Number.isFinite(X!) || !Number.isFinite(fc!) || R! === 0 || X! === 0 || fc! === 0) {
      return fail('NON_FINITE_RESULT', unknown, `The ${LABELS[unknown]} overflows or underflows a double with these magnitudes.`, 'Check the units of the values (e.g. nF vs F, kHz vs Hz).');
    }

    let response: Pick<FilterResult, 'f' | 'gain' | 'gain_dB' | 'phase_deg'> = {};
    if (inp.f !== undefined) {
      const f = frequencyHz('f', inp.f, inp.f_unit);
      if (isOutcome(f)) return f;
      const { gain, phase_deg } = firstOrderResponse(kind, f / fc!);
      response = { f, gain, gain_dB: 20 * det.log10(gain), phase_deg };
    }
    const result: FilterResult = {
      circuit: inp.circuit,
      solved_for: unknown,
      fc: fc!,
      omega_c: twoPi * fc!,
      tau: 1 / (twoPi * fc!),
      R: R!,
      ...(rc ? { C: X! } : { L: X! }),
      ...response,
    };
    const shown =
      unknown === 'fc'
        ? `fc = ${formatInUnit(fc!, FREQUENCY_UNITS, inp.f_unit)}`
        : unknown === 'R'
          ? `R = ${formatNumber(R!, 6)} Ω`
          : unknown === 'C'
            ? `C = ${formatInUnit(X!, CAPACITANCE_UNITS, inp.C_unit)}`
            : `L = ${formatInUnit(X!, INDUCTANCE_UNITS, inp.L_unit)}`;
    return ok(result, {
      warnings: unusedInputsWarning(inp, rc ? ['L'] : ['C'], `by the ${rc ? 'RC' : 'RL'} circuit`),
      formula: { id: `${engineId}.${inp.circuit}.${unknown}`, expression: FORMULA[inp.circuit][unknown], label: `First-order ${inp.circuit.toUpperCase()} ${kind}-pass: ${LABELS[unknown]}` },
      formatted: shown + (response.gain_dB === undefined ? '' : `; ${formatNumber(response.gain_dB, 4)} dB, ${formatNumber(response.phase_deg!, 4)}° at ${formatNumber(inp.f!, 6)} ${inp.f_unit}`),
    });
  };
}
