// RF unit tables and input checks against mathjs units and exact SI definitions.
import * as math from 'mathjs';
import { describe, expect, it } from 'vitest';
import { isOutcome } from '../../../../engines/core/outcome.ts';
import { BOLTZMANN, ETA0, FREQUENCY_UNITS, LENGTH_UNITS, MU0, SPEED_OF_LIGHT, dbmToWatts, frequencyHz, lengthMeters, powerInDbm, requirePositive, velocityFactorError, wattsToDbm } from '../../../../engines/electrical/_lib/rf-units.ts';

describe('rf-units', () => {
  it('uses the SI / CODATA constants that mathjs publishes', () => {
    expect(SPEED_OF_LIGHT).toBe(math.speedOfLight.toNumber('m/s'));
    expect(BOLTZMANN).toBe(math.boltzmann.toNumber('J/K'));
    expect(MU0).toBeCloseTo(math.magneticConstant.toNumber('H/m'), 20);
    expect(ETA0).toBeCloseTo(math.vacuumImpedance.toNumber('ohm'), 8);
  });

  it('has length and frequency factors equal to mathjs unit conversions', () => {
    const names: Record<string, string> = { m: 'm', km: 'km', cm: 'cm', mm: 'mm', um: 'um', mil: 'mil', in: 'inch', ft: 'ft', mi: 'mi' };
    for (const [k, unit] of Object.entries(names)) expect(LENGTH_UNITS[k as keyof typeof LENGTH_UNITS]).toBeCloseTo(math.unit(1, unit).toNumber('m'), 15);
    expect(LENGTH_UNITS.nmi).toBe(1852);
    for (const [k, f] of Object.entries(FREQUENCY_UNITS)) expect(f).toBe(math.unit(1, k).toNumber('Hz'));
  });

  it('converts powers between W, mW, dBm and dBW', () => {
    expect(powerInDbm('p', 1, 'W')).toBeCloseTo(30, 14);
    expect(powerInDbm('p', 1, 'mW')).toBe(0);
    expect(powerInDbm('p', 0, 'dBW')).toBe(30);
    expect(powerInDbm('p', -20, 'dBm')).toBe(-20);
    expect(wattsToDbm(dbmToWatts(-107))).toBeCloseTo(-107, 12);
    const bad = powerInDbm('p', 0, 'W');
    expect(isOutcome(bad) && bad.status === 'error' && bad.error).toMatchObject({ code: 'POWER_MUST_BE_POSITIVE', field: 'p' });
  });

  it('rejects non-positive and unrepresentable magnitudes with the given code', () => {
    expect(frequencyHz('f', 2.4, 'GHz')).toBe(2.4e9);
    const zero = frequencyHz('f', 0, 'MHz');
    expect(isOutcome(zero) && zero.status === 'error' && zero.error.code).toBe('FREQUENCY_MUST_BE_POSITIVE');
    const huge = frequencyHz('f', 1e300, 'GHz');
    expect(isOutcome(huge) && huge.status === 'error' && huge.error.code).toBe('INPUT_OUT_OF_RANGE');
    const tiny = lengthMeters('d', 5e-324, 'mm', 'DISTANCE_MUST_BE_POSITIVE', 'Distance');
    expect(isOutcome(tiny) && tiny.status === 'error' && tiny.error.code).toBe('INPUT_OUT_OF_RANGE');
    expect(requirePositive('x', 1, 1, 'X_MUST_BE_POSITIVE', 'x', '1')).toBeUndefined();
    expect(requirePositive('x', -1, -1, 'X_MUST_BE_POSITIVE', 'x', '1')).toMatchObject({ status: 'error', error: { code: 'X_MUST_BE_POSITIVE', field: 'x' } });
    expect(velocityFactorError('vf', 0.66)).toBeUndefined();
    for (const vf of [0, -0.5, 1.01]) expect(velocityFactorError('vf', vf)).toMatchObject({ error: { code: 'VELOCITY_FACTOR_OUT_OF_RANGE', field: 'vf' } });
  });
});
