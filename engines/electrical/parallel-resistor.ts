// Resistors in parallel: the combined resistance of any number of resistors, the
// branch currents and powers at a voltage, or the resistor to add in parallel to
// reach a target (with the nearest IEC 60063 standard value).
import * as z from 'zod/mini';
import { boundedList, type ListRule } from '../core/lists.ts';
import { defineEngine, type Warning } from '../core/contract.ts';
import { formatSI } from '../core/si-format.ts';
import { formatNumber } from '../core/numeric.ts';
import { fail, isEngineError, isOutcome, ok, warning } from '../core/outcome.ts';
import { RESISTANCE_SYMBOL, RESISTANCE_UNITS, RESISTANCE_UNIT_OPTIONS, resistanceUnitField } from './_lib/analog-units.ts';
import { listFromText, listSizeError, readComponentList } from './_lib/component-values.ts';
import { E_SERIES, nearestStandard } from './_lib/e-series.ts';
import { unusedInputsWarning } from './_lib/input-combinations.ts';
import { resistanceOhms } from './_lib/passive-units.ts';
import { missingReciprocalTerm, reciprocalShares, reciprocalSum } from './_lib/reciprocal-networks.ts';
import { SNAP_ASSUMPTION } from './_lib/standard-snap.ts';

const MODES = ['total', 'target'] as const;
/** 100 resistors: a real network has a handful; the answer lists every branch, so the list is bounded. */
const RESISTORS: ListRule = { max: 100, noun: 'resistors', hint: 'combine some of them first, or split the list into groups', description: 'Resistances: numbers in R_unit or IEC 60062 text (4k7, 2M2, R47); also a text list separated by commas or spaces' };

const input = z.object({
  mode: z._default(z.enum(MODES), 'total'),
  resistors: boundedList(z.union([z.number(), z.string()]), RESISTORS),
  R_unit: resistanceUnitField('ohm'),
  target: z.optional(z.number()),
  V: z.optional(z.number()),
  series: z._default(z.enum(E_SERIES), 'E24'),
});

const branch = z.strictObject({ index: z.number(), R: z.number(), I: z.number(), P: z.number(), share_pct: z.number() });

const output = z.strictObject({
  mode: z.enum(MODES),
  count: z.number(),
  resistors: z.array(z.number()),
  R_total: z.number(),
  G_total: z.number(),
  V: z.optional(z.number()),
  I_total: z.optional(z.number()),
  P_total: z.optional(z.number()),
  branches: z.optional(z.array(branch)),
  R_known: z.optional(z.number()),
  R_missing: z.optional(z.number()),
  standard: z.optional(
    z.strictObject({ series: z.enum(E_SERIES), value: z.number(), below: z.number(), above: z.number(), error_pct: z.number(), R_total: z.number(), total_error_pct: z.number() }),
  ),
});

const FORMULAS = {
  total: { id: 'parallel-resistor.total', expression: '1/R = 1/R1 + 1/R2 + … + 1/Rn;  Ik = V/Rk', label: 'Resistors in parallel' },
  target: { id: 'parallel-resistor.missing', expression: 'Rx = 1 / (1/R_target − Σ 1/Rk)', label: 'Resistor to add in parallel for a target' },
};

const QUANTITY = { name: 'resistance', symbol: 'Ω', example: '"10k, 2k2, 4700" or [10000, 2200]' };

