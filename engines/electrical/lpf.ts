// First-order passive low-pass filter (RC or RL): cutoff frequency, or the component
// for a wanted cutoff, and the gain and phase at a signal frequency.
import { defineEngine } from '../core/contract.ts';
import { filterFieldHints, filterInput, filterOutput, filterOutputHints, filterTabs, solveFirstOrderFilter } from './_lib/first-order-filter.ts';
import { drawLpf } from './lpf.picture.ts';

export const engine = defineEngine({
  id: 'lpf',
  area: 'electrical',
  title: 'Low-pass filter calculator (RC / RL)',
  description:
    'Cutoff (−3 dB) frequency of a first-order passive RC or RL low-pass filter, or the resistor, capacitor or inductor for a wanted cutoff; with the gain (V/V and dB) and phase shift at a signal frequency.',
  keywords: ['low pass filter', 'low-pass', 'LPF', 'RC filter', 'RL filter', 'cutoff frequency', 'corner frequency', '-3 dB frequency', 'break frequency', 'anti-aliasing filter', 'first order filter', 'integrator'],
  capability_id: 'electrical.lpf',
  version: '1.0.0',
  page: 'electric',
  input: filterInput,
  output: filterOutput,
  unit: 'Hz',
  errors: [
    'CAPACITANCE_MUST_BE_POSITIVE',
    'FREQUENCY_MUST_BE_POSITIVE',
    'INPUT_OUT_OF_RANGE',
    'RESISTANCE_MUST_BE_NONZERO',
    'RESISTANCE_MUST_BE_POSITIVE',
  ],
  warnings: ['INPUT_IGNORED'],
  formula: { id: 'lpf.rc.fc', expression: 'fc = 1 / (2π·R·C)  (RC);  fc = R / (2π·L)  (RL)', label: 'First-order low-pass cutoff frequency' },
  assumptions: [
    'RC: series R, shunt C, output across C. RL: series L, shunt R, output across R. Both are H(jω) = 1 / (1 + jω/ωc) with ωc = 1/(RC) or R/L (Horowitz & Hill, The Art of Electronics, 3rd ed., §1.7; Sedra & Smith §1.6).',
    'Give two of R, C (or L) and fc; the third is calculated. fc is the −3 dB frequency, ωc = 2π·fc, τ = 1/ωc (s).',
    'Gain at f: |H| = 1/√(1 + (f/fc)²), in dB 20·log10|H|; phase −atan(f/fc), from 0° to −90° (−45° at fc); the roll-off tends to −20 dB/decade.',
    'Ideal components, driven by a zero-impedance source into an open (unloaded) output; a load or source resistance adds to or parallels R and moves fc.',
    'SI results: fc and f in Hz, R in Ω, C in F, L in H, τ in s; inputs in the unit selected (nF, mH, kHz…). IEEE-754 doubles, about 15 significant digits.',
  ],
  ui: {
    fields: filterFieldHints,
    tabs: filterTabs,
    initial: { circuit: 'rc', R: 4700, C: 47, C_unit: 'nF', f_unit: 'Hz' },
    headline: 'fc',
    outputs: filterOutputHints,
  },
  examples: [
    {
      name: 'RC low-pass, 4.7 kΩ and 47 nF',
      inputs: { circuit: 'rc', R: 4700, C: 47, C_unit: 'nF' },
      expect: { status: 'success', values: { fc: 720.4841244540306, solved_for: 'fc' }, rel: 1e-12 },
      source: 'Electronics Tutorials, "Passive Low Pass Filter", Example 1: 4k7 Ω and 47 nF give fc ≈ 720 Hz; exact 1/(2π·4700·47e-9) = 720.484 Hz.',
    },
    {
      name: 'Gain and phase of that filter at 10 kHz',
      inputs: { circuit: 'rc', R: 4700, C: 47, C_unit: 'nF', f: 10, f_unit: 'kHz' },
      expect: { status: 'success', values: { gain: 0.07186213663875667, gain_dB: -22.86999748584284, phase_deg: -85.87905078215452 }, rel: 1e-10 },
      source: 'Exact arithmetic: |H| = 1/√(1 + (10000/720.484)²), φ = −atan(10000/720.484).',
    },
    {
      name: 'Resistor for a 1 kHz cutoff with 100 nF',
      inputs: { circuit: 'rc', C: 100, C_unit: 'nF', fc: 1, f_unit: 'kHz' },
      expect: { status: 'success', values: { R: 1591.5494309189537, solved_for: 'R' }, rel: 1e-12 },
      source: 'Exact arithmetic: R = 1/(2π·1000·100e-9) = 1591.55 Ω.',
    },
    {
      name: 'RL low-pass: inductor for 50 Hz with 100 Ω',
      inputs: { circuit: 'rl', R: 100, fc: 50 },
      expect: { status: 'success', values: { L: 0.3183098861837907, solved_for: 'L' }, rel: 1e-12 },
      source: 'Exact arithmetic: L = R/(2π·fc) = 100/(100π) = 0.31831 H.',
    },
    {
      name: 'Only one value given',
      inputs: { circuit: 'rc', R: 1000 },
      expect: { status: 'error', code: 'MISSING_REQUIRED_INPUT' },
      source: 'Two of R, C and fc are needed.',
    },
  ],
  limitations: ['First order only (one reactive element); no source or load impedance, no op-amp (active) filters, no higher-order Butterworth/Chebyshev design.'],
  picture: drawLpf,
  compute: solveFirstOrderFilter('low', 'lpf'),
});
