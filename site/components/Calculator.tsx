// The calculator island: a form generated from the declaration's field
// descriptors; every change goes to the engine worker (no network request
// computes anything), the URL query follows the inputs, and the answer is
// shown by ResultView (the same component the server renders). Where it runs
// (its page, or an MCP Apps view) is an IslandHost.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { hiddenFields, type FieldDescriptor, type islandModel } from '../../engines/derive/page-model.ts';
import { listValue } from '../../engines/derive/query.ts';
import type { Picture, ScheduleRow } from '../../engines/core/contract.ts';
import { pageHost, type IslandHost } from '../lib/island-host.ts';
import { browserPrefs, NEUTRAL_PREFS } from '../lib/reading-prefs.ts';
import type { ReadingPrefs } from '../lib/readout.ts';
import CurrencyPicker from './CurrencyPicker.tsx';
import PictureView from './PictureView.tsx';
import ResultView, { type Shown } from './ResultView.tsx';
import { unpackSchedule } from './ScheduleView.tsx';

export type IslandModel = ReturnType<typeof islandModel>;

/** What a server-rendered URL computed: given as props on the server, read from the calculatorx-result block in the browser. */
export interface ServerState {
  values: Record<string, string>;
  answer: Shown;
  picture: Picture | null;
  /** The locale and currency the server read the answer in: the island keeps them, so hydration shows the same text. */
  prefs: ReadingPrefs;
  /** Every row of a schedule the API shortens (amortization). */
  schedule: ScheduleRow[] | null;
}

interface Props {
  model: IslandModel;
  server?: ServerState;
  /** Where the island runs: its own page unless told otherwise. */
  host?: IslandHost;
}

/** The server's answer for this URL, from the page's calculatorx-result block (so hydration matches the HTML). */
function serverStateFromPage(): ServerState | undefined {
  const el = typeof document === 'undefined' ? null : document.getElementById('calculatorx-result');
  if (!el?.textContent) return undefined;
  try {
    const { form_values, picture, http_status, reading, schedule, ...body } = JSON.parse(el.textContent);
    return { values: form_values ?? {}, answer: { http: http_status, body }, picture: picture ?? null, prefs: reading ?? NEUTRAL_PREFS, schedule: schedule ? unpackSchedule(schedule) : null };
  } catch {
    return undefined;
  }
}

function valuesFromQuery(fields: FieldDescriptor[], search: string): Record<string, string> {
  const q = new URLSearchParams(search);
  const out: Record<string, string> = {};
  for (const f of fields) {
    const v = [f.key, ...f.aliases].map((k) => q.get(k)).find((x) => x !== null);
    if (v !== undefined && v !== null) out[f.key] = v;
  }
  return out;
}

/** The inputs the form's values stand for, as the engine receives them. */
export function toInputs(fields: FieldDescriptor[], values: Record<string, string>): Record<string, unknown> {
  const inputs: Record<string, unknown> = {};
  for (const f of fields) {
    const v = values[f.key];
    if (v === undefined || v.trim() === '') continue;
    inputs[f.key] = f.kind === 'list' ? (v.trim().startsWith('[') ? safeJson(v) : listValue(v)) : v;
  }
  return inputs;
}

const safeJson = (v: string) => {
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
};

/**
 * What the visitor typed into the server's HTML before the island took over:
 * no handler saw those keystrokes, but the controls still hold them (Preact's
 * hydration leaves values alone), so they differ from the HTML's defaults.
 */
function typedBeforeHydration(form: HTMLFormElement, fields: FieldDescriptor[]): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const f of fields) {
    const el = form.elements.namedItem(f.key);
    if (el instanceof HTMLInputElement && el.type === 'checkbox') {
      if (el.checked !== el.defaultChecked) typed[f.key] = String(el.checked);
    } else if (el instanceof HTMLSelectElement) {
      // With no option marked selected, the browser shows the first.
      if (el.selectedIndex !== Math.max(0, [...el.options].findIndex((o) => o.defaultSelected))) typed[f.key] = el.value;
    } else if ((el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && el.value !== el.defaultValue) {
      typed[f.key] = el.value;
    }
  }
  return typed;
}

