// awg (awg-to-mm, wire-gauge-chart): every gauge against the ASTM B258 formula
// evaluated by mathjs (64-digit BigNumbers), the B258 nominal diameters, NEC
// Chapter 9 Table 8 areas, copper resistance from the Wikipedia AWG table,
// designation parsing, the chart and every error code.
import { all, create } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const math = create(all, { number: 'BigNumber', precision: 64 });
const formulaMm = (n: number): number => math.evaluate(`0.005 inch * 92^((36 - (${n})) / 39) to mm`).toNumber('mm');
const relErr = (got: number, want: number) => Math.abs(got - want) / Math.abs(want);
const label = (n: number) => (n <= 0 ? `${1 - n}/0` : String(n));

/** ASTM B258 nominal diameters in inches (4 significant figures, 0.0001 in resolution), 4/0 … 40. */
const B258_IN: [string, number][] = [
  ['4/0', 0.46], ['3/0', 0.4096], ['2/0', 0.3648], ['1/0', 0.3249], ['1', 0.2893], ['2', 0.2576], ['3', 0.2294], ['4', 0.2043],
  ['5', 0.1819], ['6', 0.162], ['7', 0.1443], ['8', 0.1285], ['9', 0.1144], ['10', 0.1019], ['11', 0.0907], ['12', 0.0808],
  ['13', 0.072], ['14', 0.0641], ['15', 0.0571], ['16', 0.0508], ['17', 0.0453], ['18', 0.0403], ['19', 0.0359], ['20', 0.032],
  ['21', 0.0285], ['22', 0.0253], ['23', 0.0226], ['24', 0.0201], ['25', 0.0179], ['26', 0.0159], ['27', 0.0142], ['28', 0.0126],
  ['29', 0.0113], ['30', 0.01], ['31', 0.0089], ['32', 0.008], ['33', 0.0071], ['34', 0.0063], ['35', 0.0056], ['36', 0.005],
  ['37', 0.0045], ['38', 0.004], ['39', 0.0035], ['40', 0.0031],
];

/** NEC Chapter 9 Table 8 (solid conductors): area in cmil and mm², rounded by the table. */
const NEC_TABLE_8: [string, number, number][] = [
  ['18', 1620, 0.823], ['16', 2580, 1.31], ['14', 4110, 2.08], ['12', 6530, 3.31], ['10', 10380, 5.261], ['8', 16510, 8.367],
  ['6', 26240, 13.3], ['4', 41740, 21.15], ['3', 52620, 26.67], ['2', 66360, 33.62], ['1', 83690, 42.41],
  ['1/0', 105600, 53.49], ['2/0', 133100, 67.43], ['3/0', 167800, 85.01], ['4/0', 211600, 107.2],
];

