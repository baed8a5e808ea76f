// Tip and bill split: the tip on a bill, the total, and each person's share rounded to a
// chosen step (a cent, 5 cents, a quarter, a whole unit), with the remainder stated so the
// shares add up to the total exactly.
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { ok } from '../core/outcome.ts';
import { rationalToNumber } from '../core/exact-rational.ts';
import { wholeNumber } from '../core/whole-number.ts';
import { firstFailure, nonNegative, positive, resultNumber } from './_lib/checks.ts';
import { type Rational, exactOf, int, ratAdd, ratDiv, ratMul, ratSub } from './_lib/exact-money.ts';

/** Steps a share is rounded to, in currency units; 'none' keeps the exact share. */
const STEPS = ['0.01', '0.05', '0.25', '1', 'none'] as const;
type Step = (typeof STEPS)[number];
const STEP_CENTS: Record<Exclude<Step, 'none'>, bigint> = { '0.01': 1n, '0.05': 5n, '0.25': 25n, '1': 100n };
const DIRECTIONS = ['nearest', 'up', 'down'] as const;
type Direction = (typeof DIRECTIONS)[number];
/** A table of 1000 is far beyond a shared bill; the split is a division, so the bound is only a sanity limit. */
const MAX_PEOPLE = 1000;

const input = z.object({
  bill: z.number(),
  tipPct: z.number(),
  people: z._default(wholeNumber({ min: 1, max: MAX_PEOPLE, example: 4 }), 1),
  roundTo: z._default(z.enum(STEPS), '0.01'),
  roundDirection: z._default(z.enum(DIRECTIONS), 'nearest'),
});

const output = z.strictObject({
  tip: resultNumber('bill × tipPct / 100, exact.'),
  total: resultNumber('bill + tip, exact.'),
  tipPerPerson: resultNumber('tip / people, exact.'),
  perPerson: resultNumber('total / people, exact (unrounded).'),
  tipRounded: resultNumber('tip to the cent, halves away from zero.'),
  totalRounded: resultNumber('total to the cent, halves away from zero: the amount to pay.'),
  share: resultNumber("Each person's share, rounded to the step in the direction chosen (the exact share when roundTo is none)."),
  remainder: resultNumber('totalRounded − people × share: what is still owed when everyone pays share (negative: paid over the total).'),
  lastShare: resultNumber('share + remainder: what one person pays so that the shares add up to totalRounded exactly.'),
  collected: resultNumber('people × share: what everyone paying share comes to.'),
  effectiveTipPct: resultNumber('The tip, % of the bill, when everyone pays share and the difference goes to the tip.'),
  people: resultNumber('Number of people, echoed.'),
});

/** q rounded to a whole number of `cents`-cent steps, halves away from zero for nearest (q ≥ 0 here). */
function toStep(q: Rational, cents: bigint, direction: Direction): Rational {
  const n = q.n * 100n;
  const d = q.d * cents; // q in steps = n / d
  let steps = n / d;
  const rest = n % d;
  if (direction === 'up' && rest > 0n) steps += 1n;
  if (direction === 'nearest' && 2n * rest >= d) steps += 1n;
  return { n: steps * cents, d: 100n };
}

const money = (q: Rational) => rationalToNumber(q) + 0;
const shown = (q: Rational) => formatNumber(money(q));

