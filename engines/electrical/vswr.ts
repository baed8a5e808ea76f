// VSWR, |Γ|, return loss and mismatch loss from any one of them, or from forward and reflected power.
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { fail, missing, ok } from '../core/outcome.ts';
import { magnitudeFromReturnLoss, magnitudeFromVswr, reflectionMetrics, reflectionOutputHints } from './_lib/rf-complex.ts';
import { dbmToWatts } from './_lib/rf-units.ts';
import * as det from '../core/det-math.ts';

type Mode = 'vswr' | 'gamma' | 'return-loss' | 'powers';

const input = z.object({
  mode: z._default(z.enum(['vswr', 'gamma', 'return-loss', 'powers']), 'return-loss'),
  vswr: z.optional(z.number()),
  gamma: z.optional(z.number()),
  return_loss_db: z.optional(z.number()),
  forward_power: z.optional(z.number()),
  reflected_power: z.optional(z.number()),
  power_unit: z._default(z.enum(['W', 'mW', 'dBm']), 'W'),
});

const nullableNumber = z.nullable(z.number());
const output = z.strictObject({
  vswr: nullableNumber,
  gamma_mag: z.number(),
  return_loss_db: nullableNumber,
  mismatch_loss_db: nullableNumber,
  reflected_power_pct: z.number(),
  transmitted_power_pct: z.number(),
  /** powers mode only. */
  forward_power_w: z.optional(z.number()),
  reflected_power_w: z.optional(z.number()),
  delivered_power_w: z.optional(z.number()),
});

const FORMULAS: Record<Mode, { id: string; expression: string; label: string }> = {
  vswr: { id: 'vswr.from-vswr', expression: '|Γ| = (VSWR − 1) / (VSWR + 1)', label: 'Reflection coefficient from VSWR' },
  gamma: { id: 'vswr.from-gamma', expression: 'VSWR = (1 + |Γ|) / (1 − |Γ|)', label: 'VSWR from reflection coefficient' },
  'return-loss': { id: 'vswr.from-return-loss', expression: '|Γ| = 10^(−RL/20);  VSWR = (1 + |Γ|) / (1 − |Γ|)', label: 'VSWR from return loss' },
  powers: { id: 'vswr.from-powers', expression: '|Γ| = √(P_reflected / P_forward);  VSWR = (1 + |Γ|) / (1 − |Γ|)', label: 'VSWR from forward and reflected power' },
};

/** |Γ| from the input of the chosen mode, or the error explaining why it is impossible. */
function magnitude(inp: z.infer<typeof input>): { mag: number; powers?: { fwd: number; refl: number } } | ReturnType<typeof fail> {
  switch (inp.mode) {
    case 'vswr':
      if (inp.vswr === undefined) return missing('vswr', 'VSWR is required in vswr mode.', 'Give vswr ≥ 1, e.g. 1.5.');
      if (!(inp.vswr >= 1)) return fail('VSWR_MUST_BE_AT_LEAST_1', 'vswr', `VSWR ${inp.vswr} is below 1; VSWR = Vmax/Vmin is at least 1 (1 = matched).`, 'Give vswr ≥ 1, e.g. 1.5 (written 1.5:1).');
      return { mag: magnitudeFromVswr(inp.vswr) };
    case 'gamma':
      if (inp.gamma === undefined) return missing('gamma', '|Γ| is required in gamma mode.', 'Give gamma between 0 and 1, e.g. 0.2.');
      if (!(inp.gamma >= 0 && inp.gamma <= 1)) return fail('GAMMA_MAGNITUDE_OUT_OF_RANGE', 'gamma', `|Γ| = ${inp.gamma} is outside [0, 1]; a passive load reflects at most all of the incident wave.`, 'Give the magnitude of Γ between 0 (matched) and 1 (open/short).');
      return { mag: inp.gamma };
    case 'return-loss':
      if (inp.return_loss_db === undefined) return missing('return_loss_db', 'Return loss is required in return-loss mode.', 'Give return_loss_db ≥ 0, e.g. 20.');
      if (!(inp.return_loss_db >= 0)) return fail('RETURN_LOSS_MUST_BE_NONNEGATIVE', 'return_loss_db', `Return loss ${inp.return_loss_db} dB is negative: that would reflect more power than arrives.`, 'Give return loss as a positive number of dB (S11 = −20 dB means RL = 20 dB).');
      return { mag: magnitudeFromReturnLoss(inp.return_loss_db) };
    case 'powers': {
      if (inp.forward_power === undefined) return missing('forward_power', 'Forward power is required in powers mode.', 'Give forward_power, e.g. 100 (W).');
      if (inp.reflected_power === undefined) return missing('reflected_power', 'Reflected power is required in powers mode.', 'Give reflected_power, e.g. 4 (W).');
      const unit = inp.power_unit;
      const linear = unit !== 'dBm';
      if (linear && !(inp.forward_power > 0)) {
        return fail('POWER_MUST_BE_POSITIVE', 'forward_power', `Forward power ${inp.forward_power} ${unit} is not above 0: no wave travels toward the load.`, `Give forward_power > 0 ${unit}, as read on the meter.`);
      }
      if (linear && inp.reflected_power < 0) {
        return fail('POWER_MUST_BE_NONNEGATIVE', 'reflected_power', `Reflected power ${inp.reflected_power} ${unit} is negative.`, `Give reflected_power ≥ 0 ${unit}.`);
      }
      const toWatts = (v: number) => (linear ? v * (unit === 'mW' ? 1e-3 : 1) : dbmToWatts(v));
      // Ratio in the user's unit, so 100 W / 4 W is exactly 0.04.
      const ratio = linear ? inp.reflected_power / inp.forward_power : det.pow(10, (inp.reflected_power - inp.forward_power) / 10);
      if (ratio > 1) {
        return fail('REFLECTED_POWER_EXCEEDS_FORWARD', 'reflected_power', `Reflected power (${inp.reflected_power} ${unit}) is above forward power (${inp.forward_power} ${unit}).`, 'Check that the meter readings are not swapped: reflected ≤ forward for a passive load.');
      }
      return { mag: Math.sqrt(ratio), powers: { fwd: toWatts(inp.forward_power), refl: toWatts(inp.reflected_power) } };
    }
  }
}

