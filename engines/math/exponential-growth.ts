// Exponential growth and decay x(t) = x0 · (1 + r)^t per period, or x0 · e^(r·t)
// continuously, with the doubling time (growth) or half-life (decay).
import * as z from 'zod/mini';
import type { Warning } from '../core/contract.ts';
import { defineEngine } from '../core/contract.ts';
import { fail, isOutcome, ok, warning } from '../core/outcome.ts';
import { formatNumber } from '../core/numeric.ts';
import { finalDouble, Real, real, toDouble, type Real as RealT } from './_lib/real-decimal.ts';
import { power } from './_lib/real-powers.ts';

const MODELS = ['periodic', 'continuous'] as const;

const input = z.object({ x0: z.number(), ratePct: z.number(), t: z.number(), model: z.optional(z.enum(MODELS)) });
const output = z.strictObject({
  model: z.enum(MODELS),
  value: z.number(),
  x0: z.number(),
  ratePct: z.number(),
  t: z.number(),
  /** x(t) / x0. */
  factor: z.number(),
  /** x(t) − x0. */
  change: z.number(),
  /** The rate of the other model that gives the same growth (continuous ↔ per period), in %. */
  equivalent_rate_pct: z.number(),
  /** Periods to double (rate > 0) or to halve (rate < 0). */
  doubling_time: z.optional(z.number()),
  half_life: z.optional(z.number()),
});

const FORMULAS = {
  periodic: { id: 'exponential-growth.periodic', expression: 'x(t) = x0 · (1 + r/100)^t', label: 'Growth compounded once per period' },
  continuous: { id: 'exponential-growth.continuous', expression: 'x(t) = x0 · e^(r·t/100)', label: 'Continuous growth' },
};

