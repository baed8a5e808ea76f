// Electric power three ways: from voltage and current (DC, single-phase or
// three-phase line-to-line, with a power factor in [0, 1]), from current and
// resistance (Joule heating I²R), or as the average power of an energy over a
// time (E / Δt). Inputs a and b take their meaning from the mode.
import * as z from 'zod/mini';
import type { EngineError } from '../core/contract.ts';
import { defineEngine } from '../core/contract.ts';
import { fail, ok } from '../core/outcome.ts';
import { formatQuantity } from '../core/numeric.ts';
import {
  NUMBER_CONVENTIONS,
  PHASE_CONVENTIONS,
  PHASES,
  PHASE_SYNONYMS,
  type Phase,
  productText,
  phaseField,
  phaseOptions,
  phaseTabs,
  phaseOrDefault,
  phaseProduct,
  powerFactorIgnored,
  resolvePowerFactor,
  voltageGuard,
} from './_lib/phase-power.ts';
import { canonicalChoice, nonNegativeGuard } from './_lib/power-inputs.ts';
import { own } from '../core/own.ts';

const MODES = ['power-vi', 'power-ir', 'power-energy'] as const;
type Mode = (typeof MODES)[number];

/** The spec's mode aliases; the vi_* ones also fix the phase. */
const MODE_ALIASES: Record<string, { mode: Mode; phase?: Phase }> = {
  vi_dc: { mode: 'power-vi', phase: 'dc' },
  vi_ac_single: { mode: 'power-vi', phase: 'single' },
  vi_ac_three_phase_ll: { mode: 'power-vi', phase: 'three' },
  i2r: { mode: 'power-ir' },
  energy_average: { mode: 'power-energy' },
  vi: { mode: 'power-vi' },
  ir: { mode: 'power-ir' },
  energy: { mode: 'power-energy' },
};

const input = z.object({
  mode: z._default(z.enum(MODES), 'power-vi').check(z.meta({ description: 'Also accepted: vi_dc, vi_ac_single, vi_ac_three_phase_ll (power-vi with that phase), i2r (power-ir), energy_average (power-energy).' })),
  a: z.number().check(z.meta({ description: 'power-vi: voltage V in V (> 0); power-ir: resistance R in Ω (≥ 0); power-energy: energy E in J (≥ 0)' })),
  b: z.number().check(z.meta({ description: 'power-vi and power-ir: current I in A (≥ 0); power-energy: time Δt in s (> 0)' })),
  phase: phaseField(PHASES),
  // The one PF of the batch that admits 0 (DECISIONS.md 3), so it has its own description.
  power_factor: z.optional(z.number().check(z.meta({ description: 'Power factor cos φ, 0 ≤ PF ≤ 1 (V×I mode; blank means 1)' }))),
});

const output = z.strictObject({
  value: z.number(),
  P: z.number(),
  P_kW: z.number(),
  mode: z.enum(MODES),
  V: z.optional(z.number()),
  I: z.optional(z.number()),
  R: z.optional(z.number()),
  E: z.optional(z.number()),
  dt: z.optional(z.number()),
  S: z.optional(z.number()),
  phase: z.optional(z.enum(PHASES)),
  power_factor: z.optional(z.number()),
});

/** Spec mode aliases → canonical mode (and phase); a vi_* alias that contradicts an explicit phase is an error. */
function prepare(raw: Record<string, unknown>): Record<string, unknown> | EngineError {
  const out = { ...raw };
  if (Object.hasOwn(out, 'phase')) out.phase = canonicalChoice(out.phase, PHASE_SYNONYMS);
  const key = typeof out.mode === 'string' ? out.mode.trim().toLowerCase() : out.mode;
  const alias = typeof key === 'string' ? own(MODE_ALIASES, key) : undefined;
  if (typeof key === 'string' && (MODES as readonly string[]).includes(key)) out.mode = key;
  if (!alias) return out;
  out.mode = alias.mode;
  if (alias.phase) {
    const given = out.phase;
    if (given !== undefined && given !== null && String(given).trim() !== '' && given !== alias.phase) {
      return { code: 'INVALID_INPUT', field: 'phase', detail: `mode ${String(raw.mode)} means phase ${alias.phase}, but phase is ${String(given)}.`, suggestion: `Leave phase out, or use mode power-vi with phase ${String(given)}.` };
    }
    out.phase = alias.phase;
  }
  return out;
}

