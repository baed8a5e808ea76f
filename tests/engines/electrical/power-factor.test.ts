// power-factor: PF = P / S from V, I and kW against mathjs unit arithmetic and
// exact power triangles; the P > S guard with its rounding margin; every code.
import { all, create } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../engines/registry.ts';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const math = create(all, { number: 'BigNumber', precision: 64 });
const ref = (expr: string): number => math.evaluate(expr).toNumber();
const rel = (got: number, want: number) => Math.abs(got / want - 1);

describe('power-factor', () => {
  it('is its own page and capability', () => {
    expect(registry.tools.get('power-factor')).toMatchObject({ capability_id: 'electrical.power_factor', version: '1.5.1', page: '/calc/electric/power-factor' });
  });

  it.each([
    ['single', 230, 10, 1.84, '1.84 kW / (230 V * 10 A)'],
    ['single', 120, 15, 1.5, '1.5 kW / (120 V * 15 A)'],
    ['three', 400, 20, 12.456, '12.456 kW / (sqrt(3) * 400 V * 20 A)'],
    ['three', 480, 52, 37.5, '37.5 kW / (sqrt(3) * 480 V * 52 A)'],
  ] as const)('%s %d V %d A %d kW matches mathjs', (mode, V, I, P_kW, expr) => {
    const got = result('power-factor', { mode, V, I, P_kW });
    const pf = ref(expr);
    expect(rel(got.pf, pf)).toBeLessThan(1e-14);
    expect(got.value).toBe(got.pf);
    expect(got.pf_percent).toBeCloseTo(pf * 100, 12);
    expect(got.phi_deg).toBeCloseTo(ref(`acos(${pf}) * 180 / pi`), 9);
    expect(rel(got.Q_kvar, ref(`sqrt(${got.S_kVA}^2 - ${P_kW}^2)`))).toBeLessThan(1e-12);
  });

  it('exact 3-4-5 triangle: 2.3 kVA, 1.84 kW → PF 0.8, 1.38 kvar, 36.87°', () => {
    const got = result('power-factor', { mode: 'single', V: 230, I: 10, P_kW: 1.84 });
    expect(got.pf).toBeCloseTo(0.8, 15);
    expect(got.S_kVA).toBeCloseTo(2.3, 15);
    expect(got.Q_kvar).toBeCloseTo(1.38, 13);
    expect(got.phi_deg).toBeCloseTo(36.8699, 4);
  });

  it('Energy Academy UK example 1 backwards: 400 V, 20 A, 12,456 W → PF ≈ 0.9', () => {
    expect(result('power-factor', { mode: 'three', V: 400, I: 20, P_kW: 12.456 }).pf).toBeCloseTo(0.9, 2);
  });

  it('resistive and purely reactive limits', () => {
    expect(result('power-factor', { mode: 'single', V: 230, I: 10, P_kW: 2.3 })).toMatchObject({ pf: 1, phi_deg: 0, Q_kvar: 0 });
    expect(result('power-factor', { mode: 'single', V: 230, I: 10, P_kW: 0 })).toMatchObject({ pf: 0, phi_deg: 90, Q_kvar: 2.3 });
  });

  it('a reading above S by rounding only reads as PF 1; a real excess is an error', () => {
    // 0.1 + 0.2 style noise: P a few ulps above S.
    const S = (Math.sqrt(3) * 400 * 20) / 1000;
    expect(result('power-factor', { mode: 'three', V: 400, I: 20, P_kW: S * (1 + 1e-12) }).pf).toBe(1);
    expect(failure('power-factor', { mode: 'three', V: 400, I: 20, P_kW: S * (1 + 1e-6) })).toMatchObject({ code: 'POWER_EXCEEDS_APPARENT_POWER', field: 'P_kW' });
  });

  it('mode synonyms (3, three-phase, phase as field name) and default single', () => {
    expect(result('power-factor', { mode: '3', V: 400, I: 20, P_kW: 12 }).mode).toBe('three');
    expect(result('power-factor', { phase: 'three-phase', V: 400, I: 20, P_kW: 12 }).mode).toBe('three');
    expect(result('power-factor', { V: 230, I: 10, P_kW: 1.84 }).mode).toBe('single');
    expect(ok('power-factor', { V: 230, I: 10, P_kW: 1.84 }).result_detail.formatted).toBe('PF = 0.8');
  });

  it.each([
    [{ mode: 'single', V: 230, I: 10, P_kW: 2.5 }, 'POWER_EXCEEDS_APPARENT_POWER', 'P_kW'],
    [{ mode: 'single', V: 230, I: 0, P_kW: 1 }, 'CURRENT_MUST_BE_NONZERO', 'I'],
    [{ mode: 'single', V: 230, I: 0, P_kW: 0 }, 'UNDEFINED', 'I'],
    [{ mode: 'single', V: 0, I: 10, P_kW: 1 }, 'VOLTAGE_MUST_BE_POSITIVE', 'V'],
    [{ mode: 'single', V: 230, I: -10, P_kW: 1 }, 'CURRENT_MUST_BE_NONNEGATIVE', 'I'],
    [{ mode: 'single', V: 230, I: 10, P_kW: -1 }, 'POWER_MUST_BE_NONNEGATIVE', 'P_kW'],
    [{ mode: 'dc', V: 230, I: 10, P_kW: 1 }, 'INVALID_MODE', 'mode'],
    [{ mode: 'single', V: 230, I: 10 }, 'MISSING_REQUIRED_INPUT', 'P_kW'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure('power-factor', inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });

  it('P exactly 1e-9 above S (the rounding margin) still reads as PF 1', () => {
    // 230 V × 10 A = 2.3 kVA; 2.3000000023 kW / 2.3 kVA = 1 + 1e-9 exactly in doubles.
    expect(result('power-factor', { mode: 'single', V: 230, I: 10, P_kW: 2.3000000023 }).pf).toBe(1);
  });

  it('accepts voltage and current as names for V and I', () => {
    expect(result('power-factor', { mode: 'single', voltage: 230, current: 10, P_kW: 1.84 }).pf).toBeCloseTo(0.8, 14);
  });

  it('names the formula of the phase', () => {
    expect(ok('power-factor', { mode: 'three', V: 400, I: 20, P_kW: 12 }).formula?.id).toBe('power-factor.three');
    expect(ok('power-factor', { V: 230, I: 10, P_kW: 1.84 }).formula?.id).toBe('power-factor.single');
  });
});

declaresTheCodesItReturns('power-factor');
