// American Wire Gauge: diameter, area and copper resistance of gauges 4/0 … 40
// from the defining formula of ASTM B258, plus the whole chart.
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { missing, ok } from '../core/outcome.ts';
import { CHART_KEYWORD, GAUGE_FIELD_OPTIONS, GAUGE_FIELDS, GAUGE_SIZE_ASSUMPTIONS, type GaugeRow, type GaugeSystem, gaugeChart, gaugeOutput, gaugeOutputHints, gaugeRow, gaugeRowShape, headlineOf, isChartRequest, parseGauge } from './_lib/wire-gauge.ts';
import * as det from '../core/det-math.ts';

/**
 * ASTM B258: 39 geometric steps from 4/0 (0.4600 in) to 36 (0.0050 in),
 * d(n) = 0.005 in × 92^((36 − n)/39), so 4/0 (n = −3) is exactly 0.46 in.
 */
const AWG: GaugeSystem = { name: 'AWG', field: 'awg', min: -3, max: 40, diameterIn: (n) => awgDiameters[n + 3] ?? (awgDiameters[n + 3] = 0.005 * det.pow(92, (36 - n) / 39)) };
/**
 * d(n) of the 44 whole gauges, each kept once computed: det-math's pow takes about 0.2 ms, and the
 * chart needs all 44 (7 ms). parseGauge lets only whole gauges from 4/0 to 40 through.
 */
const awgDiameters: (number | undefined)[] = [];

/** ASTM B258 tabulates diameters to 4 significant figures, never finer than 0.0001 in (0.1 mil) for 44 AWG and larger: for 4/0 … 40 that is 0.0001 in. */
const astmNominalIn = (dIn: number) => Math.round(dIn * 1e4) / 1e4;

const withAstm = (row: GaugeRow) => ({ ...row, diameter_in_astm: astmNominalIn(row.diameter_in) });

const output = gaugeOutput(gaugeRowShape({ diameter_in_astm: z.number() }));

