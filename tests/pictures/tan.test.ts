// tan picture: the unit circle with the angle and tan θ marked.
import { describe, expect, it } from 'vitest';
import { draw, textOf } from './picture-kit.ts';
import { checkUnitCircle } from './unit-circle.ts';

describe('tan picture', () => {
  it('draws the angle on the unit circle with tan θ from the result', () => checkUnitCircle('tan', 45, '1'));

  it('keeps the exact form and a reduced angle beyond one turn', () => {
    const pic = draw('tan', { theta: 45 + 720 });
    expect(pic.nodes.some((n) => n.text === 'drawn as 45° (θ mod 360°)')).toBe(true);
    expect(textOf(draw('tan', { theta: 60 }), 'exact')).toBe('= √3');
  });
});

describe('tan picture, steep angles', () => {
  it('cuts the tangent segment off the chart and marks that it runs on', () => {
    const pic = draw('tan', { theta: 85 });
    expect(pic.nodes.some((n) => n.tag === 'polygon' && n.attrs?.class === 'pic-solid')).toBe(true);
    expect(textOf(pic, 'value')).toBe('tan θ = 11.43');
  });
});
