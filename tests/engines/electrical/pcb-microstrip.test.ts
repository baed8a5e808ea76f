// pcb-microstrip: Pozar's worked example, agreement with Wheeler's independent 1977
// formula, exact physical limits, synthesis round trips, units, warnings, errors.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { ETA0, hjDeltaU1, hjDeltaUr, hjEps, hjZ01 } from './_lib/line-reference.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'pcb-microstrip';
const C0 = 299792458;

/**
 * H. A. Wheeler, "Transmission-line properties of a strip on a dielectric sheet on a plane",
 * IEEE MTT-25 (1977), with his thickness correction: an independent closed form (≈1 %).
 */
function wheeler1977(w: number, h: number, t: number, er: number): number {
  const wEff = t > 0 ? w + ((t * (1 + 1 / er)) / (2 * Math.PI)) * Math.log((4 * Math.E) / Math.sqrt((t / h) ** 2 + (1 / Math.PI / (w / t + 1.1)) ** 2)) : w;
  const x = (4 * h) / wEff;
  const k = (14 + 8 / er) / 11;
  return (ETA0 / (2 * Math.PI * Math.sqrt(2 * (1 + er)))) * Math.log(1 + x * (k * x + Math.sqrt((k * x) ** 2 + (Math.PI ** 2 * (1 + 1 / er)) / 2)));
}

/**
 * Hammerstad & Jensen, "Accurate Models for Microstrip Computer-Aided Design", IEEE MTT-S 1980, with the
 * paper's Z01, εe and width increments Δu1 (air), Δur (substrate) from ./_lib/line-reference.ts:
 * Z0 = Z01(ur)/√εe(ur) and εeff = εe(ur)·(Z01(u1)/Z01(ur))². Used at 1e-10: it pins every constant of the model.
 */
function hammerstadJensen(u: number, tn: number, er: number): { z0: number; epsEff: number } {
  const [u1, ur] = tn > 0 ? [u + hjDeltaU1(u, tn), u + hjDeltaUr(u, tn, er)] : [u, u];
  return { z0: hjZ01(ur) / Math.sqrt(hjEps(ur, er)), epsEff: hjEps(ur, er) * (hjZ01(u1) / hjZ01(ur)) ** 2 };
}

