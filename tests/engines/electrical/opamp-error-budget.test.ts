// opamp-error-budget: the MT-037/MT-038 worked statements, and every term against
// an independent solve of the amplifier circuit with offset, bias currents and a
// finite open-loop gain (mathjs lusolve), the tolerance term against the corners
// of the resistor values, and every error code.
import fc from 'fast-check';
import { lusolve } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'opamp-error-budget';

interface Stage {
  config: 'inverting' | 'non-inverting';
  R1: number;
  R2: number;
  Rs: number;
}

/**
 * Output voltage of the stage with a signal vin, offset Vos at the + input, bias currents
 * Ibp/Ibm flowing into the + and − pins, and open-loop gain A: unknowns [v−, vout].
 * KCL at v−: (v_R1 − v−)/R1 + (vout − v−)/R2 = Ibm; op amp: vout = A·(v+ + Vos − v−).
 */
function circuit(s: Stage, { vin = 0, Vos = 0, Ibp = 0, Ibm = 0, A = Infinity }: { vin?: number; Vos?: number; Ibp?: number; Ibm?: number; A?: number }): number {
  const vR1 = s.config === 'inverting' ? vin : 0;
  const vPlus = (s.config === 'non-inverting' ? vin : 0) - Ibp * s.Rs;
  if (A === Infinity) {
    // Ideal op amp: v− = v+ + Vos, and the feedback resistor carries the R1 current plus Ibm.
    const vMinus = vPlus + Vos;
    return vMinus + s.R2 * ((vMinus - vR1) / s.R1 + Ibm);
  }
  const x = lusolve(
    [
      [-1 / s.R1 - 1 / s.R2, 1 / s.R2],
      [A, 1],
    ],
    [Ibm - vR1 / s.R1, A * (vPlus + Vos)],
  ) as number[][];
  return x[1][0];
}

const expectRel = (got: number, want: number, rel = 1e-9) => expect(Math.abs(got - want)).toBeLessThanOrEqual(rel * Math.abs(want) + 1e-9);
const termOf = (r: { terms: { source: string; output_mV: number }[] }, source: string) => r.terms.find((t) => t.source === source)!.output_mV;

