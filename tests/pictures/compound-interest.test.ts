// compound-interest picture: the deposit and the interest it earns, stacked over the years.
import { describe, expect, it } from 'vitest';
import { result } from '../helpers/calc.ts';
import { draw, expectResponsive, expectValue, expectWellFormed, flatten, textOf } from './picture-kit.ts';

const INPUTS = { principal: 1000, ratePct: 5, years: 10, compoundsPerYear: 12 };

describe('compound-interest picture', () => {
  it('carries the future value, interest and deposit', () => {
    const pic = draw('compound-interest', INPUTS);
    expectWellFormed(pic);
    const r = result('compound-interest', INPUTS);
    for (const key of ['fv', 'interest', 'principal']) expectValue(pic, key, r[key]);
    expect(textOf(pic, 'fv')).toBe('Future value 1\u202f647.01');
    expect(pic.alt).toBe('Balance grows from 1\u202f000.00 to 1\u202f647.01 over 10 years; 647.01 of it is interest.');
  });

  it('ends the balance curve at the future value (the top of the stacked areas)', () => {
    const pic = draw('compound-interest', INPUTS);
    const all = flatten(pic.nodes);
    const curve = String(all.find((n) => n.tag === 'polyline' && n.attrs?.class === 'pic-accent')!.attrs!.points).split(' ');
    const interestArea = String(all.find((n) => n.tag === 'polygon' && n.attrs?.class === 'pic-fill')!.attrs!.points).split(' ');
    expect(interestArea).toContain(curve[curve.length - 1]);
  });

  it('changes with the rate', () => expectResponsive('compound-interest', INPUTS, { ratePct: 7 }));
});
