// Fractions and mixed numbers with exact BigInt arithmetic: add, subtract,
// multiply or divide two fractions, simplify one, write it as a (repeating)
// decimal, or turn a decimal (0.75, 0.(3)) into a fraction.
import * as z from 'zod/mini';
import { type EngineError, type Warning, defineEngine } from '../core/contract.ts';
import { isBlank } from '../core/inputs.ts';
import { isEngineError, ok } from '../core/outcome.ts';
import { canonicalChoice, failWith, jsonNumberWarnings, jsonResult, numberOrText, rationalError, readIntegerInput, readRationalInput, unusedInputs } from './_lib/exact-inputs.ts';
import { MAX_INTEGER_DIGITS } from './_lib/exact-integer.ts';
import {
  type Rational,
  decimalExpansion,
  formatFraction,
  formatMixed,
  gcdBigInt,
  jsonInteger,
  lcmBigInt,
  parseUnreduced,
  rational,
  ratIsZero,
} from '../core/exact-rational.ts';
import { drawFractions } from './fractions.picture.ts';

const MODES = ['operate', 'simplify', 'to-dec', 'from-dec'] as const;
type Mode = (typeof MODES)[number];
const OPS = ['+', '-', '*', '/'] as const;
type Op = (typeof OPS)[number];

const MODE_SYNONYMS: Record<string, string> = {
  calculate: 'operate',
  arithmetic: 'operate',
  reduce: 'simplify',
  'lowest-terms': 'simplify',
  'to-decimal': 'to-dec',
  decimal: 'to-dec',
  'fraction-to-decimal': 'to-dec',
  'from-decimal': 'from-dec',
  'decimal-to-fraction': 'from-dec',
};
const OP_SYNONYMS: Record<string, string> = {
  add: '+',
  plus: '+',
  sum: '+',
  addition: '+',
  subtract: '-',
  sub: '-',
  minus: '-',
  subtraction: '-',
  '−': '-',
  '–': '-',
  multiply: '*',
  times: '*',
  mul: '*',
  multiplication: '*',
  '×': '*',
  x: '*',
  '·': '*',
  divide: '/',
  div: '/',
  division: '/',
  over: '/',
  '÷': '/',
  ':': '/',
};
const OP_SIGN: Record<Op, string> = { '+': '+', '-': '−', '*': '×', '/': '÷' };

const PART_KEYS = ['aWhole', 'aNum', 'aDen', 'bWhole', 'bNum', 'bDen'] as const;
type PartKey = (typeof PART_KEYS)[number];
const USES: Record<Mode, readonly string[]> = {
  operate: ['aWhole', 'aNum', 'aDen', 'bWhole', 'bNum', 'bDen', 'op'],
  simplify: ['aWhole', 'aNum', 'aDen'],
  'to-dec': ['aWhole', 'aNum', 'aDen'],
  'from-dec': ['decimal'],
};

const input = z.object({
  mode: z.optional(z.enum(MODES)),
  op: z.optional(z.enum(OPS)),
  aWhole: z.optional(numberOrText()),
  aNum: z.optional(numberOrText()),
  aDen: z.optional(numberOrText()),
  bWhole: z.optional(numberOrText()),
  bNum: z.optional(numberOrText()),
  bDen: z.optional(numberOrText()),
  decimal: z.optional(numberOrText()),
});

const integer = z.union([z.number(), z.string()]);
const output = z.object({
  mode: z.enum(MODES),
  improper: z.string(),
  n: integer,
  d: integer,
  mixed: z.string(),
  value: z.union([z.number(), z.string()]),
  decimal: z.string(),
  terminating: z.boolean(),
  repetend: z.string(),
  gcf: integer,
  expression: z.string(),
  steps: z.array(z.string()),
  op: z.optional(z.enum(OPS)),
});

