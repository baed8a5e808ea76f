// Apparent power from current and voltage (amps-to-va), or current from
// apparent power (va-to-amps), single-phase or three-phase line-to-line.
// The power factor never changes S; when given it only adds the spec's
// derived.estimated_real_power = S × PF.
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { ok } from '../core/outcome.ts';
import { formatQuantity } from '../core/numeric.ts';
import {
  AC_PHASES,
  NUMBER_CONVENTIONS,
  PHASE_CONVENTIONS,
  PHASE_SYNONYMS,
  productText,
  divisorText,
  phaseField,
  phaseOptions,
  phaseProduct,
  phaseQuotient,
  powerFactorField,
  resolvePowerFactor,
  voltageGuard,
} from './_lib/phase-power.ts';
import { canonicalChoices, magnitude, nonNegativeGuard, synonymsOf } from './_lib/power-inputs.ts';

const MODES = ['amps-to-va', 'va-to-amps'] as const;
const MODE_SYNONYMS = synonymsOf(MODES, {
  'a-va': 'amps-to-va',
  a2va: 'amps-to-va',
  forward: 'amps-to-va',
  'va-a': 'va-to-amps',
  va2a: 'va-to-amps',
  reverse: 'va-to-amps',
});

const input = z.object({
  mode: z._default(z.enum(MODES), 'amps-to-va'),
  primary: magnitude('Current I in A (amps-to-va) or apparent power S in VA (va-to-amps), ≥ 0'),
  volts: z.number().check(z.meta({ description: 'Voltage in V (line-to-line for three-phase), > 0' })),
  phase: phaseField(AC_PHASES),
  power_factor: powerFactorField,
});

const output = z.strictObject({
  value: z.number(),
  mode: z.enum(MODES),
  S: z.number(),
  S_kVA: z.number(),
  I: z.number(),
  V: z.number(),
  phase: z.enum(AC_PHASES),
});

