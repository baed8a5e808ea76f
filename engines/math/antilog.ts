// Antilogarithm: the number whose base-b logarithm is y, b^y (10^y by default).
import * as z from 'zod/mini';
import type { EngineError, Warning } from '../core/contract.ts';
import { defineEngine } from '../core/contract.ts';
import { fail, isOutcome, missing, ok } from '../core/outcome.ts';
import { formatNumber, numberFromText } from '../core/numeric.ts';
import { E, finalDouble, real, realOrE, showNumber } from './_lib/real-decimal.ts';
import { baseError, power, readEToken } from './_lib/real-powers.ts';

const BASES = ['10', 'e', '2', 'custom'] as const;

const input = z.object({
  y: z.number(),
  base: z.optional(z.enum(BASES)),
  b: z.optional(z.number()),
});
const output = z.number();

/** A base typed as a number (10, 2, 2.718281828459045 or any other) becomes the preset or base 'custom' with b. */
function normaliseBase(input: Record<string, unknown>): Record<string, unknown> | EngineError {
  const raw: Record<string, unknown> = { ...input, b: readEToken(input.b) };
  const base = typeof raw.base === 'string' ? raw.base.trim().toLowerCase() : raw.base;
  const numeric = typeof base === 'number' ? base : typeof base === 'string' && base !== '' && Number.isFinite(Number(base)) ? Number(base) : undefined;
  const blankB = raw.b === undefined || raw.b === null || (typeof raw.b === 'string' && raw.b.trim() === '');
  if (numeric === undefined) return { ...raw, base: base === undefined || base === null || base === '' ? (blankB ? undefined : 'custom') : base };
  if (numeric === 10 || numeric === 2) return { ...raw, base: String(numeric) };
  if (numeric === Math.E) return { ...raw, base: 'e' };
  if (blankB) return { ...raw, base: 'custom', b: numeric };
  // Both given: they must name the same base, as a preset and b must (base 5 with b = 3 answered 3^y).
  const b = numberFromText(raw.b);
  if (b !== undefined && b !== numeric) {
    return { code: 'INVALID_INPUT', field: 'b', detail: `base ${formatNumber(numeric)} and b = ${formatNumber(b)} disagree.`, suggestion: `Give the base once: base ${formatNumber(numeric)}, or b alone.` };
  }
  return { ...raw, base: 'custom' };
}

export const engine = defineEngine({
  id: 'antilog',
  area: 'math',
  title: 'Antilog (inverse logarithm)',
  description: 'Antilogarithm b^y: the number whose logarithm is y, for base 10 (default), e, 2 or a custom base b.',
  keywords: ['antilog', 'anti-log', 'inverse log', 'inverse logarithm', '10 to the power', 'exp', 'e to the power', 'antilogarithm', 'power of 10'],
  capability_id: 'math.antilog',
  version: '1.0.0',
  page: 'math',
  tools: [{ id: 'anti-log' }],
  input,
  output,
  inputAliases: { yInput: 'y', bInput: 'b' },
  prepare: normaliseBase,
  errors: ['INVALID_BASE'],
  warnings: ['UNDERFLOW_TO_ZERO'],
  formula: { id: 'antilog', expression: 'x = b^y', label: 'Antilogarithm to base b' },
  assumptions: [
    'antilog_b(y) = b^y, the inverse of y = log_b x. base is 10 (default), e, 2 or custom; custom uses b > 0, b ≠ 1 (else INVALID_BASE). A number given as base (e.g. 5) is read as base custom with b = 5; b alone implies base custom.',
    'The result is a plain number. Above about 1.8e308 it gives NON_FINITE_RESULT; below about 5e-324 it is 0 with warning UNDERFLOW_TO_ZERO.',
    'Computed with decimal.js at 40 significant digits from y as typed, then rounded once to the nearest double: 10^y is exact for integer y (10^-3 = 0.001).',
  ],
  unit: null,
  ui: {
    fields: {
      y: { label: 'Logarithm y' },
      base: {
        label: 'Base',
        blank: 'default: 10, custom when b is given',
        options: [
          { value: '10', label: '10 (common)' },
          { value: 'e', label: 'e (natural)' },
          { value: '2', label: '2 (binary)' },
          { value: 'custom', label: 'Custom base b' },
        ],
      },
      b: { label: 'Custom base b (> 0, ≠ 1)' },
    },
    initial: { y: 2, base: '10' },
  },
  examples: [
    {
      name: 'antilog10 of 2',
      inputs: { y: 2 },
      expect: { status: 'success', values: { '': 100 } },
      source: 'Exact arithmetic: 10² = 100.',
    },
    {
      name: 'antilog10 of 0.30103',
      inputs: { y: 0.30103, base: '10' },
      expect: { status: 'success', values: { '': 2.0000000199681046 }, rel: 1e-15 },
      source: 'Five-place common-logarithm tables give log10 2 = 0.30103, so 10^0.30103 ≈ 2; mathjs BigNumber (50 digits): 10^0.30103 = 2.00000001996810462537….',
    },
    {
      name: 'e to the 1',
      inputs: { y: 1, base: 'e' },
      expect: { status: 'success', values: { '': Math.E } },
      source: 'OEIS A001113: e = 2.718281828459045235….',
    },
    {
      name: 'Base 2 of −3',
      inputs: { y: -3, base: '2' },
      expect: { status: 'success', values: { '': 0.125 } },
      source: 'Exact arithmetic: 2^−3 = 1/8.',
    },
    {
      name: 'Custom base 5 of 3',
      inputs: { y: 3, base: 'custom', b: 5 },
      expect: { status: 'success', values: { '': 125 } },
      source: 'Exact arithmetic: 5³ = 125.',
    },
    {
      name: 'Negative custom base',
      inputs: { y: 2, b: -4 },
      expect: { status: 'error', code: 'INVALID_BASE' },
      source: 'A logarithm base must be positive and not 1.',
    },
    {
      name: '10^400 overflows',
      inputs: { y: 400 },
      expect: { status: 'error', code: 'NON_FINITE_RESULT' },
      source: 'The largest double is about 1.8e308.',
    },
  ],
  limitations: ['Real bases only (b > 0, b ≠ 1).'],
  compute({ y, base = '10', b }) {
    let bReal;
    if (base === 'custom') {
      if (b === undefined) return missing('b', 'Base custom needs the base b.', 'Give b, e.g. 5, or choose base 10, e or 2.');
      const bad = baseError(b, 'b');
      if (bad) return bad;
      bReal = realOrE(b);
    } else if (b !== undefined && String(b) !== base && !(base === 'e' && b === Math.E)) {
      return fail('INVALID_INPUT', 'b', `base ${base} and b = ${formatNumber(b)} disagree.`, `Leave b blank for base ${base}, or set base to custom.`);
    } else {
      bReal = base === 'e' ? E : real(Number(base));
    }
    const warnings: Warning[] = [];
    const value = finalDouble(power(bReal, real(y)), 'y', 'b^y', warnings);
    if (isOutcome(value)) return value;
    const shownBase = base === 'custom' ? showNumber(b!) : base;
    return ok(value, { formatted: `${shownBase}^${formatNumber(y)} = ${formatNumber(value)}`, warnings });
  },
});