export const engine = defineEngine({
  id: 'parallel-resistor',
  area: 'electrical',
  title: 'Parallel resistor calculator',
  description:
    'Equivalent resistance of any number of resistors in parallel, with the current and power in each branch at a given voltage; or the resistor to put in parallel with existing ones to reach a target resistance, with the nearest E12/E24/E96 standard value.',
  keywords: ['parallel resistor', 'resistors in parallel', 'parallel resistance', 'equivalent resistance', 'combined resistance', 'product over sum', 'R1 || R2', 'shunt resistor', 'resistor to reach a value', 'E24 resistor'],
  capability_id: 'electrical.parallel_resistor',
  version: '1.0.0',
  page: 'electric',
  input,
  output,
  prepare: (raw) => listFromText(raw, 'resistors', RESISTORS),
  unit: 'Ω',
  errors: [
    'INPUT_OUT_OF_RANGE',
    'NO_FINITE_SOLUTION',
    'RESISTANCE_MUST_BE_NONZERO',
    'TARGET_NOT_REACHABLE',
    'TOO_MANY_VALUES',
  ],
  warnings: ['INPUT_IGNORED', 'TARGET_SENSITIVE_TO_TOLERANCE'],
  formula: FORMULAS.total,
  assumptions: [
    'Ideal resistors connected between the same two nodes: 1/R = Σ 1/Rk (conductances add), R = R1·R2/(R1 + R2) for two (Horowitz & Hill, The Art of Electronics, 3rd ed., §1.2.2). The combination is always below the smallest resistor.',
    'resistors is a list (JSON array or text separated by commas, spaces or new lines) of 1 to 100 values > 0. Plain numbers are in R_unit; text with an IEC 60062 letter carries its own multiplier: 4k7 = 4.7 kΩ, 2M2 = 2.2 MΩ, R47 = 0.47 Ω, 100m = 0.1 Ω (m is milli, M is mega).',
    'With V (the voltage across the network) each branch carries Ik = V/Rk and dissipates Pk = V²/Rk; share_pct is its share of the total current. A negative V reverses every current.',
    'Target mode: the resistor Rx that brings the parallel combination of the listed resistors and Rx to the target, 1/Rx = 1/target − Σ 1/Rk; the target must lie below the combination of the listed resistors. standard is the nearest IEC 60063 value of the chosen series (nearest in ratio) and the total it gives.',
    'Results in Ω, S, V, A and W (SI, whatever R_unit is). IEEE-754 double arithmetic, about 1e-15 relative.',
    SNAP_ASSUMPTION,
  ],
  ui: {
    fields: {
      mode: { label: 'Calculate', options: [{ value: 'total', label: 'Equivalent resistance' }, { value: 'target', label: 'Resistor to add for a target' }] },
      resistors: { label: 'Resistors in parallel', kind: 'list', placeholder: '10k, 2k, 1k', help: 'Separate values with commas or spaces; 4k7 and 2M2 style values are accepted.' },
      R_unit: { label: 'Unit of plain numbers', options: RESISTANCE_UNIT_OPTIONS },
      target: { label: 'Target total resistance (in the unit above)', unitSelect: 'R_unit' },
      V: { label: 'Voltage across the network (optional)', unit: 'V' },
      series: { label: 'Standard value series', help: 'E24 for ±5 % resistors, E96 for ±1 %.' },
    },
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'total', label: 'Equivalent resistance', fields: ['resistors', 'R_unit', 'V'] },
          { value: 'target', label: 'Reach a target', fields: ['resistors', 'R_unit', 'target', 'series'] },
        ],
      },
    ],
    initial: { mode: 'total', resistors: '10k, 2k, 1k', R_unit: 'ohm', V: 9 },
    headline: 'R_total',
    outputs: {
      count: { label: 'Number of resistors in parallel' },
      resistors: { unit: 'Ω' },
      R_total: { label: 'Equivalent resistance', unit: 'Ω' },
      G_total: { label: 'Equivalent conductance', unit: 'S' },
      I_total: { label: 'Total current', unit: 'A' },
      P_total: { label: 'Total power', unit: 'W' },
      branches: {
        label: 'Branch currents and powers',
        // index is the resistor's place in the list, 0-based in the API; the table numbers its rows from 1.
        columns: { R: { label: 'Resistor', unit: 'Ω' }, I: { label: 'Current', unit: 'A' }, P: { label: 'Power', unit: 'W' }, share_pct: { label: 'Share of the current', unit: '%' } },
      },
      R_known: { label: 'Combination of the listed resistors', unit: 'Ω' },
      R_missing: { label: 'Resistor to add in parallel', unit: 'Ω' },
      standard: { label: 'Nearest standard value' },
    },
  },
  examples: [
    {
      name: '10 kΩ, 2 kΩ and 1 kΩ in parallel across 9 V',
      inputs: { resistors: [10, 2, 1], R_unit: 'kohm', V: 9 },
      expect: { status: 'success', values: { R_total: 625, I_total: 0.0144, 'branches.0.I': 0.0009, 'branches.1.I': 0.0045, 'branches.2.I': 0.009, P_total: 0.1296 }, rel: 1e-12 },
      source: 'Kuphaldt, Lessons in Electric Circuits Vol. I (DC), ch. 5 "Simple parallel circuits": 0.9 mA, 4.5 mA, 9 mA, total 14.4 mA, Rtotal = 625 Ω.',
    },
    {
      name: 'Two resistors, product over sum: 4k7 ∥ 10k',
      inputs: { resistors: '4k7 10k' },
      expect: { status: 'success', values: { R_total: 47000000 / 14700, G_total: 14700 / 47000000 }, rel: 1e-12 },
      source: 'Exact arithmetic: R1·R2/(R1 + R2) = 4700·10000/14700 = 3197.28 Ω (Horowitz & Hill §1.2.2).',
    },
    {
      name: 'Resistor to put across 10 kΩ for 6 kΩ',
      inputs: { mode: 'target', resistors: [10], R_unit: 'kohm', target: 6 },
      expect: { status: 'success', values: { R_missing: 15000, R_known: 10000, R_total: 6000, 'standard.value': 15000 }, rel: 1e-12 },
      source: 'Exact arithmetic: 1/6000 − 1/10000 = 1/15000, so Rx = 15 kΩ (an E24 value).',
    },
    {
      name: 'Resistor across 1 kΩ for 900 Ω: 9 kΩ, nearest E24 9.1 kΩ',
      inputs: { mode: 'target', resistors: ['1k'], target: 900, series: 'E24' },
      expect: { status: 'success', values: { R_missing: 9000, 'standard.value': 9100, 'standard.R_total': 9100000 / 10100 }, rel: 1e-12 },
      source: 'Exact arithmetic: 1/900 − 1/1000 = 1/9000; IEC 60063 E24 neighbours 8.2 k and 9.1 k, 9.1 k nearer in ratio; 1 k ∥ 9.1 k = 900.99 Ω.',
    },
    {
      name: 'Target above the existing combination',
      inputs: { mode: 'target', resistors: [1000, 1000], target: 600 },
      expect: { status: 'error', code: 'TARGET_NOT_REACHABLE' },
      source: 'A resistor added in parallel can only lower the 500 Ω of two 1 kΩ resistors.',
    },
    {
      name: 'A 0 Ω branch',
      inputs: { resistors: [1000, 0] },
      expect: { status: 'error', code: 'RESISTANCE_MUST_BE_NONZERO' },
      source: 'Spec, Errors: RESISTANCE_MUST_BE_NONZERO; a short across the network makes every other branch irrelevant.',
    },
  ],
  limitations: [
    'DC or resistive AC only: no reactance, resistor tolerance or temperature coefficient (apply the tolerance to each value yourself).',
    'Target mode adds one resistor; it does not search combinations of standard values.',
  ],
  compute(inp) {
    const sizeError = listSizeError(inp.resistors.length, 1, 'resistors', 'resistor');
    if (sizeError) return fail(sizeError.code, sizeError.field, sizeError.detail, sizeError.suggestion);
    const scale = RESISTANCE_UNITS[inp.R_unit];
    const unitSymbol = RESISTANCE_SYMBOL[inp.R_unit];
    const read = readComponentList(inp.resistors, scale, 'resistors', QUANTITY);
    if (isEngineError(read)) return fail(read.code, read.field, read.detail, read.suggestion);
    for (const [i, r] of read.entries()) {
      const checked = resistanceOhms(`resistors.${i}`, r, 'a 0 Ω branch shorts the whole network, so every other resistor carries no current.');
      if (isOutcome(checked)) return checked;
    }
    const resistors = read;
    const inUnit = (ohms: number) => `${formatNumber(ohms / scale)} ${unitSymbol}`;

    if (inp.mode === 'total') {
      const R_total = reciprocalSum(resistors);
      const base = { mode: inp.mode, count: resistors.length, resistors, R_total, G_total: 1 / R_total };
      const warnings: Warning[] = unusedInputsWarning(inp, ['target'], 'when calculating the equivalent resistance (it is the target of mode target)');
      if (inp.V === undefined) return ok(base, { formula: FORMULAS.total, warnings, formatted: `R = ${inUnit(R_total)}` });
      const V = inp.V;
      const shares = reciprocalShares(resistors);
      const branches = resistors.map((R, index) => ({ index, R, I: V / R, P: (V * V) / R, share_pct: 100 * shares[index] }));
      return ok(
        { ...base, V, I_total: V / R_total, P_total: (V * V) / R_total, branches },
        { formula: FORMULAS.total, warnings, formatted: `R = ${inUnit(R_total)}; I = ${formatSI(V / R_total, 'A', 6)} at ${formatNumber(V)} V` },
      );
    }

    if (inp.target === undefined) {
      return fail('MISSING_REQUIRED_INPUT', 'target', 'Target mode needs the total resistance to reach.', `Give target in ${unitSymbol}, below the combination of the listed resistors.`);
    }
    const target = resistanceOhms('target', inp.target * scale, 'a 0 Ω total would need a short circuit.');
    if (isOutcome(target)) return target;
    const missing = missingReciprocalTerm(resistors, target);
    if (!missing.ok) {
      return missing.reason === 'equal'
        ? fail('NO_FINITE_SOLUTION', 'target', `The listed resistors already combine to ${inUnit(missing.combined)}, the target: the added resistor would have to be infinite (left out).`, 'Leave the extra resistor out, or give a target below that value.')
        : fail('TARGET_NOT_REACHABLE', 'target', `The listed resistors combine to ${inUnit(missing.combined)}; a resistor added in parallel can only lower that, never reach ${inUnit(target)}.`, `Give a target below ${inUnit(missing.combined)}, or raise a listed resistor (or add one in series instead).`);
    }
    const R_missing = missing.value;
    if (!(Number.isFinite(R_missing) && R_missing > 0)) return fail('NON_FINITE_RESULT', 'target', 'The resistor to add overflows a double-precision number: the target is too close to the combination of the listed resistors for these magnitudes.', 'Use realistic magnitudes, or a target further below the combination.');
    const R_known = reciprocalSum(resistors);
    const near = nearestStandard(R_missing, inp.series);
    const withStandard = reciprocalSum([...resistors, near.value]);
    const warnings: Warning[] = unusedInputsWarning(inp, ['V'], 'in target mode');
    if (R_missing > 100 * R_known) {
      warnings.push(
        warning('TARGET_SENSITIVE_TO_TOLERANCE', `The added ${inUnit(R_missing)} trims the total by less than 1 %: a 1 % tolerance of the listed resistors moves the total as much as the new resistor does.`, 'Use tighter-tolerance resistors, or change a listed resistor instead of trimming with a large parallel one.'),
      );
    }
    return ok(
      {
        mode: inp.mode,
        count: resistors.length + 1,
        resistors,
        R_total: target,
        G_total: 1 / target,
        R_known,
        R_missing,
        standard: {
          series: inp.series,
          value: near.value,
          below: near.below,
          above: near.above,
          error_pct: near.errorPct,
          R_total: withStandard,
          total_error_pct: ((withStandard - target) / target) * 100,
        },
      },
      { formula: FORMULAS.target, warnings, formatted: `Rx = ${inUnit(R_missing)} (${inp.series}: ${inUnit(near.value)} gives ${inUnit(withStandard)})` },
    );
  },
});
