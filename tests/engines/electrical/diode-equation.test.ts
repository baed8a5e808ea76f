// diode-equation: the calculatorlib worked example, Sedra & Smith's rules of thumb
// (rd = VT/I, ≈ 60 mV per decade), round trips, a numerical derivative for gd,
// precision at tiny bias, temperature units and every error code.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'diode-equation';
/** NIST CODATA 2018 Boltzmann constant in eV/K (k/e), an independent spelling of kT/q. */
const K_OVER_Q = 8.617333262e-5;

describe('diode-equation', () => {
  it('reproduces calculatorlib.com: Is = 1 pA, 0.7 V, 300 K → VT = 25.852 mV, I ≈ 0.575 A', () => {
    const r = result(ID, { V: 0.7, Is: 1e-12, T: 300, T_unit: 'K' });
    expect(r.VT).toBeCloseTo(300 * K_OVER_Q, 12);
    expect(r.VT * 1000).toBeCloseTo(25.852, 3);
    expect(r.I).toBeCloseTo(1e-12 * Math.expm1(0.7 / (300 * K_OVER_Q)), 9);
    expect(r.I).toBeGreaterThan(0.57);
    expect(r.I).toBeLessThan(0.58);
  });

  it('gives rd = n·VT/I for I ≫ Is (Sedra & Smith: about 25 Ω at 1 mA) and ≈ 60 mV per decade', () => {
    const one = result(ID, { mode: 'voltage', I: 1, I_unit: 'mA', Is: 1e-14, T: 300, T_unit: 'K' });
    expect(one.rd).toBeCloseTo((300 * K_OVER_Q) / (1e-3 + 1e-14), 9);
    expect(one.rd).toBeGreaterThan(25);
    expect(one.rd).toBeLessThan(26);
    const ten = result(ID, { mode: 'voltage', I: 10, I_unit: 'mA', Is: 1e-14, T: 300, T_unit: 'K' });
    expect(ten.V - one.V).toBeCloseTo(300 * K_OVER_Q * Math.LN10, 9);
    expect((ten.V - one.V) * 1000).toBeCloseTo(59.5, 1);
    expect(one.V_per_decade).toBeCloseTo(ten.V - one.V, 12);
    // With n = 2 every step doubles.
    expect(result(ID, { mode: 'voltage', I: 1, Is: 1e-14, n: 2 }).V).toBeCloseTo(2 * result(ID, { mode: 'voltage', I: 1, Is: 1e-14 }).V, 12);
  });

  it('round-trips current ↔ voltage and its conductance is the numerical derivative (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: -0.5, max: 0.9, noNaN: true }), fc.double({ min: 1, max: 2, noNaN: true }), fc.integer({ min: -16, max: -8 }), (V, n, e) => {
        const Is = 10 ** e;
        const fwd = result(ID, { V, Is, n });
        const back = result(ID, { mode: 'voltage', I: fwd.I, I_unit: 'A', Is, n });
        // Deep reverse bias pins I to −Is; the voltage is then not recoverable from the current.
        if (fwd.I + Is > 1e-6 * Is) expect(back.V).toBeCloseTo(V, 8);
        const h = 1e-6;
        const slope = (result(ID, { V: V + h, Is, n }).I - result(ID, { V: V - h, Is, n }).I) / (2 * h);
        // Absolute floor: in reverse bias the current differences cancel down to rounding of Is.
        expect(Math.abs(fwd.gd - slope)).toBeLessThanOrEqual(1e-5 * fwd.gd + (1e-9 * Is) / h);
      }),
      { numRuns: 100 },
    );
  });

  it('keeps precision at tiny bias and saturates in reverse', () => {
    // Series of e^x − 1 to second order: exact to 1e-16 at x ≈ 4e-8, where a naive exp(x) − 1 loses 9 digits.
    const tiny = result(ID, { V: 1e-9, Is: 1e-12, T: 300, T_unit: 'K' });
    const x = 1e-9 / tiny.VT;
    expect(Math.abs(tiny.I - 1e-12 * (x + (x * x) / 2))).toBeLessThanOrEqual(1e-15 * tiny.I);
    expect(result(ID, { V: 0, Is: 1e-12 }).I).toBe(0);
    const reverse = result(ID, { V: -100, Is: 1e-12 });
    expect(reverse.I).toBe(-1e-12);
    expect(reverse.gd).toBe(0);
    expect(reverse).not.toHaveProperty('rd');
    expect(result(ID, { mode: 'voltage', I: -0.5, I_unit: 'pA', Is: 1, Is_unit: 'pA' }).V).toBeLessThan(0);
  });

  it('takes temperatures in °C, K and °F and units for Is and I', () => {
    const c = result(ID, { V: 0.6, Is: 10, Is_unit: 'fA', T: 25 });
    expect(c.T_K).toBeCloseTo(298.15, 12);
    expect(result(ID, { V: 0.6, Is: 10, Is_unit: 'fA', T: 77, T_unit: 'F' }).I).toBeCloseTo(c.I, 15);
    expect(result(ID, { V: 0.6, Is: 1e-14, T: 298.15, T_unit: 'K' }).I).toBeCloseTo(c.I, 15);
    expect(c.Is).toBeCloseTo(1e-14, 28);
    const v = result(ID, { mode: 'voltage', I: 1000, I_unit: 'uA', Is: 1e-14 });
    expect(v.V).toBeCloseTo(result(ID, { mode: 'voltage', I: 1, I_unit: 'mA', Is: 1e-14 }).V, 14);
  });

  it('warns about ideality factors outside 1–2 and unused inputs; formats per mode', () => {
    expect(ok(ID, { V: 0.5, Is: 1e-12, n: 3 }).warnings.map((w) => w.code)).toEqual(['OUTSIDE_VALIDITY_RANGE']);
    expect(ok(ID, { V: 0.5, Is: 1e-12, I: 3 }).warnings.map((w) => w.code)).toEqual(['INPUT_IGNORED']);
    expect(ok(ID, { mode: 'voltage', I: 1, Is: 1e-14, V: 3 }).warnings.map((w) => w.code)).toEqual(['INPUT_IGNORED']);
    expect(ok(ID, { mode: 'voltage', I: 1, Is: 1e-14 }).result_detail).toMatchObject({ unit: 'V' });
    expect(ok(ID, { V: 0.5, Is: 1e-12 }).result_detail).toMatchObject({ unit: 'A' });
  });

  it('warns about an ideality factor below 1 and not at the range end 2', () => {
    expect(ok(ID, { V: 0.5, Is: 1e-12, n: 0.5 }).warnings.map((w) => w.code)).toEqual(['OUTSIDE_VALIDITY_RANGE']);
    expect(ok(ID, { V: 0.5, Is: 1e-12, n: 2 }).warnings).toEqual([]);
  });

  it.each([
    [{ V: 0.6, Is: 1e-12 }, 'diode-equation.current'],
    [{ mode: 'voltage', I: 1, Is: 1e-14 }, 'diode-equation.voltage'],
  ])('%o names formula %s', (inputs, id) => {
    expect(ok(ID, inputs).formula?.id).toBe(id);
  });

  it('refuses V/(n·VT) = 709.782712893384 on V: e^709.782712893384 = 1.79769313486232e308 (mathjs) is past the largest double', () => {
    // n·VT = 1 exactly at 1000 K with n = 1/VT, so the exponent is V itself; T = 1000 is the largest input.
    const VT = result(ID, { V: 0, Is: 1e-12, T: 1000, T_unit: 'K' }).VT;
    const n = 1 / VT;
    expect(n * VT).toBe(1);
    expect(failure(ID, { V: 709.782712893384, Is: 1e-12, n, T: 1000, T_unit: 'K' })).toMatchObject({ http: 400, code: 'NON_FINITE_RESULT', field: 'V' });
  });

  it.each([
    [{ Is: 1e-12 }, 'MISSING_REQUIRED_INPUT', 'V'],
    [{ mode: 'voltage', Is: 1e-12 }, 'MISSING_REQUIRED_INPUT', 'I'],
    [{ V: 0.6 }, 'MISSING_REQUIRED_INPUT', 'Is'],
    [{ V: 0.6, Is: 0 }, 'SATURATION_CURRENT_MUST_BE_POSITIVE', 'Is'],
    [{ V: 0.6, Is: -1e-12 }, 'SATURATION_CURRENT_MUST_BE_POSITIVE', 'Is'],
    [{ V: 0.6, Is: 1e-12, n: 0 }, 'IDEALITY_FACTOR_MUST_BE_POSITIVE', 'n'],
    [{ V: 0.6, Is: 1e-12, T: -300 }, 'TEMPERATURE_BELOW_ABSOLUTE_ZERO', 'T'],
    [{ V: 0.6, Is: 1e-12, T: 0, T_unit: 'K' }, 'TEMPERATURE_BELOW_ABSOLUTE_ZERO', 'T'],
    [{ mode: 'voltage', I: -1, I_unit: 'pA', Is: 1e-12 }, 'CURRENT_BELOW_SATURATION', 'I'],
    [{ V: 100, Is: 1e-12 }, 'NON_FINITE_RESULT', 'V'],
    // e^(20/0.02569) = e^778 overflows; the field is V, not the largest input T = 25.
    [{ V: 20, Is: 1e-12 }, 'NON_FINITE_RESULT', 'V'],
    [{ mode: 'resistance', V: 0.6, Is: 1e-12 }, 'INVALID_MODE', 'mode'],
    [{ V: 0.6, Is: 1e-12, T_unit: 'R' }, 'INVALID_MODE', 'T_unit'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure(ID, inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });
});

declaresTheCodesItReturns('diode-equation');
