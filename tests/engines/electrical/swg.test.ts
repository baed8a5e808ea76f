// swg (swg-to-mm): the Imperial Standard Wire Gauge table of BS 3737:1964
// against the published table (inches and the rounded millimetres), areas by
// mathjs unit arithmetic, designation parsing, the chart and every error code.
import { all, create } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const math = create(all, { number: 'BigNumber', precision: 64 });

/** BS 3737:1964 / Board of Trade 1883: gauge, inches, millimetres as printed (Engineering ToolBox reprint). */
const BS3737: [string, number, number][] = [
  ['7/0', 0.5, 12.7], ['6/0', 0.464, 11.786], ['5/0', 0.432, 10.973], ['4/0', 0.4, 10.16], ['3/0', 0.372, 9.449], ['2/0', 0.348, 8.839],
  ['1/0', 0.324, 8.23], ['1', 0.3, 7.62], ['2', 0.276, 7.01], ['3', 0.252, 6.401], ['4', 0.232, 5.893], ['5', 0.212, 5.385],
  ['6', 0.192, 4.877], ['7', 0.176, 4.47], ['8', 0.16, 4.064], ['9', 0.144, 3.658], ['10', 0.128, 3.251], ['11', 0.116, 2.946],
  ['12', 0.104, 2.642], ['13', 0.092, 2.337], ['14', 0.08, 2.032], ['15', 0.072, 1.829], ['16', 0.064, 1.626], ['17', 0.056, 1.422],
  ['18', 0.048, 1.219], ['19', 0.04, 1.016], ['20', 0.036, 0.914], ['21', 0.032, 0.813], ['22', 0.028, 0.711], ['23', 0.024, 0.61],
  ['24', 0.022, 0.559], ['25', 0.02, 0.508], ['26', 0.018, 0.457], ['27', 0.0164, 0.417], ['28', 0.0148, 0.376], ['29', 0.0136, 0.345],
  ['30', 0.0124, 0.315], ['31', 0.0116, 0.295], ['32', 0.0108, 0.274], ['33', 0.01, 0.254], ['34', 0.0092, 0.234], ['35', 0.0084, 0.213],
  ['36', 0.0076, 0.193], ['37', 0.0068, 0.173], ['38', 0.006, 0.152], ['39', 0.0052, 0.132], ['40', 0.0048, 0.122], ['41', 0.0044, 0.112],
  ['42', 0.004, 0.102], ['43', 0.0036, 0.091], ['44', 0.0032, 0.081], ['45', 0.0028, 0.071], ['46', 0.0024, 0.061], ['47', 0.002, 0.051],
  ['48', 0.0016, 0.041], ['49', 0.0012, 0.03], ['50', 0.001, 0.025],
];

describe('swg', () => {
  it.each(BS3737)('SWG %s: %d in, %d mm (BS 3737 table)', (g, inch, mm) => {
    const r = result('swg', { swg: g });
    expect(r.diameter_in).toBe(inch);
    expect(Math.abs(r.diameter_mm - mm)).toBeLessThanOrEqual(0.0005 + 1e-12); // the table prints mm to 0.001
    expect(Math.abs(r.diameter_mm / math.evaluate(`${inch} inch to mm`).toNumber('mm') - 1)).toBeLessThan(3e-16);
  });

  it('has all 57 sizes in decreasing order (the chart)', () => {
    const chart = result('swg', { swg: 'all' }).chart;
    expect(chart.map((r: { gauge: string }) => r.gauge)).toEqual(BS3737.map(([g]) => g));
    for (let i = 1; i < chart.length; i++) expect(chart[i].diameter_in).toBeLessThan(chart[i - 1].diameter_in);
  });

  it('the chart has no single unit (a gauge answers in mm by default)', () => {
    expect(ok('swg', { swg: 'all' }).result_detail.unit).toBeNull();
    expect(ok('swg', { swg: 20 }).result_detail.unit).toBe('mm');
  });

  it('areas and copper resistance follow from the diameter (mathjs)', () => {
    const r = result('swg', { swg: 16, field: 'mm2' });
    const area = math.evaluate('pi / 4 * (0.064 inch)^2 to mm^2').toNumber('mm^2');
    expect(Math.abs(r.area_mm2 / area - 1)).toBeLessThan(1e-15);
    expect(r).toMatchObject({ value: r.area_mm2, unit: 'mm²' });
    expect(r.area_cmil).toBeCloseTo(4096, 9);
    expect(r.R_ohm_per_km_cu).toBeCloseTo(1000 / 58 / area, 12);
  });

  it.each([
    ['0000000', -6], ['7/0', -6], ['0000', -3], ['4/0', -3], ['00', -1], ['0', 0], ['1/0', 0], [0, 0], ['20 SWG', 20], [50, 50], ['#30', 30],
  ] as const)('reads %j as gauge number %d', (swg, n) => {
    expect(result('swg', { swg }).gauge_number).toBe(n);
  });

  it('swg-to-mm page under /calc/wire/, capability electrical.swg_to_mm 1.3.1', () => {
    const env = ok('swg-to-mm', { swg: 20 });
    expect(env).toMatchObject({ engine: 'swg', capability_id: 'electrical.swg_to_mm', calculation_version: '1.3.1', page: '/calc/wire/swg-to-mm' });
    expect(env.result_detail).toMatchObject({ unit: 'mm', formatted: 'SWG 20: 0.9144 mm diameter (0.036 in), 0.6567 mm²' });
  });

  it.each([
    [{ swg: 51 }, 'GAUGE_OUT_OF_RANGE', 'swg'],
    [{ swg: '8/0' }, 'GAUGE_OUT_OF_RANGE', 'swg'],
    [{ swg: '00000000' }, 'GAUGE_OUT_OF_RANGE', 'swg'],
    [{ swg: '20.5' }, 'INVALID_GAUGE', 'swg'],
    [{ swg: 'fine' }, 'INVALID_GAUGE', 'swg'],
    [{}, 'MISSING_REQUIRED_INPUT', 'swg'],
    [{ swg: 20, field: 'kcmil' }, 'INVALID_MODE', 'field'],
  ] as const)('%o → %s', (inputs, code, field) => {
    const f = failure('swg-to-mm', inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(10);
  });
});

declaresTheCodesItReturns('swg');
