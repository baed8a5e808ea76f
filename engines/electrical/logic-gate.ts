// Truth table and Boolean expression of a logic gate (AND, OR, NOT, NAND, NOR, XOR,
// XNOR) with 1 to 8 inputs, and the output for a given input combination.
import * as z from 'zod/mini';
import { boundedList, splitList, tooManyItems, type ListRule } from '../core/lists.ts';
import { wholeNumber } from '../core/whole-number.ts';
import type { EngineError } from '../core/contract.ts';
import { defineEngine } from '../core/contract.ts';
import { fail, ok } from '../core/outcome.ts';
import * as det from '../core/det-math.ts';
import { own } from '../core/own.ts';

const GATES = ['AND', 'OR', 'NOT', 'NAND', 'NOR', 'XOR', 'XNOR'] as const;
type Gate = (typeof GATES)[number];
const MAX_INPUTS = 8;
const NAMES = 'ABCDEFGH';

/** At most MAX_INPUTS levels: one per input of the largest gate (the list and the count have the gate's own code). */
const LEVELS: ListRule = { max: MAX_INPUTS, noun: 'input levels', code: 'GATE_INPUT_COUNT_OUT_OF_RANGE', hint: 'one level per gate input' };

const input = z.object({
  gate: z._default(z.enum(GATES), 'AND'),
  // 1 (NOT) to MAX_INPUTS; compute checks the count the chosen gate takes.
  n: z.optional(wholeNumber({ min: 1, max: MAX_INPUTS, example: 2, below: 'GATE_INPUT_COUNT_OUT_OF_RANGE', above: 'GATE_INPUT_COUNT_OUT_OF_RANGE' })),
  values: z.optional(boundedList(z.number(), LEVELS)),
});

const output = z.object({
  gate: z.enum(GATES),
  n: z.number(),
  expression: z.string(),
  input_names: z.array(z.string()),
  truth_table: z.array(z.object({ inputs: z.array(z.number()), output: z.number() })),
  minterms: z.array(z.number()),
  output: z.optional(z.number()),
  row: z.optional(z.number()),
});

/** Gate names and symbols people type → canonical gate. */
const GATE_SYNONYMS: Record<string, Gate> = {
  '&': 'AND', '&&': 'AND', '·': 'AND', '*': 'AND',
  '|': 'OR', '||': 'OR', '+': 'OR',
  '!': 'NOT', '~': 'NOT', '¬': 'NOT', INVERTER: 'NOT', INV: 'NOT',
  '^': 'XOR', '⊕': 'XOR', EXOR: 'XOR', EOR: 'XOR',
  ENOR: 'XNOR', EXNOR: 'XNOR', NXOR: 'XNOR', XAND: 'XNOR', EQUIV: 'XNOR', '⊙': 'XNOR',
};

const LEVEL_TOKENS: Record<string, number> = { '0': 0, '1': 1, L: 0, H: 1, LOW: 0, HIGH: 1, FALSE: 0, TRUE: 1, F: 0, T: 1, OFF: 0, ON: 1 };

/** One logic level from a number, boolean or word; undefined when it is not one. */
function level(x: unknown): number | undefined {
  if (x === 0 || x === 1) return x;
  if (typeof x === 'boolean') return x ? 1 : 0;
  if (typeof x === 'string') return own(LEVEL_TOKENS, x.trim().toUpperCase());
  return undefined;
}

const badLevel = (token: unknown): EngineError => ({
  code: 'INVALID_LOGIC_LEVEL',
  field: 'values',
  detail: `${JSON.stringify(token)} is not a logic level.`,
  suggestion: 'Give each input as 0 or 1 (also accepted: true/false, H/L), e.g. "1,0,1" or "101".',
});

/** Gate symbols and case → canonical gate; input levels as text ("1,0,1", "101", "H L") or an array → 0/1 numbers. */
function prepare(raw: Record<string, unknown>): Record<string, unknown> | EngineError {
  const out = { ...raw };
  if (typeof raw.gate === 'string') {
    const g = raw.gate.trim().toUpperCase();
    // Every synonym is unchanged by toUpperCase, so one lookup of the upper-cased text finds them all.
    out.gate = own(GATE_SYNONYMS, g) ?? g;
  }
  const v = raw.values;
  if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return out;
  // A text of more levels than a gate has inputs is refused before it is split (the shared layer does so for arrays).
  const compact = typeof v === 'string' && /^[01]+$/.test(v.trim()) ? v.trim() : undefined;
  if (compact !== undefined && compact.length > LEVELS.max) return tooManyItems('values', LEVELS, compact.length);
  const tokens = Array.isArray(v) ? v : compact !== undefined ? [...compact] : typeof v === 'string' ? splitList(v, /[\s,;]+/, 'values', LEVELS) : [v];
  if (!Array.isArray(tokens)) return tokens;
  const levels: number[] = [];
  for (const t of tokens) {
    const l = level(t);
    if (l === undefined) return badLevel(t);
    levels.push(l);
  }
  out.values = levels;
  return out;
}

