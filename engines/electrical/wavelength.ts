// Wavelength ↔ frequency in free space or on a line/medium with a velocity factor: λ = VF·c / f.
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { isOutcome, missing, ok } from '../core/outcome.ts';
import { FREQUENCY_UNITS, SPEED_OF_LIGHT, frequencyHz, frequencyUnitField, lengthIn, lengthMeters, lengthUnitField, velocityFactorError } from './_lib/rf-units.ts';

const WAVELENGTH_UNITS = ['m', 'cm', 'mm', 'ft', 'in'] as const;

const input = z.object({
  mode: z._default(z.enum(['frequency-to-wavelength', 'wavelength-to-frequency']), 'frequency-to-wavelength'),
  frequency: z.optional(z.number()),
  frequency_unit: frequencyUnitField('MHz'),
  wavelength: z.optional(z.number()),
  wavelength_unit: lengthUnitField(WAVELENGTH_UNITS, 'm'),
  velocity_factor: z._default(z.number(), 1),
});

const output = z.strictObject({
  frequency_hz: z.number(),
  frequency_mhz: z.number(),
  wavelength_m: z.number(),
  wavelength_cm: z.number(),
  wavelength_mm: z.number(),
  wavelength_ft: z.number(),
  wavelength_in: z.number(),
  half_wavelength_m: z.number(),
  quarter_wavelength_m: z.number(),
  free_space_wavelength_m: z.number(),
  velocity_factor: z.number(),
  phase_velocity_m_per_s: z.number(),
  period_s: z.number(),
  wavenumber_rad_per_m: z.number(),
});

const FORMULAS = {
  wavelength: { id: 'wavelength.lambda', expression: 'λ = VF · c / f', label: 'Wavelength from frequency' },
  frequency: { id: 'wavelength.frequency', expression: 'f = VF · c / λ', label: 'Frequency from wavelength' },
};

