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
    ['4', 70, 85, 95, 55, 65, 75],
    ['3', 85, 100, 115, 65, 75, 85],
    ['2', 95, 115, 130, 75, 90, 100],
    ['1', 110, 130, 145, 85, 100, 115],
    ['1/0', 125, 150, 170, 100, 120, 135],
    ['2/0', 145, 175, 195, 115, 135, 150],
    ['3/0', 165, 200, 225, 130, 155, 175],
    ['4/0', 195, 230, 260, 150, 180, 205],
    ['250', 215, 255, 290, 170, 205, 230],
    ['300', 240, 285, 320, 195, 230, 260],
    ['350', 260, 310, 350, 210, 250, 280],
    ['400', 280, 335, 380, 225, 270, 305],
    ['500', 320, 380, 430, 260, 310, 350],
    ['600', 350, 420, 475, 285, 340, 385],
    // 2020 revised 700 kcmil aluminum (310 → 315 A at 60 °C, 420 → 425 A at 90 °C), 800 kcmil Al 90 °C (450 → 445),
    // 1500 kcmil Cu 60 °C (520 → 525) and 2000 kcmil Cu 60 °C (560 → 555); these are the 2020/2023 values.
    ['700', 385, 460, 520, 315, 375, 425],
    ['750', 400, 475, 535, 320, 385, 435],
    ['800', 410, 490, 555, 330, 395, 445],
    ['900', 435, 520, 585, 355, 425, 480],
    ['1000', 455, 545, 615, 375, 445, 500],
    ['1250', 495, 590, 665, 405, 485, 545],
    ['1500', 525, 625, 705, 435, 520, 585],
    ['1750', 545, 650, 735, 455, 545, 615],
    ['2000', 555, 665, 750, 470, 560, 630],
  ] as const)('Table 310.16 row %s', (size, cu60, cu75, cu90, al60, al75, al90) => {
    const table = (material: string, insulation: string) => result(ID, { size, material, insulation }).table_ampacity;
    // The table prints 14 … 4/0 in AWG and 250 … 2000 in kcmil.
    expect(result(ID, { size }).size).toBe(size.includes('/') || Number(size) <= 14 ? `${size} AWG` : `${size} kcmil`);
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

  // Table 310.4(1): the insulation types people type, with their temperature rating (dry and wet alike).
  it.each([
    ['TW', 20], ['UF', 20], ['THW', 25], ['THWN', 25], ['RHW', 25], ['USE', 25],
    ['THHN', 30], ['THWN-2', 30], ['THW-2', 30], ['XHHW-2', 30], ['RHW-2', 30], ['USE-2', 30], [' thhn ', 30],
  ] as const)('insulation %s reads its rating: 12 AWG copper carries %d A in that column', (insulation, amps) => {
    expect(result(ID, { size: 12, insulation }).table_ampacity).toBe(amps);
  });

  it('reads a temperature written with °C, C or deg C, and nothing longer or shorter', () => {
    for (const insulation of ['90C', '90 C', '90°C', '90 °C', '90° C', '90 ° C', '90 deg C', '90degc', '90  C', 90]) expect(result(ID, { size: 12, insulation }).table_ampacity, String(insulation)).toBe(30);
    for (const insulation of ['190', '900', '90 F', '90CC', 'x90', '90 °', 'C']) expect(failure(ID, { size: 12, insulation }), insulation).toMatchObject({ code: 'INVALID_MODE', field: 'insulation' });
    expect(failure(ID, { size: 12, insulation: true })).toMatchObject({ field: 'insulation' });
    // The terminal rating is read the same way.
    expect(result(ID, { size: '1/0', insulation: 'THHN', termination: '75C' })).toMatchObject({ termination_ampacity: 150, ampacity: 150 });
    expect(result(ID, { size: '1/0', insulation: 90, termination: 60 })).toMatchObject({ termination_ampacity: 125, ampacity: 125 });
    expect(result(ID, { size: '1/0', insulation: 90, termination: 'THW' }).termination_ampacity).toBe(150);
    // The terminal rating has no default, so each type's own rating shows: 75 °C types, 1/0 copper 150 A (Table 310.16).
    for (const termination of ['THWN', 'RHW', 'USE']) expect(result(ID, { size: '1/0', insulation: 90, termination }).termination_ampacity, termination).toBe(150);
    for (const termination of ['TW', 'UF']) expect(result(ID, { size: '1/0', insulation: 90, termination }).termination_ampacity, termination).toBe(125);
  });

  it('reads the material as cu, al or aluminium, in any case', () => {
    for (const material of ['cu', 'Cu', ' CU ']) expect(result(ID, { size: 12, material }).material).toBe('copper');
    for (const material of ['al', 'AL', 'aluminium', 'Aluminium ']) expect(result(ID, { size: 12, material }).material).toBe('aluminum');
    expect(failure(ID, { size: 12, material: 'gold' })).toMatchObject({ code: 'INVALID_MODE', field: 'material' });
    expect(failure(ID, { size: 12, material: 5 })).toMatchObject({ http: 400, field: 'material' });
  });

  it('reads the size with its prefix and unit in any spacing, and refuses what is not a size', () => {
    for (const size of ['# 12', '#12', '12AWG', '12 awg', ' 12 ', '12 gauge', '12ga', '012']) expect(result(ID, { size }).size, size).toBe('12 AWG');
    for (const size of ['250MCM', '250 mcm', '250  kcmil']) expect(result(ID, { size }).size, size).toBe('250 kcmil');
    expect(result(ID, { size: '00' }).size).toBe('2/0 AWG');
    expect(result(ID, { size: '000' }).size).toBe('3/0 AWG');
    expect(result(ID, { size: '3/0' }).size).toBe('3/0 AWG');
    for (const size of ['5/0', '0/0', '1/0/0', '12 12', 'awg', '12 inch', '1/2', '-12', 'a12', '12a', '12#', '1#2']) expect(failure(ID, { size }), size).toMatchObject({ code: 'INVALID_GAUGE', field: 'size' });
  });

  it('names what limits the ampacity: 240.4(D) or the terminals only where they are lower', () => {
    // 12 AWG copper at 60 °C: 20 A in the table and 20 A by 240.4(D): the table value is not lowered.
    expect(result(ID, { size: 12, insulation: '60' })).toMatchObject({ ampacity: 20, ocpd_limit: 20, max_current: 20, limited_by: 'ampacity' });
    // 8 AWG THHN with 90 °C terminals: 55 A in the table and 55 A at the terminals: not limited by them.
    expect(result(ID, { size: 8, insulation: '90', termination: '90' })).toMatchObject({ corrected_ampacity: 55, termination_ampacity: 55, ampacity: 55, limited_by: 'ampacity' });
    // 8 AWG THHN with 75 °C terminals: 55 A, terminals 50 A (Table 310.16, 75 °C column).
    expect(result(ID, { size: 8, insulation: '90', termination: '75' })).toMatchObject({ termination_ampacity: 50, ampacity: 50, max_current: 50, limited_by: 'termination' });
    // Without terminals given, there is no terminal limit in the answer.
    expect(result(ID, { size: 8 })).not.toHaveProperty('termination_ampacity');
    expect(result(ID, { size: 8, current: 10 })).not.toHaveProperty('current');
    expect(ok(ID, { size: 8 }).result_detail).toMatchObject({ unit: 'A' });
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
    [-20, [1.29, 1.2, 1.15]], [10, [1.29, 1.2, 1.15]], [11, [1.22, 1.15, 1.12]], [15, [1.22, 1.15, 1.12]], [16, [1.15, 1.11, 1.08]],
    [20, [1.15, 1.11, 1.08]], [21, [1.08, 1.05, 1.04]], [25, [1.08, 1.05, 1.04]], [30, [1, 1, 1]],
    [30.5, [0.91, 0.94, 0.96]], [35, [0.91, 0.94, 0.96]], [40, [0.82, 0.88, 0.91]], [45, [0.71, 0.82, 0.87]], [50, [0.58, 0.75, 0.82]], [55, [0.41, 0.67, 0.76]],
  ])('ambient %d °C → factors %j', (ambient, factors) => {
    expect(['60', '75', '90'].map((insulation) => result(ID, { size: 4, insulation, ambient }).ambient_factor)).toEqual(factors);
  });

  // Table 310.15(B)(1) above 55 °C, where the 60 °C column has dashes: ambient → [75, 90 °C] factors (null: a dash).
  it.each([
    [60, [0.58, 0.71]], [65, [0.47, 0.65]], [70, [0.33, 0.58]], [75, [null, 0.5]], [80, [null, 0.41]], [85, [null, 0.29]],
  ] as const)('ambient %d °C → 75/90 °C factors %j', (ambient, [f75, f90]) => {
    if (f75 === null) expect(failure(ID, { size: 4, insulation: '75', ambient }).code).toBe('TEMPERATURE_OUT_OF_RANGE');
    else expect(result(ID, { size: 4, insulation: '75', ambient }).ambient_factor).toBe(f75);
    expect(result(ID, { size: 4, insulation: '90', ambient }).ambient_factor).toBe(f90);
    expect(failure(ID, { size: 4, insulation: '60', ambient }).code).toBe('TEMPERATURE_OUT_OF_RANGE');
  });

  it('refuses an ambient at absolute zero (−273.15 °C) but not just above it', () => {
    expect(failure(ID, { size: 4, ambient: -273.15 })).toMatchObject({ code: 'TEMPERATURE_OUT_OF_RANGE', field: 'ambient' });
    expect(result(ID, { size: 4, ambient: -273 }).ambient_factor).toBe(1.2);
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
    expect(eight).not.toHaveProperty('ocpd_limit');
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
      const details = (inputs: Record<string, unknown>) => (ok(ID, inputs).warnings ?? []).map((w) => (w as { detail: string }).detail);
      expect(details({ mode: 'size', current: 20, size: 14 })).toEqual(['size is not used in mode size (the size is chosen).']);
      expect(details({ size: 14, current: 20 })).toEqual(['current is not used in mode ampacity (the ampacity of the size is calculated).']);
      expect(details({ size: 14 })).toEqual([]);
    });

    it('names the formula of each mode and reports the conditions it used', () => {
      const size = ok(ID, { mode: 'size', current: 40, material: 'aluminum', insulation: 'THHN' });
      expect(size.formula).toMatchObject({ id: 'wire-ampacity.size' });
      // Aluminum 90 °C: 8 AWG 45 A is the first to carry 40 A (10 AWG: 35 A, Table 310.16).
      expect(size.result).toMatchObject({ mode: 'size', size: '8 AWG', material: 'aluminum', insulation_C: 90, current: 40, table_ampacity: 45 });
      const amp = ok(ID, { size: 6, insulation: '60' });
      expect(amp.formula).toMatchObject({ id: 'wire-ampacity.ampacity' });
      expect(amp.result).toMatchObject({ mode: 'ampacity', size: '6 AWG', material: 'copper', insulation_C: 60, table_ampacity: 55 });
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
