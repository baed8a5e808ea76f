// What a calculator page needs, derived from the declaration: serialisable
// field descriptors (the island never sees a zod schema or a function), tab
// bars, and the texts shown around the form.
import type { Area, Example, Formula, OutputHint, PageArea } from '../core/contract.ts';
import type { FieldShape } from '../core/schema-shape.ts';
import { CURRENCY_KEY } from '../core/quantity/currency.ts';
import { numberFields } from '../core/quantity/plan.ts';
import { unitSymbol } from '../core/quantity/units.ts';
import { resultUnitChoices, unitChoices } from './page-units.ts';
import { visitorText } from './page-text.ts';
import { LISTED_CURRENCIES } from './listed-currencies.ts';
import { resultLabels } from './result-labels.ts';
import type { ResolvedTool } from './tools.ts';

export type FieldKind = 'number' | 'integer' | 'text' | 'textarea' | 'select' | 'list' | 'rows' | 'boolean';

export interface FieldDescriptor {
  key: string;
  label: string;
  unit?: string;
  kind: FieldKind;
  required: boolean;
  options?: { value: string; label: string }[];
  help?: string;
  placeholder?: string;
  step?: number | 'any';
  min?: number;
  max?: number;
  /** Other query/API names accepted for this field (pInput for p). */
  aliases: string[];
  /** Kind of the input in the schema: decides how form text becomes an input (engines/derive/form-inputs.ts). */
  schema: FieldShape['kind'];
  /**
   * Selects and tab bars: the value a blank field computes with. The page shows
   * it as chosen and sends it, so what looks chosen is what is computed.
   */
  fallback?: string;
  /** Optional selects whose blank the engine fills in itself: the blank option's text, "(default: µF)". */
  blankLabel?: string;
  /** Number fields: what the text may carry besides the number (the shared input layer reads it: engines/core/quantity). */
  number?: NumberReading;
  /** A number field whose unit is chosen by a select beside it (the engine's, or the page's own): that select's key. */
  unitField?: string;
  /** A unit select shown beside a number field: that field's key. */
  unitFor?: string;
  /**
   * A unit select of the page alone (the engine takes the field in one unit): never sent as an input; a plain
   * number is sent with the chosen unit after it ("5 mV"), which the input layer converts exactly.
   */
  pageUnit?: true;
  /** How an object item of this list is written as a text row (FieldHint.row). */
  row?: string;
}

export interface NumberReading {
  /** The field takes a unit, an SI prefix or an RKM code typed with the number ("20 mA", "4k7"): a phone shows a keyboard with letters. */
  units: boolean;
}

export interface TabBar {
  field: string;
  tabs: { value: string; label: string; fields: string[] }[];
}

export interface PageModel {
  toolId: string;
  engineId: string;
  engineArea: Area;
  /** engines/<area>/<id>: what the worker imports. */
  moduleKey: string;
  pageArea: PageArea;
  path: string;
  title: string;
  description: string;
  keywords: string[];
  capabilityId: string | null;
  version: string;
  tier: string;
  fields: FieldDescriptor[];
  /** Label, unit and reading of each result field the page knows (see UiHints.outputs). */
  resultLabels: Record<string, OutputHint>;
  /** Result fields a visitor may read in another unit: the units offered, the declared one among them (engines/derive/page-units.ts). */
  resultUnits: Record<string, string[]>;
  tabs: TabBar[];
  initial: Record<string, unknown>;
  headline: string | null;
  /** The headline per tab choice (UiHints.headlines). */
  headlines: Record<string, string>;
  unit: string | null;
  formula: Formula;
  assumptions: string[];
  limitations: string[];
  examples: Pick<Example, 'name' | 'inputs' | 'source'>[];
}

function kindOf(shape: FieldShape, hinted?: FieldKind): FieldKind {
  if (hinted) return hinted;
  switch (shape.kind) {
    case 'number':
      return 'number';
    case 'integer':
      return 'integer';
    case 'enum':
      return 'select';
    case 'boolean':
      return 'boolean';
    case 'array':
      return 'list';
    default:
      return 'text';
  }
}

