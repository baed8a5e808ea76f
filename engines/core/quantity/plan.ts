// The quantities of one calculator's number fields, and which enum field chooses
// each one's unit (C_unit for C, termUnit for term): read from the input plan
// once per calculator. A select is recognised by its name (<field>_unit or
// <field>Unit) and by its options all naming units of one dimension.
import type { FieldHint } from '../contract.ts';
import type { FieldShape } from '../schema-shape.ts';
import { own } from '../own.ts';
import { fieldQuantity, selectUnits, withUnit } from './field.ts';
import { typicalSpan, type TypicalSpan } from './plausible.ts';
import type { FieldQuantity } from './read.ts';
import type { Unit } from './units.ts';

export interface NumberField {
  quantity: FieldQuantity;
  /** What its value usually is, when the declaration says (plausible.ts). */
  typical?: TypicalSpan;
  /** The enum field that chooses this field's unit, its options' units and its default. */
  select?: { key: string; units: ReadonlyMap<string, Unit>; fallback?: string };
}

/** What this module reads of a calculator's input plan (engines/core/inputs.ts). */
interface FieldsOfPlan {
  shape: Record<string, FieldShape>;
  hints: Record<string, FieldHint | Partial<FieldHint>>;
}

const byPlan = new WeakMap<FieldsOfPlan, ReadonlyMap<string, NumberField>>();

export function numberFields(plan: FieldsOfPlan): ReadonlyMap<string, NumberField> {
  let fields = byPlan.get(plan);
  if (!fields) byPlan.set(plan, (fields = derive(plan)));
  return fields;
}

function derive(plan: FieldsOfPlan): ReadonlyMap<string, NumberField> {
  const out = new Map<string, NumberField>();
  const keys = Object.keys(plan.shape);
  for (const key of keys) {
    const shape = plan.shape[key];
    if (shape.kind !== 'number' && shape.kind !== 'integer') continue;
    const hint = own(plan.hints, key);
    const selectKey = [hint?.unitSelect, `${key}_unit`, `${key}Unit`].find((k) => k !== undefined && own(plan.shape, k)?.kind === 'enum');
    const options = selectKey ? plan.shape[selectKey].values : undefined;
    const units = options ? selectUnits(options) : undefined;
    const fallback = selectKey ? plan.shape[selectKey].default : undefined;
    const field: NumberField =
      selectKey && units
        ? { quantity: fieldQuantity(hint, shape.kind, options), select: { key: selectKey, units, ...(typeof fallback === 'string' ? { fallback } : {}) } }
        : { quantity: fieldQuantity(hint, shape.kind) };
    // A span is held in the unit a plain number is in (the select's default, for a field with one).
    const spanUnit = field.select?.fallback !== undefined ? field.select.units.get(field.select.fallback) : undefined;
    if (hint?.typical) field.typical = typicalSpan(spanUnit ? withUnit(field.quantity, spanUnit) : field.quantity, hint.typical, key);
    out.set(key, field);
  }
  return out;
}
