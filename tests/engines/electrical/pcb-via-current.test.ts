// pcb-via-current: barrel geometry against the exact annulus, published via
// calculator values, resistance/thermal resistance by exact arithmetic, via
// counts, units, warnings and every error code.
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'pcb-via-current';
const MIL = 25.4e-6;
const RHO20 = 1 / 58e6;

describe('pcb-via-current', () => {
  it('matches a published via calculator: 0.3 mm hole, 25 µm plating, 1.6 mm, 10 °C → 1.9023 A, 1.0806 mΩ at 20 °C', () => {
    const r = result(ID, { hole_diameter: 0.3, board_thickness: 1.6, plating_thickness: 25, temp_rise: 10, ambient: 10 });
    expect(r.max_current_A).toBeCloseTo(1.9023, 4);
    expect(r.resistance_ohm * 1e3).toBeCloseTo(1.0806, 3);
  });

  it('uses the exact copper annulus for finished and drilled diameters', () => {
    const d = 0.3e-3;
    const t = 25e-6;
    const annulus = (outer: number, inner: number) => (Math.PI / 4) * (outer * outer - inner * inner);
    const fin = result(ID, { hole_diameter: 0.3, board_thickness: 1.6, hole_type: 'finished' });
    expect(fin.area_mm2).toBeCloseTo(annulus(d + 2 * t, d) * 1e6, 14);
    expect(fin.finished_diameter_mm).toBeCloseTo(0.3, 14);
    expect(fin.drilled_diameter_mm).toBeCloseTo(0.35, 14);
    const dr = result(ID, { hole_diameter: 0.3, board_thickness: 1.6, hole_type: 'drilled' });
    expect(dr.area_mm2).toBeCloseTo(annulus(d, d - 2 * t) * 1e6, 14);
    expect(dr.finished_diameter_mm).toBeCloseTo(0.25, 14);
    // The same via described either way gives the same answer.
    expect(result(ID, { hole_diameter: 0.35, board_thickness: 1.6, hole_type: 'drilled' }).max_current_A).toBeCloseTo(fin.max_current_A, 12);
  });

  it('applies I = k·ΔT^0.44·A^0.725 with the chosen curve, and the mil / µm units', () => {
    const t = 1; // mil
    const d = 10; // mil finished
    const A = Math.PI * t * (d + t);
    const ext = result(ID, { hole_diameter: 10, board_thickness: 62, unit: 'mil', plating_thickness: 1, plating_unit: 'mil', temp_rise: 20 });
    const int = result(ID, { hole_diameter: 10, board_thickness: 62, unit: 'mil', plating_thickness: 1, plating_unit: 'mil', temp_rise: 20, curve: 'internal' });
    expect(ext.area_mil2).toBeCloseTo(A, 10);
    expect(ext.max_current_A).toBeCloseTo(0.048 * 20 ** 0.44 * A ** 0.725, 10);
    expect(int.max_current_A).toBeCloseTo(ext.max_current_A / 2, 12);
    const metric = result(ID, { hole_diameter: 0.254, board_thickness: 1.5748, unit: 'mm', plating_thickness: 25.4, plating_unit: 'um', temp_rise: 20 });
    expect(metric.max_current_A).toBeCloseTo(ext.max_current_A, 10);
    // 1 mil of plating is 0.0254 mm: the same barrel with the plating given in mm.
    const platingMm = result(ID, { hole_diameter: 0.254, board_thickness: 1.5748, unit: 'mm', plating_thickness: 0.0254, plating_unit: 'mm', temp_rise: 20 });
    expect(platingMm.max_current_A).toBeCloseTo(ext.max_current_A, 10);
  });

  it('gives resistance at ambient + rise and the barrel thermal resistance', () => {
    const r = result(ID, { hole_diameter: 0.3, board_thickness: 1.6, plating_thickness: 25, temp_rise: 20, ambient: 40 });
    const A = Math.PI * 25e-6 * (0.3e-3 + 25e-6);
    expect(r.resistance_ohm).toBeCloseTo((RHO20 * (1 + 0.00393 * 40) * 1.6e-3) / A, 12);
    expect(r.thermal_resistance_K_per_W).toBeCloseTo(1.6e-3 / (401 * A), 9);
    expect(r.voltage_drop_V).toBeCloseTo(r.max_current_A * r.resistance_ohm, 14);
    expect(r.power_loss_W).toBeCloseTo(r.max_current_A ** 2 * r.resistance_ohm, 14);
    expect(r).not.toHaveProperty('vias_needed');
  });

  it('counts the vias a load needs and shares the current', () => {
    const one = result(ID, { hole_diameter: 0.3, board_thickness: 1.6 }).max_current_A;
    const r = result(ID, { hole_diameter: 0.3, board_thickness: 1.6, current: 10 });
    expect(r.vias_needed).toBe(Math.ceil(10 / one));
    expect(r.current_per_via_A).toBeCloseTo(10 / r.vias_needed, 14);
    expect(r.power_loss_W).toBeCloseTo(10 * r.voltage_drop_V, 12);
    expect(result(ID, { hole_diameter: 0.3, board_thickness: 1.6, current: one }).vias_needed).toBe(1);
    expect(result(ID, { hole_diameter: 0.3, board_thickness: 1.6, current: one * 1.0001 }).vias_needed).toBe(2);
    expect(ok(ID, { hole_diameter: 0.3, board_thickness: 1.6, current: 10 }).result_detail.formatted).toMatch(/A per via for a 10 °C rise; 6 vias for 10 A$/);
  });

  it('matches the logic-gate.dev worked example when the 12 mil is the mid-wall diameter', () => {
    const t = 25 / 25.4;
    const r = result(ID, { hole_diameter: 12 - t, board_thickness: 62, unit: 'mil', plating_thickness: 25, temp_rise: 10 });
    expect(r.area_mil2).toBeCloseTo(37.1, 1);
    expect(r.max_current_A).toBeCloseTo(1.82, 2);
  });

  it('flags the estimate, and the chart range', () => {
    const codes = (inputs: Record<string, unknown>) => ok(ID, inputs).warnings.map((w) => w.code);
    expect(codes({ hole_diameter: 0.3, board_thickness: 1.6 })).toEqual(['VIA_FIT_IS_AN_ESTIMATE']);
    expect(codes({ hole_diameter: 0.3, board_thickness: 1.6, curve: 'internal' })).toEqual([]);
    expect(codes({ hole_diameter: 0.3, board_thickness: 1.6, curve: 'internal', temp_rise: 5 })).toEqual(['OUTSIDE_VALIDITY_RANGE']);
    expect(codes({ hole_diameter: 0.3, board_thickness: 1.6, curve: 'internal', temp_rise: 150 })).toEqual(['OUTSIDE_VALIDITY_RANGE']);
  });

  it.each([
    [{ hole_diameter: 0, board_thickness: 1.6 }, 'HOLE_DIAMETER_MUST_BE_POSITIVE', 'hole_diameter'],
    [{ hole_diameter: 0.3, board_thickness: -1 }, 'BOARD_THICKNESS_MUST_BE_POSITIVE', 'board_thickness'],
    [{ hole_diameter: 0.3, board_thickness: 1.6, plating_thickness: 0 }, 'PLATING_THICKNESS_MUST_BE_POSITIVE', 'plating_thickness'],
    [{ hole_diameter: 0.05, board_thickness: 1.6, hole_type: 'drilled', plating_thickness: 25 }, 'PLATING_FILLS_HOLE', 'plating_thickness'],
    [{ hole_diameter: 0.3, board_thickness: 1.6, temp_rise: 0 }, 'TEMPERATURE_RISE_MUST_BE_POSITIVE', 'temp_rise'],
    [{ hole_diameter: 0.3, board_thickness: 1.6, current: 0 }, 'CURRENT_MUST_BE_POSITIVE', 'current'],
    [{ hole_diameter: 0.3, board_thickness: 1.6, ambient: -273 }, 'TEMPERATURE_OUT_OF_RANGE', 'ambient'],
    [{ hole_diameter: 0.3, board_thickness: 1.6, hole_type: 'blind' }, 'INVALID_MODE', 'hole_type'],
    [{ hole_diameter: 0.3 }, 'MISSING_REQUIRED_INPUT', 'board_thickness'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure(ID, inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });

  it('a finished hole of exactly 1e-9 of the drilled one counts as filled', () => {
    // 0.9094947017729282 mm drilled, 2 × 454.74735043171677 µm plating: 2^-40 m = 9.094947017729282e-13 m is left, exactly 1e-9 of the hole in doubles.
    const f = failure(ID, { hole_diameter: 0.9094947017729282, board_thickness: 1.6, hole_type: 'drilled', plating_thickness: 454.74735043171677 });
    expect(f).toMatchObject({ code: 'PLATING_FILLS_HOLE', field: 'plating_thickness' });
  });

  it('the barrel-estimate note is information, not a caution', () => {
    expect(ok(ID, { hole_diameter: 0.3, board_thickness: 1.6 }).warnings.find((w) => w.code === 'VIA_FIT_IS_AN_ESTIMATE')?.severity).toBe('info');
  });

  it('reads the plating thickness in µm by default', () => {
    // 25 µm on a 0.3 mm finished hole: π·25e-3·(0.3 + 0.025) mm² = π·8.125e-3 mm².
    expect(result(ID, { hole_diameter: 0.3, board_thickness: 1.6, plating_thickness: 25 }).area_mm2).toBeCloseTo(Math.PI * 8.125e-3, 15);
  });
});

declaresTheCodesItReturns('pcb-via-current');
