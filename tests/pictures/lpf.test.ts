// lpf picture: RC / RL low-pass circuit and its magnitude response.
import { describe, expect, it } from 'vitest';
import { checkFilter } from './first-order-filter.ts';
import { draw } from './picture-kit.ts';

describe('lpf picture', () => {
  it('draws the RC low-pass: R in series, C to ground', () => checkFilter('lpf', { circuit: 'rc', R: 4700, C: 47, C_unit: 'nF', f: 1000, f_unit: 'Hz' }, 'R 4.7 kΩ', 'C 47 nF'));
  it('draws the RL low-pass: L in series, R to ground', () => checkFilter('lpf', { circuit: 'rl', R: 100, L: 10, L_unit: 'mH', f: 1000, f_unit: 'Hz' }, 'L 10 mH', 'R 100 Ω'));
  it('states the slope above fc', () => expect(draw('lpf', { circuit: 'rc', R: 4700, C: 47, C_unit: 'nF' }).alt).toContain('falling 20 dB per decade above it'));
});
