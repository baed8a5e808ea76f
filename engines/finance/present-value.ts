// Present value of one future amount: PV = FV / (1 + r/m)^(m·t).
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { isOutcome, ok } from '../core/outcome.ts';
import { firstFailure, overflow, positive, resultNumber } from './_lib/checks.ts';
import { compounding, compoundingHints, compoundingInput } from './_lib/compounding.ts';
import { decideCents, exactOf, ratDiv } from './_lib/exact-money.ts';
import { dec, money, num, toPct } from './_lib/money.ts';

const input = z.object({ futureValue: z.number(), ...compoundingInput });

const output = z.object({
  pv: resultNumber('Present value, unrounded.'),
  discount: resultNumber('futureValue − pv, unrounded.'),
  futureValue: resultNumber('The future value, echoed.'),
  discountFactor: resultNumber('1 / (1 + r/m)^(m·t).'),
  periods: resultNumber('Number of compounding periods m·t (may be fractional).'),
  periodicRatePct: resultNumber('Discount rate per period, % (ratePct / m).'),
  effectiveAnnualRatePct: resultNumber('Effective annual discount rate, %.'),
  pvRounded: resultNumber('pv rounded to the cent.'),
});

export const engine = defineEngine({
  id: 'present-value',
  area: 'finance',
  title: 'Present value calculator',
  description:
    'What a future amount is worth today: discount a single future value at a nominal annual rate compounded a number of times per year over a number of years. Gives the present value, the discount and the discount factor.',
  keywords: ['present value', 'PV', 'discounting', 'discount rate', 'time value of money', 'today value', 'net present value of a single sum', 'discount factor'],
  version: '1.0.0',
  page: 'finance',
  input,
  output,
  unit: null,
  errors: [
    'COMPOUNDS_PER_YEAR_MUST_BE_POSITIVE',
    'FUTURE_VALUE_MUST_BE_POSITIVE',
    'RATE_OUT_OF_RANGE',
    'TERM_MUST_BE_POSITIVE',
  ],
  warnings: [],
  formula: { id: 'present-value.pv', expression: 'PV = FV / (1 + r/m)^(m·t)', label: 'Present value of a single future amount' },
  assumptions: [
    'ratePct is the nominal annual discount rate in percent, compounded compoundsPerYear (m) times a year; the amount is received once, at the end of t years.',
    'PV = FV / (1 + r/m)^(m·t) (standard time-value-of-money formula, e.g. Brealey, Myers & Allen, Principles of Corporate Finance, ch. 2; Excel PV with pmt = 0); discountFactor = 1 / (1 + r/m)^(m·t); discount = FV − PV. A fractional m·t uses a fractional exponent.',
    'A negative rate is accepted while the periodic rate r/m stays above −100 % (the present value then exceeds the future value).',
    'Arithmetic in 50-digit decimal; pv, discount and the factors are the unrounded values converted to JSON numbers. pvRounded is pv rounded to the cent, halves away from zero; when m·t is a whole number of periods a half-cent tie is recognised on the exact rational futureValue / (1 + ratePct/(100·m))^(m·t), not on its 50-digit approximation (m·t within a relative 1e-12 of a whole number, as years = 1/12 typed as 0.08333333333333333, counts as whole; for over about 250,000 bits of exact value, and for fractional periods, the 50-digit value decides).',
  ],
  ui: {
    fields: {
      futureValue: { label: 'Future value', unit: 'currency', step: 'any', min: 0 },
      ...compoundingHints,
      ratePct: { ...compoundingHints.ratePct, label: 'Annual discount rate (nominal)' },
    },
    initial: { futureValue: 1000, ratePct: 5, years: 10, compoundsPerYear: 1 },
    headline: 'pv',
    outputs: {
      pv: { label: 'Present value', unit: 'currency' },
      discount: { label: 'Discount (future value − present value)', unit: 'currency' },
      discountFactor: { label: 'Discount factor' },
      periods: { label: 'Number of compounding periods' },
      periodicRatePct: { label: 'Discount rate per compounding period', unit: '% per period' },
      effectiveAnnualRatePct: { label: 'Effective annual discount rate', unit: '% per year' },
      pvRounded: { label: 'Present value, rounded to the cent', unit: 'currency' },
    },
  },
  examples: [
    {
      name: '1,000 in 10 years at 5 % a year',
      inputs: { futureValue: 1000, ratePct: 5, years: 10, compoundsPerYear: 1 },
      expect: { status: 'success', values: { pv: 613.9132535407593, discount: 386.0867464592406, pvRounded: 613.91 }, rel: 1e-13 },
      source: 'Exact arithmetic: 1000 / 1.05^10 = 613.913253540759…; formulajs PV(0.05, 10, 0, −1000); conformance vector 613.9132535408.',
    },
    {
      name: '10,000 in 5 years at 8 % compounded quarterly',
      inputs: { futureValue: 10000, ratePct: 8, years: 5, compoundsPerYear: 4 },
      expect: { status: 'success', values: { pv: 6729.713331080577, periods: 20, periodicRatePct: 2 }, rel: 1e-13 },
      source: 'Exact arithmetic: 10000 / 1.02^20 = 6729.71333108057…; formulajs PV(0.02, 20, 0, −10000).',
    },
    {
      name: 'Negative time',
      inputs: { futureValue: 1000, ratePct: 5, years: -2, compoundsPerYear: 1 },
      expect: { status: 'error', code: 'TERM_MUST_BE_POSITIVE' },
      source: 'Domain rule: the amount must lie in the future.',
    },
    {
      name: 'Zero future value',
      inputs: { futureValue: 0, ratePct: 5, years: 10, compoundsPerYear: 1 },
      expect: { status: 'error', code: 'FUTURE_VALUE_MUST_BE_POSITIVE' },
      source: 'Domain rule: there is nothing to discount.',
    },
  ],
  limitations: ['One future amount only: no series of cash flows (NPV of several payments), no inflation or tax adjustment.'],
  compute(inp) {
    const bad = positive({ field: 'futureValue', value: inp.futureValue, what: 'The future value', example: 1000 });
    if (bad) return bad;
    const c = compounding(inp);
    if (isOutcome(c)) return c;
    const futureValue = dec(inp.futureValue);
    const discountFactor = dec(1).div(c.factor);
    const pv = futureValue.times(discountFactor);
    // Only a negative rate over a long time can make the factor overflow.
    const tooBig = firstFailure(overflow(discountFactor, 'years', 'The discount factor'), overflow(pv, 'years', 'The present value'));
    if (tooBig) return tooBig;
    const pvRounded = decideCents(pv, () => {
      const f = c.exactFactor();
      return f && ratDiv(exactOf(inp.futureValue), f);
    });
    return ok(
      {
        pv: num(pv),
        discount: num(futureValue.minus(pv)),
        futureValue: inp.futureValue,
        discountFactor: num(discountFactor),
        periods: num(c.periods),
        periodicRatePct: num(toPct(c.periodicRate)),
        effectiveAnnualRatePct: num(toPct(c.effectiveAnnualRate)),
        pvRounded: num(pvRounded),
      },
      { formatted: `Present value ${money(pvRounded)}` },
    );
  },
});
