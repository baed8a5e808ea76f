// Electron-volts ↔ volts: the energy E gained by a charge Q moved through a
// potential difference V is E = Q × V; in eV with Q in elementary charges the
// numbers coincide (1 eV = 1 e × 1 V). Both directions, charge in e or in C.
import * as z from 'zod/mini';
import { defineEngine, type Warning } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { fail, missing, ok, warning } from '../core/outcome.ts';
import { unusedInputsWarning } from './_lib/input-combinations.ts';
import { canonicalChoices, synonymsOf } from './_lib/power-inputs.ts';

/** Elementary charge in C, exact since the 2019 SI redefinition (BIPM SI Brochure, 9th ed.). */
const ELEMENTARY_CHARGE_C = 1.602176634e-19;

const MODES = ['ev-v-e', 'ev-v-c', 'v-ev-e', 'v-ev-c'] as const;
type Mode = (typeof MODES)[number];
const DIRECTIONS = ['ev-to-v', 'v-to-ev'] as const;
const CHARGE_UNITS = ['e', 'C'] as const;

const MODE_LABELS: Record<Mode, string> = {
  'ev-v-e': 'eV → V, charge in e',
  'ev-v-c': 'eV → V, charge in C',
  'v-ev-e': 'V → eV, charge in e',
  'v-ev-c': 'V → eV, charge in C',
};

const SYNONYMS = {
  mode: synonymsOf(MODES, { 'ev-to-v-e': 'ev-v-e', 'ev-to-v-c': 'ev-v-c', 'v-to-ev-e': 'v-ev-e', 'v-to-ev-c': 'v-ev-c' }),
  direction: synonymsOf(DIRECTIONS, {
    'ev-v': 'ev-to-v', ev_to_v: 'ev-to-v', 'ev-to-volts': 'ev-to-v', 'ev->v': 'ev-to-v', 'ev→v': 'ev-to-v',
    'v-ev': 'v-to-ev', v_to_ev: 'v-to-ev', 'volts-to-ev': 'v-to-ev', 'v->ev': 'v-to-ev', 'v→ev': 'v-to-ev',
  }),
  // canonicalChoice lower-cases the key first, so 'C' arrives as 'c'.
  charge_unit: { e: 'e', elementary: 'e', electron: 'e', electrons: 'e', 'elementary-charge': 'e', c: 'C', coulomb: 'C', coulombs: 'C' },
};

const FORMULAS = {
  toVolts: { id: 'ev-voltage.to-volts', expression: 'V = E(eV) / Q(e) = E(J) / Q(C)', label: 'Potential difference from energy and charge' },
  toEv: { id: 'ev-voltage.to-ev', expression: 'E(eV) = V × Q(e) = V × Q(C) / e', label: 'Energy from potential difference and charge' },
};

const output = z.strictObject({
  mode: z.enum(MODES),
  energy_eV: z.number(),
  energy_J: z.number(),
  voltage_V: z.number(),
  charge_e: z.number(),
  charge_C: z.number(),
});

