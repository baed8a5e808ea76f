// GPA: registrar worked examples, random course lists and plans against exact
// BigInt rational arithmetic, every input form and every status and error code.
import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failure, ok, result, run } from '../../helpers/calc.ts';
import { requiredConformanceVectors } from '../../helpers/conformance.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';
import { add, cmp, div, mul, q, sub, toNumber, total, near, roundHalfUp, type Q } from './_lib/exact-rational.ts';

// Published grade points: University of New Mexico fractional grades (A+ 4.33)
// and West Chester University (4.00 scale, no A+ above 4.00).
const POINTS: Record<string, string> = { 'A+': '4.33', A: '4.00', 'A-': '3.67', 'B+': '3.33', B: '3.00', 'B-': '2.67', 'C+': '2.33', C: '2.00', 'C-': '1.67', 'D+': '1.33', D: '1.00', 'D-': '0.67', F: '0.00' };
const pointsOn = (scale: '4.33' | '4.0', grade: string) => (scale === '4.0' && grade === 'A+' ? '4.00' : POINTS[grade]);

describe('gpa: worked examples', () => {
  requiredConformanceVectors('gpa');

  it('West Chester University registrar example (F counted, P excluded)', () => {
    const r = result('gpa', { mode: 'courses', scale: '4.0', courses: '1st:3:A; 2nd:3:C+; 3rd:4:B-; 4th:2:F; 5th:3:A-; 6th:3:P' });
    expect(r).toMatchObject({ gpa: 2.712, gpaRounded: 2.71, qualityPoints: 40.68, gpaCredits: 15, earnedCredits: 16, excludedCredits: 3 });
    expect(r.courses.map((c: { qualityPoints: number | null }) => c.qualityPoints)).toEqual([12, 6.99, 10.68, 0, 11.01, null]);
  });

  it('Southern Polytechnic State University example: 36 / 14 = 2.57', () => {
    const r = result('gpa', { scale: '4.0', courses: 'A:4\nA:2\nC:3\nF:3\nB:2'.split('\n').map((l) => ({ credits: Number(l.split(':')[1]), grade: l.split(':')[0] })) });
    expect(r).toMatchObject({ qualityPoints: 36, gpaCredits: 14, gpaRounded: 2.57 });
    expect(r.gpa).toBe(36 / 14);
  });

  it('Delgado Community College (dcc.edu) example: C and B in two 3-hour classes = 15 / 6 = 2.5', () => {
    expect(result('gpa', { scale: '4.0', courses: 'MATH 118:3:C; ENGL 101:3:B' })).toMatchObject({ gpa: 2.5, qualityPoints: 15, gpaCredits: 6 });
  });

  it('divides exactly: 129.63 / 121 is the double nearest the true quotient (a 20-digit division rounds it wrong)', () => {
    // 129.63 / 121 = 1.07132231404958677685…; at 20 significant digits it becomes …869 once read as a double.
    const exact = Number(new (Decimal.clone({ precision: 60 }))('129.63').div(121).toString());
    expect(exact).toBe(1.0713223140495867);
    expect(result('gpa', { mode: 'quick', totalPoints: 129.63, totalCredits: 121 }).gpa).toBe(exact);
  });

  it('reports the formula of the mode it solved; courses is the default mode', () => {
    expect(ok('gpa', { courses: 'A:3:A' }).formula?.id).toBe('gpa.courses');
    expect(result('gpa', { courses: 'A:3:A' }).mode).toBe('courses');
    expect(ok('gpa', { mode: 'quick', totalPoints: 12, totalCredits: 3 }).formula?.id).toBe('gpa.quick');
    expect(ok('gpa', { mode: 'planner', priorGpa: 3, priorCredits: 30, targetGpa: 3.2, additionalCredits: 15 }).formula?.id).toBe('gpa.planner');
  });

  it('non-GPA grades: left out of the GPA; P, S and CR credits (and A+) still count as earned', () => {
    // Only the A (3 credits) and the A+ (1 credit, 4.33) carry points: (12 + 4.33) / 4 = 4.0825.
    const r = result('gpa', { courses: 'a:3:P; b:2:NP; c:4:S; d:1:U; e:2:CR; f:1:NC; g:3:W; h:1:I; j:2:AU; k:3:A; m:1:A+' });
    expect(r.gpa).toBe(4.0825);
    expect(r.earnedCredits).toBe(3 + 4 + 2 + 3 + 1);
    expect(r.excludedCredits).toBe(3 + 2 + 4 + 1 + 2 + 1 + 3 + 1 + 2);
    expect(r.courses.map((c: { counted: boolean }) => c.counted)).toEqual([false, false, false, false, false, false, false, false, false, true, true]);
    const env = ok('gpa', { courses: 'a:3:P; k:3:A' });
    expect(env.warnings.map((w) => [w.code, w.severity])).toEqual([['COURSES_NOT_COUNTED', 'info']]);
  });

  it('the planner reads target as targetGpa; an empty quick answer still names its formula', () => {
    const viaAlias = result('gpa', { mode: 'planner', priorGpa: 3, priorCredits: 30, target: 3.2, additionalCredits: 15 });
    expect(viaAlias).toEqual(result('gpa', { mode: 'planner', priorGpa: 3, priorCredits: 30, targetGpa: 3.2, additionalCredits: 15 }));
    expect(ok('gpa', { mode: 'quick', totalPoints: 0, totalCredits: 0 })).toMatchObject({ status: 'empty', formula: { id: 'gpa.quick' } });
  });

  it('reads grades in any case and with −, – or - for minus, and grade points as numbers or numeric text', () => {
    const gpaOf = (grade: unknown, scale = '4.0') => result('gpa', { scale, courses: [{ credits: 1, grade }] }).gpa;
    expect(gpaOf('b−')).toBe(2.67);
    expect(gpaOf('B–')).toBe(2.67);
    expect(gpaOf(' b - ')).toBe(2.67);
    expect(gpaOf(' 3.5 ')).toBe(3.5);
    expect(gpaOf('.25')).toBe(0.25);
    expect(gpaOf('+2')).toBe(2);
    expect(gpaOf(3.5)).toBe(3.5);
    for (const bad of ['x3', '3x', '3 .5']) expect(failure('gpa', { courses: [{ credits: 1, grade: bad }] }), bad).toMatchObject({ code: 'INVALID_GRADE', field: 'courses.0.grade' });
    for (const bad of [true, Infinity, {}]) expect(failure('gpa', { courses: [{ credits: 1, grade: bad }] }), String(bad)).toMatchObject({ code: 'INVALID_GRADE', field: 'courses.0.grade' });
    expect(failure('gpa', { courses: [{ credits: 1, grade: null }] })).toMatchObject({ code: 'MISSING_REQUIRED_INPUT', field: 'courses.0.grade' });
    expect(failure('gpa', { scale: '4.0', courses: [{ credits: 1, grade: '4.5' }] })).toMatchObject({ code: 'GRADE_POINTS_OUT_OF_RANGE', field: 'courses.0.grade' });
  });

  it('scale ids: 4, 4.0, 4.00 and 4.33 with spaces; custom (any case) is the legacy 4.33; others warn', () => {
    const scaleOf = (scale: string) => ok('gpa', { scale, courses: 'A:1:A' });
    for (const id of ['4', '4.0', ' 4.00 ']) expect(scaleOf(id)).toMatchObject({ result: { scale: '4.0' }, warnings: [] });
    expect(scaleOf('4.33')).toMatchObject({ result: { scale: '4.33' }, warnings: [] });
    expect(scaleOf(' Custom ').warnings.map((w) => [w.code, w.severity])).toEqual([['LEGACY_SCALE_ID', 'info']]);
    expect(scaleOf('5.0').warnings.map((w) => w.code)).toEqual(['UNKNOWN_SCALE']);
    expect(scaleOf('5.0').result).toMatchObject({ scale: '4.33' });
  });

  it('aplus may be 5; prior credits 0 with 0 new credits has no cumulative GPA', () => {
    expect(result('gpa', { scale: '4.0', aplus: 5, courses: 'A:1:A+' }).gpa).toBe(5);
    expect(failure('gpa', { aplus: 5.01, courses: 'A:1:A' })).toMatchObject({ code: 'APLUS_OUT_OF_RANGE', field: 'aplus' });
    const r = ok('gpa', { mode: 'quick', totalPoints: 0, totalCredits: 0, priorGpa: 3, priorCredits: 0 });
    expect(r.result).toMatchObject({ cumulativeGpa: null, cumulativeGpaRounded: null, cumulativeCredits: 0 });
  });

  it('quick mode on the West Chester totals', () => {
    expect(result('gpa', { mode: 'quick', scale: '4.0', qualityPoints: 40.68, totalCredits: 15 })).toMatchObject({ gpa: 2.712, gpaRounded: 2.71, qualityPoints: 40.68, gpaCredits: 15 });
  });
});

