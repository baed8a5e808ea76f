// Rules of the unit-conversion helper engines (scale, scale-quotient, product,
// quotient, scale-product) and the calculators built on them (kva-kw, kw-va,
// mah-to-wh). The helpers are plain arithmetic; what a number *is* (a power
// factor, a time) comes from the alias that presets an "operand kind", so
// va-to-kva, watts-to-kva, kwh-to-kw… reject 1.5 as a power factor or −2 h as a
// time with the same code and wording.
import * as z from 'zod/mini';
import type { FieldHint, Outcome } from '../../core/contract.ts';
import { formatNumber } from '../../core/numeric.ts';
import { fail } from '../../core/outcome.ts';
import { resolvePowerFactor } from './phase-power.ts';

/** What the second operand of a helper stands for: decides which values are legal. */
export const OPERAND_KINDS = ['number', 'power_factor', 'time'] as const;
export type OperandKind = (typeof OPERAND_KINDS)[number];

/** Schema of an operand-kind field: blank means a plain number. */
export const operandKindField = z._default(z.enum(OPERAND_KINDS), 'number');

export const operandKindHint = (label: string): FieldHint => ({
  label,
  kind: 'select',
  options: [
    { value: 'number', label: 'Any number' },
    { value: 'power_factor', label: 'Power factor (0 < PF ≤ 1)' },
    { value: 'time', label: 'Time (> 0)' },
  ],
  help: 'Set by the converter pages (power factor for kVA ↔ kW, time for energy ↔ power); it only decides which values are accepted.',
});

/** Schema of a unit-scale field (1000 for k → unit, 0.001 for unit → k). */
export const unitScaleField = z._default(z.number(), 1);

export const OPERAND_KIND_CONVENTIONS =
  'Operand kinds: a power factor must lie in (0, 1] (POWER_FACTOR_OUT_OF_RANGE otherwise, never replaced by a default); a time must be above 0 (TIME_MUST_BE_POSITIVE); a plain number may be any finite value. Unit scales (1000, 0.001…) must be above 0 (FACTOR_MUST_BE_POSITIVE).';

/** The error a value deserves for its kind, or null when it is acceptable. */
export function operandKindError(value: number, kind: OperandKind, field: string): Outcome<never> | null {
  if (kind === 'power_factor') {
    const pf = resolvePowerFactor('single', value, { field, required: true });
    return pf.ok ? null : pf.outcome;
  }
  if (kind === 'time' && !(value > 0)) {
    return fail('TIME_MUST_BE_POSITIVE', field, `Time ${field} = ${formatNumber(value)}; a duration must be above 0.`, `Give ${field} as the elapsed time, a number above 0 (e.g. 1 for one hour or one second, in the unit shown).`);
  }
  return null;
}

/**
 * A division by `divisor`: 0 ÷ 0 is indeterminate (UNDEFINED); x ÷ 0 has no
 * finite value (DIVISION_BY_ZERO, as the division engine answers, DECISIONS.md 4).
 */
export function zeroDivisionError(numerator: number, divisor: number, numeratorField: string, divisorField: string): Outcome<never> | null {
  if (divisor !== 0) return null;
  return numerator === 0
    ? fail('UNDEFINED', divisorField, `${numeratorField} and ${divisorField} are both 0: 0 ÷ 0 has no single value.`, `Give ${divisorField} a value other than 0.`)
    : fail('DIVISION_BY_ZERO', divisorField, `${numeratorField} = ${formatNumber(numerator)} divided by ${divisorField} = 0 has no finite value.`, `Give ${divisorField} a value other than 0.`);
}
