// cos picture: the unit circle with the angle and cos θ marked.
import { describe, expect, it } from 'vitest';
import { draw, textOf } from './picture-kit.ts';
import { checkUnitCircle } from './unit-circle.ts';

describe('cos picture', () => {
  it('draws the angle on the unit circle with cos θ from the result', () => checkUnitCircle('cos', 60, '0.5'));

  it('keeps the exact form and a reduced angle beyond one turn', () => {
    const pic = draw('cos', { theta: 60 + 720 });
    expect(pic.nodes.some((n) => n.text === 'drawn as 60° (θ mod 360°)')).toBe(true);
    expect(textOf(draw('cos', { theta: 45 }), 'exact')).toBe('= √2/2');
  });
});
