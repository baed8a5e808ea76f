// A ratio as a bar cut into parts proportional to its terms (a split shows the
// shares); a proportion or a comparison as two bars, one per ratio, so equal
// ratios line up and unequal ones visibly do not.
import type { PictureInput, SvgNode } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { line, picture, rect, text } from '../core/svg.ts';

interface Ratio {
  mode: 'simplify' | 'proportion' | 'scale' | 'split' | 'compare' | 'convert';
  terms: number[];
  terms_exact: string[];
  simplified?: string;
  equation?: string;
  statement?: string;
  formula?: string;
  shares_exact?: string[];
  total?: string;
}

const X = 40;
const W = 400;
const BAR = 30;
/** Shades of the accent for neighbouring parts. */
const SHADES = [0.75, 0.35, 0.55, 0.15];

function header(r: Ratio): string {
  if (r.mode === 'proportion') return r.equation!;
  if (r.mode === 'compare') return r.statement!;
  if (r.mode === 'split') return `${r.total} split ${r.terms_exact.join(' : ')}: ${r.shares_exact!.join(' + ')}`;
  if (r.mode === 'simplify') return `Simplest form ${r.simplified}`;
  return r.formula!;
}

/** One bar of the parts of `terms`, labelled below with `labels`. */
function bar(y: number, terms: number[], labels: string[], title: string): SvgNode[] {
  const sum = terms.reduce((s, t) => s + t, 0);
  const nodes: SvgNode[] = [text([X, y - 8], title, { cls: 'pic-label' })];
  let x = X;
  terms.forEach((t, i) => {
    const w = (W * t) / sum;
    nodes.push(rect(x, y, w, BAR, 'pic-solid', { 'fill-opacity': SHADES[i % SHADES.length], 'data-key': `term${i}`, 'data-value': t }));
    if (i > 0) nodes.push(line([x, y], [x, y + BAR]));
    // Parts too narrow for a label are still in the alt text.
    if (w >= 24) {
      nodes.push(text([x + w / 2, y + BAR + 16], labels[i], { anchor: 'middle' }), text([x + w / 2, y + BAR + 31], `${formatNumber((100 * t) / sum, 3)} %`, { cls: 'pic-label', anchor: 'middle' }));
    }
    x += w;
  });
  nodes.push(rect(X, y, W, BAR, 'pic-line'));
  return nodes;
}

export function drawRatio({ result }: PictureInput) {
  const r = result as Ratio;
  if (r.terms.some((t) => t < 0) || r.terms.every((t) => t === 0)) return null;
  const pairs = r.mode === 'proportion' || r.mode === 'compare';
  const groups = pairs ? [r.terms.slice(0, 2), r.terms.slice(2, 4)] : [r.terms];
  const exact = pairs ? [r.terms_exact.slice(0, 2), r.terms_exact.slice(2, 4)] : [r.terms_exact];
  if (groups.some((g) => g.every((t) => t === 0))) return null;
  const nodes: SvgNode[] = [text([X, 22], header(r), { key: 'header', value: header(r) })];
  groups.forEach((g, i) => {
    const labels = r.mode === 'split' ? r.shares_exact! : exact[i];
    nodes.push(...bar(66 + i * 90, g, labels, exact[i].join(' : ')));
  });
  if (pairs) {
    // The first ratio's boundary carried down: equal ratios meet it exactly.
    const cut = X + (W * groups[0][0]) / (groups[0][0] + groups[0][1]);
    nodes.push(line([cut, 66 + BAR], [cut, 156 + BAR + 6], 'pic-muted', { 'stroke-dasharray': '4 3' }));
  }
  const height = 66 + groups.length * 90 - 10;
  const parts = groups.map((g, i) => `${exact[i].join(' : ')} (${g.map((t) => `${formatNumber((100 * t) / g.reduce((s, x) => s + x, 0), 3)} %`).join(', ')})`);
  return picture(480, height, `Ratio bar${pairs ? 's' : ''}: ${header(r)}; parts ${parts.join(' against ')}.`, nodes);
}
