// Receiver sensitivity: the input level at which the SNR in the noise bandwidth reaches the required value,
// S = k·(Ts + Te)·B · SNR, which at Ts = 290 K is the familiar −174 dBm/Hz + NF + 10·log10 B + SNR.
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { fail, ok } from '../core/outcome.ts';
import { excessNoiseFactor, noiseTemperature, thermalNoiseDbm } from './_lib/rf-noise.ts';
import { FREQUENCY_UNITS, T0_KELVIN, dbmToWatts, frequencyUnitField, requirePositive } from './_lib/rf-units.ts';
import * as det from '../core/det-math.ts';

const input = z.object({
  bandwidth: z.number(),
  bandwidth_unit: frequencyUnitField('kHz'),
  noise_figure_db: z.number(),
  snr_db: z.number(),
  source_temperature_k: z._default(z.number(), T0_KELVIN),
  impedance_ohm: z._default(z.number(), 50),
});

const output = z.strictObject({
  sensitivity_dbm: z.number(),
  sensitivity_w: z.number(),
  sensitivity_uv: z.number(),
  sensitivity_dbuv: z.number(),
  noise_floor_dbm: z.number(),
  thermal_noise_dbm: z.number(),
  noise_density_dbm_per_hz: z.number(),
  noise_temperature_k: z.number(),
  system_noise_temperature_k: z.number(),
  bandwidth_hz: z.number(),
});