describe('opamp-error-budget', () => {
  it('MT-038: with Rs = R1∥R2 the bias currents cancel and Ios·R2 remains', () => {
    const r = result(ID, { R1: 1000, R2: 100000, Rs: 1e8 / 101000, Vin_fs: 0.01, Ib_nA: 10, Ios_nA: 1 });
    expect(termOf(r, 'bias_current')).toBeCloseTo(0, 15);
    expect(termOf(r, 'offset_current')).toBeCloseTo(0.1, 12);
    // Without compensation the bias current itself shows: Ib·R2 at the output.
    expect(termOf(result(ID, { R1: 1000, R2: 100000, Vin_fs: 0.01, Ib_nA: 10 }), 'bias_current')).toBeCloseTo(1, 12);
  });

  it('MT-037: offset is multiplied by the noise gain, also in an inverting stage (×−10 → ×11)', () => {
    const r = result(ID, { config: 'inverting', R1: 10000, R2: 100000, Vin_fs: 1, Vos_uV: 2000 });
    expect(r).toMatchObject({ signal_gain: -10, noise_gain: 11 });
    expect(r.worst_case_output_mV).toBeCloseTo(22, 12);
    expect(r.worst_case_input_uV).toBeCloseTo(2200, 9);
  });

  it('matches the circuit solved with offset, bias currents and finite gain (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('inverting' as const, 'non-inverting' as const),
        fc.integer({ min: 100, max: 100000 }),
        fc.integer({ min: 100, max: 1000000 }),
        fc.integer({ min: 0, max: 100000 }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 20, noNaN: true }),
        fc.double({ min: 0, max: 5, noNaN: true }),
        fc.double({ min: 60, max: 140, noNaN: true }),
        (config, R1, R2, Rs, Vos_uV, Ib_nA, Ios_nA, aol_dB) => {
          const s: Stage = { config, R1, R2, Rs };
          const r = result(ID, { config, R1, R2, Rs, Vin_fs: 0.1, Vos_uV, Ib_nA, Ios_nA, aol_dB });
          expectRel(termOf(r, 'offset_voltage'), Math.abs(circuit(s, { Vos: Vos_uV * 1e-6 })) * 1e3);
          // Worst case over the unknown sign of the offset current.
          const Ib = Ib_nA * 1e-9;
          const Ios = Ios_nA * 1e-9;
          const bias = Math.max(...[1, -1].map((sign) => Math.abs(circuit(s, { Ibp: Ib + (sign * Ios) / 2, Ibm: Ib - (sign * Ios) / 2 }))));
          expectRel(termOf(r, 'bias_current') + termOf(r, 'offset_current'), bias * 1e3);
          // Finite open-loop gain: the shortfall of the full-scale output.
          const A = 10 ** (aol_dB / 20);
          const ideal = circuit(s, { vin: 0.1 });
          expectRel(termOf(r, 'open_loop_gain'), Math.abs(ideal - circuit(s, { vin: 0.1, A })) * 1e3, 1e-6);
          expect(r.rss_output_mV).toBeLessThanOrEqual(r.worst_case_output_mV * (1 + 1e-15));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('takes the worst corner of the resistor tolerances', () => {
    for (const config of ['inverting', 'non-inverting'] as const) {
      const R1 = 1000;
      const R2 = 49900;
      const t = 0.01;
      const G = config === 'inverting' ? R2 / R1 : 1 + R2 / R1;
      const corners = [1 - t, 1 + t].flatMap((a) => [1 - t, 1 + t].map((b) => (config === 'inverting' ? (R2 * b) / (R1 * a) : 1 + (R2 * b) / (R1 * a))));
      const worst = Math.max(...corners.map((g) => Math.abs(g - G))) * 0.1;
      const r = result(ID, { config, R1, R2, Vin_fs: 0.1, R_tol_pct: 1 });
      expect(termOf(r, 'resistor_tolerance')).toBeCloseTo(worst * 1e3, 9);
    }
    expect(result(ID, { Vin_fs: 1, R_tol_pct: 1 }).terms[0].output_mV).toBe(0);
  });

  it('adds CMRR, PSRR and drift terms and reports totals in mV, µV, ppm and bits', () => {
    const r = result(ID, { R1: 1000, R2: 100000, Vin_fs: 0.1, Vos_uV: 25, TCVos_uV_per_C: 0.3, dT_C: 50, Ib_nA: 1, cmrr_dB: 120, psrr_dB: 100, dVs_V: 1, aol_dB: 120, R_tol_pct: 0.1 });
    expect(r.terms.map((t: { source: string }) => t.source)).toEqual(['offset_voltage', 'offset_drift', 'bias_current', 'cmrr', 'psrr', 'open_loop_gain', 'resistor_tolerance']);
    expect(termOf(r, 'offset_drift')).toBeCloseTo(1.515, 12);
    expect(termOf(r, 'cmrr')).toBeCloseTo(0.0101, 12);
    expect(termOf(r, 'psrr')).toBeCloseTo(1.01, 12);
    const sum = r.terms.reduce((s: number, t: { output_mV: number }) => s + t.output_mV, 0);
    expect(r.worst_case_output_mV).toBeCloseTo(sum, 12);
    expect(r.rss_output_mV).toBeCloseTo(Math.sqrt(r.terms.reduce((s: number, t: { output_mV: number }) => s + t.output_mV ** 2, 0)), 12);
    expect(r.worst_case_ppm_fs).toBeCloseTo((sum / 10100) * 1e6, 6);
    expect(r.worst_case_input_uV).toBeCloseTo((sum / 101) * 1e3, 9);
    expect(r.accuracy_bits).toBeCloseTo(Math.log2(10100 / sum), 12);
    // Inverting: the common-mode voltage defaults to 0, so CMRR adds nothing unless Vcm is given.
    expect(termOf(result(ID, { config: 'inverting', R1: 1000, R2: 10000, Vin_fs: 1, cmrr_dB: 80 }), 'cmrr')).toBe(0);
    expect(termOf(result(ID, { config: 'inverting', R1: 1000, R2: 10000, Vin_fs: 1, cmrr_dB: 80, Vcm_V: 2.5 }), 'cmrr')).toBeCloseTo((2.5 / 1e4) * 11 * 1e3, 12);
  });

  it('omits accuracy bits for a zero total and warns when errors swamp full scale', () => {
    expect(result(ID, { R1: 1000, R2: 1000, Rs: 500, Vin_fs: 1, Ib_nA: 5 })).not.toHaveProperty('accuracy_bits');
    const swamped = ok(ID, { R1: 1000, R2: 1000, Vin_fs: 0.001, Vos_uV: 5000 });
    expect(swamped.warnings.map((w) => w.code)).toEqual(['ERROR_EXCEEDS_FULL_SCALE']);
    expect((swamped.result as { accuracy_bits: number }).accuracy_bits).toBe(0);
  });

  it('refers each term and the RSS total to the input (µV) and to full scale (ppm)', () => {
    // Gain 1 + 9000/1000 = 10, full scale 10 × 0.5 V = 5 V; 100 µV offset → 1 mV out = 100 µV in = 200 ppm of 5 V.
    const r = result(ID, { R1: 1000, R2: 9000, Vin_fs: 0.5, Vos_uV: 100 });
    expect(r.terms[0].output_mV).toBeCloseTo(1, 12);
    expect(r.terms[0].input_uV).toBeCloseTo(100, 9);
    expect(r.terms[0].ppm_fs).toBeCloseTo(200, 9);
    expect(r.rss_input_uV).toBeCloseTo(100, 9);
    expect(r.rss_ppm_fs).toBeCloseTo(200, 9);
  });

  it('accepts a 0 % tolerance as a zero term', () => {
    expect(termOf(result(ID, { R1: 1000, R2: 9000, Vin_fs: 1, R_tol_pct: 0 }), 'resistor_tolerance')).toBe(0);
  });

  it('warns about full scale only when the worst case reaches it', () => {
    expect(ok(ID, { R1: 1000, R2: 9000, Vin_fs: 0.5, Vos_uV: 100 }).warnings).toEqual([]);
    // Follower: 1000 µV offset at the output equals the 1 mV full scale exactly.
    expect(ok(ID, { Vin_fs: 0.001, Vos_uV: 1000 }).warnings.map((w) => w.code)).toEqual(['ERROR_EXCEEDS_FULL_SCALE']);
  });

  it('reads config synonyms (inv → inverting)', () => {
    expect(result(ID, { config: 'inv', R1: 1000, R2: 10000, Vin_fs: 1, Vos_uV: 1 })).toMatchObject({ config: 'inverting', signal_gain: -10 });
  });

  it.each([
    [{ R1: 1000, R2: 9000, Vin_fs: 1 }, 'MISSING_REQUIRED_INPUT', 'Vos_uV'],
    [{ config: 'inverting', R2: 9000, Vin_fs: 1, Vos_uV: 10 }, 'MISSING_REQUIRED_INPUT', 'R1'],
    [{ R1: 1000, Vos_uV: 10 }, 'MISSING_REQUIRED_INPUT', 'Vin_fs'],
    [{ R1: 1000, Vin_fs: 1, TCVos_uV_per_C: 1 }, 'MISSING_REQUIRED_INPUT', 'dT_C'],
    [{ R1: 1000, Vin_fs: 1, dVs_V: 1 }, 'MISSING_REQUIRED_INPUT', 'psrr_dB'],
    [{ R1: 1000, Vin_fs: 0, Vos_uV: 10 }, 'VOLTAGE_MUST_BE_POSITIVE', 'Vin_fs'],
    [{ R1: 0, Vin_fs: 1, Vos_uV: 10 }, 'RESISTANCE_MUST_BE_NONZERO', 'R1'],
    [{ R1: 1000, Rs: -1, Vin_fs: 1, Vos_uV: 10 }, 'RESISTANCE_MUST_BE_POSITIVE', 'Rs'],
    [{ config: 'inverting', R1: 1000, R2: 0, Vin_fs: 1, Vos_uV: 10 }, 'RESISTANCE_MUST_BE_NONZERO', 'R2'],
    [{ R1: 1000, Vin_fs: 1, cmrr_dB: -80 }, 'REJECTION_RATIO_TOO_LOW', 'cmrr_dB'],
    [{ R1: 1000, Vin_fs: 1, aol_dB: 0 }, 'REJECTION_RATIO_TOO_LOW', 'aol_dB'],
    [{ R1: 1000, Vin_fs: 1, R_tol_pct: -1 }, 'TOLERANCE_OUT_OF_RANGE', 'R_tol_pct'],
    [{ R1: 1000, Vin_fs: 1, R_tol_pct: 100 }, 'TOLERANCE_OUT_OF_RANGE', 'R_tol_pct'],
    [{ config: 'differential', R1: 1000, Vin_fs: 1, Vos_uV: 1 }, 'INVALID_MODE', 'config'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure(ID, inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });
});

declaresTheCodesItReturns('opamp-error-budget');
