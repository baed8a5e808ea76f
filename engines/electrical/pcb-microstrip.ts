// Characteristic impedance and effective permittivity of a PCB microstrip (trace over
// one ground plane), or the width for a target impedance: Hammerstad–Jensen (1980).
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { modeHint, modeTabs, singleEndedFields, singleEndedOutputFields, singleEndedOutputHints, solveSingleEnded, stackupHints } from './_lib/pcb-impedance.ts';
import { ipc2141Microstrip, ipc2141Note, microstrip, microstripRangeWarnings, microstripWidthGuess } from './_lib/pcb-transmission-line.ts';
import { drawPcbMicrostrip } from './pcb-microstrip.picture.ts';

const input = z.object(singleEndedFields);
const output = z.object(singleEndedOutputFields);

const FORMULAS = {
  impedance: {
    id: 'pcb-microstrip.hammerstad-jensen',
    expression: 'Z0 = Z01(u_r) / √εeff(u_r, εr);  Z01(u) = η0/(2π)·ln(f(u)/u + √(1 + 4/u²));  εeff = (εr+1)/2 + (εr−1)/2·(1 + 10/u)^(−a·b);  u = w/h (+ thickness correction)',
    label: 'Hammerstad–Jensen microstrip impedance',
  },
  width: {
    id: 'pcb-microstrip.synthesis',
    expression: 'w such that Z0_HJ(w, h, t, εr) = Z0 target (bracketed secant iteration on the analysis formula, from Wheeler\'s synthesis formula)',
    label: 'Microstrip width for a target impedance',
  },
};

const STACK_FIELDS = ['height', 'unit', 'copper', 'copper_unit', 'er'];