export const engine = defineEngine({
  id: 'receiver-sensitivity',
  area: 'electrical',
  title: 'Receiver sensitivity calculator',
  description: 'Minimum detectable signal of a receiver from its noise bandwidth, noise figure and required SNR: S = −174 dBm/Hz + NF + 10·log10(B) + SNR, in dBm, watts and µV.',
  keywords: ['receiver sensitivity', 'minimum detectable signal', 'MDS', 'noise floor', 'kTB', '-174 dBm/Hz', 'noise figure', 'SNR', 'LoRa sensitivity', 'dBm to microvolts'],
  capability_id: 'electrical.rf.receiver_sensitivity',
  version: '1.0.0',
  page: 'electric',
  input,
  output,
  unit: 'dBm',
  errors: [
    'BANDWIDTH_MUST_BE_POSITIVE',
    'IMPEDANCE_MUST_BE_POSITIVE',
    'INPUT_OUT_OF_RANGE',
    'NOISE_FIGURE_MUST_BE_NONNEGATIVE',
    'TEMPERATURE_MUST_BE_POSITIVE',
  ],
  warnings: [],
  formula: { id: 'receiver-sensitivity.s', expression: 'S = 10·log10(k·(Ts + Te)·B / 1 mW) + SNR;  Te = 290 K·(10^(NF/10) − 1);  at Ts = 290 K: S = −173.975 dBm/Hz + NF + 10·log10 B + SNR', label: 'Receiver sensitivity from noise figure, bandwidth and SNR' },
  assumptions: [
    'Noise floor N = k·(Ts + Te)·B with k = 1.380649e-23 J/K (exact SI), Te = T0·(F − 1), T0 = 290 K (IEEE noise-figure definition), F = 10^(NF/10). With the default source temperature Ts = 290 K this is kT0B·F: −173.975 dBm/Hz + NF + 10·log10 B (the textbook −174 dBm/Hz).',
    'Sensitivity S = N + SNR (dB): SNR is the signal-to-noise ratio needed in the noise bandwidth B at the detector (it may be negative for spread-spectrum/LoRa). For a data link, SNR = Eb/N0 + 10·log10(Rb/B).',
    'B is the equivalent noise bandwidth (for a superheterodyne receiver, about the IF bandwidth).',
    'Ts is the noise temperature of the source/antenna (sky ≈ 10–50 K for a dish pointed at cold sky, 290 K for a terrestrial antenna or a signal generator).',
    'sensitivity_uv is the RMS voltage of the sensitivity power across impedance_ohm (default 50 Ω): V = √(P·R); dBµV = 20·log10(V / 1 µV).',
  ],
  ui: {
    fields: {
      bandwidth: { label: 'Noise bandwidth', unit: 'Hz / kHz / MHz / GHz' },
      bandwidth_unit: { label: 'Bandwidth unit', unit: '', kind: 'select' },
      noise_figure_db: { label: 'Receiver noise figure', unit: 'dB' },
      snr_db: { label: 'Required SNR', unit: 'dB', help: 'Signal-to-noise ratio needed by the demodulator; may be negative (LoRa SF12 ≈ −20 dB).' },
      source_temperature_k: { label: 'Source / antenna noise temperature', unit: 'K' },
      impedance_ohm: { label: 'Input impedance (for µV)', unit: 'Ω' },
    },
    initial: { bandwidth: 125, bandwidth_unit: 'kHz', noise_figure_db: 6, snr_db: -20 },
    headline: 'sensitivity_dbm',
    outputs: {
      sensitivity_dbm: { label: 'Sensitivity', unit: 'dBm' },
      sensitivity_w: { label: 'Sensitivity (power)', unit: 'W' },
      sensitivity_uv: { label: 'Sensitivity (RMS voltage across the input impedance)', unit: 'µV' },
      sensitivity_dbuv: { label: 'Sensitivity (voltage level)', unit: 'dBµV' },
      noise_floor_dbm: { label: 'Noise floor k·(Ts + Te)·B', unit: 'dBm' },
      thermal_noise_dbm: { label: 'Source thermal noise k·Ts·B', unit: 'dBm' },
      noise_density_dbm_per_hz: { label: 'Noise floor density', unit: 'dBm/Hz' },
      noise_temperature_k: { label: 'Receiver noise temperature Te', unit: 'K' },
      system_noise_temperature_k: { label: 'System noise temperature Ts + Te', unit: 'K' },
      bandwidth_hz: { label: 'Noise bandwidth', unit: 'Hz' },
    },
  },
  examples: [
    {
      name: 'LoRa SF12, 125 kHz, NF 6 dB, SNR −20 dB',
      inputs: { bandwidth: 125, bandwidth_unit: 'kHz', noise_figure_db: 6, snr_db: -20 },
      expect: { status: 'success', values: { sensitivity_dbm: -137 }, abs: 0.05 },
      source: 'Semtech AN1200.22 "LoRa Modulation Basics", sensitivity = −174 + 10·log10(BW) + NF + SNR = −137 dBm at SF12 / 125 kHz / NF 6 dB.',
    },
    {
      name: 'kT0 in 1 Hz: the −174 dBm/Hz floor',
      inputs: { bandwidth: 1, bandwidth_unit: 'Hz', noise_figure_db: 0, snr_db: 0 },
      expect: { status: 'success', values: { sensitivity_dbm: -173.97518719422808, thermal_noise_dbm: -173.97518719422808 }, rel: 1e-12 },
      source: 'Exact arithmetic: 10·log10(1.380649e-23 × 290 × 1 / 1e-3) = −173.975 dBm.',
    },
    {
      name: 'Receive chain of 3.83 dB NF in 10 MHz, SNR −1 dB',
      inputs: { bandwidth: 10, bandwidth_unit: 'MHz', noise_figure_db: 3.83, snr_db: -1 },
      expect: { status: 'success', values: { sensitivity_dbm: -101.17 }, abs: 0.03 },
      source: 'RF View, "How to compute noise-figure cascade" worked example: S = −174 + 3.83 + 70 − 1 = −101.17 dBm (printed as −101.2; the rounded −174 dBm/Hz accounts for the 0.023 dB difference).',
    },
    {
      name: 'Negative bandwidth',
      inputs: { bandwidth: -5, noise_figure_db: 6, snr_db: 10 },
      expect: { status: 'error', code: 'BANDWIDTH_MUST_BE_POSITIVE' },
      source: 'Noise power k·T·B needs B > 0.',
    },
    {
      name: 'Negative noise figure',
      inputs: { bandwidth: 10, noise_figure_db: -1, snr_db: 10 },
      expect: { status: 'error', code: 'NOISE_FIGURE_MUST_BE_NONNEGATIVE' },
      source: 'IEEE definition: F ≥ 1, so NF ≥ 0 dB.',
    },
  ],
  limitations: ['No blocking, phase noise, image response or IIP3 limits; sensitivity here is the thermal-noise limit only.'],
  compute(inp) {
    const bHz = inp.bandwidth * FREQUENCY_UNITS[inp.bandwidth_unit];
    const bad =
      requirePositive('bandwidth', inp.bandwidth, bHz, 'BANDWIDTH_MUST_BE_POSITIVE', 'Noise bandwidth', `125 ${inp.bandwidth_unit}`) ??
      requirePositive('source_temperature_k', inp.source_temperature_k, inp.source_temperature_k, 'TEMPERATURE_MUST_BE_POSITIVE', 'Source noise temperature (kelvin)', '290') ??
      requirePositive('impedance_ohm', inp.impedance_ohm, inp.impedance_ohm, 'IMPEDANCE_MUST_BE_POSITIVE', 'Input impedance', '50');
    if (bad) return bad;
    if (inp.noise_figure_db < 0) {
      return fail('NOISE_FIGURE_MUST_BE_NONNEGATIVE', 'noise_figure_db', `Noise figure ${inp.noise_figure_db} dB is below 0 dB; a receiver cannot improve the SNR of its input (F ≥ 1).`, 'Give the noise figure in dB, ≥ 0 (typical receivers 2–10 dB).');
    }
    const te = noiseTemperature(excessNoiseFactor(inp.noise_figure_db));
    const ts = inp.source_temperature_k;
    const floor = thermalNoiseDbm(ts + te, bHz);
    const s = floor + inp.snr_db;
    const watts = dbmToWatts(s);
    const uv = Math.sqrt(watts * inp.impedance_ohm) * 1e6;
    return ok(
      {
        sensitivity_dbm: s,
        sensitivity_w: watts,
        sensitivity_uv: uv,
        sensitivity_dbuv: 20 * det.log10(uv),
        noise_floor_dbm: floor,
        thermal_noise_dbm: thermalNoiseDbm(ts, bHz),
        noise_density_dbm_per_hz: thermalNoiseDbm(ts + te, 1),
        noise_temperature_k: te,
        system_noise_temperature_k: ts + te,
        bandwidth_hz: bHz,
      },
      { formatted: `S = ${formatNumber(s, 5)} dBm (${formatNumber(uv, 4)} µV in ${formatNumber(inp.impedance_ohm)} Ω)` },
    );
  },
});
