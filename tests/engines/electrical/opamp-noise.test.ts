// opamp-noise: TI's OPA1611 datasheet noise equations (both configurations) as an
// independent implementation, MT-048 anchors (1 kΩ ≈ 4 nV/√Hz, noise-bandwidth
// factors, 1/f integration) checked by numerical integration, and every error code.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'opamp-noise';
const k = 1.380649e-23;
const thermal = (R: number, T: number) => Math.sqrt(4 * k * T * R);

/** TI SBOS450 (OPA1611/1612) Figure 32: output noise density, non-inverting and inverting gain configurations. */
function tiOutputDensity(config: 'non-inverting' | 'inverting', en: number, iN: number, R1: number, R2: number, RS: number, T: number): number {
  if (config === 'non-inverting') {
    const G = 1 + R2 / R1;
    return Math.sqrt(G ** 2 * (en ** 2 + thermal(RS, T) ** 2 + (iN * RS) ** 2) + (thermal(R1, T) * (R2 / R1)) ** 2 + thermal(R2, T) ** 2 + (iN * R2) ** 2);
  }
  const g = R2 / (R1 + RS);
  return Math.sqrt((1 + g) ** 2 * en ** 2 + (thermal(R1, T) * g) ** 2 + thermal(R2, T) ** 2 + (iN * R2) ** 2 + (thermal(RS, T) * g) ** 2);
}

/** Composite Simpson rule. */
function simpson(f: (x: number) => number, a: number, b: number, n = 20000): number {
  const h = (b - a) / n;
  let s = f(a) + f(b);
  for (let i = 1; i < n; i++) s += (i % 2 ? 4 : 2) * f(a + i * h);
  return (s * h) / 3;
}

