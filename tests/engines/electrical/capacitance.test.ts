// capacitance: OpenStax, Socratic and Giambattista worked examples, the six
// two-of-four charge/energy shapes as round trips, geometry units, validity and
// breakdown warnings, and every error code.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'capacitance';
/** CODATA 2018 vacuum permittivity, F/m (published value, independent of the engine's μ0/c derivation). */
const EPS0_CODATA = 8.8541878128e-12;

describe('capacitance', () => {
  it('reproduces OpenStax College Physics §19.5: 1 m² plates 1 mm apart hold 26.6 µC at 3 kV (C = 8.85 nF)', () => {
    const r = result(ID, { mode: 'plate', area: 1, area_unit: 'm2', d: 1, d_unit: 'mm', V: 3000 });
    expect(r.C * 1e9).toBeCloseTo(8.85, 2);
    expect(r.Q * 1e6).toBeCloseTo(26.6, 1);
    expect(r.C).toBeCloseTo(EPS0_CODATA * 1000, 19);
    expect(r.E_field).toBe(3e6);
    expect(r.W).toBeCloseTo(0.5 * r.C * 9e6, 15);
  });

  it('reproduces Socratic: 2.0 cm² plates 2.0 mm apart give 8.854e-13 F', () => {
    expect(result(ID, { area: 2, area_unit: 'cm2', d: 2, d_unit: 'mm' }).C).toBeCloseTo(8.854e-13, 16);
  });

  it('scales with εr, the number of plates and the units (mm², µm, mil, in²)', () => {
    const base = result(ID, { area: 100, area_unit: 'mm2', d: 100, d_unit: 'um' }).C;
    expect(base).toBeCloseTo(EPS0_CODATA * 1e-4 / 1e-4, 20);
    expect(result(ID, { area: 100, area_unit: 'mm2', d: 100, d_unit: 'um', eps_r: 4.3 }).C).toBeCloseTo(4.3 * base, 20);
    expect(result(ID, { area: 100, area_unit: 'mm2', d: 100, d_unit: 'um', plates: 5 }).C).toBeCloseTo(4 * base, 20);
    expect(result(ID, { area: 1, area_unit: 'in2', d: 10, d_unit: 'mil' }).C).toBeCloseTo((EPS0_CODATA * 0.0254 ** 2) / 254e-6, 19);
    expect(result(ID, { area: 1, area_unit: 'm2', d: 1, d_unit: 'm' }).C).toBeCloseTo(EPS0_CODATA, 20);
  });

  it('reproduces the defibrillator examples (OpenStax §19.7: 400 J at 10 kV → 8.00 µF; Giambattista 17-9: 80 µF at 2.5 kV → 0.200 C, 250 J)', () => {
    expect(result(ID, { mode: 'charge', V: 1e4, W: 400 }).C).toBeCloseTo(8e-6, 18);
    const g = result(ID, { mode: 'charge', C: 80, C_unit: 'uF', V: 2500 });
    expect(g.Q).toBeCloseTo(0.2, 14);
    expect(g.W).toBeCloseTo(250, 10);
  });

  it('solves every pair of C, V, Q, W consistently (property)', () => {
    const pairs = [['C', 'V'], ['C', 'Q'], ['C', 'W'], ['V', 'Q'], ['V', 'W'], ['Q', 'W']] as const;
    fc.assert(
      fc.property(fc.double({ min: 1e-12, max: 1, noNaN: true }), fc.double({ min: 1e-3, max: 1e4, noNaN: true }), (C, V) => {
        const truth = { C, V, Q: C * V, W: 0.5 * C * V * V };
        for (const [a, b] of pairs) {
          const inputs: Record<string, unknown> = { mode: 'charge', C_unit: 'F', Q_unit: 'C' };
          inputs[a] = truth[a];
          inputs[b] = truth[b];
          const r = result(ID, inputs);
          for (const k of ['C', 'V', 'Q', 'W'] as const) expect(Math.abs(r[k] - truth[k])).toBeLessThanOrEqual(1e-9 * truth[k]);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('takes charge in µC/nC and keeps zero charge valid', () => {
    expect(result(ID, { mode: 'charge', Q: 12, Q_unit: 'uC', V: 6 }).C).toBeCloseTo(2e-6, 18);
    expect(result(ID, { mode: 'charge', C: 1, C_unit: 'nF', W: 0 })).toMatchObject({ V: 0, Q: 0 });
  });

  it('warns about fringing, arc-over in air and unused inputs', () => {
    expect(ok(ID, { area: 1, area_unit: 'cm2', d: 5, d_unit: 'mm' }).warnings.map((w) => w.code)).toEqual(['OUTSIDE_VALIDITY_RANGE']);
    expect(ok(ID, { area: 1, area_unit: 'm2', d: 1, d_unit: 'mm', V: 5000 }).warnings.map((w) => w.code)).toEqual(['FIELD_ABOVE_AIR_BREAKDOWN']);
    expect(ok(ID, { area: 1, area_unit: 'm2', d: 1, d_unit: 'mm', V: 5000, eps_r: 2.1 }).warnings).toEqual([]);
    expect(ok(ID, { area: 1, d: 1, C: 5 }).warnings.map((w) => w.code)).toEqual(['INPUT_IGNORED']);
    expect(ok(ID, { mode: 'charge', C: 1, V: 1, area: 3 }).warnings.map((w) => w.code)).toEqual(['INPUT_IGNORED']);
  });

  it('notes each input the mode does not read: C, Q, W in plate mode; area, d in charge mode', () => {
    for (const extra of [{ C: 5 }, { Q: 5 }, { W: 5 }]) {
      expect(ok(ID, { area: 1, d: 1, ...extra }).warnings).toEqual([expect.objectContaining({ code: 'INPUT_IGNORED', severity: 'info', detail: expect.stringContaining(Object.keys(extra)[0]) })]);
    }
    for (const extra of [{ area: 3 }, { d: 2 }]) {
      expect(ok(ID, { mode: 'charge', C: 1, V: 1, ...extra }).warnings).toEqual([expect.objectContaining({ code: 'INPUT_IGNORED', severity: 'info', detail: expect.stringContaining(Object.keys(extra)[0]) })]);
    }
  });

  it('warns of arc-over only above 3 MV/m and only for εr below 1.01 (air)', () => {
    const plates = { area: 1, area_unit: 'm2', d: 1, d_unit: 'mm' };
    // 1000 V / 1 mm = 1 MV/m and 3000 V / 1 mm = 3 MV/m exactly: not above the 3 MV/m of dry air.
    expect(ok(ID, { ...plates, V: 1000 }).warnings).toEqual([]);
    expect(ok(ID, { ...plates, V: 3000 }).warnings).toEqual([]);
    // 3001 V / 1 mm = 3.001 MV/m in air (εr of dry air 1.0006) arcs over; εr = 1.01 is a solid dielectric here.
    expect(ok(ID, { ...plates, V: 3001, eps_r: 1.0006 }).warnings.map((w) => w.code)).toEqual(['FIELD_ABOVE_AIR_BREAKDOWN']);
    expect(ok(ID, { ...plates, V: 5000, eps_r: 1.01 }).warnings).toEqual([]);
  });

  it.each([
    [{ area: 1, d: 1 }, 'capacitance.parallel-plate'],
    [{ area: 1, d: 1, V: 10 }, 'capacitance.parallel-plate'],
    [{ mode: 'charge', C: 1, V: 1 }, 'capacitance.charge-energy'],
  ])('%o names its formula %s', (inputs, id) => {
    expect(ok(ID, inputs).formula).toMatchObject({ id, expression: expect.stringMatching(/=/) });
  });

  it.each([
    [{ area: 1, d: 0 }, 'GAP_MUST_BE_POSITIVE', 'd'],
    [{ area: 1, d: -1 }, 'GAP_MUST_BE_POSITIVE', 'd'],
    [{ area: 0, d: 1 }, 'AREA_MUST_BE_POSITIVE', 'area'],
    [{ d: 1 }, 'MISSING_REQUIRED_INPUT', 'area'],
    [{ area: 1 }, 'MISSING_REQUIRED_INPUT', 'd'],
    [{ area: 1, d: 1, eps_r: 0.5 }, 'PERMITTIVITY_OUT_OF_RANGE', 'eps_r'],
    [{ area: 1, d: 1, plates: 1 }, 'INVALID_INPUT', 'plates'],
    [{ area: 1, d: 1, plates: 2.5 }, 'INVALID_NUMBER', 'plates'],
    [{ area: 1, d: 1, V: -5 }, 'VOLTAGE_MUST_BE_NONNEGATIVE', 'V'],
    [{ area: 1, d: 1, d_unit: 'km' }, 'INVALID_MODE', 'd_unit'],
    [{ mode: 'charge', C: 1 }, 'MISSING_REQUIRED_INPUT', 'V'],
    [{ mode: 'charge' }, 'MISSING_REQUIRED_INPUT', 'C'],
    [{ mode: 'charge', C: 1, V: 2, Q: 2 }, 'INVALID_INPUT', 'Q'],
    [{ mode: 'charge', C: 0, V: 2 }, 'CAPACITANCE_MUST_BE_POSITIVE', 'C'],
    [{ mode: 'charge', C: 1, V: -2 }, 'VOLTAGE_MUST_BE_NONNEGATIVE', 'V'],
    [{ mode: 'charge', C: 1, Q: -2 }, 'CHARGE_MUST_BE_NONNEGATIVE', 'Q'],
    [{ mode: 'charge', C: 1, W: -2 }, 'ENERGY_MUST_BE_NONNEGATIVE', 'W'],
    [{ mode: 'charge', V: 0, Q: 0 }, 'UNDEFINED', 'V'],
    [{ mode: 'charge', V: 0, Q: 1 }, 'NO_FINITE_SOLUTION', 'V'],
    [{ mode: 'charge', V: 0, W: 0 }, 'UNDEFINED', 'V'],
    [{ mode: 'charge', V: 0, W: 1 }, 'NO_FINITE_SOLUTION', 'V'],
    [{ mode: 'charge', V: 5, Q: 0 }, 'NO_FINITE_SOLUTION', 'Q'],
    [{ mode: 'charge', Q: 0, W: 0 }, 'UNDEFINED', 'Q'],
    [{ mode: 'charge', Q: 1, W: 0 }, 'NO_FINITE_SOLUTION', 'W'],
    [{ mode: 'charge', Q: 0, W: 1 }, 'NO_FINITE_SOLUTION', 'Q'],
    [{ mode: 'spherical', area: 1, d: 1 }, 'INVALID_MODE', 'mode'],
    [{ mode: 'charge', C: 1e-320, C_unit: 'pF', V: 1 }, 'INPUT_OUT_OF_RANGE', 'C'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure(ID, inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });
});

declaresTheCodesItReturns('capacitance', [
  { mode: 'charge', V: 0, Q: 0 }, // UNDEFINED (0 ÷ 0 fits every capacitance)
  { mode: 'charge', V: 0, Q: 1 }, // NO_FINITE_SOLUTION (charge at 0 V)
]);
