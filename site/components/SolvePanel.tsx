// "Solve for this": any number input of the current tab becomes the unknown and
// an output gets the value the visitor wants; the engine worker finds the
// input's value with the generic solver every surface shares (solve(), through
// engines/derive/form-plot.ts, reading the form as the calculation reads it).
// Every solution is listed, each one a click from the form; no solution says
// the range the output can reach with these inputs. Each number field's label
// has a "solve" button that opens this panel with that field chosen.
import { useEffect, useRef, useState } from 'preact/hooks';
import { formatNumber } from '../../engines/core/numeric.ts';
import { localNumberText, type FormModel, type FormValues } from '../../engines/derive/form-text.ts';
import type { OutputChoice, SolveView, StateField } from '../../engines/derive/form-plot.ts';
import { solveFromQuery, type SolveState } from '../../engines/derive/plot-text.ts';
import { useLatestCall } from '../lib/latest-call.ts';
import { onPanelToggle } from '../lib/panel-open.ts';
import { labelled, numberChoices, outputLabel, type IslandModel, type Operations } from './PlotPanel.tsx';

export interface SolveBoot {
  state: SolveState;
  answer: SolveView | null;
  outputs: OutputChoice[];
}

interface Props {
  model: IslandModel;
  formModel: FormModel;
  values: FormValues;
  hidden: Set<string>;
  ops: Operations;
  boot?: SolveBoot;
  decimal: '.' | ',';
  /** A field's "solve" button was pressed: that field (n counts presses, so the same field opens the panel again). */
  request: { key: string; n: number } | null;
  onState(state: SolveState | null): void;
  /** Puts a solved value into its box. */
  onUse(key: string, text: string): void;
}

const show = (x: number) => formatNumber(x, 6);

/** The output a question about `input` targets first: the page's headline, else the first output that is no input. */
export function defaultOutput(model: IslandModel, outputs: OutputChoice[], input: string): string {
  const fieldKeys = new Set(model.fields.map((f) => f.key));
  const usable = outputs.filter((o) => o.key !== input);
  return (usable.find((o) => o.key === model.headline) ?? usable.find((o) => !fieldKeys.has(o.key)) ?? usable[0])?.key ?? '';
}

