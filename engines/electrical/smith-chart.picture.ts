// A Smith chart with the load's point Γ, its constant-VSWR circle and, when a
// line length is given, the move toward the generator to the input point.
import type { PictureInput, SvgNode } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { arcPath, arrowHead, circle, line, path, picture, type Point, polar, px, text } from '../core/svg.ts';

interface Reading {
  resistance_ohm: number | null;
  reactance_ohm: number | null;
  z_norm_re: number | null;
  z_norm_im: number | null;
  gamma_re: number;
  gamma_im: number;
  gamma_mag: number;
  gamma_angle_deg: number;
  vswr: number | null;
  return_loss_db: number | null;
  reflected_power_pct: number;
}

type Smith = Reading & { line_length_wl?: number; line_input?: Reading };

const O: Point = [150, 150];
const R = 125;
const GRID = [0.2, 0.5, 1, 2, 5];

const at = (re: number, im: number): Point => [O[0] + R * re, O[1] - R * im];
const n4 = (x: number) => formatNumber(x, 4);

/** "40 + j70 Ω", "0.4 − j0.7", or ∞ at the open circuit. */
function complex(re: number | null, im: number | null, unit = ''): string {
  if (re === null || im === null) return '∞ (open circuit)';
  return `${n4(re)} ${im < 0 ? '−' : '+'} j${n4(Math.abs(im))}${unit}`;
}

const toward = (wl: number) => `${formatNumber(Math.abs(wl), 4)} λ toward the ${wl < 0 ? 'load' : 'generator'}`;

/** Constant-resistance circles and constant-reactance arcs (Pozar §2.4), clipped to |Γ| ≤ 1. */
function grid(): SvgNode[] {
  const nodes: SvgNode[] = [line(at(-1, 0), at(1, 0), 'pic-grid')];
  for (const r of GRID) {
    nodes.push(circle(at(r / (1 + r), 0), R / (1 + r), 'pic-grid'));
    nodes.push(text([at((r - 1) / (r + 1), 0)[0] + 2, O[1] - 3], String(r), { cls: 'pic-label' }));
    for (const x of [r, -r]) {
      // The arc of the circle centred at 1 + j/x from the open circuit to where it meets |Γ| = 1.
      const end = at((x * x - 1) / (x * x + 1), (2 * x) / (x * x + 1));
      const [ox, oy] = at(1, 0);
      const radius = px(R / Math.abs(x));
      nodes.push(path(`M${ox} ${oy}A${radius} ${radius} 0 0 ${x > 0 ? 1 : 0} ${px(end[0])} ${px(end[1])}`, 'pic-grid'));
    }
  }
  for (const x of [1, -1]) nodes.push(text(at(0, x * 1.06), `${x < 0 ? '−' : '+'}j1`, { cls: 'pic-label', anchor: 'middle', baseline: x < 0 ? 'hanging' : undefined }));
  return nodes;
}

export function drawSmithChart({ result }: PictureInput) {
  const r = result as Smith;
  const load = at(r.gamma_re, r.gamma_im);
  const nodes: SvgNode[] = [...grid(), circle(O, R, 'pic-line')];
  if (r.gamma_mag > 0) nodes.push(circle(O, R * r.gamma_mag, 'pic-accent', { 'stroke-dasharray': '5 4' }));
  const vswr = r.vswr === null ? '∞' : n4(r.vswr);
  const lines: [string, string?, (number | string)?][] = [
    [`Z = ${complex(r.resistance_ohm, r.reactance_ohm, ' Ω')}`, 'resistance_ohm', r.resistance_ohm ?? 'infinity'],
    [`z = ${complex(r.z_norm_re, r.z_norm_im)}`],
    [`Γ = ${n4(r.gamma_mag)} ∠ ${formatNumber(r.gamma_angle_deg, 4)}°`, 'gamma_mag', r.gamma_mag],
    [`VSWR ${vswr}`, 'vswr', r.vswr ?? 'infinity'],
    [`return loss ${r.return_loss_db === null ? '∞' : n4(r.return_loss_db)} dB`],
    [`reflected power ${n4(r.reflected_power_pct)} %`],
  ];
  const li = r.line_input;
  if (li && r.line_length_wl !== undefined) {
    const a0 = Math.atan2(r.gamma_im, r.gamma_re);
    const a1 = Math.atan2(li.gamma_im, li.gamma_re);
    // Toward the generator is clockwise (angle decreasing); a negative length goes the other way.
    const turn = 2 * Math.PI;
    const delta = r.line_length_wl > 0 ? -(((a0 - a1) % turn) + turn) % turn : (((a1 - a0) % turn) + turn) % turn;
    const input = at(li.gamma_re, li.gamma_im);
    if (r.gamma_mag > 0 && Math.abs(delta) > 1e-9) {
      nodes.push(path(arcPath(O, R * r.gamma_mag, a0, a0 + delta), 'pic-accent'));
      nodes.push(arrowHead(polar(O, R * r.gamma_mag, a0 + delta), -(a0 + delta) + (delta < 0 ? Math.PI / 2 : -Math.PI / 2), 9, 'pic-solid'));
    }
    nodes.push(circle(input, 5, 'pic-line'), text([input[0] + 8, input[1] + 14], 'in', { cls: 'pic-label' }));
    lines.push([toward(r.line_length_wl) + ':'], [`Zin = ${complex(li.resistance_ohm, li.reactance_ohm, ' Ω')}`, 'line_input', li.resistance_ohm ?? 'infinity']);
  }
  nodes.push(circle(load, 5, 'pic-solid'), text([load[0] + 8, load[1] - 8], 'load', { cls: 'pic-label' }));
  lines.forEach(([s, key, value], i) => nodes.push(text([300, 40 + 22 * i], s, { cls: key ? 'pic-text' : 'pic-label', key, value })));
  const moved = li ? ` Moving ${toward(r.line_length_wl!)} along the circle gives Zin = ${complex(li.resistance_ohm, li.reactance_ohm, ' Ω')}.` : '';
  return picture(
    480,
    300,
    `Smith chart: the load Z = ${complex(r.resistance_ohm, r.reactance_ohm, ' Ω')}${r.z_norm_re === null ? '' : ` (z = ${complex(r.z_norm_re, r.z_norm_im)})`} plots at Γ = ${n4(r.gamma_mag)} ∠ ${formatNumber(r.gamma_angle_deg, 4)}° on the VSWR ${vswr} circle.${moved}`,
    nodes,
  );
}