const FORMULAS: Record<Mode, { id: string; expression: string; label: string }> = {
  operate: { id: 'fractions.operate', expression: 'a/b ± c/d = (a·(L/b) ± c·(L/d)) / L, L = lcm(b, d); a/b × c/d = ac/bd; a/b ÷ c/d = a/b × d/c', label: 'Fraction arithmetic' },
  simplify: { id: 'fractions.simplify', expression: 'n/d = (n ÷ g)/(d ÷ g), g = gcd(n, d)', label: 'Fraction in lowest terms' },
  'to-dec': { id: 'fractions.to_dec', expression: 'n/d by long division; repeating block in parentheses', label: 'Fraction to decimal' },
  'from-dec': { id: 'fractions.from_dec', expression: '0.d₁…dₖ = d₁…dₖ / 10^k; 0.F(B) = (FB − F) / (10^|F|·(10^|B| − 1))', label: 'Decimal to fraction' },
};

export const engine = defineEngine({
  id: 'fractions',
  area: 'math',
  title: 'Fraction calculator',
  description: 'Add, subtract, multiply and divide fractions and mixed numbers exactly, simplify a fraction to lowest terms, convert a fraction to a decimal (repeating part shown, 1/6 = 0.1(6)) or a decimal to a fraction (0.75 = 3/4, 0.(3) = 1/3), with the steps.',
  keywords: ['fraction', 'fractions', 'fraction calculator', 'add fractions', 'subtract fractions', 'multiply fractions', 'divide fractions', 'mixed numbers', 'simplify fraction', 'lowest terms', 'improper fraction', 'fraction to decimal', 'decimal to fraction', 'repeating decimal', 'half', 'third', 'quarter', 'thirds', 'quarters', 'halves'],
  capability_id: 'math.fractions',
  version: '1.0.5',
  page: 'math',
  input,
  output,
  inputAliases: { decimalInput: 'decimal' },
  errors: [
    'DENOMINATOR_MUST_BE_NONZERO',
    'DIVISION_BY_ZERO',
    'MIXED_NUMBER_SIGN',
    'TOO_MANY_DIGITS',
    'UNSAFE_INTEGER',
  ],
  warnings: ['IMPRECISE_JSON_NUMBER', 'INPUT_NOT_USED'],
  formula: FORMULAS.operate,
  assumptions: [
    'Exact rational arithmetic on BigInt numerators and denominators; no floating point until value (the nearest double) is given. Results are in lowest terms with a positive denominator; n and d are JSON numbers while safe integers, otherwise decimal strings.',
    `aNum, aDen, bNum, bDen, aWhole, bWhole are whole numbers of at most ${MAX_INTEGER_DIGITS} digits (a JSON number beyond ±9007199254740991 must be sent as a string). A denominator of 0 gives DENOMINATOR_MUST_BE_NONZERO; dividing by a fraction equal to 0 gives DIVISION_BY_ZERO.`,
    'A mixed number is aWhole aNum/aDen = aWhole + aNum/aDen for aWhole ≥ 0 and aWhole − aNum/aDen for aWhole < 0 (−1 1/2 = −3/2): the sign goes on the whole part only (MIXED_NUMBER_SIGN otherwise). Without aWhole the fraction may carry its own sign.',
    'operate: + and − over the least common denominator, × multiplies numerators and denominators, ÷ multiplies by the reciprocal; op also accepts add, subtract/sub/minus, multiply/times/mul/×, divide/div/÷. mixed is the result as a mixed number ("1 1/6").',
    'decimal is the exact decimal with the repeating block in parentheses (cut with "…" after 1000 digits). from-dec reads decimal exactly as written: 0.1 = 1/10, 0.(3) = 1/3, 0.1(6) = 1/6, and also a fraction such as 6/8.',
  ],
  ui: {
    fields: {
      mode: {
        label: 'Calculation',
        options: [
          { value: 'operate', label: 'Calculate' },
          { value: 'simplify', label: 'Simplify' },
          { value: 'to-dec', label: 'Fraction to decimal' },
          { value: 'from-dec', label: 'Decimal to fraction' },
        ],
      },
      aWhole: { label: 'First whole part (mixed number)', kind: 'text' },
      aNum: { label: 'First numerator', kind: 'text', placeholder: '1' },
      aDen: { label: 'First denominator', kind: 'text', placeholder: '2' },
      op: { label: 'Operation', options: [{ value: '+', label: '+' }, { value: '-', label: '−' }, { value: '*', label: '×' }, { value: '/', label: '÷' }] },
      bWhole: { label: 'Second whole part (mixed number)', kind: 'text' },
      bNum: { label: 'Second numerator', kind: 'text', placeholder: '1' },
      bDen: { label: 'Second denominator', kind: 'text', placeholder: '3' },
      decimal: { label: 'Decimal (0.(3) for 0.333…)', kind: 'text', placeholder: '0.75' },
    },
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'operate', label: 'Calculate', fields: ['aWhole', 'aNum', 'aDen', 'op', 'bWhole', 'bNum', 'bDen'] },
          { value: 'simplify', label: 'Simplify', fields: ['aWhole', 'aNum', 'aDen'] },
          { value: 'to-dec', label: 'To decimal', fields: ['aWhole', 'aNum', 'aDen'] },
          { value: 'from-dec', label: 'From decimal', fields: ['decimal'] },
        ],
      },
    ],
    initial: { mode: 'operate', aNum: 1, aDen: 2, op: '+', bNum: 1, bDen: 3 },
    headline: 'improper',
    outputs: {
      decimal: { label: 'Decimal expansion' },
      improper: { label: 'Result as a fraction' },
      n: { label: 'Numerator' },
      d: { label: 'Denominator' },
      mixed: { label: 'Mixed number' },
      value: { label: 'Numeric value' },
      terminating: { label: 'Terminating decimal' },
      repetend: { label: 'Repeating block' },
      gcf: { label: 'Common factor cancelled' },
      expression: { label: 'Calculation' },
      steps: { label: 'Steps' },
    },
  },
  examples: [
    {
      name: '1/2 + 1/3',
      inputs: { mode: 'operate', op: '+', aNum: 1, aDen: 2, bNum: 1, bDen: 3 },
      expect: { status: 'success', values: { n: 5, d: 6, improper: '5/6', decimal: '0.8(3)' } },
      source: 'Exact arithmetic: 3/6 + 2/6 = 5/6 (conformance vector "fractions 1/2 + 1/3").',
    },
    {
      name: 'Mixed numbers: 2 1/4 − 1 2/3',
      inputs: { mode: 'operate', op: 'minus', aWhole: 2, aNum: 1, aDen: 4, bWhole: 1, bNum: 2, bDen: 3 },
      expect: { status: 'success', values: { improper: '7/12', mixed: '7/12' } },
      source: 'Exact arithmetic: 9/4 − 5/3 = 27/12 − 20/12 = 7/12.',
    },
    {
      name: '3/4 ÷ 5/6',
      inputs: { mode: 'operate', op: '÷', aNum: 3, aDen: 4, bNum: 5, bDen: 6 },
      expect: { status: 'success', values: { improper: '9/10', value: 0.9 } },
      source: 'Exact arithmetic: 3/4 × 6/5 = 18/20 = 9/10.',
    },
    {
      name: 'Simplify 84/126',
      inputs: { mode: 'simplify', aNum: 84, aDen: 126 },
      expect: { status: 'success', values: { improper: '2/3', gcf: 42 } },
      source: 'gcd(84, 126) = 42 (Euclid: 126 = 1·84 + 42, 84 = 2·42).',
    },
    {
      name: '1/7 as a decimal',
      inputs: { mode: 'to-dec', aNum: 1, aDen: 7 },
      expect: { status: 'success', values: { decimal: '0.(142857)', repetend: '142857', terminating: false } },
      source: '1/7 = 0.142857142857…, period 6 (the order of 10 modulo 7).',
    },
    {
      name: '0.(3) and 0.1 as fractions',
      inputs: { mode: 'from-dec', decimal: '0.1(6)' },
      expect: { status: 'success', values: { improper: '1/6', n: 1, d: 6 } },
      source: 'Shift and subtract: x = 0.1666…, 100x − 10x = 15, x = 15/90 = 1/6.',
    },
    {
      name: 'Zero denominator',
      inputs: { mode: 'operate', op: '+', aNum: 1, aDen: 0, bNum: 1, bDen: 3 },
      expect: { status: 'error', code: 'DENOMINATOR_MUST_BE_NONZERO' },
      source: 'Spec, math catalog and conformance vector "fraction with zero denominator".',
    },
    {
      name: 'Dividing by a zero fraction',
      inputs: { mode: 'operate', op: '/', aNum: 1, aDen: 2, bNum: 0, bDen: 5 },
      expect: { status: 'error', code: 'DIVISION_BY_ZERO' },
      source: 'Spec, math catalog: division by a zero fraction gives DIVISION_BY_ZERO.',
    },
  ],
  limitations: ['Two operands per calculation; numerators, denominators and whole parts are whole numbers (use from-dec for decimals).'],
  prepare(raw) {
    for (const key of PART_KEYS) {
      if (isBlank(raw[key])) continue;
      const read = readPart(raw[key], key);
      if (isEngineError(read)) return read;
    }
    if (!isBlank(raw.decimal)) {
      const read = readRationalInput(raw.decimal, 'decimal');
      if (isEngineError(read)) return read;
    }
    return canonicalChoice(canonicalChoice(raw, 'mode', MODE_SYNONYMS), 'op', OP_SYNONYMS);
  },
  picture: drawFractions,
  compute(inp) {
    const mode: Mode = inp.mode ?? 'operate';
    const warnings: Warning[] = [
      ...jsonNumberWarnings({ decimal: inp.decimal }),
      ...unusedInputs(
        [...PART_KEYS, 'decimal', 'op'].filter((k) => inp[k as keyof typeof inp] !== undefined),
        USES[mode],
        mode,
      ),
    ];
    const outcome = mode === 'operate' ? operate(inp) : mode === 'from-dec' ? fromDecimal(inp.decimal) : single(mode, inp);
    if (isEngineError(outcome)) return failWith(outcome);
    return ok(outcome, { warnings, formula: FORMULAS[mode] });
  },
});

