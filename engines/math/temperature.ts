// Temperature conversion between the Celsius, Fahrenheit, Kelvin and Rankine scales,
// exact: the number given is read as the decimal it is written as and converted with
// rationals through the kelvin, using the scales' definitions in the shared unit table.
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { fail, ok } from '../core/outcome.ts';
import { exactDecimalText, parseRational, ratAdd, ratCmp, ratDiv, ratMul, ratSub, rational, rationalToNumber, type Rational } from '../core/exact-rational.ts';
import { findUnit } from '../core/quantity/units.ts';
import { unusedInputs } from './_lib/exact-inputs.ts';

const SCALES = ['C', 'F', 'K', 'R'] as const;
type Scale = (typeof SCALES)[number];

/** Each scale's definition, read from the shared unit table: kelvin = value × factor + offset (°F and °R are 5/9 K; 0 °C = 273.15 K; 0 °F = 45967/180 K). */
const DEFINITION: Record<Scale, { factor: Rational; offset: Rational; symbol: string }> = Object.fromEntries(
  SCALES.map((s) => {
    const u = findUnit({ C: '°C', F: '°F', K: 'K', R: '°R' }[s])!.def;
    return [s, { factor: u.factor, offset: u.offset ?? rational(0n), symbol: u.symbol }];
  }),
) as Record<Scale, { factor: Rational; offset: Rational; symbol: string }>;

const ZERO = rational(0n);
/** Digits of a repeating block written out in the exact text (a fifth of a degree Fahrenheit repeats with period 1). */
const EXACT_DIGITS = 60;

const MODES = ['temperature', 'difference'] as const;

const input = z.object({
  mode: z._default(z.enum(MODES), 'temperature'),
  value: z.optional(z.number()),
  value_unit: z._default(z.enum(SCALES), 'C'),
  delta: z.optional(z.number()),
  delta_unit: z._default(z.enum(SCALES), 'C'),
  to: z._default(z.enum(SCALES), 'F'),
});

const output = z.strictObject({
  mode: z.enum(MODES),
  value: z.number(),
  to: z.enum(SCALES),
  exact: z.string(),
  celsius: z.optional(z.number()),
  fahrenheit: z.optional(z.number()),
  kelvin: z.optional(z.number()),
  rankine: z.optional(z.number()),
  celsius_exact: z.optional(z.string()),
  fahrenheit_exact: z.optional(z.string()),
  kelvin_exact: z.optional(z.string()),
  rankine_exact: z.optional(z.string()),
  celsius_change: z.optional(z.number()),
  fahrenheit_change: z.optional(z.number()),
  kelvin_change: z.optional(z.number()),
  rankine_change: z.optional(z.number()),
});

const FORMULAS = {
  temperature: { id: 'temperature.convert', expression: 'T/K = t/°C + 273.15 = (t/°F + 459.67)/1.8 = (T/°R)/1.8;  t/°F = 1.8·t/°C + 32', label: 'Temperature scales through the kelvin' },
  difference: { id: 'temperature.difference', expression: 'ΔT/K = Δt/°C = Δt/°F ÷ 1.8 = ΔT/°R ÷ 1.8', label: 'A temperature difference: the scale factor alone' },
};

const SCALE_OPTIONS = [
  { value: 'C', label: '°C (Celsius)' },
  { value: 'F', label: '°F (Fahrenheit)' },
  { value: 'K', label: 'K (kelvin)' },
  { value: 'R', label: '°R (Rankine)' },
];

/** "37.(7)" for 340/9: the exact decimal, with a repeating block in brackets. */
const exactText = (q: Rational) => exactDecimalText(q, EXACT_DIGITS);

