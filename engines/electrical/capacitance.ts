// Capacitance: a parallel-plate capacitor from its geometry (C = ε0·εr·A/d), and
// the charge / voltage / stored-energy relations Q = C·V, W = ½·C·V² from any two of C, V, Q, W.
import * as z from 'zod/mini';
import { wholeNumber } from '../core/whole-number.ts';
import { defineEngine, type Warning } from '../core/contract.ts';
import { formatSI } from '../core/si-format.ts';
import { formatNumber } from '../core/numeric.ts';
import { fail, isOutcome, ok, warning } from '../core/outcome.ts';
import { unusedInputsWarning } from './_lib/input-combinations.ts';
import { CAPACITANCE_UNITS, capacitanceFarads, capacitanceUnitField, unitOptions } from './_lib/passive-units.ts';
import { permittivityError } from './_lib/pcb-transmission-line.ts';
import { nonNegativeGuard } from './_lib/power-inputs.ts';
import { EPS0, lengthMeters, lengthUnitField } from './_lib/rf-units.ts';

const MODES = ['plate', 'charge'] as const;
const AREA_UNITS = { m2: 1, cm2: 1e-4, mm2: 1e-6, in2: 0.0254 * 0.0254 } as const;
type AreaUnit = keyof typeof AREA_UNITS;
const GAP_UNITS = ['m', 'mm', 'um', 'mil'] as const;
const CHARGE_UNITS = { C: 1, mC: 1e-3, uC: 1e-6, nC: 1e-9, pC: 1e-12 } as const;
type ChargeUnit = keyof typeof CHARGE_UNITS;
/** Dielectric strength of dry air at sea level, V/m (≈ 3 kV/mm; OpenStax College Physics §19.5, Table 19.1). */
const AIR_BREAKDOWN_V_PER_M = 3e6;
const CHARGE_KEYS = ['C', 'V', 'Q', 'W'] as const;
type ChargeKey = (typeof CHARGE_KEYS)[number];

const input = z.object({
  mode: z._default(z.enum(MODES), 'plate'),
  eps_r: z._default(z.number(), 1),
  area: z.optional(z.number()),
  area_unit: z._default(z.enum(Object.keys(AREA_UNITS) as [AreaUnit, ...AreaUnit[]]), 'cm2'),
  d: z.optional(z.number()),
  d_unit: lengthUnitField(GAP_UNITS, 'mm'),
  // n interleaved plates make n − 1 capacitors: at least 2 (one capacitor), no upper bound of the formula.
  plates: z._default(wholeNumber({ min: 2, example: 2 }), 2),
  C: z.optional(z.number()),
  C_unit: capacitanceUnitField('uF'),
  V: z.optional(z.number()),
  Q: z.optional(z.number()),
  Q_unit: z._default(z.enum(Object.keys(CHARGE_UNITS) as [ChargeUnit, ...ChargeUnit[]]), 'uC'),
  W: z.optional(z.number()),
});

const output = z.strictObject({
  mode: z.enum(MODES),
  C: z.number(),
  V: z.optional(z.number()),
  Q: z.optional(z.number()),
  W: z.optional(z.number()),
  eps_r: z.optional(z.number()),
  area_m2: z.optional(z.number()),
  d_m: z.optional(z.number()),
  plates: z.optional(z.number()),
  E_field: z.optional(z.number()),
});

const FORMULAS = {
  plate: { id: 'capacitance.parallel-plate', expression: 'C = ε0·εr·(n − 1)·A / d;  Q = C·V;  W = ½·C·V²;  E = V/d', label: 'Parallel-plate capacitor' },
  charge: { id: 'capacitance.charge-energy', expression: 'Q = C·V;  W = ½·C·V² = Q·V/2 = Q²/(2C)', label: 'Charge and energy of a capacitor' },
};

const CHARGE_LABELS: Record<ChargeKey, string> = { C: 'capacitance', V: 'voltage', Q: 'charge', W: 'energy' };

