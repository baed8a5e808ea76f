// timer-555 picture: the output square wave and the capacitor between ⅓ and ⅔ Vcc.
import { describe, expect, it } from 'vitest';
import { result } from '../helpers/calc.ts';
import { draw, expectResponsive, expectValue, expectWellFormed, flatten, textOf } from './picture-kit.ts';

const ASTABLE = { mode: 'astable', RA: 10000, RB: 68000, C: 10, C_unit: 'uF' };

describe('timer-555 picture', () => {
  it('draws the astable output with its high and low times', () => {
    const pic = draw('timer-555', ASTABLE);
    expectWellFormed(pic);
    const r = result('timer-555', ASTABLE);
    for (const key of ['t_high', 't_low', 'frequency', 'duty_pct']) expectValue(pic, key, r[key]);
    expect(textOf(pic, 't_high')).toBe('high 540.7 ms');
    // The output wave's high and low segments are in the ratio t_high : t_low.
    const out = String(flatten(pic.nodes).find((n) => n.tag === 'polyline' && n.attrs?.class === 'pic-accent')!.attrs!.points).split(' ').map((p) => Number(p.split(',')[0]));
    expect((out[1] - out[0]) / (out[3] - out[2])).toBeCloseTo(r.t_high / r.t_low, 1);
    expect(pic.alt).toMatch(/high for 540.7 ms and low for 471.3 ms each period of 1.012 s \(duty 53.42 %\)/);
  });

  it('draws one triggered pulse in monostable mode', () => {
    const pic = draw('timer-555', { mode: 'monostable', RA: 10000, C: 10, C_unit: 'uF' });
    expectWellFormed(pic);
    expect(textOf(pic, 't_pulse')).toBe('pulse 109.9 ms');
  });

  it('changes with an input', () => expectResponsive('timer-555', ASTABLE, { RB: 10000 }));
});
