// Shockley diode equation I = Is·(e^(V/(n·VT)) − 1) with VT = kT/q: the current at
// a voltage, or the voltage at a current, with the small-signal resistance.
import * as z from 'zod/mini';
import { defineEngine, type Warning } from '../core/contract.ts';
import { formatSI } from '../core/si-format.ts';
import { formatNumber } from '../core/numeric.ts';
import { fail, isOutcome, ok, warning } from '../core/outcome.ts';
import { CURRENT_UNITS, currentUnitField, currentUnitSymbol } from './_lib/analog-units.ts';
import { unusedInputsWarning } from './_lib/input-combinations.ts';
import { TEMPERATURE_UNIT_OPTIONS, absoluteTemperature, temperatureUnitField, thermalVoltage } from './_lib/junction-physics.ts';
import { unitOptions } from './_lib/passive-units.ts';
import * as det from '../core/det-math.ts';

const MODES = ['current', 'voltage'] as const;
/** Ideality factors of real junctions: 1 (diffusion current) to 2 (recombination current); Sze & Ng, Physics of Semiconductor Devices, 3rd ed., §2.3. */
const IDEALITY_RANGE = { min: 1, max: 2 };
/** ln of the largest double, 709.782712893384: the first exponent whose det.exp overflows (det-math reads it as that decimal, just above the true ln of MAX_VALUE). */
const MAX_EXPONENT = det.log(Number.MAX_VALUE);

const input = z.object({
  mode: z._default(z.enum(MODES), 'current'),
  V: z.optional(z.number()),
  I: z.optional(z.number()),
  I_unit: currentUnitField('mA'),
  Is: z.number(),
  Is_unit: currentUnitField('A'),
  n: z._default(z.number(), 1),
  T: z._default(z.number(), 25),
  T_unit: temperatureUnitField,
});

const output = z.strictObject({
  mode: z.enum(MODES),
  V: z.number(),
  I: z.number(),
  Is: z.number(),
  n: z.number(),
  T_K: z.number(),
  VT: z.number(),
  gd: z.number(),
  rd: z.optional(z.number()),
  V_per_decade: z.number(),
});

const FORMULAS = {
  current: { id: 'diode-equation.current', expression: 'I = Is·(e^(V/(n·VT)) − 1),  VT = k·T/q', label: 'Shockley diode equation' },
  voltage: { id: 'diode-equation.voltage', expression: 'V = n·VT·ln(1 + I/Is),  VT = k·T/q', label: 'Diode voltage at a current (inverted Shockley equation)' },
};