export const engine = defineEngine({
  id: 'capacitance',
  area: 'electrical',
  title: 'Capacitance calculator (parallel plate, charge and energy)',
  description:
    'Capacitance of a parallel-plate capacitor from plate area, gap and dielectric constant (multi-plate stacks too), with the charge, stored energy and field strength at a voltage; or any two of capacitance, voltage, charge and energy from the other two (Q = C·V, W = ½·C·V²).',
  keywords: ['capacitance', 'parallel plate capacitor', 'capacitor energy', 'energy stored in a capacitor', 'capacitor charge', 'Q = CV', 'dielectric constant', 'relative permittivity', 'coulombs', 'joules', 'farads', 'electric field between plates'],
  capability_id: 'electrical.capacitance',
  version: '1.1.0',
  page: 'electric',
  input,
  output,
  unit: 'F',
  errors: [
    'AREA_MUST_BE_POSITIVE',
    'GAP_MUST_BE_POSITIVE',
    'INPUT_OUT_OF_RANGE',
    'NO_FINITE_SOLUTION',
    'PERMITTIVITY_OUT_OF_RANGE',
    'UNDEFINED',
    'VOLTAGE_MUST_BE_NONNEGATIVE',
  ],
  warnings: ['FIELD_ABOVE_AIR_BREAKDOWN', 'INPUT_IGNORED', 'OUTSIDE_VALIDITY_RANGE'],
  formula: FORMULAS.plate,
  assumptions: [
    'Plate mode: C = ε0·εr·(n − 1)·A/d for n interleaved plates of overlap area A with gaps d filled by a dielectric of relative permittivity εr (n = 2: a simple capacitor); ε0 = 1/(μ0·c²) = 8.8541878128e-12 F/m (CODATA 2018). Fringing fields are neglected, so the formula holds for d much smaller than the plate width (OpenStax College Physics §19.5; Serway & Jewett §26.2).',
    'Field between the plates E = V/d. For εr ≈ 1 (air) a field above about 3 MV/m (3 kV/mm, the dielectric strength of dry air) arcs over: warning FIELD_ABOVE_AIR_BREAKDOWN. Fringing is flagged (OUTSIDE_VALIDITY_RANGE) when d exceeds a tenth of √A.',
    'Charge mode: give exactly two of C, V, Q, W; the other two follow from Q = C·V and W = ½·C·V² = Q·V/2 = Q²/(2C). V, Q and W are magnitudes (≥ 0): Q is the charge on either plate; from C and W the voltage is the positive root √(2W/C).',
    'Results in SI units: C in F, V in V, Q in C, W in J, E_field in V/m, area_m2 and d_m in m² and m; inputs in the units selected. IEEE-754 double arithmetic, about 1e-15 relative.',
  ],
  ui: {
    fields: {
      mode: { label: 'Calculate', options: [{ value: 'plate', label: 'Parallel-plate capacitor' }, { value: 'charge', label: 'Charge and energy (two of C, V, Q, W)' }] },
      eps_r: { label: 'Relative permittivity εr (dielectric constant)', help: '1 for vacuum/air, 2.1 PTFE, 3–4 polyester/polyimide, 4.3 FR-4, 5–7 mica' },
      area: { label: 'Plate overlap area A' },
      area_unit: { label: 'Area unit', options: [{ value: 'm2', label: 'm²' }, { value: 'cm2', label: 'cm²' }, { value: 'mm2', label: 'mm²' }, { value: 'in2', label: 'in²' }] },
      d: { label: 'Gap between plates d' },
      d_unit: { label: 'Gap unit', options: GAP_UNITS.map((u) => ({ value: u, label: u === 'um' ? 'µm' : u })) },
      plates: { label: 'Number of plates n', kind: 'integer', min: 2, step: 1, help: 'Interleaved stack: n plates make n − 1 capacitors in parallel.' },
      C: { label: 'Capacitance C' },
      C_unit: { label: 'Capacitance unit', options: unitOptions(CAPACITANCE_UNITS) },
      V: { label: 'Voltage V', unit: 'V' },
      Q: { label: 'Charge Q' },
      Q_unit: { label: 'Charge unit', options: unitOptions(CHARGE_UNITS) },
      W: { label: 'Stored energy W', unit: 'J' },
    },
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'plate', label: 'Parallel plate', fields: ['eps_r', 'area', 'area_unit', 'd', 'd_unit', 'plates', 'V'] },
          { value: 'charge', label: 'Charge & energy', fields: ['C', 'C_unit', 'V', 'Q', 'Q_unit', 'W'] },
        ],
      },
    ],
    initial: { mode: 'plate', eps_r: 1, area: 1, area_unit: 'm2', d: 1, d_unit: 'mm', V: 3000 },
    headline: 'C',
    // What each choice asks for, when it is not the headline.
    headlines: { charge: 'Q' },
    outputs: {
      // Named like inputs entered in a chosen unit; the results are always in these.
      C: { unit: 'F' },
      Q: { unit: 'C' },
      area_m2: { label: 'Plate overlap area', unit: 'm²' },
      d_m: { label: 'Gap between plates', unit: 'm' },
      E_field: { label: 'Electric field between the plates', unit: 'V/m' },
    },
  },
  examples: [
    {
      name: '1 m² plates 1 mm apart in vacuum, charged to 3 kV',
      inputs: { mode: 'plate', eps_r: 1, area: 1, area_unit: 'm2', d: 1, d_unit: 'mm', V: 3000 },
      expect: { status: 'success', values: { C: 8.85e-9, Q: 26.6e-6 }, rel: 3e-3 },
      source: 'OpenStax College Physics §19.5, Example "Capacitance and Charge Stored in a Parallel Plate Capacitor": C = 8.85 nF, Q = 26.6 µC (exact with CODATA ε0: 8.8542 nF, 26.563 µC).',
    },
    {
      name: '2.0 cm² plates 2.0 mm apart',
      inputs: { mode: 'plate', area: 2, area_unit: 'cm2', d: 2, d_unit: 'mm' },
      expect: { status: 'success', values: { C: 8.854e-13 }, rel: 1e-4 },
      source: 'Socratic, "A parallel-plate capacitor has an area of 2.0 cm² and the plates are separated by 2.0 mm": C = 8.854 × 10⁻¹³ F.',
    },
    {
      name: 'Defibrillator: 400 J from a capacitor at 10 kV',
      inputs: { mode: 'charge', V: 10000, W: 400 },
      expect: { status: 'success', values: { C: 8e-6, Q: 0.08 }, rel: 1e-12 },
      source: 'OpenStax College Physics §19.7, Example "Capacitance in a Heart Defibrillator": C = 2W/V² = 8.00 µF.',
    },
    {
      name: '80 µF charged to 2.5 kV: charge and energy',
      inputs: { mode: 'charge', C: 80, C_unit: 'uF', V: 2500 },
      expect: { status: 'success', values: { Q: 0.2, W: 250 }, rel: 1e-12 },
      source: 'Giambattista, Physics, Example 17-9 "A Defibrillator Capacitor": q = 0.200 C, U = 2.50 × 10² J.',
    },
    {
      name: 'Plates touching',
      inputs: { mode: 'plate', area: 1, d: 0 },
      expect: { status: 'error', code: 'GAP_MUST_BE_POSITIVE' },
      source: 'C = ε·A/d has no finite value at d = 0 (the plates short).',
    },
    {
      name: 'Three of C, V, Q, W in charge mode',
      inputs: { mode: 'charge', C: 1, V: 2, Q: 2 },
      expect: { status: 'error', code: 'INVALID_INPUT' },
      source: 'Charge mode takes exactly two of C, V, Q, W.',
    },
  ],
  limitations: [
    'Parallel-plate geometry only, without fringing; no cylindrical, spherical or interdigitated capacitors, and no frequency or temperature dependence of εr.',
    'Charge mode treats an ideal capacitor; leakage, ESR and dielectric absorption are ignored.',
  ],
  compute(inp) {
    return inp.mode === 'plate' ? plate(inp) : chargeEnergy(inp);
  },
});