type Inputs = Partial<Record<PartKey, number | string>> & { op?: Op; decimal?: number | string };
type Result = z.output<typeof output>;

function readPart(raw: unknown, field: string): bigint | EngineError {
  const read = readIntegerInput(raw, field, MAX_INTEGER_DIGITS);
  if (isEngineError(read) && read.code === 'INVALID_NUMBER') return { ...read, suggestion: `Give ${field} as a whole number (for a decimal such as 0.75 use mode from-dec).` };
  return read;
}

interface Operand {
  value: Rational;
  /** The improper fraction before reduction (2 6/8 → 22/8), for the simplify step. */
  n: bigint;
  d: bigint;
  /** As the user wrote it: "1/2", "2 1/4", "-3". */
  text: string;
  /** True when a whole part made it a mixed number (worth a step). */
  mixed: boolean;
}

/** Operand a or b from its whole part, numerator and denominator. */
function readOperand(p: Inputs, side: 'a' | 'b'): Operand | EngineError {
  const [wKey, nKey, dKey] = [`${side}Whole`, `${side}Num`, `${side}Den`] as const;
  const parts: Partial<Record<PartKey, bigint>> = {};
  for (const k of [wKey, nKey, dKey]) {
    if (p[k] === undefined) continue;
    const read = readPart(p[k], k);
    if (isEngineError(read)) return read;
    parts[k] = read;
  }
  const [w, n, d] = [parts[wKey], parts[nKey], parts[dKey]];
  const name = side === 'a' ? 'first' : 'second';
  if (n === undefined && d === undefined) {
    if (w !== undefined) return { value: rational(w), n: w, d: 1n, text: w.toString(), mixed: false };
    return { code: 'MISSING_REQUIRED_INPUT', field: nKey, detail: `The ${name} fraction is missing: give ${nKey} and ${dKey}.`, suggestion: `Give ${nKey} and ${dKey}, e.g. ${nKey} = 1 and ${dKey} = 2.` };
  }
  if (n === undefined) return { code: 'MISSING_REQUIRED_INPUT', field: nKey, detail: `${dKey} was given without ${nKey}.`, suggestion: `Give the numerator ${nKey}.` };
  if (d === undefined) return { code: 'MISSING_REQUIRED_INPUT', field: dKey, detail: `${nKey} was given without ${dKey}.`, suggestion: `Give the denominator ${dKey} (use 1 for a whole number).` };
  if (d === 0n) return { code: 'DENOMINATOR_MUST_BE_NONZERO', field: dKey, detail: `${dKey} is 0: a fraction with denominator 0 has no value.`, suggestion: `Give ${dKey} a non-zero whole number.` };
  if (w === undefined || w === 0n) return { value: rational(n, d), n, d, text: `${n}/${d}`, mixed: false };
  if (n < 0n || d < 0n) {
    return { code: 'MIXED_NUMBER_SIGN', field: n < 0n ? nKey : dKey, detail: `A mixed number carries its sign on the whole part only; ${wKey} = ${w} with ${n}/${d} is ambiguous.`, suggestion: `Write −1 1/2 as ${wKey} = -1, ${nKey} = 1, ${dKey} = 2.` };
  }
  // −1 1/2 means −(1 + 1/2): the improper numerator is w·d − n for a negative whole part.
  const improper = w * d + (w < 0n ? -n : n);
  return { value: rational(improper, d), n: improper, d, text: `${w} ${n}/${d}`, mixed: true };
}

