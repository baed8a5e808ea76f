// battery-runtime: published Peukert examples, the Peukert-constant form computed
// independently with formulajs POWER, monotonicity, the power mode, warnings, errors.
import * as formulajs from '@formulajs/formulajs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'battery-runtime';
const { POWER } = formulajs as unknown as { POWER: (x: number, y: number) => number };

describe('battery-runtime', () => {
  it('electrotechnik.net: 100 Ah (at 1 A), k = 1.2, 5 A → 14.5 h', () => {
    expect(result(ID, { capacity_ah: 100, current: 5, peukert: 1.2, rated_hours: 100 }).runtime_h).toBeCloseTo(14.5, 1);
  });

  it('easycalculation.com: 250 Ah, 20 A, n = 1.3 → T = 250/20^1.3 = 5.0886 h; delivered 101.77 Ah', () => {
    const r = result(ID, { capacity_ah: 250, current: 20, peukert: 1.3, rated_hours: 250 });
    expect(r.runtime_h).toBeCloseTo(250 / POWER(20, 1.3), 10);
    expect(r.runtime_h).toBeCloseTo(5.088631644, 8);
    expect(r.effective_capacity_ah).toBeCloseTo(101.772632884, 7);
  });

  it('the rated form equals Cp/I^k with Cp = H·(C/H)^k, computed with formulajs (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 2000, noNaN: true }),
        fc.double({ min: 0.05, max: 1, noNaN: true }),
        fc.double({ min: 1, max: 1.5, noNaN: true }),
        fc.constantFrom(1, 5, 10, 20, 100),
        fc.double({ min: 10, max: 100, noNaN: true }),
        (C, crate, k, H, dod) => {
          const I = C * crate;
          const cp = H * POWER(C / H, k);
          const r = result(ID, { capacity_ah: C, current: I, peukert: k, rated_hours: H, dod_pct: dod });
          expect(r.runtime_h / ((dod / 100) * (cp / POWER(I, k)))).toBeCloseTo(1, 10);
          expect(r.delivered_ah).toBeCloseTo(I * r.runtime_h, 9);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('k = 1 gives C/I; at the rated current Peukert changes nothing; more current, less capacity', () => {
    expect(result(ID, { capacity_ah: 100, current: 4, peukert: 1 }).runtime_h).toBe(25);
    expect(result(ID, { capacity_ah: 100, current: 5, peukert: 1.3, rated_hours: 20 }).runtime_h).toBeCloseTo(20, 12);
    const caps = [5, 10, 20, 50].map((I) => result(ID, { capacity_ah: 100, current: I, peukert: 1.25 }).effective_capacity_ah);
    expect([...caps].sort((a, b) => b - a)).toEqual(caps);
  });

  it('power mode: I = P/(V·η), energy delivered, the C20 example', () => {
    const r = result(ID, { mode: 'power', capacity_ah: 100, power: 120, voltage: 12, efficiency_pct: 90, peukert: 1.2 });
    expect(r.load_current).toBeCloseTo(100 / 9, 12);
    expect(r.runtime_h).toBeCloseTo(20 * 0.45 ** 1.2, 12);
    expect(r.energy_wh).toBeCloseTo(12 * r.delivered_ah, 9);
    expect(result(ID, { mode: 'watts', capacity_ah: 100, power: 120, voltage: 12 }).mode).toBe('power');
  });

  it.each([
    ['amps', 'current'],
    ['a', 'current'],
    ['i', 'current'],
    ['watts', 'power'],
    ['w', 'power'],
    ['p', 'power'],
  ])('mode synonym %s means %s', (mode, canonical) => {
    // Only the inputs of the canonical mode are given, so a misread mode fails or echoes another mode.
    const inputs = canonical === 'current' ? { mode, capacity_ah: 100, current: 10 } : { mode, capacity_ah: 100, power: 120, voltage: 12 };
    expect(ok(ID, inputs).inputs).toMatchObject({ mode: canonical });
    expect(result(ID, inputs).mode).toBe(canonical);
  });

  it('energy drawn stops at the usable depth of discharge', () => {
    // 120 W at 12 V through 80 %: I = 12.5 A; k = 1 so 100 Ah last 8 h, 50 % DoD → 4 h; 12 V × 12.5 A × 4 h = 600 Wh.
    const r = result(ID, { mode: 'power', capacity_ah: 100, power: 120, voltage: 12, efficiency_pct: 80, peukert: 1, dod_pct: 50 });
    expect(r.load_current).toBeCloseTo(12.5, 12);
    expect(r.runtime_h).toBeCloseTo(4, 12);
    expect(r.delivered_ah).toBeCloseTo(50, 12);
    expect(r.energy_wh).toBeCloseTo(600, 10);
    expect(r.ideal_runtime_h).toBeCloseTo(4, 12);
  });

  it('formatted runtime, notes and warnings', () => {
    const a = ok(ID, { capacity_ah: 100, current: 10, peukert: 1.2 });
    expect(a.result_detail).toMatchObject({ unit: 'h', formatted: '8 h 42 min (8.706 h) at 10 A' });
    const codes = (inputs: Record<string, unknown>) => ok(ID, inputs).warnings.map((w) => w.code);
    expect(codes({ capacity_ah: 100, current: 10 })).toEqual(['PEUKERT_EXPONENT_ASSUMED']);
    expect(codes({ capacity_ah: 100, current: 10, peukert: 1.8 })).toEqual(['OUTSIDE_VALIDITY_RANGE']);
    expect(codes({ capacity_ah: 100, current: 1, peukert: 1.2 })).toEqual(['OUTSIDE_VALIDITY_RANGE']);
    expect(codes({ capacity_ah: 100, current: 200, peukert: 1.2 })).toEqual(['OUTSIDE_VALIDITY_RANGE']);
    expect(codes({ capacity_ah: 100, current: 10, peukert: 1.2, power: 50 })).toEqual(['INPUT_IGNORED']);
  });

  it('power mode with only its own inputs (and k given) gives no warning', () => {
    expect(ok(ID, { mode: 'power', capacity_ah: 100, power: 120, voltage: 12, peukert: 1 }).warnings).toEqual([]);
  });

  it('power mode: a current sent as well is ignored with INPUT_IGNORED, the load current comes from P/V', () => {
    const a = ok(ID, { mode: 'power', capacity_ah: 100, power: 120, voltage: 12, peukert: 1, current: 5 });
    expect(a.warnings.map((w) => w.code)).toEqual(['INPUT_IGNORED']);
    expect((a.result as { load_current: number }).load_current).toBe(10);
  });

  it.each([
    [{ current: 10 }, 'MISSING_REQUIRED_INPUT', 'capacity_ah'],
    [{ capacity_ah: 100 }, 'MISSING_REQUIRED_INPUT', 'current'],
    [{ mode: 'power', capacity_ah: 100, voltage: 12 }, 'MISSING_REQUIRED_INPUT', 'power'],
    [{ mode: 'power', capacity_ah: 100, power: 100 }, 'MISSING_REQUIRED_INPUT', 'voltage'],
    [{ capacity_ah: 0, current: 10 }, 'CAPACITY_MUST_BE_POSITIVE', 'capacity_ah'],
    [{ capacity_ah: 100, current: 0 }, 'CURRENT_MUST_BE_POSITIVE', 'current'],
    [{ capacity_ah: 100, current: -2 }, 'CURRENT_MUST_BE_POSITIVE', 'current'],
    [{ mode: 'power', capacity_ah: 100, power: -1, voltage: 12 }, 'POWER_MUST_BE_POSITIVE', 'power'],
    [{ mode: 'power', capacity_ah: 100, power: 100, voltage: 0 }, 'VOLTAGE_MUST_BE_POSITIVE', 'voltage'],
    [{ mode: 'power', capacity_ah: 100, power: 100, voltage: 12, efficiency_pct: 110 }, 'EFFICIENCY_OUT_OF_RANGE', 'efficiency_pct'],
    [{ capacity_ah: 100, current: 10, peukert: 0.9 }, 'PEUKERT_EXPONENT_OUT_OF_RANGE', 'peukert'],
    [{ capacity_ah: 100, current: 10, rated_hours: 0 }, 'RATED_HOURS_MUST_BE_POSITIVE', 'rated_hours'],
    [{ capacity_ah: 100, current: 10, dod_pct: 0 }, 'DEPTH_OF_DISCHARGE_OUT_OF_RANGE', 'dod_pct'],
    [{ capacity_ah: 100, current: 10, dod_pct: 101 }, 'DEPTH_OF_DISCHARGE_OUT_OF_RANGE', 'dod_pct'],
    [{ mode: 'energy', capacity_ah: 100, current: 10 }, 'INVALID_MODE', 'mode'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure(ID, inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(10);
  });
});

declaresTheCodesItReturns('battery-runtime');
