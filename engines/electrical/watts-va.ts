// Watts to VA and VA to watts through the power factor: S = P / PF, P = S × PF
// (the power triangle), with the reactive power Q = S × sin φ alongside.
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { ok } from '../core/outcome.ts';
import { formatQuantity } from '../core/numeric.ts';
import { NUMBER_CONVENTIONS, resolvePowerFactor } from './_lib/phase-power.ts';
import { canonicalChoices, magnitude, nonNegativeGuard, synonymsOf } from './_lib/power-inputs.ts';
import * as det from '../core/det-math.ts';

const MODES = ['watts-to-va', 'va-to-watts'] as const;
const MODE_SYNONYMS = synonymsOf(MODES, {
  'w-va': 'watts-to-va',
  'p-s': 'watts-to-va',
  forward: 'watts-to-va',
  'va-w': 'va-to-watts',
  's-p': 'va-to-watts',
  reverse: 'va-to-watts',
});

const input = z.object({
  mode: z._default(z.enum(MODES), 'watts-to-va'),
  a: magnitude('Real power P in W (watts-to-va) or apparent power S in VA (va-to-watts), ≥ 0'),
  b: z.number().check(z.meta({ description: 'Power factor cos φ, 0 < PF ≤ 1 (required)' })),
});

const output = z.strictObject({
  value: z.number(),
  mode: z.enum(MODES),
  P: z.number(),
  S: z.number(),
  Q: z.number(),
  P_kW: z.number(),
  S_kVA: z.number(),
  pf: z.number(),
  phi_deg: z.number(),
});

