// The first-order RC / RL filter picture shared by lpf and hpf: the circuit with
// its values (series part, shunt part, output across the shunt part) and the
// magnitude response (Bode plot) around fc, with the signal frequency marked.
import type { Picture, PictureInput, SvgNode } from '../../core/contract.ts';
import { formatNumber } from '../../core/numeric.ts';
import { formatSI } from '../../core/si-format.ts';
import { axes, capacitor, circle, dot, inductor, line, logScale, linear, picture, type Point, polyline, resistor, source, terminal, text } from '../../core/svg.ts';
import { type FilterKind, firstOrderGain } from './first-order-filter.ts';

interface Filter {
  circuit: 'rc' | 'rl';
  fc: number;
  tau: number;
  R: number;
  C?: number;
  L?: number;
  f?: number;
  gain_dB?: number;
  phase_deg?: number;
}

type Part = { draw: (a: Point, b: Point) => SvgNode; name: string; value: string; key: string; raw: number };

const si = (x: number, unit: string) => formatSI(x, unit, 4);

/** Which part is in series and which goes to ground: a low-pass passes what the shunt part lets through at low f. */
function parts(kind: FilterKind, r: Filter): [Part, Part] {
  const R: Part = { draw: resistor, name: 'R', value: si(r.R, 'Ω'), key: 'R', raw: r.R };
  const X: Part = r.circuit === 'rc' ? { draw: capacitor, name: 'C', value: si(r.C!, 'F'), key: 'C', raw: r.C! } : { draw: inductor, name: 'L', value: si(r.L!, 'H'), key: 'L', raw: r.L! };
  const lowSeriesIsR = r.circuit === 'rc';
  return (kind === 'low') === lowSeriesIsR ? [R, X] : [X, R];
}

function circuit(series: Part, shunt: Part): SvgNode[] {
  const [top, bottom, node, out] = [28, 112, 200, 300];
  return [
    source([50, 70], 'ac'),
    polyline([[50, 54], [50, top], [80, top]]),
    series.draw([80, top], [170, top]),
    polyline([[170, top], [out - 3.5, top]]),
    shunt.draw([node, top], [node, bottom]),
    polyline([[out - 3.5, bottom], [50, bottom], [50, 86]]),
    dot([node, top]),
    dot([node, bottom]),
    terminal([out, top]),
    terminal([out, bottom]),
    text([125, top - 16], `${series.name} ${series.value}`, { anchor: 'middle', key: series.key, value: series.raw }),
    text([node + 18, 74], `${shunt.name} ${shunt.value}`, { key: shunt.key, value: shunt.raw }),
    text([out + 10, 74], 'Vout', { cls: 'pic-label' }),
    text([28, 74], 'Vin', { cls: 'pic-label', anchor: 'end' }),
  ];
}

/** Magnitude in dB over four decades around fc (wider if the signal frequency lies outside). */
function bode(kind: FilterKind, r: Filter): SvgNode[] {
  const f0 = Math.min(r.fc / 100, r.f !== undefined ? r.f / 3 : Infinity);
  const f1 = Math.max(r.fc * 100, r.f !== undefined ? r.f * 3 : 0);
  const [d0, d1] = [Math.floor(Math.log10(f0)), Math.ceil(Math.log10(f1))];
  const frame = { x: 70, y: 160, w: 380, h: 100 };
  const x = logScale(10 ** d0, 10 ** d1, frame.x, frame.x + frame.w);
  // The gain alone: the response's phase is a det-math arctangent (0.5 ms), and 121 of them took 60 ms.
  const gainDb = (f: number) => 20 * Math.log10(firstOrderGain(kind, f / r.fc));
  const floor = Math.min(-40, Math.floor(Math.min(gainDb(10 ** d0), gainDb(10 ** d1)) / 10) * 10);
  const y = linear(floor, 5, frame.y + frame.h, frame.y);
  // Label every decade when there are few, every other one when there are many.
  const every = d1 - d0 > 6 ? 2 : 1;
  const decades = Array.from({ length: d1 - d0 + 1 }, (_, i) => d0 + i).filter((d) => (d - d0) % every === 0);
  const dbTicks = Array.from({ length: Math.floor(-floor / 20) + 1 }, (_, i) => -20 * i);
  const curve = Array.from({ length: 121 }, (_, i): Point => {
    const f = 10 ** (d0 + ((d1 - d0) * i) / 120);
    return [x(f), y(gainDb(f))];
  });
  const at3 = y(gainDb(r.fc));
  const nodes: SvgNode[] = [
    axes(frame, decades.map((d) => ({ at: x(10 ** d), label: formatSI(10 ** d, 'Hz') })), dbTicks.map((v) => ({ at: y(v), label: `${v}` })), { y: 'gain, dB' }),
    polyline(curve, 'pic-accent'),
    line([x(r.fc), frame.y], [x(r.fc), frame.y + frame.h], 'pic-muted', { 'stroke-dasharray': '4 3' }),
    circle([x(r.fc), at3], 4, 'pic-text'),
    text([x(r.fc) + (kind === 'low' ? 6 : -6), at3 - 8], `fc ${si(r.fc, 'Hz')} (−3 dB)`, { anchor: kind === 'low' ? 'start' : 'end', cls: 'pic-label' }),
  ];
  if (r.f !== undefined && r.gain_dB !== undefined) {
    const p: Point = [x(r.f), y(r.gain_dB)];
    const right = p[0] < frame.x + frame.w / 2;
    nodes.push(circle(p, 5, 'pic-solid'), text([p[0] + (right ? 8 : -8), p[1] + 16], `${formatNumber(r.gain_dB, 4)} dB at ${si(r.f, 'Hz')}`, { anchor: right ? 'start' : 'end', key: 'gain_dB', value: r.gain_dB }));
  }
  return nodes;
}

export function filterPicture(kind: FilterKind, { result }: PictureInput): Picture {
  const r = result as Filter;
  const [series, shunt] = parts(kind, r);
  const name = `First-order ${r.circuit.toUpperCase()} ${kind}-pass filter`;
  const signal = r.f !== undefined && r.gain_dB !== undefined ? ` At ${si(r.f, 'Hz')} the gain is ${formatNumber(r.gain_dB, 4)} dB, phase ${formatNumber(r.phase_deg!, 4)}°.` : '';
  return picture(
    480,
    300,
    `${name}: ${series.name} ${series.value} in series, ${shunt.name} ${shunt.value} across the output; cutoff fc ${si(r.fc, 'Hz')} (−3 dB), the gain falling 20 dB per decade ${kind === 'low' ? 'above' : 'below'} it.${signal}`,
    [
      ...circuit(series, shunt),
      text([350, 46], `fc = ${si(r.fc, 'Hz')}`, { key: 'fc', value: r.fc }),
      text([350, 68], `τ = ${si(r.tau, 's')}`, { cls: 'pic-label', key: 'tau', value: r.tau }),
      text([350, 90], name.replace('First-order ', ''), { cls: 'pic-label' }),
      ...bode(kind, r),
    ],
  );
}
