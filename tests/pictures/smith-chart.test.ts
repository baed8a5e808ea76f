// smith-chart picture: the load's Γ point on the chart, its VSWR circle and the move along a line.
import { describe, expect, it } from 'vitest';
import { result } from '../helpers/calc.ts';
import { draw, expectResponsive, expectValue, expectWellFormed, flatten, textOf } from './picture-kit.ts';

const INPUTS = { mode: 'impedance', z0: 100, resistance: 40, reactance: 70, line_length_wl: 0.3 };
const R = 125;

describe('smith-chart picture', () => {
  it('plots Γ and the VSWR circle from the result', () => {
    const pic = draw('smith-chart', INPUTS);
    expectWellFormed(pic);
    const r = result('smith-chart', INPUTS);
    expectValue(pic, 'gamma_mag', r.gamma_mag);
    expectValue(pic, 'vswr', r.vswr);
    expect(textOf(pic, 'resistance_ohm')).toBe('Z = 40 + j70 Ω');
    expect(textOf(pic, 'line_input')).toBe('Zin = 36.53 − j61.12 Ω');
    const all = flatten(pic.nodes);
    // The load point: centre + R·Γ, with the imaginary axis upwards.
    const load = all.find((n) => n.tag === 'circle' && n.attrs?.class === 'pic-solid')!;
    expect(Number(load.attrs!.cx)).toBeCloseTo(150 + R * r.gamma_re, 0);
    expect(Number(load.attrs!.cy)).toBeCloseTo(150 - R * r.gamma_im, 0);
    const vswrCircle = all.find((n) => n.tag === 'circle' && n.attrs?.class === 'pic-accent')!;
    expect(Number(vswrCircle.attrs!.r)).toBeCloseTo(R * r.gamma_mag, 0);
    expect(pic.alt).toContain('on the VSWR 3.866 circle. Moving 0.3 λ toward the generator');
  });

  it('handles the open circuit and the matched load', () => {
    const open = draw('smith-chart', { mode: 'gamma', gamma_mag: 1, gamma_angle_deg: 0 });
    expectWellFormed(open);
    expect(textOf(open, 'vswr')).toBe('VSWR ∞');
    const match = draw('smith-chart', { mode: 'normalized', z0: 50, z_norm_re: 1, z_norm_im: 0 });
    expect(flatten(match.nodes).some((n) => n.tag === 'circle' && n.attrs?.class === 'pic-accent')).toBe(false);
  });

  it('changes with an input', () => expectResponsive('smith-chart', INPUTS, { reactance: -30 }));
});
