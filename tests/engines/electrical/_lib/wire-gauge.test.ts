// Wire-gauge helpers: designation parsing, labels and the size row derived from a diameter.
import { describe, expect, it } from 'vitest';
import { gaugeChart, gaugeLabel, gaugeRow, headlineOf, isChartRequest, parseGauge, type GaugeSystem } from '../../../../engines/electrical/_lib/wire-gauge.ts';

/** A toy system with a round-number diameter so the derived sizes are easy to check by hand. */
const TOY: GaugeSystem = { name: 'TOY', field: 'g', min: -2, max: 3, diameterIn: (n) => (4 - n) / 10 };

describe('wire-gauge helpers', () => {
  it('labels aught sizes as k/0', () => {
    expect([-6, -3, -1, 0, 1, 40].map(gaugeLabel)).toEqual(['7/0', '4/0', '2/0', '1/0', '1', '40']);
  });

  it('parses designations and rejects non-gauges and sizes outside the system', () => {
    const n = (x: string | number) => {
      const p = parseGauge(x, TOY);
      return p.ok ? p.n : (p.outcome as { error: { code: string } }).error.code;
    };
    expect([n('000'), n('3/0'), n('00'), n('0'), n('#2'), n('3 ga'), n(-2), n(0)]).toEqual([-2, -2, -1, 0, 2, 3, -2, 0]);
    expect([n('0000'), n(4), n('x'), n('2.5'), n(2.5), n('2/1')]).toEqual(['GAUGE_OUT_OF_RANGE', 'GAUGE_OUT_OF_RANGE', 'INVALID_GAUGE', 'INVALID_GAUGE', 'INVALID_GAUGE', 'INVALID_GAUGE']);
  });

  it('reads the ways people write a gauge: No./#/n° before, AWG/SWG/gauge/ga/g after, with or without spaces', () => {
    const n = (x: string) => {
      const p = parseGauge(x, TOY);
      return p.ok ? p.n : (p.outcome as { error: { code: string } }).error.code;
    };
    const read = ['# 2', 'No 2', 'No.2', 'no. 2', 'n°2', 'N° 2', '2awg', '2 AWG', '2SWG', '2 gauge', '2 gage', '2ga.', '2g', '3 / 0', '1/0 AWG', '−2', '001'];
    expect(read.map(n)).toEqual([2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, -2, 0, -2, 1]);
    // Aught sizes beyond the system are out of range, not unreadable (10/0 = gauge −9; "100" is gauge 100).
    expect([n('10/0'), n('100')]).toEqual(['GAUGE_OUT_OF_RANGE', 'GAUGE_OUT_OF_RANGE']);
    // Not designations: marks in the wrong place, a fraction that is not k/0, a decimal.
    expect(['2#', 'g2', '2/05', '.5', '2 awg 2', '-2/0', 'x2/0'].map(n)).toEqual(Array(7).fill('INVALID_GAUGE'));
  });

  it('asks for the whole chart with "all" in any case and spacing', () => {
    expect([' ALL ', 'all', 'All'].map(isChartRequest)).toEqual([true, true, true]);
    expect(['al', 'all gauges', 12].map(isChartRequest)).toEqual([false, false, false]);
  });

  it('derives every size from the diameter (1 in = 25.4 mm, cmil = mil², ρ = 1/58 Ω·mm²/m)', () => {
    const r = gaugeRow(2, TOY); // 0.2 in
    expect(r).toMatchObject({ gauge: '2', gauge_number: 2, diameter_in: 0.2, diameter_mils: 200, area_cmil: 40000, area_kcmil: 40 });
    expect(r.diameter_mm).toBeCloseTo(5.08, 14);
    expect(r.area_in2).toBeCloseTo(Math.PI * 0.01, 15);
    expect(r.area_mm2).toBeCloseTo((Math.PI / 4) * 5.08 ** 2, 12);
    expect(r.R_ohm_per_km_cu).toBeCloseTo(1000 / 58 / r.area_mm2, 12);
    expect(headlineOf(r, 'mm')).toEqual({ value: r.diameter_mm, unit: 'mm' });
    expect(headlineOf(r, 'mm2')).toEqual({ value: r.area_mm2, unit: 'mm²' });
    expect(gaugeChart(TOY).map((x) => x.gauge)).toEqual(['3/0', '2/0', '1/0', '1', '2', '3']);
  });
});
