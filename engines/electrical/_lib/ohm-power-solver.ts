// Ohm's law (V = I·R) and Joule's law (P = V·I) for one resistor: any two of
// V, I, R, P fix the other two. ohms-law and watt-volt-amp publish the same
// physics under two capabilities, so both call this solver.
import * as z from 'zod/mini';
import type { Formula, Outcome } from '../../core/contract.ts';
import { formatNumber } from '../../core/numeric.ts';
import { fail, ok } from '../../core/outcome.ts';
import { nonNegativeGuard } from './power-inputs.ts';

export const OHM_KEYS = ['V', 'I', 'R', 'P'] as const;
export type OhmKey = (typeof OHM_KEYS)[number];
export type OhmValues = Record<OhmKey, number>;

export const OHM_UNITS: Record<OhmKey, string> = { V: 'V', I: 'A', R: 'Ω', P: 'W' };

/** Plain numbers in the schema; that they are magnitudes (≥ 0) is a domain rule with its own code. */
const magnitude = z.optional(z.number());
const QUANTITY: Record<OhmKey, string> = { V: 'voltage', I: 'current', R: 'resistance', P: 'power' };
export const ohmPowerInput = z
  .object({ V: magnitude, I: magnitude, R: magnitude, P: magnitude })
  // The published schema states the six two-value shapes; the engine explains a wrong count.
  .check(z.meta({ oneOf: [['V', 'I'], ['V', 'R'], ['V', 'P'], ['I', 'R'], ['I', 'P'], ['R', 'P']].map((required) => ({ required })) }));
export const ohmPowerOutput = z.strictObject({ V: z.number(), I: z.number(), R: z.number(), P: z.number() });

type Pair = 'V,I' | 'V,R' | 'V,P' | 'I,R' | 'I,P' | 'R,P';

const EXPRESSIONS: Record<Pair, { expression: string; label: string }> = {
  'V,I': { expression: 'R = V / I; P = V × I', label: 'Resistance and power from voltage and current' },
  'V,R': { expression: 'I = V / R; P = V² / R', label: 'Current and power from voltage and resistance' },
  'V,P': { expression: 'I = P / V; R = V² / P', label: 'Current and resistance from voltage and power' },
  'I,R': { expression: 'V = I × R; P = I² × R', label: 'Voltage and power from current and resistance' },
  'I,P': { expression: 'V = P / I; R = P / I²', label: 'Voltage and resistance from current and power' },
  'R,P': { expression: 'V = √(P × R); I = √(P / R)', label: 'Voltage and current from resistance and power' },
};

/** The formula of every branch, ids prefixed with the engine id (e.g. ohms-law.v-r). */
export function ohmPowerFormulas(engineId: string): Record<Pair, Formula> {
  const out = {} as Record<Pair, Formula>;
  for (const [pair, f] of Object.entries(EXPRESSIONS) as [Pair, (typeof EXPRESSIONS)[Pair]][]) {
    out[pair] = { id: `${engineId}.${pair.toLowerCase().replace(',', '-')}`, ...f };
  }
  return out;
}

export const OHM_POWER_ASSUMPTIONS = [
  'One linear resistor: V = I·R (Ohm’s law) and P = V·I = I²·R = V²/R (Joule’s law).',
  'Exactly two of V, I, R, P are given; the other two are calculated. All four are magnitudes: a negative value is rejected (VOLTAGE_, CURRENT_, RESISTANCE_ or POWER_MUST_BE_NONNEGATIVE).',
  'Units: volts (V), amperes (A), ohms (Ω), watts (W). For AC use RMS values of a purely resistive load (power factor 1).',
  'When R and P are given, V = √(P·R) and I = √(P/R) are the non-negative roots.',
  'IEEE-754 double arithmetic, evaluated in an order that avoids needless overflow (√P·√R rather than √(P·R)); results agree with exact arithmetic to about 1e-15 relative.',
];

const fmt = (k: OhmKey, v: number) => `${k} = ${formatNumber(v)} ${OHM_UNITS[k]}`;

/**
 * Solves for the two missing quantities. Degenerate pairs are named, not
 * turned into Infinity or NaN: 0/0 forms are UNDEFINED, x/0 forms get the
 * spec's *_MUST_BE_* code for the quantity that would have to change.
 */
