// Complex arithmetic and reflection relations of the RF engines against mathjs complex numbers
// and the closed forms of Pozar, Microwave Engineering, 4th ed., §2.3–2.4.
import * as math from 'mathjs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  complex,
  admittanceParts,
  div,
  fromPolar,
  gammaFromNormalized,
  gammaParts,
  gammaThroughLine,
  impedanceParts,
  infinityWarnings,
  magnitudeFromReturnLoss,
  magnitudeFromVswr,
  normalizedFromGamma,
  pointFromAdmittance,
  pointFromGamma,
  pointFromImpedance,
  reflectionMetrics,
} from '../../../../engines/electrical/_lib/rf-complex.ts';

const finite = fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true });

describe('rf-complex arithmetic', () => {
  it('divides like mathjs, including very large and very small parts', () => {
    fc.assert(
      fc.property(finite, finite, finite, finite, (a, b, c, d) => {
        fc.pre(Math.hypot(c, d) > 1e-3);
        const got = div(complex(a, b), complex(c, d));
        const want = math.divide(math.complex(a, b), math.complex(c, d)) as math.Complex;
        const scale = Math.max(1, Math.hypot(want.re, want.im));
        expect(Math.abs(got.re - want.re) / scale).toBeLessThan(1e-12);
        expect(Math.abs(got.im - want.im) / scale).toBeLessThan(1e-12);
      }),
    );
    // Smith's algorithm avoids overflow of c² + d² for parts near 1e200.
    expect(div(complex(1e200, 1e200), complex(1e200, 1e200))).toEqual({ re: 1, im: 0 });
  });

  it('is exact on the axes of the polar form (a short circuit is exactly −1)', () => {
    expect(fromPolar(1, 180)).toEqual({ re: -1, im: 0 });
    expect(fromPolar(2, -90)).toEqual({ re: 0, im: -2 });
    expect(fromPolar(1, 450)).toEqual({ re: 0, im: 1 });
    const g = fromPolar(0.5, 30);
    expect(g.re).toBeCloseTo(0.5 * Math.cos(Math.PI / 6), 15);
    expect(g.im).toBeCloseTo(0.25, 15);
  });
});

