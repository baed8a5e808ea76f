// The unit circle shared by sin, cos and tan: the angle θ from the positive
// x-axis, the point (cos θ, sin θ), its two legs and the tangent at x = 1, with
// the function the page computes drawn in the accent colour and labelled with
// the engine's value.
import type { Picture, PictureInput, SvgNode } from '../../core/contract.ts';
import { formatNumber } from '../../core/numeric.ts';
import { arcPath, arrowHead, circle, line, path, picture, type Point, text } from '../../core/svg.ts';

type Fn = 'sin' | 'cos' | 'tan';

interface Trig {
  value: number;
  unit: 'deg' | 'rad';
  theta_deg: number;
  theta_rad: number;
  exact?: string;
}

const O: Point = [150, 140];
const R = 100;
/** The tangent segment is cut here (in radii) and marked as running on. */
const TAN_CLIP = 1.25;

/** Four significant digits, and 0 for the 1e-17 a double leaves at multiples of 90°. */
const show = (x: number) => formatNumber(Math.abs(x) < 1e-12 ? 0 : x, 4);

const WHERE: Record<Fn, string> = {
  sin: 'is the height (y) of the point',
  cos: 'is the horizontal position (x) of the point',
  tan: 'is the height at which the line through the point meets the tangent at x = 1',
};

export function unitCircle(fn: Fn, { result }: PictureInput): Picture {
  const r = result as Trig;
  // The angle as drawn: the same turn direction, at most one turn (θ mod 360° keeps its sign).
  const turn = r.theta_deg % 360;
  const a = (turn * Math.PI) / 180;
  const [cos, sin] = [Math.cos(a), Math.sin(a)];
  const P: Point = [O[0] + R * cos, O[1] - R * sin];
  const foot: Point = [P[0], O[1]];
  const style = (own: Fn) => (fn === own ? 'pic-accent' : 'pic-muted');
  const angle = `${formatNumber(r.theta_deg, 6)}°`;
  const nodes: SvgNode[] = [
    line([O[0] - 1.3 * R, O[1]], [O[0] + 1.45 * R, O[1]], 'pic-muted'),
    line([O[0], O[1] + 1.3 * R], [O[0], O[1] - 1.3 * R], 'pic-muted'),
    circle(O, R, 'pic-line'),
    text([O[0] + R + 4, O[1] + 14], '1', { cls: 'pic-label' }),
    ...(turn ? [path(arcPath(O, 26, 0, a), 'pic-muted')] : []),
    line(O, P, 'pic-line'),
    line(O, foot, style('cos')),
    line(foot, P, style('sin')),
  ];
  if (fn === 'tan') {
    const t = Math.max(-TAN_CLIP, Math.min(TAN_CLIP, r.value));
    const T: Point = [O[0] + R, O[1] - R * t];
    nodes.push(line([O[0] + R, O[1] - TAN_CLIP * R], [O[0] + R, O[1] + TAN_CLIP * R], 'pic-grid'), line(O, T, 'pic-muted', { 'stroke-dasharray': '4 3' }), line([O[0] + R, O[1]], T, 'pic-accent'));
    if (t !== r.value) nodes.push(arrowHead(T, t > 0 ? -Math.PI / 2 : Math.PI / 2, 9, 'pic-solid'));
    nodes.push(text([T[0] + 6, (O[1] + T[1]) / 2], 'tan', { cls: 'pic-label', baseline: 'middle' }));
  } else if (fn === 'sin') {
    nodes.push(text([P[0] + (cos < 0 ? -6 : 6), (O[1] + P[1]) / 2], 'sin', { cls: 'pic-label', baseline: 'middle', anchor: cos < 0 ? 'end' : 'start' }));
  } else {
    nodes.push(text([(O[0] + P[0]) / 2, O[1] + (sin < 0 ? -8 : 16)], 'cos', { cls: 'pic-label', anchor: 'middle' }));
  }
  nodes.push(circle(P, 4, 'pic-solid'));

  // Side panel: [text, data-key, data-value, indented]; indented lines continue the one above.
  const panel: [string, string?, (number | string)?, boolean?][] = [
    [`θ = ${angle}`, 'theta_deg', r.theta_deg],
    [`= ${formatNumber(r.theta_rad, 6)} rad`, 'theta_rad', r.theta_rad, true],
    [`${fn} θ = ${show(r.value)}`, 'value', r.value],
  ];
  if (r.exact && r.exact !== show(r.value)) panel.push([`= ${r.exact}`, 'exact', r.exact, true]);
  panel.push([`point (${show(cos)}, ${show(sin)})`]);
  if (Math.abs(r.theta_deg) >= 360) panel.push([`drawn as ${formatNumber(turn, 6)}° (θ mod 360°)`]);
  panel.forEach(([s, key, v, indent], i) => nodes.push(text([indent ? 318 : 300, 60 + 22 * i], s, { cls: key ? 'pic-text' : 'pic-label', key, value: v })));
  return picture(480, 280, `Unit circle: the angle ${angle} from the positive x-axis puts the point at (${show(cos)}, ${show(sin)}); ${fn} ${angle} = ${show(r.value)} ${WHERE[fn]}.`, nodes);
}
