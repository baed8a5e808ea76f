// The text of a calculator form is the page's state: what the boxes show, what
// the URL carries and what the server reads from a URL are the same strings,
// keyed by input field. This module moves that text between the URL, the
// declaration's inputs (worked examples, snapshots) and the boxes; the one
// place where text becomes inputs is form-inputs.ts, shared by the server
// render and the browser worker. Light on purpose: the island imports it.
//
// Numbers in this text are locale-neutral: "." is the decimal point and ","
// groups digits, so a URL means the same for every visitor and the server reads
// it exactly as the browser does. A visitor whose language writes "1,5" sees
// and types "1,5": `localNumberText` swaps the two marks between the box and
// the state (the swap is its own inverse).
import { CURRENCY_KEY } from '../core/quantity/currency.ts';
import type { FieldDescriptor, TabBar } from './page-model.ts';

/** Field key → text as typed (numbers locale-neutral). */
export type FormValues = Record<string, string>;

/** What the form functions need of a page: its fields and tab bars. */
export interface FormModel {
  fields: FieldDescriptor[];
  tabs: TabBar[];
}

/** Blank means missing; whitespace is data in a text field (base64 of "  "), blank elsewhere. */
export const isBlankText = (f: FieldDescriptor, text: string | undefined) => text === undefined || (f.schema === 'string' ? text === '' : text.trim() === '');

/** A choice about how other fields read (the calculation's currency, a number's unit), which alone starts no calculation. */
export const readsOthers = (f: FieldDescriptor) => (f.key === CURRENCY_KEY && f.kind === 'select') || f.unitFor !== undefined;

/** Form text from a page URL: a field's own key or one of its aliases; anything else in the URL is ignored. */
export function formValuesFromQuery(fields: FieldDescriptor[], search: URLSearchParams): FormValues {
  const out: FormValues = {};
  for (const f of fields) {
    const text = [f.key, ...f.aliases].map((k) => search.get(k)).find((v) => v !== null && !isBlankText(f, v));
    if (text !== undefined && text !== null) out[f.key] = text;
  }
  return out;
}

/** The query of a page URL for this form text: every filled field under its own key, in the declaration's order. */
export function queryFromFormValues(fields: FieldDescriptor[], values: FormValues): URLSearchParams {
  const q = new URLSearchParams();
  for (const f of fields) if (!isBlankText(f, values[f.key])) q.set(f.key, values[f.key]);
  return q;
}

/**
 * Form text for inputs as REST takes them (worked examples, snapshots): text
 * as it is, numbers in JavaScript's own notation, lists of scalars joined
 * (one per line in row fields), anything structured as JSON, which every
 * structured field also reads. Inputs under an alias fill their field.
 */
export function formValuesFromInputs(fields: FieldDescriptor[], inputs: Record<string, unknown>): FormValues {
  const out: FormValues = {};
  for (const f of fields) {
    const key = [f.key, ...f.aliases].find((k) => Object.hasOwn(inputs, k) && inputs[k] !== undefined && inputs[k] !== null);
    if (key === undefined) continue;
    const text = textOf(f, inputs[key]);
    if (!isBlankText(f, text)) out[f.key] = text;
  }
  return out;
}

function textOf(f: FieldDescriptor, v: unknown): string {
  if (typeof v === 'string') return v;
  if (Array.isArray(v) && v.length === 0) return '[]';
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  if (Array.isArray(v) && v.every((x) => typeof x === 'number' || (typeof x === 'string' && x !== '' && !/[\s,;\n[\]{}]/.test(x)))) {
    return v.join(f.kind === 'rows' || f.kind === 'textarea' ? '\n' : ', ');
  }
  if (Array.isArray(v) && (f.kind === 'rows' || f.kind === 'textarea') && v.every((x) => typeof x === 'string' && !/[\n;]/.test(x))) return v.join('\n');
  return (Array.isArray(v) && f.row && rowsText(f.row, v)) || JSON.stringify(v);
}

/**
 * Object items as text rows by the field's template ('[{name}:]{credits}:{grade}');
 * [credits, grade] pairs fill the required columns in order. Undefined when an
 * item cannot be written exactly: the list is then shown as JSON.
 */
function rowsText(template: string, items: unknown[]): string | undefined {
  const columns = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const optional = new Set([...template.matchAll(/\[[^\]]*\]/g)].flatMap((m) => [...m[0].matchAll(/\{(\w+)\}/g)].map((c) => c[1])));
  const required = columns.filter((c) => !optional.has(c));
  const marks = new Set([...template.replace(/\{\w+\}|[[\]]/g, ''), '\n', ';']);
  const lines: string[] = [];
  for (const item of items) {
    const cells: Record<string, unknown> = Array.isArray(item) ? (item.length === required.length ? Object.fromEntries(required.map((c, i) => [c, item[i]])) : {}) : (item as Record<string, unknown>);
    if (!cells || typeof cells !== 'object' || Object.keys(cells).some((k) => !columns.includes(k))) return undefined;
    const text = (c: string) => {
      const v = cells[c];
      const t = typeof v === 'number' || typeof v === 'string' ? String(v) : undefined;
      return t !== undefined && t.trim() === t && t !== '' && ![...t].some((ch) => marks.has(ch)) ? t : undefined;
    };
    if (required.some((c) => text(c) === undefined) || [...optional].some((c) => cells[c] !== undefined && text(c) === undefined)) return undefined;
    lines.push(template.replace(/\[([^\]]*)\]/g, (part, inner: string) => ([...inner.matchAll(/\{(\w+)\}/g)].every((c) => cells[c[1]] !== undefined) ? inner : '')).replace(/\{(\w+)\}/g, (_, c: string) => text(c)!));
  }
  return lines.join('\n');
}

/** The value a select or tab bar computes with: what was chosen, else what the page shows as chosen. */
export const chosenValue = (f: FieldDescriptor, values: FormValues): string | undefined => (isBlankText(f, values[f.key]) ? f.fallback : values[f.key]);

/** The form text with every blank choice filled in as the page shows it. */
export function withChoices(fields: FieldDescriptor[], values: FormValues): FormValues {
  const out = { ...values };
  for (const f of fields) {
    const v = chosenValue(f, values);
    if (v !== undefined) out[f.key] = v;
  }
  return out;
}

/**
 * Fields the chosen tabs hide: the fields of the other tabs that the active one
 * does not list. A tab bar left blank whose engine picks the tab itself
 * (pythagorean checks when all three sides are given) hides nothing.
 */
export function hiddenByTabs(model: FormModel, values: FormValues): Set<string> {
  const hidden = new Set<string>();
  for (const bar of model.tabs) {
    const field = model.fields.find((f) => f.key === bar.field);
    const value = field ? chosenValue(field, values) : values[bar.field];
    const active = bar.tabs.find((t) => t.value === value);
    if (!active) continue;
    for (const t of bar.tabs) for (const f of t.fields) if (!active.fields.includes(f)) hidden.add(f);
  }
  return hidden;
}

/** The visitor's decimal mark, from their language ("de" → ","); "." for anything else. */
export function decimalMarkOf(locale: string | undefined): '.' | ',' {
  try {
    return new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value === ',' ? ',' : '.';
  } catch {
    return '.';
  }
}

/** Number text between the visitor's notation and the neutral one: with a decimal comma, "." and "," trade places. */
export const localNumberText = (text: string, decimal: '.' | ','): string => (decimal === '.' ? text : text.replace(/[.,]/g, (c) => (c === '.' ? ',' : '.')));
