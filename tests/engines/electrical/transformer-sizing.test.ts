// transformer-sizing: kVA from each load form, the margin, the standard-size tables
// (IEC R10 and IEEE C57.12.00) checked as "smallest listed rating at or above",
// the rated current, power-factor rules, warnings and every error code.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'transformer-sizing';

const R10 = [1, 1.25, 1.6, 2, 2.5, 3.15, 4, 5, 6.3, 8];
const IEEE_THREE = [15, 30, 45, 75, 112.5, 150, 225, 300, 500, 750, 1000, 1500, 2000, 2500, 3750, 5000, 7500, 10000];

describe('transformer-sizing', () => {
  it('single-phase 240 V, 50 A: 12 kVA, +25 % = 15 kVA, IEEE 15 kVA at 80 % load, 62.5 A rated', () => {
    const a = ok(ID, { phase: 'single', mode: 'current', voltage: 240, current: 50, standard: 'ieee' });
    expect(a.result).toMatchObject({ load_kva: 12, required_kva: 15, standard_kva: 15, loading_pct: 80, rated_current: 62.5, load_current: 50 });
    expect(a.formula?.id).toBe('transformer-sizing.current');
    expect(a.result_detail.formatted).toBe('15 kVA (load 12 kVA + 25 % = 15 kVA)');
    expect(result(ID, { phase: 'single', voltage: 240, current: 50, standard: 'iec' }).standard_kva).toBe(16);
  });

  it('three-phase 480 V, 100 A: √3 × 48 kVA = 83.1 kVA → 103.9 kVA → 112.5 kVA (IEEE)', () => {
    const r = result(ID, { phase: 'three', voltage: 480, current: 100, standard: 'ieee' });
    expect(r.load_kva).toBeCloseTo(83.13843876330611, 10);
    expect(r.standard_kva).toBe(112.5);
    expect(r.rated_current).toBeCloseTo(112500 / (480 * Math.sqrt(3)), 10);
    expect(result(ID, { phase: '3ph', voltage: 480, current: 100 }).phase).toBe('three');
  });

  it('kW and power factor, and kVA directly', () => {
    const p = ok(ID, { phase: 'three', mode: 'power', load_kw: 80, power_factor: 0.8, voltage: 400, margin_pct: 20 });
    expect(p.result).toMatchObject({ load_kva: 100, required_kva: 120, standard_kva: 125, power_factor: 0.8 });
    expect(p.formula?.id).toBe('transformer-sizing.power');
    const blankPf = ok(ID, { mode: 'power', load_kw: 10 });
    expect(blankPf.warnings.map((w) => w.code)).toEqual(['POWER_FACTOR_ASSUMED']);
    expect((blankPf.result as { load_kva: number }).load_kva).toBe(10);
    expect(result(ID, { mode: 'kva', load_kva: 630, margin_pct: 0 }).standard_kva).toBe(630);
  });

  it('IEC sizes: the smallest R10 value at or above the requirement, over many decades (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.5, max: 2e5, noNaN: true }), (kva) => {
        const r = result(ID, { mode: 'apparent', load_kva: kva, margin_pct: 0, standard: 'iec' });
        const all = [-1, 0, 1, 2, 3, 4, 5, 6].flatMap((d) => R10.map((m) => Number((m * 10 ** d).toPrecision(12))));
        expect(r.standard_kva).toBe(all.filter((x) => x >= kva * (1 - 1e-12)).sort((a, b) => a - b)[0]);
      }),
      { numRuns: 200 },
    );
  });

  it('IEEE three-phase sizes follow the C57.12.00 list; outside it no size is given', () => {
    for (const [kva, want] of [
      [10, 15],
      [15, 15],
      [15.01, 30],
      [76, 112.5],
      [2600, 3750],
    ] as const) {
      expect(result(ID, { phase: 'three', mode: 'apparent', load_kva: kva, margin_pct: 0, standard: 'ieee' }).standard_kva).toBe(want);
      expect(IEEE_THREE).toContain(want);
    }
    const big = ok(ID, { phase: 'three', mode: 'apparent', load_kva: 200000, margin_pct: 0, standard: 'ieee' });
    expect(big.warnings.map((w) => w.code)).toEqual(['NO_STANDARD_RATING']);
    expect((big.result as Record<string, unknown>).standard_kva).toBeUndefined();
    expect(result(ID, { mode: 'apparent', load_kva: 3, margin_pct: 0, standard: 'ieee' }).standard_kva).toBe(5);
    expect(result(ID, { mode: 'apparent', load_kva: 7, standard: 'none' })).not.toHaveProperty('standard_kva');
  });

  it('NO_STANDARD_RATING only for an IEEE requirement outside the table: not with a size found, not with standard none', () => {
    // 40 kVA × 1.25 = 50 kVA, a listed single-phase IEEE rating: no warning.
    const listed = ok(ID, { mode: 'apparent', load_kva: 40, standard: 'ieee' });
    expect(listed.result).toMatchObject({ required_kva: 50, standard_kva: 50 });
    expect(listed.warnings).toEqual([]);
    // standard none never looks for a size, so nothing is missing: no warning and no standard_kva.
    const none = ok(ID, { mode: 'apparent', load_kva: 7, margin_pct: 0, standard: 'none' });
    expect(none.warnings).toEqual([]);
    expect(none.result).toEqual({ phase: 'single', mode: 'apparent', load_kva: 7, required_kva: 7 });
  });

  it('power_factor is reported only for a load given in kW', () => {
    // 240 V × 50 A = 12 kVA: no power factor was given or used.
    expect(result(ID, { mode: 'current', voltage: 240, current: 50 })).not.toHaveProperty('power_factor');
    expect(result(ID, { mode: 'apparent', load_kva: 12 })).not.toHaveProperty('power_factor');
  });

  it('standard defaults to iec, echoed in the inputs', () => {
    const a = ok(ID, { mode: 'apparent', load_kva: 100, margin_pct: 0 });
    expect(a.inputs.standard).toBe('iec');
    expect((a.result as { standard_kva: number }).standard_kva).toBe(100);
  });

  it('formula id per mode: apparent', () => {
    expect(ok(ID, { mode: 'apparent', load_kva: 12 }).formula?.id).toBe('transformer-sizing.apparent');
  });

  it('mode synonyms kw, watts → power and va → apparent', () => {
    // 10 kW at PF 0.5 = 20 kVA; × 1.25 = 25 kVA.
    for (const mode of ['kw', 'watts']) {
      expect(result(ID, { mode, load_kw: 10, power_factor: 0.5 })).toMatchObject({ mode: 'power', load_kva: 20, required_kva: 25 });
    }
    expect(result(ID, { mode: 'va', load_kva: 8 })).toMatchObject({ mode: 'apparent', load_kva: 8, required_kva: 10 });
  });

  it('standard synonyms: ansi, c57, ieee-c57, nema → ieee; exact → none', () => {
    // 12 kVA × 1.25 = 15 kVA: IEEE lists 15 kVA (single-phase), the R10 series would give 16.
    for (const standard of ['ansi', 'c57', 'ieee-c57', 'nema']) {
      const a = ok(ID, { mode: 'apparent', load_kva: 12, standard });
      expect(a.inputs.standard).toBe('ieee');
      expect((a.result as { standard_kva: number }).standard_kva).toBe(15);
    }
    const exact = ok(ID, { mode: 'apparent', load_kva: 12, standard: 'exact' });
    expect(exact.inputs.standard).toBe('none');
    expect(exact.result).not.toHaveProperty('standard_kva');
  });

  it('answers an overflowing load with NON_FINITE_RESULT instead of searching the R10 decades for ever', () => {
    // 1e308 kW / 0.5 = 2e308 kVA and 1e308 kVA × (1 + 100 %) = 2e308 kVA, both above the largest double (≈ 1.798e308).
    expect(failure(ID, { mode: 'power', load_kw: 1e308, power_factor: 0.5, standard: 'iec' })).toMatchObject({ http: 400, code: 'NON_FINITE_RESULT' });
    expect(failure(ID, { mode: 'apparent', load_kva: 1e308, margin_pct: 100, standard: 'iec' })).toMatchObject({ http: 400, code: 'NON_FINITE_RESULT' });
  });

  it.each([
    [{ mode: 'current', current: 50 }, 'MISSING_REQUIRED_INPUT', 'voltage'],
    [{ mode: 'current', voltage: 240 }, 'MISSING_REQUIRED_INPUT', 'current'],
    [{ mode: 'power' }, 'MISSING_REQUIRED_INPUT', 'load_kw'],
    [{ mode: 'apparent' }, 'MISSING_REQUIRED_INPUT', 'load_kva'],
    [{ voltage: 0, current: 50 }, 'VOLTAGE_MUST_BE_POSITIVE', 'voltage'],
    [{ voltage: 240, current: 0 }, 'CURRENT_MUST_BE_POSITIVE', 'current'],
    [{ mode: 'power', load_kw: -5 }, 'POWER_MUST_BE_POSITIVE', 'load_kw'],
    [{ mode: 'power', load_kw: 10, power_factor: 1.2 }, 'POWER_FACTOR_OUT_OF_RANGE', 'power_factor'],
    [{ mode: 'power', load_kw: 10, power_factor: 0 }, 'POWER_FACTOR_OUT_OF_RANGE', 'power_factor'],
    [{ mode: 'apparent', load_kva: 0 }, 'APPARENT_POWER_MUST_BE_POSITIVE', 'load_kva'],
    [{ mode: 'apparent', load_kva: 10, margin_pct: -10 }, 'MARGIN_MUST_BE_NONNEGATIVE', 'margin_pct'],
    [{ phase: 'dc', voltage: 240, current: 10 }, 'INVALID_MODE', 'phase'],
    [{ mode: 'apparent', load_kva: 10, standard: 'jis' }, 'INVALID_MODE', 'standard'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure(ID, inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(10);
  });
});

declaresTheCodesItReturns('transformer-sizing', [
  // POWER_MUST_BE_POSITIVE: a negative real power.
  { mode: 'power', load_kw: -5 },
  // APPARENT_POWER_MUST_BE_POSITIVE: a zero apparent power.
  { mode: 'apparent', load_kva: 0 },
]);
