// The bridge as the classic diamond: R1/R2 on the left, R3/R4 on the right, the
// excitation across the top and bottom, and the detector between the midpoints
// A and B with their voltages and the output (or the arm solved for balance).
import type { PictureInput, SvgNode } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { formatSI } from '../core/si-format.ts';
import { circle, dot, line, picture, type Point, polyline, resistor, source, text } from '../core/svg.ts';

interface Bridge {
  mode: 'output' | 'balance';
  R1: number;
  R2: number;
  R3: number;
  R4: number;
  solved_for?: 'R1' | 'R2' | 'R3' | 'R4';
  /** R1 / R2, which R3 / R4 must equal at balance. */
  ratio: number;
  Vs?: number;
  V_A?: number;
  V_B?: number;
  Vout?: number;
  balanced?: boolean;
  imbalance_pct?: number;
  Vout_loaded?: number;
}

const si = (x: number, unit: string) => formatSI(x, unit, 4);
const [T, A, B, G]: Point[] = [[250, 64], [160, 154], [340, 154], [250, 244]];

export function drawWheatstoneBridge({ result }: PictureInput) {
  const r = result as Bridge;
  const arm = (name: 'R1' | 'R2' | 'R3' | 'R4', at: Point, anchor: 'start' | 'end') =>
    text(at, `${name} ${si(r[name], 'Ω')}${r.solved_for === name ? ' (solved)' : ''}`, { anchor, key: name, value: r[name], cls: r.solved_for === name ? 'pic-text' : 'pic-label' });
  const nodes: SvgNode[] = [
    resistor(T, A),
    resistor(A, G),
    resistor(T, B),
    resistor(B, G),
    arm('R1', [196, 98], 'end'),
    arm('R2', [196, 218], 'end'),
    arm('R3', [304, 98], 'start'),
    arm('R4', [304, 218], 'start'),
    // Excitation: source on the left from the top node to the bottom node.
    polyline([T, [60, T[1]], [60, 138]]),
    polyline([[60, 170], [60, G[1]], G]),
    source([60, 154], 'dc'),
    // Detector between the midpoints.
    line(A, [236, A[1]]),
    line([264, B[1]], B),
    circle([250, 154], 14, 'pic-line'),
    text([250, 154], 'V', { anchor: 'middle', baseline: 'middle' }),
    ...[T, A, B, G].map(dot),
    text([A[0] - 8, A[1] + 18], 'A', { cls: 'pic-label', anchor: 'end' }),
    text([B[0] + 8, B[1] + 18], 'B', { cls: 'pic-label' }),
  ];
  let alt: string;
  if (r.mode === 'output' && r.Vs !== undefined && r.Vout !== undefined) {
    const loaded = r.Vout_loaded === undefined ? '' : `, ${si(r.Vout_loaded, 'V')} into the detector`;
    nodes.push(
      text([36, 150], 'Vs', { anchor: 'end' }),
      text([36, 166], si(r.Vs, 'V'), { anchor: 'end', key: 'Vs', value: r.Vs }),
      text([A[0] - 8, A[1] - 6], si(r.V_A!, 'V'), { anchor: 'end', key: 'V_A', value: r.V_A! }),
      text([B[0] + 8, B[1] - 6], si(r.V_B!, 'V'), { key: 'V_B', value: r.V_B! }),
      text([470, 20], `Vout = VB − VA = ${si(r.Vout, 'V')}`, { anchor: 'end', key: 'Vout', value: r.Vout }),
      text([470, 38], r.balanced ? 'balanced' : `R4 off balance by ${formatNumber(r.imbalance_pct!, 4)} %${loaded}`, { cls: 'pic-label', anchor: 'end' }),
    );
    alt = `Wheatstone bridge with R1 ${si(r.R1, 'Ω')}, R2 ${si(r.R2, 'Ω')}, R3 ${si(r.R3, 'Ω')}, R4 ${si(r.R4, 'Ω')} excited by ${si(r.Vs, 'V')}: A at ${si(r.V_A!, 'V')}, B at ${si(r.V_B!, 'V')}, Vout ${si(r.Vout, 'V')}${loaded}.`;
  } else {
    nodes.push(text([470, 20], `balanced: R1/R2 = R3/R4 = ${formatNumber(r.ratio, 4)}`, { anchor: 'end', key: 'ratio', value: r.ratio }));
    alt = `Wheatstone bridge balanced (Vout = 0) with R1 ${si(r.R1, 'Ω')}, R2 ${si(r.R2, 'Ω')}, R3 ${si(r.R3, 'Ω')}, R4 ${si(r.R4, 'Ω')}${r.solved_for ? `; ${r.solved_for} solved` : ''}.`;
  }
  return picture(480, 264, alt, nodes);
}
