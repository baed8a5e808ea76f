// The checks sin, cos and tan pictures share (they share their drawing too).
import { expect } from 'vitest';
import { result } from '../helpers/calc.ts';
import { draw, expectResponsive, expectValue, expectWellFormed, flatten, textOf } from './picture-kit.ts';

export function checkUnitCircle(fn: 'sin' | 'cos' | 'tan', theta: number, shown: string): void {
  const pic = draw(fn, { theta, unit: 'deg' });
  expectWellFormed(pic);
  const r = result(fn, { theta, unit: 'deg' });
  expectValue(pic, 'value', r.value);
  expectValue(pic, 'theta_deg', theta);
  expect(textOf(pic, 'value')).toBe(`${fn} θ = ${shown}`);
  expect(pic.alt).toContain(`${fn} ${theta}° = ${shown}`);
  // The unit circle itself, and the function's own segment in the accent colour.
  const all = flatten(pic.nodes);
  expect(all.some((n) => n.tag === 'circle' && n.attrs?.r === 100)).toBe(true);
  expect(all.some((n) => n.tag === 'line' && n.attrs?.class === 'pic-accent')).toBe(true);
  expectResponsive(fn, { theta, unit: 'deg' }, { theta: theta + 20 });
}
