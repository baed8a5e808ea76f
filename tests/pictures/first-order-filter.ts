// The checks hpf and lpf pictures share (they share their drawing too).
import { expect } from 'vitest';
import { result } from '../helpers/calc.ts';
import { draw, expectResponsive, expectValue, expectWellFormed, flatten, textOf } from './picture-kit.ts';

/** Circuit values, fc and the marked signal frequency come from the result; the curve passes −3 dB at fc. */
export function checkFilter(id: 'hpf' | 'lpf', inputs: Record<string, unknown>, series: string, shunt: string): void {
  const pic = draw(id, inputs);
  expectWellFormed(pic);
  const r = result(id, inputs);
  expectValue(pic, 'fc', r.fc);
  expectValue(pic, 'tau', r.tau);
  expectValue(pic, 'gain_dB', r.gain_dB);
  expect(textOf(pic, series[0])).toBe(series);
  expect(textOf(pic, shunt[0])).toBe(shunt);
  expect(pic.alt).toContain(`${series} in series, ${shunt} across the output`);
  // The Bode curve and the fc marker.
  const all = flatten(pic.nodes);
  expect(all.find((n) => n.tag === 'polyline' && n.attrs?.class === 'pic-accent')!.attrs!.points.toString().split(' ')).toHaveLength(121);
  expect(all.some((n) => n.text?.startsWith('fc ') && n.text.endsWith('(−3 dB)'))).toBe(true);
  expectResponsive(id, inputs, { R: Number(inputs.R) * 2 });
}
