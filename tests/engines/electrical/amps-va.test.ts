// amps-va (alias amps-to-va, capability electrical.apparent_power): S = k·V·I and
// its inverse against mathjs unit arithmetic and published values; the spec's
// derived.estimated_real_power rule; every error code.
import { all, create } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../engines/registry.ts';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const math = create(all, { number: 'BigNumber', precision: 64 });
const ref = (expr: string, unit: string): number => math.evaluate(`${expr} to ${unit}`).toNumber(unit);
const rel = (got: number, want: number) => Math.abs(got / want - 1);

describe('amps-va', () => {
  it('amps-to-va is the apparent-power page; amps-va is callable directly with the same capability', () => {
    expect(registry.tools.get('amps-to-va')).toMatchObject({ capability_id: 'electrical.apparent_power', version: '1.4.3', page: '/calc/electric/amps-to-va' });
    expect(registry.tools.get('amps-va')).toMatchObject({ capability_id: 'electrical.apparent_power', version: '1.4.3', ownPage: null, page: '/calc/electric/amps-to-va' });
  });

  it.each([
    ['single', 10, 230, '10 A * 230 V'],
    ['single', 13.5, 120, '13.5 A * 120 V'],
    ['three', 20, 400, 'sqrt(3) * 20 A * 400 V'],
    ['three', 1250, 11000, 'sqrt(3) * 1250 A * 11000 V'],
  ] as const)('amps → VA %s %d A %d V matches mathjs', (phase, primary, volts, expr) => {
    const got = result('amps-to-va', { mode: 'amps-to-va', phase, primary, volts });
    expect(rel(got.S, ref(expr, 'VA'))).toBeLessThan(1e-14);
    expect(rel(got.S_kVA, ref(expr, 'kVA'))).toBeLessThan(1e-14);
    expect(got.value).toBe(got.S);
  });

  it.each([
    ['single', 1500, 120, '1500 VA / 120 V'],
    ['three', 13856.406460551018, 400, '13856.406460551018 VA / (sqrt(3) * 400 V)'],
  ] as const)('VA → amps %s %d VA %d V matches mathjs', (phase, primary, volts, expr) => {
    const env = ok('amps-va', { mode: 'va-to-amps', phase, primary, volts });
    expect(rel((env.result as any).value, ref(expr, 'A'))).toBeLessThan(1e-14);
    expect(env.result_detail.unit).toBe('A');
  });

  it('published: Hammond kVA = V × A / 1000 (single) and × 1.73 (three); Engineering ToolBox 13856 VA', () => {
    expect(result('amps-to-va', { phase: 'single', primary: 10, volts: 230 }).S_kVA).toBe(2.3);
    expect(result('amps-to-va', { phase: 'three', primary: 20, volts: 400 }).S).toBeCloseTo(13856.4, 1);
    expect(rel(result('amps-to-va', { phase: 'three', primary: 100, volts: 480 }).S_kVA, (480 * 100 * 1.73) / 1000)).toBeLessThan(2e-3);
  });

  it('power_factor (or lambda) adds derived.estimated_real_power = S × PF; S is unchanged; without it derived is absent', () => {
    const plain = ok('amps-to-va', { phase: 'single', primary: 10, volts: 230 });
    expect(plain).not.toHaveProperty('derived');
    const withPf = ok('amps-to-va', { phase: 'single', primary: 10, volts: 230, power_factor: 0.8 });
    expect((withPf.result as any).S).toBe(2300);
    expect(withPf.derived).toEqual({ estimated_real_power: 1840 });
    expect(ok('amps-to-va', { phase: 'three', primary: 20, volts: 400, lambda: 0.9 }).derived!.estimated_real_power).toBeCloseTo(ref('sqrt(3) * 20 A * 400 V * 0.9', 'W'), 9);
    expect(ok('amps-to-va', { mode: 'va-to-amps', primary: 1000, volts: 100, pf: 0.5 }).derived).toEqual({ estimated_real_power: 500 });
  });

  it('defaults: mode amps-to-va, phase single; mode synonyms', () => {
    expect(result('amps-to-va', { primary: 2, volts: 120 })).toMatchObject({ mode: 'amps-to-va', phase: 'single', S: 240 });
    expect(result('amps-to-va', { mode: 'VA-A', primary: 240, volts: 120 })).toMatchObject({ mode: 'va-to-amps', I: 2 });
  });

  it('zero current and huge values', () => {
    expect(result('amps-to-va', { primary: 0, volts: 230 }).S).toBe(0);
    expect(failure('amps-to-va', { primary: 1e300, volts: 1e300 })).toMatchObject({ code: 'NON_FINITE_RESULT' });
  });

  it.each([
    [{ primary: 10, volts: 230, power_factor: 1.1 }, 'POWER_FACTOR_OUT_OF_RANGE', 'power_factor'],
    [{ primary: 10, volts: 230, power_factor: 0 }, 'POWER_FACTOR_OUT_OF_RANGE', 'power_factor'],
    [{ primary: 10, volts: 230, lambda: -0.2 }, 'POWER_FACTOR_OUT_OF_RANGE', 'power_factor'],
    [{ mode: 'va-to-amps', primary: 1500, volts: 0 }, 'VOLTAGE_MUST_BE_POSITIVE', 'volts'],
    [{ primary: -10, volts: 230 }, 'CURRENT_MUST_BE_NONNEGATIVE', 'primary'],
    [{ mode: 'va-to-amps', primary: -10, volts: 230 }, 'APPARENT_POWER_MUST_BE_NONNEGATIVE', 'primary'],
    [{ primary: 10 }, 'MISSING_REQUIRED_INPUT', 'volts'],
    [{ primary: 10, volts: 230, phase: 'dc' }, 'INVALID_MODE', 'phase'],
    [{ mode: 'kw', primary: 10, volts: 230 }, 'INVALID_MODE', 'mode'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure('amps-to-va', inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });

  it.each(['va2a', 'reverse'])('mode synonym %s is va-to-amps: 240 VA / 120 V = 2 A', (mode) => {
    expect(result('amps-to-va', { mode, primary: 240, volts: 120 })).toMatchObject({ mode: 'va-to-amps', I: 2 });
  });

  it('reports the unit and formula of each direction and phase', () => {
    expect(ok('amps-to-va', { primary: 10, volts: 230 })).toMatchObject({ result_detail: { unit: 'VA' }, formula: { id: 'amps-va.amps-to-va.single' } });
    expect(ok('amps-to-va', { phase: 'three', primary: 20, volts: 400 }).formula).toMatchObject({ id: 'amps-va.amps-to-va.three', expression: expect.stringMatching(/^S = /) });
    expect(ok('amps-to-va', { mode: 'va-to-amps', primary: 1500, volts: 120 })).toMatchObject({ result_detail: { unit: 'A' }, formula: { id: 'amps-va.va-to-amps.single' } });
    expect(ok('amps-to-va', { mode: 'va-to-amps', phase: 'three', primary: 1500, volts: 400 }).formula).toMatchObject({ id: 'amps-va.va-to-amps.three', expression: expect.stringMatching(/^I = S \/ /) });
  });
});

declaresTheCodesItReturns('amps-va');