export const engine = defineEngine({
  id: 'exponential-growth',
  area: 'math',
  title: 'Exponential growth and decay',
  description: 'Value after t periods of exponential growth or decay at a percentage rate per period, compounded per period or continuously, with the growth factor, doubling time or half-life.',
  keywords: ['exponential growth', 'exponential decay', 'growth rate', 'population growth', 'doubling time', 'half-life', 'continuous growth', 'x0 e^rt', 'compound growth', 'decay rate', 'double every', 'doubles every', 'doubling', 'bacteria', 'grows by', 'how many after'],
  capability_id: 'math.exponential_growth',
  version: '1.0.0',
  page: 'math',
  input,
  output,
  errors: ['RATE_MUST_EXCEED_MINUS_100'],
  warnings: ['DOUBLING_TIME_OUT_OF_RANGE', 'UNDERFLOW_TO_ZERO'],
  formula: FORMULAS.periodic,
  assumptions: [
    'x0 is the value at t = 0; ratePct is the growth rate in percent per period (negative for decay); t counts periods in the same time unit as the rate (fractional and negative t allowed: negative t goes back in time).',
    'periodic (default): x(t) = x0 · (1 + ratePct/100)^t, which needs ratePct > −100 (RATE_MUST_EXCEED_MINUS_100). continuous: x(t) = x0 · e^(ratePct/100 · t), any rate.',
    'doubling_time = ln 2 / ln(1 + r) (periodic) or ln 2 / r (continuous) for r > 0; half_life the same with |…| for r < 0; neither for r = 0, and neither (info warning DOUBLING_TIME_OUT_OF_RANGE) when it exceeds the largest JSON number. equivalent_rate_pct converts between the models: 100·ln(1 + r) for periodic, 100·(e^r − 1) for continuous.',
    'decimal.js at 40 significant digits from the inputs as typed, each result rounded once to the nearest double; whole periods are exact powers, and rates below 1e-18 % use ln(1 + r) = r − r²/2 so they are not lost.',
  ],
  unit: null,
  ui: {
    fields: {
      x0: { label: 'Initial value x0' },
      ratePct: { label: 'Growth rate per period (negative for decay)', unit: '%' },
      t: { label: 'Time t', unit: 'periods' },
      model: { label: 'Model', blank: 'periodic', options: [{ value: 'periodic', label: 'Compounded each period' }, { value: 'continuous', label: 'Continuous (e^rt)' }] },
    },
    initial: { x0: 1000, ratePct: 5, t: 10, model: 'periodic' },
    headline: 'value',
    outputs: {
      value: { label: 'Value x(t)' },
      factor: { label: 'Growth factor x(t) / x0' },
      change: { label: 'Change x(t) − x0' },
      equivalent_rate_pct: { label: 'Equivalent rate of the other model', unit: '%' },
      doubling_time: { label: 'Doubling time', unit: 'periods' },
      half_life: { label: 'Half-life', unit: 'periods' },
    },
  },
  examples: [
    {
      name: '1000 growing 5 % per period for 10 periods',
      inputs: { x0: 1000, ratePct: 5, t: 10 },
      expect: { status: 'success', values: { value: 1628.8946267774413, factor: 1.6288946267774413, doubling_time: 14.206699082890474 }, rel: 1e-14 },
      source: 'Exact arithmetic: 1.05¹⁰ = 1.62889462677744140625; doubling time ln 2 / ln 1.05 = 14.2066990828904741… periods (mathjs BigNumber; the rule of 72 estimates 72/5 = 14.4).',
    },
    {
      name: '100 growing continuously at 10 % for 5 periods',
      inputs: { x0: 100, ratePct: 10, t: 5, model: 'continuous' },
      expect: { status: 'success', values: { value: 164.87212707001282, equivalent_rate_pct: 10.517091807564762, doubling_time: 6.931471805599453 }, rel: 1e-14 },
      source: 'x = 100·e^0.5 with e^0.5 = 1.64872127070012814684…, 100·(e^0.1 − 1) = 10.5170918075647624… (mathjs BigNumber); doubling time ln 2 / 0.1 = 10·ln 2 (OEIS A002162).',
    },
    {
      name: 'Decay by 50 % per period: half-life 1',
      inputs: { x0: 80, ratePct: -50, t: 3 },
      expect: { status: 'success', values: { value: 10, half_life: 1, change: -70 } },
      source: 'Exact arithmetic: 80 · 0.5³ = 10.',
    },
    {
      name: 'Rate of −100 % per period',
      inputs: { x0: 10, ratePct: -100, t: 2 },
      expect: { status: 'error', code: 'RATE_MUST_EXCEED_MINUS_100' },
      source: 'Spec: the periodic model requires ratePct > −100 (1 + r must stay positive).',
    },
  ],
  limitations: ['A constant rate only; no logistic limit, varying rates or deposits (see the finance calculators for savings).'],
  compute({ x0, ratePct, t, model = 'periodic' }) {
    if (model === 'periodic' && ratePct <= -100) {
      return fail('RATE_MUST_EXCEED_MINUS_100', 'ratePct', `A periodic rate of ${formatNumber(ratePct)} % would make the growth factor 1 + r = ${formatNumber(1 + ratePct / 100)} ≤ 0.`, 'Give ratePct > −100, or use model continuous.');
    }
    const r = real(ratePct).div(100);
    // Below 1e-20, 1 + r would lose r in 40 digits: use ln(1 + r) = r − r²/2 (next term r³/3) and e^(t·ln(1 + r)).
    const tiny = r.abs().lt(1e-20);
    const lnFactor: RealT = model === 'continuous' ? r : tiny ? r.minus(r.pow(2).div(2)) : r.plus(1).ln();
    const factor = model === 'continuous' || tiny ? Real.exp(lnFactor.times(t)) : power(r.plus(1), real(t));
    const warnings: Warning[] = [];
    const exact: Record<string, RealT> = {
      value: factor.times(x0),
      factor,
      change: factor.times(x0).minus(x0),
      equivalent_rate_pct: (model === 'periodic' ? lnFactor : Real.exp(r).minus(1)).times(100),
    };
    const out: Record<string, number> = {};
    for (const [k, v] of Object.entries(exact)) {
      const d = finalDouble(v, 't', k, warnings);
      if (isOutcome(d)) return d;
      out[k] = d;
    }
    if (!r.isZero()) {
      const key = r.isPos() ? 'doubling_time' : 'half_life';
      const periods = toDouble(real(2).ln().div(lnFactor.abs()));
      if (periods.overflow) warnings.push(warning('DOUBLING_TIME_OUT_OF_RANGE', `At ${formatNumber(ratePct)} % per period the ${key === 'doubling_time' ? 'doubling time' : 'half-life'} exceeds the largest JSON number, so it is left out.`, undefined, 'info'));
      else out[key] = periods.value;
    }
    const { value, factor: f, change, equivalent_rate_pct, ...timing } = out;
    return ok({ model, value, x0, ratePct, t, factor: f, change, equivalent_rate_pct, ...timing }, { formula: FORMULAS[model], warnings, formatted: `x(${formatNumber(t)}) = ${formatNumber(value)}` });
  },
});
