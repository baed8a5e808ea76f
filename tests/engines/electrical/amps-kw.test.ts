// amps-kw (alias amps-to-kw): kW from amps, volts and PF against mathjs unit
// arithmetic and published three-phase examples; scale factor, units, phase
// rules and every error code.
import { all, create } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../engines/registry.ts';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const math = create(all, { number: 'BigNumber', precision: 64 });
const ref = (expr: string, unit: string): number => math.evaluate(`${expr} to ${unit}`).toNumber(unit);
const rel = (got: number, want: number) => Math.abs(got / want - 1);

describe('amps-kw', () => {
  it('is the amps-to-kw capability with its page', () => {
    expect(registry.tools.get('amps-to-kw')).toMatchObject({ capability_id: 'electrical.amps_to_kw', version: '1.4.3', page: '/calc/electric/amps-to-kw' });
    expect(registry.tools.get('amps-kw')).toMatchObject({ capability_id: 'electrical.amps_to_kw', version: '1.4.3', ownPage: null });
  });

  it.each([
    ['dc', 10, 12, undefined, '10 A * 12 V'],
    ['single', 10, 230, 0.8, '10 A * 230 V * 0.8'],
    ['single', 16, 120, 0.95, '16 A * 120 V * 0.95'],
    ['three', 20, 400, 1, 'sqrt(3) * 20 A * 400 V'],
    ['three', 20, 400, 0.9, 'sqrt(3) * 20 A * 400 V * 0.9'],
    ['three', 100, 480, 0.85, 'sqrt(3) * 100 A * 480 V * 0.85'],
  ] as const)('%s %d A %d V PF %s matches mathjs in kW and W', (phase, a, b, pf, expr) => {
    const got = result('amps-to-kw', { phase, a, b, pf });
    expect(rel(got.value, ref(expr, 'kW'))).toBeLessThan(1e-14);
    expect(rel(got.P, ref(expr, 'W'))).toBeLessThan(1e-14);
    expect(rel(got.P_kW, got.value)).toBeLessThan(1e-15);
  });

  it('published examples: Engineering ToolBox 13.9 kW; Energy Academy 12.5 kW', () => {
    expect(result('amps-to-kw', { phase: 'three', a: 20, b: 400, pf: 1 }).value).toBeCloseTo(13.856, 3);
    // The source multiplies by 1.73, not √3: 12,456 W against the exact 12,470.8 W.
    const motor = result('amps-to-kw', { phase: 'three', a: 20, b: 400, pf: 0.9 });
    expect(motor.value).toBeCloseTo(12.5, 1);
    expect(rel(motor.P, 1.73 * 400 * 20 * 0.9)).toBeLessThan(2e-3);
  });

  it('apparent power only for AC', () => {
    expect(result('amps-to-kw', { phase: 'three', a: 20, b: 400, pf: 0.8 }).S_kVA).toBeCloseTo(ref('sqrt(3) * 20 A * 400 V', 'kVA'), 12);
    expect(result('amps-to-kw', { phase: 'dc', a: 20, b: 400 })).not.toHaveProperty('S_kVA');
  });

  it('the scale factor sets value and its unit; P and P_kW do not move', () => {
    const w = ok('amps-to-kw', { phase: 'dc', a: 10, b: 12, factor: 1 });
    expect(w.result).toMatchObject({ value: 120, P: 120, P_kW: 0.12 });
    expect(w.result_detail).toMatchObject({ unit: 'W', formatted: '120 W' });
    expect(ok('amps-to-kw', { phase: 'dc', a: 10, b: 12 }).result_detail).toMatchObject({ unit: 'kW', formatted: '0.12 kW' });
    expect(ok('amps-to-kw', { phase: 'dc', a: 10, b: 12, factor: 1e-6 }).result_detail.unit).toBe('MW');
    expect(ok('amps-to-kw', { phase: 'dc', a: 10, b: 12, factor: 2 }).result_detail.unit).toBeNull();
  });

  it('phase omitted and PF rules', () => {
    expect(result('amps-to-kw', { a: 10, b: 12 })).toMatchObject({ phase: 'dc', value: 0.12 });
    const single = result('amps-to-kw', { a: 10, b: 230, pf: 0.5 });
    expect(single.phase).toBe('single');
    expect(single.value).toBeCloseTo(1.15, 14);
    expect(ok('amps-to-kw', { phase: 'three', a: 10, b: 400 }).warnings.map((w) => w.code)).toEqual(['POWER_FACTOR_ASSUMED']);
    expect(ok('amps-to-kw', { phase: 'dc', a: 10, b: 12, pf: 0.9 }).warnings.map((w) => w.code)).toEqual(['POWER_FACTOR_IGNORED']);
  });

  it.each(['dc', 'single', 'three'])('the %s phase names its formula amps-kw.<phase>', (phase) => {
    expect(ok('amps-to-kw', { phase, a: 10, b: 230, pf: phase === 'dc' ? undefined : 0.9 }).formula?.id).toBe(`amps-kw.${phase}`);
  });

  it('accepts numeric strings from a page query', () => {
    expect(result('amps-to-kw', { phase: '3', a: '20', b: '400', pf: '1' }).value).toBeCloseTo(13.8564, 4);
  });

  it('zero current is 0 kW; overflow is NON_FINITE_RESULT', () => {
    expect(result('amps-to-kw', { phase: 'three', a: 0, b: 400, pf: 0.9 }).value).toBe(0);
    expect(failure('amps-to-kw', { phase: 'three', a: 1e300, b: 1e300, pf: 1, factor: 1 })).toMatchObject({ http: 400, code: 'NON_FINITE_RESULT' });
  });

  it.each([
    [{ phase: 'single', a: 10, b: 0, pf: 0.9 }, 'VOLTAGE_MUST_BE_POSITIVE', 'b'],
    [{ phase: 'dc', a: 10, b: -12 }, 'VOLTAGE_MUST_BE_POSITIVE', 'b'],
    [{ phase: 'dc', a: -10, b: 12 }, 'CURRENT_MUST_BE_NONNEGATIVE', 'a'],
    [{ phase: 'three', a: 20, b: 400, pf: 90 }, 'POWER_FACTOR_OUT_OF_RANGE', 'pf'],
    [{ phase: 'three', a: 20, b: 400, pf: 0 }, 'POWER_FACTOR_OUT_OF_RANGE', 'pf'],
    [{ phase: 'dc', a: 10, b: 12, factor: 0 }, 'FACTOR_MUST_BE_POSITIVE', 'factor'],
    [{ phase: 'dc', b: 12 }, 'MISSING_REQUIRED_INPUT', 'a'],
    [{ phase: 'dc', a: 10 }, 'MISSING_REQUIRED_INPUT', 'b'],
    [{ phase: 'hexa', a: 10, b: 12 }, 'INVALID_MODE', 'phase'],
    [{ phase: 'dc', a: 'NaN', b: 12 }, 'INVALID_NUMBER', 'a'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure('amps-to-kw', inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });
});

declaresTheCodesItReturns('amps-kw');