export function solveOhmPower(inp: Partial<OhmValues>, formulas: Record<Pair, Formula>): Outcome<OhmValues> {
  const given = OHM_KEYS.filter((k) => inp[k] !== undefined);
  if (given.length < 2) {
    const absent = OHM_KEYS.filter((k) => inp[k] === undefined);
    return fail(
      'MISSING_REQUIRED_INPUT',
      absent[0],
      given.length === 0 ? 'No value was given: two of V, I, R, P are needed.' : `Only ${given[0]} was given: two of V, I, R, P are needed.`,
      `Fill in one more of ${absent.join(', ')} and leave the two you want calculated blank.`,
    );
  }
  if (given.length > 2) {
    return fail(
      'INVALID_INPUT',
      given[2],
      `${given.join(', ')} were all given; two values determine the other two, so more would be over-determined.`,
      `Leave ${given.slice(2).join(' and ')} blank to have ${given.length === 3 ? 'it' : 'them'} calculated from ${given[0]} and ${given[1]}.`,
    );
  }
  for (const k of given) {
    const negative = nonNegativeGuard(inp[k]!, k, QUANTITY[k], OHM_UNITS[k]);
    if (negative) return negative;
  }
  const pair = given.join(',') as Pair;
  let { V, I, R, P } = inp as OhmValues;

  switch (pair) {
    case 'V,I':
      if (I === 0) {
        return V === 0
          ? fail('UNDEFINED', 'I', 'V = 0 V and I = 0 A: R = V / I is 0 ÷ 0, so every resistance fits.', 'Give the current that flows at a non-zero voltage, or give R instead of I.')
          : fail('CURRENT_MUST_BE_NONZERO', 'I', `R = V / I: ${formatNumber(V)} V with no current is an open circuit (infinite resistance).`, 'Give the current that flows, in A (> 0).');
      }
      R = V / I;
      P = V * I;
      break;
    case 'V,R':
      if (R === 0) {
        return V === 0
          ? fail('UNDEFINED', 'R', 'V = 0 V and R = 0 Ω: I = V / R is 0 ÷ 0, so every current fits.', 'Give R > 0 Ω, or give the current instead.')
          : fail('RESISTANCE_MUST_BE_NONZERO', 'R', `I = V / R: ${formatNumber(V)} V across 0 Ω is a short circuit (infinite current).`, 'Give the resistance in Ω (> 0).');
      }
      I = V / R;
      P = V * (V / R);
      break;
    case 'V,P':
      if (V === 0) {
        return P === 0
          ? fail('UNDEFINED', 'V', 'V = 0 V and P = 0 W: I = P / V and R = V² / P are 0 ÷ 0.', 'Give a voltage above 0 V, or another pair of values.')
          : fail('VOLTAGE_MUST_BE_POSITIVE', 'V', `${formatNumber(P)} W cannot be delivered at 0 V (I = P / V would be infinite).`, 'Give the voltage in V (> 0).');
      }
      if (P === 0) {
        return fail('NO_FINITE_SOLUTION', 'P', `0 W at ${formatNumber(V)} V means no current flows: R = V² / P is infinite (an open circuit).`, 'Give the power in W (> 0), or give I or R instead.');
      }
      I = P / V;
      R = V * (V / P);
      break;
    case 'I,R':
      V = I * R;
      P = I * (I * R);
      break;
    case 'I,P':
      if (I === 0) {
        return P === 0
          ? fail('UNDEFINED', 'I', 'I = 0 A and P = 0 W: V = P / I and R = P / I² are 0 ÷ 0.', 'Give a current above 0 A, or another pair of values.')
          : fail('CURRENT_MUST_BE_NONZERO', 'I', `V = P / I: ${formatNumber(P)} W with no current would need an infinite voltage.`, 'Give the current in A (> 0).');
      }
      V = P / I;
      R = P / I / I;
      break;
    case 'R,P':
      if (R === 0) {
        return P === 0
          ? fail('UNDEFINED', 'R', 'R = 0 Ω and P = 0 W: I = √(P / R) is 0 ÷ 0.', 'Give R > 0 Ω, or another pair of values.')
          : fail('RESISTANCE_MUST_BE_NONZERO', 'R', `${formatNumber(P)} W in 0 Ω would need an infinite current.`, 'Give the resistance in Ω (> 0).');
      }
      V = Math.sqrt(P) * Math.sqrt(R);
      I = Math.sqrt(P) / Math.sqrt(R);
      break;
  }
  const solved = OHM_KEYS.filter((k) => !given.includes(k));
  const values = { V, I, R, P };
  return ok(values, { formula: formulas[pair], unit: null, formatted: solved.map((k) => fmt(k, values[k])).join(', ') });
}
