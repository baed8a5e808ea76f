// LED series resistor: the current-limiting resistor for one LED or a string of
// LEDs (and parallel strings, one resistor each), rounded to a standard E-series
// value, with the actual current, resistor dissipation and a power rating.
import * as z from 'zod/mini';
import { wholeNumber } from '../core/whole-number.ts';
import { defineEngine, type Warning } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { fail, isOutcome, ok, warning } from '../core/outcome.ts';
import { CURRENT_UNITS, currentUnitField, currentUnitSymbol } from './_lib/analog-units.ts';
import { E_SERIES, nearestStandard, standardAtLeast } from './_lib/e-series.ts';
import { unusedInputsWarning } from './_lib/input-combinations.ts';
import { resistanceOhms, unitOptions } from './_lib/passive-units.ts';
import { drawLedResistor } from './led-resistor.picture.ts';
import { SNAP_ASSUMPTION, countAtLeast, reaches, sameValue, smallestAtLeast } from './_lib/standard-snap.ts';

const MODES = ['resistor', 'current'] as const;
/** Common resistor power ratings, W (1/16 W … 50 W). */
const POWER_RATINGS = [0.0625, 0.1, 0.125, 0.25, 0.5, 1, 2, 3, 5, 10, 25, 50];
/** Rule-of-thumb derating: a resistor run at no more than half its rating stays cool and long-lived. */
const DERATING_FACTOR = 2;
/** Below this share of the supply across the resistor, the LED current follows every Vf tolerance closely. */
const MIN_HEADROOM_SHARE = 0.1;

const count = (label: string) => z._default(wholeNumber({ min: 1, max: 1000, example: 1, description: label }), 1);

const input = z.object({
  mode: z._default(z.enum(MODES), 'resistor'),
  Vs: z.number(),
  Vf: z.number(),
  I_f: z.optional(z.number()),
  I_unit: currentUnitField('mA'),
  R: z.optional(z.number()),
  leds_in_series: count('LEDs in each series string'),
  strings: count('Parallel strings, each with its own resistor'),
  series: z._default(z.enum(E_SERIES), 'E24'),
});

const output = z.strictObject({
  mode: z.enum(MODES),
  V_R: z.number(),
  R_exact: z.optional(z.number()),
  R_nearest: z.optional(z.number()),
  R: z.number(),
  series: z.optional(z.enum(E_SERIES)),
  I_string: z.number(),
  I_total: z.number(),
  P_R: z.number(),
  P_R_rating: z.optional(z.number()),
  P_led: z.number(),
  P_total: z.number(),
  efficiency_pct: z.number(),
  resistor_count: z.number(),
});

const FORMULAS = {
  resistor: { id: 'led-resistor.resistor', expression: 'R = (Vs − n·Vf) / If;  P_R = I²·R', label: 'LED current-limiting resistor' },
  current: { id: 'led-resistor.current', expression: 'I = (Vs − n·Vf) / R', label: 'LED current through a given resistor' },
};