/** The fields every answer shares, from the exact result and the factor cancelled to reach lowest terms. */
function describe(q: Rational, cancelled: bigint) {
  const expansion = decimalExpansion(q);
  // Parts have at most 48 digits, so |q| lies within about 1e-97 … 1e97: always a finite, non-zero double.
  const { value } = jsonResult(q, 'The result');
  return {
    improper: formatFraction(q),
    n: jsonInteger(q.n),
    d: jsonInteger(q.d),
    mixed: formatMixed(q),
    value,
    decimal: expansion.text,
    terminating: expansion.terminating,
    repetend: expansion.repetend,
    gcf: jsonInteger(cancelled),
  };
}

const asImproper = (o: Operand) => `${o.text} = ${o.n}/${o.d}`;

function operate(p: Inputs): Result | EngineError {
  const a = readOperand(p, 'a');
  if (isEngineError(a)) return a;
  const b = readOperand(p, 'b');
  if (isEngineError(b)) return b;
  if (!p.op) return { code: 'MISSING_REQUIRED_INPUT', field: 'op', detail: 'The operation op is missing.', suggestion: "Give op as '+', '-', '*' or '/' (or add, subtract, multiply, divide)." };
  const op = p.op;
  const steps = [a, b].filter((o) => o.mixed).map((o) => `Write ${asImproper(o)} as an improper fraction.`);
  const [x, y] = [a.value, b.value];
  const fx = formatFraction(x);
  const fy = formatFraction(y);
  let n: bigint;
  let d: bigint;
  if (op === '+' || op === '-') {
    const lcd = lcmBigInt(x.d, y.d);
    const [nx, ny] = [x.n * (lcd / x.d), y.n * (lcd / y.d)];
    [n, d] = [op === '+' ? nx + ny : nx - ny, lcd];
    if (x.d !== y.d) steps.push(`Common denominator lcm(${x.d}, ${y.d}) = ${lcd}: ${fx} = ${nx}/${lcd}, ${fy} = ${ny}/${lcd}.`);
    steps.push(`${op === '+' ? 'Add' : 'Subtract'} the numerators: ${nx}/${lcd} ${OP_SIGN[op]} ${paren(ny)}/${lcd} = ${n}/${d}.`);
  } else if (op === '*') {
    [n, d] = [x.n * y.n, x.d * y.d];
    steps.push(`Multiply numerators and denominators: ${fx} × ${fy} = (${x.n} × ${paren(y.n)})/(${x.d} × ${y.d}) = ${n}/${d}.`);
  } else {
    if (ratIsZero(y)) {
      const field = p.bNum !== undefined ? 'bNum' : 'bWhole';
      return { code: 'DIVISION_BY_ZERO', field, detail: `The second fraction ${b.text} equals 0, and nothing can be divided by 0.`, suggestion: 'Give a non-zero second fraction.' };
    }
    const reciprocal = rational(y.d, y.n);
    [n, d] = [x.n * reciprocal.n, x.d * reciprocal.d];
    steps.push(`Dividing is multiplying by the reciprocal: ${fx} ÷ ${fy} = ${fx} × ${formatFraction(reciprocal)} = ${n}/${d}.`);
  }
  const g = gcdBigInt(n, d) || 1n;
  const q = rational(n, d);
  if (g > 1n) steps.push(`Simplify by the common factor ${g}: ${n}/${d} = ${formatFraction(q)}.`);
  if (q.d !== 1n && (q.n < 0n ? -q.n : q.n) > q.d) steps.push(`As a mixed number: ${formatMixed(q)}.`);
  return { mode: 'operate', op, ...describe(q, g), expression: `${a.text} ${OP_SIGN[op]} ${b.text} = ${formatFraction(q)}`, steps };
}

