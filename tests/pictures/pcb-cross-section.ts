// The checks pcb-microstrip and pcb-stripline pictures share (they share their drawing too).
import { expect } from 'vitest';
import { result } from '../helpers/calc.ts';
import { draw, expectResponsive, expectValue, expectWellFormed, flatten, textOf } from './picture-kit.ts';

/** Z0 and the geometry from the answer; trace width and dielectric height drawn in proportion; `planes` copper planes. */
export function checkCrossSection(id: 'pcb-microstrip' | 'pcb-stripline', inputs: Record<string, unknown>, planes: number): void {
  const pic = draw(id, inputs);
  expectWellFormed(pic);
  const r = result(id, inputs);
  expectValue(pic, 'Z0', r.Z0);
  expectValue(pic, 'width', r.width_mm);
  expect(textOf(pic, 'Z0')).toMatch(/^Z0 = \d/);
  const solids = flatten(pic.nodes).filter((n) => n.tag === 'rect' && n.attrs?.class === 'pic-solid');
  expect(solids).toHaveLength(planes + 1);
  const trace = solids.find((n) => Number(n.attrs!.width) < 400)!;
  const dielectric = flatten(pic.nodes).find((n) => n.tag === 'rect' && n.attrs?.class === 'pic-fill')!;
  const hPx = planes === 1 ? Number(dielectric.attrs!.height) : (Number(dielectric.attrs!.height) - Number(trace.attrs!.height)) / 2;
  expect(Number(trace.attrs!.width) / hPx).toBeCloseTo(r.w_over_h, 1);
  expectResponsive(id, inputs, { height: Number(inputs.height) * 2 });
}
