// current-divider: Kuphaldt's worked example, the two-resistor rule, KCL and a
// cross-check against the independent nodal solver of the kirchhoff engine.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'current-divider';

describe('current-divider', () => {
  it('reproduces Lessons in Electric Circuits Vol. I ch. 6: 11 mA into 1 k, 3 k, 2 k → 6, 2, 3 mA at 6 V', () => {
    const r = result(ID, { I_total: 11, I_unit: 'mA', resistors: '1k 3k 2k' });
    expect(r.branches.map((b: { I: number }) => Math.round(b.I * 1e9) / 1e6)).toEqual([6, 2, 3]);
    expect(r.V).toBeCloseTo(6, 12);
    expect(r.R_parallel).toBeCloseTo(545.4545, 4);
    expect(ok(ID, { I_total: 11, I_unit: 'mA', resistors: '1k 3k 2k' }).result_detail.formatted).toBe('I1 = 6 mA, I2 = 2 mA, I3 = 3 mA; V = 6 V');
  });

  it('follows the two-resistor rule I1 = I·R2/(R1 + R2) and KCL (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: -100, max: 100, noNaN: true }), fc.integer({ min: 1, max: 1e7 }), fc.integer({ min: 1, max: 1e7 }), (I, R1, R2) => {
        const r = result(ID, { I_total: I, resistors: [R1, R2] });
        expect(r.branches[0].I).toBeCloseTo((I * R2) / (R1 + R2), 9);
        expect(r.branches[1].I).toBeCloseTo((I * R1) / (R1 + R2), 9);
        expect(r.branches[0].I + r.branches[1].I).toBeCloseTo(I, 9);
        expect(r.branches[0].fraction + r.branches[1].fraction).toBeCloseTo(1, 14);
        // Same voltage across both branches.
        expect(r.branches[0].I * R1).toBeCloseTo(r.branches[1].I * R2, 6);
      }),
      { numRuns: 200 },
    );
  });

  it('agrees with nodal analysis of a current source feeding the same branches (kirchhoff engine)', () => {
    const rs = [470, 1000, 2200, 3300, 10000];
    const r = result(ID, { I_total: 25, I_unit: 'mA', resistors: rs });
    const netlist = ['I1 0 n 25m', ...rs.map((R, i) => `R${i + 1} n 0 ${R}`)].join('\n');
    const k = result('kirchhoff', { elements: netlist });
    rs.forEach((_, i) => expect(r.branches[i].I).toBeCloseTo(k.elements[i + 1].current, 14));
    expect(r.V).toBeCloseTo(k.nodes[1].voltage, 12);
    expect(r.P_total).toBeCloseTo(k.source_power_W, 14);
  });

  it('handles µA, kΩ and a reversed current', () => {
    const r = result(ID, { I_total: -30, I_unit: 'uA', resistors: [10, 20], R_unit: 'kohm' });
    expect(r.branches[0].I).toBeCloseTo(-20e-6, 18);
    expect(r.branches[1].I).toBeCloseTo(-10e-6, 18);
    expect(r.V).toBeCloseTo(-0.2, 14);
    expect(r.branches[0].P).toBeCloseTo(4e-6, 18);
    expect(result(ID, { I_total: 0, resistors: [1, 2] }).branches[0].I).toBe(0);
  });

  it.each([
    [{ I_total: 1, resistors: [100] }, 'TOO_FEW_VALUES', 'resistors'],
    [{ I_total: 1, resistors: [0, 100] }, 'RESISTANCE_MUST_BE_NONZERO', 'resistors.0'],
    [{ I_total: 1, resistors: [100, -100] }, 'RESISTANCE_MUST_BE_POSITIVE', 'resistors.1'],
    [{ I_total: 1, resistors: '100 abc' }, 'INVALID_NUMBER', 'resistors.1'],
    [{ resistors: [100, 200] }, 'MISSING_REQUIRED_INPUT', 'I_total'],
    [{ I_total: 1 }, 'MISSING_REQUIRED_INPUT', 'resistors'],
    [{ I_total: 'Infinity', resistors: [1, 2] }, 'INVALID_NUMBER', 'I_total'],
    [{ I_total: 1, I_unit: 'kA', resistors: [1, 2] }, 'INVALID_MODE', 'I_unit'],
    [{ I_total: 1, resistors: Array.from({ length: 101 }, () => 1) }, 'TOO_MANY_VALUES', 'resistors'],
    [{ I_total: 1, resistors: [1, 1e-320] }, 'INPUT_OUT_OF_RANGE', 'resistors.1'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure(ID, inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });
});

declaresTheCodesItReturns('current-divider');