export const engine = defineEngine({
  id: 'led-resistor',
  area: 'electrical',
  title: 'LED resistor calculator',
  description:
    'Series resistor for an LED or a string of LEDs from the supply voltage, forward voltage and current, rounded up to a standard E12/E24/E96 value, with the resulting current, the power in the resistor and a suitable power rating; parallel strings get one resistor each. Or the LED current a given resistor lets through.',
  keywords: ['LED resistor', 'LED series resistor', 'current limiting resistor', 'LED resistor calculator', 'resistor for LED', 'LED forward voltage', 'LED current', 'LED string', 'LED array', 'LED strip resistor', 'E24 resistor'],
  capability_id: 'electrical.led_resistor',
  version: '1.0.0',
  page: 'electric',
  input,
  output,
  unit: 'Ω',
  errors: ['CURRENT_MUST_BE_POSITIVE', 'SUPPLY_BELOW_LED_VOLTAGE', 'VOLTAGE_MUST_BE_POSITIVE'],
  warnings: ['HIGH_RESISTOR_POWER', 'INPUT_IGNORED', 'LOW_HEADROOM'],
  formula: FORMULAS.resistor,
  assumptions: [
    'Each string is n LEDs in series with one resistor across the supply: R = (Vs − n·Vf)/If, Ohm’s law across the resistor (Wikipedia "LED circuit", series resistor; Kuphaldt, Lessons in Electric Circuits Vol. III, "Special-purpose diodes: LEDs"). The LED is modelled by its datasheet forward voltage Vf at the chosen current; the real Vf varies by ±0.1–0.3 V between parts and with temperature.',
    'Resistor mode rounds up to the next value of the chosen IEC 60063 series (R, never below R_exact), so the current stays at or below If; R_nearest is the nearest value in ratio terms for comparison. The current, powers and efficiency are for R.',
    'Parallel strings each get their own resistor (resistor_count = strings); a single resistor shared by parallel LEDs is not modelled because the LED with the lowest Vf would hog the current.',
    `P_R = I²·R per resistor; P_R_rating is the smallest common rating (1/16 W to 50 W) of at least ${DERATING_FACTOR}× P_R (50 % derating). P_led = Vf·I per LED; P_total = Vs·I_total; efficiency_pct = share of the supply power delivered to the LEDs.`,
    `Warning LOW_HEADROOM when less than ${MIN_HEADROOM_SHARE * 100} % of the supply drops across the resistor: the current then changes strongly with Vf tolerance. Results in Ω, A, V and W.`,
    SNAP_ASSUMPTION,
  ],
  ui: {
    fields: {
      mode: { label: 'Calculate', options: [{ value: 'resistor', label: 'Resistor for a current' }, { value: 'current', label: 'Current with a resistor' }] },
      Vs: { label: 'Supply voltage Vs', unit: 'V' },
      Vf: { label: 'LED forward voltage Vf (each)', unit: 'V', help: 'Red ≈ 1.8–2.1 V, green/yellow ≈ 2.1 V, blue/white ≈ 3.0–3.4 V' },
      // Indicator LEDs run at 1–30 mA, power LEDs up to about 3 A.
      I_f: { label: 'LED current If', unitSelect: 'I_unit', typical: ['0.5 mA', '3 A'] },
      I_unit: { label: 'Current unit', options: unitOptions(CURRENT_UNITS) },
      R: { label: 'Series resistor R', unit: 'Ω' },
      leds_in_series: { label: 'LEDs in series per string', kind: 'integer', min: 1, step: 1 },
      strings: { label: 'Parallel strings (one resistor each)', kind: 'integer', min: 1, step: 1 },
      series: { label: 'Resistor series', help: 'E12 (10 %), E24 (5 %), E96 (1 %)' },
    },
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'resistor', label: 'Find the resistor', fields: ['Vs', 'Vf', 'I_f', 'I_unit', 'leds_in_series', 'strings', 'series'] },
          { value: 'current', label: 'Find the current', fields: ['Vs', 'Vf', 'R', 'leds_in_series', 'strings'] },
        ],
      },
    ],
    initial: { mode: 'resistor', Vs: 12, Vf: 1.8, I_f: 5, I_unit: 'mA', leds_in_series: 1, strings: 1, series: 'E24' },
    headline: 'R',
    outputs: {
      V_R: { label: 'Voltage across the resistor', unit: 'V' },
      R_exact: { label: 'Exact resistor value', unit: 'Ω' },
      R_nearest: { label: 'Nearest standard value', unit: 'Ω' },
      I_string: { label: 'Current per string', unit: 'A' },
      I_total: { label: 'Total current from the supply', unit: 'A' },
      P_R: { label: 'Power in each resistor', unit: 'W' },
      P_R_rating: { label: 'Suggested resistor power rating', unit: 'W' },
      P_led: { label: 'Power in each LED', unit: 'W' },
      P_total: { label: 'Total supply power', unit: 'W' },
      efficiency_pct: { label: 'Efficiency (share of supply power in the LEDs)', unit: '%' },
      resistor_count: { label: 'Number of resistors' },
    },
  },
  examples: [
    {
      name: 'Red LED, 1.8 V at 5 mA from 12 V',
      inputs: { Vs: 12, Vf: 1.8, I_f: 5, I_unit: 'mA' },
      expect: { status: 'success', values: { R_exact: 2040, R: 2200, R_nearest: 2000 }, rel: 1e-12 },
      source: 'Wikipedia, "LED circuit", Example 1: (12 V − 1.8 V)/5 mA = 2040 Ω; IEC 60063 E24 neighbours 2.0 k and 2.2 k.',
    },
    {
      name: 'Red LED, 1.8 V at 20 mA from 3 V',
      inputs: { Vs: 3, Vf: 1.8, I_f: 20 },
      expect: { status: 'success', values: { R_exact: 60, R: 62, I_string: 1.2 / 62, P_R: 0.023225806451612905 /* (1.2/62)² × 62 = 1.44/62, exact rational */ }, rel: 1e-12 },
      source: 'maker.pro forum "LED circuit question": (3 V − 1.8 V)/20 mA = 60 Ω; next E24 value 62 Ω.',
    },
    {
      name: 'The same LED with only 10 Ω',
      inputs: { mode: 'current', Vs: 3, Vf: 1.8, R: 10 },
      expect: { status: 'success', values: { I_string: 0.12 }, rel: 1e-12 },
      source: 'maker.pro forum "LED circuit question": (3 V − 1.8 V)/10 Ω = 120 mA, and the LED blows up.',
    },
    {
      name: '2.1 V LED at 10 mA from 5 V, E24',
      inputs: { Vs: 5, Vf: 2.1, I_f: 10 },
      expect: { status: 'success', values: { R_exact: 290, R: 300 }, rel: 1e-12 },
      source: 'andromeda.df.lu.lv "LED notes" resistor table: 10 mA, 2.1 V, 5 V → 300 Ω.',
    },
    {
      name: 'Three white LEDs in series, two strings, 20 mA from 12 V',
      inputs: { Vs: 12, Vf: 3.2, I_f: 20, leds_in_series: 3, strings: 2 },
      expect: { status: 'success', values: { R_exact: 120, R: 120, I_total: 0.04, P_R: 0.048, P_R_rating: 0.1, resistor_count: 2 }, rel: 1e-12 },
      source: 'Exact arithmetic: (12 − 3 × 3.2)/0.02 = 120 Ω (an E24 value); P = 0.02² × 120 = 48 mW, next rating ≥ 96 mW is 0.1 W.',
    },
    {
      name: 'Supply below the LED string voltage',
      inputs: { Vs: 5, Vf: 3.2, I_f: 20, leds_in_series: 2 },
      expect: { status: 'error', code: 'SUPPLY_BELOW_LED_VOLTAGE' },
      source: 'Two 3.2 V LEDs need 6.4 V before any current flows.',
    },
  ],
  limitations: [
    'Constant forward voltage model: no LED I–V curve, temperature drift or tolerance analysis; for precise or high-power LEDs use a constant-current driver.',
    'No AC or pulsed (PWM) drive: for PWM use the peak current, and the average for dissipation.',
  ],
  picture: drawLedResistor,
  compute(inp) {
    const n = inp.leds_in_series;
    if (!(inp.Vs > 0)) return fail('VOLTAGE_MUST_BE_POSITIVE', 'Vs', `Supply Vs = ${formatNumber(inp.Vs)} V is not above 0 V.`, 'Give the supply voltage in V, e.g. 5 or 12.');
    if (!(inp.Vf > 0)) return fail('VOLTAGE_MUST_BE_POSITIVE', 'Vf', `Forward voltage Vf = ${formatNumber(inp.Vf)} V is not above 0 V.`, 'Give the LED forward voltage from its datasheet, e.g. 2.0 for red or 3.2 for white.');
    const V_R = inp.Vs - n * inp.Vf;
    // 9 × 1.7 V from 15.3 V leaves 1.8e-15 V in doubles: nothing, by the shared snap rule, not a 1.8e-13 Ω resistor.
    if (!(V_R > 0) || reaches(n * inp.Vf, inp.Vs)) {
      const fit = countAtLeast(inp.Vs / inp.Vf) - 1;
      return fail(
        'SUPPLY_BELOW_LED_VOLTAGE',
        'Vs',
        `${n} LED${n > 1 ? 's' : ''} of ${formatNumber(inp.Vf)} V need ${formatNumber(n * inp.Vf)} V, ${sameValue(n * inp.Vf, inp.Vs) ? 'exactly' : 'more than'} the ${formatNumber(inp.Vs)} V supply: no voltage is left for the resistor to set the current.`,
        fit >= 1 ? `Use at most ${fit} LED${fit > 1 ? 's' : ''} per string (more strings in parallel), or a higher supply voltage.` : 'Use a supply above the LED forward voltage, or a boost LED driver.',
      );
    }

    let R: number;
    let exact: { R_exact: number; R_nearest: number; series: (typeof E_SERIES)[number] } | undefined;
    const warnings: Warning[] = [];
    if (inp.mode === 'resistor') {
      if (inp.I_f === undefined) return fail('MISSING_REQUIRED_INPUT', 'I_f', 'Mode resistor needs the LED current.', `Give I_f in ${currentUnitSymbol(inp.I_unit)}, e.g. 20 mA for a standard indicator LED.`);
      const I_f = inp.I_f * CURRENT_UNITS[inp.I_unit];
      if (!(I_f > 0)) return fail('CURRENT_MUST_BE_POSITIVE', 'I_f', `I_f = ${formatNumber(inp.I_f)} ${currentUnitSymbol(inp.I_unit)} is not above 0.`, 'Give the wanted LED current, e.g. 10 mA; check the datasheet maximum.');
      const R_exact = V_R / I_f;
      if (!Number.isFinite(R_exact)) return fail('NON_FINITE_RESULT', 'I_f', `A current of ${formatNumber(inp.I_f)} ${currentUnitSymbol(inp.I_unit)} needs an infinite resistor.`, 'Give a realistic LED current, e.g. 1 to 20 mA.');
      // (12 − 9.6)/0.02 = 120.00000000000003 still picks 120 Ω, not 130 Ω: the shared snap tolerance.
      R = standardAtLeast(R_exact, inp.series);
      exact = { R_exact, R_nearest: nearestStandard(R_exact, inp.series).value, series: inp.series };
      warnings.push(...unusedInputsWarning(inp, ['R'], 'in mode resistor (the resistor is calculated)'));
    } else {
      if (inp.R === undefined) return fail('MISSING_REQUIRED_INPUT', 'R', 'Mode current needs the series resistor.', 'Give R in Ω, e.g. 330.');
      const r = resistanceOhms('R', inp.R, 'nothing would limit the LED current.');
      if (isOutcome(r)) return r;
      R = r;
      warnings.push(...unusedInputsWarning(inp, ['I_f'], 'in mode current (the current is calculated)'));
    }

    const I_string = V_R / R;
    const I_total = I_string * inp.strings;
    const P_R = I_string * I_string * R;
    const P_led = inp.Vf * I_string;
    const P_total = inp.Vs * I_total;
    const rating = smallestAtLeast(POWER_RATINGS, DERATING_FACTOR * P_R);
    if (V_R < MIN_HEADROOM_SHARE * inp.Vs) {
      warnings.push(
        warning('LOW_HEADROOM', `Only ${formatNumber(V_R, 4)} V of ${formatNumber(inp.Vs)} V is left across the resistor: a 0.1 V higher or lower Vf per LED changes the current by ${formatNumber((100 * n * 0.1) / V_R, 3)} %.`, 'Use a higher supply, fewer LEDs per string, or a constant-current driver.'),
      );
    }
    if (rating === undefined) {
      warnings.push(warning('HIGH_RESISTOR_POWER', `Each resistor dissipates ${formatNumber(P_R, 4)} W, beyond common resistor ratings.`, 'Use a constant-current (switching) LED driver instead of a resistor.'));
    }
    const result = {
      mode: inp.mode,
      V_R,
      ...(exact ?? {}),
      R,
      I_string,
      I_total,
      P_R,
      ...(rating === undefined ? {} : { P_R_rating: rating }),
      P_led,
      P_total,
      efficiency_pct: (100 * n * inp.Vf) / inp.Vs,
      resistor_count: inp.strings,
    };
    const shown = inp.mode === 'resistor' ? `R = ${formatNumber(R)} Ω (${inp.series}; exact ${formatNumber(exact!.R_exact, 6)} Ω), I = ${formatNumber(I_string * 1000, 4)} mA` : `I = ${formatNumber(I_string * 1000, 6)} mA per string`;
    return ok(result, { formula: FORMULAS[inp.mode], warnings, formatted: shown });
  },
});
