// wire-ampacity: NEC Table 310.16 rows typed from the published table (NFPA 70 2020/2023, as
// reprinted by wire makers), the EC&M code-quiz worked examples for the correction and adjustment
// factors, the 240.4(D) small-conductor limits, both modes and every error code.
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'wire-ampacity';

describe('wire-ampacity', () => {
  // NFPA 70 2023 Table 310.16, typed here from the printed table: [size, Cu 60, 75, 90, Al 60, 75, 90].
  it.each([
    ['14', 15, 20, 25, null, null, null],
    ['12', 20, 25, 30, 15, 20, 25],
    ['10', 30, 35, 40, 25, 30, 35],
    ['8', 40, 50, 55, 35, 40, 45],
    ['6', 55, 65, 75, 40, 50, 55],
    ['3', 85, 100, 115, 65, 75, 85],
    ['1', 110, 130, 145, 85, 100, 115],
    ['1/0', 125, 150, 170, 100, 120, 135],
    ['4/0', 195, 230, 260, 150, 180, 205],
    ['250', 215, 255, 290, 170, 205, 230],
    ['300', 240, 285, 320, 195, 230, 260],
    ['500', 320, 380, 430, 260, 310, 350],
    ['600', 350, 420, 475, 285, 340, 385],
    ['750', 400, 475, 535, 320, 385, 435],
    ['2000', 555, 665, 750, 470, 560, 630],
  ] as const)('Table 310.16 row %s', (size, cu60, cu75, cu90, al60, al75, al90) => {
    const table = (material: string, insulation: string) => result(ID, { size, material, insulation }).table_ampacity;
    expect([table('copper', '60'), table('copper', '75'), table('copper', '90')]).toEqual([cu60, cu75, cu90]);
    if (al60 === null) expect(failure(ID, { size, material: 'aluminum' }).code).toBe('GAUGE_OUT_OF_RANGE');
    else expect([table('aluminum', '60'), table('aluminum', '75'), table('aluminum', '90')]).toEqual([al60, al75, al90]);
  });

  it('reads sizes the ways people write them', () => {
    for (const size of ['4/0', '0000', '4/0 AWG', '#4/0']) expect(result(ID, { size }).size).toBe('4/0 AWG');
    for (const size of ['250', 250, '250 kcmil', '250 MCM', '250kcmil']) expect(result(ID, { size }).size).toBe('250 kcmil');
    for (const size of ['12', 12, '#12', '12 AWG', '12 ga']) expect(result(ID, { size }).size).toBe('12 AWG');
    expect(result(ID, { size: '0' }).size).toBe('1/0 AWG');
  });

  it('reads insulation types and temperatures: THHN is 90 °C, THWN 75 °C, TW 60 °C', () => {
    expect(result(ID, { size: 12, insulation: 'THHN' }).table_ampacity).toBe(30);
    expect(result(ID, { size: 12, insulation: 'thwn' }).table_ampacity).toBe(25);
    expect(result(ID, { size: 12, insulation: 'TW' }).table_ampacity).toBe(20);
    expect(result(ID, { size: 12, insulation: 90 }).table_ampacity).toBe(30);
    expect(result(ID, { size: 12, insulation: '75 °C' }).table_ampacity).toBe(25);
    expect(result(ID, { size: 12, material: 'Al' }).table_ampacity).toBe(20);
  });

  it('EC&M Code Q&A: 10 THHN, four current-carrying conductors → 40 A × 0.80 = 32 A', () => {
    const r = result(ID, { size: '10', insulation: '90', conductors: 4 });
    expect(r).toMatchObject({ table_ampacity: 40, adjustment_factor: 0.8, ocpd_limit: 30, max_current: 30, limited_by: '240.4(D)' });
    expect(r.ampacity).toBeCloseTo(32, 12);
  });

  it('EC&M quizzes: nine 12 THHN → 21 A, thirty → 13.5 A, twelve → 15 A', () => {
    expect(result(ID, { size: 12, insulation: '90', conductors: 9 }).ampacity).toBeCloseTo(21, 12);
    expect(result(ID, { size: 12, insulation: '90', conductors: 30 }).ampacity).toBeCloseTo(13.5, 12);
    const twelve = result(ID, { size: 12, insulation: '90', conductors: 12 });
    expect(twelve.ampacity).toBeCloseTo(15, 12);
    expect(twelve.max_current).toBeCloseTo(15, 12);
    expect(twelve.limited_by).toBe('ampacity');
  });

  it('EC&M quiz: six 14 THHN through 105 °F → 25 × 0.87 × 0.80 = 17.4 A (105 °F = 40.56 °C, the 41–45 °C row)', () => {
    const r = result(ID, { size: 14, insulation: '90', conductors: 6, ambient: (105 - 32) / 1.8 });
    expect(r.ambient_factor).toBe(0.87);
    expect(r.ampacity).toBeCloseTo(17.4, 12);
  });

  // Table 310.15(C)(1), typed from the table: conductors → factor.
  it.each([
    [1, 1], [3, 1], [4, 0.8], [6, 0.8], [7, 0.7], [9, 0.7], [10, 0.5], [20, 0.5], [21, 0.45], [30, 0.45], [31, 0.4], [40, 0.4], [41, 0.35], [200, 0.35],
  ])('%d current-carrying conductors → factor %d', (conductors, factor) => {
    expect(result(ID, { size: 12, conductors }).adjustment_factor).toBe(factor);
  });

  // Table 310.15(B)(1), typed from the table: ambient °C → [60, 75, 90 °C] factors.
  it.each([
    [-20, [1.29, 1.2, 1.15]], [10, [1.29, 1.2, 1.15]], [11, [1.22, 1.15, 1.12]], [25, [1.08, 1.05, 1.04]], [30, [1, 1, 1]],
    [30.5, [0.91, 0.94, 0.96]], [35, [0.91, 0.94, 0.96]], [40, [0.82, 0.88, 0.91]], [50, [0.58, 0.75, 0.82]], [55, [0.41, 0.67, 0.76]],
  ])('ambient %d °C → factors %j', (ambient, factors) => {
    expect(['60', '75', '90'].map((insulation) => result(ID, { size: 4, insulation, ambient }).ambient_factor)).toEqual(factors);
  });

  it('applies the 75 °C column above 55 °C and the 90 °C column to 85 °C, and refuses beyond', () => {
    expect(result(ID, { size: 4, insulation: '75', ambient: 70 }).ambient_factor).toBe(0.33);
    expect(result(ID, { size: 4, insulation: '90', ambient: 85 }).ambient_factor).toBe(0.29);
    for (const [insulation, ambient] of [['60', 56], ['75', 71], ['90', 86]] as const) {
      const f = failure(ID, { size: 4, insulation, ambient });
      expect(f).toMatchObject({ http: 400, code: 'TEMPERATURE_OUT_OF_RANGE', field: 'ambient' });
      expect(f.suggestion).toBeTruthy();
    }
    expect(failure(ID, { size: 4, ambient: -300 })).toMatchObject({ code: 'TEMPERATURE_OUT_OF_RANGE', field: 'ambient' });
  });

  it('240.4(D): 14, 12, 10 AWG copper at 15, 20, 30 A; 12, 10 AWG aluminum at 15, 25 A; none above 10 AWG', () => {
    expect(result(ID, { size: 14, insulation: '90' })).toMatchObject({ ampacity: 25, ocpd_limit: 15, max_current: 15 });
    expect(result(ID, { size: 12 })).toMatchObject({ ampacity: 25, ocpd_limit: 20, max_current: 20 });
    expect(result(ID, { size: 10 })).toMatchObject({ ampacity: 35, ocpd_limit: 30, max_current: 30 });
    expect(result(ID, { size: 12, material: 'aluminum' })).toMatchObject({ ampacity: 20, ocpd_limit: 15, max_current: 15 });
    expect(result(ID, { size: 10, material: 'aluminum' })).toMatchObject({ ampacity: 30, ocpd_limit: 25, max_current: 25 });
    const eight = result(ID, { size: 8 });
    expect(eight.ocpd_limit).toBeUndefined();
    expect(eight.max_current).toBe(50);
  });

  it('terminals (110.14(C)): a 90 °C conductor derated stays under its 60 °C column', () => {
    // 10 THHN, 4 conductors: 40 × 0.8 = 32 A, but 60 °C terminals allow 30 A (Table 310.16, 60 °C column).
    const r = result(ID, { size: 10, insulation: '90', conductors: 4, termination: '60' });
    expect(r.termination_ampacity).toBe(30);
    expect(r.ampacity).toBe(30);
    // 1/0 THHN at 30 °C with 75 °C lugs: 170 A in the 90 °C column, 150 A in the 75 °C column.
    expect(result(ID, { size: '1/0', insulation: '90', termination: '75' })).toMatchObject({ table_ampacity: 170, ampacity: 150, limited_by: 'termination' });
  });

  describe('size mode', () => {
    it('wire gauge for 20 A: 12 AWG copper (14 AWG carries 20 A at 75 °C but 240.4(D) caps it at 15 A)', () => {
      const r = result(ID, { mode: 'size', current: 20 });
      expect(r).toMatchObject({ size: '12 AWG', current: 20, max_current: 20 });
      expect(ok(ID, { mode: 'size', current: 20 }).result_detail).toMatchObject({ unit: null });
    });

    // The copper 60 °C and 75 °C columns of Table 310.16 with 240.4(D), typed: load → size.
    it.each([
      [15, '75', '14 AWG'], [16, '75', '12 AWG'], [30, '75', '10 AWG'], [31, '75', '8 AWG'], [50, '75', '8 AWG'], [50, '60', '6 AWG'],
      [100, '75', '3 AWG'], [100, '60', '1 AWG'], [200, '75', '3/0 AWG'], [400, '75', '600 kcmil'], [665, '75', '2000 kcmil'],
    ] as const)('%d A copper at %s °C → %s', (current, insulation, size) => {
      expect(result(ID, { mode: 'size', current, insulation }).size).toBe(size);
    });

    it('aluminum 200 A at 75 °C is 250 kcmil (4/0 carries 180 A)', () => {
      expect(result(ID, { mode: 'size', current: 200, material: 'aluminum' })).toMatchObject({ size: '250 kcmil', table_ampacity: 205 });
    });

    it('sizes up for the corrections: 20 A with 9 THHN at 40 °C needs 10 AWG (12: 30 × 0.91 × 0.7 = 19.1 A)', () => {
      const r = result(ID, { mode: 'size', current: 20, insulation: '90', conductors: 9, ambient: 40 });
      expect(r.size).toBe('10 AWG');
      expect(r.ampacity).toBeCloseTo(40 * 0.91 * 0.7, 12);
    });

    it('beyond 2000 kcmil: TARGET_NOT_REACHABLE, suggesting parallel conductors', () => {
      const f = failure(ID, { mode: 'size', current: 800 });
      expect(f).toMatchObject({ http: 400, code: 'TARGET_NOT_REACHABLE', field: 'current' });
      expect(f.suggestion).toMatch(/parallel/);
    });

    it('refuses a load of 0 A and asks for the current', () => {
      expect(failure(ID, { mode: 'size', current: 0 })).toMatchObject({ code: 'CURRENT_MUST_BE_POSITIVE', field: 'current' });
      expect(failure(ID, { mode: 'size' })).toMatchObject({ code: 'MISSING_REQUIRED_INPUT', field: 'current' });
    });

    it('says so when a size is sent in size mode, and a current in ampacity mode', () => {
      expect(ok(ID, { mode: 'size', current: 20, size: 14 }).warnings?.map((w) => (typeof w === 'string' ? w : w.code))).toContain('INPUT_IGNORED');
      expect(ok(ID, { size: 14, current: 20 }).warnings?.map((w) => (typeof w === 'string' ? w : w.code))).toContain('INPUT_IGNORED');
    });
  });

  it('errors name the field and how to fix it', () => {
    for (const [inputs, code] of [
      [{ size: '12.5' }, 'INVALID_GAUGE'],
      [{ size: 'thick' }, 'INVALID_GAUGE'],
      [{ size: 5 }, 'GAUGE_OUT_OF_RANGE'],
      [{ size: 16 }, 'GAUGE_OUT_OF_RANGE'],
      [{ size: 3000 }, 'GAUGE_OUT_OF_RANGE'],
      [{ size: 14, material: 'aluminum' }, 'GAUGE_OUT_OF_RANGE'],
      [{}, 'MISSING_REQUIRED_INPUT'],
    ] as const) {
      const f = failure(ID, inputs);
      expect(f, JSON.stringify(inputs)).toMatchObject({ http: 400, code, field: 'size' });
      expect(f.suggestion).toBeTruthy();
    }
    expect(failure(ID, { size: 12, conductors: 0 })).toMatchObject({ code: 'INVALID_INPUT', field: 'conductors' });
    expect(failure(ID, { size: 12, insulation: '105' })).toMatchObject({ code: 'INVALID_MODE', field: 'insulation' });
  });

  declaresTheCodesItReturns(ID, [
    { size: 12 }, { size: 'x' }, { size: 7 }, { mode: 'size', current: 0 }, { mode: 'size', current: 1e4 }, { size: 12, ambient: 90 }, { size: 12, current: 3 },
  ]);
});
