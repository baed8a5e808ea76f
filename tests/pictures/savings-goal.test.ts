// savings-goal picture: deposits and interest grow to the goal line.
import { describe, expect, it } from 'vitest';
import { result } from '../helpers/calc.ts';
import { draw, expectResponsive, expectValue, expectWellFormed, textOf } from './picture-kit.ts';

const INPUTS = { goal: 10000, ratePct: 5, years: 5, principal: 0 };

describe('savings-goal picture', () => {
  it('carries the deposit, totals and the goal', () => {
    const pic = draw('savings-goal', INPUTS);
    expectWellFormed(pic);
    const r = result('savings-goal', INPUTS);
    for (const key of ['payment', 'totalDeposits', 'interestEarned', 'goal']) expectValue(pic, key, r[key]);
    expect(textOf(pic, 'goal')).toBe('Goal 10\u202f000.00');
    expect(pic.alt).toBe('Saving 147.05 a month for 60 months reaches the goal of 10\u202f000.00: 8\u202f822.74 deposited, 1\u202f177.26 interest.');
  });

  it('says when what is saved already reaches the goal', () => {
    const pic = draw('savings-goal', { goal: 1000, ratePct: 3, years: 1, principal: 2000 });
    expectWellFormed(pic);
    expect(pic.alt).toMatch(/^No deposits needed: the 2\u202f000.00 already saved grows to 2\u202f060.83/);
  });

  it('changes with the time', () => expectResponsive('savings-goal', INPUTS, { years: 10 }));
});
