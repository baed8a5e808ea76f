import { describe, expect, it } from 'vitest';
import {
  coupledMicrostrip,
  coupledStripline,
  hjAirImpedance,
  hjEffectivePermittivity,
  ipc2141Microstrip,
  ipc2141Stripline,
  lineParameters,
  microstrip,
  stripline,
  widthForImpedance,
} from '../../../../engines/electrical/_lib/pcb-transmission-line.ts';

describe('pcb-transmission-line', () => {
  it('has the H&J limits: εeff = 1 in air, → εr for very wide strips, rising with width between (εr+1)/2 and εr', () => {
    expect(hjEffectivePermittivity(1, 1)).toBe(1);
    expect(hjEffectivePermittivity(1e6, 4)).toBeCloseTo(4, 2);
    let last = 2.5;
    for (const u of [0.01, 0.1, 1, 10, 100]) {
      const e = hjEffectivePermittivity(u, 4);
      expect(e).toBeGreaterThan(last);
      expect(e).toBeLessThan(4);
      last = e;
    }
    // Wide air strips follow Wheeler's wide-strip form η0/(u + 1.393 + 0.667·ln(u + 1.444)) (Pozar eq. 3.196).
    for (const u of [10, 100, 1000]) expect(hjAirImpedance(u) / (376.730313668 / (u + 1.393 + 0.667 * Math.log(u + 1.444)))).toBeCloseTo(1, 2);
  });

  it('reduces to the zero-thickness model at t = 0 and lowers Z0 with thickness', () => {
    expect(microstrip(1, 1, 0, 4).z0).toBe(hjAirImpedance(1) / Math.sqrt(hjEffectivePermittivity(1, 4)));
    expect(microstrip(1, 1, 0.05, 4).z0).toBeLessThan(microstrip(1, 1, 0, 4).z0);
    expect(stripline(1, 2, 0.05, 4).z0).toBeLessThan(stripline(1, 2, 0, 4).z0);
    expect(stripline(1, 2, 0, 4).epsEff).toBe(4);
  });

  it('finds a width by bisection to double precision, or reports the target unreachable', () => {
    const z = (w: number) => 100 / w;
    expect(widthForImpedance(z, 50, 0.01, 100)).toBeCloseTo(2, 14);
    expect(widthForImpedance(z, 1e5, 0.01, 100)).toBeUndefined();
    expect(widthForImpedance(z, 0.1, 0.01, 100)).toBeUndefined();
  });

  it('gives IPC-2141 values only inside their ranges', () => {
    expect(ipc2141Microstrip(1, 1, 0, 4)).toBeCloseTo((87 / Math.sqrt(5.41)) * Math.log(5.98 / 0.8), 12);
    expect(ipc2141Microstrip(3, 1, 0, 4)).toBeUndefined();
    expect(ipc2141Microstrip(1, 1, 0, 20)).toBeUndefined();
    expect(ipc2141Stripline(0.2, 1, 0.02, 4)).toBeCloseTo(30 * Math.log(4 / (0.67 * Math.PI * 0.18)), 12);
    expect(ipc2141Stripline(0.5, 1, 0, 4)).toBeUndefined();
  });

  it('keeps coupled lines symmetric and decoupled at large gaps', () => {
    const m = coupledMicrostrip(1, 1000, 1, 0, 4.4);
    expect(m.zEven / m.zOdd).toBeCloseTo(1, 6);
    const s = coupledStripline(1, 1000, 2, 0, 4.4);
    expect(s.zEven).toBeCloseTo(s.zOdd, 9);
    const close = coupledStripline(0.3, 0.05, 1, 0, 4);
    expect(close.zEven).toBeGreaterThan(close.zOdd);
  });

  it('derives per-length L and C from Z0 and εeff', () => {
    const p = lineParameters(50, 4);
    expect(p.velocity_factor).toBe(0.5);
    expect(p.delay_ps_per_mm).toBeCloseTo(2e9 / 299792458, 12);
    expect(p.L_nH_per_mm / p.C_pF_per_mm).toBeCloseTo(2500 / 1e3, 12);
  });
});
