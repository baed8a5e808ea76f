// The series thermal model and its guards, shared by heatsink-rth, ldo-thermal,
// mosfet-tj and mosfet-total-loss.
import { describe, expect, it } from 'vitest';
import {
  junctionLimitWarnings,
  junctionTemperature,
  maxPowerFor,
  temperatureGuard,
  thermalResistanceGuard,
  tjMaxAboveGuard,
} from '../../../../engines/electrical/_lib/thermal-path.ts';

const errorOf = (o: unknown) => (o as { error?: { code: string; field?: string; suggestion?: string } } | null)?.error;

describe('thermal-path', () => {
  it('T_J = T_ref + P·Rθ and the largest power are inverse', () => {
    expect(junctionTemperature(25, 3.5, 16)).toBe(81);
    expect(maxPowerFor(150, 25, 50)).toBe(2.5);
    expect(junctionTemperature(40, maxPowerFor(125, 40, 8.5), 8.5)).toBeCloseTo(125, 12);
  });

  it('refuses temperatures at or below absolute zero', () => {
    expect(temperatureGuard('ambient', -273.14)).toBeNull();
    expect(errorOf(temperatureGuard('ambient', -273.15))).toMatchObject({ code: 'TEMPERATURE_BELOW_ABSOLUTE_ZERO', field: 'ambient' });
  });

  it('thermal resistances: negative never, zero only where allowed', () => {
    expect(thermalResistanceGuard('rth_cs', 0)).toBeNull();
    expect(errorOf(thermalResistanceGuard('rth_cs', -0.1))).toMatchObject({ code: 'THERMAL_RESISTANCE_MUST_BE_NONNEGATIVE', field: 'rth_cs' });
    const zero = errorOf(thermalResistanceGuard('rth_ja', 0, true));
    expect(zero).toMatchObject({ code: 'THERMAL_RESISTANCE_MUST_BE_POSITIVE', field: 'rth_ja' });
    expect(zero?.suggestion).toMatch(/°C\/W/);
  });

  it('Tj max must exceed the reference; exceeding it is a warning', () => {
    expect(tjMaxAboveGuard(150, 25, 'tj_max', 'ambient')).toBeNull();
    expect(errorOf(tjMaxAboveGuard(25, 25, 'tj_max', 'ambient'))).toMatchObject({ code: 'TJ_MAX_NOT_ABOVE_REFERENCE', field: 'tj_max' });
    expect(junctionLimitWarnings(150, 150, 'x')).toEqual([]);
    expect(junctionLimitWarnings(150.1, 150, 'cool it')).toMatchObject([{ code: 'JUNCTION_TEMPERATURE_EXCEEDS_MAX', suggestion: 'cool it' }]);
  });
});
