// adc-snr: the MT-001 ideal-SNR table, the exact 20·log10(2^N·√1.5) form, MT-003
// ENOB ↔ SINAD both ways, SINAD from SNR and THD, full-scale correction,
// processing gain, and every error code.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'adc-snr';

describe('adc-snr', () => {
  it.each([
    [6, 37.88],
    [8, 49.92],
    [10, 61.96],
    [12, 74.0],
    [14, 86.04],
    [16, 98.08],
    [18, 110.12],
    [20, 122.16],
    [24, 146.24],
  ])('ideal %i-bit SNR is %d dB (MT-001: 6.02N + 1.76)', (N, snr) => {
    const r = result(ID, { mode: 'bits', n_bits: N });
    expect(r.snr_ideal_dB).toBeCloseTo(snr, 10);
    expect(r.sinad_dB).toBe(r.snr_ideal_dB);
    expect(r.enob).toBeCloseTo(N, 12);
    // The exact form by another route: 10·log10(1.5·4^N).
    expect(r.snr_exact_dB).toBeCloseTo(10 * Math.log10(1.5 * 4 ** N), 10);
    // The rounded constants differ from 20·log10 2 = 6.0206 and 10·log10 1.5 = 1.7609 by 0.0006 dB/bit and 0.0009 dB.
    expect(r.snr_exact_dB - r.snr_ideal_dB).toBeCloseTo(N * (20 * Math.log10(2) - 6.02) + (10 * Math.log10(1.5) - 1.76), 10);
  });

  it('converts ENOB and SINAD both ways (MT-003) and round-trips (property)', () => {
    expect(result(ID, { mode: 'sinad', sinad_dB: 62 }).enob).toBeCloseTo(10.007, 3);
    expect(result(ID, { mode: 'enob', enob: 10.5 }).sinad_dB).toBeCloseTo(64.97, 12);
    fc.assert(
      fc.property(fc.double({ min: 0.5, max: 32, noNaN: true }), (enob) => {
        const sinad = result(ID, { mode: 'enob', enob }).sinad_dB;
        expect(result(ID, { mode: 'sinad', sinad_dB: sinad }).enob).toBeCloseTo(enob, 12);
      }),
      { numRuns: 100 },
    );
  });

  it('refers a SINAD measured below full scale to full scale (MT-003)', () => {
    const r = result(ID, { mode: 'sinad', sinad_dB: 60, signal_dBFS: -1 });
    expect(r.enob).toBeCloseTo((61 - 1.76) / 6.02, 12);
    expect(r.sinad_full_scale_dB).toBe(61);
    expect(result(ID, { mode: 'sinad', sinad_dB: 60 })).not.toHaveProperty('signal_dBFS');
  });

  it('adds noise and distortion powers for SINAD; THD sign does not matter (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 20, max: 130, noNaN: true }), fc.double({ min: 20, max: 130, noNaN: true }), (snr, thd) => {
        const a = result(ID, { mode: 'snr-thd', snr_dB: snr, thd_dB: -thd });
        const b = result(ID, { mode: 'snr-thd', snr_dB: snr, thd_dB: thd });
        expect(a.sinad_dB).toBe(b.sinad_dB);
        expect(a.thd_dB).toBe(-thd);
        expect(a.sinad_dB).toBeLessThanOrEqual(Math.min(snr, thd) + 1e-9);
        expect(a.sinad_dB).toBeGreaterThanOrEqual(Math.min(snr, thd) - 10 * Math.log10(2) - 1e-9);
        // Independent: total noise-plus-distortion power relative to the carrier.
        expect(a.sinad_dB).toBeCloseTo(-10 * Math.log10(1 / 10 ** (snr / 10) + 1 / 10 ** (thd / 10)), 9);
      }),
      { numRuns: 100 },
    );
  });

  it('adds processing gain: doubling fs gains 3.01 dB, half a bit', () => {
    const a = result(ID, { n_bits: 12, fs: 10, bandwidth: 1, f_unit: 'MHz' });
    const b = result(ID, { n_bits: 12, fs: 20, bandwidth: 1, f_unit: 'MHz' });
    expect(b.snr_dB - a.snr_dB).toBeCloseTo(10 * Math.log10(2), 12);
    expect(b.enob - a.enob).toBeCloseTo(10 * Math.log10(2) / 6.02, 12);
    expect(result(ID, { n_bits: 12, fs: 2, bandwidth: 1 }).processing_gain_dB).toBe(0);
    expect(ok(ID, { n_bits: 12, fs: 100, bandwidth: 1 }).warnings.map((w) => w.code)).toEqual(['PROCESSING_GAIN_APPLIED']);
    expect(result(ID, { n_bits: 16, fs: 48, bandwidth: 20, f_unit: 'kHz' }).processing_gain_dB).toBeCloseTo(10 * Math.log10(1.2), 12);
  });

  it('accepts mode synonyms and notes inputs another mode uses', () => {
    expect(result(ID, { mode: 'sinad-to-enob', sinad_dB: 74 }).enob).toBeCloseTo(12, 12);
    expect(result(ID, { mode: 'ENOB-to-SINAD', enob: 12 }).sinad_dB).toBeCloseTo(74, 12);
    expect(ok(ID, { mode: 'bits', n_bits: 12, sinad_dB: 70 }).warnings.map((w) => w.code)).toEqual(['INPUT_IGNORED']);
    expect(ok(ID, { n_bits: '12' }).result_detail.formatted).toBe('SNR = 74 dB');
  });

  it.each([
    // Hand arithmetic: (74 − 1.76) / 6.02 = 72.24 / 6.02 = 12 and 6.02 · 12 + 1.76 = 74.
    ['enob-from-sinad', { sinad_dB: 74 }, 'enob', 12],
    ['sinad-from-enob', { enob: 12 }, 'sinad_dB', 74],
    // Equal noise and distortion powers: SINAD = 70 − 10·log10 2 dB.
    ['snr_thd', { snr_dB: 70, thd_dB: -70 }, 'sinad_dB', 70 - 10 * Math.log10(2)],
    ['snrthd', { snr_dB: 70, thd_dB: -70 }, 'sinad_dB', 70 - 10 * Math.log10(2)],
    ['thd', { snr_dB: 70, thd_dB: -70 }, 'sinad_dB', 70 - 10 * Math.log10(2)],
  ])('mode synonym %s picks its mode', (mode, inputs, key, want) => {
    expect(result(ID, { mode, ...inputs })[key]).toBeCloseTo(want, 12);
  });

  it.each([
    [{ mode: 'bits', n_bits: 12 }, 'adc-snr.ideal'],
    [{ mode: 'sinad', sinad_dB: 62 }, 'adc-snr.enob'],
    [{ mode: 'enob', enob: 10.5 }, 'adc-snr.sinad'],
    [{ mode: 'snr-thd', snr_dB: 70, thd_dB: -70 }, 'adc-snr.sinad-from-snr-thd'],
  ])('%o names its formula %s', (inputs, id) => {
    expect(ok(ID, inputs).formula).toMatchObject({ id, expression: expect.stringMatching(/=/) });
  });

  // Each mode reads only its own inputs (the page's tabs): bits n_bits, fs, bandwidth; sinad sinad_dB;
  // enob enob; snr-thd snr_dB, thd_dB. Any other one is noted, alone, as INPUT_IGNORED (info).
  const base = { bits: { n_bits: 12 }, sinad: { sinad_dB: 62 }, enob: { enob: 10.5 }, 'snr-thd': { snr_dB: 70, thd_dB: -70 } } as const;
  const extra = { n_bits: 10, fs: 100, bandwidth: 1, sinad_dB: 60, enob: 9, snr_dB: 65, thd_dB: -75 } as const;
  it.each([
    ['bits', 'sinad_dB'], ['bits', 'enob'], ['bits', 'snr_dB'], ['bits', 'thd_dB'],
    ['sinad', 'n_bits'], ['sinad', 'fs'], ['sinad', 'bandwidth'], ['sinad', 'enob'], ['sinad', 'snr_dB'], ['sinad', 'thd_dB'],
    ['enob', 'n_bits'], ['enob', 'fs'], ['enob', 'bandwidth'], ['enob', 'sinad_dB'], ['enob', 'snr_dB'], ['enob', 'thd_dB'],
    ['snr-thd', 'n_bits'], ['snr-thd', 'fs'], ['snr-thd', 'bandwidth'], ['snr-thd', 'sinad_dB'], ['snr-thd', 'enob'],
  ] as const)('mode %s notes an unused %s as INPUT_IGNORED', (mode, field) => {
    const env = ok(ID, { mode, ...base[mode], [field]: extra[field] });
    expect(env.warnings).toEqual([expect.objectContaining({ code: 'INPUT_IGNORED', severity: 'info', detail: expect.stringContaining(field) })]);
    expect(ok(ID, { mode, ...base[mode] }).warnings).toEqual([]);
  });

  it('keeps the processing-gain note (severity info) beside an ignored input', () => {
    const w = ok(ID, { mode: 'bits', n_bits: 12, fs: 100, bandwidth: 1, sinad_dB: 70 }).warnings;
    expect(w).toMatchObject([
      { code: 'PROCESSING_GAIN_APPLIED', severity: 'info' },
      { code: 'INPUT_IGNORED', severity: 'info' },
    ]);
  });

  it('needs a SINAD strictly above 1.76 dB: exactly 1.76 dB would be ENOB = 0', () => {
    expect(failure(ID, { mode: 'sinad', sinad_dB: 1.76 })).toMatchObject({ code: 'SINAD_TOO_LOW', field: 'sinad_dB' });
    // 1.77 dB: (1.77 − 1.76) / 6.02 ≈ 0.00166 bits.
    expect(result(ID, { mode: 'sinad', sinad_dB: 1.77 }).enob).toBeCloseTo(0.01 / 6.02, 12);
  });

  it.each([
    [{ mode: 'bits' }, 'MISSING_REQUIRED_INPUT', 'n_bits'],
    [{ n_bits: 12.5 }, 'INVALID_NUMBER', 'n_bits'],
    [{ n_bits: 0 }, 'INVALID_INPUT', 'n_bits'],
    [{ n_bits: 33 }, 'INVALID_INPUT', 'n_bits'],
    [{ n_bits: 12, fs: 100 }, 'MISSING_REQUIRED_INPUT', 'bandwidth'],
    [{ n_bits: 12, bandwidth: 1 }, 'MISSING_REQUIRED_INPUT', 'fs'],
    [{ n_bits: 12, fs: 0, bandwidth: 1 }, 'FREQUENCY_MUST_BE_POSITIVE', 'fs'],
    [{ n_bits: 12, fs: 10, bandwidth: 6 }, 'BANDWIDTH_EXCEEDS_NYQUIST', 'bandwidth'],
    [{ n_bits: 12, fs: 10, bandwidth: 0 }, 'FREQUENCY_MUST_BE_POSITIVE', 'bandwidth'],
    [{ n_bits: 12, fs: 10, bandwidth: -1 }, 'FREQUENCY_MUST_BE_POSITIVE', 'bandwidth'],
    [{ mode: 'sinad' }, 'MISSING_REQUIRED_INPUT', 'sinad_dB'],
    [{ mode: 'sinad', sinad_dB: 1.5 }, 'SINAD_TOO_LOW', 'sinad_dB'],
    [{ mode: 'sinad', sinad_dB: 60, signal_dBFS: 1 }, 'SIGNAL_ABOVE_FULL_SCALE', 'signal_dBFS'],
    [{ mode: 'enob' }, 'MISSING_REQUIRED_INPUT', 'enob'],
    [{ mode: 'enob', enob: 0 }, 'ENOB_MUST_BE_POSITIVE', 'enob'],
    [{ mode: 'snr-thd', thd_dB: -80 }, 'MISSING_REQUIRED_INPUT', 'snr_dB'],
    [{ mode: 'snr-thd', snr_dB: 70 }, 'MISSING_REQUIRED_INPUT', 'thd_dB'],
    [{ mode: 'snr-thd', snr_dB: 1, thd_dB: -80 }, 'SINAD_TOO_LOW', 'snr_dB'],
    [{ mode: 'sfdr', n_bits: 12 }, 'INVALID_MODE', 'mode'],
    [{ n_bits: 12, fs: 1e300, bandwidth: 1, f_unit: 'GHz' }, 'INPUT_OUT_OF_RANGE', 'fs'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure(ID, inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });
});

declaresTheCodesItReturns('adc-snr', [
  { mode: 'bits', n_bits: 12, fs: 100, bandwidth: 60 }, // BANDWIDTH_EXCEEDS_NYQUIST (60 MHz > fs/2 = 50 MHz)
  { mode: 'enob', enob: 0 }, // ENOB_MUST_BE_POSITIVE
  { mode: 'sinad', sinad_dB: 62, signal_dBFS: 1 }, // SIGNAL_ABOVE_FULL_SCALE
  { mode: 'sinad', sinad_dB: 1 }, // SINAD_TOO_LOW (not above 1.76 dB)
]);
