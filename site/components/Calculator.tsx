// The calculator island: a form generated from the declaration's field
// descriptors; every change goes to the engine worker (no network request
// computes anything), the URL query follows the inputs, and the answer is
// shown by ResultView (the same component the server renders). A unit or a
// currency sign typed with a number moves to its select as the worker reads
// it (engines/derive/form-units.ts). Where it runs (its page, or an MCP Apps
// view) is an IslandHost. Below the form and the result, collapsed until
// opened, the Plot panel (PlotPanel.tsx) and the Solve panel (SolvePanel.tsx);
// each number field's label offers "solve" for that field.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { FieldDescriptor, islandModel } from '../../engines/derive/page-model.ts';
import { chosenValue, decimalMarkOf, formValuesFromQuery, hiddenByTabs, isBlankText, localNumberText, readsOthers, type FormValues } from '../../engines/derive/form-text.ts';
import type { Settle } from '../../engines/derive/form-units.ts';
import type { Picture, ScheduleRow } from '../../engines/core/contract.ts';
import { CURRENCY_KEY } from '../../engines/core/quantity/currency.ts';
import { builtState } from '../lib/built-state.ts';
import type { ServerState } from '../lib/server-state.ts';
import { pageHost, type IslandHost } from '../lib/island-host.ts';
import { NEUTRAL_PREFS, type VisitorPrefs } from '../../engines/derive/reading-prefs.ts';
import { browserPrefs, rememberedCurrency } from '../lib/browser-prefs.ts';
import CurrencyPicker from './CurrencyPicker.tsx';
import PictureView from './PictureView.tsx';
import ResultView, { headlineText, type Shown } from './ResultView.tsx';
import PlotPanel, { numberChoices } from './PlotPanel.tsx';
import SolvePanel from './SolvePanel.tsx';
import { stateQuery, type PlotState, type SolveState } from '../../engines/derive/plot-text.ts';
import { unpackSchedule } from './ScheduleView.tsx';

/** The island's props: the page model's part, and whether its calculator can be plotted and solved (set by the page: form-plot.ts `plottable`). */
export type IslandModel = ReturnType<typeof islandModel> & { plottable?: boolean };

interface Props {
  model: IslandModel;
  server?: ServerState;
  /** Where the island runs: its own page unless told otherwise. */
  host?: IslandHost;
  /**
   * `page`: the form, then the result beside or below it. `answer-first` (an MCP Apps view in a
   * chat): the answer, then the form, then the rest of the result.
   */
  layout?: 'page' | 'answer-first';
}

/** The server's answer for this page, from its JSON block (so hydration matches the HTML); at build time, from the page that is being rendered. */
function serverStateFromPage(toolId: string): ServerState | undefined {
  if (typeof document === 'undefined') return builtState(toolId);
  for (const id of ['calculatorx-result', 'calculatorx-initial']) {
    const el = document.getElementById(id);
    if (!el?.textContent) continue;
    try {
      const { form_values, picture, http_status, reading, schedule, ...body } = JSON.parse(el.textContent);
      const panels = document.getElementById('calculatorx-panels')?.textContent;
      return {
        panels: panels ? JSON.parse(panels) : undefined,
        values: form_values ?? {},
        answer: { http: http_status, body },
        picture: picture ?? null,
        prefs: reading ?? NEUTRAL_PREFS,
        schedule: schedule ? unpackSchedule(schedule) : null,
        initial: id === 'calculatorx-initial',
      };
    } catch {
      return undefined;
    }
  }
  return undefined;
}

const isNumberField = (f: FieldDescriptor) => f.number !== undefined;

/** Text the input layer takes as a plain number: leaving its box settles nothing. */
const plainNumber = (text: string) => /^[-+]?[\d.,\s]*$/.test(text);

const sameValues = (a: FormValues, b: FormValues) => Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((k) => a[k] === b[k]);

/**
 * What the visitor typed into the server's HTML before the island took over:
 * no handler saw those keystrokes, but the controls still hold them (Preact's
 * hydration leaves values alone), so they differ from what the server wrote
 * (`rendered`; a textarea's defaultValue is no witness: hydration empties it).
 * Numbers were typed in the visitor's notation.
 */
