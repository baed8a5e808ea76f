// ev-voltage (ev-to-volts, volts-to-ev): E = Q·V in both directions with the
// charge in e or C, against 64-digit mathjs BigNumbers and the exact SI value
// of e; mode resolution (mode, direction + charge_unit, a/b shorthand), the
// sign rule, the aliases and every code.
import { all, create } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const math = create(all, { number: 'BigNumber', precision: 64 });
/** Exact since the 2019 SI redefinition; mathjs's own elementaryCharge is the older CODATA 2014 value. */
const E = math.bignumber('1.602176634e-19');
const big = (x: number) => math.bignumber(x);
const num = (x: unknown) => Number((x as { toString(): string }).toString());
const relErr = (got: number, want: number) => Math.abs(got - want) / Math.abs(want);

describe('ev-voltage', () => {
  it.each([
    [10, 1],
    [13.6, 1],
    [5.5e6, 2],
    [1e-3, 3],
  ])('ev-v-e: %d eV on %d e', (eV, q) => {
    const r = result('ev-voltage', { mode: 'ev-v-e', energy_eV: eV, charge_value: q });
    expect(relErr(r.voltage_V, num(math.divide(big(eV), big(q))))).toBeLessThan(4e-16);
    expect(relErr(r.energy_J, num(math.multiply(big(eV), E)))).toBeLessThan(4e-16);
    expect(relErr(r.charge_C, num(math.multiply(big(q), E)))).toBeLessThan(4e-16);
  });

  it.each([
    [1, 1.602176634e-19],
    [1000, 1e-12],
    [6.241509074460763e18, 1],
  ])('ev-v-c: %d eV on %d C (V = E·e / Q)', (eV, qC) => {
    const r = result('ev-voltage', { mode: 'ev-v-c', energy_eV: eV, charge_value: qC });
    expect(relErr(r.voltage_V, num(math.divide(math.multiply(big(eV), E), big(qC))))).toBeLessThan(5e-16);
    expect(relErr(r.charge_e, num(math.divide(big(qC), E)))).toBeLessThan(4e-16);
  });

  it.each([
    [5000, 2],
    [1, 1],
    [-12, 1],
    [0.026, 1],
  ])('v-ev-e: %d V on %d e', (v, q) => {
    const r = result('ev-voltage', { mode: 'v-ev-e', voltage_V: v, charge_value: q });
    expect(relErr(r.energy_eV, num(math.multiply(big(v), big(q))))).toBeLessThan(4e-16);
  });

  it('v-ev-c: 1 V across 1 C is 1 J = 6.241509074460763e18 eV', () => {
    const r = result('ev-voltage', { mode: 'v-ev-c', voltage_V: 1, charge_value: 1 });
    expect(r.energy_J).toBe(1);
    expect(relErr(r.energy_eV, num(math.divide(1, E)))).toBeLessThan(4e-16);
  });

  it('blank charge means one elementary charge', () => {
    expect(result('ev-voltage', { mode: 'ev-v-e', energy_eV: 7 })).toMatchObject({ voltage_V: 7, charge_e: 1, charge_C: 1.602176634e-19 });
    expect(result('ev-voltage', { mode: 'ev-v-c', energy_eV: 7 })).toMatchObject({ voltage_V: 7, charge_e: 1 });
  });

  it('direction + charge_unit select the mode; a and b are shorthand', () => {
    expect(result('ev-voltage', { direction: 'v-to-ev', charge_unit: 'C', a: 2, b: 3 })).toMatchObject({ mode: 'v-ev-c', voltage_V: 2, charge_C: 3 });
    expect(result('ev-voltage', { direction: 'ev-to-v', a: 20, b: 2 })).toMatchObject({ mode: 'ev-v-e', voltage_V: 10 });
    expect(result('ev-voltage', { a: 20 })).toMatchObject({ mode: 'ev-v-e', voltage_V: 20 });
    expect(result('ev-voltage', { direction: 'volts-to-ev', charge_unit: 'coulomb', a: 1, b: 1 }).mode).toBe('v-ev-c');
  });

  it('mode wins over a disagreeing direction, with an info warning', () => {
    const env = ok('ev-voltage', { mode: 'ev-v-e', direction: 'v-to-ev', energy_eV: 4, charge_value: 2 });
    expect(env.result).toMatchObject({ mode: 'ev-v-e', voltage_V: 2 });
    expect(env.warnings.map((w) => w.code)).toContain('INPUT_IGNORED');
    expect(ok('ev-voltage', { mode: 'v-ev-c', direction: 'v-to-ev', charge_unit: 'C', voltage_V: 1, charge_value: 1 }).warnings).toEqual([]);
  });

  it('canonical fields win over shorthand; the other direction’s field is ignored with a note', () => {
    const env = ok('ev-voltage', { mode: 'ev-v-e', energy_eV: 10, a: 99, charge_value: 1, voltage_V: 5 });
    expect((env.result as { voltage_V: number }).voltage_V).toBe(10);
    expect(env.warnings.map((w) => w.code).sort()).toEqual(['DUPLICATE_INPUT_IGNORED', 'INPUT_IGNORED']);
  });

  it('a negative charge is used as its magnitude, with CHARGE_SIGN_IGNORED', () => {
    const env = ok('ev-voltage', { mode: 'ev-v-e', energy_eV: 10, charge_value: -1 });
    expect(env.result).toMatchObject({ voltage_V: 10, charge_e: 1 });
    expect(env.warnings.map((w) => w.code)).toEqual(['CHARGE_SIGN_IGNORED']);
  });

  it('aliases: ev-to-volts and volts-to-ev (direction preset) with the capability and pages', () => {
    expect(ok('ev-to-volts', { energy_eV: 10, charge_value: 1 })).toMatchObject({ engine: 'ev-voltage', capability_id: 'electrical.ev_voltage', calculation_version: '1.3.0', page: '/calc/electric/ev-to-volts', result: { voltage_V: 10 } });
    const v2e = ok('volts-to-ev', { a: 1000 });
    expect(v2e).toMatchObject({ engine: 'ev-voltage', capability_id: 'electrical.ev_voltage', page: '/calc/electric/volts-to-ev', result: { mode: 'v-ev-e', energy_eV: 1000 } });
    expect(v2e.result_detail).toMatchObject({ unit: 'eV', formatted: '1000 eV' });
    expect(ok('volts-to-ev', { mode: 'v-ev-c', voltage_V: 1, charge_value: 2 }).result).toMatchObject({ energy_J: 2 });
  });

  it.each([
    [{ mode: 'ev-v-e', energy_eV: 10, charge_value: 0 }, 'ZERO_CHARGE', 'charge_value'],
    [{ mode: 'ev-v-c', energy_eV: 10, charge_value: 0 }, 'ZERO_CHARGE', 'charge_value'],
    [{ direction: 'ev-to-v', a: 10, b: 0 }, 'ZERO_CHARGE', 'b'],
    [{ mode: 'ev-v-e', energy_eV: 10, charge_value: 0, b: 5 }, 'ZERO_CHARGE', 'charge_value'],
    [{ mode: 'ev-v-e', charge_value: 1 }, 'MISSING_REQUIRED_INPUT', 'energy_eV'],
    [{ mode: 'v-ev-e', energy_eV: 3 }, 'MISSING_REQUIRED_INPUT', 'voltage_V'],
    [{ mode: 'ev-to-joules', energy_eV: 3 }, 'INVALID_MODE', 'mode'],
    [{ direction: 'sideways', a: 3 }, 'INVALID_MODE', 'direction'],
    [{ mode: 'ev-v-c', energy_eV: 1e300, charge_value: 1e-300 }, 'NON_FINITE_RESULT', 'energy_eV'],
  ] as const)('%o → %s', (inputs, code, field) => {
    const f = failure('ev-voltage', inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(10);
  });

  it('zero charge is fine when solving for the energy (E = 0), with no sign warning', () => {
    const env = ok('ev-voltage', { mode: 'v-ev-e', voltage_V: 100, charge_value: 0 });
    expect((env.result as { energy_eV: number }).energy_eV).toBe(0);
    expect(env.warnings).toEqual([]);
  });

  it.each([
    ['ev-to-v-e', 'ev-v-e'],
    ['ev-to-v-c', 'ev-v-c'],
    ['v-to-ev-e', 'v-ev-e'],
    ['v-to-ev-c', 'v-ev-c'],
  ])('mode %s is read and echoed as %s', (given, mode) => {
    const env = ok('ev-voltage', { mode: given, a: 4 });
    expect(env.inputs.mode).toBe(mode);
    expect((env.result as { mode: string }).mode).toBe(mode);
  });

  it.each([
    ['ev-v', 'ev-to-v'],
    ['ev_to_v', 'ev-to-v'],
    ['ev-to-volts', 'ev-to-v'],
    ['ev->v', 'ev-to-v'],
    ['eV→V', 'ev-to-v'],
    ['v-ev', 'v-to-ev'],
    ['v_to_ev', 'v-to-ev'],
    ['volts-to-ev', 'v-to-ev'],
    ['v->ev', 'v-to-ev'],
    ['V→eV', 'v-to-ev'],
  ])('direction %s is read and echoed as %s', (given, direction) => {
    const env = ok('ev-voltage', { direction: given, a: 4 });
    expect(env.inputs.direction).toBe(direction);
    expect((env.result as { mode: string }).mode).toBe(direction === 'ev-to-v' ? 'ev-v-e' : 'v-ev-e');
  });

  it.each([
    ['e', 'e'],
    ['elementary', 'e'],
    ['electron', 'e'],
    ['Electrons', 'e'],
    ['elementary-charge', 'e'],
    ['c', 'C'],
    ['coulomb', 'C'],
    ['Coulombs', 'C'],
  ])('charge_unit %s is read and echoed as %s', (given, unit) => {
    const env = ok('ev-voltage', { charge_unit: given, a: 4 });
    expect(env.inputs.charge_unit).toBe(unit);
    expect((env.result as { mode: string }).mode).toBe(unit === 'C' ? 'ev-v-c' : 'ev-v-e');
  });

  it.each([
    [{ mode: 'ev-v-e', direction: 'ev-to-v', charge_unit: 'e', energy_eV: 4 }, []],
    [{ mode: 'ev-v-c', energy_eV: 4 }, []],
    [{ mode: 'v-ev-e', direction: 'v-to-ev', voltage_V: 4 }, []],
    [{ mode: 'ev-v-e', charge_unit: 'C', energy_eV: 4 }, ['INPUT_IGNORED']],
    [{ mode: 'v-ev-c', charge_unit: 'e', voltage_V: 4 }, ['INPUT_IGNORED']],
    [{ mode: 'v-ev-e', direction: 'ev-to-v', voltage_V: 4 }, ['INPUT_IGNORED']],
  ])('%o: a direction or charge unit disagreeing with mode is noted (%o)', (inputs, codes) => {
    expect(ok('ev-voltage', inputs).warnings.map((w) => w.code)).toEqual(codes);
  });

  it('in a V → eV mode a given energy_eV is ignored with a note', () => {
    const env = ok('ev-voltage', { mode: 'v-ev-e', voltage_V: 3, energy_eV: 5 });
    expect(env.result).toMatchObject({ energy_eV: 3, voltage_V: 3 });
    expect(env.warnings.map((w) => w.code)).toEqual(['INPUT_IGNORED']);
  });

  it('shorthand a and b alone give no note', () => {
    expect(ok('ev-voltage', { direction: 'ev-to-v', a: 20, b: 2 }).warnings).toEqual([]);
  });

  it.each([
    [{ mode: 'ev-v-e', direction: 'v-to-ev', energy_eV: 4 }, 'INPUT_IGNORED'],
    [{ mode: 'ev-v-e', energy_eV: 4, charge_value: -2 }, 'CHARGE_SIGN_IGNORED'],
    [{ mode: 'ev-v-e', energy_eV: 4, a: 5 }, 'DUPLICATE_INPUT_IGNORED'],
  ])('%o: the %s note has severity info', (inputs, code) => {
    expect(ok('ev-voltage', inputs).warnings).toEqual([expect.objectContaining({ code, severity: 'info' })]);
  });

  it.each([
    [{ mode: 'ev-v-e', energy_eV: 10 }, 'ev-voltage.to-volts', 'V', '10 V'],
    [{ mode: 'v-ev-e', voltage_V: 10 }, 'ev-voltage.to-ev', 'eV', '10 eV'],
  ])('%o names formula %s and reports %s', (inputs, id, unit, formatted) => {
    const env = ok('ev-voltage', inputs);
    expect(env.formula?.id).toBe(id);
    expect(env.result_detail).toMatchObject({ unit, formatted });
  });
});

declaresTheCodesItReturns('ev-voltage');