export default function SolvePanel({ model, formModel, values, hidden, ops, boot, decimal, request, onState, onUse }: Props) {
  const [open, setOpen] = useState(boot !== undefined);
  const [state, setState] = useState<SolveState | null>(boot?.state ?? null);
  const [outputs, setOutputs] = useState<OutputChoice[]>(boot?.outputs ?? []);
  const [answer, setAnswer] = useState<SolveView | null>(boot?.answer ?? null);
  const asked = useRef(boot?.answer ? JSON.stringify([values, boot.state]) : '');
  const details = useRef<HTMLDetailsElement>(null);
  const choices = numberChoices(model, hidden);

  const ask = useLatestCall(
    (q: { values: FormValues; state: SolveState }) => ops.solveForm(model.moduleKey, model.toolId, formModel, q.values, q.state),
    (a) => setAnswer(a),
  );

  useEffect(() => {
    if (boot || typeof location === 'undefined') return;
    const s = solveFromQuery(new URLSearchParams(location.search));
    if (!s) return;
    setOpen(true);
    setState(s);
  }, []);

  // The outputs are the worker's to say (the calculator's number outputs): asked for once, when first open.
  useEffect(() => {
    if (open && !outputs.length) void ops.outputs(model.moduleKey, model.toolId).then(setOutputs);
  }, [open]);

  // A field's "solve" button: the panel opens on that field, scrolled into view, its target box focused.
  useEffect(() => {
    if (!request) return;
    const output = state?.output && state.output !== request.key ? state.output : defaultOutput(model, outputs, request.key);
    const next = { input: request.key, output, target: state?.input === request.key ? state.target : '' };
    setOpen(true);
    setState(next);
    onState(next);
    setTimeout(() => {
      details.current?.scrollIntoView({ block: 'nearest' });
      (document.getElementById('solve-target') as HTMLInputElement | null)?.focus();
    }, 0);
  }, [request]);

  const input = state && choices.some((f) => f.key === state.input) ? state.input : choices[0]?.key;
  const output = state?.output && outputs.some((o) => o.key === state.output) && state.output !== input ? state.output : input ? defaultOutput(model, outputs, input) : '';
  const current: SolveState | null = input ? { input, output, target: state?.target ?? '' } : null;

  useEffect(() => {
    if (!open || !current || !current.output) return;
    const key = JSON.stringify([values, current]);
    if (key === asked.current) return;
    asked.current = key;
    if (current.target.trim() === '') return setAnswer(null);
    ask({ values, state: current });
  }, [open, current?.input, current?.output, current?.target, values]);

  const change = (part: keyof SolveState, text: string) => {
    if (!current) return;
    const next = { ...current, [part]: text };
    if (part === 'input' && next.output === text) next.output = defaultOutput(model, outputs, text);
    setState(next);
    onState(next);
  };

  const err = (field: StateField) => (answer && !answer.ok && answer.field === field ? answer.detail : undefined);
  const field = choices.find((f) => f.key === current?.input);
  const outputChoice = outputs.find((o) => o.key === current?.output);
  const targetError = err('target');

  return (
    <details class="panel solve-panel" ref={details} open={open} onToggle={onPanelToggle(open, setOpen, current, onState)}>
      <summary>Solve for an input</summary>
      {open && !current && <p class="meta">This calculator has no number input to solve for on this tab.</p>}
      {open && current && (
        <div class="plot-body">
          <p class="meta">Pick the input to find and the value an output should have; the other inputs are the form's.</p>
          <div class="plot-controls">
            <div class="field wide" data-invalid={err('input') ? '' : undefined}>
              <label for="solve-input">Solve for</label>
              <select id="solve-input" value={current.input} onChange={(e) => change('input', (e.target as HTMLSelectElement).value)}>
                {choices.map((f) => (
                  <option value={f.key}>{labelled(f.label, f.unit)}</option>
                ))}
              </select>
              {err('input') && <span class="error">{err('input')}</span>}
            </div>
            <div class="field wide">
              <label for="solve-output">So that</label>
              <select id="solve-output" value={current.output} onChange={(e) => change('output', (e.target as HTMLSelectElement).value)} disabled={!outputs.length}>
                {outputs
                  .filter((o) => o.key !== current.input)
                  .map((o) => (
                    <option value={o.key}>{outputLabel(model, o)}</option>
                  ))}
              </select>
            </div>
            <div class="field" data-invalid={targetError ? '' : undefined}>
              <label for="solve-target">{labelled('Equals', outputChoice?.unit, values.currency)}</label>
              <input
                id="solve-target"
                type="text"
                autoComplete="off"
                spellcheck={false}
                inputMode="decimal"
                value={localNumberText(current.target, decimal)}
                aria-invalid={targetError ? true : undefined}
                aria-describedby={targetError ? 'solve-target-err' : undefined}
                onInput={(e) => change('target', localNumberText((e.target as HTMLInputElement).value, decimal))}
              />
              {targetError && (
                <span class="error" id="solve-target-err">
                  {targetError}
                </span>
              )}
            </div>
          </div>
          <div class="solve-answer" aria-live="polite">
            {answer && !answer.ok && answer.field !== 'target' && <p class="error">{answer.detail}</p>}
            {answer?.ok && <Solved answer={answer} label={labelled(field?.label ?? answer.input, answer.unit)} onUse={onUse} />}
          </div>
        </div>
      )}
    </details>
  );
}

function Solved({ answer, label, onUse }: { answer: Extract<SolveView, { ok: true }>; label: string; onUse(key: string, text: string): void }) {
  const use = (x: number) => (
    <button type="button" class="btn" onClick={() => onUse(answer.input, String(x))}>
      Use {show(x)}
    </button>
  );
  return (
    <>
      <p class="solved">
        {label} = <output>{show(answer.value)}</output> {use(answer.value)}
      </p>
      {answer.solutions.length > 1 && (
        <>
          <p>
            {answer.solutions.length} values give {answer.output} = {show(answer.target)}:
          </p>
          <ul class="solutions">
            {answer.solutions.map((x) => (
              <li>
                {show(x)} {x !== answer.value && use(x)}
              </li>
            ))}
          </ul>
        </>
      )}
      {answer.standard.length > 0 && (
        <div class="scroll standard">
          <table>
            <caption>Nearest standard values</caption>
            <thead>
              <tr>
                <th scope="col">Series</th>
                <th scope="col">{labelled('Value', answer.unit)}</th>
                <th scope="col">{labelled(answer.output, answer.outputUnit)}</th>
                <th scope="col">Error</th>
              </tr>
            </thead>
            <tbody>
              {answer.standard.map((s) => (
                <tr>
                  <td>{s.series}</td>
                  <td class="num">{show(s.value)}</td>
                  <td class="num">{s.output === null ? '—' : show(s.output)}</td>
                  <td class="num">{s.error_pct === null ? '—' : `${s.error_pct > 0 ? '+' : ''}${formatNumber(s.error_pct, 3)} %`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
