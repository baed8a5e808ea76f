// The 555's output waveform over about two periods (or one triggered pulse),
// with the timing capacitor's voltage below it swinging between the ⅓ Vcc and
// ⅔ Vcc comparator thresholds that flip the output.
import type { PictureInput, SvgNode } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { formatSI } from '../core/si-format.ts';
import { axes, dimension, line, linear, niceTicks, picture, type Point, polyline, text } from '../core/svg.ts';

interface Timer {
  mode: 'astable' | 'monostable';
  frequency?: number;
  period?: number;
  t_high?: number;
  t_low?: number;
  duty_pct?: number;
  t_pulse?: number;
}

const X0 = 76;
const X1 = 456;
const OUT = { high: 62, low: 112 };
const CAP = { y: 172, h: 92 };
const si = (x: number) => formatSI(x, 's', 4);

/** Output segments [start, end, high?] and the capacitor voltage (fraction of Vcc) at time t. */
function waveform(r: Timer) {
  if (r.mode === 'astable') {
    const [th, tl] = [r.t_high!, r.t_low!];
    const T = th + tl;
    // Charging through RA + RB from ⅓ to ⅔ Vcc takes t_high, so τ = t_high / ln 2; discharging through RB likewise.
    const [tauC, tauD] = [th / Math.LN2, tl / Math.LN2];
    const vc = (t: number) => {
      const s = t % T;
      return s < th ? 1 - (2 / 3) * Math.exp(-s / tauC) : (2 / 3) * Math.exp(-(s - th) / tauD);
    };
    const span = 2.4 * T;
    const segments: [number, number, boolean][] = [];
    for (let s = 0; s < span; s += T) segments.push([s, Math.min(s + th, span), true], [Math.min(s + th, span), Math.min(s + T, span), false]);
    return { span, segments, vc };
  }
  const tp = r.t_pulse!;
  const t0 = 0.15 * tp;
  // Charging from 0 through RA to ⅔ Vcc takes t_pulse, so τ = t_pulse / ln 3; then the cap is discharged at once.
  const tau = tp / Math.log(3);
  const vc = (t: number) => (t < t0 || t > t0 + tp ? 0 : 1 - Math.exp(-(t - t0) / tau));
  const span = 1.5 * tp;
  return { span, segments: [[0, t0, false], [t0, t0 + tp, true], [t0 + tp, span, false]] as [number, number, boolean][], vc, t0 };
}

export function drawTimer555({ result }: PictureInput) {
  const r = result as Timer;
  const w = waveform(r);
  const x = linear(0, w.span, X0, X1);
  const vy = linear(0, 1, CAP.y + CAP.h, CAP.y);
  const out: Point[] = w.segments.flatMap(([a, b, high]): Point[] => [[x(a), high ? OUT.high : OUT.low], [x(b), high ? OUT.high : OUT.low]]);
  const cap = Array.from({ length: 241 }, (_, i): Point => [x((w.span * i) / 240), vy(w.vc((w.span * i) / 240))]);
  const frame = { x: X0, y: CAP.y, w: X1 - X0, h: CAP.h };
  const nodes: SvgNode[] = [
    axes(frame, niceTicks(0, w.span, 5).map((t) => ({ at: x(t), label: t ? si(t) : '0' })), [1 / 3, 2 / 3].map((v, i) => ({ at: vy(v), label: i ? '⅔ Vcc' : '⅓ Vcc' })), { x: 'time', y: 'capacitor (pins 2, 6)' }),
    text([X0 - 6, OUT.high], 'Vcc', { cls: 'pic-label', anchor: 'end', baseline: 'middle' }),
    text([X0 - 6, OUT.low], '0', { cls: 'pic-label', anchor: 'end', baseline: 'middle' }),
    text([X0, 18], 'output (pin 3)', { cls: 'pic-label' }),
    polyline(out, 'pic-accent'),
    polyline(cap, 'pic-line'),
  ];
  let alt: string;
  if (r.mode === 'astable') {
    const [th, tl] = [r.t_high!, r.t_low!];
    nodes.push(
      dimension([x(0), OUT.high - 12], [x(th), OUT.high - 12]),
      text([x(th / 2), OUT.high - 17], `high ${si(th)}`, { anchor: 'middle', key: 't_high', value: th }),
      dimension([x(th), OUT.low + 12], [x(th + tl), OUT.low + 12]),
      text([x(th + tl / 2), OUT.low + 28], `low ${si(tl)}`, { anchor: 'middle', key: 't_low', value: tl }),
      text([X1, 18], `f = ${formatSI(r.frequency!, 'Hz', 4)}`, { anchor: 'end', key: 'frequency', value: r.frequency! }),
      text([X1, 34], `period ${si(r.period!)}, duty ${formatNumber(r.duty_pct!, 4)} %`, { cls: 'pic-label', anchor: 'end', key: 'duty_pct', value: r.duty_pct! }),
    );
    alt = `555 astable output: a square wave of ${formatSI(r.frequency!, 'Hz', 4)}, high for ${si(th)} and low for ${si(tl)} each period of ${si(r.period!)} (duty ${formatNumber(r.duty_pct!, 4)} %); the capacitor swings between ⅓ and ⅔ of Vcc.`;
  } else {
    const [t0, tp] = [w.t0!, r.t_pulse!];
    nodes.push(
      dimension([x(t0), OUT.high - 12], [x(t0 + tp), OUT.high - 12]),
      text([x(t0 + tp / 2), OUT.high - 17], `pulse ${si(tp)}`, { anchor: 'middle', key: 't_pulse', value: tp }),
      line([x(t0), OUT.low + 22], [x(t0), OUT.low + 6], 'pic-muted'),
      text([x(t0), OUT.low + 34], 'trigger', { cls: 'pic-label', anchor: 'middle' }),
      text([X1, 18], `one pulse of ${si(tp)} per trigger`, { anchor: 'end' }),
    );
    alt = `555 monostable: a trigger on pin 2 sets the output high for ${si(tp)} while the capacitor charges from 0 to ⅔ of Vcc, then the output falls and the capacitor is discharged.`;
  }
  return picture(480, 300, alt, nodes);
}
