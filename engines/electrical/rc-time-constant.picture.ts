// The capacitor's charge or discharge curve over 0…5τ (longer if t or the target
// time lies beyond), with the 1τ…5τ milestones, the voltage at t and the moment
// the target voltage is reached. Without voltages the curve is in % of the step.
import type { PictureInput, SvgNode } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { formatSI } from '../core/si-format.ts';
import { axes, circle, line, linear, niceTicks, picture, type Point, polyline, text } from '../core/svg.ts';

interface RcResult {
  mode: 'charge' | 'discharge';
  tau: number;
  V_start?: number;
  V_final?: number;
  t?: number;
  V_t?: number;
  t_to_target?: number;
  milestones: { n: number; t: number; percent: number; V?: number }[];
}

const frame = { x: 62, y: 44, w: 388, h: 170 };
const si = (x: number, unit: string) => formatSI(x, unit, 4);

export function drawRcTimeConstant({ inputs, result }: PictureInput) {
  const r = result as RcResult;
  const volts = r.V_start !== undefined && r.V_final !== undefined;
  // The curve in volts, or in % of the step from start (0 %) to final (100 %).
  const [v0, vf] = volts ? [r.V_start!, r.V_final!] : [0, 100];
  const show = (v: number) => (volts ? si(v, 'V') : `${formatNumber(v, 3)} %`);
  const value = (t: number) => vf + (v0 - vf) * Math.exp(-t / r.tau);
  const tEnd = Math.max(5 * r.tau, (r.t ?? 0) * 1.1, (r.t_to_target ?? 0) * 1.1);
  const x = linear(0, tEnd, frame.x, frame.x + frame.w);
  const [lo, hi] = [Math.min(v0, vf), Math.max(v0, vf)];
  const y = linear(lo, hi === lo ? lo + 1 : hi, frame.y + frame.h, frame.y);
  // Time ticks in τ while the span is a few τ, in seconds beyond.
  const inTau = tEnd <= 10 * r.tau;
  const xTicks = inTau
    ? Array.from({ length: Math.floor(tEnd / r.tau) + 1 }, (_, k) => ({ at: x(k * r.tau), label: k ? `${k}τ` : '0' }))
    : niceTicks(0, tEnd, 5).map((t) => ({ at: x(t), label: formatSI(t, 's', 3) }));
  const yTicks = niceTicks(lo, hi, 4).map((v) => ({ at: y(v), label: volts ? formatSI(v, 'V', 3) : `${v} %` }));
  const curve = Array.from({ length: 121 }, (_, i): Point => [x((tEnd * i) / 120), y(value((tEnd * i) / 120))]);
  const nodes: SvgNode[] = [
    axes(frame, xTicks, yTicks, { x: inTau ? `time, τ = R·C = ${si(r.tau, 's')}` : `time (τ = ${si(r.tau, 's')})`, y: volts ? 'capacitor voltage' : 'capacitor voltage, % of the step' }),
    line([frame.x, y(vf)], [frame.x + frame.w, y(vf)], 'pic-muted', { 'stroke-dasharray': '4 3' }),
    text([frame.x + frame.w - 4, y(vf) + (vf > v0 ? 14 : -6)], `→ ${show(vf)}`, { cls: 'pic-label', anchor: 'end' }),
    polyline(curve, 'pic-accent'),
    text([frame.x + frame.w, 18], `τ = ${si(r.tau, 's')}`, { anchor: 'end', key: 'tau', value: r.tau }),
  ];
  for (const m of r.milestones) {
    const p: Point = [x(m.t), y(m.V ?? value(m.t))];
    nodes.push(circle(p, 3, 'pic-text'));
    if (inTau && m.n <= 3) nodes.push(text([p[0] + 5, p[1] + (vf > v0 ? 16 : -8)], `${formatNumber(m.percent, 3)} %`, { cls: 'pic-label', key: `milestone${m.n}`, value: m.percent }));
  }
  if (r.t !== undefined && r.V_t !== undefined) {
    const p: Point = [x(r.t), y(r.V_t)];
    nodes.push(
      line([p[0], frame.y + frame.h], p, 'pic-muted'),
      circle(p, 5, 'pic-solid'),
      text([frame.x, 18], `V(${si(r.t, 's')}) = ${show(r.V_t)}`, { key: 'V_t', value: r.V_t }),
    );
  }
  const target = Number(inputs.V_target);
  if (r.t_to_target !== undefined && Number.isFinite(target)) {
    const p: Point = [x(r.t_to_target), y(target)];
    nodes.push(
      line([frame.x, p[1]], p, 'pic-warn', { 'stroke-dasharray': '4 3' }),
      circle(p, 5, 'pic-line'),
      text([frame.x, r.t !== undefined ? 34 : 18], `reaches ${show(target)} at ${si(r.t_to_target, 's')}`, { key: 't_to_target', value: r.t_to_target }),
    );
  }
  const what = r.mode === 'charge' ? 'Capacitor charging' : 'Capacitor discharging';
  const at = r.t !== undefined && r.V_t !== undefined ? ` At ${si(r.t, 's')} it is at ${show(r.V_t)}.` : '';
  const reach = r.t_to_target !== undefined && Number.isFinite(target) ? ` It reaches ${show(target)} after ${si(r.t_to_target, 's')}.` : '';
  return picture(
    480,
    262,
    `${what} from ${show(v0)} towards ${show(vf)} with τ = ${si(r.tau, 's')}: 63.2 % of the way after 1τ, 99.3 % after 5τ (${si(5 * r.tau, 's')}).${at}${reach}`,
    nodes,
  );
}
