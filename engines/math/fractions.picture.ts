// The result as fraction bars: one bar per whole, each cut into d equal parts,
// with n parts shaded, so 13/4 reads as three full bars and a quarter.
import type { PictureInput, SvgNode } from '../core/contract.ts';
import { line, picture, rect, text } from '../core/svg.ts';

interface Fraction {
  n: number;
  d: number;
  improper: string;
  mixed: string;
  value: number;
  decimal: string;
  expression: string;
}

const X = 70;
const W = 380;
const BAR = 28;
const GAP = 14;
/** Parts narrower than about 6 px are not drawn one by one. */
const MAX_PARTS = 60;
/** Beyond this many wholes one full bar stands for all of them (× count). */
const MAX_WHOLE_BARS = 4;

export function drawFractions({ result }: PictureInput) {
  const r = result as Fraction;
  const sign = r.n < 0 ? '−' : '';
  const wholes = Math.floor(Math.abs(r.n) / r.d);
  const rest = Math.abs(r.n) % r.d;
  // Each bar: shaded parts out of d, and its label.
  const bars: { parts: number; label: string }[] = [];
  if (wholes > MAX_WHOLE_BARS) bars.push({ parts: r.d, label: `${sign}1 × ${wholes}` });
  else for (let i = 0; i < wholes; i++) bars.push({ parts: r.d, label: `${sign}1` });
  if (rest > 0 || bars.length === 0) bars.push({ parts: rest, label: `${sign}${rest}/${r.d}` });

  const nodes: SvgNode[] = [
    text([X, 22], r.expression, { key: 'expression', value: r.expression }),
    text([X, 42], [r.improper, r.mixed, r.decimal].filter((s, i, all) => all.indexOf(s) === i).join(' = '), { cls: 'pic-label', key: 'value', value: r.value }),
  ];
  bars.forEach((bar, i) => {
    const y = 62 + i * (BAR + GAP);
    nodes.push(rect(X, y, (W * bar.parts) / r.d, BAR, 'pic-solid', { 'fill-opacity': 0.55, 'data-key': 'shaded', 'data-value': `${bar.parts}/${r.d}` }));
    if (r.d <= MAX_PARTS) for (let k = 1; k < r.d; k++) nodes.push(line([X + (W * k) / r.d, y], [X + (W * k) / r.d, y + BAR], 'pic-muted'));
    nodes.push(rect(X, y, W, BAR, 'pic-line'), text([X - 8, y + BAR / 2], bar.label, { anchor: 'end', baseline: 'middle' }));
  });
  const height = 62 + bars.length * (BAR + GAP);
  const parts = r.d === 1 ? 'wholes' : `${r.d} equal parts`;
  const alt =
    `Fraction bars for ${r.improper}${r.mixed !== r.improper ? ` (${r.mixed})` : ''} = ${r.decimal}: ` +
    (wholes > 0 ? `${wholes} whole bar${wholes > 1 ? 's' : ''}${rest ? ' and ' : ''}` : '') +
    (rest > 0 || wholes === 0 ? `${rest} of ${parts} shaded` : '') +
    (r.n < 0 ? ', negative.' : '.');
  return picture(480, height, alt, nodes);
}
