// Characteristic impedance of a coaxial line from its diameters and dielectric (TEM, Pozar eq. 2.32),
// or the outer/inner diameter that gives a target impedance; with C, L, delay and TE11 cutoff per metre.
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { fail, isOutcome, missing, ok } from '../core/outcome.ts';
import { EPS0, ETA0, LENGTH_UNITS, MU0, SPEED_OF_LIGHT, lengthMeters, lengthUnitField, requirePositive } from './_lib/rf-units.ts';
import * as det from '../core/det-math.ts';

const DIAMETER_UNITS = ['mm', 'cm', 'in', 'mil'] as const;
type Mode = 'impedance' | 'outer-diameter' | 'inner-diameter';

const input = z.object({
  mode: z._default(z.enum(['impedance', 'outer-diameter', 'inner-diameter']), 'impedance'),
  inner_diameter: z.optional(z.number()),
  outer_diameter: z.optional(z.number()),
  diameter_unit: lengthUnitField(DIAMETER_UNITS, 'mm'),
  dielectric_constant: z._default(z.number(), 1),
  impedance_ohm: z.optional(z.number()),
});

const output = z.strictObject({
  impedance_ohm: z.number(),
  inner_diameter: z.number(),
  outer_diameter: z.number(),
  diameter_unit: z.string(),
  diameter_ratio: z.number(),
  dielectric_constant: z.number(),
  velocity_factor: z.number(),
  capacitance_pf_per_m: z.number(),
  inductance_nh_per_m: z.number(),
  delay_ns_per_m: z.number(),
  te11_cutoff_ghz: z.number(),
});

const FORMULAS: Record<Mode, { id: string; expression: string; label: string }> = {
  impedance: { id: 'coax-impedance.z0', expression: 'Z0 = η0 / (2π·√εr) · ln(D/d) ≈ 59.96 Ω / √εr · ln(D/d)', label: 'Coaxial line characteristic impedance' },
  'outer-diameter': { id: 'coax-impedance.outer', expression: 'D = d · exp(2π·√εr·Z0 / η0)', label: 'Shield (outer) diameter for a target impedance' },
  'inner-diameter': { id: 'coax-impedance.inner', expression: 'd = D / exp(2π·√εr·Z0 / η0)', label: 'Centre-conductor diameter for a target impedance' },
};

/** ln(D/d) that gives impedance Z0 in a dielectric εr. */
const logRatioFor = (z0: number, er: number) => (2 * Math.PI * Math.sqrt(er) * z0) / ETA0;

