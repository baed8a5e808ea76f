// List inputs (courses, stages, resistors, numbers to add…): every one has a
// maximum, declared once with its schema, so the JSON Schema shows maxItems
// (OpenAPI, MCP tools and inspect_capability with it) and the shared input layer
// (engines/core/inputs.ts) refuses a longer array before the engine's prepare
// hook or compute touches it. Text lists that a prepare hook splits ("12, 18",
// rows one per line) go through splitList, which stops reading at the maximum
// instead of splitting a whole 64 KiB body into an array first.
//
// A maximum is a service limit like the body size, not part of a calculation:
// every list that is still accepted gets the same answer as before, so no
// calculation version changes with it, and a pinned version has the same limit.
// Maxima sit well above real use; each is chosen (and the choice explained) where
// the engine declares its field. SECURITY.md lists them.
import * as z from 'zod/mini';
import type { EngineError } from './contract.ts';
import type { EngineErrorCode } from './codes.ts';

export interface ListRule {
  /** Most items accepted. */
  max: number;
  /** Fewest items the schema accepts (JSON Schema minItems), if any. */
  min?: number;
  /** What the items are, plural, for messages: 'courses', 'numbers'. */
  noun: string;
  /** Code of a list over the maximum; default TOO_MANY_VALUES. An engine that had its own code for it keeps it. */
  code?: EngineErrorCode;
  /** What to do instead, appended to the suggestion ("split the list and add the part sums"). */
  hint?: string;
  /** JSON Schema description (given here: a later .check() would make a schema the rule is not registered for). */
  description?: string;
}

/** The rule the shared input layer applies to an array field. */
export interface ListCheck {
  max: number;
  noun: string;
  code: string;
  hint?: string;
}

const RULES = new WeakMap<object, ListRule>();

/**
 * An array of `item` with at most rule.max items. Use it as the field's schema,
 * inside z.optional as needed, never followed by .check(): the rule is found by
 * the schema instance this returns.
 */
export function boundedList<T extends z.ZodMiniType>(item: T, rule: ListRule) {
  if (!(Number.isSafeInteger(rule.max) && rule.max >= 1)) throw new Error(`boundedList: bad maximum ${rule.max}`);
  const schema = z.array(item).check(...(rule.min ? [z.minLength(rule.min)] : []), z.maxLength(rule.max), ...(rule.description ? [z.meta({ description: rule.description })] : []));
  RULES.set(schema, rule);
  return schema;
}

interface ArrayDef {
  checks?: { _zod: { def: { check: string; maximum?: unknown } } }[];
}

/** The check of an array schema: its rule when made by boundedList(), else its z.maxLength; undefined when it has none. */
export function listCheck(schema: z.ZodMiniType): ListCheck | undefined {
  const rule = RULES.get(schema);
  if (rule) return { max: rule.max, noun: rule.noun, code: rule.code ?? 'TOO_MANY_VALUES', ...(rule.hint ? { hint: rule.hint } : {}) };
  let max: number | undefined;
  for (const c of (schema as unknown as { _zod: { def: ArrayDef } })._zod.def.checks ?? []) {
    const { check, maximum } = c._zod.def;
    if (check === 'max_length' && typeof maximum === 'number') max = Math.min(max ?? maximum, maximum);
  }
  return max === undefined ? undefined : { max, noun: 'items', code: 'TOO_MANY_VALUES' };
}

/** The error for a list over its maximum; `count` when it is known (a text list stops being read at max + 1). */
export function tooManyItems(field: string, rule: ListRule | ListCheck, count?: number): EngineError {
  const given = count === undefined ? `more than ${rule.max}` : String(count);
  return {
    code: rule.code ?? 'TOO_MANY_VALUES',
    field,
    detail: `${field} holds ${given} ${rule.noun}; at most ${rule.max} are accepted.`,
    suggestion: `Give at most ${rule.max} ${rule.noun}${rule.hint ? `; ${rule.hint}` : ''}.`,
  };
}

/**
 * The non-blank items of a text list separated by `separator` (items are not
 * trimmed), reading no further than one item past the maximum: a text with more
 * items gives the list's error. `keep` leaves items out of the count (comment lines).
 */
export function splitList(text: string, separator: RegExp, field: string, rule: ListRule, keep?: (item: string) => boolean): string[] | EngineError {
  const re = new RegExp(separator.source, separator.flags.includes('g') ? separator.flags : `${separator.flags}g`);
  const items: string[] = [];
  let start = 0;
  for (;;) {
    const m = re.exec(text);
    const item = text.slice(start, m ? m.index : text.length);
    if (item.trim() !== '' && (!keep || keep(item))) {
      if (items.length === rule.max) return tooManyItems(field, rule);
      items.push(item);
    }
    if (!m) return items;
    start = m.index + m[0].length;
    // A separator that matches the empty text would stand still.
    if (m[0].length === 0) re.lastIndex++;
  }
}
