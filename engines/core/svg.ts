// Building blocks for answer pictures (engines/<area>/<id>.picture.ts): plain
// functions that return SvgNode data, so each picture module stays short and
// PictureView renders it on the server and in the browser alike. Colours are
// the pic-* classes of the site stylesheet, never literal colours.
import type { Picture, SvgNode } from './contract.ts';

export type Attrs = Record<string, string | number>;
export type Point = readonly [number, number];

/** Coordinates to 0.1 px: invisible on screen, and short, stable HTML. */
export const px = (v: number): number => Math.round(v * 10) / 10;

export const picture = (width: number, height: number, alt: string, nodes: SvgNode[]): Picture => ({ viewBox: `0 0 ${width} ${height}`, alt, nodes });

export const group = (children: SvgNode[], attrs: Attrs = {}): SvgNode => ({ tag: 'g', attrs, children });

export const line = (a: Point, b: Point, cls = 'pic-line', attrs: Attrs = {}): SvgNode => ({
  tag: 'line',
  attrs: { x1: px(a[0]), y1: px(a[1]), x2: px(b[0]), y2: px(b[1]), class: cls, ...attrs },
});

export const rect = (x: number, y: number, w: number, h: number, cls: string, attrs: Attrs = {}): SvgNode => ({
  tag: 'rect',
  attrs: { x: px(x), y: px(y), width: px(w), height: px(h), class: cls, ...attrs },
});

export const circle = (c: Point, r: number, cls: string, attrs: Attrs = {}): SvgNode => ({ tag: 'circle', attrs: { cx: px(c[0]), cy: px(c[1]), r: px(r), class: cls, ...attrs } });

export const path = (d: string, cls: string, attrs: Attrs = {}): SvgNode => ({ tag: 'path', attrs: { d, class: cls, ...attrs } });

const points = (pts: readonly Point[]) => pts.map((p) => `${px(p[0])},${px(p[1])}`).join(' ');

export const polyline = (pts: readonly Point[], cls = 'pic-line', attrs: Attrs = {}): SvgNode => ({ tag: 'polyline', attrs: { points: points(pts), class: cls, ...attrs } });

export const polygon = (pts: readonly Point[], cls: string, attrs: Attrs = {}): SvgNode => ({ tag: 'polygon', attrs: { points: points(pts), class: cls, ...attrs } });

export interface TextOptions {
  /** pic-text (default) or pic-label. */
  cls?: string;
  anchor?: 'start' | 'middle' | 'end';
  baseline?: 'middle' | 'hanging';
  /** data-key / data-value: the computed value this text shows, for tests and scripts. */
  key?: string;
  value?: number | string;
}

export function text(at: Point, s: string, o: TextOptions = {}): SvgNode {
  const attrs: Attrs = { x: px(at[0]), y: px(at[1]), class: o.cls ?? 'pic-text' };
  if (o.anchor && o.anchor !== 'start') attrs['text-anchor'] = o.anchor;
  if (o.baseline) attrs['dominant-baseline'] = o.baseline;
  if (o.key !== undefined) attrs['data-key'] = o.key;
  if (o.value !== undefined) attrs['data-value'] = o.value;
  return { tag: 'text', attrs, text: s };
}

/** Math angles (radians, counter-clockwise from +x) on screen, where y points down. */
export const polar = (c: Point, r: number, angle: number): Point => [c[0] + r * Math.cos(angle), c[1] - r * Math.sin(angle)];

/** Arc of radius r around c from angle a0 to a1 (radians, counter-clockwise when a1 > a0). */
export function arcPath(c: Point, r: number, a0: number, a1: number): string {
  const [x0, y0] = polar(c, r, a0);
  const [x1, y1] = polar(c, r, a1);
  const large = Math.abs(a1 - a0) > Math.PI ? 1 : 0;
  // Counter-clockwise in maths is anticlockwise on a y-down screen: sweep flag 0.
  return `M${px(x0)} ${px(y0)}A${px(r)} ${px(r)} 0 ${large} ${a1 > a0 ? 0 : 1} ${px(x1)} ${px(y1)}`;
}

/** Filled arrow head with its tip at `tip`, pointing along the angle `dir` (screen radians, y down). */
export function arrowHead(tip: Point, dir: number, size = 7, cls = 'pic-label'): SvgNode {
  const back = (side: number): Point => [tip[0] - size * Math.cos(dir) + side * size * 0.45 * Math.sin(dir), tip[1] - size * Math.sin(dir) - side * size * 0.45 * Math.cos(dir)];
  return polygon([tip, back(1), back(-1)], cls);
}