export const engine = defineEngine({
  id: 'coax-impedance',
  area: 'electrical',
  title: 'Coaxial cable impedance calculator',
  description: 'Characteristic impedance of a coax line from the centre-conductor and shield diameters and the dielectric constant, or the diameter needed for 50 Ω / 75 Ω; also capacitance, inductance, velocity factor, delay and TE11 cutoff.',
  keywords: ['coax impedance', 'coaxial cable impedance', 'characteristic impedance', '50 ohm coax', '75 ohm coax', 'D/d ratio', 'coax capacitance per metre', 'velocity factor', 'air line', 'TE11 cutoff'],
  capability_id: 'electrical.rf.coax',
  version: '1.0.1',
  page: 'electric',
  input,
  output,
  unit: 'Ω',
  errors: [
    'DIAMETER_MUST_BE_POSITIVE',
    'IMPEDANCE_MUST_BE_POSITIVE',
    'INPUT_OUT_OF_RANGE',
    'OUTER_DIAMETER_MUST_EXCEED_INNER',
    'PERMITTIVITY_OUT_OF_RANGE',
  ],
  warnings: [],
  formula: FORMULAS.impedance,
  assumptions: [
    'Lossless TEM coaxial line with a uniform dielectric: Z0 = (η0 / 2π√εr)·ln(D/d), η0 = μ0·c ≈ 376.73 Ω (Pozar, Microwave Engineering, 4th ed., eq. 2.32 and Table 2.1).',
    'd is the outside diameter of the centre conductor, D the inside diameter of the shield (= outside diameter of the dielectric); both in the same unit (mm, cm, in, mil = 0.001 in).',
    'Per metre: C = 2π·ε0·εr / ln(D/d), L = μ0/(2π)·ln(D/d), velocity factor 1/√εr, delay √εr / c. Solid PE εr ≈ 2.25–2.3, PTFE ≈ 2.1, foam PE ≈ 1.4–1.6, air 1.0006 (1 is used by default).',
    'TE11 cutoff (first higher-order mode) by the approximation kc ≈ 2/(a + b) (Pozar §3.5): fc ≈ 2c / (π·√εr·(d + D)), within a few percent; use the line well below it.',
    'IEEE-754 doubles; no rounding of results.',
  ],
  ui: {
    fields: {
      mode: { label: 'Calculate', unit: '', kind: 'select', options: [{ value: 'impedance', label: 'Impedance from diameters' }, { value: 'outer-diameter', label: 'Shield diameter for an impedance' }, { value: 'inner-diameter', label: 'Centre-conductor diameter for an impedance' }] },
      inner_diameter: { label: 'Centre conductor outside diameter d', unit: 'mm / cm / in / mil', unitSelect: 'diameter_unit' },
      outer_diameter: { label: 'Shield inside diameter D (dielectric OD)', unit: 'mm / cm / in / mil', unitSelect: 'diameter_unit' },
      diameter_unit: { label: 'Diameter unit', unit: '', kind: 'select' },
      dielectric_constant: { label: 'Dielectric constant εr', unit: '—', help: 'Air 1, PTFE 2.1, solid polyethylene 2.25, foam PE ≈ 1.5.', step: 'any' },
      impedance_ohm: { label: 'Target impedance Z0', unit: 'Ω' },
    },
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'impedance', label: 'Impedance', fields: ['inner_diameter', 'outer_diameter', 'diameter_unit', 'dielectric_constant'] },
          { value: 'outer-diameter', label: 'Shield diameter', fields: ['inner_diameter', 'diameter_unit', 'dielectric_constant', 'impedance_ohm'] },
          { value: 'inner-diameter', label: 'Centre diameter', fields: ['outer_diameter', 'diameter_unit', 'dielectric_constant', 'impedance_ohm'] },
        ],
      },
    ],
    initial: { mode: 'impedance', inner_diameter: 3.04, outer_diameter: 7, diameter_unit: 'mm', dielectric_constant: 1 },
    headline: 'impedance_ohm',
    // What each choice asks for, when it is not the headline.
    headlines: { 'outer-diameter': 'outer_diameter', 'inner-diameter': 'inner_diameter' },
    outputs: {
      // The diameters echo the inputs, in the unit chosen beside them.
      inner_diameter: { reads: { as: 'digits', digits: 4 } },
      outer_diameter: { reads: { as: 'digits', digits: 4 } },
      diameter_ratio: { label: 'Diameter ratio D/d' },
      velocity_factor: { label: 'Velocity factor' },
      capacitance_pf_per_m: { label: 'Capacitance per metre', unit: 'pF/m' },
      inductance_nh_per_m: { label: 'Inductance per metre', unit: 'nH/m' },
      delay_ns_per_m: { label: 'Propagation delay per metre', unit: 'ns/m' },
      te11_cutoff_ghz: { label: 'TE11 cutoff frequency (approximate)', unit: 'GHz' },
    },
  },
  examples: [
    {
      name: '7 mm precision air line (APC-7): d = 3.04 mm, D = 7.00 mm',
      inputs: { inner_diameter: 3.04, outer_diameter: 7, diameter_unit: 'mm' },
      expect: { status: 'success', values: { impedance_ohm: 50.0, velocity_factor: 1 }, abs: 0.05 },
      source: 'IEEE Std 287 precision 7 mm coaxial connector / air line: 3.04 mm centre, 7.00 mm outer conductor, 50 Ω nominal.',
    },
    {
      name: '75 Ω air line: D/d = 3.5',
      inputs: { inner_diameter: 2, outer_diameter: 7 },
      expect: { status: 'success', values: { impedance_ohm: 75.1132, diameter_ratio: 3.5 }, rel: 1e-5 },
      source: 'Exact arithmetic: 59.9585 Ω × ln 3.5 = 75.113 Ω (Pozar eq. 2.32 with εr = 1).',
    },
    {
      name: 'Solid-PE 50 Ω cable (εr 2.25): shield diameter and capacitance',
      inputs: { mode: 'outer-diameter', inner_diameter: 0.9, dielectric_constant: 2.25, impedance_ohm: 50 },
      expect: { status: 'success', values: { capacitance_pf_per_m: 100.07, velocity_factor: 2 / 3 }, rel: 2e-4 },
      source: 'C = √εr / (c·Z0) = 1.5 / (299792458 × 50) = 100.07 pF/m; Belden 8259 (RG-58A/U, solid PE) datasheet: 30.8 pF/ft (101 pF/m), VP 66 %.',
    },
    {
      name: 'Centre conductor for 50 Ω in a 7 mm air line',
      inputs: { mode: 'inner-diameter', outer_diameter: 7, impedance_ohm: 50 },
      expect: { status: 'success', values: { inner_diameter: 3.04 }, abs: 0.005 },
      source: 'IEEE Std 287 7 mm line (3.04 mm centre conductor); d = 7 / exp(50 / 59.9585) mm.',
    },
    {
      name: 'Shield smaller than the centre conductor',
      inputs: { inner_diameter: 3, outer_diameter: 2 },
      expect: { status: 'error', code: 'OUTER_DIAMETER_MUST_EXCEED_INNER' },
      source: 'ln(D/d) must be positive: the shield must enclose the centre conductor (D > d).',
    },
    {
      name: 'Dielectric constant below 1',
      inputs: { inner_diameter: 1, outer_diameter: 3.5, dielectric_constant: 0.5 },
      expect: { status: 'error', code: 'PERMITTIVITY_OUT_OF_RANGE' },
      source: 'Relative permittivity of a passive dielectric is ≥ 1 (vacuum = 1).',
    },
  ],
  limitations: ['No attenuation, power rating or braid/stranding corrections; eccentric, slotted or partly filled lines need other formulas.'],
  compute(inp) {
    const er = inp.dielectric_constant;
    if (!(er >= 1)) {
      return fail('PERMITTIVITY_OUT_OF_RANGE', 'dielectric_constant', `Dielectric constant εr = ${er} is below 1; no passive dielectric is below vacuum.`, 'Use εr ≥ 1: 1 for air, 2.1 for PTFE, 2.25 for solid polyethylene.');
    }
    const unit = inp.diameter_unit;
    const mode = inp.mode;
    let d: number;
    let D: number;
    if (mode === 'impedance') {
      if (inp.inner_diameter === undefined) return missing('inner_diameter', 'The centre-conductor diameter d is required.', 'Give inner_diameter, e.g. 0.9 (mm).');
      if (inp.outer_diameter === undefined) return missing('outer_diameter', 'The shield inside diameter D is required.', 'Give outer_diameter, e.g. 2.95 (mm).');
      const dm = lengthMeters('inner_diameter', inp.inner_diameter, unit, 'DIAMETER_MUST_BE_POSITIVE', 'Centre-conductor diameter');
      if (isOutcome(dm)) return dm;
      const Dm = lengthMeters('outer_diameter', inp.outer_diameter, unit, 'DIAMETER_MUST_BE_POSITIVE', 'Shield diameter');
      if (isOutcome(Dm)) return Dm;
      if (!(Dm > dm)) {
        return fail('OUTER_DIAMETER_MUST_EXCEED_INNER', 'outer_diameter', `Shield diameter D = ${inp.outer_diameter} ${unit} is not larger than the centre conductor d = ${inp.inner_diameter} ${unit}.`, 'Give D (inside of the shield) larger than d (centre conductor); for 50 Ω in air D/d ≈ 2.3, in solid PE ≈ 3.5.');
      }
      [d, D] = [dm, Dm];
    } else {
      if (inp.impedance_ohm === undefined) return missing('impedance_ohm', 'The target impedance is required.', 'Give impedance_ohm, e.g. 50 or 75.');
      const z0Error = requirePositive('impedance_ohm', inp.impedance_ohm, inp.impedance_ohm, 'IMPEDANCE_MUST_BE_POSITIVE', 'Target impedance', '50');
      if (z0Error) return z0Error;
      const ratio = det.exp(logRatioFor(inp.impedance_ohm, er));
      if (!Number.isFinite(ratio)) return fail('NON_FINITE_RESULT', 'impedance_ohm', `Z0 = ${inp.impedance_ohm} Ω needs a diameter ratio beyond the range of a double.`, 'Give a realistic impedance (coax is practical from about 10 Ω to 150 Ω).');
      const known = mode === 'outer-diameter' ? 'inner_diameter' : 'outer_diameter';
      if (inp[known] === undefined) return missing(known, `The ${mode === 'outer-diameter' ? 'centre-conductor' : 'shield'} diameter is required.`, `Give ${known}, e.g. ${mode === 'outer-diameter' ? '0.9' : '2.95'} (mm).`);
      const m = lengthMeters(known, inp[known], unit, 'DIAMETER_MUST_BE_POSITIVE', mode === 'outer-diameter' ? 'Centre-conductor diameter' : 'Shield diameter');
      if (isOutcome(m)) return m;
      [d, D] = mode === 'outer-diameter' ? [m, m * ratio] : [m / ratio, m];
    }

    const logRatio = det.log(D / d);
    const perUnit = LENGTH_UNITS[unit];
    const sqrtEr = Math.sqrt(er);
    const z0 = mode === 'impedance' ? (ETA0 / (2 * Math.PI * sqrtEr)) * logRatio : inp.impedance_ohm!;
    const result = {
      impedance_ohm: z0,
      inner_diameter: d / perUnit,
      outer_diameter: D / perUnit,
      diameter_unit: unit,
      diameter_ratio: D / d,
      dielectric_constant: er,
      velocity_factor: 1 / sqrtEr,
      capacitance_pf_per_m: ((2 * Math.PI * EPS0 * er) / logRatio) * 1e12,
      inductance_nh_per_m: ((MU0 / (2 * Math.PI)) * logRatio) * 1e9,
      delay_ns_per_m: (sqrtEr / SPEED_OF_LIGHT) * 1e9,
      te11_cutoff_ghz: ((2 * SPEED_OF_LIGHT) / (Math.PI * sqrtEr * (d + D))) / 1e9,
    };
    const formatted =
      mode === 'impedance'
        ? `Z0 = ${formatNumber(z0, 5)} Ω`
        : mode === 'outer-diameter'
          ? `D = ${formatNumber(result.outer_diameter, 5)} ${unit}`
          : `d = ${formatNumber(result.inner_diameter, 5)} ${unit}`;
    return ok(result, { formula: FORMULAS[mode], unit: mode === 'impedance' ? 'Ω' : unit, formatted });
  },
});