export const engine = defineEngine({
  id: 'awg',
  area: 'electrical',
  title: 'AWG wire gauge to mm',
  description: 'Diameter (mm, inches, mils), cross-sectional area (mm², in², kcmil) and copper resistance of American Wire Gauge sizes 4/0 (0000) to 40, from the ASTM B258 formula; or the whole AWG chart.',
  keywords: ['awg to mm', 'awg to mm2', 'american wire gauge', 'wire gauge chart', 'wire size', 'AWG diameter', 'AWG area', 'circular mils', 'kcmil', 'Brown & Sharpe'],
  capability_id: 'electrical.awg_to_mm',
  version: '1.5.0',
  tools: [
    { id: 'awg-to-mm', page: 'wire' },
    {
      id: 'wire-gauge-chart',
      page: 'wire',
      title: 'AWG wire gauge chart',
      description: 'The American Wire Gauge table 4/0 to 40: diameter in mm, inches and mils, area in mm², in² and kcmil, and copper resistance per km.',
      keywords: ['wire gauge chart', 'awg chart', 'awg table', 'wire size chart'],
      defaults: { awg: CHART_KEYWORD },
      initial: { awg: CHART_KEYWORD },
    },
  ],
  input: z.object({
    awg: z.optional(z.union([z.string(), z.number()]).check(z.meta({ description: 'AWG gauge: 0000 (4/0) … 40, e.g. 12, "4/0" or "00"; "all" for the whole table' }))),
    field: z._default(z.enum(GAUGE_FIELDS), 'mm'),
  }),
  output,
  unit: 'mm',
  errors: ['GAUGE_OUT_OF_RANGE', 'INVALID_GAUGE'],
  warnings: [],
  formula: { id: 'awg.diameter', expression: 'd = 0.127 mm × 92^((36 − n) / 39); A = π d² / 4', label: 'AWG diameter (ASTM B258)' },
  assumptions: [
    'AWG diameter from the defining formula of ASTM B258: d = 0.005 in × 92^((36 − n)/39) = 0.127 mm × 92^((36 − n)/39), with n = −1, −2, −3 for 2/0 (00), 3/0 (000), 4/0 (0000) and n = 0 for 1/0 (0).',
    'diameter_in_astm is the nominal diameter as ASTM B258 tabulates it: at most 4 significant figures and no finer than 0.0001 in, i.e. rounded to 0.0001 in for 4/0 … 40.',
    ...GAUGE_SIZE_ASSUMPTIONS,
  ],
  ui: {
    fields: {
      awg: { label: 'AWG gauge', kind: 'text', unit: 'AWG', placeholder: '12, 4/0 or 0000', help: 'Aught sizes: 1/0 = 0, 2/0 = 00, 3/0 = 000, 4/0 = 0000; "all" for the chart' },
      field: {
        label: 'Show',
        kind: 'select',
        options: GAUGE_FIELD_OPTIONS,
      },
    },
    initial: { awg: '12', field: 'mm' },
    headline: 'value',
    outputs: {
      ...gaugeOutputHints,
      gauge: { label: 'AWG gauge' },
      diameter_in_astm: { label: 'ASTM B258 nominal diameter', unit: 'in' },
      chart: { label: 'AWG chart' },
    },
  },
  examples: [
    {
      name: '12 AWG',
      inputs: { awg: 12 },
      expect: { status: 'success', values: { diameter_in_astm: 0.0808, diameter_mm: 2.053, area_mm2: 3.309, area_cmil: 6530, R_ohm_per_km_cu: 5.211, value: 2.053 }, rel: 1e-3 },
      source: 'ASTM B258 nominal diameter 0.0808 in; NEC Chapter 9 Table 8: 6530 cmil, 3.309 mm²; Wikipedia "American wire gauge" table: 2.053 mm, 5.211 Ω/km copper at 20 °C.',
    },
    {
      name: '4/0 (0000) is exactly 0.46 in = 211 600 cmil',
      tool: 'awg-to-mm',
      inputs: { awg: '4/0' },
      expect: { status: 'success', values: { gauge: '4/0', gauge_number: -3, diameter_in: 0.46, diameter_mm: 11.684, area_cmil: 211600, area_kcmil: 211.6 }, rel: 1e-12 },
      source: 'ASTM B258 / NEC Chapter 9 Table 8: 4/0 AWG is 0.4600 in, 211 600 cmil (the defining end point of the series); 0.46 × 25.4 = 11.684 mm.',
    },
    {
      name: '10 AWG area in mm²',
      inputs: { awg: '10', field: 'mm2' },
      expect: { status: 'success', values: { value: 5.261, unit: 'mm²', diameter_in_astm: 0.1019 }, rel: 1e-3 },
      source: 'NEC Chapter 9 Table 8: 10 AWG solid, 5.261 mm², 0.102 in; ASTM B258 nominal diameter 0.1019 in.',
    },
    {
      name: '36 AWG is exactly 0.005 in',
      inputs: { awg: '36' },
      expect: { status: 'success', values: { diameter_in: 0.005, diameter_mm: 0.127, area_cmil: 25 }, rel: 1e-12 },
      source: 'ASTM B258: 36 AWG is the 0.0050 in end point of the 39-step series (0.127 mm, 25 cmil).',
    },
    {
      name: 'The whole chart',
      tool: 'wire-gauge-chart',
      inputs: {},
      expect: { status: 'success', values: { 'chart.length': 44, 'chart.0.gauge': '4/0', 'chart.43.gauge': '40', 'chart.43.diameter_in_astm': 0.0031 }, rel: 1e-12 },
      source: 'ASTM B258 table: 44 sizes from 4/0 to 40; 40 AWG nominal 0.0031 in.',
    },
    {
      name: 'Gauge 41 is outside the table',
      inputs: { awg: 41 },
      expect: { status: 'error', code: 'GAUGE_OUT_OF_RANGE' },
      source: 'The standard chart runs from 4/0 to 40.',
    },
    {
      name: 'Not a gauge',
      inputs: { awg: '12.5' },
      expect: { status: 'error', code: 'INVALID_GAUGE' },
      source: 'AWG sizes are whole numbers or aught sizes (1/0 … 4/0).',
    },
  ],
  limitations: [
    'Solid round conductors: a stranded conductor of the same AWG has the same copper area but a larger overall diameter.',
    'Gauges beyond 40 (41 … 56) and kcmil sizes above 4/0 are not in this table.',
    'Resistance is for annealed copper at 20 °C; no ampacity here (it depends on insulation, installation and code): the wire-ampacity calculator gives it from NEC Table 310.16.',
  ],
  related: ['wire-ampacity', 'voltage-drop', 'swg-to-mm'],
  compute({ awg, field }) {
    // Optional in the schema so that a blank gauge gets MISSING_REQUIRED_INPUT rather than a union mismatch.
    if (awg === undefined) return missing('awg', 'Give the AWG gauge to look up.', 'Give a gauge such as 12, 4/0 or 0000, or "all" for the whole table.');
    if (isChartRequest(awg)) {
      const chart = gaugeChart(AWG).map(withAstm);
      return ok({ chart }, { unit: null, formatted: `AWG chart: ${chart.length} sizes, ${chart[0].gauge} (${formatNumber(chart[0].diameter_mm, 4)} mm) to ${chart.at(-1)!.gauge} (${formatNumber(chart.at(-1)!.diameter_mm, 4)} mm)` });
    }
    const parsed = parseGauge(awg, AWG);
    if (!parsed.ok) return parsed.outcome;
    const row = withAstm(gaugeRow(parsed.n, AWG));
    const head = headlineOf(row, field);
    return ok(
      { ...row, field, ...head },
      { unit: head.unit, formatted: `AWG ${row.gauge}: ${formatNumber(row.diameter_mm, 4)} mm diameter (${formatNumber(row.diameter_in_astm)} in), ${formatNumber(row.area_mm2, 4)} mm²` },
    );
  },
});