describe('pcb-microstrip', () => {
  it('reproduces Pozar Example 3.7 (εr 2.2, d = 1.27 mm): W/d = 3.081 ↔ 50 Ω, εe = 1.87', () => {
    const a = result(ID, { mode: 'impedance', width: 3.081 * 1.27, height: 1.27, copper: 0, er: 2.2 });
    expect(Math.abs(a.Z0 - 50) / 50).toBeLessThan(0.005);
    expect(Math.abs(a.eps_eff - 1.87) / 1.87).toBeLessThan(0.01);
    const s = result(ID, { mode: 'width', z0_target: 50, height: 1.27, copper: 0, er: 2.2 });
    expect(Math.abs(s.width_mm - 3.91) / 3.91).toBeLessThan(0.005);
  });

  it('equals Hammerstad–Jensen (1980) with its thickness correction, narrow and thick traces included', () => {
    for (const u of [0.05, 0.1, 0.3, 1, 4]) {
      for (const [tn, er] of [[0.2, 4.4], [0.05, 2.2], [0.5, 10.2], [0, 3.66]]) {
        const r = result(ID, { width: u, height: 1, unit: 'mm', copper: tn, copper_unit: 'mm', er });
        const ref = hammerstadJensen(u, tn, er);
        expect(Math.abs(r.Z0 / ref.z0 - 1), `u=${u} t/h=${tn} εr=${er}`).toBeLessThan(1e-10);
        expect(Math.abs(r.eps_eff / ref.epsEff - 1), `u=${u} t/h=${tn} εr=${er}`).toBeLessThan(1e-10);
      }
    }
  });

  it('agrees with Wheeler\'s 1977 formula within 1.5 % over typical PCB stack-ups', () => {
    for (const u of [0.2, 0.5, 1, 2, 5]) {
      for (const er of [2.2, 3.66, 4.4, 10.2]) {
        for (const tn of [0, 0.02, 0.1]) {
          const z = result(ID, { width: u, height: 1, unit: 'mm', copper: tn, copper_unit: 'mm', er }).Z0;
          const ref = wheeler1977(u, 1, tn, er);
          expect(Math.abs(z - ref) / ref, `u=${u} er=${er} t/h=${tn}: ${z} vs ${ref}`).toBeLessThan(0.015);
        }
      }
    }
  });

  it('has the exact limits: εr = 1 gives εeff = 1 with or without thickness; εeff lies between 1 and εr', () => {
    expect(result(ID, { width: 1, height: 1, copper: 0, er: 1 }).eps_eff).toBe(1);
    expect(result(ID, { width: 1, height: 1, copper: 0.05, copper_unit: 'mm', er: 1 }).eps_eff).toBeCloseTo(1, 14);
    fc.assert(
      fc.property(fc.double({ min: 0.05, max: 20, noNaN: true }), fc.double({ min: 1.5, max: 12, noNaN: true }), (u, er) => {
        const r = result(ID, { width: u, height: 1, copper: 0, er });
        expect(r.eps_eff).toBeGreaterThan(1);
        expect(r.eps_eff).toBeLessThan(er);
      }),
      { numRuns: 50 },
    );
  });

  it('Z0 falls as the trace widens, the copper thickens or εr rises (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.05, max: 20, noNaN: true }), fc.double({ min: 1.5, max: 12, noNaN: true }), (u, er) => {
        const z = result(ID, { width: u, height: 1, copper: 0.02, copper_unit: 'mm', er }).Z0;
        expect(result(ID, { width: u * 1.05, height: 1, copper: 0.02, copper_unit: 'mm', er }).Z0).toBeLessThan(z);
        expect(result(ID, { width: u, height: 1, copper: 0.04, copper_unit: 'mm', er }).Z0).toBeLessThan(z);
        expect(result(ID, { width: u, height: 1, copper: 0.02, copper_unit: 'mm', er: er * 1.05 }).Z0).toBeLessThan(z);
      }),
      { numRuns: 40 },
    );
  });

  it('finds the width for a target exactly and round-trips it (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 20, max: 120, noNaN: true }), fc.double({ min: 2, max: 10, noNaN: true }), (z0, er) => {
        const s = result(ID, { mode: 'width', z0_target: z0, height: 0.2, copper: 1, er });
        expect(s.Z0).toBeCloseTo(z0, 9);
        expect(result(ID, { mode: 'impedance', width: s.width_mm, height: 0.2, copper: 1, er }).Z0).toBeCloseTo(z0, 9);
      }),
      { numRuns: 30 },
    );
  });

  it('gives consistent line parameters: L/C = Z0², L·C = εeff/c², delay = √εeff/c', () => {
    const r = result(ID, { width: 0.35, height: 0.2, copper: 1, er: 4.3 });
    const L = r.L_nH_per_mm * 1e-9 * 1e3;
    const C = r.C_pF_per_mm * 1e-12 * 1e3;
    expect(Math.sqrt(L / C)).toBeCloseTo(r.Z0, 9);
    expect(L * C).toBeCloseTo(r.eps_eff / C0 ** 2, 25);
    expect(r.delay_ps_per_mm).toBeCloseTo((Math.sqrt(r.eps_eff) / C0) * 1e9, 9);
    expect(r.delay_ps_per_in).toBeCloseTo(r.delay_ps_per_mm * 25.4, 9);
    expect(r.velocity_factor).toBeCloseTo(1 / Math.sqrt(r.eps_eff), 14);
  });

  it('treats mm, mil and µm geometry and oz/µm copper alike', () => {
    const mm = result(ID, { width: 0.254, height: 0.127, unit: 'mm', copper: 35, copper_unit: 'um', er: 4 });
    const mil = result(ID, { width: 10, height: 5, unit: 'mil', copper: 35, copper_unit: 'um', er: 4 });
    const um = result(ID, { width: 254, height: 127, unit: 'um', copper: 0.035, copper_unit: 'mm', er: 4 });
    expect(mil.Z0).toBeCloseTo(mm.Z0, 10);
    expect(um.Z0).toBeCloseTo(mm.Z0, 10);
    expect(mm.width_mil).toBeCloseTo(10, 10);
    expect(mm.w_over_h).toBeCloseTo(2, 12);
  });

  it('reports the IPC-2141 estimate only inside its range', () => {
    const inRange = ok(ID, { width: 0.3, height: 0.2, copper: 1, er: 4.3 });
    const r = inRange.result as Record<string, number>;
    const t = 1.378 * 0.0254;
    expect(r.Z0_ipc2141).toBeCloseTo((87 / Math.sqrt(4.3 + 1.41)) * Math.log((5.98 * 0.2) / (0.8 * 0.3 + t)), 10);
    expect(Math.abs(r.Z0_ipc2141 - r.Z0) / r.Z0).toBeLessThan(0.08);
    expect(inRange.warnings).toEqual([]);
    const wide = ok(ID, { width: 3, height: 1, copper: 1, er: 4.3 });
    expect(wide.result).not.toHaveProperty('Z0_ipc2141');
    expect(wide.warnings.map((w) => [w.code, w.severity])).toEqual([['IPC2141_NOT_APPLICABLE', 'info']]);
  });

  it('warns outside the Hammerstad–Jensen range and notes ignored inputs', () => {
    const codes = (inputs: Record<string, unknown>) => ok(ID, inputs).warnings.map((w) => w.code);
    expect(codes({ width: 0.001, height: 1, copper: 0, er: 4 })).toEqual(['OUTSIDE_VALIDITY_RANGE', 'IPC2141_NOT_APPLICABLE']);
    expect(codes({ width: 150, height: 1, copper: 0, er: 4 })).toEqual(['OUTSIDE_VALIDITY_RANGE', 'IPC2141_NOT_APPLICABLE']);
    expect(codes({ width: 1, height: 1, copper: 0, er: 130 })).toEqual(['OUTSIDE_VALIDITY_RANGE', 'IPC2141_NOT_APPLICABLE']);
    expect(codes({ width: 0.3, height: 0.2, er: 4.3, z0_target: 50 })).toEqual(['INPUT_IGNORED']);
    expect(codes({ mode: 'width', width: 0.3, height: 0.2, er: 4.3, z0_target: 50 })).toEqual(['INPUT_IGNORED']);
  });

  it('uses the formula of the mode', () => {
    expect(ok(ID, { width: 0.3, height: 0.2, er: 4.3 }).formula?.id).toBe('pcb-microstrip.hammerstad-jensen');
    const w = ok(ID, { mode: 'width', z0_target: 50, height: 0.2, er: 4.3 });
    expect(w.formula?.id).toBe('pcb-microstrip.synthesis');
    expect(w.result_detail.formatted).toMatch(/^w = 0\.3\d+ mm for 50 Ω$/);
  });

  it.each([
    [{ width: 0, height: 0.2, er: 4.3 }, 'WIDTH_MUST_BE_POSITIVE', 'width'],
    [{ width: 0.3, height: 0, er: 4.3 }, 'HEIGHT_MUST_BE_POSITIVE', 'height'],
    [{ width: 0.3, height: -0.2, er: 4.3 }, 'HEIGHT_MUST_BE_POSITIVE', 'height'],
    [{ width: 0.3, height: 0.2, er: 4.3, copper: -1 }, 'COPPER_THICKNESS_NEGATIVE', 'copper'],
    [{ width: 0.3, height: 0.2, er: 0.9 }, 'PERMITTIVITY_OUT_OF_RANGE', 'er'],
    [{ mode: 'width', z0_target: 0, height: 0.2, er: 4.3 }, 'IMPEDANCE_MUST_BE_POSITIVE', 'z0_target'],
    [{ mode: 'width', z0_target: 400, height: 0.2, er: 4.3 }, 'IMPEDANCE_TARGET_UNREACHABLE', 'z0_target'],
    [{ mode: 'width', z0_target: 0.05, height: 0.2, er: 4.3 }, 'IMPEDANCE_TARGET_UNREACHABLE', 'z0_target'],
    [{ mode: 'width', height: 0.2, er: 4.3 }, 'MISSING_REQUIRED_INPUT', 'z0_target'],
    [{ height: 0.2, er: 4.3 }, 'MISSING_REQUIRED_INPUT', 'width'],
    [{ width: 0.3, height: 0.2 }, 'MISSING_REQUIRED_INPUT', 'er'],
    [{ mode: 'length', width: 0.3, height: 0.2, er: 4.3 }, 'INVALID_MODE', 'mode'],
    [{ width: 0.3, height: 0.2, er: 4.3, unit: 'in' }, 'INVALID_MODE', 'unit'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure(ID, inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });
});

declaresTheCodesItReturns('pcb-microstrip');
