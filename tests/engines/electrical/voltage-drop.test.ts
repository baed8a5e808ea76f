// voltage-drop: DC / single-phase (2·I·L·R) and three-phase (√3·I·L·R) drops
// against mathjs unit arithmetic, published worked examples, the percentage
// and guidance warnings, mode synonyms and every error code.
import fc from 'fast-check';
import { all, create } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const math = create(all, { number: 'BigNumber', precision: 64 });
const ref = (expr: string, unit: string): number => math.evaluate(`${expr} to ${unit}`).toNumber(unit);
const relErr = (got: number, want: number) => Math.abs(got - want) / Math.abs(want);

describe('voltage-drop', () => {
  it.each([
    ['dc', 4, 30.48, 16.37, '2'],
    ['single', 20, 25, 7.41, '2'],
    ['single', 16, 45, 4.61, '2'],
    ['three', 32, 50, 3.08, 'sqrt(3)'],
    ['three', 100, 120, 0.727, 'sqrt(3)'],
  ] as const)('%s: %d A over %d m of %d Ω/km matches mathjs', (mode, I, L, R, k) => {
    const got = result('voltage-drop', { mode, I, length_m: L, R_ohm_per_km: R });
    expect(relErr(got.Vd, ref(`${k} * ${I} A * ${L} m * ${R} ohm / km`, 'V'))).toBeLessThan(1e-15);
    expect(relErr(got.R_conductor, ref(`${L} m * ${R} ohm / km`, 'ohm'))).toBeLessThan(1e-15);
    const n = mode === 'three' ? 3 : 2;
    expect(relErr(got.P_loss, ref(`${n} * (${I} A)^2 * ${L} m * ${R} ohm / km`, 'W'))).toBeLessThan(1e-15);
  });

  it('electrician2.com example: 100 ft of No. 16 copper (4.99 Ω/kft), 4 A → 4.0 V, 16.7 % of 24 V', () => {
    const env = ok('voltage-drop', { mode: 'dc', I: 4, length_m: 30.48, R_ohm_per_km: 4.99 / 0.3048, V_supply: 24 });
    const r = env.result as Record<string, number>;
    expect(r.Vd).toBeCloseTo(3.992, 12);
    expect(r.Vd.toFixed(1)).toBe('4.0');
    expect(r.Vd_pct).toBeCloseTo(16.6333333333, 9);
    expect(r.V_load).toBeCloseTo(20.008, 12);
    expect(env.warnings).toEqual([expect.objectContaining({ code: 'VOLTAGE_DROP_ABOVE_GUIDANCE', severity: 'warning' })]);
  });

  it('three-phase percentage equals the per-phase drop over the phase voltage (IEC 60364-5-52 Annex G, b = 1)', () => {
    const r = result('voltage-drop', { mode: 'three', I: 32, length_m: 50, R_ohm_per_km: 3.08, V_supply: 400 });
    const perPhase = 32 * 0.05 * 3.08; // u = b·ρ·L/S·Ib with b = 1
    expect(r.Vd_pct).toBeCloseTo((100 * perPhase) / (400 / Math.sqrt(3)), 12);
    expect(r.Vd).toBeCloseTo(8.5355, 4); // √3 × 4.928 V
  });

  it('three-phase drop is √3/2 of the single-phase drop for the same run (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.1, max: 500, noNaN: true }), fc.double({ min: 0.1, max: 1000, noNaN: true }), fc.double({ min: 0.01, max: 20, noNaN: true }), (I, L, R) => {
        const one = result('voltage-drop', { mode: 'single', I, length_m: L, R_ohm_per_km: R }).Vd;
        const three = result('voltage-drop', { mode: 'three', I, length_m: L, R_ohm_per_km: R }).Vd;
        expect(relErr(three, (one * Math.sqrt(3)) / 2)).toBeLessThan(1e-14);
      }),
      { numRuns: 100 },
    );
  });

  it('guidance warnings: none up to 3 %, info above 3 %, warning above 5 %', () => {
    const at = (I: number) => ok('voltage-drop', { mode: 'single', I, length_m: 10, R_ohm_per_km: 10, V_supply: 100 });
    expect(at(10).warnings).toEqual([]); // 2 V = 2 %
    expect(at(20).warnings).toEqual([expect.objectContaining({ code: 'VOLTAGE_DROP_ABOVE_GUIDANCE', severity: 'info' })]); // 4 %
    expect(at(30).warnings).toEqual([expect.objectContaining({ code: 'VOLTAGE_DROP_ABOVE_GUIDANCE', severity: 'warning' })]); // 6 %
  });

  it('guidance limits are "above": exactly 3 % gives no note, exactly 5 % only the 3 % note', () => {
    // 1000 m of 1.5 Ω/km (single): R = 1.5 Ω, Vd = 2 × 1 A × 1.5 Ω = 3 V = 3 % of 100 V (all exact in doubles).
    // 1000 m of 2.5 Ω/km: Vd = 2 × 1 A × 2.5 Ω = 5 V = 5 % of 100 V.
    const at = (R_ohm_per_km: number) => ok('voltage-drop', { mode: 'single', I: 1, length_m: 1000, R_ohm_per_km, V_supply: 100 });
    expect((at(1.5).result as { Vd_pct: number }).Vd_pct).toBe(3);
    expect(at(1.5).warnings).toEqual([]);
    expect((at(2.5).result as { Vd_pct: number }).Vd_pct).toBe(5);
    expect(at(2.5).warnings).toEqual([expect.objectContaining({ code: 'VOLTAGE_DROP_ABOVE_GUIDANCE', severity: 'info' })]);
  });

  it.each(['dc', 'single', 'three'])('names the %s formula', (mode) => {
    expect(ok('voltage-drop', { mode, I: 1, length_m: 1, R_ohm_per_km: 1 }).formula).toMatchObject({ id: `voltage-drop.${mode}` });
    expect(ok('voltage-drop', { mode, I: 1, length_m: 1, R_ohm_per_km: 1, V_supply: 230 }).formula).toMatchObject({ id: `voltage-drop.${mode}` });
  });

  it('mode defaults to single-phase, accepts synonyms, and reports the branch formula', () => {
    const env = ok('voltage-drop', { I: 20, length_m: 25, R_ohm_per_km: 7.41 });
    expect(env.inputs.mode).toBe('single');
    expect(env.result).toMatchObject({ mode: 'single', k: 2 });
    expect((env.result as { Vd: number }).Vd).toBeCloseTo(7.41, 13);
    expect(env.result).not.toHaveProperty('Vd_pct');
    expect(env.formula?.id).toBe('voltage-drop.single');
    expect(result('voltage-drop', { mode: '3-phase', I: 1, length_m: 1000, R_ohm_per_km: 1 }).k).toBe(Math.sqrt(3));
    expect(result('voltage-drop', { mode: 'Three-Phase', I: 1, length_m: 1000, R_ohm_per_km: 1 }).mode).toBe('three');
    expect(result('voltage-drop', { mode: 'DC', I: 1, length_m: 1000, R_ohm_per_km: 1 }).mode).toBe('dc');
    expect(ok('voltage-drop', { mode: 'three', I: 1, length_m: 1, R_ohm_per_km: 1 }).formula?.expression).toBe('Vd = √3 × I × L × R / 1000');
  });

  it('zero current, length or resistance gives no drop', () => {
    expect(result('voltage-drop', { I: 0, length_m: 25, R_ohm_per_km: 7.41, V_supply: 230 })).toMatchObject({ Vd: 0, Vd_pct: 0, V_load: 230, P_loss: 0 });
    expect(result('voltage-drop', { I: 10, length_m: 0, R_ohm_per_km: 7.41 }).Vd).toBe(0);
  });

  it('publishes the wire page, capability and version', () => {
    expect(ok('voltage-drop', { I: 1, length_m: 1, R_ohm_per_km: 1 })).toMatchObject({ capability_id: 'electrical.voltage_drop', calculation_version: '1.5.2', page: '/calc/wire/voltage-drop' });
  });

  it.each([
    [{ I: 10, length_m: 10, R_ohm_per_km: 7.41, V_supply: 0 }, 'VOLTAGE_MUST_BE_POSITIVE', 'V_supply'],
    [{ I: 10, length_m: 10, R_ohm_per_km: 7.41, V_supply: -230 }, 'VOLTAGE_MUST_BE_POSITIVE', 'V_supply'],
    [{ mode: 'dc', I: 10, length_m: 100, R_ohm_per_km: 20, V_supply: 12 }, 'VOLTAGE_DROP_EXCEEDS_SUPPLY', 'length_m'],
    [{ mode: 'dc', I: 10, length_m: 30, R_ohm_per_km: 20, V_supply: 12 }, 'VOLTAGE_DROP_EXCEEDS_SUPPLY', 'length_m'],
    [{ I: -1, length_m: 10, R_ohm_per_km: 1 }, 'CURRENT_MUST_BE_NONNEGATIVE', 'I'],
    [{ I: 1, length_m: -10, R_ohm_per_km: 1 }, 'LENGTH_MUST_BE_NONNEGATIVE', 'length_m'],
    [{ I: 1, length_m: 10, R_ohm_per_km: -1 }, 'RESISTANCE_MUST_BE_NONNEGATIVE', 'R_ohm_per_km'],
    [{ I: 1, length_m: 10 }, 'MISSING_REQUIRED_INPUT', 'R_ohm_per_km'],
    [{ mode: 'two-phase', I: 1, length_m: 10, R_ohm_per_km: 1 }, 'INVALID_MODE', 'mode'],
    [{ I: 1e300, length_m: 1e300, R_ohm_per_km: 1 }, 'NON_FINITE_RESULT', 'I'],
  ] as const)('%o → %s', (inputs, code, field) => {
    const f = failure('voltage-drop', inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(10);
  });
});

declaresTheCodesItReturns('voltage-drop');
