// sin picture: the unit circle with the angle and sin θ marked.
import { describe, expect, it } from 'vitest';
import { draw, textOf } from './picture-kit.ts';
import { checkUnitCircle } from './unit-circle.ts';

describe('sin picture', () => {
  it('draws the angle on the unit circle with sin θ from the result', () => checkUnitCircle('sin', 30, '0.5'));

  it('keeps the exact form and a reduced angle beyond one turn', () => {
    const pic = draw('sin', { theta: 30 + 720 });
    expect(pic.nodes.some((n) => n.text === 'drawn as 30° (θ mod 360°)')).toBe(true);
    expect(textOf(draw('sin', { theta: 45 }), 'exact')).toBe('= √2/2');
  });
});
