// Physical constants and temperature handling of the semiconductor and noise
// engines (diode-equation, opamp-noise): the thermal voltage kT/q of the
// Shockley equation and the kT of Johnson–Nyquist noise need an absolute
// temperature, while people type °C.
import * as z from 'zod/mini';
import type { Outcome } from '../../core/contract.ts';
import { formatNumber } from '../../core/numeric.ts';
import { fail } from '../../core/outcome.ts';
import { BOLTZMANN } from './rf-units.ts';

/** Elementary charge, C (exact since the 2019 SI redefinition). */
export const ELEMENTARY_CHARGE = 1.602176634e-19;
/** 0 °C in kelvin. */
export const ZERO_CELSIUS_K = 273.15;

export const TEMPERATURE_UNITS = ['C', 'K', 'F'] as const;
export type TemperatureUnit = (typeof TEMPERATURE_UNITS)[number];
export const temperatureUnitField = z._default(z.enum(TEMPERATURE_UNITS), 'C');
export const TEMPERATURE_UNIT_OPTIONS = [
  { value: 'C', label: '°C' },
  { value: 'K', label: 'K' },
  { value: 'F', label: '°F' },
];

/** Kelvin of a temperature in the given unit. */
export function kelvinOf(value: number, unit: TemperatureUnit): number {
  switch (unit) {
    case 'K':
      return value;
    case 'C':
      return value + ZERO_CELSIUS_K;
    case 'F':
      return ((value - 32) * 5) / 9 + ZERO_CELSIUS_K;
  }
}

/** The absolute temperature in K, or TEMPERATURE_BELOW_ABSOLUTE_ZERO when it is not above 0 K. */
export function absoluteTemperature(field: string, value: number, unit: TemperatureUnit): number | Outcome<never> {
  const kelvin = kelvinOf(value, unit);
  if (kelvin > 0) return kelvin;
  const shown = unit === 'K' ? `${formatNumber(value)} K` : `${formatNumber(value)} °${unit} (${formatNumber(kelvin)} K)`;
  return fail('TEMPERATURE_BELOW_ABSOLUTE_ZERO', field, `${field} = ${shown} is not above absolute zero (0 K = −273.15 °C).`, `Give ${field} above 0 K, e.g. 25 °C (298.15 K).`);
}

/** Thermal voltage kT/q in V (25.852 mV at 300 K, 25.693 mV at 25 °C). */
export const thermalVoltage = (kelvin: number) => (BOLTZMANN * kelvin) / ELEMENTARY_CHARGE;

/** Johnson–Nyquist noise voltage density √(4kTR) of a resistor, V/√Hz (Johnson 1928, Nyquist 1928). */
export const johnsonNoiseDensity = (ohms: number, kelvin: number) => Math.sqrt(4 * BOLTZMANN * kelvin * ohms);