export const engine = defineEngine({
  id: 'pcb-microstrip',
  area: 'electrical',
  title: 'Microstrip impedance calculator',
  description:
    'Characteristic impedance Z0 and effective dielectric constant of a PCB microstrip trace over a ground plane, from trace width, dielectric height, copper thickness and εr; or the trace width for a target impedance such as 50 Ω. With propagation delay and inductance and capacitance per length.',
  keywords: ['microstrip', 'microstrip impedance', 'trace impedance', 'controlled impedance', '50 ohm trace', 'characteristic impedance', 'Z0', 'effective dielectric constant', 'Dk', 'FR-4', 'Hammerstad Jensen', 'IPC-2141', 'propagation delay', 'trace width for 50 ohm'],
  capability_id: 'electrical.pcb.microstrip',
  version: '1.0.0',
  page: 'electric',
  input,
  output,
  unit: 'Ω',
  errors: [
    'COPPER_THICKNESS_NEGATIVE',
    'HEIGHT_MUST_BE_POSITIVE',
    'INPUT_OUT_OF_RANGE',
    'PERMITTIVITY_OUT_OF_RANGE',
    'WIDTH_MUST_BE_POSITIVE',
  ],
  warnings: ['INPUT_IGNORED', 'IPC2141_NOT_APPLICABLE', 'OUTSIDE_VALIDITY_RANGE'],
  formula: FORMULAS.impedance,
  assumptions: [
    'E. Hammerstad & Ø. Jensen, "Accurate Models for Microstrip Computer-Aided Design", IEEE MTT-S Digest 1980 (also Wadell, Transmission Line Design Handbook §3.5.1): quasi-static (TEM) Z0 and εeff, stated accurate to 0.2 % on εeff and about 0.03 % on the air impedance for 0.01 ≤ w/h ≤ 100 and εr ≤ 128; outside that range the answer carries OUTSIDE_VALIDITY_RANGE.',
    'Copper thickness t enters as H&J\'s equivalent-width corrections (Δu1 in air, Δur on the substrate); t = 0 gives the zero-thickness model. No solder mask (it lowers Z0 by a few Ω), no frequency dispersion (εeff rises towards εr at GHz frequencies), no conductor roughness or losses.',
    'η0 = μ0·c = 376.730 Ω (CODATA 2018), c = 299 792 458 m/s; delay = √εeff / c; L = Z0·√εeff / c and C = √εeff / (Z0·c) per unit length.',
    'Width mode solves the same analysis formula for w between h/1000 and 1000·h: a bracketed secant iteration on ln Z0 against ln w, started from Wheeler\'s synthesis formula (Pozar eq. 3.197) and stopped at a relative 1e-13, so the reported Z0 equals the target to about 13 digits.',
    'For comparison Z0_ipc2141 = 87/√(εr + 1.41)·ln(5.98h/(0.8w + t)) (IPC-2141) is reported only inside its range 0.1 < w/h < 2, 1 < εr < 15; it is typically a few % off.',
    'Geometry in mm, mil or µm (1 mil = 25.4 µm); copper in oz/ft² (1 oz = 35.0 µm), µm, mil or mm.',
  ],
  ui: {
    fields: {
      mode: modeHint,
      width: { label: 'Trace width w', unitSelect: 'unit' },
      z0_target: { label: 'Target impedance Z0', unit: 'Ω' },
      ...stackupHints('Dielectric height h (trace to ground plane)', 'Thickness of the dielectric between the trace and its reference plane.'),
    },
    tabs: modeTabs(STACK_FIELDS),
    initial: { mode: 'impedance', width: 0.35, height: 0.2, unit: 'mm', copper: 1, copper_unit: 'oz', er: 4.3 },
    headline: 'Z0',
    // What each choice asks for, when it is not the headline.
    headlines: { width: 'width_mm' },
    outputs: singleEndedOutputHints,
  },
  examples: [
    {
      name: 'Pozar Example 3.7: W/d = 3.081 on εr = 2.2 is a 50 Ω line',
      inputs: { mode: 'impedance', width: 3.081, height: 1, unit: 'mm', copper: 0, er: 2.2 },
      expect: { status: 'success', values: { Z0: 50, eps_eff: 1.87 }, rel: 1e-2 },
      source: 'D. M. Pozar, Microwave Engineering, 4th ed., Example 3.7 (d = 0.127 cm, εr = 2.20, 50 Ω → W/d = 3.081, εe = 1.87), computed there with the simpler Hammerstad closed forms.',
    },
    {
      name: 'Width for 50 Ω on the same substrate',
      inputs: { mode: 'width', z0_target: 50, height: 1.27, unit: 'mm', copper: 0, er: 2.2 },
      expect: { status: 'success', values: { width_mm: 3.91, Z0: 50 }, rel: 1e-2 },
      source: 'Pozar, Microwave Engineering, 4th ed., Example 3.7: W = 0.391 cm on d = 0.127 cm.',
    },
    {
      name: '0.35 mm trace on 0.2 mm FR-4 prepreg (εr 4.3), 1 oz copper',
      inputs: { mode: 'impedance', width: 0.35, height: 0.2, unit: 'mm', copper: 1, copper_unit: 'oz', er: 4.3 },
      expect: { status: 'success', values: { Z0: 50.70909, eps_eff: 3.116441 }, rel: 1e-5 },
      source: 'Hammerstad & Jensen (1980) equations with thickness correction evaluated exactly (t = 35.0 µm, u = 1.75).',
    },
    {
      name: 'Air-spaced microstrip, w = h: Z0 = Z01(1) = 126.4 Ω',
      inputs: { mode: 'impedance', width: 1, height: 1, unit: 'mm', copper: 0, er: 1 },
      expect: { status: 'success', values: { Z0: 126.42, eps_eff: 1 }, rel: 1e-3 },
      source: 'Wheeler\'s conformal-mapping value for w/h = 1 in air (≈ 126.5 Ω); H&J state 0.01 % accuracy for u ≤ 1.',
    },
    {
      name: 'εr below 1',
      inputs: { mode: 'impedance', width: 1, height: 1, er: 0.5 },
      expect: { status: 'error', code: 'PERMITTIVITY_OUT_OF_RANGE' },
      source: 'No dielectric has a relative permittivity below that of vacuum (1).',
    },
  ],
  limitations: [
    'Quasi-static: no dispersion, solder mask, roughness or loss; use a field solver for production stack-ups.',
    'Single trace over an infinite plane, no nearby copper (see pcb-diff-impedance for pairs).',
  ],
  related: ['pcb-cpw', 'pcb-stripline', 'pcb-diff-impedance'],
  picture: drawPcbMicrostrip,
  compute: (inp) =>
    solveSingleEnded(
      inp,
      {
        model: (w, s, m) => microstrip(w, s.h, s.t, s.er, m),
        guess: (z0, s) => microstripWidthGuess(z0, s.h, s.er),
        warnings: (w, s) => microstripRangeWarnings(w / s.h, s.er),
        ipc2141: (w, s) => {
          const z = ipc2141Microstrip(w, s.h, s.t, s.er);
          return { z, note: ipc2141Note(z, '0.1 < w/h < 2, 1 < εr < 15') };
        },
      },
      FORMULAS,
    ),
});