describe('gpa: against exact arithmetic', () => {
  const grade = fc.constantFrom(...Object.keys(POINTS));
  const credits = fc.integer({ min: 0, max: 60 }).map((n) => n / 10);
  const courses = fc.array(fc.record({ credits, grade }), { minLength: 1, maxLength: 12 });

  it('courses mode equals Σ(points × credits) / Σ credits on both scales', () => {
    fc.assert(
      fc.property(courses, fc.constantFrom('4.33' as const, '4.0' as const), (list, scale) => {
        const qp = total(list.map((c) => mul(q(c.credits), q(pointsOn(scale, c.grade)))));
        const cr = total(list.map((c) => q(c.credits)));
        const answer = ok('gpa', { mode: 'courses', scale, courses: list });
        if (cr[0] === 0n) {
          expect(answer.status).toBe('empty');
          expect((answer.result as { gpa: null }).gpa).toBeNull();
          return;
        }
        const r = answer.result as { gpa: number; gpaRounded: number; qualityPoints: number; gpaCredits: number };
        expect(near(r.gpa, toNumber(div(qp, cr)))).toBe(true);
        expect(r.gpaRounded).toBe(roundHalfUp(div(qp, cr)));
        expect(r.qualityPoints).toBe(toNumber(qp));
        expect(r.gpaCredits).toBe(toNumber(cr));
      }),
      { numRuns: 300 },
    );
  });

  it('planner values and reachability equal the exact solution', () => {
    const gpa = fc.integer({ min: 0, max: 400 }).map((n) => n / 100);
    const cr = fc.integer({ min: 0, max: 200 });
    const add1 = fc.integer({ min: 1, max: 60 });
    fc.assert(
      fc.property(gpa, cr, gpa, add1, fc.constantFrom('4.33' as const, '4.0' as const), (G, P, T, A, scale) => {
        const max = q(scale === '4.0' ? '4' : '4.33');
        const needed = div(sub(mul(q(T), q(P + A)), mul(q(G), q(P))), q(A));
        const r = result('gpa', { mode: 'planner', scale, priorGpa: G, priorCredits: P, targetGpa: T, additionalCredits: A });
        expect(near(r.neededGpa, toNumber(needed))).toBe(true);
        expect(r.reachability).toBe(cmp(needed, [0n, 1n]) <= 0 ? 'secured' : cmp(needed, max) <= 0 ? 'attainable' : 'unreachable');
        expect(r.unreachable).toBe(r.reachability === 'unreachable');
        if (cmp(q(G), q(T)) >= 0) expect(r.minAdditionalCredits).toBe(0);
        else if (cmp(q(T), max) < 0) expect(near(r.minAdditionalCredits, toNumber(div(mul(q(P), sub(q(T), q(G))), sub(max, q(T)))))).toBe(true);
        // With the minimum credits at the top grade the target is met exactly.
        if (r.minAdditionalCredits > 0) {
          const m = div(mul(q(P), sub(q(T), q(G))), sub(max, q(T)));
          expect(cmp(div(add(mul(q(G), q(P)), mul(max, m)), add(q(P), m)), q(T))).toBe(0);
        }
        expect(near(r.bestCaseGpa, toNumber(div(add(mul(q(G), q(P)), mul(max, q(A))), q(P + A))))).toBe(true);
      }),
      { numRuns: 400 },
    );
  });
});