/** The number field an enum beside it sets the unit of by name, when the input layer does not read its options as units: `termUnit` → term. */
function unitTarget(key: string, keys: string[]): string | undefined {
  const m = /^(.+?)_?[uU]nit$/.exec(key);
  return m && keys.includes(m[1]) ? m[1] : undefined;
}

/** A tool's page model never changes: made once per tool (a server-rendered page needs it per request). */
const models = new WeakMap<ResolvedTool, PageModel>();

export function pageModel(t: ResolvedTool): PageModel {
  let model = models.get(t);
  if (model === undefined) models.set(t, (model = Object.freeze(modelOf(t))));
  return model;
}

function modelOf(t: ResolvedTool): PageModel {
  const decl = t.engine;
  const aliasesOf = (key: string) => Object.entries(decl.inputAliases ?? {}).filter(([, c]) => c === key).map(([a]) => a);
  const keys = Object.keys(t.plan.hints);
  const numbers = numberFields(t.plan);
  /** How many number fields each engine unit select sets: one is shown beside its field; a shared one stays a field of its own. */
  const selectUses = new Map<string, number>();
  for (const n of numbers.values()) if (n.select) selectUses.set(n.select.key, (selectUses.get(n.select.key) ?? 0) + 1);
  const unitSelects = new Set(selectUses.keys());
  const fields: FieldDescriptor[] = Object.entries(t.plan.hints).map(([key, hint]) => {
    const shape = t.plan.shape[key];
    const kind = kindOf(shape, hint.kind as FieldKind | undefined);
    const options = hint.options ?? (shape.values ? shape.values.map((v) => ({ value: v, label: v })) : undefined);
    const d: FieldDescriptor = { key, label: hint.label ?? key, kind, required: shape.required, aliases: aliasesOf(key), schema: shape.kind };
    if (hint.unit) d.unit = hint.unit;
    if (options && (kind === 'select' || kind === 'text')) d.options = options;
    if (hint.help) d.help = visitorText(hint.help);
    const example = t.initial[key];
    if (hint.placeholder ?? example !== undefined) d.placeholder = hint.placeholder ?? (typeof example === 'object' ? JSON.stringify(example) : String(example));
    if (hint.step !== undefined) d.step = hint.step;
    if (hint.min !== undefined) d.min = hint.min;
    if (hint.max !== undefined) d.max = hint.max;
    if (hint.row) d.row = hint.row;
    // A unit, a prefix or an RKM code is typed with letters: a number whose unit is chosen, or which takes prefixes.
    if (kind === 'number' || kind === 'integer') d.number = { units: numbers.get(key)?.select !== undefined || numbers.get(key)?.quantity.prefixes === true };
    if (kind === 'select' && options?.length) Object.assign(d, unitSelects.has(key) ? unitChoice(t, key, options) : choiceOf(t, key, options, hint.blank));
    const select = numbers.get(key)?.select;
    if (select && selectUses.get(select.key) === 1) d.unitField = select.key;
    return d;
  });
  for (const f of fields) {
    if (f.unitField) fields.find((s) => s.key === f.unitField)!.unitFor = f.key;
  }
  // Enums beside a number by name whose options are not units of the table (a term in years or months).
  for (const f of fields) {
    const target = f.kind === 'select' && f.options && !f.unitFor && !unitSelects.has(f.key) ? unitTarget(f.key, keys) : undefined;
    const field = target ? fields.find((x) => x.key === target) : undefined;
    if (field && !field.unitField) {
      f.unitFor = field.key;
      field.unitField = f.key;
    }
  }
  // Units the page alone offers: a loan term in years (FieldHint.units), a supply voltage in mV or kV (page-units.ts).
  for (const [i, f] of [...fields.entries()].reverse()) {
    // A number whose unit an engine's select chooses (shared by several fields, it stays a field of its own) has no other.
    if (f.unitField || f.number === undefined || numbers.get(f.key)?.select) continue;
    const key = `${f.key}_unit`;
    if (Object.hasOwn(t.plan.shape, key) || Object.hasOwn(t.plan.hints, key)) continue;
    const hint = t.plan.hints[f.key];
    const quantity = numbers.get(f.key)?.quantity;
    const own = hint.units?.length ? hint.units.map(({ value, label }) => ({ value, label })) : undefined;
    const choices = own ?? (quantity && !quantity.money ? unitChoices(quantity.unit, quantity.difference)?.map((u) => ({ value: u, label: u })) : undefined);
    if (!choices) continue;
    fields.splice(i + 1, 0, {
      key,
      label: `${f.label} unit`,
      kind: 'select',
      required: false,
      aliases: [],
      schema: 'enum',
      options: choices,
      fallback: own ? own[0].value : unitSymbol(quantity!.unit!),
      unitFor: f.key,
      pageUnit: true,
    });
    f.unitField = key;
    // A term of 2.5 years is 30 months: a number in another unit may have decimals; a unit is typed with letters.
    f.kind = 'number';
    f.number = { units: true };
  }
  for (const select of fields) {
    const target = select.unitFor ? fields.find((f) => f.key === select.unitFor) : undefined;
    if (!target || select.pageUnit) continue;
    // The unit is chosen beside the field, which says it (a descriptive unit text such as '° or rad' goes).
    delete target.unit;
    if (target.number && unitSelects.has(select.key)) target.number = { units: true };
  }
  // The calculation's currency (engines/core/quantity/currency.ts): an input of every calculator with amounts, chosen before the first of them.
  const firstMoney = fields.findIndex((f) => numbers.get(f.key)?.quantity.money);
  if (firstMoney >= 0) {
    fields.splice(firstMoney, 0, {
      key: CURRENCY_KEY,
      label: 'Currency',
      kind: 'select',
      required: false,
      aliases: [],
      schema: 'enum',
      options: LISTED_CURRENCIES.map((c) => ({ value: c, label: c })),
      blankLabel: '(no currency)',
    });
  }
  const labels = resultLabels(t);
  const resultUnits: Record<string, string[]> = {};
  for (const [key, hint] of Object.entries(labels)) {
    const choices = resultUnitChoices(hint.unit, hint.difference);
    if (choices) resultUnits[key] = choices;
  }
  return {
    toolId: t.id,
    engineId: decl.id,
    engineArea: decl.area,
    moduleKey: `${decl.area}/${decl.id}`,
    pageArea: t.ownPage ?? 'math',
    path: t.page ?? '',
    title: t.title,
    description: visitorText(t.description),
    keywords: t.keywords,
    capabilityId: t.capability_id,
    version: t.version,
    tier: t.verification.tier,
    fields,
    resultLabels: labels,
    resultUnits,
    tabs: decl.ui.tabs ?? [],
    initial: t.initial,
    headline: decl.ui.headline ?? null,
    headlines: decl.ui.headlines ?? {},
    unit: t.unit,
    formula: decl.formula.label ? { ...decl.formula, label: visitorText(decl.formula.label) } : decl.formula,
    assumptions: decl.assumptions.map(visitorText),
    limitations: (decl.limitations ?? []).map(visitorText),
    examples: decl.examples
      .filter((e) => (!e.tool || e.tool === t.id) && (!e.expect.status || e.expect.status === 'success'))
      .map(({ name, inputs, source }) => ({ name, inputs, source: visitorText(source) })),
  };
}

