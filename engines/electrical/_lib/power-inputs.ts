// Input helpers of the power and energy engines: synonym tables for choice
// fields (mode, phase, dir…), magnitude fields, and the guards that give a
// negative or missing value a code naming the quantity.
import * as z from 'zod/mini';
import type { Outcome } from '../../core/contract.ts';
import { fail } from '../../core/outcome.ts';
import { own } from '../../core/own.ts';

/**
 * A magnitude (RMS current, power, apparent power…). The schema is an envelope
 * (spec, Errors rule 3); the sign rule lives in compute so it gets a code that
 * names the quantity (nonNegativeGuard).
 */
export const magnitude = (description: string) => z.number().check(z.meta({ description }));

/** Maps a raw choice to its canonical value when the synonym table knows it; anything else is left for the enum check. */
export function canonicalChoice(value: unknown, synonyms: Record<string, string>): unknown {
  if (typeof value !== 'string' && typeof value !== 'number') return value;
  const key = String(value).trim().toLowerCase();
  return own(synonyms, key) ?? value;
}

/** A prepare hook that canonicalises several choice fields (mode, phase, dir…) by their synonym tables. */
export function canonicalChoices(tables: Record<string, Record<string, string>>) {
  return (raw: Record<string, unknown>): Record<string, unknown> => {
    const out = { ...raw };
    for (const [field, table] of Object.entries(tables)) if (Object.hasOwn(out, field)) out[field] = canonicalChoice(out[field], table);
    return out;
  };
}

/** Identity synonyms plus extras: every canonical value maps to itself. */
export const synonymsOf = (canonical: readonly string[], extra: Record<string, string> = {}): Record<string, string> => ({
  ...Object.fromEntries(canonical.map((v) => [v, v])),
  ...extra,
});

/** The first of `fields` that is missing, as MISSING_REQUIRED_INPUT; `why` names what needs it (a mode, a system). */
export function requiredGuard(inp: Record<string, unknown>, fields: readonly string[], why: string): Outcome<never> | null {
  const absent = fields.filter((f) => inp[f] === undefined);
  if (!absent.length) return null;
  return fail('MISSING_REQUIRED_INPUT', absent[0], `${why} needs ${fields.join(', ')}; missing: ${absent.join(', ')}.`, `Give ${absent.join(' and ')}.`);
}

/** A negative magnitude: code <QUANTITY>_MUST_BE_NONNEGATIVE, e.g. CURRENT_MUST_BE_NONNEGATIVE. */
export function nonNegativeGuard(x: number, field: string, quantity: string, unit: string): Outcome<never> | null {
  if (x >= 0) return null;
  const code = `${quantity.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}_MUST_BE_NONNEGATIVE`;
  const u = unit ? ` ${unit}` : '';
  return fail(code, field, `${field} = ${x}${u} is negative; ${quantity} cannot be below 0.`, `Give ${field} as 0${u} or more (a magnitude, without sign).`);
}
