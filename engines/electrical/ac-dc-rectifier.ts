// Unfiltered single-phase diode rectifier into a resistive load: peak, average (DC) and
// RMS output, ripple and form factor, diode PIV and currents for half-wave, full-wave
// centre-tap and bridge circuits, with each diode modelled as a constant forward drop.
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { fail, isOutcome, ok } from '../core/outcome.ts';
import { resistanceOhms } from './_lib/passive-units.ts';
import { canonicalChoices, nonNegativeGuard, synonymsOf } from './_lib/power-inputs.ts';
import { DIODES_IN_PATH, peakInverseVoltage, PULSES, RECTIFIER_CIRCUITS, RECTIFIER_LABELS, RECTIFIER_SYNONYMS, rectifiedWave } from './_lib/rectifier.ts';
import { requirePositive } from './_lib/rf-units.ts';

const VIN_KINDS = ['rms', 'peak'] as const;

const input = z.object({
  circuit: z._default(z.enum(RECTIFIER_CIRCUITS), 'bridge'),
  vin: z.number().check(z.meta({ description: 'AC secondary voltage (per half winding for centre-tap), V' })),
  vin_kind: z._default(z.enum(VIN_KINDS), 'rms'),
  diode_drop: z._default(z.number(), 0.7).check(z.meta({ description: 'Forward drop of one diode, V' })),
  frequency: z._default(z.number(), 50).check(z.meta({ description: 'Mains frequency, Hz' })),
  load_resistance: z.optional(z.number().check(z.meta({ description: 'Load resistance, Ω' }))),
});

const output = z.object({
  circuit: z.enum(RECTIFIER_CIRCUITS),
  vin_rms: z.number(),
  vin_peak: z.number(),
  vout_peak: z.number(),
  vout_avg: z.number(),
  vout_rms: z.number(),
  ripple_rms: z.number(),
  ripple_factor: z.number(),
  form_factor: z.number(),
  rectification_ratio_pct: z.number(),
  conduction_angle_deg: z.number(),
  ripple_frequency: z.number(),
  piv: z.number(),
  diodes_in_path: z.number(),
  i_dc: z.optional(z.number()),
  i_rms: z.optional(z.number()),
  p_load: z.optional(z.number()),
  p_dc: z.optional(z.number()),
  diode_i_avg: z.optional(z.number()),
  diode_i_rms: z.optional(z.number()),
  diode_i_peak: z.optional(z.number()),
  p_diodes: z.optional(z.number()),
});

const FORMULA = {
  id: 'ac-dc-rectifier.average',
  expression: 'v(θ) = max(0, Vp·|sin θ| − n·Vf);  V_dc = (p/2π)·[2·Vp·cos θ1 − n·Vf·(π − 2θ1)],  θ1 = asin(n·Vf/Vp)',
  label: 'Average output of a rectifier with constant-drop diodes (p pulses per cycle, n diodes in the path)',
};

const FIELDS = ['vin', 'vin_kind', 'diode_drop', 'frequency', 'load_resistance'];

