// pcb-diff-impedance: LineCalc reference values for coupled microstrip, Cohn's exact
// coupled stripline (elliptic integrals computed independently here), the uncoupled
// limit, thickness and gap behaviour, warnings and errors.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { ETA0, ellipticK as K } from './_lib/line-reference.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'pcb-diff-impedance';

/** Cohn (1955) zero-thickness coupled stripline, planes b apart. */
function cohnPair(w: number, s: number, b: number, er: number) {
  const a = Math.tanh((Math.PI * w) / (2 * b));
  const c = Math.tanh((Math.PI * (w + s)) / (2 * b));
  const z = (k: number) => (ETA0 / (4 * Math.sqrt(er))) * (K(Math.sqrt(1 - k * k)) / K(k));
  return { even: z(a * c), odd: z(a / c) };
}

describe('pcb-diff-impedance', () => {
  it('matches HP/Agilent LineCalc for a coupled microstrip (wcalc test data)', () => {
    const a = result(ID, { mode: 'microstrip', width: 15, spacing: 10, height: 10, unit: 'mil', copper: 0, er: 4.8 });
    expect(Math.abs(a.Zeven - 62.2470) / 62.247).toBeLessThan(5e-4);
    expect(Math.abs(a.Zodd - 47.9343) / 47.9343).toBeLessThan(5e-4);
    expect(Math.abs(a.eps_eff_even - 3.78074) / 3.78074).toBeLessThan(1e-3);
    expect(Math.abs(a.eps_eff_odd - 3.19429) / 3.19429).toBeLessThan(1e-3);
    const b = result(ID, { mode: 'microstrip', width: 15, spacing: 15, height: 10, unit: 'mil', copper: 0, er: 4.8 });
    expect(Math.abs(b.Zeven - 60.0678) / 60.0678).toBeLessThan(1e-3);
    expect(Math.abs(b.Zodd - 50.5093) / 50.5093).toBeLessThan(1e-3);
    // LineCalc with a 10 000 mil gap: both modes equal the single line, 55.364 Ω.
    const far = result(ID, { mode: 'microstrip', width: 15, spacing: 10000, height: 10, unit: 'mil', copper: 0, er: 4.8 });
    expect(far.Zodd).toBeCloseTo(55.364, 2);
    expect(far.Zeven).toBeCloseTo(55.364, 2);
    expect(far.Z0_single).toBeCloseTo(55.364, 2);
  });

  it('equals Cohn\'s exact coupled stripline for zero thickness', () => {
    for (const [w, s] of [[0.1, 0.1], [0.2, 0.3], [0.3, 0.3], [0.5, 0.2], [1, 1]]) {
      const r = result(ID, { mode: 'stripline', width: w, spacing: s, height: 0.5, copper: 0, er: 3.5 });
      const exact = cohnPair(w, s, 1, 3.5);
      expect(r.Zodd).toBeCloseTo(exact.odd, 9);
      expect(r.Zeven).toBeCloseTo(exact.even, 9);
      expect(r.Zdiff).toBeCloseTo(2 * exact.odd, 9);
      expect(r.Zcommon).toBeCloseTo(exact.even / 2, 9);
      expect(r.coupling).toBeCloseTo((exact.even - exact.odd) / (exact.even + exact.odd), 12);
      expect(r.eps_eff_odd).toBe(3.5);
    }
  });

  it('decouples to the isolated trace at wide gaps, with or without thickness', () => {
    for (const mode of ['microstrip', 'stripline'] as const) {
      for (const copper of [0, 1]) {
        const r = result(ID, { mode, width: 0.2, spacing: 20, height: 0.2, copper, er: 4.2 });
        expect(Math.abs(r.Zodd - r.Z0_single) / r.Z0_single, `${mode} ${copper} oz`).toBeLessThan(1e-3);
        expect(Math.abs(r.Zeven - r.Z0_single) / r.Z0_single).toBeLessThan(1e-3);
        expect(r.coupling).toBeLessThan(1e-3);
      }
    }
    expect(result(ID, { mode: 'microstrip', width: 0.2, spacing: 20, height: 0.2, er: 4.2 }).Z0_single).toBeCloseTo(result('pcb-microstrip', { width: 0.2, height: 0.2, er: 4.2 }).Z0, 12);
    expect(result(ID, { mode: 'stripline', width: 0.2, spacing: 20, height: 0.2, er: 4.2 }).Z0_single).toBeCloseTo(result('pcb-stripline', { width: 0.2, height: 0.2, er: 4.2 }).Z0, 12);
  });

  it('Zdiff falls as the gap closes, Zeven > Zodd, and a microstrip Z0 lies between them (property)', () => {
    // Gaps up to s ≈ 0.45·b: beyond that a stripline pair is uncoupled to double precision.
    fc.assert(
      fc.property(
        fc.constantFrom('microstrip', 'stripline'),
        fc.double({ min: 0.3, max: 3, noNaN: true }),
        fc.double({ min: 0.3, max: 1, noNaN: true }),
        fc.double({ min: 2, max: 10, noNaN: true }),
        (mode, u, g, er) => {
          const r = result(ID, { mode, width: u * 0.1, spacing: g * 0.1, height: 0.1, copper: 0.5, er });
          expect(result(ID, { mode, width: u * 0.1, spacing: g * 0.09, height: 0.1, copper: 0.5, er }).Zdiff).toBeLessThan(r.Zdiff);
          expect(r.Zeven).toBeGreaterThan(r.Zodd);
          if (mode === 'microstrip') {
            expect(r.Zeven).toBeGreaterThan(r.Z0_single);
            expect(r.Zodd).toBeLessThan(r.Z0_single);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('thicker copper lowers the odd-mode impedance', () => {
    for (const mode of ['microstrip', 'stripline'] as const) {
      const thin = result(ID, { mode, width: 0.15, spacing: 0.2, height: 0.15, copper: 0, er: 4 });
      const thick = result(ID, { mode, width: 0.15, spacing: 0.2, height: 0.15, copper: 1, er: 4 });
      expect(thick.Zodd).toBeLessThan(thin.Zodd);
      expect(thick.Zdiff).toBeLessThan(thin.Zdiff);
    }
  });

  it('gives the odd-mode delay, the plane spacing of a stripline, and unit-independent answers', () => {
    const r = result(ID, { mode: 'microstrip', width: 0.2, spacing: 0.2, height: 0.1, copper: 1, er: 4.3 });
    expect(r.delay_ps_per_mm).toBeCloseTo((Math.sqrt(r.eps_eff_odd) / 299792458) * 1e9, 9);
    expect(r).not.toHaveProperty('plane_spacing_mm');
    const st = result(ID, { mode: 'stripline', width: 0.1, spacing: 0.15, height: 0.2, copper: 0.5, er: 3.9 });
    expect(st.plane_spacing_mm).toBeCloseTo(0.4 + 0.5 * 1.378 * 0.0254, 12);
    const mil = result(ID, { mode: 'stripline', width: 0.1 / 0.0254, spacing: 0.15 / 0.0254, height: 0.2 / 0.0254, unit: 'mil', copper: 0.5, er: 3.9 });
    expect(mil.Zdiff).toBeCloseTo(st.Zdiff, 9);
    expect(ok(ID, { mode: 'stripline', width: 0.1, spacing: 0.15, height: 0.2, er: 3.9 }).formula?.id).toBe('pcb-diff-impedance.cohn');
  });

  it('warns outside the model ranges', () => {
    const codes = (inputs: Record<string, unknown>) => ok(ID, inputs).warnings.map((w) => w.detail.split(' ')[0]);
    expect(codes({ mode: 'microstrip', width: 0.2, spacing: 0.2, height: 0.1, er: 4.3 })).toEqual([]);
    expect(codes({ mode: 'microstrip', width: 0.005, spacing: 0.2, height: 0.1, er: 4.3 })).toEqual(['w/h']);
    expect(codes({ mode: 'microstrip', width: 0.2, spacing: 0.005, height: 0.1, er: 4.3 })).toEqual(['s/h']);
    expect(codes({ mode: 'microstrip', width: 0.2, spacing: 0.2, height: 0.1, er: 20 })).toEqual(['εr']);
    expect(codes({ mode: 'stripline', width: 0.3, spacing: 0.3, height: 0.2, copper: 0, er: 4 })).toEqual([]);
    expect(codes({ mode: 'stripline', width: 0.3, spacing: 0.3, height: 0.2, copper: 1, er: 4 })).toEqual([]);
    expect(codes({ mode: 'stripline', width: 0.1, spacing: 0.3, height: 0.2, copper: 1, er: 4 })).toEqual(['w/(b']);
    expect(codes({ mode: 'stripline', width: 0.3, spacing: 0.3, height: 0.1, copper: 1, er: 4 })).toEqual(['t/b']);
    expect(codes({ mode: 'stripline', width: 0.3, spacing: 0.1, height: 0.2, copper: 1, er: 4 })).toEqual(['Spacing']);
  });

  it.each([
    [{ width: 0.2, spacing: 0, height: 0.1, er: 4.3 }, 'SPACING_MUST_BE_POSITIVE', 'spacing'],
    [{ width: 0, spacing: 0.2, height: 0.1, er: 4.3 }, 'WIDTH_MUST_BE_POSITIVE', 'width'],
    [{ width: 0.2, spacing: 0.2, height: -1, er: 4.3 }, 'HEIGHT_MUST_BE_POSITIVE', 'height'],
    [{ width: 0.2, spacing: 0.2, height: 0.1, er: 0.5 }, 'PERMITTIVITY_OUT_OF_RANGE', 'er'],
    [{ width: 0.2, spacing: 0.2, height: 0.1, er: 4.3, copper: -1 }, 'COPPER_THICKNESS_NEGATIVE', 'copper'],
    [{ mode: 'coplanar', width: 0.2, spacing: 0.2, height: 0.1, er: 4.3 }, 'INVALID_MODE', 'mode'],
    [{ width: 0.2, height: 0.1, er: 4.3 }, 'MISSING_REQUIRED_INPUT', 'spacing'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure(ID, inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });

  it('gives w/h and s/h as the plain ratios of the inputs (0.3/0.2 = 1.5, 0.15/0.2 = 0.75)', () => {
    const r = result(ID, { width: 0.3, spacing: 0.15, height: 0.2, copper: 0, er: 4.3 });
    expect(r.w_over_h).toBeCloseTo(1.5, 14);
    expect(r.s_over_h).toBeCloseTo(0.75, 14);
  });

  it('defaults to an edge-coupled microstrip and names the Kirschning–Jansen formula', () => {
    const env = ok(ID, { width: 0.3, spacing: 0.15, height: 0.2, copper: 0, er: 4.3 });
    expect((env.result as { mode: string }).mode).toBe('microstrip');
    expect(env.formula?.id).toBe('pcb-diff-impedance.kirschning-jansen');
  });
});

declaresTheCodesItReturns('pcb-diff-impedance');
