// Resistor colour code (IEC 60062) both ways: 3- to 6-band colours → resistance,
// tolerance and temperature coefficient; a resistance → its bands, with the nearest
// standard E-series value (IEC 60063) and its bands.
import * as z from 'zod/mini';
import { boundedList } from '../core/lists.ts';
import { wholeNumber } from '../core/whole-number.ts';
import type { EngineError, Warning } from '../core/contract.ts';
import { defineEngine } from '../core/contract.ts';
import { fail, ok, warning } from '../core/outcome.ts';
import { formatNumber } from '../core/numeric.ts';
import { E_SERIES, nearestStandard, type ESeries } from './_lib/e-series.ts';
import {
  COLORS,
  MAX_EXPONENT,
  MIN_EXPONENT,
  TEMPCOS,
  TOLERANCES,
  TWO_FIGURE_SERIES,
  bandColors,
  decodeBands,
  parseColor,
  parseResistanceText,
  roundToBands,
  seriesForTolerance,
  seriesOf,
  splitBands,
  BAND_LIST,
  tempcoColor,
  toleranceColor,
  type Color,
} from './_lib/resistor-color-code.ts';
import { drawResistorColor } from './resistor-color.picture.ts';
import { SNAP_ASSUMPTION } from './_lib/standard-snap.ts';

const DIRS = ['decode', 'encode'] as const;

const input = z.object({
  dir: z._default(z.enum(DIRS), 'decode'),
  bands: z.optional(boundedList(z.enum(COLORS), BAND_LIST)),
  resistance: z.optional(z.number()),
  band_count: z._default(wholeNumber({ min: 3, max: 6, example: 4, below: 'INVALID_BAND_COUNT', above: 'INVALID_BAND_COUNT' }), 4),
  tolerance: z.optional(z.number()),
  tempco: z.optional(z.number()),
  series: z.optional(z.enum(E_SERIES)),
});

const standardValue = z.object({ series: z.enum(E_SERIES), value: z.number(), value_text: z.string(), error_pct: z.number(), bands: z.nullable(z.array(z.string())) });

const output = z.object({
  dir: z.enum(DIRS),
  resistance: z.number(),
  value_text: z.string(),
  bands: z.array(z.string()),
  band_count: z.number(),
  tolerance_pct: z.nullable(z.number()),
  min: z.number(),
  max: z.number(),
  tempco_ppm: z.optional(z.number()),
  e_series: z.nullable(z.string()),
  requested: z.optional(z.number()),
  nearest_standard: z.optional(standardValue),
});

/** "4.7 kΩ", "470 Ω", "0.47 Ω", "2.2 MΩ": the value with an SI prefix, trimmed to the marked digits. */
function valueText(ohms: number): string {
  const [scale, prefix] = ohms >= 1e9 ? [1e9, 'G'] : ohms >= 1e6 ? [1e6, 'M'] : ohms >= 1e3 ? [1e3, 'k'] : [1, ''];
  return `${formatNumber(Number((ohms / scale).toPrecision(12)))} ${prefix}Ω`;
}

const tolText = (pct: number | null) => (pct === null ? '' : ` ±${formatNumber(pct)} %`);

/** Colour words (names, spellings, IEC 60757 codes, one text or a list) → canonical colours; RKM value text → Ω. */
function prepare(raw: Record<string, unknown>): Record<string, unknown> | EngineError {
  const out = { ...raw };
  if (raw.bands !== undefined && raw.bands !== null && !(typeof raw.bands === 'string' && raw.bands.trim() === '')) {
    const colors: Color[] = [];
    const tokens = splitBands(raw.bands);
    if (!Array.isArray(tokens)) return tokens;
    for (const token of tokens) {
      const c = typeof token === 'string' ? parseColor(token) : undefined;
      if (!c) {
        return { code: 'UNKNOWN_COLOR', field: 'bands', detail: `${JSON.stringify(token)} is not a resistor colour.`, suggestion: `Use ${COLORS.filter((x) => x !== 'none').join(', ')} (grey/gray, violet/purple and IEC codes such as BN, RD, GD are accepted).` };
      }
      colors.push(c);
    }
    out.bands = colors;
  }
  if (typeof raw.resistance === 'string') {
    const parsed = parseResistanceText(raw.resistance);
    if (parsed !== undefined) out.resistance = parsed;
  }
  return out;
}

