// Shared conventions and maths of the AC/DC power engines (amps-va, watts-amps,
// power-factor, amps-kw, volts-kw, electric-power, kva-amps, phase-product,
// phase-quotient, amps-volts, watts-va): the phase multiplier, the power-factor
// rules, the product/quotient of two quantities, input synonyms and the guards
// that turn a bad voltage, current or power factor into the spec's codes.
// One place, so every engine answers the same input with the same convention.
import * as z from 'zod/mini';
import type { Outcome, Warning } from '../../core/contract.ts';
import { fail, warning } from '../../core/outcome.ts';
import { magnitude, nonNegativeGuard } from './power-inputs.ts';

export const PHASES = ['dc', 'single', 'three'] as const;
export const AC_PHASES = ['single', 'three'] as const;
export type Phase = (typeof PHASES)[number];

export const SQRT3 = Math.sqrt(3);

/**
 * k in P = k·V·I·PF: 1 for DC and single-phase, √3 for a balanced three-phase
 * system given its line-to-line voltage and line current.
 */
export const phaseMultiplier = (phase: Phase): number => (phase === 'three' ? SQRT3 : 1);

/** a·b·k·PF·factor, e.g. kW = I·V·√3·PF·0.001. */
export const phaseProduct = (a: number, b: number, phase: Phase, pf: number, factor = 1): number => a * b * phaseMultiplier(phase) * pf * factor;

/** a·factor / (b·k·PF), e.g. V = P / (√3·I·PF) or A = kVA·1000 / (√3·V). Callers guard b·PF = 0. */
export const phaseQuotient = (a: number, b: number, phase: Phase, pf: number, factor = 1): number => (a * factor) / (b * phaseMultiplier(phase) * pf);

export const PHASE_LABELS: Record<Phase, string> = {
  dc: 'DC',
  single: 'AC single-phase',
  three: 'AC three-phase (line-to-line)',
};

/** Select options for a phase field; AC-only engines pass AC_PHASES. */
export const phaseOptions = (phases: readonly Phase[] = PHASES) => phases.map((value) => ({ value, label: PHASE_LABELS[value] }));

const PHASE_TAB_LABELS: Record<Phase, string> = { dc: 'DC', single: 'AC single-phase', three: 'AC three-phase' };

/** The circuit tab bar of a page: every tab shows `fields`; the AC tabs add the power factor. */
export const phaseTabs = (field: string, fields: readonly string[], powerFactor: string) => ({
  field,
  tabs: PHASES.map((value) => ({ value, label: PHASE_TAB_LABELS[value], fields: value === 'dc' ? [...fields] : [...fields, powerFactor] })),
});

/** The product k × symbols × PF as written in a formula: √3 only for three-phase, PF only for AC (and when it applies). */
export function productText(phase: Phase, symbols: string[], withPf = true): string {
  return [...(phase === 'three' ? ['√3'] : []), ...symbols, ...(withPf && phase !== 'dc' ? ['PF'] : [])].join(' × ');
}

/** The same product as a divisor: parenthesised when it has more than one term. */
export function divisorText(phase: Phase, symbols: string[], withPf = true): string {
  const text = productText(phase, symbols, withPf);
  return text.includes(' × ') ? `(${text})` : text;
}

/** Stated once, quoted in the assumptions of every engine of the batch. */
export const PHASE_CONVENTIONS =
  'DC: P = V × I. AC single-phase: P = V × I × PF, S = V × I. AC three-phase (balanced, sinusoidal): P = √3 × V_LL × I_L × PF and S = √3 × V_LL × I_L, with V the line-to-line RMS voltage and I the line current (IEC 60050-131 definitions of active power, apparent power and power factor λ = P/S; Hughes, Electrical and Electronic Technology, 10th ed., chapters on power in AC circuits and on three-phase systems).';

export const POWER_FACTOR_CONVENTIONS =
  'Power factor PF = cos φ = P/S is a number in (0, 1]; an explicit PF outside that range is an error (POWER_FACTOR_OUT_OF_RANGE), never replaced by a default. A PF sent with a DC calculation is ignored with warning POWER_FACTOR_IGNORED.';

export const NUMBER_CONVENTIONS = 'IEEE-754 double arithmetic, not rounded: results agree with exact arithmetic to about 1e-15 relative; √3 is used at full double precision (1.7320508075688772), not 1.73.';

// ---------------------------------------------------------------------------
// Input schemas and synonyms

