// amps-volts (alias amps-to-volts): the four modes against mathjs unit
// arithmetic and the spec's Ohm's-law vector; the system and power-factor rules
// (AC requires PF, DC ignores it with a warning); every error code.
import { all, create } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../engines/registry.ts';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const math = create(all, { number: 'BigNumber', precision: 64 });
const ref = (expr: string, unit: string): number => math.evaluate(`${expr} to ${unit}`).toNumber(unit);
const rel = (got: number, want: number) => Math.abs(got / want - 1);

describe('amps-volts', () => {
  it('is the amps-to-volts capability with its page', () => {
    expect(registry.tools.get('amps-to-volts')).toMatchObject({ capability_id: 'electrical.amps_to_volts', version: '1.4.2', page: '/calc/electric/amps-to-volts' });
  });

  it.each([
    [{ mode: 'current-resistance', current: 2, resistance: 6 }, '2 A * 6 ohm', 'V'],
    [{ mode: 'current-resistance', current: 0.02, resistance: 470 }, '20 mA * 470 ohm', 'V'],
    [{ mode: 'current-power', system: 'dc', current: 5, power: 60 }, '60 W / 5 A', 'V'],
    [{ mode: 'current-power', system: 'single', current: 10, power: 1840, power_factor: 0.8 }, '1840 W / (10 A * 0.8)', 'V'],
    [{ mode: 'current-power', system: 'three', current: 51, power: 30000, power_factor: 0.85 }, '30000 W / (sqrt(3) * 51 A * 0.85)', 'V'],
    [{ mode: 'voltage-resistance', voltage: 12, resistance: 6 }, '12 V / 6 ohm', 'A'],
    [{ mode: 'voltage-power', system: 'single', voltage: 230, power: 2000, power_factor: 0.9 }, '2000 W / (230 V * 0.9)', 'A'],
    [{ mode: 'voltage-power', system: 'three', voltage: 400, power: 30000, power_factor: 0.85 }, '30000 W / (sqrt(3) * 400 V * 0.85)', 'A'],
  ])('%o matches mathjs', (inputs, expr, unit) => {
    const env = ok('amps-to-volts', inputs);
    expect(rel((env.result as any).value, ref(expr, unit))).toBeLessThan(1e-14);
    expect(env.result_detail.unit).toBe(unit);
  });

  it('the spec vector for ohms-law (12 V, 6 Ω → 2 A, 24 W) holds in both resistance modes', () => {
    expect(result('amps-to-volts', { mode: 'voltage-resistance', voltage: 12, resistance: 6 })).toMatchObject({ I: 2, P: 24 });
    expect(result('amps-to-volts', { mode: 'current-resistance', current: 2, resistance: 6 })).toMatchObject({ V: 12, P: 24 });
  });

  it('DC power modes report the load resistance; AC ones the apparent power', () => {
    expect(result('amps-to-volts', { mode: 'current-power', system: 'dc', current: 5, power: 60 })).toMatchObject({ V: 12, R: 2.4, system: 'dc' });
    const ac = result('amps-to-volts', { mode: 'current-power', system: 'single', current: 10, power: 1840, power_factor: 0.8 });
    expect(ac).not.toHaveProperty('R');
    expect(ac.S).toBeCloseTo(2300, 10);
    expect(ac.power_factor).toBe(0.8);
  });

  it('mode and field synonyms: ohms, watts, I, R, P, V, pf, phase', () => {
    expect(result('amps-to-volts', { mode: 'ohms', I: 2, R: 6 }).value).toBe(12);
    expect(result('amps-to-volts', { mode: 'watts', phase: 'DC', I: 5, P: 60 }).value).toBe(12);
    expect(result('amps-to-volts', { mode: 'vp', circuit: '1', V: 230, P: 2300, pf: 1 }).value).toBe(10);
    expect(result('amps-to-volts', { current: 3, resistance: 4 })).toMatchObject({ mode: 'current-resistance', value: 12 });
  });

  it('POWER_FACTOR_IGNORED: a PF sent with DC or with a resistance mode', () => {
    const dc = ok('amps-to-volts', { mode: 'current-power', system: 'dc', current: 5, power: 60, power_factor: 0.8 });
    expect(dc.warnings.map((w) => w.code)).toEqual(['POWER_FACTOR_IGNORED']);
    expect((dc.result as any).value).toBe(12);
    expect(ok('amps-to-volts', { mode: 'current-resistance', current: 2, resistance: 6, power_factor: 0.5 }).warnings.map((w) => w.code)).toEqual(['POWER_FACTOR_IGNORED']);
  });

  it.each([
    ['power', { current: 5, power: 60, system: 'dc' }, 'current-power'],
    ['i-p', { current: 5, power: 60, system: 'dc' }, 'current-power'],
    ['ip', { current: 5, power: 60, system: 'dc' }, 'current-power'],
    ['v-r', { voltage: 12, resistance: 6 }, 'voltage-resistance'],
    ['vr', { voltage: 12, resistance: 6 }, 'voltage-resistance'],
    ['v-p', { voltage: 12, power: 60, system: 'dc' }, 'voltage-power'],
  ])('mode synonym %s is read as its mode', (mode, inputs, canonical) => {
    expect(result('amps-to-volts', { mode, ...inputs }).mode).toBe(canonical);
  });

  it.each([
    [{ mode: 'current-resistance', current: 2, resistance: 6 }, 'amps-volts.current-resistance'],
    [{ mode: 'voltage-resistance', voltage: 12, resistance: 6 }, 'amps-volts.voltage-resistance'],
    [{ mode: 'current-power', system: 'three', current: 51, power: 30000, power_factor: 0.85 }, 'amps-volts.current-power.three'],
    [{ mode: 'voltage-power', system: 'single', voltage: 230, power: 2000, power_factor: 0.9 }, 'amps-volts.voltage-power.single'],
  ])('%o names formula %s', (inputs, id) => {
    expect(ok('amps-to-volts', inputs).formula?.id).toBe(id);
  });

  it('a resistance mode without a power factor gives no warning', () => {
    expect(ok('amps-to-volts', { mode: 'current-resistance', current: 2, resistance: 6 }).warnings).toEqual([]);
  });

  it('DC voltage-power with zero power: 0 A and no load resistance (an open circuit)', () => {
    const r = result('amps-to-volts', { mode: 'voltage-power', system: 'dc', voltage: 12, power: 0 });
    expect(r).toMatchObject({ value: 0, I: 0 });
    expect(r).not.toHaveProperty('R');
  });

  it.each([
    [{ mode: 'current-power', system: 'single', current: 5, power: 1000 }, 'MISSING_REQUIRED_INPUT', 'power_factor'],
    [{ mode: 'current-power', current: 5, power: 1000 }, 'MISSING_REQUIRED_INPUT', 'system'],
    [{ mode: 'current-resistance', current: 5 }, 'MISSING_REQUIRED_INPUT', 'resistance'],
    [{ mode: 'voltage-power', system: 'dc', power: 60 }, 'MISSING_REQUIRED_INPUT', 'voltage'],
    [{ mode: 'current-power', system: 'dc', current: 0, power: 60 }, 'CURRENT_MUST_BE_NONZERO', 'current'],
    [{ mode: 'current-power', system: 'dc', current: 0, power: 0 }, 'UNDEFINED', 'current'],
    [{ mode: 'voltage-resistance', voltage: 12, resistance: 0 }, 'RESISTANCE_MUST_BE_NONZERO', 'resistance'],
    [{ mode: 'voltage-resistance', voltage: 0, resistance: 6 }, 'VOLTAGE_MUST_BE_POSITIVE', 'voltage'],
    [{ mode: 'voltage-power', system: 'dc', voltage: -12, power: 60 }, 'VOLTAGE_MUST_BE_POSITIVE', 'voltage'],
    [{ mode: 'current-power', system: 'three', current: 5, power: 1000, power_factor: 1.2 }, 'POWER_FACTOR_OUT_OF_RANGE', 'power_factor'],
    [{ mode: 'current-power', system: 'three', current: 5, power: 1000, power_factor: 0 }, 'POWER_FACTOR_OUT_OF_RANGE', 'power_factor'],
    [{ mode: 'current-resistance', current: -2, resistance: 6 }, 'CURRENT_MUST_BE_NONNEGATIVE', 'current'],
    [{ mode: 'current-resistance', current: 2, resistance: -6 }, 'RESISTANCE_MUST_BE_NONNEGATIVE', 'resistance'],
    [{ mode: 'current-power', system: 'dc', current: 2, power: -6 }, 'POWER_MUST_BE_NONNEGATIVE', 'power'],
    [{ mode: 'volts', current: 2, resistance: 6 }, 'INVALID_MODE', 'mode'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure('amps-to-volts', inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });
});

declaresTheCodesItReturns('amps-volts');