export const engine = defineEngine({
  id: 'temperature',
  area: 'math',
  title: 'Temperature conversion calculator: °C, °F, K, °R',
  description:
    'Convert a temperature between degrees Celsius, degrees Fahrenheit, kelvins and degrees Rankine, exactly: 98.6 °F is 37 °C, −40 °C is −40 °F; or a temperature difference (a rise of 18 °F is 10 °C). Temperatures below absolute zero are refused.',
  keywords: [
    'temperature converter',
    'temperature conversion',
    'convert celsius to fahrenheit',
    'celsius to fahrenheit',
    'fahrenheit to celsius',
    'celsius to kelvin',
    'kelvin to celsius',
    'fahrenheit to kelvin',
    'rankine',
    'centigrade',
    'degrees',
    '°C to °F',
    'F to C',
    'C to F',
    'absolute zero',
    'temperature difference',
    'temperature rise',
  ],
  capability_id: 'units.temperature',
  version: '1.0.0',
  page: 'math',
  tools: [{ id: 'celsius-to-fahrenheit', defaults: { value_unit: 'C', to: 'F' } }, { id: 'fahrenheit-to-celsius', defaults: { value_unit: 'F', to: 'C' } }],
  input,
  output,
  inputAliases: { from: 'value_unit', temperature: 'value', t: 'value' },
  errors: ['TEMPERATURE_BELOW_ABSOLUTE_ZERO'],
  warnings: ['INPUT_NOT_USED'],
  formula: FORMULAS.temperature,
  assumptions: [
    'Definitions (NIST SP 811, 2008 edition, Appendix B, "Temperature"; BIPM SI Brochure, 9th ed., 2.3.1): T/K = t/°C + 273.15; T/K = (t/°F + 459.67)/1.8; T/K = (T/°R)/1.8; so t/°F = 1.8·t/°C + 32 and T/°R = t/°F + 459.67. All four relations are exact.',
    'Exact arithmetic: the number given is read as the decimal it is written as (a JSON number as its shortest round-trip form, so 98.6 is exactly 98.6, not its binary neighbour) and converted with rationals through the kelvin. The *_exact texts are the exact results as decimals, a repeating block in brackets (100 °F = 37.(7) °C = 340/9 °C); the numbers are the nearest doubles to them.',
    'Mode temperature converts temperatures (points on a scale). Mode difference converts a temperature difference (a rise, a margin, a change) by the factor alone: 1 °C = 1 K = 1.8 °F = 1.8 °R of difference, so a rise of 18 °F is a rise of 10 °C or 10 K; a difference may be negative and has no absolute-zero limit.',
    'Absolute zero (0 K = −273.15 °C = −459.67 °F = 0 °R) is the lowest temperature; a value below it is refused with TEMPERATURE_BELOW_ABSOLUTE_ZERO. Absolute zero itself converts.',
  ],
  unit: null,
  ui: {
    fields: {
      mode: { label: 'Convert', options: [{ value: 'temperature', label: 'A temperature' }, { value: 'difference', label: 'A temperature difference (rise)' }] },
      value: { label: 'Temperature', help: 'A negative value is fine down to absolute zero (−273.15 °C, −459.67 °F).' },
      value_unit: { label: 'From', options: SCALE_OPTIONS },
      delta: { label: 'Temperature difference', difference: true, help: 'A rise or fall: 18 °F of difference is 10 °C.' },
      delta_unit: { label: 'From', options: SCALE_OPTIONS },
      to: { label: 'To', options: SCALE_OPTIONS },
    },
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'temperature', label: 'Temperature', fields: ['value', 'value_unit'] },
          { value: 'difference', label: 'Difference', fields: ['delta', 'delta_unit'] },
        ],
      },
      {
        field: 'to',
        tabs: [
          { value: 'F', label: 'to °F', fields: [] },
          { value: 'C', label: 'to °C', fields: [] },
          { value: 'K', label: 'to K', fields: [] },
          { value: 'R', label: 'to °R', fields: [] },
        ],
      },
    ],
    initial: { mode: 'temperature', value: 100, value_unit: 'C', to: 'F' },
    headline: 'value',
    headlines: { C: 'celsius', F: 'fahrenheit', K: 'kelvin', R: 'rankine' },
    outputs: {
      mode: { label: 'Converted' },
      value: { label: 'Converted value' },
      to: { label: 'Converted to' },
      celsius: { label: 'Celsius', unit: '°C' },
      fahrenheit: { label: 'Fahrenheit', unit: '°F' },
      kelvin: { label: 'Kelvin', unit: 'K' },
      rankine: { label: 'Rankine', unit: '°R' },
      exact: { label: 'Converted temperature, exact' },
      celsius_exact: { label: 'Celsius, exact (°C)' },
      fahrenheit_exact: { label: 'Fahrenheit, exact (°F)' },
      kelvin_exact: { label: 'Kelvin, exact (K)' },
      rankine_exact: { label: 'Rankine, exact (°R)' },
      celsius_change: { label: 'Difference in °C', unit: '°C', difference: true },
      fahrenheit_change: { label: 'Difference in °F', unit: '°F', difference: true },
      kelvin_change: { label: 'Difference in K', unit: 'K', difference: true },
      rankine_change: { label: 'Difference in °R', unit: '°R', difference: true },
    },
  },
  examples: [
    {
      name: 'Water boils: 100 °C',
      inputs: { value: 100, value_unit: 'C', to: 'F' },
      expect: { status: 'success', values: { value: 212, fahrenheit: 212, kelvin: 373.15, rankine: 671.67, fahrenheit_exact: '212' } },
      source: 'Citizendium, "Temperature conversion", table 1 (normal boiling point of water: 373.15 K, 100 °C, 212 °F, 671.67 °R); NIST SP 811 Appendix B formulas.',
    },
    {
      name: 'Body temperature: 98.6 °F',
      inputs: { value: 98.6, value_unit: 'F', to: 'C' },
      expect: { status: 'success', values: { value: 37, celsius: 37, celsius_exact: '37', kelvin: 310.15, rankine: 558.27 } },
      source: 'Distillers Wiki, "Temperature conversion formulas", summary table (human body temperature 310.15 K, 37 °C, 98.6 °F, 558.27 °Ra); exact: (98.6 − 32)/1.8 = 66.6/1.8 = 37.',
    },
    {
      name: 'The scales cross at −40',
      inputs: { value: -40, value_unit: 'C', to: 'F' },
      expect: { status: 'success', values: { value: -40, fahrenheit_exact: '-40' } },
      source: 'RF Cafe, "Temperature conversions": −40 °C = −40 °F.',
    },
    {
      name: 'Absolute zero in kelvins',
      inputs: { value: 0, value_unit: 'K', to: 'C' },
      expect: { status: 'success', values: { celsius: -273.15, fahrenheit: -459.67, rankine: 0 } },
      source: 'Citizendium, "Temperature conversion", table 1 (absolute zero: 0 K, −273.15 °C, −459.67 °F, 0 °R).',
    },
    {
      name: '100 °F is 37.(7) °C',
      inputs: { value: 100, value_unit: 'F', to: 'C' },
      expect: { status: 'success', values: { celsius_exact: '37.(7)', value: 340 / 9, kelvin_exact: '310.92(7)' } },
      source: 'Exact arithmetic: (100 − 32)/1.8 = 68 × 5/9 = 340/9 = 37.777… °C; + 273.15 = 310.92777… K (NIST SP 811 Appendix B formulas).',
    },
    {
      name: 'A rise of 18 °F',
      inputs: { mode: 'difference', delta: 18, delta_unit: 'F', to: 'C' },
      expect: { status: 'success', values: { value: 10, celsius_change: 10, kelvin_change: 10, rankine_change: 18, exact: '10' } },
      source: 'NIST SP 811 (2008), Appendix B.8, "temperature interval": 1 °F = 5.555 556 E-01 °C = 5/9 K exactly; 18 × 5/9 = 10.',
    },
    {
      name: 'Below absolute zero',
      inputs: { value: -500, value_unit: 'F', to: 'C' },
      expect: { status: 'error', code: 'TEMPERATURE_BELOW_ABSOLUTE_ZERO' },
      source: 'Absolute zero is −459.67 °F (NIST SP 811 Appendix B: T/K = (t/°F + 459.67)/1.8 ≥ 0).',
    },
  ],
  limitations: [
    'Historical scales (Réaumur, Rømer, Delisle, Newton) are not offered.',
  ],
  compute(inp) {
    const to = inp.to as Scale;
    const given = (['value', 'delta'] as const).filter((k) => inp[k] !== undefined);
    if (inp.mode === 'difference') {
      if (inp.delta === undefined) return fail('MISSING_REQUIRED_INPUT', 'delta', 'Mode difference needs the temperature difference delta.', 'Give delta, e.g. 18 with delta_unit F for a rise of 18 °F.');
      const from = DEFINITION[inp.delta_unit as Scale];
      const read = parseRational(String(inp.delta), Number.POSITIVE_INFINITY);
      if (!read.ok) return fail('INVALID_NUMBER', 'delta', `delta = ${String(inp.delta)} is not a decimal number.`, 'Give a difference such as 18.');
      // A difference scales by the factor alone: no offset.
      const kelvins = ratMul(read.value, from.factor);
      const change = Object.fromEntries(SCALES.map((s) => [s, ratDiv(kelvins, DEFINITION[s].factor)])) as Record<Scale, Rational>;
      const number = (s: Scale) => rationalToNumber(change[s]) + 0;
      const result = {
        mode: 'difference' as const,
        value: number(to),
        to,
        exact: exactText(change[to]),
        celsius_change: number('C'),
        fahrenheit_change: number('F'),
        kelvin_change: number('K'),
        rankine_change: number('R'),
      };
      return ok(result, {
        unit: DEFINITION[to].symbol,
        warnings: unusedInputs(given, ['delta'], 'difference'),
        formula: FORMULAS.difference,
        formatted: `A difference of ${formatNumber(inp.delta)} ${from.symbol} = ${result.exact} ${DEFINITION[to].symbol}`,
      });
    }
    if (inp.value === undefined) return fail('MISSING_REQUIRED_INPUT', 'value', 'Mode temperature needs the temperature value.', 'Give value, e.g. 100 with value_unit C.');
    const from = inp.value_unit as Scale;
    // A finite JSON number prints as its shortest round-trip decimal, which reads exactly.
    const read = parseRational(String(inp.value), Number.POSITIVE_INFINITY);
    if (!read.ok) return fail('INVALID_NUMBER', 'value', `value = ${String(inp.value)} is not a decimal number.`, 'Give a temperature such as 21.5.');
    const def = DEFINITION[from];
    const kelvin = ratAdd(ratMul(read.value, def.factor), def.offset);
    if (ratCmp(kelvin, ZERO) < 0) {
      const inK = from === 'K' ? '' : ` (${formatNumber(rationalToNumber(kelvin))} K)`;
      return fail(
        'TEMPERATURE_BELOW_ABSOLUTE_ZERO',
        'value',
        `${formatNumber(inp.value)} ${def.symbol}${inK} is below absolute zero (0 K = −273.15 °C = −459.67 °F = 0 °R).`,
        `Give a temperature at or above ${exactText(ratDiv(ratSub(ZERO, def.offset), def.factor))} ${def.symbol}, or use mode difference for a change of temperature.`,
      );
    }
    const exact = Object.fromEntries(SCALES.map((s) => [s, ratDiv(ratSub(kelvin, DEFINITION[s].offset), DEFINITION[s].factor)])) as Record<Scale, Rational>;
    const number = (s: Scale) => rationalToNumber(exact[s]) + 0;
    const result = {
      mode: 'temperature' as const,
      value: number(to),
      to,
      exact: exactText(exact[to]),
      celsius: number('C'),
      fahrenheit: number('F'),
      kelvin: number('K'),
      rankine: number('R'),
      celsius_exact: exactText(exact.C),
      fahrenheit_exact: exactText(exact.F),
      kelvin_exact: exactText(exact.K),
      rankine_exact: exactText(exact.R),
    };
    return ok(result, {
      unit: DEFINITION[to].symbol,
      warnings: unusedInputs(given, ['value'], 'temperature'),
      formula: FORMULAS.temperature,
      formatted: `${formatNumber(inp.value)} ${def.symbol} = ${result.exact} ${DEFINITION[to].symbol}`,
    });
  },
});
