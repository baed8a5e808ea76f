// Amps to volts: the voltage from a current and either a resistance (Ohm's law,
// V = I × R) or a power (V = P / (k × I × PF) for a DC, single-phase or
// three-phase system); plus the two reverse modes that give the current from a
// voltage and a resistance or a power.
import * as z from 'zod/mini';
import type { Warning } from '../core/contract.ts';
import { defineEngine } from '../core/contract.ts';
import { ok } from '../core/outcome.ts';
import { formatQuantity } from '../core/numeric.ts';
import {
  NUMBER_CONVENTIONS,
  PHASE_CONVENTIONS,
  PHASES,
  PHASE_SYNONYMS,
  POWER_FACTOR_CONVENTIONS,
  divisorText,
  phaseField,
  phaseOptions,
  phaseTabs,
  phaseProduct,
  phaseQuotient,
  powerFactorField,
  powerFactorIgnored,
  resolvePowerFactor,
  voltageGuard,
  zeroDivisorGuard,
} from './_lib/phase-power.ts';
import { canonicalChoices, magnitude, nonNegativeGuard, requiredGuard, synonymsOf } from './_lib/power-inputs.ts';

const MODES = ['current-resistance', 'current-power', 'voltage-resistance', 'voltage-power'] as const;
const MODE_SYNONYMS = synonymsOf(MODES, {
  resistance: 'current-resistance',
  ohms: 'current-resistance',
  'i-r': 'current-resistance',
  ir: 'current-resistance',
  power: 'current-power',
  watts: 'current-power',
  'i-p': 'current-power',
  ip: 'current-power',
  'v-r': 'voltage-resistance',
  vr: 'voltage-resistance',
  'v-p': 'voltage-power',
  vp: 'voltage-power',
});

const input = z.object({
  mode: z._default(z.enum(MODES), 'current-resistance'),
  current: z.optional(magnitude('Current I in A (line current for three-phase), ≥ 0')),
  resistance: z.optional(magnitude('Resistance R in Ω, ≥ 0')),
  power: z.optional(magnitude('Real power P in W, ≥ 0')),
  voltage: z.optional(z.number().check(z.meta({ description: 'Voltage V in V (line-to-line for three-phase), > 0' }))),
  system: phaseField(PHASES),
  power_factor: powerFactorField,
});

const output = z.strictObject({
  value: z.number(),
  mode: z.enum(MODES),
  V: z.number(),
  I: z.number(),
  P: z.number(),
  R: z.optional(z.number()),
  S: z.optional(z.number()),
  system: z.optional(z.enum(PHASES)),
  power_factor: z.optional(z.number()),
});

const RESISTANCE_MODE_NOTE = 'uses Ohm\'s law, where the resistance already fixes the real power';