/** Optional phase field. A real enum so JSON Schema and MCP list the values. */
export const phaseField = <const T extends readonly [Phase, ...Phase[]]>(phases: T) => z.optional(z.enum(phases));

/** Power factor: a plain number in the schema; the range is a domain rule with its own code. */
export const powerFactorField = z.optional(z.number().check(z.meta({ description: 'Power factor cos φ, 0 < PF ≤ 1' })));

/** Words people use for the phase of a supply → the canonical value. */
export const PHASE_SYNONYMS: Record<string, Phase> = {
  dc: 'dc',
  'd.c.': 'dc',
  direct: 'dc',
  vi_dc: 'dc',
  single: 'single',
  '1': 'single',
  '1ph': 'single',
  '1-phase': 'single',
  'single-phase': 'single',
  single_phase: 'single',
  ac: 'single',
  ac1: 'single',
  'ac-single': 'single',
  ac_single: 'single',
  three: 'three',
  '3': 'three',
  '3ph': 'three',
  '3-phase': 'three',
  'three-phase': 'three',
  three_phase: 'three',
  ac3: 'three',
  'ac-three': 'three',
  ac_three: 'three',
  ll: 'three',
  'three-phase-ll': 'three',
  three_phase_ll: 'three',
};

// ---------------------------------------------------------------------------
// Phase and power-factor resolution

/**
 * An omitted phase on an engine that also does DC: single-phase AC when a power
 * factor is given, otherwise DC. The two agree at PF 1, so leaving the phase out
 * never changes the number a user expects.
 */
export const phaseOrDefault = (phase: Phase | undefined, pfGiven: boolean): Phase => phase ?? (pfGiven ? 'single' : 'dc');

export interface PowerFactorRule {
  /** Input field name that carries the PF (pf, power_factor, b…). */
  field: string;
  /** AC without a PF is an error (amps-volts, watts-va) instead of PF = 1. */
  required?: boolean;
  /** PF = 0 is accepted (electric-power's V×I mode only, DECISIONS.md 3). */
  allowZero?: boolean;
  /** Blank means 1 by the spec's own rule, so no warning is needed (electric-power). */
  blankMeansOne?: boolean;
}

export type PowerFactorResolution = { ok: true; pf: number; warnings: Warning[] } | { ok: false; outcome: Outcome<never> };

/** The PF a calculation uses, or the error an explicit bad PF deserves. */
export function resolvePowerFactor(phase: Phase, given: number | undefined, rule: PowerFactorRule): PowerFactorResolution {
  if (phase === 'dc') {
    if (given === undefined) return { ok: true, pf: 1, warnings: [] };
    return { ok: true, pf: 1, warnings: [powerFactorIgnored(rule.field, given, 'a DC circuit has no power factor')] };
  }
  if (given === undefined) {
    if (rule.required) {
      return { ok: false, outcome: fail('MISSING_REQUIRED_INPUT', rule.field, `An AC calculation needs the power factor ${rule.field}.`, `Give ${rule.field} between 0 and 1 (1 for a resistive load, about 0.8–0.9 for motors).`) };
    }
    const w = rule.blankMeansOne
      ? []
      : [warning('POWER_FACTOR_ASSUMED', `No power factor given: PF = 1 (purely resistive load) was used.`, `Give ${rule.field} for motors and other inductive loads (typically 0.8–0.9); the current is then higher.`, 'info')];
    return { ok: true, pf: 1, warnings: w };
  }
  const low = rule.allowZero ? given < 0 : given <= 0;
  if (low || given > 1) {
    const range = rule.allowZero ? '[0, 1]' : '(0, 1]';
    return {
      ok: false,
      outcome: fail('POWER_FACTOR_OUT_OF_RANGE', rule.field, `Power factor ${rule.field} = ${given} is outside ${range}.`, `Give ${rule.field} as a fraction ${rule.allowZero ? 'from 0' : 'above 0'} up to 1 (e.g. 0.85, not 85).`),
    };
  }
  return { ok: true, pf: given, warnings: [] };
}

export const powerFactorIgnored = (field: string, given: number, why: string): Warning =>
  warning('POWER_FACTOR_IGNORED', `${field} = ${given} was ignored: ${why}.`, `Leave ${field} out, or choose an AC circuit if the load is AC.`);

// ---------------------------------------------------------------------------
// Guards: each returns the spec's error, or null when the value is usable.

