// Scientific notation: decimal ↔ scientific, engineering notation with SI
// prefixes, normalising a coefficient, and +, −, ×, ÷ of two numbers in
// scientific notation. Digits are handled as text (never as doubles), so
// coefficients are exact and significant trailing zeros are kept.
import * as z from 'zod/mini';
import { wholeNumber } from '../core/whole-number.ts';
import type { EngineError, Warning } from '../core/contract.ts';
import { defineEngine } from '../core/contract.ts';
import { fail, missing, ok, warning } from '../core/outcome.ts';
import { own } from '../core/own.ts';
import {
  add,
  coefficientNumber,
  coefficientText,
  decimalText,
  divide,
  engineering,
  eText,
  exponentOf,
  isZero,
  MAX_INPUT_EXPONENT,
  MAX_TEXT_LENGTH,
  multiply,
  negate,
  parseSci,
  roundSig,
  scientificText,
  shift,
  trimZeros,
  type SciNumber,
} from './_lib/sci-digits.ts';

const MODES = ['dec-sci', 'sci-dec', 'convert', 'engineering', 'normalize', 'operate'] as const;
type Mode = (typeof MODES)[number];
const OPS = ['+', '-', '*', '/'] as const;
type Op = (typeof OPS)[number];

const OP_SYNONYMS: Record<string, Op> = {
  add: '+', plus: '+', sum: '+',
  subtract: '-', sub: '-', minus: '-', '−': '-', difference: '-',
  multiply: '*', mul: '*', times: '*', x: '*', '×': '*', '·': '*', product: '*',
  divide: '/', div: '/', '÷': '/', quotient: '/',
};
const OP_SIGN: Record<Op, string> = { '+': '+', '-': '−', '*': '×', '/': '÷' };

/** Significant figures of an inexact quotient when `digits` is not given. */
const DEFAULT_DIVISION_DIGITS = 15;

const text = z.optional(z.string());
/** A power of ten: any safe integer here; compute refuses a combined exponent beyond ±MAX_INPUT_EXPONENT (EXPONENT_OUT_OF_RANGE). */
const integer = z.optional(wholeNumber({ min: -Number.MAX_SAFE_INTEGER, example: 5 }));
const input = z.object({
  mode: z.optional(z.enum(MODES)),
  value: text,
  coef: text,
  exp: integer,
  aCoef: text,
  aExp: integer,
  op: z.optional(z.enum(OPS)),
  bCoef: text,
  bExp: integer,
  digits: z.optional(wholeNumber({ min: 1, max: 100, example: DEFAULT_DIVISION_DIGITS })),
});

const output = z.strictObject({
  mode: z.enum(MODES),
  /** The answer in the notation the mode produces (scientific, decimal or engineering). */
  value: z.string(),
  /** Coefficient as a number (nearest double) and as exact text, and the power of ten. */
  coef: z.number(),
  coefficient: z.string(),
  exp: z.number(),
  scientific: z.string(),
  e_notation: z.string(),
  decimal: z.string(),
  engineering: z.string(),
  eng_coefficient: z.string(),
  eng_exp: z.number(),
  si_prefix: z.optional(z.string()),
  si_prefix_name: z.optional(z.string()),
  significant_figures: z.number(),
  /** operate only: the operation and whether the result is exact. */
  operation: z.optional(z.string()),
  exact: z.optional(z.boolean()),
});

const FORMULAS: Record<Mode, { id: string; expression: string; label: string }> = {
  'dec-sci': { id: 'scientific-notation.dec-sci', expression: 'x = c × 10^n, 1 ≤ |c| < 10', label: 'Decimal to scientific notation' },
  'sci-dec': { id: 'scientific-notation.sci-dec', expression: 'c × 10^n → move the point n places', label: 'Scientific notation to decimal' },
  convert: { id: 'scientific-notation.convert', expression: 'decimal ↔ c × 10^n', label: 'Convert between decimal and scientific notation' },
  engineering: { id: 'scientific-notation.engineering', expression: 'x = c × 10^(3k), 1 ≤ |c| < 1000', label: 'Engineering notation' },
  normalize: { id: 'scientific-notation.normalize', expression: 'c × 10^n = (c / 10^m) × 10^(n + m), 1 ≤ |c / 10^m| < 10', label: 'Normalise a coefficient' },
  operate: { id: 'scientific-notation.operate', expression: '(a × 10^m) ∘ (b × 10^n), ∘ ∈ {+, −, ×, ÷}', label: 'Arithmetic in scientific notation' },
};

