// Periodic compounding shared by compound-interest and present-value: a nominal
// annual rate ratePct compounded compoundsPerYear (m) times a year for `years` (t),
// i.e. a periodic rate r/m over m·t periods.
import type { Decimal } from 'decimal.js';
import * as z from 'zod/mini';
import type { FieldHint, Outcome } from '../../core/contract.ts';
import { fail } from '../../core/outcome.ts';
import { wholeNumber } from '../../core/whole-number.ts';
import { firstFailure, overflow, positive } from './checks.ts';
import { type Rational, exactGrowth, exactRatePerPeriod } from './exact-money.ts';
import { dec, fromPct, growthFactor } from './money.ts';

/** Relative distance within which m·t counts as a whole number of periods. */
const WHOLE_PERIOD_TOLERANCE = '1e-12';

/** Input fields every compounding engine shares (field names are the spec's). */
export const compoundingInput = {
  ratePct: z.number(),
  years: z.number(),
  // A whole number of periods ≥ 1 (1e-20 used to pass as whole and give a periodic rate of 5e20 %);
  // no upper bound but the safe integers: a large m approaches continuous compounding, computed as fast.
  // Refusing what could only give nonsense changes no answer a client could rely on: versions stay.
  compoundsPerYear: wholeNumber({ min: 1, example: 12, below: 'COMPOUNDS_PER_YEAR_MUST_BE_POSITIVE' }),
};

export const compoundingHints: Record<'ratePct' | 'years' | 'compoundsPerYear', FieldHint> = {
  ratePct: { label: 'Annual interest rate (nominal)', unit: '% per year', step: 'any', help: 'Nominal annual rate; it is divided by the compounding periods per year.' },
  years: { label: 'Time', unit: 'years', step: 'any' },
  compoundsPerYear: {
    label: 'Compounding periods per year',
    unit: 'per year',
    kind: 'integer',
    min: 1,
    help: '1 = yearly, 2 = half-yearly, 4 = quarterly, 12 = monthly, 52 = weekly, 365 = daily.',
  },
};

export interface Compounding {
  /** Periodic rate r/m as a fraction. */
  periodicRate: Decimal;
  /** m·t, possibly fractional. */
  periods: Decimal;
  /** (1 + r/m)^(m·t). */
  factor: Decimal;
  /** Effective annual rate (1 + r/m)^m − 1 as a fraction (the APY). */
  effectiveAnnualRate: Decimal;
  /**
   * (1 + r/m)^(m·t) as an exact rational, for the cent roundings: undefined when m·t is
   * not a whole number (the factor is then irrational in general) or too large to compute.
   */
  exactFactor(): Rational | undefined;
}

/** The compounding factors, or the error that stops them (term, frequency, rate, overflow). */
export function compounding(inp: { ratePct: number; years: number; compoundsPerYear: number }): Compounding | Outcome<never> {
  const bad = firstFailure(
    positive({ field: 'years', value: inp.years, what: 'The time', example: 10 }),
  );
  // compoundsPerYear is a whole number ≥ 1 here: the input layer checked it (compoundingInput).
  if (bad) return bad;
  const periodicRate = fromPct(inp.ratePct).div(inp.compoundsPerYear);
  if (periodicRate.lte(-1)) {
    return fail(
      'RATE_OUT_OF_RANGE',
      'ratePct',
      `A rate of ${inp.ratePct} % per year compounded ${inp.compoundsPerYear} times a year loses ${periodicRate.neg().times(100).toSignificantDigits(6).toString()} % per period: 100 % or more of the balance, so nothing is left to compound.`,
      `Give ratePct above ${-100 * inp.compoundsPerYear} (a periodic rate above −100 %).`,
    );
  }
  // A term typed as a fraction of a year (1/12 = 0.08333333333333333) lands a few 1e-17 off a
  // whole number of periods; within a relative 1e-12 (far below any real fraction of a period)
  // it is that whole number, so the exact factor and its cent rounding apply.
  const typedPeriods = dec(inp.years).times(inp.compoundsPerYear);
  const wholePeriods = typedPeriods.round();
  const periods = wholePeriods.gt(0) && typedPeriods.minus(wholePeriods).abs().lte(wholePeriods.times(WHOLE_PERIOD_TOLERANCE)) ? wholePeriods : typedPeriods;
  const factor = growthFactor(periodicRate, periods);
  const effectiveAnnualRate = growthFactor(periodicRate, inp.compoundsPerYear).minus(1);
  const tooBig = firstFailure(overflow(factor, 'years', 'The growth factor (1 + r/m)^(m·t)'), overflow(effectiveAnnualRate, 'ratePct', 'The effective annual rate'));
  const exactFactor = () => (periods.isInteger() ? exactGrowth(exactRatePerPeriod(inp.ratePct, inp.compoundsPerYear), periods.toNumber()) : undefined);
  return tooBig ?? { periodicRate, periods, factor, effectiveAnnualRate, exactFactor };
}
