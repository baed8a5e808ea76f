// rc-time-constant picture: the charge / discharge curve with τ milestones, V(t) and the target time.
import { describe, expect, it } from 'vitest';
import { result } from '../helpers/calc.ts';
import { draw, expectResponsive, expectValue, expectWellFormed, flatten, textOf } from './picture-kit.ts';

const CHARGE = { mode: 'charge', R: 47000, C: 1000, C_unit: 'uF', Vs: 5, t: 47, t_unit: 's' };

describe('rc-time-constant picture', () => {
  it('draws the charging curve with τ, V(t) and the milestones of the result', () => {
    const pic = draw('rc-time-constant', CHARGE);
    expectWellFormed(pic);
    const r = result('rc-time-constant', CHARGE);
    expectValue(pic, 'tau', r.tau);
    expectValue(pic, 'V_t', r.V_t);
    expectValue(pic, 'milestone1', r.milestones[0].percent);
    expect(textOf(pic, 'V_t')).toBe('V(47 s) = 3.161 V');
    // Ticks at 1τ … 5τ.
    for (const k of ['1τ', '5τ']) expect(flatten(pic.nodes).some((n) => n.text === k)).toBe(true);
    expect(pic.alt).toBe('Capacitor charging from 0 V towards 5 V with τ = 47 s: 63.2 % of the way after 1τ, 99.3 % after 5τ (235 s). At 47 s it is at 3.161 V.');
  });

  it('marks when a discharge reaches the target voltage', () => {
    const pic = draw('rc-time-constant', { mode: 'discharge', R: 1000, C: 10, C_unit: 'uF', V0: 5, V_target: 1 });
    expect(textOf(pic, 't_to_target')).toBe('reaches 1 V at 16.09 ms');
  });

  it('draws in % of the step when no voltages are given', () => {
    const pic = draw('rc-time-constant', { mode: 'charge', R: 1000, C: 1, C_unit: 'uF' });
    expectWellFormed(pic);
    expect(pic.alt).toMatch(/^Capacitor charging from 0 % towards 100 %/);
  });

  it('changes with an input', () => expectResponsive('rc-time-constant', CHARGE, { R: 10000 }));
});
