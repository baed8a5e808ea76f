// Rectifier waveform averages against numerical integration and the textbook
// constants; topology tables and PIV.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIODES_IN_PATH, peakInverseVoltage, PULSES, rectifiedWave } from '../../../../engines/electrical/_lib/rectifier.ts';
import { result } from '../../../helpers/calc.ts';

/** Mean and RMS of max(0, Vp·sin θ − Vd), pulses per 2π, by Simpson's rule on 20 000 intervals. */
function numeric(vp: number, vd: number, pulses: 1 | 2) {
  const n = 20_000;
  const h = (2 * Math.PI) / n;
  const v = (th: number) => {
    const s = pulses === 2 ? Math.abs(Math.sin(th)) : Math.sin(th);
    return Math.max(0, vp * s - vd);
  };
  let m = 0;
  let q = 0;
  for (let i = 0; i <= n; i++) {
    const w = i === 0 || i === n ? 1 : i % 2 ? 4 : 2;
    const x = v(i * h);
    m += w * x;
    q += w * x * x;
  }
  const k = h / 3 / (2 * Math.PI);
  return { average: m * k, rms: Math.sqrt(q * k) };
}

describe('rectifier', () => {
  it('ideal diodes give the textbook Vp/π, Vp/2 and 2Vp/π, Vp/√2', () => {
    expect(rectifiedWave(10, 0, 1)).toMatchObject({ average: 10 / Math.PI, rms: 5, conduction: Math.PI });
    const full = rectifiedWave(10, 0, 2)!;
    expect(full.average).toBeCloseTo(20 / Math.PI, 14);
    expect(full.rms).toBeCloseTo(10 / Math.SQRT2, 14);
  });

  it('matches numerical integration with diode drops (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 400, noNaN: true }), fc.double({ min: 0, max: 0.9, noNaN: true }), fc.constantFrom<1 | 2>(1, 2), (vp, share, p) => {
        const exact = rectifiedWave(vp, vp * share, p)!;
        const num = numeric(vp, vp * share, p);
        expect(exact.average).toBeCloseTo(num.average, Math.max(1, 6 - Math.ceil(Math.log10(vp))));
        expect(exact.rms).toBeCloseTo(num.rms, Math.max(1, 6 - Math.ceil(Math.log10(vp))));
      }),
      { numRuns: 40 },
    );
  });

  it('no conduction when the peak does not exceed the drops', () => {
    expect(rectifiedWave(1.4, 1.4, 2)).toBeNull();
    expect(rectifiedWave(1.2, 1.4, 1)).toBeNull();
  });

  it('topology tables and PIV (Boylestad & Nashelsky ch. 2 (half-wave and full-wave rectification))', () => {
    expect(PULSES).toEqual({ half: 1, 'center-tap': 2, bridge: 2 });
    expect(DIODES_IN_PATH).toEqual({ half: 1, 'center-tap': 1, bridge: 2 });
    expect(peakInverseVoltage('half', 20, 0.7)).toBe(20);
    expect(peakInverseVoltage('center-tap', 20, 0.7)).toBeCloseTo(39.3, 12);
    expect(peakInverseVoltage('bridge', 20, 0.7)).toBeCloseTo(19.3, 12);
  });
});

describe('the words people use for each circuit', () => {
  // "full-wave" alone is ambiguous (centre-tap or bridge) and is not among them.
  const WORDS: Record<string, 'half' | 'center-tap' | 'bridge'> = {
    'half-wave': 'half', half_wave: 'half', halfwave: 'half', hw: 'half',
    'centre-tap': 'center-tap', center_tap: 'center-tap', centre_tap: 'center-tap', centertap: 'center-tap', ct: 'center-tap',
    'full-wave-center-tap': 'center-tap', 'full-wave-centre-tap': 'center-tap',
    'full-bridge': 'bridge', full_bridge: 'bridge', 'full-wave-bridge': 'bridge', 'bridge-rectifier': 'bridge', graetz: 'bridge',
  };
  it.each(Object.entries(WORDS))('%s computes as %s in both rectifier calculators', (word, circuit) => {
    const ac = { vin: 12, diode_drop: 0.7, load_resistance: 100 };
    expect(result('ac-dc-rectifier', { ...ac, circuit: word })).toEqual(result('ac-dc-rectifier', { ...ac, circuit }));
    // The ripple calculator needs only the pulse count: centre-tap and bridge are both "full".
    const cap = { mode: 'capacitance', frequency: 50, load_current: 0.5, ripple_vpp: 1 };
    expect(result('rectifier-ripple-cap', { ...cap, circuit: word })).toEqual(result('rectifier-ripple-cap', { ...cap, circuit: circuit === 'half' ? 'half' : 'full' }));
  });
});
