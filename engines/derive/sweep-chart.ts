// A sweep as a table (CSV, RFC 4180) and as a chart (a Picture of plain SVG
// nodes, like the answer pictures, and a standalone SVG document for
// `Accept: image/svg+xml`): the same points, so the table, the chart and the
// JSON cannot disagree.
import type { Picture, SvgNode } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { axes, group, linear, logScale, niceTicks, picture, polyline, text, type Point, type Tick } from '../core/svg.ts';
import { outputValue } from './solve.ts';
import type { SweepBody } from './sweep.ts';

const cell = (v: unknown): string => {
  const s = v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : typeof v === 'string' ? v : JSON.stringify(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
const titled = (key: string, unit: string | null) => (unit ? `${key} (${unit})` : key);

/** One row per point: the varied input, the status, every numeric output, the code of a failed point. */
export function sweepCsv(s: SweepBody): string {
  const outputs = s.outputs.filter((o) => o.key !== s.vary.input);
  const header = [titled(s.vary.input, s.vary.unit), 'status', ...outputs.map((o) => titled(o.key, o.unit)), 'code'];
  const rows = s.points.map((p) => [p.inputs[s.vary.input], p.status, ...outputs.map((o) => outputValue(p.result, o.key)), p.code ?? '']);
  return [header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** The output a chart shows by default: the first numeric output that changes over the sweep. */
export function defaultChartOutput(s: SweepBody): string | null {
  let fallback: string | null = null;
  for (const o of s.outputs) {
    if (o.key === s.vary.input) continue;
    const ys = s.points.map((p) => outputValue(p.result, o.key)).filter((y): y is number => y !== null);
    if (!ys.length) continue;
    fallback ??= o.key;
    if (Math.max(...ys) > Math.min(...ys)) return o.key;
  }
  return fallback;
}

/** A chart's size in SVG units: 640 × 360 by default; a phone's page asks for a narrower one, so its labels stay readable when the chart fills the screen. */
export interface ChartSize {
  width: number;
  height: number;
}
const WIDE: ChartSize = { width: 640, height: 360 };

/** The chart of one output against the varied input: a line through the answered points, broken where a point failed. */
export function sweepPicture(s: SweepBody, output: string, size: ChartSize = WIDE): Picture {
  const [W, H] = [size.width, size.height];
  const FRAME = { x: 70, y: 30, w: W - 100, h: H - 90 };
  const unit = s.outputs.find((o) => o.key === output)?.unit ?? null;
  const xy = s.points.map((p) => [p.inputs[s.vary.input], p.status === 'success' || p.status === 'multiple_solutions' || p.status === 'empty' ? outputValue(p.result, output) : null] as const);
  const ok = xy.filter((p): p is readonly [number, number] => typeof p[0] === 'number' && typeof p[1] === 'number');
  const xs = s.points.map((p) => p.inputs[s.vary.input]).filter((x): x is number => typeof x === 'number');
  const [x0, x1] = [Math.min(...xs), Math.max(...xs)];
  const logX = s.vary.scale === 'log' && x0 > 0;
  const ys = ok.map((p) => p[1]);
  let [y0, y1] = ys.length ? [Math.min(...ys), Math.max(...ys)] : [0, 1];
  if (y0 === y1) [y0, y1] = y0 === 0 ? [-1, 1] : [y0 - Math.abs(y0) * 0.1, y1 + Math.abs(y1) * 0.1];
  const yt = niceTicks(y0, y1, 5);
  // The frame ends on round ticks: one more step where the curve passes the outer ticks.
  if (yt.length >= 2) {
    const step = yt[1] - yt[0];
    if (y0 < yt[0] - step * 1e-9) yt.unshift(Number((yt[0] - step).toPrecision(12)));
    if (y1 > yt[yt.length - 1] + step * 1e-9) yt.push(Number((yt[yt.length - 1] + step).toPrecision(12)));
  }
  [y0, y1] = [Math.min(y0, yt[0]), Math.max(y1, yt[yt.length - 1])];
  const sx = x0 === x1 ? () => FRAME.x + FRAME.w / 2 : logX ? logScale(x0, x1, FRAME.x, FRAME.x + FRAME.w) : linear(x0, x1, FRAME.x, FRAME.x + FRAME.w);
  const sy = linear(y0, y1, FRAME.y + FRAME.h, FRAME.y);
  const xTicks: Tick[] = (logX ? decades(x0, x1) : niceTicks(x0, x1, W < 500 ? 4 : 6)).filter((t) => t >= x0 && t <= x1).map((t) => ({ at: sx(t), label: formatNumber(t, 4) }));
  const yTicks: Tick[] = yt.map((t) => ({ at: sy(t), label: formatNumber(t, 4) }));
  const lines: SvgNode[] = [];
  let run: Point[] = [];
  for (const [x, y] of xy) {
    if (typeof x === 'number' && typeof y === 'number') run.push([sx(x), sy(y)]);
    else if (run.length) {
      lines.push(polyline(run, 'pic-accent', { fill: 'none', 'stroke-width': 2 }));
      run = [];
    }
  }
  if (run.length) lines.push(polyline(run, 'pic-accent', { fill: 'none', 'stroke-width': 2 }));
  const failed = xy.length - ok.length;
  const alt = `${output}${unit ? ` (${unit})` : ''} against ${s.vary.input}${s.vary.unit ? ` (${s.vary.unit})` : ''} from ${formatNumber(x0, 6)} to ${formatNumber(x1, 6)}${logX ? ' on a log scale' : ''}: ${ys.length ? `${output} from ${formatNumber(Math.min(...ys), 6)} to ${formatNumber(Math.max(...ys), 6)}` : 'no point answered'}${failed ? `; ${failed} of ${xy.length} points gave no value` : ''}.`;
  return picture(W, H, alt, [
    axes(FRAME, xTicks, yTicks, { x: titled(s.vary.input, s.vary.unit), y: titled(output, unit) }),
    group(lines),
    text([FRAME.x + FRAME.w, 16], s.tool_id, { cls: 'pic-label', anchor: 'end' }),
  ]);
}

/** Powers of ten within [a, b] (both > 0), or the ends when the range holds fewer than two. */
function decades(a: number, b: number): number[] {
  const out: number[] = [];
  for (let e = Math.ceil(Math.log10(a) - 1e-9); e <= Math.floor(Math.log10(b) + 1e-9) && out.length < 40; e++) out.push(10 ** e);
  return out.length >= 2 ? out : [a, b];
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function nodeSvg(n: SvgNode): string {
  const attrs = Object.entries(n.attrs ?? {})
    .map(([k, v]) => ` ${k}="${escape(String(v))}"`)
    .join('');
  return `<${n.tag}${attrs}>${n.text ? escape(n.text) : ''}${(n.children ?? []).map(nodeSvg).join('')}</${n.tag}>`;
}

/** A standalone SVG document of a picture, its pic-* classes given colours that read on white. */
export function svgDocument(p: Picture): string {
  const style =
    '.pic-line,.pic-muted{stroke:#444;fill:none}.pic-grid{stroke:#ddd}.pic-accent{stroke:#0b62c4;fill:none}' +
    '.pic-text,.pic-label{fill:#222;font:12px system-ui,sans-serif}.pic-label{fill:#555}';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${p.viewBox}" role="img" aria-label="${escape(p.alt)}"><title>${escape(p.alt)}</title><style>${style}</style><rect width="100%" height="100%" fill="#fff"/>${p.nodes.map(nodeSvg).join('')}</svg>\n`;
}
