// The Plot panel of a calculator page: one output against one number input of
// the current tab, over a range, drawn as the form is typed. Collapsed by
// default: a closed panel computes nothing and loads nothing (the worker loads
// the plot code when it is first opened). The chart is computed in the engine
// worker from the form's text (engines/derive/form-plot.ts: the same reading as
// the calculation, then sweep() and sweepPicture()), drawn by PictureView, with
// its points in a table for screen readers. The state is in the URL
// (plot=R2&plot_from=…, engines/derive/plot-text.ts), so a plot can be shared
// and a URL with one is rendered with its chart by the server.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { SvgNode } from '../../engines/core/contract.ts';
import { formatNumber } from '../../engines/core/numeric.ts';
import type { FieldDescriptor, islandModel } from '../../engines/derive/page-model.ts';
import { localNumberText, type FormModel, type FormValues } from '../../engines/derive/form-text.ts';
import type { OutputChoice, PlotAnswer, StateField } from '../../engines/derive/form-plot.ts';
import { blankPlot, filledPlot, plotFromQuery, PLOT_MAX_POINTS, type PlotState } from '../../engines/derive/plot-text.ts';
import type { IslandHost } from '../lib/island-host.ts';
import { useLatestCall } from '../lib/latest-call.ts';
import { onPanelToggle } from '../lib/panel-open.ts';
import PictureView from './PictureView.tsx';

/** The calculator island's model (as Calculator.tsx's IslandModel). */
export type IslandModel = ReturnType<typeof islandModel> & { plottable?: boolean };

export type Operations = NonNullable<IslandHost['operations']>;

/** What the server computed for a URL with a plot: the island starts from it (so hydration matches). */
export interface PlotBoot {
  state: PlotState;
  answer: PlotAnswer | null;
}

/** The number fields of the current tab: what can be varied or solved for. */
export function numberChoices(model: IslandModel, hidden: Set<string>): FieldDescriptor[] {
  const tabFields = new Set(model.tabs.map((t) => t.field));
  return model.fields.filter((f) => f.number !== undefined && !f.unitFor && !f.pageUnit && !hidden.has(f.key) && !tabFields.has(f.key));
}

/**
 * "Output voltage (V)": a field's or output's label with its unit; money's unit is the calculation's currency
 * (its code when one is chosen). After a label that ends in a parenthesis ("rate (APR, nominal)") the unit
 * follows a comma, not a second parenthesis.
 */
export function labelled(label: string, unit: string | null | undefined, currency?: string): string {
  const u = unit?.replace(/^currency\b\s*/, currency ? `${currency} ` : '').trim();
  if (!u || u === '—') return label;
  return label.endsWith(')') ? `${label.slice(0, -1)}, ${u})` : `${label} (${u})`;
}

export const outputLabel = (model: IslandModel, o: OutputChoice) => labelled(model.resultLabels[o.key]?.label ?? o.key, o.unit);

const show = (x: number | null) => (x === null ? '—' : formatNumber(x, 6));

interface Props {
  model: IslandModel;
  formModel: FormModel;
  /** The form's text: the other inputs of every point. */
  values: FormValues;
  hidden: Set<string>;
  ops: Operations;
  boot?: PlotBoot;
  decimal: '.' | ',';
  /** The plot state changed (null: the panel was closed): the URL follows. */
  onState(state: PlotState | null): void;
}

