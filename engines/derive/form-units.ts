// A unit typed with a number switches the unit select beside it, as a currency
// sign typed with an amount sets the calculation's currency: "0.02 A" in an LED
// current chosen in mA shows A in the select, "$300,000" shows USD. The text is
// read by the input layer's own reader (engines/core/quantity), so the page
// switches exactly when the input layer would read that unit or sign.
//
// Two steps, both computing the same inputs: while the visitor types, only the
// select moves (the box keeps what is typed, so "20 m" on its way to "20 mV" is
// not cut short); once the box is left (`commit`), and for a URL, the box keeps
// the number alone ("0.02"). A unit that is no option of the select (another
// prefix, another dimension) leaves both as they are: the input layer converts
// the first exactly and refuses the second (UNIT_MISMATCH, naming both).
// Run by calculateForm (form-inputs.ts) in the server render and the worker.
import { ratCmp } from '../core/exact-rational.ts';
import { NUMBER_TEXT } from '../core/numeric.ts';
import { calculationCurrency, CURRENCY_KEY } from '../core/quantity/currency.ts';
import { withUnit } from '../core/quantity/field.ts';
import { numberFields, type NumberField } from '../core/quantity/plan.ts';
import { readQuantity, type FieldQuantity } from '../core/quantity/read.ts';
import { findUnit, type Unit } from '../core/quantity/units.ts';
import { chosenValue, hiddenByTabs, isBlankText, type FormModel, type FormValues } from './form-text.ts';
import type { FieldDescriptor } from './page-model.ts';
import type { ResolvedTool } from './tools.ts';

const sameUnit = (a: Unit, b: Unit) => a.def === b.def && a.exponent === b.exponent;

/** Text the input layer takes as it is (a plain number): nothing to settle. */
const plain = (text: string) => NUMBER_TEXT.test(text.trim());

/** Option value → unit of the select beside a number field; undefined for a select whose options are not units (a term in years or months by name). */
function optionUnits(select: FieldDescriptor, number: NumberField): ReadonlyMap<string, Unit> | undefined {
  if (number.select?.key === select.key) return number.select.units;
  if (!select.pageUnit || !select.options) return undefined;
  // The page's own select: units of the table ('mV', 'kΩ', '°F'), or names only this field knows ('years').
  const units = new Map<string, Unit>();
  for (const { value } of select.options) {
    const unit = number.quantity.names.get(value) ?? findUnit(value);
    if (!unit) return undefined;
    units.set(value, unit);
  }
  return units;
}

/**
 * The number of `text` without the unit after it ("0.02 A" → "0.02", "1,500 mV" → "1,500"), as typed;
 * undefined when the unit is not a suffix that can go (an RKM code such as 4k7 carries it inside).
 */
function numberPart(text: string, quantity: FieldQuantity, name: string): string | undefined {
  const whole = readQuantity(text, quantity, name);
  if (!whole.ok) return undefined;
  const t = text.trim();
  for (let i = t.length - 1; i > 0; i--) {
    if (!/[\d.]/.test(t[i - 1])) continue;
    const head = t.slice(0, i).trim();
    const r = readQuantity(head, quantity, name);
    if (r.ok && !r.typed && !r.currency && ratCmp(r.value, whole.value) === 0) return head;
  }
  return undefined;
}

/** The unit `text` names, when the field reads it (a unit of its dimension). */
function typedUnit(text: string, quantity: FieldQuantity, name: string): Unit | undefined {
  const read = readQuantity(text, quantity, name);
  return read.ok ? read.typed : undefined;
}

/** An amount without its currency sign: "$300,000" → "300,000", "-€5" → "-5", "1 500 €" → "1 500". */
const withoutSign = (text: string) => text.trim().replace(/^([−–+-]?)\s*[$€£¥₹]\s*/, '$1').replace(/\s*[$€£¥₹]$/, '');

/** When form text settles (serialisable: the island passes it to the worker). */
export interface Settle {
  /** The visitor left a box, or the text is a URL's: the boxes keep the numbers alone. */
  commit?: boolean;
  /** A unit select the visitor just chose: it stays, and its number drops a unit typed with it ("0.02 A", then mA: 0.02 mA). */
  unitChosen?: string;
}

/**
 * The form text with each unit typed in a number field moved to the select beside it when it is one of its
 * options, and the currency set by a currency sign typed with an amount (the first such amount, in form order,
 * decides; a sign that fits the chosen currency, "$" for CAD, keeps it). Unchanged text is returned as the same object.
 */
export function settleUnits(tool: ResolvedTool, model: FormModel, values: FormValues, { commit = false, unitChosen }: Settle = {}): FormValues {
  const numbers = numberFields(tool.plan);
  const hidden = hiddenByTabs(model, values);
  let out = values;
  const set = (key: string, value: string) => {
    if (out[key] === value) return;
    if (out === values) out = { ...values };
    out[key] = value;
  };
  const typedIn = (f: FieldDescriptor) => {
    const text = values[f.key];
    return text === undefined || hidden.has(f.key) || isBlankText(f, text) || plain(text) ? undefined : text;
  };

  for (const f of model.fields) {
    const text = typedIn(f);
    const number = numbers.get(f.key);
    const select = f.unitField ? model.fields.find((s) => s.key === f.unitField) : undefined;
    if (text === undefined || !number || !select) continue;
    const options = optionUnits(select, number);
    if (!options) continue;
    // The option the text names: read in that unit, the text names it (degrees and radians never convert into each other).
    const option = [...options].find(([, unit]) => {
      const read = readQuantity(text, withUnit(number.quantity, unit), f.label);
      return read.ok && read.typed !== undefined && sameUnit(read.typed, unit);
    });
    if (select.key === unitChosen) {
      // The visitor's choice stands; a unit typed in the box goes, the number stays.
      const typed = option?.[1] ?? typedUnit(text, number.quantity, f.label);
      const bare = typed ? numberPart(text, withUnit(number.quantity, typed), f.label) : undefined;
      if (bare !== undefined) set(f.key, bare);
      continue;
    }
    if (!option) continue;
    if (chosenValue(select, out) !== option[0]) set(select.key, option[0]);
    const bare = commit ? numberPart(text, withUnit(number.quantity, option[1]), f.label) : undefined;
    if (bare !== undefined) set(f.key, bare);
  }

  const currency = model.fields.find((f) => f.key === CURRENCY_KEY);
  if (!currency) return out;
  let code: string | undefined;
  for (const f of model.fields) {
    const text = typedIn(f);
    const number = numbers.get(f.key);
    if (text === undefined || !number?.quantity.money) continue;
    const read = readQuantity(text, number.quantity, f.label);
    if (!read.ok || !read.currency) continue;
    const signs = new Map([[f.key, read.currency]]);
    if (code === undefined) {
      const given = out[CURRENCY_KEY];
      const kept = calculationCurrency(isBlankText(currency, given) ? undefined : given, signs);
      const meant = kept.ok ? kept : calculationCurrency(undefined, signs);
      if (!meant.ok || !meant.code) continue;
      code = meant.code;
      if (given?.trim().toUpperCase() !== code) set(CURRENCY_KEY, code);
    }
    // A sign of another currency stays, for the input layer to refuse.
    if (commit && calculationCurrency(code, signs).ok) set(f.key, withoutSign(text));
  }
  return out;
}
