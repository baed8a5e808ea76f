// Final grade: published worked examples, every mode against exact BigInt
// rational arithmetic, reachability at its exact boundaries, aliases, and
// every status and error code.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failure, ok, result, run } from '../../helpers/calc.ts';
import { requiredConformanceVectors } from '../../helpers/conformance.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';
import { registry } from '../../../engines/registry.ts';
import { add, cmp, div, mul, q, sub, toNumber, total, near, type Q } from './_lib/exact-rational.ts';

const ZERO: Q = [0n, 1n];
const HUNDRED = q(100);
const reach = (needed: Q) => (cmp(needed, ZERO) <= 0 ? 'secured' : cmp(needed, HUNDRED) <= 0 ? 'attainable' : 'unreachable');
/** Percentages with up to 2 decimals, as typed into a form. */
const percent = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((n) => n / 100);

describe('final-grade: worked examples', () => {
  requiredConformanceVectors('final-grade');

  it('grade-calculators.com / calculatorx.com example 1: 70 %, goal 80 %, final 50 % → 90 %', () => {
    expect(result('final-grade', { currentInput: 70, goalInput: 80, weightInput: 50 })).toMatchObject({ mode: 'need', needed: 90, reachability: 'attainable' });
  });

  it('gpacalculator.net: 88 %, goal 90 %, final 30 % → 94.7 %', () => {
    const r = result('final-grade', { mode: 'need', current: 88, goal: 90, weight: 30 });
    expect(r.needed).toBeCloseTo(94.6667, 4);
    expect(r.neededRounded).toBe(94.67);
  });

  it('calculatorx.com example 2: assignment 1 (50 %, 16/20), goal 85 % → 90 % on the rest', () => {
    expect(result('final-grade', { mode: 'weighted', categories: 'Assignment 1:50:16/20', goal: 85 })).toMatchObject({ average: 80, completedWeight: 50, remainingWeight: 50, needed: 90, reachability: 'attainable', securedPoints: 40 });
  });
});