export const engine = defineEngine({
  id: 'diode-equation',
  area: 'electrical',
  title: 'Diode equation calculator (Shockley)',
  description:
    'Current through a p-n junction diode at a given voltage, or the forward voltage at a given current, from the Shockley diode equation with saturation current, ideality factor and the thermal voltage kT/q at temperature; with the small-signal resistance and the millivolts per decade of current.',
  keywords: ['diode equation', 'Shockley equation', 'Shockley diode equation', 'ideal diode equation', 'saturation current', 'ideality factor', 'emission coefficient', 'thermal voltage', 'kT/q', 'diode forward voltage', 'diode I-V curve', 'small signal resistance', 'pn junction'],
  capability_id: 'electrical.diode.equation',
  version: '1.1.0',
  page: 'electric',
  input,
  output,
  unit: 'A',
  errors: [
    'CURRENT_BELOW_SATURATION',
    'IDEALITY_FACTOR_MUST_BE_POSITIVE',
    'SATURATION_CURRENT_MUST_BE_POSITIVE',
    'TEMPERATURE_BELOW_ABSOLUTE_ZERO',
  ],
  warnings: ['INPUT_IGNORED', 'OUTSIDE_VALIDITY_RANGE'],
  formula: FORMULAS.current,
  assumptions: [
    'Shockley ideal-diode equation (W. Shockley, Bell Syst. Tech. J. 28, 1949) with an ideality (emission) factor n: I = Is·(e^(V/(n·VT)) − 1); V is the anode-to-cathode voltage, I the current in the forward direction (negative in reverse, approaching −Is). Sedra & Smith, Microelectronic Circuits, §4.2.',
    'Thermal voltage VT = k·T/q with the exact SI constants k = 1.380649e-23 J/K and q = 1.602176634e-19 C: 25.852 mV at 300 K, 25.693 mV at 25 °C (the default T). Is is the saturation current at that same temperature (it roughly doubles every 5 °C; not modelled).',
    'Small-signal conductance gd = dI/dV = (I + Is)/(n·VT) and resistance rd = 1/gd; V_per_decade = n·VT·ln 10 is the voltage step for a tenfold current (≈ 60 mV at n = 1, the Sedra & Smith rule of thumb).',
    `The ideality factor of real junctions lies between ${IDEALITY_RANGE.min} and ${IDEALITY_RANGE.max}; values outside give warning OUTSIDE_VALIDITY_RANGE. The equation leaves out series (ohmic) resistance, high-level injection and reverse breakdown, so it overstates the current at high forward bias and misses breakdown.`,
    'Computed with expm1/log1p so small voltages and currents (|V| ≪ n·VT, |I| ≪ Is) keep full precision. IEEE-754 doubles, about 1e-15 relative.',
  ],
  ui: {
    fields: {
      mode: { label: 'Calculate', options: [{ value: 'current', label: 'Current at a voltage' }, { value: 'voltage', label: 'Voltage at a current' }] },
      V: { label: 'Diode voltage V (anode − cathode)', unit: 'V' },
      I: { label: 'Diode current I (forward positive)' },
      I_unit: { label: 'Current unit', options: unitOptions(CURRENT_UNITS) },
      Is: { label: 'Saturation current Is', help: 'Typically 1e-14 to 1e-12 A for small silicon diodes; 1e-9 A and up for Schottky diodes' },
      Is_unit: { label: 'Saturation current unit', options: unitOptions(CURRENT_UNITS) },
      n: { label: 'Ideality factor n', help: '1 for an ideal junction, up to 2' },
      T: { label: 'Junction temperature T' },
      T_unit: { label: 'Temperature unit', options: TEMPERATURE_UNIT_OPTIONS },
    },
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'current', label: 'Current at V', fields: ['V', 'Is', 'Is_unit', 'n', 'T', 'T_unit'] },
          { value: 'voltage', label: 'Voltage at I', fields: ['I', 'I_unit', 'Is', 'Is_unit', 'n', 'T', 'T_unit'] },
        ],
      },
    ],
    initial: { mode: 'current', V: 0.7, Is: 1e-12, Is_unit: 'A', n: 1, T: 300, T_unit: 'K' },
    headline: 'I',
    // What each choice asks for, when it is not the headline.
    headlines: { voltage: 'V' },
    outputs: {
      // Named like inputs entered in a chosen unit; the results are always in these.
      I: { unit: 'A' },
      Is: { unit: 'A' },
      T_K: { label: 'Junction temperature', unit: 'K' },
      VT: { label: 'Thermal voltage kT/q', unit: 'V' },
      gd: { label: 'Small-signal conductance', unit: 'S' },
      rd: { label: 'Small-signal resistance', unit: 'Ω' },
      V_per_decade: { label: 'Voltage step per decade of current', unit: 'V' },
    },
  },
  examples: [
    {
      name: 'Is = 1 pA at 0.7 V and 300 K',
      inputs: { mode: 'current', V: 0.7, Is: 1e-12, n: 1, T: 300, T_unit: 'K' },
      expect: { status: 'success', values: { VT: 0.025852, I: 0.578 }, rel: 6e-3 },
      source: 'calculatorlib.com, "Shockley Diode Calculator", worked example: VT ≈ 0.025852 V, V/(n·VT) ≈ 27.08, I ≈ 0.578 A (the page rounds the exponent; unrounded 0.5748 A).',
    },
    {
      name: 'Current doubles Is at VT·ln 2',
      inputs: { mode: 'voltage', I: 1e-14, I_unit: 'A', Is: 1e-14, n: 1, T: 300, T_unit: 'K' },
      expect: { status: 'success', values: { V: 0.025851999786435535 * Math.LN2 }, rel: 1e-12 },
      source: 'Exact arithmetic: I = Is means e^(V/VT) = 2, V = VT·ln 2 = 17.9 mV at 300 K (VT = k·300/q with the exact SI constants).',
    },
    {
      name: 'Forward voltage of a 1 mA diode with Is = 10 fA at 25 °C',
      inputs: { mode: 'voltage', I: 1, I_unit: 'mA', Is: 10, Is_unit: 'fA' },
      expect: { status: 'success', values: { V: 0.6507528465328627 /* 0.02569257912108585 × ln(1 + 1e11), mathjs BigNumber */, V_per_decade: 0.02569257912108585 * Math.LN10 }, rel: 1e-12 },
      source: 'Exact arithmetic: V = VT·ln(1 + 10¹¹) = 0.6508 V with VT = k·298.15/q; 59.2 mV per decade (Sedra & Smith §4.2: about 60 mV per decade for n = 1).',
    },
    {
      name: 'Reverse bias saturates at −Is',
      inputs: { mode: 'current', V: -1, Is: 1e-12 },
      expect: { status: 'success', values: { I: -1e-12 }, rel: 1e-12 },
      source: 'Shockley 1949: for V ≪ −n·VT the exponential vanishes and I → −Is.',
    },
    {
      name: 'Reverse current beyond Is',
      inputs: { mode: 'voltage', I: -2, I_unit: 'pA', Is: 1, Is_unit: 'pA' },
      expect: { status: 'error', code: 'CURRENT_BELOW_SATURATION' },
      source: 'The Shockley equation never gives a current below −Is (reverse breakdown is not modelled).',
    },
  ],
  limitations: [
    'Ideal junction only: no series resistance, high-injection roll-off, reverse breakdown (Zener/avalanche), junction capacitance or self-heating.',
    'Is is taken at the given temperature; the engine does not scale Is with temperature (use the datasheet value at T).',
  ],
  compute(inp) {
    const T_K = absoluteTemperature('T', inp.T, inp.T_unit);
    if (isOutcome(T_K)) return T_K;
    const Is = inp.Is * CURRENT_UNITS[inp.Is_unit];
    if (!(Is > 0)) return fail('SATURATION_CURRENT_MUST_BE_POSITIVE', 'Is', `Is = ${formatNumber(inp.Is)} ${currentUnitSymbol(inp.Is_unit)} is not above 0.`, 'Give the saturation current from the datasheet or a fit, e.g. 1e-14 A (it is a positive magnitude).');
    if (!(inp.n > 0)) return fail('IDEALITY_FACTOR_MUST_BE_POSITIVE', 'n', `n = ${formatNumber(inp.n)} is not above 0.`, 'Give an ideality factor between 1 and 2 (1 for an ideal junction).');
    const n = inp.n;
    const VT = thermalVoltage(T_K);
    const nVT = n * VT;
    const warnings: Warning[] = [];
    if (n < IDEALITY_RANGE.min || n > IDEALITY_RANGE.max) {
      warnings.push(warning('OUTSIDE_VALIDITY_RANGE', `Ideality factor n = ${formatNumber(n)} is outside the ${IDEALITY_RANGE.min}–${IDEALITY_RANGE.max} of real p-n junctions.`, 'Check n; values above 2 usually hide series resistance or several diodes in series.'));
    }

    let V: number;
    let I: number;
    if (inp.mode === 'current') {
      if (inp.V === undefined) return fail('MISSING_REQUIRED_INPUT', 'V', 'Mode current needs the diode voltage V.', 'Give V in volts, e.g. 0.65 (negative for reverse bias).');
      V = inp.V;
      const x = V / nVT;
      if (x >= MAX_EXPONENT) {
        return fail('NON_FINITE_RESULT', 'V', `At V = ${formatNumber(V)} V the ideal-diode current Is·e^(${formatNumber(x, 4)}) exceeds the largest representable number.`, 'Lower V: a real diode at this bias is limited by its series resistance, which the Shockley equation leaves out.');
      }
      I = Is * det.expm1(x);
      warnings.push(...unusedInputsWarning(inp, ['I'], 'in mode current (the current is calculated)'));
    } else {
      if (inp.I === undefined) return fail('MISSING_REQUIRED_INPUT', 'I', 'Mode voltage needs the diode current I.', `Give I in ${currentUnitSymbol(inp.I_unit)}, e.g. 1 (forward positive).`);
      I = inp.I * CURRENT_UNITS[inp.I_unit];
      if (!(I > -Is)) {
        return fail('CURRENT_BELOW_SATURATION', 'I', `I = ${formatNumber(inp.I)} ${currentUnitSymbol(inp.I_unit)} is at or beyond the reverse saturation current −Is = ${formatNumber(-Is)} A, which the Shockley equation never reaches.`, 'Give a current above −Is (reverse breakdown is not modelled).');
      }
      V = nVT * det.log1p(I / Is);
      warnings.push(...unusedInputsWarning(inp, ['V'], 'in mode voltage (the voltage is calculated)'));
    }
    // gd = (I + Is)/(n·VT) = Is·e^x/(n·VT); written from x so deep reverse bias gives 0, not a rounding residue.
    const gd = (Is * det.exp(V / nVT)) / nVT;
    const result = { mode: inp.mode, V, I, Is, n, T_K, VT, gd, ...(gd > 0 ? { rd: 1 / gd } : {}), V_per_decade: nVT * Math.LN10 };
    const shown = inp.mode === 'current' ? `I = ${formatSI(I, 'A', 6)} at ${formatNumber(V)} V` : `V = ${formatNumber(V, 6)} V at ${formatNumber(inp.I!)} ${currentUnitSymbol(inp.I_unit)}`;
    return ok(result, { formula: FORMULAS[inp.mode], warnings, formatted: shown, unit: inp.mode === 'current' ? 'A' : 'V' });
  },
});
