// pcb-trace-thermal: both modes against an independent evaluation of the IPC-2221
// fit, round trips with pcb-trace-width, units, warnings and every error code.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'pcb-trace-thermal';
const OZ_MIL = 1.378;

describe('pcb-trace-thermal', () => {
  it('inverts the published 4pcb point: 1 A in 11.83 mil of 1 oz copper rises about 10 °C', () => {
    const r = result(ID, { mode: 'rise', width: 11.83, width_unit: 'mil', current: 1 });
    expect(r.temp_rise_C).toBeCloseTo(10, 1);
    expect(r.trace_temperature_C).toBeCloseTo(35, 1);
    // internal: 30.76 mil for the same rise
    expect(result(ID, { mode: 'rise', width: 30.76, width_unit: 'mil', current: 1, layer: 'internal' }).temp_rise_C).toBeCloseTo(10, 1);
  });

  it.each([
    [10, 1, 10, 'external', 0.048],
    [25, 2, 20, 'internal', 0.024],
    [100, 0.5, 45, 'external', 0.048],
  ] as const)('max current for %s mil, %s oz, %s °C (%s) matches I = k·ΔT^0.44·A^0.725', (wMil, oz, dT, layer, k) => {
    const r = result(ID, { mode: 'current', width: wMil, width_unit: 'mil', copper: oz, temp_rise: dT, layer });
    const A = wMil * oz * OZ_MIL;
    expect(r.area_mil2).toBeCloseTo(A, 10);
    expect(r.current_A).toBeCloseTo(k * Math.pow(dT, 0.44) * Math.pow(A, 0.725), 10);
    expect(r.temp_rise_C).toBe(dT);
  });

  it('round-trips with pcb-trace-width in both directions (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.1, max: 20, noNaN: true }),
        fc.double({ min: 10, max: 100, noNaN: true }),
        fc.constantFrom('external', 'internal'),
        (I, dT, layer) => {
          const w = result('pcb-trace-width', { current: I, temp_rise: dT, layer }).width_mm;
          const back = result(ID, { mode: 'rise', width: w, width_unit: 'mm', current: I, layer });
          expect(back.temp_rise_C).toBeCloseTo(dT, 8);
          expect(result(ID, { mode: 'current', width: w, temp_rise: dT, layer }).current_A).toBeCloseTo(I, 8);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('reports the same answer for the width in mm or mil, and current density and loss', () => {
    const mm = result(ID, { mode: 'rise', width: 0.508, width_unit: 'mm', current: 2, length: 2, length_unit: 'in' });
    const mil = result(ID, { mode: 'rise', width: 20, width_unit: 'mil', current: 2, length: 50.8, length_unit: 'mm' });
    expect(mm.temp_rise_C).toBeCloseTo(mil.temp_rise_C, 10);
    expect(mm.resistance_ohm).toBeCloseTo(mil.resistance_ohm, 12);
    expect(mm.width_mil).toBeCloseTo(20, 10);
    const areaMm2 = 0.508 * OZ_MIL * 0.0254;
    // 20 mil = 20 · 0.0254 mm = 0.508 mm; A = 0.508 mm · 1.378 mil · 0.0254 mm/mil = 0.017781 mm²
    expect(mil.width_mm).toBeCloseTo(0.508, 12);
    expect(mil.area_mm2).toBeCloseTo(areaMm2, 12);
    expect(mil.area_mm2).toBeCloseTo(0.017781, 6);
    expect(mm.current_density_A_per_mm2).toBeCloseTo(2 / areaMm2, 8);
    const R = ((1 / 58e6) * (1 + 0.00393 * (mm.trace_temperature_C - 20)) * 0.0508) / (areaMm2 * 1e-6);
    expect(mm.resistance_ohm).toBeCloseTo(R, 10);
    expect(mm.power_loss_W).toBeCloseTo(4 * R, 10);
  });

  it('computes the rise when no mode is given', () => {
    // ΔT = (I/(k·A^0.725))^(1/0.44), A = (0.5 mm / 0.0254 mm/mil)·1.378 mil = 27.126 mil², k = 0.048: 20.869 °C
    const A = (0.5 / 0.0254) * OZ_MIL;
    const r = result(ID, { width: 0.5, current: 2 });
    expect(r.mode).toBe('rise');
    expect(r.temp_rise_C).toBeCloseTo(Math.pow(2 / (0.048 * Math.pow(A, 0.725)), 1 / 0.44), 9);
    expect(r.temp_rise_C).toBeCloseTo(20.869, 3);
  });

  it('uses the formula and unit of the mode', () => {
    const rise = ok(ID, { mode: 'rise', width: 0.5, current: 2 });
    expect(rise.formula?.id).toBe('pcb-trace-thermal.rise');
    expect(rise.result_detail.unit).toBe('°C');
    expect(rise.result_detail.formatted).toMatch(/^ΔT = [\d.]+ °C \(trace at [\d.]+ °C\)$/);
    const cur = ok(ID, { mode: 'current', width: 0.5, temp_rise: 10 });
    expect(cur.formula?.id).toBe('pcb-trace-thermal.current');
    expect(cur.result_detail.unit).toBe('A');
  });

  it('notes inputs the mode ignores and warns outside the chart range', () => {
    const codes = (inputs: Record<string, unknown>) => ok(ID, inputs).warnings.map((w) => w.code);
    expect(codes({ mode: 'rise', width: 0.5, current: 2, temp_rise: 10 })).toEqual(['INPUT_IGNORED']);
    expect(codes({ mode: 'current', width: 0.5, current: 2, temp_rise: 10 })).toEqual(['INPUT_IGNORED']);
    expect(codes({ mode: 'rise', width: 0.5, current: 2 })).toEqual([]);
    expect(codes({ mode: 'current', width: 0.5, temp_rise: 10 })).toEqual([]);
    // 10 A through 0.2 mm is far beyond the 100 °C chart
    expect(codes({ mode: 'rise', width: 0.2, current: 10 })).toEqual(['OUTSIDE_VALIDITY_RANGE']);
    // a tiny current rises less than the 10 °C lowest curve
    expect(codes({ mode: 'rise', width: 2, current: 0.1 })).toEqual(['OUTSIDE_VALIDITY_RANGE']);
    expect(codes({ mode: 'current', width: 12, temp_rise: 20 })).toContain('OUTSIDE_VALIDITY_RANGE');
  });

  it.each([
    [{ mode: 'rise', width: 0, current: 1 }, 'WIDTH_MUST_BE_POSITIVE', 'width'],
    [{ mode: 'rise', width: -1, current: 1 }, 'WIDTH_MUST_BE_POSITIVE', 'width'],
    [{ mode: 'rise', width: 0.5 }, 'MISSING_REQUIRED_INPUT', 'current'],
    [{ mode: 'current', width: 0.5 }, 'MISSING_REQUIRED_INPUT', 'temp_rise'],
    [{ mode: 'rise', width: 0.5, current: 0 }, 'CURRENT_MUST_BE_POSITIVE', 'current'],
    [{ mode: 'current', width: 0.5, temp_rise: 0 }, 'TEMPERATURE_RISE_MUST_BE_POSITIVE', 'temp_rise'],
    [{ mode: 'rise', width: 0.5, current: 1, copper: -1 }, 'COPPER_THICKNESS_MUST_BE_POSITIVE', 'copper'],
    [{ mode: 'rise', width: 0.5, current: 1, length: -3 }, 'LENGTH_MUST_BE_POSITIVE', 'length'],
    [{ mode: 'rise', width: 0.5, current: 1, ambient: -300 }, 'TEMPERATURE_OUT_OF_RANGE', 'ambient'],
    [{ mode: 'heat', width: 0.5, current: 1 }, 'INVALID_MODE', 'mode'],
    [{ mode: 'rise', current: 1 }, 'MISSING_REQUIRED_INPUT', 'width'],
    [{ mode: 'rise', width: 0.5, current: 1, width_unit: 'cm' }, 'INVALID_MODE', 'width_unit'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure(ID, inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });
});

declaresTheCodesItReturns('pcb-trace-thermal', [
  // TEMPERATURE_RISE_MUST_BE_POSITIVE: current mode with an allowed rise of 0 °C
  { mode: 'current', width: 10, width_unit: 'mil', temp_rise: 0 },
]);