describe('final-grade: against exact arithmetic', () => {
  it('need = (Goal × 100 − Current × (100 − W)) / W and its reachability', () => {
    fc.assert(
      fc.property(percent(110), percent(110), percent(100).filter((w) => w > 0), (C, G, W) => {
        const needed = div(sub(mul(q(G), HUNDRED), mul(q(C), sub(HUNDRED, q(W)))), q(W));
        const r = result('final-grade', { mode: 'need', current: C, goal: G, weight: W });
        expect(near(r.needed, toNumber(needed), 1e-13)).toBe(true);
        expect(r.reachability).toBe(reach(needed));
        expect(near(r.overallIfFull, toNumber(add(div(mul(q(C), sub(HUNDRED, q(W))), HUNDRED), q(W))), 1e-13)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('overall = Current × (100 − W) / 100 + Final × W / 100', () => {
    fc.assert(
      fc.property(percent(110), percent(110), percent(100), (C, F, W) => {
        const want = div(add(mul(q(C), sub(HUNDRED, q(W))), mul(q(F), q(W))), HUNDRED);
        expect(near(result('final-grade', { mode: 'overall', current: C, final: F, weight: W }).overall, toNumber(want), 1e-13)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('weighted average and the score needed on the remaining weight', () => {
    const cat = fc.record({ weight: fc.integer({ min: 0, max: 25 }), score: percent(100) });
    fc.assert(
      fc.property(fc.array(cat, { minLength: 1, maxLength: 4 }).filter((cs) => cs.some((c) => c.weight > 0)), percent(100), (cats, goal) => {
        const W = total(cats.map((c) => q(c.weight)));
        const S = total(cats.map((c) => mul(q(c.weight), q(c.score))));
        const r = result('final-grade', { mode: 'weighted', categories: cats, goal });
        expect(near(r.average, toNumber(div(S, W)), 1e-13)).toBe(true);
        const rest = sub(HUNDRED, W);
        const needed = div(sub(mul(q(goal), HUNDRED), S), rest);
        expect(near(r.needed, toNumber(needed), 1e-13)).toBe(true);
        expect(r.reachability).toBe(reach(needed));
      }),
      { numRuns: 300 },
    );
  });
});

describe('final-grade: reachability boundaries (DECISIONS.md 2)', () => {
  it('needed exactly 100 % is attainable, exactly 0 % secured, just above 100 % unreachable', () => {
    expect(result('final-grade', { current: 80, goal: 84, weight: 20 })).toMatchObject({ needed: 100, reachability: 'attainable' });
    expect(result('final-grade', { current: 80, goal: 64, weight: 20 })).toMatchObject({ needed: 0, reachability: 'secured' });
    expect(result('final-grade', { current: 80, goal: 84.01, weight: 20 })).toMatchObject({ reachability: 'unreachable' });
  });

  it('decimal inputs are exact: 60.5 % and goal 68.4 % with a 20 % final need exactly 100 %', () => {
    // In doubles (68.4 × 100 − 60.5 × 80) / 20 is 100.00000000000004, which would read as unreachable.
    expect((68.4 * 100 - 60.5 * 80) / 20).toBeGreaterThan(100);
    expect(result('final-grade', { current: 60.5, goal: 68.4, weight: 20 })).toMatchObject({ needed: 100, reachability: 'attainable' });
  });

  it('warns when the final weight looks like a fraction', () => {
    const env = ok('final-grade', { current: 80, goal: 80.1, weight: 0.2 });
    expect(env.result).toMatchObject({ needed: 130, reachability: 'unreachable' });
    expect(env.warnings.map((w) => w.code)).toEqual(['WEIGHT_LOOKS_LIKE_FRACTION']);
    expect(ok('final-grade', { mode: 'overall', current: 80, final: 90, weight: 1 }).warnings.map((w) => w.code)).toEqual(['WEIGHT_LOOKS_LIKE_FRACTION']);
    expect(ok('final-grade', { current: 80, goal: 85, weight: 20 }).warnings).toEqual([]);
  });

  it('a final worth 100 % needs the goal itself', () => {
    expect(result('final-grade', { current: 12, goal: 75, weight: 100 })).toMatchObject({ needed: 75, overallIfZero: 0, overallIfFull: 100 });
  });
});

describe('final-grade: modes', () => {
  it('overall and its change; weight 0 gives the current grade with a warning', () => {
    expect(result('final-grade', { mode: 'overall', current: 85, weight: 30, final: 75 })).toMatchObject({ overall: 82, overallRounded: 82, change: -3 });
    const env = ok('final-grade', { mode: 'overall', current: 85, weight: 0, final: 40 });
    expect(env.result).toMatchObject({ overall: 85, change: 0 });
    expect(env.warnings.map((w) => w.code)).toEqual(['FINAL_WEIGHT_ZERO']);
  });

  it('weighted: rows, objects, point scores, no goal, and fully graded courses', () => {
    const rows = result('final-grade', { mode: 'weighted', categories: 'Homework:20:92\nMidterm:30:78\nQuizzes:10:45/50' });
    // (20 × 92 + 30 × 78 + 10 × 90) / 60 = 5080 / 60
    expect(rows).toMatchObject({ completedWeight: 60, remainingWeight: 40, needed: null, reachability: null, goal: null });
    expect(rows.average).toBe(5080 / 60);
    expect(rows.categories[2]).toEqual({ name: 'Quizzes', weight: 10, score: 90, contribution: 9 });
    expect(result('final-grade', { mode: 'weighted', categories: [{ name: 'HW', weight: '40', score: '80' }, { weight: 60, score: 70 }] })).toMatchObject({ average: 74, remainingWeight: 0 });
    expect(result('final-grade', { mode: 'weighted', categories: 'A:40:80; B:60:70', goal: 74 })).toMatchObject({ needed: null, reachability: 'secured' });
    expect(result('final-grade', { mode: 'weighted', categories: 'A:40:80; B:60:70', goal: 75 })).toMatchObject({ needed: null, reachability: 'unreachable' });
  });

  it('weighted: warns when the weights look like fractions', () => {
    const env = ok('final-grade', { mode: 'weighted', categories: 'HW:0.2:90; Exam:0.3:80' });
    expect(env.warnings.map((w) => w.code)).toEqual(['WEIGHTS_LOOK_LIKE_FRACTIONS']);
  });

  it('points: current percentage alone, and the points needed on the final', () => {
    expect(result('final-grade', { mode: 'points', earned: 45, possible: 60 })).toMatchObject({ currentPercent: 75, needed: null, finalPoints: null, totalPossible: 60 });
    expect(result('final-grade', { mode: 'points', earned: 420, possible: 500, finalPoints: 200, goal: 80 })).toMatchObject({ currentPercent: 84, neededPoints: 140, needed: 70, reachability: 'attainable', maxPercent: 620 / 7 });
    expect(result('final-grade', { mode: 'points', earned: 0, possible: 0, finalPoints: 100, goal: 60 })).toMatchObject({ currentPercent: null, neededPoints: 60, needed: 60 });
    expect(result('final-grade', { mode: 'points', earned: 95, possible: 100, finalPoints: 100, goal: 40 })).toMatchObject({ neededPoints: -15, reachability: 'secured' });
  });

  it('aliases: the canonical field wins over its page alias', () => {
    const env = ok('final-grade', { current: 70, currentInput: 10, goal: 80, weight: 50 });
    expect(env.result).toMatchObject({ needed: 90 });
    expect(env.warnings.map((w) => w.code)).toContain('DUPLICATE_INPUT_IGNORED');
  });

  it('reports the formula of the mode it solved', () => {
    const formula = (inputs: Record<string, unknown>) => ok('final-grade', inputs).formula?.id;
    expect(formula({ current: 80, goal: 85, weight: 20 })).toBe('final-grade.need');
    expect(formula({ mode: 'overall', current: 80, final: 85, weight: 20 })).toBe('final-grade.overall');
    expect(formula({ mode: 'weighted', categories: 'HW:20:90' })).toBe('final-grade.weighted');
    expect(formula({ mode: 'points', earned: 420, possible: 500, finalPoints: 200, goal: 80 })).toBe('final-grade.points');
    expect(formula({ mode: 'points', earned: 420, possible: 500 })).toBe('final-grade.points-current');
  });

  it('reads earned/possible scores: spaces, decimals, signs; anything around them is not a score', () => {
    const score = (cell: string) => result('final-grade', { mode: 'weighted', categories: [{ weight: 10, score: cell }] }).categories[0].score;
    expect(score('16/20')).toBe(80);
    expect(score(' 16 / 20 ')).toBe(80);
    expect(score('7/8')).toBe(87.5);
    expect(score('7./8.')).toBe(87.5);
    expect(score('.5/.5')).toBe(100);
    expect(score('+3/4')).toBe(75);
    expect(score('160/200')).toBe(80);
    expect(score('.25/1')).toBe(25);
    expect(score('1/.25')).toBe(400);
    // 16.5 / 20 = 0.825 → 82.5 %; 45 / 50.0 = 0.9 → 90 %: digits after the point on either side.
    expect(score('16.5/20')).toBe(82.5);
    expect(score('45/50.0')).toBe(90);
    for (const bad of ['x16/20', '16/20x', '16/', '/20', '16//20']) {
      expect(failure('final-grade', { mode: 'weighted', categories: [{ weight: 10, score: bad }] }), bad).toMatchObject({ code: 'INVALID_NUMBER', field: 'categories.0.score' });
    }
    expect(failure('final-grade', { mode: 'weighted', categories: [{ weight: 10, score: '-4/20' }] })).toMatchObject({ code: 'SCORE_MUST_BE_NON_NEGATIVE', field: 'categories.0.score' });
  });

  it('a category may weigh exactly 100 %; weights that only add up past 1 are not fractions', () => {
    expect(ok('final-grade', { mode: 'weighted', categories: 'Final:100:90' }).result).toMatchObject({ average: 90, remainingWeight: 0 });
    expect(ok('final-grade', { mode: 'weighted', categories: 'A:0.5:90; B:0.5:80; C:0.5:70' }).warnings.map((w) => w.code)).toEqual([]);
    expect(ok('final-grade', { current: 80, goal: 85, weight: 20 }).warnings).toEqual([]);
  });

  it('points mode names the negative points field, and overall mode asks for the current grade', () => {
    expect(failure('final-grade', { mode: 'points', earned: -1, possible: 500 })).toMatchObject({ code: 'POINTS_MUST_BE_NON_NEGATIVE', field: 'earned' });
    expect(failure('final-grade', { mode: 'points', earned: 1, possible: -500 })).toMatchObject({ code: 'POINTS_MUST_BE_NON_NEGATIVE', field: 'possible' });
    expect(failure('final-grade', { mode: 'points', earned: 1, possible: 500, finalPoints: 100, goal: -5 })).toMatchObject({ code: 'SCORE_MUST_BE_NON_NEGATIVE', field: 'goal' });
    expect(failure('final-grade', { mode: 'overall', final: 85, weight: 20 })).toMatchObject({ code: 'MISSING_REQUIRED_INPUT', field: 'current' });
    expect(failure('final-grade', { mode: 'overall', current: -1, final: 85, weight: 20 })).toMatchObject({ code: 'SCORE_MUST_BE_NON_NEGATIVE', field: 'current' });
    expect(failure('final-grade', { mode: 'weighted', categories: 'HW:120:90' })).toMatchObject({ code: 'WEIGHT_OUT_OF_RANGE', field: 'categories.0.weight' });
  });

  it('is capability education.final_grade, calculation version 1.1.1, on the grade page', () => {
    expect(ok('final-grade', { current: 70, goal: 80, weight: 50 })).toMatchObject({ capability_id: 'education.final_grade', calculation_version: '1.1.1', page: '/calc/grade/final-grade', result_detail: { unit: '%' } });
    expect(registry.capabilities.get('education.final_grade')?.engine.id).toBe('final-grade');
  });
});

describe('final-grade: errors and invalid states', () => {
  it.each([
    [{ mode: 'need', currentInput: 80, goalInput: 85, weightInput: 0 }, 'weight'],
    [{ mode: 'need', current: 80, goal: 85 }, 'weight'],
    [{ mode: 'overall', current: 80, final: 85 }, 'weight'],
    [{ mode: 'weighted', categories: 'HW:0:90' }, 'categories'],
    [{ mode: 'weighted', categories: [] }, 'categories'],
  ])('%o → status invalid, WEIGHT_REQUIRED', (inputs, field) => {
    const a = run('final-grade', inputs);
    expect(a.http).toBe(200);
    expect(a.body).toMatchObject({ status: 'invalid', code: 'WEIGHT_REQUIRED', field, result: null });
    expect((a.body as { suggestion: string }).suggestion.length).toBeGreaterThan(10);
  });

  it.each([
    [{ current: 80, goal: 85, weight: 120 }, 'WEIGHT_OUT_OF_RANGE', 'weight'],
    [{ current: 80, goal: 85, weight: -5 }, 'WEIGHT_OUT_OF_RANGE', 'weight'],
    [{ current: -1, goal: 85, weight: 20 }, 'SCORE_MUST_BE_NON_NEGATIVE', 'current'],
    [{ current: 80, goal: -5, weight: 20 }, 'SCORE_MUST_BE_NON_NEGATIVE', 'goal'],
    [{ mode: 'overall', current: 80, final: -2, weight: 20 }, 'SCORE_MUST_BE_NON_NEGATIVE', 'final'],
    [{ goal: 85, weight: 20 }, 'MISSING_REQUIRED_INPUT', 'current'],
    [{ current: 85, weight: 20 }, 'MISSING_REQUIRED_INPUT', 'goal'],
    [{ mode: 'overall', current: 85, weight: 20 }, 'MISSING_REQUIRED_INPUT', 'final'],
    [{ mode: 'weighted' }, 'MISSING_REQUIRED_INPUT', 'categories'],
    [{ mode: 'weighted', categories: 'HW:60:90; Exam:60:80' }, 'WEIGHTS_EXCEED_100', 'categories'],
    [{ mode: 'weighted', categories: 'HW:-10:90' }, 'WEIGHT_OUT_OF_RANGE', 'categories.0.weight'],
    [{ mode: 'weighted', categories: 'HW:10:-90' }, 'SCORE_MUST_BE_NON_NEGATIVE', 'categories.0.score'],
    [{ mode: 'weighted', categories: 'HW:10:45/0' }, 'INVALID_NUMBER', 'categories.0.score'],
    [{ mode: 'weighted', categories: 'HW:ten:90' }, 'INVALID_NUMBER', 'categories.0.weight'],
    [{ mode: 'weighted', categories: 'HW 10 90' }, 'INVALID_ROW', 'categories'],
    [{ mode: 'weighted', categories: 'HW:10:90', goal: -1 }, 'SCORE_MUST_BE_NON_NEGATIVE', 'goal'],
    [{ mode: 'points', possible: 100 }, 'MISSING_REQUIRED_INPUT', 'earned'],
    [{ mode: 'points', earned: 10 }, 'MISSING_REQUIRED_INPUT', 'possible'],
    [{ mode: 'points', earned: 10, possible: 20, goal: 80 }, 'MISSING_REQUIRED_INPUT', 'finalPoints'],
    [{ mode: 'points', earned: 10, possible: 20, finalPoints: 50 }, 'MISSING_REQUIRED_INPUT', 'goal'],
    [{ mode: 'points', earned: -1, possible: 20 }, 'POINTS_MUST_BE_NON_NEGATIVE', 'earned'],
    [{ mode: 'points', earned: 10, possible: 20, finalPoints: 0, goal: 80 }, 'FINAL_POINTS_MUST_BE_POSITIVE', 'finalPoints'],
    [{ mode: 'points', earned: 0, possible: 0 }, 'POSSIBLE_POINTS_MUST_BE_POSITIVE', 'possible'],
    [{ mode: 'curve', current: 1 }, 'INVALID_MODE', 'mode'],
    [{ current: 'eighty', goal: 85, weight: 20 }, 'INVALID_NUMBER', 'current'],
  ])('%o → HTTP 400 %s', (inputs, code, field) => {
    const f = failure('final-grade', inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(10);
  });
});

declaresTheCodesItReturns('final-grade', [
  { mode: 'points', earned: 10, possible: 20, finalPoints: 0, goal: 80 },
  { mode: 'points', earned: -1, possible: 20 },
  { mode: 'points', earned: 0, possible: 0 },
  { mode: 'overall', current: 85, weight: 0, final: 40 },
  { mode: 'weighted', categories: 'HW:0.2:90; Exam:0.3:80' },
]);