describe('reflection coefficient relations', () => {
  it('Γ = (z − 1)/(z + 1) and its inverse agree with mathjs and round-trip', () => {
    for (const [r, x] of [[0.4, 0.7], [2, 0], [0, 1], [1, -3], [0.05, 0.02], [30, -40]]) {
      const g = gammaFromNormalized(complex(r, x));
      const want = math.divide(math.subtract(math.complex(r, x), 1), math.add(math.complex(r, x), 1)) as math.Complex;
      expect(g.re).toBeCloseTo(want.re, 14);
      expect(g.im).toBeCloseTo(want.im, 14);
      const back = normalizedFromGamma(g);
      expect(back.re).toBeCloseTo(r, 10);
      expect(back.im).toBeCloseTo(x, 10);
    }
  });

  it('a lossless line rotates Γ by −4πℓ/λ and repeats every half wavelength', () => {
    const g = complex(0.3, 0.4);
    const quarter = gammaThroughLine(g, 0.25);
    expect(quarter.re).toBeCloseTo(-0.3, 15);
    expect(quarter.im).toBeCloseTo(-0.4, 15);
    for (const l of [0.1, 0.37, 1.234, -0.2]) {
      const a = gammaThroughLine(g, l);
      const b = gammaThroughLine(g, l + 0.5);
      const want = math.multiply(math.complex(0.3, 0.4), math.exp(math.complex(0, -4 * Math.PI * l))) as math.Complex;
      expect(a.re).toBeCloseTo(want.re, 12);
      expect(a.im).toBeCloseTo(want.im, 12);
      expect(b.re).toBeCloseTo(a.re, 12);
      expect(b.im).toBeCloseTo(a.im, 12);
    }
  });

  it('gives VSWR, return loss and mismatch loss, with nulls and warnings for infinite values', () => {
    const { metrics, warnings } = reflectionMetrics(0.2);
    expect(metrics.vswr).toBeCloseTo(1.5, 14);
    expect(metrics.return_loss_db).toBeCloseTo(20 * Math.log10(5), 12);
    expect(metrics.mismatch_loss_db).toBeCloseTo(-10 * Math.log10(0.96), 12);
    expect(metrics.reflected_power_pct).toBeCloseTo(4, 12);
    expect(warnings).toEqual([]);
    const total = reflectionMetrics(1 - 1e-15);
    expect(total.metrics).toMatchObject({ gamma_mag: 1, vswr: null, mismatch_loss_db: null, return_loss_db: 0, transmitted_power_pct: 0 });
    expect(total.warnings.map((w) => w.code)).toEqual(['TOTAL_REFLECTION']);
    const matched = reflectionMetrics(0);
    expect(matched.metrics).toMatchObject({ vswr: 1, return_loss_db: null, mismatch_loss_db: 0 });
    expect(matched.warnings.map((w) => w.code)).toEqual(['PERFECT_MATCH']);
    expect(magnitudeFromVswr(2)).toBeCloseTo(1 / 3, 15);
    expect(magnitudeFromReturnLoss(20)).toBeCloseTo(0.1, 15);
  });

  it('builds chart points with null impedance at the open and null admittance at the short', () => {
    expect(pointFromGamma(complex(1, 0))).toMatchObject({ z: null, y: { re: 0, im: 0 } });
    expect(pointFromGamma(complex(-1, 0))).toMatchObject({ z: { re: 0, im: 0 }, y: null });
    // On the rim the real part is exactly 0 (a pure reactance), not a rounding residue.
    const rim = pointFromGamma(fromPolar(1, 37));
    expect(rim.z!.re).toBe(0);
    expect(rim.y!.re).toBe(0);
    // Within 1e−12 of the rim a point is read at Γ/|Γ|: beside Γ = 1 it is the open circuit (z infinite, y = 0),
    // beside Γ = −1 the short (z = 0, y infinite), not the opposite end of the chart.
    expect(pointFromGamma(complex(1 - 1e-13, 0))).toMatchObject({ z: null, y: { re: 0, im: 0 } });
    expect(pointFromGamma(complex(-1 + 1e-13, 0))).toMatchObject({ z: { re: 0, im: 0 }, y: null });
    // Γ = 1 − 1e−13 + j1e−30 sits at θ = 1e−30 rad on the rim: z = j·cot(θ/2) ≈ j·2e30.
    const nearOpen = pointFromGamma(complex(1 - 1e-13, 1e-30));
    expect(nearOpen.z!.re).toBe(0);
    expect(nearOpen.z!.im / 2e30).toBeCloseTo(1, 9);
    const p = pointFromImpedance(complex(1, 1));
    expect(p.y!.re).toBeCloseTo(0.5, 15);
    expect(p.y!.im).toBeCloseTo(-0.5, 15);
    const q = pointFromAdmittance(complex(0.5, -0.5));
    expect(q.gamma.re).toBeCloseTo(p.gamma.re, 15);
    expect(q.gamma.im).toBeCloseTo(p.gamma.im, 15);
    expect(pointFromImpedance(complex(0, 0)).y).toBeNull();
  });

  it('reduces a very long line to its last half wavelength exactly', () => {
    // ℓ = 2^50 + 1/4 wavelengths (exact in a double) is a whole number of half wavelengths plus a quarter:
    // a quarter-wave line turns Γ by −180°, so Γ → −Γ exactly (Pozar eq. 2.42 with 4πℓ/λ = π mod 2π).
    expect(gammaThroughLine(complex(0.3, 0.4), 2 ** 50 + 0.25)).toEqual({ re: -0.3, im: -0.4 });
  });

  it('reads a point just off the rim at the same angle on the rim', () => {
    // Γ = (0.6 + j0.8)·(1 + 5e−13): |Γ| is 1 within the 1e−12 tolerance. On the rim Γ = 0.6 + j0.8 gives, by hand,
    // z = (1.6 + j0.8)/(0.4 − j0.8) = (1.6 + j0.8)(0.4 + j0.8)/0.8 = j1.6/0.8 = j2 and y = 1/z = −j0.5.
    const p = pointFromGamma(complex(0.6 + 3e-13, 0.8 + 4e-13));
    expect(p.z!.re).toBe(0);
    expect(Math.abs(p.z!.im - 2)).toBeLessThan(1e-14);
    expect(p.y!.re).toBe(0);
    expect(Math.abs(p.y!.im + 0.5)).toBeLessThan(1e-15);
  });

  it('does not take a rim point beside the short circuit for the short itself', () => {
    // Γ = −1 + j1e−10 has |Γ| = 1 in doubles and θ = π − 1e−10 rad; on the rim z = j·cot(θ/2) = j·tan(5e−11) ≈ j5e−11
    // and y = −j·tan(θ/2) ≈ −j2e10: both finite, so neither is null.
    const p = pointFromGamma(complex(-1, 1e-10));
    expect(p.z!.re).toBe(0);
    expect(p.z!.im / 5e-11).toBeCloseTo(1, 9);
    expect(p.y!.re).toBe(0);
    expect(p.y!.im / -2e10).toBeCloseTo(1, 9);
  });
});

describe('reported parts and warnings', () => {
  it('writes −0 as 0 in the parts of Γ, z and y', () => {
    // A signed zero in (−0 + j(−0), or 1 − j0 whose angle atan2(−0, 1) is −0) must come out as +0.
    const g = gammaParts(complex(-0, -0));
    expect(Object.is(g.gamma_re, 0)).toBe(true);
    expect(Object.is(g.gamma_im, 0)).toBe(true);
    expect(Object.is(gammaParts(complex(0.5, -0)).gamma_angle_deg, 0)).toBe(true);
    for (const v of Object.values(impedanceParts(complex(-0, -0), 50))) expect(Object.is(v, 0)).toBe(true);
    for (const v of Object.values(admittanceParts(complex(-0, -0), 50))) expect(Object.is(v, 0)).toBe(true);
  });

  it('explains a perfect match and the infinite impedance and admittance as info warnings', () => {
    expect(reflectionMetrics(0).warnings).toEqual([
      {
        code: 'PERFECT_MATCH',
        severity: 'info',
        detail: '|Γ| = 0: the load is matched, so the return loss is infinite and is reported as null (VSWR = 1, no standing wave).',
      },
    ]);
    expect(infinityWarnings(pointFromGamma(complex(1, 0)), 'Load')).toEqual([
      {
        code: 'INFINITE_IMPEDANCE',
        severity: 'info',
        detail: 'Load: Γ = 1 is an open circuit; its impedance is infinite and is reported as null (admittance 0).',
      },
    ]);
    expect(infinityWarnings(pointFromGamma(complex(-1, 0)), 'Load')).toEqual([
      {
        code: 'INFINITE_ADMITTANCE',
        severity: 'info',
        detail: 'Load: Γ = −1 is a short circuit; its admittance is infinite and is reported as null (impedance 0).',
      },
    ]);
    // Without admittance readings the short circuit has nothing infinite to explain.
    expect(infinityWarnings(pointFromGamma(complex(-1, 0)), 'Load', false)).toEqual([]);
  });
});