export const engine = defineEngine({
  id: 'amps-volts',
  area: 'electrical',
  title: 'Amps to volts',
  description: 'Voltage from current and resistance (V = I × R) or from current and power (V = P / I for DC, P / (I × PF) single-phase, P / (√3 × I × PF) three-phase); the reverse modes give the current from volts and ohms or volts and watts.',
  keywords: ['amps to volts', 'A to V', 'current to voltage', 'volts from amps and ohms', 'volts from watts and amps', 'ohms law', 'volts to amps'],
  capability_id: 'electrical.amps_to_volts',
  version: '1.4.2',
  tools: [{ id: 'amps-to-volts', page: 'electric' }],
  input,
  output,
  inputAliases: { I: 'current', R: 'resistance', P: 'power', V: 'voltage', pf: 'power_factor', phase: 'system', circuit: 'system' },
  prepare: canonicalChoices({ mode: MODE_SYNONYMS, system: PHASE_SYNONYMS }),
  unit: 'V',
  errors: [
    'CURRENT_MUST_BE_NONNEGATIVE',
    'CURRENT_MUST_BE_NONZERO',
    'RESISTANCE_MUST_BE_NONNEGATIVE',
    'RESISTANCE_MUST_BE_NONZERO',
  ],
  warnings: ['POWER_FACTOR_IGNORED'],
  formula: { id: 'amps-volts.current-resistance', expression: 'V = I × R', label: 'Volts from amps and ohms' },
  assumptions: [
    PHASE_CONVENTIONS,
    POWER_FACTOR_CONVENTIONS,
    'Modes: current-resistance (current, resistance → V = I × R, P = I² × R); current-power (current, power, system → V = P / (k × I × PF)); voltage-resistance (voltage, resistance → I = V / R); voltage-power (voltage, power, system → I = P / (k × V × PF)).',
    'Power modes need the system (dc, single or three-phase line-to-line). AC requires power_factor in (0, 1] (MISSING_REQUIRED_INPUT otherwise); DC must omit it: a power_factor sent with DC, or with a resistance mode, is ignored with warning POWER_FACTOR_IGNORED.',
    'A zero divisor: current 0 with power > 0 gives CURRENT_MUST_BE_NONZERO, resistance 0 with a voltage gives RESISTANCE_MUST_BE_NONZERO, 0 ÷ 0 gives UNDEFINED. Voltage must be > 0 (VOLTAGE_MUST_BE_POSITIVE).',
    NUMBER_CONVENTIONS,
  ],
  ui: {
    fields: {
      mode: {
        label: 'Known values',
        unit: '',
        kind: 'select',
        options: [
          { value: 'current-resistance', label: 'Amps and ohms → volts' },
          { value: 'current-power', label: 'Amps and watts → volts' },
          { value: 'voltage-resistance', label: 'Volts and ohms → amps' },
          { value: 'voltage-power', label: 'Volts and watts → amps' },
        ],
      },
      system: { label: 'System (power modes)', unit: '', kind: 'select', options: phaseOptions() },
      current: { label: 'Current', unit: 'A' },
      voltage: { label: 'Voltage (line-to-line for three-phase)', unit: 'V' },
      resistance: { label: 'Resistance', unit: 'Ω' },
      power: { label: 'Real power', unit: 'W' },
      power_factor: { label: 'Power factor (0–1, AC only)', unit: '', step: 0.01, min: 0, max: 1 },
    },
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'current-resistance', label: 'Amps & ohms', fields: ['current', 'resistance'] },
          { value: 'current-power', label: 'Amps & watts', fields: ['system', 'current', 'power', 'power_factor'] },
          { value: 'voltage-resistance', label: 'Volts & ohms', fields: ['voltage', 'resistance'] },
          { value: 'voltage-power', label: 'Volts & watts', fields: ['system', 'voltage', 'power', 'power_factor'] },
        ],
      },
      phaseTabs('system', ['current', 'voltage', 'power'], 'power_factor'),
    ],
    initial: { mode: 'current-resistance', current: 2, resistance: 6 },
    headline: 'value',
    outputs: {
      value: { label: 'Voltage or current (by mode)' },
      V: { label: 'Voltage', unit: 'V' },
      I: { label: 'Current', unit: 'A' },
      P: { label: 'Real power', unit: 'W' },
      R: { label: 'Load resistance', unit: 'Ω' },
      S: { label: 'Apparent power', unit: 'VA' },
    },
  },
  examples: [
    {
      name: '2 A through 6 Ω',
      inputs: { mode: 'current-resistance', current: 2, resistance: 6 },
      expect: { status: 'success', values: { value: 12, V: 12, P: 24 } },
      source: 'Exact arithmetic, Ohm\'s law V = I × R = 2 × 6 = 12 V (the spec\'s ohms-law vector: 12 V across 6 Ω gives 2 A and 24 W).',
    },
    {
      name: 'DC: 60 W at 5 A',
      inputs: { mode: 'current-power', system: 'dc', current: 5, power: 60 },
      expect: { status: 'success', values: { value: 12, R: 2.4 } },
      source: 'Exact arithmetic: V = P / I = 60 / 5 = 12 V; R = V / I = 2.4 Ω.',
    },
    {
      name: 'Three-phase: 30 kW at 51 A, PF 0.85',
      inputs: { mode: 'current-power', system: 'three', current: 51, power: 30000, power_factor: 0.85 },
      expect: { status: 'success', values: { value: 400 }, rel: 2e-3 },
      source: 'Energy Academy UK, "Power in Three-Phase Systems", example 2 (30 kW motor at 400 V, PF 0.85 draws ≈ 51 A), solved for V: 30000 / (√3 × 51 × 0.85) = 399.6 V.',
    },
    {
      name: 'Volts and ohms to amps: 12 V across 6 Ω',
      inputs: { mode: 'voltage-resistance', voltage: 12, resistance: 6 },
      expect: { status: 'success', values: { value: 2, I: 2, P: 24 } },
      source: 'Spec conformance vector "ohms law from V and R": 12 V and 6 Ω give I = 2 A, P = 24 W.',
    },
    {
      name: 'AC without a power factor',
      inputs: { mode: 'current-power', system: 'single', current: 5, power: 1000 },
      expect: { status: 'error', code: 'MISSING_REQUIRED_INPUT' },
      source: 'Spec (input summary): AC requires power_factor.',
    },
    {
      name: 'DC with a power factor: ignored with a warning',
      inputs: { mode: 'current-power', system: 'dc', current: 5, power: 60, power_factor: 0.8 },
      expect: { status: 'success', code: 'POWER_FACTOR_IGNORED', values: { value: 12 } },
      source: 'Spec (input summary, Codes): DC must omit PF; REST ignores it and adds warning POWER_FACTOR_IGNORED.',
    },
    {
      name: 'Power with zero current',
      inputs: { mode: 'current-power', system: 'dc', current: 0, power: 60 },
      expect: { status: 'error', code: 'CURRENT_MUST_BE_NONZERO' },
      source: 'Spec (Errors, Codes): watts path V = P/I with P > 0 and I = 0 gives CURRENT_MUST_BE_NONZERO.',
    },
    {
      name: 'Voltage across zero ohms',
      inputs: { mode: 'voltage-resistance', voltage: 12, resistance: 0 },
      expect: { status: 'error', code: 'RESISTANCE_MUST_BE_NONZERO' },
      source: 'Spec (Errors, Codes): ohms reverse I = V/R with V ≠ 0 and R = 0 gives RESISTANCE_MUST_BE_NONZERO.',
    },
  ],
  limitations: ['Balanced three-phase with line-to-line voltage only; sinusoidal waveforms; resistance modes treat R as a resistance (no reactance: use the power modes with a PF for AC loads).'],
  compute(inp) {
    const { mode } = inp;
    const byResistance = mode === 'current-resistance' || mode === 'voltage-resistance';
    const knowsCurrent = mode === 'current-resistance' || mode === 'current-power';
    const known = [knowsCurrent ? 'current' : 'voltage', byResistance ? 'resistance' : 'power', ...(byResistance ? [] : ['system'])];
    const missing = requiredGuard(inp, known, `mode ${mode}`);
    if (missing) return missing;
    const bad =
      (knowsCurrent ? nonNegativeGuard(inp.current!, 'current', 'current', 'A') : voltageGuard(inp.voltage!, 'voltage')) ??
      (byResistance ? nonNegativeGuard(inp.resistance!, 'resistance', 'resistance', 'Ω') : nonNegativeGuard(inp.power!, 'power', 'power', 'W'));
    if (bad) return bad;

    if (byResistance) {
      const warnings: Warning[] = inp.power_factor === undefined ? [] : [powerFactorIgnored('power_factor', inp.power_factor, `mode ${mode} ${RESISTANCE_MODE_NOTE}`)];
      const R = inp.resistance!;
      if (knowsCurrent) {
        const I = inp.current!;
        const V = I * R;
        return ok({ value: V, mode, V, I, P: I * I * R, R }, { warnings, unit: 'V', formatted: formatQuantity(V, 'V'), formula: { id: 'amps-volts.current-resistance', expression: 'V = I × R', label: 'Volts from amps and ohms' } });
      }
      const V = inp.voltage!;
      const zero = zeroDivisorGuard(V, R, { numerator: 'voltage', divisor: 'resistance' }, 'resistance');
      if (zero) return zero;
      const I = V / R;
      return ok({ value: I, mode, V, I, P: (V * V) / R, R }, { warnings, unit: 'A', formatted: formatQuantity(I, 'A'), formula: { id: 'amps-volts.voltage-resistance', expression: 'I = V / R', label: 'Amps from volts and ohms' } });
    }

    const system = inp.system!;
    const pf = resolvePowerFactor(system, inp.power_factor, { field: 'power_factor', required: true });
    if (!pf.ok) return pf.outcome;
    const P = inp.power!;
    const ac = system !== 'dc';
    let V: number;
    let I: number;
    if (knowsCurrent) {
      I = inp.current!;
      const zero = zeroDivisorGuard(P, I, { numerator: 'power', divisor: 'current' }, 'current');
      if (zero) return zero;
      V = phaseQuotient(P, I, system, pf.pf);
    } else {
      V = inp.voltage!;
      I = phaseQuotient(P, V, system, pf.pf);
    }
    const value = knowsCurrent ? V : I;
    const unit = knowsCurrent ? 'V' : 'A';
    return ok(
      {
        value,
        mode,
        V,
        I,
        P,
        // A DC load's resistance follows from V and I; an AC load has an impedance, which P and PF alone do not split.
        ...(ac ? { S: phaseProduct(V, I, system, 1) } : I > 0 ? { R: V / I } : {}),
        system,
        ...(ac ? { power_factor: pf.pf } : {}),
      },
      {
        warnings: pf.warnings,
        unit,
        formatted: formatQuantity(value, unit),
        formula: knowsCurrent
          ? { id: `amps-volts.current-power.${system}`, expression: `V = P / ${divisorText(system, ['I'])}`, label: 'Volts from amps and watts' }
          : { id: `amps-volts.voltage-power.${system}`, expression: `I = P / ${divisorText(system, ['V'])}`, label: 'Amps from volts and watts' },
      },
    );
  },
});
