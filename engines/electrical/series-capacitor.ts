// Capacitors in series: the combined capacitance of any number of capacitors, the
// shared charge and each capacitor's voltage and energy at a voltage, or the
// capacitor to add in series to reach a target (with the nearest E-series value).
import * as z from 'zod/mini';
import { boundedList, type ListRule } from '../core/lists.ts';
import { defineEngine, type Warning } from '../core/contract.ts';
import { formatSI } from '../core/si-format.ts';
import { formatNumber } from '../core/numeric.ts';
import { fail, isEngineError, ok, warning } from '../core/outcome.ts';
import { listFromText, listSizeError, readComponentList } from './_lib/component-values.ts';
import { E_SERIES, nearestStandard } from './_lib/e-series.ts';
import { unusedInputsWarning } from './_lib/input-combinations.ts';
import { CAPACITANCE_UNITS, capacitanceUnitField, formatInUnit, unitOptions } from './_lib/passive-units.ts';
import { missingReciprocalTerm, reciprocalSum } from './_lib/reciprocal-networks.ts';
import { SNAP_ASSUMPTION } from './_lib/standard-snap.ts';

const MODES = ['total', 'target'] as const;
/** 100 capacitors: a real string has a handful (a supercapacitor stack tens); the answer lists each one. */
const CAPACITORS: ListRule = { max: 100, noun: 'capacitors', hint: 'combine some of them first, or split the list into groups', description: 'Capacitances: numbers in C_unit or IEC 60062 text (100n, 4u7, 22p); also a text list separated by commas or spaces' };

const input = z.object({
  mode: z._default(z.enum(MODES), 'total'),
  capacitors: boundedList(z.union([z.number(), z.string()]), CAPACITORS),
  C_unit: capacitanceUnitField('uF'),
  target: z.optional(z.number()),
  V: z.optional(z.number()),
  series: z._default(z.enum(E_SERIES), 'E12'),
});

const part = z.strictObject({ index: z.number(), C: z.number(), V: z.number(), Q: z.number(), energy_J: z.number(), share_pct: z.number() });

const output = z.strictObject({
  mode: z.enum(MODES),
  count: z.number(),
  capacitors: z.array(z.number()),
  C_total: z.number(),
  V: z.optional(z.number()),
  Q: z.optional(z.number()),
  energy_J: z.optional(z.number()),
  parts: z.optional(z.array(part)),
  C_known: z.optional(z.number()),
  C_missing: z.optional(z.number()),
  standard: z.optional(
    z.strictObject({ series: z.enum(E_SERIES), value: z.number(), below: z.number(), above: z.number(), error_pct: z.number(), C_total: z.number(), total_error_pct: z.number() }),
  ),
});

const FORMULAS = {
  total: { id: 'series-capacitor.total', expression: '1/C = 1/C1 + 1/C2 + … + 1/Cn;  Q = C·V;  Vk = Q/Ck', label: 'Capacitors in series' },
  target: { id: 'series-capacitor.missing', expression: 'Cx = 1 / (1/C_target − Σ 1/Ck)', label: 'Capacitor to add in series for a target' },
};

const QUANTITY = { name: 'capacitance', symbol: 'F', example: '"100n, 220n" or [0.1, 0.22] with C_unit uF' };

