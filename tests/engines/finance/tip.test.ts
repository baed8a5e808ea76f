// tip: the published tip-and-split examples (metugpa.com, Multi Calc Master), and the
// split rule checked in integer cents worked here (BigInt), independently of the engine's
// rationals: the shares always add up to the total, each share is on its step and within
// one step of the exact share in the direction asked; plus aliases and every code.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'tip';

describe('tip', () => {
  it('reproduces the published examples', () => {
    expect(result(ID, { bill: 350, tipPct: 10, people: 4 })).toMatchObject({ tip: 35, total: 385, tipPerPerson: 8.75, perPerson: 96.25, share: 96.25, remainder: 0, lastShare: 96.25 });
    expect(result(ID, { bill: 470, tipPct: 15, people: 5 })).toMatchObject({ tip: 70.5, total: 540.5, tipPerPerson: 14.1, perPerson: 108.1, share: 108.1 });
    expect(result(ID, { bill: 100, tipPct: 15, people: 2 })).toMatchObject({ tip: 15, total: 115, share: 57.5 });
  });

  it('rounds the tip to the cent from the exact product: 33.30 at 15 % is 4.995 → 5.00 (binary gives 4.994999…)', () => {
    expect((33.3 * 15) / 100).toBeLessThan(4.995);
    const r = result(ID, { bill: 33.3, tipPct: 15 });
    expect(r).toMatchObject({ tip: 4.995, tipRounded: 5, totalRounded: 38.3, share: 38.3, lastShare: 38.3 });
  });

  it('splits so the shares add up to the total, each on its step, within one step of the exact share (property, integer cents)', () => {
    const steps = { '0.01': 1n, '0.05': 5n, '0.25': 25n, '1': 100n } as const;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 1, max: 40 }),
        fc.constantFrom('0.01', '0.05', '0.25', '1'),
        fc.constantFrom('nearest', 'up', 'down'),
        (billCents, pct, people, roundTo, roundDirection) => {
          const r = result(ID, { bill: billCents / 100, tipPct: pct, people, roundTo, roundDirection });
          // Independent: tip in cents = bill cents × pct / 100, rounded half up (all positive).
          const tipHundredths = BigInt(billCents) * BigInt(pct); // cents × 100
          const tipCents = tipHundredths / 100n + (tipHundredths % 100n >= 50n ? 1n : 0n);
          const totalCents = BigInt(billCents) + tipCents;
          expect(Math.round(r.tipRounded * 100)).toBe(Number(tipCents));
          expect(Math.round(r.totalRounded * 100)).toBe(Number(totalCents));
          const step = steps[roundTo as keyof typeof steps];
          const shareCents = BigInt(Math.round(r.share * 100));
          expect(shareCents % step, 'share on its step').toBe(0n);
          // Within one step of the exact share totalCents / people, on the side asked for.
          const n = BigInt(people);
          const exactTimesN = totalCents; // share × n compared with total
          if (roundDirection === 'up') expect(shareCents * n >= exactTimesN && (shareCents - step) * n < exactTimesN).toBe(true);
          if (roundDirection === 'down') expect(shareCents * n <= exactTimesN && (shareCents + step) * n > exactTimesN).toBe(true);
          if (roundDirection === 'nearest') expect(2n * (shareCents * n - exactTimesN) <= step * n && 2n * (exactTimesN - shareCents * n) < step * n).toBe(true);
          // The shares add up: (people − 1) × share + lastShare = total; remainder = total − people × share.
          expect(Math.round(r.remainder * 100)).toBe(Number(totalCents - n * shareCents));
          expect((n - 1n) * shareCents + BigInt(Math.round(r.lastShare * 100))).toBe(totalCents);
          expect(Math.round(r.collected * 100)).toBe(Number(n * shareCents));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps the exact share with roundTo none (nothing left over) and states the effective tip of rounded shares', () => {
    const none = result(ID, { bill: 100, tipPct: 0, people: 3, roundTo: 'none' });
    expect(none).toMatchObject({ share: 100 / 3, remainder: 0, perPerson: 100 / 3 });
    const up = result(ID, { bill: 86.4, tipPct: 18, people: 3, roundTo: '1', roundDirection: 'up' });
    // (3 × 34 − 86.40) / 86.40 × 100 = 15.6 / 86.4 × 100 = 18.0555…
    expect(up.effectiveTipPct).toBeCloseTo(1560 / 86.4, 12);
    expect(result(ID, { bill: 20, tipPct: 20, roundTo: '1', roundDirection: 'down' })).toMatchObject({ share: 24, remainder: 0 });
    expect(result(ID, { bill: 19.5, tipPct: 20, roundTo: '0.25', roundDirection: 'nearest' })).toMatchObject({ totalRounded: 23.4, share: 23.5, remainder: -0.1, lastShare: 23.4 });
  });

  it('with roundTo none splits the exact total, not the total to the cent: 86.40 at 18 % for 3', () => {
    // 86.40 × 0.18 = 15.552, total 101.952 (to the cent 101.95); 101.952 / 3 = 33.984 exactly, and 3 × 33.984 = 101.952 leaves nothing.
    const r = result(ID, { bill: 86.4, tipPct: 18, people: 3, roundTo: 'none' });
    expect(r).toMatchObject({ total: 101.952, totalRounded: 101.95, share: 33.984, remainder: 0, lastShare: 33.984, collected: 101.952 });
  });

  it('rounds each share to the nearest step when no direction is given: 101 for 3 at whole units is 34 each', () => {
    // 101 / 3 = 33.67 → nearest whole unit 34 (down would give 33); 101 − 3 × 34 = −1.
    expect(result(ID, { bill: 101, tipPct: 0, people: 3, roundTo: '1' })).toMatchObject({ share: 34, remainder: -1, lastShare: 33, collected: 102 });
  });

  it('reads the aliases and echoes the people', () => {
    expect(result(ID, { bill: 60, tip_pct: 20, split: 4 })).toMatchObject({ tip: 12, share: 18, people: 4 });
    expect(ok(ID, { bill: 60, tipPercent: 10 }).result).toMatchObject({ tip: 6, people: 1 });
  });

  it('refuses a bill of 0 or less, a negative tip and a bad head count, on the field, with a suggestion', () => {
    for (const [inputs, code, field] of [
      [{ bill: 0, tipPct: 15 }, 'BILL_MUST_BE_POSITIVE', 'bill'],
      [{ bill: -10, tipPct: 15 }, 'BILL_MUST_BE_POSITIVE', 'bill'],
      [{ bill: 10, tipPct: -1 }, 'TIP_MUST_BE_NON_NEGATIVE', 'tipPct'],
      [{ bill: 10, tipPct: 15, people: 0 }, 'INVALID_INPUT', 'people'],
      [{ bill: 10, tipPct: 15, people: 2.5 }, 'INVALID_NUMBER', 'people'],
      [{ bill: 10, tipPct: 15, people: 1001 }, 'INVALID_INPUT', 'people'],
      [{ bill: 10, tipPct: 15, roundTo: '0.10' }, 'INVALID_MODE', 'roundTo'],
      [{ tipPct: 15 }, 'MISSING_REQUIRED_INPUT', 'bill'],
    ] as const) {
      const f = failure(ID, inputs);
      expect(f, JSON.stringify(inputs)).toMatchObject({ http: 400, code, field });
      expect(f.suggestion).toBeTruthy();
    }
  });

  declaresTheCodesItReturns(ID);
});