export const engine = defineEngine({
  id: 'ac-dc-rectifier',
  area: 'electrical',
  title: 'AC to DC rectifier (half-wave, centre-tap, bridge)',
  description:
    'Output of an unfiltered diode rectifier from the transformer secondary voltage: peak, average (DC) and RMS voltage, ripple factor, form factor, ripple frequency and diode peak inverse voltage for half-wave, full-wave centre-tap and bridge circuits, including diode drops; with load, diode currents and powers for a resistive load.',
  keywords: ['rectifier calculator', 'AC to DC', 'bridge rectifier', 'full wave rectifier', 'half wave rectifier', 'centre tap rectifier', 'center tap', 'DC output voltage', 'average voltage', 'peak inverse voltage', 'PIV', 'ripple factor', 'diode drop', 'Vdc = 0.9 Vrms'],
  capability_id: 'electrical.ac_dc_rectifier',
  version: '1.1.2',
  page: 'electric',
  input,
  output,
  prepare: canonicalChoices({ circuit: RECTIFIER_SYNONYMS, vin_kind: synonymsOf(VIN_KINDS, { vrms: 'rms', ac: 'rms', pk: 'peak', vpeak: 'peak', amplitude: 'peak' }) }),
  unit: 'V',
  errors: [
    'DIODE_DROP_MUST_BE_NONNEGATIVE',
    'FREQUENCY_MUST_BE_POSITIVE',
    'NO_CONDUCTION',
    'RESISTANCE_MUST_BE_NONZERO',
    'RESISTANCE_MUST_BE_POSITIVE',
    'VOLTAGE_MUST_BE_POSITIVE',
  ],
  warnings: [],
  formula: FORMULA,
  assumptions: [
    'Sinusoidal secondary voltage, ideal transformer (no winding resistance or leakage), resistive load, no smoothing capacitor (see rectifier-ripple-cap for that).',
    'Each conducting diode is a constant forward drop Vf (0.7 V silicon, about 0.3–0.5 V Schottky; 0 for ideal) and blocks perfectly in reverse. Drops in the current path: 1 for half-wave and centre-tap, 2 for a bridge.',
    'Centre-tap: vin is the voltage of each half of the secondary (centre tap to one end), e.g. 12 V for a 12-0-12 V transformer.',
    'Averages are exact integrals of the clipped sine max(0, Vp·|sin θ| − n·Vf): V_dc = (p/2π)·[2·Vp·cos θ1 − n·Vf·(π − 2θ1)] with θ1 = asin(n·Vf/Vp) and p = 1 (half-wave) or 2 pulses per cycle. With Vf = 0 this is the textbook Vp/π (0.318·Vp) and 2Vp/π (0.636·Vp) (Boylestad & Nashelsky, Electronic Devices and Circuit Theory, ch. 2 (half-wave and full-wave rectification)); the common shortcut 0.318·(Vp − Vf) overestimates slightly because the diode conducts for less than half a cycle.',
    'Ripple RMS = √(V_rms² − V_dc²); ripple factor = ripple RMS / V_dc (1.21 half-wave, 0.483 full-wave, ideal); form factor = V_rms / V_dc; rectification ratio = V_dc² / V_rms² (share of load power that is DC: 40.5 % and 81.1 %, ideal). Ripple frequency = p × mains frequency.',
    'PIV with a resistive load: half-wave Vp, centre-tap 2·Vp − Vf, bridge Vp − Vf (with a capacitor filter the half-wave PIV rises to about 2·Vp). Diode currents: each diode carries the full load current (half-wave) or every other pulse (full-wave: average I_dc/2, RMS I_rms/√2); diode loss = n·Vf·I_dc.',
  ],
  ui: {
    fields: {
      circuit: { label: 'Circuit', options: RECTIFIER_CIRCUITS.map((value) => ({ value, label: RECTIFIER_LABELS[value] })) },
      vin: { label: 'Secondary voltage (per half for centre-tap)', unit: 'V' },
      vin_kind: { label: 'Voltage given as', options: [{ value: 'rms', label: 'RMS (transformer rating)' }, { value: 'peak', label: 'Peak' }] },
      diode_drop: { label: 'Diode forward drop', unit: 'V', help: '0.7 V silicon, 0.3–0.5 V Schottky, 0 for ideal diodes.' },
      frequency: { label: 'Mains frequency', unit: 'Hz' },
      load_resistance: { label: 'Load resistance (optional)', unit: 'Ω' },
    },
    tabs: [
      {
        field: 'circuit',
        tabs: RECTIFIER_CIRCUITS.map((value) => ({ value, label: RECTIFIER_LABELS[value], fields: FIELDS })),
      },
    ],
    initial: { circuit: 'bridge', vin: 12, vin_kind: 'rms', diode_drop: 0.7, frequency: 50, load_resistance: 100 },
    headline: 'vout_avg',
    outputs: {
      vin_rms: { label: 'Secondary voltage (RMS)', unit: 'V' },
      vin_peak: { label: 'Secondary voltage (peak)', unit: 'V' },
      vout_peak: { label: 'Peak output voltage', unit: 'V' },
      vout_avg: { label: 'Average (DC) output voltage', unit: 'V' },
      vout_rms: { label: 'RMS output voltage', unit: 'V' },
      ripple_rms: { label: 'Ripple voltage (RMS)', unit: 'V' },
      ripple_factor: { label: 'Ripple factor' },
      form_factor: { label: 'Form factor' },
      rectification_ratio_pct: { label: 'Rectification ratio', unit: '%' },
      conduction_angle_deg: { label: 'Conduction angle per pulse', unit: '°' },
      ripple_frequency: { label: 'Ripple frequency', unit: 'Hz' },
      piv: { label: 'Diode peak inverse voltage', unit: 'V' },
      diodes_in_path: { label: 'Diodes in the current path' },
      i_dc: { label: 'Average (DC) load current', unit: 'A' },
      i_rms: { label: 'RMS load current', unit: 'A' },
      p_load: { label: 'Load power', unit: 'W' },
      p_dc: { label: 'DC load power', unit: 'W' },
      diode_i_avg: { label: 'Average current per diode', unit: 'A' },
      diode_i_rms: { label: 'RMS current per diode', unit: 'A' },
      diode_i_peak: { label: 'Peak diode current', unit: 'A' },
      p_diodes: { label: 'Diode power loss', unit: 'W' },
    },
  },
  examples: [
    {
      name: 'Half-wave, ideal diode, 230 V RMS into 1000 Ω',
      inputs: { circuit: 'half', vin: 230, diode_drop: 0, load_resistance: 1000 },
      expect: { status: 'success', values: { diode_i_peak: 0.23 * Math.SQRT2, diode_i_avg: (0.23 * Math.SQRT2) / Math.PI, diode_i_rms: (0.23 * Math.SQRT2) / 2, p_load: 26.45 }, rel: 1e-12 },
      source: 'Textbook exercise (Hughes, Electrical and Electronic Technology, rectification): ideal diode, 1000 Ω, 230 V RMS → peak 0.325 A, mean 0.104 A, RMS 0.163 A, load power 26.5 W; exact values Ip = 0.23√2, Ip/π, Ip/2, 230²/2000 W.',
    },
    {
      name: 'Ideal bridge from 12 V RMS: Vdc = 0.636·Vp, ripple factor 0.483',
      inputs: { circuit: 'bridge', vin: 12, diode_drop: 0 },
      expect: { status: 'success', values: { vout_avg: (24 * Math.SQRT2) / Math.PI, vout_rms: 12, ripple_factor: Math.sqrt((Math.PI * Math.PI) / 8 - 1), form_factor: Math.PI / (2 * Math.SQRT2), ripple_frequency: 100 }, rel: 1e-12 },
      source: 'Boylestad & Nashelsky, Electronic Devices and Circuit Theory, ch. 2: full-wave Vdc = 2Vm/π = 0.636·Vm; ripple factor √(π²/8 − 1) = 0.483 (exact arithmetic).',
    },
    {
      name: 'Bridge with 0.7 V silicon diodes from 12 V RMS: peak, PIV',
      inputs: { circuit: 'bridge', vin: 12, diode_drop: 0.7 },
      expect: { status: 'success', values: { vout_peak: 12 * Math.SQRT2 - 1.4, piv: 12 * Math.SQRT2 - 0.7, diodes_in_path: 2 }, rel: 1e-12 },
      source: 'Boylestad & Nashelsky, ch. 2: bridge output peak Vm − 2VK, PIV ≥ Vm (Vm − VK with the conducting diode drop); exact arithmetic.',
    },
    {
      name: '12-0-12 V centre-tap transformer with 0.7 V diodes: PIV',
      inputs: { circuit: 'center-tap', vin: 12, diode_drop: 0.7 },
      expect: { status: 'success', values: { vout_peak: 12 * Math.SQRT2 - 0.7, piv: 24 * Math.SQRT2 - 0.7 }, rel: 1e-12 },
      source: 'Boylestad & Nashelsky, ch. 2: centre-tap PIV = secondary voltage + load voltage = 2Vm − VK; exact arithmetic.',
    },
    {
      name: 'Peak below the two diode drops of a bridge',
      inputs: { circuit: 'bridge', vin: 0.9, diode_drop: 0.7 },
      expect: { status: 'error', code: 'NO_CONDUCTION' },
      source: 'Vp = 0.9·√2 = 1.27 V is below 2 × 0.7 V: the diodes never conduct.',
    },
  ],
  limitations: [
    'No smoothing capacitor, transformer regulation, diode resistance or reverse recovery; three-phase rectifiers are not covered.',
  ],
  compute(inp) {
    const bad =
      requirePositive('vin', inp.vin, inp.vin, 'VOLTAGE_MUST_BE_POSITIVE', 'Secondary voltage', '12 V') ??
      nonNegativeGuard(inp.diode_drop, 'diode_drop', 'diode drop', 'V') ??
      requirePositive('frequency', inp.frequency, inp.frequency, 'FREQUENCY_MUST_BE_POSITIVE', 'Mains frequency', '50 Hz');
    if (bad) return bad;
    const vPeak = inp.vin_kind === 'peak' ? inp.vin : inp.vin * Math.SQRT2;
    const n = DIODES_IN_PATH[inp.circuit];
    const pulses = PULSES[inp.circuit];
    const drop = n * inp.diode_drop;
    const wave = rectifiedWave(vPeak, drop, pulses);
    if (!wave) {
      return fail('NO_CONDUCTION', 'vin', `The peak input ${formatNumber(vPeak, 4)} V does not exceed the ${n === 2 ? 'two diode drops' : 'diode drop'} (${formatNumber(drop)} V): the diodes never conduct and the output is 0 V.`, `Give a secondary voltage with a peak above ${formatNumber(drop)} V, or a lower diode_drop (Schottky diodes drop about 0.3 V).`);
    }
    const ripple = Math.sqrt(Math.max(0, wave.rms * wave.rms - wave.average * wave.average));
    const base = {
      circuit: inp.circuit,
      vin_rms: vPeak / Math.SQRT2,
      vin_peak: vPeak,
      vout_peak: vPeak - drop,
      vout_avg: wave.average,
      vout_rms: wave.rms,
      ripple_rms: ripple,
      ripple_factor: ripple / wave.average,
      form_factor: wave.rms / wave.average,
      rectification_ratio_pct: (100 * wave.average * wave.average) / (wave.rms * wave.rms),
      conduction_angle_deg: (wave.conduction * 180) / Math.PI,
      ripple_frequency: pulses * inp.frequency,
      piv: peakInverseVoltage(inp.circuit, vPeak, inp.diode_drop),
      diodes_in_path: n,
    };
    let load = {};
    if (inp.load_resistance !== undefined) {
      const r = resistanceOhms('load_resistance', inp.load_resistance, 'a short circuit across the output draws unlimited current.');
      if (isOutcome(r)) return r;
      const iDc = wave.average / r;
      const iRms = wave.rms / r;
      // Full-wave: each diode (pair) carries every other pulse.
      const share = pulses === 2 ? 2 : 1;
      load = {
        i_dc: iDc,
        i_rms: iRms,
        p_load: iRms * iRms * r,
        p_dc: iDc * iDc * r,
        diode_i_avg: iDc / share,
        diode_i_rms: iRms / Math.sqrt(share),
        diode_i_peak: (vPeak - drop) / r,
        p_diodes: drop * iDc,
      };
    }
    return ok({ ...base, ...load }, { formatted: `V_dc = ${formatNumber(wave.average, 4)} V (peak ${formatNumber(vPeak - drop, 4)} V, RMS ${formatNumber(wave.rms, 4)} V)` });
  },
});
