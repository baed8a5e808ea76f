// ratio picture: parts of a bar in proportion to the terms; two bars for proportions and comparisons.
import { describe, expect, it } from 'vitest';
import { draw, expectResponsive, expectWellFormed, flatten, textOf, valueOf } from './picture-kit.ts';

const widths = (pic: ReturnType<typeof draw>) => flatten(pic.nodes).filter((n) => /^term\d$/.test(String(n.attrs?.['data-key']))).map((n) => Number(n.attrs!.width));

describe('ratio picture', () => {
  it('splits the bar 3 : 5 for 1.5 : 2.5', () => {
    const pic = draw('ratio', { mode: 'simplify', a: 1.5, b: 2.5 });
    expectWellFormed(pic);
    expect(textOf(pic, 'header')).toBe('Simplest form 3:5');
    expect([valueOf(pic, 'term0'), valueOf(pic, 'term1')]).toEqual([3, 5]);
    const [w0, w1] = widths(pic);
    expect(w0 / w1).toBeCloseTo(3 / 5, 2);
    expect(pic.alt).toBe('Ratio bar: Simplest form 3:5; parts 3 : 5 (37.5 %, 62.5 %).');
  });

  it('labels the shares of a split', () => {
    const pic = draw('ratio', { mode: 'split', a: 3, b: 4, c: 1, total: 100 });
    for (const share of ['37.5', '50', '12.5']) expect(pic.nodes.some((n) => n.text === share)).toBe(true);
  });

  it('draws two bars for a comparison', () => {
    const pic = draw('ratio', { mode: 'compare', a: 3, b: 4, c: 5, d: 6 });
    expect(widths(pic)).toHaveLength(4);
    expect(textOf(pic, 'header')).toBe('3:4 < 5:6');
  });

  it('changes with an input', () => expectResponsive('ratio', { mode: 'simplify', a: 1.5, b: 2.5 }, { b: 4 }));
});
