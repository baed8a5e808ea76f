// rectifier-ripple-cap: the 3roam examples, Boylestad's RMS ripple formula, the two modes
// as inverses, the resistive-load closed form, units, standard values, warnings, errors.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'rectifier-ripple-cap';

describe('rectifier-ripple-cap', () => {
  it('3roam example: 2 A, 60 Hz, 1 V → 16.7 mF full-wave, 33.3 mF half-wave', () => {
    const full = result(ID, { circuit: 'full', frequency: 60, load_current: 2, ripple_vpp: 1 });
    expect(full.capacitance_uf).toBeCloseTo(16666.667, 3);
    expect(full.standard_capacitance_uf).toBe(22000);
    expect(full.ripple_frequency).toBe(120);
    expect(result(ID, { circuit: 'half', frequency: 60, load_current: 2, ripple_vpp: 1 }).capacitance_uf).toBeCloseTo(33333.333, 3);
  });

  it('Boylestad: V_r(rms) = I_dc/(4√3·f·C) for full-wave', () => {
    const r = result(ID, { mode: 'ripple', circuit: 'bridge', frequency: 50, load_current: 1, capacitance: 4700, vpeak: 15.6 });
    expect(r.ripple_rms).toBeCloseTo(1 / (4 * Math.sqrt(3) * 50 * 4700e-6), 12);
    expect(r.vdc).toBeCloseTo(15.6 - r.ripple_vpp / 2, 12);
    expect(r.vmin).toBeCloseTo(15.6 - r.ripple_vpp, 12);
    expect(r.ripple_factor).toBeCloseTo(r.ripple_rms / r.vdc, 12);
  });

  it('capacitance and ripple modes are inverses, for a current or a resistive load (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 20, noNaN: true }),
        fc.double({ min: 0.02, max: 0.2, noNaN: true }),
        fc.double({ min: 5, max: 400, noNaN: true }),
        fc.constantFrom('full', 'half'),
        fc.constantFrom(50, 60, 400),
        (current, share, vpeak, circuit, frequency) => {
          const vpp = share * vpeak;
          const c = result(ID, { circuit, frequency, load_current: current, ripple_vpp: vpp, vpeak });
          const back = result(ID, { mode: 'ripple', circuit, frequency, load_current: current, capacitance: c.capacitance_uf, vpeak });
          expect(back.ripple_vpp).toBeCloseTo(vpp, 9);
          const R = (vpeak - vpp / 2) / current;
          const viaR = result(ID, { mode: 'ripple', circuit, frequency, load_resistance: R, vpeak, capacitance: c.capacitance_uf });
          expect(viaR.ripple_vpp).toBeCloseTo(vpp, 9);
          expect(viaR.load_current).toBeCloseTo(current, 9);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('resistive load closed form: ΔV = Vp/(R·p·f·C + ½) = 1.2 V for 15 V, 100 Ω, 1000 µF, 120 Hz', () => {
    const r = result(ID, { mode: 'ripple', frequency: 60, load_resistance: 100, vpeak: 15, capacitance: 1, capacitance_unit: 'mF' });
    expect(r.ripple_vpp).toBeCloseTo(1.2, 13);
    expect(r.load_current).toBeCloseTo(0.144, 13);
    expect(r.capacitance_uf).toBeCloseTo(1000, 10);
  });

  it('capacitance for a resistive load: I = (Vp − ΔV/2)/R, C = I/(p·f·ΔV)', () => {
    // Hand arithmetic: 15 V peak, 1.2 V ripple, 100 Ω, 60 Hz bridge (p·f = 120 Hz):
    // I = (15 − 0.6)/100 = 0.144 A; C = 0.144/(120 × 1.2) = 0.001 F = 1000 µF (the inverse of the ripple example above).
    const r = result(ID, { frequency: 60, load_resistance: 100, vpeak: 15, ripple_vpp: 1.2 });
    expect(r.load_current).toBeCloseTo(0.144, 13);
    expect(r.capacitance_uf).toBeCloseTo(1000, 9);
  });

  it('ripple share of the peak, discharge time and the fields each mode returns', () => {
    // 1.5 V of ripple on 15 V peak: 100 × 1.5/15 = 10 %; full-wave at 60 Hz discharges for 1000/120 = 8.333… ms.
    const cap = result(ID, { frequency: 60, load_current: 1, ripple_vpp: 1.5, vpeak: 15 });
    expect(cap.ripple_pct).toBeCloseTo(10, 12);
    expect(cap.discharge_time_ms).toBeCloseTo(25 / 3, 12);
    // Half-wave at 50 Hz: one pulse per cycle, 1000/50 = 20 ms.
    expect(result(ID, { circuit: 'half', load_current: 1, ripple_vpp: 1 }).discharge_time_ms).toBeCloseTo(20, 12);
    // The standard value is a capacitance-mode answer only.
    expect(result(ID, { mode: 'ripple', load_current: 1, capacitance: 4700 })).not.toHaveProperty('standard_capacitance_uf');
    // The mode synonym "voltage" asks for the ripple: 1 A/(100 Hz × 0.0047 F) = 2.1277 V.
    const viaSynonym = ok(ID, { mode: 'voltage', load_current: 1, capacitance: 4700 });
    expect(viaSynonym.formula?.id).toBe('rectifier-ripple-cap.ripple');
    expect((viaSynonym.result as { ripple_vpp: number }).ripple_vpp).toBeCloseTo(1 / 0.47, 12);
  });

  it('INPUT_IGNORED names only the other mode\'s input; the validity warning starts above 20 % of the peak', () => {
    // Capacitance mode with only its own inputs, 1 V on 15 V (6.7 %): no warning at all.
    expect(ok(ID, { load_current: 1, ripple_vpp: 1, vpeak: 15 }).warnings).toEqual([]);
    // Ripple mode ignores a given ripple_vpp.
    const [w] = ok(ID, { mode: 'ripple', load_current: 1, capacitance: 4700, ripple_vpp: 1 }).warnings;
    expect(w).toMatchObject({ code: 'INPUT_IGNORED' });
    expect(w.detail).toContain('ripple_vpp');
    // Exactly 20 %: 1 V on 5 V (0.2 × 5 is exactly 1 in binary) is not above the limit; 1.01 V is.
    expect(ok(ID, { load_current: 1, ripple_vpp: 1, vpeak: 5 }).warnings).toEqual([]);
    expect(ok(ID, { load_current: 1, ripple_vpp: 1.01, vpeak: 5 }).warnings.map((x) => x.code)).toEqual(['OUTSIDE_VALIDITY_RANGE']);
  });

  it('units, formula per mode, notes and the validity warning', () => {
    expect(result(ID, { mode: 'ripple', load_current: 1, capacitance: 0.0047, capacitance_unit: 'F' }).ripple_vpp).toBeCloseTo(1 / (100 * 0.0047), 12);
    const cap = ok(ID, { load_current: 1, ripple_vpp: 1, capacitance: 100 });
    expect(cap.formula?.id).toBe('rectifier-ripple-cap.capacitance');
    expect(cap.warnings.map((w) => w.code)).toEqual(['INPUT_IGNORED']);
    expect(cap.result_detail.unit).toBe('µF');
    const rip = ok(ID, { mode: 'ripple', load_current: 1, capacitance: 2000, vpeak: 15 });
    expect(rip.formula?.id).toBe('rectifier-ripple-cap.ripple');
    expect(rip.warnings.map((w) => w.code)).toEqual(['OUTSIDE_VALIDITY_RANGE']);
    expect(result(ID, { mode: 'vpp', circuit: 'center-tap', load_current: 1, capacitance: 10000 }).circuit).toBe('full');
  });

  it.each([
    [{ load_current: 1 }, 'MISSING_REQUIRED_INPUT', 'ripple_vpp'],
    [{ mode: 'ripple', load_current: 1 }, 'MISSING_REQUIRED_INPUT', 'capacitance'],
    [{ ripple_vpp: 1 }, 'MISSING_REQUIRED_INPUT', 'load_current'],
    [{ ripple_vpp: 1, load_resistance: 100 }, 'MISSING_REQUIRED_INPUT', 'vpeak'],
    [{ ripple_vpp: 1, load_current: 1, load_resistance: 100, vpeak: 15 }, 'INVALID_INPUT', 'load_resistance'],
    [{ ripple_vpp: 1, load_current: 0 }, 'CURRENT_MUST_BE_POSITIVE', 'load_current'],
    [{ ripple_vpp: 0, load_current: 1 }, 'RIPPLE_MUST_BE_POSITIVE', 'ripple_vpp'],
    [{ ripple_vpp: 16, load_current: 1, vpeak: 15 }, 'RIPPLE_EXCEEDS_PEAK', 'ripple_vpp'],
    [{ ripple_vpp: 15, load_current: 1, vpeak: 15 }, 'RIPPLE_EXCEEDS_PEAK', 'ripple_vpp'],
    [{ mode: 'ripple', load_current: 10, capacitance: 10, vpeak: 15 }, 'RIPPLE_EXCEEDS_PEAK', 'capacitance'],
    // ΔV = 1 A/(2 × 1 Hz × 0.5 F) = 1 V, exactly the 1 V peak: the output would reach 0 V.
    [{ mode: 'ripple', frequency: 1, load_current: 1, capacitance: 0.5, capacitance_unit: 'F', vpeak: 1 }, 'RIPPLE_EXCEEDS_PEAK', 'capacitance'],
    [{ mode: 'ripple', load_current: 1, capacitance: 0 }, 'CAPACITANCE_MUST_BE_POSITIVE', 'capacitance'],
    [{ ripple_vpp: 1, load_resistance: 0, vpeak: 15 }, 'RESISTANCE_MUST_BE_NONZERO', 'load_resistance'],
    [{ ripple_vpp: 1, load_current: 1, vpeak: -15 }, 'VOLTAGE_MUST_BE_POSITIVE', 'vpeak'],
    [{ ripple_vpp: 1, load_current: 1, frequency: 0 }, 'FREQUENCY_MUST_BE_POSITIVE', 'frequency'],
    [{ ripple_vpp: 1, load_current: 1, circuit: 'triple' }, 'INVALID_MODE', 'circuit'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure(ID, inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(10);
  });
});

declaresTheCodesItReturns('rectifier-ripple-cap');
