// led-resistor picture: supply, series resistor and LED string with the resistor's drop, power and the current.
import { describe, expect, it } from 'vitest';
import { result } from '../helpers/calc.ts';
import { draw, expectResponsive, expectValue, expectWellFormed, textOf } from './picture-kit.ts';

const INPUTS = { mode: 'resistor', Vs: 12, Vf: 1.8, I_f: 5, I_unit: 'mA', leds_in_series: 1, strings: 1, series: 'E24' };

describe('led-resistor picture', () => {
  it('writes the chosen resistor, its drop and power, and the current', () => {
    const pic = draw('led-resistor', INPUTS);
    expectWellFormed(pic);
    const r = result('led-resistor', INPUTS);
    for (const key of ['R', 'V_R', 'P_R', 'I_string', 'efficiency_pct']) expectValue(pic, key, r[key]);
    expect(textOf(pic, 'R')).toBe('R 2.2 kΩ (E24)');
    expect(textOf(pic, 'I_string')).toBe('I 4.636 mA');
    expect(pic.alt).toBe('LED circuit: 12 V supply, resistor 2.2 kΩ in series with 1 LED of 1.8 V; the resistor drops 10.2 V and dissipates 47.29 mW (a 100 mW part); string current 4.636 mA.');
  });

  it('shows long strings and parallel strings', () => {
    const pic = draw('led-resistor', { mode: 'current', Vs: 24, Vf: 2, R: 470, leds_in_series: 6, strings: 2 });
    expectWellFormed(pic);
    expect(pic.nodes.some((n) => n.text === '⋮ 3 more')).toBe(true);
    expect(textOf(pic, 'I_total')).toBe('51.06 mA in total');
  });

  it('changes with an input', () => expectResponsive('led-resistor', INPUTS, { Vf: 3.2 }));
});
