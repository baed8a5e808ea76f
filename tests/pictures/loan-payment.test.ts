// loan-payment picture: the balance falls to 0 and each payment splits into principal and interest.
import { describe, expect, it } from 'vitest';
import { result } from '../helpers/calc.ts';
import { draw, expectResponsive, expectValue, expectWellFormed, flatten, textOf } from './picture-kit.ts';

const INPUTS = { principal: 10000, ratePct: 6, termMonths: 12 };

describe('loan-payment picture', () => {
  it('carries the payment and the totals of the result', () => {
    const pic = draw('loan-payment', INPUTS);
    expectWellFormed(pic);
    const r = result('loan-payment', INPUTS);
    for (const key of ['payment', 'totalInterest', 'totalPaid', 'principal']) expectValue(pic, key, r[key]);
    expect(textOf(pic, 'payment')).toBe('Each payment 860.66');
    expect(textOf(pic, 'totalInterest')).toBe('Total interest 327.97');
    // First month's interest is 10000 × 0.5 % = 50.00; the last is what the final balance earns.
    expect(pic.alt).toContain('interest is 50.00 of the first payment and 4.28 of the last');
  });

  it('draws the balance curve from the principal down to 0 and two stacked split areas', () => {
    const pic = draw('loan-payment', INPUTS);
    const all = flatten(pic.nodes);
    const curve = all.find((n) => n.tag === 'polyline' && n.attrs?.class === 'pic-accent')!;
    const pts = String(curve.attrs!.points).split(' ').map((p) => p.split(',').map(Number));
    expect(pts.length).toBe(13);
    // y grows downwards: the balance starts at the top of its frame and ends on the axis.
    expect(pts[0][1]).toBeLessThan(pts[12][1]);
    expect(all.filter((n) => n.tag === 'polygon' && /pic-(solid|fill)/.test(String(n.attrs?.class))).length).toBeGreaterThanOrEqual(3);
  });

  it('handles an interest-free loan and a 30-year mortgage', () => {
    expect(draw('loan-payment', { principal: 12000, ratePct: 0, termMonths: 24 }).alt).toContain('interest is 0.00 of the first payment');
    const long = draw('loan-payment', { principal: 200000, ratePct: 6.5, termMonths: 360 });
    expectWellFormed(long);
    expect(long.alt).toContain('1\u202f083.33 of the first payment');
  });

  it('changes with an input', () => expectResponsive('loan-payment', INPUTS, { ratePct: 9 }));
});
