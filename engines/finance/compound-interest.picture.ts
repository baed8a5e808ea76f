// A one-off deposit compounding: the balance over the years, split into the deposit and the interest.
import type { PictureInput } from '../core/contract.ts';
import { amount, growthPicture } from './_lib/balance-picture.ts';

interface CompoundResult {
  principal: number;
  fv: number;
  interest: number;
  periods: number;
  periodicRatePct: number;
}

export function drawCompoundInterest({ inputs, result }: PictureInput) {
  const r = result as CompoundResult;
  const years = Number(inputs.years);
  // Compounding periods per month, so the curve follows the engine's (1 + r/m)^(m·t).
  const perMonth = r.periods / (12 * years);
  return growthPicture({
    months: 12 * years,
    balance: (m) => r.principal * (1 + r.periodicRatePct / 100) ** (m * perMonth),
    paidIn: () => r.principal,
    alt: `Balance grows from ${amount(r.principal)} to ${amount(r.fv)} over ${years} years; ${amount(r.interest)} of it is interest.`,
    figures: [
      [`Future value ${amount(r.fv)}`, 'fv', r.fv],
      [`Interest ${amount(r.interest)}`, 'interest', r.interest],
      [`Deposit ${amount(r.principal)}`, 'principal', r.principal],
    ],
  });
}