type Input = z.output<typeof input>;

function plate(inp: Input) {
  if (inp.area === undefined) return fail('MISSING_REQUIRED_INPUT', 'area', 'Plate mode needs the plate overlap area A.', `Give area in ${inp.area_unit.replace('2', '²')}, e.g. 1.`);
  if (inp.d === undefined) return fail('MISSING_REQUIRED_INPUT', 'd', 'Plate mode needs the gap d between the plates.', `Give d in ${inp.d_unit}, e.g. 1.`);
  const badEps = permittivityError('eps_r', inp.eps_r);
  if (badEps) return badEps;
  if (!(inp.area > 0)) return fail('AREA_MUST_BE_POSITIVE', 'area', `Plate area ${formatNumber(inp.area)} ${inp.area_unit} is not above 0.`, 'Give the overlapping area of the plates, above 0.');
  const area = inp.area * AREA_UNITS[inp.area_unit];
  const d = lengthMeters('d', inp.d, inp.d_unit, 'GAP_MUST_BE_POSITIVE', 'The gap between the plates');
  if (isOutcome(d)) return d;

  const C = (EPS0 * inp.eps_r * (inp.plates - 1) * area) / d;
  const warnings: Warning[] = [
    ...unusedInputsWarning(inp, ['C', 'Q', 'W'], 'in plate mode (the capacitance comes from the geometry)'),
  ];
  if (d > 0.1 * Math.sqrt(area)) {
    warnings.push(warning('OUTSIDE_VALIDITY_RANGE', `The gap (${formatNumber(d)} m) is more than a tenth of the plate size (√A = ${formatNumber(Math.sqrt(area))} m): fringing fields add noticeably to the capacitance the formula gives.`, 'Treat the result as a lower bound, or use a field solver for such wide gaps.'));
  }
  const geometry = { mode: inp.mode, C, eps_r: inp.eps_r, area_m2: area, d_m: d, plates: inp.plates };
  if (inp.V === undefined) return ok(geometry, { formula: FORMULAS.plate, warnings, formatted: `C = ${formatSI(C, 'F', 6)}` });
  const guard = nonNegativeGuard(inp.V, 'V', 'voltage', 'V');
  if (guard) return guard;
  const E_field = inp.V / d;
  if (inp.eps_r < 1.01 && E_field > AIR_BREAKDOWN_V_PER_M) {
    warnings.push(warning('FIELD_ABOVE_AIR_BREAKDOWN', `E = ${formatNumber(E_field, 4)} V/m exceeds the ≈ 3 MV/m (3 kV/mm) dielectric strength of air: an air-gap capacitor arcs over.`, 'Widen the gap, lower the voltage, or use a solid dielectric (raise eps_r).'));
  }
  return ok({ ...geometry, V: inp.V, Q: C * inp.V, W: 0.5 * C * inp.V * inp.V, E_field }, { formula: FORMULAS.plate, warnings, formatted: `C = ${formatSI(C, 'F', 6)}; Q = ${formatSI(C * inp.V, 'C', 6)} at ${formatNumber(inp.V)} V` });
}

