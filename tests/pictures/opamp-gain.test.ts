// opamp-gain picture: the amplifier schematic with its resistors, voltages and gain.
import { describe, expect, it } from 'vitest';
import { result } from '../helpers/calc.ts';
import { draw, expectResponsive, expectValue, expectWellFormed, textOf, valueOf } from './picture-kit.ts';

const NON_INVERTING = { mode: 'non-inverting', R1: 1000, R2: 9000, Vin: 0.1 };

describe('opamp-gain picture', () => {
  it('draws the non-inverting amplifier with gain and Vout from the result', () => {
    const pic = draw('opamp-gain', NON_INVERTING);
    expectWellFormed(pic);
    const r = result('opamp-gain', NON_INVERTING);
    expectValue(pic, 'gain', r.gain);
    expectValue(pic, 'Vout', r.Vout);
    expect(textOf(pic, 'gain')).toBe('G = 10 V/V (20 dB)');
    expect(textOf(pic, 'R2')).toBe('R2 9 kΩ');
    expect(pic.alt).toBe('Non-inverting amplifier with R1 1 kΩ, R2 9 kΩ: gain 10 V/V (20 dB); Vout 1 V.');
  });

  it('draws the inverting, difference and follower circuits', () => {
    expect(textOf(draw('opamp-gain', { mode: 'inverting', R1: 1000, R2: 10000, Vin: 0.5 }), 'Vout')).toBe('Vout -5 V');
    const diff = draw('opamp-gain', { mode: 'differential', R1: 1000, R2: 10000, V1: 1, V2: 1.2 });
    expectWellFormed(diff);
    // R3 and R4 default to R1 and R2.
    expect([valueOf(diff, 'R3'), valueOf(diff, 'R4')]).toEqual([1000, 10000]);
    expect(draw('opamp-gain', { mode: 'non-inverting', Vin: 0.5 }).alt).toMatch(/^Voltage follower: gain 1 V\/V/);
  });

  it('changes with an input', () => expectResponsive('opamp-gain', NON_INVERTING, { R2: 19000 }));
});
