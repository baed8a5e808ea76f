// Characteristic impedance of a symmetric PCB stripline (trace centred between two
// ground planes, one dielectric), or the width for a target impedance: Wheeler (1978).
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { modeHint, modeTabs, singleEndedFields, singleEndedOutputFields, singleEndedOutputHints, solveSingleEnded, stackupHints } from './_lib/pcb-impedance.ts';
import { ipc2141Note, ipc2141Stripline, stripline, striplineRangeWarnings, striplineWidthGuess } from './_lib/pcb-transmission-line.ts';
import { drawPcbStripline } from './pcb-stripline.picture.ts';

const input = z.object(singleEndedFields);
const output = z.object({ ...singleEndedOutputFields, plane_spacing_mm: z.number() });

const FORMULAS = {
  impedance: {
    id: 'pcb-stripline.wheeler',
    expression: "Z0 = η0/(4π√εr)·ln{1 + 4(b−t)/(πw')·[8(b−t)/(πw') + √((8(b−t)/(πw'))² + 6.27)]};  w' = w + Δw(t);  b = 2h + t",
    label: 'Wheeler stripline impedance',
  },
  width: {
    id: 'pcb-stripline.synthesis',
    expression: 'w such that Z0_Wheeler(w, b, t, εr) = Z0 target (bracketed secant iteration on the analysis formula, from Pozar\'s synthesis formula)',
    label: 'Stripline width for a target impedance',
  },
};

const STACK_FIELDS = ['height', 'unit', 'copper', 'copper_unit', 'er'];

