// Watts to amps and amps to watts for DC, single-phase and three-phase
// (line-to-line) circuits: I = P / (k × V × PF) and P = k × V × I × PF.
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { ok } from '../core/outcome.ts';
import { formatQuantity } from '../core/numeric.ts';
import {
  NUMBER_CONVENTIONS,
  PHASE_CONVENTIONS,
  PHASES,
  PHASE_SYNONYMS,
  POWER_FACTOR_CONVENTIONS,
  productText,
  divisorText,
  phaseField,
  phaseOptions,
  phaseTabs,
  phaseOrDefault,
  phaseProduct,
  phaseQuotient,
  powerFactorField,
  resolvePowerFactor,
  voltageGuard,
} from './_lib/phase-power.ts';
import { canonicalChoices, magnitude, nonNegativeGuard, synonymsOf } from './_lib/power-inputs.ts';

const DIRS = ['watts-to-amps', 'amps-to-watts'] as const;
const DIR_SYNONYMS = synonymsOf(DIRS, {
  'w-a': 'watts-to-amps',
  w2a: 'watts-to-amps',
  'w-to-a': 'watts-to-amps',
  forward: 'watts-to-amps',
  'a-w': 'amps-to-watts',
  a2w: 'amps-to-watts',
  'a-to-w': 'amps-to-watts',
  reverse: 'amps-to-watts',
});

const input = z.object({
  dir: z._default(z.enum(DIRS), 'watts-to-amps'),
  powerOrCurrent: magnitude('Power P in W (watts-to-amps) or current I in A (amps-to-watts), ≥ 0'),
  volts: z.number().check(z.meta({ description: 'Voltage in V (line-to-line for three-phase), > 0' })),
  circuit: phaseField(PHASES),
  pf: powerFactorField,
});

const output = z.strictObject({
  value: z.number(),
  dir: z.enum(DIRS),
  P: z.number(),
  I: z.number(),
  V: z.number(),
  S: z.optional(z.number()),
  circuit: z.enum(PHASES),
  pf: z.number(),
});