describe('gpa: inputs', () => {
  it('reads grades in any case and with Unicode minus or dash', () => {
    const r = result('gpa', { scale: '4.0', courses: [{ credits: 3, grade: 'a−' }, { credits: 3, grade: ' b – ' }, { credits: 3, grade: 'C+' }] });
    expect(r.courses.map((c: { grade: string; points: number }) => [c.grade, c.points])).toEqual([['A-', 3.67], ['B-', 2.67], ['C+', 2.33]]);
  });

  it('takes numbers as grade points and leaves P/NP/S/U/CR/NC/W/I/AU out', () => {
    const r = result('gpa', { scale: '4.0', courses: 'Lab:1:3.5\nMath:3:4\nGym:1:P\nArt:2:NP\nX:3:W\nY:3:I\nZ:3:AU\nS1:1:S\nU1:1:U\nC1:1:CR\nN1:1:NC' });
    expect(r).toMatchObject({ gpaCredits: 4, qualityPoints: 15.5, gpa: 3.875, excludedCredits: 16, earnedCredits: 4 + 1 + 1 + 1 });
    expect(ok('gpa', { scale: '4.0', courses: 'Gym:1:P' }).warnings.map((w) => w.code)).toContain('COURSES_NOT_COUNTED');
  });

  it('numeric grade text: several digits before and after the point are grade points', () => {
    const gpaOf = (grade: string) => result('gpa', { scale: '4.0', courses: [{ credits: 1, grade }] }).gpa;
    expect(gpaOf('3.67')).toBe(3.67);
    expect(gpaOf('04.00')).toBe(4);
    // Ten grade points is a number out of range on the 4.0 scale, not an unknown letter grade.
    expect(failure('gpa', { scale: '4.0', courses: [{ credits: 1, grade: '10' }] })).toMatchObject({ code: 'GRADE_POINTS_OUT_OF_RANGE', field: 'courses.0.grade' });
  });

  it('E counts as F', () => {
    expect(result('gpa', { scale: '4.0', courses: '3:A;3:E' })).toMatchObject({ gpa: 2, earnedCredits: 3 });
  });

  it('accepts text rows, arrays of rows, names with colons and credits as text', () => {
    const want = { gpa: 3.5, gpaCredits: 6 };
    expect(result('gpa', { scale: '4.0', courses: 'CS 101: Intro:3:A\r\nHist:3:B' })).toMatchObject(want);
    expect(result('gpa', { scale: '4.0', courses: ['3:A', 'Hist:3:B'] })).toMatchObject(want);
    expect(result('gpa', { scale: '4.0', courses: [{ name: 101, credits: '3', grade: 'A' }, { credits: 3, grade: 'B' }] })).toMatchObject(want);
    expect(result('gpa', { scale: '4.0', courses: 'CS 101: Intro:3:A' }).courses[0].name).toBe('CS 101: Intro');
  });

  it('scales: 4.33 by default, 4.0 by id or number, custom and unknown ids become 4.33', () => {
    const aPlus = (extra: Record<string, unknown>) => ok('gpa', { courses: '3:A+', ...extra });
    expect(aPlus({}).result).toMatchObject({ scale: '4.33', gpa: 4.33 });
    expect(aPlus({ scale: '4.0' }).result).toMatchObject({ scale: '4.0', gpa: 4 });
    expect(aPlus({ scale: 4 }).result).toMatchObject({ scale: '4.0' });
    expect(aPlus({ scale: '4.00' }).result).toMatchObject({ scale: '4.0' });
    expect(aPlus({ scale: 'custom' })).toMatchObject({ result: { scale: '4.33', gpa: 4.33 }, warnings: [expect.objectContaining({ code: 'LEGACY_SCALE_ID' })] });
    expect(aPlus({ scale: '5.0' })).toMatchObject({ result: { scale: '4.33' }, warnings: [expect.objectContaining({ code: 'UNKNOWN_SCALE' })] });
  });

  it('aplus replaces only the A+ value', () => {
    const r = result('gpa', { scale: '4.0', aplus: 4.3, courses: '3:A+;3:A;3:A-' });
    expect(r.courses.map((c: { points: number }) => c.points)).toEqual([4.3, 4, 3.67]);
    expect(result('gpa', { scale: '4.33', aplus: 4, courses: '3:A+' }).gpa).toBe(4);
  });

  it('adds prior terms into a cumulative GPA', () => {
    const r = result('gpa', { scale: '4.0', courses: 'Math:3:A;Art:3:B', priorGpa: 3, priorCredits: 30 });
    // (3 × 30 + 21) / 36 = 111 / 36
    expect(r).toMatchObject({ gpa: 3.5, cumulativeCredits: 36, cumulativeGpaRounded: 3.08 });
    expect(r.cumulativeGpa).toBe(111 / 36);
    expect(result('gpa', { scale: '4.0', currentGpa: 3, currentCredits: 30, courses: '3:A' })).toMatchObject({ cumulativeCredits: 33 });
    expect(result('gpa', { courses: '3:A' })).toMatchObject({ cumulativeGpa: null, cumulativeCredits: null });
  });

  it('zero counted credits is empty with gpa null (also in quick mode)', () => {
    for (const inputs of [{ mode: 'courses', scale: '4.0', courses: [] }, { courses: 'Gym:1:P' }, { courses: 'Seminar:0:A' }, { mode: 'quick', totalPoints: 0, totalCredits: 0 }]) {
      const env = ok('gpa', inputs);
      expect(env.status, JSON.stringify(inputs)).toBe('empty');
      expect((env.result as { gpa: null; gpaRounded: null }).gpa).toBeNull();
      expect((env.result as { gpaRounded: null }).gpaRounded).toBeNull();
    }
  });
});

