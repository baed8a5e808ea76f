// mosfet-tj: published worked examples, both reference modes, the heatsink chain and the
// power limit (at max_power the junction is at Tj max), warnings and every error code.
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'mosfet-tj';

describe('mosfet-tj', () => {
  it('newsletter LM7805 example: 25 + 3.5 × (5 + 1 + 10) = 81 °C, with case and heatsink temperatures', () => {
    const a = ok(ID, { power: 3.5, ambient: 25, rth_jc: 5, rth_cs: 1, rth_sa: 10 });
    expect(a.result).toMatchObject({ mode: 'ambient', tj: 81, rth_total: 16, sink_temperature: 60, case_temperature: 63.5, temperature_rise: 56, tj_max: 150, within_limit: true });
    expect(a.formula?.id).toBe('mosfet-tj.chain');
    expect(a.result_detail.unit).toBe('°C');
  });

  it('forum check: 2.8917 W through 3 + 16 °C/W at 25 °C → 79.9423 °C', () => {
    expect(result(ID, { power: (2.93 - 1.04) * 1.53, ambient: 25, rth_jc: 3, rth_sa: 16 }).tj).toBeCloseTo(79.9423, 4);
  });

  it('datasheet RθJA (NTMFS4C13N 50.8 °C/W) and case mode (RθJC 5.8 °C/W)', () => {
    const ja = ok(ID, { power: 1.5, ambient: 40, rth_ja: 50.8 });
    expect((ja.result as { tj: number }).tj).toBeCloseTo(116.2, 12);
    expect(ja.formula?.id).toBe('mosfet-tj.ja');
    const cs = ok(ID, { mode: 'case', power: 5, case_temp: 80, rth_jc: 5.8 });
    expect(cs.result).toMatchObject({ mode: 'case', case_temperature: 80 });
    expect((cs.result as { tj: number }).tj).toBeCloseTo(109, 12);
    expect(cs.formula?.id).toBe('mosfet-tj.case');
    expect(result(ID, { mode: 'tc', power: 5, case_temp: 80, rth_jc: 5.8 }).mode).toBe('case');
  });

  it('at max_power the junction reaches exactly Tj max', () => {
    for (const inputs of [
      { power: 1, ambient: 40, rth_ja: 50.8, tj_max: 150 },
      { power: 1, ambient: 25, rth_jc: 1.2, rth_cs: 0.4, rth_sa: 3.3, tj_max: 175 },
      { mode: 'case', power: 1, case_temp: 90, rth_jc: 0.8, tj_max: 150 },
    ]) {
      const maxP = result(ID, inputs).max_power;
      expect(result(ID, { ...inputs, power: maxP }).tj).toBeCloseTo(inputs.tj_max, 10);
    }
  });

  it('warns above Tj max and about inputs the mode does not use; zero power stays at the reference', () => {
    const hot = ok(ID, { power: 4, ambient: 40, rth_ja: 50.8 });
    expect(hot.warnings.map((w) => w.code)).toEqual(['JUNCTION_TEMPERATURE_EXCEEDS_MAX']);
    expect((hot.result as { within_limit: boolean }).within_limit).toBe(false);
    const unused = ok(ID, { mode: 'case', power: 1, case_temp: 50, rth_jc: 2, ambient: 25 });
    expect(unused.warnings.map((w) => w.code)).toEqual(['INPUT_IGNORED']);
    expect(result(ID, { power: 0, ambient: 30, rth_ja: 40 }).tj).toBe(30);
  });

  it('exactly at Tj max is within the limit: 50 + 2 × 50 = 150 °C, margin 0, no warning', () => {
    const a = ok(ID, { power: 2, ambient: 50, rth_ja: 50 });
    expect(a.result).toMatchObject({ tj: 150, tj_margin: 0, within_limit: true, max_power: 2 });
    expect(a.warnings).toEqual([]);
  });

  it('the over-limit warning names the largest power: (150 − 40)/50.8 = 2.165… W → 2.17 W', () => {
    const [w] = ok(ID, { power: 4, ambient: 40, rth_ja: 50.8 }).warnings;
    expect(w.suggestion).toContain('2.17 W');
  });

  it('case mode ignores each ambient-path input on its own (INPUT_IGNORED); junction-case is the case mode', () => {
    for (const extra of [{ rth_ja: 40 }, { rth_cs: 0.5 }, { rth_sa: 10 }]) {
      const a = ok(ID, { mode: 'case', power: 1, case_temp: 50, rth_jc: 2, ...extra });
      expect(a.warnings.map((w) => w.code)).toEqual(['INPUT_IGNORED']);
      expect((a.result as { tj: number }).tj).toBe(52); // 50 + 1 × 2
    }
    expect(result(ID, { mode: 'junction-case', power: 5, case_temp: 80, rth_jc: 5.8 }).mode).toBe('case');
  });

  it.each([
    [{ power: -1, ambient: 25, rth_ja: 50 }, 'POWER_MUST_BE_NONNEGATIVE', 'power'],
    [{ power: 1, ambient: 25 }, 'MISSING_REQUIRED_INPUT', 'rth_ja'],
    [{ power: 1, rth_ja: 50 }, 'MISSING_REQUIRED_INPUT', 'ambient'],
    [{ power: 1, ambient: 25, rth_jc: 2 }, 'MISSING_REQUIRED_INPUT', 'rth_sa'],
    [{ power: 1, ambient: 25, rth_ja: 50, rth_sa: 3 }, 'INVALID_INPUT', 'rth_ja'],
    [{ power: 1, ambient: 25, rth_ja: -5 }, 'THERMAL_RESISTANCE_MUST_BE_NONNEGATIVE', 'rth_ja'],
    [{ power: 1, ambient: 25, rth_ja: 0 }, 'THERMAL_RESISTANCE_MUST_BE_POSITIVE', 'rth_ja'],
    [{ power: 1, ambient: 25, rth_jc: 0, rth_sa: 0 }, 'THERMAL_RESISTANCE_MUST_BE_POSITIVE', 'rth_sa'],
    [{ mode: 'case', power: 1, rth_jc: 2 }, 'MISSING_REQUIRED_INPUT', 'case_temp'],
    [{ mode: 'case', power: 1, case_temp: -300, rth_jc: 2 }, 'TEMPERATURE_BELOW_ABSOLUTE_ZERO', 'case_temp'],
    [{ power: 1, ambient: -300, rth_ja: 50 }, 'TEMPERATURE_BELOW_ABSOLUTE_ZERO', 'ambient'],
    [{ mode: 'junction', power: 1, ambient: 25, rth_ja: 50 }, 'INVALID_MODE', 'mode'],
    // RθCS alone is part of the heatsink chain too: beside RθJA it is two paths, without RθJC it misses RθJC.
    [{ power: 1, ambient: 25, rth_ja: 50, rth_cs: 0.5 }, 'INVALID_INPUT', 'rth_ja'],
    [{ power: 1, ambient: 25, rth_cs: 0.5 }, 'MISSING_REQUIRED_INPUT', 'rth_jc'],
    // Case mode with RθJC = 0: the whole path is 0 °C/W, blamed on rth_jc (not the chain's rth_sa).
    [{ mode: 'case', power: 5, case_temp: 80, rth_jc: 0 }, 'THERMAL_RESISTANCE_MUST_BE_POSITIVE', 'rth_jc'],
    [{ power: 1, ambient: 25, rth_ja: 50, tj_max: -300 }, 'TEMPERATURE_BELOW_ABSOLUTE_ZERO', 'tj_max'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure(ID, inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(10);
  });
});

declaresTheCodesItReturns('mosfet-tj', [
  // THERMAL_RESISTANCE_MUST_BE_POSITIVE: case mode with RθJC = 0, the whole path is 0 °C/W
  { mode: 'case', power: 5, case_temp: 80, rth_jc: 0 },
]);