export const engine = defineEngine({
  id: 'ev-voltage',
  area: 'electrical',
  title: 'Electron-volts to volts',
  description: 'Convert between energy in electron-volts and potential difference in volts for a charge given in elementary charges or coulombs: V = E / Q and E = Q × V (1 eV = 1.602176634 × 10⁻¹⁹ J).',
  keywords: ['ev to volts', 'volts to ev', 'electron volt', 'eV to V', 'V to eV', 'electronvolt', 'kinetic energy of electron', 'accelerating voltage', 'elementary charge', 'joules to eV'],
  capability_id: 'electrical.ev_voltage',
  version: '1.3.0',
  tools: [
    { id: 'ev-to-volts', page: 'electric' },
    {
      id: 'volts-to-ev',
      page: 'electric',
      title: 'Volts to electron-volts',
      description: 'Energy in electron-volts gained by a charge accelerated through a potential difference: E(eV) = V × Q(e), or V × Q(C) / e.',
      keywords: ['volts to ev', 'V to eV', 'accelerating voltage to energy'],
      defaults: { direction: 'v-to-ev' },
      initial: { mode: 'v-ev-e', voltage_V: 1000, charge_value: 1 },
    },
  ],
  input: z.object({
    mode: z.optional(z.enum(MODES)),
    energy_eV: z.optional(z.number().check(z.meta({ description: 'Energy in eV (eV → V modes)' }))),
    voltage_V: z.optional(z.number().check(z.meta({ description: 'Potential difference in V (V → eV modes)' }))),
    charge_value: z.optional(z.number().check(z.meta({ description: 'Charge magnitude in e or C per the mode; blank means 1 e' }))),
    direction: z.optional(z.enum(DIRECTIONS)),
    charge_unit: z.optional(z.enum(CHARGE_UNITS)),
    a: z.optional(z.number().check(z.meta({ description: 'Shorthand: energy_eV (eV → V) or voltage_V (V → eV)' }))),
    b: z.optional(z.number().check(z.meta({ description: 'Shorthand: charge_value' }))),
  }),
  prepare: canonicalChoices(SYNONYMS),
  output,
  unit: 'V',
  errors: ['ZERO_CHARGE'],
  warnings: ['CHARGE_SIGN_IGNORED', 'INPUT_IGNORED'],
  formula: FORMULAS.toVolts,
  assumptions: [
    'E = Q × V, the work done on a charge Q moved through a potential difference V. With E in eV and Q in elementary charges e the numbers coincide: 1 eV is the energy one elementary charge gains through 1 V.',
    'e = 1.602176634 × 10⁻¹⁹ C exactly (SI since 2019, BIPM SI Brochure 9th ed., Table 8: 1 eV = 1.602176634 × 10⁻¹⁹ J). Charges in C are converted with it: Q(e) = Q(C) / e.',
    'mode ev-v-e / ev-v-c solves V from energy_eV; v-ev-e / v-ev-c solves the energy from voltage_V; the last letter is the unit of charge_value (e or C). Instead of mode, direction (ev-to-v, v-to-ev; default ev-to-v) with charge_unit (e, C; default e) may be given; mode wins when both are. a is shorthand for energy_eV or voltage_V, b for charge_value.',
    'The charge is a magnitude: a negative charge_value is used without its sign (warning CHARGE_SIGN_IGNORED). Blank charge_value means one elementary charge (an electron or proton). Energies and voltages keep their sign.',
    'Solving for V with Q = 0 is impossible (ZERO_CHARGE). IEEE-754 double arithmetic, about 1e-15 relative.',
  ],
  ui: {
    fields: {
      mode: { label: 'Conversion', kind: 'select', blank: 'from direction and charge unit', options: MODES.map((value) => ({ value, label: MODE_LABELS[value] })) },
      energy_eV: { label: 'Energy', unit: 'eV' },
      voltage_V: { label: 'Voltage', unit: 'V' },
      charge_value: { label: 'Charge (in e or C, per the conversion)', unit: 'e or C', unitSelect: 'charge_unit', help: 'Blank means 1 e (one electron); an alpha particle is 2 e' },
      direction: { label: 'Direction (API shorthand for mode)', kind: 'select', blank: 'from the conversion', options: [{ value: 'ev-to-v', label: 'eV → V' }, { value: 'v-to-ev', label: 'V → eV' }] },
      charge_unit: { label: 'Charge unit (API shorthand for mode)', kind: 'select', blank: 'from the conversion', options: [{ value: 'e', label: 'Elementary charges (e)' }, { value: 'C', label: 'Coulombs (C)' }] },
      a: { label: 'a: energy (eV) or voltage (V), API shorthand', unit: 'eV or V' },
      b: { label: 'b: charge, API shorthand', unit: 'e or C', unitSelect: 'charge_unit' },
    },
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'ev-v-e', label: 'eV → V (e)', fields: ['energy_eV', 'charge_value'] },
          { value: 'ev-v-c', label: 'eV → V (C)', fields: ['energy_eV', 'charge_value'] },
          { value: 'v-ev-e', label: 'V → eV (e)', fields: ['voltage_V', 'charge_value'] },
          { value: 'v-ev-c', label: 'V → eV (C)', fields: ['voltage_V', 'charge_value'] },
        ],
      },
    ],
    initial: { mode: 'ev-v-e', energy_eV: 10, charge_value: 1 },
    headline: 'voltage_V',
    // What each choice asks for, when it is not the headline.
    headlines: { 'v-ev-e': 'energy_eV', 'v-ev-c': 'energy_eV' },
    outputs: {
      energy_J: { label: 'Energy', unit: 'J' },
      charge_e: { label: 'Charge', unit: 'e' },
      charge_C: { label: 'Charge', unit: 'C' },
    },
  },
  examples: [
    {
      name: '10 eV for one electron is 10 V',
      tool: 'ev-to-volts',
      inputs: { mode: 'ev-v-e', energy_eV: 10, charge_value: 1 },
      expect: { status: 'success', values: { voltage_V: 10, energy_J: 1.602176634e-18 }, rel: 1e-15 },
      source: 'BIPM SI Brochure, 9th ed., Table 8: the electronvolt is the energy gained by an electron crossing 1 V, 1 eV = 1.602176634 × 10⁻¹⁹ J.',
    },
    {
      name: 'An alpha particle (2 e) through 5 kV gains 10 keV',
      tool: 'volts-to-ev',
      inputs: { voltage_V: 5000, charge_value: 2 },
      expect: { status: 'success', values: { energy_eV: 10000, charge_C: 3.204353268e-19 }, rel: 1e-15 },
      source: 'Exact arithmetic from E = Q·V: 2 e × 5000 V = 10 000 eV (SI Brochure: e = 1.602176634 × 10⁻¹⁹ C).',
    },
    {
      name: '1 V across 1 C is 1 J = 6.241509074 × 10¹⁸ eV',
      inputs: { mode: 'v-ev-c', voltage_V: 1, charge_value: 1 },
      expect: { status: 'success', values: { energy_J: 1, energy_eV: 6.241509074460763e18 }, rel: 1e-15 },
      source: 'CODATA 2018: 1 J = 6.241509074… × 10¹⁸ eV (exactly 1 / 1.602176634 × 10¹⁹).',
    },
    {
      name: 'Zero charge',
      inputs: { mode: 'ev-v-e', energy_eV: 10, charge_value: 0 },
      expect: { status: 'error', code: 'ZERO_CHARGE' },
      source: 'Spec, engine catalog: Q = 0 when solving for V gives ZERO_CHARGE (conformance vector "eV to volts with zero charge").',
    },
  ],
  limitations: ['Non-relativistic energy bookkeeping only: no particle speeds or relativistic corrections; the energy is the work Q·V, not a photon wavelength.'],
  compute(inp) {
    const warnings: Warning[] = [];
    const fromParts = `${inp.direction === 'v-to-ev' ? 'v-ev' : 'ev-v'}-${inp.charge_unit === 'C' ? 'c' : 'e'}` as Mode;
    const mode: Mode = inp.mode ?? fromParts;
    if (inp.mode && !sameParts(inp.mode, inp.direction, inp.charge_unit)) {
      warnings.push(warning('INPUT_IGNORED', `mode ${inp.mode} decides the conversion; direction/charge_unit (${[inp.direction, inp.charge_unit].filter(Boolean).join(', ')}) disagree and were ignored.`, 'Send either mode, or direction with charge_unit.', 'info'));
    }
    const toVolts = mode.startsWith('ev-');
    const chargeInCoulomb = mode.endsWith('-c');

    // The quantity converted: its canonical field, else the shorthand a.
    const field = toVolts ? 'energy_eV' : 'voltage_V';
    const value = pick(inp[field], inp.a, field, 'a', warnings);
    if (value === undefined) {
      return missing(field, `Mode ${mode} (${MODE_LABELS[mode]}) needs ${field}.`, `Give ${field} in ${toVolts ? 'eV' : 'V'} (or a).`);
    }
    warnings.push(...unusedInputsWarning(inp, [toVolts ? 'voltage_V' : 'energy_eV'], `in mode ${mode} (${MODE_LABELS[mode]})`));

    const chargeField = inp.charge_value === undefined && inp.b !== undefined ? 'b' : 'charge_value';
    const givenCharge = pick(inp.charge_value, inp.b, 'charge_value', 'b', warnings);
    let charge_e: number;
    let charge_C: number;
    if (givenCharge === undefined) {
      charge_e = 1;
      charge_C = ELEMENTARY_CHARGE_C;
    } else {
      if (givenCharge < 0) {
        warnings.push(warning('CHARGE_SIGN_IGNORED', `${chargeField} = ${formatNumber(givenCharge)}: the charge is a magnitude, so ${formatNumber(-givenCharge)} was used.`, 'Give the charge without a sign; the sign of the energy follows the voltage.', 'info'));
      }
      const magnitude = Math.abs(givenCharge);
      charge_e = chargeInCoulomb ? magnitude / ELEMENTARY_CHARGE_C : magnitude;
      charge_C = chargeInCoulomb ? magnitude : magnitude * ELEMENTARY_CHARGE_C;
    }

    if (toVolts) {
      if (charge_e === 0) {
        return fail('ZERO_CHARGE', chargeField, `V = E / Q: ${formatNumber(value)} eV cannot be given to a charge of 0.`, `Give the charge magnitude in ${chargeInCoulomb ? 'C' : 'e'}, e.g. 1 for one ${chargeInCoulomb ? 'coulomb' : 'electron'}.`);
      }
      const voltage_V = value / charge_e;
      return ok(
        { mode, energy_eV: value, energy_J: value * ELEMENTARY_CHARGE_C, voltage_V, charge_e, charge_C },
        { formula: FORMULAS.toVolts, warnings, unit: 'V', formatted: `${formatNumber(voltage_V)} V` },
      );
    }
    const energy_eV = value * charge_e;
    return ok(
      { mode, energy_eV, energy_J: value * charge_C, voltage_V: value, charge_e, charge_C },
      { formula: FORMULAS.toEv, warnings, unit: 'eV', formatted: `${formatNumber(energy_eV)} eV` },
    );
  },
});

/** True when direction and charge_unit, where given, say the same as mode. */
function sameParts(mode: Mode, direction?: string, chargeUnit?: string): boolean {
  const dirOk = direction === undefined || (direction === 'ev-to-v') === mode.startsWith('ev-');
  const unitOk = chargeUnit === undefined || (chargeUnit === 'C') === mode.endsWith('-c');
  return dirOk && unitOk;
}

/** The canonical field's value, else the shorthand's; both given → the canonical one, with an info warning. */
function pick(canonical: number | undefined, shorthand: number | undefined, name: string, shortName: string, warnings: Warning[]): number | undefined {
  if (canonical !== undefined && shorthand !== undefined) {
    warnings.push(warning('DUPLICATE_INPUT_IGNORED', `${shortName} is shorthand for ${name}; the value of ${name} was used.`, `Send only ${name}.`, 'info'));
  }
  return canonical ?? shorthand;
}
