// The amplifier's schematic (inverting, non-inverting or difference) with its
// resistor values, the input and output voltages and the closed-loop gain.
import type { PictureInput, SvgNode } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { formatSI } from '../core/si-format.ts';
import { dot, ground, line, opamp, picture, type Point, polyline, resistor, terminal, text } from '../core/svg.ts';

interface Gain {
  mode: 'inverting' | 'non-inverting' | 'differential';
  gain: number;
  gain_dB: number;
  noise_gain: number;
  Vout?: number;
  bandwidth_Hz?: number;
}

const si = (x: number, unit: string) => formatSI(x, unit, 4);
const num = (x: unknown) => (typeof x === 'number' ? x : undefined);

/** A resistor between a and b with its name and value written beside it (data-key = its name). */
function part(name: string, ohms: number, a: Point, b: Point, labelAt: Point, anchor: 'middle' | 'start' = 'middle'): SvgNode[] {
  return [resistor(a, b), text(labelAt, `${name} ${si(ohms, 'Ω')}`, { anchor, key: name, value: ohms })];
}

/** An input terminal at p with its name and (when given) voltage above it. */
function input(p: Point, name: string, volts: number | undefined): SvgNode[] {
  return [terminal(p), text([p[0], p[1] - 12], volts === undefined ? name : `${name} ${si(volts, 'V')}`, { anchor: 'middle', ...(volts === undefined ? {} : { key: name, value: volts }) })];
}

export function drawOpampGain({ inputs, result }: PictureInput) {
  const r = result as Gain;
  const amp = opamp([270, 130]);
  const N: Point = [190, amp.minus[1]];
  const [R1, R2] = [num(inputs.R1), num(inputs.R2)];
  const outX = 420;
  const nodes: SvgNode[] = [
    amp.node,
    line(N, amp.minus),
    line(amp.out, [outX - 3.5, amp.out[1]]),
    dot([350, amp.out[1]]),
    terminal([outX, amp.out[1]]),
    text([outX, amp.out[1] - 12], r.Vout === undefined ? 'Vout' : `Vout ${si(r.Vout, 'V')}`, { anchor: 'end', ...(r.Vout === undefined ? {} : { key: 'Vout', value: r.Vout }) }),
  ];
  // Feedback from the output back to the inverting input (a plain wire for a follower).
  const fb = 50;
  nodes.push(polyline([N, [N[0], fb], [210, fb]]), polyline([[330, fb], [350, fb], [350, amp.out[1]]]), dot(N));
  nodes.push(...(R2 !== undefined && R1 !== undefined ? part('R2', R2, [210, fb], [330, fb], [270, fb - 12]) : [line([210, fb], [330, fb])]));

  if (r.mode === 'inverting') {
    nodes.push(...input([40, N[1]], 'Vin', num(inputs.Vin)), line([43.5, N[1]], [70, N[1]]), ...part('R1', R1!, [70, N[1]], [N[0], N[1]], [130, N[1] - 12]));
    nodes.push(polyline([amp.plus, [200, amp.plus[1]]]), ground([200, amp.plus[1]]));
  } else if (r.mode === 'non-inverting') {
    if (R1 !== undefined) nodes.push(...part('R1', R1, [N[0], N[1]], [90, N[1]], [140, N[1] - 12]), ground([90, N[1]]));
    nodes.push(...input([40, 180], 'Vin', num(inputs.Vin)), polyline([[43.5, 180], [210, 180], [210, amp.plus[1]], amp.plus]));
  } else {
    const [R3, R4] = [num(inputs.R3) ?? R1!, num(inputs.R4) ?? R2!];
    const P: Point = [200, 180];
    nodes.push(...input([40, N[1]], 'V1', num(inputs.V1)), line([43.5, N[1]], [70, N[1]]), ...part('R1', R1!, [70, N[1]], [N[0], N[1]], [130, N[1] - 12]));
    nodes.push(...input([40, P[1]], 'V2', num(inputs.V2)), line([43.5, P[1]], [70, P[1]]), ...part('R3', R3, [70, P[1]], P, [130, P[1] - 12]));
    nodes.push(polyline([P, [P[0], amp.plus[1]], amp.plus]), dot(P), ...part('R4', R4, P, [P[0], 236], [P[0] + 14, 214], 'start'), ground([P[0], 236]));
  }

  const gain = `G = ${formatNumber(r.gain, 4)} V/V (${formatNumber(r.gain_dB, 4)} dB)`;
  nodes.push(text([470, 20], gain, { anchor: 'end', key: 'gain', value: r.gain }), text([470, 38], `noise gain ${formatNumber(r.noise_gain, 4)}${r.bandwidth_Hz ? ` · bandwidth ${formatSI(r.bandwidth_Hz, 'Hz', 3)}` : ''}`, { cls: 'pic-label', anchor: 'end' }));
  const name = { inverting: 'Inverting amplifier', 'non-inverting': R1 === undefined ? 'Voltage follower' : 'Non-inverting amplifier', differential: 'Difference amplifier' }[r.mode];
  const out = r.Vout === undefined ? '' : `; Vout ${si(r.Vout, 'V')}`;
  const values = [R1 !== undefined && `R1 ${si(R1, 'Ω')}`, R1 !== undefined && R2 !== undefined && `R2 ${si(R2, 'Ω')}`].filter(Boolean).join(', ');
  return picture(480, r.mode === 'differential' ? 262 : 200, `${name}${values ? ` with ${values}` : ''}: gain ${formatNumber(r.gain, 4)} V/V (${formatNumber(r.gain_dB, 4)} dB)${out}.`, nodes);
}
