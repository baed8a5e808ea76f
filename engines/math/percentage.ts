// Everyday percentage questions in one calculator: p % of x, x is what % of y,
// x is p % of what, percent change, increase or decrease by p %, and percent
// difference. Every mode reports the answer (value) and the amount the
// percentage stands for (Y), computed in exact decimal.
import * as z from 'zod/mini';
import type { Warning } from '../core/contract.ts';
import { defineEngine } from '../core/contract.ts';
import { fail, isOutcome, ok, warning } from '../core/outcome.ts';
import { formatNumber } from '../core/numeric.ts';
import { PERCENT_CHANGE_CONVENTION, percentChange } from './_lib/percent-change-math.ts';
import { finalDouble, real, type Real } from './_lib/real-decimal.ts';
import { own } from '../core/own.ts';

const MODES = ['of', 'is-what', 'of-what', 'change', 'adjust-up', 'adjust-down', 'difference'] as const;
type Mode = (typeof MODES)[number];

/** Short names the pages use for the modes (spec: UI aliases what, whole, adjust, diff). */
const MODE_ALIASES: Record<string, Mode> = {
  what: 'is-what',
  whole: 'of-what',
  adjust: 'adjust-up', // a signed p: a negative p decreases
  diff: 'difference',
};

/** The inputs each mode reads; the others are ignored. */
const REQUIRED: Record<Mode, readonly ('p' | 'x' | 'y' | 'old' | 'new' | 'a' | 'b')[]> = {
  of: ['p', 'x'],
  'is-what': ['x', 'y'],
  'of-what': ['p', 'x'],
  change: ['old', 'new'],
  'adjust-up': ['x', 'p'],
  'adjust-down': ['x', 'p'],
  difference: ['a', 'b'],
};

const num = z.optional(z.number());
const input = z.object({ mode: z.optional(z.enum(MODES)), p: num, x: num, y: num, old: num, new: num, a: num, b: num });

const output = z.strictObject({
  mode: z.enum(MODES),
  value: z.number(),
  Y: z.number(),
  percent: z.number(),
  base: z.number(),
  formula: z.string(),
});

const FORMULAS: Record<Mode, { id: string; expression: string; label: string }> = {
  of: { id: 'percentage.of', expression: 'value = p / 100 × x', label: 'p percent of x' },
  'is-what': { id: 'percentage.is-what', expression: 'value = x / y × 100', label: 'x as a percentage of y' },
  'of-what': { id: 'percentage.of-what', expression: 'value = x × 100 / p', label: 'The whole of which x is p percent' },
  change: { id: 'percentage.change', expression: 'value = (new − old) / |old| × 100', label: 'Percent change from old to new' },
  'adjust-up': { id: 'percentage.adjust-up', expression: 'value = x × (1 + p / 100)', label: 'x increased by p percent' },
  'adjust-down': { id: 'percentage.adjust-down', expression: 'value = x × (1 − p / 100)', label: 'x decreased by p percent' },
  difference: { id: 'percentage.difference', expression: 'value = |a − b| / ((a + b) / 2) × 100', label: 'Percent difference of a and b (relative to their mean)' },
};

/** Numbers in the formula text; negatives in parentheses so "x − (−5)" reads right. */
const f = (x: number) => (x < 0 ? `(${formatNumber(x)})` : formatNumber(x));