export const engine = defineEngine({
  id: 'electric-power',
  area: 'electrical',
  title: 'Electric power (P = V × I, I²R, E / t)',
  description: 'Electric power in watts from voltage and current (DC, single-phase or three-phase line-to-line with power factor), from current and resistance (P = I²R), or as average power from energy and time (P = E / Δt).',
  keywords: ['electric power', 'power calculator', 'watts', 'P = VI', 'P = I^2 R', 'I squared R', 'joule heating', 'average power', 'energy over time', 'power formula'],
  capability_id: 'electrical.power',
  version: '1.3.0',
  tools: [{ id: 'power', page: 'electric' }],
  input,
  output,
  inputAliases: { V: 'a', R: 'a', E: 'a', I: 'b', dt: 'b', 'Δt': 'b', t: 'b', pf: 'power_factor' },
  prepare,
  unit: 'W',
  errors: [
    'CURRENT_MUST_BE_NONNEGATIVE',
    'POWER_FACTOR_OUT_OF_RANGE',
    'TIME_MUST_BE_POSITIVE',
    'VOLTAGE_MUST_BE_POSITIVE',
  ],
  warnings: ['POWER_FACTOR_IGNORED'],
  formula: { id: 'electric-power.power-vi', expression: 'P = k × V × I × PF (k = √3 three-phase, else 1)', label: 'Power from voltage and current' },
  assumptions: [
    PHASE_CONVENTIONS,
    'Modes: power-vi (aliases vi_dc, vi_ac_single, vi_ac_three_phase_ll, which also set the phase): a = V (> 0), b = I; power-ir (alias i2r): a = R in Ω, b = I, P = I² × R (Joule\'s first law); power-energy (alias energy_average): a = E in J, b = Δt in s (> 0), P = E / Δt (average power). a also accepts the names V, R, E and b the names I, dt, Δt, t.',
    'power-vi: power_factor (alias pf) must lie in [0, 1]; 0 is valid (purely reactive load, P = 0) and blank means 1 (DECISIONS.md 3). Phase omitted: single-phase when power_factor is given, otherwise DC. A power_factor sent with DC, I²R or energy is ignored with warning POWER_FACTOR_IGNORED.',
    'Currents, resistances and energies are non-negative magnitudes; V must be > 0 (VOLTAGE_MUST_BE_POSITIVE) and Δt > 0 (TIME_MUST_BE_POSITIVE).',
    NUMBER_CONVENTIONS,
  ],
  ui: {
    fields: {
      mode: {
        label: 'Calculate from',
        unit: '',
        kind: 'select',
        options: [
          { value: 'power-vi', label: 'Voltage × current' },
          { value: 'power-ir', label: 'Current² × resistance' },
          { value: 'power-energy', label: 'Energy ÷ time' },
        ],
      },
      phase: { label: 'Circuit (V × I only)', unit: '', kind: 'select', options: phaseOptions() },
      a: { label: 'Voltage V, resistance R or energy E', unit: 'V, Ω or J' },
      b: { label: 'Current I or time Δt', unit: 'A or s' },
      power_factor: { label: 'Power factor (0–1, blank = 1)', unit: '', step: 0.01, min: 0, max: 1 },
    },
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'power-vi', label: 'V × I', fields: ['phase', 'a', 'b', 'power_factor'] },
          { value: 'power-ir', label: 'I² × R', fields: ['a', 'b'] },
          { value: 'power-energy', label: 'E ÷ t', fields: ['a', 'b'] },
        ],
      },
      phaseTabs('phase', ['a', 'b'], 'power_factor'),
    ],
    initial: { mode: 'power-vi', phase: 'dc', a: 12, b: 2 },
    headline: 'value',
    outputs: {
      value: { label: 'Power', unit: 'W' },
      P: { label: 'Real power', unit: 'W' },
      P_kW: { label: 'Real power', unit: 'kW' },
      V: { label: 'Voltage', unit: 'V' },
      I: { label: 'Current', unit: 'A' },
      R: { label: 'Resistance', unit: 'Ω' },
      E: { label: 'Energy', unit: 'J' },
      dt: { label: 'Time Δt', unit: 's' },
      S: { label: 'Apparent power', unit: 'VA' },
    },
  },
  examples: [
    {
      name: 'DC: 12 V at 2 A',
      inputs: { mode: 'vi_dc', V: 12, I: 2 },
      expect: { status: 'success', values: { value: 24, P: 24 } },
      source: 'Exact arithmetic: P = V × I = 12 × 2 = 24 W (Hughes, Electrical and Electronic Technology, 10th ed., electrical power).',
    },
    {
      name: 'Three-phase 400 V, 20 A, PF 1 (line-to-line)',
      inputs: { mode: 'vi_ac_three_phase_ll', V: 400, I: 20, power_factor: 1 },
      expect: { status: 'success', values: { P: 13856 }, rel: 1e-4 },
      source: 'Engineering ToolBox, "Three-Phase Power Equations", pure resistive load example: √3 × 400 V × 20 A × 1 = 13856 W.',
    },
    {
      name: 'Power factor 0: purely reactive load',
      inputs: { mode: 'power-vi', phase: 'single', a: 230, b: 5, power_factor: 0 },
      expect: { status: 'success', values: { P: 0, S: 1150 } },
      source: 'Spec (input summary, DECISIONS.md 3): power_factor 0 is valid in V×I mode; P = V × I × 0 = 0 W while S = 1150 VA.',
    },
    {
      name: 'I²R: 2 A through 10 Ω',
      inputs: { mode: 'i2r', R: 10, I: 2 },
      expect: { status: 'success', values: { P: 40 } },
      source: 'Exact arithmetic: P = I² × R = 4 × 10 = 40 W (Joule\'s first law).',
    },
    {
      name: 'Average power: 3.6 MJ in one hour',
      inputs: { mode: 'energy_average', E: 3600000, dt: 3600 },
      expect: { status: 'success', values: { P: 1000, P_kW: 1 } },
      source: 'Exact arithmetic: P = E / Δt = 3 600 000 J / 3600 s = 1000 W (1 kWh = 3.6 MJ, BIPM SI Brochure, 9th ed., Table 8).',
    },
    {
      name: 'Zero time',
      inputs: { mode: 'power-energy', a: 1000, b: 0 },
      expect: { status: 'error', code: 'TIME_MUST_BE_POSITIVE' },
      source: 'Spec (input summary): Energy mode needs Δt > 0.',
    },
    {
      name: 'Power factor above 1',
      inputs: { mode: 'power-vi', phase: 'single', a: 230, b: 5, power_factor: 1.5 },
      expect: { status: 'error', code: 'POWER_FACTOR_OUT_OF_RANGE' },
      source: 'Spec (input summary): power_factor in [0, 1] in V×I mode.',
    },
  ],
  limitations: ['Balanced three-phase with line-to-line voltage only; sinusoidal waveforms; P = E / Δt is the average over Δt, not an instantaneous power.'],
  compute(inp) {
    const { a, b } = inp;
    if (inp.mode === 'power-vi') {
      const bad = voltageGuard(a, 'a') ?? nonNegativeGuard(b, 'b', 'current', 'A');
      if (bad) return bad;
      const phase = phaseOrDefault(inp.phase, inp.power_factor !== undefined);
      const pf = resolvePowerFactor(phase, inp.power_factor, { field: 'power_factor', allowZero: true, blankMeansOne: true });
      if (!pf.ok) return pf.outcome;
      const P = phaseProduct(a, b, phase, pf.pf);
      const ac = phase !== 'dc';
      return ok(
        { value: P, P, P_kW: P / 1000, mode: inp.mode, V: a, I: b, ...(ac ? { S: phaseProduct(a, b, phase, 1) } : {}), phase, power_factor: pf.pf },
        { warnings: pf.warnings, formatted: formatQuantity(P, 'W'), formula: { id: `electric-power.power-vi.${phase}`, expression: `P = ${productText(phase, ['V', 'I'])}`, label: 'Power from voltage and current' } },
      );
    }
    const warnings = inp.power_factor === undefined ? [] : [powerFactorIgnored('power_factor', inp.power_factor, `mode ${inp.mode} gives real power directly`)];
    if (inp.mode === 'power-ir') {
      const bad = nonNegativeGuard(a, 'a', 'resistance', 'Ω') ?? nonNegativeGuard(b, 'b', 'current', 'A');
      if (bad) return bad;
      const P = b * b * a;
      return ok(
        { value: P, P, P_kW: P / 1000, mode: inp.mode, I: b, R: a },
        { warnings, formatted: formatQuantity(P, 'W'), formula: { id: 'electric-power.power-ir', expression: 'P = I² × R', label: 'Joule heating' } },
      );
    }
    const bad = nonNegativeGuard(a, 'a', 'energy', 'J');
    if (bad) return bad;
    if (!(b > 0)) return fail('TIME_MUST_BE_POSITIVE', 'b', `Time Δt = ${b} s; average power needs a time above 0 s.`, 'Give b (Δt) in seconds, above 0 (3600 for one hour).');
    const P = a / b;
    return ok(
      { value: P, P, P_kW: P / 1000, mode: inp.mode, E: a, dt: b },
      { warnings, formatted: formatQuantity(P, 'W'), formula: { id: 'electric-power.power-energy', expression: 'P = E / Δt', label: 'Average power' } },
    );
  },
});
