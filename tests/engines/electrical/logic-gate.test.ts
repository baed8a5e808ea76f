// logic-gate: the 74HC-series datasheet function tables, every gate and input count
// against JavaScript's own bitwise operators, input parsing, outputs and errors.
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'logic-gate';
type Row = { inputs: number[]; output: number };

/** Independent reference: JavaScript bitwise reductions. */
const REFERENCE: Record<string, (bits: number[]) => number> = {
  AND: (b) => b.reduce((x, y) => x & y, 1),
  OR: (b) => b.reduce((x, y) => x | y, 0),
  NAND: (b) => 1 ^ b.reduce((x, y) => x & y, 1),
  NOR: (b) => 1 ^ b.reduce((x, y) => x | y, 0),
  XOR: (b) => b.reduce((x, y) => x ^ y, 0),
  XNOR: (b) => 1 ^ b.reduce((x, y) => x ^ y, 0),
};

describe('logic-gate', () => {
  it.each([
    // SN74HC08 (AND), SN74HC32 (OR), SN74HC00 (NAND), SN74HC02 (NOR), SN74HC86 (XOR), SN74HC7266 (XNOR) function tables, rows LL, LH, HL, HH.
    ['AND', [0, 0, 0, 1]],
    ['OR', [0, 1, 1, 1]],
    ['NAND', [1, 1, 1, 0]],
    ['NOR', [1, 0, 0, 0]],
    ['XOR', [0, 1, 1, 0]],
    ['XNOR', [1, 0, 0, 1]],
  ])('2-input %s matches the 74HC datasheet function table', (gate, outputs) => {
    const r = result(ID, { gate, n: 2 });
    expect(r.truth_table.map((row: Row) => row.inputs)).toEqual([[0, 0], [0, 1], [1, 0], [1, 1]]);
    expect(r.truth_table.map((row: Row) => row.output)).toEqual(outputs);
    expect(r.input_names).toEqual(['A', 'B']);
  });

  it('NOT inverts its single input (SN74HC04)', () => {
    const r = result(ID, { gate: 'NOT' });
    expect(r.n).toBe(1);
    expect(r.truth_table).toEqual([{ inputs: [0], output: 1 }, { inputs: [1], output: 0 }]);
    expect(r.expression).toBe('Y = ¬A');
  });

  it('agrees with bitwise reductions for every gate and 2–8 inputs', () => {
    for (const gate of Object.keys(REFERENCE)) {
      for (let n = 2; n <= 8; n++) {
        const r = result(ID, { gate, n });
        expect(r.truth_table).toHaveLength(2 ** n);
        r.truth_table.forEach((row: Row, i: number) => {
          expect(row.inputs.reduce((acc, b) => acc * 2 + b, 0)).toBe(i);
          expect(row.output).toBe(REFERENCE[gate](row.inputs));
        });
        expect(r.minterms).toEqual(r.truth_table.flatMap((row: Row, i: number) => (row.output ? [i] : [])));
      }
    }
  });

  it('treats n-input XOR as odd parity, not "exactly one"', () => {
    const r = result(ID, { gate: 'XOR', n: 3 });
    expect(r.minterms).toEqual([1, 2, 4, 7]);
    expect(result(ID, { gate: 'XNOR', n: 3 }).minterms).toEqual([0, 3, 5, 6]);
  });

  it('writes the Boolean expression of each gate', () => {
    expect(result(ID, { gate: 'AND', n: 3 }).expression).toBe('Y = A·B·C');
    expect(result(ID, { gate: 'OR', n: 2 }).expression).toBe('Y = A + B');
    expect(result(ID, { gate: 'NAND', n: 2 }).expression).toBe('Y = ¬(A·B)');
    expect(result(ID, { gate: 'NOR', n: 4 }).expression).toBe('Y = ¬(A + B + C + D)');
    expect(result(ID, { gate: 'XNOR', n: 2 }).expression).toBe('Y = ¬(A ⊕ B)');
  });

  it('evaluates given inputs in any of the accepted notations', () => {
    for (const values of ['1,0,1', '101', '1 0 1', 'H L H', 'true, false, true', [1, 0, 1], [true, false, true], ['H', 'L', 'H']]) {
      const r = result(ID, { gate: 'OR', values });
      expect(r).toMatchObject({ n: 3, row: 5, output: 1 });
    }
    expect(result(ID, { gate: 'NOR', values: '000' }).output).toBe(1);
    expect(ok(ID, { gate: 'AND', values: '1,1,0' }).result_detail.formatted).toBe('Y = A·B·C = 0 for A=1, B=1, C=0');
    expect(ok(ID, { gate: 'XOR', n: 2 }).result_detail.formatted).toBe('Y = A ⊕ B; 1 on rows 1, 2');
  });

  it('accepts gate symbols and lower case', () => {
    for (const [given, gate] of [['and', 'AND'], ['&', 'AND'], ['|', 'OR'], ['nand', 'NAND'], ['^', 'XOR'], ['exor', 'XOR'], ['inverter', 'NOT'], ['!', 'NOT'], ['xnor', 'XNOR'], ['equiv', 'XNOR']]) {
      expect(result(ID, { gate: given, n: gate === 'NOT' ? 1 : 2 }).gate).toBe(gate);
    }
  });

  it.each([
    // Usual notations: && · * for AND, || + for OR, ~ ¬ for NOT, ⊕ for XOR, ⊙ for XNOR (also named ENOR, EXNOR, NXOR, XAND).
    ['&&', 'AND'], ['·', 'AND'], ['*', 'AND'],
    ['||', 'OR'], ['+', 'OR'],
    ['~', 'NOT'], ['¬', 'NOT'], ['inv', 'NOT'],
    ['⊕', 'XOR'], ['eor', 'XOR'],
    ['enor', 'XNOR'], ['exnor', 'XNOR'], ['nxor', 'XNOR'], ['xand', 'XNOR'], ['⊙', 'XNOR'],
  ])('reads gate %s as %s', (given, gate) => {
    expect(result(ID, { gate: given, n: gate === 'NOT' ? 1 : 2 }).gate).toBe(gate);
  });

  it('trims spaces around a gate name', () => {
    expect(result(ID, { gate: ' exor ', n: 2 }).gate).toBe('XOR');
  });

  it('without n or values: a 2-input AND', () => {
    expect(result(ID, {})).toMatchObject({ gate: 'AND', n: 2, minterms: [3] });
    expect(result(ID, { gate: 'XOR' }).n).toBe(2);
  });

  it('reads a lone number or boolean as one input level', () => {
    expect(result(ID, { gate: 'NOT', values: 1 })).toMatchObject({ n: 1, row: 1, output: 0 });
    expect(result(ID, { gate: 'NOT', values: false })).toMatchObject({ n: 1, row: 0, output: 1 });
  });

  it('trims spaces around each level of a list', () => {
    expect(result(ID, { gate: 'XOR', values: [' H', 'L '] })).toMatchObject({ n: 2, row: 2, output: 1 });
  });

  it('ignores spaces and separators at the ends of level text', () => {
    expect(result(ID, { gate: 'AND', values: ' 101 ' })).toMatchObject({ n: 3, row: 5, output: 0 });
    expect(result(ID, { gate: 'OR', values: ' 1, 0, 1, ' })).toMatchObject({ n: 3, row: 5, output: 1 });
  });

  it('blank or null values mean no input levels: the table alone', () => {
    for (const values of [' ', null]) {
      const r = result(ID, { gate: 'AND', n: 2, values });
      expect(r.truth_table).toHaveLength(4);
      expect(r).not.toHaveProperty('row');
    }
  });

  it.each([
    [{ gate: 'AND', n: 1 }, 'GATE_INPUT_COUNT_OUT_OF_RANGE', 'n'],
    [{ gate: 'OR', n: 9 }, 'GATE_INPUT_COUNT_OUT_OF_RANGE', 'n'],
    [{ gate: 'NOT', n: 2 }, 'GATE_INPUT_COUNT_OUT_OF_RANGE', 'n'],
    [{ gate: 'NOT', values: '10' }, 'GATE_INPUT_COUNT_OUT_OF_RANGE', 'values'],
    [{ gate: 'AND', values: '101010101' }, 'GATE_INPUT_COUNT_OUT_OF_RANGE', 'values'],
    [{ gate: 'AND', n: 3, values: '10' }, 'VALUES_COUNT_MISMATCH', 'values'],
    [{ gate: 'AND', values: '1,2' }, 'INVALID_LOGIC_LEVEL', 'values'],
    [{ gate: 'AND', values: [1, 0.5] }, 'INVALID_LOGIC_LEVEL', 'values'],
    [{ gate: 'AND', values: 'yes no' }, 'INVALID_LOGIC_LEVEL', 'values'],
    // Level words are looked up as own properties: names on Object.prototype are not levels.
    [{ gate: 'AND', values: 'constructor 1' }, 'INVALID_LOGIC_LEVEL', 'values'],
    [{ gate: 'AND', values: ['__proto__', 'valueOf'] }, 'INVALID_LOGIC_LEVEL', 'values'],
    [{ gate: 'constructor', n: 2 }, 'INVALID_MODE', 'gate'],
    [{ gate: 'BUFFER', n: 2 }, 'INVALID_MODE', 'gate'],
    [{ gate: 'AND', n: 2.5 }, 'INVALID_NUMBER', 'n'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure(ID, inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });
});

declaresTheCodesItReturns('logic-gate');
