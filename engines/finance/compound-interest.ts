// Compound interest on a single deposit: FV = P·(1 + r/m)^(m·t).
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { isOutcome, ok } from '../core/outcome.ts';
import { positive, resultNumber } from './_lib/checks.ts';
import { compounding, compoundingHints, compoundingInput } from './_lib/compounding.ts';
import { decideCents, exactOf, ratMul, ratSub } from './_lib/exact-money.ts';
import { dec, money, num, toPct } from './_lib/money.ts';
import { drawCompoundInterest } from './compound-interest.picture.ts';

const input = z.object({ principal: z.number(), ...compoundingInput });

const output = z.object({
  fv: resultNumber('Future value, unrounded.'),
  interest: resultNumber('Interest earned: fv − principal, unrounded.'),
  principal: resultNumber('The principal, echoed.'),
  periods: resultNumber('Number of compounding periods m·t (may be fractional).'),
  periodicRatePct: resultNumber('Rate per compounding period, % (ratePct / m).'),
  effectiveAnnualRatePct: resultNumber('Effective annual rate (APY), %.'),
  fvRounded: resultNumber('fv rounded to the cent.'),
  interestRounded: resultNumber('interest rounded to the cent.'),
});

export const engine = defineEngine({
  id: 'compound-interest',
  area: 'finance',
  title: 'Compound interest calculator',
  description:
    'Future value of a one-off deposit with compound interest: give the principal, the nominal annual rate, the time in years and how often interest is compounded per year; get the future value, the interest earned and the effective annual rate (APY).',
  keywords: ['compound interest', 'future value', 'FV', 'savings growth', 'investment growth', 'interest on interest', 'APY', 'effective annual rate', 'monthly compounding', 'daily compounding'],
  version: '1.0.0',
  page: 'finance',
  input,
  output,
  unit: null,
  errors: [
    'COMPOUNDS_PER_YEAR_MUST_BE_POSITIVE',
    'PRINCIPAL_MUST_BE_POSITIVE',
    'RATE_OUT_OF_RANGE',
    'TERM_MUST_BE_POSITIVE',
  ],
  warnings: [],
  formula: { id: 'compound-interest.fv', expression: 'FV = P × (1 + r/m)^(m·t); interest = FV − P', label: 'Future value with periodic compounding' },
  assumptions: [
    'ratePct is the nominal annual rate (APR) in percent; it is compounded compoundsPerYear (m) times a year, so each period earns r/m. Interest is credited at the end of each period and left in the account; no deposits or withdrawals.',
    'FV = P·(1 + r/m)^(m·t) (standard compound-interest formula, e.g. Brealey, Myers & Allen, Principles of Corporate Finance, ch. 2); a fractional m·t uses the same formula with a fractional exponent. effectiveAnnualRatePct = ((1 + r/m)^m − 1)·100 (the APY, as Excel EFFECT).',
    'A negative rate (a shrinking balance) is accepted while the periodic rate r/m stays above −100 %.',
    'Arithmetic in 50-digit decimal; fv, interest and the rates are the unrounded values converted to JSON numbers (about 16 significant digits). fvRounded and interestRounded are fv and interest each rounded to the cent, halves away from zero; when m·t is a whole number of periods a value that is exactly a half cent (principal 0.5 at 1 % for 1 year = 0.505 → 0.51) is recognised on the exact rational principal × (1 + ratePct/(100·m))^(m·t), not on its 50-digit approximation (m·t within a relative 1e-12 of a whole number, as years = 1/12 typed as 0.08333333333333333, counts as whole; for over about 250,000 bits of exact value, and for fractional periods where the value is irrational, the 50-digit value decides).',
    'Amounts are in any one currency; the calculator does not convert currencies.',
  ],
  ui: {
    fields: {
      principal: { label: 'Principal (initial deposit)', unit: 'currency', step: 'any', min: 0 },
      ...compoundingHints,
    },
    initial: { principal: 1000, ratePct: 5, years: 10, compoundsPerYear: 12 },
    headline: 'fv',
    outputs: {
      fv: { label: 'Future value', unit: 'currency' },
      interest: { label: 'Interest earned', unit: 'currency' },
      periods: { label: 'Number of compounding periods' },
      periodicRatePct: { label: 'Interest rate per compounding period', unit: '% per period' },
      effectiveAnnualRatePct: { label: 'Effective annual rate (APY)', unit: '% per year' },
      fvRounded: { label: 'Future value, rounded to the cent', unit: 'currency' },
      interestRounded: { label: 'Interest earned, rounded to the cent', unit: 'currency' },
    },
  },
  examples: [
    {
      name: '1,000 at 5 % compounded monthly for 10 years',
      inputs: { principal: 1000, ratePct: 5, years: 10, compoundsPerYear: 12 },
      expect: { status: 'success', values: { fv: 1647.009497690283, interest: 647.0094976902831, fvRounded: 1647.01, interestRounded: 647.01, periods: 120 }, rel: 1e-13 },
      source: 'Exact arithmetic: 1000·(1 + 0.05/12)^120 = 1647.00949769028303…; formulajs FV(0.05/12, 120, 0, −1000) = 1647.00949769028 (Excel FV); conformance vector 1647.0094976903.',
    },
    {
      name: '1,000 at 5 % compounded yearly for 10 years',
      inputs: { principal: 1000, ratePct: 5, years: 10, compoundsPerYear: 1 },
      expect: { status: 'success', values: { fv: 1628.89462677744140625, interest: 628.89462677744140625, effectiveAnnualRatePct: 5 }, rel: 1e-15 },
      source: 'Exact arithmetic: 1.05^10 = 1.62889462677744140625.',
    },
    {
      name: '12 % compounded monthly: effective annual rate',
      inputs: { principal: 100, ratePct: 12, years: 1, compoundsPerYear: 12 },
      expect: { status: 'success', values: { effectiveAnnualRatePct: 12.682503013196973, fv: 112.68250301319698 }, rel: 1e-13 },
      source: 'Exact arithmetic: 1.01^12 = 1.126825030131969720661201; formulajs EFFECT(0.12, 12) = 0.1268250301319697.',
    },
    {
      name: 'Zero years',
      inputs: { principal: 1000, ratePct: 5, years: 0, compoundsPerYear: 12 },
      expect: { status: 'error', code: 'TERM_MUST_BE_POSITIVE' },
      source: 'Domain rule: growth needs a time above 0.',
    },
    {
      name: 'Periodic rate of −100 % or less',
      inputs: { principal: 1000, ratePct: -120, years: 1, compoundsPerYear: 1 },
      expect: { status: 'error', code: 'RATE_OUT_OF_RANGE' },
      source: 'Domain rule: (1 + r/m) must stay positive.',
    },
  ],
  limitations: [
    'One deposit only: no regular contributions (use savings-goal for the deposit that reaches a target), no taxes, fees or inflation.',
    'Discrete compounding only; continuous compounding (e^(r·t)) is approached with a large compoundsPerYear such as 365.',
  ],
  picture: drawCompoundInterest,
  compute(inp) {
    const bad = positive({ field: 'principal', value: inp.principal, what: 'The principal', example: 1000 });
    if (bad) return bad;
    const c = compounding(inp);
    if (isOutcome(c)) return c;
    const principal = dec(inp.principal);
    const fv = principal.times(c.factor);
    const interest = fv.minus(principal);
    const exactFv = () => {
      const f = c.exactFactor();
      return f && ratMul(exactOf(inp.principal), f);
    };
    const fvRounded = decideCents(fv, exactFv);
    const interestRounded = decideCents(interest, () => {
      const f = exactFv();
      return f && ratSub(f, exactOf(inp.principal));
    });
    return ok(
      {
        fv: num(fv),
        interest: num(interest),
        principal: inp.principal,
        periods: num(c.periods),
        periodicRatePct: num(toPct(c.periodicRate)),
        effectiveAnnualRatePct: num(toPct(c.effectiveAnnualRate)),
        fvRounded: num(fvRounded),
        interestRounded: num(interestRounded),
      },
      { formatted: `Future value ${money(fvRounded)} (interest ${money(interestRounded)})` },
    );
  },
});
