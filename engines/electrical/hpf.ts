// First-order passive high-pass filter (RC or RL): cutoff frequency, or the component
// for a wanted cutoff, and the gain and phase at a signal frequency.
import { defineEngine } from '../core/contract.ts';
import { filterFieldHints, filterInput, filterOutput, filterOutputHints, filterTabs, solveFirstOrderFilter } from './_lib/first-order-filter.ts';
import { drawHpf } from './hpf.picture.ts';

export const engine = defineEngine({
  id: 'hpf',
  area: 'electrical',
  title: 'High-pass filter calculator (RC / RL)',
  description:
    'Cutoff (−3 dB) frequency of a first-order passive RC or RL high-pass filter, or the resistor, capacitor or inductor for a wanted cutoff; with the gain (V/V and dB) and phase lead at a signal frequency. Also the corner of a coupling (DC-blocking) capacitor.',
  keywords: ['high pass filter', 'high-pass', 'HPF', 'RC filter', 'RL filter', 'cutoff frequency', 'corner frequency', '-3 dB frequency', 'coupling capacitor', 'DC blocking capacitor', 'AC coupling', 'first order filter', 'differentiator'],
  capability_id: 'electrical.hpf',
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
  formula: { id: 'hpf.rc.fc', expression: 'fc = 1 / (2π·R·C)  (RC);  fc = R / (2π·L)  (RL)', label: 'First-order high-pass cutoff frequency' },
  assumptions: [
    'RC: series C, shunt R, output across R. RL: series R, shunt L, output across L. Both are H(jω) = (jω/ωc) / (1 + jω/ωc) with ωc = 1/(RC) or R/L (Horowitz & Hill, The Art of Electronics, 3rd ed., §1.7; Sedra & Smith §1.6).',
    'Give two of R, C (or L) and fc; the third is calculated. fc is the −3 dB frequency, ωc = 2π·fc, τ = 1/ωc (s).',
    'Gain at f: |H| = (f/fc)/√(1 + (f/fc)²), in dB 20·log10|H|; phase lead atan(fc/f), from +90° towards 0° (+45° at fc); below fc the response falls at 20 dB/decade.',
    'Ideal components, driven by a zero-impedance source into an open (unloaded) output; a load resistance parallels R and raises fc.',
    'SI results: fc and f in Hz, R in Ω, C in F, L in H, τ in s; inputs in the unit selected (pF, µH, kHz…). IEEE-754 doubles, about 15 significant digits.',
  ],
  ui: {
    fields: filterFieldHints,
    tabs: filterTabs,
    initial: { circuit: 'rc', R: 240000, C: 82, C_unit: 'pF', f_unit: 'Hz' },
    headline: 'fc',
    outputs: filterOutputHints,
  },
  examples: [
    {
      name: 'RC high-pass, 82 pF and 240 kΩ',
      inputs: { circuit: 'rc', R: 240000, C: 82, C_unit: 'pF' },
      expect: { status: 'success', values: { fc: 8087.141417271104 }, rel: 1e-12 },
      source: 'Electronics Tutorials, "Passive High Pass Filter", Example No1: 82 pF in series with 240 kΩ gives fc ≈ 8 kHz; exact 1/(2π·240e3·82e-12) = 8087.14 Hz.',
    },
    {
      name: 'Gain and phase of that filter at 1 kHz',
      inputs: { circuit: 'rc', R: 240000, C: 82, C_unit: 'pF', f: 1, f_unit: 'kHz' },
      expect: { status: 'success', values: { gain: 0.12271845804915758, gain_dB: -18.221802204953605, phase_deg: 82.95098137581847 }, rel: 1e-10 },
      source: 'Exact arithmetic: x = 1000/8087.14, |H| = x/√(1 + x²), φ = atan(1/x).',
    },
    {
      name: 'Coupling capacitor for a 20 Hz corner into 10 kΩ',
      inputs: { circuit: 'rc', R: 10000, fc: 20, C_unit: 'uF' },
      expect: { status: 'success', values: { C: 7.957747154594767e-7, solved_for: 'C' }, rel: 1e-12 },
      source: 'Exact arithmetic: C = 1/(2π·20·10000) = 0.7958 µF.',
    },
    {
      name: 'RL high-pass, 1 kΩ and 10 mH',
      inputs: { circuit: 'rl', R: 1000, L: 10, L_unit: 'mH' },
      expect: { status: 'success', values: { fc: 15915.494309189533 }, rel: 1e-12 },
      source: 'Exact arithmetic: fc = R/(2π·L) = 1000/(2π·0.01) = 15.915 kHz.',
    },
    {
      name: 'Zero capacitance',
      inputs: { circuit: 'rc', R: 1000, C: 0 },
      expect: { status: 'error', code: 'CAPACITANCE_MUST_BE_POSITIVE' },
      source: 'A filter needs a capacitance above 0.',
    },
  ],
  limitations: ['First order only (one reactive element); no source or load impedance, no active or higher-order designs.'],
  picture: drawHpf,
  compute: solveFirstOrderFilter('high', 'hpf'),
});