export const engine = defineEngine({
  id: 'wavelength',
  area: 'electrical',
  title: 'Wavelength and frequency calculator',
  description: 'Converts frequency to wavelength (and back) in free space or on a cable with a velocity factor; also gives λ/2, λ/4, period and wavenumber.',
  keywords: ['wavelength', 'frequency to wavelength', 'wavelength to frequency', 'lambda', 'velocity factor', 'quarter wave', 'half wave', 'c/f', 'radio wavelength', 'electrical length'],
  capability_id: 'electrical.rf.wavelength',
  version: '1.0.0',
  page: 'electric',
  input,
  output,
  unit: 'm',
  errors: [
    'FREQUENCY_MUST_BE_POSITIVE',
    'INPUT_OUT_OF_RANGE',
    'VELOCITY_FACTOR_OUT_OF_RANGE',
    'WAVELENGTH_MUST_BE_POSITIVE',
  ],
  warnings: [],
  formula: FORMULAS.wavelength,
  assumptions: [
    'λ = VF·c / f with c = 299 792 458 m/s exactly (SI); VF = 1 is free space (air differs by 0.03 %).',
    'Velocity factor VF = v/c of the line or medium, in (0, 1]; for a TEM line in a uniform dielectric VF = 1/√εr (solid PE coax ≈ 0.66, foam PE ≈ 0.82–0.85, PTFE ≈ 0.695).',
    'In wavelength-to-frequency mode the wavelength given is the wavelength on the line/medium, so f = VF·c / λ.',
    'free_space_wavelength_m = c / f; half and quarter wavelengths are on the line (VF applied); period = 1/f; wavenumber β = 2π/λ.',
    'Units: ft and in are international (0.3048 m, 0.0254 m). IEEE-754 doubles, about 1e-15 relative.',
  ],
  ui: {
    fields: {
      mode: { label: 'Calculate', unit: '', kind: 'select', options: [{ value: 'frequency-to-wavelength', label: 'Frequency → wavelength' }, { value: 'wavelength-to-frequency', label: 'Wavelength → frequency' }] },
      frequency: { label: 'Frequency', unit: 'Hz / kHz / MHz / GHz' },
      frequency_unit: { label: 'Frequency unit', unit: '', kind: 'select' },
      wavelength: { label: 'Wavelength', unit: 'm / cm / mm / ft / in' },
      wavelength_unit: { label: 'Wavelength unit', unit: '', kind: 'select' },
      velocity_factor: { label: 'Velocity factor (1 = free space)', unit: '—', help: 'v/c of the cable or medium: 0.66 solid PE coax, 0.85 foam, 1 for air.', step: 'any' },
    },
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'frequency-to-wavelength', label: 'Frequency → wavelength', fields: ['frequency', 'frequency_unit', 'velocity_factor'] },
          { value: 'wavelength-to-frequency', label: 'Wavelength → frequency', fields: ['wavelength', 'wavelength_unit', 'velocity_factor'] },
        ],
      },
    ],
    initial: { mode: 'frequency-to-wavelength', frequency: 146, frequency_unit: 'MHz', velocity_factor: 1 },
    headline: 'wavelength_m',
    // What each choice asks for, when it is not the headline.
    headlines: { 'wavelength-to-frequency': 'frequency_hz' },
    outputs: {
      frequency_hz: { label: 'Frequency', unit: 'Hz' },
      frequency_mhz: { label: 'Frequency', unit: 'MHz' },
      wavelength_m: { label: 'Wavelength λ (on the line)', unit: 'm' },
      wavelength_cm: { label: 'Wavelength λ (on the line)', unit: 'cm' },
      wavelength_mm: { label: 'Wavelength λ (on the line)', unit: 'mm' },
      wavelength_ft: { label: 'Wavelength λ (on the line)', unit: 'ft' },
      wavelength_in: { label: 'Wavelength λ (on the line)', unit: 'in' },
      half_wavelength_m: { label: 'Half wavelength λ/2', unit: 'm' },
      quarter_wavelength_m: { label: 'Quarter wavelength λ/4', unit: 'm' },
      free_space_wavelength_m: { label: 'Free-space wavelength', unit: 'm' },
      phase_velocity_m_per_s: { label: 'Phase velocity', unit: 'm/s' },
      period_s: { label: 'Period', unit: 's' },
      wavenumber_rad_per_m: { label: 'Wavenumber β', unit: 'rad/m' },
    },
  },
  examples: [
    {
      name: '300 MHz in free space',
      inputs: { frequency: 300, frequency_unit: 'MHz' },
      expect: { status: 'success', values: { wavelength_m: 299792458 / 3e8, half_wavelength_m: 299792458 / 6e8, period_s: 1 / 3e8 } },
      source: 'Exact arithmetic with the SI value c = 299 792 458 m/s (the ARRL Handbook rule λ(m) ≈ 300/f(MHz) rounds c up by 0.07 %).',
    },
    {
      name: '2.45 GHz (Wi-Fi / microwave oven) in cm',
      inputs: { frequency: 2.45, frequency_unit: 'GHz' },
      expect: { status: 'success', values: { wavelength_cm: 12.236426857142857, quarter_wavelength_m: 0.030591067142857143 } },
      source: 'Exact arithmetic: λ = 299792458 / 2.45e9 m = 12.2364 cm.',
    },
    {
      name: 'Quarter wave of solid-PE coax (VF 0.66) at 100 MHz',
      inputs: { frequency: 100, frequency_unit: 'MHz', velocity_factor: 0.66 },
      expect: { status: 'success', values: { wavelength_m: 1.978630222800, quarter_wavelength_m: 0.4946575557, free_space_wavelength_m: 2.99792458 } },
      source: 'Exact arithmetic; VF 0.66 is the velocity of propagation of solid-polyethylene RG-58/RG-213 (Belden and ARRL Handbook transmission-line tables).',
    },
    {
      name: '2 m band: frequency of a 2 m wavelength',
      inputs: { mode: 'wavelength-to-frequency', wavelength: 2, wavelength_unit: 'm' },
      expect: { status: 'success', values: { frequency_mhz: 149.896229, frequency_hz: 149896229 } },
      source: 'Exact arithmetic: f = c / λ = 299792458 / 2 Hz.',
    },
    {
      name: 'Zero frequency',
      inputs: { frequency: 0 },
      expect: { status: 'error', code: 'FREQUENCY_MUST_BE_POSITIVE' },
      source: 'λ = c/f is undefined at f = 0.',
    },
    {
      name: 'Velocity factor above 1',
      inputs: { frequency: 100, velocity_factor: 1.2 },
      expect: { status: 'error', code: 'VELOCITY_FACTOR_OUT_OF_RANGE' },
      source: 'A wave on a line cannot travel faster than c: VF ≤ 1.',
    },
  ],
  limitations: ['Phase velocity only: no dispersion (waveguide, microstrip effective permittivity vs frequency) and no loss.'],
  compute(inp) {
    const vfError = velocityFactorError('velocity_factor', inp.velocity_factor);
    if (vfError) return vfError;
    const vf = inp.velocity_factor;
    const toWavelength = inp.mode === 'frequency-to-wavelength';

    let f: number;
    if (toWavelength) {
      if (inp.frequency === undefined) return missing('frequency', 'Frequency is required to calculate the wavelength.', 'Give frequency, e.g. 146 with frequency_unit MHz.');
      const hz = frequencyHz('frequency', inp.frequency, inp.frequency_unit);
      if (isOutcome(hz)) return hz;
      f = hz;
    } else {
      if (inp.wavelength === undefined) return missing('wavelength', 'Wavelength is required to calculate the frequency.', 'Give wavelength, e.g. 2 with wavelength_unit m.');
      const m = lengthMeters('wavelength', inp.wavelength, inp.wavelength_unit, 'WAVELENGTH_MUST_BE_POSITIVE', 'Wavelength');
      if (isOutcome(m)) return m;
      f = (vf * SPEED_OF_LIGHT) / m;
    }
    // λ is always derived from f so both modes give identical fields for the same physical wave.
    const lambda = (vf * SPEED_OF_LIGHT) / f;
    const display = lengthIn(lambda, ['m', 'cm', 'mm', 'ft', 'in']);
    const result = {
      frequency_hz: f,
      frequency_mhz: f / FREQUENCY_UNITS.MHz,
      wavelength_m: display.m,
      wavelength_cm: display.cm,
      wavelength_mm: display.mm,
      wavelength_ft: display.ft,
      wavelength_in: display.in,
      half_wavelength_m: lambda / 2,
      quarter_wavelength_m: lambda / 4,
      free_space_wavelength_m: SPEED_OF_LIGHT / f,
      velocity_factor: vf,
      phase_velocity_m_per_s: vf * SPEED_OF_LIGHT,
      period_s: 1 / f,
      wavenumber_rad_per_m: (2 * Math.PI) / lambda,
    };
    return toWavelength
      ? ok(result, { formula: FORMULAS.wavelength, unit: 'm', formatted: `λ = ${formatNumber(lambda)} m` })
      : ok(result, { formula: FORMULAS.frequency, unit: 'Hz', formatted: `f = ${formatNumber(f / 1e6)} MHz` });
  },
});
