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

export function pageModel(t: ResolvedTool): PageModel {
  const decl = t.engine;
  const aliasesOf = (key: string) => Object.entries(decl.inputAliases ?? {}).filter(([, c]) => c === key).map(([a]) => a);
  const fields: FieldDescriptor[] = Object.entries(t.plan.hints).map(([key, hint]) => {
    const shape = t.plan.shape[key];
    const kind = kindOf(shape, hint.kind as FieldKind | undefined);
    const options = hint.options ?? (shape.values ? shape.values.map((v) => ({ value: v, label: v })) : undefined);
    const d: FieldDescriptor = { key, label: hint.label ?? key, kind, required: shape.required, aliases: aliasesOf(key) };
    if (hint.unit) d.unit = hint.unit;
    if (options && (kind === 'select' || kind === 'text')) d.options = options;
    if (hint.help) d.help = visitorText(hint.help);
    const example = t.initial[key];
    if (hint.placeholder ?? example !== undefined) d.placeholder = hint.placeholder ?? (typeof example === 'object' ? JSON.stringify(example) : String(example));
    if (hint.step !== undefined) d.step = hint.step;
    if (hint.min !== undefined) d.min = hint.min;
    if (hint.max !== undefined) d.max = hint.max;
    return d;
  });
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
export type ResultPage = Pick<PageModel, 'headline' | 'fields' | 'tabs' | 'resultLabels' | 'engineArea'>;

/**
 * The result field shown first: the declared headline, unless the visitor gave
 * that value (voltage-divider asked for R2 with Vout given) — then what was
 * solved for: the first number in the result that is an input field of the
 * current tab left blank. Without one, the declared headline stays.
 */
export function headlineFor(page: ResultPage, inputs: Record<string, unknown>, result: Record<string, unknown>): string | null {
  const { headline } = page;
  if (!headline || !(headline in result)) return null;
  const given = (k: string) => inputs[k] !== undefined && inputs[k] !== null && inputs[k] !== '';
  if (!given(headline) || typeof result[headline] !== 'number') return headline;
  const hidden = hiddenFields(page.tabs, Object.fromEntries(Object.entries(inputs).map(([k, v]) => [k, String(v)])));
  const solvable = new Set(page.fields.map((f) => f.key).filter((k) => !hidden.has(k)));
  return Object.keys(result).find((k) => typeof result[k] === 'number' && solvable.has(k) && !given(k)) ?? headline;
}
