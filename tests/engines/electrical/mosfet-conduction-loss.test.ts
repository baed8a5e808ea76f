// mosfet-conduction-loss: the rftools worked example, the Infineon RDS(on)(Tj) law,
// the trapezoid RMS against sampling, both modes agreeing, warnings and every error.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'mosfet-conduction-loss';

describe('mosfet-conduction-loss', () => {
  it('rftools worked example: Irms = 10 A·√0.25 = 5 A, 5² × 7.2 mΩ = 0.18 W at 25 °C', () => {
    const a = ok(ID, { current: 10, duty_pct: 25, rds_on: 7.2 });
    expect(a.result).toMatchObject({ mode: 'duty', i_rms: 5, i_avg: 2.5, tj: 25, rds_factor: 1 });
    expect((a.result as { p_conduction: number }).p_conduction).toBeCloseTo(0.18, 15);
    expect(a.warnings).toEqual([]);
    expect(a.formula?.id).toBe('mosfet-conduction-loss.duty');
  });

  it('Infineon law: RDS(on) × (1 + α/100)^(Tj − 25); a datasheet ratio of 1.6 at 125 °C gives α ≈ 0.471 %/°C', () => {
    const r = result(ID, { mode: 'rms', i_rms: 10, rds_on: 10, tj: 125, alpha_pct: 0.5 });
    expect(r.rds_factor).toBeCloseTo(Math.exp(100 * Math.log(1.005)), 12);
    expect(r.rds_on_tj_mohm).toBeCloseTo(16.4667, 3);
    expect(r.p_conduction).toBeCloseTo(1.64667, 4);
    const alpha = 100 * (1.6 ** (1 / 100) - 1);
    expect(alpha).toBeCloseTo(0.471, 3);
    expect(result(ID, { mode: 'rms', i_rms: 1, rds_on: 10, tj: 125, alpha_pct: alpha }).rds_on_tj_mohm).toBeCloseTo(16, 10);
  });

  it('RDS(on) read at 125 °C needs no scaling; scaling between two temperatures uses their difference', () => {
    expect(result(ID, { mode: 'rms', i_rms: 10, rds_on: 12, rds_temp: 125, tj: 125 }).p_conduction).toBeCloseTo(1.2, 14);
    const a = result(ID, { mode: 'rms', i_rms: 1, rds_on: 12, rds_temp: 125, tj: 100, alpha_pct: 0.4 });
    expect(a.rds_on_tj_mohm).toBeCloseTo(12 * 1.004 ** -25, 12);
  });

  it('trapezoid RMS √(D(I² + ΔI²/12)) matches sampling, and rms mode with that current gives the same loss (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 50, noNaN: true }),
        fc.double({ min: 1, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 20, noNaN: true }),
        fc.double({ min: 0.5, max: 50, noNaN: true }),
        (I, D, dI, rds) => {
          const duty = result(ID, { current: I, duty_pct: D, ripple_pp: dI, rds_on: rds });
          const n = 4000;
          let sum = 0;
          for (let k = 0; k < n; k++) {
            const s = (k + 0.5) / n;
            const i = I - dI / 2 + dI * s;
            sum += i * i;
          }
          expect(duty.i_rms).toBeCloseTo(Math.sqrt(((D / 100) * sum) / n), 5);
          expect(result(ID, { mode: 'rms', i_rms: duty.i_rms, rds_on: rds }).p_conduction).toBeCloseTo(duty.p_conduction, 9);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('notes: α assumed, current reversing, inputs the mode ignores, Tj outside the datasheet range', () => {
    const codes = (inputs: Record<string, unknown>) => ok(ID, inputs).warnings.map((w) => w.code);
    expect(codes({ mode: 'rms', i_rms: 5, rds_on: 10, tj: 100 })).toEqual(['ALPHA_ASSUMED']);
    expect(codes({ current: 1, duty_pct: 50, ripple_pp: 4, rds_on: 10 })).toEqual(['CURRENT_REVERSES']);
    expect(codes({ mode: 'rms', i_rms: 5, current: 3, rds_on: 10 })).toEqual(['INPUT_IGNORED']);
    expect(codes({ current: 5, duty_pct: 50, i_rms: 2, rds_on: 10 })).toEqual(['INPUT_IGNORED']);
    expect(codes({ mode: 'rms', i_rms: 5, rds_on: 10, tj: 200, alpha_pct: 0.5 })).toEqual(['OUTSIDE_VALIDITY_RANGE']);
    expect(codes({ mode: 'rms', i_rms: 5, rds_on: 10, tj: 100, alpha_pct: 3 })).toEqual(['OUTSIDE_VALIDITY_RANGE']);
    expect(result(ID, { mode: 'Irms', i_rms: 2, rds_on: 10 }).mode).toBe('rms');
  });

  it('rms mode names its formula, and the synonyms i_rms / irms choose it', () => {
    // 3 A RMS through 10 mΩ at 25 °C: 3² × 0.010 Ω = 0.09 W.
    const a = ok(ID, { mode: 'i_rms', i_rms: 3, rds_on: 10 });
    expect(a.formula?.id).toBe('mosfet-conduction-loss.rms');
    expect(a.result).toMatchObject({ mode: 'rms', i_rms: 3 });
    expect((a.result as { p_conduction: number }).p_conduction).toBeCloseTo(0.09, 15);
    expect(ok(ID, { mode: 'rms', i_rms: 3, rds_on: 10 }).formula?.id).toBe('mosfet-conduction-loss.rms');
  });

  it('rms mode notes a duty cycle it does not use', () => {
    const w = ok(ID, { mode: 'rms', i_rms: 5, duty_pct: 40, rds_on: 10 }).warnings;
    expect(w.map((x) => x.code)).toEqual(['INPUT_IGNORED']);
    expect(w[0].detail).toContain('duty_pct');
  });

  it.each([
    [{ mode: 'rms', rds_on: 10 }, 'MISSING_REQUIRED_INPUT', 'i_rms'],
    [{ mode: 'duty', duty_pct: 50, rds_on: 10 }, 'MISSING_REQUIRED_INPUT', 'current'],
    [{ current: 5, rds_on: 10 }, 'MISSING_REQUIRED_INPUT', 'duty_pct'],
    [{ current: 5, duty_pct: 50 }, 'MISSING_REQUIRED_INPUT', 'rds_on'],
    [{ mode: 'rms', i_rms: -1, rds_on: 10 }, 'CURRENT_MUST_BE_NONNEGATIVE', 'i_rms'],
    [{ current: -1, duty_pct: 50, rds_on: 10 }, 'CURRENT_MUST_BE_NONNEGATIVE', 'current'],
    [{ current: 5, duty_pct: 0, rds_on: 10 }, 'DUTY_CYCLE_OUT_OF_RANGE', 'duty_pct'],
    [{ current: 5, duty_pct: 150, rds_on: 10 }, 'DUTY_CYCLE_OUT_OF_RANGE', 'duty_pct'],
    [{ current: 5, duty_pct: 50, ripple_pp: -1, rds_on: 10 }, 'RIPPLE_MUST_BE_NONNEGATIVE', 'ripple_pp'],
    [{ current: 5, duty_pct: 50, rds_on: 0 }, 'RESISTANCE_MUST_BE_POSITIVE', 'rds_on'],
    [{ current: 5, duty_pct: 50, rds_on: 10, alpha_pct: -120 }, 'ALPHA_OUT_OF_RANGE', 'alpha_pct'],
    [{ current: 5, duty_pct: 50, rds_on: 10, tj: -300 }, 'TEMPERATURE_BELOW_ABSOLUTE_ZERO', 'tj'],
    [{ mode: 'peak', current: 5, duty_pct: 50, rds_on: 10 }, 'INVALID_MODE', 'mode'],
    [{ current: 'ten', duty_pct: 50, rds_on: 10 }, 'INVALID_NUMBER', 'current'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure(ID, inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(10);
  });
});

declaresTheCodesItReturns('mosfet-conduction-loss');
