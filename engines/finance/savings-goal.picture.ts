// Saving towards a goal: the balance month by month, split into deposits and interest, against the goal.
import type { PictureInput } from '../core/contract.ts';
import { amount, growthPicture } from './_lib/balance-picture.ts';

interface SavingsResult {
  payment: number;
  months: number;
  principalFutureValue: number;
  totalDeposits: number;
  interestEarned: number;
  goal: number;
}

export function drawSavingsGoal({ inputs, result }: PictureInput) {
  const r = result as SavingsResult;
  const i = Number(inputs.ratePct) / 1200;
  const saved = Number(inputs.principal ?? 0);
  // The engine's formula: savings grow as P·(1 + i)^m, deposits as an ordinary annuity.
  const growth = (m: number) => (1 + i) ** m;
  const annuity = (m: number) => (i === 0 ? m : (growth(m) - 1) / i);
  return growthPicture({
    months: r.months,
    balance: (m) => saved * growth(m) + r.payment * annuity(m),
    paidIn: (m) => saved + r.payment * m,
    goal: r.goal,
    alt:
      r.payment === 0
        ? `No deposits needed: the ${amount(saved)} already saved grows to ${amount(r.principalFutureValue)} in ${r.months} months, above the goal of ${amount(r.goal)}.`
        : `Saving ${amount(r.payment)} a month for ${r.months} months${saved ? ` on top of ${amount(saved)} already saved` : ''} reaches the goal of ${amount(r.goal)}: ${amount(r.totalDeposits)} deposited, ${amount(r.interestEarned)} interest.`,
    figures: [
      [`Monthly deposit ${amount(r.payment)}`, 'payment', r.payment],
      [`Deposits ${amount(r.totalDeposits)}`, 'totalDeposits', r.totalDeposits],
      [`Interest ${amount(r.interestEarned)}`, 'interestEarned', r.interestEarned],
    ],
  });
}