describe('awg', () => {
  it('every gauge 4/0 … 40 matches the B258 formula in 64-digit arithmetic', () => {
    for (let n = -3; n <= 40; n++) {
      const r = result('awg', { awg: label(n) });
      expect(relErr(r.diameter_mm, formulaMm(n)), label(n)).toBeLessThan(1e-15);
      expect(relErr(r.area_mm2, (Math.PI / 4) * formulaMm(n) ** 2)).toBeLessThan(1e-14);
      expect(r.gauge_number).toBe(n);
    }
  });

  it.each(B258_IN)('AWG %s: ASTM B258 nominal diameter %d in', (g, inch) => {
    expect(result('awg', { awg: g }).diameter_in_astm).toBe(inch);
  });

  it.each(NEC_TABLE_8)('AWG %s: NEC Table 8 area %d cmil, %d mm² (within the table’s rounding)', (g, cmil, mm2) => {
    const r = result('awg', { awg: g, field: 'mm2' });
    expect(relErr(r.area_cmil, cmil)).toBeLessThan(3e-3);
    expect(relErr(r.area_mm2, mm2)).toBeLessThan(3e-3);
    expect(r.value).toBe(r.area_mm2);
    expect(r.unit).toBe('mm²');
  });

  it('copper resistance per km at 20 °C matches the Wikipedia AWG table (1/58 Ω·mm²/m)', () => {
    for (const [g, ohmPerKm] of [['4/0', 0.1608], ['10', 3.277], ['12', 5.211], ['14', 8.286]] as const) {
      expect(relErr(result('awg', { awg: g }).R_ohm_per_km_cu, ohmPerKm), g).toBeLessThan(2e-4);
    }
  });

  it('end points are exact: 4/0 = 0.46 in = 211 600 cmil, 36 = 0.005 in = 25 cmil', () => {
    expect(result('awg', { awg: '0000' })).toMatchObject({ gauge: '4/0', diameter_in: 0.46, diameter_mm: 11.684 });
    expect(result('awg', { awg: '0000' }).area_cmil).toBeCloseTo(211600, 8);
    expect(result('awg', { awg: 36 }).area_cmil).toBeCloseTo(25, 12);
  });

  it('each gauge step shrinks the diameter by 92^(1/39) and 6 gauges halve it (within 1 %)', () => {
    const chart = result('wire-gauge-chart', {}).chart as { diameter_mm: number }[];
    for (let i = 1; i < chart.length; i++) expect(chart[i - 1].diameter_mm / chart[i].diameter_mm).toBeCloseTo(92 ** (1 / 39), 12);
    expect(chart[10].diameter_mm / chart[16].diameter_mm).toBeCloseTo(2, 1);
  });

  it.each([
    ['0000', -3], ['4/0', -3], [-3, -3], ['000', -2], ['3/0', -2], ['00', -1], ['2/0', -1], ['0', 0], ['1/0', 0], [0, 0],
    ['12', 12], [12, 12], ['#12', 12], ['12 AWG', 12], ['No. 8', 8], [' 10 ga ', 10], ['40', 40],
  ] as const)('reads the designation %j as gauge number %d', (awg, n) => {
    expect(result('awg', { awg }).gauge_number).toBe(n);
  });

  it('the chart: wire-gauge-chart (preset) and awg "all", 44 rows 4/0 … 40', () => {
    const chart = result('wire-gauge-chart', {}).chart;
    expect(chart).toHaveLength(44);
    expect(chart.map((r: { gauge: string }) => r.gauge)).toEqual(B258_IN.map(([g]) => g));
    expect(chart.map((r: { diameter_in_astm: number }) => r.diameter_in_astm)).toEqual(B258_IN.map(([, d]) => d));
    expect(result('awg', { awg: 'ALL' }).chart).toEqual(chart);
    expect(result('wire-gauge-chart', { awg: 12 })).toMatchObject({ gauge: '12' });
  });

  it('the chart mixes units, so its answer names none (unit null, not the single gauge\'s mm)', () => {
    expect(ok('wire-gauge-chart', {}).result_detail.unit).toBeNull();
  });

  it('aliases: awg-to-mm and wire-gauge-chart pages under /calc/wire/, capability electrical.awg_to_mm 1.5.0', () => {
    const env = ok('awg-to-mm', { awg: 12 });
    expect(env).toMatchObject({ engine: 'awg', capability_id: 'electrical.awg_to_mm', calculation_version: '1.5.0', page: '/calc/wire/awg-to-mm' });
    expect(env.result_detail.unit).toBe('mm');
    expect(env.result_detail.formatted).toBe('AWG 12: 2.053 mm diameter (0.0808 in), 3.309 mm²');
    expect(ok('wire-gauge-chart', {})).toMatchObject({ engine: 'awg', page: '/calc/wire/wire-gauge-chart' });
    expect(ok('awg', { awg: 12 }).page).toBe('/calc/wire/awg-to-mm');
  });

  it.each([
    [{ awg: '12.5' }, 'INVALID_GAUGE', 'awg'],
    [{ awg: 12.5 }, 'INVALID_GAUGE', 'awg'],
    [{ awg: 'thick' }, 'INVALID_GAUGE', 'awg'],
    [{ awg: '4/1' }, 'INVALID_GAUGE', 'awg'],
    [{ awg: 41 }, 'GAUGE_OUT_OF_RANGE', 'awg'],
    [{ awg: '5/0' }, 'GAUGE_OUT_OF_RANGE', 'awg'],
    [{ awg: '00000' }, 'GAUGE_OUT_OF_RANGE', 'awg'],
    [{ awg: -4 }, 'GAUGE_OUT_OF_RANGE', 'awg'],
    [{}, 'MISSING_REQUIRED_INPUT', 'awg'],
    [{ awg: 12, field: 'in' }, 'INVALID_MODE', 'field'],
  ] as const)('%o → %s', (inputs, code, field) => {
    const f = failure('awg-to-mm', inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(10);
  });
});

declaresTheCodesItReturns('awg');
