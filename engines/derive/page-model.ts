// What a calculator page needs, derived from the declaration: serialisable
// field descriptors (the island never sees a zod schema or a function), tab
// bars, and the texts shown around the form.
import type { Area, Example, Formula, OutputHint, PageArea } from '../core/contract.ts';
import type { FieldShape } from '../core/schema-shape.ts';
import { visitorText } from './page-text.ts';
import { readingOf } from './readings.ts';
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
  /** Number fields: how everyday text is read (engines/core/everyday-number.ts). */
  number?: NumberReading;
  /** A number field whose unit is chosen by a select: that select's key (rendered beside it). */
  unitField?: string;
  /** A unit select: the number field it sets the unit of. */
  unitFor?: string;
  /** A unit select whose options are one SI unit with prefixes (F, uF, nF…): power of ten of each option. */
  unitExponents?: Record<string, number>;
  /** How an object item of this list is written as a text row (FieldHint.row). */
  row?: string;
  /** A unit select of the page alone (FieldHint.units): what a number in each unit is multiplied by; never sent. */
  unitFactors?: Record<string, number>;
}

export interface NumberReading {
  /** SI prefixes and RKM codes (4k7, 100n); off for money, counts, grades and units that carry a prefix. */
  prefixes: boolean;
  /** A unit the visitor may type after the number ("2.2 kΩ", "12 V"); '%' for percent fields (then "6.5%" is 6.5). */
  unit?: string;
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
  /** Some result is money: the page offers a currency. */
  money: boolean;
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

/** Units an SI prefix applies to (a prefixed or compound unit such as kW, mm or °C/W is typed as it is). */
const SI_UNITS = new Set(['A', 'V', 'W', 'Ω', 'F', 'H', 'Hz', 's', 'J', 'C', 'S', 'VA', 'var', 'Wh', 'Ah', 'm', 'eV']);
const PREFIX_EXPONENT: Record<string, number> = { T: 12, G: 9, M: 6, k: 3, m: -3, u: -6, µ: -6, n: -9, p: -12, f: -15 };

/** How a number field reads typed text: prefixes only for SI units, a unit that may be typed after the number. */
function numberReading(kind: FieldKind, unit: string | undefined, hinted: boolean | undefined): NumberReading {
  const percent = unit !== undefined && unit.startsWith('%');
  const single = unit !== undefined && !/[\s/,]/.test(unit) && unit !== '—' && unit !== 'currency' && !percent;
  return { prefixes: hinted ?? (kind === 'number' && unit !== undefined && SI_UNITS.has(unit)), ...(percent ? { unit: '%' } : single ? { unit } : {}) };
}

/** Options F, mF, uF, nF, pF: one SI unit and its prefixes → {F: 0, mF: -3, …}; undefined for mixed units (mm, mil). */
function siExponents(options: { value: string }[]): Record<string, number> | undefined {
  const base = options.map((o) => o.value).find((v) => SI_UNITS.has(v) || v === 'ohm');
  if (!base) return undefined;
  const out: Record<string, number> = {};
  for (const { value } of options) {
    const prefix = value.slice(0, -base.length);
    if (!value.endsWith(base) || (prefix !== '' && !Object.hasOwn(PREFIX_EXPONENT, prefix))) return undefined;
    out[value] = prefix === '' ? 0 : PREFIX_EXPONENT[prefix];
  }
  return out;
}

/** The number field a unit select sets: `capacitance_unit` → capacitance, `termUnit` → term. */
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
    if (kind === 'number' || kind === 'integer') d.number = numberReading(kind, hint.unit, hint.prefixes);
    if (kind === 'select' && options?.length) Object.assign(d, choiceOf(t, key, options, hint.blank));
    const target = kind === 'select' && options ? unitTarget(key, keys) : undefined;
    if (target) {
      d.unitFor = target;
      const exponents = siExponents(options!);
      if (exponents) d.unitExponents = exponents;
    }
    return d;
  });
  // Units the page alone offers (a loan term in years): a select after the field, never sent.
  for (const [i, f] of [...fields.entries()].reverse()) {
    const units = t.plan.hints[f.key].units;
    if (!units?.length || Object.hasOwn(t.plan.hints, `${f.key}_unit`)) continue;
    fields.splice(i + 1, 0, {
      key: `${f.key}_unit`,
      label: `${f.label} unit`,
      kind: 'select',
      required: false,
      aliases: [],
      schema: 'enum',
      options: units.map(({ value, label }) => ({ value, label })),
      fallback: units[0].value,
      unitFor: f.key,
      unitFactors: Object.fromEntries(units.map((u) => [u.value, u.factor])),
    });
  }
  for (const select of fields) {
    const target = select.unitFor ? fields.find((f) => f.key === select.unitFor) : undefined;
    if (!target) continue;
    target.unitField = select.key;
    // The unit is chosen beside the field; a prefix typed with the number is read against the chosen unit.
    delete target.unit;
    if (target.number) target.number = { prefixes: select.unitExponents !== undefined };
    // A term of 2.5 years is 30 months: a number in another unit may have decimals.
    if (select.unitFactors) target.kind = 'number';
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
    resultLabels: resultLabels(t),
    money: Object.values(resultLabels(t)).some((h) => readingOf(h, decl.area)?.as === 'money'),
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

/** The page's title: "Ohm's law calculator", without doubling a title that already says so. */
export const pageTitle = (m: Pick<PageModel, 'title'>) => (/\bcalculator$/i.test(m.title) ? m.title : `${m.title} calculator`);

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

/** The part of the page model the calculator island receives as props. */
export const islandModel = (m: PageModel) => ({
  toolId: m.toolId,
  moduleKey: m.moduleKey,
  path: m.path,
  fields: m.fields,
  resultLabels: m.resultLabels,
  engineArea: m.engineArea,
  money: m.money,
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
export type ResultPage = Pick<PageModel, 'headline' | 'headlines' | 'fields' | 'tabs' | 'resultLabels' | 'engineArea'>;

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
