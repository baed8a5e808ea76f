// Renders a Picture (plain data from the engine's picture function) as SVG.
// Only whitelisted tags and attributes are rendered, so a picture can carry
// user-typed text without becoming markup.
import { h } from 'preact';
import type { Picture, SvgNode } from '../../engines/core/contract.ts';

const TAGS = new Set(['g', 'path', 'line', 'rect', 'circle', 'ellipse', 'polyline', 'polygon', 'text', 'tspan']);
const ATTRS = new Set([
  'x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'width', 'height', 'd', 'points', 'transform',
  'class', 'text-anchor', 'dominant-baseline', 'font-size', 'font-weight', 'stroke-width', 'stroke-dasharray',
  'fill', 'stroke', 'opacity', 'fill-opacity', 'stroke-linecap', 'stroke-linejoin', 'dx', 'dy', 'data-value', 'data-key',
]);

function node(n: SvgNode, i: number): preact.VNode | null {
  if (!TAGS.has(n.tag)) return null;
  const attrs: Record<string, string | number> = { key: i };
  for (const [k, v] of Object.entries(n.attrs ?? {})) if (ATTRS.has(k) && (typeof v === 'number' ? Number.isFinite(v) : typeof v === 'string')) attrs[k] = v as string | number;
  return h(n.tag, attrs, n.text ?? null, ...(n.children ?? []).map(node));
}

export default function PictureView({ picture }: { picture: Picture | null }) {
  if (!picture) return null;
  return (
    <figure class="picture">
      <svg viewBox={picture.viewBox} role="img" aria-label={picture.alt} xmlns="http://www.w3.org/2000/svg">
        {picture.nodes.map(node)}
      </svg>
      <figcaption class="meta">{picture.alt}</figcaption>
    </figure>
  );
}
