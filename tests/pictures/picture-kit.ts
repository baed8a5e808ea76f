// Shared checks of the picture tests: draw a tool's answer through the same path
// the pages use (calculate → pictureFor), read the values the picture carries,
// and check it is well formed and survives PictureView's whitelist intact.
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { expect } from 'vitest';
import type { Picture, SvgNode } from '../../engines/core/contract.ts';
import { pictureFor } from '../../engines/derive/picture.ts';
import { registry } from '../../engines/registry.ts';
import PictureView from '../../site/components/PictureView.tsx';
import { run } from '../helpers/calc.ts';

const TAGS = new Set(['g', 'path', 'line', 'rect', 'circle', 'ellipse', 'polyline', 'polygon', 'text', 'tspan']);

/** The picture of a tool's answer; fails the test when there is none. */
export function draw(toolId: string, inputs: Record<string, unknown>): Picture {
  const tool = registry.tools.get(toolId);
  if (!tool) throw new Error(`unknown tool ${toolId}`);
  const picture = pictureFor(tool, run(toolId, inputs));
  if (!picture) throw new Error(`${toolId} ${JSON.stringify(inputs)} drew no picture`);
  return picture;
}

export const flatten = (nodes: SvgNode[]): SvgNode[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

/** data-value of the element with this data-key (the first one). */
export function valueOf(picture: Picture, key: string): string | number | undefined {
  return flatten(picture.nodes).find((n) => n.attrs?.['data-key'] === key)?.attrs?.['data-value'];
}

/** Text of the element with this data-key. */
export const textOf = (picture: Picture, key: string): string | undefined => flatten(picture.nodes).find((n) => n.attrs?.['data-key'] === key)?.text;

export const texts = (picture: Picture): string[] => flatten(picture.nodes).flatMap((n) => (n.text ? [n.text] : []));

/** The picture as the page renders it (server and browser use the same component). */
export const html = (picture: Picture): string => renderToString(h(PictureView, { picture }));

/**
 * Structure every picture must have: a viewBox, an alt text, whitelisted tags only,
 * finite numbers, colours from pic-* classes (literal fills only where allowed),
 * and every data-value still present after PictureView's attribute whitelist.
 */
export function expectWellFormed(picture: Picture, { literalFills = false } = {}): void {
  expect(picture.viewBox).toMatch(/^0 0 \d+(\.\d+)? \d+(\.\d+)?$/);
  expect(picture.alt.length).toBeGreaterThan(20);
  const all = flatten(picture.nodes);
  expect(all.length).toBeGreaterThan(3);
  for (const n of all) {
    expect(TAGS.has(n.tag)).toBe(true);
    for (const [k, v] of Object.entries(n.attrs ?? {})) {
      if (typeof v === 'number') expect(Number.isFinite(v), `${n.tag} ${k}`).toBe(true);
      else expect(v, `${n.tag} ${k}`).not.toMatch(/NaN|Infinity|undefined/);
      if (k === 'class') expect(v).toMatch(/^pic-(line|muted|grid|accent|fill|solid|warn|text|label)$/);
      if (k === 'fill' || k === 'stroke') expect(literalFills && k === 'fill', `literal ${k} on ${n.tag}`).toBe(true);
    }
  }
  const rendered = html(picture);
  expect(rendered).toContain(`viewBox="${picture.viewBox}"`);
  for (const n of all) if (n.attrs?.['data-key'] !== undefined) expect(rendered).toContain(`data-key="${n.attrs['data-key']}"`);
}

/** The same inputs give the same bytes; a changed input gives a different picture. */
export function expectResponsive(toolId: string, inputs: Record<string, unknown>, changed: Record<string, unknown>): void {
  const a = draw(toolId, inputs);
  expect(draw(toolId, inputs)).toEqual(a);
  const b = draw(toolId, { ...inputs, ...changed });
  expect(JSON.stringify(b)).not.toBe(JSON.stringify(a));
  expect(b.alt).not.toBe(a.alt);
}

/** A number carried in data-value, compared with the engine's result. */
export function expectValue(picture: Picture, key: string, want: number, rel = 1e-12): void {
  const got = Number(valueOf(picture, key));
  expect(Math.abs(got - want), `${key}: ${got} vs ${want}`).toBeLessThanOrEqual(rel * Math.abs(want) + 1e-300);
}
