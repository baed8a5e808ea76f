// current-divider picture: parallel branches with each branch's current and share.
import { describe, expect, it } from 'vitest';
import { result } from '../helpers/calc.ts';
import { draw, expectResponsive, expectValue, expectWellFormed, flatten, textOf } from './picture-kit.ts';

const INPUTS = { I_total: 11, I_unit: 'mA', resistors: '1k, 3k, 2k', R_unit: 'ohm' };

describe('current-divider picture', () => {
  it('draws each branch with its resistor, current and share', () => {
    const pic = draw('current-divider', INPUTS);
    expectWellFormed(pic);
    const r = result('current-divider', INPUTS);
    expectValue(pic, 'I_total', r.I_total);
    expectValue(pic, 'V', r.V);
    r.branches.forEach((b: { I: number; R: number; fraction: number }, i: number) => {
      expectValue(pic, `I${i + 1}`, b.I);
      expectValue(pic, `R${i + 1}`, b.R);
      expectValue(pic, `fraction${i + 1}`, b.fraction);
    });
    expect(textOf(pic, 'I1')).toBe('6 mA');
    expect(flatten(pic.nodes).filter((n) => n.tag === 'polyline' && n.attrs?.class === 'pic-line')).toHaveLength(3);
    expect(pic.alt).toBe('Current divider: 11 mA splits into 3 parallel branches at 6 V: I1 6 mA through R1 1 kΩ, I2 2 mA through R2 3 kΩ, I3 3 mA through R3 2 kΩ.');
  });

  it('sums up branches beyond the ones drawn', () => {
    const pic = draw('current-divider', { I_total: 1, I_unit: 'A', resistors: '1, 2, 3, 4, 5, 6, 7' });
    expect(pic.nodes.some((n) => n.text?.startsWith('+ 3 more branches'))).toBe(true);
    expect(pic.alt).toContain('I7 55.1 mA through R7 7 Ω');
  });

  it('changes with an input', () => expectResponsive('current-divider', INPUTS, { resistors: '1k, 1k' }));
});