export const engine = defineEngine({
  id: 'watts-amps',
  area: 'electrical',
  title: 'Watts to amps',
  description: 'Convert watts to amps (or amps to watts) for DC, single-phase AC and three-phase AC with line-to-line voltage: I = P / V, P / (V × PF) or P / (√3 × V × PF).',
  keywords: ['watts to amps', 'W to A', 'amps to watts', 'A to W', 'power to current', 'current draw', 'how many amps', 'three phase amps'],
  capability_id: 'electrical.watts_amps',
  version: '1.4.1',
  tools: [{ id: 'watts-to-amps', page: 'electric' }],
  input,
  output,
  inputAliases: { power_factor: 'pf', phase: 'circuit' },
  prepare: canonicalChoices({ dir: DIR_SYNONYMS, circuit: PHASE_SYNONYMS }),
  unit: 'A',
  errors: ['POWER_FACTOR_OUT_OF_RANGE', 'POWER_MUST_BE_NONNEGATIVE', 'VOLTAGE_MUST_BE_POSITIVE'],
  warnings: ['POWER_FACTOR_ASSUMED', 'POWER_FACTOR_IGNORED'],
  formula: { id: 'watts-amps.watts-to-amps', expression: 'I = P / (k × V × PF) (k = √3 three-phase, else 1)', label: 'Current from power' },
  assumptions: [
    PHASE_CONVENTIONS,
    POWER_FACTOR_CONVENTIONS,
    'dir watts-to-amps: powerOrCurrent is the real power P in W and the result the line current in A; dir amps-to-watts: powerOrCurrent is the current in A and the result the real power in W. volts must be > 0.',
    'Circuit omitted: single-phase when a PF is given, otherwise DC (the two agree at PF 1). AC with PF left blank uses PF = 1 (resistive load; the lowest possible current) and says so (warning POWER_FACTOR_ASSUMED).',
    NUMBER_CONVENTIONS,
  ],
  ui: {
    fields: {
      dir: {
        label: 'Convert',
        unit: '',
        kind: 'select',
        options: [
          { value: 'watts-to-amps', label: 'Watts → amps' },
          { value: 'amps-to-watts', label: 'Amps → watts' },
        ],
      },
      circuit: { label: 'Circuit', unit: '', kind: 'select', options: phaseOptions() },
      powerOrCurrent: { label: 'Power (W) or current (A)', unit: 'W or A' },
      volts: { label: 'Voltage (line-to-line for three-phase)', unit: 'V' },
      pf: { label: 'Power factor (0–1)', unit: '', step: 0.01, min: 0, max: 1 },
    },
    tabs: [
      {
        field: 'dir',
        tabs: [
          { value: 'watts-to-amps', label: 'Watts → amps', fields: ['circuit', 'powerOrCurrent', 'volts', 'pf'] },
          { value: 'amps-to-watts', label: 'Amps → watts', fields: ['circuit', 'powerOrCurrent', 'volts', 'pf'] },
        ],
      },
      phaseTabs('circuit', ['powerOrCurrent', 'volts'], 'pf'),
    ],
    initial: { dir: 'watts-to-amps', circuit: 'single', powerOrCurrent: 1500, volts: 120, pf: 1 },
    headline: 'value',
    outputs: {
      value: { label: 'Current or power (by direction)' },
      P: { label: 'Real power', unit: 'W' },
      I: { label: 'Current (line current for three-phase)', unit: 'A' },
      V: { label: 'Voltage (line-to-line for three-phase)', unit: 'V' },
      S: { label: 'Apparent power', unit: 'VA' },
    },
  },
  examples: [
    {
      name: '1500 W heater on 120 V',
      inputs: { dir: 'watts-to-amps', circuit: 'single', powerOrCurrent: 1500, volts: 120, pf: 1 },
      expect: { status: 'success', values: { value: 12.5, I: 12.5, S: 1500 }, rel: 1e-12 },
      source: 'Exact arithmetic: I = P / (V × PF) = 1500 / 120 = 12.5 A (Hughes, Electrical and Electronic Technology, 10th ed., power in AC circuits).',
    },
    {
      name: '30 kW three-phase motor on 400 V at PF 0.85',
      inputs: { dir: 'watts-to-amps', circuit: 'three', powerOrCurrent: 30000, volts: 400, pf: 0.85 },
      expect: { status: 'success', values: { value: 51 }, rel: 2e-3 },
      source: 'Energy Academy UK, "Power in Three-Phase Systems", example 2: I = 30000 / (1.73 × 400 × 0.85) ≈ 51 A (exact 50.94 A).',
    },
    {
      name: '10 A at 230 V, PF 0.8, to watts',
      inputs: { dir: 'amps-to-watts', circuit: 'single', powerOrCurrent: 10, volts: 230, pf: 0.8 },
      expect: { status: 'success', values: { value: 1840, P: 1840, S: 2300 }, rel: 1e-12 },
      source: 'Exact arithmetic: P = V × I × cos φ = 230 × 10 × 0.8 = 1840 W; S = V × I = 2300 VA.',
    },
    {
      name: 'DC: 60 W lamp on 12 V',
      inputs: { dir: 'watts-to-amps', circuit: 'dc', powerOrCurrent: 60, volts: 12 },
      expect: { status: 'success', values: { value: 5 } },
      source: 'Exact arithmetic: I = P / V = 60 / 12 = 5 A.',
    },
    {
      name: 'Zero volts',
      inputs: { dir: 'watts-to-amps', circuit: 'dc', powerOrCurrent: 60, volts: 0 },
      expect: { status: 'error', code: 'VOLTAGE_MUST_BE_POSITIVE' },
      source: 'Spec (Errors, Codes): VOLTAGE_MUST_BE_POSITIVE when the voltage is not > 0.',
    },
    {
      name: 'Power factor 0',
      inputs: { dir: 'watts-to-amps', circuit: 'single', powerOrCurrent: 60, volts: 230, pf: 0 },
      expect: { status: 'error', code: 'POWER_FACTOR_OUT_OF_RANGE' },
      source: 'Spec and DECISIONS.md 3: an explicit PF must lie in (0, 1].',
    },
  ],
  limitations: ['Balanced three-phase with line-to-line voltage only; sinusoidal waveforms; the current is the running current, not a starting or breaker-sizing current.'],
  compute(inp) {
    const circuit = phaseOrDefault(inp.circuit, inp.pf !== undefined);
    const forward = inp.dir === 'watts-to-amps';
    const bad = nonNegativeGuard(inp.powerOrCurrent, 'powerOrCurrent', forward ? 'power' : 'current', forward ? 'W' : 'A') ?? voltageGuard(inp.volts, 'volts');
    if (bad) return bad;
    const pf = resolvePowerFactor(circuit, inp.pf, { field: 'pf' });
    if (!pf.ok) return pf.outcome;
    const V = inp.volts;
    const I = forward ? phaseQuotient(inp.powerOrCurrent, V, circuit, pf.pf) : inp.powerOrCurrent;
    const P = forward ? inp.powerOrCurrent : phaseProduct(I, V, circuit, pf.pf);
    const value = forward ? I : P;
    const unit = forward ? 'A' : 'W';
    return ok(
      { value, dir: inp.dir, P, I, V, ...(circuit === 'dc' ? {} : { S: phaseProduct(I, V, circuit, 1) }), circuit, pf: pf.pf },
      {
        warnings: pf.warnings,
        unit,
        formatted: formatQuantity(value, unit),
        formula: forward
          ? { id: `watts-amps.watts-to-amps.${circuit}`, expression: `I = P / ${divisorText(circuit, ['V'])}`, label: 'Current from power' }
          : { id: `watts-amps.amps-to-watts.${circuit}`, expression: `P = ${productText(circuit, ['V', 'I'])}`, label: 'Power from current' },
      },
    );
  },
});