describe('gpa: planner', () => {
  it('secured, attainable and unreachable', () => {
    expect(result('gpa', { mode: 'planner', scale: '4.0', priorGpa: 3.9, priorCredits: 100, targetGpa: 3, additionalCredits: 15 })).toMatchObject({ neededGpa: -3, reachability: 'secured', minAdditionalCredits: 0, unreachable: false });
    expect(result('gpa', { mode: 'planner', scale: '4.0', priorGpa: 3.8, priorCredits: 90, targetGpa: 3.5, additionalCredits: 15 })).toMatchObject({ neededGpa: 1.7, reachability: 'attainable' });
    expect(result('gpa', { mode: 'planner', scale: '4.0', priorGpa: 3.2, priorCredits: 60, targetGpa: 3.5, additionalCredits: 30 })).toMatchObject({ neededGpa: 4.1, neededGpaRounded: 4.1, reachability: 'unreachable', unreachable: true, minAdditionalCredits: 36, unreachableExact: false, maxGpa: 4, worstCaseGpa: 3.2 * 60 / 90 });
  });

  it('a needed GPA of exactly the A+ value is attainable', () => {
    // (3.5 × 40 − 3 × 20) / 20 = 4.00
    expect(result('gpa', { mode: 'planner', scale: '4.0', priorGpa: 3, priorCredits: 20, targetGpa: 3.5, additionalCredits: 20 })).toMatchObject({ neededGpa: 4, reachability: 'attainable' });
  });

  it('unreachableExact when no number of credits can reach the target', () => {
    expect(result('gpa', { mode: 'planner', scale: '4.0', priorGpa: 3.9, priorCredits: 10, targetGpa: 4, additionalCredits: 30 })).toMatchObject({ reachability: 'unreachable', minAdditionalCredits: null, unreachableExact: true });
    expect(result('gpa', { mode: 'planner', scale: '4.0', priorGpa: 3, priorCredits: 10, targetGpa: 4.2, additionalCredits: 30 })).toMatchObject({ minAdditionalCredits: null, unreachableExact: true });
    // No prior credits: straight A+ reaches the A+ value.
    expect(result('gpa', { mode: 'planner', scale: '4.0', targetGpa: 4, additionalCredits: 15 })).toMatchObject({ neededGpa: 4, reachability: 'attainable', minAdditionalCredits: 0, unreachableExact: false, priorCredits: 0 });
    expect(result('gpa', { mode: 'planner', scale: '4.0', priorGpa: 4, priorCredits: 10, targetGpa: 4, additionalCredits: 5 })).toMatchObject({ minAdditionalCredits: 0, unreachableExact: false });
  });
});