export const engine = defineEngine({
  id: 'scientific-notation',
  area: 'math',
  title: 'Scientific notation converter and calculator',
  description: 'Convert decimals to scientific notation and back, to engineering notation with SI prefixes, normalise a coefficient, and add, subtract, multiply or divide numbers in scientific notation, with exact digits and significant figures.',
  keywords: ['scientific notation', 'standard form', 'standard index form', 'e notation', 'exponential notation', 'engineering notation', 'SI prefix', 'significant figures', 'sig figs', 'times ten to the power', 'decimal to scientific', 'scientific to decimal', 'the way scientists write', 'scientists', 'very small number', 'very large number', 'powers of ten'],
  capability_id: 'math.scientific_notation',
  version: '1.0.0',
  page: 'math',
  input,
  output,
  prepare(raw) {
    const out = { ...raw };
    if (typeof raw.mode === 'string') out.mode = raw.mode.trim().toLowerCase().replace(/_/g, '-');
    if (typeof raw.op === 'string') {
      const o = raw.op.trim().toLowerCase();
      out.op = own(OP_SYNONYMS, o) ?? o;
    }
    return out;
  },
  errors: ['DIVISION_BY_ZERO', 'EXPONENT_OUT_OF_RANGE'],
  warnings: ['ROUNDED_QUOTIENT'],
  formula: FORMULAS['dec-sci'],
  assumptions: [
    'Modes: dec-sci (value → c × 10^n), sci-dec (coef × 10^exp → plain decimal), convert (value in either notation → the other), engineering (value → c × 10^(3k) with its SI prefix), normalize (coef × 10^exp with any coefficient → 1 ≤ |c| < 10), operate (aCoef × 10^aExp op bCoef × 10^bExp, op one of + − * /). Default mode: dec-sci.',
    'Numbers are read as text, digit by digit: 0.00042, 4.2e-4, 4.2E-4, 4.2 × 10^-4, 4.2x10^(-4), 4.2·10⁻⁴ and 10^5 are accepted (blanks ignored, no decimal comma). value may replace coef/exp and vice versa; a coef may itself carry an exponent. Exponents are limited to ±1000.',
    'Significant figures follow the usual rules: leading zeros never count; trailing zeros count after a decimal point (2.50 has 3) but not at the end of a whole number without one (1200 has 2; write 1200. for 4). digits rounds the coefficient to that many figures (halves away from zero), padding with zeros when it has fewer.',
    'operate is exact for +, − and ×, and for ÷ when the quotient terminates; a non-terminating quotient is rounded to digits (default 15) significant figures with exact false and warning ROUNDED_QUOTIENT. Exact results drop trailing zeros (they are not measured figures).',
    'coef is the coefficient as the nearest JSON number; coefficient, scientific, e_notation, decimal and engineering are exact text. SI prefixes from quecto (10^-30) to quetta (10^30).',
  ],
  unit: null,
  ui: {
    fields: {
      mode: {
        label: 'Conversion',
        options: [
          { value: 'dec-sci', label: 'Decimal → scientific' },
          { value: 'sci-dec', label: 'Scientific → decimal' },
          { value: 'convert', label: 'Either way (auto-detect)' },
          { value: 'engineering', label: 'Engineering notation' },
          { value: 'normalize', label: 'Normalise a coefficient' },
          { value: 'operate', label: 'Calculate (+ − × ÷)' },
        ],
      },
      value: { label: 'Number', kind: 'text', placeholder: 'e.g. 0.000123 or 6.022e23' },
      coef: { label: 'Coefficient', kind: 'text', placeholder: 'e.g. 6.022' },
      exp: { label: 'Exponent (power of 10)', kind: 'integer' },
      aCoef: { label: 'First coefficient a', kind: 'text' },
      aExp: { label: 'First exponent', kind: 'integer' },
      op: { label: 'Operation', options: [{ value: '+', label: '+ add' }, { value: '-', label: '− subtract' }, { value: '*', label: '× multiply' }, { value: '/', label: '÷ divide' }] },
      bCoef: { label: 'Second coefficient b', kind: 'text' },
      bExp: { label: 'Second exponent', kind: 'integer' },
      digits: { label: 'Significant figures (optional)', kind: 'integer', min: 1, max: 100 },
    },
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'dec-sci', label: 'To scientific', fields: ['value', 'digits'] },
          { value: 'sci-dec', label: 'To decimal', fields: ['coef', 'exp', 'digits'] },
          { value: 'convert', label: 'Convert', fields: ['value', 'digits'] },
          { value: 'engineering', label: 'Engineering', fields: ['value', 'digits'] },
          { value: 'normalize', label: 'Normalise', fields: ['coef', 'exp', 'digits'] },
          { value: 'operate', label: 'Calculate', fields: ['aCoef', 'aExp', 'op', 'bCoef', 'bExp', 'digits'] },
        ],
      },
    ],
    initial: { mode: 'dec-sci', value: '0.000123' },
    headline: 'value',
    outputs: {
      value: { label: 'Answer' },
      coefficient: { label: 'Coefficient, exact' },
      scientific: { label: 'Scientific notation' },
      e_notation: { label: 'E notation' },
      decimal: { label: 'Decimal' },
      engineering: { label: 'Engineering notation' },
      eng_coefficient: { label: 'Engineering coefficient' },
      eng_exp: { label: 'Engineering exponent (power of 10)' },
      si_prefix: { label: 'SI prefix' },
      si_prefix_name: { label: 'SI prefix name' },
      significant_figures: { label: 'Significant figures' },
      operation: { label: 'Operation' },
      exact: { label: 'Exact result' },
    },
  },
  examples: [
    {
      name: '0.000123 in scientific notation',
      inputs: { mode: 'dec-sci', value: '0.000123' },
      expect: { status: 'success', values: { coef: 1.23, exp: -4, value: '1.23 × 10^-4', significant_figures: 3 } },
      source: 'Moving the point 4 places right: 0.000123 = 1.23 × 10⁻⁴ (OpenStax, Chemistry 2e, Appendix B "Essential Mathematics").',
    },
    {
      name: '299 792 458 m/s (speed of light)',
      inputs: { value: 299792458 },
      expect: { status: 'success', values: { coefficient: '2.99792458', exp: 8, e_notation: '2.99792458e+8' } },
      source: 'CODATA: c = 299 792 458 m/s exactly = 2.99792458 × 10⁸ m/s.',
    },
    {
      name: '6.022 × 10^23 as a decimal',
      inputs: { mode: 'sci-dec', coef: '6.022', exp: 23 },
      expect: { status: 'success', values: { value: '602200000000000000000000' } },
      source: 'Moving the point 23 places right (Avogadro constant to 4 figures).',
    },
    {
      name: 'Trailing zeros after the point are significant',
      inputs: { value: '0.002500' },
      expect: { status: 'success', values: { coefficient: '2.500', exp: -3, significant_figures: 4 } },
      source: 'Significant-figure rules (OpenStax, Chemistry 2e, §1.5): leading zeros do not count, trailing zeros after the decimal point do.',
    },
    {
      name: '47 000 ohms in engineering notation',
      inputs: { mode: 'engineering', value: '47000' },
      expect: { status: 'success', values: { value: '47 × 10^3', si_prefix: 'k' } },
      source: 'SI Brochure (BIPM, 9th ed.), Table 7: k = 10³, so 47 000 Ω = 47 kΩ.',
    },
    {
      name: 'Normalise 123.4 × 10^5',
      inputs: { mode: 'normalize', coef: '123.4', exp: 5 },
      expect: { status: 'success', values: { value: '1.234 × 10^7', exp: 7 } },
      source: 'Exact arithmetic: 123.4 = 1.234 × 10², so 123.4 × 10⁵ = 1.234 × 10⁷.',
    },
    {
      name: '(3 × 10^5) × (2 × 10^-3)',
      inputs: { mode: 'operate', aCoef: '3', aExp: 5, op: '*', bCoef: '2', bExp: -3 },
      expect: { status: 'success', values: { value: '6 × 10^2', exact: true } },
      source: 'Multiply coefficients, add exponents: 6 × 10^(5−3).',
    },
    {
      name: '(1 × 10^0) ÷ (3 × 10^0) to 4 figures',
      inputs: { mode: 'operate', aCoef: '1', op: '/', bCoef: '3', digits: 4 },
      expect: { status: 'success', code: 'ROUNDED_QUOTIENT', values: { value: '3.333 × 10^-1', exact: false } },
      source: 'Exact arithmetic: 1/3 = 0.3333… rounded to 4 significant figures.',
    },
    {
      name: 'Unreadable number',
      inputs: { value: '12,5' },
      expect: { status: 'error', code: 'INVALID_NUMBER' },
      source: 'No decimal comma: a comma separates list items.',
    },
    {
      name: 'Division by zero',
      inputs: { mode: 'operate', aCoef: '5', op: '/', bCoef: '0' },
      expect: { status: 'error', code: 'DIVISION_BY_ZERO' },
      source: 'x ÷ 0 is undefined.',
    },
  ],
  limitations: ['No units or uncertainty propagation; significant figures of operate results are not reduced by the sig-fig rules of measurement (use digits).', 'Exponents beyond ±1000 are refused.'],
  compute(inp) {
    const mode: Mode = inp.mode ?? 'dec-sci';
    const warnings: Warning[] = [];

    if (mode === 'operate') {
      const a = readOperand(inp.aCoef, inp.aExp, 'aCoef', 'aExp');
      if ('code' in a) return fail(a.code, a.field, a.detail, a.suggestion);
      const b = readOperand(inp.bCoef, inp.bExp, 'bCoef', 'bExp');
      if ('code' in b) return fail(b.code, b.field, b.detail, b.suggestion);
      if (!inp.op) return missing('op', 'Mode operate needs the operation op.', "Give op as one of '+', '-', '*', '/'.");
      let result: SciNumber;
      let exact = true;
      if (inp.op === '/') {
        if (isZero(b.value)) return fail('DIVISION_BY_ZERO', 'bCoef', 'The divisor b is 0.', 'Give a non-zero bCoef.');
        const q = divide(a.value, b.value, inp.digits ?? DEFAULT_DIVISION_DIGITS);
        result = q.value;
        exact = q.exact;
        if (!exact) warnings.push(warning('ROUNDED_QUOTIENT', `The quotient does not terminate; it is rounded to ${inp.digits ?? DEFAULT_DIVISION_DIGITS} significant figures.`, 'Set digits (1–100) for more or fewer figures.', 'info'));
      } else {
        result = inp.op === '*' ? multiply(a.value, b.value) : add(a.value, inp.op === '+' ? b.value : negate(b.value));
      }
      if (inp.digits !== undefined) {
        // rounding an exact result to fewer figures than it has makes it inexact
        if (trimZeros(result).digits.length > inp.digits) exact = false;
        result = roundSig(result, inp.digits);
      }
      const operation = `(${scientificText(a.value)}) ${OP_SIGN[inp.op]} (${scientificText(b.value)})`;
      return answer(mode, result, scientificText(result), warnings, { operation, exact });
    }

    // Single-number modes: dec-sci, convert and engineering read value first; sci-dec and normalize read coef/exp first.
    const coefFirst = mode === 'sci-dec' || mode === 'normalize';
    const fromValue = () => (inp.value === undefined ? undefined : readText(inp.value, 'value'));
    const fromCoef = () => (inp.coef === undefined ? undefined : readOperand(inp.coef, inp.exp, 'coef', 'exp'));
    const reading = coefFirst ? (fromCoef() ?? fromValue()) : (fromValue() ?? fromCoef());
    if (!reading) {
      return coefFirst
        ? missing('coef', `Mode ${mode} needs the coefficient coef (and exponent exp).`, 'Give coef and exp, e.g. coef "6.022" and exp 23, or the whole number as value.')
        : missing('value', `Mode ${mode} needs the number value.`, 'Give value, e.g. "0.000123" or "6.022e23".');
    }
    if ('code' in reading) return fail(reading.code, reading.field, reading.detail, reading.suggestion);
    const n = inp.digits === undefined ? reading.value : roundSig(reading.value, inp.digits);
    const eng = engineering(n);
    const headline =
      mode === 'sci-dec' ? decimalText(n)
      : mode === 'engineering' ? eng.text
      : mode === 'convert' ? (reading.notation === 'decimal' ? scientificText(n) : decimalText(n))
      : scientificText(n);
    return answer(mode, n, headline, warnings);
  },
});