/** Output of `gate` for the input levels (XOR: odd parity, XNOR: even parity). */
function evaluateGate(gate: Gate, bits: readonly number[]): number {
  const ones = bits.reduce((s, b) => s + b, 0);
  switch (gate) {
    case 'AND':
      return ones === bits.length ? 1 : 0;
    case 'NAND':
      return ones === bits.length ? 0 : 1;
    case 'OR':
      return ones > 0 ? 1 : 0;
    case 'NOR':
      return ones > 0 ? 0 : 1;
    case 'NOT':
      return 1 - bits[0];
    case 'XOR':
      return ones % 2;
    case 'XNOR':
      return 1 - (ones % 2);
  }
}

function expression(gate: Gate, names: string[]): string {
  const join = { AND: '·', NAND: '·', OR: ' + ', NOR: ' + ', XOR: ' ⊕ ', XNOR: ' ⊕ ', NOT: '' }[gate];
  const body = names.join(join);
  switch (gate) {
    case 'AND':
    case 'OR':
    case 'XOR':
      return `Y = ${body}`;
    case 'NOT':
      return `Y = ¬${body}`;
    default:
      return `Y = ¬(${body})`;
  }
}

export const engine = defineEngine({
  id: 'logic-gate',
  area: 'electrical',
  title: 'Logic gate truth table calculator',
  description:
    'Truth table, Boolean expression and minterms of an AND, OR, NOT, NAND, NOR, XOR or XNOR gate with 1 to 8 inputs, and the output for a given set of input levels.',
  keywords: ['logic gate', 'truth table', 'AND gate', 'OR gate', 'NOT gate', 'inverter', 'NAND', 'NOR', 'XOR', 'exclusive or', 'XNOR', 'boolean logic', 'digital logic', 'minterms', 'parity'],
  capability_id: 'electrical.digital.logic_gate',
  version: '1.0.0',
  page: 'electric',
  input,
  output,
  prepare,
  unit: null,
  errors: ['GATE_INPUT_COUNT_OUT_OF_RANGE', 'INVALID_LOGIC_LEVEL', 'VALUES_COUNT_MISMATCH'],
  warnings: [],
  formula: { id: 'logic-gate.table', expression: 'AND: all 1; OR: any 1; NAND/NOR: inverted; XOR: odd number of 1s; XNOR: even number of 1s; NOT: inverse', label: 'Logic gate functions' },
  assumptions: [
    'Positive logic: 1 = HIGH = true, 0 = LOW = false (IEEE Std 91-1984 / IEC 60617-12 gate functions, as in the function tables of the 74HC00/02/04/08/32/86/7266 datasheets).',
    'n-input XOR is odd parity and XNOR even parity: the result of chaining 2-input XOR gates (IEC 60617-12 symbol "2k+1"). The IEC "=1" element (output 1 only when exactly one input is 1) differs from it for n ≥ 3.',
    'Truth-table rows count in binary with A as the most significant input, from all 0 (row 0) to all 1 (row 2ⁿ − 1); minterms are the rows whose output is 1.',
    'NOT has exactly one input; the other gates take 2 to 8 inputs (up to 256 rows). Inputs given as values set n when n is blank.',
  ],
  ui: {
    fields: {
      gate: { label: 'Gate', options: GATES.map((g) => ({ value: g, label: g })) },
      n: { label: 'Number of inputs', kind: 'integer', min: 1, max: MAX_INPUTS, step: 1 },
      values: { label: 'Input levels (optional)', kind: 'list', placeholder: '1, 0, 1', help: 'A first, as 0/1 (or H/L, true/false).' },
    },
    initial: { gate: 'XOR', n: 2, values: [1, 0] },
    headline: 'expression',
    outputs: {
      expression: { label: 'Boolean expression' },
      input_names: { label: 'Input names' },
      truth_table: { label: 'Truth table' },
      minterms: { label: 'Minterms (rows with output 1)' },
      output: { label: 'Output level for the given inputs' },
      row: { label: 'Truth-table row of the given inputs' },
    },
  },
  examples: [
    {
      name: '2-input XOR truth table (74HC86)',
      inputs: { gate: 'XOR', n: 2 },
      expect: { status: 'success', values: { 'truth_table.0.output': 0, 'truth_table.1.output': 1, 'truth_table.2.output': 1, 'truth_table.3.output': 0, expression: 'Y = A ⊕ B' } },
      source: 'Texas Instruments SN74HC86 function table: L L → L, L H → H, H L → H, H H → L.',
    },
    {
      name: '2-input NAND (74HC00)',
      inputs: { gate: 'NAND', n: 2 },
      expect: { status: 'success', values: { 'minterms.length': 3, 'minterms.0': 0, 'minterms.2': 2, 'truth_table.3.output': 0 } },
      source: 'Texas Instruments SN74HC00 function table: output L only when both inputs are H.',
    },
    {
      name: '3-input AND with inputs 1, 1, 0',
      inputs: { gate: 'AND', values: '1,1,0' },
      expect: { status: 'success', values: { n: 3, output: 0, row: 6, 'minterms.0': 7, 'minterms.length': 1 } },
      source: 'Boolean algebra: A·B·C = 1 only for 111 (minterm 7); 110 is row 6.',
    },
    {
      name: '3-input XOR is odd parity: 1 ⊕ 1 ⊕ 1 = 1',
      inputs: { gate: 'XOR', values: [1, 1, 1] },
      expect: { status: 'success', values: { output: 1, 'minterms.length': 4 } },
      source: 'Cascade of two 74HC86 gates: (1 ⊕ 1) ⊕ 1 = 1; odd-parity minterms 1, 2, 4, 7.',
    },
    {
      name: 'NOT with two inputs',
      inputs: { gate: 'NOT', n: 2 },
      expect: { status: 'error', code: 'GATE_INPUT_COUNT_OUT_OF_RANGE' },
      source: 'An inverter has exactly one input.',
    },
  ],
  limitations: ['Combinational gates only (no flip-flops, timing or propagation delay); no Karnaugh-map minimisation of arbitrary functions.'],
  compute(inp) {
    const gate = inp.gate;
    const given = inp.values;
    const n = inp.n ?? given?.length ?? (gate === 'NOT' ? 1 : 2);
    if (gate === 'NOT' ? n !== 1 : n < 2 || n > MAX_INPUTS) {
      const range = gate === 'NOT' ? 'exactly 1 input' : `2 to ${MAX_INPUTS} inputs`;
      return fail('GATE_INPUT_COUNT_OUT_OF_RANGE', inp.n === undefined ? 'values' : 'n', `A ${gate} gate here takes ${range}; got ${n}.`, gate === 'NOT' ? 'Use n = 1 for NOT, or choose NAND/NOR to invert several inputs.' : `Give n between 2 and ${MAX_INPUTS}.`);
    }
    // prepare has already turned every level into 0 or 1, or refused it (INVALID_LOGIC_LEVEL).
    if (given && given.length !== n) {
      return fail('VALUES_COUNT_MISMATCH', 'values', `${given.length} input level${given.length === 1 ? '' : 's'} given for a ${n}-input gate.`, `Give exactly ${n} levels (A first), or set n = ${given.length}.`);
    }
    const names = [...NAMES.slice(0, n)];
    const truth_table = Array.from({ length: det.pow(2, n) }, (_, row) => {
      const bits = names.map((_, i) => (row >> (n - 1 - i)) & 1);
      return { inputs: bits, output: evaluateGate(gate, bits) };
    });
    const minterms = truth_table.flatMap((r, i) => (r.output ? [i] : []));
    const row = given ? given.reduce((acc, b) => acc * 2 + b, 0) : undefined;
    const expr = expression(gate, names);
    const result = {
      gate,
      n,
      expression: expr,
      input_names: names,
      truth_table,
      minterms,
      ...(row === undefined ? {} : { output: truth_table[row].output, row }),
    };
    return ok(result, {
      formatted: row === undefined ? `${expr}; 1 on rows ${minterms.join(', ')}` : `${expr} = ${result.output} for ${names.map((nm, i) => `${nm}=${given![i]}`).join(', ')}`,
    });
  },
});
