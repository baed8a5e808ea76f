// wheatstone-bridge picture: the diamond with the four arms, the midpoint voltages and Vout.
import { describe, expect, it } from 'vitest';
import { result } from '../helpers/calc.ts';
import { draw, expectResponsive, expectValue, expectWellFormed, textOf } from './picture-kit.ts';

const OUTPUT = { mode: 'output', R1: 350, R2: 350, R3: 350, R4: 350.35, R_unit: 'ohm', Vs: 10 };

describe('wheatstone-bridge picture', () => {
  it('writes the arms, VA, VB and Vout of the result', () => {
    const pic = draw('wheatstone-bridge', OUTPUT);
    expectWellFormed(pic);
    const r = result('wheatstone-bridge', OUTPUT);
    for (const key of ['R1', 'R2', 'R3', 'R4', 'Vs', 'V_A', 'V_B', 'Vout']) expectValue(pic, key, r[key]);
    expect(textOf(pic, 'Vout')).toBe('Vout = VB − VA = 2.499 mV');
    expect(pic.alt).toBe('Wheatstone bridge with R1 350 Ω, R2 350 Ω, R3 350 Ω, R4 350.4 Ω excited by 10 V: A at 5 V, B at 5.002 V, Vout 2.499 mV.');
  });

  it('marks the arm solved for balance, in ohms whatever the unit', () => {
    const pic = draw('wheatstone-bridge', { mode: 'balance', R1: 1, R2: 2, R3: 3, R_unit: 'kohm' });
    expect(textOf(pic, 'R4')).toBe('R4 6 kΩ (solved)');
    expect(textOf(pic, 'ratio')).toBe('balanced: R1/R2 = R3/R4 = 0.5');
  });

  it('changes with an input', () => expectResponsive('wheatstone-bridge', OUTPUT, { R4: 360 }));
});