export const engine = defineEngine({
  id: 'pcb-stripline',
  area: 'electrical',
  title: 'Stripline impedance calculator',
  description:
    'Characteristic impedance of a symmetric PCB stripline (an inner-layer trace centred between two ground planes) from trace width, dielectric height, copper thickness and εr; or the width for a target impedance. With propagation delay and inductance and capacitance per length.',
  keywords: ['stripline', 'stripline impedance', 'inner layer impedance', 'buried trace impedance', 'controlled impedance', '50 ohm stripline', 'characteristic impedance', 'Z0', 'Wheeler', 'Cohn', 'IPC-2141', 'propagation delay'],
  capability_id: 'electrical.pcb.stripline',
  version: '1.0.0',
  page: 'electric',
  input,
  output,
  unit: 'Ω',
  errors: [
    'COPPER_THICKNESS_NEGATIVE',
    'HEIGHT_MUST_BE_POSITIVE',
    'IMPEDANCE_MUST_BE_POSITIVE',
    'IMPEDANCE_TARGET_UNREACHABLE',
    'INPUT_OUT_OF_RANGE',
    'PERMITTIVITY_OUT_OF_RANGE',
  ],
  warnings: ['INPUT_IGNORED', 'IPC2141_NOT_APPLICABLE', 'OUTSIDE_VALIDITY_RANGE'],
  formula: FORMULAS.impedance,
  assumptions: [
    'Symmetric stripline: the trace is centred, with the same dielectric height h from each of its faces to a plane, so the plane spacing is b = 2h + t; one homogeneous dielectric, so εeff = εr (pure TEM).',
    "H. A. Wheeler, \"Transmission-line properties of a strip line between parallel planes\", IEEE MTT-26 (1978), as given in Wadell, Transmission Line Design Handbook (1991), stripline section: thickness enters as the width correction Δw = (t/π)·[1 − ½·ln((t/(2b − t))² + (0.0796t/(w + 1.1t))^m)], m = 6(b − t)/(3b − t); stated accurate to 0.5 % for w'/(b − t) < 10 (OUTSIDE_VALIDITY_RANGE beyond). With t = 0 it stays within 0.5 % of Cohn's exact conformal-mapping result.",
    'Wheeler writes 30 Ω for η0/(4π); this engine uses η0/(4π) = 29.98 Ω (η0 = μ0·c, CODATA 2018), 0.07 % lower.',
    'Delay = √εr / c; L = Z0·√εr / c and C = √εr / (Z0·c) per unit length. Width mode solves the analysis formula for w (h/1000 to 1000·h) by a bracketed secant iteration started from the synthesis formula of Pozar eq. 3.180, to a relative 1e-13 in Z0.',
    'For comparison Z0_ipc2141 = 60/√εr·ln(4b/(0.67π(0.8w + t))) (IPC-2141) is reported only inside its range w/(b − t) < 0.35, t/b < 0.25.',
    'Geometry in mm, mil or µm; copper in oz/ft² (1 oz = 35.0 µm), µm, mil or mm. No losses, roughness or dispersion.',
  ],
  ui: {
    fields: {
      mode: modeHint,
      width: { label: 'Trace width w', unitSelect: 'unit' },
      z0_target: { label: 'Target impedance Z0', unit: 'Ω' },
      ...stackupHints('Dielectric height h (trace face to each plane)', 'Symmetric stripline: the same height above and below the trace; plane spacing b = 2h + t.'),
    },
    tabs: modeTabs(STACK_FIELDS),
    initial: { mode: 'impedance', width: 0.15, height: 0.2, unit: 'mm', copper: 0.5, copper_unit: 'oz', er: 4.3 },
    headline: 'Z0',
    // What each choice asks for, when it is not the headline.
    headlines: { width: 'width_mm' },
    outputs: {
      ...singleEndedOutputHints,
      plane_spacing_mm: { label: 'Plane spacing b = 2h + t', unit: 'mm' },
    },
  },
  examples: [
    {
      name: 'Pozar Example 3.5: width of a 50 Ω stripline, b = 3.2 mm, εr = 2.2',
      inputs: { mode: 'width', z0_target: 50, height: 1.6, unit: 'mm', copper: 0, er: 2.2 },
      expect: { status: 'success', values: { width_mm: 2.66, Z0: 50, plane_spacing_mm: 3.2 }, rel: 1e-2 },
      source: 'D. M. Pozar, Microwave Engineering, 4th ed., Example 3.5: b = 0.32 cm, εr = 2.20, 50 Ω → W = 0.266 cm.',
    },
    {
      name: 'Zero-thickness strip agrees with Cohn\'s exact solution',
      inputs: { mode: 'impedance', width: 2.66, height: 1.6, unit: 'mm', copper: 0, er: 2.2 },
      expect: { status: 'success', values: { Z0: 49.916, eps_eff: 2.2 }, rel: 5e-3 },
      source: "S. B. Cohn (1954) exact conformal map Z0 = η0/(4√εr)·K(k)/K(k'), k = sech(πw/2b): 49.916 Ω for w/b = 0.83125; Wheeler's formula is stated within 0.5 %.",
    },
    {
      name: '0.15 mm trace, 0.5 oz, 0.2 mm each side, FR-4 εr 4.3',
      inputs: { mode: 'impedance', width: 0.15, height: 0.2, unit: 'mm', copper: 0.5, copper_unit: 'oz', er: 4.3 },
      expect: { status: 'success', values: { Z0: 51.730919, plane_spacing_mm: 0.4175006 }, rel: 1e-6 },
      source: "Wheeler's (1978) formula with thickness evaluated exactly: w = 0.15 mm, t = 17.5 µm, b = 2·0.2 mm + t.",
    },
    {
      name: 'A target no width reaches',
      inputs: { mode: 'width', z0_target: 500, height: 0.2, er: 4.3 },
      expect: { status: 'error', code: 'IMPEDANCE_TARGET_UNREACHABLE' },
      source: 'Physics: a stripline impedance grows only logarithmically as the trace narrows; 500 Ω needs an impossibly thin trace.',
    },
  ],
  limitations: ['Symmetric (centred) stripline only; for an off-centre trace or two dielectrics use a field solver.', 'Single trace; see pcb-diff-impedance for coupled pairs.'],
  related: ['pcb-microstrip', 'pcb-cpw', 'pcb-diff-impedance'],
  picture: drawPcbStripline,
  compute: (inp) =>
    solveSingleEnded(
      inp,
      {
        model: (w, s, m) => stripline(w, 2 * s.h + s.t, s.t, s.er, m),
        guess: (z0, s) => striplineWidthGuess(z0, 2 * s.h + s.t, s.er),
        warnings: (w, s) => striplineRangeWarnings(w, 2 * s.h + s.t, s.t),
        ipc2141: (w, s) => {
          const z = ipc2141Stripline(w, 2 * s.h + s.t, s.t, s.er);
          return { z, note: ipc2141Note(z, 'w/(b − t) < 0.35, t/b < 0.25') };
        },
        extra: (_w, s) => ({ plane_spacing_mm: (2 * s.h + s.t) * 1e3 }),
      },
      FORMULAS,
    ),
});
