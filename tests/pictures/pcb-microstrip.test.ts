// pcb-microstrip picture: trace on dielectric over one ground plane, with w, h, t and Z0.
import { describe, expect, it } from 'vitest';
import { checkCrossSection } from './pcb-cross-section.ts';
import { draw, textOf } from './picture-kit.ts';

const INPUTS = { mode: 'impedance', width: 0.35, height: 0.2, unit: 'mm', copper: 1, copper_unit: 'oz', er: 4.3 };

describe('pcb-microstrip picture', () => {
  it('draws the cross-section to scale with Z0', () => checkCrossSection('pcb-microstrip', INPUTS, 1));

  it('shows the solved width in the unit of the inputs', () => {
    const pic = draw('pcb-microstrip', { mode: 'width', z0_target: 50, height: 8, unit: 'mil', copper: 1, copper_unit: 'oz', er: 4.3 });
    expect(textOf(pic, 'width')).toBe('w = 14.38 mil');
    expect(pic.alt).toMatch(/^Microstrip cross-section: a 14.38 mil wide, 1.378 mil thick trace on dielectric εr 4.3 of height 8 mil over a ground plane; Z0 = 50 Ω/);
  });
});
