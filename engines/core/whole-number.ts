// Whole-number inputs: counts, periods, bits, indices, bases. One helper declares
// them, so the JSON Schema (and with it OpenAPI, MCP and inspect_capability) says
// "integer" with the field's real bounds, and the shared input layer
// (engines/core/inputs.ts) refuses 2.5, 1e-20, 5e-324 and 2**53 + 2 before an
// engine sees them, naming the field and the range.
//
// Why not z.multipleOf(1): zod's multipleOf is float-tolerant, so 1e-20 and
// 5e-324 passed as "whole" and reached the engines (a loan over 1e-20 months
// answered a payment of 1e23; 5e-324 months was an HTTP 500 in a BigInt
// conversion). z.int() is exact (a safe integer); this helper is z.int() plus the
// domain's bounds and, where an engine already had one, the domain's error code.
import * as z from 'zod/mini';
import type { EngineErrorCode, SharedErrorCode } from './codes.ts';

type Code = EngineErrorCode | SharedErrorCode;

export interface WholeNumberRule {
  /** Smallest accepted value (a term of months: 1; a count of plates: 2). */
  min: number;
  /** Largest accepted value; default the largest safe integer (no domain bound). */
  max?: number;
  /** A typical value for suggestions ("e.g. 360"); default the page's initial value or an example's. */
  example?: number;
  /** Code for a value that is not a whole number; default INVALID_NUMBER. */
  notWhole?: Code;
  /** Code for a whole number below min; default INVALID_INPUT. */
  below?: Code;
  /** Code for a whole number above max (or beyond the safe integers); default INVALID_INPUT. */
  above?: Code;
  /** JSON Schema description (given here: a later .check() would make a schema the rule is not registered for). */
  description?: string;
}

/** The rule of a field, complete: what the shared input layer checks. */
export interface WholeNumberCheck {
  min: number;
  max: number;
  example?: number;
  notWhole: string;
  below: string;
  above: string;
}

const RULES = new WeakMap<object, WholeNumberRule>();

/**
 * A whole-number input from min to max. Use it as the field's schema, inside
 * z.optional / z._default as needed, never followed by .check(): the rule is
 * found by the schema instance this returns.
 */
export function wholeNumber(rule: WholeNumberRule) {
  const max = rule.max ?? Number.MAX_SAFE_INTEGER;
  if (!(Number.isSafeInteger(rule.min) && Number.isSafeInteger(max) && rule.min <= max)) throw new Error(`wholeNumber: bad range ${rule.min} … ${max}`);
  const schema = z.int().check(z.gte(rule.min), z.lte(max), ...(rule.description ? [z.meta({ description: rule.description })] : []));
  RULES.set(schema, rule);
  return schema;
}

interface NumberDef {
  format?: string;
  checks?: { _zod: { def: { check: string; value?: unknown; inclusive?: boolean; format?: string } } }[];
}

/**
 * The check of an integer schema: its rule when it was made by wholeNumber(), else
 * the bounds of its z.gte / z.gt / z.lte / z.lt checks within the safe integers.
 */
export function wholeNumberCheck(schema: z.ZodMiniType): WholeNumberCheck {
  const rule = RULES.get(schema);
  let min = -Number.MAX_SAFE_INTEGER;
  let max = Number.MAX_SAFE_INTEGER;
  for (const c of (schema as unknown as { _zod: { def: NumberDef } })._zod.def.checks ?? []) {
    const { check, value, inclusive } = c._zod.def;
    if (typeof value !== 'number') continue;
    if (check === 'greater_than') min = Math.max(min, inclusive ? Math.ceil(value) : Math.floor(value) + 1);
    if (check === 'less_than') max = Math.min(max, inclusive ? Math.floor(value) : Math.ceil(value) - 1);
  }
  return {
    min,
    max,
    ...(rule?.example !== undefined ? { example: rule.example } : {}),
    notWhole: rule?.notWhole ?? 'INVALID_NUMBER',
    below: rule?.below ?? 'INVALID_INPUT',
    above: rule?.above ?? 'INVALID_INPUT',
  };
}

/** "from 1 to 32", "≥ 1", "≤ 100", or the safe-integer range when the field has no bound of its own. */
export function wholeRangeText(c: Pick<WholeNumberCheck, 'min' | 'max'>): string {
  const lo = c.min > -Number.MAX_SAFE_INTEGER;
  const hi = c.max < Number.MAX_SAFE_INTEGER;
  if (lo && hi) return `from ${c.min} to ${c.max}`;
  if (lo) return `≥ ${c.min}`;
  if (hi) return `≤ ${c.max}`;
  return `from −${Number.MAX_SAFE_INTEGER} to ${Number.MAX_SAFE_INTEGER}`;
}

/**
 * Which rule n (a finite number) breaks: null when it is a whole number in range.
 * Integers beyond ±(2⁵³ − 1) are out of range: their digits may already have been
 * rounded by the JSON parser, so they are not the number the caller wrote.
 */
export function wholeNumberProblem(n: number, c: WholeNumberCheck): { code: string; note?: string } | null {
  const unsafe = { note: 'beyond the whole numbers a JSON number holds exactly' };
  if (!Number.isInteger(n)) return { code: c.notWhole };
  if (n < c.min) return { code: c.below, ...(n < -Number.MAX_SAFE_INTEGER ? unsafe : {}) };
  if (n > c.max) return { code: c.above, ...(n > Number.MAX_SAFE_INTEGER ? unsafe : {}) };
  return null;
}
