// A number field given as text, in the shared input layer: the quantity reader
// with the unit the field is in now (its select's choice when it has one), and,
// where the caller left that select out, the select set to the unit the text
// names ("100n" in C → C = 100 with C_unit = nF), as a page does when a visitor
// types a unit. The value used is what the answer's `inputs` shows.
import { rationalToNumber } from '../exact-rational.ts';
import { withUnit } from './field.ts';
import type { NumberField } from './plan.ts';
import { implausible, prefixedUnits } from './plausible.ts';
import { readQuantity } from './read.ts';
import type { Warning } from '../contract.ts';
import type { Unit } from './units.ts';

export type TypedNumber =
  | { ok: true; value: number; /** The select the text set: [key, option]. */ select?: [string, string]; /** A currency sign typed with an amount. */ currency?: string }
  | { ok: false; code: 'INVALID_NUMBER' | 'UNIT_MISMATCH'; detail: string; suggestion: string; notNumber?: true };

const sameUnit = (a: Unit, b: Unit) => a.def === b.def && a.exponent === b.exponent;

/**
 * `given`: the inputs as sent (a select given there is the caller's choice and is never changed);
 * `chosen`: selects already set by another field's text in this request (the first one sets it).
 */
export function readTypedNumber(field: NumberField, text: string, name: string, given: Record<string, unknown>, chosen: Map<string, string>): TypedNumber {
  const select = field.select;
  let quantity = field.quantity;
  let settable = false;
  if (select) {
    const explicit = typeof given[select.key] === 'string' ? (given[select.key] as string).trim() : undefined;
    const current = (explicit && select.units.has(explicit) ? explicit : undefined) ?? chosen.get(select.key) ?? select.fallback;
    const unit = current === undefined ? undefined : select.units.get(current);
    if (unit) quantity = withUnit(quantity, unit);
    settable = !explicit && !chosen.has(select.key);
  }
  const read = readQuantity(text, quantity, name);
  if (!read.ok) return read;
  let value = read.value;
  let set: [string, string] | undefined;
  if (select && settable && read.typed) {
    const option = [...select.units].find(([, u]) => sameUnit(u, read.typed!));
    if (option) {
      const again = readQuantity(text, withUnit(field.quantity, option[1]), name);
      if (again.ok) {
        value = again.value;
        set = [select.key, option[0]];
        chosen.set(select.key, option[0]);
      }
    }
  }
  const n = rationalToNumber(value);
  if (!Number.isFinite(n)) return { ok: false, code: 'INVALID_NUMBER', detail: `${name} is too large to represent ("${text.length > 40 ? `${text.slice(0, 40)}…` : text}").`, suggestion: 'Give a value below about 1.8e308.' };
  return { ok: true, value: n + 0, ...(set ? { select: set } : {}), ...(read.currency ? { currency: read.currency } : {}) };
}

/** IMPLAUSIBLE_VALUE for each number far outside its field's typical span (the calculation is unchanged). */
export function implausibleValues(fields: ReadonlyMap<string, NumberField>, input: Record<string, unknown>, nameOf: (key: string) => string): Warning[] {
  const out: Warning[] = [];
  for (const [key, field] of fields) {
    const value = input[key];
    if (!field.typical || typeof value !== 'number') continue;
    const chosen = field.select ? field.select.units.get(String(input[field.select.key] ?? field.select.fallback)) : undefined;
    const unit = chosen ?? field.quantity.unit;
    if (!unit) continue;
    const candidates = field.select ? [...field.select.units.values()] : prefixedUnits(unit);
    const w = implausible(key, nameOf(key), value, unit, field.typical, candidates);
    if (w) out.push(w);
  }
  return out;
}
