// Reads what the shared input layer needs out of a zod (mini) object schema:
// the field names and the kind of each field. Computed once per engine.
import type * as z from 'zod/mini';
import { listCheck, type ListCheck } from './lists.ts';
import { wholeNumberCheck, type WholeNumberCheck } from './whole-number.ts';

export type FieldKind = 'number' | 'integer' | 'string' | 'enum' | 'boolean' | 'array' | 'object' | 'mixed';

export interface FieldShape {
  kind: FieldKind;
  required: boolean;
  /** Enum values, for selects and error suggestions. */
  values?: string[];
  /** The value z._default() fills in when the field is left out. */
  default?: unknown;
  /** integer fields: the bounds and codes the shared input layer checks (engines/core/whole-number.ts). */
  whole?: WholeNumberCheck;
  /** array fields: the maximum number of items and its error (engines/core/lists.ts); absent when the schema sets none. */
  list?: ListCheck;
}

interface Def {
  type: string;
  innerType?: z.ZodMiniType;
  in?: z.ZodMiniType;
  shape?: Record<string, z.ZodMiniType>;
  entries?: Record<string, string | number>;
  values?: unknown[];
  options?: z.ZodMiniType[];
  format?: string;
  checks?: { _zod: { def: { check: string; format?: string } } }[];
  defaultValue?: unknown;
}

const defOf = (s: z.ZodMiniType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** Strip optional/default/nullable wrappers; report whether the field may be left out. */
function unwrap(schema: z.ZodMiniType): { inner: z.ZodMiniType; required: boolean; fallback?: unknown } {
  let s = schema;
  let required = true;
  let fallback: unknown;
  for (;;) {
    const d = defOf(s);
    if (d.type === 'optional' || d.type === 'default' || d.type === 'prefault' || d.type === 'nullable') {
      if (d.type !== 'nullable') required = false;
      if (d.type === 'default' && fallback === undefined) fallback = d.defaultValue;
      s = d.innerType!;
    } else if (d.type === 'pipe') s = d.in!;
    else return { inner: s, required, fallback };
  }
}

function kindOf(s: z.ZodMiniType): Pick<FieldShape, 'kind' | 'values' | 'whole' | 'list'> {
  const d = defOf(s);
  switch (d.type) {
    case 'number': {
      // zod 4 writes z.int() as a number of format safeint, and z.number().check(z.int()) as a number with that check.
      const int = d.format === 'safeint' || d.checks?.some((c) => c._zod.def.format === 'safeint');
      return int ? { kind: 'integer', whole: wholeNumberCheck(s) } : { kind: 'number' };
    }
    case 'string':
      return { kind: 'string' };
    case 'enum':
      return { kind: 'enum', values: Object.values(d.entries ?? {}).map(String) };
    case 'literal':
      return { kind: 'enum', values: d.values!.map(String) };
    case 'boolean':
      return { kind: 'boolean' };
    case 'array': {
      const list = listCheck(s);
      return list ? { kind: 'array', list } : { kind: 'array' };
    }
    case 'object':
    case 'record':
      return { kind: 'object' };
    default:
      return { kind: 'mixed' };
  }
}

/** Field name → shape, in declaration order. The schema must be an object schema. */
export function objectShape(schema: z.ZodMiniType): Record<string, FieldShape> {
  const d = defOf(unwrap(schema).inner);
  if (d.type !== 'object') throw new Error('engine input schema must be an object schema');
  const out: Record<string, FieldShape> = {};
  for (const [key, field] of Object.entries(d.shape!)) {
    const { inner, required, fallback } = unwrap(field);
    out[key] = { ...kindOf(inner), required, ...(fallback !== undefined ? { default: fallback } : {}) };
  }
  return out;
}

/** True when the object schema rejects unknown keys (z.strictObject). */
export function isStrictObject(schema: z.ZodMiniType): boolean {
  const d = defOf(unwrap(schema).inner) as Def & { catchall?: z.ZodMiniType };
  return d.catchall !== undefined && defOf(d.catchall).type === 'never';
}
