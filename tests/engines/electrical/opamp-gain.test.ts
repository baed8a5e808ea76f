// opamp-gain: Sedra & Smith's finite-gain and bandwidth examples, and every
// configuration against an independent solve of the circuit equations with a
// finite-gain op amp (mathjs lusolve); difference-amplifier CMRR; every error code.
import fc from 'fast-check';
import { lusolve } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'opamp-gain';
const expectRel = (got: number, want: number, rel: number) => expect(Math.abs(got - want)).toBeLessThanOrEqual(rel * Math.abs(want) + 1e-9);

/**
 * Output of an op amp with open-loop gain A: KCL at the inverting input
 * (v1 − v−)/R1 + (vo − v−)/R2 = 0 and vo = A·(v+ − v−), solved for [v−, vo].
 */
function solveStage(R1: number, R2: number, v1: number, vPlus: number, A: number): number {
  const x = lusolve(
    [
      [-1 / R1 - 1 / R2, 1 / R2],
      [A, 1],
    ],
    [-v1 / R1, A * vPlus],
  ) as number[][];
  return x[1][0];
}

describe('opamp-gain', () => {
  it.each([
    [60, -90.83, -9.17],
    [80, -99.0, -1.0],
    [100, -99.9, -0.1],
  ])('Sedra & Smith: inverting 1 k / 100 k with A = %i dB gives %d V/V (%d %)', (aol_dB, G, errPct) => {
    const r = result(ID, { mode: 'inverting', R1: 1000, R2: 100000, aol_dB });
    expect(r.gain).toBe(-100);
    expect(r.gain_actual).toBeCloseTo(G, 2);
    expect(r.gain_error_pct).toBeCloseTo(errPct, 2);
  });

  it.each([
    ['non-inverting', 1000, 999000, 1000],
    ['non-inverting', 1000, 99000, 10000],
    ['non-inverting', 1000, 9000, 100000],
    ['inverting', 1, 1, 500000],
    ['inverting', 1, 10, 1e6 / 11],
    ['inverting', 1, 1000, 1e6 / 1001],
  ] as const)('Sedra & Smith, ft = 1 MHz: %s, R1 = %i, R2 = %i → f3dB = %d Hz', (mode, R1, R2, f3dB) => {
    expect(result(ID, { mode, R1, R2, gbw: 1, f_unit: 'MHz' }).bandwidth_Hz).toBeCloseTo(f3dB, 6);
  });

  it('agrees with the circuit equations solved with a finite-gain op amp, in all three modes (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 1e6 }),
        fc.integer({ min: 100, max: 1e7 }),
        fc.double({ min: 20, max: 160, noNaN: true }),
        fc.double({ min: -1, max: 1, noNaN: true }),
        fc.double({ min: -1, max: 1, noNaN: true }),
        (R1, R2, aol_dB, a, b) => {
          const A = 10 ** (aol_dB / 20);
          const inv = result(ID, { mode: 'inverting', R1, R2, Vin: a, aol_dB });
          expectRel(inv.Vout_actual, solveStage(R1, R2, a, 0, A), 1e-9);
          const non = result(ID, { mode: 'non-inverting', R1, R2, Vin: a, aol_dB });
          expectRel(non.Vout_actual, solveStage(R1, R2, 0, a, A), 1e-9);
          const R3 = R1 * 1.01;
          const R4 = R2;
          const diff = result(ID, { mode: 'differential', R1, R2, R3, R4, V1: a, V2: b, aol_dB });
          expectRel(diff.Vout_actual, solveStage(R1, R2, a, (b * R4) / (R3 + R4), A), 1e-9);
          // Ideal op amp (A → ∞): the same equations with a huge A.
          expectRel(diff.Vout, solveStage(R1, R2, a, (b * R4) / (R3 + R4), 1e15), 1e-7);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('computes the difference amplifier: matched ratios reject common mode, mismatch gives CMRR', () => {
    const matched = result(ID, { mode: 'differential', R1: 10000, R2: 100000, V1: 2.5, V2: 2.6 });
    expect(matched).toMatchObject({ gain: 10, gain_cm: 0 });
    expect(matched.Vout).toBeCloseTo(1, 12);
    expect(matched).not.toHaveProperty('cmrr_dB');
    const mismatched = result(ID, { mode: 'differential', R1: 10000, R2: 100000, R4: 101000 });
    const Acm = (101 / 111) * 11 - 10;
    const Ad = 0.5 * ((101 / 111) * 11 + 10);
    expect(mismatched.gain_cm).toBeCloseTo(Acm, 12);
    expect(mismatched.cmrr_dB).toBeCloseTo(20 * Math.log10(Ad / Acm), 9);
    expect(mismatched.cmrr_dB).toBeCloseTo(60.9, 1);
    // Common-mode input only: the output is Acm·Vcm.
    expect(result(ID, { mode: 'differential', R1: 10000, R2: 100000, R4: 101000, V1: 1, V2: 1 }).Vout).toBeCloseTo(Acm, 12);
  });

  it('makes a follower without R1, takes Rf/Rin/Rg aliases and mode synonyms', () => {
    expect(result(ID, { mode: 'follower', Vin: 3.3 })).toMatchObject({ gain: 1, gain_dB: 0, noise_gain: 1, Vout: 3.3 });
    expect(result(ID, { mode: 'non-inverting', R2: 0, R1: 1000 }).gain).toBe(1);
    expect(result(ID, { mode: 'inv', Rin: 2000, Rf: 10000 })).toMatchObject({ gain: -5, phase_deg: 180, R_in: 2000 });
    expect(result(ID, { Rg: 1000, Rf: 1000 }).gain).toBe(2);
    expect(result(ID, { mode: 'subtractor', R1: 1, R2: 1 }).gain).toBe(1);
    expect(result(ID, { mode: 'inverting', R1: 1000, R2: 10000 }).gain_dB).toBeCloseTo(20, 12);
  });

  it('warns about saturation, low loop gain and unused inputs', () => {
    expect(ok(ID, { mode: 'non-inverting', R1: 1000, R2: 99000, Vin: 0.2, Vout_max: 13 }).warnings.map((w) => w.code)).toEqual(['OUTPUT_SATURATES']);
    expect(ok(ID, { mode: 'non-inverting', R1: 1000, R2: 99000, Vin: 0.1, Vout_max: 13 }).warnings).toEqual([]);
    expect(ok(ID, { mode: 'non-inverting', R1: 1000, R2: 99000, aol_dB: 50 }).warnings.map((w) => w.code)).toEqual(['LOW_LOOP_GAIN']);
    expect(ok(ID, { mode: 'inverting', R1: 1000, R2: 1000, V1: 1 }).warnings.map((w) => w.code)).toEqual(['INPUT_IGNORED']);
    expect(ok(ID, { mode: 'differential', R1: 1000, R2: 1000, Vin: 1 }).warnings.map((w) => w.code)).toEqual(['INPUT_IGNORED']);
  });

  it.each(['R3', 'R4', 'V1', 'V2'])('warns that %s is unused by an inverting amplifier', (field) => {
    expect(ok(ID, { mode: 'inverting', R1: 1000, R2: 1000, [field]: 1 }).warnings.map((w) => w.code)).toEqual(['INPUT_IGNORED']);
  });

  it('raises no LOW_LOOP_GAIN when A·β is exactly 10 or far above it', () => {
    // 20 dB = 10 V/V on a follower (β = 1); 40 dB = 100 V/V at noise gain 1 + 9000/1000 = 10.
    expect(ok(ID, { mode: 'follower', aol_dB: 20 }).warnings).toEqual([]);
    expect(ok(ID, { mode: 'non-inverting', R1: 1000, R2: 9000, aol_dB: 40 }).warnings).toEqual([]);
    expect(ok(ID, { mode: 'inverting', R1: 1000, R2: 100000, aol_dB: 100 }).warnings).toEqual([]);
  });

  it('raises no OUTPUT_SATURATES without an output voltage or when |Vout| equals Vout_max', () => {
    expect(ok(ID, { mode: 'inverting', R1: 1000, R2: 10000, Vout_max: 1 }).warnings).toEqual([]);
    // −10 × 0.5 V = −5 V: at the ±5 V limit, not beyond it.
    expect(ok(ID, { mode: 'inverting', R1: 1000, R2: 10000, Vin: 0.5, Vout_max: 5 }).warnings).toEqual([]);
  });

  it('gives phase 0° for non-inverting and difference gains', () => {
    expect(result(ID, { mode: 'non-inverting', R1: 1000, R2: 1000 }).phase_deg).toBe(0);
    expect(result(ID, { mode: 'differential', R1: 1000, R2: 1000 }).phase_deg).toBe(0);
  });

  it('reports R_in only for the inverting amplifier and Vout only when an input voltage is given', () => {
    expect(result(ID, { mode: 'non-inverting', R1: 1000, R2: 1000 })).not.toHaveProperty('R_in');
    expect(result(ID, { mode: 'differential', R1: 1000, R2: 1000 })).not.toHaveProperty('R_in');
    expect(result(ID, { mode: 'inverting', R1: 1000, R2: 1000 })).not.toHaveProperty('Vout');
  });

  it.each(['difference', 'diff'])('reads mode %s as the difference amplifier', (mode) => {
    expect(result(ID, { mode, R1: 1000, R2: 1000 }).mode).toBe('differential');
  });

  it('defaults to the non-inverting amplifier and to gbw in MHz', () => {
    expect(result(ID, { R1: 1000, R2: 1000 }).mode).toBe('non-inverting');
    // Unity-gain inverter (noise gain 2) on a 1 MHz GBW: 0.5 MHz.
    expect(result(ID, { mode: 'inverting', R1: 1000, R2: 1000, gbw: 1 }).bandwidth_Hz).toBe(500000);
  });

  it.each([
    ['inverting', 'opamp-gain.inverting'],
    ['non-inverting', 'opamp-gain.non-inverting'],
    ['differential', 'opamp-gain.difference'],
  ])('names the %s formula %s', (mode, id) => {
    expect(ok(ID, { mode, R1: 1000, R2: 1000 }).formula?.id).toBe(id);
  });

  it.each([
    [{ mode: 'inverting', R2: 10000 }, 'MISSING_REQUIRED_INPUT', 'R1'],
    [{ mode: 'inverting', R1: 10000 }, 'MISSING_REQUIRED_INPUT', 'R2'],
    [{ mode: 'differential', R1: 10000 }, 'MISSING_REQUIRED_INPUT', 'R2'],
    [{ mode: 'non-inverting', R1: 10000 }, 'MISSING_REQUIRED_INPUT', 'R2'],
    [{ mode: 'inverting', R1: 0, R2: 1000 }, 'RESISTANCE_MUST_BE_NONZERO', 'R1'],
    [{ mode: 'inverting', R1: 1000, R2: 0 }, 'RESISTANCE_MUST_BE_NONZERO', 'R2'],
    [{ mode: 'non-inverting', R1: 0, R2: 1000 }, 'RESISTANCE_MUST_BE_NONZERO', 'R1'],
    [{ mode: 'non-inverting', R1: 1000, R2: -1000 }, 'RESISTANCE_MUST_BE_POSITIVE', 'R2'],
    [{ mode: 'differential', R1: 1000, R2: 1000, R3: 0 }, 'RESISTANCE_MUST_BE_NONZERO', 'R3'],
    [{ mode: 'differential', R1: 1000, R2: 1000, R4: -1 }, 'RESISTANCE_MUST_BE_POSITIVE', 'R4'],
    [{ mode: 'differential', R1: 1000, R2: 1000, V1: 1 }, 'MISSING_REQUIRED_INPUT', 'V2'],
    [{ mode: 'differential', R1: 1000, R2: 1000, V2: 1 }, 'MISSING_REQUIRED_INPUT', 'V1'],
    [{ R1: 1000, R2: 1000, aol_dB: 0 }, 'OPEN_LOOP_GAIN_TOO_LOW', 'aol_dB'],
    [{ R1: 1000, R2: 1000, gbw: 0 }, 'FREQUENCY_MUST_BE_POSITIVE', 'gbw'],
    [{ R1: 1000, R2: 1000, Vout_max: 0 }, 'VOLTAGE_MUST_BE_POSITIVE', 'Vout_max'],
    [{ mode: 'summing', R1: 1000, R2: 1000 }, 'INVALID_MODE', 'mode'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure(ID, inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });
});

declaresTheCodesItReturns('opamp-gain');