function typedBeforeHydration(form: HTMLFormElement, fields: FieldDescriptor[], rendered: FormValues, decimal: '.' | ','): FormValues {
  const typed: FormValues = {};
  for (const f of fields) {
    // By name inside the form, not through form.elements: a control named like a form property
    // shadows it (the Kirchhoff page's `elements` textarea made form.elements that textarea).
    const el = form.querySelector(`[name="${CSS.escape(f.key)}"]`);
    const was = (f.kind === 'select' ? chosenValue(f, rendered) : rendered[f.key]) ?? '';
    if (el instanceof HTMLInputElement && el.type === 'checkbox') {
      if (el.checked !== (was === 'true')) typed[f.key] = String(el.checked);
    } else if ((el instanceof HTMLSelectElement || el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && el.value !== was) {
      typed[f.key] = isNumberField(f) ? localNumberText(el.value, decimal) : el.value;
    }
  }
  return typed;
}

/**
 * The form text as the tab bars show it: a bar left blank whose engine picks
 * the tab (pythagorean checks when all three sides are given) shows the tab the
 * answer reports, else its first tab.
 */
function withReportedTabs(model: IslandModel, values: FormValues, answer: Shown): FormValues {
  const result = answer?.body && (answer.body as { result?: unknown }).result;
  const shown = { ...values };
  for (const bar of model.tabs) {
    const field = model.fields.find((f) => f.key === bar.field);
    if (!field || chosenValue(field, values) !== undefined) continue;
    const reported = result && typeof result === 'object' ? (result as Record<string, unknown>)[bar.field] : undefined;
    shown[bar.field] = bar.tabs.find((t) => t.value === reported)?.value ?? bar.tabs[0].value;
  }
  return shown;
}

export default function Calculator({ model, server, host = pageHost, layout = 'page' }: Props) {
  const [boot] = useState(() => server ?? serverStateFromPage(model.toolId));
  const [values, setValues] = useState<FormValues>(boot?.values ?? {});
  const [answer, setAnswer] = useState<Shown>(boot?.answer ?? null);
  const [picture, setPicture] = useState<Picture | null>(boot?.picture ?? null);
  const [schedule, setSchedule] = useState<ScheduleRow[] | null>(boot?.schedule ?? null);
  // A pre-rendered page was read in no visitor's locale: it takes the visitor's choice after mounting.
  const [prefs, setPrefs] = useState<VisitorPrefs>(boot?.prefs ?? NEUTRAL_PREFS);
  const [shared, setShared] = useState<{ link: string | null; note: string } | null>(null);
  // The server wrote numbers with a decimal point; the visitor's own mark replaces it once the island runs.
  const [decimal, setDecimal] = useState<'.' | ','>('.');
  const seq = useRef(0);
  const latest = useRef(values);
  latest.current = values;
  const form = useRef<HTMLFormElement>(null);
  const tabFields = useMemo(() => new Set(model.tabs.map((t) => t.field)), [model]);
  const formModel = useMemo(() => ({ fields: model.fields, tabs: model.tabs }), [model]);
  const shownValues = withReportedTabs(model, values, answer);
  const hasCurrency = model.fields.some((f) => f.key === CURRENCY_KEY);
  const hidden = hiddenByTabs(formModel, shownValues);
  // The Plot and Solve panels' state, which the URL carries beside the form's text.
  const panels = useRef<{ plot: PlotState | null; solve: SolveState | null }>({ plot: boot?.panels?.plot?.state ?? null, solve: boot?.panels?.solve?.state ?? null });
  const [solveRequest, setSolveRequest] = useState<{ key: string; n: number } | null>(null);
  const changed = (next: FormValues) => host.inputsChanged(model.fields, next, stateQuery(panels.current.plot, panels.current.solve));
  const panelChanged = (part: 'plot' | 'solve', state: PlotState | SolveState | null) => {
    panels.current = { ...panels.current, [part]: state };
    changed(latest.current);
  };

  const run = (next: FormValues, settle: Settle = {}) => {
    const id = ++seq.current;
    // A tab, a currency or a unit alone is no calculation yet.
    if (!model.fields.some((f) => !tabFields.has(f.key) && !readsOthers(f) && !isBlankText(f, next[f.key]))) {
      setAnswer(null);
      setPicture(null);
      setSchedule(null);
      return;
    }
    void host
      .calculateForm(model.moduleKey, model.toolId, formModel, next, settle)
      .then((r) => {
        if (id !== seq.current) return;
        // A unit or currency sign typed with a number shows in its select (and, once settled, leaves the box).
        if (r.values && !sameValues(r.values, next)) {
          setValues(r.values);
          changed(r.values);
        }
        setAnswer(r.answer as Shown);
        setSchedule(r.schedule);
        // The numbers first; the picture follows in the next task, so drawing never delays them.
        setTimeout(() => id === seq.current && setPicture(r.picture), 0);
        host.resultShown(model.toolId, r.answer.body);
      });
  };

  useEffect(() => {
    host.mounted();
    if (!boot || boot.initial) setPrefs(browserPrefs());
    const mark = decimalMarkOf(navigator.language);
    setDecimal(mark);
    // The pre-rendered page carries its worked example; a URL with inputs that the server did not render (over the rate limit) wins over it.
    const fromUrl = boot && !boot.initial ? {} : formValuesFromQuery(model.fields, new URLSearchParams(location.search));
    // Only a page the server rendered can hold typing from before; a caller that passes its own state renders the form itself.
    const typed = server ? {} : typedBeforeHydration(form.current!, model.fields, values, mark);
    // A new calculation (the page opened without inputs) takes the currency the visitor last chose; a URL's or snapshot's never changes.
    const remembered = !server && (!boot || boot.initial) && !Object.keys(fromUrl).length && !Object.keys(typed).length && hasCurrency && !values[CURRENCY_KEY] ? rememberedCurrency() : undefined;
    if (Object.keys(fromUrl).length || Object.keys(typed).length || remembered) {
      const start = { ...(Object.keys(fromUrl).length ? fromUrl : values), ...typed, ...(remembered ? { [CURRENCY_KEY]: remembered } : {}) };
      setValues(start);
      // A URL shows its units in their selects, as the server shows them.
      run(start, { commit: Object.keys(fromUrl).length > 0 });
      if (Object.keys(typed).length) changed(start);
    } else void host.warm(model.moduleKey);
  }, []);

  const update = (key: string, value: string, settle?: Settle, also: FormValues = {}) => {
    const next = { ...latest.current, [key]: value, ...also };
    setValues(next);
    setShared(null);
    run(next, settle);
    changed(next);
  };

  /** The visitor left a number's box: a unit or sign typed in it settles into its select (the result stays). */
  const commit = (key: string) => {
    const text = latest.current[key];
    if (text !== undefined && !plainNumber(text)) run(latest.current, { commit: true });
  };

  const clear = () => {
    seq.current++;
    // A new calculation: the currency the visitor last chose stays chosen.
    const remembered = hasCurrency ? rememberedCurrency() : undefined;
    setValues(remembered ? { [CURRENCY_KEY]: remembered } : {});
    setAnswer(null);
    setPicture(null);
    setSchedule(null);
    setShared(null);
    changed({});
  };

  const share = async () => {
    const env = answer?.body as { calculation_version?: string; inputs?: Record<string, unknown> } | undefined;
    // The inputs the shown answer echoes: exactly what was computed.
    setShared(await host.share(model.toolId, env?.inputs ?? {}, env?.calculation_version));
  };

  // The same vnode skips Preact's diff: a keystroke does not re-render the result and its picture.
  const resultView = useMemo(() => <ResultView answer={answer} page={model} prefs={prefs} schedule={schedule} part={layout === 'page' ? 'all' : 'details'} />, [answer, model, prefs, schedule, layout]);
  const answerView = useMemo(() => layout === 'answer-first' && <ResultView answer={answer} page={model} prefs={prefs} part="answer" />, [answer, model, prefs, layout]);
  const pictureView = useMemo(() => <PictureView picture={picture} />, [picture]);
  const headline = layout === 'page' ? headlineText(answer, model, prefs) : null;

  const errorField = answer && answer.http !== 200 ? (answer.body as { field?: string }).field : (answer?.body as { status?: string; field?: string })?.status === 'invalid' ? (answer?.body as { field?: string }).field : undefined;
  const errorText = errorField ? (answer!.body as { detail?: string }).detail : undefined;
  const fieldProps = (f: FieldDescriptor) => ({
    field: f,
    value: f.kind === 'select' ? (chosenValue(f, values) ?? '') : isNumberField(f) ? localNumberText(values[f.key] ?? '', decimal) : (values[f.key] ?? ''),
    error: errorField !== undefined && (errorField === f.key || errorField.startsWith(`${f.key}.`)) ? errorText : undefined,
    // A unit chosen beside a number keeps the number and drops a unit typed in it ("0.02 A", then mA: 0.02 mA).
    onInput: (v: string) => update(f.key, isNumberField(f) ? localNumberText(v, decimal) : v, f.unitFor ? { unitChosen: f.key } : undefined),
    onCommit: isNumberField(f) ? () => commit(f.key) : undefined,
    onSolve: solvable.has(f.key) ? () => setSolveRequest((r) => ({ key: f.key, n: (r?.n ?? 0) + 1 })) : undefined,
  });
  // Plot and Solve: on a page (not in a chat's view), for a calculator with number inputs and outputs.
  const ops = layout === 'page' && model.plottable ? host.operations : undefined;
  const solvable = new Set(ops ? numberChoices(model, hidden).map((f) => f.key) : []);
  const unitSelect = (f: FieldDescriptor) => (f.unitField ? model.fields.find((u) => u.key === f.unitField) : undefined);

  return (
    <div class={layout === 'page' ? 'calc' : 'calc answer-first'}>
      {answerView && (
        <section class="panel result answer" aria-live="polite" aria-label="Result">
          {answerView}
        </section>
      )}
      <form ref={form} class="panel" onSubmit={(e) => e.preventDefault()} aria-label={`${model.title} inputs`}>
        {model.tabs.map((bar) => {
          const field = model.fields.find((f) => f.key === bar.field);
          const active = field ? chosenValue(field, shownValues) : (values[bar.field] ?? bar.tabs[0]?.value);
          return (
            <div class="tabs" role="tablist" aria-label={field?.label ?? bar.field}>
              {bar.tabs.map((t) => (
                <button type="button" role="tab" data-value={t.value} aria-selected={t.value === active} onClick={() => update(bar.field, t.value)}>
                  {t.label}
                </button>
              ))}
            </div>
          );
        })}
        {model.fields
          // A unit select shows beside its number; alone only when it is the engine's and the number is on another tab (the unit of a computed value).
          .filter((f) => !hidden.has(f.key) && !tabFields.has(f.key) && !(f.unitFor && model.fields.some((t) => t.key === f.unitFor && (!hidden.has(t.key) || f.pageUnit))))
          .map((f) => {
            if (f.key === CURRENCY_KEY) {
              const p = fieldProps(f);
              return <CurrencyPicker field={f} value={p.value} locale={prefs.locale} error={p.error} onInput={p.onInput} />;
            }
            const unit = unitSelect(f);
            return <Field {...fieldProps(f)} unit={unit && fieldProps(unit)} />;
          })}
        <div class="actions">
          <button type="button" class="btn" onClick={clear}>
            Clear
          </button>
          <button type="button" class="btn primary" disabled={!answer || answer.http !== 200} onClick={share}>
            Share snapshot
          </button>
        </div>
        <p class="share-note" role="status">
          {shared?.note}
        </p>
        {shared?.link && (
          <p class="field">
            <label for="share-link">Snapshot link</label>
            <input id="share-link" readOnly value={shared.link} onFocus={(e) => (e.target as HTMLInputElement).select()} />
          </p>
        )}
        {/* On a phone the result is below the form: its headline stays in view at the bottom while the visitor
            types (CSS shows it under 52rem only). The result panel below says it to screen readers. */}
        {headline && (
          <p class="answer-bar" aria-hidden="true">
            {headline}
          </p>
        )}
      </form>
      {!answerView ? (
        <section class="panel result" aria-live="polite" aria-label="Result">
          {resultView}
          {pictureView}
        </section>
      ) : (
        // An error or an invalid answer is all in the answer above: no details.
        answer?.http === 200 &&
        (answer.body as { status?: string }).status !== 'invalid' && (
          <section class="panel result details" aria-label="Details of the result">
              {resultView}
            {pictureView}
          </section>
        )
      )}
      {ops && (
        <>
          <PlotPanel model={model} formModel={formModel} values={values} hidden={hidden} ops={ops} boot={boot?.panels?.plot} decimal={decimal} onState={(s) => panelChanged('plot', s)} />
          <SolvePanel
            model={model}
            formModel={formModel}
            values={values}
            hidden={hidden}
            ops={ops}
            boot={boot?.panels?.solve}
            decimal={decimal}
            request={solveRequest}
            onState={(s) => panelChanged('solve', s)}
            onUse={(key, text) => {
              // A solved value is in the field's own unit: a unit only the page offers goes back to that one.
              const select = model.fields.find((u) => u.unitFor === key && u.pageUnit);
              update(key, text, undefined, select ? { [select.key]: select.fallback ?? '' } : {});
            }}
          />
        </>
      )}
    </div>
  );
}

interface FieldProps {
  field: FieldDescriptor;
  value: string;
  error?: string;
  onInput: (v: string) => void;
  /** The visitor left the box (a number's typed unit settles into its select). */
  onCommit?: () => void;
  /** Opens the Solve panel with this field as the unknown. */
  onSolve?: () => void;
}

function Select({ field: f, value, onInput, onCommit: _, onSolve: __, ...rest }: FieldProps & Record<string, unknown>) {
  return (
    <select {...rest} value={value} onChange={(e) => onInput((e.target as HTMLSelectElement).value)}>
      {f.blankLabel && <option value="">{f.blankLabel}</option>}
      {f.options!.map((o) => (
        <option value={o.value}>{o.label}</option>
      ))}
    </select>
  );
}

/**
 * A field's unit as its label shows it: money is in the calculation's currency, chosen above it, so 'currency' itself is not shown
 * ('currency per kWh' → 'per kWh'), nor is '—' (no unit). After a label that ends in a parenthesis
 * ("Load resistance (optional)") it follows a comma, not a second parenthesis.
 */
function labelUnit(label: string, unit: string | undefined): string {
  const shown = unit?.replace(/^currency\b\s*/, '');
  if (!shown || shown === '—') return '';
  return label.endsWith(')') ? `, ${shown}` : ` (${shown})`;
}

function Field({ field: f, value, error, onInput, onCommit, onSolve, unit }: FieldProps & { unit?: FieldProps }) {
  const id = `in-${f.key}`;
  const hintId = f.help ? `${id}-help` : undefined;
  const errId = error ? `${id}-err` : undefined;
  const described = [hintId, errId].filter(Boolean).join(' ') || undefined;
  const common = { id, name: f.key, 'aria-describedby': described, 'aria-invalid': error ? true : undefined };
  const onText = (e: Event) => onInput((e.target as HTMLInputElement).value);
  let control;
  if (f.kind === 'select' && f.options) {
    control = <Select {...common} field={f} value={value} onInput={onInput} />;
  } else if (f.kind === 'boolean') {
    control = <input {...common} type="checkbox" checked={value === 'true'} onChange={(e) => onInput(String((e.target as HTMLInputElement).checked))} />;
  } else if (f.kind === 'textarea' || f.kind === 'rows') {
    // Tall enough for every row typed (a netlist, a course list), up to a screenful.
    const rows = Math.min(12, Math.max(3, (value || f.placeholder || '').split('\n').length + 1));
    control = <textarea {...common} rows={rows} value={value} placeholder={f.placeholder} onInput={onText} spellcheck={false} />;
  } else {
    const numeric = f.kind === 'number' || f.kind === 'integer';
    control = (
      <input
        {...common}
        type="text"
        // A number that takes a unit or a prefix ("20 mA", "4k7") needs a keyboard with letters.
        inputMode={!numeric || f.number?.units ? 'text' : f.kind === 'integer' ? 'numeric' : 'decimal'}
        autoComplete="off"
        spellcheck={false}
        value={value}
        placeholder={f.placeholder ? `e.g. ${f.placeholder}` : f.kind === 'list' ? 'e.g. 12, 18, 30' : undefined}
        onInput={onText}
        onChange={onCommit}
      />
    );
  }
  return (
    <div class="field" data-invalid={error ? '' : undefined}>
      <div class="label-row">
        <label for={id}>
          {f.label}
          {labelUnit(f.label, unit ? undefined : f.unit)} <span class="key">{f.key}</span>
        </label>
        {onSolve && (
          <button type="button" class="solve-this" onClick={onSolve} aria-label={`Solve for ${f.label}`} title={`Find the ${f.label} that gives an output you want`}>
            Solve
          </button>
        )}
      </div>
      {unit ? (
        <div class="with-unit">
          {control}
          <Select id={`in-${unit.field.key}`} name={unit.field.key} aria-label={unit.field.label} field={unit.field} value={unit.value} onInput={unit.onInput} />
        </div>
      ) : (
        control
      )}
      {f.help && (
        <span class="help" id={hintId}>
          {f.help}
        </span>
      )}
      {error && (
        <span class="error" id={errId}>
          {error}
        </span>
      )}
    </div>
  );
}
