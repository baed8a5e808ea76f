// Thermal voltage, Johnson noise and temperature handling against published values.
import { describe, expect, it } from 'vitest';
import { absoluteTemperature, johnsonNoiseDensity, kelvinOf, thermalVoltage } from '../../../../engines/electrical/_lib/junction-physics.ts';

describe('junction physics', () => {
  it('gives kT/q = 25.852 mV at 300 K and 25.693 mV at 25 °C (NIST CODATA k/e = 8.617333262e-5 V/K)', () => {
    expect(thermalVoltage(300)).toBeCloseTo(300 * 8.617333262e-5, 12);
    expect(thermalVoltage(298.15) * 1000).toBeCloseTo(25.693, 3);
  });

  it('gives the Johnson noise of a 1 kΩ resistor: about 4 nV/√Hz at room temperature (MT-048), 4.07 at 300 K', () => {
    expect(johnsonNoiseDensity(1000, 298.15) * 1e9).toBeCloseTo(4.058, 3);
    expect(johnsonNoiseDensity(1000, 300) * 1e9).toBeCloseTo(Math.sqrt(4 * 1.380649e-23 * 300 * 1000) * 1e9, 12);
    expect(johnsonNoiseDensity(0, 300)).toBe(0);
  });

  it('converts temperatures and rejects absolute zero and below', () => {
    expect(kelvinOf(25, 'C')).toBeCloseTo(298.15, 12);
    expect(kelvinOf(77, 'F')).toBeCloseTo(298.15, 12);
    expect(kelvinOf(300, 'K')).toBe(300);
    expect(absoluteTemperature('T', -273.15, 'C')).toMatchObject({ status: 'error', error: { code: 'TEMPERATURE_BELOW_ABSOLUTE_ZERO', field: 'T' } });
    expect(absoluteTemperature('T', -500, 'F')).toMatchObject({ error: { code: 'TEMPERATURE_BELOW_ABSOLUTE_ZERO' } });
    expect(absoluteTemperature('T', 0, 'K')).toMatchObject({ error: { code: 'TEMPERATURE_BELOW_ABSOLUTE_ZERO' } });
  });
});