describe('gpa: errors and invalid states', () => {
  it.each([
    [{ courses: [{ name: 'A', credits: -3, grade: 'A' }] }, 'CREDITS_OUT_OF_RANGE', 'courses.0.credits'],
    [{ courses: '3:A', priorGpa: 3, priorCredits: -1 }, 'CREDITS_OUT_OF_RANGE', 'priorCredits'],
    [{ mode: 'quick', totalPoints: 10, totalCredits: -4 }, 'CREDITS_OUT_OF_RANGE', 'totalCredits'],
    [{ mode: 'planner', targetGpa: 3, additionalCredits: 10, priorGpa: 3, priorCredits: -5 }, 'CREDITS_OUT_OF_RANGE', 'priorCredits'],
    [{ courses: '3:A', priorGpa: 3.1 }, 'PRIOR_CREDITS_REQUIRED', 'priorCredits'],
    [{ courses: '3:A', priorCredits: 30 }, 'PRIOR_CREDITS_REQUIRED', 'priorGpa'],
    [{ mode: 'quick', totalPoints: 12, totalCredits: 3, priorGpa: 3 }, 'PRIOR_CREDITS_REQUIRED', 'priorCredits'],
    [{ mode: 'planner', priorGpa: 3, targetGpa: 3.5, additionalCredits: 10 }, 'PRIOR_CREDITS_REQUIRED', 'priorCredits'],
    [{ mode: 'planner', priorGpa: 3, priorCredits: 30, targetGpa: 3.5, additionalCredits: 0 }, 'ADDITIONAL_CREDITS_MUST_BE_POSITIVE', 'additionalCredits'],
    [{ mode: 'planner', priorGpa: 3, priorCredits: 30, targetGpa: 3.5, additionalCredits: -6 }, 'ADDITIONAL_CREDITS_MUST_BE_POSITIVE', 'additionalCredits'],
  ])('%o → status invalid, %s', (inputs, code, field) => {
    const a = run('gpa', inputs);
    expect(a.http).toBe(200);
    expect(a.body).toMatchObject({ status: 'invalid', code, field, result: null });
    expect((a.body as { suggestion: string }).suggestion.length).toBeGreaterThan(10);
  });

  it.each([
    [{ courses: '3:Z' }, 'INVALID_GRADE', 'courses.0.grade'],
    [{ courses: '3:F+' }, 'INVALID_GRADE', 'courses.0.grade'],
    [{ courses: [{ credits: 3, grade: true }] }, 'INVALID_GRADE', 'courses.0.grade'],
    [{ courses: [{ credits: 3 }] }, 'MISSING_REQUIRED_INPUT', 'courses.0.grade'],
    [{ courses: [{ grade: 'A' }] }, 'MISSING_REQUIRED_INPUT', 'courses.0.credits'],
    [{ courses: 'Math:x:A' }, 'INVALID_NUMBER', 'courses.0.credits'],
    [{ courses: 'Math A' }, 'INVALID_ROW', 'courses'],
    [{ courses: ['3:A;3:B'] }, 'INVALID_ROW', 'courses.0'],
    [{ courses: [42] }, 'INVALID_INPUT', 'courses.0'],
    [{ courses: [{ name: {}, credits: 3, grade: 'A' }] }, 'INVALID_INPUT', 'courses.0.name'],
    [{ scale: '4.0', courses: '3:4.5' }, 'GRADE_POINTS_OUT_OF_RANGE', 'courses.0.grade'],
    [{ courses: '3:-1' }, 'GRADE_POINTS_OUT_OF_RANGE', 'courses.0.grade'],
    [{ courses: '3:A', aplus: 3.9 }, 'APLUS_OUT_OF_RANGE', 'aplus'],
    [{ courses: '3:A', aplus: 5.5 }, 'APLUS_OUT_OF_RANGE', 'aplus'],
    [{ scale: '4.0', courses: '3:A', priorGpa: 4.2, priorCredits: 10 }, 'GPA_OUT_OF_RANGE', 'priorGpa'],
    [{ mode: 'planner', priorGpa: -1, priorCredits: 10, targetGpa: 3, additionalCredits: 3 }, 'GPA_OUT_OF_RANGE', 'priorGpa'],
    [{ mode: 'quick', scale: '4.0', totalPoints: 70, totalCredits: 15 }, 'QUALITY_POINTS_OUT_OF_RANGE', 'totalPoints'],
    [{ mode: 'quick', totalPoints: 3, totalCredits: 0 }, 'QUALITY_POINTS_OUT_OF_RANGE', 'totalPoints'],
    [{ mode: 'quick', totalPoints: -3, totalCredits: 3 }, 'QUALITY_POINTS_OUT_OF_RANGE', 'totalPoints'],
    [{ mode: 'planner', targetGpa: -1, additionalCredits: 3 }, 'TARGET_GPA_OUT_OF_RANGE', 'targetGpa'],
    [{ mode: 'courses' }, 'MISSING_REQUIRED_INPUT', 'courses'],
    [{ mode: 'quick', totalCredits: 3 }, 'MISSING_REQUIRED_INPUT', 'totalPoints'],
    [{ mode: 'quick', totalPoints: 3 }, 'MISSING_REQUIRED_INPUT', 'totalCredits'],
    [{ mode: 'planner', additionalCredits: 3 }, 'MISSING_REQUIRED_INPUT', 'targetGpa'],
    [{ mode: 'planner', targetGpa: 3 }, 'MISSING_REQUIRED_INPUT', 'additionalCredits'],
    [{ mode: 'average', courses: '3:A' }, 'INVALID_MODE', 'mode'],
    [{ courses: '3:A', priorGpa: 'three', priorCredits: 3 }, 'INVALID_NUMBER', 'priorGpa'],
  ])('%o → HTTP 400 %s', (inputs, code, field) => {
    const f = failure('gpa', inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(10);
  });

  it('is REST-only with a grade page', () => {
    expect(ok('gpa', { courses: '3:A' })).toMatchObject({ capability_id: null, calculation_version: '1.0.0', page: '/calc/grade/gpa' });
  });
});

declaresTheCodesItReturns('gpa', [
  { scale: '4.0', courses: '3:A', priorGpa: 4.2, priorCredits: 10 },
  { courses: '3:-1' },
  { courses: '3:Z' },
  { mode: 'quick', totalPoints: -3, totalCredits: 3 },
  { mode: 'planner', targetGpa: -1, additionalCredits: 3 },
  { scale: 'custom', courses: '3:A' },
]);
