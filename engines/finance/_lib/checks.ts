// Domain checks and schema helpers shared by the finance engines, so every money,
// rate and term field is rejected with the same code scheme and wording:
// <SUBJECT>_MUST_BE_POSITIVE / <SUBJECT>_MUST_BE_NON_NEGATIVE, where the subject is
// the field in UPPER_SNAKE (fixedCost → FIXED_COST) and every term field is TERM.
import type { Decimal } from 'decimal.js';
import * as z from 'zod/mini';
import type { EngineError, Outcome } from '../../core/contract.ts';
import { fail } from '../../core/outcome.ts';
import { own } from '../../core/own.ts';

/** A number in a result schema, described for the JSON Schema, OpenAPI and MCP readers. */
export const resultNumber = (description: string) => z.number().check(z.meta({ description }));

const SUBJECT: Record<string, string> = { ratePct: 'RATE', discountPct: 'DISCOUNT', tipPct: 'TIP', pmiPct: 'PMI', years: 'TERM', term: 'TERM', termMonths: 'TERM' };

export const codeSubject = (field: string) => SUBJECT[field] ?? field.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();

export interface FieldCheck {
  field: string;
  value: number;
  /** What the field is, for the message: "The loan amount". */
  what: string;
  /** A value that works, for the suggestion. */
  example: number | string;
  /** Appended to the suggestion (e.g. what the field means). */
  hint?: string;
}

const suggest = (c: FieldCheck, rel: string) => `Give ${c.field} ${rel}, e.g. ${c.example}.${c.hint ? ` ${c.hint}` : ''}`;

/** value > 0, else <SUBJECT>_MUST_BE_POSITIVE on the field. */
export function positive(c: FieldCheck): Outcome<never> | null {
  if (c.value > 0) return null;
  return fail(`${codeSubject(c.field)}_MUST_BE_POSITIVE`, c.field, `${c.what} must be greater than 0; got ${c.value}.`, suggest(c, '> 0'));
}

/** value ≥ 0, else <SUBJECT>_MUST_BE_NON_NEGATIVE on the field. */
export function nonNegative(c: FieldCheck): Outcome<never> | null {
  if (c.value >= 0) return null;
  return fail(`${codeSubject(c.field)}_MUST_BE_NON_NEGATIVE`, c.field, `${c.what} cannot be negative; got ${c.value}.`, suggest(c, '≥ 0'));
}

/** The first failed check, in the order given (the order fields appear on the page). */
export const firstFailure = (...checks: (Outcome<never> | null)[]): Outcome<never> | null => checks.find((c) => c !== null) ?? null;

/**
 * A decimal result too large for a JSON number: NON_FINITE_RESULT naming the input
 * that drives the overflow (rather than run.ts's generic "largest input").
 */
export function overflow(x: Decimal, field: string, what: string): Outcome<never> | null {
  if (Number.isFinite(x.toNumber())) return null;
  return fail('NON_FINITE_RESULT', field, `${what} exceeds the largest JSON number (about 1.8e308).`, `Use a smaller ${field}.`);
}

/**
 * Maps the words people type for an enum field onto its canonical value (case and
 * spaces ignored) before validation; anything else is left for the schema to
 * reject with INVALID_MODE and the list of accepted values. Fields listed in
 * `required` that are blank give MISSING_REQUIRED_INPUT here, because the shared
 * input layer would report a missing enum as INVALID_MODE.
 */
export function canonicalChoices(synonyms: Record<string, Record<string, string>>, required: string[] = []) {
  return (raw: Record<string, unknown>): Record<string, unknown> | EngineError => {
    const out = { ...raw };
    for (const field of required) {
      const v = out[field];
      if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) {
        const values = [...new Set(Object.values(synonyms[field] ?? {}))].map((x) => `'${x}'`).join(', ');
        return { code: 'MISSING_REQUIRED_INPUT', field, detail: `${field} is required.`, suggestion: `Add ${field}: one of ${values}.` };
      }
    }
    for (const [field, table] of Object.entries(synonyms)) {
      const v = out[field];
      if (typeof v !== 'string') continue;
      const key = v.trim().toLowerCase().replace(/[\s_]+/g, '-');
      const canonical = own(table, key);
      if (canonical !== undefined) out[field] = canonical;
      else if (Object.values(table).includes(key)) out[field] = key;
    }
    return out;
  };
}