type Reading = { value: SciNumber; notation: 'decimal' | 'scientific' } | EngineError;

/** A number typed in any notation; errors name the field. */
function readText(text: string, field: string): Reading {
  const r = parseSci(text);
  if (r.ok) return { value: r.value, notation: r.notation };
  const shown = text.length > 40 ? `${text.slice(0, 40)}…` : text;
  if (r.reason === 'too_long') return { code: 'INVALID_INPUT', field, detail: `${field} is longer than ${MAX_TEXT_LENGTH} characters.`, suggestion: 'Write the number in scientific notation, e.g. 1.5e300.' };
  if (r.reason === 'exponent') return { code: 'EXPONENT_OUT_OF_RANGE', field, detail: `${field} = ${shown} has a power of ten beyond ±${MAX_INPUT_EXPONENT}.`, suggestion: `Use exponents between −${MAX_INPUT_EXPONENT} and ${MAX_INPUT_EXPONENT}.` };
  return { code: 'INVALID_NUMBER', field, detail: `${field} = '${shown}' is not a number in a notation this calculator reads.`, suggestion: 'Write it like 0.00042, 4.2e-4 or 4.2 × 10^-4 (point as decimal separator, no thousands commas).' };
}

/** coef × 10^exp, where coef may itself be in any notation. */
function readOperand(coef: string | undefined, exp: number | undefined, coefField: string, expField: string): Reading {
  if (coef === undefined) return { code: 'MISSING_REQUIRED_INPUT', field: coefField, detail: `${coefField} is required.`, suggestion: `Give ${coefField}, e.g. "3" or "2.5e-3".` };
  const r = readText(coef, coefField);
  if ('code' in r || !exp) return r;
  const value = shift(r.value, exp);
  if (Math.abs(exponentOf(value)) > MAX_INPUT_EXPONENT) {
    return { code: 'EXPONENT_OUT_OF_RANGE', field: expField, detail: `${coefField} × 10^${expField} has a power of ten of ${exponentOf(value)}, beyond ±${MAX_INPUT_EXPONENT}.`, suggestion: `Use exponents between −${MAX_INPUT_EXPONENT} and ${MAX_INPUT_EXPONENT}.` };
  }
  return { value, notation: 'scientific' };
}

function answer(mode: Mode, n: SciNumber, value: string, warnings: Warning[], extra: { operation?: string; exact?: boolean } = {}) {
  const eng = engineering(n);
  return ok(
    {
      mode,
      value,
      coef: coefficientNumber(n),
      coefficient: coefficientText(n),
      exp: exponentOf(n),
      scientific: scientificText(n),
      e_notation: eText(n),
      decimal: decimalText(n),
      engineering: eng.text,
      eng_coefficient: eng.coefficient,
      eng_exp: eng.exp,
      ...(eng.prefix ? { si_prefix: eng.prefix, si_prefix_name: eng.prefixName } : {}),
      significant_figures: isZero(n) ? 1 : n.digits.length,
      ...extra,
    },
    { formula: FORMULAS[mode], warnings, formatted: value },
  );
}