function chargeEnergy(inp: Input) {
  const given = CHARGE_KEYS.filter((k) => inp[k] !== undefined);
  const names = CHARGE_KEYS.map((k) => `${k} (${CHARGE_LABELS[k]})`).join(', ');
  if (given.length < 2) {
    const absent = CHARGE_KEYS.filter((k) => inp[k] === undefined);
    return fail('MISSING_REQUIRED_INPUT', absent[0], `Charge mode needs two of ${names}; got ${given.length ? `only ${given[0]}` : 'none'}.`, `Add ${absent.join(' or ')} so that two values are given.`);
  }
  if (given.length > 2) {
    return fail('INVALID_INPUT', given[2], `Charge mode takes exactly two of ${names}; ${given.join(', ')} were given, which over-determines the capacitor.`, `Leave out ${given.slice(2).join(' and ')}; it is calculated from the other two.`);
  }
  let C: number | undefined;
  if (inp.C !== undefined) {
    const c = capacitanceFarads('C', inp.C, inp.C_unit);
    if (isOutcome(c)) return c;
    C = c;
  }
  for (const [key, quantity, unit] of [['V', 'voltage', 'V'], ['Q', 'charge', inp.Q_unit], ['W', 'energy', 'J']] as const) {
    const v = inp[key];
    const guard = v === undefined ? null : nonNegativeGuard(v, key, quantity, unit);
    if (guard) return guard;
  }
  let V = inp.V;
  let Q = inp.Q === undefined ? undefined : inp.Q * CHARGE_UNITS[inp.Q_unit];
  let W = inp.W;
  const pair = given.join(',');
  switch (pair) {
    case 'C,V':
      Q = C! * V!;
      W = 0.5 * C! * V! * V!;
      break;
    case 'C,Q':
      V = Q! / C!;
      W = (Q! * Q!) / (2 * C!);
      break;
    case 'C,W':
      V = Math.sqrt((2 * W!) / C!);
      Q = C! * V;
      break;
    case 'V,Q':
      if (V === 0) return zeroDenominator('V', Q === 0, 'charge');
      C = Q! / V!;
      W = 0.5 * Q! * V!;
      break;
    case 'V,W':
      if (V === 0) return zeroDenominator('V', W === 0, 'energy');
      C = (2 * W!) / (V! * V!);
      Q = (2 * W!) / V!;
      break;
    case 'Q,W':
      if (W === 0 || Q === 0) {
        return W === 0 && Q === 0
          ? fail('UNDEFINED', 'Q', 'Q = 0 and W = 0 fit every capacitance: an uncharged capacitor of any size.', 'Give C or V instead of one of them.')
          : fail('NO_FINITE_SOLUTION', W === 0 ? 'W' : 'Q', W === 0 ? 'A charge with no stored energy needs an infinite capacitance.' : 'Stored energy with no charge needs an infinite voltage.', 'Give both Q and W above 0.');
      }
      C = (Q! * Q!) / (2 * W!);
      V = (2 * W!) / Q!;
      break;
  }
  if (!(C! > 0)) {
    return fail('NO_FINITE_SOLUTION', given[1], `These values give a capacitance of ${formatNumber(C!)} F, which no capacitor has.`, 'Give a charge and voltage (or energy) above 0.');
  }
  const solved = CHARGE_KEYS.filter((k) => !given.includes(k));
  return ok(
    { mode: inp.mode, C: C!, V: V!, Q: Q!, W: W! },
    {
      formula: FORMULAS.charge,
      warnings: unusedInputsWarning(inp, ['area', 'd'], 'in charge mode (switch to plate mode to use the geometry)'),
      formatted: `C = ${formatSI(C!, 'F', 6)}, V = ${formatSI(V!, 'V', 6)}, Q = ${formatSI(Q!, 'C', 6)}, W = ${formatSI(W!, 'J', 6)} (solved ${solved.join(', ')})`,
    },
  );
}

function zeroDenominator(field: string, bothZero: boolean, other: string) {
  return bothZero
    ? fail('UNDEFINED', field, `V = 0 with zero ${other} fits every capacitance (0 ÷ 0).`, 'Give C instead, or a voltage above 0.')
    : fail('NO_FINITE_SOLUTION', field, `A ${other} at V = 0 needs an infinite capacitance.`, 'Give a voltage above 0.');
}