export const engine = defineEngine({
  id: 'watts-va',
  area: 'electrical',
  title: 'Watts to VA',
  description: 'Convert real power in watts to apparent power in volt-amperes with the power factor (S = P / PF), or VA to watts (P = S × PF); also gives the reactive power in var and the phase angle.',
  keywords: ['watts to va', 'W to VA', 'va to watts', 'watts to volt-amperes', 'apparent power from real power', 'power triangle', 'UPS VA rating', 'kW to kVA'],
  capability_id: 'electrical.watts_to_va',
  version: '1.3.1',
  tools: [{ id: 'watts-to-va', page: 'electric' }],
  input,
  output,
  inputAliases: { P: 'a', S: 'a', power_factor: 'b', pf: 'b' },
  prepare: canonicalChoices({ mode: MODE_SYNONYMS }),
  unit: 'VA',
  errors: ['POWER_FACTOR_OUT_OF_RANGE', 'POWER_MUST_BE_NONNEGATIVE'],
  warnings: [],
  formula: { id: 'watts-va.watts-to-va', expression: 'S = P / PF', label: 'Apparent power from real power' },
  assumptions: [
    'Power triangle (IEC 60050-131; Hughes, Electrical and Electronic Technology, 10th ed., power in AC circuits): S² = P² + Q², PF = cos φ = P / S. Q = S × sin φ = S × √(1 − PF²) is the magnitude of the reactive power (lagging or leading is not known from PF alone).',
    'mode watts-to-va: a = real power P in W, result S in VA; mode va-to-watts: a = apparent power S in VA, result P in W. a also accepts the names P and S, b the names power_factor and pf.',
    'The power factor b is required and must lie in (0, 1] (POWER_FACTOR_OUT_OF_RANGE otherwise; MISSING_REQUIRED_INPUT when absent). The conversion is the same for single- and three-phase totals.',
    NUMBER_CONVENTIONS,
  ],
  ui: {
    fields: {
      mode: {
        label: 'Convert',
        unit: '',
        kind: 'select',
        options: [
          { value: 'watts-to-va', label: 'Watts → VA' },
          { value: 'va-to-watts', label: 'VA → watts' },
        ],
      },
      a: { label: 'Real power P (W) or apparent power S (VA)', unit: 'W or VA' },
      b: { label: 'Power factor (0–1)', unit: '', step: 0.01, min: 0, max: 1 },
    },
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'watts-to-va', label: 'Watts → VA', fields: ['a', 'b'] },
          { value: 'va-to-watts', label: 'VA → watts', fields: ['a', 'b'] },
        ],
      },
    ],
    initial: { mode: 'watts-to-va', a: 8000, b: 0.8 },
    headline: 'value',
    outputs: {
      value: { label: 'Apparent or real power (by mode)' },
      P: { label: 'Real power', unit: 'W' },
      S: { label: 'Apparent power', unit: 'VA' },
      Q: { label: 'Reactive power', unit: 'var' },
      P_kW: { label: 'Real power', unit: 'kW' },
      S_kVA: { label: 'Apparent power', unit: 'kVA' },
      pf: { label: 'Power factor' },
      phi_deg: { label: 'Phase angle φ', unit: '°' },
    },
  },
  examples: [
    {
      name: '8 kW at PF 0.8 is 10 kVA',
      inputs: { mode: 'watts-to-va', a: 8000, b: 0.8 },
      expect: { status: 'success', values: { value: 10000, S: 10000, Q: 6000, phi_deg: 36.86989764584402 }, rel: 1e-12 },
      source: 'BulkCalculator power-factor worked example (8 kW real power, 10 kVA apparent power, PF 0.8); Q = √(10² − 8²) = 6 kvar by the power triangle (Hughes, Electrical and Electronic Technology, 10th ed.).',
    },
    {
      name: '1500 VA UPS at PF 0.6 delivers 900 W',
      inputs: { mode: 'va-to-watts', a: 1500, b: 0.6 },
      expect: { status: 'success', values: { value: 900, P: 900, Q: 1200 }, rel: 1e-12 },
      source: 'Exact arithmetic: P = S × PF = 1500 × 0.6 = 900 W; Q = √(1500² − 900²) = 1200 var (3-4-5 power triangle).',
    },
    {
      name: 'Power factor missing',
      inputs: { mode: 'watts-to-va', a: 8000 },
      expect: { status: 'error', code: 'MISSING_REQUIRED_INPUT' },
      source: 'Spec (input summary): watts-va requires the power factor.',
    },
    {
      name: 'Power factor as a percentage',
      inputs: { mode: 'watts-to-va', a: 8000, b: 80 },
      expect: { status: 'error', code: 'POWER_FACTOR_OUT_OF_RANGE' },
      source: 'Spec (input summary and Codes): PF required in (0, 1].',
    },
  ],
  limitations: ['Sinusoidal quantities: with harmonic distortion the true PF is below cos φ and S² = P² + Q² no longer holds exactly.'],
  compute(inp) {
    const forward = inp.mode === 'watts-to-va';
    const bad = nonNegativeGuard(inp.a, 'a', forward ? 'power' : 'apparent power', forward ? 'W' : 'VA');
    if (bad) return bad;
    const checked = resolvePowerFactor('single', inp.b, { field: 'b', required: true });
    if (!checked.ok) return checked.outcome;
    const pf = checked.pf;
    const S = forward ? inp.a / pf : inp.a;
    const P = forward ? inp.a : inp.a * pf;
    // √((1 − PF)(1 + PF)) keeps sin φ accurate when PF is close to 1.
    const Q = S * Math.sqrt((1 - pf) * (1 + pf));
    const value = forward ? S : P;
    const unit = forward ? 'VA' : 'W';
    return ok(
      { value, mode: inp.mode, P, S, Q, P_kW: P / 1000, S_kVA: S / 1000, pf, phi_deg: (det.acos(pf) * 180) / Math.PI },
      {
        unit,
        formatted: formatQuantity(value, unit),
        formula: forward
          ? { id: 'watts-va.watts-to-va', expression: 'S = P / PF', label: 'Apparent power from real power' }
          : { id: 'watts-va.va-to-watts', expression: 'P = S × PF', label: 'Real power from apparent power' },
      },
    );
  },
});