const paren = (x: bigint) => (x < 0n ? `(${x})` : `${x}`);

/** simplify and to-dec: one fraction (or mixed number) a. */
function single(mode: 'simplify' | 'to-dec', p: Inputs): Result | EngineError {
  const a = readOperand(p, 'a');
  if (isEngineError(a)) return a;
  const { n, d } = a;
  const g = gcdBigInt(n, d) || 1n;
  const q = a.value;
  const steps = a.mixed ? [`Write ${asImproper(a)} as an improper fraction.`] : [];
  if (mode === 'simplify') {
    steps.push(g > 1n ? `Divide numerator and denominator by gcd(${n < 0n ? -n : n}, ${d < 0n ? -d : d}) = ${g}: ${formatFraction(q)}.` : `gcd(${n < 0n ? -n : n}, ${d < 0n ? -d : d}) = 1: ${formatFraction(q)} is already in lowest terms.`);
    return { mode, ...describe(q, g), expression: `${a.text} = ${formatFraction(q)}`, steps };
  }
  const out = describe(q, g);
  steps.push(out.terminating ? `${formatFraction(q)} = ${out.decimal}: the denominator has no prime factor other than 2 and 5, so the decimal ends.` : `${formatFraction(q)} = ${out.decimal}: the block in parentheses repeats forever.`);
  return { mode, ...out, expression: `${a.text} = ${out.decimal}`, steps };
}

function fromDecimal(raw: number | string | undefined): Result | EngineError {
  if (raw === undefined) return { code: 'MISSING_REQUIRED_INPUT', field: 'decimal', detail: 'The decimal to convert is missing.', suggestion: 'Give decimal, e.g. 0.75, or 0.(3) for 0.333….' };
  const u = parseUnreduced(String(raw));
  if (!u.ok) return rationalError(u, raw, 'decimal');
  const g = gcdBigInt(u.n, u.d) || 1n;
  const q = rational(u.n, u.d);
  const text = String(raw).trim();
  const steps = [
    u.repeating
      ? `Shift and subtract to remove the repeating block: ${text} = ${u.n}/${u.d}.`
      : `Write the digits over a power of ten: ${text} = ${u.n}/${u.d}.`,
    g > 1n ? `Divide numerator and denominator by gcd = ${g}: ${formatFraction(q)}.` : `${formatFraction(q)} is already in lowest terms.`,
  ];
  if (q.d !== 1n && (q.n < 0n ? -q.n : q.n) > q.d) steps.push(`As a mixed number: ${formatMixed(q)}.`);
  return { mode: 'from-dec', ...describe(q, g), expression: `${text} = ${formatFraction(q)}`, steps };
}