export function voltageGuard(v: number, field: string): Outcome<never> | null {
  return v > 0 ? null : fail('VOLTAGE_MUST_BE_POSITIVE', field, `Voltage ${field} = ${v} V; it must be above 0 V.`, `Give ${field} as the supply's RMS voltage, e.g. 230 (line-to-line for three-phase, e.g. 400).`);
}

/**
 * A current (or resistance) used as a divisor: zero with a non-zero numerator has
 * no finite answer; zero over zero is indeterminate (UNDEFINED, DECISIONS.md 4).
 */
export function zeroDivisorGuard(
  numerator: number,
  divisor: number,
  fields: { numerator: string; divisor: string },
  kind: 'current' | 'resistance',
): Outcome<never> | null {
  if (divisor !== 0) return null;
  if (numerator === 0) {
    return fail('UNDEFINED', fields.divisor, `${fields.numerator} and ${fields.divisor} are both 0: 0 ÷ 0 has no single answer.`, `Give ${fields.divisor} a value above 0.`);
  }
  return kind === 'current'
    ? fail('CURRENT_MUST_BE_NONZERO', fields.divisor, `Current ${fields.divisor} = 0 A cannot carry ${fields.numerator} = ${numerator}; the quotient is infinite.`, `Give ${fields.divisor} a current above 0 A.`)
    : fail('RESISTANCE_MUST_BE_NONZERO', fields.divisor, `Resistance ${fields.divisor} = 0 Ω with ${fields.numerator} = ${numerator} is a short circuit: the current is infinite.`, `Give ${fields.divisor} a resistance above 0 Ω.`);
}

/** Unit-scale factor of the helper family (0.001 for W → kW, 1000 for kVA → VA). */
export function factorGuard(factor: number, field = 'factor'): Outcome<never> | null {
  return factor > 0 ? null : fail('FACTOR_MUST_BE_POSITIVE', field, `The scale factor ${field} = ${factor}; it must be above 0.`, `Use 1 for no scaling, 0.001 for W → kW, or 1000 for kVA → VA.`);
}

/** Unit of a power in W after a scale factor of 1, 0.001 or 0.000001 (W, kW, MW); null for any other factor. */
export function scaledPowerUnit(factor: number, base = 'W'): string | null {
  const prefix = factor === 1 ? '' : factor === 1e-3 ? 'k' : factor === 1e-6 ? 'M' : null;
  return prefix === null ? null : `${prefix}${base}`;
}

// ---------------------------------------------------------------------------
// The helper engines phase-product (a × b × k × PF × factor) and phase-quotient
// (a × factor / (b × k × PF)): same inputs, same checks, same result shape.

/** Input of a phase operation; only the descriptions of the operands a and b differ. */
export const phaseOperationInput = (aDescription: string, bDescription: string) =>
  z.object({
    a: magnitude(aDescription),
    b: magnitude(bDescription),
    phase: phaseField(PHASES),
    pf: powerFactorField,
    factor: z._default(z.number(), 1),
  });

export const phaseOperationOutput = z.strictObject({
  value: z.number(),
  k: z.number(),
  pf: z.number(),
  factor: z.number(),
  phase: z.enum(PHASES),
});

export type PhaseOperands = { ok: true; phase: Phase; pf: number; warnings: Warning[] } | { ok: false; outcome: Outcome<never> };

/**
 * Operands a, b ≥ 0 and factor > 0, then the phase (single-phase when a PF is given,
 * otherwise DC) and the power factor it uses; or the first error.
 */
export function resolvePhaseOperands(inp: { a: number; b: number; factor: number; phase?: Phase; pf?: number }): PhaseOperands {
  const bad = nonNegativeGuard(inp.a, 'a', 'value', '') ?? nonNegativeGuard(inp.b, 'b', 'value', '') ?? factorGuard(inp.factor);
  if (bad) return { ok: false, outcome: bad };
  const phase = phaseOrDefault(inp.phase, inp.pf !== undefined);
  const pf = resolvePowerFactor(phase, inp.pf, { field: 'pf' });
  return pf.ok ? { ok: true, phase, pf: pf.pf, warnings: pf.warnings } : pf;
}

/** The result of a phase operation: its value with the k, PF, factor and phase it used. */
export const phaseOperationResult = (value: number, op: { phase: Phase; pf: number }, factor: number) => ({ value, k: phaseMultiplier(op.phase), pf: op.pf, factor, phase: op.phase });
