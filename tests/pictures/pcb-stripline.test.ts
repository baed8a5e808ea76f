// pcb-stripline picture: trace centred between two ground planes, with w, h, t and Z0.
import { describe, expect, it } from 'vitest';
import { checkCrossSection } from './pcb-cross-section.ts';
import { draw } from './picture-kit.ts';

const INPUTS = { mode: 'impedance', width: 0.15, height: 0.2, unit: 'mm', copper: 0.5, copper_unit: 'oz', er: 4.3 };

describe('pcb-stripline picture', () => {
  it('draws the cross-section to scale with Z0', () => checkCrossSection('pcb-stripline', INPUTS, 2));
  it('says where the trace sits', () => expect(draw('pcb-stripline', INPUTS).alt).toContain('centred between two ground planes in dielectric εr 4.3, 0.2 mm from each; Z0 = 51.73 Ω'));
});