export default function Calculator({ model, server, host = pageHost }: Props) {
  const [boot] = useState(() => server ?? serverStateFromPage());
  const [values, setValues] = useState<Record<string, string>>(boot?.values ?? {});
  const [answer, setAnswer] = useState<Shown>(boot?.answer ?? null);
  const [picture, setPicture] = useState<Picture | null>(boot?.picture ?? null);
  const [schedule, setSchedule] = useState<ScheduleRow[] | null>(boot?.schedule ?? null);
  // A pre-rendered page shows no number before the island runs: it takes the visitor's choice after mounting.
  const [prefs, setPrefs] = useState<ReadingPrefs>(boot?.prefs ?? NEUTRAL_PREFS);
  const [shareLink, setShareLink] = useState<string | null>(null);
  const seq = useRef(0);
  const form = useRef<HTMLFormElement>(null);
  const tabFields = useMemo(() => new Set(model.tabs.map((t) => t.field)), [model]);
  const hidden = hiddenFields(model.tabs, values);

  const run = (next: Record<string, string>) => {
    const id = ++seq.current;
    const inputs = toInputs(model.fields, next);
    if (!Object.keys(inputs).some((k) => !tabFields.has(k))) {
      setAnswer(null);
      setPicture(null);
      setSchedule(null);
      return;
    }
    void host
      .calculate(model.moduleKey, model.toolId, inputs)
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
    if (!boot) setPrefs(browserPrefs());
    const fromUrl = boot ? {} : valuesFromQuery(model.fields, location.search);
    // Only a page the server rendered can hold typing from before; a caller that passes its own state renders the form itself.
    const typed = server ? {} : typedBeforeHydration(form.current!, model.fields);
    if (Object.keys(fromUrl).length || Object.keys(typed).length) {
      const start = { ...values, ...fromUrl, ...typed };
      setValues(start);
      run(start);
      if (Object.keys(typed).length) host.inputsChanged(start);
    } else void host.warm(model.moduleKey);
  }, []);

  const update = (key: string, value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    setShareLink(null);
    run(next);
    host.inputsChanged(next);
  };

  const clear = () => {
    seq.current++;
    setValues({});
    setAnswer(null);
    setPicture(null);
    setSchedule(null);
    setShareLink(null);
    host.inputsChanged({});
  };

  const share = async () => {
    const env = answer?.body as { calculation_version?: string } | undefined;
    setShareLink(await host.share(model.toolId, toInputs(model.fields, values), env?.calculation_version));
  };

  // The same vnode skips Preact's diff: a keystroke does not re-render the result and its picture.
  const resultView = useMemo(() => <ResultView answer={answer} page={model} prefs={prefs} schedule={schedule} />, [answer, model, prefs, schedule]);
  const pictureView = useMemo(() => <PictureView picture={picture} />, [picture]);

  const errorField = answer && answer.http !== 200 ? (answer.body as { field?: string }).field : (answer?.body as { status?: string; field?: string })?.status === 'invalid' ? (answer?.body as { field?: string }).field : undefined;
  const errorText = errorField ? (answer!.body as { detail?: string }).detail : undefined;

  return (
    <div class="calc">
      <form ref={form} class="panel" onSubmit={(e) => e.preventDefault()} aria-label={`${model.title} inputs`}>
        {model.tabs.map((bar) => {
          const active = values[bar.field] ?? bar.tabs[0]?.value;
          return (
            <div class="tabs" role="tablist" aria-label={model.fields.find((f) => f.key === bar.field)?.label ?? bar.field}>
              {bar.tabs.map((t) => (
                <button type="button" role="tab" aria-selected={t.value === active} onClick={() => update(bar.field, t.value)}>
                  {t.label}
                </button>
              ))}
            </div>
          );
        })}
        {model.fields
          .filter((f) => !hidden.has(f.key) && !tabFields.has(f.key))
          .map((f) => (
            <Field field={f} value={values[f.key] ?? ''} error={f.key === errorField ? errorText : undefined} onInput={(v) => update(f.key, v)} />
          ))}
        <div class="actions">
          <button type="button" class="btn" onClick={clear}>
            Clear
          </button>
          <button type="button" class="btn primary" disabled={!answer || answer.http !== 200} onClick={share}>
            Share snapshot
          </button>
        </div>
        {shareLink && (
          <p class="field">
            <label for="share-link">Snapshot link</label>
            <input id="share-link" readOnly value={shareLink} onFocus={(e) => (e.target as HTMLInputElement).select()} />
          </p>
        )}
      </form>
      <section class="panel result" aria-live="polite" aria-label="Result">
        {model.money && <CurrencyPicker prefs={prefs} onChange={setPrefs} />}
        {resultView}
        {pictureView}
      </section>
    </div>
  );
}

function Field({ field: f, value, error, onInput }: { field: FieldDescriptor; value: string; error?: string; onInput: (v: string) => void }) {
  const id = `in-${f.key}`;
  const hintId = f.help ? `${id}-help` : undefined;
  const errId = error ? `${id}-err` : undefined;
  const described = [hintId, errId].filter(Boolean).join(' ') || undefined;
  const common = { id, name: f.key, 'aria-describedby': described, 'aria-invalid': error ? true : undefined };
  const onText = (e: Event) => onInput((e.target as HTMLInputElement).value);
  let control;
  if (f.kind === 'select' && f.options) {
    control = (
      <select {...common} value={value} onChange={onText}>
        {!f.required && <option value="">(default)</option>}
        {f.options.map((o) => (
          <option value={o.value}>{o.label}</option>
        ))}
      </select>
    );
  } else if (f.kind === 'boolean') {
    control = <input {...common} type="checkbox" checked={value === 'true'} onChange={(e) => onInput(String((e.target as HTMLInputElement).checked))} />;
  } else if (f.kind === 'textarea' || f.kind === 'rows') {
    control = <textarea {...common} value={value} placeholder={f.placeholder} onInput={onText} spellcheck={false} />;
  } else {
    const numeric = f.kind === 'number' || f.kind === 'integer';
    control = (
      <input
        {...common}
        type="text"
        inputMode={numeric ? (f.kind === 'integer' ? 'numeric' : 'decimal') : 'text'}
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
        {f.unit && ` (${f.unit})`} <span class="key">{f.key}</span>
      </label>
      {control}
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
