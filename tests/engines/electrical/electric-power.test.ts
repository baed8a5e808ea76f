// electric-power (alias power): V×I (DC, single, three-phase with PF in [0, 1]),
// I²R and E/Δt against mathjs unit arithmetic; the spec's mode aliases and
// field names; the PF-0 exception; every error code.
import { all, create } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../engines/registry.ts';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const math = create(all, { number: 'BigNumber', precision: 64 });
const ref = (expr: string, unit: string): number => math.evaluate(`${expr} to ${unit}`).toNumber(unit);
const rel = (got: number, want: number) => Math.abs(got / want - 1);

describe('electric-power', () => {
  it('power is the electrical.power page; electric-power is callable directly', () => {
    expect(registry.tools.get('power')).toMatchObject({ capability_id: 'electrical.power', version: '1.3.0', page: '/calc/electric/power' });
    expect(registry.tools.get('electric-power')).toMatchObject({ capability_id: 'electrical.power', version: '1.3.0', ownPage: null });
  });

  it.each([
    [{ mode: 'vi_dc', V: 12, I: 2 }, '12 V * 2 A', 'dc'],
    [{ mode: 'vi_ac_single', V: 230, I: 10, power_factor: 0.8 }, '230 V * 10 A * 0.8', 'single'],
    [{ mode: 'vi_ac_three_phase_ll', V: 400, I: 20, power_factor: 1 }, 'sqrt(3) * 400 V * 20 A', 'three'],
    [{ mode: 'power-vi', phase: 'three', a: 480, b: 100, power_factor: 0.85 }, 'sqrt(3) * 480 V * 100 A * 0.85', 'three'],
  ])('V × I %o matches mathjs', (inputs, expr, phase) => {
    const got = result('power', inputs);
    expect(rel(got.P, ref(expr, 'W'))).toBeLessThan(1e-14);
    expect(rel(got.P_kW, ref(expr, 'kW'))).toBeLessThan(1e-14);
    expect(got).toMatchObject({ mode: 'power-vi', phase });
  });

  it('Engineering ToolBox: √3 × 400 V × 20 A × 1 = 13856 W', () => {
    expect(result('power', { mode: 'vi_ac_three_phase_ll', V: 400, I: 20 }).P).toBeCloseTo(13856.4, 1);
  });

  it('power_factor 0 is valid (P = 0, S kept), blank means 1 without a warning', () => {
    expect(result('power', { mode: 'vi_ac_single', V: 230, I: 5, power_factor: 0 })).toMatchObject({ P: 0, S: 1150, power_factor: 0 });
    const blank = ok('power', { mode: 'vi_ac_single', V: 230, I: 5, power_factor: '' });
    expect(blank.result).toMatchObject({ P: 1150, power_factor: 1 });
    expect(blank.warnings).toEqual([]);
  });

  it('phase omitted in V × I: DC without PF, single-phase with it', () => {
    expect(result('power', { V: 12, I: 2 })).toMatchObject({ mode: 'power-vi', phase: 'dc', P: 24 });
    expect(result('power', { V: 230, I: 10, pf: 0.8 })).toMatchObject({ phase: 'single', P: 1840 });
  });

  it.each([
    [{ mode: 'i2r', R: 10, I: 2 }, '(2 A)^2 * 10 ohm'],
    [{ mode: 'power-ir', a: 0.47, b: 0.25 }, '(0.25 A)^2 * 0.47 ohm'],
    [{ mode: 'i2r', R: 1e6, I: 1e-3 }, '(1 mA)^2 * 1 Mohm'],
  ])('I²R %o matches mathjs', (inputs, expr) => {
    expect(rel(result('power', inputs).P, ref(expr, 'W'))).toBeLessThan(1e-14);
  });

  it.each([
    [{ mode: 'energy_average', E: 3600000, dt: 3600 }, '3.6 MJ / 1 hour'],
    [{ mode: 'power-energy', a: 1, b: 1e-3 }, '1 J / 1 ms'],
    [{ mode: 'energy_average', E: 5400, 'Δt': 60 }, '5400 J / 60 s'],
    [{ mode: 'energy', E: 0, t: 5 }, '0 J / 5 s'],
  ])('E / Δt %o matches mathjs', (inputs, expr) => {
    const want = ref(expr, 'W');
    const got = result('power', inputs).P;
    if (want === 0) expect(got).toBe(0);
    else expect(rel(got, want)).toBeLessThan(1e-14);
  });

  it('a PF with DC, I²R or energy is ignored with POWER_FACTOR_IGNORED', () => {
    for (const inputs of [
      { mode: 'vi_dc', V: 12, I: 2, power_factor: 0.5 },
      { mode: 'i2r', R: 10, I: 2, power_factor: 0.5 },
      { mode: 'energy_average', E: 100, dt: 10, pf: 0.5 },
    ]) {
      const env = ok('power', inputs);
      expect(env.warnings.map((w) => w.code)).toEqual(['POWER_FACTOR_IGNORED']);
    }
    expect(result('power', { mode: 'vi_dc', V: 12, I: 2, power_factor: 0.5 }).P).toBe(24);
  });

  it('a vi_* alias that contradicts an explicit phase is rejected; a matching one is fine', () => {
    expect(failure('power', { mode: 'vi_dc', phase: 'three', V: 400, I: 2 })).toMatchObject({ code: 'INVALID_INPUT', field: 'phase' });
    expect(result('power', { mode: 'vi_ac_three_phase_ll', phase: '3', V: 400, I: 2 }).phase).toBe('three');
  });

  it.each([
    [{ mode: 'power-energy', a: 1000, b: 0 }, 'TIME_MUST_BE_POSITIVE', 'b'],
    [{ mode: 'energy_average', E: 1000, dt: -5 }, 'TIME_MUST_BE_POSITIVE', 'b'],
    [{ mode: 'energy_average', E: -1000, dt: 5 }, 'ENERGY_MUST_BE_NONNEGATIVE', 'a'],
    [{ mode: 'vi_ac_single', V: 230, I: 5, power_factor: 1.5 }, 'POWER_FACTOR_OUT_OF_RANGE', 'power_factor'],
    [{ mode: 'vi_ac_single', V: 230, I: 5, power_factor: -0.1 }, 'POWER_FACTOR_OUT_OF_RANGE', 'power_factor'],
    [{ mode: 'vi_dc', V: 0, I: 5 }, 'VOLTAGE_MUST_BE_POSITIVE', 'a'],
    [{ mode: 'vi_dc', V: 12, I: -5 }, 'CURRENT_MUST_BE_NONNEGATIVE', 'b'],
    [{ mode: 'i2r', R: -1, I: 5 }, 'RESISTANCE_MUST_BE_NONNEGATIVE', 'a'],
    [{ mode: 'i2r', R: 1, I: -5 }, 'CURRENT_MUST_BE_NONNEGATIVE', 'b'],
    [{ mode: 'i2r', R: 10 }, 'MISSING_REQUIRED_INPUT', 'b'],
    [{ mode: 'joules', a: 1, b: 1 }, 'INVALID_MODE', 'mode'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure('power', inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });

  it('mode text is read case- and space-insensitively, aliases and canonical modes alike', () => {
    expect(result('power', { mode: ' VI_DC ', V: 12, I: 2 })).toMatchObject({ mode: 'power-vi', phase: 'dc', P: 24 });
    expect(result('power', { mode: 'Power-IR', a: 10, b: 2 })).toMatchObject({ mode: 'power-ir', P: 40 });
  });

  it('a mode sent as a JSON array is INVALID_MODE, not read as its text', () => {
    expect(failure('power', { mode: ['vi_dc'], V: 12, I: 2 })).toMatchObject({ http: 400, code: 'INVALID_MODE', field: 'mode' });
  });

  it('mode ir is I²R', () => {
    expect(result('power', { mode: 'ir', R: 10, I: 2 })).toMatchObject({ mode: 'power-ir', P: 40 });
  });

  it('mode vi keeps an explicit phase (only the vi_* aliases fix one)', () => {
    const got = result('power', { mode: 'vi', phase: 'three', V: 400, I: 10, pf: 0.9 });
    expect(got.phase).toBe('three');
    expect(rel(got.P, ref('sqrt(3) * 400 V * 10 A * 0.9', 'W'))).toBeLessThan(1e-14);
  });

  it('a blank phase (null or spaces) with a vi_* alias takes the alias phase', () => {
    expect(result('power', { mode: 'vi_dc', phase: null, V: 12, I: 2 })).toMatchObject({ phase: 'dc', P: 24 });
    expect(result('power', { mode: 'vi_ac_single', phase: ' ', V: 230, I: 10, pf: 0.8 })).toMatchObject({ phase: 'single', P: 1840 });
  });

  it('vi_ac_single without a power factor is single-phase at PF 1, with S', () => {
    expect(result('power', { mode: 'vi_ac_single', V: 230, I: 5 })).toMatchObject({ phase: 'single', P: 1150, S: 1150, power_factor: 1 });
  });

  it('DC reports no apparent power S', () => {
    expect(result('power', { mode: 'vi_dc', V: 12, I: 2 })).not.toHaveProperty('S');
  });

  it('I²R and E / Δt without a power factor give no warning', () => {
    expect(ok('power', { mode: 'i2r', R: 10, I: 2 }).warnings).toEqual([]);
    expect(ok('power', { mode: 'energy_average', E: 100, dt: 10 }).warnings).toEqual([]);
  });

  it('I²R gives P_kW too', () => {
    expect(rel(result('power', { mode: 'i2r', R: 10, I: 20 }).P_kW, ref('(20 A)^2 * 10 ohm', 'kW'))).toBeLessThan(1e-14);
  });

  it('the formula id names the mode (and the phase in V × I)', () => {
    expect(ok('power', { mode: 'vi_ac_three_phase_ll', V: 400, I: 20 }).formula?.id).toBe('electric-power.power-vi.three');
    expect(ok('power', { mode: 'i2r', R: 10, I: 2 }).formula?.id).toBe('electric-power.power-ir');
    expect(ok('power', { mode: 'energy_average', E: 100, dt: 10 }).formula?.id).toBe('electric-power.power-energy');
  });

  it('overflow is NON_FINITE_RESULT, never a success', () => {
    expect(failure('power', { mode: 'i2r', R: 1e300, I: 1e300 })).toMatchObject({ code: 'NON_FINITE_RESULT' });
  });
});

declaresTheCodesItReturns('electric-power');
