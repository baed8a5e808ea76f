// Imperial Standard Wire Gauge (SWG): diameter, area and copper resistance of
// gauges 7/0 … 50 from the table of BS 3737:1964 (the Board of Trade gauge of 1883).
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { missing, ok } from '../core/outcome.ts';
import { GAUGE_FIELD_OPTIONS, GAUGE_FIELDS, GAUGE_SIZE_ASSUMPTIONS, type GaugeSystem, gaugeChart, gaugeOutput, gaugeOutputHints, gaugeRow, gaugeRowShape, headlineOf, isChartRequest, parseGauge } from './_lib/wire-gauge.ts';

/**
 * SWG diameters in tenths of a mil (0.0001 in), 7/0 first, then 6/0 … 1/0, 1 … 50:
 * the table of the Order in Council of 23 August 1883, repeated in BS 3737:1964.
 * Integers keep the table exact; it is not a formula (steps vary by range).
 */
const SWG_TENTH_MILS = [
  5000, 4640, 4320, 4000, 3720, 3480, 3240, // 7/0 … 1/0
  3000, 2760, 2520, 2320, 2120, 1920, 1760, 1600, 1440, 1280, // 1 … 10
  1160, 1040, 920, 800, 720, 640, 560, 480, 400, 360, // 11 … 20
  320, 280, 240, 220, 200, 180, 164, 148, 136, 124, // 21 … 30
  116, 108, 100, 92, 84, 76, 68, 60, 52, 48, // 31 … 40
  44, 40, 36, 32, 28, 24, 20, 16, 12, 10, // 41 … 50
];

const SWG: GaugeSystem = { name: 'SWG', field: 'swg', min: -6, max: 50, diameterIn: (n) => SWG_TENTH_MILS[n + 6] / 10000 };

const output = gaugeOutput(gaugeRowShape());

export const engine = defineEngine({
  id: 'swg',
  area: 'electrical',
  title: 'SWG wire gauge to mm',
  description: 'Diameter (mm, inches) and cross-sectional area (mm², in²) of British Standard Wire Gauge sizes 7/0 to 50 (BS 3737), with the resistance of copper wire; or the whole SWG table.',
  keywords: ['swg to mm', 'standard wire gauge', 'british wire gauge', 'imperial wire gauge', 'SWG chart', 'SWG diameter', 'BS 3737', 'enamelled wire size', 'guitar string gauge'],
  capability_id: 'electrical.swg_to_mm',
  version: '1.3.1',
  tools: [{ id: 'swg-to-mm', page: 'wire' }],
  input: z.object({
    swg: z.optional(z.union([z.string(), z.number()]).check(z.meta({ description: 'SWG gauge: 7/0 … 50, e.g. 20, "4/0" or "0000"; "all" for the whole table' }))),
    field: z._default(z.enum(GAUGE_FIELDS), 'mm'),
  }),
  output,
  unit: 'mm',
  errors: ['GAUGE_OUT_OF_RANGE', 'INVALID_GAUGE'],
  warnings: [],
  formula: { id: 'swg.diameter', expression: 'd = table(SWG) (BS 3737:1964); A = π d² / 4', label: 'SWG diameter (BS 3737 table)' },
  assumptions: [
    'SWG diameters are the table of BS 3737:1964 (Imperial Standard Wire Gauge, Order in Council of 23 August 1883) in inches: 7/0 = 0.500 in … 50 = 0.001 in. The table is exact; millimetres are inches × 25.4 (BS 3737 prints them rounded to 0.001 mm).',
    'Aught sizes: 1/0 = 0, 2/0 = 00 … 7/0 = 0000000 (gauge numbers 0, −1 … −6).',
    ...GAUGE_SIZE_ASSUMPTIONS,
  ],
  ui: {
    fields: {
      swg: { label: 'SWG gauge', kind: 'text', unit: 'SWG', placeholder: '20, 4/0 or 0000', help: 'Aught sizes: 1/0 = 0 … 7/0 = 0000000; "all" for the table' },
      field: {
        label: 'Show',
        kind: 'select',
        options: GAUGE_FIELD_OPTIONS,
      },
    },
    initial: { swg: '20', field: 'mm' },
    headline: 'value',
    outputs: {
      ...gaugeOutputHints,
      gauge: { label: 'Gauge designation' },
      chart: { label: 'SWG table' },
    },
  },
  examples: [
    {
      name: '20 SWG is 0.036 in = 0.9144 mm',
      tool: 'swg-to-mm',
      inputs: { swg: 20 },
      expect: { status: 'success', values: { diameter_in: 0.036, diameter_mm: 0.9144, value: 0.9144 }, rel: 1e-12 },
      source: 'BS 3737:1964 table (as reprinted by Engineering ToolBox, "SWG – Standard Wire Gauge"): 20 SWG = 0.036 in = 0.914 mm.',
    },
    {
      name: '7/0, the largest size, is 0.5 in = 12.7 mm',
      inputs: { swg: '7/0' },
      expect: { status: 'success', values: { gauge: '7/0', gauge_number: -6, diameter_mm: 12.7 }, rel: 1e-12 },
      source: 'BS 3737:1964 / 1883 Board of Trade table: No. 7/0 = 0.500 in (12.7 mm), the largest size.',
    },
    {
      name: '50, the smallest, is 0.001 in',
      inputs: { swg: 50 },
      expect: { status: 'success', values: { diameter_in: 0.001, diameter_mm: 0.0254, area_cmil: 1 }, rel: 1e-12 },
      source: 'BS 3737:1964 table: No. 50 = 0.001 in (1 mil, 25.4 µm).',
    },
    {
      name: '27 SWG area',
      inputs: { swg: '27', field: 'mm2' },
      expect: { status: 'success', values: { diameter_in: 0.0164, value: 0.136284043578063 /* (π/4) × 0.41656², mathjs BigNumber */ }, rel: 1e-12 },
      source: 'BS 3737:1964 table: 27 SWG = 0.0164 in = 0.4166 mm; area π/4 × 0.41656² mm² (exact arithmetic).',
    },
    {
      name: 'Gauge 51 is outside the table',
      inputs: { swg: 51 },
      expect: { status: 'error', code: 'GAUGE_OUT_OF_RANGE' },
      source: 'The Imperial Standard Wire Gauge runs from 7/0 to 50.',
    },
  ],
  limitations: ['Round wire diameters only; SWG numbers for sheet thickness use the same table but no area applies.', 'Resistance is for annealed copper at 20 °C.'],
  compute({ swg, field }) {
    // Optional in the schema so that a blank gauge gets MISSING_REQUIRED_INPUT rather than a union mismatch.
    if (swg === undefined) return missing('swg', 'Give the SWG gauge to look up.', 'Give a gauge such as 20, 4/0 or 0000, or "all" for the whole table.');
    if (isChartRequest(swg)) {
      const chart = gaugeChart(SWG);
      return ok({ chart }, { unit: null, formatted: `SWG table: ${chart.length} sizes, 7/0 (12.7 mm) to 50 (0.0254 mm)` });
    }
    const parsed = parseGauge(swg, SWG);
    if (!parsed.ok) return parsed.outcome;
    const row = gaugeRow(parsed.n, SWG);
    const head = headlineOf(row, field);
    return ok(
      { ...row, field, ...head },
      { unit: head.unit, formatted: `SWG ${row.gauge}: ${formatNumber(row.diameter_mm, 4)} mm diameter (${formatNumber(row.diameter_in)} in), ${formatNumber(row.area_mm2, 4)} mm²` },
    );
  },
});