export const engine = defineEngine({
  id: 'resistor-color',
  area: 'electrical',
  title: 'Resistor color code calculator (4, 5 and 6 bands)',
  description:
    'Reads the colour bands of a 3-, 4-, 5- or 6-band resistor as resistance, tolerance, min/max and temperature coefficient, or gives the bands for a resistance, with the nearest standard E-series value (E6 to E192) and its bands.',
  keywords: ['resistor color code', 'resistor colour code', 'color bands', '4 band resistor', '5 band resistor', '6 band resistor', 'resistor value', 'band colors to ohms', 'ohms to color bands', 'IEC 60062', 'E24', 'E96', 'tolerance band', 'tempco'],
  capability_id: 'electrical.resistor_color_code',
  version: '1.0.0',
  page: 'electric',
  input,
  output,
  prepare,
  unit: 'Ω',
  errors: [
    'COLOR_NOT_VALID_FOR_BAND',
    'INVALID_BAND_COUNT',
    'RESISTANCE_MUST_NOT_BE_NEGATIVE',
    'RESISTANCE_OUT_OF_COLOR_CODE_RANGE',
    'SERIES_NEEDS_MORE_BANDS',
    'TEMPCO_NOT_IN_COLOR_CODE',
    'TOLERANCE_NOT_IN_COLOR_CODE',
    'UNKNOWN_COLOR',
  ],
  warnings: ['INPUT_IGNORED', 'LEADING_ZERO_BAND', 'VALUE_ROUNDED_TO_BAND_DIGITS'],
  formula: { id: 'resistor-color.iec60062', expression: 'R = (significant figures) × 10^(multiplier band);  tolerance and temperature coefficient from their bands', label: 'IEC 60062 resistor colour code' },
  assumptions: [
    'IEC 60062:2016 colour code. Digits black 0 … white 9; multiplier pink 10⁻³, silver 10⁻², gold 10⁻¹, black 10⁰ … white 10⁹; tolerance brown ±1 %, red ±2 %, orange ±0.05 %, yellow ±0.02 %, green ±0.5 %, blue ±0.25 %, violet ±0.1 %, grey ±0.01 %, gold ±5 %, silver ±10 %, no band ±20 %; temperature coefficient (6th band, 10⁻⁶/K) black 250, brown 100, red 50, orange 15, yellow 25, green 20, blue 10, violet 5, grey 1. (Older EIA charts give grey as ±0.05 %.)',
    'Band layouts: 3 bands = 2 figures + multiplier (±20 %); 4 = 2 figures + multiplier + tolerance; 5 = 3 figures + multiplier + tolerance; 6 = 5-band + temperature coefficient. A single black band is a zero-ohm link. Bands are read from the end away from the tolerance band.',
    'Encoding rounds the resistance to the 2 (3/4-band) or 3 (5/6-band) significant figures the bands can show (warning VALUE_ROUNDED_TO_BAND_DIGITS); defaults: ±20 % for 3 bands, ±5 % for 4, ±1 % for 5 and 6, 100 ppm/K for 6.',
    'Nearest standard value from IEC 60063 in the series chosen, or else the series of the tolerance (±20 % E6, ±10 % E12, ±5 % E24, ±2 % E48, ±1 % E96, tighter E192; at most E24 for 3/4 bands, whose two figures cannot show E48+ values), nearest in ratio terms; e_series is the smallest series containing the value.',
    'Values are handled as decimals (digits × 10^n), so 4.7 kΩ is exactly 4700 Ω; value text accepts IEC 60062 RKM notation such as 4K7, R47, 2M2, or 4.7k.',
    SNAP_ASSUMPTION,
  ],
  ui: {
    fields: {
      dir: { label: 'Direction', options: [{ value: 'decode', label: 'Colours → value' }, { value: 'encode', label: 'Value → colours' }] },
      bands: { label: 'Band colours', kind: 'list', placeholder: 'brown black red gold', help: 'From the end away from the tolerance band.' },
      resistance: { label: 'Resistance', unit: 'Ω', kind: 'text', placeholder: '4700 or 4k7' },
      band_count: { label: 'Number of bands', kind: 'select', options: [3, 4, 5, 6].map((n) => ({ value: String(n), label: `${n} bands` })) },
      tolerance: { label: 'Tolerance', unit: '%', kind: 'select', blank: '±20 % with 3 bands, ±5 % with 4, ±1 % with 5 or 6', options: [...TOLERANCES, 20].map((t) => ({ value: String(t), label: `±${t} %` })) },
      tempco: { label: 'Temperature coefficient (6 bands)', unit: 'ppm/K', kind: 'select', blank: '100 ppm/K with 6 bands', options: TEMPCOS.map((t) => ({ value: String(t), label: `${t} ppm/K` })) },
      series: { label: 'E-series for the nearest standard value', blank: 'none', options: E_SERIES.map((s) => ({ value: s, label: s })) },
    },
    tabs: [
      {
        field: 'dir',
        tabs: [
          { value: 'decode', label: 'Colours → value', fields: ['bands'] },
          { value: 'encode', label: 'Value → colours', fields: ['resistance', 'band_count', 'tolerance', 'tempco', 'series'] },
        ],
      },
    ],
    initial: { dir: 'decode', bands: ['yellow', 'violet', 'red', 'gold'] },
    headline: 'value_text',
    outputs: {
      value_text: { label: 'Resistance value' },
      tolerance_pct: { label: 'Tolerance', unit: '%' },
      min: { label: 'Minimum resistance within tolerance', unit: 'Ω' },
      max: { label: 'Maximum resistance within tolerance', unit: 'Ω' },
      tempco_ppm: { label: 'Temperature coefficient', unit: 'ppm/K' },
      e_series: { label: 'Smallest E-series containing the value' },
      requested: { label: 'Requested resistance', unit: 'Ω' },
      nearest_standard: { label: 'Nearest standard value' },
    },
  },
  examples: [
    {
      name: 'Brown black red gold',
      inputs: { dir: 'decode', bands: 'brown black red gold' },
      expect: { status: 'success', values: { resistance: 1000, tolerance_pct: 5, min: 950, max: 1050, value_text: '1 kΩ', e_series: 'E6' } },
      source: 'IEC 60062 colour code; worked example "Brown–Black–Red–Gold → 1 kΩ ±5 %" on resistorcolorcodes.org/chart.',
    },
    {
      name: 'Yellow violet red gold',
      inputs: { dir: 'decode', bands: ['yellow', 'violet', 'red', 'gold'] },
      expect: { status: 'success', values: { resistance: 4700, value_text: '4.7 kΩ', tolerance_pct: 5 } },
      source: 'resistorcolorcodes.org worked example: Yellow–Violet–Red–Gold → 4.7 kΩ ±5 %.',
    },
    {
      name: 'Five bands: brown black black gold brown',
      inputs: { dir: 'decode', bands: 'brown black black gold brown' },
      expect: { status: 'success', values: { resistance: 10, tolerance_pct: 1, band_count: 5 } },
      source: 'resistorcolorcodes.org worked example: Brown–Black–Black–Gold–Brown → 10 Ω ±1 % (5-band).',
    },
    {
      name: 'Six bands: brown black black brown brown red',
      inputs: { dir: 'decode', bands: 'brown black black brown brown red' },
      expect: { status: 'success', values: { resistance: 1000, tolerance_pct: 1, tempco_ppm: 50, band_count: 6 } },
      source: 'IEC 60062:2016 Table 1: 1-0-0 × 10¹ = 1000 Ω, brown ±1 %, red 50 × 10⁻⁶/K.',
    },
    {
      name: '4.7 kΩ ±5 % as four bands',
      inputs: { dir: 'encode', resistance: '4k7', band_count: 4, tolerance: 5 },
      expect: { status: 'success', values: { 'bands.0': 'yellow', 'bands.1': 'violet', 'bands.2': 'red', 'bands.3': 'gold', resistance: 4700 } },
      source: 'IEC 60062 colour code (RKM "4K7" = 4.7 kΩ); same bands as the resistorcolorcodes.org example.',
    },
    {
      name: '0.47 Ω as four bands uses a silver multiplier',
      inputs: { dir: 'encode', resistance: 0.47, band_count: 4 },
      expect: { status: 'success', values: { 'bands.0': 'yellow', 'bands.1': 'violet', 'bands.2': 'silver', 'bands.3': 'gold' } },
      source: 'IEC 60062: silver multiplier = 10⁻², 47 × 0.01 = 0.47 Ω.',
    },
    {
      name: '1234 Ω with five bands ±1 %: 1.23 kΩ marked, nearest E96 value 1.24 kΩ',
      inputs: { dir: 'encode', resistance: 1234, band_count: 5 },
      expect: { status: 'success', code: 'VALUE_ROUNDED_TO_BAND_DIGITS', values: { resistance: 1230, 'nearest_standard.series': 'E96', 'nearest_standard.value': 1240, 'nearest_standard.bands.0': 'brown' } },
      source: 'IEC 60063 E96 table: the neighbours of 1.234 k are 1.21 k and 1.24 k, and 1.24 k is nearer in ratio; bands brown red yellow brown brown per IEC 60062.',
    },
    {
      name: 'Gold as the first band',
      inputs: { dir: 'decode', bands: 'gold red violet yellow' },
      expect: { status: 'error', code: 'COLOR_NOT_VALID_FOR_BAND' },
      source: 'IEC 60062: gold is a multiplier or tolerance colour; the resistor is being read from the wrong end.',
    },
  ],
  limitations: ['Leaded resistor colour bands only (no SMD numeric codes, capacitor or inductor codes, or military reliability bands).'],
  picture: drawResistorColor,
  compute(inp) {
    if (inp.dir === 'decode') {
      if (!inp.bands?.length) return fail('MISSING_REQUIRED_INPUT', 'bands', 'Give the band colours to decode.', 'List the colours from the end away from the tolerance band, e.g. "brown black red gold".');
      const m = decodeBands(inp.bands);
      if ('code' in m) return fail(m.code, 'bands', m.detail, m.suggestion);
      const warnings: Warning[] = [];
      if (m.digits.length > 1 && m.digits[0] === '0') {
        warnings.push(warning('LEADING_ZERO_BAND', 'The first band is black (0); real markings start with a non-zero figure.', 'Check the reading direction: the tolerance band (often gold or silver) is the last one.', 'info'));
      }
      const tol = m.tolerancePct;
      const result = {
        dir: inp.dir,
        resistance: m.resistance,
        value_text: valueText(m.resistance),
        bands: inp.bands,
        band_count: inp.bands.length,
        tolerance_pct: tol,
        min: tol === null ? m.resistance : m.resistance * (1 - tol / 100),
        max: tol === null ? m.resistance : m.resistance * (1 + tol / 100),
        ...(m.tempcoPpm === undefined ? {} : { tempco_ppm: m.tempcoPpm }),
        e_series: seriesOf(m.resistance),
      };
      return ok(result, { warnings, formatted: `${result.value_text}${tolText(tol)}${m.tempcoPpm === undefined ? '' : `, ${m.tempcoPpm} ppm/K`}` });
    }
    return encode(inp);
  },
});

