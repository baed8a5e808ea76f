// resistor-color picture: the bands in their real colours, what each means, the value and range.
import { describe, expect, it } from 'vitest';
import { draw, expectResponsive, expectWellFormed, flatten, html, textOf, valueOf } from './picture-kit.ts';

const bandFills = (pic: ReturnType<typeof draw>) => flatten(pic.nodes).filter((n) => n.attrs?.fill).map((n) => [n.attrs!['data-value'], n.attrs!.fill]);

describe('resistor-color picture', () => {
  it('paints yellow-violet-red-gold and reads 4.7 kΩ ±5 %', () => {
    const pic = draw('resistor-color', { dir: 'decode', bands: ['yellow', 'violet', 'red', 'gold'] });
    expectWellFormed(pic, { literalFills: true });
    expect(bandFills(pic)).toEqual([['yellow', '#ffd700'], ['violet', '#8a2be2'], ['red', '#e0241b'], ['gold', '#cfa53b']]);
    expect(textOf(pic, 'resistance')).toBe('4.7 kΩ ±5 %');
    expect(valueOf(pic, 'resistance')).toBe(4700);
    for (const meaning of ['4', '7', '×100', '±5 %']) expect(pic.nodes.some((n) => n.text === meaning)).toBe(true);
    // Each band is outlined so black and white bands show in both themes; the fills reach the page.
    expect(flatten(pic.nodes).filter((n) => n.tag === 'rect' && n.attrs?.class === 'pic-line').length).toBeGreaterThanOrEqual(5);
    expect(html(pic)).toContain('fill="#ffd700"');
    expect(pic.alt).toBe('4-band resistor yellow, violet, red, gold: 4.7 kΩ ±5 % (4.465 kΩ to 4.935 kΩ).');
  });

  it('encodes a value as 5 or 6 bands with tolerance and temperature coefficient', () => {
    const pic = draw('resistor-color', { dir: 'encode', resistance: '4700', band_count: 6, tolerance: 1, tempco: 50 });
    expect(bandFills(pic).map(([c]) => c)).toEqual(['yellow', 'violet', 'black', 'brown', 'brown', 'red']);
    expect(pic.nodes.some((n) => n.text === '50 ppm/K')).toBe(true);
  });

  it('changes with an input', () => expectResponsive('resistor-color', { dir: 'decode', bands: ['yellow', 'violet', 'red', 'gold'] }, { bands: ['brown', 'black', 'red', 'gold'] }));
});
