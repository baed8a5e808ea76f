// buck-ripple: Hart Example 6-1, the SLVA477 equations, the DCM solution against
// Erickson & Maksimović's M(D, K) relation, capacitor ripple against a time-domain
// integration of the inductor current, the CCM/DCM boundary, warnings and errors.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'buck-ripple';

/**
 * Steady-state inductor current of an ideal buck with duty D, sampled over one period:
 * returns its average, its RMS and the charge it pushes into the output capacitor (∫ (iL − Iout)⁺ dt).
 */
function simulate(vin: number, vout: number, L: number, f: number, d: number, iStart: number, iout: number) {
  const T = 1 / f;
  const n = 200_000;
  const dt = T / n;
  let i = iStart;
  let area = 0;
  let charge = 0;
  let square = 0;
  for (let k = 0; k < n; k++) {
    const t = (k + 0.5) * dt;
    const slope = t < d * T ? (vin - vout) / L : -vout / L;
    const next = Math.max(iStart < 0 ? -Infinity : 0, i + slope * dt);
    const mid = (i + next) / 2;
    area += mid * dt;
    // ∫ i² dt of a straight segment from i to next: dt·(a² + a·b + b²)/3.
    square += ((i * i + i * next + next * next) / 3) * dt;
    charge += Math.max(0, mid - iout) * dt;
    i = next;
  }
  return { average: area / T, charge, rms: Math.sqrt(square / T) };
}