export const engine = defineEngine({
  id: 'tip',
  area: 'finance',
  title: 'Tip calculator (tip and bill split)',
  description:
    "Tip on a bill and the bill split between people: give the bill, the tip in percent and the number of people; get the tip, the total and each person's share, rounded to the cent, 5 cents, a quarter or a whole unit, with the remainder stated so the shares add up to the total.",
  keywords: ['tip', 'tip calculator', 'gratuity', 'how much to tip', 'tipping', 'split the bill', 'bill splitter', 'split check', 'restaurant tip', 'service charge', 'per person', 'tip percentage', 'round up the tip'],
  version: '1.0.0',
  page: 'finance',
  input,
  output,
  inputAliases: { tip_pct: 'tipPct', tipPercent: 'tipPct', split: 'people' },
  unit: null,
  errors: ['BILL_MUST_BE_POSITIVE', 'TIP_MUST_BE_NON_NEGATIVE'],
  warnings: [],
  formula: { id: 'tip.split', expression: 'tip = bill × tipPct / 100; total = bill + tip; share = round_step(total / people); remainder = total − people × share', label: 'Tip and an even split of the total' },
  assumptions: [
    'The tip is a percentage of the bill as given (enter the bill before tax to tip on the pre-tax amount): tip = bill × tipPct / 100, total = bill + tip, exact (the amounts are read as the decimals typed, and every step is an exact fraction).',
    'tipRounded and totalRounded are rounded to the cent, halves away from zero; totalRounded is the amount the table pays. perPerson and tipPerPerson are the exact, unrounded splits.',
    "share: totalRounded / people rounded to the step roundTo (0.01, 0.05, 0.25 or 1 currency unit), to the nearest step (halves up), up or down as roundDirection says; with roundTo none it is the exact total / people and nothing is left over. remainder = totalRounded − people × share is what is still owed when everyone pays share (negative: the shares come to more than the total); lastShare = share + remainder is what one person pays instead so that the shares add up to totalRounded exactly. effectiveTipPct is the tip, in % of the bill, when everyone pays share and the difference goes to the tip.",
    `From 1 to ${MAX_PEOPLE} people.`,
  ],
  ui: {
    fields: {
      bill: { label: 'Bill', unit: 'currency', step: 'any', min: 0 },
      tipPct: { label: 'Tip', unit: '%', step: 'any', min: 0, help: '15–20 % is usual in US restaurants.' },
      people: { label: 'Number of people', kind: 'integer', min: 1, max: MAX_PEOPLE },
      roundTo: {
        label: 'Round each share to',
        options: [
          { value: '0.01', label: 'the cent (0.01)' },
          { value: '0.05', label: '5 cents (0.05)' },
          { value: '0.25', label: 'a quarter (0.25)' },
          { value: '1', label: 'a whole unit (1)' },
          { value: 'none', label: 'no rounding (exact)' },
        ],
      },
      roundDirection: {
        label: 'Rounding',
        options: [
          { value: 'nearest', label: 'to the nearest step' },
          { value: 'up', label: 'up' },
          { value: 'down', label: 'down' },
        ],
      },
    },
    initial: { bill: 86.4, tipPct: 18, people: 3, roundTo: '1', roundDirection: 'up' },
    headline: 'share',
    outputs: {
      tip: { label: 'Tip', unit: 'currency' },
      total: { label: 'Total with tip', unit: 'currency' },
      tipPerPerson: { label: 'Tip per person, exact', unit: 'currency' },
      perPerson: { label: 'Total per person, exact', unit: 'currency' },
      tipRounded: { label: 'Tip, to the cent', unit: 'currency' },
      totalRounded: { label: 'Total to pay, to the cent', unit: 'currency' },
      share: { label: 'Each person pays', unit: 'currency' },
      remainder: { label: 'Remainder (total − people × share)', unit: 'currency' },
      lastShare: { label: 'One person pays instead, so the shares add up to the total', unit: 'currency' },
      collected: { label: 'Everyone paying the share comes to', unit: 'currency' },
      effectiveTipPct: { label: 'Tip when everyone pays the share', unit: '%' },
      people: { label: 'Number of people' },
    },
  },
  examples: [
    {
      name: '350 with a 10 % tip, four people',
      inputs: { bill: 350, tipPct: 10, people: 4 },
      expect: { status: 'success', values: { tip: 35, total: 385, tipPerPerson: 8.75, perPerson: 96.25, share: 96.25, remainder: 0 } },
      source: 'metugpa.com, "Tip calculator", example 1: bill 350, tip 10 %, 4 people → tip 35, total 385, tip per person 8.75, total per person 96.25.',
    },
    {
      name: '470 with a 15 % tip, five people',
      inputs: { bill: 470, tipPct: 15, people: 5 },
      expect: { status: 'success', values: { tip: 70.5, total: 540.5, tipPerPerson: 14.1, perPerson: 108.1, share: 108.1 } },
      source: 'metugpa.com, "Tip calculator", example 2: bill 470, tip 15 %, 5 people → tip 70.5, total 540.5, tip per person 14.1, total per person 108.1.',
    },
    {
      name: '100 with a 15 % tip for two',
      inputs: { bill: 100, tipPct: 15, people: 2 },
      expect: { status: 'success', values: { tip: 15, total: 115, share: 57.5 } },
      source: 'Multi Calc Master, "Tip calculator & bill splitter", example: 100 with a 15 % tip split between 2 people → tip 15, total 115, each pays 57.50.',
    },
    {
      name: 'A hundred split three ways: one person pays the extra cent',
      inputs: { bill: 100, tipPct: 0, people: 3 },
      expect: { status: 'success', values: { share: 33.33, remainder: 0.01, lastShare: 33.34, collected: 99.99 } },
      source: 'Exact arithmetic of the split rule: 100 / 3 = 33.333… → 33.33; 100 − 3 × 33.33 = 0.01; 33.33 + 0.01 = 33.34.',
      ownModel: true,
    },
    {
      name: 'Shares rounded up to a whole unit',
      inputs: { bill: 86.4, tipPct: 18, people: 3, roundTo: '1', roundDirection: 'up' },
      expect: { status: 'success', values: { tip: 15.552, tipRounded: 15.55, totalRounded: 101.95, share: 34, remainder: -0.05, lastShare: 33.95, collected: 102 } },
      source: 'Exact arithmetic of the split rule: 86.40 × 0.18 = 15.552 → 15.55; total 101.95; 101.95 / 3 = 33.98… → up to 34; 101.95 − 102 = −0.05; 34 − 0.05 = 33.95; (102 − 86.40) / 86.40 = 18.06 %.',
      ownModel: true,
    },
    {
      name: 'A negative tip',
      inputs: { bill: 50, tipPct: -5 },
      expect: { status: 'error', code: 'TIP_MUST_BE_NON_NEGATIVE' },
      source: 'Domain rule: a tip is 0 % or more.',
    },
  ],
  limitations: [
    'One even split: no shares by what each person ordered, no separate tax line (enter the bill with or without tax as you tip on it).',
    'The currency is not converted; the steps are in units of whatever currency the bill is in.',
  ],
  compute(inp) {
    const bad = firstFailure(
      positive({ field: 'bill', value: inp.bill, what: 'The bill', example: 86.4 }),
      nonNegative({ field: 'tipPct', value: inp.tipPct, what: 'The tip', example: 18, hint: 'Use 0 for no tip.' }),
    );
    if (bad) return bad;
    const bill = exactOf(inp.bill);
    const people = int(inp.people);
    const tip = ratDiv(ratMul(bill, exactOf(inp.tipPct)), int(100));
    const total = ratAdd(bill, tip);
    const tipRounded = toStep(tip, 1n, 'nearest');
    const totalRounded = toStep(total, 1n, 'nearest');
    const step = inp.roundTo as Step;
    const exactShare = ratDiv(step === 'none' ? total : totalRounded, people);
    const share = step === 'none' ? exactShare : toStep(exactShare, STEP_CENTS[step], inp.roundDirection as Direction);
    const base = step === 'none' ? total : totalRounded;
    const collected = ratMul(share, people);
    const remainder = ratSub(base, collected);
    const effectiveTip = ratDiv(ratMul(ratSub(collected, bill), int(100)), bill);
    const result = {
      tip: money(tip),
      total: money(total),
      tipPerPerson: money(ratDiv(tip, people)),
      perPerson: money(ratDiv(total, people)),
      tipRounded: money(tipRounded),
      totalRounded: money(totalRounded),
      share: money(share),
      remainder: money(remainder),
      lastShare: money(ratAdd(share, remainder)),
      collected: money(collected),
      effectiveTipPct: money(effectiveTip),
      people: inp.people,
    };
    const split = inp.people === 1 ? '' : ` between ${inp.people}: each pays ${shown(share)}${remainder.n === 0n ? '' : `, or one pays ${shown(ratAdd(share, remainder))} so the shares add up to the total`}`;
    return ok(result, { formatted: `Tip ${shown(tipRounded)}, total ${shown(totalRounded)}${split}` });
  },
});