describe('opamp-noise', () => {
  it('matches the TI OPA1611 datasheet noise equations in both configurations (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('non-inverting' as const, 'inverting' as const),
        fc.double({ min: 0.5, max: 50, noNaN: true }),
        fc.double({ min: 0, max: 10, noNaN: true }),
        fc.integer({ min: 10, max: 100000 }),
        fc.integer({ min: 10, max: 1000000 }),
        fc.integer({ min: 0, max: 10000 }),
        fc.double({ min: -40, max: 125, noNaN: true }),
        (config, en, iN, R1, R2, RS, T) => {
          const TK = T + 273.15;
          // Inverting: the datasheet's source resistance RS sits in series with R1, which is how the engine takes it.
          const inputs = config === 'inverting' ? { config, R1: R1 + RS, R2, en_nV: en, in_pA: iN, f_high: 1, f_unit: 'kHz', T } : { config, R1, R2, Rs: RS, en_nV: en, in_pA: iN, f_high: 1, f_unit: 'kHz', T };
          const r = result(ID, inputs);
          const want = tiOutputDensity(config, en * 1e-9, iN * 1e-12, R1, R2, RS, TK) * 1e9;
          expect(Math.abs(r.density_rto_nV - want)).toBeLessThanOrEqual(1e-10 * want);
          expect(r.rms_rto_uV).toBeCloseTo((want * 1e-3) * Math.sqrt(1000), 9);
          expect(r.contributions.reduce((s: number, c: { share_pct: number }) => s + c.share_pct, 0)).toBeCloseTo(100, 9);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('gives about 4 nV/√Hz for 1 kΩ at room temperature (MT-048) and scales with √T', () => {
    const room = result(ID, { Rs: 1000, en_nV: 0, f_high: 1, f_unit: 'Hz' });
    expect(room.density_rto_nV).toBeCloseTo(4.06, 2);
    expect(room.dominant).toBe('thermal_Rs');
    const hot = result(ID, { Rs: 1000, en_nV: 0, f_high: 1, f_unit: 'Hz', T: 4 * 298.15, T_unit: 'K' });
    expect(hot.density_rto_nV).toBeCloseTo(2 * room.density_rto_nV, 12);
  });

  it('uses noise-bandwidth factors that match numerical integration and the MT-048 table (1.57, 1.22, 1.16, 1.13)', () => {
    const table = { '1-pole': 1.57, '2-pole': 1.22, '3-pole': 1.16, '4-pole': 1.13 } as const;
    for (const [response, rounded] of Object.entries(table)) {
      const n = Number(response[0]);
      // n equal real poles at fp, −3 dB overall at 1 Hz: fp = 1/√(2^(1/n) − 1); ∫|H|² df = fp·∫₀^{π/2} cos^(2n−2)θ dθ.
      const fp = 1 / Math.sqrt(2 ** (1 / n) - 1);
      const numeric = fp * simpson((t) => Math.cos(t) ** (2 * n - 2), 0, Math.PI / 2);
      const r = result(ID, { en_nV: 1, f_high: 1, f_unit: 'Hz', response });
      expect(r.enbw_Hz).toBeCloseTo(numeric, 9);
      expect(Number(r.enbw_Hz.toFixed(2))).toBe(rounded);
    }
    expect(result(ID, { en_nV: 1, f_high: 1, f_unit: 'Hz', response: '1-pole' }).enbw_Hz).toBeCloseTo(Math.PI / 2, 14);
  });

  it('integrates 1/f noise like a numerical integral of en²·(1 + fc/f) (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 1, noNaN: true }), fc.double({ min: 10, max: 1e4, noNaN: true }), fc.double({ min: 1, max: 1000, noNaN: true }), fc.double({ min: 0, max: 5, noNaN: true }), fc.double({ min: 0, max: 500, noNaN: true }), (fL, fH, fce, iN, fci) => {
        const en = 5e-9;
        const Rs = 10000;
        const r = result(ID, { en_nV: 5, in_pA: iN, Rs, fce_Hz: fce, fci_Hz: fci, f_low_Hz: fL, f_high: fH, f_unit: 'Hz', T: 300, T_unit: 'K' });
        // Integrate in u = ln f (dense near fL) with Simpson.
        const density2 = (f: number) => en ** 2 * (1 + fce / f) + (iN * 1e-12 * Rs) ** 2 * (1 + fci / f) + 4 * k * 300 * Rs;
        const power = simpson((u) => density2(Math.exp(u)) * Math.exp(u), Math.log(fL), Math.log(fH));
        expect(r.rms_rto_uV).toBeCloseTo(Math.sqrt(power) * 1e6, 7);
      }),
      { numRuns: 40 },
    );
    expect(result(ID, { en_nV: 10, fce_Hz: 100, f_low_Hz: 0.1, f_high: 10, f_unit: 'Hz' }).rms_rto_uV).toBeCloseTo(0.0100 * Math.sqrt(100 * Math.log(100) + 9.9), 12);
  });

  it('integrates 1/f noise up to the noise bandwidth of the roll-off, as MT-048 writes it', () => {
    // MT-048: v² = e²·[fc·ln(fH/fL) + (fH − fL)] with fH the noise bandwidth, here π/2 × 100 Hz (1 pole).
    // Voltage noise 10 nV/√Hz (corner 100 Hz) and 2 pA/√Hz (corner 50 Hz) in 10 kΩ, plus the 10 kΩ's 4kTR at 300 K.
    const fH = (Math.PI / 2) * 100;
    const band = (corner: number) => corner * Math.log(fH / 0.1) + (fH - 0.1);
    const power = (10e-9) ** 2 * band(100) + (2e-12 * 1e4) ** 2 * band(50) + 4 * k * 300 * 1e4 * band(0);
    const r = result(ID, { en_nV: 10, in_pA: 2, Rs: 1e4, fce_Hz: 100, fci_Hz: 50, f_low_Hz: 0.1, f_high: 100, f_unit: 'Hz', response: '1-pole', T: 300, T_unit: 'K' });
    expect(r.enbw_Hz).toBeCloseTo(fH - 0.1, 12);
    expect(r.rms_rto_uV).toBeCloseTo(Math.sqrt(power) * 1e6, 12);
  });

  it('refers noise to the op-amp input and to the signal input; inverting stages differ', () => {
    const inv = result(ID, { config: 'inverting', R1: 1000, R2: 10000, en_nV: 10, f_high: 1, f_unit: 'kHz' });
    expect(inv).toMatchObject({ noise_gain: 11, signal_gain: -10 });
    expect(inv.rms_rti_uV).toBeCloseTo(inv.rms_rto_uV / 11, 14);
    expect(inv.rms_signal_referred_uV).toBeCloseTo(inv.rms_rto_uV / 10, 14);
    expect(inv.pp_rto_uV).toBeCloseTo(6.6 * inv.rms_rto_uV, 14);
    const follower = result(ID, { en_nV: 3, f_high: 10, f_unit: 'kHz' });
    expect(follower).toMatchObject({ noise_gain: 1, signal_gain: 1, dominant: 'op_amp_voltage_noise' });
    expect(follower.rms_rto_uV).toBeCloseTo(3e-3 * 100, 12);
    // The only source carries all of it: 3 nV/√Hz·√(10 kHz) = 0.3 µV.
    expect(follower.contributions[0]).toMatchObject({ source: 'op_amp_voltage_noise', density_rto_nV: expect.closeTo(3, 12), share_pct: 100 });
    expect(follower.contributions[0].rms_rto_uV).toBeCloseTo(0.3, 12);
    expect(result(ID, { config: 'follower', en_nV: 1, f_high: 1 }).config).toBe('non-inverting');
  });

  it('warns when a roll-off factor meets a narrow band', () => {
    expect(ok(ID, { en_nV: 1, f_low_Hz: 500, f_high: 1, f_unit: 'kHz', response: '1-pole' }).warnings.map((w) => w.code)).toEqual(['OUTSIDE_VALIDITY_RANGE']);
    expect(ok(ID, { en_nV: 1, f_low_Hz: 500, f_high: 1, f_unit: 'kHz' }).warnings).toEqual([]);
    // Only f_low above 0.1·f_high: not the usual 0.1 Hz under 10 kHz, not exactly 100 Hz under 1 kHz (0.1 × 1000 is 100 in doubles).
    expect(ok(ID, { en_nV: 1, f_low_Hz: 0.1, f_high: 10, f_unit: 'kHz', response: '1-pole' }).warnings).toEqual([]);
    expect(ok(ID, { en_nV: 1, f_low_Hz: 100, f_high: 1, f_unit: 'kHz', response: '1-pole' }).warnings).toEqual([]);
  });

  it('needs f_low only for 1/f noise that is there, and breaks ties and silence sensibly', () => {
    // A current-noise corner without current noise adds nothing: white 1 nV/√Hz over 1 kHz = √1000 nV.
    expect(result(ID, { en_nV: 1, fci_Hz: 10, f_high: 1 }).rms_rto_uV).toBeCloseTo(1e-3 * Math.sqrt(1000), 14);
    // Follower with Rs = R2 = 1 kΩ, no op-amp noise: the two Johnson sources are equal; the first listed is named.
    const tie = result(ID, { R2: 1000, Rs: 1000, en_nV: 0, f_high: 1 });
    expect(tie.dominant).toBe('thermal_Rs');
    expect(tie.contributions.map((c: { share_pct: number }) => c.share_pct)).toEqual([0, 0, 0, expect.closeTo(50, 12), 0, expect.closeTo(50, 12)]);
    // Nothing noisy at all: 0 µV, every share 0 rather than 0/0, and no source named as the largest.
    const silent = result(ID, { en_nV: 0, f_high: 1 });
    expect(silent.rms_rto_uV).toBe(0);
    expect(silent.dominant).toBe('none');
    expect(silent.contributions.map((c: { share_pct: number }) => c.share_pct)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it.each([
    [{ f_high: 1 }, 'MISSING_REQUIRED_INPUT', 'en_nV'],
    [{ en_nV: 1 }, 'MISSING_REQUIRED_INPUT', 'f_high'],
    [{ config: 'inverting', R2: 1000, en_nV: 1, f_high: 1 }, 'MISSING_REQUIRED_INPUT', 'R1'],
    [{ R1: 0, en_nV: 1, f_high: 1 }, 'RESISTANCE_MUST_BE_NONZERO', 'R1'],
    [{ config: 'inverting', R1: 1000, R2: 0, en_nV: 1, f_high: 1 }, 'RESISTANCE_MUST_BE_NONZERO', 'R2'],
    [{ Rs: -1, en_nV: 1, f_high: 1 }, 'RESISTANCE_MUST_BE_POSITIVE', 'Rs'],
    [{ en_nV: -1, f_high: 1 }, 'NOISE_DENSITY_MUST_BE_NONNEGATIVE', 'en_nV'],
    [{ en_nV: 1, in_pA: -1, f_high: 1 }, 'NOISE_DENSITY_MUST_BE_NONNEGATIVE', 'in_pA'],
    [{ en_nV: 1, fce_Hz: -1, f_high: 1 }, 'FREQUENCY_MUST_BE_NONNEGATIVE', 'fce_Hz'],
    [{ en_nV: 1, f_high: 0 }, 'FREQUENCY_MUST_BE_POSITIVE', 'f_high'],
    [{ en_nV: 1, f_low_Hz: 2000, f_high: 1, f_unit: 'kHz' }, 'FREQUENCY_RANGE_EMPTY', 'f_low_Hz'],
    [{ en_nV: 1, f_low_Hz: 1000, f_high: 1, f_unit: 'kHz' }, 'FREQUENCY_RANGE_EMPTY', 'f_low_Hz'],
    [{ en_nV: 1, fce_Hz: 10, f_high: 1 }, 'LOW_FREQUENCY_LIMIT_REQUIRED', 'f_low_Hz'],
    [{ en_nV: 1, in_pA: 1, fci_Hz: 10, f_high: 1 }, 'LOW_FREQUENCY_LIMIT_REQUIRED', 'f_low_Hz'],
    [{ en_nV: 1, f_high: 1, T: -274 }, 'TEMPERATURE_BELOW_ABSOLUTE_ZERO', 'T'],
    [{ en_nV: 1, f_high: 1, response: '5-pole' }, 'INVALID_MODE', 'response'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure(ID, inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });
});

declaresTheCodesItReturns('opamp-noise', [
  // OUTSIDE_VALIDITY_RANGE: a 1-pole roll-off with f_low (2 kHz) above 0.1 × f_high (10 kHz)
  { en_nV: 10, f_low_Hz: 2000, f_high: 10, f_unit: 'kHz', response: '1-pole' },
]);