type Input = z.output<typeof input>;

function encode(inp: Input) {
  const R = inp.resistance;
  if (R === undefined) return fail('MISSING_REQUIRED_INPUT', 'resistance', 'Give the resistance to encode.', 'Give resistance in Ω, e.g. 4700 or "4k7".');
  if (R < 0) return fail('RESISTANCE_MUST_NOT_BE_NEGATIVE', 'resistance', `${R} Ω is negative.`, 'Give a resistance ≥ 0 Ω (0 gives the zero-ohm link).');
  if (R === 0) {
    return ok({ dir: inp.dir, resistance: 0, value_text: '0 Ω', bands: ['black'], band_count: 1, tolerance_pct: null, min: 0, max: 0, e_series: null }, { formatted: 'black (zero-ohm link)' });
  }
  const count = inp.band_count; // 3 to 6: the input layer checked it
  const sig = count <= 4 ? 2 : 3;
  const tol = inp.tolerance ?? (count === 3 ? 20 : count === 4 ? 5 : 1);
  if (count === 3 ? tol !== 20 : !TOLERANCES.includes(tol)) {
    return fail('TOLERANCE_NOT_IN_COLOR_CODE', 'tolerance', count === 3 ? `A 3-band resistor is always ±20 %; ±${tol} % needs a tolerance band.` : `±${tol} % has no colour in IEC 60062${tol === 20 ? ' (±20 % is shown by leaving the tolerance band out)' : ''}.`, count === 3 ? 'Use band_count 4 (or 5) for a tolerance band.' : tol === 20 ? 'Use band_count 3 for ±20 %.' : `Use one of ±${TOLERANCES.join(', ±')} %.`);
  }
  const tempco = count === 6 ? (inp.tempco ?? 100) : undefined;
  if (tempco !== undefined && !TEMPCOS.includes(tempco)) {
    return fail('TEMPCO_NOT_IN_COLOR_CODE', 'tempco', `${tempco} ppm/K has no colour in IEC 60062.`, `Use one of ${TEMPCOS.join(', ')} ppm/K.`);
  }
  const rounded = roundToBands(R, sig);
  if (rounded.exponent < MIN_EXPONENT || rounded.exponent > MAX_EXPONENT) {
    const lo = Number(`1${'0'.repeat(sig - 1)}e${MIN_EXPONENT}`);
    const hi = Number(`${'9'.repeat(sig)}e${MAX_EXPONENT}`);
    return fail('RESISTANCE_OUT_OF_COLOR_CODE_RANGE', 'resistance', `${valueText(R)} cannot be shown with ${count} bands: the multipliers reach ${valueText(lo)} to ${valueText(hi)}.`, `Give a resistance between ${valueText(lo)} and ${valueText(hi)}.`);
  }
  let series: ESeries;
  if (inp.series) {
    if (sig === 2 && !TWO_FIGURE_SERIES.includes(inp.series)) {
      return fail('SERIES_NEEDS_MORE_BANDS', 'series', `${inp.series} values have three significant figures, which ${count} bands cannot show.`, 'Use band_count 5 or 6, or series E6, E12 or E24.');
    }
    series = inp.series;
  } else {
    series = seriesForTolerance(tol);
    if (sig === 2 && !TWO_FIGURE_SERIES.includes(series)) series = 'E24';
  }
  const tolColor = count === 3 ? undefined : toleranceColor(tol);
  const tcColor = tempco === undefined ? undefined : tempcoColor(tempco);
  const bands = bandColors(rounded, tolColor, tcColor);
  const near = nearestStandard(R, series);
  const nearRounded = roundToBands(near.value, sig);
  const nearInRange = nearRounded.exponent >= MIN_EXPONENT && nearRounded.exponent <= MAX_EXPONENT;

  const warnings: Warning[] = [];
  if (Math.abs(rounded.value - R) > 1e-12 * R) {
    warnings.push(warning('VALUE_ROUNDED_TO_BAND_DIGITS', `${valueText(R)} needs more than ${sig} significant figures; the bands show ${valueText(rounded.value)}.`, sig === 2 ? 'Use 5 bands for three significant figures, or pick the nearest standard value.' : 'Pick the nearest standard value.'));
  }
  if (inp.tempco !== undefined && count !== 6) {
    warnings.push(warning('INPUT_IGNORED', 'tempco is only marked on 6-band resistors.', 'Set band_count = 6, or remove tempco.', 'info'));
  }
  const result = {
    dir: inp.dir,
    resistance: rounded.value,
    value_text: valueText(rounded.value),
    bands,
    band_count: count,
    tolerance_pct: tol,
    min: rounded.value * (1 - tol / 100),
    max: rounded.value * (1 + tol / 100),
    ...(tempco === undefined ? {} : { tempco_ppm: tempco }),
    e_series: seriesOf(rounded.value),
    requested: R,
    nearest_standard: { series, value: near.value, value_text: valueText(near.value), error_pct: near.errorPct, bands: nearInRange ? bandColors(nearRounded, tolColor, tcColor) : null },
  };
  return ok(result, { warnings, formatted: `${bands.join(' ')} (${result.value_text}${tolText(tol)})` });
}
