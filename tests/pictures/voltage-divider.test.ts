// voltage-divider picture: the schematic carries the solved values and follows the inputs.
import { describe, expect, it } from 'vitest';
import { pictureFor } from '../../engines/derive/picture.ts';
import { registry } from '../../engines/registry.ts';
import { result, run } from '../helpers/calc.ts';
import { draw, expectResponsive, expectValue, expectWellFormed, html, textOf } from './picture-kit.ts';

const INPUTS = { Vin: 12, R1: 1000, R2: 1000 };

describe('voltage-divider picture', () => {
  it('draws the divider with Vin, R1, R2, Vout and I from the result', () => {
    const pic = draw('voltage-divider', INPUTS);
    expectWellFormed(pic);
    const r = result('voltage-divider', INPUTS);
    for (const key of ['Vin', 'R1', 'R2', 'Vout', 'I', 'P1', 'P2']) expectValue(pic, key, r[key]);
    expect(textOf(pic, 'Vout')).toBe('6 V');
    expect(textOf(pic, 'R1')).toBe('R1 1 kΩ');
    expect(textOf(pic, 'I')).toBe('I 6 mA');
    expect(pic.alt).toBe('Voltage divider: Vin 12 V across R1 1 kΩ and R2 1 kΩ in series; Vout 6 V across R2; current 6 mA.');
    expect(html(pic)).toContain('aria-label="Voltage divider: Vin 12 V');
  });

  it('shows a solved resistor (R2 for a wanted Vout)', () => {
    const pic = draw('voltage-divider', { Vin: 5, R1: 10000, Vout: 3.3 });
    expectValue(pic, 'R2', 330000 / 17, 1e-12);
    expect(textOf(pic, 'R2')).toBe('R2 19.41 kΩ');
  });

  it('changes with an input and is deterministic', () => {
    expectResponsive('voltage-divider', INPUTS, { R2: 2000 });
    expectValue(draw('voltage-divider', { ...INPUTS, R2: 2000 }), 'Vout', 8);
  });

  it('draws nothing for an error answer', () => {
    expect(pictureFor(registry.tools.get('voltage-divider')!, run('voltage-divider', { Vin: 5, R1: 1000, Vout: 6 }))).toBeNull();
  });
});
