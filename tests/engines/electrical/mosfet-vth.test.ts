// mosfet-vth: onsemi datasheet thresholds and coefficients, the P-channel magnitude
// convention, the overdrive, warnings and every error code.
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'mosfet-vth';

describe('mosfet-vth', () => {
  it('NTMFS4C13N (1.3–2.1 V, −4.8 mV/°C) hot and cold', () => {
    const hot = result(ID, { vth_min: 1.3, vth_max: 2.1, tempco_mv: -4.8, tj: 125 });
    expect(hot.vth_min_at_tj).toBeCloseTo(0.82, 14);
    expect(hot.vth_max_at_tj).toBeCloseTo(1.62, 14);
    expect(hot).toMatchObject({ delta_t: 100, tempco_mv: -4.8 });
    expect(hot.vth_at_tj).toBeUndefined();
    const cold = result(ID, { vth_min: 1.3, vth_max: 2.1, tempco_mv: -4.8, tj: -40, vgs: 4.5 });
    expect(cold.vth_max_at_tj).toBeCloseTo(2.412, 14);
    expect(cold.overdrive_v).toBeCloseTo(2.088, 14);
  });

  it('NTA4153N typical 0.76 V at 85 °C: 0.76 − 60 × 2.15 mV = 0.631 V', () => {
    const a = ok(ID, { vth: 0.76, vth_min: 0.45, vth_max: 1.1, tempco_mv: -2.15, tj: 85 });
    expect((a.result as { vth_at_tj: number }).vth_at_tj).toBeCloseTo(0.631, 14);
    expect(a.result_detail.formatted).toBe('VGS(th) 0.321 / 0.631 / 0.971 V at 85 °C');
    expect(a.warnings).toEqual([]);
  });

  it('P-channel NVJS4151P as magnitudes (0.40–1.2 V, −4.0 mV/°C) at 85 °C; reference temperature other than 25 °C', () => {
    const r = result(ID, { vth_min: 0.4, vth_max: 1.2, tempco_mv: -4, tj: 85 });
    expect(r.vth_min_at_tj).toBeCloseTo(0.16, 14);
    expect(r.vth_max_at_tj).toBeCloseTo(0.96, 14);
    expect(result(ID, { vth: 2, tempco_mv: -5, tj: 20, t_ref: 20 }).vth_at_tj).toBe(2);
  });

  it('linear in temperature: equal steps give equal shifts', () => {
    const at = (tj: number) => result(ID, { vth: 3, tempco_mv: -6, tj }).vth_at_tj;
    expect(at(75) - at(50)).toBeCloseTo(at(50) - at(25), 14);
    expect(at(25)).toBe(3);
  });

  it('notes and warnings: default coefficient, sign slip, min at or below 0, outside the range, weak gate drive', () => {
    const codes = (inputs: Record<string, unknown>) => ok(ID, inputs).warnings.map((w) => w.code);
    expect(codes({ vth: 2, tj: 100 })).toEqual(['TEMPCO_ASSUMED']);
    expect(result(ID, { vth: 2, tj: 125 }).vth_at_tj).toBeCloseTo(1.5, 14);
    expect(codes({ vth: 2, tempco_mv: 4.8, tj: 100 })).toEqual(['POSITIVE_TEMPCO']);
    expect(codes({ vth_min: 0.5, vth: 1, tempco_mv: -5, tj: 150 })).toEqual(['THRESHOLD_MIN_NOT_POSITIVE']);
    expect(codes({ vth: 2, tempco_mv: -4, tj: 200 })).toEqual(['OUTSIDE_VALIDITY_RANGE']);
    expect(codes({ vth_max: 2.1, tempco_mv: -4.8, tj: -40, vgs: 2.3 })).toEqual(['GATE_DRIVE_BELOW_THRESHOLD']);
  });

  it('boundaries: equal thresholds are in order, a coefficient of 0 is not positive, the default coefficient is an info note', () => {
    // min = typical = max = 2 V is ordered (≤); 2 − 4 mV/°C × 50 °C = 1.8 V for each.
    const same = result(ID, { vth_min: 2, vth: 2, vth_max: 2, tempco_mv: -4, tj: 75 });
    for (const v of [same.vth_min_at_tj, same.vth_at_tj, same.vth_max_at_tj]) expect(v).toBeCloseTo(1.8, 14);
    const flat = ok(ID, { vth: 1, tempco_mv: 0, tj: 100 });
    expect(flat.warnings).toEqual([]);
    expect((flat.result as { vth_at_tj: number }).vth_at_tj).toBe(1);
    expect(ok(ID, { vth: 2, tj: 100 }).warnings.map((w) => [w.code, w.severity])).toEqual([['TEMPCO_ASSUMED', 'info']]);
  });

  it('a threshold of exactly 0 V at Tj: 1 V − 5 mV/°C × 200 °C = 0 V', () => {
    // A lone typical, maximum or minimum at 0 V is refused (not positive) ...
    for (const key of ['vth', 'vth_max', 'vth_min']) {
      expect(failure(ID, { [key]: 1, tempco_mv: -5, tj: 225 })).toMatchObject({ code: 'THRESHOLD_NOT_POSITIVE_AT_TJ', field: 'tj' });
    }
    // ... a minimum at 0 V below a 1 V typical is the spread's warning (225 °C is also outside −55…175 °C).
    const spread = ok(ID, { vth_min: 1, vth: 2, tempco_mv: -5, tj: 225 });
    expect(spread.warnings.map((w) => w.code)).toEqual(['THRESHOLD_MIN_NOT_POSITIVE', 'OUTSIDE_VALIDITY_RANGE']);
  });

  it('validity range −55…175 °C: both ends inside, −60 °C outside', () => {
    const codes = (tj: number) => ok(ID, { vth: 2, tempco_mv: -4, tj }).warnings.map((w) => w.code);
    expect(codes(-55)).toEqual([]);
    expect(codes(175)).toEqual([]);
    expect(codes(-60)).toEqual(['OUTSIDE_VALIDITY_RANGE']);
  });

  it('gate drive: above the threshold no warning, exactly at it the warning with overdrive 0', () => {
    // NTMFS4C13N at −40 °C: highest threshold 2.412 V, 4.5 V drive is enough.
    expect(ok(ID, { vth_min: 1.3, vth_max: 2.1, tempco_mv: -4.8, tj: -40, vgs: 4.5 }).warnings).toEqual([]);
    // At Tref there is no shift: threshold 2 V, drive 2 V does not exceed it.
    const at = ok(ID, { vth_max: 2, tempco_mv: -4.8, tj: 25, vgs: 2 });
    expect((at.result as { overdrive_v: number }).overdrive_v).toBe(0);
    expect(at.warnings.map((w) => w.code)).toEqual(['GATE_DRIVE_BELOW_THRESHOLD']);
  });

  it.each([
    [{ tj: 100 }, 'MISSING_REQUIRED_INPUT', 'vth'],
    [{ vth: 2 }, 'MISSING_REQUIRED_INPUT', 'tj'],
    [{ vth: 0, tj: 100 }, 'THRESHOLD_MUST_BE_POSITIVE', 'vth'],
    [{ vth_min: -1, vth_max: 2, tj: 100 }, 'THRESHOLD_MUST_BE_POSITIVE', 'vth_min'],
    [{ vth_min: 2.1, vth_max: 1.3, tj: 100 }, 'THRESHOLD_RANGE_INCONSISTENT', 'vth_min'],
    [{ vth: 1, vth_max: 0.9, tj: 100 }, 'THRESHOLD_RANGE_INCONSISTENT', 'vth'],
    [{ vth: 1, tempco_mv: -5, tj: 250 }, 'THRESHOLD_NOT_POSITIVE_AT_TJ', 'tj'],
    [{ vth_max: 1, tempco_mv: -5, tj: 300 }, 'THRESHOLD_NOT_POSITIVE_AT_TJ', 'tj'],
    // A lone minimum is the answer itself: 0.5 V − 5 mV/°C × (150 − 25) °C = −0.125 V, refused like a lone typical.
    [{ vth_min: 0.5, tempco_mv: -5, tj: 150 }, 'THRESHOLD_NOT_POSITIVE_AT_TJ', 'tj'],
    [{ vth: 1, tj: -300 }, 'TEMPERATURE_BELOW_ABSOLUTE_ZERO', 'tj'],
    [{ vth: 1, tj: 25, t_ref: -300 }, 'TEMPERATURE_BELOW_ABSOLUTE_ZERO', 't_ref'],
    [{ vth: 'x', tj: 25 }, 'INVALID_NUMBER', 'vth'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure(ID, inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(10);
  });
});

declaresTheCodesItReturns('mosfet-vth');