/** A dimension line a↔b with arrow heads at both ends (PCB widths, heights). */
export function dimension(a: Point, b: Point, cls = 'pic-muted'): SvgNode {
  const dir = Math.atan2(b[1] - a[1], b[0] - a[0]);
  return group([line(a, b, cls), arrowHead(b, dir), arrowHead(a, dir + Math.PI)]);
}

// ——— Plots ———

export const linear = (d0: number, d1: number, r0: number, r1: number) => (v: number) => r0 + ((v - d0) / (d1 - d0)) * (r1 - r0);

export function logScale(d0: number, d1: number, r0: number, r1: number) {
  const a = Math.log10(d0);
  const span = Math.log10(d1) - a;
  return (v: number) => r0 + ((Math.log10(v) - a) / span) * (r1 - r0);
}

/** About `count` round ticks (steps of 1, 2, 2.5 or 5 × 10ⁿ) covering min…max. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!(max > min)) return [min];
  const raw = (max - min) / count;
  // A span beyond the doubles has no round step: its two ends are the ticks.
  if (!Number.isFinite(raw) || raw === 0) return [min, max];
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((s) => s >= raw * 0.999)!;
  const first = Math.ceil(min / step - 1e-9);
  const end = max + step * 1e-9;
  const ticks: number[] = [];
  // Bounded: near the largest double, i·step can overflow to Infinity, which never exceeds an end that overflowed too.
  for (let i = first; i * step <= end && Number.isFinite(i * step) && ticks.length <= count * 2 + 2; i++) ticks.push(Number((i * step).toPrecision(12)));
  return ticks.length ? ticks : [min, max];
}

/** The first round tick at or above max: a plot top that leaves the curve inside the frame. */
export function niceTop(max: number, count = 5): number {
  const t = niceTicks(0, max, count);
  const last = t[t.length - 1];
  return last >= max || t.length < 2 ? last : last + (t[1] - t[0]);
}

