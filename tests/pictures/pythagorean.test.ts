// pythagorean picture: the right triangle with its sides, angles and altitude.
import { describe, expect, it } from 'vitest';
import { result } from '../helpers/calc.ts';
import { draw, expectResponsive, expectValue, expectWellFormed, flatten, textOf } from './picture-kit.ts';

describe('pythagorean picture', () => {
  it('draws the 3-4-5 triangle to scale with its values', () => {
    const pic = draw('pythagorean', { a: 3, b: 4 });
    expectWellFormed(pic);
    const r = result('pythagorean', { a: 3, b: 4 });
    for (const key of ['a', 'b', 'c', 'height', 'angle_a_deg', 'angle_b_deg', 'area']) expectValue(pic, key, r[key]);
    expect(textOf(pic, 'c')).toBe('c = 5');
    // Legs drawn in the ratio a : b = 3 : 4.
    const [base, leg] = flatten(pic.nodes).filter((n) => n.tag === 'line' && n.attrs?.class === 'pic-line');
    const length = (n: typeof base) => Math.hypot(Number(n.attrs!.x2) - Number(n.attrs!.x1), Number(n.attrs!.y2) - Number(n.attrs!.y1));
    expect(length(leg) / length(base)).toBeCloseTo(0.75, 2);
    expect(pic.alt).toBe('Right triangle with legs a = 3 and b = 4 and hypotenuse c = 5; angles 36.87° and 53.13°; altitude 2.4, area 6.');
  });

  it('marks three sides that are not a right triangle', () => {
    const pic = draw('pythagorean', { mode: 'verify', a: 3, b: 4, c: 6 });
    expectWellFormed(pic);
    expect(valueIsFalse(pic)).toBe(true);
    expect(flatten(pic.nodes).some((n) => n.attrs?.class === 'pic-warn')).toBe(true);
    expect(pic.alt).toMatch(/^Not a right triangle: a² \+ b² = 25 differs from c² = 36/);
  });

  it('notes when very unequal legs are not drawn to scale', () => {
    expect(draw('pythagorean', { a: 1, b: 100 }).nodes.some((n) => n.text === 'not to scale')).toBe(true);
  });

  it('changes with an input', () => expectResponsive('pythagorean', { a: 3, b: 4 }, { a: 5 }));
});

const valueIsFalse = (pic: ReturnType<typeof draw>) => flatten(pic.nodes).some((n) => n.attrs?.['data-key'] === 'is_right' && n.attrs['data-value'] === 'false');
