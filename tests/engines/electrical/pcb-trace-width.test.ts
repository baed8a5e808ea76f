// pcb-trace-width: published IPC-2221 calculator values, an independent evaluation
// of the chart fit and of copper resistance, unit handling, range warnings, errors.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'pcb-trace-width';
const MIL = 25.4e-6;

/** Independent evaluation of the IPC-2221 fit: I = k·ΔT^0.44·A^0.725 solved for A (mil²). */
const areaMil2 = (I: number, dT: number, k: number) => Math.exp(Math.log(I / (k * Math.pow(dT, 0.44))) / 0.725);

describe('pcb-trace-width', () => {
  it('reproduces the published IPC-2221 calculator values (1 A, 1 oz, 10 °C)', () => {
    // Advanced Circuits / 4pcb.com calculator as reproduced on polestark.com: 11.83 mil (0.300 mm) external, 30.76 mil (0.781 mm) internal.
    const ext = result(ID, { current: 1, temp_rise: 10, copper: 1, copper_unit: 'oz', layer: 'external' });
    const int = result(ID, { current: 1, temp_rise: 10, copper: 1, copper_unit: 'oz', layer: 'internal' });
    expect(ext.width_mil).toBeCloseTo(11.83, 2);
    expect(ext.width_mm).toBeCloseTo(0.3, 3);
    expect(ext.area_mil2).toBeCloseTo(16.3, 1);
    expect(int.width_mil).toBeCloseTo(30.76, 2);
    expect(int.width_mm).toBeCloseTo(0.781, 3);
    expect(ext.k).toBe(0.048);
    expect(int.k).toBe(0.024);
  });

  it('agrees with a reading of the IPC conservative (internal) chart: 20 mil² at 30 °C carries about 1 A', () => {
    // Chart reading quoted in "How to read IPC trace charts" (htfbw.com): 20 mil², 30 °C → 1 A.
    const r = result(ID, { current: 1, temp_rise: 30, layer: 'internal' });
    expect(Math.abs(r.area_mil2 - 20) / 20).toBeLessThan(0.1);
  });

  it.each([
    [0.5, 10, 'external', 0.048],
    [2, 20, 'external', 0.048],
    [5, 45, 'internal', 0.024],
    [10, 30, 'external', 0.048],
  ] as const)('%s A at %s °C (%s) matches the fit evaluated independently', (I, dT, layer, k) => {
    const r = result(ID, { current: I, temp_rise: dT, layer, copper: 1 });
    const A = areaMil2(I, dT, k);
    expect(r.area_mil2).toBeCloseTo(A, 9);
    expect(r.width_mil).toBeCloseTo(A / 1.378, 9);
    expect(r.area_mm2).toBeCloseTo(A * 25.4e-3 * 25.4e-3, 12);
    // Back-substitution: the current the chart gives for this cross-section is the input current.
    expect(k * dT ** 0.44 * r.area_mil2 ** 0.725).toBeCloseTo(I, 12);
  });

  it('accepts the copper thickness in oz, µm, mil or mm', () => {
    const oz = result(ID, { current: 2, copper: 1, copper_unit: 'oz' });
    expect(result(ID, { current: 2, copper: 1.378, copper_unit: 'mil' }).width_mm).toBeCloseTo(oz.width_mm, 12);
    expect(result(ID, { current: 2, copper: 35.0012, copper_unit: 'um' }).width_mm).toBeCloseTo(oz.width_mm, 6);
    expect(result(ID, { current: 2, copper: 0.0350012, copper_unit: 'mm' }).width_mm).toBeCloseTo(oz.width_mm, 6);
    expect(oz.thickness_um).toBeCloseTo(35.0012, 4);
    // Twice the copper, half the width for the same cross-section.
    expect(result(ID, { current: 2, copper: 2 }).width_mm).toBeCloseTo(oz.width_mm / 2, 12);
  });

  it('gives resistance, drop and loss at ambient + rise over a length, in any length unit', () => {
    const r = result(ID, { current: 3, temp_rise: 20, copper: 2, ambient: 25, length: 100, length_unit: 'mm' });
    const A = areaMil2(3, 20, 0.048) * MIL * MIL;
    const R = ((1 / 58e6) * (1 + 0.00393 * (45 - 20)) * 0.1) / A;
    expect(r.trace_temperature_C).toBe(45);
    expect(r.resistance_ohm).toBeCloseTo(R, 6);
    expect(r.voltage_drop_V).toBeCloseTo(3 * r.resistance_ohm, 12);
    expect(r.power_loss_W).toBeCloseTo(9 * r.resistance_ohm, 12);
    expect(result(ID, { current: 3, temp_rise: 20, copper: 2, length: 100 / 25.4, length_unit: 'in' }).resistance_ohm).toBeCloseTo(r.resistance_ohm, 12);
    expect(result(ID, { current: 3, temp_rise: 20, copper: 2, length: 0.1, length_unit: 'm' }).resistance_ohm).toBeCloseTo(r.resistance_ohm, 12);
    // Without a length there is no resistance block.
    expect(result(ID, { current: 3 })).not.toHaveProperty('resistance_ohm');
  });

  it('width grows with current and shrinks with allowed rise (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.05, max: 30, noNaN: true }), fc.double({ min: 10, max: 100, noNaN: true }), (I, dT) => {
        const a = result(ID, { current: I, temp_rise: dT }).width_mm;
        expect(result(ID, { current: I * 1.1, temp_rise: dT }).width_mm).toBeGreaterThan(a);
        expect(result(ID, { current: I, temp_rise: dT * 1.1 }).width_mm).toBeLessThan(a);
        expect(result(ID, { current: I, temp_rise: dT, layer: 'internal' }).width_mm).toBeGreaterThan(a);
      }),
      { numRuns: 40 },
    );
  });

  it('warns outside the chart range and stays quiet inside it', () => {
    const codes = (inputs: Record<string, unknown>) => ok(ID, inputs).warnings.map((w) => `${w.code}:${w.detail.split(' ')[0]}`);
    expect(ok(ID, { current: 1, temp_rise: 10 }).warnings).toEqual([]);
    expect(codes({ current: 36, temp_rise: 50, copper: 3 })).toEqual(['OUTSIDE_VALIDITY_RANGE:Current']);
    expect(codes({ current: 18, temp_rise: 50, copper: 3, layer: 'internal' })).toContain('OUTSIDE_VALIDITY_RANGE:Current');
    expect(codes({ current: 1, temp_rise: 5 })).toEqual(['OUTSIDE_VALIDITY_RANGE:Temperature']);
    expect(codes({ current: 1, temp_rise: 120 })).toEqual(['OUTSIDE_VALIDITY_RANGE:Temperature']);
    expect(codes({ current: 20, temp_rise: 10, copper: 0.5 })).toContain('OUTSIDE_VALIDITY_RANGE:Width');
    expect(codes({ current: 1, copper: 0.25 })).toEqual(['OUTSIDE_VALIDITY_RANGE:Copper']);
    expect(codes({ current: 1, copper: 4 })).toEqual(['OUTSIDE_VALIDITY_RANGE:Copper']);
    expect(codes({ current: 1, copper: 0.5 })).toEqual([]);
    expect(codes({ current: 1, copper: 3 })).toEqual([]);
  });

  it('shows the width in mm and mil in the formatted headline', () => {
    const env = ok(ID, { current: 1 });
    expect(env.result_detail.formatted).toBe('0.3004 mm (11.83 mil) minimum width, external layer');
    expect(env.result_detail.unit).toBe('mm');
  });

  it.each([
    [{ current: 0 }, 'CURRENT_MUST_BE_POSITIVE', 'current'],
    [{ current: -2 }, 'CURRENT_MUST_BE_POSITIVE', 'current'],
    [{ current: 1, temp_rise: 0 }, 'TEMPERATURE_RISE_MUST_BE_POSITIVE', 'temp_rise'],
    [{ current: 1, temp_rise: -5 }, 'TEMPERATURE_RISE_MUST_BE_POSITIVE', 'temp_rise'],
    [{ current: 1, copper: 0 }, 'COPPER_THICKNESS_MUST_BE_POSITIVE', 'copper'],
    [{ current: 1, length: 0 }, 'LENGTH_MUST_BE_POSITIVE', 'length'],
    [{ current: 1, ambient: -250 }, 'TEMPERATURE_OUT_OF_RANGE', 'ambient'],
    [{ current: 1, layer: 'middle' }, 'INVALID_MODE', 'layer'],
    [{ current: 1, copper_unit: 'g' }, 'INVALID_MODE', 'copper_unit'],
    [{ temp_rise: 10 }, 'MISSING_REQUIRED_INPUT', 'current'],
    [{ current: 'abc' }, 'INVALID_NUMBER', 'current'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure(ID, inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });
});

declaresTheCodesItReturns('pcb-trace-width');
