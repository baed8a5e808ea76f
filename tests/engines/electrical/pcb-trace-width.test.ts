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
    // (215.3·1²/(10·1.378))^(1/1.15) = 10.917 mil = 0.2773 mm by IPC-2152.
    expect(ok(ID, { current: 1, standard: 'ipc2152' }).result_detail.formatted).toBe('0.2773 mm (10.92 mil) minimum width by IPC-2152, external layer (IPC-2221: 0.3004 mm)');
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

describe('pcb-trace-width, IPC-2152 (Brooks & Adam fits, calculation version 1.2.0)', () => {
  // KiCad track-width test vectors (issue 43): 20 mil wide, ΔT 10 °C → current; here the current gives back 20 mil.
  it.each([
    [1.4164, 1, 'external'],
    [1.5131, 1, 'internal'],
    [2.2087, 2, 'internal'],
  ] as const)('KiCad vector: %s A, %s oz, %s → 20 mil', (current, copper, layer) => {
    const r = result(ID, { current, temp_rise: 10, copper, copper_unit: 'oz', layer, standard: 'ipc2152' });
    // The vectors have 5 significant digits; the width moves by (2/1.15)× their relative rounding.
    expect(r.width_ipc2152_mil).toBeCloseTo(20, 2);
    expect(r.width_mil).toBe(r.width_ipc2152_mil);
  });

  /** Brooks & Adam power laws evaluated independently (typed from Table 5.1 / App. D): W = (K·I^a·Th^c/ΔT)^(−1/b). */
  const width = (K: number, a: number, b: number, c: number, I: number, dT: number, th: number) => Math.pow((K * Math.pow(I, a) * Math.pow(th, c)) / dT, -1 / b);

  it.each([
    [3, 20, 1, 'external', 215.3, 2, -1.15, -1],
    [3, 20, 1, 'internal', 200, 1.9, -1.1, -1.52],
    [6, 30, 2, 'internal', 300, 2, -1.15, -1.52],
    [0.5, 10, 0.5, 'internal', 130, 2, -1.1, -1.52],
    [10, 20, 3, 'internal', 429, 1.9, -1.1, -1.52],
  ] as const)('%s A, %s °C, %s oz %s: the fit evaluated independently', (I, dT, oz, layer, K, a, b, c) => {
    const r = result(ID, { current: I, temp_rise: dT, copper: oz, copper_unit: 'oz', layer });
    expect(r.width_ipc2152_mil).toBeCloseTo(width(K, a, b, c, I, dT, oz * 1.378), 8);
    expect(r.width_ipc2152_mm).toBeCloseTo(r.width_ipc2152_mil * 0.0254, 10);
  });

  it('0.5 oz internal: K steps with the width; a current in the jump takes the 20 mil boundary', () => {
    // K = 130 up to 20 mil: 20 mil at ΔT 10 °C carries √(10·20^1.1·0.689^1.52/130) A; a hair more needs > 20 mil by K = 130 but < 20 mil by K = 125.
    const th = 0.5 * 1.378;
    const i20 = Math.sqrt((10 * Math.pow(20, 1.1) * Math.pow(th, 1.52)) / 130);
    expect(result(ID, { current: i20, temp_rise: 10, copper: 0.5, layer: 'internal' }).width_ipc2152_mil).toBeCloseTo(20, 8);
    expect(result(ID, { current: i20 * 1.01, temp_rise: 10, copper: 0.5, layer: 'internal' }).width_ipc2152_mil).toBe(20);
    // Far above: K = 110 (over 50 mil).
    const big = result(ID, { current: 5, temp_rise: 10, copper: 0.5, layer: 'internal' });
    expect(big.width_ipc2152_mil).toBeCloseTo(width(110, 2, -1.1, -1.52, 5, 10, th), 8);
    // 3 oz: K = 368 below 50 mil, 429 from 50 mil; where both are self-consistent the wider is kept.
    const three = result(ID, { current: 1, temp_rise: 10, copper: 3, layer: 'internal' });
    expect(three.width_ipc2152_mil).toBeCloseTo(width(368, 1.9, -1.1, -1.52, 1, 10, 3 * 1.378), 8);
  });

  it('shows both standards and names the more conservative: IPC-2221 for internal layers, and the headline follows standard', () => {
    const int = result(ID, { current: 2, temp_rise: 10, layer: 'internal' });
    expect(int.more_conservative).toBe('ipc2221');
    expect(int.width_ipc2221_mil).toBeGreaterThan(int.width_ipc2152_mil);
    expect(int.width_mil).toBe(int.width_ipc2221_mil);
    expect(int.ipc2152_fit_oz).toBe(1);
    const ext = result(ID, { current: 2, temp_rise: 10, layer: 'external', standard: 'ipc2152' });
    expect(ext.width_mil).toBe(ext.width_ipc2152_mil);
    expect(ext.area_mil2).toBeCloseTo(ext.width_ipc2152_mil * 1.378, 9);
    expect(ext.ipc2152_fit_oz).toBeUndefined();
    // 1.2 oz copper uses the 1 oz internal law; 1.6 oz the 2 oz one.
    expect(result(ID, { current: 2, layer: 'internal', copper: 1.2 }).ipc2152_fit_oz).toBe(1);
    expect(result(ID, { current: 2, layer: 'internal', copper: 1.6 }).ipc2152_fit_oz).toBe(2);
  });

  it('IPC-2152 asks for the wider trace at 10 A on an outer layer (1 oz, 10 °C), and its width then gives area, resistance and loss', () => {
    // IPC-2221: A = (10/(0.048·10^0.44))^(1/0.725) ≈ 390 mil², 283 mil on 1.378 mil; IPC-2152: (215.3·10²/(10·1.378))^(1/1.15) ≈ 599 mil.
    const th = 1.378;
    const w2152 = width(215.3, 2, -1.15, -1, 10, 10, th);
    const w2221 = areaMil2(10, 10, 0.048) / th;
    expect(w2152).toBeGreaterThan(w2221);
    const env = ok(ID, { current: 10, temp_rise: 10, layer: 'external', standard: 'ipc2152', ambient: 25, length: 50, length_unit: 'mm' });
    const r = env.result as Record<string, number | string>;
    expect(r.more_conservative).toBe('ipc2152');
    expect(r.width_mil as number).toBeCloseTo(w2152, 8);
    expect(r.width_ipc2221_mil as number).toBeCloseTo(w2221, 8);
    expect(r.area_mil2 as number).toBeCloseTo(w2152 * th, 7);
    expect(r.area_mm2 as number).toBeCloseTo(w2152 * th * 0.0254 * 0.0254, 10);
    expect(r.thickness_um as number).toBeCloseTo(th * 25.4, 10);
    expect(r.k).toBe(0.048);
    expect(r.trace_temperature_C).toBe(35);
    // R = ρ20·(1 + α·(35 − 20))·L/A with IEC 60028 annealed copper: ρ20 = 1/58 Ω·mm²/m, α = 0.00393 /K.
    const R = ((1 / 58e6) * (1 + 0.00393 * 15) * 0.05) / (w2152 * th * MIL * MIL);
    expect((r.resistance_ohm as number) / R - 1).toBeCloseTo(0, 6);
    expect(r.power_loss_W as number).toBeCloseTo(100 * (r.resistance_ohm as number), 12);
    expect(env.formula).toMatchObject({ id: 'pcb-trace-width.ipc2152' });
    expect(ok(ID, { current: 10 }).formula).toMatchObject({ id: 'pcb-trace-width.ipc2221' });
    // An external answer has no internal fit in it.
    expect(env.result).not.toHaveProperty('ipc2152_fit_oz');
  });

  it('one copper warning names both the IPC-2221 charts and the IPC-2152 fits', () => {
    const w = ok(ID, { current: 1, copper: 4 }).warnings.find((x) => x.code === 'OUTSIDE_VALIDITY_RANGE');
    expect(w?.detail).toMatch(/^Copper thickness 4 oz\/ft² is outside the 0\.5–3 oz the IPC-2221 charts and the IPC-2152 fits cover\.$/);
    // The other warnings keep their text.
    expect(ok(ID, { current: 1, temp_rise: 5 }).warnings[0].detail).toMatch(/^Temperature rise 5 °C is outside the 10–100 °C the IPC-2221 charts cover/);
  });

  it('leaves every number of the IPC-2221 answer as it was (calculation version 1.1.1, as the spec fixes it)', () => {
    const env = ok(ID, { current: 3, temp_rise: 20, copper: 2, length: 100, length_unit: 'mm' });
    expect(env.calculation_version).toBe('1.1.1');
    const r = env.result as Record<string, number>;
    // The IPC-2221 fit evaluated independently (areaMil2 above): the headline is still IPC-2221's.
    expect(r.area_mil2).toBeCloseTo(areaMil2(3, 20, 0.048), 9);
    expect(r.width_mil).toBe(r.width_ipc2221_mil);
    expect(r.standard).toBe('ipc2221');
  });
});

declaresTheCodesItReturns('pcb-trace-width');
