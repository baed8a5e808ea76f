// The right triangle itself: legs a and b at the right angle, hypotenuse c,
// the two acute angles and the altitude, drawn to scale (or, when checking three
// sides that fail a² + b² = c², the right triangle of a and b against the given c).
import type { PictureInput } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { arcPath, line, path, picture, polygon, polyline, type Point, text } from '../core/svg.ts';

interface Solved {
  mode: 'solve';
  a: number;
  b: number;
  c: number;
  area: number;
  perimeter: number;
  height: number;
  angle_a_deg: number;
  angle_b_deg: number;
}

interface Checked {
  mode: 'verify';
  is_right: boolean;
  a: number;
  b: number;
  c: number;
  sum_of_squares: number;
  c_squared: number;
}

/** Legs more unequal than this are drawn at this ratio, so both stay visible. */
const MAX_RATIO = 8;
const f = (x: number) => formatNumber(x, 6);

export function drawPythagorean({ result }: PictureInput) {
  const r = result as Solved | Checked;
  const ratio = Math.min(MAX_RATIO, Math.max(1 / MAX_RATIO, r.a / r.b));
  const scale = Math.min(320, 190 / ratio);
  const [w, h] = [scale, scale * ratio];
  // Right angle at the bottom right; leg b along the bottom, leg a up the right side.
  const left = Math.max(40, (440 - w) / 2);
  const B: Point = [left, 230];
  const C: Point = [left + w, 230];
  const A: Point = [left + w, 230 - h];
  const angleA = Math.atan2(h, w);
  const ok = r.mode === 'solve' || r.is_right;
  const nodes = [
    polygon([B, C, A], 'pic-fill'),
    line(B, C),
    line(C, A),
    line(B, A, ok ? 'pic-accent' : 'pic-warn'),
    polyline([[C[0] - 12, C[1]], [C[0] - 12, C[1] - 12], [C[0], C[1] - 12]], 'pic-muted'),
    text([(B[0] + C[0]) / 2, C[1] + 18], `b = ${f(r.b)}`, { anchor: 'middle', key: 'b', value: r.b }),
    text([C[0] + 8, (C[1] + A[1]) / 2], `a = ${f(r.a)}`, { baseline: 'middle', key: 'a', value: r.a }),
  ];
  // Hypotenuse label just above its middle, pushed out along its normal.
  const mid: Point = [(B[0] + A[0]) / 2 - 14 * Math.sin(angleA), (B[1] + A[1]) / 2 - 14 * Math.cos(angleA)];
  nodes.push(text(mid, `c = ${f(r.c)}`, { anchor: 'end', key: 'c', value: r.c }));
  if (r.mode === 'solve') {
    // Altitude from the right angle to the hypotenuse: the foot is the projection of C on BA.
    const t = ((C[0] - B[0]) * (A[0] - B[0]) + (C[1] - B[1]) * (A[1] - B[1])) / ((A[0] - B[0]) ** 2 + (A[1] - B[1]) ** 2);
    const F: Point = [B[0] + t * (A[0] - B[0]), B[1] + t * (A[1] - B[1])];
    // The altitude only where the triangle is tall enough to carry its label.
    if (Math.hypot(C[0] - F[0], C[1] - F[1]) > 40) {
      nodes.push(
        line(C, F, 'pic-muted', { 'stroke-dasharray': '4 3' }),
        text([(C[0] + F[0]) / 2 - 4, (C[1] + F[1]) / 2 + 14], `h = ${f(r.height)}`, { cls: 'pic-label', anchor: 'end', key: 'height', value: r.height }),
      );
    }
    nodes.push(
      path(arcPath(B, 34, 0, angleA), 'pic-muted'),
      text([B[0] + 40, r.angle_a_deg < 15 ? B[1] + 16 : B[1] - 6], `${formatNumber(r.angle_a_deg, 4)}°`, { cls: 'pic-label', key: 'angle_a_deg', value: r.angle_a_deg }),
      path(arcPath(A, 26, -Math.PI / 2, -Math.PI + angleA), 'pic-muted'),
      text([A[0] - 8, A[1] - 8], `${formatNumber(r.angle_b_deg, 4)}°`, { cls: 'pic-label', anchor: 'end', key: 'angle_b_deg', value: r.angle_b_deg }),
      text([20, 22], `Area ${f(r.area)} · perimeter ${f(r.perimeter)}`, { key: 'area', value: r.area }),
    );
  } else {
    nodes.push(
      text([20, 22], `a² + b² = ${f(r.sum_of_squares)} ${r.is_right ? '=' : '≠'} c² = ${f(r.c_squared)}`, { key: 'is_right', value: String(r.is_right) }),
    );
    if (!r.is_right) nodes.push(text([20, 40], `Legs ${f(r.a)} and ${f(r.b)} need c = ${f(Math.sqrt(r.sum_of_squares))} for a right angle`, { cls: 'pic-label' }));
  }
  const notToScale = ratio !== r.a / r.b;
  if (notToScale) nodes.push(text([460, 250], 'not to scale', { cls: 'pic-label', anchor: 'end' }));
  const shape = ok ? 'Right triangle' : 'Not a right triangle';
  const alt =
    r.mode === 'solve'
      ? `${shape} with legs a = ${f(r.a)} and b = ${f(r.b)} and hypotenuse c = ${f(r.c)}; angles ${formatNumber(r.angle_a_deg, 4)}° and ${formatNumber(r.angle_b_deg, 4)}°; altitude ${f(r.height)}, area ${f(r.area)}.`
      : `${shape}: a² + b² = ${f(r.sum_of_squares)} ${r.is_right ? 'equals' : 'differs from'} c² = ${f(r.c_squared)} for a = ${f(r.a)}, b = ${f(r.b)}, c = ${f(r.c)}.`;
  return picture(480, 260, alt, nodes);
}