export const engine = defineEngine({
  id: 'vswr',
  area: 'electrical',
  title: 'VSWR, return loss and reflection coefficient calculator',
  description: 'Converts between VSWR, reflection coefficient |Γ| and return loss, and finds VSWR from forward and reflected power readings; also gives mismatch loss and the share of power reflected.',
  keywords: ['VSWR', 'SWR', 'standing wave ratio', 'return loss', 'reflection coefficient', 'gamma', 'S11', 'mismatch loss', 'forward reflected power', 'SWR meter', 'VSWR to return loss'],
  capability_id: 'electrical.rf.vswr',
  version: '1.0.0',
  page: 'electric',
  input,
  output,
  inputAliases: { swr: 'vswr', rl: 'return_loss_db', return_loss: 'return_loss_db' },
  unit: null,
  errors: [
    'GAMMA_MAGNITUDE_OUT_OF_RANGE',
    'POWER_MUST_BE_NONNEGATIVE',
    'POWER_MUST_BE_POSITIVE',
    'REFLECTED_POWER_EXCEEDS_FORWARD',
    'RETURN_LOSS_MUST_BE_NONNEGATIVE',
    'VSWR_MUST_BE_AT_LEAST_1',
  ],
  warnings: ['PERFECT_MATCH', 'TOTAL_REFLECTION'],
  formula: FORMULAS['return-loss'],
  assumptions: [
    'Lossless line, passive load, 0 ≤ |Γ| ≤ 1 (Pozar, Microwave Engineering, 4th ed., eqs. 2.40–2.43): VSWR = (1 + |Γ|)/(1 − |Γ|), RL = −20·log10|Γ| dB, mismatch loss = −10·log10(1 − |Γ|²) dB, reflected power share |Γ|².',
    'Return loss is a positive number of dB (S11 in dB is its negative). Power readings: |Γ| = √(Pr/Pf), both measured at the same point of the line, in W, mW or dBm.',
    'Infinite values are reported as null with an info warning: VSWR and mismatch loss at |Γ| = 1 (TOTAL_REFLECTION), return loss at |Γ| = 0 (PERFECT_MATCH).',
    'IEEE-754 doubles; no rounding.',
  ],
  ui: {
    fields: {
      mode: { label: 'Known quantity', unit: '', kind: 'select', options: [{ value: 'return-loss', label: 'Return loss' }, { value: 'vswr', label: 'VSWR' }, { value: 'gamma', label: 'Reflection coefficient |Γ|' }, { value: 'powers', label: 'Forward and reflected power' }] },
      vswr: { label: 'VSWR', unit: ':1' },
      gamma: { label: 'Reflection coefficient magnitude |Γ|', unit: '—' },
      return_loss_db: { label: 'Return loss', unit: 'dB' },
      forward_power: { label: 'Forward power', unit: 'W / mW / dBm' },
      reflected_power: { label: 'Reflected power', unit: 'W / mW / dBm' },
      power_unit: { label: 'Power unit', unit: '', kind: 'select' },
    },
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'return-loss', label: 'Return loss', fields: ['return_loss_db'] },
          { value: 'vswr', label: 'VSWR', fields: ['vswr'] },
          { value: 'gamma', label: '|Γ|', fields: ['gamma'] },
          { value: 'powers', label: 'Powers', fields: ['forward_power', 'reflected_power', 'power_unit'] },
        ],
      },
    ],
    initial: { mode: 'return-loss', return_loss_db: 20 },
    headline: 'vswr',
    outputs: {
      gamma_mag: { label: 'Reflection coefficient magnitude |Γ|' },
      ...reflectionOutputHints,
      forward_power_w: { label: 'Forward power', unit: 'W' },
      reflected_power_w: { label: 'Reflected power', unit: 'W' },
      delivered_power_w: { label: 'Power delivered to the load', unit: 'W' },
    },
  },
  examples: [
    {
      name: 'VSWR 1.5:1',
      inputs: { mode: 'vswr', vswr: 1.5 },
      expect: { status: 'success', values: { gamma_mag: 0.2, return_loss_db: 13.979400086720377, mismatch_loss_db: 0.17728766960431616, reflected_power_pct: 4 }, rel: 1e-12 },
      source: 'Pozar eq. 2.43 / standard VSWR tables: 1.5:1 ↔ |Γ| = 0.2, RL = 13.98 dB, mismatch loss 0.177 dB, 4 % reflected.',
    },
    {
      name: 'Return loss 20 dB',
      inputs: { mode: 'return-loss', return_loss_db: 20 },
      expect: { status: 'success', values: { gamma_mag: 0.1, vswr: 11 / 9, reflected_power_pct: 1 }, rel: 1e-12 },
      source: 'Exact arithmetic: |Γ| = 10^(−20/20) = 0.1, VSWR = 1.1/0.9 = 1.2222.',
    },
    {
      name: '100 W forward, 4 W reflected',
      inputs: { mode: 'powers', forward_power: 100, reflected_power: 4, power_unit: 'W' },
      expect: { status: 'success', values: { gamma_mag: 0.2, vswr: 1.5, delivered_power_w: 96 }, rel: 1e-12 },
      source: 'ARRL Handbook, transmission lines: |Γ| = √(Pr/Pf) = √0.04 = 0.2, SWR = 1.2/0.8 = 1.5:1.',
    },
    {
      name: '|Γ| = 1/3 (100 Ω on a 50 Ω line)',
      inputs: { mode: 'gamma', gamma: 1 / 3 },
      expect: { status: 'success', values: { vswr: 2, return_loss_db: 9.542425094393248 }, rel: 1e-12 },
      source: 'Exact arithmetic: VSWR = (4/3)/(2/3) = 2, RL = 20·log10 3 = 9.54 dB.',
    },
    {
      name: '|Γ| above 1',
      inputs: { mode: 'gamma', gamma: 1.2 },
      expect: { status: 'error', code: 'GAMMA_MAGNITUDE_OUT_OF_RANGE' },
      source: 'A passive load has |Γ| ≤ 1.',
    },
    {
      name: 'VSWR below 1',
      inputs: { mode: 'vswr', vswr: 0.8 },
      expect: { status: 'error', code: 'VSWR_MUST_BE_AT_LEAST_1' },
      source: 'VSWR = Vmax/Vmin ≥ 1 by definition.',
    },
    {
      name: 'Reflected above forward',
      inputs: { mode: 'powers', forward_power: 10, reflected_power: 12 },
      expect: { status: 'error', code: 'REFLECTED_POWER_EXCEEDS_FORWARD' },
      source: 'A passive load cannot reflect more than it receives.',
    },
  ],
  limitations: ['Magnitudes only (no phase): for complex loads use gamma-z or smith-chart. Line loss between meter and load is not removed (it makes the measured SWR look better).'],
  related: ['attenuator', 'gamma-z'],
  compute(inp) {
    const got = magnitude(inp);
    if ('status' in got) return got;
    const { metrics, warnings } = reflectionMetrics(got.mag);
    const powers = got.powers ? { forward_power_w: got.powers.fwd, reflected_power_w: got.powers.refl, delivered_power_w: got.powers.fwd - got.powers.refl } : {};
    return ok({ ...metrics, ...powers }, { warnings, formula: FORMULAS[inp.mode], formatted: metrics.vswr === null ? 'VSWR = ∞' : `VSWR = ${formatNumber(metrics.vswr, 6)}:1` });
  },
});
