// heatsink-rth: the published worked examples, the round trip through mosfet-tj (a
// heatsink of exactly RθSA,max puts the junction at the target), warnings and every error.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failure, ok, result, run } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'heatsink-rth';

describe('heatsink-rth', () => {
  it('theprimecalculator worked example: 10 W, 125 °C, 40 °C, θjc 2, θcs 0.5 → θsa ≤ 6 °C/W', () => {
    const r = result(ID, { power: 10, tj_max: 125, ambient: 40, rth_jc: 2, rth_cs: 0.5 });
    expect(r.rth_total_max).toBe(8.5);
    expect(r.rth_sa_max).toBe(6);
    expect(r.case_temperature).toBe(105);
    expect(r.sink_temperature).toBe(100);
    expect(r.tj_target).toBe(125);
  });

  it('LM7805 (newsletter): 3.5 W needs a heatsink; with RθSA 10 °C/W the junction sits at 81 °C, well under the limit', () => {
    const r = result(ID, { power: 3.5, tj_max: 125, ambient: 25, rth_jc: 5, rth_cs: 1, rth_ja: 65 });
    expect(r.tj_without_heatsink).toBeCloseTo(252.5, 12);
    expect(r.heatsink_needed).toBe(true);
    expect(r.rth_sa_max).toBeCloseTo(100 / 3.5 - 6, 12);
    expect(10).toBeLessThan(r.rth_sa_max);
    expect(result('mosfet-tj', { power: 3.5, ambient: 25, rth_jc: 5, rth_cs: 1, rth_sa: 10 }).tj).toBe(81);
  });

  it('round trip: mounting a heatsink of exactly RθSA,max gives T_J = Tj max − margin (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.5, max: 50, noNaN: true }),
        fc.double({ min: 100, max: 175, noNaN: true }),
        fc.double({ min: -20, max: 60, noNaN: true }),
        fc.double({ min: 0.1, max: 2, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 20, noNaN: true }),
        (power, tjMax, ambient, rjc, rcs, margin) => {
          const a = run(ID, { power, tj_max: tjMax, ambient, rth_jc: rjc, rth_cs: rcs, margin });
          if (a.http !== 200) {
            // Only an infeasible budget may refuse: (target − ambient)/P ≤ RθJC + RθCS.
            expect((tjMax - margin - ambient) / power).toBeLessThanOrEqual(rjc + rcs + 1e-9);
            return;
          }
          const r = (a.body as { result: Record<string, number> }).result;
          const tj = result('mosfet-tj', { power, ambient, rth_jc: rjc, rth_cs: rcs, rth_sa: r.rth_sa_max, tj_max: tjMax }).tj;
          expect(tj).toBeCloseTo(tjMax - margin, 8);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('margin lowers the target; a blank interface is taken as 0 with a note; no heatsink needed is noted', () => {
    const withMargin = result(ID, { power: 10, tj_max: 125, ambient: 40, rth_jc: 2, rth_cs: 0.5, margin: 15 });
    expect(withMargin.tj_target).toBe(110);
    expect(withMargin.rth_sa_max).toBeCloseTo(4.5, 12);
    const blank = ok(ID, { power: 10, tj_max: 125, ambient: 40, rth_jc: 2 });
    expect((blank.result as { rth_cs: number }).rth_cs).toBe(0);
    expect(blank.warnings.map((w) => w.code)).toEqual(['INTERFACE_RESISTANCE_ASSUMED_ZERO']);
    const cool = ok(ID, { power: 0.5, tj_max: 125, ambient: 25, rth_jc: 2, rth_cs: 0.5, rth_ja: 62 });
    expect(cool.result).toMatchObject({ heatsink_needed: false, tj_without_heatsink: 56 });
    expect(cool.warnings.map((w) => w.code)).toEqual(['NO_HEATSINK_NEEDED']);
    expect(cool.result_detail.unit).toBe('°C/W');
  });

  it('a junction exactly at the target without a heatsink needs none', () => {
    // 25 + 1 W × 100 °C/W = 125 °C = Tj max
    const a = ok(ID, { power: 1, tj_max: 125, ambient: 25, rth_jc: 2, rth_cs: 0.5, rth_ja: 100 });
    expect(a.result).toMatchObject({ tj_without_heatsink: 125, heatsink_needed: false });
    expect(a.warnings.map((w) => w.code)).toEqual(['NO_HEATSINK_NEEDED']);
  });

  it('no NO_HEATSINK_NEEDED note when the part overheats without one', () => {
    expect(ok(ID, { power: 3.5, tj_max: 125, ambient: 25, rth_jc: 5, rth_cs: 1, rth_ja: 65 }).warnings).toEqual([]);
  });

  it('both notes are informational', () => {
    expect(ok(ID, { power: 10, tj_max: 125, ambient: 40, rth_jc: 2 }).warnings.map((w) => w.severity)).toEqual(['info']);
    expect(ok(ID, { power: 0.5, tj_max: 125, ambient: 25, rth_jc: 2, rth_cs: 0.5, rth_ja: 62 }).warnings.map((w) => w.severity)).toEqual(['info']);
  });

  it('accepts query-string numbers and ignores unknown keys with a warning', () => {
    const a = ok(ID, { power: '10', tj_max: '125', ambient: '40', rth_jc: '2', rth_cs: '0.5', colour: 'red' });
    expect((a.result as { rth_sa_max: number }).rth_sa_max).toBe(6);
    expect(a.warnings.map((w) => w.code)).toContain('UNKNOWN_INPUT_IGNORED');
  });

  it.each([
    [{ power: 0, tj_max: 125, ambient: 40, rth_jc: 2 }, 'POWER_MUST_BE_POSITIVE', 'power'],
    [{ power: -5, tj_max: 125, ambient: 40, rth_jc: 2 }, 'POWER_MUST_BE_POSITIVE', 'power'],
    [{ power: 5, tj_max: 125, ambient: -300, rth_jc: 2 }, 'TEMPERATURE_BELOW_ABSOLUTE_ZERO', 'ambient'],
    [{ power: 5, tj_max: -280, ambient: 40, rth_jc: 2 }, 'TEMPERATURE_BELOW_ABSOLUTE_ZERO', 'tj_max'],
    [{ power: 5, tj_max: 125, ambient: 40, rth_jc: -1 }, 'THERMAL_RESISTANCE_MUST_BE_NONNEGATIVE', 'rth_jc'],
    [{ power: 5, tj_max: 125, ambient: 40, rth_jc: 1, rth_cs: -0.2 }, 'THERMAL_RESISTANCE_MUST_BE_NONNEGATIVE', 'rth_cs'],
    [{ power: 5, tj_max: 125, ambient: 40, rth_jc: 1, rth_ja: 0 }, 'THERMAL_RESISTANCE_MUST_BE_POSITIVE', 'rth_ja'],
    [{ power: 5, tj_max: 125, ambient: 40, rth_jc: 1, margin: -5 }, 'MARGIN_MUST_BE_NONNEGATIVE', 'margin'],
    [{ power: 5, tj_max: 40, ambient: 50, rth_jc: 1 }, 'TJ_MAX_NOT_ABOVE_REFERENCE', 'tj_max'],
    [{ power: 5, tj_max: 125, ambient: 50, rth_jc: 1, margin: 80 }, 'TJ_MAX_NOT_ABOVE_REFERENCE', 'margin'],
    [{ power: 5, tj_max: 40, ambient: 50, rth_jc: 1, margin: 5 }, 'TJ_MAX_NOT_ABOVE_REFERENCE', 'tj_max'],
    [{ power: 5, tj_max: 50, ambient: 50, rth_jc: 1, margin: 5 }, 'TJ_MAX_NOT_ABOVE_REFERENCE', 'tj_max'],
    [{ power: 100, tj_max: 150, ambient: 50, rth_jc: 1.5, rth_cs: 0.5 }, 'NO_HEATSINK_SUFFICIENT', 'power'],
    [{ power: 50, tj_max: 150, ambient: 50, rth_jc: 1.5, rth_cs: 0.5 }, 'NO_HEATSINK_SUFFICIENT', 'power'],
    [{ power: 5, ambient: 40, rth_jc: 1 }, 'MISSING_REQUIRED_INPUT', 'tj_max'],
    [{ power: 'lots', tj_max: 125, ambient: 40, rth_jc: 1 }, 'INVALID_NUMBER', 'power'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure(ID, inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(10);
  });

  it('the infeasible case says how much power an ideal heatsink would allow', () => {
    expect(failure(ID, { power: 100, tj_max: 150, ambient: 50, rth_jc: 1.5, rth_cs: 0.5 }).suggestion).toMatch(/at most 50 W/);
  });
});

declaresTheCodesItReturns('heatsink-rth');
