// The parallel branches fed by the total current, each with its resistor and
// the share of the current it takes (the smallest resistor takes the most).
import type { PictureInput, SvgNode } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { formatSI } from '../core/si-format.ts';
import { arrowHead, dot, line, picture, resistor, source, text } from '../core/svg.ts';

interface Divider {
  I_total: number;
  R_parallel: number;
  V: number;
  P_total: number;
  branches: { index: number; R: number; I: number; fraction: number; P: number }[];
}

const [TOP, BOTTOM] = [62, 222];
/** Branches drawn side by side; beyond this the rest are summed up in a note. */
const MAX_DRAWN = 5;
const si = (x: number, unit: string) => formatSI(x, unit, 4);

export function drawCurrentDivider({ result }: PictureInput) {
  const r = result as Divider;
  const drawn = r.branches.length > MAX_DRAWN ? r.branches.slice(0, MAX_DRAWN - 1) : r.branches;
  const step = Math.min(90, 320 / drawn.length);
  const xs = drawn.map((_, i) => 150 + i * step);
  const last = xs[xs.length - 1];
  const nodes: SvgNode[] = [
    source([50, (TOP + BOTTOM) / 2], 'current'),
    line([50, (TOP + BOTTOM) / 2 - 16], [50, TOP]),
    line([50, TOP], [last, TOP]),
    line([50, (TOP + BOTTOM) / 2 + 16], [50, BOTTOM]),
    line([50, BOTTOM], [last, BOTTOM]),
    text([24, (TOP + BOTTOM) / 2 - 24], `I ${si(r.I_total, 'A')}`, { key: 'I_total', value: r.I_total }),
    text([20, 22], `V = ${si(r.V, 'V')} across every branch`, { key: 'V', value: r.V }),
    text([20, 40], `R parallel ${si(r.R_parallel, 'Ω')} · P total ${si(r.P_total, 'W')}`, { cls: 'pic-label', key: 'R_parallel', value: r.R_parallel }),
  ];
  drawn.forEach((b, i) => {
    const x = xs[i];
    const n = b.index + 1;
    nodes.push(
      resistor([x, TOP], [x, BOTTOM]),
      arrowHead([x, TOP + 26], Math.PI / 2, 9, 'pic-solid'),
      text([x + 8, TOP + 20], `I${n}`, { cls: 'pic-label' }),
      text([x + 8, TOP + 36], si(b.I, 'A'), { key: `I${n}`, value: b.I }),
      text([x + 8, TOP + 52], `${formatNumber(100 * b.fraction, 3)} %`, { cls: 'pic-label', key: `fraction${n}`, value: b.fraction }),
      text([x + 10, (TOP + BOTTOM) / 2 + 24], `R${n} ${si(b.R, 'Ω')}`, { cls: 'pic-label', key: `R${n}`, value: b.R }),
    );
    if (i > 0) nodes.push(dot([x, TOP]), dot([x, BOTTOM]));
  });
  if (drawn.length < r.branches.length) {
    const rest = r.branches.slice(drawn.length);
    const I = rest.reduce((s, b) => s + b.I, 0);
    nodes.push(text([last + 14, BOTTOM + 22], `+ ${rest.length} more branches: ${si(I, 'A')}`, { cls: 'pic-label', anchor: 'end' }));
  }
  const shares = r.branches.map((b) => `I${b.index + 1} ${si(b.I, 'A')} through R${b.index + 1} ${si(b.R, 'Ω')}`).join(', ');
  return picture(480, 250, `Current divider: ${si(r.I_total, 'A')} splits into ${r.branches.length} parallel branches at ${si(r.V, 'V')}: ${shares}.`, nodes);
}
