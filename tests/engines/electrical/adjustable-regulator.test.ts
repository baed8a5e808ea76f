// adjustable-regulator: published LM317 examples (learningaboutelectronics, electro-tech-online),
// the datasheet equations of the LM317, LM337, LM1117 and TL431 evaluated here in exact rationals,
// an independent brute-force search over E24 pairs, the warnings and every error code.
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'adjustable-regulator';
const codes = (inputs: Record<string, unknown>, tool = ID) => (ok(tool, inputs).warnings ?? []).map((w) => (typeof w === 'string' ? w : w.code));
const warningOf = (inputs: Record<string, unknown>, code: string) => (ok(ID, inputs).warnings ?? []).find((w) => typeof w !== 'string' && w.code === code) as { severity: string; detail: string } | undefined;

/** IEC 60063 E24, typed from the standard's table. */
const E24 = [1.0, 1.1, 1.2, 1.3, 1.5, 1.6, 1.8, 2.0, 2.2, 2.4, 2.7, 3.0, 3.3, 3.6, 3.9, 4.3, 4.7, 5.1, 5.6, 6.2, 6.8, 7.5, 8.2, 9.1];
const e24 = [1, 10, 100, 1000, 10000, 100000].flatMap((d) => E24.map((m) => Number((m * d).toPrecision(6))));