export const engine = defineEngine({
  id: 'percentage',
  area: 'math',
  title: 'Percentage calculator',
  description:
    'Percent of a number, what percent one number is of another, the whole from a part and its percentage, percent change, increase or decrease by a percentage, and percent difference.',
  keywords: ['percent', 'percentage', 'percent of', 'what percent', 'percent increase', 'percent decrease', 'percent change', 'percent difference', 'add percent', 'subtract percent', 'discount', 'markup', 'reverse percentage'],
  capability_id: 'math.percentage',
  version: '1.0.0',
  page: 'math',
  tools: [{ id: 'percent' }],
  input,
  output,
  inputAliases: { pInput: 'p', xInput: 'x', yInput: 'y', oldInput: 'old', newInput: 'new', aInput: 'a', bInput: 'b' },
  prepare(raw) {
    if (typeof raw.mode !== 'string') return raw;
    const m = raw.mode.trim().toLowerCase().replace(/_/g, '-');
    return { ...raw, mode: own(MODE_ALIASES, m) ?? m };
  },
  errors: ['DIVISION_BY_ZERO', 'UNDEFINED', 'VALUE_MUST_BE_NON_NEGATIVE'],
  warnings: ['DECREASE_OVER_100_PERCENT', 'UNDERFLOW_TO_ZERO'],
  formula: FORMULAS.of,
  assumptions: [
    'Modes: of = p % of x; is-what = x is what % of y; of-what = x is p % of what whole; change = percent change from old to new; adjust-up / adjust-down = x increased / decreased by p %; difference = percent difference of a and b. Default mode: of.',
    'Page aliases of the mode: what = is-what, whole = of-what, adjust = adjust-up (a negative p then decreases), diff = difference.',
    'Y is the amount the percentage stands for, Y = percent / 100 × base: the part in of, is-what and of-what; new − old in change; the amount added or removed in adjust-up / adjust-down; |a − b| in difference. percent and base are the percentage and the base of that relation (base = |old| in change, the mean (a + b) / 2 in difference).',
    PERCENT_CHANGE_CONVENTION,
    'Percent difference = |a − b| / ((a + b) / 2) × 100 (relative to the arithmetic mean), for a, b ≥ 0 with a + b > 0.',
    'Inputs are read as the decimals they print as and computed in exact decimal arithmetic (decimal.js, 40 significant digits); the result is the nearest double, so 3.3 × 20 / 100 gives 0.66 exactly. The formula text shows numbers to 12 significant digits.',
  ],
  unit: null,
  ui: {
    fields: {
      mode: {
        label: 'Question',
        options: [
          { value: 'of', label: 'What is p % of x?' },
          { value: 'is-what', label: 'x is what % of y?' },
          { value: 'of-what', label: 'x is p % of what?' },
          { value: 'change', label: 'Percent change from old to new' },
          { value: 'adjust-up', label: 'Increase x by p %' },
          { value: 'adjust-down', label: 'Decrease x by p %' },
          { value: 'difference', label: 'Percent difference of a and b' },
        ],
      },
      p: { label: 'Percentage p', unit: '%' },
      x: { label: 'Number x' },
      y: { label: 'Whole y' },
      old: { label: 'Old value' },
      new: { label: 'New value' },
      a: { label: 'Value a' },
      b: { label: 'Value b' },
    },
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'of', label: 'p % of x', fields: ['p', 'x'] },
          { value: 'is-what', label: 'x is what % of y', fields: ['x', 'y'] },
          { value: 'of-what', label: 'x is p % of what', fields: ['p', 'x'] },
          { value: 'change', label: 'Change', fields: ['old', 'new'] },
          { value: 'adjust-up', label: 'Increase by %', fields: ['x', 'p'] },
          { value: 'adjust-down', label: 'Decrease by %', fields: ['x', 'p'] },
          { value: 'difference', label: 'Difference', fields: ['a', 'b'] },
        ],
      },
    ],
    initial: { mode: 'of', p: 20, x: 50 },
    headline: 'value',
    outputs: {
      value: { label: 'Answer' },
      Y: { label: 'Amount the percentage stands for' },
      percent: { label: 'Percentage', unit: '%' },
      base: { label: 'Base of the percentage' },
      formula: { label: 'Calculation' },
    },
  },
  examples: [
    {
      name: '20 % of 50',
      inputs: { mode: 'of', p: 20, x: 50 },
      expect: { status: 'success', values: { value: 10, Y: 10, percent: 20, base: 50 } },
      source: 'Exact arithmetic: 20 / 100 × 50 = 10 (public conformance vector "percentage of").',
    },
    {
      name: '3.3 % of 20 has no float noise',
      inputs: { mode: 'of', p: 3.3, x: 20 },
      expect: { status: 'success', values: { value: 0.66 } },
      source: 'Exact arithmetic: 3.3 × 20 / 100 = 66/100 (doubles give 0.6599999999999999).',
    },
    {
      name: '45 is what percent of 60',
      inputs: { mode: 'is-what', x: 45, y: 60 },
      expect: { status: 'success', values: { value: 75, Y: 45, base: 60 } },
      source: 'Exact arithmetic: 45 / 60 × 100 = 75.',
    },
    {
      name: '30 is 15 % of what',
      inputs: { mode: 'of-what', p: 15, x: 30 },
      expect: { status: 'success', values: { value: 200, Y: 30 } },
      source: 'Exact arithmetic: 30 × 100 / 15 = 200.',
    },
    {
      name: 'Change from 50 to 75',
      inputs: { mode: 'change', old: 50, new: 75 },
      expect: { status: 'success', values: { value: 50, Y: 25 } },
      source: 'Exact arithmetic: (75 − 50) / 50 × 100 = 50 (public conformance vector "percentage change").',
    },
    {
      name: 'Change from −50 to −25 uses |old|',
      inputs: { mode: 'change', old: -50, new: -25 },
      expect: { status: 'success', values: { value: 50 } },
      source: 'Spec: percent change uses the absolute old value in the denominator: 25 / |−50| × 100 = 50.',
    },
    {
      name: '19.99 plus 15 %',
      inputs: { mode: 'adjust-up', x: 19.99, p: 15 },
      expect: { status: 'success', values: { value: 22.9885, Y: 2.9985 } },
      source: 'Exact arithmetic: 19.99 × 1.15 = 22.9885.',
    },
    {
      name: '80 minus 25 %',
      inputs: { mode: 'adjust-down', x: 80, p: 25 },
      expect: { status: 'success', values: { value: 60, Y: 20 } },
      source: 'Exact arithmetic: 80 × (1 − 0.25) = 60.',
    },
    {
      name: 'Percent difference of 40 and 60',
      inputs: { mode: 'difference', a: 40, b: 60 },
      expect: { status: 'success', values: { value: 40, Y: 20, base: 50 } },
      source: 'Exact arithmetic: |40 − 60| / 50 × 100 = 40.',
    },
    {
      name: 'Percent of a zero whole',
      inputs: { mode: 'is-what', x: 5, y: 0 },
      expect: { status: 'error', code: 'DIVISION_BY_ZERO' },
      source: 'x / 0 has no value.',
    },
    {
      name: 'Difference of a negative value',
      inputs: { mode: 'difference', a: -1, b: 3 },
      expect: { status: 'error', code: 'VALUE_MUST_BE_NON_NEGATIVE' },
      source: 'Spec: difference needs A ≥ 0 and B ≥ 0.',
    },
  ],
  limitations: ['Percentage points (the difference of two percentages) are plain subtraction and not a mode here.', 'Compound changes (several successive percentages) are not chained; use exponential-growth for repeated growth.'],
  compute(inp) {
    const mode: Mode = inp.mode ?? 'of';
    const lacking = REQUIRED[mode].find((k) => inp[k] === undefined);
    if (lacking) {
      return fail('MISSING_REQUIRED_INPUT', lacking, `Mode ${mode} needs ${REQUIRED[mode].join(' and ')}; ${lacking} is missing.`, `Give ${lacking}, e.g. ${JSON.stringify({ mode, ...Object.fromEntries(REQUIRED[mode].map((k) => [k, 10])) })}.`);
    }
    const { p = 0, x = 0, y = 0, old = 0, new: nu = 0, a = 0, b = 0 } = inp;
    const warnings: Warning[] = [];
    // value, Y, percent, base in exact decimal, then one rounding each.
    let value: Real, Y: Real, percent: Real, base: Real;
    switch (mode) {
      case 'of':
        Y = value = real(p).times(x).div(100);
        percent = real(p);
        base = real(x);
        break;
      case 'is-what':
        if (y === 0) {
          return x === 0
            ? fail('UNDEFINED', 'y', '0 as a percentage of 0 is 0 ÷ 0, which is undefined.', 'Give a non-zero whole y.')
            : fail('DIVISION_BY_ZERO', 'y', `${x} as a percentage of 0 would divide by zero.`, 'Give a non-zero whole y.');
        }
        value = percent = real(x).div(y).times(100);
        Y = real(x);
        base = real(y);
        break;
      case 'of-what':
        if (p === 0) {
          return x === 0
            ? fail('UNDEFINED', 'p', '0 is 0 % of every number, so the whole is undefined.', 'Give a non-zero percentage p.')
            : fail('DIVISION_BY_ZERO', 'p', `${x} cannot be 0 % of any number.`, 'Give a non-zero percentage p.');
        }
        value = base = real(x).times(100).div(p);
        Y = real(x);
        percent = real(p);
        break;
      case 'change': {
        const pct = percentChange(old, nu, 'old');
        if (isOutcome(pct)) return pct;
        value = percent = pct;
        Y = real(nu).minus(old);
        base = real(old).abs(); // the denominator, so Y = percent / 100 × base holds
        break;
      }
      case 'adjust-up':
      case 'adjust-down': {
        Y = real(x).times(p).div(100);
        value = mode === 'adjust-up' ? real(x).plus(Y) : real(x).minus(Y);
        percent = real(p);
        base = real(x);
        if (mode === 'adjust-down' && p > 100) warnings.push(warning('DECREASE_OVER_100_PERCENT', `Decreasing by ${p} % removes more than the whole, so the result changes sign.`, 'Check p; a decrease of more than 100 % is unusual.', 'info'));
        break;
      }
      case 'difference': {
        const negative = a < 0 ? 'a' : b < 0 ? 'b' : undefined;
        if (negative) return fail('VALUE_MUST_BE_NON_NEGATIVE', negative, `Percent difference needs a ≥ 0 and b ≥ 0; ${negative} is ${inp[negative]}.`, `Give ${negative} as a magnitude ≥ 0, or use mode change for signed values.`);
        if (a + b === 0) return fail('UNDEFINED', 'a', 'Both values are 0: their mean is 0 and the percent difference is 0 ÷ 0.', 'Give at least one value above 0.');
        Y = real(a).minus(b).abs();
        base = real(a).plus(b).div(2);
        value = percent = Y.div(base).times(100);
        break;
      }
    }
    const out: Record<'value' | 'Y' | 'percent' | 'base', number> = { value: 0, Y: 0, percent: 0, base: 0 };
    for (const [k, d] of [['value', value], ['Y', Y], ['percent', percent], ['base', base]] as const) {
      const v = finalDouble(d, REQUIRED[mode][0], k, warnings);
      if (isOutcome(v)) return v;
      out[k] = v;
    }
    const percentMode = mode === 'is-what' || mode === 'change' || mode === 'difference';
    return ok(
      { mode, ...out, formula: formulaText(mode, inp as Record<string, number>, out.value) },
      { formula: FORMULAS[mode], unit: percentMode ? '%' : null, formatted: `${f(out.value)}${percentMode ? ' %' : ''}`, warnings },
    );
  },
});

/** The mode's formula with the numbers put in, e.g. "20 / 100 × 50 = 10". */
function formulaText(mode: Mode, v: Record<string, number>, value: number): string {
  switch (mode) {
    case 'of':
      return `${f(v.p)} / 100 × ${f(v.x)} = ${f(value)}`;
    case 'is-what':
      return `${f(v.x)} / ${f(v.y)} × 100 = ${f(value)} %`;
    case 'of-what':
      return `${f(v.x)} × 100 / ${f(v.p)} = ${f(value)}`;
    case 'change':
      return `(${f(v.new)} − ${f(v.old)}) / |${f(v.old)}| × 100 = ${f(value)} %`;
    case 'adjust-up':
      return `${f(v.x)} × (1 + ${f(v.p)} / 100) = ${f(value)}`;
    case 'adjust-down':
      return `${f(v.x)} × (1 − ${f(v.p)} / 100) = ${f(value)}`;
    case 'difference':
      return `|${f(v.a)} − ${f(v.b)}| / ((${f(v.a)} + ${f(v.b)}) / 2) × 100 = ${f(value)} %`;
  }
}
