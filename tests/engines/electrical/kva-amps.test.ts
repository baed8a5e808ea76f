// kva-amps (alias kva-to-amps): current from apparent power against mathjs unit
// arithmetic and a published reference table; the optional PF (real power
// only), the scale factor and every error code.
import { all, create } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../engines/registry.ts';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const math = create(all, { number: 'BigNumber', precision: 64 });
const ref = (expr: string, unit: string): number => math.evaluate(`${expr} to ${unit}`).toNumber(unit);
const rel = (got: number, want: number) => Math.abs(got / want - 1);

describe('kva-amps', () => {
  it('is the kva-to-amps capability with its page', () => {
    expect(registry.tools.get('kva-to-amps')).toMatchObject({ capability_id: 'electrical.kva_to_amps', version: '1.4.1', page: '/calc/electric/kva-to-amps' });
    expect(registry.tools.get('kva-amps')?.engine.id).toBe('kva-amps');
  });

  // VoltConvert "kVA to amps" quick-reference table: amps at 230 V single-phase and 400 V three-phase, to 2 decimals.
  it.each([
    [1, 4.35, 1.44],
    [5, 21.74, 7.22],
    [10, 43.48, 14.43],
    [25, 108.7, 36.08],
    [50, 217.39, 72.17],
    [100, 434.78, 144.34],
  ])('%d kVA: %d A at 230 V single-phase, %d A at 400 V three-phase (published table)', (kva, single, three) => {
    expect(result('kva-to-amps', { phase: 'single', a: kva, b: 230 }).value).toBeCloseTo(single, 2);
    expect(result('kva-to-amps', { phase: 'three', a: kva, b: 400 }).value).toBeCloseTo(three, 2);
  });

  it.each([
    ['single', 10, 230, '10 kVA / 230 V'],
    ['three', 20, 400, '20 kVA / (sqrt(3) * 400 V)'],
    ['three', 75, 208, '75 kVA / (sqrt(3) * 208 V)'],
    ['three', 1500, 11000, '1500 kVA / (sqrt(3) * 11000 V)'],
  ] as const)('%s %d kVA at %d V matches mathjs', (phase, a, b, expr) => {
    const got = result('kva-to-amps', { phase, a, b });
    expect(rel(got.I, ref(expr, 'A'))).toBeLessThan(1e-14);
    expect(got).toMatchObject({ S_kVA: a, S: a * 1000, V: b, phase });
  });

  it('PF never changes the current; it adds the real power S × PF', () => {
    const plain = result('kva-to-amps', { phase: 'three', a: 100, b: 400 });
    const withPf = result('kva-to-amps', { phase: 'three', a: 100, b: 400, pf: 0.8 });
    expect(withPf.I).toBe(plain.I);
    expect(withPf).toMatchObject({ P_kW: 80, pf: 0.8 });
    expect(plain).not.toHaveProperty('P_kW');
  });

  it('factor 1 reads a in VA; phase omitted is single-phase', () => {
    expect(result('kva-to-amps', { phase: 'single', a: 2300, b: 230, factor: 1 }).value).toBe(10);
    expect(result('kva-to-amps', { a: 2.3, b: 230 })).toMatchObject({ phase: 'single', value: 10 });
    expect(ok('kva-to-amps', { a: 2.3, b: 230 }).result_detail.unit).toBe('A');
  });

  it.each(['single', 'three'])('the %s phase names its formula kva-amps.<phase>', (phase) => {
    expect(ok('kva-to-amps', { phase, a: 10, b: 400 }).formula?.id).toBe(`kva-amps.${phase}`);
  });

  it.each([
    ['1-phase', 'single', 10],
    ['Single-Phase', 'single', 10],
    ['3ph', 'three', 10 / Math.sqrt(3)],
    ['three_phase', 'three', 10 / Math.sqrt(3)],
  ])('phase %s is read as %s', (given, phase, amps) => {
    const r = result('kva-to-amps', { phase: given, a: 4, b: 400 });
    expect(r.phase).toBe(phase);
    expect(r.I).toBeCloseTo(amps, 12);
  });

  it('overflow is NON_FINITE_RESULT, never a success', () => {
    expect(failure('kva-to-amps', { a: 1e306, b: 1e-10 })).toMatchObject({ http: 400, code: 'NON_FINITE_RESULT' });
  });

  it('DC is not a kVA supply', () => {
    expect(failure('kva-to-amps', { phase: 'dc', a: 1, b: 12 })).toMatchObject({ code: 'INVALID_MODE', field: 'phase' });
  });

  it.each([
    [{ phase: 'single', a: 10, b: 0 }, 'VOLTAGE_MUST_BE_POSITIVE', 'b'],
    [{ phase: 'three', a: 10, b: -400 }, 'VOLTAGE_MUST_BE_POSITIVE', 'b'],
    [{ phase: 'three', a: -10, b: 400 }, 'APPARENT_POWER_MUST_BE_NONNEGATIVE', 'a'],
    [{ phase: 'three', a: 10, b: 400, pf: 1.2 }, 'POWER_FACTOR_OUT_OF_RANGE', 'pf'],
    [{ phase: 'three', a: 10, b: 400, pf: 0 }, 'POWER_FACTOR_OUT_OF_RANGE', 'pf'],
    [{ phase: 'three', a: 10, b: 400, factor: 0 }, 'FACTOR_MUST_BE_POSITIVE', 'factor'],
    [{ phase: 'three', b: 400 }, 'MISSING_REQUIRED_INPUT', 'a'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure('kva-to-amps', inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });
});

declaresTheCodesItReturns('kva-amps');