describe('buck-ripple', () => {
  it('Hart Example 6-1: ΔiL 1.5 A, 1.75/0.25 A, ΔVo/Vo = 0.469 %', () => {
    const a = ok(ID, { vin: 50, vout: 20, iout: 1, fsw: 20, fsw_unit: 'kHz', inductance: 400, inductance_unit: 'uH', cout: 100, cout_unit: 'uF' });
    const r = a.result as Record<string, number | string>;
    expect(r.conduction_mode).toBe('CCM');
    expect(r.duty).toBeCloseTo(0.4, 15);
    expect(r.ripple_current_pp).toBeCloseTo(1.5, 12);
    expect(r.il_peak).toBeCloseTo(1.75, 12);
    expect(r.il_valley).toBeCloseTo(0.25, 12);
    expect(r.ripple_cap_vpp).toBeCloseTo(0.09375, 12);
    expect(r.ripple_pct).toBeCloseTo(0.469, 3);
    expect(r.critical_current).toBeCloseTo(0.75, 12);
    expect(r.critical_inductance_uh).toBeCloseTo(300, 9);
    // D₂ = 1 − D = 0.6 in CCM: the switch is off for the rest of the period.
    expect(r.off_fraction).toBeCloseTo(0.6, 15);
    expect(a.formula?.id).toBe('buck-ripple.ccm');
    expect(a.warnings).toEqual([]);
  });

  it('SLVA477 with efficiency and ESR: D = Vout/(Vin·η), ESR term ΔI·ESR, ripple = sum', () => {
    const r = result(ID, { vin: 12, vout: 3.3, iout: 3, fsw: 500, inductance: 4.7, cout: 22, esr_mohm: 5, efficiency_pct: 90 });
    const D = 3.3 / (12 * 0.9);
    const dI = ((12 - 3.3) * D) / (500e3 * 4.7e-6);
    expect(r.duty).toBeCloseTo(D, 14);
    expect(r.ripple_current_pp).toBeCloseTo(dI, 12);
    expect(r.ripple_esr_vpp).toBeCloseTo(dI * 0.005, 14);
    expect(r.ripple_vpp).toBeCloseTo(dI / (8 * 500e3 * 22e-6) + dI * 0.005, 14);
    expect(r.il_rms).toBeCloseTo(Math.sqrt(9 + (dI * dI) / 12), 12);
    // ΔI/Iout with Iout = 3 A: 1.1312 / 3 = 0.37707.
    expect(r.ripple_ratio).toBeCloseTo(dI / 3, 14);
    // L_crit = (Vin − Vout)·D/(2·f·Iout) = 8.7·0.30556/(2·500 kHz·3 A) = 0.88611 µH.
    expect(r.critical_inductance_uh).toBeCloseTo(((8.7 * D) / (2 * 500e3 * 3)) * 1e6, 12);
    expect(r.critical_inductance_uh).toBeCloseTo(0.886111, 6);
    // (ΔV_C + ΔV_ESR)/Vout = (0.012855 + 0.005656)/3.3 = 0.5609 %.
    expect(r.ripple_pct).toBeCloseTo((100 * (dI / (8 * 500e3 * 22e-6) + dI * 0.005)) / 3.3, 12);
    expect(r.ripple_pct).toBeCloseTo(0.5609, 4);
  });

  it('DCM: duty from Erickson & Maksimović M = 2/(1 + √(1 + 4K/D²)), and the simulated average current equals Iout', () => {
    const a = ok(ID, { vin: 12, vout: 5, iout: 0.2, fsw: 500, inductance: 10, cout: 47 });
    const r = a.result as Record<string, number | string>;
    expect(r.conduction_mode).toBe('DCM');
    const K = (2 * 10e-6) / (25 * 2e-6);
    const M = 2 / (1 + Math.sqrt(1 + (4 * K) / (r.duty as number) ** 2));
    expect(M).toBeCloseTo(5 / 12, 12);
    const sim = simulate(12, 5, 10e-6, 500e3, r.duty as number, 0, 0.2);
    expect(sim.average).toBeCloseTo(0.2, 5);
    expect(r.ripple_cap_vpp).toBeCloseTo(sim.charge / 47e-6, 6);
    // The triangular pulse of height I_pk over (D + D₂)·T has RMS I_pk·√((D + D₂)/3) ≈ 0.2538 A.
    expect(r.il_rms).toBeCloseTo(sim.rms, 5);
    expect(r.il_rms).toBeCloseTo(0.2538, 4);
    // I_pk = (Vin − Vout)·D/(L·f) = 1.4·D, so ΔI/Iout = 1.4·D/0.2 = 7·D with D = √(10/84).
    expect(r.ripple_ratio).toBeCloseTo(7 * Math.sqrt(10 / 84), 12);
    expect(a.warnings.map((w) => w.code)).toEqual(['DISCONTINUOUS_CONDUCTION']);
    expect(a.formula?.id).toBe('buck-ripple.dcm');
  });

  it('capacitor ripple equals the simulated charge / C in CCM and DCM (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 5, max: 60, noNaN: true }),
        fc.double({ min: 0.1, max: 0.9, noNaN: true }),
        fc.double({ min: 0.05, max: 10, noNaN: true }),
        fc.double({ min: 1, max: 100, noNaN: true }),
        (vin, m, iout, lUh) => {
          const vout = vin * m;
          const a = result(ID, { vin, vout, iout, fsw: 200, inductance: lUh, cout: 100 });
          const start = a.conduction_mode === 'DCM' ? 0 : a.il_valley;
          const sim = simulate(vin, vout, lUh * 1e-6, 200e3, a.duty, start, iout);
          expect(sim.average / iout).toBeCloseTo(1, 3);
          expect(a.ripple_cap_vpp / (sim.charge / 100e-6)).toBeCloseTo(1, 3);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('the two modes meet at the boundary; forced PWM stays in CCM with a reversing current', () => {
    // ΔI = 7·(5/12)/(500 kHz·10 µH) = 0.5833 A, so the boundary load is 0.29167 A.
    const iCrit = (7 * (5 / 12)) / 5 / 2;
    const bcm = ok(ID, { vin: 12, vout: 5, iout: iCrit, fsw: 500, inductance: 10 });
    expect((bcm.result as { conduction_mode: string }).conduction_mode).toBe('BCM');
    expect(bcm.warnings.map((w) => w.code)).toEqual(['BOUNDARY_CONDUCTION']);
    const below = result(ID, { vin: 12, vout: 5, iout: iCrit * 0.999999, fsw: 500, inductance: 10 });
    expect(below.conduction_mode).toBe('DCM');
    expect(below.duty).toBeCloseTo(5 / 12, 5);
    expect(below.il_peak).toBeCloseTo(2 * iCrit, 5);
    const fpwm = ok(ID, { vin: 12, vout: 5, iout: 0.1, fsw: 500, inductance: 10, rectifier: 'synchronous-fpwm' });
    expect(fpwm.result).toMatchObject({ conduction_mode: 'CCM' });
    expect((fpwm.result as { il_valley: number }).il_valley).toBeCloseTo(0.1 - iCrit, 12);
    expect(fpwm.warnings.map((w) => w.code)).toEqual(['REVERSE_INDUCTOR_CURRENT']);
    expect(fpwm.warnings[0].severity).toBe('info');
    expect(bcm.warnings[0].severity).toBe('info');
    expect(result(ID, { vin: 12, vout: 5, iout: 0.1, fsw: 500, inductance: 10, rectifier: 'sync' }).conduction_mode).toBe('CCM');
  });

  it.each(['fpwm', 'forced-pwm', 'synchronous', 'sync', 'ccm', 'FPWM'])('rectifier %s means forced PWM: CCM with a reversing current at light load', (rectifier) => {
    const a = ok(ID, { vin: 12, vout: 5, iout: 0.1, fsw: 500, inductance: 10, rectifier });
    expect(a.inputs.rectifier).toBe('synchronous-fpwm');
    expect(a.result).toMatchObject({ conduction_mode: 'CCM' });
    expect(a.warnings.map((w) => w.code)).toEqual(['REVERSE_INDUCTOR_CURRENT']);
  });

  it.each(['async', 'asynchronous', 'schottky', 'diode-emulation'])('rectifier %s means a diode: DCM at light load', (rectifier) => {
    const a = ok(ID, { vin: 12, vout: 5, iout: 0.1, fsw: 500, inductance: 10, rectifier });
    expect(a.inputs.rectifier).toBe('diode');
    expect(a.result).toMatchObject({ conduction_mode: 'DCM' });
  });

  describe('the boundary band: |Iout − I_crit| ≤ 1e-9·max(Iout, I_crit) is BCM', () => {
    // Vin 2 V, Vout 1 V, η 100 %, 1 Hz, 1 H: D = 0.5, ΔI = (2 − 1)·0.5/(1·1) = 0.5 A, I_crit = 0.25 A, all exact in binary.
    const B = { vin: 2, vout: 1, fsw: 1, fsw_unit: 'Hz', inductance: 1, inductance_unit: 'H' };
    const codes = (a: { warnings: { code: string }[] }) => a.warnings.map((w) => w.code);

    it('a load (1 − 1e-9)·I_crit is still the boundary, with a diode or forced PWM, and nothing reverses', () => {
      const iout = 0.25 * (1 - 1e-9);
      expect(Math.abs(iout - 0.25)).toBeLessThanOrEqual(1e-9 * 0.25);
      for (const rectifier of ['diode', 'synchronous-fpwm']) {
        const a = ok(ID, { ...B, iout, rectifier });
        expect(a.result).toMatchObject({ conduction_mode: 'BCM', critical_current: 0.25 });
        expect(codes(a)).toEqual(['BOUNDARY_CONDUCTION']);
      }
      const half = ok(ID, { ...B, iout: 0.25 * (1 - 0.5e-9), rectifier: 'synchronous-fpwm' });
      expect(half.result).toMatchObject({ conduction_mode: 'BCM' });
      expect(codes(half)).toEqual(['BOUNDARY_CONDUCTION']);
    });

    it('a load 2e-9 above I_crit is outside the band: CCM', () => {
      const iout = 0.25 * (1 + 2e-9);
      // |Iout − I_crit| = 5e-10 A > 1e-9·Iout ≈ 2.5e-10 A.
      expect(Math.abs(iout - 0.25)).toBeGreaterThan(1e-9 * iout);
      const a = ok(ID, { ...B, iout });
      expect(a.result).toMatchObject({ conduction_mode: 'CCM' });
      expect(codes(a)).toEqual([]);
    });

    it('the band is closed: a difference of exactly 1e-9·Iout is BCM', () => {
      // I_crit = 0.25/f found so that Iout − I_crit (exact, Sterbenz) equals the double 1e-9·Iout.
      const fsw = 0.9007199263748191;
      const iout = 0.27755575615628914;
      const a = ok(ID, { ...B, fsw, iout });
      const iCrit = (a.result as { critical_current: number }).critical_current;
      expect(iCrit).toBeCloseTo(0.25 / fsw, 15);
      expect(iout - iCrit).toBe(1e-9 * iout);
      expect(a.result).toMatchObject({ conduction_mode: 'BCM' });
    });

    it('the band is measured on the larger of Iout and I_crit', () => {
      // Iout − I_crit lies between 1e-9·I_crit and 1e-9·Iout: inside the band of the larger (Iout).
      const fsw = 0.9007199259244592;
      const iout = 0.277555756295067;
      const a = ok(ID, { ...B, fsw, iout });
      const iCrit = (a.result as { critical_current: number }).critical_current;
      expect(iCrit).toBeCloseTo(0.25 / fsw, 15);
      expect(iout - iCrit).toBeGreaterThan(1e-9 * iCrit);
      expect(iout - iCrit).toBeLessThanOrEqual(1e-9 * iout);
      expect(a.result).toMatchObject({ conduction_mode: 'BCM' });
    });

    it('with a diode the current never reverses: just below I_crit it is DCM or BCM, never CCM with a reversing current', () => {
      // Loads a few doubles around (1 − 1e-9)·I_crit for realistic designs; a separate DCM threshold
      // I_crit·(1 − 1e-9) used to leave some of them neither DCM nor BCM (e.g. 12 → 5 V, 500 kHz, 33 µH,
      // 0.08838383829545457 A answered CCM with REVERSE_INDUCTOR_CURRENT and a −9e-11 A valley).
      const up = (x: number) => {
        const b = new Float64Array([x]);
        new BigInt64Array(b.buffer)[0] += 1n;
        return b[0];
      };
      let checked = 0;
      for (const [vin, vout] of [[12, 5], [12, 3.3], [24, 5]]) {
        for (const fsw of [100, 500, 1000]) {
          for (const L of [1, 3.3, 10, 33, 100]) {
            // I_crit = (Vin − Vout)·(Vout/Vin)/(f·L)/2 (SLVA477 with η = 100 %)
            const iCrit = ((vin - vout) * (vout / vin)) / (fsw * 1e3 * L * 1e-6) / 2;
            let iout = iCrit * (1 - 1e-9);
            for (let k = 0; k < 4; k++, iout = up(iout)) {
              const a = ok(ID, { vin, vout, iout, fsw, inductance: L });
              const r = a.result as { conduction_mode: string; il_valley: number };
              expect(codes(a)).not.toContain('REVERSE_INDUCTOR_CURRENT');
              // below I_crit a diode gives DCM, or BCM inside the band (valley within 1e-9·I_crit of 0)
              expect(r.conduction_mode).toMatch(/^(DCM|BCM)$/);
              if (r.conduction_mode === 'DCM') expect(r.il_valley).toBe(0);
              if (iout < iCrit && iCrit - iout > 1e-9 * iCrit * (1 + 1e-12)) expect(r.conduction_mode).toBe('DCM');
              checked++;
            }
          }
        }
      }
      expect(checked).toBe(180);
      const a = ok(ID, { vin: 12, vout: 5, iout: 0.08838383829545457, fsw: 500, inductance: 33 });
      expect(a.result).toMatchObject({ conduction_mode: 'DCM', il_valley: 0 });
      expect(codes(a)).toEqual(['DISCONTINUOUS_CONDUCTION']);
    });
  });

  it('units: the same answer in kHz/MHz, µH/mH, µF/nF', () => {
    const a = result(ID, { vin: 24, vout: 5, iout: 2, fsw: 400, fsw_unit: 'kHz', inductance: 22, inductance_unit: 'uH', cout: 47, cout_unit: 'uF' });
    const b = result(ID, { vin: 24, vout: 5, iout: 2, fsw: 0.4, fsw_unit: 'MHz', inductance: 0.022, inductance_unit: 'mH', cout: 47000, cout_unit: 'nF' });
    expect(b.ripple_current_pp).toBeCloseTo(a.ripple_current_pp, 13);
    expect(b.ripple_cap_vpp).toBeCloseTo(a.ripple_cap_vpp, 13);
  });

  it.each([
    [{ vin: 0, vout: 3.3, iout: 1, fsw: 500, inductance: 10 }, 'VOLTAGE_MUST_BE_POSITIVE', 'vin'],
    [{ vin: 12, vout: 0, iout: 1, fsw: 500, inductance: 10 }, 'VOLTAGE_MUST_BE_POSITIVE', 'vout'],
    [{ vin: 5, vout: 12, iout: 1, fsw: 500, inductance: 10 }, 'VOUT_MUST_BE_BELOW_VIN', 'vout'],
    [{ vin: 12, vout: 12, iout: 1, fsw: 500, inductance: 10 }, 'VOUT_MUST_BE_BELOW_VIN', 'vout'],
    [{ vin: 12, vout: 3.3, iout: 0, fsw: 500, inductance: 10 }, 'CURRENT_MUST_BE_POSITIVE', 'iout'],
    [{ vin: 12, vout: 3.3, iout: 1, fsw: 0, inductance: 10 }, 'FREQUENCY_MUST_BE_POSITIVE', 'fsw'],
    [{ vin: 12, vout: 3.3, iout: 1, fsw: 500, inductance: 0 }, 'INDUCTANCE_MUST_BE_POSITIVE', 'inductance'],
    [{ vin: 12, vout: 3.3, iout: 1, fsw: 500, inductance: 10, cout: -1 }, 'CAPACITANCE_MUST_BE_POSITIVE', 'cout'],
    [{ vin: 12, vout: 3.3, iout: 1, fsw: 500, inductance: 10, esr_mohm: -1 }, 'ESR_MUST_BE_NONNEGATIVE', 'esr_mohm'],
    [{ vin: 12, vout: 3.3, iout: 1, fsw: 500, inductance: 10, efficiency_pct: 0 }, 'EFFICIENCY_OUT_OF_RANGE', 'efficiency_pct'],
    [{ vin: 12, vout: 3.3, iout: 1, fsw: 500, inductance: 10, efficiency_pct: 101 }, 'EFFICIENCY_OUT_OF_RANGE', 'efficiency_pct'],
    // D = 6/(12·0.5) = 1 exactly: not below 1
    [{ vin: 12, vout: 6, iout: 1, fsw: 500, inductance: 10, efficiency_pct: 50 }, 'DUTY_CYCLE_EXCEEDS_ONE', 'efficiency_pct'],
    [{ vin: 12, vout: 11.5, iout: 1, fsw: 500, inductance: 10, efficiency_pct: 90 }, 'DUTY_CYCLE_EXCEEDS_ONE', 'efficiency_pct'],
    [{ vin: 12, vout: 3.3, iout: 1, fsw: 500 }, 'MISSING_REQUIRED_INPUT', 'inductance'],
    [{ vin: 12, vout: 3.3, iout: 1, fsw: 500, inductance: 10, rectifier: 'magic' }, 'INVALID_MODE', 'rectifier'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure(ID, inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(10);
  });
});

declaresTheCodesItReturns('buck-ripple', [
  { vin: 12, vout: 5, iout: 0.2, fsw: 500, inductance: 10, rectifier: 'synchronous-fpwm' }, // REVERSE_INDUCTOR_CURRENT (forced PWM below I_crit)
]);