describe('adjustable-regulator', () => {
  it('learningaboutelectronics: LM317 with 240 Ω and 720 Ω is 5 V (5.036 V with the 50 µA adjust current)', () => {
    const r = result(ID, { mode: 'vout', R1: 240, R2: 720 });
    expect(r.Vout_ideal).toBe(5);
    expect(r.Vout).toBeCloseTo(5.036, 13);
    expect(r.I_R1).toBeCloseTo(1.25 / 240, 15);
  });

  it('electro-tech-online: 12 V from R1 = 240 Ω needs 2064 Ω ignoring I_adj, 1290000/631 Ω with it; E24 gives 2.0 kΩ', () => {
    const r = result(ID, { Vout: 12, R1: 240 });
    // 10.75 / (1/192 + 1/20000) = 10.75 × 120000 / 631 (exact).
    expect(r.R2_exact).toBeCloseTo(1290000 / 631, 9);
    expect(r.R2).toBe(2000);
    expect(r.Vout).toBeCloseTo(353 / 30, 12);
    expect(r.error_pct).toBeCloseTo(((353 / 30 - 12) / 12) * 100, 10);
    // Without I_adj the same resistors give 1.25 × (1 + 2000/240) = 35/3 V.
    expect(r.Vout_ideal).toBeCloseTo(35 / 3, 12);
  });

  it('picks the E24 pair with the smallest error over R1 = 100 … 240 Ω (an independent search over every pair)', () => {
    for (const target of [3.3, 5, 9, 12, 15, 24]) {
      let best = { err: Infinity, R1: 0, R2: 0 };
      for (const R1 of e24.filter((r) => r >= 100 && r <= 240))
        for (const R2 of e24) {
          const err = Math.abs(1.25 * (1 + R2 / R1) + 50e-6 * R2 - target);
          if (err < best.err - 1e-12 || (Math.abs(err - best.err) <= 1e-12 && R1 > best.R1)) best = { err, R1, R2 };
        }
      const r = result(ID, { Vout: target, series: 'E24' });
      expect(Math.abs(r.Vout - target), `${target} V`).toBeCloseTo(best.err, 12);
      expect([r.R1, r.R2], `${target} V`).toEqual([best.R1, best.R2]);
    }
    // 3.3 V: 240 Ω and 390 Ω give 1.25 × 630/240 + 0.0195 = 3.30075 V.
    expect(result(ID, { Vout: 3.3 })).toMatchObject({ R1: 240, R2: 390 });
  });

  it('a target equal to the reference needs no R2, and every R1 then ties: the datasheet’s 240 Ω is kept', () => {
    expect(result(ID, { Vout: 1.25 })).toMatchObject({ R1: 240, R2: 0, Vout: 1.25, R2_exact: 0 });
    // E96 has no 240 Ω: its largest value up to 240 Ω is 237 Ω (IEC 60063: … 226, 232, 237, 243 …).
    expect(result(ID, { Vout: 1.25, series: 'E96' })).toMatchObject({ R1: 237, R2: 0 });
    // Within the 1e-9 relative tolerance of the reference it is the reference (no 1e-7 Ω resistor).
    expect(result(ID, { Vout: 1.25 * (1 + 1e-12) })).toMatchObject({ R1: 240, R2: 0, Vout: 1.25 });
    expect(result(ID, { Vout: 1.25 * (1 - 1e-12) })).toMatchObject({ R1: 240, R2: 0, Vout: 1.25 });
    // TL431: 2.495 V, R1 of 1–10 kΩ, the largest kept.
    expect(result(ID, { part: 'TL431', Vout: 2.495 })).toMatchObject({ R1: 10000, R2: 0, Vout: 2.495 });
  });

  it('TL431: picks the E24 pair with the smallest error over R1 = 1 … 10 kΩ (an independent search over every pair)', () => {
    // VKA = 2.495·(1 + R2/R1) + 2 µA·R2 (TI SLVS543, with its R1 and R2 named the other way round).
    for (const target of [3.3, 5, 5.01, 9, 12, 15, 24, 33]) {
      let best = { err: Infinity, R1: 0, R2: 0 };
      for (const R1 of e24.filter((r) => r >= 1000 && r <= 10000))
        for (const R2 of e24) {
          const err = Math.abs(2.495 * (1 + R2 / R1) + 2e-6 * R2 - target);
          if (err < best.err - 1e-12 || (Math.abs(err - best.err) <= 1e-12 && R1 > best.R1)) best = { err, R1, R2 };
        }
      const r = result(ID, { part: 'TL431', Vout: target, series: 'E24' });
      expect([r.R1, r.R2], `${target} V`).toEqual([best.R1, best.R2]);
      expect(Math.abs(r.Vout - target), `${target} V`).toBeCloseTo(best.err, 12);
    }
    // 10 kΩ and 10 kΩ give exactly 2.495 × 2 + 0.02 = 5.01 V.
    expect(result(ID, { part: 'TL431', Vout: 5.01 })).toMatchObject({ R1: 10000, R2: 10000 });
  });

  it('names the formula of each mode and gives the answer’s unit', () => {
    const res = ok(ID, { Vout: 5 });
    expect(res.formula).toMatchObject({ id: 'adjustable-regulator.resistors' });
    expect(res.result_detail).toMatchObject({ unit: 'Ω' });
    expect((res.result as Record<string, unknown>).mode).toBe('resistors');
    const vout = ok(ID, { mode: 'vout', R1: 240, R2: 720 });
    expect(vout.formula).toMatchObject({ id: 'adjustable-regulator.vout' });
    expect(vout.result_detail).toMatchObject({ unit: 'V' });
    expect(vout.result).not.toHaveProperty('headroom');
    expect(vout.result).not.toHaveProperty('target');
  });

  it('R2 = 0 Ω is allowed and gives the reference; 37 V is the LM317’s largest output, not beyond it', () => {
    expect(result(ID, { mode: 'vout', R1: 240, R2: 0 })).toMatchObject({ Vout: 1.25, Vout_ideal: 1.25 });
    expect(result(ID, { Vout: 37 }).target).toBe(37);
    expect(result(ID, { part: 'LM1117-ADJ', Vout: 13.8 }).target).toBe(13.8);
    expect(codes({ mode: 'vout', R1: 240, R2: 720 })).not.toContain('OUTSIDE_VALIDITY_RANGE');
    // 1.25 × (1 + R2/120) + 50 µA·R2 = 37 V for R2 = 35.75/(1.25/120 + 5e-5) = 3415.6 Ω: 3415 Ω gives 36.994 V, 3416 Ω 37.004 V.
    expect(codes({ mode: 'vout', R1: 120, R2: 3415 })).not.toContain('OUTSIDE_VALIDITY_RANGE');
    expect(codes({ mode: 'vout', R1: 120, R2: 3416 })).toContain('OUTSIDE_VALIDITY_RANGE');
  });

  it('says which inputs a mode does not use, naming them', () => {
    const detail = (inputs: Record<string, unknown>) => (ok(ID, inputs).warnings ?? []).find((w) => typeof w !== 'string' && w.code === 'INPUT_IGNORED') as { detail: string } | undefined;
    expect(detail({ mode: 'vout', R1: 240, R2: 720, Vout: 5 })?.detail).toBe('Vout is not used in mode vout (the output is calculated).');
    expect(detail({ Vout: 5, R2: 720 })?.detail).toBe('R2 is not used in mode resistors (R2 is calculated).');
  });

  it('LM337 is negative: −1.25 × (1 + 1000/120) − 65 µA × 1 kΩ', () => {
    const r = result(ID, { mode: 'vout', part: 'LM337', R1: 120, R2: 1000 });
    expect(r.Vref).toBe(-1.25);
    expect(r.Vout).toBeCloseTo(-(1.25 * (1 + 1000 / 120) + 0.065), 12);
    expect(result(ID, { part: 'LM337', Vout: -5 }).Vout).toBeLessThan(0);
    expect(result(ID, { part: 'LM337', Vout: 5 }).target).toBe(-5);
  });

  it('TL431 (TI SLVS543: VKA = 2.495 V × (1 + R1/R2) + 2 µA × R1): 10 kΩ and 10 kΩ give 5.01 V', () => {
    const r = result(ID, { mode: 'vout', part: 'TL431', R1: 10000, R2: 10000 });
    expect(r.Vout).toBeCloseTo(5.01, 13);
    expect(codes({ mode: 'vout', part: 'TL431', R1: 10000, R2: 10000 })).not.toContain('BELOW_MINIMUM_LOAD');
    const pick = result(ID, { part: 'TL431', Vout: 12, series: 'E96' });
    expect(pick.R1).toBeGreaterThanOrEqual(1000);
    expect(pick.R1).toBeLessThanOrEqual(10000);
    expect(Math.abs(pick.error_pct)).toBeLessThan(0.5);
  });

  it('LM1117-ADJ: 1.25 × (1 + 1000/120) + 60 µA × 1 kΩ = 8795/750 V', () => {
    expect(result(ID, { mode: 'vout', part: 'LM1117-ADJ', R1: 120, R2: 1000 }).Vout).toBeCloseTo(8795 / 750, 12);
  });

  it('minimum load: 240 Ω (5.2 mA) is above the LM317’s typical 3.5 mA but below its 10 mA worst case; 1 kΩ is below both; 120 Ω meets both', () => {
    expect(warningOf({ mode: 'vout', R1: 240, R2: 720 }, 'BELOW_MINIMUM_LOAD')?.severity).toBe('info');
    expect(warningOf({ mode: 'vout', R1: 1000, R2: 3000 }, 'BELOW_MINIMUM_LOAD')?.severity).toBe('warning');
    expect(codes({ mode: 'vout', R1: 120, R2: 360 })).not.toContain('BELOW_MINIMUM_LOAD');
    // LM337 with 500 Ω: 1.25 V/500 Ω = 2.5 mA, exactly its typical minimum (TI SLVS047): not below it, only below the 10 mA worst case.
    expect(warningOf({ mode: 'vout', part: 'LM337', R1: 500, R2: 1500 }, 'BELOW_MINIMUM_LOAD')?.severity).toBe('info');
    expect(warningOf({ mode: 'vout', part: 'LM337', R1: 501, R2: 1500 }, 'BELOW_MINIMUM_LOAD')?.severity).toBe('warning');
  });

  it('dropout: an LM317 needs 3 V above its output, an LM1117 1.2 V, a TL431 only more than its output', () => {
    expect(codes({ mode: 'vout', R1: 240, R2: 720, Vin: 7 })).toContain('DROPOUT_NOT_MET');
    expect(codes({ mode: 'vout', R1: 240, R2: 720, Vin: 9 })).not.toContain('DROPOUT_NOT_MET');
    expect(result(ID, { mode: 'vout', R1: 240, R2: 720, Vin: 9 }).headroom).toBeCloseTo(9 - 5.036, 12);
    expect(codes({ part: 'LM1117-ADJ', Vout: 3.3, Vin: 4 })).toContain('DROPOUT_NOT_MET');
    expect(codes({ part: 'LM1117-ADJ', Vout: 3.3, Vin: 5 })).not.toContain('DROPOUT_NOT_MET');
    expect(codes({ part: 'LM337', Vout: -5, Vin: -12 })).not.toContain('DROPOUT_NOT_MET');
    expect(codes({ part: 'TL431', Vout: 5, Vin: 4 })).toContain('DROPOUT_NOT_MET');
  });

  it('warns beyond the part’s maximum output (240 Ω, 10 kΩ → 53.6 V)', () => {
    expect(codes({ mode: 'vout', R1: 240, R2: 10000 })).toContain('OUTSIDE_VALIDITY_RANGE');
  });

  it('the lm317 alias runs the LM317', () => {
    expect(result('lm317', { Vout: 12, R1: 240 }).R2).toBe(2000);
    expect(result('lm317', { mode: 'vout', R1: 240, R2: 720 }).part).toBe('LM317');
  });

  it('says which inputs a mode does not use', () => {
    expect(codes({ mode: 'vout', R1: 240, R2: 720, Vout: 5 })).toContain('INPUT_IGNORED');
    expect(codes({ Vout: 5, R2: 720 })).toContain('INPUT_IGNORED');
  });

  it('errors name the field and a fix', () => {
    for (const [inputs, code, field] of [
      [{ mode: 'vout', R1: 0, R2: 720 }, 'RESISTANCE_MUST_BE_POSITIVE', 'R1'],
      [{ Vout: 5, R1: -240 }, 'RESISTANCE_MUST_BE_POSITIVE', 'R1'],
      [{ mode: 'vout', R1: 240, R2: -1 }, 'RESISTANCE_MUST_BE_NONNEGATIVE', 'R2'],
      [{ Vout: 1 }, 'TARGET_OUT_OF_RANGE', 'Vout'],
      [{ Vout: 40 }, 'TARGET_OUT_OF_RANGE', 'Vout'],
      [{ Vout: -5 }, 'TARGET_OUT_OF_RANGE', 'Vout'],
      [{ part: 'LM1117-ADJ', Vout: 15 }, 'TARGET_OUT_OF_RANGE', 'Vout'],
      [{ part: 'TL431', Vout: 2 }, 'TARGET_OUT_OF_RANGE', 'Vout'],
      [{}, 'MISSING_REQUIRED_INPUT', 'Vout'],
      [{ mode: 'vout', R2: 720 }, 'MISSING_REQUIRED_INPUT', 'R1'],
      [{ mode: 'vout', R1: 240 }, 'MISSING_REQUIRED_INPUT', 'R2'],
      [{ part: 'LM7805', Vout: 5 }, 'INVALID_MODE', 'part'],
    ] as const) {
      const f = failure(ID, inputs);
      expect(f, JSON.stringify(inputs)).toMatchObject({ http: 400, code, field });
      expect(f.suggestion).toBeTruthy();
    }
  });

  declaresTheCodesItReturns(ID, [
    { mode: 'vout', R1: 240, R2: 720, Vin: 6 },
    { mode: 'vout', R1: 240, R2: 10000 },
    { mode: 'vout', R1: 240, R2: -1 },
    { mode: 'vout', R1: 0, R2: 1 },
    { Vout: 1 },
    { mode: 'vout', R1: 240, R2: 720, Vout: 5 },
  ]);
});