/** The page's <title>: the engine's title, saying "calculator" once ("VAT calculator: add or remove VAT" keeps its own). */
export const pageTitle = (m: Pick<PageModel, 'title'>) => (/\bcalculator\b/i.test(m.title) ? m.title : `${m.title} calculator`);

/**
 * What a blank select computes with. An optional select whose blank the
 * engine fills in (schema default, tool preset, or the hint's `blank`) offers
 * a blank option that says what it means; a tab bar has no blank, so it shows
 * the preset as chosen and sends it. Any other select (required, or optional
 * with no meaning for blank) shows the first tab or option as chosen and sends
 * it (`fallback`), so what looks chosen is what is computed.
 */
function choiceOf(t: ResolvedTool, key: string, options: { value: string; label: string }[], blank: string | undefined): Pick<FieldDescriptor, 'fallback' | 'blankLabel'> {
  const shape = t.plan.shape[key];
  const tabs = t.engine.ui.tabs?.find((b) => b.field === key)?.tabs;
  const preset = t.plan.defaults?.[key] ?? shape.default;
  const labelOf = (v: string) => options.find((o) => o.value === v)?.label ?? v;
  if (preset !== undefined) return tabs || shape.required ? { fallback: String(preset) } : { blankLabel: `(default: ${labelOf(String(preset))})` };
  if (blank !== undefined && !shape.required) return { blankLabel: options.some((o) => o.value === blank) ? `(default: ${labelOf(blank)})` : `(${blank})` };
  return { fallback: tabs?.[0]?.value ?? options[0].value };
}

