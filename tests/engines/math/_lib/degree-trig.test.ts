// The shared part of sin, cos, tan, arcsin, arccos and arctan that their own tests do not
// reach one by one: the unit names people type, the exact forms in radian mode and of
// negative angles, and signed zeros.
import { describe, expect, it } from 'vitest';
import { ok, result } from '../../../helpers/calc.ts';
import { ref } from './real-math-kit.ts';
import { exactTextValue } from './trig-cases.ts';

describe('degree-trig', () => {
  it.each(['°', 'degree', 'Degrees', ' DEGS '])('reads the unit %j as degrees', (unit) => {
    expect(result('sin', { theta: 30, unit })).toMatchObject({ value: 0.5, unit: 'deg' });
  });

  it.each(['radian', 'Radians', ' rads '])('reads the unit %j as radians', (unit) => {
    expect(result('cos', { theta: 1, unit })).toMatchObject({ value: 0.5403023058681398, unit: 'rad' }); // OEIS A049470
  });

  it('names the exact value in radians only at 0, where it is exact', () => {
    expect(result('sin', { theta: 0, unit: 'rad' })).toMatchObject({ value: 0, exact: '0' });
    expect(result('cos', { theta: 0, unit: 'rad' })).toMatchObject({ value: 1, exact: '1' });
    expect(result('tan', { theta: 0, unit: 'rad' })).toMatchObject({ value: 0, exact: '0' });
    for (const fn of ['sin', 'cos', 'tan']) expect(result(fn, { theta: 1, unit: 'rad' }).exact, fn).toBeUndefined();
  });

  it('puts a negative sum or difference in parentheses: tan(−15°) = −(2 − √3)', () => {
    for (const theta of [-15, 165, 345, -195]) {
      const r = result('tan', { theta });
      expect(r.exact, `tan ${theta}°`).toBe('−(2 − √3)');
      expect(exactTextValue(r.exact)).toBe(r.value);
    }
    expect(result('tan', { theta: -75 }).exact).toBe('−(2 + √3)');
    expect(result('sin', { theta: -75 }).exact).toBe('−(√6 + √2)/4');
    expect(result('cos', { theta: 150 }).exact).toBe('−√3/2');
  });

  it('names the function in the warning when its value is below the smallest double', () => {
    // sin(5e-324°) = 5e-324 · π/180 ≈ 8.7266463e-326
    expect(ok('sin', { theta: 5e-324 }).warnings).toEqual([expect.objectContaining({ code: 'UNDERFLOW_TO_ZERO', detail: expect.stringMatching(/^sin θ is about 8\.72665e-326,/) })]);
    expect(ok('tan', { theta: -5e-324 }).warnings[0].detail).toMatch(/^tan θ is about -8\.72665e-326,/);
  });

  it.each(['arcsin', 'arctan'])('%s of −0 is 0, and of the smallest negative double a negative angle', (id) => {
    const zero = result(id, { x: -0 });
    expect(Object.is(zero.rad, 0) && Object.is(zero.deg, 0), JSON.stringify(zero)).toBe(true);
    const tiny = result(id, { x: -5e-324 });
    expect(tiny.rad).toBe(-5e-324);
    expect(tiny.deg).toBe(ref('-5e-324 * 180 / pi')); // x is read as the decimal typed
  });
});
