// Addition: exact sums against mathjs BigNumber and formulajs SUM, the
// conformance vector, the sumInput text list, column addition, every error.
import * as formulajs from '@formulajs/formulajs';
import fc from 'fast-check';
import { all, create } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const big = create(all, { number: 'BigNumber', precision: 1000 });
const decimalText = fc
  .tuple(fc.boolean(), fc.stringMatching(/^\d{1,20}$/), fc.stringMatching(/^\d{0,20}$/))
  .map(([neg, i, f]) => `${neg ? '-' : ''}${i}${f ? `.${f}` : ''}`);

function rejects(inputs: Record<string, unknown>, code: string, field: string) {
  const f = failure('add', inputs);
  expect(f).toMatchObject({ http: 400, code, field });
  expect(f.suggestion?.length).toBeGreaterThan(10);
}

describe('add (sum)', () => {
  it('passes the conformance vector "sum of a list", also through the alias sum', () => {
    for (const id of ['add', 'sum']) {
      const env = ok(id, { values: [1, 2, 3.5] });
      expect(env).toMatchObject({ status: 'success', engine: 'add', capability_id: 'math.sum' });
      expect(env.result).toEqual({ mode: 'sum', value: 6.5, sum: 6.5, sumStr: '6.5', count: 3 });
    }
  });

  it('adds decimals exactly where doubles drift: 0.1 + 0.2 = 0.3, ten times 0.1 = 1', () => {
    expect(result('add', { values: [0.1, 0.2] }).sumStr).toBe('0.3');
    expect(result('add', { values: Array(10).fill(0.1) })).toMatchObject({ sumStr: '1', sum: 1 });
    expect(result('add', { values: [1e20, 1, -1e20] }).sumStr).toBe('1');
  });

  it('agrees with formulajs SUM on integers and with mathjs BigNumber on random decimals', () => {
    expect(result('add', { values: [12, -5, 300, 7] }).sum).toBe(formulajs.SUM(12, -5, 300, 7));
    fc.assert(
      fc.property(fc.array(decimalText, { minLength: 1, maxLength: 12 }), (values) => {
        const exact = values.reduce((s, v) => big.add(s, big.bignumber(v)), big.bignumber(0));
        expect(result('add', { values }).sumStr).toBe(exact.toFixed());
      }),
      { numRuns: 150 },
    );
  });

  it('reads sumInput as a text list separated by commas, semicolons, spaces or new lines', () => {
    const env = ok('add', { sumInput: '12.5, 7.25;100\n-0.75' });
    expect(env.result).toMatchObject({ sumStr: '119', count: 4 });
    expect(env.inputs).toEqual({ values: ['12.5', '7.25', '100', '-0.75'] });
    expect(result('add', { values: '5' }).sumStr).toBe('5');
  });

  it('long mode: column addition with carries into a new column', () => {
    const r = result('add', { mode: 'long', values: [999, 1, 0.25] });
    expect(r.steps.aligned).toEqual(['999.00', '1.00', '0.25']);
    expect(r.steps.columns.map((c: { carry_out: number }) => c.carry_out)).toEqual([0, 0, 1, 1, 1, 0]);
    expect(r.steps.answer).toBe('1000.25');
    expect(r.text).toContain('Ones: 9 + 1 + 0 = 10, write 0, carry 1.');
    expect(result('add', { mode: 'column-addition', values: [5, 7] }).mode).toBe('long');
  });

  it.each([
    ['add', 'sum'], ['total', 'sum'], ['addition', 'sum'],
    ['column', 'long'], ['column-addition', 'long'], ['long-addition', 'long'], ['written', 'long'],
  ])('mode %s means %s', (synonym, mode) => {
    const env = ok('add', { mode: synonym, values: [5, 7] });
    expect(env.result).toMatchObject({ mode, sumStr: '12' });
    // The answer echoes the mode it read (sum is also the default, so the result alone would not tell).
    expect((env.inputs as { mode?: string }).mode).toBe(mode);
  });

  it('long mode takes up to 20 numbers, zeros included, and keeps its warnings', () => {
    expect(result('add', { mode: 'long', values: Array(20).fill(1) }).sumStr).toBe('20');
    expect(result('add', { mode: 'long', values: [0, 5] }).steps.answer).toBe('5');
    // 2^60 sent as a JSON number is read as its shortest round-trip form 1152921504606847000 (the
    // digits a double can tell apart), hence the warning, in every mode.
    const env = ok('add', { mode: 'long', values: [2 ** 60, 1] });
    expect(env.warnings.map((w) => w.code)).toEqual(['IMPRECISE_JSON_NUMBER']);
    expect((env.result as { sumStr: string }).sumStr).toBe('1152921504606847001');
  });

  it('edge cases: one number, zeros, a sum beyond the double range, a JSON number beyond 2^53', () => {
    expect(result('add', { values: [42] })).toMatchObject({ sumStr: '42', count: 1 });
    expect(result('add', { values: [0, -0, '0.000'] }).sumStr).toBe('0');
    const huge = ok('add', { values: ['1e308', '1e308'] });
    expect((huge.result as { sum: unknown }).sum).toBe(`2${'0'.repeat(308)}`);
    expect(huge.warnings.map((w) => w.code)).toEqual(['BEYOND_DOUBLE_RANGE']);
    expect(ok('add', { values: [2 ** 60, 1] }).warnings.map((w) => w.code)).toEqual(['IMPRECISE_JSON_NUMBER']);
    expect(result('add', { values: Array(1000).fill('0.001') }).sumStr).toBe('1');
  });

  it('rejects empty, wrong, too long and too many values, and negatives in long mode', () => {
    rejects({}, 'MISSING_REQUIRED_INPUT', 'values');
    rejects({ values: [] }, 'MISSING_REQUIRED_INPUT', 'values');
    rejects({ sumInput: ' , ; ' }, 'MISSING_REQUIRED_INPUT', 'values');
    rejects({ values: [1, 'two', 3] }, 'INVALID_NUMBER', 'values');
    rejects({ values: [1, null] }, 'INVALID_NUMBER', 'values');
    rejects({ values: { a: 1 } }, 'INVALID_INPUT', 'values');
    rejects({ values: ['1'.repeat(401)] }, 'TOO_MANY_DIGITS', 'values');
    rejects({ values: Array(1001).fill(1) }, 'TOO_MANY_VALUES', 'values');
    rejects({ mode: 'long', values: Array(21).fill(1) }, 'TOO_MANY_VALUES', 'values');
    rejects({ mode: 'long', values: [5, -2] }, 'LONG_MODE_NEEDS_NON_NEGATIVE', 'values');
    rejects({ mode: 'long', values: ['1'.repeat(51), 1] }, 'TOO_MANY_DIGITS', 'values');
    // Columns are written to the last decimal place: 7e-300 would align 300 columns in every row.
    rejects({ mode: 'long', values: ['7e-300', 3] }, 'TOO_MANY_DIGITS', 'values');
    rejects({ mode: 'average', values: [1, 2] }, 'INVALID_MODE', 'mode');
    expect(failure('add', { values: [1, 'two'] }).body.detail).toContain('values item 2');
  });
});

declaresTheCodesItReturns('add');
