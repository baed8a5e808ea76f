// final-grade picture: the needed final score against 0–100 %, and the course grades still possible.
import { describe, expect, it } from 'vitest';
import { result } from '../helpers/calc.ts';
import { draw, expectResponsive, expectValue, expectWellFormed, flatten, textOf } from './picture-kit.ts';

const NEED = { mode: 'need', current: 70, goal: 80, weight: 50 };

describe('final-grade picture', () => {
  it('marks the needed score, the goal and the grade now', () => {
    const pic = draw('final-grade', NEED);
    expectWellFormed(pic);
    const r = result('final-grade', NEED);
    expectValue(pic, 'needed', r.needed);
    expectValue(pic, 'goal', 80);
    expectValue(pic, 'current', 70);
    expect(textOf(pic, 'needed')).toBe('90 % needed');
    expect(pic.alt).toBe('Final exam score: 90 % needed; possible scores 0–100 %. Course grade: now 70 %, goal 80 %; 35 % – 85 % still possible.');
  });

  it('shows an unreachable score beyond 100 % in the warning style', () => {
    const pic = draw('final-grade', { mode: 'need', current: 50, goal: 90, weight: 20 });
    expect(textOf(pic, 'needed')).toBe('250 % needed: out of reach');
    const marker = flatten(pic.nodes).find((n) => n.tag === 'line' && n.attrs?.class === 'pic-warn');
    expect(marker).toBeDefined();
  });

  it('draws the other modes', () => {
    expect(textOf(draw('final-grade', { mode: 'overall', current: 70, weight: 50, final: 60 }), 'overall')).toBe('after 65 %');
    expect(textOf(draw('final-grade', { mode: 'weighted', categories: 'Homework:20:92\nMidterm:30:78', goal: 80 }), 'needed')).toBe('76.4 % needed');
    expect(textOf(draw('final-grade', { mode: 'points', earned: 300, possible: 400, finalPoints: 200, goal: 80 }), 'needed')).toBe('90 % needed');
  });

  it('changes with an input', () => expectResponsive('final-grade', NEED, { goal: 85 }));
});
