// hpf picture: RC / RL high-pass circuit and its magnitude response.
import { describe, expect, it } from 'vitest';
import { checkFilter } from './first-order-filter.ts';
import { draw } from './picture-kit.ts';

describe('hpf picture', () => {
  it('draws the RC high-pass: C in series, R to ground', () => checkFilter('hpf', { circuit: 'rc', R: 240000, C: 82, C_unit: 'pF', f: 1000, f_unit: 'Hz' }, 'C 82 pF', 'R 240 kΩ'));
  it('draws the RL high-pass: R in series, L to ground', () => checkFilter('hpf', { circuit: 'rl', R: 100, L: 10, L_unit: 'mH', f: 1000, f_unit: 'Hz' }, 'R 100 Ω', 'L 10 mH'));
  it('states the slope below fc', () => expect(draw('hpf', { circuit: 'rc', R: 240000, C: 82, C_unit: 'pF' }).alt).toContain('falling 20 dB per decade below it'));
});
