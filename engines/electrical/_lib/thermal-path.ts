// Steady-state thermal path of a power semiconductor (junction → case → sink →
// ambient), shared by heatsink-rth, ldo-thermal, mosfet-tj and mosfet-total-loss:
// one series-resistance model, one set of temperature and thermal-resistance
// guards, so the four engines word and code the same mistake the same way.
import type { FieldHint, Outcome, Warning } from '../../core/contract.ts';
import { formatNumber } from '../../core/numeric.ts';
import { fail, warning } from '../../core/outcome.ts';
import { absoluteTemperature } from './junction-physics.ts';

/** Stated in the assumptions of every engine that uses this model. */
export const THERMAL_MODEL =
  'Steady-state thermal model with one heat source and thermal resistances in series, T_J = T_ref + P × ΣRθ (JEDEC JESD51-1 / JESD51-2 definitions of RθJA, RθJC; TI SPRA953 "Semiconductor and IC Package Thermal Metrics"); temperatures in °C, power in W, thermal resistance in °C/W (= K/W). Transient heating (ZθJC, pulses shorter than the package time constant) is not modelled.';

export const RTH_JA_CAVEAT =
  'RθJA is a board-dependent figure: datasheets measure it on a JEDEC test board (JESD51-3/-7); copper area, airflow and neighbouring parts change it, often by a factor of two.';

/** Labels shared by the thermal engines, so every page names a quantity the same way. */
export const THERMAL_FIELD_HINTS = {
  power: { label: 'Power dissipated in the device', unit: 'W' },
  ambient: { label: 'Ambient (air) temperature', unit: '°C', help: 'The worst-case air temperature around the part, e.g. 40–50 °C inside an enclosure.' },
  tj_max: { label: 'Maximum junction temperature', unit: '°C', help: 'From the datasheet (absolute maximum, often 125, 150 or 175 °C), less any derating margin you want.' },
  rth_ja: { label: 'Junction-to-ambient thermal resistance RθJA', unit: '°C/W' },
  rth_jc: { label: 'Junction-to-case thermal resistance RθJC', unit: '°C/W' },
  rth_cs: { label: 'Case-to-sink (interface) thermal resistance RθCS', unit: '°C/W', help: 'Thermal grease or pad between package and heatsink: typically 0.1–1 °C/W for a TO-220; 0 if the part has no heatsink.' },
  rth_sa: { label: 'Heatsink-to-ambient thermal resistance RθSA', unit: '°C/W' },
} satisfies Record<string, FieldHint>;

/** T_J = T_ref + P·Rθ. */
export const junctionTemperature = (tRef: number, power: number, rth: number) => tRef + power * rth;

/** Largest power the path can carry without T_J exceeding tjMax. Callers guard rth > 0. */
export const maxPowerFor = (tjMax: number, tRef: number, rth: number) => (tjMax - tRef) / rth;

/** A temperature in °C that is not above absolute zero, or null. */
export function temperatureGuard(field: string, celsius: number): Outcome<never> | null {
  const k = absoluteTemperature(field, celsius, 'C');
  return typeof k === 'number' ? null : k;
}

/**
 * A thermal resistance: negative is impossible (THERMAL_RESISTANCE_MUST_BE_NONNEGATIVE);
 * where the engine divides by it or it is the whole path, 0 is refused too
 * (THERMAL_RESISTANCE_MUST_BE_POSITIVE).
 */
export function thermalResistanceGuard(field: string, value: number, positive = false): Outcome<never> | null {
  if (positive ? value > 0 : value >= 0) return null;
  return fail(
    positive ? 'THERMAL_RESISTANCE_MUST_BE_POSITIVE' : 'THERMAL_RESISTANCE_MUST_BE_NONNEGATIVE',
    field,
    `${field} = ${formatNumber(value)} °C/W; a thermal resistance must be ${positive ? 'above 0' : '0 or more'}.`,
    `Give ${field} from the datasheet in °C/W (K/W), e.g. ${field === 'rth_ja' ? '50' : field === 'rth_sa' ? '5' : '1.5'}.`,
  );
}

/** The maximum junction temperature must lie above the reference (ambient or case) temperature. */
export function tjMaxAboveGuard(tjMax: number, tRef: number, tjField: string, refName: string): Outcome<never> | null {
  if (tjMax > tRef) return null;
  return fail(
    'TJ_MAX_NOT_ABOVE_REFERENCE',
    tjField,
    `The allowed junction temperature ${formatNumber(tjMax)} °C is not above the ${refName} temperature ${formatNumber(tRef)} °C: no power at all can be dissipated.`,
    `Give ${tjField} above ${formatNumber(tRef)} °C (datasheet maximum, e.g. 150 °C), or a lower ${refName} temperature.`,
  );
}

/** Warning when the computed junction temperature exceeds its limit. */
export function junctionLimitWarnings(tj: number, tjMax: number, fix: string): Warning[] {
  if (tj <= tjMax) return [];
  return [warning('JUNCTION_TEMPERATURE_EXCEEDS_MAX', `The junction reaches ${formatNumber(tj, 4)} °C, above the ${formatNumber(tjMax)} °C limit.`, fix)];
}