export interface Frame {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Tick {
  /** Position in px along the axis. */
  at: number;
  label: string;
}

/** Grid lines and tick labels of a plot frame, its left and bottom edges drawn as axes, and axis titles. */
export function axes(f: Frame, xTicks: Tick[], yTicks: Tick[], titles: { x?: string; y?: string } = {}): SvgNode {
  const bottom = f.y + f.h;
  const nodes: SvgNode[] = [];
  for (const t of xTicks) {
    nodes.push(line([t.at, f.y], [t.at, bottom], 'pic-grid'), text([t.at, bottom + 15], t.label, { cls: 'pic-label', anchor: 'middle' }));
  }
  for (const t of yTicks) {
    nodes.push(line([f.x, t.at], [f.x + f.w, t.at], 'pic-grid'), text([f.x - 5, t.at], t.label, { cls: 'pic-label', anchor: 'end', baseline: 'middle' }));
  }
  nodes.push(polyline([[f.x, f.y], [f.x, bottom], [f.x + f.w, bottom]], 'pic-muted'));
  if (titles.x) nodes.push(text([f.x + f.w, bottom + 30], titles.x, { cls: 'pic-label', anchor: 'end' }));
  if (titles.y) nodes.push(text([f.x, f.y - 8], titles.y, { cls: 'pic-label' }));
  return group(nodes);
}

/** Colour key: a swatch (any pic-* class) and a label per entry, in a row from (x, y). */
export function legend(x: number, y: number, entries: { cls: string; label: string; attrs?: Attrs }[]): SvgNode {
  const nodes: SvgNode[] = [];
  for (const e of entries) {
    const stroke = /line|accent|muted|warn|grid/.test(e.cls);
    nodes.push(stroke ? line([x, y], [x + 14, y], e.cls, e.attrs) : rect(x, y - 6, 14, 12, e.cls, e.attrs), text([x + 19, y], e.label, { cls: 'pic-label', baseline: 'middle' }));
    x += 30 + e.label.length * 6.5;
  }
  return group(nodes);
}

// ——— Circuit symbols: two-terminal parts drawn along a→b, leads included ———

/** Point at distance s along a→b, offset t to its left (screen), and the segment's length. */
function along(a: Point, b: Point) {
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const [ux, uy] = [(b[0] - a[0]) / length, (b[1] - a[1]) / length];
  return { length, at: (s: number, t = 0): Point => [a[0] + ux * s + uy * t, a[1] + uy * s - ux * t] };
}

const BODY = 36;

/** Resistor: a zigzag of three peaks each side. */
export function resistor(a: Point, b: Point): SvgNode {
  const f = along(a, b);
  const s0 = (f.length - BODY) / 2;
  const pts: Point[] = [a, f.at(s0)];
  for (let i = 0; i < 6; i++) pts.push(f.at(s0 + ((i + 0.5) * BODY) / 6, i % 2 ? -6 : 6));
  pts.push(f.at(s0 + BODY), b);
  return polyline(pts, 'pic-line', { 'stroke-linejoin': 'round' });
}

/** Capacitor: two plates across the lead. */
export function capacitor(a: Point, b: Point): SvgNode {
  const f = along(a, b);
  const [s0, s1] = [f.length / 2 - 4, f.length / 2 + 4];
  return group([line(a, f.at(s0)), line(f.at(s0, -12), f.at(s0, 12)), line(f.at(s1, -12), f.at(s1, 12)), line(f.at(s1), b)]);
}

/** Inductor: four half-turns. */
export function inductor(a: Point, b: Point): SvgNode {
  const f = along(a, b);
  const s0 = (f.length - BODY) / 2;
  const r = BODY / 8;
  let d = `M${px(a[0])} ${px(a[1])}L${px(f.at(s0)[0])} ${px(f.at(s0)[1])}`;
  for (let i = 1; i <= 4; i++) {
    const p = f.at(s0 + 2 * r * i);
    d += `A${r} ${r} 0 0 1 ${px(p[0])} ${px(p[1])}`;
  }
  return path(`${d}L${px(b[0])} ${px(b[1])}`, 'pic-line');
}

/** Ground symbol hanging below p. */
export function ground(p: Point): SvgNode {
  const [x, y] = p;
  return group([line(p, [x, y + 10]), line([x - 11, y + 10], [x + 11, y + 10]), line([x - 7, y + 15], [x + 7, y + 15]), line([x - 3, y + 20], [x + 3, y + 20])]);
}

/** Source centred at c: + and − for DC, a sine for AC, an upward arrow for a current source; terminals at c ± r vertically. */
export function source(c: Point, kind: 'dc' | 'ac' | 'current', r = 16): SvgNode {
  const [x, y] = c;
  const inside =
    kind === 'dc'
      ? [text([x, y - 5], '+', { anchor: 'middle', baseline: 'middle' }), text([x, y + 7], '−', { anchor: 'middle', baseline: 'middle' })]
      : kind === 'ac'
        ? [path(`M${x - 9} ${y}C${x - 5} ${y - 12} ${x - 1} ${y - 12} ${x} ${y}S${x + 5} ${y + 12} ${x + 9} ${y}`, 'pic-line')]
        : [line([x, y + 9], [x, y - 4]), arrowHead([x, y - 10], -Math.PI / 2, 8, 'pic-text')];
  return group([circle(c, r, 'pic-line'), ...inside]);
}

/** Diode from anode a to cathode b (current flows a→b); `light` adds the two arrows of an LED. */
export function diode(a: Point, b: Point, light = false): SvgNode {
  const f = along(a, b);
  const [s0, s1] = [f.length / 2 - 9, f.length / 2 + 9];
  const nodes = [line(a, f.at(s0)), polygon([f.at(s0, -10), f.at(s0, 10), f.at(s1)], 'pic-line'), line(f.at(s1, -10), f.at(s1, 10)), line(f.at(s1), b)];
  if (light) {
    for (const s of [s0 + 2, s0 + 10]) {
      const from = f.at(s, -14);
      const to = f.at(s + 8, -24);
      nodes.push(line(from, to, 'pic-muted'), arrowHead(to, Math.atan2(to[1] - from[1], to[0] - from[0]), 6));
    }
  }
  return group(nodes);
}

/** Op-amp triangle pointing right, centred at c; returns its drawing and pin positions. */
export function opamp(c: Point): { node: SvgNode; minus: Point; plus: Point; out: Point } {
  const [x, y] = c;
  const minus: Point = [x - 40, y - 20];
  const plus: Point = [x - 40, y + 20];
  const node = group([
    polygon([[x - 40, y - 44], [x - 40, y + 44], [x + 44, y]], 'pic-line'),
    text([x - 32, y - 20], '−', { baseline: 'middle' }),
    text([x - 32, y + 20], '+', { baseline: 'middle' }),
  ]);
  return { node, minus, plus, out: [x + 44, y] };
}

/** Junction dot (filled with the text colour, which reads in both themes). */
export const dot = (p: Point): SvgNode => circle(p, 3, 'pic-text');

/** Open terminal (an output or input pin). */
export const terminal = (p: Point): SvgNode => circle(p, 3.5, 'pic-line');