/**
 * An engine's unit select (its options are units of one dimension, engines/core/quantity/plan.ts) shows
 * the unit a blank one computes with, as chosen, and sends it: the unit of the number beside it, never
 * a blank that the unit typed in another field could set (a select shared by a trace's width and height).
 */
function unitChoice(t: ResolvedTool, key: string, options: { value: string; label: string }[]): Pick<FieldDescriptor, 'fallback'> {
  const preset = t.plan.defaults?.[key] ?? t.plan.shape[key].default;
  return { fallback: preset !== undefined ? String(preset) : options[0].value };
}

/** The part of the page model the calculator island receives as props. */
export const islandModel = (m: PageModel) => ({
  toolId: m.toolId,
  moduleKey: m.moduleKey,
  path: m.path,
  fields: m.fields,
  resultLabels: m.resultLabels,
  resultUnits: m.resultUnits,
  engineArea: m.engineArea,
  tabs: m.tabs,
  headline: m.headline,
  headlines: m.headlines,
  title: m.title,
});

/** Fields a tab bar currently hides (the fields of the other tabs that the active one does not list). */
export function hiddenFields(tabs: TabBar[], values: Record<string, string>): Set<string> {
  const hidden = new Set<string>();
  for (const bar of tabs) {
    const active = bar.tabs.find((t) => t.value === values[bar.field]) ?? bar.tabs[0];
    for (const t of bar.tabs) for (const f of t.fields) if (!active.fields.includes(f)) hidden.add(f);
  }
  return hidden;
}

/** What ResultView needs of a page to show an answer. */
export type ResultPage = Pick<PageModel, 'headline' | 'headlines' | 'fields' | 'tabs' | 'resultLabels' | 'engineArea'> & Partial<Pick<PageModel, 'resultUnits'>>;

/**
 * The result field shown first: the declared headline, unless the visitor gave
 * that value (voltage-divider asked for R2 with Vout given) — then what was
 * solved for: the first number in the result that is an input field of the
 * current tab left blank. Without one, the declared headline stays.
 */
export function headlineFor(page: ResultPage, inputs: Record<string, unknown>, result: Record<string, unknown>): string | null {
  // A tab whose choice names its own headline (what that choice asks for) decides first.
  for (const bar of page.tabs) {
    const asked = page.headlines[String(inputs[bar.field] ?? '')];
    if (asked !== undefined && Object.hasOwn(page.headlines, String(inputs[bar.field])) && asked in result) return asked;
  }
  const { headline } = page;
  if (!headline) return null;
  const given = (k: string) => inputs[k] !== undefined && inputs[k] !== null && inputs[k] !== '';
  if (headline in result && (!given(headline) || typeof result[headline] !== 'number')) return headline;
  // The declared headline was given (or a choice answers without it): what was solved for is the blank input.
  const hidden = hiddenFields(page.tabs, Object.fromEntries(Object.entries(inputs).map(([k, v]) => [k, String(v)])));
  const solvable = new Set(page.fields.map((f) => f.key).filter((k) => !hidden.has(k)));
  return Object.keys(result).find((k) => typeof result[k] === 'number' && solvable.has(k) && !given(k)) ?? (headline in result ? headline : null);
}
