// The calculator island: a form generated from the declaration's field
// descriptors; every change goes to the engine worker (no network request
// computes anything), the URL query follows the inputs, and the answer is
// shown by ResultView (the same component the server renders). Where it runs
// (its page, or an MCP Apps view) is an IslandHost.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { FieldDescriptor, islandModel } from '../../engines/derive/page-model.ts';
import { chosenValue, decimalMarkOf, formValuesFromQuery, hiddenByTabs, isBlankText, localNumberText, type FormValues } from '../../engines/derive/form-text.ts';
import type { Picture, ScheduleRow } from '../../engines/core/contract.ts';
import { builtState } from '../lib/built-state.ts';
import type { ServerState } from '../lib/server-state.ts';
import { pageHost, type IslandHost } from '../lib/island-host.ts';
import { NEUTRAL_PREFS } from '../../engines/derive/reading-prefs.ts';
import { browserPrefs } from '../lib/browser-prefs.ts';
import type { ReadingPrefs } from '../../engines/derive/readout.ts';
import CurrencyPicker from './CurrencyPicker.tsx';
import PictureView from './PictureView.tsx';
import ResultView, { type Shown } from './ResultView.tsx';
import { unpackSchedule } from './ScheduleView.tsx';

export type IslandModel = ReturnType<typeof islandModel>;

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
      return {
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
  const [prefs, setPrefs] = useState<ReadingPrefs>(boot?.prefs ?? NEUTRAL_PREFS);
  const [shared, setShared] = useState<{ link: string | null; note: string } | null>(null);
  // The server wrote numbers with a decimal point; the visitor's own mark replaces it once the island runs.
  const [decimal, setDecimal] = useState<'.' | ','>('.');
  const seq = useRef(0);
  const form = useRef<HTMLFormElement>(null);
  const tabFields = useMemo(() => new Set(model.tabs.map((t) => t.field)), [model]);
  const formModel = useMemo(() => ({ fields: model.fields, tabs: model.tabs }), [model]);
  const shownValues = withReportedTabs(model, values, answer);
  const hidden = hiddenByTabs(formModel, shownValues);

  const run = (next: FormValues) => {
    const id = ++seq.current;
    if (!model.fields.some((f) => !tabFields.has(f.key) && !isBlankText(f, next[f.key]))) {
      setAnswer(null);
      setPicture(null);
      setSchedule(null);
      return;
    }
    void host
      .calculateForm(model.moduleKey, model.toolId, formModel, next)
      .then((r) => {
        if (id !== seq.current) return;
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
    if (Object.keys(fromUrl).length || Object.keys(typed).length) {
      const start = { ...(Object.keys(fromUrl).length ? fromUrl : values), ...typed };
      setValues(start);
      run(start);
      if (Object.keys(typed).length) host.inputsChanged(model.fields, start);
    } else void host.warm(model.moduleKey);
  }, []);

  const update = (key: string, value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    setShared(null);
    run(next);
    host.inputsChanged(model.fields, next);
  };

  const clear = () => {
    seq.current++;
    setValues({});
    setAnswer(null);
    setPicture(null);
    setSchedule(null);
    setShared(null);
    host.inputsChanged(model.fields, {});
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

  const errorField = answer && answer.http !== 200 ? (answer.body as { field?: string }).field : (answer?.body as { status?: string; field?: string })?.status === 'invalid' ? (answer?.body as { field?: string }).field : undefined;
  const errorText = errorField ? (answer!.body as { detail?: string }).detail : undefined;
  const fieldProps = (f: FieldDescriptor) => ({
    field: f,
    value: f.kind === 'select' ? (chosenValue(f, values) ?? '') : isNumberField(f) ? localNumberText(values[f.key] ?? '', decimal) : (values[f.key] ?? ''),
    error: errorField !== undefined && (errorField === f.key || errorField.startsWith(`${f.key}.`)) ? errorText : undefined,
    onInput: (v: string) => update(f.key, isNumberField(f) ? localNumberText(v, decimal) : v),
  });
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
          .filter((f) => !hidden.has(f.key) && !tabFields.has(f.key) && !(f.unitFor && model.fields.some((t) => t.key === f.unitFor && !hidden.has(t.key))))
          .map((f) => {
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
      </form>
      {!answerView ? (
        <section class="panel result" aria-live="polite" aria-label="Result">
          {model.money && <CurrencyPicker prefs={prefs} onChange={setPrefs} />}
          {resultView}
          {pictureView}
        </section>
      ) : (
        // An error or an invalid answer is all in the answer above: no details.
        answer?.http === 200 &&
        (answer.body as { status?: string }).status !== 'invalid' && (
          <section class="panel result details" aria-label="Details of the result">
            {model.money && <CurrencyPicker prefs={prefs} onChange={setPrefs} />}
            {resultView}
            {pictureView}
          </section>
        )
      )}
    </div>
  );
}

interface FieldProps {
  field: FieldDescriptor;
  value: string;
  error?: string;
  onInput: (v: string) => void;
}

function Select({ field: f, value, onInput, ...rest }: FieldProps & Record<string, unknown>) {
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
 * A field's unit as its label shows it: money is in the visitor's currency, so 'currency' itself is not shown
 * ('currency per kWh' → 'per kWh'), nor is '—' (no unit). After a label that ends in a parenthesis
 * ("Load resistance (optional)") it follows a comma, not a second parenthesis.
 */
function labelUnit(label: string, unit: string | undefined): string {
  const shown = unit?.replace(/^currency\b\s*/, '');
  if (!shown || shown === '—') return '';
  return label.endsWith(')') ? `, ${shown}` : ` (${shown})`;
}

function Field({ field: f, value, error, onInput, unit }: FieldProps & { unit?: FieldProps }) {
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
        inputMode={!numeric || f.number?.prefixes ? 'text' : f.kind === 'integer' ? 'numeric' : 'decimal'}
        autoComplete="off"
        spellcheck={false}
        value={value}
        placeholder={f.placeholder ? `e.g. ${f.placeholder}` : f.kind === 'list' ? 'e.g. 12, 18, 30' : undefined}
        onInput={onText}
      />
    );
  }
  return (
    <div class="field" data-invalid={error ? '' : undefined}>
      <label for={id}>
        {f.label}
        {labelUnit(f.label, f.unit)} <span class="key">{f.key}</span>
      </label>
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
