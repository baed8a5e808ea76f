// pcb-stripline: Pozar's worked example, Cohn's exact zero-thickness solution
// (elliptic integrals computed here independently), thickness behaviour, IPC-2141,
// synthesis round trips, units, warnings and errors.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { ETA0, ellipticK as K } from './_lib/line-reference.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'pcb-stripline';

/** S. B. Cohn (1954): exact impedance of a zero-thickness strip of width w centred between planes b apart. */
function cohn(w: number, b: number, er: number): number {
  const k = 1 / Math.cosh((Math.PI * w) / (2 * b));
  return (ETA0 / (4 * Math.sqrt(er))) * (K(k) / K(Math.tanh((Math.PI * w) / (2 * b))));
}

describe('pcb-stripline', () => {
  it('reproduces Pozar Example 3.5: 50 Ω on b = 3.2 mm, εr = 2.2 needs W = 2.66 mm', () => {
    const r = result(ID, { mode: 'width', z0_target: 50, height: 1.6, copper: 0, er: 2.2 });
    expect(Math.abs(r.width_mm - 2.66) / 2.66).toBeLessThan(0.01);
    expect(r.plane_spacing_mm).toBeCloseTo(3.2, 12);
    expect(r.eps_eff).toBe(2.2);
  });

  it('stays within Wheeler\'s stated 0.5 % of Cohn\'s exact solution for zero thickness', () => {
    for (const wb of [0.05, 0.1, 0.2, 0.35, 0.5, 1, 2, 4]) {
      for (const er of [1, 2.2, 4.3]) {
        const z = result(ID, { width: wb * 2, height: 1, copper: 0, er }).Z0;
        const exact = cohn(wb * 2, 2, er);
        expect(Math.abs(z - exact) / exact, `w/b=${wb}`).toBeLessThan(0.005);
      }
    }
  });

  it('scales exactly as 1/√εr (homogeneous TEM line)', () => {
    const z1 = result(ID, { width: 0.2, height: 0.2, copper: 1, er: 1 }).Z0;
    expect(result(ID, { width: 0.2, height: 0.2, copper: 1, er: 4 }).Z0).toBeCloseTo(z1 / 2, 12);
  });

  it('lowers Z0 as the copper thickens (for the same height h above and below), widens or εr rises', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.05, max: 5, noNaN: true }), fc.double({ min: 1, max: 12, noNaN: true }), (w, er) => {
        const z = result(ID, { width: w, height: 1, copper: 0.02, copper_unit: 'mm', er }).Z0;
        expect(result(ID, { width: w * 1.05, height: 1, copper: 0.02, copper_unit: 'mm', er }).Z0).toBeLessThan(z);
        expect(result(ID, { width: w, height: 1, copper: 0.02, copper_unit: 'mm', er: er * 1.05 }).Z0).toBeLessThan(z);
        expect(result(ID, { width: w, height: 1.1, copper: 0.02, copper_unit: 'mm', er }).Z0).toBeGreaterThan(z);
      }),
      { numRuns: 40 },
    );
  });

  it('evaluates Wheeler\'s thick-strip formula exactly', () => {
    const w = 0.15;
    const t = 0.5 * 1.378 * 0.0254;
    const b = 0.4 + t;
    const m = (6 * (b - t)) / (3 * b - t);
    const dw = (t / Math.PI) * (1 - 0.5 * Math.log((t / (2 * b - t)) ** 2 + ((0.0796 * t) / (w + 1.1 * t)) ** m));
    const A = (4 * (b - t)) / (Math.PI * (w + dw));
    const z0 = (ETA0 / (4 * Math.PI * Math.sqrt(4.3))) * Math.log(1 + A * (2 * A + Math.sqrt(4 * A * A + 6.27)));
    expect(result(ID, { width: 0.15, height: 0.2, copper: 0.5, er: 4.3 }).Z0).toBeCloseTo(z0, 10);
  });

  it('finds the width for a target and round-trips it (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 15, max: 90, noNaN: true }), fc.double({ min: 2, max: 10, noNaN: true }), (z0, er) => {
        const s = result(ID, { mode: 'width', z0_target: z0, height: 0.2, copper: 0.5, er });
        expect(s.Z0).toBeCloseTo(z0, 9);
        expect(result(ID, { width: s.width_mm, height: 0.2, copper: 0.5, er }).Z0).toBeCloseTo(z0, 9);
      }),
      { numRuns: 30 },
    );
  });

  it('reports IPC-2141 for narrow strips only, and relates L, C and delay', () => {
    const narrow = ok(ID, { width: 0.1, height: 0.3, copper: 1, er: 4 });
    const r = narrow.result as Record<string, number>;
    const t = 1.378 * 0.0254;
    const b = 0.6 + t;
    expect(r.Z0_ipc2141).toBeCloseTo((60 / 2) * Math.log((4 * b) / (0.67 * Math.PI * (0.8 * 0.1 + t))), 10);
    expect(Math.abs(r.Z0_ipc2141 - r.Z0) / r.Z0).toBeLessThan(0.05);
    expect(narrow.warnings).toEqual([]);
    expect(r.delay_ps_per_mm).toBeCloseTo((2 / 299792458) * 1e9, 9);
    expect(Math.sqrt(r.L_nH_per_mm / r.C_pF_per_mm) * Math.sqrt(1e3)).toBeCloseTo(r.Z0, 9);
    const wide = ok(ID, { width: 0.5, height: 0.2, copper: 1, er: 4 });
    expect(wide.result).not.toHaveProperty('Z0_ipc2141');
    expect(wide.warnings.map((w) => w.code)).toEqual(['IPC2141_NOT_APPLICABLE']);
  });

  it('treats mm, mil and µm alike and warns beyond Wheeler\'s range', () => {
    const mm = result(ID, { width: 0.127, height: 0.254, unit: 'mm', copper: 17.5, copper_unit: 'um', er: 3.5 });
    expect(result(ID, { width: 5, height: 10, unit: 'mil', copper: 17.5, copper_unit: 'um', er: 3.5 }).Z0).toBeCloseTo(mm.Z0, 10);
    expect(result(ID, { width: 127, height: 254, unit: 'um', copper: 17.5, copper_unit: 'um', er: 3.5 }).Z0).toBeCloseTo(mm.Z0, 10);
    expect(ok(ID, { width: 25, height: 1, copper: 0, er: 4 }).warnings.map((w) => w.code)).toEqual(['OUTSIDE_VALIDITY_RANGE', 'IPC2141_NOT_APPLICABLE']);
    expect(ok(ID, { mode: 'width', width: 1, z0_target: 50, height: 1, er: 4 }).warnings.map((w) => w.code)).toContain('INPUT_IGNORED');
  });

  it.each([
    [{ width: -0.1, height: 0.2, er: 4.3 }, 'WIDTH_MUST_BE_POSITIVE', 'width'],
    [{ width: 0.1, height: 0, er: 4.3 }, 'HEIGHT_MUST_BE_POSITIVE', 'height'],
    [{ width: 0.1, height: 0.2, er: 4.3, copper: -0.5 }, 'COPPER_THICKNESS_NEGATIVE', 'copper'],
    [{ width: 0.1, height: 0.2, er: 0 }, 'PERMITTIVITY_OUT_OF_RANGE', 'er'],
    [{ mode: 'width', z0_target: -50, height: 0.2, er: 4.3 }, 'IMPEDANCE_MUST_BE_POSITIVE', 'z0_target'],
    [{ mode: 'width', z0_target: 500, height: 0.2, er: 4.3 }, 'IMPEDANCE_TARGET_UNREACHABLE', 'z0_target'],
    [{ mode: 'width', height: 0.2, er: 4.3 }, 'MISSING_REQUIRED_INPUT', 'z0_target'],
    [{ height: 0.2, er: 4.3 }, 'MISSING_REQUIRED_INPUT', 'width'],
    [{ width: 0.1, er: 4.3 }, 'MISSING_REQUIRED_INPUT', 'height'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure(ID, inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });

  it('checks Wheeler\'s w/(b − t) ≤ 10 with b − t = 2h (h = 1 mm above and below a 0.2 mm trace)', () => {
    const codes = (width: number) => ok(ID, { width, height: 1, copper: 0.2, copper_unit: 'mm', er: 4.3 }).warnings.map((w) => w.code);
    expect(codes(19)).not.toContain('OUTSIDE_VALIDITY_RANGE'); // 19 / 2 = 9.5
    expect(codes(21)).toContain('OUTSIDE_VALIDITY_RANGE'); // 21 / 2 = 10.5
  });

  it('names the Wheeler formula for an impedance and the synthesis for a width', () => {
    expect(ok(ID, { width: 0.2, height: 0.2, copper: 0, er: 4.3 }).formula?.id).toBe('pcb-stripline.wheeler');
    expect(ok(ID, { mode: 'width', z0_target: 50, height: 0.2, copper: 0, er: 4.3 }).formula?.id).toBe('pcb-stripline.synthesis');
  });
});

declaresTheCodesItReturns('pcb-stripline');
