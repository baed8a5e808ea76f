// fractions picture: fraction bars, one per whole, cut into d parts with n shaded.
import { describe, expect, it } from 'vitest';
import { draw, expectResponsive, expectValue, expectWellFormed, flatten, textOf, valueOf } from './picture-kit.ts';

describe('fractions picture', () => {
  it('shades 5 of 6 parts for 1/2 + 1/3', () => {
    const pic = draw('fractions', { mode: 'operate', aNum: 1, aDen: 2, op: '+', bNum: 1, bDen: 3 });
    expectWellFormed(pic);
    expect(textOf(pic, 'expression')).toBe('1/2 + 1/3 = 5/6');
    expect(valueOf(pic, 'shaded')).toBe('5/6');
    expectValue(pic, 'value', 5 / 6);
    // Five part boundaries cut the bar into six.
    expect(flatten(pic.nodes).filter((n) => n.tag === 'line' && n.attrs?.class === 'pic-muted')).toHaveLength(5);
    expect(pic.alt).toBe('Fraction bars for 5/6 = 0.8(3): 5 of 6 equal parts shaded.');
  });

  it('draws a mixed number as whole bars and a part', () => {
    const pic = draw('fractions', { mode: 'operate', aWhole: 2, aNum: 1, aDen: 2, op: '+', bNum: 3, bDen: 4 });
    const shaded = flatten(pic.nodes).filter((n) => n.attrs?.['data-key'] === 'shaded').map((n) => n.attrs!['data-value']);
    expect(shaded).toEqual(['4/4', '4/4', '4/4', '1/4']);
    expect(pic.alt).toBe('Fraction bars for 13/4 (3 1/4) = 3.25: 3 whole bars and 1 of 4 equal parts shaded.');
  });

  it('stands one bar for many wholes and marks negatives', () => {
    const many = draw('fractions', { mode: 'simplify', aNum: 100, aDen: 3 });
    expect(many.nodes.some((n) => n.text === '1 × 33')).toBe(true);
    expect(draw('fractions', { mode: 'operate', aNum: -1, aDen: 2, op: '*', bNum: 3, bDen: 4 }).alt).toMatch(/negative\.$/);
  });

  it('changes with an input', () => expectResponsive('fractions', { mode: 'simplify', aNum: 6, aDen: 8 }, { aNum: 7 }));
});