export const engine = defineEngine({
  id: 'amps-va',
  area: 'electrical',
  title: 'Amps to VA (apparent power)',
  description: 'Apparent power in volt-amperes from current and voltage, S = V × I single-phase or √3 × V_LL × I three-phase, or the current from VA. An optional power factor adds the estimated real power S × PF in watts.',
  keywords: ['amps to va', 'A to VA', 'apparent power', 'volt-amperes', 'va to amps', 'kVA', 'amps to kva', 'UPS sizing'],
  capability_id: 'electrical.apparent_power',
  version: '1.4.3',
  tools: [{ id: 'amps-to-va', page: 'electric' }],
  input,
  output,
  inputAliases: { lambda: 'power_factor', pf: 'power_factor' },
  prepare: canonicalChoices({ mode: MODE_SYNONYMS, phase: PHASE_SYNONYMS }),
  unit: 'VA',
  errors: ['CURRENT_MUST_BE_NONNEGATIVE', 'POWER_FACTOR_OUT_OF_RANGE', 'VOLTAGE_MUST_BE_POSITIVE'],
  warnings: [],
  formula: { id: 'amps-va.amps-to-va', expression: 'S = k × V × I (k = √3 three-phase, else 1)', label: 'Apparent power' },
  assumptions: [
    PHASE_CONVENTIONS,
    'mode amps-to-va: primary is the current I in A, result S in VA; mode va-to-amps: primary is S in VA, result I in A. volts must be > 0. Phase omitted means single-phase.',
    'Apparent power does not depend on the power factor. When power_factor (alias lambda) is given it must lie in (0, 1] (else POWER_FACTOR_OUT_OF_RANGE) and the answer adds derived.estimated_real_power = S × PF in W; without it, derived is omitted.',
    NUMBER_CONVENTIONS,
  ],
  ui: {
    fields: {
      mode: {
        label: 'Convert',
        unit: '',
        kind: 'select',
        options: [
          { value: 'amps-to-va', label: 'Amps → VA' },
          { value: 'va-to-amps', label: 'VA → amps' },
        ],
      },
      phase: { label: 'Supply', unit: '', kind: 'select', options: phaseOptions(AC_PHASES) },
      primary: { label: 'Current (A) or apparent power (VA)', unit: 'A or VA' },
      volts: { label: 'Voltage (line-to-line for three-phase)', unit: 'V' },
      power_factor: { label: 'Power factor λ, optional (0–1)', unit: '', step: 0.01, min: 0, max: 1, help: 'Adds the estimated real power in W' },
    },
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'amps-to-va', label: 'Amps → VA', fields: ['phase', 'primary', 'volts', 'power_factor'] },
          { value: 'va-to-amps', label: 'VA → amps', fields: ['phase', 'primary', 'volts', 'power_factor'] },
        ],
      },
      {
        field: 'phase',
        tabs: [
          { value: 'single', label: 'Single-phase', fields: ['primary', 'volts', 'power_factor'] },
          { value: 'three', label: 'Three-phase', fields: ['primary', 'volts', 'power_factor'] },
        ],
      },
    ],
    initial: { mode: 'amps-to-va', phase: 'single', primary: 10, volts: 230 },
    headline: 'value',
    outputs: {
      value: { label: 'Apparent power or current (by mode)' },
      S: { label: 'Apparent power', unit: 'VA' },
      S_kVA: { label: 'Apparent power', unit: 'kVA' },
      I: { label: 'Current', unit: 'A' },
      V: { label: 'Voltage', unit: 'V' },
    },
  },
  examples: [
    {
      name: '10 A at 230 V single-phase',
      inputs: { mode: 'amps-to-va', phase: 'single', primary: 10, volts: 230 },
      expect: { status: 'success', values: { value: 2300, S: 2300, S_kVA: 2.3 }, rel: 1e-12 },
      source: 'Hammond Power Solutions FAQ: single-phase kVA = volts × amps / 1000 = 230 × 10 / 1000 = 2.3 kVA.',
    },
    {
      name: '20 A at 400 V three-phase',
      inputs: { mode: 'amps-to-va', phase: 'three', primary: 20, volts: 400 },
      expect: { status: 'success', values: { S: 13856 }, rel: 1e-4 },
      source: 'Engineering ToolBox, "Three-Phase Power Equations", total power W = √3 × U × I: √3 × 400 × 20 = 13856 VA.',
    },
    {
      name: '10 A at 230 V with λ = 0.8: estimated real power in derived',
      inputs: { mode: 'amps-to-va', phase: 'single', primary: 10, volts: 230, power_factor: 0.8 },
      expect: { status: 'success', values: { S: 2300 }, rel: 1e-12 },
      source: 'Spec (derived): estimated_real_power = S × power factor = 2300 × 0.8 = 1840 W; S unchanged.',
    },
    {
      name: '1500 VA UPS on 120 V: current',
      inputs: { mode: 'va-to-amps', phase: 'single', primary: 1500, volts: 120 },
      expect: { status: 'success', values: { value: 12.5, I: 12.5 }, rel: 1e-12 },
      source: 'Exact arithmetic: I = S / V = 1500 / 120 = 12.5 A.',
    },
    {
      name: 'Power factor above 1',
      inputs: { mode: 'amps-to-va', phase: 'single', primary: 10, volts: 230, power_factor: 1.1 },
      expect: { status: 'error', code: 'POWER_FACTOR_OUT_OF_RANGE' },
      source: 'Spec (Errors, Codes): PF outside (0, 1] gives POWER_FACTOR_OUT_OF_RANGE.',
    },
    {
      name: 'Zero volts',
      inputs: { mode: 'va-to-amps', phase: 'single', primary: 1500, volts: 0 },
      expect: { status: 'error', code: 'VOLTAGE_MUST_BE_POSITIVE' },
      source: 'Spec (Errors, Codes): VOLTAGE_MUST_BE_POSITIVE when the voltage is not > 0.',
    },
  ],
  limitations: ['Balanced three-phase with line-to-line voltage only; sinusoidal RMS values; the estimated real power assumes the given PF holds at this load.'],
  compute(inp) {
    const forward = inp.mode === 'amps-to-va';
    const bad = nonNegativeGuard(inp.primary, 'primary', forward ? 'current' : 'apparent power', forward ? 'A' : 'VA') ?? voltageGuard(inp.volts, 'volts');
    if (bad) return bad;
    const phase = inp.phase ?? 'single';
    let pf: number | undefined;
    if (inp.power_factor !== undefined) {
      const checked = resolvePowerFactor(phase, inp.power_factor, { field: 'power_factor' });
      if (!checked.ok) return checked.outcome;
      pf = checked.pf;
    }
    const V = inp.volts;
    const I = forward ? inp.primary : phaseQuotient(inp.primary, V, phase, 1);
    const S = forward ? phaseProduct(I, V, phase, 1) : inp.primary;
    const value = forward ? S : I;
    const unit = forward ? 'VA' : 'A';
    return ok(
      { value, mode: inp.mode, S, S_kVA: S / 1000, I, V, phase },
      {
        unit,
        formatted: formatQuantity(value, unit),
        ...(pf === undefined ? {} : { derived: { estimated_real_power: S * pf } }),
        formula: forward
          ? { id: `amps-va.amps-to-va.${phase}`, expression: `S = ${productText(phase, ['V', 'I'], false)}`, label: 'Apparent power' }
          : { id: `amps-va.va-to-amps.${phase}`, expression: `I = S / ${divisorText(phase, ['V'], false)}`, label: 'Current from apparent power' },
      },
    );
  },
});