export const engine = defineEngine({
  id: 'series-capacitor',
  area: 'electrical',
  title: 'Series capacitor calculator',
  description:
    'Equivalent capacitance of any number of capacitors in series, with the charge they share and the voltage and energy on each at a given total voltage; or the capacitor to put in series with existing ones to reach a target capacitance, with the nearest E-series value.',
  keywords: ['series capacitor', 'capacitors in series', 'series capacitance', 'equivalent capacitance', 'total capacitance', 'capacitive voltage divider', 'capacitor voltage sharing', 'supercapacitor stack', 'capacitor in series calculator'],
  capability_id: 'electrical.series_capacitor',
  version: '1.0.0',
  page: 'electric',
  input,
  output,
  prepare: (raw) => listFromText(raw, 'capacitors', CAPACITORS),
  unit: 'F',
  errors: ['CAPACITANCE_MUST_BE_POSITIVE', 'NO_FINITE_SOLUTION', 'TARGET_NOT_REACHABLE', 'TOO_MANY_VALUES'],
  warnings: ['INPUT_IGNORED', 'TARGET_SENSITIVE_TO_TOLERANCE'],
  formula: FORMULAS.total,
  assumptions: [
    'Ideal capacitors in one series string, all starting uncharged: every capacitor carries the same charge Q, so 1/C = Σ 1/Ck (elastances add) and the total is below the smallest capacitor (Horowitz & Hill, The Art of Electronics, 3rd ed., §1.4.1; OpenStax College Physics §19.6).',
    'capacitors is a list (JSON array or text separated by commas, spaces or new lines) of 1 to 100 values > 0. Plain numbers are in C_unit; text with an IEC 60062 letter carries its own multiplier: 100n = 100 nF, 4u7 = 4.7 µF, 22p = 22 pF (m is milli).',
    'With V across the string: Q = C·V, Vk = Q/Ck (the smallest capacitor takes the largest voltage), energy ½·Ck·Vk²; share_pct is each capacitor’s share of V.',
    'Target mode: the capacitor Cx that brings the series combination to the target, 1/Cx = 1/target − Σ 1/Ck; the target must lie below the combination of the listed capacitors. standard is the nearest IEC 60063 value of the chosen series (default E12, common for capacitors).',
    'Results in F, V, C and J (SI, whatever C_unit is). IEEE-754 double arithmetic, about 1e-15 relative.',
    SNAP_ASSUMPTION,
  ],
  ui: {
    fields: {
      mode: { label: 'Calculate', options: [{ value: 'total', label: 'Equivalent capacitance' }, { value: 'target', label: 'Capacitor to add for a target' }] },
      capacitors: { label: 'Capacitors in series', kind: 'list', placeholder: '1, 5, 8', help: 'Separate values with commas or spaces; 100n and 4u7 style values are accepted.' },
      C_unit: { label: 'Unit of plain numbers', options: unitOptions(CAPACITANCE_UNITS) },
      target: { label: 'Target total capacitance (in the unit above)', unitSelect: 'C_unit' },
      V: { label: 'Voltage across the string (optional)', unit: 'V' },
      series: { label: 'Standard value series', help: 'E6/E12 for most capacitors.' },
    },
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'total', label: 'Equivalent capacitance', fields: ['capacitors', 'C_unit', 'V'] },
          { value: 'target', label: 'Reach a target', fields: ['capacitors', 'C_unit', 'target', 'series'] },
        ],
      },
    ],
    initial: { mode: 'total', capacitors: '0.1, 0.2', C_unit: 'uF', V: 12 },
    headline: 'C_total',
    outputs: {
      count: { label: 'Number of capacitors in the string' },
      C_total: { label: 'Total series capacitance', unit: 'F' },
      Q: { label: 'Charge on each capacitor', unit: 'C' },
      energy_J: { label: 'Total stored energy', unit: 'J' },
      parts: { label: 'Voltage, charge and energy of each capacitor' },
      C_known: { label: 'Series combination of the listed capacitors', unit: 'F' },
      C_missing: { label: 'Capacitor to add in series', unit: 'F' },
      standard: { label: 'Nearest standard value and the total it gives' },
    },
  },
  examples: [
    {
      name: '1 µF, 5 µF and 8 µF in series',
      inputs: { capacitors: [1, 5, 8], C_unit: 'uF' },
      expect: { status: 'success', values: { C_total: 40e-6 / 53 }, rel: 1e-12 },
      source: 'OpenStax College Physics §19.6, Example "What Is the Series Capacitance?": 1.000, 5.000 and 8.000 µF give Cs = 0.755 µF (exact 1/(1 + 1/5 + 1/8) = 40/53 µF).',
    },
    {
      name: '0.1 µF and 0.2 µF in series across 12 V',
      inputs: { capacitors: [0.1, 0.2], C_unit: 'uF', V: 12 },
      expect: { status: 'success', values: { C_total: 0.2e-6 / 3, Q: 0.8e-6, 'parts.0.V': 8, 'parts.1.V': 4 }, rel: 1e-12 },
      source: 'Exact arithmetic: C = 0.1·0.2/0.3 µF, Q = 12 V × 0.2/3 µF = 0.8 µC, V1 = Q/C1 = 8 V, V2 = 4 V (the smaller capacitor takes the larger voltage; Horowitz & Hill §1.4.1).',
    },
    {
      name: 'Two 47 nF capacitors across 12 V',
      inputs: { capacitors: '47n 47n', V: 12 },
      expect: { status: 'success', values: { C_total: 23.5e-9, 'parts.0.V': 6, 'parts.1.V': 6 }, rel: 1e-12 },
      source: 'Electronics Tutorials, "Capacitors in Series": two equal capacitors in series give C/2 and share the supply voltage equally (its exercise with two 47 nF capacitors on 12 V).',
    },
    {
      name: 'Capacitor in series with 10 µF for 4.7 µF',
      inputs: { mode: 'target', capacitors: ['10u'], target: 4.7, C_unit: 'uF' },
      expect: { status: 'success', values: { C_missing: 47e-6 / 5.3, 'standard.value': 8.2e-6 }, rel: 1e-12 },
      source: 'Exact arithmetic: Cx = 4.7·10/(10 − 4.7) µF = 8.868 µF; IEC 60063 E12 neighbours 8.2 and 10 µF, 8.2 µF nearer in ratio.',
    },
    {
      name: 'Zero capacitance in the string',
      inputs: { capacitors: [1, 0] },
      expect: { status: 'error', code: 'CAPACITANCE_MUST_BE_POSITIVE' },
      source: 'A 0 F capacitor is an open circuit: the string carries no charge.',
    },
  ],
  limitations: [
    'Ideal capacitors: no leakage, ESR, tolerance or voltage coefficient. At DC real series capacitors share voltage by their leakage currents, not by capacitance, which is why supercapacitor stacks need balancing resistors.',
    'No voltage rating check: compare each Vk with the capacitor’s rated voltage yourself.',
  ],
  compute(inp) {
    const sizeError = listSizeError(inp.capacitors.length, 1, 'capacitors', 'capacitor');
    if (sizeError) return fail(sizeError.code, sizeError.field, sizeError.detail, sizeError.suggestion);
    const scale = CAPACITANCE_UNITS[inp.C_unit];
    const unitSymbol = inp.C_unit.replace(/^u/, 'µ');
    const read = readComponentList(inp.capacitors, scale, 'capacitors', QUANTITY);
    if (isEngineError(read)) return fail(read.code, read.field, read.detail, read.suggestion);
    for (const [i, c] of read.entries()) {
      if (!(c > 0)) {
        return fail('CAPACITANCE_MUST_BE_POSITIVE', `capacitors.${i}`, `Capacitor ${i + 1} is ${formatNumber(c / scale)} ${unitSymbol}; ${c === 0 ? 'a 0 F capacitor is an open circuit, so the string carries no charge' : 'a capacitance cannot be negative'}.`, 'Give every capacitance above 0, or remove the entry.');
      }
    }
    const capacitors = read;
    const inUnit = (farads: number) => formatInUnit(farads, CAPACITANCE_UNITS, inp.C_unit);

    if (inp.mode === 'total') {
      const C_total = reciprocalSum(capacitors);
      const base = { mode: inp.mode, count: capacitors.length, capacitors, C_total };
      const warnings: Warning[] = unusedInputsWarning(inp, ['target'], 'when calculating the equivalent capacitance (it is the target of mode target)');
      if (inp.V === undefined) return ok(base, { formula: FORMULAS.total, warnings, formatted: `C = ${inUnit(C_total)}` });
      const V = inp.V;
      const Q = C_total * V;
      const parts = capacitors.map((C, index) => ({ index, C, V: Q / C, Q, energy_J: (Q * Q) / (2 * C), share_pct: (100 * C_total) / C }));
      return ok({ ...base, V, Q, energy_J: 0.5 * C_total * V * V, parts }, { formula: FORMULAS.total, warnings, formatted: `C = ${inUnit(C_total)}; Q = ${formatSI(Q, 'C', 6)} at ${formatNumber(V)} V` });
    }

    if (inp.target === undefined) {
      return fail('MISSING_REQUIRED_INPUT', 'target', 'Target mode needs the total capacitance to reach.', `Give target in ${unitSymbol}, below the series combination of the listed capacitors.`);
    }
    const target = inp.target * scale;
    if (!(target > 0)) return fail('CAPACITANCE_MUST_BE_POSITIVE', 'target', `target = ${formatNumber(inp.target)} ${unitSymbol}; a capacitance must be above 0.`, `Give target > 0 ${unitSymbol}.`);
    const missing = missingReciprocalTerm(capacitors, target);
    if (!missing.ok) {
      return missing.reason === 'equal'
        ? fail('NO_FINITE_SOLUTION', 'target', `The listed capacitors already combine to ${inUnit(missing.combined)}, the target: the added capacitor would have to be infinite (a short).`, 'Leave the extra capacitor out, or give a target below that value.')
        : fail('TARGET_NOT_REACHABLE', 'target', `The listed capacitors combine to ${inUnit(missing.combined)}; a capacitor added in series can only lower that, never reach ${inUnit(target)}.`, `Give a target below ${inUnit(missing.combined)}, or add the capacitor in parallel instead (capacitances in parallel add).`);
    }
    if (!(Number.isFinite(missing.value) && missing.value > 0)) return fail('NON_FINITE_RESULT', 'target', 'The capacitor to add overflows a double-precision number for these magnitudes.', 'Use realistic magnitudes, or a target further below the combination.');
    const C_known = reciprocalSum(capacitors);
    const near = nearestStandard(missing.value, inp.series);
    const withStandard = reciprocalSum([...capacitors, near.value]);
    const warnings: Warning[] = unusedInputsWarning(inp, ['V'], 'in target mode');
    if (missing.value > 100 * C_known) {
      warnings.push(warning('TARGET_SENSITIVE_TO_TOLERANCE', `The added ${inUnit(missing.value)} changes the total by less than 1 %, less than the tolerance of the listed capacitors.`, 'Change a listed capacitor instead of trimming with a large series one.'));
    }
    return ok(
      {
        mode: inp.mode,
        count: capacitors.length + 1,
        capacitors,
        C_total: target,
        C_known,
        C_missing: missing.value,
        standard: {
          series: inp.series,
          value: near.value,
          below: near.below,
          above: near.above,
          error_pct: near.errorPct,
          C_total: withStandard,
          total_error_pct: ((withStandard - target) / target) * 100,
        },
      },
      { formula: FORMULAS.target, warnings, formatted: `Cx = ${inUnit(missing.value)} (${inp.series}: ${inUnit(near.value)} gives ${inUnit(withStandard)})` },
    );
  },
});
