// The shared Ohm/Joule solver: the formatted summary names each solved quantity with its unit.
import { describe, expect, it } from 'vitest';
import { ohmPowerFormulas, solveOhmPower } from '../../../../engines/electrical/_lib/ohm-power-solver.ts';

const formulas = ohmPowerFormulas('ohms-law');

describe('ohm-power-solver', () => {
  it('formats the solved quantities with their units (V, A, Ω, W)', () => {
    // I = 2 A, R = 5 Ω: V = I·R = 10 V, P = I²·R = 20 W.
    expect(solveOhmPower({ I: 2, R: 5 }, formulas)).toMatchObject({ status: 'success', result: { V: 10, P: 20 }, formatted: 'V = 10 V, P = 20 W' });
    // V = 12 V, P = 24 W: I = P/V = 2 A, R = V²/P = 6 Ω.
    expect(solveOhmPower({ V: 12, P: 24 }, formulas)).toMatchObject({ status: 'success', result: { I: 2, R: 6 }, formatted: 'I = 2 A, R = 6 Ω' });
  });
});
