// amortization picture: the whole schedule at a glance, consistent with the cent-rounded table.
import { describe, expect, it } from 'vitest';
import { result } from '../helpers/calc.ts';
import { draw, expectResponsive, expectValue, expectWellFormed, textOf } from './picture-kit.ts';

describe('amortization picture', () => {
  it('carries the payment and totals, and the first interest matches the schedule', () => {
    const inputs = { principal: 162000, ratePct: 3.875, termMonths: 360 };
    const pic = draw('amortization', inputs);
    expectWellFormed(pic);
    const r = result('amortization', inputs);
    expectValue(pic, 'payment', r.payment);
    expectValue(pic, 'totalInterest', r.totalInterest);
    // 162000 × 0.03875 / 12 = 523.125 exactly: shown rounded half away from zero, as the schedule row.
    expect(r.schedule[0].interest).toBe(523.13);
    expect(pic.alt).toContain('interest is 523.13 of the first payment');
    expect(textOf(pic, 'principal')).toBe('Balance of the 162\u202f000.00 loan');
  });

  it('changes with the term', () => expectResponsive('amortization', { principal: 10000, ratePct: 6, termMonths: 12 }, { termMonths: 24 }));
});