export default function PlotPanel({ model, formModel, values, hidden, ops, boot, decimal, onState }: Props) {
  const [open, setOpen] = useState(boot !== undefined);
  const [state, setState] = useState<PlotState | null>(boot?.state ?? null);
  const [answer, setAnswer] = useState<PlotAnswer | null>(boot?.answer ?? null);
  // What the shown chart was computed from: the same question is not asked again.
  // The server draws the wide chart; a phone's page asks the worker for a narrow one once it runs.
  const [narrow, setNarrow] = useState(false);
  const asked = useRef(boot?.answer ? JSON.stringify([values, boot.state, false]) : '');
  const choices = numberChoices(model, hidden);

  const ask = useLatestCall(
    (q: { values: FormValues; state: PlotState; narrow: boolean }) => ops.plotForm(model.moduleKey, model.toolId, formModel, q.values, q.state, q.narrow),
    (a, q) => {
      setAnswer(a);
      // A blank range shows the one drawn, in the boxes and the URL.
      const filled = filledPlot(q.state, a);
      if (filled !== q.state) {
        asked.current = JSON.stringify([q.values, filled, q.narrow]);
        setState((s) => (s && JSON.stringify(s) === JSON.stringify(q.state) ? filled : s));
        onState(filled);
      }
    },
  );

  // A URL's plot that the server did not draw (the page was served as built): open it once the island runs.
  useEffect(() => {
    const phone = matchMedia('(max-width: 40rem)');
    setNarrow(phone.matches);
    const follow = () => setNarrow(phone.matches);
    phone.addEventListener('change', follow);
    return () => phone.removeEventListener('change', follow);
  }, []);

  useEffect(() => {
    if (boot || typeof location === 'undefined') return;
    const fromUrl = new URLSearchParams(location.search);
    const s = plotFromQuery(fromUrl);
    if (!s) return;
    setOpen(true);
    setState(s);
  }, []);

  // The chosen input left the form (another tab): the first number field of this tab instead.
  const current = state && choices.some((f) => f.key === state.input) ? state : choices.length ? blankPlot(choices[0].key) : null;
  useEffect(() => {
    if (!open || !current) return;
    if (current !== state) {
      setState(current);
      onState(current);
    }
    const key = JSON.stringify([values, current, narrow]);
    if (key === asked.current) return;
    asked.current = key;
    ask({ values, state: current, narrow });
  }, [open, current, values, narrow]);

  const change = (part: keyof PlotState, text: string) => {
    if (!current) return;
    // Another input to vary starts from its own default range; the output and points stay.
    const next = part === 'input' ? { ...blankPlot(text), points: current.points, y: current.y } : { ...current, [part]: text };
    setState(next);
    onState(next);
  };

  const err = (field: StateField) => (answer && !answer.ok && answer.field === field ? answer.detail : undefined);
  const outputs = answer?.outputs ?? [];
  const box = (part: 'from' | 'to' | 'points', label: string, extra: Record<string, unknown> = {}) => {
    const id = `plot-${part}`;
    const error = err(part);
    return (
      <div class="field" data-invalid={error ? '' : undefined}>
        <label for={id}>{label}</label>
        <input
          id={id}
          type="text"
          autoComplete="off"
          spellcheck={false}
          value={current ? localNumberText(current[part], decimal) : ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-err` : undefined}
          onInput={(e) => change(part, localNumberText((e.target as HTMLInputElement).value, decimal))}
          {...extra}
        />
        {error && (
          <span class="error" id={`${id}-err`}>
            {error}
          </span>
        )}
      </div>
    );
  };
  const variedUnit = answer?.ok ? answer.unit : choices.find((f) => f.key === current?.input)?.unit;

  return (
    <details class="panel plot-panel" open={open} onToggle={onPanelToggle(open, setOpen, current, onState)}>
      <summary>Plot</summary>
      {open && !current && <p class="meta">This calculator has no number input to vary on this tab.</p>}
      {open && current && (
        <div class="plot-body">
          <div class="plot-controls">
            <div class="field wide" data-invalid={err('input') ? '' : undefined}>
              <label for="plot-input">Vary</label>
              <select id="plot-input" value={current.input} onChange={(e) => change('input', (e.target as HTMLSelectElement).value)} aria-describedby={err('input') ? 'plot-input-err' : undefined}>
                {choices.map((f) => (
                  <option value={f.key}>{labelled(f.label, f.unit)}</option>
                ))}
              </select>
              {err('input') && (
                <span class="error" id="plot-input-err">
                  {err('input')}
                </span>
              )}
            </div>
            <div class="field wide">
              <label for="plot-y">Show</label>
              <select id="plot-y" value={answer?.ok ? answer.output : current.y} onChange={(e) => change('y', (e.target as HTMLSelectElement).value)} disabled={!outputs.length}>
                {outputs.map((o) => (
                  <option value={o.key}>{outputLabel(model, o)}</option>
                ))}
              </select>
            </div>
            {box('from', labelled('From', variedUnit), { inputMode: 'decimal' })}
            {box('to', labelled('To', variedUnit), { inputMode: 'decimal' })}
            {box('points', `Points (2–${PLOT_MAX_POINTS})`, { inputMode: 'numeric' })}
            <div class="field" data-invalid={err('scale') ? '' : undefined}>
              <label for="plot-scale">Scale</label>
              <select id="plot-scale" value={current.scale || 'linear'} onChange={(e) => change('scale', (e.target as HTMLSelectElement).value)}>
                <option value="linear">Linear</option>
                <option value="log">Logarithmic</option>
              </select>
              {err('scale') && <span class="error">{err('scale')}</span>}
            </div>
          </div>
          <div class="plot-chart" aria-live="polite">
            {answer === null && <p class="meta">Drawing…</p>}
            {answer && !answer.ok && answer.field === null && <p class="error">{answer.detail}</p>}
            {answer?.ok && <PlotChart model={model} answer={answer} variedLabel={labelled(choices.find((f) => f.key === answer.input)?.label ?? answer.input, answer.unit)} />}
          </div>
        </div>
      )}
    </details>
  );
}

/** The chart's line vertices (SVG units), in the order of the answered points. */
function vertices(nodes: SvgNode[]): [number, number][] {
  const out: [number, number][] = [];
  const visit = (n: SvgNode) => {
    if (n.tag === 'polyline' && String(n.attrs?.class ?? '').includes('pic-accent')) {
      for (const pair of String(n.attrs?.points ?? '').trim().split(/\s+/)) {
        const [x, y] = pair.split(',').map(Number);
        if (Number.isFinite(x) && Number.isFinite(y)) out.push([x, y]);
      }
    }
    for (const c of n.children ?? []) visit(c);
  };
  nodes.forEach(visit);
  return out;
}

function PlotChart({ model, answer, variedLabel }: { model: IslandModel; answer: Extract<PlotAnswer, { ok: true }>; variedLabel: string }) {
  const yLabel = outputLabel(model, answer.outputs.find((o) => o.key === answer.output) ?? { key: answer.output, unit: null });
  // The readout: the answered point nearest the pointer, or the one the arrow keys reach.
  const points = useMemo(() => {
    const answered = answer.rows.filter((r) => r.y !== null);
    const at = vertices(answer.picture.nodes);
    return at.length === answered.length ? answered.map((r, i) => ({ row: r, at: at[i] })) : [];
  }, [answer]);
  const [index, setIndex] = useState<number | null>(null);
  const chart = useRef<HTMLDivElement>(null);
  const i = index !== null && index < points.length ? index : null;
  const picture = useMemo(() => {
    if (i === null) return answer.picture;
    const [x, y] = points[i].at;
    const marker: SvgNode = { tag: 'g', children: [{ tag: 'line', attrs: { x1: x, y1: 30, x2: x, y2: y, class: 'pic-muted', 'stroke-dasharray': '3 3' } }, { tag: 'circle', attrs: { cx: x, cy: y, r: 5, class: 'pic-solid' } }] };
    return { ...answer.picture, nodes: [...answer.picture.nodes, marker] };
  }, [answer, points, i]);
  const follow = (e: PointerEvent) => {
    const svg = chart.current?.querySelector('svg');
    const ctm = svg?.getScreenCTM();
    if (!svg || !ctm || !points.length) return;
    const x = new DOMPoint(e.clientX, e.clientY).matrixTransform(ctm.inverse()).x;
    let best = 0;
    for (let k = 1; k < points.length; k++) if (Math.abs(points[k].at[0] - x) < Math.abs(points[best].at[0] - x)) best = k;
    setIndex(best);
  };
  const step = (e: KeyboardEvent) => {
    const last = points.length - 1;
    const moves: Record<string, number> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1, PageUp: 10, PageDown: -10 };
    let next: number | undefined;
    if (e.key in moves) next = Math.min(last, Math.max(0, (i ?? (moves[e.key] > 0 ? -1 : last + 1)) + moves[e.key]));
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = last;
    if (next === undefined) return;
    e.preventDefault();
    setIndex(next);
  };
  const reading = i === null ? null : `${variedLabel} ${show(points[i].row.x)} → ${yLabel} ${show(points[i].row.y)}`;
  return (
    <>
      <div class="plot-figure" ref={chart} onPointerMove={follow} onPointerDown={follow}>
        <PictureView picture={picture} />
      </div>
      {points.length > 0 && (
        <p
          class="readout"
          tabIndex={0}
          role="slider"
          aria-label="Point on the chart (arrow keys)"
          aria-valuemin={1}
          aria-valuemax={points.length}
          aria-valuenow={(i ?? 0) + 1}
          aria-valuetext={reading ?? 'No point chosen: use the arrow keys'}
          onKeyDown={step}
        >
          {reading ?? 'Point at the chart, or focus here and use the arrow keys, to read a point.'}
        </p>
      )}
      {answer.note && <p class="error">{answer.note}</p>}
      <details class="plot-data">
        <summary>Data table ({answer.rows.length} points)</summary>
        {/* Scrolls within a screenful: focusable, so a keyboard can scroll it too. */}
        <div class="scroll" tabIndex={0} role="region" aria-label="Data table">
          <table>
            <caption>
              {yLabel} against {variedLabel}
            </caption>
            <thead>
              <tr>
                <th scope="col">{variedLabel}</th>
                <th scope="col">{yLabel}</th>
              </tr>
            </thead>
            <tbody>
              {answer.rows.map((r) => (
                <tr>
                  <td class="num">{show(r.x)}</td>
                  <td class="num">{show(r.y)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
}
